"""The NumPy frontend's ``numpy.linalg`` and ``numpy.fft`` against NumPy itself. Factors that
are unique only up to signs or phases (eigenvectors, SVD, QR) are checked by what defines them
(reconstruction, orthonormality) and their dtypes."""

import ivy
import ivy.frontends.numpy as fnp
import numpy as np
import pytest
from _harness import BACKEND
from _numpy_frontend import NP2, ck, fa

RNG = np.random.default_rng(0)
SQ = np.array([[4.0, 1.0, -2.0], [1.0, 3.0, 0.5], [-2.0, 0.5, 5.0]])  # symmetric positive
GEN = np.array([[2.0, -1.0, 0.5], [0.3, 1.5, -2.0], [1.0, 0.0, 3.0]])
RECT = RNG.standard_normal((4, 3))
STACK = RNG.standard_normal((2, 3, 3)) + 3 * np.eye(3)
IMAT = np.array([[2, 1], [1, 3]], dtype=np.int32)


@pytest.mark.parametrize("x", [GEN, GEN.astype(np.float32), STACK, IMAT,
                               (GEN + 1j * SQ).astype(np.complex128)],
                         ids=["f64", "f32", "stack", "int", "complex"])
def test_det_inv_slogdet_solve(x):
    ck("linalg.det", (x,), rtol_scale=100)
    ck("linalg.inv", (x,), rtol_scale=100)
    ck("linalg.slogdet", (x,), rtol_scale=100)
    b = np.ones(x.shape[-1], dtype=x.dtype)
    ck("linalg.solve", (x, b), rtol_scale=100)
    ck("linalg.solve", (x, np.ones(x.shape[:-1] + (2,), dtype=x.dtype)), rtol_scale=100)


def test_float16_is_refused():
    with pytest.raises(TypeError, match="float16 is unsupported in linalg"):
        fnp.linalg.inv(fa(np.eye(2, dtype=np.float16)))


@pytest.mark.parametrize("case", [
    ({}, GEN), ({"ord": 1}, GEN), ({"ord": -1}, GEN), ({"ord": np.inf}, GEN),
    ({"ord": -np.inf}, GEN), ({"ord": "fro"}, GEN), ({"ord": "nuc"}, GEN), ({"ord": 2}, GEN),
    ({"ord": -2}, GEN), ({}, np.array([3.0, -4.0])), ({"ord": 1}, np.array([3.0, -4.0])),
    ({"ord": 0}, np.array([3.0, 0.0, 1.0])), ({"ord": 3}, np.array([1.0, 2.0, -3.0])),
    ({"ord": -np.inf}, np.array([1.0, -5.0])), ({"axis": 1}, RECT),
    ({"axis": 0, "ord": 1, "keepdims": True}, RECT), ({"axis": (1, 2)}, STACK),
    ({"axis": (2, 1), "ord": 1}, STACK), ({}, np.array([1, 2, 3])),
    ({}, np.array([1 + 1j, 2 - 2j])), ({}, RECT.astype(np.float32)), ({"keepdims": True}, RECT),
    ({}, np.array([3.0, 4.0], dtype=np.float16)),
], ids=str)
def test_norm(case):
    kw, x = case
    ck("linalg.norm", (x,), kw, rtol_scale=10)


def test_vector_and_matrix_norm_and_products():
    if not NP2:
        return
    ck("linalg.vector_norm", (RECT,), {"ord": 3, "axis": 0})
    ck("linalg.vector_norm", (STACK,))
    ck("linalg.matrix_norm", (STACK,), {"ord": "nuc"}, rtol_scale=10)
    ck("linalg.matrix_transpose", (STACK,))
    ck("linalg.outer", (np.array([1.0, 2.0]), np.array([3, 4])))
    ck("linalg.trace", (STACK,), {"offset": 1})
    ck("linalg.diagonal", (STACK,))
    ck("linalg.vecdot", (RECT, RECT))
    ck("linalg.cross", (np.array([1.0, 0, 0]), np.array([0.0, 1, 0])))
    ck("linalg.matmul", (STACK, STACK))
    ck("linalg.svdvals", (RECT,))
    ck("linalg.tensordot", (STACK, np.ones((3, 3, 2))), {"axes": 2})


