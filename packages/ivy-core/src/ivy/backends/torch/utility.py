"""PyTorch kernels: utility functions. Wrapped for argument names, a bool result for every input
dtype (torch returns uint8 for uint8 input), axis=(), and uint16/32/64 diff (signed view)."""

import torch

from ._helpers import UINT, norm_axes


def all(x, /, *, axis=None, keepdims=False):  # noqa: A001
    axes = norm_axes(axis, x.ndim)
    if x.dtype is not torch.bool:
        x = x != 0
    if not axes:
        return x.clone()
    return torch.all(x, dim=axes, keepdim=keepdims)


def any(x, /, *, axis=None, keepdims=False):  # noqa: A001
    axes = norm_axes(axis, x.ndim)
    if x.dtype is not torch.bool:
        x = x != 0
    if not axes:
        return x.clone()
    return torch.any(x, dim=axes, keepdim=keepdims)


def diff(x, /, *, axis=-1, n=1, prepend=None, append=None):
    u = x.dtype
    if u in UINT:
        s = UINT[u]
        out = torch.diff(x.view(s), n, axis, None if prepend is None else prepend.view(s),
                         None if append is None else append.view(s))
        return out.view(u)
    return torch.diff(x, n, axis, prepend, append)
