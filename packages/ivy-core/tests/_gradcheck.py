"""Gradient checks of the creation / manipulation / statistical extras: ``ivy.grad`` of a weighted
sum of the function's output(s) against central finite differences of a NumPy reference (float64).

NumPy has no automatic differentiation: there the check asserts ``ivy.grad``'s clear error.
"""

from __future__ import annotations

import ivy
import numpy as np
from _harness import BACKEND, assert_native, assert_unsupported, native, numpy_of

RNG = np.random.default_rng(7)


def _outputs(out):
    return list(out) if isinstance(out, (list, tuple)) else [out]


def _fd(loss, x, eps=1e-6):
    g = np.zeros_like(x)
    for idx in np.ndindex(x.shape):
        hi, lo = x.copy(), x.copy()
        hi[idx] += eps
        lo[idx] -= eps
        g[idx] = (loss(hi) - loss(lo)) / (2 * eps)
    return g


def check_grad(fn, ref, x, *, rtol=1e-6, atol=1e-7):
    """``ivy.grad(sum(fn(x) * w))`` equals the finite differences of ``sum(ref(x) * w)``.

    Args:
        fn: the Ivy call, on one native array (it may return one array or a list of arrays).
        ref: the NumPy reference of ``fn`` on a NumPy array (same structure of outputs).
        x: float64 NumPy array, the point to differentiate at.
    """
    weights = [RNG.standard_normal(np.shape(o)) for o in _outputs(ref(x))]
    w_native = [native(w) for w in weights]

    def loss(a):
        outs = _outputs(fn(a))
        total = ivy.sum(outs[0] * w_native[0])
        for o, w in zip(outs[1:], w_native[1:]):
            total = total + ivy.sum(o * w)
        return total

    if BACKEND == "numpy":  # no autodiff: the clear error
        assert_unsupported(lambda: ivy.grad(loss)(native(x)), "grad")
        return
    g = ivy.grad(loss)(native(x))
    assert_native(g, "gradient")

    def ref_loss(a):
        return float(sum(np.sum(o * w) for o, w in zip(_outputs(ref(a)), weights)))

    np.testing.assert_allclose(numpy_of(g), _fd(ref_loss, x), rtol=rtol, atol=atol)
