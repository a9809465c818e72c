"""``tf.*`` shape, indexing, sorting and set functions of the frontend: ``reshape``,
``transpose``, ``concat``, ``stack``, ``unstack``, ``split``, ``squeeze``, ``expand_dims``, ``tile``,
``pad``, ``gather`` / ``gather_nd``, ``where``, ``boolean_mask``, ``broadcast_to``, ``meshgrid``,
``reverse``, ``roll``, ``slice`` / ``strided_slice``, ``scatter_nd`` / ``tensor_scatter_nd_*``,
``sort`` / ``argsort``, ``unique``, ``clip_by_value`` / ``clip_by_norm``, ``repeat``,
``sequence_mask``, ``searchsorted``.

Tensors of several inputs must share one dtype (``tf.errors.InvalidArgumentError`` otherwise).
``name=`` and ``validate_indices=`` are accepted and ignored.
"""

from __future__ import annotations

import builtins
from collections import namedtuple

import ivy

from .._common import ivy_dtype_of, reject_option
from ._creation import shape_tuple
from ._dtypes import DTYPES, as_dtype
from ._promotion import binary, convert, same_dtype
from .errors import InvalidArgumentError
from .tensor import getitem, ivy_kind, native, wrap

__all__ = ["argsort", "boolean_mask", "broadcast_to", "clip_by_norm", "clip_by_value", "concat",
           "expand_dims", "gather", "gather_nd", "meshgrid", "pad", "parallel_stack", "repeat",
           "reshape", "reverse", "roll", "scatter_nd", "searchsorted", "sequence_mask", "slice",
           "sort", "split", "squeeze", "stack", "strided_slice", "tensor_scatter_nd_add",
           "tensor_scatter_nd_max", "tensor_scatter_nd_min", "tensor_scatter_nd_sub",
           "tensor_scatter_nd_update", "tile", "transpose", "unique", "unique_with_counts",
           "unstack", "where"]

#: functions written as a composition of several Ivy functions
COMPOSED = frozenset({"boolean_mask", "clip_by_norm", "repeat", "sequence_mask", "slice",
                      "strided_slice", "tensor_scatter_nd_sub", "unique", "unique_with_counts"})

_I32 = DTYPES["int32"]
_slice = builtins.slice  # the module defines TensorFlow's own ``slice``


def _ints(v):
    """An int, a list of ints or an integer tensor as Python ints."""
    v = native(v)
    if ivy.is_native_array(v):
        return ivy.to_list(v)
    if isinstance(v, (list, tuple)):
        return [_ints(i) for i in v]
    return int(v)


def reshape(tensor, shape, name=None):
    return wrap(ivy.reshape(convert(tensor), tuple(shape_tuple(shape))))


def transpose(a, perm=None, conjugate=False, name="transpose"):
    x = convert(a)
    perm = tuple(range(len(x.shape)))[::-1] if perm is None else tuple(_ints(perm))
    x = ivy.permute_dims(x, perm)
    return wrap(ivy.conj(x) if conjugate and ivy_kind(x) == "complex" else x)


def concat(values, axis, name="concat"):
    return wrap(ivy.concat(same_dtype("ConcatV2", list(values)), axis=int(_ints(axis))))


def stack(values, axis=0, name="stack"):
    return wrap(ivy.stack(same_dtype("Pack", list(values)), axis=axis))


parallel_stack = stack


def unstack(value, num=None, axis=0, name="unstack"):
    x = convert(value)
    if num is not None and x.shape[axis] != num:
        raise ValueError(f"num={num} does not match the length {x.shape[axis]} of axis {axis}")
    return [wrap(t) for t in ivy.unstack(x, axis=axis)]


def split(value, num_or_size_splits, axis=0, num=None, name="split"):
    x = convert(value)
    axis = int(_ints(axis))
    sizes = _ints(num_or_size_splits)
    if isinstance(sizes, list) and -1 in sizes:  # one size inferred from the others
        sizes[sizes.index(-1)] = int(x.shape[axis]) - (sum(sizes) + 1)
    if isinstance(sizes, int) and int(x.shape[axis]) % sizes:
        raise InvalidArgumentError(None, "Split", f"Number of ways to split should evenly divide "
                                   f"the split dimension, but got split_dim {axis} (size = "
                                   f"{x.shape[axis]}) and num_split {sizes} [Op:Split]")
    return [wrap(t) for t in ivy.split(x, sizes, axis=axis)]


def squeeze(input, axis=None, name=None):  # noqa: A002
    x = convert(input)
    if axis is None:
        axis = tuple(i for i, d in enumerate(x.shape) if d == 1)
    else:
        axis = tuple(_ints(axis)) if isinstance(_ints(axis), list) else int(_ints(axis))
    return wrap(ivy.squeeze(x, axis=axis))


def expand_dims(input, axis, name=None):  # noqa: A002
    return wrap(ivy.expand_dims(convert(input), axis=int(_ints(axis))))


def tile(input, multiples, name=None):  # noqa: A002
    return wrap(ivy.tile(convert(input), tuple(_ints(multiples))))


