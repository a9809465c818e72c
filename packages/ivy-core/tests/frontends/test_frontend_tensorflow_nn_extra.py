"""The tensorflow frontend's transposed convolutions, convolution gradients, morphology, LRN,
``max_pool_with_argmax``, ``pool``, ``separable_conv2d`` and statistics against TensorFlow
itself (the frontend on NumPy in sessions without TensorFlow)."""

import ivy
import ivy.frontends.tensorflow as ftf
import numpy as np
import pytest
from _frontend_harness import check, has_real, run_frontend
from _harness import BACKEND, native, numpy_of

HAS_TF = has_real("tensorflow")
RNG = np.random.default_rng(5)
IMG = RNG.normal(size=(2, 6, 5, 3)).astype(np.float32)
K = RNG.normal(size=(3, 2, 4, 3)).astype(np.float32)  # [h, w, out, in] of a transposed conv
Y = RNG.normal(size=(2, 3, 3, 3)).astype(np.float32)
DW = RNG.normal(size=(3, 3, 3, 2)).astype(np.float32)  # depthwise [h, w, in, multiplier]
G_DW = RNG.normal(size=(2, 3, 3, 6)).astype(np.float32)
W = RNG.normal(size=(3, 2, 3, 5)).astype(np.float32)  # conv2d [h, w, in, out]
G = RNG.normal(size=(2, 3, 3, 5)).astype(np.float32)
MORPH = RNG.normal(size=(2, 3, 3)).astype(np.float32)
NHWC = {"data_format": "NHWC"}  # TensorFlow's dilation2d / erosion2d take it without a default


def T(a):  # noqa: N802 - a frontend tensor holding a native array of the backend under test
    return ftf._frontend_array(native(np.asarray(a)))


@pytest.mark.parametrize("name,args,kw", [
    ("nn.conv2d_transpose", (Y, K, [2, 6, 5, 4], 2), {"padding": "SAME"}),
    ("nn.conv2d_transpose", (Y, K, [2, 7, 6, 4], 2), {"padding": "VALID"}),
    ("nn.conv_transpose", (Y, K, [2, 6, 5, 4], [1, 2, 2, 1]), {}),
    ("nn.conv1d_transpose", (Y[:, 0], K[0], [2, 6, 4], 2), {}),
    ("nn.conv3d_transpose", (Y[:, None], K[None], [2, 1, 6, 5, 4], [1, 1, 2, 2, 1]), {}),
    ("nn.atrous_conv2d_transpose", (Y, K, [2, 7, 5, 4], 2, "VALID"), {}),
    ("nn.depthwise_conv2d_backprop_input", (np.array([2, 6, 5, 3], np.int32), DW, G_DW,
                                            [1, 2, 2, 1], "SAME"), {}),
    ("nn.depthwise_conv2d_backprop_filter", (IMG, np.array([3, 3, 3, 2], np.int32), G_DW,
                                             [1, 2, 2, 1], "SAME"), {}),
    ("conv", (IMG, W, [1, 2, 1, 1], "SAME"), {}),
    ("nn.separable_conv2d", (IMG, DW, RNG.normal(size=(1, 1, 6, 4)).astype(np.float32),
                             [1, 1, 1, 1], "SAME"), {}),
], ids=lambda v: v if isinstance(v, str) else "")
def test_convolutions(name, args, kw):
    check("tensorflow", name, args, kw, rtol_scale=10)


@pytest.mark.parametrize("strides,padding,g", [([1, 2, 2, 1], "SAME", G),
                                               ([1, 1, 1, 1], "VALID", G[:, :, :, :5])],
                         ids=["same", "valid"])
