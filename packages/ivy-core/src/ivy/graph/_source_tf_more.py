"""More ``Graph.to_source`` emitters of TensorFlow raw ops for NumPy, PyTorch and JAX (what
Keras's layers and ordinary ``tf.function`` code trace to beyond ``_source_tf.py``'s first set):
activations, pooling, element-wise arithmetic, reductions and scans, shapes, indexing, the
``TensorScatter*`` family, creation and linear algebra. Each means what the TensorFlow
frontend's raw op (the replay) means; TensorFlow's own source is the raw op itself
(``_source_tf._tf_own``). An argument the emitter needs as a static value but the graph holds as
a computed tensor (TensorFlow passes axes, shapes and sizes as tensors; small integer constants
become static parameters in the capture) raises ``IvyUnsupportedError`` naming it.
"""

from __future__ import annotations

import numpy as np

from .._rules.spatial import same_pads
from ._source_aten import _named
from ._source_ops import W, add_inputs, index, literal, out_dtype, out_shape, pad, reduce, window_reduce
from ._source_tf_extra import EXTRA

_SELU_SCALE, _SELU_ALPHA = 1.0507009873554805, 1.6732632423543772


def _t(node, a, p):
    """The tensor arguments by name."""
    return _named(node, a, p)[0]


def _static(e, node, p, *keys):
    """The static values of ``keys`` (an error naming one the graph computes)."""
    for k in keys:
        if k not in p:
            raise e.unsupported(node.op, f"its {k} is a computed tensor, not a static value")
    return [p[k] for k in keys]


def _ints(v):
    return [int(x) for x in (v if isinstance(v, (list, tuple)) else [v])]


def _word_of(word, *names):
    def emit(e, node, a, p):
        t = _t(node, a, p)
        return W(e, word, *[t[n] for n in names])

    return emit


# --- element-wise --------------------------------------------------------------------------------
def _squared_difference(e, node, a, p):
    t = _t(node, a, p)
    return W(e, "square", W(e, "sub", t["x"], t["y"]))


def _zero_where(of, word):
    """``0`` where ``of`` (``"x"`` or ``"y"``) is zero, else ``word(x, y)`` (``log``: x log y)."""
    def emit(e, node, a, p):
        t = _t(node, a, p)
        x, y = t["x"], t["y"]
        zero = W(e, "eq", t[of], "0")
        if word in ("log", "log1p"):
            val = W(e, "mul", x, W(e, word, y))
        elif word == "div" and of == "y":  # (no division by the zero itself)
            val = W(e, "div", x, W(e, "where", zero, "1", y))
        else:
            val = W(e, word, x, y)
        return W(e, "where", zero, "0", val)

    return emit


def _relu6(e, node, a, p):
    return W(e, "clip", a[0], "0", "6")


def _elu(e, node, a, p):
    return W(e, "where", W(e, "gt", a[0], "0"), a[0], W(e, "expm1", a[0]))


def _selu(e, node, a, p):
    neg = W(e, "mul", repr(_SELU_ALPHA), W(e, "expm1", a[0]))
    return W(e, "mul", repr(_SELU_SCALE), W(e, "where", W(e, "gt", a[0], "0"), a[0], neg))


def _leaky_relu(e, node, a, p):
    alpha = float(np.float32(p.get("alpha", 0.2)))  # (a float32 attribute, as the replay's)
    return W(e, "where", W(e, "gt", a[0], "0"), a[0], W(e, "mul", a[0], repr(alpha)))


def _softsign(e, node, a, p):
    return W(e, "div", a[0], W(e, "add", W(e, "abs", a[0]), "1"))


def _select(e, node, a, p):
    t = _t(node, a, p)
    c, n = t["condition"], len(out_shape(node))
    if len(e.shape(node.args[0])) == 1 and n > 1:  # (a vector picks whole rows)
        c = W(e, "reshape", c, shape=(-1,) + (1,) * (n - 1))
    return W(e, "where", c, t["x"], t["y"])


def _clip(e, node, a, p):
    t = _t(node, a, p)
    return W(e, "clip", t["t"], t["clip_value_min"], t["clip_value_max"])


def _cast(e, node, a, p):
    return W(e, "cast", a[0], dt=e.dt(out_dtype(node)))


