"""Dense layers (Linear, Embedding, Dropout, Sequential, LayerNorm, BatchNorm, LSTM,
MultiHeadAttention) on the backend under test: variables' key chains and
shapes, forward passes against NumPy references computed from the layers' own variables,
training/eval behaviour (Dropout, BatchNorm), gradients through every layer with variables, and
argument errors."""

import math

import ivy
import numpy as np
import pytest
from _harness import BACKEND, NATIVE_TYPES, native, numpy_of

RNG = np.random.default_rng(7)
F64 = {"dtype": "float64"}


def _make(cls, *args, **kwargs):
    with ivy.use(BACKEND):
        return cls(*args, **{**F64, **kwargs})


def _v(layer):
    return {kc: numpy_of(x) for kc, x in layer.v.flatten().items()}


def _close(out, ref, rtol=1e-10, atol=1e-12):
    assert isinstance(out, NATIVE_TYPES), type(out)
    o = numpy_of(out)
    assert o.shape == np.shape(ref), (o.shape, np.shape(ref))
    np.testing.assert_allclose(o, ref, rtol=rtol, atol=atol)


def _x(*shape):
    return RNG.normal(size=shape)


# --- NumPy references ------------------------------------------------------------------------
def _sigmoid(z):
    return 1 / (1 + np.exp(-z))


def np_lstm(x, kernel, rec, bias):
    h = np.zeros(x.shape[:-2] + (rec.shape[0],))
    c = np.zeros_like(h)
    hs = []
    n = rec.shape[0]
    for t in range(x.shape[-2]):
        z = x[..., t, :] @ kernel + h @ rec + bias
        i, f, g, o = (z[..., j * n:(j + 1) * n] for j in range(4))
        c = _sigmoid(f) * c + _sigmoid(i) * np.tanh(g)
        h = _sigmoid(o) * np.tanh(c)
        hs.append(h)
    return np.stack(hs, -2), h, c


