"""``jax.lax`` of the frontend: the primitives ``jax.make_jaxpr`` shows for ordinary JAX code, on
Ivy.

As in JAX, binary primitives take operands of one dtype (a Python number takes the other
operand's dtype; two arrays of different dtypes raise ``TypeError``): no promotion. ``lax.div``
of integers rounds toward zero and ``lax.rem`` takes the dividend's sign (C semantics);
``lax.round`` rounds half away from zero by default. ``precision=`` is accepted and ignored;
``preferred_element_type=`` casts the result. ``erf`` / ``erfc`` / ``erf_inv`` are written with
polynomial approximations (float32 accuracy; Ivy has no error function). Control flow
(``cond``, ``fori_loop``, ``while_loop``, ``scan``, ``switch``) runs on Ivy's (``ivy.cond``,
``ivy.scan``, ...): one loop under the backend's compiler, see ``_lax_control``.
"""

from __future__ import annotations

import builtins
import math as _math

import ivy

from .. import _common
from .._common import ivy_dtype_of, kind_of, reject_option
from ._lax_control import associative_scan, cond, fori_loop, map, scan, switch, while_loop  # noqa: A004, F401
from ._lax_conv import (  # noqa: F401 - the convolutions, and pad / rev they use
    ConvDimensionNumbers,
    conv,
    conv_dimension_numbers,
    conv_general_dilated,
    conv_transpose,
    conv_with_general_padding,
    pad,
    padtype_to_pads,
    rev,
)
from ._lax_gather import GatherDimensionNumbers, gather  # noqa: F401
from ._lax_scatter import (  # noqa: F401
    ScatterDimensionNumbers,
    scatter,
    scatter_add,
    scatter_max,
    scatter_min,
    scatter_mul,
    scatter_sub,
)
from ._lax_shapes import *  # noqa: F403 - the shape helpers, broadcast_like, index_take
from ._lax_shapes import COMPOSED as _SHAPES_COMPOSED
from ._lax_special import *  # noqa: F403 - bessel_i0e / i1e, igamma_grad_a, random_gamma_grad
from ._lax_special import __all__ as _SPECIAL
from ._lax_window import _identity as _window_identity
from ._lax_window import reduce_window_max, reduce_window_min, reduce_window_sum
from .array import _NUMBERS, _is_weak, native, scalar_like, wrap
from .array import astype as _astype
from .array import promote_all as _promote_all
from .numpy import math as _m
from .numpy.creation import _dt
from .numpy.creation import full as _full
from .numpy.creation import full_like as _full_like
from .numpy.manipulation import broadcast_shapes as _bs
from .numpy.manipulation import result_type as _result_type
from .numpy.products import dot as _dot
from .numpy.products import matmul as _matmul

_range = builtins.range
_INT_KINDS = ("bool", "int", "uint")

UNSUPPORTED = {n: "collectives need a named mapped axis (pmap / shard_map), which the eager "
               "frontend has not" for n in (
                   "all_gather", "all_to_all", "axis_index", "axis_size", "pbroadcast", "pcast",
                   "pmax", "pmean", "pmin", "ppermute", "precv", "psend", "pshuffle", "psum",
                   "psum_scatter", "pswapaxes", "ragged_all_to_all")}
UNSUPPORTED.update({n: "XLA-specific: no Ivy counterpart" for n in (
    "after_all", "create_token", "composite", "dce_sink", "platform_dependent", "stage",
    "with_sharding_constraint", "rng_bit_generator", "rng_uniform", "bitcast_convert_type",
    "scaled_dot", "ragged_dot", "ragged_dot_general", "custom_linear_solve", "custom_root",
    "approx_max_k", "approx_min_k", "mulhi", "shape_as_value", "reduce_precision")})
UNSUPPORTED["scatter_apply"] = ("a scatter of a user function needs Ivy's structured control "
                                 "flow; use x.at[...].apply")
UNSUPPORTED.update({n: "not composed yet (ivy.frontends._special_math has no Hurwitz zeta or "
                    "incomplete gamma / beta: those are tf.math's)" for n in (
                        "polygamma", "igamma", "igammac", "betainc", "zeta")})
