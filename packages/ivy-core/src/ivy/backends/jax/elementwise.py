"""JAX kernels: elementwise functions. Bound directly where jax.numpy matches the standard;
binary functions go through ``binary`` for Ivy's promotion (JAX's lattice differs)."""

# ruff: noqa: A001  (standard names shadow builtins on purpose)

import jax.numpy as jnp

from ... import dtypes as _dt
from ._helpers import binary

abs = jnp.abs
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
    # A Python int bound is first clamped into x's integer range (the standard allows e.g.
    # clip(uint8_array, -5, 300)); an array bound is compared in the promoted dtype.
    if type(b) in (bool, int, float):
        if type(b) is int and x.dtype.kind in "iu":
            info = _dt.iinfo(x.dtype)
            b = info.min if b < info.min else info.max if b > info.max else b
        return jnp.asarray(b, dtype=x.dtype)
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
divide = binary(jnp.divide)
equal = binary(jnp.equal)
exp = jnp.exp
expm1 = jnp.expm1
floor = jnp.floor  # integer input keeps its dtype
floor_divide = binary(jnp.floor_divide)
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
remainder = binary(jnp.remainder)
round = jnp.round  # half to even; integer input keeps its dtype
sign = jnp.sign  # x / |x| for complex
signbit = jnp.signbit
sin = jnp.sin
sinh = jnp.sinh
sqrt = jnp.sqrt
square = jnp.square
subtract = binary(jnp.subtract)
tan = jnp.tan
tanh = jnp.tanh
trunc = jnp.trunc  # integer input keeps its dtype
