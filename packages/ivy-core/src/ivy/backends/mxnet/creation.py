"""MXNet kernels: creation functions. Every array made from Python values gets an explicit dtype
(Ivy's defaults: mxnet.np's own default is float32 even for Python ints); devices are Ivy strings
(``ctx=`` in MXNet); a dtype MXNet lacks raises ``IvyUnsupportedError``. mxnet.np has no ``triu``
(composed from ``tril``) and no ``copy=`` in ``array``/``asarray`` (handled here)."""

import math

import numpy as onp
from mxnet import np

from ... import _diagnose
from ... import dtypes as _dt
from ..._rules.layout import batch_shape as _batch_shape
from ..._rules.layout import endpoint_dtype, endpoints
from ...errors import IvyValueError
from .._backend_common import meshgrid_kernel
from . import admit
from ._helpers import (
    _MISSING,
    _NATIVE,
    SCALARS,
    broadcast_shapes,
    default_float,
    default_int,
    float_or,
    native_device,
    native_dtype,
    nd,
    text_exact,
    unsupported_dtype,
    where,
)

_F64 = onp.dtype("float64")


def _shape(shape):
    return (shape,) if type(shape) is int else tuple(shape)


def arange(start, /, stop=None, step=1, *, dtype=None, device=None):
    if stop is None:
        start, stop = 0, start
    if step == 0:
        raise IvyValueError("ivy.arange: step must not be zero")
    if dtype is None:
        ints = all(isinstance(v, (int, onp.integer)) for v in (start, stop, step))
        d = default_int() if ints else default_float()
    else:
        d = native_dtype(dtype, "arange")
    ctx = native_device(device)
    n = max(math.ceil((stop - start) / step), 0)
    if not n:
        return np.zeros((0,), dtype=d, ctx=ctx)
    # computed in double precision (exact for integers below 2**53), then rounded once; a start
    # or step MXNet would read inexactly goes in as an array
    i = np.arange(n, dtype="float64", ctx=ctx)
    if not text_exact(step, _F64):
        step = np.array(step, dtype=_F64, ctx=ctx)
    if not text_exact(start, _F64):
        start = np.array(start, dtype=_F64, ctx=ctx)
    return (i * step + start).astype(d)


def _numpy_dtype_check(a, name):
    s = a.dtype.name
    if s in _MISSING:
        raise unsupported_dtype(s, name)
    if a.dtype not in _NATIVE:  # float16, strings, objects: not Ivy dtypes
        raise IvyValueError(f"ivy.{name} (mxnet backend): cannot make an array of NumPy dtype "
                            f"{a.dtype}")


def _host_nested(obj):
    """A (nested) list with its mxnet array elements as NumPy arrays."""
    if isinstance(obj, nd):
        return obj.asnumpy()
    if type(obj) in (list, tuple):
        return [_host_nested(e) for e in obj]
    return obj


def asarray(obj, /, *, dtype=None, device=None, copy=None):
    d = native_dtype(dtype, "asarray")
    ctx = native_device(device)
    if not isinstance(obj, nd) and type(obj).__module__.partition(".")[0] == "mxnet" \
            and hasattr(obj, "as_np_ndarray"):
        admit(obj, "asarray")  # MXNet's legacy NDArray: refused with the way out
    if isinstance(obj, nd):
        need = (d is not None and obj.dtype != d) or (ctx is not None and obj.ctx != ctx)
        if copy is False and need:
            raise IvyValueError("ivy.asarray (mxnet backend): copy=False, but a dtype or device "
                                "change needs a copy; pass copy=None to allow it")
        out = obj if ctx is None or obj.ctx == ctx else obj.as_in_context(ctx)
        if d is not None and out.dtype != d:
            return out.astype(d)
        return out.copy() if copy and out is obj else out
    if copy is False:
        raise IvyValueError(f"ivy.asarray (mxnet backend): copy=False, but an mxnet array cannot "
                            f"share memory with a {type(obj).__name__}; pass copy=None")
    if type(obj) in SCALARS or type(obj) in (list, tuple):
        if d is None:
            pd = _dt.python_default_dtype(obj)
            if pd is not None:
                d = native_dtype(pd, "asarray")
        a = onp.asarray(obj, dtype=d)
        if a.dtype == object:  # mxnet arrays (0-d) inside the sequence: NumPy cannot read them
            a = onp.asarray(_host_nested(obj), dtype=d)
    elif isinstance(obj, (onp.ndarray, onp.generic)):
        a = onp.asarray(obj)
    elif _diagnose.refuse_non_data(obj) or hasattr(obj, "__array__") or hasattr(obj, "__dlpack__"):
        a = onp.asarray(obj)
    else:
        try:  # the buffer protocol (bytes, array.array, memoryview): NumPy reads its format
            a = onp.asarray(memoryview(obj))
        except TypeError:
            a = onp.asarray(obj)
    if d is None:
        _numpy_dtype_check(a, "asarray")
        d = a.dtype
    return np.array(a, dtype=d, ctx=ctx)


