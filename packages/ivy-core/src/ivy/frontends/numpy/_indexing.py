"""Indexing of the NumPy frontend's arrays (``a[key]``, ``a[key] = v``): NumPy's basic and
advanced indexing on every backend, the positions computed by NumPy on the host where the
backend's own indexing differs; writes are functional (a new native array with the values
written: the frontend keeps no views)."""

from __future__ import annotations

import math

import numpy as _np

import ivy

from ._ndarray import (
    PY_KIND,
    _NumpyObject,
    asarray_native,
    backend_of,
    cast,
    like,
    name_of,
    ndarray,
    to_native,
    wrap,
    wrap_scalar,
)

_NATIVE_FANCY = frozenset({"numpy", "jax"})  # native __getitem__ reads every NumPy key as NumPy
_POS_STEPS_ONLY = frozenset({"torch"})  # no negative slice steps natively


def _index_item(k):
    """A key item as NumPy reads it: ints, slices, None, ... unchanged; frontend integer scalars
    -> int; arrays and sequences -> kept for the advanced path (returned as is)."""
    c = type(k)
    if c is int or c is slice or k is None or k is Ellipsis:
        return k
    if isinstance(k, _NumpyObject) and not len(k._data.shape) and name_of(k._data) != "bool":
        if name_of(k._data).startswith(("int", "uint")):
            return int(ivy.to_scalar(k._data))
        raise IndexError("only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) "
                         "and integer or boolean arrays are valid indices")
    if isinstance(k, _np.integer):
        return int(k)
    return k


def _basic(items, shape, bk):
    """Whether every item is an int (in bounds: checked here, as JAX would clamp), a slice, None
    or ...: the keys every native ``__getitem__`` reads as NumPy (torch: positive steps)."""
    ax = 0
    n_ell = 0
    consumed = sum(1 for k in items if k is not None and k is not Ellipsis)
    for k in items:
        c = type(k)
        if c is int:
            if ax >= len(shape):
                raise IndexError(f"too many indices for array: array is {len(shape)}-dimensional, "
                                 f"but {consumed} were indexed")
            n = shape[ax]
            if not -n <= k < n:
                raise IndexError(f"index {k} is out of bounds for axis {ax} with size {n}")
            ax += 1
        elif c is slice:
            for v in (k.start, k.stop, k.step):
                if v is not None and type(v) is not int:
                    return False
            if k.step is not None and (k.step == 0 or k.step < 0 and bk in _POS_STEPS_ONLY):
                return False
            ax += 1
        elif k is Ellipsis:
            n_ell += 1
            ax = len(shape) - (consumed - ax)
        elif k is not None:
            return False
    return n_ell <= 1 and consumed <= len(shape)


def _host(k):
    """A key item NumPy on the host understands (arrays read back from the backend)."""
    if isinstance(k, _NumpyObject):
        return ivy.to_numpy(k._data)
    if ivy.is_native_array(k):
        return ivy.to_numpy(k)
    if isinstance(k, list):
        return _np.asarray([_host(i) for i in k]) if k else _np.asarray(k, dtype=_np.intp)
    return k


def _native_key(items, d):
    out = []
    for k in items:
        if isinstance(k, _NumpyObject):
            k = k._data
        elif isinstance(k, list):
            k = _host(k)
        out.append(k)
    return tuple(out)


def _check_array_bounds(items, shape):
    """IndexError for integer index arrays out of range (JAX would clamp them); skipped for
    values not known yet (inside ``jax.jit``)."""
    consumed = 0
    for k in items:
        if k is None or k is Ellipsis:
            continue
        d = k._data if isinstance(k, _NumpyObject) else k
        consumed += len(d.shape) if hasattr(d, "dtype") and name_of(d) == "bool" else 1
    ax = 0
    for k in items:
        if k is Ellipsis:
            ax = len(shape) - (consumed - ax)
            continue
        if k is None:
            continue
        d = k._data if isinstance(k, _NumpyObject) else (_np.asarray(k) if isinstance(k, list)
                                                          else k)
        if hasattr(d, "dtype") and name_of(d) == "bool":
            ax += len(d.shape)
            continue
        if hasattr(d, "dtype") and ax < len(shape) and math.prod(tuple(d.shape)):
            n = shape[ax]
            try:
                bad = bool(ivy.any(ivy.logical_or(ivy.greater_equal(d, n), ivy.less(d, -n))))
            except Exception:  # noqa: BLE001 - traced values: not checked
                bad = False
            if bad:
                raise IndexError(f"index out of bounds for axis {ax} with size {n}")
        ax += 1


def positions(shape, items):
    """The flat positions ``key`` selects in an array of ``shape`` (host NumPy int64 array of the
    result's shape): NumPy's own indexing, its errors included."""
    size = math.prod(shape)
    pos = _np.arange(size, dtype=_np.int64).reshape(shape)
    return pos[tuple(_host(k) for k in items)]


