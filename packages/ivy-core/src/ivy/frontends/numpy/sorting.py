"""NumPy's sorting, searching, counting and set functions on Ivy (``sort``, ``argsort``,
``searchsorted``, ``unique``, ``nonzero``, ``count_nonzero``, ``isin``, ...).

Sorting follows NumPy: nan last, stable where asked. ``partition`` / ``argpartition`` sort the
whole axis (a valid partition for every ``kth``; NumPy's order of the other elements is
unspecified). ``unique`` gives sorted values with one nan for all nans (``equal_nan=True``).
"""

from __future__ import annotations

from collections import namedtuple

import numpy as _np

import ivy

from .._common import reject_option
from ._dtypes import IVY
from ._ndarray import _NumpyObject, backend_of, cast, like, name_of, result, to_native, wrap
from ._promotion import kind_of, promote_types
from ._ufunc import align, normalize_axes, promote_values

__all__ = ["argpartition", "argsort", "argwhere", "count_nonzero", "flatnonzero",
           "intersect1d", "isin", "lexsort", "nonzero", "partition", "searchsorted",
           "setdiff1d", "setxor1d", "sort", "sort_complex", "union1d", "unique", "unique_all",
           "unique_counts", "unique_inverse", "unique_values"]

COMPOSED = frozenset({"argpartition", "partition", "lexsort", "sort_complex", "isin",
                      "intersect1d", "setdiff1d", "setxor1d", "union1d", "unique",
                      "flatnonzero"})

UniqueAllResult = namedtuple("UniqueAllResult", ["values", "indices", "inverse_indices",
                                                 "counts"])
UniqueCountsResult = namedtuple("UniqueCountsResult", ["values", "counts"])
UniqueInverseResult = namedtuple("UniqueInverseResult", ["values", "inverse_indices"])


_NAN_UNSORTED = frozenset({"tensorflow", "mxnet"})  # backends whose ivy.sort misplaces nan


def _axis_or_flat(x, axis):
    if axis is None:
        return ivy.reshape(x, (-1,)), 0
    return x, normalize_axes(axis, len(x.shape))[0]


def _argsort_native(x, axis, descending=False):
    if name_of(x) == "bool":
        x = cast(x, "int8")
    if kind_of(name_of(x)) in "fc" and backend_of(x) in _NAN_UNSORTED:
        # Ivy's TensorFlow / MXNet sort does not put nan last: sort nan-free keys, then nans
        nan = ivy.isnan(x)
        first = ivy.argsort(ivy.where(nan, ivy.full_like(x, float("inf")), x), axis=axis,
                            stable=True, descending=descending)
        nan_sorted = ivy.take_along_axis(ivy.astype(nan, IVY["int8"]), first, axis=axis)
        second = ivy.argsort(nan_sorted, axis=axis, stable=True)
        return ivy.take_along_axis(first, second, axis=axis)
    return ivy.argsort(x, axis=axis, stable=True, descending=descending)


def sort(a, axis=-1, kind=None, order=None, *, stable=None):
    _no_order(order, "sort")
    x, ax = _axis_or_flat(to_native(a), axis)
    if not len(x.shape):
        raise ValueError("Cannot sort a 0-d array")
    if kind_of(name_of(x)) in "fc" and backend_of(x) in _NAN_UNSORTED:
        return wrap(ivy.take_along_axis(x, _argsort_native(x, ax), axis=ax))
    if name_of(x) == "bool":  # not every backend sorts booleans
        return wrap(cast(ivy.sort(cast(x, "int8"), axis=ax, stable=True), "bool"))
    return wrap(ivy.sort(x, axis=ax, stable=True))


def argsort(a, axis=-1, kind=None, order=None, *, stable=None):
    _no_order(order, "argsort")
    x, ax = _axis_or_flat(to_native(a), axis)
    if not len(x.shape):
        return wrap(ivy.zeros((), dtype=IVY["int64"]))
    return wrap(cast(_argsort_native(x, ax), "int64"))


def _no_order(order, name):
    if order is not None:
        reject_option("numpy", name, "order", order, "the frontend has no structured dtypes")


def _check_kth(x, kth, ax):
    n = int(x.shape[ax])
    for k in (kth if isinstance(kth, (list, tuple)) else [kth]):
        if not -n <= int(k) < n:
            raise ValueError(f"kth(={int(k)}) out of bounds ({n})")


def partition(a, kth, axis=-1, kind="introselect", order=None):
    _no_order(order, "partition")
    x, ax = _axis_or_flat(to_native(a), axis)
    _check_kth(x, kth, ax)
    return sort(wrap(x), ax)


def argpartition(a, kth, axis=-1, kind="introselect", order=None):
    _no_order(order, "argpartition")
    x, ax = _axis_or_flat(to_native(a), axis)
    _check_kth(x, kth, ax)
    return argsort(wrap(x), ax)