def test_eigh_and_eigvalsh():
    cplx = np.array([[2.0, 1 - 1j], [1 + 1j, 3.0]])
    if BACKEND == "mxnet":  # no complex arrays there: Ivy's clear error
        with pytest.raises(ivy.IvyUnsupportedError, match="MXNet has no complex"):
            fa(cplx)
    for x in (SQ, SQ.astype(np.float32)) + (() if BACKEND == "mxnet" else (cplx,)):
        ck("linalg.eigvalsh", (x,), rtol_scale=100)
        w, v = fnp.linalg.eigh(fa(x))
        assert isinstance(w, fnp.ndarray) and w.dtype == np.linalg.eigvalsh(x).dtype
        np.testing.assert_allclose(np.asarray(w), np.linalg.eigvalsh(x),
                                   rtol=1e-4 if x.dtype == np.float32 else 1e-10)
        vv = np.asarray(v)
        np.testing.assert_allclose(vv @ np.diag(np.asarray(w)) @ vv.conj().T, x, atol=1e-4)
        assert fnp.linalg.eigh(fa(x)).eigenvalues.shape == (x.shape[0],)
    lower = np.tril(SQ) + np.triu(np.full((3, 3), 99.0), 1)  # only the lower triangle is read
    ck("linalg.eigvalsh", (lower,), rtol_scale=100)
    ck("linalg.eigvalsh", (np.triu(SQ) - np.tril(np.full((3, 3), 7.0), -1),), {"UPLO": "U"},
       rtol_scale=100)


def test_svd_qr_cholesky():
    for x in (RECT, RECT.astype(np.float32), STACK):
        u, s, vh = fnp.linalg.svd(fa(x), full_matrices=False)
        np.testing.assert_allclose(np.asarray(u) * np.asarray(s)[..., None, :] @ np.asarray(vh),
                                   x, atol=1e-4)
        np.testing.assert_allclose(np.asarray(s), np.linalg.svd(x, compute_uv=False),
                                   rtol=1e-4)
        assert u.dtype == x.dtype and s.dtype == x.dtype
        ck("linalg.svd", (x,), {"compute_uv": False}, rtol_scale=100)
        q, r = fnp.linalg.qr(fa(x))
        np.testing.assert_allclose(np.asarray(q) @ np.asarray(r), x, atol=1e-4)
        assert q.shape == np.linalg.qr(x)[0].shape and r.shape == np.linalg.qr(x)[1].shape
        assert fnp.linalg.qr(fa(x), mode="complete")[0].shape == np.linalg.qr(
            x, mode="complete")[0].shape
    u, s, vh = fnp.linalg.svd(fa(RECT))
    assert u.shape == (4, 4) and vh.shape == (3, 3)
    ck("linalg.cholesky", (SQ,), rtol_scale=100)
    ck("linalg.cholesky", (SQ.astype(np.float32),), rtol_scale=100)
    if NP2:
        ck("linalg.cholesky", (SQ,), {"upper": True}, rtol_scale=100)
    assert fnp.linalg.qr(fa(RECT), mode="r").shape == (3, 3)


def test_pinv_rank_lstsq_power_and_more():
    ck("linalg.pinv", (RECT,), rtol_scale=100)
    ck("linalg.pinv", (STACK.astype(np.float32),), rtol_scale=100)
    ck("linalg.pinv", (np.array([[1.0, 2.0], [2.0, 4.0]]),), {"rcond": 1e-10}, rtol_scale=100)
    ck("linalg.matrix_rank", (RECT,))
    ck("linalg.matrix_rank", (np.array([[1.0, 2.0], [2.0, 4.0]]),))
    ck("linalg.matrix_rank", (STACK,))
    ck("linalg.matrix_rank", (np.array([0.0, 1.0]),))
    ck("linalg.lstsq", (RECT, np.arange(4.0)), rtol_scale=100)
    ck("linalg.lstsq", (RECT, np.ones((4, 2))), rtol_scale=100)
    ck("linalg.lstsq", (np.array([[1.0, 2.0], [2.0, 4.0], [3.0, 6.0]]), np.ones(3)),
       rtol_scale=1000)
    # integer matrix products on MXNet fail inside MXNet (Ivy's MXNet matmul: float only)
    ck("linalg.matrix_power", (IMAT if BACKEND != "mxnet" else IMAT.astype(np.float64), 3))
    ck("linalg.matrix_power", (GEN, -2), rtol_scale=100)
    ck("linalg.matrix_power", (GEN, 0))
    ck("linalg.multi_dot", ([RECT, RECT.T.copy(), np.arange(4.0)],))
    ck("linalg.multi_dot", ([np.arange(4.0), RECT, np.ones(3)],))
    ck("linalg.cond", (GEN,), rtol_scale=100)
    ck("linalg.cond", (GEN,), {"p": 1}, rtol_scale=100)
    ck("linalg.cond", (GEN,), {"p": "fro"}, rtol_scale=100)
    t = RNG.standard_normal((6, 2, 3)) + np.eye(6).reshape(6, 2, 3)
    ck("linalg.tensorinv", (t,), {"ind": 1}, rtol_scale=1000)
    a = np.eye(6).reshape(2, 3, 6) + 0.1 * RNG.standard_normal((2, 3, 6))
    ck("linalg.tensorsolve", (a, np.ones((2, 3))), rtol_scale=1000)


