"""Layers (Ivy's own): linear, the LSTM, scaled dot-product and multi-head attention (boolean,
additive and causal masks, fully masked rows) and the Fourier encoding against NumPy references
written independently here (float64); dropout's distribution, scaling and reproducibility; every
bad argument's error; gradients against finite differences."""

import math

import ivy
import numpy as np
import pytest
from _harness import BACKEND, BK, Rec, assert_array, assert_result, by_name, native, numpy_of, record_tests
from _nn_grad import check_grad
from _strategies import REAL_FLOAT, Case, Dom
from scipy import special

FLOATS = [d for d in REAL_FLOAT if d in BK.xp._pkg.DTYPES]
VALUES = Dom(-2.0, 2.0, special=False)
BATCHES = [(2,), (), (2, 1)]  # few shapes: JAX compiles each operation once per shape


def _f64(a):
    return None if a is None else np.asarray(a, dtype=np.float64)


# --- linear -----------------------------------------------------------------------------------------
def linear_ref(x, weight, bias=None):
    y = np.einsum("...i,oi->...o", _f64(x), _f64(weight))
    return (y if bias is None else y + _f64(bias)).astype(x.dtype)


def linear_build(draw, dtype):
    batch = draw.choice(BATCHES + [(0,)], label="batch")
    n_in, n_out = draw.choice([(3, 4), (4, 0)], label="in, out")
    kw = {"bias": draw.array(dtype, (n_out,), VALUES, label="bias")} if draw.boolean(label="bias") else {}
    return Case(draw.array(dtype, batch + (n_in,), VALUES, label="x"),
                draw.array(dtype, (n_out, n_in), VALUES, label="weight"), **kw)


# --- lstm ---------------------------------------------------------------------------------------------
def lstm_ref(x, init_h, init_c, kernel, recurrent_kernel, bias=None, recurrent_bias=None):
    """Step by step, with each gate's weights taken apart (input, forget, cell, output)."""
    x, h, c = _f64(x), _f64(init_h), _f64(init_c)
    hid = h.shape[-1]
    w = {g: _f64(kernel)[:, i * hid:(i + 1) * hid] for i, g in enumerate("ifgo")}
    u = {g: _f64(recurrent_kernel)[:, i * hid:(i + 1) * hid] for i, g in enumerate("ifgo")}
    b = np.zeros(4 * hid)
    for extra in (bias, recurrent_bias):
        if extra is not None:
            b = b + _f64(extra)
    bs = {g: b[i * hid:(i + 1) * hid] for i, g in enumerate("ifgo")}
    outs = []
    for t in range(x.shape[-2]):
        xt = x[..., t, :]
        gate = {g: xt @ w[g] + h @ u[g] + bs[g] for g in "ifgo"}
        c = special.expit(gate["f"]) * c + special.expit(gate["i"]) * np.tanh(gate["g"])
        h = special.expit(gate["o"]) * np.tanh(c)
        outs.append(h)
    hs = np.stack(outs, axis=-2) if outs else np.zeros(x.shape[:-2] + (0, hid))
    d = init_h.dtype
    return hs.astype(d), (h.astype(d), c.astype(d))


def lstm_build(draw, dtype):
    batch = draw.choice(BATCHES[:2], label="batch")
    steps = draw.choice([3, 0], label="steps")
    n_in, hid = 3, 2
    kw = {}
    for name in ("bias", "recurrent_bias"):
        if draw.boolean(label=name):
            kw[name] = draw.array(dtype, (4 * hid,), VALUES, label=name)
    return Case(draw.array(dtype, batch + (steps, n_in), VALUES, label="x"),
                draw.array(dtype, batch + (hid,), VALUES, label="init_h"),
                draw.array(dtype, batch + (hid,), VALUES, label="init_c"),
                draw.array(dtype, (n_in, 4 * hid), VALUES, label="kernel"),
                draw.array(dtype, (hid, 4 * hid), VALUES, label="recurrent_kernel"), **kw)


