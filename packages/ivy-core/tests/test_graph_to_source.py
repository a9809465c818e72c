"""``Graph.to_source(target)`` (issue 24): the checked-in graph fixtures (JAX, PyTorch,
TensorFlow and kornia programs) written as NumPy / PyTorch / JAX / TensorFlow source, each
checked (its AST) to import only the target and run in a fresh namespace whose ``__import__``
refuses Ivy, equal to the graph's replay and to the source framework's recorded outputs (1e-5
relative to the output's scale, float32); gradients through PyTorch's and JAX's source equal the
recorded ones. Sweeps (one graph per source kind, every node's output an output) check the
``lax``, ``aten`` and ``tf`` emitters op by op against the replay; NumPy captures against NumPy.
Each session runs the targets its environment has (the MXNet session: NumPy).

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
from _source_sweeps import (
    T,
    _aten,
    _extra_aten_ops,
    _more_aten_ops,
    _more_tf_ops,
    _Sweep,
    _tf_op,
)
from ivy.errors import IvyUnsupportedError, IvyValueError
from ivy.graph import _fixtures
from ivy.graph._graph import Graph
from ivy.graph._source import targets_of
from ivy.graph._source_tf import TF_EMIT

FIXTURES = Path(__file__).parent / "fixtures" / "graphs"
NAMES = [*(p.stem for p in sorted(FIXTURES.glob("*.json"))),
         *(f"torch/{n}" for n in ("block", "branch", "cnn", "mlp", "ops")),
         *(f"tensorflow/{n}" for n in ("branch", "cnn", "mlp", "ops")),
         *(f"kornia/{n}" for n in ("color.rgb_to_hls", "filters.median_blur",
                                    "enhance.sharpness", "geometry.rotation_matrix_to_quaternion",
                                    "metrics.psnr", "geometry.resize", "geometry.warp_affine"))]
# JAX compiles each program (~0.4 s): a selection covering its words and control flow
JAX_NAMES = ["cond", "while", "rnn", "scatter", "ops", "torch/ops", "tensorflow/ops",
             "kornia/color.rgb_to_hls", "kornia/geometry.resize", "kornia/geometry.warp_affine"]
# the programs with an op that has no emitter for the target yet (each must raise)
REFUSED = {"numpy": set(), "torch": set(), "jax": set(), "tensorflow": set()}
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


def _compiled(source, target):
    """Exec ``source`` in a fresh namespace whose imports cannot reach Ivy; its ``forward``
    (for JAX under ``jax.jit``: one compile per program, as eager JAX compiles each op, and a
    check that the source traces)."""
    builtins = dict(vars(__builtins__) if not isinstance(__builtins__, dict) else __builtins__)
    builtins["__import__"] = _guarded_import(target)
    ns = {"__builtins__": builtins, "__name__": "emitted"}
    exec(compile(source, f"<{target} source>", "exec"), ns)
    if target == "jax":
        return importlib.import_module("jax").jit(ns["forward"])
    return ns["forward"]


def _call(forward, target, inputs, params):
    """``forward`` on the target's arrays; the outputs as NumPy arrays."""
    conv = _NATIVE[target]()
    kw = {"params": {k: conv(v) for k, v in params.items()}} if params else {}
    out = forward(*[conv(x) for x in inputs], **kw)
    out = out if isinstance(out, tuple) else (out,)
    return [o.detach().numpy() if hasattr(o, "detach") else np.asarray(o) for o in out]


def _run_source(source, target, inputs, params):
    return _call(_compiled(source, target), target, inputs, params)


@functools.cache
def _load(name):
    """``(graph, inputs, recorded outputs, the replay's outputs)`` (the replay on NumPy)."""
    d, inputs, outputs = _fixtures.load(FIXTURES / f"{name}.json")
    graph = Graph.from_dict(d["graph"])
    replay = graph(*inputs)
    return graph, inputs, outputs, replay if isinstance(replay, tuple) else (replay,)


def _scaled_err(got, want):
    kind = np.complex128 if np.iscomplexobj(got) or np.iscomplexobj(want) else np.float64
    got, want = np.asarray(got, kind), np.asarray(want, kind)
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
    assert len(ran) == len(names) - len(refused) >= 8


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
    g = _exp_graph("tf.Qr", {"_tensors": [["input", None]], "full_matrices": False})
    with pytest.raises(IvyUnsupportedError, match=r"op 'tf.Qr' has no numpy emitter "
                                                  r"\(node #2 tf.Qr -> %5\)"):
        g.to_source("numpy")
    s = _Sweep(np.ones((2, 3), np.float32))  # a raw op's perm computed, not static
    _tf_op(s, "Transpose", x=T(0), perm=T(s.const([1, 0], "int32")))
    with pytest.raises(IvyUnsupportedError, match=r"'tf.Transpose' has no torch emitter: its "
                                                  r"perm is a computed tensor"):
        s.graph("tensorflow").to_source("torch")
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