UNSUPPORTED.update({
    "reduce": "a reduction with a user computation needs Ivy's structured control flow",
    "conv_general_dilated_local": "locally connected convolutions are not in Ivy",
    "conv_general_dilated_patches": "patch extraction is not mapped yet",
    "population_count": "bit counting is not in Ivy",
    "clz": "bit counting is not in Ivy",
    "reduce_xor": "a xor reduction is not in Ivy",
    "fft": "use jax.numpy.fft",
    "optimization_barrier": "XLA-specific: no Ivy counterpart",
})
COMPOSED = frozenset({"div", "rem", "rsqrt", "cbrt", "erf", "erfc", "erf_inv", "round",
                      "integer_pow", "select_n", "broadcast_in_dim", "pad", "dynamic_slice",
                      "dynamic_update_slice", "dot_general", "conv_general_dilated",
                      "cummax", "cummin", "cumlogsumexp", "top_k", "sort", "sort_key_val",
                      "shift_right_logical", "clamp", "scan", "fori_loop", "while_loop", "cond",
                      "switch", "map", "associative_scan", "conv", "conv_with_general_padding",
                      "conv_transpose", "reduce_and", "reduce_or", "reduce_window", "gather",
                      "scatter", "scatter_add", "scatter_sub", "scatter_mul", "scatter_min",
                      "scatter_max",
                      "collapse", "iota",
                      "broadcasted_iota", "batch_matmul", "logistic", "exp2", "nextafter",
                      "complex", "dynamic_update_index_in_dim", "dynamic_update_slice_in_dim"}
                     ) | _SHAPES_COMPOSED | frozenset(_SPECIAL)


class DotDimensionNumbers(tuple):
    """``(((lhs_contract), (rhs_contract)), ((lhs_batch), (rhs_batch)))``."""

    __slots__ = ()


PrecisionLike = object


ConvGeneralDilatedDimensionNumbers = ConvDimensionNumbers


def _arr(x):
    d = native(x)
    if type(d) in _NUMBERS:
        return ivy.asarray(d, dtype={bool: "bool", int: "int32", float: "float32",
                                     complex: "complex64"}[type(d)])
    return d


def _name(d):
    return str(ivy_dtype_of(d.dtype))


def _same(name, x, y):
    """``x`` and ``y`` as natives of one dtype (a Python number takes the array's)."""
    a, b = native(x), native(y)
    if type(a) in _NUMBERS:
        if type(b) in _NUMBERS:
            a = _arr(a)
        else:
            return scalar_like(b, a, b.dtype), b
    if type(b) in _NUMBERS:
        return a, scalar_like(a, b, a.dtype)
    if a.dtype != b.dtype:
        raise TypeError(f"lax.{name} requires arguments to have the same dtypes, got "
                        f"{_name(a)}, {_name(b)}.")
    return a, b


def _binary(fn, name):
    def f(x, y):
        a, b = _same(name, x, y)
        return wrap(fn(a, b), _is_weak(x) and _is_weak(y))

    f.__name__ = f.__qualname__ = name
    return f


def _unary(fn, name):
    def f(x):
        return wrap(fn(_arr(x)), _is_weak(x))

    f.__name__ = f.__qualname__ = name
    return f


def _compare(fn, name):
    def f(x, y):
        a, b = _same(name, x, y)
        return wrap(fn(a, b))

    f.__name__ = f.__qualname__ = name
    return f


