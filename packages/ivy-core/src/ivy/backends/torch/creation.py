"""PyTorch kernels: creation functions. Wrapped for Ivy's default dtypes (never torch's global
default dtype), Ivy device strings, the standard's copy semantics and missing options (eye's k,
linspace's endpoint); uint16/32/64 go through int64 or signed views where torch lacks kernels."""

import math

import numpy as np
import torch

from ... import _diagnose
from ... import dtypes as _dt
from ..._rules.layout import batch_shape as _batch_shape
from ..._rules.layout import endpoint_dtype, endpoints
from ...errors import IvyValueError
from .._backend_common import meshgrid_kernel, specialise
from ._helpers import (
    SCALARS,
    UINT,
    T,
    default_complex,
    default_float,
    default_int,
    native_device,
    native_dtype,
)
from .conversions import to_numpy

_default_dtype = torch.get_default_dtype
# Ivy's default dtypes, read per call (set_default_*_dtype changes them) through a dict keyed by
# the Dtype objects themselves (found by identity: ~0.1 µs less than default_float())
_DEFAULTS = _dt._DEFAULTS
_TORCH_OF = {d: getattr(torch, str(d)) for d in _dt.all_dtypes}


_device_modes = torch._C._len_torch_function_stack  # > 0 under torch.set_default_device

def _shape(shape):
    return (shape,) if type(shape) is int else tuple(shape)


def _scalar_dtype(v):
    """Ivy default dtype for a Python scalar fill value (bool, int, float, complex)."""
    t = type(v)
    if t is bool:
        return torch.bool
    if t is int:
        return default_int()
    if t is complex:
        return default_complex()
    if t is float:
        return default_float()
    if isinstance(v, T):
        return v.dtype
    return native_dtype(_dt.as_ivy_dtype(np.asarray(v).dtype))


_INT_TYPES = frozenset((int, bool))
_I64 = torch.int64


def arange(start, /, stop=None, step=1, *, dtype=None, device=None):
    if stop is None:
        if type(start) is int and step == 1 and type(step) is int and dtype is None \
                and device is None and start > 0 and _TORCH_OF[_DEFAULTS["int"]] is _I64:
            return torch.arange(start)  # the common call: torch's own (int64 for an int)
        start, stop = 0, start
    ints = type(start) in _INT_TYPES and type(stop) in _INT_TYPES and type(step) in _INT_TYPES
    if dtype is None:
        d = default_int() if ints else default_float()
        if ints and step == 1 and device is None and stop > start and d not in UINT:
            return torch.arange(start, stop, dtype=d)  # torch's own, with Ivy's default dtype
    else:
        d = native_dtype(dtype)
    dev = native_device(device)
    n = max(math.ceil((stop - start) / step), 0) if step != 0 else 0
    if step == 0:
        raise IvyValueError("ivy.arange: step must not be zero")
    if n == 0:
        return torch.empty(0, dtype=d, device=dev)
    if not (d.is_floating_point or d.is_complex):
        if d in UINT or not ints:
            # no kernel for the shell uints; float bounds with an integer dtype: compute exactly
            w = torch.int64 if ints else torch.float64
            return torch.arange(start, stop, step, dtype=w, device=dev)[:n].to(d)
    return torch.arange(start, stop, step, dtype=d, device=dev)


def _from_numpy(a, copy):
    """Tensor sharing ``a``'s memory where torch can (not negative strides or read-only memory)."""
    if any(s < 0 for s in a.strides) or not a.flags.writeable:
        if copy is False:
            raise IvyValueError("ivy.asarray: copy=False is impossible for an array with negative "
                                "strides or read-only memory")
        a = a.copy()
    if a.dtype.kind == "V":  # ml_dtypes' bfloat16: the same bits, through int16
        return torch.from_numpy(a.view(np.int16)).view(torch.bfloat16)
    return torch.from_numpy(a)


