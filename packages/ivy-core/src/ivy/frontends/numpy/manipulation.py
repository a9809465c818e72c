"""NumPy's array manipulation functions on Ivy: shapes (``reshape``, ``transpose``, ``squeeze``,
``expand_dims``, ``broadcast_to``), joining and splitting (``concatenate``, ``stack``,
``split``), ordering (``flip``, ``roll``, ``rot90``), ``pad``, ``tile``, ``repeat``,
``where``, ``take``, ``clip``, ``round`` and the in-place writers (``put``, ``place``,
``copyto``, ``fill_diagonal``: they give the frontend array a new native array)."""

from __future__ import annotations

import math

import numpy as _np

import ivy

from .._common import reject_option
from ._dtypes import IVY, dtype_name
from ._indexing import _value
from ._ndarray import (
    ARRAY_TYPES,
    PY_KIND,
    _NumpyObject,
    cast,
    like,
    name_of,
    ndarray,
    result,
    to_native,
    wrap,
)
from ._promotion import kind_of, promote_types
from ._ufunc import NoValue, align, normalize_axes, promote_values
from .sorting import nonzero

__all__ = [
    "append", "around", "array_split", "atleast_1d", "atleast_2d", "atleast_3d",
    "broadcast_arrays", "broadcast_shapes", "broadcast_to", "choose", "clip", "column_stack",
    "compress", "concat", "concatenate", "delete", "dsplit", "dstack", "expand_dims",
    "extract", "flip", "fliplr", "flipud", "hsplit", "hstack", "insert",
    "matrix_transpose", "moveaxis", "nan_to_num", "pad", "permute_dims",
    "ravel", "repeat", "reshape", "resize", "roll", "rollaxis",
    "rot90", "round", "row_stack", "select", "split", "squeeze", "stack", "swapaxes", "take",
    "take_along_axis", "tile", "transpose", "trim_zeros", "unstack", "vsplit", "vstack", "where",
    "promote_values"]

COMPOSED = frozenset({"append", "array_split", "choose", "column_stack", "compress", "delete",
                      "dsplit", "dstack", "extract", "fliplr", "flipud",
                      "hsplit", "hstack", "insert", "nan_to_num",
                      "resize", "rot90", "round", "around",
                      "select", "split", "trim_zeros", "vsplit", "vstack", "rollaxis", "clip",
                      "row_stack"})


# --- shapes ----------------------------------------------------------------------------------
def _shape_arg(shape):
    if type(shape) is tuple:
        for s in shape:
            if type(s) is not int:
                break
        else:
            return shape
    if isinstance(shape, (int, _np.integer)) or isinstance(shape, _NumpyObject) and \
            not shape.ndim:
        return (int(shape),)
    return tuple(int(s) for s in shape)


def reshape(a, /, shape=None, order="C", *, newshape=None, copy=None):
    if shape is None:
        shape = newshape
    if order == "C" and type(a) is ndarray:  # the common call
        return wrap(ivy.reshape(a._data, _shape_arg(shape)))
    x = to_native(a)
    shape = _shape_arg(shape)
    if order == "F":
        x = ivy.permute_dims(x, tuple(range(len(x.shape)))[::-1])
        r = ivy.reshape(x, shape[::-1])
        return wrap(ivy.permute_dims(r, tuple(range(len(shape)))[::-1]))
    if order not in ("C", "A", None):
        raise ValueError(f"order must be one of 'C', 'F', 'A' (got {order!r})")
    return wrap(ivy.reshape(x, shape))


def ravel(a, order="C"):
    if order == "F":
        return reshape(a, (-1,), order="F")
    return wrap(ivy.reshape(to_native(a), (-1,)))


