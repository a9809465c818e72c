"""More ``Graph.to_source`` emitters of PyTorch (ATen) operators for NumPy, JAX and TensorFlow
(PyTorch's source is the operator itself, ``_source_aten._torch_own``): softmax's log, matrix
products, activations, scans, flips, selections by index, variance, pads by reflection or
replication, average pooling. Each means what the replay (``_aten.ATEN`` / ``_aten_more``, the
PyTorch frontend) means, PyTorch's dtype rules included.
"""

from __future__ import annotations

from ._source_aten import (
    _channel,
    _convolution,
    _dims,
    _named,
    _pair,
    _scalar,
    _torch_own,
    _unary,
)
from ._source_aten_extra import ATEN_EXTRA_EMIT, _adaptive_avg, _avg_pool
from ._source_ops import W, conv, index, literal, out_dtype, out_shape, pad, reduce


def _log_softmax(e, node, a, p):
    x, d = a[0], int(p["dim"])
    k = node.outs[0][0]
    z = W(e, "sub", x, W(e, "max", x, axes=(d,), keep=True))
    total = W(e, "sum", W(e, "exp", f"z{k}"), axes=(d,), keep=True, dt=e.dt(out_dtype(node)))
    return [f"z{k} = {z}"], W(e, "sub", f"z{k}", W(e, "log", total))


def _mm(e, node, a, p):
    return W(e, "matmul", a[0], a[1])


def _arg(word):
    def emit(e, node, a, p):
        dim = p.get("dim")
        x = a[0] if dim is not None else W(e, "reshape", a[0], shape=(-1,))
        idx = W(e, "cast", W(e, word, x, axis=0 if dim is None else int(dim)), dt=e.dt("int64"))
        return W(e, "reshape", idx, shape=out_shape(node)) if p.get("keepdim") else idx

    return emit


def _elu(e, node, a, p):
    x, dt = a[0], out_dtype(node)
    alpha, scale, inner = (float(p.get(k, 1)) for k in ("alpha", "scale", "input_scale"))
    neg = W(e, "mul", _scalar(e, alpha, dt), W(e, "expm1", W(e, "mul", x, _scalar(e, inner, dt))))
    out = W(e, "where", W(e, "gt", x, "0"), x, neg)
    return out if scale == 1 else W(e, "mul", out, _scalar(e, scale, dt))


def _leaky_relu(e, node, a, p):
    x = a[0]
    slope = _scalar(e, float(p.get("negative_slope", 0.01)), out_dtype(node))
    return W(e, "where", W(e, "gt", x, "0"), x, W(e, "mul", x, slope))


def _hardtanh(e, node, a, p):
    dt = out_dtype(node)
    lo, hi = (_scalar(e, p.get(k, d), dt) for k, d in (("min_val", -1.0), ("max_val", 1.0)))
    return W(e, "minimum", W(e, "maximum", a[0], lo), hi)


def _cumsum(e, node, a, p):
    dt = out_dtype(node)
    x = a[0] if e.dtype(node.args[0]) == dt else W(e, "cast", a[0], dt=e.dt(dt))
    return W(e, "cumsum", x, axis=int(p["dim"]) % len(e.shape(node.args[0])), dt=e.dt(dt))


def _flip(e, node, a, p):
    return W(e, "flip", a[0], axes=_dims(e, node, p, "dims"))


def _trunc(e, node, a, p):
    return W(e, "where", W(e, "lt", a[0], "0"), W(e, "ceil", a[0]), W(e, "floor", a[0]))


def _log2(e, node, a, p):
    x = _unary("log")(e, node, a, p)
    return W(e, "div", x, _scalar(e, 0.6931471805599453, out_dtype(node)))


def _isinf(e, node, a, p):
    return W(e, "logical_and", W(e, "logical_not", W(e, "isfinite", a[0])),
             W(e, "logical_not", W(e, "isnan", a[0])))


def _index_select(e, node, a, p):
    exprs, _ = _named(node, a, p)
    return W(e, "gather_axis", exprs["self"], exprs["index"],
             axis=int(p["dim"]) % len(e.shape(node.args[0])))


def _var(e, node, a, p):
    """Mean of squared deviations over ``dim``, divided by ``n - correction``."""
    axes, keep, dt = _dims(e, node, p), bool(p.get("keepdim")), out_dtype(node)
    corr = p.get("correction", 1 if p.get("unbiased", True) else 0)
    corr = 1 if corr is None else corr
    shape = e.shape(node.args[0])
    n = 1
    for d in axes:
        n *= shape[d]
    k = node.outs[0][0]
    dev = W(e, "square", W(e, "sub", a[0], W(e, "mean", a[0], axes=axes, keep=True,
                                              dt=e.dt(dt))))
    total = reduce(e, "sum", f"d{k}", axes, dt, keep)
    return [f"d{k} = {dev}"], W(e, "div", total, _scalar(e, float(max(n - corr, 0)), dt))


