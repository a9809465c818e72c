"""``ivy.graph``: the graph IR and its capture from JAX (``jax.make_jaxpr`` -> frontend lax).

Every session replays the checked-in fixtures (``tests/fixtures/graphs/*.json``: a graph traced
from a JAX program, its inputs, JAX's outputs and JAX's gradient) on its backend and compares
values and, where the backend differentiates, ``ivy.grad`` through the replay. The JAX session
also traces the programs afresh (the trace must equal the fixture, so fixtures cannot rot:
``python -m ivy.graph._fixtures`` rewrites them), compares the replay with the JAX program on
other inputs, and checks the error for an unmapped primitive.
"""

import importlib.util
import json
from pathlib import Path

import ivy
import ivy.graph
import numpy as np
import pytest
from _harness import BACKEND, native, numpy_of
from ivy.errors import IvyUnsupportedError, IvyValueError
from ivy.graph import _fixtures
from ivy.graph._graph import OPS, Graph, Node

FIXTURES = Path(__file__).parent / "fixtures" / "graphs"
NAMES = sorted(p.stem for p in FIXTURES.glob("*.json"))
AUTODIFF = BACKEND != "numpy"
HAS_JAX = BACKEND == "jax" and importlib.util.find_spec("jax") is not None
RTOL, ATOL = 1e-5, 1e-6  # float32 across backends (different kernels for tanh, einsum, ...)


def _close(got, want, rtol=RTOL, atol=ATOL):
    got = np.asarray(got)
    assert got.shape == want.shape and got.dtype == want.dtype, (got.shape, got.dtype,
                                                                  want.shape, want.dtype)
    if want.dtype.kind in "biu":
        np.testing.assert_array_equal(got, want)
    else:
        np.testing.assert_allclose(got, want, rtol=rtol, atol=atol)


def _outputs(out):
    return list(out) if isinstance(out, tuple) else [out]


def _jax_ref(fn, *args):
    """``fn(*args)`` in JAX with 64-bit mode off, as traced (the JAX session switches it on)."""
    import jax  # noqa: PLC0415

    with jax.enable_x64(False):
        return [np.asarray(o) for o in _outputs(fn(*args))]


def _loss(graph):
    def loss(*args):
        outs = [o for o in _outputs(graph(*args)) if "float" in str(o.dtype)]
        total = ivy.sum(outs[0])
        for o in outs[1:]:
            total = total + ivy.sum(o)
        return total

    return loss


# --- every session: replay the fixtures ---------------------------------------------------------
def test_fixtures_present():
    assert set(NAMES) == set(_fixtures.examples()), "run python -m ivy.graph._fixtures"


@pytest.mark.parametrize("name", NAMES)
def test_replay_fixture(name):
    d, inputs, outputs = _fixtures.load(FIXTURES / f"{name}.json")
    graph = Graph.from_dict(d["graph"])
    run = graph
    if BACKEND == "jax" and len(graph.nodes) > 25:  # eager JAX compiles each op (seconds)
        import jax  # noqa: PLC0415

        run = jax.jit(graph)
    got = _outputs(run(*native(inputs)))
    assert len(got) == len(outputs)
    for g, w in zip(got, outputs):
        assert isinstance(g, type(native(inputs[0]))), type(g)
        _close(numpy_of(g), w)


@pytest.mark.skipif(not AUTODIFF, reason="NumPy has no autodiff (asserted in test_gradients)")
@pytest.mark.parametrize("name", [n for n in NAMES if n != "while"])
def test_grad_through_replay(name):
    d, inputs, _ = _fixtures.load(FIXTURES / f"{name}.json")
    want = np.asarray(d["grad"]["value"], dtype=d["grad"]["dtype"])
    graph = Graph.from_dict(d["graph"])
    grad = ivy.grad(_loss(graph))
    if BACKEND == "jax":  # eager JAX compiles each op once (seconds): compile the whole replay
        import jax  # noqa: PLC0415

        grad = jax.jit(grad)
    got = grad(*native(inputs))
    _close(numpy_of(got), want, rtol=1e-4, atol=1e-5)


def test_while_fixture_has_no_grad():
    d, _, _ = _fixtures.load(FIXTURES / "while.json")
    assert d["grad"] is None  # JAX cannot reverse-differentiate a while loop


# --- the IR itself ---------------------------------------------------------------------------------
@pytest.mark.parametrize("name", NAMES)
def test_json_round_trip(name):
    d, _, _ = _fixtures.load(FIXTURES / f"{name}.json")
    graph = Graph.from_dict(d["graph"])
    again = Graph.from_json(graph.to_json())
    assert json.loads(again.to_json()) == d["graph"]
    text = str(graph)
    assert text.startswith("graph(%0: ") and "return %" in text
    for node in graph.nodes:
        assert node.op in text


def test_listing_shows_sub_graphs():
    d, _, _ = _fixtures.load(FIXTURES / "rnn.json")
    text = str(Graph.from_dict(d["graph"]))
    assert "ivy.scan(" in text and "graphs[0]:" in text and "lax.tanh(" in text


