"""TensorFlow kernels: creation functions. Wrapped for Ivy's default dtypes, Ivy device strings
(``tf.device`` scopes), the standard's copy semantics (TF tensors are immutable: copy=False gives
the input itself) and options TF lacks (eye's k, tril/triu's negative k, linspace's endpoint)."""

import math

import numpy as np
import tensorflow as tf

from ... import _diagnose
from ... import dtypes as _dt
from ..._rules.layout import batch_shape as _batch_shape
from ..._rules.layout import endpoint_dtype, endpoints
from ...errors import IvyValueError
from .._backend_common import meshgrid_kernel
from ._helpers import (
    BOOL,
    COMPLEX,
    F64,
    I64,
    INEXACT,
    SCALARS,
    cast,
    const,
    default_complex,
    default_float,
    default_int,
    is_tensor,
    native_device,
    native_dtype,
    on,
)
from ._raw import Fill, gen, ints


def _shape(shape):
    return (shape,) if type(shape) is int else tuple(shape)


def _scalar_dtype(v):
    """Ivy default dtype for a fill value (bool, int, float, complex, or a 0-d tensor)."""
    t = type(v)
    if t is bool:
        return BOOL
    if t is int:
        return default_int()
    if t is complex:
        return default_complex()
    if t is float:
        return default_float()
    if is_tensor(v):
        return v.dtype
    return native_dtype(_dt.as_ivy_dtype(np.asarray(v).dtype))


def _arange(start, stop, step, d):
    n = max(math.ceil((stop - start) / step), 0)
    if n == 0:
        return tf.zeros((0,), d)
    if all(type(v) in (int, bool) for v in (start, stop, step)):  # exact in int64 (TF has no
        r = tf.range(start, stop, step, dtype=I64)  # range kernel for small/unsigned ints)
    else:  # float64 bounds, then exactly n values (rounding may give one more)
        r = tf.range(start, stop, step, dtype=F64)[:n]
    return r if r.dtype == d else tf.cast(r, d)


def arange(start, /, stop=None, step=1, *, dtype=None, device=None):
    if stop is None:
        if type(start) is int and step == 1 and type(step) is int and dtype is None \
                and device is None and start > 0 and default_int() is I64:
            return tf.range(start, dtype=I64)  # the common call: TF's own
        start, stop = 0, start
    if step == 0:
        raise IvyValueError("ivy.arange: step must not be zero")
    if dtype is None:
        is_int = all(type(v) in (int, bool) for v in (start, stop, step))
        d = default_int() if is_int else default_float()
    else:
        d = native_dtype(dtype)
    return on(device, _arange, start, stop, step, d)


def _convert(obj, d, copy):
    if is_tensor(obj):
        if copy is False and d is not None and d != obj.dtype:
            raise IvyValueError("ivy.asarray: copy=False but a dtype change needs a copy")
        if d is not None and d != obj.dtype:
            return tf.cast(obj, d)
        # TF tensors are immutable: the input itself is the no-copy result
        return tf.identity(obj) if copy or not isinstance(obj, tf.Tensor) else obj
    if copy is False:
        raise IvyValueError(f"ivy.asarray (tensorflow backend): copy=False is impossible for a "
                            f"{type(obj).__name__}; TF tensors own their memory. Pass copy=None")
    if type(obj) in SCALARS or type(obj) in (list, tuple):
        if d is None:
            pd = _dt.python_default_dtype(obj)
            if pd is None:  # sequences holding arrays or NumPy scalars: let NumPy infer
                return tf.constant(np.array(obj))
            d = native_dtype(pd)
        # (through NumPy: tf.constant's own conversion wraps integers silently and flushes
        # float32 subnormals to zero)
        return tf.constant(np.array(obj, dtype=d.as_numpy_dtype))
    _diagnose.refuse_non_data(obj)  # None, a str (TF made a string tensor), ...
    if hasattr(obj, "__dlpack__") and not isinstance(obj, (np.ndarray, np.generic)):
        try:
            t = tf.experimental.dlpack.from_dlpack(obj.__dlpack__())
        except (BufferError, RuntimeError, TypeError, ValueError, tf.errors.OpError):
            t = tf.constant(np.asarray(obj))
    else:  # NumPy arrays and the buffer protocol (bytes, array.array, memoryview)
        try:
            a = np.asarray(obj) if not isinstance(obj, (bytes, bytearray, memoryview)) else \
                np.asarray(memoryview(obj))
        except TypeError:
            a = np.asarray(obj)
        t = tf.constant(a)
    return t if d is None or t.dtype == d else tf.cast(t, d)


