"""The tensorflow frontend's ``tf.nn``, ``tf.linalg``, ``tf.raw_ops`` and ``tf.random`` against
TensorFlow itself; gradients of a frontend program with the backend's autodiff against
``tf.GradientTape``; a frontend program under ``ivy.compile``."""

import ivy
import ivy.frontends.tensorflow as ftf
import numpy as np
import pytest
from _frontend_harness import check, has_real
from _harness import BACKEND, native, numpy_of

HAS_TF = has_real("tensorflow")
RNG = np.random.default_rng(0)
X = RNG.normal(size=(2, 5)).astype(np.float32)
X64 = RNG.normal(size=(3, 4))
IMG = RNG.normal(size=(2, 6, 5, 3)).astype(np.float32)
SEQ = RNG.normal(size=(2, 7, 3)).astype(np.float32)
K2 = RNG.normal(size=(3, 2, 3, 4)).astype(np.float32)
K1 = RNG.normal(size=(3, 3, 4)).astype(np.float32)
SPD = (lambda a: a @ a.T + 4 * np.eye(4))(RNG.normal(size=(4, 4)))
BSPD = np.stack([SPD, SPD + np.eye(4)])


def T(a):  # noqa: N802 - a frontend tensor holding a native array of the backend under test
    return ftf._frontend_array(native(np.asarray(a)))


# --- activations ----------------------------------------------------------------------------------
ACT = ["relu", "relu6", "elu", "selu", "gelu", "silu", "swish", "sigmoid", "tanh", "softplus",
       "softsign", "leaky_relu"]


@pytest.mark.parametrize("name", ACT)
@pytest.mark.parametrize("x", [X, X64, np.array([-np.inf, np.nan, 7.0], np.float32),
                               np.zeros((0,), np.float32)], ids=lambda a: f"{a.dtype}{a.shape}")
def test_activations(name, x):
    # Ivy's float64 gelu agrees with TensorFlow's to ~1e-7 relative (its erf), not float64's 1e-12
    check("tensorflow", f"nn.{name}", (x,), rtol_scale=1e5 if name == "gelu" else 1.0)


def test_activation_options():
    check("tensorflow", "nn.gelu", (X,), {"approximate": True})
    check("tensorflow", "nn.leaky_relu", (X,), {"alpha": 0.1})
    check("tensorflow", "nn.silu", (X,), {"beta": 2.0})
    check("tensorflow", "math.log_sigmoid", (X,))
    check("tensorflow", "nn.relu", (np.array([-3, 4], np.int32),))
    check("tensorflow", "nn.softmax", (X,))
    check("tensorflow", "nn.softmax", (X,), {"axis": 0})
    check("tensorflow", "nn.log_softmax", (X64,), {"axis": -1})
    check("tensorflow", "nn.l2_normalize", (X,), {"axis": 1})


# --- convolutions and pooling ---------------------------------------------------------------------
@pytest.mark.parametrize("kw", [{"strides": 1, "padding": "SAME"}, {"strides": 2, "padding": "VALID"},
                                {"strides": [1, 2, 1, 1], "padding": "SAME"},
                                {"strides": 1, "padding": "VALID", "dilations": 2},
                                {"strides": 1, "padding": [[0, 0], [1, 0], [2, 1], [0, 0]]}],
                         ids=str)
def test_conv2d(kw):
    check("tensorflow", "nn.conv2d", (IMG, K2), kw, rtol_scale=10)


@pytest.mark.parametrize("kw", [{"stride": 1, "padding": "SAME"}, {"stride": 2, "padding": "VALID"},
                                {"stride": 1, "padding": "SAME", "dilations": 2}], ids=str)
def test_conv1d(kw):
    check("tensorflow", "nn.conv1d", (SEQ, K1), kw, rtol_scale=10)


@pytest.mark.parametrize("name", ["max_pool2d", "avg_pool2d", "max_pool", "avg_pool"])
@pytest.mark.parametrize("kw", [{"ksize": 2, "strides": 2, "padding": "VALID"},
                                {"ksize": 3, "strides": 2, "padding": "SAME"},
                                {"ksize": [1, 2, 3, 1], "strides": [1, 1, 2, 1], "padding": "SAME"}],
                         ids=str)
