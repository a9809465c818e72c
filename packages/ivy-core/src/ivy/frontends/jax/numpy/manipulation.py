"""``jax.numpy``'s shape manipulation, joining / splitting, indexing-like selection, sorting and
searching, and comparison helpers on Ivy.

Joining functions promote their inputs as JAX does; index results are int32. ``order=`` ``"C"``
is accepted (``"F"`` raises); ``kind=`` of ``sort`` is accepted and ignored (JAX ignores it too);
``mode=`` of ``take`` / ``take_along_axis`` supports ``"clip"`` and ``"wrap"``, the default
``"fill"`` returns the values for in-range indices and raises ``IndexError`` for others (JAX fills
them with NaN / the dtype's minimum).
"""

from __future__ import annotations

import builtins

import ivy

from ..._common import ivy_dtype_of, kind_of, reject_option
from .._dtypes import _PY_DTYPE, DTYPES, _dt
from .._promotion import promote_types as _promote_names
from .._promotion import result_type_of
from ..array import _NUMBERS, Array, native, promote, promote_all, scalar_like, take_nd, wrap
from .math import _arr, _no_out, maximum, minimum
from .reductions import sum as _sum

COMPOSED = frozenset({"hstack", "vstack", "dstack", "column_stack", "array_split", "hsplit",
                      "vsplit", "dsplit", "fliplr", "flipud", "rot90", "atleast_1d",
                      "atleast_2d", "atleast_3d", "select", "clip", "nan_to_num", "isclose",
                      "allclose", "array_equal", "array_equiv", "isin", "append", "ediff1d",
                      "argwhere", "flatnonzero", "tril_indices", "triu_indices", "diag_indices",
                      "unravel_index", "unique", "split", "delete"})

_range = builtins.range
_BOOL = DTYPES["bool"]


def _ax(axis, nd):
    return axis % nd if nd else 0


def _check_order(name, order):
    if order not in ("C", "A", "K", None):
        reject_option("jax.numpy", name, "order", order, "only C order")


def reshape(a, shape=None, order="C", *, copy=None, out_sharding=None):
    if order != "C":
        _check_order("reshape", order)
    if type(shape) is int:
        shape = (shape,)
    if type(a) is Array:
        return wrap(ivy.reshape(a._data, tuple(map(int, shape))), a._weak)
    return wrap(ivy.reshape(_arr(a), tuple(map(int, shape))), getattr(a, "weak_type", False))


def ravel(a, order="C", *, out_sharding=None):
    _check_order("ravel", order)
    return wrap(ivy.reshape(_arr(a), (-1,)), getattr(a, "weak_type", False))


def transpose(a, axes=None):
    d = _arr(a)
    axes = tuple(_range(len(d.shape)))[::-1] if axes is None else tuple(axes)
    return wrap(ivy.permute_dims(d, axes), getattr(a, "weak_type", False))


def permute_dims(a, /, axes):
    return transpose(a, axes)


def matrix_transpose(x, /):
    return wrap(ivy.matrix_transpose(_arr(x)))


def moveaxis(a, source, destination):
    return wrap(ivy.moveaxis(_arr(a), source, destination))


def swapaxes(a, axis1, axis2):
    return wrap(ivy.swapaxes(_arr(a), axis1, axis2))


def squeeze(a, axis=None):
    d = _arr(a)
    if axis is None:
        axis = tuple(i for i, s in enumerate(d.shape) if int(s) == 1)
    elif type(axis) is not int:
        axis = tuple(axis)
    return wrap(ivy.squeeze(d, axis=axis), getattr(a, "weak_type", False))


def expand_dims(a, axis):
    d = _arr(a)
    if type(axis) is int:
        return wrap(ivy.expand_dims(d, axis=axis), getattr(a, "weak_type", False))
    nd = len(d.shape) + len(axis)
    for ax in sorted(x % nd for x in axis):
        d = ivy.expand_dims(d, axis=ax)
    return wrap(d, getattr(a, "weak_type", False))


