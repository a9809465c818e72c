"""Still more ``Graph.to_source`` emitters of PyTorch (ATen) operators: the bitwise / logical
overloads with a Python number, ``erf``, pooling in one and three dimensions, batch norm with the
batch's statistics, dropout in eval mode, ``empty``, views by static indices (``diagonal``,
``unfold``), the scatters (``select`` / ``slice`` / ``masked`` / ``index_put`` / ``scatter*``),
``sort`` / ``topk``, nearest upsampling and pairwise distances. Each means what the replay
(``_aten.ATEN`` / ``_aten_more``, the PyTorch frontend) means; PyTorch's source is the operator
itself (``_source_aten._torch_own``) except where an overload exists only in the replay's table
or PyTorch's own result is not the replay's (``empty``: uninitialised, the replay's zeros).
"""

from __future__ import annotations

import numpy as np

from ._source_aten import _binary, _channel, _logical, _named, _operand, _scalar, _torch_own
from ._source_aten import _erf as erf
from ._source_lax import _ORDER
from ._source_ops import W, index, literal, out_dtype, out_shape, pad, reduce, window_reduce


def _ints(e, values, dt="int64"):
    """A constant integer vector (static indices) as the target's array."""
    return W(e, "scalar", v=literal([int(v) for v in values]), dt=e.dt(dt))


def _n_tuple(v, n):
    v = tuple(v) if isinstance(v, (list, tuple)) else (v,)
    return v * n if len(v) == 1 else v


# --- element-wise --------------------------------------------------------------------------------
def _erf(e, node, a, p):
    """(NumPy, which has none: ``_source_aten._erf``'s series in float64.)"""
    x = a[0] if e.dtype(node.args[0]) == out_dtype(node) else W(e, "cast", a[0],
                                                                   dt=e.dt(out_dtype(node)))
    return erf(e, x)


# --- pooling ---------------------------------------------------------------------------------------
def _bins(n_in, n_out):
    """PyTorch's adaptive average pooling along one axis as a matrix (``_source_aten_more``)."""
    rows = []
    for i in range(n_out):
        lo, hi = (i * n_in) // n_out, -(-((i + 1) * n_in) // n_out)
        rows.append([1.0 / (hi - lo) if lo <= j < hi else 0.0 for j in range(n_in)])
    return rows


def _adaptive_avg(n):
    """``adaptive_avg_pool1d`` / ``_adaptive_avg_pool3d``: one static averaging matrix per
    spatial axis, all in one einsum."""
    def emit(e, node, a, p):
        ins, outs = e.shape(node.args[0])[-n:], out_shape(node)[-n:]
        dt = e.dt(out_dtype(node))
        mats = [W(e, "scalar", v=literal(_bins(i, o)), dt=dt) for i, o in zip(ins, outs)]
        src, dst = "dhw"[3 - n:], "ijk"[3 - n:]
        spec = f"...{src}," + ",".join(f"{o}{s}" for o, s in zip(dst, src)) + f"->...{dst}"
        return W(e, "einsum_n", spec=spec, list=", ".join([a[0], *mats]))

    return emit


def _avg_pool(n):
    """``avg_pool1d`` / ``avg_pool3d`` (``_source_aten_more._avg_pool2d`` in ``n`` dimensions):
    windows' sums over their element counts (``count_include_pad``: the padding counts);
    ``ceil_mode``'s extra windows are partial windows on the high side."""
    def emit(e, node, a, p):
        if p.get("divisor_override") is not None:  # (the replay refuses it too)
            raise e.unsupported(node.op, "divisor_override is not emitted yet")
        k = _n_tuple(p["kernel_size"], n)
        s = _n_tuple(p.get("stride") or k, n)
        q = _n_tuple(p.get("padding", 0), n)
        shape, dt = e.shape(node.args[0]), out_dtype(node)
        lead = len(shape) - n
        extra = [max((o - 1) * st + kk - (m + 2 * qq), 0) for o, st, kk, m, qq in
                 zip(out_shape(node)[lead:], s, k, shape[lead:], q)]
        ones, win, step = [(0, 0)] * lead, (1,) * lead + k, (1,) * lead + s
        total = window_reduce(e, a[0], "sum", win, step,
                              ones + [(qq, qq + x) for qq, x in zip(q, extra)], "0")
        count = W(e, "full", shape=shape, v=1, dt=e.dt(dt))
        pads = ones + [(qq, qq + x) for qq, x in zip(q, extra)]
        if p.get("count_include_pad", True):  # the padding counts, what runs past it does not
            count = pad(e, count, ones + [(qq, qq) for qq in q], 1)
            pads = ones + [(0, x) for x in extra]
        return W(e, "div", total, window_reduce(e, count, "sum", win, step, pads, "0"))

    return emit