# --- attention ----------------------------------------------------------------------------------------
def attention_ref(q, k, v, scale=None, mask=None, is_causal=False, dropout_p=0.0, seed=None):
    """Loops over query rows; a row without any kept key gives 0."""
    q64, k64, v64 = _f64(q), _f64(k), _f64(v)
    batch = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    lq, lk, e = q.shape[-2], k.shape[-2], q.shape[-1]
    scale = 1.0 / math.sqrt(e) if scale is None else scale
    q64 = np.broadcast_to(q64, batch + q.shape[-2:])
    k64 = np.broadcast_to(k64, batch + k.shape[-2:])
    v64 = np.broadcast_to(v64, batch + v.shape[-2:])
    keep = np.ones(batch + (lq, lk), bool)
    add = np.zeros(batch + (lq, lk))
    if mask is not None:
        if mask.dtype == bool:
            keep = keep & np.broadcast_to(mask, keep.shape)
        else:
            add = add + np.broadcast_to(_f64(mask), add.shape)
    if is_causal:
        keep = keep & (np.arange(lk)[None, :] <= np.arange(lq)[:, None])
    out = np.zeros(batch + (lq, v.shape[-1]))
    for idx in np.ndindex(*batch, lq):
        b, i = idx[:-1], idx[-1]
        s = np.asarray([scale * np.dot(q64[b][i], k64[b][j]) + add[b][i, j] for j in range(lk)])
        live = keep[b][i] & (s > -np.inf)
        if live.any():
            w = np.zeros(lk)
            w[live] = special.softmax(s[live])
            out[b][i] = w @ v64[b]
    dtype = np.result_type(q.dtype, k.dtype, v.dtype, *(() if mask is None or mask.dtype == bool
                                                        else (mask.dtype,)))
    return out.astype(dtype)


def attention_build(draw, dtype):
    batch = draw.choice(BATCHES[:2], label="batch")
    lq, lk = draw.choice([(3, 4), (4, 3)], label="lq, lk")
    e, ev = 3, 2
    kw = {}
    form = draw.choice(["none", "bool", "float", "causal", "bool+causal"], label="mask")
    if form in ("bool", "bool+causal"):
        kw["mask"] = draw.array("bool", (lq, lk), label="mask")
    elif form == "float":
        kw["mask"] = draw.array(dtype, batch + (lq, lk), VALUES, label="mask")
    if "causal" in form:
        kw["is_causal"] = True
    if draw.boolean(label="scale"):
        kw["scale"] = 0.5
    return Case(draw.array(dtype, batch + (lq, e), VALUES, label="q"),
                draw.array(dtype, (lk, e), VALUES, label="k"),
                draw.array(dtype, batch + (lk, ev), VALUES, label="v"), **kw)


def mha_ref(x, num_heads, q_proj, k_proj, v_proj, out_proj, context=None, mask=None, q_bias=None,
            k_bias=None, v_bias=None, out_bias=None, scale=None, is_causal=False, dropout_p=0.0,
            seed=None):
    """Head by head, with each head's rows of the projections taken out."""
    ctx = x if context is None else context
    dq, dv = q_proj.shape[0], v_proj.shape[0]
    hq, hv = dq // num_heads, dv // num_heads
    heads = []
    for h in range(num_heads):
        rows_q, rows_v = slice(h * hq, (h + 1) * hq), slice(h * hv, (h + 1) * hv)
        q = linear_ref(_f64(x), _f64(q_proj)[rows_q], None if q_bias is None else _f64(q_bias)[rows_q])
        k = linear_ref(_f64(ctx), _f64(k_proj)[rows_q], None if k_bias is None else _f64(k_bias)[rows_q])
        v = linear_ref(_f64(ctx), _f64(v_proj)[rows_v], None if v_bias is None else _f64(v_bias)[rows_v])
        m = None
        if mask is not None:  # [..., heads, Lq, Lk] -> this head's
            m = np.broadcast_to(mask, np.broadcast_shapes(mask.shape, (num_heads, 1, 1)))[..., h, :, :]
        heads.append(attention_ref(q, k, v, scale=scale, mask=m, is_causal=is_causal))
    o = np.concatenate(heads, axis=-1)
    return linear_ref(o, _f64(out_proj), None if out_bias is None else _f64(out_bias)).astype(x.dtype)


