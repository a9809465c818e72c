"""Conversions (Ivy's own): as_native_dtype, to_list, to_numpy, to_scalar on every dtype; the
expected values come from the NumPy copy of the input."""

import importlib.util
import math

import ivy
import numpy as np
import pytest
from _harness import (
    BACKEND,
    NARROWED,
    Rec,
    assert_native,
    assert_unsupported_dtype,
    assert_values,
    by_name,
    lacking,
    native,
    numpy_of,
    record_tests,
    run_case,
)
from _strategies import ALL, Case, Dom, kind
from ivy._backend import BACKENDS

_PY = {"bool": bool, "int": int, "uint": int, "float": float, "complex": complex}
FULL = Dom(ints="full")

if BACKEND == "torch":
    import torch

    def _is_native_dtype(d):
        return isinstance(d, torch.dtype)
elif BACKEND == "tensorflow":
    import tensorflow as tf

    def _is_native_dtype(d):
        return isinstance(d, tf.DType)
else:  # NumPy, JAX and MXNet (mxnet.np) carry NumPy dtype objects

    def _is_native_dtype(d):
        return isinstance(d, np.dtype)


def _array_build(min_size=0):
    def build(draw, dtype):
        shape = draw.shape(min_side=min_size)
        return Case(draw.array(dtype, shape, FULL, label="x"))

    return build


def _one_element_build(draw, dtype):
    shape = draw.choice([(), (1,), (1, 1)], label="shape")
    return Case(draw.array(dtype, shape, FULL, label="x"))


def _dtype_build(draw, dtype):
    spelling = draw.choice(["ivy", "name", "native"], label="spelling")
    d = {"ivy": ivy.as_ivy_dtype(dtype), "name": str(dtype), "native": np.dtype(dtype)}[spelling]
    return Case(d)


def _nothing(*args, **kwargs):
    return None


def _same_python(a, b, where):
    """Nested lists / Python scalars equal, with the same Python types (nan equals nan)."""
    if isinstance(b, list):
        assert isinstance(a, list) and len(a) == len(b), f"{where}: {a!r} != {b!r}"
        for i, (x, y) in enumerate(zip(a, b)):
            _same_python(x, y, f"{where}[{i}]")
        return
    assert type(a) is type(b), f"{where}: {type(a).__name__} {a!r}, expected {type(b).__name__}"
    if isinstance(b, (float, complex)) and (b != b):
        assert a != a, f"{where}: {a!r} is not nan"
    else:
        assert a == b, f"{where}: {a!r} != {b!r}"


def _check_to_list(out, ref, case):
    _same_python(out, case.args[0].tolist(), "to_list")


def _check_to_numpy(out, ref, case):
    x = case.args[0]
    assert type(out) is np.ndarray, f"to_numpy returned {type(out)}"
    assert out.dtype == x.dtype and out.shape == x.shape
    assert_values(out, x)


def _check_to_scalar(out, ref, case):
    x = case.args[0]
    _same_python(out, _PY[kind(x.dtype.name)](x.item()), "to_scalar")


def _check_as_native_dtype(out, ref, case):
    assert _is_native_dtype(out), f"{out!r} is not a native {BACKEND} dtype"
    want = str(ivy.as_ivy_dtype(case.args[0]))
    assert str(ivy.as_ivy_dtype(out)) == NARROWED.get(want, want)  # (JAX without 64-bit mode)


RECORDS = [
    Rec("as_native_dtype", ALL, _dtype_build, ref=_nothing, check=_check_as_native_dtype,
        scoped=True),
    Rec("to_list", ALL, _array_build(), ref=_nothing, check=_check_to_list),
    Rec("to_numpy", ALL, _array_build(), ref=_nothing, check=_check_to_numpy),
    Rec("to_scalar", ALL, _one_element_build, ref=_nothing, check=_check_to_scalar),
]
TABLE = by_name(RECORDS)


test_values, test_dtypes = record_tests(TABLE, RECORDS)


def test_special_values_survive():
    x = np.array([np.nan, np.inf, -np.inf, -0.0], dtype=np.float32)
    run_case(TABLE["to_numpy"], Case(x))
    out = ivy.to_list(native(x))
    assert math.isnan(out[0]) and out[1:3] == [math.inf, -math.inf]
    assert math.copysign(1.0, out[3]) == -1.0


