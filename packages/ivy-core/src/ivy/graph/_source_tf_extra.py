"""Still more ``Graph.to_source`` emitters of TensorFlow raw ops for NumPy, PyTorch and JAX
(TensorFlow's own source is the raw op itself): complex numbers (parts, ``Complex``, ``Angle``,
``ComplexAbs``), ``Erf`` / ``Erfc`` (NumPy: float64 series), bitwise ops, identities, ``Split`` /
``SplitV`` / ``Reverse`` with static attributes, ``EuclideanNorm``, ``CumulativeLogsumexp``,
``Const``, ``LinSpace`` (the kernel's own steps), ``TopKV2`` (sorted: the stable descending
order), and the values of
``Svd`` / ``SelfAdjointEigV2`` (singular values, eigenvalues: a matrix's own numbers, which any
framework computes alike; their vectors' signs and bases are each library's choice, so reading
them has no emitter).

Left without an emitter on purpose: ``Qr`` (the factors' signs are the library's choice),
``Where`` / ``Unique`` / ``UniqueWithCounts`` (data-dependent output shapes).
"""

from __future__ import annotations

import numpy as np

from ._source_aten import _erf, _named
from ._source_aten_extra import _order
from ._source_lax import _erfc_numpy
from ._source_ops import W, add_inputs, index, literal, out_dtype, out_shape, reduce

# word: (numpy, torch, jax) spellings of one operand
_SPELLED = {
    "Real": ("np.real({0})", "torch.real({0})", "jnp.real({0})"),
    "Imag": ("np.imag({0})", "torch.imag({0})", "jnp.imag({0})"),
    "Conj": ("np.conj({0})", "torch.conj_physical({0})", "jnp.conj({0})"),
    "Svd": ("np.linalg.svd({0}, compute_uv=False)", "torch.linalg.svdvals({0})",
            "jnp.linalg.svd({0}, compute_uv=False)"),
    "SelfAdjointEigV2": ("np.linalg.eigvalsh({0})", "torch.linalg.eigvalsh({0})",
                         "jnp.linalg.eigvalsh({0})"),
    "Angle": ("np.angle({0})", "torch.angle({0})", "jnp.angle({0})"),
    "Complex": ("({0} + 1j * {1})", "torch.complex({0}, {1})", "lax.complex({0}, {1})"),
    "Erfc": (_erfc_numpy, "torch.special.erfc({0})", "lax.erfc({0})"),
    "LeftShift": ("np.left_shift({0}, {1})", "torch.bitwise_left_shift({0}, {1})",
                  "jnp.left_shift({0}, {1})"),
    "RightShift": ("np.right_shift({0}, {1})", "torch.bitwise_right_shift({0}, {1})",
                   "jnp.right_shift({0}, {1})"),
}
_COL = {"numpy": 0, "torch": 1, "jax": 2}


def _spelled(op):
    """``op``'s first output in the target's spelling; the others (vectors) have none, unless
    not computed (``compute_uv`` / ``compute_v`` false: empty)."""
    def emit(e, node, a, p):
        spelled = _SPELLED[op][_COL[e.target]]
        out = spelled(e, a[0]) if callable(spelled) else spelled.format(*a)
        if len(node.outs) == 1:
            return out
        return [out, *(W(e, "full", shape=(0,), v=0, dt=e.dt(d)) if tuple(s) == (0,) else None
                       for _, s, d in node.outs[1:])]

    return emit


def _const(e, node, a, p):
    return W(e, "scalar", v=literal(p["value"]), dt=e.dt(out_dtype(node)))


def _linspace(e, node, a, p):
    """TensorFlow's kernel: ``start + i * (stop - start) / (num - 1)``, the last one ``stop``
    itself (``num`` is the static output length)."""
    exprs, _ = _named(node, a, p)
    dt = out_dtype(node)
    start, stop = (exprs[k] if k in exprs else W(e, "scalar", v=literal(p[k]), dt=e.dt(dt))
                   for k in ("start", "stop"))
    num = out_shape(node)[0]
    if num == 1:
        return W(e, "reshape", start, shape=(1,))
    step = W(e, "div", W(e, "sub", stop, start), W(e, "scalar", v=num - 1, dt=e.dt(dt)))
    ramp = W(e, "add", start, W(e, "mul", W(e, "arange", start=0, stop=num - 1, step=1,
                                                dt=e.dt(dt)), step))
    return W(e, "concat", list=f"{ramp}, {W(e, 'reshape', stop, shape=(1,))}", axis=0)


