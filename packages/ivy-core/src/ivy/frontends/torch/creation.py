"""PyTorch's creation functions on Ivy (``torch.tensor``, ``zeros``, ``arange``, ...), with
PyTorch's default dtypes: float32 for floating point (``ivy.default_float_dtype()``), int64 for
integers. The backend is the one in force (``ivy.use`` / ``ivy.set_backend``), else NumPy.
``layout``, ``pin_memory`` and ``memory_format`` change nothing numerical: accepted and ignored;
``requires_grad`` is recorded on the tensor (no tape: see ``Tensor.backward``)."""

from __future__ import annotations

import ivy

from .._common import reject_option
from .tensor import Tensor, native, result, wrap

__all__ = ["arange", "full", "ones", "ones_like", "tensor", "zeros", "zeros_like"]


def _size(size):
    if len(size) == 1 and isinstance(size[0], (tuple, list)):
        return tuple(size[0])
    return tuple(size)


def _dev(device):
    return None if device is None else str(device)


def _check_layout(name, layout):
    if layout not in (None, "strided", "torch.strided"):
        reject_option("torch", name, "layout", layout, "only strided tensors")


def tensor(data, *, dtype=None, device=None, requires_grad=False, pin_memory=False):
    if data.__class__ is Tensor:
        data = data._data
    if dtype is None and not ivy.is_native_array(data):
        # PyTorch infers int64 for Python ints, the default float dtype for floats
        x = ivy.asarray(data, device=_dev(device))
    else:
        x = ivy.asarray(data, dtype=dtype, device=_dev(device), copy=True)
    t = wrap(x)
    t.requires_grad = requires_grad
    return t


def zeros(*size, out=None, dtype=None, layout=None, device=None, requires_grad=False):
    _check_layout("zeros", layout)
    return result(ivy.zeros(_size(size), dtype=dtype, device=_dev(device)), out)


def ones(*size, out=None, dtype=None, layout=None, device=None, requires_grad=False):
    _check_layout("ones", layout)
    return result(ivy.ones(_size(size), dtype=dtype, device=_dev(device)), out)


def full(size, fill_value, *, out=None, dtype=None, layout=None, device=None,
         requires_grad=False):
    _check_layout("full", layout)
    if dtype is None and isinstance(fill_value, bool):
        dtype = ivy.bool
    return result(ivy.full(tuple(size), fill_value, dtype=dtype, device=_dev(device)), out)


def zeros_like(input, *, dtype=None, layout=None, device=None, requires_grad=False,
               memory_format=None):
    return wrap(ivy.zeros_like(native(input), dtype=dtype, device=_dev(device)))


def ones_like(input, *, dtype=None, layout=None, device=None, requires_grad=False,
              memory_format=None):
    return wrap(ivy.ones_like(native(input), dtype=dtype, device=_dev(device)))


def arange(start=0, end=None, step=1, *, out=None, dtype=None, layout=None, device=None,
           requires_grad=False):
    if end is None:
        start, end = 0, start
    if dtype is None:  # int64 if every bound is an integer, else the default float dtype
        ints = all(isinstance(v, int) or (v.__class__ is Tensor and v.dtype.kind in ("int", "uint"))
                   for v in (start, end, step))
        dtype = ivy.int64 if ints else ivy.default_float_dtype()
    return result(ivy.arange(_num(start), _num(end), _num(step), dtype=dtype,
                             device=_dev(device)), out)


def _num(v):
    return v.item() if v.__class__ is Tensor else v
