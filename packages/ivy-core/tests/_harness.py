"""The machinery behind the table-driven tests (STYLE habit 10).

One :class:`Rec` per public function says which dtypes it takes, how to build its arguments and
what to compare it with. :func:`run` builds a case, calls the PUBLIC Ivy function on native arrays of
the backend under test (``IVY_BACKEND``; the backend is inferred from the arguments), calls the
reference (array-api-strict by default) on the same values, and asserts: a native array of the
backend comes back, with the reference's dtype and shape, and values equal within the tolerance
of :data:`TOLERANCES` (nan positions and infinities exactly).

Native arrays are made from NumPy and read back without Ivy, so a broken conversion kernel cannot
hide a broken function (the conversion functions have their own tests).
"""

from __future__ import annotations

import os

import array_api_strict as xps
import ivy
import numpy as np
import pytest
from _strategies import DEFAULT_DEVICE, Case, DtypeArg, FixedDraw, HypDraw, kind, pick_dtype
from hypothesis import given
from hypothesis import strategies as st

BACKEND = os.environ.get("IVY_BACKEND", "numpy")
xps.set_array_api_strict_flags(api_version="2024.12")
BK = ivy.get_backend(BACKEND)  # loads the backend
# The dtype names the backend has (MXNet: no complex). JAX's 64-bit mode is the user's setting
# (the nox session turns it on; test_jax_32bit.py runs these tests with it off): without it, JAX
# has no 64-bit arrays, float64 / complex128 asked for raise, and int64 / uint64 asked for and
# every 64-bit result dtype of the standard are their 32-bit kind (NARROWED), as in JAX.
AVAILABLE = frozenset(getattr(BK.xp._pkg, "available_dtypes", lambda: BK.xp._pkg.DTYPES)())
NARROWED = {w: n for w, n in (("int64", "int32"), ("uint64", "uint32"), ("float64", "float32"),
                              ("complex128", "complex64")) if w not in AVAILABLE and BACKEND == "jax"}
if NARROWED:
    assert set(NARROWED) == {"int64", "uint64", "float64", "complex128"}, NARROWED
INT_NARROWED = {w: n for w, n in NARROWED.items() if w in ("int64", "uint64")}

if BACKEND == "torch":
    import torch

    NATIVE_TYPES: tuple = (torch.Tensor,)

    def _native1(a):
        return torch.from_numpy(np.array(a, copy=True))

    def numpy_of(x):
        return x.detach().cpu().resolve_conj().resolve_neg().numpy()

elif BACKEND == "jax":
    import jax

    NATIVE_TYPES = (jax.Array,)

    def _native1(a):
        return jax.device_put(np.array(a, copy=True))

    def numpy_of(x):
        return np.asarray(x)

elif BACKEND == "tensorflow":
    import tensorflow as tf

    NATIVE_TYPES = (tf.Tensor, tf.Variable)

    def _native1(a):
        return tf.constant(np.array(a, copy=True))

    def numpy_of(x):
        return np.asarray(x.numpy())

elif BACKEND == "mxnet":
    import mxnet

    NATIVE_TYPES = (mxnet.np.ndarray,)

    def _native1(a):
        if a.dtype.name not in BK.xp._pkg.DTYPES:  # no such native array: the backend's error
            return BK.asarray(a)
        return mxnet.np.array(np.array(a, copy=True), dtype=a.dtype)

    def numpy_of(x):
        return x.asnumpy()

else:
    NATIVE_TYPES = (np.ndarray, np.generic)  # NumPy scalars for 0-d results: documented deviation

    def _native1(a):
        return np.array(a, copy=True)

    def numpy_of(x):
        return np.asarray(x)

