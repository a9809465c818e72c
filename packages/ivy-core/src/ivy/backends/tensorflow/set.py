"""TensorFlow kernels: set functions. tf.unique keeps the order of first occurrence, treats each
NaN as a distinct value and -0.0 as 0.0, as the standard says. It has no complex kernel: complex
values are made unique as (real, imag) rows (UniqueV2 along axis 0). Values are then sorted (nan last), as
on the other backends. The first occurrence of each
value is a segment minimum of the flat indices over the inverse."""

import tensorflow as tf

from ...results import UniqueAllResult, UniqueCountsResult, UniqueInverseResult
from ._helpers import BOOL, COMPLEX, FLOATS, I64, U8


def _order(v):
    """Stable ascending order of unique values, nan last (TF's argsort misplaces nan); complex:
    by real part, then imaginary part."""
    if v.dtype is BOOL:
        return tf.argsort(tf.cast(v, U8), stable=True)
    if v.dtype in COMPLEX:
        keys = [tf.math.imag(v), tf.math.real(v)]  # least significant first
    else:
        keys = [v]
    o = tf.range(tf.size(v))
    for k in keys:
        k = tf.gather(k, o)
        if k.dtype in FLOATS:
            nan = tf.math.is_nan(k)
            k = tf.where(nan, tf.zeros((), k.dtype), k)
            s = tf.argsort(k, stable=True)
            o = tf.gather(o, s)
            o = tf.gather(o, tf.argsort(tf.cast(tf.gather(nan, s), U8), stable=True))
        else:
            o = tf.gather(o, tf.argsort(k, stable=True))
    return o


def _unique(x):
    """(sorted values, inverse of the flattened x) with int64 indices; sorted like the other
    backends (tf.unique keeps the order of first occurrence)."""
    flat = tf.reshape(x, (-1,))
    if x.dtype in COMPLEX:
        pairs = tf.stack([tf.math.real(flat), tf.math.imag(flat)], 1)
        y, inv = tf.raw_ops.UniqueV2(x=pairs, axis=tf.constant([0], I64), out_idx=I64)
        v = tf.complex(y[:, 0], y[:, 1])
    else:
        v, inv = tf.unique(flat, out_idx=I64)
    o = _order(v)
    rank = tf.cast(tf.math.invert_permutation(o), I64)
    return tf.gather(v, o), tf.gather(rank, inv)


def _counts(inv, m):
    return tf.math.unsorted_segment_sum(tf.ones_like(inv), inv, m)


def unique_all(x, /):
    v, inv = _unique(x)
    m = tf.shape(v, out_type=I64)[0]
    first = tf.math.unsorted_segment_min(tf.range(tf.size(inv, out_type=I64)), inv, m)
    return UniqueAllResult(v, first, tf.reshape(inv, tf.shape(x)), _counts(inv, m))


def unique_counts(x, /):
    v, inv = _unique(x)
    return UniqueCountsResult(v, _counts(inv, tf.shape(v, out_type=I64)[0]))


def unique_inverse(x, /):
    v, inv = _unique(x)
    return UniqueInverseResult(v, tf.reshape(inv, tf.shape(x)))


def unique_values(x, /):
    return _unique(x)[0]
