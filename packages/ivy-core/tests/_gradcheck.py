"""Gradient checks of the creation / manipulation / statistical extras: ``ivy.grad`` of a weighted
sum of the function's output(s) against central finite differences of a NumPy reference (float64).

NumPy has no automatic differentiation: there the check asserts ``ivy.grad``'s clear error.
"""

from __future__ import annotations

import ivy
import numpy as np
from _harness import BACKEND, NATIVE_TYPES, assert_native, assert_unsupported, native, numpy_of

RNG = np.random.default_rng(7)


def _outputs(out):
    return list(out) if isinstance(out, (list, tuple)) else [out]


def finite_differences(loss, x, eps=1e-6):
    """Central differences of the scalar NumPy function ``loss`` at the float64 array ``x``."""
    g = np.zeros_like(x)
    for idx in np.ndindex(x.shape):
        hi, lo = x.copy(), x.copy()
        hi[idx] += eps
        lo[idx] -= eps
        g[idx] = (loss(hi) - loss(lo)) / (2 * eps)
    return g


def numpy_nest(tree):
    """Native arrays of the backend under test (in dicts / lists / tuples) -> NumPy arrays,
    checking each is native."""
    if isinstance(tree, dict):
        return {k: numpy_nest(v) for k, v in tree.items()}
    if isinstance(tree, (list, tuple)):
        return type(tree)(numpy_nest(v) for v in tree)
    assert isinstance(tree, NATIVE_TYPES), f"{type(tree)} is not a native {BACKEND} array"
    return numpy_of(tree)


def assert_close_nest(out, ref, rtol=1e-9, atol=1e-10, check_dtype=False):
    """``out`` (native arrays of the backend under test, in dicts / lists / tuples /
    Containers) equals ``ref`` (NumPy arrays or numbers in the same structure); with
    ``check_dtype`` each array also has its reference's dtype."""
    if isinstance(ref, list) and isinstance(out, NATIVE_TYPES):  # an array given as numbers
        ref = np.array(ref)
    if isinstance(ref, dict):
        assert isinstance(out, dict) and set(out) == set(ref), (type(out), list(ref))
        for k in ref:
            assert_close_nest(out[k], ref[k], rtol, atol, check_dtype)
    elif isinstance(ref, (list, tuple)):
        assert type(out) is type(ref) and len(out) == len(ref), (type(out), type(ref))
        for o, r in zip(out, ref):
            assert_close_nest(o, r, rtol, atol, check_dtype)
    else:
        o = numpy_nest(out)
        assert o.shape == np.shape(ref), (o.shape, np.shape(ref))
        if check_dtype:
            assert o.dtype == np.asarray(ref).dtype, (o.dtype, np.asarray(ref).dtype)
        np.testing.assert_allclose(o, ref, rtol=rtol, atol=atol)


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

    np.testing.assert_allclose(numpy_of(g), finite_differences(ref_loss, x), rtol=rtol, atol=atol)
