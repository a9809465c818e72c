"""PyTorch's joining, slicing and reshaping functions (``torch.cat``, ``stack``, ``reshape``,
``permute``, ``split``, ``gather``, ``flip``, ``tril``, ``diagonal``, ``unique``, ``scatter``, ...)
on Ivy. ``cat``/``stack`` promote their tensors as PyTorch does. ``clone``'s ``memory_format`` and
``gather``'s ``sparse_grad`` change nothing numerical: accepted and ignored.

Composed (``COMPOSED``): ``chunk``, ``diag``, ``diag_embed``, ``flatten``, ``unflatten``,
``narrow``, ``gather`` (with an index smaller than the input), ``scatter``, ``scatter_add``,
``scatter_reduce``, ``index_add``, ``masked_select``, ``atleast_*d``, ``hstack``, ``vstack``,
``dstack``, ``column_stack``, ``take_along_dim``, ``rot90``.
"""

from __future__ import annotations

import builtins

import ivy

from .._common import ivy_dtype_of, reject_option
from .indexing import setitem
from .tensor import Size, _cast, _scope, native, promote_all, result, wrap

__all__ = ["adjoint", "argwhere", "atleast_1d", "atleast_2d", "atleast_3d", "broadcast_shapes",
           "broadcast_tensors", "broadcast_to", "cat", "chunk", "clone", "column_stack",
           "concat", "concatenate", "diag", "diag_embed", "diagonal", "diff", "dstack", "flatten",
           "flip", "fliplr", "flipud", "gather", "hsplit", "hstack", "index_add", "index_select",
           "masked_select", "meshgrid", "moveaxis", "movedim", "narrow", "nonzero", "numel",
           "permute", "ravel", "repeat_interleave", "reshape", "roll", "rot90", "scatter",
           "scatter_add", "scatter_reduce", "select", "split", "squeeze", "stack", "swapaxes",
           "swapdims", "t", "take", "take_along_dim", "tensor_split", "tile", "transpose",
           "tril", "triu", "unbind", "unflatten", "unique", "unique_consecutive", "unsqueeze",
           "vsplit", "vstack", "row_stack", "dsplit", "diagflat", "cartesian_prod", "block_diag",
           "index_fill", "index_copy", "masked_scatter", "select_scatter", "slice_scatter"]

COMPOSED = frozenset({"chunk", "diag", "diag_embed", "flatten", "unflatten", "narrow", "scatter",
                      "scatter_add", "scatter_reduce", "index_add", "masked_select", "atleast_1d",
                      "atleast_2d", "atleast_3d", "hstack", "vstack", "dstack", "column_stack",
                      "take_along_dim", "rot90", "tensor_split", "hsplit", "vsplit", "select",
                      "unique_consecutive", "diagonal", "adjoint", "ravel", "dsplit", "diagflat",
                      "cartesian_prod", "block_diag", "index_fill", "index_copy", "masked_scatter",
                      "select_scatter", "slice_scatter", "unfold"})


def _shape(shape):
    if len(shape) == 1 and (isinstance(shape[0], (tuple, list)) or shape[0].__class__ is Size):
        return tuple(map(int, shape[0]))
    return tuple(map(int, shape))


def _dim(d, ndim):
    return d + ndim if d < 0 else d


def _tensors(tensors):
    xs = promote_all(*tensors)
    if len(xs) > 1:  # PyTorch skips 1-d empty tensors in cat (legacy behaviour)
        keep = [x for x in xs if not (len(x.shape) == 1 and x.shape[0] == 0)]
        xs = keep or xs[:1]
    return xs


def cat(tensors, dim=0, *, out=None):
    return result(ivy.concat(_tensors(tensors), axis=dim), out)


concat = concatenate = cat


def stack(tensors, dim=0, *, out=None):
    return result(ivy.stack(promote_all(*tensors), axis=dim), out)


