"""The NumPy frontend's ``numpy.random``: the numbers come from Ivy's generators (not NumPy's
PCG64 stream), so these tests check what NumPy documents instead of values: result types
(Python scalars for ``size=None``), shapes, dtypes, supports, moments, and that a seed
reproduces a stream on the backend under test."""

import ivy
import ivy.frontends.numpy as fnp
import numpy as np
import pytest
from _numpy_frontend import fa

N = 4000


def host(x):
    return np.asarray(x)


def test_seeded_generators_reproduce_their_stream():
    a, b = fnp.random.default_rng(42), fnp.random.default_rng(42)
    for draw in (lambda g: g.random(5), lambda g: g.normal(size=(2, 3)),
                 lambda g: g.integers(0, 10, size=4), lambda g: g.permutation(6),
                 lambda g: g.choice(10, size=3, replace=False)):
        np.testing.assert_array_equal(host(draw(a)), host(draw(b)))
    c = fnp.random.default_rng(43)
    assert not np.array_equal(host(fnp.random.default_rng(42).random(8)), host(c.random(8)))
    g = fnp.random.default_rng(1)
    assert not np.array_equal(host(g.random(8)), host(g.random(8)))  # the stream moves on
    assert fnp.random.default_rng(g) is g
    s1, s2 = fnp.random.default_rng([1, 2]).random(3), fnp.random.default_rng([1, 2]).random(3)
    np.testing.assert_array_equal(host(s1), host(s2))
    kids = fnp.random.default_rng(5).spawn(2)
    assert not np.array_equal(host(kids[0].random(4)), host(kids[1].random(4)))


def test_scalar_results_and_dtypes_follow_numpy():
    g = fnp.random.default_rng(0)
    r = np.random.default_rng(0)
    for name, args in (("random", ()), ("standard_normal", ()), ("normal", ()),
                       ("uniform", ()), ("exponential", ()), ("integers", (5,)),
                       ("choice", (5,)), ("choice", ([1.5, 2.5],))):
        got, want = getattr(g, name)(*args), getattr(r, name)(*args)
        if isinstance(want, np.generic):
            assert isinstance(got, fnp.generic) and got.dtype == want.dtype.name, name
        else:
            assert type(got) is type(want), name
    assert g.random(3).dtype == fnp.float64 and g.random(3, dtype=fnp.float32).dtype == \
        fnp.float32
    assert g.standard_normal((2,), dtype="float32").dtype == fnp.float32
    assert g.integers(0, 5, size=3, dtype=fnp.int8).dtype == fnp.int8
    assert type(g.integers(5, dtype=fnp.int32)) is fnp.int32
    assert g.random(size=()).shape == () and isinstance(g.random(size=()), fnp.ndarray)
    assert g.normal(fa(np.zeros(3)), 1.0).shape == (3,)
    assert g.normal(0.0, fa(np.ones((2, 1))), size=(2, 4)).shape == (2, 4)
    assert g.uniform(fa(np.zeros(2)), fa(np.array([1.0, 5.0]))).shape == (2,)


