"""General helpers (Ivy's own): inplace_update on every dtype (or its asserted error where the
backend's arrays are immutable), to_native_shape, and the plain-Python helpers."""

import ivy
import numpy as np
import pytest
from _harness import BACKEND, BK, NATIVE_TYPES, Rec, assert_unsupported, native, numpy_of
from _strategies import ALL, Case

HAVE = [d for d in ALL if d in BK.xp._pkg.DTYPES]


def _no_build(draw, dtype):  # the records only name the functions; the tests below are bespoke
    return Case()


RECORDS = [Rec("inplace_update", ALL, _no_build, ref=_no_build),
           Rec("to_native_shape", (), _no_build, ref=_no_build)]


def _mutable(a):
    """A mutable native array holding ``a`` (TensorFlow: a tf.Variable)."""
    x = native(a)
    if BACKEND == "tensorflow":
        import tensorflow as tf

        return tf.Variable(x)
    return x


@pytest.mark.parametrize("dtype", HAVE)
def test_inplace_update_writes_into_the_array(dtype):
    x = _mutable(np.zeros((2, 3), dtype=dtype))
    val = np.ones((3,), dtype=dtype)  # broadcast along the first axis
    if BK.coverage["inplace_update"].startswith("unsupported"):
        assert_unsupported(lambda: ivy.inplace_update(x, native(val)), "inplace_update")
        return
    out = ivy.inplace_update(x, native(val))
    assert out is x
    np.testing.assert_array_equal(numpy_of(x), np.broadcast_to(val, (2, 3)))
    assert numpy_of(x).dtype == np.dtype(dtype)


def test_inplace_update_takes_a_python_scalar_and_casts():
    x = _mutable(np.zeros(4, dtype="float32"))
    if BK.coverage["inplace_update"].startswith("unsupported"):
        assert_unsupported(lambda: ivy.inplace_update(x, 2), "inplace_update")
        return
    ivy.inplace_update(x, 2)
    np.testing.assert_array_equal(numpy_of(x), np.full(4, 2.0, dtype="float32"))


def test_inplace_update_of_an_immutable_array_raises_clearly():
    if BACKEND == "tensorflow":  # a plain tf.Tensor (not a Variable)
        with pytest.raises(ivy.IvyUnsupportedError, match="tf.Tensor.*immutable"):
            ivy.inplace_update(native(np.zeros(2)), 1.0)
    elif BACKEND == "jax":
        with pytest.raises(ivy.IvyUnsupportedError, match="immutable"):
            ivy.inplace_update(native(np.zeros(2)), 1.0)
    elif BACKEND == "torch":  # a leaf that requires grad
        import torch

        with pytest.raises(ivy.IvyUnsupportedError, match="requires grad"):
            ivy.inplace_update(torch.zeros(2, requires_grad=True), 1.0)
    elif BACKEND == "numpy":
        with pytest.raises(ivy.IvyUnsupportedError, match="mutable"):
            ivy.inplace_update(np.float64(1.0), 2.0)
    else:  # mxnet arrays are all mutable: the update itself is the check
        x = native(np.zeros(2))
        assert ivy.inplace_update(x, 1.0) is x


def test_to_native_shape():
    with ivy.use(BACKEND):
        s = ivy.to_native_shape([2, np.int64(3)])
    expected = {"torch": "Size", "tensorflow": "TensorShape"}.get(BACKEND, "tuple")
    assert type(s).__name__ == expected
    assert tuple(s) == (2, 3) and all(type(d) is int for d in tuple(s))


def test_shape_and_num_dims():
    x = native(np.zeros((2, 3, 0)))
    assert ivy.shape(x) == (2, 3, 0) and all(type(d) is int for d in ivy.shape(x))
    a = ivy.shape(x, as_array=True)
    assert isinstance(a, NATIVE_TYPES) and numpy_of(a).tolist() == [2, 3, 0]
    assert ivy.get_num_dims(x) == 3


def test_is_native_array_and_is_array():
    x = native(np.zeros(2))
    assert ivy.is_native_array(x) and ivy.is_array(x)
    for not_array in (1.0, [1.0], None, "x", np.float32(1.0)):
        assert not ivy.is_native_array(not_array) and not ivy.is_array(not_array)


def test_exists_and_default():
    assert ivy.exists(0) and ivy.exists(np.zeros(0)) and not ivy.exists(None)
    calls = []
    assert ivy.default(5, lambda: calls.append(1), with_callable=True) == 5 and calls == []
    assert ivy.default(None, lambda: 7, with_callable=True) == 7
    assert ivy.default(None, 3) == 3 and ivy.default(False, 3) is False