# --- elementwise ---------------------------------------------------------------------------------
add = _binary(ivy.add, "add")
sub = _binary(ivy.subtract, "sub")
mul = _binary(ivy.multiply, "mul")
max = _binary(ivy.maximum, "max")  # noqa: A001 - JAX's name
min = _binary(ivy.minimum, "min")  # noqa: A001
atan2 = _binary(ivy.atan2, "atan2")
nextafter = _binary(ivy.nextafter, "nextafter")
bitwise_and = _binary(ivy.bitwise_and, "bitwise_and")
bitwise_or = _binary(ivy.bitwise_or, "bitwise_or")
bitwise_xor = _binary(ivy.bitwise_xor, "bitwise_xor")
shift_left = _binary(ivy.bitwise_left_shift, "shift_left")
shift_right_arithmetic = _binary(ivy.bitwise_right_shift, "shift_right_arithmetic")
eq = _compare(ivy.equal, "eq")
ne = _compare(ivy.not_equal, "ne")
lt = _compare(ivy.less, "lt")
le = _compare(ivy.less_equal, "le")
gt = _compare(ivy.greater, "gt")
ge = _compare(ivy.greater_equal, "ge")
neg = _unary(ivy.negative, "neg")
abs = _unary(ivy.abs, "abs")  # noqa: A001
sign = _unary(ivy.sign, "sign")
exp = _unary(ivy.exp, "exp")
log = _unary(ivy.log, "log")
log1p = _unary(ivy.log1p, "log1p")
expm1 = _unary(ivy.expm1, "expm1")
sqrt = _unary(ivy.sqrt, "sqrt")
tanh = _unary(ivy.tanh, "tanh")
logistic = _unary(ivy.sigmoid, "logistic")
sin = _unary(ivy.sin, "sin")
cos = _unary(ivy.cos, "cos")
tan = _unary(ivy.tan, "tan")
asin = _unary(ivy.asin, "asin")
acos = _unary(ivy.acos, "acos")
atan = _unary(ivy.atan, "atan")
sinh = _unary(ivy.sinh, "sinh")
cosh = _unary(ivy.cosh, "cosh")
asinh = _unary(ivy.asinh, "asinh")
acosh = _unary(ivy.acosh, "acosh")
atanh = _unary(ivy.atanh, "atanh")
floor = _unary(ivy.floor, "floor")
ceil = _unary(ivy.ceil, "ceil")
is_finite = _unary(ivy.isfinite, "is_finite")
bitwise_not = _unary(ivy.bitwise_invert, "bitwise_not")
square = _unary(ivy.square, "square")
reciprocal = _unary(ivy.reciprocal, "reciprocal")
real = _unary(ivy.real, "real")
imag = _unary(ivy.imag, "imag")
conj = _unary(ivy.conj, "conj")
stop_gradient = _unary(ivy.stop_gradient, "stop_gradient")


def _is_int(d):
    return kind_of(d.dtype) in _INT_KINDS


def div(x, y):
    a, b = _same("div", x, y)
    if not _is_int(a):
        return wrap(ivy.divide(a, b))
    q = ivy.floor_divide(a, b)
    fix = ivy.logical_and(ivy.not_equal(ivy.remainder(a, b), 0),
                          ivy.not_equal(ivy.less(a, 0), ivy.less(b, 0)))
    return wrap(ivy.where(fix, ivy.add(q, 1), q))


def rem(x, y):
    a, b = _same("rem", x, y)
    r = ivy.remainder(a, b)
    fix = ivy.logical_and(ivy.not_equal(r, 0), ivy.not_equal(ivy.less(r, 0), ivy.less(a, 0)))
    return wrap(ivy.where(fix, ivy.subtract(r, b), r))


def pow(x, y):  # noqa: A001 - JAX's name
    a = _arr(x)
    b = native(y)
    if type(b) in _NUMBERS:
        b = scalar_like(a, b, a.dtype if type(b) is float or not _is_int(a) else "int32")
    if _is_int(b) and not _is_int(a):
        b = ivy.astype(b, a.dtype)
    return wrap(ivy.pow(a, b))


def integer_pow(x, y):
    d = _arr(x)
    if y < 0:
        return wrap(ivy.reciprocal(ivy.pow(d, -y)) if not _is_int(d) else ivy.pow(d, y))
    out = ivy.ones_like(d)
    base = d
    n = y
    while n:  # exponentiation by squaring, as XLA lowers it
        if n & 1:
            out = ivy.multiply(out, base)
        n >>= 1
        if n:
            base = ivy.multiply(base, base)
    return wrap(out)


def rsqrt(x):
    return wrap(ivy.reciprocal(ivy.sqrt(_arr(x))))


def cbrt(x):
    return _m.cbrt(x)


def exp2(x):
    return _m.exp2(x)


