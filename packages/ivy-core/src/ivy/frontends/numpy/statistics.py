"""NumPy's reductions and statistics on Ivy: ``sum``, ``prod``, ``max``, ``min``, ``all``,
``any`` (the ufuncs' ``reduce``), ``mean``, ``std``, ``var`` (``ddof``), ``argmax``,
``cumsum``, the ``nan*`` variants, ``median``, ``quantile``/``percentile``, ``average``,
``cov``, ``corrcoef``, ``bincount``, ``histogram``, ``digitize``, ``diff``, ``trapezoid``,
``interp``. A 0-d result is a NumPy scalar of the frontend.

Result dtypes are NumPy's: sums and products of small integers in int64 (uint64 for unsigned),
means and variances of integers in float64, of float16 in float16 (computed in float32).
"""

from __future__ import annotations

import builtins as _py
import math

import numpy as _np

import ivy

from .._common import reject_option
from ._dtypes import IVY, dtype_name
from ._ndarray import PY_KIND, cast, like, name_of, result, to_native, wrap, write_out
from ._promotion import kind_of, promote_types, result_type
from ._ufunc import NoValue, align, normalize_axes
from ._ufuncs import add, fmax, fmin, logical_and, logical_or, maximum, minimum, multiply, subtract
from .creation import linspace
from .manipulation import concatenate

__all__ = ["all", "amax", "amin", "any", "argmax", "argmin", "average", "bincount", "corrcoef",
           "cov", "cumprod", "cumsum", "cumulative_prod", "cumulative_sum", "diff",
           "digitize", "ediff1d", "histogram", "histogram_bin_edges", "interp", "max", "mean",
           "median", "min", "nanargmax", "nanargmin", "nancumprod", "nancumsum", "nanmax",
           "nanmean", "nanmedian", "nanmin", "nanpercentile", "nanprod", "nanquantile",
           "nanstd", "nansum", "nanvar", "percentile", "prod", "ptp", "quantile", "std", "sum",
           "trapezoid", "var"]

COMPOSED = frozenset({"average", "bincount", "corrcoef", "cov", "digitize", "ediff1d",
                      "histogram", "histogram_bin_edges", "interp", "median", "nanargmax",
                      "nanargmin", "nancumprod", "nancumsum", "nanmax", "nanmean", "nanmedian",
                      "nanmin", "nanpercentile", "nanprod", "nanquantile", "nanstd", "nansum",
                      "nanvar", "percentile", "ptp", "quantile", "std", "trapezoid", "var",
                      "argmax", "argmin"})


def sum(a, axis=None, dtype=None, out=None, keepdims=False, initial=NoValue,  # noqa: A001
        where=True):
    return add.reduce(a, axis=axis, dtype=dtype, out=out, keepdims=keepdims, initial=initial,
                      where=where)


def prod(a, axis=None, dtype=None, out=None, keepdims=False, initial=NoValue, where=True):
    return multiply.reduce(a, axis=axis, dtype=dtype, out=out, keepdims=keepdims,
                           initial=initial, where=where)


def max(a, axis=None, out=None, keepdims=False, initial=NoValue, where=True):  # noqa: A001
    return maximum.reduce(a, axis=axis, out=out, keepdims=keepdims, initial=initial,
                          where=where)


def min(a, axis=None, out=None, keepdims=False, initial=NoValue, where=True):  # noqa: A001
    return minimum.reduce(a, axis=axis, out=out, keepdims=keepdims, initial=initial,
                          where=where)


amax, amin = max, min


def all(a, axis=None, out=None, keepdims=False, *, where=True):  # noqa: A001
    return logical_and.reduce(a, axis=axis, out=out, keepdims=keepdims, where=where)


def any(a, axis=None, out=None, keepdims=False, *, where=True):  # noqa: A001
    return logical_or.reduce(a, axis=axis, out=out, keepdims=keepdims, where=where)


def ptp(a, axis=None, out=None, keepdims=False):
    hi = maximum.reduce(a, axis=axis, keepdims=keepdims)
    lo = minimum.reduce(a, axis=axis, keepdims=keepdims)
    r = subtract(hi, lo)
    return write_out(out, to_native(r)) if out is not None else r


