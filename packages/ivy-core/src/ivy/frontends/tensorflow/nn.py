"""``tf.nn`` of the frontend: activations, convolutions and pooling (channel-last ``NWC`` /
``NHWC`` by default, as Ivy's), dropout, normalisation and the cross-entropy losses.

``data_format="NCHW"`` / ``"NCW"`` is accepted (Ivy's channel-first layout). ``name=`` is accepted
and ignored; ``noise_shape=`` in ``dropout`` (a mask shared along some axes) is rejected.
"""

from __future__ import annotations

import numpy as np

import ivy

from .._common import ivy_dtype_of, reject_option, unsupported
from ._promotion import FLOATING, INEXACT, REAL, binary, check_kind, convert
from .errors import InvalidArgumentError
from .math import (  # noqa: F401 - tf.nn's names for tf.math's functions
    in_top_k,
    l2_normalize,
    log_softmax,
    sigmoid,
    softmax,
    softplus,
    softsign,
    tanh,
)
from .tensor import ivy_kind, native, wrap

__all__ = ["avg_pool", "avg_pool1d", "avg_pool2d", "batch_normalization", "bias_add",
           "conv1d", "conv2d", "convolution", "dropout", "elu", "embedding_lookup", "gelu",
           "l2_loss", "l2_normalize", "leaky_relu", "log_poisson_loss",
           "log_softmax", "max_pool", "max_pool1d", "max_pool2d", "moments", "relu", "relu6",
           "selu", "sigmoid", "sigmoid_cross_entropy_with_logits", "silu", "softmax",
           "softmax_cross_entropy_with_logits", "softplus", "softsign",
           "sparse_softmax_cross_entropy_with_logits", "swish", "tanh",
           "weighted_cross_entropy_with_logits", "normalize_moments", "conv3d", "atrous_conv2d",
           "depthwise_conv2d", "max_pool3d", "avg_pool3d", "crelu", "space_to_depth",
           "depth_to_space", "in_top_k", "compute_average_loss", "scale_regularization_loss",
           "weighted_moments", "top_k", "zero_fraction"]

_SAMPLER = ("draws candidates from TensorFlow's random state (its samplers' streams are not "
            "reproducible elsewhere)")
_SPARSE = "takes tf.SparseTensor inputs; the frontend has no SparseTensor"
_CTC_DECODE = "returns tf.SparseTensor decodes; the frontend has no SparseTensor"
#: names of ``tf.nn`` the frontend knows it cannot offer, with the reason
UNSUPPORTED: dict = {
    **dict.fromkeys(("all_candidate_sampler", "fixed_unigram_candidate_sampler",
                     "learned_unigram_candidate_sampler", "compute_accidental_hits", "nce_loss",
                     "sampled_softmax_loss"), _SAMPLER),
    "embedding_lookup_sparse": _SPARSE, "safe_embedding_lookup_sparse": _SPARSE,
    **dict.fromkeys(("ctc_beam_search_decoder", "ctc_greedy_decoder"), _CTC_DECODE),
    "fractional_avg_pool": "pooling regions drawn from TensorFlow's random state",
    "fractional_max_pool": "pooling regions drawn from TensorFlow's random state",
    "isotonic_regression": "a data-dependent pool-adjacent-violators loop Ivy has no kernel for",
}
#: functions written as a composition of several Ivy functions
COMPOSED = frozenset({"relu6", "batch_normalization", "moments", "l2_loss", "log_poisson_loss",
                      "softmax_cross_entropy_with_logits", "sigmoid_cross_entropy_with_logits",
                      "sparse_softmax_cross_entropy_with_logits", "silu", "swish",
                      "weighted_cross_entropy_with_logits", "bias_add", "normalize_moments",
                      "softsign", "l2_normalize", "crelu", "space_to_depth", "depth_to_space",
                      "in_top_k", "compute_average_loss", "weighted_moments", "top_k",
                      "zero_fraction", "approx_max_k", "approx_min_k", "atrous_conv2d_transpose",
                      "batch_norm_with_global_normalization", "depthwise_conv2d_backprop_filter",
                      "depthwise_conv2d_backprop_input", "dilation2d", "erosion2d",
                      "local_response_normalization", "lrn", "max_pool_with_argmax",
                      "separable_conv2d", "space_to_batch", "sufficient_statistics", "ctc_loss",
                      "collapse_repeated", "ctc_unique_labels", "with_space_to_batch"})



