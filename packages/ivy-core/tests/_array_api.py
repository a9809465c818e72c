"""Helpers of the ``ivy.array_api`` compliance suite (test_array_object.py, test_array_api_*.py).

Arrays under test are ``ivy.Array`` around native arrays of the backend under test (``IVY_BACKEND``);
the reference is array-api-strict (NumPy where array-api-strict refuses a case the standard leaves
open and Ivy defines the same way on every backend). A dtype the backend lacks (MXNet: int16,
uint16/32/64, complex) cannot make an array: that is asserted to raise ``IvyUnsupportedError``.
"""

from __future__ import annotations

import array_api_strict as xps
import ivy
import numpy as np
import pytest
from _harness import BACKEND, BK, NATIVE_TYPES, assert_values, native, numpy_of

xp = ivy.array_api
# the standard's dtypes the backend has (ivy.array_api has no half-precision dtypes)
HAVE = frozenset(BK.xp._pkg.DTYPES) & {str(d) for d in ivy.dtypes.standard_dtypes}


def have(*dtypes):
    """Whether the backend has every dtype; where it lacks one, assert that making it raises."""
    missing = [str(d) for d in dtypes if str(d) not in HAVE]
    for d in missing:
        with pytest.raises(ivy.IvyUnsupportedError) as e:
            with ivy.use(BACKEND):
                xp.asarray(np.zeros(2, dtype=d), dtype=getattr(xp, d))
        assert BACKEND in str(e.value) and d in str(e.value), str(e.value)
    return not missing


def wrap(a):
    """NumPy array -> ``ivy.Array`` of the backend under test."""
    return ivy.Array(native(np.asarray(a)))


def unwrap(x, where="result"):
    """``ivy.Array`` of the backend under test -> NumPy array (asserting what came back)."""
    assert type(x) is ivy.Array, f"{where}: {type(x).__qualname__} is not an ivy.Array"
    assert isinstance(x.native, NATIVE_TYPES), f"{where}: wraps a {type(x.native)}"
    return numpy_of(x.native)


def check(out, ref, *, where="result", **kw):
    """``out`` (ivy.Array) has the dtype, shape and values of ``ref`` (strict or NumPy array)."""
    o, r = unwrap(out, where), np.asarray(ref)
    assert o.dtype == r.dtype, f"{where}: dtype {o.dtype} != {r.dtype}"
    assert o.shape == r.shape, f"{where}: shape {o.shape} != {r.shape}"
    assert_values(o, r, where=where, **kw)


__all__ = ["BACKEND", "HAVE", "check", "have", "unwrap", "wrap", "xp", "xps"]
