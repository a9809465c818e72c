"""Custom gradients (``ivy.custom_vjp``) and rematerialisation (``ivy.checkpoint``) on every
backend: custom rules that differ from the true derivative prove ``bwd`` is used; numerically
stable rules are checked against central finite differences in NumPy (float64); nests of arrays
as arguments, outputs and residuals; higher orders where the backend has them; the errors; each
framework's own transforms (jit, vmap, torch.func, torch.compile, tf.function). NumPy runs the
functions forward and its gradient functions raise."""

import re

import ivy
import numpy as np
import pytest
from _gradcheck import assert_close_nest as _close
from _gradcheck import finite_differences as _finite_differences
from _harness import BACKEND, assert_unsupported, native, numpy_of

AUTODIFF = BACKEND != "numpy"
NESTING = BACKEND not in ("numpy", "mxnet")  # MXNet 1.9: first order only
X3 = np.array([0.3, -1.2, 2.0])


def _unsupported_here(call, fname="grad"):
    """On NumPy every gradient function raises; returns True when it did (the test ends)."""
    if AUTODIFF:
        return False
    assert_unsupported(call, fname)
    return True


# --- custom rules ------------------------------------------------------------------------------
# straight-through rounding: the value of round, the gradient of the identity (true one: 0)
round_ste = ivy.custom_vjp(ivy.round, lambda x: (ivy.round(x), None), lambda _, g: (g,))


@ivy.custom_vjp
def clip_gradient(x, lo, hi):
    """The identity, whose gradient is clipped to ``[lo, hi]`` (Python numbers: constants)."""
    return x * 1.0


clip_gradient.defvjp(lambda x, lo, hi: (x * 1.0, (lo, hi)),
                     lambda r, g: (ivy.clip(g, r[0], r[1]), None, None))


def _softplus_fwd(x):
    return ivy.log(1 + ivy.exp(x)), x


# softplus with the stable gradient sigmoid(x) (the plain one is inf / inf = nan for large x)
softplus = ivy.custom_vjp(lambda x: ivy.log(1 + ivy.exp(x)), _softplus_fwd,
                          lambda x, g: (g / (1 + ivy.exp(-x)),))


def _safe_norm_fwd(x):
    n = ivy.sqrt(ivy.sum(x * x))
    return n, {"x": x, "norm": n, "note": "any object"}


def _safe_norm_bwd(r, g):
    assert r["note"] == "any object"
    return (g * r["x"] / ivy.maximum(r["norm"], 1e-12),)


# |x| with gradient 0 (not nan) at x = 0
safe_norm = ivy.custom_vjp(lambda x: ivy.sqrt(ivy.sum(x * x)), _safe_norm_fwd, _safe_norm_bwd)


def test_calling_gives_funcs_value_on_every_backend():
    x = native(np.array([0.4, 1.6, -2.5]))
    _close(round_ste(x), np.round([0.4, 1.6, -2.5]))
    _close(clip_gradient(x, -0.5, 0.5), [0.4, 1.6, -2.5])
    _close(softplus(native(X3)), np.log1p(np.exp(X3)))
    _close(safe_norm(native(X3)), np.linalg.norm(X3))
    assert clip_gradient.__name__ == "clip_gradient" and "clipped" in clip_gradient.__doc__


def test_bwd_replaces_the_true_gradient():
    x, w = native(np.array([0.4, 1.6, -2.5])), native(np.array([1.0, -2.0, 3.0]))
    if _unsupported_here(lambda: ivy.grad(lambda x: ivy.sum(round_ste(x) * w))(x)):
        return
    _close(ivy.grad(lambda x: ivy.sum(round_ste(x) * w))(x), [1.0, -2.0, 3.0])  # true: zeros
    _close(ivy.grad(lambda x: ivy.sum(ivy.round(x) * w))(x), np.zeros(3))
    _close(ivy.grad(lambda x: ivy.sum(clip_gradient(x, -0.5, 0.5) * w))(x), [0.5, -0.5, 0.5])
    value, g = ivy.value_and_grad(lambda x: ivy.sum(clip_gradient(x * 2, -1.0, 1.5) * w))(x)
    _close((value, g), (np.sum(2 * numpy_of(x) * [1.0, -2.0, 3.0]), np.array([2.0, -2.0, 3.0])))