# --- activations --------------------------------------------------------------------------------
def relu(features, name=None):
    x = convert(features)
    d = ivy_dtype_of(x.dtype)
    if d in FLOATING:
        return wrap(ivy.relu(x))
    return wrap(ivy.maximum(check_kind("Relu", x, REAL), 0))


def relu6(features, name=None):
    x = check_kind("Relu6", convert(features), REAL)
    return wrap(ivy.clip(x, 0, 6))


def leaky_relu(features, alpha=0.2, name=None):
    x = check_kind("LeakyRelu", convert(features), FLOATING)
    # TensorFlow's alpha is a float32 attribute: 0.2 is float32(0.2) for float64 inputs too
    return wrap(ivy.leaky_relu(x, alpha=float(np.float32(native(alpha)))))


def elu(features, name=None):
    return wrap(ivy.elu(check_kind("Elu", convert(features), FLOATING)))


def selu(features, name=None):
    return wrap(ivy.selu(check_kind("Selu", convert(features), FLOATING)))


def gelu(features, approximate=False, name=None):
    x = check_kind("Gelu", convert(features), FLOATING)
    return wrap(ivy.gelu(x, approximate=bool(approximate)))


def silu(features, beta=1.0, name=None):
    x = check_kind("Silu", convert(features), INEXACT)
    if beta == 1.0:
        return wrap(ivy.silu(x))
    return wrap(ivy.multiply(x, ivy.sigmoid(ivy.multiply(x, native(beta)))))


swish = silu


# --- convolutions and pooling -------------------------------------------------------------------
_CHANNEL_LAST = {None: True, "NWC": True, "NHWC": True, "NDHWC": True, "NCW": False,
                 "NCHW": False, "NCDHW": False}


def _layout(op, data_format):
    if data_format not in _CHANNEL_LAST:
        raise ValueError(f"{op}: data_format must be one of NWC, NCW, NHWC, NCHW, NDHWC, NCDHW, "
                         f"got {data_format!r}")
    return _CHANNEL_LAST[data_format]


def _spatial(v, n, channel_last, what):
    """TensorFlow's strides / dilations / ksize (an int, n ints, or n + 2 ints with 1 at the
    batch and channel positions) as n ints."""
    if v is None:
        return (1,) * n
    if hasattr(v, "_data") or ivy.is_native_array(v):
        v = ivy.to_list(native(v))
    if isinstance(v, int):
        return (v,) * n
    v = [int(i) for i in v]
    if len(v) == 1:
        return (v[0],) * n
    if len(v) == n:
        return tuple(v)
    if len(v) == n + 2:
        inner = v[1:-1] if channel_last else v[2:]
        outer = (v[0], v[-1]) if channel_last else (v[0], v[1])
        if outer != (1, 1):
            raise InvalidArgumentError(None, what, f"{what} in the batch and depth dimensions "
                                       "must be 1")
        return tuple(inner)
    raise ValueError(f"{what} should be of length 1, {n} or {n + 2}, got {len(v)}")


def _padding(padding, n, channel_last):
    if isinstance(padding, str):
        if padding.upper() not in ("SAME", "VALID"):
            raise ValueError(f"`padding` must be one of 'SAME', 'VALID' or explicit paddings, "
                             f"got {padding!r}")
        return padding.upper()
    pads = [tuple(int(i) for i in p) for p in padding]  # explicit: one (lo, hi) per dimension
    return pads[1:-1] if channel_last else pads[2:]


def _float_pair(op, a, b):
    x, f = binary(op, a, b)
    return check_kind(op, convert(x), FLOATING), convert(f)


