"""More of ``jax.numpy`` composed on Ivy: windows, polynomials, set operations, histogram-like
counting, ``interp``, ``cov`` / ``corrcoef``, ``convolve`` / ``correlate``, index helpers.

Set operations and ``bincount`` without ``length`` have data-dependent shapes: they run eagerly
(JAX asks for ``size=`` under ``jit``; the frontend accepts it and pads as JAX does).
"""

from __future__ import annotations

import math as _math

import ivy

from ..._common import kind_of, reject_option
from ..array import Array, promote_all, scalar_like, wrap
from .creation import _dt, linspace
from .manipulation import diag_indices, tril_indices, triu_indices
from .math import _arr, _inexact

COMPOSED = frozenset({"bartlett", "blackman", "hamming", "hanning", "geomspace", "vander",
                      "polyval", "polyadd", "polysub", "polymul", "polyder", "polyint",
                      "trapezoid", "interp", "digitize", "bincount", "cov", "corrcoef",
                      "convolve", "correlate", "intersect1d", "union1d", "setdiff1d",
                      "setxor1d", "rollaxis", "resize", "diag_indices_from", "tril_indices_from",
                      "triu_indices_from", "ix_", "indices", "extract", "compress", "block",
                      "lexsort", "trim_zeros", "unique_counts", "unique_inverse", "unique_all",
                      "array_str", "array_repr", "iterable", "gcd", "lcm"})


def _window(m, fn):
    if m < 1:
        return wrap(ivy.zeros((0,), dtype="float32"))
    if m == 1:
        return wrap(ivy.ones((1,), dtype="float32"))
    n = ivy.arange(0, m, 1, dtype="float32")
    return wrap(fn(n, float(m - 1)))


def bartlett(M):  # noqa: N803 - JAX's name
    return _window(M, lambda n, d: ivy.subtract(1.0, ivy.abs(ivy.subtract(ivy.multiply(n, 2.0 / d),
                                                                           1.0))))


def hanning(M):  # noqa: N803
    return _window(M, lambda n, d: ivy.subtract(0.5, ivy.multiply(ivy.cos(ivy.multiply(
        n, 2.0 * _math.pi / d)), 0.5)))


def hamming(M):  # noqa: N803
    return _window(M, lambda n, d: ivy.subtract(0.54, ivy.multiply(ivy.cos(ivy.multiply(
        n, 2.0 * _math.pi / d)), 0.46)))


def blackman(M):  # noqa: N803
    return _window(M, lambda n, d: ivy.add(ivy.subtract(0.42, ivy.multiply(ivy.cos(ivy.multiply(
        n, 2.0 * _math.pi / d)), 0.5)), ivy.multiply(ivy.cos(ivy.multiply(n, 4.0 * _math.pi / d)),
                                                     0.08)))


def geomspace(start, stop, num=50, endpoint=True, dtype=None, axis=0):
    lo, hi = float(start), float(stop)
    sign = -1.0 if lo < 0 else 1.0
    e = linspace(_math.log10(abs(lo)), _math.log10(abs(hi)), num, endpoint)._data
    out = ivy.multiply(ivy.pow(ivy.full_like(e, 10.0), e), sign)
    if num > 0:
        out = ivy.concat([ivy.full_like(out[:1], lo), out[1:]])
        if endpoint and num > 1:
            out = ivy.concat([out[:-1], ivy.full_like(out[:1], hi)])

    return wrap(out if dtype is None else ivy.astype(out, _dt(dtype)))


def vander(x, N=None, increasing=False):  # noqa: N803
    d = _arr(x)
    n = int(d.shape[0]) if N is None else N
    powers = ivy.arange(0, n, 1, dtype=d.dtype) if n else ivy.zeros((0,), dtype=d.dtype)
    if not increasing:
        powers = ivy.flip(powers, axis=0)
    return wrap(ivy.pow(ivy.expand_dims(d, axis=-1), powers))


def polyval(p, x, *, unroll=16):
    (c, v), _ = promote_all(p, x)
    out = ivy.zeros_like(v)
    for i in range(int(c.shape[0])):
        out = ivy.add(ivy.multiply(out, v), c[i])
    return wrap(out)


