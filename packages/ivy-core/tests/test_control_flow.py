"""Control flow (``ivy.cond``, ``switch``, ``while_loop``, ``fori_loop``, ``scan``,
``associative_scan``) on the backend under test, against references written as plain Python
loops in NumPy float64 (``jax.lax``'s documented semantics); nests as carries (dicts, tuples,
``ivy.Container``), zero-trip loops, reverse scans; gradients through loops and branches against
closed forms and central finite differences; the compiled programs (``jax.jit``,
``tf.function``, ``torch.compile``) equal the eager ones and keep each loop one loop (the jaxpr's
and the graph's loop operators are counted, the unrolled body is not there)."""

import ivy
import numpy as np
import pytest
from _gradcheck import assert_close_nest as _close
from _gradcheck import finite_differences as _fd
from _harness import BACKEND, native, numpy_of

AUTODIFF = BACKEND != "numpy"
XS = np.array([[0.5, -1.0], [1.5, 0.25], [-0.75, 2.0], [0.1, 0.2], [1.0, -0.5]])
W = np.array([[0.3, -0.2], [0.1, 0.4]])


# --- the programs and their NumPy references ---------------------------------------------------
def _cell(c, x):
    """One step of a small recurrent cell: carry (h, n), output y."""
    h = ivy.tanh(ivy.matmul(c["h"], W_native()) + x)
    return {"h": h, "n": c["n"] + 1}, {"y": ivy.sum(h * h), "h2": h * 2.0}


def _cell_ref(xs, h0, reverse=False):
    h, ys, h2 = h0, [], []
    order = range(len(xs) - 1, -1, -1) if reverse else range(len(xs))
    out = {}
    for i in order:
        h = np.tanh(h @ W + xs[i])
        out[i] = (np.sum(h * h), h * 2.0)
    ys = np.array([out[i][0] for i in range(len(xs))])
    h2 = np.array([out[i][1] for i in range(len(xs))])
    return {"h": h, "n": len(xs)}, {"y": ys, "h2": h2}


def W_native():  # noqa: N802 - the constant W as a native array of the backend
    return native(W)


def _newton_sqrt(a):
    """``sqrt(a)`` by Newton's iteration until converged: a while loop of data-dependent trips."""
    def body(v):
        x, it = v
        return x - (x * x - a) / (2.0 * x), it + 1

    def test(v):
        x, it = v
        return ivy.logical_and(ivy.any(ivy.abs(x * x - a) > 1e-12), it < 50)

    return ivy.while_loop(test, body, (a, ivy.asarray(0)))


# --- cond and switch ----------------------------------------------------------------------------
@pytest.mark.parametrize("pred", [True, False])
def test_cond_picks_the_branch(pred):
    x = native({"a": np.array([1.0, 2.0]), "b": np.array(3.0)})
    out = ivy.cond(native(np.array(pred)), lambda d, s: (d["a"] * s, d["b"] + s),
                   lambda d, s: (d["a"] - s, d["b"] * s), x, 2.0)
    ref = (np.array([2.0, 4.0]), np.array(5.0)) if pred else (np.array([-1.0, 0.0]), np.array(6.0))
    _close(out, ref)
    # a Python bool just picks
    assert numpy_of(ivy.cond(pred, lambda: x["b"], lambda: -x["b"])) == (3.0 if pred else -3.0)


@pytest.mark.parametrize("index,expected", [(0, 3.0), (1, 20.0), (2, -2.0), (7, -2.0), (-3, 3.0)])
def test_switch_clamps_the_index_like_jax(index, expected):
    fs = [lambda x: x + 1, lambda x: x * 10, lambda x: -x]
    assert float(numpy_of(ivy.switch(native(np.array(index)), fs, native(np.array(2.0))))) == expected
    assert float(numpy_of(ivy.switch(index, fs, native(np.array(2.0))))) == expected


# --- loops --------------------------------------------------------------------------------------
def test_while_loop_newton_and_zero_trips():
    x, it = _newton_sqrt(native(np.array([2.0, 9.0, 0.25])))
    _close(x, np.sqrt([2.0, 9.0, 0.25]))
    assert 3 <= int(numpy_of(it)) < 50
    out = ivy.while_loop(lambda v: v["i"] < 0, lambda v: {"i": v["i"] + 1, "x": v["x"] * 2},
                         {"i": 0, "x": native(np.array([1.5]))})
    _close(out, {"i": np.array(0), "x": np.array([1.5])})


