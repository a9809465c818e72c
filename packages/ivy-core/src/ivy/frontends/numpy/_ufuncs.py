"""NumPy's ufuncs (``numpy.add``, ``numpy.sqrt``, ...): each a ``ufunc`` object over one Ivy
function, with NumPy's result where Ivy's differs (integer division by zero gives 0, boolean
``add`` is ``or``, ``fmax`` ignores nan, ...). The loops and promotion: ``_promotion``."""

from __future__ import annotations

import functools
import math
import operator

import ivy

from ._promotion import kind_of
from ._ufunc import _BY_NAME, ufunc

_UFUNC_NAMES = [
    "absolute", "add", "arccos", "arccosh", "arcsin", "arcsinh", "arctan", "arctan2", "arctanh",
    "bitwise_and", "bitwise_or", "bitwise_xor", "cbrt", "ceil", "conjugate", "copysign", "cos",
    "cosh", "deg2rad", "degrees", "divide", "divmod", "equal", "exp", "exp2", "expm1", "fabs",
    "float_power", "floor", "floor_divide", "fmax", "fmin", "fmod", "gcd", "greater",
    "greater_equal", "heaviside", "hypot", "invert", "isfinite", "isinf", "isnan", "lcm",
    "left_shift", "less", "less_equal", "log", "log10", "log1p", "log2", "logaddexp",
    "logaddexp2", "logical_and", "logical_not", "logical_or", "logical_xor", "matmul", "maximum",
    "minimum", "modf", "multiply", "negative", "nextafter", "not_equal", "positive", "power",
    "rad2deg", "radians", "reciprocal", "remainder", "right_shift", "rint", "sign", "signbit",
    "sin", "sinh", "sqrt", "square", "subtract", "tan", "tanh", "trunc", "vecdot"]
# NumPy's other names of the same ufuncs
_ALIASES = {"abs": "absolute", "acos": "arccos", "acosh": "arccosh", "asin": "arcsin",
            "asinh": "arcsinh", "atan": "arctan", "atan2": "arctan2", "atanh": "arctanh",
            "bitwise_invert": "invert", "bitwise_not": "invert",
            "bitwise_left_shift": "left_shift", "bitwise_right_shift": "right_shift",
            "conj": "conjugate", "mod": "remainder", "pow": "power", "true_divide": "divide"}
__all__ = _UFUNC_NAMES + list(_ALIASES)


def _is_int(name):
    return kind_of(name) in "iu"


def _is_bool(name):
    return name == "bool"


# --- helpers ---------------------------------------------------------------------------------
def _zeros_like(x, y):
    ref = x if hasattr(x, "shape") else y
    return ivy.zeros_like(ref)


def _int_safe(fn, x, y):
    """``fn(x, y)`` for integers with NumPy's 0 where ``y`` is 0 (backends raise or differ)."""
    if not hasattr(y, "shape"):
        if y == 0:
            return ivy.zeros_like(x)
        return fn(x, y)
    zero = ivy.equal(y, 0)
    r = fn(x, ivy.where(zero, ivy.ones_like(y), y))
    return ivy.where(zero, ivy.zeros_like(r), r)


def _to_bool(x):
    if not hasattr(x, "shape"):
        return bool(x)
    return x if ivy.as_ivy_dtype(x.dtype) == "bool" else ivy.not_equal(x, 0)


def _direct(direct):
    """Give an impl its ``direct(loop input dtypes) -> Ivy function or None`` (the ufunc's fast
    path replays that function alone)."""
    def attach(impl):
        impl.direct = direct
        return impl

    return attach


def _unary(fn):
    return _direct(lambda ins: fn)(lambda ins, x: fn(x))


def _binary(fn):
    return _direct(lambda ins: fn)(lambda ins, x, y: fn(x, y))


def _unless_bool(fn):
    return lambda ins: None if ins[0] == "bool" else fn


def _only_float(fn):
    return lambda ins: fn if kind_of(ins[0]) in "fc" else None


# --- arithmetic --------------------------------------------------------------------------------
@_direct(_unless_bool(ivy.add))
def _add(ins, x, y):
    return ivy.logical_or(_to_bool(x), _to_bool(y)) if _is_bool(ins[0]) else ivy.add(x, y)