def conv1d(input, filters, stride, padding, data_format="NWC", dilations=None,  # noqa: A002
           name=None):
    last = _layout("conv1d", data_format)
    x, f = _float_pair("Conv2D", input, filters)
    return wrap(ivy.conv1d(x, f, _spatial(stride, 1, last, "strides"),
                           _padding(padding, 1, last),
                           data_format="channel_last" if last else "channel_first",
                           dilations=_spatial(dilations, 1, last, "dilations")))


def conv2d(input, filters, strides, padding, data_format="NHWC", dilations=None,  # noqa: A002
           name=None):
    last = _layout("conv2d", data_format)
    x, f = _float_pair("Conv2D", input, filters)
    return wrap(ivy.conv2d(x, f, _spatial(strides, 2, last, "strides"),
                           _padding(padding, 2, last),
                           data_format="channel_last" if last else "channel_first",
                           dilations=_spatial(dilations, 2, last, "dilations")))


def convolution(input, filters, strides=None, padding="VALID", data_format=None,  # noqa: A002
                dilations=None, name=None):
    n = len(convert(input).shape) - 2
    if n == 1:
        return conv1d(input, filters, strides or 1, padding, data_format or "NWC", dilations)
    if n == 2:
        return conv2d(input, filters, strides or 1, padding, data_format or "NHWC", dilations)
    last = _layout("convolution", data_format)
    x, f = _float_pair("Conv3D", input, filters)
    return wrap(ivy.conv3d(x, f, _spatial(strides, 3, last, "strides"),
                           _padding(padding, 3, last),
                           data_format="channel_last" if last else "channel_first",
                           dilations=_spatial(dilations, 3, last, "dilations")))


def conv3d(input, filters, strides, padding, data_format="NDHWC", dilations=None,  # noqa: A002
           name=None):
    last = _layout("conv3d", data_format)
    x, f = _float_pair("Conv3D", input, filters)
    return wrap(ivy.conv3d(x, f, _spatial(strides, 3, last, "strides"),
                           _padding(padding, 3, last),
                           data_format="channel_last" if last else "channel_first",
                           dilations=_spatial(dilations, 3, last, "dilations")))


def atrous_conv2d(value, filters, rate, padding, name=None):
    return conv2d(value, filters, 1, padding, dilations=rate)


def depthwise_conv2d(input, filter, strides, padding, data_format=None,  # noqa: A002
                     dilations=None, name=None):
    last = _layout("depthwise_conv2d", data_format)
    x, f = _float_pair("DepthwiseConv2dNative", input, filter)
    return wrap(ivy.depthwise_conv2d(x, f, _spatial(strides, 2, last, "strides"),
                                     _padding(padding, 2, last),
                                     data_format="channel_last" if last else "channel_first",
                                     dilations=_spatial(dilations, 2, last, "dilations")))


_POOL = {("max", 1): ivy.max_pool1d, ("max", 2): ivy.max_pool2d, ("max", 3): ivy.max_pool3d,
         ("avg", 1): ivy.avg_pool1d, ("avg", 2): ivy.avg_pool2d, ("avg", 3): ivy.avg_pool3d}


def _pool(kind, op, input, ksize, strides, padding, data_format, n=None):  # noqa: A002
    x = check_kind(op, convert(input), FLOATING if kind == "avg" else REAL)
    n = len(x.shape) - 2 if n is None else n
    if n not in (1, 2, 3):
        raise ValueError(f"Input tensor must be of rank 3, 4 or 5 but was {n + 2}.")
    last = _layout(op, data_format)
    pad = _padding(padding, n, last)
    if not isinstance(pad, str):
        reject_option("tf", f"nn.{kind}_pool", "padding", padding, "'SAME' or 'VALID'")
    fn = _POOL[kind, n]
    return wrap(fn(x, _spatial(ksize, n, last, "ksize"), _spatial(strides, n, last, "strides"),
                   pad, data_format="channel_last" if last else "channel_first"))