def mha_build(draw, dtype):
    # one batch shape, head count and length pair (JAX compiles every operation per shape); the
    # fixed tests vary them
    batch, heads, lq, lk = (2,), 2, 3, 3
    d, dc, dq, dv, do = 3, 2, 4, 2, 3
    cross = draw.boolean(label="context")
    kw = {"num_heads": heads,
          "q_proj": draw.array(dtype, (dq, d), VALUES, label="q_proj"),
          "k_proj": draw.array(dtype, (dq, dc if cross else d), VALUES, label="k_proj"),
          "v_proj": draw.array(dtype, (dv, dc if cross else d), VALUES, label="v_proj"),
          "out_proj": draw.array(dtype, (do, dv), VALUES, label="out_proj")}
    if cross:
        kw["context"] = draw.array(dtype, batch + (lk, dc), VALUES, label="context")
    if draw.boolean(label="biases"):  # all or none: fewer programs for JAX to compile
        for name, n in (("q_bias", dq), ("k_bias", dq), ("v_bias", dv), ("out_bias", do)):
            kw[name] = draw.array(dtype, (n,), VALUES, label=name)
    if draw.boolean(label="mask"):  # (is_causal: the fixed test below)
        kw["mask"] = draw.array("bool", (heads, lq, lk), label="mask")
    return Case(draw.array(dtype, batch + (lq, d), VALUES, label="x"), **kw)


# --- fourier encoding ------------------------------------------------------------------------------
def fourier_ref(x, max_freq, num_bands=4, linear=False, concat=True, flip=False):
    top = max_freq / 2
    if num_bands == 1:
        scales = np.ones(1)
    elif linear:
        scales = np.linspace(1.0, top, num_bands)
    else:
        scales = np.geomspace(1.0, top, num_bands)
    if flip:
        scales = scales[::-1]
    ang = _f64(x)[..., None] * scales * np.pi
    sin, cos = np.sin(ang).astype(x.dtype), np.cos(ang).astype(x.dtype)
    if not concat:
        return sin, cos
    return np.concatenate([sin, cos, x[..., None]], axis=-1)


def fourier_build(draw, dtype):
    shape = draw.choice([(2, 3), (), (0, 3)], label="shape")
    kw = {}
    for name, options in (("num_bands", [None, 1, 3]), ("linear", [None, True]),
                          ("concat", [None, False]), ("flip", [None, True])):
        v = draw.choice(options, label=name)
        if v is not None:
            kw[name] = v
    return Case(draw.array(dtype, shape, Dom(-1.0, 1.0, special=False), label="x"),
                draw.choice([10.0, 3, 1.0, 64.0], label="max_freq"), **kw)


# --- dropout (random: the record checks the type, dtype, shape and values' support) ---------------
def dropout_build(draw, dtype):
    x = draw.array(dtype, draw.choice([(2, 3), ()], label="shape"),
                   Dom(0.5, 2.0, special=False), label="x")
    kw = {"seed": draw.integer(0, 99, label="seed")}
    if draw.boolean(label="scale"):
        kw["scale"] = False
    return Case(x, draw.choice([0.5, 0.0, 0.25, 1.0], label="prob"), **kw)


def dropout_check(out, ref, case):
    x, prob = case.args
    o = assert_array(out, ref, values=False)
    kept = x / (1 - prob) if case.kwargs.get("scale", True) and prob < 1 else x
    ok = np.isclose(o, 0) | np.isclose(o, kept, rtol=1e-6)
    assert ok.all(), f"values are neither 0 nor the (scaled) input: {o}"
    if prob == 0:
        np.testing.assert_array_equal(o, x)
    if prob == 1:
        np.testing.assert_array_equal(o, np.zeros_like(x))


def _check(scale):
    def check(out, ref, case):
        assert_result(out, ref, scale=scale)

    return check


