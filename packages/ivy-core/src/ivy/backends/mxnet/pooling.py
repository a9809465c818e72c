"""MXNet kernels: pooling through ``npx.pooling`` (``max`` / ``sum``), channel-first, on the padded
input (``-inf`` for max; average window sums are divided by Ivy's divisor).
Composed from strided slices and ``np.maximum`` instead, as measured: max pooling with dilations
(MXNet has none), with windows of padding alone (MXNet's maximum of ``-inf`` alone is the lowest
float), and float32 max pooling recorded by autograd in predict mode (oneDNN's gradient is then
wrong; Ivy's own gradient functions record in training mode, a user's ``autograd.record()`` may not).
Adaptive pooling is composed."""

import numpy as onp
from mxnet import autograd, np, npx
from mxnet.ndarray.numpy import _internal as _npi

from ..._rules.spatial import avg_divisor, has_empty_windows, pool_args, pool_by_slices
from .._spatial_kernels import avg_pool_kernel, max_pool_kernel


def _first(x, a):
    if len(a.batch) != 1:
        x = x.reshape(-1, *x.shape[len(a.batch):])
    return x if a.cf else np.moveaxis(x, -1, 1)


def _finish(y, a):
    if not a.cf:
        y = np.moveaxis(y, 1, -1)
    return y.reshape(*a.batch, *y.shape[1:]) if len(a.batch) != 1 else y


def _pool(x, a, kind, fill):
    """Window max / sum (``kind``) of channel-first ``x`` over Ivy's padding (``fill``)."""
    if any(lo or hi for lo, hi in a.full_pads):
        # mxnet.np.pad drops constant_values (it always pads zeros): its operator, directly
        x = _npi.pad(x, ((0, 0), (0, 0), *a.full_pads), mode="constant", constant_value=fill)
    if kind == "max" and (any(d > 1 for d in a.dilations) or has_empty_windows(a) or (
            x.dtype == onp.float32 and autograd.is_recording() and not autograd.is_training())):
        return pool_by_slices(x, a, range(2, a.n + 2), np.maximum)
    y = npx.pooling(x, kernel=a.kernel, stride=a.strides, pad=(0,) * a.n, pool_type=kind,
                    pooling_convention="valid")
    if tuple(y.shape[2:]) != a.out:
        y = y[(slice(None), slice(None)) + tuple(slice(0, o) for o in a.out)]
    return y


def _avg(n, fname, x, kernel, strides, padding, data_format, count_include_pad, ceil_mode):
    a = pool_args(fname, n, x, kernel, strides, padding, data_format, 1, ceil_mode)
    if not any(lo or hi for lo, hi in a.full_pads):  # every window is whole: MXNet's average
        return _finish(_pool(_first(x, a), a, "avg", 0), a)
    y = _pool(_first(x, a), a, "sum", 0)
    div = avg_divisor(a, count_include_pad)
    if isinstance(div, float):
        return _finish(y * (1.0 / div), a)
    return _finish(y * np.array(1.0 / div, dtype=y.dtype, ctx=y.ctx), a)  # channel-first here


def _max(n, fname, x, kernel, strides, padding, data_format, dilations, ceil_mode):
    a = pool_args(fname, n, x, kernel, strides, padding, data_format, dilations, ceil_mode)
    return _finish(_pool(_first(x, a), a, "max", float("-inf")), a)


avg_pool1d = avg_pool_kernel(_avg, 1, "avg_pool1d")
avg_pool2d = avg_pool_kernel(_avg, 2, "avg_pool2d")
avg_pool3d = avg_pool_kernel(_avg, 3, "avg_pool3d")
max_pool1d = max_pool_kernel(_max, 1, "max_pool1d")
max_pool2d = max_pool_kernel(_max, 2, "max_pool2d")
max_pool3d = max_pool_kernel(_max, 3, "max_pool3d")