def _max_pool3d(e, node, a, p):
    """``max_pool3d_with_indices``' values (``_source_aten._max_pool2d`` in three dimensions;
    the indices output has no emitter)."""
    k = _n_tuple(p["kernel_size"], 3)
    s = _n_tuple(p.get("stride") or k, 3)
    q, dil = _n_tuple(p.get("padding", 0), 3), _n_tuple(p.get("dilation", 1), 3)
    shape = e.shape(node.args[0])
    lead = len(shape) - 3
    extra = [max((o - 1) * st + (kk - 1) * d + 1 - (m + 2 * qq), 0) for o, st, kk, d, m, qq in
             zip(out_shape(node)[lead:], s, k, dil, shape[lead:], q)]
    vals = window_reduce(e, a[0], "max", (1,) * lead + k, (1,) * lead + s,
                         [(0, 0)] * lead + [(qq, qq + x) for qq, x in zip(q, extra)],
                         'float("-inf")', (1,) * lead + dil)
    return [vals, None]


# --- normalisation, dropout, creation -------------------------------------------------------------
def _batch_norm_batch_stats(e, node, a, p):
    """``_native_batch_norm_legit.no_stats``: ``(out, mean, rstd)`` with the batch's own
    statistics over every axis but the channel axis 1 (the biased variance)."""
    exprs, _ = _named(node, a, p)
    x, dt, n, k = exprs["input"], out_dtype(node), len(out_shape(node)), node.outs[0][0]
    axes = (0, *range(2, n))
    mean = W(e, "mean", x, axes=axes, keep=True, dt=e.dt(dt))
    var = W(e, "mean", W(e, "square", W(e, "sub", x, f"m{k}")), axes=axes, keep=True,
            dt=e.dt(dt))
    pre = [f"m{k} = {mean}", f"r{k} = {W(e, 'rsqrt', W(e, 'add', var, _scalar(e, p['eps'], dt)))}"]
    out = W(e, "mul", W(e, "sub", x, f"m{k}"), f"r{k}")
    if "weight" in exprs:
        out = W(e, "mul", out, _channel(e, exprs["weight"], n))
    if "bias" in exprs:
        out = W(e, "add", out, _channel(e, exprs["bias"], n))
    return pre, [out, *(W(e, "reshape", v, shape=(-1,)) for v in (f"m{k}", f"r{k}"))]


def _dropout(e, node, a, p):
    """Eval mode (or ``p == 0``): the input and an all-true mask; a training dropout draws
    random masks (the replay refuses it too)."""
    if p.get("train") and p["p"] > 0:
        raise e.unsupported(node.op, "a training dropout draws random masks")
    return [a[0], W(e, "full", shape=out_shape(node, 1), v=True, dt=e.dt("bool"))]


def _empty(e, node, a, p):
    """Uninitialised in PyTorch, so any values are right: the replay's zeros (also in PyTorch's
    source, whose own ``empty`` would differ from the replay)."""
    return W(e, "full", shape=out_shape(node), v=0, dt=e.dt(out_dtype(node)))


# --- views by static indices ----------------------------------------------------------------------
def _diagonal(e, node, a, p):
    """``dim1`` / ``dim2`` moved last, flattened, read at the diagonal's static flat indices."""
    shape = e.shape(node.args[0])
    n, off = len(shape), int(p.get("offset", 0))
    d1, d2 = int(p.get("dim1", 0)) % n, int(p.get("dim2", 1)) % n
    rest = [d for d in range(n) if d not in (d1, d2)]
    rows, cols = shape[d1], shape[d2]
    flat = [i * cols + i + off for i in range(max(0, -off), rows) if 0 <= i + off < cols]
    x = W(e, "transpose", a[0], perm=(*rest, d1, d2))
    x = W(e, "reshape", x, shape=(*[shape[d] for d in rest], rows * cols))
    return W(e, "gather_axis", x, _ints(e, flat), axis=len(rest))


