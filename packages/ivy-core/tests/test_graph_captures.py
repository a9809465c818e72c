"""``ivy.graph`` from PyTorch (``torch.export`` -> Core ATen -> the PyTorch frontend) and from
TensorFlow (``tf.function`` -> raw ops -> the TensorFlow frontend's ``raw_ops``).

Every session replays the checked-in fixtures (``tests/fixtures/graphs/<source>/*.json``: a graph
captured from a module, Keras model or function, its inputs, the framework's outputs and its
gradient) on its backend, comparing values and, where the backend differentiates, ``ivy.grad``
through the replay. The source framework's own session also captures the programs afresh (the
capture must equal the fixture: ``python -m ivy.graph._torch_fixtures`` / ``_tf_fixtures``
rewrite them), compares the replay with the framework on other inputs, and checks the errors for
what has no mapping. (JAX's captures: test_graph.py.)
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
from ivy.graph import _kornia_fixtures, _tf_fixtures, _torch_fixtures
from ivy.graph._aten import ATEN
from ivy.graph._fixtures import load
from ivy.graph._graph import OPS, Graph

ROOT = Path(__file__).parent / "fixtures" / "graphs"
WRITERS = {"torch": _torch_fixtures, "tensorflow": _tf_fixtures, "kornia": _kornia_fixtures}
FRAMEWORK = {"torch": "torch", "tensorflow": "tensorflow", "kornia": "torch"}  # (the capture's)
CASES = [(src, p.stem) for src in WRITERS for p in sorted((ROOT / src).glob("*.json"))]
AUTODIFF = BACKEND != "numpy"
HAS_TORCH = BACKEND == "torch" and importlib.util.find_spec("torch") is not None
HAS_TF = BACKEND == "tensorflow" and importlib.util.find_spec("tensorflow") is not None
HAS_KORNIA = HAS_TORCH and importlib.util.find_spec("kornia") is not None
HAS = {"torch": HAS_TORCH, "tensorflow": HAS_TF, "kornia": HAS_KORNIA}
OWN = [c for c in CASES if HAS[c[0]]]  # the cases whose framework this session has
RTOL, ATOL = 1e-5, 1e-5


def _fixture(source, name):
    return load(ROOT / source / f"{name}.json")


def _run_framework(source, fn, inputs):
    if FRAMEWORK[source] == "torch":
        return _torch_fixtures.run_torch(fn, inputs)
    return _tf_fixtures.run_tf(fn, inputs)


def _without_sources(d):
    """A graph dict without its nodes' ``source``, sub-graphs included (TensorFlow's node names
    carry Keras's per-process layer counters; PyTorch's branch lines depend on the caller)."""
    def node(n):
        n = {k: v for k, v in n.items() if k != "source"}
        if n.get("graphs"):
            n["graphs"] = [_without_sources(g) for g in n["graphs"]]
        return n

    return {**d, "nodes": [node(n) for n in d["nodes"]]}


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
    assert {s for s, _ in CASES} == set(WRITERS) and len(CASES) >= 18
    for source, has in HAS.items():
        if has:
            names = sorted(n for s, n in CASES if s == source)
            want = getattr(WRITERS[source], "FIXTURES", None) or WRITERS[source].examples()
            assert names == sorted(want), f"rewrite the {source} fixtures"


# (JAX: kornia's graphs, hundreds of operators, replayed compiled, as ivy.transpile does by
# default: eager JAX compiles each operator, seconds per graph in the session's budget)
EAGER_CASES = [c for c in CASES if not (BACKEND == "jax" and c[0] == "kornia")]


@pytest.mark.parametrize("source,name", EAGER_CASES)
def test_replay_fixture(source, name):
    d, inputs, outputs = _fixture(source, name)
    graph = Graph.from_dict(d["graph"])
    assert graph.source == FRAMEWORK[source]
    got = _outputs(graph(*native(inputs)))
    assert len(got) == len(outputs)
    for g, w in zip(got, outputs):
        assert isinstance(g, type(native(inputs[0]))), type(g)
        _close(numpy_of(g), w)


@pytest.mark.skipif(not AUTODIFF, reason="NumPy has no autodiff (asserted in test_gradients)")
@pytest.mark.parametrize("source,name", CASES)
def test_grad_through_replay(source, name):
    d, inputs, _ = _fixture(source, name)
    want = np.asarray(d["grad"]["value"], dtype=d["grad"]["dtype"])
    graph = Graph.from_dict(d["graph"])
    grad = ivy.grad(_loss(graph))
    if BACKEND == "jax" and source == "kornia":
        import jax  # noqa: PLC0415

        grad = jax.jit(grad)
    _close(numpy_of(grad(*native(inputs))), want, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("source,name", CASES)
def test_json_round_trip_and_listing(source, name):
    d, _, _ = _fixture(source, name)
    graph = Graph.from_dict(d["graph"])
    assert json.loads(Graph.from_json(graph.to_json()).to_json()) == d["graph"]
    text = str(graph)
    prefix = {"torch": "aten.", "tensorflow": "tf."}[FRAMEWORK[source]]
    assert all(n.op in text for n in graph.nodes) and all(n.op.startswith((prefix, "ivy."))
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


# --- the source framework's session: capture afresh ------------------------------------------------
@pytest.mark.skipif(not OWN, reason="captures need the source framework: its own session")
@pytest.mark.parametrize("source,name", OWN)
def test_fresh_capture_equals_the_fixture(source, name):
    d, _, _ = _fixture(source, name)
    fresh = json.loads(json.dumps(WRITERS[source].build(name)["graph"]))
    assert _without_sources(fresh) == _without_sources(d["graph"])


@pytest.mark.skipif(BACKEND not in ("jax", "tensorflow"), reason="jax.jit / tf.function")
@pytest.mark.parametrize("source,name", CASES)
def test_replay_compiled_by_the_target(source, name):
    """The replay as ``ivy.transpile`` returns it: compiled by ``jax.jit`` / ``tf.function``."""
    from ivy.graph._transpile import compiled  # noqa: PLC0415

    d, inputs, outputs = _fixture(source, name)
    run = compiled(Graph.from_dict(d["graph"]), BACKEND, True)
    for g, w in zip(_outputs(run(*native(inputs))), outputs):
        _close(numpy_of(g), w)


@pytest.mark.skipif(not OWN, reason="captures need the source framework: its own session")
@pytest.mark.parametrize("source,name", [c for c in OWN if c[0] != "kornia"])  # (their own inputs:
def test_replay_equals_the_framework_on_other_inputs(source, name):  # rotations, homographies)
    fn, inputs = WRITERS[source].examples()[name]
    graph = ivy.graph.trace_graph(fn, *inputs, source=source)
    rng = np.random.default_rng(1)
    other = [rng.random(x.shape).astype(x.dtype) for x in inputs]
    want, grad = _run_framework(source, fn, other)
    got = _outputs(graph(*native(other)))
    for g, w in zip(got, want):
        _close(numpy_of(g), w)
    _close(numpy_of(ivy.grad(_loss(graph))(*native(other))), grad, rtol=1e-4, atol=1e-5)


@pytest.mark.skipif(not HAS_TORCH, reason="captures need PyTorch: the torch session")
def test_an_operator_without_a_mapping_is_named_with_its_line():
    import torch  # noqa: PLC0415

    def uses_embedding_bag(x):
        return torch.nn.functional.embedding_bag(torch.tensor([[0, 1], [1, 0]]), x) * 2

    with pytest.raises(IvyUnsupportedError, match=r"aten\._embedding_bag_forward_only\.default "
                                                  r"\(at test_graph_captures\.py:\d+ "
                                                  r"\(uses_embedding_bag\)\) has no mapping"):
        ivy.graph.trace_graph(uses_embedding_bag, np.ones((3, 2), np.float32), source="torch")


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


# --- TensorFlow specifics --------------------------------------------------------------------------
@pytest.mark.skipif(not HAS_TF, reason="captures need TensorFlow: the tensorflow session")
def test_a_tensorflow_op_without_a_counterpart_is_named():
    import tensorflow as tf  # noqa: PLC0415

    def uses_bitcast(x):  # Ivy has no reinterpretation of an array's bytes
        return tf.bitcast(x * 2.0, tf.int32)

    with pytest.raises(IvyUnsupportedError, match=r"tensorflow op Bitcast \(node '[a-z_0-9/]*Bitcast'\) "
                                                  r"has no counterpart"):
        ivy.graph.trace_graph(uses_bitcast, np.ones(3, np.float32), source="tensorflow")


@pytest.mark.skipif(not HAS_TF, reason="captures need TensorFlow: the tensorflow session")
def test_transpile_a_keras_model_to_numpy_and_compiled_tensorflow():
    import tensorflow as tf  # noqa: PLC0415

    fn, inputs = _tf_fixtures.examples()["cnn"]
    want, _ = _tf_fixtures.run_tf(fn, inputs)
    got = ivy.transpile(fn, *inputs, source="tensorflow", to="numpy")(*inputs)
    assert type(got) is np.ndarray
    _close(got, want[0])
    to_tf = ivy.transpile(fn, *inputs, source="tensorflow", to="tensorflow")  # tf.function
    out = to_tf(*native(inputs))
    assert isinstance(out, tf.Tensor)
    _close(out.numpy(), want[0])


@pytest.mark.skipif(not HAS_TF, reason="captures need TensorFlow: the tensorflow session")
def test_transpile_a_keras_functional_model_with_batch_norm():
    """A Keras functional model (Conv2D, BatchNormalization with non-trivial moving statistics,
    ReLU, global average pooling, Dense) in inference mode, transpiled to NumPy and to compiled
    TensorFlow; and its input gradient through the TensorFlow replay equals Keras's."""
    import tensorflow as tf  # noqa: PLC0415

    keras = tf.keras
    inp = keras.Input((6, 6, 3))
    h = keras.layers.Conv2D(4, 3, padding="same",
                            kernel_initializer=keras.initializers.GlorotUniform(seed=5))(inp)
    bn = keras.layers.BatchNormalization()
    h = keras.layers.ReLU()(bn(h, training=False))
    out = keras.layers.Dense(3, kernel_initializer=keras.initializers.GlorotUniform(seed=6))(
        keras.layers.GlobalAveragePooling2D()(h))
    model = keras.Model(inp, out)
    rng = np.random.default_rng(3)
    bn.moving_mean.assign(rng.standard_normal(4).astype(np.float32))
    bn.moving_variance.assign(rng.random(4).astype(np.float32) + 0.5)
    bn.gamma.assign(rng.random(4).astype(np.float32) + 0.5)
    bn.beta.assign(rng.standard_normal(4).astype(np.float32))
    x = rng.standard_normal((2, 6, 6, 3)).astype(np.float32)
    want, grad = _tf_fixtures.run_tf(lambda a: model(a, training=False), [x])
    _close(ivy.transpile(model, x, source="tensorflow", to="numpy")(x), want[0])
    to_tf = ivy.transpile(model, x, source="tensorflow", to="tensorflow")
    _close(to_tf(tf.constant(x)).numpy(), want[0])
    graph = ivy.graph.trace_graph(model, x, source="tensorflow")
    _close(ivy.grad(_loss(graph))(tf.constant(x)).numpy(), grad)