# --- mean, var, std ----------------------------------------------------------------------------
def _float_dtypes(name, dtype):
    """(result dtype, dtype computed in) of a mean / variance of ``name`` data."""
    if dtype is not None:
        dt = dtype_name(dtype)
    else:
        dt = "float64" if kind_of(name) in "biu" else name
    return dt, "float32" if dt in ("float16", "bfloat16") else dt


def _count(x, axes, keepdims, mask):
    if mask is None:
        n = 1
        for a in axes:
            n *= int(x.shape[a])
        return n
    return ivy.sum(ivy.astype(mask, x.dtype), axis=axes, keepdims=keepdims)


def _mask(where, x):
    if where is True:
        return None
    return ivy.broadcast_to(align([to_native(where), x])[0], tuple(x.shape))


def _mean_native(x, axes, keepdims, mask):
    if mask is None:
        if not axes:
            return x
        return ivy.mean(x, axis=axes, keepdims=keepdims)
    s = ivy.sum(ivy.where(mask, x, ivy.zeros_like(x)), axis=axes, keepdims=keepdims)
    return ivy.divide(s, _count(x, axes, keepdims, mask))


def mean(a, axis=None, dtype=None, out=None, keepdims=False, *, where=True):
    x = to_native(a)
    dt, compute = _float_dtypes(name_of(x), dtype)
    axes = normalize_axes(axis, len(x.shape))
    xc = cast(x, compute)
    r = _mean_native(xc, axes, keepdims, _mask(where, xc))
    return result(cast(r, dt), out)


def _var_native(x, axes, keepdims, ddof, mask, mean_value=NoValue):
    m = _mean_native(x, axes, True, mask) if mean_value is NoValue else \
        align([to_native(mean_value), x])[0]
    d = ivy.subtract(x, m)
    if name_of(x).startswith("complex"):
        sq = ivy.add(ivy.square(ivy.real(d)), ivy.square(ivy.imag(d)))
    else:
        sq = ivy.multiply(d, d)
    if mask is not None:
        sq = ivy.where(mask, sq, ivy.zeros_like(sq))
    s = ivy.sum(sq, axis=axes, keepdims=keepdims) if axes else sq
    n = _count(sq, axes, keepdims, mask)
    if isinstance(n, int):
        return ivy.divide(s, float(n - ddof if n > ddof else 0))
    return ivy.divide(s, ivy.maximum(ivy.subtract(n, ddof), ivy.zeros_like(n)))


def _ddof(ddof, correction):
    if correction is not NoValue:
        if ddof != 0:
            raise ValueError("ddof and correction can't be provided simultaneously.")
        return correction
    return ddof


def var(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=True,
        mean=NoValue, correction=NoValue):
    x = to_native(a)
    name = name_of(x)
    dt, compute = _float_dtypes(name, dtype)
    if dt.startswith("complex"):
        dt = "float32" if dt == "complex64" else "float64"
    axes = normalize_axes(axis, len(x.shape))
    xc = cast(x, compute if not name.startswith("complex") else name)
    r = _var_native(xc, axes, keepdims, _ddof(ddof, correction), _mask(where, xc), mean)
    return result(cast(r, dt), out)


def std(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=True,
        mean=NoValue, correction=NoValue):
    x = to_native(a)
    name = name_of(x)
    dt, compute = _float_dtypes(name, dtype)
    if dt.startswith("complex"):
        dt = "float32" if dt == "complex64" else "float64"
    axes = normalize_axes(axis, len(x.shape))
    xc = cast(x, compute if not name.startswith("complex") else name)
    r = ivy.sqrt(_var_native(xc, axes, keepdims, _ddof(ddof, correction), _mask(where, xc),
                             mean))
    return result(cast(r, dt), out)


# --- arg reductions ---------------------------------------------------------------------------
def _arg(a, axis, keepdims, fn, name):
    x = to_native(a)
    if axis is None:
        shape = tuple(x.shape)
        x = ivy.reshape(x, (-1,))
        ax = 0
    else:
        ax = normalize_axes(axis, len(x.shape))[0]
    if int(x.shape[ax]) == 0:
        raise ValueError(f"attempt to get {name} of an empty sequence")
    r = fn(x, axis=ax, keepdims=keepdims)
    if kind_of(name_of(x)) in "fc":  # NumPy: the first nan wins
        nan = ivy.isnan(x)
        r = ivy.where(ivy.any(nan, axis=ax, keepdims=keepdims),
                      ivy.argmax(ivy.astype(nan, IVY["int8"]), axis=ax, keepdims=keepdims), r)
    r = cast(r, "int64")
    if axis is None and keepdims:
        r = ivy.reshape(r, (1,) * len(shape))
    return r


