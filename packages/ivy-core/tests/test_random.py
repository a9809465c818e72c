"""Random sampling (Ivy's own): shapes, dtypes, bounds, reproducibility, and the distributions
themselves against SciPy's Kolmogorov-Smirnov / chi-square tests."""

import ivy
import numpy as np
import pytest
from _harness import BACKEND, BK, Rec, assert_array, assert_native, by_name, native, numpy_of, record_tests
from _strategies import ALL, INTEGER, REAL_FLOAT, Case, Dom, DtypeArg
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


def _bernoulli_build(draw, dtype):
    shape = draw.shape(max_dims=2, label="parameter shape")
    kw = {"seed": draw.integer(0, 2**31 - 1, label="seed")}
    if draw.boolean(label="sample shape"):
        kw["shape"] = draw.shape(max_dims=1, label="extra") + shape
    out = draw.choice(["default", "bool", "int32", "float64"], label="dtype")
    if out != "default":
        kw["dtype"] = DtypeArg(out)
    if draw.boolean(label="logits"):
        logits = draw.array(dtype, shape, Dom(-60.0, 60.0, special=False), label="logits")
        return Case(None, logits=logits, **kw)
    return Case(draw.array(dtype, shape, Dom(0.0, 1.0, special=False), label="probs"), **kw)


def _bernoulli_ref(probs, *, logits=None, shape=None, seed=None, dtype=None):
    p = probs if logits is None else logits
    return np.zeros(p.shape if shape is None else shape, dtype=str(dtype or p.dtype))


def _bernoulli_check(out, ref, case):
    o = assert_array(out, ref, values=False).astype("float64")
    assert np.isin(o, (0, 1)).all(), "samples other than 0 and 1"
    logits = case.kwargs.get("logits")
    p = case.args[0] if logits is None else 1 / (1 + np.exp(-logits.astype("float64")))
    p = np.broadcast_to(p, o.shape)
    assert (o[p == 0] == 0).all() and (o[p == 1] == 1).all(), "certain outcomes missed"


def _multinomial_build(draw, dtype):
    n, b = draw.integer(1, 5, label="population"), draw.integer(1, 3, label="batch")
    replace = draw.boolean(label="replace")
    s = draw.integer(0, 6 if replace else n, label="samples")
    kw = {"batch_size": b, "replace": replace, "dtype": DtypeArg(dtype),
          "seed": draw.integer(0, 2**31 - 1, label="seed")}
    if draw.boolean(label="probs"):
        w = draw.array("float64", (b, n) if draw.boolean(label="per row") else (n,),
                       Dom(0.5, 2.0, special=False), label="weights")
        if replace and n > 1:  # a zero-weight category is never drawn
            w[..., 0] = 0.0
        kw["probs"] = w
    return Case(n, s, **kw)


def _multinomial_ref(n, s, *, batch_size=1, probs=None, replace=True, dtype=None, seed=None):
    return np.zeros((batch_size, s), dtype=str(dtype))


def _multinomial_check(out, ref, case):
    o = assert_array(out, ref, values=False)
    n = case.args[0]
    assert ((o >= 0) & (o < n)).all(), "a category out of range"
    probs = case.kwargs.get("probs")
    if probs is not None:
        w = np.broadcast_to(probs, (o.shape[0], n))
        for row, wr in zip(o, w):
            assert (wr[row] > 0).all(), "a zero-weight category was drawn"
    if not case.kwargs["replace"]:
        assert all(len(set(r)) == len(r) for r in o.tolist()), "a category drawn twice"


