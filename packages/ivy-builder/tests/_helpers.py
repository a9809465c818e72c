"""Shared test helpers: the backend under test, its native arrays, small models and data."""

import os

import ivy
import numpy as np

BACKEND = os.environ.get("IVY_BACKEND", "numpy")
BK = ivy.get_backend(BACKEND)  # loads the backend (JAX: 64-bit mode from the nox session)
AUTODIFF = BACKEND in ("torch", "jax", "tensorflow", "mxnet")
FULL = os.environ.get("IVY_FULL") == "1"


def native(a):
    """A native array of the backend under test holding a copy of ``a``."""
    a = np.array(a, copy=True)
    return BK.asarray(a)


def numpy_of(x):
    return np.array(ivy.to_backend(x, "numpy"), copy=True)


def is_native(x):
    return isinstance(x, BK.array_types) or type(x) in BK.array_types


def regression_data(n=32, d=3, seed=0):
    """``x [n, d]`` float32 and ``y = x @ w + 0.5`` (``[n, 1]``) with fixed weights."""
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    w = np.arange(1, d + 1, dtype=np.float32)[:, None]
    return x, (x @ w + 0.5).astype(np.float32)


class MLP(ivy.Module):
    """A small MLP with dropout (exercises Ivy's random generators during training)."""

    def __init__(self, d_in=3, hidden=8, d_out=1, dropout=0.25):
        self.l1 = ivy.Linear(d_in, hidden)
        self.drop = ivy.Dropout(dropout)
        self.l2 = ivy.Linear(hidden, d_out)
        super().__init__()

    def _forward(self, x):
        return self.l2(self.drop(ivy.tanh(self.l1(x))))


def mse(pred, target):
    return ivy.mean((pred - target) ** 2)


def flat_numpy(c):
    """``{key_chain: numpy array}`` of a Container."""
    return {k: numpy_of(x) for k, x in c.flatten().items()}
