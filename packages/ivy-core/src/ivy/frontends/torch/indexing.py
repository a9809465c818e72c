"""``Tensor.__getitem__`` / ``__setitem__`` with PyTorch's indexing on every backend, and
``masked_fill``, ``index_put``.

Keys: integers, slices (positive steps, as PyTorch), ``...``, ``None``, and the advanced ones:
integer tensors / lists (int64 after conversion) and bool masks, in any position and mixed with
slices, with NumPy's (= PyTorch's) placement of the indexed dimensions. Basic keys go to Ivy's
standard indexing (``ivy.Array``); advanced keys become one ``ivy.take`` over flattened positions.
``__setitem__`` is functional on every backend: the positions the key selects are scattered with
``ivy.scatter_nd`` into a new array that the tensor then holds (its dtype kept, as PyTorch does).
"""

from __future__ import annotations

import ivy

from .._common import ivy_dtype_of, kind_of
from .tensor import Tensor, _cast, _scope, native, wrap

__all__ = ["getitem", "setitem", "masked_fill", "index_put", "combinations", "diagonal_scatter",
           "index_reduce", "nonzero_static", "put", "unravel_index"]
#: functions written as a composition of several Ivy functions
COMPOSED = frozenset({"combinations", "diagonal_scatter", "index_reduce", "nonzero_static", "put",
                      "unravel_index"})

_BASIC = (int, slice, type(None), type(Ellipsis))


def _item(k, x):
    c = type(k)
    if c in _BASIC or c is bool:
        return k
    if c is Tensor:
        k = k._data
    elif isinstance(k, (list, tuple)):
        with _scope(x):
            k = ivy.asarray(k)
        if kind_of(k.dtype) not in ("bool",):
            k = _cast(k, "int64")
        return k
    elif not ivy.is_native_array(k):
        if hasattr(k, "__index__"):
            return int(k)
        with _scope(x):
            k = ivy.asarray(k)
    return k


def _key(key, x):
    items = key if type(key) is tuple else (key,)
    return tuple(_item(k, x) for k in items)


def _is_basic(items):
    return all(type(i) in _BASIC for i in items)


def _expand(items, ndim):
    """Ellipsis expanded, bools and masks as index arrays: (items, number of consumed dims)."""
    out = []
    for i in items:
        c = type(i)
        if c is bool:  # a Python bool: a new axis of length 1 (True) or 0 (False)
            out.append(None)
            out.append(("mask0", i))
        elif c in _BASIC:
            out.append(i)
        elif kind_of(i.dtype) == "bool":
            if not i.shape:
                out.append(None)
                out.append(("mask0", bool(ivy.to_scalar(i))))
            else:
                out.extend(_cast(j, "int64") for j in ivy.nonzero(i))
        else:
            out.append(i)
    used = sum(1 for i in out if i is not None and i is not Ellipsis and type(i) is not tuple)
    if Ellipsis in [i for i in out if type(i) is type(Ellipsis)]:
        k = next(n for n, i in enumerate(out) if i is Ellipsis)
        out[k:k + 1] = [slice(None)] * (ndim - used)
    return out


def getitem(x, key):
    items = _key(key, x)
    if _is_basic(items):
        return ivy.Array(x)[items]._data
    with _scope(x):
        return _advanced(x, _expand(items, len(x.shape)))


def _advanced(x, items):
    # 1) the basic items applied, index arrays replaced by full slices; 2) one take over the
    # dimensions the arrays index, flattened
    basic, arr_pos, arrays = [], [], []
    dim = 0
    zero_masks = []
    for i in items:
        if i is None:
            basic.append(None)
            dim += 1
        elif type(i) is tuple:  # ("mask0", flag) after its None
            zero_masks.append((dim - 1, i[1]))
        elif type(i) is int:  # PyTorch applies integers first (unlike NumPy's rule)
            basic.append(i)
        elif type(i) is slice:
            basic.append(i)
            dim += 1
        else:
            arr_pos.append(dim)
            arrays.append(_cast(i, "int64"))
            basic.append(slice(None))
            dim += 1
    y = ivy.Array(x)[tuple(basic)]._data if basic else x
    for d, flag in zero_masks:
        if not flag:
            y = y[(slice(None),) * d + (slice(0, 0),)]
    if not arrays:
        return y
    shape = tuple(y.shape)
    arrays = ivy.broadcast_arrays(*arrays) if len(arrays) > 1 else arrays
    bshape = tuple(arrays[0].shape)
    rest = [d for d in range(len(shape)) if d not in arr_pos]
    y = ivy.permute_dims(y, tuple(arr_pos) + tuple(rest))
    lead = 1
    linear = None
    for d in arr_pos:
        n = shape[d]
        lead *= n
    stride = 1
    for d, a in zip(reversed(arr_pos), reversed(arrays)):
        n = shape[d]
        a = ivy.where(ivy.less(a, 0), ivy.add(a, n), a)
        term = ivy.multiply(a, stride) if stride != 1 else a
        linear = term if linear is None else ivy.add(linear, term)
        stride *= n
    flat = ivy.reshape(y, (lead,) + tuple(shape[d] for d in rest))
    out = ivy.take(flat, ivy.reshape(linear, (-1,)), axis=0)
    out = ivy.reshape(out, bshape + tuple(shape[d] for d in rest))
    adjacent = arr_pos == list(range(arr_pos[0], arr_pos[0] + len(arr_pos)))
    if adjacent and arr_pos[0] > 0:  # the indexed dims stay where the arrays stood
        nb = len(bshape)
        k = arr_pos[0]
        perm = list(range(nb, nb + k)) + list(range(nb)) + list(range(nb + k, len(out.shape)))
        out = ivy.permute_dims(out, tuple(perm))
    return out