def test_while_loop_carries_a_container():
    c = ivy.Container({"a": native(np.array([1.0])), "b": {"c": native(np.array(2.0))}})
    out = ivy.while_loop(lambda c: c["a"][0] < 50.0, lambda c: c * 3.0, c)
    assert isinstance(out, ivy.Container)
    _close(out["a"], np.array([81.0]))
    _close(out["b"]["c"], np.array(162.0))


def test_fori_loop_static_dynamic_and_empty():
    body = lambda i, v: (v[0] + ivy.astype(i, v[0].dtype) * v[1], v[1] * 0.5)  # noqa: E731
    v0 = native((np.array([1.0, 2.0]), np.array(1.0)))
    ref = (np.array([1.0, 2.0]), 1.0)
    for i in range(2, 6):
        ref = (ref[0] + i * ref[1], ref[1] * 0.5)
    _close(ivy.fori_loop(2, 6, body, v0), (ref[0], np.array(ref[1])))
    _close(ivy.fori_loop(native(np.array(2)), native(np.array(6)), body, v0),
           (ref[0], np.array(ref[1])))
    _close(ivy.fori_loop(4, 4, body, v0), (np.array([1.0, 2.0]), np.array(1.0)))


@pytest.mark.parametrize("reverse", [False, True])
def test_scan_of_a_recurrent_cell(reverse):
    h0 = np.array([0.1, -0.2])
    carry, ys = ivy.scan(_cell, {"h": native(h0), "n": 0}, native(XS), reverse=reverse)
    ref_carry, ref_ys = _cell_ref(XS, h0, reverse)
    _close(carry, ref_carry)
    _close(ys, ref_ys)


def test_scan_without_xs_and_with_zero_length():
    carry, ys = ivy.scan(lambda c, _: (c * 2.0, (c, c + 1.0)), native(np.array([1.0])), length=4)
    _close(carry, np.array([16.0]))
    _close(ys, (np.array([[1.0], [2.0], [4.0], [8.0]]), np.array([[2.0], [3.0], [5.0], [9.0]])))
    carry, ys = ivy.scan(_cell, {"h": native(np.zeros(2)), "n": 0}, native(np.zeros((0, 2))))
    _close(carry, {"h": np.zeros(2), "n": 0})
    _close(ys, {"y": np.zeros(0), "h2": np.zeros((0, 2))})
    carry, ys = ivy.scan(lambda c, x: (c + x, None), native(np.array(0.0)), native(XS[:, 0]))
    assert ys is None
    _close(carry, np.array(XS[:, 0].sum()))


@pytest.mark.parametrize("reverse", [False, True])
def test_associative_scan_linear_recurrence(reverse):
    # h[i] = a[i] * h[i-1] + b[i] as an associative scan of pairs (JAX's classic example)
    a = np.array([[0.5, 1.0, -1.0, 2.0, 0.25, 1.5, 0.1]]).T * np.ones((1, 2))
    b = np.arange(14.0).reshape(7, 2) / 7.0

    def combine(e1, e2):
        return (e1[0] * e2[0], e1[1] * e2[0] + e2[1])

    out = ivy.associative_scan(combine, native((a, b)), reverse=reverse)
    ref_a, ref_b = np.empty_like(a), np.empty_like(b)
    order = range(6, -1, -1) if reverse else range(7)
    acc = None
    for i in order:
        # the element combined first on the left (reverse: JAX scans the flipped elements)
        acc = (a[i], b[i]) if acc is None else (acc[0] * a[i], acc[1] * a[i] + b[i])
        ref_a[i], ref_b[i] = acc
    _close(out, (ref_a, ref_b))
    _close(ivy.associative_scan(ivy.add, native(np.arange(12.0).reshape(3, 4)), axis=1),
           np.cumsum(np.arange(12.0).reshape(3, 4), axis=1))


# --- errors --------------------------------------------------------------------------------------
def test_a_carry_that_changes_is_a_clear_error():
    x = native(np.array([1.0, 2.0]))
    with pytest.raises(ivy.IvyValueError, match=r"ivy.while_loop: body_fun changed carry array 0 "
                                                r"from shape \(2,\)"):
        ivy.while_loop(lambda v: ivy.sum(v) < 10, lambda v: ivy.concat([v, v]), x)
    with pytest.raises(ivy.IvyValueError, match="must keep the initial carry's structure"):
        ivy.fori_loop(0, 3, lambda i, v: {"x": v}, x)
    with pytest.raises(ivy.IvyValueError, match="must return a pair"):
        ivy.scan(lambda c, x: c, x, native(XS))
    with pytest.raises(ivy.IvyValueError, match="keeps its shapes and dtypes"):
        ivy.scan(lambda c, x: (ivy.astype(c, "float32"), c), x, native(XS))


