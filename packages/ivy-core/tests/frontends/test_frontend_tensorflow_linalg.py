"""The tensorflow frontend's ``tf.linalg`` solves (triangular, banded, tridiagonal, Cholesky,
least squares, LU), ``expm``, ranks, norms and diagonals against TensorFlow itself (the frontend
on NumPy in sessions without TensorFlow)."""

import ivy
import ivy.frontends.tensorflow as ftf
import numpy as np
import pytest
from _frontend_harness import check, has_real
from _harness import BACKEND, native

RNG = np.random.default_rng(3)
A = RNG.normal(size=(2, 4, 4)) + 3 * np.eye(4)  # well conditioned (with either triangle)
B = RNG.normal(size=(2, 4, 3))
A32, B32 = A.astype(np.float32), B.astype(np.float32)
# JAX compiles each operation per shape and dtype (~2 s per new set here): there expm runs at one
# scale (the other's code path is the same)
ON_JAX = BACKEND == "jax"
CHOL = np.linalg.cholesky(A @ A.transpose(0, 2, 1) + 4 * np.eye(4))
BANDS = RNG.normal(size=(2, 4)) + np.array([[3.0], [0.0]])
TRI = RNG.normal(size=(2, 3, 4)) + np.array([[0.0], [4.0], [0.0]])


def T(a):  # noqa: N802 - a frontend tensor holding a native array of the backend under test
    return ftf._frontend_array(native(np.asarray(a)))


def _solve_cases(a, b):
    return [
        ("triangular_solve", (a, b), {}), ("triangular_solve", (a, b), {"lower": False,
                                                                         "adjoint": True}),
        ("cholesky_solve", (CHOL.astype(a.dtype), b), {}),
        ("banded_triangular_solve", (BANDS.astype(a.dtype), b[0]), {}),
        ("banded_triangular_solve", (BANDS[::-1].astype(a.dtype), b[0]), {"lower": False}),
        ("tridiagonal_matmul", (TRI.astype(a.dtype), b), {}),
        ("tridiagonal_solve", (TRI.astype(a.dtype), b), {}),
        ("tridiagonal_solve", (TRI.astype(a.dtype), b[..., 0]), {}),
        ("lstsq", (a[0, :, :3], b[0, :, :2]), {}),
        ("lstsq", (a[0, :2], b[0, :2, :2]), {"l2_regularizer": 0.1}),
    ]


# a table: JAX runs its sampled quarter (conftest), the other backends all of it
@pytest.mark.parametrize("name,args,kw", _solve_cases(A, B) + _solve_cases(A32, B32),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_solves(name, args, kw):
    s = 10.0 if args[0].dtype == np.float32 else 100.0  # rounding grows with the condition
    check("tensorflow", f"linalg.{name}", args, kw, rtol_scale=s)


def test_lu_family():
    check("tensorflow", "linalg.lu", (A,), rtol_scale=10)
    lu, p = ftf.linalg.lu(T(A))
    lu_np, p_np = np.asarray(ivy.to_numpy(lu._data)), np.asarray(ivy.to_numpy(p._data))
    check("tensorflow", "linalg.lu_solve", (lu_np, p_np, B), rtol_scale=100)
    check("tensorflow", "linalg.lu_reconstruct", (lu_np, p_np), rtol_scale=10)
    check("tensorflow", "linalg.lu_matrix_inverse", (lu_np, p_np), rtol_scale=100)


@pytest.mark.parametrize("scale", [4.0] if ON_JAX else [0.3, 4.0])
def test_expm(scale):
    check("tensorflow", "linalg.expm", (A * scale / 3,), rtol_scale=100)
    check("tensorflow", "linalg.expm", (A32 * scale / 3,), rtol_scale=10)


@pytest.mark.parametrize("name,args,kw", [
    ("matrix_rank", (np.array([[1.0, 2.0], [2.0, 4.0]]),), {}), ("matrix_rank", (A32,), {}),
    ("normalize", (A,), {"axis": [-2, -1]}), ("normalize", (B32[0, 0],), {}),
    ("global_norm", ([A, B],), {}), ("set_diag", (A, B[:, :, 0]), {}),
    ("set_diag", (A[:, :3], B[:, :3, 0]), {}), ("set_diag", (A[:, :, :3], B[:, :3, 0]), {}),
    ("tensor_diag", (B[0, :2],), {}), ("tensor_diag_part", (RNG.normal(size=(2, 3, 2, 3)),), {}),
    ("eye", (3,), {"batch_shape": [2], "dtype": ftf.float64}),
    ("eigh_tridiagonal", (np.array([1.0, 2.0, 3.0]), np.array([0.5, -0.25])), {}),
], ids=lambda v: v if isinstance(v, str) else "")
def test_ranks_norms_diagonals(name, args, kw):
    check("tensorflow", f"linalg.{name}", args, kw)


def test_eigh_tridiagonal_vectors_and_unsupported():
    al, be = np.array([1.0, 2.0, 3.0]), np.array([0.5, -0.25])
    w, v = ftf.linalg.eigh_tridiagonal(T(al), T(be), eigvals_only=False)
    w, v = ivy.to_numpy(w._data), ivy.to_numpy(v._data)
    dense = np.diag(al) + np.diag(be, 1) + np.diag(be, -1)
    np.testing.assert_allclose(dense @ v, v * w, atol=1e-12)  # each column an eigenvector
    if has_real("tensorflow"):
        import tensorflow as tf

        np.testing.assert_allclose(w, tf.linalg.eigh_tridiagonal(al, be).numpy(), rtol=1e-12)
    for name in ("eig", "eigvals", "logm", "sqrtm"):
        with pytest.raises(ivy.IvyUnsupportedError, match=name):
            getattr(ftf.linalg, name)(T(A[0]))