def test_pooling(name, kw):
    check("tensorflow", f"nn.{name}", (IMG,), kw)


def test_pool1d_and_bias():
    check("tensorflow", "nn.max_pool1d", (SEQ, 2, 2, "SAME"))
    check("tensorflow", "nn.avg_pool1d", (SEQ, 3, 1, "VALID"))
    check("tensorflow", "nn.bias_add", (IMG, np.array([1.0, -2.0, 0.5], np.float32)))
    check("tensorflow", "nn.bias_add", (np.transpose(IMG, (0, 3, 1, 2)).copy(),
                                        np.array([1.0, -2.0, 0.5], np.float32)),
          {"data_format": "NCHW"})


# --- normalisation, dropout, losses ---------------------------------------------------------------
def test_moments_and_batch_normalization():
    check("tensorflow", "nn.moments", (IMG, [0, 1, 2]))
    check("tensorflow", "nn.moments", (X64, [1]), {"keepdims": True})
    mean, var = np.array([0.1, -0.2, 0.3], np.float32), np.array([1.5, 0.5, 2.0], np.float32)
    check("tensorflow", "nn.batch_normalization",
          (IMG, mean, var, np.array([0.0, 1.0, -1.0], np.float32),
           np.array([2.0, 1.0, 0.5], np.float32), 1e-3))
    check("tensorflow", "nn.batch_normalization", (IMG, mean, var, None, None, 1e-5))
    check("tensorflow", "nn.l2_loss", (X,))


def test_cross_entropies():
    labels = np.array([[0.2, 0.8, 0.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0, 0.0]], np.float32)
    check("tensorflow", "nn.softmax_cross_entropy_with_logits", (labels, X))
    check("tensorflow", "nn.softmax_cross_entropy_with_logits", (labels.T.copy(), X.T.copy()),
          {"axis": 0})
    check("tensorflow", "nn.sparse_softmax_cross_entropy_with_logits", (),
          {"labels": np.array([1, 4], np.int32), "logits": X})
    z = (RNG.random(size=X.shape) > 0.5).astype(np.float32)
    check("tensorflow", "nn.sigmoid_cross_entropy_with_logits", (), {"labels": z, "logits": X * 30})
    check("tensorflow", "nn.weighted_cross_entropy_with_logits", (z, X, 2.0))
    check("tensorflow", "nn.log_poisson_loss", (np.abs(X) * 3, X), {"compute_full_loss": True})
    with pytest.raises(ValueError, match="labels.shape"):
        ftf.nn.sparse_softmax_cross_entropy_with_logits(labels=T(np.array([1], np.int32)),
                                                        logits=T(X))


def test_dropout():
    x = ftf.ones([100, 100])
    y = ftf.nn.dropout(x, rate=0.25, seed=3).numpy()
    assert y.dtype == np.float32 and y.shape == (100, 100)
    assert set(np.unique(y).tolist()) <= {0.0, float(np.float32(1 / 0.75))}
    assert abs(float((y == 0).mean()) - 0.25) < 0.05
    np.testing.assert_array_equal(ftf.nn.dropout(x, 0.25, seed=3).numpy(), y)  # seeded: repeats
    np.testing.assert_array_equal(ftf.nn.dropout(x, 0.0).numpy(), np.ones((100, 100)))
    with pytest.raises(ValueError, match="rate"):
        ftf.nn.dropout(x, 1.0)
    with pytest.raises(ivy.IvyValueError, match="noise_shape"):
        ftf.nn.dropout(x, 0.5, noise_shape=[1, 100])