def transpose(a, axes=None):
    x = to_native(a)
    nd = len(x.shape)
    if axes is None:
        axes = tuple(range(nd))[::-1]
    else:
        axes = tuple(int(i) for i in axes)
        if len(axes) != nd:
            raise ValueError("axes don't match array")
        axes = tuple(normalize_axes(i, nd)[0] for i in axes)
    return wrap(ivy.permute_dims(x, axes))


def permute_dims(a, /, axes=None):
    return transpose(a, axes)


def matrix_transpose(x, /):
    d = to_native(x)
    if len(d.shape) < 2:
        raise ValueError(f"Input array must be at least 2-dimensional, but it is "
                         f"{len(d.shape)}")
    return wrap(ivy.matrix_transpose(d))


def moveaxis(a, source, destination):
    x = to_native(a)
    nd = len(x.shape)
    src = [normalize_axes(s, nd)[0] for s in (source if isinstance(source, (tuple, list))
                                              else (source,))]
    dst = [normalize_axes(s, nd)[0] for s in (destination if isinstance(destination,
                                                                        (tuple, list))
                                              else (destination,))]
    if len(src) != len(dst):
        raise ValueError("`source` and `destination` arguments must have the same number of "
                         "elements")
    order = [n for n in range(nd) if n not in src]
    for d, s in sorted(zip(dst, src)):
        order.insert(d, s)
    return wrap(ivy.permute_dims(x, tuple(order)))


def rollaxis(a, axis, start=0):
    x = to_native(a)
    nd = len(x.shape)
    axis = normalize_axes(axis, nd)[0]
    start = start + nd if start < 0 else start
    if not 0 <= start <= nd:
        raise ValueError(f"start arg requires {-nd} <= start < {nd + 1}")
    if axis < start:
        start -= 1
    if axis == start:
        return wrap(x)
    return moveaxis(wrap(x), axis, start)


def swapaxes(a, axis1, axis2):
    x = to_native(a)
    nd = len(x.shape)
    i, j = normalize_axes(axis1, nd)[0], normalize_axes(axis2, nd)[0]
    order = list(range(nd))
    order[i], order[j] = order[j], order[i]
    return wrap(ivy.permute_dims(x, tuple(order)))


def squeeze(a, axis=None):
    x = to_native(a)
    shape = tuple(int(s) for s in x.shape)
    if axis is None:
        axes = tuple(i for i, s in enumerate(shape) if s == 1)
    else:
        axes = normalize_axes(axis, len(shape))
        if any(shape[i] != 1 for i in axes):
            raise ValueError("cannot select an axis to squeeze out which has size not equal to "
                             "one")
    out = ivy.reshape(x, tuple(s for i, s in enumerate(shape) if i not in axes))
    return a._like(out) if isinstance(a, _NumpyObject) else wrap(out)


def expand_dims(a, axis):
    x = to_native(a)
    shape = list(int(s) for s in x.shape)
    axes = normalize_axes(axis, len(shape) + (len(axis) if isinstance(axis, (tuple, list))
                                               else 1))
    for i in axes:
        shape.insert(i, 1)
    return wrap(ivy.reshape(x, tuple(shape)))


def broadcast_to(array, shape, subok=False):
    return wrap(ivy.broadcast_to(to_native(array), _shape_arg(shape)))


def broadcast_arrays(*args, subok=False):
    xs = align([to_native(a) for a in args])
    return tuple(wrap(x) for x in ivy.broadcast_arrays(*xs)) if xs else ()


def broadcast_shapes(*args):
    return _np.broadcast_shapes(*args)


def _atleast(arys, n):
    out = []
    for a in arys:
        x = to_native(a)
        s = tuple(x.shape)
        if len(s) < n:
            s = {0: (1,) * n, 1: (1, *s, 1)[:n] if n == 3 else (1, *s), 2: (*s, 1)}[len(s)] \
                if n > 1 else (1,)
            if n == 2 and len(x.shape) == 1:
                s = (1, int(x.shape[0]))
            x = ivy.reshape(x, s)
        out.append(wrap(x))
    return out[0] if len(out) == 1 else tuple(out)


