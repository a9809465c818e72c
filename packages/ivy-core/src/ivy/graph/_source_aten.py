"""``Graph.to_source`` emitters of the ``aten.*`` ops (graphs captured from PyTorch).

For PyTorch an op is PyTorch's operator itself, ``torch.ops.aten.<op>`` with the node's
arguments under their schema names, so the source means exactly what PyTorch means (the
TensorFlow raw ops do the same with ``tf.raw_ops``: ``_source_tf.py``). For the other targets
the emitters below write the operator with ``_source_ops.WORDS``, meaning what the replay's row
(``_aten.ATEN``) means. Python scalars become 0-d arrays of the dtype PyTorch computes in, so
NumPy's and JAX's promotion cannot widen a result.
"""

from __future__ import annotations

import numpy as np

from ._source_ops import W, conv, index, literal, out_dtype, out_shape, pad, reduce, window_reduce

INT64_MAX = 9223372036854775807


def _named(node, a, p):
    """``({name: expression or list of them}, {name: value id or list})`` of the tensor
    arguments, in ``_graph._keyword_op``'s order."""
    exprs, ids, k = {}, {}, 0
    for key, count in p["_tensors"]:
        if count is None:
            exprs[key], ids[key] = a[k], node.args[k]
            k += 1
        elif isinstance(count, (list, tuple)):
            exprs[key], ids[key] = [], []
            for present in count:
                exprs[key].append(a[k] if present else None)
                ids[key].append(node.args[k] if present else None)
                k += present
        else:
            exprs[key], ids[key] = list(a[k:k + count]), list(node.args[k:k + count])
            k += count
    return exprs, ids


def _kw_source(key, v):
    if key == "dtype" and isinstance(v, str):
        return f"torch.{v}"
    return literal(list(v) if isinstance(v, tuple) else v)


# --- the frameworks' own operators ----------------------------------------------------------------
def _torch_own(op):
    def emit(e, node, a, p):
        exprs, _ = _named(node, a, p)
        kw = []
        for key, v in exprs.items():
            v = f"[{', '.join('None' if x is None else x for x in v)}]" if isinstance(v, list) else v
            kw.append(f"{key}={v}")
        for key, v in sorted(p.items()):
            if key.startswith("_"):  # (the graph's own: _tensors, _with_indices)
                continue
            if key == "self":  # a Python number where ATen takes a tensor (1.0 - x)
                kw.insert(0, f"self=torch.tensor({literal(v)}, dtype={e.dt(out_dtype(node))}, "
                             f"device=dev)")
                continue
            kw.append(f"{key}={_kw_source(key, v)}")
        if not exprs:  # a creation operator (the capture drops its device): the input's
            kw.append("device=dev")
        return f"torch.ops.aten.{op}({', '.join(kw)})"

    return emit


# --- PyTorch's operators for NumPy, JAX and TensorFlow ---------------------------------------------
def _is_float(d):
    return d.startswith(("float", "bfloat", "complex"))


def _operand(e, expr, vid, dt):
    """A tensor argument in the dtype ``dt`` (cast when it differs)."""
    return expr if e.dtype(vid) == dt else W(e, "cast", expr, dt=e.dt(dt))


def _promote(a, b):
    """PyTorch's promotion of two tensor dtypes: a float over an integer, else the wider."""
    if _is_float(a) != _is_float(b):
        return a if _is_float(a) else b
    return str(np.promote_types(a, b))


def _scalar(e, v, dt):
    return W(e, "scalar", v=literal(v), dt=e.dt(dt))


def _pair(e, node, a, p, first="self", second="other"):
    """The two operands of a binary operator in the dtype PyTorch computes in (the result's for
    arithmetic; for a comparison, the tensor's, or float32 for an integer tensor against a
    float)."""
    exprs, ids = _named(node, a, p)
    out = out_dtype(node)
    if out == "bool":
        tensor = [ids[k] for k in (first, second) if k in ids]
        dts = {e.dtype(i) for i in tensor}
        scalars = [p[k] for k in (first, second) if k not in ids]
        dt = dts.pop() if len(dts) == 1 else (_promote(*dts) if dts else None)
        if dt is not None and not _is_float(dt) and any(isinstance(s, float) for s in scalars):
            dt = "float32"
    else:
        dt = out
    res = []
    for k in (first, second):
        if k in ids:
            res.append(exprs[k] if dt is None else _operand(e, exprs[k], ids[k], dt))
        else:
            res.append(_scalar(e, p[k], dt or "float32"))
    return res