@_direct(_unless_bool(ivy.multiply))
def _multiply(ins, x, y):
    return ivy.logical_and(_to_bool(x), _to_bool(y)) if _is_bool(ins[0]) else ivy.multiply(x, y)


def _floor_divide(ins, x, y):
    if _is_int(ins[0]):
        return _int_safe(ivy.floor_divide, x, y)
    r = ivy.floor_divide(x, y)
    if kind_of(ins[0]) != "f":
        return r
    # NumPy's divmod: inf // finite is nan; finite // inf is -1 for opposite signs, else 0
    xa = x if hasattr(x, "shape") else ivy.full_like(r, x)
    ya = y if hasattr(y, "shape") else ivy.full_like(r, y)
    r = ivy.where(ivy.logical_and(ivy.isinf(xa), ivy.isfinite(ya)), ivy.full_like(r, math.nan),
                  r)
    opposite = ivy.logical_and(ivy.not_equal(xa, 0),
                               ivy.not_equal(ivy.signbit(xa), ivy.signbit(ya)))
    return ivy.where(ivy.logical_and(ivy.logical_and(ivy.isinf(ya), ivy.isfinite(xa)),
                                     opposite), ivy.full_like(r, -1.0), r)


@_direct(lambda ins: ivy.remainder if kind_of(ins[0]) == "f" else None)
def _remainder(ins, x, y):
    return _int_safe(ivy.remainder, x, y) if _is_int(ins[0]) else ivy.remainder(x, y)


def _divmod(ins, x, y):
    return _floor_divide(ins, x, y), _remainder(ins, x, y)


def _fmod(ins, x, y):
    r = _remainder(ins, x, y)
    # remainder has the divisor's sign, fmod the dividend's
    r = ivy.where(ivy.logical_and(ivy.not_equal(r, 0),
                                  ivy.not_equal(ivy.less(r, 0), ivy.less(x, 0))),
                  ivy.subtract(r, y), r)
    if not _is_int(ins[0]):
        r = ivy.where(ivy.logical_and(ivy.isinf(y), ivy.isfinite(x)), ivy.add(ivy.zeros_like(r), x),
                      r)
        r = ivy.where(ivy.equal(y, 0), ivy.full_like(r, math.nan), r)
    return r


@_direct(_only_float(ivy.pow))
def _power(ins, x, y):
    if _is_int(ins[0]) and type(y) is int and y < 0:
        raise ValueError("Integers to negative integer powers are not allowed.")
    return ivy.pow(x, y)


def _reciprocal(ins, x):
    if _is_int(ins[0]):  # C's integer 1 / x: 1 and -1 keep their value, the rest give 0
        return ivy.where(ivy.equal(ivy.abs(x), 1), x, ivy.zeros_like(x))
    return ivy.divide(1, x)


@_direct(_unless_bool(ivy.abs))
def _absolute(ins, x):
    return x if _is_bool(ins[0]) else ivy.abs(x)


def _identity_on_bool(fn):
    return _direct(_unless_bool(fn))(lambda ins, x: x if _is_bool(ins[0]) else fn(x))


def _maximum(ins, x, y):
    return ivy.logical_or(x, y) if _is_bool(ins[0]) else ivy.maximum(x, y)


def _minimum(ins, x, y):
    return ivy.logical_and(x, y) if _is_bool(ins[0]) else ivy.minimum(x, y)


def _nan_ignoring(fn, pick_bool):
    def impl(ins, x, y):
        if kind_of(ins[0]) not in "fc":
            return pick_bool(ins, x, y)
        return ivy.where(ivy.isnan(y), ivy.add(ivy.zeros_like(fn(x, y)), x),
                         ivy.where(ivy.isnan(x), ivy.add(ivy.zeros_like(fn(x, y)), y), fn(x, y)))

    return impl


def _heaviside(ins, x, h):
    one, zero = ivy.ones_like(x), ivy.zeros_like(x)
    r = ivy.where(ivy.less(x, 0), zero, ivy.where(ivy.greater(x, 0), one, ivy.add(zero, h)))
    return ivy.where(ivy.isnan(x), x, r)


_LN2 = math.log(2.0)


