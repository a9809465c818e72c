"""Elementwise functions: one record per function, checked against array-api-strict.

Binary functions are drawn with broadcasting shapes, with a second dtype (Ivy's promotion; mixed
kinds follow ``ivy.result_type``) and with a Python scalar on either side.
"""

import ivy
import numpy as np
import pytest
from _harness import (
    BACKEND,
    Rec,
    assert_array,
    assert_unsupported_dtype,
    by_name,
    lacking,
    native,
    numpy_of,
    record_tests,
    run_case,
    strict_ref,
    to_np,
)
from _strategies import (
    ALL,
    BOOL,
    FLOATING,
    INT_BOOL,
    INTEGER,
    NUMERIC,
    REAL,
    REAL_FLOAT,
    Case,
    Dom,
    kind,
)

FULL = Dom(ints="full")  # no arithmetic: the whole integer range (min + 1 .. max)
SMALL = Dom()  # sums and products stay in range
TRIG = Dom(-10.0, 10.0)  # transcendental: moderate arguments, float32 stays accurate
NONZERO = Dom(nonzero=True)  # integer divisors
_SCALAR_TYPE = {"bool": bool, "int": int, "float": float, "complex": complex}


def _bits(dtype):
    return np.dtype(dtype).itemsize * 8


LSHIFT_BY = Dom(ints=lambda d: (0, _bits(d) // 2 - 1))
RSHIFT_BY = Dom(ints=lambda d: (0, _bits(d) - 1))
POW_BASE = Dom(-10.0, 10.0, ints=lambda d: (0, 4) if kind(d) == "uint" else (-4, 4))
POW_EXP = Dom(-10.0, 10.0, ints=(0, 3))


def unary(dom=SMALL):
    def build(draw, dtype):
        return Case(draw.array(dtype, draw.shape(), dom, label="x"))

    return build


def _scalar_kinds(dtype, dtypes):
    """Kinds of Python scalar that may meet an array of ``dtype`` (result stays in ``dtypes``)."""
    kinds = ["bool"] if dtype == "bool" else []
    if dtype != "bool":
        for k in ("int", "float", "complex"):
            if str(ivy.result_type(dtype, _SCALAR_TYPE[k](1))) in dtypes:
                kinds.append(k)
    return kinds


def binary(dom1=SMALL, dom2=None, scalars=True):
    dom2 = dom2 or dom1

    def build(draw, dtype, dtypes):
        modes = ["arrays", "promote"] + (["scalar2", "scalar1"] if scalars else [])
        mode = draw.choice(modes, label="mode")
        s1, s2 = draw.broadcast_shapes(2)
        d2 = dtype
        if mode == "promote":
            d2 = draw.choice([d for d in dtypes if str(ivy.result_type(dtype, d)) in dtypes],
                             label="dtype2")
        x1 = draw.array(dtype, s1, dom1, label="x1")
        x2 = draw.array(d2, s2, dom2, label="x2")
        if mode.startswith("scalar"):
            k = draw.choice(_scalar_kinds(dtype, dtypes), label="scalar kind")
            if mode == "scalar2":
                x1 = draw.array(dtype, s1, dom1, label="x1")
                x2 = draw.scalar(k, dtype, dom2, label="x2")
            else:
                x1 = draw.scalar(k, dtype, dom1, label="x1")
                x2 = draw.array(dtype, s2, dom2, label="x2")
        return Case(x1, x2)

    return build


# complex division, multiplication and powers: the standard leaves their non-finite special
# cases (and division by zero) to the implementation
LOOSE = {"divide", "multiply", "pow", "reciprocal"}


def _binary_rec(name, dtypes, dom1=SMALL, dom2=None, signed_zeros=True, tol=1.0, ref=None):
    b = binary(dom1, dom2)
    return Rec(name, dtypes, lambda draw, dtype: b(draw, dtype, tuple(dtypes)), promote=True,
               signed_zeros=signed_zeros, tol=tol, loose_complex=name in LOOSE, ref=ref)


_STRICT_FLOOR_DIVIDE = strict_ref("floor_divide", promote=True)


def _floor_divide_ref(x1, x2):
    """array-api-strict's floor_divide (NumPy's), except with exactly one infinite operand, where
    NumPy follows Python's divmod (nan, -1) and the standard says: an infinite x1 over a finite x2
    is an infinity, a finite x1 over an infinite x2 a zero, each with the sign of x1 / x2."""
    q = to_np(_STRICT_FLOOR_DIVIDE(x1, x2))
    if q.dtype.kind != "f":
        return q
    a, b = np.broadcast_arrays(np.asarray(x1, dtype=np.float64), np.asarray(x2, dtype=np.float64))
    one = (np.isinf(a) ^ np.isinf(b)) & ~np.isnan(a) & ~np.isnan(b)
    sign = np.where(np.signbit(a) ^ np.signbit(b), -1.0, 1.0)
    return np.asarray(np.where(one & np.isinf(a), sign * np.inf, np.where(one, sign * 0.0, q)),
                      dtype=q.dtype)


def _unary_rec(name, dtypes, dom=SMALL, signed_zeros=True, tol=1.0):
    return Rec(name, dtypes, unary(dom), signed_zeros=signed_zeros, tol=tol,
               loose_complex=name in LOOSE)


def _clip_build(draw, dtype):
    """clip(x, min, max): bounds None, Python scalars or arrays of x's dtype broadcasting to x,
    with min <= max (the standard leaves min > max unspecified); no nan bounds."""
    shape = draw.shape()
    x = draw.array(dtype, shape, FULL, label="x")
    bounds = Dom(ints="small", special=False)
    form = draw.choice(["arrays", "scalars", "min only", "max only", "none"], label="form")
    if form in ("arrays", "scalars"):
        if form == "arrays":
            s = shape[draw.integer(0, len(shape)):] if shape else ()
            a = draw.array(dtype, s, bounds, label="a")
            b = draw.array(dtype, s, bounds, label="b")
            lo, hi = np.asarray(np.minimum(a, b)), np.asarray(np.maximum(a, b))
        else:
            k = "int" if kind(dtype) in ("int", "uint") else "float"
            a, b = (draw.scalar(k, dtype, bounds) for _ in range(2))
            lo, hi = min(a, b), max(a, b)
        return Case(x, lo, hi)
    if form == "none":
        return Case(x)
    k = "int" if kind(dtype) in ("int", "uint") else "float"
    v = draw.scalar(k, dtype, bounds)
    return Case(x, min=v) if form == "min only" else Case(x, max=v)


UNARY = [
    _unary_rec("abs", NUMERIC, FULL),
    _unary_rec("acos", FLOATING, TRIG),
    _unary_rec("acosh", FLOATING, TRIG),
    _unary_rec("asin", FLOATING, TRIG),
    _unary_rec("asinh", FLOATING, TRIG),
    _unary_rec("atan", FLOATING, TRIG),
    _unary_rec("atanh", FLOATING, TRIG),
    _unary_rec("bitwise_invert", INT_BOOL, FULL),
    _unary_rec("ceil", REAL, FULL),
    _unary_rec("conj", NUMERIC, FULL),
    _unary_rec("cos", FLOATING, TRIG),
    _unary_rec("cosh", FLOATING, TRIG),
    _unary_rec("exp", FLOATING, TRIG),
    _unary_rec("expm1", FLOATING, TRIG),
    _unary_rec("floor", REAL, FULL),
    _unary_rec("imag", ("complex64", "complex128"), SMALL),
    _unary_rec("isfinite", NUMERIC, FULL),
    _unary_rec("isinf", NUMERIC, FULL),
    _unary_rec("isnan", NUMERIC, FULL),
    _unary_rec("log", FLOATING),
    _unary_rec("log10", FLOATING),
    _unary_rec("log1p", FLOATING),
    _unary_rec("log2", FLOATING),
    _unary_rec("logical_not", BOOL),
    _unary_rec("negative", NUMERIC, FULL),
    _unary_rec("positive", NUMERIC, FULL),
    _unary_rec("real", NUMERIC, FULL),
    _unary_rec("reciprocal", FLOATING),
    _unary_rec("round", NUMERIC, FULL),
    _unary_rec("sign", NUMERIC, FULL, signed_zeros=False),  # "the result is 0": sign unspecified
    _unary_rec("signbit", REAL_FLOAT),
    _unary_rec("sin", FLOATING, TRIG),
    _unary_rec("sinh", FLOATING, TRIG),
    _unary_rec("sqrt", FLOATING),
    _unary_rec("square", NUMERIC),
    _unary_rec("tan", FLOATING, TRIG),
    _unary_rec("tanh", FLOATING, TRIG),
    _unary_rec("trunc", REAL, FULL),
]

BINARY = [
    _binary_rec("add", NUMERIC),
    _binary_rec("atan2", REAL_FLOAT),
    _binary_rec("bitwise_and", INT_BOOL, FULL),
    _binary_rec("bitwise_left_shift", INTEGER, SMALL, LSHIFT_BY),
    _binary_rec("bitwise_or", INT_BOOL, FULL),
    _binary_rec("bitwise_right_shift", INTEGER, FULL, RSHIFT_BY),
    _binary_rec("bitwise_xor", INT_BOOL, FULL),
    _binary_rec("copysign", REAL_FLOAT),
    _binary_rec("divide", FLOATING),
    _binary_rec("equal", ALL, FULL),
    _binary_rec("floor_divide", REAL, SMALL, NONZERO, ref=_floor_divide_ref),
    _binary_rec("greater", REAL, FULL),
    _binary_rec("greater_equal", REAL, FULL),
    _binary_rec("hypot", REAL_FLOAT),
    _binary_rec("less", REAL, FULL),
    _binary_rec("less_equal", REAL, FULL),
    _binary_rec("logaddexp", REAL_FLOAT),
    _binary_rec("logical_and", BOOL),
    _binary_rec("logical_or", BOOL),
    _binary_rec("logical_xor", BOOL),
    # the sign of a zero result of maximum(-0.0, +0.0) is unspecified
    _binary_rec("maximum", REAL, FULL, signed_zeros=False),
    _binary_rec("minimum", REAL, FULL, signed_zeros=False),
    _binary_rec("multiply", NUMERIC),
    _binary_rec("nextafter", REAL_FLOAT),
    _binary_rec("not_equal", ALL, FULL),
    _binary_rec("pow", NUMERIC, POW_BASE, POW_EXP),
    _binary_rec("remainder", REAL, SMALL, NONZERO),
    _binary_rec("subtract", NUMERIC),
]

OTHER = [Rec("clip", REAL, _clip_build, signed_zeros=False)]

RECORDS = UNARY + BINARY + OTHER
TABLE = by_name(RECORDS)


test_values, test_dtypes = record_tests(TABLE, RECORDS)


# --- the standard's special cases that random values rarely hit ----------------------------------
_SPECIAL = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.5, -2.5])


