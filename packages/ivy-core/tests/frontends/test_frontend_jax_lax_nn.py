"""The JAX frontend's ``jax.lax`` and ``jax.nn`` against JAX itself (64-bit mode off; see
``test_frontend_jax``)."""

import ivy
import ivy.frontends.jax as fj
import numpy as np
import pytest
from _frontend_harness import run_frontend
from test_frontend_jax import FULL, HAS_JAX, fa, jcheck, thin, x64_off

THINNED_ON_JAX = True  # its tables go through thin() (conftest.py's sampling leaves it alone)

lax = fj.lax
F = np.array([[1.5, -2.25, 0.0], [0.5, 3.0, -0.75]], np.float32)
G = np.array([[0.25, 1.5, -1.0], [2.0, -0.5, 4.0]], np.float32)
I = np.array([[7, -7, 5], [-5, 9, 0]], np.int32)  # noqa: E741
J = np.array([[2, 2, -3], [3, -4, 1]], np.int32)
U = np.array([[0.1, 0.5, 0.9], [0.3, 0.99, 0.01]], np.float32)
C = np.array([1 + 2j, -0.5j, 3], np.complex64)

LAX_BINARY = ["add", "sub", "mul", "div", "rem", "pow", "max", "min", "atan2", "nextafter", "eq",
              "ne", "lt", "le", "gt", "ge"]


@pytest.mark.parametrize("name", LAX_BINARY)
def test_lax_binary(name):
    jcheck(f"lax.{name}", (F, G), rtol_scale=4.0)
    if name not in ("atan2", "nextafter", "pow") and (FULL or name in ("div", "rem", "max")):
        jcheck(f"lax.{name}", (I, J))
    if name in ("add", "lt"):
        jcheck(f"lax.{name}", (F, 2.0))


def test_lax_binary_dtypes_must_agree():
    with pytest.raises(TypeError, match="same dtypes"):
        lax.add(fa(F), fa(I))


LAX_UNARY = ["neg", "abs", "sign", "exp", "exp2", "log", "log1p", "expm1", "sqrt", "rsqrt", "cbrt",
             "tanh", "logistic", "sin", "cos", "tan", "atan", "sinh", "cosh", "asinh", "floor",
             "ceil", "round", "is_finite", "square", "reciprocal", "erf", "erfc", "stop_gradient"]


@pytest.mark.parametrize("name", LAX_UNARY)
def test_lax_unary(name):
    x = np.abs(F) + 0.5 if name in ("log", "sqrt", "rsqrt") else F
    jcheck(f"lax.{name}", (x,), rtol_scale=10.0)


def test_lax_special_and_bits():
    jcheck("lax.erf", (np.array([-3.0, -1.2, -0.3, 0.0, 0.2, 0.7, 2.5], np.float32),),
           rtol_scale=20.0)
    jcheck("lax.erfc", (np.array([-1.5, -0.3, 0.0, 0.4, 1.0, 2.0, 3.0], np.float32),),
           rtol_scale=40.0)
    jcheck("lax.erf_inv", (np.array([-0.999, -0.5, 0.0, 0.3, 0.9, 0.9999], np.float32),),
           rtol_scale=20.0)
    for name in ("asin", "acos", "atanh"):
        jcheck(f"lax.{name}", (U,), rtol_scale=4.0)
    jcheck("lax.acosh", (F + 3,), rtol_scale=4.0)
    jcheck("lax.round", (np.array([0.5, 1.5, -2.5, 2.4], np.float32), 1))
    jcheck("lax.round", (np.array([0.5, 1.5, -2.5, 2.4], np.float32),))
    jcheck("lax.integer_pow", (F, 3), rtol_scale=4.0)
    jcheck("lax.integer_pow", (I, 2))
    jcheck("lax.integer_pow", (G, -2), rtol_scale=4.0)
    for name in ("bitwise_and", "bitwise_or", "bitwise_xor", "shift_left",
                 "shift_right_arithmetic", "shift_right_logical"):
        jcheck(f"lax.{name}", (I, np.abs(J)))
    jcheck("lax.bitwise_not", (I,))
    jcheck("lax.clamp", (-1.0, F, 1.0))
    jcheck("lax.clamp", (np.float32(-1.0) * np.ones_like(F), F, G))
    jcheck("lax.complex", (F, G))
    for name in ("real", "imag", "conj", "abs"):
        jcheck(f"lax.{name}", (C,))
    jcheck("lax.select", (F > 0, F, G))
    jcheck("lax.select_n", (F > 0, F, G))
    jcheck("lax.select_n", (np.array([[0, 1, 2], [2, 1, 0]], np.int32), F, G, F * 2))
    jcheck("lax.convert_element_type", (F, np.dtype("int32")))
    jcheck("lax.convert_element_type", (I, np.dtype("float16")))
    jcheck("lax.convert_element_type", (np.array([np.nan, 1e10, -1e10], np.float32),
                                        np.dtype("int32")))