def asarray(obj, /, *, dtype=None, device=None, copy=None):
    d = native_dtype(dtype)
    if device is not None and is_tensor(obj) and copy is False and obj.device and \
            native_device(device) != native_device(obj.device):
        raise IvyValueError("ivy.asarray: copy=False but a device change needs a copy")
    return on(device, _convert, obj, d, copy)


def _filled(shape, v, d):
    """An array of ``shape`` filled with ``v`` (0 or 1) of dtype ``d``: the Fill op with cached
    shape and value tensors while executing eagerly (see _raw), TF's own while tracing."""
    s = ints(_shape(shape))
    if type(s) is tuple:
        return (tf.ones if v else tf.zeros)(s, d)
    c = _VALUES.get((v, d))
    if c is None:
        with tf.device("/device:CPU:0"):
            c = _VALUES[(v, d)] = (tf.ones if v else tf.zeros)((), d)
    return Fill(dims=s, value=c)


_VALUES: dict = {}  # (0 or 1, dtype): the fill value as a tensor


def _like(x, v, dtype, device):
    """zeros_like / ones_like (``v``): from a static shape the cached Fill of ``_filled`` (~3x
    faster eagerly than ``tf.zeros(tf.shape(x))``), else from the shape tensor."""
    d = native_dtype(dtype) or x.dtype
    if x.shape.is_fully_defined():
        return on(device, _filled, tuple(x.shape), v, d)
    return on(device, tf.ones if v else tf.zeros, tf.shape(x), d)


def empty(shape, *, dtype=None, device=None):
    return on(device, _filled, shape, 0, native_dtype(dtype) or default_float())


def empty_like(x, /, *, dtype=None, device=None):
    return _like(x, 0, dtype, device)


def _eye(n_rows, m, k, d, batch):
    if k == 0:  # TF's own (it has no k)
        return tf.eye(n_rows, m, batch_shape=batch, dtype=d)
    r = tf.range(n_rows, dtype=I64)[:, None]
    c = tf.range(m, dtype=I64)[None, :]
    out = tf.cast(tf.equal(c - r, k), d)
    return out if batch is None else tf.broadcast_to(out, batch + (n_rows, m))


def eye(n_rows, n_cols=None, /, *, k=0, dtype=None, device=None, batch_shape=None):
    # wrapped: tf.eye has no k (nor dtype defaults of Ivy's)
    m = n_rows if n_cols is None else n_cols
    batch = None if batch_shape is None else _batch_shape("eye", batch_shape)
    return on(device, _eye, n_rows, m, k, native_dtype(dtype) or default_float(), batch)


def from_dlpack(x, /, *, device=None, copy=None):
    if is_tensor(x):
        t = tf.identity(x) if copy else x
    else:
        aligned = _aligned(x)
        try:
            if not aligned:
                raise BufferError("the buffer is not 64-byte aligned")
            t = tf.experimental.dlpack.from_dlpack(x.__dlpack__())
        except (BufferError, RuntimeError, TypeError, ValueError, tf.errors.OpError):
            if copy is False:
                raise
            t = tf.constant(np.asarray(x) if aligned is None else np.from_dlpack(x))
        if copy:
            t = tf.identity(t)
    if device is not None:
        return on(device, tf.identity, t)
    return t


_ALIGN = 64  # TensorFlow's kernels assume 64-byte-aligned buffers: a misaligned one aborts the process


def _aligned(x):
    """Whether ``x``'s buffer is 64-byte aligned (a DLPack import may share it); None when the
    address cannot be read. NumPy's own allocations are only 16-byte aligned, as are views at an
    offset of any framework: those are copied, since TensorFlow's kernels would abort on them."""
    if isinstance(x, np.ndarray):
        return x.ctypes.data % _ALIGN == 0
    for attr in ("data_ptr", "unsafe_buffer_pointer"):  # torch, jax
        f = getattr(x, attr, None)
        if f is not None:
            try:
                return f() % _ALIGN == 0
            except Exception:  # noqa: BLE001 - no single buffer (sharded, deleted): copy
                return False
    return None


def _fill(shape, v, d):
    return tf.fill(shape, tf.cast(v, d) if is_tensor(v) else const(v, d))


def full(shape, fill_value, *, dtype=None, device=None):
    d = native_dtype(dtype) or _scalar_dtype(fill_value)
    return on(device, _fill, _shape(shape), fill_value, d)


def full_like(x, /, fill_value, *, dtype=None, device=None):
    return on(device, _fill, tf.shape(x), fill_value, native_dtype(dtype) or x.dtype)


