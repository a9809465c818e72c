"""``jax.numpy``'s array creation on Ivy, with JAX's default dtypes (64-bit mode off): float32 for
floating point, int32 for integers, complex64; a 64-bit dtype asked for gives its 32-bit twin (as
JAX does, with a warning there). Arrays are made on the backend in force (``ivy.use`` /
``ivy.set_backend``), else NumPy; ``*_like`` functions on the backend of their input.

Accepted and ignored: ``order=`` (``"K"``, ``"C"``, ``"A"``; ``"F"`` raises), ``copy=`` (the
frontend's arrays are immutable), ``out_sharding=``; ``device=`` is Ivy's device string (a JAX
``Device`` object is not understood and raises).
"""

from __future__ import annotations

import ivy

from ..._common import reject_option
from .._dtypes import _PY_DTYPE, DTYPES, _dt  # noqa: F401 - _PY_DTYPE, _dt: for the other modules
from .._dtypes import dtype as _dtype_class
from ..array import _NUMBERS, Array, canon, native, wrap
from ..array import astype as _astype
from .linalg import diagonal

__all__ = ["arange", "array", "asarray", "astype", "copy", "diag", "diagflat", "empty",
           "empty_like", "eye", "full", "full_like", "identity", "linspace", "logspace",
           "meshgrid", "ones", "ones_like", "tri", "tril", "triu", "zeros", "zeros_like"]

COMPOSED = frozenset({"diag", "diagflat", "tri", "logspace", "meshgrid"})

def _dev(device):
    return None if device is None else str(device)


def _shape(shape):
    if isinstance(shape, int) or hasattr(shape, "__index__") and not isinstance(shape, tuple):
        return (int(shape),)
    return tuple(int(s) for s in shape)


def _has_array(obj):
    if type(obj) is Array or ivy.is_native_array(obj):
        return True
    if type(obj) in (list, tuple):
        return any(_has_array(o) for o in obj)
    return False


def _stacked(obj):
    # a list holding frontend / native arrays: stack the pieces
    if type(obj) in (list, tuple):
        return ivy.stack([_stacked(o) for o in obj]) if obj else ivy.asarray([])
    return native(obj) if type(obj) not in _NUMBERS else ivy.asarray(obj)


def asarray(a, dtype=None, order=None, *, copy=None, device=None, out_sharding=None):
    if order not in (None, "K", "C", "A"):
        reject_option("jax.numpy", "asarray", "order", order, "only C order")
    dt = _dt(dtype)
    c = type(a)
    if c is Array:
        if dt is None or a._data.dtype == dt:
            return a if device is None else wrap(ivy.to_device(a._data, _dev(device)))
        return wrap(ivy.astype(a._data, dt))
    if c in _NUMBERS:
        weak = dt is None and c is not bool
        x = ivy.asarray(a, dtype=dt or _PY_DTYPE[c], device=_dev(device))
        return wrap(x, weak)
    if ivy.is_native_array(a):
        x = canon(ivy.asarray(a) if type(a).__module__ == "numpy" else a)
    elif c in (list, tuple) and _has_array(a):
        x = canon(_stacked(a))
    else:
        x = canon(ivy.asarray(a, device=_dev(device)))
    if dt is not None and x.dtype != dt:
        x = ivy.astype(x, dt)
    if device is not None:
        x = ivy.to_device(x, _dev(device))
    return wrap(x)


def _dtype_call(self, x):
    return asarray(x, dtype=self)


# ``jnp.float32(x)``: the dtype objects call ``asarray`` (attached here: ``_dtypes`` imports no
# function module)
_dtype_call.__name__, _dtype_call.__qualname__ = "__call__", "dtype.__call__"
_dtype_class.__call__ = _dtype_call


def array(object, dtype=None, *args, copy=True, order="K", ndmin=0, device=None,  # noqa: A002
          out_sharding=None):
    out = asarray(object, dtype, order, device=device)
    if ndmin > out.ndim:
        out = wrap(ivy.reshape(out._data, (1,) * (ndmin - out.ndim) + out.shape), out.weak_type)
    return out


def astype(x, dtype, /, *, copy=False, device=None):
    d = native(x)
    if type(d) in _NUMBERS:
        d = ivy.asarray(d, dtype=_PY_DTYPE[type(d)])
    return wrap(_astype(d, _dt(dtype) or "float32"))


def copy(a, order=None):
    return wrap(ivy.asarray(native(a), copy=True))


def zeros(shape, dtype=None, *, device=None, out_sharding=None):
    return wrap(ivy.zeros(_shape(shape), dtype=_dt(dtype) or "float32", device=_dev(device)))


def ones(shape, dtype=None, *, device=None, out_sharding=None):
    return wrap(ivy.ones(_shape(shape), dtype=_dt(dtype) or "float32", device=_dev(device)))


empty = zeros


def full(shape, fill_value, dtype=None, *, device=None, out_sharding=None):
    dt = _dt(dtype)
    if type(fill_value) in _NUMBERS:
        weak = dt is None and type(fill_value) is not bool
        return wrap(ivy.full(_shape(shape), fill_value, dtype=dt or _PY_DTYPE[type(fill_value)],
                             device=_dev(device)), weak)
    v = native(fill_value)
    if dt is not None:
        v = ivy.astype(v, dt)
    return wrap(ivy.broadcast_to(v, _shape(shape)))


