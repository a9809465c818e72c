"""``jax.lax``'s windowed reductions (the primitives ``reduce_window_sum`` / ``_max`` / ``_min``
that ``flax.linen.avg_pool`` / ``max_pool`` and ``lax.reduce_window`` with ``lax.add`` / ``max`` /
``min`` trace to), over any axes, on Ivy.

The operand is padded with the reduction's identity (0, -inf, +inf; for integers the dtype's
extremes), ``base_dilation`` as interior padding (``lax.pad``); then each of the window's taps is
one strided slice, and the taps are combined element-wise. A window of k taps costs k slices:
cheap for the pooling windows these come from (2x2, 3x3).
"""

from __future__ import annotations

import builtins
import itertools
import math

import ivy

from .._common import reject_option
from ._lax_conv import pad
from .array import native, wrap

_COMBINE = {"sum": ivy.add, "max": ivy.maximum, "min": ivy.minimum}


def _identity(kind, dtype):
    """The value padding must hold so that it never wins the reduction."""
    if kind == "sum":
        return 0
    if ivy.isdtype(dtype, ("real floating", "complex floating")):
        return -math.inf if kind == "max" else math.inf
    if str(dtype) == "bool":
        return kind == "min"
    info = ivy.iinfo(dtype)
    return info.min if kind == "max" else info.max


def _reduce_window(kind, operand, window_dimensions, window_strides, padding, base_dilation,
                   window_dilation):
    x = native(operand)
    nd = len(x.shape)
    dims = tuple(int(d) for d in window_dimensions)
    strides = tuple(int(s) for s in window_strides) if window_strides is not None else (1,) * nd
    base = tuple(int(d) for d in base_dilation) if base_dilation is not None else (1,) * nd
    wdil = tuple(int(d) for d in window_dilation) if window_dilation is not None else (1,) * nd
    if isinstance(padding, str):
        reject_option("jax.lax", f"reduce_window_{kind}", "padding", padding,
                      "explicit (low, high) pairs")
    pads = [tuple(int(v) for v in p) for p in padding] if padding else [(0, 0)] * nd
    for what, v in (("window_dimensions", dims), ("window_strides", strides),
                    ("base_dilation", base), ("window_dilation", wdil), ("padding", pads)):
        if len(v) != nd:
            raise TypeError(f"reduce_window: {what} has {len(v)} entries for an operand of rank "
                            f"{nd}")
    pooled = _as_pool(kind, x, dims, strides, pads, base, wdil)
    if pooled is not None:
        return wrap(pooled)
    config = [(lo, hi, b - 1) for (lo, hi), b in zip(pads, base)]
    if any(c != (0, 0, 0) for c in config):
        x = native(pad(x, _identity(kind, x.dtype), config))
    size = [int(n) for n in x.shape]
    out = [(n - (w - 1) * d - 1) // s + 1 for n, w, d, s in zip(size, dims, wdil, strides)]
    if any(o <= 0 for o in out):  # (no min(default=): Dynamo breaks its graph on it)
        raise TypeError(f"reduce_window: the window {dims} (dilation {wdil}) does not fit the "
                        f"padded operand of shape {tuple(size)}")
    combine, acc = _COMBINE[kind], None
    for tap in itertools.product(*(builtins.range(w) for w in dims)):
        key = tuple(builtins.slice(t * d, t * d + (o - 1) * s + 1, s)
                    for t, d, o, s in zip(tap, wdil, out, strides))
        piece = x[key]
        acc = piece if acc is None else combine(acc, piece)
    return wrap(acc)


def _as_pool(kind, x, dims, strides, pads, base, wdil):
    """A pooling window (``[N, *spatial, C]``, 1 to 3 spatial axes, the window 1 on the batch and
    channel axes, no base dilation) of a floating operand through Ivy's pooling (one kernel on
    every backend; TensorFlow's strided slices took 8 ms for a 2x2 max pool of 8 x 32 x 32 x 32):
    max pooling (min as -max(-x)), or a sum as the average with the padding counted times the
    window's size (no window dilation). None otherwise."""
    nd = len(dims)
    if not 3 <= nd <= 5 or not ivy.isdtype(x.dtype, "real floating"):
        return None
    edges = (0, nd - 1)
    if any(dims[i] != 1 or strides[i] != 1 or pads[i] != (0, 0) or wdil[i] != 1 for i in edges):
        return None
    if any(b != 1 for b in base) or (kind == "sum" and any(d != 1 for d in wdil)):
        return None
    k, s, p, d = dims[1:-1], strides[1:-1], pads[1:-1], wdil[1:-1]
    if kind == "sum":
        pool = {3: ivy.avg_pool1d, 4: ivy.avg_pool2d, 5: ivy.avg_pool3d}[nd]
        out = pool(x, k, s, p, data_format="channel_last", count_include_pad=True)
        return ivy.multiply(out, float(math.prod(k)))
    pool = {3: ivy.max_pool1d, 4: ivy.max_pool2d, 5: ivy.max_pool3d}[nd]
    if kind == "max":
        return pool(x, k, s, p, data_format="channel_last", dilations=d)
    return ivy.negative(pool(ivy.negative(x), k, s, p, data_format="channel_last", dilations=d))


def reduce_window_sum(operand, window_dimensions, window_strides=None, padding=None,
                      base_dilation=None, window_dilation=None):
    return _reduce_window("sum", operand, window_dimensions, window_strides, padding,
                          base_dilation, window_dilation)


def reduce_window_max(operand, window_dimensions, window_strides=None, padding=None,
                      base_dilation=None, window_dilation=None):
    return _reduce_window("max", operand, window_dimensions, window_strides, padding,
                          base_dilation, window_dilation)


def reduce_window_min(operand, window_dimensions, window_strides=None, padding=None,
                      base_dilation=None, window_dilation=None):
    return _reduce_window("min", operand, window_dimensions, window_strides, padding,
                          base_dilation, window_dilation)
