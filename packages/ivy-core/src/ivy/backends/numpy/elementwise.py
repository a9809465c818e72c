"""NumPy kernels: elementwise functions. Bound directly where NumPy matches the standard."""

import math
import warnings

import numpy as np

from ..._rules.float_input import bool_refused
from .._complex_special import acosh_zero_nan, expm1_via_exp, make_ops
from .._numpy_like import divide_kernel
from ._helpers import binary, native_dtype

# where np has the standard's semantics: bound directly (binary functions with Ivy's
# promotion); below them, only what differs
acos = np.arccos
add = binary(np.add, "add")
asin = np.arcsin
asinh = np.arcsinh
atan = np.arctan
atan2 = binary(np.arctan2, "atan2")
atanh = np.arctanh
bitwise_and = binary(np.bitwise_and, "bitwise_and")
bitwise_invert = np.invert
bitwise_left_shift = binary(np.left_shift, "bitwise_left_shift")
bitwise_or = binary(np.bitwise_or, "bitwise_or")
bitwise_right_shift = binary(np.right_shift, "bitwise_right_shift")
bitwise_xor = binary(np.bitwise_xor, "bitwise_xor")


def conj(x, /):  # wrapped: NumPy conjugates bool in int8; bool stays bool, as on every backend
    return x.copy() if x.dtype.kind == "b" else np.conj(x)


copysign = binary(np.copysign, "copysign")
cos = np.cos
cosh = np.cosh
divide = divide_kernel(binary(np.divide, "divide"), native_dtype)
equal = binary(np.equal, "equal")
greater = binary(np.greater, "greater")
greater_equal = binary(np.greater_equal, "greater_equal")
hypot = binary(np.hypot, "hypot")
imag = np.imag
isfinite = np.isfinite
isinf = np.isinf
isnan = np.isnan
less = binary(np.less, "less")
less_equal = binary(np.less_equal, "less_equal")
log = np.log
log10 = np.log10
log1p = np.log1p
log2 = np.log2
logaddexp = binary(np.logaddexp, "logaddexp")
logical_and = binary(np.logical_and, "logical_and")
logical_not = np.logical_not
logical_or = binary(np.logical_or, "logical_or")
logical_xor = binary(np.logical_xor, "logical_xor")
maximum = binary(np.maximum, "maximum")
minimum = binary(np.minimum, "minimum")
multiply = binary(np.multiply, "multiply")
negative = np.negative
nextafter = binary(np.nextafter, "nextafter")
not_equal = binary(np.not_equal, "not_equal")
positive = np.positive
pow = binary(np.power, "pow")
real = np.real
reciprocal = np.reciprocal
round = np.round
signbit = np.signbit
sin = np.sin
sinh = np.sinh


def square(x, /):  # wrapped: NumPy squares bool in int8 (Ivy refuses bool on every backend)
    if x.dtype.kind == "b":
        raise bool_refused("square")
    return np.square(x)


subtract = binary(np.subtract, "subtract")
tan = np.tan
tanh = np.tanh


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
    fmin do, and raises -0.0 to +0.0). Python-number bounds are taken in x's dtype first:
    NumPy 1.x would give 0.5 the smallest dtype that holds it (float16), which has no common dtype
    with ml_dtypes' bfloat16."""
    if lo is not None and not isinstance(lo, np.ndarray):
        lo = np.asarray(lo, dtype=x.dtype)
    if hi is not None and not isinstance(hi, np.ndarray):
        hi = np.asarray(hi, dtype=x.dtype)
    if lo is not None:
        x = np.where((x < lo) | (lo != lo), lo, x)
    if hi is not None:
        x = np.where((x > hi) | (hi != hi), hi, x)
    return x


# NumPy >= 2 clips with maximum/minimum semantics (NaN bounds propagate). The sign of a zero
# result on ties (clip(-0.0, 0.0)) is left open by the standard, as for maximum/minimum.
with warnings.catch_warnings():  # NumPy 1.x warns that a nan bound is deprecated: the probe's point
    warnings.simplefilter("ignore", DeprecationWarning)
    _CLIP_OK = bool(np.isnan(np.clip(np.float64(1.0), np.nan, None)))


abs = np.abs  # noqa: A001
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
    if _CLIP_OK or dt.kind not in "fcV":
        out = np.clip(x, min, max)
    else:
        out = _clip_nan(x, min, max)
    return out if out.dtype == dt else out.astype(dt)


exp = np.exp


def _complex(re, im):  # re + 1j * im would make nan of the infinite parts
    # (dtypes, not values: NumPy 1.x would give a float64 scalar the smallest complex dtype)
    d = np.result_type(re.dtype, im.dtype, np.complex64)
    out = np.empty(np.broadcast_shapes(re.shape, im.shape), d)
    out.real, out.imag = re, im
    return out


_OPS = make_ops(np, _complex)

# NumPy 1.x: acosh(+0 + nan j) is nan + nan j (the standard: nan ± πj/2; NumPy 2 gives it)
with np.errstate(invalid="ignore"):
    _ACOSH_OK = not np.isnan(np.arccosh(np.complex128(complex(0.0, math.nan))).imag)


def _acosh(x, /):
    out = np.arccosh(x)
    if x.dtype.kind != "c":
        return out
    out = acosh_zero_nan(_OPS, x, out)  # (NumPy 1.x: a 0-d input's scalars may widen: cast back)
    return out if out.dtype == x.dtype else out.astype(x.dtype)


acosh = np.arccosh if _ACOSH_OK else _acosh


def expm1(x, /):
    if x.dtype.kind != "c":
        return np.expm1(x)
    # NumPy's complex expm1 gets inputs with an infinite or nan part wrong (expm1(inf + 0j) is
    # inf + nan j; the standard: inf + 0j): exp(x) - 1 there
    out = np.expm1(x)
    if np.isfinite(x).all():
        return out
    with np.errstate(invalid="ignore"):
        out = expm1_via_exp(_OPS, x, out, np.exp)
    return out if out.dtype == x.dtype else out.astype(x.dtype)

floor = np.floor if _INT_ROUNDING_OK else _keep_integers(np.floor)


def _floor_divide(x1, x2):
    q = np.floor_divide(x1, x2)
    if q.dtype.kind in "fV":  # the standard's special cases with exactly one infinite operand
        # are those of x1 / x2 (+-inf over a finite, +-0 for a finite over +-inf); NumPy's
        # (Python's divmod) give nan and -1 there
        one = np.isinf(x1) != np.isinf(x2)
        if one.any():
            q = np.where(one, np.true_divide(x1, x2), q)
    return q


floor_divide = binary(_floor_divide, "floor_divide")
remainder = binary(np.remainder)


def sign(x, /):
    # NumPy 1.x gives the sign of the real part for complex input; the standard wants x / |x|.
    if x.dtype.kind != "c":
        return np.sign(x)
    a = np.abs(x)
    return x / np.where(a == 0, np.asarray(1, a.dtype), a)


sqrt = np.sqrt
trunc = np.trunc if _INT_ROUNDING_OK else _keep_integers(np.trunc)
