"""PyTorch's reductions (``torch.sum``, ``mean``, ``max`` with ``dim``, ``std``, ``cumsum``,
``logsumexp``, ``norm``, ...) on Ivy. ``dim`` is an int, a tuple/list of ints or None (all
dimensions); ``keepdim`` keeps the reduced dimensions. Integer and bool tensors sum / multiply /
accumulate in int64 unless ``dtype=`` says otherwise, as PyTorch does; ``mean`` of an integer
tensor raises as PyTorch does. Functions with indices return ``torch.return_types`` named tuples.

Composed (``COMPOSED``): ``logsumexp``, ``median``, ``nanmean``, ``nansum``, ``std_mean``,
``var_mean``, ``aminmax``, ``cummax``, ``cummin``, ``norm`` with ``p='nuc'``, ``mode``.
Known difference: ``median`` ignores NaN ordering (PyTorch propagates NaN).
"""

from __future__ import annotations

import builtins
import math

import ivy

from .._common import ivy_dtype_of, kind_of, reject_option
from . import return_types as _rt
from .pointwise import maximum, minimum, sub
from .tensor import Tensor, _scope, native, result, wrap

__all__ = ["all", "amax", "amin", "aminmax", "any", "argmax", "argmin", "count_nonzero",
           "cummax", "cummin", "cumprod", "cumsum", "logcumsumexp", "logsumexp", "max", "mean",
           "median", "min", "nanmean", "nansum", "norm", "prod", "std", "std_mean", "sum", "var",
           "var_mean", "quantile", "nanquantile", "nanmedian", "mode", "cov", "corrcoef",
           "bincount", "histc", "dist", "trapezoid", "trapz", "cumulative_trapezoid",
           "renorm", "frobenius_norm", "nuclear_norm", "norm_except_dim",
           "histogram", "histogramdd", "gradient"]

COMPOSED = frozenset({"logsumexp", "median", "nanmean", "nansum", "std_mean", "var_mean",
                      "aminmax", "cummax", "cummin", "logcumsumexp", "quantile", "nanquantile",
                      "nanmedian", "mode", "cov", "corrcoef", "bincount", "histc", "dist",
                      "trapezoid", "trapz", "cumulative_trapezoid", "renorm",
                      "frobenius_norm", "nuclear_norm", "histogram", "histogramdd", "gradient"})

_INTS = ("bool", "int", "uint")


def _axis(dim):
    if dim is None or type(dim) is int:
        return dim
    if isinstance(dim, (tuple, list)):
        return None if len(dim) == 0 else tuple(dim)
    return int(dim)


def _acc_dtype(x, dtype):
    # PyTorch's sum / prod / cumsum of an integer or bool tensor: int64
    if dtype is not None:
        return dtype
    return ivy.int64 if kind_of(x.dtype) in _INTS else None


def _dim_for_keepdim(name, dim, keepdim):
    """PyTorch's ``sum`` / ``prod`` / ``mean`` take ``keepdim`` only with ``dim`` (their
    overloads without ``dim`` have no ``keepdim``; ``amax``, ``any``, ``nansum`` ... do)."""
    if keepdim and dim is None:
        raise TypeError(f"{name}() received an invalid combination of arguments - got (Tensor, "
                        f"keepdim=bool): keepdim needs dim")


def sum(input, dim=None, keepdim=False, *, dtype=None, out=None):  # noqa: A001
    _dim_for_keepdim("sum", dim, keepdim)
    return _sum(native(input), dim, keepdim, dtype, out)


def _sum(x, dim, keepdim, dtype, out):
    return result(ivy.sum(x, axis=_axis(dim), dtype=_acc_dtype(x, dtype), keepdims=keepdim), out)


def nansum(input, dim=None, keepdim=False, *, dtype=None, out=None):
    x = native(input)
    if kind_of(x.dtype) == "float":
        x = ivy.where(ivy.isnan(x), ivy.zeros_like(x), x)
    return _sum(x, dim, keepdim, dtype, out)


def prod(input, dim=None, keepdim=False, *, dtype=None, out=None):
    _dim_for_keepdim("prod", dim, keepdim)
    x = native(input)
    return result(ivy.prod(x, axis=_axis(dim), dtype=_acc_dtype(x, dtype), keepdims=keepdim), out)


