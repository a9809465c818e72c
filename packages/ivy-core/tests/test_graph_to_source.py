"""``Graph.to_source(target)`` (issue 24): the checked-in graph fixtures (JAX, PyTorch,
TensorFlow and kornia programs) written as NumPy / PyTorch / JAX / TensorFlow source, each
checked to import only the target and run in a fresh namespace whose ``__import__`` refuses Ivy
(and anything but the target), equal to
the graph's replay and to the source framework's recorded outputs (1e-5 relative to the output's
scale, float32). Each session runs the targets its environment has (the MXNet session: NumPy).

A (fixture, target) pair with an op that has no emitter for the target must raise
``IvyUnsupportedError`` naming the op, the target and the node: the test asserts the error, and
the refused pairs are listed (``REFUSED``), so a regression cannot hide behind it.
"""

import ast
import functools
import importlib.util
from pathlib import Path

import numpy as np
import pytest
from ivy.errors import IvyUnsupportedError, IvyValueError
from ivy.graph import _fixtures
from ivy.graph._graph import Graph
from ivy.graph._source import targets_of

FIXTURES = Path(__file__).parent / "fixtures" / "graphs"
NAMES = [*(p.stem for p in sorted(FIXTURES.glob("*.json"))),
         *(f"torch/{n}" for n in ("block", "branch", "cnn", "mlp", "ops")),
         *(f"tensorflow/{n}" for n in ("branch", "cnn", "mlp", "ops")),
         *(f"kornia/{n}" for n in ("color.rgb_to_hls", "filters.median_blur",
                                    "enhance.sharpness", "geometry.rotation_matrix_to_quaternion",
                                    "metrics.psnr", "geometry.resize", "geometry.warp_affine"))]
# JAX compiles each program (~0.4 s): a selection covering its words and control flow
JAX_NAMES = ["cond", "while", "rnn", "scatter", "torch/cnn", "torch/ops", "tensorflow/ops",
             "kornia/color.rgb_to_hls", "kornia/geometry.resize", "kornia/geometry.warp_affine"]
# the programs with an op that has no emitter for the target yet (each must raise)
REFUSED = {"numpy": {"kornia/geometry.warp_affine"}, "torch": set(),
           "jax": {"kornia/geometry.warp_affine"},
           "tensorflow": {"kornia/geometry.warp_affine"}}  # (grid_sampler_2d: PyTorch only)
TARGETS = [t for t in ("numpy", "torch", "jax", "tensorflow")
           if importlib.util.find_spec(t) is not None]
ALLOWED_IMPORTS = {"numpy": {"numpy"}, "torch": {"torch"}, "jax": {"jax", "jax.numpy"},
                   "tensorflow": {"tensorflow"}}

_NATIVE = {"numpy": lambda: np.asarray,
           "torch": lambda: importlib.import_module("torch").as_tensor,
           "jax": lambda: importlib.import_module("jax.numpy").asarray,
           "tensorflow": lambda: importlib.import_module("tensorflow").constant}


def _guarded_import(target):
    """``__import__`` for the emitted source (and what the framework imports lazily while it
    runs, through the same builtins): never Ivy. (``_imports`` checks the source's own.)"""
    real = __import__

    def guarded(name, *args, **kwargs):
        if name.split(".")[0] == "ivy":
            raise ImportError(f"the emitted {target} source imports {name!r}")
        return real(name, *args, **kwargs)

    return guarded


def _run_source(source, target, inputs, params):
    """Exec ``source`` in a fresh namespace whose imports cannot reach Ivy; call ``forward``
    on the target's arrays; the outputs as NumPy arrays."""
    builtins = dict(vars(__builtins__) if not isinstance(__builtins__, dict) else __builtins__)
    builtins["__import__"] = _guarded_import(target)
    ns = {"__builtins__": builtins, "__name__": "emitted"}
    exec(compile(source, f"<{target} source>", "exec"), ns)
    conv = _NATIVE[target]()
    kw = {"params": {k: conv(v) for k, v in params.items()}} if params else {}
    forward = ns["forward"]
    if target == "jax":  # one compile per program (eager JAX compiles each op), and a check
        forward = importlib.import_module("jax").jit(forward)  # that the source traces
    out = forward(*[conv(x) for x in inputs], **kw)
    out = out if isinstance(out, tuple) else (out,)
    return [o.detach().numpy() if hasattr(o, "detach") else np.asarray(o) for o in out]