def _top_k(e, node, a, p):
    """``TopKV2`` sorted: the first ``k`` of the stable descending order along the last axis
    (equal values: the lower index first, as TensorFlow's)."""
    if not p.get("sorted", True):
        raise e.unsupported(node.op, "an unsorted top_k's order is TensorFlow's own")
    exprs, _ = _named(node, a, p)
    axis = len(out_shape(node)) - 1
    pre, o = _order(e, node, exprs["input"], axis, True)
    k, j = out_shape(node)[-1], node.outs[0][0]
    first = index(o, [(None, None, 1)] * axis + [(0, k, 1)])
    return [*pre, f"t{j} = {first}"], [W(e, "take_along_axis", exprs["input"], f"t{j}",
                                         axis=axis),
                                       W(e, "cast", f"t{j}", dt=e.dt(out_dtype(node, 1)))]


def _word(word, *names):
    def emit(e, node, a, p):
        exprs, _ = _named(node, a, p)
        return W(e, word, *[exprs[n] for n in names])

    return emit


def _static(e, node, p, key):
    if key not in p:
        raise e.unsupported(node.op, f"its {key} is a computed tensor, not a static value")
    v = p[key]
    return list(v) if isinstance(v, (list, tuple)) else [v]


def _erf_op(e, node, a, p):
    return _erf(e, a[0])  # (NumPy: ``_source_aten._erf``'s float64 series)


def _approximate_equal(e, node, a, p):
    return W(e, "lt", W(e, "abs", W(e, "sub", a[0], a[1])), literal(float(p.get("tolerance",
                                                                               1e-5))))


def _identity(e, node, a, p):
    return a[0]


def _euclidean_norm(e, node, a, p):
    if not out_dtype(node).startswith(("float", "bfloat")):
        raise e.unsupported(node.op, "an integer or complex norm is not emitted yet")
    n = len(e.shape(node.args[0]))
    axes = tuple(sorted({int(d) % n for d in _static(e, node, p, "axis")}))
    return W(e, "sqrt", reduce(e, "sum", W(e, "square", a[0]), axes, out_dtype(node),
                               bool(p.get("keep_dims"))))


def _split(e, node, a, p):
    """``Split`` / ``SplitV``: consecutive slices along the static axis, sized as the outputs."""
    exprs, ids = _named(node, a, p)
    d = int(_static(e, node, p, "axis")[0]) % len(e.shape(ids["value"]))
    outs, start = [], 0
    for _, s, _ in node.outs:
        outs.append(index(exprs["value"], [(None, None, 1)] * d + [(start, start + s[d], 1)]))
        start += s[d]
    return outs


def _reverse(e, node, a, p):
    flags = _static(e, node, p, "dims")
    exprs, _ = _named(node, a, p)
    axes = tuple(i for i, f in enumerate(flags) if f)
    return W(e, "flip", exprs["tensor"], axes=axes) if axes else exprs["tensor"]


def _cumulative_logsumexp(e, node, a, p):
    if p.get("exclusive"):
        raise e.unsupported(node.op, "exclusive=True is not emitted yet")
    exprs, _ = _named(node, a, p)
    axis = int(_static(e, node, p, "axis")[0]) % len(out_shape(node))
    spelled = {"numpy": "np.logaddexp.accumulate({0}, axis={axis})",
               "torch": "torch.logcumsumexp({0}, dim={axis})",
               "jax": "lax.cumlogsumexp({0}, axis={axis})"}[e.target]
    x = W(e, "flip", exprs["x"], axes=(axis,)) if p.get("reverse") else exprs["x"]
    out = spelled.format(x, axis=axis)
    return W(e, "flip", out, axes=(axis,)) if p.get("reverse") else out