def _binary(word, logical=None):
    def emit(e, node, a, p):
        x, y = _pair(e, node, a, p)
        use = logical if logical and out_dtype(node) == "bool" else word
        if p.get("alpha", 1) != 1:
            y = W(e, "mul", y, _scalar(e, p["alpha"], out_dtype(node)))
        return W(e, use, x, y)

    return emit


def _logical(word):
    """``logical_and`` / ``or`` / ``xor``: operands other than bools read as ``x != 0``
    (TensorFlow's logical ops take bools only)."""
    def emit(e, node, a, p):
        x, y = _pair(e, node, a, p)
        _, ids = _named(node, a, p)
        scalars = [p[k] for k in ("self", "other") if k not in ids]
        if {e.dtype(i) for i in ids.values()} != {"bool"} or any(isinstance(v, float)
                                                               for v in scalars):
            x, y = (W(e, "ne", v, "0") for v in (x, y))
        return W(e, word, x, y)

    return emit


def _unary(word, logical=None):
    def emit(e, node, a, p):
        x = a[0]
        if _is_float(out_dtype(node)) and e.dtype(node.args[0]) != out_dtype(node):
            x = W(e, "cast", x, dt=e.dt(out_dtype(node)))
        return W(e, logical if logical and out_dtype(node) == "bool" else word, x)

    return emit


def _pow(e, node, a, p):
    return W(e, "pow", *_pair(e, node, a, p, "self", "exponent"))


def _where(e, node, a, p):
    exprs, ids = _named(node, a, p)
    dt = out_dtype(node)
    vals = [_operand(e, exprs[k], ids[k], dt) if k in ids else _scalar(e, p[k], dt)
            for k in ("self", "other")]
    return W(e, "where", exprs["condition"], *vals)


def _clamp(e, node, a, p):
    exprs, ids = _named(node, a, p)
    dt = out_dtype(node)
    x = _operand(e, exprs["self"], ids["self"], dt)
    for key, word in (("min", "maximum"), ("max", "minimum")):
        bound = exprs[key] if key in exprs else (None if p.get(key) is None else
                                                 _scalar(e, p[key], dt))
        if bound is not None:
            x = W(e, word, x, bound)
    return x


def _gelu(e, node, a, p):
    x = a[0]
    if p.get("approximate", "none") == "tanh":
        inner = f"0.7978845608028654 * ({x} + 0.044715 * {x} ** 3)"
        return f"0.5 * {x} * (1 + {W(e, 'tanh', inner)})"
    return f"0.5 * {x} * (1 + {_erf(e, f'{x} * 0.7071067811865476')})"


_ERF_NUMPY = '''\
def _erf(x):
    """erf in float64 by its series 2 / sqrt(pi) * exp(-x^2) * sum(2^n x^(2n+1) / (2n+1)!!),
    whose terms are all of one sign (no cancellation); |x| is clipped at 6 (erf(6) is 1 in
    float64), where 200 terms converge."""
    z = np.clip(np.asarray(x, dtype=np.float64), -6.0, 6.0)
    term, total, z2 = z, z, 2 * z * z
    for n in range(1, 200):
        term = term * z2 / (2 * n + 1)
        total = total + term
    return (1.1283791670955126 * np.exp(-z * z) * total).astype(np.asarray(x).dtype)
'''


def _erf(e, x):
    if e.target == "numpy":
        return f"{e.helper('_erf', _ERF_NUMPY)}({x})"
    return W(e, "erf", x)


def _softmax(e, node, a, p):
    x, d = a[0], int(p["dim"])
    m = W(e, "max", x, axes=(d,), keep=True)
    z = W(e, "exp", W(e, "sub", x, m))
    return ([f"z = {z}"], W(e, "div", "z", W(e, "sum", "z", axes=(d,), keep=True,
                                               dt=e.dt(out_dtype(node)))))


def _to_shape(e, node, a, p):
    """view / reshape / unsqueeze / squeeze / expand: the result's static shape."""
    if node.op == "aten.expand.default":
        return W(e, "broadcast_to", a[0], shape=out_shape(node))
    return W(e, "reshape", a[0], shape=out_shape(node))


def _permute(e, node, a, p):
    return W(e, "transpose", a[0], perm=tuple(p["dims"]))


