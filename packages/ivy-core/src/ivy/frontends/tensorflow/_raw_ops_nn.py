"""``tf.raw_ops`` of neural networks beyond ``raw_ops.py``: the gradient ops a ``tf.function``
graph of a training step is made of (activation gradients, ``BiasAddGrad``, convolution and
pooling backprops, ``FusedBatchNormGrad*``), ``FusedBatchNorm*``, depthwise and 3-D
convolutions and pools, ``LRN``, ``MaxPoolWithArgmax``. Keyword-only as TensorFlow's raw ops.

The gradients are TensorFlow's formulas written with Ivy (``ReluGrad``: ``gradients`` where
``features > 0``; ``SigmoidGrad``: ``dy * y * (1 - y)`` ...); the convolution backprops are the
frontend's transposed convolutions and window loops (``_nn_extra``).
"""

from __future__ import annotations

import math
from collections import namedtuple

import numpy as np

import ivy

from .._common import reject_option
from . import _manipulation as _m
from . import _nn_extra as _nx
from . import _raw_ops_image as _im
from . import nn as _nn
from ._dtypes import DTYPES
from ._promotion import FLOATING, REAL, binary, check_kind, convert
from .tensor import wrap

#: raw ops of this module written as a composition of several Ivy functions
COMPOSED = frozenset({
    "ReluGrad", "Relu6Grad", "EluGrad", "SeluGrad", "SoftplusGrad", "SoftsignGrad",
    "LeakyReluGrad", "SigmoidGrad", "TanhGrad", "SqrtGrad", "RsqrtGrad", "ReciprocalGrad",
    "InvGrad", "BiasAddGrad", "Conv2DBackpropFilter", "Conv2DBackpropFilterV2",
    "DepthwiseConv2dNativeBackpropFilter", "MaxPoolGrad", "MaxPoolGradV2",
    "MaxPoolGradWithArgmax", "MaxPoolWithArgmax", "AvgPoolGrad", "FusedBatchNorm",
    "FusedBatchNormV2", "FusedBatchNormV3", "FusedBatchNormGrad", "FusedBatchNormGradV2",
    "FusedBatchNormGradV3", "LRN", "Dilation2D", "DataFormatDimMap", "DataFormatVecPermute",
    "FusedPadConv2D", "FusedResizeAndPadConv2D", "LSTMBlockCell", "GRUBlockCell", "BlockLSTM",
    "BlockLSTMV2", "LSTMBlockCellGrad", "GRUBlockCellGrad"})

_SELU_SCALE = 1.0507009873554804934193349852946
_SELU_ALPHA = 1.6732632423543772848170429916717


def _pair(op, a, b, allowed=FLOATING):
    x, y = binary(op, a, b)
    x = check_kind(op, convert(x), allowed)
    return x, convert(y) if hasattr(y, "dtype") else ivy.full_like(x, y)


# --- activation gradients (gradients, features) / (y, dy) -----------------------------------------
def ReluGrad(*, gradients, features, name=None):  # noqa: N802 - TensorFlow's op names
    g, f = _pair("ReluGrad", gradients, features, REAL)
    return wrap(ivy.where(ivy.greater(f, 0), g, ivy.zeros_like(g)))


def Relu6Grad(*, gradients, features, name=None):  # noqa: N802
    g, f = _pair("Relu6Grad", gradients, features, REAL)
    inside = ivy.logical_and(ivy.greater(f, 0), ivy.less(f, 6))
    return wrap(ivy.where(inside, g, ivy.zeros_like(g)))


def LeakyReluGrad(*, gradients, features, alpha=0.2, name=None):  # noqa: N802
    g, f = _pair("LeakyReluGrad", gradients, features)
    return wrap(ivy.where(ivy.greater(f, 0), g, ivy.multiply(g, alpha)))


def EluGrad(*, gradients, outputs, name=None):  # noqa: N802
    g, y = _pair("EluGrad", gradients, outputs)
    return wrap(ivy.where(ivy.greater(y, 0), g, ivy.multiply(g, ivy.add(y, 1))))


def SeluGrad(*, gradients, outputs, name=None):  # noqa: N802
    g, y = _pair("SeluGrad", gradients, outputs)
    return wrap(ivy.where(ivy.greater(y, 0), ivy.multiply(g, _SELU_SCALE),
                          ivy.multiply(g, ivy.add(y, _SELU_SCALE * _SELU_ALPHA))))


