"""PyTorch kernels: searching functions. Wrapped for argument names, bool and uint16/32/64 inputs
(order-preserving signed map), Ivy's promotion, and keepdims/tuple axes torch lacks."""

import torch

from ... import dtypes as _dt
from ...errors import IvyValueError
from .._backend_common import specialise
from .._self_check import failed, first_array
from . import scatter_gather as _sg
from ._helpers import (
    FLOAT_SCALAR_CACHE,
    RANK,
    SCALARS,
    SRANK,
    UINT,
    T,
    _compiling,
    native_dtype,
    norm_axes,
    promote,
    scalar_tensor,
    u_ord,
    value_error,
)

_ARG_VIEW = frozenset((torch.bool, *UINT))  # dtypes argmax/argmin see through another dtype


def _arg(f, x, axis, keepdims):
    if x.dtype is torch.bool:
        x = x.to(torch.uint8)
    elif x.dtype in UINT:
        x = u_ord(x)
    if axis is None and keepdims:
        return f(x.reshape(-1)).reshape((1,) * x.ndim)
    return f(x, dim=axis, keepdim=keepdims)


def _arg_reduce(x, /, *, axis=None, keepdims=False):  # template of argmax / argmin (_f, _name)
    try:
        if not isinstance(x, T):
            first_array(x, "torch", _name)
        if axis is None and not keepdims and x.dtype not in _ARG_VIEW:
            return _f(x)  # torch's call without dim=None, keepdim=False to parse
        return _arg(_f, x, axis, keepdims)
    except Exception as e:
        failed(e, _name, (x,))
        raise


_f = _name = None  # each copy of _arg_reduce has its own (made below)


def count_nonzero(x, /, *, axis=None, keepdims=False):
    axes = norm_axes(axis, x.ndim)
    nz = x != 0
    if not axes:
        return nz.to(torch.int64)
    return torch.sum(nz, dim=axes, keepdim=keepdims, dtype=torch.int64)


def nonzero(x, /, *, size=None, fill_value=0):
    if x.ndim == 0:
        raise IvyValueError("ivy.nonzero: x must have at least one dimension; reshape it with "
                            "ivy.reshape(x, (1,)) first")
    if size is not None:
        return tuple(_sg.argwhere(x, size=size, fill_value=fill_value).T)
    if x.dtype is not torch.bool:
        x = x != 0
    return torch.nonzero(x, as_tuple=True)


def searchsorted(x1, x2, /, *, side="left", sorter=None):
    if not (type(x2) is T and x2.dtype is x1.dtype):
        x1, x2 = promote(x1, x2)
    if x1.dtype in UINT:
        x1, x2 = u_ord(x1), u_ord(x2)
    elif x1.dtype is torch.bool:
        x1, x2 = x1.to(torch.uint8), x2.to(torch.uint8)
    if sorter is not None and sorter.dtype is not torch.int64:
        sorter = sorter.to(torch.int64)
    return torch.searchsorted(x1, x2, side=side, sorter=sorter)


def where(condition, x1, x2, /):  # checks condition itself (_self_check)
    try:
        if not isinstance(condition, T):
            first_array(condition, "torch", "where")
        if not (type(x1) is T and type(x2) is T and x1.dtype is x2.dtype):
            t1, t2 = type(x1), type(x2)
            a = x1 if t1 is T else x2 if t2 is T else None
            if a is not None and SRANK.get(t2 if a is x1 else t1, 9) <= RANK[a.dtype] and \
                    a.dtype not in UINT:
                # an array and a Python scalar of a kind that keeps its dtype: torch's own where
                # (no 0-d tensor made per call; the shell uints go through their signed view)
                try:
                    if (a.dtype in FLOAT_SCALAR_CACHE and float in (t1, t2) and a.is_cpu
                            and not _compiling()):
                        # the scalar as a cached tensor of a's dtype (torch's scalar path is
                        # ~1.5 us slower; the same values)
                        if a is x1:
                            x2 = scalar_tensor(x2, a.dtype)
                        else:
                            x1 = scalar_tensor(x1, a.dtype)
                    return torch.where(condition, x1, x2)
                except RuntimeError as e:
                    raise value_error("where", e) from e
            if type(x1) in SCALARS and type(x2) in SCALARS:  # two scalars: made like condition
                x1 = torch.tensor(x1, dtype=native_dtype(_dt.result_type(x1)),
                                  device=condition.device)
            x1, x2 = promote(x1, x2)
        u = x1.dtype
        try:
            if u in UINT:
                s = UINT[u]
                return torch.where(condition, x1.view(s), x2.view(s)).view(u)
            return torch.where(condition, x1, x2)
        except RuntimeError as e:  # torch reports shape errors as RuntimeError: ValueError here
            raise value_error("where", e) from e
    except Exception as e:
        failed(e, "where", (condition, x1, x2))
        raise


argmax = specialise(_arg_reduce, "argmax", _f=torch.argmax, _name="argmax")
argmin = specialise(_arg_reduce, "argmin", _f=torch.argmin, _name="argmin")