def atleast_1d(*tensors):
    r = tuple(wrap(ivy.reshape(native(t), (1,)) if not native(t).shape else native(t))
              for t in (tensors[0] if len(tensors) == 1 and isinstance(tensors[0], (list, tuple))
                        else tensors))
    return r[0] if len(r) == 1 else r


def atleast_2d(*tensors):
    ts = tensors[0] if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)) else tensors
    r = []
    for t in ts:
        x = native(t)
        r.append(wrap(ivy.reshape(x, (1,) * (2 - len(x.shape)) + tuple(x.shape))
                      if len(x.shape) < 2 else x))
    return r[0] if len(r) == 1 else tuple(r)


def atleast_3d(*tensors):
    ts = tensors[0] if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)) else tensors
    r = []
    for t in ts:
        x = native(t)
        s = tuple(x.shape)
        s = {0: (1, 1, 1), 1: (1, *s, 1), 2: (*s, 1)}.get(len(s), s)
        r.append(wrap(ivy.reshape(x, s)))
    return r[0] if len(r) == 1 else tuple(r)


def hstack(tensors, *, out=None):
    xs = [native(t) for t in atleast_1d(*tensors)] if len(tensors) > 1 else [
        native(atleast_1d(tensors[0]))]
    return result(ivy.concat(promote_all(*xs), axis=0 if len(xs[0].shape) == 1 else 1), out)


def vstack(tensors, *, out=None):
    xs = atleast_2d(*tensors)
    xs = [native(x) for x in (xs if isinstance(xs, tuple) else (xs,))]
    return result(ivy.concat(promote_all(*xs), axis=0), out)


def dstack(tensors, *, out=None):
    xs = atleast_3d(*tensors)
    xs = [native(x) for x in (xs if isinstance(xs, tuple) else (xs,))]
    return result(ivy.concat(promote_all(*xs), axis=2), out)


def column_stack(tensors, *, out=None):
    xs = []
    for t in tensors:
        x = native(t)
        xs.append(ivy.reshape(x, (-1, 1)) if len(x.shape) <= 1 else x)
    return result(ivy.concat(promote_all(*xs), axis=1), out)


def reshape(input, shape):
    return wrap(ivy.reshape(native(input), _shape((shape,))))


def flatten(input, start_dim=0, end_dim=-1):
    x = native(input)
    s = tuple(x.shape)
    if not s:
        return wrap(ivy.reshape(x, (1,)))
    a, b = _dim(start_dim, len(s)), _dim(end_dim, len(s))
    n = 1
    for d in s[a:b + 1]:
        n *= d
    return wrap(ivy.reshape(x, s[:a] + (n,) + s[b + 1:]))


def ravel(input):
    return wrap(ivy.reshape(native(input), (-1,)))


def unflatten(input, dim, sizes):
    x = native(input)
    s = tuple(x.shape)
    d = _dim(dim, len(s))
    sizes = list(sizes)
    if -1 in sizes:
        known = 1
        for v in sizes:
            known *= v if v != -1 else 1
        sizes[sizes.index(-1)] = s[d] // known
    return wrap(ivy.reshape(x, s[:d] + tuple(sizes) + s[d + 1:]))


def squeeze(input, dim=None):
    x = native(input)
    s = tuple(x.shape)
    if dim is None:
        axes = tuple(i for i, n in enumerate(s) if n == 1)
    else:
        dims = dim if isinstance(dim, (tuple, list)) else (dim,)
        axes = tuple(_dim(d, len(s)) for d in dims if s and s[d] == 1)
    return wrap(ivy.squeeze(x, axis=axes) if axes else x)


def unsqueeze(input, dim):
    x = native(input)
    return wrap(ivy.expand_dims(x, axis=dim if dim >= 0 else dim + len(x.shape) + 1))


def transpose(input, dim0, dim1):
    x = native(input)
    n = len(x.shape)
    if n == 0:
        return wrap(x)
    axes = list(range(n))
    a, b = _dim(dim0, n), _dim(dim1, n)
    axes[a], axes[b] = axes[b], axes[a]
    return wrap(ivy.permute_dims(x, tuple(axes)))


