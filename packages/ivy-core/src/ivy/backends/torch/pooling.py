"""PyTorch kernels: pooling through ``F.max_pool*`` / ``F.avg_pool*`` / ``F.adaptive_avg_pool*``.

PyTorch is channel-first with one batch dimension (a channel-last input runs as a channel-first
view) and pads symmetrically, at most half the kernel: other paddings (SAME's uneven ones, wider
ones) are applied with ``F.pad`` first (``-inf`` for max; for average the window sums are divided
by Ivy's divisor). ``ceil_mode`` and ``count_include_pad`` have PyTorch's meaning, which is Ivy's.
"""

import torch
import torch.nn.functional as F

from ..._rules.spatial import adaptive_args, avg_divisor, pool_args, resample
from .._composed import xp_of
from .._spatial_kernels import avg_pool_kernel, max_pool_kernel

_MAX = {1: F.max_pool1d, 2: F.max_pool2d, 3: F.max_pool3d}
_AVG = {1: F.avg_pool1d, 2: F.avg_pool2d, 3: F.avg_pool3d}
_ADAPTIVE = {1: F.adaptive_avg_pool1d, 2: F.adaptive_avg_pool2d, 3: F.adaptive_avg_pool3d}
_HALF = (torch.float16, torch.bfloat16)


def _first(x, a):
    if len(a.batch) != 1:
        x = x.reshape(-1, *x.shape[len(a.batch):])
    return x if a.cf else x.movedim(-1, 1)


def _finish(y, a):
    if not a.cf:
        y = y.movedim(1, -1)
    return y.reshape(*a.batch, *y.shape[1:]) if len(a.batch) != 1 else y


def _native_pad(a):
    """PyTorch's own padding argument where it covers the call, else None."""
    if all(lo == hi and 2 * lo <= k for (lo, hi), k in zip(a.pads, a.kernel)):
        return tuple(lo for lo, _ in a.pads)
    return None


def _padded(x, a, value):
    return F.pad(x, [p for lo, hi in reversed(a.full_pads) for p in (lo, hi)], value=value)


def _crop(y, a):
    if tuple(y.shape[2:]) != a.out:
        y = y[(slice(None), slice(None)) + tuple(slice(0, o) for o in a.out)]
    return y


def _avg(n, fname, x, kernel, strides, padding, data_format, count_include_pad, ceil_mode):
    if n == 3 and x.dtype in _HALF and x.device.type == "cpu":  # no CPU kernel: in float32
        return _avg(3, fname, x.float(), kernel, strides, padding, data_format, count_include_pad,
                    ceil_mode).to(x.dtype)
    a = pool_args(fname, n, x, kernel, strides, padding, data_format, 1, ceil_mode)
    x = _first(x, a)
    pad = _native_pad(a)
    if pad is not None:
        ceil = a.ceil_mode and a.padding != "SAME"
        return _finish(_AVG[n](x, a.kernel, a.strides, pad, ceil, count_include_pad), a)
    div = avg_divisor(a, count_include_pad)
    taps = 1
    for k in a.kernel:
        taps *= k
    y = _crop(_AVG[n](_padded(x, a, 0.0), a.kernel, a.strides, 0), a)
    if isinstance(div, float):
        return _finish(y * (taps / div), a)
    return _finish(y * torch.as_tensor(taps / div, dtype=y.dtype, device=y.device), a)


def _max(n, fname, x, kernel, strides, padding, data_format, dilations, ceil_mode):
    a = pool_args(fname, n, x, kernel, strides, padding, data_format, dilations, ceil_mode)
    x = _first(x, a)
    pad = _native_pad(a)
    if pad is not None:
        ceil = a.ceil_mode and a.padding != "SAME"
        return _finish(_MAX[n](x, a.kernel, a.strides, pad, a.dilations, ceil), a)
    y = _MAX[n](_padded(x, a, float("-inf")), a.kernel, a.strides, 0, a.dilations)
    return _finish(_crop(y, a), a)


def adaptive_avg_pool(x, output_size, /, *, data_format="channel_last"):
    a = adaptive_args("adaptive_avg_pool", x, output_size, data_format)
    if a.n > 3:  # PyTorch's kernels are 1-D to 3-D: the composition
        return resample(xp_of("torch"), x, a)
    return _finish(_ADAPTIVE[a.n](_first(x, a), a.out), a)


avg_pool1d = avg_pool_kernel(_avg, 1, "avg_pool1d")
avg_pool2d = avg_pool_kernel(_avg, 2, "avg_pool2d")
avg_pool3d = avg_pool_kernel(_avg, 3, "avg_pool3d")
max_pool1d = max_pool_kernel(_max, 1, "max_pool1d")
max_pool2d = max_pool_kernel(_max, 2, "max_pool2d")
max_pool3d = max_pool_kernel(_max, 3, "max_pool3d")