def _identity(e, node, a, p):
    return a[0]


def _cast_to_out(e, node, a, p):
    if e.dtype(node.args[0]) == out_dtype(node):
        return a[0]
    return W(e, "cast", a[0], dt=e.dt(out_dtype(node)))


def _cat(e, node, a, p):
    exprs, ids = _named(node, a, p)
    dt = out_dtype(node)
    parts = [_operand(e, x, i, dt) for x, i in zip(exprs["tensors"], ids["tensors"])]
    return W(e, "concat", list=", ".join(parts), axis=int(p.get("dim", 0)))


def _slice(e, node, a, p):
    shape = e.shape(node.args[0])
    dim = int(p.get("dim", 0)) % len(shape)
    start, end, step = p.get("start"), p.get("end"), p.get("step", 1)
    end = None if end is None or end >= min(shape[dim], INT64_MAX) else end
    return index(a[0], [(None, None, 1)] * dim + [(start, end, step)])


def _select(e, node, a, p):
    dim = int(p["dim"]) % len(e.shape(node.args[0]))
    return f"{a[0]}[{':, ' * dim}{int(p['index'])}]"


def _filled(e, node, a, p):
    """full / full_like / scalar_tensor: the result's shape and dtype filled with the value."""
    v = p.get("fill_value", p.get("s"))
    if not out_shape(node):
        return _scalar(e, v, out_dtype(node))
    return W(e, "full", shape=out_shape(node), v=literal(v), dt=e.dt(out_dtype(node)))


def _arange(e, node, a, p):
    start, end = p.get("start", 0), p.get("end")
    if end is None:
        start, end = 0, start
    return W(e, "arange", start=start, stop=end, step=p.get("step", 1), dt=e.dt(out_dtype(node)))


def _dims(e, node, p, key="dim"):
    dim = p.get(key)
    n = len(e.shape(node.args[0]))
    if dim is None or (isinstance(dim, (list, tuple)) and not dim):
        return tuple(range(n))
    return tuple(int(d) % n for d in (dim if isinstance(dim, (list, tuple)) else (dim,)))


def _reduction(word):
    def emit(e, node, a, p):
        return reduce(e, word, a[0], _dims(e, node, p), out_dtype(node), bool(p.get("keepdim")))

    return emit


def _max_min_dim(word, arg):
    def emit(e, node, a, p):
        d, keep = int(p["dim"]), bool(p.get("keepdim"))
        values = reduce(e, word, a[0], (d % len(e.shape(node.args[0])),), out_dtype(node), keep)
        idx = W(e, "cast", W(e, arg, a[0], axis=d), dt=e.dt(out_dtype(node, 1)))
        return [values, W(e, "reshape", idx, shape=out_shape(node, 1)) if keep else idx]

    return emit


def _einsum(spec):
    def emit(e, node, a, p):
        exprs, _ = _named(node, a, p)
        if spec == "bmm":
            return W(e, "einsum", exprs["self"], exprs["mat2"], spec="bij,bjk->bik")
        prod = W(e, "einsum", exprs["mat1"], exprs["mat2"], spec="ij,jk->ik")
        beta, alpha = p.get("beta", 1), p.get("alpha", 1)
        if alpha != 1:
            prod = W(e, "mul", prod, _scalar(e, alpha, out_dtype(node)))
        bias = exprs["self"] if beta == 1 else W(e, "mul", exprs["self"],
                                                   _scalar(e, beta, out_dtype(node)))
        return W(e, "add", bias, prod)

    return emit


def _channel(e, x, n):
    """A per-channel vector ``x`` shaped to broadcast against (N, C, *spatial) of rank ``n``."""
    return f"{W(e, 'reshape', x, shape=(1, -1) + (1,) * (n - 2))}"


def _convolution(e, node, a, p):
    exprs, _ = _named(node, a, p)
    if p.get("transposed"):
        raise e.unsupported(node.op, "transposed convolution is not emitted yet")
    n = len(out_shape(node))
    y = conv(e, exprs["input"], exprs["weight"], p["stride"],
             [(q, q) for q in p["padding"]], p["dilation"], p["groups"])
    return W(e, "add", y, _channel(e, exprs["bias"], n)) if "bias" in exprs else y