_PAD_MODES = {"CONSTANT": "constant", "REFLECT": "reflect", "SYMMETRIC": "symmetric"}


def pad(tensor, paddings, mode="CONSTANT", constant_values=0, name=None):
    x = convert(tensor)
    m = _PAD_MODES.get(str(mode).upper())
    if m is None:
        raise ValueError(f"Value of argument `mode` expected to be one of \"CONSTANT\", "
                         f"\"REFLECT\", or \"SYMMETRIC\". Received `mode` = {mode}")
    widths = [tuple(p) for p in _ints(paddings)]
    if m == "constant":
        _, c = binary("PadV2", x, constant_values)
        return wrap(ivy.pad(x, widths, mode="constant", constant_values=native(c) if not
                            hasattr(c, "shape") or len(c.shape) else ivy.to_scalar(c)))
    return wrap(ivy.pad(x, widths, mode=m))


def gather(params, indices, validate_indices=None, axis=None, batch_dims=0, name=None):
    x, i = convert(params), convert(indices)
    axis = batch_dims if axis is None else int(_ints(axis))
    return wrap(ivy.gather(x, i, axis=axis, batch_dims=batch_dims))


def gather_nd(params, indices, batch_dims=0, name=None):
    return wrap(ivy.gather_nd(convert(params), convert(indices), batch_dims=batch_dims))


def where(condition, x=None, y=None, name=None):
    c = convert(condition)
    if x is None and y is None:
        return wrap(ivy.astype(ivy.argwhere(c), ivy.int64))
    if x is None or y is None:
        raise ValueError("x and y must both be non-None or both be None.")
    a, b = binary("SelectV2", x, y)
    return wrap(ivy.where(ivy.astype(c, ivy.bool), a, b))


def boolean_mask(tensor, mask, axis=None, name="boolean_mask"):
    x, m = convert(tensor), convert(mask)
    axis = 0 if axis is None else int(_ints(axis))
    axis %= max(len(x.shape), 1)
    k = len(m.shape)
    shape = tuple(x.shape)
    if shape[axis:axis + k] != tuple(m.shape):
        raise ValueError(f"Shapes {shape[axis:axis + k]} and {tuple(m.shape)} are incompatible")
    n = 1
    for d in m.shape:
        n *= int(d)
    flat = ivy.reshape(x, shape[:axis] + (n,) + shape[axis + k:])
    idx = ivy.nonzero(ivy.reshape(m, (n,)))[0]
    return wrap(ivy.take(flat, idx, axis=axis))


def broadcast_to(input, shape, name=None):  # noqa: A002
    return wrap(ivy.broadcast_to(convert(input), shape_tuple(shape)))


def meshgrid(*args, **kwargs):
    indexing = kwargs.pop("indexing", "xy")
    kwargs.pop("name", None)
    if kwargs:
        raise TypeError(f"Invalid keywords: {sorted(kwargs)}")
    xs = same_dtype("Meshgrid", list(args))
    return [wrap(g) for g in ivy.meshgrid(*xs, indexing=indexing)]


def reverse(tensor, axis, name=None):
    axes = _ints(axis)
    return wrap(ivy.flip(convert(tensor), axis=tuple(axes) if isinstance(axes, list) else axes))


def roll(input, shift, axis, name=None):  # noqa: A002
    s, a = _ints(shift), _ints(axis)
    return wrap(ivy.roll(convert(input), tuple(s) if isinstance(s, list) else s,
                         axis=tuple(a) if isinstance(a, list) else a))


def slice(input_, begin, size, name=None):  # noqa: A001 - TensorFlow's name
    x = convert(input_)
    b, s = _ints(begin), _ints(size)
    key = tuple(_slice(bi, None if si == -1 else bi + si) for bi, si in zip(b, s))
    return wrap(getitem(x, key))


def strided_slice(input_, begin, end, strides=None, begin_mask=0, end_mask=0, ellipsis_mask=0,
                  new_axis_mask=0, shrink_axis_mask=0, var=None, name=None):
    x = convert(input_)
    b, e = _ints(begin), _ints(end)
    st = [1] * len(b) if strides is None else _ints(strides)
    key = []
    for j, (bj, ej, sj) in enumerate(zip(b, e, st)):
        bit = 1 << j
        if ellipsis_mask & bit:
            key.append(Ellipsis)
        elif new_axis_mask & bit:
            key.append(None)
        elif shrink_axis_mask & bit:
            key.append(bj)
        else:
            key.append(_slice(None if begin_mask & bit else bj, None if end_mask & bit else ej,
                              sj))
    return wrap(getitem(x, tuple(key)))


def scatter_nd(indices, updates, shape, name=None):
    return wrap(ivy.scatter_nd(convert(indices), convert(updates), shape=shape_tuple(shape)))


def _scatter_into(tensor, indices, updates, reduction, op):
    x, u = binary(op, tensor, updates)
    u = u if hasattr(u, "shape") else ivy.asarray(u, dtype=ivy_dtype_of(x.dtype))
    return ivy.scatter_nd(convert(indices), u, shape=tuple(x.shape), reduction=reduction, x=x)


