"""``Graph.to_source`` emitters of XLA's gather and scatter (``lax.gather``, ``lax.scatter``,
``lax.scatter_add`` / ``_sub`` / ``_mul`` / ``_min`` / ``_max``: what ``jnp`` indexing with
arrays and ``x.at[...]`` trace to) for NumPy, PyTorch and TensorFlow; JAX writes the lax call
itself (``_source_lax.py``).

Each is a helper function written into the module once, in the target's words: the operand
index of every element of every slice / update window is built by broadcasting (start plus
offset per operand axis; an operand batching axis indexed by its paired batch axis of the
indices), then read at once (advanced indexing; ``tf.gather_nd``) or written at once
(``np.add.at`` and its kin, ``index_put`` / ``scatter_reduce``, ``tf.tensor_scatter_nd_*`` /
``unsorted_segment_prod``). Modes as the JAX frontend's (the
replay): a gather's ``"clip"`` / ``"promise_in_bounds"`` clamp the starts so the slice fits and
``"fill"`` / ``"fill_or_drop"`` give the fill value for a slice that does not fit; a scatter's
``"clip"`` clamps and the others drop a window that does not fit.
"""

from __future__ import annotations

import numpy as np

from ._source_ops import W, literal, out_dtype

_INDEX = '''\
def _xla_index(x, idx, start_map, op_batch, idx_batch, sizes, clip):
    """Per operand axis, the index arrays (the batch shape of ``idx`` + ``sizes``) of XLA's
    gather / scatter windows, and whether each window fits (``clip``: clamped to fit)."""
{dev_line}    shape, batch = tuple(x.shape), tuple(idx.shape[:-1])
    nb, n = len(batch), len(shape)
    idxs, ok = [], None
    for d in range(n):
        if d in start_map:
            s = {cast_s}
        elif d in op_batch:
            k = idx_batch[op_batch.index(d)]
            r = {arange_b}
            s = {broadcast_r}
        else:
            s = {zeros}
        hi = shape[d] - sizes[d]
        if clip:
            s = {clip_s}
        else:
            fits = (s >= 0) & (s <= hi)
            ok = fits if ok is None else ok & fits
        s = {reshape_s}
        w = {reshape_w}
        idxs.append({broadcast_sw})
    return idxs, ok
'''

_GATHER = '''\
def _xla_gather(x, idx, offset_dims, collapsed, start_map, op_batch, idx_batch, sizes, fill):
    """XLA's gather: the slices of ``sizes`` at the starts in ``idx`` (last axis: the starts of
    the ``start_map`` axes); out-of-bounds slices are ``fill`` (``None``: clamped to fit)."""
{dev_line}    idxs, ok = _xla_index(x, idx, start_map, op_batch, idx_batch, sizes, fill is None)
    batch, n = tuple(idx.shape[:-1]), len(sizes)
    out = {take}
    if fill is not None:
        out = {where_fill}
    keep = [d for d in range(n) if d not in collapsed and d not in op_batch]
    out = {reshape_keep}
    rank = len(batch) + len(keep)
    b, o = iter(range(len(batch))), iter(range(len(batch), rank))
    perm = tuple(next(o) if p in offset_dims else next(b) for p in range(rank))
    return {transpose_out}
'''

_SCATTER = '''\
def _xla_scatter(x, idx, upd, window_dims, inserted, scatter_map, op_batch, idx_batch, how,
                 clip):
    """XLA's scatter: ``upd`` (scatter axes, and its ``window_dims`` axes: the window) written
    (``how``: "set"; or combined with the operand: "add", "mul", "min", "max") at the starts in
    ``idx``; windows that do not fit are dropped (``clip``: clamped to fit)."""
    n = len(x.shape)
    scatter_axes = [a for a in range(len(upd.shape)) if a not in window_dims]
    upd = {transpose_upd}
    batch, wins = tuple(upd.shape[:len(scatter_axes)]), iter(upd.shape[len(scatter_axes):])
    sizes = tuple(1 if d in inserted or d in op_batch else next(wins) for d in range(n))
    upd = {reshape_upd}
    idxs, ok = _xla_index(x, idx, scatter_map, op_batch, idx_batch, sizes, clip)
    if ok is not None:
        ok = {broadcast_ok}
        idxs = [{mask_i} for i in idxs]
        upd = {mask_upd}
{write}
'''

_WRITE = {
    "numpy": '''    out = np.array(x)
    if how == "set":
        out[tuple(idxs)] = upd
    else:
        {"add": np.add, "mul": np.multiply, "min": np.minimum, "max": np.maximum}[how].at(
            out, tuple(idxs), upd)
    return out''',
    "torch": '''    flat = tuple(i.reshape(-1) for i in idxs)
    if how in ("set", "add"):
        return x.index_put(flat, upd.reshape(-1), accumulate=how == "add")
    lin = flat[0] * 0
    for i, size in zip(flat, x.shape):
        lin = lin * size + i
    red = {"mul": "prod", "min": "amin", "max": "amax"}[how]
    return x.reshape(-1).scatter_reduce(0, lin, upd.reshape(-1), red).reshape(x.shape)''',
    "tensorflow": '''    where = tf.reshape(tf.stack(idxs, axis=-1), [-1, n])
    upd = tf.reshape(upd, [-1])
    if how == "mul":  # (no tensor_scatter_nd_mul: the product of each element's updates)
        lin = where[:, 0] * 0
        for d in range(n):
            lin = lin * x.shape[d] + where[:, d]
        return x * tf.reshape(tf.math.unsorted_segment_prod(upd, lin, tf.size(x)), tf.shape(x))
    write = {"set": tf.tensor_scatter_nd_update, "add": tf.tensor_scatter_nd_add,
             "min": tf.tensor_scatter_nd_min, "max": tf.tensor_scatter_nd_max}[how]
    return write(x, where, upd)''',
}


