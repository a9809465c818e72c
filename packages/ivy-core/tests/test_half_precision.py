"""float16 and bfloat16 (Ivy's half-precision dtypes, outside the standard) on the backend under
test: every function whose record takes float32 (the categories' tables), on its fixed example
cast to a half dtype, against the reference computed in float32 on the same (exactly widened)
values and rounded to the half dtype, within the half tolerances of ``_harness.TOLERANCES``.

NumPy, PyTorch and MXNet check both half dtypes for every function; TensorFlow one per
function (alternating float16 / bfloat16 along the table, both over the whole sweep); JAX, which
compiles every operation per dtype, the same on every other function, to keep the suite's time
in budget (``IVY_FULL=1``: every function in both dtypes). A backend without a half dtype
(MXNet: bfloat16) raises ``IvyUnsupportedError`` naming it; where a framework lacks a kernel
for one (TensorFlow's floor_divide, MXNet's matmul / sort / round, PyTorch's CPU avg_pool3d),
Ivy's kernel computes in float32 and rounds once.
"""

from __future__ import annotations

import math
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
    missing_dtype_inputs,
    native,
    numpy_of,
    to_np,
    tolerance,
)
from _strategies import Case, DtypeArg, FixedDraw, HypDraw
from hypothesis import assume, given, settings
from hypothesis import strategies as st

HALF = ("float16", "bfloat16")
_NP = {"float16": np.dtype("float16"), "bfloat16": np.dtype(ml_dtypes.bfloat16)}
_F32 = np.dtype("float32")

_MODULES = (test_activations, test_creation, test_elementwise, test_indexing, test_layers,
            test_linear_algebra, test_losses, test_manipulation, test_norms, test_pooling,
            test_scatter_gather, test_searching, test_sorting, test_statistical, test_utility)
# results a value comparison cannot check: the order of ties, random values, unset values,
# one of several updates kept for a repeated index
_NOT_VALUES = {"argsort", "dropout", "empty", "empty_like", "scatter_nd", "scatter_flat"}
# the functions with a float32 record; those with their own check (sums of products, reductions,
# norms, losses) are compared with an absolute tolerance scaled by the result's magnitude
RECORDS = sorted((r for m in _MODULES for r in m.RECORDS
                  if "float32" in r.dtypes and r.name not in _NOT_VALUES), key=lambda r: r.name)
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


# both half dtypes for every function where eager calls cost microseconds; TensorFlow alternates;
# JAX (a compilation per operation and dtype) alternates over every other function (IVY_FULL=1:
# every function, both dtypes)
_FAST = ("numpy", "torch", "mxnet")


def _params():
    """One (name, half dtype) per function whose fixed example has a float32 array or dtype."""
    full = os.environ.get("IVY_FULL") == "1" or BACKEND in _FAST
    out = []
    for i, r in enumerate(RECORDS):
        if BACKEND == "jax" and not full and i % 2:
            continue
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


def check_half(out, ref, dtype, scale, where="result", magnitude=False):
    """``out`` (native) has the half ``dtype`` where ``ref`` (the float32 reference) is floating,
    ``ref``'s shape, and values within the half tolerance of ``ref`` rounded to ``dtype``
    (``magnitude``: the absolute tolerance scaled by the largest finite ``|ref|``)."""
    if isinstance(ref, (tuple, list)):
        assert isinstance(out, (tuple, list)) and len(out) == len(ref), where
        for i, (o, r) in enumerate(zip(out, ref)):
            check_half(o, r, dtype, scale, f"{where}[{i}]", magnitude)
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
    if magnitude:
        fin = np.abs(ref[np.isfinite(ref)])
        atol = 4 * rtol * max(float(fin.max()) if fin.size else 0.0, 1.0)
    _close(_as_float32(out), ref.astype(_NP[dtype]).astype(_F32), rtol, atol, where)