def argmax(a, axis=None, out=None, *, keepdims=False):
    return result(_arg(a, axis, keepdims, ivy.argmax, "argmax"), out)


def argmin(a, axis=None, out=None, *, keepdims=False):
    return result(_arg(a, axis, keepdims, ivy.argmin, "argmin"), out)


# --- cumulative -------------------------------------------------------------------------------
def cumsum(a, axis=None, dtype=None, out=None):
    x = to_native(a)
    if axis is None:
        x, axis = ivy.reshape(x, (-1,)), 0
    return add.accumulate(wrap(x), axis=axis, dtype=dtype, out=out)


def cumprod(a, axis=None, dtype=None, out=None):
    x = to_native(a)
    if axis is None:
        x, axis = ivy.reshape(x, (-1,)), 0
    return multiply.accumulate(wrap(x), axis=axis, dtype=dtype, out=out)


def _cumulative(u, x, axis, dtype, out, include_initial):
    d = to_native(x)
    if axis is None:
        if len(d.shape) > 1:
            raise ValueError("For arrays which have more than one dimension ``axis`` argument "
                             "is required.")
        d = ivy.reshape(d, (-1,))
        axis = 0
    r = u.accumulate(wrap(d), axis=axis, dtype=dtype)._data
    if include_initial:
        ax = normalize_axes(axis, len(d.shape))[0]
        shape = list(int(s) for s in r.shape)
        shape[ax] = 1
        r = ivy.concat([ivy.full(tuple(shape), u.identity, dtype=r.dtype, device=ivy.dev(r)),
                        r], axis=ax)
    return write_out(out, r) if out is not None else wrap(r)


def cumulative_sum(x, /, *, axis=None, dtype=None, out=None, include_initial=False):
    return _cumulative(add, x, axis, dtype, out, include_initial)


def cumulative_prod(x, /, *, axis=None, dtype=None, out=None, include_initial=False):
    return _cumulative(multiply, x, axis, dtype, out, include_initial)


# --- nan-ignoring -----------------------------------------------------------------------------
def _replace_nan(a, value):
    x = to_native(a)
    if kind_of(name_of(x)) not in "fc":
        return x, None
    nan = ivy.isnan(x)
    return ivy.where(nan, ivy.full_like(x, value), x), nan


def nansum(a, axis=None, dtype=None, out=None, keepdims=False, initial=NoValue, where=True):
    x, _ = _replace_nan(a, 0)
    return sum(wrap(x), axis, dtype, out, keepdims, initial, where)


def nanprod(a, axis=None, dtype=None, out=None, keepdims=False, initial=NoValue, where=True):
    x, _ = _replace_nan(a, 1)
    return prod(wrap(x), axis, dtype, out, keepdims, initial, where)


def nancumsum(a, axis=None, dtype=None, out=None):
    return cumsum(wrap(_replace_nan(a, 0)[0]), axis, dtype, out)


def nancumprod(a, axis=None, dtype=None, out=None):
    return cumprod(wrap(_replace_nan(a, 1)[0]), axis, dtype, out)


def nanmax(a, axis=None, out=None, keepdims=False, initial=NoValue, where=True):
    return fmax.reduce(a, axis=axis, out=out, keepdims=keepdims, initial=initial, where=where)


def nanmin(a, axis=None, out=None, keepdims=False, initial=NoValue, where=True):
    return fmin.reduce(a, axis=axis, out=out, keepdims=keepdims, initial=initial, where=where)


def _nan_where(a, where):
    x = to_native(a)
    if kind_of(name_of(x)) not in "fc":
        return where
    keep = ivy.logical_not(ivy.isnan(x))
    if where is not True:
        keep = ivy.logical_and(keep, ivy.broadcast_to(align([to_native(where), x])[0],
                                                      tuple(x.shape)))
    return wrap(keep)


def nanmean(a, axis=None, dtype=None, out=None, keepdims=False, *, where=True):
    return mean(a, axis, dtype, out, keepdims, where=_nan_where(a, where))


def nanvar(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=True,
           mean=NoValue, correction=NoValue):
    return var(a, axis, dtype, out, ddof, keepdims, where=_nan_where(a, where), mean=mean,
               correction=correction)