# --- linalg ---------------------------------------------------------------------------------------
def test_matmul_variants():
    a, b = RNG.normal(size=(2, 3, 4)), RNG.normal(size=(2, 4, 5))
    check("tensorflow", "linalg.matmul", (a, b))
    check("tensorflow", "matmul", (a, b.transpose(0, 2, 1).copy()), {"transpose_b": True})
    check("tensorflow", "matmul", (a.transpose(0, 2, 1).copy(), b), {"transpose_a": True})
    c = RNG.normal(size=(3, 3)) + 1j * RNG.normal(size=(3, 3))
    if BACKEND == "mxnet":  # no complex arrays there: Ivy's clear error
        with pytest.raises(ivy.IvyUnsupportedError, match="MXNet has no complex128"):
            check("tensorflow", "matmul", (c, c), {"adjoint_a": True, "adjoint_b": True})
    else:
        check("tensorflow", "matmul", (c, c), {"adjoint_a": True, "adjoint_b": True})
    check("tensorflow", "matmul", (np.array([[1, 2]], np.int32), np.array([[3], [4]], np.int32)))
    check("tensorflow", "linalg.matvec", (a, RNG.normal(size=(2, 4))))
    check("tensorflow", "einsum", ("bij,bjk->bik", a, b))
    check("tensorflow", "tensordot", (a, b, [[2], [1]]))
    with pytest.raises(ftf.errors.InvalidArgumentError, match="expected to be a"):
        ftf.matmul(T(a.astype(np.float32)), T(b))


def test_linalg_decompositions():
    check("tensorflow", "linalg.inv", (SPD,))
    check("tensorflow", "linalg.inv", (BSPD,), {"adjoint": True})
    check("tensorflow", "linalg.det", (BSPD,))
    check("tensorflow", "linalg.slogdet", (X64[:, :3] @ X64[:, :3].T + np.eye(3),))
    check("tensorflow", "linalg.logdet", (BSPD,))
    check("tensorflow", "linalg.solve", (SPD, X64.T.copy()))
    check("tensorflow", "linalg.cholesky", (BSPD,))
    check("tensorflow", "linalg.eigvalsh", (SPD,))
    check("tensorflow", "linalg.trace", (BSPD,))
    check("tensorflow", "linalg.diag_part", (X64,))
    check("tensorflow", "linalg.diag", (F := np.array([1.0, 2.0, 3.0]),))  # noqa: F841
    for lo, up in ((0, 0), (1, -1), (-1, 0), (0, 2)):
        check("tensorflow", "linalg.band_part", (X64, lo, up))
    check("tensorflow", "linalg.matrix_transpose", (X64,))
    if BACKEND == "mxnet":  # no complex arrays there: Ivy's clear error
        with pytest.raises(ivy.IvyUnsupportedError, match="MXNet has no complex128"):
            check("tensorflow", "linalg.adjoint", (X64 + 2j * X64,))
    else:
        check("tensorflow", "linalg.adjoint", (X64 + 2j * X64,))
    check("tensorflow", "linalg.pinv", (X64,), rtol_scale=100)
    check("tensorflow", "linalg.cross", (X64[:, :3].copy(), X64[:, 1:].copy()))
    for kw in ({}, {"axis": 1}, {"ord": 1, "axis": 0}, {"ord": np.inf, "axis": -1},
               {"ord": "fro", "axis": [0, 1]}, {"ord": 1, "axis": (0, 1), "keepdims": True}):
        check("tensorflow", "norm", (X64,), kw)
    check("tensorflow", "linalg.norm", (X64,), {"ord": 2, "axis": [0, 1]}, rtol_scale=100)


def _reconstructs(got, want_fn, a):
    np.testing.assert_allclose(want_fn(*[numpy_of(g._data) for g in got]), a, atol=1e-8)


def test_linalg_factorisations_reconstruct():
    q, r = ftf.linalg.qr(T(X64))
    assert tuple(q.shape) == (3, 3) and tuple(r.shape) == (3, 4)
    _reconstructs((q, r), lambda q, r: q @ r, X64)
    q, r = ftf.linalg.qr(T(X64.T.copy()), full_matrices=True)
    assert tuple(q.shape) == (4, 4)
    s, u, v = ftf.linalg.svd(T(X64))
    assert tuple(u.shape) == (3, 3) and tuple(v.shape) == (4, 3)  # TensorFlow's v, not v^H
    _reconstructs((s, u, v), lambda s, u, v: u @ np.diag(s) @ v.T, X64)
    check("tensorflow", "linalg.svd", (X64,), {"compute_uv": False})
    e, v = ftf.linalg.eigh(T(SPD))
    _reconstructs((e, v), lambda e, v: v @ np.diag(e) @ v.T, SPD)
    if HAS_TF:
        import tensorflow as tf

        np.testing.assert_allclose(numpy_of(e._data), tf.linalg.eigh(SPD)[0].numpy(), atol=1e-8)
        np.testing.assert_allclose(numpy_of(s._data), tf.linalg.svd(X64)[0].numpy(), atol=1e-8)


