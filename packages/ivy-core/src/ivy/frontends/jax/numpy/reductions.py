"""``jax.numpy``'s reductions and scans on Ivy (``sum``, ``mean``, ``max``, ``argmax``, ``cumsum``,
``median``, the ``nan*`` family ...), with JAX's result dtypes: ``sum``/``prod`` of bool and
integers give int32 (uint32 for unsigned: ``promote_integers=True``), ``mean``/``std``/``var`` of
integers float32, ``argmax``/``argmin``/``count_nonzero`` int32.

``out=`` raises as in JAX; ``where=`` is supported by ``sum``, ``prod``, ``mean``, ``all``,
``any``, and by ``max``/``min`` together with ``initial``.
"""

from __future__ import annotations

import ivy

from ..._common import ivy_dtype_of, kind_of
from .._dtypes import DTYPES, canonical
from ..array import _NUMBERS, Array, dtype_name, native, scalar_like, wrap
from .math import _arr, _inexact, _no_out, _pair

__all__ = ["all", "amax", "amin", "any", "argmax", "argmin", "average", "count_nonzero",
           "cumprod", "cumsum", "cumulative_prod", "cumulative_sum", "max", "mean", "median",
           "min", "nanargmax", "nanargmin", "nancumprod", "nancumsum", "nanmax", "nanmean",
           "nanmedian", "nanmin", "nanpercentile", "nanprod", "nanquantile", "nanstd", "nansum",
           "nanvar", "percentile", "prod", "ptp", "quantile", "std", "sum", "var"]

COMPOSED = frozenset({"average", "median", "nanargmax", "nanargmin", "nancumprod", "nancumsum",
                      "nanmax", "nanmean", "nanmedian", "nanmin", "nanpercentile", "nanprod",
                      "nanquantile", "nanstd", "nansum", "nanvar", "percentile", "ptp",
                      "quantile"})

_INT_KINDS = ("bool", "int", "uint")
_NAMES = {dt: n for n, dt in DTYPES.items()}  # frontend dtype -> its name (a plain str)
_PROMOTED = {"bool": "int32", "int8": "int32", "int16": "int32", "int32": "int32",
             "int64": "int32", "uint8": "uint32", "uint16": "uint32", "uint32": "uint32",
             "uint64": "uint32"}


def _axis(axis):
    if axis is None or type(axis) is int:
        return axis
    return tuple(axis) if not hasattr(axis, "__index__") else int(axis)


def _acc_dtype(d, dtype, promote_integers=True, n=None):
    """JAX's dtype of ``sum`` / ``prod`` / ``cumsum``: the given one, else int32 / uint32 for bool
    and integers (``promote_integers``), else the input's (``n``: the name of ``d``'s dtype,
    read from ``d`` if not given)."""
    if dtype is not None:
        return str(canonical(dtype))
    if n is None:
        n = dtype_name(d.dtype)
    if promote_integers and n in _PROMOTED:
        return _PROMOTED[n]
    return n


def _arr_name(x):
    """``(native array, its dtype name)`` of ``x`` (a frontend Array's own dtype: no read)."""
    if type(x) is Array:
        return x._data, _NAMES[x._dtype]
    d = _arr(x)
    return d, dtype_name(d.dtype)


def _masked(d, where, fill):
    if where is None:
        return d  # noqa: RET505
    return ivy.where(native(where), d, scalar_like(d, fill, d.dtype))


def sum(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None,  # noqa: A001
        promote_integers=True):
    if out is not None:
        _no_out("sum", out)
    d, n = _arr_name(a)
    dt = _acc_dtype(d, dtype, promote_integers, n)
    if n != dt:
        d = ivy.astype(d, dt)
    if where is not None:
        d = _masked(d, where, 0)
    r = ivy.sum(d, axis=axis if axis is None or type(axis) is int else _axis(axis),
                keepdims=keepdims, dtype=dt)
    if initial is not None:
        r = ivy.add(r, initial)
    return wrap(r)