def test_lax_shapes():
    T = np.arange(24, dtype=np.float32).reshape(2, 3, 4)  # noqa: N806
    cases = [("broadcast", (F, (2,)), {}), ("broadcast_in_dim", (F[0], (4, 3), (1,)), {}),
             ("broadcast_in_dim", (F, (2, 5, 3), (0, 2)), {}),
             ("broadcast_to_rank", (F, 4), {}), ("reshape", (T, (4, 6)), {}),
             ("reshape", (T, (6, 4), (2, 0, 1)), {}), ("squeeze", (F[None], (0,)), {}),
             ("expand_dims", (F, (0, 3)), {}), ("transpose", (T, (2, 0, 1)), {}),
             ("rev", (T, (0, 2)), {}), ("concatenate", ([F, G], 1), {}),
             ("pad", (F, 0.0, [(1, 2, 0), (0, 1, 1)]), {}),
             ("pad", (F, -1.0, [(-1, 0, 0), (2, -1, 2)]), {}),
             ("slice", (T, (0, 1, 0), (2, 3, 4), (1, 1, 2)), {}),
             ("slice_in_dim", (T, 1, 4, 2, 2), {}), ("index_in_dim", (T, -1, 1), {}),
             ("index_in_dim", (T, 0, 2, False), {}),
             ("dynamic_slice", (T, (1, 2, 1), (1, 2, 2)), {}),
             ("dynamic_slice", (T, (0, -1, 3), (2, 1, 2)), {}),
             ("dynamic_slice_in_dim", (T, 2, 2, 2), {}),
             ("dynamic_index_in_dim", (T, 1, 1, False), {}),
             ("dynamic_update_slice", (T, np.ones((1, 2, 2), np.float32), (1, 2, 3)), {}),
             ("dynamic_update_slice_in_dim", (T, np.zeros((2, 1, 4), np.float32), 1, 1), {}),
             ("dynamic_update_index_in_dim", (T, np.zeros((2, 3), np.float32), 2, 2), {}),
             ("collapse", (T, 1), {}), ("collapse", (T, 0, 2), {}),
             ("stack", ([F, G],), {}), ("unstack", (T, 1), {}), ("split", (T, (1, 3), 2), {}),
             ("tile", (F, (2, 1)), {}),
             ("iota", (np.dtype("int32"), 4), {}),
             ("broadcasted_iota", (np.dtype("float32"), (2, 3), 1), {}),
             ("full", ((2, 3), 1.5), {}), ("full_like", (I, 3), {})]
    for qual, args, kw in thin(cases):
        jcheck(f"lax.{qual}", args, kw)


def test_lax_reductions_and_sorts():
    T = np.array([[3.0, 1.0, 2.0, 5.0], [0.5, 4.0, -1.0, 2.0]], np.float32)  # noqa: N806
    cases = [("reduce_sum", (T, (1,)), {}), ("reduce_prod", (T, (0, 1)), {}),
             ("reduce_max", (T, (0,)), {}), ("reduce_min", (T, (1,)), {}),
             ("reduce_and", (T > 0, (1,)), {}), ("reduce_or", (T > 4, (0,)), {}),
             ("argmax", (T, 1, np.dtype("int32")), {}), ("argmin", (T, 0, np.dtype("int32")), {}),
             ("cumsum", (T, 1), {}), ("cumsum", (T, 1, True), {}), ("cumprod", (T, 0), {}),
             ("cummax", (T, 1), {}), ("cummin", (T, 1, True), {}), ("cumlogsumexp", (T, 1), {}),
             ("sort", (T,), {}), ("sort", (T, 0), {}), ("sort", ((T, I[:, :2].repeat(2, 1)),),
                                                         {}),
             ("sort_key_val", (T[0], np.arange(4, dtype=np.int32)), {}), ("top_k", (T, 2), {})]
    for qual, args, kw in thin(cases):
        jcheck(f"lax.{qual}", args, kw, rtol_scale=4.0)