def _float_only(name, x, dtype):
    if dtype is not None:
        return ivy.astype(x, dtype)
    if kind_of(x.dtype) in _INTS:
        raise RuntimeError(f"{name}(): could not infer output dtype. Input dtype must be either a "
                           f"floating point or complex dtype. Got: "
                           f"{str(ivy_dtype_of(x.dtype)).capitalize()}")
    return x


def mean(input, dim=None, keepdim=False, *, dtype=None, out=None):
    _dim_for_keepdim("mean", dim, keepdim)
    x = _float_only("mean", native(input), dtype)
    return result(ivy.mean(x, axis=_axis(dim), keepdims=keepdim), out)


def nanmean(input, dim=None, keepdim=False, *, dtype=None, out=None):
    x = _float_only("nanmean", native(input), dtype)
    ok = ivy.logical_not(ivy.isnan(x))
    s = ivy.sum(ivy.where(ok, x, ivy.zeros_like(x)), axis=_axis(dim), keepdims=keepdim)
    n = ivy.sum(ivy.astype(ok, ivy_dtype_of(x.dtype)), axis=_axis(dim), keepdims=keepdim)
    return result(ivy.divide(s, n), out)


def _values_indices(name, fn, argfn, input, dim, keepdim, out):
    x = native(input)
    if dim is None:
        if keepdim:
            raise TypeError(f"{name}(): keepdim needs dim")
        return result(fn(x), out)
    dim = int(dim)
    v = fn(x, axis=dim, keepdims=keepdim)
    i = argfn(x, axis=dim, keepdims=keepdim)
    if ivy_dtype_of(i.dtype) != ivy.int64:
        i = ivy.astype(i, ivy.int64)
    cls = getattr(_rt, name)
    if out is not None:
        return cls(result(v, out[0]), result(i, out[1]))
    return cls(wrap(v), wrap(i))


def max(input, dim=None, keepdim=False, *, out=None):  # noqa: A001
    if type(dim) is Tensor or ivy.is_native_array(dim):  # torch.max(input, other)
        return maximum(input, dim, out=out)
    return _values_indices("max", ivy.max, ivy.argmax, input, dim, keepdim, out)


def min(input, dim=None, keepdim=False, *, out=None):  # noqa: A001
    if type(dim) is Tensor or ivy.is_native_array(dim):  # torch.min(input, other)
        return minimum(input, dim, out=out)
    return _values_indices("min", ivy.min, ivy.argmin, input, dim, keepdim, out)


def amax(input, dim=(), keepdim=False, *, out=None):
    return result(ivy.max(native(input), axis=_axis(dim), keepdims=keepdim), out)


def amin(input, dim=(), keepdim=False, *, out=None):
    return result(ivy.min(native(input), axis=_axis(dim), keepdims=keepdim), out)


def aminmax(input, *, dim=None, keepdim=False, out=None):
    x = native(input)
    a = _axis(dim)
    return _rt.aminmax(wrap(ivy.min(x, axis=a, keepdims=keepdim)),
                       wrap(ivy.max(x, axis=a, keepdims=keepdim)))


def _int64(i):
    return i if ivy_dtype_of(i.dtype) == ivy.int64 else ivy.astype(i, ivy.int64)


def argmax(input, dim=None, keepdim=False, *, out=None):
    x = native(input)
    if dim is None and keepdim:
        return result(_int64(ivy.reshape(ivy.argmax(x), (1,) * len(x.shape))), out)
    return result(_int64(ivy.argmax(x, axis=dim, keepdims=keepdim)), out)


def argmin(input, dim=None, keepdim=False, *, out=None):
    x = native(input)
    if dim is None and keepdim:
        return result(_int64(ivy.reshape(ivy.argmin(x), (1,) * len(x.shape))), out)
    return result(_int64(ivy.argmin(x, axis=dim, keepdims=keepdim)), out)


def _correction(dim, unbiased, keepdim, correction):
    # std(input, dim, unbiased, keepdim) / std(input, unbiased) / std(..., correction=)
    if type(dim) is bool:
        unbiased, dim = dim, None
    if correction is None:
        correction = 1 if unbiased is None or unbiased else 0
    return dim, keepdim, correction