def _grad_of_source(target, source, inputs, params):
    """The target's gradient of ``sum(sum(float outputs))`` by the first input, through the
    emitted source (PyTorch's autograd; ``jax.grad``)."""
    builtins = dict(vars(__builtins__) if not isinstance(__builtins__, dict) else __builtins__)
    builtins["__import__"] = _guarded_import(target)
    ns = {"__builtins__": builtins, "__name__": "emitted"}
    exec(compile(source, f"<{target} source>", "exec"), ns)
    kw = {"params": dict(params)} if params else {}

    def total(*args):
        out = ns["forward"](*args, **kw)
        out = out if isinstance(out, tuple) else (out,)
        return sum(o.sum() for o in out if str(o.dtype).split(".")[-1].startswith("float"))

    if target == "torch":
        torch = importlib.import_module("torch")
        kw = {"params": {k: torch.as_tensor(v) for k, v in params.items()}} if params else {}
        args = [torch.tensor(x) for x in inputs]
        args[0].requires_grad_(True)
        total(*args).backward()
        return args[0].grad.numpy()
    jax = importlib.import_module("jax")
    kw = {"params": {k: jax.numpy.asarray(v) for k, v in params.items()}} if params else {}
    return np.asarray(jax.jit(jax.grad(total))(*[jax.numpy.asarray(x) for x in inputs]))


# (JAX compiles each: two programs; PyTorch all four)
GRAD_CASES = [(t, n) for t in TARGETS for n in ("rnn", "cond", "torch/block", "tensorflow/cnn")
              if t == "torch" or (t == "jax" and n in ("rnn", "tensorflow/cnn"))]


@pytest.mark.parametrize(("target", "name"), GRAD_CASES)
def test_the_targets_autodiff_through_the_source_equals_the_recorded_gradient(target, name):
    """Gradients through the emitted source (its scan / cond, layer norm, convolution) equal the
    source framework's own, recorded with the fixture."""
    d, inputs, _ = _fixtures.load(FIXTURES / f"{name}.json")
    graph = _load(name)[0]
    got = _grad_of_source(target, graph.to_source(target), inputs, graph.source_params())
    want = np.asarray(d["grad"]["value"], dtype=d["grad"]["dtype"])
    assert got.shape == want.shape
    assert _scaled_err(got, want) <= 1e-5, _scaled_err(got, want)


def test_a_nest_comes_back_as_the_nest():
    g = Graph.from_dict({
        "format": "ivy.graph/1", "inputs": [[0, [2], "float32"], [1, [2], "float32"]],
        "constants": [], "nodes": [{"op": "lax.sub", "args": [0, 1], "params": {},
                                    "outs": [[2, [2], "float32"]]}],
        "outputs": [2, 0], "out_tree": {"dict": [["d", "*"], ["x", {"list": ["*"]}]]}})
    ns = {}
    exec(compile(g.to_source("numpy"), "nest", "exec"), ns)
    x, y = np.ones(2, np.float32), np.arange(2, dtype=np.float32)
    got, want = ns["forward"](x, y), g(x, y)
    assert sorted(got) == sorted(want) == ["d", "x"]
    np.testing.assert_array_equal(got["d"], want["d"])
    np.testing.assert_array_equal(got["x"][0], want["x"][0])


@pytest.mark.skipif("torch" not in TARGETS, reason="PyTorch's autograd: its session")
def test_parameters_passed_as_tensors_train_through_the_torch_source():
    torch = importlib.import_module("torch")
    g = _exp_graph(size=3)  # exp((x + c) * w)
    ns = {}
    exec(compile(g.to_source("torch"), "params", "exec"), ns)
    x = np.array([0.1, -0.2, 0.3], np.float32)
    w = torch.tensor([0.5, 1.0, 1.5], requires_grad=True)
    ns["forward"](torch.tensor(x), {"w": w}).sum().backward()
    c = np.array([0.0, 0.5, 1.0], np.float32)
    want = np.exp((x + c) * w.detach().numpy()) * (x + c)  # d/dw of exp((x + c) w)
    np.testing.assert_allclose(w.grad.numpy(), want, rtol=1e-6)


def _branch(op):
    return {"format": "ivy.graph/1", "inputs": [[0, [2], "float32"]], "constants": [],
            "nodes": [{"op": op, "args": [0], "params": {}, "outs": [[1, [2], "float32"]]}],
            "outputs": [1]}


@pytest.mark.parametrize("target", TARGETS)
def test_a_switch_of_three_branches_picks_as_the_replay_does(target):
    """``ivy.cond`` with three branches (``lax.switch``): the index clamped into range."""
    g = Graph.from_dict({
        "format": "ivy.graph/1", "inputs": [[0, [], "int32"], [1, [2], "float32"]],
        "constants": [], "nodes": [{"op": "ivy.cond", "args": [0, 1], "params": {},
                                    "outs": [[2, [2], "float32"]],
                                    "graphs": [_branch(f"lax.{f}") for f in ("sin", "cos",
                                                                            "exp")]}],
        "outputs": [2], "single": True})
    forward = _compiled(g.to_source(target), target)
    x = np.array([0.25, -1.5], np.float32)
    for index in (-1, 0, 1, 2, 7):
        i = np.asarray(index, np.int32)
        got = _call(forward, target, [i, x], {})[0]
        np.testing.assert_allclose(got, np.asarray(g(i, x)), rtol=1e-6, err_msg=str(index))


