"""The main demo (demos/hello_ivy.py) gives, on the backend under test, what plain NumPy gives."""

import os

import numpy as np
from ivy.testing import load_demo

BACKEND = os.environ.get("IVY_BACKEND", "numpy")


def _load_demo():
    return load_demo(__file__, "hello_ivy")


def _numpy_reference(q, k, v, temperature=0.5):
    q, k, v = (np.asarray(a, dtype=np.float64) for a in (q, k, v))
    d2 = ((q[:, None, :] - k[None, :, :]) ** 2).sum(-1)
    w = np.exp(-d2 / temperature)
    return (w / w.sum(-1, keepdims=True)) @ v


def test_demo_matches_numpy_reference_on_backend():
    demo = _load_demo()
    out, values = demo.run(BACKEND)
    assert type(out).__module__.partition(".")[0] in {"numpy": ("numpy",), "torch": ("torch",),
                                                       "jax": ("jax", "jaxlib"),
                                                       "tensorflow": ("tensorflow",),
                                                       "mxnet": ("mxnet",)}[BACKEND]
    np.testing.assert_allclose(values, _numpy_reference(demo.QUERIES, demo.KEYS, demo.VALUES),
                               rtol=1e-5, atol=1e-6)