# --- raw_ops --------------------------------------------------------------------------------------
A = np.array([[1.5, -2.0, 3.0], [0.5, 4.0, -1.0]], np.float32)
B = np.array([[2.0, 1.0, -3.0], [0.25, -4.0, 2.0]], np.float32)
I = np.array([[7, -7, 2], [3, 0, -5]], np.int32)  # noqa: E741
RAW = [
    ("AddV2", {"x": A, "y": B}), ("Sub", {"x": A, "y": B}), ("Mul", {"x": I, "y": I}),
    ("RealDiv", {"x": A, "y": B}), ("FloorDiv", {"x": I, "y": np.full_like(I, 2)}),
    ("FloorMod", {"x": I, "y": np.full_like(I, 3)}), ("Maximum", {"x": A, "y": B}),
    ("Minimum", {"x": I, "y": I.T.copy()[:2, :2].repeat(2, 1)[:, :3]}), ("Neg", {"x": I}),
    ("Abs", {"x": A}), ("Exp", {"x": A}), ("Log", {"x": np.abs(A)}), ("Sqrt", {"x": np.abs(A)}),
    ("Rsqrt", {"x": np.abs(A)}), ("Square", {"x": I}), ("Tanh", {"x": A}), ("Sigmoid", {"x": A}),
    ("Relu", {"features": A}), ("Relu6", {"features": A * 3}), ("Pow", {"x": np.abs(A), "y": B}),
    ("Sin", {"x": A}), ("Cos", {"x": A}), ("Sign", {"x": I}), ("Floor", {"x": A}),
    ("MatMul", {"a": A, "b": B, "transpose_b": True}),
    ("BatchMatMulV2", {"x": A[None], "y": B[None], "adj_y": True}),
    ("Sum", {"input": I, "axis": 1}), ("Mean", {"input": A, "axis": [0, 1], "keep_dims": True}),
    ("Max", {"input": A, "axis": 0}), ("Min", {"input": I, "axis": -1}),
    ("Prod", {"input": A, "axis": 1}), ("ArgMax", {"input": A, "dimension": 1}),
    ("ArgMin", {"input": I, "dimension": 0, "output_type": ftf.int32}),
    ("Reshape", {"tensor": A, "shape": [3, 2]}), ("Transpose", {"x": A, "perm": [1, 0]}),
    ("ConcatV2", {"values": [A, B], "axis": 0}), ("Pack", {"values": [A, B], "axis": 1}),
    ("Unpack", {"value": A, "num": 2}), ("Squeeze", {"input": A[None]}),
    ("ExpandDims", {"input": A, "axis": 1}), ("Cast", {"x": A, "DstT": ftf.int32}),
    ("Fill", {"dims": [2, 2], "value": np.array(3.5, np.float32)}), ("ZerosLike", {"x": I}),
    ("OnesLike", {"x": A}), ("SelectV2", {"condition": A > 0, "t": A, "e": B}),
    ("Select", {"condition": np.array([True, False]), "x": A, "y": B}),
    ("Equal", {"x": I, "y": np.full_like(I, 3)}), ("NotEqual", {"x": A, "y": B}),
    ("Less", {"x": A, "y": B}), ("LessEqual", {"x": A, "y": A}), ("Greater", {"x": A, "y": B}),
    ("GreaterEqual", {"x": I, "y": np.zeros_like(I)}),
    ("LogicalAnd", {"x": A > 0, "y": B > 0}), ("LogicalOr", {"x": A > 0, "y": B > 0}),
    ("LogicalNot", {"x": A > 0}), ("GatherV2", {"params": A, "indices": np.array([2, 0]),
                                                "axis": 1}),
    ("StridedSlice", {"input": A, "begin": np.array([0, 2]), "end": np.array([2, 0]),
                      "strides": np.array([1, -1])}),
    ("Slice", {"input": A, "begin": [0, 1], "size": [-1, 2]}),
    ("Pad", {"input": A, "paddings": [[1, 0], [0, 2]]}),
    ("Tile", {"input": A, "multiples": [1, 2]}), ("Softmax", {"logits": A}),
    ("LogSoftmax", {"logits": A}), ("BiasAdd", {"value": A, "bias": B[0]}),
    ("Identity", {"input": A}), ("StopGradient", {"input": A}),
    ("Range", {"start": 1, "limit": 10, "delta": 3}), ("Shape", {"input": A}),
    ("Rank", {"input": A}), ("Size", {"input": A, "out_type": ftf.int64}),
    ("Conv2D", {"input": IMG, "filter": K2, "strides": [1, 1, 1, 1], "padding": "SAME"}),
    ("MaxPool", {"input": IMG, "ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1],
                 "padding": "VALID"}),
    ("AvgPool", {"value": IMG, "ksize": [1, 3, 3, 1], "strides": [1, 1, 1, 1],
                 "padding": "SAME"}),
    ("TopKV2", {"input": A, "k": 2}), ("Cumsum", {"x": I, "axis": 1, "exclusive": True}),
    ("SoftmaxCrossEntropyWithLogits", {"features": A, "labels": np.abs(B) / 4}),
    ("SparseSoftmaxCrossEntropyWithLogits", {"features": A, "labels": np.array([2, 0])}),
    ("Einsum", {"inputs": [A, B], "equation": "ij,kj->ik"}),
    ("OneHot", {"indices": np.array([0, 2], np.int32), "depth": 3,
                "on_value": np.array(1.0, np.float32), "off_value": np.array(0.0, np.float32)}),
    ("Unique", {"x": np.array([4, 1, 4], np.int32)}),
    ("TensorScatterUpdate", {"tensor": A, "indices": np.array([[0, 1]]),
                             "updates": np.array([9.0], np.float32)}),
]


