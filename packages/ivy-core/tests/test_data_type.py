"""Data type functions: astype on every dtype pair (within the values whose cast the standard
specifies), its copy semantics, and the backend-agnostic can_cast / finfo / iinfo / isdtype
against array-api-strict. (result_type and the promotion table: test_promotion.py.)"""

import itertools

import array_api_strict as xps
import ivy
import numpy as np
import pytest
from _harness import (
    BK,
    Rec,
    assert_unsupported_dtype,
    by_name,
    lacking,
    native,
    record_tests,
    run_case,
    shares_memory,
)
from _strategies import (
    ALL,
    DEFAULT_DEVICE,
    Case,
    Dom,
    DtypeArg,
    kind,
)


def _source_dom(src, dst):
    """Values of ``src`` whose cast to ``dst`` the standard specifies."""
    ks, kd = kind(src), kind(dst)
    if kd in ("int", "uint"):
        ti = np.iinfo(dst)
        if ks in ("int", "uint"):
            si = np.iinfo(src)
            return Dom(ints=(max(int(si.min), int(ti.min)), min(int(si.max), int(ti.max))))
        # floating -> integer: finite, in range (truncation toward zero)
        return Dom(0.0 if kd == "uint" else max(float(ti.min), -1e4), min(float(ti.max), 1e4),
                   special=False)
    return Dom(ints="full", special=kd in ("float", "complex", "bool"))


def _astype_build(draw, dtype):
    sources = [s for s in ALL if not (kind(s) == "complex" and kind(dtype) != "complex")]
    src = draw.choice([dtype, *sources], label="source dtype")
    x = draw.array(src, draw.shape(), _source_dom(src, dtype), label="x")
    kw = {}
    if draw.boolean(label="copy False"):
        kw["copy"] = False
    if draw.boolean(label="give device"):
        kw["device"] = DEFAULT_DEVICE
    return Case(x, DtypeArg(dtype), **kw)


RECORDS = [Rec("astype", ALL, _astype_build)]
TABLE = by_name(RECORDS)


test_values, test_dtypes = record_tests(TABLE, RECORDS)


@pytest.mark.parametrize("src", ALL)
def test_astype_from_every_dtype(src):
    """Every (source, target) pair on a few exactly representable values."""
    for dst in ALL:
        if kind(src) == "complex" and kind(dst) != "complex":
            continue
        x = np.array([0, 1, 2, 3], dtype=src) if src != "bool" else np.array([True, False])
        run_case(TABLE["astype"], Case(x, DtypeArg(dst)))


def test_astype_copy_semantics():
    x = native(np.arange(4, dtype=np.float32))
    assert ivy.astype(x, ivy.float32, copy=False) is x, "copy=False with the same dtype returns x"
    assert ivy.astype(x, "float32", copy=False) is x
    assert shares_memory(ivy.astype(x, ivy.float32), x) in (False, None), "copy=True copies"
    run_case(TABLE["astype"], Case(np.arange(4, dtype=np.float32), DtypeArg("float64"),
                                   copy=False))


def test_astype_accepts_every_dtype_spelling():
    x = native(np.arange(3, dtype=np.int32))
    for d in (ivy.float64, "float64", BK.as_native_dtype("float64")):
        out = ivy.astype(x, d)
        assert out.dtype == ivy.float64


# --- the backend-agnostic data type functions, against the standard ----------------------------
def _xd(name):
    return getattr(xps, name)


@pytest.mark.parametrize("a,b", list(itertools.product(ALL, ALL)))
def test_can_cast(a, b):
    assert ivy.can_cast(a, b) == xps.can_cast(_xd(a), _xd(b))


@pytest.mark.parametrize("d", ALL)
def test_can_cast_takes_arrays(d):
    if lacking(d):  # no such native array: converting one raises the clear error
        assert_unsupported_dtype(lambda: native(np.zeros(2, dtype=d)), d)
        return
    x = native(np.zeros(2, dtype=d))
    for b in ALL:
        assert ivy.can_cast(x, b) == xps.can_cast(_xd(d), _xd(b))