def std(input, dim=None, unbiased=None, keepdim=False, *, correction=None, out=None):
    dim, keepdim, c = _correction(dim, unbiased, keepdim, correction)
    x = _float_only("std", native(input), None)
    return result(ivy.std(x, axis=_axis(dim), correction=c, keepdims=keepdim), out)


def var(input, dim=None, unbiased=None, keepdim=False, *, correction=None, out=None):
    dim, keepdim, c = _correction(dim, unbiased, keepdim, correction)
    x = _float_only("var", native(input), None)
    return result(ivy.var(x, axis=_axis(dim), correction=c, keepdims=keepdim), out)


def std_mean(input, dim=None, unbiased=None, keepdim=False, *, correction=None):
    dim, keepdim, c = _correction(dim, unbiased, keepdim, correction)
    return (std(input, dim, keepdim=keepdim, correction=c),
            mean(input, dim, keepdim=keepdim))


def var_mean(input, dim=None, unbiased=None, keepdim=False, *, correction=None):
    dim, keepdim, c = _correction(dim, unbiased, keepdim, correction)
    return (var(input, dim, keepdim=keepdim, correction=c),
            mean(input, dim, keepdim=keepdim))


def _logical(fn, input, dim, keepdim, out):
    x = native(input)
    # all / any over dim=() reduce nothing (PyTorch 2: x != 0 element-wise), unlike sum's dim=()
    axis = () if isinstance(dim, (tuple, list)) and len(dim) == 0 else _axis(dim)
    r = fn(x, axis=axis, keepdims=keepdim)
    if str(ivy_dtype_of(x.dtype)) == "uint8":  # PyTorch keeps uint8 for all / any of uint8
        r = ivy.astype(r, ivy.uint8)
    return result(r, out)


def all(input, dim=None, keepdim=False, *, out=None):  # noqa: A001
    return _logical(ivy.all, input, dim, keepdim, out)


def any(input, dim=None, keepdim=False, *, out=None):  # noqa: A001
    return _logical(ivy.any, input, dim, keepdim, out)


def count_nonzero(input, dim=None):
    return wrap(_int64(ivy.count_nonzero(native(input), axis=_axis(dim))))


def cumsum(input, dim, *, dtype=None, out=None):
    x = native(input)
    if not x.shape:
        return result(ivy.astype(x, _acc_dtype(x, dtype) or ivy_dtype_of(x.dtype)), out)
    return result(ivy.cumsum(x, dim, dtype=_acc_dtype(x, dtype)), out)


def cumprod(input, dim, *, dtype=None, out=None):
    x = native(input)
    if not x.shape:
        return result(ivy.astype(x, _acc_dtype(x, dtype) or ivy_dtype_of(x.dtype)), out)
    return result(ivy.cumprod(x, dim, dtype=_acc_dtype(x, dtype)), out)


def _cum_extreme(name, fn, input, dim):
    x = native(input)
    with _scope(x):
        return _cum_extreme_of(name, fn, x, dim)


def _cum_extreme_of(name, fn, x, dim):
    n = x.shape[dim] if x.shape else 1
    vals, idx = [], []
    xs = ivy.unstack(x, axis=dim) if x.shape else [x]
    best = bi = None
    for k in builtins.range(n):
        v = xs[k]
        if best is None:
            best, bi = v, ivy.full_like(v, 0, dtype=ivy.int64)
        else:
            take = fn(v, best)
            best = ivy.where(take, v, best)
            bi = ivy.where(take, ivy.full_like(bi, k), bi)
        vals.append(best)
        idx.append(bi)
    if not x.shape:
        return getattr(_rt, name)(wrap(x), wrap(ivy.zeros((), dtype=ivy.int64)))
    return getattr(_rt, name)(wrap(ivy.stack(vals, axis=dim)), wrap(ivy.stack(idx, axis=dim)))


def cummax(input, dim):
    return _cum_extreme("cummax", ivy.greater_equal, input, dim)