def test_lax_products_and_conv():
    A = np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 10  # noqa: N806
    Bm = np.arange(40, dtype=np.float32).reshape(2, 4, 5) / 7  # noqa: N806
    jcheck("lax.dot_general", (A, Bm, (((2,), (1,)), ((0,), (0,)))), rtol_scale=4.0)
    jcheck("lax.dot_general", (A, Bm, (((2,), (1,)), ((), ()))), rtol_scale=4.0)
    jcheck("lax.dot", (A[0], Bm[0]), rtol_scale=4.0)
    jcheck("lax.batch_matmul", (A, Bm), rtol_scale=4.0)
    x = np.random.default_rng(0).standard_normal((2, 3, 7, 6)).astype(np.float32)
    w = np.random.default_rng(1).standard_normal((4, 3, 3, 2)).astype(np.float32)
    for pad in ("SAME", "VALID", [(1, 0), (2, 1)]):
        jcheck("lax.conv_general_dilated", (x, w, (2, 1), pad), {"rhs_dilation": (1, 2)},
               rtol_scale=10.0)
    jcheck("lax.conv_general_dilated", (x.transpose(0, 2, 3, 1), w.transpose(2, 3, 1, 0), (1, 1),
                                        [(1, 1), (0, 2)]),
           {"dimension_numbers": ("NHWC", "HWIO", "NHWC"), "lhs_dilation": (2, 1)},
           rtol_scale=10.0)
    jcheck("lax.conv_general_dilated", (x, w[:, :1].repeat(1, 1)[:3], (1, 1), "SAME"),
           {"feature_group_count": 3}, rtol_scale=10.0)
    jcheck("lax.conv", (x, w, (1, 1), "VALID"), rtol_scale=10.0)
    jcheck("lax.conv_transpose", (x.transpose(0, 2, 3, 1), w.transpose(2, 3, 1, 0), (2, 2),
                                  "SAME"), rtol_scale=10.0)
    x1 = x[:, :, :, 0]
    jcheck("lax.conv_general_dilated", (x1, w[:, :, :, 0], (1,), "SAME"), rtol_scale=10.0)


def test_lax_control_flow_runs_eagerly():
    jnp = fj.numpy
    x = fa(F)
    assert lax.cond(True, lambda a: a + 1, lambda a: a - 1, x).tolist() == (F + 1).tolist()
    assert lax.cond(fa(np.array(False)), lambda a: a + 1, lambda a: a - 1, x).tolist() == \
        (F - 1).tolist()
    assert lax.switch(5, [lambda a: a * 0, lambda a: a * 2], x).tolist() == (F * 2).tolist()
    assert int(lax.fori_loop(0, 5, lambda i, v: v + i, 0)) == 10
    assert lax.while_loop(lambda v: v < 10, lambda v: v * 2, 1) == 16
    s = lax.fori_loop(0, 3, lambda i, v: v.at[i].set(i * 2), jnp.zeros(3, jnp.int32))
    assert s.tolist() == [0, 2, 4]

    def step(carry, xs):
        a, b = xs
        carry = carry + a * b
        return carry, {"c": carry, "a2": a * 2}

    xs = (fa(F), fa(G))
    carry, ys = lax.scan(step, fa(np.zeros(3, np.float32)), xs)
    np.testing.assert_allclose(np.asarray(carry), (F * G).sum(0), rtol=1e-6)
    np.testing.assert_allclose(np.asarray(ys["c"]), np.cumsum(F * G, 0), rtol=1e-6)
    carry, ys = lax.scan(step, fa(np.zeros(3, np.float32)), xs, reverse=True)
    np.testing.assert_allclose(np.asarray(ys["c"]), np.cumsum((F * G)[::-1], 0)[::-1],
                               rtol=1e-6)
    _, idx = lax.scan(lambda c, _: (c + 1, c), 0, None, length=4)
    assert idx.tolist() == [0, 1, 2, 3]
    np.testing.assert_allclose(np.asarray(lax.map(lambda r: r.sum(), fa(F))), F.sum(1))
    np.testing.assert_allclose(np.asarray(lax.associative_scan(lax.add, fa(F), axis=1)),
                               np.cumsum(F, 1), rtol=1e-6)
    if HAS_JAX:
        import jax

        with x64_off():
            jc, jys = jax.lax.scan(step, np.zeros(3, np.float32), (F, G))
        np.testing.assert_allclose(np.asarray(ys["a2"]), np.asarray(jys["a2"]))