@pytest.mark.parametrize("name", [r.name for r in UNARY if "float64" in r.dtypes])
def test_unary_special_values(name):
    run_case(TABLE[name], Case(_SPECIAL.copy()))


@pytest.mark.parametrize("name", [r.name for r in BINARY if "float64" in r.dtypes])
def test_binary_special_values(name):
    x1, x2 = np.meshgrid(_SPECIAL, _SPECIAL)
    x1, x2 = x1.ravel(), x2.ravel()
    run_case(TABLE[name], Case(x1, x2))


_PARTS = [0.0, -0.0, 1.0, -2.5, np.inf, -np.inf, np.nan]
_COMPLEX_SPECIAL = np.array([complex(a, b) for a in _PARTS for b in _PARTS], dtype=np.complex128)
# functions whose complex special cases the standard spells out (C99 Annex G for exp/log/sqrt)
_COMPLEX_SPECIAL_FUNCS = ["abs", "conj", "exp", "imag", "isfinite", "isinf", "isnan", "log",
                          "negative", "real", "sqrt"]


@pytest.mark.parametrize("name", _COMPLEX_SPECIAL_FUNCS)
def test_complex_special_values(name):
    x = _COMPLEX_SPECIAL.copy()
    if name in ("exp", "log", "sqrt"):  # nan parts: the standard's result is nan in some part
        x = x[~(np.isnan(x.real) | np.isnan(x.imag))]
    run_case(TABLE[name], Case(x))