def test_every_op_has_a_frontend_twin():
    from ivy.frontends.jax import lax  # noqa: PLC0415
    from ivy.graph._from_jax import PRIMITIVES  # noqa: PLC0415
    from ivy.graph._from_numpy import frontend_function  # noqa: PLC0415

    for op in OPS:
        kind, _, name = op.partition(".")
        assert ((kind == "lax" and callable(getattr(lax, name))) or kind in ("ivy", "aten", "tf")
                or (kind == "np" and (name in ("__getitem__", "astype")
                                      or frontend_function(name) is not None))), op
    for prim, (name, _) in PRIMITIVES.items():
        assert f"lax.{name}" in OPS, prim


def test_unknown_op_and_bad_calls():
    with pytest.raises(IvyValueError, match="unknown op 'lax.nope'"):
        Node("lax.nope", [0], {}, [(1, (), "float32")])
    d, inputs, _ = _fixtures.load(FIXTURES / "mlp.json")
    graph = Graph.from_dict(d["graph"])
    with pytest.raises(IvyValueError, match="takes 4 arrays"):
        graph(native(inputs[0]))
    with pytest.raises(IvyValueError, match="format"):
        Graph.from_dict({**d["graph"], "format": "other/9"})
    with pytest.raises(IvyValueError, match="source 'lisp'"):
        ivy.graph.trace_graph(lambda x: x, inputs[0], source="lisp")


# --- the JAX session: capture ---------------------------------------------------------------------
def _strip(d):
    """A graph dict without source lines (they move when _fixtures.py is edited)."""
    d = dict(d)
    d.pop("source", None)
    d["nodes"] = [{k: ([_strip(g) for g in v] if k == "graphs" else v) for k, v in n.items()
                   if k != "source"} for n in d["nodes"]]
    return d


@pytest.mark.skipif(not HAS_JAX, reason="tracing needs JAX: only the JAX session has it")
@pytest.mark.parametrize("name", NAMES)
def test_fixture_is_fresh(name):
    d, _, outputs = _fixtures.load(FIXTURES / f"{name}.json")
    fresh = _fixtures.build(name)
    assert _strip(fresh["graph"]) == _strip(d["graph"]), \
        f"{name}.json is stale: run python -m ivy.graph._fixtures"
    for got, want in zip(fresh["outputs"] + [fresh["grad"]], d["outputs"] + [d["grad"]]):
        if want is not None:  # XLA's kernels vary with the CPU: values are close, not equal
            _close(np.asarray(got["value"], got["dtype"]), np.asarray(want["value"],
                                                                      want["dtype"]), 1e-6)


@pytest.mark.skipif(not HAS_JAX, reason="tracing needs JAX: only the JAX session has it")
@pytest.mark.parametrize("name", NAMES)
def test_trace_matches_jax_on_new_inputs(name):
    import jax  # noqa: PLC0415

    fn, inputs, _ = _fixtures.examples()[name]
    graph = ivy.graph.trace_graph(fn, *inputs)
    rng = np.random.default_rng(7)
    new = [rng.integers(0, 3, size=x.shape).astype(x.dtype) if x.dtype.kind in "iu"  # indices
           else rng.uniform(-1, 1, size=x.shape).astype(np.float32) for x in inputs]
    want = _jax_ref(fn, *new)
    got = _outputs(jax.jit(graph)(*[jax.numpy.asarray(x) for x in new]))  # jit: one compile
    for g, w in zip(got, want):
        _close(np.asarray(g), w, rtol=1e-6, atol=1e-6)


@pytest.mark.skipif(not HAS_JAX, reason="tracing needs JAX: only the JAX session has it")
def test_unmapped_primitive_names_it_and_the_line():
    import jax.numpy as jnp  # noqa: PLC0415

    def fn(x):
        return jnp.cumsum(x) + jnp.fft.fft(x).real  # fft has no mapping yet

    with pytest.raises(IvyUnsupportedError, match=r"primitive 'fft' \(at .*test_graph\.py:\d+"):
        ivy.graph.trace_graph(fn, np.ones(3, np.float32))


@pytest.mark.skipif(not HAS_JAX, reason="tracing needs JAX: only the JAX session has it")
def test_unmapped_parameter_is_refused():
    from jax import lax  # noqa: PLC0415

    def fn(x):
        return lax.reduce_precision(x, exponent_bits=5, mantissa_bits=2)

    with pytest.raises(IvyUnsupportedError, match="reduce_precision"):
        ivy.graph.trace_graph(fn, np.ones(3, np.float32))