_KINDS = ["bool", "signed integer", "unsigned integer", "integral", "real floating",
          "complex floating", "numeric", ("integral", "real floating"), *ALL]


@pytest.mark.parametrize("d", ALL)
def test_isdtype(d):
    for k in _KINDS:
        xk = tuple(_xd(e) if e in ALL else e for e in k) if isinstance(k, tuple) else (
            _xd(k) if k in ALL else k)
        assert ivy.isdtype(d, k) == xps.isdtype(_xd(d), xk), k


@pytest.mark.parametrize("d", ["float32", "float64", "complex64", "complex128"])
def test_finfo(d):
    got, ref = ivy.finfo(d), xps.finfo(_xd(d))
    for f in ("bits", "eps", "max", "min", "smallest_normal"):
        assert getattr(got, f) == getattr(ref, f), f
    assert got.dtype == str(ref.dtype).rpartition(".")[2]
    if lacking(d):  # no such native array: converting one raises the clear error
        assert_unsupported_dtype(lambda: native(np.zeros(1, dtype=d)), d)
    else:
        assert ivy.finfo(native(np.zeros(1, dtype=d))).bits == ref.bits


@pytest.mark.parametrize("d", ["float16", "bfloat16"])
def test_finfo_half_precision(d):
    """Against NumPy's finfo (float16) and ml_dtypes' (bfloat16, the dtype JAX and TF use)."""
    import ml_dtypes

    got, ref = ivy.finfo(d), ml_dtypes.finfo(ml_dtypes.bfloat16 if d == "bfloat16" else d)
    assert got.bits == ref.bits == 16 and got.dtype == d
    for f in ("eps", "max", "min", "smallest_normal"):
        assert getattr(got, f) == float(getattr(ref, f)), f
    if lacking(d):  # MXNet has no bfloat16: the clear error
        assert_unsupported_dtype(lambda: BK.zeros((1,), dtype=d), d)
    else:
        assert ivy.finfo(BK.zeros((1,), dtype=d)).eps == got.eps


@pytest.mark.parametrize("d", ["float16", "bfloat16"])
def test_astype_half_precision(d):
    """Every dtype to and from the half-precision ones, on values exact in both."""
    if lacking(d):
        assert_unsupported_dtype(lambda: ivy.astype(BK.ones((2,)), d), d)
        return
    for src in ALL:
        if lacking(src) or kind(src) == "complex":  # complex -> real: not the standard's cast
            continue
        x = BK.asarray(np.array([0, 1, 2, 3], dtype=src) if src != "bool"
                       else np.array([True, False, True, False]))
        h = ivy.astype(x, d)
        assert h.dtype == ivy.as_ivy_dtype(d) and ivy.as_ivy_dtype(h.dtype) == d
        assert ivy.astype(h, "float32").dtype == ivy.float32
        back = ivy.astype(h, src)
        assert back.dtype == ivy.as_ivy_dtype(src)
        np.testing.assert_array_equal(np.asarray(ivy.to_numpy(back)), np.asarray(ivy.to_numpy(x)))
    for spelling in (d, ivy.as_ivy_dtype(d), BK.as_native_dtype(d)):
        assert ivy.astype(BK.ones((2,)), spelling).dtype == ivy.as_ivy_dtype(d)


@pytest.mark.parametrize("d", [d for d in ALL if kind(d) in ("int", "uint")])
def test_iinfo(d):
    got, ref = ivy.iinfo(d), xps.iinfo(_xd(d))
    for f in ("bits", "max", "min"):
        assert getattr(got, f) == getattr(ref, f), f
    assert got.dtype == d
    if lacking(d):  # no such native array: converting one raises the clear error
        assert_unsupported_dtype(lambda: native(np.zeros(1, dtype=d)), d)
    else:
        assert ivy.iinfo(native(np.zeros(1, dtype=d))).max == ref.max


def test_finfo_iinfo_reject_the_wrong_kind():
    with pytest.raises(ivy.IvyDtypeError):
        ivy.finfo("int32")
    with pytest.raises(ivy.IvyDtypeError):
        ivy.iinfo("float32")
