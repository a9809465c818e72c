"""Sorting functions: sort and argsort along any axis, ascending/descending, stable or not;
checked against array-api-strict (the order of nan and of -0.0/+0.0 is unspecified: not drawn)."""

import numpy as np
from _harness import Rec, assert_array, by_name, numpy_of, record_tests, run_case
from _strategies import REAL, Case, Dom

ORDERED = Dom(special=(np.inf, -np.inf))
TIES = Dom(-3.0, 3.0, ints=(-3, 3), special=(np.inf, -np.inf))


def _sort_build(draw, dtype):
    shape = draw.shape(min_dims=1)
    x = draw.array(dtype, shape, draw.choice([TIES, ORDERED], label="dom"), label="x")
    kw = {}
    if draw.boolean(label="give axis"):
        kw["axis"] = draw.integer(-len(shape), len(shape) - 1, label="axis")
    if draw.boolean(label="descending"):
        kw["descending"] = True
    if draw.boolean(label="unstable"):
        kw["stable"] = False
    return Case(x, **kw)


def _argsort_check(out, ref, case):
    """Stable: the indices themselves. Not stable: any indices that sort x."""
    if case.kwargs.get("stable", True):
        assert_array(out, ref)
        return
    o = assert_array(out, ref, values=False)
    axis = case.kwargs.get("axis", -1)
    x = case.args[0]
    expected = np.take_along_axis(x, ref, axis=axis)
    np.testing.assert_array_equal(np.take_along_axis(x, o, axis=axis), expected)


RECORDS = [
    Rec("argsort", REAL, _sort_build, check=_argsort_check),
    Rec("sort", REAL, _sort_build),
]
TABLE = by_name(RECORDS)


test_values, test_dtypes = record_tests(TABLE, RECORDS)


def test_descending_stable_keeps_the_order_of_ties():
    x = np.array([[2, 1, 2, 3, 1, 3, 2]], dtype=np.int32)
    for axis in (-1, 1):
        out = run_case(TABLE["argsort"], Case(x, axis=axis, descending=True, stable=True))
        np.testing.assert_array_equal(numpy_of(out), [[3, 5, 0, 2, 6, 1, 4]])


def test_nan_sorts_as_the_largest_value():
    """NaN is the largest value on every backend, as NumPy, PyTorch and JAX order it: last
    ascending, first descending, ties (and +inf before NaN) kept in their order; sort and stable
    argsort along each axis, against NumPy's stable sort (descending: of the reversed array)."""
    nan, inf = np.nan, np.inf
    x = np.array([[3.0, nan, -inf, 1.0, inf, nan, 1.0], [nan, nan, 2.0, -1.0, inf, 0.5, 2.0]],
                 dtype=np.float32)
    for axis in (0, 1, -1):
        for descending in (False, True):
            order = np.argsort(np.flip(x, axis=axis) if descending else x, axis=axis,
                               kind="stable")
            if descending:  # indices into x of the reversed array's stable order, reversed
                order = np.flip(x.shape[axis] - 1 - order, axis=axis)
            kw = {"axis": axis, "descending": descending}
            got = numpy_of(run_case(TABLE["argsort"], Case(x, **kw)))
            np.testing.assert_array_equal(got, order, err_msg=str(kw))
            got = numpy_of(run_case(TABLE["sort"], Case(x, **kw)))
            np.testing.assert_array_equal(got, np.take_along_axis(x, order, axis=axis),
                                          err_msg=str(kw))


def test_stable_argsort_of_long_rows_with_many_ties():
    """Stability where a backend's sort switches algorithm for long rows (MXNet 1.9's argsort
    reordered equal keys of a 2,000-element row): against NumPy's stable sort, both directions."""
    rng = np.random.default_rng(0)
    for dtype in (np.int32, np.float32):
        x = rng.integers(0, 5, size=(2, 3000)).astype(dtype)
        for descending in (False, True):
            order = np.argsort(np.flip(x, axis=-1) if descending else x, axis=-1, kind="stable")
            if descending:
                order = np.flip(x.shape[-1] - 1 - order, axis=-1)
            got = numpy_of(run_case(TABLE["argsort"], Case(x, descending=descending)))
            np.testing.assert_array_equal(got, order, err_msg=f"{dtype} descending={descending}")