def test_a_numpy_capture_as_numpy_source_equals_numpy_running_the_program():
    """``test_graph_numpy``'s programs (ufuncs with scalars, fancy / strided indexing, matmul,
    median, sort, norm, a cast; nests in and out) as NumPy source, against NumPy itself; for the
    other targets the graph is lowered through Ivy's tracer where JAX is installed (the JAX
    session: its source against NumPy too), and refused naming the ``np.*`` op elsewhere."""
    import ivy  # noqa: PLC0415
    from test_graph_numpy import _inputs, nested, program  # noqa: PLC0415

    inputs = _inputs()
    graph = ivy.trace_graph(program, *inputs, source="numpy")
    source = graph.to_source("numpy")
    assert _imports(source) == {"numpy"}
    got = _run_source(source, "numpy", inputs, graph.source_params())
    for g, w in zip(got, program(*inputs)):
        assert g.dtype == w.dtype and g.shape == w.shape
        np.testing.assert_allclose(g, w, rtol=1e-12)
    for target in ("torch", "jax", "tensorflow"):
        if importlib.util.find_spec("jax") is None:  # no tracer to lower the graph with
            with pytest.raises(IvyUnsupportedError,
                               match=rf"op 'np.power' has no {target} emitter"):
                graph.to_source(target)
        elif importlib.util.find_spec(target) is not None:  # lowered through Ivy's tracer
            source = graph.to_source(target)
            assert _imports(source) <= ALLOWED_IMPORTS[target] and "params" not in source
            for g, w in zip(_run_source(source, target, inputs, {}), program(*inputs)):
                assert g.dtype == w.dtype and g.shape == w.shape
                np.testing.assert_allclose(g, w, rtol=1e-12)
    rng = np.random.default_rng(1)
    params, x = {"w": rng.standard_normal((3, 2)), "b": rng.standard_normal(2)}, \
        rng.standard_normal((4, 3))
    tree = ivy.trace_graph(nested, params, x, source="numpy")
    ns = {}
    exec(compile(tree.to_source("numpy"), "nested", "exec"), ns)
    got, want = ns["forward"](params["b"], params["w"], x), nested(params, x)  # (flat leaves)
    np.testing.assert_allclose(got[0]["y"], want[0]["y"], rtol=1e-12)
    np.testing.assert_allclose(got[0]["parts"][0], want[0]["parts"][0], rtol=1e-12)
    assert got[0]["parts"][1] is None
    np.testing.assert_allclose(got[1], want[1], rtol=1e-12)