def test_integer_division_follows_floor_semantics():
    x1 = np.array([7, -7, 7, -7, 0], dtype=np.int32)
    x2 = np.array([2, 2, -2, -2, 3], dtype=np.int32)
    for name in ("floor_divide", "remainder"):
        run_case(TABLE[name], Case(x1, x2))


# --- the backend set globally / per scope (not inferred) -----------------------------------------
def test_under_set_backend(backend_set):
    x = np.array([[1.0, -2.0], [0.5, 4.0]], dtype=np.float32)
    out = ivy.multiply(native(x), 2)
    assert_array(out, x * 2)
    assert_array(ivy.sqrt(native(np.abs(x))), np.sqrt(np.abs(x)))


def test_under_use():
    x = np.array([1, 2, 3], dtype=np.int16)
    if lacking("int16"):  # MXNet: no int16 arrays (the clear error); the check in int8
        assert_unsupported_dtype(lambda: native(x), "int16")
        x = x.astype(np.int8)
    with ivy.use(BACKEND):
        out = ivy.add(native(x), native(x))
        assert ivy.backend == BACKEND
    assert_array(out, x + x)
    assert ivy.backend is None


def test_python_scalar_first_infers_backend_from_the_array():
    x = np.array([1.0, 2.0], dtype=np.float64)
    out = ivy.subtract(1.5, native(x))
    assert_array(out, 1.5 - x)
    assert numpy_of(out).dtype == np.float64


