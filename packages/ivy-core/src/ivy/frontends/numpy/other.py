"""The rest of NumPy's main namespace that the frontend offers: applying functions along axes,
printing, window functions, convolution, polynomials, index conversion, ``block``,
``gradient``, ``ldexp`` / ``frexp``, ``matvec`` / ``vecmat``."""

from __future__ import annotations

import math

import numpy as _np

import ivy

from .._common import reject_option
from ._dtypes import IVY
from ._ndarray import _NumpyObject, cast, like, name_of, result, to_native, wrap
from ._promotion import kind_of
from ._ufunc import align, normalize_axes
from .creation import asarray, ones
from .linear_algebra import strong_promote
from .manipulation import concatenate
from .sorting import nonzero

__all__ = ["apply_along_axis", "apply_over_axes", "array2string", "array_repr", "array_str",
           "asarray_chkfinite", "bartlett", "blackman", "block", "convolve", "correlate",
           "fix", "format_float_positional", "format_float_scientific", "frexp",
           "from_dlpack", "gradient", "hamming", "hanning", "ix_", "ldexp", "mask_indices",
           "matvec", "piecewise", "poly", "polyadd", "polyder", "polydiv", "polyfit", "polyint",
           "polymul", "polysub", "polyval", "ravel_multi_index", "unravel_index", "unwrap", "vecmat"]

COMPOSED = frozenset(__all__) - {"from_dlpack", "array2string", "array_repr", "array_str",
                                  "format_float_positional", "format_float_scientific"}


def apply_along_axis(func1d, axis, arr, *args, **kwargs):
    x = to_native(arr)
    nd = len(x.shape)
    ax = normalize_axes(axis, nd)[0]
    moved = ivy.moveaxis(x, ax, -1)
    lead = tuple(int(s) for s in moved.shape[:-1])
    flat = ivy.reshape(moved, (-1, int(moved.shape[-1])))
    outs = [to_native(func1d(wrap(flat[i]), *args, **kwargs))
            for i in range(int(flat.shape[0]))]
    if not outs:
        raise ValueError("Cannot apply_along_axis when any iteration dimensions are 0")
    outs = [o if hasattr(o, "shape") else to_native(o) for o in outs]
    r = ivy.stack(outs, axis=0)
    r = ivy.reshape(r, lead + tuple(r.shape[1:]))
    k = len(r.shape) - len(lead)  # the function's output dimensions go where axis was
    if k:
        r = ivy.moveaxis(r, tuple(range(len(lead), len(r.shape))),
                         tuple(range(ax, ax + k)))
    return wrap(r)


def apply_over_axes(func, a, axes):
    val = a if isinstance(a, _NumpyObject) else wrap(to_native(a))
    nd = val.ndim
    for ax in (axes if isinstance(axes, (tuple, list)) else (axes,)):
        ax = normalize_axes(ax, nd)[0]
        res = func(val, ax)
        if res.ndim == val.ndim:
            val = res
        elif res.ndim == val.ndim - 1:
            val = wrap(ivy.expand_dims(to_native(res), axis=ax))
        else:
            raise ValueError("function is not returning an array of the correct shape")
    return val


def array2string(a, *args, **kwargs):
    return _np.array2string(ivy.to_numpy(to_native(a)), *args, **kwargs)


def array_repr(arr, *args, **kwargs):
    return _np.array_repr(ivy.to_numpy(to_native(arr)), *args, **kwargs)


def array_str(a, *args, **kwargs):
    return _np.array_str(ivy.to_numpy(to_native(a)), *args, **kwargs)


def format_float_positional(x, *args, **kwargs):
    return _np.format_float_positional(_np.asarray(ivy.to_numpy(to_native(x)))[()], *args,
                                       **kwargs)


def format_float_scientific(x, *args, **kwargs):
    return _np.format_float_scientific(_np.asarray(ivy.to_numpy(to_native(x)))[()], *args,
                                       **kwargs)


def asarray_chkfinite(a, dtype=None, order=None):
    x = asarray(a, dtype)
    if kind_of(name_of(x._data)) in "fc" and not bool(ivy.all(ivy.isfinite(x._data))):
        raise ValueError("array must not contain infs or NaNs")
    return x


def from_dlpack(x, /, *, device=None, copy=None):
    return wrap(ivy.from_dlpack(x, device=device, copy=copy))


def fix(x, out=None):
    d = to_native(x)
    r = d if kind_of(name_of(d)) in "biu" else ivy.trunc(d)
    return result(r, out)