@functools.cache
def _lax_sweep():
    """One graph of most ``lax`` ops with an emitter beyond JAX, on small inputs."""
    rng = np.random.default_rng(7)
    x, y = (rng.uniform(0.1, 0.9, (3, 4)).astype(np.float32) for _ in range(2))
    r = np.array([[-2.5, -1.5, -0.5, 0.5], [1.5, 2.5, 0.2, -0.7], [3.5, -3.5, 1.0, 0.0]],
                 np.float32)
    p, q = rng.random((3, 4)) > 0.5, rng.random((3, 4)) > 0.5
    i = np.array([[-7, -5, 5, 7], [3, -3, 9, -9], [1, 2, -1, -2]], np.int32)
    j = np.array([[2, 3, 2, 3], [4, 4, 2, 2], [1, 3, 2, 5]], np.int32)
    k3 = np.array([[0, 1, 2, 1], [2, 2, 0, 0], [1, 0, 1, 2]], np.int32)
    s = _Sweep(x, y, r, p, q, i, j, k3)
    X, Y, R, P, Q, I, J, K3 = range(8)  # noqa: N806, E741 - the inputs' ids
    for op in ("abs", "acos", "asin", "atan", "atanh", "ceil", "cos", "cosh", "exp", "exp2",
               "expm1", "floor", "is_finite", "log", "log1p", "logistic", "neg", "rsqrt", "sign",
               "sin", "sinh", "sqrt", "square", "tan", "tanh", "stop_gradient"):
        s(f"lax.{op}", X)
    s("lax.acosh", s("lax.add", X, s.const(1.0)))
    for op in ("erf", "erfc"):
        s(f"lax.{op}", R)
    s("lax.erf", s.const([-7.0, -2.5, -0.3, 0.0, 1e-4, 0.8, 2.2, 6.5, np.inf]))
    s("lax.erf_inv", s("lax.sub", X, s.const(0.5)))
    s("lax.erf_inv", s.const([-0.9999, -0.999999, -0.3, 0.0, 1e-6, 0.49, 0.5, 0.9, 0.99999]))
    z = s.const([[1.5 - 2j, -0.25 + 0.5j], [0j, 3 + 1j]], "complex64")
    for op in ("real", "imag"):
        s(f"lax.{op}", z)
    s("lax.cumlogsumexp", R, axis=1, reverse=True)
    s("lax.cumlogsumexp", X, axis=0, reverse=False)
    for op in ("add", "sub", "mul", "div", "pow", "atan2", "max", "min", "rem", "eq", "ne",
               "lt", "le", "gt", "ge"):
        s(f"lax.{op}", X, Y)
    s("lax.rem", I, J)
    s("lax.div", I, J)  # (C's: toward zero)
    for op in ("bitwise_and", "bitwise_or", "bitwise_xor"):
        s(f"lax.{op}", P, Q)
        s(f"lax.{op}", I, J)
    s("lax.bitwise_not", P)
    s("lax.bitwise_not", I)
    s("lax.round", R, rounding_method=0)
    s("lax.round", R, rounding_method=1)
    s("lax.integer_pow", X, y=3)
    s("lax.integer_pow", X, y=-2)
    s("lax.convert_element_type", R, new_dtype="int32")
    s("lax.convert_element_type", I, new_dtype="float32")
    s("lax.clamp", s.const(0.3), X, s.const(0.7))
    s("lax.select_n", P, X, Y)
    s("lax.select_n", K3, X, Y, R)
    for op, a, axes in (("sum", X, (1,)), ("max", X, (0, 1)), ("min", X, (0,)),
                        ("prod", X, (1,)), ("and", P, (1,)), ("or", P, (0,)), ("sum", I, (1,))):
        s(f"lax.reduce_{op}", a, axes=axes)
    s("lax.argmax", X, axis=1, index_dtype="int32")
    s("lax.argmin", X, axis=0, index_dtype="int32")
    for op, axis, rev in (("cumsum", 1, False), ("cumprod", 0, True), ("cummax", 1, True),
                          ("cummin", 0, False)):
        s(f"lax.{op}", X, axis=axis, reverse=rev)
    row = s("lax.reduce_sum", X, axes=(0,))
    s("lax.broadcast_in_dim", row, shape=(2, 3, 4), broadcast_dimensions=(2,))
    s("lax.broadcasted_iota", dtype="int32", shape=(2, 3), dimension=1)
    s("lax.reshape", X, new_sizes=(12,), dimensions=(1, 0))
    s("lax.squeeze", s("lax.reshape", X, new_sizes=(3, 1, 4), dimensions=None), dimensions=(1,))
    s("lax.transpose", X, permutation=(1, 0))
    s("lax.rev", X, dimensions=(0, 1))
    s("lax.slice", X, start_indices=(0, 1), limit_indices=(3, 4), strides=(2, 2))
    s("lax.concatenate", X, Y, dimension=1)
    s("lax.pad", X, s.const(0.5), padding_config=((1, 0, 0), (0, 2, 0)))
    s("lax.dot_general", X, Y, dimension_numbers=(((1,), (1,)), ((), ())),
      preferred_element_type="float32")
    one, minus = s.const(1, "int32"), s.const(-3, "int32")
    s("lax.dynamic_slice", X, one, minus, slice_sizes=(2, 2))
    s("lax.dynamic_slice", X, minus, one, slice_sizes=(3, 3))  # (clamped inside)
    x3, y3 = (s("lax.reshape", a, new_sizes=(3, 2, 2), dimensions=None) for a in (X, Y))
    s("lax.dot_general", x3, y3, dimension_numbers=(((2,), (1,)), ((0,), (0,))),
      preferred_element_type="float32")
    for op in ("max", "sum"):  # (taps two rows apart)
        s(f"lax.reduce_window_{op}", X, window_dimensions=(2, 2), window_strides=(1, 2),
          padding=((1, 0), (0, 1)), base_dilation=(1, 1), window_dilation=(2, 1))
    rows = s.const([[2], [5], [2]], "int32")  # (a repeated row; row 5 does not fit: dropped)
    for op in ("scatter_mul", "scatter_min", "scatter_max"):
        s(f"lax.{op}", X, rows, Y, dimension_numbers=((1,), (0,), (0,), (), ()),
          indices_are_sorted=False, unique_indices=False, mode="fill_or_drop")
    s("lax.scatter_max", X, rows, Y, dimension_numbers=((1,), (0,), (0,), (), ()),
      indices_are_sorted=False, unique_indices=False, mode="clip")
    return s.graph(), [x, y, r, p, q, i, j, k3]


@pytest.mark.parametrize("target", TARGETS)
def test_dynamic_update_slice_as_source_equals_the_replay(target):
    """(A start clamped inside, one from the end; TensorFlow's: the update padded into place.)"""
    s = _Sweep(np.arange(12, dtype=np.float32).reshape(3, 4), np.ones((2, 2), np.float32))
    s("lax.dynamic_update_slice", 0, 1, s.const(2, "int32"), s.const(-1, "int32"))
    s("lax.dynamic_update_slice", 0, 1, s.const(0, "int32"), s.const(1, "int32"))
    graph, inputs = s.graph(), [s.vals[0], s.vals[1]]
    got = _run_source(graph.to_source(target), target, inputs, {})
    for g, w in zip(got, graph(*inputs)):
        np.testing.assert_array_equal(g, np.asarray(w))


@pytest.mark.parametrize("target", TARGETS)
def test_a_sort_with_nan_and_ties_as_source_equals_the_replay(target):
    """JAX's sort order (stable, NaN last) in every target's source: TensorFlow's own sort
    orders NaN by its bits, so its source puts NaN last itself."""
    graph, _, _, _ = _load("sort")
    x = np.array([[3.0, np.nan, 1.0, -2.0, 1.0], [np.nan, 0.5, np.nan, -1.0, 2.0],
                  [1.0, 2.0, 3.0, 4.0, 5.0]], np.float32)
    inputs = [x, np.arange(15, dtype=np.float32).reshape(3, 5)]
    got = _run_source(graph.to_source(target), target, inputs, graph.source_params())
    want = graph(*inputs)
    np.testing.assert_array_equal(got[2], [[3, 2, 4, 0, 1], [3, 1, 4, 0, 2], [0, 1, 2, 3, 4]])
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, np.asarray(w))



