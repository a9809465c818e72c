"""Shared test helpers: native arrays of the backend under test, tolerances, and the gradient
check (``ivy.grad`` against central finite differences of a NumPy float64 reference)."""

import importlib.util
import os
import sys
from pathlib import Path

import ivy
import numpy as np
import pytest

BACKEND = os.environ.get("IVY_BACKEND", "numpy")
BK = ivy.get_backend(BACKEND)  # loads the backend (JAX: 64-bit mode from the nox session)
AUTODIFF = BACKEND in ("torch", "jax", "tensorflow", "mxnet")
DTYPES = ("float32", "float64")
ATOL = {"float32": 1e-5, "float64": 1e-10}


def native(a, dtype=None):
    a = np.array(a, copy=True) if dtype is None else np.array(a, dtype=dtype)
    return ivy.to_backend(a, BACKEND)


def numpy_of(x):
    return np.array(ivy.to_numpy(x))


def finite_difference(fn, x, h=1e-6):
    """Central differences of the scalar ``fn(x)`` (NumPy, float64) over every entry of ``x``."""
    x = np.asarray(x, dtype=np.float64)
    g = np.zeros_like(x)
    for i in np.ndindex(x.shape):
        e = np.zeros_like(x)
        e[i] = h
        g[i] = (fn(x + e) - fn(x - e)) / (2 * h)
    return g


def check_gradient(ivy_loss, ref_loss, x, rtol=1e-5, atol=1e-6):
    """``ivy.grad(ivy_loss)`` at ``x`` equals the finite differences of ``ref_loss`` (NumPy);
    on NumPy ``ivy.grad`` raises the clear no-autodiff error."""
    grad = ivy.grad(ivy_loss)
    if BACKEND == "jax":  # one XLA program instead of compiling every primitive eagerly (CI time)
        grad = ivy.compile(grad)
    if not AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError, match="not supported on the 'numpy'"):
            grad(native(x))
        return None
    g = numpy_of(grad(native(x)))
    assert g.shape == np.shape(x) and np.isfinite(g).all()
    np.testing.assert_allclose(g, finite_difference(ref_loss, x), rtol=rtol, atol=atol)
    return g


DEMOS = Path(__file__).resolve().parents[3] / "demos"


def load_demo(name):
    """The module of the script ``demos/<name>.py`` (its helper module _plotting.py beside it)."""
    if str(DEMOS) not in sys.path:
        sys.path.insert(0, str(DEMOS))
    spec = importlib.util.spec_from_file_location(name, DEMOS / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod
