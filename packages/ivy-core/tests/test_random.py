"""Random sampling (Ivy's own): shapes, dtypes, bounds, reproducibility, and the distributions
themselves against SciPy's Kolmogorov-Smirnov / chi-square tests."""

import ivy
import numpy as np
import pytest
from _harness import BACKEND, BK, Rec, assert_array, assert_native, by_name, native, numpy_of, record_tests
from _strategies import ALL, INTEGER, REAL_FLOAT, Case, DtypeArg
from scipy import stats

FLOATS = [d for d in ("float32", "float64") if d in BK.xp._pkg.DTYPES]
INTS = [d for d in ("int32", "int64", "uint8") if d in BK.xp._pkg.DTYPES]


# --- records: every dtype and drawn shapes; values are random, so the check is on the type,
# dtype, shape and support of the result (the distributions are tested below) -----------------
def _sampler_build(lo_choices):
    def build(draw, dtype):
        lo = draw.choice(lo_choices, label="low")
        return Case(lo, lo + draw.choice([1, 5], label="width"), draw.shape(),
                    dtype=DtypeArg(dtype), seed=draw.integer(0, 2**31 - 1, label="seed"))

    return build


def _empty_ref(low, high, shape, dtype, seed):
    return np.zeros(shape, dtype=str(dtype))


def _within(out, ref, case):
    o = assert_array(out, ref, values=False)
    lo, hi = case.args[:2]
    assert np.all(o >= lo) and np.all(o <= hi), f"samples outside [{lo}, {hi}]"


def _finite(out, ref, case):
    assert np.all(np.isfinite(assert_array(out, ref, values=False)))


def _shuffle_build(draw, dtype):
    x = draw.array(dtype, draw.shape(min_dims=1), label="x")
    return Case(x, draw.integer(-x.ndim, x.ndim - 1, label="axis"), seed=draw.integer(0, 99))


