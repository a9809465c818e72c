"""``Graph.to_source`` emitters of the ``lax.*`` ops (graphs captured from JAX): for JAX, the
``jax.lax`` call itself with the node's params; for NumPy, PyTorch and TensorFlow, the words of
``_source_ops.WORDS``, meaning what the JAX frontend's ``lax`` (the replay) means."""

from __future__ import annotations

from ._source_aten import _erf as erf
from ._source_index import emit_gather, scatter
from ._source_ops import W, conv, index, out_dtype, out_shape, pad, reduce, window_reduce
from ._source_tf_fast import basic_slice


# --- JAX: the lax call itself --------------------------------------------------------------------
def _jax_value(key, v):
    """Python source of one lax param."""
    if key in ("new_dtype", "index_dtype", "dtype", "preferred_element_type"):
        return "None" if v is None else f"jnp.{v}"
    if key == "rounding_method":
        return f"lax.RoundingMethod({int(v)})"
    if key == "mode":
        return f"lax.GatherScatterMode.{str(v).upper()}"
    return repr(v)


_DNUMS = {"gather": "lax.GatherDimensionNumbers", "scatter": "lax.ScatterDimensionNumbers",
          "conv_general_dilated": "lax.ConvDimensionNumbers"}


def _jax(name):
    """``lax.<name>(*args, **params)``."""
    def emit(e, node, a, p):
        kw = []
        for k, v in sorted(p.items()):
            if k == "dimension_numbers" and name.split("_")[0] in ("gather", "scatter", "conv"):
                cls = _DNUMS["conv_general_dilated" if name.startswith("conv") else
                             name.split("_")[0]]
                kw.append(f"{k}={cls}(*{v!r})")
            else:
                kw.append(f"{k}={_jax_value(k, v)}")
        return f"lax.{name}({', '.join([*a, *kw])})"

    return emit


def _jax_select_n(e, node, a, p):
    """``lax.select_n``, whose cases must have the result's shape: a 0-d case (see
    ``_simplify``) broadcast to it."""
    shape = tuple(out_shape(node))
    cases = [c if tuple(e.shape(v)) == shape else f"jnp.broadcast_to({c}, {shape!r})"
             for c, v in zip(a[1:], node.args[1:])]
    return f"lax.select_n({', '.join([a[0], *cases])})"


def _jax_list_first(name):
    """``lax.concatenate([...], dimension)``-style: the arrays as one list."""
    def emit(e, node, a, p):
        if name == "concatenate":
            return f"lax.concatenate([{', '.join(a)}], {p['dimension']})"
        if name == "dynamic_slice":
            return f"lax.dynamic_slice({a[0]}, [{', '.join(a[1:])}], {p['slice_sizes']!r})"
        return f"lax.dynamic_update_slice({a[0]}, {a[1]}, [{', '.join(a[2:])}])"

    return emit


def _jax_window(kind):
    def emit(e, node, a, p):
        x = a[0]
        init = {"sum": f"jnp.zeros((), {x}.dtype)", "max": f"jnp.array(-jnp.inf, {x}.dtype)",
                "min": f"jnp.array(jnp.inf, {x}.dtype)"}[kind]
        return (f"lax.reduce_window({x}, {init}, lax.{'add' if kind == 'sum' else kind}, "
                f"{p['window_dimensions']!r}, {p['window_strides']!r}, {p['padding']!r}, "
                f"{p['base_dilation']!r}, {p['window_dilation']!r})")

    return emit


def _jax_sort(e, node, a, p):
    """``lax.sort``: one operand as it is, several as a tuple (sorted by the first)."""
    kw = f"dimension={int(p['dimension'])}, is_stable={bool(p.get('is_stable', True))!r}, " \
         f"num_keys={int(p.get('num_keys', 1))}"
    return f"lax.sort({a[0]}, {kw})" if len(a) == 1 else f"lax.sort(({', '.join(a)},), {kw})"


# --- the other targets -----------------------------------------------------------------------
def _word(word, n=1):
    return lambda e, node, a, p: W(e, word, *a[:n])


def _is_int(dtype):
    return dtype.startswith(("int", "uint"))