# --- reductions and scans -------------------------------------------------------------------------
def _arg(word):
    def emit(e, node, a, p):
        (dim,) = _static(e, node, p, "dimension")
        axis = int(_ints(dim)[0]) % len(e.shape(node.args[0]))
        return W(e, "cast", W(e, word, a[0], axis=axis), dt=e.dt(out_dtype(node)))

    return emit


def _cumulative(word, identity):
    def emit(e, node, a, p):
        (axis,) = _static(e, node, p, "axis")
        n = len(e.shape(node.args[0]))
        axis = _ints(axis)[0] % n
        x = W(e, "flip", a[0], axes=(axis,)) if p.get("reverse") else a[0]
        y = W(e, word, x, axis=axis, dt=e.dt(out_dtype(node)))
        if p.get("exclusive"):  # the identity first, the last total dropped
            y = pad(e, y, [(1, 0) if d == axis else (0, 0) for d in range(n)], identity)
            y = index(y, [(None, None, 1)] * axis + [(None, -1, 1)])
        return W(e, "flip", y, axes=(axis,)) if p.get("reverse") else y

    return emit


def _l2_loss(e, node, a, p):
    n = len(e.shape(node.args[0]))  # (cast back: NumPy 1's scalar / 2 is float64)
    total = reduce(e, "sum", W(e, "square", a[0]), range(n), out_dtype(node))
    return W(e, "cast", W(e, "div", total, "2"), dt=e.dt(out_dtype(node)))


# --- shapes and indexing --------------------------------------------------------------------------
def _transpose(e, node, a, p):
    (perm,) = _static(e, node, p, "perm")
    return W(e, "transpose", a[0], perm=tuple(_ints(perm)))


def _pack(e, node, a, p):
    return W(e, "stack", list=", ".join(a), axis=int(p.get("axis", 0)))


def _unpack(e, node, a, p):
    n = len(e.shape(node.args[0]))
    axis = int(p.get("axis", 0)) % n
    return [f"{a[0]}[{', '.join([':'] * axis + [str(k)])}]" for k in range(len(node.outs))]


def _concat_v1(e, node, a, p):
    (axis,) = _static(e, node, p, "concat_dim")
    return W(e, "concat", list=", ".join(a), axis=int(axis))


def _tile(e, node, a, p):
    (reps,) = _static(e, node, p, "multiples")
    return W(e, "tile", a[0], reps=tuple(_ints(reps)))


def _broadcast_to(e, node, a, p):
    return W(e, "broadcast_to", _t(node, a, p)["input"], shape=out_shape(node))


def _pads(e, node, p):
    (q,) = _static(e, node, p, "paddings")
    return [tuple(_ints(r)) for r in q]


def _pad(e, node, a, p):
    return pad(e, a[0], _pads(e, node, p), 0)


def _pad_v2(e, node, a, p):
    t = _t(node, a, p)
    v = t["constant_values"]
    return pad(e, t["input"], _pads(e, node, p), f"{v}.item()" if e.target == "torch" else v)


def _index_list(e, values):
    """A constant index vector in the target's form (for ``gather_axis``)."""
    if e.target == "torch":
        return f"torch.tensor({literal(values)}, device=dev)"
    return f"jnp.asarray({literal(values)})" if e.target == "jax" else literal(values)


def _mirror_pad(e, node, a, p):
    """Each padded dimension read at NumPy's reflect / symmetric indices (static shapes)."""
    mode = str(p["mode"]).lower()
    x = a[0]
    for d, (lo, hi) in enumerate(_pads(e, node, p)):
        if lo or hi:
            idx = np.pad(np.arange(e.shape(node.args[0])[d]), (lo, hi), mode=mode).tolist()
            x = W(e, "gather_axis", x, _index_list(e, idx), axis=d)
    return x


def _gather(e, node, a, p, axis):
    t = _t(node, a, p)
    x, idx = t["params"], t["indices"]
    n = len(e.shape(node.args[0]))
    axis = int(axis) % n
    if e.target == "torch":  # (index_select takes a vector)
        flat = W(e, "gather_axis", x, f"{idx}.reshape(-1)", axis=axis)
        return W(e, "reshape", flat, shape=out_shape(node))
    return W(e, "gather_axis", x, idx, axis=axis)


