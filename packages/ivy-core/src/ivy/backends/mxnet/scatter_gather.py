"""MXNet kernels: gathering and scattering.

Gathers use ``take`` and ``npx.gather_nd``. MXNet's only scatter operator adds
(``_backward_gather_nd``, gather_nd's gradient: differentiable, int32/int64/float only, so int8,
uint8 and bool go through int32): "min", "max" and "mul" reduce the updates first, a segmented
scan over the updates sorted by position (log2(n) passes), and "replace" keeps the last update of
each position in that order; the one remaining update per position is then added. MXNet reports
bad indices asynchronously (at the next read), so Ivy checks their range on the host first.
"""

import math

import mxnet as mx
import numpy as onp
from mxnet import np, npx

from ... import dtypes as _dt
from ..._rules.scatter_gather import _one_hot_args
from .. import _scatter_gather as S
from .._composed import composition
from ._helpers import native_dtype, where
from .indexing import take_along_axis

_I64 = "int64"
_ADDABLE = ("int32", "int64", "float32", "float64")  # dtypes _backward_gather_nd takes


def _index(indices):
    return indices if indices.dtype == _I64 else indices.astype(_I64)


def _wrapped(fname, c, n):
    """Coordinates ``c`` into an axis of length ``n``: range checked, negative ones wrapped."""
    if c.size and (int(c.min()) < -n or int(c.max()) >= n):
        raise S.out_of_range(fname)
    return where(c < 0, c + n, c)


def _fixed_rows(rows, size, fill_value):
    n = rows.shape[0]
    if n >= size:
        return rows[:size]
    pad = np.full((size - n, rows.shape[1]), fill_value, dtype=rows.dtype, ctx=rows.ctx)
    return np.concatenate([rows, pad])


def argwhere(x, /, *, size=None, fill_value=0):
    fill_value = S.fixed_rows_args("argwhere", size, fill_value)
    rows = np.argwhere(x).astype(_I64, copy=False)
    return rows if size is None else _fixed_rows(rows, size, fill_value)


def _host_check(fname, i, dims):
    """Range check of int64 indices ``i`` on the host (one copy; MXNet reports bad indices only
    at a later read): the coordinates on the last axis against ``dims``, or every index against
    the int ``dims``. Returns whether any index is negative (to be wrapped)."""
    c = i.asnumpy()
    if not c.size:
        return False
    if type(dims) is int:
        lo, hi = int(c.min()), int(c.max())
        if lo < -dims or hi >= dims:
            raise S.out_of_range(fname)
        return lo < 0
    d = onp.asarray(dims)
    if bool(((c < -d) | (c >= d)).any()):
        raise S.out_of_range(fname)
    return bool(c.min() < 0)


def gather(x, indices, /, *, axis=-1, batch_dims=0):
    p = S.gather_plan("gather", x, indices, axis, batch_dims)
    a, b = p.axis, p.batch_dims
    i = _index(indices)
    n = x.shape[a]
    negative = _host_check("gather", i, n)
    if x.dtype.kind == "b":  # MXNet moves no bool data: through uint8
        return gather(x.astype("uint8"), i, axis=a, batch_dims=b).astype("bool")
    if b == 0:  # take's "wrap" mode counts the (checked) negative indices from the end
        return np.take(x, i, axis=a, mode="wrap")
    if negative:
        i = where(i < 0, i + n, i)
    if p.along:  # x [*B, N], indices [*B, I]: one take from the flat x, rows offset by N
        nb = math.prod(p.xs[:2])
        rows = np.arange(0, nb * n, n, dtype=_I64, ctx=x.ctx).reshape(*x.shape[:-1], 1)
        return np.take(x.reshape(-1), rows + i)
    return take_along_axis(x.reshape(p.xs), i.reshape(p.js), axis=2).reshape(p.shape)


def gather_nd(x, indices, /, *, batch_dims=0):
    b, k = S.gather_nd_plan("gather_nd", x, indices, batch_dims)
    i = _index(indices)
    dims = x.shape[b:b + k]
    if k and _host_check("gather_nd", i, dims):
        i = where(i < 0, i + np.array(dims, dtype=_I64, ctx=i.ctx), i)
    batch, inner = x.shape[:b], indices.shape[b:-1]
    out_shape = indices.shape[:-1] + x.shape[b + k:]
    if b == 0 and k:  # the coordinates first, as npx.gather_nd takes them
        coords = np.moveaxis(i, -1, 0)
    else:
        cs = [np.broadcast_to(np.arange(n, dtype=_I64, ctx=x.ctx).reshape(
            (1,) * j + (n,) + (1,) * (b - 1 - j + len(inner))), indices.shape[:-1])
            for j, n in enumerate(batch)]
        cs += [i[..., j] for j in range(k)]
        if not cs:  # no batch and no coordinates: every index picks all of x
            return np.broadcast_to(x, out_shape).copy()
        coords = np.stack(cs, axis=0)  # coords broadcast: shape B + I + D[K:]
    src = x.astype("uint8") if x.dtype.kind == "b" else x
    out = npx.gather_nd(src, coords)
    return out.astype("bool") if x.dtype.kind == "b" else out


