"""``tf.raw_ops`` special functions beyond ``_raw_ops_math``: the Bessel functions ``J0`` /
``J1`` / ``Y0`` / ``Y1`` / ``K0`` / ``K1`` (and the scaled ``K0e`` / ``K1e`` / ``I0e``), Dawson's
integral, the exponential integral ``Ei``, the Fresnel integrals, Spence's function (the
dilogarithm), the derivative of the incomplete gamma function in ``a`` and the implicit
derivative of a gamma sample in its shape (``RandomGammaGrad``).

Each is composed of element-wise Ivy functions and evaluated in the input's dtype (float16 /
bfloat16 through float32), piece by piece over the argument's ranges that TensorFlow's kernels
use, with the published Cephes coefficients (S. L. Moshier's rational and Chebyshev fits, the
ones TensorFlow's Eigen kernels evaluate): so the pieces meet where TensorFlow's do and the
values, the edges (``K0(0) = inf``, ``Y0(0) = -inf``, ``Expint(x < 0) = nan``,
``Spence(x < 0) = nan``) and the signs are TensorFlow's. Each piece is evaluated on the
arguments it covers, the others replaced by a harmless value, so no piece overflows for
arguments it does not serve. The incomplete gamma's derivatives are the derivatives of its power
series and of Legendre's continued fraction (forward mode, a fixed number of terms), on the
sides of the ``(a, x)`` plane where TensorFlow uses each.

Accuracy against TensorFlow 2.21 on CPU (``tests/frontends/test_frontend_tensorflow_raw_ops.py``
asserts float32 within rtol 1e-3 / atol 1e-4 and float64 within rtol 1e-10 / atol 1e-12): float64
agrees to a few ulp (the same coefficients); float32 evaluates the float64 fits in float32 where
TensorFlow's float32 kernels use shorter fits, both within ~1e-6 relative.

The math is ``ivy.frontends._special_math`` (shared with ``torch.special`` and ``jax.lax``); this
module adds TensorFlow's dtype rules and its one edge of its own (float32 ``BesselY1(0)``: nan).
"""

from __future__ import annotations

import ivy

from .. import _special_math as _sm
from . import _special as _sp
from ._promotion import binary, convert

#: raw ops of this module written as a composition of several Ivy functions
COMPOSED = frozenset({"BesselI0e", "BesselJ0", "BesselJ1", "BesselK0", "BesselK0e", "BesselK1",
                      "BesselK1e", "BesselY0", "BesselY1", "Dawsn", "Expint", "FresnelCos",
                      "FresnelSin", "Spence", "IgammaGradA", "RandomGammaGrad"})


def _unary(op, x, fn):
    d, n = _sp._float_in(op, x)
    return _sp._out(fn(d), n)


def _y1(x):
    y = _sm.bessel_y(x, 1)
    if _sm.is_f64(x):
        return y
    # TensorFlow's float32 kernel: 0 * log(0) at 0
    return ivy.where(ivy.equal(x, 0), ivy.full_like(x, float("nan")), y)


def _gamma_pair(op, a, x, sample):
    a_, x_ = binary(op, a, x)
    a_, n = _sp._float_in(op, a_, wide=True)
    x_ = ivy.astype(convert(x_), a_.dtype)
    a_, x_ = ivy.broadcast_arrays(a_, x_)
    log_max = _sm.LOG_MAX_F64 if n == "float64" else _sm.LOG_MAX_F32
    return _sp._out(_sm.igamma_da(a_, x_, sample, log_max), n)


# --- the raw ops --------------------------------------------------------------------------------
def BesselI0e(*, x, name=None):  # noqa: N802 - TensorFlow's op names
    return _sp.bessel_i0e(x)


def BesselK0(*, x, name=None):  # noqa: N802
    return _unary("BesselK0", x, lambda d: _sm.bessel_k(d, 0, False))


def BesselK0e(*, x, name=None):  # noqa: N802
    return _unary("BesselK0e", x, lambda d: _sm.bessel_k(d, 0, True))


def BesselK1(*, x, name=None):  # noqa: N802
    return _unary("BesselK1", x, lambda d: _sm.bessel_k(d, 1, False))


def BesselK1e(*, x, name=None):  # noqa: N802
    return _unary("BesselK1e", x, lambda d: _sm.bessel_k(d, 1, True))


def BesselJ0(*, x, name=None):  # noqa: N802
    return _unary("BesselJ0", x, lambda d: _sm.bessel_j(d, 0))


def BesselJ1(*, x, name=None):  # noqa: N802
    return _unary("BesselJ1", x, lambda d: _sm.bessel_j(d, 1))


def BesselY0(*, x, name=None):  # noqa: N802
    return _unary("BesselY0", x, lambda d: _sm.bessel_y(d, 0))


def BesselY1(*, x, name=None):  # noqa: N802
    return _unary("BesselY1", x, _y1)


def Dawsn(*, x, name=None):  # noqa: N802
    return _unary("Dawsn", x, _sm.dawsn)


def Expint(*, x, name=None):  # noqa: N802
    return _unary("Expint", x, _sm.expint)


def FresnelCos(*, x, name=None):  # noqa: N802
    return _unary("FresnelCos", x, lambda d: _sm.fresnel(d, False))


def FresnelSin(*, x, name=None):  # noqa: N802
    return _unary("FresnelSin", x, lambda d: _sm.fresnel(d, True))


def Spence(*, x, name=None):  # noqa: N802
    return _unary("Spence", x, _sm.spence)


def IgammaGradA(*, a, x, name=None):  # noqa: N802
    return _gamma_pair("IgammaGradA", a, x, False)


def RandomGammaGrad(*, alpha, sample, name=None):  # noqa: N802
    return _gamma_pair("RandomGammaGrad", alpha, sample, True)


__all__ = sorted(n for n, v in dict(globals()).items()
                 if n[:1].isupper() and callable(v) and getattr(v, "__module__", "") == __name__)