def _max_pool2d(e, node, a, p):
    k = tuple(p["kernel_size"])
    k = k * 2 if len(k) == 1 else k
    s = tuple(p.get("stride") or k)
    s = s * 2 if len(s) == 1 else s
    q = p.get("padding", 0)
    q = tuple(q) * (2 // len(q)) if isinstance(q, (list, tuple)) else (q, q)
    dil = p.get("dilation", 1)
    dil = tuple(dil) * (2 // len(dil)) if isinstance(dil, (list, tuple)) else (dil, dil)
    shape, hw = e.shape(node.args[0]), out_shape(node)[2:]
    extra = [max((o - 1) * st + (kk - 1) * d + 1 - (n + 2 * qq), 0) for o, st, kk, d, n, qq in
             zip(hw, s, k, dil, shape[2:], q)]  # (ceil_mode: the last window runs past the end)
    vals = window_reduce(e, a[0], "max", (1, 1, *k), (1, 1, *s),
                         [(0, 0), (0, 0), (q[0], q[0] + extra[0]), (q[1], q[1] + extra[1])],
                         'float("-inf")', (1, 1, *dil))
    return [vals, None]


def _layer_norm(e, node, a, p):
    exprs, _ = _named(node, a, p)
    x, dt = exprs["input"], out_dtype(node)
    axes = tuple(range(-len(p["normalized_shape"]), 0))
    mean = W(e, "mean", x, axes=axes, keep=True, dt=e.dt(dt))
    k = node.outs[0][0]
    pre = [f"m{k} = {mean}",
           f"r{k} = {W(e, 'rsqrt', W(e, 'add', W(e, 'mean', W(e, 'square', W(e, 'sub', x, f'm{k}')), axes=axes, keep=True, dt=e.dt(dt)), _scalar(e, p['eps'], dt)))}"]  # noqa: E501
    out = W(e, "mul", W(e, "sub", x, f"m{k}"), f"r{k}")
    if "weight" in exprs:
        out = W(e, "mul", out, exprs["weight"])
    if "bias" in exprs:
        out = W(e, "add", out, exprs["bias"])
    return pre, [out, f"m{k}", f"r{k}"]


def _batch_norm(e, node, a, p):
    exprs, _ = _named(node, a, p)
    x, dt, n = exprs["input"], out_dtype(node), len(out_shape(node))
    inv = W(e, "rsqrt", W(e, "add", exprs["running_var"], _scalar(e, p["eps"], dt)))
    out = W(e, "mul", W(e, "sub", x, _channel(e, exprs["running_mean"], n)), _channel(e, inv, n))
    if "weight" in exprs:
        out = W(e, "mul", out, _channel(e, exprs["weight"], n))
    if "bias" in exprs:
        out = W(e, "add", out, _channel(e, exprs["bias"], n))
    return [out, None, None]


def _embedding(e, node, a, p):
    exprs, _ = _named(node, a, p)
    return W(e, "gather_axis", exprs["weight"], exprs["indices"], axis=0)


def _index(e, node, a, p):
    exprs, _ = _named(node, a, p)
    idx = exprs["indices"]
    if e.target == "tensorflow":
        present = [k for k, v in enumerate(idx) if v is not None]
        if len(present) != 1:
            raise e.unsupported(node.op, "TensorFlow: one index tensor only")
        return W(e, "gather_axis", exprs["self"], idx[present[0]], axis=present[0])
    return f"{exprs['self']}[{', '.join(':' if v is None else v for v in idx)}]"


def _gather(e, node, a, p):
    exprs, _ = _named(node, a, p)
    return W(e, "take_along_axis", exprs["self"], exprs["index"], axis=int(p["dim"]))


def _repeat(e, node, a, p):
    reps = tuple(p["repeats"])
    shape = e.shape(node.args[0])
    x = a[0]
    if len(reps) > len(shape):
        x = W(e, "reshape", x, shape=(1,) * (len(reps) - len(shape)) + tuple(shape))
    return W(e, "tile", x, reps=reps)


def _constant_pad(e, node, a, p):
    flat = list(p["pad"])
    n = len(e.shape(node.args[0]))
    pads = [(0, 0)] * n
    for j in range(len(flat) // 2):
        pads[n - 1 - j] = (flat[2 * j], flat[2 * j + 1])
    if any(lo < 0 or hi < 0 for lo, hi in pads):
        raise e.unsupported(node.op, "negative padding is not emitted yet")
    v = p.get("value", 0)
    return pad(e, a[0], pads, f"float({literal(v)})" if e.target == "torch" else literal(v))


def _split(e, node, a, p):
    shape = e.shape(node.args[0])
    dim = int(p.get("dim", 0)) % len(shape)
    outs, start = [], 0
    for _, s, _ in node.outs:
        stop = start + s[dim]
        outs.append(index(a[0], [(None, None, 1)] * dim + [(start, stop, 1)]))
        start = stop
    return outs


def _vector_norm(e, node, a, p):
    order = p.get("ord", 2)
    axes, keep = _dims(e, node, p), bool(p.get("keepdim"))
    x, dt = a[0], out_dtype(node)
    if order == 2:
        return W(e, "sqrt", reduce(e, "sum", W(e, "square", x), axes, dt, keep))
    if order == 1:
        return reduce(e, "sum", W(e, "abs", x), axes, dt, keep)
    raise e.unsupported(node.op, f"ord={order!r} is not emitted yet")


def _copy(e, node, a, p):
    exprs, ids = _named(node, a, p)
    return W(e, "broadcast_to", _operand(e, exprs["src"], ids["src"], out_dtype(node)),
             shape=out_shape(node))


def _linear_taps(n_in, n_out, align_corners):
    """PyTorch's bilinear source taps along one axis: ``(lower, upper, weight of upper)``."""
    lo, hi, w = [], [], []
    for j in range(n_out):
        if align_corners:
            src = j * (n_in - 1) / (n_out - 1) if n_out > 1 else 0.0
        else:
            src = max((j + 0.5) * n_in / n_out - 0.5, 0.0)
        i0 = min(int(src), n_in - 1)
        lo.append(i0)
        hi.append(min(i0 + 1, n_in - 1))
        w.append(src - i0)
    return lo, hi, w


def _upsample_bilinear(e, node, a, p):
    """``upsample_bilinear2d`` with an output size: per spatial axis, the two source rows of
    each output row (indices computed here, from the static sizes) mixed by their weights."""
    exprs, _ = _named(node, a, p)
    if not p.get("output_size"):
        raise e.unsupported(node.op, "a scale factor without an output size is not emitted yet")
    x, dt, k = exprs["input"], out_dtype(node), node.outs[0][0]
    shape, pre = e.shape(node.args[0]), []
    for axis in (2, 3):
        lo, hi, w = _linear_taps(shape[axis], out_shape(node)[axis], bool(p["align_corners"]))
        view = tuple(-1 if d == axis else 1 for d in range(4))
        lo_x = W(e, "gather_axis", x, W(e, "scalar", v=lo, dt=e.dt("int64")), axis=axis)
        hi_x = W(e, "gather_axis", x, W(e, "scalar", v=hi, dt=e.dt("int64")), axis=axis)
        weight = W(e, "reshape", W(e, "scalar", v=literal(w), dt=e.dt(dt)), shape=view)
        pre += [f"lo{k} = {lo_x}", f"u{k}_{axis} = {W(e, 'add', f'lo{k}', W(e, 'mul', W(e, 'sub', hi_x, f'lo{k}'), weight))}"]  # noqa: E501
        x = f"u{k}_{axis}"
    return pre, x


_ATEN_UNARY = {"abs": "abs", "ceil": "ceil", "cos": "cos", "cosh": "cosh", "exp": "exp",
               "expm1": "expm1", "floor": "floor", "log": "log", "log1p": "log1p",
               "logical_not": "logical_not", "neg": "neg", "reciprocal": "reciprocal",
               "relu": "relu", "rsqrt": "rsqrt", "sigmoid": "sigmoid", "sign": "sign",
               "sin": "sin", "sinh": "sinh", "sqrt": "sqrt", "tan": "tan", "tanh": "tanh",
               "isnan": "isnan", "log10": "log10", "exp2": "exp2", "asin": "asin",
               "acos": "acos", "atan": "atan", "asinh": "asinh", "acosh": "acosh",
               "atanh": "atanh", "round": "round_even"}
_ATEN_BINARY = {"eq": "eq", "ge": "ge", "gt": "gt", "le": "le", "lt": "lt", "ne": "ne",
                "mul": "mul", "div": "div", "maximum": "maximum", "minimum": "minimum",
                "remainder": "mod", "atan2": "atan2", "fmod": "fmod", "add": "add",
                "sub": "sub"}
_BOOL = {"mul": "logical_and", "add": "logical_or"}  # (PyTorch's arithmetic of bools)
_LOGICAL = {"logical_and": "logical_and", "logical_or": "logical_or",
            "logical_xor": "logical_xor"}

#: ``aten.<op>`` -> the emitter for NumPy, JAX and TensorFlow
_OTHERS = {
    **{f"{n}.default": _unary(w) for n, w in _ATEN_UNARY.items()},
    "bitwise_not.default": _unary("bitwise_not", "logical_not"),
    **{f"{n}.{o}": _binary(w, _BOOL.get(n)) for n, w in _ATEN_BINARY.items()
       for o in ("Tensor", "Scalar")},
    **{f"{n}.{o}": _logical(w) for n, w in _LOGICAL.items() for o in ("Tensor", "default")},
    **{f"bitwise_{n}.Tensor": _binary(f"bitwise_{n}", f"logical_{n}")
       for n in ("and", "or", "xor")},
    "maximum.default": _binary("maximum"), "minimum.default": _binary("minimum"),
    "atan2.default": _binary("atan2"),
    "pow.Tensor_Scalar": _pow, "pow.Tensor_Tensor": _pow, "where.self": _where,
    "clamp.default": _clamp, "gelu.default": _gelu, "_softmax.default": _softmax,
    **{f"{n}.default": _to_shape for n in ("view", "_unsafe_view", "reshape", "expand",
                                            "unsqueeze")},
    **{f"squeeze.{o}": _to_shape for o in ("dims", "dim", "default")},
    "permute.default": _permute, "cat.default": _cat, "slice.Tensor": _slice,
    "select.int": _select,
    **{f"{n}.default": _identity for n in ("clone", "alias", "detach", "lift_fresh_copy")},
    "_to_copy.default": _cast_to_out, "full.default": _filled, "full_like.default": _filled,
    "scalar_tensor.default": _filled, "arange.start_step": _arange, "arange.start": _arange,
    "arange.default": _arange,
    "sum.dim_IntList": _reduction("sum"), "sum.default": _reduction("sum"),
    "mean.dim": _reduction("mean"), "mean.default": _reduction("mean"),
    "amax.default": _reduction("max"), "amin.default": _reduction("min"),
    "any.dims": _reduction("any"), "any.dim": _reduction("any"),
    "any.default": _reduction("any"),
    "max.dim": _max_min_dim("max", "argmax"), "min.dim": _max_min_dim("min", "argmin"),
    "addmm.default": _einsum("addmm"), "bmm.default": _einsum("bmm"),
    "convolution.default": _convolution, "max_pool2d_with_indices.default": _max_pool2d,
    "native_layer_norm.default": _layer_norm,
    "_native_batch_norm_legit_no_training.default": _batch_norm,
    "embedding.default": _embedding, "index.Tensor": _index, "gather.default": _gather,
    "repeat.default": _repeat, "constant_pad_nd.default": _constant_pad,
    "split_with_sizes.default": _split, "linalg_vector_norm.default": _vector_norm,
    "copy.default": _copy, "upsample_bilinear2d.vec": _upsample_bilinear,
}
_TORCH_ONLY = ("grid_sampler_2d.default",)


def _torch_view(e, node, a, p):
    """``view`` as ``torch.reshape``: the capture drops ``clone``'s memory format, so the
    tensor may not be contiguous where the program made it so (the values are the same)."""
    return f"torch.reshape({a[0]}, {literal(list(p['size']))})"


#: overloads only the replay's table has (PyTorch has none of that name, so ``torch.export``
#: never records one): PyTorch's source is the emitter of the other targets
NOT_IN_TORCH = {f"{n}.{o}" for n in ("maximum", "minimum", "atan2") for o in ("Tensor", "Scalar")}
NOT_IN_TORCH |= {f"logical_{n}.Tensor" for n in ("and", "or", "xor")}


def _aten_row(op):
    row = {"torch": _torch_view if op in ("view.default", "_unsafe_view.default") else
           _torch_own(op)}
    if op in _OTHERS:
        row.update({"numpy": _OTHERS[op], "jax": _OTHERS[op], "tensorflow": _OTHERS[op]})
        if op in NOT_IN_TORCH:
            row["torch"] = _OTHERS[op]
    return row


#: ``aten.<op>`` -> {target: emit}
ATEN_EMIT = {f"aten.{op}": _aten_row(op) for op in (*_OTHERS, *_TORCH_ONLY)}