# IVY_TEST_DEVICE (e.g. "gpu:0", torch and jax): the suite's input arrays live on that device, so
# every function is checked on device inputs (run on a GPU machine; CI has none).
TEST_DEVICE = os.environ.get("IVY_TEST_DEVICE")
if TEST_DEVICE and BACKEND in ("torch", "jax"):
    _to_test_device = BK.to_device
    _on_host = _native1

    def _native1(a):
        return _to_test_device(_on_host(a), TEST_DEVICE)

# PyTorch on CUDA answers an out-of-range index with a device-side assertion that breaks the
# process's CUDA context (no Python error, as in native PyTorch; docs/architecture.md): the tests
# that feed out-of-range indices stand aside there.
CUDA_INDEX_ASSERT = "PyTorch on CUDA: out-of-range indices end in a device-side assertion"
CUDA_INDEX_ASSERTS = bool(TEST_DEVICE) and BACKEND == "torch" and TEST_DEVICE.startswith("gpu")


def shares_memory(a, b):
    """Whether native arrays ``a`` and ``b`` share memory; None where it cannot be observed (JAX
    arrays are immutable)."""
    if BACKEND in ("jax", "tensorflow"):  # immutable tensors
        return None
    if BACKEND == "torch":
        if a.numel() == 0 or b.numel() == 0:
            return False
        return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
    return bool(np.shares_memory(a, b))


def native(obj):
    """NumPy arrays (also inside lists/tuples/dicts) -> native arrays of the backend under test."""
    if isinstance(obj, np.ndarray):
        return _native1(obj)
    if isinstance(obj, DtypeArg):
        return ivy.as_ivy_dtype(str(obj))
    if obj is DEFAULT_DEVICE:
        return BK.default_device()
    if isinstance(obj, (list, tuple)):
        return type(obj)(native(o) for o in obj)
    if isinstance(obj, dict):
        return {k: native(v) for k, v in obj.items()}
    return obj


def strict(obj):
    """NumPy arrays (also inside lists/tuples/dicts) -> array-api-strict arrays."""
    if isinstance(obj, np.ndarray):
        return xps.asarray(obj)
    if isinstance(obj, DtypeArg):
        return getattr(xps, str(obj))
    if obj is DEFAULT_DEVICE:
        return None
    if isinstance(obj, (list, tuple)):
        return type(obj)(strict(o) for o in obj)
    if isinstance(obj, dict):
        return {k: strict(v) for k, v in obj.items()}
    return obj


def public(qualname):
    """The public Ivy function ``ivy.<name>`` / ``ivy.linalg.<name>`` / ``ivy.fft.<name>``."""
    ns, _, name = qualname.rpartition(".")
    return getattr(getattr(ivy, ns) if ns else ivy, name)


def _xps_function(qualname):
    ns, _, name = qualname.rpartition(".")
    return getattr(getattr(xps, ns) if ns else xps, name)


# --- tolerances: the only place they are set -----------------------------------------------------
# (rtol, atol) per dtype; a record's ``tol`` scales both (transcendental 1, linalg/fft larger).
TOLERANCES = {
    "float16": (2e-3, 1e-3),  # 2 ulp (eps 2**-10): kernels round in half precision
    "bfloat16": (1.6e-2, 8e-3),  # 2 ulp (eps 2**-7)
    "float32": (1e-5, 1e-6),
    "float64": (1e-12, 1e-14),
    "complex64": (1e-5, 1e-6),
    "complex128": (1e-12, 1e-14),
}


def tolerance(dtype, scale=1.0):
    rtol, atol = TOLERANCES[str(dtype)]
    return rtol * scale, atol * scale


# --- assertions ----------------------------------------------------------------------------------
def assert_native(x, what="result"):
    assert isinstance(x, NATIVE_TYPES), (
        f"{what} is a {type(x).__module__}.{type(x).__qualname__}, not a native {BACKEND} array")