def _unfold(e, node, a, p):
    """``Tensor.unfold``: the windows along ``dimension`` read at static indices, their elements
    a new last axis."""
    shape = e.shape(node.args[0])
    d = int(p["dimension"]) % max(len(shape), 1)
    size, step = int(p["size"]), int(p["step"])
    if not shape:
        return W(e, "reshape", a[0], shape=(1,))
    count = (shape[d] - size) // step + 1
    x = W(e, "gather_axis", a[0], _ints(e, [j * step + t for j in range(count)
                                           for t in range(size)]), axis=d)
    x = W(e, "reshape", x, shape=(*shape[:d], count, size, *shape[d + 1:]))
    n = len(shape) + 1
    return W(e, "transpose", x, perm=(*range(d + 1), *range(d + 2, n), d + 1))


# --- writes into a copy -----------------------------------------------------------------------------
def _select_scatter(e, node, a, p):
    """``x`` with ``x.select(dim, index)`` replaced by ``src``: the slices around it and ``src``
    with its axis back, concatenated."""
    exprs, ids = _named(node, a, p)
    shape, dt = out_shape(node), out_dtype(node)
    d = int(p["dim"]) % len(shape)
    i = int(p["index"]) % shape[d]
    src = W(e, "reshape", _operand(e, exprs["src"], ids["src"], dt),
            shape=tuple(1 if j == d else s for j, s in enumerate(shape)))
    keep = [(None, None, 1)] * d
    parts = [index(exprs["self"], keep + [(0, i, 1)]), src,
             index(exprs["self"], keep + [(i + 1, None, 1)])]
    return W(e, "concat", list=", ".join(parts), axis=d)


def _slice_scatter(e, node, a, p):
    """``x`` with a slice along ``dim`` replaced by ``src``: ``x`` and ``src`` concatenated, read
    at static indices (each position from ``x`` or from its row of ``src``)."""
    exprs, ids = _named(node, a, p)
    shape, dt = out_shape(node), out_dtype(node)
    d = int(p.get("dim", 0)) % len(shape)
    n = shape[d]
    end = p.get("end")
    picked = list(range(n))[slice(p.get("start"), None if end is None or end >= n else end,
                                  p.get("step", 1))]
    where = {j: n + r for r, j in enumerate(picked)}
    both = W(e, "concat", list=", ".join([exprs["self"], _operand(e, exprs["src"], ids["src"],
                                                                    dt)]), axis=d)
    return W(e, "gather_axis", both, _ints(e, [where.get(j, j) for j in range(n)]), axis=d)


def _masked_scatter(e, node, a, p):
    """``x`` where ``mask`` is false, else ``source``'s elements in order (row-major): the k-th
    true position reads ``source.flatten()[k]`` (a running count of the mask)."""
    exprs, ids = _named(node, a, p)
    shape, dt, k = out_shape(node), out_dtype(node), node.outs[0][0]
    size = int(np.prod(e.shape(ids["source"]), dtype=np.int64))
    m = W(e, "reshape", W(e, "broadcast_to", exprs["mask"], shape=shape), shape=(-1,))
    i64 = e.dt("int64")
    at = W(e, "clip", W(e, "sub", W(e, "cumsum", W(e, "cast", f"m{k}", dt=i64), axis=0, dt=i64),
                        "1"), "0", str(max(size - 1, 0)))
    src = W(e, "reshape", _operand(e, exprs["source"], ids["source"], dt), shape=(-1,))
    out = W(e, "where", f"m{k}", W(e, "gather_axis", src, at, axis=0),
            W(e, "reshape", exprs["self"], shape=(-1,)))
    return [f"m{k} = {m}"], W(e, "reshape", out, shape=shape)