_ONE_HOT_DTYPES = ("float16", "float32", "float64", "int32", "int64", "int8", "uint8", "bool")
_one_hot = composition("mxnet", "one_hot")


def one_hot(indices, depth, /, *, on_value=1, off_value=0, axis=-1, dtype=None):
    # npx.one_hot (out-of-range indices give rows of off_value, as Ivy's); its values are
    # float attributes: Python numbers within 2**53 only, else the composition
    ax = _one_hot_args(indices, depth, axis, _dt.isdtype)
    d = native_dtype(_dt.default_float_dtype() if dtype is None else dtype, "one_hot")
    if not (type(on_value) in _NUMBERS and type(off_value) in _NUMBERS and d.name in _ONE_HOT_DTYPES
            and abs(on_value) <= 2**53 and abs(off_value) <= 2**53):
        return _one_hot(indices, depth, on_value=on_value, off_value=off_value, axis=axis,
                        dtype=dtype)
    boolean = d.kind == "b"
    out = npx.one_hot(indices, depth, on_value=float(on_value), off_value=float(off_value),
                      dtype="uint8" if boolean else d)
    if ax != indices.ndim:
        out = np.moveaxis(out, -1, ax)
    return out.astype("bool") if boolean else out  # (MXNet moves no bool data)


_NUMBERS = (int, float, bool)


def _add_at(values, pos, lead):
    """Sum the rows of ``values`` ``[n, T]`` into ``[lead, T]`` at the positions ``pos`` ``[n]``."""
    d = values.dtype
    v = values if d.name in _ADDABLE else values.astype("int32")
    r = mx.nd._internal._backward_gather_nd(
        v.as_nd_ndarray(), pos.reshape(1, -1).as_nd_ndarray(),
        shape=(lead,) + values.shape[1:]).as_np_ndarray()
    return r if r.dtype == d else r.astype(d)


def _segment_scan(keys, vals, op):
    """Inclusive scan of ``op`` over the rows of ``vals`` within runs of equal sorted ``keys``."""
    n, s = keys.shape[0], 1
    while s < n:
        same = (keys[s:] == keys[:-s]).reshape(-1, 1)
        tail = where(same, op(vals[s:], vals[:-s]), vals[s:])
        vals = np.concatenate([vals[:s], tail], axis=0)
        s *= 2
    return vals


_OPS = {"min": np.minimum, "max": np.maximum, "mul": np.multiply}


def scatter_nd(indices, updates, /, shape=None, *, reduction="sum", x=None, out=None):
    shape, d, k = S.scatter_args("scatter_nd", indices.shape, indices.dtype, updates.shape,
                                 updates.dtype, shape, x, out, reduction)
    d = native_dtype(d, "scatter_nd")
    i = _index(indices)
    lin = None
    for j in range(k):  # row-major linear position in the leading k dimensions
        c = _wrapped("scatter_nd", i[..., j], shape[j])
        lin = c if lin is None else lin * shape[j] + c
    lead, trail = math.prod(shape[:k]), math.prod(shape[k:])
    n = math.prod(indices.shape[:-1])
    pos = lin.reshape(n)
    boolean = d.kind == "b"
    cd = "uint8" if boolean else d
    upd = np.broadcast_to(updates.astype(cd, copy=False), indices.shape[:-1] + shape[k:])
    upd = upd.reshape(n, trail)
    base = None if x is None else (x.astype(cd) if boolean else x).reshape(lead, trail)
    if reduction == "sum":
        r = _add_at(upd, pos, lead)
        r = r if base is None else base + r
    else:
        order = np.argsort(pos)
        keys = np.take(pos, order)
        vals = np.take(upd, order, axis=0)
        if reduction != "replace":
            vals = _segment_scan(keys, vals, _OPS[reduction])
        last = np.concatenate([keys[1:] != keys[:-1], np.ones((1,), dtype="bool", ctx=keys.ctx)])
        if n == 0:
            last = last[:0]
        one = _add_at(where(last.reshape(-1, 1), vals, np.zeros((), dtype=cd)), keys, lead)
        hit = _add_at(np.ones((n, 1), dtype="int32", ctx=pos.ctx), pos, lead) > 0
        if base is None:
            r = where(hit, one, np.zeros((), dtype=cd))
        elif reduction == "replace":
            r = where(hit, one, base)
        else:
            r = where(hit, _OPS[reduction](base, one), base)
    r = r.reshape(shape)
    if boolean:
        r = r.astype("bool")
    if out is None:
        return r
    out[...] = r
    return out