@pytest.mark.skipif(not HAS_JAX, reason="tracing needs JAX: only the JAX session has it")
def test_closed_over_constants_and_multiway_switch():
    import jax.numpy as jnp  # noqa: PLC0415
    from jax import lax  # noqa: PLC0415

    w = np.arange(6.0, dtype=np.float32).reshape(2, 3)

    def fn(x, i):
        branches = [lambda v: v @ w, lambda v: jnp.exp(v) @ w, lambda v: -(v @ w)]
        return lax.switch(i, branches, x)

    x = np.array([0.5, -1.0], np.float32)
    graph = ivy.graph.trace_graph(fn, x, np.int32(0))
    assert "ivy.cond" in str(graph)
    for i in range(3):
        (want,) = _jax_ref(fn, x, np.int32(i))
        _close(np.asarray(graph(jnp.asarray(x), jnp.asarray(np.int32(i)))), want, 1e-6)


@pytest.mark.skipif(not HAS_JAX, reason="tracing needs JAX: only the JAX session has it")
def test_dynamic_slices_replay_eagerly():
    from jax import lax  # noqa: PLC0415

    def fn(x, i):
        s = lax.dynamic_slice(x, (i, 1), (2, 2))
        return lax.dynamic_update_slice(x, s * 2.0, (0, i))

    x = np.arange(12.0, dtype=np.float32).reshape(3, 4)
    graph = ivy.graph.trace_graph(fn, x, np.int32(1))
    assert "lax.dynamic_slice(" in str(graph) and "lax.dynamic_update_slice(" in str(graph)
    for i in (0, 1, 5):  # 5: clamped into range, as XLA does
        (want,) = _jax_ref(fn, x, np.int32(i))
        _close(graph(x, np.asarray(i, np.int32)), want)  # replayed on NumPy


@pytest.mark.skipif(not HAS_JAX, reason="captures need JAX: the jax session")
def test_transpile_a_jax_function_to_numpy_and_compiled_jax():
    import jax  # noqa: PLC0415

    fn, inputs, _ = _fixtures.examples()["mlp"]
    with jax.enable_x64(False):
        want = np.asarray(jax.jit(fn)(*inputs))
    got = ivy.transpile(fn, *inputs, source="jax", to="numpy")(*inputs)
    assert type(got) is np.ndarray
    _close(got, want)
    to_jax = ivy.transpile(fn, *inputs, source="jax", to="jax")  # jax.jit by default
    out = to_jax(*native(inputs))
    assert isinstance(out, jax.Array)
    _close(np.asarray(out), want)
    grad = jax.grad(lambda *a: to_jax(*a).sum())(*native(inputs))
    assert grad.shape == inputs[0].shape


@pytest.mark.skipif(not HAS_JAX, reason="traces JAX programs: the jax session")
def test_a_jax_program_of_parameter_nests_trains_through_the_replay():
    """A model's parameters as a nest (a dict of dicts, as flax keeps them) in, a (loss, dict)
    nest out: the replay takes and returns the nests, and ``jax.grad`` through it with respect
    to the parameter nest equals ``jax.grad`` of the program."""
    import jax  # noqa: PLC0415
    import jax.numpy as jnp  # noqa: PLC0415

    def loss(p, x):
        h = jax.nn.relu(x @ p["dense"]["kernel"] + p["dense"]["bias"])
        logits = h @ p["out"]["kernel"]
        return jnp.mean(jax.nn.logsumexp(logits, axis=1) - logits[:, 0]), {"logits": logits}

    rng = np.random.default_rng(5)
    params = {"out": {"kernel": rng.standard_normal((4, 3)).astype(np.float32)},
              "dense": {"bias": rng.standard_normal(4).astype(np.float32),
                        "kernel": rng.standard_normal((2, 4)).astype(np.float32)}}
    x = rng.standard_normal((5, 2)).astype(np.float32)
    graph = ivy.trace_graph(loss, params, x, source="jax")
    assert graph.in_tree is not None and graph.out_tree is not None
    params, x = native(params), native(x)
    got_loss, got_aux = graph(params, x)
    want_loss, want_aux = loss(params, x)
    _close(numpy_of(got_loss), np.asarray(want_loss))
    _close(numpy_of(got_aux["logits"]), np.asarray(want_aux["logits"]))
    grads = jax.grad(lambda p: graph(p, x)[0])(params)
    want = jax.grad(lambda p: loss(p, x)[0])(params)
    for path in (("out", "kernel"), ("dense", "bias"), ("dense", "kernel")):
        _close(np.asarray(grads[path[0]][path[1]]), np.asarray(want[path[0]][path[1]]))


@pytest.mark.skipif(BACKEND != "torch", reason="torch.compile: the torch session")
def test_transpile_compiled_by_torch_compile():
    """``transpile(..., to="torch", compile=True)``'s replay: the constants are made outside
    Dynamo's trace (its ``torch.as_tensor`` of some NumPy buffers fails), the result equals the
    fixture's JAX outputs, and a second call does not recompile."""
    import torch  # noqa: PLC0415
    from ivy.graph._transpile import compiled  # noqa: PLC0415

    d, inputs, outputs = _fixtures.load(FIXTURES / "mlp.json")
    run = compiled(Graph.from_dict(d["graph"]), "torch", True)
    torch._dynamo.reset()
    with torch._dynamo.config.patch(error_on_recompile=True):
        for _ in range(2):
            _close(numpy_of(run(*native(inputs))), outputs[0])
