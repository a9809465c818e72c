"""Ivy code as a graph (``ivy.trace_graph(source="ivy")``) and ``ivy.compile`` on NumPy, which
replays it as NumPy source (issue 24).

The tracer is JAX's (``jax.make_jaxpr`` of the function on Ivy's JAX backend), so the captures
run in the JAX session; the references are independent: NumPy itself for the values, and
``jax.value_and_grad`` of the same loss written in ``jax.numpy`` for the gradients a graph
computes on NumPy. The sessions without JAX check the clear error and that ``ivy.compile`` on
NumPy then runs the function as it is.
"""

from __future__ import annotations

import importlib.util
import json
import warnings
from pathlib import Path

import ivy
import numpy as np
import pytest
from _harness import BACKEND, native, numpy_of

HAS_JAX = BACKEND == "jax" and importlib.util.find_spec("jax") is not None
needs_jax = pytest.mark.skipif(not HAS_JAX, reason="tracing Ivy code needs JAX: the jax session")
RNG = np.random.default_rng(7)
FIXTURES = sorted((Path(__file__).parent / "fixtures" / "graphs" / "ivy").glob("*.json"))


def _mlp_params():
    return ivy.Container({"w1": RNG.normal(size=(5, 4)).astype("float32"),
                          "b1": RNG.normal(size=(4,)).astype("float32"),
                          "w2": RNG.normal(size=(4, 2)).astype("float32")})


def _train_step(v, x, y):
    def loss_fn(v):
        h = ivy.relu(ivy.matmul(x, v["w1"]) + v["b1"])
        return ivy.mean((ivy.matmul(h, v["w2"]) - y) ** 2)

    loss, grads = ivy.execute_with_gradients(loss_fn, v)
    return loss, v - 0.1 * grads


def _jax_reference(v, x, y):
    """The same step in jax.numpy with jax.value_and_grad (an independent reference)."""
    import jax
    import jax.numpy as jnp

    def loss_fn(p):
        h = jax.nn.relu(x @ p["w1"] + p["b1"])
        return jnp.mean((h @ p["w2"] - y) ** 2)

    p = {k: jnp.asarray(a) for k, a in v.items()}
    loss, g = jax.value_and_grad(loss_fn)(p)
    return np.asarray(loss), {k: np.asarray(p[k] - 0.1 * g[k]) for k in p}


@needs_jax
def test_training_step_replays_on_numpy_with_its_gradients():
    """A Container step with ivy.execute_with_gradients: the graph computes the gradients, so
    its replay on NumPy arrays (which have no autodiff) gives JAX's own step."""
    v, x, y = _mlp_params(), RNG.normal(size=(3, 5)).astype("float32"), \
        RNG.normal(size=(3, 2)).astype("float32")
    graph = ivy.trace_graph(_train_step, v, x, y, source="ivy")
    assert graph.source == "ivy"
    loss, new = graph(v, x, y)
    assert isinstance(new, ivy.Container) and list(new) == list(v)
    ref_loss, ref_new = _jax_reference(v, x, y)
    assert isinstance(loss, np.ndarray) and loss.dtype == np.float32
    np.testing.assert_allclose(loss, ref_loss, rtol=1e-5)
    for k in v:
        assert type(new[k]) is np.ndarray and new[k].dtype == np.float32
        np.testing.assert_allclose(new[k], ref_new[k], rtol=1e-5, atol=1e-6)
    # the source runs without Ivy, and the JSON form keeps the replay through the source
    code = graph.to_source("numpy").split("\ndef ", 1)[1]  # (after the module's docstring)
    assert "import" not in code and "ivy." not in code
    again = ivy.graph.Graph.from_json(graph.to_json())
    np.testing.assert_allclose(again(v, x, y)[0], ref_loss, rtol=1e-5)