def _clamp_tensor(e, node, a, p):
    exprs, _ = _named(node, a, p)
    x = exprs["self"]
    for key, word in (("min", "maximum"), ("max", "minimum")):
        if key in exprs:
            x = W(e, word, x, exprs[key])
    return x


def _fill(e, node, a, p):
    exprs, _ = _named(node, a, p)
    if "value" in exprs:
        raise e.unsupported(node.op, "a tensor fill value is not emitted yet")
    return W(e, "full", shape=out_shape(node), v=literal(p["value"]), dt=e.dt(out_dtype(node)))


def _floor_divide(e, node, a, p):
    x, y = _pair(e, node, a, p)
    q = W(e, "floordiv", x, y)
    return q if out_dtype(node).startswith(("int", "uint")) else W(e, "floor", W(e, "div", x, y))


def _pow_scalar(e, node, a, p):
    return W(e, "pow", *_pair(e, node, a, p, "self", "exponent"))


def _prod(e, node, a, p):
    dt = out_dtype(node)  # (an integer product is int64, TensorFlow's keeps the input's)
    x = a[0] if e.dtype(node.args[0]) == dt else W(e, "cast", a[0], dt=e.dt(dt))
    return reduce(e, "prod", x, _dims(e, node, p), dt, bool(p.get("keepdim")))