def setitem(x, key, value):
    """The native array of ``x`` with ``value`` written at ``key`` (a new array)."""
    shape = tuple(x.shape)
    size = 1
    for n in shape:
        size *= n
    name = str(ivy_dtype_of(x.dtype))
    v = native(value)
    if size == 0:
        return x
    with _scope(x):
        return _set(x, key, v, shape, size, name)


def _set(x, key, v, shape, size, name):
    pos = ivy.reshape(ivy.arange(size, dtype=ivy.int64), shape)
    sel = getitem(pos, key)
    if type(v) in (int, float, bool, complex):
        vals = ivy.full(tuple(sel.shape), v, dtype=name)
    else:
        vals = ivy.broadcast_to(_cast(v, name), tuple(sel.shape))
    flat = ivy.scatter_nd(ivy.reshape(sel, (-1, 1)), ivy.reshape(vals, (-1,)),
                          x=ivy.reshape(x, (-1,)), reduction="replace")
    return ivy.reshape(flat, shape)


def masked_fill(input, mask, value):
    x = native(input)
    v = native(value)
    if type(v) not in (int, float, bool, complex):
        if len(v.shape):
            raise RuntimeError(f"masked_fill_ only supports a 0-dimensional value tensor, but "
                               f"got tensor with {len(v.shape)} dimension(s).")
    name = str(ivy_dtype_of(x.dtype))
    if type(v) in (int, float, bool, complex):
        v = _PY[kind_of(x.dtype)](v)  # the value as the tensor's kind (PyTorch's cast)
        return wrap(ivy.where(native(mask), ivy.full_like(x, v), x))
    return wrap(ivy.where(native(mask), _cast(v, name), x))


_PY = {"bool": bool, "int": int, "uint": int, "float": float, "complex": complex}


def index_put(input, indices, values, accumulate=False):
    x = native(input)
    if not accumulate:
        return wrap(setitem(x, tuple(indices), values))
    with _scope(x):
        return _index_add(x, indices, values)


def _index_add(x, indices, values):
    shape = tuple(x.shape)
    size = 1
    for n in shape:
        size *= n
    pos = ivy.reshape(ivy.arange(size, dtype=ivy.int64), shape)
    sel = getitem(pos, tuple(indices))
    vals = ivy.broadcast_to(_cast(native(values), str(ivy_dtype_of(x.dtype))), tuple(sel.shape))
    flat = ivy.scatter_nd(ivy.reshape(sel, (-1, 1)), ivy.reshape(vals, (-1,)),
                          x=ivy.reshape(x, (-1,)), reduction="sum")
    return wrap(ivy.reshape(flat, shape))


# --- scatters by position: index_reduce, put, diagonal_scatter -----------------------------------
def _positions(x):
    """The flat position of every element of ``x`` (int64, ``x``'s shape)."""
    shape = tuple(x.shape)
    size = 1
    for n in shape:
        size *= n
    return ivy.reshape(ivy.arange(size, dtype=ivy.int64), shape)


def _extreme(name, high):
    info = ivy.finfo(name) if name.startswith(("float", "bfloat")) else ivy.iinfo(name)
    return info.max if high else info.min


_INDEX_REDUCE = {"prod": "mul", "amax": "max", "amin": "min", "mean": "sum"}


def index_reduce(input, dim, index, source, reduce, *, include_self=True):
    """Reduce the slices of ``source`` into those of ``input`` that ``index`` names along ``dim``
    (``prod``, ``mean``, ``amax``, ``amin``); ``include_self=False`` leaves the named slices'
    own values out. Slices that no index names keep their values."""
    if reduce not in _INDEX_REDUCE:
        raise RuntimeError(f"index_reduce(): Expected reduce to be one of prod, mean, amax or "
                           f"amin but got {reduce}.")
    x = native(input)
    name = str(ivy_dtype_of(x.dtype))
    nd = len(x.shape)
    d = dim + nd if dim < 0 else dim
    i = ivy.reshape(ivy.astype(native(index), ivy.int64), (-1,))
    with _scope(x):
        sel = ivy.reshape(ivy.take(_positions(x), i, axis=d), (-1, 1))
        src = ivy.reshape(_cast(native(source), name), (-1,))
        flat = ivy.reshape(x, (-1,))
        if not include_self:
            start = {"prod": 1, "mean": 0, "amax": _extreme(name, False),
                     "amin": _extreme(name, True)}[reduce]
            flat = ivy.scatter_nd(sel, ivy.full(tuple(src.shape), start, dtype=name), x=flat,
                                  reduction="replace")
        out = ivy.scatter_nd(sel, src, x=flat, reduction=_INDEX_REDUCE[reduce])
        if reduce == "mean":
            count = ivy.scatter_nd(sel, ivy.ones(tuple(src.shape), dtype=name),
                                   x=ivy.full(tuple(flat.shape), 1 if include_self else 0,
                                              dtype=name), reduction="sum")
            count = ivy.where(ivy.equal(count, 0), ivy.ones_like(count), count)
            out = (ivy.floor_divide(out, count) if kind_of(x.dtype) in ("int", "uint")
                   else ivy.divide(out, count))
    return wrap(ivy.reshape(out, tuple(x.shape)))


