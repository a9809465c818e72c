"""Tracing hygiene on the backend under test: Ivy code traces as cleanly as native code.

* TensorFlow: ``tf.function`` with AutoGraph on (its default) logs no AutoGraph warning for Ivy's
  functions, in this process and in a fresh one whose first Ivy call (which loads the backend
  lazily) happens inside the traced function.
* JAX: ``jax.jit`` of Ivy code raises no warning, in this process and in a fresh one.
* PyTorch: ``torch._dynamo.explain`` finds one graph and no graph break in pure Ivy functions,
  with the backend set and inferred (the backend loaded: an import cannot be traced, so a
  process's very first Ivy call made inside ``torch.compile`` costs one break, once); a
  gradient-descent step (``ivy.execute_with_gradients`` on a Container, a Python scalar first
  in a binary op) is one graph too, with the gradients of the eager step.
NumPy and MXNet have no tracer: no tests there.
"""

import contextlib
import os
import re
import subprocess
import sys
import textwrap
import warnings

import ivy
import numpy as np
import pytest
from _harness import BACKEND

pytestmark = pytest.mark.skipif(BACKEND not in ("tensorflow", "jax", "torch"),
                                reason="tracing checks of TensorFlow, JAX and PyTorch")

_RNG = np.random.default_rng(3)
X = _RNG.standard_normal((4, 3)).astype(np.float32)
W = _RNG.standard_normal((5, 3)).astype(np.float32)
B = _RNG.standard_normal((5,)).astype(np.float32)
I8 = np.array([[1, -2, 3], [5, 6, -7], [0, 1, 2], [3, 3, 3]], dtype=np.int8)
IMG = _RNG.standard_normal((2, 6, 6, 3)).astype(np.float32)
FILT = _RNG.standard_normal((3, 3, 3, 2)).astype(np.float32)


def mlp_loss(x, w, b):
    """A pure Ivy function: a layer, activations, reductions, promotion, dtypes, manipulation."""
    h = ivy.relu(ivy.linear(x, w, bias=b))
    h = ivy.concat([h, ivy.tanh(h)], axis=-1)
    p = ivy.softmax(ivy.reshape(h, (x.shape[0], -1)), axis=-1)
    loss = ivy.mean(ivy.sum(-ivy.log(p + 1e-6), axis=-1))
    loss = loss + ivy.sum(ivy.where(h > 0, h, 0.0)) * 0.1 + ivy.var(h)
    loss = loss + ivy.max(ivy.abs(h)) + ivy.sum(ivy.stack([b, b], axis=1) ** 2)
    loss = loss + ivy.sum(ivy.layer_norm(h, (-1,))) + ivy.sum(ivy.clip(h, 0.0, 1.0))
    return ivy.add(ivy.astype(loss, ivy.float64), ivy.sum(ivy.zeros_like(h)))


# name -> (function of the native arguments, NumPy arguments)
CASES = {
    "mlp_loss": (mlp_loss, (X, W, B)),
    "promote_int8": (lambda a, i: ivy.add(a, i) * 2.5 - ivy.divide(i, i + 10), (X, I8)),
    "reductions": (lambda a: (ivy.argmax(a, axis=1), ivy.cumulative_sum(a, axis=0),
                              ivy.linalg.vector_norm(a, ord=3, axis=0)), (X,)),
    "indexing": (lambda a, i: (ivy.take(a, i[2], axis=1), ivy.gather(a, ivy.remainder(i, 3), axis=1),
                               ivy.one_hot(ivy.abs(i[:, 0]), 8)), (X, I8)),
    "manipulation": (lambda a: (ivy.pad(a, ((1, 1), (0, 2))), ivy.split(a, 3, axis=1),
                                ivy.flip(ivy.tile(a, (2, 1)), axis=0), ivy.sort(a, axis=0)), (X,)),
    "linalg_fft": (lambda a: (ivy.matmul(a, ivy.matrix_transpose(a)), ivy.einsum("ij,kj->ik", a, a),
                              ivy.fft.rfft(a, n=6, norm="ortho")), (X,)),
    "conv_pool": (lambda x, f: ivy.max_pool2d(ivy.gelu(ivy.conv2d(x, f, 1, "SAME")), 2, 2, "VALID"),
                  (IMG, FILT)),
    "binaries": (lambda a, b: (ivy.equal(a, b), ivy.add(a, b), ivy.multiply(a, 3), ivy.less(a, b),
                               ivy.maximum(a, b), ivy.subtract(a, b)), (I8, I8[::-1].copy())),
    "dtypes": (lambda a: ivy.astype(a, ivy.float64) if a.dtype == ivy.float32 else a, (X,)),
}


