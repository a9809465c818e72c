"""The JAX frontend's type promotion (``jnp.promote_types`` / ``jnp.result_type`` over every
dtype pair, default JAX: 64-bit mode off), ``jax.random`` (shapes, dtypes, ranges, determinism:
the numbers are not JAX's), and frontend programs under autodiff and ``ivy.compile``."""

import ivy
import ivy.frontends.jax as fj
import ivy.frontends.jax.numpy as fjnp
import numpy as np
import pytest
from _harness import BACKEND, native
from ivy.frontends.jax._promotion import promote_types, result_type_of
from test_frontend_jax import HAS_JAX, fa, on_backend, x64_off

NAMES = ["bool", "uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64",
         "bfloat16", "float16", "float32", "float64", "complex64", "complex128"]


def test_promote_types_known_entries():
    assert promote_types("int8", "uint8") == "int16"
    assert promote_types("int32", "float16") == "float16"
    assert promote_types("uint8", "bfloat16") == "bfloat16"
    assert promote_types("bfloat16", "float16") == "float32"
    assert promote_types("uint64", "int64") == "float64"
    assert promote_types("uint32", "int8") == "int32"  # default JAX: no int64 made
    assert promote_types("float32", "complex64") == "complex64"
    assert promote_types("float64", "complex64") == "complex128"
    assert result_type_of(np.zeros(1, np.int64), np.zeros(1, np.uint64)) == ("int32", False)
    assert result_type_of(np.zeros(1, np.int8), 1) == ("int8", False)
    assert result_type_of(np.zeros(1, np.int8), 1.0) == ("float32", True)
    assert result_type_of(np.zeros(1, np.float16), 1.0) == ("float16", False)
    assert result_type_of(1, 2.0) == ("float32", True)
    assert result_type_of(True, 1) == ("int32", True)
    assert repr(fjnp.promote_types(fjnp.int8, fjnp.uint8)) == "dtype('int16')"


@pytest.mark.skipif(not HAS_JAX, reason="needs JAX itself (the table is checked against it)")
def test_promote_types_and_result_type_match_jax_on_every_pair():
    import jax.numpy as jnp

    with x64_off():
        for a in NAMES:
            for b in NAMES:
                want = jnp.promote_types(a, b).name
                assert promote_types(a, b) == want, (a, b)
                assert str(fjnp.result_type(fjnp.dtype(a), fjnp.dtype(b))) == \
                    jnp.result_type(a, b).name, (a, b)
                assert str(fjnp.result_type(np.zeros(1, a if a != "bfloat16" else "float32"),
                                            b)) == jnp.result_type(
                    jnp.zeros(1, a if a != "bfloat16" else "float32"), b).name
            for scalar in (True, 1, 1.0, 1j):
                want = jnp.result_type(jnp.zeros(1, a), scalar).name
                assert str(fjnp.result_type(fjnp.zeros(1, fjnp.dtype(a)), scalar)) == want, (
                    a, scalar)
                got = fjnp.zeros(1, fjnp.dtype(a)) + scalar if a != "bool" or \
                    scalar is True else None
                if got is not None and not isinstance(scalar, complex) or a != "bool":
                    w = jnp.zeros(1, a) + scalar
                    assert str(got.dtype) == w.dtype.name and got.weak_type == w.weak_type, (
                        a, scalar)
        for s1 in (True, 1, 1.0, 1j):
            for s2 in (True, 1, 1.0, 1j):
                assert str(fjnp.result_type(s1, s2)) == jnp.result_type(s1, s2).name


