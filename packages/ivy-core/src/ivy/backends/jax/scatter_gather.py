"""JAX kernels: gathering and scattering through ``take``, advanced indexing and ``x.at[...]``.

Each kernel checks its arguments in Python, then runs one ``jax.jit``-compiled body (the shapes
and options static): eagerly that is one dispatch instead of one per primitive, and under an
outer ``jax.jit`` it is inlined. JAX cannot raise from compiled code: out-of-range indices are not
checked (gathers clamp or fill, scatters drop them, "mul" clips them). "mul" is a segmented
product scan: JAX's scatter-multiply has no gradient for repeated indices. JAX arrays are
immutable, so ``out=`` is refused (use the returned array). ``argwhere(size=...)`` and
``nonzero(size=...)`` have static shapes and work under ``jax.jit``.
"""

import functools
import math

import jax
import jax.numpy as jnp

from ... import dtypes as _dt
from ..._rules.scatter_gather import _flat_size, _one_hot_args
from .. import _scatter_gather as S
from ._helpers import default_float, index_dtype, native_dtype, requested_dtype


def _coords(indices, batch, n_inner):
    grids = tuple(jnp.arange(n).reshape((1,) * j + (n,) + (1,) * (len(batch) - 1 - j + n_inner))
                  for j, n in enumerate(batch))
    return grids + tuple(indices[..., j] for j in range(indices.shape[-1]))


@functools.partial(jax.jit, static_argnames=("size", "fill_value"))
def _argwhere(x, size, fill_value):
    # jnp.argwhere(size=) ignores fill_value for zero-size x and gives 0-d x no rows
    if x.size == 0 or x.ndim == 0:
        return jnp.full((size, x.ndim), fill_value, index_dtype())
    return jnp.stack(jnp.nonzero(x, size=size, fill_value=fill_value), axis=-1).astype(index_dtype())


def argwhere(x, /, *, size=None, fill_value=0):
    fill_value = S.fixed_rows_args("argwhere", size, fill_value)
    if size is None:
        return jnp.argwhere(x).astype(index_dtype())
    return _argwhere(x, size, fill_value)


@functools.partial(jax.jit, static_argnames=("a", "b"))
def _gather(x, indices, a, b):
    xs, js, shape = S.batched_gather_shapes(x.shape, indices.shape, a, b)
    return jnp.take_along_axis(x.reshape(xs), indices.reshape(js), axis=2).reshape(shape)


def gather(x, indices, /, *, axis=-1, batch_dims=0):
    p = S.gather_plan("gather", x, indices, axis, batch_dims)
    if p.batch_dims == 0:  # jnp.take and take_along_axis are compiled functions themselves
        return jnp.take(x, indices, axis=p.axis)
    if p.along:
        return jnp.take_along_axis(x, indices, axis=p.axis)
    return _gather(x, indices, p.axis, p.batch_dims)


@functools.partial(jax.jit, static_argnames=("b", "k"))
def _gather_nd(x, indices, b, k):
    out = x[_coords(indices, x.shape[:b], indices.ndim - 1 - b)]
    if k == 0:  # no coordinates: every index picks all of x (of its batch element)
        return jnp.broadcast_to(out, indices.shape[:-1] + x.shape[b:])
    return out


def gather_nd(x, indices, /, *, batch_dims=0):
    b, k = S.gather_nd_plan("gather_nd", x, indices, batch_dims)
    return _gather_nd(x, indices, b, k)


def _identity(reduction, d):
    if d.kind in "fV":
        return jnp.inf if reduction == "min" else -jnp.inf
    info = jnp.iinfo(d)
    return info.max if reduction == "min" else info.min


def _segment_products(idx, upd, shape, k):
    """Per position of the leading ``k`` dimensions, the product of the updates meeting there and
    whether any does: updates sorted by position, a segmented product scan, the last of each run
    added into place."""
    lead = shape[:k]
    lin = jnp.ravel_multi_index(tuple(jnp.where(c < 0, c + n, c) for c, n in zip(idx, lead)),
                                lead, mode="clip").reshape(-1)
    vals = upd.reshape((lin.shape[0],) + shape[k:])
    order = jnp.argsort(lin, stable=True)
    keys, vals = lin[order], vals[order]
    edge = keys[1:] != keys[:-1]
    one = jnp.ones((min(keys.shape[0], 1),), bool)
    tail = (-1,) + (1,) * (len(shape) - k)
    start = jnp.broadcast_to(jnp.concatenate([one, edge]).reshape(tail), vals.shape)

    def combine(p, q):
        return p[0] | q[0], jnp.where(q[0], q[1], p[1] * q[1])

    _, run = jax.lax.associative_scan(combine, (start, vals))
    last = jnp.concatenate([edge, one]).reshape(tail)
    flat = jnp.zeros((math.prod(lead),) + shape[k:], upd.dtype).at[keys].add(
        jnp.where(last, run, jnp.zeros((), upd.dtype)))
    hit = jnp.zeros((math.prod(lead),), bool).at[keys].set(True)
    return flat.reshape(shape), hit.reshape(lead + (1,) * (len(shape) - k))


