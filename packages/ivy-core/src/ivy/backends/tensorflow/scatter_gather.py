"""TensorFlow kernels: gathering and scattering with tf.gather (batch_dims), tf.gather_nd,
tf.scatter_nd and tf.tensor_scatter_nd_*; "mul" (TF has no scatter product) through
unsorted_segment_prod on linear indices. Negative indices are counted from the end first (TF
refuses them); TF checks the bounds on the CPU (InvalidArgumentError -> IvyIndexError), not on
GPUs. ``out=`` takes a tf.Variable (assigned); a plain tf.Tensor is immutable."""

import math

import tensorflow as tf

from ... import dtypes as _dt
from ..._rules.scatter_gather import _one_hot_args
from .. import _scatter_gather as S
from ._helpers import I32, I64, UNSIGNED, T, assign_out, native_dtype
from ._raw import GatherNd, GatherV2, ScatterNd, ints

_BAD_INDEX = (tf.errors.InvalidArgumentError,)
_PLAIN = (int, float, bool)
# TF's CPU kernels check index ranges (its GPU kernels do not): without a GPU, an eager call with
# int32/int64 indices runs natively first and wraps negative indices only if TF refuses them
_CHECKED = not tf.config.list_physical_devices("GPU")
_BAD_INDEX_TEXT = ("is not in [", "does not index", "index out of range", "out of bound")


def _bad_index(e):
    """Whether a TF error reports an out-of-range index."""
    return any(t in str(e) for t in _BAD_INDEX_TEXT)


def _index(indices, dims):
    """int32/int64 indices with negative ones counted from the end of their axis (``dims``: the
    axis lengths, one per coordinate on the last axis, or one int)."""
    d = indices.dtype
    if d is not I64 and d is not I32:
        indices = tf.cast(indices, I64)
    if d in UNSIGNED:
        return indices
    n = tf.cast(dims, indices.dtype) if tf.is_tensor(dims) else tf.constant(dims, indices.dtype)
    return tf.where(indices < 0, indices + n, indices)


def _fixed_rows(rows, size, fill_value):
    rows = rows[:size]
    pad = size - tf.shape(rows, out_type=I64)[0]
    return tf.pad(rows, [[0, pad], [0, 0]], constant_values=tf.cast(fill_value, rows.dtype))


def argwhere(x, /, *, size=None, fill_value=0):
    fill_value = S.fixed_rows_args("argwhere", size, fill_value)
    nz = x if x.dtype is tf.bool else tf.not_equal(x, tf.zeros((), x.dtype))
    if x.shape.rank == 0:  # tf.where takes no 0-d input: one row of no columns where x is set
        rows = tf.where(tf.reshape(nz, (1,)))[:, :0]
    else:
        rows = tf.where(nz)
    return rows if size is None else _fixed_rows(rows, size, fill_value)


def _native_first(indices):
    return _CHECKED and type(indices) is T and (indices.dtype is I64 or indices.dtype is I32)


def gather(x, indices, /, *, axis=-1, batch_dims=0):
    p = S.gather_plan("gather", x, indices, axis, batch_dims)
    if _native_first(indices):
        try:
            return GatherV2(params=x, indices=indices, axis=p.axis, batch_dims=p.batch_dims)
        except _BAD_INDEX as e:
            if not _bad_index(e):
                raise
    try:
        return tf.gather(x, _index(indices, x.shape[p.axis]), axis=p.axis,
                         batch_dims=p.batch_dims)
    except _BAD_INDEX as e:
        if not _bad_index(e):
            raise
        raise S.out_of_range("gather", e) from e


def gather_nd(x, indices, /, *, batch_dims=0):
    b, k = S.gather_nd_plan("gather_nd", x, indices, batch_dims)
    if _native_first(indices):
        try:
            if b == 0:
                return GatherNd(params=x, indices=indices)  # tf.gather_nd's op
            return tf.gather_nd(x, indices, batch_dims=b)
        except _BAD_INDEX as e:
            if not _bad_index(e):
                raise
    try:
        return tf.gather_nd(x, _index(indices, list(x.shape[b:b + k])), batch_dims=b)
    except _BAD_INDEX as e:
        if not _bad_index(e):
            raise
        raise S.out_of_range("gather_nd", e) from e