def _gather_v2(e, node, a, p):
    (axis,) = _static(e, node, p, "axis")
    if int(p.get("batch_dims", 0)):
        raise e.unsupported(node.op, "batch_dims is not emitted yet")
    return _gather(e, node, a, p, _ints(axis)[0])


def _gather_v1(e, node, a, p):
    return _gather(e, node, a, p, 0)


def _slice(e, node, a, p):
    begin, size = _static(e, node, p, "begin", "size")
    parts = [(b, None if s == -1 else b + s, 1) for b, s in zip(_ints(begin), _ints(size))]
    return index(a[0], parts)


def _reverse(e, node, a, p):
    (axis,) = _static(e, node, p, "axis")
    n = len(e.shape(node.args[0]))
    return W(e, "flip", a[0], axes=tuple(d % n for d in _ints(axis)))


def _roll(e, node, a, p):
    shift, axis = _static(e, node, p, "shift", "axis")
    return W(e, "roll", a[0], shift=tuple(_ints(shift)), axes=tuple(_ints(axis)))


def _one_hot(e, node, a, p):
    (depth,) = _static(e, node, p, "depth")
    t = _t(node, a, p)
    shape = out_shape(node)
    axis = int(p.get("axis", -1)) % len(shape)
    idt = e.dtype(node.args[0])
    idx = W(e, "reshape", t["indices"], shape=tuple(1 if d == axis else s
                                                    for d, s in enumerate(shape)))
    ks = W(e, "reshape", W(e, "arange", start=0, stop=int(depth), step=1, dt=e.dt(idt)),
           shape=tuple(-1 if d == axis else 1 for d in range(len(shape))))
    return W(e, "where", W(e, "eq", idx, ks), t["on_value"], t["off_value"])


_SCATTER_ND = {
    "numpy": '''\
def _scatter_nd(x, idx, upd, how):
    """``x`` with ``upd`` written (``how``: "set") or combined ("add", "min", "max") at the
    leading-axes indices in ``idx``'s last axis."""
    out, key = np.array(x), tuple(np.moveaxis(np.asarray(idx), -1, 0))
    if how == "set":
        out[key] = upd
    else:
        {"add": np.add, "min": np.minimum, "max": np.maximum}[how].at(out, key, upd)
    return out
''',
    "torch": '''\
def _scatter_nd(x, idx, upd, how):
    """``x`` with ``upd`` written (``how``: "set") or combined ("add", "min", "max") at the
    leading-axes indices in ``idx``'s last axis."""
    k = idx.shape[-1]
    key = tuple(idx[..., d].long() for d in range(k))
    if how in ("set", "add"):
        return x.index_put(key, upd, accumulate=how == "add")
    lin = key[0] * 0
    for d in range(k):
        lin = lin * x.shape[d] + key[d]
    rest = tuple(x.shape[k:])
    u = upd.reshape((-1,) + rest)
    where = lin.reshape((-1,) + (1,) * len(rest)).expand(u.shape)
    red = {"min": "amin", "max": "amax"}[how]
    return x.reshape((-1,) + rest).scatter_reduce(0, where, u, red).reshape(x.shape)
''',
    "jax": '''\
def _scatter_nd(x, idx, upd, how):
    """``x`` with ``upd`` written (``how``: "set") or combined ("add", "min", "max") at the
    leading-axes indices in ``idx``'s last axis."""
    ref = x.at[tuple(jnp.moveaxis(idx, -1, 0))]
    return {"set": ref.set, "add": ref.add, "min": ref.min, "max": ref.max}[how](upd)
''',
}


def _tensor_scatter(how):
    def emit(e, node, a, p):
        t = _t(node, a, p)
        name = e.helper("_scatter_nd", _SCATTER_ND[e.target])
        upd = W(e, "neg", t["updates"]) if how == "sub" else t["updates"]
        return f"{name}({t['tensor']}, {t['indices']}, {upd}, {'add' if how == 'sub' else how!r})"

    return emit