def SoftplusGrad(*, gradients, features, name=None):  # noqa: N802
    g, f = _pair("SoftplusGrad", gradients, features)
    return wrap(ivy.multiply(g, ivy.sigmoid(f)))


def SoftsignGrad(*, gradients, features, name=None):  # noqa: N802
    g, f = _pair("SoftsignGrad", gradients, features)
    return wrap(ivy.divide(g, ivy.square(ivy.add(ivy.abs(f), 1))))


def SigmoidGrad(*, y, dy, name=None):  # noqa: N802
    y, dy = _pair("SigmoidGrad", y, dy)
    return wrap(ivy.multiply(dy, ivy.multiply(y, ivy.subtract(1, y))))


def TanhGrad(*, y, dy, name=None):  # noqa: N802
    y, dy = _pair("TanhGrad", y, dy)
    return wrap(ivy.multiply(dy, ivy.subtract(1, ivy.square(y))))


def SqrtGrad(*, y, dy, name=None):  # noqa: N802
    y, dy = _pair("SqrtGrad", y, dy)
    return wrap(ivy.divide(ivy.multiply(dy, 0.5), y))


def RsqrtGrad(*, y, dy, name=None):  # noqa: N802
    y, dy = _pair("RsqrtGrad", y, dy)
    return wrap(ivy.multiply(ivy.multiply(dy, -0.5), ivy.multiply(ivy.square(y), y)))


def ReciprocalGrad(*, y, dy, name=None):  # noqa: N802
    y, dy = _pair("ReciprocalGrad", y, dy)
    return wrap(ivy.negative(ivy.multiply(dy, ivy.square(y))))


InvGrad = ReciprocalGrad


# --- bias -----------------------------------------------------------------------------------------
def BiasAddV1(*, value, bias, name=None):  # noqa: N802
    return _nn.bias_add(value, bias)


def BiasAddGrad(*, out_backprop, data_format="NHWC", name=None):  # noqa: N802
    g = convert(out_backprop)
    nd = len(g.shape)
    if nd < 2:
        raise ValueError(f"BiasAddGrad: out_backprop must be at least 2-D, got rank {nd}")
    channel = 1 if str(data_format).startswith("NC") else nd - 1
    return wrap(ivy.sum(g, axis=tuple(i for i in range(nd) if i != channel)))


# --- convolutions and their gradients -------------------------------------------------------------
def Conv2DBackpropInput(*, input_sizes, filter, out_backprop, strides, padding,  # noqa: N802, A002
                        use_cudnn_on_gpu=True, explicit_paddings=(), data_format="NHWC",
                        dilations=(1, 1, 1, 1), name=None):
    return wrap(_nx._transpose(2, out_backprop, filter, input_sizes, strides,
                               _nx._explicit(padding, explicit_paddings), data_format, dilations))


def Conv2DBackpropInputV2(*, input, filter, out_backprop, strides, padding,  # noqa: N802, A002
                          use_cudnn_on_gpu=True, explicit_paddings=(), data_format="NHWC",
                          dilations=(1, 1, 1, 1), name=None):
    return _nx.conv2d_backprop_input_v2(input, filter, out_backprop, strides, padding,
                                        explicit_paddings=explicit_paddings,
                                        data_format=data_format, dilations=dilations)


def Conv2DBackpropFilter(*, input, filter_sizes, out_backprop, strides, padding,  # noqa: N802, A002
                         use_cudnn_on_gpu=True, explicit_paddings=(), data_format="NHWC",
                         dilations=(1, 1, 1, 1), name=None):
    _nx._nhwc("Conv2DBackpropFilter", data_format)
    return wrap(_nx._filter_grad("Conv2DBackpropFilter", input, _nx._ints(filter_sizes),
                                 out_backprop, strides, _nx._explicit(padding, explicit_paddings),
                                 dilations, False))


def Conv2DBackpropFilterV2(*, input, filter, out_backprop, strides, padding,  # noqa: N802, A002
                           use_cudnn_on_gpu=True, explicit_paddings=(), data_format="NHWC",
                           dilations=(1, 1, 1, 1), name=None):
    return _nx.conv2d_backprop_filter_v2(input, filter, out_backprop, strides, padding,
                                         explicit_paddings=explicit_paddings,
                                         data_format=data_format, dilations=dilations)


