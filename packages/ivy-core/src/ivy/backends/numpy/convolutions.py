"""NumPy kernels: convolutions composed from stride tricks and batched matrix products.

A forward convolution pads, views every (strided, dilated) window with ``sliding_window_view``,
gathers them once into an im2col matrix ``[groups, positions, C_in / groups * taps]`` and
multiplies it by the filters ``[groups, C_in / groups * taps, C_out / groups]`` (BLAS). A
transpose is the forward convolution of the input spread out by the strides (zeros between the
samples), padded by ``eff - 1 - lo`` / ``out + lo - (n - 1) * s - 1`` (negative: cropped), with
the filters flipped and their channel roles swapped within each group.
"""

import math

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from ..._rules.spatial import conv_args
from .._spatial_kernels import conv_kernel, conv_transpose_kernel, transpose_filters


def _flat_batch(x, a, shape):
    return x if len(a.batch) == 1 else x.reshape((-1, *shape[len(a.batch):]))


def _to_last(x, a):
    """``x`` as ``[B, *spatial, C]`` of the call's dtype."""
    x = _flat_batch(x, a, x.shape)
    if a.cf:
        x = np.moveaxis(x, 1, -1)
    return x.astype(a.dtype, copy=False)


def _finish(y, a, bias):
    if bias is not None:
        y = y + bias.astype(a.dtype, copy=False)
    if a.cf:
        y = np.moveaxis(y, -1, 1)
    return y.reshape(a.result_shape()) if len(a.batch) != 1 else y


def _pad(x, pads):
    """Pad (positive) or crop (negative) the spatial axes of ``[B, *spatial, C]``."""
    if any(lo < 0 or hi < 0 for lo, hi in pads):
        idx = (slice(None),) + tuple(slice(max(-lo, 0), x.shape[j + 1] - max(-hi, 0))
                                     for j, (lo, hi) in enumerate(pads))
        x = x[idx]
        pads = [(max(lo, 0), max(hi, 0)) for lo, hi in pads]
    if any(lo or hi for lo, hi in pads):
        x = np.pad(x, [(0, 0), *pads, (0, 0)])
    return x


def _forward(x, w, strides, dilations, groups, out):
    """Valid convolution of padded ``x`` ``[B, *P, C]`` with ``w`` ``[*k, C / g, Co]``."""
    n = len(strides)
    k = w.shape[:n]
    eff = tuple(d * (kk - 1) + 1 for kk, d in zip(k, dilations))
    win = sliding_window_view(x, eff, axis=tuple(range(1, n + 1)))  # [B, *P', C, *eff]
    win = win[(slice(None),) + tuple(slice(None, o * s, s) for o, s in zip(out, strides))
              + (slice(None),) + tuple(slice(None, None, d) for d in dilations)]
    b, c, co, g = x.shape[0], x.shape[-1], w.shape[-1], groups
    m, taps = b * math.prod(out), math.prod(k)
    cols = win.reshape(m, g, (c // g) * taps).transpose(1, 0, 2)  # im2col: [g, M, C/g * taps]
    # filters [*k, C/g, Co] -> [g, C/g * taps, Co/g], rows in cols' (channel, taps) order
    wm = np.moveaxis(w, n, 0).reshape((c // g) * taps, g, co // g).transpose(1, 0, 2)
    y = np.matmul(cols, wm)  # [g, M, Co/g]
    return y.transpose(1, 0, 2).reshape(b, *out, co)


def _conv(n, fname, x, filters, strides, padding, data_format, dilations, groups, bias):
    a = conv_args(fname, n, x, filters, strides, padding, data_format, dilations, groups, bias)
    xl = _pad(_to_last(x, a), a.pads)
    y = _forward(xl, filters.astype(a.dtype, copy=False), a.strides, a.dilations, a.groups, a.out)
    return _finish(y, a, bias)


def _conv_t(n, fname, x, filters, strides, padding, output_shape, output_padding, data_format,
            dilations, groups, bias):
    a = conv_args(fname, n, x, filters, strides, padding, data_format, dilations, groups, bias,
                  transpose=True, output_shape=output_shape, output_padding=output_padding)
    y = _to_last(x, a)
    if any(s > 1 for s in a.strides):  # spread the samples out: s - 1 zeros between them
        z = np.zeros((y.shape[0], *((m - 1) * s + 1 for m, s in zip(a.spatial, a.strides)),
                      y.shape[-1]), y.dtype)
        z[(slice(None),) + tuple(slice(None, None, s) for s in a.strides)] = y
        y = z
    pads = [(e - 1 - lo, o + lo - (m - 1) * s - 1) for e, (lo, _), o, m, s in
            zip(a.eff, a.pads, a.out, a.spatial, a.strides)]
    w = transpose_filters(filters.astype(a.dtype, copy=False), n, a.groups)
    out = _forward(_pad(y, pads), w, (1,) * n, a.dilations, a.groups, a.out)
    return _finish(out, a, bias)


conv1d = conv_kernel(_conv, 1, "conv1d")
conv2d = conv_kernel(_conv, 2, "conv2d")
conv3d = conv_kernel(_conv, 3, "conv3d")
conv1d_transpose = conv_transpose_kernel(_conv_t, 1, "conv1d_transpose")
conv2d_transpose = conv_transpose_kernel(_conv_t, 2, "conv2d_transpose")
conv3d_transpose = conv_transpose_kernel(_conv_t, 3, "conv3d_transpose")
