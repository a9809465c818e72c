"""``jax.numpy``'s elementwise functions (ufuncs) on Ivy: each promotes its inputs by JAX's rules
(``_promotion``), calls one Ivy function and wraps the result.

Functions with floating-point results (``sin``, ``divide``, ``sqrt`` ...) compute integer and
bool inputs in the default float dtype (float32), as JAX does. ``out=`` and ``where=`` of the
NumPy-style signatures: JAX raises for them, and so does the frontend.
"""

from __future__ import annotations

import ivy

from ..._common import ivy_dtype_of, kind_of
from .._dtypes import DTYPES
from ..array import (
    _NUMBERS,
    Array,
    _is_weak,
    dtype_name,
    native,
    promote,
    promote_inexact,
    promote_typed,
    scalar_like,
    wrap,
)

_INT_KINDS = ("bool", "int", "uint")
_PY_NODE = {bool: "bool", int: "int32", float: "float32", complex: "complex64"}

COMPOSED = frozenset({"exp2", "cbrt", "deg2rad", "radians", "rad2deg", "degrees", "sinc", "fmax", "fmin",
            "logaddexp2", "fmod", "heaviside", "float_power", "angle", "fabs", "isposinf",
            "isneginf", "around", "round", "divmod", "modf", "ldexp", "isreal", "iscomplex",
            "signbit"})


def _arr(x):
    """A native array of ``x``; a Python number as a 0-d array of JAX's dtype for it."""
    d = native(x)
    if type(d) in _NUMBERS:
        return ivy.asarray(d, dtype=_PY_NODE[type(d)])
    return d


_INT_KINDS_NAMES = frozenset({"bool", "int8", "int16", "int32", "int64", "uint8", "uint16",
                              "uint32", "uint64"})
# the same as frontend dtype objects (an Array's ``_dtype`` is one of them: found by identity)
_INT_KIND_DTYPES = frozenset(DTYPES[n] for n in _INT_KINDS_NAMES)
_BOOL = DTYPES["bool"]


def _inexact(d):
    if dtype_name(d.dtype) in _INT_KINDS_NAMES:
        return ivy.astype(d, "float32")
    return d


def _no_out(name, out, where=None):
    if out is not None:
        raise NotImplementedError(f"The 'out' argument to jnp.{name} is not supported.")
    if where is not None:
        raise NotImplementedError(f"The 'where' argument to jnp.{name} is not supported.")


def _float_unary(fn, name):
    def f(x, /):
        if type(x) is Array:
            d = x._data
            if x._dtype in _INT_KIND_DTYPES:
                d = ivy.astype(d, "float32")
            return wrap(fn(d), x._weak)
        return wrap(fn(_inexact(_arr(x))), _is_weak(x))

    f.__name__ = f.__qualname__ = name
    return f


def _unary(fn, name):
    def f(x, /):
        return wrap(fn(_arr(x)), _is_weak(x))

    f.__name__ = f.__qualname__ = name
    return f


def _bool_unary(fn, name):
    def f(x, /):
        return wrap(fn(_arr(x)))

    f.__name__ = f.__qualname__ = name
    return f


def _binary(fn, name):
    def f(x1, x2, /):
        if type(x1) is Array and type(x2) is Array and x1._dtype is x2._dtype:  # one dtype
            return wrap(fn(x1._data, x2._data), x1._weak and x2._weak)
        x, y, weak = promote(x1, x2)
        return wrap(fn(x, y), weak)

    f.__name__ = f.__qualname__ = name
    return f


def _float_binary(fn, name):
    def f(x1, x2, /):
        x, y, weak = promote_inexact(x1, x2)
        return wrap(fn(x, y), weak)

    f.__name__ = f.__qualname__ = name
    return f


def _compare(fn, name):
    def f(x1, x2, /):
        x, y, _ = promote(x1, x2)
        return wrap(fn(x, y))

    f.__name__ = f.__qualname__ = name
    return f


