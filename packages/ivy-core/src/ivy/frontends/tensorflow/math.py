"""``tf.math`` of the frontend (also re-exported as ``tf.add``, ``tf.reduce_sum`` ...).

Each function converts its inputs with TensorFlow's rules (``_promotion``: no implicit casting,
Python numbers to the tensor's dtype), calls Ivy and wraps the result in a frontend ``Tensor``.
Kernels TensorFlow does not have for a dtype (``tf.exp`` of int32, ``tf.reduce_sum`` of bool)
raise ``tf.errors.InvalidArgumentError`` as TensorFlow does. ``name=`` is accepted and ignored.
"""

from __future__ import annotations

from collections import namedtuple

import ivy

from .._common import ivy_dtype_of, reject_option, unsupported
from ._dtypes import DTYPES, as_dtype
from ._promotion import (
    ANY,
    BOOL,
    FLOATING,
    INEXACT,
    NUMERIC,
    REAL,
    SIGNED,
    as_tensor,
    beside,
    binary,
    check_kind,
    convert,
    fits,
    hinted,
    same_dtype,
)
from .errors import InvalidArgumentError as _InvalidArgumentError
from .tensor import Tensor, ivy_kind, wrap

#: names of ``tf.math`` the frontend knows it cannot offer, with the reason
UNSUPPORTED: dict = {
    "sobol_sample": "TensorFlow's table of Sobol direction numbers",
}
#: functions written as a composition of several Ivy functions
COMPOSED = frozenset({
    "add_n", "count_nonzero", "divide_no_nan", "is_non_decreasing", "is_strictly_increasing",
    "l2_normalize", "log_sigmoid", "multiply_no_nan", "polyval", "reduce_euclidean_norm",
    "reduce_logsumexp", "reduce_mean", "rsqrt", "segment_sum", "softsign", "squared_difference",
    "top_k", "truediv", "divide", "unsorted_segment_sum", "xdivy", "xlogy", "zero_fraction",
    "invert_permutation", "reciprocal_no_nan", "scalar_mul", "cumulative_logsumexp",
    "truncatediv", "truncatemod", "unsorted_segment_max", "unsorted_segment_min",
    "unsorted_segment_prod", "unsorted_segment_mean", "unsorted_segment_sqrt_n", "segment_max",
    "segment_min", "segment_prod", "segment_mean", "angle", "xlog1py", "bincount",
    "confusion_matrix", "in_top_k", "approx_max_k", "approx_min_k", "erf", "erfc", "erfinv",
    "erfcinv", "ndtri", "lgamma", "digamma", "lbeta", "zeta", "polygamma", "bessel_i0",
    "bessel_i0e", "bessel_i1", "bessel_i1e", "igamma", "igammac", "betainc"})

_SQDIFF = frozenset({"int32", "int64", "float16", "bfloat16", "float32", "float64", "complex64",
                     "complex128"})
_TRUNCMOD = frozenset({"int32", "int64", "float32", "float64"})
_RINT = frozenset({"float32", "float64"})


def _float_unary(fn, op, allowed=INEXACT):
    def unary(x, name=None):
        return wrap(fn(check_kind(op, convert(x), allowed)))

    unary.__name__ = unary.__qualname__ = fn.__name__
    return unary


def _binary(fn, op, allowed=NUMERIC):
    def binary_op(x, y, name=None):
        a, b = binary(op, x, y)
        check_kind(op, a if hasattr(a, "dtype") else b, allowed)
        return wrap(fn(a, b))

    binary_op.__name__ = binary_op.__qualname__ = fn.__name__
    return binary_op


# --- elementwise --------------------------------------------------------------------------------
def abs(x, name=None):  # noqa: A001 - TensorFlow's name
    return wrap(ivy.abs(check_kind("Abs", convert(x), SIGNED)))


def negative(x, name=None):
    return wrap(ivy.negative(check_kind("Neg", convert(x), SIGNED)))


def sign(x, name=None):
    return wrap(ivy.sign(check_kind("Sign", convert(x), SIGNED)))


def square(x, name=None):
    return wrap(ivy.square(check_kind("Square", convert(x), NUMERIC)))


