"""Elementwise functions (the standard's "Element-wise Functions")."""

from ._api import api


@api
def abs(x, /):
    """TODO(doc) abs."""


@api
def acos(x, /):
    """TODO(doc) acos."""


@api
def acosh(x, /):
    """TODO(doc) acosh."""


@api
def add(x1, x2, /):
    """TODO(doc) add."""


@api
def asin(x, /):
    """TODO(doc) asin."""


@api
def asinh(x, /):
    """TODO(doc) asinh."""


@api
def atan(x, /):
    """TODO(doc) atan."""


@api
def atan2(x1, x2, /):
    """TODO(doc) atan2."""


@api
def atanh(x, /):
    """TODO(doc) atanh."""


@api
def bitwise_and(x1, x2, /):
    """TODO(doc) bitwise_and."""


@api
def bitwise_invert(x, /):
    """TODO(doc) bitwise_invert."""


@api
def bitwise_left_shift(x1, x2, /):
    """TODO(doc) bitwise_left_shift."""


@api
def bitwise_or(x1, x2, /):
    """TODO(doc) bitwise_or."""


@api
def bitwise_right_shift(x1, x2, /):
    """TODO(doc) bitwise_right_shift."""


@api
def bitwise_xor(x1, x2, /):
    """TODO(doc) bitwise_xor."""


@api
def ceil(x, /):
    """TODO(doc) ceil."""


@api
def clip(x, /, min=None, max=None):
    """TODO(doc) clip."""


@api
def conj(x, /):
    """TODO(doc) conj."""


@api
def copysign(x1, x2, /):
    """TODO(doc) copysign."""


@api
def cos(x, /):
    """TODO(doc) cos."""


@api
def cosh(x, /):
    """TODO(doc) cosh."""


@api
def divide(x1, x2, /):
    """TODO(doc) divide."""


@api
def equal(x1, x2, /):
    """TODO(doc) equal."""


@api
def exp(x, /):
    """TODO(doc) exp."""


@api
def expm1(x, /):
    """TODO(doc) expm1."""


@api
def floor(x, /):
    """TODO(doc) floor."""


@api
def floor_divide(x1, x2, /):
    """TODO(doc) floor_divide."""


@api
def greater(x1, x2, /):
    """TODO(doc) greater."""


@api
def greater_equal(x1, x2, /):
    """TODO(doc) greater_equal."""


@api
def hypot(x1, x2, /):
    """TODO(doc) hypot."""


@api
def imag(x, /):
    """TODO(doc) imag."""


@api
def isfinite(x, /):
    """TODO(doc) isfinite."""


@api
def isinf(x, /):
    """TODO(doc) isinf."""


@api
def isnan(x, /):
    """TODO(doc) isnan."""


@api
def less(x1, x2, /):
    """TODO(doc) less."""


@api
def less_equal(x1, x2, /):
    """TODO(doc) less_equal."""


@api
def log(x, /):
    """TODO(doc) log."""


@api
def log10(x, /):
    """TODO(doc) log10."""


@api
def log1p(x, /):
    """TODO(doc) log1p."""


@api
def log2(x, /):
    """TODO(doc) log2."""


@api
def logaddexp(x1, x2, /):
    """TODO(doc) logaddexp."""


@api
def logical_and(x1, x2, /):
    """TODO(doc) logical_and."""


@api
def logical_not(x, /):
    """TODO(doc) logical_not."""


@api
def logical_or(x1, x2, /):
    """TODO(doc) logical_or."""


@api
def logical_xor(x1, x2, /):
    """TODO(doc) logical_xor."""


@api
def maximum(x1, x2, /):
    """TODO(doc) maximum."""


@api
def minimum(x1, x2, /):
    """TODO(doc) minimum."""


@api
def multiply(x1, x2, /):
    """TODO(doc) multiply."""


@api
def negative(x, /):
    """TODO(doc) negative."""


@api
def nextafter(x1, x2, /):
    """TODO(doc) nextafter."""


@api
def not_equal(x1, x2, /):
    """TODO(doc) not_equal."""


@api
def positive(x, /):
    """TODO(doc) positive."""


@api
def pow(x1, x2, /):
    """TODO(doc) pow."""


@api
def real(x, /):
    """TODO(doc) real."""


@api
def reciprocal(x, /):
    """TODO(doc) reciprocal."""


@api
def remainder(x1, x2, /):
    """TODO(doc) remainder."""


@api
def round(x, /):
    """TODO(doc) round."""


@api
def sign(x, /):
    """TODO(doc) sign."""


@api
def signbit(x, /):
    """TODO(doc) signbit."""


@api
def sin(x, /):
    """TODO(doc) sin."""


@api
def sinh(x, /):
    """TODO(doc) sinh."""


@api
def sqrt(x, /):
    """TODO(doc) sqrt."""


@api
def square(x, /):
    """TODO(doc) square."""


@api
def subtract(x1, x2, /):
    """TODO(doc) subtract."""


@api
def tan(x, /):
    """TODO(doc) tan."""


@api
def tanh(x, /):
    """TODO(doc) tanh."""


@api
def trunc(x, /):
    """TODO(doc) trunc."""
