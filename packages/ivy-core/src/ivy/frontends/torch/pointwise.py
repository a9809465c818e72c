"""PyTorch's pointwise functions (``torch.add``, ``torch.exp``, ``torch.bitwise_and``, ...) on Ivy:
each promotes its inputs as PyTorch does, calls one Ivy function and wraps the result.

Floating-point functions of integer or bool tensors compute in the default float dtype (float32),
as PyTorch does. Composed (several Ivy functions, listed in ``COMPOSED``): ``erf``/``erfc`` (from
Ivy's exact ``gelu``), ``exp2``, ``rsqrt``, ``fmod``, ``lerp``, ``frac``, ``nan_to_num``, ``round``
with ``decimals``, ``xlogy``, ``float_power``, ``deg2rad``/``rad2deg``, ``logit``, ``sinc``.
"""

from __future__ import annotations

import math as _math

import ivy

from .._common import ivy_dtype_of, kind_of
from . import return_types as _rt
from ._promotion import result_type_of
from .tensor import Tensor, _cast, native, promote, result, wrap

_new = object.__new__

__all__ = ["abs", "absolute", "acos", "acosh", "add", "arccos", "arccosh", "arcsin", "arcsinh",
           "arctan", "arctan2", "arctanh", "asin", "asinh", "atan", "atan2", "atanh",
           "bitwise_and", "bitwise_left_shift", "bitwise_not", "bitwise_or",
           "bitwise_right_shift", "bitwise_xor", "ceil", "clamp", "clamp_max", "clamp_min",
           "clip", "conj", "copysign", "cos", "cosh", "deg2rad", "div", "divide", "eq", "erf",
           "erfc", "exp", "exp2", "expm1", "fix", "float_power", "floor", "floor_divide", "fmax",
           "fmin", "fmod", "frac", "ge", "greater", "greater_equal", "gt", "hypot", "imag",
           "isfinite", "isinf", "isnan", "isneginf", "isposinf", "isreal", "le", "lerp",
           "less", "less_equal", "log", "log10", "log1p", "log2", "logaddexp", "logical_and",
           "logical_not", "logical_or", "logical_xor", "logit", "lt", "maximum", "minimum",
           "mul", "multiply", "nan_to_num", "ne", "neg", "negative", "nextafter", "not_equal",
           "positive", "pow", "rad2deg", "real", "reciprocal", "remainder", "round", "rsqrt",
           "sigmoid", "sign", "signbit", "sin", "sinc", "sinh", "sqrt", "square", "sub",
           "subtract", "tan", "tanh", "true_divide", "trunc", "where", "xlogy", "addcdiv", "addcmul",
           "rsub", "heaviside", "gcd", "lcm", "ldexp", "logaddexp2", "sgn", "angle", "relu", "frexp"]

#: functions written as a composition of several Ivy functions
COMPOSED = frozenset({"erf", "erfc", "exp2", "rsqrt", "fmod", "lerp", "frac", "nan_to_num",
                      "xlogy", "float_power", "deg2rad", "rad2deg", "logit", "sinc", "fmax",
                      "fmin", "isneginf", "isposinf", "isreal", "clamp", "clip", "clamp_min",
                      "clamp_max", "addcdiv", "addcmul", "heaviside", "gcd", "lcm", "ldexp",
                      "logaddexp2", "sgn", "angle", "frexp"})

_int_kinds = ("bool", "int", "uint")
_NUMBERS = (int, float, bool, complex)


_KIND_OF: dict = {}  # native dtype -> its kind, cached for the per-call checks


def _kind_of(d):
    try:
        return _KIND_OF[d]
    except KeyError:
        k = _KIND_OF[d] = kind_of(d)
        return k


def _float_input(x):
    # PyTorch computes floating-point functions of integer/bool tensors in the default float dtype
    c = type(x)
    if c is int or c is bool:
        return float(x)
    if c is not float and c is not complex and _kind_of(x.dtype) in _int_kinds:
        return ivy.astype(x, ivy.default_float_dtype())
    return x