exp = _float_unary(ivy.exp, "Exp")
expm1 = _float_unary(ivy.expm1, "Expm1")
log = _float_unary(ivy.log, "Log")
log1p = _float_unary(ivy.log1p, "Log1p")
sqrt = _float_unary(ivy.sqrt, "Sqrt")
sin = _float_unary(ivy.sin, "Sin")
cos = _float_unary(ivy.cos, "Cos")
tan = _float_unary(ivy.tan, "Tan")
asin = _float_unary(ivy.asin, "Asin")
acos = _float_unary(ivy.acos, "Acos")
atan = _float_unary(ivy.atan, "Atan")
sinh = _float_unary(ivy.sinh, "Sinh")
cosh = _float_unary(ivy.cosh, "Cosh")
asinh = _float_unary(ivy.asinh, "Asinh")
acosh = _float_unary(ivy.acosh, "Acosh")
atanh = _float_unary(ivy.atanh, "Atanh")
tanh = _float_unary(ivy.tanh, "Tanh")
sigmoid = _float_unary(ivy.sigmoid, "Sigmoid")
reciprocal = _float_unary(ivy.reciprocal, "Reciprocal", NUMERIC)
floor = _float_unary(ivy.floor, "Floor", FLOATING)
ceil = _float_unary(ivy.ceil, "Ceil", FLOATING)
rint = _float_unary(ivy.round, "Rint", _RINT)
is_nan = _float_unary(ivy.isnan, "IsNan", FLOATING)
is_inf = _float_unary(ivy.isinf, "IsInf", FLOATING)
is_finite = _float_unary(ivy.isfinite, "IsFinite", FLOATING)
softplus = _float_unary(ivy.softplus, "Softplus", FLOATING)
real = _float_unary(ivy.real, "Real", NUMERIC)
imag = _float_unary(ivy.imag, "Imag", ANY)
conj = _float_unary(ivy.conj, "Conj", NUMERIC)
exp.__doc__ = "Exponential, element-wise (floating and complex tensors only)."


def round(x, name=None):  # noqa: A001 - TensorFlow's name: half to even
    return wrap(ivy.round(check_kind("Round", convert(x), REAL)))


def rsqrt(x, name=None):
    return wrap(ivy.reciprocal(ivy.sqrt(check_kind("Rsqrt", convert(x), INEXACT))))


def softsign(features, name=None):
    x = check_kind("Softsign", convert(features), FLOATING)
    return wrap(ivy.divide(x, ivy.add(ivy.abs(x), 1)))


def log_sigmoid(x, name=None):
    x = check_kind("LogSigmoid", convert(x), FLOATING)
    return wrap(ivy.negative(ivy.softplus(ivy.negative(x))))


def add(x, y, name=None):
    # tf.math.add converts x on its own and y with x's dtype as a hint (unlike the other ops)
    if type(x) is not Tensor:
        x = convert(x)
    a, b = binary("AddV2", x, hinted(y, x.dtype if type(x) is not Tensor else x._data.dtype))
    check_kind("AddV2", a, NUMERIC)
    return wrap(ivy.add(a, b))


subtract = _binary(ivy.subtract, "Sub")
multiply = _binary(ivy.multiply, "Mul")
maximum = _binary(ivy.maximum, "Maximum", REAL)
minimum = _binary(ivy.minimum, "Minimum", REAL)
pow = _binary(ivy.pow, "Pow", SIGNED)  # noqa: A001 - TensorFlow's name
floordiv = _binary(ivy.floor_divide, "FloorDiv", REAL)
floormod = _binary(ivy.remainder, "FloorMod", REAL)
mod = floormod
atan2 = _binary(ivy.atan2, "Atan2", FLOATING)
equal = _binary(ivy.equal, "Equal", ANY)
not_equal = _binary(ivy.not_equal, "NotEqual", ANY)
less = _binary(ivy.less, "Less", REAL)
less_equal = _binary(ivy.less_equal, "LessEqual", REAL)
greater = _binary(ivy.greater, "Greater", REAL)
greater_equal = _binary(ivy.greater_equal, "GreaterEqual", REAL)
logical_and = _binary(ivy.logical_and, "LogicalAnd", BOOL)
logical_or = _binary(ivy.logical_or, "LogicalOr", BOOL)
logical_xor = _binary(ivy.logical_xor, "LogicalXor", BOOL)


def logical_not(x, name=None):
    return wrap(ivy.logical_not(check_kind("LogicalNot", convert(x), BOOL)))


# TensorFlow's true division: 8/16-bit integers in float32, 32/64-bit integers in float64
_TRUEDIV = {"int8": "float32", "int16": "float32", "uint8": "float32", "uint16": "float32",
            "int32": "float64", "int64": "float64", "uint32": "float64", "uint64": "float64"}


def truediv(x, y, name=None):
    return _truediv(convert(x), y)


