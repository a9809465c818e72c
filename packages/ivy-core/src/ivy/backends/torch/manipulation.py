"""PyTorch kernels: manipulation functions. Wrapped for argument names (dim=), Ivy's promotion of
mixed dtypes, the standard's errors (squeeze of a non-1 axis, reshape copy=False) and the shell
dtypes uint16/32/64 where torch has no kernel (flip: signed view)."""

import torch
import torch.nn.functional as F

from ... import dtypes as _dt
from ..._rules.cache import memoize
from ..._rules.layout import (
    check_counts,
    check_extends_empty,
    pad_index,
    pad_mode,
    pad_widths,
    split_sizes,
)
from ...errors import IvyValueError
from .._backend_common import specialise
from .._self_check import failed, first_array
from ._helpers import UINT, T, native_dtype, norm_axes, value_error


def _common(arrays):
    """The arrays (a list or tuple) cast to Ivy's result dtype when their dtypes differ."""
    d = arrays[0].dtype
    for a in arrays:  # a loop, not all(<generator>): half the cost for a few arrays
        if a.dtype is not d:
            break
    else:
        return arrays
    d = native_dtype(_dt.result_type(*arrays))
    return [a.to(d) for a in arrays]


_SEQ = (list, tuple)


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


def _join(arrays, /, *, axis=0):  # template of concat / stack (_f, _name); checks arrays[0]
    try:
        if type(arrays) not in _SEQ:  # None, a str, ...: refused; an iterable: listed
            first_array(arrays, "torch", _name)
            arrays = list(arrays)
        if arrays:
            a = arrays[0]
            if not isinstance(a, T):
                first_array(a, "torch", _name)
            d = a.dtype
            for a in arrays:  # _common inlined: one frame less for arrays of one dtype
                if a.dtype is not d:
                    arrays = _common(arrays)
                    break
        else:
            arrays = _common(arrays)  # (refused there)
        try:
            if axis == 0 and type(axis) is int:  # torch's default: no argument to parse at all
                return _f(arrays)
            if axis is None and _flat:  # concat: the arrays flattened
                return _f([a.reshape(-1) for a in arrays])
            return _f(arrays, axis)  # positional: torch parses a keyword more slowly
        except RuntimeError as e:
            raise value_error(_name, e) from e
    except Exception as e:
        failed(e, _name, (arrays,))
        raise


_f = _name = _flat = None  # each copy of _join has its own (made below)


@memoize(maxsize=256)
def _flat_widths(widths):
    """torch's padding order: the last axis first, (before, after) each."""
    return tuple(v for lo, hi in reversed(widths) for v in (lo, hi))


def _constant_pad(x, widths, value):
    u = x.dtype
    if u in UINT:  # no kernel for uint16/32/64: the same bits through the signed view
        bits = u.itemsize * 8
        v = int(value) % 2**bits
        v = v - 2**bits if v >= 2 ** (bits - 1) else v
        return torch.constant_pad_nd(x.view(UINT[u]), _flat_widths(widths), v).view(u)
    return torch.constant_pad_nd(x, _flat_widths(widths), value)


def constant_pad(x, /, pad_width, *, value=0):
    return _constant_pad(x, pad_widths("constant_pad", x.shape, pad_width), value)


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


_NATIVE_PAD = {"reflect": "reflect", "edge": "replicate", "wrap": "circular"}


def pad(x, /, pad_width, *, mode="constant", constant_values=0):
    widths = pad_widths("pad", x.shape, pad_width)
    if mode == "constant":
        return _constant_pad(x, widths, constant_values)
    key = (x.shape, x.dtype, widths, mode if type(mode) is str else pad_mode(mode))
    plan = _PAD_PLANS.get(key)
    if plan is None:
        check_extends_empty(x.shape, widths, pad_mode(mode))
        plan = _pad_plan(x, widths, mode)
        if len(_PAD_PLANS) < 256:
            _PAD_PLANS[key] = plan
    if plan is None:
        return _gather_pad(x, widths, mode)
    if plan == ():
        return x.clone()
    flat, m, y_shape, out_lead = plan
    if y_shape is None:  # one batch axis already
        return F.pad(x, flat, mode=m)
    if not out_lead:  # none: a view with one (F.pad wants it), its result without it
        return F.pad(x[None], flat, mode=m)[0]
    out = F.pad(x.reshape(y_shape), flat, mode=m)
    return out.reshape(out_lead + tuple(out.shape[1:]))