def empty(shape, *, dtype=None, device=None):
    return np.empty(_shape(shape), dtype=float_or(dtype, "empty"), ctx=native_device(device))


def empty_like(x, /, *, dtype=None, device=None):
    d = x.dtype if dtype is None else native_dtype(dtype, "empty_like")
    ctx = x.ctx if device is None else native_device(device)
    return np.zeros(x.shape, dtype=d, ctx=ctx)


def eye(n_rows, n_cols=None, /, *, k=0, dtype=None, device=None, batch_shape=None):
    d = float_or(dtype, "eye")
    if d.kind == "b":  # MXNet's eye has no bool kernel
        r = np.eye(n_rows, n_cols, k=k, dtype="uint8", ctx=native_device(device)).astype(d)
    else:
        r = np.eye(n_rows, n_cols, k=k, dtype=d, ctx=native_device(device))
    if batch_shape is None:
        return r
    shape = _batch_shape("eye", batch_shape) + r.shape
    if 0 in shape:  # MXNet gets zero-size broadcasts wrong: the empty result made directly
        return np.zeros(shape, dtype=d, ctx=r.ctx)
    return np.broadcast_to(r, shape)


def from_dlpack(x, /, *, device=None, copy=None):
    # MXNet's own DLPack import takes only capsules of its legacy API: read through NumPy
    if isinstance(x, nd):
        return asarray(x, device=device, copy=copy)
    a = onp.from_dlpack(x)
    _numpy_dtype_check(a, "from_dlpack")
    return np.array(a, dtype=a.dtype, ctx=native_device(device))


def _fill_dtype(fill_value, name):
    d = _dt.python_default_dtype(fill_value)
    if d is None:
        return native_dtype(_dt.as_ivy_dtype(onp.asarray(fill_value).dtype), name)
    return native_dtype(d, name)


def _full(shape, v, d, ctx):
    if type(v) in SCALARS and not text_exact(v, d):  # (MXNet would read the text of v inexactly)
        v = np.array(v, dtype=d, ctx=ctx)
    return np.full(shape, v, dtype=d, ctx=ctx)


def full(shape, fill_value, *, dtype=None, device=None):
    d = _fill_dtype(fill_value, "full") if dtype is None else native_dtype(dtype, "full")
    if type(fill_value) is complex:
        raise unsupported_dtype("complex64", "full")
    return _full(_shape(shape), fill_value, d, native_device(device))


def full_like(x, /, fill_value, *, dtype=None, device=None):
    d = x.dtype if dtype is None else native_dtype(dtype, "full_like")
    ctx = x.ctx if device is None else native_device(device)
    return _full(x.shape, fill_value, d, ctx)