def nanstd(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=True,
           mean=NoValue, correction=NoValue):
    return std(a, axis, dtype, out, ddof, keepdims, where=_nan_where(a, where), mean=mean,
               correction=correction)


def _nanarg(a, axis, out, keepdims, fill, name):
    x, nan = _replace_nan(a, fill)
    if nan is not None:
        ax = None if axis is None else normalize_axes(axis, len(x.shape))
        if bool(ivy.any(ivy.all(nan, axis=ax))):
            raise ValueError("All-NaN slice encountered")
    fn = argmax if name == "nanargmax" else argmin
    return fn(wrap(x), axis, out, keepdims=keepdims)


def nanargmax(a, axis=None, out=None, *, keepdims=False):
    return _nanarg(a, axis, out, keepdims, -math.inf, "nanargmax")


def nanargmin(a, axis=None, out=None, *, keepdims=False):
    return _nanarg(a, axis, out, keepdims, math.inf, "nanargmin")


# --- quantiles ---------------------------------------------------------------------------------
_METHODS = ("linear", "lower", "higher", "nearest", "midpoint")


def _quantile(a, q, axis, out, method, keepdims, nan_ignoring=False, interpolation=None,
              weights=None):
    if interpolation is not None:
        method = interpolation
    if weights is not None:
        reject_option("numpy", "quantile", "weights", "...", "unweighted quantiles only")
    if method not in _METHODS:
        reject_option("numpy", "quantile", "method", method, f"one of {', '.join(_METHODS)}")
    x = to_native(a)
    name = name_of(x)
    if type(q) in PY_KIND:
        qn = None
        qv = _np.asarray(float(q))
        rdt = result_type([name], ["f"])
        qdt = "float64"
    else:
        qn = to_native(q)
        qdt = name_of(qn) if kind_of(name_of(qn)) == "f" else "float64"
        qv = _np.asarray(ivy.to_numpy(qn), dtype=_np.float64)
        rdt = promote_types(name, name_of(qn))
        if kind_of(rdt) not in "fc":
            rdt = "float64"
    if _np.any((qv < 0) | (qv > 1)) or _np.any(_np.isnan(qv)):
        raise ValueError("Quantiles must be in the range [0, 1]")
    if method in ("lower", "higher", "nearest"):
        rdt = name if qn is None or kind_of(name) in "fc" else name
    nd = len(x.shape)
    axes = normalize_axes(axis, nd)
    rest = tuple(i for i in range(nd) if i not in axes)
    keep_shape = tuple(1 if i in axes else int(x.shape[i]) for i in range(nd))
    # move the reduced axes last and flatten them into one
    xt = ivy.permute_dims(x, rest + axes) if nd else x
    xt = ivy.reshape(xt, tuple(int(x.shape[i]) for i in rest) + (-1,))
    xt = cast(xt, rdt) if method not in ("lower", "higher", "nearest") else xt
    if nan_ignoring and kind_of(name) in "fc":
        nan = ivy.isnan(xt)
        n = ivy.sum(ivy.astype(ivy.logical_not(nan), IVY["int64"]), axis=-1, keepdims=True)
        xs = ivy.sort(ivy.where(nan, ivy.full_like(xt, math.inf), xt), axis=-1)
        has_nan = ivy.equal(n, 0)
        nmax = ivy.maximum(ivy.subtract(n, 1), ivy.zeros_like(n))
        n_f = ivy.astype(nmax, IVY["float64"])
    else:
        xs = ivy.sort(xt, axis=-1)
        count = int(xt.shape[-1])
        if count == 0:
            raise IndexError("cannot do a quantile of an empty array")
        has_nan = ivy.isnan(xs[..., -1:]) if kind_of(name) in "fc" else None
        n_f = float(count - 1)
        nmax = count - 1
    qf = like(qv.reshape(-1).astype(qdt if qdt != "bfloat16" else "float32"), xs)
    nf = n_f if isinstance(n_f, float) else cast(n_f, name_of(qf))
    vi = ivy.multiply(ivy.reshape(qf, (1,) * (len(xs.shape) - 1) + (-1,)), nf)
    if method == "lower":
        idx = ivy.floor(vi)
    elif method == "higher":
        idx = ivy.ceil(vi)
    elif method == "nearest":
        idx = ivy.round(vi)
    else:
        idx = ivy.floor(vi)
    lo = ivy.astype(idx, IVY["int64"])
    lo = ivy.minimum(ivy.maximum(lo, ivy.zeros_like(lo)), ivy.zeros_like(lo) + nmax)
    lo_v = ivy.take_along_axis(xs, lo, axis=-1)
    if method in ("lower", "higher", "nearest"):
        r = lo_v
    else:
        hi = ivy.minimum(ivy.add(lo, 1), ivy.zeros_like(lo) + nmax)
        hi_v = ivy.take_along_axis(xs, hi, axis=-1)
        frac = cast(ivy.subtract(vi, ivy.floor(vi)), rdt)
        g = frac if method == "linear" else ivy.where(
            ivy.equal(frac, 0), frac, ivy.full_like(frac, 0.5))
        diff = ivy.subtract(hi_v, lo_v)
        lerp = ivy.add(lo_v, ivy.multiply(diff, g))
        r = ivy.where(ivy.greater_equal(g, 0.5),
                      ivy.subtract(hi_v, ivy.multiply(diff, ivy.subtract(1, g))), lerp)
    if has_nan is not None:
        r = ivy.where(has_nan, ivy.full_like(r, math.nan), r)
    # r: [rest..., nq] -> [q..., rest...] (or with the reduced axes kept as 1)
    r = ivy.moveaxis(r, -1, 0)
    if keepdims:
        r = ivy.reshape(r, (-1,) + keep_shape)
    r = ivy.reshape(r, qv.shape + tuple(r.shape[1:]))
    return result(cast(r, rdt), out)


