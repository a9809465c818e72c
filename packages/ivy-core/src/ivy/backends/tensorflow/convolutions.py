"""TensorFlow kernels: convolutions through ``tf.nn.conv{1,2,3}d`` and ``conv*_transpose``.

Ivy's filter layouts are TensorFlow's. Differences handled here:

* channel-first inputs are transposed to channel-last (TensorFlow's CPU kernels refuse ``NCHW``
  for float64);
* explicit paddings are applied with ``tf.pad`` before a ``"VALID"`` convolution; a transpose
  with explicit padding runs ``"VALID"`` and crops;
* TensorFlow's CPU kernels do dilations and groups only through oneDNN, which serves float32
  (not 3-D groups); elsewhere (float64, or oneDNN off) dilations become zeros inserted between the
  filter taps and groups run as one convolution per group, so results and gradients exist for
  every call.
"""

import tensorflow as tf

from ..._rules.convolutions import depthwise_filters
from ..._rules.spatial import Like, conv_args
from .._spatial_kernels import conv_kernel, conv_transpose_kernel
from ._helpers import native_dtype

try:  # whether TensorFlow's CPU kernels run through oneDNN (Intel's build flag, on by default)
    from tensorflow.python.util import _pywrap_util_port

    _ONEDNN = bool(_pywrap_util_port.IsMklEnabled())
except (ImportError, AttributeError):  # pragma: no cover - other builds
    _ONEDNN = False


def _inputs(x, filters, a):
    d = native_dtype(a.dtype)
    if len(a.batch) != 1:
        x = tf.reshape(x, (-1, *x.shape[len(a.batch):]))
    if a.cf:
        x = tf.transpose(x, (0, *range(2, a.n + 2), 1))
    if x.dtype != d:
        x = tf.cast(x, d)
    return x, (filters if filters.dtype == d else tf.cast(filters, d))


def _finish(y, a, bias):
    if bias is not None:
        y = y + tf.cast(bias, y.dtype)
    if a.cf:
        y = tf.transpose(y, (0, a.n + 1, *range(1, a.n + 1)))
    return tf.reshape(y, a.result_shape()) if len(a.batch) != 1 else y


def _dilate(w, dilations):
    """Filters with ``d - 1`` zeros between the taps: a dilation-1 equivalent."""
    for ax, d in enumerate(dilations):
        if d > 1:
            k = w.shape[ax]
            w = tf.stack([w] + [tf.zeros_like(w)] * (d - 1), axis=ax + 1)
            w = tf.reshape(w, (*w.shape[:ax], k * d, *w.shape[ax + 2:]))
            w = w[(slice(None),) * ax + (slice(0, d * (k - 1) + 1),)]
    return w


def _run(n, x, w, strides, padding, dilations):
    if n == 1:
        return tf.nn.conv1d(x, w, list(strides), padding, dilations=list(dilations))
    if n == 2:
        return tf.nn.conv2d(x, w, list(strides), padding, dilations=list(dilations))
    return tf.nn.conv3d(x, w, [1, *strides, 1], padding, dilations=[1, *dilations, 1])


def _run_t(n, y, w, shape, strides, padding, dilations):
    if n == 1:
        return tf.nn.conv1d_transpose(y, w, shape, list(strides), padding,
                                      dilations=list(dilations))
    if n == 2:
        return tf.nn.conv2d_transpose(y, w, shape, list(strides), padding,
                                      dilations=list(dilations))
    return tf.nn.conv3d_transpose(y, w, shape, [1, *strides, 1], padding,
                                  dilations=[1, *dilations, 1])


def _plan(a, dtype, w):
    """The filters and dilations to run with, and whether groups run one by one."""
    native = dtype == tf.float32 and _ONEDNN
    dil = a.dilations
    if not native and any(d > 1 for d in dil):
        w, dil = _dilate(w, dil), (1,) * a.n
    return w, dil, a.groups > 1 and (a.n == 3 or not native)


