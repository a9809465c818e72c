"""TensorFlow kernels: indexing functions. Wrapped for argument names, negative indices (counted
from the end, as array-api-strict) and take_along_axis's broadcasting (a batched tf.gather)."""

import tensorflow as tf

from ...errors import IvyValueError
from .. import _scatter_gather as S
from ._helpers import I32, I64, norm_axes


def _index(indices, n):
    if indices.dtype is not I64 and indices.dtype is not I32:
        indices = tf.cast(indices, I64)
    shift = n if type(n) is int and n < 2**31 else tf.cast(n, indices.dtype)
    return tf.where(indices < 0, indices + shift, indices)


def _size(x, axis):
    """The length of ``x`` along ``axis``: a Python int where the shape says it (no shape op)."""
    d = x.shape[axis]
    return tf.shape(x)[axis] if d is None else d


def take(x, indices, /, *, axis=None):
    if axis is None:
        if x.shape.rank != 1:
            raise IvyValueError(f"ivy.take: axis is required for a {x.shape.rank}-d array")
        axis = 0
    try:
        return tf.gather(x, _index(indices, _size(x, axis)), axis=axis)
    except tf.errors.InvalidArgumentError as e:  # (eager: TF checks indices on the CPU)
        raise S.out_of_range("take", e.message) from e


def take_along_axis(x, indices, /, *, axis=-1):
    n = x.shape.rank
    ax = norm_axes(axis, n)[0]
    xs, js = x.shape.as_list(), indices.shape.as_list()
    if ax == n - 1 and None not in xs[:-1] and xs[:-1] == js[:-1]:
        # the common case, the last axis of equal batch dimensions: one batched gather
        try:
            return tf.gather(x, _index(indices, _size(x, ax)), axis=ax, batch_dims=ax)
        except tf.errors.InvalidArgumentError as e:
            raise S.out_of_range("take_along_axis", e.message) from e
    perm = [a for a in range(n) if a != ax] + [ax]
    inv = [perm.index(a) for a in range(n)]
    xt = tf.transpose(x, perm)
    it = tf.transpose(_index(indices, _size(x, ax)), perm)
    batch = tf.broadcast_dynamic_shape(tf.shape(xt)[:-1], tf.shape(it)[:-1])
    xt = tf.broadcast_to(xt, tf.concat([batch, tf.shape(xt)[-1:]], 0))
    it = tf.broadcast_to(it, tf.concat([batch, tf.shape(it)[-1:]], 0))
    try:
        out = tf.gather(xt, it, axis=n - 1, batch_dims=n - 1)
    except tf.errors.InvalidArgumentError as e:
        raise S.out_of_range("take_along_axis", e.message) from e
    return tf.transpose(out, inv)
