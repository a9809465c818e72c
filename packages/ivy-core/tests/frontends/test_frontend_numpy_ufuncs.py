"""The NumPy frontend's ufuncs against NumPy itself (``_frontend_harness``): every ufunc on
arrays of several dtypes and on Python / NumPy scalars, ``out=``, ``where=``, ``dtype=``, and
the methods ``reduce``, ``accumulate``, ``outer``, ``at``, ``reduceat``."""

import functools

import ivy
import ivy.frontends.numpy as fnp
import numpy as np
import pytest
from _numpy_frontend import ck

F64 = np.array([[1.5, -2.25, 0.0], [np.nan, np.inf, 3.0]], dtype=np.float64)
F32 = np.array([0.25, -1.5, 4.0, -0.0], dtype=np.float32)
F16 = np.array([0.5, 2.0, -3.0], dtype=np.float16)
POS = np.array([0.25, 1.0, 9.0, 0.5], dtype=np.float64)
UNIT = np.array([-0.75, 0.0, 0.5, 0.99], dtype=np.float32)
I64 = np.array([3, -7, 0, 12], dtype=np.int64)
I8 = np.array([[3, -7], [0, 100]], dtype=np.int8)
U8 = np.array([1, 255, 7, 0], dtype=np.uint8)
B = np.array([True, False, True, False])
C64 = np.array([1 + 2j, -0.5 - 1j, 3.0 + 0j], dtype=np.complex64)
EMPTY = np.zeros((0, 2), dtype=np.float32)
Z = np.array(2.5)  # 0-d: a NumPy scalar comes back

UNARY_FLOAT = ["sqrt", "exp", "log", "log2", "log10", "log1p", "expm1", "sin", "cos", "tan",
               "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "arcsinh", "arctanh",
               "exp2", "cbrt", "deg2rad", "rad2deg", "degrees", "radians", "fabs", "rint"]
UNARY_ANY = ["negative", "positive", "absolute", "abs", "sign", "square", "floor", "ceil",
             "trunc", "isnan", "isinf", "isfinite", "signbit", "logical_not", "conjugate",
             "reciprocal"]
BINARY_ARITH = ["add", "subtract", "multiply", "divide", "true_divide", "floor_divide",
                "remainder", "mod", "power", "maximum", "minimum", "fmax", "fmin", "fmod"]
BINARY_FLOAT = ["arctan2", "hypot", "copysign", "logaddexp", "logaddexp2", "heaviside",
                "nextafter", "float_power"]
COMPARE = ["equal", "not_equal", "less", "less_equal", "greater", "greater_equal",
           "logical_and", "logical_or", "logical_xor"]
BITWISE = ["bitwise_and", "bitwise_or", "bitwise_xor", "left_shift", "right_shift", "gcd",
           "lcm"]


@pytest.mark.parametrize("name", UNARY_FLOAT)
@pytest.mark.parametrize("x", [F64, F32, F16, POS, UNIT, I8, U8, B, Z, EMPTY],
                         ids=lambda a: f"{a.dtype}{a.shape}")
def test_unary_float_ufuncs(name, x):
    if name == "arccosh":
        x = np.abs(x) + 1
    ck(name, (x,), rtol_scale=4 if x.dtype == np.float16 else 1)


@pytest.mark.parametrize("name", ["arccosh"])
def test_arccosh(name):
    ck(name, (np.array([1.0, 2.5, 10.0]),))
    ck(name, (np.array([1, 3], dtype=np.int16),))


@pytest.mark.parametrize("name", UNARY_ANY)
@pytest.mark.parametrize("x", [F64, F32, I64, I8, U8, B, C64, Z],
                         ids=lambda a: f"{a.dtype}{a.shape}")
def test_unary_ufuncs_every_kind(name, x):
    if x is B and name in ("negative", "positive", "sign"):  # NumPy refuses booleans there
        with pytest.raises(TypeError):
            getattr(fnp, name)(fnp.asarray(x))
        return
    if x is C64 and name in ("floor", "ceil", "trunc", "signbit", "fabs"):
        with pytest.raises(TypeError):
            getattr(fnp, name)(fnp.asarray(x))
        return
    if name == "reciprocal" and x.dtype.kind in "iu":
        x = np.where(x == 0, 1, x).astype(x.dtype)  # 1 / 0 of integers is undefined in NumPy
    ck(name, (x,))