def test_distributions_supports_and_moments():
    g = fnp.random.default_rng(123)
    u = host(g.random(N))
    assert u.min() >= 0 and u.max() < 1 and abs(u.mean() - 0.5) < 0.03
    z = host(g.standard_normal(N))
    assert abs(z.mean()) < 0.08 and abs(z.std() - 1) < 0.08
    n = host(g.normal(3.0, 2.0, size=N))
    assert abs(n.mean() - 3) < 0.15 and abs(n.std() - 2) < 0.15
    v = host(g.uniform(-2.0, 4.0, size=N))
    assert v.min() >= -2 and v.max() < 4 and abs(v.mean() - 1) < 0.15
    i = host(g.integers(3, 8, size=N))
    assert i.min() == 3 and i.max() == 7 and i.dtype == np.int64
    i = host(g.integers(3, 8, size=N, endpoint=True))
    assert i.max() == 8
    e = host(g.exponential(2.0, size=N))
    assert e.min() >= 0 and abs(e.mean() - 2) < 0.2
    lo = host(g.lognormal(0.0, 0.5, size=N))
    assert lo.min() > 0 and abs(np.log(lo).mean()) < 0.05
    lp = host(g.laplace(1.0, 0.5, size=N))
    assert abs(np.median(lp) - 1) < 0.1 and abs(np.abs(lp - 1).mean() - 0.5) < 0.05
    gu = host(g.gumbel(0.0, 1.0, size=N))
    assert abs(gu.mean() - 0.5772) < 0.1
    lg = host(g.logistic(0.0, 1.0, size=N))
    assert abs(lg.mean()) < 0.15 and abs(lg.var() - np.pi ** 2 / 3) < 0.5
    ra = host(g.rayleigh(2.0, size=N))
    assert abs(ra.mean() - 2 * np.sqrt(np.pi / 2)) < 0.15
    w = host(g.weibull(2.0, size=N))
    assert w.min() >= 0 and abs(w.mean() - 0.8862) < 0.05
    pa = host(g.pareto(3.0, size=N))
    assert pa.min() >= 0 and abs(pa.mean() - 0.5) < 0.1
    pw = host(g.power(3.0, size=N))
    assert pw.min() >= 0 and pw.max() <= 1 and abs(pw.mean() - 0.75) < 0.03
    ge = host(g.geometric(0.25, size=N))
    assert ge.min() >= 1 and abs(ge.mean() - 4) < 0.3 and ge.dtype == np.int64
    tr = host(g.triangular(0.0, 1.0, 4.0, size=N))
    assert tr.min() >= 0 and tr.max() <= 4 and abs(tr.mean() - 5 / 3) < 0.1
    wa = host(g.wald(1.0, 2.0, size=N))
    assert wa.min() > 0 and abs(wa.mean() - 1) < 0.1
    c = host(g.standard_cauchy(size=N))
    assert abs(np.median(c)) < 0.1
    mv = host(g.multivariate_normal([1.0, -1.0], [[1.0, 0.8], [0.8, 2.0]], size=N))
    assert mv.shape == (N, 2) and abs(np.cov(mv.T)[0, 1] - 0.8) < 0.15
    assert abs(mv.mean(0) - [1, -1]).max() < 0.1


def test_choice_permutation_shuffle():
    g = fnp.random.default_rng(7)
    c = host(g.choice(5, size=(2, 3)))
    assert c.shape == (2, 3) and c.min() >= 0 and c.max() < 5
    c = host(g.choice(fa(np.array([10, 20, 30])), size=N, p=[0.1, 0.0, 0.9]))
    assert set(c.tolist()) <= {10, 30} and abs((c == 30).mean() - 0.9) < 0.03
    u = host(g.choice(10, size=10, replace=False))
    assert sorted(u.tolist()) == list(range(10))
    rows = host(g.choice(fa(np.arange(12).reshape(4, 3)), size=2, axis=0))
    assert rows.shape == (2, 3) and all(r[0] % 3 == 0 for r in rows)
    with pytest.raises(ValueError, match="larger sample"):
        g.choice(3, size=5, replace=False)
    with pytest.raises(ValueError, match="sum to 1"):
        g.choice(3, p=[0.5, 0.2, 0.2])
    p = host(g.permutation(8))
    assert sorted(p.tolist()) == list(range(8))
    x = fa(np.arange(12).reshape(4, 3))
    p = host(g.permutation(x))
    assert sorted(p[:, 0].tolist()) == [0, 3, 6, 9] and (p[:, 1] == p[:, 0] + 1).all()
    g.shuffle(x)
    assert sorted(host(x)[:, 0].tolist()) == [0, 3, 6, 9]
    y = host(g.permuted(fa(np.arange(12).reshape(3, 4)), axis=1))
    assert all(sorted(r) == list(range(4 * i, 4 * i + 4)) for i, r in enumerate(y.tolist()))
    b = g.bytes(5)
    assert isinstance(b, bytes) and len(b) == 5


def test_the_generator_draws_on_the_backend_in_force():
    g = fnp.random.default_rng(0)
    with ivy.use("numpy"):
        assert isinstance(g.random(3)._data, np.ndarray)


def test_legacy_global_functions():
    fnp.random.seed(3)
    a = host(fnp.random.rand(2, 3))
    fnp.random.seed(3)
    b = host(fnp.random.rand(2, 3))
    np.testing.assert_array_equal(a, b)
    assert a.shape == (2, 3) and isinstance(fnp.random.rand(), float)
    assert fnp.random.randn(4).shape == (4,)
    assert fnp.random.randint(0, 3, size=5).dtype == fnp.int64
    assert fnp.random.normal(size=2).shape == (2,)
    x = fnp.arange(5)
    fnp.random.shuffle(x)
    assert sorted(x.tolist()) == [0, 1, 2, 3, 4]


def test_unsupported_distributions_say_why():
    g = fnp.random.default_rng(0)
    with pytest.raises(ivy.IvyUnsupportedError, match="gamma"):
        g.gamma(2.0)
    with pytest.raises(ivy.IvyUnsupportedError, match="Poisson"):
        g.poisson(3.0)