swapaxes = swapdims = transpose


def adjoint(input):
    return wrap(ivy.conj(ivy.matrix_transpose(native(input))))


def t(input):
    x = native(input)
    if len(x.shape) > 2:
        raise RuntimeError(f"t() expects a tensor with <= 2 dimensions, but self is "
                           f"{len(x.shape)}D")
    return wrap(ivy.permute_dims(x, (1, 0)) if len(x.shape) == 2 else x)


def permute(input, dims):
    return wrap(ivy.permute_dims(native(input), _shape((dims,))))


def movedim(input, source, destination):
    return wrap(ivy.moveaxis(native(input), source, destination))


moveaxis = movedim


def _sizes(n, split_size_or_sections):
    if isinstance(split_size_or_sections, int):
        k = builtins.max(split_size_or_sections, 1)
        return [k] * (n // k) + ([n % k] if n % k else []) if n else [0]
    return [int(s) for s in split_size_or_sections]


def _split_by(x, sizes, dim):
    out, start = [], 0
    d = _dim(dim, len(x.shape))
    for s in sizes:
        idx = (slice(None),) * d + (slice(start, start + s),)
        out.append(wrap(x[idx]))
        start += s
    return tuple(out)


def split(tensor, split_size_or_sections, dim=0):
    x = native(tensor)
    return _split_by(x, _sizes(x.shape[dim], split_size_or_sections), dim)


def chunk(input, chunks, dim=0):
    x = native(input)
    n = x.shape[dim]
    size = -(-n // chunks) if n else 0
    if size == 0:
        return _split_by(x, [0] * chunks if n == 0 else [n], dim)
    return _split_by(x, _sizes(n, size), dim)


def tensor_split(input, indices_or_sections, dim=0):
    x = native(input)
    n = x.shape[dim]
    if isinstance(indices_or_sections, int):
        k = indices_or_sections
        q, r = divmod(n, k)
        return _split_by(x, [q + 1] * r + [q] * (k - r), dim)
    bounds = [0] + [builtins.min(builtins.max(int(i), 0), n) for i in indices_or_sections] + [n]
    return _split_by(x, [builtins.max(b - a, 0) for a, b in zip(bounds, bounds[1:])], dim)


def hsplit(input, indices_or_sections):
    return tensor_split(input, indices_or_sections, dim=1 if len(native(input).shape) > 1 else 0)


def vsplit(input, indices_or_sections):
    return tensor_split(input, indices_or_sections, dim=0)


def unbind(input, dim=0):
    return tuple(wrap(a) for a in ivy.unstack(native(input), axis=dim))


def select(input, dim, index):
    x = native(input)
    d = _dim(dim, len(x.shape))
    return wrap(x[(slice(None),) * d + (index,)])


def narrow(input, dim, start, length):
    x = native(input)
    d = _dim(dim, len(x.shape))
    start = int(start)
    if start < 0:
        start += x.shape[d]
    return wrap(x[(slice(None),) * d + (slice(start, start + length),)])


def _index64(i):
    i = native(i)
    return i if str(ivy_dtype_of(i.dtype)) == "int64" else ivy.astype(i, ivy.int64)


def gather(input, dim, index, *, sparse_grad=False, out=None):
    x, i = native(input), _index64(index)
    d = _dim(dim, len(x.shape))
    xs, ishape = tuple(x.shape), tuple(i.shape)
    if any(a != b for k, (a, b) in enumerate(zip(xs, ishape)) if k != d):
        x = x[tuple(slice(0, b) if k != d else slice(None) for k, b in enumerate(ishape))]
    return result(ivy.take_along_axis(x, i, axis=d), out)


def take_along_dim(input, indices, dim=None, *, out=None):
    x, i = native(input), _index64(indices)
    if dim is None:
        return result(ivy.take(ivy.reshape(x, (-1,)), ivy.reshape(i, (-1,))), out)
    d = _dim(dim, len(x.shape))
    s = list(broadcast_shapes(x.shape[:d] + (1,) + x.shape[d + 1:],
                              i.shape[:d] + (1,) + i.shape[d + 1:]))
    x = ivy.broadcast_to(x, tuple(s[:d]) + (x.shape[d],) + tuple(s[d + 1:]))
    i = ivy.broadcast_to(i, tuple(s[:d]) + (i.shape[d],) + tuple(s[d + 1:]))
    return result(ivy.take_along_axis(x, i, axis=d), out)


def index_select(input, dim, index, *, out=None):
    x = native(input)
    i = ivy.reshape(_index64(index), (-1,))
    if not x.shape:
        return result(ivy.reshape(x, (1,)) if i.shape[0] else ivy.reshape(x, (1,))[:0], out)
    return result(ivy.take(x, i, axis=dim), out)


def take(input, index):
    return wrap(ivy.reshape(ivy.take(ivy.reshape(native(input), (-1,)),
                                     ivy.reshape(_index64(index), (-1,))),
                            tuple(native(index).shape)))


def masked_select(input, mask, *, out=None):
    x, m = ivy.broadcast_arrays(native(input), native(mask))
    return result(ivy.take(ivy.reshape(x, (-1,)), ivy.nonzero(ivy.reshape(m, (-1,)))[0]), out)


def _coords(index, dim):
    # every element of ``index`` as a full coordinate: ``index`` along ``dim``, its own elsewhere
    shape = tuple(index.shape)
    grids = ivy.meshgrid(*[ivy.arange(n, dtype=ivy.int64) for n in shape], indexing="ij")
    grids[dim] = index
    return ivy.stack([ivy.reshape(g, (-1,)) for g in grids], axis=-1)


def _src_values(src, index, like):
    if type(src) in (int, float, bool, complex):
        return ivy.full((_prod(index.shape),), src, dtype=ivy_dtype_of(like.dtype))
    s = native(src)
    s = s[tuple(slice(0, n) for n in index.shape)]
    return _cast(ivy.reshape(s, (-1,)), str(ivy_dtype_of(like.dtype)))


def _prod(shape):
    n = 1
    for s in shape:
        n *= s
    return n


_REDUCE = {None: "replace", "add": "sum", "sum": "sum", "multiply": "mul", "prod": "mul",
           "amax": "max", "amin": "min"}


def scatter(input, dim, index, src=None, *, value=None, reduce=None, out=None):
    x, i = native(input), _index64(index)
    if src is None:
        src = value
    if reduce not in _REDUCE:
        reject_option("torch", "scatter", "reduce", reduce)
    if not i.shape or _prod(i.shape) == 0:
        return result(x, out)
    d = _dim(dim, len(x.shape))
    with _scope(x):
        return result(ivy.scatter_nd(_coords(i, d), _src_values(src, i, x), x=x,
                                     reduction=_REDUCE[reduce]), out)


def scatter_add(input, dim, index, src):
    return scatter(input, dim, index, src, reduce="add")


def scatter_reduce(input, dim, index, src, reduce, *, include_self=True):
    if reduce not in ("sum", "prod", "amax", "amin"):
        reject_option("torch", "scatter_reduce", "reduce", reduce)
    if not include_self:
        reject_option("torch", "scatter_reduce", "include_self", include_self)
    return scatter(input, dim, index, src, reduce=reduce)


def index_add(input, dim, index, source, *, alpha=1):
    x, i = native(input), _index64(index)
    d = _dim(dim, len(x.shape))
    s = native(source)
    if alpha != 1:
        s = ivy.multiply(s, alpha)
    shape = tuple(s.shape)
    full = ivy.reshape(i, (1,) * d + (-1,) + (1,) * (len(shape) - d - 1))
    full = ivy.broadcast_to(full, shape)
    with _scope(x):
        return wrap(ivy.scatter_nd(_coords(full, d), _cast(ivy.reshape(s, (-1,)),
                                                        str(ivy_dtype_of(x.dtype))),
                               x=x, reduction="sum"))


def flip(input, dims):
    return wrap(ivy.flip(native(input), axis=tuple(dims) if isinstance(dims, (list, tuple))
                         else (dims,)))


def fliplr(input):
    return wrap(ivy.flip(native(input), axis=(1,)))


def flipud(input):
    return wrap(ivy.flip(native(input), axis=(0,)))


def rot90(input, k=1, dims=(0, 1)):
    x = native(input)
    k %= 4
    a, b = dims
    if k == 1:
        return wrap(transpose(wrap(ivy.flip(x, axis=(b,))), a, b)._data)
    if k == 2:
        return wrap(ivy.flip(x, axis=(a, b)))
    if k == 3:
        return wrap(ivy.flip(transpose(wrap(x), a, b)._data, axis=(b,)))
    return wrap(x)


def roll(input, shifts, dims=None):
    x = native(input)
    if dims is None:
        return wrap(ivy.reshape(ivy.roll(ivy.reshape(x, (-1,)), shifts), tuple(x.shape)))
    return wrap(ivy.roll(x, tuple(shifts) if isinstance(shifts, (list, tuple)) else shifts,
                         axis=tuple(dims) if isinstance(dims, (list, tuple)) else dims))


def repeat_interleave(input, repeats=None, dim=None, *, output_size=None):
    x = native(input)
    if repeats is None:  # torch.repeat_interleave(repeats): indices repeated
        r = _index64(x)
        with _scope(x):
            return wrap(ivy.repeat(ivy.arange(r.shape[0], dtype=ivy.int64), r, axis=0))
    r = native(repeats)
    if dim is None:
        x, dim = ivy.reshape(x, (-1,)), 0
    return wrap(ivy.repeat(x, r, axis=dim))


def tile(input, dims):
    x = native(input)
    dims = tuple(dims)
    if len(dims) < len(x.shape):
        dims = (1,) * (len(x.shape) - len(dims)) + dims
    return wrap(ivy.tile(x, dims))


def broadcast_to(input, size):
    x = native(input)
    size = tuple(size)
    lead = len(size) - len(x.shape)
    size = tuple(x.shape[k - lead] if s == -1 else s for k, s in enumerate(size))
    return wrap(ivy.broadcast_to(x, size))


def broadcast_tensors(*tensors):
    return tuple(wrap(a) for a in ivy.broadcast_arrays(*(native(t) for t in tensors)))


def broadcast_shapes(*shapes):
    out = []
    for s in shapes:
        s = (s,) if isinstance(s, int) else tuple(s)
        n = builtins.max(len(out), len(s))
        a = [1] * (n - len(out)) + out
        b = [1] * (n - len(s)) + list(s)
        out = []
        for p, q in zip(a, b):
            if p != q and 1 not in (p, q):
                raise RuntimeError(f"Shape mismatch: objects cannot be broadcast to a single "
                                   f"shape: {tuple(shapes)}")
            out.append(q if p == 1 else p)
    return Size(out)


def meshgrid(*tensors, indexing="ij"):
    ts = tensors[0] if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)) else tensors
    return tuple(wrap(g) for g in ivy.meshgrid(*(native(t) for t in ts), indexing=indexing))