PAIRS = [(F64, F64[::-1].copy()), (F32, POS.astype(np.float32)), (I64, np.array([2, 3, -4, 5])),
         (I8, np.array([[2, -3]], dtype=np.int8)), (U8, np.array([3], dtype=np.uint8)),
         (I64, F32), (I8, U8[:2]), (F16, np.array([1, 2, 3], dtype=np.int16)), (B, I64),
         (F32, 2.5), (I64, 3), (U8, 2), (2, I64), (1.5, F16), (Z, F32), (F64, np.float32(2.0))]


@pytest.mark.parametrize("name", BINARY_ARITH)
@pytest.mark.parametrize("pair", range(len(PAIRS)), ids=lambda i: f"pair{i}")
def test_binary_arithmetic(name, pair):
    a, b = PAIRS[pair]
    if name == "power" and isinstance(b, np.ndarray) and b.dtype.kind in "iu" and \
            np.asarray(a).dtype.kind in "biu":
        b = np.abs(b) % 4  # no negative powers of integers (NumPy raises), no overflow (JAX's
        # integer power wraps differently from NumPy's)
    if name in ("floor_divide", "remainder", "mod", "fmod") and np.asarray(b).dtype.kind in "biu" \
            and np.asarray(a).dtype.kind in "biu":
        ck(name, (a, b))  # x // 0 is 0 for integers, as NumPy
        return
    ck(name, (a, b), rtol_scale=4)


def test_integer_division_by_zero_gives_zero():
    ck("floor_divide", (np.array([5, -5, 0]), np.array([0, 0, 0])))
    ck("remainder", (np.array([5, -5, 7], dtype=np.int8), np.array([0, 3, -2], dtype=np.int8)))
    ck("fmod", (np.array([5, -5, 7]), np.array([0, 3, -2])))
    ck("divmod", (np.array([7, -7, 8]), np.array([2, 2, 0])))


def test_divmod_and_modf_give_two_results():
    ck("divmod", (F32, np.float32(1.5)))
    ck("divmod", (I64, 3))
    ck("modf", (np.array([1.5, -2.25, np.inf, -np.inf, 0.0]),))
    assert fnp.divmod.nout == 2 and fnp.modf.nin == 1 and fnp.modf.nout == 2


@pytest.mark.parametrize("name", BINARY_FLOAT)
@pytest.mark.parametrize("pair", [0, 1, 5, 6, 7, 9, 10, 14], ids=lambda i: f"pair{i}")
def test_binary_float_ufuncs(name, pair):
    a, b = PAIRS[pair]
    if name == "heaviside" and pair == 0:
        a = np.array([-1.0, 0.0, 2.0, np.nan])
        b = np.array([0.5, 0.5, 0.5, 0.5])
    ck(name, (a, b), rtol_scale=4)


@pytest.mark.parametrize("name", COMPARE)
@pytest.mark.parametrize("pair", range(len(PAIRS)), ids=lambda i: f"pair{i}")
def test_comparisons_and_logical(name, pair):
    a, b = PAIRS[pair]
    ck(name, (a, b))


@pytest.mark.parametrize("name", BITWISE)
def test_bitwise_and_integer_ufuncs(name):
    shift = name in ("left_shift", "right_shift")
    ck(name, (I64, np.array([1, 2, 3, 0]) if shift else np.array([6, 14, 5, 8])))
    ck(name, (U8, np.array([1, 2, 3, 0], dtype=np.uint8)))
    ck(name, (I8, 2))
    if not shift and name not in ("gcd", "lcm"):
        ck(name, (B, B[::-1].copy()))
        ck(name, (B, 1))
    ck("invert", (I8,))
    ck("invert", (B,))
    ck("bitwise_not", (U8,))