_PAD_PLANS: dict = {}  # (shape, dtype, widths, mode) -> _pad_plan's result


def _pad_plan(x, widths, mode):
    """How torch's reflect/replicate/circular pads cover the call (the padded axes among the last
    three, widths within torch's limits, dtypes it has kernels for): ``(F.pad's widths, its mode,
    the input's shape with one batch axis or None, the result's leading shape or None)``, ``()``
    where nothing is padded, None where they do not (each axis is then gathered)."""
    m = _NATIVE_PAD.get(mode)
    if m is None or x.dtype is torch.bool or x.dtype in UINT or x.numel() == 0:
        return None
    padded = [i for i, (lo, hi) in enumerate(widths) if lo or hi]
    if not padded:
        return ()
    first = padded[0]
    if x.ndim - first > 3:
        return None
    for i in padded:
        n, w = x.shape[i], max(widths[i])
        if (mode == "reflect" and w >= n) or (mode == "wrap" and w > n):
            return None
    lead = tuple(x.shape[:first])
    one = len(lead) == 1
    return (_flat_widths(widths[first:]), m, None if one else (-1,) + tuple(x.shape[first:]),
            None if one else lead)


def _gather_pad(x, widths, mode):
    """Any mode and width: each padded axis gathered through its index map (differentiable)."""
    u = x.dtype if x.dtype in UINT else None
    if u is not None:
        x = x.view(UINT[u])
    for axis, (lo, hi) in enumerate(widths):
        if lo or hi:
            idx = torch.tensor(pad_index(x.shape[axis], lo, hi, mode), dtype=torch.int64,
                               device=x.device)
            x = torch.index_select(x, axis, idx)
    return x if u is None else x.view(u)


def permute_dims(x, /, axes):
    return torch.permute(x, tuple(axes))


def repeat(x, repeats, /, *, axis=None):  # wrapped: dim=; int64 repeats; uint16/32/64 (view)
    if type(repeats) is int:
        if repeats < 0:
            check_counts("repeat", "repeats", repeats)
    elif repeats.dtype is not torch.int64:
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
    u = x.dtype
    if u in UINT:  # no CUDA kernel for uint16/32/64: the same bits through the signed view
        return roll(x.view(UINT[u]), shift, axis=axis).view(u)
    if axis is None:
        return torch.roll(x, shift)
    return torch.roll(x, shift, axis)


def split(x, /, num_or_size_splits=None, *, axis=0, with_remainder=False):
    axis, sizes = split_sizes(x.shape, num_or_size_splits, axis, with_remainder)
    return list(torch.split(x, sizes, dim=axis))


def squeeze(x, /, axis):  # wrapped: the standard raises for an axis whose size is not 1
    try:  # checks x itself (_self_check)
        if not isinstance(x, T):
            first_array(x, "torch", "squeeze")
        n = x.ndim
        if type(axis) is int and -n <= axis < n:  # one valid axis: torch's int overload
            out = torch.squeeze(x, axis)  # (a tuple costs more), which leaves a size other than 1
            if out.ndim < n:
                return out
        axes = norm_axes(axis, n)
        for a in axes:
            if x.shape[a] != 1:
                raise IvyValueError(f"ivy.squeeze: axis {a} of an array of shape "
                                    f"{tuple(x.shape)} has size {x.shape[a]}, not 1")
        return torch.squeeze(x, axes)
    except Exception as e:
        failed(e, "squeeze", (x,))
        raise


def swapaxes(x, axis0, axis1, /):
    try:
        return torch.swapaxes(x, axis0, axis1)
    except IndexError as e:  # an axis out of range
        raise IvyValueError(f"ivy.swapaxes: {e}") from e


def tile(x, repetitions, /):
    check_counts("tile", "repetitions", repetitions)
    return torch.tile(x, tuple(repetitions))


def unstack(x, /, *, axis=0):
    return torch.unbind(x, axis)


concat = specialise(_join, "concat", _f=torch.cat, _name="concat", _flat=True)
stack = specialise(_join, "stack", _f=torch.stack, _name="stack", _flat=False)
