"""Still more ``Graph.to_source`` emitters of TensorFlow raw ops for NumPy, PyTorch and JAX
(TensorFlow's own source is the raw op itself): complex parts, ``Const``, ``LinSpace`` (the
kernel's own steps), ``TopKV2`` (sorted: the stable descending order), and the values of
``Svd`` / ``SelfAdjointEigV2`` (singular values, eigenvalues: a matrix's own numbers, which any
framework computes alike; their vectors' signs and bases are each library's choice, so reading
them has no emitter).

Left without an emitter on purpose: ``Qr`` (the factors' signs are the library's choice),
``Where`` / ``Unique`` / ``UniqueWithCounts`` (data-dependent output shapes).
"""

from __future__ import annotations

from ._source_aten import _named
from ._source_aten_extra import _order
from ._source_ops import W, index, literal, out_dtype, out_shape

# word: (numpy, torch, jax) spellings of one operand
_SPELLED = {
    "Real": ("np.real({0})", "torch.real({0})", "jnp.real({0})"),
    "Imag": ("np.imag({0})", "torch.imag({0})", "jnp.imag({0})"),
    "Conj": ("np.conj({0})", "torch.conj_physical({0})", "jnp.conj({0})"),
    "Svd": ("np.linalg.svd({0}, compute_uv=False)", "torch.linalg.svdvals({0})",
            "jnp.linalg.svd({0}, compute_uv=False)"),
    "SelfAdjointEigV2": ("np.linalg.eigvalsh({0})", "torch.linalg.eigvalsh({0})",
                         "jnp.linalg.eigvalsh({0})"),
}
_COL = {"numpy": 0, "torch": 1, "jax": 2}


def _spelled(op):
    """``op``'s first output in the target's spelling; the others (vectors) have none, unless
    not computed (``compute_uv`` / ``compute_v`` false: empty)."""
    def emit(e, node, a, p):
        out = _SPELLED[op][_COL[e.target]].format(a[0])
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


#: raw ops whose TensorFlow source is the emitter above too (``tf.raw_ops.Const`` takes a
#: ``TensorProto``, not a list)
NOT_OWN = {"Const"}

#: ``tf.<Op>`` -> the emitter for NumPy, PyTorch and JAX
EXTRA = {**{op: _spelled(op) for op in _SPELLED}, "Const": _const, "LinSpace": _linspace,
         "TopKV2": _top_k}
