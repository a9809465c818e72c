"""ivy.compile on the backend under test: compiled == eager for a forward pass over a Container of
parameters and for a whole training step (gradients and an optimizer update inside the compiled
function); the native compiler is the one used (jax.jit, tf.function, torch.compile; NumPy and
MXNet run the function as it is); torch's eager fallback when its compiler fails; errors."""

import functools
import warnings

import ivy
import numpy as np
import pytest
from _harness import BACKEND, NATIVE_TYPES, native, numpy_of
from ivy import Container

RNG = np.random.default_rng(2)
PARAMS = {"w": RNG.normal(size=(3, 4)), "b": RNG.normal(size=(4,))}
X = RNG.normal(size=(5, 3))
Y = RNG.normal(size=(5, 4))


def forward(p, x):
    return ivy.tanh(ivy.matmul(x, p["w"]) + p["b"])


def train_step(p, x, y):
    loss, g = ivy.execute_with_gradients(lambda p: ivy.mean((forward(p, x) - y) ** 2), p)
    return loss, p - 0.1 * g


def _args():
    return Container(native(PARAMS)), native(X), native(Y)


def _same(a, b):
    if isinstance(b, dict):
        assert isinstance(a, dict) and sorted(a) == sorted(b)
        for k in b:
            _same(a[k], b[k])
    elif isinstance(b, tuple):
        for x, y in zip(a, b):
            _same(x, y)
    else:
        assert isinstance(a, NATIVE_TYPES), type(a)
        np.testing.assert_allclose(numpy_of(a), numpy_of(b), rtol=1e-10, atol=1e-12)


def test_compiled_forward_equals_eager():
    p, x, _ = _args()
    f = ivy.compile(forward)
    _same(f(p, x), forward(p, x))
    _same(f(p * 2, x), forward(p * 2, x))  # called again: the compiled function is reused


def test_compiled_training_step_equals_eager(monkeypatch):
    p, x, y = _args()
    if BACKEND == "torch":  # Dynamo traces as usual; AOT-eager skips Inductor's C++ build (time)
        import torch

        monkeypatch.setattr(torch, "compile", functools.partial(torch.compile,
                                                                backend="aot_eager"))
    if BACKEND == "numpy":  # no gradients on NumPy: the error comes through unchanged
        with pytest.raises(ivy.IvyUnsupportedError, match="numpy"):
            ivy.compile(train_step)(p, x, y)
        return
    step = ivy.compile(train_step)
    loss, new = step(p, x, y)
    ref_loss, ref_new = train_step(p, x, y)
    _same(loss, ref_loss)
    assert isinstance(new, Container)
    _same(new, ref_new)


def test_compiled_module_training_step_equals_eager(monkeypatch):
    """A step through ivy.Sequential called with v=... (the module swaps its variables for the
    call): compiled, the gradients still reach every variable (on torch, Dynamo must see the
    swapped variables, not the module's own)."""
    if BACKEND == "numpy":
        return
    if BACKEND == "torch":
        import torch

        monkeypatch.setattr(torch, "compile", functools.partial(torch.compile,
                                                                backend="aot_eager"))
    ivy.seed(0)
    with ivy.use(BACKEND):
        model = ivy.Sequential(ivy.Linear(3, 5, dtype="float64"), ivy.relu,
                               ivy.Linear(5, 4, dtype="float64"))
    x, y = native(X), native(Y)

    def step(v, x, y):
        loss, g = ivy.execute_with_gradients(lambda v: ivy.mean((model(x, v=v) - y) ** 2), v)
        return loss, v - 0.1 * g

    v = model.v * 1.0
    compiled = ivy.compile(step)
    for _ in range(2):  # the first call traces, the second runs what was compiled
        loss, new = compiled(v, x, y)
        ref_loss, ref_new = step(v, x, y)
        _same(loss, ref_loss)
        assert isinstance(new, Container) and new.key_chains() == v.key_chains()
        _same(new, ref_new)
        assert not np.allclose(numpy_of(new["layers/0/w"]), numpy_of(v["layers/0/w"]))
        v = new


def test_compiled_mixed_dtypes_are_promoted(monkeypatch):
    """A call the native kernel does not cover (float32 x, float64 weight) compiles to Ivy's
    composition (PyTorch's F.linear would refuse it, and under torch.compile its error could
    not be caught)."""
    if BACKEND == "torch":
        import torch

        monkeypatch.setattr(torch, "compile", functools.partial(torch.compile,
                                                                backend="aot_eager"))
    x, w = native(X.astype("float32")), native(PARAMS["w"].T)

    def f(x, w):
        return ivy.linear(x, w)

    out = ivy.compile(f)(x, w)
    assert numpy_of(out).dtype == np.float64
    np.testing.assert_allclose(numpy_of(out), numpy_of(f(x, w)), rtol=1e-12)