@pytest.mark.parametrize("name,dtype", _params())
def test_half_precision(name, dtype):
    _check_case(TABLE[name], TABLE[name].build(FixedDraw(f"{name}-float32"), "float32"), dtype)


# Hypothesis-drawn cases (0-d and empty shapes, nan, +-inf, +-0, broadcasting, Python scalars) of
# the elementwise functions in a half dtype: a few examples each on NumPy and PyTorch (CI time;
# IVY_FULL=1: every backend, the profile's number of examples)
_HYP = sorted(r.name for r in test_elementwise.RECORDS
              if "float32" in r.dtypes and r.check is None and r.name not in _NOT_VALUES)
_HYP_ON = BACKEND in ("numpy", "torch") or os.environ.get("IVY_FULL") == "1"
_HYP_EXAMPLES = {} if os.environ.get("IVY_FULL") == "1" else {"max_examples": 4}


@pytest.mark.parametrize("name", _HYP if _HYP_ON else [])
@settings(**_HYP_EXAMPLES)
@given(data=st.data())
def test_half_precision_values(name, data):
    rec = TABLE[name]
    draw = HypDraw(data)
    case32 = rec.build(draw, "float32")
    assume(not _other_operand(case32.args))  # only half operands (and real Python scalars)
    assume(not missing_dtype_inputs(case32))  # MXNet's int16 operand: test_elementwise's error
    # a Python number the half dtype cannot hold exactly: PyTorch and JAX compute with it in
    # float32 (their "opmath"), NumPy and MXNet round it to the half dtype first (the standard's
    # rule); docs/architecture.md lists the difference
    h = _NP[dtype := draw.choice(HALF, label="half dtype")]
    assume(all(float(np.asarray(a, h).astype(_F32)) == a for a in case32.args
               if type(a) in (int, float) and math.isfinite(a)))
    _check_case(rec, case32, dtype)


def _other_operand(obj):
    if type(obj) is complex:  # a complex Python scalar: complex64
        return True
    if isinstance(obj, np.ndarray):  # an integer operand is rounded to the half dtype by Ivy's
        return obj.dtype != _F32  # promotion, not by the float32 reference (test_promotion)
    if isinstance(obj, (list, tuple)):
        return any(_other_operand(o) for o in obj)
    return False


def _check_case(rec, case32, dtype):
    name = rec.name
    half = _to_half(dtype)
    case = Case(*_map(case32.args, half), **_map(case32.kwargs, half))
    if lacking(dtype):  # MXNet's bfloat16: no such array, the clear error
        assert_unsupported_dtype(lambda: BK.zeros((1,), dtype=dtype), dtype)
        return
    own = _HALF_REF.get(name)
    if own is not None:  # a reference in the half dtype itself
        ref = own(*case.args, **case.kwargs)
    else:
        # Python floats are weak: Ivy rounds them to the half dtype, so the reference does too
        args = tuple(float(np.asarray(a, _NP[dtype]).astype(_F32)) if type(a) is float else a
                     for a in case.args)
        wide = Case(*_map(args, _widen), **_map(case.kwargs, _widen))
        ref = rec.ref(*wide.args, **wide.kwargs)
    out = call_public(rec.name, _native_half(case.args), _native_half(case.kwargs), rec.scoped)
    check_half(out, to_np(ref), dtype, rec.tol * _SCALE.get(name, 1.0),
               magnitude=rec.check is not None)


# nextafter steps in the half dtype's own grid (NumPy's float16 loop, ml_dtypes' bfloat16 one):
# no float32 reference, and exact
def _nextafter_ref(x1, x2):
    d = next(a.dtype for a in (x1, x2) if isinstance(a, np.ndarray))  # a Python scalar is weak
    return np.nextafter(np.asarray(x1, dtype=d), np.asarray(x2, dtype=d))


_HALF_REF = {"nextafter": _nextafter_ref}
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