@pytest.mark.parametrize("target", TARGETS)
def test_aten_sort_and_topk_with_nan_and_ties_as_source_equal_the_replay(target):
    """PyTorch's order: NaN the largest (last ascending, first descending), sort's ties stable
    (topk's tie order is PyTorch's own: none here)."""
    x = np.array([[3.0, np.nan, 1.0, -2.0, 1.0], [np.nan, 0.5, np.nan, -1.0, 2.0]], np.float32)
    y = np.array([[3.0, np.nan, 1.0, -2.0, 0.5], [np.nan, 0.5, 4.0, -1.0, 2.0]], np.float32)
    s = _Sweep(x, y)
    for desc in (False, True):
        _aten(s, "sort.default", self=T(0), dim=1, descending=desc)
    _aten(s, "topk.default", self=T(1), k=3, dim=1, largest=True, sorted=True)
    graph = s.graph("torch")
    got = _run_source(graph.to_source(target), target, [x, y], {})
    np.testing.assert_array_equal(got[3], [[1, 0, 2, 4, 3], [0, 2, 4, 1, 3]])
    np.testing.assert_array_equal(got[5], [[1, 0, 2], [0, 2, 4]])
    for g, w in zip(got, graph(x, y)):
        np.testing.assert_array_equal(g, np.asarray(w))


def test_aten_options_the_replay_refuses_have_no_emitter():
    """Options the replay refuses (an integer or self-less scatter_reduce, avg_pool's
    divisor_override, a training dropout) and boolean-mask index_put beyond NumPy / PyTorch
    raise naming the op and the reason."""
    def node(op, args, params, outs):
        return {"op": f"aten.{op}", "args": args, "params": params, "outs": outs}

    f = [[0, [2, 3], "float32"]]
    cases = [
        (node("scatter_reduce.two", [0, 1, 0], {"_tensors": [["self", None], ["index", None],
                                                             ["src", None]], "dim": 1,
                                                "reduce": "sum", "include_self": False},
              [[2, [2, 3], "float32"]]), "include_self=False", ("numpy", "jax", "tensorflow")),
        (node("avg_pool1d.default", [0], {"_tensors": [["self", None]], "kernel_size": [2],
                                          "divisor_override": 3}, [[2, [2, 2], "float32"]]),
         "divisor_override", ("numpy", "jax", "tensorflow")),
        (node("native_dropout.default", [0], {"_tensors": [["input", None]], "p": 0.5,
                                              "train": True},
              [[2, [2, 3], "float32"], [3, [2, 3], "bool"]]), "random masks",
         ("numpy", "jax", "tensorflow")),
        (node("index_put.default", [0, 3, 0], {"_tensors": [["self", None], ["indices", [True]],
                                                           ["values", None]]},
              [[2, [2, 3], "float32"]]), "boolean mask", ("jax", "tensorflow")),
    ]
    for n, why, targets in cases:
        g = Graph.from_dict({"format": "ivy.graph/1", "inputs": [*f, [3, [2, 3], "bool"]],
                             "constants": [[1, "int64", [2, 3], [[0, 1, 1], [2, 0, 0]]]],
                             "nodes": [n], "outputs": [2]})
        for target in targets:
            with pytest.raises(IvyUnsupportedError, match=rf"no {target} emitter: .*{why}"):
                g.to_source(target)


@pytest.mark.skipif("tensorflow" not in TARGETS, reason="TensorFlow's own op: its session")
def test_resize_nearest_with_align_corners_rounds_half_away_from_zero_as_tensorflow():
    """(A tie: 2 -> 3 rows, the middle one at source row 0.5, which TensorFlow's ``roundf``
    takes to row 1; every target's source as TensorFlow itself.)"""
    tf = importlib.import_module("tensorflow")
    x = np.arange(4, dtype=np.float32).reshape(1, 2, 2, 1)
    s = _Sweep(x)
    _tf_op(s, "ResizeNearestNeighbor", images=T(0), size=[3, 3], align_corners=True,
           half_pixel_centers=False)
    graph = s.graph("tensorflow")
    want = tf.raw_ops.ResizeNearestNeighbor(images=x, size=[3, 3], align_corners=True).numpy()
    np.testing.assert_array_equal(want[0, :, :, 0], [[0, 1, 1], [2, 3, 3], [2, 3, 3]])
    for target in TARGETS:
        got = _run_source(graph.to_source(target), target, [x], {})[0]
        np.testing.assert_array_equal(got, want, err_msg=target)

def _check_traced(graph, inputs, want):
    """JAX's source of ``graph`` traced (``jax.eval_shape``: no compile), its shapes and dtypes
    the replay's."""
    jax = importlib.import_module("jax")
    forward = _compiled(graph.to_source("jax"), "jax")
    params = {k: jax.ShapeDtypeStruct(v.shape, v.dtype) for k, v in graph.source_params().items()}
    shapes = jax.eval_shape(forward, *[jax.ShapeDtypeStruct(x.shape, x.dtype) for x in inputs],
                            **({"params": params} if params else {}))
    assert [(o.shape, o.dtype) for o in shapes] == [(np.shape(w), np.asarray(w).dtype)
                                                    for w in want]


def _each_node_equal(graph, got, want):
    """A sweep's outputs (one per node) equal the replay's: dtype, shape, values (integers and
    bools exactly, floats to 1e-5 of the output's scale), the failing op named."""
    for node_out, g, w in zip(graph.outputs, got, want):
        w = np.asarray(w)
        op = next(n.op for n in graph.nodes if node_out in [o[0] for o in n.outs])
        assert g.shape == w.shape and g.dtype == w.dtype, (op, g.shape, g.dtype, w.dtype)
        if w.dtype.kind in "biu":
            np.testing.assert_array_equal(g, w, err_msg=op)
        else:
            assert _scaled_err(g, w) <= 1e-5, (op, _scaled_err(g, w))