def _scatter_nd(e, node, a, p):
    (shape,) = _static(e, node, p, "shape")
    t = _t(node, a, p)
    name = e.helper("_scatter_nd", _SCATTER_ND[e.target])
    zeros = W(e, "full", shape=tuple(_ints(shape)), v=0, dt=e.dt(out_dtype(node)))
    return f"{name}({zeros}, {t['indices']}, {t['updates']}, 'add')"


# --- creation and identity ------------------------------------------------------------------------
def _fill(e, node, a, p):
    _static(e, node, p, "dims")
    return W(e, "broadcast_to", _t(node, a, p)["value"], shape=out_shape(node))


def _full_like(v):
    def emit(e, node, a, p):
        return W(e, "full", shape=out_shape(node), v=v, dt=e.dt(out_dtype(node)))

    return emit


def _range(e, node, a, p):
    start, limit, delta = _static(e, node, p, "start", "limit", "delta")
    return W(e, "arange", start=start, stop=limit, step=delta, dt=e.dt(out_dtype(node)))


def _shape(e, node, a, p):
    return [W(e, "scalar", v=literal(list(e.shape(i))), dt=e.dt(out_dtype(node, k)))
            for k, i in enumerate(node.args)]


def _size(e, node, a, p):
    return W(e, "scalar", v=int(np.prod(e.shape(node.args[0]))), dt=e.dt(out_dtype(node)))


def _rank(e, node, a, p):
    return W(e, "scalar", v=len(e.shape(node.args[0])), dt=e.dt(out_dtype(node)))


def _identity_n(e, node, a, p):
    return list(a)


def _stop_gradient(e, node, a, p):
    return W(e, "stop_gradient", a[0])


# --- linear algebra -------------------------------------------------------------------------------
def _batch_matmul(e, node, a, p):
    t = _t(node, a, p)
    x, y = t["x"], t["y"]
    if e.dtype(node.args[0]).startswith("complex") and (p.get("adj_x") or p.get("adj_y")):
        raise e.unsupported(node.op, "a complex adjoint is not emitted yet")
    if out_dtype(node) != e.dtype(node.args[0]):  # (BatchMatMulV3's Tout: accumulate in it)
        x, y = (W(e, "cast", v, dt=e.dt(out_dtype(node))) for v in (x, y))
    x = W(e, "swap_last", x) if p.get("adj_x") else x
    y = W(e, "swap_last", y) if p.get("adj_y") else y
    return W(e, "matmul", x, y)


def _div(e, node, a, p):
    """TensorFlow's first ``Div``: integers toward zero, the rest as ``RealDiv``."""
    if out_dtype(node).startswith(("int", "uint")):
        return _truncate_div(e, node, a, p)
    t = _t(node, a, p)
    return W(e, "div", t["x"], t["y"])


def _einsum(e, node, a, p):
    return W(e, "einsum_n", spec=str(p["equation"]), list=", ".join(a))


def _no_adjoint(word, *names):
    def emit(e, node, a, p):
        if p.get("adjoint"):
            raise e.unsupported(node.op, "adjoint=True is not emitted yet")
        t = _t(node, a, p)
        return W(e, word, *[t[n] for n in names])

    return emit


# --- pooling --------------------------------------------------------------------------------------
def _pool_args(e, node, p):
    k, s = (tuple(_ints(v)) for v in _static(e, node, p, "ksize", "strides"))
    if p.get("data_format", "NHWC") not in ("NHWC", "NDHWC") or p["padding"] not in ("SAME",
                                                                                   "VALID"):
        raise e.unsupported(node.op, "channels-first or explicit padding is not emitted yet")
    shape = e.shape(node.args[0])
    pads = list(same_pads(shape, k, s)) if p["padding"] == "SAME" else [(0, 0)] * len(shape)
    return k, s, pads


def _max_pool_v2(e, node, a, p):
    k, s, pads = _pool_args(e, node, p)
    return window_reduce(e, a[0], "max", k, s, pads, 'float("-inf")')


