"""NumPy kernels: elementwise functions. Bound directly where NumPy matches the standard."""

import numpy as np

from ... import dtypes as _dt
from ._helpers import binary, native_dtype


def _keep_integers(f):
    """NumPy < 2.1 returns float64 for integer input to ceil/floor/trunc; the standard keeps x."""

    def kernel(x, /):
        if x.dtype.kind in "iu":
            return x.copy()
        return f(x)

    kernel.__name__ = f.__name__
    return kernel


# NumPy >= 2.1 already keeps integer dtypes in ceil/floor/trunc: bind them directly there.
_INT_ROUNDING_OK = np.ceil(np.zeros(1, np.int8)).dtype == np.int8


def _clip_nan(x, lo, hi):
    """The standard's clip for floats on NumPy 1.x (whose np.clip ignores NaN bounds as fmax and
    fmin do, and raises -0.0 to +0.0)."""
    if lo is not None:
        x = np.where((x < lo) | (lo != lo), lo, x)
    if hi is not None:
        x = np.where((x > hi) | (hi != hi), hi, x)
    return x


# NumPy >= 2 clips with maximum/minimum semantics (NaN bounds propagate, x kept on ties)
_CLIP_OK = bool(np.isnan(np.clip(np.float64(1.0), np.nan, None))
                and np.signbit(np.clip(np.float64(-0.0), 0.0, None)))


abs = np.abs  # noqa: A001
acos = np.arccos
acosh = np.arccosh
add = binary(np.add)
asin = np.arcsin
asinh = np.arcsinh
atan = np.arctan
atan2 = binary(np.arctan2)
atanh = np.arctanh
bitwise_and = binary(np.bitwise_and)
bitwise_invert = np.invert
bitwise_left_shift = binary(np.left_shift)
bitwise_or = binary(np.bitwise_or)
bitwise_right_shift = binary(np.right_shift)
bitwise_xor = binary(np.bitwise_xor)
ceil = np.ceil if _INT_ROUNDING_OK else _keep_integers(np.ceil)


def clip(x, /, min=None, max=None):  # noqa: A002
    # np.clip promotes with the bounds (and NumPy 1.x refuses min=max=None); the standard keeps
    # x's dtype, with the shape broadcast from x, min and max.
    if min is None and max is None:
        return x.copy()
    dt = x.dtype
    if dt.kind in "iu":  # Python ints beyond x's range are no bound at all (and cannot be cast)
        info = np.iinfo(dt)
        if type(min) is int and min <= info.min:
            min = None  # noqa: A001
        if type(max) is int and max >= info.max:
            max = None  # noqa: A001
        if min is None and max is None:
            return x.copy()
    if _CLIP_OK or dt.kind not in "fc":
        out = np.clip(x, min, max)
    else:
        out = _clip_nan(x, min, max)
    return out if out.dtype == dt else out.astype(dt)



conj = np.conj
copysign = binary(np.copysign)
cos = np.cos
cosh = np.cosh
_true_divide = binary(np.divide)
_F64 = np.dtype("float64")


def divide(x1, x2, /):
    # Integer/bool operands (outside the standard): Ivy's default float on every backend, where
    # NumPy gives float64.
    out = _true_divide(x1, x2)
    if out.dtype is _F64 and _integral(x1) and _integral(x2):
        return out.astype(native_dtype(_dt.default_float_dtype()))
    return out


def _integral(x):
    return type(x) in (int, bool) or (type(x) is not float and x.dtype.kind in "biu")


equal = binary(np.equal)
exp = np.exp
expm1 = np.expm1
floor = np.floor if _INT_ROUNDING_OK else _keep_integers(np.floor)
floor_divide = binary(np.floor_divide)
greater = binary(np.greater)
greater_equal = binary(np.greater_equal)
hypot = binary(np.hypot)
imag = np.imag
isfinite = np.isfinite
isinf = np.isinf
isnan = np.isnan
less = binary(np.less)
less_equal = binary(np.less_equal)
log = np.log
log10 = np.log10
log1p = np.log1p
log2 = np.log2
logaddexp = binary(np.logaddexp)
logical_and = binary(np.logical_and)
logical_not = np.logical_not
logical_or = binary(np.logical_or)
logical_xor = binary(np.logical_xor)
maximum = binary(np.maximum)
minimum = binary(np.minimum)
multiply = binary(np.multiply)
negative = np.negative
nextafter = binary(np.nextafter)
not_equal = binary(np.not_equal)
positive = np.positive
pow = binary(np.power)  # noqa: A001
real = np.real
reciprocal = np.reciprocal
remainder = binary(np.remainder)
round = np.round  # noqa: A001  (half to even; integers keep their dtype)


def sign(x, /):
    # NumPy 1.x gives the sign of the real part for complex input; the standard wants x / |x|.
    if x.dtype.kind != "c":
        return np.sign(x)
    a = np.abs(x)
    return x / np.where(a == 0, np.asarray(1, a.dtype), a)


signbit = np.signbit
sin = np.sin
sinh = np.sinh
sqrt = np.sqrt
square = np.square
subtract = binary(np.subtract)
tan = np.tan
tanh = np.tanh
trunc = np.trunc if _INT_ROUNDING_OK else _keep_integers(np.trunc)
