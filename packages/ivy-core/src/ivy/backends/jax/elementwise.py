"""JAX kernels: elementwise functions. Bound directly where jax.numpy matches the standard;
binary functions go through ``binary`` for Ivy's promotion (JAX's lattice differs)."""

# ruff: noqa: A001, A002  (standard names shadow builtins on purpose)

import jax.numpy as jnp
from jax import lax

from ... import dtypes as _dt
from ._helpers import binary, native_dtype

_F64 = jnp.dtype("float64")

_INF, _NAN = float("inf"), float("nan")


def abs(x, /):
    out = jnp.abs(x)
    if x.dtype.kind != "c":
        return out
    # the standard (C99): an infinite part gives +inf even when the other part is nan
    return jnp.where(jnp.isinf(x.real) | jnp.isinf(x.imag), _INF, out)


acos = jnp.arccos
acosh = jnp.arccosh
add = binary(jnp.add)
asin = jnp.arcsin
asinh = jnp.arcsinh
atan = jnp.arctan
atan2 = binary(jnp.arctan2)
atanh = jnp.arctanh
bitwise_and = binary(jnp.bitwise_and)
bitwise_invert = jnp.invert
bitwise_left_shift = binary(jnp.left_shift)
bitwise_or = binary(jnp.bitwise_or)
bitwise_right_shift = binary(jnp.right_shift)
bitwise_xor = binary(jnp.bitwise_xor)
ceil = jnp.ceil  # integer input keeps its dtype


def _bound(x, b):
    # A Python int bound is clamped into x's integer range first (the standard allows e.g.
    # clip(uint8_array, -5, 300)); array bounds are compared in Ivy's promoted dtype.
    if type(b) is int and x.dtype.kind in "iu":
        info = _dt.iinfo(x.dtype)
        return info.min if b < info.min else info.max if b > info.max else b
    return b


def clip(x, /, min=None, max=None):
    # result dtype is always x's dtype; nan in x or in a bound propagates (maximum/minimum do)
    out = x
    if min is not None:
        out = maximum(out, _bound(x, min))
    if max is not None:
        out = minimum(out, _bound(x, max))
    return out if out.dtype == x.dtype else out.astype(x.dtype)


conj = jnp.conj
copysign = binary(jnp.copysign)
cos = jnp.cos
cosh = jnp.cosh
_true_divide = binary(jnp.divide)


def divide(x1, x2, /):
    # Integer/bool operands (outside the standard): Ivy's default float on every backend, where
    # JAX (in x64 mode) gives float64.
    out = _true_divide(x1, x2)
    if out.dtype == _F64 and _integral(x1) and _integral(x2):
        return out.astype(native_dtype(_dt.default_float_dtype()))
    return out


def _integral(x):
    return type(x) in (int, bool) or (type(x) is not float and x.dtype.kind in "biu")


equal = binary(jnp.equal)


def exp(x, /):
    out = jnp.exp(x)
    if x.dtype.kind != "c":
        return out
    # C99 for an infinite real part with an infinite imaginary part (JAX gives nan + nan j):
    # exp(+inf +- inf j) = inf + nan j, exp(-inf +- inf j) = 0 + 0 j
    both = jnp.isinf(x.real) & jnp.isinf(x.imag)
    return jnp.where(both, jnp.where(x.real > 0, complex(_INF, _NAN), 0j), out)


expm1 = jnp.expm1
floor = jnp.floor  # integer input keeps its dtype
_floor_divide = binary(jnp.floor_divide)


def floor_divide(x1, x2, /):
    out = _floor_divide(x1, x2)
    if out.dtype.kind != "f":
        return out
    # JAX gets the sign of zero results wrong (-0.0 // 1.0 gives +0.0, -0.5 // -1.0 gives -0.0):
    # a zero quotient is negative exactly when the operands' signs differ.
    neg = jnp.signbit(x1) ^ jnp.signbit(x2)
    return jnp.where(out == 0, jnp.where(neg, -0.0, 0.0), out)


greater = binary(jnp.greater)
greater_equal = binary(jnp.greater_equal)
hypot = binary(jnp.hypot)
imag = jnp.imag
isfinite = jnp.isfinite
isinf = jnp.isinf
isnan = jnp.isnan
less = binary(jnp.less)
less_equal = binary(jnp.less_equal)
log = jnp.log
log10 = jnp.log10
log1p = jnp.log1p
log2 = jnp.log2
logaddexp = binary(jnp.logaddexp)
logical_and = binary(jnp.logical_and)
logical_not = jnp.logical_not
logical_or = binary(jnp.logical_or)
logical_xor = binary(jnp.logical_xor)
maximum = binary(jnp.maximum)
minimum = binary(jnp.minimum)
multiply = binary(jnp.multiply)
negative = jnp.negative
nextafter = binary(jnp.nextafter)
not_equal = binary(jnp.not_equal)
positive = jnp.positive
pow = binary(jnp.power)
real = jnp.real
reciprocal = jnp.reciprocal
_remainder = binary(jnp.remainder)


def remainder(x1, x2, /):
    out = _remainder(x1, x2)
    if out.dtype.kind != "f":
        return out
    # JAX gives -0.0 for e.g. -1.0 % 0.5; the result takes x2's sign, zeros included.
    return jnp.where(out == 0, jnp.where(jnp.signbit(x2), -0.0, 0.0), out)


round = jnp.round  # half to even; integer input keeps its dtype
sign = jnp.sign  # x / |x| for complex
signbit = jnp.signbit
sin = jnp.sin
sinh = jnp.sinh


def sqrt(x, /):
    if x.dtype.kind != "c":
        return jnp.sqrt(x)
    # JAX ignores the sign of a zero imaginary part (the branch cut): sqrt(-2.5 - 0j) must be
    # -1.58j. Take the root of the upper half-plane point, then give it x.imag's sign.
    out = jnp.sqrt(lax.complex(x.real, jnp.abs(x.imag)))
    return lax.complex(out.real, jnp.copysign(out.imag, x.imag))


square = jnp.square
subtract = binary(jnp.subtract)
tan = jnp.tan
tanh = jnp.tanh
trunc = jnp.trunc  # integer input keeps its dtype
