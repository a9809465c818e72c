"""PyTorch kernels: indexing functions. Wrapped for argument names, negative indices (counted from
the end, as array-api-strict), index dtypes torch refuses, and uint16/32/64 (signed views)."""

import torch

from ...errors import IvyValueError
from ._helpers import UINT


def _index(indices, n):
    if indices.dtype is not torch.int64:
        indices = indices.to(torch.int64)
    return torch.where(indices < 0, indices + n, indices)


def take(x, indices, /, *, axis=None):
    if axis is None:
        if x.ndim != 1:
            raise IvyValueError(f"ivy.take: axis is required for a {x.ndim}-d array")
        axis = 0
    u = x.dtype if x.dtype in UINT else None
    if u is not None:
        x = x.view(UINT[u])
    out = torch.index_select(x, axis, _index(indices, x.shape[axis]))
    return out if u is None else out.view(u)


def take_along_axis(x, indices, /, *, axis=-1):
    u = x.dtype if x.dtype in UINT else None
    if u is not None:
        x = x.view(UINT[u])
    out = torch.take_along_dim(x, _index(indices, x.shape[axis]), dim=axis)
    return out if u is None else out.view(u)
