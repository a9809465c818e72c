"""Ivy graphs on MXNet (issue 24): ``Graph.to_source("mxnet")`` and ``ivy.compile`` on MXNet,
which replays a function's traced graph as that source.

The MXNet source is the NumPy source with NumPy's names bound to ``mxnet.numpy``'s, only for the
names of ``_source_mxnet.SAME``; this suite is where each of those names is checked: Ivy
functions whose graphs call them, traced (JAX 0.4.30 installs beside MXNet's NumPy 1.23) and
replayed on MXNet arrays, against NumPy's own results on the same values (nan, infinities and
signed zeros among them), and a check that every name of ``SAME`` was called by some case. The
MXNet session runs it; the other sessions check the error of a name outside ``SAME`` and the
text (MXNet not installed there: the text is not run).
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import warnings

import ivy
import numpy as np
import pytest
from _harness import BACKEND, native
from ivy.graph import _source, _source_mxnet

ON_MXNET = BACKEND == "mxnet"
CAN_TRACE = ON_MXNET and importlib.util.find_spec("jax") is not None
needs_trace = pytest.mark.skipif(not CAN_TRACE, reason="MXNet's session (with JAX to trace)")
RNG = np.random.default_rng(11)
EDGES = np.array([0.0, -0.0, 1.0, -1.0, 0.5, -2.5, 3.0, np.nan, np.inf, -np.inf])


def _floats(shape, dtype):
    x = RNG.normal(size=shape) * 3
    flat = x.reshape(-1)
    flat[:EDGES.size] = EDGES[:flat.size]
    return x.astype(dtype)


def _pos(shape, dtype):
    return (np.abs(RNG.normal(size=shape)) + 0.1).astype(dtype)


def _unit(shape, dtype):
    return RNG.uniform(-0.99, 0.99, size=shape).astype(dtype)


def _spd(shape, dtype):
    a = RNG.normal(size=shape)
    return (a @ np.swapaxes(a, -1, -2) + shape[-1] * np.eye(shape[-1])).astype(dtype)


F, P, U = _floats, _pos, _unit
# (name, Ivy function, NumPy reference, argument makers, shapes)
CASES = [
    ("abs", ivy.abs, np.abs, [F], [(3, 4)]),
    ("acos", ivy.acos, np.arccos, [U], [(3, 4)]),
    ("acosh", ivy.acosh, np.arccosh, [lambda s, d: P(s, d) + 1], [(3, 4)]),
    ("asin", ivy.asin, np.arcsin, [U], [(3, 4)]),
    ("asinh", ivy.asinh, np.arcsinh, [F], [(3, 4)]),
    ("atan", ivy.atan, np.arctan, [F], [(3, 4)]),
    ("atanh", ivy.atanh, np.arctanh, [U], [(3, 4)]),
    ("atan2", ivy.atan2, np.arctan2, [F, F], [(3, 4), (3, 4)]),
    ("ceil", ivy.ceil, np.ceil, [F], [(3, 4)]),
    ("cos", ivy.cos, np.cos, [F], [(3, 4)]),
    ("cosh", ivy.cosh, np.cosh, [U], [(3, 4)]),
    ("exp", ivy.exp, np.exp, [F], [(3, 4)]),
    ("expm1", ivy.expm1, np.expm1, [F], [(3, 4)]),
    ("floor", ivy.floor, np.floor, [F], [(3, 4)]),
    ("isfinite", ivy.isfinite, np.isfinite, [F], [(3, 4)]),
    ("isnan", ivy.isnan, np.isnan, [F], [(3, 4)]),
    ("log", ivy.log, np.log, [P], [(3, 4)]),
    ("log10", ivy.log10, np.log10, [P], [(3, 4)]),
    ("log1p", ivy.log1p, np.log1p, [P], [(3, 4)]),
    ("logical_not", lambda x: ivy.logical_not(x > 0), lambda x: np.logical_not(x > 0), [F],
     [(3, 4)]),
    ("negative", ivy.negative, np.negative, [F], [(3, 4)]),
    ("reciprocal", lambda x: 1 / x, lambda x: 1 / x, [P], [(3, 4)]),
    ("sin", ivy.sin, np.sin, [F], [(3, 4)]),
    ("sinh", ivy.sinh, np.sinh, [U], [(3, 4)]),
    ("sqrt", ivy.sqrt, np.sqrt, [P], [(3, 4)]),
    ("square", ivy.square, np.square, [F], [(3, 4)]),
    ("tan", ivy.tan, np.tan, [U], [(3, 4)]),
    ("tanh", ivy.tanh, np.tanh, [F], [(3, 4)]),
    ("add", ivy.add, np.add, [F, F], [(3, 4), (4,)]),
    ("subtract", ivy.subtract, np.subtract, [F, F], [(3, 4), (3, 1)]),
    ("multiply", ivy.multiply, np.multiply, [F, F], [(3, 4), (3, 4)]),
    ("divide", ivy.divide, np.divide, [F, F], [(3, 4), (3, 4)]),
    ("pow", ivy.pow, np.power, [P, F], [(3, 4), (3, 4)]),
    ("maximum", ivy.maximum, np.maximum, [F, F], [(3, 4), (3, 4)]),
    ("minimum", ivy.minimum, np.minimum, [F, F], [(3, 4), (3, 4)]),
    ("comparisons", lambda a, b: [a == b, a != b, a < b, a <= b, a > b, a >= b],
     lambda a, b: [a == b, a != b, a < b, a <= b, a > b, a >= b], [F, F], [(3, 4), (3, 4)]),
    ("where", lambda c, a, b: ivy.where(c > 0, a, b), lambda c, a, b: np.where(c > 0, a, b),
     [F, F, F], [(3, 4), (3, 4), (4,)]),
    ("relu and its gradient", lambda x: ivy.grad(lambda y: ivy.sum(ivy.relu(y) ** 3))(x),
     lambda x: 3 * np.maximum(x, 0) ** 2, [U], [(3, 4)]),
    ("a slice's gradient (pad)", lambda x: ivy.grad(lambda y: ivy.sum(y[1:, 2:] ** 3))(x),
     lambda x: np.pad(3 * x[1:, 2:] ** 2, [(1, 0), (2, 0)]), [U], [(3, 4)]),
    ("negative powers", lambda x: [x ** -2, x ** -1], lambda x: [x ** -2.0, 1 / x], [F],
     [(3, 4)]),
    ("sum, mean, max, min", lambda x: [ivy.sum(x, axis=0), ivy.mean(x, axis=(0, 1)),
                                       ivy.max(x, axis=1), ivy.min(x)],
     lambda x: [np.sum(x, axis=0), np.mean(x, axis=(0, 1)), np.max(x, axis=1), np.min(x)],
     [F], [(3, 4)]),
    ("matmul", ivy.matmul, np.matmul, [U, U], [(2, 3, 4), (4, 5)]),
    ("einsum", lambda a, b: ivy.einsum("ij,jk->ik", a, b), lambda a, b: a @ b, [U, U],
     [(3, 4), (4, 2)]),
    ("shapes", lambda x: [ivy.reshape(x, (4, 3)), ivy.permute_dims(x, (1, 0)),
                          ivy.flip(x, axis=0), ivy.tile(x, (2, 1)),
                          ivy.broadcast_to(x, (2, 3, 4))],
     lambda x: [x.reshape(4, 3), x.T, x[::-1], np.tile(x, (2, 1)),
                np.broadcast_to(x, (2, 3, 4))], [F], [(3, 4)]),
    ("concat and stack", lambda a, b: [ivy.concat([a, b], axis=1), ivy.stack([a, b], axis=0)],
     lambda a, b: [np.concatenate([a, b], axis=1), np.stack([a, b], axis=0)], [F, F],
     [(3, 4), (3, 4)]),
    ("gathers", lambda x, i: [ivy.take(x, i, axis=1), x[i[:3]], x[:, 1], x[1:, ::2]],
     lambda x, i: [np.take(x, i, axis=1), x[i[:3]], x[:, 1], x[1:, ::2]],
     [F, lambda s, d: RNG.integers(-3, 3, size=s)], [(3, 4), (5,)]),
    ("linalg", lambda a, b: [ivy.linalg.inv(a), ivy.linalg.solve(a, b),
                                ivy.linalg.solve(a, b[:, 0])],
     lambda a, b: [np.linalg.inv(a), np.linalg.solve(a, b), np.linalg.solve(a, b[:, 0])],
     [_spd, U],
     [(3, 3), (3, 2)]),
    ("int32 arithmetic", lambda a, b: [a + b, a * b, a - b, ivy.maximum(a, b), a == b],
     lambda a, b: [a + b, a * b, a - b, np.maximum(a, b), a == b],
     [lambda s, d: RNG.integers(-50, 50, size=s).astype("int32")] * 2, [(3, 4), (3, 4)]),
    ("uint8 and int8 and float16", lambda a, b, h: [a + a, b * b, h + h, ivy.astype(a, "int64")],
     lambda a, b, h: [a + a, b * b, h + h, a.astype("int64")],
     [lambda s, d: RNG.integers(0, 100, size=s).astype("uint8"),
      lambda s, d: RNG.integers(-9, 9, size=s).astype("int8"),
      lambda s, d: RNG.normal(size=s).astype("float16")], [(3,), (3,), (3,)]),
]


def _tolerance(dtype):
    return {"float16": 2e-3, "float32": 2e-6, "float64": 1e-13}.get(str(dtype), 0)


def _check(got, ref, where):
    got = [ivy.to_numpy(g) for g in (got if isinstance(got, (list, tuple)) else [got])]
    ref = [np.asarray(r) for r in (ref if isinstance(ref, (list, tuple)) else [ref])]
    assert len(got) == len(ref), where
    for g, r in zip(got, ref):
        assert g.dtype == r.dtype and g.shape == r.shape, (where, g.dtype, r.dtype, g.shape)
        tol = _tolerance(r.dtype)
        np.testing.assert_allclose(g, r, rtol=tol, atol=tol, err_msg=where)
        if r.dtype.kind == "f":  # signed zeros as NumPy's
            assert (np.signbit(g[r == 0]) == np.signbit(r[r == 0])).all(), where


_CALLED: set = set()


@needs_trace
@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_mxnet_replays_match_numpy(case, dtype):
    """``ivy.compile`` on MXNet arrays replays the traced graph as MXNet source (no eager
    fallback: a warning would fail the test) and matches NumPy on the same values."""
    name, fn, ref, makers, shapes = case
    args = [make(s, dtype) for make, s in zip(makers, shapes)]
    if name == "relu and its gradient":
        args = [np.where(np.abs(a) < 1e-3, 0.5, a).astype(dtype) for a in args]
    compiled = ivy.compile(fn, backend="mxnet")
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)
        with np.errstate(all="ignore"):
            expected = ref(*args)
        got = compiled(*[native(a) for a in args])
    assert compiled.trace_count() == 1
    _check(got, expected, f"{name} ({dtype})")
    graph = ivy.trace_graph(fn, *[native(a) for a in args], source="ivy")
    _CALLED.update(_source_mxnet._CALL.findall(graph.to_source("mxnet")))


@needs_trace
def test_every_name_mxnet_shares_with_numpy_is_checked():
    """Runs after the sweep above (same module, pytest's order): each name of ``SAME`` that is a
    function was called by some case's MXNet source."""
    if not _CALLED:
        pytest.skip("the sweep did not run (a selection of tests)")
    dtypes = {"bool_", "float16", "float32", "float64", "int8", "int32", "int64", "uint8"}
    assert sorted(_source_mxnet.SAME - _CALLED - dtypes) == [], sorted(_CALLED)


@needs_trace
def test_training_step_replays_with_its_gradients_and_new_shapes_retrace():
    import jax
    import jax.numpy as jnp

    v = ivy.Container({"w1": RNG.normal(size=(5, 4)).astype("float32"),
                       "w2": RNG.normal(size=(4, 2)).astype("float32")})
    x, y = RNG.normal(size=(3, 5)).astype("float32"), RNG.normal(size=(3, 2)).astype("float32")

    def step(v, x, y):
        def loss_fn(v):
            return ivy.mean((ivy.matmul(ivy.tanh(ivy.matmul(x, v["w1"])), v["w2"]) - y) ** 2)

        loss, g = ivy.execute_with_gradients(loss_fn, v)
        return loss, v - 0.1 * g

    def reference(p, x, y):
        loss_fn = lambda p: jnp.mean((jnp.tanh(x @ p["w1"]) @ p["w2"] - y) ** 2)  # noqa: E731
        loss, g = jax.value_and_grad(loss_fn)(p)
        return np.asarray(loss), {k: np.asarray(p[k] - 0.1 * g[k]) for k in p}

    mv = ivy.Container({k: native(a) for k, a in v.items()})
    ref_loss, ref_new = reference(dict(v.items()), x, y)
    for compiled in (ivy.compile(step), ivy.compile(step, backend="mxnet")):  # (inferred, set)
        loss, new = compiled(mv, native(x), native(y))
        np.testing.assert_allclose(ivy.to_numpy(loss), ref_loss, rtol=1e-5)
        for k in ("w1", "w2"):
            np.testing.assert_allclose(ivy.to_numpy(new[k]), ref_new[k], rtol=1e-5, atol=1e-6)
    assert isinstance(new, ivy.Container) and type(new["w1"]) is type(native(x))
    compiled(mv, native(x[:2]), native(y[:2]))  # new shapes: a new trace
    compiled(mv, native(x[1:]), native(y[1:]))
    assert compiled.trace_count() == 2


@needs_trace
def test_mxnet_autograd_records_through_the_replay():
    x = np.array([0.5, -1.0, 2.0])
    f = ivy.compile(lambda x: ivy.sum(ivy.sin(x) * x), backend="mxnet")
    got = ivy.to_numpy(ivy.grad(f)(native(x)))
    assert f.trace_count() == 1
    np.testing.assert_allclose(got, np.cos(x) * x + np.sin(x), rtol=1e-13)


@needs_trace
def test_a_name_mxnet_does_not_share_runs_eagerly_and_says_which():
    """``np.sign`` of nan is 0 in MXNet (NumPy: nan): a graph calling it has no MXNet source,
    so ``ivy.compile`` runs the function eagerly (Ivy's MXNet kernels give NumPy's result)."""
    def f(x):
        return ivy.sign(x) * 2

    x = np.array([-1.5, 0.0, np.nan, 2.0], "float32")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        got = ivy.compile(f, backend="mxnet")(native(x))
    assert any("np.sign" in str(w.message) and "MXNet" in str(w.message) for w in caught)
    np.testing.assert_array_equal(ivy.to_numpy(got), np.sign(x) * 2)


@pytest.mark.skipif(not ON_MXNET, reason="MXNet's session")
def test_the_mxnet_source_runs_without_ivy():
    """The module text of a stored graph runs in a fresh process that imports only MXNet, and
    refuses to run with MXNet's legacy (non-NumPy) semantics."""
    from pathlib import Path

    from ivy.graph import _fixtures

    path = Path(__file__).parent / "fixtures" / "graphs" / "ivy" / "train_step.json"
    d, inputs, outputs = _fixtures.load(path)
    text = ivy.graph.Graph.from_dict(d["graph"]).to_source("mxnet")
    assert "import numpy" not in text and "import ivy" not in text and "from ivy" not in text
    program = (
        "import sys, numpy\n"
        "from mxnet import npx\n"
        "if sys.argv[1] == 'np': npx.set_np()\n"
        f"exec(compile({text!r}, 'graph', 'exec'))\n"
        "from mxnet import np as mxnp\n"
        f"args = [mxnp.array(numpy.asarray(a, dtype=d)) for a, d in {[(a.tolist(), str(a.dtype)) for a in inputs]!r}]\n"  # noqa: E501
        "print(repr([o.asnumpy().tolist() for o in forward(*args)]))\n")
    out = subprocess.run([sys.executable, "-c", program, "np"], capture_output=True, text=True,
                         check=True)
    for got, ref in zip(eval(out.stdout.strip().splitlines()[-1]), outputs):  # noqa: S307
        np.testing.assert_allclose(np.asarray(got, ref.dtype).reshape(ref.shape), ref,
                                   rtol=2e-5, atol=2e-5)
    legacy = subprocess.run([sys.executable, "-c", program, "legacy"], capture_output=True,
                            text=True)
    assert legacy.returncode != 0 and "mxnet.npx.set_np()" in legacy.stderr


def test_a_name_outside_the_shared_ones_has_no_mxnet_source():
    """Every session (the text is made without MXNet): a NumPy call MXNet does not mean the
    same by, and a float literal MXNet would read inexactly, refuse with the reason."""
    text = '"""x"""\n\nimport numpy as np\n\n\ndef forward(v0):\n    return (np.sign(v0),)\n'
    with pytest.raises(ivy.IvyUnsupportedError, match=r"np\.sign .*return \(np\.sign"):
        _source_mxnet.mxnet_module(text)
    inexact = text.replace("np.sign(v0)", "np.multiply(v0, 0.1)")
    with pytest.raises(ivy.IvyUnsupportedError, match="0.1 inexactly"):
        _source_mxnet.mxnet_module(inexact)
    made = text.replace("np.sign(v0)", "np.multiply(v0, np.asarray(0.1, dtype=np.float64))")
    assert "multiply=mxnp.multiply" in _source_mxnet.mxnet_module(made)
    assert _source.TARGETS[-1] == "mxnet"