def test_linalg_errors():
    with pytest.raises(fnp.linalg.LinAlgError, match="square"):
        fnp.linalg.inv(fa(RECT))
    with pytest.raises(fnp.linalg.LinAlgError, match="two-dimensional"):
        fnp.linalg.det(fa(np.ones(3)))
    with pytest.raises(ivy.IvyUnsupportedError, match="non-symmetric"):
        fnp.linalg.eigvals(fa(GEN))


# --- fft -------------------------------------------------------------------------------------
SIG = RNG.standard_normal((3, 8))
CSIG = SIG + 1j * RNG.standard_normal((3, 8))


@pytest.mark.parametrize("name", ["fft", "ifft"])
@pytest.mark.parametrize("x", [SIG, SIG.astype(np.float32), CSIG, CSIG.astype(np.complex64),
                               np.arange(6), SIG.astype(np.float16)],
                         ids=["f64", "f32", "c128", "c64", "int", "f16"])
def test_fft_ifft(name, x):
    for kw in ({}, {"n": 5}, {"n": 12, "axis": 0}, {"norm": "ortho"}, {"norm": "forward"}):
        if kw.get("axis") == 0 and x.ndim == 1:
            continue
        ck(f"fft.{name}", (x,), kw, rtol_scale=1000 if x.dtype == np.float16 else 20)


@pytest.mark.parametrize("x", [SIG, SIG.astype(np.float32), np.arange(7)],
                         ids=["f64", "f32", "int"])
def test_real_ffts(x):
    for kw in ({}, {"n": 6}, {"norm": "ortho"}):
        ck("fft.rfft", (x,), kw, rtol_scale=20)
        ck("fft.ihfft", (x,), kw, rtol_scale=20)
    spec = np.fft.rfft(x).astype(np.complex64 if x.dtype == np.float32 else np.complex128)
    ck("fft.irfft", (spec,), rtol_scale=20)
    ck("fft.irfft", (spec,), {"n": 9}, rtol_scale=20)
    ck("fft.hfft", (spec,), rtol_scale=20)


def test_nd_ffts_and_helpers():
    x = RNG.standard_normal((4, 6, 5))
    for name in ("fft2", "ifft2", "fftn", "ifftn", "rfft2", "rfftn"):
        ck(f"fft.{name}", (x,), rtol_scale=20)
        ck(f"fft.{name}", (x.astype(np.float32),), {"axes": (0, 2)}, rtol_scale=50)
    ck("fft.fftn", (x,), {"s": (3, 8), "axes": (2, 0)}, rtol_scale=20)
    ck("fft.rfftn", (x,), {"s": (4, 6)}, rtol_scale=20)
    spec = np.fft.rfftn(x)
    ck("fft.irfftn", (spec,), rtol_scale=20)
    ck("fft.irfft2", (spec,), {"s": (6, 5)}, rtol_scale=20)
    ck("fft.fftfreq", (8,))
    ck("fft.fftfreq", (7, 0.5))
    ck("fft.rfftfreq", (8, 0.1))
    ck("fft.fftshift", (np.arange(10).reshape(2, 5),))
    ck("fft.ifftshift", (np.arange(10).reshape(2, 5),), {"axes": 1})
    with pytest.raises(ValueError, match="Invalid norm"):
        fnp.fft.fft(fa(SIG), norm="bad")
