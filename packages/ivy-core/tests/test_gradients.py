"""Gradients and variables: the same functions differentiated on every backend with autodiff and
checked against closed-form derivatives and central finite differences computed in NumPy (float64);
higher orders (second derivatives, Hessian-vector products both ways, Hessians); structures of
arrays; the errors. NumPy (no autodiff) and MXNet's missing higher orders are asserted errors."""

import ivy
import numpy as np
import pytest
from _gradcheck import assert_close_nest
from _harness import BACKEND, Rec, assert_unsupported, native
from _strategies import REAL_FLOAT, Case

AUTODIFF = BACKEND != "numpy"
NESTING = BACKEND not in ("numpy", "mxnet")  # MXNet 1.9 has no second order for sum/multiply


def _no_build(draw, dtype):  # the records only name the functions; the tests below are bespoke
    return Case()


RECORDS = [Rec("is_variable", REAL_FLOAT, _no_build, ref=_no_build),
           Rec("stop_gradient", REAL_FLOAT, _no_build, ref=_no_build),
           Rec("variable", REAL_FLOAT, _no_build, ref=_no_build)]

RNG = np.random.default_rng(0)
X3 = np.array([0.3, -1.2, 2.0])


def _close(out, ref, rtol=1e-9, atol=1e-10):
    assert_close_nest(out, ref, rtol, atol, check_dtype=True)


def _finite_differences(f, xs, eps=1e-6):
    """Central differences of scalar ``f`` (NumPy float64) w.r.t. every array of structure xs."""
    from ivy import _nest

    leaves, tree = _nest.flatten(xs)
    grads = []
    with ivy.use("numpy"):  # NumPy scalars from reductions must stay on NumPy
        return _fd(f, leaves, tree, grads, eps)


def _fd(f, leaves, tree, grads, eps):
    for i, x in enumerate(leaves):
        g = np.zeros_like(x)
        for idx in np.ndindex(x.shape):
            hi = [a.copy() for a in leaves]
            lo = [a.copy() for a in leaves]
            hi[i][idx] += eps
            lo[i][idx] -= eps
            g[idx] = (float(f(tree.unflatten(hi))) - float(f(tree.unflatten(lo)))) / (2 * eps)
        grads.append(g)
    return tree.unflatten(grads)


def _unsupported_here(call, fname):
    """On NumPy every gradient function raises; returns True when it did (the test ends)."""
    if AUTODIFF:
        return False
    assert_unsupported(call, fname)
    return True


# --- functions with closed-form gradients (same code on every backend and in NumPy) --------------
def _sin_x2(x):
    return ivy.sum(ivy.sin(x) * x ** 2)


def _quadratic(d):
    a, x = d["A"], d["x"]
    return ivy.vecdot(x, ivy.matmul(a, x)) + ivy.sum(ivy.tanh(a))


def _mlp(p):
    h = ivy.tanh(ivy.matmul(p["inp"], p["layer"]["w"]) + p["layer"]["b"]) * p["scale"]
    return ivy.mean((h - 0.25) ** 2)


def _logsumexp(x):
    return ivy.log(ivy.sum(ivy.exp(x)))


def _seq(s):
    a, (b, c) = s
    return ivy.sum(a * b) + ivy.sum(ivy.exp(c))


def _mod(s):  # remainder and floor division of broadcast operands (TF: no native gradient)
    a, b = s["a"], s["b"]
    return ivy.sum(ivy.remainder(a, b) * a) + ivy.sum(ivy.floor_divide(a, b))


A22 = np.array([[1.0, 0.5], [-0.3, 2.0]])
MOD = {"a": np.array([[5.5, -3.25], [7.0, 1.3]]), "b": np.array([2.0, -1.5])}
X2 = np.array([0.7, -0.4])
MLP = {"inp": np.array([[0.5, -1.0, 2.0], [1.5, 0.2, -0.3]]),
       "layer": {"w": RNG.normal(size=(3, 2)), "b": np.array([0.1, -0.2])}, "scale": np.array(1.5)}
SEQ = [np.array([1.0, 2.0]), (np.array([3.0, -1.0]), np.array([[0.1, 0.2]]))]