def _div(e, node, a, p):
    """Integers: C's division (toward zero): the floor quotient, plus one where the remainder
    is not zero and the signs differ."""
    if not _is_int(out_dtype(node)):
        return W(e, "div", *a)
    x, y = a
    q = W(e, "floordiv", x, y)
    fix = W(e, "logical_and", W(e, "ne", W(e, "mod", x, y), "0"),
            W(e, "ne", W(e, "lt", x, "0"), W(e, "lt", y, "0")))
    return W(e, "where", fix, W(e, "add", q, "1"), q)


def _bitwise(word, logical):
    def emit(e, node, a, p):
        return W(e, logical if out_dtype(node) == "bool" else word, *a)

    return emit


def _round(e, node, a, p):
    if int(p.get("rounding_method", 0)) == 1:
        return W(e, "round_even", a[0])
    x = a[0]  # away from zero: sign(x) * floor(|x| + 0.5)
    return W(e, "mul", W(e, "sign", x), W(e, "floor", W(e, "add", W(e, "abs", x), "0.5")))


def _integer_pow(e, node, a, p):
    y = int(p["y"])
    if y == 2 and e.target == "tensorflow" and e.hoisted:  # (x * x, as JAX computes it)
        return f"tf.raw_ops.Square(x={a[0]})"
    if y < 0:
        return W(e, "reciprocal", f"({a[0]}) ** {-y}")
    return f"({a[0]}) ** {y}"


def _convert(e, node, a, p):
    return W(e, "cast", a[0], dt=e.dt(p["new_dtype"]))  # (each target truncates toward 0)


def _clamp(e, node, a, p):
    lo, x, hi = a
    return W(e, "minimum", W(e, "maximum", x, lo), hi)


def _select_n(e, node, a, p):
    which, cases = a[0], a[1:]
    if len(cases) == 1:
        return cases[0]
    if e.dtype(node.args[0]) == "bool":
        return W(e, "where", which, cases[1], cases[0])
    out = cases[-1]
    for i in range(len(cases) - 2, -1, -1):
        out = W(e, "where", W(e, "eq", which, str(i)), cases[i], out)
    return out


def _reduction(word):
    def emit(e, node, a, p):
        return reduce(e, word, a[0], p["axes"], out_dtype(node))

    return emit


def _arg(word):
    def emit(e, node, a, p):
        return W(e, "cast", W(e, word, a[0], axis=int(p["axis"])),
                 dt=e.dt(p["index_dtype"]))

    return emit


def _cumulative(word):
    def emit(e, node, a, p):
        axis = int(p.get("axis", 0)) % len(out_shape(node))
        x = a[0]
        if p.get("reverse"):
            x = W(e, "flip", x, axes=(axis,))
        kw = {"dt": e.dt(out_dtype(node))} if word in ("cumsum", "cumprod") else {}
        out = W(e, word, x, axis=axis, **kw)
        return W(e, "flip", out, axes=(axis,)) if p.get("reverse") else out

    return emit


def _broadcast_in_dim(e, node, a, p):
    shape = tuple(int(s) for s in p["shape"])
    src = e.shape(node.args[0])
    s = [1] * len(shape)
    for i, d in enumerate(p["broadcast_dimensions"]):
        s[d] = src[i]
    x = a[0] if tuple(s) == src else W(e, "reshape", a[0], shape=tuple(s))
    return x if tuple(s) == shape else W(e, "broadcast_to", x, shape=shape)


def _iota(e, node, a, p):
    shape, d = tuple(p["shape"]), int(p["dimension"])
    r = W(e, "arange", start=0, stop=shape[d], step=1, dt=e.dt(p["dtype"]))
    s = [1] * len(shape)
    s[d] = shape[d]
    return W(e, "broadcast_to", W(e, "reshape", r, shape=tuple(s)), shape=shape)


def _reshape(e, node, a, p):
    x = a[0]
    if p.get("dimensions") is not None:
        x = W(e, "transpose", x, perm=tuple(p["dimensions"]))
    return W(e, "reshape", x, shape=tuple(p["new_sizes"]))


def _squeeze(e, node, a, p):
    return W(e, "reshape", a[0], shape=out_shape(node))


def _transpose(e, node, a, p):
    return W(e, "transpose", a[0], perm=tuple(p["permutation"]))


