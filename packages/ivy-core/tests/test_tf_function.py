"""TensorFlow only: Ivy functions inside ``tf.function`` give the eager results, ``tf.Variable``
inputs work (results are ``tf.Tensor``), and ``assign_out`` (the ``out=`` helper) assigns into a
``tf.Variable`` and refuses a plain ``tf.Tensor``. Defines no tests on other backends."""

import ivy
import numpy as np
import pytest
from _harness import BACKEND

if BACKEND == "tensorflow":
    import tensorflow as tf
    from ivy.backends.tensorflow._helpers import assign_out

    _RNG = np.random.default_rng(0)
    F32 = _RNG.standard_normal((3, 4)).astype(np.float32)
    F64 = _RNG.standard_normal((4, 2))
    I8 = np.array([[1, -2, 3, 4], [5, 6, -7, 8], [0, 1, 2, 3]], dtype=np.int8)
    U16 = np.array([1, 65535, 3, 2, 3], dtype=np.uint16)
    SPD = (F64[:2, :2] @ F64[:2, :2].T + 2 * np.eye(2)).astype(np.float64)

    # name -> (function of the native arguments, NumPy arguments): mixed-dtype promotion,
    # reductions, indexing, linear algebra, manipulation, data-dependent shapes
    CASES = {
        "add_promote": (lambda a, b: ivy.add(a, b), (F32, I8)),
        "multiply_scalar": (lambda a: ivy.multiply(a, 2.5), (I8,)),
        "divide_ints": (lambda a, b: ivy.divide(a, b), (I8, I8 + 10)),
        "negative_uint": (lambda a: ivy.negative(a), (U16,)),
        "remainder": (lambda a, b: ivy.remainder(a, b), (F32, F32[::-1] + 3)),
        "where": (lambda c, a: ivy.where(c, a, 0.0), (F32 > 0, F32)),
        "sum_int8": (lambda a: ivy.sum(a, axis=1), (I8,)),
        "mean_keepdims": (lambda a: ivy.mean(a, axis=(0, 1), keepdims=True), (F32,)),
        "var_correction": (lambda a: ivy.var(a, axis=0, correction=1.0), (F32,)),
        "max_uint": (lambda a: ivy.max(a), (U16,)),
        "argmax": (lambda a: ivy.argmax(a, axis=1, keepdims=True), (F32,)),
        "cumulative_sum": (lambda a: ivy.cumulative_sum(a, axis=0, include_initial=True), (I8,)),
        "take": (lambda a, i: ivy.take(a, i, axis=1), (F32, np.array([0, -1, 2]))),
        "take_along_axis": (lambda a, i: ivy.take_along_axis(a, i, axis=1),
                            (F32, np.argsort(F32, axis=1))),
        "matmul": (lambda a, b: ivy.matmul(a, b), (F32.astype(np.float64), F64)),
        "matmul_int8": (lambda a, b: ivy.matmul(a, b), (I8, I8.T.copy())),
        "vecdot": (lambda a, b: ivy.vecdot(a, b), (F32, F32)),
        "solve": (lambda a, b: ivy.linalg.solve(a, b), (SPD, F64[:2, 0].copy())),
        "svdvals": (lambda a: ivy.linalg.svdvals(a), (F64,)),
        "vector_norm": (lambda a: ivy.linalg.vector_norm(a, ord=3, axis=0), (F32,)),
        "concat_promote": (lambda a, b: ivy.concat([a, b], axis=None), (F32, I8)),
        "reshape": (lambda a: ivy.reshape(a, (2, -1)), (F32,)),
        "permute_dims": (lambda a: ivy.permute_dims(a, (1, 0)), (F32,)),
        "tile_uint16": (lambda a: ivy.tile(a, (2, 1)), (U16,)),
        "sort": (lambda a: ivy.sort(a, axis=0, descending=True), (F32,)),
        "fft": (lambda a: ivy.fft.rfft(a, n=6, norm="ortho"), (F32,)),
        "nonzero": (lambda a: ivy.nonzero(a), (I8,)),
        "unique_counts": (lambda a: ivy.unique_counts(a), (U16,)),
        "gather_batch": (lambda a, i: ivy.gather(a, i, axis=1, batch_dims=1),
                         (F32, np.array([[0, -1], [2, 1], [3, 3]]))),
        "gather_nd": (lambda a, i: ivy.gather_nd(a, i), (I8, np.array([[2, -1], [0, 1]]))),
        "scatter_nd_mul": (lambda i, u: ivy.scatter_nd(i, u, (3, 4), reduction="mul"),
                           (np.array([[0, 1], [2, -1], [0, 1]]), F32[0, :3].copy())),
        "scatter_flat_max": (lambda i, u: ivy.scatter_flat(i, u, x=u, reduction="max"),
                             (np.array([[1, 0, 1]]), F32[:1, :3].copy())),
        "argwhere_size": (lambda a: ivy.argwhere(a, size=5, fill_value=-1), (I8,)),
        "one_hot": (lambda i: ivy.one_hot(i, 3, axis=0), (np.array([0, 3, -1, 2]),)),
        "lstsq": (lambda a, b: ivy.linalg.lstsq(a, b), (F64, F64[:, :1].copy() + 1)),
    }

    def _np(out):
        if isinstance(out, (tuple, list)):
            return [_np(o) for o in out]
        assert isinstance(out, tf.Tensor), f"{type(out)} is not a tf.Tensor"
        return np.asarray(out)

    def _same(a, b):
        if isinstance(a, list):
            assert len(a) == len(b)
            for x, y in zip(a, b):
                _same(x, y)
            return
        assert a.dtype == b.dtype and a.shape == b.shape
        np.testing.assert_allclose(a, b, rtol=1e-6, atol=1e-6)

    @pytest.mark.parametrize("name", sorted(CASES))
    def test_tf_function_gives_the_eager_result(name):
        f, args = CASES[name]
        xs = [tf.constant(a) for a in args]
        eager = _np(f(*xs))
        graph = _np(tf.function(f, autograph=False)(*xs))
        _same(graph, eager)

    @pytest.mark.parametrize("name", sorted(CASES))
    def test_variables_are_accepted(name):
        f, args = CASES[name]
        eager = _np(f(*(tf.constant(a) for a in args)))
        _same(_np(f(*(tf.Variable(a) for a in args))), eager)

    def test_variable_input_gives_a_tensor():
        v = tf.Variable(F32)
        out = ivy.add(v, v)
        assert isinstance(out, tf.Tensor) and not isinstance(out, tf.Variable)
        np.testing.assert_array_equal(np.asarray(out), F32 + F32)

    def test_assign_out_writes_into_a_variable():
        out = tf.Variable(np.zeros((3, 4), np.float64))
        r = assign_out(out, tf.constant(F32), "add")
        assert r is out
        np.testing.assert_array_equal(out.numpy(), F32.astype(np.float64))

    def test_assign_out_refuses_a_tensor():
        with pytest.raises(ivy.IvyUnsupportedError, match=r"ivy\.add .*tensorflow.*tf\.Variable"):
            assign_out(tf.constant(F32), tf.constant(F32), "add")

    def test_assign_out_refuses_an_unsafe_cast():
        out = tf.Variable(np.zeros((3, 4), np.int8))
        with pytest.raises(ivy.IvyValueError):
            assign_out(out, tf.constant(F32), "add")
