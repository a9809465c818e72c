"""PyTorch kernels: manipulation functions. Wrapped for argument names (dim=), Ivy's promotion of
mixed dtypes, the standard's errors (squeeze of a non-1 axis, reshape copy=False) and the shell
dtypes uint16/32/64 where torch has no kernel (flip: signed view)."""

import torch

from ... import dtypes as _dt
from ...errors import IvyValueError
from ._helpers import UINT, native_dtype, norm_axes, value_error


def _common(arrays):
    """The arrays cast to Ivy's result dtype when their dtypes differ."""
    d = arrays[0].dtype
    if all(a.dtype is d for a in arrays):
        return arrays
    d = native_dtype(_dt.result_type(*arrays))
    return [a.to(d) for a in arrays]


def broadcast_arrays(*arrays):
    try:
        return list(torch.broadcast_tensors(*arrays))
    except RuntimeError as e:  # torch reports shape errors as RuntimeError: ValueError here
        raise value_error("broadcast_arrays", e) from e


def broadcast_to(x, /, shape):
    try:
        return torch.broadcast_to(x, tuple(shape))
    except RuntimeError as e:
        raise value_error("broadcast_to", e) from e


def concat(arrays, /, *, axis=0):
    arrays = _common(list(arrays))
    try:
        if axis is None:
            return torch.cat([a.reshape(-1) for a in arrays])
        return torch.cat(arrays, dim=axis)
    except RuntimeError as e:
        raise value_error("concat", e) from e


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


def repeat(x, repeats, /, *, axis=None):  # wrapped: dim=; int64 repeats; uint16/32/64 (view)
    if type(repeats) is not int and repeats.dtype is not torch.int64:
        repeats = repeats.to(torch.int64)
    u = x.dtype
    if u in UINT:
        return torch.repeat_interleave(x.view(UINT[u]), repeats, dim=axis).view(u)
    return torch.repeat_interleave(x, repeats, dim=axis)


def reshape(x, /, shape, *, copy=None):
    shape = tuple(shape)
    try:
        out = torch.reshape(x, shape)
    except RuntimeError as e:
        raise value_error("reshape", e) from e
    if copy:
        return out.clone() if out.numel() and out.data_ptr() == x.data_ptr() else out
    if copy is False and out.numel() and out.data_ptr() != x.data_ptr():
        raise IvyValueError(f"ivy.reshape (torch backend): copy=False, but reshaping "
                            f"{tuple(x.shape)} to {shape} needs a copy; pass copy=None")
    return out


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
    try:
        return torch.stack(_common(list(arrays)), dim=axis)
    except RuntimeError as e:
        raise value_error("stack", e) from e


def tile(x, repetitions, /):
    return torch.tile(x, tuple(repetitions))


def unstack(x, /, *, axis=0):
    return torch.unbind(x, axis)