# --- an MLP in half precision: layers, activations, losses, gradients, optimizer ----------------
def _mlp_loss(layers, x, t):
    lin1, lin2 = layers

    def loss(v):
        p = ivy.softmax(lin2(ivy.gelu(lin1(x, v=v.l1)), v=v.l2))
        return ivy.cross_entropy(t, p)

    return loss


# JAX compiles every operation and its gradient per dtype on first use (~10 s for this model on
# a loaded CI machine): bfloat16 there, both with IVY_FULL=1
_MLP_DTYPES = HALF if BACKEND != "jax" or os.environ.get("IVY_FULL") == "1" else ("bfloat16",)


@pytest.mark.parametrize("dtype", _MLP_DTYPES)
def test_mlp_forward_backward_and_training(dtype):
    """Linear -> gelu -> Linear -> softmax -> cross-entropy: the forward pass and the gradients
    in the half dtype agree with float32 on the same values; Adam with float32 master weights
    lowers the loss (JAX: one step, which keeps the dtypes). NumPy: the forward pass, then the
    no-autodiff error."""
    if lacking(dtype):
        return test_dtype_objects(dtype)  # MXNet's bfloat16: the clear error
    rng = np.random.default_rng(3)
    xs = rng.normal(size=(4, 6)).astype(np.float32)
    ts = np.eye(3, dtype=np.float32)[[0, 2, 1, 0]]
    with ivy.use(BACKEND):
        layers = (ivy.Linear(6, 8), ivy.Linear(8, 3))
        ws = {n: {"w": rng.normal(size=s, scale=0.5), "b": rng.normal(size=s[:1], scale=0.1)}
              for n, s in (("l1", (8, 6)), ("l2", (3, 8)))}  # seeded: the same run every time
        v = ivy.Container(ws).map(lambda a, kc: BK.asarray(a.astype(np.float32), dtype=dtype))
        x, t = BK.asarray(xs, dtype=dtype), BK.asarray(ts, dtype=dtype)
        loss = _mlp_loss(layers, x, t)
        v32 = v.map(lambda a, kc: ivy.astype(a, "float32"))
        loss32 = _mlp_loss(layers, ivy.astype(x, "float32"), ivy.astype(t, "float32"))
        value = loss(v)
        assert ivy.as_ivy_dtype(value.dtype) == dtype
        rtol, atol = tolerance(dtype, 4.0)
        np.testing.assert_allclose(_as_float32(value), _as_float32(loss32(v32)), rtol=rtol,
                                   atol=atol)
        if BACKEND == "numpy":
            with pytest.raises(ivy.IvyUnsupportedError, match="automatic differentiation"):
                ivy.execute_with_gradients(loss, v)
            return
        _, grads = ivy.execute_with_gradients(loss, v)
        _, grads32 = ivy.execute_with_gradients(loss32, v32)
        for kc, g in grads.flatten().items():
            assert ivy.as_ivy_dtype(g.dtype) == dtype, kc
            g32 = _as_float32(grads32[kc])
            scale = max(float(np.abs(g32).max()), 1e-3)
            np.testing.assert_allclose(_as_float32(g), g32, rtol=0, atol=8 * rtol * scale,
                                       err_msg=kc)
        opt = ivy.Adam(0.05, master_dtype="float32")
        first = float(_as_float32(value))
        # 6 steps: MXNet's float16 backward of the clipped log gives nan once a probability
        # saturates (inf * 0 in its clip gradient; the loss is ~0.02 by then)
        for _ in range(1 if BACKEND == "jax" and os.environ.get("IVY_FULL") != "1" else 6):
            value, grads = ivy.execute_with_gradients(loss, v)
            v = opt.step(v, grads)
        assert all(ivy.as_ivy_dtype(a.dtype) == dtype for a in v.flatten().values())
        assert opt.state.l1.w.master.dtype == ivy.float32
        if BACKEND != "jax" or os.environ.get("IVY_FULL") == "1":
            assert float(_as_float32(loss(v))) < 0.7 * first
