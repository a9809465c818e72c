"""TensorFlow only: converting a symbolic tensor (inside ``tf.function``) to NumPy or Python
raises IvyUnsupportedError at once, without the DeprecationWarning NumPy 2 gives when it first
tries TensorFlow's ``__array__`` (which takes no ``copy``). Defines no tests on other backends."""

import warnings

import ivy
import numpy as np
import pytest
from _harness import BACKEND

if BACKEND == "tensorflow":
    import tensorflow as tf

    @pytest.mark.parametrize("fn", ["to_numpy", "to_list", "to_scalar"])
    def test_symbolic_tensor_conversion_raises_without_warning(fn):
        seen = []

        @tf.function(autograph=False)
        def f(x):
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                try:
                    getattr(ivy, fn)(x)
                except ivy.IvyUnsupportedError as e:
                    seen.append(str(e))
            seen.extend(f"warning: {w.message}" for w in caught)
            return x

        f(tf.constant([1.0]))
        assert len(seen) == 1 and f"ivy.{fn} (tensorflow backend): a symbolic tensor" in seen[0], seen

    def test_eager_tensors_and_numpy_arrays_still_convert():
        assert ivy.to_numpy(tf.constant([1.0, 2.0])).tolist() == [1.0, 2.0]
        assert ivy.to_list(tf.Variable([3, 4])) == [3, 4]
        assert ivy.to_scalar(tf.constant(5.0)) == 5.0
        assert isinstance(ivy.to_numpy(tf.constant(1)), np.ndarray)


if BACKEND == "tensorflow":

    def test_unknown_batch_dimension_in_tf_function():
        """A dimension known only at run time (a Keras batch, ``None`` in the input signature):
        ``ivy.shape(x, as_array=True)`` is the run-time shape; broadcast_to takes its sizes;
        pad (reflect), scatter_nd into ``x`` and bilinear_sample leave it unknown and work."""
        x = np.arange(24.0).reshape(2, 3, 4, 1)
        coords = np.array([[[0.5, 1.0], [2.0, 0.5]], [[3.0, 2.0], [1.5, 1.5]]])

        @tf.function(input_signature=[tf.TensorSpec([None, 3, 4, 1], tf.float64),
                                      tf.TensorSpec([None, 2, 2], tf.float64)], autograph=False)
        def f(x, coords):
            n = ivy.shape(x, as_array=True)
            with pytest.raises(ivy.IvyValueError, match="known only at run time"):
                ivy.shape(x)
            b = ivy.broadcast_to(x[:, :1, :1, 0], (n[0], 2, 5))
            p = ivy.pad(x, [(0, 0), (1, 1), (0, 0), (0, 0)], mode="reflect")
            idx = tf.reshape(tf.range(tf.shape(x)[0], dtype=tf.int64), (-1, 1))
            s = ivy.scatter_nd(idx, x[:, 0, :, 0], x=tf.zeros_like(x[:, 0, :, 0]) + 1.0)
            return n, b, p, s, ivy.bilinear_sample(x, coords)

        n, b, p, s, bs = f(tf.constant(x), tf.constant(coords))
        assert n.dtype == tf.int64 and n.numpy().tolist() == [2, 3, 4, 1]
        np.testing.assert_array_equal(b.numpy(), np.broadcast_to(x[:, :1, :1, 0], (2, 2, 5)))
        np.testing.assert_array_equal(p.numpy(), np.pad(x, [(0, 0), (1, 1), (0, 0), (0, 0)], "reflect"))
        np.testing.assert_array_equal(s.numpy(), x[:, 0, :, 0] + 1.0)
        eager = ivy.bilinear_sample(tf.constant(x), tf.constant(coords))
        np.testing.assert_allclose(bs.numpy(), eager.numpy())
