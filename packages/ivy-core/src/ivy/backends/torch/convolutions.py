"""PyTorch kernels: convolutions through ``torch.nn.functional.conv*`` / ``conv_transpose*``.

Differences handled here: PyTorch is channel-first with one batch dimension and weights
``[C_out, C_in / groups, *k]`` (permuted from Ivy's ``[*k, C_in / groups, C_out]``; a channel-last
input is a channel-first view, which PyTorch runs as its channels-last memory format); its padding
is symmetric, and its ``padding="same"`` refuses strides > 1: asymmetric paddings (SAME's
included) are applied with ``F.pad`` first. A transpose with asymmetric padding runs with the
smaller side's padding and crops the rest.
"""

import torch.nn.functional as F

from ..._rules.spatial import conv_args
from .._spatial_kernels import conv_kernel, conv_transpose_kernel
from ._helpers import native_dtype

_CONV = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}
_CONV_T = {1: F.conv_transpose1d, 2: F.conv_transpose2d, 3: F.conv_transpose3d}


def _inputs(x, filters, bias, a):
    """``x`` as ``[B, C, *spatial]``, the filters permuted for PyTorch, all of the call's dtype."""
    d = a.memo.get("torch")
    if d is None:
        d = a.memo["torch"] = native_dtype(a.dtype)
    if len(a.batch) != 1:
        x = x.reshape(-1, *x.shape[len(a.batch):])
    if not a.cf:
        x = x.movedim(-1, 1)
    n = a.n
    w = filters.permute(n + 1, n, *range(n))  # [*k, I, O] -> [O, I, *k]
    if x.dtype != d:
        x = x.to(d)
    if w.dtype != d:
        w = w.to(d)
    if bias is not None and bias.dtype != d:
        bias = bias.to(d)
    return x, w, bias


def _finish(y, a):
    if not a.cf:
        y = y.movedim(1, -1)
    return y.reshape(a.result_shape()) if len(a.batch) != 1 else y


def _conv(n, fname, x, filters, strides, padding, data_format, dilations, groups, bias):
    a = conv_args(fname, n, x, filters, strides, padding, data_format, dilations, groups, bias)
    x, w, bias = _inputs(x, filters, bias, a)
    pad = a.memo.get("torch_pad")
    if pad is None:  # PyTorch's symmetric padding, or F.pad's (last dimension first) and 0
        pad = a.memo["torch_pad"] = (tuple(lo for lo, _ in a.pads) if a.symmetric else
                                     [p for lo, hi in reversed(a.pads) for p in (lo, hi)])
    if type(pad) is list:
        x, pad = F.pad(x, pad), 0
    return _finish(_CONV[n](x, w, bias, a.strides, pad, a.dilations, a.groups), a)


def _conv_t(n, fname, x, filters, strides, padding, output_shape, output_padding, data_format,
            dilations, groups, bias):
    a = conv_args(fname, n, x, filters, strides, padding, data_format, dilations, groups, bias,
                  transpose=True, output_shape=output_shape, output_padding=output_padding)
    x, w, bias = _inputs(x, filters, bias, a)
    # full (unpadded) length L = (m - 1) * s + eff; PyTorch with padding p and output_padding q
    # gives positions p .. L + q - p of it; Ivy's output j is position lo + j.
    full = [(m - 1) * s + e for m, s, e in zip(a.spatial, a.strides, a.eff)]
    pad = [min(lo, hi) for lo, hi in a.pads]
    op = [max(0, lo + p + o - L) for (lo, _), p, o, L in zip(a.pads, pad, a.out, full)]
    y = _CONV_T[n](x, w, bias, a.strides, pad, op, a.groups, a.dilations)
    start = [lo - p for (lo, _), p in zip(a.pads, pad)]
    if any(start) or tuple(y.shape[2:]) != a.out:
        y = y[(slice(None), slice(None)) + tuple(slice(b, b + o) for b, o in zip(start, a.out))]
    return _finish(y, a)


conv1d = conv_kernel(_conv, 1, "conv1d")
conv2d = conv_kernel(_conv, 2, "conv2d")
conv3d = conv_kernel(_conv, 3, "conv3d")
conv1d_transpose = conv_transpose_kernel(_conv_t, 1, "conv1d_transpose")
conv2d_transpose = conv_transpose_kernel(_conv_t, 2, "conv2d_transpose")
conv3d_transpose = conv_transpose_kernel(_conv_t, 3, "conv3d_transpose")