def _index_put(e, node, a, p):
    """``x[indices] = values`` (``accumulate``: ``+=``, repeated positions adding up) on a copy;
    TensorFlow's as ``tensor_scatter_nd_*`` at leading integer indices (a negative index counts
    from the end)."""
    exprs, ids = _named(node, a, p)
    shape, dt, k = out_shape(node), out_dtype(node), node.outs[0][0]
    idx, idx_ids = exprs["indices"], ids["indices"]
    acc = bool(p.get("accumulate"))
    vals = _operand(e, exprs["values"], ids["values"], dt)
    masks = [i is not None and e.dtype(i) == "bool" for i in idx_ids]
    if any(masks) and e.target in ("jax", "tensorflow"):
        raise e.unsupported(node.op, "a boolean mask index selects a data-dependent number of "
                                     "elements")
    key = "(" + "".join(f"{'slice(None)' if v is None else v}, " for v in idx) + ")"
    if e.target == "numpy":
        write = f"np.add.at(u{k}, {key}, {vals})" if acc else f"u{k}[{key}] = {vals}"
        return [f"u{k} = np.array({exprs['self']})", write], f"u{k}"
    if e.target == "jax":
        return f"{exprs['self']}.at[{key}].{'add' if acc else 'set'}({vals})"
    if None in idx:
        raise e.unsupported(node.op, "TensorFlow: leading index tensors only")
    lead = tuple(np.broadcast_shapes(*(e.shape(i) for i in idx_ids)))
    coords = []
    for v, n in zip(idx, shape):
        v = W(e, "cast", v, dt=e.dt("int64"))
        coords.append(W(e, "broadcast_to", f"tf.where({v} < 0, {v} + {n}, {v})", shape=lead))
    upd = W(e, "broadcast_to", vals, shape=lead + tuple(shape[len(idx):]))
    write = "tf.tensor_scatter_nd_add" if acc else "tf.tensor_scatter_nd_update"
    return f"{write}({exprs['self']}, tf.stack([{', '.join(coords)}], axis=-1), {upd})"


_SCATTER_DIM = {
    "numpy": '''\
def _scatter_dim(x, dim, index, src, how):
    """``Tensor.scatter`` / ``scatter_add`` / ``scatter_reduce`` along ``dim`` on a copy of
    ``x``: ``src`` (its leading ``index.shape`` part) written at ``index`` there (``how``:
    "set"), or combined with ``x`` ("sum", "prod", "amax", "amin")."""
    key = list(np.indices(index.shape, sparse=True))
    key[dim] = index
    src = np.broadcast_to(src, index.shape) if np.ndim(src) == 0 else \\
        src[tuple(slice(0, n) for n in index.shape)]
    out = np.array(x)
    if how == "set":
        out[tuple(key)] = src
    else:
        {"sum": np.add, "prod": np.multiply, "amax": np.maximum, "amin": np.minimum}[how].at(
            out, tuple(key), src)
    return out
''',
    "jax": '''\
def _scatter_dim(x, dim, index, src, how):
    """``Tensor.scatter`` / ``scatter_add`` / ``scatter_reduce`` along ``dim``: ``src`` (its
    leading ``index.shape`` part) written at ``index`` there (``how``: "set"), or combined with
    ``x`` ("sum", "prod", "amax", "amin")."""
    key = list(jnp.indices(index.shape, sparse=True))
    key[dim] = index
    src = jnp.broadcast_to(src, index.shape) if jnp.ndim(src) == 0 else \\
        src[tuple(slice(0, n) for n in index.shape)]
    at = x.at[tuple(key)]
    return {"set": at.set, "sum": at.add, "prod": at.multiply, "amax": at.max,
            "amin": at.min}[how](src)
''',
    "tensorflow": '''\
def _scatter_dim(x, dim, index, src, how):
    """``Tensor.scatter`` / ``scatter_add`` / ``scatter_reduce`` along ``dim``: ``src`` (its
    leading ``index.shape`` part) written at ``index`` there (``how``: "set"), or combined with
    ``x`` ("sum", "prod", "amax", "amin")."""
    shape = index.shape
    grids = tf.meshgrid(*[tf.range(n, dtype=tf.int64) for n in shape], indexing="ij")
    grids[dim] = tf.cast(index, tf.int64)
    key = tf.stack(grids, axis=-1)
    src = tf.broadcast_to(src, shape) if len(src.shape) == 0 else \\
        src[tuple(slice(0, n) for n in shape)]
    if how == "prod":  # (no tensor_scatter_nd_mul: each position's product of its updates)
        n = tf.size(x, tf.int64)
        at = tf.reshape(tf.gather_nd(tf.reshape(tf.range(n), x.shape), key), [-1])
        return x * tf.reshape(tf.math.unsorted_segment_prod(tf.reshape(src, [-1]), at, n),
                              x.shape)
    return {"set": tf.tensor_scatter_nd_update, "sum": tf.tensor_scatter_nd_add,
            "amax": tf.tensor_scatter_nd_max, "amin": tf.tensor_scatter_nd_min}[how](x, key, src)
''',
}