def test_bad_arguments_are_clear_errors():
    x = native(np.array([1.0, 2.0]))
    with pytest.raises(ivy.IvyValueError, match="must be 0-d"):
        ivy.cond(x > 0, lambda: x, lambda: x)
    with pytest.raises(ivy.IvyValueError, match="true_fn must be callable"):
        ivy.cond(True, 1.0, lambda: x)
    with pytest.raises(ivy.IvyValueError, match="non-empty list"):
        ivy.switch(0, [], x)
    with pytest.raises(ivy.IvyValueError, match=r"leading lengths \[2, 5\]"):
        ivy.scan(lambda c, x: (c, x), x, (native(XS), x))
    with pytest.raises(ivy.IvyValueError, match="give xs or length"):
        ivy.scan(lambda c, x: (c, x), x)
    with pytest.raises(ivy.IvyValueError, match="lower must be a Python int"):
        ivy.fori_loop(0.5, 3, lambda i, v: v, x)


# --- gradients through control flow ------------------------------------------------------------
def _scan_loss_ref(h0):
    carry, ys = _cell_ref(XS, h0)
    return float(np.sum(carry["h"]) + np.sum(ys["y"]) + 0.5 * np.sum(ys["h2"]))


@pytest.mark.skipif(not AUTODIFF, reason="NumPy has no autodiff (asserted in test_gradients)")
def test_gradient_through_scan_and_fori_loop_equals_finite_differences():
    def loss(h0):
        carry, ys = ivy.scan(_cell, {"h": h0, "n": 0}, native(XS))
        h = ivy.fori_loop(0, 3, lambda i, h: h * 1.5, carry["h"])
        return ivy.sum(h) / 3.375 + ivy.sum(ys["y"]) + 0.5 * ivy.sum(ys["h2"])

    h0 = np.array([0.1, -0.2])
    _close(ivy.grad(loss)(native(h0)), _fd(_scan_loss_ref, h0), rtol=1e-6, atol=1e-8)


@pytest.mark.skipif(not AUTODIFF, reason="NumPy has no autodiff (asserted in test_gradients)")
@pytest.mark.parametrize("pred", [True, False])
def test_gradient_through_both_branches_of_cond(pred):
    def loss(x):
        return ivy.cond(native(np.array(pred)), lambda x: ivy.sum(x ** 3), lambda x: ivy.sum(ivy.sin(x)), x)

    x = np.array([0.3, -1.2])
    _close(ivy.grad(loss)(native(x)), 3 * x ** 2 if pred else np.cos(x))


@pytest.mark.skipif(not AUTODIFF, reason="NumPy has no autodiff (asserted in test_gradients)")
def test_gradient_through_while_loop_or_a_clear_error_on_jax():
    a = np.array([2.0, 9.0])
    if BACKEND == "jax":
        with pytest.raises(ivy.IvyUnsupportedError, match="ivy.fori_loop with Python int bounds"):
            ivy.grad(lambda a: ivy.sum(_newton_sqrt(a)[0]))(native(a))
        # forward mode works on JAX
        _, tangent = ivy.jvp(lambda a: _newton_sqrt(a)[0], (native(a),), (native(np.ones(2)),))
        _close(tangent, 0.5 / np.sqrt(a), rtol=1e-8)
        return
    _close(ivy.grad(lambda a: ivy.sum(_newton_sqrt(a)[0]))(native(a)), 0.5 / np.sqrt(a), rtol=1e-8)


@pytest.mark.skipif(BACKEND not in ("jax", "torch", "tensorflow"), reason="second order: "
                    "MXNet 1.9 has none for these operators, NumPy no autodiff")
def test_second_derivative_through_scan():
    def f(x):  # x^(2^3) by three squarings in a scan
        carry, _ = ivy.scan(lambda c, _: (c * c, None), x, length=3)
        return ivy.sum(carry)

    x = np.array([0.9, 1.1])
    d2 = ivy.grad(lambda x: ivy.sum(ivy.grad(f)(x)))(native(x))
    _close(d2, 56 * x ** 6, rtol=1e-8)


# --- compiled: equal to eager, loops stay loops ------------------------------------------------
def _program(h0, xs):
    carry, ys = ivy.scan(_cell, {"h": h0, "n": 0}, xs)
    h = ivy.cond(ivy.sum(carry["h"]) > 0, lambda h: h + 1.0, lambda h: h - 1.0, carry["h"])
    h = ivy.switch(ivy.astype(ivy.sum(h) > 0, "int64"), [lambda h: h * 2.0, lambda h: -h], h)
    h = ivy.fori_loop(0, 4, lambda i, h: h * 0.5 + 0.1, h)
    s, _ = _newton_sqrt(h * h + 1.0)
    return s, ys["y"]


