"""NumPy kernels: creation functions. Ivy's default dtypes replace NumPy's (float64 / int64)."""

import numpy as np

from ... import _diagnose
from ... import dtypes as _dt
from ..._rules.layout import batch_shape as _batch_shape
from ..._rules.layout import endpoint_dtype, endpoints
from ...errors import IvyValueError
from .._backend_common import meshgrid_kernel
from ._helpers import check_device, native_dtype

_nd = np.ndarray
_PY_SEQ_OR_SCALAR = (list, tuple, bool, int, float, complex)
_F64 = np.dtype(np.float64)
_NUMBERS = frozenset((int, float, complex, bool))


def _or_default_float(dtype):
    return native_dtype(_dt.default_float_dtype() if dtype is None else dtype)


def arange(start, /, stop=None, step=1, *, dtype=None, device=None):
    check_device(device)
    if dtype is None:
        ints = all(isinstance(v, (int, np.integer)) for v in (start, stop, step) if v is not None)
        d = native_dtype(_dt.default_int_dtype() if ints else _dt.default_float_dtype())
    else:
        d = native_dtype(dtype)
    if d.kind in "fV" and d != _F64:  # step in double precision, then round once (as linspace)
        return np.arange(start, stop, step, dtype=_F64).astype(d)
    return np.arange(start, stop, step, dtype=d)


def asarray(obj, /, *, dtype=None, device=None, copy=None):
    # NumPy's own defaults are float64/int64 and np.asarray has no copy= before NumPy 2: Ivy's
    # defaults for Python input, the standard's copy semantics on every NumPy version.
    check_device(device)
    d = native_dtype(dtype)
    if isinstance(obj, _nd):
        if copy:
            return np.array(obj, dtype=d, copy=True)
        if d is None or obj.dtype == d:
            return obj
        if copy is False:
            raise IvyValueError(f"asarray (numpy backend): copy=False, but converting {obj.dtype} to "
                                f"{d} needs a copy; pass copy=None to allow it")
        return obj.astype(d)
    _diagnose.refuse_non_data(obj)  # None, a str, ... (NumPy made object / str arrays)
    if type(obj) is bytes:  # the buffer protocol: uint8 (NumPy made a bytes-string array)
        obj = memoryview(obj)
    if d is None:
        d = native_dtype(_dt.python_default_dtype(obj))
    if copy is False:
        if isinstance(obj, _PY_SEQ_OR_SCALAR):
            raise IvyValueError("asarray (numpy backend): copy=False, but a Python scalar or "
                                "sequence always needs a copy; pass copy=None to allow it")
        return np.asarray(obj, dtype=d)
    if copy:
        return np.array(obj, dtype=d, copy=True)
    return np.asarray(obj, dtype=d)


def empty(shape, *, dtype=None, device=None):
    check_device(device)
    return np.empty(shape, dtype=_or_default_float(dtype))


def empty_like(x, /, *, dtype=None, device=None):
    check_device(device)
    return np.empty_like(x, dtype=native_dtype(dtype))


def eye(n_rows, n_cols=None, /, *, k=0, dtype=None, device=None, batch_shape=None):
    check_device(device)
    r = np.eye(n_rows, n_cols, k=k, dtype=_or_default_float(dtype))
    if batch_shape is None:
        return r
    out = np.empty(_batch_shape("eye", batch_shape) + r.shape, r.dtype)
    out[...] = r  # one broadcast copy (np.broadcast_to(...).copy() adds Python layers)
    return out


def from_dlpack(x, /, *, device=None, copy=None):
    # NumPy never copies in from_dlpack (its copy=/device= arguments need NumPy >= 2.1).
    check_device(device)
    try:
        out = np.from_dlpack(x)
    except (BufferError, RuntimeError):  # NumPy's DLPack has no bfloat16 (ml_dtypes')
        if not isinstance(x, np.ndarray):
            raise
        out = x.view()
    except TypeError:
        # NumPy < 1.25 cannot import bool through DLPack: a NumPy array is viewed directly, another
        # producer's bool array goes through __array__ (a copy where the producer makes one).
        if isinstance(x, np.ndarray):
            out = x.view()
        elif str(getattr(x, "dtype", "")).rpartition(".")[2] == "bool" and hasattr(x, "__array__"):
            out = np.asarray(x)
        else:
            raise
    return out.copy() if copy else out


def full(shape, fill_value, *, dtype=None, device=None):
    check_device(device)
    if dtype is None:
        dtype = _dt.python_default_dtype(fill_value)
    return np.full(shape, fill_value, dtype=native_dtype(dtype))


def full_like(x, /, fill_value, *, dtype=None, device=None):
    check_device(device)
    return np.full_like(x, fill_value, dtype=native_dtype(dtype))


def linspace(start, stop, /, num, *, dtype=None, device=None, endpoint=True, axis=-1):
    check_device(device)
    if (type(start) not in _NUMBERS or type(stop) not in _NUMBERS or axis not in (0, -1)) and \
            endpoints("linspace", start, stop, axis) is not None:  # array endpoints: NumPy's own
        d = native_dtype(endpoint_dtype(start, stop, dtype))
        try:
            out = np.linspace(start, stop, num, endpoint=endpoint, axis=axis,
                              dtype=d if d.kind in "fcV" else None)
        except ValueError as e:  # endpoints that do not broadcast
            raise IvyValueError(f"ivy.linspace: {e}") from e
        return out if d.kind in "fcV" else np.floor(out).astype(d)
    if dtype is None:
        cplx = isinstance(start, complex) or isinstance(stop, complex)
        dtype = _dt.default_complex_dtype() if cplx else _dt.default_float_dtype()
    return np.linspace(start, stop, num, endpoint=endpoint, dtype=native_dtype(dtype))


def logspace(start, stop, /, num, *, base=10.0, dtype=None, device=None, endpoint=True, axis=-1):
    check_device(device)
    endpoints("logspace", start, stop, axis)
    d = native_dtype(endpoint_dtype(start, stop, dtype))
    if d.kind not in "fcV":
        raise IvyValueError(f"ivy.logspace: dtype must be a floating-point dtype, got {d}")
    w = np.complex128 if d.kind == "c" else np.float64  # in double precision, rounded once
    try:
        y = np.linspace(start, stop, num, endpoint=endpoint, axis=axis, dtype=w)
    except ValueError as e:
        raise IvyValueError(f"ivy.logspace: {e}") from e
    return np.power(base, y).astype(d, copy=False)


meshgrid = meshgrid_kernel(np.meshgrid)


def ones(shape, *, dtype=None, device=None):
    check_device(device)
    return np.ones(shape, dtype=_or_default_float(dtype))


def ones_like(x, /, *, dtype=None, device=None):
    check_device(device)
    return np.ones_like(x, dtype=native_dtype(dtype))


tril = np.tril
triu = np.triu


def zeros(shape, *, dtype=None, device=None):
    check_device(device)
    return np.zeros(shape, dtype=_or_default_float(dtype))


def zeros_like(x, /, *, dtype=None, device=None):
    check_device(device)
    return np.zeros_like(x, dtype=native_dtype(dtype))
