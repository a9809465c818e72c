"""NumPy's array creation functions on Ivy (``numpy.array``, ``zeros``, ``arange``, ``linspace``,
``eye``, ``meshgrid``, ``tri``, ``diag``, ...), with NumPy's default dtypes: float64 for
floating point, int64 for integers, the dtype NumPy infers from the data otherwise. Arrays are
made on the backend in force (``ivy.use`` / ``ivy.set_backend``), else NumPy; ``device=`` is an
Ivy device string (NumPy itself accepts only ``"cpu"``).
"""

from __future__ import annotations

import math

import numpy as _np

import ivy

from .._common import reject_option
from ._dtypes import IVY, dtype_name
from ._ndarray import (
    PY_KIND,
    _NumpyObject,
    align,
    asarray_native,
    backend_of,
    cast,
    name_of,
    result,
    to_native,
    wrap,
)
from ._ndarray import like as _like
from ._promotion import kind_of, result_type

__all__ = ["array", "asarray", "asanyarray", "ascontiguousarray", "asfortranarray", "copy",
           "diag", "diagflat", "empty", "empty_like", "eye", "fromiter", "full", "full_like",
           "geomspace", "identity", "indices", "linspace", "logspace", "meshgrid", "ones",
           "ones_like", "tri", "tril", "triu", "zeros", "zeros_like", "arange", "frombuffer",
           "fromfunction", "vander", "tril_indices", "triu_indices", "diag_indices",
           "tril_indices_from", "triu_indices_from", "diag_indices_from", "require"]

COMPOSED = frozenset({"diag", "diagflat", "geomspace", "indices", "linspace", "logspace", "tri",
                      "vander", "tril_indices", "triu_indices", "diag_indices",
                      "tril_indices_from", "triu_indices_from", "diag_indices_from",
                      "fromfunction"})


def _dt(dtype):
    return None if dtype is None else dtype_name(dtype)


def _dev(device):
    return None if device is None else str(device)


def _shape(shape):
    if isinstance(shape, _NumpyObject):
        shape = shape.tolist()
    return (int(shape),) if not isinstance(shape, (tuple, list)) else tuple(int(s) for s in shape)


def _check_order(name, order):
    if order not in (None, "C", "K", "A", "F"):
        raise ValueError(f"{name}: order must be one of 'C', 'F', 'A', or 'K' (got {order!r})")


def array(object, dtype=None, *, copy=True, order="K", subok=False, ndmin=0,  # noqa: A002
          like=None):
    _check_order("array", order)
    d = asarray_native(object, _dt(dtype))
    if copy is False and dtype is not None and d is not to_native(object):
        raise ValueError("Unable to avoid copy while creating an array as requested.")
    if copy and not isinstance(object, (_NumpyObject, list, tuple)) and d is object:
        d = ivy.asarray(d, copy=True)  # a native array the caller may still write to
    n = len(d.shape)
    if ndmin > n:
        d = ivy.reshape(d, (1,) * (ndmin - n) + tuple(d.shape))
    return wrap(d)


def asarray(a, dtype=None, order=None, *, device=None, copy=None, like=None):
    if type(a).__name__ == "ndarray" and isinstance(a, _NumpyObject) and dtype is None \
            and not copy and device is None:
        return a
    d = asarray_native(a, _dt(dtype))
    if device is not None:
        d = ivy.to_device(d, _dev(device))
    if copy and isinstance(a, _NumpyObject) and d is a._data:
        d = ivy.asarray(d, copy=True)
    return wrap(d)


def asanyarray(a, dtype=None, order=None, *, device=None, copy=None, like=None):
    return asarray(a, dtype, order, device=device, copy=copy)


def ascontiguousarray(a, dtype=None, *, like=None):
    return asarray(a, dtype)


def asfortranarray(a, dtype=None, *, like=None):
    return asarray(a, dtype)


def require(a, dtype=None, requirements=None, *, like=None):
    return asarray(a, dtype)


def copy(a, order="K", subok=False):
    return wrap(ivy.asarray(to_native(a), copy=True))


def zeros(shape, dtype=float, order="C", *, device=None, like=None):
    return wrap(ivy.zeros(_shape(shape), dtype=IVY[dtype_name(dtype)], device=_dev(device)))


def ones(shape, dtype=None, order="C", *, device=None, like=None):
    return wrap(ivy.ones(_shape(shape), dtype=IVY[dtype_name(dtype or float)],
                         device=_dev(device)))


def empty(shape, dtype=float, order="C", *, device=None, like=None):
    """Uninitialised in NumPy; zeros here (the values are unspecified either way)."""
    return zeros(shape, dtype, order, device=device)


def _fill_dtype(fill_value):
    if type(fill_value) in PY_KIND:
        return {"b": "bool", "i": "int64", "f": "float64", "c": "complex128"}[
            PY_KIND[type(fill_value)]]
    return name_of(to_native(fill_value))


