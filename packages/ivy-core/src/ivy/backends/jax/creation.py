"""JAX kernels: creation functions. Every array made from Python values gets an explicit dtype
(Ivy's defaults, never JAX's x64 defaults), which also keeps results strongly typed."""

import jax
import jax.numpy as jnp
import numpy as np

from ... import _diagnose
from ... import dtypes as _dt
from ..._rules.layout import batch_shape as _batch_shape
from ..._rules.layout import endpoint_dtype, endpoints
from ...errors import IvyValueError
from .._backend_common import meshgrid_kernel
from ._compat import jnp as _made
from ._helpers import (
    default_complex,
    default_float,
    default_int,
    native_device,
    native_dtype,
    requested_dtype,
    x64,
)

_Array = jax.Array  # abstract: concrete arrays and tracers
_F32, _F64 = np.dtype("float32"), np.dtype("float64")
_NUMBERS = frozenset((int, float, complex, bool))


def _default(obj):
    """dtype for Python values: Ivy's default of the highest kind found (None: let JAX infer)."""
    d = _dt.python_default_dtype(obj)
    return None if d is None else native_dtype(d)


def arange(start, /, stop=None, step=1, *, dtype=None, device=None):
    if dtype is None:
        ints = all(isinstance(v, (int, np.integer)) for v in (start, stop, step) if v is not None)
        d = default_int() if ints else default_float()
    else:
        d = requested_dtype(dtype, "arange")
    dev = native_device(device)
    if d == _F32 and x64():  # step in double precision, then round once (as the NumPy backend)
        return _made.arange(start, stop, step, dtype=_F64, device=dev).astype(d)
    return _made.arange(start, stop, step, dtype=d, device=dev)


def asarray(obj, /, *, dtype=None, device=None, copy=None):
    d = None if dtype is None else requested_dtype(dtype, "asarray")
    dev = None if device is None else native_device(device)
    if isinstance(obj, _Array):
        if copy is False:
            # JAX arrays are immutable: ``obj`` itself is the no-copy result; a dtype or device
            # change needs a copy, which the standard says must raise ValueError.
            if (d is not None and obj.dtype != d) or (dev is not None and obj.device != dev):
                raise IvyValueError("ivy.asarray(copy=False) on the 'jax' backend: the dtype or "
                                    "device change needs a copy; pass copy=None to allow one")
            return obj
        if d is None and dev is None and not copy:
            return obj
        return _made.array(obj, dtype=d, copy=True, device=dev) if copy else \
            _made.asarray(obj, dtype=d, device=dev)
    if copy is False:
        raise IvyValueError(f"ivy.asarray(copy=False) on the 'jax' backend: a JAX array cannot "
                            f"share memory with a {type(obj).__name__}; pass copy=None to allow "
                            f"a copy")
    _diagnose.refuse_non_data(obj)  # None, a str, ...
    if type(obj) is bytes:  # the buffer protocol: uint8 (NumPy made a bytes-string array)
        obj = memoryview(obj)
    if d is None:
        d = _default(obj)
    return _made.asarray(obj, dtype=d, device=dev)


def empty(shape, *, dtype=None, device=None):
    d = default_float() if dtype is None else requested_dtype(dtype, "empty")
    return _made.empty(shape, dtype=d, device=native_device(device))


def empty_like(x, /, *, dtype=None, device=None):
    d = x.dtype if dtype is None else requested_dtype(dtype, "empty_like")
    return _made.empty_like(x, dtype=d, device=native_device(device))


def eye(n_rows, n_cols=None, /, *, k=0, dtype=None, device=None, batch_shape=None):
    d = default_float() if dtype is None else requested_dtype(dtype, "eye")
    r = _made.eye(n_rows, n_cols, k=k, dtype=d, device=native_device(device))
    if batch_shape is None:
        return r
    return jnp.broadcast_to(r, _batch_shape("eye", batch_shape) + r.shape)


def from_dlpack(x, /, *, device=None, copy=None):
    return _made.from_dlpack(x, device=native_device(device), copy=copy)


def full(shape, fill_value, *, dtype=None, device=None):
    if dtype is not None:
        d = requested_dtype(dtype, "full")
    else:
        d = _default(fill_value)
        if d is None:
            d = jnp.asarray(fill_value).dtype
    return _made.full(shape, fill_value, dtype=d, device=native_device(device))


def full_like(x, /, fill_value, *, dtype=None, device=None):
    d = x.dtype if dtype is None else requested_dtype(dtype, "full_like")
    return _made.full_like(x, fill_value, dtype=d, device=native_device(device))


def linspace(start, stop, /, num, *, dtype=None, device=None, endpoint=True, axis=-1):
    if (type(start) not in _NUMBERS or type(stop) not in _NUMBERS or axis not in (0, -1)) and \
            endpoints("linspace", start, stop, axis) is not None:  # array endpoints: JAX's own
        d = requested_dtype(dtype, "linspace") if dtype is not None else native_dtype(
            endpoint_dtype(start, stop, dtype))
        try:
            out = jnp.linspace(start, stop, num, endpoint=endpoint, axis=axis,
                               dtype=d if d.kind in "fcV" else None)
        except (ValueError, TypeError) as e:  # endpoints that do not broadcast
            raise IvyValueError(f"ivy.linspace: {e}") from e
        out = out if d.kind in "fcV" else jnp.floor(out).astype(d)
        return out if device is None else jax.device_put(out, native_device(device))
    if dtype is not None:
        d = requested_dtype(dtype, "linspace")
    elif type(start) is complex or type(stop) is complex:
        d = default_complex()
    else:
        d = default_float()
    return _made.linspace(start, stop, num, endpoint=endpoint, dtype=d, device=native_device(device))


def logspace(start, stop, /, num, *, base=10.0, dtype=None, device=None, endpoint=True, axis=-1):
    endpoints("logspace", start, stop, axis)
    d = requested_dtype(dtype, "logspace") if dtype is not None else native_dtype(
        endpoint_dtype(start, stop, dtype))
    if d.kind not in "fcV":
        raise IvyValueError(f"ivy.logspace: dtype must be a floating-point dtype, got {d}")
    # in double precision where JAX has it, rounded once
    w = native_dtype("complex128" if d.kind == "c" else "float64")
    try:
        out = jnp.logspace(start, stop, num, endpoint=endpoint, base=base, dtype=w,
                           axis=axis).astype(d)
    except (ValueError, TypeError) as e:
        raise IvyValueError(f"ivy.logspace: {e}") from e
    return out if device is None else jax.device_put(out, native_device(device))


meshgrid = meshgrid_kernel(jnp.meshgrid)


def ones(shape, *, dtype=None, device=None):
    d = default_float() if dtype is None else requested_dtype(dtype, "ones")
    return _made.ones(shape, dtype=d, device=native_device(device))


def ones_like(x, /, *, dtype=None, device=None):
    d = x.dtype if dtype is None else requested_dtype(dtype, "ones_like")
    return _made.ones_like(x, dtype=d, device=native_device(device))


tril = jnp.tril
triu = jnp.triu


def zeros(shape, *, dtype=None, device=None):
    d = default_float() if dtype is None else requested_dtype(dtype, "zeros")
    return _made.zeros(shape, dtype=d, device=native_device(device))


def zeros_like(x, /, *, dtype=None, device=None):
    d = x.dtype if dtype is None else requested_dtype(dtype, "zeros_like")
    return _made.zeros_like(x, dtype=d, device=native_device(device))