def lexsort(keys, axis=-1):
    ks = [to_native(k) for k in (keys if not isinstance(keys, _NumpyObject) else list(keys))]
    ks = align(ks)
    if not ks:
        raise TypeError("need sequence of keys with len > 0 in lexsort")
    ax = normalize_axes(axis, len(ks[0].shape))[0]
    idx = None
    for k in ks:  # the last key is the primary one: sort by each key in turn, stably
        kk = k if idx is None else ivy.take_along_axis(k, idx, axis=ax)
        order = _argsort_native(kk, ax)
        idx = order if idx is None else ivy.take_along_axis(idx, order, axis=ax)
    return wrap(cast(idx, "int64"))


def sort_complex(a):
    x = to_native(a)
    x = ivy.reshape(x, (-1,)) if not len(x.shape) else x
    name = name_of(x)
    if not name.startswith("complex"):
        x = cast(x, "complex64" if name in ("int8", "uint8", "int16", "uint16", "float16",
                                            "float32") else "complex128")
    idx = lexsort([wrap(ivy.imag(x)), wrap(ivy.real(x))])._data
    return wrap(ivy.take_along_axis(x, idx, axis=-1))


def searchsorted(a, v, side="left", sorter=None):
    if side not in ("left", "right"):
        raise ValueError(f"side must be 'left' or 'right' (got {side!r})")
    x = to_native(a)
    if len(x.shape) != 1:
        raise ValueError("object too deep for desired array")
    (x, vv), _ = promote_values(wrap(x), v)
    s = None if sorter is None else cast(align([to_native(sorter), x])[0], "int64")
    return result(cast(ivy.searchsorted(x, vv, side=side, sorter=s), "int64"))


# --- counting, nonzero ----------------------------------------------------------------------
def nonzero(a):
    x = to_native(a)
    if not len(x.shape):
        raise ValueError("Calling nonzero on 0d arrays is not allowed. Use np.atleast_1d("
                         "scalar).nonzero() instead.")
    if name_of(x) != "bool":
        x = ivy.not_equal(x, 0)
    return tuple(wrap(cast(i, "int64")) for i in ivy.nonzero(x))


def flatnonzero(a):
    return nonzero(wrap(ivy.reshape(to_native(a), (-1,))))[0]


def argwhere(a):
    x = to_native(a)
    if not len(x.shape):
        x = ivy.reshape(x, (1,))
        n = int(ivy.to_scalar(ivy.sum(ivy.astype(ivy.not_equal(x, 0), IVY["int64"]))))
        return wrap(ivy.zeros((n, 0), dtype=IVY["int64"]))
    if name_of(x) != "bool":
        x = ivy.not_equal(x, 0)
    return wrap(cast(ivy.stack(ivy.nonzero(x), axis=-1), "int64"))


def count_nonzero(a, axis=None, *, keepdims=False):
    x = to_native(a)
    axes = normalize_axes(axis, len(x.shape))
    nz = ivy.astype(ivy.not_equal(x, 0) if name_of(x) != "bool" else x, IVY["int64"])
    r = ivy.sum(nz, axis=axes, keepdims=keepdims) if axes else nz
    return result(cast(r, "int64"))


# --- unique and sets --------------------------------------------------------------------------
def _unique_flat(x):
    """(values, first indices, inverse, counts) of a 1-D native: values sorted, nans as one."""
    n = int(x.shape[0])
    if n == 0:
        e = ivy.zeros((0,), dtype=IVY["int64"])
        return x, e, e, e
    u = ivy.unique_all(x)
    vals, idx, inv, cnt = u[0], u[1], u[2], u[3]
    perm = _argsort_native(vals, 0)
    vals = ivy.take(vals, perm, axis=0)
    idx = cast(ivy.take(idx, perm, axis=0), "int64")
    cnt = cast(ivy.take(cnt, perm, axis=0), "int64")
    inv_perm = ivy.argsort(perm, axis=0)
    inv = cast(ivy.take(inv_perm, ivy.reshape(cast(inv, "int64"), (-1,)), axis=0), "int64")
    if kind_of(name_of(x)) in "fc":
        nan_u = _np.asarray(ivy.to_numpy(ivy.isnan(vals)))
        if nan_u.sum() > 1:  # the standard keeps every nan apart: NumPy counts them as one
            k = int(_np.argmax(nan_u))
            keep = like(_np.arange(k + 1), vals)
            total = ivy.sum(ivy.take(cnt, like(_np.arange(k, nan_u.size), vals), axis=0))
            first = ivy.min(ivy.take(idx, like(_np.arange(k, nan_u.size), vals), axis=0))
            vals = ivy.take(vals, keep, axis=0)
            idx = ivy.concat([idx[:k], ivy.reshape(first, (1,))], axis=0)
            cnt = ivy.concat([cnt[:k], ivy.reshape(cast(total, "int64"), (1,))], axis=0)
            inv = ivy.minimum(inv, ivy.full_like(inv, k))
    return vals, idx, inv, cnt