# --- jax.random ----------------------------------------------------------------------------------
def test_random_keys_and_samplers():
    r = fj.random
    if BACKEND == "mxnet":  # keys are uint32 arrays, which MXNet has not
        with on_backend(), pytest.raises(ivy.IvyUnsupportedError, match="uint32"):
            r.PRNGKey(42)
        return
    with on_backend():
        key = r.PRNGKey(42)
        assert key.shape == (2,) and key.dtype == "uint32" and r.key(42).tolist() == key.tolist()
        k1, k2 = r.split(key)
        assert k1.tolist() != k2.tolist() and r.split(key, 4).shape == (4, 2)
        assert r.split(key, (2, 3)).shape == (2, 3, 2)
        assert r.fold_in(key, 1).tolist() != r.fold_in(key, 2).tolist()
        assert r.split(key)[0].tolist() == k1.tolist()  # deterministic
        n1 = r.normal(k1, (500,))
        assert n1.dtype == "float32" and n1.shape == (500,)
        assert n1.tolist() == r.normal(k1, (500,)).tolist()
        assert n1.tolist() != r.normal(k2, (500,)).tolist()
        assert abs(float(n1.mean())) < 0.2 and 0.8 < float(n1.std()) < 1.2
        assert r.normal(k1, (2,), fjnp.float16).dtype == "float16"
        assert r.normal(k1, dtype=fjnp.float64).dtype == "float32"  # x64 off
        u = r.uniform(k1, (300,), minval=2.0, maxval=3.0)
        assert u.dtype == "float32" and 2.0 <= float(u.min()) and float(u.max()) < 3.0
        i = r.randint(k1, (300,), 0, 10)
        assert i.dtype == "int32" and 0 <= int(i.min()) and int(i.max()) < 10
        assert r.randint(k1, (3,), 0, 5, dtype=fjnp.int8).dtype == "int8"
        b = r.bernoulli(k1, 0.3, (1000,))
        assert b.dtype == "bool" and 0.2 < float(b.mean()) < 0.4
        assert r.bernoulli(k1, fjnp.asarray([0.0, 1.0])).tolist() == [False, True]
        c = r.categorical(k1, fjnp.log(fjnp.asarray([[0.1, 0.0, 0.9], [1.0, 0.0, 0.0]])))
        assert c.dtype == "int32" and c.shape == (2,) and c.tolist()[1] == 0
        assert r.categorical(k1, fjnp.zeros((2, 3)), shape=(4, 2)).shape == (4, 2)
        p = r.permutation(k1, 10)
        assert sorted(p.tolist()) == list(range(10)) and p.dtype == "int32"
        x = fjnp.arange(12).reshape(3, 4)
        assert sorted(r.permutation(k1, x, axis=1).tolist()[0]) == [0, 1, 2, 3]
        ch = r.choice(k1, 5, (3,), replace=False)
        assert len(set(ch.tolist())) == 3 and all(0 <= v < 5 for v in ch.tolist())
        assert r.choice(k1, fjnp.asarray([1.0, 2.0]), (4,), p=fjnp.asarray([0.0, 1.0])).tolist() \
            == [2.0] * 4
        t = r.truncated_normal(k1, -1.0, 2.0, (400,))
        assert t.dtype == "float32" and -1.0 <= float(t.min()) and float(t.max()) <= 2.0
        for name in ("gumbel", "exponential", "laplace", "logistic", "cauchy"):
            s = getattr(r, name)(k1, (50,))
            assert s.shape == (50,) and s.dtype == "float32" and bool(fjnp.all(fjnp.isfinite(s)))
        assert float(r.exponential(k1, (50,)).min()) >= 0
        assert set(r.rademacher(k1, (50,)).tolist()) <= {-1, 1}
        mv = r.multivariate_normal(k1, fjnp.zeros(2), fjnp.eye(2), (5,))
        assert mv.shape == (5, 2)
        q = r.orthogonal(k1, 3)
        np.testing.assert_allclose(np.asarray(q @ q.T), np.eye(3), atol=1e-5)
    with pytest.raises(ivy.IvyUnsupportedError, match="no sampler"):
        r.gamma(key, 1.0)


# --- autodiff and compile ------------------------------------------------------------------------
X = np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -0.75]], np.float32)
W = np.array([[0.2, -0.4], [0.1, 0.3], [-0.5, 0.6]], np.float32)


def program(jnp, nn, x, w):
    """A small JAX program, written once for real ``jax.numpy`` and for the frontend."""
    h = jnp.tanh(x @ w)
    z = jnp.where(h > 0, h ** 2, 0.5 * h) + nn.gelu(x).sum(axis=1, keepdims=True)
    return jnp.sum(z) + jnp.mean(nn.softplus(x)) + jnp.max(nn.log_softmax(h, axis=-1))


def frontend_loss(x, w):
    """The program over the frontend, on native arrays in and out."""
    return program(fjnp, fj.nn, fj._frontend_array(x), fj._frontend_array(w))._data


def reference_grad():
    import jax
    import jax.numpy as jnp

    with x64_off():
        return np.asarray(jax.grad(lambda x, w: program(jnp, jax.nn, x, w))(X, W))


@pytest.mark.skipif(BACKEND != "jax", reason="jax.grad over the JAX backend's native arrays")
def test_jax_grad_of_a_frontend_program_equals_jax():
    import jax

    got = jax.grad(frontend_loss)(native(X), native(W))
    np.testing.assert_allclose(np.asarray(got), reference_grad(), rtol=1e-5, atol=1e-6)


def test_ivy_grad_of_a_frontend_program():
    if BACKEND == "numpy":  # no autodiff: the clear error
        with pytest.raises(ivy.IvyUnsupportedError, match="not supported"):
            ivy.grad(frontend_loss)(native(X), native(W))
        return
    value, g = ivy.value_and_grad(frontend_loss)(native(X), native(W))
    g2 = ivy.grad(frontend_loss)(native(X), native(W))
    np.testing.assert_allclose(ivy.to_numpy(g), ivy.to_numpy(g2), rtol=1e-6)
    if HAS_JAX:
        import jax
        import jax.numpy as jnp

        np.testing.assert_allclose(ivy.to_numpy(g), reference_grad(), rtol=1e-5, atol=1e-6)
        with x64_off():
            want = float(program(jnp, jax.nn, X, W))
        np.testing.assert_allclose(float(ivy.to_scalar(value)), want, rtol=1e-5)


def test_a_frontend_program_under_ivy_compile_equals_eager():
    eager = frontend_loss(native(X), native(W))
    compiled = ivy.compile(frontend_loss)
    np.testing.assert_allclose(ivy.to_numpy(compiled(native(X), native(W))),
                               ivy.to_numpy(eager), rtol=1e-5)


def test_frontend_results_are_native_arrays_of_the_backend():
    x = fa(X)
    y = fjnp.exp(x) + 1
    assert ivy.is_native_array(y._data) and ivy.current_backend(y._data).name == BACKEND