def tril(input, diagonal=0, *, out=None):
    return result(ivy.tril(native(input), k=diagonal), out)


def triu(input, diagonal=0, *, out=None):
    return result(ivy.triu(native(input), k=diagonal), out)


def diagonal(input, offset=0, dim1=0, dim2=1):
    x = native(input)
    n = len(x.shape)
    x = ivy.moveaxis(x, (_dim(dim1, n), _dim(dim2, n)), (-2, -1))
    return wrap(ivy.linalg.diagonal(x, offset=offset))


def diag(input, diagonal=0, *, out=None):
    x = native(input)
    if len(x.shape) == 2:
        return result(ivy.linalg.diagonal(x, offset=diagonal), out)
    if len(x.shape) != 1:
        raise RuntimeError(f"diag(): Supports 1D or 2D tensors. Got {len(x.shape)}D")
    with _scope(x):
        return result(_embed(x, diagonal), out)


def _embed(x, offset):
    # [..., n] -> [..., m, m] with x on diagonal ``offset``
    n = x.shape[-1]
    m = n + builtins.abs(offset)
    eye = ivy.eye(m, m, k=offset, dtype=ivy_dtype_of(x.dtype))
    cols = ivy.arange(m, dtype=ivy.int64)
    # the value for column j is x[j - offset] (offset >= 0) or for row i, x[i + offset] ...
    pos = ivy.clip(ivy.subtract(cols, builtins.max(offset, 0)), 0, builtins.max(n - 1, 0))
    vals = ivy.take(x, pos, axis=-1) if n else ivy.zeros((*x.shape[:-1], m), dtype=x.dtype)
    return ivy.multiply(ivy.expand_dims(vals, axis=-2), eye)


