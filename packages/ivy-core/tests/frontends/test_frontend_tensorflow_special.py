"""The tensorflow frontend's ``tf.math`` special functions (erf, gamma, zeta and Bessel families)
and counting functions (``bincount``, ``confusion_matrix``, ``approx_max_k``) against TensorFlow
itself (the frontend on NumPy in sessions without TensorFlow, itself checked against TensorFlow
in the sessions that have it)."""

import ivy
import ivy.frontends.tensorflow as ftf
import numpy as np
import pytest
from _frontend_harness import check
from _harness import BACKEND

RNG = np.random.default_rng(7)
N = 32  # one length for every input: JAX compiles each operation once per shape and dtype


def _cases(lo, hi, special):
    """``N`` values: evenly spaced in [lo, hi] and the given special points."""
    return np.concatenate([np.linspace(lo, hi, N - len(special)), special])


# both branches of each composition and their seams (erf's at 2, bessel's at 30), the tails
ERF_X = _cases(-6, 6, [0.0, 1e-30, -1e-8, 1.999, 2.0, 2.001, 26.0, -27.0, np.nan])
UNIT = _cases(-0.999, 0.999, [1e-20, -1e-9, 0.5, 1.0, -1.0, 1.5, np.nan])
HALF_OPEN = _cases(0.0, 2.0, [1e-30, 1e-200, 1e-9, 0.5, 1.5, 2 - 1e-9, -0.5, 2.5, np.nan])
PROB = _cases(0.0, 1.0, [1e-30, 1e-200, 1e-9, 1 - 1e-9, -0.5, np.nan])
GAMMA_X = _cases(-7.7, 25.0, [1.0, 2.0, 0.5, 1e-8, 0.0, -1.0, -2.5, 1.4616321449683622, 1e5,
                              1e30, np.inf, -np.inf, np.nan])
BESSEL_X = _cases(-45, 45, [0.0, 1e-6, 29.99, 30.0, 30.01, 700.0, -705.0, 720.0, np.nan])
DTYPES = [np.float32, np.float64]
# JAX compiles each of a composition's hundreds of operations per shape and dtype (~2 s a new
# one): there the gamma-family table runs in float64 only (float32 takes the same float64 path)
GAMMA_DTYPES = [np.float64] if BACKEND == "jax" else DTYPES


@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: d.__name__)
@pytest.mark.parametrize("name,x", [
    ("erf", ERF_X), ("erfc", ERF_X), ("erfinv", UNIT), ("erfcinv", HALF_OPEN), ("ndtri", PROB),
    ("lgamma", GAMMA_X), ("digamma", GAMMA_X), ("bessel_i0", BESSEL_X),
    ("bessel_i0e", BESSEL_X), ("bessel_i1", BESSEL_X), ("bessel_i1e", BESSEL_X)],
    ids=lambda v: v if isinstance(v, str) else "")
def test_special_unary(name, x, dtype):
    check("tensorflow", f"math.{name}", (x.astype(dtype),))


def test_special_half_precision_and_errors():
    check("tensorflow", "math.erf", (np.linspace(-3, 3, N).astype(np.float16),))
    check("tensorflow", "math.lgamma", (np.linspace(0.1, 9, N).astype(np.float16),))
    with pytest.raises(ftf.errors.InvalidArgumentError, match="int32"):
        ftf.math.erf(ftf.constant([1, 2]))
    with pytest.raises(ivy.IvyUnsupportedError, match="sobol_sample"):
        ftf.math.sobol_sample(2, 4)


@pytest.mark.parametrize("dtype", GAMMA_DTYPES, ids=lambda d: d.__name__)
def test_zeta_polygamma_lbeta(dtype):
    s = np.concatenate([RNG.uniform(1.01, 12, N - 5), [1.0, 0.5, 2.0, 3.0, 2.5]]).astype(dtype)
    q = np.concatenate([RNG.uniform(0.05, 20, N - 5), [2.0, 2.0, -2.5, -3.0, -0.5]]).astype(dtype)
    check("tensorflow", "math.zeta", (s, q))
    order = np.concatenate([RNG.integers(0, 5, N - 13),
                            [0, 1, 2, 3, 4, 1, 2, 0, 1, 2, 3, -1, 1.5]]).astype(dtype)
    x = np.concatenate([RNG.uniform(0.05, 12, N - 13), [0.3, 2.5, 7.0, 0.1, 15.0, -2.5, -0.3, -3.0,
                                                       -3.0, -2.0, 0.0, 2.0, 3.0]]).astype(dtype)
    check("tensorflow", "math.polygamma", (order, x))
    check("tensorflow", "math.lbeta", (RNG.uniform(0.1, 10, (3, 4)).astype(dtype),))