def atleast_1d(*arys):
    return _atleast(arys, 1)


def atleast_2d(*arys):
    return _atleast(arys, 2)


def atleast_3d(*arys):
    return _atleast(arys, 3)


# --- joining and splitting ---------------------------------------------------------------------
def _join_args(arrays, dtype, name):
    if isinstance(arrays, _NumpyObject):
        arrays = list(arrays)
    xs = []
    for a in arrays:
        if type(a) in PY_KIND or isinstance(a, _NumpyObject) and not a.ndim and \
                name == "concatenate":
            raise ValueError("zero-dimensional arrays cannot be concatenated")
        xs.append(to_native(a))
    if not xs:
        raise ValueError("need at least one array to concatenate")
    xs = align(xs)
    target = dtype_name(dtype) if dtype is not None else None
    if target is None:
        target = name_of(xs[0])
        for x in xs[1:]:
            target = promote_types(target, name_of(x))
    return [cast(x, target) for x in xs]


def concatenate(arrays, /, axis=0, out=None, *, dtype=None, casting="same_kind"):
    xs = _join_args(arrays, dtype, "concatenate")
    if axis is None:
        xs = [ivy.reshape(x, (-1,)) for x in xs]
        axis = 0
    else:
        nd = len(xs[0].shape)
        if any(len(x.shape) != nd for x in xs):
            raise ValueError("all the input array dimensions except for the concatenation axis "
                             "must match exactly, but they have different numbers of "
                             "dimensions")
        axis = normalize_axes(axis, nd)[0]
    return result(ivy.concat(xs, axis=axis), out)


def concat(arrays, /, axis=0, out=None, *, dtype=None, casting="same_kind"):
    return concatenate(arrays, axis, out, dtype=dtype, casting=casting)


def stack(arrays, axis=0, out=None, *, dtype=None, casting="same_kind"):
    xs = _join_args(arrays, dtype, "stack")
    if len({tuple(x.shape) for x in xs}) != 1:
        raise ValueError("all input arrays must have the same shape")
    axis = normalize_axes(axis, len(xs[0].shape) + 1)[0]
    return result(ivy.stack(xs, axis=axis), out)


def _tuple(tup):
    return list(tup) if isinstance(tup, _NumpyObject) else tup


def vstack(tup, *, dtype=None, casting="same_kind"):
    arrs = atleast_2d(*_tuple(tup))
    return concatenate(arrs if isinstance(arrs, tuple) else (arrs,), 0, dtype=dtype)


row_stack = vstack


def hstack(tup, *, dtype=None, casting="same_kind"):
    arrs = atleast_1d(*_tuple(tup))
    arrs = arrs if isinstance(arrs, tuple) else (arrs,)
    return concatenate(arrs, 0 if arrs and arrs[0].ndim == 1 else 1, dtype=dtype)


def dstack(tup):
    arrs = atleast_3d(*_tuple(tup))
    return concatenate(arrs if isinstance(arrs, tuple) else (arrs,), 2)


def column_stack(tup):
    arrs = []
    for a in _tuple(tup):
        x = to_native(a)
        if len(x.shape) < 2:
            x = ivy.reshape(x, (-1, 1))
        arrs.append(wrap(x))
    return concatenate(arrs, 1)


def _split_points(n, indices_or_sections, even):
    if isinstance(indices_or_sections, (int, _np.integer)) or \
            isinstance(indices_or_sections, _NumpyObject) and not indices_or_sections.ndim:
        k = int(indices_or_sections)
        if k <= 0:
            raise ValueError("number sections must be larger than 0.")
        if even and n % k:
            raise ValueError("array split does not result in an equal division")
        q, r = divmod(n, k)
        sizes = [q + 1] * r + [q] * (k - r)
        pts = [0]
        for s in sizes:
            pts.append(pts[-1] + s)
        return list(zip(pts[:-1], pts[1:]))
    idx = [int(i) for i in (indices_or_sections.tolist() if isinstance(indices_or_sections,
                                                                       _NumpyObject)
                            else indices_or_sections)]
    bounds = [0] + idx + [n]
    return list(zip(bounds[:-1], bounds[1:]))