def _close(out, ref, rtol, atol, where, loose_complex=False):
    """Finite values within tolerance; nan and +-inf at the same positions.

    ``loose_complex``: where a complex reference is not finite, only require a non-finite result
    (the standard leaves the special cases of complex arithmetic to the implementation).
    """
    if np.iscomplexobj(ref):
        fin = np.isfinite(ref.real) & np.isfinite(ref.imag)
        if loose_complex:
            ofin = np.isfinite(out.real) & np.isfinite(out.imag)
            np.testing.assert_array_equal(ofin, fin, err_msg=f"{where}: non-finite positions")
        else:
            for part in ("real", "imag"):
                o, r = getattr(out, part), getattr(ref, part)
                np.testing.assert_array_equal(np.isnan(o) & ~fin, np.isnan(r) & ~fin,
                                              err_msg=f"{where}: nan positions ({part})")
                bad = np.isinf(r) & ~fin
                np.testing.assert_array_equal(o[bad], r[bad],
                                              err_msg=f"{where}: infinities ({part})")
        np.testing.assert_allclose(out[fin], ref[fin], rtol=rtol, atol=atol, err_msg=where)
        return
    np.testing.assert_array_equal(np.isnan(out), np.isnan(ref), err_msg=f"{where}: nan positions")
    inf = np.isinf(ref)
    np.testing.assert_array_equal(out[inf], ref[inf], err_msg=f"{where}: infinities")
    fin = np.isfinite(ref)
    np.testing.assert_allclose(out[fin], ref[fin], rtol=rtol, atol=atol, err_msg=where)


def assert_values(out, ref, *, scale=1.0, atol=None, signed_zeros=False, loose_complex=False,
                  where="result"):
    """``out`` and ``ref`` (NumPy arrays of one dtype and shape) hold the same values."""
    k = kind(ref.dtype.name)
    if k in ("bool", "int", "uint"):
        # assert_array_equal(strict=True) needs NumPy >= 1.24; the MXNet session runs 1.23
        assert out.dtype == ref.dtype and out.shape == ref.shape, (
            f"{where}: {out.dtype}{out.shape} != expected {ref.dtype}{ref.shape}")
        np.testing.assert_array_equal(out, ref, err_msg=where)
        return
    rtol, atol0 = tolerance(ref.dtype.name, scale)
    _close(out, ref, rtol, atol0 if atol is None else atol, where, loose_complex)
    if signed_zeros and k == "float":
        z = ref == 0
        np.testing.assert_array_equal(np.signbit(out[z]), np.signbit(ref[z]),
                                      err_msg=f"{where}: sign of zero")


def assert_array(out, ref, *, scale=1.0, atol=None, signed_zeros=False, loose_complex=False,
                 values=True, where="result"):
    """``out`` (native) is a native array with ``ref``'s dtype and shape (and values)."""
    assert_native(out, where)
    ref = np.asarray(ref)
    o = numpy_of(out)
    assert o.dtype == ref.dtype, f"{where}: dtype {o.dtype} != expected {ref.dtype}"
    assert tuple(out.shape) == ref.shape, f"{where}: shape {tuple(out.shape)} != expected {ref.shape}"
    if values:
        assert_values(o, ref, scale=scale, atol=atol, signed_zeros=signed_zeros,
                      loose_complex=loose_complex, where=where)
    return o


def assert_result(out, ref, **kw):
    """Compare a result (array, tuple, or namedtuple with the standard's field names) with ``ref``."""
    where = kw.pop("where", "result")
    if isinstance(ref, (tuple, list)):
        assert isinstance(out, (tuple, list)), f"{where}: expected a tuple, got {type(out)}"
        assert len(out) == len(ref), f"{where}: {len(out)} outputs != expected {len(ref)}"
        fields = getattr(ref, "_fields", None)
        if fields:
            for f in fields:
                assert hasattr(out, f), f"{where}: result has no field {f!r}"
                assert_result(getattr(out, f), getattr(ref, f), where=f"{where}.{f}", **kw)
        else:
            for i, (o, r) in enumerate(zip(out, ref)):
                assert_result(o, r, where=f"{where}[{i}]", **kw)
        return
    assert_array(out, ref, where=where, **kw)


