"""The JAX frontend's ``jax.numpy`` functions shared with the NumPy frontend's compositions
(``jax/numpy/shared.py``) against JAX itself (64-bit mode off; the frontend on NumPy where JAX is
absent, ``test_frontend_jax.jcheck``): values and result dtypes, JAX's immutability rules
(``inplace=False``), and the names offered as unsupported."""

import ivy
import ivy.frontends.jax.numpy as fjnp
import numpy as np
import pytest
from _harness import BACKEND
from test_frontend_jax import FULL, HAS_JAX, fa, jcheck, x64_off

#: this module thins its table itself on the JAX backend (every seventh case: JAX compiling each
#: primitive for each new shape is the run time there); ``IVY_FRONTEND_TESTS=all`` runs it whole
THINNED_ON_JAX = True

V = np.array([3.0, -1.5, 2.0, 7.25, 0.5], dtype=np.float32)
M = np.array([[1.0, 4.0, 9.0], [2.0, -3.0, 0.5]], dtype=np.float32)
MI = np.array([[3, 1, 2], [9, -4, 0]], dtype=np.int32)
P = np.array([0.0, 3.0, 7.0, 1.0, 8.0], dtype=np.float32)
BITS = np.array([[1, 0, 1, 1, 0, 0, 1, 1, 1], [0, 1, 0, 1, 0, 1, 1, 0, 1]], dtype=np.uint8)

CASES = [
    ("bitwise_count", (np.array([3, -128, 127, -1], dtype=np.int8),), {}),
    ("bitwise_count", (MI,), {}),
    ("packbits", (BITS,), {"axis": 1}), ("unpackbits", (np.array([5, 255], dtype=np.uint8),), {}),
    ("choose", (np.array([0, 1, 1]), [np.array([1, 2, 3]), np.array([4.5, 5, 6])]), {}),
    ("frexp", (V,), {}), ("frexp", (MI,), {}),
    ("gradient", (V,), {}), ("gradient", (MI,), {"axis": 1}),
    ("histogram", (V,), {"bins": 3}), ("histogram", (MI,), {"bins": 2, "density": True}),
    ("histogram_bin_edges", (V,), {"bins": 4, "range": (-2, 8)}),
    ("histogram2d", (V, P), {"bins": 2}), ("histogram2d", (V, P), {"bins": 2, "weights": np.arange(5)}),
    ("histogramdd", (M.T,), {"bins": (2, 2)}),
    ("insert", (MI, 1, 5.7), {}), ("insert", (M, 2, np.array([8.0, 9.0, 1.0])), {"axis": 0}),
    ("poly", (np.array([1, 2, -3]),), {}), ("poly", (np.array([1j, -1j], dtype=np.complex64),), {}),
    ("polydiv", (np.array([1.0, 2.0, 3.0]), np.array([2.0, 1.0])), {}),
    ("polydiv", (np.array([1, 2, 1]), np.array([1, 1])), {"trim_leading_zeros": True}),
    ("polyfit", (P, V, 2), {}),
    ("ravel_multi_index", ((np.array([1, 2]), np.array([0, 1])), (3, 4)), {}),
    ("sort_complex", (MI[0],), {}),
    ("spacing", (np.array([1.0, -1.0, 0.0, 1e30, np.inf], dtype=np.float32),), {}),
    ("unwrap", (P,), {}), ("unwrap", (np.array([0, 3, 7]),), {"period": 4}),
    ("fill_diagonal", (M, 7.5), {"inplace": False}),
    ("place", (MI, MI > 1, np.array([10, 20])), {"inplace": False}),
    ("put", (MI, np.array([1, 9]), np.array([40, 50])), {"inplace": False}),
    ("put_along_axis", (M, np.array([[0], [2]]), 6.0, 1), {"inplace": False}),
    ("apply_along_axis", (lambda r: r * 2 - r[0], 1, M), {}),
    ("apply_along_axis", (lambda r: r[:2].sum(), 0, MI), {}),
    ("apply_over_axes", (lambda a, ax: a.sum(axis=ax), MI, [0, 1]), {}),
    ("fromfunction", (lambda i, j: i * 3 + j, (2, 3)), {}),
    ("fromfunction", (lambda i, j: i - j, (2, 2)), {"dtype": np.int32}),
    ("piecewise", (V, [V < 0, V > 2], [lambda x: x * 2, 1.5, lambda x: -x]), {}),
    ("piecewise", (MI, [MI > 1], [lambda x: x * 2.5]), {}),
]


@pytest.mark.parametrize("case", CASES if FULL else CASES[::7], ids=lambda c: c[0])
def test_shared_functions_match_jax(case):
    name, args, kw = case
    jcheck(f"numpy.{name}", args, kw)


def _np(x):
    return np.asarray(x.tolist())


def test_partitions_einsum_path_mask_indices():
    x = fa(np.array([3.0, 1.0, 2.0, 5.0, 4.0, -1.0], dtype=np.float32))
    part, idx = fjnp.partition(x, 2), fjnp.argpartition(x, 2)
    assert str(part.dtype) == "float32" and str(idx.dtype) == "int32"
    values = np.asarray(x.tolist())
    for got in (_np(part), values[_np(idx)]):  # the partition property, as JAX's
        assert got[2] == np.sort(values)[2]
        assert (got[:2] <= got[2]).all() and (got[3:] >= got[2]).all()
    path, _ = fjnp.einsum_path("ij,jk,kl->il", fa(np.ones((2, 3))), fa(np.ones((3, 4))),
                               fa(np.ones((4, 5))))
    for k in (0, 1):
        got = fjnp.mask_indices(3, fjnp.triu, k)
        want = np.mask_indices(3, np.triu, k)
        for g, w in zip(got, want, strict=True):
            assert str(g.dtype) == "int32"
            np.testing.assert_array_equal(_np(g), w)
    if HAS_JAX:
        import jax.numpy as jnp

        with x64_off():
            want_path, _ = jnp.einsum_path("ij,jk,kl->il", np.ones((2, 3)), np.ones((3, 4)),
                                           np.ones((4, 5)))
        assert [tuple(p) for p in path] == [tuple(p) for p in want_path]


def test_immutable_and_unsupported():
    with pytest.raises(ValueError, match="inplace=False"):
        fjnp.fill_diagonal(fa(M), 1.0)
    with pytest.raises(ValueError, match="inplace=False"):
        fjnp.put(fa(MI), fa(np.array([0])), fa(np.array([1])))
    a = fa(MI)
    fjnp.place(a, fa(MI > 1), fa(np.array([10])), inplace=False)
    np.testing.assert_array_equal(_np(a), MI)  # the input is unchanged
    with pytest.raises(ivy.IvyUnsupportedError, match="eigenvalues"):
        fjnp.roots(fa(np.array([1.0, -3.0, 2.0])))
    with pytest.raises(ivy.IvyUnsupportedError, match="eigenvalues"):
        fjnp.poly(fa(np.eye(2, dtype=np.float32)))
    for name in ("i0", "kaiser", "fromiter"):
        with pytest.raises(ivy.IvyUnsupportedError):
            getattr(fjnp, name)(1)
    assert BACKEND  # the session's backend (the module runs on every one)
