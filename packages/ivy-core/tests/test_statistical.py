"""Statistical functions: reductions over None / one axis / a tuple of axes, keepdims, dtype=,
correction=, include_initial=; checked against array-api-strict."""

import ivy
import numpy as np
import pytest
from _harness import (
    BACKEND,
    Rec,
    assert_result,
    by_name,
    record_tests,
    reduction_atol,
    run_case,
)
from _strategies import (
    FLOATING,
    NUMERIC,
    REAL,
    REAL_FLOAT,
    Case,
    Dom,
    DtypeArg,
    kind,
    reduction_kwargs,
)

SMALL = Dom()
TINY = Dom(-10.0, 10.0, ints=lambda d: (0, 2) if kind(d) == "uint" else (-2, 2))  # products

_WIDER = {"int": [None, "int64"], "uint": [None, "uint64"], "bool": [None]}


def _dtype_kw(draw, dtype):
    """``dtype=`` for sum/prod/cumulative_*: None, or a dtype of the same kind at least as wide."""
    k = kind(dtype)
    if k in _WIDER:
        options = _WIDER[k]
    else:
        same = ("float32", "float64") if k == "float" else ("complex64", "complex128")
        options = [None] + [d for d in same if np.dtype(d).itemsize >= np.dtype(dtype).itemsize]
    d = draw.choice(options, label="dtype=")
    return {} if d is None else {"dtype": DtypeArg(d)}


def reduce_build(dom=SMALL, nonempty=False, forms=("none", "int", "tuple", "default"),
                 dtype_kw=False, correction=False):
    def build(draw, dtype):
        shape = draw.shape(min_side=1 if nonempty else 0)
        x = draw.array(dtype, shape, dom, label="x")
        kw = reduction_kwargs(draw, len(shape), forms)
        if dtype_kw:
            kw.update(_dtype_kw(draw, dtype))
        if correction:
            kw["correction"] = draw.choice([0.0, 1, 1.0, 0.5], label="correction")
        return Case(x, **kw)

    return build


def cumulative_build(dom):
    def build(draw, dtype):
        shape = draw.shape(min_dims=1)
        x = draw.array(dtype, shape, dom, label="x")
        kw = _dtype_kw(draw, dtype)
        if len(shape) > 1 or draw.boolean(label="give axis"):
            kw["axis"] = draw.integer(-len(shape), len(shape) - 1, label="axis")
        if draw.boolean(label="include_initial"):
            kw["include_initial"] = True
        return Case(x, **kw)

    return build


def reduce_check(scale=1.0):
    """Values within a tolerance that grows with the number and size of the summed elements."""

    def check(out, ref, case):
        x = case.args[0]
        assert_result(out, ref, scale=scale, atol=reduction_atol(x, np.asarray(ref).dtype.name, scale))

    return check


RECORDS = [
    Rec("cumulative_prod", NUMERIC, cumulative_build(TINY), check=reduce_check()),
    Rec("cumulative_sum", NUMERIC, cumulative_build(SMALL), check=reduce_check()),
    # maximum of zero elements is unspecified: non-empty reductions only; nan propagates
    Rec("max", REAL, reduce_build(nonempty=True)),
    Rec("mean", FLOATING, reduce_build(), check=reduce_check()),
    Rec("min", REAL, reduce_build(nonempty=True)),
    Rec("prod", NUMERIC, reduce_build(TINY, dtype_kw=True), check=reduce_check()),
    Rec("std", REAL_FLOAT, reduce_build(correction=True), check=reduce_check(10)),
    Rec("sum", NUMERIC, reduce_build(dtype_kw=True), check=reduce_check()),
    Rec("var", REAL_FLOAT, reduce_build(correction=True), check=reduce_check(10)),
]
TABLE = by_name(RECORDS)


test_values, test_dtypes = record_tests(TABLE, RECORDS)


@pytest.mark.parametrize("name", ["sum", "prod", "mean", "var", "std"])
def test_empty_reductions(name):
    """sum of nothing is 0, prod 1, mean/var/std nan (the standard's special cases)."""
    x = np.zeros((0, 3), dtype=np.float64)
    for axis in (None, 0, (0, 1)):
        run_case(TABLE[name], Case(x, axis=axis))


@pytest.mark.parametrize("name", ["sum", "max", "min", "prod", "mean"])
def test_empty_axis_tuple_reduces_nothing(name):
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    run_case(TABLE[name], Case(x, axis=()))


def test_integer_sums_use_the_default_integer_dtype():
    for d in ("int8", "uint8", "int32", "uint32"):
        run_case(TABLE["sum"], Case(np.arange(5, dtype=d)))
        run_case(TABLE["cumulative_sum"], Case(np.arange(5, dtype=d)))


def test_under_set_backend(backend_set):
    x = np.arange(12, dtype=np.float64).reshape(3, 4)
    run_case(TABLE["mean"], Case(x, axis=0))
    run_case(TABLE["sum"], Case(x, axis=(0, 1), keepdims=True))


def test_under_use():
    with ivy.use(BACKEND):
        run_case(TABLE["var"], Case(np.arange(6, dtype=np.float32), correction=1))


@pytest.mark.parametrize("name", ["max", "min", "sum", "prod", "mean", "cumulative_sum"])
def test_nan_propagates(name):
    x = np.array([[1.0, np.nan, 3.0], [4.0, 5.0, -np.inf]], dtype=np.float32)
    for axis in ((None, 0, 1) if name != "cumulative_sum" else (0, 1)):
        run_case(TABLE[name], Case(x, axis=axis))