# --- windows ------------------------------------------------------------------------------
def _window(m, fn):
    m = int(m)
    if m < 1:
        return wrap(ivy.zeros((0,), dtype=IVY["float64"]))
    if m == 1:
        return wrap(ivy.ones((1,), dtype=IVY["float64"]))
    n = ivy.arange(0, m, 1, dtype=IVY["float64"])
    return wrap(fn(n, m))


def bartlett(M):  # noqa: N803 - NumPy's name
    return _window(M, lambda n, m: ivy.subtract(1.0, ivy.abs(ivy.divide(
        ivy.subtract(ivy.multiply(n, 2.0), m - 1), m - 1))))


def blackman(M):  # noqa: N803
    def f(n, m):
        t = ivy.divide(ivy.multiply(n, 2 * math.pi), m - 1)
        return ivy.add(ivy.subtract(0.42, ivy.multiply(0.5, ivy.cos(t))),
                       ivy.multiply(0.08, ivy.cos(ivy.multiply(t, 2.0))))

    return _window(M, f)


def hamming(M):  # noqa: N803
    return _window(M, lambda n, m: ivy.subtract(0.54, ivy.multiply(0.46, ivy.cos(ivy.divide(
        ivy.multiply(n, 2 * math.pi), m - 1)))))


def hanning(M):  # noqa: N803
    return _window(M, lambda n, m: ivy.subtract(0.5, ivy.multiply(0.5, ivy.cos(ivy.divide(
        ivy.multiply(n, 2 * math.pi), m - 1)))))


# --- convolution and polynomials --------------------------------------------------------------
def _full_convolve(a, v, name):
    n, m = int(a.shape[0]), int(v.shape[0])
    prod = ivy.multiply(ivy.reshape(a, (-1, 1)), ivy.reshape(v, (1, -1)))
    idx = _np.add.outer(_np.arange(n), _np.arange(m)).reshape(-1)

    flat = ivy.reshape(prod, (-1,))
    if name == "bool":
        flat = ivy.astype(flat, IVY["int64"])
    out = ivy.scatter_flat(like(idx, a), flat, n + m - 1, reduction="sum")
    return ivy.greater(out, 0) if name == "bool" else out


def convolve(a, v, mode="full"):
    (x, y), name = strong_promote(a, v)
    x, y = ivy.reshape(x, (-1,)), ivy.reshape(y, (-1,))
    n, m = int(x.shape[0]), int(y.shape[0])
    if n == 0:
        raise ValueError("a cannot be empty")
    if m == 0:
        raise ValueError("v cannot be empty")
    if m > n:
        x, y, n, m = y, x, m, n
    full = _full_convolve(x, y, name)
    if mode == "full":
        return wrap(full)
    if mode == "same":
        start = (m - 1) // 2
        return wrap(full[start:start + n])
    if mode == "valid":
        return wrap(full[m - 1:n])
    raise ValueError(f"mode must be one of 'valid', 'same', or 'full' (got {mode!r})")


def correlate(a, v, mode="valid"):
    (x, y), name = strong_promote(a, v)
    y = ivy.flip(ivy.reshape(y, (-1,)), axis=0)
    if name.startswith("complex"):
        y = ivy.conj(y)
    return convolve(wrap(x), wrap(y), mode)


def _poly(p):
    d = to_native(p)
    return ivy.reshape(d, (-1,)) if len(d.shape) == 0 else d


def polyval(p, x):
    c = _poly(p)
    xs = to_native(x)
    (c, xs), _ = strong_promote(wrap(c), wrap(xs))
    y = ivy.zeros_like(xs)
    for i in range(int(c.shape[0])):
        y = ivy.add(ivy.multiply(y, xs), c[i])
    return result(y)


def _trim(c):
    nz = _np.flatnonzero(_np.asarray(ivy.to_numpy(c)) != 0)
    return c[int(nz[0]):] if nz.size else c[-1:] if int(c.shape[0]) else c


def polyadd(a1, a2):
    (x, y), _ = strong_promote(wrap(_poly(a1)), wrap(_poly(a2)))
    n, m = int(x.shape[0]), int(y.shape[0])
    if n < m:
        x, y, n, m = y, x, m, n
    pad = ivy.zeros((n - m,), dtype=y.dtype, device=ivy.dev(y))
    return wrap(ivy.add(x, ivy.concat([pad, y], axis=0)))