# --- unary ---------------------------------------------------------------------------------------
exp = _float_unary(ivy.exp, "exp")
expm1 = _float_unary(ivy.expm1, "expm1")
log = _float_unary(ivy.log, "log")
log2 = _float_unary(ivy.log2, "log2")
log10 = _float_unary(ivy.log10, "log10")
log1p = _float_unary(ivy.log1p, "log1p")
sqrt = _float_unary(ivy.sqrt, "sqrt")
sin = _float_unary(ivy.sin, "sin")
cos = _float_unary(ivy.cos, "cos")
tan = _float_unary(ivy.tan, "tan")
arcsin = asin = _float_unary(ivy.asin, "arcsin")
arccos = acos = _float_unary(ivy.acos, "arccos")
arctan = atan = _float_unary(ivy.atan, "arctan")
sinh = _float_unary(ivy.sinh, "sinh")
cosh = _float_unary(ivy.cosh, "cosh")
tanh = _float_unary(ivy.tanh, "tanh")
arcsinh = asinh = _float_unary(ivy.asinh, "arcsinh")
arccosh = acosh = _float_unary(ivy.acosh, "arccosh")
arctanh = atanh = _float_unary(ivy.atanh, "arctanh")
reciprocal = _float_unary(ivy.reciprocal, "reciprocal")
negative = _unary(ivy.negative, "negative")
positive = _unary(ivy.positive, "positive")
sign = _unary(ivy.sign, "sign")
square = _unary(ivy.square, "square")
conj = conjugate = _unary(ivy.conj, "conjugate")
isnan = _bool_unary(ivy.isnan, "isnan")
isinf = _bool_unary(ivy.isinf, "isinf")
isfinite = _bool_unary(ivy.isfinite, "isfinite")
logical_not = _bool_unary(ivy.logical_not, "logical_not")
invert = bitwise_not = bitwise_invert = _unary(ivy.bitwise_invert, "invert")


def _int_or(fn, name):
    # floor / ceil / trunc / rint: integer and bool inputs come back unchanged
    def f(x, /):
        d = _arr(x)
        if kind_of(d.dtype) in _INT_KINDS:
            return wrap(d, _is_weak(x))
        return wrap(fn(d), _is_weak(x))

    f.__name__ = f.__qualname__ = name
    return f


floor = _int_or(ivy.floor, "floor")
ceil = _int_or(ivy.ceil, "ceil")
trunc = fix = _int_or(ivy.trunc, "trunc")
rint = _float_unary(ivy.round, "rint")


def abs(x, /):  # noqa: A001 - JAX's name
    d = _arr(x)
    if kind_of(d.dtype) == "bool":
        return wrap(d)
    return wrap(ivy.abs(d), _is_weak(x))


absolute = abs


def fabs(x, /):
    return wrap(ivy.abs(_inexact(_arr(x))), _is_weak(x))


def real(val, /):
    d = _arr(val)
    return wrap(ivy.real(d) if kind_of(d.dtype) == "complex" else d, _is_weak(val))


def imag(val, /):
    d = _arr(val)
    return wrap(ivy.imag(d) if kind_of(d.dtype) == "complex" else ivy.zeros_like(d),
                _is_weak(val))


def angle(z, deg=False):
    d = _inexact(_arr(z))
    if kind_of(d.dtype) == "complex":
        r = ivy.atan2(ivy.imag(d), ivy.real(d))
    else:
        r = ivy.atan2(ivy.zeros_like(d), d)
    return wrap(ivy.multiply(r, 180.0 / ivy.pi) if deg else r)


def round(a, decimals=0, out=None):  # noqa: A001 - JAX's name
    _no_out("round", out)
    d = _arr(a)
    if kind_of(d.dtype) in _INT_KINDS:
        if decimals < 0:
            raise NotImplementedError("integer np.round not implemented for decimals < 0")
        return wrap(d, _is_weak(a))
    if decimals == 0:
        return wrap(ivy.round(d), _is_weak(a))
    f = 10.0 ** decimals
    return wrap(ivy.divide(ivy.round(ivy.multiply(d, f)), f), _is_weak(a))


around = round


def exp2(x, /):
    d = _inexact(_arr(x))
    return wrap(ivy.pow(scalar_like(d, 2.0, d.dtype), d), _is_weak(x))


def cbrt(x, /):
    d = _inexact(_arr(x))
    return wrap(ivy.multiply(ivy.sign(d), ivy.pow(ivy.abs(d), 1.0 / 3.0)), _is_weak(x))


def deg2rad(x, /):
    return wrap(ivy.multiply(_inexact(_arr(x)), ivy.pi / 180.0), _is_weak(x))


def rad2deg(x, /):
    return wrap(ivy.multiply(_inexact(_arr(x)), 180.0 / ivy.pi), _is_weak(x))


radians = deg2rad
degrees = rad2deg