def test_complex_comparisons_are_lexicographic():
    a = np.array([1 + 2j, 1 + 3j, 2 - 1j, 0j], dtype=np.complex128)
    b = np.array([1 + 3j, 1 + 3j, 1 + 9j, -0.5j], dtype=np.complex128)
    for name in ("less", "less_equal", "greater", "greater_equal", "maximum", "minimum"):
        ck(name, (a, b))
    ck("maximum.reduce", (a,))


def test_scalars_in_scalars_out():
    ck("add", (1, 2))
    ck("add", (1, 2.5))
    ck("multiply", (True, True))
    ck("sqrt", (4,))
    ck("sin", (True,))
    ck("add", (np.float32(1.5), 1))
    ck("divide", (np.int8(3), np.int8(2)))
    r = fnp.add(fnp.float32(1.5), 1)
    assert type(r) is fnp.float32 and isinstance(r, fnp.floating) and not isinstance(
        r, fnp.ndarray)


def test_out_where_and_dtype():
    x = fnp.asarray(np.array([1.0, 2.0, 3.0]))
    out = fnp.zeros(3)
    assert fnp.add(x, 1, out=out) is out and out.tolist() == [2.0, 3.0, 4.0]
    out2 = fnp.full(3, -1.0)
    fnp.multiply(x, 10, out=out2, where=fnp.asarray(np.array([True, False, True])))
    assert out2.tolist() == [10.0, -1.0, 30.0]
    iout = fnp.zeros(3, dtype=fnp.int64)
    with pytest.raises(TypeError, match="Cannot cast ufunc 'add' output"):
        fnp.add(x, 1, out=iout)
    fnp.add(x, 1, out=iout, casting="unsafe")
    assert iout.tolist() == [2, 3, 4] and iout.dtype == fnp.int64
    fnp.add(x, 1, iout, casting="unsafe")  # the output given positionally
    ck("add", (np.array([1, 2], dtype=np.int8), np.array([100, 100], dtype=np.int8)),
       {"dtype": "int16"})
    ck("add", (np.array([1.5, 2.5]), 1), {"dtype": "float32"})
    ck("sqrt", (np.array([4, 9]),), {"dtype": "float32"})
    with pytest.raises(TypeError):
        fnp.add(x, 1, dtype=fnp.int64)  # float64 inputs cannot be cast to int64 (same_kind)
    q, r = fnp.zeros(2), fnp.zeros(2)
    assert fnp.divmod(fnp.asarray(np.array([7.0, -7.0])), 2, out=(q, r)) == (q, r)
    assert q.tolist() == [3.0, -4.0] and r.tolist() == [1.0, 1.0]


def test_in_place_operators_keep_the_dtype():
    a = fnp.asarray(np.array([1, 2, 3]))
    a += 2
    assert a.tolist() == [3, 4, 5] and a.dtype == fnp.int64
    with pytest.raises(TypeError, match="same_kind"):
        a += 1.5
    f = fnp.asarray(np.array([1.0, 2.0]))
    f *= fnp.asarray(np.array([2, 3]))
    assert f.tolist() == [2.0, 6.0]


def test_boolean_subtract_and_negative_raise_as_numpy():
    b = fnp.asarray(B)
    with pytest.raises(TypeError, match="boolean subtract"):
        b - b
    with pytest.raises(TypeError, match="boolean negative"):
        b.__neg__()


@pytest.mark.parametrize("name", ["add", "multiply", "maximum", "minimum", "logical_and",
                                  "logical_or", "logical_xor", "bitwise_and", "bitwise_or",
                                  "bitwise_xor", "subtract", "fmax", "fmin", "divide",
                                  "power", "hypot"])
