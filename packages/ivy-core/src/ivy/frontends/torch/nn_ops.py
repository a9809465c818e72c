"""The neural-network operators PyTorch also offers at its top level (``torch.conv2d``,
``torch.batch_norm``, ``torch.dropout``, ``torch.embedding``, ``torch.lstm_cell``...), with the
ATen signatures they have there, on the frontend's ``torch.nn.functional``.

Where the top-level signature is ``torch.nn.functional``'s, the function is that one. Where it
differs, a small function maps it: the norms take ``(weight, bias)`` before the running statistics
and a ``cudnn_enabled`` flag (ignored); the dropouts a positional ``train``; ``embedding`` takes the
weight first with ``padding_idx=-1`` for none; the losses an integer ``reduction`` (0 ``none``,
1 ``mean``, 2 ``sum``); ``grid_sampler`` integer modes; ``lstm`` / ``gru`` / ``rnn_tanh`` /
``rnn_relu`` the flat parameter list of ``nn.LSTM`` ... (a step at a time, no projections).
``adaptive_max_pool1d`` returns the values and their indices, as PyTorch's top-level one does. The
``native_*`` norms also return the saved statistics (the mean and the reciprocal standard
deviation).
"""

from __future__ import annotations

import ivy

from .nn import _activations as _act
from .nn import _conv, _layers, _losses, _norms
from .nn._util import batched, inplace_result, like, opt, unbatch
from .tensor import native, wrap

__all__ = ["adaptive_avg_pool1d", "adaptive_max_pool1d", "affine_grid_generator", "alpha_dropout",
           "alpha_dropout_", "avg_pool1d", "batch_norm", "bilinear",
           "binary_cross_entropy_with_logits", "celu", "celu_", "channel_shuffle",
           "constant_pad_nd", "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d",
           "conv_transpose3d", "convolution", "cosine_embedding_loss", "dropout", "dropout_",
           "embedding", "embedding_renorm_", "feature_alpha_dropout", "feature_alpha_dropout_",
           "feature_dropout", "feature_dropout_", "grid_sampler", "grid_sampler_2d", "group_norm",
           "gru", "gru_cell", "hardshrink", "hinge_embedding_loss", "instance_norm", "kl_div",
           "layer_norm", "lstm", "lstm_cell", "margin_ranking_loss", "max_pool1d", "max_pool2d",
           "max_pool3d", "native_batch_norm", "native_channel_shuffle", "native_dropout",
           "native_group_norm", "native_layer_norm", "pdist", "pixel_shuffle", "pixel_unshuffle",
           "poisson_nll_loss", "prelu", "rms_norm", "rnn_relu", "rnn_relu_cell", "rnn_tanh",
           "rnn_tanh_cell", "rrelu", "rrelu_", "selu", "selu_", "threshold", "threshold_",
           "triplet_margin_loss"]

#: functions written as a composition of several Ivy functions
COMPOSED = frozenset({"adaptive_max_pool1d", "affine_grid_generator", "alpha_dropout",
                      "alpha_dropout_", "bilinear", "binary_cross_entropy_with_logits", "celu",
                      "celu_", "channel_shuffle", "constant_pad_nd", "cosine_embedding_loss",
                      "embedding_renorm_", "feature_alpha_dropout", "feature_alpha_dropout_",
                      "feature_dropout", "feature_dropout_", "gru", "gru_cell", "hardshrink",
                      "hinge_embedding_loss", "instance_norm", "kl_div", "lstm", "lstm_cell",
                      "margin_ranking_loss", "native_batch_norm", "native_channel_shuffle",
                      "native_dropout", "native_group_norm", "native_layer_norm", "pdist",
                      "pixel_shuffle", "pixel_unshuffle", "poisson_nll_loss", "prelu", "rms_norm",
                      "rnn_relu", "rnn_relu_cell", "rnn_tanh", "rnn_tanh_cell", "rrelu", "rrelu_",
                      "threshold", "threshold_", "triplet_margin_loss"})

# --- the same signature as torch.nn.functional's ------------------------------------------------
conv1d, conv2d, conv3d = _conv.conv1d, _conv.conv2d, _conv.conv3d
conv_transpose1d, conv_transpose2d = _conv.conv_transpose1d, _conv.conv_transpose2d
conv_transpose3d = _conv.conv_transpose3d
adaptive_avg_pool1d = _conv.adaptive_avg_pool1d
pixel_shuffle, pixel_unshuffle = _conv.pixel_shuffle, _conv.pixel_unshuffle
channel_shuffle, native_channel_shuffle = _conv.channel_shuffle, _conv.native_channel_shuffle
bilinear, pdist, rms_norm = _layers.bilinear, _layers.pdist, _norms.rms_norm
prelu, selu, selu_ = _act.prelu, _act.selu, _act.selu_