def _like(a, dtype, shape):
    d = native(a)
    if type(d) in _NUMBERS:
        d = ivy.asarray(d, dtype=_PY_DTYPE[type(d)])
    if shape is not None:
        d = ivy.broadcast_to(ivy.reshape(d, (-1,))[:1], _shape(shape)) if d.shape and \
            _size(d.shape) else ivy.zeros(_shape(shape), dtype=d.dtype)
    return d, _dt(dtype)


def _size(shape):
    n = 1
    for s in shape:
        n *= int(s)
    return n


def zeros_like(a, dtype=None, shape=None, *, device=None, out_sharding=None):
    d, dt = _like(a, dtype, shape)
    return wrap(ivy.zeros_like(d, dtype=dt, device=_dev(device)))


def ones_like(a, dtype=None, shape=None, *, device=None, out_sharding=None):
    d, dt = _like(a, dtype, shape)
    return wrap(ivy.ones_like(d, dtype=dt, device=_dev(device)))


empty_like = zeros_like


def full_like(a, fill_value, dtype=None, shape=None, *, device=None, out_sharding=None):
    d, dt = _like(a, dtype, shape)
    v = fill_value if type(fill_value) in _NUMBERS else ivy.to_scalar(native(fill_value))
    return wrap(ivy.full_like(d, v, dtype=dt or d.dtype, device=_dev(device)))


def _num(v):
    return v if v is None or type(v) in _NUMBERS else ivy.to_scalar(native(v))


def arange(start, stop=None, step=None, dtype=None, *, device=None, out_sharding=None):
    start, stop, step = _num(start), _num(stop), _num(step)
    if stop is None:
        start, stop = 0, start
    if step is None:
        step = 1
    dt = _dt(dtype)
    if dt is None:
        ints = all(isinstance(v, int) for v in (start, stop, step))
        dt = DTYPES["int32" if ints else "float32"]
    return wrap(ivy.arange(start, stop, step, dtype=dt, device=_dev(device)))


def linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0, *,
             device=None):
    start, stop = _num(start), _num(stop)
    dt = _dt(dtype)
    out = ivy.linspace(float(start), float(stop), num, dtype="float32", endpoint=endpoint,
                       device=_dev(device))
    if dt is not None and dt.kind in ("int", "uint", "bool"):
        out = ivy.astype(ivy.floor(out), dt)
    elif dt is not None:
        out = ivy.astype(out, dt)
    if retstep:
        div = (num - 1) if endpoint else num
        step = (stop - start) / div if div > 0 else float("nan")
        return wrap(out), wrap(ivy.asarray(step, dtype=dt if dt is not None and dt.kind == "float"
                                           else "float32"))
    return wrap(out)


def logspace(start, stop, num=50, endpoint=True, base=10.0, dtype=None, axis=0):
    exps = linspace(start, stop, num, endpoint)._data
    out = ivy.pow(ivy.full_like(exps, float(base)), exps)
    dt = _dt(dtype)
    return wrap(out if dt is None else ivy.astype(out, dt))


def eye(N, M=None, k=0, dtype=None, *, device=None):  # noqa: N803 - JAX's names
    return wrap(ivy.eye(N, M, k=k, dtype=_dt(dtype) or "float32", device=_dev(device)))


def identity(n, dtype=None):
    return eye(n, dtype=dtype)


def tri(N, M=None, k=0, dtype=None):  # noqa: N803 - JAX's names
    M = N if M is None else M  # noqa: N806
    return wrap(ivy.tril(ivy.ones((N, M), dtype=_dt(dtype) or "float32"), k=k))


def tril(m, k=0):
    return wrap(ivy.tril(native(m), k=k))


def triu(m, k=0):
    return wrap(ivy.triu(native(m), k=k))


def meshgrid(*xi, copy=True, sparse=False, indexing="xy"):
    if indexing not in ("xy", "ij"):
        raise ValueError(f"Valid values for indexing are 'xy' and 'ij', got {indexing}")
    arrays = [ivy.reshape(native(x), (-1,)) for x in xi]
    n = len(arrays)
    out = []
    full = [int(x.shape[0]) for x in arrays]
    if indexing == "xy" and n >= 2:
        full[0], full[1] = full[1], full[0]
    for i, x in enumerate(arrays):
        ax = 1 - i if indexing == "xy" and n >= 2 and i < 2 else i
        s = [1] * n
        s[ax] = int(x.shape[0])
        g = ivy.reshape(x, tuple(s))
        out.append(wrap(g if sparse else ivy.broadcast_to(g, tuple(full))))
    return out


def diag(v, k=0):
    d = native(v)
    if len(d.shape) == 2:
        return diagonal(wrap(d), offset=k)
    if len(d.shape) != 1:
        raise ValueError("diag input must be 1d or 2d")
    n = int(d.shape[0]) + (k if k >= 0 else -k)
    row = ivy.pad(d, ((k, 0),) if k >= 0 else ((0, -k),))
    return wrap(ivy.multiply(ivy.eye(n, n, k=k, dtype=d.dtype, device=ivy.dev(d)),
                             ivy.expand_dims(row, axis=0)))


def diagflat(v, k=0):
    return diag(ivy.reshape(native(v), (-1,)), k)
