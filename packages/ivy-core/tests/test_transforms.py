"""Function transformations: ``ivy.vmap`` checked against a Python loop over the examples in NumPy
(float64), ``ivy.jacobian`` (both modes) and ``ivy.hessian`` against closed forms and central finite
differences; nests, nesting of transforms, per-example gradients, compiled use, the errors. NumPy
(no autodiff) and MXNet's missing second order are asserted errors.

On JAX the Jacobian and Hessian value tests run under ``jax.jit`` (:func:`_jit`): one XLA
compilation per test instead of one per primitive of the eager transforms (seconds on a small
machine); the eager transforms are covered by the nesting and vmap tests."""

import functools

import ivy
import numpy as np
import pytest
from _gradcheck import assert_close_nest as _close
from _harness import BACKEND, assert_unsupported, native

AUTODIFF = BACKEND != "numpy"
NESTING = BACKEND not in ("numpy", "mxnet")

RNG = np.random.default_rng(0)
X = RNG.normal(size=(3, 4))
Y = RNG.normal(size=(4,))
Z = RNG.normal(size=(4, 3))


def _jit(f):
    return ivy.compile(f) if BACKEND == "jax" else f


def _loop(f, *args, axes):
    """The reference: ``f`` (NumPy) on each slice along ``axes``, stacked on axis 0."""
    n = next(np.shape(a)[ax] for a, ax in zip(args, axes) if ax is not None)
    outs = [f(*[a if ax is None else np.take(a, i, axis=ax) for a, ax in zip(args, axes)])
            for i in range(n)]
    if isinstance(outs[0], dict):
        return {k: np.stack([o[k] for o in outs]) for k in outs[0]}
    return np.stack(outs)


# --- vmap ------------------------------------------------------------------------------------
def _affine(a, b):
    return ivy.tanh(a * b) + ivy.sum(a)


def _affine_np(a, b):
    return np.tanh(a * b) + np.sum(a)


@pytest.mark.parametrize("in_axes, args", [
    ((0, None), (X, Y)),
    (0, (X, X + 1)),
    ((1, 1), (Z, Z * 2)),
    ((-1, None), (Z, Y)),
    ((None, -2), (Y[:3], Z)),
], ids=["0-None", "int", "1-1", "neg-None", "None-neg"])
def test_vmap_equals_a_loop_over_the_mapped_axis(in_axes, args):
    axes = in_axes if isinstance(in_axes, tuple) else (in_axes,) * len(args)
    out = ivy.vmap(_affine, in_axes=in_axes)(*native(args))
    _close(out, _loop(_affine_np, *args, axes=axes))


def test_vmap_out_axes_int_negative_and_none():
    ref = _loop(_affine_np, X, Y, axes=(0, None))  # [3, 4]
    _close(ivy.vmap(_affine, (0, None), out_axes=1)(native(X), native(Y)), ref.T)
    _close(ivy.vmap(_affine, (0, None), out_axes=-1)(native(X), native(Y)), ref.T)
    f = ivy.vmap(lambda a, b: (a * 2, b + 1), in_axes=(0, None), out_axes=(0, None))
    _close(f(native(X), native(Y)), (X * 2, Y + 1))


def test_vmap_out_axes_none_refuses_a_batched_output():
    """As jax.vmap: an output given None must not depend on the mapped axis (checked on its
    values outside a compiler's trace; nan counts as equal to nan)."""
    with pytest.raises(ivy.IvyValueError, match="out_axes is None.*varies along the mapped axis"):
        ivy.vmap(lambda a, b: a * 2, in_axes=(0, None), out_axes=None)(native(X), native(Y))
    nan = native(np.full(4, np.nan))
    _close(ivy.vmap(lambda a, b: b, in_axes=(0, None), out_axes=None)(native(X), nan),
           np.full(4, np.nan))


def test_vmap_of_nests_with_a_dict_carry_and_prefix_axes():
    def step(carry, x):
        h = ivy.tanh(ivy.matmul(carry["w"], x) + carry["b"]["bias"])
        return {"h": h, "n": ivy.sum(h * carry["b"]["scale"])}

    w, bias, scale = RNG.normal(size=(2, 4)), RNG.normal(size=(2,)), RNG.normal(size=(3, 2))
    carry = {"w": w, "b": {"bias": bias, "scale": scale}}
    in_axes = ({"w": None, "b": {"bias": None, "scale": 0}}, 0)

    def ref(s, x):
        h = np.tanh(w @ x + bias)
        return {"h": h, "n": np.sum(h * s)}

    expected = _loop(ref, scale, X, axes=(0, 0))
    out = ivy.vmap(step, in_axes=in_axes, out_axes={"h": 1, "n": 0})(native(carry), native(X))
    _close(out, {"h": expected["h"].T, "n": expected["n"]})
    # a list of argument specs, and an ivy.Container argument with prefix None
    cont = ivy.Container(native({"w": w, "b": {"bias": bias, "scale": scale[0]}}))
    out = ivy.vmap(step, in_axes=[None, 0])(cont, native(X))
    _close(out["h"], _loop(lambda x: np.tanh(w @ x + bias), X, axes=(0,)))