def polysub(a1, a2):
    (x, y), _ = strong_promote(wrap(_poly(a1)), wrap(_poly(a2)))
    n, m = int(x.shape[0]), int(y.shape[0])
    size = max(n, m)
    x = ivy.concat([ivy.zeros((size - n,), dtype=x.dtype, device=ivy.dev(x)), x], axis=0)
    y = ivy.concat([ivy.zeros((size - m,), dtype=y.dtype, device=ivy.dev(y)), y], axis=0)
    return wrap(ivy.subtract(x, y))


def polymul(a1, a2):
    return convolve(wrap(_poly(a1)), wrap(_poly(a2)))


def polyder(p, m=1):
    c = _poly(p)
    if kind_of(name_of(c)) == "b":
        c = cast(c, "int64")
    for _ in range(int(m)):
        n = int(c.shape[0])
        if n <= 1:
            c = ivy.zeros((1,), dtype=c.dtype, device=ivy.dev(c))
            break
        k = align([ivy.arange(n - 1, 0, -1, dtype=c.dtype), c])[0]
        c = ivy.multiply(c[:-1], k)
    return wrap(c)


def polyint(p, m=1, k=None):
    c = _poly(p)
    name = name_of(c)
    if kind_of(name) in "biu":
        c = cast(c, "float64")
    ks = [0.0] * int(m) if k is None else (list(k) if isinstance(k, (list, tuple)) else
                                           [k] * int(m))
    for i in range(int(m)):
        n = int(c.shape[0])
        div = align([ivy.arange(n, 0, -1, dtype=c.dtype), c])[0]
        c = ivy.concat([ivy.divide(c, div), ivy.full((1,), ks[i], dtype=c.dtype,
                                                     device=ivy.dev(c))], axis=0)
    return wrap(c)


def poly_native(z, dtype_name):
    """The coefficients (highest power first) of the monic polynomial whose roots are the 1-d
    native ``z``, in dtype ``dtype_name`` (a helper the JAX frontend shares)."""
    z = cast(z, dtype_name)
    c = ivy.ones((1,), dtype=z.dtype, device=ivy.dev(z))
    for i in range(int(z.shape[0])):
        factor = ivy.concat([ivy.ones((1,), dtype=z.dtype, device=ivy.dev(z)),
                             ivy.reshape(ivy.negative(z[i]), (1,))], axis=0)
        c = _full_convolve(c, factor, "poly")
    return c


def poly(seq_of_zeros):
    """The coefficients of the polynomial with the given roots (1-d); a square matrix's
    characteristic polynomial would need its eigenvalues, which Ivy has not."""
    z = to_native(seq_of_zeros)
    if len(z.shape) == 2 and z.shape[0] == z.shape[1] and int(z.shape[0]):
        raise ivy.IvyUnsupportedError(
            "numpy.poly of a matrix needs the eigenvalues of a general matrix, which Ivy "
            "does not have (pass the roots)")
    if len(z.shape) == 0 or (len(z.shape) == 1 and not int(z.shape[0])):
        return 1.0
    if len(z.shape) != 1:
        raise ValueError("input must be 1d or non-empty square 2d array.")
    name = name_of(z)
    c = poly_native(z, "float64" if kind_of(name) in "biu" else name)
    if kind_of(name) == "c":
        roots = _np.asarray(ivy.to_numpy(z))
        if _np.array_equal(_np.sort(roots), _np.sort(_np.conj(roots))):
            c = ivy.real(c)
    return wrap(c)


def polydiv_native(u, v):
    """Long division of the 1-d native coefficient arrays ``u`` by ``v`` (one floating dtype):
    the quotient and the untrimmed remainder (``u``'s length; a helper the JAX frontend
    shares)."""
    m, n = int(u.shape[0]) - 1, int(v.shape[0]) - 1
    scale = ivy.divide(ivy.ones_like(v[0]), v[0])
    q, r = [], u
    for k in range(max(m - n + 1, 0)):
        d = ivy.multiply(scale, r[k])
        q.append(ivy.reshape(d, (1,)))
        r = ivy.concat([r[:k], ivy.subtract(r[k:k + n + 1], ivy.multiply(d, v)),
                        r[k + n + 1:]], axis=0)
    quot = ivy.concat(q, axis=0) if q else ivy.zeros((1,), dtype=u.dtype, device=ivy.dev(u))
    return quot, r


def polydiv(u, v):
    """The quotient and remainder of the polynomial division ``u / v`` (leading zeros of the
    remainder trimmed, as NumPy)."""
    (a, b), name = strong_promote(wrap(_poly(u)), wrap(_poly(v)))
    name = "float64" if kind_of(name) in "biu" else name
    q, r = polydiv_native(cast(a, name), cast(b, name))
    while int(r.shape[0]) > 1 and abs(complex(ivy.to_scalar(r[0]))) <= 1e-8:
        r = r[1:]
    return wrap(q), wrap(r)


