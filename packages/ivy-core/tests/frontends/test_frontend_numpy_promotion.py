"""The NumPy frontend's promotion (NEP 50, ``ivy.frontends.numpy._promotion``) against NumPy's
own ``promote_types`` / ``can_cast`` / ``result_type`` / ufunc loops over every dtype pair, and
the result dtypes of real computations on the backend under test.

NumPy 1.x (MXNet's session) promotes Python scalars by value and chose other ufunc loops: there
the comparisons that depend on NumPy 2 are made against NEP 50's documented table instead.
"""

import itertools

import ivy.frontends.numpy as fnp
import numpy as np
import pytest
from _numpy_frontend import NP2, ck
from ivy.frontends.numpy import _promotion as P

DTYPES = [n for n in P.NAMES if n != "bfloat16"]


@pytest.mark.parametrize("a", DTYPES)
def test_promote_types_and_can_cast_match_numpy(a):
    for b in DTYPES:
        assert P.promote_types(a, b) == np.promote_types(a, b).name, (a, b)
        assert fnp.promote_types(a, b) == np.promote_types(a, b).name
        for casting in ("no", "equiv", "safe", "same_kind", "unsafe"):
            assert P.can_cast(a, b, casting) == bool(np.can_cast(a, b, casting)), (a, b, casting)


# NEP 50's rules for Python scalars, written out (checked against NumPy 2 where it is installed)
WEAK = [("int8", 1, "int8"), ("uint8", 1, "uint8"), ("bool", 1, "int64"),
        ("int8", 1.0, "float64"), ("float16", 1.0, "float16"), ("float32", 1.0, "float32"),
        ("bool", 1.0, "float64"), ("float32", 1j, "complex64"), ("float16", 1j, "complex64"),
        ("float64", 1j, "complex128"), ("int8", 1j, "complex128"), ("uint64", 1.0, "float64"),
        ("complex64", 1.0, "complex64"), ("bool", True, "bool"), ("int16", True, "int16")]


@pytest.mark.parametrize("case", WEAK, ids=str)
def test_weak_python_scalars_nep50_table(case):
    name, scalar, want = case
    kind = {bool: "b", int: "i", float: "f", complex: "c"}[type(scalar)]
    assert P.result_type([name], [kind]) == want
    assert fnp.result_type(fnp.dtype(name), scalar) == want


@pytest.mark.skipif(not NP2, reason="NumPy 1.x promotes Python scalars by value (pre NEP 50)")
@pytest.mark.parametrize("a", DTYPES)
def test_result_type_with_python_scalars_matches_numpy2(a):
    for v in (True, 1, -1, 1.5, 2j):
        kind = {bool: "b", int: "i", float: "f", complex: "c"}[type(v)]
        want = np.result_type(np.dtype(a), v).name if not (kind == "i" and v < 0 and
                                                          a.startswith("uint")) else None
        if want is not None:
            assert P.result_type([a], [kind]) == want, (a, v)
    for b in DTYPES:  # two strong dtypes and a weak float / int
        assert P.result_type([a, b], ["f"]) == np.result_type(np.dtype(a), np.dtype(b),
                                                              1.5).name
        assert P.result_type([a, b], ["i"]) == np.result_type(np.dtype(a), np.dtype(b), 1).name


def test_python_scalars_alone_give_the_defaults():
    assert P.result_type([], ["i"]) == "int64"
    assert P.result_type([], ["i", "f"]) == "float64"
    assert P.result_type([], ["c"]) == "complex128"
    assert P.result_type([], ["b"]) == "bool"


@pytest.mark.skipif(not NP2, reason="NumPy 1.x chose other loops (floor of ints, ...)")
@pytest.mark.parametrize("name", sorted(P.LOOPS))
def test_ufunc_loops_match_numpy_on_every_dtype_pair(name):
    u = getattr(np, name)
    for ins in itertools.product(DTYPES, repeat=u.nin):
        args = [np.ones(2, dtype=d) for d in ins]
        try:
            with np.errstate(all="ignore"):
                r = u(*args)
            want = tuple(x.dtype.name for x in (r if isinstance(r, tuple) else (r,)))
        except TypeError:
            want = "TypeError"
        try:
            got = P.resolve_loop(name, ins)[1]
        except TypeError:
            got = "TypeError"
        assert got == want, (name, ins)