def _split(ary, indices_or_sections, axis, even):
    x = to_native(ary)
    axis = normalize_axes(axis, len(x.shape))[0]
    n = int(x.shape[axis])
    out = []
    for start, stop in _split_points(n, indices_or_sections, even):
        sl = [slice(None)] * len(x.shape)
        start = max(min(start + n if start < 0 else start, n), 0)
        stop = max(min(stop + n if stop < 0 else stop, n), 0)
        sl[axis] = slice(start, max(start, stop))
        out.append(wrap(x[tuple(sl)]))
    return out


def split(ary, indices_or_sections, axis=0):
    return _split(ary, indices_or_sections, axis, True)


def array_split(ary, indices_or_sections, axis=0):
    return _split(ary, indices_or_sections, axis, False)


def hsplit(ary, indices_or_sections):
    x = to_native(ary)
    if not len(x.shape):
        raise ValueError("hsplit only works on arrays of 1 or more dimensions")
    return split(ary, indices_or_sections, 1 if len(x.shape) > 1 else 0)


def vsplit(ary, indices_or_sections):
    if len(to_native(ary).shape) < 2:
        raise ValueError("vsplit only works on arrays of 2 or more dimensions")
    return split(ary, indices_or_sections, 0)


def dsplit(ary, indices_or_sections):
    if len(to_native(ary).shape) < 3:
        raise ValueError("dsplit only works on arrays of 3 or more dimensions")
    return split(ary, indices_or_sections, 2)


def unstack(x, /, *, axis=0):
    d = to_native(x)
    if not len(d.shape):
        raise ValueError("Input array must be at least 1-d.")
    return tuple(wrap(p) for p in ivy.unstack(d, axis=normalize_axes(axis, len(d.shape))[0]))


# --- repeating, ordering ---------------------------------------------------------------------
def tile(A, reps):  # noqa: N803 - NumPy's name
    x = to_native(A)
    reps = (int(reps),) if isinstance(reps, (int, _np.integer)) else tuple(int(r) for r in reps)
    nd = max(len(reps), len(x.shape))
    x = ivy.reshape(x, (1,) * (nd - len(x.shape)) + tuple(x.shape))
    reps = (1,) * (nd - len(reps)) + reps
    return wrap(ivy.tile(x, reps))


def repeat(a, repeats, axis=None):
    x = to_native(a)
    if not isinstance(repeats, (int, _np.integer)):
        r = to_native(repeats, "int64")
        if len(r.shape) == 0:
            repeats = int(ivy.to_scalar(r))
        else:
            repeats = align([r, x])[0]
    if axis is not None:
        axis = normalize_axes(axis, len(x.shape))[0]
    elif not len(x.shape):
        x = ivy.reshape(x, (1,))
    return wrap(ivy.repeat(x, repeats, axis=axis))


def flip(m, axis=None):
    x = to_native(m)
    axes = None if axis is None else normalize_axes(axis, len(x.shape))
    return wrap(ivy.flip(x, axis=axes))


def fliplr(m):
    if len(to_native(m).shape) < 2:
        raise ValueError("Input must be >= 2-d.")
    return flip(m, 1)


def flipud(m):
    if len(to_native(m).shape) < 1:
        raise ValueError("Input must be >= 1-d.")
    return flip(m, 0)