def quantile(a, q, axis=None, out=None, overwrite_input=False, method="linear",
             keepdims=False, *, weights=None, interpolation=None):
    return _quantile(a, q, axis, out, method, keepdims, False, interpolation, weights)


def _percent(q):
    if type(q) in PY_KIND:
        return q / 100
    return wrap(ivy.divide(to_native(q), 100))


def percentile(a, q, axis=None, out=None, overwrite_input=False, method="linear",
               keepdims=False, *, weights=None, interpolation=None):
    return _quantile(a, _percent(q), axis, out, method, keepdims, False, interpolation, weights)


def nanquantile(a, q, axis=None, out=None, overwrite_input=False, method="linear",
                keepdims=False, *, weights=None, interpolation=None):
    return _quantile(a, q, axis, out, method, keepdims, True, interpolation, weights)


def nanpercentile(a, q, axis=None, out=None, overwrite_input=False, method="linear",
                  keepdims=False, *, weights=None, interpolation=None):
    return _quantile(a, _percent(q), axis, out, method, keepdims, True, interpolation, weights)


def median(a, axis=None, out=None, overwrite_input=False, keepdims=False):
    return _quantile(a, 0.5, axis, out, "linear", keepdims)


def nanmedian(a, axis=None, out=None, overwrite_input=False, keepdims=False):
    return _quantile(a, 0.5, axis, out, "linear", keepdims, True)


# --- weighted and pairwise ------------------------------------------------------------------
def average(a, axis=None, weights=None, returned=False, *, keepdims=False):
    x = to_native(a)
    if weights is None:
        avg = mean(wrap(x), axis=axis, keepdims=keepdims)
        n = to_native(avg)
        scl = ivy.full_like(n, _count(x, normalize_axes(axis, len(x.shape)), keepdims, None))
        return (avg, result(scl)) if returned else avg
    w = align([to_native(weights), x])[0]
    rdt = promote_types(promote_types(name_of(x), name_of(w)), "float64") \
        if kind_of(promote_types(name_of(x), name_of(w))) in "biu" else \
        promote_types(name_of(x), name_of(w))
    xc, wc = cast(x, rdt), cast(w, rdt)
    if tuple(wc.shape) != tuple(xc.shape):
        if axis is None:
            raise TypeError("Axis must be specified when shapes of a and weights differ.")
        ax = normalize_axes(axis, len(xc.shape))
        shape = [1] * len(xc.shape)
        for i, a_ in enumerate(ax):
            shape[a_] = int(wc.shape[i])
        wc = ivy.reshape(wc, tuple(shape))
    axes = normalize_axes(axis, len(xc.shape))
    scl = ivy.sum(ivy.broadcast_to(wc, tuple(xc.shape)), axis=axes, keepdims=keepdims)
    if bool(ivy.any(ivy.equal(scl, 0))):
        raise ZeroDivisionError("Weights sum to zero, can't be normalized")
    avg = ivy.divide(ivy.sum(ivy.multiply(xc, wc), axis=axes, keepdims=keepdims), scl)
    return (result(avg), result(scl)) if returned else result(avg)