@pytest.mark.skipif(not NP2, reason="NumPy 1.x chose other loops")
def test_ufunc_types_attribute_is_numpys_list():
    for name in ("add", "sqrt", "equal", "absolute", "divmod"):
        ours = getattr(fnp, name).types
        theirs = [t for t in getattr(np, name).types
                  if not set(t) & set("gGOmMlL")]  # long double, object, datetime; l == q
        theirs = [t.replace("q", "l").replace("Q", "L") for t in theirs]
        assert ours == list(dict.fromkeys(theirs)), name


# --- the result dtypes of computations on the backend under test --------------------------------
VALUES = {"bool": [True, False], "int8": [3, -7], "uint8": [3, 200], "int16": [3, -700],
          "uint16": [3, 60000], "int32": [3, -70000], "uint32": [3, 4000000000],
          "int64": [3, -7], "uint64": [3, 2 ** 63], "float16": [1.5, -2.25],
          "float32": [1.5, -2.25], "float64": [1.5, -2.25], "complex64": [1 + 2j, -0.5j],
          "complex128": [1 + 2j, -0.5j]}


def arr(name):
    return np.array(VALUES[name], dtype=name)


@pytest.mark.parametrize("a", DTYPES)
def test_add_and_multiply_every_pair_on_the_backend(a):
    for b in DTYPES:
        if a == "bool" and b == "bool":
            continue
        ck("add", (arr(a), arr(b)))
        ck("multiply", (arr(a), arr(b)))


@pytest.mark.parametrize("a", DTYPES)
def test_divide_and_comparisons_every_pair_on_the_backend(a):
    for b in DTYPES:
        ck("true_divide", (arr(a), arr(b)), rtol_scale=10)
        ck("less", (arr(a), arr(b)))
        ck("equal", (arr(a), arr(b)))


@pytest.mark.parametrize("a", DTYPES)
@pytest.mark.parametrize("scalar", [True, 2, -1, 1.5, 1j], ids=repr)
def test_weak_scalars_on_the_backend(a, scalar):
    if isinstance(scalar, int) and scalar < 0 and a.startswith("uint") and \
            not isinstance(scalar, bool):
        with pytest.raises(OverflowError, match="out of bounds"):
            fnp.add(fnp.asarray(arr(a)), scalar)
        return
    if a == "bool" and scalar is True:
        ck("logical_and", (arr(a), scalar))
        return
    ck("add", (arr(a), scalar))
    ck("add", (scalar, arr(a)))
    ck("greater", (arr(a), scalar)) if not isinstance(scalar, complex) and \
        not a.startswith("complex") else None


def test_overflowing_python_int_raises_and_compares_exactly():
    a = fnp.asarray(np.array([1, 2], dtype=np.uint8))
    with pytest.raises(OverflowError, match="Python integer 300 out of bounds for uint8"):
        a + 300
    assert (a < 300).tolist() == [True, True] and (a == -1).tolist() == [False, False]
    assert (a > -1).tolist() == [True, True] and (300 > a).tolist() == [True, True]
    ck("less", (np.array([1, 2], dtype=np.uint8), 300))
    ck("greater_equal", (-5, np.array([1, 2], dtype=np.int8)))


def test_int64_with_uint64_compares_exactly():
    big = np.array([2 ** 63 + 5, 3], dtype=np.uint64)
    neg = np.array([-1, 3], dtype=np.int64)
    for name in ("less", "equal", "greater_equal", "not_equal"):
        ck(name, (neg, big))
        ck(name, (big, neg))


def test_numpy_scalars_and_0d_arrays_are_strong():
    x = fnp.asarray(np.array([1, 2], dtype=np.int8))
    assert (x + fnp.int64(1)).dtype == fnp.int64
    assert (x + fnp.float32(1)).dtype == fnp.float32
    assert (fnp.float32(1) + 1.0).dtype == fnp.float32
    assert (fnp.float32(1) + fnp.float64(1)).dtype == fnp.float64
    assert (x + fnp.asarray(np.array(1, dtype=np.int16))).dtype == fnp.int16
    ck("add", (np.array([1, 2], dtype=np.int8), np.array(1.5, dtype=np.float32)))
    ck("add", (np.array([1, 2], dtype=np.int8), np.float32(2.5)))
    ck("subtract", (np.float16(1.5), 2.5))