def round(x, rounding_method=0):  # noqa: A001 - JAX's name
    d = _arr(x)
    if int(rounding_method) == 1:  # TO_NEAREST_EVEN
        return wrap(ivy.round(d))
    return wrap(ivy.multiply(ivy.sign(d), ivy.floor(ivy.add(ivy.abs(d), 0.5))))


class RoundingMethod:
    AWAY_FROM_ZERO = 0
    TO_NEAREST_EVEN = 1


def _erfc_abs(ax):
    """erfc(|x|) by a Chebyshev fit (fractional error < 1.2e-7 everywhere)."""
    t = ivy.reciprocal(ivy.add(ivy.multiply(ax, 0.5), 1.0))
    p = ivy.multiply(t, 0.17087277)
    for c in (-0.82215223, 1.48851587, -1.13520398, 0.27886807, -0.18628806, 0.09678418,
              0.37409196, 1.00002368):
        p = ivy.multiply(ivy.add(p, c), t)
    p = ivy.add(p, -1.26551223)
    return ivy.multiply(t, ivy.exp(ivy.subtract(p, ivy.square(ax))))


def _erf_series(d):
    """erf(x) by its Taylor series (for |x| < 0.5, where it converges in a few terms)."""
    x2 = ivy.square(d)
    term = d
    out = d
    for n in _range(1, 10):
        term = ivy.multiply(term, ivy.divide(ivy.negative(x2), float(n)))
        out = ivy.add(out, ivy.divide(term, float(2 * n + 1)))
    return ivy.multiply(out, 2.0 / _math.sqrt(_math.pi))


def erf(x):
    d = _arr(x)
    ax = ivy.abs(d)
    tail = ivy.multiply(ivy.sign(d), ivy.subtract(1.0, _erfc_abs(ax)))
    return wrap(ivy.where(ivy.less(ax, 0.5), _erf_series(d), tail))


def erfc(x):
    d = _arr(x)
    ax = ivy.abs(d)
    c = _erfc_abs(ax)
    out = ivy.where(ivy.less(d, 0), ivy.subtract(2.0, c), c)
    return wrap(ivy.where(ivy.less(ax, 0.5), ivy.subtract(1.0, _erf_series(d)), out))


def erf_inv(x):
    d = _arr(x)
    w = ivy.negative(ivy.log(ivy.multiply(ivy.subtract(1.0, d), ivy.add(1.0, d))))
    small = ivy.less(w, 5.0)
    ws = ivy.subtract(w, 2.5)
    p1 = ivy.full_like(d, 2.81022636e-08)
    for c in (3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087, -0.00125372503,
              -0.00417768164, 0.246640727, 1.50140941):
        p1 = ivy.add(ivy.multiply(p1, ws), c)
    wl = ivy.subtract(ivy.sqrt(ivy.where(small, ivy.full_like(w, 5.0), w)), 3.0)
    p2 = ivy.full_like(d, -0.000200214257)
    for c in (0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773, -0.0076224613,
              0.00943887047, 1.00167406, 2.83297682):
        p2 = ivy.add(ivy.multiply(p2, wl), c)
    out = ivy.multiply(ivy.where(small, p1, p2), d)
    inf = ivy.multiply(ivy.sign(d), float("inf"))
    return wrap(ivy.where(ivy.equal(ivy.abs(d), 1.0), inf, out))


def shift_right_logical(x, y):
    a, b = _same("shift_right_logical", x, y)
    name = _name(a)
    if name.startswith("int"):
        return wrap(_logical_shift(a, b, name))
    return wrap(ivy.bitwise_right_shift(a, b))


def _logical_shift(a, b, name):
    bits = int(name[3:])
    # (a >> b) with the sign bits cleared: mask off the top b bits
    shifted = ivy.bitwise_right_shift(a, b)
    mask = ivy.subtract(ivy.bitwise_left_shift(ivy.ones_like(a), ivy.subtract(bits, b)), 1)
    keep = ivy.where(ivy.greater_equal(b, bits), ivy.zeros_like(a),
                     ivy.where(ivy.equal(b, 0), ivy.full_like(a, -1), mask))
    return ivy.bitwise_and(shifted, keep)