_REDUCTION = {0: "none", 1: "mean", 2: "sum"}


def _reduction(r):
    """ATen's integer reduction -> torch.nn.functional's name (a name is kept)."""
    return _REDUCTION[r] if type(r) is int else r


# --- convolution, pooling ----------------------------------------------------------------------
def convolution(input, weight, bias, stride, padding, dilation, transposed, output_padding,
                groups):
    """``torch.convolution``: the N-d (transposed) convolution the weight's rank selects."""
    n = len(native(weight).shape) - 2
    if transposed:
        fn = (conv_transpose1d, conv_transpose2d, conv_transpose3d)[n - 1]
        return fn(input, weight, bias, stride, padding, output_padding, groups, dilation)
    return (conv1d, conv2d, conv3d)[n - 1](input, weight, bias, stride, padding, dilation, groups)


def avg_pool1d(input, kernel_size, stride=(), padding=0, ceil_mode=False,
               count_include_pad=True):
    return _conv.avg_pool1d(input, kernel_size, stride or None, padding, ceil_mode,
                            count_include_pad)


def max_pool1d(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    return _conv.max_pool1d(input, kernel_size, stride or None, padding, dilation, ceil_mode)


def max_pool2d(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    return _conv.max_pool2d(input, kernel_size, stride or None, padding, dilation, ceil_mode)


def max_pool3d(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    return _conv.max_pool3d(input, kernel_size, stride or None, padding, dilation, ceil_mode)


def adaptive_max_pool1d(input, output_size):
    """``(values, indices)``: each window's maximum and its position along the input (the first
    of equal maxima)."""
    x, unb = batched(native(input), 1, "adaptive_max_pool1d")
    out = int(output_size[0] if isinstance(output_size, (tuple, list)) else output_size)
    size = x.shape[-1]
    vals, idx = [], []
    for j in range(out):  # PyTorch's windows: [floor(j L / out), ceil((j + 1) L / out))
        lo, hi = (j * size) // out, -((-(j + 1) * size) // out)
        w = x[..., lo:hi]
        vals.append(ivy.max(w, axis=-1, keepdims=True))
        idx.append(ivy.add(ivy.astype(ivy.argmax(w, axis=-1, keepdims=True), ivy.int64), lo))
    return (wrap(unbatch(ivy.concat(vals, axis=-1), unb)),
            wrap(unbatch(ivy.concat(idx, axis=-1), unb)))


# --- normalisations ----------------------------------------------------------------------------
def batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps,
               cudnn_enabled):
    return _norms.batch_norm(input, running_mean, running_var, weight, bias, training, momentum,
                             eps)


def instance_norm(input, weight, bias, running_mean, running_var, use_input_stats, momentum, eps,
                  cudnn_enabled):
    return _norms.instance_norm(input, running_mean, running_var, weight, bias, use_input_stats,
                                momentum, eps)


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05, cudnn_enable=True):
    return _norms.layer_norm(input, normalized_shape, weight, bias, eps)


def group_norm(input, num_groups, weight=None, bias=None, eps=1e-05, cudnn_enabled=True):
    return _norms.group_norm(input, num_groups, weight, bias, eps)


def _stats(x, axes, eps):
    mean = ivy.mean(x, axis=axes, keepdims=True)
    rstd = ivy.divide(1.0, ivy.sqrt(ivy.add(ivy.var(x, axis=axes, keepdims=True), eps)))
    return mean, rstd


def native_layer_norm(input, normalized_shape, weight, bias, eps):
    """``(output, mean, rstd)``, the statistics over the normalised trailing dimensions (kept as
    size-1 dimensions)."""
    x = native(input)
    k = 1 if isinstance(normalized_shape, int) else len(normalized_shape)
    mean, rstd = _stats(x, tuple(range(len(x.shape) - k, len(x.shape))), eps)
    return layer_norm(input, normalized_shape, weight, bias, eps), wrap(mean), wrap(rstd)


def native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps):
    """``(output, save_mean, save_invstd)``: the batch's per-channel statistics when training,
    empty tensors otherwise (as PyTorch on the CPU)."""
    x = native(input)
    y = _norms.batch_norm(input, running_mean, running_var, weight, bias, training, momentum, eps)
    if not training:
        with like(x):
            empty = ivy.zeros((0,), dtype=x.dtype, device=ivy.dev(x))
        return y, wrap(empty), wrap(empty)
    axes = (0,) + tuple(range(2, len(x.shape)))
    mean, rstd = _stats(x, axes, eps)
    return y, wrap(ivy.reshape(mean, (-1,))), wrap(ivy.reshape(rstd, (-1,)))


