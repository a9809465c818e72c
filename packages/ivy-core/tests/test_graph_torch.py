"""``ivy.graph`` from PyTorch: ``torch.export`` -> Core ATen -> the PyTorch frontend.

Every session replays the checked-in fixtures (``tests/fixtures/graphs/torch/*.json``: a graph
captured from a PyTorch module or function, its inputs, PyTorch's outputs and PyTorch's gradient)
on its backend, comparing values and, where the backend differentiates, ``ivy.grad`` through the
replay. The torch session also captures the programs afresh (the capture must equal the fixture:
``python -m ivy.graph._torch_fixtures`` rewrites them), compares the replay with PyTorch on other
inputs, and checks the error for an operator without a mapping.
"""

import importlib.util
import json
from pathlib import Path

import ivy
import ivy.graph
import numpy as np
import pytest
from _harness import BACKEND, native, numpy_of
from ivy.errors import IvyUnsupportedError
from ivy.graph import _torch_fixtures
from ivy.graph._aten import ATEN
from ivy.graph._fixtures import load
from ivy.graph._graph import OPS, Graph

FIXTURES = Path(__file__).parent / "fixtures" / "graphs" / "torch"
NAMES = sorted(p.stem for p in FIXTURES.glob("*.json"))
AUTODIFF = BACKEND != "numpy"
HAS_TORCH = BACKEND == "torch" and importlib.util.find_spec("torch") is not None
RTOL, ATOL = 1e-5, 1e-5


def _outputs(out):
    return list(out) if isinstance(out, tuple) else [out]


def _close(got, want, rtol=RTOL, atol=ATOL):
    got = np.asarray(got)
    assert got.shape == want.shape and got.dtype == want.dtype, (got.shape, got.dtype,
                                                                  want.shape, want.dtype)
    np.testing.assert_allclose(got, want, rtol=rtol, atol=atol)


def _loss(graph):
    def loss(*args):
        outs = [o for o in _outputs(graph(*args)) if "float" in str(o.dtype)]
        total = ivy.sum(outs[0])
        for o in outs[1:]:
            total = total + ivy.sum(o)
        return total

    return loss


def test_fixtures_present():
    assert len(NAMES) >= 4
    if HAS_TORCH:
        assert NAMES == sorted(_torch_fixtures.examples()), "python -m ivy.graph._torch_fixtures"


@pytest.mark.parametrize("name", NAMES)
def test_replay_fixture(name):
    d, inputs, outputs = load(FIXTURES / f"{name}.json")
    graph = Graph.from_dict(d["graph"])
    assert graph.source == "torch"
    got = _outputs(graph(*native(inputs)))
    assert len(got) == len(outputs)
    for g, w in zip(got, outputs):
        assert isinstance(g, type(native(inputs[0]))), type(g)
        _close(numpy_of(g), w)