@pytest.mark.parametrize("dtype", GAMMA_DTYPES, ids=lambda d: d.__name__)
def test_incomplete_gamma_beta(dtype):
    # float32: arguments up to 30 (beyond, TensorFlow's float32 kernels lose ~1e-4; ours keep
    # float64's value); float64 also the large ones, and the domain's edges
    big = dtype == np.float64
    a = np.concatenate([RNG.uniform(0.05, 30, N - 9), [1, 2, 0.5, 1e-3, 0, -1, 3,
                                                       500 if big else 20, 100 if big else 5]])
    x = np.concatenate([RNG.uniform(0, 40, N - 9), [0, np.inf, 1e-8, 1e-3, 1, 1, -1,
                                                    480 if big else 25, 110 if big else 3]])
    # the prefactor exp(a log x - x - lgamma(a)) carries the exponent's rounding, ~eps * lgamma
    # (~1e-12 relative at a ~ 500, here and in TensorFlow), and XLA's log differs from NumPy's
    s = 10.0 if big else 1.0
    check("tensorflow", "math.igamma", (a.astype(dtype), x.astype(dtype)), rtol_scale=s)
    check("tensorflow", "math.igammac", (a.astype(dtype), x.astype(dtype)), rtol_scale=s)
    b = np.concatenate([RNG.uniform(0.05, 30, N - 8), [1, 3, 0.5, 1, 1, 2, 2,
                                                       300 if big else 12]])
    p = np.concatenate([RNG.uniform(0, 1, N - 8), [0, 1, 0.3, 0.5, 0.5, 1.5, -0.1, 0.4]])
    a[-8:] = [1, 2, 0.5, 0, -1, 2, 2, 200 if big else 9]
    check("tensorflow", "math.betainc", (a.astype(dtype), b.astype(dtype), p.astype(dtype)),
          rtol_scale=s)


def test_xlog1py_in_top_k():
    x = np.array([0.0, 1.0, 2.0, 0.0], np.float32)
    y = np.array([-1.0, 0.5, 3.0, 2.0], np.float32)
    check("tensorflow", "math.xlog1py", (x, y))
    p = RNG.normal(size=(4, 5)).astype(np.float32)
    check("tensorflow", "math.in_top_k", (np.array([0, 1, 2, 4], np.int32), p, 2))


ARR = np.array([1, 3, 3, 0, 5], np.int32)
LAB = np.array([0, 1, 2, 1, 2], np.int64)
PRED = np.array([0, 2, 2, 1, 0], np.int64)


@pytest.mark.parametrize("name,args,kw", [
    ("bincount", (ARR,), {}), ("bincount", (ARR,), {"minlength": 8}),
    ("bincount", (ARR.astype(np.int64),), {"weights": np.array([1.0, 2, 3, 4, 5]),
                                           "maxlength": 4}),
    ("bincount", (ARR,), {"binary_output": True}), ("bincount", (np.zeros((0,), np.int32),), {}),
    ("confusion_matrix", (LAB, PRED), {}),
    ("confusion_matrix", (LAB, PRED), {"num_classes": 4, "dtype": ftf.float32,
                                       "weights": np.array([1.0, 2, 3, 4, 5], np.float32)}),
], ids=lambda v: v if isinstance(v, str) else "")
def test_bincount_confusion_matrix(name, args, kw):
    check("tensorflow", f"math.{name}", args, kw)


def test_bincount_negative():
    with pytest.raises(ftf.errors.InvalidArgumentError, match="non-negative"):
        ftf.math.bincount(ftf.constant([-1, 2]))


def test_approx_k():
    x = RNG.normal(size=(3, 6)).astype(np.float32)
    check("tensorflow", "math.approx_max_k", (x, 2))
    # TensorFlow's CPU has no approx_min_k kernel: the k smallest, from NumPy
    vals, idx = ftf.math.approx_min_k(ftf.constant(x), 2, reduction_dimension=0)
    want = np.argsort(x, axis=0, kind="stable")[:2]
    np.testing.assert_array_equal(np.asarray(idx), want)
    np.testing.assert_array_equal(np.asarray(vals), np.take_along_axis(x, want, axis=0))