def _joined(arrays, dtype):
    xs, _ = promote_all(*arrays)
    if dtype is not None:
        xs = [ivy.astype(x, _dt(dtype)) for x in xs]
    return xs


def concatenate(arrays, axis=0, dtype=None):
    xs = _joined(list(arrays), dtype)
    if axis is None:
        xs = [ivy.reshape(x, (-1,)) for x in xs]
        axis = 0
    return wrap(ivy.concat(xs, axis=axis))


def concat(arrays, /, *, axis=0):
    return concatenate(arrays, axis)


def stack(arrays, axis=0, out=None, dtype=None):
    _no_out("stack", out)
    return wrap(ivy.stack(_joined(list(arrays), dtype), axis=axis))


def atleast_1d(*arys):
    out = [wrap(ivy.reshape(d, (1,)) if len(d.shape) == 0 else d) for d in map(_arr, arys)]
    return out[0] if len(out) == 1 else out


def atleast_2d(*arys):
    out = []
    for d in map(_arr, arys):
        out.append(wrap(ivy.reshape(d, (1,) * (2 - len(d.shape)) + tuple(d.shape))
                        if len(d.shape) < 2 else d))
    return out[0] if len(out) == 1 else out


def atleast_3d(*arys):
    out = []
    for d in map(_arr, arys):
        n = len(d.shape)
        s = tuple(d.shape)
        shape = (1, 1, 1) if n == 0 else (1, s[0], 1) if n == 1 else s + (1,) if n == 2 else s
        out.append(wrap(ivy.reshape(d, shape)))
    return out[0] if len(out) == 1 else out


def hstack(tup, dtype=None):
    xs = [x._data for x in atleast_1d(*tup)] if len(tup) > 1 else [atleast_1d(*tup)._data]
    return concatenate(xs, axis=0 if len(xs[0].shape) == 1 else 1, dtype=dtype)


def vstack(tup, dtype=None):
    xs = atleast_2d(*tup)
    xs = [xs] if type(xs) is Array else xs
    return concatenate(xs, axis=0, dtype=dtype)


def dstack(tup, dtype=None):
    xs = atleast_3d(*tup)
    xs = [xs] if type(xs) is Array else xs
    return concatenate(xs, axis=2, dtype=dtype)


def column_stack(tup):
    xs = []
    for d in map(_arr, tup):
        xs.append(ivy.reshape(d, (-1, 1)) if len(d.shape) < 2 else d)
    return concatenate(xs, axis=1)


def _split_sizes(n, indices_or_sections, even):
    ios = indices_or_sections
    if type(ios) is int or (hasattr(ios, "__index__") and not hasattr(ios, "__len__")):
        k = int(ios)
        if even and n % k:
            raise ValueError("array split does not result in an equal division")
        base, extra = divmod(n, k)
        return [base + 1] * extra + [base] * (k - extra)
    idx = [int(i) for i in (ivy.to_list(native(ios)) if not isinstance(ios, (list, tuple))
                            else ios)]
    bounds = [0] + [builtins.min(builtins.max(i if i >= 0 else i + n, 0), n) for i in idx] + [n]
    return [builtins.max(b - a, 0) for a, b in zip(bounds[:-1], bounds[1:])]


def _split(ary, ios, axis, even):
    d = _arr(ary)
    axis = _ax(axis, len(d.shape))
    sizes = _split_sizes(int(d.shape[axis]), ios, even)
    out, start = [], 0
    for s in sizes:
        idx = [slice(None)] * len(d.shape)
        idx[axis] = slice(start, start + s)
        out.append(wrap(d[tuple(idx)]))
        start += s
    return out


def split(ary, indices_or_sections, axis=0):
    return _split(ary, indices_or_sections, axis, True)


def array_split(ary, indices_or_sections, axis=0):
    return _split(ary, indices_or_sections, axis, False)


def hsplit(ary, indices_or_sections):
    d = _arr(ary)
    return _split(d, indices_or_sections, 0 if len(d.shape) == 1 else 1, True)


def vsplit(ary, indices_or_sections):
    return _split(ary, indices_or_sections, 0, True)