@pytest.mark.parametrize("case", range(len(RAW)), ids=lambda i: RAW[i][0])
def test_raw_ops(case):
    name, kw = RAW[case]
    check("tensorflow", f"raw_ops.{name}", (), kw, rtol_scale=10)


def test_raw_ops_are_keyword_only_and_check_dtypes():
    with pytest.raises(TypeError):
        ftf.raw_ops.AddV2(T(A), T(B))
    with pytest.raises(ftf.errors.InvalidArgumentError, match="cannot compute AddV2"):
        ftf.raw_ops.AddV2(x=T(A), y=T(I))


# --- random ---------------------------------------------------------------------------------------
def test_random():
    ftf.random.set_seed(5)
    u = ftf.random.uniform([1000], minval=-1.0, maxval=2.0)
    assert u.dtype == ftf.float32 and -1 <= float(ftf.reduce_min(u)) and float(ftf.reduce_max(u)) < 2
    n = ftf.random.normal([2000], mean=3.0, stddev=0.5, dtype=ftf.float64, seed=1)
    assert n.dtype == ftf.float64 and abs(float(ftf.reduce_mean(n)) - 3.0) < 0.1
    np.testing.assert_array_equal(
        ftf.random.normal([5], seed=1).numpy(), ftf.random.normal([5], seed=1).numpy())
    t = ftf.random.truncated_normal([2000], seed=2)
    assert float(ftf.reduce_max(ftf.abs(t))) <= 2.0
    i = ftf.random.uniform([50], 0, 7, dtype=ftf.int32)
    assert i.dtype == ftf.int32 and set(i.numpy().tolist()) <= set(range(7))
    with pytest.raises(ValueError, match="maxval"):
        ftf.random.uniform([2], dtype=ftf.int32)
    s = ftf.random.shuffle(ftf.range(10), seed=0)
    assert sorted(s.numpy().tolist()) == list(range(10))
    c = ftf.random.categorical(ftf.math.log([[0.5, 0.5, 0.0]]), 20, seed=0)
    assert c.dtype == ftf.int64 and tuple(c.shape) == (1, 20) and 2 not in c.numpy()


# --- gradients against tf.GradientTape, and compile -----------------------------------------------
W0 = RNG.normal(size=(5, 3)).astype(np.float32)
XIN = RNG.normal(size=(4, 5)).astype(np.float32)
Y = np.array([0, 2, 1, 2], np.int32)


def program(tf, w, x, y):
    """A small TensorFlow program: the frontend and TensorFlow run this very code."""
    h = tf.nn.relu(tf.matmul(x, w) + 0.1)
    logits = h * 2.0 - tf.reduce_mean(h, axis=1, keepdims=True)
    loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
    return loss + 0.01 * tf.reduce_sum(tf.square(w)) + tf.reduce_logsumexp(h[:, 1:]) / 10