def Conv3DBackpropInputV2(*, input_sizes, filter, out_backprop, strides, padding,  # noqa: N802, A002
                          data_format="NDHWC", dilations=(1, 1, 1, 1, 1), name=None):
    return wrap(_nx._transpose(3, out_backprop, filter, input_sizes, strides, padding,
                               data_format, dilations))


def Conv(*, input, filter, strides, padding, explicit_paddings=(),  # noqa: N802, A002
         data_format="CHANNELS_LAST", dilations=(), batch_dims=1, groups=1, name=None):
    return _nx.conv(input, filter, strides, padding, explicit_paddings, data_format, dilations,
                    batch_dims, groups)


def DepthwiseConv2dNative(*, input, filter, strides, padding, explicit_paddings=(),  # noqa: N802, A002
                          data_format="NHWC", dilations=(1, 1, 1, 1), name=None):
    return _nn.depthwise_conv2d(input, filter, strides,
                                _nx._explicit(padding, explicit_paddings), data_format,
                                dilations)


def DepthwiseConv2dNativeBackpropInput(*, input_sizes, filter, out_backprop, strides,  # noqa: N802, A002
                                       padding, explicit_paddings=(), data_format="NHWC",
                                       dilations=(1, 1, 1, 1), name=None):
    return _nx.depthwise_conv2d_backprop_input(input_sizes, filter, out_backprop, strides,
                                               _nx._explicit(padding, explicit_paddings),
                                               data_format, dilations)


def DepthwiseConv2dNativeBackpropFilter(*, input, filter_sizes, out_backprop, strides,  # noqa: N802, A002
                                        padding, explicit_paddings=(), data_format="NHWC",
                                        dilations=(1, 1, 1, 1), name=None):
    return _nx.depthwise_conv2d_backprop_filter(input, filter_sizes, out_backprop, strides,
                                                _nx._explicit(padding, explicit_paddings),
                                                data_format, dilations)


def Dilation2D(*, input, filter, strides, rates, padding, name=None):  # noqa: N802, A002
    return _nx.dilation2d(input, filter, strides, padding, "NHWC", rates)


# --- pooling and its gradients --------------------------------------------------------------------
def MaxPool3D(*, input, ksize, strides, padding, data_format="NDHWC", name=None):  # noqa: N802, A002
    return _nn.max_pool3d(input, ksize, strides, padding, data_format)


def AvgPool3D(*, input, ksize, strides, padding, data_format="NDHWC", name=None):  # noqa: N802, A002
    return _nn.avg_pool3d(input, ksize, strides, padding, data_format)


def MaxPoolWithArgmax(*, input, ksize, strides, padding, Targmax=DTYPES["int64"],  # noqa: N802, N803, A002
                      include_batch_in_index=False, name=None):
    return _nx.max_pool_with_argmax(input, ksize, strides, padding, "NHWC", Targmax,
                                    include_batch_in_index)


def _scatter_to_input(op, shape, grad, argmax, include_batch):
    """``grad`` summed into a zero tensor of NHWC ``shape`` at the flat ``argmax`` positions."""
    n, h, w, c = shape
    idx = ivy.astype(convert(argmax), "int64")
    if not include_batch:
        per = int(idx.shape[1]) * int(idx.shape[2]) * int(idx.shape[3]) if len(idx.shape) == 4 \
            else 0
        if per:
            idx = ivy.add(idx, ivy.reshape(ivy.multiply(ivy.arange(n, dtype="int64"), h * w * c),
                                           (n, 1, 1, 1)))
    flat = ivy.scatter_flat(ivy.reshape(idx, (-1,)), ivy.reshape(grad, (-1,)), n * h * w * c)
    return wrap(ivy.reshape(flat, (n, h, w, c)))


def MaxPoolGrad(*, orig_input, orig_output, grad, ksize, strides, padding,  # noqa: N802
                explicit_paddings=(), data_format="NHWC", name=None):
    """The gradient of ``MaxPool``: each window's gradient goes to its first maximum."""
    _nx._nhwc("MaxPoolGrad", data_format)
    if str(padding).upper() == "EXPLICIT":
        reject_option("tf", "raw_ops.MaxPoolGrad", "padding", padding, "SAME or VALID")
    x, g = binary("MaxPoolGrad", orig_input, grad)
    x, g = check_kind("MaxPoolGrad", convert(x), REAL), convert(g)
    _, arg = _nx.max_pool_with_argmax(wrap(x), ksize, strides, padding, "NHWC",
                                      DTYPES["int64"], True)
    return _scatter_to_input("MaxPoolGrad", tuple(int(s) for s in x.shape), g, arg._data, True)


