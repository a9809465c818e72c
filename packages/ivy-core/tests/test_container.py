"""ivy.Container on the backend under test: access and key chains, map / multi_map, flatten,
prune, combine / update, leaf-wise operators with numbers, arrays and Containers, summaries and
printing, conversions, save / load round trips (no pickle), JAX pytree registration (lazy: no
framework imported by ``import ivy``), and Containers in the gradient functions."""

import operator
import os
import subprocess
import sys

import ivy
import numpy as np
import pytest
from _harness import BACKEND, BK, NATIVE_TYPES, native, numpy_of
from ivy import Container

W = np.arange(6.0).reshape(2, 3)
B = np.array([0.5, -1.0, 2.0])


def _params():
    return Container({"layer0": {"w": native(W), "b": native(B)}, "scale": native(np.array(2.0))})


def _np_close(x, ref):
    assert isinstance(x, NATIVE_TYPES), type(x)
    np.testing.assert_allclose(numpy_of(x), ref, rtol=1e-12)


# --- construction and access -------------------------------------------------------------------
def test_nested_dicts_become_containers_with_attribute_and_key_chain_access():
    c = _params()
    assert isinstance(c, dict) and isinstance(c.layer0, Container)
    assert c.layer0.w is c["layer0"]["w"] is c["layer0/w"] is c.at_key_chain("layer0/w")
    c.extra = {"deep": {"x": 1.0}}
    assert isinstance(c.extra.deep, Container) and c["extra/deep/x"] == 1.0
    c["made/on/the/way"] = 3
    assert c.made.on.the.way == 3 and c.has_key_chain("made/on") and not c.has_key_chain("made/x")
    del c["made/on/the"]
    assert c.made.on == Container() or len(c.made.on) == 0
    del c.extra
    assert "extra" not in c
    assert Container(a=1, b={"c": 2}).to_dict() == {"a": 1, "b": {"c": 2}}
    assert Container([("a", 1), ("x/y", 2)]).x.y == 2
    assert "layer0" in dir(c)


def test_access_errors_are_clear():
    c = _params()
    with pytest.raises(AttributeError, match="no key or attribute 'nope'.*layer0"):
        c.nope  # noqa: B018
    with pytest.raises(KeyError, match="no key chain 'layer0/x'"):
        c["layer0/x"]
    with pytest.raises(KeyError, match="no key chain 'layer0/w/x'"):
        c["layer0/w/x"]
    with pytest.raises(KeyError):
        del c["layer0/nope"]
    with pytest.raises(ivy.IvyValueError, match="non-empty strings"):
        Container({1: 2})
    with pytest.raises(ivy.IvyValueError, match="non-empty strings"):
        c["a//b"] = 1
    with pytest.raises(ivy.IvyValueError, match="holds a leaf"):
        c["scale/x"] = 1
    assert not hasattr(c, "__array_interface__")


def test_key_chains_flatten_unflatten_and_prune():
    c = _params()
    assert c.key_chains() == ["layer0/w", "layer0/b", "scale"]
    assert [numpy_of(x).shape for x in c.leaves()] == [(2, 3), (3,), ()]
    flat = c.flatten()
    assert type(flat) is dict and list(flat) == c.key_chains()
    back = Container.unflatten(flat)
    assert back.key_chains() == c.key_chains() and back.layer0.w is c.layer0.w
    pruned = c.prune_key_chain("layer0/b")
    assert pruned.key_chains() == ["layer0/w", "scale"] and "b" in c.layer0  # not in place
    assert c.prune_key_chains(["layer0", "scale"]) == Container() or \
        len(c.prune_key_chains(["layer0", "scale"])) == 0
    new = c.set_at_key_chain("layer0/w", 5)
    assert new.layer0.w == 5 and c.layer0.w is not new.layer0.w  # not in place
    with pytest.raises(KeyError):
        c.prune_key_chain("layer1")


