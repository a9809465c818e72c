"""MXNet kernels: elementwise functions. mxnet.np's functions are bound by name where they match
the standard; binary functions go through ``binary`` for Ivy's promotion. Below,
only the differences: functions mxnet.np lacks (composed from MXNet operators, differentiable where
the maths is), NumPy fallbacks it runs on the host (replaced), and wrong special values."""

# ruff: noqa: A001, A002  (standard names shadow builtins on purpose)

import math

import numpy as onp
from mxnet import np

from ... import dtypes as _dt
from ..._rules.float_input import bool_refused
from ...errors import IvyDtypeError
from ._helpers import as_dtype, binary, comparison, default_float, land, lor, lxor, where
from ._helpers import signbit as _signbit


def _in_int8(f):
    """The kernel of two bool arrays computed in int8, NumPy's dtype for bool arithmetic (MXNet's
    operator has no bool kernel: its result raises when read)."""

    def kernel(x1, x2):
        return f(x1.astype("int8"), x2.astype("int8"))

    return kernel


def _refused(name):
    """The kernel of two bool arrays for a function NumPy and PyTorch refuse bool for: it raises
    at call time (MXNet's operator has no bool kernel: its result would raise when read)."""

    def kernel(x1, x2):
        raise bool_refused(name, "x1")

    return kernel


# where mxnet.np has the standard's semantics: bound directly (binary functions with Ivy's
# promotion; weak_scalars: array (op) Python number, as MXNet's scalar operators compute it,
# see ``binary``); below them, what mxnet.np lacks, runs on the host, or gets wrong
acos = np.arccos
acosh = np.arccosh
add = binary(np.add, "add", weak_scalars=True)
asin = np.arcsin
asinh = np.arcsinh
atan = np.arctan
atan2 = binary(np.arctan2, "atan2")
atanh = np.arctanh
cos = np.cos
cosh = np.cosh
equal = binary(comparison(np.equal), "equal", weak_scalars=True)
expm1 = np.expm1
greater = binary(comparison(np.greater), "greater", weak_scalars=True)
greater_equal = binary(comparison(np.greater_equal), "greater_equal", weak_scalars=True)
hypot = binary(np.hypot, "hypot")
isfinite = np.isfinite
isinf = np.isinf
isnan = np.isnan
less = binary(comparison(np.less), "less", weak_scalars=True)
less_equal = binary(comparison(np.less_equal), "less_equal", weak_scalars=True)
log = np.log
log10 = np.log10
log1p = np.log1p
log2 = np.log2
logical_not = np.logical_not
# MXNet's maximum / minimum have no bool kernel (the result raises when read): or / and
maximum = binary(np.maximum, "maximum", weak_scalars=True, on_bool=lor)
minimum = binary(np.minimum, "minimum", weak_scalars=True, on_bool=land)
not_equal = binary(comparison(np.not_equal), "not_equal", weak_scalars=True)
pow = binary(np.power, "pow", weak_scalars=True, on_bool=_in_int8(np.power))
reciprocal = np.reciprocal
sin = np.sin
sinh = np.sinh
subtract = binary(np.subtract, "subtract", weak_scalars=True, on_bool=_refused("subtract"))
tan = np.tan
tanh = np.tanh

_LOG2 = math.log(2.0)


def abs(x, /):
    k = x.dtype.kind
    if k in "ub":  # (MXNet's abs has no bool kernel: its result raises when read)
        return x.copy()
    if k == "i":  # np.abs computes integers in double precision (int64 loses digits)
        return where(x < 0, np.negative(x), x)
    return np.abs(x)


bitwise_and = binary(np.bitwise_and, "bitwise_and", on_bool=land)  # no bool kernels: logical


def bitwise_invert(x, /):
    k = x.dtype.kind
    if k == "b":
        return np.logical_not(x)
    if k == "f":  # MXNet's invert fails when its result is read; NumPy refuses floats
        raise IvyDtypeError(f"ivy.bitwise_invert: argument x has dtype {x.dtype}; the function "
                            "takes integer and bool dtypes")
    return np.invert(x)


bitwise_or = binary(np.bitwise_or, "bitwise_or", on_bool=lor)
bitwise_xor = binary(np.bitwise_xor, "bitwise_xor", on_bool=lxor)


def _shift(x1, x2, left):
    # mxnet.np has no shifts: x1 * 2**x2 (wrapping, as a left shift) / floor(x1 / 2**x2); shifts by
    # the width or more give 0 (-1 for a negative x1 shifted right), as NumPy's
    bits = x1.dtype.itemsize * 8
    big = x2 >= bits
    n = where(big, np.zeros_like(x2), x2)
    p = np.power(np.full_like(x1, 2), n.astype(x1.dtype))
    if left:
        out = x1 * p
        return where(big, np.zeros_like(out), out)
    out = np.floor(x1.astype("float64") / p.astype("float64")).astype(x1.dtype) \
        if bits == 64 else _floor_div_int(x1, p)
    return where(big, where(x1 < 0, np.full_like(out, -1), np.zeros_like(out)), out)