def _f(input):
    return _float_input(native(input))


def _float_pair(input, other):
    """Two operands of a floating function (true division, atan2, ...) as PyTorch computes it:
    promoted; where their common dtype is integral or bool, each operand goes to the default float
    dtype directly, not through that common dtype (uint8 [2] / int8 -1 is -2.0, not 2 / 255)."""
    x, y = promote(input, other)
    xi, yi = native(input), native(other)
    if (type(xi) in _NUMBERS and type(yi) in _NUMBERS) or _kind_of(
            (x if type(x) not in _NUMBERS else y).dtype) not in _int_kinds:
        return _float_input(x), _float_input(y)
    return _float_input(xi), _float_input(yi)


def _tensors_only(name, *args):
    for i, a in enumerate(args):
        if type(a) in (int, float, bool, complex):
            raise TypeError(f"{name}(): argument {('input', 'other')[i]!r} (position {i + 1}) "
                            f"must be Tensor, not {type(a).__name__}")


def _is_bool(a):
    if type(a) in _NUMBERS:
        return False
    return str(ivy_dtype_of(native(a).dtype)) == "bool"


def _kind(x):
    if type(x) in _NUMBERS:
        return {bool: "bool", int: "int", float: "float", complex: "complex"}[type(x)]
    return kind_of(x.dtype)


# --- arithmetic ------------------------------------------------------------------------------------
def abs(input, *, out=None):  # noqa: A001 - PyTorch's name
    return result(ivy.abs(native(input)), out)


absolute = abs


_IS_BOOL: dict = {}  # native dtype -> whether it is bool (cached: this runs on every add / mul)


def _bools(x, y):
    # both operands bool after promotion: PyTorch's add / mul / max / min are logical there
    d = (x if type(x) not in _NUMBERS else y).dtype
    try:
        return _IS_BOOL[d]
    except KeyError:
        b = _IS_BOOL[d] = str(ivy_dtype_of(d)) == "bool"
        return b


def add(input, other, *, alpha=1, out=None):
    x, y = promote(input, other)
    # the common case (no alpha, no out, not bool: _IS_BOOL knows the dtype False), in one frame
    if alpha == 1 and out is None \
            and _IS_BOOL.get((y if type(x) in _NUMBERS else x).dtype) is False:
        t = _new(Tensor)
        t._data = ivy.add(x, y)
        return t
    if _bools(x, y):
        return result(ivy.logical_or(x, y) if alpha else x, out)
    if alpha != 1:
        y = ivy.multiply(y, alpha)
    return result(ivy.add(x, y), out)


def sub(input, other, *, alpha=1, out=None):
    if _is_bool(input) or _is_bool(other):
        raise RuntimeError("Subtraction, the `-` operator, with a bool tensor is not supported. "
                           "If you are trying to invert a mask, use the `~` or `logical_not()` "
                           "operator instead.")
    x, y = promote(input, other)
    if alpha != 1:
        y = ivy.multiply(y, alpha)
    return result(ivy.subtract(x, y), out)


subtract = sub


def mul(input, other, *, out=None):
    x, y = promote(input, other)
    if out is None and _IS_BOOL.get((y if type(x) in _NUMBERS else x).dtype) is False:
        t = _new(Tensor)  # the common case (no out, not bool), in one frame
        t._data = ivy.multiply(x, y)
        return t
    if _bools(x, y):
        return result(ivy.logical_and(x, y), out)
    return result(ivy.multiply(x, y), out)


multiply = mul


def div(input, other, *, rounding_mode=None, out=None):
    if rounding_mode is None:
        return result(ivy.divide(*_float_pair(input, other)), out)
    x, y = promote(input, other)
    if rounding_mode == "floor":
        return result(ivy.floor_divide(x, y), out)
    if rounding_mode == "trunc":
        q = ivy.divide(x, y)
        return result(ivy.astype(ivy.trunc(q), ivy_dtype_of(x.dtype))
                      if kind_of(x.dtype) != "float" else ivy.trunc(q), out)
    raise ValueError(f"div expected rounding_mode to be one of None, 'trunc', or 'floor' but "
                     f"found '{rounding_mode}'")