@functools.partial(jax.jit, static_argnames=("shape", "k", "reduction"))
def _scatter_nd(indices, upd, x, shape, k, reduction):
    d = upd.dtype
    idx = _coords(indices, (), 0)
    fresh = x is None
    if reduction == "mul":
        prod, hit = _segment_products(idx, upd, shape, k)
        return jnp.where(hit, prod, jnp.zeros((), d)) if fresh else jnp.where(hit, x * prod, x)
    if reduction in ("sum", "replace") or not fresh:
        at = (jnp.zeros(shape, d) if fresh else x).at[idx]
        if reduction == "sum":
            return at.add(upd)
        if reduction == "replace":
            return at.set(upd)
        return at.min(upd) if reduction == "min" else at.max(upd)
    # without x: the reduction of the updates alone where an index points, zeros elsewhere
    at = jnp.full(shape, _identity(reduction, d), d).at[idx]
    r = at.min(upd) if reduction == "min" else at.max(upd)
    hit = jnp.zeros(shape[:k], bool).at[idx].set(True).reshape(shape[:k] + (1,) * (len(shape) - k))
    return jnp.where(hit, r, jnp.zeros((), d))


def scatter_nd(indices, updates, /, shape=None, *, reduction="sum", x=None, out=None):
    shape, d, k = S.scatter_args("scatter_nd", indices.shape, indices.dtype, updates.shape,
                                 updates.dtype, shape, x, out, reduction)
    if out is not None:
        raise S.immutable_out("scatter_nd", "jax", "JAX arrays")
    d = native_dtype(d)
    upd = jnp.broadcast_to(updates.astype(d), indices.shape[:-1] + shape[k:])
    return _scatter_nd(indices, upd, x, shape, k, reduction)


@functools.partial(jax.jit, static_argnames=("size", "reduction"))
def _scatter_flat(indices, upd, x, size, reduction):
    batch = indices.shape[:-1]
    grids = [jnp.broadcast_to(jnp.arange(n).reshape((1,) * j + (n,) + (1,) * (len(batch) - j)),
                              indices.shape) for j, n in enumerate(batch)]
    nd = jnp.stack(grids + [indices.astype(index_dtype())], axis=-1)
    return _scatter_nd(nd, upd, x, batch + (size,), len(batch) + 1, reduction)


def scatter_flat(indices, updates, /, size=None, *, reduction="sum", x=None, out=None):
    size = _flat_size(indices, size, x, out)
    shape, d, k = S.scatter_args("scatter_flat", indices.shape + (indices.ndim,), indices.dtype,
                                 updates.shape, updates.dtype, indices.shape[:-1] + (size,), x,
                                 out, reduction)
    if out is not None:
        raise S.immutable_out("scatter_flat", "jax", "JAX arrays")
    upd = jnp.broadcast_to(updates.astype(native_dtype(d)), indices.shape)
    return _scatter_flat(indices, upd, x, size, reduction)


@functools.partial(jax.jit, static_argnames=("depth", "ax"))
def _one_hot(indices, on, off, depth, ax):
    pos = jnp.arange(depth, dtype=index_dtype()).reshape((depth,) + (1,) * (indices.ndim - ax))
    return jnp.where(jnp.expand_dims(indices.astype(index_dtype()), ax) == pos, on, off)


@functools.partial(jax.jit, static_argnames=("depth", "ax", "on", "off", "d"))
def _one_hot_static(indices, depth, ax, on, off, d):
    pos = jnp.arange(depth, dtype=index_dtype()).reshape((depth,) + (1,) * (indices.ndim - ax))
    hit = jnp.expand_dims(indices.astype(index_dtype()), ax) == pos
    if on == 1 and off == 0:
        return hit.astype(d)
    return jnp.where(hit, jnp.asarray(on, d), jnp.asarray(off, d))


_STATIC = (int, float, bool)


def one_hot(indices, depth, /, *, on_value=1, off_value=0, axis=-1, dtype=None):
    ax = _one_hot_args(indices, depth, axis, _dt.isdtype)
    d = default_float() if dtype is None else requested_dtype(dtype, "one_hot")
    if (type(on_value) in _STATIC and type(off_value) in _STATIC and on_value == on_value
            and off_value == off_value):  # Python numbers (not nan) compiled in: no transfers
        return _one_hot_static(indices, depth, ax, on_value, off_value, d)
    return _one_hot(indices, jnp.asarray(on_value, d), jnp.asarray(off_value, d), depth, ax)
