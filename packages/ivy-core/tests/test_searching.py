"""Searching functions: argmax/argmin (first occurrence), count_nonzero, nonzero, searchsorted, where;
checked against array-api-strict."""

import array_api_strict as xps
import ivy
import numpy as np
import pytest
from _harness import Rec, by_name, native, promote_like_ivy, record_tests, run_case, strict
from _strategies import ALL, REAL, Case, Dom, reduction_kwargs

NO_NAN = Dom(special=(np.inf, -np.inf, 0.0, -0.0))  # nan positions in a search are unspecified
COARSE = Dom(-3.0, 3.0, ints=(-3, 3), special=(np.inf, -np.inf))  # many ties


def _arg_build(draw, dtype):
    shape = draw.shape(min_side=1)  # the arg-extremum of nothing is undefined
    x = draw.array(dtype, shape, draw.choice([NO_NAN, COARSE], label="dom"), label="x")
    kw = reduction_kwargs(draw, len(shape), ("default", "none", "int"))
    return Case(x, **kw)


def _count_build(draw, dtype):
    shape = draw.shape()
    x = draw.array(dtype, shape, Dom(-2.0, 2.0, ints=(0, 2)), label="x")
    kw = reduction_kwargs(draw, len(shape), ("default", "none", "int", "tuple"))
    return Case(x, **kw)


def _nonzero_build(draw, dtype):
    shape = draw.shape(min_dims=1)  # nonzero of a 0-d array must raise (tested below)
    return Case(draw.array(dtype, shape, Dom(-2.0, 2.0, ints=(0, 2)), label="x"))


def _searchsorted_build(draw, dtype):
    n = draw.integer(0, 6, label="n")
    dom = draw.choice([COARSE, NO_NAN], label="dom")
    x1 = draw.array(dtype, (n,), dom, label="x1")
    shape2 = draw.shape(max_dims=2)
    if n and draw.boolean(label="x2 from x1"):  # ties: where side matters
        x2 = np.asarray(x1[draw.array("int64", shape2, Dom(ints=(0, n - 1)), label="picks")])
    else:
        x2 = draw.array(dtype, shape2, dom, label="x2")
    kw = {}
    side = draw.choice(["right", "default", "left"], label="side")
    if side != "default":
        kw["side"] = side
    if draw.boolean(label="sorter"):
        kw["sorter"] = np.argsort(x1, kind="stable")
    else:
        x1 = np.sort(x1)
    return Case(x1, x2, **kw)


def _where_build(draw, dtype):
    sc, s1, s2 = draw.broadcast_shapes(3)
    cond = draw.array("bool", sc, label="condition")
    mode = draw.choice(["same", "promote", "scalar2", "scalar1"], label="mode")
    d2 = draw.choice(ALL, label="dtype2") if mode == "promote" else dtype
    x1 = draw.array(dtype, s1, label="x1")
    x2 = draw.array(d2, s2, label="x2")
    if mode.startswith("scalar"):
        kinds = (["bool"] if dtype == "bool" else ["int", "float"]
                 + (["complex"] if dtype.startswith("complex") else []))
        s = draw.scalar(draw.choice(kinds, label="kind"), dtype, label="scalar")
        x1, x2 = (x1, s) if mode == "scalar2" else (s, x2)
    return Case(cond, x1, x2)


def _where_ref(cond, x1, x2):
    x1, x2 = promote_like_ivy(x1, x2)
    return xps.where(strict(cond), strict(x1), strict(x2))


RECORDS = [
    Rec("argmax", REAL, _arg_build),
    Rec("argmin", REAL, _arg_build),
    Rec("count_nonzero", ALL, _count_build),
    Rec("nonzero", ALL, _nonzero_build),
    Rec("searchsorted", REAL, _searchsorted_build),
    Rec("where", ALL, _where_build, ref=_where_ref),
]
TABLE = by_name(RECORDS)


test_values, test_dtypes = record_tests(TABLE, RECORDS)


def test_argmax_returns_the_first_occurrence():
    x = np.array([[1, 5, 5, 0], [2, 2, 2, 2], [-1, -3, -3, 7]], dtype=np.int32)
    for name in ("argmax", "argmin"):
        for axis in (None, 0, 1, -1):
            run_case(TABLE[name], Case(x, axis=axis))


def test_nonzero_of_a_0d_array_raises():
    with pytest.raises(ValueError):
        ivy.nonzero(native(np.asarray(1.0)))