# --- trainable parameters --------------------------------------------------------------------------
@pytest.mark.skipif(not HAS_TORCH, reason="captures need PyTorch: the torch session")
def test_a_transpiled_torch_module_trains_its_parameters():
    """trainable=True: the module's parameters are the function's ``params``; the gradients of a
    loss with respect to them equal PyTorch's own gradients of the module's parameters."""
    import torch  # noqa: PLC0415

    module, inputs = _torch_fixtures.examples()["mlp"]
    f = ivy.transpile(module, *inputs, source="torch", to="torch", trainable=True)
    assert sorted(f.params) == sorted(n for n, _ in module.named_parameters())
    assert len(f.graph.parameters) == 4 and not f.graph.constants
    params = {n: v.clone().requires_grad_(True) for n, v in f.params.items()}
    f(torch.as_tensor(inputs[0]), params=params).square().sum().backward()
    module.zero_grad()
    module(torch.as_tensor(inputs[0])).square().sum().backward()
    for name, p in module.named_parameters():
        _close(params[name].grad.numpy(), p.grad.numpy(), rtol=1e-5, atol=1e-6)
    # new values take effect; an unknown name is refused
    doubled = {n: 2 * v for n, v in f.params.items()}
    with torch.no_grad():
        for p in module.parameters():
            p.mul_(2)
        want = module(torch.as_tensor(inputs[0])).numpy()
    _close(f(torch.as_tensor(inputs[0]), params=doubled).numpy(), want)
    with pytest.raises(ivy.IvyValueError, match="no parameter 'nope'"):
        f(torch.as_tensor(inputs[0]), params={"nope": doubled["0.weight"]})


