"""MXNet kernels: normalisation. ``layer_norm`` of float32 over the last axis only is native
(``npx.layer_norm``, which needs both gamma and beta: ones/zeros stand in for an absent
``scale``/``offset``, still fewer operators than the composition; its ``eps`` is a float32
attribute, ~1e-9 off in float64, which is composed); other axes, ``batch_norm`` and
``group_norm`` are composed (MXNet's batch norm is channel-first)."""

import numpy as onp
from mxnet import np, npx

from ..._rules import nn as _nn
from .._composed import composition

_layer_norm = composition("mxnet", "layer_norm")
_F32 = onp.dtype("float32")


def layer_norm(x, normalized_idxs, /, *, scale=None, offset=None, eps=1e-5):
    n = x.ndim
    last = _nn.axes("layer_norm", n, normalized_idxs, "normalized_idxs") == (n - 1,) if n else False
    # (zero-size arrays go the composed way: MXNet's operators often mishandle them)
    if n and last and x.size and x.dtype == _F32 and type(eps) in (int, float) and eps >= 0:
        c = x.shape[-1]
        if all(v is None or (v.shape == (c,) and v.dtype == x.dtype) for v in (scale, offset)):
            g = np.ones((c,), dtype=x.dtype, ctx=x.ctx) if scale is None else scale
            b = np.zeros((c,), dtype=x.dtype, ctx=x.ctx) if offset is None else offset
            return npx.layer_norm(x, g, b, axis=-1, eps=eps)
    return _layer_norm(x, normalized_idxs, scale=scale, offset=offset, eps=eps)