def test_map_and_multi_map_pass_the_key_chain():
    c = _params()
    seen = []
    out = c.map(lambda x, kc: seen.append(kc) or x * 2)
    assert seen == ["layer0/w", "layer0/b", "scale"]
    _np_close(out.layer0.w, 2 * W)
    out = Container.multi_map(lambda xs, kc: xs[0] + xs[1] * 10, [c, c])
    _np_close(out["layer0/b"], 11 * B)
    with pytest.raises(ivy.IvyValueError, match=r"only in the first \['layer0/w'\]"):
        Container.multi_map(lambda xs, kc: xs[0], [c, c.prune_key_chain("layer0/w")])
    with pytest.raises(ivy.IvyValueError, match="'scale' is a Container in one"):
        Container.multi_map(lambda xs, kc: xs[0], [c, c.set_at_key_chain("scale", {"x": 1})])


def test_combine_and_update_merge_recursively():
    a = Container({"x": {"p": 1, "q": 2}, "y": 3})
    b = {"x": {"q": 20, "r": 30}, "z": 4}
    out = a.combine(b, {"y": 5})
    assert out.to_dict() == {"x": {"p": 1, "q": 20, "r": 30}, "y": 5, "z": 4}
    assert a.to_dict() == {"x": {"p": 1, "q": 2}, "y": 3}  # combine makes a new Container
    a.update(b)
    assert a.to_dict() == {"x": {"p": 1, "q": 20, "r": 30}, "y": 3, "z": 4}
    cp = a.copy()
    cp.x.p = 100
    assert a.x.p == 1


# --- operators ---------------------------------------------------------------------------------
def test_sgd_step_reads_like_the_maths():
    v = _params()
    grads = v.map(lambda x, kc: x * 0.5)
    new = v - 0.1 * grads
    _np_close(new.layer0.w, W - 0.1 * 0.5 * W)
    _np_close(new.scale, 2.0 - 0.1)
    assert isinstance(new, Container) and isinstance(v.layer0.w, NATIVE_TYPES)


def _left(x, op, c):
    """``x (op) c`` with a native array on the left (MXNet's arrays do not defer to the Container:
    the reflected operator is called directly there, see the test below)."""
    if BACKEND == "mxnet":
        return getattr(c, f"__r{op}__")(x)
    return getattr(operator, op)(x, c)