def divide(x, y, name=None):
    a, b = binary("RealDiv", x, y)
    return _truediv(a if hasattr(a, "dtype") else convert_like(a, b), b)


def _truediv(a, y):
    b = y._data if type(y) is Tensor else y
    da = str(ivy_dtype_of(a.dtype))
    if as_tensor(b) is None:
        b = beside(b, a, "RealDiv", 1) if fits(b, da) else convert(b)
    if hasattr(b, "dtype") and b.dtype != a.dtype:  # TensorFlow checks before its op: TypeError
        raise TypeError(f"`x` and `y` must have the same dtype, got {DTYPES[da]!r} != "
                        f"{DTYPES[ivy_dtype_of(b.dtype)]!r}.")
    if da == "bool":
        raise TypeError("Invalid dtype tf.bool in __truediv__")
    to = _TRUEDIV.get(da)
    if to is not None:
        a = ivy.astype(a, to)
        b = ivy.astype(b, to) if hasattr(b, "dtype") else float(b)
    return wrap(ivy.divide(a, b))


def truncatediv(x, y, name=None):
    a, b = binary("TruncateDiv", x, y)
    a = convert_like(a, b)
    b = convert_like(b, a)
    d = check_kind("TruncateDiv", a, REAL)
    if ivy_kind(d) in ("int", "uint"):  # rounded towards zero, as C's integer division
        q = ivy.floor_divide(ivy.abs(a), ivy.abs(b))
        neg = ivy.not_equal(ivy.less(a, 0), ivy.less(b, 0))
        return wrap(ivy.where(neg, ivy.negative(q), q))
    return wrap(ivy.trunc(ivy.divide(a, b)))


def truncatemod(x, y, name=None):
    a, b = binary("TruncateMod", x, y)
    a = convert_like(a, b)
    b = convert_like(b, check_kind("TruncateMod", a, _TRUNCMOD))
    return wrap(ivy.subtract(a, ivy.multiply(truncatediv(a, b)._data, b)))


def realdiv(x, y, name=None):
    a, b = binary("RealDiv", x, y)
    d = a if hasattr(a, "dtype") else b
    if ivy_kind(d) in ("int", "uint"):
        return truncatediv(a, b)
    return wrap(ivy.divide(a, b))


def divide_no_nan(x, y, name=None):
    a, b = binary("DivNoNan", x, y)
    a, b = check_kind("DivNoNan", convert(a), INEXACT), convert_like(b, a)
    zero = ivy.equal(b, 0)
    return wrap(ivy.where(zero, ivy.zeros_like(a), ivy.divide(a, ivy.where(zero, ivy.ones_like(b),
                                                                              b))))


def multiply_no_nan(x, y, name=None):
    a, b = binary("MulNoNan", x, y)
    a, b = convert(a), convert_like(b, a)
    return wrap(ivy.where(ivy.equal(b, 0), ivy.zeros_like(ivy.multiply(a, b)), ivy.multiply(a, b)))


def squared_difference(x, y, name=None):
    a, b = binary("SquaredDifference", x, y)
    check_kind("SquaredDifference", a if hasattr(a, "dtype") else b, _SQDIFF)
    return wrap(ivy.square(ivy.subtract(a, b)))


def xlogy(x, y, name=None):
    a, b = binary("Xlogy", x, y)
    a, b = check_kind("Xlogy", convert(a), INEXACT), convert_like(b, a)
    return wrap(ivy.where(ivy.equal(a, 0), ivy.zeros_like(ivy.multiply(a, b)),
                          ivy.multiply(a, ivy.log(b))))


def xlog1py(x, y, name=None):
    """``x * log1p(y)``, 0 where ``x`` is 0."""
    a, b = binary("Xlog1py", x, y)
    a, b = check_kind("Xlog1py", convert(a), INEXACT), convert_like(b, a)
    return wrap(ivy.where(ivy.equal(a, 0), ivy.zeros_like(ivy.multiply(a, b)),
                          ivy.multiply(a, ivy.log1p(b))))


def xdivy(x, y, name=None):
    a, b = binary("Xdivy", x, y)
    a, b = check_kind("Xdivy", convert(a), INEXACT), convert_like(b, a)
    return wrap(ivy.where(ivy.equal(a, 0), ivy.zeros_like(ivy.multiply(a, b)), ivy.divide(a, b)))


def convert_like(v, x):
    """A Python number left by ``binary`` as an array of ``x``'s dtype (arrays unchanged)."""
    return v if hasattr(v, "dtype") else ivy.asarray(v, dtype=ivy_dtype_of(x.dtype))