def native_group_norm(input, weight, bias, N, C, HxW, group, eps):  # noqa: N803 - ATen's names
    """``(output, mean, rstd)`` with the statistics per sample and group (``[N, group]``)."""
    x = native(input)
    g = ivy.reshape(x, (N, group, -1))
    mean, rstd = _stats(g, (2,), eps)
    return (group_norm(input, group, weight, bias, eps), wrap(ivy.reshape(mean, (N, group))),
            wrap(ivy.reshape(rstd, (N, group))))


# --- dropout -----------------------------------------------------------------------------------
def dropout(input, p, train):
    return _layers.dropout(input, p, train)


def dropout_(input, p, train):
    return _layers.dropout(input, p, train, inplace=True)


def alpha_dropout(input, p, train):
    return _layers.alpha_dropout(input, p, train)


def alpha_dropout_(input, p, train):
    return _layers.alpha_dropout(input, p, train, inplace=True)


def feature_alpha_dropout(input, p, train):
    return _layers.feature_alpha_dropout(input, p, train)


def feature_alpha_dropout_(input, p, train):
    return _layers.feature_alpha_dropout(input, p, train, inplace=True)


def _feature_dropout(input, p, train, inplace):
    # whole channels ([N, C, 1, ...] mask) zeroed, the rest scaled by 1 / (1 - p)
    if not 0 <= p <= 1:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    x = native(input)
    if not train or p == 0:
        return inplace_result(input, x, inplace)
    with like(x):
        ones = ivy.ones(tuple(x.shape[:2]) + (1,) * (len(x.shape) - 2), dtype=x.dtype,
                        device=ivy.dev(x))
    return inplace_result(input, ivy.multiply(x, ivy.dropout(ones, p)), inplace)


def feature_dropout(input, p, train):
    return _feature_dropout(input, p, train, False)


def feature_dropout_(input, p, train):
    return _feature_dropout(input, p, train, True)


def native_dropout(input, p, train):
    """``(output, mask)``: the kept positions (bool) with the output scaled by ``1 / (1 - p)``;
    ``train=False`` keeps everything."""
    x = native(input)
    if train is False or p == 0:
        return wrap(x), wrap(ivy.ones_like(x, dtype="bool"))
    with like(x):
        ones = ivy.ones(tuple(x.shape), dtype=x.dtype, device=ivy.dev(x))
    keep = ivy.dropout(ones, p, scale=False)
    y = ivy.multiply(x, ivy.divide(keep, 1.0 - p)) if p < 1 else ivy.multiply(x, keep)
    return wrap(y), wrap(ivy.astype(keep, "bool"))


# --- embedding ---------------------------------------------------------------------------------
def embedding(weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False):
    return _layers.embedding(indices, weight, None if padding_idx < 0 else padding_idx,
                             scale_grad_by_freq=scale_grad_by_freq, sparse=sparse)


def embedding_renorm_(input, indices, max_norm, norm_type):
    """Rescale, in place, the rows of ``input`` that ``indices`` names whose ``norm_type``-norm is
    above ``max_norm`` to that norm (PyTorch's ``max_norm / (norm + 1e-7)`` factor)."""
    w = native(input)
    with like(w):
        rows = ivy.arange(w.shape[0], dtype=ivy.int64, device=ivy.dev(w))
    named = ivy.any(ivy.equal(ivy.expand_dims(rows, axis=1),
                              ivy.reshape(ivy.astype(native(indices), ivy.int64), (1, -1))),
                    axis=1, keepdims=True)
    norm = ivy.linalg.vector_norm(w, ord=norm_type, axis=1, keepdims=True)
    scale = ivy.where(ivy.logical_and(named, ivy.greater(norm, max_norm)),
                      ivy.divide(max_norm, ivy.add(norm, 1e-7)), ivy.ones_like(norm))
    return inplace_result(input, ivy.multiply(w, scale), True)


