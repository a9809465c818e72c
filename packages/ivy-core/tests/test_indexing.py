"""Indexing functions: take and take_along_axis, with negative indices and every integer index
dtype; checked against array-api-strict."""

import ivy
import numpy as np
import pytest
from _harness import (
    BACKEND,
    CUDA_INDEX_ASSERT,
    CUDA_INDEX_ASSERTS,
    Rec,
    by_name,
    native,
    numpy_of,
    record_tests,
    run_case,
)
from _strategies import ALL, Case, Dom

INDEX_DTYPES = ("int64", "int32", "int16", "int8", "uint8")


def _indices(draw, n, shape, label):
    """Indices into a length-``n`` axis: -n <= i < n (unsigned: 0 <= i < n)."""
    d = draw.choice(INDEX_DTYPES, label=f"{label} dtype")
    if n == 0:
        return np.zeros(shape, dtype=d)  # only empty index arrays can index an empty axis
    lo = 0 if d.startswith("u") else -n
    return draw.array(d, shape, Dom(ints=(lo, n - 1)), label=label)


def _take_build(draw, dtype):
    shape = draw.shape(min_dims=1)
    x = draw.array(dtype, shape, distinct=True, label="x")
    one_d = len(shape) == 1 and draw.boolean(label="leave axis out")
    axis = 0 if one_d else draw.integer(-len(shape), len(shape) - 1, label="axis")
    n = shape[axis]
    idx = _indices(draw, n, (draw.integer(0, 4, label="count") if n else 0,), "indices")
    return Case(x, idx) if one_d else Case(x, idx, axis=axis)


def _take_along_axis_build(draw, dtype):
    shape = draw.shape(min_dims=1)
    x = draw.array(dtype, shape, distinct=True, label="x")
    axis = draw.integer(-len(shape), len(shape) - 1, label="axis")
    ishape = list(shape)
    ishape[axis] = draw.integer(0, 4, label="length") if shape[axis] else 0
    for i in range(len(shape)):  # other axes: the same length, or 1 (broadcast)
        if i != axis % len(shape) and draw.boolean(label=f"one {i}"):
            ishape[i] = 1
    idx = _indices(draw, shape[axis], tuple(ishape), "indices")
    if axis == -1 and draw.boolean(label="default axis"):
        return Case(x, idx)
    return Case(x, idx, axis=axis)


RECORDS = [
    Rec("take", ALL, _take_build),
    Rec("take_along_axis", ALL, _take_along_axis_build),
]
TABLE = by_name(RECORDS)


test_values, test_dtypes = record_tests(TABLE, RECORDS)


@pytest.mark.parametrize("index_dtype", INDEX_DTYPES)
def test_every_integer_index_dtype(index_dtype):
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    idx = np.array([2, 0, 1, 1], dtype=index_dtype)
    run_case(TABLE["take"], Case(x, idx, axis=1))
    run_case(TABLE["take_along_axis"], Case(x, idx.reshape(1, 4), axis=0))


@pytest.mark.parametrize("bad", [4, -5])
def test_out_of_range_indices_are_never_read_silently(bad):
    """The standard leaves out-of-range indices unspecified; Ivy never answers with another
    element. NumPy, PyTorch (CPU) and TensorFlow (eager, CPU) raise an IndexError at the call;
    MXNet raises when the result is read (it computes asynchronously); JAX cannot raise from
    compiled code and fills floating results with nan (JAX's own take), as docs/architecture.md
    says."""
    if CUDA_INDEX_ASSERTS:
        pytest.skip(CUDA_INDEX_ASSERT)
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    calls = [  # (call, what index 1 of the last axis must read)
        (lambda: ivy.take(native(x[0]), native(np.array([1, bad])), axis=0), x[0, 1]),
        (lambda: ivy.take_along_axis(native(x), native(np.array([[1, bad]] * 3)), axis=-1),
         x[:, 1]),
    ]
    for call, valid in calls:
        if BACKEND == "jax":
            out = numpy_of(call())
            assert np.isnan(out[..., 1]).all()
            np.testing.assert_array_equal(out[..., 0], valid)
        elif BACKEND == "mxnet":
            from mxnet.base import MXNetError  # noqa: PLC0415 - MXNet's environment only

            with pytest.raises(MXNetError):
                numpy_of(call())
        else:
            with pytest.raises(IndexError, match="out of range|index"):
                call()


@pytest.mark.parametrize("axis", [0, 1, -1])
def test_take_with_nd_indices_replaces_the_axis_by_their_shape(axis):
    # beyond the standard's 1-D indices, as NumPy's take: the same on every backend (PyTorch's
    # index_select takes a vector only)
    x = np.arange(24.0).reshape(2, 3, 4)
    i = np.array([[0, 1], [1, 1], [-1, 0]])
    out = numpy_of(ivy.take(native(x), native(i), axis=axis))
    np.testing.assert_array_equal(out, np.take(x, i, axis=axis))