def dsplit(ary, indices_or_sections):
    return _split(ary, indices_or_sections, 2, True)


def unstack(x, /, *, axis=0):
    return tuple(wrap(u) for u in ivy.unstack(_arr(x), axis=axis))


def tile(A, reps):  # noqa: N803 - JAX's name
    reps = (int(reps),) if not hasattr(reps, "__len__") else tuple(int(r) for r in reps)
    d = _arr(A)
    if len(reps) < len(d.shape):
        reps = (1,) * (len(d.shape) - len(reps)) + reps
    return wrap(ivy.tile(d, reps))


def repeat(a, repeats, axis=None, *, total_repeat_length=None, out_sharding=None):
    d = _arr(a)
    r = repeats if type(repeats) is int else native(repeats)
    if axis is None:
        d = ivy.reshape(d, (-1,))
        axis = 0
    out = ivy.repeat(d, r, axis=axis)
    if total_repeat_length is not None:
        n = int(out.shape[axis])
        if n >= total_repeat_length:
            idx = [slice(None)] * len(out.shape)
            idx[axis] = slice(0, total_repeat_length)
            out = out[tuple(idx)]
        else:  # JAX pads with the last value
            last = [slice(None)] * len(out.shape)
            last[axis] = slice(n - 1, n)
            out = ivy.concat([out] + [out[tuple(last)]] * (total_repeat_length - n), axis=axis)
    return wrap(out)


def pad(array, pad_width, mode="constant", **kwargs):
    d = _arr(array)
    if callable(mode):
        reject_option("jax.numpy", "pad", "mode", mode, "callable modes")
    pw = pad_width
    if type(pw) is Array or ivy.is_native_array(pw):
        pw = ivy.to_list(native(pw))
    cv = kwargs.pop("constant_values", 0)
    if kwargs and builtins.any(k not in ("reflect_type", "stat_length", "end_values")
                               for k in kwargs):
        raise TypeError(f"pad() got unexpected keyword arguments {sorted(kwargs)}")
    if kwargs:
        reject_option("jax.numpy", "pad", next(iter(kwargs)), kwargs[next(iter(kwargs))])
    if type(cv) is not int and type(cv) is not float and type(cv) is not bool:
        cv = ivy.to_scalar(native(cv)) if not isinstance(cv, (list, tuple)) else cv
    if mode == "constant":
        return wrap(ivy.pad(d, pw, mode=mode, constant_values=cv))
    return wrap(ivy.pad(d, pw, mode=mode))


def flip(m, axis=None):
    return wrap(ivy.flip(_arr(m), axis=axis if axis is None or type(axis) is int
                         else tuple(axis)))


def fliplr(m):
    return flip(m, 1)


def flipud(m):
    return flip(m, 0)


def roll(a, shift, axis=None):
    d = _arr(a)
    if type(shift) is not int and not isinstance(shift, (list, tuple)):
        shift = int(ivy.to_scalar(native(shift)))
    if isinstance(shift, list):
        shift = tuple(shift)
    if isinstance(axis, list):
        axis = tuple(axis)
    return wrap(ivy.roll(d, shift, axis=axis))


def rot90(m, k=1, axes=(0, 1)):
    d = _arr(m)
    a0, a1 = axes
    k %= 4
    if k == 0:
        return wrap(d)
    if k == 2:
        return wrap(ivy.flip(d, axis=(a0, a1)))
    perm = list(_range(len(d.shape)))
    perm[a0 % len(perm)], perm[a1 % len(perm)] = perm[a1 % len(perm)], perm[a0 % len(perm)]
    if k == 1:
        return wrap(ivy.permute_dims(ivy.flip(d, axis=a1), tuple(perm)))
    return wrap(ivy.flip(ivy.permute_dims(d, tuple(perm)), axis=a1))


def broadcast_to(array, shape, *, out_sharding=None):
    shape = (shape,) if type(shape) is int else tuple(int(s) for s in shape)
    return wrap(ivy.broadcast_to(_arr(array), shape), getattr(array, "weak_type", False))