def unique(ar, return_index=False, return_inverse=False, return_counts=False, axis=None, *,
           equal_nan=True, sorted=True):  # noqa: A002
    x = to_native(ar)
    shape = tuple(x.shape)
    if axis is None:
        vals, idx, inv, cnt = _unique_flat(ivy.reshape(x, (-1,)))
        inv = ivy.reshape(inv, shape) if shape else inv
    else:
        ax = normalize_axes(axis, len(shape))[0]
        host = _np.moveaxis(_np.asarray(ivy.to_numpy(x)), ax, 0).reshape(shape[ax], -1)
        _, first, hinv, hcnt = _np.unique(host, axis=0, return_index=True,
                                          return_inverse=True, return_counts=True)
        idx = like(first.astype(_np.int64), x)
        vals = ivy.take(x, idx, axis=ax)
        inv = like(hinv.reshape(-1).astype(_np.int64), x)
        cnt = like(hcnt.astype(_np.int64), x)
    out = [wrap(vals)]
    if return_index:
        out.append(wrap(idx))
    if return_inverse:
        out.append(wrap(inv))
    if return_counts:
        out.append(wrap(cnt))
    return out[0] if len(out) == 1 else tuple(out)


def unique_all(x):
    d = to_native(x)
    v, i, inv, c = _unique_flat(ivy.reshape(d, (-1,)))
    return UniqueAllResult(wrap(v), wrap(i), wrap(ivy.reshape(inv, tuple(d.shape))), wrap(c))


def unique_counts(x):
    v, _, _, c = _unique_flat(ivy.reshape(to_native(x), (-1,)))
    return UniqueCountsResult(wrap(v), wrap(c))


def unique_inverse(x):
    d = to_native(x)
    v, _, inv, _ = _unique_flat(ivy.reshape(d, (-1,)))
    return UniqueInverseResult(wrap(v), wrap(ivy.reshape(inv, tuple(d.shape))))


def unique_values(x):
    return wrap(_unique_flat(ivy.reshape(to_native(x), (-1,)))[0])


def _isin_native(e, t):
    e, t = align([e, t])
    dt = promote_types(name_of(e), name_of(t))
    e, t = cast(e, dt), cast(t, dt)
    flat = ivy.reshape(e, (-1, 1))
    tt = ivy.reshape(t, (1, -1))
    if int(tt.shape[1]) == 0:
        return ivy.zeros(tuple(e.shape), dtype=ivy.bool)
    hit = ivy.any(ivy.equal(flat, tt), axis=1)
    return ivy.reshape(hit, tuple(e.shape))


def isin(element, test_elements, assume_unique=False, invert=False, *, kind=None):
    r = _isin_native(to_native(element), to_native(test_elements))
    return wrap(ivy.logical_not(r) if invert else r)


def _mask_take(x, mask):
    pos = _np.flatnonzero(_np.asarray(ivy.to_numpy(mask)))
    return ivy.take(x, like(pos, x), axis=0)


def intersect1d(ar1, ar2, assume_unique=False, return_indices=False):
    a, b = align([ivy.reshape(to_native(ar1), (-1,)), ivy.reshape(to_native(ar2), (-1,))])
    dt = promote_types(name_of(a), name_of(b))
    va, ia, _, _ = _unique_flat(cast(a, dt))
    vb, ib, _, _ = _unique_flat(cast(b, dt))
    in_b = _isin_native(va, vb)
    vals = _mask_take(va, in_b)
    if not return_indices:
        return wrap(vals)
    in_a = _isin_native(vb, va)
    return wrap(vals), wrap(_mask_take(ia, in_b)), wrap(_mask_take(ib, in_a))


def union1d(ar1, ar2):
    a, b = align([ivy.reshape(to_native(ar1), (-1,)), ivy.reshape(to_native(ar2), (-1,))])
    dt = promote_types(name_of(a), name_of(b))
    return wrap(_unique_flat(ivy.concat([cast(a, dt), cast(b, dt)], axis=0))[0])


def setdiff1d(ar1, ar2, assume_unique=False):
    a, b = align([ivy.reshape(to_native(ar1), (-1,)), ivy.reshape(to_native(ar2), (-1,))])
    va = a if assume_unique else _unique_flat(a)[0]
    return wrap(_mask_take(va, ivy.logical_not(_isin_native(va, b))))


def setxor1d(ar1, ar2, assume_unique=False):
    a, b = align([ivy.reshape(to_native(ar1), (-1,)), ivy.reshape(to_native(ar2), (-1,))])
    dt = promote_types(name_of(a), name_of(b))
    va, vb = _unique_flat(cast(a, dt))[0], _unique_flat(cast(b, dt))[0]
    both = ivy.concat([va, vb], axis=0)
    v, _, _, c = _unique_flat(both)
    return wrap(_mask_take(v, ivy.equal(c, 1)))