def prod(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None,
         promote_integers=True):
    _no_out("prod", out)
    d, n = _arr_name(a)
    dt = _acc_dtype(d, dtype, promote_integers, n)
    d = _masked(ivy.astype(d, dt) if n != dt else d, where, 1)
    r = ivy.prod(d, axis=_axis(axis), keepdims=keepdims, dtype=dt)
    if initial is not None:
        r = ivy.multiply(r, initial)
    return wrap(r)


def _count(d, axis, keepdims, where=None):
    ones = ivy.ones_like(d, dtype=d.dtype) if where is None else \
        ivy.astype(ivy.broadcast_to(native(where), tuple(d.shape)), d.dtype)
    return ivy.sum(ones, axis=axis, keepdims=keepdims)


def mean(a, axis=None, dtype=None, out=None, keepdims=False, *, where=None):
    _no_out("mean", out)
    d = _inexact(_arr(a))
    if dtype is not None:
        d = ivy.astype(d, canonical(dtype))
    if where is None:
        return wrap(ivy.mean(d, axis=_axis(axis), keepdims=keepdims))
    s = ivy.sum(_masked(d, where, 0), axis=_axis(axis), keepdims=keepdims)
    return wrap(ivy.divide(s, _count(d, _axis(axis), keepdims, where)))


def _correction(ddof, correction):
    return ddof if correction is None else correction


def var(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=None, mean=None,
        correction=None):
    _no_out("var", out, where)
    d = _inexact(_arr(a))
    if dtype is not None:
        d = ivy.astype(d, canonical(dtype))
    return wrap(ivy.var(d, axis=_axis(axis), correction=_correction(ddof, correction),
                        keepdims=keepdims))


def std(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=None, mean=None,
        correction=None):
    _no_out("std", out, where)
    d = _inexact(_arr(a))
    if dtype is not None:
        d = ivy.astype(d, canonical(dtype))
    return wrap(ivy.std(d, axis=_axis(axis), correction=_correction(ddof, correction),
                        keepdims=keepdims))


def _extreme(fn, combine, name, a, axis, out, keepdims, initial, where):
    _no_out(name, out)
    d = _arr(a)
    if where is not None:
        if initial is None:
            raise ValueError(f"reduction operation {name} does not have an identity, so to use a "
                             f"where mask one has to specify 'initial'")
        d = _masked(d, where, initial)
    r = fn(d, axis=_axis(axis), keepdims=keepdims)
    if initial is not None:
        r = combine(r, scalar_like(r, initial, r.dtype))
    return wrap(r)


def max(a, axis=None, out=None, keepdims=False, initial=None, where=None):  # noqa: A001
    return _extreme(ivy.max, ivy.maximum, "max", a, axis, out, keepdims, initial, where)


def min(a, axis=None, out=None, keepdims=False, initial=None, where=None):  # noqa: A001
    return _extreme(ivy.min, ivy.minimum, "min", a, axis, out, keepdims, initial, where)


amax = max
amin = min


def ptp(a, axis=None, out=None, keepdims=False):
    _no_out("ptp", out)
    d = _arr(a)
    return wrap(ivy.subtract(ivy.max(d, axis=_axis(axis), keepdims=keepdims),
                             ivy.min(d, axis=_axis(axis), keepdims=keepdims)))


def argmax(a, axis=None, out=None, keepdims=None):
    _no_out("argmax", out)
    return wrap(ivy.astype(ivy.argmax(_arr(a), axis=axis, keepdims=bool(keepdims)), "int32"))


def argmin(a, axis=None, out=None, keepdims=None):
    _no_out("argmin", out)
    return wrap(ivy.astype(ivy.argmin(_arr(a), axis=axis, keepdims=bool(keepdims)), "int32"))


def all(a, axis=None, out=None, keepdims=False, *, where=None):  # noqa: A001
    _no_out("all", out)
    d = _arr(a)
    if where is not None:
        d = ivy.logical_or(ivy.astype(d, "bool"), ivy.logical_not(native(where)))
    return wrap(ivy.all(d, axis=_axis(axis), keepdims=keepdims))


