"""``Graph.to_source`` emitters of the ``tf.*`` raw ops (graphs captured from TensorFlow): for
TensorFlow the raw op itself (``tf.raw_ops.<Op>`` with the node's arguments as keywords); for
NumPy, PyTorch and JAX the words of ``_source_ops.WORDS``, meaning what the TensorFlow
frontend's ``raw_ops`` (the replay) means."""

from __future__ import annotations

from .._rules.spatial import same_pads
from ._source_aten import _named
from ._source_ops import W, conv, index, literal, out_dtype, out_shape, reduce, window_reduce
from ._source_tf_extra import NOT_OWN
from ._source_tf_more import MORE

_DTYPE_ATTRS = ("T", "Tidx", "dtype", "DstT", "SrcT", "out_type", "Tshape", "Tout",
                "output_type", "index_type", "out_idx")


def _tf_own(op):
    """``tf.raw_ops.<op>(**arguments)``."""
    def emit(e, node, a, p):
        exprs, _ = _named(node, a, p)
        kw = [f"{k}=[{', '.join(v)}]" if isinstance(v, list) else f"{k}={v}"
              for k, v in exprs.items()]
        kw += [f"{k}={'tf.' + v if k in _DTYPE_ATTRS else literal(v)}"
               for k, v in sorted(p.items()) if k != "_tensors"]
        return f"tf.raw_ops.{op}({', '.join(kw)})"

    return emit


def _word(word):
    def emit(e, node, a, p):
        return W(e, word, *a)

    return emit


def _identity(e, node, a, p):
    return a[0]


def _to_shape(e, node, a, p):
    return W(e, "reshape", a[0], shape=out_shape(node))


def _select(e, node, a, p):
    return W(e, "where", *a)


def _axes(e, node, p):
    axis = p.get("axis", p.get("reduction_indices"))
    n = len(e.shape(node.args[0]))
    axis = axis if isinstance(axis, (list, tuple)) else [axis]
    return tuple(int(d) % n for d in axis)


def _reduction(word):
    def emit(e, node, a, p):
        return reduce(e, word, a[0], _axes(e, node, p), out_dtype(node), bool(p.get("keep_dims")))

    return emit


def _bias_add(e, node, a, p):
    x, b = a
    if p.get("data_format", "NHWC").startswith("NC") and len(out_shape(node)) > 2:
        b = W(e, "reshape", b, shape=(1, -1) + (1,) * (len(out_shape(node)) - 2))
    return W(e, "add", x, b)


def _concat(e, node, a, p):
    return W(e, "concat", list=", ".join(a), axis=int(p["axis"]))


def _matmul(e, node, a, p):
    lhs = "ji" if p.get("transpose_a") else "ij"
    rhs = "kj" if p.get("transpose_b") else "jk"
    return W(e, "einsum", a[0], a[1], spec=f"{lhs},{rhs}->ik")


def _same_pads(sizes, window, strides, dilation):
    """TensorFlow's ``"SAME"`` (``_rules.spatial.same_pads`` of the dilated window)."""
    return list(same_pads(sizes, [(k - 1) * d + 1 for k, d in zip(window, dilation)], strides))


def _depthwise(e, node, a, p):
    """``DepthwiseConv2dNative``: a grouped convolution, one group per input channel (the filter
    ``(kh, kw, C, M)`` as ``(kh, kw, 1, C * M)``: output channel ``c * M + m``)."""
    kh, kw, c, m = e.shape(node.args[1])
    w = W(e, "reshape", a[1], shape=(kh, kw, 1, c * m))
    return _conv2d(e, node, [a[0], w], p, (kh, kw, 1, c * m))


