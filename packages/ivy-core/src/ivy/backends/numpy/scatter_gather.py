"""NumPy kernels: gathering and scattering. NumPy's take/advanced indexing and ``ufunc.at`` do the
work, negative indices and bounds checks included (their IndexError becomes IvyIndexError)."""

import numpy as np

from ... import dtypes as _dt
from ..._rules.layout import plain_zero
from ..._rules.scatter_gather import _one_hot_args
from .. import _scatter_gather as S
from ._helpers import native_dtype

_I64 = np.dtype("int64")
_UFUNC = {"sum": np.add, "min": np.minimum, "max": np.maximum, "mul": np.multiply}


def _index(indices, fname):
    # NumPy refuses to index with uint64 (no safe cast to intp): as int64, huge values refused
    if indices.dtype == np.uint64:
        if indices.size and indices.max() > np.iinfo(np.int64).max:
            raise S.out_of_range(fname)
        return indices.astype(_I64)
    return indices


def _coords(indices, batch, n_inner):
    """Advanced-indexing tuple: the batch coordinates (aranges), then the K index coordinates."""
    grids = tuple(np.arange(n).reshape((1,) * i + (n,) + (1,) * (len(batch) - 1 - i + n_inner))
                  for i, n in enumerate(batch))
    return grids + tuple(indices[..., k] for k in range(indices.shape[-1]))


def _identity(reduction, d):
    if reduction == "mul":
        return 1
    if d.kind in "fV":
        return np.inf if reduction == "min" else -np.inf
    info = np.iinfo(d)
    return info.max if reduction == "min" else info.min


def _fixed_rows(rows, size, fill_value):
    n = rows.shape[0]
    if n >= size:
        return rows[:size]
    pad = np.full((size - n, rows.shape[1]), fill_value, dtype=rows.dtype)
    return np.concatenate([rows, pad])


def argwhere(x, /, *, size=None, fill_value=0):
    fill_value = S.fixed_rows_args("argwhere", size, fill_value)
    rows = np.argwhere(x).astype(_I64, copy=False)
    return rows if size is None else _fixed_rows(rows, size, fill_value)


def gather(x, indices, /, *, axis=-1, batch_dims=0):
    p = S.gather_plan("gather", x, indices, axis, batch_dims)
    indices = _index(indices, "gather")
    try:
        if p.batch_dims == 0:
            return np.take(x, indices, axis=p.axis)
        if p.along:
            return np.take_along_axis(x, indices, axis=p.axis)
        return np.take_along_axis(x.reshape(p.xs), indices.reshape(p.js), axis=2).reshape(p.shape)
    except IndexError as e:
        raise S.out_of_range("gather", e) from e


def gather_nd(x, indices, /, *, batch_dims=0):
    b, k = S.gather_nd_plan("gather_nd", x, indices, batch_dims)
    indices = _index(indices, "gather_nd")
    try:
        out = x[_coords(indices, x.shape[:b], indices.ndim - 1 - b)]
    except IndexError as e:
        raise S.out_of_range("gather_nd", e) from e
    if k == 0:  # no coordinates: every index picks all of x (of its batch element)
        return np.broadcast_to(out, indices.shape[:-1] + x.shape[b:]).copy()
    return out


def one_hot(indices, depth, /, *, on_value=1, off_value=0, axis=-1, dtype=None):
    # the result filled with off_value, on_value written where an index is in [0, depth): what
    # np.eye(depth)[indices] gives for valid indices, with out-of-range rows left off
    ax = _one_hot_args(indices, depth, axis, _dt.isdtype)
    d = native_dtype(_dt.default_float_dtype() if dtype is None else dtype)
    i = indices.reshape(-1)
    n = i.shape[0]
    out = np.zeros((n, depth), d) if plain_zero(off_value) else np.full((n, depth), off_value, d)
    ok = (i >= 0) & (i < depth)
    cols = i[ok]
    out[np.arange(n)[ok], cols if cols.dtype != np.uint64 else cols.astype(np.intp)] = on_value
    out = out.reshape(indices.shape + (depth,))
    return out if ax == out.ndim - 1 else np.moveaxis(out, -1, ax)


def _sum_by_bincount(indices, updates, shape, d):
    """A fresh floating-point sum scatter of one value per index: ``np.bincount`` on the linear
    positions, weighted by the updates (summed in float64, rounded once to ``d``; np.add.at is
    ~4x slower). The coordinates are range checked; negative ones wrap."""
    cols = tuple(indices[..., j].reshape(-1) for j in range(len(shape)))
    try:  # checks every coordinate is in [0, n) (in C)
        lin = np.ravel_multi_index(cols, shape)
    except ValueError:  # negative coordinates (wrapped), or out of range
        for c, n in zip(cols, shape):
            if c.size and (c.min() < -n or c.max() >= n):
                raise S.out_of_range("scatter_nd") from None
        lin = np.ravel_multi_index(cols, shape, mode="wrap")
    lead = indices.shape[:-1]
    w = (updates if updates.shape == lead else np.broadcast_to(updates, lead)).reshape(-1)
    size = 1
    for n in shape:
        size *= n
    return np.bincount(lin, weights=w, minlength=size).astype(d, copy=False).reshape(shape)


def scatter_nd(indices, updates, /, shape=None, *, reduction="sum", x=None, out=None):
    shape, d, k = S.scatter_args("scatter_nd", indices.shape, indices.dtype, updates.shape,
                                 updates.dtype, shape, x, out, reduction)
    if out is not None and type(out) is not np.ndarray:
        raise S.immutable_out("scatter_nd", "numpy", f"{type(out).__name__} scalars")
    d = np.dtype(str(d))
    if (reduction == "sum" and x is None and out is None and k == len(shape) and d.kind == "f"
            and indices.dtype.kind in "iu" and indices.dtype != np.uint64):
        return _sum_by_bincount(indices, updates, shape, d)
    idx = _coords(_index(indices, "scatter_nd"), (), 0)
    upd = np.broadcast_to(np.asarray(updates, dtype=d), indices.shape[:-1] + shape[k:])
    target = out if out is not None else np.empty(shape, dtype=d)
    fresh = x is None
    if fresh:
        target[...] = 0 if reduction in ("sum", "replace") else _identity(reduction, d)
    elif x is not target:
        target[...] = x
    try:
        if reduction == "replace":
            target[idx] = upd
        else:
            _UFUNC[reduction].at(target, idx, upd)
            if fresh and reduction != "sum":  # positions no index reached: 0, not the identity
                hit = np.zeros(shape[:k], dtype=bool)
                hit[idx] = True
                target[~hit] = 0
    except IndexError as e:
        raise S.out_of_range("scatter_nd", e) from e
    return target
