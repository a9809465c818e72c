"""``jax.lax``'s special functions composed of ``ivy.frontends._special_math``: ``bessel_i0e`` /
``bessel_i1e`` (``exp(-|x|) I_nu(x)``), ``lgamma`` / ``digamma``, ``igamma_grad_a`` (d/da of
the regularised incomplete gamma P(a, x)) and ``random_gamma_grad`` (the implicit derivative
of a gamma sample in its shape).

As JAX: float operands only (``TypeError`` otherwise), the two operands of one dtype (a Python
number takes the array's); ``bessel_*`` of float16 / bfloat16 computed in float32, the gamma
family in float64 (the series' cancellation costs float32 digits; JAX's own float32 kernels
are ~3e-5 relative off at a, x ~ 50). JAX's edges: nan for ``a <= 0``, ``x < 0``, ``a = inf`` or
``x = inf``, 0 at ``x = 0``.
"""

from __future__ import annotations

import ivy

from .. import _special_math as _sm
from .._common import ivy_dtype_of, kind_of
from .array import _NUMBERS, native, scalar_like, wrap

__all__ = ["bessel_i0e", "bessel_i1e", "digamma", "igamma_grad_a", "lgamma",
           "random_gamma_grad"]


def _float(name, d):
    if type(d) in _NUMBERS:
        d = ivy.asarray(float(d), dtype="float32")
    if kind_of(d.dtype) != "float":
        raise TypeError(f"{name} does not accept dtype {ivy_dtype_of(d.dtype)}. Accepted dtypes "
                        "are subtypes of floating.")
    return d


def _compute(fn, *ds, wide=False):
    """``fn`` of ``ds`` (one float dtype) in float32 / float64 (``wide``: float64), returned in
    their dtype."""
    name = str(ivy_dtype_of(ds[0].dtype))
    at = "float64" if wide else name if name in ("float32", "float64") else "float32"
    if name == at:
        return fn(*ds)
    return ivy.astype(fn(*(ivy.astype(d, at) for d in ds)), name)


def bessel_i0e(x):
    return wrap(_compute(lambda d: _sm.bessel_ie(d, 0), _float("bessel_i0e", native(x))))


def bessel_i1e(x):
    return wrap(_compute(lambda d: _sm.bessel_ie(d, 1), _float("bessel_i1e", native(x))))


def lgamma(x):
    return wrap(_compute(_sm.lgamma, _float("lgamma", native(x)), wide=True))


def digamma(x):
    return wrap(_compute(_sm.digamma, _float("digamma", native(x)), wide=True))


def _pair(name, a, x, sample):
    da, dx = native(a), native(x)
    if type(da) in _NUMBERS and type(dx) not in _NUMBERS:
        da = scalar_like(dx, float(da), dx.dtype)
    elif type(dx) in _NUMBERS and type(da) not in _NUMBERS:
        dx = scalar_like(da, float(dx), da.dtype)
    da, dx = _float(name, da), _float(name, dx)
    if da.dtype != dx.dtype:
        raise TypeError(f"lax.{name} requires arguments to have the same dtypes, got "
                        f"{ivy_dtype_of(da.dtype)}, {ivy_dtype_of(dx.dtype)}.")
    da, dx = ivy.broadcast_arrays(da, dx)

    def fn(a_, x_):
        out = _sm.igamma_da(a_, x_, sample, float("inf"))
        inf = ivy.logical_or(ivy.isinf(a_), ivy.isinf(x_))  # JAX: nan
        return ivy.where(inf, ivy.full_like(out, float("nan")), out)

    return wrap(_compute(fn, da, dx, wide=True))


def igamma_grad_a(a, x):
    return _pair("igamma_grad_a", a, x, False)


def random_gamma_grad(a, x):
    return _pair("random_gamma_grad", a, x, True)