def reciprocal_no_nan(x, name=None):
    a = convert(x)
    return divide_no_nan(ivy.ones_like(a), a)


def scalar_mul(scalar, x, name=None):
    return multiply(x, scalar)


def add_n(inputs, name=None):
    xs = same_dtype("AddN", list(inputs))
    out = xs[0]
    for v in xs[1:]:
        out = ivy.add(out, v)
    return wrap(out)


def polyval(coeffs, x, name=None):
    out = convert(x)
    acc = ivy.zeros_like(out)
    for c in coeffs:  # Horner's scheme
        acc = ivy.add(ivy.multiply(acc, out), native_of(c))
    return wrap(acc)


def native_of(v):
    return v._data if hasattr(v, "_data") else v


# --- reductions ---------------------------------------------------------------------------------
def _axis(axis):
    if axis is None:
        return None
    if hasattr(axis, "_data") or ivy.is_native_array(axis):
        axis = ivy.to_list(native_of(axis))
    if isinstance(axis, (list, tuple)):
        return tuple(int(a) for a in axis)
    return int(axis)


def reduce_sum(input_tensor, axis=None, keepdims=False, name=None):
    x = check_kind("Sum", convert(input_tensor), NUMERIC)
    return wrap(ivy.sum(x, axis=_axis(axis), keepdims=bool(keepdims), dtype=x.dtype))


def reduce_prod(input_tensor, axis=None, keepdims=False, name=None):
    x = check_kind("Prod", convert(input_tensor), NUMERIC)
    return wrap(ivy.prod(x, axis=_axis(axis), keepdims=bool(keepdims), dtype=x.dtype))


def reduce_mean(input_tensor, axis=None, keepdims=False, name=None):
    x = check_kind("Mean", convert(input_tensor), NUMERIC)
    if ivy_kind(x) in ("float", "complex"):
        return wrap(ivy.mean(x, axis=_axis(axis), keepdims=bool(keepdims)))
    # integers: the sum divided by the count, truncated towards zero (TensorFlow's kernel)
    s = ivy.sum(x, axis=_axis(axis), keepdims=bool(keepdims), dtype=x.dtype)
    n = 1
    for i, d in enumerate(x.shape):
        ax = _axis(axis)
        if ax is None or i in _norm_axes(ax, len(x.shape)):
            n *= int(d)
    if n == 0:
        return wrap(ivy.zeros_like(s))
    q = ivy.floor_divide(ivy.abs(s), n)
    return wrap(ivy.where(ivy.less(s, 0), ivy.negative(q), q))


def _norm_axes(ax, ndim):
    ax = ax if isinstance(ax, tuple) else (ax,)
    return {a % ndim if ndim else 0 for a in ax}


def _extreme(fn, x, axis, keepdims, highest):
    """``reduce_max`` / ``reduce_min``; over no elements TensorFlow gives the reduction's
    identity: the dtype's lowest value for max (-inf for floats), its highest for min."""
    ax = _axis(axis)
    shape = tuple(x.shape)
    if 0 not in shape:
        return fn(x, axis=ax, keepdims=keepdims)
    n = len(shape)
    axes = set(range(n)) if ax is None else {a % n for a in ((ax,) if type(ax) is int else ax)}
    out = tuple(1 if i in axes else d for i, d in enumerate(shape) if keepdims or i not in axes)
    if all(shape[i] for i in axes):  # the reduced axes have elements: an empty result
        return fn(x, axis=ax, keepdims=keepdims)
    d = str(ivy_dtype_of(x.dtype))
    if d.startswith("float") or d == "bfloat16":
        v = float("inf") if highest else float("-inf")
    else:
        info = ivy.iinfo(d)
        v = int(info.max if highest else info.min)
    return ivy.full(out, v, dtype=d)


def reduce_max(input_tensor, axis=None, keepdims=False, name=None):
    x = check_kind("Max", convert(input_tensor), REAL)
    return wrap(_extreme(ivy.max, x, axis, bool(keepdims), False))


def reduce_min(input_tensor, axis=None, keepdims=False, name=None):
    x = check_kind("Min", convert(input_tensor), REAL)
    return wrap(_extreme(ivy.min, x, axis, bool(keepdims), True))


def reduce_all(input_tensor, axis=None, keepdims=False, name=None):
    x = check_kind("All", convert(input_tensor), BOOL)
    return wrap(ivy.all(x, axis=_axis(axis), keepdims=bool(keepdims)))


