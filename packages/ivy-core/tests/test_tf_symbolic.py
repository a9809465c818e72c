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
