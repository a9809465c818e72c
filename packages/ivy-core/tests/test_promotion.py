"""Type promotion: Ivy's table equals the standard's, and every backend obeys it."""

import itertools
import os

import array_api_strict as xps
import ivy
import pytest
from _harness import assert_unsupported_dtype, lacking

BACKEND = os.environ.get("IVY_BACKEND", "numpy")
STANDARD = [str(d) for d in ivy.dtypes.standard_dtypes]  # array-api-strict's dtypes
NAMES = [str(d) for d in ivy.dtypes.all_dtypes]  # with float16 and bfloat16
HALF = ("float16", "bfloat16")


def _strict_result(a, b):
    try:
        return str(xps.result_type(getattr(xps, a), getattr(xps, b))).rpartition(".")[2]
    except TypeError:
        return None  # the standard leaves this pair to the implementation


@pytest.mark.parametrize("a,b", list(itertools.product(STANDARD, STANDARD)))
def test_table_agrees_with_the_standard(a, b):
    expected = _strict_result(a, b)
    got = ivy.promote_types(a, b)
    if expected is not None:
        assert got == expected
    else:  # Ivy's documented rule for mixed kinds
        ka, kb = ivy.as_ivy_dtype(a).kind, ivy.as_ivy_dtype(b).kind
        if "bool" in (ka, kb):
            assert got == (b if ka == "bool" else a)
        elif {ka, kb} == {"int", "uint"}:
            assert got == "float64"
        else:
            assert got == (a if ka in ("float", "complex") else b)


@pytest.mark.parametrize("a,b", list(itertools.product(NAMES, NAMES)))
def test_backend_binary_results_follow_the_table(a, b):
    bk = ivy.get_backend(BACKEND)
    fn = ivy.logical_and if "bool" == a == b else ivy.add
    missing = lacking(a, b, ivy.promote_types(a, b))
    if missing:  # an operand or the result dtype the backend lacks: the clear error
        assert_unsupported_dtype(lambda: fn(bk.ones((2,), dtype=a), bk.ones((), dtype=b)), missing)
        return
    x1 = bk.ones((2,), dtype=a)
    x2 = bk.ones((), dtype=b)  # 0-d operand: PyTorch's scalar-like promotion must not leak
    assert fn(x1, x2).dtype == ivy.promote_types(a, b)
    assert fn(x2, x1).dtype == ivy.promote_types(a, b)


# bool scalars go with bool arrays only (the standard defines no other pairing)
_SCALAR_CASES = [(d, s) for d in NAMES for s in (True, 2, 2.5, 1j) if d == "bool" or s is not True]


@pytest.mark.parametrize("dtype,scalar", _SCALAR_CASES)
def test_python_scalars_are_weak(dtype, scalar):
    bk = ivy.get_backend(BACKEND)
    fn = ivy.logical_or if isinstance(scalar, bool) else ivy.multiply
    missing = lacking(dtype, ivy.result_type(dtype, scalar))
    if missing:  # the array's or the result's dtype is one the backend lacks: the clear error
        assert_unsupported_dtype(lambda: fn(bk.ones((3,), dtype=dtype), scalar), missing)
        return
    x = bk.ones((3,), dtype=dtype)
    expected = ivy.result_type(x, scalar)
    assert fn(x, scalar).dtype == expected
    assert fn(scalar, x).dtype == expected


def test_scalar_rules():
    assert ivy.result_type("int8", 1) == "int8"
    assert ivy.result_type("int8", 1.0) == ivy.default_float_dtype()
    assert ivy.result_type("float32", 1j) == "complex64"
    assert ivy.result_type("float64", 1j) == "complex128"
    assert ivy.result_type("bool", 1) == ivy.default_int_dtype()
    assert ivy.result_type("uint8", "int8") == "int16"
    assert ivy.can_cast("int8", "int16") and not ivy.can_cast("int16", "int8")
    assert ivy.can_cast("uint8", "int16") and not ivy.can_cast("float32", "int64")
    assert ivy.isdtype("int8", "signed integer") and not ivy.isdtype("uint8", "signed integer")
    assert ivy.finfo("float32").eps == 2.0**-23 and ivy.iinfo("int8").min == -128


# --- half precision: the lattice of PyTorch and JAX, written out ---------------------------------
def _half_expected(a, b):
    """float16/bfloat16 with another dtype: numbers below (bool, integers) take the half dtype;
    float16 with bfloat16 meet at float32; wider floats and complex dtypes win."""
    if a == b:
        return a
    if b in HALF:
        return "float32"
    if b in ("float32", "float64", "complex64", "complex128"):
        return b
    return a  # bool, signed and unsigned integers


@pytest.mark.parametrize("a", HALF)
def test_half_precision_lattice(a):
    for b in NAMES:
        assert ivy.promote_types(a, b) == _half_expected(a, b), b
        assert ivy.promote_types(b, a) == _half_expected(a, b), b
    assert ivy.result_type(a, 1.5) == a and ivy.result_type(a, 2) == a
    assert ivy.result_type(a, 1j) == "complex64"
    assert ivy.can_cast(a, "float32") and ivy.can_cast(a, "complex64")
    assert not ivy.can_cast(a, "float16" if a == "bfloat16" else "bfloat16")
    assert not ivy.can_cast("float32", a) and not ivy.can_cast("int8", a)
    assert ivy.isdtype(a, "real floating") and ivy.isdtype(a, "numeric")
    assert not ivy.isdtype(a, "complex floating")


_FLOATING = ("bool", "int8", "int64", "uint8", "float16", "bfloat16", "float32", "float64",
             "complex64", "complex128")


@pytest.mark.skipif(BACKEND not in ("torch", "jax"), reason="the framework's own promote_types "
                    "is the reference (NumPy has no bfloat16 lattice)")
@pytest.mark.parametrize("a", HALF)
def test_half_precision_lattice_is_the_framework_one(a):
    if BACKEND == "torch":
        import torch

        def native(x, y):
            return str(torch.promote_types(getattr(torch, x), getattr(torch, y))).split(".")[1]
    else:
        import jax.numpy as jnp

        def native(x, y):
            return jnp.promote_types(getattr(jnp, x), getattr(jnp, y)).name
    for b in _FLOATING:
        assert ivy.promote_types(a, b) == native(a, b), b
