"""PyTorch kernels: manipulation functions. Wrapped for argument names (dim=), Ivy's promotion of
mixed dtypes, the standard's errors (squeeze of a non-1 axis, reshape copy=False) and the shell
dtypes uint16/32/64 where torch has no kernel (flip: signed view)."""

import torch

from ... import dtypes as _dt
from ...errors import IvyValueError
from ._helpers import UINT, native_dtype, norm_axes


def _common(arrays):
    """The arrays cast to Ivy's result dtype when their dtypes differ."""
    d = arrays[0].dtype
    if all(a.dtype is d for a in arrays):
        return arrays
    d = native_dtype(_dt.result_type(*arrays))
    return [a.to(d) for a in arrays]


def broadcast_arrays(*arrays):
    return list(torch.broadcast_tensors(*arrays))


def broadcast_to(x, /, shape):
    return torch.broadcast_to(x, tuple(shape))


def concat(arrays, /, *, axis=0):
    arrays = _common(list(arrays))
    if axis is None:
        return torch.cat([a.reshape(-1) for a in arrays])
    return torch.cat(arrays, dim=axis)


def expand_dims(x, /, axis):
    if type(axis) is int:
        return torch.unsqueeze(x, axis)
    axes = sorted(norm_axes(axis, x.ndim + len(axis)))
    for a in axes:
        x = torch.unsqueeze(x, a)
    return x


def flip(x, /, *, axis=None):  # wrapped: dims argument; no uint16/32/64 kernel (signed view)
    dims = tuple(range(x.ndim)) if axis is None else (axis,) if type(axis) is int else tuple(axis)
    u = x.dtype
    if u in UINT:
        return torch.flip(x.view(UINT[u]), dims).view(u)
    return torch.flip(x, dims)


moveaxis = torch.movedim


def permute_dims(x, /, axes):
    return torch.permute(x, tuple(axes))


def repeat(x, repeats, /, *, axis=None):
    if type(repeats) is not int and repeats.dtype is not torch.int64:
        repeats = repeats.to(torch.int64)
    return torch.repeat_interleave(x, repeats, dim=axis)


def reshape(x, /, shape, *, copy=None):
    shape = tuple(shape)
    if copy:
        return x.reshape(shape).clone()
    if copy is False:
        try:
            return x.view(shape)
        except RuntimeError as e:
            raise IvyValueError(f"ivy.reshape (torch backend): copy=False, but reshaping "
                                f"{tuple(x.shape)} to {shape} needs a copy; pass copy=None") from e
    return torch.reshape(x, shape)


def roll(x, /, shift, *, axis=None):
    if axis is None:
        return torch.roll(x, shift)
    return torch.roll(x, shift, axis)


def squeeze(x, /, axis):  # wrapped: the standard raises for an axis whose size is not 1
    axes = norm_axes(axis, x.ndim)
    for a in axes:
        if x.shape[a] != 1:
            raise IvyValueError(f"ivy.squeeze: axis {a} of an array of shape {tuple(x.shape)} "
                                f"has size {x.shape[a]}, not 1")
    return torch.squeeze(x, axes)


def stack(arrays, /, *, axis=0):
    return torch.stack(_common(list(arrays)), dim=axis)


def tile(x, repetitions, /):
    return torch.tile(x, tuple(repetitions))


def unstack(x, /, *, axis=0):
    return torch.unbind(x, axis)