@pytest.mark.parametrize("target", TARGETS)
def test_a_sweep_of_lax_ops_as_source_equals_the_replay(target):
    """(JAX's source is each ``lax`` op itself: traced only, its shapes and dtypes checked;
    compiling 89 ops would take seconds.)"""
    graph, inputs = _lax_sweep()
    want = graph(*inputs)
    if target == "jax":
        _check_traced(graph, inputs, want)
        return
    got = _run_source(graph.to_source(target), target, inputs, graph.source_params())
    assert len(got) == len(want) == len(graph.nodes) > 80
    _each_node_equal(graph, got, want)


@pytest.mark.skipif("tensorflow" not in TARGETS, reason="TensorFlow not installed")
@pytest.mark.parametrize("sweep", ["lax", "aten"])
def test_the_tensorflow_replay_source_of_the_sweeps_equals_the_replay(sweep):
    """The replay's own TensorFlow source (``hoisted``: shape arguments as constant tensors,
    slices and reshapes as raw ops: ``_source_tf_fast``) gives the replay's values too."""
    from ivy.graph import _source

    graph, inputs = _lax_sweep() if sweep == "lax" else _aten_sweep()
    want = graph(*inputs)
    text = _source.to_source(graph, "tensorflow", hoisted=True)
    assert "tf.raw_ops.Reshape(" in text and "= tf.constant([" in text
    assert sweep != "lax" or "Slice(input=" in text
    got = _call(_source.function(graph, "tensorflow"), "tensorflow", inputs, {})
    _each_node_equal(graph, got, want)