def roll(a, shift, axis=None):
    x = to_native(a)
    if axis is None:
        return wrap(ivy.reshape(ivy.roll(ivy.reshape(x, (-1,)), shift), tuple(x.shape)))
    if isinstance(axis, (tuple, list)):
        axes = tuple(normalize_axes(i, len(x.shape))[0] for i in axis)
        shifts = tuple(shift) if isinstance(shift, (tuple, list)) else (shift,) * len(axes)
        return wrap(ivy.roll(x, shifts, axis=axes))
    return wrap(ivy.roll(x, shift, axis=normalize_axes(axis, len(x.shape))[0]))


def rot90(m, k=1, axes=(0, 1)):
    x = to_native(m)
    nd = len(x.shape)
    a0, a1 = (normalize_axes(i, nd)[0] for i in axes)
    if a0 == a1:
        raise ValueError("Axes must be different.")
    k %= 4
    if k == 0:
        return wrap(x)
    if k == 2:
        return wrap(ivy.flip(x, axis=(a0, a1)))
    order = list(range(nd))
    order[a0], order[a1] = order[a1], order[a0]
    if k == 1:
        return wrap(ivy.permute_dims(ivy.flip(x, axis=(a1,)), tuple(order)))
    return wrap(ivy.flip(ivy.permute_dims(x, tuple(order)), axis=(a1,)))


def pad(array, pad_width, mode="constant", **kwargs):
    x = to_native(array)
    nd = len(x.shape)
    pw = _np.broadcast_to(_np.asarray(pad_width if not isinstance(pad_width, _NumpyObject)
                                      else pad_width.tolist(), dtype=_np.int64), (nd, 2))
    pw = tuple((int(b), int(e)) for b, e in pw)
    if mode not in ("constant", "reflect", "symmetric", "edge", "wrap"):
        reject_option("numpy", "pad", "mode", mode, "Ivy's pad has constant, reflect, "
                      "symmetric, edge and wrap")
    if mode in ("reflect", "symmetric") and kwargs.get("reflect_type", "even") != "even":
        reject_option("numpy", "pad", "reflect_type", kwargs["reflect_type"])
    if mode != "constant":
        return wrap(ivy.pad(x, pw, mode=mode))
    cv = kwargs.get("constant_values", 0)
    if isinstance(cv, (int, float, complex, bool)):
        return wrap(ivy.pad(x, pw, mode="constant", constant_values=_cast_py(cv, name_of(x))))
    cvs = _np.broadcast_to(_np.asarray(cv if not isinstance(cv, _NumpyObject) else cv.tolist()),
                           (nd, 2))
    out = x
    for ax in range(nd):  # per-axis, per-side values: pad one side of one axis at a time
        for side in (0, 1):
            widths = [(0, 0)] * nd
            widths[ax] = (pw[ax][0], 0) if side == 0 else (0, pw[ax][1])
            out = ivy.pad(out, tuple(widths), mode="constant",
                          constant_values=_cast_py(cvs[ax, side].item(), name_of(x)))
    return wrap(out)


def _cast_py(v, name):
    k = kind_of(name)
    if k == "b":
        return bool(v)
    if k in "iu":
        return int(v)
    return complex(v) if k == "c" else float(v)


# --- selection ---------------------------------------------------------------------------
def where(condition, x=None, y=None, /):
    if x is None and y is None:
        return nonzero(condition)
    if x is None or y is None:
        raise ValueError("either both or neither of x and y should be given")
    if type(x) in ARRAY_TYPES and type(y) in ARRAY_TYPES and \
            type(condition) in ARRAY_TYPES:  # the common call: one dtype, one backend
        a, b, c = x._data, y._data, condition._data
        if a.dtype == b.dtype and type(a) is type(b) is type(c) and \
                name_of(c) == "bool":
            return wrap(ivy.where(c, a, b))
    (a, b), _ = promote_values(x, y)
    c, a, b = align([to_native(condition), a, b])
    if name_of(c) != "bool":
        c = ivy.not_equal(c, 0) if not name_of(c).startswith("complex") else \
            ivy.not_equal(ivy.abs(c), 0)
    return wrap(ivy.where(c, a, b))