RECORDS = [
    Rec("dropout", REAL_FLOAT, dropout_build, ref=lambda x, prob, **kw: x, check=dropout_check),
    Rec("fourier_encode", REAL_FLOAT, fourier_build, ref=fourier_ref, check=_check(10)),
    Rec("linear", REAL_FLOAT, linear_build, ref=linear_ref, check=_check(10)),
    Rec("lstm_update", REAL_FLOAT, lstm_build, ref=lstm_ref, check=_check(10)),
    Rec("multi_head_attention", REAL_FLOAT, mha_build, ref=mha_ref, check=_check(20)),
    Rec("scaled_dot_product_attention", REAL_FLOAT, attention_build, ref=attention_ref,
        check=_check(10)),
]
TABLE = by_name(RECORDS)
test_values, test_dtypes = record_tests(TABLE, RECORDS)

RNG = np.random.default_rng(7)
Q, K, V = RNG.normal(size=(2, 3, 4)), RNG.normal(size=(2, 5, 4)), RNG.normal(size=(2, 5, 3))


# --- attention ------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", FLOATS)
def test_attention_masks(dtype):
    q, k, v = (a.astype(dtype) for a in (Q, K, V))
    m = np.ones((3, 5), bool)
    m[1] = False  # a fully masked row: its output is 0
    m[2, :3] = False
    f = np.where(m, 0.0, -np.inf).astype(dtype)  # the same mask, additive
    for kw in ({"mask": m}, {"mask": f}, {"is_causal": True}, {"mask": m, "is_causal": True},
               {"mask": m[None], "scale": 0.1}):
        kwn = {a: native(b) if isinstance(b, np.ndarray) else b for a, b in kw.items()}
        out = ivy.scaled_dot_product_attention(native(q), native(k), native(v), **kwn)
        assert_array(out, attention_ref(q, k, v, **kw), scale=10)
    out = numpy_of(ivy.scaled_dot_product_attention(native(q), native(k), native(v), mask=native(m)))
    np.testing.assert_array_equal(out[:, 1], 0)


def test_attention_without_keys_gives_zeros():
    out = ivy.scaled_dot_product_attention(native(Q), native(K[:, :0]), native(V[:, :0]))
    assert_array(out, np.zeros((2, 3, 3)))


def test_attention_dropout_is_seeded():
    q, k, v = native(Q), native(K), native(V)
    a = numpy_of(ivy.scaled_dot_product_attention(q, k, v, dropout_p=0.5, seed=3))
    b = numpy_of(ivy.scaled_dot_product_attention(q, k, v, dropout_p=0.5, seed=3))
    np.testing.assert_array_equal(a, b)
    full = numpy_of(ivy.scaled_dot_product_attention(q, k, v))
    assert a.shape == full.shape and not np.allclose(a, full)
    z = ivy.scaled_dot_product_attention(q, k, v, dropout_p=1.0)
    assert_array(z, np.zeros((2, 3, 3)))


def test_multi_head_attention_mask_per_batch_and_head():
    x = RNG.normal(size=(2, 3, 4))
    w = {n: RNG.normal(size=s) for n, s in (("q_proj", (4, 4)), ("k_proj", (4, 4)),
                                            ("v_proj", (6, 4)), ("out_proj", (2, 6)))}
    mask = RNG.random((2, 1, 3, 3)) < 0.7
    for heads in (2, 1):
        out = ivy.multi_head_attention(native(x), num_heads=heads, mask=native(mask),
                                       **{n: native(a) for n, a in w.items()})
        assert_array(out, mha_ref(x, heads, mask=mask, **w), scale=10)
    c = RNG.normal(size=(3, 5))  # unbatched context, another length: broadcast over x's batch
    wc = dict(w, k_proj=RNG.normal(size=(4, 5)), v_proj=RNG.normal(size=(6, 5)))
    out = ivy.multi_head_attention(native(x), num_heads=2, context=native(c), is_causal=True,
                                   **{n: native(a) for n, a in wc.items()})
    assert_array(out, mha_ref(x, 2, context=c, is_causal=True, **wc), scale=10)