def test_reduce(name):
    x = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int16) if "bitwise" in name else \
        np.array([[1.5, -2.0, 3.0], [4.0, 0.5, 2.0]])
    if name == "power" and np.power.reduce(np.array([2.0, 3.0, 2.0])) != 64.0:
        # NumPy 2.4.6's power.reduce is wrong ([2, 3, 2] gives 4.0, not (2 ** 3) ** 2): the
        # fold of NumPy's np.power along the axis is the reference there
        for axis, keepdims in ((0, False), (1, False), (1, True)):
            got = fnp.power.reduce(fnp.asarray(x), axis=axis, keepdims=keepdims)
            want = functools.reduce(np.power, np.moveaxis(x, axis, 0))
            want = np.expand_dims(want, axis) if keepdims else want
            assert got.dtype == want.dtype
            np.testing.assert_allclose(ivy.to_numpy(got._data), want, rtol=1e-12)
        return
    ck(f"{name}.reduce", (x,))
    ck(f"{name}.reduce", (x,), {"axis": 1})
    ck(f"{name}.reduce", (x,), {"axis": 1, "keepdims": True})
    if name not in ("subtract", "divide", "power"):
        ck(f"{name}.reduce", (x,), {"axis": None})
        ck(f"{name}.reduce", (x,), {"axis": (0, 1)})


def test_reduce_dtypes_initial_where_and_empty():
    for dt in (np.int8, np.uint16, np.bool_, np.float16, np.int64):
        x = np.array([[1, 0, 1], [1, 1, 0]], dtype=dt)
        ck("add.reduce", (x,))
        ck("multiply.reduce", (x,), {"axis": 1})
        ck("maximum.reduce", (x,), {"axis": 0})
    x = np.array([[1.0, 5.0], [3.0, 2.0]])
    ck("add.reduce", (x,), {"initial": 10.0, "axis": None})
    ck("maximum.reduce", (x,), {"initial": 4.0, "axis": 1})
    ck("add.reduce", (x,), {"where": np.array([True, False]), "axis": 1})
    ck("maximum.reduce", (x,), {"where": np.array([[True, False], [False, True]]),
                                "initial": -1.0, "axis": 0})
    ck("add.reduce", (np.zeros((0, 3)),))
    ck("add.reduce", (x,), {"dtype": "float32"})
    with pytest.raises(ValueError, match="zero-size array to reduction operation maximum"):
        fnp.maximum.reduce(fnp.zeros((0, 3)))
    with pytest.raises(ValueError, match="not reorderable"):
        fnp.subtract.reduce(fnp.ones((2, 2)), axis=(0, 1))
    with pytest.raises(ValueError, match="only supported for binary"):
        fnp.sqrt.reduce(fnp.ones(2))


def test_accumulate_outer_reduceat():
    x = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int8)
    for name in ("add", "multiply", "maximum", "minimum", "subtract"):
        ck(f"{name}.accumulate", (x,))
        ck(f"{name}.accumulate", (x,), {"axis": 1})
    ck("add.accumulate", (np.array([True, False, True]),))
    ck("add.accumulate", (x.astype(np.float32),), {"axis": 1, "dtype": "float64"})
    for name in ("add", "multiply", "subtract", "maximum", "less", "power"):
        ck(f"{name}.outer", (np.array([1, 2, 3]), np.array([[1.5, -2.0]])))
    ck("add.outer", (2, np.array([1, 2], dtype=np.int8)))
    ck("add.reduceat", (np.arange(8.0),), {"indices": [0, 4, 1, 5, 7]})
    ck("multiply.reduceat", (np.arange(1, 13).reshape(3, 4),),
       {"indices": [0, 2], "axis": 1})


def test_at_applies_repeated_indices_again():
    for name, b in (("add", 1), ("multiply", 2), ("maximum", 5), ("subtract", 1)):
        a = np.array([1, 2, 3, 4, 5])
        getattr(np, name).at(a, [0, 0, 3, 1, 0], b)
        fa = fnp.asarray(np.array([1, 2, 3, 4, 5]))
        assert getattr(fnp, name).at(fa, [0, 0, 3, 1, 0], b) is None
        assert fa.tolist() == a.tolist(), name
    a = np.zeros((3, 4))
    np.add.at(a, (np.array([0, 2, 0]), slice(1, 3)), np.array([[1.0, 2.0]]))
    fa = fnp.zeros((3, 4))
    fnp.add.at(fa, (fnp.asarray(np.array([0, 2, 0])), slice(1, 3)), fnp.asarray(
        np.array([[1.0, 2.0]])))
    assert fa.tolist() == a.tolist()
    a = np.array([1.0, -2.0, 3.0])
    np.negative.at(a, [0, 0, 2])
    fa = fnp.asarray(np.array([1.0, -2.0, 3.0]))
    fnp.negative.at(fa, [0, 0, 2])
    assert fa.tolist() == a.tolist()
    with pytest.raises(TypeError, match="Cannot cast ufunc 'add' output"):
        fnp.add.at(fnp.asarray(np.array([1, 2])), [0], 1.5)