def cummin(input, dim):
    return _cum_extreme("cummin", ivy.less_equal, input, dim)


def logsumexp(input, dim, keepdim=False, *, out=None):
    x = native(input)
    if kind_of(x.dtype) in _INTS:
        x = ivy.astype(x, ivy.default_float_dtype())
    a = _axis(dim)
    m = ivy.stop_gradient(ivy.max(x, axis=a, keepdims=True))
    m = ivy.where(ivy.isfinite(m), m, ivy.zeros_like(m))
    s = ivy.log(ivy.sum(ivy.exp(ivy.subtract(x, m)), axis=a, keepdims=True))
    r = ivy.add(s, m)
    if not keepdim:
        r = ivy.squeeze(r, axis=tuple(range(len(x.shape))) if a is None else a)
    return result(r, out)


def logcumsumexp(input, dim, *, out=None):
    x = native(input)
    m = ivy.stop_gradient(ivy.max(x, axis=dim, keepdims=True))
    m = ivy.where(ivy.isfinite(m), m, ivy.zeros_like(m))
    return result(ivy.add(ivy.log(ivy.cumsum(ivy.exp(ivy.subtract(x, m)), dim)), m), out)


def norm(input, p="fro", dim=None, keepdim=False, out=None, dtype=None):
    x = native(input)
    if dtype is not None:
        x = ivy.astype(x, dtype)
    a = _axis(dim)
    if p == "nuc":
        return result(ivy.linalg.matrix_norm(x, ord="nuc", axis=a or (-2, -1),
                                             keepdims=keepdim), out)
    ordv = 2 if p in ("fro", None) else p
    return result(ivy.linalg.vector_norm(x, axis=a, keepdims=keepdim, ord=ordv), out)