def _reference_grad():
    if HAS_TF:
        import tensorflow as tf

        w = tf.Variable(W0)
        with tf.GradientTape() as tape:
            loss = program(tf, w, tf.constant(XIN), tf.constant(Y))
        return float(loss), tape.gradient(loss, w).numpy()
    # no TensorFlow in this session: central differences of the frontend on NumPy, in float64
    with ivy.use("numpy"):
        def f(w):
            return float(program(ftf, ftf.constant(w), ftf.constant(XIN.astype(np.float64)),
                                 ftf.constant(Y)))
        w64 = W0.astype(np.float64)
        g = np.zeros_like(w64)
        for idx in np.ndindex(*w64.shape):
            d = np.zeros_like(w64)
            d[idx] = 1e-6
            g[idx] = (f(w64 + d) - f(w64 - d)) / 2e-6
        return f(w64), g


def _frontend_loss(w, x, y):
    # native arrays in and out (what ivy.grad and the compilers trace)
    return program(ftf, ftf.convert_to_tensor(w), ftf.convert_to_tensor(x),
                   ftf.convert_to_tensor(y))._data


def test_gradient_equals_gradient_tape():
    if BACKEND == "numpy":  # no autodiff there: Ivy's clear error
        with pytest.raises(ivy.IvyUnsupportedError, match="not supported on the"):
            ivy.value_and_grad(_frontend_loss)(native(W0), native(XIN), native(Y))
        return
    want_loss, want_grad = _reference_grad()
    loss, grad = ivy.value_and_grad(_frontend_loss)(native(W0), native(XIN), native(Y))
    np.testing.assert_allclose(float(numpy_of(loss)), want_loss, rtol=1e-5)
    np.testing.assert_allclose(numpy_of(grad), want_grad, rtol=1e-4, atol=1e-5)


def _small_program(w, x):
    w, x = ftf.convert_to_tensor(w), ftf.convert_to_tensor(x)
    return ftf.reduce_mean(ftf.nn.relu(x @ w) * 2.0 + ftf.square(w[0]), axis=0)._data


def test_compiled_program_gives_the_eager_result():
    args = native(W0), native(XIN)
    eager = numpy_of(_small_program(*args))
    compiled = ivy.compile(_small_program)
    np.testing.assert_allclose(numpy_of(compiled(*args)), eager, rtol=1e-6)


def test_more_nn():
    vol = RNG.normal(size=(1, 4, 5, 6, 2)).astype(np.float32)
    check("tensorflow", "nn.conv3d", (vol, RNG.normal(size=(2, 2, 3, 2, 3)).astype(np.float32),
                                      [1, 1, 2, 1, 1], "SAME"), rtol_scale=10)
    check("tensorflow", "nn.max_pool3d", (vol, 2, 2, "VALID"))
    check("tensorflow", "nn.avg_pool3d", (vol, 3, 1, "SAME"))
    check("tensorflow", "nn.atrous_conv2d", (IMG, K2, 2, "SAME"), rtol_scale=10)
    check("tensorflow", "nn.depthwise_conv2d",
          (IMG, RNG.normal(size=(2, 2, 3, 2)).astype(np.float32), [1, 1, 1, 1], "VALID"),
          rtol_scale=10)
    check("tensorflow", "nn.crelu", (X,))
    check("tensorflow", "nn.space_to_depth", (RNG.normal(size=(1, 4, 6, 2)).astype(np.float32), 2))
    check("tensorflow", "nn.depth_to_space", (RNG.normal(size=(1, 2, 3, 8)).astype(np.float32), 2))
    check("tensorflow", "nn.in_top_k", (np.array([1, 4], np.int32), X, 2))
    check("tensorflow", "nn.compute_average_loss", (X[:, 0].copy(),))
    check("tensorflow", "nn.compute_average_loss", (X[:, 0].copy(),), {"global_batch_size": 8})
    check("tensorflow", "nn.scale_regularization_loss", (X[0].copy(),))
    check("tensorflow", "nn.weighted_moments", (X64, [1], np.abs(X64)))
    check("tensorflow", "nn.top_k", (X,), {"k": 2})
