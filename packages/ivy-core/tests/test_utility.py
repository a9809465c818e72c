"""Utility functions: all, any (axis None / int / tuple, keepdims) and diff (n, prepend,
append); checked against array-api-strict."""

import numpy as np
from _harness import Rec, by_name, record_tests, run_case
from _strategies import ALL, NUMERIC, Case, Dom, reduction_kwargs

SPARSE = Dom(-2.0, 2.0, ints=(0, 2))  # many zeros, so all/any see both answers


def _logical_build(draw, dtype):
    shape = draw.shape()
    x = draw.array(dtype, shape, SPARSE, label="x")
    kw = reduction_kwargs(draw, len(shape), ("default", "none", "int", "tuple"))
    return Case(x, **kw)


def _diff_build(draw, dtype):
    shape = draw.shape(min_dims=1)
    x = draw.array(dtype, shape, label="x")
    kw = {}
    axis = -1
    if draw.boolean(label="give axis"):
        axis = kw["axis"] = draw.integer(-len(shape), len(shape) - 1, label="axis")
    if draw.boolean(label="give n"):
        kw["n"] = draw.integer(0, 3, label="n")
    for side in ("prepend", "append"):
        if draw.boolean(label=side):
            s = list(shape)
            s[axis] = draw.integer(0, 2, label=f"{side} length")
            kw[side] = draw.array(dtype, tuple(s), label=side)
    return Case(x, **kw)


RECORDS = [
    Rec("all", ALL, _logical_build),
    Rec("any", ALL, _logical_build),
    Rec("diff", NUMERIC, _diff_build),
]
TABLE = by_name(RECORDS)


test_values, test_dtypes = record_tests(TABLE, RECORDS)


def test_all_any_of_nothing_and_of_nan():
    for x in (np.zeros((0,), dtype=bool), np.array([np.nan, 1.0]), np.zeros((2, 0), dtype=np.int8)):
        for name in ("all", "any"):
            run_case(TABLE[name], Case(x))
            run_case(TABLE[name], Case(x, axis=-1, keepdims=True))
