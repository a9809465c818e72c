"""More of ``tf.nn`` (and ``tf.conv`` / ``tf.conv2d_backprop_*_v2``): transposed convolutions,
convolution gradients, morphological dilation / erosion, local response normalisation,
``max_pool_with_argmax``, ``pool``, ``separable_conv2d``, ``sufficient_statistics``,
``batch_norm_with_global_normalization``.

Transposed convolutions and input gradients are ``ivy.conv*_transpose``. The window operations
Ivy has no kernel for (filter gradients, dilation, erosion, argmax pooling) are written as a
loop over the window's offsets, each a strided slice of the padded input (TensorFlow's padding:
``SAME`` puts the odd pixel at the end). Channels-last layouts only for those.
"""

from __future__ import annotations

import ivy

from .._common import ivy_dtype_of, reject_option
from . import nn
from ._dtypes import DTYPES, as_dtype
from ._promotion import FLOATING, REAL, binary, check_kind, convert
from .tensor import ivy_kind, native, wrap

__all__ = ["atrous_conv2d_transpose", "batch_norm_with_global_normalization", "conv",
           "conv1d_transpose", "conv2d_backprop_filter_v2", "conv2d_backprop_input_v2",
           "conv2d_transpose", "conv3d_transpose", "conv_transpose",
           "depthwise_conv2d_backprop_filter", "depthwise_conv2d_backprop_input", "dilation2d",
           "erosion2d", "local_response_normalization", "lrn", "max_pool_with_argmax", "pool",
           "separable_conv2d", "sufficient_statistics"]


def _ints(v):
    v = native(v)
    if ivy.is_native_array(v):
        return [int(i) for i in ivy.to_list(v)]
    return [int(i) for i in v] if isinstance(v, (list, tuple)) else [int(v)]


# --- transposed convolutions ---------------------------------------------------------------------
_TRANSPOSE = {1: ivy.conv1d_transpose, 2: ivy.conv2d_transpose, 3: ivy.conv3d_transpose}
_DEFAULT_FORMAT = {1: "NWC", 2: "NHWC", 3: "NDHWC"}


def _transpose(n, input, filters, output_shape, strides, padding, data_format,  # noqa: A002
               dilations, groups=1):
    last = nn._layout("conv_transpose", data_format)
    x, f = nn._float_pair(f"Conv{n}DBackpropInput", input, filters)
    shape = _ints(output_shape)
    spatial = shape[1:-1] if last and len(shape) == n + 2 else \
        shape[2:] if len(shape) == n + 2 else shape
    return ivy.astype(_TRANSPOSE[n](
        x, f, nn._spatial(strides, n, last, "strides"), nn._padding(padding, n, last),
        output_shape=tuple(spatial), data_format="channel_last" if last else "channel_first",
        dilations=nn._spatial(dilations, n, last, "dilations"), groups=groups), x.dtype)


def conv1d_transpose(input, filters, output_shape, strides, padding="SAME",  # noqa: A002
                     data_format="NWC", dilations=None, name=None):
    """The gradient of ``conv1d`` with respect to its input (filters ``[w, out, in]``)."""
    return wrap(_transpose(1, input, filters, output_shape, strides, padding, data_format,
                           dilations))


def conv2d_transpose(input, filters, output_shape, strides, padding="SAME",  # noqa: A002
                     data_format="NHWC", dilations=None, name=None):
    """The gradient of ``conv2d`` with respect to its input (filters ``[h, w, out, in]``)."""
    return wrap(_transpose(2, input, filters, output_shape, strides, padding, data_format,
                           dilations))


def conv3d_transpose(input, filters, output_shape, strides, padding="SAME",  # noqa: A002
                     data_format="NDHWC", dilations=None, name=None):
    """The gradient of ``conv3d`` with respect to its input."""
    return wrap(_transpose(3, input, filters, output_shape, strides, padding, data_format,
                           dilations))


def conv_transpose(input, filters, output_shape, strides, padding="SAME",  # noqa: A002
                   data_format=None, dilations=None, name=None):
    """``conv{1,2,3}d_transpose`` by the rank of ``input``."""
    n = len(convert(input).shape) - 2
    if n not in _TRANSPOSE:
        raise ValueError(f"input must be of rank 3, 4 or 5, got {n + 2}")
    return wrap(_transpose(n, input, filters, output_shape, strides, padding,
                           data_format or _DEFAULT_FORMAT[n], dilations))


def atrous_conv2d_transpose(value, filters, output_shape, rate, padding, name=None):
    """``conv2d_transpose`` with dilation ``rate`` and stride 1."""
    return conv2d_transpose(value, filters, output_shape, 1, padding, dilations=rate)