def test_ufunc_attributes():
    assert repr(fnp.add) == "<ufunc 'add'>" and fnp.add.__name__ == "add"
    assert (fnp.add.nin, fnp.add.nout, fnp.add.nargs) == (2, 1, 3)
    assert fnp.add.identity == 0 and fnp.multiply.identity == 1 and fnp.maximum.identity is None
    assert fnp.sqrt.nin == 1 and isinstance(fnp.sqrt, fnp.ufunc)
    assert fnp.abs is fnp.absolute and fnp.mod is fnp.remainder and fnp.pow is fnp.power
    assert fnp.true_divide is fnp.divide and fnp.conj is fnp.conjugate
    assert fnp.matmul.signature == "(n?,k),(k,m?)->(n?,m?)" and fnp.add.signature is None
    assert fnp.add.ntypes == len(fnp.add.types) and "ff->f" in fnp.add.types
    with pytest.raises(ValueError, match="non-trivial signature"):
        fnp.matmul.reduce(fnp.ones((2, 2)))


def test_matmul_and_vecdot():
    a = np.arange(6.0).reshape(2, 3)
    ck("matmul", (a, a.T.copy()))
    ck("matmul", (a[0], a[1]))
    ck("matmul", (np.arange(24).reshape(2, 3, 4), np.arange(4)))
    ck("matmul", (np.array([[True, False], [False, False]]), np.array([[True], [True]])))
    ck("vecdot", (a, a))
    ck("vecdot", (np.array([1 + 1j, 2j]), np.array([1 - 1j, 3 + 0j])))
    with pytest.raises(ValueError):
        fnp.matmul(fnp.ones(2), 2.0)


def test_results_on_the_backend_stay_native():
    x = fnp.asarray(np.array([1.0, 2.0]))
    y = fnp.sqrt(x)
    assert ivy.is_native_array(y._data) and isinstance(y, fnp.ndarray)


def test_the_cached_fast_path_gives_the_same_answers():
    x = fa8 = frontend_array(np.array([1, 2, 3], dtype=np.int8))
    f = frontend_array(np.array([1.5, -2.0, 4.0], dtype=np.float32))
    for _ in range(2):  # the second call replays the plan cached by the first
        assert (x + 1).dtype == fnp.int8 and (x + 1).tolist() == [2, 3, 4]
        assert (x + 1.5).dtype == fnp.float64 and (f * 2).dtype == fnp.float32
        assert (fa8 + f).dtype == fnp.float32 and fnp.sqrt(x).dtype == fnp.float16
        assert fnp.sum(x).dtype == fnp.int64 and fnp.sum(f, axis=0).dtype == fnp.float32
        assert fnp.max(f, axis=0) == 4.0 and type(fnp.add(f[0], f[1])) is fnp.float32
        with pytest.raises(OverflowError, match="out of bounds for int8"):
            x + 300  # noqa: B018 - the range of a weak int is checked on every call
        assert (x < 300).tolist() == [True, True, True]
        b = frontend_array(np.array([True, False, True]))
        assert (b + b).tolist() == [True, False, True] and (b + b).dtype == fnp.bool
    assert fnp.add._plans and fnp.add._reduce_plans
    with pytest.raises(ValueError, match="zero-size array"):
        fnp.max(frontend_array(np.zeros((0,), dtype=np.float32)), axis=0)
    numpy_held = fnp.asarray(np.array([1.0, 2.0, 3.0], dtype=np.float32))
    assert (numpy_held + f).tolist() == [2.5, 0.0, 7.0]  # two backends: the full path aligns


def frontend_array(a):
    from _frontend_harness import frontend_args

    return frontend_args("numpy", a)
