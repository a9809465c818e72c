"""float16 and bfloat16 (Ivy's half-precision dtypes, outside the standard) on the backend under
test: every function whose record takes float32 (the categories' tables), on its fixed example
cast to a half dtype, against the reference computed in float32 on the same (exactly widened)
values and rounded to the half dtype, within the half tolerances of ``_harness.TOLERANCES``.

One half dtype per function (alternating float16 / bfloat16 along the table, both dtypes over
the whole sweep) keeps the suite's time in budget (``IVY_FULL=1``: both dtypes for every
function). Functions whose backend has no half kernel raise ``IvyUnsupportedError`` naming the
dtype (MXNet: bfloat16 everywhere) or are listed in ``known_failures/<backend>.txt``.
"""

from __future__ import annotations

import os
import zlib

import ivy
import ml_dtypes
import numpy as np
import pytest
import test_activations
import test_creation
import test_elementwise
import test_indexing
import test_layers
import test_linear_algebra
import test_losses
import test_manipulation
import test_norms
import test_pooling
import test_scatter_gather
import test_searching
import test_sorting
import test_statistical
import test_utility
from _harness import (
    BACKEND,
    BK,
    _close,
    assert_native,
    assert_unsupported_dtype,
    call_public,
    lacking,
    native,
    numpy_of,
    to_np,
    tolerance,
)
from _strategies import Case, DtypeArg, FixedDraw

HALF = ("float16", "bfloat16")
_NP = {"float16": np.dtype("float16"), "bfloat16": np.dtype(ml_dtypes.bfloat16)}
_F32 = np.dtype("float32")

_MODULES = (test_activations, test_creation, test_elementwise, test_indexing, test_layers,
            test_linear_algebra, test_losses, test_manipulation, test_norms, test_pooling,
            test_scatter_gather, test_searching, test_sorting, test_statistical, test_utility)
# the functions with a float32 record and the generic comparison (a record with its own check
# compares results the reference orders differently: sorting ties, unique values)
RECORDS = sorted((r for m in _MODULES for r in m.RECORDS if "float32" in r.dtypes and r.check is None),
                 key=lambda r: r.name)
TABLE = {r.name: r for r in RECORDS}


def _has_float32(obj):
    if isinstance(obj, DtypeArg):
        return str(obj) == "float32"
    if isinstance(obj, np.ndarray):
        return obj.dtype == _F32
    if isinstance(obj, (list, tuple)):
        return any(_has_float32(o) for o in obj)
    if isinstance(obj, dict):
        return any(_has_float32(o) for o in obj.values())
    return False


def _params():
    """One (name, half dtype) per function whose fixed example has a float32 array or dtype."""
    full = os.environ.get("IVY_FULL") == "1"
    out = []
    for i, r in enumerate(RECORDS):
        c = r.build(FixedDraw(f"{r.name}-float32"), "float32")
        if not (_has_float32(c.args) or _has_float32(c.kwargs)):
            continue
        for d in (HALF if full else (HALF[(i + zlib.crc32(r.name.encode())) % 2],)):
            out.append(pytest.param(r.name, d, id=f"{r.name}-{d}"))
    return out


def _map(obj, fn):
    if isinstance(obj, (np.ndarray, DtypeArg)):
        return fn(obj)
    if isinstance(obj, (list, tuple)):
        return type(obj)(_map(o, fn) for o in obj)
    if isinstance(obj, dict):
        return {k: _map(v, fn) for k, v in obj.items()}
    return obj


def _to_half(dtype):
    def fn(a):
        if isinstance(a, DtypeArg):
            return DtypeArg(dtype) if str(a) == "float32" else a
        return a.astype(_NP[dtype]) if a.dtype == _F32 else a
    return fn


def _widen(a):
    if isinstance(a, DtypeArg):
        return DtypeArg("float32") if str(a) in HALF else a
    return a.astype(_F32) if a.dtype in _NP.values() else a


def _native_half(obj):
    """Half arrays as native arrays (PyTorch takes no ml_dtypes array: through int16 bits)."""
    if BACKEND == "torch" and isinstance(obj, np.ndarray) and obj.dtype == _NP["bfloat16"]:
        import torch

        return torch.from_numpy(obj.view(np.int16).copy()).view(torch.bfloat16)
    if isinstance(obj, (list, tuple)):
        return type(obj)(_native_half(o) for o in obj)
    if isinstance(obj, dict):
        return {k: _native_half(v) for k, v in obj.items()}
    return native(obj)


def _as_float32(x):
    """A native half array's values as a float32 NumPy array."""
    return numpy_of(ivy.astype(x, "float32"))