def MaxPoolGradV2(*, orig_input, orig_output, grad, ksize, strides, padding,  # noqa: N802
                  data_format="NHWC", name=None):
    return MaxPoolGrad(orig_input=orig_input, orig_output=orig_output, grad=grad,
                       ksize=_nx._ints(ksize), strides=_nx._ints(strides), padding=padding,
                       data_format=data_format)


def MaxPoolGradWithArgmax(*, input, grad, argmax, ksize, strides, padding,  # noqa: N802, A002
                          include_batch_in_index=False, name=None):
    x, g = binary("MaxPoolGradWithArgmax", input, grad)
    x, g = check_kind("MaxPoolGradWithArgmax", convert(x), REAL), convert(g)
    return _scatter_to_input("MaxPoolGradWithArgmax", tuple(int(s) for s in x.shape), g, argmax,
                             bool(include_batch_in_index))


def AvgPoolGrad(*, orig_input_shape, grad, ksize, strides, padding, data_format="NHWC",  # noqa: N802
                name=None):
    """The gradient of ``AvgPool``: each window's gradient over the number of input pixels it
    covered (padding excluded), summed back by a transposed convolution of ones."""
    _nx._nhwc("AvgPoolGrad", data_format)
    g = check_kind("AvgPoolGrad", convert(grad), FLOATING)
    shape = _nx._ints(orig_input_shape)
    k, st = _nx._four(ksize, "ksize"), _nx._four(strides, "strides")
    counts = []
    for d in range(2):
        out, lo, _ = _nx._window_pads(shape[1 + d], k[d], st[d], 1, str(padding).upper())
        counts.append([min(o * st[d] - lo + k[d], shape[1 + d]) - max(o * st[d] - lo, 0)
                       for o in range(out)])
    cnt = ivy.astype(ivy.multiply(ivy.reshape(ivy.asarray(counts[0]), (-1, 1)),
                                  ivy.reshape(ivy.asarray(counts[1]), (1, -1))), g.dtype)
    cnt = ivy.to_backend(cnt, _backend(g))
    scaled = ivy.divide(g, ivy.reshape(cnt, (1, len(counts[0]), len(counts[1]), 1)))
    c = shape[3]
    ones = ivy.ones((k[0], k[1], 1, c), dtype=g.dtype)
    ones = ivy.to_backend(ones, _backend(g))
    return wrap(_nx._transpose(2, wrap(scaled), wrap(ones), shape, st, str(padding).upper(),
                               "NHWC", None, groups=c))


def _backend(x):
    m = type(x).__module__.split(".", 1)[0]
    return "jax" if m == "jaxlib" else m


def LRN(*, input, depth_radius=5, bias=1, alpha=1, beta=0.5, name=None):  # noqa: N802, A002
    return _nx.local_response_normalization(input, depth_radius, bias, alpha, beta)


# --- batch normalisation --------------------------------------------------------------------------
def _channels_last(x, data_format):
    fmt = str(data_format)
    if fmt in ("NHWC", "NDHWC"):
        return x, None
    if fmt in ("NCHW", "NCDHW"):
        perm = (0, *range(2, len(x.shape)), 1)
        back = (0, len(x.shape) - 1, *range(1, len(x.shape) - 1))
        return ivy.permute_dims(x, perm), back
    raise ValueError(f"FusedBatchNorm: data_format must be NHWC, NCHW, NDHWC or NCDHW, got {fmt!r}")