def _avg_pool(e, node, a, p):
    """The mean of each window's elements inside the input (``"SAME"``'s padding not counted)."""
    k, s, pads = _pool_args(e, node, p)
    total = window_reduce(e, a[0], "sum", k, s, pads, "0")
    if not any(lo or hi for lo, hi in pads):
        return W(e, "div", total, repr(float(np.prod(k))))
    ones = W(e, "full", shape=e.shape(node.args[0]), v=1, dt=e.dt(out_dtype(node)))
    return W(e, "div", total, window_reduce(e, ones, "sum", k, s, pads, "0"))


def _isinf(e, node, a, p):
    return W(e, "logical_and", W(e, "logical_not", W(e, "isfinite", a[0])),
             W(e, "logical_not", W(e, "isnan", a[0])))


def _truncate_div(e, node, a, p):
    """Toward zero: integers by the floor quotient corrected where the signs differ."""
    t = _t(node, a, p)
    x, y = t["x"], t["y"]
    if not out_dtype(node).startswith(("int", "uint")):
        q = W(e, "div", x, y)
        return W(e, "where", W(e, "lt", q, "0"), W(e, "ceil", q), W(e, "floor", q))
    q = W(e, "floordiv", x, y)
    fix = W(e, "logical_and", W(e, "ne", W(e, "mod", x, y), "0"),
            W(e, "ne", W(e, "lt", x, "0"), W(e, "lt", y, "0")))
    return W(e, "where", fix, W(e, "add", q, "1"), q)


def _conj_transpose(e, node, a, p):
    if e.dtype(node.args[0]).startswith("complex"):
        raise e.unsupported(node.op, "complex conjugation is not emitted yet")
    return _transpose(e, node, a, p)


def _gather_nd(e, node, a, p):
    t = _t(node, a, p)
    k = e.shape(node.args[1])[-1]
    idx = t["indices"]
    return f"{t['params']}[{', '.join(f'{idx}[..., {j}]' for j in range(k))}]"


def _band_part(e, node, a, p):
    """A static mask of the band (``num_lower`` / ``num_upper``: -1 keeps that whole side)."""
    lower, upper = (int(_ints(v)[0]) for v in _static(e, node, p, "num_lower", "num_upper"))
    m, n = e.shape(node.args[0])[-2:]
    rows, cols = np.arange(m)[:, None], np.arange(n)[None, :]
    keep = ((lower < 0) | (rows - cols <= lower)) & ((upper < 0) | (cols - rows <= upper))
    mask = W(e, "scalar", v=literal(keep.tolist()), dt=e.dt("bool"))
    return W(e, "where", mask, a[0], "0")


def _slogdet(e, node, a, p):
    k = node.outs[0][0]
    call = {"numpy": "np.linalg.slogdet", "torch": "torch.linalg.slogdet",
            "jax": "jnp.linalg.slogdet"}[e.target]
    return [f"sd{k} = {call}({a[0]})"], [f"sd{k}[0]", f"sd{k}[1]"]


def _softmax_xent(sparse):
    def emit(e, node, a, p):
        t = _t(node, a, p)
        logits, labels = t["features"], t["labels"]
        if sparse:  # integer classes as one-hot rows of the logits' dtype
            classes = e.shape(node.args[0])[-1]
            ks = W(e, "arange", start=0, stop=classes, step=1, dt=e.dt(e.dtype(node.args[1])))
            hot = W(e, "eq", W(e, "reshape", labels, shape=(-1, 1)), ks)
            labels = W(e, "cast", hot, dt=e.dt(out_dtype(node)))
        k = node.outs[0][0]
        pre = [f"lab{k} = {labels}"]
        loss = W(e, "neg", W(e, "sum", W(e, "mul", f"lab{k}", W(e, "log_softmax", logits)),
                             axes=(-1,), keep=False, dt=e.dt(out_dtype(node))))
        return pre, [loss, W(e, "sub", W(e, "softmax", logits), f"lab{k}")]

    return emit