def _logaddexp2(ins, x, y):
    # NumPy's npy_logaddexp2: the larger plus log2(1 + 2 ** -|x - y|)
    big = ivy.maximum(x, y)
    d = ivy.negative(ivy.abs(ivy.subtract(x, y)))
    r = ivy.add(big, ivy.divide(ivy.log1p(ivy.pow(2.0, d)), _LN2))
    return ivy.where(ivy.equal(x, y), ivy.add(x, 1.0), r)


def _cbrt(ins, x):
    return ivy.multiply(ivy.sign(x), ivy.pow(ivy.abs(x), 1.0 / 3.0))


def _modf(ins, x):
    whole = ivy.trunc(x)
    frac = ivy.where(ivy.isinf(x), ivy.multiply(ivy.sign(x), 0.0), ivy.subtract(x, whole))
    return frac, whole


def _nan_check(value):
    @_direct(_only_float({"isnan": ivy.isnan, "isinf": ivy.isinf,
                          "isfinite": ivy.isfinite}[value]))
    def impl(ins, x):
        if kind_of(ins[0]) in "fc":
            return {"isnan": ivy.isnan, "isinf": ivy.isinf, "isfinite": ivy.isfinite}[value](x)
        return ivy.full_like(x, value == "isfinite", dtype=ivy.bool)

    return impl


def _logical(fn):
    return _direct(lambda ins: fn if ins == ("bool", "bool") else None)(
        lambda ins, x, y: fn(_to_bool(x), _to_bool(y)))


def _bitwise(fn, on_bool):
    return _direct(lambda ins: on_bool if _is_bool(ins[0]) else fn)(
        lambda ins, x, y: on_bool(x, y) if _is_bool(ins[0]) else fn(x, y))


@_direct(lambda ins: ivy.logical_not if ins[0] == "bool" else ivy.bitwise_invert)
def _invert(ins, x):
    return ivy.logical_not(x) if _is_bool(ins[0]) else ivy.bitwise_invert(x)


def _compare(fn, pyop):
    ordered = pyop not in (operator.eq, operator.ne)

    @_direct(lambda ins: None if ins[0] != ins[1] or ordered and kind_of(ins[0]) == "c"
             else fn)
    def impl(ins, x, y):
        if ins[0] != ins[1]:  # int64 with uint64: exact (NumPy's qQ loops), not via float64
            if ins[0] == "int64":
                neg = ivy.less(x, 0)
                r = fn(ivy.astype(ivy.where(neg, ivy.zeros_like(x), x), ivy.uint64), y)
                const = pyop(-1, 0)  # a negative int64 against any uint64
            else:
                neg = ivy.less(y, 0)
                r = fn(x, ivy.astype(ivy.where(neg, ivy.zeros_like(y), y), ivy.uint64))
                const = pyop(0, -1)
            return ivy.where(neg, ivy.full_like(r, const), r)
        if kind_of(ins[0]) == "c" and pyop not in (operator.eq, operator.ne):
            return _complex_order(pyop, x, y)
        return fn(x, y)

    return impl


_STRICT = {operator.lt: ivy.less, operator.le: ivy.less, operator.gt: ivy.greater,
           operator.ge: ivy.greater}
_LAST = {operator.lt: ivy.less, operator.le: ivy.less_equal, operator.gt: ivy.greater,
         operator.ge: ivy.greater_equal}


def _parts(v):
    if hasattr(v, "shape"):
        return ivy.real(v), ivy.imag(v)
    v = complex(v)
    return v.real, v.imag


def _complex_order(pyop, x, y):
    """NumPy orders complex numbers lexicographically: real parts, then imaginary parts."""
    xr, xi = _parts(x)
    yr, yi = _parts(y)
    first = _STRICT[pyop](xr, yr)
    tie = ivy.logical_and(ivy.equal(xr, yr), _LAST[pyop](xi, yi))
    return ivy.logical_or(first, tie)


def _complex_pick(pyop):
    fn = ivy.maximum if pyop is operator.ge else ivy.minimum

    @_direct(lambda ins: None if kind_of(ins[0]) in "bc" else fn)
    def impl(ins, x, y):
        if kind_of(ins[0]) != "c":
            return _maximum(ins, x, y) if pyop is operator.ge else _minimum(ins, x, y)
        keep = _complex_order(pyop, x, y)
        xr, xi = _parts(x)
        nan_x = ivy.logical_or(ivy.isnan(xr), ivy.isnan(xi))
        yr, yi = _parts(y)
        nan_y = ivy.logical_or(ivy.isnan(yr), ivy.isnan(yi))
        keep = ivy.logical_or(ivy.logical_and(keep, ivy.logical_not(nan_y)), nan_x)
        return ivy.where(keep, x, y)

    return impl