def _fused_batch_norm(op, x, scale, offset, mean, variance, epsilon, exponential_avg_factor,
                      data_format, is_training, v3):
    xs = check_kind(op, convert(x), FLOATING)
    s = check_kind(op, convert(scale), frozenset({"float32"}))
    o, m, v = convert(offset), convert(mean), convert(variance)
    xl, back = _channels_last(xs, data_format)
    xf = ivy.astype(xl, s.dtype)
    axes = tuple(range(len(xf.shape) - 1))
    if is_training:
        n = math.prod(int(xf.shape[a]) for a in axes)
        bm = ivy.mean(xf, axis=axes)
        bv = ivy.mean(ivy.square(ivy.subtract(xf, bm)), axis=axes)
        unbiased = ivy.multiply(bv, n / max(n - 1, 1))
        f = float(exponential_avg_factor)
        if f != 1.0:
            run_m = ivy.add(ivy.multiply(m, 1 - f), ivy.multiply(bm, f))
            run_v = ivy.add(ivy.multiply(v, 1 - f), ivy.multiply(unbiased, f))
        else:
            run_m, run_v = bm, unbiased
        use_m, use_v, r1, r2 = bm, bv, bm, bv
    else:
        use_m, use_v, run_m, run_v, r1, r2 = m, v, m, v, m, v
    inv = ivy.multiply(ivy.divide(1.0, ivy.sqrt(ivy.add(use_v, float(epsilon)))), s)
    y = ivy.add(ivy.multiply(ivy.subtract(xf, use_m), inv), o)
    y = ivy.astype(y, xs.dtype)
    if back is not None:
        y = ivy.permute_dims(y, back)
    out = [wrap(y), wrap(run_m), wrap(run_v), wrap(r1), wrap(r2)]
    if v3:
        out.append(wrap(ivy.zeros((0,), dtype=s.dtype)))
    return tuple(out)


def FusedBatchNorm(*, x, scale, offset, mean, variance, epsilon=0.0001,  # noqa: N802
                   exponential_avg_factor=1, data_format="NHWC", is_training=True, name=None):
    return _fused_batch_norm("FusedBatchNorm", x, scale, offset, mean, variance, epsilon,
                             exponential_avg_factor, data_format, is_training, False)


FusedBatchNormV2 = FusedBatchNorm


def FusedBatchNormV3(*, x, scale, offset, mean, variance, epsilon=0.0001,  # noqa: N802
                     exponential_avg_factor=1, data_format="NHWC", is_training=True, name=None):
    return _fused_batch_norm("FusedBatchNormV3", x, scale, offset, mean, variance, epsilon,
                             exponential_avg_factor, data_format, is_training, True)


def _fused_batch_norm_grad(op, y_backprop, x, scale, mean, variance, epsilon, data_format,
                           is_training):
    g, xs = binary(op, y_backprop, x)
    xs = check_kind(op, convert(xs), FLOATING)
    s = check_kind(op, convert(scale), frozenset({"float32"}))
    m, v = convert(mean), convert(variance)
    xl, back = _channels_last(xs, data_format)
    gl, _ = _channels_last(convert(g), data_format)
    xf, gf = ivy.astype(xl, s.dtype), ivy.astype(gl, s.dtype)
    axes = tuple(range(len(xf.shape) - 1))
    rstd = ivy.divide(1.0, ivy.sqrt(ivy.add(v, float(epsilon))))
    xhat = ivy.multiply(ivy.subtract(xf, m), rstd)
    d_scale = ivy.sum(ivy.multiply(gf, xhat), axis=axes)
    d_offset = ivy.sum(gf, axis=axes)
    if is_training:
        centred = ivy.subtract(ivy.subtract(gf, ivy.mean(gf, axis=axes)),
                               ivy.multiply(xhat, ivy.mean(ivy.multiply(gf, xhat), axis=axes)))
        dx = ivy.multiply(centred, ivy.multiply(s, rstd))
    else:
        dx = ivy.multiply(gf, ivy.multiply(s, rstd))
    dx = ivy.astype(dx, xs.dtype)
    if back is not None:
        dx = ivy.permute_dims(dx, back)
    empty = ivy.zeros((), dtype=s.dtype)  # TensorFlow's reserve_space_4 / 5: 0-d zeros
    return wrap(dx), wrap(d_scale), wrap(d_offset), wrap(empty), wrap(empty)


def FusedBatchNormGrad(*, y_backprop, x, scale, reserve_space_1, reserve_space_2,  # noqa: N802
                       epsilon=0.0001, data_format="NHWC", is_training=True, name=None):
    return _fused_batch_norm_grad("FusedBatchNormGrad", y_backprop, x, scale, reserve_space_1,
                                  reserve_space_2, epsilon, data_format, is_training)


FusedBatchNormGradV2 = FusedBatchNormGrad


