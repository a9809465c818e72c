"""TensorFlow kernels: sorting functions (wrapped for argument names, the direction flag and
int64 indices; TF's argsort keeps equal elements in order with stable=True, also descending).

NaN sorts as the largest value, as on NumPy, PyTorch and JAX (last ascending, first descending):
TF orders it by its bit pattern, so a float array that holds a NaN takes a second stable sort,
by "is NaN", of the first one's order (eagerly only when a NaN is there; always in a graph)."""

import tensorflow as tf

from ...errors import IvyIndexError
from ._helpers import I64

_FLOATS = (tf.float16, tf.bfloat16, tf.float32, tf.float64)


def _order(x, axis, descending):
    """Stable argsort indices (int32) of ``x`` along ``axis``, NaN the largest value."""
    d = "DESCENDING" if descending else "ASCENDING"
    if x.dtype not in _FLOATS:
        return tf.argsort(x, axis=axis, direction=d, stable=True)
    nan = tf.math.is_nan(x)
    if tf.executing_eagerly() and not bool(tf.reduce_any(nan)):
        return tf.argsort(x, axis=axis, direction=d, stable=True)
    first = tf.argsort(tf.where(nan, tf.constant(float("inf"), x.dtype), x), axis=axis,
                       direction=d, stable=True)
    # then by "is NaN" (stable): NaNs after the rest ascending, before it descending; the first
    # order holds among equal flags (+inf before NaN ascending, ties in their order)
    flag = tf.cast(nan if not descending else tf.logical_not(nan), tf.int32)
    second = tf.argsort(tf.gather(flag, first, axis=axis, batch_dims=_batch(x, axis)),
                        axis=axis, stable=True)
    return tf.gather(first, second, axis=axis, batch_dims=_batch(x, axis))


def _batch(x, axis):
    """``batch_dims`` of a gather along ``axis`` of same-shaped arrays: the axes before it (the
    axes after it are taken along by moving ``axis`` last first; see ``_along``)."""
    return axis % x.shape.rank


def _along(f, x, axis, descending):
    """``f(x, axis, descending)`` with ``axis`` moved last when it is not (the batched gathers
    need every other axis before it)."""
    n = x.shape.rank
    if not -n <= axis < n:  # (axis % n would sort along another axis)
        raise IvyIndexError(f"axis {axis} is out of bounds for an array of {n} dimensions")
    ax = axis % n
    if ax == n - 1:
        return f(x, ax, descending)
    perm = [a for a in range(n) if a != ax] + [ax]
    inv = [perm.index(a) for a in range(n)]
    return tf.transpose(f(tf.transpose(x, perm), n - 1, descending), inv)


def argsort(x, /, *, axis=-1, descending=False, stable=True):
    if not x.shape.rank:  # 0-d, or a graph's unknown rank: TF's own (NaN by its bits)
        d = "DESCENDING" if descending else "ASCENDING"
        return tf.cast(tf.argsort(x, axis=axis, direction=d, stable=True), I64)
    return tf.cast(_along(_order, x, axis, descending), I64)


def sort(x, /, *, axis=-1, descending=False, stable=True):
    d = "DESCENDING" if descending else "ASCENDING"
    if x.dtype not in _FLOATS or not x.shape.rank:
        return tf.sort(x, axis=axis, direction=d)
    if tf.executing_eagerly() and not bool(tf.reduce_any(tf.math.is_nan(x))):
        return tf.sort(x, axis=axis, direction=d)

    def by_order(y, ax, desc):
        return tf.gather(y, _order(y, ax, desc), axis=ax, batch_dims=ax)

    return _along(by_order, x, axis, descending)