def test_lax_unsupported_raise_clearly():
    with pytest.raises(ivy.IvyUnsupportedError, match="named mapped axis"):
        lax.psum(fa(F), "i")
    with pytest.raises(ivy.IvyUnsupportedError, match="scatter of a user function"):
        lax.scatter_apply(fa(F), None, None, None, None)
    with pytest.raises(ivy.IvyValueError, match="batch_group_count"):
        lax.conv_general_dilated(fa(np.ones((2, 1, 3, 3), np.float32)),
                                 fa(np.ones((2, 1, 1, 1), np.float32)), (1, 1), "SAME",
                                 batch_group_count=2)


# --- jax.nn --------------------------------------------------------------------------------------
X = np.array([[-3.0, -0.5, 0.0, 0.7, 2.5, 8.0], [1.0, -1.0, 4.0, -6.0, 0.25, 0.1]], np.float32)
NN_UNARY = ["relu", "relu6", "gelu", "silu", "swish", "sigmoid", "softplus", "log_sigmoid", "elu",
            "celu", "selu", "leaky_relu", "hard_tanh", "hard_sigmoid", "hard_silu", "hard_swish",
            "soft_sign", "mish", "squareplus", "sparse_plus", "sparse_sigmoid", "tanh", "identity",
            "softmax", "log_softmax", "logsumexp", "standardize", "glu", "logmeanexp"]


@pytest.mark.parametrize("name", NN_UNARY)
def test_nn_activations(name):
    jcheck(f"nn.{name}", (X,), rtol_scale=10.0)
    if name in ("relu", "relu6", "hard_tanh") and FULL:
        jcheck(f"nn.{name}", (I,))
    if name in ("softmax", "log_softmax", "logsumexp", "standardize", "logmeanexp") and FULL:
        jcheck(f"nn.{name}", (X,), {"axis": 0}, rtol_scale=10.0)


def test_nn_options():
    jcheck("nn.gelu", (X,), {"approximate": False}, rtol_scale=10.0)
    jcheck("nn.leaky_relu", (X,), {"negative_slope": 0.2})
    jcheck("nn.elu", (X,), {"alpha": 0.5}, rtol_scale=4.0)
    jcheck("nn.softmax", (X,), {"axis": (0, 1)}, rtol_scale=4.0)
    jcheck("nn.softmax", (X,), {"where": X > 0}, rtol_scale=4.0)
    jcheck("nn.log_softmax", (X,), {"where": X > -2}, rtol_scale=4.0)
    jcheck("nn.logsumexp", (X,), {"axis": 1, "keepdims": True}, rtol_scale=4.0)
    jcheck("nn.logsumexp", (X,), {"axis": 1, "b": np.abs(X)}, rtol_scale=4.0)
    jcheck("nn.logsumexp", (X,), {"axis": 1, "b": X, "return_sign": True}, rtol_scale=4.0)
    jcheck("nn.one_hot", (np.array([0, 2, 1, 5, -1], np.int32), 3))
    jcheck("nn.one_hot", (np.array([[0, 2]], np.int32), 3), {"axis": 0,
                                                             "dtype": fj.numpy.int8})
    jcheck("nn.log1mexp", (np.array([0.1, 0.5, 1.0, 5.0], np.float32),), rtol_scale=10.0)
    q = np.random.default_rng(0).standard_normal((2, 5, 4, 8)).astype(np.float32)
    k = np.random.default_rng(1).standard_normal((2, 6, 2, 8)).astype(np.float32)
    v = np.random.default_rng(2).standard_normal((2, 6, 2, 8)).astype(np.float32)
    jcheck("nn.dot_product_attention", (q, k, v), rtol_scale=20.0)
    jcheck("nn.dot_product_attention", (q, q, q), {"is_causal": True}, rtol_scale=20.0)
    with pytest.raises(ivy.IvyUnsupportedError, match="block-scaled"):
        fj.nn.scaled_matmul(None, None, None, None)