def any(a, axis=None, out=None, keepdims=False, *, where=None):  # noqa: A001
    _no_out("any", out)
    d = _arr(a)
    if where is not None:
        d = ivy.logical_and(ivy.astype(d, "bool"), native(where))
    return wrap(ivy.any(d, axis=_axis(axis), keepdims=keepdims))


def count_nonzero(a, axis=None, keepdims=False):
    return wrap(ivy.astype(ivy.count_nonzero(_arr(a), axis=_axis(axis), keepdims=keepdims),
                           "int32"))


def _scan(fn, name, a, axis, dtype, out):
    _no_out(name, out)
    d = _arr(a)
    if axis is None:
        d = ivy.reshape(d, (-1,))
        axis = 0
    dt = _acc_dtype(d, dtype, kind_of(d.dtype) == "bool")
    if str(ivy_dtype_of(d.dtype)) != dt:
        d = ivy.astype(d, dt)
    return wrap(fn(d, axis=axis, dtype=dt))


def cumsum(a, axis=None, dtype=None, out=None):
    return _scan(ivy.cumsum, "cumsum", a, axis, dtype, out)


def cumprod(a, axis=None, dtype=None, out=None):
    return _scan(ivy.cumprod, "cumprod", a, axis, dtype, out)


def cumulative_sum(x, /, *, axis=None, dtype=None, include_initial=False):
    d = _arr(x)
    if axis is None:
        if len(d.shape) > 1:
            raise ValueError("cumulative_sum: axis is required for arrays of more than 1 dimension")
        axis = 0
    r = cumsum(d, axis, _acc_dtype(d, dtype))._data
    if include_initial:
        r = ivy.concat([ivy.zeros_like(_slice0(r, axis)), r], axis=axis)
    return wrap(r)


def cumulative_prod(x, /, *, axis=None, dtype=None, include_initial=False):
    d = _arr(x)
    if axis is None:
        if len(d.shape) > 1:
            raise ValueError("cumulative_prod: axis is required for arrays of more than 1 "
                             "dimension")
        axis = 0
    r = cumprod(d, axis, _acc_dtype(d, dtype))._data
    if include_initial:
        r = ivy.concat([ivy.ones_like(_slice0(r, axis)), r], axis=axis)
    return wrap(r)


def _slice0(r, axis):
    idx = [slice(None)] * len(r.shape)
    idx[axis] = slice(0, 1)
    return r[tuple(idx)] if int(r.shape[axis]) else ivy.zeros(
        tuple(1 if i == axis % len(r.shape) else int(s) for i, s in enumerate(r.shape)),
        dtype=r.dtype)


def _nan_fill(d, value):
    return ivy.where(ivy.isnan(d), scalar_like(d, value, d.dtype), d)


def _isfloat(d):
    return kind_of(d.dtype) in ("float", "complex")


def nansum(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None):
    d = _arr(a)
    return sum(_nan_fill(d, 0) if _isfloat(d) else d, axis, dtype, out, keepdims, initial, where)


def nanprod(a, axis=None, dtype=None, out=None, keepdims=False, initial=None, where=None):
    d = _arr(a)
    return prod(_nan_fill(d, 1) if _isfloat(d) else d, axis, dtype, out, keepdims, initial, where)


def nanmean(a, axis=None, dtype=None, out=None, keepdims=False, where=None):
    _no_out("nanmean", out)
    d = _inexact(_arr(a))
    ok = ivy.logical_not(ivy.isnan(d))
    if where is not None:
        ok = ivy.logical_and(ok, native(where))
    s = ivy.sum(ivy.where(ok, d, scalar_like(d, 0, d.dtype)), axis=_axis(axis), keepdims=keepdims)
    n = ivy.sum(ivy.astype(ok, d.dtype), axis=_axis(axis), keepdims=keepdims)
    return wrap(ivy.divide(s, n))