def tensor_scatter_nd_update(tensor, indices, updates, name=None):
    return wrap(_scatter_into(tensor, indices, updates, "replace", "TensorScatterUpdate"))


def tensor_scatter_nd_add(tensor, indices, updates, name=None):
    return wrap(_scatter_into(tensor, indices, updates, "sum", "TensorScatterAdd"))


def tensor_scatter_nd_sub(tensor, indices, updates, name=None):
    x, u = binary("TensorScatterSub", tensor, updates)
    return wrap(_scatter_into(x, indices, ivy.negative(u), "sum", "TensorScatterSub"))


def tensor_scatter_nd_max(tensor, indices, updates, name=None):
    return wrap(_scatter_into(tensor, indices, updates, "max", "TensorScatterMax"))


def tensor_scatter_nd_min(tensor, indices, updates, name=None):
    return wrap(_scatter_into(tensor, indices, updates, "min", "TensorScatterMin"))


def _direction(direction):
    if direction not in ("ASCENDING", "DESCENDING"):
        raise ValueError(f"Argument `direction` should be one of {{'ASCENDING', 'DESCENDING'}}. "
                         f"Received: direction={direction}")
    return direction == "DESCENDING"


def sort(values, axis=-1, direction="ASCENDING", name=None):
    return wrap(ivy.sort(convert(values), axis=axis, descending=_direction(direction)))


def argsort(values, axis=-1, direction="ASCENDING", stable=False, name=None):
    # TensorFlow's argsort keeps ties in index order (top_k), so it is stable either way
    return wrap(ivy.astype(ivy.argsort(convert(values), axis=axis,
                                       descending=_direction(direction), stable=True), ivy.int32))


Unique = namedtuple("Unique", ["y", "idx"])
UniqueWithCounts = namedtuple("UniqueWithCounts", ["y", "idx", "count"])


def _unique(x, out_idx):
    # Ivy's unique values are sorted; TensorFlow's come in order of first occurrence
    x = convert(x)
    if len(x.shape) != 1:
        raise InvalidArgumentError(None, "Unique", "unique expects a 1D vector. [Op:Unique]")
    r = ivy.unique_all(x)
    order = ivy.argsort(r.indices)
    rank = ivy.argsort(order)
    idx = ivy.take(rank, ivy.reshape(r.inverse_indices, (-1,)))
    d = as_dtype(out_idx)
    return (wrap(ivy.take(r.values, order)), wrap(ivy.astype(idx, d)),
            wrap(ivy.astype(ivy.take(r.counts, order), d)))


def unique(x, out_idx=_I32, name=None):
    y, idx, _ = _unique(x, out_idx)
    return Unique(y, idx)


def unique_with_counts(x, out_idx=_I32, name=None):
    return UniqueWithCounts(*_unique(x, out_idx))


def clip_by_value(t, clip_value_min, clip_value_max, name=None):
    x, lo = binary("Maximum", t, clip_value_min)
    x, hi = binary("Minimum", x, clip_value_max)
    return wrap(ivy.minimum(ivy.maximum(x, lo), hi))


def clip_by_norm(t, clip_norm, axes=None, name=None):
    x = convert(t)
    ax = None if axes is None else (tuple(_ints(axes)) if isinstance(_ints(axes), list)
                                    else int(_ints(axes)))
    n2 = ivy.sum(ivy.square(x), axis=ax, keepdims=True)
    _, c = binary("Mul", x, clip_norm)
    norm = ivy.sqrt(ivy.where(ivy.greater(n2, 0), n2, ivy.ones_like(n2)))
    scale = ivy.where(ivy.greater(n2, 0), ivy.divide(c, ivy.maximum(norm, c)), ivy.ones_like(n2))
    return wrap(ivy.multiply(x, scale))


def repeat(input, repeats, axis=None, name=None):  # noqa: A002
    x = convert(input)
    r = _ints(repeats)
    if axis is None:
        x, axis = ivy.reshape(x, (-1,)), 0
    return wrap(ivy.repeat(x, r, axis=axis))


def sequence_mask(lengths, maxlen=None, dtype=DTYPES["bool"], name=None):
    n = convert(lengths)
    m = int(ivy.to_scalar(ivy.max(n))) if maxlen is None else int(native(maxlen))
    r = ivy.arange(m, dtype=ivy_dtype_of(n.dtype))
    return wrap(ivy.astype(ivy.less(r, ivy.expand_dims(n, axis=-1)), as_dtype(dtype)))


def searchsorted(sorted_sequence, values, side="left", out_type=_I32, name=None):
    if side not in ("left", "right"):
        reject_option("tf", "searchsorted", "side", side)
    s, v = binary("LowerBound", sorted_sequence, values)
    if len(s.shape) > 1:  # one sorted row per leading index
        rows = [ivy.searchsorted(a, b, side=side) for a, b in zip(ivy.unstack(ivy.reshape(
            s, (-1, s.shape[-1]))), ivy.unstack(ivy.reshape(v, (-1, v.shape[-1]))))]
        out = ivy.reshape(ivy.stack(rows), tuple(v.shape))
    else:
        out = ivy.searchsorted(s, v, side=side)
    return wrap(ivy.astype(out, as_dtype(out_type)))