def test_leaf_wise_arithmetic_with_numbers_arrays_and_containers():
    c = _params().layer0
    x = native(np.array([1.0, 2.0, 3.0]))
    cases = {  # result, reference
        "c + 1": (c + 1, {"w": W + 1, "b": B + 1}),
        "1 - c": (1 - c, {"w": 1 - W, "b": 1 - B}),
        "c * x": (c * x, {"w": W * [1, 2, 3], "b": B * [1, 2, 3]}),
        "x / c(b only)": (_left(x, "truediv", Container(b=c.b)), {"b": [1, 2, 3] / B}),
        "c / c": (c / (c + 1), {"w": W / (W + 1), "b": B / (B + 1)}),
        "c ** 2": (c ** 2, {"w": W ** 2, "b": B ** 2}),
        "2 ** c": (2 ** c, {"w": 2 ** W, "b": 2 ** B}),
        "-c": (-c, {"w": -W, "b": -B}),
        "abs(c)": (abs(c), {"w": W, "b": np.abs(B)}),
        "c // 2": (c // 2, {"w": W // 2, "b": B // 2}),
        "c % 2": (c % 2, {"w": W % 2, "b": B % 2}),
        "c @ x": (Container(w=c.w) @ x, {"w": W @ [1, 2, 3]}),
        "dict + c": ({"w": 1.0, "b": 2.0} + c, {"w": W + 1, "b": B + 2}),
    }
    for name, (out, ref) in cases.items():
        assert isinstance(out, Container), name
        assert sorted(out) == sorted(ref), name
        for k in ref:
            np.testing.assert_allclose(numpy_of(out[k]), ref[k], rtol=1e-12, err_msg=name)


def test_comparisons_are_leaf_wise():
    c = _params().layer0
    gt, eq, ne = c > 0.0, c == c, c != 1.0
    np.testing.assert_array_equal(numpy_of(gt.b), B > 0)
    np.testing.assert_array_equal(numpy_of(eq.w), np.ones((2, 3), bool))
    np.testing.assert_array_equal(numpy_of(ne.w), W != 1)
    np.testing.assert_array_equal(numpy_of((0.0 < c).b), B > 0)  # reflected by Python
    ints = Container(a=native(np.array([1, 2, 3])))
    np.testing.assert_array_equal(numpy_of((ints & 1).a), [1, 0, 1])
    np.testing.assert_array_equal(numpy_of((~ints).a), ~np.array([1, 2, 3]))


def test_arrays_on_the_left_defer_to_the_container():
    c = Container(b=native(B))
    out = np.array([1.0, 2.0, 3.0]) * Container(b=B)  # NumPy array on the left
    assert isinstance(out, Container)
    np.testing.assert_allclose(out.b, [0.5, -2.0, 6.0])
    x = native(np.array([1.0, 2.0, 3.0]))
    if BACKEND == "mxnet":  # mxnet.numpy arrays raise instead of deferring (documented)
        with pytest.raises(TypeError, match="Container"):
            x * c  # noqa: B018
        return
    out = x * c  # a native array of the backend on the left
    assert isinstance(out, Container)
    np.testing.assert_allclose(numpy_of(out.b), [0.5, -2.0, 6.0])


def test_mixed_dtypes_follow_ivys_promotion():
    ints = Container(a=native(np.array([1, 2], dtype="int32")))
    halves = ints * 0.5  # int array with a Python float: the default float dtype
    assert numpy_of(halves.a).dtype == np.float32
    np.testing.assert_allclose(numpy_of(halves.a), [0.5, 1.0])
    f32 = Container(a=native(np.array([1.0, 2.0], dtype="float32")))
    mixed = f32 + Container(a=native(np.array([1.0, 1.0])))  # float32 + float64
    assert numpy_of(mixed.a).dtype == np.float64
    assert numpy_of((f32 * 2).a).dtype == np.float32  # a Python number keeps the array's dtype


def test_python_numbers_stay_python_numbers():
    h = Container(lr=0.1, steps=3) * 2
    assert h.to_dict() == {"lr": 0.2, "steps": 6} and type(h.steps) is int


def test_mismatched_keys_raise():
    with pytest.raises(ivy.IvyValueError, match="keys differ"):
        _params().layer0 + Container(w=1.0)


# --- summaries and conversions -----------------------------------------------------------------
def test_shapes_dtypes_and_printing():
    c = _params()
    c.note = "text"
    assert c.shapes.to_dict() == {"layer0": {"w": (2, 3), "b": (3,)}, "scale": (), "note": None}
    assert c.dtypes.layer0.w == ivy.float64 and c.dtypes.note is None
    text = repr(c)
    assert text.splitlines()[0] == "Container{" and "  layer0: {" in text
    assert "    w: float64[2, 3] [[0., 1., 2.], [3., 4., 5.]]" in text
    assert "  note: 'text'" in text
    big = repr(Container(x=native(np.zeros((10, 10)))))
    assert "x: float64[10, 10]" in big and "0." not in big  # large arrays: shape and dtype only


def test_to_numpy_and_to_backend():
    c = _params()
    n = c.to_numpy()
    assert type(n.layer0.w) is np.ndarray and n.layer0.w.tolist() == W.tolist()
    back = n.to_backend(BACKEND)
    assert isinstance(back.layer0.w, NATIVE_TYPES)
    np.testing.assert_array_equal(numpy_of(back.layer0.b), B)
    assert Container(n=3).to_numpy().n == 3


# --- save / load ---------------------------------------------------------------------------------
def _every_dtype():
    have = BK.xp._pkg.DTYPES
    arrays = {d: np.arange(6).reshape(2, 3).astype(d) for d in
              ("float32", "float64", "int32", "int64", "uint8", "int8", "complex64") if d in have}
    arrays["bool"] = np.array([True, False])
    arrays["zero_d"] = np.array(1.5)
    arrays["empty"] = np.zeros((0, 3), dtype="float32")
    return arrays


def test_save_load_round_trip_keeps_values_dtypes_structure_and_numbers(tmp_path):
    arrays = _every_dtype()
    c = Container({"arrays": native(arrays), "empty_sub": {}, "config": {"lr": 0.01, "n": 3,
                                                                        "flag": True}})
    path = c.save(tmp_path / "weights")
    assert path.endswith("weights.npz") and os.path.exists(path)
    back = Container.load(path, backend=BACKEND)
    assert back.key_chains() == c.key_chains() and list(back) == list(c)
    assert isinstance(back.empty_sub, Container) and len(back.empty_sub) == 0
    assert back.config.to_dict() == {"lr": 0.01, "n": 3, "flag": True}
    assert type(back.config.n) is int and type(back.config.flag) is bool
    for k, a in arrays.items():
        got = back.arrays[k]
        assert isinstance(got, NATIVE_TYPES), k
        g = numpy_of(got)
        assert g.dtype == a.dtype and g.shape == a.shape, k
        np.testing.assert_array_equal(g, a, err_msg=k)
    plain = Container.load(path)  # NumPy arrays
    assert type(plain.arrays.float64) is np.ndarray
    with np.load(path, allow_pickle=False) as f:  # readable without pickle
        assert "__ivy_container__" in f.files


def test_load_reads_a_plain_npz_and_refuses_unsavable_leaves(tmp_path):
    p = tmp_path / "plain.npz"
    np.savez(p, **{"a/b": np.ones(2), "c": np.zeros(1)})
    c = Container.load(p, backend=BACKEND)
    _np_close(c.a.b, np.ones(2))
    with pytest.raises(ivy.IvyValueError, match="'x/f'.*function"):
        Container(x={"f": len}).save(tmp_path / "bad.npz")


# --- JAX ---------------------------------------------------------------------------------------
def test_import_ivy_and_making_containers_import_no_framework():
    code = ("import sys, ivy; c = ivy.Container(a={'b': 1.0}); c = c + 1; "
            "print(','.join(m for m in ('torch', 'jax', 'tensorflow', 'mxnet') if m in sys.modules))")
    env = {k: v for k, v in os.environ.items() if k != "IVY_BACKEND"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == ""


@pytest.mark.skipif(BACKEND != "jax", reason="JAX is installed in the jax session only")
def test_containers_are_jax_pytrees():
    import jax

    c = _params()
    leaves, treedef = jax.tree_util.tree_flatten(c)
    assert len(leaves) == 3
    assert isinstance(jax.tree_util.tree_unflatten(treedef, leaves), Container)
    loss = lambda p: ivy.sum(p.layer0.w * p.scale) + ivy.sum(p["layer0/b"] ** 2)  # noqa: E731
    g = jax.jit(jax.grad(loss))(c)
    assert isinstance(g, Container) and isinstance(g.layer0, Container)
    _np_close(g.layer0.w, np.full((2, 3), 2.0))
    _np_close(g.layer0.b, 2 * B)
    _np_close(g.scale, W.sum())
    out = jax.jit(lambda p: p * 2)(c)
    assert isinstance(out, Container)
    _np_close(out.layer0.b, 2 * B)


@pytest.mark.skipif(BACKEND != "jax", reason="JAX is installed in the jax session only")
def test_jax_registration_needs_no_ivy_backend():
    code = ("import jax, jax.numpy as jnp, ivy; c = ivy.Container(a=jnp.ones(2)); "
            "print(type(jax.jit(lambda c: c)(c)).__name__, len(jax.tree_util.tree_leaves(c)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.stdout.split() == ["Container", "1"], out.stderr


# --- gradients of Containers ---------------------------------------------------------------------
def test_execute_with_gradients_takes_and_returns_containers():
    c = _params()

    def loss(p):
        return ivy.sum(p.layer0.w * p.scale) + ivy.sum(p["layer0/b"] ** 2)

    if BACKEND == "numpy":
        with pytest.raises(ivy.IvyUnsupportedError, match="numpy"):
            ivy.execute_with_gradients(loss, c)
        return
    value, g = ivy.execute_with_gradients(loss, c)
    assert isinstance(g, Container) and g.key_chains() == c.key_chains()
    _np_close(value, 2 * W.sum() + (B ** 2).sum())
    _np_close(g.layer0.w, np.full((2, 3), 2.0))
    _np_close(g.layer0.b, 2 * B)
    _np_close(g.scale, W.sum())
    new = c - 0.1 * g
    _np_close(new.layer0.b, B - 0.2 * B)