def nanvar(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, where=None, mean=None,
           correction=None):
    _no_out("nanvar", out, where)
    d = _inexact(_arr(a))
    ok = ivy.logical_not(ivy.isnan(d))
    zero = scalar_like(d, 0, d.dtype)
    n = ivy.sum(ivy.astype(ok, d.dtype), axis=_axis(axis), keepdims=True)
    m = ivy.divide(ivy.sum(ivy.where(ok, d, zero), axis=_axis(axis), keepdims=True), n)
    sq = ivy.where(ok, ivy.square(ivy.abs(ivy.subtract(d, m))), zero)
    c = _correction(ddof, correction)
    r = ivy.divide(ivy.sum(sq, axis=_axis(axis), keepdims=True), ivy.subtract(n, c))
    if not keepdims:
        r = ivy.squeeze(r, axis=_axis(axis) if axis is not None else tuple(range(len(d.shape))))
    return wrap(r)


def nanstd(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, where=None, mean=None,
           correction=None):
    return wrap(ivy.sqrt(nanvar(a, axis, dtype, out, ddof, keepdims, where, correction=correction)
                         ._data))


def _nan_extreme(fn, fill, a, axis, out, keepdims, initial, where):
    d = _arr(a)
    if not _isfloat(d):
        return fn(d, axis, out, keepdims, initial, where)
    allnan = ivy.all(ivy.isnan(d), axis=_axis(axis), keepdims=keepdims)
    r = fn(_nan_fill(d, fill), axis, out, keepdims, initial, where)._data
    return wrap(ivy.where(allnan, scalar_like(r, float("nan"), r.dtype), r))


def nanmax(a, axis=None, out=None, keepdims=False, initial=None, where=None):
    return _nan_extreme(max, float("-inf"), a, axis, out, keepdims, initial, where)


def nanmin(a, axis=None, out=None, keepdims=False, initial=None, where=None):
    return _nan_extreme(min, float("inf"), a, axis, out, keepdims, initial, where)


def nanargmax(a, axis=None, out=None, keepdims=None):
    d = _arr(a)
    return argmax(_nan_fill(d, float("-inf")) if _isfloat(d) else d, axis, out, keepdims)


def nanargmin(a, axis=None, out=None, keepdims=None):
    d = _arr(a)
    return argmin(_nan_fill(d, float("inf")) if _isfloat(d) else d, axis, out, keepdims)


def nancumsum(a, axis=None, dtype=None, out=None):
    d = _arr(a)
    return cumsum(_nan_fill(d, 0) if _isfloat(d) else d, axis, dtype, out)


def nancumprod(a, axis=None, dtype=None, out=None):
    d = _arr(a)
    return cumprod(_nan_fill(d, 1) if _isfloat(d) else d, axis, dtype, out)


def average(a, axis=None, weights=None, returned=False, keepdims=False):
    d = _inexact(_arr(a))
    if weights is None:
        avg = ivy.mean(d, axis=_axis(axis), keepdims=keepdims)
        n = _count(d, _axis(axis), keepdims)
        return (wrap(avg), wrap(ivy.astype(n, avg.dtype))) if returned else wrap(avg)
    w = native(weights)

    d, w, _ = _pair(wrap(d), wrap(_inexact(w)))
    if len(w.shape) != len(d.shape):  # 1-d weights along ``axis``
        shape = [1] * len(d.shape)
        shape[axis] = int(w.shape[0])
        w = ivy.reshape(w, tuple(shape))
    w = ivy.broadcast_to(w, tuple(d.shape))
    sw = ivy.sum(w, axis=_axis(axis), keepdims=keepdims)
    avg = ivy.divide(ivy.sum(ivy.multiply(d, w), axis=_axis(axis), keepdims=keepdims), sw)
    return (wrap(avg), wrap(sw)) if returned else wrap(avg)


def quantile(a, q, axis=None, out=None, overwrite_input=False, method="linear", keepdims=False,
             *, interpolation=None):
    _no_out("quantile", out)
    return _quantile(_inexact(_arr(a)), q, axis, method, keepdims, nan_ok=False)