def reduction_atol(x, dtype, scale=1.0):
    """Absolute tolerance of a sum over ``x``: rounding grows with the count and the magnitudes."""
    if kind(str(dtype)) not in ("float", "complex"):
        return None
    a = np.abs(np.asarray(x, dtype=np.complex128))
    a = a[np.isfinite(a)]
    m = max(float(a.max()) if a.size else 0.0, 1.0)
    rtol, atol = tolerance(dtype, scale)
    return atol + rtol * max(a.size, 1) * m


def to_np(obj):
    """A reference result (strict/NumPy arrays, tuples, namedtuples) as NumPy arrays."""
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return type(obj)(*(to_np(o) for o in obj))
    if isinstance(obj, (list, tuple)):
        return type(obj)(to_np(o) for o in obj)
    return np.asarray(obj)


# --- references ----------------------------------------------------------------------------------
def _promotes_in_standard(args):
    try:
        xps.result_type(*strict([a for a in args if a is not None]))
    except TypeError:
        return False
    return True


def promote_like_ivy(*args):
    """Cast NumPy array arguments to Ivy's result dtype where the standard defines no promotion
    (mixed kinds, uint64 with signed, float scalar with integer array): Ivy's documented rule."""
    arrays = [a for a in args if a is not None]
    if _promotes_in_standard(arrays):
        return args
    rt = np.dtype(str(ivy.result_type(*arrays)))
    return tuple(a.astype(rt) if isinstance(a, np.ndarray) else a for a in args)


def strict_ref(qualname, promote=False):
    """Reference: array-api-strict's function of the same name (after Ivy's promotion, if asked)."""
    f = _xps_function(qualname)

    def ref(*args, **kwargs):
        if promote:
            args = promote_like_ivy(*args)
        return f(*strict(args), **strict(kwargs))

    ref.__name__ = f"xps.{qualname}"
    return ref


# --- records -------------------------------------------------------------------------------------
class Rec:
    """One function's row in a category table.

    Args:
        name: qualname as in ``ivy.functional._api.SPECS`` (``"add"``, ``"linalg.svd"``).
        dtypes: the dtypes the standard allows (a category from ``_strategies``).
        build: ``build(draw, dtype) -> Case`` with NumPy arrays.
        ref: ``ref(*args, **kwargs)`` on the NumPy arguments; default array-api-strict's function.
        check: ``check(out, ref_np, case)`` replaces the generic comparison (non-unique results).
        tol: tolerance scale; signed_zeros: also compare the sign of zero results.
        loose_complex: complex results the reference has non-finite need only be non-finite
            (special cases of complex arithmetic are implementation-defined in the standard).
        promote: the function promotes its array arguments (binary elementwise functions).
        scoped: call inside ``with ivy.use(BACKEND)`` (functions without array arguments, which
            cannot infer the backend).
    """

    __slots__ = ("name", "dtypes", "build", "ref", "check", "tol", "signed_zeros", "promote",
                 "scoped", "loose_complex")

    def __init__(self, name, dtypes, build, *, ref=None, check=None, tol=1.0, signed_zeros=False,
                 promote=False, scoped=False, loose_complex=False):
        self.name, self.dtypes, self.build = name, tuple(dtypes), build
        self.ref = ref or strict_ref(name, promote)
        self.check, self.tol, self.signed_zeros, self.promote = check, tol, signed_zeros, promote
        self.scoped, self.loose_complex = scoped, loose_complex

    def __repr__(self):
        return self.name


def by_name(records):
    table = {r.name: r for r in records}
    assert len(table) == len(records), "duplicate records"
    return table


def dtype_params(records):
    """``pytest.param(name, dtype)`` for every record and every dtype it allows (dtype None for a
    function without a dtype)."""
    return [pytest.param(r.name, d, id=f"{r.name}-{d}" if d else r.name)
            for r in records for d in (r.dtypes or (None,))]