def _one_index_array(items, d):
    """``(axis, native integer index array)`` when the key is one integer array (not bool) among
    full slices, else None."""
    arrays = [i for i, k in enumerate(items) if type(k) not in (int, slice)]
    if len(arrays) != 1 or any(items[i] != slice(None) for i in range(len(items))
                               if i != arrays[0]):
        return None
    k = items[arrays[0]]
    if isinstance(k, _NumpyObject):
        k = k._data
    elif isinstance(k, list):
        k = like(_host(k), d)
    if not ivy.is_native_array(k) or backend_of(k) != backend_of(d) or \
            not ivy.isdtype(k.dtype, "integral"):
        return None
    return arrays[0], k


def _is_scalar_key(items, ndim):
    return len(items) == ndim and all(type(k) is int for k in items)


def getitem(d, key):
    """``d[key]`` with NumPy's semantics, as a native array."""
    items = tuple(_index_item(k) for k in (key if type(key) is tuple else (key,)))
    shape = tuple(d.shape)
    bk = backend_of(d)
    if _basic(items, shape, bk):
        return d[items], _is_scalar_key(items, len(shape))
    if bk in _NATIVE_FANCY:
        if bk != "numpy":
            _check_array_bounds(items, shape)
        return d[_native_key(items, d)], False
    one = _one_index_array(items, d)
    if one is not None:  # x[idx], x[:, idx]: a gather, no index value read on the host (traced)
        ax, idx = one
        _check_array_bounds(items, shape)
        n = shape[ax]
        idx = ivy.where(ivy.less(idx, 0), ivy.add(idx, n), idx)
        out = ivy.take(d, ivy.reshape(idx, (-1,)), axis=ax)
        return ivy.reshape(out, shape[:ax] + tuple(idx.shape) + shape[ax + 1:]), False
    pos = positions(shape, items)
    flat = ivy.reshape(d, (-1,))
    out = ivy.take(flat, like(pos.reshape(-1), d), axis=0)
    return ivy.reshape(out, pos.shape), False


def setitem(d, key, value):
    """A new native array: ``d`` with ``value`` written at ``key`` (NumPy's semantics; the value
    cast to ``d``'s dtype)."""
    items = tuple(_index_item(k) for k in (key if type(key) is tuple else (key,)))
    name = name_of(d)
    v = _value(value, name, d)
    bk = backend_of(d)
    if bk == "numpy":
        new = d.copy()
        new[_native_key(items, d)] = v
        return new
    if bk == "jax":
        if _basic(items, tuple(d.shape), bk):
            return d.at[items].set(v)
        return d.at[_native_key(items, d)].set(v)
    pos = positions(tuple(d.shape), items)
    vals = ivy.broadcast_to(v, pos.shape) if tuple(v.shape) != pos.shape else v
    if pos.size == 0:
        return d
    return scatter_replace(d, pos, vals)


def scatter_replace(d, pos, vals):
    """Native ``d`` with ``vals`` (native, ``pos``' shape) written at the flat positions ``pos``
    (host int array); of repeated positions the last value wins, as NumPy."""
    size = math.prod(tuple(d.shape))
    src = _np.full(size, -1, dtype=_np.int64)
    src[pos.reshape(-1)] = _np.arange(pos.size, dtype=_np.int64)
    hit = src >= 0
    flat = ivy.reshape(d, (-1,))
    taken = ivy.take(ivy.reshape(vals, (-1,)), like(_np.where(hit, src, 0), d), axis=0)
    return ivy.reshape(ivy.where(like(hit, d), taken, flat), tuple(d.shape))


def _value(value, name, d):
    """A value to write into an array of dtype ``name`` (NumPy's unsafe cast; a Python int that
    does not fit an integer dtype raises OverflowError, as NumPy 2)."""
    c = type(value)
    if c is int and name.startswith(("int", "uint")):
        info = _np.iinfo(name)
        if not info.min <= value <= info.max:
            raise OverflowError(f"Python integer {value} out of bounds for {name}")
    if c in PY_KIND:
        v = asarray_native(value)
    else:
        v = to_native(value)
    if backend_of(v) != backend_of(d):
        v = like(ivy.to_numpy(v), d)
    return cast(v, name)


# --- the arrays' indexing methods, attached to the classes here (``_ndarray`` imports no indexing:
# the package imports this module right after it) -----------------------------------------------
def _item(self, *args):
    if args:
        idx = args[0] if len(args) == 1 else args
        if type(idx) is int:
            d = ivy.reshape(self._data, (-1,))
            n = int(d.shape[0])
            if not -n <= idx < n:
                raise IndexError("index out of bounds")
            return ivy.to_scalar(d[idx])
        return ivy.to_scalar(getitem(self._data, tuple(idx))[0])
    if self.size != 1:
        raise ValueError("can only convert an array of size 1 to a Python scalar")
    return ivy.to_scalar(self._data)


def _getitem(self, key):
    d, is_scalar = getitem(self._data, key)
    return wrap_scalar(d) if is_scalar else wrap(d)


def _setitem(self, key, value):
    self._data = setitem(self._data, key, value)


for _cls, _name, _fn in ((_NumpyObject, "item", _item), (_NumpyObject, "__getitem__", _getitem),
                         (ndarray, "__setitem__", _setitem)):
    _fn.__name__, _fn.__qualname__ = _name, f"{_cls.__name__}.{_name}"
    setattr(_cls, _name, _fn)
del _cls, _name, _fn
