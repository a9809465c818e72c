"""The standard's special cases of every elementwise function, through ``ivy.array_api``.

Each real floating function gets the IEEE special values (nan, ±inf, ±0) and ordinary values around
them (±0.5, ±1, ±2, π/2, 3), every pair of them for the binary functions; array-api-strict is the
reference. nan positions, infinities and the sign of zero results must match exactly (the
standard's special-case tables are about exactly these); other values within the dtype's tolerance.
"""

import math

import numpy as np
import pytest
from _array_api import BACKEND, check, wrap, xp, xps

SPECIAL = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 2.0, -2.0,
                    math.pi / 2, 3.0])

UNARY = """abs acos acosh asin asinh atan atanh ceil cos cosh exp expm1 floor isfinite isinf isnan
    log log1p log2 log10 negative positive round sign signbit sin sinh sqrt square tan tanh
    trunc""".split()
BINARY = """add atan2 copysign divide equal floor_divide greater greater_equal hypot less less_equal
    logaddexp maximum minimum multiply nextafter not_equal pow remainder subtract""".split()
# where the standard leaves the sign of a zero result open ("the order of signed zeros is
# unspecified"): JAX gives maximum(0.0, -0.0) = -0.0. sign(-0.0) is +0 everywhere (the standard's
# "the result is 0"; JAX's -0.0 is repaired, issue 15)
_ZERO_SIGN_OPEN = frozenset({"maximum", "minimum"})
# precision-limited functions (transcendental ones near their poles): relative tolerance scale
_SCALE = {"tan": 1e3, "atan2": 10, "pow": 10}


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("name", UNARY)
def test_unary_special_cases(name, dtype):
    a = SPECIAL.astype(dtype)
    out = getattr(xp, name)(wrap(a))
    ref = getattr(xps, name)(xps.asarray(a))
    check(out, ref, signed_zeros=name not in _ZERO_SIGN_OPEN, scale=_SCALE.get(name, 1.0),
          where=f"{name}({dtype})")


def _floor_divide_standard(a, b):
    """The standard's floor_divide: NumPy's (array-api-strict's engine) except with exactly one
    infinite operand, where NumPy follows Python's divmod (nan, -1) and the standard says: an
    infinite x1 over a finite x2 is an infinity, a finite x1 over an infinite x2 a zero, each with
    the sign of x1 / x2 (issue 15)."""
    with np.errstate(all="ignore"):
        q = np.floor_divide(a, b)
    one = (np.isinf(a) ^ np.isinf(b)) & ~np.isnan(a) & ~np.isnan(b)
    sign = np.where(np.signbit(a) ^ np.signbit(b), -1.0, 1.0).astype(a.dtype)
    return np.where(one & np.isinf(a), sign * np.inf, np.where(one, sign * 0.0, q)).astype(a.dtype)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("name", BINARY)
def test_binary_special_cases(name, dtype):
    a, b = (g.astype(dtype).ravel() for g in np.meshgrid(SPECIAL, SPECIAL))
    out = getattr(xp, name)(wrap(a), wrap(b))
    ref = getattr(xps, name)(xps.asarray(a), xps.asarray(b))
    if name == "floor_divide":
        ref = _floor_divide_standard(a, b)
    check(out, ref, signed_zeros=name not in _ZERO_SIGN_OPEN, scale=_SCALE.get(name, 1.0),
          where=f"{name}({dtype}) on {BACKEND}")