CASES = {  # name: (function, xs, closed-form gradient or None: finite differences only)
    "sin_x2": (_sin_x2, X3, np.cos(X3) * X3 ** 2 + 2 * X3 * np.sin(X3)),
    "quadratic_dict": (_quadratic, {"A": A22, "x": X2},
                       {"A": np.outer(X2, X2) + 1 - np.tanh(A22) ** 2, "x": (A22 + A22.T) @ X2}),
    "mlp_nested_dict": (_mlp, MLP, None),
    "logsumexp": (_logsumexp, X3, np.exp(X3) / np.exp(X3).sum()),
    "list_tuple": (_seq, SEQ, [SEQ[1][0], (SEQ[0], np.exp(SEQ[1][1]))]),
    "remainder_floor_divide": (_mod, MOD, {
        "a": np.remainder(MOD["a"], MOD["b"]) + MOD["a"],
        "b": (-np.floor(MOD["a"] / MOD["b"]) * MOD["a"]).sum(0)}),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_execute_with_gradients_matches_closed_form_and_finite_differences(name):
    f, xs, ref = CASES[name]
    if _unsupported_here(lambda: ivy.execute_with_gradients(f, native(xs)),
                         "execute_with_gradients"):
        return
    value, grads = ivy.execute_with_gradients(f, native(xs))
    with ivy.use("numpy"):
        _close(value, np.asarray(f(xs)))
    _close(grads, _finite_differences(f, xs), rtol=1e-6, atol=1e-7)
    if ref is not None:
        _close(grads, ref)


def test_float32_gradients():
    if _unsupported_here(lambda: ivy.grad(_sin_x2)(native(X3.astype("float32"))), "grad"):
        return
    g = ivy.grad(_sin_x2)(native(X3.astype("float32")))
    _close(g, CASES["sin_x2"][2].astype("float32"), rtol=1e-5, atol=1e-6)


def test_has_aux_passes_the_auxiliary_output_through():
    def f(x):
        return ivy.sum(x * x), {"half": x / 2, "tag": "any object"}

    x = native(X3)
    if _unsupported_here(lambda: ivy.execute_with_gradients(f, x, has_aux=True),
                         "execute_with_gradients"):
        return
    value, grads, aux = ivy.execute_with_gradients(f, x, has_aux=True)
    _close((value, grads, aux["half"]), (np.sum(X3 * X3), 2 * X3, X3 / 2))
    assert aux["tag"] == "any object"


def test_grad_and_value_and_grad_take_argnums_and_keyword_arguments():
    def f(a, b, *, scale):
        return ivy.sum(ivy.sin(a) * b) * scale

    a, b = native(X3), native(X3[::-1].copy())
    if _unsupported_here(lambda: ivy.grad(f)(a, b, scale=2.0), "grad"):
        return
    _close(ivy.grad(f)(a, b, scale=2.0), 2 * np.cos(X3) * X3[::-1])
    _close(ivy.grad(f, argnums=1)(a, b, scale=2.0), 2 * np.sin(X3))
    _close(ivy.grad(f, argnums=-1)(a, b, scale=2.0), 2 * np.sin(X3))
    ga, gb = ivy.grad(f, argnums=(0, 1))(a, b, scale=2.0)
    _close((ga, gb), (2 * np.cos(X3) * X3[::-1], 2 * np.sin(X3)))
    value, g = ivy.value_and_grad(f, argnums=1)(a, b, scale=2.0)
    _close(value, 2 * np.sum(np.sin(X3) * X3[::-1]))
    _close(g, 2 * np.sin(X3))
    (value, aux), g = ivy.value_and_grad(lambda x: (ivy.sum(x * x), x * 3), has_aux=True)(a)
    _close((value, aux, g), (np.sum(X3 * X3), 3 * X3, 2 * X3))
    g, aux = ivy.grad(lambda x: (ivy.sum(x * x), x * 3), has_aux=True)(a)
    _close((g, aux), (2 * X3, 3 * X3))


def test_arrays_the_loss_does_not_use_get_zero_gradients():
    xs = native({"used": X2, "unused": np.ones((2, 2))})
    if _unsupported_here(lambda: ivy.execute_with_gradients(lambda d: ivy.sum(d["used"]), xs),
                         "execute_with_gradients"):
        return
    _, g = ivy.execute_with_gradients(lambda d: ivy.sum(d["used"] ** 2), xs)
    _close(g, {"used": 2 * X2, "unused": np.zeros((2, 2))})
    _, g = ivy.execute_with_gradients(lambda d: ivy.sum(ivy.stop_gradient(d["used"])), xs)
    _close(g, {"used": np.zeros(2), "unused": np.zeros((2, 2))})


def test_jac_of_an_array_and_of_a_structure():
    a = np.array([[1.0, -0.5, 0.2], [0.3, 0.8, -1.0]])
    if _unsupported_here(lambda: ivy.jac(ivy.sin)(native(X3)), "jac"):
        return
    j = ivy.jac(lambda x: ivy.tanh(ivy.matmul(native(a), x)))(native(X3))
    _close(j, (1 - np.tanh(a @ X3) ** 2)[:, None] * a)
    w = native({"W": a})
    j = ivy.jac(lambda d, x: ivy.matmul(d["W"], x))(w, native(X3))
    ref = np.zeros((2, 2, 3))
    ref[0, 0], ref[1, 1] = X3, X3
    _close(j, {"W": ref})


def _pair(x, y):
    return ivy.sin(x) * y, ivy.sum(x)


def test_vjp_pulls_back_cotangents_of_a_structured_output():
    y = X3[::-1].copy()
    if _unsupported_here(lambda: ivy.vjp(_pair, native(X3), native(y)), "vjp"):
        return
    (o1, o2), vjp_fn = ivy.vjp(_pair, native(X3), native(y))
    _close((o1, o2), (np.sin(X3) * y, np.sum(X3)))
    for c1, c2 in ((np.ones(3), np.array(2.0)), (np.array([0.5, -1.0, 3.0]), np.array(0.0))):
        gx, gy = vjp_fn((native(c1), native(c2)))
        _close((gx, gy), (c1 * np.cos(X3) * y + c2, c1 * np.sin(X3)))


def test_jvp_pushes_tangents_forward():
    y, tx, ty = X3[::-1].copy(), np.array([1.0, 0.5, -2.0]), np.array([0.3, 0.0, 1.0])
    if _unsupported_here(lambda: ivy.jvp(_pair, native((X3, y)), native((tx, ty))), "jvp"):
        return
    (o1, o2), (t1, t2) = ivy.jvp(_pair, native((X3, y)), native((tx, ty)))
    _close((o1, o2), (np.sin(X3) * y, np.sum(X3)))
    _close((t1, t2), (np.cos(X3) * y * tx + np.sin(X3) * ty, np.sum(tx)))


# --- higher orders -----------------------------------------------------------------------------
def _f_hess(x):
    return ivy.sum(ivy.sin(x) * x ** 2) + ivy.sum(x) ** 2


def _hessian_ref(x):
    d2 = -np.sin(x) * x ** 2 + 4 * x * np.cos(x) + 2 * np.sin(x)
    return np.diag(d2) + 2.0


V3 = np.array([1.0, 0.5, -0.2])


def _nested_or_unsupported(call, outer="grad"):
    """Where the backend has no higher orders, the nested call raises; True then. On NumPy the
    ``outer`` function raises first (no autodiff at all)."""
    if not AUTODIFF:
        assert_unsupported(call, outer)
        return True
    if not NESTING:
        with pytest.raises(ivy.IvyUnsupportedError, match="mxnet.*inside another gradient"):
            call()
        return True
    return False


def test_second_derivative_of_a_scalar_function():
    d2 = ivy.grad(ivy.grad(lambda x: x ** 3 + ivy.exp(x)))
    if _nested_or_unsupported(lambda: d2(native(np.array(0.5)))):
        return
    _close(d2(native(np.array(0.5))), 6 * 0.5 + np.exp(0.5))
    d3 = ivy.grad(ivy.grad(ivy.grad(lambda x: x ** 4)))
    _close(d3(native(np.array(2.0))), 24 * 2.0)


def test_hessian_vector_product_reverse_over_reverse():
    def hvp(x, v):
        return ivy.grad(lambda x: ivy.vecdot(ivy.grad(_f_hess)(x), v))(x)

    if _nested_or_unsupported(lambda: hvp(native(X3), native(V3))):
        return
    _close(hvp(native(X3), native(V3)), _hessian_ref(X3) @ V3)


def test_hessian_vector_product_forward_over_reverse():
    call = lambda: ivy.jvp(ivy.grad(_f_hess), (native(X3),), (native(V3),))  # noqa: E731
    if _nested_or_unsupported(call, "jvp"):
        return
    g, hv = call()
    _close(g, np.cos(X3) * X3 ** 2 + 2 * X3 * np.sin(X3) + 2 * X3.sum())
    _close(hv, _hessian_ref(X3) @ V3)


def test_hessian_as_jacobian_of_the_gradient():
    call = lambda: ivy.jac(ivy.grad(_f_hess))(native(X3))  # noqa: E731
    if _nested_or_unsupported(call, "jac"):
        return
    _close(call(), _hessian_ref(X3))


def test_mixed_second_derivative_through_a_closure():
    # d/dw sum(d/dx sum(w * x^2)) = d/dw sum(2 w x) = 2 x
    w = native(np.array([0.5, 2.0, -1.0]))

    def outer(w):
        return ivy.sum(ivy.grad(lambda x: ivy.sum(w * x ** 2))(native(X3)))

    if _nested_or_unsupported(lambda: ivy.grad(outer)(w)):
        return
    _close(ivy.grad(outer)(w), 2 * X3)


def test_nested_container_gradients_of_gradients():
    # a structure at both levels: g(p) = sum over arrays of the inner gradient
    def inner(p):
        return ivy.sum(p["a"] ** 3) + ivy.sum(p["b"] * p["a"])

    def outer(p):
        g = ivy.grad(inner)(p)
        return ivy.sum(g["a"]) + ivy.sum(g["b"])

    p = native({"a": X2, "b": np.array([1.0, -2.0])})
    if _nested_or_unsupported(lambda: ivy.grad(outer)(p)):
        return
    # inner grads: a: 3a^2 + b, b: a  -> outer = sum(3a^2 + b) + sum(a): d/da = 6a + 1, d/db = 1
    _close(ivy.grad(outer)(p), {"a": 6 * X2 + 1, "b": np.ones(2)})


def test_structures_are_rebuilt_with_their_own_types():
    """The flattening behind every gradient function: leaves depth-first, the structure rebuilt
    with its own types (Containers, dicts, lists, tuples, named tuples, None kept, keys of any
    type); one TreeDef per structure, kept and reused; structures that differ only in a key's
    type, a node's type or a leaf's place get their own."""
    import collections

    from ivy import Container, _nest

    pair = collections.namedtuple("pair", "first second")
    s = {"c": Container({"w": 1.0, "sub": {"b": 2.0}}), 3: [4.0, (5.0,)], "p": pair(6.0, None),
         "e": {}}
    leaves, tree = _nest.flatten(s)
    assert leaves == [1.0, 2.0, 4.0, 5.0, 6.0]
    assert _nest.paths(s) == ["c/w", "c/sub/b", "3/0", "3/1/0", "p/0"]
    back = tree.unflatten([10.0, 20.0, 40.0, 50.0, 60.0])
    assert type(back) is dict and list(back) == ["c", 3, "p", "e"] and back["e"] == {}
    assert type(back["c"]) is Container and type(back["c"].sub) is Container
    assert back["c"].sub.b == 20.0 and back[3] == [40.0, (50.0,)]
    assert type(back["p"]) is pair and back["p"] == pair(60.0, None)
    assert _nest.flatten({"c": Container(w=0.0, sub={"b": 0.0}), 3: [0.0, (0.0,)],
                          "p": pair(0.0, None), "e": {}})[1] is tree  # kept and reused
    others = [{"c": Container(w=0.0, sub={"b": 0.0}), 3.0: [0.0, (0.0,)], "p": pair(0.0, None),
               "e": {}},  # the key 3.0, not 3
              {"c": {"w": 0.0, "sub": {"b": 0.0}}, 3: [0.0, (0.0,)], "p": pair(0.0, None),
               "e": {}},  # a dict, not a Container
              {"c": Container(w=0.0, sub={"b": 0.0}), 3: [0.0, [0.0]], "p": pair(0.0, None),
               "e": {}}]  # a list, not a tuple
    for other in others:
        leaves, t = _nest.flatten(other)
        assert t is not tree
        assert t.unflatten(leaves) == other and _nest.flatten(t.unflatten(leaves))[1] is t
    assert type(_nest.flatten(others[1])[1].unflatten([0.0] * 5)["c"]) is dict
    deep, expected = 1.0, 2.0
    for _ in range(60):  # deeper than the generated rebuilding goes: rebuilt recursively
        deep, expected = [deep], [expected]
    leaves, t = _nest.flatten(deep)
    assert leaves == [1.0] and t.unflatten([2.0]) == expected


def test_flatten_of_a_structure_met_again_checks_every_node():
    """A structure flattened again takes its generated extractor (one call, no description):
    anything that differs from it, at any depth (a key added, removed, renamed or reordered, a
    node's type, a leaf that became a list or None), is flattened as a new structure, with the
    leaves and TreeDef a first flattening gives."""
    from ivy import Container, _nest

    def make():
        return Container({"layers": {"0": {"w": 1.0, "b": 2.0}, "2": {"w": 3.0}},
                          "x": [4.0, None, (5.0,)]})

    for _ in range(3):
        leaves, tree = _nest.flatten(make())
    assert _nest._RECENT[Container] is tree and tree._extract is not None
    assert leaves == [1.0, 2.0, 3.0, 4.0, 5.0]

    def changed(edit):
        c = make()
        edit(c)
        return c

    variants = [changed(lambda c: c.layers["2"].__setitem__("b", 6.0)),  # a key added
                changed(lambda c: c.layers["0"].__delitem__("b")),  # a key removed
                changed(lambda c: c.layers.__setitem__("0", Container(b=2.0, w=1.0))),  # order
                changed(lambda c: c.layers["0"].__setitem__("w", [1.0])),  # a leaf -> a list
                changed(lambda c: c.x.__setitem__(1, 7.0)),  # None -> a leaf
                changed(lambda c: c.x.__setitem__(2, [5.0])),  # a tuple -> a list
                changed(lambda c: c.__setitem__("x", (4.0, None, (5.0,))))]  # a list -> a tuple
    for other in variants:
        leaves, t = _nest.flatten(other)
        assert t is not tree
        assert leaves == _all_leaves(other)
        assert _plain(t.unflatten(leaves)) == _plain(other)
    assert _nest.flatten(make()) == ([1.0, 2.0, 3.0, 4.0, 5.0], tree)  # and back


def _all_leaves(obj):
    """Leaves in flatten's order, found without ``ivy._nest`` (the test's reference)."""
    if isinstance(obj, dict):
        return [leaf for v in obj.values() for leaf in _all_leaves(v)]
    if isinstance(obj, (list, tuple)):
        return [leaf for v in obj for leaf in _all_leaves(v)]
    return [] if obj is None else [obj]


def _plain(obj):
    """``obj`` as plain Python values with each node's type (Container ``==`` is leaf-wise)."""
    if isinstance(obj, dict):
        return type(obj), [(k, _plain(v)) for k, v in obj.items()]
    if isinstance(obj, (list, tuple)):
        return type(obj), [_plain(v) for v in obj]
    return obj


# --- variables ---------------------------------------------------------------------------------
def test_stop_gradient_blocks_the_gradient_and_keeps_the_values():
    x = native(X3)
    _close(ivy.stop_gradient(x), X3)
    if _unsupported_here(lambda: ivy.grad(lambda x: ivy.sum(x))(x), "grad"):
        return
    _close(ivy.grad(lambda x: ivy.sum(ivy.stop_gradient(x) * x))(x), X3)


def test_variable_and_is_variable():
    x = native(X3)
    if BACKEND == "numpy":  # no autodiff: the floating array itself, nothing tracked
        assert ivy.variable(x) is x and ivy.is_variable(x) is False
        with pytest.raises(ivy.IvyDtypeError, match="floating"):
            ivy.variable(native(np.array([1, 2])))
        return
    v = ivy.variable(x)
    assert ivy.is_variable(v) is True
    _close(ivy.stop_gradient(v) if BACKEND == "tensorflow" else v, X3)
    assert ivy.is_variable(x) is (BACKEND == "jax")  # JAX differentiates any floating array
    with pytest.raises(ivy.IvyDtypeError, match="floating"):
        ivy.variable(native(np.array([1, 2])))


def test_variables_are_differentiated_and_left_untouched():
    if BACKEND == "numpy":
        return  # no variables (asserted above)
    v = {"w": ivy.variable(native(X3))}
    value, g = ivy.execute_with_gradients(lambda d: ivy.sum(d["w"] ** 2), v)
    _close(g, {"w": 2 * X3})
    if BACKEND == "torch":  # outermost results are detached; the variable's .grad is not written
        assert not value.requires_grad and not g["w"].requires_grad and v["w"].grad is None


def test_backend_in_force_decides_and_foreign_arrays_are_refused():
    if BACKEND == "numpy":
        return
    with ivy.use(BACKEND):
        _close(ivy.grad(_sin_x2)(native(X3)), CASES["sin_x2"][2])
    with ivy.use("numpy"), pytest.raises(ivy.IvyBackendMismatchError, match="numpy"):
        ivy.grad(_sin_x2)(native(X3))


def test_jax_transforms_compose_with_ivy_gradients():
    if BACKEND != "jax":
        return
    import jax

    g = jax.jit(ivy.grad(_sin_x2))(native(X3))
    _close(g, CASES["sin_x2"][2])
    _close(jax.grad(lambda x: ivy.sum(ivy.grad(_sin_x2)(x)))(native(X3)),
           np.diag(_hessian_ref(X3) - 2.0))


# --- errors ------------------------------------------------------------------------------------
NUMPY_FUNCS = {
    "execute_with_gradients": lambda x: ivy.execute_with_gradients(_sin_x2, x),
    "grad": lambda x: ivy.grad(_sin_x2)(x),
    "value_and_grad": lambda x: ivy.value_and_grad(_sin_x2)(x),
    "jac": lambda x: ivy.jac(ivy.sin)(x),
    "vjp": lambda x: ivy.vjp(ivy.sin, x),
    "jvp": lambda x: ivy.jvp(ivy.sin, (x,), (x,)),
}


@pytest.mark.parametrize("fname", sorted(NUMPY_FUNCS))
def test_numpy_has_no_autodiff_and_says_so(fname):
    with pytest.raises(ivy.IvyUnsupportedError, match=f"ivy.{fname} .*'numpy'.*automatic"):
        NUMPY_FUNCS[fname](np.ones(3))


def _err(call, exc, match):
    if AUTODIFF:
        with pytest.raises(exc, match=match):
            call()
    else:  # NumPy says first that it has no autodiff
        with pytest.raises((ivy.IvyUnsupportedError, exc)):
            call()


def test_bad_losses_and_arguments_raise_clear_errors():
    x = native(X3)
    _err(lambda: ivy.grad(ivy.sin)(x), ivy.IvyValueError, r"0-d .*shape \(3,\).*ivy.sum")
    _err(lambda: ivy.grad(lambda x: 1.0)(x), ivy.IvyValueError, "0-d")
    _err(lambda: ivy.grad(lambda x: ivy.sum(x), has_aux=True)(x), ivy.IvyValueError, "pair")
    _err(lambda: ivy.grad(_sin_x2, argnums=2)(x), ivy.IvyValueError, "argnums=2")
    _err(lambda: ivy.grad(_sin_x2, argnums=())(x), ivy.IvyValueError, "argnums")
    _err(lambda: ivy.grad(lambda x: ivy.sum(x))(native(np.array([1, 2]))), ivy.IvyDtypeError,
         "int64.*floating")
    _err(lambda: ivy.execute_with_gradients(lambda d: d["a"], {"a": 1.0}), ivy.IvyValueError,
         "floating array")
    _err(lambda: ivy.execute_with_gradients(lambda d: 0.0, {}), ivy.IvyValueError, "no arrays")
    _err(lambda: ivy.jvp(ivy.sin, (x,), (native(np.ones(2)),)), ivy.IvyValueError,
         r"shape \(2,\), expected \(3,\)")
    _err(lambda: ivy.jvp(ivy.sin, (x,), ()), ivy.IvyValueError, "0 arrays")
    _err(lambda: ivy.jvp(ivy.sin, x, x), ivy.IvyValueError, "tuples")
    _err(lambda: ivy.jac(lambda x: ivy.astype(x, "int64"))(x), ivy.IvyDtypeError, "floating")
    with pytest.raises(ivy.IvyValueError, match="callable"):
        ivy.grad(3)
    if AUTODIFF:
        _, vjp_fn = ivy.vjp(ivy.sin, x)
        with pytest.raises(ivy.IvyValueError, match="cotangent"):
            vjp_fn(native(np.ones(4)))