def cov(m, y=None, rowvar=True, bias=False, ddof=None, fweights=None, aweights=None, *,
        dtype=None):
    x = to_native(m)
    if len(x.shape) > 2:
        raise ValueError("m has more than 2 dimensions")
    name = name_of(x)
    dt = dtype_name(dtype) if dtype is not None else (
        "float64" if kind_of(name) in "biu" else name)
    x = cast(x, dt)
    x = ivy.reshape(x, (1, -1)) if len(x.shape) < 2 else x
    if not rowvar and int(x.shape[0]) != 1:
        x = ivy.matrix_transpose(x)
    if y is not None:
        yy = cast(align([to_native(y), x])[0], dt)
        yy = ivy.reshape(yy, (1, -1)) if len(yy.shape) < 2 else yy
        if not rowvar and int(yy.shape[0]) != 1:
            yy = ivy.matrix_transpose(yy)
        x = ivy.concat([x, yy], axis=0)
    if ddof is None:
        ddof = 0 if bias else 1
    w = None
    if fweights is not None:
        w = cast(align([to_native(fweights), x])[0], "float64")
    if aweights is not None:
        aw = cast(align([to_native(aweights), x])[0], "float64")
        w = aw if w is None else ivy.multiply(w, aw)
    if w is None:
        n = int(x.shape[1])
        avg = ivy.mean(x, axis=1, keepdims=True)
        fact = float(n - ddof)
    else:
        wsum = ivy.sum(w)
        avg = ivy.divide(ivy.sum(ivy.multiply(x, cast(w, dt)), axis=1, keepdims=True),
                         cast(wsum, dt))
        if ddof == 0:
            fact = wsum
        elif aweights is None:
            fact = ivy.subtract(wsum, ddof)
        else:
            fact = ivy.subtract(wsum, ivy.divide(ivy.multiply(ddof, ivy.sum(ivy.multiply(
                w, aw))), wsum))
        fact = cast(fact, dt if kind_of(dt) == "f" else "float64")
    xm = ivy.subtract(x, avg)
    xw = xm if w is None else ivy.multiply(xm, cast(w, dt))
    c = ivy.matmul(xw, ivy.conj(ivy.matrix_transpose(xm)) if kind_of(dt) == "c" else
                   ivy.matrix_transpose(xm))
    c = ivy.divide(c, fact if not isinstance(fact, float) else (fact if fact > 0 else 0.0))
    return result(ivy.reshape(c, ()) if tuple(c.shape) == (1, 1) else c)


def corrcoef(x, y=None, rowvar=True, *, dtype=None):
    c = to_native(cov(x, y, rowvar, dtype=dtype))
    if len(c.shape) == 0:
        return result(ivy.divide(c, c))
    d = ivy.linalg.diagonal(c)
    s = ivy.sqrt(ivy.real(d)) if name_of(c).startswith("complex") else ivy.sqrt(d)
    c = ivy.divide(ivy.divide(c, ivy.reshape(s, (-1, 1))), ivy.reshape(s, (1, -1)))
    if not name_of(c).startswith("complex"):
        c = ivy.clip(c, -1.0, 1.0)
    return wrap(c)


# --- counting and binning ---------------------------------------------------------------------
def bincount(x, /, weights=None, minlength=0):
    d = to_native(x)
    if len(d.shape) != 1:
        raise ValueError("object too deep for desired array")
    if not name_of(d).startswith(("int", "uint", "bool")):
        raise TypeError("Cannot cast array data from dtype('float64') to dtype('int64') "
                        "according to the rule 'safe'")
    d = cast(d, "int64")
    n = int(d.shape[0])
    if n and bool(ivy.any(ivy.less(d, 0))):
        raise ValueError("'list' argument must have no negative elements")
    size = _py.max(int(ivy.to_scalar(ivy.max(d))) + 1 if n else 0, int(minlength))
    if weights is None:
        upd = ivy.ones_like(d)
    else:
        upd = cast(align([to_native(weights), d])[0], "float64")
    if size == 0:
        return wrap(ivy.zeros((0,), dtype=upd.dtype))
    if n == 0:
        return wrap(ivy.zeros((size,), dtype=upd.dtype))
    return wrap(ivy.scatter_flat(d, upd, size, reduction="sum"))