def _rev(e, node, a, p):
    return W(e, "flip", a[0], axes=tuple(p["dimensions"])) if p["dimensions"] else a[0]


def _slice(e, node, a, p):
    strides = p.get("strides") or [1] * len(p["start_indices"])
    if e.target == "tensorflow" and e.hoisted:  # the replay's own source: one raw op
        return basic_slice(e, a[0], e.shape(node.args[0]), [int(s) for s in p["start_indices"]],
                           [int(t) for t in p["limit_indices"]], [int(k) for k in strides])
    return index(a[0], [(s, t, k) for s, t, k in zip(p["start_indices"], p["limit_indices"],
                                                   strides)])


# the stable ascending order along an axis with NaN last (JAX's, which TensorFlow's sort does
# not give by itself: it orders NaN by its bits)
_ORDER = {
    "numpy": "def _sort_order(x, axis):\n    return np.argsort(x, axis=axis, kind='stable')\n",
    "torch": "def _sort_order(x, axis):\n    return torch.argsort(x, dim=axis, stable=True)\n",
    "tensorflow": (
        "def _sort_order(x, axis):\n"
        "    if not x.dtype.is_floating:\n"
        "        return tf.argsort(x, axis=axis, stable=True)\n"
        "    nan = tf.math.is_nan(x)\n"
        "    order = tf.argsort(tf.where(nan, tf.constant(float('inf'), x.dtype), x), axis=axis,"
        " stable=True)\n"
        "    last = tf.cast(tf.experimental.numpy.take_along_axis(nan, order, axis=axis), "
        "tf.int32)\n"
        "    again = tf.argsort(last, axis=axis, stable=True)\n"
        "    return tf.experimental.numpy.take_along_axis(order, again, axis=axis)\n"),
}


def _sort(e, node, a, p):
    """``lax.sort`` of one operand or several by the first: their values taken in the first's
    stable ascending order (NaN last), as the frontend's replay does."""
    if int(p.get("num_keys", 1)) != 1:
        raise e.unsupported(node.op, "more than one sort key")
    axis = int(p["dimension"]) % len(out_shape(node))
    order = f"o{node.outs[0][0]}"
    pre = [f"{order} = {e.helper('_sort_order', _ORDER[e.target])}({a[0]}, {axis})"]
    return pre, [W(e, "take_along_axis", x, order, axis=axis) for x in a]


def _concatenate(e, node, a, p):
    return W(e, "concat", list=", ".join(a), axis=int(p["dimension"]))


def _pad(e, node, a, p):
    config = p["padding_config"]
    if any(interior for _, _, interior in config) or any(lo < 0 or hi < 0
                                                         for lo, hi, _ in config):
        raise e.unsupported(node.op, "interior or negative padding is not emitted yet")
    if e.target == "torch":
        value = f"float({a[1]})"
    elif e.target == "tensorflow":
        value = a[1]
    else:
        value = a[1]
    return pad(e, a[0], [(lo, hi) for lo, hi, _ in config], value)


def _dot_general(e, node, a, p):
    (lc, rc), (lb, rb) = p["dimension_numbers"]
    nl, nr = len(e.shape(node.args[0])), len(e.shape(node.args[1]))
    letters = "abcdefghijklmnopqrstuvwxyz"
    ls, rs = list(letters[:nl]), list(letters[nl:nl + nr])
    for i, j in [*zip(lc, rc), *zip(lb, rb)]:
        rs[j] = ls[i]
    batch = [ls[i] for i in lb]
    free_l = [ls[i] for i in range(nl) if i not in lc and i not in lb]
    free_r = [rs[j] for j in range(nr) if j not in rc and j not in rb]
    spec = f"{''.join(ls)},{''.join(rs)}->{''.join(batch + free_l + free_r)}"
    dt = out_dtype(node)
    x, y = (W(e, "cast", v, dt=e.dt(dt)) if e.dtype(i) != dt else v
            for v, i in zip(a, node.args))
    mm = _as_matmul(e, p["dimension_numbers"], nl, nr, dt)
    if mm is not None:  # the BLAS call (NumPy's einsum of two operands does not use it)
        swap_x, swap_y = mm
        if e.target == "tensorflow":  # (its transposes are copies: the kernel's flags instead)
            return (f"tf.linalg.matmul({x}, {y}, transpose_a={swap_x}, "
                    f"transpose_b={swap_y})")
        return W(e, "matmul", W(e, "swap_last", x) if swap_x else x,
                 W(e, "swap_last", y) if swap_y else y)
    return W(e, "einsum", x, y, spec=spec)