def broadcast_arrays(*args):
    return [wrap(x) for x in ivy.broadcast_arrays(*[_arr(a) for a in args])]


def broadcast_shapes(*shapes):
    shapes = [(s,) if type(s) is int else tuple(s) for s in shapes]
    n = builtins.max((len(s) for s in shapes), default=0)
    out = []
    for i in _range(n):
        dims = {s[i - n + len(s)] for s in shapes if i - n + len(s) >= 0}
        dims.discard(1)
        if len(dims) > 1:
            raise ValueError(f"Incompatible shapes for broadcasting: shapes={shapes}")
        out.append(dims.pop() if dims else 1)
    return tuple(out)


def where(condition, x=None, y=None, /, *, size=None, fill_value=None):
    if x is None and y is None:
        return nonzero(condition, size=size, fill_value=fill_value)
    if x is None or y is None:
        raise ValueError("Either both or neither of the x and y arguments should be provided to "
                         "jax.numpy.where")
    if type(condition) is Array:
        c = condition._data
        if condition._dtype is not _BOOL:
            c = ivy.astype(c, "bool")
    else:
        c = _arr(condition)
        if kind_of(c.dtype) != "bool":
            c = ivy.astype(c, "bool")
    a, b, weak = promote(x, y)
    if type(a) in _NUMBERS:
        a = scalar_like(c if type(b) in _NUMBERS else b, a,
                        b.dtype if type(b) not in _NUMBERS else result_type_of(x, y)[0])
    if type(b) in _NUMBERS:
        b = scalar_like(a, b, a.dtype)
    return wrap(ivy.where(c, a, b), weak)


def select(condlist, choicelist, default=0):
    if len(condlist) != len(choicelist):
        raise ValueError("condlist must have length equal to choicelist")
    xs, weak = promote_all(*choicelist, default)
    out = xs[-1]
    for c, v in zip(reversed(condlist), reversed(xs[:-1])):
        out = ivy.where(ivy.astype(_arr(c), "bool"), v, out)
    return wrap(out)


def _fix_indices(i, n, mode):
    if mode == "clip":
        return ivy.clip(i, 0, n - 1)
    if mode == "wrap":
        return ivy.remainder(i, n)
    return ivy.where(ivy.less(i, 0), ivy.add(i, n), i)


def take(a, indices, axis=None, out=None, mode=None, unique_indices=False,
         indices_are_sorted=False, fill_value=None):
    _no_out("take", out)
    d = _arr(a)
    if axis is None:
        d = ivy.reshape(d, (-1,))
        axis = 0
    i = _arr(indices)
    i = _fix_indices(i, int(d.shape[axis]), mode)
    if len(i.shape) == 0:
        return wrap(ivy.squeeze(ivy.take(d, ivy.reshape(i, (1,)), axis=axis), axis=axis))
    return wrap(take_nd(d, i, axis))


def take_along_axis(arr, indices, axis=-1, mode=None, fill_value=None, *,
                    wrap_negative_indices=None):
    d = _arr(arr)
    i = _arr(indices)
    if axis is None:
        d = ivy.reshape(d, (-1,))
        i = ivy.reshape(i, (-1,))
        axis = 0
    i = _fix_indices(i, int(d.shape[axis]), mode)
    return wrap(ivy.take_along_axis(d, i, axis=axis))


def sort(a, axis=-1, *, kind=None, order=None, stable=True, descending=False):
    if order is not None:
        reject_option("jax.numpy", "sort", "order", order, "no structured arrays")
    d = _arr(a)
    if axis is None:
        d = ivy.reshape(d, (-1,))
        axis = 0
    return wrap(ivy.sort(d, axis=axis, descending=descending, stable=stable))


def argsort(a, axis=-1, *, kind=None, order=None, stable=True, descending=False, dtype=None):
    if order is not None:
        reject_option("jax.numpy", "argsort", "order", order, "no structured arrays")
    d = _arr(a)
    if axis is None:
        d = ivy.reshape(d, (-1,))
        axis = 0
    return wrap(ivy.astype(ivy.argsort(d, axis=axis, descending=descending, stable=stable),
                           "int32"))