def _gcd(ins, x, y):
    a, b = ivy.abs(x), ivy.abs(y)
    a, b = ivy.broadcast_arrays(ivy.add(a, ivy.zeros_like(b)), ivy.add(b, ivy.zeros_like(a)))
    while bool(ivy.any(ivy.not_equal(b, 0))):
        nz = ivy.not_equal(b, 0)
        safe = ivy.where(nz, b, ivy.ones_like(b))
        a, b = ivy.where(nz, b, a), ivy.where(nz, ivy.remainder(a, safe), b)
    return a


def _lcm(ins, x, y):
    g = _gcd(ins, x, y)
    q = _int_safe(ivy.floor_divide, ivy.abs(x), g)
    return ivy.abs(ivy.multiply(q, y))


@_direct(_unless_bool(ivy.matmul))
def _matmul(ins, x, y):
    if len(x.shape) == 0 or len(y.shape) == 0:
        raise ValueError("matmul: Input operand does not have enough dimensions (it is 0-d)")
    if _is_bool(ins[0]):
        r = ivy.matmul(ivy.astype(x, ivy.int64), ivy.astype(y, ivy.int64))
        return ivy.greater(r, 0)
    return ivy.matmul(x, y)


def _vecdot(ins, x, y):
    if kind_of(ins[0]) == "c":
        x = ivy.conj(x)
    if _is_bool(ins[0]):
        return ivy.any(ivy.logical_and(x, y), axis=-1)
    return ivy.sum(ivy.multiply(x, y), axis=-1)


def _sum_reduce(x, axes, name):
    if _is_bool(name):
        return ivy.any(x, axis=axes)
    return ivy.sum(x, axis=axes, dtype=ivy.as_ivy_dtype(name))


def _prod_reduce(x, axes, name):
    if _is_bool(name):
        return ivy.all(x, axis=axes)
    return ivy.prod(x, axis=axes, dtype=ivy.as_ivy_dtype(name))


def _fold(impl, x, axes, name):
    for a in reversed(axes):
        parts = ivy.unstack(x, axis=a)
        acc = parts[0]
        for p in parts[1:]:
            acc = impl((name, name), acc, p)
        x = acc
    return x


def _max_reduce(x, axes, name):
    if kind_of(name) == "c":  # lexicographic order: no native reduction
        return _fold(_complex_pick(operator.ge), x, axes, name)
    return ivy.any(x, axis=axes) if _is_bool(name) else ivy.max(x, axis=axes)


def _min_reduce(x, axes, name):
    if kind_of(name) == "c":
        return _fold(_complex_pick(operator.le), x, axes, name)
    return ivy.all(x, axis=axes) if _is_bool(name) else ivy.min(x, axis=axes)


def _nan_max_reduce(fn, fill):
    def reduce(x, axes, name):
        if kind_of(name) not in "fc":
            return _max_reduce(x, axes, name) if fill < 0 else _min_reduce(x, axes, name)
        nan = ivy.isnan(x)
        m = fn(ivy.where(nan, ivy.full_like(x, fill), x), axis=axes)
        return ivy.where(ivy.all(nan, axis=axes), ivy.full_like(m, math.nan), m)

    return reduce


def _cum(fn):
    def accumulate(x, axis, name):
        if _is_bool(name):
            return ivy.astype(fn(ivy.astype(x, ivy.int64), axis=axis), ivy.bool)
        return fn(x, axis=axis, dtype=ivy.as_ivy_dtype(name))

    return accumulate


def _bool_reduce(fn):
    return lambda x, axes, name: fn(_to_bool(x), axis=axes)


def _xor_reduce(x, axes, name):
    n = ivy.sum(ivy.astype(_to_bool(x), ivy.int64), axis=axes)
    return ivy.equal(ivy.remainder(n, 2), 1)