def full(shape, fill_value, dtype=None, order="C", *, device=None, like=None):
    name = _dt(dtype) or _fill_dtype(fill_value)
    shape = _shape(shape)
    if type(fill_value) in PY_KIND:
        return wrap(ivy.full(shape, _py(fill_value, name), dtype=IVY[name], device=_dev(device)))
    v = to_native(fill_value, name)
    return wrap(ivy.broadcast_to(v, shape) if tuple(v.shape) != shape else ivy.asarray(v,
                                                                                       copy=True))


def _py(v, name):
    k = kind_of(name)
    return bool(v) if k == "b" else int(v) if k in "iu" else complex(v) if k == "c" else float(v)


def _like_shape(a, shape):
    return tuple(to_native(a).shape) if shape is None else _shape(shape)


def zeros_like(a, dtype=None, order="K", subok=True, shape=None, *, device=None):
    x = to_native(a)
    name = _dt(dtype) or name_of(x)
    if shape is not None:
        return zeros(shape, name, device=device or ivy.dev(x))
    return wrap(ivy.zeros_like(x, dtype=IVY[name], device=_dev(device)))


def ones_like(a, dtype=None, order="K", subok=True, shape=None, *, device=None):
    x = to_native(a)
    name = _dt(dtype) or name_of(x)
    if shape is not None:
        return ones(shape, name, device=device or ivy.dev(x))
    return wrap(ivy.ones_like(x, dtype=IVY[name], device=_dev(device)))


def empty_like(prototype, dtype=None, order="K", subok=True, shape=None, *, device=None):
    """Uninitialised in NumPy; zeros here."""
    return zeros_like(prototype, dtype, order, subok, shape, device=device)


def full_like(a, fill_value, dtype=None, order="K", subok=True, shape=None, *, device=None):
    x = to_native(a)
    name = _dt(dtype) or name_of(x)
    shp = tuple(x.shape) if shape is None else _shape(shape)
    if type(fill_value) in PY_KIND:
        if kind_of(name) in "iu" and isinstance(fill_value, float) and not math.isfinite(
                fill_value):
            raise ValueError("cannot convert float NaN to integer")
        v = _py(fill_value, name)
        if shape is None:
            return wrap(ivy.full_like(x, v, dtype=IVY[name], device=_dev(device)))
        return wrap(ivy.full(shp, v, dtype=IVY[name], device=_dev(device) or ivy.dev(x)))
    return wrap(ivy.broadcast_to(cast(to_native(fill_value), name), shp))


def _num(v):
    return v.item() if isinstance(v, _NumpyObject) else v


def _kind_of_value(v):
    if type(v) in PY_KIND:
        return None, PY_KIND[type(v)]
    return name_of(to_native(v)), None


def arange(start_or_stop, /, stop=None, step=None, *, dtype=None, device=None, like=None):
    start = 0 if stop is None else start_or_stop
    stop = start_or_stop if stop is None else stop
    step = 1 if step is None else step
    if step == 0:
        raise ZeroDivisionError("division by zero")
    if dtype is None:
        strong, weak = [], []
        for v in (start, stop, step):
            s, w = _kind_of_value(v)
            (strong if s else weak).append(s or w)
        name = result_type(strong, weak)
    else:
        name = dtype_name(dtype)
    a, b, s = _num(start), _num(stop), _num(step)
    n = max(0, math.ceil((b - a) / s))
    if kind_of(name) in "iu" and all(isinstance(v, int) for v in (a, b, s)):
        return wrap(ivy.arange(a, a + n * s, s, dtype=IVY[name], device=_dev(device)))
    # NumPy: start + i * step computed in float64 (or the result dtype), then cast
    wide = "complex128" if kind_of(name) == "c" else "float64"
    i = ivy.arange(0, n, 1, dtype=IVY["int64"], device=_dev(device))
    out = ivy.add(ivy.multiply(ivy.astype(i, IVY[wide]), s), a)
    return wrap(cast(out, name))


def linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0, *,
             device=None):
    num = int(num)
    if num < 0:
        raise ValueError(f"Number of samples, {num}, must be non-negative.")
    div = (num - 1) if endpoint else num
    s, e = to_native(start), to_native(stop)
    names = [name_of(s), name_of(e)]
    weak = [PY_KIND[type(v)] for v in (start, stop) if type(v) in PY_KIND]
    strong = [n for n, v in zip(names, (start, stop)) if type(v) not in PY_KIND]
    dt = result_type(strong + ["float64"] if not weak or strong else ["float64"], weak)
    if kind_of(dt) not in "fc":
        dt = "float64"
    s, e = cast(s, dt), cast(e, dt)
    s, e = ivy.broadcast_arrays(s, e)
    delta = ivy.subtract(e, s)
    shape = tuple(s.shape)
    y = ivy.astype(ivy.arange(0, num, 1, dtype=IVY["int64"], device=ivy.dev(s)), IVY[dt])
    y = ivy.reshape(y, (num,) + (1,) * len(shape))
    if div > 0:
        step = ivy.divide(delta, div)
        y = ivy.add(ivy.multiply(y, step), s)
        if endpoint and num > 1:
            last = ivy.expand_dims(e, axis=0)
            y = ivy.concat([y[:-1], last], axis=0)
    else:
        step = ivy.full_like(delta, math.nan)
        y = ivy.add(ivy.multiply(y, delta), s)
    if axis != 0 and shape:
        y = ivy.moveaxis(y, 0, axis)
    name = _dt(dtype) or dt
    if kind_of(name) in "iu":
        y = ivy.floor(y)
    y = wrap(cast(y, name))
    if retstep:
        return y, result(step)
    return y


def logspace(start, stop, num=50, endpoint=True, base=10.0, dtype=None, axis=0):
    y = linspace(start, stop, num=num, endpoint=endpoint, axis=axis)
    b = to_native(base) if not isinstance(base, (int, float)) else float(base)
    out = ivy.pow(b, y._data) if isinstance(b, float) else ivy.pow(cast(b, name_of(y._data)),
                                                                   y._data)
    name = _dt(dtype)
    return wrap(out if name is None else cast(out, name))


def geomspace(start, stop, num=50, endpoint=True, dtype=None, axis=0):
    s, e = to_native(start, "float64"), to_native(stop, "float64")
    if bool(ivy.any(ivy.equal(s, 0))) or bool(ivy.any(ivy.equal(e, 0))):
        raise ValueError("Geometric sequence cannot include zero")
    if bool(ivy.any(ivy.not_equal(ivy.less(s, 0), ivy.less(e, 0)))):
        reject_option("numpy", "geomspace", "start/stop", "of opposite signs",
                      "the complex sequence between them")
    sign = ivy.where(ivy.less(s, 0), ivy.full_like(s, -1.0), ivy.ones_like(s))
    y = logspace(wrap(ivy.log10(ivy.abs(s))), wrap(ivy.log10(ivy.abs(e))), num=num,
                 endpoint=endpoint)._data
    y = ivy.multiply(y, sign)
    if num > 0:  # the end points exactly, as NumPy
        y = ivy.concat([ivy.expand_dims(ivy.broadcast_to(s, tuple(y.shape[1:])), axis=0), y[1:]],
                       axis=0)
        if endpoint and num > 1:
            y = ivy.concat([y[:-1], ivy.expand_dims(ivy.broadcast_to(e, tuple(y.shape[1:])),
                                                    axis=0)], axis=0)
    if axis != 0 and len(y.shape) > 1:
        y = ivy.moveaxis(y, 0, axis)
    return wrap(y if dtype is None else cast(y, dtype_name(dtype)))


def eye(N, M=None, k=0, dtype=float, order="C", *, device=None, like=None):  # noqa: N803
    return wrap(ivy.eye(int(N), None if M is None else int(M), k=int(k),
                        dtype=IVY[dtype_name(dtype)], device=_dev(device)))


def identity(n, dtype=None, *, like=None):
    return eye(n, dtype=dtype or float)


def meshgrid(*xi, copy=True, sparse=False, indexing="xy"):
    if indexing not in ("xy", "ij"):
        raise ValueError("Valid values for `indexing` are 'xy' and 'ij'.")
    xs = align([ivy.reshape(to_native(x), (-1,)) for x in xi])
    n = len(xs)
    if not n:
        return ()
    shapes = []
    for i in range(n):
        shape = [1] * n
        shape[i] = -1
        if indexing == "xy" and n > 1 and i < 2:
            shape[0], shape[1] = shape[1], shape[0]
        shapes.append(tuple(shape))
    parts = [ivy.reshape(x, s) for x, s in zip(xs, shapes)]
    if sparse:
        return tuple(wrap(p) for p in parts)
    full = [int(x.shape[0]) for x in xs]
    if indexing == "xy" and n > 1:
        full[0], full[1] = full[1], full[0]
    return tuple(wrap(ivy.broadcast_to(p, tuple(full))) for p in parts)


def tri(N, M=None, k=0, dtype=float, *, like=None):  # noqa: N803
    M = N if M is None else M  # noqa: N806
    rows = ivy.reshape(ivy.arange(0, int(N), 1, dtype=IVY["int64"]), (-1, 1))
    cols = ivy.reshape(ivy.arange(0, int(M), 1, dtype=IVY["int64"]), (1, -1))
    return wrap(ivy.astype(ivy.greater_equal(ivy.add(rows, int(k)), cols),
                           IVY[dtype_name(dtype)]))