def _scatter(how):
    """``scatter.src`` / ``scatter.value`` (``how``: "set"), ``scatter_add`` ("sum"),
    ``scatter_reduce.two`` (its ``reduce``: sum, prod, amax, amin; with ``self``)."""
    def emit(e, node, a, p):
        exprs, ids = _named(node, a, p)
        dt = out_dtype(node)
        kind = p["reduce"] if how == "reduce" else how
        if kind not in ("set", "sum", "prod", "amax", "amin") or not p.get("include_self", True):
            raise e.unsupported(node.op, f"reduce={kind!r} or include_self=False (the replay "
                                         "refuses them too)")
        name = e.helper("_scatter_dim", _SCATTER_DIM[e.target])
        src = (_operand(e, exprs["src"], ids["src"], dt) if "src" in exprs else
               _scalar(e, p["value"], dt))
        d = int(p["dim"]) % len(out_shape(node))
        return f"{name}({exprs['self']}, {d}, {exprs['index']}, {src}, {kind!r})"

    return emit


# --- sorting ------------------------------------------------------------------------------------------
def _order(e, node, x, axis, descending):
    """Lines naming the stable order along ``axis`` (ascending: NaN last; descending: NaN first,
    ties in their original order) as ``o<k>``; its name."""
    k = node.outs[0][0]
    helper = e.helper("_sort_order", _ORDER[e.target] if e.target != "jax" else
                      "def _sort_order(x, axis):\n    return jnp.argsort(x, axis=axis, "
                      "stable=True)\n")
    if not descending:
        return [f"o{k} = {helper}({x}, {axis})"], f"o{k}"
    n = e.shape(node.args[0])[axis] if e.shape(node.args[0]) else 1
    flipped = W(e, "flip", f"{helper}({W(e, 'flip', x, axes=(axis,))}, {axis})", axes=(axis,))
    return [f"o{k} = {W(e, 'sub', str(n - 1), flipped)}"], f"o{k}"


def _sort(e, node, a, p):
    """``sort``: the stable order (PyTorch's: NaN the largest), values and int64 indices."""
    shape = e.shape(node.args[0])
    axis = int(p.get("dim", -1)) % max(len(shape), 1)
    if not shape:
        return [a[0], W(e, "full", shape=(), v=0, dt=e.dt("int64"))]
    pre, o = _order(e, node, a[0], axis, bool(p.get("descending")))
    return pre, [W(e, "take_along_axis", a[0], o, axis=axis), W(e, "cast", o, dt=e.dt("int64"))]


def _topk(e, node, a, p):
    """``topk`` (sorted): the first ``k`` of the stable order, largest first (NaN the largest)
    or smallest first."""
    shape = e.shape(node.args[0])
    axis = int(p.get("dim", -1)) % max(len(shape), 1)
    if not p.get("sorted", True):
        raise e.unsupported(node.op, "an unsorted topk's order is PyTorch's own")
    if not shape:
        return [a[0], W(e, "full", shape=(), v=0, dt=e.dt("int64"))]
    pre, o = _order(e, node, a[0], axis, bool(p.get("largest", True)))
    first = index(o, [(None, None, 1)] * axis + [(0, int(p["k"]), 1)])
    k = node.outs[0][0]
    return [*pre, f"t{k} = {first}"], [W(e, "take_along_axis", a[0], f"t{k}", axis=axis),
                                      W(e, "cast", f"t{k}", dt=e.dt("int64"))]


# --- resampling and distances -----------------------------------------------------------------------
def _nearest_taps(n_in, n_out, scale_factor=None):
    """PyTorch's nearest source index of each output position: ``floor(j * scale)`` in float32
    (``scale``: ``in / out``, or ``1 / scale_factor`` when one is given), at most ``n_in - 1``."""
    scale = np.float32(1.0 / scale_factor) if scale_factor else np.float32(n_in) / np.float32(
        n_out)
    return [min(int(np.floor(np.float32(j) * scale)), n_in - 1) for j in range(n_out)]


def _upsample_nearest(e, node, a, p):
    exprs, _ = _named(node, a, p)
    x, shape = exprs["input"], e.shape(node.args[0])
    factors = p.get("scale_factors") if not p.get("output_size") else None
    for j, axis in enumerate((2, 3)):
        taps = _nearest_taps(shape[axis], out_shape(node)[axis], factors[j] if factors else None)
        if taps != list(range(shape[axis])):
            x = W(e, "gather_axis", x, _ints(e, taps), axis=axis)
    return x