def median(input, dim=None, keepdim=False, *, out=None):
    x = native(input)
    if dim is None:
        flat = ivy.reshape(x, (-1,))
        n = flat.shape[0]
        return result(ivy.sort(flat)[(n - 1) // 2], out)
    dim = int(dim)
    n = x.shape[dim] if x.shape else 1
    if not x.shape:
        with _scope(x):
            return _rt.median(wrap(x), wrap(ivy.zeros((), dtype=ivy.int64)))
    order = ivy.argsort(x, axis=dim, stable=True)
    k = (n - 1) // 2
    idx = order[(slice(None),) * (dim % len(x.shape)) + (slice(k, k + 1),)]
    vals = ivy.take_along_axis(x, idx, axis=dim)
    if not keepdim:
        idx, vals = ivy.squeeze(idx, axis=dim), ivy.squeeze(vals, axis=dim)
    return _rt.median(wrap(vals), wrap(_int64(idx)))


def quantile(input, q, dim=None, keepdim=False, *, interpolation="linear", out=None):
    x = native(input)
    if interpolation not in ("linear", "lower", "higher", "nearest", "midpoint"):
        reject_option("torch", "quantile", "interpolation", interpolation)
    if dim is None:
        x, dim = ivy.reshape(x, (-1,)), 0
        if keepdim:
            keep_shape = (1,) * len(native(input).shape)
    d = dim % len(x.shape)
    qs = native(q)
    scalar_q = type(qs) in (int, float)
    qv = [float(qs)] if scalar_q else [float(v) for v in ivy.to_list(qs)]
    srt = ivy.sort(x, axis=d)
    n = x.shape[d]
    outs = []
    for p in qv:
        pos = p * (n - 1)
        lo, hi = int(pos // 1), builtins.min(int(-(-pos // 1)), n - 1)
        frac = pos - lo
        a = srt[(slice(None),) * d + (lo,)]
        b = srt[(slice(None),) * d + (hi,)]
        if interpolation == "lower" or lo == hi:
            v = a
        elif interpolation == "higher":
            v = b
        elif interpolation == "nearest":
            v = a if round(pos) == lo else b
        elif interpolation == "midpoint":
            v = ivy.divide(ivy.add(a, b), 2.0)
        else:
            v = ivy.add(a, ivy.multiply(ivy.subtract(b, a), frac))
        if keepdim:
            v = ivy.reshape(v, keep_shape) if dim == 0 and len(native(input).shape) != 1 \
                and x is not native(input) else ivy.expand_dims(v, axis=d)
        outs.append(v)
    r = outs[0] if scalar_q else ivy.stack(outs, axis=0)
    return result(r, out)


def nanquantile(input, q, dim=None, keepdim=False, *, interpolation="linear", out=None):
    x = native(input)
    if bool(ivy.to_scalar(ivy.any(ivy.isnan(x)))):
        reject_option("torch", "nanquantile", "input", "with nan",
                      "nan-skipping quantiles of tensors holding nan are not written yet")
    return quantile(input, q, dim, keepdim, interpolation=interpolation, out=out)


def nanmedian(input, dim=None, keepdim=False, *, out=None):
    x = native(input)
    if kind_of(x.dtype) == "float" and bool(ivy.to_scalar(ivy.any(ivy.isnan(x)))):
        reject_option("torch", "nanmedian", "input", "with nan",
                      "nan-skipping medians of tensors holding nan are not written yet")
    return median(input, dim, keepdim, out=out)


def mode(input, dim=-1, keepdim=False):
    x = native(input)
    d = dim % len(x.shape) if x.shape else 0
    xs = ivy.expand_dims(x, axis=d + 1)
    ys = ivy.expand_dims(x, axis=d)
    counts = ivy.sum(ivy.astype(ivy.equal(xs, ys), ivy.int64), axis=d + 1)
    # the most frequent value, the smallest among ties (PyTorch's CPU rule)
    best = ivy.max(counts, axis=d, keepdims=True)
    cand = ivy.where(ivy.equal(counts, best), x, ivy.broadcast_to(ivy.max(x), tuple(x.shape)))
    v = ivy.min(cand, axis=d, keepdims=True)
    hit = ivy.equal(x, v)
    n = x.shape[d]
    with _scope(x):
        pos = ivy.reshape(ivy.arange(n, dtype=ivy.int64), (n,) + (1,) * (len(x.shape) - d - 1))
    i = ivy.max(ivy.where(hit, pos, ivy.full_like(pos, -1)), axis=d, keepdims=True)
    if not keepdim:
        v, i = ivy.squeeze(v, axis=d), ivy.squeeze(i, axis=d)
    return _rt.mode(wrap(v), wrap(_int64(i)))


def cov(input, *, correction=1, fweights=None, aweights=None):
    if fweights is not None or aweights is not None:
        reject_option("torch", "cov", "fweights/aweights", "given")
    x = native(input)
    if len(x.shape) == 1:
        x = ivy.reshape(x, (1, -1))
    if kind_of(x.dtype) in _INTS:
        x = ivy.astype(x, ivy.default_float_dtype())
    n = x.shape[1]
    c = ivy.subtract(x, ivy.mean(x, axis=1, keepdims=True))
    r = ivy.divide(ivy.matmul(c, ivy.conj(ivy.matrix_transpose(c))), builtins.max(n - correction, 0))
    return wrap(ivy.squeeze(r, axis=(0, 1)) if len(native(input).shape) == 1 else r)


def corrcoef(input):
    c = native(cov(input))
    if not c.shape:
        return wrap(ivy.divide(c, c))
    dg = ivy.sqrt(ivy.linalg.diagonal(c))
    return wrap(ivy.clip(ivy.divide(c, ivy.multiply(ivy.expand_dims(dg, axis=1),
                                                   ivy.expand_dims(dg, axis=0))), -1.0, 1.0))


def bincount(input, weights=None, minlength=0):
    x = _int64(native(input))
    n = builtins.max(int(ivy.to_scalar(ivy.max(x))) + 1 if x.shape[0] else 0, minlength)
    if weights is None:
        with _scope(x):
            upd = ivy.ones((x.shape[0],), dtype=ivy.int64)
    else:
        upd = native(weights)
        if kind_of(upd.dtype) != "float":
            upd = ivy.astype(upd, ivy.float64)
    if not x.shape[0]:
        with _scope(x):
            return wrap(ivy.zeros((n,), dtype=ivy_dtype_of(upd.dtype)))
    return wrap(ivy.scatter_nd(ivy.reshape(x, (-1, 1)), upd, (n,), reduction="sum"))


def histc(input, bins=100, min=0, max=0, *, out=None):  # noqa: A002
    x = ivy.reshape(native(input), (-1,))
    lo, hi = float(min), float(max)
    if lo == hi:
        lo, hi = float(ivy.to_scalar(ivy.min(x))), float(ivy.to_scalar(ivy.max(x)))
        if lo == hi:
            lo, hi = lo - 1, hi + 1
    inside = ivy.logical_and(ivy.greater_equal(x, lo), ivy.less_equal(x, hi))
    k = ivy.astype(ivy.floor(ivy.multiply(ivy.subtract(x, lo), bins / (hi - lo))), ivy.int64)
    k = ivy.clip(k, 0, bins - 1)
    w = ivy.astype(inside, ivy_dtype_of(x.dtype))
    return result(ivy.scatter_nd(ivy.reshape(k, (-1, 1)), w, (bins,), reduction="sum"), out)


def dist(input, other, p=2):
    return norm(sub(input, other), p if p != 2 else "fro")


def trapezoid(y, x=None, *, dx=None, dim=-1):
    v = native(y)
    if kind_of(v.dtype) in _INTS:
        v = ivy.astype(v, ivy.default_float_dtype())
    n = v.shape[dim]
    a = v[(slice(None),) * (dim % len(v.shape)) + (slice(1, n),)]
    b = v[(slice(None),) * (dim % len(v.shape)) + (slice(0, n - 1),)]
    mid = ivy.divide(ivy.add(a, b), 2.0)
    if x is None:
        return wrap(ivy.multiply(ivy.sum(mid, axis=dim), 1.0 if dx is None else dx))
    return wrap(ivy.sum(ivy.multiply(mid, ivy.diff(native(x), axis=dim)), axis=dim))


trapz = trapezoid


def cumulative_trapezoid(y, x=None, *, dx=None, dim=-1):
    v = native(y)
    if kind_of(v.dtype) in _INTS:
        v = ivy.astype(v, ivy.default_float_dtype())
    d = dim % len(v.shape)
    n = v.shape[d]
    mid = ivy.divide(ivy.add(v[(slice(None),) * d + (slice(1, n),)],
                             v[(slice(None),) * d + (slice(0, n - 1),)]), 2.0)
    step = ivy.diff(native(x), axis=d) if x is not None else (1.0 if dx is None else dx)
    return wrap(ivy.cumsum(ivy.multiply(mid, step), d))


def renorm(input, p, dim, maxnorm, *, out=None):
    """Each slice along ``dim`` whose ``p``-norm (over its other dimensions) is above ``maxnorm``
    scaled to that norm (PyTorch's ``maxnorm / (norm + 1e-7)``)."""
    x = native(input)
    nd = len(x.shape)
    d = dim + nd if dim < 0 else dim
    axes = tuple(a for a in range(nd) if a != d)
    norm = ivy.linalg.vector_norm(x, axis=axes, keepdims=True, ord=p)
    scale = ivy.where(ivy.greater(norm, maxnorm), ivy.divide(maxnorm, ivy.add(norm, 1e-7)),
                      ivy.ones_like(norm))
    return result(ivy.multiply(x, ivy.astype(scale, x.dtype)), out)


def frobenius_norm(input, dim=(-2, -1), keepdim=False, *, out=None):
    x = native(input)
    axis = (dim,) if isinstance(dim, int) else tuple(dim)
    return result(ivy.sqrt(ivy.sum(ivy.square(ivy.abs(x)), axis=axis, keepdims=keepdim)), out)


def nuclear_norm(input, dim=(-2, -1), keepdim=False, *, out=None):
    """The sum of the singular values of the matrices over ``dim`` (by default the last two)."""
    if isinstance(dim, bool):  # nuclear_norm(input, keepdim)
        dim, keepdim = (-2, -1), dim
    x = native(input)
    nd = len(x.shape)
    a, b = (d % nd for d in dim)
    s = ivy.sum(ivy.linalg.svdvals(ivy.moveaxis(x, (a, b), (-2, -1))), axis=-1)
    if keepdim:
        s = ivy.expand_dims(ivy.expand_dims(s, axis=builtins.min(a, b)), axis=builtins.max(a, b))
    return result(s, out)


def norm_except_dim(v, pow=2, dim=0):  # noqa: A002 - PyTorch's name
    """The ``pow``-norm over every dimension but ``dim``, kept as size-1 dimensions
    (``dim=-1``: the norm of all elements, 0-d), as weight normalisation uses it."""
    x = native(v)
    if dim == -1:
        return wrap(ivy.linalg.vector_norm(x, ord=pow))
    axes = tuple(a for a in range(len(x.shape)) if a != dim)
    return wrap(ivy.linalg.vector_norm(x, axis=axes, keepdims=True, ord=pow))


def _bins_of(x, bins, rng):
    """``(k, inside, edges)``: each value's bin (``[edge_k, edge_k+1)``, the last bin closed),
    whether it falls in one, and the edges (``bins`` equal bins over ``rng``, by default the
    values' min to max, or the given edges)."""
    if type(bins) is int:
        if rng is None:
            lo, hi = ((float(ivy.to_scalar(ivy.min(x))), float(ivy.to_scalar(ivy.max(x))))
                      if x.shape[0] else (0.0, 0.0))
        else:
            lo, hi = float(rng[0]), float(rng[1])
        if lo == hi:
            lo, hi = lo - 0.5, hi + 0.5
        with _scope(x):
            edges = ivy.linspace(lo, hi, bins + 1, dtype=x.dtype)
    else:
        edges = ivy.astype(native(bins), x.dtype)
    n = edges.shape[0] - 1
    k = ivy.subtract(ivy.astype(ivy.searchsorted(edges, x, side="right"), ivy.int64), 1)
    k = ivy.where(ivy.equal(x, edges[-1]), ivy.full_like(k, n - 1), k)
    inside = ivy.logical_and(ivy.greater_equal(k, 0), ivy.less(k, n))
    return ivy.clip(k, 0, n - 1), inside, edges


def _count(k, inside, weight, like, n):
    w = ivy.ones_like(like) if weight is None else ivy.reshape(
        ivy.astype(native(weight), like.dtype), (-1,))
    w = ivy.where(inside, w, ivy.zeros_like(w))
    return ivy.scatter_nd(ivy.reshape(k, (-1, 1)), w, (n,), reduction="sum")


def histogram(input, bins=100, *, range=None, weight=None, density=False, out=None):  # noqa: A002
    """``(hist, bin_edges)`` of the values: ``bins`` equal bins over ``range`` (default: the
    input's min to max) or the given edges; values outside are not counted; ``density`` divides
    by the total times the bin's width."""
    x = ivy.reshape(native(input), (-1,))
    k, inside, edges = _bins_of(x, bins, range)
    hist = _count(k, inside, weight, x, edges.shape[0] - 1)
    if density:
        hist = ivy.divide(hist, ivy.multiply(ivy.sum(hist), ivy.subtract(edges[1:], edges[:-1])))
    return _rt.histogram(wrap(hist), wrap(edges))


def histogramdd(input, bins=10, *, range=None, weight=None, density=False):  # noqa: A002
    """``(hist, bin_edges)`` of the points ``input[..., D]``: per dimension ``bins`` (an int for
    all, one per dimension, or each dimension's edges) over ``range`` (``[lo0, hi0, lo1, ...]``,
    by default each coordinate's min to max); ``density`` divides by the total times the cell's
    volume."""
    pts = native(input)
    dims = pts.shape[-1]
    pts = ivy.reshape(pts, (-1, dims))
    per = bins if isinstance(bins, (list, tuple)) else [bins] * dims
    flat, inside, edges, sizes = None, None, [], []
    for d in builtins.range(dims):
        rng = None if range is None else (range[2 * d], range[2 * d + 1])
        k, ok, e = _bins_of(pts[:, d], per[d], rng)
        n = e.shape[0] - 1
        flat = k if flat is None else ivy.add(ivy.multiply(flat, n), k)
        inside = ok if inside is None else ivy.logical_and(inside, ok)
        edges.append(e)
        sizes.append(n)
    total = math.prod(sizes)
    hist = ivy.reshape(_count(flat, inside, weight, pts[:, 0], total), tuple(sizes))
    if density:
        vol = None
        for d, e in enumerate(edges):
            w = ivy.reshape(ivy.subtract(e[1:], e[:-1]),
                            (1,) * d + (-1,) + (1,) * (dims - d - 1))
            vol = w if vol is None else ivy.multiply(vol, w)
        hist = ivy.divide(hist, ivy.multiply(ivy.sum(hist), vol))
    return _rt.histogramdd(wrap(hist), [wrap(e) for e in edges])


def _grad_along(f, d, h, coords, edge_order):
    n = f.shape[d]
    if n < edge_order + 1:
        raise RuntimeError(f"torch.gradient expected each dimension size to be at least "
                           f"edge_order+1, got {n} along dim {d}")

    def sl(a, b):
        return f[(slice(None),) * d + (slice(a, b),)]

    def shaped(v):  # a 1-d vector along d, broadcast against f
        return ivy.reshape(v, (-1,) + (1,) * (len(f.shape) - d - 1))

    if coords is None:
        mid = ivy.divide(ivy.subtract(sl(2, n), sl(0, n - 2)), 2.0 * h)
        if edge_order == 1:
            first = ivy.divide(ivy.subtract(sl(1, 2), sl(0, 1)), h)
            last = ivy.divide(ivy.subtract(sl(n - 1, n), sl(n - 2, n - 1)), h)
        else:
            first = ivy.divide(ivy.add(ivy.subtract(ivy.multiply(sl(1, 2), 4.0),
                                                    ivy.multiply(sl(0, 1), 3.0)),
                                       ivy.negative(sl(2, 3))), 2.0 * h)
            last = ivy.divide(ivy.add(ivy.subtract(ivy.multiply(sl(n - 1, n), 3.0),
                                                   ivy.multiply(sl(n - 2, n - 1), 4.0)),
                                      sl(n - 3, n - 2)), 2.0 * h)
    else:
        if edge_order != 1:
            reject_option("torch", "gradient", "edge_order", edge_order,
                          "with coordinates, edge_order=1 only")
        c = ivy.astype(native(coords), f.dtype)
        step = ivy.subtract(c[1:], c[:-1])
        hd, hs = shaped(step[:-1]), shaped(step[1:])
        num = ivy.add(ivy.subtract(ivy.multiply(ivy.square(hd), sl(2, n)),
                                   ivy.multiply(ivy.square(hs), sl(0, n - 2))),
                      ivy.multiply(ivy.subtract(ivy.square(hs), ivy.square(hd)), sl(1, n - 1)))
        mid = ivy.divide(num, ivy.multiply(ivy.multiply(hs, hd), ivy.add(hd, hs)))
        first = ivy.divide(ivy.subtract(sl(1, 2), sl(0, 1)), shaped(step[:1]))
        last = ivy.divide(ivy.subtract(sl(n - 1, n), sl(n - 2, n - 1)), shaped(step[-1:]))
    return wrap(ivy.concat([first, mid, last], axis=d))


def gradient(input, *, spacing=1, dim=None, edge_order=1):
    """The derivative estimates along each dimension of ``dim`` (all by default): central
    differences inside, one-sided ones (first or second order) at the ends; ``spacing`` is one
    step for all dimensions, one per dimension, or each dimension's coordinates (tensors)."""
    if edge_order not in (1, 2):
        raise RuntimeError(f"torch.gradient only supports edge_order=1 and edge_order=2, got "
                           f"{edge_order}")
    f = native(input)
    if kind_of(f.dtype) in _INTS:
        f = ivy.astype(f, ivy.default_float_dtype())
    nd = len(f.shape)
    dims = (list(builtins.range(nd)) if dim is None else [dim] if type(dim) is int
            else list(dim))
    dims = [d % nd for d in dims]
    steps = spacing if isinstance(spacing, (list, tuple)) else [spacing] * len(dims)
    out = []
    for d, h in zip(dims, steps):
        coords = h if type(h) is Tensor or ivy.is_native_array(h) else None
        out.append(_grad_along(f, d, None if coords is not None else float(h), coords,
                               edge_order))
    return tuple(out)