# --- padding, sampling -------------------------------------------------------------------------
def constant_pad_nd(input, pad, value=0):
    return _layers.pad(input, pad, "constant", value)


def affine_grid_generator(theta, size, align_corners):
    return _layers.affine_grid(theta, size, align_corners)


_GRID_MODES = ("bilinear", "nearest", "bicubic")
_GRID_PADDINGS = ("zeros", "border", "reflection")


def grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners):
    return _layers.grid_sample(input, grid, _GRID_MODES[interpolation_mode],
                               _GRID_PADDINGS[padding_mode], align_corners)


grid_sampler_2d = grid_sampler


# --- activations -------------------------------------------------------------------------------
def celu(input, alpha=1.0):
    return _act.celu(input, alpha)


def celu_(input, alpha=1.0):
    return _act.celu(input, alpha, inplace=True)


def rrelu(input, lower=1.0 / 8, upper=1.0 / 3, training=False, generator=None):
    return _act.rrelu(input, lower, upper, training)


def rrelu_(input, lower=1.0 / 8, upper=1.0 / 3, training=False, generator=None):
    return _act.rrelu(input, lower, upper, training, inplace=True)


def threshold(input, threshold, value):  # noqa: A002 - PyTorch's name
    return _act.threshold(input, threshold, value)


def threshold_(input, threshold, value):  # noqa: A002 - PyTorch's name
    return _act.threshold(input, threshold, value, inplace=True)


def hardshrink(input, lambd=0.5):
    return _act.hardshrink(input, lambd)


# --- losses (integer reductions) ---------------------------------------------------------------
def binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None, reduction=1):
    return _losses.binary_cross_entropy_with_logits(input, target, weight,
                                                    reduction=_reduction(reduction),
                                                    pos_weight=pos_weight)


def cosine_embedding_loss(input1, input2, target, margin=0.0, reduction=1):
    return _losses.cosine_embedding_loss(input1, input2, target, margin,
                                         reduction=_reduction(reduction))


def hinge_embedding_loss(input, target, margin=1.0, reduction=1):
    return _losses.hinge_embedding_loss(input, target, margin, reduction=_reduction(reduction))


def kl_div(input, target, reduction=1, *, log_target=False):
    return _losses.kl_div(input, target, reduction=_reduction(reduction), log_target=log_target)


def margin_ranking_loss(input1, input2, target, margin=0.0, reduction=1):
    return _losses.margin_ranking_loss(input1, input2, target, margin,
                                       reduction=_reduction(reduction))


def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2.0, eps=1e-06, swap=False,
                        reduction=1):
    return _losses.triplet_margin_loss(anchor, positive, negative, margin, p, eps, swap,
                                       reduction=_reduction(reduction))


def poisson_nll_loss(input, target, log_input, full, eps, reduction):
    return _losses.poisson_nll_loss(input, target, log_input, full, eps=eps,
                                    reduction=_reduction(reduction))


# --- recurrent cells ---------------------------------------------------------------------------
def _gates(input, hx, w_ih, w_hh, b_ih, b_hh):
    # (x W_ih^T + b_ih, h W_hh^T + b_hh)
    gi = ivy.linear(native(input), native(w_ih), bias=opt(b_ih))
    gh = ivy.linear(native(hx), native(w_hh), bias=opt(b_hh))
    return gi, gh


def rnn_tanh_cell(input, hx, w_ih, w_hh, b_ih=None, b_hh=None):
    gi, gh = _gates(input, hx, w_ih, w_hh, b_ih, b_hh)
    return wrap(ivy.tanh(ivy.add(gi, gh)))


def rnn_relu_cell(input, hx, w_ih, w_hh, b_ih=None, b_hh=None):
    gi, gh = _gates(input, hx, w_ih, w_hh, b_ih, b_hh)
    return wrap(ivy.relu(ivy.add(gi, gh)))


def lstm_cell(input, hx, w_ih, w_hh, b_ih=None, b_hh=None):
    """``(h', c')`` of one LSTM step; ``hx`` is ``(h, c)``, the gates in PyTorch's order (input,
    forget, cell, output)."""
    h, c = hx
    gi, gh = _gates(input, h, w_ih, w_hh, b_ih, b_hh)
    i, f, g, o = ivy.split(ivy.add(gi, gh), num_or_size_splits=4, axis=-1)
    c2 = ivy.add(ivy.multiply(ivy.sigmoid(f), native(c)),
                 ivy.multiply(ivy.sigmoid(i), ivy.tanh(g)))
    return wrap(ivy.multiply(ivy.sigmoid(o), ivy.tanh(c2))), wrap(c2)


