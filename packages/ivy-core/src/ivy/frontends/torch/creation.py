"""PyTorch's creation functions on Ivy (``torch.tensor``, ``zeros``, ``arange``, ...), with
PyTorch's default dtypes: float32 for floating point (``ivy.default_float_dtype()``), int64 for
integers. The backend is the one in force (``ivy.use`` / ``ivy.set_backend``), else NumPy.
``layout``, ``pin_memory`` and ``memory_format`` change nothing numerical: accepted and ignored;
``requires_grad`` is recorded on the tensor (no tape: see ``Tensor.backward``)."""

from __future__ import annotations

import math as _math

import ivy

from .._common import ivy_dtype_of, reject_option
from .tensor import Tensor, native, result, wrap

__all__ = ["arange", "as_tensor", "asarray", "empty", "empty_like", "empty_permuted",
           "empty_strided", "eye", "from_numpy", "full", "full_like", "linspace", "logspace",
           "ones", "ones_like", "range", "scalar_tensor", "tensor", "tril_indices", "triu_indices",
           "zeros", "zeros_like", "complex", "polar", "hann_window", "hamming_window",
           "blackman_window", "bartlett_window"]

#: functions written as a composition of several Ivy functions
COMPOSED = frozenset({"tril_indices", "triu_indices", "range", "complex", "polar", "hann_window",
                      "hamming_window", "blackman_window", "bartlett_window"})


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
    if type(data) is Tensor:
        data = data._data
    if dtype is None and not ivy.is_native_array(data):
        # PyTorch infers int64 for Python ints, the default float dtype for floats
        x = ivy.asarray(data, device=_dev(device))
    else:
        x = ivy.asarray(data, dtype=dtype, device=_dev(device), copy=True)
    t = wrap(x)
    t.requires_grad = requires_grad
    return t


def as_tensor(data, dtype=None, device=None):
    if type(data) is Tensor and dtype is None:
        return data
    x = data._data if type(data) is Tensor else data
    return wrap(ivy.asarray(x, dtype=dtype, device=_dev(device)))


def asarray(obj, *, dtype=None, device=None, copy=None, requires_grad=False):
    x = obj._data if type(obj) is Tensor else obj
    return wrap(ivy.asarray(x, dtype=dtype, device=_dev(device), copy=copy))


def from_numpy(ndarray):
    return wrap(ivy.asarray(ndarray))


def scalar_tensor(s, *, dtype=None, layout=None, device=None, requires_grad=False,
                  pin_memory=False):
    return wrap(ivy.full((), s, dtype=dtype or ivy.default_float_dtype(), device=_dev(device)))


def empty(*size, out=None, dtype=None, layout=None, device=None, requires_grad=False,
          pin_memory=False, memory_format=None):
    _check_layout("empty", layout)
    return result(ivy.empty(_size(size), dtype=dtype, device=_dev(device)), out)


def empty_strided(size, stride, *, dtype=None, layout=None, device=None, requires_grad=False,
                  pin_memory=False):
    """``torch.empty``: the frontend's tensors have no strides of their own (``stride`` only
    shapes PyTorch's memory layout, not the values)."""
    return empty(*size, dtype=dtype, layout=layout, device=device)


def empty_permuted(size, physical_layout, *, dtype=None, layout=None, device=None,
                   requires_grad=False, pin_memory=False):
    """``torch.empty`` of ``size`` (``physical_layout`` only orders PyTorch's memory)."""
    return empty(*size, dtype=dtype, layout=layout, device=device)


def empty_like(input, *, dtype=None, layout=None, device=None, requires_grad=False,
               memory_format=None):
    return wrap(ivy.empty_like(native(input), dtype=dtype, device=_dev(device)))


def full_like(input, fill_value, *, dtype=None, layout=None, device=None, requires_grad=False,
              memory_format=None):
    return wrap(ivy.full_like(native(input), fill_value, dtype=dtype, device=_dev(device)))


def eye(n, m=None, *, out=None, dtype=None, layout=None, device=None, requires_grad=False):
    return result(ivy.eye(n, n if m is None else m, dtype=dtype or ivy.default_float_dtype(),
                          device=_dev(device)), out)


def linspace(start, end, steps, *, out=None, dtype=None, layout=None, device=None,
             requires_grad=False):
    return result(ivy.linspace(_num(start), _num(end), steps,
                               dtype=dtype or ivy.default_float_dtype(), device=_dev(device)), out)


def logspace(start, end, steps, base=10.0, *, out=None, dtype=None, layout=None, device=None,
             requires_grad=False):
    return result(ivy.logspace(_num(start), _num(end), steps, base=base,
                               dtype=dtype or ivy.default_float_dtype(), device=_dev(device)), out)