def tril(m, k=0):
    x = to_native(m)
    if len(x.shape) < 2:
        x = ivy.broadcast_to(x, (int(x.shape[0]) if len(x.shape) else 1,) * 2)
    return wrap(ivy.tril(x, k=int(k)))


def triu(m, k=0):
    x = to_native(m)
    if len(x.shape) < 2:
        x = ivy.broadcast_to(x, (int(x.shape[0]) if len(x.shape) else 1,) * 2)
    return wrap(ivy.triu(x, k=int(k)))


def diag(v, k=0):
    x = to_native(v)
    k = int(k)
    if len(x.shape) == 2:
        return wrap(ivy.linalg.diagonal(x, offset=k))
    if len(x.shape) != 1:
        raise ValueError("Input must be 1- or 2-d.")
    n = int(x.shape[0]) + abs(k)
    pad = ivy.zeros((abs(k),), dtype=x.dtype, device=ivy.dev(x))
    col = ivy.concat([x, pad] if k >= 0 else [pad, x], axis=0)
    mask = ivy.astype(ivy.eye(n, n, k=k, dtype=IVY["int8"], device=ivy.dev(x)), ivy.bool)
    mask = _same_backend(mask, x)
    return wrap(ivy.where(mask, ivy.broadcast_to(ivy.reshape(col, (n, 1)), (n, n)),
                          ivy.zeros_like(mask, dtype=x.dtype)))


def _same_backend(made, ref):
    if backend_of(made) != backend_of(ref):
        return _like(ivy.to_numpy(made), ref)
    return made


def diagflat(v, k=0):
    return diag(wrap(ivy.reshape(to_native(v), (-1,))), k)


def fromiter(iter, dtype, count=-1, *, like=None):  # noqa: A002
    items = list(iter) if count < 0 else [x for _, x in zip(range(count), iter)]
    return array(items, dtype=dtype)


def frombuffer(buffer, dtype=float, count=-1, offset=0, *, like=None):
    return array(_np.frombuffer(buffer, dtype=_np.dtype(dtype_name(dtype)), count=count,
                                offset=offset))


def fromfunction(function, shape, *, dtype=float, like=None, **kwargs):
    return function(*indices(shape, dtype=dtype), **kwargs)


def indices(dimensions, dtype=int, sparse=False):
    dims = tuple(int(d) for d in dimensions)
    name = dtype_name(dtype)
    out = []
    for i, n in enumerate(dims):
        r = ivy.arange(0, n, 1, dtype=IVY[name])
        shape = [1] * len(dims)
        shape[i] = n
        r = ivy.reshape(r, tuple(shape))
        out.append(r if sparse else ivy.broadcast_to(r, dims))
    if sparse:
        return tuple(wrap(r) for r in out)
    if not dims:
        return wrap(ivy.zeros((0,), dtype=IVY[name]))
    return wrap(ivy.stack(out, axis=0))


def vander(x, N=None, increasing=False):  # noqa: N803
    v = to_native(x)
    n = int(v.shape[0]) if N is None else int(N)
    name = name_of(v) if kind_of(name_of(v)) != "b" else "int64"
    p = ivy.arange(0, n, 1, dtype=IVY["int64"], device=ivy.dev(v))
    p = _same_backend(p, v)
    if not increasing:
        p = ivy.flip(p, axis=0)
    base = ivy.reshape(cast(v, name), (-1, 1))
    return wrap(ivy.pow(base, cast(ivy.reshape(p, (1, -1)), name)))


def _host_indices(rows, cols):
    return wrap(asarray_native(_np.asarray(rows, dtype=_np.int64))), \
        wrap(asarray_native(_np.asarray(cols, dtype=_np.int64)))


def tril_indices(n, k=0, m=None):
    return _host_indices(*_np.tril_indices(int(n), int(k), None if m is None else int(m)))


def triu_indices(n, k=0, m=None):
    return _host_indices(*_np.triu_indices(int(n), int(k), None if m is None else int(m)))


def tril_indices_from(arr, k=0):
    s = to_native(arr).shape
    if len(s) != 2:
        raise ValueError("input array must be 2-d")
    return tril_indices(int(s[-2]), k, int(s[-1]))


def triu_indices_from(arr, k=0):
    s = to_native(arr).shape
    if len(s) != 2:
        raise ValueError("input array must be 2-d")
    return triu_indices(int(s[-2]), k, int(s[-1]))


def diag_indices(n, ndim=2):
    i = wrap(ivy.arange(0, int(n), 1, dtype=IVY["int64"]))
    return (i,) * ndim


def diag_indices_from(arr):
    s = to_native(arr).shape
    if len(s) < 2 or len(set(int(d) for d in s)) != 1:
        raise ValueError("All dimensions of input must be of equal length")
    return diag_indices(int(s[0]), len(s))

