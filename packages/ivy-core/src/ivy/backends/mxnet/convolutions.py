"""MXNet kernels: convolutions through ``npx.convolution`` / ``npx.deconvolution``.

Differences handled here: MXNet's CPU kernels take channel-first data only (channel-last inputs
are transposed) and weights ``[C_out, C_in / groups, *k]`` (``[C_in, C_out / groups, *k]`` for a
deconvolution); padding is symmetric (asymmetric paddings are applied with ``np.pad`` first; a
transpose runs with the smaller side's padding and crops). Deconvolution, as measured: oneDNN's
(float32) has no 3-D dilation and its backward pass fails ("could not execute a primitive") from
weights that are not leaves of the graph, which Ivy's permuted ones never are; the other one
(float64) is 1-D/2-D only and wrong with strides and dilations both > 1. Dilations there become
zeros inserted between the filter taps; a float64 3-D transpose, and a float32 one while autograd
records, run as the forward convolution of the input spread out by the strides. MXNet's CPU
kernels have no float16 (the result raises when read): float16 runs there in float32 and the
result is rounded back once.
"""

import numpy as onp
from mxnet import autograd, np, npx

from ..._rules.spatial import conv_args
from .._spatial_kernels import conv_kernel, conv_transpose_kernel
from ._helpers import native_dtype

_F16 = onp.dtype("float16")


def _inputs(x, filters, bias, a):
    d = native_dtype(a.dtype)
    if d == _F16 and x.ctx.device_type == "cpu":  # no CPU float16 kernel: in float32
        d = onp.dtype("float32")
    if len(a.batch) != 1:
        x = x.reshape(-1, *x.shape[len(a.batch):])
    if not a.cf:
        x = np.moveaxis(x, -1, 1)
    n = a.n
    w = np.transpose(filters, (n + 1, n, *range(n)))  # [*k, I, O] -> [O, I, *k]
    if x.dtype != d:
        x = x.astype(d)
    if w.dtype != d:
        w = w.astype(d)
    if bias is not None and bias.dtype != d:
        bias = bias.astype(d)
    return x, w, bias


def _finish(y, a):
    if not a.cf:
        y = np.moveaxis(y, 1, -1)
    if native_dtype(a.dtype) == _F16 and y.dtype != _F16:  # computed in float32 (_inputs)
        y = y.astype(_F16)
    return y.reshape(a.result_shape()) if len(a.batch) != 1 else y


def _dilate(w, dilations):
    """Weights ``[O, I, *k]`` with ``d - 1`` zeros between the taps: a dilation-1 equivalent."""
    for j, d in enumerate(dilations):
        ax = j + 2
        if d > 1:
            k = w.shape[ax]
            w = np.stack([w] + [np.zeros_like(w)] * (d - 1), axis=ax + 1)
            w = w.reshape(*w.shape[:ax], k * d, *w.shape[ax + 2:])
            w = w[(slice(None),) * ax + (slice(0, d * (k - 1) + 1),)]
    return w


def _conv(n, fname, x, filters, strides, padding, data_format, dilations, groups, bias):
    a = conv_args(fname, n, x, filters, strides, padding, data_format, dilations, groups, bias)
    x, w, bias = _inputs(x, filters, bias, a)
    if a.symmetric:
        pad = tuple(lo for lo, _ in a.pads)
    else:
        x = np.pad(x, ((0, 0), (0, 0), *a.pads))
        pad = (0,) * n
    y = npx.convolution(x, w, bias, kernel=a.kernel, stride=a.strides, dilate=a.dilations,
                        pad=pad, num_filter=a.cout, num_group=a.groups, no_bias=bias is None)
    return _finish(y, a)