def diag_embed(input, offset=0, dim1=-2, dim2=-1):
    x = native(input)
    with _scope(x):
        r = _embed(x, offset)
    if (dim1, dim2) != (-2, -1):
        n = len(r.shape)
        r = ivy.moveaxis(r, (-2, -1), (_dim(dim1, n), _dim(dim2, n)))
    return wrap(r)


def diff(input, n=1, dim=-1, prepend=None, append=None):
    x = native(input)
    p = None if prepend is None else native(prepend)
    a = None if append is None else native(append)
    return wrap(ivy.diff(x, axis=dim, n=n, prepend=p, append=a))


def nonzero(input, *, out=None, as_tuple=False):
    x = native(input)
    if x.shape:
        idx = [_index64(i) for i in ivy.nonzero(x)]
    else:
        with _scope(x):
            idx = [ivy.zeros((1 if bool(ivy.to_scalar(x)) else 0,), dtype=ivy.int64)]
    if as_tuple:
        return tuple(wrap(i) for i in idx)
    if not x.shape:
        return result(ivy.reshape(idx[0], (-1, 0)), out)
    return result(ivy.stack(idx, axis=-1), out)


def argwhere(input):
    return nonzero(input)


def unique(input, sorted=True, return_inverse=False, return_counts=False, dim=None):  # noqa: A002
    if dim is not None:
        reject_option("torch", "unique", "dim", dim, "only the flattened unique values")
    x = native(input)
    r = ivy.unique_all(ivy.reshape(x, (-1,)))
    vals = wrap(r.values)
    if not return_inverse and not return_counts:
        return vals
    out = [vals]
    if return_inverse:
        out.append(wrap(ivy.reshape(_index64(r.inverse_indices), tuple(x.shape))))
    if return_counts:
        out.append(wrap(_index64(r.counts)))
    return tuple(out)