def _index_pad(mode):
    """reflection / replication pads: each padded dimension read at static indices."""
    def emit(e, node, a, p):
        import numpy as np  # noqa: PLC0415 - the indices are computed while emitting

        flat, shape, x = list(p["padding"]), e.shape(node.args[0]), a[0]
        for j in range(len(flat) // 2):
            d = len(shape) - 1 - j
            idx = np.pad(np.arange(shape[d]), (flat[2 * j], flat[2 * j + 1]), mode=mode)
            if flat[2 * j] or flat[2 * j + 1]:
                x = W(e, "gather_axis", x, W(e, "scalar", v=literal(idx.tolist()),
                                              dt=e.dt("int64")), axis=d)
        return x

    return emit


def _split(e, node, a, p):
    shape = e.shape(node.args[0])
    dim = int(p.get("dim", 0)) % len(shape)
    outs, start = [], 0
    for _, sh, _ in node.outs:
        outs.append(index(a[0], [(None, None, 1)] * dim + [(start, start + sh[dim], 1)]))
        start += sh[dim]
    return outs


_GRID = '''\
def _grid_sample(x, grid, align_corners, border):
    """Bilinear sampling of ``x`` (N, C, H, W) at ``grid`` (N, Ho, Wo, 2: x, y in [-1, 1]); a
    tap outside the input reads zero (``border``: the coordinates clamped to the edge)."""
    n, c, h, w = x.shape
    ho, wo = grid.shape[1], grid.shape[2]
    gx, gy = grid[..., 0], grid[..., 1]
    if align_corners:
        fx, fy = (gx + 1) / 2 * (w - 1), (gy + 1) / 2 * (h - 1)
    else:
        fx, fy = ((gx + 1) * w - 1) / 2, ((gy + 1) * h - 1) / 2
    if border:
        fx, fy = {clip_x}, {clip_y}
    x0, y0 = {floor_x}, {floor_y}
    wx, wy = fx - x0, fy - y0
    flat = {flat}
    out = None
    for dy, dx in ((0, 0), (0, 1), (1, 0), (1, 1)):
        xi, yi = x0 + dx, y0 + dy
        ok = (xi >= 0) & (xi <= w - 1) & (yi >= 0) & (yi <= h - 1)
        weight = (wx if dx else 1 - wx) * (wy if dy else 1 - wy)
        weight = {masked}
        at = {index}
        vals = {take}
        part = vals * {weight_view}
        out = part if out is None else out + part
    return {result}
'''


def _grid_sampler(e, node, a, p):
    """``grid_sampler_2d``: bilinear, zeros or border padding (the replay's grid_sample)."""
    exprs, _ = _named(node, a, p)
    if int(p["interpolation_mode"]) != 0 or int(p["padding_mode"]) not in (0, 1):
        raise e.unsupported(node.op, "nearest / bicubic sampling or reflection padding is not "
                                     "emitted yet")
    i64 = e.dt("int64")
    name = e.helper("_grid_sample", _GRID.format(
        clip_x=W(e, "clip", "fx", "0", "w - 1"), clip_y=W(e, "clip", "fy", "0", "h - 1"),
        floor_x=W(e, "floor", "fx"), floor_y=W(e, "floor", "fy"),
        flat=W(e, "reshape", "x", shape="(n, c, h * w)"),
        masked=W(e, "where", "ok", "weight", "0 * weight"),
        index=W(e, "cast", W(e, "clip", "yi", "0", "h - 1") + " * w + "
                + W(e, "clip", "xi", "0", "w - 1"), dt=i64),
        take=W(e, "take_along_axis", "flat", W(e, "broadcast_to", W(
            e, "reshape", "at", shape="(n, 1, ho * wo)"), shape="(n, c, ho * wo)"), axis=2),
        weight_view=W(e, "reshape", "weight", shape="(n, 1, ho * wo)"),
        result=W(e, "reshape", "out", shape="(n, c, ho, wo)")))
    return (f"{name}({exprs['input']}, {exprs['grid']}, {bool(p['align_corners'])}, "
            f"{int(p['padding_mode']) == 1})")


def _dilate(e, x, shape, d, s):
    """``x`` with ``s - 1`` zeros between neighbours along axis ``d`` (static ``shape``)."""
    zero = W(e, "full", shape=tuple(shape), v=0, dt=f"{x}.dtype")
    spread = W(e, "stack", list=", ".join([x] + [zero] * (s - 1)), axis=d + 1)
    merged = list(shape)
    merged[d] *= s
    out = W(e, "reshape", spread, shape=tuple(merged))
    return index(out, [(None, None, 1)] * d + [(None, (shape[d] - 1) * s + 1, 1)])


def _col2im(e, node, a, p):
    """``col2im`` (``F.fold``): each kernel tap's block of columns spread by the strides
    (``_dilate``), padded into place at its tap offset, summed, the padding cropped."""
    shape = e.shape(node.args[0])
    (h, w), (kh, kw) = p["output_size"], p["kernel_size"]
    (dh, dw), (ph, pw), (sh, sw) = p["dilation"], p["padding"], p["stride"]
    n, c = (shape[0] if len(shape) == 3 else 1), shape[-2] // (kh * kw)
    lh, lw = ((m + 2 * q - d * (k - 1) - 1) // s + 1 for m, q, d, k, s in
              ((h, ph, dh, kh, sh), (w, pw, dw, kw, sw)))
    k = node.outs[0][0]
    pre = [f"c{k} = {W(e, 'reshape', a[0], shape=(n, c, kh, kw, lh, lw))}"]
    for i in range(kh):
        for j in range(kw):
            blk, size = f"c{k}[:, :, {i}, {j}]", [n, c, lh, lw]
            for d, st in ((2, sh), (3, sw)):
                if st > 1:
                    blk = _dilate(e, blk, size, d, st)
                    size[d] = (size[d] - 1) * st + 1
            blk = pad(e, blk, [(0, 0), (0, 0), (i * dh, h + 2 * ph - i * dh - size[2]),
                               (j * dw, w + 2 * pw - j * dw - size[3])], 0)
            pre.append(f"s{k} = {blk if i == j == 0 else W(e, 'add', f's{k}', blk)}")
    out = index(f"s{k}", [(None, None, 1), (None, None, 1), (ph, ph + h, 1), (pw, pw + w, 1)])
    return pre, out if len(shape) == 3 else W(e, "reshape", out, shape=(c, h, w))


def _conv_transposed(e, node, a, p):
    """A transposed convolution as the convolution of the input spread by the strides (zeros
    between its elements) with the kernel flipped and its channel axes swapped per group,
    padded ``dilation * (k - 1) - padding`` (plus ``output_padding`` on the high side)."""
    exprs, ids = _named(node, a, p)
    xs, ws = e.shape(ids["input"]), e.shape(ids["weight"])
    n, groups = len(xs) - 2, int(p["groups"])
    stride, dil = [int(v) for v in p["stride"]], [int(v) for v in p["dilation"]]
    pads = []
    for k, d, q, o in zip(ws[2:], dil, p["padding"], p.get("output_padding") or [0] * n):
        lo = d * (k - 1) - int(q)
        if lo < 0:
            raise e.unsupported(node.op, "padding beyond the kernel's reach is not emitted yet")
        pads.append((lo, lo + int(o)))
    x, shape = exprs["input"], list(xs)
    for j, s in enumerate(stride):
        if s > 1:
            x = _dilate(e, x, shape, 2 + j, s)
            shape[2 + j] = (shape[2 + j] - 1) * s + 1
    cin, cout = ws[0] // groups, ws[1]
    w = W(e, "reshape", exprs["weight"], shape=(groups, cin, cout, *ws[2:]))
    w = W(e, "transpose", w, perm=(0, 2, 1, *range(3, 3 + n)))
    w = W(e, "flip", W(e, "reshape", w, shape=(groups * cout, cin, *ws[2:])),
          axes=tuple(range(2, 2 + n)))
    y = conv(e, x, w, (1,) * n, pads, dil, groups)
    return W(e, "add", y, _channel(e, exprs["bias"], n + 2)) if "bias" in exprs else y


def _any_convolution(e, node, a, p):
    return (_conv_transposed if p.get("transposed") else _convolution)(e, node, a, p)


def _div_mode(e, node, a, p):
    """``rounding_mode``: none (true division), ``"floor"`` or ``"trunc"`` (toward zero)."""
    x, y = _pair(e, node, a, p)
    mode = p.get("rounding_mode")
    if mode is None:
        return W(e, "div", x, y)
    if out_dtype(node).startswith(("int", "uint")):
        q = W(e, "floordiv", x, y)
        if mode == "floor":
            return q
        fix = W(e, "logical_and", W(e, "ne", W(e, "mod", x, y), "0"),
                W(e, "ne", W(e, "lt", x, "0"), W(e, "lt", y, "0")))
        return W(e, "where", fix, W(e, "add", q, "1"), q)
    q = W(e, "div", x, y)
    if mode == "floor":
        return W(e, "floor", q)
    return W(e, "where", W(e, "lt", q, "0"), W(e, "ceil", q), W(e, "floor", q))


def _group_norm(e, node, a, p):
    exprs, _ = _named(node, a, p)
    x, dt, g = exprs["input"], out_dtype(node), int(p["group"])
    shape, k = e.shape(node.args[0]), node.outs[0][0]
    xg = W(e, "reshape", x, shape=(shape[0], g, -1))
    mean = W(e, "mean", xg, axes=(2,), keep=True, dt=e.dt(dt))
    var = W(e, "mean", W(e, "square", W(e, "sub", xg, f"m{k}")), axes=(2,), keep=True,
            dt=e.dt(dt))
    pre = [f"m{k} = {mean}", f"r{k} = {W(e, 'rsqrt', W(e, 'add', var, _scalar(e, p['eps'], dt)))}"]
    out = W(e, "reshape", W(e, "mul", W(e, "sub", xg, f"m{k}"), f"r{k}"), shape=tuple(shape))
    if "weight" in exprs:
        out = W(e, "mul", out, _channel(e, exprs["weight"], len(shape)))
    if "bias" in exprs:
        out = W(e, "add", out, _channel(e, exprs["bias"], len(shape)))
    stats = [W(e, "reshape", v, shape=(shape[0], g)) for v in (f"m{k}", f"r{k}")]
    return pre, [out, *stats]


MORE = {
    "_log_softmax.default": _log_softmax, "mm.default": _mm,
    "argmax.default": _arg("argmax"), "argmin.default": _arg("argmin"),
    "elu.default": _elu, "leaky_relu.default": _leaky_relu, "hardtanh.default": _hardtanh,
    "cumsum.default": _cumsum, "flip.default": _flip, "trunc.default": _trunc,
    "log2.default": _log2, "isinf.default": _isinf, "index_select.default": _index_select,
    "var.correction": _var, "var.dim": _var, "clamp.Tensor": _clamp_tensor,
    "fill.Scalar": _fill, "floor_divide.default": _floor_divide,
    "floor_divide.Tensor": _floor_divide, "floor_divide.Scalar": _floor_divide,
    "pow.Scalar": _pow_scalar, "prod.default": _prod, "prod.dim_int": _prod,
    "reflection_pad1d.default": _index_pad("reflect"),
    "reflection_pad2d.default": _index_pad("reflect"),
    "reflection_pad3d.default": _index_pad("reflect"),
    "replication_pad2d.default": _index_pad("edge"),
    "replication_pad3d.default": _index_pad("edge"),
    "avg_pool2d.default": _avg_pool(2), "split.Tensor": _split,
    "grid_sampler_2d.default": _grid_sampler, "convolution.default": _any_convolution,
    "div.Tensor_mode": _div_mode, "div.Scalar_mode": _div_mode,
    "_adaptive_avg_pool2d.default": _adaptive_avg(2), "native_group_norm.default": _group_norm,
    "col2im.default": _col2im,
}


#: ``aten.<op>`` -> {target: emit} (PyTorch: the operator itself)
ATEN_MORE_EMIT = {f"aten.{op}": {"torch": _torch_own(op), "numpy": f, "jax": f, "tensorflow": f}
                  for op, f in MORE.items()}
# (an overload only the replay's table has: PyTorch's source is the emitter too)
ATEN_MORE_EMIT["aten.floor_divide.Tensor"]["torch"] = _floor_divide
ATEN_MORE_EMIT.update(ATEN_EXTRA_EMIT)
# (ATen's pow.Scalar takes the base as a number, not the tensor ``_torch_own`` makes of it)
ATEN_MORE_EMIT["aten.pow.Scalar"]["torch"] = lambda e, node, a, p: (
    f"torch.pow({literal(p['self'])}, {a[0]})")