def max_pool(input, ksize, strides, padding, data_format=None, name=None):  # noqa: A002
    return _pool("max", "MaxPool", input, ksize, strides, padding, data_format)


def avg_pool(input, ksize, strides, padding, data_format=None, name=None):  # noqa: A002
    return _pool("avg", "AvgPool", input, ksize, strides, padding, data_format)


def max_pool1d(input, ksize, strides, padding, data_format="NWC", name=None):  # noqa: A002
    return _pool("max", "MaxPool", input, ksize, strides, padding, data_format, 1)


def avg_pool1d(input, ksize, strides, padding, data_format="NWC", name=None):  # noqa: A002
    return _pool("avg", "AvgPool", input, ksize, strides, padding, data_format, 1)


def max_pool2d(input, ksize, strides, padding, data_format="NHWC", name=None):  # noqa: A002
    return _pool("max", "MaxPool", input, ksize, strides, padding, data_format, 2)


def avg_pool2d(input, ksize, strides, padding, data_format="NHWC", name=None):  # noqa: A002
    return _pool("avg", "AvgPool", input, ksize, strides, padding, data_format, 2)


def max_pool3d(input, ksize, strides, padding, data_format="NDHWC", name=None):  # noqa: A002
    return _pool("max", "MaxPool3D", input, ksize, strides, padding, data_format, 3)


def avg_pool3d(input, ksize, strides, padding, data_format="NDHWC", name=None):  # noqa: A002
    return _pool("avg", "AvgPool3D", input, ksize, strides, padding, data_format, 3)


def crelu(features, axis=-1, name=None):
    x = check_kind("Relu", convert(features), FLOATING)
    return wrap(ivy.relu(ivy.concat([x, ivy.negative(x)], axis=axis)))