def put(input, index, source, accumulate=False):
    """``input`` flattened, the positions ``index`` set to (or, with ``accumulate``, increased
    by) ``source``, in ``input``'s shape."""
    x = native(input)
    n = 1
    for s in x.shape:
        n *= s
    i = ivy.reshape(ivy.astype(native(index), ivy.int64), (-1, 1))
    i = ivy.where(ivy.less(i, 0), ivy.add(i, n), i)
    v = ivy.reshape(_cast(native(source), str(ivy_dtype_of(x.dtype))), (-1,))
    flat = ivy.scatter_nd(i, v, x=ivy.reshape(x, (-1,)),
                          reduction="sum" if accumulate else "replace")
    return wrap(ivy.reshape(flat, tuple(x.shape)))


def diagonal_scatter(input, src, offset=0, dim1=0, dim2=1):
    """``input`` with its diagonal (``offset``, of the dimensions ``dim1``, ``dim2``) replaced by
    ``src`` (the diagonal's shape: the other dimensions, then the diagonal's length)."""
    x = native(input)
    nd = len(x.shape)
    a, b = dim1 % nd, dim2 % nd
    xm = ivy.moveaxis(x, (a, b), (-2, -1))
    n, m = xm.shape[-2], xm.shape[-1]
    s = _cast(native(src), str(ivy_dtype_of(x.dtype)))
    with _scope(x):
        rows = ivy.expand_dims(ivy.arange(n, dtype=ivy.int64), axis=1)
        cols = ivy.expand_dims(ivy.arange(m, dtype=ivy.int64), axis=0)
    on = ivy.equal(ivy.subtract(cols, rows), offset)
    k = max(s.shape[-1], 1)
    along = ivy.broadcast_to(rows if offset >= 0 else cols, (n, m))
    pick = ivy.reshape(ivy.clip(along, 0, k - 1), (-1,))  # each cell's place on the diagonal
    spread = ivy.reshape(ivy.take(s, pick, axis=-1) if s.shape[-1] else
                         ivy.zeros(tuple(s.shape[:-1]) + (n * m,), dtype=s.dtype),
                         tuple(s.shape[:-1]) + (n, m))
    return wrap(ivy.moveaxis(ivy.where(on, spread, xm), (-2, -1), (a, b)))


def nonzero_static(input, *, size, fill_value=-1):
    """``nonzero``'s ``[k, ndim]`` positions cut or padded (with ``fill_value``) to ``size``
    rows."""
    x = native(input)
    pos = ivy.astype(ivy.stack(ivy.nonzero(x), axis=-1), ivy.int64)[:size]
    if pos.shape[0] < size:
        with _scope(x):
            pad = ivy.full((size - pos.shape[0], len(x.shape)), fill_value, dtype=ivy.int64)
        pos = ivy.concat([pos, pad], axis=0)
    return wrap(pos)


def unravel_index(indices, shape):
    """The coordinates (a tuple of int64 tensors, one per dimension of ``shape``) of the flat
    positions ``indices`` in a C-ordered array of ``shape``."""
    i = ivy.astype(native(indices), ivy.int64)
    shape = (int(shape),) if isinstance(shape, int) else tuple(int(s) for s in shape)
    total = 1
    for s in shape:
        total *= s
    if bool(ivy.to_scalar(ivy.any(ivy.logical_or(ivy.less(i, -total),
                                                 ivy.greater_equal(i, total))))):
        raise RuntimeError("unravel_index: index out of bounds")
    i = ivy.where(ivy.less(i, 0), ivy.add(i, total), i)
    out = []
    for s in reversed(shape):
        out.append(wrap(ivy.remainder(i, s)))
        i = ivy.floor_divide(i, s)
    return tuple(reversed(out))


def combinations(input, r=2, with_replacement=False):
    """The ``r``-element combinations of a 1-d tensor's elements, as the rows of a ``[C, r]``
    tensor (in ``itertools``' order)."""
    import itertools

    x = native(input)
    n = x.shape[0]
    pick = (itertools.combinations_with_replacement if with_replacement
            else itertools.combinations)(range(n), r)
    rows = [c for c in pick]
    if r == 0:
        return wrap(x[:0])
    with _scope(x):
        idx = ivy.asarray([i for c in rows for i in c] or [0], dtype=ivy.int64)
    y = ivy.take(x, idx, axis=0)[:len(rows) * r]
    return wrap(ivy.reshape(y, (len(rows), r)))