def clamp(min, x, max):  # noqa: A002 - JAX's names
    d = _arr(x)
    lo = native(min)
    hi = native(max)
    lo = scalar_like(d, lo, d.dtype) if type(lo) in _NUMBERS else lo
    hi = scalar_like(d, hi, d.dtype) if type(hi) in _NUMBERS else hi
    return wrap(ivy.minimum(ivy.maximum(d, lo), hi))


def complex(x, y):  # noqa: A001 - JAX's name
    a, b = _same("complex", x, y)
    c = "complex64" if _name(a) != "float64" else "complex128"
    return wrap(ivy.add(ivy.astype(a, c), ivy.multiply(ivy.astype(b, c), 1j)))


def select(pred, on_true, on_false):
    t, f = _same("select", on_true, on_false)
    return wrap(ivy.where(_arr(pred), t, f))


def select_n(which, *cases):
    w = _arr(which)
    cs = [_arr(c) for c in cases]
    if len(cs) == 1:
        return wrap(cs[0])
    if kind_of(w.dtype) == "bool":
        return wrap(ivy.where(w, cs[1], cs[0]))
    out = cs[-1]
    for i in _range(len(cs) - 2, -1, -1):
        out = ivy.where(ivy.equal(w, i), cs[i], out)
    return wrap(out)


def convert_element_type(operand, new_dtype):
    d = _arr(operand)
    name = str(_dt(new_dtype))
    if kind_of(d.dtype) == "float" and kind_of(name) in ("int", "uint"):
        d = ivy.trunc(d)  # XLA truncates toward zero
    return wrap(_astype(d, name))


# --- shapes --------------------------------------------------------------------------------------
def _ints(seq):
    return tuple(int(s) for s in seq)


def broadcast(operand, sizes, *, out_sharding=None):
    d = _arr(operand)
    return wrap(ivy.broadcast_to(d, _ints(sizes) + tuple(d.shape)))


def broadcast_in_dim(operand, shape, broadcast_dimensions, *, out_sharding=None):
    d = _arr(operand)
    shape = _ints(shape)
    s = [1] * len(shape)
    for i, dim in enumerate(broadcast_dimensions):
        s[dim] = int(d.shape[i])
    return wrap(ivy.broadcast_to(ivy.reshape(d, tuple(s)), shape), _is_weak(operand))


def broadcast_to_rank(x, rank):
    d = _arr(x)
    return wrap(ivy.reshape(d, (1,) * builtins.max(rank - len(d.shape), 0) + tuple(d.shape)))


def reshape(operand, new_sizes, dimensions=None, *, out_sharding=None):
    d = _arr(operand)
    if dimensions is not None:
        d = ivy.permute_dims(d, tuple(dimensions))
    return wrap(ivy.reshape(d, _ints(new_sizes)), _is_weak(operand))


def squeeze(array, dimensions):
    return wrap(ivy.squeeze(_arr(array), axis=tuple(dimensions)), _is_weak(array))


def expand_dims(array, dimensions):
    d = _arr(array)
    nd = len(d.shape) + len(dimensions)
    for ax in sorted(x % nd for x in dimensions):
        d = ivy.expand_dims(d, axis=ax)
    return wrap(d, _is_weak(array))


def transpose(operand, permutation):
    return wrap(ivy.permute_dims(_arr(operand), tuple(permutation)))


def concatenate(operands, dimension):
    return wrap(ivy.concat([_arr(o) for o in operands], axis=dimension))


def stack(operands, axis=0):
    return wrap(ivy.stack([_arr(o) for o in operands], axis=axis))


def unstack(x, axis=0):
    return tuple(wrap(u) for u in ivy.unstack(_arr(x), axis=axis))


def split(operand, sizes, axis=0):
    return [wrap(p) for p in ivy.split(_arr(operand), num_or_size_splits=list(sizes), axis=axis)]


def tile(operand, reps):
    return wrap(ivy.tile(_arr(operand), _ints(reps)))