def reduce_any(input_tensor, axis=None, keepdims=False, name=None):
    x = check_kind("Any", convert(input_tensor), BOOL)
    return wrap(ivy.any(x, axis=_axis(axis), keepdims=bool(keepdims)))


def reduce_logsumexp(input_tensor, axis=None, keepdims=False, name=None):
    x = check_kind("Max", convert(input_tensor), FLOATING)
    ax = _axis(axis)
    m = ivy.stop_gradient(ivy.max(x, axis=ax, keepdims=True))
    m = ivy.where(ivy.isfinite(m), m, ivy.zeros_like(m))
    out = ivy.add(ivy.log(ivy.sum(ivy.exp(ivy.subtract(x, m)), axis=ax, keepdims=True)), m)
    if not keepdims:
        out = ivy.reshape(out, tuple(ivy.sum(x, axis=ax).shape))
    return wrap(out)


def reduce_variance(input_tensor, axis=None, keepdims=False, name=None):
    x = check_kind("reduce_variance", convert(input_tensor), INEXACT)
    return wrap(ivy.var(x, axis=_axis(axis), keepdims=bool(keepdims)))


def reduce_std(input_tensor, axis=None, keepdims=False, name=None):
    x = check_kind("reduce_std", convert(input_tensor), INEXACT)
    return wrap(ivy.std(x, axis=_axis(axis), keepdims=bool(keepdims)))


def reduce_euclidean_norm(input_tensor, axis=None, keepdims=False, name=None):
    x = check_kind("EuclideanNorm", convert(input_tensor), INEXACT)
    return wrap(ivy.sqrt(ivy.sum(ivy.square(x), axis=_axis(axis), keepdims=bool(keepdims))))


def count_nonzero(input, axis=None, keepdims=None, dtype=DTYPES["int64"], name=None):
    x = convert(input)
    nz = ivy.not_equal(x, ivy.zeros_like(x))
    return wrap(ivy.astype(ivy.sum(ivy.astype(nz, ivy.int64), axis=_axis(axis),
                                   keepdims=bool(keepdims)), as_dtype(dtype)))


def zero_fraction(value, name=None):
    x = convert(value)
    return wrap(ivy.mean(ivy.astype(ivy.equal(x, ivy.zeros_like(x)), ivy.float32)))


def _nan_as(x, v):
    """TensorFlow's argmax / argmin pass over NaN (a NaN never compares greater): as ``v``
    (-inf for argmax, inf for argmin; the first of equal values wins)."""
    d = str(ivy_dtype_of(x.dtype))
    if d.startswith("float") or d == "bfloat16":
        return ivy.where(ivy.isnan(x), ivy.asarray(v, dtype=d), x)
    return x


def argmax(input, axis=None, output_type=DTYPES["int64"], name=None):
    x = _nan_as(check_kind("ArgMax", convert(input), REAL | BOOL), float("-inf"))
    return wrap(ivy.astype(ivy.argmax(x, axis=0 if axis is None else _axis(axis)),
                           as_dtype(output_type)))


def argmin(input, axis=None, output_type=DTYPES["int64"], name=None):
    x = _nan_as(check_kind("ArgMin", convert(input), REAL | BOOL), float("inf"))
    return wrap(ivy.astype(ivy.argmin(x, axis=0 if axis is None else _axis(axis)),
                           as_dtype(output_type)))


def cumsum(x, axis=0, exclusive=False, reverse=False, name=None):
    a = check_kind("Cumsum", convert(x), NUMERIC)
    return wrap(ivy.cumsum(a, axis=_axis(axis), exclusive=bool(exclusive), reverse=bool(reverse),
                           dtype=a.dtype))


def cumprod(x, axis=0, exclusive=False, reverse=False, name=None):
    a = check_kind("Cumprod", convert(x), NUMERIC)
    return wrap(ivy.cumprod(a, axis=_axis(axis), exclusive=bool(exclusive),
                            reverse=bool(reverse), dtype=a.dtype))


def cumulative_logsumexp(x, axis=0, exclusive=False, reverse=False, name=None):
    a = check_kind("CumulativeLogsumexp", convert(x), FLOATING)
    ax = _axis(axis)
    m = ivy.stop_gradient(ivy.max(a, axis=ax, keepdims=True))
    m = ivy.where(ivy.isfinite(m), m, ivy.zeros_like(m))
    s = ivy.cumsum(ivy.exp(ivy.subtract(a, m)), axis=ax, exclusive=bool(exclusive),
                   reverse=bool(reverse))
    return wrap(ivy.add(ivy.log(s), m))