def unique_consecutive(input, return_inverse=False, return_counts=False, dim=None):
    if dim is not None:
        reject_option("torch", "unique_consecutive", "dim", dim)
    x = ivy.reshape(native(input), (-1,))
    with _scope(x):
        return _unique_consecutive(x, native(input), return_inverse, return_counts)


def _unique_consecutive(x, input, return_inverse, return_counts):
    n = x.shape[0]
    if n == 0:
        starts = ivy.zeros((0,), dtype=ivy.bool)
    else:
        starts = ivy.concat([ivy.ones((1,), dtype=ivy.bool),
                             ivy.not_equal(x[1:], x[:-1])], axis=0)
    pos = ivy.nonzero(starts)[0]
    vals = wrap(ivy.take(x, pos) if n else x)
    if not return_inverse and not return_counts:
        return vals
    out = [vals]
    if return_inverse:
        inv = ivy.subtract(ivy.cumsum(ivy.astype(starts, ivy.int64), 0), 1)
        out.append(wrap(ivy.reshape(inv, tuple(input.shape))))
    if return_counts:
        ends = ivy.concat([pos[1:], ivy.asarray([n], dtype=pos.dtype)], axis=0) if n else pos
        out.append(wrap(_index64(ivy.subtract(ends, pos))))
    return tuple(out)