def check_half(out, ref, dtype, scale, where="result"):
    """``out`` (native) has the half ``dtype`` where ``ref`` (the float32 reference) is floating,
    ``ref``'s shape, and values within the half tolerance of ``ref`` rounded to ``dtype``."""
    if isinstance(ref, (tuple, list)):
        assert isinstance(out, (tuple, list)) and len(out) == len(ref), where
        for i, (o, r) in enumerate(zip(out, ref)):
            check_half(o, r, dtype, scale, f"{where}[{i}]")
        return
    assert_native(out, where)
    ref = np.asarray(ref)
    assert tuple(out.shape) == ref.shape, f"{where}: shape {tuple(out.shape)} != {ref.shape}"
    if ref.dtype != _F32 and ref.dtype not in _NP.values():  # integer / bool (argmax, ==): exact
        o = numpy_of(out)
        assert o.dtype == ref.dtype, f"{where}: dtype {o.dtype} != expected {ref.dtype}"
        np.testing.assert_array_equal(o, ref, err_msg=where)
        return
    assert ivy.as_ivy_dtype(out.dtype) == dtype, f"{where}: dtype {out.dtype} != {dtype}"
    rtol, atol = tolerance(dtype, scale)
    _close(_as_float32(out), ref.astype(_NP[dtype]).astype(_F32), rtol, atol, where)


@pytest.mark.parametrize("name,dtype", _params())
def test_half_precision(name, dtype):
    rec = TABLE[name]
    case32 = rec.build(FixedDraw(f"{name}-float32"), "float32")
    half = _to_half(dtype)
    case = Case(*_map(case32.args, half), **_map(case32.kwargs, half))
    if lacking(dtype):  # MXNet's bfloat16: no such array, the clear error
        assert_unsupported_dtype(lambda: BK.zeros((1,), dtype=dtype), dtype)
        return
    own = _HALF_REF.get(name)
    if own is not None:  # a reference in the half dtype itself
        ref = own(*case.args, **case.kwargs)
    else:
        wide = Case(*_map(case.args, _widen), **_map(case.kwargs, _widen))
        ref = rec.ref(*wide.args, **wide.kwargs)
    out = call_public(rec.name, _native_half(case.args), _native_half(case.kwargs), rec.scoped)
    check_half(out, to_np(ref), dtype, rec.tol * _SCALE.get(name, 1.0))


# nextafter steps in the half dtype's own grid (NumPy's float16 loop, ml_dtypes' bfloat16 one):
# no float32 reference, and exact
_HALF_REF = {"nextafter": np.nextafter}
_SCALE = {"nextafter": 0.0}


# --- dtype objects, native spellings, defaults --------------------------------------------------
@pytest.mark.parametrize("dtype", HALF)
def test_dtype_objects(dtype):
    d = getattr(ivy, dtype)
    assert d == dtype and ivy.as_ivy_dtype(dtype) is d and d.kind == "float" and d.bits == 16
    assert d in ivy.dtypes.all_dtypes and d in ivy.dtypes.half_dtypes
    assert d not in ivy.dtypes.standard_dtypes
    assert d == _NP[dtype] and ivy.as_ivy_dtype(_NP[dtype]) is d
    if lacking(dtype):
        assert_unsupported_dtype(lambda: BK.ones((2,), dtype=dtype), dtype)
        assert_unsupported_dtype(lambda: ivy.astype(BK.ones((2,)), dtype), dtype)
        return
    nd = BK.as_native_dtype(dtype)
    assert d == nd and ivy.as_ivy_dtype(nd) is d
    x = BK.ones((2,), dtype=dtype)
    assert ivy.as_ivy_dtype(x.dtype) is d and x.dtype == d
    assert ivy.to_numpy(x).dtype == _NP[dtype]
    assert ivy.as_ivy_dtype(BK.asarray(np.ones(2, dtype=_NP[dtype])).dtype) is d


@pytest.mark.parametrize("dtype", HALF)
def test_default_float_dtype(dtype):
    if lacking(dtype):
        return test_dtype_objects(dtype)  # the clear error
    try:
        ivy.set_default_float_dtype(dtype)
        assert ivy.default_float_dtype() == dtype and ivy.default_complex_dtype() == "complex64"
        with ivy.use(BACKEND):
            assert ivy.asarray([1.5]).dtype == ivy.as_ivy_dtype(dtype)
            assert ivy.zeros((2,)).dtype == ivy.as_ivy_dtype(dtype)
            assert ivy.linspace(0.0, 1.0, 3).dtype == ivy.as_ivy_dtype(dtype)
            assert ivy.result_type("int32", 1.5) == dtype
    finally:
        ivy.set_default_float_dtype("float32")
    assert ivy.asarray([1.5]).dtype == ivy.float32


def test_array_api_has_only_the_standard_dtypes():
    xp = ivy.array_api
    for d in HALF:
        assert not hasattr(xp, d)
        h = getattr(ivy, d)
        for make in (lambda h=h: xp.asarray([1.0], dtype=h), lambda h=h: xp.astype(xp.ones(2), h),
                     lambda h=h: xp.finfo(h)):
            with pytest.raises(ivy.IvyDtypeError, match=d):
                make()
    with ivy.use(BACKEND):
        names = set(xp.__array_namespace_info__().dtypes())
    assert names == {str(d) for d in ivy.dtypes.standard_dtypes} & set(BK.xp._pkg.DTYPES)
