"""TensorFlow kernels: pooling through ``tf.nn.max_pool{1,2,3}d`` / ``tf.nn.avg_pool{1,2,3}d``.

TensorFlow's ``"SAME"`` is Ivy's (its average excludes the padding); other paddings are applied
with ``tf.pad`` before a ``"VALID"`` pooling (``-inf`` for max; average window sums are divided by
Ivy's divisor). TensorFlow pools without dilations (``tf.nn.pool`` refuses them with strides) and
has no float64 3-D pooling kernels: those calls are composed from strided slices and
``tf.maximum`` / ``tf.add``. Adaptive pooling is composed.
"""

import tensorflow as tf

from ..._rules.spatial import avg_divisor, has_empty_windows, pool_args, pool_by_slices
from .._spatial_kernels import avg_pool_kernel, max_pool_kernel


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
    p = a.memo.get(kind)
    if p is None:
        p = a.memo[kind] = _plan(x, a, kind)
    route, pads, crop, taps = p
    if route == "same":
        return _native("MAX", x, a, "SAME")
    if pads is not None:
        x = tf.pad(x, pads, constant_values=fill)
    if route == "native":
        y = _native(kind, x, a, "VALID")
        if crop is not None:
            y = y[crop]
        return y if taps is None else y * taps
    return pool_by_slices(x, a, range(1, a.n + 1), tf.maximum if kind == "MAX" else tf.add)


def _plan(x, a, kind):
    """How ``_pool`` runs a call (once per call signature: the pooling's cached arguments hold
    it): ``(route, tf.pad's widths or None, the crop of TF's result or None, the window size for
    sums or None)``; route "same" (TF's own SAME max pooling), "native" (TF's VALID pooling of the
    padded input) or "slices"."""
    native = x.dtype == tf.float32 or a.n < 3
    if kind == "MAX" and has_empty_windows(a):  # TF's max of -inf alone is the lowest float
        native = False
    plain = all(d == 1 for d in a.dilations)
    if native and a.padding == "SAME" and kind == "MAX" and plain:
        return "same", None, None, None
    pads = [(0, 0), *a.full_pads, (0, 0)] if any(lo or hi for lo, hi in a.full_pads) else None
    if not (native and plain):
        return "slices", pads, None, None
    valid = tuple((m + lo + hi - k) // s + 1 for m, (lo, hi), k, s in
                  zip(a.spatial, a.full_pads, a.kernel, a.strides))
    crop = None if valid == a.out else (slice(None),) + tuple(slice(0, o) for o in a.out)
    taps = None
    if kind == "SUM":
        taps = 1
        for k in a.kernel:
            taps *= k
    return "native", pads, crop, taps


def _avg(n, fname, x, kernel, strides, padding, data_format, count_include_pad, ceil_mode):
    a = pool_args(fname, n, x, kernel, strides, padding, data_format, 1, ceil_mode)
    key = ("AVG", bool(count_include_pad))
    route = a.memo.get(key)
    if route is None:  # TF's own average where it is Ivy's: SAME without the padding, or VALID
        route = a.memo[key] = (
            None if not (x.dtype == tf.float32 or n < 3) else
            "SAME" if a.padding == "SAME" and not count_include_pad else
            "VALID" if not any(lo or hi for lo, hi in a.full_pads) else None)  # whole windows
    if route is not None:
        f, fmt = _AVG[n]
        if not a.cf and len(a.batch) == 1:  # called from here: TF's eager ops pay ~1 us for each
            return f(x, a.kernel, a.strides, route, data_format=fmt)  # Python frame above them
        return _finish(f(_last(x, a), a.kernel, a.strides, route, data_format=fmt), a)
    y = _pool(_last(x, a), a, "SUM", 0)
    div = avg_divisor(a, count_include_pad)
    if isinstance(div, float):
        return _finish(y * (1.0 / div), a)
    return _finish(y * tf.constant(1.0 / div[..., None], y.dtype), a)  # channel-last here


def _max(n, fname, x, kernel, strides, padding, data_format, dilations, ceil_mode):
    a = pool_args(fname, n, x, kernel, strides, padding, data_format, dilations, ceil_mode)
    route = a.memo.get("direct")
    if route is None:  # TF's pooling of x as it is (SAME, or VALID without pad or crop)?
        route, pads, crop, _ = a.memo.get("MAX") or _plan(x, a, "MAX")
        route = a.memo["direct"] = ("SAME" if route == "same" else "VALID" if (
            route == "native" and pads is None and crop is None) else False)
    if route and not a.cf and len(a.batch) == 1:  # called from here (see _avg)
        f, fmt = _MAX[n]
        return f(x, a.kernel, a.strides, route, data_format=fmt)
    return _finish(_pool(_last(x, a), a, "MAX", float("-inf")), a)


avg_pool1d = avg_pool_kernel(_avg, 1, "avg_pool1d")
avg_pool2d = avg_pool_kernel(_avg, 2, "avg_pool2d")
avg_pool3d = avg_pool_kernel(_avg, 3, "avg_pool3d")
max_pool1d = max_pool_kernel(_max, 1, "max_pool1d")
max_pool2d = max_pool_kernel(_max, 2, "max_pool2d")
max_pool3d = max_pool_kernel(_max, 3, "max_pool3d")