TopKV2 = namedtuple("TopKV2", ["values", "indices"])


def top_k(input, k=1, sorted=True, index_type=DTYPES["int32"], name=None):  # noqa: A002
    x = check_kind("TopKV2", convert(input), REAL)
    k = int(native_of(k)) if not isinstance(k, int) else k
    if k < 0 or k > (x.shape[-1] if x.shape else 0):
        raise _InvalidArgumentError(None, "TopKV2", f"input must have at least k columns. Had "
                                   f"{x.shape[-1] if x.shape else 0}, needed {k} [Op:TopKV2]")
    idx = ivy.argsort(x, axis=-1, descending=True, stable=True)[..., :k]
    return TopKV2(wrap(ivy.take_along_axis(x, idx, axis=-1)), wrap(ivy.astype(idx, as_dtype(
        index_type))))


def invert_permutation(x, name=None):
    a = convert(x)
    return wrap(ivy.astype(ivy.argsort(a), ivy_dtype_of(a.dtype)))


def is_non_decreasing(x, name=None):
    a = ivy.reshape(convert(x), (-1,))
    return wrap(ivy.all(ivy.greater_equal(a[1:], a[:-1])))


def is_strictly_increasing(x, name=None):
    a = ivy.reshape(convert(x), (-1,))
    return wrap(ivy.all(ivy.greater(a[1:], a[:-1])))


def l2_normalize(x, axis=None, epsilon=1e-12, name=None, dim=None):
    a = check_kind("l2_normalize", convert(x), INEXACT)
    ax = _axis(axis if axis is not None else dim)
    ss = ivy.sum(ivy.square(ivy.abs(a)) if ivy_kind(a) == "complex" else ivy.square(a), axis=ax,
                 keepdims=True)
    return wrap(ivy.multiply(a, ivy.reciprocal(ivy.sqrt(ivy.maximum(ss, epsilon)))))


def softmax(logits, axis=None, name=None):
    x = check_kind("Softmax", convert(logits), FLOATING)
    return wrap(ivy.softmax(x, axis=-1 if axis is None else int(axis)))


def log_softmax(logits, axis=None, name=None):
    x = check_kind("LogSoftmax", convert(logits), FLOATING)
    return wrap(ivy.log_softmax(x, axis=-1 if axis is None else int(axis)))


def segment_sum(data, segment_ids, name=None):
    x, ids = convert(data), convert(segment_ids)
    n = int(ivy.to_scalar(ivy.max(ids))) + 1 if ids.shape[0] else 0
    return wrap(ivy.scatter_nd(ivy.expand_dims(ids, axis=-1), x,
                               shape=(n, *tuple(x.shape)[1:])))


def unsorted_segment_sum(data, segment_ids, num_segments, name=None):
    x, ids = convert(data), convert(segment_ids)
    n = int(native_of(num_segments)) if not isinstance(num_segments, int) else num_segments
    return wrap(ivy.scatter_nd(ivy.expand_dims(ids, axis=-1), x,
                               shape=(n, *tuple(x.shape)[len(ids.shape):])))


# --- more segments ------------------------------------------------------------------------------
def _segments(data, segment_ids, num_segments, reduction, fill):
    x, ids = convert(data), convert(segment_ids)
    if num_segments is None:  # the sorted ops: as many segments as the largest id + 1
        n = int(ivy.to_scalar(ivy.max(ids))) + 1 if ids.shape[0] else 0
    else:
        n = int(native_of(num_segments))
    shape = (n, *tuple(x.shape)[len(ids.shape):])
    idx = ivy.expand_dims(ids, axis=-1)
    if fill is None:
        return x, ids, n, ivy.scatter_nd(idx, x, shape=shape, reduction=reduction)
    # positions no id reaches keep ``fill`` (an array of the data's backend: scatter's shape)
    base = ivy.full_like(ivy.scatter_nd(idx, x, shape=shape), fill)
    return x, ids, n, ivy.scatter_nd(idx, x, shape=shape, reduction=reduction, x=base)


def _counts(ids, n, like):
    ones = ivy.ones(tuple(ids.shape), dtype=like.dtype)
    return ivy.scatter_nd(ivy.expand_dims(ids, axis=-1), ones, shape=(n,))


def _empty_to_zero(out, ids, n):
    # TensorFlow's sorted segment ops give 0 for a segment no id names
    c = _counts(ids, n, out)
    c = ivy.reshape(c, (n,) + (1,) * (len(out.shape) - 1))
    return ivy.where(ivy.greater(c, 0), out, ivy.zeros_like(out))