def clone(input, *, memory_format=None):
    return wrap(ivy.asarray(native(input), copy=True))


def numel(input):
    n = 1
    for s in native(input).shape:
        n *= s
    return n



row_stack = vstack


def dsplit(input, indices_or_sections):
    return tensor_split(input, indices_or_sections, dim=2)


def diagflat(input, offset=0):
    x = ivy.reshape(native(input), (-1,))
    with _scope(x):
        return wrap(_embed(x, offset))


def cartesian_prod(*tensors):
    grids = ivy.meshgrid(*(native(t) for t in tensors), indexing="ij")
    if len(grids) == 1:
        return wrap(grids[0])
    return wrap(ivy.stack([ivy.reshape(g, (-1,)) for g in grids], axis=1))


def block_diag(*tensors):
    xs = [native(t) for t in tensors]
    xs = promote_all(*(ivy.reshape(x, (1, -1) if len(x.shape) == 1 else
                                   ((1, 1) if not x.shape else tuple(x.shape))) for x in xs))
    cols = builtins.sum(x.shape[1] for x in xs)
    rows, start = [], 0
    for x in xs:
        n, r = x.shape[1], x.shape[0]
        parts = [x]
        if start:
            parts.insert(0, ivy.broadcast_to(ivy.zeros_like(x[:1, :1]), (r, start)))
        if cols - start - n:
            parts.append(ivy.broadcast_to(ivy.zeros_like(x[:1, :1]), (r, cols - start - n)))
        rows.append(ivy.concat(parts, axis=1))
        start += n
    return wrap(ivy.concat(rows, axis=0))


def _along(x, dim, index, value):
    """``x`` with ``value`` written at ``index`` along ``dim`` (a new array)."""
    d = _dim(dim, len(x.shape))
    key = (slice(None),) * d + (wrap(_index64(index)),)
    return setitem(x, key, value)


def index_fill(input, dim, index, value):
    x = native(input)
    return wrap(_along(x, dim, index, value))


def index_copy(input, dim, index, source):
    x, s = native(input), native(source)
    return wrap(_along(x, dim, index, wrap(s)))


def masked_scatter(input, mask, source):
    x = native(input)
    m = ivy.broadcast_to(native(mask), tuple(x.shape))
    flat_m = ivy.reshape(m, (-1,))
    n = int(ivy.to_scalar(ivy.sum(ivy.astype(flat_m, ivy.int64))))
    vals = ivy.reshape(native(source), (-1,))[:n]
    return wrap(ivy.reshape(setitem(ivy.reshape(x, (-1,)), wrap(flat_m), wrap(vals)),
                            tuple(x.shape)))


def select_scatter(input, src, dim, index):
    x = native(input)
    d = _dim(dim, len(x.shape))
    return wrap(setitem(x, (slice(None),) * d + (index,), src))


def slice_scatter(input, src, dim=0, start=None, end=None, step=1):
    x = native(input)
    d = _dim(dim, len(x.shape))
    return wrap(setitem(x, (slice(None),) * d + (slice(start, end, step),), src))


def unfold(input, dimension, size, step):
    """``Tensor.unfold``: the windows of ``size`` every ``step`` along ``dimension``, as a new
    last dimension."""
    x = native(input)
    d = _dim(dimension, len(x.shape))
    n = (x.shape[d] - size) // step + 1
    with _scope(x):
        idx = ivy.add(ivy.expand_dims(ivy.arange(n, dtype=ivy.int64) * step, axis=1),
                      ivy.expand_dims(ivy.arange(size, dtype=ivy.int64), axis=0))
    w = ivy.take(x, ivy.reshape(idx, (-1,)), axis=d)
    w = ivy.reshape(w, tuple(x.shape[:d]) + (n, size) + tuple(x.shape[d + 1:]))
    return wrap(ivy.moveaxis(w, d + 1, -1))