def _quantile(d, q, axis, method, keepdims, nan_ok):
    if method not in ("linear", "lower", "higher", "nearest", "midpoint"):
        raise ValueError(f"method can only be 'linear', 'lower', 'higher', 'midpoint', or "
                         f"'nearest'. Got {method}")
    nd = len(d.shape)
    if axis is None:
        x = ivy.reshape(d, (-1,))
    else:
        x = ivy.moveaxis(d, axis % nd, -1)
    nan = ivy.isnan(x)
    if nan_ok:
        n = ivy.sum(ivy.astype(ivy.logical_not(nan), x.dtype), axis=-1, keepdims=True)
        x = ivy.where(nan, scalar_like(x, float("inf"), x.dtype), x)
    else:
        n = None
    s = ivy.sort(x, axis=-1)
    qv = native(q) if type(q) not in _NUMBERS else scalar_like(x, float(q), x.dtype)
    qv = ivy.astype(qv, x.dtype)
    size = int(x.shape[-1])
    nn = ivy.full_like(s[..., :1], float(size)) if n is None else n
    pos = ivy.multiply(qv, ivy.subtract(nn, 1.0))
    lo = ivy.floor(pos)
    hi = ivy.ceil(pos)
    if method == "lower":
        hi = lo
    elif method == "higher":
        lo = hi
    elif method == "nearest":
        lo = hi = ivy.round(pos)
    last = ivy.subtract(nn, 1.0)
    lo_i = ivy.astype(ivy.clip(lo, 0.0, last), "int64")
    hi_i = ivy.astype(ivy.clip(hi, 0.0, last), "int64")
    if len(qv.shape):  # a q per quantile: gather each along the last axis
        batch = tuple(int(v) for v in s.shape[:-1])
        k = int(qv.shape[0])
        lo_i = ivy.broadcast_to(lo_i, batch + (k,))
        hi_i = ivy.broadcast_to(hi_i, batch + (k,))
        pos = ivy.broadcast_to(pos, batch + (k,))
    a_lo = ivy.take_along_axis(s, lo_i, axis=-1)
    a_hi = ivy.take_along_axis(s, hi_i, axis=-1)
    if method == "midpoint":
        r = ivy.multiply(ivy.add(a_lo, a_hi), 0.5)
    else:
        frac = ivy.subtract(pos, ivy.floor(pos)) if method == "linear" else ivy.zeros_like(pos)
        r = ivy.add(a_lo, ivy.multiply(ivy.subtract(a_hi, a_lo), frac))
    anynan = ivy.any(nan, axis=-1, keepdims=True) if not nan_ok else ivy.equal(n, 0)
    r = ivy.where(anynan, scalar_like(r, float("nan"), r.dtype), r)
    if len(qv.shape):
        r = ivy.moveaxis(r, -1, 0)
    else:
        r = ivy.squeeze(r, axis=-1)
    if keepdims:
        if axis is None:
            r = ivy.reshape(r, tuple(r.shape[:1] if len(qv.shape) else ()) + (1,) * nd)
        else:
            r = ivy.expand_dims(r, axis=axis % nd + (1 if len(qv.shape) else 0))
    return wrap(r)


def percentile(a, q, axis=None, out=None, overwrite_input=False, method="linear",
               keepdims=False, *, interpolation=None):
    qv = ivy.divide(native(q), 100.0) if type(q) not in _NUMBERS else q / 100.0
    return quantile(a, qv, axis, out, overwrite_input, method, keepdims)


def median(a, axis=None, out=None, overwrite_input=False, keepdims=False):
    return quantile(a, 0.5, axis, out, overwrite_input, "linear", keepdims)


def nanquantile(a, q, axis=None, out=None, overwrite_input=False, method="linear",
                keepdims=False, *, interpolation=None):
    _no_out("nanquantile", out)
    return _quantile(_inexact(_arr(a)), q, axis, method, keepdims, nan_ok=True)


def nanpercentile(a, q, axis=None, out=None, overwrite_input=False, method="linear",
                  keepdims=False, *, interpolation=None):
    qv = ivy.divide(native(q), 100.0) if type(q) not in _NUMBERS else q / 100.0
    return nanquantile(a, qv, axis, out, overwrite_input, method, keepdims)


def nanmedian(a, axis=None, out=None, overwrite_input=False, keepdims=False):
    return nanquantile(a, 0.5, axis, out, overwrite_input, "linear", keepdims)