def _lshift(x1, x2):
    return _shift(x1, x2, True)


def _rshift(x1, x2):
    return _shift(x1, x2, False)


bitwise_left_shift = binary(_lshift, "bitwise_left_shift", on_bool=_in_int8(_lshift))
bitwise_right_shift = binary(_rshift, "bitwise_right_shift", on_bool=_in_int8(_rshift))


_NUMBER = (int, float)
_F32 = onp.dtype("float32")
_BOOL = onp.dtype("bool")


def clip(x, /, min=None, max=None):
    # result dtype is always x's; nan in x or in a bound propagates; Python int bounds beyond an
    # integer x's range are no bound at all
    if min is None and max is None:
        return x.copy()
    dt = x.dtype
    k = dt.kind
    if k == "b":
        # MXNet's maximum / minimum have no bool kernel (the result raises when read): clipped in
        # float64 (0 and 1 exactly, any bound's zero-ness kept), the result whether it is non-zero
        # (NumPy's cast back to bool)
        return clip(x.astype("float64"), min, max) != 0
    if k in "iu":
        info = _dt.iinfo(str(dt))
        if type(min) is int and min <= info.min:
            min = None
        if type(max) is int and max >= info.max:
            max = None
        out = x
        if min is not None:
            out = np.maximum(out, as_dtype(min, dt) if type(min) is np.ndarray else min)
        if max is not None:
            out = np.minimum(out, as_dtype(max, dt) if type(max) is np.ndarray else max)
        return as_dtype(out.copy() if out is x else out, dt)
    if (dt == _F32 and (min is None or type(min) in _NUMBER)
            and (max is None or type(max) in _NUMBER) and min == min and max == max
            and (min is None or max is None or min <= max)):
        # float32, Python-number bounds, no nan, in order: MXNet's clip is the standard's (nan
        # in x kept, -0.0 kept, gradient 1 at the bounds); it keeps its bounds as float32, so
        # not for float64 (a bound of 1e-7 would move by 1e-15) or float16 (rounded twice)
        return np.clip(x, min, max)
    out = x
    if min is not None:
        lo = as_dtype(min, dt) if type(min) is np.ndarray else np.array(min, dtype=dt, ctx=x.ctx)
        out = where(lor(out < lo, np.isnan(lo)), lo, out)
    if max is not None:
        hi = as_dtype(max, dt) if type(max) is np.ndarray else np.array(max, dtype=dt, ctx=x.ctx)
        out = where(lor(out > hi, np.isnan(hi)), hi, out)
    return np.broadcast_to(out, out.shape).copy() if out is x else out


def conj(x, /):  # real dtypes only (MXNet has no complex): x itself
    return x.copy()


def _copysign(x1, x2):
    # np.copysign ignores the sign of -0.0
    a = np.abs(x1)
    return where(_signbit(x2), -a, a)


copysign = binary(_copysign, "copysign")


def _divide(x1, x2):
    out = np.true_divide(x1, x2)
    if x1.dtype.kind in "biu":  # integer/bool operands (outside the standard): Ivy's default float
        return as_dtype(out, default_float())
    return out


divide = binary(_divide, "divide", weak_scalars=True)


def _keep_integers(f):
    """ceil/floor/round/trunc: MXNet computes integers in double precision (int64 loses digits);
    the standard returns integer input unchanged."""

    def kernel(x, /):
        return f(x) if x.dtype.kind == "f" else x.copy()

    kernel.__name__ = f.__name__
    return kernel


ceil = _keep_integers(np.ceil)
exp = np.exp
floor = _keep_integers(np.floor)


def _floor_div_int(a, b):
    # exact integer floor division: truncating quotient from the float64 path is exact below 2**53
    q = np.trunc(a.astype("float64") / b.astype("float64")).astype(a.dtype)
    r = a - q * b
    adjust = land(r != 0, (r < 0) != (b < 0))
    return q - adjust.astype(a.dtype)


def _floor_divide(x1, x2):
    if x1.dtype.kind in "iu":
        return _floor_div_int(x1, x2)
    # the standard's floor division of floats: floor(x1 / x2); with exactly one infinite operand
    # its special cases are those of x1 / x2 (+-inf over a finite, +-0 for a finite over +-inf)
    d = np.true_divide(x1, x2)
    return where(lxor(np.isinf(x1), np.isinf(x2)), d, np.floor(d))


def _floor_divide_bool(x1, x2):  # in int8 as NumPy; x // False is 0 as NumPy's integer x // 0
    return land(x1, x2).astype("int8")


floor_divide = binary(_floor_divide, "floor_divide", on_bool=_floor_divide_bool)