def FusedBatchNormGradV3(*, y_backprop, x, scale, reserve_space_1, reserve_space_2,  # noqa: N802
                         reserve_space_3, epsilon=0.0001, data_format="NHWC", is_training=True,
                         name=None):
    return _fused_batch_norm_grad("FusedBatchNormGradV3", y_backprop, x, scale, reserve_space_1,
                                  reserve_space_2, epsilon, data_format, is_training)


# --- padded / resized convolutions, recurrent cells --------------------------------------------------
def FusedPadConv2D(*, input, paddings, filter, mode, strides, padding, name=None):  # noqa: N802, A002
    """``Conv2D`` of ``MirrorPad(input, paddings, mode)``."""
    return _nn.conv2d(_m.pad(input, paddings, mode=mode), filter, strides, padding)


def FusedResizeAndPadConv2D(*, input, size, paddings, filter, mode, strides, padding,  # noqa: N802, A002
                            resize_align_corners=False, name=None):
    """``Conv2D`` of ``MirrorPad(ResizeBilinear(input, size), paddings, mode)``."""
    return FusedPadConv2D(input=_im.ResizeBilinear(images=input, size=size,
                                               align_corners=resize_align_corners),
                          paddings=paddings, filter=filter, mode=mode, strides=strides,
                          padding=padding)


_LSTM = namedtuple("LSTMBlockCell", ["i", "cs", "f", "o", "ci", "co", "h"])
_GRU = namedtuple("GRUBlockCell", ["r", "u", "c", "h"])


def _lstm_step(xs, hp, cs_prev, w, b, peep, forget_bias, cell_clip, layout):
    """``(i, cs, f, o, ci, co, h)`` of one LSTM step; ``layout`` the gates' order in ``w``
    (``icfo``: TensorFlow's, ``ifco``: Keras'); ``peep`` ``(wci, wcf, wco)`` or ``None``."""
    gates = ivy.add(ivy.matmul(ivy.concat([xs, hp], axis=1), w), b)
    n = int(hp.shape[-1])
    part = {g: gates[:, k * n:(k + 1) * n] for k, g in enumerate(layout)}
    i, ci, f, o = part["i"], part["c"], part["f"], part["o"]
    if peep is not None:
        i = ivy.add(i, ivy.multiply(cs_prev, peep[0]))
        f = ivy.add(f, ivy.multiply(cs_prev, peep[1]))
    i, f = ivy.sigmoid(i), ivy.sigmoid(ivy.add(f, float(forget_bias)))
    ci = ivy.tanh(ci)
    cs = ivy.add(ivy.multiply(ci, i), ivy.multiply(cs_prev, f))
    if float(cell_clip) > 0:
        cs = ivy.clip(cs, -float(cell_clip), float(cell_clip))
    if peep is not None:
        o = ivy.add(o, ivy.multiply(cs, peep[2]))
    o = ivy.sigmoid(o)
    co = ivy.tanh(cs)
    return i, cs, f, o, ci, co, ivy.multiply(co, o)


def LSTMBlockCell(*, x, cs_prev, h_prev, w, wci, wcf, wco, b, forget_bias=1,  # noqa: N802
                  cell_clip=3, use_peephole=False, name=None):
    """One LSTM step: ``[i, ci, f, o] = [x, h_prev] @ w + b`` (gates in that order), optional
    peepholes, the cell state clipped to ``+-cell_clip`` (when positive)."""
    xs, hp = binary("LSTMBlockCell", x, h_prev)
    xs = check_kind("LSTMBlockCell", convert(xs), FLOATING)
    peep = tuple(convert(v) for v in (wci, wcf, wco)) if use_peephole else None
    out = _lstm_step(xs, convert(hp), convert(cs_prev), convert(w), convert(b), peep,
                     forget_bias, cell_clip, "icfo")
    return _LSTM(*(wrap(t) for t in out))