def _as_matmul(e, dnums, nl, nr, dt):
    """``(swap lhs, swap rhs)`` where a ``dot_general`` is a ``matmul`` of its operands (their
    last two axes swapped where said): floating operands, leading batch axes in order, one
    contracted axis, at most one free axis a side (none only without batch axes, and not on
    TensorFlow, whose matmul takes matrices only); else None."""
    (lc, rc), (lb, rb) = dnums
    nb = len(lb)
    if (tuple(lb) != tuple(range(nb)) or tuple(rb) != tuple(range(nb)) or len(lc) != 1
            or not dt.startswith(("float", "complex", "bfloat"))):
        return None
    fl, fr = nl - nb - 1, nr - nb - 1  # free axes a side
    if fl not in (0, 1) or fr not in (0, 1) or (nb and (fl == 0 or fr == 0)):
        return None
    if e.target == "tensorflow" and (fl == 0 or fr == 0):
        return None
    return fl == 1 and lc[0] == nb, fr == 1 and rc[0] == nb + 1


def _dynamic_starts(e, node, starts, dims, sizes):
    """Lines clamping the runtime starts as the replay does (a negative start counts from the
    end; the window kept inside); their name."""
    k = node.outs[0][0]
    ints = ", ".join(f"int({a})" for a in starts)
    return [f"s{k} = [min(max(i + n if i < 0 else i, 0), n - m) for i, n, m in "
            f"zip([{ints}], {tuple(dims)!r}, {tuple(sizes)!r})]"], f"s{k}"


def _dynamic_slice(e, node, a, p):
    sizes = tuple(p["slice_sizes"])
    pre, st = _dynamic_starts(e, node, a[1:], e.shape(node.args[0]), sizes)
    return pre, f"{a[0]}[tuple(slice(i, i + m) for i, m in zip({st}, {sizes!r}))]"


def _dynamic_update_slice(e, node, a, p):
    sizes = e.shape(node.args[1])
    pre, st = _dynamic_starts(e, node, a[2:], e.shape(node.args[0]), sizes)
    k = node.outs[0][0]
    if e.target == "tensorflow":  # (no in-place write: the update padded into place)
        pads = (f"[[i, n - i - m] for i, n, m in zip({st}, {tuple(e.shape(node.args[0]))!r}, "
                f"{tuple(sizes)!r})]")
        return [*pre, f"p{k} = {pads}"], (f"tf.where(tf.pad(tf.ones({tuple(sizes)!r}, tf.bool), "
                                          f"p{k}), tf.pad({a[1]}, p{k}), {a[0]})")
    copy = f"np.array({a[0]})" if e.target == "numpy" else f"{a[0]}.clone()"
    return [*pre, f"u{k} = {copy}",
            f"u{k}[tuple(slice(i, i + m) for i, m in zip({st}, {sizes!r}))] = {a[1]}"], f"u{k}"


def _window(kind):
    def emit(e, node, a, p):
        if any(d != 1 for d in p["base_dilation"]):
            raise e.unsupported(node.op, "a dilated base (input) is not emitted yet")
        init = {"max": 'float("-inf")', "min": 'float("inf")', "sum": "0"}[kind]
        return window_reduce(e, a[0], kind, p["window_dimensions"], p["window_strides"],
                             p["padding"], init, p["window_dilation"])

    return emit


def _conv(e, node, a, p):
    if p.get("batch_group_count", 1) != 1 or any(d != 1 for d in p["lhs_dilation"]):
        raise e.unsupported(node.op, "batch groups or input dilation are not emitted yet")
    lhs, rhs, out = p["dimension_numbers"] or (None, None, None)
    n = len(e.shape(node.args[0]))
    lhs, rhs, out = (tuple(s) if s else tuple(range(n)) for s in (lhs, rhs, out))
    x = a[0] if lhs == tuple(range(n)) else W(e, "transpose", a[0], perm=lhs)
    w = a[1] if rhs == tuple(range(n)) else W(e, "transpose", a[1], perm=rhs)
    y = conv(e, x, w, p["window_strides"], p["padding"], p["rhs_dilation"],
             p["feature_group_count"])
    back = tuple(sorted(range(n), key=lambda k: out[k]))  # result dim k sits at out[k]
    return y if back == tuple(range(n)) else W(e, "transpose", y, perm=back)