def mask_indices(n, mask_func, k=0):
    """The indices of the nonzero entries of ``mask_func`` applied to an ``n`` x ``n`` array of
    ones (with ``k``)."""
    return nonzero(mask_func(ones((n, n), dtype="int64"), k))


def polyfit(x, y, deg, rcond=None, full=False, w=None, cov=False):
    if full or cov:
        reject_option("numpy", "polyfit", "full/cov", True, "the coefficients only")
    xs = cast(to_native(x), "float64")
    ys = cast(align([to_native(y), xs])[0], "float64")
    deg = int(deg)
    powers = align([ivy.arange(deg, -1, -1, dtype=IVY["float64"]), xs])[0]
    lhs = ivy.pow(ivy.reshape(xs, (-1, 1)), ivy.reshape(powers, (1, -1)))
    rhs = ys
    if w is not None:
        ww = cast(align([to_native(w), xs])[0], "float64")
        lhs = ivy.multiply(lhs, ivy.reshape(ww, (-1, 1)))
        rhs = ivy.multiply(rhs, ww if len(ys.shape) == 1 else ivy.reshape(ww, (-1, 1)))
    scale = ivy.sqrt(ivy.sum(ivy.multiply(lhs, lhs), axis=0))
    scale = ivy.where(ivy.equal(scale, 0), ivy.ones_like(scale), scale)
    lhs = ivy.divide(lhs, scale)
    eps = float(_np.finfo(_np.float64).eps)
    tol = len(ivy.to_list(xs)) * eps if rcond is None else rcond
    sol = ivy.linalg.lstsq(lhs, rhs, rtol=tol)[0]
    sol = ivy.divide(sol, scale if len(sol.shape) == 1 else ivy.reshape(scale, (-1, 1)))
    return wrap(sol)


# --- indices ----------------------------------------------------------------------------------
def ravel_multi_index(multi_index, dims, mode="raise", order="C"):
    idx = align([to_native(i) for i in multi_index])
    dims = tuple(int(d) for d in dims)
    if len(idx) != len(dims):
        raise ValueError("parameter multi_index must be a sequence of length "
                         f"{len(dims)}")
    strides = []
    s = 1
    order_dims = list(range(len(dims)))[::-1] if order == "C" else list(range(len(dims)))
    st = [0] * len(dims)
    for i in order_dims:
        st[i] = s
        s *= dims[i]
    strides = st
    total = None
    for i, (ix, n) in enumerate(zip(idx, dims)):
        ix = cast(ix, "int64")
        if mode == "raise":
            if bool(ivy.any(ivy.logical_or(ivy.less(ix, 0), ivy.greater_equal(ix, n)))):
                raise ValueError("invalid entry in coordinates array")
        elif mode == "wrap":
            ix = ivy.remainder(ix, n)
        elif mode == "clip":
            ix = ivy.clip(ix, 0, n - 1)
        term = ivy.multiply(ix, strides[i])
        total = term if total is None else ivy.add(total, term)
    return result(total)


def unravel_index(indices, shape, order="C"):
    i = cast(to_native(indices), "int64")
    dims = (int(shape),) if isinstance(shape, int) else tuple(int(d) for d in shape)
    size = math.prod(dims)
    if bool(ivy.any(ivy.logical_or(ivy.less(i, 0), ivy.greater_equal(i, size)))):
        raise ValueError(f"index out of bounds for array with size {size}")
    out = [None] * len(dims)
    rest = i
    seq = range(len(dims) - 1, -1, -1) if order == "C" else range(len(dims))
    for k in seq:
        out[k] = ivy.remainder(rest, dims[k])
        rest = ivy.floor_divide(rest, dims[k])
    return tuple(result(o) for o in out)


def ix_(*args):
    out = []
    n = len(args)
    for k, a in enumerate(args):
        d = to_native(a)
        if len(d.shape) != 1:
            raise ValueError("Cross index must be 1 dimensional")
        if name_of(d) == "bool":
            d = cast(ivy.nonzero(d)[0], "int64")
        out.append(wrap(ivy.reshape(d, (1,) * k + (-1,) + (1,) * (n - k - 1))))
    return tuple(out)


