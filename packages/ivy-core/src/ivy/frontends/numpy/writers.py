"""NumPy's functions that write into an array in place (``put``, ``put_along_axis``, ``place``,
``putmask``, ``copyto``, ``fill_diagonal``): the frontend array gets a new native array holding
the values written (positions computed by NumPy on the host, values scattered with Ivy)."""

from __future__ import annotations

import math

import numpy as _np

import ivy

from ._indexing import _value, scatter_replace
from ._ndarray import PY_KIND, align, cast, like, name_of, ndarray, to_native
from ._promotion import can_cast

__all__ = ["copyto", "fill_diagonal", "place", "put", "put_along_axis", "putmask"]

COMPOSED = frozenset(__all__)


def put_along_axis(arr, indices, values, axis):
    _need_frontend(arr, "put_along_axis")
    x = arr._data
    shape = tuple(int(s) for s in x.shape)
    idx = _np.asarray(ivy.to_numpy(to_native(indices)), dtype=_np.int64)
    if axis is None:
        pos = _np.take_along_axis(_np.arange(math.prod(shape)), idx.reshape(-1), 0)
    else:
        pos = _np.take_along_axis(_np.arange(math.prod(shape)).reshape(shape), idx, axis)
    v = _value(values, name_of(x), x)
    arr._data = scatter_replace(x, pos, ivy.broadcast_to(v, pos.shape))


def _need_frontend(a, name):
    if type(a) is not ndarray:
        raise TypeError(f"{name}: the array to write into must be a numpy frontend ndarray")


def put(a, ind, v, mode="raise"):
    _need_frontend(a, "put")
    x = a._data
    n = math.prod(tuple(int(s) for s in x.shape))
    pos = _np.asarray(ivy.to_numpy(to_native(ind)), dtype=_np.int64).reshape(-1)
    if mode == "raise":
        if pos.size and (pos.max() >= n or pos.min() < -n):
            raise IndexError(f"index {int(pos.max())} is out of bounds for axis 0 with size {n}")
        pos = _np.where(pos < 0, pos + n, pos)
    elif mode == "wrap":
        pos = pos % n
    else:
        pos = _np.clip(pos, 0, n - 1)
    if not pos.size:
        return
    vals = ivy.reshape(_value(v, name_of(x), x), (-1,))
    k = int(vals.shape[0])
    if k != pos.size:  # values are repeated (or cut) to the number of indices, as NumPy
        vals = ivy.take(vals, like(_np.arange(pos.size) % k, x), axis=0)
    a._data = scatter_replace(x, pos, vals)


def place(arr, mask, vals):
    _need_frontend(arr, "place")
    x = arr._data
    m = _np.asarray(ivy.to_numpy(to_native(mask)), dtype=bool).reshape(-1)
    pos = _np.flatnonzero(m)
    if not pos.size:
        return
    vals = ivy.reshape(_value(vals, name_of(x), x), (-1,))
    k = int(vals.shape[0])
    if k == 0:
        raise ValueError("Cannot insert from an empty array!")
    vals = ivy.take(vals, like(_np.arange(pos.size) % k, x), axis=0)
    arr._data = scatter_replace(x, pos, vals)


def putmask(a, mask, values):
    _need_frontend(a, "putmask")
    m, x = align([to_native(mask), a._data])
    shape = tuple(int(s) for s in x.shape)
    m = ivy.broadcast_to(m, shape)
    v = ivy.reshape(_value(values, name_of(x), x), (-1,))
    n, k = math.prod(shape), int(v.shape[0])
    if k != n:  # values repeat over the flat positions, as NumPy
        v = ivy.take(v, like(_np.arange(n) % max(k, 1), x), axis=0)
    a._data = ivy.where(m, ivy.reshape(v, shape), x)


def copyto(dst, src, casting="same_kind", where=True):
    _need_frontend(dst, "copyto")

    want = name_of(dst._data)
    if type(src) in PY_KIND:
        v = _value(src, want, dst._data)
    else:
        s = to_native(src)
        if not can_cast(name_of(s), want, casting):
            raise TypeError(f"Cannot cast array data from dtype('{name_of(s)}') to "
                            f"dtype('{want}') according to the rule '{casting}'")
        v = cast(align([s, dst._data])[0], want)
    shape = tuple(dst._data.shape)
    v = ivy.broadcast_to(v, shape)
    if where is not True:
        v = ivy.where(ivy.broadcast_to(align([to_native(where), v])[0], shape), v, dst._data)
    dst._data = v


def fill_diagonal(a, val, wrap=False):
    _need_frontend(a, "fill_diagonal")
    x = a._data
    shape = tuple(int(s) for s in x.shape)
    if len(shape) < 2:
        raise ValueError("array must be at least 2-d")
    if len(shape) == 2:
        step = shape[1] + 1
        end = None if wrap else shape[1] * shape[1]
        pos = _np.arange(math.prod(shape))[:end:step]
    else:
        if len(set(shape)) != 1:
            raise ValueError("All dimensions of input must be of equal length")
        step = 1 + sum(shape[0] ** i for i in range(1, len(shape)))
        pos = _np.arange(math.prod(shape))[::step]
    put(a, pos, val)