_UNARY = {"abs": "abs", "acos": "acos", "acosh": "acosh", "asin": "asin", "asinh": "asinh",
          "atan": "atan", "atanh": "atanh", "ceil": "ceil", "cos": "cos", "cosh": "cosh",
          "exp": "exp", "exp2": "exp2", "expm1": "expm1", "floor": "floor",
          "is_finite": "isfinite", "log": "log", "log1p": "log1p", "logistic": "sigmoid",
          "neg": "neg", "rsqrt": "rsqrt", "sign": "sign", "sin": "sin", "sinh": "sinh",
          "sqrt": "sqrt", "square": "square", "tan": "tan", "tanh": "tanh"}
_BINARY = {"add": "add", "sub": "sub", "mul": "mul", "pow": "pow", "atan2": "atan2",
           "max": "maximum", "min": "minimum", "rem": "fmod", "eq": "eq", "ne": "ne",
           "lt": "lt", "le": "le", "gt": "gt", "ge": "ge"}

_ERFC_NUMPY = '''\
def _erfc(x):
    """erfc in float64: ``1 - erf`` below 2 (``_erf``'s series), above it the continued
    fraction exp(-x^2) / sqrt(pi) / (x + (1/2) / (x + 1 / (x + (3/2) / (x + ...)))) (60 terms;
    ``1 - erf`` would lose the small tail's digits); erfc(-x) = 2 - erfc(x)."""
    z = np.asarray(x, dtype=np.float64)
    big = np.maximum(np.abs(z), 2.0)
    t = big
    for k in range(60, 0, -1):
        t = big + (k / 2) / t
    tail = np.exp(-big * big) / (1.7724538509055159 * t)
    out = np.where(np.abs(z) < 2.0, 1 - _erf(z), np.where(z < 0, 2 - tail, tail))
    return out.astype(np.asarray(x).dtype)
'''


def _erfc_numpy(e, x):
    erf(e, x)  # (the helper ``_erfc`` calls)
    return f"{e.helper('_erfc', _ERFC_NUMPY)}({x})"


_ERF_INV_NUMPY = '''\
def _erf_inv(y):
    """erfinv in float64: Newton's method from sqrt(-log(1 - y^2)) on erf(x) = |y| (on
    erfc(x) = 1 - |y| from 0.5 up, where 1 - |y| is exact), 12 steps; +-1: +-inf, beyond: NaN."""
    b = np.abs(np.asarray(y, dtype=np.float64))
    a = np.where(b < 1, b, 0.0)
    x = np.sqrt(-np.log((1 - a) * (1 + a)))
    for _ in range(12):
        f = np.where(a < 0.5, _erf(x) - a, (1 - a) - _erfc(x))
        x = np.maximum(x - f / (1.1283791670955126 * np.exp(-x * x)), 0.0)
    x = np.where(b == 1, np.inf, np.where(b > 1, np.nan, x))
    return (np.sign(y) * x).astype(np.asarray(y).dtype)
'''


def _erf_inv_numpy(e, x):
    _erfc_numpy(e, x)  # (the helpers ``_erf_inv`` calls)
    return f"{e.helper('_erf_inv', _ERF_INV_NUMPY)}({x})"


# ops spelled per target (a callable: an emitter of the operand; NumPy's: float64 helpers)
_SPELLED = {
    "erfc": (_erfc_numpy, "torch.special.erfc({0})", "tf.math.erfc({0})"),
    "erf_inv": (_erf_inv_numpy, "torch.special.erfinv({0})", "tf.math.erfinv({0})"),
    "real": ("np.real({0})", "torch.real({0})", "tf.math.real({0})"),
    "imag": ("np.imag({0})", "torch.imag({0})", "tf.math.imag({0})"),
    "cumlogsumexp": ("np.logaddexp.accumulate({0}, axis={axis})",
                     "torch.logcumsumexp({0}, dim={axis})",
                     "tf.math.cumulative_logsumexp({0}, axis={axis})"),
}