true_divide = divide = div


def floor_divide(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.floor_divide(x, y), out)


def remainder(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.remainder(x, y), out)


def fmod(input, other, *, out=None):
    x, y = promote(input, other)
    r = ivy.remainder(x, y)  # the sign of the divisor; fmod takes the dividend's
    fix = ivy.logical_and(ivy.not_equal(r, 0), ivy.not_equal(ivy.less(r, 0), ivy.less(x, 0)))
    return result(ivy.where(fix, ivy.subtract(r, y), r), out)


def pow(input, exponent, *, out=None):  # noqa: A001 - PyTorch's name
    x, y = promote(input, exponent)
    return result(ivy.pow(x, y), out)


def float_power(input, exponent, *, out=None):
    promote(input, exponent)  # PyTorch's promotion errors; each operand then goes to float64
    x, y = native(input), native(exponent)
    ck = "complex" in (_kind(x), _kind(y))
    t = "complex128" if ck else "float64"
    x = ivy.astype(x, t) if type(x) not in _NUMBERS else x
    y = ivy.astype(y, t) if type(y) not in _NUMBERS else y
    if type(x) in _NUMBERS:
        x = ivy.asarray(x, dtype=t)
    return result(ivy.pow(x, y), out)


def neg(input, *, out=None):
    return result(ivy.negative(native(input)), out)


negative = neg


def positive(input):
    return wrap(ivy.positive(native(input)))


def reciprocal(input, *, out=None):
    return result(ivy.reciprocal(_f(input)), out)


def square(input, *, out=None):
    x = native(input)
    if kind_of(x.dtype) == "bool":
        x = ivy.astype(x, ivy.int64)
    return result(ivy.square(x), out)


def sign(input, *, out=None):
    x = native(input)
    if kind_of(x.dtype) == "bool":
        return result(x, out)
    s = ivy.sign(x)
    if kind_of(x.dtype) == "float":  # PyTorch's sign of nan is 0
        s = ivy.where(ivy.isnan(x), ivy.zeros_like(s), s)
    return result(s, out)


def signbit(input, *, out=None):
    return result(ivy.signbit(native(input)), out)


def copysign(input, other, *, out=None):
    return result(ivy.copysign(*_float_pair(input, other)), out)


def nextafter(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.nextafter(x, y), out)


def lerp(input, end, weight, *, out=None):
    x, y = promote(input, end)
    return result(ivy.add(x, ivy.multiply(native(weight), ivy.subtract(y, x))), out)


def hypot(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.hypot(x, y), out)


def logaddexp(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.logaddexp(_float_input(x), _float_input(y)), out)


def xlogy(input, other, *, out=None):
    x, y = _float_pair(input, other)
    if type(y) in _NUMBERS:
        y = ivy.full_like(x, y)
    v = ivy.multiply(x, ivy.log(y))
    return result(ivy.where(ivy.logical_and(ivy.equal(x, 0), ivy.logical_not(ivy.isnan(y))),
                            ivy.zeros_like(v), v), out)


# --- rounding ----------------------------------------------------------------------------------
def ceil(input, *, out=None):
    x = native(input)
    return result(x if kind_of(x.dtype) in _int_kinds else ivy.ceil(x), out)


def floor(input, *, out=None):
    x = native(input)
    return result(x if kind_of(x.dtype) in _int_kinds else ivy.floor(x), out)


def trunc(input, *, out=None):
    x = native(input)
    return result(x if kind_of(x.dtype) in _int_kinds else ivy.trunc(x), out)


fix = trunc