def collapse(operand, start_dimension, stop_dimension=None):
    d = _arr(operand)
    s = tuple(int(v) for v in d.shape)
    stop = len(s) if stop_dimension is None else stop_dimension
    n = 1
    for v in s[start_dimension:stop]:
        n *= v
    return wrap(ivy.reshape(d, s[:start_dimension] + (n,) + s[stop:]))


def slice(operand, start_indices, limit_indices, strides=None):  # noqa: A001 - JAX's name
    d = _arr(operand)
    strides = strides or (1,) * len(start_indices)
    key = tuple(builtins.slice(int(a), int(b), int(s))
                for a, b, s in zip(start_indices, limit_indices, strides))
    return wrap(d[key])


def slice_in_dim(operand, start_index, limit_index, stride=1, axis=0):
    d = _arr(operand)
    key = [builtins.slice(None)] * len(d.shape)
    key[axis] = builtins.slice(start_index, limit_index, stride)
    return wrap(d[tuple(key)])


def index_in_dim(operand, index, axis=0, keepdims=True):
    d = _arr(operand)
    n = int(d.shape[axis])
    i = index % n if index < 0 else index
    out = slice_in_dim(d, i, i + 1, 1, axis)._data
    return wrap(out if keepdims else ivy.squeeze(out, axis=axis))


def _start(i, n, size):
    i = int(i) if type(i) is int else int(ivy.to_scalar(native(i)))
    if i < 0:
        i += n
    return builtins.min(builtins.max(i, 0), n - size)  # XLA clamps the window inside


def dynamic_slice(operand, start_indices, slice_sizes, *, allow_negative_indices=True):
    d = _arr(operand)
    if not isinstance(start_indices, (list, tuple)):
        start_indices = ivy.to_list(native(start_indices))
    key = []
    for i, n, s in zip(start_indices, d.shape, slice_sizes):
        a = _start(i, int(n), int(s))
        key.append(builtins.slice(a, a + int(s)))
    return wrap(d[tuple(key)])


def dynamic_slice_in_dim(operand, start_index, slice_size, axis=0, *,
                         allow_negative_indices=True):
    d = _arr(operand)
    starts = [0] * len(d.shape)
    sizes = [int(s) for s in d.shape]
    starts[axis] = start_index
    sizes[axis] = slice_size
    return dynamic_slice(d, starts, sizes)


def dynamic_index_in_dim(operand, index, axis=0, keepdims=True, *, allow_negative_indices=True):
    out = dynamic_slice_in_dim(operand, index, 1, axis)._data
    return wrap(out if keepdims else ivy.squeeze(out, axis=axis))


def dynamic_update_slice(operand, update, start_indices, *, allow_negative_indices=True):
    d = _arr(operand)
    u = _arr(update)
    if not isinstance(start_indices, (list, tuple)):
        start_indices = ivy.to_list(native(start_indices))
    key = []
    for i, n, s in zip(start_indices, d.shape, u.shape):
        a = _start(i, int(n), int(s))
        key.append(builtins.slice(a, a + int(s)))
    return wrap(d).at[tuple(key)].set(wrap(u))


def dynamic_update_slice_in_dim(operand, update, start_index, axis, *,
                                allow_negative_indices=True):
    d = _arr(operand)
    starts = [0] * len(d.shape)
    starts[axis] = start_index
    return dynamic_update_slice(d, update, starts)


def dynamic_update_index_in_dim(operand, update, index, axis, *, allow_negative_indices=True):
    d = _arr(operand)
    u = _arr(update)
    if len(u.shape) == len(d.shape) - 1:
        u = ivy.expand_dims(u, axis=axis)
    return dynamic_update_slice_in_dim(d, u, index, axis)


# --- creation ------------------------------------------------------------------------------------
def _dtype(dtype):
    return str(_dt(dtype))


def iota(dtype, size, *, sharding=None):
    return wrap(ivy.arange(0, int(size), 1, dtype=_dtype(dtype)))


def broadcasted_iota(dtype, shape, dimension, *, out_sharding=None):
    shape = _ints(shape)
    s = [1] * len(shape)
    s[dimension] = shape[dimension]
    r = ivy.reshape(ivy.arange(0, shape[dimension], 1, dtype=_dtype(dtype)), tuple(s))
    return wrap(ivy.broadcast_to(r, shape))


