"""NumPy kernels: pooling composed from stride tricks (``sliding_window_view`` over the padded
input, strided and dilated, reduced by ``max`` or ``sum``); windows that tile the input (strides
equal to the kernel, no padding, no dilation) are a reshape of it, reduced over the window axes
(what NumPy users write). Adaptive pooling is composed."""

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from ..._rules.spatial import avg_divisor, pool_args
from .._spatial_kernels import avg_pool_kernel, max_pool_kernel


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


def _tiles(x, a):
    """For windows that tile the input: ``(x reshaped with one axis per window tap, the tap
    axes)``, else None. Each spatial axis of size ``m`` becomes ``(out, k)``, cropped to
    ``out * k`` first where ``k`` does not divide ``m``."""
    t = a.memo.get("tiles", False)
    if t is False:
        t = a.memo["tiles"] = _tiling(a, x.shape)
    if t is None:
        return None
    crop, shape, axes = t
    return (x if crop is None else x[crop]).reshape(shape), axes


def _tiling(a, xshape):
    if a.strides != a.kernel or any(d != 1 for d in a.dilations) or any(
            lo or hi for lo, hi in a.full_pads):
        return None
    n, nb = a.n, len(a.batch)
    first = nb + 1 if a.cf else nb  # the first spatial axis
    crop = None
    if any(o * k != m for o, k, m in zip(a.out, a.kernel, a.spatial)):
        crop = (slice(None),) * first + tuple(slice(0, o * k) for o, k in zip(a.out, a.kernel))
    shape = list(xshape[:first])
    for o, k in zip(a.out, a.kernel):
        shape += (o, k)
    shape += xshape[first + n:]
    return crop, tuple(shape), tuple(range(first + 1, first + 2 * n, 2))


def _result(y, a):
    return y.reshape((*a.batch, *y.shape[1:])) if len(a.batch) != 1 else y


def _avg(n, fname, x, kernel, strides, padding, data_format, count_include_pad, ceil_mode):
    a = pool_args(fname, n, x, kernel, strides, padding, data_format, 1, ceil_mode)
    t = _tiles(x, a)
    if t is not None:  # every window holds k taps of the input: the divisor is k
        return t[0].mean(axis=t[1])
    y = _windows(x, a, 0).sum(axis=tuple(range(-n, 0)))
    div = avg_divisor(a, count_include_pad)
    if isinstance(div, float):
        y = y * (1.0 / div)
    else:
        y = y * (1.0 / (div if a.cf else div[..., None])).astype(x.dtype)
    return _result(y.astype(x.dtype, copy=False), a)


def _max(n, fname, x, kernel, strides, padding, data_format, dilations, ceil_mode):
    a = pool_args(fname, n, x, kernel, strides, padding, data_format, dilations, ceil_mode)
    t = _tiles(x, a)
    if t is not None:
        return t[0].max(axis=t[1])
    return _result(_windows(x, a, -np.inf).max(axis=tuple(range(-n, 0))), a)


avg_pool1d = avg_pool_kernel(_avg, 1, "avg_pool1d")
avg_pool2d = avg_pool_kernel(_avg, 2, "avg_pool2d")
avg_pool3d = avg_pool_kernel(_avg, 3, "avg_pool3d")
max_pool1d = max_pool_kernel(_max, 1, "max_pool1d")
max_pool2d = max_pool_kernel(_max, 2, "max_pool2d")
max_pool3d = max_pool_kernel(_max, 3, "max_pool3d")