@needs_jax
def test_64_bit_dtypes_are_kept_and_dead_code_is_dropped():
    x, w = RNG.normal(size=(4, 3)), RNG.normal(size=(3, 2))  # float64, as Ivy keeps them

    def f(x, w):
        return ivy.sum(ivy.tanh(ivy.matmul(x, w)) ** 2, axis=-1)

    graph = ivy.trace_graph(f, x, w, source="ivy")
    assert [d for _, _, d in graph.inputs] == ["float64", "float64"]
    # Ivy's dtype checks made empty arrays the result does not need: not in the graph
    assert all(0 not in s for n in graph.nodes for _, s, _ in n.outs)
    out = graph(x, w)
    assert out.dtype == np.float64
    np.testing.assert_allclose(out, np.sum(np.tanh(x @ w) ** 2, axis=-1), rtol=1e-13)
    with pytest.raises(ivy.IvyValueError, match="traced for its inputs' shapes"):
        graph(x[:2], w)


@needs_jax
def test_control_flow_stays_control_flow():
    def f(x):
        return ivy.cond(ivy.sum(x) > 0, lambda x: x * 2.0, lambda x: -x, x)

    graph = ivy.trace_graph(f, np.ones(3, np.float32), source="ivy")
    assert any(n.op == "ivy.cond" for n in graph.nodes)
    np.testing.assert_array_equal(graph(np.ones(3, np.float32)), np.full(3, 2.0, np.float32))
    np.testing.assert_array_equal(graph(-np.ones(3, np.float32)), np.ones(3, np.float32))


@needs_jax
def test_compile_on_numpy_replays_the_graph():
    def f(x, w, *, scale):
        return {"y": ivy.exp(ivy.matmul(x, w)) * scale, "n": ivy.sum(x)}

    step = ivy.compile(f, backend="numpy")
    x, w = RNG.normal(size=(2, 3)), RNG.normal(size=(3, 2))
    out = step(x, w, scale=2.0)
    np.testing.assert_allclose(out["y"], np.exp(x @ w) * 2.0, rtol=1e-13)
    assert type(out["n"]) is np.ndarray and out["n"].shape == ()  # as eager Ivy gives it
    np.testing.assert_allclose(out["n"], x.sum(), rtol=1e-13)
    step(x + 1, w, scale=2.0)  # same signature: no new trace
    assert step.trace_count() == 1
    step(x, w, scale=3.0)  # a Python number is part of the signature (static)
    step(x[:1], w, scale=3.0)  # so are the shapes
    assert step.trace_count() == 3
    np.testing.assert_allclose(step(x[:1], w, scale=3.0)["y"], np.exp(x[:1] @ w) * 3.0)


@needs_jax
def test_compile_on_numpy_gives_gradients_numpy_cannot():
    v, x, y = _mlp_params(), RNG.normal(size=(3, 5)).astype("float32"), \
        RNG.normal(size=(3, 2)).astype("float32")
    loss, new = ivy.compile(_train_step, backend="numpy")(v, x, y)
    ref_loss, ref_new = _jax_reference(v, x, y)
    np.testing.assert_allclose(loss, ref_loss, rtol=1e-5)
    np.testing.assert_allclose(new["w1"], ref_new["w1"], rtol=1e-5, atol=1e-6)


@needs_jax
def test_untraceable_functions_run_eagerly_and_say_why():
    def branchy(x):  # Python control flow on a value
        return x if float(ivy.sum(x)) > 0 else -x

    def noisy(x):  # a draw from Ivy's global generator would be frozen in a graph
        return x + ivy.random_uniform(shape=x.shape, dtype="float64")

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        f = ivy.compile(branchy, backend="numpy")
        np.testing.assert_array_equal(f(-np.ones(2)), np.ones(2))
        f(-np.ones(2))  # said once per function
        g = ivy.compile(noisy, backend="numpy")
        a, b = g(np.zeros(2)), g(np.zeros(2))
    messages = [str(w.message) for w in caught if issubclass(w.category, RuntimeWarning)]
    assert len([m for m in messages if "branchy" in m]) == 1
    assert any("noisy" in m and "global random generator" in m for m in messages)
    assert not np.array_equal(a, b)  # eager: new numbers each call
    with ivy.use("jax"):  # Ivy's key is intact (no value of the failed trace left in it)
        assert np.isfinite(ivy.to_numpy(ivy.random_uniform(shape=(2,)))).all()