def digitize(x, bins, right=False):
    xs = to_native(x)
    b = align([to_native(bins), xs])[0]
    n = int(b.shape[0])
    if n > 1 and bool(ivy.to_scalar(ivy.less(b[-1], b[0]))):  # decreasing bins
        rb = ivy.flip(b, axis=0)
        r = ivy.searchsorted(rb, xs, side="left" if not right else "right")
        return result(cast(ivy.subtract(n, r), "int64"))
    r = ivy.searchsorted(b, xs, side="right" if not right else "left")
    return result(cast(r, "int64"))


def histogram_bin_edges(a, bins=10, range=None, weights=None):  # noqa: A002
    x = ivy.reshape(to_native(a), (-1,))
    if not isinstance(bins, (int, _np.integer)):
        if isinstance(bins, str):
            reject_option("numpy", "histogram", "bins", bins, "an int or the edges")
        return wrap(to_native(bins))
    if range is None:
        if int(x.shape[0]) == 0:
            lo, hi = 0.0, 1.0
        else:
            lo, hi = float(ivy.to_scalar(ivy.min(x))), float(ivy.to_scalar(ivy.max(x)))
    else:
        lo, hi = float(range[0]), float(range[1])
        if lo > hi:
            raise ValueError("max must be larger than min in range parameter.")
    if lo == hi:
        lo, hi = lo - 0.5, hi + 0.5
    dt = name_of(x) if kind_of(name_of(x)) == "f" else "float64"

    e = linspace(lo, hi, int(bins) + 1)._data
    return wrap(cast(align([e, x])[0], dt))


def histogram(a, bins=10, range=None, density=None, weights=None):  # noqa: A002
    x = ivy.reshape(to_native(a), (-1,))
    edges = histogram_bin_edges(wrap(x), bins, range)._data
    n = int(edges.shape[0]) - 1
    xe = cast(x, promote_types(name_of(x), name_of(edges)))
    edges_c = cast(edges, name_of(xe))
    keep = ivy.logical_and(ivy.greater_equal(xe, edges_c[0]), ivy.less_equal(xe, edges_c[-1]))
    idx = ivy.subtract(ivy.searchsorted(edges_c, xe, side="right"), 1)
    idx = ivy.where(ivy.equal(xe, edges_c[-1]), ivy.full_like(idx, n - 1), idx)
    idx = ivy.where(keep, idx, ivy.full_like(idx, n))  # out of range: an extra bin, dropped
    if weights is None:
        upd = ivy.astype(keep, IVY["int64"])
    else:
        w = cast(align([ivy.reshape(to_native(weights), (-1,)), x])[0], "float64")
        upd = ivy.where(keep, w, ivy.zeros_like(w))
    counts = ivy.scatter_flat(cast(idx, "int64"), upd, n + 1, reduction="sum")[:n] \
        if int(x.shape[0]) else ivy.zeros((n,), dtype=upd.dtype)
    if density:
        widths = ivy.subtract(edges[1:], edges[:-1])
        counts = ivy.divide(ivy.divide(cast(counts, "float64"), cast(widths, "float64")),
                            cast(ivy.sum(counts), "float64"))
    return wrap(counts), wrap(edges)


def diff(a, n=1, axis=-1, prepend=NoValue, append=NoValue):
    x = to_native(a)
    if n == 0:
        return wrap(x)
    if n < 0:
        raise ValueError(f"order must be non-negative but got {n}")
    nd = len(x.shape)
    if nd == 0:
        raise ValueError("diff requires input that is at least one dimensional")
    ax = normalize_axes(axis, nd)[0]
    parts = []
    for v, first in ((prepend, True), (append, False)):
        if v is NoValue:
            continue
        p = to_native(v)
        if len(p.shape) == 0:
            shape = list(int(s) for s in x.shape)
            shape[ax] = 1
            p = ivy.broadcast_to(p, tuple(shape))
        parts.append((first, p))
    if parts:
        seq = [p for f, p in parts if f] + [x] + [p for f, p in parts if not f]
        x = concatenate([wrap(p) for p in seq], axis=ax)._data
    for _ in _py.range(n):
        m = int(x.shape[ax])
        hi = [slice(None)] * nd
        lo = [slice(None)] * nd
        hi[ax], lo[ax] = slice(1, m), slice(0, _py.max(m - 1, 0))
        if name_of(x) == "bool":
            x = ivy.not_equal(x[tuple(hi)], x[tuple(lo)])
        else:
            x = ivy.subtract(x[tuple(hi)], x[tuple(lo)])
    return wrap(x)