# the gradients of activations (what a tape inside ``tf.function`` traces to), with Python's
# operators (every target's arrays take them): op -> (the tensor names, the formula; ``zero``: a
# zero of the first's shape and dtype, ``where``: the target's)
_SELU_SCALE, _SELU_ALPHA = 1.0507009873554805, 1.6732632423543772
_GRADS = {
    "ReluGrad": (("gradients", "features"), "{where}({features} > 0, {gradients}, {zero})"),
    "Relu6Grad": (("gradients", "features"),
                  "{where}(({features} > 0) & ({features} < 6), {gradients}, {zero})"),
    "LeakyReluGrad": (("gradients", "features"),
                      "{where}({features} > 0, {gradients}, {gradients} * {alpha})"),
    "EluGrad": (("gradients", "outputs"),
                "{where}({outputs} > 0, {gradients}, {gradients} * ({outputs} + 1))"),
    "SeluGrad": (("gradients", "outputs"),
                 f"{{where}}({{outputs}} > 0, {{gradients}} * {_SELU_SCALE!r}, {{gradients}} * "
                 f"({{outputs}} + {_SELU_SCALE * _SELU_ALPHA!r}))"),
    "SoftplusGrad": (("gradients", "features"), "{gradients} * {sigmoid}"),
    "SoftsignGrad": (("gradients", "features"), "{gradients} / ({abs} + 1) ** 2"),
    "SigmoidGrad": (("y", "dy"), "{dy} * ({y} * (1 - {y}))"),
    "TanhGrad": (("y", "dy"), "{dy} * (1 - {y} * {y})"),
    "SqrtGrad": (("y", "dy"), "{dy} * 0.5 / {y}"),
    "RsqrtGrad": (("y", "dy"), "{dy} * -0.5 * ({y} * {y} * {y})"),
    "ReciprocalGrad": (("y", "dy"), "-({dy} * ({y} * {y}))"),
    "InvGrad": (("y", "dy"), "-({dy} * ({y} * {y}))"),
}


_WHERE = {"numpy": "np.where", "torch": "torch.where", "jax": "jnp.where"}


def _grad(op):
    names, formula = _GRADS[op]

    def emit(e, node, a, p):
        exprs, _ = _named(node, a, p)
        fields = {n: f"({exprs[n]})" for n in names}
        if "{zero}" in formula:
            fields["zero"] = W(e, "full", shape=out_shape(node), v=0, dt=e.dt(out_dtype(node)))
        if "{sigmoid}" in formula:
            fields["sigmoid"] = W(e, "sigmoid", exprs["features"])
        if "{abs}" in formula:
            fields["abs"] = W(e, "abs", exprs["features"])
        return formula.format(where=_WHERE[e.target], alpha=literal(float(p.get("alpha", 0.2))),
                              **fields)

    return emit


def _empty(e, node, a, p):
    """Uninitialised (``init`` false) or zeros: zeros, as the replay."""
    return W(e, "full", shape=out_shape(node), v=0, dt=e.dt(out_dtype(node)))


def _invert_permutation(e, node, a, p):
    """``y[x[i]] = i``: the order that sorts the permutation."""
    pre, o = _order(e, node, a[0], 0, False)
    return pre, W(e, "cast", o, dt=e.dt(out_dtype(node)))


def _eye(e, rows, cols):
    """A ``rows x cols`` boolean mask of the main diagonal (from two static ranges)."""
    i64 = e.dt("int64")
    r = W(e, "reshape", W(e, "arange", start=0, stop=rows, step=1, dt=i64), shape=(rows, 1))
    c = W(e, "reshape", W(e, "arange", start=0, stop=cols, step=1, dt=i64), shape=(1, cols))
    return W(e, "eq", r, c)


def _diag_flat(e, x, lead, rows, cols):
    """The main diagonal of the last two (static) axes of ``x``: flattened, read at static
    indices."""
    flat = W(e, "reshape", x, shape=(*lead, rows * cols))
    at = W(e, "scalar", v=literal([i * cols + i for i in range(min(rows, cols))]),
           dt=e.dt("int64"))
    return W(e, "gather_axis", flat, at, axis=len(lead))


def _diag_part(e, node, a, p):
    """``DiagPart``: ``D + D`` -> ``D`` (the diagonal of the flattened square)."""
    n = int(np.prod(out_shape(node), dtype=np.int64))
    return W(e, "reshape", _diag_flat(e, a[0], (), n, n), shape=out_shape(node))