@functools.cache
def _load(name):
    """``(graph, inputs, recorded outputs, the replay's outputs)`` (the replay on NumPy)."""
    d, inputs, outputs = _fixtures.load(FIXTURES / f"{name}.json")
    graph = Graph.from_dict(d["graph"])
    replay = graph(*inputs)
    return graph, inputs, outputs, replay if isinstance(replay, tuple) else (replay,)


def _scaled_err(got, want):
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    return float(np.max(np.abs(got - want), initial=0.0) / max(1.0, np.max(np.abs(want),
                                                                          initial=0.0)))


def _imports(source):
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            names.add(node.module)
    return names


def _unsupported_ops(graph, target):
    ops = set()
    for node in graph.nodes:
        if target not in targets_of(node.op):
            ops.add(node.op)
        for g in node.graphs:
            ops |= _unsupported_ops(g, target)
    return ops


@pytest.mark.parametrize("target", TARGETS)
def test_fixtures_as_source_run_without_ivy_and_equal_the_replay(target):
    ran, refused = [], []
    names = JAX_NAMES if target == "jax" else NAMES
    for name in names:
        graph, inputs, outputs, replay = _load(name)
        missing = _unsupported_ops(graph, target)
        if missing:
            with pytest.raises(IvyUnsupportedError, match=rf"op '(.*)' has no {target} emitter"
                                                         r".*\(node #\d+ ") as err:
                graph.to_source(target)
            assert any(f"'{op}'" in str(err.value) for op in missing), str(err.value)
            refused.append(name)
            continue
        source = graph.to_source(target)
        assert _imports(source) <= ALLOWED_IMPORTS[target], (name, _imports(source))
        got = _run_source(source, target, inputs, graph.source_params())
        assert len(got) == len(replay) == len(outputs), name
        for k, (out, want, ref) in enumerate(zip(got, replay, outputs)):
            want = np.asarray(want)
            assert out.shape == want.shape, (name, k, out.shape, want.shape)
            if want.dtype.kind in "biu":
                np.testing.assert_array_equal(out, want, err_msg=f"{name} output {k}")
                np.testing.assert_array_equal(out, ref, err_msg=f"{name} output {k}")
                continue
            assert _scaled_err(out, want) <= 1e-5, (name, k, _scaled_err(out, want))
            assert _scaled_err(out, ref) <= 1e-5, (name, k, _scaled_err(out, ref))
        ran.append(name)
    assert set(refused) == REFUSED[target] & set(names)
    assert len(ran) == len(names) - len(refused) >= 9


def _exp_graph(op="lax.exp", params=None, size=2):
    return Graph.from_dict({
        "format": "ivy.graph/1", "inputs": [[0, [size], "float32"]],
        "constants": [[1, "float32", [size], [0.5 * k for k in range(size)]]],
        "parameters": [[2, "w", "float32", [size], [1.0] * size]],
        "nodes": [{"op": "lax.add", "args": [0, 1], "params": {},
                   "outs": [[3, [size], "float32"]]},
                  {"op": "lax.mul", "args": [3, 2], "params": {},
                   "outs": [[4, [size], "float32"]]},
                  {"op": op, "args": [4], "params": params or {},
                   "outs": [[5, [size], "float32"]]}],
        "outputs": [5], "single": True})


def test_an_op_without_an_emitter_raises_naming_op_target_and_node():
    g = _exp_graph("lax.erf_inv")
    with pytest.raises(IvyUnsupportedError, match=r"op 'lax.erf_inv' has no numpy emitter "
                                                  r"\(node #2 lax.erf_inv -> %5\)"):
        g.to_source("numpy")
    with pytest.raises(IvyValueError, match="target 'lisp'"):
        g.to_source("lisp")
    with pytest.raises(IvyValueError, match="identifier"):
        g.to_source("numpy", name="not a name")


def test_small_constants_are_literals_large_ones_and_parameters_come_in_params():
    small, large = _exp_graph(size=3), _exp_graph(size=20)
    assert small.source_params().keys() == {"w"}
    assert "np.asarray([0.0, 0.5, 1.0], dtype=np.float32)" in small.to_source("numpy")
    assert large.source_params().keys() == {"w", "const_1"}
    src = large.to_source("numpy", name="f")
    assert "def f(v0, params):" in src and 'params["const_1"]' in src
    ns = {}
    exec(compile(src, "f", "exec"), ns)  # (NumPy: no framework import beyond the test's own)
    x = np.linspace(-1, 1, 20, dtype=np.float32)
    w = np.full(20, 2.0, np.float32)
    params = {**large.source_params(), "w": w}
    np.testing.assert_allclose(ns["f"](x, params), large(x, params={"w": w}), rtol=1e-6)