def declared_unsupported(qualname, case=None):
    """Whether the backend declares this call unsupported (UNSUPPORTED table, or a dtype it lacks).

    A missing kernel ("no kernel written yet") is not a declaration: such calls fail.
    """
    status = BK.coverage.get(qualname, "")
    if status.startswith("unsupported") and "no kernel written yet" not in status:
        return True
    if case is not None:
        have = AVAILABLE
        if missing_dtype_inputs(case):
            return True
        values = list(case.args) + list(case.kwargs.values())
        if any(isinstance(v, (str, np.dtype)) and str(v) in _DTYPE_NAMES and str(v) not in have
               and str(v) not in INT_NARROWED for v in values):
            return True  # a dtype argument (DtypeArg, Ivy dtype, name, NumPy dtype) it lacks
    return False


_DTYPE_NAMES = frozenset(str(d) for d in ivy.dtypes.all_dtypes)


def missing_dtype_inputs(case):
    """The NumPy array arguments of ``case`` whose dtype the backend lacks (not in ``DTYPES``)."""
    have = AVAILABLE | set(INT_NARROWED)  # (JAX without 64-bit mode: int64 made int32)
    return [a for a in _arrays(case.args) + _arrays(list(case.kwargs.values()))
            if a.dtype.name not in have]


def _promotes_to_missing(case):
    """Whether Ivy's result dtype of the arguments is one the backend lacks (MXNet: int8 with
    uint8 gives int16; a complex Python scalar gives complex64)."""
    vals = [a for a in case.args if isinstance(a, (np.ndarray, bool, int, float, complex))]
    if not vals or NARROWED:  # JAX without 64-bit mode: the 32-bit kind of the result (as JAX)
        return False
    try:
        rt = str(ivy.result_type(*vals))
    except (TypeError, ValueError):
        return False
    return rt not in AVAILABLE


def narrowed(ref):
    """``ref`` with its 64-bit arrays as their 32-bit kind where the backend lacks 64 bits (JAX
    without 64-bit mode), else ``ref`` itself."""
    if not NARROWED:
        return ref
    if isinstance(ref, np.ndarray):
        return ref.astype(NARROWED[ref.dtype.name]) if ref.dtype.name in NARROWED else ref
    if isinstance(ref, tuple) and hasattr(ref, "_fields"):
        return type(ref)._make(narrowed(r) for r in ref)
    if isinstance(ref, (tuple, list)):
        return type(ref)(narrowed(r) for r in ref)
    return ref


def _arrays(obj):
    if isinstance(obj, np.ndarray):
        return [obj]
    if isinstance(obj, (list, tuple)):
        return [a for o in obj for a in _arrays(o)]
    return []


def assert_unsupported(call, qualname):
    with pytest.raises(ivy.IvyUnsupportedError) as e:
        call()
    msg = str(e.value)
    assert qualname.rpartition(".")[2] in msg and BACKEND in msg, (
        f"the error must name the function and the backend: {msg}")


def run(rec: Rec, draw, dtype):
    """Build one case for ``rec`` and check the public function against the reference."""
    case = rec.build(draw, dtype)
    return run_case(rec, case)


def call_public(qualname, args, kwargs, scoped=False):
    """Call ``ivy.<qualname>``: backend inferred from the arguments, or (scoped) ``ivy.use``."""
    if scoped:
        with ivy.use(BACKEND):
            return public(qualname)(*args, **kwargs)
    return public(qualname)(*args, **kwargs)


def lacking(*dtypes):
    """The first of ``dtypes`` (Ivy dtypes or names) the backend lacks (not in ``DTYPES``), else
    None: a test then asserts ``assert_unsupported_dtype`` instead of its value check."""
    return next((str(d) for d in dtypes if str(d) not in AVAILABLE), None)


