"""A NumPy-frontend program differentiated with the backend's autodiff (``ivy.grad``) equals the
analytic gradient (NumPy itself has no autodiff to compare with); the NumPy backend gives Ivy's
clear error."""

import ivy
import ivy.frontends.numpy as fnp
import numpy as np
import pytest
from _harness import BACKEND, native, numpy_of

RNG = np.random.default_rng(3)
X = RNG.standard_normal((4, 3))
W = RNG.standard_normal((3, 2))


def program(x, w):
    """0.5 * sum(tanh(x @ w)) + mean(x ** 2), written against NumPy's API."""
    X_, W_ = fnp._frontend_array(x), fnp._frontend_array(w)
    return (0.5 * fnp.sum(fnp.tanh(X_ @ W_)) + (X_ ** 2).mean())._data


def test_gradient_of_a_frontend_program():
    g = ivy.grad(program)
    if BACKEND == "numpy":
        with pytest.raises(ivy.IvyUnsupportedError, match="grad"):
            g(native(X), native(W))
        return
    got = numpy_of(g(native(X), native(W)))
    t = np.tanh(X @ W)
    want = 0.5 * (1 - t ** 2) @ W.T + 2 * X / X.size
    np.testing.assert_allclose(got, want, rtol=1e-10, atol=1e-12)
