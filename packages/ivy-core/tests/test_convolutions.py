"""Convolutions: every option (strides, dilations, groups, each padding form, both data formats,
bias, batch dimensions, output shapes of transposes) against direct-loop NumPy references written
here, the transposes also against the adjoint identity ``<conv(x), y> == <x, conv_transpose(y)>``,
the gradients against finite differences, and every bad argument's error."""

import math

import ivy
import numpy as np
import pytest
from _harness import (
    BACKEND,
    Rec,
    assert_array,
    assert_native,
    assert_result,
    assert_unsupported,
    by_name,
    native,
    numpy_of,
    record_tests,
    reduction_atol,
    tolerance,
)
from _strategies import REAL_FLOAT, Case, Dom

DOM = Dom(-2.0, 2.0, special=False)
RNG = np.random.default_rng(11)
# one input shape per dimensionality (JAX compiles per shape): [B, *spatial, C]
SPATIAL = {1: (7,), 2: (6, 5), 3: (5, 4, 3)}
KERNEL = {1: (3,), 2: (3, 2), 3: (2, 2, 2)}
PAIRS = [(1, 2), (0, 1), (2, 0)]
CIN, COUT = 4, 6


# --- independent references (direct loops over output positions and kernel taps) ----------------
def ref_same_pads(sizes, kernel, strides, dilations):
    """TensorFlow's SAME: output ceil(n / s); total padding split with the smaller half first."""
    pads = []
    for n, k, s, d in zip(sizes, kernel, strides, dilations):
        out = -(-n // s)
        total = max((out - 1) * s + d * (k - 1) + 1 - n, 0)
        pads.append((total // 2, total - total // 2))
    return pads


def _per_dim(v, n):
    return tuple(v) if isinstance(v, (tuple, list)) else (v,) * n


def ref_pads(padding, sizes, kernel, strides, dilations):
    n = len(sizes)
    if padding == "SAME":
        return ref_same_pads(sizes, kernel, strides, dilations)
    if padding == "VALID":
        return [(0, 0)] * n
    if isinstance(padding, int):
        return [(padding, padding)] * n
    return [(p, p) if isinstance(p, int) else tuple(p) for p in padding]


def ref_conv(x, w, strides, pads, dilations, groups):
    """Channel-last x [B, *spatial, C], w [*k, C/g, Co]; float64."""
    n = x.ndim - 2
    xp = np.pad(x.astype(np.float64), [(0, 0), *pads, (0, 0)])
    k, cig, co = w.shape[:n], w.shape[n], w.shape[-1]
    cog = co // groups
    out = [(xp.shape[j + 1] - dilations[j] * (k[j] - 1) - 1) // strides[j] + 1 for j in range(n)]
    y = np.zeros((x.shape[0], *out, co))
    for pos in np.ndindex(*out):
        for t in np.ndindex(*k):
            v = xp[(slice(None),) + tuple(p * s + tt * d for p, s, tt, d in
                                          zip(pos, strides, t, dilations))]
            for g in range(groups):
                y[(slice(None), *pos, slice(g * cog, (g + 1) * cog))] += (
                    v[:, g * cig:(g + 1) * cig] @ w[t][:, g * cog:(g + 1) * cog])
    return y


def ref_conv_transpose(y, w, strides, pads, dilations, groups, out):
    """Scatter each input position through each tap: w [*k, Co/g, Ci]; float64."""
    n = y.ndim - 2
    k, cog, ci = w.shape[:n], w.shape[n], w.shape[-1]
    cig = ci // groups
    x = np.zeros((y.shape[0], *out, cog * groups))
    for pos in np.ndindex(*y.shape[1:-1]):
        for t in np.ndindex(*k):
            j = tuple(p * s + tt * d - lo for p, s, tt, d, (lo, _) in
                      zip(pos, strides, t, dilations, pads))
            if all(0 <= jj < o for jj, o in zip(j, out)):
                v = y[(slice(None), *pos)]
                for g in range(groups):
                    x[(slice(None), *j, slice(g * cog, (g + 1) * cog))] += (
                        v[:, g * cig:(g + 1) * cig] @ w[t][:, g * cig:(g + 1) * cig].T)
    return x


def _last(x, cf):
    return np.moveaxis(x, 1, -1) if cf else x


def _first(x, cf):
    return np.moveaxis(x, -1, 1) if cf else x


def _conv_ref(n):
    def ref(x, w, strides, padding, data_format="channel_last", dilations=1, groups=1, bias=None):
        cf = data_format == "channel_first"
        xl = _last(x, cf)
        s, d = _per_dim(strides, n), _per_dim(dilations, n)
        pads = ref_pads(padding, xl.shape[1:-1], w.shape[:n], s, d)
        y = ref_conv(xl, w, s, pads, d, groups) + (0 if bias is None else bias)
        return _first(y, cf).astype(np.result_type(x, w))

    return ref


def ref_transpose_size(m, k, s, d, padding, output_padding=0):
    if padding == "SAME":
        return m * s
    lo, hi = padding
    return (m - 1) * s + d * (k - 1) + 1 - lo - hi + output_padding


def _transpose_ref(n):
    def ref(y, w, strides, padding, output_shape=None, output_padding=0,
            data_format="channel_last", dilations=1, groups=1, bias=None):
        cf = data_format == "channel_first"
        yl = _last(y, cf)
        s, d, op = _per_dim(strides, n), _per_dim(dilations, n), _per_dim(output_padding, n)
        if output_shape is None:
            given = (ref_pads(padding, (1,) * n, w.shape[:n], s, d) if padding != "SAME"
                     else ["SAME"] * n)
            output_shape = [ref_transpose_size(m, k, ss, dd, p, o) for m, k, ss, dd, p, o in
                            zip(yl.shape[1:-1], w.shape[:n], s, d, given, op)]
        pads = ref_pads(padding, output_shape, w.shape[:n], s, d)
        x = ref_conv_transpose(yl, w, s, pads, d, groups, output_shape)
        x = x + (0 if bias is None else bias)
        return _first(x, cf).astype(np.result_type(y, w))

    return ref


def _depthwise_ref(x, w, strides, padding, data_format="channel_last", dilations=1, bias=None):
    c = w.shape[2]
    w4 = w.reshape(*w.shape[:3], -1)
    m = w4.shape[3]
    full = np.zeros((*w.shape[:2], 1, c * m), w.dtype)
    for ch in range(c):  # output channel ch * m + j sees input channel ch only
        full[:, :, 0, ch * m:(ch + 1) * m] = w4[:, :, ch, :]
    return _conv_ref(2)(x, full, strides, padding, data_format, dilations, c, bias)


def _products_check(out, ref, case):
    x, w = case.args[0], case.args[1]
    taps = int(np.prod(w.shape[:-1]))
    m = max(np.abs(x).max(initial=1), 1) * max(np.abs(w).max(initial=1), 1)
    assert_result(out, ref, atol=reduction_atol(np.full(taps, m), str(ref.dtype)))


# --- records ---------------------------------------------------------------------------------
def _options(draw, n, transpose):
    strides = draw.choice([1, 2, (2, 1, 2)[:n]], label="strides")
    dilations = draw.choice([1, 2, (1, 2, 1)[:n]], label="dilations")
    padding = draw.choice(["VALID", "SAME", 1, PAIRS[:n], [1, (0, 2), 1][:n]], label="padding")
    kw = {"data_format": draw.choice(["channel_last", "channel_first"], label="data_format"),
          "dilations": dilations, "groups": draw.choice([1, 2], label="groups")}
    if transpose and padding != "SAME" and strides != 1 and draw.boolean(label="output_padding"):
        kw["output_padding"] = 1 if strides == 2 else tuple(int(v > 1) for v in strides)
    return strides, padding, kw


def _conv_build(n, transpose=False):
    def build(draw, dtype):
        strides, padding, kw = _options(draw, n, transpose)
        cf, g = kw["data_format"] == "channel_first", kw["groups"]
        if transpose:  # inputs of COUT channels back to CIN: filters [*k, CIN / g, COUT]
            spatial = tuple(max(s - 2, 2) for s in SPATIAL[n])
            x = draw.array(dtype, (2, *spatial, COUT), DOM, label="x")
            w = draw.array(dtype, (*KERNEL[n], CIN // g, COUT), DOM, label="filters")
            bias_len = CIN
        else:
            x = draw.array(dtype, (2, *SPATIAL[n], CIN), DOM, label="x")
            w = draw.array(dtype, (*KERNEL[n], CIN // g, COUT), DOM, label="filters")
            bias_len = COUT
        if draw.boolean(label="bias"):
            kw["bias"] = draw.array(dtype, (bias_len,), DOM, label="bias")
        return Case(_first(x, cf), w, strides, padding, **kw)

    return build


def _depthwise_build(draw, dtype):
    strides, padding, kw = _options(draw, 2, False)
    del kw["groups"]
    x = draw.array(dtype, (2, *SPATIAL[2], 3), DOM, label="x")
    w = draw.array(dtype, (*KERNEL[2], 3, *draw.choice([(), (2,)], label="multiplier")), DOM,
                   label="filters")
    if draw.boolean(label="bias"):
        kw["bias"] = draw.array(dtype, (3 * (w.shape[3] if w.ndim == 4 else 1),), DOM, label="b")
    return Case(_first(x, kw["data_format"] == "channel_first"), w, strides, padding, **kw)


RECORDS = [Rec(f"conv{n}d", REAL_FLOAT, _conv_build(n), ref=_conv_ref(n), check=_products_check)
           for n in (1, 2, 3)]
RECORDS += [Rec(f"conv{n}d_transpose", REAL_FLOAT, _conv_build(n, True), ref=_transpose_ref(n),
                check=_products_check) for n in (1, 2, 3)]
RECORDS.append(Rec("depthwise_conv2d", REAL_FLOAT, _depthwise_build, ref=_depthwise_ref,
                   check=_products_check))
TABLE = by_name(RECORDS)
test_values, test_dtypes = record_tests(TABLE, RECORDS)


# --- bespoke tests ----------------------------------------------------------------------------
def _rand(*shape, dtype="float64"):
    return RNG.uniform(-1, 1, shape).astype(dtype)


def _np(x):
    assert_native(x)
    return numpy_of(x)


@pytest.mark.parametrize("n", [1, 2, 3])
@pytest.mark.parametrize("padding", ["SAME", "VALID", "explicit"])
def test_transpose_is_the_adjoint(n, padding):
    s, d, g = (2, 1, 2)[:n], (1, 2, 1)[:n], 2
    pad = PAIRS[:n] if padding == "explicit" else padding
    x, w = _rand(2, *SPATIAL[n], CIN), _rand(*KERNEL[n], CIN // g, COUT)
    y_shape = ref_conv(x, w, s, ref_pads(pad, SPATIAL[n], KERNEL[n], s, d), d, g).shape
    y = _rand(*y_shape)
    fwd = _np(getattr(ivy, f"conv{n}d")(native(x), native(w), s, pad, dilations=d, groups=g))
    back = _np(getattr(ivy, f"conv{n}d_transpose")(native(y), native(w), s, pad, dilations=d,
                                                    groups=g, output_shape=SPATIAL[n]))
    assert fwd.shape == y.shape and back.shape == x.shape
    np.testing.assert_allclose(np.sum(fwd * y), np.sum(x * back), rtol=1e-10)


def test_every_padding_form_gives_the_same_result():
    x, w = native(_rand(2, 6, 5, CIN)), native(_rand(3, 2, CIN, COUT))
    same = _np(ivy.conv2d(x, w, 2, "SAME"))
    explicit = ref_same_pads((6, 5), (3, 2), (2, 2), (1, 1))
    np.testing.assert_allclose(_np(ivy.conv2d(x, w, 2, explicit)), same, rtol=1e-12)
    np.testing.assert_allclose(_np(ivy.conv2d(x, w, (2, 2), "same")), same, rtol=1e-12)
    one = _np(ivy.conv2d(x, w, 1, 1))
    np.testing.assert_allclose(_np(ivy.conv2d(x, w, 1, [1, (1, 1)])), one, rtol=1e-12)
    np.testing.assert_allclose(_np(ivy.conv2d(x, w, [1, 1], [(1, 1), (1, 1)])), one, rtol=1e-12)
    np.testing.assert_allclose(_np(ivy.conv2d(x, w, 1, "VALID")), _np(ivy.conv2d(x, w, 1, 0)),
                               rtol=1e-12)


def test_leading_batch_dimensions_are_kept():
    x, w = _rand(2, 3, 6, 5, CIN), _rand(3, 2, CIN, COUT)
    out = _np(ivy.conv2d(native(x), native(w), 1, "SAME"))
    ref = ref_conv(x.reshape(6, 6, 5, CIN), w, (1, 1), ref_same_pads((6, 5), (3, 2), (1, 1),
                                                                      (1, 1)), (1, 1), 1)
    np.testing.assert_allclose(out, ref.reshape(2, 3, 6, 5, COUT), rtol=1e-10, atol=1e-12)
    y = _rand(2, 3, 6, 5, COUT)
    back = _np(ivy.conv2d_transpose(native(y), native(w), 1, "SAME", data_format="channel_last"))
    assert back.shape == (2, 3, 6, 5, CIN)


def test_transpose_output_sizes():
    y, w = native(_rand(1, 4, COUT)), native(_rand(3, CIN, COUT))
    assert _np(ivy.conv1d_transpose(y, w, 2, "VALID")).shape == (1, 9, CIN)
    assert _np(ivy.conv1d_transpose(y, w, 2, "VALID", output_padding=1)).shape == (1, 10, CIN)
    assert _np(ivy.conv1d_transpose(y, w, 2, "SAME")).shape == (1, 8, CIN)
    assert _np(ivy.conv1d_transpose(y, w, 2, "SAME", output_shape=(7,))).shape == (1, 7, CIN)
    assert _np(ivy.conv1d_transpose(y, w, 2, [(1, 0)], dilations=2)).shape == (1, 10, CIN)
    np.testing.assert_allclose(  # output_padding is output_shape's shorthand
        _np(ivy.conv1d_transpose(y, w, 2, [(1, 2)], output_padding=1)),
        _np(ivy.conv1d_transpose(y, w, 2, [(1, 2)], output_shape=[7])), rtol=1e-12)


def test_mixed_dtypes_promote():
    x, w = _rand(1, 5, 2, dtype="float32"), _rand(2, 2, 3)
    out = ivy.conv1d(native(x), native(w), 1, "VALID")
    assert_array(out, ref_conv(x, w, (1,), [(0, 0)], (1,), 1), scale=10)


def test_float32_matches_float64():
    x, w, b = _rand(2, 6, 5, CIN), _rand(3, 2, CIN // 2, COUT), _rand(COUT)
    ref = ref_conv(x, w, (2, 1), PAIRS[:2], (2, 2), 2) + b
    f32 = [native(a.astype("float32")) for a in (x, w, b)]
    out = ivy.conv2d(f32[0], f32[1], (2, 1), PAIRS[:2], dilations=2, groups=2, bias=f32[2])
    rtol, atol = tolerance("float32", 10)
    np.testing.assert_allclose(_np(out), ref, rtol=rtol, atol=atol)


# tiny output maps (at most 4 positions: JAX computes them on the CPU as patches times a matrix,
# XLA:CPU's convolution being very slow there), each layout, strides, dilations and paddings
TINY = [(1, (3,), (2,), 2, 1, [(1, 1)], "channel_last"),
        (2, (2, 2), (3, 3), 1, 1, [(1, 1), (1, 1)], "channel_last"),
        (2, (2, 3), (3, 2), (2, 1), (1, 2), [(1, 0), (0, 1)], "channel_first"),
        (2, (5, 5), (3, 3), 2, 1, "VALID", "channel_last"),
        (3, (2, 2, 1), (2, 2, 1), 1, 1, "SAME", "channel_first")]


@pytest.mark.parametrize("n,spatial,kernel,strides,dilations,padding,fmt", TINY)
def test_tiny_output_maps(n, spatial, kernel, strides, dilations, padding, fmt):
    x, w, b = _rand(2, *spatial, CIN), _rand(*kernel, CIN, COUT), _rand(COUT)
    if fmt == "channel_first":
        x = np.moveaxis(x, -1, 1)
    conv = getattr(ivy, f"conv{n}d")
    out = conv(native(x), native(w), strides, padding, data_format=fmt, dilations=dilations,
               bias=native(b))
    want = _conv_ref(n)(x, w, strides, padding, fmt, dilations, bias=b)
    assert math.prod(want.shape[2:] if fmt == "channel_first" else want.shape[1:-1]) <= 4
    assert_array(out, want)
    if BACKEND != "numpy":
        check_gradients(lambda x, w, b: conv(x, w, strides, padding, data_format=fmt,
                                             dilations=dilations, bias=b), x, w, b)


# --- gradients (float64, central finite differences of the NumPy backend's result) ---------------
def _fd(f, arrays, eps=1e-6):
    grads = []
    for i, a in enumerate(arrays):
        g = np.zeros_like(a)
        for idx in np.ndindex(a.shape):
            hi, lo = [b.copy() for b in arrays], [b.copy() for b in arrays]
            hi[i][idx] += eps
            lo[i][idx] -= eps
            g[idx] = (f(*hi) - f(*lo)) / (2 * eps)
        grads.append(g)
    return grads


def check_gradients(call, *arrays, rtol=1e-6, atol=1e-8):
    """``ivy.grad`` of ``sum(call(*arrays) * W)`` w.r.t. every array vs. finite differences."""
    with ivy.use("numpy"):
        w = RNG.standard_normal(np.shape(call(*arrays)))

        def f_np(*a):
            return float(np.sum(np.asarray(call(*a)) * w))

        fd = _fd(f_np, list(arrays))
    wn = native(w)

    def loss(*a):
        return ivy.sum(ivy.multiply(call(*a), wn))

    args = [native(a) for a in arrays]
    grad = ivy.grad(loss, argnums=tuple(range(len(arrays))))
    if BACKEND == "numpy":
        assert_unsupported(lambda: grad(*args), "grad")
        return None
    grads = grad(*args)
    for i, (g, ref) in enumerate(zip(grads, fd)):
        np.testing.assert_allclose(_np(g), ref, rtol=rtol, atol=atol, err_msg=f"argument {i}")
    return grads


GRAD_CASES = {  # x [1, 4, 4, 4], w [2, 3, 2, 4] (grouped) or [2, 3, 4, 4], b [4]
    "conv2d": lambda x, w, b: ivy.conv2d(x, w, (2, 1), PAIRS[:2], dilations=(1, 2), groups=2,
                                         bias=b),
    "conv2d_channel_first": lambda x, w, b: ivy.conv2d(ivy.permute_dims(x, (0, 3, 1, 2)), w, 1,
                                                       "SAME", data_format="channel_first",
                                                       bias=b),
    "conv2d_transpose": lambda y, w, b: ivy.conv2d_transpose(y, w, 2, "SAME", dilations=2,
                                                             groups=2, bias=b),
}


@pytest.mark.parametrize("name", sorted(GRAD_CASES))
def test_conv2d_gradients_match_finite_differences(name):
    x, w, b = _rand(1, 4, 4, CIN), _rand(2, 3, CIN // 2, CIN), _rand(CIN)
    if name == "conv2d_channel_first":
        w = _rand(2, 3, CIN, CIN)
    check_gradients(GRAD_CASES[name], x, w, b)


def test_conv3d_and_depthwise_gradients_match_finite_differences():
    check_gradients(lambda x, w: ivy.conv3d(x, w, 1, "SAME", dilations=(2, 1, 1)),
                    _rand(1, 3, 3, 2, 2), _rand(2, 2, 1, 2, 2))
    check_gradients(lambda x, w: ivy.conv1d_transpose(x, w, 2, [(1, 0)], dilations=2, groups=2),
                    _rand(1, 3, 2), _rand(2, 1, 2))
    check_gradients(lambda x, w: ivy.depthwise_conv2d(x, w, 2, "SAME", dilations=1),
                    _rand(1, 4, 4, 2), _rand(2, 2, 2, 2))


F32_GRADS = {  # (call, input shape, filters shape)
    "conv2d": (lambda a, f: ivy.conv2d(a, f, 2, "SAME", dilations=2, groups=2),
               (1, 5, 5, CIN), (3, 2, CIN // 2, COUT)),
    "conv2d_transpose": (lambda a, f: ivy.conv2d_transpose(a, f, 2, "SAME", dilations=(2, 1),
                                                           groups=2, output_shape=(5, 5)),
                         (1, 3, 3, COUT), (3, 2, CIN // 2, COUT)),
    "conv3d": (lambda a, f: ivy.conv3d(a, f, (1, 2, 1), PAIRS, dilations=(2, 1, 1), groups=2),
               (1, 4, 4, 3, CIN), (2, 2, 2, CIN // 2, COUT)),
    "conv1d_transpose": (lambda a, f: ivy.conv1d_transpose(a, f, 2, "VALID", output_padding=1,
                                                           data_format="channel_first"),
                         (1, COUT, 4), (3, CIN, COUT)),
}


@pytest.mark.parametrize("name", sorted(F32_GRADS))
def test_float32_gradients_match_float64(name):
    # TensorFlow runs float32 dilations and groups natively (oneDNN) and float64 ones composed;
    # MXNet's float32 transposes take another route while autograd records
    call, xs, ws = F32_GRADS[name]
    x, w = _rand(*xs), _rand(*ws)

    def loss(a, f):
        return ivy.sum(ivy.multiply(call(a, f), call(a, f)))

    grad = ivy.grad(loss, argnums=(0, 1))
    if BACKEND == "numpy":
        assert_unsupported(lambda: grad(native(x), native(w)), "grad")
        return
    g64 = grad(native(x), native(w))
    g32 = grad(native(x.astype("float32")), native(w.astype("float32")))
    for a, b in zip(g32, g64):
        assert numpy_of(a).dtype == np.float32
        np.testing.assert_allclose(_np(a), _np(b), rtol=1e-4, atol=1e-4)


# --- bad arguments ----------------------------------------------------------------------------
X2, W2 = _rand(1, 5, 5, CIN), _rand(3, 3, CIN, COUT)
BAD = {
    "x rank": (lambda x, w: ivy.conv2d(x[0], w, 1, "SAME"), "at least 4 dimensions"),
    "filters rank": (lambda x, w: ivy.conv2d(x, w[0], 1, "SAME"), "filters must have 4"),
    "channels vs groups": (lambda x, w: ivy.conv2d(x, w, 1, "SAME", groups=3), "divisible"),
    "channels vs filters": (lambda x, w: ivy.conv2d(x[..., :3], w, 1, "SAME"), "filters.shape"),
    "out channels vs groups": (lambda x, w: ivy.conv2d(x, w[..., :2, :5], 1, "SAME", groups=2),
                               "divisible by groups"),
    "padding string": (lambda x, w: ivy.conv2d(x, w, 1, "FULL"), "padding must be"),
    "padding length": (lambda x, w: ivy.conv2d(x, w, 1, [(1, 1)]), "2 entries"),
    "padding entry": (lambda x, w: ivy.conv2d(x, w, 1, [(1, 1, 1), 0]), "(lo, hi) pair"),
    "negative padding": (lambda x, w: ivy.conv2d(x, w, 1, -1), ">= 0"),
    "data_format": (lambda x, w: ivy.conv2d(x, w, 1, "SAME", data_format="NHWC"), "data_format"),
    "strides": (lambda x, w: ivy.conv2d(x, w, 0, "SAME"), "strides must be >= 1"),
    "strides length": (lambda x, w: ivy.conv2d(x, w, (1, 1, 1), "SAME"), "sequence of 2 ints"),
    "dilations": (lambda x, w: ivy.conv2d(x, w, 1, "SAME", dilations=(1, 0)), "dilations"),
    "groups": (lambda x, w: ivy.conv2d(x, w, 1, "SAME", groups=0), "groups must be"),
    "bias shape": (lambda x, w: ivy.conv2d(x, w, 1, "SAME", bias=w[0, 0, 0, :2]), "bias"),
    "input smaller than kernel": (lambda x, w: ivy.conv2d(x[:, :2], w, 1, "VALID"), "smaller"),
    "output_shape": (lambda x, w: ivy.conv2d_transpose(x, w[..., :CIN], 2, "VALID",
                                                       output_shape=(20, 20)), "output size"),
    "output_padding >= stride": (lambda x, w: ivy.conv2d_transpose(x, w[..., :CIN], 2, "VALID",
                                                                   output_padding=2), "smaller"),
    "output_padding with SAME": (lambda x, w: ivy.conv2d_transpose(x, w[..., :CIN], 2, "SAME",
                                                                   output_padding=1), "SAME"),
    "output_shape and output_padding": (lambda x, w: ivy.conv2d_transpose(
        x, w[..., :CIN], 2, "VALID", output_shape=(11, 11), output_padding=1), "not both"),
    "depthwise filters": (lambda x, w: ivy.depthwise_conv2d(x, w[..., :3, 0], 1, "SAME"),
                          "[kH, kW, C]"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_arguments_raise_clear_errors(case):
    call, words = BAD[case]
    with pytest.raises(ivy.IvyValueError) as e:
        call(native(X2), native(W2))
    assert words in str(e.value) and "ivy." in str(e.value), str(e.value)


def test_integer_input_is_refused():
    with pytest.raises(ivy.IvyDtypeError, match="real floating"):
        ivy.conv1d(native(np.ones((1, 4, 2), dtype="int32")), native(_rand(2, 2, 2)), 1, "SAME")


@pytest.mark.parametrize("padding", ["SAME", "VALID", [(1, 0), (2, 1)]])
@pytest.mark.parametrize("strides", [(2, 1), (1, 3), (3, 2)])
def test_depthwise_conv2d_with_unequal_strides(strides, padding):
    # TensorFlow's depthwise kernel takes only equal row / column strides: Ivy's kernel reads the
    # strided positions off the stride-1 result; every backend equals NumPy's
    x, w = _rand(2, 7, 6, 3), _rand(3, 3, 3)
    out = numpy_of(ivy.depthwise_conv2d(native(x), native(w), strides, padding))
    with ivy.use("numpy"):
        ref = ivy.depthwise_conv2d(x, w, strides, padding)
    np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-5)