def asarray(obj, /, *, dtype=None, device=None, copy=None):
    d, dev = native_dtype(dtype), native_device(device)
    if isinstance(obj, T):
        if copy is False and ((d is not None and d != obj.dtype) or
                              (dev is not None and dev != obj.device)):
            raise IvyValueError("ivy.asarray: copy=False but a dtype or device change needs a copy")
        return obj.to(dtype=d or obj.dtype, device=dev or obj.device, copy=bool(copy))
    if type(obj) in SCALARS or type(obj) in (list, tuple):
        if copy is False:
            raise IvyValueError("ivy.asarray: copy=False is impossible for a Python object; "
                                "use copy=None")
        if d is None:
            pd = _dt.python_default_dtype(obj)
            if pd is None:  # sequences holding arrays or NumPy scalars: let NumPy infer
                try:
                    a = np.array(obj)
                except (TypeError, RuntimeError):  # uint64 tensors (NumPy reads them as int64)
                    a = np.array(_host(obj))
                return torch.from_numpy(a).to(
                    device=dev or (torch.get_default_device() if _device_modes() else None))
            d = native_dtype(pd)
        try:
            return torch.tensor(obj, dtype=d, device=dev)
        except (TypeError, RuntimeError, ValueError):  # torch.tensor takes no uint64 tensor
            if not _holds_tensor(obj):  # elements ("an integer is required") nor tensors of more
                raise  # than one element: through NumPy arrays instead
            return torch.from_numpy(np.array(_host(obj))).to(
                dtype=d, device=dev or (torch.get_default_device() if _device_modes() else None))
    if isinstance(obj, (np.ndarray, np.generic)):
        t = _from_numpy(np.asarray(obj), copy)
    elif hasattr(obj, "__dlpack__"):
        try:
            t = torch.from_dlpack(obj)
        except (BufferError, RuntimeError, TypeError):
            t = torch.as_tensor(np.asarray(obj))
    else:
        _diagnose.refuse_non_data(obj)  # None, a str, ...
        try:  # the buffer protocol (bytes, array.array, memoryview): NumPy reads its format
            a = np.asarray(memoryview(obj))
        except TypeError:
            t = torch.as_tensor(obj)
        else:
            t = _from_numpy(a, copy)
    if dev is None and _device_modes():  # torch.set_default_device: not a torch tensor goes
        dev = torch.get_default_device()  # where new arrays go (as on JAX and TensorFlow)
    if copy is False and ((d is not None and d != t.dtype) or (dev is not None and dev != t.device)):
        raise IvyValueError("ivy.asarray: copy=False but a dtype or device change needs a copy")
    return t.to(dtype=d or t.dtype, device=dev or t.device, copy=bool(copy))


def _holds_tensor(obj):
    if isinstance(obj, T):
        return True
    return type(obj) in (list, tuple) and any(map(_holds_tensor, obj))


def _host(obj):
    """A nested list/tuple with its tensors made NumPy arrays (uint64 ones exactly, which
    NumPy's own reading of a tensor, through int64, cannot)."""
    if isinstance(obj, T):
        return to_numpy(obj)
    if type(obj) in (list, tuple):
        return [_host(e) for e in obj]
    return obj


def _filled(shape, *, dtype=None, device=None):  # template of empty / ones / zeros (_f)
    d = _TORCH_OF[_DEFAULTS["float"]] if dtype is None else native_dtype(dtype)
    if device is None:  # without the device keyword: torch parses even device=None
        if d is _default_dtype():  # torch's default dtype (not Ivy's rule, so checked): unnamed
            return _f(shape if type(shape) is tuple else _shape(shape))
        return _f(shape if type(shape) is tuple else _shape(shape), dtype=d)
    return _f(_shape(shape), dtype=d, device=native_device(device))


def _filled_like(x, /, *, dtype=None, device=None):  # template of empty_like / ones_like / ...
    if dtype is None and device is None:
        return _f(x)
    return _f(x, dtype=native_dtype(dtype), device=native_device(device))


_f = None  # each copy of _filled / _filled_like has its own (made below)


def eye(n_rows, n_cols=None, /, *, k=0, dtype=None, device=None, batch_shape=None):
    # wrapped: torch.eye has no k
    m = n_rows if n_cols is None else n_cols
    d, dev = native_dtype(dtype) or default_float(), native_device(device)
    if k == 0 and batch_shape is None and d not in UINT:  # no uint16/32/64 eye kernel
        return torch.eye(n_rows, m, dtype=d, device=dev)
    r = torch.zeros((n_rows, m), dtype=d, device=dev)
    r.diagonal(k).fill_(1)
    if batch_shape is None:
        return r
    return r.expand(_batch_shape("eye", batch_shape) + (n_rows, m)).clone()  # not a strided view