@functools.cache
def _aten_sweep():
    """One graph of the ``aten`` ops with an emitter beyond PyTorch: PyTorch's promotion of
    Python scalars and bools, layers, indexing, resampling."""
    rng = np.random.default_rng(8)
    x, y = (rng.uniform(0.1, 0.9, (3, 4)).astype(np.float32) for _ in range(2))
    p = rng.random((3, 4)) > 0.5
    i = np.array([[-7, -5, 5, 7], [3, -3, 9, -9], [1, 2, -1, -2]], np.int64)
    img = rng.standard_normal((1, 2, 5, 5)).astype(np.float32)
    s = _Sweep(x, y, p, i, img)
    X, Y, P, I, IMG = (T(k) for k in range(5))  # noqa: N806, E741 - the inputs
    c = {name: T(s.const(v, dt)) for name, v, dt in (
        ("w4", rng.standard_normal(4), "float32"), ("b4", rng.standard_normal(4), "float32"),
        ("m2", rng.standard_normal(2), "float32"), ("v2", rng.uniform(0.5, 2, 2), "float32"),
        ("kern", rng.standard_normal((4, 1, 3, 3)), "float32"),
        ("emb", rng.standard_normal((10, 3)), "float32"),
        ("ids", [[1, 9, 0], [3, 3, 2]], "int64"), ("cols", [3, 0], "int64"),
        ("take", [[1, 0], [3, 3], [2, 1]], "int64"))}
    for op in ("abs", "ceil", "cos", "cosh", "exp", "expm1", "floor", "log", "log1p", "neg",
               "reciprocal", "relu", "rsqrt", "sigmoid", "sign", "sin", "sinh", "sqrt", "tan",
               "tanh", "isnan", "log10", "exp2", "asin", "acos", "atan", "asinh", "atanh",
               "round"):
        _aten(s, f"{op}.default", self=X)
    _aten(s, "exp.default", self=I)  # an integer tensor: a float32 result
    _aten(s, "logical_not.default", self=P)
    _aten(s, "bitwise_not.default", self=P)
    for op in ("add", "sub", "mul", "div", "maximum", "minimum", "remainder", "atan2", "eq",
               "ne", "lt", "le", "gt", "ge"):
        _aten(s, f"{op}.Tensor" if op not in ("maximum", "minimum", "atan2") else f"{op}.default",
               self=X, other=Y)
    _aten(s, "add.Tensor", self=X, other=Y, alpha=2)
    _aten(s, "add.Tensor", self=X, other=1.5)
    _aten(s, "sub.Tensor", self=1.0, other=X)  # 1.0 - x
    _aten(s, "mul.Tensor", self=I, other=0.5)  # int * float: float32
    _aten(s, "div.Tensor", self=I, other=2)  # true division of ints
    _aten(s, "remainder.Scalar", self=I, other=3)  # Python's sign
    _aten(s, "eq.Scalar", self=I, other=5)
    _aten(s, "gt.Scalar", self=I, other=0.5)
    _aten(s, "mul.Tensor", self=P, other=P)
    _aten(s, "add.Tensor", self=P, other=P)
    _aten(s, "bitwise_and.Tensor", self=P, other=P)
    _aten(s, "bitwise_xor.Tensor", self=I, other=I)
    _aten(s, "logical_or.default", self=P, other=P)
    _aten(s, "pow.Tensor_Scalar", self=X, exponent=2.0)
    _aten(s, "pow.Tensor_Scalar", self=I, exponent=2)
    _aten(s, "pow.Tensor_Tensor", self=X, exponent=Y)
    _aten(s, "where.self", condition=P, self=X, other=Y)
    _aten(s, "clamp.default", self=X, min=0.3, max=0.7)
    _aten(s, "clamp.default", self=X, min=0.4)
    _aten(s, "gelu.default", self=X)
    _aten(s, "gelu.default", self=X, approximate="tanh")
    _aten(s, "_softmax.default", self=X, dim=1, half_to_float=False)
    _aten(s, "view.default", self=X, size=[4, 3])
    _aten(s, "permute.default", self=X, dims=[1, 0])
    u = T(_aten(s, "unsqueeze.default", self=X, dim=0))
    _aten(s, "expand.default", self=u, size=[2, -1, -1])
    _aten(s, "squeeze.dims", self=u, dim=[0])
    _aten(s, "cat.default", tensors=[X, Y], dim=1)
    _aten(s, "slice.Tensor", self=X, dim=1, start=1, end=9223372036854775807, step=2)
    _aten(s, "select.int", self=X, dim=1, index=-1)
    _aten(s, "clone.default", self=X)
    _aten(s, "_to_copy.default", self=X, dtype="int32")
    _aten(s, "full.default", size=[2, 3], fill_value=1.5, dtype="float32")
    _aten(s, "full_like.default", self=X, fill_value=2)
    _aten(s, "scalar_tensor.default", s=3.0, dtype="float32")
    _aten(s, "arange.start_step", start=1, end=7, step=2)
    _aten(s, "sum.dim_IntList", self=X, dim=[1], keepdim=True)
    _aten(s, "sum.default", self=I)
    _aten(s, "mean.dim", self=X, dim=[0])
    _aten(s, "amax.default", self=X, dim=[1])
    _aten(s, "amin.default", self=X, dim=[0, 1])
    _aten(s, "any.dims", self=P, dim=[1])
    _aten(s, "any.dim", self=P, dim=0, keepdim=True)
    _aten(s, "max.dim", self=X, dim=1)
    _aten(s, "min.dim", self=X, dim=0, keepdim=True)
    yt = T(_aten(s, "permute.default", self=Y, dims=[1, 0]))
    _aten(s, "addmm.default", self=T(_aten(s, "full.default", size=[3, 3], fill_value=0.25,
                                          dtype="float32")), mat1=X, mat2=yt, beta=0.5, alpha=2)
    x3, y3 = (T(_aten(s, "view.default", self=a, size=[3, 2, 2])) for a in (X, Y))
    _aten(s, "bmm.default", self=x3, mat2=y3)
    _aten(s, "native_layer_norm.default", input=X, normalized_shape=[4], weight=c["w4"],
           bias=c["b4"], eps=1e-5)
    _aten(s, "_native_batch_norm_legit_no_training.default", _first=True, input=IMG,
           weight=T(_aten(s, "slice.Tensor", self=c["w4"], dim=0, start=0, end=2)),
           bias=T(_aten(s, "slice.Tensor", self=c["b4"], dim=0, start=0, end=2)),
           running_mean=c["m2"], running_var=c["v2"], momentum=0.1, eps=1e-5)
    _aten(s, "convolution.default", input=IMG, weight=c["kern"], bias=c["w4"], stride=[2, 1],
           padding=[1, 0], dilation=[1, 2], transposed=False, output_padding=[0, 0], groups=2)
    _aten(s, "max_pool2d_with_indices.default", _first=True, self=IMG, kernel_size=[2, 2],
           stride=[2, 1], padding=[1, 0])
    _aten(s, "embedding.default", weight=c["emb"], indices=c["ids"])
    _aten(s, "index.Tensor", self=X, indices=[None, c["cols"]])
    _aten(s, "gather.default", self=X, dim=1, index=c["take"])
    _aten(s, "repeat.default", self=X, repeats=[2, 1, 1])
    _aten(s, "constant_pad_nd.default", self=X, pad=[1, 2, 0, 1], value=0.5)
    _aten(s, "split_with_sizes.default", self=X, split_sizes=[1, 3], dim=1)
    _aten(s, "linalg_vector_norm.default", self=X, ord=2, dim=[1], keepdim=False)
    _aten(s, "linalg_vector_norm.default", self=X, ord=1, dim=[0], keepdim=True)
    _aten(s, "copy.default", self=X, src=T(_aten(s, "select.int", self=Y, dim=0, index=1)))
    _aten(s, "upsample_bilinear2d.vec", input=IMG, output_size=[7, 3], align_corners=True,
           scale_factors=None)
    _aten(s, "upsample_bilinear2d.vec", input=IMG, output_size=[3, 8], align_corners=False,
           scale_factors=None)
    _more_aten_ops(s, X, Y, P, I, IMG, rng)
    _extra_aten_ops(s, X, Y, P, I, IMG, rng)
    return s.graph("torch"), [x, y, p, i, img]  # (torch: the replay keeps int64)


@pytest.mark.parametrize("target", TARGETS)
def test_a_sweep_of_aten_ops_as_source_equals_the_replay(target):
    """(PyTorch's source is each operator itself; the replay is the PyTorch frontend. JAX's
    source, the same emitters in ``jnp`` words, is traced: shapes and dtypes; compiling 115 ops
    would take seconds, and the fixtures check its values.)"""
    graph, inputs = _aten_sweep()
    want = graph(*inputs)
    if target == "jax":
        _check_traced(graph, inputs, want)
        return
    forward = _compiled(graph.to_source(target), target)
    got = _call(forward, target, inputs, graph.source_params())
    assert len(got) == len(want) > 100
    _each_node_equal(graph, got, want)