def test_vmap_nested_and_keyword_arguments():
    outer = ivy.vmap(ivy.vmap(lambda a, b: ivy.sum(a * b), in_axes=(0, None)), in_axes=(None, 1))
    _close(outer(native(X), native(Z)), (X @ Z).T)  # [j, i] = sum_k X[i, k] Z[k, j]

    def f(a, *, scale, shift):
        return a * scale + shift

    out = ivy.vmap(f, in_axes=1)(native(Z), scale=native(Y[:3] + 2), shift=0.5)
    _close(out, Z.T * (Y[:3, None] + 2) + 0.5)


def test_vmap_of_an_empty_axis_and_of_value_reads():
    out = ivy.vmap(lambda a: ivy.sum(a, axis=-1), in_axes=1)(native(np.zeros((2, 0, 3))))
    _close(out, np.zeros((0, 2)))
    if BACKEND in ("numpy", "mxnet", "torch"):  # JAX and TensorFlow trace: no value to read
        out = ivy.vmap(lambda a: a * 2 if float(ivy.sum(a)) > 0 else a)(native(X))
        _close(out, _loop(lambda a: a * 2 if a.sum() > 0 else a, X, axes=(0,)))


def _loss(w, x, t):
    return (ivy.sum(ivy.tanh(w * x)) - t) ** 2


def test_vmap_of_grad_gives_per_example_gradients():
    w, t = Y, RNG.normal(size=(3,))
    per_example = ivy.vmap(ivy.grad(_loss), in_axes=(None, 0, 0))
    call = lambda: per_example(native(w), native(X), native(t))  # noqa: E731
    if not AUTODIFF:
        assert_unsupported(call, "grad")
        return
    r = np.tanh(w * X)  # [3, 4]
    ref = 2 * (r.sum(1) - t)[:, None] * (1 - r ** 2) * X
    _close(call(), ref)


def test_vmap_errors_name_the_function_and_what_was_given():
    f = ivy.vmap(_affine)
    with pytest.raises(ivy.IvyValueError, match=r"ivy\.vmap.*size 3.*size 4"):
        f(native(X), native(Z))
    with pytest.raises(ivy.IvyValueError, match=r"ivy\.vmap: in_axes has 1 entries.*2 posit"):
        ivy.vmap(_affine, in_axes=(0,))(native(X), native(Y))
    with pytest.raises(ivy.IvyValueError, match=r"axis 2 of argument 0.*\(3, 4\).*out of range"):
        ivy.vmap(_affine, in_axes=(2, None))(native(X), native(Y))
    with pytest.raises(ivy.IvyValueError, match=r"in_axes\[0\] has keys \['a'\]"):
        ivy.vmap(lambda d: d["b"], in_axes=({"a": 0},))({"b": native(X)})
    with pytest.raises(ivy.IvyValueError, match=r"in_axes must be an int, None"):
        ivy.vmap(_affine, in_axes="0")
    with pytest.raises(ivy.IvyValueError, match=r"in_axes\[1\] must be an int.*'x'"):
        ivy.vmap(_affine, in_axes=(0, "x"))(native(X), native(Y))
    with pytest.raises(ivy.IvyValueError, match=r"no argument is mapped"):
        ivy.vmap(_affine, in_axes=None)(native(X), native(Y))
    with pytest.raises(ivy.IvyValueError, match=r"argument 1 is builtins.float.*None"):
        ivy.vmap(_affine)(native(X), 2.0)
    with pytest.raises(ivy.IvyValueError, match=r"func must return arrays"):
        ivy.vmap(lambda a: "text")(native(X))
    with pytest.raises(ivy.IvyValueError, match=r"out_axes 3 is out of range.*\(3, 4\)"):
        ivy.vmap(_affine, (0, None), out_axes=3)(native(X), native(Y))


def test_compiled_vmap_and_jacobian_equal_eager(monkeypatch):
    """Under the backend's compiler (torch.compile: one graph, no break allowed)."""
    if BACKEND == "torch":  # AOT-eager: Dynamo traces as usual, no Inductor C++ build (time)
        import torch

        monkeypatch.setattr(torch, "compile", functools.partial(
            torch.compile, backend="aot_eager", fullgraph=True))

    def step(w, x):
        out = ivy.vmap(_affine, in_axes=(None, 1), out_axes=-1)(w, x)
        if not AUTODIFF:
            return out, out
        return out, ivy.jacobian(lambda v: ivy.tanh(v) * 2, mode="forward")(w)

    w, z = native(Y[:3]), native(Z.T.copy())
    step(w, z)  # eagerly first: a process's first Ivy call inside a trace breaks it (issue 27)
    out, jac = ivy.compile(step)(w, z)
    _close(out, _loop(_affine_np, Y[:3], Z.T, axes=(None, 1)).T)
    if AUTODIFF:
        _close(jac, np.diag(2 * (1 - np.tanh(Y[:3]) ** 2)))


# --- jacobian / hessian -------------------------------------------------------------------------
A = RNG.normal(size=(2, 3))
X3 = np.array([0.3, -1.2, 2.0])