def _spelled(template):
    """``template`` with the operand (and ``axis``; ``reverse``: flipped before and after)."""
    def emit(e, node, a, p):
        if callable(template):
            return template(e, a[0])
        if "{axis}" not in template:
            return template.format(a[0])
        axis = int(p.get("axis", 0)) % len(out_shape(node))
        x = W(e, "flip", a[0], axes=(axis,)) if p.get("reverse") else a[0]
        out = template.format(x, axis=axis)
        return W(e, "flip", out, axes=(axis,)) if p.get("reverse") else out

    return emit


def _erf(e, node, a, p):
    return erf(e, a[0])  # (NumPy: ``_source_aten._erf``'s float64 series)



#: the emitters of ``lax.<name>`` for NumPy, PyTorch and TensorFlow
_OTHERS = {
    **{n: _word(w) for n, w in _UNARY.items()},
    **{n: _word(w, 2) for n, w in _BINARY.items()},
    "div": _div, "stop_gradient": lambda e, node, a, p: a[0], "erf": _erf,
    "bitwise_and": _bitwise("bitwise_and", "logical_and"),
    "bitwise_or": _bitwise("bitwise_or", "logical_or"),
    "bitwise_xor": _bitwise("bitwise_xor", "logical_xor"),
    "bitwise_not": lambda e, node, a, p: W(e, "logical_not" if out_dtype(node) == "bool"
                                           else "bitwise_not", a[0]),
    "round": _round, "integer_pow": _integer_pow, "convert_element_type": _convert,
    "clamp": _clamp, "select_n": _select_n,
    "reduce_sum": _reduction("sum"), "reduce_max": _reduction("max"),
    "reduce_min": _reduction("min"), "reduce_prod": _reduction("prod"),
    "reduce_and": _reduction("all"), "reduce_or": _reduction("any"),
    "argmax": _arg("argmax"), "argmin": _arg("argmin"),
    "cumsum": _cumulative("cumsum"), "cumprod": _cumulative("cumprod"),
    "cummax": _cumulative("cummax"), "cummin": _cumulative("cummin"),
    "broadcast_in_dim": _broadcast_in_dim, "broadcasted_iota": _iota, "reshape": _reshape,
    "squeeze": _squeeze, "transpose": _transpose, "rev": _rev, "slice": _slice,
    "concatenate": _concatenate, "pad": _pad, "dot_general": _dot_general, "sort": _sort,
    "reduce_window_max": _window("max"), "reduce_window_min": _window("min"),
    "reduce_window_sum": _window("sum"), "conv_general_dilated": _conv,
    "dynamic_slice": _dynamic_slice, "gather": emit_gather, "scatter": scatter("set"),
    "scatter_add": scatter("add"), "scatter_sub": scatter("sub"),
    "scatter_mul": scatter("mul"), "scatter_min": scatter("min"), "scatter_max": scatter("max"),
}
_ONLY_JAX = ("dynamic_update_slice", *_SPELLED)


def _row(name):
    if name in ("concatenate", "dynamic_slice", "dynamic_update_slice"):
        jax = _jax_list_first(name)
    elif name == "sort":
        jax = _jax_sort
    elif name.startswith("reduce_window_"):
        jax = _jax_window(name.rsplit("_", 1)[1])
    elif name == "select_n":
        jax = _jax_select_n
    else:
        jax = _jax(name)
    row = {"jax": jax}
    if name in _OTHERS:
        row.update({"numpy": _OTHERS[name], "torch": _OTHERS[name], "tensorflow": _OTHERS[name]})
    if name == "dynamic_update_slice":
        row.update({t: _dynamic_update_slice for t in ("numpy", "torch", "tensorflow")})
    for t, template in zip(("numpy", "torch", "tensorflow"), _SPELLED.get(name, ())):
        if template is not None:
            row[t] = _spelled(template)
    return row


#: ``lax.<name>`` -> {target: emit}
LAX_EMIT = {f"lax.{n}": _row(n) for n in (*_OTHERS, *_ONLY_JAX)}