def round(input, *, decimals=0, out=None):  # noqa: A001 - PyTorch's name
    x = native(input)
    if kind_of(x.dtype) in _int_kinds:
        return result(x, out)
    if decimals == 0:
        return result(ivy.round(x), out)
    s = 10.0 ** decimals
    return result(ivy.divide(ivy.round(ivy.multiply(x, s)), s), out)


def frac(input, *, out=None):
    x = native(input)
    return result(ivy.subtract(x, ivy.trunc(x)), out)


def clamp(input, min=None, max=None, *, out=None):  # noqa: A002 - PyTorch's names
    if min is None and max is None:
        raise RuntimeError("torch.clamp: At least one of 'min' or 'max' must not be None")
    x = native(input)
    lo = None if min is None else native(min)
    hi = None if max is None else native(max)
    r = result_type_of(*(v for v in (x, lo, hi) if v is not None))
    x = _cast(x, r)
    if lo is not None:
        x = ivy.maximum(x, lo if type(lo) in _NUMBERS else _cast(lo, r))
    if hi is not None:
        x = ivy.minimum(x, hi if type(hi) in _NUMBERS else _cast(hi, r))
    return result(x, out)


clip = clamp


def clamp_min(input, min):  # noqa: A002 - PyTorch's name
    return clamp(input, min=min)


def clamp_max(input, max):  # noqa: A002 - PyTorch's name
    return clamp(input, max=max)


def nan_to_num(input, nan=0.0, posinf=None, neginf=None, *, out=None):
    x = native(input)
    if kind_of(x.dtype) != "float":
        return result(x, out)
    fi = ivy.finfo(x.dtype)
    x = ivy.where(ivy.isnan(x), ivy.full_like(x, nan), x)
    x = ivy.where(ivy.logical_and(ivy.isinf(x), ivy.greater(x, 0)),
                  ivy.full_like(x, fi.max if posinf is None else posinf), x)
    x = ivy.where(ivy.logical_and(ivy.isinf(x), ivy.less(x, 0)),
                  ivy.full_like(x, fi.min if neginf is None else neginf), x)
    return result(x, out)


# --- exponents, logarithms, trigonometry ---------------------------------------------------------
def exp(input, *, out=None):
    return result(ivy.exp(_f(input)), out)


def exp2(input, *, out=None):
    return result(ivy.pow(2.0, _f(input)), out)


def expm1(input, *, out=None):
    return result(ivy.expm1(_f(input)), out)


def log(input, *, out=None):
    return result(ivy.log(_f(input)), out)


def log2(input, *, out=None):
    return result(ivy.log2(_f(input)), out)


def log10(input, *, out=None):
    return result(ivy.log10(_f(input)), out)


def log1p(input, *, out=None):
    return result(ivy.log1p(_f(input)), out)


def sqrt(input, *, out=None):
    return result(ivy.sqrt(_f(input)), out)


def rsqrt(input, *, out=None):
    return result(ivy.reciprocal(ivy.sqrt(_f(input))), out)


def sin(input, *, out=None):
    return result(ivy.sin(_f(input)), out)


def cos(input, *, out=None):
    return result(ivy.cos(_f(input)), out)


def tan(input, *, out=None):
    return result(ivy.tan(_f(input)), out)


def asin(input, *, out=None):
    return result(ivy.asin(_f(input)), out)


def acos(input, *, out=None):
    return result(ivy.acos(_f(input)), out)


def atan(input, *, out=None):
    return result(ivy.atan(_f(input)), out)


def atan2(input, other, *, out=None):
    return result(ivy.atan2(*_float_pair(input, other)), out)


def sinh(input, *, out=None):
    return result(ivy.sinh(_f(input)), out)


def cosh(input, *, out=None):
    return result(ivy.cosh(_f(input)), out)


def tanh(input, *, out=None):
    return result(ivy.tanh(_f(input)), out)


def asinh(input, *, out=None):
    return result(ivy.asinh(_f(input)), out)