RECORDS = [
    Rec("bernoulli", REAL_FLOAT, _bernoulli_build, ref=_bernoulli_ref, check=_bernoulli_check),
    Rec("multinomial", INTEGER, _multinomial_build, ref=_multinomial_ref,
        check=_multinomial_check, scoped=True),
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


def test_unseeded_stream_is_fresh_reproducible_and_distributed():
    """Ivy's own stream (no seed=): 150 calls (past the backends' batches of 64 subkeys or
    counters) draw distinct samples, the sequence repeats after ivy.seed, and the default
    parameters (no affine map) give the standard distributions."""
    def run():
        ivy.seed(6)
        return [_np(ivy.random_uniform(shape=(8,))) for _ in range(150)]

    a, b = run(), run()
    assert all(np.array_equal(x, y) for x, y in zip(a, b))
    assert len({x.tobytes() for x in a}) == 150
    u = np.concatenate(a)
    assert u.min() >= 0.0 and u.max() < 1.0
    assert stats.kstest(u, stats.uniform.cdf).pvalue > 1e-3
    z = np.concatenate([_np(ivy.random_normal(shape=(400,))) for _ in range(5)])
    assert stats.kstest(z, stats.norm.cdf).pvalue > 1e-3
    r = _np(ivy.randint(0, 6, (6000,)))
    assert r.min() >= 0 and r.max() < 6 and stats.chisquare(np.bincount(r)).pvalue > 1e-3
    x = np.arange(40).reshape(8, 5)
    perms = [_np(ivy.shuffle(native(x))) for _ in range(3)]
    assert all(sorted(map(tuple, p.tolist())) == sorted(map(tuple, x.tolist())) for p in perms)
    assert len({p.tobytes() for p in perms}) > 1


def test_tf_function_draws_new_numbers_on_every_run():
    if BACKEND != "tensorflow":  # TF only: a traced function that samples (JAX bakes its key in)
        return
    import tensorflow as tf  # noqa: PLC0415 - the tensorflow backend's tests only

    f = tf.function(lambda: (ivy.random_uniform(shape=(4,)), ivy.randint(0, 100, (4,)),
                             ivy.shuffle(tf.range(10))))
    first, second = [[t.numpy() for t in f()] for _ in range(2)]
    assert not any(np.array_equal(p, q) for p, q in zip(first, second))


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


# --- bernoulli and multinomial: the distributions ----------------------------------------------
P3 = np.asarray([0.1, 0.5, 0.85])


def test_bernoulli_distribution_from_probs_and_logits():
    n = 4000
    for kw in ({"probs": P3}, {"logits": np.log(P3 / (1 - P3))}):
        p = native(kw.get("probs", kw.get("logits")))
        x = _np(ivy.bernoulli(p if "probs" in kw else None, logits=None if "probs" in kw else p,
                              shape=(n, 3), seed=9))
        for j, pj in enumerate(P3):
            k = int(x[:, j].sum())
            assert stats.binomtest(k, n, pj).pvalue > 1e-3, (kw.keys(), j, k / n)
    s = _np(ivy.bernoulli(0.25, shape=(n,), seed=10))  # a Python float probability
    assert s.dtype == np.float32 and stats.binomtest(int(s.sum()), n, 0.25).pvalue > 1e-3


def test_bernoulli_dtype_shape_and_seed():
    p = native(np.full((2, 3), 0.5, dtype=FLOATS[0]))
    a = _np(ivy.bernoulli(p, seed=1))
    assert a.shape == (2, 3) and a.dtype == np.dtype(FLOATS[0])
    np.testing.assert_array_equal(a, _np(ivy.bernoulli(p, seed=1)))
    assert _np(ivy.bernoulli(p, shape=(4, 2, 3), dtype="bool")).dtype == np.bool_
    assert _np(ivy.bernoulli(p, shape=(4, 2, 3), dtype=ivy.int32)).dtype == np.int32


def _chi2(counts, probs):
    probs = np.asarray(probs, dtype="float64") / np.sum(probs)
    keep = probs > 0
    assert (counts[~keep] == 0).all()
    return stats.chisquare(counts[keep], counts.sum() * probs[keep]).pvalue


W4 = np.asarray([1.0, 2.0, 3.0, 4.0])


def test_multinomial_with_replacement():
    x = _np(ivy.multinomial(4, 3000, batch_size=2, probs=native(np.stack([W4, W4[::-1]])),
                            seed=11))
    assert x.shape == (2, 3000) and x.dtype == np.int64
    assert _chi2(np.bincount(x[0], minlength=4), W4) > 1e-3
    assert _chi2(np.bincount(x[1], minlength=4), W4[::-1]) > 1e-3
    u = _np(ivy.multinomial(5, 5000, seed=12))  # uniform without probs
    assert _chi2(np.bincount(u[0], minlength=5), np.ones(5)) > 1e-3


def test_multinomial_without_replacement_draws_sequentially():
    n = 4000
    x = _np(ivy.multinomial(4, 2, batch_size=n, probs=native(W4), replace=False, seed=13))
    assert (x[:, 0] != x[:, 1]).all()
    p = W4 / W4.sum()
    assert _chi2(np.bincount(x[:, 0], minlength=4), p) > 1e-3  # first draw: p
    second = [sum(p[i] * p[j] / (1 - p[i]) for i in range(4) if i != j) for j in range(4)]
    assert _chi2(np.bincount(x[:, 1], minlength=4), second) > 1e-3  # second: the rest renormed
    perm = _np(ivy.multinomial(6, 6, batch_size=50, replace=False, seed=14))
    assert (np.sort(perm, axis=1) == np.arange(6)).all()
    assert _chi2(np.bincount(perm[:, 0], minlength=6), np.ones(6)) > 1e-3


def test_multinomial_seed_and_dtype():
    a = _np(ivy.multinomial(7, 5, batch_size=3, seed=15))
    np.testing.assert_array_equal(a, _np(ivy.multinomial(7, 5, batch_size=3, seed=15)))
    assert _np(ivy.multinomial(7, 5, probs=native(np.ones(7)), dtype="int32", seed=1)).dtype \
        == np.int32


def test_bernoulli_and_multinomial_bad_arguments():
    p = native(np.full(3, 0.5))
    with pytest.raises(ivy.IvyValueError, match="exactly one of probs and logits"):
        ivy.bernoulli(p, logits=p)
    with pytest.raises(ivy.IvyValueError, match="exactly one of probs and logits"):
        ivy.bernoulli(None)
    with pytest.raises(ivy.IvyValueError, match="requested shape"):
        ivy.bernoulli(p, shape=(2, 4))
    with pytest.raises(ivy.IvyValueError, match="population_size must be an int >= 1"):
        ivy.multinomial(0, 2)
    with pytest.raises(ivy.IvyValueError, match="num_samples must be an int >= 0"):
        ivy.multinomial(3, -1)
    with pytest.raises(ivy.IvyValueError, match="batch_size must be an int >= 1"):
        ivy.multinomial(3, 2, batch_size=0)
    with pytest.raises(ivy.IvyValueError, match="without replacement"):
        ivy.multinomial(3, 4, replace=False)
    with pytest.raises(ivy.IvyValueError, match=r"probs must have shape \(3,\) or \(2, 3\)"):
        ivy.multinomial(3, 2, batch_size=2, probs=native(np.ones(4)))
    with pytest.raises(ivy.IvyDtypeError, match="integer dtype"):
        ivy.multinomial(3, 2, dtype="float32")