def searchsorted(a, v, side="left", sorter=None, *, method="scan"):
    x, y, _ = promote(a, v)
    if type(y) in _NUMBERS:
        y = scalar_like(x, y, x.dtype)
    s = None if sorter is None else _arr(sorter)
    return wrap(ivy.astype(ivy.searchsorted(x, y, side=side, sorter=s), "int32"))


def nonzero(a, *, size=None, fill_value=None):
    d = _arr(a)
    if len(d.shape) == 0:
        raise ValueError("Calling nonzero on 0d arrays is not allowed. Use jnp.atleast_1d(scalar)"
                         ".nonzero() instead.")
    fv = 0 if fill_value is None else fill_value
    return tuple(wrap(ivy.astype(i, "int32")) for i in ivy.nonzero(d, size=size, fill_value=fv))


def flatnonzero(a, *, size=None, fill_value=None):
    return nonzero(ravel(a), size=size, fill_value=fill_value)[0]


def argwhere(a, *, size=None, fill_value=None):
    d = _arr(a)
    if len(d.shape) == 0:
        d = ivy.reshape(d, (1,))
        return wrap(ivy.astype(ivy.reshape(ivy.stack(ivy.nonzero(d, size=size), axis=-1)[:, :0],
                                           (-1, 0)), "int32"))
    idx = nonzero(d, size=size, fill_value=fill_value)
    return wrap(ivy.stack([i._data for i in idx], axis=-1))


def unique(ar, return_index=False, return_inverse=False, return_counts=False, axis=None, *,
           equal_nan=True, size=None, fill_value=None, sorted=True):  # noqa: A002
    if axis is not None:
        reject_option("jax.numpy", "unique", "axis", axis)
    d = _arr(ar)
    vals, index, inverse, counts = ivy.unique_all(ivy.reshape(d, (-1,)))
    if size is not None:
        n = int(vals.shape[0])
        if n < size:
            fv = ivy.min(vals) if fill_value is None else fill_value
            fv = ivy.to_scalar(fv) if type(fv) not in _NUMBERS else fv
            extra = size - n
            vals = ivy.concat([vals, ivy.full((extra,), fv, dtype=vals.dtype, device=ivy.dev(d))])
            index = ivy.concat([index, ivy.zeros((extra,), dtype=index.dtype,
                                                 device=ivy.dev(d))])
            counts = ivy.concat([counts, ivy.zeros((extra,), dtype=counts.dtype,
                                                   device=ivy.dev(d))])
        else:
            vals, index, counts = vals[:size], index[:size], counts[:size]
    out = [wrap(vals)]
    if return_index:
        out.append(wrap(ivy.astype(index, "int32")))
    if return_inverse:
        out.append(wrap(ivy.astype(ivy.reshape(inverse, tuple(d.shape)), "int32")))
    if return_counts:
        out.append(wrap(ivy.astype(counts, "int32")))
    return out[0] if len(out) == 1 else tuple(out)


def clip(arr=None, /, min=None, max=None):  # noqa: A002
    out = arr
    if min is not None:
        out = maximum(out, min)
    if max is not None:
        out = minimum(out, max)
    return out if type(out) is Array else wrap(_arr(out))


def nan_to_num(x, copy=True, nan=0.0, posinf=None, neginf=None):
    d = _arr(x)
    k = kind_of(d.dtype)
    if k not in ("float", "complex"):
        return wrap(d)
    if k == "complex":
        re = nan_to_num(wrap(ivy.real(d)), nan=nan, posinf=posinf, neginf=neginf)._data
        im = nan_to_num(wrap(ivy.imag(d)), nan=nan, posinf=posinf, neginf=neginf)._data
        return wrap(ivy.add(ivy.astype(re, d.dtype), ivy.multiply(ivy.astype(im, d.dtype), 1j)))
    fi = ivy.finfo(d.dtype)
    big = float(fi.max) if posinf is None else posinf
    small = float(fi.min) if neginf is None else neginf
    out = ivy.where(ivy.isnan(d), scalar_like(d, nan, d.dtype), d)
    out = ivy.where(ivy.logical_and(ivy.isinf(d), ivy.greater(d, 0)),
                    scalar_like(d, big, d.dtype), out)
    out = ivy.where(ivy.logical_and(ivy.isinf(d), ivy.less(d, 0)),
                    scalar_like(d, small, d.dtype), out)
    return wrap(out)