def test_the_native_compiler_is_used():
    compiled = ivy.compile(forward, backend=BACKEND)
    if BACKEND == "jax":
        assert hasattr(compiled, "lower")  # a jax.jit function
    elif BACKEND == "tensorflow":
        p, x, _ = _args()
        _same(compiled(p, x), forward(p, x))
        _same(compiled(p * 2, x), forward(p * 2, x))
        assert compiled.experimental_get_tracing_count() == 1  # one graph for both calls
        graph = compiled.get_concrete_function(p, x).graph  # a tf.function's, on the leaves
        assert {"MatMul", "Tanh"} <= {op.type for op in graph.get_operations()}
    elif BACKEND == "torch":
        assert compiled is not forward and callable(compiled)
    else:  # NumPy, MXNet: the replay of the traced graph where JAX is there to trace
        from ivy import _replay

        if _replay.can_trace():
            p, x, _ = _args()
            assert type(compiled) is _replay.Replay
            _same(compiled(p, x), forward(p, x))
            assert compiled.trace_count() == 1
        else:
            assert compiled is forward


def test_tensorflow_gets_the_leaves_and_rebuilds_the_results():
    """tf.function sees the flat list of the arguments' leaves (Container, dict, list, tuple,
    Python numbers, keyword arguments) and the results come back in their own structure; where
    the results' structure changes between traces of one argument structure, the function
    takes its arguments as they are from then on; an input_signature is fn's own."""
    if BACKEND != "tensorflow":
        return
    import tensorflow as tf

    p, x, _ = _args()

    def f(p, pair, *, scale, as_dict):
        y = forward(p, pair[0]) * scale + pair[1][0]
        return {"y": y, "parts": (p, None)} if as_dict else [y, y]

    compiled = ivy.compile(f, backend="tensorflow")
    out = compiled(p, (x, [2.0]), scale=3.0, as_dict=True)
    ref = f(p, (x, [2.0]), scale=3.0, as_dict=True)
    _same(out["y"], ref["y"])
    _same(out["parts"][0], p)
    assert type(out) is dict and isinstance(out["parts"][0], Container)
    assert type(out["parts"]) is tuple and out["parts"][1] is None
    graph = compiled.get_concrete_function(p, (x, [2.0]), scale=3.0, as_dict=True).graph
    assert len([op for op in graph.get_operations() if op.type == "Placeholder"]) == 3
    listed = compiled(p, (x, [2.0]), scale=3.0, as_dict=False)  # another results' structure
    assert type(listed) is list and len(listed) == 2
    _same(tuple(listed), tuple(f(p, (x, [2.0]), scale=3.0, as_dict=False)))
    _same(compiled(p, (x, [1.0]), scale=2.0, as_dict=True)["y"],
          f(p, (x, [1.0]), scale=2.0, as_dict=True)["y"])
    spec = tf.TensorSpec([None, 3], tf.float64)
    g = ivy.compile(lambda x: x * 2, backend="tensorflow", input_signature=[spec])
    assert g.get_concrete_function().structured_input_signature[0][0].shape.as_list() == [None, 3]
    _same(g(x), x * 2)


def test_torch_falls_back_to_eager_with_a_warning_when_its_compiler_fails(monkeypatch):
    if BACKEND != "torch":
        return
    import torch
    from torch._dynamo import exc

    def broken_compile(fn, **options):
        def run(*args, **kwargs):
            raise exc.BackendCompilerFailed(lambda *a: None, RuntimeError("no C++ compiler"), None)

        return run

    monkeypatch.setattr(torch, "compile", broken_compile)
    p, x, _ = _args()
    f = ivy.compile(forward, backend="torch")
    with pytest.warns(RuntimeWarning, match="cannot compile on this machine.*eagerly"):
        out = f(p, x)
    _same(out, forward(p, x))
    _same(f(p, x), forward(p, x))  # eager from now on, no second warning

    def failing(*args):
        raise ValueError("an error of the function itself")

    monkeypatch.setattr(torch, "compile", lambda fn, **o: fn)
    with pytest.raises(ValueError, match="function itself"):
        ivy.compile(failing, backend="torch")()