def _native(a):
    if BACKEND == "tensorflow":
        import tensorflow as tf

        return tf.constant(a)
    if BACKEND == "jax":
        import jax.numpy as jnp

        return jnp.asarray(a)
    import torch

    return torch.from_numpy(a.copy())


def _fresh_process(script):
    """Run ``script`` in a new interpreter with no backend set; return its stderr."""
    env = {k: v for k, v in os.environ.items() if k != "IVY_BACKEND"}
    env.update(TF_CPP_MIN_LOG_LEVEL="2", PYTHONWARNINGS="always")
    res = subprocess.run([sys.executable, "-c", textwrap.dedent(script)], env=env,
                         capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr[-3000:]
    assert res.stdout.strip().endswith("done"), res.stdout[-2000:]
    return res.stderr


# --- TensorFlow -------------------------------------------------------------------------------
@pytest.mark.skipif(BACKEND != "tensorflow", reason="tf.function")
@pytest.mark.parametrize("name", sorted(CASES))
def test_tf_function_with_autograph_logs_no_warning(name):
    import logging

    import tensorflow as tf

    class Catch(logging.Handler):
        def __init__(self):
            super().__init__(logging.WARNING)
            self.records = []

        def emit(self, record):
            self.records.append(record.getMessage())

    fn, args = CASES[name]
    catch = Catch()
    tf.get_logger().addHandler(catch)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            traced = tf.function(fn)(*[_native(a) for a in args])  # AutoGraph on: the default
    finally:
        tf.get_logger().removeHandler(catch)
    assert catch.records == []
    eager = fn(*[_native(a) for a in args])
    tf.nest.map_structure(lambda t, e: np.testing.assert_allclose(t.numpy(), e.numpy(), rtol=1e-5),
                          traced, eager)


@pytest.mark.skipif(BACKEND != "tensorflow", reason="tf.function")
def test_tf_function_first_call_of_a_process_logs_no_autograph_warning():
    # the first Ivy call loads the backend (importlib's find_spec has no source: AutoGraph warned)
    err = _fresh_process("""
        import numpy as np, tensorflow as tf, ivy

        @tf.function
        def f(x, w):
            return ivy.sum(ivy.tanh(ivy.matmul(x, w)) + 1.0, axis=0)

        x = tf.constant(np.ones((3, 4), np.float32))
        print(f(x, tf.transpose(x)).shape, f(x, tf.transpose(x)).shape)
        # traced once: loading the backend inside the trace creates no tf.Variable (a variable
        # made during a first trace makes TensorFlow trace the function again)
        assert f.experimental_get_tracing_count() == 1, f.experimental_get_tracing_count()
        print("done")
    """)
    assert "AutoGraph" not in err and "ivy" not in err, err[-3000:]


@pytest.mark.skipif(BACKEND != "tensorflow", reason="tf.function")
def test_tf_backend_loaded_inside_a_trace_keeps_its_eager_fast_paths():
    """The backend loaded by the first Ivy call inside ``tf.function``: its eager-tensor type
    (the fast paths' ``type(x) is T``) is still the eager one, not the graph's symbolic tensor
    (the binary kernels read an eager tensor's DataType enum: a symbolic tensor has none)."""
    _fresh_process("""
        import numpy as np, tensorflow as tf, ivy

        @tf.function
        def f(x):
            return ivy.equal(x, 0.0), ivy.add(x, x), ivy.ceil(x)

        x = tf.constant(np.array([0.0, 1.5], np.float32))
        eq, twice, up = f(x)
        assert eq.numpy().tolist() == [True, False] and twice.numpy().tolist() == [0.0, 3.0]
        from ivy.backends.tensorflow import _helpers
        assert _helpers.T is type(x), _helpers.T
        assert ivy.add(x, x).numpy().tolist() == [0.0, 3.0] and up.numpy().tolist() == [0.0, 2.0]
        print("done")
    """)


# --- JAX --------------------------------------------------------------------------------------
@pytest.mark.skipif(BACKEND != "jax", reason="jax.jit")
@pytest.mark.parametrize("name", sorted(CASES))
def test_jax_jit_raises_no_warning(name):
    import jax

    fn, args = CASES[name]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        traced = jax.jit(fn)(*[_native(a) for a in args])
    eager = fn(*[_native(a) for a in args])
    jax.tree_util.tree_map(lambda t, e: np.testing.assert_allclose(t, e, rtol=1e-5), traced, eager)


@pytest.mark.skipif(BACKEND != "jax", reason="jax.jit")
def test_jax_jit_first_call_of_a_process_raises_no_warning():
    err = _fresh_process("""
        import numpy as np, jax, jax.numpy as jnp, ivy

        def f(x, w):
            return ivy.sum(ivy.tanh(ivy.matmul(x, w)) + 1.0, axis=0)

        x = jnp.ones((3, 4), jnp.float32)
        print(jax.jit(f)(x, x.T).shape, "done")
    """)
    assert "Warning" not in err and "ivy" not in err, err[-3000:]


# --- PyTorch ----------------------------------------------------------------------------------
# every case with the backend set; two with it inferred and two inside ``ivy.use`` (the
# dispatchers: they read the thread's backend) (Dynamo's tracing costs seconds per case)
_TORCH_CASES = [(n, "set") for n in sorted(CASES)] + [
    ("mlp_loss", "inferred"), ("binaries", "inferred"), ("mlp_loss", "scoped"),
    ("binaries", "scoped")]


@pytest.mark.skipif(BACKEND != "torch", reason="torch.compile")
@pytest.mark.parametrize("name,mode", _TORCH_CASES)
def test_torch_compile_has_no_graph_break(name, mode):
    import torch

    fn, args = CASES[name]
    args = [_native(a) for a in args]
    if mode == "set":
        ivy.set_backend("torch")
    scope = ivy.use("torch") if mode == "scoped" else contextlib.nullcontext()
    try:
        torch._dynamo.reset()
        with warnings.catch_warnings(), scope:  # Dynamo's own warnings (an lru_cache wrapper) too
            warnings.simplefilter("error")
            explained = torch._dynamo.explain(fn)(*args)
            torch._dynamo.reset()
            compiled = torch.compile(fn, backend="eager")(*args)
    finally:
        ivy.unset_backend()
        torch._dynamo.reset()
    reasons = [r.reason.splitlines()[0] for r in explained.break_reasons]
    # one graph: a frame Dynamo gave up on (graph_count 0) would run eagerly without a break
    assert (explained.graph_count, explained.graph_break_count) == (1, 0), reasons
    # the kernels' own globals are read by Dynamo as they are (not one kernel's for all of them)
    torch.utils._pytree.tree_map(lambda c, e: torch.testing.assert_close(c, e, rtol=1e-5, atol=1e-6),
                                 compiled, fn(*args))


@pytest.mark.skipif(BACKEND != "torch", reason="the PyTorch backend's code")
def test_code_dynamo_traces_is_what_older_dynamo_versions_can_guard():
    """Two things PyTorch 2.11's Dynamo fails on, which 2.13 (Ivy's pin, CI) accepts; checked on
    the code, since CI has only 2.13 (``benchmarks/gpu_check.py`` runs the behaviour on a machine
    with 2.11: ``ivy.compile`` inside ``ivy.use``, a compiled training step without a break).

    * a value read from a ``threading.local`` is guarded by equality, which 2.11 refuses for
      any type but a literal's: the dispatchers read the process's ``Backend`` from a plain
      object (``_backend.chosen``) and, only while an ``ivy.use`` block is open, the thread's
      backend *name* (a str) from the ``threading.local`` (``_backend.scoped_backend``);
    * ``id()`` of a ``torch.dtype`` is a graph break in 2.11: the integer-input rule of the
      dispatchers tests a dtype by id only where the backend says ``dtypes_by_id`` (not PyTorch).
    """
    import inspect  # noqa: PLC0415

    import torch  # noqa: PLC0415
    from ivy._rules import float_input as _float_input
    from ivy.functional import _api

    for spec in _api.SPECS.values():
        source = inspect.getsource(spec.dispatcher)
        assert "backend = chosen.backend if not chosen.scopes else scoped_backend()" in source, \
            spec.qualname
    assert ivy.get_backend("torch").dtypes_by_id is False
    for q in _float_input.PARAMS:
        lines = [ln for ln in inspect.getsource(_api.SPECS[q].dispatcher).splitlines()
                 if re.search(r"\bid\(", ln)]
        assert lines and all("if backend.dtypes_by_id else" in ln for ln in lines), q
    ivy.set_backend("torch")
    try:
        assert ivy.sqrt(torch.arange(3)).dtype == torch.float32  # the by-value branch
    finally:
        ivy.unset_backend()


def test_each_backend_reads_only_its_own_dtype_tables():
    """The integer-input rule's tables are per backend (a process using TensorFlow and PyTorch:
    a table holding TensorFlow's ``DType`` objects, which hash in C, made every inferred Ivy call
    on torch tensors a graph break under ``torch.compile``): the inferred dispatchers read the
    inferred backend's tables, a backend's tables hold only its own dtype objects."""
    import inspect  # noqa: PLC0415

    from ivy.functional._api import SPECS

    for name in ("tanh", "mean", "sigmoid"):
        source = inspect.getsource(SPECS[name].dispatcher)
        assert "backend.non_float" in source or "backend.non_real" in source, source
    for b in (ivy.get_backend(BACKEND), ivy.get_backend("numpy")):
        own = type(b.xp.asarray(1).dtype).__module__.split(".")[0]  # numpy (also JAX's), torch...
        assert b.non_float and {type(k).__module__.split(".")[0] for k in b.non_float} == {own}
        assert set(b.non_float) <= set(b.non_real)


@pytest.mark.skipif(BACKEND != "torch", reason="torch.compile")
def test_torch_compile_after_tensorflow_in_the_same_process():
    """Needs TensorFlow beside PyTorch (a development environment; CI's sessions have one
    framework each, where the test above checks the mechanism)."""
    pytest.importorskip("tensorflow")
    script = """
        import ivy, tensorflow as tf, torch
        ivy.tanh(tf.ones(3)), ivy.mean(tf.constant([1, 2]))
        f = lambda x: ivy.tanh(x) + ivy.mean(x) + ivy.sum(x)
        for x in (torch.ones(3), torch.arange(3)):
            f(x)
            torch._dynamo.reset()
            e = torch._dynamo.explain(f)(x)
            assert (e.graph_count, e.graph_break_count) == (1, 0), e.break_reasons
        print("ok")
    """
    res = subprocess.run([sys.executable, "-c", textwrap.dedent(script)], capture_output=True,
                         text=True, timeout=600)
    assert res.returncode == 0 and "ok" in res.stdout, res.stderr[-2000:]


@pytest.mark.skipif(BACKEND != "torch", reason="torch.compile")
def test_torch_compiled_function_is_not_recompiled_by_other_backends_used_between_calls():
    """Issue 27: an ``ivy.use`` block of another backend between calls of a compiled function,
    inferred or with the backend set, changes nothing its guards read (the dispatchers read
    ``_backend.chosen``, whose values are the same again when the block has ended): one graph, no
    break, no recompile. A fresh process, the backend loaded by an eager call first (loading a
    backend inside a trace is an import: one break and one recompile, once, docs/architecture.md)."""
    script = """
        import ivy, numpy as np, torch
        from torch._dynamo.utils import counters
        f = lambda x: ivy.sum(ivy.tanh(x) * 2.0 + ivy.mean(x))
        x = torch.ones(3)
        f(x)
        for setup in (lambda: None, lambda: ivy.set_backend("torch")):
            setup()
            torch._dynamo.reset()
            counters.clear()
            cf = torch.compile(f, backend="eager")
            for _ in range(4):
                with ivy.use("numpy"):
                    ivy.add(np.ones(2), 1.0)
                assert float(cf(x)) == float(f(x))
            assert counters["stats"]["unique_graphs"] == 1, dict(counters["stats"])
            assert not counters["graph_break"], dict(counters["graph_break"])
        # inferred, a Python scalar first: the dispatcher's argument table is filled inside the
        # trace (a cache written there once added a guard on it: a recompile on the next call)
        ivy.unset_backend()
        torch._dynamo.reset()
        counters.clear()
        g = torch.compile(lambda x: ivy.multiply(3.0, x) - ivy.subtract(1.0, x), backend="eager")
        for _ in range(3):
            assert g(x).tolist() == [3.0, 3.0, 3.0]
        assert counters["stats"]["unique_graphs"] == 1, dict(counters["stats"])
        assert not counters["graph_break"], dict(counters["graph_break"])
        print("ok")
    """
    res = subprocess.run([sys.executable, "-c", textwrap.dedent(script)], capture_output=True,
                         text=True, timeout=600)
    assert res.returncode == 0 and "ok" in res.stdout, res.stderr[-2000:]