def _both(a, b):
    x, y, _ = promote(a, b)
    if type(x) in _NUMBERS:
        x = scalar_like(y, x, y.dtype)
    if type(y) in _NUMBERS:
        y = scalar_like(x, y, x.dtype)
    return x, y


def isclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    x, y = _both(a, b)
    if kind_of(x.dtype) not in ("float", "complex"):
        return wrap(ivy.equal(x, y))
    diff = ivy.abs(ivy.subtract(x, y))
    tol = ivy.add(ivy.multiply(ivy.abs(y), float(rtol)), float(atol))
    out = ivy.less_equal(diff, ivy.astype(tol, diff.dtype))
    inf = ivy.logical_or(ivy.isinf(x), ivy.isinf(y))
    out = ivy.where(inf, ivy.equal(x, y), out)
    if equal_nan:
        out = ivy.logical_or(out, ivy.logical_and(ivy.isnan(x), ivy.isnan(y)))
    return wrap(out)


def allclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    return wrap(ivy.all(isclose(a, b, rtol, atol, equal_nan)._data))


def array_equal(a1, a2, equal_nan=False):
    x, y = _arr(a1), _arr(a2)
    if tuple(x.shape) != tuple(y.shape):
        return wrap(ivy.asarray(False))
    x, y = _both(wrap(x), wrap(y))
    eq = ivy.equal(x, y)
    if equal_nan and kind_of(x.dtype) in ("float", "complex"):
        eq = ivy.logical_or(eq, ivy.logical_and(ivy.isnan(x), ivy.isnan(y)))
    return wrap(ivy.all(eq))


def array_equiv(a1, a2):
    x, y = _arr(a1), _arr(a2)
    try:
        broadcast_shapes(tuple(x.shape), tuple(y.shape))
    except ValueError:
        return wrap(ivy.asarray(False))
    x, y = _both(wrap(x), wrap(y))
    return wrap(ivy.all(ivy.equal(x, y)))


def isin(element, test_elements, assume_unique=False, invert=False, *, method="auto"):
    x, t = _both(element, test_elements)
    hit = ivy.any(ivy.equal(ivy.expand_dims(x, axis=-1), ivy.reshape(t, (-1,))), axis=-1)
    return wrap(ivy.logical_not(hit) if invert else hit)


def append(arr, values, axis=None):
    if axis is None:
        return concatenate([ravel(arr), ravel(values)])
    return concatenate([arr, values], axis=axis)


def delete(arr, obj, axis=None, *, assume_unique_indices=False):
    d = _arr(arr)
    if axis is None:
        d = ivy.reshape(d, (-1,))
        axis = 0
    n = int(d.shape[axis])
    if type(obj) is slice:
        drop = set(_range(n)[obj])
    else:
        o = [obj] if type(obj) is int else ivy.to_list(_arr(obj))
        o = [o] if type(o) is int else o
        drop = {i % n for i in o}
    keep = [i for i in _range(n) if i not in drop]
    return wrap(ivy.take(d, ivy.current_backend(d).asarray(keep, dtype="int64"), axis=axis))


def diff(a, n=1, axis=-1, prepend=None, append=None):
    d = _arr(a)
    parts = []
    if prepend is not None:
        parts.append(ivy.broadcast_to(_arr(prepend), _edge_shape(d, axis)) if
                     len(_arr(prepend).shape) == 0 else _arr(prepend))
    parts.append(d)
    if append is not None:
        parts.append(ivy.broadcast_to(_arr(append), _edge_shape(d, axis)) if
                     len(_arr(append).shape) == 0 else _arr(append))
    if len(parts) > 1:
        d = ivy.concat(parts, axis=axis)
    bool_in = kind_of(d.dtype) == "bool"
    for _ in _range(n):
        m = int(d.shape[axis])
        hi = [slice(None)] * len(d.shape)
        lo = [slice(None)] * len(d.shape)
        hi[axis] = slice(1, m)
        lo[axis] = slice(0, m - 1)
        d = ivy.not_equal(d[tuple(hi)], d[tuple(lo)]) if bool_in else \
            ivy.subtract(d[tuple(hi)], d[tuple(lo)])
    return wrap(d)


