"""Shared test helpers: native arrays of the backend under test, tolerances, the gradient check
(``ivy.grad`` against central finite differences) and bad-input checks; random cameras and
scenes are in ``_scenes``.

JAX compiles every operation once per shape and dtype: the tests use one batch size, ``B``, and
one image size, ``(H, W)``, for nearly everything, so that compiled operations are shared."""

import os

import ivy
import numpy as np
import pytest

BACKEND = os.environ.get("IVY_BACKEND", "numpy")
BK = ivy.get_backend(BACKEND)  # loads the backend (JAX: 64-bit mode from the nox session)
AUTODIFF = BACKEND in ("torch", "jax", "tensorflow", "mxnet")
DTYPES = ("float32", "float64")
# relative tolerance per dtype (with an absolute floor for values near 0)
RTOL = {"float32": 1e-5, "float64": 1e-10}
B, H, W = 2, 6, 8

native, numpy_of = ivy.testing.native_converters(BACKEND)
if BACKEND == "jax":
    import jax  # the comparisons run under jax.jit (see run)


def is_native(x):
    return type(x) in BK.array_types or isinstance(x, BK.array_types)


def run(fn, *args, **kwargs):
    """Call ``fn`` on native copies of the NumPy ``args``; the outputs back as NumPy (a tuple
    stays a tuple), after checking they are native arrays of the backend.

    On JAX the call is ``jax.jit``-compiled (the other arguments static): one compile per call
    instead of one per primitive and shape keeps the suite within its time budget; eager JAX is
    exercised by the error tests and the Keras-free demos."""
    arr_pos = [i for i, a in enumerate(args) if isinstance(a, np.ndarray)]
    arr_kw = [k for k, v in kwargs.items() if isinstance(v, np.ndarray)]
    nat = [native(args[i]) for i in arr_pos] + [native(kwargs[k]) for k in arr_kw]

    def call(*arrays):
        a, kw = list(args), dict(kwargs)
        for i, x in zip(arr_pos, arrays):
            a[i] = x
        for k, x in zip(arr_kw, arrays[len(arr_pos):]):
            kw[k] = x
        return fn(*a, **kw)

    out = (jax.jit(call) if BACKEND == "jax" else call)(*nat)
    outs = out if isinstance(out, tuple) else (out,)
    for o in outs:
        if o is not None:
            assert is_native(o), f"{type(o)} is not a native {BACKEND} array"
    res = tuple(None if o is None else numpy_of(o) for o in outs)
    return res if isinstance(out, tuple) else res[0]


def close(got, expected, dtype, rtol=None, atol=None):
    """``got`` equals ``expected`` (float64 reference) to the dtype's relative tolerance; the
    absolute floor is the tolerance times the reference's scale. Returns the largest relative
    error (for the report)."""
    rtol = RTOL[dtype] if rtol is None else rtol
    expected = np.asarray(expected, np.float64)
    scale = max(1.0, float(np.nanmax(np.abs(expected))) if expected.size else 1.0)
    atol = rtol * scale if atol is None else atol
    assert got.dtype == np.dtype(dtype), f"dtype {got.dtype}, expected {dtype}"
    np.testing.assert_allclose(got, expected, rtol=rtol, atol=atol)
    err = float(np.nanmax(np.abs(got - expected)) / scale) if expected.size else 0.0
    log = os.environ.get("IVY_VISION_ERROR_LOG")  # the report's "max error per reference"
    if log:
        with open(log, "a") as f:
            f.write(f"{BACKEND}\t{os.environ.get('PYTEST_CURRENT_TEST', '?').split(' ')[0]}\t{err:.3e}\n")
    return err


# --- gradients ------------------------------------------------------------------------------
def finite_difference(fn, args, wrt, w, h=1e-6):
    """Central differences of ``sum(w * fn(*args))`` over ``args[wrt]`` (NumPy, float64)."""
    x = args[wrt]
    g = np.zeros_like(x)
    flat = g.reshape(-1)
    for i in range(x.size):
        e = np.zeros(x.size)
        e[i] = h
        e = e.reshape(x.shape)
        lo, hi = list(args), list(args)
        hi[wrt], lo[wrt] = x + e, x - e
        with ivy.use("numpy"):
            flat[i] = (np.sum(np.asarray(fn(*hi)) * w) - np.sum(np.asarray(fn(*lo)) * w)) / (2 * h)
    return g


def check_gradient(fn, args, wrt=0, seed=0, rtol=1e-5, atol=1e-6):
    """``ivy.grad`` of ``sum(w * fn(*args))`` (fixed random ``w``) with respect to ``args[wrt]``
    equals the finite difference (NumPy backend, float64); on NumPy ``ivy.grad`` raises
    ``IvyUnsupportedError``. ``fn`` returns one array (select one output in a lambda)."""
    args = [np.asarray(a, np.float64) if isinstance(a, np.ndarray) and a.dtype.kind == "f" else a
            for a in args]
    with ivy.use("numpy"):
        w = np.random.default_rng(seed).normal(size=np.shape(fn(*args)))
    wn = native(w)
    nat = [native(a) if isinstance(a, np.ndarray) else a for a in args]

    def loss(x):
        full = list(nat)
        full[wrt] = x
        return ivy.sum(ivy.multiply(fn(*full), wn))

    grad = ivy.grad(loss)
    if BACKEND == "jax":  # one compiled program instead of a compile per primitive and shape
        grad = jax.jit(grad)
    if not AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError, match="ivy.grad is not supported on the 'numpy'"):
            grad(nat[wrt])
        return
    g = numpy_of(grad(nat[wrt]))
    assert g.shape == args[wrt].shape
    assert np.isfinite(g).all(), "non-finite gradient"
    fd = finite_difference(fn, args, wrt, w)
    np.testing.assert_allclose(g, fd, rtol=rtol, atol=atol)


def raises_value_error(fn, *args, match=None, **kwargs):
    kwargs = {k: native(v) if isinstance(v, np.ndarray) else v for k, v in kwargs.items()}
    with pytest.raises(ivy.IvyValueError, match=match):
        fn(*[native(a) if isinstance(a, np.ndarray) else a for a in args], **kwargs)