@pytest.mark.parametrize("target", TARGETS)
def test_a_sweep_of_tf_raw_ops_as_source_equals_the_replay(target):
    """Every raw op with an emitter (TensorFlow's source: the raw op itself)."""
    rng = np.random.default_rng(9)
    x, y = (rng.uniform(0.1, 0.9, (2, 3)).astype(np.float32) for _ in range(2))
    img = rng.standard_normal((1, 5, 5, 2)).astype(np.float32)
    s = _Sweep(x, y, img)
    X, Y, IMG = T(0), T(1), T(2)  # noqa: N806 - the inputs
    for op in ("Abs", "Exp", "Log", "Neg", "Sqrt", "Tanh", "Relu", "Sigmoid", "Sin", "Cos",
               "Rsqrt", "Square"):
        _tf_op(s, op, x=X) if op != "Relu" else _tf_op(s, op, features=X)
    for op in ("AddV2", "Add", "Sub", "Mul", "RealDiv", "Pow", "Maximum", "Minimum", "Greater",
               "GreaterEqual", "Less", "LessEqual", "Equal", "NotEqual"):
        _tf_op(s, op, x=X, y=Y)
    _tf_op(s, "SelectV2", condition=T(_tf_op(s, "Greater", x=X, y=Y)), t=X, e=Y)
    _tf_op(s, "Identity", input=X)
    _tf_op(s, "Reshape", tensor=X, shape=[3, 2])
    _tf_op(s, "ExpandDims", input=X, axis=1)
    _tf_op(s, "Squeeze", input=T(_tf_op(s, "ExpandDims", input=X, axis=0)), axis=[0])
    for op in ("Sum", "Mean", "Max", "Min", "Prod"):
        _tf_op(s, op, input=X, axis=[1], keep_dims=op == "Mean")
    _tf_op(s, "BiasAdd", value=X, bias=T(s.const([0.5, -1.0, 2.0])), data_format="NHWC")
    _tf_op(s, "ConcatV2", values=[X, Y], axis=0)
    _tf_op(s, "MatMul", a=X, b=Y, transpose_a=False, transpose_b=True)
    _tf_op(s, "MatMul", a=X, b=Y, transpose_a=True, transpose_b=False)
    kern = T(s.const(rng.standard_normal((3, 3, 2, 4)), "float32"))
    for padding, strides, dil in (("SAME", [1, 2, 1, 1], [1, 1, 1, 1]),
                                  ("VALID", [1, 1, 1, 1], [1, 1, 2, 1])):
        _tf_op(s, "Conv2D", input=IMG, filter=kern, strides=strides, padding=padding,
               dilations=dil, data_format="NHWC", explicit_paddings=[])
    _tf_op(s, "MaxPool", input=IMG, ksize=[1, 2, 2, 1], strides=[1, 2, 2, 1], padding="SAME",
           data_format="NHWC")
    _tf_op(s, "StridedSlice", input=X, begin=[0, 1], end=[2, 0], strides=[1, 1], begin_mask=0,
           end_mask=2, ellipsis_mask=0, new_axis_mask=0, shrink_axis_mask=1)
    _more_tf_ops(s, rng, X, Y, IMG)
    graph, inputs = s.graph("tensorflow"), [x, y, img]
    assert {n.op for n in graph.nodes} == set(TF_EMIT)  # (every raw op with an emitter)
    want = graph(*inputs)
    if target == "jax":  # (traced: the fixtures check JAX's values)
        _check_traced(graph, inputs, want)
        return
    got = _run_source(graph.to_source(target), target, inputs, graph.source_params())
    assert len(got) == len(want) > 150
    for node_out, g, w in zip(graph.outputs, got, want):
        w = np.asarray(w)
        op = next(n.op for n in graph.nodes if node_out in [o[0] for o in n.outs])
        assert g.shape == w.shape and g.dtype == w.dtype, (op, g.shape, g.dtype, w.dtype)
        assert _scaled_err(g, w) <= 1e-5, (op, _scaled_err(g, w))


@pytest.mark.skipif("torch" not in TARGETS, reason="PyTorch's meta device: its session")
def test_the_torch_source_makes_its_arrays_on_the_inputs_device():
    """Inputs and params on PyTorch's ``meta`` device (no data): every result is there too, so
    no constant, ``arange``, ``full`` or helper array was made on the CPU (a GPU's stand-in;
    programs whose control flow or masks read values are left out: meta has none)."""
    torch = importlib.import_module("torch")
    cases = [_load(n)[:2] for n in ("batched", "gather", "rnn", "torch/block", "tensorflow/cnn",
                                     "kornia/geometry.resize", "kornia/geometry.warp_affine")]
    cases.append(_aten_sweep())
    for graph, inputs in cases:
        forward = _compiled(graph.to_source("torch"), "torch")
        params = {k: torch.as_tensor(v, device="meta") for k, v in graph.source_params().items()}
        out = forward(*[torch.as_tensor(x, device="meta") for x in inputs],
                      **({"params": params} if params else {}))
        out = out if isinstance(out, tuple) else (out,)
        assert {o.device.type for o in out} == {"meta"}