def acosh(input, *, out=None):
    return result(ivy.acosh(_f(input)), out)


def atanh(input, *, out=None):
    return result(ivy.atanh(_f(input)), out)


arcsin, arccos, arctan, arctan2 = asin, acos, atan, atan2
arcsinh, arccosh, arctanh = asinh, acosh, atanh


def deg2rad(input, *, out=None):
    return result(ivy.multiply(_f(input), _math.pi / 180.0), out)


def rad2deg(input, *, out=None):
    return result(ivy.multiply(_f(input), 180.0 / _math.pi), out)


def sigmoid(input, *, out=None):
    return result(ivy.sigmoid(_f(input)), out)


def logit(input, eps=None, *, out=None):
    x = _f(input)
    if eps is not None:
        x = ivy.clip(x, eps, 1.0 - eps)
    return result(ivy.log(ivy.divide(x, ivy.subtract(1.0, x))), out)


def sinc(input, *, out=None):
    x = ivy.multiply(_f(input), _math.pi)
    safe = ivy.where(ivy.equal(x, 0), ivy.ones_like(x), x)
    return result(ivy.where(ivy.equal(x, 0), ivy.ones_like(x), ivy.divide(ivy.sin(safe), safe)),
                  out)


_SQRT2 = _math.sqrt(2.0)


def _erf(x):
    # erf from Ivy's exact gelu: gelu(z) = z * (1 + erf(z / sqrt 2)) / 2
    z = ivy.multiply(ivy.clip(x, -6.0, 6.0), _SQRT2)  # erf(6) is 1 in float64
    zero = ivy.equal(z, 0)
    safe = ivy.where(zero, ivy.ones_like(z), z)
    e = ivy.subtract(ivy.divide(ivy.multiply(ivy.gelu(safe), 2.0), safe), 1.0)
    return ivy.where(zero, z, ivy.clip(e, -1.0, 1.0))


def erf(input, *, out=None):
    return result(_erf(_f(input)), out)


def erfc(input, *, out=None):
    return result(ivy.subtract(1.0, _erf(_f(input))), out)


def frexp(input, *, out=None):
    """``(mantissa, exponent)`` with ``input = mantissa * 2 ** exponent``, ``0.5 <= |mantissa| <
    1`` (0, inf and nan: the input itself and exponent 0); the exponent is int32."""
    x = native(input)
    if _kind(x) != "float":
        raise RuntimeError("torch.frexp() only supports floating-point dtypes")
    a = ivy.abs(x)
    regular = ivy.logical_and(ivy.isfinite(x), ivy.greater(a, 0))
    safe = ivy.where(regular, a, ivy.ones_like(a))
    e = ivy.add(ivy.floor(ivy.log2(safe)), 1.0)
    half = ivy.floor(ivy.divide(e, 2.0))  # 2^-e in two factors: neither over- nor underflows
    m = ivy.multiply(ivy.multiply(x, ivy.pow(2.0, ivy.negative(half))),
                     ivy.pow(2.0, ivy.negative(ivy.subtract(e, half))))
    big = ivy.greater_equal(ivy.abs(m), 1.0)  # log2's rounding at the powers of two
    small = ivy.less(ivy.abs(m), 0.5)
    m = ivy.where(big, ivy.divide(m, 2.0), ivy.where(small, ivy.multiply(m, 2.0), m))
    e = ivy.where(big, ivy.add(e, 1.0), ivy.where(small, ivy.subtract(e, 1.0), e))
    m = ivy.where(regular, m, x)
    e = ivy.astype(ivy.where(regular, e, ivy.zeros_like(e)), ivy.int32)
    return _rt.frexp(result(m, out and out[0]), result(e, out and out[1]))


def real(input):
    return wrap(ivy.real(native(input)))


def imag(input):
    return wrap(ivy.imag(native(input)))


def conj(input):
    return wrap(ivy.conj(native(input)))