def sinc(x, /):
    d = _inexact(_arr(x))
    px = ivy.multiply(d, ivy.pi)
    zero = ivy.equal(d, 0)
    safe = ivy.where(zero, ivy.ones_like(px), px)
    return wrap(ivy.where(zero, ivy.ones_like(px), ivy.divide(ivy.sin(safe), safe)), _is_weak(x))


def signbit(x, /):
    d = _arr(x)
    if kind_of(d.dtype) in _INT_KINDS:
        return wrap(ivy.less(d, 0) if kind_of(d.dtype) == "int"
                    else ivy.zeros_like(d, dtype="bool"))
    return wrap(ivy.signbit(d))


def isposinf(x, /):
    d = _arr(x)
    return wrap(ivy.logical_and(ivy.isinf(d), ivy.greater(d, 0)))


def isneginf(x, /):
    d = _arr(x)
    return wrap(ivy.logical_and(ivy.isinf(d), ivy.less(d, 0)))


def isreal(x):
    d = _arr(x)
    if kind_of(d.dtype) != "complex":
        return wrap(ivy.ones_like(d, dtype="bool"))
    return wrap(ivy.equal(ivy.imag(d), 0))


def iscomplex(x):
    d = _arr(x)
    if kind_of(d.dtype) != "complex":
        return wrap(ivy.zeros_like(d, dtype="bool"))
    return wrap(ivy.not_equal(ivy.imag(d), 0))


# --- binary --------------------------------------------------------------------------------------
subtract = _binary(ivy.subtract, "subtract")


def add(x1, x2, /):
    if type(x1) is Array and type(x2) is Array:  # the fast path: one dtype, not bool
        dt = x1._dtype
        if dt is x2._dtype and dt is not _BOOL:
            return wrap(ivy.add(x1._data, x2._data), x1._weak and x2._weak)
    x, y, weak, dt = promote_typed(x1, x2)
    if dt is _BOOL:
        return wrap(ivy.logical_or(x, y))  # bool + bool: JAX's is a logical or
    return wrap(ivy.add(x, y), weak)


def multiply(x1, x2, /):
    if type(x1) is Array and type(x2) is Array:  # the fast path: one dtype, not bool
        dt = x1._dtype
        if dt is x2._dtype and dt is not _BOOL:
            return wrap(ivy.multiply(x1._data, x2._data), x1._weak and x2._weak)
    x, y, weak, dt = promote_typed(x1, x2)
    if dt is _BOOL:
        return wrap(ivy.logical_and(x, y))  # bool * bool: JAX's is a logical and
    return wrap(ivy.multiply(x, y), weak)
power = pow = _binary(ivy.pow, "power")  # noqa: A001 - JAX's name
maximum = _binary(ivy.maximum, "maximum")
minimum = _binary(ivy.minimum, "minimum")
bitwise_and = _binary(ivy.bitwise_and, "bitwise_and")
bitwise_or = _binary(ivy.bitwise_or, "bitwise_or")
bitwise_xor = _binary(ivy.bitwise_xor, "bitwise_xor")
left_shift = bitwise_left_shift = _binary(ivy.bitwise_left_shift, "left_shift")
right_shift = bitwise_right_shift = _binary(ivy.bitwise_right_shift, "right_shift")
divide = true_divide = _float_binary(ivy.divide, "divide")
arctan2 = atan2 = _float_binary(ivy.atan2, "arctan2")
hypot = _float_binary(ivy.hypot, "hypot")
logaddexp = _float_binary(ivy.logaddexp, "logaddexp")
copysign = _float_binary(ivy.copysign, "copysign")
nextafter = _float_binary(ivy.nextafter, "nextafter")
equal = _compare(ivy.equal, "equal")
not_equal = _compare(ivy.not_equal, "not_equal")
less = _compare(ivy.less, "less")
less_equal = _compare(ivy.less_equal, "less_equal")
greater = _compare(ivy.greater, "greater")
greater_equal = _compare(ivy.greater_equal, "greater_equal")
def _logical(fn, name):
    # each operand as bool (no promotion needed: the result is bool whatever the dtypes)
    def f(x1, x2, /):
        x, y = _arr(x1), _arr(x2)
        if ivy_dtype_of(x.dtype) != "bool":
            x = ivy.astype(x, "bool")
        if ivy_dtype_of(y.dtype) != "bool":
            y = ivy.astype(y, "bool")
        return wrap(fn(x, y))

    f.__name__ = f.__qualname__ = name
    return f