def _trimmed(a, b):
    (x, y), _ = promote_all(a, b)
    n = max(int(x.shape[0]), int(y.shape[0]))
    x = ivy.pad(x, ((n - int(x.shape[0]), 0),))
    y = ivy.pad(y, ((n - int(y.shape[0]), 0),))
    return x, y


def polyadd(a1, a2):
    x, y = _trimmed(a1, a2)
    return wrap(ivy.add(x, y))


def polysub(a1, a2):
    x, y = _trimmed(a1, a2)
    return wrap(ivy.subtract(x, y))


def polymul(a1, a2, *, trim_leading_zeros=False):
    return convolve(a1, a2, "full")


def polyder(p, m=1):
    d = _arr(p)
    for _ in range(m):
        n = int(d.shape[0])
        if n <= 1:
            return wrap(ivy.zeros((0,), dtype=d.dtype))
        k = ivy.arange(n - 1, 0, -1, dtype=d.dtype)
        d = ivy.multiply(d[:-1], k)
    return wrap(d)


def polyint(p, m=1, k=None):
    d = _inexact(_arr(p))
    ks = [0.0] * m if k is None else ([k] * m if not isinstance(k, (list, tuple)) else list(k))
    for i in range(m):
        n = int(d.shape[0])
        div = ivy.arange(n, 0, -1, dtype=d.dtype)
        d = ivy.concat([ivy.divide(d, div), ivy.full_like(d[:1], float(ks[i]))])
    return wrap(d)


def trapezoid(y, x=None, dx=1.0, axis=-1):
    d = _inexact(_arr(y))
    n = int(d.shape[axis])
    hi = [slice(None)] * len(d.shape)
    lo = [slice(None)] * len(d.shape)
    hi[axis] = slice(1, n)
    lo[axis] = slice(0, n - 1)
    mid = ivy.multiply(ivy.add(d[tuple(hi)], d[tuple(lo)]), 0.5)
    if x is None:
        return wrap(ivy.multiply(ivy.sum(mid, axis=axis), dx))
    xv = _inexact(_arr(x))
    dxs = ivy.diff(xv, axis=axis if len(xv.shape) > 1 else -1)
    return wrap(ivy.sum(ivy.multiply(mid, dxs), axis=axis))


def interp(x, xp, fp, left=None, right=None, period=None):
    if period is not None:
        reject_option("jax.numpy", "interp", "period", period)
    (xv, xpv, fpv), _ = promote_all(x, xp, fp)
    xv, xpv, fpv = _inexact(xv), _inexact(xpv), _inexact(fpv)
    n = int(xpv.shape[0])
    i = ivy.clip(ivy.searchsorted(xpv, xv, side="right"), 1, n - 1)
    x0 = ivy.take(xpv, ivy.subtract(i, 1))
    x1 = ivy.take(xpv, i)
    y0 = ivy.take(fpv, ivy.subtract(i, 1))
    y1 = ivy.take(fpv, i)
    t = ivy.divide(ivy.subtract(xv, x0), ivy.subtract(x1, x0))
    out = ivy.add(y0, ivy.multiply(t, ivy.subtract(y1, y0)))
    lv = fpv[0] if left is None else scalar_like(out, float(left), out.dtype)
    rv = fpv[n - 1] if right is None else scalar_like(out, float(right), out.dtype)
    out = ivy.where(ivy.less(xv, xpv[0]), lv, out)
    return wrap(ivy.where(ivy.greater(xv, xpv[n - 1]), rv, out))


def digitize(x, bins, right=False, *, method=None):
    (xv, b), _ = promote_all(x, bins)
    side = "left" if right else "right"
    if int(b.shape[0]) > 1 and bool(ivy.to_scalar(ivy.less(b[-1], b[0]))):  # decreasing bins
        n = int(b.shape[0])
        r = ivy.searchsorted(ivy.flip(b, axis=0), xv, side="left" if side == "right" else "right")
        return wrap(ivy.astype(ivy.subtract(n, r), "int32"))
    return wrap(ivy.astype(ivy.searchsorted(b, xv, side=side), "int32"))


def bincount(x, weights=None, minlength=0, *, length=None):
    d = ivy.astype(_arr(x), "int64")
    if length is None:
        length = max(int(ivy.to_scalar(ivy.max(d))) + 1 if int(d.shape[0]) else 0, minlength)
    w = ivy.ones_like(d, dtype="int32") if weights is None else _arr(weights)
    valid = ivy.logical_and(ivy.greater_equal(d, 0), ivy.less(d, length))
    w = ivy.where(valid, w, ivy.zeros_like(w))
    idx = ivy.where(valid, d, ivy.zeros_like(d))
    return wrap(ivy.scatter_flat(idx, w, length, reduction="sum"))