def test_clip_with_array_bounds():
    """The standard (2023.12+) allows array bounds: mixed with a scalar bound, of another width of
    x's kind, broadcasting to x; the result keeps x's dtype and shape."""
    x = np.array([[-2.0, 0.5, 3.0], [7.0, -0.5, 1.0]], dtype=np.float32)
    lo = np.array([-1.0, 0.0, 1.0], dtype=np.float64)
    hi = np.array([[2.0], [0.25]], dtype=np.float32)
    for args in ((x, lo, 2.0), (x, -1.0, hi), (x, lo, hi), (x, lo, None), (x, None, hi)):
        out = ivy.clip(*(native(a) if isinstance(a, np.ndarray) else a for a in args))
        ref = np.clip(x, -np.inf if args[1] is None else args[1],
                      np.inf if args[2] is None else args[2]).astype(x.dtype)
        assert_array(out, ref)
    i = np.array([-5, 0, 7, 100], dtype=np.int64)
    for args in ((i, np.array([-1, 1, 2, 3], dtype=np.int8), 50),
                 (i, 0, np.array([4, 4, 5, 6], dtype=np.int32))):
        out = ivy.clip(*(native(a) if isinstance(a, np.ndarray) else a for a in args))
        assert_array(out, np.clip(i, args[1], args[2]).astype(np.int64))


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_python_scalars_seen_again_keep_their_value_and_sign(dtype):
    """Backends may keep a Python scalar converted to the array's dtype for the next call (the
    PyTorch kernels do): 0.0 and -0.0 (equal, same hash), nan (unequal to itself) and values met
    again must each give their own result, on either side of the array and in ``where``."""
    x_np = np.array([0.0, -0.0, 1.5, -2.0, np.inf], dtype=dtype)
    x = native(x_np)
    cond_np = np.array([True, False, True, False, True])
    cond = native(cond_np)
    cases = [
        (ivy.subtract, lambda s: np.subtract(s, x_np, dtype=dtype), True),
        (ivy.subtract, lambda s: np.subtract(x_np, s, dtype=dtype), False),
        (ivy.add, lambda s: np.add(s, x_np, dtype=dtype), True),
        (ivy.multiply, lambda s: np.multiply(x_np, s, dtype=dtype), False),
        (ivy.divide, lambda s: np.divide(s, x_np, dtype=dtype), True),
        (ivy.maximum, lambda s: np.maximum(x_np, np.asarray(s, dtype)), False),
        (ivy.minimum, lambda s: np.minimum(np.asarray(s, dtype), x_np), True),
        (ivy.less, lambda s: np.less(x_np, s), False),
    ]
    with np.errstate(all="ignore"):
        for s in [0.0, -0.0, 0.0, float("nan"), 1.5, -0.0, 1.5, 2.0, float("-inf")]:
            for f, ref, scalar_first in cases:
                got = numpy_of(f(s, x) if scalar_first else f(x, s))
                want = ref(s)
                np.testing.assert_array_equal(got, want, err_msg=f"{f.__name__} with {s!r}")
                if got.dtype.kind == "f" and f not in (ivy.maximum, ivy.minimum):
                    # signed zeros compared too (the standard leaves max(0.0, -0.0)'s open)
                    np.testing.assert_array_equal(np.signbit(got), np.signbit(want),
                                                  err_msg=f"{f.__name__} with {s!r}: sign")
            got = numpy_of(ivy.where(cond, x, s))
            np.testing.assert_array_equal(got, np.where(cond_np, x_np, np.asarray(s, dtype)))
            np.testing.assert_array_equal(np.signbit(got),
                                          np.signbit(np.where(cond_np, x_np, np.asarray(s, dtype))))