def _matrix_diag_part(e, node, a, p):
    shape = e.shape(node.args[0])
    return _diag_flat(e, a[0], tuple(shape[:-2]), shape[-2], shape[-1])


def _diag(e, node, a, p):
    """``Diag`` (``D`` -> ``D + D``) / ``MatrixDiag`` (``[..., n]`` -> ``[..., n, n]``): the
    values on a diagonal mask, zeros elsewhere."""
    shape = e.shape(node.args[0])
    n = int(np.prod(shape, dtype=np.int64)) if node.op == "tf.Diag" else shape[-1]
    col = W(e, "reshape", a[0], shape=(n, 1) if node.op == "tf.Diag" else (*shape, 1))
    out = W(e, "where", _eye(e, n, n), col, W(e, "full", shape=(), v=0,
                                                dt=e.dt(out_dtype(node))))
    return W(e, "reshape", out, shape=out_shape(node)) if node.op == "tf.Diag" else out


def _matrix_set_diag(e, node, a, p):
    """``MatrixSetDiag``: ``input`` with its main diagonal replaced (row ``i`` reads
    ``diagonal[..., i]``; rows past the diagonal's end never reach the mask)."""
    exprs, ids = _named(node, a, p)
    rows, cols = e.shape(ids["input"])[-2:]
    k = min(rows, cols)
    at = W(e, "scalar", v=literal([min(i, k - 1) for i in range(rows)]), dt=e.dt("int64"))
    lead = e.shape(ids["input"])[:-2]
    col = W(e, "reshape", W(e, "gather_axis", exprs["diagonal"], at, axis=len(lead)),
            shape=(*lead, rows, 1))
    return W(e, "where", _eye(e, rows, cols), col, exprs["input"])


def _fused_batch_norm(e, node, a, p):
    """``FusedBatchNorm`` / ``V2`` / ``V3``: ``y`` only (in the scale's dtype, then the
    input's), with the given statistics or, training, the batch's (the biased variance); the
    statistics outputs have no emitter."""
    exprs, ids = _named(node, a, p)
    xs, dt = e.shape(ids["x"]), e.dtype(ids["scale"])
    first = p.get("data_format", "NHWC").startswith("NC") and len(xs) > 2
    x = W(e, "cast", exprs["x"], dt=e.dt(dt)) if e.dtype(ids["x"]) != dt else exprs["x"]
    view = (lambda v: W(e, "reshape", v, shape=(1, -1) + (1,) * (len(xs) - 2))) if first else (
        lambda v: v)
    k, pre = node.outs[0][0], []
    if p.get("is_training", True):
        axes = (0, *range(2, len(xs))) if first else tuple(range(len(xs) - 1))
        pre = [f"m{k} = {W(e, 'mean', x, axes=axes, keep=True, dt=e.dt(dt))}",
               f"v{k} = {W(e, 'mean', W(e, 'square', W(e, 'sub', x, f'm{k}')), axes=axes, keep=True, dt=e.dt(dt))}"]  # noqa: E501
        mean, var = f"m{k}", f"v{k}"
    else:
        mean, var = view(exprs["mean"]), view(exprs["variance"])
    eps = W(e, "scalar", v=literal(float(p.get("epsilon", 1e-4))), dt=e.dt(dt))
    inv = W(e, "mul", W(e, "div", W(e, "scalar", v="1.0", dt=e.dt(dt)),
                        W(e, "sqrt", W(e, "add", var, eps))), view(exprs["scale"]))
    y = W(e, "add", W(e, "mul", W(e, "sub", x, mean), inv), view(exprs["offset"]))
    if out_dtype(node) != dt:
        y = W(e, "cast", y, dt=e.dt(out_dtype(node)))
    return pre, [y, *([None] * (len(node.outs) - 1))]


def _resize_positions(n_in, n_out, align, half):
    """TensorFlow's source position of each output row, in float32 as its kernels."""
    scale = np.float32((n_in - 1) / (n_out - 1) if align and n_out > 1 else n_in / n_out)
    o = np.arange(n_out, dtype=np.float32)
    return (o + np.float32(0.5)) * scale if half else o * scale


