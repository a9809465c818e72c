"""The tensorflow frontend's ``tf`` utilities (assertions, shapes, partitions, histograms, n-D
FFTs, space-to-batch, ``complex``, ``clip_by_global_norm``, ``custom_gradient``) against
TensorFlow itself (the frontend on NumPy in sessions without TensorFlow), and the graph helpers
that do nothing in eager code."""

import io

import ivy
import ivy.frontends.tensorflow as ftf
import numpy as np
import pytest
from _frontend_harness import check, has_real
from _harness import BACKEND, native, numpy_of

HAS_TF = has_real("tensorflow")
RNG = np.random.default_rng(11)
X = RNG.normal(size=(2, 4, 6, 3)).astype(np.float32)
MXNET = BACKEND == "mxnet"  # no complex arrays there: Ivy's clear error


def T(a):  # noqa: N802 - a frontend tensor holding a native array of the backend under test
    return ftf._frontend_array(native(np.asarray(a)))


def test_complex():
    re, im = RNG.normal(size=(3,)), RNG.normal(size=(3,))
    if MXNET:
        with pytest.raises(ivy.IvyUnsupportedError, match="complex"):
            ftf.complex(T(re), T(im))
        return
    check("tensorflow", "complex", (re, im))
    check("tensorflow", "complex", (re.astype(np.float32), im.astype(np.float32)))


def test_values_and_shapes():
    check("tensorflow", "broadcast_dynamic_shape", (np.array([2, 1, 3], np.int32),
                                                    np.array([4, 1], np.int32)))
    check("tensorflow", "shape_n", ([X, X[0]],))
    check("tensorflow", "unravel_index", (np.array([0, 5, 17], np.int32), np.array([3, 6],
                                                                                   np.int32)))
    check("tensorflow", "clip_by_global_norm", ([X, X[0, 0] * 3], 2.0))
    check("tensorflow", "clip_by_global_norm", ([X[0, 0] / 100], 2.0))
    check("tensorflow", "clip_by_global_norm", ([np.array([1.0, np.inf], np.float32)], 1.0))
    check("tensorflow", "reverse_sequence", (X[:, :, 0], np.array([1, 3], np.int64)),
          {"seq_axis": 1, "batch_axis": 0})
    check("tensorflow", "reverse_sequence", (X[:, :, :, 0], np.array([2, 4, 1, 6, 0],
                                                                    np.int32)[:4]),
          {"seq_axis": 2, "batch_axis": 1})
    assert ftf.broadcast_static_shape(ftf.TensorShape([2, 1]), ftf.TensorShape([3])) == \
        ftf.TensorShape([2, 3])
    with pytest.raises(ValueError, match="Incompatible"):
        ftf.broadcast_static_shape(ftf.TensorShape([2]), ftf.TensorShape([3]))


def test_partition_stitch_histogram():
    data = RNG.normal(size=(5, 2))
    parts = np.array([1, 0, 1, 2, 0], np.int32)
    check("tensorflow", "dynamic_partition", (data, parts, 3))
    check("tensorflow", "dynamic_stitch", ([np.array([0, 3], np.int32),
                                            np.array([[1, 2], [3, 0]], np.int32)],
                                           [data[:2], np.stack([data[2:4], data[3:5]])]))
    v = np.array([-1.0, 0.0, 1.5, 2.0, 5.0, 4.99, 7.0])
    check("tensorflow", "histogram_fixed_width", (v, np.array([0.0, 5.0]), 5))
    check("tensorflow", "histogram_fixed_width_bins", (v.astype(np.float32),
                                                       np.array([0.0, 5.0], np.float32), 4))


def test_fftnd():
    # TensorFlow registers no CPU kernel for FFTND / RFFTND: NumPy's n-D FFTs are the reference
    z = (X[..., 0] + 1j * X[..., 1]).astype(np.complex64)
    kw = {"fft_length": [4, 6], "axes": [1, 2]}
    if MXNET:
        with pytest.raises(ivy.IvyUnsupportedError, match="complex"):
            ftf.rfftnd(T(X[..., 0]), **kw)
        return
    for name, arg, want in [
            ("fftnd", z, np.fft.fftn(z, s=[4, 6], axes=[1, 2]).astype(np.complex64)),
            ("ifftnd", z, np.fft.ifftn(z, s=[4, 6], axes=[1, 2]).astype(np.complex64)),
            ("rfftnd", X[..., 0], np.fft.rfftn(X[..., 0], s=[4, 6], axes=[1, 2]).astype(
                np.complex64)),
            ("irfftnd", z[:, :, :4], np.fft.irfftn(z[:, :, :4], s=[4, 6], axes=[1, 2]).astype(
                np.float32))]:
        got = getattr(ftf, name)(T(arg), **kw)
        assert got.dtype == ftf.as_dtype(want.dtype.name), name
        np.testing.assert_allclose(numpy_of(got._data), want, rtol=1e-4, atol=1e-5, err_msg=name)


@pytest.mark.parametrize("blocks,pads", [([2, 3], [[0, 0], [0, 0]]), ([2, 2], [[1, 1], [0, 2]]),
                                         ([3], [[1, 1]])], ids=str)