def _reduce_with(fn, on_bool=None, skip_kinds="c"):
    """reduce_direct: ``fn(x, axis=axes, keepdims=...)`` (and ``dtype=`` for sums and products),
    ``on_bool`` for boolean loops."""
    def direct(name, axes, keepdims):
        if _is_bool(name):
            return None if on_bool is None else functools.partial(on_bool, axis=axes,
                                                                   keepdims=keepdims)
        if fn is None or kind_of(name) in skip_kinds:
            return None
        ax = axes[0] if len(axes) == 1 else axes
        if fn in (ivy.sum, ivy.prod) and kind_of(name) in "iu":  # Ivy sums floats in their dtype
            return functools.partial(fn, axis=ax, dtype=ivy.as_ivy_dtype(name), keepdims=keepdims)
        return functools.partial(fn, axis=ax, keepdims=keepdims)

    return direct


def _make(name, nin, impl, **kw):
    u = ufunc(name, nin, impl, **kw)
    _BY_NAME[name] = u
    return u


_u = _unary
_b = _binary
absolute = _make("absolute", 1, _absolute)
add = _make("add", 2, _add, identity=0, reduce_fn=_sum_reduce, accumulate_fn=_cum(ivy.cumsum),
            reduce_direct=_reduce_with(ivy.sum, ivy.any, ""))
arccos = _make("arccos", 1, _u(ivy.acos))
arccosh = _make("arccosh", 1, _u(ivy.acosh))
arcsin = _make("arcsin", 1, _u(ivy.asin))
arcsinh = _make("arcsinh", 1, _u(ivy.asinh))
arctan = _make("arctan", 1, _u(ivy.atan))
arctan2 = _make("arctan2", 2, _b(ivy.atan2))
arctanh = _make("arctanh", 1, _u(ivy.atanh))
bitwise_and = _make("bitwise_and", 2, _bitwise(ivy.bitwise_and, ivy.logical_and), identity=-1,
                    reorderable=True)
bitwise_or = _make("bitwise_or", 2, _bitwise(ivy.bitwise_or, ivy.logical_or), identity=0)
bitwise_xor = _make("bitwise_xor", 2, _bitwise(ivy.bitwise_xor, ivy.logical_xor), identity=0)
cbrt = _make("cbrt", 1, _cbrt, scalars=False)
ceil = _make("ceil", 1, _identity_on_bool(ivy.ceil))
conjugate = _make("conjugate", 1, _u(ivy.conj))
copysign = _make("copysign", 2, _b(ivy.copysign))
cos = _make("cos", 1, _u(ivy.cos))
cosh = _make("cosh", 1, _u(ivy.cosh))
deg2rad = _make("deg2rad", 1, lambda ins, x: ivy.multiply(x, math.pi / 180.0))
degrees = _make("degrees", 1, lambda ins, x: ivy.multiply(x, 180.0 / math.pi))
divide = _make("divide", 2, _b(ivy.divide))
divmod = _make("divmod", 2, _divmod, nout=2)  # noqa: A001 - NumPy's name
equal = _make("equal", 2, _compare(ivy.equal, operator.eq))
exp = _make("exp", 1, _u(ivy.exp))
exp2 = _make("exp2", 1, lambda ins, x: ivy.pow(2.0, x))
expm1 = _make("expm1", 1, _u(ivy.expm1))
fabs = _make("fabs", 1, _u(ivy.abs))
float_power = _make("float_power", 2, _b(ivy.pow))
floor = _make("floor", 1, _identity_on_bool(ivy.floor))
floor_divide = _make("floor_divide", 2, _floor_divide)
fmax = _make("fmax", 2, _nan_ignoring(ivy.maximum, _maximum), identity=None, reorderable=True,
             reduce_fn=_nan_max_reduce(ivy.max, -math.inf), scalars=False)
fmin = _make("fmin", 2, _nan_ignoring(ivy.minimum, _minimum), identity=None, reorderable=True,
             reduce_fn=_nan_max_reduce(ivy.min, math.inf), scalars=False)
