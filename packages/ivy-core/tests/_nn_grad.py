"""Gradient checks of the neural-network functions (activations, losses, norms, layers): the
backend's automatic differentiation through ``ivy.execute_with_gradients`` against central finite
differences of the same Ivy function evaluated on NumPy in float64. NumPy itself has no autodiff:
there the check asserts Ivy's clear error."""

import ivy
import numpy as np
from _harness import BACKEND, assert_unsupported, native, numpy_of


def _scalar(f, arrays):
    with ivy.use("numpy"):
        return float(np.asarray(f(*arrays)))


def finite_differences(f, xs, eps=1e-6):
    grads = []
    for i, x in enumerate(xs):
        g = np.zeros_like(x)
        for idx in np.ndindex(x.shape):
            hi = [a.copy() for a in xs]
            lo = [a.copy() for a in xs]
            hi[i][idx] += eps
            lo[i][idx] -= eps
            g[idx] = (_scalar(f, hi) - _scalar(f, lo)) / (2 * eps)
        grads.append(g)
    return grads


def check_grad(f, *xs, rtol=1e-5, atol=1e-7):
    """``f(*arrays)`` returns a 0-d array; its gradient w.r.t. every float64 array in ``xs``."""
    xs = [np.asarray(x, dtype=np.float64) for x in xs]
    call = lambda: ivy.execute_with_gradients(lambda a: f(*a), [native(x) for x in xs])  # noqa: E731
    if BACKEND == "numpy":
        assert_unsupported(call, "execute_with_gradients")
        return
    value, grads = call()
    np.testing.assert_allclose(numpy_of(value), _scalar(f, xs), rtol=1e-10, atol=1e-12)
    for i, (g, ref) in enumerate(zip(grads, finite_differences(f, xs))):
        np.testing.assert_allclose(numpy_of(g), ref, rtol=rtol, atol=atol,
                                   err_msg=f"gradient w.r.t. argument {i}")