def test_conv2d_backprop_v2(strides, padding, g):
    # TensorFlow has no CPU kernel for the V2 ops: its V1 ops (the filter's / input's shape
    # given as a vector) are the reference
    if padding == "VALID":
        g = np.ascontiguousarray(RNG.normal(size=(2, 4, 4, 5)).astype(np.float32))
    got_f = ftf.conv2d_backprop_filter_v2(T(IMG), T(W), T(g), strides, padding)
    got_i = ftf.conv2d_backprop_input_v2(T(IMG), T(W), T(g), strides, padding)
    if HAS_TF:
        import tensorflow as tf

        want_f = tf.raw_ops.Conv2DBackpropFilter(input=IMG, filter_sizes=list(W.shape),
                                                 out_backprop=g, strides=strides,
                                                 padding=padding).numpy()
        want_i = tf.raw_ops.Conv2DBackpropInput(input_sizes=list(IMG.shape), filter=W,
                                                out_backprop=g, strides=strides,
                                                padding=padding).numpy()
    else:
        want_f = run_frontend("tensorflow", "conv2d_backprop_filter_v2",
                              (IMG, W, g, strides, padding), on_numpy=True)[0]
        want_i = run_frontend("tensorflow", "conv2d_backprop_input_v2",
                              (IMG, W, g, strides, padding), on_numpy=True)[0]
    np.testing.assert_allclose(numpy_of(got_f._data), want_f, rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(numpy_of(got_i._data), want_i, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("name,args,kw", [
    ("nn.dilation2d", (IMG, MORPH, [1, 1, 1, 1], "SAME"), {**NHWC, "dilations": [1, 1, 1, 1]}),
    ("nn.dilation2d", (IMG, MORPH, [1, 2, 1, 1], "VALID"), {**NHWC, "dilations": [1, 1, 2, 1]}),
    ("nn.erosion2d", (IMG, MORPH, [1, 1, 1, 1], "SAME"), {**NHWC, "dilations": [1, 1, 1, 1]}),
    ("nn.max_pool_with_argmax", (IMG, 2, 2, "SAME"), {}),
    ("nn.max_pool_with_argmax", ((IMG * 4).astype(np.int32), 2, 2, "SAME"), {}),
    ("nn.max_pool_with_argmax", (IMG, [1, 3, 2, 1], [1, 1, 2, 1], "VALID"),
     {"include_batch_in_index": True}),
    ("nn.local_response_normalization", (G,), {"depth_radius": 2, "bias": 1.5, "alpha": 0.3,
                                               "beta": 0.75}),
    ("nn.lrn", (G,), {}),
    ("nn.pool", (IMG, [2, 2], "MAX"), {"strides": [2, 2], "padding": "SAME"}),
    ("nn.pool", (IMG, [2, 2], "AVG"), {}),
], ids=lambda v: v if isinstance(v, str) else "")
def test_windows(name, args, kw):
    check("tensorflow", name, args, kw)


CTC_LOGITS = RNG.normal(size=(6, 3, 5)).astype(np.float32)
CTC_LABELS = np.array([[1, 2, 2], [3, 1, 0], [2, 0, 0]], np.int32)
CTC_LENGTHS = (np.array([3, 2, 1], np.int32), np.array([6, 5, 2], np.int32))


@pytest.mark.parametrize("kw", [{}, {"blank_index": -1}], ids=str)
def test_ctc_loss(kw):
    check("tensorflow", "nn.ctc_loss", (CTC_LABELS, CTC_LOGITS, *CTC_LENGTHS), kw)
    check("tensorflow", "nn.ctc_loss", (CTC_LABELS, CTC_LOGITS.transpose(1, 0, 2), *CTC_LENGTHS),
          {"logits_time_major": False, **kw})


def test_ctc_loss_gradient_and_collapse_repeated():
    check("tensorflow", "nn.collapse_repeated", (np.array([[1, 1, 2, 2, 3], [4, 4, 4, 0, 0]],
                                                          np.int32), np.array([5, 3], np.int32)))
    check("tensorflow", "nn.ctc_unique_labels", (np.array([[3, 4, 4, 3], [1, 1, 2, 5]],
                                                          np.int32),))
    if BACKEND == "numpy" or not HAS_TF:  # the reference gradient is TensorFlow's
        return
    import tensorflow as tf

    def loss(lg):
        return ivy.sum(ftf.nn.ctc_loss(T(CTC_LABELS), ftf.convert_to_tensor(lg),
                                       T(CTC_LENGTHS[0]), T(CTC_LENGTHS[1]))._data)

    got = numpy_of(ivy.grad(loss)(native(CTC_LOGITS)))
    v = tf.Variable(CTC_LOGITS)
    with tf.GradientTape() as tape:
        y = tf.reduce_sum(tf.nn.ctc_loss(CTC_LABELS, v, *CTC_LENGTHS))
    np.testing.assert_allclose(got, tape.gradient(y, v).numpy(), rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("padding", ["SAME", "VALID"])
def test_with_space_to_batch(padding):
    x = RNG.normal(size=(2, 9, 8, 3)).astype(np.float32)

    def run(tf, wrap):
        return tf.nn.with_space_to_batch(wrap(x), [2, 3], padding,
                                         lambda i, n, p: tf.nn.conv2d(i, wrap(W), 1, p),
                                         filter_shape=[3, 2])

    got = numpy_of(run(ftf, T)._data)
    if HAS_TF:
        import tensorflow as tf

        want = run(tf, tf.constant).numpy()
    else:
        with ivy.use("numpy"):
            want = np.asarray(run(ftf, lambda a: ftf._frontend_array(np.array(a)))._data)
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)


def test_statistics_and_batch_norm():
    check("tensorflow", "nn.sufficient_statistics", (IMG, [0, 1]))
    check("tensorflow", "nn.sufficient_statistics", (IMG, [0, 1]), {"shift": 0.5,
                                                                   "keepdims": True})
    m, v, b, g = (RNG.normal(size=(3,)).astype(np.float32) for _ in range(4))
    v = np.abs(v)
    for scale in (True, False):
        check("tensorflow", "nn.batch_norm_with_global_normalization",
              (IMG, m, v, b, g, 1e-3, scale))
    for name in ("ctc_greedy_decoder", "nce_loss", "embedding_lookup_sparse",
                 "fractional_max_pool"):
        with pytest.raises(ivy.IvyUnsupportedError, match=name):
            getattr(ftf.nn, name)(T(IMG))