def test_lax_shape_helpers():
    assert lax.broadcast_shapes((2, 1), (3,)) == (2, 3)
    assert lax.padtype_to_pads((5, 6), (3, 2), (2, 1), "SAME") == [(1, 1), (0, 1)]
    assert str(lax.dtype(1.0)) == "float32" and str(lax.dtype(fa(I))) == "int32"
    assert fa(F).clone().tolist() == F.tolist()
    if HAS_JAX:
        import jax

        with x64_off():
            assert [tuple(p) for p in jax.lax.padtype_to_pads((5, 6), (3, 2), (2, 1), "SAME")] \
                == [(1, 1), (0, 1)]
            assert jax.lax.dtype(1.0).name == "float32"


def _window_reference(x, kind, dims, strides, pads, wdil):
    """A windowed reduction by loops over the output and the window (NumPy, float64)."""
    fill = {"sum": 0.0, "max": -np.inf, "min": np.inf}[kind]
    xp = np.pad(x.astype(np.float64), pads, constant_values=fill)
    out_shape = [(n - (w - 1) * d - 1) // s + 1
                 for n, w, d, s in zip(xp.shape, dims, wdil, strides)]
    reduce = {"sum": np.sum, "max": np.max, "min": np.min}[kind]
    out = np.empty(out_shape)
    for idx in np.ndindex(*out_shape):
        taps = tuple(slice(i * s, i * s + (w - 1) * d + 1, d)
                     for i, s, w, d in zip(idx, strides, dims, wdil))
        out[idx] = reduce(xp[taps])
    return out