def _conv_t(n, fname, x, filters, strides, padding, output_shape, output_padding, data_format,
            dilations, groups, bias):
    a = conv_args(fname, n, x, filters, strides, padding, data_format, dilations, groups, bias,
                  transpose=True, output_shape=output_shape, output_padding=output_padding)
    x, w, bias = _inputs(x, filters, bias, a)
    # MXNet's deconvolution beside oneDNN's (float32) is 1-D/2-D only and wrong with strides and
    # dilations both > 1; oneDNN's has no 3-D dilation and fails backward from weights that are
    # not leaves (Ivy's always are permuted)
    onednn = x.dtype == onp.float32
    if (n == 3 and not onednn) or (onednn and autograd.is_recording()):
        return _finish(_transpose_by_conv(x, w, bias, a), a)
    dil, kernel = a.dilations, a.kernel
    if any(d > 1 for d in dil) and (n == 3 or not onednn):
        w = _dilate(w, dil)
        dil, kernel = (1,) * n, a.eff
    # as PyTorch: full length L = (m - 1) * s + eff; pad p, adj q give positions p .. L + q - p
    full = [(m - 1) * s + e for m, s, e in zip(a.spatial, a.strides, a.eff)]
    pad = [min(lo, hi) for lo, hi in a.pads]
    adj = [max(0, lo + p + o - L) for (lo, _), p, o, L in zip(a.pads, pad, a.out, full)]
    y = npx.deconvolution(x, w, bias, kernel=kernel, stride=a.strides, dilate=dil, pad=pad,
                          adj=adj, num_filter=a.cout, num_group=a.groups, no_bias=bias is None)
    start = [lo - p for (lo, _), p in zip(a.pads, pad)]
    if any(start) or tuple(y.shape[2:]) != a.out:
        y = y[(slice(None), slice(None)) + tuple(slice(b, b + o) for b, o in zip(start, a.out))]
    return _finish(y, a)


def _transpose_by_conv(y, w, bias, a):
    """The transpose as a forward convolution: the input spread out by the strides, padded by
    ``eff - 1 - lo`` / ``out + lo - (n - 1) * s - 1`` (negative: cropped), the filters flipped and
    their channel roles swapped within each group."""
    n, g = a.n, a.groups
    for j, s in enumerate(a.strides):
        if s > 1:
            ax, m = j + 2, y.shape[j + 2]
            y = np.stack([y] + [np.zeros_like(y)] * (s - 1), axis=ax + 1)
            y = y.reshape(*y.shape[:ax], m * s, *y.shape[ax + 2:])
            y = y[(slice(None),) * ax + (slice(0, (m - 1) * s + 1),)]
    pads = [(e - 1 - lo, o + lo - (m - 1) * s - 1) for e, (lo, _), o, m, s in
            zip(a.eff, a.pads, a.out, a.spatial, a.strides)]
    y = y[(slice(None), slice(None)) + tuple(slice(max(-lo, 0), y.shape[j + 2] - max(-hi, 0))
                                             for j, (lo, hi) in enumerate(pads))]
    y = np.pad(y, ((0, 0), (0, 0), *((max(lo, 0), max(hi, 0)) for lo, hi in pads)))
    ci, cog, k = w.shape[0], w.shape[1], w.shape[2:]  # [Ci, Co/g, *k] -> [Co, Ci/g, *k] flipped
    w = w.reshape(g, ci // g, cog, *k).transpose(0, 2, 1, *range(3, n + 3))
    w = np.flip(w.reshape(g * cog, ci // g, *k), tuple(range(2, n + 2)))
    return npx.convolution(y, w, bias, kernel=k, stride=(1,) * n, dilate=a.dilations,
                           pad=(0,) * n, num_filter=a.cout, num_group=g, no_bias=bias is None)


conv1d = conv_kernel(_conv, 1, "conv1d")
conv2d = conv_kernel(_conv, 2, "conv2d")
conv3d = conv_kernel(_conv, 3, "conv3d")
conv1d_transpose = conv_transpose_kernel(_conv_t, 1, "conv1d_transpose")
conv2d_transpose = conv_transpose_kernel(_conv_t, 2, "conv2d_transpose")
conv3d_transpose = conv_transpose_kernel(_conv_t, 3, "conv3d_transpose")