def _linspace(start, stop, num, d, endpoint):
    c = d in COMPLEX or type(start) is complex or type(stop) is complex
    w = tf.complex128 if c else F64
    div = (num - 1) if endpoint else num
    i = tf.cast(tf.range(num, dtype=F64), w)
    if num > 1 or not endpoint:
        step = (stop - start) / div if div > 0 else 0.0
        r = i * const(step, w) + const(start, w)
        if endpoint and num > 1:  # the last value is exactly stop (as NumPy)
            r = tf.concat([r[:-1], tf.constant([stop], w)], 0)
    else:
        r = tf.fill((num,), const(start, w))
    if d in INEXACT:
        return tf.cast(r, d)
    return tf.cast(tf.math.floor(r), d)  # integer dtypes: floor, as NumPy


def _linspace_arrays(start, stop, num, d, endpoint, axis):
    """Array endpoints: NumPy's algorithm in double precision, rounded once to ``d``."""
    c = d in COMPLEX or any(type(v) is complex or (is_tensor(v) and v.dtype in COMPLEX)
                            for v in (start, stop))
    w = tf.complex128 if c else F64
    s, e = cast(start, w), cast(stop, w)
    try:
        shape = tf.broadcast_static_shape(s.shape, e.shape)
    except ValueError as err:
        raise IvyValueError(f"ivy.linspace: the endpoints do not broadcast: {err}") from err
    s, e = tf.broadcast_to(s, shape), tf.broadcast_to(e, shape)
    div = num - 1 if endpoint else num
    i = tf.reshape(tf.cast(tf.range(num, dtype=F64), w), [num] + [1] * shape.rank)
    y = i * ((e - s) / tf.cast(div, w) if div > 0 else e - s) + s
    if endpoint and num > 1:  # the last value is exactly stop (as NumPy)
        y = tf.concat([y[:-1], e[None]], 0)
    a = axis % (shape.rank + 1)
    y = tf.transpose(y, list(range(1, a + 1)) + [0] + list(range(a + 1, shape.rank + 1)))
    return tf.cast(y, d) if d in INEXACT else tf.cast(tf.math.floor(y), d)


def linspace(start, stop, /, num, *, dtype=None, device=None, endpoint=True, axis=-1):
    # wrapped: Ivy's default dtype, the endpoint option, every dtype (computed in double), and
    # array endpoints
    if (type(start) not in SCALARS or type(stop) not in SCALARS or axis not in (0, -1)) and \
            endpoints("linspace", start, stop, axis) is not None:
        d = native_dtype(endpoint_dtype(start, stop, dtype))
        return on(device, _linspace_arrays, start, stop, num, d, endpoint, axis)
    d = native_dtype(dtype)
    if d is None:
        c = type(start) is complex or type(stop) is complex
        d = default_complex() if c else default_float()
    return on(device, _linspace, start, stop, num, d, endpoint)


meshgrid = meshgrid_kernel(tf.meshgrid)


def ones(shape, *, dtype=None, device=None):
    return on(device, _filled, shape, 1, native_dtype(dtype) or default_float())


def ones_like(x, /, *, dtype=None, device=None):
    return _like(x, 1, dtype, device)


_BandPart = gen("MatrixBandPart")


def _band(x, k, lower):
    """tril / triu: one ``MatrixBandPart`` where the kept part contains the diagonal (tril with
    k >= 0, triu with k <= 0: about 25 µs eagerly), else a mask (the band op has no offsets that
    leave the diagonal out; ~8 ops)."""
    rows, cols = x.shape[-2:] if x.shape.rank is not None and x.shape.rank >= 2 else (None, None)
    if lower and k >= 0 and cols is not None:  # (the op refuses offsets beyond the matrix)
        return _BandPart(input=x, num_lower=-1, num_upper=k if k <= cols else -1)
    if not lower and k <= 0 and rows is not None:
        return _BandPart(input=x, num_lower=-k if -k <= rows else -1, num_upper=-1)
    s = tf.shape(x, out_type=I64)
    r = tf.range(s[-2])[:, None]
    c = tf.range(s[-1])[None, :]
    keep = (c - r <= k) if lower else (c - r >= k)
    return tf.where(keep, x, tf.zeros((), x.dtype))


def tril(x, /, *, k=0):
    return _band(x, k, True)


def triu(x, /, *, k=0):
    return _band(x, k, False)


def zeros(shape, *, dtype=None, device=None):
    return on(device, _filled, shape, 0, native_dtype(dtype) or default_float())


def zeros_like(x, /, *, dtype=None, device=None):
    return _like(x, 0, dtype, device)