def _norm_last(e, diff, rank, p, dt):
    """The ``p``-norm of ``diff`` over its last axis (``p``: 0 counts the non-zeros)."""
    axes = (rank - 1,)
    if p == 2:
        return W(e, "sqrt", reduce(e, "sum", W(e, "square", diff), axes, dt))
    if p == 1:
        return reduce(e, "sum", W(e, "abs", diff), axes, dt)
    if p == float("inf"):
        return reduce(e, "max", W(e, "abs", diff), axes, dt)
    if p == 0:
        return reduce(e, "sum", W(e, "cast", W(e, "ne", diff, "0"), dt=e.dt(dt)), axes, dt)
    inner = reduce(e, "sum", W(e, "pow", W(e, "abs", diff), _scalar(e, float(p), dt)), axes, dt)
    return W(e, "pow", inner, _scalar(e, 1.0 / float(p), dt))


def _cdist(e, node, a, p):
    """``_cdist_forward``: the ``p``-norm distance of every row of ``x1`` to every row of ``x2``
    (batched), from their pairwise differences."""
    exprs, _ = _named(node, a, p)
    rank = len(out_shape(node)) + 1
    diff = W(e, "sub", f"{exprs['x1']}[..., :, None, :]", f"{exprs['x2']}[..., None, :, :]")
    return _norm_last(e, diff, rank, float(p["p"]), out_dtype(node))


def _pdist(e, node, a, p):
    """``_pdist_forward``: the distances of rows ``i < j`` in row-major pair order."""
    n = e.shape(node.args[0])[0]
    i, j = np.triu_indices(n, 1)
    diff = W(e, "sub", W(e, "gather_axis", a[0], _ints(e, i), axis=0),
             W(e, "gather_axis", a[0], _ints(e, j), axis=0))
    return _norm_last(e, diff, 2, float(p.get("p", 2.0)), out_dtype(node))


# --- FFTs (ATen's normalization 0 scales neither way, 1 by 1/sqrt(n), 2 by 1/n) -----------------
_R2C_NORM = ("backward", "ortho", "forward")  # (r2c is a forward transform)
_C2R_NORM = ("forward", "ortho", "backward")  # (c2r an inverse one)
_FFT_MODULE = {"numpy": "np.fft", "jax": "jnp.fft"}


def _along(e, x, rank, d, fn):
    """``fn`` (TensorFlow's, over the innermost axis) applied along axis ``d``."""
    if d == rank - 1:
        return f"{fn}({x})"
    perm = [*(i for i in range(rank) if i != d), d]
    back = [perm.index(i) for i in range(rank)]
    return W(e, "transpose", f"{fn}({W(e, 'transpose', x, perm=tuple(perm))})",
             perm=tuple(back))


def _tf_scale(e, x, dt, factor):
    return x if factor == 1 else W(e, "mul", x, W(e, "scalar", v=repr(float(factor)), dt=e.dt(dt)))


def _fft_dtype(e, expr, dt):
    """NumPy before 2.0 computes every FFT in double precision (a float32 input gives
    complex128): NumPy's result cast to the op's dtype (a no-op from NumPy 2 on)."""
    return W(e, "cast", expr, dt=e.dt(dt)) if e.target == "numpy" else expr


def _fft_r2c(e, node, a, p):
    """``_fft_r2c``: ``rfftn`` (``onesided``) or ``fftn`` of a real tensor over ``dim``;
    TensorFlow's as 1-D transforms along each axis (the last of ``dim`` first)."""
    shape, dt = e.shape(node.args[0]), out_dtype(node)
    dims = [int(d) % len(shape) for d in p["dim"]]
    norm = _R2C_NORM[int(p["normalization"])]
    if e.target != "tensorflow":
        fn = "rfftn" if p["onesided"] else "fftn"
        return _fft_dtype(e, f"{_FFT_MODULE[e.target]}.{fn}({a[0]}, axes={tuple(dims)!r}, "
                             f"norm={norm!r})", dt)
    x = (_along(e, a[0], len(shape), dims[-1], "tf.signal.rfft") if p["onesided"] else
         _along(e, W(e, "cast", a[0], dt=e.dt(dt)), len(shape), dims[-1], "tf.signal.fft"))
    for d in dims[:-1]:
        x = _along(e, x, len(shape), d, "tf.signal.fft")
    n = int(np.prod([shape[d] for d in dims]))
    return _tf_scale(e, x, dt, {"backward": 1, "ortho": 1 / np.sqrt(n), "forward": 1 / n}[norm])