def ediff1d(ary, to_end=None, to_begin=None):
    x = ivy.reshape(to_native(ary), (-1,))
    d = ivy.subtract(x[1:], x[:-1]) if int(x.shape[0]) else x
    parts = []
    if to_begin is not None:
        parts.append(cast(ivy.reshape(align([to_native(to_begin), x])[0], (-1,)), name_of(x)))
    parts.append(d)
    if to_end is not None:
        parts.append(cast(ivy.reshape(align([to_native(to_end), x])[0], (-1,)), name_of(x)))
    return wrap(ivy.concat(parts, axis=0) if len(parts) > 1 else d)


def trapezoid(y, x=None, dx=1.0, axis=-1):
    yy = to_native(y)
    name = name_of(yy)
    if kind_of(name) in "biu":
        yy = cast(yy, "float64")
    nd = len(yy.shape)
    ax = normalize_axes(axis, nd)[0]
    m = int(yy.shape[ax])
    hi = [slice(None)] * nd
    lo = [slice(None)] * nd
    hi[ax], lo[ax] = slice(1, m), slice(0, _py.max(m - 1, 0))
    if x is None:
        d = dx
    else:
        xx = align([to_native(x), yy])[0]
        if kind_of(name_of(xx)) in "biu":
            xx = cast(xx, "float64")
        if len(xx.shape) == 1:
            dd = ivy.subtract(xx[1:], xx[:-1])
            shape = [1] * nd
            shape[ax] = int(dd.shape[0])
            d = ivy.reshape(dd, tuple(shape))
        else:
            d = ivy.subtract(xx[tuple(hi)], xx[tuple(lo)])
    avg = ivy.divide(ivy.add(yy[tuple(hi)], yy[tuple(lo)]), 2.0)
    return result(ivy.sum(ivy.multiply(d, avg), axis=ax))


def interp(x, xp, fp, left=None, right=None, period=None):
    xs = to_native(x)
    xpn = align([to_native(xp), xs])[0]
    fpn = align([to_native(fp), xs])[0]
    dt = "complex128" if name_of(fpn).startswith("complex") else "float64"
    xs, xpn, fpn = cast(xs, "float64"), cast(xpn, "float64"), cast(fpn, dt)
    if period is not None:
        reject_option("numpy", "interp", "period", period)
    n = int(xpn.shape[0])
    if n == 0:
        raise ValueError("array of sample points is empty")
    j = ivy.searchsorted(xpn, xs, side="right")
    j = ivy.clip(j, 1, _py.max(n - 1, 1))
    x0 = ivy.take(xpn, ivy.subtract(j, 1), axis=0) if n > 1 else xpn[..., :1]
    x1 = ivy.take(xpn, j, axis=0) if n > 1 else xpn[..., :1]
    f0 = ivy.take(fpn, ivy.subtract(j, 1), axis=0) if n > 1 else fpn[..., :1]
    f1 = ivy.take(fpn, j, axis=0) if n > 1 else fpn[..., :1]
    span = ivy.subtract(x1, x0)
    t = ivy.divide(ivy.subtract(xs, x0), ivy.where(ivy.equal(span, 0), ivy.ones_like(span),
                                                    span))
    r = ivy.add(f0, ivy.multiply(cast(t, dt), ivy.subtract(f1, f0)))
    r = ivy.where(ivy.equal(xs, x1), ivy.add(ivy.zeros_like(r), f1), r)
    lv = fpn[0] if left is None else cast(ivy.full_like(fpn[0], left), dt)
    rv = fpn[-1] if right is None else cast(ivy.full_like(fpn[0], right), dt)
    r = ivy.where(ivy.less(xs, xpn[0]), ivy.add(ivy.zeros_like(r), lv), r)
    r = ivy.where(ivy.greater(xs, xpn[-1]), ivy.add(ivy.zeros_like(r), rv), r)
    return result(r)