MORE = {
    "Acos": _word_of("acos", "x"), "Asin": _word_of("asin", "x"), "Atan": _word_of("atan", "x"),
    "Sinh": _word_of("sinh", "x"), "Cosh": _word_of("cosh", "x"), "Tan": _word_of("tan", "x"),
    "Ceil": _word_of("ceil", "x"), "Floor": _word_of("floor", "x"),
    "Expm1": _word_of("expm1", "x"), "Log1p": _word_of("log1p", "x"),
    "Sign": _word_of("sign", "x"), "Reciprocal": _word_of("reciprocal", "x"),
    "Inv": _word_of("reciprocal", "x"), "IsNan": _word_of("isnan", "x"),
    "IsFinite": _word_of("isfinite", "x"), "LogicalNot": _word_of("logical_not", "x"),
    "Round": _word_of("round_even", "x"), "Rint": _word_of("round_even", "x"),
    "Atan2": _word_of("atan2", "y", "x"), "LogicalAnd": _word_of("logical_and", "x", "y"),
    "LogicalOr": _word_of("logical_or", "x", "y"), "FloorMod": _word_of("mod", "x", "y"),
    "TruncateMod": _word_of("fmod", "x", "y"), "FloorDiv": _word_of("floordiv", "x", "y"),
    "SquaredDifference": _squared_difference, "DivNoNan": _zero_where("y", "div"),
    "MulNoNan": _zero_where("y", "mul"), "Xlogy": _zero_where("x", "log"),
    "Xdivy": _zero_where("x", "div"), "AddN": add_inputs,
    "Relu6": _relu6, "Elu": _elu, "Selu": _selu, "LeakyRelu": _leaky_relu,
    "Softplus": _word_of("softplus", "features"), "Softsign": _softsign,
    "Softmax": _word_of("softmax", "logits"), "LogSoftmax": _word_of("log_softmax", "logits"),
    "Select": _select, "ClipByValue": _clip, "Cast": _cast,
    "ArgMax": _arg("argmax"), "ArgMin": _arg("argmin"),
    "Cumsum": _cumulative("cumsum", 0), "Cumprod": _cumulative("cumprod", 1),
    "L2Loss": _l2_loss,
    "Transpose": _transpose, "Pack": _pack, "Unpack": _unpack, "Concat": _concat_v1,
    "Tile": _tile, "BroadcastTo": _broadcast_to, "Pad": _pad, "PadV2": _pad_v2,
    "MirrorPad": _mirror_pad, "GatherV2": _gather_v2, "Gather": _gather_v1, "Slice": _slice,
    "ReverseV2": _reverse, "Roll": _roll, "OneHot": _one_hot,
    "TensorScatterUpdate": _tensor_scatter("set"), "TensorScatterAdd": _tensor_scatter("add"),
    "TensorScatterSub": _tensor_scatter("sub"), "TensorScatterMin": _tensor_scatter("min"),
    "TensorScatterMax": _tensor_scatter("max"), "ScatterNd": _scatter_nd,
    "Fill": _fill, "ZerosLike": _full_like(0), "OnesLike": _full_like(1), "Range": _range,
    "Shape": lambda e, node, a, p: _shape(e, node, a, p)[0], "ShapeN": _shape, "Size": _size,
    "Rank": _rank, "IdentityN": _identity_n, "Snapshot": lambda e, node, a, p: a[0],
    "StopGradient": _stop_gradient, "PreventGradient": _stop_gradient,
    "BatchMatMulV2": _batch_matmul, "BatchMatMulV3": _batch_matmul, "Einsum": _einsum,
    "MatrixInverse": _no_adjoint("inv", "input"), "MatrixDeterminant": _word_of("det", "input"),
    "Cholesky": _word_of("cholesky", "input"), "MatrixSolve": _no_adjoint("solve", "matrix", "rhs"),
    "Cross": _word_of("cross", "a", "b"),
    "MaxPoolV2": _max_pool_v2, "AvgPool": _avg_pool, "IsInf": _isinf,
    "TruncateDiv": _truncate_div, "ConjugateTranspose": _conj_transpose, "GatherNd": _gather_nd,
    "MatrixBandPart": _band_part, "LogMatrixDeterminant": _slogdet,
    "SoftmaxCrossEntropyWithLogits": _softmax_xent(False),
    "SparseSoftmaxCrossEntropyWithLogits": _softmax_xent(True), **EXTRA,
    "BatchMatMul": _batch_matmul, "Div": _div, "Mod": _word_of("fmod", "x", "y"),
    "Xlog1py": _zero_where("x", "log1p"),
    "MaxPool3D": _max_pool_v2, "AvgPool3D": _avg_pool,
}