def space_to_depth(input, block_size, data_format="NHWC", name=None):  # noqa: A002
    if data_format != "NHWC":
        reject_option("tf", "nn.space_to_depth", "data_format", data_format, "NHWC only")
    x = convert(input)
    n, h, w, c = (int(d) for d in x.shape)
    b = int(block_size)
    x = ivy.reshape(x, (n, h // b, b, w // b, b, c))
    return wrap(ivy.reshape(ivy.permute_dims(x, (0, 1, 3, 2, 4, 5)), (n, h // b, w // b,
                                                                     b * b * c)))


def depth_to_space(input, block_size, data_format="NHWC", name=None):  # noqa: A002
    if data_format != "NHWC":
        reject_option("tf", "nn.depth_to_space", "data_format", data_format, "NHWC only")
    x = convert(input)
    n, h, w, c = (int(d) for d in x.shape)
    b = int(block_size)
    x = ivy.reshape(x, (n, h, w, b, b, c // (b * b)))
    return wrap(ivy.reshape(ivy.permute_dims(x, (0, 1, 3, 2, 4, 5)), (n, h * b, w * b,
                                                                     c // (b * b))))


def compute_average_loss(per_example_loss, sample_weight=None, global_batch_size=None):
    x = convert(per_example_loss)
    if sample_weight is not None:
        x = ivy.multiply(x, binary("Mul", x, sample_weight)[1])
    n = int(x.shape[0]) if global_batch_size is None and len(x.shape) else global_batch_size
    total = ivy.sum(x)
    return wrap(ivy.divide(total, n if n else 1))


def scale_regularization_loss(regularization_loss):
    return wrap(ivy.sum(convert(regularization_loss)))


def weighted_moments(x, axes, frequency_weights, keepdims=False, name=None):
    a, w = binary("WeightedMoments", x, frequency_weights)
    ax = tuple(int(i) for i in axes)
    w = ivy.multiply(ivy.ones_like(a), w)
    sw = ivy.sum(w, axis=ax, keepdims=True)
    mean = ivy.divide(ivy.sum(ivy.multiply(a, w), axis=ax, keepdims=True), sw)
    var = ivy.divide(ivy.sum(ivy.multiply(w, ivy.square(ivy.subtract(a, mean))), axis=ax,
                             keepdims=True), sw)
    if not keepdims:
        mean, var = ivy.squeeze(mean, axis=ax), ivy.squeeze(var, axis=ax)
    return wrap(mean), wrap(var)


from .math import top_k, zero_fraction  # noqa: E402, F401 - tf.nn's names for tf.math's


# --- dropout, bias, normalisation ---------------------------------------------------------------
def dropout(x, rate, noise_shape=None, seed=None, name=None):
    a = check_kind("dropout", convert(x), FLOATING)
    if noise_shape is not None and tuple(noise_shape) != tuple(a.shape):
        reject_option("tf", "nn.dropout", "noise_shape", noise_shape,
                      "a mask of the input's shape only")
    r = float(native(rate))
    if not 0 <= r < 1:
        raise ValueError(f"`rate` must be a scalar tensor or a float in the range [0, 1). "
                         f"Received: rate={rate}")
    return wrap(ivy.dropout(a, r, seed=seed))


def bias_add(value, bias, data_format=None, name=None):
    x, b = binary("BiasAdd", value, bias)
    if data_format in ("NCHW", "NCW", "NCDHW") or (data_format or "").startswith("NC"):
        b = ivy.reshape(b, (-1,) + (1,) * (len(x.shape) - 2))
    return wrap(ivy.add(x, b))


def moments(x, axes, shift=None, keepdims=False, name=None):
    a = check_kind("moments", convert(x), FLOATING)
    ax = tuple(int(i) for i in (ivy.to_list(native(axes)) if hasattr(axes, "_data")
                                 else axes))
    mean = ivy.mean(a, axis=ax, keepdims=True)
    var = ivy.mean(ivy.square(ivy.subtract(a, ivy.stop_gradient(mean))), axis=ax, keepdims=True)
    if not keepdims:
        mean, var = ivy.squeeze(mean, axis=ax), ivy.squeeze(var, axis=ax)
    return wrap(mean), wrap(var)


def normalize_moments(counts, mean_ss, variance_ss, shift, name=None):
    c = convert(counts)
    m = ivy.divide(convert(mean_ss), c)
    if shift is not None:
        m = ivy.add(m, native(shift))
    v = ivy.subtract(ivy.divide(convert(variance_ss), c), ivy.square(ivy.subtract(
        m, native(shift) if shift is not None else 0)))
    return wrap(m), wrap(v)


def batch_normalization(x, mean, variance, offset, scale, variance_epsilon, name=None):
    a, m = binary("BatchNorm", x, mean)
    _, v = binary("BatchNorm", a, variance)
    inv = ivy.reciprocal(ivy.sqrt(ivy.add(v, variance_epsilon)))
    if scale is not None:
        inv = ivy.multiply(inv, binary("BatchNorm", a, scale)[1])
    out = ivy.add(ivy.multiply(a, inv), ivy.negative(ivy.multiply(m, inv)))
    if offset is not None:
        out = ivy.add(out, binary("BatchNorm", a, offset)[1])
    return wrap(out)


def l2_loss(t, name=None):
    x = check_kind("L2Loss", convert(t), FLOATING)
    return wrap(ivy.divide(ivy.sum(ivy.square(x)), 2))


def embedding_lookup(params, ids, max_norm=None, name=None):
    if max_norm is not None:
        reject_option("tf", "nn.embedding_lookup", "max_norm", max_norm)
    p = params[0] if isinstance(params, (list, tuple)) and len(params) == 1 else params
    if isinstance(p, (list, tuple)):
        reject_option("tf", "nn.embedding_lookup", "params", "a list of shards",
                      "one tensor only")
    return wrap(ivy.gather(convert(p), convert(ids), axis=0))


# --- losses -------------------------------------------------------------------------------------
def sigmoid_cross_entropy_with_logits(labels=None, logits=None, name=None):
    if labels is None or logits is None:
        raise ValueError("Both labels and logits must be provided.")
    z, x = binary("SigmoidCrossEntropy", labels, logits)
    x = check_kind("SigmoidCrossEntropy", convert(x), FLOATING)
    # max(x, 0) - x * z + log(1 + exp(-|x|)): no overflow for large |x|
    return wrap(ivy.add(ivy.subtract(ivy.relu(x), ivy.multiply(x, z)),
                        ivy.log1p(ivy.exp(ivy.negative(ivy.abs(x))))))


def weighted_cross_entropy_with_logits(labels, logits, pos_weight, name=None):
    z, x = binary("WeightedCrossEntropy", labels, logits)
    x = check_kind("WeightedCrossEntropy", convert(x), FLOATING)
    _, q = binary("WeightedCrossEntropy", x, pos_weight)
    q1 = q - 1 if isinstance(q, (int, float)) else ivy.subtract(q, 1)
    lw = ivy.add(ivy.multiply(z, q1), 1)
    return wrap(ivy.add(ivy.multiply(ivy.subtract(1, z), x), ivy.multiply(
        lw, ivy.add(ivy.log1p(ivy.exp(ivy.negative(ivy.abs(x)))), ivy.relu(ivy.negative(x))))))


def softmax_cross_entropy_with_logits(labels, logits, axis=-1, name=None):
    z, x = binary("SoftmaxCrossEntropyWithLogits", labels, logits)
    x = check_kind("SoftmaxCrossEntropyWithLogits", convert(x), FLOATING)
    return wrap(ivy.negative(ivy.sum(ivy.multiply(z, ivy.log_softmax(x, axis=axis)), axis=axis)))


def sparse_softmax_cross_entropy_with_logits(labels=None, logits=None, name=None):
    if labels is None or logits is None:
        raise ValueError("Both labels and logits must be provided.")
    y = convert(labels)
    x = check_kind("SparseSoftmaxCrossEntropyWithLogits", convert(logits), FLOATING)
    if ivy_kind(y) not in ("int", "uint"):
        raise InvalidArgumentError(None, "SparseSoftmaxCrossEntropyWithLogits",
                                   "labels must be an integer tensor")
    if tuple(y.shape) != tuple(x.shape)[:-1]:
        raise ValueError(f"`labels.shape` must equal `logits.shape` except for the last "
                         f"dimension. Received: labels.shape={tuple(y.shape)} and "
                         f"logits.shape={tuple(x.shape)}")
    lp = ivy.log_softmax(x, axis=-1)
    picked = ivy.take_along_axis(lp, ivy.expand_dims(ivy.astype(y, ivy.int64), axis=-1), axis=-1)
    return wrap(ivy.negative(ivy.squeeze(picked, axis=-1)))


def log_poisson_loss(targets, log_input, compute_full_loss=False, name=None):
    z, c = binary("LogPoissonLoss", targets, log_input)
    loss = ivy.subtract(ivy.exp(c), ivy.multiply(c, z))
    if compute_full_loss:
        zs = ivy.where(ivy.greater(z, 1), z, ivy.ones_like(z))
        stirling = ivy.add(ivy.subtract(ivy.multiply(zs, ivy.log(zs)), zs),
                           ivy.multiply(0.5, ivy.log(ivy.multiply(2 * 3.141592653589793, zs))))
        loss = ivy.add(loss, ivy.where(ivy.greater(z, 1), stirling, ivy.zeros_like(z)))
    return wrap(loss)


from ._ctc import collapse_repeated, ctc_loss, ctc_unique_labels  # noqa: E402, F401
from .math import approx_max_k, approx_min_k  # noqa: E402, F401

# (the rest of tf.nn, written with this module's helpers in _nn_extra and _space_batch, is added
# to this module by the package's __init__: this module cannot import them back)
__all__ += ["approx_max_k", "approx_min_k", "ctc_loss", "collapse_repeated", "ctc_unique_labels"]


def __getattr__(name):
    if name in UNSUPPORTED:
        return unsupported("tf", f"nn.{name}", UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.tensorflow.nn' has no attribute {name!r}")
