"""The frontends' control flow on Ivy's structured control flow: a frontend program compiled by the
backend's compiler (``ivy.compile``: ``jax.jit``, ``tf.function``, ``torch.compile``) gives the
eager result and keeps its loops and branches: one ``scan`` / ``while`` / ``cond`` equation in the
jaxpr on JAX, ``While`` / ``If`` ops in the ``tf.function`` graph on TensorFlow, one graph with no
break under ``torch.compile`` (``torch._dynamo.explain``). Also JAX's typing rules of the
``jax.lax`` frontend, compared with real JAX where it is installed."""

import warnings

import ivy
import numpy as np
import pytest
from _frontend_harness import explain_one_graph, frontend, has_real
from _harness import BACKEND, native, numpy_of

fj = frontend("jax")
ftf = frontend("tensorflow")
lax = fj.lax
jnp = fj.numpy

RNG = np.random.default_rng(3)
X = RNG.standard_normal((5, 3)).astype(np.float32)
W = (RNG.standard_normal((3, 3)) * 0.5).astype(np.float32)


# --- the programs: native arrays in, a native array out -------------------------------------------
def jax_scan(x, w):
    xs, w = fj._frontend_array(x), fj._frontend_array(w)

    def step(h, r):
        h = jnp.tanh(jnp.dot(h, w) + r)  # (Dynamo cannot trace `@` on objects in a loop body)
        return h, h.sum()

    h, ys = lax.scan(step, jnp.zeros(3), xs)
    return (h.sum() + ys.sum())._data


# (the loop bodies and branches mix arrays only; Python numbers there are
# test_torch_python_numbers_in_a_loop_body's)
def jax_fori_cond(x, w):
    x, w = fj._frontend_array(x), fj._frontend_array(w)
    one = jnp.ones((), jnp.int32)  # (jnp.asarray(3) itself breaks a torch.compile graph)
    three, half = one * 3, jnp.ones((), jnp.float32) * 0.5
    v = lax.fori_loop(0, 4, lambda i, v: jnp.tanh(jnp.dot(v, w)) + i.astype(jnp.float32), x)
    v = lax.while_loop(lambda c: c[0] < three, lambda c: (c[0] + one, c[1] * half), (0, v))[1]
    return lax.cond(v.sum() > x.sum(), lambda a: a + a, lambda a: -a, v)._data


def tf_while_scan(x, w):
    x, w = ftf._frontend_array(x), ftf._frontend_array(w)
    one, f1 = ftf.ones((), ftf.int32), ftf.ones((), ftf.float32)  # (no Python numbers: the
    three, half = one + one + one, f1 / (f1 + f1)  # tf frontend's break a torch.compile graph)
    _, v = ftf.while_loop(lambda i, v: i < three,
                          lambda i, v: (i + one, ftf.tanh(ftf.matmul(v, w))),
                          (one - one, x))
    s = ftf.scan(lambda a, r: a * half + r, v)
    return ftf.cond(ftf.reduce_sum(s) > ftf.reduce_sum(x), lambda: s + s, lambda: -s)._data


PROGRAMS = {"jax_scan": (jax_scan, {"scan": 1}), "jax_fori_cond": (jax_fori_cond, None),
            "tf_while_scan": (tf_while_scan, None)}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_compiled_control_flow_gives_the_eager_result(name):
    fn = PROGRAMS[name][0]
    x, w = native(X), native(W)
    eager = numpy_of(fn(x, w))
    compiled = ivy.compile(fn)
    with warnings.catch_warnings():  # ivy.compile running it eagerly instead is a failure here
        warnings.filterwarnings("error", message="ivy.compile: .* cannot compile")
        for _ in range(2):
            np.testing.assert_allclose(numpy_of(compiled(x, w)), eager, rtol=1e-5, atol=1e-5)


@pytest.mark.skipif(BACKEND != "jax", reason="jaxprs")
def test_jax_jit_keeps_the_loops():
    import jax

    x, w = native(X), native(W)
    prims = [e.primitive.name for e in jax.make_jaxpr(jax_scan)(x, w).eqns]
    assert prims.count("scan") == 1, prims
    prims = [e.primitive.name for e in jax.make_jaxpr(jax_fori_cond)(x, w).eqns]
    # fori_loop with int bounds is a scan in JAX; the while_loop; the cond
    assert (prims.count("scan"), prims.count("while"), prims.count("cond")) == (1, 1, 1), prims
    prims = [e.primitive.name for e in jax.make_jaxpr(tf_while_scan)(x, w).eqns]
    # tf.while_loop, tf.scan (a lax.scan on JAX), tf.cond
    assert (prims.count("while"), prims.count("scan"), prims.count("cond")) == (1, 1, 1), prims


@pytest.mark.skipif(BACKEND != "tensorflow", reason="tf.function graphs")
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_tf_function_keeps_the_loops(name):
    import tensorflow as tf

    x, w = native(X), native(W)
    graph = tf.function(PROGRAMS[name][0]).get_concrete_function(x, w).graph
    ops = [op.type for op in graph.get_operations()]
    loops = sum(t in ("While", "StatelessWhile") for t in ops)
    branches = sum(t in ("If", "StatelessIf") for t in ops)
    want = {"jax_scan": (1, 0), "jax_fori_cond": (2, 1), "tf_while_scan": (2, 1)}[name]
    assert (loops, branches) == want, ops