def _resize(kind):
    """``ResizeNearestNeighbor`` / ``ResizeBilinear`` (NHWC): per spatial axis, the source rows
    at static indices (nearest: floor, or with ``align_corners`` C's ``roundf``, half away from
    zero), bilinear mixing two rows by static weights (in float32)."""
    def emit(e, node, a, p):
        exprs, ids = _named(node, a, p)
        align, half = bool(p.get("align_corners")), bool(p.get("half_pixel_centers"))
        if align and half:
            raise e.unsupported(node.op, "align_corners with half_pixel_centers")
        shape, x, k, pre = e.shape(ids["images"]), exprs["images"], node.outs[0][0], []
        if kind == "bilinear" and e.dtype(ids["images"]) != "float32":
            x = W(e, "cast", x, dt=e.dt("float32"))
        for axis in (1, 2):
            n_in, n_out = shape[axis], out_shape(node)[axis]
            pos = _resize_positions(n_in, n_out, align, half)
            if kind == "nearest":
                at = np.floor(pos + np.float32(0.5)) if align else np.floor(pos)
                x = W(e, "gather_axis", x, W(e, "scalar", v=literal(np.clip(
                    at.astype(np.int64), 0, n_in - 1).tolist()), dt=e.dt("int64")), axis=axis)
                continue
            pos = pos - np.float32(0.5) if half else pos
            lo_f = np.floor(pos)
            lo, hi = np.maximum(lo_f.astype(np.int64), 0), np.minimum(
                np.ceil(pos).astype(np.int64), n_in - 1)
            taps = [W(e, "gather_axis", x, W(e, "scalar", v=literal(t.tolist()),
                                                dt=e.dt("int64")), axis=axis) for t in (lo, hi)]
            view = tuple(-1 if d == axis else 1 for d in range(4))
            lerp = W(e, "reshape", W(e, "scalar", v=literal((pos - lo_f).tolist()),
                                     dt=e.dt("float32")), shape=view)
            pre += [f"lo{k} = {taps[0]}",
                    f"r{k}_{axis} = {W(e, 'add', f'lo{k}', W(e, 'mul', W(e, 'sub', taps[1], f'lo{k}'), lerp))}"]  # noqa: E501
            x = f"r{k}_{axis}"
        return (pre, x) if pre else x

    return emit


#: raw ops whose TensorFlow source is the emitter above too (``tf.raw_ops.Const`` takes a
#: ``TensorProto``, not a list; ``AccumulateNV2`` has no kernel: graphs rewrite it to a sum;
#: TensorFlow's ``Empty`` leaves memory uninitialised where the replay has zeros)
NOT_OWN = {"Const", "AccumulateNV2", "Empty"}

#: ``tf.<Op>`` -> the emitter for NumPy, PyTorch and JAX
EXTRA = {**{op: _spelled(op) for op in _SPELLED}, "Const": _const, "LinSpace": _linspace,
         "TopKV2": _top_k, "Acosh": _word("acosh", "x"), "Asinh": _word("asinh", "x"),
         "Atanh": _word("atanh", "x"), "Erf": _erf_op,
         **{f"Bitwise{n}": _word(f"bitwise_{n.lower()}", "x", "y") for n in ("And", "Or", "Xor")},
         "Invert": _word("bitwise_not", "x"), "ComplexAbs": _word("abs", "x"),
         "AccumulateNV2": add_inputs, "ApproximateEqual": _approximate_equal,
         "BiasAddV1": _word("add", "value", "bias"),
         **{op: _identity for op in ("EnsureShape", "PlaceholderWithDefault", "GuaranteeConst",
                                     "DeepCopy")},
         "EuclideanNorm": _euclidean_norm, "Split": _split, "SplitV": _split,
         "Reverse": _reverse, "CumulativeLogsumexp": _cumulative_logsumexp,
         **{op: _grad(op) for op in _GRADS}, "Empty": _empty,
         "InvertPermutation": _invert_permutation, "DiagPart": _diag_part, "Diag": _diag,
         "MatrixDiag": _diag, "MatrixDiagPart": _matrix_diag_part,
         "MatrixSetDiag": _matrix_set_diag,
         **{f"FusedBatchNorm{v}": _fused_batch_norm for v in ("", "V2", "V3")},
         "ResizeNearestNeighbor": _resize("nearest"), "ResizeBilinear": _resize("bilinear")}