def _conv2d(e, node, a, p, ws=None):
    """``Conv2D`` / ``Conv3D`` (channels last) in (N, C, *spatial) order and back."""
    xs, ws = e.shape(node.args[0]), ws or e.shape(node.args[1])
    n = len(xs) - 2
    if p.get("data_format", "NHWC" if n == 2 else "NDHWC")[-1] != "C":
        raise e.unsupported(node.op, "channels-first data_format is not emitted yet")
    strides = tuple(p["strides"])[1:n + 1]
    dil = tuple(p.get("dilations", (1,) * (n + 2)))[1:n + 1]
    if p["padding"] == "SAME":
        pads = _same_pads(xs[1:n + 1], ws[:n], strides, dil)
    elif p["padding"] == "VALID":
        pads = [(0, 0)] * n
    else:
        q = list(p["explicit_paddings"])
        pads = [(q[2 * d], q[2 * d + 1]) for d in range(1, n + 1)]
    x = W(e, "transpose", a[0], perm=(0, n + 1, *range(1, n + 1)))
    w = W(e, "transpose", a[1], perm=(n + 1, n, *range(n)))
    y = conv(e, x, w, strides, pads, dil, xs[-1] // ws[-2])
    return W(e, "transpose", y, perm=(0, *range(2, n + 2), 1))


def _max_pool(e, node, a, p):
    if p.get("data_format", "NHWC") != "NHWC" or p["padding"] == "EXPLICIT":
        raise e.unsupported(node.op, "NCHW or explicit padding is not emitted yet")
    k, s = tuple(p["ksize"]), tuple(p["strides"])
    shape = e.shape(node.args[0])
    pads = (_same_pads(shape, k, s, (1,) * 4) if p["padding"] == "SAME" else [(0, 0)] * 4)
    return window_reduce(e, a[0], "max", k, s, pads, 'float("-inf")')


def _strided_slice(e, node, a, p):
    if p.get("ellipsis_mask") or p.get("new_axis_mask"):
        raise e.unsupported(node.op, "ellipsis or new-axis masks are not emitted yet")
    parts, shrink = [], []
    for i, (b, en, s) in enumerate(zip(p["begin"], p["end"], p["strides"])):
        if p.get("shrink_axis_mask", 0) >> i & 1:
            parts.append((b, b + 1 if b != -1 else None, 1))
            shrink.append(i)
            continue
        parts.append((None if p.get("begin_mask", 0) >> i & 1 else b,
                      None if p.get("end_mask", 0) >> i & 1 else en, s))
    out = index(a[0], parts)
    return W(e, "reshape", out, shape=out_shape(node)) if shrink else out


_OTHERS = {
    "Abs": _word("abs"), "Exp": _word("exp"), "Log": _word("log"), "Neg": _word("neg"),
    "Sqrt": _word("sqrt"), "Tanh": _word("tanh"), "Relu": _word("relu"),
    "Sigmoid": _word("sigmoid"), "Sin": _word("sin"), "Cos": _word("cos"),
    "Rsqrt": _word("rsqrt"), "Square": _word("square"),
    "AddV2": _word("add"), "Add": _word("add"), "Sub": _word("sub"), "Mul": _word("mul"),
    "RealDiv": _word("div"), "Pow": _word("pow"), "Maximum": _word("maximum"),
    "Minimum": _word("minimum"), "Greater": _word("gt"), "GreaterEqual": _word("ge"),
    "Less": _word("lt"), "LessEqual": _word("le"), "Equal": _word("eq"),
    "NotEqual": _word("ne"), "SelectV2": _select, "Identity": _identity,
    "Reshape": _to_shape, "Squeeze": _to_shape, "ExpandDims": _to_shape,
    "Sum": _reduction("sum"), "Mean": _reduction("mean"), "Max": _reduction("max"),
    "Min": _reduction("min"), "Prod": _reduction("prod"),
    "BiasAdd": _bias_add, "ConcatV2": _concat, "MatMul": _matmul, "Conv2D": _conv2d,
    "Conv3D": _conv2d, "DepthwiseConv2dNative": _depthwise,
    "MaxPool": _max_pool, "StridedSlice": _strided_slice, "All": _reduction("all"),
    "Any": _reduction("any"), **MORE,
}


def _tf_row(op):
    return {"tensorflow": _OTHERS[op] if op in NOT_OWN else _tf_own(op), "numpy": _OTHERS[op],
            "torch": _OTHERS[op], "jax": _OTHERS[op]}


#: ``tf.<Op>`` -> {target: emit}; a raw op not listed has no emitter, even for TensorFlow
#: (its attributes are not all checked here)
TF_EMIT = {f"tf.{op}": _tf_row(op) for op in _OTHERS}