def test_stable_custom_gradients_match_finite_differences():
    if _unsupported_here(lambda: ivy.grad(lambda x: ivy.sum(softplus(x)))(native(X3))):
        return
    _close(ivy.grad(lambda x: ivy.sum(softplus(x)))(native(X3)),
           _finite_differences(lambda a: np.sum(np.log1p(np.exp(a))), X3), rtol=1e-6, atol=1e-8)
    # where the plain formula's gradient is nan, the custom one is the limit
    big = native(np.array([800.0, -800.0]))
    _close(ivy.grad(lambda x: ivy.sum(softplus(x)))(big), [1.0, 0.0])
    plain = numpy_of(ivy.grad(lambda x: ivy.sum(ivy.log(1 + ivy.exp(x))))(big))
    assert np.isnan(plain[0]), plain
    _close(ivy.grad(safe_norm)(native(X3)), _finite_differences(np.linalg.norm, X3),
           rtol=1e-6, atol=1e-8)
    _close(ivy.grad(safe_norm)(native(np.zeros(3))), np.zeros(3))


def test_nests_as_arguments_outputs_and_residuals():
    def func(p, pair):
        x, scale = pair
        return {"s": ivy.sum(p["a"] * x) * scale, "v": p["b"] * 2.0}

    def fwd(p, pair):
        return func(p, pair), [p, pair[0], pair[1]]

    def bwd(res, g):  # the true gradient times 3 (proves bwd's result is used)
        p, x, scale = res
        return ({"a": 3 * g["s"] * x * scale, "b": 3 * 2.0 * g["v"]},
                (3 * g["s"] * p["a"] * scale, None))

    f = ivy.custom_vjp(func, fwd, bwd)
    a, b, x = np.array([1.0, 2.0]), np.array([[0.5, -1.0]]), np.array([3.0, -4.0])
    p, pair = native({"a": a, "b": b}), (native(x), 2.0)
    out = f(p, pair)
    _close(out, {"s": np.array(np.sum(a * x) * 2), "v": b * 2})
    loss = lambda p, pair: f(p, pair)["s"] + ivy.sum(f(p, pair)["v"] ** 2)  # noqa: E731
    if _unsupported_here(lambda: ivy.grad(loss)(p, pair)):
        return
    _close(ivy.grad(loss)(p, pair), {"a": 3 * x * 2, "b": 3 * 2.0 * 2 * (2 * b)})
    _close(ivy.grad(lambda x: loss(p, (x, 2.0)))(pair[0]), 3 * a * 2)
    # vjp with an output the cotangent leaves at zero; None for a whole argument is zeros
    out, vjp_fn = ivy.vjp(lambda p: f(p, pair), p)
    (g,) = vjp_fn({"s": native(np.array(1.0)), "v": native(np.zeros((1, 2)))})
    _close(g, {"a": 3 * x * 2, "b": np.zeros((1, 2))})
    zero_p = ivy.custom_vjp(func, fwd, lambda r, g: (None, (g["s"] * 0 + r[1], None)))
    _close(ivy.grad(lambda x: zero_p(p, (x, 2.0))["s"])(native(x)), x)


def test_integer_arrays_are_constants():
    f = ivy.custom_vjp(lambda x, i: ivy.take(x, i), lambda x, i: (ivy.take(x, i), x),
                       lambda x, g: (ivy.sum(g) * ivy.ones_like(x), None))
    x, i = native(X3), native(np.array([2, 0]))
    _close(f(x, i), X3[[2, 0]])
    if _unsupported_here(lambda: ivy.grad(lambda x: ivy.sum(f(x, i)))(x)):
        return
    _close(ivy.grad(lambda x: ivy.sum(f(x, i) * 5.0))(x), np.full(3, 10.0))


def test_second_order_differentiates_bwd():
    def d2():
        return ivy.grad(lambda x: ivy.sum(ivy.grad(lambda y: ivy.sum(softplus(y)))(x)))(native(X3))

    if not NESTING:  # NumPy: no autodiff; MXNet 1.9: no higher orders
        assert_unsupported(d2, "grad")
        return
    s = 1 / (1 + np.exp(-X3))
    _close(d2(), s * (1 - s), rtol=1e-8)
    # a residual computed in fwd (not an input): the second order follows it into fwd
    sp = ivy.custom_vjp(lambda x: ivy.log(1 + ivy.exp(x)),
                        lambda x: (ivy.log(1 + ivy.exp(x)), 1 / (1 + ivy.exp(-x))),
                        lambda s, g: (g * s,))
    _close(ivy.grad(lambda x: ivy.sum(ivy.grad(lambda y: ivy.sum(sp(y) * 2.0))(x)))(native(X3)),
           2 * s * (1 - s), rtol=1e-8)


# --- errors ------------------------------------------------------------------------------------
def _raises(call, match, capfd=None):
    if capfd is None or BACKEND != "mxnet":
        with pytest.raises(ivy.IvyValueError, match=match):
            call()
        return
    # MXNet's Function prints an error of bwd's and raises its own when the gradient is read
    from mxnet.base import MXNetError

    with pytest.raises(MXNetError, match="CustomFunctionBackward"):
        numpy_of(call())
    assert re.search(match, capfd.readouterr().out), match


def test_errors_name_the_function_and_the_problem(capfd):
    x = native(X3)
    _raises(lambda: ivy.custom_vjp(3), "ivy.custom_vjp: func must be callable")
    _raises(lambda: ivy.custom_vjp(ivy.sin, ivy.sin, 3), "bwd must be callable")
    _raises(lambda: ivy.custom_vjp(ivy.sin)(x), r"defvjp\(fwd, bwd\)")
    _raises(lambda: round_ste(x=x), "positionally")
    _raises(lambda: ivy.checkpoint(None), "ivy.checkpoint: func must be callable")
    if not AUTODIFF:
        return
    _raises(lambda: ivy.checkpoint(lambda x: 3.0)(x), r"ivy.checkpoint: .*arrays.*got a leaf float")
    grad = lambda f: ivy.grad(lambda x: ivy.sum(f(x)))(x)  # noqa: E731
    two = ivy.custom_vjp(ivy.sin, lambda x: (ivy.sin(x), x), lambda x, g: (g, g))
    _raises(lambda: grad(two), r"ivy.custom_vjp: bwd must return a tuple .* \(1\), got 2 gradients",
            capfd)
    bare = ivy.custom_vjp(ivy.sin, lambda x: (ivy.sin(x), x), lambda x, g: g)
    _raises(lambda: grad(bare), r"bwd must return a tuple", capfd)
    shape = ivy.custom_vjp(ivy.sin, lambda x: (ivy.sin(x), x), lambda x, g: (g[:2],))
    _raises(lambda: grad(shape), r"gradient for argument 0 is .*shape \(2,\), expected .*\(3,\)",
            capfd)
    single = ivy.custom_vjp(ivy.sin, lambda x: ivy.sin(x), lambda x, g: (g,))
    _raises(lambda: grad(single), "fwd must return a pair")
    many = ivy.custom_vjp(lambda d: d["a"], lambda d: (d["a"], None), lambda r, g: ([g, g, g],))
    _raises(lambda: ivy.grad(lambda d: ivy.sum(many(d)))({"a": x, "b": x})["a"],
            "gradient 0 has 3 arrays, argument 0 has 2", capfd)


# --- checkpoint --------------------------------------------------------------------------------
def _block(p, x, *, scale):
    h = ivy.tanh(ivy.matmul(x, p["w"]) + p["b"])
    return {"h": h * scale, "sq": ivy.sum(h * h)}


P = {"w": np.array([[0.5, -1.0], [0.3, 0.8], [-0.2, 0.1]]), "b": np.array([0.1, -0.3])}
XIN = np.array([[1.0, -0.5, 2.0], [0.3, 0.2, -1.0]])


def test_checkpoint_gives_the_functions_values_and_gradients():
    ck = ivy.checkpoint(_block)
    p, x = native(P), native(XIN)
    ref = _block(p, x, scale=2.0)
    _close(ck(p, x, scale=2.0), {k: numpy_of(v) for k, v in ref.items()})

    def loss(f):
        return lambda p, x: ivy.sum(f(p, x, scale=2.0)["h"] ** 2) + f(p, x, scale=2.0)["sq"]

    if _unsupported_here(lambda: ivy.grad(loss(ck))(p, x)):
        return
    gp, gx = ivy.grad(loss(ck), argnums=(0, 1))(p, x)
    rp, rx = ivy.grad(loss(_block), argnums=(0, 1))(p, x)
    _close((gp, gx), ({k: numpy_of(v) for k, v in rp.items()}, numpy_of(rx)))
    if NESTING:  # second order through the rematerialised function
        h = ivy.grad(lambda x: ivy.sum(ivy.grad(loss(ck), argnums=1)(p, x)))(x)
        _close(h, numpy_of(ivy.grad(lambda x: ivy.sum(ivy.grad(loss(_block), argnums=1)(p, x)))(
            x)), rtol=1e-8, atol=1e-10)