def _fft_c2r(e, node, a, p):
    """``_fft_c2r``: ``irfftn`` over ``dim`` to ``last_dim_size`` real points; TensorFlow's
    as inverse 1-D transforms along each axis, ``irfft`` last (each scaled by 1/n: rescaled)."""
    shape = e.shape(node.args[0])
    dims = [int(d) % len(shape) for d in p["dim"]]
    sizes = [shape[d] for d in dims[:-1]] + [int(p["last_dim_size"])]
    norm = _C2R_NORM[int(p["normalization"])]
    if e.target != "tensorflow":
        return _fft_dtype(e, f"{_FFT_MODULE[e.target]}.irfftn({a[0]}, s={tuple(sizes)!r}, "
                             f"axes={tuple(dims)!r}, norm={norm!r})", out_dtype(node))
    x = a[0]
    for d in dims[:-1]:
        x = _along(e, x, len(shape), d, "tf.signal.ifft")
    x = _along(e, x, len(shape), dims[-1],
               f"(lambda v: tf.signal.irfft(v, fft_length=[{sizes[-1]}]))")
    n = int(np.prod(sizes))
    return _tf_scale(e, x, out_dtype(node), {"backward": 1, "ortho": np.sqrt(n),
                                             "forward": n}[norm])


_LOGIC = {"bitwise_and": ("bitwise_and", "logical_and"), "bitwise_or": ("bitwise_or", "logical_or"),
          "bitwise_xor": ("bitwise_xor", "logical_xor")}

#: ``aten.<op>`` -> the emitter for NumPy, JAX and TensorFlow (PyTorch: the operator itself)
EXTRA = {
    **{f"{n}.{o}": _binary(*w) for n, w in _LOGIC.items() for o in ("Scalar", "default")},
    **{f"logical_{n}.Scalar": _logical(f"logical_{n}") for n in ("and", "or", "xor")},
    "fmod.default": _binary("fmod"), "erf.default": _erf,
    "adaptive_avg_pool1d.default": _adaptive_avg(1),
    "_adaptive_avg_pool3d.default": _adaptive_avg(3),
    "avg_pool1d.default": _avg_pool(1), "avg_pool3d.default": _avg_pool(3),
    "max_pool3d_with_indices.default": _max_pool3d,
    "_native_batch_norm_legit.no_stats": _batch_norm_batch_stats,
    "native_dropout.default": _dropout, "empty.memory_format": _empty,
    "empty_strided.default": _empty, "diagonal.default": _diagonal, "unfold.default": _unfold,
    "select_scatter.default": _select_scatter, "slice_scatter.default": _slice_scatter,
    "masked_scatter.default": _masked_scatter, "index_put.default": _index_put,
    "scatter.src": _scatter("set"), "scatter.value": _scatter("set"),
    "scatter_add.default": _scatter("sum"), "scatter_reduce.two": _scatter("reduce"),
    "sort.default": _sort, "topk.default": _topk, "upsample_nearest2d.vec": _upsample_nearest,
    "_cdist_forward.default": _cdist, "_pdist_forward.default": _pdist,
    "_fft_r2c.default": _fft_r2c, "_fft_c2r.default": _fft_c2r,
}
#: overloads only the replay's table has (``torch.export`` never records them) and ops whose
#: PyTorch source is the emitter above, not the operator
_NOT_OWN = {"bitwise_and.default", "bitwise_or.default", "bitwise_xor.default",
            "logical_and.Scalar", "logical_or.Scalar", "logical_xor.Scalar",
            "fmod.default",  # (PyTorch's is ``fmod(Scalar a, Scalar b) -> float``)
            "empty.memory_format", "empty_strided.default"}

#: ``aten.<op>`` -> {target: emit}
ATEN_EXTRA_EMIT = {f"aten.{op}": {"torch": f if op in _NOT_OWN else _torch_own(op), "numpy": f,
                                  "jax": f, "tensorflow": f} for op, f in EXTRA.items()}