def _shuffle_check(out, ref, case):
    x, axis = case.args
    o = assert_array(out, x, values=False)
    rows = (x.shape[axis], x.size // max(x.shape[axis], 1))
    moved = np.moveaxis(x, axis, 0).reshape(rows)
    got = np.moveaxis(o, axis, 0).reshape(rows)
    assert sorted(r.tobytes() for r in got) == sorted(r.tobytes() for r in moved), (
        "not a permutation of the slices along the axis")


RECORDS = [
    Rec("randint", INTEGER, _sampler_build([0, 3]), ref=_empty_ref, check=_within, scoped=True),
    Rec("random_normal", REAL_FLOAT, _sampler_build([0.0, -2.5]), ref=_empty_ref, check=_finite,
        scoped=True),
    Rec("random_uniform", REAL_FLOAT, _sampler_build([0.0, -2.5]), ref=_empty_ref, check=_within,
        scoped=True),
    Rec("shuffle", ALL, _shuffle_build, ref=lambda x, axis, seed: x, check=_shuffle_check),
]
TABLE = by_name(RECORDS)
test_values, test_dtypes = record_tests(TABLE, RECORDS)


@pytest.fixture(autouse=True)
def _backend_in_force():
    with ivy.use(BACKEND):
        yield


def _np(x):
    assert_native(x)
    return numpy_of(x)


@pytest.mark.parametrize("dtype", [None, *FLOATS])
@pytest.mark.parametrize("fn", ["random_uniform", "random_normal"])
def test_float_samplers_shape_and_dtype(fn, dtype):
    x = _np(getattr(ivy, fn)(shape=(3, 4), dtype=dtype))
    assert x.shape == (3, 4) and x.dtype == np.dtype(dtype or "float32")
    assert _np(getattr(ivy, fn)(shape=5)).shape == (5,)
    assert _np(getattr(ivy, fn)()).shape == ()


@pytest.mark.parametrize("dtype", [None, *INTS])
def test_randint_shape_dtype_and_range(dtype):
    x = _np(ivy.randint(3, 9, (2000,), dtype=dtype, seed=1))
    assert x.dtype == np.dtype(dtype or "int64")
    assert x.min() >= 3 and x.max() < 9
    assert set(np.unique(x).tolist()) == set(range(3, 9))  # every value is hit


def test_uniform_distribution():
    x = _np(ivy.random_uniform(-2.0, 3.0, (4000,), dtype=FLOATS[-1], seed=3))
    assert x.min() >= -2.0 and x.max() <= 3.0
    assert stats.kstest(x, stats.uniform(loc=-2.0, scale=5.0).cdf).pvalue > 1e-3


def test_normal_distribution():
    x = _np(ivy.random_normal(1.5, 0.5, (4000,), dtype=FLOATS[-1], seed=4))
    assert stats.kstest(x, stats.norm(loc=1.5, scale=0.5).cdf).pvalue > 1e-3


def test_randint_is_uniform():
    x = _np(ivy.randint(0, 6, (6000,), seed=5))
    counts = np.bincount(x, minlength=6)
    assert stats.chisquare(counts).pvalue > 1e-3


def test_array_valued_bounds_broadcast():
    low = native(np.asarray([[0.0], [10.0], [100.0]], dtype=FLOATS[0]))
    high = native(np.asarray([1.0, 2.0], dtype=FLOATS[0]) + 200.0)
    x = _np(ivy.random_uniform(low, high, seed=6))
    assert x.shape == (3, 2) and x.dtype == np.dtype(FLOATS[0])
    lo, hi = numpy_of(low), numpy_of(high)
    assert np.all(x >= lo) and np.all(x <= hi)
    m = _np(ivy.random_normal(native(np.asarray([0.0, 1e3, -1e3])), 1e-3, (2, 3), seed=7))
    np.testing.assert_allclose(m, np.broadcast_to([0.0, 1e3, -1e3], (2, 3)), atol=0.05)
    r = _np(ivy.randint(native(np.asarray([0, 50], dtype="int64")), 60, (100, 2), seed=8))
    assert r.dtype == np.int64 and r[:, 0].min() >= 0 and r[:, 1].min() >= 50 and r.max() < 60


def test_backend_inferred_from_array_bounds():
    ivy_scope_free = ivy.random_uniform  # the dispatcher, inside ivy.use it is the backend's
    low = native(np.zeros(3, dtype=FLOATS[0]))
    assert_native(ivy_scope_free(low, 1.0))


def test_seed_argument_repeats_and_differs():
    a = _np(ivy.random_normal(shape=(50,), seed=11))
    b = _np(ivy.random_normal(shape=(50,), seed=11))
    c = _np(ivy.random_normal(shape=(50,), seed=12))
    np.testing.assert_array_equal(a, b)
    assert not np.array_equal(a, c)


def test_global_seed_makes_sequences_reproducible():
    ivy.seed(21)
    a1, a2 = _np(ivy.random_uniform(shape=(20,))), _np(ivy.random_uniform(shape=(20,)))
    ivy.seed(21)
    b1, b2 = _np(ivy.random_uniform(shape=(20,))), _np(ivy.random_uniform(shape=(20,)))
    np.testing.assert_array_equal(a1, b1)
    np.testing.assert_array_equal(a2, b2)
    assert not np.array_equal(a1, a2)  # consecutive draws differ


def test_shuffle_is_a_permutation_along_the_axis():
    x = np.arange(40).reshape(8, 5)
    s0 = _np(ivy.shuffle(native(x), seed=13))
    assert sorted(map(tuple, s0.tolist())) == sorted(map(tuple, x.tolist()))  # rows kept whole
    s1 = _np(ivy.shuffle(native(x), 1, seed=14))
    np.testing.assert_array_equal(np.sort(s1, axis=1), x)
    assert not np.array_equal(s1, x) and not np.array_equal(s0, x)
    np.testing.assert_array_equal(_np(ivy.shuffle(native(x), seed=13)), s0)


def test_bad_arguments_raise_clearly():
    with pytest.raises(ivy.IvyDtypeError, match="random_uniform.*real floating"):
        ivy.random_uniform(shape=(2,), dtype="int32")
    with pytest.raises(ivy.IvyDtypeError, match="randint.*integer"):
        ivy.randint(0, 3, (2,), dtype="float32")
    with pytest.raises(ivy.IvyValueError, match="requested shape"):
        ivy.random_normal(native(np.zeros(3, dtype=FLOATS[0])), 1.0, (2, 4))
    with pytest.raises(ivy.IvyValueError, match="non-negative int"):
        ivy.seed(-1)
