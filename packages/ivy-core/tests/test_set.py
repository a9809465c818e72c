"""Set functions: unique_all / unique_counts / unique_inverse / unique_values.

The order of unique values is unspecified, so results are compared as sets (plus the index
properties the standard requires); dtypes, shapes and field names come from array-api-strict.
Each nan is its own unique value.
"""

import numpy as np
import pytest
from _harness import Rec, assert_array, assert_values, by_name, record_tests, run_case
from _strategies import ALL, Case, Dom

REPEATS = Dom(-2.0, 2.0, ints=(0, 3), special=(np.nan, np.inf, -0.0, 0.0))


def _build(draw, dtype):
    return Case(draw.array(dtype, draw.shape(), REPEATS, label="x"))


def _fields(out, ref, names):
    assert isinstance(out, tuple), f"expected a namedtuple, got {type(out)}"
    assert tuple(ref._fields) == names
    got = {}
    for f in names:
        assert hasattr(out, f), f"result has no field {f!r}"
        got[f] = assert_array(getattr(out, f), getattr(ref, f), values=False, where=f)
    return got


def _same_set(values, ref_values):
    assert_values(np.sort(values), np.sort(ref_values), where="unique values")


def _equal_nan(a, b):
    return (a == b) | (np.isnan(a) & np.isnan(b)) if a.dtype.kind in "fc" else a == b


def _check_inverse(x, values, inverse):
    assert inverse.shape == x.shape
    rebuilt = values[inverse] if values.size else values.reshape(x.shape)
    assert_values(rebuilt, x, where="values[inverse_indices]")


def _check_counts(x, values, counts):
    flat = x.ravel()
    for v, c in zip(values, counts):
        expected = 1 if (np.isnan(v) if x.dtype.kind in "fc" else False) else int(np.sum(flat == v))
        assert c == expected, f"count of {v!r}: {c} != {expected}"
    assert counts.sum() == flat.size


def check_values(out, ref, case):
    o = assert_array(out, ref, values=False)
    _same_set(o, ref)


def check_counts(out, ref, case):
    got = _fields(out, ref, ("values", "counts"))
    _same_set(got["values"], ref.values)
    _check_counts(case.args[0], got["values"], got["counts"])


def check_inverse(out, ref, case):
    got = _fields(out, ref, ("values", "inverse_indices"))
    _same_set(got["values"], ref.values)
    _check_inverse(case.args[0], got["values"], got["inverse_indices"])


def check_all(out, ref, case):
    x = case.args[0]
    got = _fields(out, ref, ("values", "indices", "inverse_indices", "counts"))
    values, indices = got["values"], got["indices"]
    _same_set(values, ref.values)
    _check_inverse(x, values, got["inverse_indices"])
    _check_counts(x, values, got["counts"])
    flat = x.ravel()
    assert_values(flat[indices], values, where="x[indices]")
    for v, i in zip(values, indices):
        if not (x.dtype.kind in "fc" and np.isnan(v)):  # each nan is its own first occurrence
            assert i == np.flatnonzero(_equal_nan(flat, v))[0], f"index of {v!r} is not the first"


RECORDS = [
    Rec("unique_all", ALL, _build, check=check_all),
    Rec("unique_counts", ALL, _build, check=check_counts),
    Rec("unique_inverse", ALL, _build, check=check_inverse),
    Rec("unique_values", ALL, _build, check=check_values),
]
TABLE = by_name(RECORDS)


test_values, test_dtypes = record_tests(TABLE, RECORDS)


@pytest.mark.parametrize("name", sorted(TABLE))
def test_each_nan_is_its_own_unique_value(name):
    x = np.array([[np.nan, 1.0, np.nan], [0.0, -0.0, 1.0]], dtype=np.float32)
    run_case(TABLE[name], Case(x))