def cov(m, y=None, rowvar=True, bias=False, ddof=None, fweights=None, aweights=None):
    if fweights is not None or aweights is not None:
        reject_option("jax.numpy", "cov", "fweights/aweights", "<array>")
    d = _inexact(_arr(m))
    if len(d.shape) == 1:
        d = ivy.expand_dims(d, axis=0)
    if not rowvar and int(d.shape[0]) != 1:
        d = ivy.matrix_transpose(d)
    if y is not None:
        e = _inexact(_arr(y))
        e = ivy.expand_dims(e, axis=0) if len(e.shape) == 1 else e
        if not rowvar and int(e.shape[0]) != 1:
            e = ivy.matrix_transpose(e)
        d = ivy.concat([d, ivy.astype(e, d.dtype)], axis=0)
    n = int(d.shape[1])
    dd = (0 if bias else 1) if ddof is None else ddof
    c = ivy.subtract(d, ivy.mean(d, axis=1, keepdims=True))
    out = ivy.divide(ivy.matmul(c, ivy.conj(ivy.matrix_transpose(c))), float(n - dd))
    return wrap(ivy.squeeze(out, axis=(0, 1)) if int(out.shape[0]) == 1 else out)


def corrcoef(x, y=None, rowvar=True):
    c = cov(x, y, rowvar)._data
    if len(c.shape) == 0:
        return wrap(ivy.divide(c, c))
    dg = ivy.sqrt(ivy.linalg.diagonal(c))
    out = ivy.divide(ivy.divide(c, ivy.expand_dims(dg, axis=1)), ivy.expand_dims(dg, axis=0))
    return wrap(ivy.clip(out, -1.0, 1.0))


def _conv_full(a, v):
    n, m = int(a.shape[0]), int(v.shape[0])
    rows = [ivy.pad(ivy.multiply(a, v[j]), ((j, m - 1 - j),)) for j in range(m)]
    return ivy.sum(ivy.stack(rows), axis=0) if rows else ivy.zeros((n + m - 1,), dtype=a.dtype)


def convolve(a, v, mode="full", *, precision=None, preferred_element_type=None):
    (x, y), _ = promote_all(a, v)
    if int(x.shape[0]) < int(y.shape[0]):
        x, y = y, x
    full = _conv_full(x, y)
    n, m = int(x.shape[0]), int(y.shape[0])
    if mode == "full":
        return wrap(full)
    if mode == "same":
        start = (m - 1) // 2
        return wrap(full[start:start + n])
    if mode == "valid":
        return wrap(full[m - 1:n])
    raise ValueError(f"mode must be one of ['full', 'same', 'valid'], got {mode}")


def correlate(a, v, mode="valid", *, precision=None, preferred_element_type=None):
    (x, y), _ = promote_all(a, v)
    y = ivy.flip(ivy.conj(y), axis=0)
    if int(x.shape[0]) < int(y.shape[0]):
        return wrap(ivy.flip(convolve(wrap(y), wrap(x), mode)._data, axis=0))
    return convolve(wrap(x), wrap(y), mode)


def _set_result(vals, size, fill_value):
    if size is None:
        return wrap(vals)
    n = int(vals.shape[0])
    if n >= size:
        return wrap(vals[:size])
    fv = fill_value if fill_value is not None else (ivy.to_scalar(vals[0]) if n else 0)
    return wrap(ivy.concat([vals, ivy.full((size - n,), fv, dtype=vals.dtype,
                                           device=ivy.dev(vals))]))


def _flat_unique(x):
    return ivy.unique_values(ivy.reshape(_arr(x), (-1,)))


def intersect1d(ar1, ar2, assume_unique=False, return_indices=False, *, size=None,
                fill_value=None):
    if return_indices:
        reject_option("jax.numpy", "intersect1d", "return_indices", True)
    (a, b), _ = promote_all(wrap(_flat_unique(ar1)), wrap(_flat_unique(ar2)))
    hit = ivy.any(ivy.equal(ivy.expand_dims(a, axis=-1), b), axis=-1)
    return _set_result(a[hit] if int(a.shape[0]) else a, size, fill_value)