def full(shape, fill_value, dtype=None, *, sharding=None):
    return _full(shape, fill_value, dtype)


def full_like(x, fill_value, dtype=None, shape=None, sharding=None):
    return _full_like(x, fill_value, dtype, shape)


def empty(dtype):
    return wrap(ivy.zeros((), dtype=_dtype(dtype)))


def zeros_like_array(x):
    return wrap(ivy.zeros_like(_arr(x)))


# --- reductions and scans ------------------------------------------------------------------------
def _axes(axes):
    return tuple(int(a) for a in axes)


def reduce_sum(operand, axes, *, out_sharding=None):
    return wrap(ivy.sum(_arr(operand), axis=_axes(axes)))


def reduce_prod(operand, axes, *, out_sharding=None):
    return wrap(ivy.prod(_arr(operand), axis=_axes(axes)))


def reduce_max(operand, axes, *, out_sharding=None):
    return wrap(ivy.max(_arr(operand), axis=_axes(axes)))


def reduce_min(operand, axes, *, out_sharding=None):
    return wrap(ivy.min(_arr(operand), axis=_axes(axes)))


def reduce_and(operand, axes):
    d = _arr(operand)
    if kind_of(d.dtype) != "bool":
        reject_option("jax.lax", "reduce_and", "dtype", _name(d), "bool operands only")
    return wrap(ivy.all(d, axis=_axes(axes)))


def reduce_or(operand, axes):
    d = _arr(operand)
    if kind_of(d.dtype) != "bool":
        reject_option("jax.lax", "reduce_or", "dtype", _name(d), "bool operands only")
    return wrap(ivy.any(d, axis=_axes(axes)))


def argmax(operand, axis, index_dtype):
    return wrap(ivy.astype(ivy.argmax(_arr(operand), axis=axis), _dtype(index_dtype)))


def argmin(operand, axis, index_dtype):
    return wrap(ivy.astype(ivy.argmin(_arr(operand), axis=axis), _dtype(index_dtype)))


def cumsum(operand, axis=0, reverse=False):
    d = _arr(operand)
    return wrap(ivy.cumsum(d, axis=axis, reverse=reverse, dtype=d.dtype))


def cumprod(operand, axis=0, reverse=False):
    d = _arr(operand)
    return wrap(ivy.cumprod(d, axis=axis, reverse=reverse, dtype=d.dtype))


def _cum(fn, operand, axis, reverse):
    # a log-step (Hillis-Steele) scan with ``fn``: log2(n) elementwise steps
    d = _arr(operand)
    axis = axis % len(d.shape)
    if reverse:
        d = ivy.flip(d, axis=axis)
    n = int(d.shape[axis])
    shift = 1
    while shift < n:
        lo = [builtins.slice(None)] * len(d.shape)
        hi = [builtins.slice(None)] * len(d.shape)
        lo[axis] = builtins.slice(0, n - shift)
        hi[axis] = builtins.slice(shift, n)
        head = [builtins.slice(None)] * len(d.shape)
        head[axis] = builtins.slice(0, shift)
        d = ivy.concat([d[tuple(head)], fn(d[tuple(hi)], d[tuple(lo)])], axis=axis)
        shift *= 2
    return wrap(ivy.flip(d, axis=axis) if reverse else d)


def cummax(operand, axis=0, reverse=False):
    return _cum(ivy.maximum, operand, axis, reverse)


def cummin(operand, axis=0, reverse=False):
    return _cum(ivy.minimum, operand, axis, reverse)


def cumlogsumexp(operand, axis=0, reverse=False):
    return _cum(ivy.logaddexp, operand, axis, reverse)


def sort(operand, dimension=-1, is_stable=True, num_keys=1):
    if isinstance(operand, (list, tuple)):
        ops = [_arr(o) for o in operand]
        if num_keys != 1:
            reject_option("jax.lax", "sort", "num_keys", num_keys, "one sort key")
        order = ivy.argsort(ops[0], axis=dimension, stable=True)
        return tuple(wrap(ivy.take_along_axis(o, order, axis=dimension)) for o in ops)
    return wrap(ivy.sort(_arr(operand), axis=dimension, stable=True))