def test_space_to_batch(blocks, pads):
    blocks, pads = np.array(blocks, np.int32), np.array(pads, np.int32)
    check("tensorflow", "space_to_batch_nd", (X, blocks, pads))
    check("tensorflow", "space_to_batch", (X, blocks, pads))
    check("tensorflow", "nn.space_to_batch", (X, blocks, pads))
    y = numpy_of(ftf.space_to_batch_nd(T(X), blocks, pads)._data)
    check("tensorflow", "batch_to_space", (y, blocks, pads))
    check("tensorflow", "required_space_to_batch_paddings",
          (np.array([5, 7][:len(blocks)], np.int32), blocks))


@pytest.mark.parametrize("ksizes,strides,padding", [
    ([1, 2, 2, 3, 1], [1, 1, 2, 2, 1], "SAME"), ([1, 3, 2, 2, 1], [1, 2, 1, 3, 1], "VALID")],
    ids=["same", "valid"])
def test_extract_volume_patches(ksizes, strides, padding):
    check("tensorflow", "extract_volume_patches", (X[:, :, :5, :, None], ksizes, strides,
                                                   padding))


def test_assertions():
    ftf.assert_equal(T(X), T(X))
    ftf.assert_less(T(X), T(X + 1))
    ftf.assert_greater(T(X + 1), T(X))
    ftf.assert_rank(T(X), 4)
    ftf.Assert(T(np.array(True)), ["fine"])
    for fn, args in [(ftf.assert_equal, (T(X), T(X + 1))), (ftf.assert_less, (T(X), T(X))),
                     (ftf.assert_greater, (T(X), T(X))),
                     (ftf.Assert, (T(np.array(False)), ["x is", T(X[0, 0, 0])]))]:
        with pytest.raises(ftf.errors.InvalidArgumentError):
            fn(*args)
    with pytest.raises(ValueError, match="rank 3"):
        ftf.assert_rank(T(X), 3)


def test_eager_graph_helpers():
    with ftf.control_dependencies([T(X)]), ftf.device("/cpu:0"), ftf.init_scope():
        y = ftf.function(lambda a: a * 2.0)(T(X))
    np.testing.assert_array_equal(numpy_of(y._data), X * 2)
    assert ftf.group(T(X)) is None and ftf.no_gradient("Foo") is None
    assert ftf.get_current_name_scope() == ""
    assert ftf.get_logger().name == "tensorflow"
    np.testing.assert_array_equal(numpy_of(ftf.guarantee_const(T(X))._data), X)
    assert len(ftf.tuple([T(X), None])) == 2
    assert abs(float(ftf.timestamp()) - __import__("time").time()) < 60
    out = io.StringIO()
    ftf.print("x:", T(np.array([1, 2, 3])), output_stream=out)
    assert out.getvalue() == "x: [1 2 3]\n"
    r = ftf.numpy_function(lambda a: np.sort(a) * 2, [T(X[0, 0, :, 0])], ftf.float32)
    np.testing.assert_allclose(numpy_of(r._data), np.sort(X[0, 0, :, 0]) * 2)
    r = ftf.py_function(lambda a: ftf.reduce_sum(a), [T(X)], ftf.float32)
    np.testing.assert_allclose(float(r), X.sum(), rtol=1e-5)
    v = ftf.vectorized_map(lambda a: a * 2.0, T(X[0]))
    np.testing.assert_array_equal(numpy_of(v._data), X[0] * 2)
    check("tensorflow", "approx_top_k", (X[0, 0], 2))
    for name in ("bitcast", "gradients", "eig", "fingerprint"):
        with pytest.raises(ivy.IvyUnsupportedError, match=name):
            getattr(ftf, name)(T(X))


def _cube_with_custom_grad(tf):
    @tf.custom_gradient
    def f(x):
        def grad(dy):
            return dy * 10.0 * x  # deliberately not the true derivative 3x^2
        return x * x * x, grad
    return f


def _pass_through(tf, x):
    return tf.grad_pass_through(lambda v: tf.round(v) * 2.0)(x)


def test_custom_gradient_and_pass_through():
    x0 = np.array([0.5, -1.25, 2.0], np.float32)
    f = _cube_with_custom_grad(ftf)
    np.testing.assert_allclose(numpy_of(f(T(x0))._data), x0 ** 3, rtol=1e-6)
    np.testing.assert_allclose(numpy_of(_pass_through(ftf, T(x0))._data), np.round(x0) * 2)
    if BACKEND == "numpy":  # no autodiff on NumPy
        return
    g = ivy.grad(lambda a: ivy.sum(f(ftf.convert_to_tensor(a))._data))(native(x0))
    g2 = ivy.grad(lambda a: ivy.sum(_pass_through(ftf, ftf.convert_to_tensor(a))._data))(
        native(x0))
    want, want2 = 10.0 * x0, np.ones_like(x0)
    if HAS_TF:
        import tensorflow as tf

        v = tf.Variable(x0)
        with tf.GradientTape(persistent=True) as tape:
            y = tf.reduce_sum(_cube_with_custom_grad(tf)(v))
            y2 = tf.reduce_sum(_pass_through(tf, v))
        want, want2 = tape.gradient(y, v).numpy(), tape.gradient(y2, v).numpy()
    np.testing.assert_allclose(numpy_of(g), want, rtol=1e-6)
    np.testing.assert_allclose(numpy_of(g2), want2, rtol=1e-6)
