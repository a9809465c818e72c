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
# JAX compiles each operation per shape and dtype (~2 s per new set here): there the solves run
# in float64 only and expm at one scale (the float32 paths are the same code)
ON_JAX = BACKEND == "jax"
CHOL = np.linalg.cholesky(A @ A.transpose(0, 2, 1) + 4 * np.eye(4))
BANDS = RNG.normal(size=(2, 4)) + np.array([[3.0], [0.0]])
TRI = RNG.normal(size=(2, 3, 4)) + np.array([[0.0], [4.0], [0.0]])


def T(a):  # noqa: N802 - a frontend tensor holding a native array of the backend under test
    return ftf._frontend_array(native(np.asarray(a)))


@pytest.mark.parametrize("a,b", [(A, B)] + ([] if ON_JAX else [(A32, B32)]),
                         ids=["float64", "float32"][:1 if ON_JAX else 2])
def test_solves(a, b):
    s = 10.0 if a.dtype == np.float32 else 100.0  # a solve's rounding grows with the condition
    check("tensorflow", "linalg.triangular_solve", (a, b), rtol_scale=s)
    check("tensorflow", "linalg.triangular_solve", (a, b), {"lower": False, "adjoint": True},
          rtol_scale=s)
    check("tensorflow", "linalg.cholesky_solve", (CHOL.astype(a.dtype), b), rtol_scale=s)
    check("tensorflow", "linalg.banded_triangular_solve", (BANDS.astype(a.dtype), b[0]),
          rtol_scale=s)
    check("tensorflow", "linalg.banded_triangular_solve", (BANDS[::-1].astype(a.dtype), b[0]),
          {"lower": False}, rtol_scale=s)
    check("tensorflow", "linalg.tridiagonal_matmul", (TRI.astype(a.dtype), b), rtol_scale=s)
    check("tensorflow", "linalg.tridiagonal_solve", (TRI.astype(a.dtype), b), rtol_scale=s)
    check("tensorflow", "linalg.tridiagonal_solve", (TRI.astype(a.dtype), b[..., 0]),
          rtol_scale=s)
    check("tensorflow", "linalg.lstsq", (RNG.normal(size=(5, 3)).astype(a.dtype),
                                         RNG.normal(size=(5, 2)).astype(a.dtype)), rtol_scale=s)
    check("tensorflow", "linalg.lstsq", (RNG.normal(size=(2, 4)).astype(a.dtype),
                                         RNG.normal(size=(2, 2)).astype(a.dtype)),
          {"l2_regularizer": 0.1}, rtol_scale=s)


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


def test_ranks_norms_diagonals():
    check("tensorflow", "linalg.matrix_rank", (np.array([[1.0, 2.0], [2.0, 4.0]]),))
    check("tensorflow", "linalg.matrix_rank", (A32,))
    check("tensorflow", "linalg.normalize", (A,), {"axis": [-2, -1]})
    check("tensorflow", "linalg.normalize", (B32[0, 0],))
    check("tensorflow", "linalg.global_norm", ([A, B],))
    check("tensorflow", "linalg.set_diag", (A, B[:, :, 0]))
    check("tensorflow", "linalg.set_diag", (A[:, :3], B[:, :3, 0]))
    check("tensorflow", "linalg.set_diag", (A[:, :, :3], B[:, :3, 0]))
    check("tensorflow", "linalg.tensor_diag", (B[0, :2],))
    check("tensorflow", "linalg.tensor_diag_part", (RNG.normal(size=(2, 3, 2, 3)),))
    check("tensorflow", "linalg.eye", (3,), {"batch_shape": [2], "dtype": ftf.float64})
    check("tensorflow", "linalg.eigh_tridiagonal", (np.array([1.0, 2.0, 3.0]),
                                                    np.array([0.5, -0.25])))


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