def _pair(d):  # two outputs of a dict: closed-form Jacobians below
    return (ivy.tanh(ivy.matmul(d["W"], d["x"])), ivy.sum(d["x"] ** 2) * d["W"])


def _pair_jacobian(w, x):
    u = 1 - np.tanh(w @ x) ** 2  # [2]
    d0_w = np.einsum("i,ij,k->ijk", u, np.eye(2), x)  # d tanh(Wx)_i / dW_jk
    d0_x = u[:, None] * w
    d1_w = np.sum(x ** 2) * np.einsum("ik,jl->ijkl", np.eye(2), np.eye(3))
    d1_x = np.einsum("ij,k->ijk", w, 2 * x)
    return ({"W": d0_w, "x": d0_x}, {"W": d1_w, "x": d1_x})


def _central(f, x, eps=1e-6):
    """Central differences of NumPy ``f`` at ``x``: ``[*O, *I]``."""
    cols = []
    for idx in np.ndindex(x.shape):
        e = np.zeros_like(x)
        e[idx] = eps
        cols.append((f(x + e) - f(x - e)) / (2 * eps))
    c = np.stack(cols, axis=-1)
    return c.reshape(c.shape[:-1] + x.shape)


@pytest.mark.parametrize("mode", ["reverse", "forward"])
def test_jacobian_of_arrays_and_structures_both_modes(mode):
    f = lambda x: ivy.tanh(ivy.matmul(native(A), x)) * ivy.sum(x)  # noqa: E731
    call = lambda: _jit(ivy.jacobian(f, mode=mode))(native(X3))  # noqa: E731
    if not AUTODIFF:
        assert_unsupported(call, "jacobian")
        return
    ref = _central(lambda x: np.tanh(A @ x) * np.sum(x), X3)
    _close(call(), ref, rtol=1e-6, atol=1e-8)
    d = {"W": A, "x": X3}
    _close(_jit(ivy.jacobian(_pair, mode=mode))(native(d)), _pair_jacobian(A, X3))
    # several argnums: a tuple of Jacobians; other arguments held fixed
    g = lambda a, x, s: ivy.matmul(a, x) * s  # noqa: E731
    ja, jx = _jit(ivy.jacobian(g, argnums=(0, 1), mode=mode))(native(A), native(X3), 2.0)
    _close((ja, jx), (2 * np.einsum("ij,k->ijk", np.eye(2), X3), 2 * A))


def _cubic(x):
    return ivy.sum(ivy.sin(x) * x ** 2) + ivy.sum(x) ** 3


def _cubic_hessian(x):
    return np.diag(-np.sin(x) * x ** 2 + 4 * x * np.cos(x) + 2 * np.sin(x)) + 6 * np.sum(x)


def test_hessian_of_an_array_and_of_a_structure():
    call = lambda: _jit(ivy.hessian(_cubic))(native(X3))  # noqa: E731
    if not NESTING:
        assert_unsupported(call, "hessian")
        return
    _close(call(), _cubic_hessian(X3))

    def q(d):
        return ivy.sum(d["x"] * ivy.matmul(d["A"], d["x"])) * d["s"]

    a, s = RNG.normal(size=(2, 2)), np.array(1.5)
    h = _jit(ivy.hessian(q))(native({"A": a, "x": X3[:2], "s": s}))
    xx = s * (a + a.T)
    _close(h["x"]["x"], xx)
    _close(h["x"]["s"], (a + a.T) @ X3[:2])
    _close(h["s"]["s"], np.array(0.0))
    _close(h["A"]["x"], s * (np.einsum("ik,j->ijk", np.eye(2), X3[:2])
                             + np.einsum("jk,i->ijk", np.eye(2), X3[:2])))


def test_jacobian_of_grad_and_jacobian_inside_grad():
    call = lambda: ivy.jacobian(ivy.grad(_cubic))(native(X3))  # noqa: E731
    if not NESTING:
        assert_unsupported(call, "grad" if AUTODIFF else "jacobian")
        return
    _close(call(), _cubic_hessian(X3))
    _close(ivy.jacobian(ivy.grad(_cubic), mode="forward")(native(X3)), _cubic_hessian(X3))
    # d/dx sum(J(x)) with J = diag(3 x^2): 6 x
    g = ivy.grad(lambda x: ivy.sum(ivy.jacobian(lambda y: y ** 3)(x)))
    _close(g(native(X3)), 6 * X3)


def test_jacobian_and_hessian_errors():
    with pytest.raises(ivy.IvyValueError, match=r"ivy\.jacobian: mode must be"):
        ivy.jacobian(ivy.sin, mode="sideways")
    with pytest.raises(ivy.IvyValueError, match=r"ivy\.hessian: func must be callable"):
        ivy.hessian(3)
    if NESTING:
        with pytest.raises(ivy.IvyValueError, match=r"ivy\.hessian: func must return a 0-d"):
            ivy.hessian(ivy.sin)(native(X3))
    with pytest.raises((ivy.IvyValueError, ivy.IvyUnsupportedError), match=r"ivy\.jacobian"):
        ivy.jacobian(ivy.sin, argnums=3)(native(X3))