# --- dropout ----------------------------------------------------------------------------------------
def test_dropout_statistics_and_reproducibility():
    x = native(np.ones((4000,), FLOATS[0]))
    y = numpy_of(ivy.dropout(x, 0.3, seed=1))
    assert abs((y == 0).mean() - 0.3) < 0.03
    np.testing.assert_allclose(y[y != 0], 1 / 0.7, rtol=1e-6)
    np.testing.assert_array_equal(y, numpy_of(ivy.dropout(x, 0.3, seed=1)))
    assert not np.array_equal(y, numpy_of(ivy.dropout(x, 0.3, seed=2)))
    ivy.seed(5)
    a1, a2 = numpy_of(ivy.dropout(x, 0.3)), numpy_of(ivy.dropout(x, 0.3))
    ivy.seed(5)
    np.testing.assert_array_equal(numpy_of(ivy.dropout(x, 0.3)), a1)
    assert not np.array_equal(a1, a2)
    y = numpy_of(ivy.dropout(x, 0.3, scale=False, seed=1))
    assert set(np.unique(y).tolist()) == {0.0, 1.0}


def test_dropout_identity_cases_return_x_itself():
    x = native(np.ones((3,), FLOATS[0]))
    assert ivy.dropout(x, 0.0) is x
    assert ivy.dropout(x, 0.7, training=False) is x


# --- fourier encoding ------------------------------------------------------------------------------
def test_fourier_encode_formula():
    out = numpy_of(ivy.fourier_encode(native(np.asarray([0.5])), 8.0, num_bands=3))
    s = np.asarray([1.0, 2.0, 4.0]) * np.pi * 0.5  # geometric 1 .. 8 / 2
    np.testing.assert_allclose(out, np.concatenate([np.sin(s), np.cos(s), [0.5]])[None], atol=1e-12)
    lin = numpy_of(ivy.fourier_encode(native(np.asarray([0.5])), 8.0, num_bands=3, linear=True,
                                      flip=True))
    s = np.asarray([4.0, 2.5, 1.0]) * np.pi * 0.5
    np.testing.assert_allclose(lin, np.concatenate([np.sin(s), np.cos(s), [0.5]])[None], atol=1e-12)


