"""PyTorch kernels: utility functions. Wrapped for argument names, a bool result for every input
dtype (torch returns uint8 for uint8 input), axis=(), complex diff (real views) and
uint16/32/64 diff (signed view)."""

import torch

from ._helpers import UINT, norm_axes, value_error


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
    try:
        return _diff(x, axis, n, prepend, append)
    except RuntimeError as e:  # torch reports shape errors as RuntimeError: ValueError here
        raise value_error("diff", e) from e


def _diff(x, axis, n, prepend, append):
    u = x.dtype
    if u in UINT:
        s = UINT[u]
        out = torch.diff(x.view(s), n, axis, None if prepend is None else prepend.view(s),
                         None if append is None else append.view(s))
        return out.view(u)
    if u.is_complex:  # torch's complex subtraction turns inf components into nan: real views
        r = torch.view_as_real
        out = torch.diff(r(x), n, axis % x.ndim, None if prepend is None else r(prepend),
                         None if append is None else r(append))
        return torch.view_as_complex(out)
    return torch.diff(x, n, axis, prepend, append)