@pytest.mark.skipif(importlib.util.find_spec("jax") is not None,
                    reason="the sessions without JAX: their error and fallback")
def test_without_jax_the_error_is_clear_and_compile_runs_as_is():
    def f(x):
        return ivy.exp(x)

    with pytest.raises(ivy.IvyUnsupportedError, match="needs JAX installed"):
        ivy.trace_graph(f, np.ones(2), source="ivy")
    assert ivy.compile(f, backend="numpy") is f


@needs_jax
def test_the_primitives_ivy_code_leads_jax_to():
    """JAX 0.10's stack / unstack, copies and device placements, and Python numbers (traced
    as float64 constants cast to the array's dtype: the cast constants are kept)."""
    def f(x):
        a, b, c = ivy.unstack(x, axis=-1)
        out = ivy.stack([a * 0.5, b + ivy.arange(x.shape[0], dtype="float32"), c], axis=0)
        return ivy.astype(out, "float32", copy=True)

    x = RNG.normal(size=(4, 3)).astype("float32")
    graph = ivy.trace_graph(f, x, source="ivy")
    assert not any(n.op == "lax.convert_element_type" and n.args[0] in graph.constants
                   for n in graph.nodes)  # (cast at capture)
    assert graph.constants and all(str(v.dtype) == "float32" or v.item() in (0.0, 1.0)
                                   for v in graph.constants.values())  # (arange's own f64)
    expected = np.stack([x[:, 0] * 0.5, x[:, 1] + np.arange(4, dtype="float32"), x[:, 2]])
    np.testing.assert_allclose(graph(x), expected, rtol=1e-6)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_stored_ivy_graphs_replay_as_this_backends_source(path):
    """Every session: a stored Ivy graph replays as this backend's own source (MXNet's: the
    NumPy source on ``mxnet.numpy``), equal to JAX's results of the same program written in
    jax.numpy, and (where the backend has autodiff) its gradient through the replay equals
    JAX's. The JAX session traces the program again: the stored graph cannot rot."""
    from ivy.graph import _fixtures, _ivy_fixtures

    d, inputs, outputs = _fixtures.load(path)
    graph = ivy.graph.Graph.from_dict(d["graph"])
    args = [native(a) for a in inputs]
    out = graph(*args)
    outs = list(out) if isinstance(out, tuple) else [out]
    assert len(outs) == len(outputs)
    for o, ref in zip(outs, outputs):
        got = numpy_of(o)
        assert got.dtype == ref.dtype and got.shape == ref.shape
        tol = 1e-12 if ref.dtype == np.float64 else 2e-5
        np.testing.assert_allclose(got, ref, rtol=tol, atol=tol)
    if BACKEND != "numpy":
        first = lambda a: ivy.sum(ivy.reshape(  # noqa: E731
            (lambda r: r[0] if isinstance(r, tuple) else r)(graph(a, *args[1:])), (-1,)))
        grad = numpy_of(ivy.grad(first)(args[0]))
        g_ref = np.asarray(d["grad"]["value"], d["grad"]["dtype"]).reshape(d["grad"]["shape"])
        tol = 1e-10 if g_ref.dtype == np.float64 else 1e-4
        np.testing.assert_allclose(grad, g_ref, rtol=tol, atol=tol)
    if BACKEND == "torch" and path.stem == "train_step":  # the replay is plain PyTorch: one
        import torch  # graph for Dynamo (a cond is a Python `if` in PyTorch's source: a break)

        assert torch._dynamo.explain(graph)(*args).graph_break_count == 0
    if HAS_JAX:
        fn, _, example = _ivy_fixtures.examples()[path.stem]
        fresh = ivy.trace_graph(fn, *example, source="ivy")
        assert _no_lines(json.loads(json.dumps(fresh.to_dict()))) == _no_lines(d["graph"])


def _no_lines(d):
    """A graph's dict without its nodes' source lines (Ivy's Container arithmetic takes
    another code path once a structure is known: the same ops from other lines)."""
    if isinstance(d, dict):
        return {k: _no_lines(v) for k, v in d.items() if k != "source" or "format" in d}
    if isinstance(d, list):
        return [_no_lines(v) for v in d]
    return d