def _block_lstm(op, seq_len_max, x, cs_prev, h_prev, w, wci, wcf, wco, b, forget_bias,
                cell_clip, use_peephole, layout):
    """``LSTMBlockCell`` over ``x`` ``[time, batch, input]`` for the first ``seq_len_max`` steps
    (zeros after; TensorFlow leaves those uninitialised), each output stacked
    ``[time, batch, cell]``."""
    xs = check_kind(op, convert(x), FLOATING)
    cs, h = convert(cs_prev), convert(h_prev)
    w, b = convert(w), convert(b)
    peep = tuple(convert(v) for v in (wci, wcf, wco)) if use_peephole else None
    steps = int(np.asarray(ivy.to_numpy(convert(seq_len_max))).reshape(-1)[0])
    outs = [[] for _ in range(7)]
    for t in range(int(xs.shape[0])):
        if t < steps:
            step = _lstm_step(xs[t], h, cs, w, b, peep, forget_bias, cell_clip, layout)
            cs, h = step[1], step[6]
        else:
            step = (ivy.zeros_like(h),) * 7
        for k in range(7):
            outs[k].append(step[k])
    return _LSTM(*(wrap(ivy.stack(o, axis=0)) for o in outs))


def BlockLSTM(*, seq_len_max, x, cs_prev, h_prev, w, wci, wcf, wco, b, forget_bias=1,  # noqa: N802
              cell_clip=3, use_peephole=False, name=None):
    return _block_lstm("BlockLSTM", seq_len_max, x, cs_prev, h_prev, w, wci, wcf, wco, b,
                       forget_bias, cell_clip, use_peephole, "icfo")


def BlockLSTMV2(*, seq_len_max, x, cs_prev, h_prev, w, wci, wcf, wco, b, cell_clip=0,  # noqa: N802
                use_peephole=False, name=None):
    return _block_lstm("BlockLSTMV2", seq_len_max, x, cs_prev, h_prev, w, wci, wcf, wco, b,
                       0.0, cell_clip, use_peephole, "ifco")


def GRUBlockCell(*, x, h_prev, w_ru, w_c, b_ru, b_c, name=None):  # noqa: N802
    """One GRU step: ``[r, u] = sigmoid([x, h_prev] @ w_ru + b_ru)``,
    ``c = tanh([x, r * h_prev] @ w_c + b_c)``, ``h = u * h_prev + (1 - u) * c``."""
    xs, hp = binary("GRUBlockCell", x, h_prev)
    xs = check_kind("GRUBlockCell", convert(xs), FLOATING)
    hp = convert(hp)
    n = int(hp.shape[-1])
    ru = ivy.sigmoid(ivy.add(ivy.matmul(ivy.concat([xs, hp], axis=1), convert(w_ru)),
                             convert(b_ru)))
    r, u = ru[:, :n], ru[:, n:]
    c = ivy.tanh(ivy.add(ivy.matmul(ivy.concat([xs, ivy.multiply(r, hp)], axis=1),
                                    convert(w_c)), convert(b_c)))
    h = ivy.add(ivy.multiply(u, hp), ivy.multiply(ivy.subtract(1.0, u), c))
    return _GRU(wrap(r), wrap(u), wrap(c), wrap(h))


def _sigmoid_grad(v):
    return ivy.multiply(v, ivy.subtract(1.0, v))


def _tanh_grad(v):
    return ivy.subtract(1.0, ivy.square(v))


def LSTMBlockCellGrad(*, x, cs_prev, h_prev, w, wci, wcf, wco, b, i, cs, f, o, ci, co,  # noqa: N802
                      cs_grad, h_grad, use_peephole, name=None):
    """The gradient of ``LSTMBlockCell`` from its forward values: ``(cs_prev_grad, dicfo,
    wci_grad, wcf_grad, wco_grad)``, ``dicfo`` the pre-activation gates' gradient."""
    xs = check_kind("LSTMBlockCellGrad", convert(x), FLOATING)
    cp, i, cs, f, o, ci, co = (convert(v) for v in (cs_prev, i, cs, f, o, ci, co))
    hg, cg = convert(h_grad), convert(cs_grad)
    do = ivy.multiply(ivy.multiply(hg, co), _sigmoid_grad(o))
    dcs = ivy.add(ivy.multiply(ivy.multiply(hg, o), _tanh_grad(co)), cg)
    if use_peephole:
        dcs = ivy.add(dcs, ivy.multiply(do, convert(wco)))
    dci = ivy.multiply(ivy.multiply(dcs, i), _tanh_grad(ci))
    df = ivy.multiply(ivy.multiply(dcs, cp), _sigmoid_grad(f))
    di = ivy.multiply(ivy.multiply(dcs, ci), _sigmoid_grad(i))
    prev = ivy.multiply(dcs, f)
    if use_peephole:
        prev = ivy.add(prev, ivy.add(ivy.multiply(di, convert(wci)), ivy.multiply(df, convert(wcf))))
        grads = [ivy.sum(ivy.multiply(di, cp), axis=0), ivy.sum(ivy.multiply(df, cp), axis=0),
                 ivy.sum(ivy.multiply(do, cs), axis=0)]
    else:
        grads = [ivy.zeros_like(convert(v)) for v in (wci, wcf, wco)]
    dicfo = ivy.concat([di, dci, df, do], axis=1)
    return tuple(wrap(t) for t in (ivy.astype(prev, xs.dtype), dicfo, *grads))