def one_hot(indices, depth, /, *, on_value=1, off_value=0, axis=-1, dtype=None):
    ax = _one_hot_args(indices, depth, axis, _dt.isdtype)
    d = native_dtype(_dt.default_float_dtype() if dtype is None else dtype)
    i = indices if indices.dtype in (tf.uint8, tf.int8, I32, I64) else tf.cast(indices, I64)
    a = -1 if ax == indices.shape.rank else ax
    if type(on_value) in _PLAIN and type(off_value) in _PLAIN and on_value == 1 and \
            off_value == 0 and d != tf.bool:  # tf.one_hot's defaults: no constants per call
        return tf.one_hot(i, depth, axis=a, dtype=d)
    return tf.one_hot(i, depth, on_value=tf.cast(on_value, d), off_value=tf.cast(off_value, d),
                      axis=a, dtype=d)


def _identity(reduction, d):
    if d.is_floating:
        return math.inf if reduction == "min" else -math.inf
    return d.max if reduction == "min" else d.min


def _linear(i, dims):
    """Row-major linear index of ``i[..., :K]`` into ``dims``, bounds asserted (a coordinate out
    of range could otherwise land on another valid position)."""
    lin = None
    for j, n in enumerate(dims):
        c = i[..., j]
        tf.debugging.assert_non_negative(c, message="index out of range")
        tf.debugging.assert_less(c, tf.constant(n, c.dtype), message="index out of range")
        lin = c if lin is None else lin * n + c
    return lin


def scatter_nd(indices, updates, /, shape=None, *, reduction="sum", x=None, out=None):
    shape, d, k = S.scatter_args("scatter_nd", tuple(indices.shape), indices.dtype,
                                 tuple(updates.shape), updates.dtype, shape, x, out, reduction)
    if out is not None and not isinstance(out, tf.Variable):
        raise S.immutable_out("scatter_nd", "tensorflow", "plain tf.Tensor (pass a tf.Variable)")
    d = native_dtype(d)
    upd = updates if updates.dtype is d else tf.cast(updates, d)
    ushape = tuple(indices.shape[:-1]) + shape[k:]
    if tuple(upd.shape) != ushape:
        upd = tf.broadcast_to(upd, ushape)
    if _native_first(indices):  # negative indices wrapped only if TF refuses them (as gather)
        try:
            return assign_out(out, _scatter(indices, upd, shape, d, k, reduction, x), "scatter_nd")
        except _BAD_INDEX as e:
            if not _bad_index(e):
                raise
    try:
        sizes = list(shape[:k])
        if None in sizes:  # sizes known only at run time (tf.function): x's or out's
            sizes = tf.shape(x if x is not None else out)[:k]
        r = _scatter(_index(indices, sizes), upd, shape, d, k, reduction, x)
    except _BAD_INDEX as e:
        if not _bad_index(e):
            raise
        raise S.out_of_range("scatter_nd", e) from e
    return assign_out(out, r, "scatter_nd")


def _scatter(i, upd, shape, d, k, reduction, x):
    if i.shape.rank == 1:  # TF's scatters need at least one index dimension
        i, upd = i[None], upd[None]
    fresh = x is None
    if reduction == "sum":
        if fresh:  # tf.scatter_nd's op, with the shape as a cached tensor (see _raw)
            return ScatterNd(indices=i, updates=upd, shape=ints(shape, i.dtype))
        return tf.tensor_scatter_nd_add(x, i, upd)
    if reduction == "replace":
        return tf.tensor_scatter_nd_update(tf.zeros(shape, d) if fresh else x, i, upd)
    if reduction == "mul":
        lead = math.prod(shape[:k])
        seg = tf.math.unsorted_segment_prod(
            tf.reshape(upd, (-1,) + shape[k:]), tf.reshape(_linear(i, shape[:k]), (-1,)), lead)
        r = tf.reshape(seg, shape) if fresh else x * tf.reshape(seg, shape)
    else:
        f = tf.tensor_scatter_nd_min if reduction == "min" else tf.tensor_scatter_nd_max
        r = f(tf.fill(shape, tf.constant(_identity(reduction, d), d)) if fresh else x, i, upd)
    if fresh:  # the reduction of the updates alone where an index points, else zeros
        hit = tf.scatter_nd(i, tf.ones(tf.shape(i)[:-1], I32), shape[:k]) > 0
        hit = tf.reshape(hit, shape[:k] + (1,) * (len(shape) - k))
        r = tf.where(hit, r, tf.zeros((), d))
    return r