def test_torch_tries_one_whole_graph_before_running_eagerly(monkeypatch):
    """Where Inductor fails, ivy.compile compiles the function once more as one whole graph
    (fullgraph=True), and runs it eagerly only when that fails too; fullgraph= of the caller's is
    used as given."""
    if BACKEND != "torch":
        return
    import torch
    from torch._dynamo import exc

    asked = []

    def picky_compile(fn, **options):
        asked.append(options.get("fullgraph"))

        def run(*args, **kwargs):
            if not options.get("fullgraph"):
                raise exc.BackendCompilerFailed(lambda *a: None, RuntimeError("needs one graph"),
                                                None)
            return fn(*args, **kwargs)

        return run

    monkeypatch.setattr(torch, "compile", picky_compile)
    p, x, _ = _args()
    f = ivy.compile(forward, backend="torch")
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no eager fallback
        _same(f(p, x), forward(p, x))
        _same(f(p, x), forward(p, x))
    assert asked == [None, True]
    asked.clear()
    g = ivy.compile(forward, backend="torch", fullgraph=False)
    with pytest.warns(RuntimeWarning, match="cannot compile on this machine.*eagerly"):
        _same(g(p, x), forward(p, x))
    assert asked == [False]


def test_torch_compiles_a_scan():
    """PyTorch 2.13's Inductor lowers a scan with an .item() that only a whole-graph trace lets
    through: ivy.compile gets it compiled (no eager fallback) and equal to eager."""
    if BACKEND != "torch":
        return

    def program(x, w):
        h, ys = ivy.scan(lambda h, r: (ivy.tanh(ivy.matmul(h, w) + r),) * 2, x[0], x)
        return h + ivy.sum(ys, axis=0)

    x, w = native(X[:4, :3]), native(PARAMS["w"][:, :3])
    with warnings.catch_warnings():
        warnings.filterwarnings("error", message="ivy.compile: .* cannot compile")
        _same(ivy.compile(program)(x, w), program(x, w))


def test_compile_errors():
    with pytest.raises(ivy.IvyValueError, match="callable"):
        ivy.compile(3)
    with pytest.raises(ivy.IvyBackendError, match="unknown backend"):
        ivy.compile(forward, backend="theano")
    missing = [b for b in ("torch", "jax", "tensorflow", "mxnet") if b != BACKEND]
    import importlib.util

    for b in missing:
        if importlib.util.find_spec(b) is None:
            with pytest.raises(ivy.IvyBackendNotInstalledError, match=f"ivy-core\\[{b}\\]"):
                ivy.compile(forward, backend=b)


_SCALE = 2.0  # a global of the caller's, read by a compiled function


def test_torch_guards_kept_on_the_callers_globals_and_ivys_default_dtypes():
    """ivy.compile drops Dynamo's guards on Ivy's own globals (hundreds per step: its tables and
    caches) but keeps those on the arguments, the caller's globals and Ivy's default dtypes: a
    change of either must still give the new result (a recompilation), not the first graph's."""
    if BACKEND != "torch":
        return
    import torch

    global _SCALE

    def f(x):
        return ivy.sum(x) * _SCALE + ivy.ones((2,))

    g = ivy.compile(f, backend="torch")
    x = torch.ones(3)
    first = g(x)
    assert first.dtype == torch.float32 and float(first[0]) == 7.0
    _SCALE = 3.0
    try:
        assert float(g(x)[0]) == 10.0  # the caller's global is still guarded
        ivy.set_default_float_dtype("float64")
        try:
            assert g(x).dtype == torch.float64  # Ivy's default dtype is still guarded
        finally:
            ivy.set_default_float_dtype("float32")
        assert g(x).dtype == torch.float32
    finally:
        _SCALE = 2.0


def test_torch_guard_filter_keeps_only_non_ivy_globals():
    """The names of Dynamo's guard sources ivy.compile drops (Ivy modules, the namespaces of
    Ivy's generated functions, attributes of the caller's ``ivy``) and keeps (everything else,
    and Ivy's default dtypes)."""
    from ivy import _source, compiler

    scope = next(iter(_source.SCOPES))
    dropped = ["G['__import_ivy_dot_dtypes']._NATIVE_CACHE",
               "list(G['__import_ivy_dot__nest']._LEAF_TYPES)[5]",
               "G['__import_ivy_robot_dot_spline'].helper",
               f"G['___unnamed_scope_{scope}_c6']['_ivy_tls']",
               "G['ivy'].sum.__kwdefaults__['keepdims']"]
    kept = ["G['__import_ivy_dot_dtypes']._DEFAULTS['float']", "G['ivy']", "G['LR']",
            "G['__import_torch_dot_utils_dot__pytree']._LEAF_SPEC.num_leaves",
            "G['__import_ivyish_dot_x'].y", "G['___unnamed_scope_1_c6']['y']",
            "cost.__closure__[0].cell_contents", "G['myivy'].sum"]
    assert [compiler._keep_guard(n) for n in dropped] == [False] * len(dropped)
    assert [compiler._keep_guard(n) for n in kept] == [True] * len(kept)
