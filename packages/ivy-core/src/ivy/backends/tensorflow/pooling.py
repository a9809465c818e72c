"""TensorFlow kernels: pooling through ``tf.nn.max_pool{1,2,3}d`` / ``tf.nn.avg_pool{1,2,3}d``.

TensorFlow's ``"SAME"`` is Ivy's (its average excludes the padding); other paddings are applied
with ``tf.pad`` before a ``"VALID"`` pooling (``-inf`` for max; average window sums are divided by
Ivy's divisor). TensorFlow pools without dilations (``tf.nn.pool`` refuses them with strides) and
has no float64 3-D pooling kernels: those calls are composed from strided slices and
``tf.maximum`` / ``tf.add``. Adaptive pooling is composed.
"""

import tensorflow as tf

from ...functional._spatial import avg_divisor, has_empty_windows, pool_args, pool_by_slices
from .._spatial_kernels import pool_kernels


def _last(x, a):
    if len(a.batch) != 1:
        x = tf.reshape(x, (-1, *x.shape[len(a.batch):]))
    return tf.transpose(x, (0, *range(2, a.n + 2), 1)) if a.cf else x


def _finish(y, a):
    if a.cf:
        y = tf.transpose(y, (0, a.n + 1, *range(1, a.n + 1)))
    return tf.reshape(y, (*a.batch, *y.shape[1:])) if len(a.batch) != 1 else y


# per dimensionality, with the data format named: the gradient of the generic tf.nn.max_pool on
# 5-D input reads a data_format attribute it did not set (TF 2.21)
_MAX = {1: (tf.nn.max_pool1d, "NWC"), 2: (tf.nn.max_pool2d, "NHWC"), 3: (tf.nn.max_pool3d, "NDHWC")}
_AVG = {1: (tf.nn.avg_pool1d, "NWC"), 2: (tf.nn.avg_pool2d, "NHWC"), 3: (tf.nn.avg_pool3d, "NDHWC")}


def _native(kind, x, a, padding):
    f, fmt = (_MAX if kind == "MAX" else _AVG)[a.n]
    return f(x, a.kernel, a.strides, padding, data_format=fmt)


def _pool(x, a, kind, fill):
    """Window max / sum (``kind``) of channel-last ``x`` over Ivy's padding (``fill``)."""
    native = x.dtype == tf.float32 or a.n < 3
    if kind == "MAX" and has_empty_windows(a):  # TF's max of -inf alone is the lowest float
        native = False
    if native and a.padding == "SAME" and kind == "MAX" and all(d == 1 for d in a.dilations):
        return _native("MAX", x, a, "SAME")
    if any(lo or hi for lo, hi in a.full_pads):
        x = tf.pad(x, [(0, 0), *a.full_pads, (0, 0)], constant_values=fill)
    if native and all(d == 1 for d in a.dilations):
        y = _native(kind, x, a, "VALID")
        if tuple(y.shape[1:-1]) != a.out:
            y = y[(slice(None),) + tuple(slice(0, o) for o in a.out)]
        if kind == "SUM":
            taps = 1
            for k in a.kernel:
                taps *= k
            y = y * taps
        return y
    return pool_by_slices(x, a, range(1, a.n + 1), tf.maximum if kind == "MAX" else tf.add)


def _avg(n, fname, x, kernel, strides, padding, data_format, count_include_pad, ceil_mode):
    a = pool_args(fname, n, x, kernel, strides, padding, data_format, 1, ceil_mode)
    x = _last(x, a)
    if x.dtype == tf.float32 or n < 3:
        if a.padding == "SAME" and not count_include_pad:
            return _finish(_native("AVG", x, a, "SAME"), a)
        if not any(lo or hi for lo, hi in a.full_pads):  # every window is whole: TF's average
            return _finish(_native("AVG", x, a, "VALID"), a)
    y = _pool(x, a, "SUM", 0)
    div = avg_divisor(a, count_include_pad)
    if isinstance(div, float):
        return _finish(y * (1.0 / div), a)
    return _finish(y * tf.constant(1.0 / div[..., None], y.dtype), a)  # channel-last here


def _max(n, fname, x, kernel, strides, padding, data_format, dilations, ceil_mode):
    a = pool_args(fname, n, x, kernel, strides, padding, data_format, dilations, ceil_mode)
    return _finish(_pool(_last(x, a), a, "MAX", float("-inf")), a)


globals().update(pool_kernels(_avg, _max))
