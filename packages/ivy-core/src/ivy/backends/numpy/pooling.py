"""NumPy kernels: pooling composed from stride tricks (``sliding_window_view`` over the padded
input, strided and dilated, reduced by ``max`` or ``sum``); adaptive pooling is composed."""

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from ...functional._spatial import avg_divisor, pool_args
from .._spatial_kernels import pool_kernels


def _windows(x, a, fill):
    """``[B, ..., *out, ..., *kernel]``: every window of ``x`` (one batch dimension), padded with
    ``fill``, its taps on the trailing axes."""
    n = a.n
    if len(a.batch) != 1:
        x = x.reshape((-1, *x.shape[len(a.batch):]))
    axes = tuple(range(2, n + 2)) if a.cf else tuple(range(1, n + 1))
    width = [(0, 0)] * x.ndim
    for ax, p in zip(axes, a.full_pads):
        width[ax] = p
    if any(lo or hi for lo, hi in a.full_pads):
        x = np.pad(x, width, constant_values=fill)
    win = sliding_window_view(x, a.eff, axis=axes)
    idx = [slice(None)] * x.ndim
    for ax, o, s in zip(axes, a.out, a.strides):
        idx[ax] = slice(None, (o - 1) * s + 1, s)
    return win[tuple(idx) + tuple(slice(None, None, d) for d in a.dilations)]


def _result(y, a):
    return y.reshape((*a.batch, *y.shape[1:])) if len(a.batch) != 1 else y


def _avg(n, fname, x, kernel, strides, padding, data_format, count_include_pad, ceil_mode):
    a = pool_args(fname, n, x, kernel, strides, padding, data_format, 1, ceil_mode)
    y = _windows(x, a, 0).sum(axis=tuple(range(-n, 0)))
    div = avg_divisor(a, count_include_pad)
    if isinstance(div, float):
        y = y * (1.0 / div)
    else:
        y = y * (1.0 / (div if a.cf else div[..., None])).astype(x.dtype)
    return _result(y.astype(x.dtype, copy=False), a)


def _max(n, fname, x, kernel, strides, padding, data_format, dilations, ceil_mode):
    a = pool_args(fname, n, x, kernel, strides, padding, data_format, dilations, ceil_mode)
    return _result(_windows(x, a, -np.inf).max(axis=tuple(range(-n, 0))), a)


globals().update(pool_kernels(_avg, _max))