logical_and = _logical(ivy.logical_and, "logical_and")
logical_or = _logical(ivy.logical_or, "logical_or")
logical_xor = _logical(ivy.logical_xor, "logical_xor")


def _pair(x1, x2):
    x, y, weak = promote(x1, x2)
    if type(x) in _NUMBERS:
        x = scalar_like(y, x, y.dtype)
    if type(y) in _NUMBERS:
        y = scalar_like(x, y, x.dtype)
    return x, y, weak


def float_power(x1, x2, /):
    x, y, weak = promote_inexact(x1, x2)
    return wrap(ivy.pow(x, y), weak)


def logaddexp2(x1, x2, /):
    x, y, weak = promote_inexact(x1, x2)
    ln2 = 0.6931471805599453
    return wrap(ivy.divide(ivy.logaddexp(ivy.multiply(x, ln2), ivy.multiply(y, ln2)), ln2), weak)


def fmax(x1, x2):
    x, y, weak = _pair(x1, x2)
    return wrap(ivy.where(ivy.isnan(y), x, ivy.where(ivy.isnan(x), y, ivy.maximum(x, y))), weak)


def fmin(x1, x2):
    x, y, weak = _pair(x1, x2)
    return wrap(ivy.where(ivy.isnan(y), x, ivy.where(ivy.isnan(x), y, ivy.minimum(x, y))), weak)


def _rem(x, y):
    """C's fmod (the sign of the dividend), as ``lax.rem``."""
    r = ivy.remainder(x, y)
    fix = ivy.logical_and(ivy.not_equal(r, 0), ivy.not_equal(ivy.less(r, 0), ivy.less(x, 0)))
    r = ivy.where(fix, ivy.subtract(r, y), r)
    if kind_of(r.dtype) == "float":  # fmod(x, +-inf) is x
        r = ivy.where(ivy.logical_and(ivy.isinf(y), ivy.isfinite(x)), x, r)
    return r


def fmod(x1, x2, /):
    x, y, weak = _pair(x1, x2)
    return wrap(_rem(x, y), weak)


def _float_divmod(x, y):
    # JAX's floor division and modulo of floats
    mod = _rem(x, y)
    div = ivy.divide(ivy.subtract(x, mod), y)
    ind = ivy.logical_and(ivy.not_equal(mod, 0), ivy.not_equal(ivy.sign(y), ivy.sign(mod)))
    mod = ivy.where(ind, ivy.add(mod, y), mod)
    div = ivy.where(ind, ivy.subtract(div, 1), div)
    div = ivy.where(ivy.equal(y, 0), ivy.divide(x, y), div)  # x // 0: x / 0, as JAX
    return ivy.round(div), mod


def floor_divide(x1, x2, /):
    x, y, weak = _pair(x1, x2)
    if kind_of(x.dtype) == "float":
        return wrap(_float_divmod(x, y)[0], weak)
    return wrap(ivy.floor_divide(x, y), weak)


def remainder(x1, x2, /):
    x, y, weak = _pair(x1, x2)
    if kind_of(x.dtype) == "float":
        return wrap(_float_divmod(x, y)[1], weak)
    return wrap(ivy.remainder(x, y), weak)


mod = remainder


def divmod(x1, x2, /):  # noqa: A001 - JAX's name
    return floor_divide(x1, x2), remainder(x1, x2)


def modf(x, /, out=None):
    _no_out("modf", out)
    d = _inexact(_arr(x))
    whole = ivy.trunc(d)
    return wrap(ivy.subtract(d, whole)), wrap(whole)


def heaviside(x1, x2, /):
    x, y, weak = promote_inexact(x1, x2)
    if type(y) in _NUMBERS:
        y = scalar_like(x, y, x.dtype)
    out = ivy.where(ivy.less(x, 0), ivy.zeros_like(x),
                    ivy.where(ivy.greater(x, 0), ivy.ones_like(x), y))
    return wrap(ivy.where(ivy.isnan(x), x, out), weak)


def ldexp(x1, x2, /):
    d = _inexact(_arr(x1))
    e = _arr(x2)
    return wrap(ivy.multiply(d, ivy.pow(scalar_like(d, 2.0, d.dtype), ivy.astype(e, d.dtype))))


__all__ = [_n for _n, _v in list(globals().items()) if not _n.startswith("_") and callable(_v)
           and getattr(_v, "__module__", None) == __name__]