# --- others ----------------------------------------------------------------------------------
def block(arrays):
    def depth(a):
        return 1 + depth(a[0]) if isinstance(a, list) and a else (1 if isinstance(a, list)
                                                                  else 0)

    levels = depth(arrays)
    ndim = max(levels, _max_ndim(arrays))

    def rec(a, level):
        if isinstance(a, list):
            parts = [rec(x, level + 1) for x in a]
            return concatenate(parts, axis=-(levels - level))
        x = to_native(a)
        return wrap(ivy.reshape(x, (1,) * (ndim - len(x.shape)) + tuple(x.shape)))

    return rec(arrays, 0)


def _max_ndim(a):
    if isinstance(a, list):
        return max((_max_ndim(x) for x in a), default=0)
    return len(to_native(a).shape)


def gradient(f, *varargs, axis=None, edge_order=1):
    x = to_native(f)
    name = name_of(x)
    if kind_of(name) in "biu":
        x = cast(x, "float64")
    nd = len(x.shape)
    axes = tuple(range(nd)) if axis is None else tuple(
        normalize_axes(a, nd)[0] for a in (axis if isinstance(axis, (tuple, list)) else
                                           (axis,)))
    if edge_order != 1:
        reject_option("numpy", "gradient", "edge_order", edge_order, "first-order edges only")
    sp = list(varargs) if varargs else [1.0] * len(axes)
    if len(sp) == 1 and len(axes) > 1:
        sp = sp * len(axes)
    outs = []
    for ax, h in zip(axes, sp):
        n = int(x.shape[ax])
        if n < 2:
            raise ValueError("Shape of array too small to calculate a numerical gradient, at "
                             "least (edge_order + 1) elements are required.")

        def sl(a, b, ax=ax):
            s = [slice(None)] * nd
            s[ax] = slice(a, b)
            return tuple(s)

        if isinstance(h, (int, float)):
            interior = ivy.divide(ivy.subtract(x[sl(2, n)], x[sl(0, n - 2)]), 2.0 * h)
            first = ivy.divide(ivy.subtract(x[sl(1, 2)], x[sl(0, 1)]), float(h))
            last = ivy.divide(ivy.subtract(x[sl(n - 1, n)], x[sl(n - 2, n - 1)]), float(h))
        else:
            c = cast(align([to_native(h), x])[0], name_of(x))
            dx = ivy.subtract(c[1:], c[:-1])
            shape = [1] * nd
            shape[ax] = n - 1
            dx = ivy.reshape(dx, tuple(shape))
            d1, d2 = dx[sl(0, n - 2)], dx[sl(1, n - 1)]
            a = ivy.divide(ivy.negative(d2), ivy.multiply(d1, ivy.add(d1, d2)))
            b = ivy.divide(ivy.subtract(d2, d1), ivy.multiply(d1, d2))
            cc = ivy.divide(d1, ivy.multiply(d2, ivy.add(d1, d2)))
            interior = ivy.add(ivy.add(ivy.multiply(a, x[sl(0, n - 2)]),
                                       ivy.multiply(b, x[sl(1, n - 1)])),
                               ivy.multiply(cc, x[sl(2, n)]))
            first = ivy.divide(ivy.subtract(x[sl(1, 2)], x[sl(0, 1)]), dx[sl(0, 1)])
            last = ivy.divide(ivy.subtract(x[sl(n - 1, n)], x[sl(n - 2, n - 1)]),
                              dx[sl(n - 2, n - 1)])
        outs.append(wrap(ivy.concat([first, interior, last], axis=ax)))
    return outs[0] if len(outs) == 1 else tuple(outs)


def unwrap(p, discont=None, axis=-1, *, period=2 * math.pi):
    x = to_native(p)
    integral = kind_of(name_of(x)) in "iu" and isinstance(period, (int, _np.integer)) \
        and not isinstance(period, bool)
    if kind_of(name_of(x)) in "biu" and not integral:
        x = cast(x, "float64")
    ax = normalize_axes(axis, len(x.shape))[0]
    n = int(x.shape[ax])
    if n < 2:
        return wrap(x)
    d = ivy.diff(x, axis=ax)
    half = int(period) // 2 if integral else period / 2
    disc = half if discont is None else max(discont, half)
    dd = ivy.subtract(ivy.remainder(ivy.add(d, half), period), half)
    if not integral or int(period) % 2 == 0:  # the boundary -half of an even period: +half
        dd = ivy.where(ivy.logical_and(ivy.equal(dd, -half), ivy.greater(d, 0)),
                       ivy.full_like(dd, half), dd)
    corr = ivy.subtract(dd, d)
    corr = ivy.where(ivy.less(ivy.abs(d), disc), ivy.zeros_like(corr), corr)
    cum = ivy.astype(ivy.cumsum(corr, axis=ax), x.dtype)  # written into p's dtype, as NumPy
    s = [slice(None)] * len(x.shape)
    s[ax] = slice(0, 1)
    head = x[tuple(s)]
    s[ax] = slice(1, n)
    return wrap(ivy.concat([head, ivy.add(x[tuple(s)], cum)], axis=ax))