# float64 values MXNet's scalar operators read inexactly (an ulp off, or refused; issue 27)
_F64_SCALARS = [1e100, 0.1234567890123456, 123456789.12345679, 1.7976931348623157e308]


def test_python_scalars_into_float64_are_exact():
    x_np = np.array([0.0, 1.0, -0.0], dtype=np.float64)
    x = native(x_np)
    for s in _F64_SCALARS + [-0.0, 2**60]:
        for got, want in ((ivy.add(x, s), x_np + s), (ivy.multiply(s, x), s * x_np),
                          (ivy.subtract(x, s), x_np - s)):
            np.testing.assert_array_equal(numpy_of(got), want, err_msg=f"with {s!r}")
            np.testing.assert_array_equal(np.signbit(numpy_of(got)), np.signbit(want))


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_nextafter_next_to_powers_of_two(dtype):
    """Values just below a power of two, where log2 rounds up a binade (MXNet's nextafter, which
    steps by the binade's spacing, stepped twice as far there; issue 27). Normal results only:
    TensorFlow and JAX flush subnormals on the CPU (docs/architecture.md)."""
    fi = np.finfo(dtype)
    p = np.ldexp(1.0, np.arange(fi.minexp + 1, fi.maxexp)).astype(dtype)
    x = np.concatenate([p, np.nextafter(p, np.zeros_like(p)), [fi.max]])
    x = np.concatenate([x, -x])
    for target in (np.inf, -np.inf, 0.0):
        t = np.full_like(x, target)
        out, want = numpy_of(ivy.nextafter(native(x), native(t))), np.nextafter(x, t)
        assert out.dtype == want.dtype
        np.testing.assert_array_equal(out, want, err_msg=f"towards {target}")  # exactly
