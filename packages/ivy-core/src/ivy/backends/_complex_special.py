"""Repairs of the standard's complex special cases (C99 Annex G), written once for every backend.

Each repair takes an ``ops`` namespace of the backend's primitives (:func:`make_ops`) and is
applied by a backend kernel on complex input only, where the framework's own result is wrong:

- :func:`by_symmetry`: ``f`` evaluated at ``(|a|, |b|)`` (``|b|`` only, for ``"conj"``) and the
  result's parts negated as the standard's symmetries say (``f(conj(x)) == conj(f(x))``; odd
  ``f(-x) == -f(x)``; even ``f(-x) == f(x)``): the signs of zero parts (JAX ignores a ``-0``
  imaginary part in most of its complex kernels). Linear in ``f``'s result: gradients flow.
- :func:`exp_infinite_real`: ``exp(±inf + b j)`` for an infinite or nan ``b``.
- :func:`expm1_via_exp`: ``expm1`` of an input with a non-finite part is ``exp(x) - 1`` exactly
  (no cancellation to avoid there).
- :func:`log1p_via_log`: ``log1p`` of an input with a non-finite part, or of ``-1 ± 0j``, is
  ``log(1 + x)`` exactly.
- :func:`acosh_zero_nan`: ``acosh(+0 + nan j) = nan ± πj/2``.
"""

import math
from types import SimpleNamespace


def make_ops(xp, complex_, **overrides):
    """The primitives the repairs use, from the NumPy-like module ``xp`` (``where``, ``signbit``,
    ``abs``, ``real``, ``imag``, ``isfinite``, ``isnan``, ``isinf``) with ``complex_(re, im)``
    building a complex array from real parts (``re + 1j * im`` would turn ``inf`` parts into nan);
    ``overrides`` replace the primitives ``xp`` lacks or names differently."""
    names = ("where", "signbit", "abs", "real", "imag", "isfinite", "isnan", "isinf")
    ops = {n: getattr(xp, n, None) for n in names}
    ops.update(overrides, complex=complex_)
    return SimpleNamespace(**ops)


def by_symmetry(ops, f, x, kind):
    """``f(x)`` for complex ``x`` through the symmetry ``kind`` ("conj", "odd" or "even";
    the last two include "conj")."""
    a, b = ops.real(x), ops.imag(x)
    sb = ops.signbit(b)
    if kind == "conj":
        y = f(ops.complex(a, ops.abs(b)))
        im = ops.imag(y)
        return ops.complex(ops.real(y), ops.where(sb, -im, im))
    sa = ops.signbit(a)
    y = f(ops.complex(ops.abs(a), ops.abs(b)))
    re, im = ops.real(y), ops.imag(y)
    if kind == "odd":
        return ops.complex(ops.where(sa, -re, re), ops.where(sb, -im, im))
    return ops.complex(re, ops.where(sa != sb, -im, im))  # even


def exp_infinite_real(ops, x, out):
    """``out`` (exp of ``x``) with ``exp(+inf + b j) = inf + nan j`` and ``exp(-inf + b j) = 0``
    for an infinite or nan ``b`` (the standard leaves the signs open)."""
    a, b = ops.real(x), ops.imag(x)
    bad = ops.isinf(a) & ~ops.isfinite(b)
    # at the bad places (in a's dtype): |a| is inf, b * 0 is nan, and zero is +0
    zero, inf, nan = ops.where(bad, 0.0, a), ops.abs(a), b * 0
    pos = a > 0
    return ops.where(bad, ops.complex(ops.where(pos, inf, zero), ops.where(pos, nan, zero)), out)


def expm1_via_exp(ops, x, out, exp):
    """``out`` (expm1 of ``x``) with ``exp(x) - 1`` where a part of ``x`` is not finite."""
    a, b = ops.real(x), ops.imag(x)
    bad = ~(ops.isfinite(a) & ops.isfinite(b))
    e = exp(x)
    return ops.where(bad, ops.complex(ops.real(e) - 1, ops.imag(e)), out)


def log1p_via_log(ops, x, out, log):
    """``out`` (log1p of ``x``) with ``log(1 + x)`` where a part of ``x`` is not finite or ``x``
    is ``-1 ± 0j``."""
    a, b = ops.real(x), ops.imag(x)
    bad = ~(ops.isfinite(a) & ops.isfinite(b)) | ((a == -1) & (b == 0))
    return ops.where(bad, log(ops.complex(a + 1, b)), out)


def acosh_zero_nan(ops, x, out):
    """``out`` (acosh of ``x``) with ``nan + πj/2`` at ``±0 + nan j`` (the standard: ``+0``; the
    sign of the imaginary part is open)."""
    bad = (ops.real(x) == 0) & ops.isnan(ops.imag(x))
    return ops.complex(ops.real(out), ops.where(bad, math.pi / 2, ops.imag(out)))