# --- comparison, predicates ----------------------------------------------------------------------
def maximum(input, other, *, out=None):
    if type(input) in _NUMBERS or type(other) in _NUMBERS:
        _tensors_only("maximum", input, other)
    x, y = promote(input, other)
    if _bools(x, y):
        return result(ivy.logical_or(x, y), out)
    return result(ivy.maximum(x, y), out)


def minimum(input, other, *, out=None):
    if type(input) in _NUMBERS or type(other) in _NUMBERS:
        _tensors_only("minimum", input, other)
    x, y = promote(input, other)
    if _bools(x, y):
        return result(ivy.logical_and(x, y), out)
    return result(ivy.minimum(x, y), out)


def fmax(input, other, *, out=None):
    x, y = promote(input, other)
    m = ivy.maximum(x, y)
    if kind_of(m.dtype) == "float":
        m = ivy.where(ivy.isnan(x), y, ivy.where(ivy.isnan(y), x, m))
    return result(m, out)


def fmin(input, other, *, out=None):
    x, y = promote(input, other)
    m = ivy.minimum(x, y)
    if kind_of(m.dtype) == "float":
        m = ivy.where(ivy.isnan(x), y, ivy.where(ivy.isnan(y), x, m))
    return result(m, out)


def eq(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.equal(x, y), out)


def ne(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.not_equal(x, y), out)


def lt(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.less(x, y), out)


def le(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.less_equal(x, y), out)


def gt(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.greater(x, y), out)


def ge(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.greater_equal(x, y), out)


not_equal, less, less_equal, greater, greater_equal = ne, lt, le, gt, ge


def isnan(input):
    return wrap(ivy.isnan(native(input)))


def isinf(input):
    return wrap(ivy.isinf(native(input)))


def isfinite(input):
    return wrap(ivy.isfinite(native(input)))


def isposinf(input, *, out=None):
    x = native(input)
    return result(ivy.logical_and(ivy.isinf(x), ivy.greater(x, 0)), out)


def isneginf(input, *, out=None):
    x = native(input)
    return result(ivy.logical_and(ivy.isinf(x), ivy.less(x, 0)), out)


def isreal(input):
    x = native(input)
    if kind_of(x.dtype) != "complex":
        return wrap(ivy.ones_like(x, dtype=ivy.bool))
    return wrap(ivy.equal(ivy.imag(x), 0))


def where(condition, input=None, other=None, *, out=None):
    if input is None and other is None:
        return tuple(wrap(_cast(i, "int64")) for i in ivy.nonzero(native(condition)))
    x, y = promote(input, other)
    return result(ivy.where(native(condition), x, y), out)


# --- logical and bitwise -------------------------------------------------------------------------
def _bool(x):
    x = native(x)
    if type(x) in _NUMBERS:
        return ivy.asarray(bool(x))
    return x if kind_of(x.dtype) == "bool" else ivy.not_equal(x, 0)


def logical_and(input, other, *, out=None):
    return result(ivy.logical_and(_bool(input), _bool(other)), out)


def logical_or(input, other, *, out=None):
    return result(ivy.logical_or(_bool(input), _bool(other)), out)


def logical_xor(input, other, *, out=None):
    return result(ivy.logical_xor(_bool(input), _bool(other)), out)


def logical_not(input, *, out=None):
    return result(ivy.logical_not(_bool(input)), out)


def _bitwise_check(name, x, y):
    for v in (x, y):
        if type(v) is float or (type(v) not in _NUMBERS
                                     and kind_of(v.dtype) in ("float", "complex")):
            raise RuntimeError(f'"{name}_cpu" not implemented for a floating-point tensor: '
                               f"bitwise operations take integer and bool tensors")


def bitwise_and(input, other, *, out=None):
    x, y = promote(input, other)
    _bitwise_check("bitwise_and", x, y)
    return result(ivy.bitwise_and(x, y), out)


def bitwise_or(input, other, *, out=None):
    x, y = promote(input, other)
    _bitwise_check("bitwise_or", x, y)
    return result(ivy.bitwise_or(x, y), out)