@pytest.mark.skipif(not HAS_TF, reason="captures need TensorFlow: the tensorflow session")
def test_a_transpiled_keras_model_trains_its_parameters():
    import tensorflow as tf  # noqa: PLC0415

    model, inputs = _tf_fixtures.examples()["mlp"]
    f = ivy.transpile(model, *inputs, source="tensorflow", to="tensorflow", trainable=True)
    assert len(f.params) == len(model.trainable_variables) == 4
    params = {n: tf.Variable(v) for n, v in f.params.items()}
    x = tf.constant(inputs[0])
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(tf.square(f(x, params=params)))
    got = tape.gradient(loss, params)
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(tf.square(model(x)))
    want = tape.gradient(loss, model.trainable_variables)
    by_path = {v.path: g for v, g in zip(model.trainable_variables, want)}
    assert sorted(got) == sorted(by_path)
    for n, g in got.items():
        _close(g.numpy(), by_path[n].numpy(), rtol=1e-5, atol=1e-6)


def test_trainable_graph_json_round_trip():
    from ivy.graph._graph import Builder  # noqa: PLC0415

    b = Builder("torch")
    x, w = b.input((2,), "float32"), b.param("w", np.array([1.0, 2.0], np.float32))
    from ivy.graph._graph import Node  # noqa: PLC0415

    b.nodes.append(Node("aten.mul.Tensor", [x, w], {"_tensors": [["self", None], ["other", None]]},
                        [(2, (2,), "float32")]))
    g = b.graph([2], single=True)
    again = Graph.from_json(g.to_json())
    assert again.param_values().keys() == {"w"} and "param 'w'" in str(again)
    got = again(native(np.array([3.0, 4.0], np.float32)))
    _close(numpy_of(got), np.array([3.0, 8.0], np.float32))
    got = again(native(np.array([3.0, 4.0], np.float32)),
                params={"w": native(np.array([0.5, 0.5], np.float32))})
    _close(numpy_of(got), np.array([1.5, 2.0], np.float32))