def conv2d_backprop_input_v2(input, filter, out_backprop, strides, padding,  # noqa: A002
                             use_cudnn_on_gpu=True, explicit_paddings=(), data_format="NHWC",
                             dilations=(1, 1, 1, 1), name=None):
    """The gradient of ``conv2d`` with respect to ``input`` (only its shape is read)."""
    pad = _explicit(padding, explicit_paddings)
    return wrap(_transpose(2, out_backprop, filter, list(convert(input).shape), strides, pad,
                           data_format, dilations))


def depthwise_conv2d_backprop_input(input_sizes, filter, out_backprop, strides,  # noqa: A002
                                    padding, data_format="NHWC", dilations=(1, 1, 1, 1),
                                    name=None):
    """The gradient of ``depthwise_conv2d`` with respect to its input of shape
    ``input_sizes``: a transposed convolution grouped by input channel."""
    f = convert(filter)
    kh, kw, c, m = (int(s) for s in f.shape)
    flat = ivy.reshape(f, (kh, kw, 1, c * m))
    return wrap(_transpose(2, out_backprop, flat, _ints(input_sizes), strides,
                           _explicit(padding, ()), data_format, dilations, groups=c))


def _explicit(padding, explicit_paddings):
    if isinstance(padding, str) and padding.upper() == "EXPLICIT":
        p = _ints(explicit_paddings)
        return [(p[2 * i], p[2 * i + 1]) for i in range(len(p) // 2)]
    return padding


# --- windows by offsets --------------------------------------------------------------------------
def _window_pads(size, k, s, d, padding):
    """(out, lo, hi) of one spatial dimension (TensorFlow's SAME: the odd pixel at the end)."""
    eff = (k - 1) * d + 1
    if isinstance(padding, (list, tuple)):
        lo, hi = padding
        return (size + lo + hi - eff) // s + 1, lo, hi
    if padding.upper() == "VALID":
        return (size - eff) // s + 1 if size >= eff else 0, 0, 0
    out = -(-size // s)
    total = max((out - 1) * s + eff - size, 0)
    return out, total // 2, total - total // 2


def _geometry(x, ksize, strides, dilations, padding):
    """Per spatial dimension of NHWC ``x``: (out, lo, hi), with the padded ``x``'s slices."""
    pads = padding if isinstance(padding, str) else list(padding)
    dims = []
    for i in range(2):
        p = pads if isinstance(pads, str) else pads[i]
        dims.append(_window_pads(int(x.shape[1 + i]), ksize[i], strides[i], dilations[i], p))
    return dims


def _offsets(xp, ksize, strides, dilations, dims):
    """Each window offset (i, j) and the strided slice of padded ``xp`` it reads."""
    (oh, _, _), (ow, _, _) = dims
    for i in range(ksize[0]):
        for j in range(ksize[1]):
            y0, x0 = i * dilations[0], j * dilations[1]
            yield i, j, xp[:, y0:y0 + (oh - 1) * strides[0] + 1:strides[0],
                           x0:x0 + (ow - 1) * strides[1] + 1:strides[1], :]


def _nhwc(op, data_format):
    if data_format not in (None, "NHWC"):
        reject_option("tf", op, "data_format", data_format, "NHWC only")


def _four(v, what):
    return nn._spatial(v, 2, True, what)


def _filter_grad(op, input, filter_shape, out_backprop, strides, padding, dilations,  # noqa: A002
                 depthwise):
    x, g = binary(op, input, out_backprop)
    x = check_kind(op, convert(x), FLOATING)
    g = convert(g)
    kh, kw = filter_shape[0], filter_shape[1]
    st, dl = _four(strides, "strides"), _four(dilations, "dilations")
    dims = _geometry(x, (kh, kw), st, dl, padding)
    xp = ivy.pad(x, [(0, 0), dims[0][1:], dims[1][1:], (0, 0)])
    c = int(x.shape[-1])
    if depthwise:
        g = ivy.reshape(g, tuple(int(s) for s in g.shape[:-1]) + (c, int(g.shape[-1]) // c))
    rows = []
    for _i, _j, patch in _offsets(xp, (kh, kw), st, dl, dims):
        rows.append(ivy.einsum("nhwc,nhwcm->cm" if depthwise else "nhwc,nhwo->co", patch, g))
    out = ivy.stack(rows, axis=0)
    return ivy.reshape(out, (kh, kw) + tuple(int(s) for s in out.shape[1:]))


def conv2d_backprop_filter_v2(input, filter, out_backprop, strides, padding,  # noqa: A002
                              use_cudnn_on_gpu=True, explicit_paddings=(), data_format="NHWC",
                              dilations=(1, 1, 1, 1), name=None):
    """The gradient of ``conv2d`` with respect to its filter (only ``filter``'s shape is read):
    for each filter offset, the input's window correlated with ``out_backprop``."""
    _nhwc("conv2d_backprop_filter_v2", data_format)
    shape = [int(s) for s in convert(filter).shape]
    return wrap(_filter_grad("Conv2DBackpropFilterV2", input, shape, out_backprop, strides,
                             _explicit(padding, explicit_paddings), dilations, False))


def depthwise_conv2d_backprop_filter(input, filter_sizes, out_backprop, strides,  # noqa: A002
                                     padding, data_format="NHWC", dilations=(1, 1, 1, 1),
                                     name=None):
    """The gradient of ``depthwise_conv2d`` with respect to its filter of shape
    ``filter_sizes``."""
    _nhwc("depthwise_conv2d_backprop_filter", data_format)
    return wrap(_filter_grad("DepthwiseConv2dNativeBackpropFilter", input, _ints(filter_sizes),
                             out_backprop, strides, _explicit(padding, ()), dilations, True))


def dilation2d(input, filters, strides, padding, data_format="NHWC", dilations=None,  # noqa: A002
               name=None):
    """Greyscale morphological dilation: ``max over the window of input + filters``
    (``filters`` ``[h, w, C]``)."""
    _nhwc("dilation2d", data_format)
    x, f = binary("Dilation2D", input, filters)
    x, f = check_kind("Dilation2D", convert(x), REAL), convert(f)
    kh, kw = int(f.shape[0]), int(f.shape[1])
    st, dl = _four(strides, "strides"), _four(dilations, "dilations")
    dims = _geometry(x, (kh, kw), st, dl, padding.upper())
    xp = ivy.pad(x, [(0, 0), dims[0][1:], dims[1][1:], (0, 0)], mode="constant",
                 constant_values=-float("inf"))
    out = None
    for i, j, patch in _offsets(xp, (kh, kw), st, dl, dims):
        v = ivy.add(patch, f[i, j])
        out = v if out is None else ivy.maximum(out, v)
    return wrap(out)


def erosion2d(value, filters, strides, padding, data_format="NHWC", dilations=None, name=None):
    """Greyscale morphological erosion: ``-dilation2d(-value, filters reversed in h and w)``."""
    x, f = binary("Erosion2D", value, filters)
    x, f = convert(x), convert(f)
    flipped = ivy.flip(f, axis=(0, 1))
    return wrap(ivy.negative(dilation2d(ivy.negative(x), flipped, strides, padding, data_format,
                                        dilations)._data))


def max_pool_with_argmax(input, ksize, strides, padding, data_format="NHWC",  # noqa: A002
                         output_dtype=DTYPES["int64"], include_batch_in_index=False, name=None):
    """``(max_pool, argmax)``: the argmax as the flat index ``(y * W + x) * C + c`` of the input
    (plus ``b * H * W * C`` with ``include_batch_in_index``), the first maximum in the window."""
    _nhwc("max_pool_with_argmax", data_format)
    x = check_kind("MaxPoolWithArgmax", convert(input), REAL)
    k, st = _four(ksize, "ksize"), _four(strides, "strides")
    n, h, w, c = (int(s) for s in x.shape)
    dims = _geometry(x, k, st, (1, 1), padding.upper())
    (oh, top, _), (ow, left, _) = dims
    low = -float("inf") if ivy_kind(x) == "float" else int(ivy.min(x)) - 1
    xp = ivy.pad(x, [(0, 0), dims[0][1:], dims[1][1:], (0, 0)], mode="constant",
                 constant_values=low)
    oy = ivy.reshape(ivy.multiply(ivy.arange(oh, dtype="int64"), st[0]), (1, oh, 1, 1))
    ox = ivy.reshape(ivy.multiply(ivy.arange(ow, dtype="int64"), st[1]), (1, 1, ow, 1))
    ch = ivy.reshape(ivy.arange(c, dtype="int64"), (1, 1, 1, c))
    best = best_i = None
    for i, j, patch in _offsets(xp, k, st, (1, 1), dims):
        y = ivy.subtract(ivy.add(oy, i), top)
        xx = ivy.subtract(ivy.add(ox, j), left)
        idx = ivy.add(ivy.multiply(ivy.add(ivy.multiply(y, w), xx), c), ch)
        if best is None:
            best, best_i = patch, ivy.broadcast_to(idx, tuple(patch.shape))
        else:
            take = ivy.greater(patch, best)
            best = ivy.where(take, patch, best)
            best_i = ivy.where(take, idx, best_i)
    if include_batch_in_index:
        best_i = ivy.add(best_i, ivy.reshape(ivy.multiply(ivy.arange(n, dtype="int64"), h * w * c),
                                             (n, 1, 1, 1)))
    return wrap(best), wrap(ivy.astype(best_i, as_dtype(output_dtype)))


# --- normalisation and composite layers ----------------------------------------------------------
def local_response_normalization(input, depth_radius=5, bias=1.0, alpha=1.0, beta=0.5,  # noqa: A002
                                 name=None):
    """``input / (bias + alpha * sum of squares over depth_radius channels each side) ** beta``."""
    x = check_kind("LRN", convert(input), FLOATING)
    r = int(depth_radius)
    c = int(x.shape[-1])
    sq = ivy.pad(ivy.square(x), [(0, 0)] * (len(x.shape) - 1) + [(r, r)])
    total = None
    for k in range(2 * r + 1):
        s = sq[..., k:k + c]
        total = s if total is None else ivy.add(total, s)
    return wrap(ivy.divide(x, ivy.pow(ivy.add(ivy.multiply(total, alpha), bias), beta)))


lrn = local_response_normalization


def pool(input, window_shape, pooling_type, strides=None, padding="VALID",  # noqa: A002
         data_format=None, dilations=None, name=None):
    """``max_pool`` / ``avg_pool`` (``pooling_type`` ``MAX`` / ``AVG``), undilated windows."""
    if dilations is not None and any(d != 1 for d in _ints(dilations)):
        reject_option("tf", "nn.pool", "dilations", dilations, "undilated windows")
    kind = str(pooling_type).upper()
    if kind not in ("MAX", "AVG"):
        raise ValueError(f"Invalid pooling_type: {pooling_type}")
    fn = nn.max_pool if kind == "MAX" else nn.avg_pool
    return fn(input, list(window_shape), strides if strides is not None else 1, padding,
              data_format)


def separable_conv2d(input, depthwise_filter, pointwise_filter, strides, padding,  # noqa: A002
                     data_format=None, dilations=None, name=None):
    """``depthwise_conv2d`` then a 1x1 ``conv2d`` with ``pointwise_filter``."""
    d = nn.depthwise_conv2d(input, depthwise_filter, strides, padding, data_format, dilations)
    return nn.conv2d(d, pointwise_filter, 1, "VALID", data_format or "NHWC")


def sufficient_statistics(x, axes, shift=None, keepdims=False, name=None):
    """``(count, sum of x - shift, sum of (x - shift)^2, shift)`` over ``axes``."""
    a = check_kind("sufficient_statistics", convert(x), FLOATING)
    ax = tuple(_ints(axes))
    count = 1
    for i in ax:
        count *= int(a.shape[i])
    d = a
    sh = None
    if shift is not None:
        sh = native(shift)
        d = ivy.subtract(a, sh)
    m = ivy.sum(d, axis=ax, keepdims=bool(keepdims))
    v = ivy.sum(ivy.square(d), axis=ax, keepdims=bool(keepdims))
    return (wrap(ivy.asarray(float(count), dtype=ivy_dtype_of(a.dtype))), wrap(m), wrap(v),
            None if sh is None else wrap(convert(sh)))


def batch_norm_with_global_normalization(t=None, m=None, v=None, beta=None, gamma=None,
                                         variance_epsilon=None, scale_after_normalization=None,
                                         name=None, input=None, mean=None,  # noqa: A002
                                         variance=None):
    """``(t - m) / sqrt(v + eps) * gamma + beta`` (``gamma`` only with
    ``scale_after_normalization``)."""
    t = input if t is None else t
    m = mean if m is None else m
    v = variance if v is None else v
    x = check_kind("BatchNormWithGlobalNormalization", convert(t), FLOATING)
    inv = ivy.reciprocal(ivy.sqrt(ivy.add(native(v), float(variance_epsilon))))
    if scale_after_normalization:
        inv = ivy.multiply(inv, native(gamma))
    return wrap(ivy.add(ivy.multiply(ivy.subtract(x, native(m)), inv), native(beta)))


def conv(input, filter, strides, padding, explicit_paddings=(),  # noqa: A002
         data_format="CHANNELS_LAST", dilations=(), batch_dims=1, groups=1, name=None):
    """``tf.conv``: an n-D convolution with full-length ``strides`` / ``dilations`` and
    ``groups``; one batch dimension."""
    if int(batch_dims) != 1:
        reject_option("tf", "conv", "batch_dims", batch_dims, "one batch dimension")
    x, f = nn._float_pair("Conv", input, filter)
    n = len(x.shape) - 2
    last = str(data_format).upper() == "CHANNELS_LAST"
    fn = {1: ivy.conv1d, 2: ivy.conv2d, 3: ivy.conv3d}[n]
    pad = _explicit(padding, explicit_paddings)
    if isinstance(pad, list):
        pad = pad[1:-1] if last else pad[2:]
    return wrap(fn(x, f, nn._spatial(strides, n, last, "strides"), pad,
                   data_format="channel_last" if last else "channel_first",
                   dilations=nn._spatial(list(dilations) or None, n, last, "dilations"),
                   groups=int(groups)))