def _index_native(indices, n, mode, ref):
    """Integer indices (any shape) as a native int64 array in ``[0, n)`` by ``mode``."""
    i = to_native(indices)
    if not name_of(i).startswith(("int", "uint")):
        if name_of(i) == "bool":
            i = cast(i, "int64")
        elif int(math.prod(tuple(i.shape))) == 0:
            i = cast(i, "int64")
        else:
            raise TypeError("Cannot cast array data from dtype('float64') to dtype('int64') "
                            "according to the rule 'safe'")
    i = align([cast(i, "int64"), ref])[0]
    if mode == "raise":
        if n == 0 and int(math.prod(tuple(i.shape))):
            raise IndexError("cannot do a non-empty take from an empty axes.")
        if int(math.prod(tuple(i.shape))) and (bool(ivy.any(ivy.greater_equal(i, n))) or
                                               bool(ivy.any(ivy.less(i, -n)))):
            raise IndexError(f"index out of range for an axis of size {n}")
        return ivy.where(ivy.less(i, 0), ivy.add(i, n), i)
    if mode == "wrap":
        return ivy.remainder(i, n)
    if mode == "clip":
        return ivy.clip(i, 0, n - 1)
    raise ValueError(f"clipmode must be one of 'clip', 'raise', or 'wrap' (got {mode!r})")


def take(a, indices, axis=None, out=None, mode="raise"):
    x = to_native(a)
    if axis is None:
        x = ivy.reshape(x, (-1,))
        axis = 0
    else:
        axis = normalize_axes(axis, len(x.shape))[0]
    n = int(x.shape[axis])
    i = _index_native(indices, n, mode, x)
    ishape = tuple(i.shape)
    r = ivy.take(x, ivy.reshape(i, (-1,)), axis=axis)
    shape = tuple(x.shape[:axis]) + ishape + tuple(x.shape[axis + 1:])
    return result(ivy.reshape(r, shape), out)


def take_along_axis(arr, indices, axis=-1):
    x = to_native(arr)
    i = to_native(indices)
    if axis is None:
        x = ivy.reshape(x, (-1,))
        axis = 0
        if len(i.shape) != 1:
            raise ValueError("when axis=None, `indices` must have a single dimension.")
    if len(i.shape) != len(x.shape):
        raise ValueError("`indices` and `arr` must have the same number of dimensions")
    axis = normalize_axes(axis, len(x.shape))[0]
    n = int(x.shape[axis])
    i = _index_native(i, n, "raise", x)
    return wrap(ivy.take_along_axis(x, i, axis=axis))


def choose(a, choices, out=None, mode="raise"):
    i = to_native(a)
    cs, _ = promote_values(*(choices if not isinstance(choices, _NumpyObject)
                             else list(choices)))
    n = len(cs)
    i = _index_native(i, n, mode, cs[0])
    full = ivy.broadcast_arrays(i, *cs)
    stacked = ivy.stack(full[1:], axis=0)
    r = ivy.take_along_axis(stacked, ivy.expand_dims(full[0], axis=0), axis=0)
    return result(ivy.reshape(r, tuple(full[0].shape)), out)


def compress(condition, a, axis=None, out=None):
    c = _np.asarray(ivy.to_numpy(to_native(condition))).reshape(-1).astype(bool)
    x = to_native(a)
    if axis is None:
        x = ivy.reshape(x, (-1,))
        axis = 0
    axis = normalize_axes(axis, len(x.shape))[0]
    if c.size > int(x.shape[axis]):
        raise IndexError(f"index {c.size - 1} is out of bounds for axis {axis} with size "
                         f"{int(x.shape[axis])}")
    r = ivy.take(x, like(_np.flatnonzero(c), x), axis=axis)
    return result(r, out) if out is not None else wrap(r)