def unsorted_segment_max(data, segment_ids, num_segments, name=None):
    x = convert(data)
    lo = DTYPES[ivy_dtype_of(x.dtype)].min
    return wrap(_segments(x, segment_ids, num_segments, "max", lo)[3])


def unsorted_segment_min(data, segment_ids, num_segments, name=None):
    x = convert(data)
    hi = DTYPES[ivy_dtype_of(x.dtype)].max
    return wrap(_segments(x, segment_ids, num_segments, "min", hi)[3])


def unsorted_segment_prod(data, segment_ids, num_segments, name=None):
    return wrap(_segments(data, segment_ids, num_segments, "mul", 1)[3])


def unsorted_segment_mean(data, segment_ids, num_segments, name=None):
    x, ids, n, s = _segments(data, segment_ids, num_segments, "sum", None)
    c = ivy.reshape(_counts(ids, n, s), (n,) + (1,) * (len(s.shape) - 1))
    return wrap(ivy.divide(s, ivy.maximum(c, 1)))


def unsorted_segment_sqrt_n(data, segment_ids, num_segments, name=None):
    x, ids, n, s = _segments(data, segment_ids, num_segments, "sum", None)
    c = ivy.reshape(_counts(ids, n, s), (n,) + (1,) * (len(s.shape) - 1))
    return wrap(ivy.divide(s, ivy.sqrt(ivy.maximum(c, 1))))


def segment_max(data, segment_ids, name=None):
    x = convert(data)
    _, ids, n, out = _segments(x, segment_ids, None, "max", DTYPES[ivy_dtype_of(x.dtype)].min)
    return wrap(_empty_to_zero(out, ids, n))


def segment_min(data, segment_ids, name=None):
    x = convert(data)
    _, ids, n, out = _segments(x, segment_ids, None, "min", DTYPES[ivy_dtype_of(x.dtype)].max)
    return wrap(_empty_to_zero(out, ids, n))


def segment_prod(data, segment_ids, name=None):
    return wrap(_segments(data, segment_ids, None, "mul", 1)[3])


def segment_mean(data, segment_ids, name=None):
    x, ids, n, s = _segments(data, segment_ids, None, "sum", None)
    c = ivy.reshape(_counts(ids, n, s), (n,) + (1,) * (len(s.shape) - 1))
    return wrap(ivy.divide(s, ivy.maximum(c, 1)))


def angle(input, name=None):  # noqa: A002
    x = convert(input)
    if ivy_kind(x) != "complex":
        return wrap(ivy.where(ivy.less(x, 0), ivy.full_like(x, 3.141592653589793),
                              ivy.zeros_like(x)))
    return wrap(ivy.atan2(ivy.imag(x), ivy.real(x)))


def nextafter(x1, x2, name=None):
    a, b = binary("NextAfter", x1, x2)
    return wrap(ivy.nextafter(a, b))


def in_top_k(targets, predictions, k, name=None):
    """Whether ``predictions[i, targets[i]]`` is among the ``k`` largest of row ``i`` (ties
    count as in, a row with a non-finite prediction as out, as TensorFlow)."""
    p = convert(predictions)
    t = convert(targets)
    picked = ivy.take_along_axis(p, ivy.expand_dims(ivy.astype(t, ivy.int64), axis=-1), axis=-1)
    greater = ivy.sum(ivy.astype(ivy.greater(p, picked), ivy.int32), axis=-1)
    return wrap(ivy.logical_and(ivy.less(greater, int(k)), ivy.all(ivy.isfinite(p), axis=-1)))


ApproxTopK = namedtuple("ApproxTopK", ["values", "indices"])


def _approx_k(op, operand, k, reduction_dimension, largest):
    x = check_kind(op, convert(operand), REAL)
    axis = int(reduction_dimension) % len(x.shape)
    moved = ivy.moveaxis(x, axis, -1)
    idx = ivy.argsort(moved, axis=-1, descending=largest, stable=True)[..., :int(k)]
    vals = ivy.take_along_axis(moved, idx, axis=-1)
    return ApproxTopK(wrap(ivy.moveaxis(vals, -1, axis)),
                      wrap(ivy.moveaxis(ivy.astype(idx, "int32"), -1, axis)))


def approx_max_k(operand, k, reduction_dimension=-1, recall_target=0.95,
                 reduction_input_size_override=-1, aggregate_to_topk=True, name=None):
    """The exact ``k`` largest along ``reduction_dimension`` (recall 1, as TensorFlow's CPU
    kernel), ``(values, indices)``."""
    return _approx_k("ApproxTopK", operand, k, reduction_dimension, True)