def test_to_scalar_of_several_elements_raises():
    with pytest.raises(ValueError):
        ivy.to_scalar(native(np.zeros(3)))


def test_to_backend_round_trip():
    # through every backend installed in this environment (nox installs one framework per session)
    x = np.arange(6, dtype=np.int16).reshape(2, 3)
    if lacking("int16"):  # MXNet: no int16 arrays (the clear error), the round trip in int8
        assert_unsupported_dtype(lambda: native(x), "int16")
        x = x.astype(np.int8)
    installed = [n for n in BACKENDS if importlib.util.find_spec(n) is not None]
    assert "numpy" in installed and BACKEND in installed
    for other in installed:
        if str(x.dtype) not in ivy.get_backend(other).xp._pkg.DTYPES:  # MXNet: no int16
            with pytest.raises(ivy.IvyUnsupportedError, match=f"{other}.*{x.dtype}"):
                ivy.to_backend(native(x), other)
            continue
        y = ivy.to_backend(ivy.to_backend(native(x), other), BACKEND)
        np.testing.assert_array_equal(ivy.to_numpy(y), x)
        assert ivy.to_numpy(y).dtype == x.dtype


def test_to_backend_of_a_view_at_an_offset():
    # a buffer at an odd offset (NumPy's allocations are only 16-byte aligned, views shift them
    # further): TensorFlow's kernels abort the process on such memory, so it must be copied
    a = np.arange(1001, dtype=np.float32)[1:].reshape(100, 10)
    y = ivy.to_backend(a, BACKEND)
    np.testing.assert_array_equal(ivy.to_numpy(ivy.matmul(y, ivy.matrix_transpose(y))), a @ a.T)
    np.testing.assert_array_equal(ivy.to_numpy(ivy.multiply(y, 2.0)), a * 2)


@pytest.mark.parametrize("data", [[[1, 2], [3, 4]], ((1.5, 2.5),), 3, 2.0, [True, False]],
                         ids=["int list", "float tuple", "int", "float", "bool list"])
def test_to_backend_of_python_data_is_an_array_on_every_backend(data):
    # a nested list was returned as it is on NumPy (the inferred backend) and made a tensor
    # elsewhere: now an array of the target with Ivy's default dtypes, everywhere
    y = ivy.to_backend(data, BACKEND)
    assert_native(y)
    want = np.asarray(data)
    want = want.astype({"i": "int64", "f": "float32", "b": "bool"}[want.dtype.kind])
    assert numpy_of(y).dtype == want.dtype and numpy_of(y).tolist() == want.tolist()


@pytest.mark.parametrize("shape", [(), (1,), (2,)], ids=["0-d", "1", "2"])
@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_half_precision_conversions(dtype, shape):
    # a 0-d bfloat16 TensorFlow tensor failed to_scalar / to_list / to_numpy: its __array__
    # gives an ml_dtypes scalar, which np.asarray refuses. Values exact in both half dtypes
    # (8 significant bits), the reference from ml_dtypes / NumPy
    import ml_dtypes

    ref = np.asarray([1.515625, -3.25][:max(1, math.prod(shape))]).reshape(shape)
    np_dtype = np.dtype(ml_dtypes.bfloat16 if dtype == "bfloat16" else dtype)
    x32 = native(ref.astype(np.float32))
    if lacking(dtype):  # MXNet: no bfloat16 arrays, the clear error
        assert_unsupported_dtype(lambda: ivy.astype(x32, dtype), dtype)
        return
    x = ivy.astype(x32, dtype)
    out = ivy.to_numpy(x)
    assert type(out) is np.ndarray and out.dtype == np_dtype and out.shape == shape
    np.testing.assert_array_equal(out.astype(np.float64), ref)
    _same_python(ivy.to_list(x), ref.tolist(), "to_list")
    if math.prod(shape) == 1:
        _same_python(ivy.to_scalar(x), float(ref.reshape(())), "to_scalar")
    else:
        with pytest.raises(ValueError):
            ivy.to_scalar(x)