def extract(condition, arr):
    c = _np.asarray(ivy.to_numpy(to_native(condition))).reshape(-1) != 0
    x = ivy.reshape(to_native(arr), (-1,))
    return wrap(ivy.take(x, like(_np.flatnonzero(c), x), axis=0))


def delete(arr, obj, axis=None):
    x = to_native(arr)
    if axis is None:
        x = ivy.reshape(x, (-1,))
        axis = 0
    axis = normalize_axes(axis, len(x.shape))[0]
    n = int(x.shape[axis])
    keep = _np.ones(n, dtype=bool)
    o = obj if isinstance(obj, slice) else _np.asarray(
        ivy.to_numpy(to_native(obj)) if isinstance(obj, _NumpyObject) else obj)
    if not isinstance(o, slice) and o.dtype == bool:
        if o.shape != (n,):
            raise ValueError("boolean array argument obj to delete must be one dimensional and "
                             "match the axis length")
        keep = ~o
    else:
        if not isinstance(o, slice) and o.size and (o.max() >= n or o.min() < -n):
            raise IndexError(f"index {int(o.max())} is out of bounds for axis {axis} with size "
                             f"{n}")
        keep[o] = False
    return wrap(ivy.take(x, like(_np.flatnonzero(keep), x), axis=axis))


def insert(arr, obj, values, axis=None):
    x = to_native(arr)
    if axis is None:
        x = ivy.reshape(x, (-1,))
        axis = 0
    axis = normalize_axes(axis, len(x.shape))[0]
    n = int(x.shape[axis])
    name = name_of(x)
    v = _value(values, name, x)
    o = obj if isinstance(obj, slice) else _np.asarray(
        ivy.to_numpy(to_native(obj)) if isinstance(obj, _NumpyObject) else obj)
    if isinstance(o, slice):
        o = _np.arange(*o.indices(n))
    scalar = o.ndim == 0 or o.size == 1  # NumPy reads a one-element sequence as one index
    if scalar:
        o = o.reshape(())
    if scalar:
        vv = ivy.reshape(v, (1,) * max(0, len(x.shape) - len(v.shape)) + tuple(v.shape))
        vv = ivy.moveaxis(vv, 0, axis) if len(vv.shape) == len(x.shape) and len(x.shape) else vv
        k = int(vv.shape[axis]) if len(vv.shape) == len(x.shape) else 1
    else:
        k = int(o.size)
    shape = list(int(s) for s in x.shape)
    shape[axis] = k
    vals = ivy.broadcast_to(vv if scalar else v, tuple(shape))
    o = _np.where(o < 0, o + n, o)
    if (o > n).any() or (o < 0).any():
        raise IndexError(f"index {int(o.max())} is out of bounds for axis {axis} with size {n}")
    tmpl = _np.insert(_np.arange(n), o if not scalar else int(o), n + _np.arange(k))
    both = ivy.concat([x, vals], axis=axis)
    return wrap(ivy.take(both, like(tmpl, x), axis=axis))


def append(arr, values, axis=None):
    if axis is None:
        a = ivy.reshape(to_native(arr), (-1,))
        v = ivy.reshape(to_native(values), (-1,))
        return concatenate((wrap(a), wrap(v)), 0)
    return concatenate((arr, values), axis)


