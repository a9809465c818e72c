"""The names the Ivy paper's listings use (arXiv 2102.02886, appendix A), as they use them:
``execute_with_gradients`` with a function returning ``(cost, *aux)``, the functional optimizer
steps (``gradient_descent_update``, ``adam_update``, ``lars_update``, ``lamb_update``) against
NumPy references, ``linspace`` of array endpoints with the new axis last, ``set_framework``,
``array``, ``cast``, ``variable``, Container attribute access and ``reduce_*`` with a positional
axis."""

import math

import ivy
import numpy as np
import pytest
from _harness import BACKEND, native, numpy_of

AUTODIFF = BACKEND != "numpy"
W0 = np.array([[0.5, -1.0], [2.0, 0.25]])
G = [np.array([[0.1, 0.3], [-0.2, 0.05]]), np.array([[0.0, -0.4], [0.3, 0.2]])]


def _norm(a):
    return math.sqrt(float((a * a).sum()))


def test_execute_with_gradients_flattens_a_tuple_of_outputs():
    x = native(np.array([1.0, 2.0, 3.0]))

    def f(v):
        return ivy.sum(v.w * v.w), v.w + 1, ivy.min(v.w)

    if not AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError, match="execute_with_gradients"):
            ivy.execute_with_gradients(f, ivy.Container(w=x))
        return
    cost, grads, plus_one, low = ivy.execute_with_gradients(f, ivy.Container(w=x))
    assert float(numpy_of(cost)) == 14.0
    np.testing.assert_allclose(numpy_of(grads.w), [2.0, 4.0, 6.0])
    np.testing.assert_allclose(numpy_of(plus_one), [2.0, 3.0, 4.0])
    assert float(numpy_of(low)) == 1.0
    # a single loss: a pair, as before; a 1-tuple too
    assert len(ivy.execute_with_gradients(lambda v: ivy.sum(v), x)) == 2
    assert len(ivy.execute_with_gradients(lambda v: (ivy.sum(v),), x)) == 2
    with pytest.raises(ivy.IvyValueError, match="0-d"):
        ivy.execute_with_gradients(lambda v: (v, v), x)


def test_gradient_descent_update_and_lars_update():
    w, g = native(W0), native(G[0])
    out = ivy.gradient_descent_update(ivy.Container(a=ivy.Container(w=w)),
                                      ivy.Container(a=ivy.Container(w=g)), 0.5)
    np.testing.assert_allclose(numpy_of(out.a.w), W0 - 0.5 * G[0], atol=1e-12)
    np.testing.assert_allclose(numpy_of(ivy.gradient_descent_update(w, g, 0.5)),
                               W0 - 0.5 * G[0], atol=1e-12)
    for decay in (0.0, 0.1):
        local = 0.5 * _norm(W0) / (_norm(G[0]) + decay * _norm(W0))
        ref = W0 - local * (G[0] + decay * W0)
        got = ivy.lars_update({"w": w}, {"w": g}, 0.5, decay_lambda=decay)
        np.testing.assert_allclose(numpy_of(got["w"]), ref, atol=1e-12)
    with pytest.raises(ivy.IvyValueError, match="gradient_descent_update: the gradients"):
        ivy.gradient_descent_update(ivy.Container(w=w), ivy.Container(v=g), 0.1)


@pytest.mark.parametrize("name", ["adam", "lamb"])
def test_adam_and_lamb_updates_over_two_steps(name):
    b1, b2, eps, lr, decay, cap = 0.9, 0.99, 1e-7, 0.1, 0.01, 10.0
    w, m, v = W0.copy(), np.zeros_like(W0), np.zeros_like(W0)
    iw, im, iv = ivy.Container(w=native(W0)), ivy.Container(w=native(m)), ivy.Container(w=native(v))
    for t, g in enumerate(G, 1):
        m = b1 * m + (1 - b1) * g
        v = b2 * v + (1 - b2) * g * g
        r = (m / (1 - b1 ** t)) / (np.sqrt(v / (1 - b2 ** t)) + eps)
        if name == "adam":
            w = w - lr * r
            iw, im, iv = ivy.adam_update(iw, ivy.Container(w=native(g)), lr, im, iv, t,
                                         beta1=b1, beta2=b2, epsilon=eps)
        else:
            r = r + decay * w
            w = w - lr * min(_norm(w) / _norm(r), cap) * r
            iw, im, iv = ivy.lamb_update(iw, ivy.Container(w=native(g)), lr, im, iv, t,
                                         beta1=b1, beta2=b2, epsilon=eps, decay_lambda=decay)
    for got, ref in ((iw, w), (im, m), (iv, v)):
        np.testing.assert_allclose(numpy_of(got.w), ref, rtol=1e-10, atol=1e-12)


def test_linspace_of_array_endpoints_puts_the_new_axis_last():
    a = native(np.array([-0.5, 0.4, 0.5, 0.0, 0.0, 0.0]))
    b = native(np.array([0.5, 0.6, 0.5, 0.0, 0.0, 1.0]))
    out = numpy_of(ivy.linspace(a, b, 4))
    assert out.shape == (6, 4)
    np.testing.assert_allclose(out, np.linspace(numpy_of(a), numpy_of(b), 4, axis=-1))
    assert numpy_of(ivy.linspace(a, b, 4, axis=0)).shape == (4, 6)
    assert numpy_of(ivy.linspace(0.0, 1.0, 3)).tolist() == [0.0, 0.5, 1.0]


def test_paper_aliases_on_the_backend_in_force():
    ivy.set_framework(BACKEND)
    try:
        x = ivy.array([[1.0, 2.0], [3.0, -4.0]])
        assert type(x) is type(native(np.zeros(1)))
        x32 = ivy.cast(x, "float32")
        assert ivy.as_ivy_dtype(x32.dtype) == "float32"
        assert numpy_of(ivy.reduce_sum(x, -1, keepdims=True)).tolist() == [[3.0], [-1.0]]
        assert numpy_of(ivy.reduce_mean(x, 0)).tolist() == [2.0, -1.0]
        assert float(numpy_of(ivy.reduce_min(x))) == -4.0
        assert bool(ivy.reduce_min(x) < 0.1)  # a 0-d comparison ends a while loop
        v = ivy.variable(x32)  # (NumPy: the array itself)
        assert numpy_of(ivy.Container({"w": v}).w).tolist() == numpy_of(x32).tolist()
    finally:
        ivy.unset_framework()


def test_is_compiling_tells_value_checks_to_stand_aside():
    """False in eager code; True while torch.compile's Dynamo traces the caller."""
    assert ivy.compiler.is_compiling() is False
    if BACKEND == "torch":
        import torch

        seen = []
        f = torch.compile(lambda x: seen.append(ivy.compiler.is_compiling()) or x + 1,
                          backend="eager")
        f(native(np.ones(2)))
        assert True in seen
