"""NumPy code captured by ``ivy.trace_graph(source="numpy")`` (tracer arrays through NumPy's
``__array_ufunc__`` / ``__array_function__``) and replayed on the backend under test: the values
and dtypes NumPy itself gives, compiled by JAX / TensorFlow where the session is theirs, the
gradient against central differences of the NumPy function, and each refusal with its reason.
Every session (NumPy is always installed)."""

import ivy
import numpy as np
import pytest
from _harness import BACKEND, native, numpy_of
from ivy.errors import IvyUnsupportedError

AUTODIFF = BACKEND not in ("numpy",)
# (np.median as the threshold of a comparison, z > np.median(z), is in the gradient's program:
# MXNet 1.9.1's backward pass crashed the process (segfault) on that path until Ivy's MXNet
# comparisons took detached operands while autograd records)


def smooth(x, idx, w):
    """ufuncs with Python scalars, fancy and strided indexing, a matmul, reductions with
    keepdims, a comparison and where, concatenate, cumsum, sort, reversed slices, linalg.norm."""
    y = np.exp(-x ** 2) * np.sin(3.0 * x) + np.maximum(x, 0.1)
    z = y[idx] @ w + y[:, ::2].sum(axis=1, keepdims=True).T[:, :1]
    out = np.where(z > np.median(z), np.log1p(np.abs(z)), np.median(z, axis=0))
    return (out, np.concatenate([x[1:, 0], np.cumsum(x[0])]),
            np.sort(x, axis=0)[::-1] + np.linalg.norm(x, axis=1)[:, None])


def program(x, idx, w):
    """``smooth`` with a cast of its first output."""
    a, b, c = smooth(x, idx, w)
    return a.astype(np.float32), b, c


def _inputs():
    rng = np.random.default_rng(0)
    return [rng.standard_normal((5, 4)), np.array([4, 0, -3]), rng.standard_normal((4, 3))]


def test_a_numpy_program_replays_with_numpy_values_and_dtypes():
    inputs = _inputs()
    want = program(*inputs)
    graph = ivy.trace_graph(program, *inputs, source="numpy")
    assert graph.source == "numpy" and len(graph.nodes) > 20
    assert any(n.op == "np.__getitem__" for n in graph.nodes)
    for got, w in zip(graph(*native(inputs)), want):
        got = numpy_of(got)
        assert got.dtype == w.dtype and got.shape == w.shape
        np.testing.assert_allclose(got, w, rtol=1e-12, atol=1e-12)
    again = ivy.graph.Graph.from_json(graph.to_json())
    np.testing.assert_array_equal(numpy_of(again(*native(inputs))[1]), want[1])


@pytest.mark.skipif(BACKEND not in ("jax", "tensorflow"), reason="the compilers that trace once")
def test_a_numpy_program_transpiles_compiled():
    """``jax.jit`` / ``tf.function`` of the replay (``ivy.transpile``'s default there): the
    fancy index is a gather, no value read on the host."""
    inputs = _inputs()
    fn = ivy.transpile(program, *inputs, source="numpy", to=BACKEND)
    for got, w in zip(fn(*native(inputs)), program(*inputs)):
        np.testing.assert_allclose(numpy_of(got), w, rtol=1e-12, atol=1e-12)


@pytest.mark.skipif(not AUTODIFF, reason="NumPy has no autodiff (asserted in test_gradients)")
def test_gradient_through_the_replay_equals_central_differences():
    x, idx, w = _inputs()

    def loss_np(a):
        return float(sum(o.sum() for o in smooth(a, idx, w)))

    graph = ivy.trace_graph(smooth, x, idx, w, source="numpy")

    def loss(a):
        o = graph(a, native(idx), native(w))
        return ivy.sum(o[0]) + ivy.sum(o[1]) + ivy.sum(o[2])

    grad = numpy_of(ivy.grad(loss)(native(x)))
    eps, fd = 1e-6, np.zeros_like(x)
    for i in np.ndindex(*x.shape):
        d = np.zeros_like(x)
        d[i] = eps
        fd[i] = (loss_np(x + d) - loss_np(x - d)) / (2 * eps)
    np.testing.assert_allclose(grad, fd, rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("body,match", [
    (lambda x: x if x.sum() > 0 else -x, "truth value"),
    (lambda x: x * float(x[0]), "float"),
    (lambda x: np.add.reduce(x), "ufunc method add.reduce"),
    (lambda x: np.asarray(x) + 1, "conversion"),
    (lambda x: np.roots(x), "function roots"),
    (lambda x: np.linalg.eig(x[:, None] * x), "function linalg.eig"),
])
def test_what_cannot_be_captured_is_refused_with_the_line(body, match):
    with pytest.raises(IvyUnsupportedError, match=match) as err:
        ivy.trace_graph(body, np.ones(3), source="numpy")
    assert "test_graph_numpy.py" in str(err.value)


def test_an_in_place_write_is_refused():
    def write(x):
        y = x * 2.0
        y[0] = 1.0
        return y

    with pytest.raises(IvyUnsupportedError, match="in-place write"):
        ivy.trace_graph(write, np.ones(3), source="numpy")


def nested(params, x):
    """Nests in and out: a dict of parameters (keys out of order), a list holding None."""
    h = np.tanh(x @ params["w"] + params["b"])
    return {"y": h.sum(axis=1), "parts": [h * 2.0, None]}, params["b"] * 0.5


def test_nests_of_arrays_in_and_out():
    rng = np.random.default_rng(1)
    params = {"w": rng.standard_normal((3, 2)), "b": rng.standard_normal(2)}
    x = rng.standard_normal((4, 3))
    want = nested(params, x)
    graph = ivy.trace_graph(nested, params, x, source="numpy")
    for g in (graph, ivy.graph.Graph.from_json(graph.to_json())):
        got = g(native(params), native(x))
        assert isinstance(got, tuple) and set(got[0]) == {"y", "parts"}
        assert isinstance(got[0]["parts"], list) and got[0]["parts"][1] is None
        np.testing.assert_allclose(numpy_of(got[0]["y"]), want[0]["y"], rtol=1e-12)
        np.testing.assert_allclose(numpy_of(got[0]["parts"][0]), want[0]["parts"][0], rtol=1e-12)
        np.testing.assert_allclose(numpy_of(got[1]), want[1], rtol=1e-12)
    with pytest.raises(ivy.errors.IvyValueError, match="structured as"):
        graph(native([params["w"], params["b"]]), native(x))