def resize(a, new_shape):
    x = ivy.reshape(to_native(a), (-1,))
    shape = _shape_arg(new_shape)
    n = math.prod(shape)
    k = int(x.shape[0])
    if k == 0 or n == 0:
        return wrap(ivy.zeros(shape, dtype=x.dtype))
    reps = -(-n // k)
    return wrap(ivy.reshape(ivy.tile(x, (reps,))[:n], shape))


def trim_zeros(filt, trim="fb", axis=None):
    x = to_native(filt)
    nz = _np.flatnonzero(_np.asarray(ivy.to_numpy(x)) != 0)
    n = int(x.shape[0])
    start = int(nz[0]) if nz.size and "f" in trim.lower() else (n if not nz.size and
                                                                  "f" in trim.lower() else 0)
    stop = int(nz[-1]) + 1 if nz.size and "b" in trim.lower() else (
        n if nz.size or "b" not in trim.lower() else 0)
    return wrap(x[start:max(start, stop)])


def select(condlist, choicelist, default=0):
    if len(condlist) != len(choicelist):
        raise ValueError("list of cases must be same length as list of conditions")
    if not condlist:
        raise ValueError("select with an empty condition list is not possible")
    vals, _ = promote_values(*choicelist, default)
    conds = align([to_native(c) for c in condlist] + [vals[0]])[:-1]
    for c in conds:
        if name_of(c) != "bool":
            raise TypeError("invalid entry in condlist: should be boolean ndarray")
    out = vals[-1]
    for c, v in zip(reversed(conds), reversed(vals[:-1])):
        out = ivy.where(c, v, out)
    return wrap(out)


def clip(a, a_min=NoValue, a_max=NoValue, out=None, *, min=NoValue,  # noqa: A002
         max=NoValue, **kwargs):  # noqa: A002
    lo = a_min if a_min is not NoValue else (None if min is NoValue else min)
    hi = a_max if a_max is not NoValue else (None if max is NoValue else max)
    if lo is None and hi is None and a_min is NoValue and a_max is NoValue and \
            min is NoValue and max is NoValue:
        raise ValueError("One of max or min must be given")
    dtype = kwargs.pop("dtype", None)
    parts = [a] + [v for v in (lo, hi) if v is not None]
    natives, name = promote_values(*parts, dtype=dtype)
    x = natives[0]
    k = 1
    if lo is not None:
        x = ivy.maximum(x, natives[k])
        k += 1
    if hi is not None:
        x = ivy.minimum(x, natives[k])
    return result(x, out)


def round(a, decimals=0, out=None):  # noqa: A001 - NumPy's name
    x = to_native(a)
    name = name_of(x)
    if name == "bool":
        x = cast(x, "int8") if decimals >= 0 else x
    k = kind_of(name_of(x))
    if k in "iu":
        if decimals >= 0:
            r = x
        else:
            f = 10 ** (-decimals)
            r = cast(ivy.multiply(ivy.round(ivy.divide(ivy.astype(x, IVY["float64"]), f)), f),
                     name_of(x))
    elif decimals == 0:
        r = ivy.round(x)
    elif decimals > 0:
        f = 10.0 ** decimals
        r = ivy.divide(ivy.round(ivy.multiply(x, f)), f)
    else:
        f = 10.0 ** (-decimals)
        r = ivy.multiply(ivy.round(ivy.divide(x, f)), f)
    return result(r, out)


around = round


def nan_to_num(x, copy=True, nan=0.0, posinf=None, neginf=None):
    d = to_native(x)
    name = name_of(d)
    k = kind_of(name)
    if k not in "fc":
        return x if isinstance(x, _NumpyObject) else wrap(d)

    def fix(v, fname):
        info = _np.finfo(fname if fname != "bfloat16" else "float32")
        hi = info.max if posinf is None else posinf
        lo = info.min if neginf is None else neginf
        v = ivy.where(ivy.isnan(v), ivy.full_like(v, nan), v)
        v = ivy.where(ivy.logical_and(ivy.isinf(v), ivy.greater(v, 0)), ivy.full_like(v, hi), v)
        return ivy.where(ivy.logical_and(ivy.isinf(v), ivy.less(v, 0)), ivy.full_like(v, lo), v)

    if k == "c":
        fname = "float32" if name == "complex64" else "float64"
        re, im = fix(ivy.real(d), fname), fix(ivy.imag(d), fname)
        out = ivy.add(cast(re, name), ivy.multiply(cast(im, name), 1j))
    else:
        out = fix(d, name)
    return x._like(out) if isinstance(x, _NumpyObject) else wrap(out)