@pytest.mark.parametrize("kind", ["sum", "max", "min"])
def test_lax_reduce_window(kind):
    """``lax.reduce_window`` with ``lax.add`` / ``max`` / ``min`` (what flax's pools trace to)
    against loops over the windows (every backend) and JAX itself where installed; another
    computation or initial value raises."""
    x = np.random.default_rng(2).standard_normal((2, 7, 6, 3)).astype(np.float32)
    comp = {"sum": lax.add, "max": lax.max, "min": lax.min}[kind]
    init = {"sum": 0.0, "max": -np.inf, "min": np.inf}[kind]
    cases = [((1, 2, 2, 1), (1, 2, 2, 1), [(0, 0)] * 4, (1, 1, 1, 1)),
             ((1, 3, 2, 1), (1, 1, 2, 1), [(0, 0), (1, 2), (0, 1), (0, 0)], (1, 2, 1, 1))]
    for dims, strides, pads, wdil in cases:
        got = lax.reduce_window(fa(x), np.float32(init), comp, dims, strides, pads,
                                window_dilation=wdil)
        want = _window_reference(x, kind, dims, strides, pads, wdil)
        assert str(got.dtype) == "float32"
        np.testing.assert_allclose(np.asarray(got.tolist()), want, rtol=1e-5, atol=1e-5)
    same = lax.reduce_window(fa(x), np.float32(init), comp, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")
    assert tuple(same.shape) == (2, 4, 3, 3)
    if HAS_JAX:
        import jax  # noqa: PLC0415

        with x64_off():
            jcomp = {"sum": jax.lax.add, "max": jax.lax.max, "min": jax.lax.min}[kind]
            want = jax.lax.reduce_window(x, np.float32(init), jcomp, (1, 3, 3, 1), (1, 2, 2, 1),
                                         "SAME")
        np.testing.assert_allclose(np.asarray(same.tolist()), np.asarray(want), rtol=1e-6)
    with pytest.raises(Exception, match="init_value"):
        lax.reduce_window(fa(x), np.float32(1.0), comp, (1, 2, 2, 1), (1, 1, 1, 1), "VALID")
    with pytest.raises(Exception, match="computation"):
        lax.reduce_window(fa(x), np.float32(0.0), lax.mul, (1, 2, 2, 1), (1, 1, 1, 1), "VALID")


def test_lax_gather():
    """``lax.gather`` with the dimension numbers ``jnp`` indexing and ``take_along_axis`` give
    (rows, columns, index pairs, operand batching dimensions), clipped and filled out-of-bounds
    starts, against NumPy's indexing (every backend) and JAX (where installed)."""
    x = np.arange(24, dtype=np.float32).reshape(4, 6)
    i = np.array([[3], [0], [2]])
    dn = lax.GatherDimensionNumbers
    cases = [  # (dimension numbers, start indices, slice sizes, NumPy's result)
        (dn((1,), (0,), (0,)), i, (1, 6), x[[3, 0, 2]]),
        (dn((0,), (1,), (1,)), i, (4, 1), x[:, [3, 0, 2]]),
        (dn((), (0, 1), (0, 1)), np.array([[3, 5], [0, 1]]), (1, 1), x[[3, 0], [5, 1]]),
        (dn((), (1,), (1,), (0,), (0,)), np.array([[[1], [5]], [[0], [0]], [[2], [3]],
                                                    [[4], [4]]]), (1, 1),
         np.take_along_axis(x, np.array([[1, 5], [0, 0], [2, 3], [4, 4]]), axis=1)),
    ]
    for dnums, idx, sizes, want in cases:
        got = lax.gather(fa(x), fa(idx), dnums, sizes, mode="clip")
        np.testing.assert_array_equal(np.asarray(got.tolist()), want)
    far = np.array([[5], [1]])  # row 5 of 4: clipped to row 3, or filled
    np.testing.assert_array_equal(
        np.asarray(lax.gather(fa(x), fa(far), dn((1,), (0,), (0,)), (1, 6), mode="clip").tolist()),
        x[[3, 1]])
    filled = np.asarray(lax.gather(fa(x), fa(far), dn((1,), (0,), (0,)), (1, 6), mode="fill",
                                   fill_value=-1.0).tolist())
    np.testing.assert_array_equal(filled, np.stack([np.full(6, -1.0), x[1]]))
    if HAS_JAX:
        import jax  # noqa: PLC0415

        with x64_off():
            for dnums, idx, sizes, _ in cases:
                want = jax.lax.gather(x, idx, jax.lax.GatherDimensionNumbers(*dnums), sizes,
                                      mode="clip")
                got = lax.gather(fa(x), fa(idx), dnums, sizes, mode="clip")
                np.testing.assert_array_equal(np.asarray(got.tolist()), np.asarray(want))


def test_lax_scatter():
    """``lax.scatter`` and its reducing forms with the dimension numbers ``x.at[...]`` gives
    (rows with a repeated index, columns, index pairs, operand batching dimensions), clipped and
    dropped out-of-bounds windows, against NumPy (every backend) and JAX (where installed)."""
    x = np.arange(24, dtype=np.float32).reshape(4, 6)
    dn = lax.ScatterDimensionNumbers
    rows = dn((1,), (0,), (0,))
    r = np.array([[3], [0], [3]])
    u = np.arange(18, dtype=np.float32).reshape(3, 6) - 5.0
    add = x.copy()
    np.add.at(add, [3, 0, 3], u)
    mul, lo, hi = x.copy(), x.copy(), x.copy()
    np.multiply.at(mul, [3, 0, 3], u)
    np.minimum.at(lo, [3, 0, 3], u)
    np.maximum.at(hi, [3, 0, 3], u)
    cols = x.copy()
    cols[:, [1, 4]] = -1.0
    pairs = x.copy()
    np.add.at(pairs, ([0, 3, 3], [5, 1, 1]), 1.0)
    along = x.copy()
    along[np.arange(4), [1, 5, 0, 2]] += 10.0
    cases = [  # (function, dimension numbers, indices, updates, NumPy's result)
        (lax.scatter_add, rows, r, u, add), (lax.scatter_mul, rows, r, u, mul),
        (lax.scatter_min, rows, r, u, lo), (lax.scatter_max, rows, r, u, hi),
        (lax.scatter_sub, rows, r, -u, add),
        (lax.scatter, dn((0,), (1,), (1,)), np.array([[1], [4]]), np.full((4, 2), -1.0,
                                                                            np.float32), cols),
        (lax.scatter_add, dn((), (0, 1), (0, 1)), np.array([[0, 5], [3, 1], [3, 1]]),
         np.ones(3, np.float32), pairs),
        (lax.scatter_add, dn((), (1,), (1,), (0,), (0,)), np.array([[1], [5], [0], [2]]),
         np.full(4, 10.0, np.float32), along),
    ]
    far = np.array([[5], [1]])  # row 5 of 4: dropped by default, clipped to row 3 with "clip"
    ones = np.ones((2, 6), np.float32)
    dropped = x.copy()
    dropped[1] += 1.0
    cases.append((lax.scatter_add, rows, far, ones, dropped))
    results = []
    for fn, dnums, idx, upd, want in cases:
        got = np.asarray(fn(fa(x), fa(idx), fa(upd), dnums).tolist())
        np.testing.assert_array_equal(got, want, err_msg=fn.__name__)
        results.append(got)
    clipped = dropped.copy()
    clipped[3] += 1.0
    np.testing.assert_array_equal(
        np.asarray(lax.scatter_add(fa(x), fa(far), fa(ones), rows, mode="clip").tolist()),
        clipped)
    if HAS_JAX:
        import jax  # noqa: PLC0415

        with x64_off():
            for (fn, dnums, idx, upd, _), got in zip(cases, results):
                want = getattr(jax.lax, fn.__name__)(x, idx, upd,
                                                     jax.lax.ScatterDimensionNumbers(*dnums))
                np.testing.assert_array_equal(got, np.asarray(want))


# --- shape helpers, broadcast_like, index_take ---------------------------------------------------
_SHAPE_CASES = [
    ("conv_general_permutations", (("NHWC", "HWIO", "NHWC"),)),
    ("conv_general_permutations", (("NWC", "WIO", "NCW"),)),
    ("conv_shape_tuple", ((1, 3, 5, 6), (4, 3, 3, 3), (1, 2), [(1, 1), (0, 0)])),
    ("conv_shape_tuple", ((1, 3, 5, 6), (4, 3, 3, 3), (1, 2), "SAME")),
    ("conv_shape_tuple", ((2, 4, 5, 6), (4, 2, 3, 3), (1, 1), [(0, 0), (0, 0)], 2)),
    ("conv_general_shape_tuple", ((1, 5, 6, 3), (3, 3, 3, 4), (1, 2), "SAME",
                                  ("NHWC", "HWIO", "NHWC"))),
    ("conv_general_shape_tuple", ((1, 5, 6, 3), (3, 3, 3, 4), (2, 1), [(1, 0), (0, 2)],
                                  ("NHWC", "HWIO", "NCHW"))),
    *[("conv_transpose_shape_tuple", ((1, 3, 5, 6), (4, 3, 3, 3), s, p, ("NCHW", "OIHW", "NCHW")))
      for p in ([(1, 1), (0, 0)], "SAME", "VALID") for s in ((1, 2), (3, 1))],
    ("conv_transpose_shape_tuple", ((1, 5, 6, 3), (1, 1, 3, 4), (3, 2), "VALID",
                                    ("NHWC", "HWIO", "NHWC"))),
    ("reduce_window_shape_tuple", ((4, 6), (2, 3), (1, 2), [(0, 0), (1, 1)])),
    ("reduce_window_shape_tuple", ((4, 6), (2, 3), (1, 2), [(0, 0), (1, 1)], (1, 2), (2, 1))),
]


def _ints(t):
    return tuple(_ints(v) if isinstance(v, (tuple, list)) else int(v) for v in t)


def test_lax_conv_and_window_shape_tuples():
    """Python arithmetic on shapes (no arrays): the same tuples as JAX's; where JAX is absent,
    each helper's result has the right length and agrees with conv_general_shape_tuple's
    NCHW special case."""
    for name, args in _SHAPE_CASES:
        got = getattr(fj.lax, name)(*args)
        assert len(got) == len(args[0]), name
        if HAS_JAX:
            import jax

            assert _ints(got) == _ints(getattr(jax.lax, name)(*args)), (name, args)
    nchw = ("NCHW", "OIHW", "NCHW")
    assert fj.lax.conv_general_shape_tuple((1, 3, 5, 6), (4, 3, 3, 3), (1, 2), "SAME", nchw) \
        == fj.lax.conv_shape_tuple((1, 3, 5, 6), (4, 3, 3, 3), (1, 2), "SAME")
    with pytest.raises(TypeError, match="exactly once"):
        fj.lax.conv_general_permutations(("NHW", "HWIO", "NHWC"))


def test_lax_broadcast_like_and_index_take():
    x = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    jcheck("lax.broadcast_like", (np.array([1.5, 2.0, -1.0], dtype=np.float32),
                                  np.zeros((2, 3), dtype=np.int32)))
    jcheck("lax.index_take", (x, (np.array([1, 0]), np.array([2, 1])), (0, 2)))
    jcheck("lax.index_take", (x, (np.array([1, 0, 2]),), (1,)))


# --- lax.bessel_i0e / i1e, igamma_grad_a, random_gamma_grad (ivy.frontends._special_math) --------
XI = np.array([-np.inf, -50.0, -30.1, -29.9, -2.0, -1e-3, 0.0, 1e-8, 0.5, 2.0, 29.9, 30.1, 700.0,
               1e4, np.inf, np.nan], np.float32)
GA = np.array([0.5, 1.0, 2.0, 5.0, 30.0, 1e-3, 1.5, 58.9, 1e3, 20.1, 1.0], np.float32)
GX = np.array([0.3, 1.0, 3.0, 2.0, 25.0, 1e-3, 40.0, 60.4, 1e-3, 0.05, 1e-30], np.float32)
# edges: a <= 0, x < 0, a or x inf / nan -> nan; x = 0 -> 0
EA = np.array([0.0, -1.0, 1.0, 1.0, np.inf, np.nan, 1.0, 2.0], np.float32)
EX = np.array([1.0, 1.0, 0.0, -1.0, 1.0, 1.0, np.inf, np.nan], np.float32)


@pytest.mark.parametrize("name", ["bessel_i0e", "bessel_i1e"])
def test_lax_bessel_scaled(name):
    # float32 (float64 inputs too: JAX with 64-bit mode off computes them in float32); measured
    # within 1.8e-7 absolute of JAX
    jcheck(f"lax.{name}", (XI,), rtol_scale=2.0)
    jcheck(f"lax.{name}", (XI.astype(np.float64),), rtol_scale=2.0)
    with pytest.raises(TypeError, match="floating"):
        getattr(lax, name)(fa(np.array([1, 2], np.int32)))


@pytest.mark.parametrize("name", ["igamma_grad_a", "random_gamma_grad"])
def test_lax_gamma_derivatives(name):
    a, x = np.concatenate([GA, EA]), np.concatenate([GX, EX])
    got = np.asarray(getattr(lax, name)(fa(a), fa(x)))  # one call: JAX compiles per shape
    assert got.dtype == np.float32
    if HAS_JAX:  # JAX's float64 kernel (its float32 one is up to 4% off for random_gamma_grad)
        import jax

        with jax.enable_x64(True):
            want = np.asarray(getattr(jax.lax, name)(a.astype(np.float64), x.astype(np.float64)))
    else:
        want = np.asarray(run_frontend("jax", f"lax.{name}", (a, x), on_numpy=True).value)
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    fin = ~np.isnan(want)
    np.testing.assert_allclose(got[fin], want[fin], rtol=2e-6, atol=1e-37)
    with pytest.raises(TypeError, match="same dtypes"):
        getattr(lax, name)(fa(GA), fa(GX.astype(np.float16)))


XL = np.array([-np.inf, -1e10, -3.0, -2.5, -1.0, -0.5, 0.0, 1e-8, 0.49, 0.51, 1.0, 1.4616, 2.0,
               9.9, 10.1, 171.6, 1e3, 1e30, np.inf, np.nan], np.float32)


@pytest.mark.parametrize("name", ["lgamma", "digamma"])
def test_lax_lgamma_digamma(name):
    # against JAX's float64 kernel (its float32 digamma is ~1e-3 relative off near its root):
    # measured within 1.8e-9 absolute (lgamma's zeros) and 3e-13 relative
    got = np.asarray(getattr(lax, name)(fa(XL)))
    assert got.dtype == np.float32
    if HAS_JAX:
        import jax

        with jax.enable_x64(True):
            want = np.asarray(getattr(jax.lax, name)(XL.astype(np.float64))).astype(np.float32)
    else:
        want = np.asarray(run_frontend("jax", f"lax.{name}", (XL,), on_numpy=True).value)
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    fin = np.isfinite(want)
    np.testing.assert_array_equal(got[~fin], want[~fin])
    np.testing.assert_allclose(got[fin], want[fin], rtol=1e-6, atol=1e-7)
    with pytest.raises(TypeError, match="floating"):
        getattr(lax, name)(fa(np.array([1, 2], np.int32)))
