"""PyTorch kernels: normalisation. ``layer_norm`` is native (``F.layer_norm``) when it covers the
call: trailing axes, and ``scale``/``offset`` absent or of exactly those axes' shape and ``x``'s
dtype; every other call (and ``batch_norm``/``group_norm``: PyTorch's are channel-first and
update running statistics in place) is composed."""

import torch.nn.functional as F

from ..._rules import nn as _nn
from .._composed import composition

_layer_norm = composition("torch", "layer_norm")


def _fits(v, shape, dtype):
    return v is None or (v.shape == shape and v.dtype == dtype)


def layer_norm(x, normalized_idxs, /, *, scale=None, offset=None, eps=1e-5):
    n = x.dim()
    if type(normalized_idxs) is int and n and normalized_idxs in (-1, n - 1):
        k = 1  # the usual call: the last axis
    else:  # (bad axes raise here, as in the composition)
        axes = _nn.axes("layer_norm", n, normalized_idxs, "normalized_idxs")
        k = len(axes) if axes == tuple(range(n - len(axes), n)) else 0
    if k and type(eps) in (int, float) and eps >= 0:
        shape = x.shape[n - k:]
        if _fits(scale, shape, x.dtype) and _fits(offset, shape, x.dtype):
            return F.layer_norm(x, shape, scale, offset, eps)
    return _layer_norm(x, normalized_idxs, scale=scale, offset=offset, eps=eps)