def approx_min_k(operand, k, reduction_dimension=-1, recall_target=0.95,
                 reduction_input_size_override=-1, aggregate_to_topk=True, name=None):
    """The exact ``k`` smallest along ``reduction_dimension`` (recall 1), ``(values,
    indices)``."""
    return _approx_k("ApproxTopK", operand, k, reduction_dimension, False)


def _numel(x):
    n = 1
    for s in x.shape:
        n *= int(s)
    return n


def _nonnegative_ints(op, v):
    d = convert(v)
    if ivy_kind(d) not in ("int", "uint"):
        raise _InvalidArgumentError(None, op, f"{op} takes integer values [Op:{op}]")
    if _numel(d) and int(ivy.min(d)) < 0:
        raise _InvalidArgumentError(None, op, f"Input arr must be non-negative! [Op:{op}]")
    return d


def bincount(arr, weights=None, minlength=None, maxlength=None, dtype=DTYPES["int32"], name=None,
             axis=None, binary_output=False):
    """Counts (or summed ``weights``) of each value of ``arr`` (flattened: ``axis=None``), of
    length ``max(arr) + 1`` bounded by ``minlength`` / ``maxlength``; values at or beyond the
    length are dropped. Dtype: ``weights``' if given, else ``dtype``."""
    if axis not in (None, 0):
        reject_option("tf", "math.bincount", "axis", axis, "the flattened input only")
    d = ivy.reshape(_nonnegative_ints("DenseBincount", arr), (-1,))
    n = int(ivy.max(d)) + 1 if _numel(d) else 0
    if minlength is not None:
        n = max(n, int(native_of(minlength)))
    if maxlength is not None:
        n = min(n, int(native_of(maxlength)))
    keep = ivy.less(d, n)
    if weights is not None and not binary_output:
        w = ivy.reshape(convert(weights), (-1,))
        out_dtype = ivy_dtype_of(w.dtype)
    else:
        out_dtype = as_dtype(dtype)
        w = ivy.ones(d.shape, dtype=out_dtype)
    w = ivy.where(keep, w, ivy.zeros_like(w))
    idx = ivy.where(keep, d, ivy.zeros_like(d))
    counts = ivy.scatter_flat(ivy.astype(idx, "int64"), w, n)
    if binary_output:
        counts = ivy.astype(ivy.greater(counts, 0), out_dtype)
    return wrap(counts)


def confusion_matrix(labels, predictions, num_classes=None, weights=None, dtype=DTYPES["int32"],
                     name=None):
    """``m[labels[i], predictions[i]] += weights[i]`` (1 without weights), ``num_classes`` square
    (``max(labels, predictions) + 1`` by default), of ``dtype``."""
    lab = ivy.astype(ivy.reshape(_nonnegative_ints("confusion_matrix", labels), (-1,)), "int64")
    pred = ivy.astype(ivy.reshape(_nonnegative_ints("confusion_matrix", predictions), (-1,)),
                      "int64")
    if num_classes is None:
        n = int(ivy.max(ivy.maximum(lab, pred))) + 1 if _numel(lab) else 0
    else:
        n = int(native_of(num_classes))
        if _numel(lab) and int(ivy.max(ivy.maximum(lab, pred))) >= n:
            raise _InvalidArgumentError(None, "confusion_matrix", "`labels` and `predictions` "
                                        "must be less than `num_classes`")
    out_dtype = as_dtype(dtype)
    w = (ivy.ones(lab.shape, dtype=out_dtype) if weights is None else
         ivy.astype(ivy.reshape(convert(weights), (-1,)), out_dtype))
    flat = ivy.scatter_flat(ivy.add(ivy.multiply(lab, n), pred), w, n * n)
    return wrap(ivy.reshape(flat, (n, n)))


accumulate_n = add_n
__all__ = sorted(n for n, v in dict(globals()).items()
                 if not n.startswith("_") and callable(v) and getattr(v, "__module__", "") ==
                 __name__ and n not in ("convert_like", "native_of", "TopKV2", "ApproxTopK"))

from ._special import *  # noqa: E402, F403 - erf, lgamma, bessel_i0 ... (tf.math's names)
from ._special import __all__ as _special_names  # noqa: E402

__all__ += _special_names


def __getattr__(name):
    if name in UNSUPPORTED:
        return unsupported("tf", f"math.{name}", UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.tensorflow.math' has no attribute {name!r}")