def assert_unsupported_dtype(call, dtype):
    """``call`` raises ``IvyUnsupportedError`` naming the backend and ``dtype``."""
    with pytest.raises(ivy.IvyUnsupportedError) as e:
        call()
    msg = str(e.value)
    assert str(dtype) in msg and BACKEND in msg, (
        f"the error must name the dtype and the backend: {msg}")


def _int_narrowed(obj):
    """NumPy int64 / uint64 arrays (also in lists, tuples, dicts) as their 32-bit kind."""
    if isinstance(obj, np.ndarray) and obj.dtype.name in INT_NARROWED:
        return obj.astype(INT_NARROWED[obj.dtype.name])
    if isinstance(obj, (list, tuple)) and not hasattr(obj, "_fields"):
        return type(obj)(_int_narrowed(o) for o in obj)
    if isinstance(obj, dict):
        return {k: _int_narrowed(v) for k, v in obj.items()}
    return obj


def run_case(rec: Rec, case: Case):
    if INT_NARROWED:  # JAX without 64-bit mode: the int32 arrays an int64 input becomes there
        case = Case(*_int_narrowed(case.args), **_int_narrowed(case.kwargs))
    missing = missing_dtype_inputs(case)
    if missing:  # no native input can exist: converting one must raise the clear error
        for a in missing:  # (JAX without 64-bit mode: asked for by name)
            kw = {"dtype": a.dtype.name} if NARROWED else {}
            assert_unsupported_dtype(lambda a=a, kw=kw: BK.asarray(a, **kw), a.dtype.name)
        return None
    args, kwargs = native(case.args), native(case.kwargs)
    if declared_unsupported(rec.name, case) or (rec.promote and _promotes_to_missing(case)):
        assert_unsupported(lambda: call_public(rec.name, args, kwargs, rec.scoped), rec.name)
        return None
    ref = rec.ref(*case.args, **case.kwargs)
    ref = None if ref is None else narrowed(to_np(ref))
    lacking = [a.dtype.name for a in _arrays(ref) if a.dtype.name not in AVAILABLE]
    if lacking:  # the standard's result dtype (uint8 sum: uint64) is one the backend lacks
        call = lambda: call_public(rec.name, args, kwargs, rec.scoped)  # noqa: E731
        assert_unsupported_dtype(call, lacking[0])
        assert_unsupported(call, rec.name)
        return None
    out = call_public(rec.name, args, kwargs, rec.scoped)
    if rec.check is not None:
        rec.check(out, ref, case)
    else:
        assert_result(out, ref, scale=rec.tol, signed_zeros=rec.signed_zeros,
                      loose_complex=rec.loose_complex)
    return out


def record_tests(table, records):
    """The two tests every category file runs from its record table.

    ``test_values``: Hypothesis-drawn cases (0-d/empty shapes, special values, broadcasting,
    Python scalars) per function; ``test_dtypes``: one fixed example per allowed dtype.
    """

    @pytest.mark.parametrize("name", sorted(table))
    @given(data=st.data())
    def test_values(name, data):
        rec = table[name]
        draw = HypDraw(data)
        run(rec, draw, pick_dtype(draw, rec.dtypes))

    @pytest.mark.parametrize("name,dtype", dtype_params(records))
    def test_dtypes(name, dtype):
        run(table[name], FixedDraw(f"{name}-{dtype}"), dtype)

    return test_values, test_dtypes


def products_check(out, ref, case):
    """Check of sums of products (matmul, tensordot, vecdot, outer, cross, trace).

    The tolerance scales with the operands' magnitudes; complex infinities follow complex
    multiplication, whose special cases the standard leaves to the implementation (only the
    non-finite positions must agree).
    """
    x1, x2 = case.args[0], case.args[-1]
    m = max(np.abs(x1).max(initial=1), 1) * max(np.abs(x2).max(initial=1), 1)
    assert_result(out, ref, atol=reduction_atol(np.full(4, m), np.asarray(ref).dtype.name),
                  loose_complex=True)