@pytest.mark.parametrize("source", ["tensorflow", "torch"])  # (their cnn fixtures)
def test_replay_in_a_fresh_process(source):
    """A fresh interpreter loads a CNN fixture and replays it on NumPy: no frontend module may be
    assumed imported by something else first."""
    import subprocess  # noqa: PLC0415
    import sys  # noqa: PLC0415

    code = (f"import numpy as np, ivy.graph as g\n"
            f"from ivy.graph._fixtures import load\n"
            f"d, x, y = load({str(ROOT / source / 'cnn.json')!r})\n"
            f"out = g.Graph.from_dict(d['graph'])(*x)\n"
            f"np.testing.assert_allclose(out, y[0], rtol=1e-5, atol=1e-5)\n"
            f"print('ok')\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0 and r.stdout.strip() == "ok", r.stderr[-2000:]


@pytest.mark.parametrize("source,name", [("torch", "cnn"), ("kornia", "color.rgb_to_hsv")])
def test_draw_places_every_node_after_its_arguments(source, name):
    from ivy.graph._draw import layout  # noqa: PLC0415

    d, _, _ = _fixture(source, name)
    graph = Graph.from_dict(d["graph"])
    boxes, edges = layout(graph)
    kinds = [k for _, _, _, k in boxes]
    assert kinds.count("input") == len(graph.inputs) and kinds.count("node") == len(graph.nodes)
    assert kinds.count("output") == len(graph.outputs)
    assert edges and all(boxes[a][1] < boxes[b][1] for a, b in edges)  # left to right
    assert len({(c, r) for _, c, r, _ in boxes}) == len(boxes)  # no two boxes on one spot
    fig = graph.draw()
    ax = fig.axes[0]
    arrows = [t for t in ax.texts if getattr(t, "arrow_patch", None) is not None]
    assert type(fig).__name__ == "Figure" and len(arrows) == len(edges)
    assert len(ax.texts) - len(arrows) == len(boxes)


@pytest.mark.skipif(not HAS_TORCH, reason="captures need PyTorch: the torch session")
def test_torch_while_loop_becomes_an_ivy_while_loop():
    """``torch.while_loop`` (its body closing over a tensor, which export makes an additional
    input) is kept as framework control flow: one ``ivy.while_loop`` node, replayed on PyTorch
    and NumPy equal to PyTorch; and ``torch.cond`` (the ``branch`` fixture) one ``ivy.cond``."""
    import torch  # noqa: PLC0415
    from torch._higher_order_ops import while_loop  # noqa: PLC0415

    def newton(a, x0):  # cube roots of a, 8 Newton steps
        def body(i, x):
            return i + 1, x - (x * x * x - a) / (3.0 * x * x)

        return while_loop(lambda i, x: i < 8, body, (torch.tensor(0), x0))[1]

    a = np.array([1.0, 8.0, 27.0], np.float32)
    graph = ivy.graph.trace_graph(newton, a, a, source="torch")
    assert [n.op for n in graph.nodes].count("ivy.while_loop") == 1
    want = newton(torch.as_tensor(a), torch.as_tensor(a)).numpy()
    np.testing.assert_allclose(want, [1.0, 2.0, 3.0], rtol=1e-3)
    for x in (a, torch.as_tensor(a)):
        got = graph(x, x)
        _close(np.asarray(got.numpy() if hasattr(got, "numpy") else got), want)
    d, _, _ = _fixture("torch", "branch")
    assert [n.op for n in Graph.from_dict(d["graph"]).nodes].count("ivy.cond") == 1


@pytest.mark.skipif(not HAS_TF, reason="captures need TensorFlow: the tensorflow session")
def test_tensorflow_cond_and_while_loop_stay_control_flow():
    """``tf.cond`` / ``tf.while_loop`` (its body closing over a tensor, a loop variable in
    TensorFlow's graph) become one ``ivy.cond`` and one ``ivy.while_loop`` node; the replay
    equals TensorFlow on both branches, eagerly, under ``tf.function`` (where they are ``If`` /
    ``While`` ops again, not unrolled) and on NumPy, and its gradient equals TensorFlow's."""
    import tensorflow as tf  # noqa: PLC0415

    def f(x, y):
        z = tf.cond(tf.reduce_sum(x) > 0, lambda: x * y, lambda: tf.tanh(x) - y)
        _, acc = tf.while_loop(lambda i, a: i < 5, lambda i, a: (i + 1, a * 0.5 + y),
                               (tf.constant(0), z))
        return acc

    x = np.array([1.0, -2.0, 3.0], np.float32)
    y = np.array([0.5, 0.25, -2.0], np.float32)
    graph = ivy.graph.trace_graph(f, x, y, source="tensorflow")
    ops = [n.op for n in graph.nodes]
    assert ops.count("ivy.cond") == 1 and ops.count("ivy.while_loop") == 1
    compiled = tf.function(lambda a, b: graph(a, b))
    for xx in (x, -x):  # both branches
        want, grad = _tf_fixtures.run_tf(f, [xx, y])
        _close(graph(tf.constant(xx), tf.constant(y)).numpy(), want[0])
        _close(compiled(tf.constant(xx), tf.constant(y)).numpy(), want[0])
        with ivy.use("numpy"):
            _close(np.asarray(graph(xx, y)), want[0])
        _close(ivy.grad(_loss(graph))(tf.constant(xx), tf.constant(y)).numpy(), grad)
    kinds = [op.type for op in compiled.get_concrete_function(
        tf.constant(x), tf.constant(y)).graph.get_operations()]
    assert kinds.count("StatelessIf") == 1 and kinds.count("StatelessWhile") == 1


@pytest.mark.skipif(not HAS_TF, reason="captures need TensorFlow: the tensorflow session")
def test_a_tensor_array_or_variable_in_a_tensorflow_loop_is_refused():
    """Refused with the reason, never replayed wrongly: a ``TensorArray`` (its list ops have no
    counterpart) and a variable read inside the loop (a resource loop variable)."""
    import tensorflow as tf  # noqa: PLC0415

    def stacked(x):
        ta = tf.TensorArray(tf.float32, size=3)
        _, ta = tf.while_loop(lambda i, t: i < 3, lambda i, t: (i + 1, t.write(i, x * 2.0)),
                              (tf.constant(0), ta))
        return ta.stack()

    scale = tf.Variable(2.0)

    def scaled(x):
        return tf.while_loop(lambda i, a: i < 3, lambda i, a: (i + 1, a * scale),
                             (tf.constant(0), x))[1]

    with pytest.raises(IvyUnsupportedError, match="TensorListReserve"):
        ivy.graph.trace_graph(stacked, np.ones(2, np.float32), source="tensorflow")
    with pytest.raises(IvyUnsupportedError, match="resource tensor into cond"):
        ivy.graph.trace_graph(scaled, np.ones(2, np.float32), source="tensorflow")