def GRUBlockCellGrad(*, x, h_prev, w_ru, w_c, b_ru, b_c, r, u, c, d_h, name=None):  # noqa: N802
    """The gradient of ``GRUBlockCell`` from its forward values: ``(d_x, d_h_prev, d_c_bar,
    d_r_bar_u_bar)`` (TensorFlow's output order)."""
    xs = check_kind("GRUBlockCellGrad", convert(x), FLOATING)
    hp, r, u, c, dh = (convert(v) for v in (h_prev, r, u, c, d_h))
    n_in = int(xs.shape[-1])
    d_c_bar = ivy.multiply(ivy.multiply(dh, ivy.subtract(1.0, u)), _tanh_grad(c))
    d_u_bar = ivy.multiply(ivy.multiply(dh, ivy.subtract(hp, c)), _sigmoid_grad(u))
    d_xhr = ivy.matmul(d_c_bar, ivy.matrix_transpose(convert(w_c)))
    d_h_prevr = d_xhr[:, n_in:]
    d_r_bar = ivy.multiply(ivy.multiply(d_h_prevr, hp), _sigmoid_grad(r))
    d_ru = ivy.concat([d_r_bar, d_u_bar], axis=1)
    d_xh = ivy.matmul(d_ru, ivy.matrix_transpose(convert(w_ru)))
    d_x = ivy.add(d_xh[:, :n_in], d_xhr[:, :n_in])
    d_h_prev = ivy.add(ivy.add(d_xh[:, n_in:], ivy.multiply(d_h_prevr, r)), ivy.multiply(dh, u))
    return wrap(d_x), wrap(d_h_prev), wrap(d_c_bar), wrap(d_ru)


# --- data formats ---------------------------------------------------------------------------------
def _format_perm(op, src_format, dst_format):
    src, dst = str(src_format), str(dst_format)
    if sorted(src) != sorted(dst) or len(set(src)) != len(src):
        raise ValueError(f"{op}: dst_format {dst!r} must be a permutation of src_format {src!r}")
    return src, dst


def DataFormatDimMap(*, x, src_format="NHWC", dst_format="NCHW", name=None):  # noqa: N802
    """The position in ``dst_format`` of each dimension index (of ``src_format``) in ``x``."""
    src, dst = _format_perm("DataFormatDimMap", src_format, dst_format)
    d = check_kind("DataFormatDimMap", convert(x), frozenset({"int32", "int64"}))
    n = len(src)
    table = ivy.to_backend(ivy.astype(ivy.asarray([dst.index(c) for c in src]), d.dtype),
                           _backend(d))
    return wrap(ivy.gather(table, ivy.remainder(ivy.add(d, n), n), axis=0))


def DataFormatVecPermute(*, x, src_format="NHWC", dst_format="NCHW", name=None):  # noqa: N802
    """A shape vector (or ``[n, 2]`` table) of ``src_format`` reordered to ``dst_format``."""
    src, dst = _format_perm("DataFormatVecPermute", src_format, dst_format)
    d = check_kind("DataFormatVecPermute", convert(x), frozenset({"int32", "int64"}))
    rows = int(d.shape[0])
    if rows == len(src):
        order = [src.index(c) for c in dst]
    elif rows == len(src) - 2:  # spatial dimensions only
        s, t = [c for c in src if c not in "NC"], [c for c in dst if c not in "NC"]
        order = [s.index(c) for c in t]
    else:
        raise ValueError(f"DataFormatVecPermute: x must have {len(src)} or {len(src) - 2} rows, "
                         f"got {rows}")
    return wrap(ivy.stack([d[i] for i in order], axis=0))


__all__ = sorted(n for n, v in dict(globals()).items()
                 if n[:1].isupper() and callable(v) and getattr(v, "__module__", "") == __name__)