def from_dlpack(x, /, *, device=None, copy=None):
    dev = native_device(device)
    if isinstance(x, T):
        t = x
    else:
        try:
            t = torch.from_dlpack(x)
        except (BufferError, RuntimeError, TypeError):  # e.g. a read-only NumPy array
            if copy is False:
                raise
            t, copy = torch.from_numpy(np.array(x)), False
    if dev is not None and dev != t.device:
        if copy is False:
            raise IvyValueError(f"ivy.from_dlpack: copy=False but the array is on {t.device}, "
                                f"not {dev}")
        return t.to(dev)
    return t.clone() if copy else t


def full(shape, fill_value, *, dtype=None, device=None):
    d = native_dtype(dtype) or _scalar_dtype(fill_value)
    return torch.full(_shape(shape), fill_value, dtype=d, device=native_device(device))


def full_like(x, /, fill_value, *, dtype=None, device=None):
    return torch.full_like(x, fill_value, dtype=native_dtype(dtype), device=native_device(device))


def linspace(start, stop, /, num, *, dtype=None, device=None, endpoint=True, axis=-1):
    # wrapped: Ivy's default dtype, and torch.linspace has no endpoint option nor array endpoints
    if (type(start) not in SCALARS or type(stop) not in SCALARS or axis not in (0, -1)) and \
            endpoints("linspace", start, stop, axis) is not None:
        d = native_dtype(endpoint_dtype(start, stop, dtype))
        return _linspace_arrays(start, stop, num, d, native_device(device), endpoint, axis)
    d = native_dtype(dtype)
    if d is None:
        c = type(start) is complex or type(stop) is complex
        d = default_complex() if c else default_float()
    dev = native_device(device)
    w = d if d.is_floating_point or d.is_complex else torch.float64  # integer dtypes: floor
    if endpoint or num == 0:
        r = torch.linspace(start, stop, num, dtype=w, device=dev)
    else:
        r = torch.linspace(start, stop, num + 1, dtype=w, device=dev)[:-1]
    return r if w is d else torch.floor(r).to(d)


def _linspace_arrays(start, stop, num, d, dev, endpoint, axis):
    """Array endpoints (torch.linspace takes scalars): NumPy's algorithm, in double precision,
    rounded once to ``d``; differentiable in the endpoints."""
    c = d.is_complex or type(start) is complex or type(stop) is complex or \
        any(isinstance(v, T) and v.is_complex() for v in (start, stop))
    w = torch.complex128 if c else torch.float64
    ref = start if isinstance(start, T) else stop
    dev = dev or ref.device
    s = start.to(dev, w) if isinstance(start, T) else torch.tensor(start, dtype=w, device=dev)
    e = stop.to(dev, w) if isinstance(stop, T) else torch.tensor(stop, dtype=w, device=dev)
    try:
        s, e = torch.broadcast_tensors(s, e)
    except RuntimeError as err:
        raise IvyValueError(f"ivy.linspace: the endpoints do not broadcast: {err}") from err
    div = num - 1 if endpoint else num
    i = torch.arange(num, dtype=w, device=dev).reshape((num,) + (1,) * s.ndim)
    y = i * ((e - s) / div if div > 0 else e - s) + s
    if endpoint and num > 1:  # the last value is exactly stop (as NumPy)
        y = torch.cat([y[:-1], e[None]])
    y = torch.movedim(y, 0, axis)
    if d.is_floating_point or d.is_complex:
        return y.to(d)
    return torch.floor(y).to(d)  # integer dtypes: floor, as NumPy


meshgrid = meshgrid_kernel(torch.meshgrid)


def tril(x, /, *, k=0):  # wrapped: argument name; no uint16/32/64 kernel (signed view)
    if x.dtype in UINT:
        return torch.tril(x.view(UINT[x.dtype]), k).view(x.dtype)
    return torch.tril(x, k)


def triu(x, /, *, k=0):  # wrapped: argument name; no uint16/32/64 kernel (signed view)
    if x.dtype in UINT:
        return torch.triu(x.view(UINT[x.dtype]), k).view(x.dtype)
    return torch.triu(x, k)


# made last: specialise copies the module's globals as they are then
empty = specialise(_filled, "empty", _f=torch.empty)
empty_like = specialise(_filled_like, "empty_like", _f=torch.empty_like)
ones = specialise(_filled, "ones", _f=torch.ones)
ones_like = specialise(_filled_like, "ones_like", _f=torch.ones_like)
zeros = specialise(_filled, "zeros", _f=torch.zeros)
zeros_like = specialise(_filled_like, "zeros_like", _f=torch.zeros_like)