def bitwise_xor(input, other, *, out=None):
    x, y = promote(input, other)
    _bitwise_check("bitwise_xor", x, y)
    return result(ivy.bitwise_xor(x, y), out)


def bitwise_not(input, *, out=None):
    x = native(input)
    _bitwise_check("bitwise_not", x, 0)
    return result(ivy.bitwise_invert(x), out)


def bitwise_left_shift(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.bitwise_left_shift(x, y), out)


def bitwise_right_shift(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.bitwise_right_shift(x, y), out)


# --- more arithmetic -----------------------------------------------------------------------------
def addcdiv(input, tensor1, tensor2, *, value=1, out=None):
    q = div(tensor1, tensor2)._data
    return add(input, wrap(ivy.multiply(q, value) if value != 1 else q), out=out)


def addcmul(input, tensor1, tensor2, *, value=1, out=None):
    p = mul(tensor1, tensor2)._data
    return add(input, wrap(ivy.multiply(p, value) if value != 1 else p), out=out)


def rsub(input, other, *, alpha=1):
    return sub(other, input, alpha=alpha)


def heaviside(input, values, *, out=None):
    x, v = promote(input, values)
    return result(ivy.where(ivy.equal(x, 0), ivy.broadcast_to(v, ivy.shape(x)) if type(v)
                            not in _NUMBERS else ivy.full_like(x, v),
                            ivy.astype(ivy.greater(x, 0), ivy_dtype_of(x.dtype))), out)


def _gcd(x, y):
    # Euclid's algorithm, elementwise, until every remainder is 0 (at most ~90 rounds for int64)
    x, y = ivy.abs(x), ivy.abs(y)
    while bool(ivy.to_scalar(ivy.any(ivy.not_equal(y, 0)))):
        safe = ivy.where(ivy.equal(y, 0), ivy.ones_like(y), y)
        x, y = ivy.where(ivy.equal(y, 0), x, y), ivy.where(ivy.equal(y, 0), y,
                                                           ivy.remainder(x, safe))
    return x


def gcd(input, other, *, out=None):
    x, y = promote(input, other)
    x, y = ivy.broadcast_arrays(x, y)
    return result(_gcd(x, y), out)


def lcm(input, other, *, out=None):
    x, y = promote(input, other)
    x, y = ivy.broadcast_arrays(x, y)
    g = _gcd(x, y)
    safe = ivy.where(ivy.equal(g, 0), ivy.ones_like(g), g)
    return result(ivy.abs(ivy.multiply(ivy.floor_divide(x, safe), y)), out)


def ldexp(input, other, *, out=None):
    x = _f(input)
    return result(ivy.multiply(x, ivy.pow(2.0, _float_input(native(other)))), out)


def logaddexp2(input, other, *, out=None):
    x, y = promote(input, other)
    ln2 = _math.log(2.0)
    r = ivy.logaddexp(ivy.multiply(_float_input(x), ln2), ivy.multiply(_float_input(y), ln2))
    return result(ivy.divide(r, ln2), out)


def sgn(input, *, out=None):
    x = native(input)
    if kind_of(x.dtype) != "complex":
        return sign(input, out=out)
    a = ivy.abs(x)
    safe = ivy.where(ivy.equal(a, 0), ivy.ones_like(a), a)
    return result(ivy.where(ivy.equal(a, 0), ivy.zeros_like(x), ivy.divide(x, safe)), out)


def angle(input, *, out=None):
    x = native(input)
    if kind_of(x.dtype) == "complex":
        return result(ivy.atan2(ivy.imag(x), ivy.real(x)), out)
    x = _float_input(x)
    return result(ivy.where(ivy.less(x, 0), ivy.full_like(x, _math.pi),
                            ivy.where(ivy.isnan(x), x, ivy.zeros_like(x))), out)


def relu(input):
    return wrap(ivy.relu(native(input)))