def _edge_shape(d, axis):
    s = [int(v) for v in d.shape]
    s[axis] = 1
    return tuple(s)


def ediff1d(ary, to_end=None, to_begin=None):
    d = diff(ravel(ary))._data
    parts = ([ivy.reshape(_arr(to_begin), (-1,))] if to_begin is not None else []) + [d] + \
        ([ivy.reshape(_arr(to_end), (-1,))] if to_end is not None else [])
    return wrap(ivy.concat([ivy.astype(p, d.dtype) for p in parts], axis=0))


def _tri_indices(n, k, m, lower):
    m = n if m is None else m  # jnp.tri(n, m, k): float32 ones on and below the k-th diagonal
    t = ivy.tril(ivy.ones((n, m), dtype="float32"), k=k) if lower else \
        ivy.logical_not(ivy.astype(ivy.tril(ivy.ones((n, m), dtype="float32"), k=k - 1), "bool"))
    return tuple(wrap(ivy.astype(i, "int32")) for i in ivy.nonzero(t))


def tril_indices(n, k=0, m=None):
    return _tri_indices(n, k, m, True)


def triu_indices(n, k=0, m=None):
    return _tri_indices(n, k, m, False)


def diag_indices(n, ndim=2):
    i = ivy.arange(n, dtype="int32")
    return tuple(wrap(i) for _ in _range(ndim))


def unravel_index(indices, shape):
    i = _arr(indices)
    out = []
    for s in reversed(shape):
        out.append(wrap(ivy.astype(ivy.remainder(i, s), "int32")))
        i = ivy.floor_divide(i, s)
    return tuple(reversed(out))


def diagonal(a, offset=0, axis1=0, axis2=1):
    d = _arr(a)
    nd = len(d.shape)
    d = ivy.moveaxis(d, (axis1 % nd, axis2 % nd), (nd - 2, nd - 1))
    return wrap(ivy.linalg.diagonal(d, offset=offset))


def trace(a, offset=0, axis1=0, axis2=1, dtype=None, out=None):
    _no_out("trace", out)
    return _sum(diagonal(a, offset, axis1, axis2), axis=-1, dtype=dtype)


# --- dtypes and shapes ---------------------------------------------------------------------------
def shape(a):
    return tuple(int(s) for s in _arr(a).shape)


def ndim(a):
    return len(_arr(a).shape)


def size(a, axis=None):
    s = shape(a)
    if axis is not None:
        return s[axis]
    n = 1
    for v in s:
        n *= v
    return n


def promote_types(a, b):
    a = _PY_DTYPE.get(a, a) if isinstance(a, type) else a
    b = _PY_DTYPE.get(b, b) if isinstance(b, type) else b
    return DTYPES[_promote_names(str(ivy_dtype_of(a)), str(ivy_dtype_of(b)))]


def result_type(*args):
    ops = []
    for a in args:
        if isinstance(a, type) and a in _PY_DTYPE:  # the Python types: weak, as their values
            ops.append({bool: True, int: 0, float: 0.0, complex: 0j}[a])
        else:
            ops.append(a)
    return DTYPES[result_type_of(*ops)[0]]


def iscomplexobj(x):
    return kind_of(_arr(x).dtype) == "complex"


def isrealobj(x):
    return not iscomplexobj(x)


def isscalar(element):
    if type(element) in _NUMBERS:
        return True
    if type(element) is Array or ivy.is_native_array(element):
        return len(element.shape) == 0
    return False




__all__ = [_n for _n, _v in list(globals().items()) if not _n.startswith("_") and callable(_v)
           and getattr(_v, "__module__", None) == __name__]