def union1d(ar1, ar2, *, size=None, fill_value=None):
    (a, b), _ = promote_all(ar1, ar2)
    return _set_result(ivy.unique_values(ivy.concat([ivy.reshape(a, (-1,)),
                                                     ivy.reshape(b, (-1,))])), size, fill_value)


def setdiff1d(ar1, ar2, assume_unique=False, *, size=None, fill_value=None):
    (a, b), _ = promote_all(wrap(_flat_unique(ar1)), ar2)
    b = ivy.reshape(b, (-1,))
    keep = ivy.logical_not(ivy.any(ivy.equal(ivy.expand_dims(a, axis=-1), b), axis=-1))
    return _set_result(a[keep] if int(a.shape[0]) else a, size, fill_value)


def setxor1d(ar1, ar2, assume_unique=False, *, size=None, fill_value=None):
    (a, b), _ = promote_all(wrap(_flat_unique(ar1)), wrap(_flat_unique(ar2)))
    in_b = ivy.any(ivy.equal(ivy.expand_dims(a, axis=-1), b), axis=-1)
    in_a = ivy.any(ivy.equal(ivy.expand_dims(b, axis=-1), a), axis=-1)
    both = ivy.concat([a[ivy.logical_not(in_b)], b[ivy.logical_not(in_a)]])
    return _set_result(ivy.sort(both), size, fill_value)


def unique_values(x, /, *, size=None, fill_value=None):
    return _set_result(_flat_unique(x), size, fill_value)


def unique_counts(x, /, *, size=None, fill_value=None):
    vals, _, _, counts = ivy.unique_all(ivy.reshape(_arr(x), (-1,)))
    return (wrap(vals), wrap(ivy.astype(counts, "int32")))


def unique_inverse(x, /, *, size=None, fill_value=None):
    d = _arr(x)
    vals, _, inv, _ = ivy.unique_all(ivy.reshape(d, (-1,)))
    return (wrap(vals), wrap(ivy.astype(ivy.reshape(inv, tuple(d.shape)), "int32")))


def unique_all(x, /, *, size=None, fill_value=None):
    d = _arr(x)
    vals, idx, inv, counts = ivy.unique_all(ivy.reshape(d, (-1,)))
    return (wrap(vals), wrap(ivy.astype(idx, "int32")),
            wrap(ivy.astype(ivy.reshape(inv, tuple(d.shape)), "int32")),
            wrap(ivy.astype(counts, "int32")))


def rollaxis(a, axis, start=0):
    d = _arr(a)
    nd = len(d.shape)
    axis %= nd
    start = start % (nd + 1) if start < 0 else start
    if axis < start:
        start -= 1
    return wrap(ivy.moveaxis(d, axis, start))