def imag(x, /):  # real dtypes only: zeros
    return np.zeros_like(x)


def _logaddexp(x1, x2):
    # log(exp(x1) + exp(x2)) without overflow: max + log1p(exp(-|x1 - x2|)); equal arguments
    # (both infinite too) give x + log(2)
    m = np.maximum(x1, x2)
    d = np.abs(x1 - x2)
    out = m + np.log1p(np.exp(-d))
    return where(x1 == x2, x1 + np.array(_LOG2, dtype=x1.dtype), out)


logaddexp = binary(_logaddexp, "logaddexp")


def _logical(f):
    def kernel(x1, x2):
        return f(x1 if x1.dtype.kind == "b" else x1 != 0, x2 if x2.dtype.kind == "b" else x2 != 0)

    return kernel


logical_and = binary(_logical(land), "logical_and")
logical_or = binary(_logical(lor), "logical_or")
logical_xor = binary(_logical(lxor), "logical_xor")


# MXNet multiplies bools as numbers: and
multiply = binary(np.multiply, "multiply", weak_scalars=True, on_bool=land)


def negative(x, /):
    if x.dtype is _BOOL:  # MXNet's negative has no bool kernel (its result raises when read)
        raise bool_refused("negative")
    return np.negative(x)


def _nextafter(x1, x2):
    # no bit-level view in MXNet: step by the spacing of x1's binade (halved at a power of two
    # when stepping towards zero); subnormals use the smallest subnormal step
    info = _dt.finfo(str(x1.dtype))
    tiny = info.smallest_normal
    nmant = {2: 10, 4: 23}.get(x1.dtype.itemsize, 52)
    a = np.abs(x1)
    normal = where(a < tiny, np.full_like(a, tiny), a)
    e = np.floor(np.log2(normal))
    two = np.full_like(a, 2.0)
    e = where(np.power(two, e) > normal, e - 1, e)  # log2 rounds up just below a power of two
    ulp = np.power(two, e - nmant)
    toward_zero = (x2 > x1) == (x1 < 0)
    exact_pow2 = np.power(two, e) == a
    step = where(land(land(toward_zero, exact_pow2), a > tiny), ulp / 2, ulp)
    out = where(x2 > x1, x1 + step, x1 - step)
    sub = np.array(onp.array(tiny * 2.0**-nmant, dtype=x1.dtype), ctx=x1.ctx)  # (via NumPy:
    # MXNet's fill_value parser refuses subnormals)
    out = where(x1 == 0, where(x2 > 0, sub, -sub), out)
    big = np.array(onp.array(info.max, dtype=x1.dtype), ctx=x1.ctx)
    out = where(np.isinf(x1), where(x1 > 0, big, -big), out)  # an infinity steps to +-max
    out = where(x1 == x2, x2, out)
    return where(lor(np.isnan(x1), np.isnan(x2)), np.full_like(x1, math.nan), out)


nextafter = binary(_nextafter, "nextafter")


def positive(x, /):
    return x.copy()


def real(x, /):  # real dtypes only: x itself
    return x.copy()


def _remainder(x1, x2):
    out = np.remainder(x1, x2)
    if x1.dtype.kind != "f":
        return out
    # MXNet gives 0 for x % 0 (NumPy: nan) and +0.0 for zero results (the sign of x2's)
    out = where(x2 == 0, np.full_like(out, math.nan), out)
    z = out == 0
    zero = np.zeros_like(out)  # (np.full_like(out, -0.0) gives +0.0)
    return where(z, where(_signbit(x2), np.negative(zero), zero), out)


remainder = binary(_remainder, "remainder", on_bool=_in_int8(np.remainder))


def _round(x):
    if x.dtype == _F16:  # MXNet's round has no float16 kernel: in float32 (exact), back
        return _round(x.astype("float32")).astype(_F16)
    out = np.round(x)
    return where(out == 0, x * 0, out)  # MXNet gives +0.0 for -0.4: x * 0 keeps x's sign


_F16 = onp.dtype("float16")
round = _keep_integers(_round)


def sign(x, /):
    k = x.dtype.kind
    if k == "f":
        return where(np.isnan(x), x, np.sign(x))  # MXNet gives 0 for nan
    if k == "b":  # no bool kernel (its result raises when read); NumPy has no bool loop either
        raise bool_refused("sign")
    return np.sign(x)


def signbit(x, /):  # np.signbit is a host fallback in MXNet
    if x.dtype.kind != "f":
        return x < 0 if x.dtype.kind == "i" else np.zeros_like(x, dtype="bool")
    return _signbit(x)


sqrt = np.sqrt
def square(x, /):
    if x.dtype == onp.bool_:
        raise bool_refused("square")
    return x * x  # np.square computes integers in double precision (int64 saturates)


trunc = _keep_integers(np.trunc)