def _conv(n, fname, x, filters, strides, padding, data_format, dilations, groups, bias):
    a = conv_args(fname, n, x, filters, strides, padding, data_format, dilations, groups, bias)
    x, w = _inputs(x, filters, a)
    pad = a.padding
    if pad != "SAME":
        if any(lo or hi for lo, hi in a.pads):
            x = tf.pad(x, [(0, 0), *a.pads, (0, 0)])
        pad = "VALID"
    w, dil, split = _plan(a, x.dtype, w)
    if split:
        y = tf.concat([_run(n, xi, wi, a.strides, pad, dil) for xi, wi in
                       zip(tf.split(x, a.groups, -1), tf.split(w, a.groups, -1))], -1)
    else:
        y = _run(n, x, w, a.strides, pad, dil)
    return _finish(y, a, bias)


def _conv_t(n, fname, x, filters, strides, padding, output_shape, output_padding, data_format,
            dilations, groups, bias):
    a = conv_args(fname, n, x, filters, strides, padding, data_format, dilations, groups, bias,
                  transpose=True, output_shape=output_shape, output_padding=output_padding)
    y, w = _inputs(x, filters, a)
    b = y.shape[0]
    if a.padding == "SAME":
        pad, size, start = "SAME", a.out, None
    else:  # VALID onto the full length (or the padded output, if longer), then crop
        pad = "VALID"
        size = [max((m - 1) * s + e, lo + o) for m, s, e, (lo, _), o in
                zip(a.spatial, a.strides, a.eff, a.pads, a.out)]
        start = [lo for lo, _ in a.pads]
    w, dil, split = _plan(a, y.dtype, w)
    if split:
        cg = a.cout // a.groups
        out = tf.concat([_run_t(n, yi, wi, (b, *size, cg), a.strides, pad, dil) for yi, wi in
                         zip(tf.split(y, a.groups, -1), tf.split(w, a.groups, -1))], -1)
    else:
        out = _run_t(n, y, w, (b, *size, a.cout), a.strides, pad, dil)
    if start is not None and (any(start) or tuple(size) != a.out):
        out = out[(slice(None),) + tuple(slice(s0, s0 + o) for s0, o in zip(start, a.out))]
    return _finish(out, a, bias)


conv1d = conv_kernel(_conv, 1, "conv1d")
conv2d = conv_kernel(_conv, 2, "conv2d")
conv3d = conv_kernel(_conv, 3, "conv3d")
conv1d_transpose = conv_transpose_kernel(_conv_t, 1, "conv1d_transpose")
conv2d_transpose = conv_transpose_kernel(_conv_t, 2, "conv2d_transpose")
conv3d_transpose = conv_transpose_kernel(_conv_t, 3, "conv3d_transpose")


def depthwise_conv2d(x, filters, strides, padding, /, *, data_format="channel_last", dilations=1,
                     bias=None):
    # TF's own depthwise kernel (float64 included); it refuses strides with dilations, and unequal
    # row / column strides: strided output positions are then read off the stride-1 result.
    fs, c = depthwise_filters(x, filters, data_format)
    w4 = tf.reshape(filters, (*fs[:3], fs[3] if len(fs) == 4 else 1))
    w = Like((*fs[:2], 1, w4.shape[2] * w4.shape[3]), filters.dtype)  # conv2d's filters
    a = conv_args("depthwise_conv2d", 2, x, w, strides, padding, data_format, dilations, c, bias)
    x, w4 = _inputs(x, w4, a)
    pad = a.padding
    if pad != "SAME":
        if any(lo or hi for lo, hi in a.pads):
            x = tf.pad(x, [(0, 0), *a.pads, (0, 0)])
        pad = "VALID"
    both = (any(d > 1 for d in a.dilations) and any(s > 1 for s in a.strides)) \
        or a.strides[0] != a.strides[1]
    if both and pad == "SAME":  # SAME of the strided call, applied by hand
        x, pad = tf.pad(x, [(0, 0), *a.pads, (0, 0)]), "VALID"
    st = (1, 1) if both else a.strides
    y = tf.nn.depthwise_conv2d(x, w4, [1, *st, 1], pad, dilations=list(a.dilations))
    if both:
        y = y[:, ::a.strides[0], ::a.strides[1]]
    return _finish(y, a, bias)