# --- errors ---------------------------------------------------------------------------------------
def test_bad_arguments_raise():
    x, w = native(np.ones((2, 3))), native(np.ones((4, 3)))
    with pytest.raises(ivy.IvyValueError, match=r"linear.*weight must be a \[out, in\] matrix.*\(4, 2\)"):
        ivy.linear(x, native(np.ones((4, 2))))
    with pytest.raises(ivy.IvyValueError, match=r"linear.*weight must be a \[out, in\] matrix"):
        ivy.linear(x, native(np.ones(3)))
    for bad_bias in (np.ones(3), np.ones(1), np.ones((1, 4))):
        with pytest.raises(ivy.IvyValueError, match=r"linear.*bias must have shape \(4,\)"):
            ivy.linear(x, w, bias=native(bad_bias))
    with pytest.raises(ivy.IvyValueError, match="linear.*at least 1 dimension"):
        ivy.linear(native(np.asarray(1.0)), w)
    for p in (-0.1, 1.5, "0.5"):
        with pytest.raises(ivy.IvyValueError, match="dropout.*prob"):
            ivy.dropout(x, p)
    with pytest.raises(ivy.IvyDtypeError, match="dropout.*real floating"):
        ivy.dropout(native(np.ones(3, dtype="int64")), 0.5)
    h = native(np.zeros((2, 2)))
    seq = native(np.ones((2, 5, 3)))
    kern, rec = native(np.ones((3, 8))), native(np.ones((2, 8)))
    with pytest.raises(ivy.IvyValueError, match=r"lstm_update.*kernel must be a \[in, 4H\] matrix"):
        ivy.lstm_update(seq, h, h, native(np.ones((4, 8))), rec)
    with pytest.raises(ivy.IvyValueError, match="lstm_update.*4 \\* hidden size"):
        ivy.lstm_update(seq, h, h, native(np.ones((3, 6))), rec)
    with pytest.raises(ivy.IvyValueError, match=r"lstm_update.*recurrent_kernel must be a \[H, 4H\]"):
        ivy.lstm_update(seq, h, h, kern, native(np.ones((3, 8))))
    with pytest.raises(ivy.IvyValueError, match=r"lstm_update.*init_c must have shape \(2, 2\)"):
        ivy.lstm_update(seq, h, native(np.zeros((3, 2))), kern, rec)
    with pytest.raises(ivy.IvyValueError, match="lstm_update.*at least 2 dimensions"):
        ivy.lstm_update(native(np.ones(3)), h, h, kern, rec)
    with pytest.raises(ivy.IvyValueError, match=r"lstm_update.*bias must have shape \(8,\)"):
        ivy.lstm_update(seq, h, h, kern, rec, recurrent_bias=native(np.ones(4)))
    q, k, v = native(Q), native(K), native(V)
    sdpa = ivy.scaled_dot_product_attention
    with pytest.raises(ivy.IvyValueError, match="scaled_dot_product_attention.*same feature size"):
        sdpa(q, native(np.ones((2, 5, 3))), v)
    with pytest.raises(ivy.IvyValueError, match="scaled_dot_product_attention.*same length Lk"):
        sdpa(q, k, native(np.ones((2, 4, 3))))
    with pytest.raises(ivy.IvyValueError, match="scaled_dot_product_attention.*do not broadcast"):
        sdpa(q, native(np.ones((3, 5, 4))), native(np.ones((3, 5, 3))))
    with pytest.raises(ivy.IvyValueError, match=r"scaled_dot_product_attention.*mask of shape \(3, 4\)"):
        sdpa(q, k, v, mask=native(np.ones((3, 4), bool)))
    with pytest.raises(ivy.IvyValueError, match=r"attention.*mask of shape \(2, 2, 3, 5\)"):
        sdpa(q, k, v, mask=native(np.ones((2, 2, 3, 5), bool)))  # would enlarge the batch
    with pytest.raises(ivy.IvyDtypeError, match="scaled_dot_product_attention.*mask must be boolean"):
        sdpa(q, k, v, mask=native(np.ones((3, 5), "int64")))
    with pytest.raises(ivy.IvyValueError, match="scaled_dot_product_attention.*at least 2 dim"):
        sdpa(native(np.ones(4)), k, v)
    with pytest.raises(ivy.IvyValueError, match="scaled_dot_product_attention.*dropout_p"):
        sdpa(q, k, v, dropout_p=2.0)
    eye = native(np.eye(4))
    mha = ivy.multi_head_attention
    with pytest.raises(ivy.IvyValueError, match="multi_head_attention.*num_heads=3 must divide"):
        mha(q, num_heads=3, q_proj=eye, k_proj=eye, v_proj=eye, out_proj=eye)
    with pytest.raises(ivy.IvyValueError, match=r"multi_head_attention.*k_proj must be a \[Dq, Dc\]"):
        mha(q, num_heads=2, q_proj=eye, k_proj=native(np.eye(2)), v_proj=eye, out_proj=eye)
    with pytest.raises(ivy.IvyValueError, match=r"multi_head_attention.*mask of shape \(3, 3, 3\)"):
        mha(q, num_heads=2, q_proj=eye, k_proj=eye, v_proj=eye, out_proj=eye,
            mask=native(np.ones((3, 3, 3), bool)))
    with pytest.raises(ivy.IvyValueError, match="multi_head_attention.*num_heads must be a positive int"):
        mha(q, num_heads=0, q_proj=eye, k_proj=eye, v_proj=eye, out_proj=eye)
    with pytest.raises(ivy.IvyValueError, match="fourier_encode.*max_freq"):
        ivy.fourier_encode(x, 0.0)
    with pytest.raises(ivy.IvyValueError, match="fourier_encode.*num_bands"):
        ivy.fourier_encode(x, 4.0, num_bands=0)