def gru_cell(input, hx, w_ih, w_hh, b_ih=None, b_hh=None):
    """``h'`` of one GRU step, the gates in PyTorch's order (reset, update, new)."""
    gi, gh = _gates(input, hx, w_ih, w_hh, b_ih, b_hh)
    ir, iz, in_ = ivy.split(gi, num_or_size_splits=3, axis=-1)
    hr, hz, hn = ivy.split(gh, num_or_size_splits=3, axis=-1)
    r = ivy.sigmoid(ivy.add(ir, hr))
    z = ivy.sigmoid(ivy.add(iz, hz))
    n = ivy.tanh(ivy.add(in_, ivy.multiply(r, hn)))
    h = native(hx)
    return wrap(ivy.add(ivy.multiply(ivy.subtract(1.0, z), n), ivy.multiply(z, h)))



# --- recurrent layers (the functions nn.RNN / LSTM / GRU call) ------------------------------------
def _cell_of(kind):
    return {"lstm": lstm_cell, "gru": gru_cell, "rnn_tanh": rnn_tanh_cell,
            "rnn_relu": rnn_relu_cell}[kind]


def _recurrent(kind, input, hx, params, has_biases, num_layers, dropout, train, bidirectional,
               batch_first):
    """``(output, h_n[, c_n])`` of ``num_layers`` stacked layers (two directions with
    ``bidirectional``); ``params`` per layer and direction: ``w_ih, w_hh[, b_ih, b_hh]``."""
    x = native(input)
    unbatched = len(x.shape) == 2
    hs = [native(h) for h in (hx if kind == "lstm" else [hx])]
    if unbatched:
        x = ivy.expand_dims(x, axis=1)
        hs = [ivy.expand_dims(h, axis=1) for h in hs]
    elif batch_first:
        x = ivy.permute_dims(x, (1, 0, 2))
    dirs = 2 if bidirectional else 1
    per = 4 if has_biases else 2
    if len(params) != num_layers * dirs * per:
        raise RuntimeError(f"{kind}: expected {num_layers * dirs * per} parameter tensors, got "
                           f"{len(params)} (projections are not supported)")
    cell = _cell_of(kind)
    finals = [[] for _ in hs]
    steps = x.shape[0]
    for layer in range(num_layers):
        outs = []
        for d in range(dirs):
            k = layer * dirs + d
            w = [wrap(native(p)) for p in params[k * per:(k + 1) * per]]
            state = [wrap(h[k]) for h in hs]
            seq = [None] * steps
            for s in (range(steps - 1, -1, -1) if d else range(steps)):
                xs = wrap(x[s])
                state = list(cell(xs, state, *w)) if kind == "lstm" else [cell(xs, state[0], *w)]
                seq[s] = native(state[0])
            outs.append(ivy.stack(seq, axis=0))
            for f, st in zip(finals, state):
                f.append(native(st))
        x = outs[0] if dirs == 1 else ivy.concat(outs, axis=-1)
        if train and dropout > 0 and layer < num_layers - 1:
            x = ivy.dropout(x, dropout)
    if unbatched:
        x = ivy.squeeze(x, axis=1)
        finals = [[ivy.squeeze(h, axis=0) for h in f] for f in finals]
    elif batch_first:
        x = ivy.permute_dims(x, (1, 0, 2))
    return (wrap(x), *(wrap(ivy.stack(f, axis=0)) for f in finals))


def lstm(input, hx, params, has_biases, num_layers, dropout, train, bidirectional, batch_first):
    return _recurrent("lstm", input, hx, params, has_biases, num_layers, dropout, train,
                      bidirectional, batch_first)


def gru(input, hx, params, has_biases, num_layers, dropout, train, bidirectional, batch_first):
    return _recurrent("gru", input, hx, params, has_biases, num_layers, dropout, train,
                      bidirectional, batch_first)


def rnn_tanh(input, hx, params, has_biases, num_layers, dropout, train, bidirectional,
             batch_first):
    return _recurrent("rnn_tanh", input, hx, params, has_biases, num_layers, dropout, train,
                      bidirectional, batch_first)


def rnn_relu(input, hx, params, has_biases, num_layers, dropout, train, bidirectional,
             batch_first):
    return _recurrent("rnn_relu", input, hx, params, has_biases, num_layers, dropout, train,
                      bidirectional, batch_first)