fmod = _make("fmod", 2, _fmod, scalars=False)
gcd = _make("gcd", 2, _gcd, identity=0, scalars=False)
greater = _make("greater", 2, _compare(ivy.greater, operator.gt))
greater_equal = _make("greater_equal", 2, _compare(ivy.greater_equal, operator.ge))
heaviside = _make("heaviside", 2, _heaviside, scalars=False)
hypot = _make("hypot", 2, _b(ivy.hypot), identity=0)
invert = _make("invert", 1, _invert)
isfinite = _make("isfinite", 1, _nan_check("isfinite"))
isinf = _make("isinf", 1, _nan_check("isinf"))
isnan = _make("isnan", 1, _nan_check("isnan"))
lcm = _make("lcm", 2, _lcm, scalars=False)
left_shift = _make("left_shift", 2, _b(ivy.bitwise_left_shift))
less = _make("less", 2, _compare(ivy.less, operator.lt))
less_equal = _make("less_equal", 2, _compare(ivy.less_equal, operator.le))
log = _make("log", 1, _u(ivy.log))
log10 = _make("log10", 1, _u(ivy.log10))
log1p = _make("log1p", 1, _u(ivy.log1p))
log2 = _make("log2", 1, _u(ivy.log2))
logaddexp = _make("logaddexp", 2, _b(ivy.logaddexp), identity=-math.inf)
logaddexp2 = _make("logaddexp2", 2, _logaddexp2, identity=-math.inf)
logical_and = _make("logical_and", 2, _logical(ivy.logical_and), identity=True,
                    reduce_fn=_bool_reduce(ivy.all), reduce_direct=_reduce_with(None, ivy.all))
logical_not = _make("logical_not", 1, _direct(
    lambda ins: ivy.logical_not if ins[0] == "bool" else None)(
        lambda ins, x: ivy.logical_not(_to_bool(x))))
logical_or = _make("logical_or", 2, _logical(ivy.logical_or), identity=False,
                   reduce_fn=_bool_reduce(ivy.any), reduce_direct=_reduce_with(None, ivy.any))
logical_xor = _make("logical_xor", 2, _logical(ivy.logical_xor), identity=False,
                    reduce_fn=_xor_reduce)
maximum = _make("maximum", 2, _complex_pick(operator.ge), reorderable=True,
                reduce_fn=_max_reduce, scalars=False,
                reduce_direct=_reduce_with(ivy.max, ivy.any))
minimum = _make("minimum", 2, _complex_pick(operator.le), reorderable=True,
                reduce_fn=_min_reduce, scalars=False,
                reduce_direct=_reduce_with(ivy.min, ivy.all))
modf = _make("modf", 1, _modf, nout=2)
multiply = _make("multiply", 2, _multiply, identity=1, reduce_fn=_prod_reduce,
                 accumulate_fn=_cum(ivy.cumprod),
                 reduce_direct=_reduce_with(ivy.prod, ivy.all, ""))
negative = _make("negative", 1, _u(ivy.negative))
nextafter = _make("nextafter", 2, _b(ivy.nextafter))
not_equal = _make("not_equal", 2, _compare(ivy.not_equal, operator.ne))
positive = _make("positive", 1, _u(ivy.positive))
power = _make("power", 2, _power)
rad2deg = _make("rad2deg", 1, lambda ins, x: ivy.multiply(x, 180.0 / math.pi))
radians = _make("radians", 1, lambda ins, x: ivy.multiply(x, math.pi / 180.0))
reciprocal = _make("reciprocal", 1, _reciprocal)
remainder = _make("remainder", 2, _remainder)
right_shift = _make("right_shift", 2, _b(ivy.bitwise_right_shift))
rint = _make("rint", 1, _u(ivy.round))
sign = _make("sign", 1, _u(ivy.sign))
signbit = _make("signbit", 1, _u(ivy.signbit))
sin = _make("sin", 1, _u(ivy.sin))
sinh = _make("sinh", 1, _u(ivy.sinh))
sqrt = _make("sqrt", 1, _u(ivy.sqrt))
square = _make("square", 1, _u(ivy.square))
subtract = _make("subtract", 2, _b(ivy.subtract))
tan = _make("tan", 1, _u(ivy.tan))
tanh = _make("tanh", 1, _u(ivy.tanh))
trunc = _make("trunc", 1, _identity_on_bool(ivy.trunc))
matmul = _make("matmul", 2, _matmul, scalars=False)
matmul.signature = "(n?,k),(k,m?)->(n?,m?)"
vecdot = _make("vecdot", 2, _vecdot, scalars=False)
vecdot.signature = "(n),(n)->()"
for _alias, _target in _ALIASES.items():
    globals()[_alias] = _BY_NAME[_target]
del _alias, _target