# --- gradients ------------------------------------------------------------------------------------
def test_gradients_match_finite_differences():
    rng = np.random.default_rng(3)
    x, w, b = rng.normal(size=(2, 3)), rng.normal(size=(4, 3)), rng.normal(size=4)
    check_grad(lambda x_, w_, b_: ivy.sum(ivy.square(ivy.linear(x_, w_, bias=b_))), x, w, b)
    seq, h0 = rng.normal(size=(2, 3, 2)) * 0.5, rng.normal(size=(2, 2)) * 0.5
    kern, rec = rng.normal(size=(2, 8)) * 0.5, rng.normal(size=(2, 8)) * 0.5

    def lstm_loss(s, h, c, k_, r):
        hs, (hn, cn) = ivy.lstm_update(s, h, c, k_, r)
        return ivy.add(ivy.sum(ivy.square(hs)), ivy.sum(cn))

    check_grad(lstm_loss, seq, h0, h0 * 0.5, kern, rec)
    q, k, v = Q[:, :2, :2], K[:, :3, :2], V[:, :3, :2]
    proj = rng.normal(size=(2, 2, 2))

    def attn_loss(q_, k_, v_):
        o = ivy.scaled_dot_product_attention(q_, k_, v_, is_causal=True)
        return ivy.sum(ivy.multiply(o, _like(q_, proj)))

    check_grad(attn_loss, q, k, v)


def _like(like, a):
    """Constant ``a`` on ``like``'s backend (the finite differences run on NumPy)."""
    return a if isinstance(like, np.ndarray) else native(a)


def test_torch_native_paths_are_taken():
    """PyTorch's fused kernels run where they cover the call (the values are checked above)."""
    if BACKEND != "torch":
        assert BK.coverage["linear"] in ("native", "composed")
        return
    from torch.overrides import TorchFunctionMode

    class Names(TorchFunctionMode):
        def __init__(self):
            super().__init__()
            self.calls = []

        def __torch_function__(self, func, types, args=(), kwargs=None):
            self.calls.append(getattr(func, "__name__", str(func)))
            return func(*args, **(kwargs or {}))

    q, k, v = native(Q), native(K), native(V)
    with Names() as n:
        ivy.scaled_dot_product_attention(q, k, v, is_causal=True)
        ivy.linear(q, native(np.ones((2, 4))))
        ivy.layer_norm(q, -1)
    fused = {"scaled_dot_product_attention", "linear", "layer_norm"}
    assert fused <= set(n.calls), n.calls
    assert not {"matmul", "softmax", "mean", "exp", "sum"} & set(n.calls), n.calls


def test_tensorflow_and_mxnet_linear_are_their_dense_op():
    """TensorFlow: one MatMul reading the weight transposed (no Transpose op), as a dense layer
    written in TensorFlow; MXNet: Gluon Dense's FullyConnected. Calls they do not cover (mixed
    dtypes, a 1-d x on TensorFlow, an empty x on MXNet) are the composition."""
    rng = np.random.default_rng(4)
    x, w, b = rng.normal(size=(5, 3)), rng.normal(size=(4, 3)), rng.normal(size=4)
    f32 = [native(a.astype("float32")) for a in (x, w, b)]
    if BACKEND == "tensorflow":
        import tensorflow as tf

        graph = tf.function(lambda x, w, b: ivy.linear(x, w, bias=b)).get_concrete_function(
            *f32).graph
        ops = [op.type for op in graph.get_operations()]
        assert ops.count("MatMul") == 1 and "Transpose" not in ops, ops
    elif BACKEND == "mxnet":
        from mxnet import npx

        calls = []
        fc = npx.fully_connected

        def counting(*args, **kwargs):
            calls.append(kwargs)
            return fc(*args, **kwargs)

        npx.fully_connected = counting
        try:
            ivy.linear(f32[0], f32[1], bias=f32[2])
            ivy.linear(native(np.zeros((0, 3), "float32")), f32[1], bias=f32[2])  # composed
        finally:
            npx.fully_connected = fc
        assert len(calls) == 1 and calls[0]["num_hidden"] == 4 and not calls[0]["no_bias"]
    else:
        return
    mixed = ivy.linear(f32[0], native(w), bias=f32[2])  # float32 x, float64 weight: promoted
    assert numpy_of(mixed).dtype == np.float64
    np.testing.assert_allclose(numpy_of(mixed), linear_ref(x.astype("float32"), w, b.astype(
        "float32")).astype("float64"), rtol=1e-6)
    vec = ivy.linear(f32[0][0], *f32[1:2], bias=f32[2])  # a 1-d x
    np.testing.assert_allclose(numpy_of(vec), x[0] @ w.T + b, rtol=1e-5)