def linspace(start, stop, /, num, *, dtype=None, device=None, endpoint=True, axis=-1):
    if (type(start) not in SCALARS or type(stop) not in SCALARS or axis not in (0, -1)) and \
            endpoints("linspace", start, stop, axis) is not None:  # mxnet.np takes scalars only
        d = native_dtype(endpoint_dtype(start, stop, dtype), "linspace")
        return _linspace_arrays(start, stop, num, d, native_device(device), endpoint, axis)
    if type(start) is complex or type(stop) is complex:
        raise unsupported_dtype(str(_dt.default_complex_dtype()) if dtype is None else dtype,
                                "linspace")
    d = float_or(dtype, "linspace")
    ctx = native_device(device)
    if d.kind in "iu" or not (text_exact(start, _F64) and text_exact(stop, _F64)):
        # NumPy floors integer results (MXNet's astype truncates toward zero); endpoints MXNet
        # would read inexactly (its linspace takes them as text) go in as arrays
        return _linspace_arrays(start, stop, num, d, ctx, endpoint, -1)
    # in double precision, then rounded once (as the NumPy backend)
    out = np.linspace(start, stop, num, endpoint=endpoint, dtype="float64", ctx=ctx)
    return out if d == _F64 else out.astype(d)


def _linspace_arrays(start, stop, num, d, ctx, endpoint, axis):
    """Array endpoints: NumPy's algorithm in double precision, rounded once to ``d``."""
    if type(start) is complex or type(stop) is complex:
        raise unsupported_dtype("complex128", "linspace")
    if ctx is None:  # (scalar endpoints: the default device)
        ctx = start.ctx if isinstance(start, nd) else stop.ctx if isinstance(stop, nd) else None
    s = start.astype(_F64) if isinstance(start, nd) else np.array(start, dtype=_F64, ctx=ctx)
    e = stop.astype(_F64) if isinstance(stop, nd) else np.array(stop, dtype=_F64, ctx=ctx)
    shape = broadcast_shapes(s.shape, e.shape)
    a = axis % (len(shape) + 1)
    if num == 0 or 0 in shape:  # MXNet gets zero-size arithmetic wrong: made directly
        return np.zeros(shape[:a] + (num,) + shape[a:], dtype=d, ctx=ctx)
    s, e = np.broadcast_to(s, shape), np.broadcast_to(e, shape)
    div = num - 1 if endpoint else num
    i = np.arange(num, dtype=_F64, ctx=ctx).reshape((num,) + (1,) * len(shape))
    y = i * ((e - s) / div if div > 0 else e - s) + s
    if endpoint and num > 1:  # the last value is exactly stop (as NumPy)
        y = np.concatenate([y[:-1], np.expand_dims(e, 0)], axis=0)
    y = np.moveaxis(y, 0, a)
    return y.astype(d) if d.kind == "f" else np.floor(y).astype(d)


meshgrid = meshgrid_kernel(np.meshgrid)


def ones(shape, *, dtype=None, device=None):
    return np.ones(_shape(shape), dtype=float_or(dtype, "ones"), ctx=native_device(device))


def ones_like(x, /, *, dtype=None, device=None):
    d = x.dtype if dtype is None else native_dtype(dtype, "ones_like")
    ctx = x.ctx if device is None else native_device(device)
    return np.ones(x.shape, dtype=d, ctx=ctx)


def tril(x, /, *, k=0):
    return where(_tri(x, k, lower=True), x, np.zeros_like(x))


def _tri(x, k, lower):
    """Mask of the lower (upper) triangle of x's last two axes; a where keeps nan/inf out of the
    zeroed part (mxnet.np has no triu, and its tril takes 2-d input only)."""
    n, m = x.shape[-2:]
    r = np.arange(n, dtype="int64", ctx=x.ctx).reshape(n, 1)
    c = np.arange(m, dtype="int64", ctx=x.ctx).reshape(1, m)
    return (c - r <= k) if lower else (c - r >= k)


def triu(x, /, *, k=0):
    return where(_tri(x, k, lower=False), x, np.zeros_like(x))


def zeros(shape, *, dtype=None, device=None):
    return np.zeros(_shape(shape), dtype=float_or(dtype, "zeros"), ctx=native_device(device))


def zeros_like(x, /, *, dtype=None, device=None):
    d = x.dtype if dtype is None else native_dtype(dtype, "zeros_like")
    ctx = x.ctx if device is None else native_device(device)
    return np.zeros(x.shape, dtype=d, ctx=ctx)