def np_mha(x, ctx, v, heads):
    def split(t):  # [B, L, E] -> [B, heads, L, E/heads]
        b, L, e = t.shape
        return t.reshape(b, L, heads, e // heads).transpose(0, 2, 1, 3)

    q = split(x @ v["q_proj"].T + v["q_bias"])
    k = split(ctx @ v["k_proj"].T + v["k_bias"])
    val = split(ctx @ v["v_proj"].T + v["v_bias"])
    s = q @ k.transpose(0, 1, 3, 2) / math.sqrt(q.shape[-1])
    a = np.exp(s - s.max(-1, keepdims=True))
    a /= a.sum(-1, keepdims=True)
    o = (a @ val).transpose(0, 2, 1, 3).reshape(x.shape[0], x.shape[1], -1)
    return o @ v["out_proj"].T + v["out_bias"]


# --- dense layers --------------------------------------------------------------------------------
def test_linear():
    layer = _make(ivy.Linear, 3, 2)
    assert layer.v.shapes.to_dict() == {"w": (2, 3), "b": (2,)}
    x = _x(4, 3)
    v = _v(layer)
    _close(layer(native(x)), x @ v["w"].T + v["b"])
    nb = _make(ivy.Linear, 3, 2, with_bias=False, weight_initializer=ivy.Ones())
    assert nb.v.key_chains() == ["w"]
    _close(nb(native(x)), x.sum(-1, keepdims=True).repeat(2, -1))


def test_embedding():
    layer = _make(ivy.Embedding, 10, 4)
    ids = np.array([[1, 9, 1], [0, 2, 3]])
    _close(layer(native(ids)), _v(layer)["w"][ids])


def test_dropout_in_training_and_eval():
    ivy.seed(0)
    layer = _make(ivy.Dropout, 0.25)
    x = np.ones((40, 50))
    y = numpy_of(layer(native(x)))
    assert set(np.unique(y)) <= {0.0, 1 / 0.75}
    assert abs((y == 0).mean() - 0.25) < 0.05
    _close(layer.eval()(native(x)), x)


def test_sequential_composes_modules_and_functions():
    net = _make(ivy.Sequential, ivy.Linear(3, 4, **F64), ivy.relu, ivy.Linear(4, 1, **F64))
    assert net.v.key_chains() == ["layers/0/w", "layers/0/b", "layers/2/w", "layers/2/b"]
    v = _v(net)
    x = _x(5, 3)
    h = np.maximum(x @ v["layers/0/w"].T + v["layers/0/b"], 0)
    _close(net(native(x)), h @ v["layers/2/w"].T + v["layers/2/b"])


def test_layer_norm():
    layer = _make(ivy.LayerNorm, (2, 3), eps=1e-5)
    layer.v = layer.v.map(lambda a, kc: a + native(RNG.normal(size=(2, 3))))
    v = _v(layer)
    x = _x(4, 2, 3)
    m = x.mean((-2, -1), keepdims=True)
    var = x.var((-2, -1), keepdims=True)
    _close(layer(native(x)), (x - m) / np.sqrt(var + 1e-5) * v["scale"] + v["offset"])
    assert _make(ivy.LayerNorm, 3, elementwise_affine=False).v.key_chains() == []


def test_batch_norm_training_updates_running_statistics_and_eval_uses_them():
    layer = _make(ivy.BatchNorm, 3, momentum=0.2, eps=1e-3)
    x = _x(8, 2, 3)
    m, var = x.mean((0, 1)), x.var((0, 1))
    _close(layer(native(x)), (x - m) / np.sqrt(var + 1e-3))
    b = {k: numpy_of(a) for k, a in layer.buffers.items()}
    np.testing.assert_allclose(b["running_mean"], 0.2 * m, rtol=1e-10)
    np.testing.assert_allclose(b["running_var"], 0.8 + 0.2 * var * 16 / 15, rtol=1e-10)
    layer.eval()
    _close(layer(native(x)), (x - b["running_mean"]) / np.sqrt(b["running_var"] + 1e-3))
    np.testing.assert_array_equal(numpy_of(layer.buffers.running_mean), b["running_mean"])


def test_lstm_single_and_stacked():
    layer = _make(ivy.LSTM, 3, 4)
    layer.v = layer.v.map(lambda a, kc: a + 0.1)  # non-zero biases too
    v = _v(layer)
    x = _x(2, 5, 3)
    hs, [(h, c)] = layer(native(x))
    ref_hs, ref_h, ref_c = np_lstm(x, v["layer0/kernel"], v["layer0/recurrent_kernel"],
                                   v["layer0/bias"])
    _close(hs, ref_hs)
    _close(h, ref_h)
    _close(c, ref_c)
    deep = _make(ivy.LSTM, 3, 4, num_layers=2)
    v = _v(deep)
    hs, states = deep(native(x))
    h1, _, _ = np_lstm(x, v["layer0/kernel"], v["layer0/recurrent_kernel"], v["layer0/bias"])
    h2, _, _ = np_lstm(h1, v["layer1/kernel"], v["layer1/recurrent_kernel"], v["layer1/bias"])
    _close(hs, h2)
    assert len(states) == 2


def test_multi_head_attention():
    layer = _make(ivy.MultiHeadAttention, 8, num_heads=2, context_dim=6, out_dim=4)
    layer.v = layer.v.map(lambda a, kc: a + 0.05)
    assert layer.v.shapes.to_dict() == {
        "q_proj": (8, 8), "q_bias": (8,), "k_proj": (8, 6), "k_bias": (8,), "v_proj": (8, 6),
        "v_bias": (8,), "out_proj": (4, 8), "out_bias": (4,)}
    x, ctx = _x(3, 5, 8), _x(3, 7, 6)
    _close(layer(native(x), context=native(ctx)), np_mha(x, ctx, _v(layer), 2))


# --- gradients through the layers ------------------------------------------------------------------
def _grad_cases():  # the forward tests' configurations and shapes (JAX compiles each shape once)
    return {
        "Linear": (lambda: _make(ivy.Linear, 3, 2), (4, 3)),
        "LayerNorm": (lambda: _make(ivy.LayerNorm, (2, 3)), (4, 2, 3)),
        "BatchNorm": (lambda: _make(ivy.BatchNorm, 3), (8, 2, 3)),
        "LSTM": (lambda: _make(ivy.LSTM, 3, 4), (2, 5, 3)),
        "MultiHeadAttention": (lambda: _make(ivy.MultiHeadAttention, 8, num_heads=2), (3, 5, 8)),
        "Embedding": (lambda: _make(ivy.Embedding, 10, 4), None),
    }


@pytest.mark.parametrize("name", sorted(_grad_cases()))
def test_gradients_flow_into_every_variable(name):
    make, shape = _grad_cases()[name]
    layer = make()
    x = native(np.array([[1, 9, 1], [0, 2, 3]])) if shape is None else native(_x(*shape))

    def loss(v):
        out = layer(x, v=v)
        out = out[0] if isinstance(out, tuple) else out
        return ivy.sum(out * out)

    if BACKEND == "numpy":
        with pytest.raises(ivy.IvyUnsupportedError):
            ivy.execute_with_gradients(loss, layer.v)
        return
    _, g = ivy.execute_with_gradients(loss, layer.v)
    assert g.key_chains() == layer.v.key_chains()
    for kc, a in g.flatten().items():
        ga = numpy_of(a)
        assert ga.shape == tuple(layer.v[kc].shape) and np.isfinite(ga).all(), kc
    if name == "Linear":  # d/dW sum((xW^T + b)^2) = 2 (xW^T + b)^T x
        v, xn = _v(layer), numpy_of(x)
        y = xn @ v["w"].T + v["b"]
        _close(g.w, 2 * y.T @ xn, rtol=1e-9)
        _close(g.b, 2 * y.sum(0), rtol=1e-9)
    if name == "Embedding":  # rows 4 to 8 unused: zero gradient; row 1 used twice
        ga, w = numpy_of(g.w), _v(layer)["w"]
        np.testing.assert_allclose(ga[4:9], 0.0)
        np.testing.assert_allclose(ga[1], 4 * w[1], rtol=1e-10)
        np.testing.assert_allclose(ga[2], 2 * w[2], rtol=1e-10)


# --- errors --------------------------------------------------------------------------------------
def test_layer_argument_errors():
    for make, match in (
            (lambda: ivy.Linear(0, 2), "input_channels"),
            (lambda: ivy.Embedding(3, -1), "embedding_dim"),
            (lambda: ivy.Dropout(1.5), "prob"),
            (lambda: ivy.Sequential(ivy.Linear(2, 2), 3), "layer 1"),
            (lambda: ivy.LayerNorm(()), "normalized_shape"),
            (lambda: ivy.MultiHeadAttention(6, num_heads=4), "divide")):
        with pytest.raises(ivy.IvyValueError, match=match):
            make()
    layer = _make(ivy.Linear, 3, 2)
    with pytest.raises(ivy.IvyValueError, match="linear"):  # the function's own shape check
        layer(native(_x(4, 5)))
