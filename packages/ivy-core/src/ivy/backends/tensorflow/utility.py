"""TensorFlow kernels: utility functions. Wrapped for argument names, non-bool inputs (compared
with zero), axis=() (no reduction) and diff (TF has none: slices subtracted n times)."""

import tensorflow as tf

from ._helpers import BOOL, norm_axes, value_error


def _bool(x):
    return x if x.dtype is BOOL else tf.not_equal(x, tf.zeros((), x.dtype))


def all(x, /, *, axis=None, keepdims=False):  # noqa: A001
    axes = norm_axes(axis, x.shape.rank)
    x = _bool(x)
    if not axes:
        return tf.identity(x)
    return tf.math.reduce_all(x, axis=axes, keepdims=keepdims)


def any(x, /, *, axis=None, keepdims=False):  # noqa: A001
    axes = norm_axes(axis, x.shape.rank)
    x = _bool(x)
    if not axes:
        return tf.identity(x)
    return tf.math.reduce_any(x, axis=axes, keepdims=keepdims)


def diff(x, /, *, axis=-1, n=1, prepend=None, append=None):
    ax = norm_axes(axis, x.shape.rank)[0]
    if n == 0:  # as NumPy: x itself, without prepend/append
        return tf.identity(x)
    try:
        parts = [p for p in (prepend, x, append) if p is not None]
        if len(parts) > 1:
            x = tf.concat([tf.cast(p, x.dtype) for p in parts], ax)
    except (tf.errors.InvalidArgumentError, ValueError) as e:
        raise value_error("diff", e) from e
    lead = (slice(None),) * ax
    sub = tf.math.not_equal if x.dtype is BOOL else tf.math.subtract
    for _ in range(n):
        x = sub(x[lead + (slice(1, None),)], x[lead + (slice(None, -1),)])
    return x