@pytest.mark.skipif(not AUTODIFF, reason="NumPy has no autodiff (asserted in test_gradients)")
@pytest.mark.parametrize("name", NAMES)
def test_grad_through_replay(name):
    d, inputs, _ = load(FIXTURES / f"{name}.json")
    want = np.asarray(d["grad"]["value"], dtype=d["grad"]["dtype"])
    graph = Graph.from_dict(d["graph"])
    got = ivy.grad(_loss(graph))(*native(inputs))
    _close(numpy_of(got), want, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("name", NAMES)
def test_json_round_trip_and_listing(name):
    d, _, _ = load(FIXTURES / f"{name}.json")
    graph = Graph.from_dict(d["graph"])
    assert json.loads(Graph.from_json(graph.to_json()).to_json()) == d["graph"]
    text = str(graph)
    assert all(n.op in text for n in graph.nodes) and all(n.op.startswith("aten.")
                                                          for n in graph.nodes)


def test_every_aten_op_is_in_the_table_and_its_frontend_function_exists():
    import ivy.frontends.torch as T  # noqa: N812, PLC0415
    from ivy.graph._aten import BINARY, UNARY  # noqa: PLC0415

    assert all(f"aten.{n}" in OPS for n in ATEN)
    missing = [n for n in UNARY + BINARY if not callable(getattr(T, n, None))]
    missing += [n for n in ("addmm", "mm", "bmm", "add", "sub", "pow", "where", "clamp", "reshape",
                            "permute", "broadcast_to", "unsqueeze", "squeeze", "cat", "full",
                            "sum", "mean", "amax", "amin", "var", "zeros")
                if not callable(getattr(T, n, None))]
    missing += [n for n in ("gelu", "softmax", "log_softmax", "conv1d", "conv2d", "conv3d",
                            "conv_transpose1d", "conv_transpose2d", "conv_transpose3d",
                            "max_pool2d", "layer_norm", "batch_norm", "embedding")
                if not callable(getattr(T.nn.functional, n, None))]
    assert missing == []


# --- the torch session: capture afresh ------------------------------------------------------------
@pytest.mark.skipif(not HAS_TORCH, reason="captures need PyTorch: the torch session")
@pytest.mark.parametrize("name", NAMES)
def test_fresh_capture_equals_the_fixture(name):
    d, _, _ = load(FIXTURES / f"{name}.json")
    assert json.loads(json.dumps(_torch_fixtures.build(name)["graph"])) == d["graph"]


@pytest.mark.skipif(not HAS_TORCH, reason="captures need PyTorch: the torch session")
@pytest.mark.parametrize("name", NAMES)
def test_replay_equals_torch_on_other_inputs(name):
    fn, inputs = _torch_fixtures.examples()[name]
    graph = ivy.graph.trace_graph(fn, *inputs, source="torch")
    rng = np.random.default_rng(1)
    other = [rng.random(x.shape).astype(x.dtype) for x in inputs]
    want, grad = _torch_fixtures.run_torch(fn, other)
    got = _outputs(graph(*native(other)))
    for g, w in zip(got, want):
        _close(numpy_of(g), w)
    _close(numpy_of(ivy.grad(_loss(graph))(*native(other))), grad, rtol=1e-4, atol=1e-5)


@pytest.mark.skipif(not HAS_TORCH, reason="captures need PyTorch: the torch session")
def test_an_operator_without_a_mapping_is_named_with_its_line():
    import torch  # noqa: PLC0415

    def uses_cumsum(x):
        return torch.cumsum(x, dim=0) * 2

    with pytest.raises(IvyUnsupportedError, match=r"aten\.cumsum\.default \(at test_graph_torch"
                                                  r"\.py:\d+ \(uses_cumsum\)\) has no mapping"):
        ivy.graph.trace_graph(uses_cumsum, np.ones(3, np.float32), source="torch")


@pytest.mark.skipif(not HAS_TORCH, reason="captures need PyTorch: the torch session")
def test_pooling_indices_are_refused_not_guessed():
    import torch  # noqa: PLC0415

    def pool_with_indices(x):
        return torch.nn.functional.max_pool2d(x, 2, return_indices=True)[1].float()

    with pytest.raises(IvyUnsupportedError, match="max_pool2d_with_indices.*output 1 read"):
        ivy.graph.trace_graph(pool_with_indices, np.ones((1, 1, 4, 4), np.float32),
                              source="torch")


# --- ivy.transpile ----------------------------------------------------------------------------------
@pytest.mark.skipif(not HAS_TORCH, reason="captures need PyTorch: the torch session")
def test_transpile_a_torch_module_to_numpy_and_back_to_torch():
    fn, inputs = _torch_fixtures.examples()["cnn"]
    want, _ = _torch_fixtures.run_torch(fn, inputs)
    to_numpy = ivy.transpile(fn, *inputs, source="torch", to="numpy")
    got = to_numpy(*inputs)
    assert type(got) is np.ndarray and to_numpy.graph.source == "torch"
    _close(got, want[0])
    to_torch = ivy.transpile(fn, *inputs, source="torch", to="torch")
    got = to_torch(*native(inputs))
    assert type(got).__module__.startswith("torch")
    _close(numpy_of(got), want[0])


def test_transpile_refuses_unknown_frameworks():
    with pytest.raises(ivy.IvyValueError, match="to='lisp' is not one of"):
        ivy.transpile(lambda x: x, np.ones(2), source="torch", to="lisp")
    with pytest.raises(ivy.IvyValueError, match="source 'lisp' is not one of"):
        ivy.transpile(lambda x: x, np.ones(2), source="lisp", to="numpy")