@pytest.mark.skipif(BACKEND != "torch", reason="torch.compile's graph breaks")
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_torch_compile_of_frontend_control_flow_is_one_graph(name):
    explained = explain_one_graph(PROGRAMS[name][0], native(X), native(W))
    ops = str([str(g.graph) for g in explained.graphs])
    assert "while_loop" in ops or "scan" in ops, ops


# --- JAX's typing rules ---------------------------------------------------------------------------
def _real_jax():
    if not has_real("jax"):
        return None
    import jax

    return jax


def test_lax_weak_carry_is_promoted_as_in_jax():
    v = lax.fori_loop(0, 3, lambda i, v: v + jnp.ones((), jnp.float16), 0.0)
    assert (str(v.dtype), v.weak_type, float(v)) == ("float16", False, 3.0)
    v = lax.while_loop(lambda v: v < 10, lambda v: v * 2.5, 1)
    assert (str(v.dtype), v.weak_type) == ("float32", False)
    v = lax.while_loop(lambda v: v < 10, lambda v: v * 2, 1)
    assert (str(v.dtype), v.weak_type, int(v)) == ("int32", True, 16)
    c, ys = lax.scan(lambda c, x: (c + x, c), 0, jnp.arange(3, dtype=jnp.int8))
    assert (str(c.dtype), c.weak_type, str(ys.dtype), c.tolist()) == ("int8", False, "int8", 3)


def test_lax_type_errors_as_in_jax():
    with pytest.raises(TypeError, match="carry"):
        lax.while_loop(lambda v: v < 10, lambda v: (v * 2).astype(jnp.int8), 1.0)
    with pytest.raises(TypeError, match="carry"):
        lax.fori_loop(0, 2, lambda i, v: (v, v), jnp.zeros(2))
    with pytest.raises(TypeError, match="carry"):
        lax.scan(lambda c, x: (jnp.concatenate([c, c]), x), jnp.zeros(2), jnp.zeros(3))


def test_lax_control_flow_matches_jax():
    a = RNG.uniform(0.5, 1.5, 5).astype(np.float32)
    b = RNG.standard_normal(5).astype(np.float32)

    def fn(p, q):  # composing affine maps: associative, not commutative
        return (p[0] * q[0], p[1] * q[0] + q[1])

    def prefixes(order):
        out, acc = [None] * 5, None
        for i in order:
            acc = (a[i], b[i]) if acc is None else fn(acc, (a[i], b[i]))
            out[i] = acc
        return [np.array([o[k] for o in out]) for k in (0, 1)]

    elems = (fj._frontend_array(native(a)), fj._frontend_array(native(b)))
    for reverse, order in ((False, range(5)), (True, range(4, -1, -1))):
        got = lax.associative_scan(fn, elems, reverse=reverse)
        assert isinstance(got, tuple)
        for g, w in zip(got, prefixes(order)):
            np.testing.assert_allclose(np.asarray(g), w, rtol=1e-5)
    ys = lax.map(lambda r: {"s": r * 2, "t": (r, None)}, fj._frontend_array(native(a)))
    assert sorted(ys) == ["s", "t"] and ys["t"][1] is None
    r = lax.switch(-3, [lambda v: v + 1, lambda v: v - 1], 1.0)
    assert (float(r), r.weak_type) == (2.0, True)
    _, ys = lax.scan(lambda c, x: (c, None), 0, None, length=3)
    assert ys is None
    c, ys = lax.scan(lambda c, x: (c + 1, x), 0, jnp.zeros((0, 2)))
    assert (int(c), ys.shape) == (0, (0, 2))
    jax = _real_jax()
    if jax is not None:  # the reference's rule for reverse=True
        from test_frontend_jax import x64_off

        with x64_off():
            want = jax.lax.associative_scan(fn, (a, b), reverse=True)
        for w, p in zip(want, prefixes(range(4, -1, -1))):
            np.testing.assert_allclose(np.asarray(w), p, rtol=1e-5)


def test_tf_traced_case_and_switch_case():
    def program(i, x):
        i, x = ftf._frontend_array(i), ftf._frontend_array(x)
        one = ftf.ones_like(x)  # (branches without Python numbers: see the torch test above)
        a = ftf.switch_case(i, [lambda: x + one, lambda: x * (one + one)],
                            default=lambda: x - x)
        b = ftf.case([(i > 5, lambda: a * (one + one + one)), (i > 0, lambda: a - one)],
                     default=lambda: a)
        return b._data

    x = native(np.ones(2, np.float32))
    compiled = ivy.compile(program)
    for i, want in ((0, 2.0), (1, 1.0), (7, 0.0), (-1, 0.0)):
        k = native(np.array(i, np.int32))
        np.testing.assert_allclose(numpy_of(program(k, x)), [want] * 2)
        np.testing.assert_allclose(numpy_of(compiled(k, x)), [want] * 2)


@pytest.mark.skipif(BACKEND != "torch", reason="torch.compile")
def test_torch_python_numbers_in_a_loop_body():
    # (the frontends read a value's class with type(v): Dynamo could not look up `v.__class__` of
    # a Python number in a dict, and made a wrong guard of it outside a loop operator's body)
    import torch

    def fn(x):
        return lax.fori_loop(0, 3, lambda i, v: v * 0.5, fj._frontend_array(x))._data

    x = native(X)
    fn(x)
    torch._dynamo.reset()
    try:
        explained = torch._dynamo.explain(fn)(x)
    finally:
        torch._dynamo.reset()
    assert explained.graph_count == 1