@needs_jax
def test_gradients_through_concat_and_reuse_and_simplified_graphs():
    """A gradient through ivy.concat (JAX: split) of a value used twice (add_any), against
    jax.grad of the jax.numpy twin; the simplifications leave no transpose of a transpose and
    no reshape to a value's own shape."""
    import jax
    import jax.numpy as jnp

    x = RNG.normal(size=(3, 2))

    def f(x):
        y = ivy.concat([x, ivy.sin(x)], axis=0)
        return ivy.sum(y * y) + ivy.sum(ivy.matrix_transpose(ivy.matrix_transpose(y)))

    graph = ivy.trace_graph(lambda x: ivy.execute_with_gradients(f, x), x, source="ivy")
    value, grad = graph(x)
    ref = jax.value_and_grad(lambda x: jnp.sum(jnp.concatenate([x, jnp.sin(x)]) ** 2)
                             + jnp.sum(jnp.concatenate([x, jnp.sin(x)])))
    with jax.enable_x64(True):
        ref_value, ref_grad = ref(jnp.asarray(x))
    np.testing.assert_allclose(value, ref_value, rtol=1e-13)
    np.testing.assert_allclose(grad, ref_grad, rtol=1e-13)
    made = {i: n for n in graph.nodes for i, _, _ in n.outs}
    for n in graph.nodes:
        if n.op == "lax.transpose":
            assert getattr(made.get(n.args[0]), "op", None) != "lax.transpose"
        if n.op == "lax.reshape":
            src = made.get(n.args[0])
            in_shape = ([s for i, s, _ in src.outs if i == n.args[0]][0] if src else
                        [s for i, s, _ in graph.inputs if i == n.args[0]][0])
            assert tuple(in_shape) != tuple(n.outs[0][1])


@needs_jax
def test_constants_are_folded_exactly_and_squares_lose_their_power_of_one():
    """What only constants make (a pixel grid from ``arange``, broadcast, scaled) is computed
    once at capture; ``x ** 1`` from a square's derivative is ``x``; a subnormal product of
    constants stays a node (TensorFlow and JAX flush it on the CPU, NumPy does not)."""
    def f(x):
        grid = ivy.stack([ivy.arange(4, dtype="float32") * 0.5 + 1.0] * 2, axis=0)
        tiny = ivy.asarray(1e-30, dtype="float32") * ivy.asarray(1e-10, dtype="float32")
        loss, g = ivy.execute_with_gradients(lambda y: ivy.sum((y - grid) ** 2), x)
        return loss, g + tiny

    x = RNG.normal(size=(2, 4)).astype("float32")
    graph = ivy.trace_graph(f, x, source="ivy")
    ops = [n.op for n in graph.nodes]
    assert "lax.broadcasted_iota" not in ops and "ivy.stack" not in ops
    assert not any(n.op == "lax.integer_pow" and n.params["y"] == 1 for n in graph.nodes)
    assert any(n.op == "lax.mul" and all(a in graph.constants for a in n.args)
               for n in graph.nodes)  # the subnormal product is still computed by a node
    grid = np.stack([np.arange(4, dtype="float32") * np.float32(0.5) + np.float32(1.0)] * 2)
    loss, g = graph(x)
    np.testing.assert_allclose(loss, np.sum((x - grid) ** 2), rtol=1e-6)
    np.testing.assert_allclose(g, 2 * (x - grid) + np.float32(1e-40), rtol=1e-6)
    assert np.asarray(loss).dtype == np.float32


@needs_jax
def test_numpy_arrays_closed_over_are_constants_and_the_guard_is_back_after():
    w = RNG.normal(size=(3,))  # made outside: a constant of the graph

    def f(x):
        return ivy.exp(x) * w

    graph = ivy.trace_graph(f, np.ones(3), source="ivy")
    np.testing.assert_allclose(graph(np.full(3, 2.0)), np.exp(2.0) * w, rtol=1e-13)
    with ivy.use("jax"), pytest.raises(ivy.IvyBackendMismatchError, match="numpy"):
        ivy.exp(np.ones(2))  # the JAX backend refuses NumPy arrays again