def range(start=0, end=None, step=1, *, out=None, dtype=None, layout=None, device=None,  # noqa: A001
          requires_grad=False):
    if end is None:
        start, end = 0, start
    n = int((_num(end) - _num(start)) // _num(step)) + 1
    return result(ivy.add(ivy.multiply(ivy.arange(n, dtype=dtype or ivy.default_float_dtype(),
                                                  device=_dev(device)), _num(step)),
                          _num(start)), out)


def _tri_indices(row, col, offset, lower, dtype, device):
    keep = ivy.tril if lower else ivy.triu
    mask = keep(ivy.ones((row, col), dtype=ivy.bool), k=offset)
    r, c = ivy.nonzero(mask)
    return wrap(ivy.astype(ivy.stack([r, c]), dtype or ivy.int64))


def tril_indices(row, col, offset=0, *, dtype=None, device=None, layout=None):
    return _tri_indices(row, col, offset, True, dtype, device)


def triu_indices(row, col, offset=0, *, dtype=None, device=None, layout=None):
    return _tri_indices(row, col, offset, False, dtype, device)


def zeros(*size, out=None, dtype=None, layout=None, device=None, requires_grad=False):
    _check_layout("zeros", layout)
    return result(ivy.zeros(_size(size), dtype=dtype, device=_dev(device)), out)


def ones(*size, out=None, dtype=None, layout=None, device=None, requires_grad=False):
    _check_layout("ones", layout)
    return result(ivy.ones(_size(size), dtype=dtype, device=_dev(device)), out)


def full(size, fill_value, *, out=None, dtype=None, layout=None, device=None,
         requires_grad=False):
    _check_layout("full", layout)
    if type(fill_value) is Tensor:
        fill_value = fill_value.item()
    if dtype is None:  # PyTorch infers bool / int64 / the default float dtype from the value
        dtype = {bool: ivy.bool, int: ivy.int64, float: ivy.default_float_dtype(),
                 complex: ivy.default_complex_dtype()}.get(type(fill_value))
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
        ints = all(isinstance(v, int) or (type(v) is Tensor and v.dtype.kind in ("int", "uint"))
                   for v in (start, end, step))
        dtype = ivy.int64 if ints else ivy.default_float_dtype()
    return result(ivy.arange(_num(start), _num(end), _num(step), dtype=dtype,
                             device=_dev(device)), out)


def _num(v):
    return v.item() if type(v) is Tensor else v


def complex(real, imag, *, out=None):  # noqa: A001 - PyTorch's name
    r, i = native(real), native(imag)
    c = "complex128" if str(ivy_dtype_of(r.dtype)) == "float64" else "complex64"
    return result(ivy.add(ivy.astype(r, c), ivy.multiply(ivy.astype(i, c), 1j)), out)


def polar(abs, angle, *, out=None):  # noqa: A002 - PyTorch's names
    a, t = native(abs), native(angle)
    return complex(wrap(ivy.multiply(a, ivy.cos(t))), wrap(ivy.multiply(a, ivy.sin(t))), out=out)


def _window(name, n, periodic, dtype, device, fn):
    if n == 0:
        return wrap(ivy.zeros((0,), dtype=dtype or ivy.default_float_dtype(), device=_dev(device)))
    if n == 1:
        return wrap(ivy.ones((1,), dtype=dtype or ivy.default_float_dtype(), device=_dev(device)))
    m = n if periodic else n - 1
    k = ivy.arange(n, dtype=ivy.float64, device=_dev(device))
    return wrap(ivy.astype(fn(k, m), dtype or ivy.default_float_dtype()))


def hann_window(window_length, periodic=True, *, dtype=None, layout=None, device=None,
                requires_grad=False):
    return _window("hann_window", window_length, periodic, dtype, device,
                   lambda k, m: ivy.subtract(0.5, ivy.multiply(0.5, ivy.cos(
                       ivy.multiply(k, 2 * _math.pi / m)))))


def hamming_window(window_length, periodic=True, alpha=0.54, beta=0.46, *, dtype=None,
                   layout=None, device=None, requires_grad=False):
    return _window("hamming_window", window_length, periodic, dtype, device,
                   lambda k, m: ivy.subtract(alpha, ivy.multiply(beta, ivy.cos(
                       ivy.multiply(k, 2 * _math.pi / m)))))


def blackman_window(window_length, periodic=True, *, dtype=None, layout=None, device=None,
                    requires_grad=False):
    return _window("blackman_window", window_length, periodic, dtype, device,
                   lambda k, m: ivy.add(ivy.subtract(0.42, ivy.multiply(0.5, ivy.cos(
                       ivy.multiply(k, 2 * _math.pi / m)))), ivy.multiply(0.08, ivy.cos(
                           ivy.multiply(k, 4 * _math.pi / m)))))


def bartlett_window(window_length, periodic=True, *, dtype=None, layout=None, device=None,
                    requires_grad=False):
    return _window("bartlett_window", window_length, periodic, dtype, device,
                   lambda k, m: ivy.subtract(1.0, ivy.abs(ivy.subtract(ivy.multiply(k, 2.0 / m),
                                                                       1.0))))