def test_checkpoint_recomputes_in_the_backward_pass():
    calls = []

    def f(x):
        calls.append(1)
        return ivy.sin(x) * x

    x = native(X3)
    if _unsupported_here(lambda: ivy.grad(lambda x: ivy.sum(ivy.checkpoint(f)(x)))(x)):
        return
    ivy.grad(lambda x: ivy.sum(ivy.checkpoint(f)(x)))(x)
    # forward + recomputation on torch and TensorFlow; JAX traces f once (it remats in the
    # compiled backward); MXNet runs f unchanged
    assert len(calls) == {"torch": 2, "tensorflow": 2}.get(BACKEND, 1), calls


# --- the frameworks' own transforms -------------------------------------------------------------
@pytest.mark.skipif(BACKEND != "jax", reason="JAX transforms")
def test_jax_jit_and_vmap():
    import jax

    loss = lambda x: ivy.sum(round_ste(x) * x)  # noqa: E731
    x = native(np.array([0.4, 1.6, -2.5]))
    _close(jax.jit(ivy.grad(loss))(x), np.round(numpy_of(x)) + numpy_of(x))
    _close(jax.vmap(jax.grad(lambda v: ivy.sum(softplus(v))))(native(np.stack([X3, -X3]))),
           1 / (1 + np.exp(-np.stack([X3, -X3]))))
    _close(jax.jit(ivy.grad(lambda x: ivy.sum(ivy.checkpoint(ivy.sin)(x))))(x), np.cos(numpy_of(x)))


@pytest.mark.skipif(BACKEND != "tensorflow", reason="tf.function")
def test_tf_function():
    import tensorflow as tf

    x = native(np.array([0.4, 1.6, -2.5]))

    @tf.function(autograph=False)  # (AutoGraph would convert all of Ivy: seconds)
    def both(x):
        return (ivy.grad(lambda x: ivy.sum(clip_gradient(x, -0.5, 0.5) * x))(x),
                ivy.grad(lambda x: ivy.sum(ivy.checkpoint(ivy.sin)(x)))(x))

    g, h = both(x)
    _close(g, np.clip(numpy_of(x), -0.5, 0.5) + numpy_of(x))
    _close(h, np.cos(numpy_of(x)))
    v = ivy.variable(x)  # a tf.Variable argument: its gradient reaches it
    _close(ivy.grad(lambda v: ivy.sum(round_ste(v) * 2.0))(v), np.full(3, 2.0))


@pytest.mark.skipif(BACKEND != "torch", reason="torch.func / torch.compile")
def test_torch_func_and_compile():
    import torch

    x = native(np.array([0.4, 1.6, -2.5]))
    loss = lambda x: ivy.sum(clip_gradient(x, -0.5, 0.5) * x)  # noqa: E731
    ref = np.clip(numpy_of(x), -0.5, 0.5) + numpy_of(x)
    _close(torch.func.grad(loss)(x), ref)
    _close(torch.func.vmap(torch.func.grad(lambda v: ivy.sum(softplus(v))))(
        native(np.stack([X3, -X3]))), 1 / (1 + np.exp(-np.stack([X3, -X3]))))
    # checkpoint inside torch.func runs the function unchanged (torch.func refuses its hooks)
    _close(torch.func.grad(lambda v: ivy.sum(ivy.checkpoint(ivy.sin)(v)))(x), np.cos(numpy_of(x)))

    def step(x):  # torch.autograd.grad under torch.compile: the Function's backward is used
        x = x.detach().requires_grad_()
        return torch.autograd.grad(loss(x), x)[0]

    torch._dynamo.reset()
    try:
        _close(torch.compile(step, backend="eager")(x), ref)
        torch._dynamo.reset()
        # ivy.grad runs through torch.func under torch.compile, where Dynamo ignores the backward
        with pytest.raises(ivy.IvyUnsupportedError, match="torch.compile"):
            torch.compile(ivy.grad(loss), backend="eager")(x)
    finally:
        torch._dynamo.reset()