def sort_key_val(keys, values, dimension=-1, is_stable=True):
    return sort((keys, values), dimension)


def top_k(operand, k, *, axis=-1):
    d = _arr(operand)
    order = ivy.argsort(d, axis=axis, descending=True, stable=True)
    sl = [builtins.slice(None)] * len(d.shape)
    sl[axis] = builtins.slice(0, int(k))
    idx = order[tuple(sl)]
    return wrap(ivy.take_along_axis(d, idx, axis=axis)), wrap(ivy.astype(idx, "int32"))


# --- products ------------------------------------------------------------------------------------
_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def dot_general(lhs, rhs, dimension_numbers, precision=None, preferred_element_type=None, *,
                out_sharding=None):

    (a, b), _ = _promote_all(lhs, rhs)
    (lc, rc), (lb, rb) = dimension_numbers
    na, nb = len(a.shape), len(b.shape)
    la = list(_LETTERS[:na])
    lbl = list(_LETTERS[na:na + nb])
    for i, j in zip(lc, rc):
        lbl[j] = la[i]
    for i, j in zip(lb, rb):
        lbl[j] = la[i]
    out = [la[i] for i in lb] + [la[i] for i in _range(na) if i not in lc and i not in lb] + \
        [lbl[j] for j in _range(nb) if j not in rc and j not in rb]
    r = ivy.einsum(f"{''.join(la)},{''.join(lbl)}->{''.join(out)}", a, b)
    if preferred_element_type is not None:
        r = ivy.astype(r, _dtype(preferred_element_type))
    return wrap(r)


def dot(lhs, rhs, *, dimension_numbers=None, precision=None, preferred_element_type=None,
        out_sharding=None):
    if dimension_numbers is not None:
        return dot_general(lhs, rhs, dimension_numbers, precision, preferred_element_type)

    return _dot(lhs, rhs, preferred_element_type=preferred_element_type)


def batch_matmul(lhs, rhs, precision=None):
    return _matmul(lhs, rhs)


def broadcast_shapes(*shapes):
    return _bs(*shapes)


def dtype(x, *, canonicalize=False):
    return _result_type(x)


def __getattr__(name):
    if name in UNSUPPORTED:
        return _common.unsupported("jax.lax", name, UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.jax.lax' has no attribute {name!r}")


def reduce_window(operand, init_value, computation, window_dimensions, window_strides, padding,
                  base_dilation=None, window_dilation=None):
    """``lax.reduce_window`` for the reductions JAX itself lowers to a primitive: ``computation``
    ``lax.add`` / ``lax.max`` / ``lax.min`` (or ``jnp.add`` / ``maximum`` / ``minimum``) with its
    identity as ``init_value`` (0, -inf / the dtype's lowest, +inf / the highest); any other
    computation or initial value raises."""
    kinds = {add: "sum", _m.add: "sum", max: "max", _m.maximum: "max", min: "min",
             _m.minimum: "min"}
    kind = kinds.get(computation)
    if kind is None:
        reject_option("jax.lax", "reduce_window", "computation", computation,
                      "lax.add, lax.max or lax.min")
    x = _arr(operand)
    init = native(init_value)
    init = init if type(init) in _NUMBERS else ivy.to_scalar(init)
    if init != _window_identity(kind, x.dtype):
        reject_option("jax.lax", "reduce_window", "init_value", init,
                      f"the identity of {kind} (another start needs a general reduce)")
    nd = len(x.shape)
    if isinstance(padding, str):
        wdil = window_dilation or (1,) * nd
        window = [(int(w) - 1) * int(d) + 1 for w, d in zip(window_dimensions, wdil)]
        padding = padtype_to_pads([int(n) for n in x.shape], window,
                                  window_strides or (1,) * nd, padding)
    fn = {"sum": reduce_window_sum, "max": reduce_window_max, "min": reduce_window_min}[kind]
    return fn(x, window_dimensions, window_strides, padding, base_dilation, window_dilation)