def resize(a, new_shape):
    d = ivy.reshape(_arr(a), (-1,))
    shape = (new_shape,) if isinstance(new_shape, int) else tuple(new_shape)
    n = 1
    for s in shape:
        n *= s
    size = int(d.shape[0])
    reps = -(-n // size) if size else 0
    flat = ivy.tile(d, (reps,))[:n] if size else ivy.zeros((n,), dtype=d.dtype)
    return wrap(ivy.reshape(flat, shape))


def diag_indices_from(arr):
    d = _arr(arr)
    return diag_indices(int(d.shape[0]), len(d.shape))


def tril_indices_from(arr, k=0):
    d = _arr(arr)
    return tril_indices(int(d.shape[-2]), k, int(d.shape[-1]))


def triu_indices_from(arr, k=0):
    d = _arr(arr)
    return triu_indices(int(d.shape[-2]), k, int(d.shape[-1]))


def ix_(*args):
    n = len(args)
    out = []
    for i, a in enumerate(args):
        d = _arr(a)
        if kind_of(d.dtype) == "bool":
            d = ivy.astype(ivy.nonzero(d)[0], "int32")
        shape = [1] * n
        shape[i] = int(d.shape[0])
        out.append(wrap(ivy.reshape(d, tuple(shape))))
    return tuple(out)


def indices(dimensions, dtype=None, sparse=False):
    dt = "int32" if dtype is None else str(_dt(dtype))
    n = len(dimensions)
    out = []
    for i, s in enumerate(dimensions):
        shape = [1] * n
        shape[i] = s
        g = ivy.reshape(ivy.arange(0, s, 1, dtype=dt), tuple(shape))
        out.append(g if sparse else ivy.broadcast_to(g, tuple(dimensions)))
    if sparse:
        return tuple(wrap(g) for g in out)
    return wrap(ivy.stack(out) if out else ivy.zeros((0,), dtype=dt))


def extract(condition, arr, *, size=None, fill_value=0):
    c = ivy.reshape(ivy.astype(_arr(condition), "bool"), (-1,))
    d = ivy.reshape(_arr(arr), (-1,))
    return _set_result(d[c], size, fill_value)


def compress(condition, a, axis=None, *, size=None, fill_value=0, out=None):
    c = ivy.astype(_arr(condition), "bool")
    d = _arr(a)
    if axis is None:
        d = ivy.reshape(d, (-1,))
        axis = 0
    idx = ivy.nonzero(c)[0]
    return wrap(ivy.take(d, idx, axis=axis))


def block(arrays):
    def depth(x):
        return 1 + depth(x[0]) if isinstance(x, list) and x else (1 if isinstance(x, list) else 0)

    total = depth(arrays)

    def build(x, level):
        if not isinstance(x, list):
            d = _arr(x)
            return ivy.reshape(d, (1,) * max(total - len(d.shape), 0) + tuple(d.shape))
        parts = [build(p, level + 1) for p in x]
        (parts), _ = promote_all(*[wrap(p) for p in parts])
        return ivy.concat(parts, axis=level - total)

    return wrap(build(arrays, 1))


def lexsort(keys, axis=-1):
    ks = [_arr(k) for k in keys]
    order = ivy.argsort(ks[0], axis=axis, stable=True)
    for k in ks[1:]:
        kk = ivy.take_along_axis(k, order, axis=axis)
        o2 = ivy.argsort(kk, axis=axis, stable=True)
        order = ivy.take_along_axis(order, o2, axis=axis)
    return wrap(ivy.astype(order, "int32"))


def trim_zeros(filt, trim="fb"):
    vals = ivy.to_list(_arr(filt))
    lo, hi = 0, len(vals)
    if "f" in trim.lower():
        while lo < hi and vals[lo] == 0:
            lo += 1
    if "b" in trim.lower():
        while hi > lo and vals[hi - 1] == 0:
            hi -= 1
    return wrap(_arr(filt)[lo:hi])


def _gcd_arrays(x, y):
    a, b = ivy.abs(x), ivy.abs(y)
    for _ in range(64):  # Euclid's steps, elementwise; 64 bound the steps of 32-bit integers
        if not bool(ivy.to_scalar(ivy.any(ivy.not_equal(b, 0)))):
            break
        safe = ivy.where(ivy.equal(b, 0), ivy.ones_like(b), b)
        a, b = ivy.where(ivy.equal(b, 0), a, b), ivy.where(ivy.equal(b, 0), b,
                                                            ivy.remainder(a, safe))
    return a


def gcd(x1, x2):
    (a, b), _ = promote_all(x1, x2)
    a, b = ivy.broadcast_arrays(a, b)
    return wrap(_gcd_arrays(a, b))


def lcm(x1, x2):
    (a, b), _ = promote_all(x1, x2)
    a, b = ivy.broadcast_arrays(a, b)
    g = _gcd_arrays(a, b)
    safe = ivy.where(ivy.equal(g, 0), ivy.ones_like(g), g)
    return wrap(ivy.where(ivy.equal(g, 0), ivy.zeros_like(g),
                          ivy.abs(ivy.multiply(a, ivy.floor_divide(b, safe)))))


def iterable(y):
    try:
        iter(y)
    except TypeError:
        return False
    return True


def array_str(a, max_line_width=None, precision=None, suppress_small=None):
    import numpy as np  # noqa: PLC0415 - printing only

    return np.array_str(ivy.to_numpy(_arr(a)), max_line_width, precision, suppress_small)


def array_repr(arr, max_line_width=None, precision=None, suppress_small=None):
    return repr(arr if type(arr) is Array else wrap(_arr(arr)))




__all__ = [_n for _n, _v in list(globals().items()) if not _n.startswith("_") and callable(_v)
           and getattr(_v, "__module__", None) == __name__]