def _dev_line(e):
    """PyTorch: the device of the arrays a helper makes (the operand's)."""
    return "    dev = x.device\n" if e.target == "torch" else ""


def _index_helper(e):
    i64 = e.dt("int64")
    e.helper("_xla_index", _INDEX.format(
        dev_line=_dev_line(e),
        cast_s=W(e, "cast", "idx[..., start_map.index(d)]", dt=i64),
        arange_b=W(e, "arange", start=0, stop="batch[k]", step=1, dt=i64),
        broadcast_r=W(e, "broadcast_to", W(e, "reshape", "r", shape="(1,) * k + (-1,) + "
                                                                   "(1,) * (nb - k - 1)"),
                      shape="batch"),
        zeros=W(e, "full", shape="batch", v=0, dt=i64),
        clip_s=W(e, "clip", "s", "0", "hi"),
        reshape_s=W(e, "reshape", "s", shape="batch + (1,) * n"),
        reshape_w=W(e, "reshape", W(e, "arange", start=0, stop="sizes[d]", step=1, dt=i64),
                    shape="(1,) * nb + tuple(sizes[d] if j == d else 1 for j in range(n))"),
        broadcast_sw=W(e, "broadcast_to", "s + w", shape="batch + tuple(sizes)")))


def _gather_helper(e):
    _index_helper(e)
    take = ("tf.gather_nd(x, tf.stack(idxs, axis=-1))" if e.target == "tensorflow" else
            "x[tuple(idxs)]")
    full = (W(e, "full", shape="tf.shape(out)", v="fill", dt="x.dtype") if e.target ==
            "tensorflow" else W(e, "full", shape="out.shape", v="fill", dt="x.dtype"))
    return e.helper("_xla_gather", _GATHER.format(
        dev_line=_dev_line(e),
        take=take,
        where_fill=W(e, "where", W(e, "reshape", "ok", shape="batch + (1,) * n"), "out", full),
        reshape_keep=W(e, "reshape", "out", shape="batch + tuple(sizes[d] for d in keep)"),
        transpose_out=W(e, "transpose", "out", perm="perm")))


def _fill_value(dtype, given):
    """The JAX frontend's fill for a gather's ``"fill"`` mode: NaN, True or the integer's
    lowest (signed) / highest (unsigned)."""
    if given is not None:
        return given
    if dtype.startswith(("float", "bfloat", "complex")):
        return float("nan")
    if dtype == "bool":
        return True
    info = np.iinfo(dtype)
    return int(info.min) if dtype.startswith("int") else int(info.max)


def emit_gather(e, node, a, p):
    name = _gather_helper(e)
    off, collapsed, start_map, op_batch, idx_batch = (tuple(d) for d in p["dimension_numbers"])
    mode = str(p.get("mode", "fill")).lower()
    fill = None if mode in ("clip", "promise_in_bounds") else _fill_value(out_dtype(node),
                                                                          p.get("fill_value"))
    return (f"{name}({a[0]}, {a[1]}, {off!r}, {collapsed!r}, {start_map!r}, {op_batch!r}, "
            f"{idx_batch!r}, {tuple(p['slice_sizes'])!r}, {literal(fill)})")


def _scatter_helper(e):
    _index_helper(e)
    return e.helper("_xla_scatter", _SCATTER.format(
        transpose_upd=W(e, "transpose", "upd", perm="tuple(scatter_axes) + tuple(window_dims)"),
        reshape_upd=W(e, "reshape", "upd", shape="batch + sizes"),
        broadcast_ok=W(e, "broadcast_to", W(e, "reshape", "ok", shape="batch + (1,) * n"),
                       shape="batch + sizes"),
        mask_i="tf.boolean_mask(i, ok)" if e.target == "tensorflow" else "i[ok]",
        mask_upd="tf.boolean_mask(upd, ok)" if e.target == "tensorflow" else "upd[ok]",
        write=_WRITE[e.target]))


def scatter(kind):
    """``lax.scatter`` (``"set"``), ``scatter_add`` / ``_sub`` / ``_mul`` / ``_min`` / ``_max``
    (``"add"``, ``"sub"``: added negated, ``"mul"``, ``"min"``, ``"max"``)."""
    def emit(e, node, a, p):
        name = _scatter_helper(e)
        uwd, inserted, smap, op_batch, idx_batch = (tuple(d) for d in p["dimension_numbers"])
        upd = W(e, "neg", a[2]) if kind == "sub" else a[2]
        clip = str(p.get("mode", "fill_or_drop")).lower() == "clip"
        return (f"{name}({a[0]}, {a[1]}, {upd}, {uwd!r}, {inserted!r}, {smap!r}, {op_batch!r}, "
                f"{idx_batch!r}, {'add' if kind == 'sub' else kind!r}, {clip})")

    return emit