_LOOP_OPS = {"jax": {"scan", "while", "cond"},
             "tensorflow": {"While", "StatelessWhile", "If", "StatelessIf", "Case",
                            "StatelessCase"}}


def _compiled_and_ops():
    """The compiled program, and the names of its control-flow operators (one per construct)."""
    h0, xs = native(np.array([0.1, -0.2])), native(np.tile(XS, (40, 1)))  # 200 steps
    if BACKEND == "jax":
        import jax

        jaxpr = jax.make_jaxpr(_program)(h0, xs)
        ops = [e.primitive.name for e in jaxpr.jaxpr.eqns if e.primitive.name in _LOOP_OPS["jax"]]
        return jax.jit(_program)(h0, xs), ops, len(jaxpr.jaxpr.eqns)
    if BACKEND == "tensorflow":
        import tensorflow as tf

        fn = tf.function(_program)
        graph = fn.get_concrete_function(h0, xs).graph
        ops = [op.type for op in graph.get_operations() if op.type in _LOOP_OPS["tensorflow"]]
        return fn(h0, xs), ops, len(graph.get_operations())
    import torch

    _program(h0, xs)  # eagerly first: a process's first Ivy call inside a trace breaks it (#27)
    torch._dynamo.reset()
    try:
        explained = torch._dynamo.explain(_program)(h0, xs)
        assert (explained.graph_count, explained.graph_break_count) == (1, 0), [
            r.reason.splitlines()[0] for r in explained.break_reasons]
        graph = explained.graphs[0]
        ops = [str(n.target) for n in graph.graph.nodes
               if n.op == "call_function" and isinstance(n.target, torch._ops.HigherOrderOperator)]
        torch._dynamo.reset()
        return torch.compile(_program, backend="eager", fullgraph=True)(h0, xs), ops, explained.op_count
    finally:
        torch._dynamo.reset()


@pytest.mark.skipif(BACKEND not in ("jax", "tensorflow", "torch"), reason="a compiler")
def test_compiled_program_equals_eager_and_keeps_its_loops():
    compiled, ops, size = _compiled_and_ops()
    eager = _program(native(np.array([0.1, -0.2])), native(np.tile(XS, (40, 1))))
    _close(compiled, tuple(numpy_of(e) for e in eager), rtol=1e-9)
    # scan, cond, switch, fori_loop, while_loop: each one operator (PyTorch's switch: a
    # conditional holding the next one); 200 unrolled steps would be thousands of operations
    assert len(ops) == 5, ops
    assert size < 400, size


def _container_program(x):
    """A Container as the operand and result of cond (one branch returns a member unchanged) and
    as scan's carry."""
    c = ivy.Container(a=x, b=x * 2.0)
    out = ivy.cond(ivy.sum(x) > 0, lambda c: ivy.Container(a=c.a + 1.0, b=c.b),
                   lambda c: ivy.Container(a=c.a - 1.0, b=c.b * 2.0), c)
    carry, ys = ivy.scan(lambda c, xi: (ivy.Container(a=c.a + xi, b=c.b), c.a), c,
                         ivy.stack([x, x * 3.0]))
    return out.a + out.b + carry.a + ys[1]


@pytest.mark.skipif(BACKEND != "torch", reason="torch.compile's higher-order operators")
def test_containers_in_compiled_torch_control_flow():
    import torch

    x = native(np.array([0.5, -1.0, 2.0]))
    eager = _container_program(x)  # (also loads the backend outside the trace, #27)
    torch._dynamo.reset()
    try:
        explained = torch._dynamo.explain(_container_program)(x)
        assert (explained.graph_count, explained.graph_break_count) == (1, 0), [
            r.reason.splitlines()[0] for r in explained.break_reasons]
        torch._dynamo.reset()
        compiled = torch.compile(_container_program, backend="eager", fullgraph=True)(x)
    finally:
        torch._dynamo.reset()
    # cond's true branch: (x + 1) + 2x; the carry 5x after x and 3x; ys[1] = 2x
    np.testing.assert_allclose(numpy_of(eager), 10 * np.array([0.5, -1.0, 2.0]) + 1, rtol=1e-6)
    np.testing.assert_allclose(numpy_of(compiled), numpy_of(eager), rtol=1e-9)


@pytest.mark.skipif(BACKEND != "jax", reason="the README's example imports jax")
def test_readme_example_runs_in_a_fresh_process():
    import re
    import subprocess
    import sys
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text()
    section = readme.split("## Loops, branches and transforms that compile", 1)[1]
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    code += "\nassert ys.shape == (1000,) and type(ys).__module__.startswith('jax')\n"
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr[-3000:]