def ldexp(x1, x2, /, out=None):
    a = to_native(x1)
    b = to_native(x2) if not isinstance(x2, int) else x2
    name = name_of(a)
    if kind_of(name) != "f":
        name = {"b": "float16", "u": "float16" if name == "uint8" else "float32" if name ==
                "uint16" else "float64"}.get(kind_of(name), "float16" if name == "int8" else
                                             "float32" if name == "int16" else "float64")
        a = cast(a, name)
    if not isinstance(b, int):
        if kind_of(name_of(b)) not in "biu":
            raise TypeError("ufunc 'ldexp' not supported for the input types")
        b = cast(align([b, a])[0], name)
    return result(ivy.multiply(a, ivy.pow(2.0, b) if not isinstance(b, int) else 2.0 ** b), out)


def frexp(x, /):
    a = to_native(x)
    name = name_of(a)
    if kind_of(name) != "f":
        name = "float64" if name not in ("bool", "int8", "uint8") else "float16"
        a = cast(a, name)
    mag = ivy.abs(a)
    ok = ivy.logical_and(ivy.isfinite(a), ivy.not_equal(a, 0))
    safe = ivy.where(ok, mag, ivy.ones_like(mag))
    e = ivy.add(ivy.floor(ivy.log2(cast(safe, "float64"))), 1.0)
    m = ivy.divide(cast(a, "float64"), ivy.pow(2.0, e))
    # correct the rare off-by-one of log2 at powers of two
    big = ivy.greater_equal(ivy.abs(m), 1.0)
    m = ivy.where(big, ivy.divide(m, 2.0), m)
    e = ivy.where(big, ivy.add(e, 1.0), e)
    small = ivy.logical_and(ivy.less(ivy.abs(m), 0.5), ok)
    m = ivy.where(small, ivy.multiply(m, 2.0), m)
    e = ivy.where(small, ivy.subtract(e, 1.0), e)
    m = ivy.where(ok, cast(m, name), a)
    e = ivy.where(ok, cast(e, "int32"), ivy.zeros_like(cast(e, "int32")))
    return result(m), result(e)


def matvec(x1, x2, /):
    (a, b), name = strong_promote(x1, x2)
    if name == "bool":
        return result(ivy.any(ivy.logical_and(a, ivy.expand_dims(b, axis=-2)), axis=-1))
    return result(ivy.sum(ivy.multiply(a, ivy.expand_dims(b, axis=-2)), axis=-1))


def vecmat(x1, x2, /):
    (a, b), name = strong_promote(x1, x2)
    if name.startswith("complex"):
        a = ivy.conj(a)
    if name == "bool":
        return result(ivy.any(ivy.logical_and(ivy.expand_dims(a, axis=-1), b), axis=-2))
    return result(ivy.sum(ivy.multiply(ivy.expand_dims(a, axis=-1), b), axis=-2))


def piecewise(x, condlist, funclist, *args, **kw):
    d = to_native(x)
    conds = condlist if isinstance(condlist, list) else [condlist]
    conds = [cast(align([to_native(c), d])[0], "bool") for c in conds]
    if len(funclist) == len(conds) + 1:  # the last function is the default
        rest = ivy.logical_not(ivy.any(ivy.stack(conds, axis=0), axis=0)) if conds else \
            ivy.ones_like(d, dtype=ivy.bool)
        conds.append(rest)
    elif len(funclist) != len(conds):
        raise ValueError(f"with {len(conds)} condition(s), either {len(conds)} or "
                         f"{len(conds) + 1} functions are expected")
    out = ivy.zeros_like(d)
    for c, f in zip(conds, funclist):
        if callable(f):
            v = to_native(f(wrap(d), *args, **kw))
        else:
            v = f
        v = cast(ivy.broadcast_to(to_native(v) if not isinstance(v, (int, float, complex))
                                  else ivy.full_like(d, v), tuple(d.shape)), name_of(d))
        out = ivy.where(c, v, out)
    return wrap(out)

