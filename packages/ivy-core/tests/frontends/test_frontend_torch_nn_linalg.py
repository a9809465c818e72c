"""``torch.linalg``, ``torch.fft`` and ``torch.special`` of the torch frontend against PyTorch
itself (module doc of ``_frontend_harness``)."""

import ivy
import ivy.frontends.torch as ft
import numpy as np
import pytest
from _frontend_harness import check, has_real, run_frontend, run_real
from _harness import BACKEND

R = np.random.default_rng(1)


def f32(*shape):
    return R.uniform(-2.0, 2.0, shape).astype(np.float32)


def f64(*shape):
    return R.uniform(-2.0, 2.0, shape)


def spd(n, batch=(), dtype=np.float64):
    a = R.uniform(-1.0, 1.0, batch + (n, n))
    return (a @ np.swapaxes(a, -1, -2) + n * np.eye(n)).astype(dtype)


A64 = f64(2, 4, 4)
A32 = f32(3, 3)
B64 = f64(2, 4, 2)
TALL = f64(6, 3)

# --- torch.linalg ------------------------------------------------------------------------------
UNIQUE = [("det", (A64,), {}), ("det", (A32,), {}), ("slogdet", (A64,), {}), ("inv", (A64,), {}),
          ("inv", (A32,), {}), ("solve", (A64, B64), {}), ("solve", (A64, B64[..., 0]), {}),
          ("solve", (A64, f64(2, 2, 4)), {"left": False}), ("cholesky", (spd(4, (2,)),), {}),
          ("cholesky", (spd(3),), {"upper": True}), ("svdvals", (TALL,), {}),
          ("eigvalsh", (spd(4, (2,)),), {}), ("eigvalsh", (f64(4, 4),), {"UPLO": "U"}),
          ("eigvalsh", (f64(4, 4),), {}), ("matrix_rank", (TALL @ f64(3, 5),), {}),
          ("matrix_rank", (spd(4),), {"hermitian": True}), ("matrix_power", (A64, 3), {}),
          ("matrix_power", (A64, -2), {}), ("matrix_power", (A64, 0), {}),
          ("pinv", (TALL,), {}), ("pinv", (spd(3),), {"hermitian": True}),
          ("cross", (f64(4, 3), f64(1, 3)), {}), ("cross", (f32(3, 5), f32(3, 5)), {"dim": 0}),
          ("vecdot", (f64(3, 4), f64(3, 4)), {}),
          ("vecdot", (f64(3, 4) + 1j * f64(3, 4), f64(3, 4) + 0j), {}),
          ("multi_dot", ([f64(2, 3), f64(3, 4), f64(4, 2)],), {}),
          ("diagonal", (f64(2, 3, 4),), {"offset": 1}),
          ("diagonal", (f64(2, 3, 4),), {"dim1": 0, "dim2": 2}),
          ("matmul", (f32(2, 3, 4), f32(4, 2)), {}), ("cond", (A64,), {}),
          ("cond", (A64,), {"p": "fro"}), ("cond", (A64,), {"p": -2}),
          ("tensorinv", (f64(4, 6, 8, 3),), {}), ("tensorinv", (f64(6, 2, 3),), {"ind": 1}),
          ("tensorsolve", (f64(6, 2, 3), f64(6)), {}),
          ("tensorsolve", (f64(2, 3, 6), f64(6)), {"dims": (0, 1)}),
          ("vander", (np.array([1, 2, 3]),), {}), ("vander", (f64(4),), {"N": 3}),
          ("solve_triangular", (f64(2, 4, 4), B64), {"upper": True}),
          ("solve_triangular", (f64(4, 4), f64(3, 4)), {"upper": False, "left": False,
                                                         "unitriangular": True}),
          ("inv_ex", (A64,), {}), ("cholesky_ex", (spd(3),), {}), ("solve_ex", (A64, B64), {})]


@pytest.mark.parametrize("case", range(len(UNIQUE)),
                         ids=[f"{n}{i}" for i, (n, _, _) in enumerate(UNIQUE)])
def test_linalg(case):
    name, args, kw = UNIQUE[case]
    if BACKEND == "mxnet" and any(np.iscomplexobj(a) for a in args):
        with pytest.raises(ivy.IvyUnsupportedError, match="complex"):  # MXNet has none
            check("torch", f"linalg.{name}", args, kw)
        return
    check("torch", f"linalg.{name}", args, kw, rtol_scale=1e3)


NORMS = [("vector_norm", (f64(3, 4),), {}), ("vector_norm", (f32(3, 4),), {"ord": 1, "dim": 1}),
         ("vector_norm", (f64(3, 4),), {"ord": float("inf"), "dim": (0, 1), "keepdim": True}),
         ("vector_norm", (f64(3, 4),), {"ord": 0}), ("vector_norm", (f64(5),), {"ord": -1.5}),
         ("vector_norm", (f32(3, 4),), {"dtype": ft.float64}),
         ("matrix_norm", (A64,), {}), ("matrix_norm", (A64,), {"ord": "nuc"}),
         ("matrix_norm", (A64,), {"ord": 2, "keepdim": True}),
         ("matrix_norm", (f64(3, 4, 2),), {"ord": -1, "dim": (0, 2)}),
         ("norm", (f64(3, 4, 2),), {}), ("norm", (A64[0],), {"ord": float("inf")}),
         ("norm", (f64(5),), {"ord": 3}), ("norm", (f64(3, 4, 2),), {"dim": 1}),
         ("norm", (f64(3, 4, 2),), {"dim": (0, 1), "ord": "fro"})]


@pytest.mark.parametrize("case", range(len(NORMS)),
                         ids=[f"{n}{i}" for i, (n, _, _) in enumerate(NORMS)])
def test_norms(case):
    name, args, kw = NORMS[case]
    check("torch", f"linalg.{name}", args, kw, rtol_scale=100)


def _frontend(name, *args, **kw):
    return getattr(ft.linalg, name)(*[ft.tensor(a) for a in args], **kw)


def test_decompositions_reconstruct():
    # signs / phases of the factors are not unique: compare what is (values, reconstructions)
    a = f64(2, 5, 3)
    u, s, vh = _frontend("svd", a, full_matrices=False)
    assert type(u).__name__ == "Tensor" and u.shape == (2, 5, 3) and vh.shape == (2, 3, 3)
    np.testing.assert_allclose((u.numpy() * s.numpy()[..., None, :]) @ vh.numpy(), a, atol=1e-10)
    check("torch", "linalg.svdvals", (a,), rtol_scale=1e3)
    u, s, vh = _frontend("svd", a)
    assert u.shape == (2, 5, 5)
    q, r = _frontend("qr", a)
    np.testing.assert_allclose(q.numpy() @ r.numpy(), a, atol=1e-10)
    assert _frontend("qr", a, mode="complete").Q.shape == (2, 5, 5)
    assert _frontend("qr", a, mode="r").R.shape == (2, 3, 3)
    sym = spd(4)
    w, v = _frontend("eigh", sym)
    np.testing.assert_allclose(v.numpy() @ np.diag(w.numpy()) @ v.numpy().T, sym, atol=1e-10)
    if has_real("torch"):
        import torch

        np.testing.assert_allclose(w.numpy(), torch.linalg.eigh(torch.from_numpy(sym))[0].numpy(),
                                   rtol=1e-10)


def test_lstsq():
    b = f64(6, 2)
    check("torch", "linalg.lstsq", (TALL, b), rtol_scale=1e3)
    check("torch", "linalg.lstsq", (TALL, b), {"driver": "gelsd"}, rtol_scale=1e3)
    check("torch", "linalg.lstsq", (TALL, b), {"driver": "gels"}, rtol_scale=1e3)
    check("torch", "linalg.lstsq", (f64(2, 6, 3), f64(2, 6, 2)), {"driver": "gelss"},
          rtol_scale=1e3)
    check("torch", "linalg.lstsq", (f64(3, 5), f64(3, 2)), rtol_scale=1e3)


# --- torch.fft ---------------------------------------------------------------------------------
C64 = (f32(4, 6) + 1j * f32(4, 6)).astype(np.complex64)
FFTS = [("fft", (f32(4, 6),), {}), ("fft", (C64,), {"n": 8, "dim": 0, "norm": "ortho"}),
        ("fft", (np.arange(5),), {}), ("ifft", (C64,), {"norm": "forward"}),
        ("rfft", (f64(4, 6),), {"n": 5}), ("irfft", (C64,), {}), ("irfft", (C64,), {"n": 9}),
        ("hfft", (C64,), {"norm": "ortho"}), ("ihfft", (f32(4, 6),), {}),
        ("fft2", (f32(3, 4, 6),), {}), ("ifft2", (C64,), {"s": (5, 3)}),
        ("rfft2", (f64(3, 4, 6),), {"norm": "forward"}), ("irfft2", (C64,), {}),
        ("fftn", (f32(3, 4, 6),), {}), ("fftn", (f32(3, 4, 6),), {"dim": (0, 2)}),
        ("ifftn", (C64,), {"s": (4, 4)}), ("rfftn", (f32(3, 4, 6),), {"norm": "ortho"}),
        ("irfftn", (C64,), {"s": (4, 10)}), ("hfft2", (C64,), {}),
        ("hfftn", (C64,), {"norm": "forward"}), ("ihfft2", (f32(4, 6),), {}),
        ("ihfftn", (f64(3, 4, 6),), {"norm": "ortho"}),
        ("fftfreq", (5,), {}), ("fftfreq", (6, 0.5), {"dtype": ft.float64}),
        ("rfftfreq", (7,), {"d": 0.1}), ("fftshift", (f32(4, 5),), {}),
        ("fftshift", (f32(4, 5),), {"dim": 1}), ("ifftshift", (f32(4, 5),), {"dim": (0,)})]


@pytest.mark.parametrize("case", range(len(FFTS)), ids=[f"{n}{i}" for i, (n, _, _) in
                                                        enumerate(FFTS)])
def test_fft(case):
    name, args, kw = FFTS[case]
    if BACKEND == "mxnet" and "freq" not in name and "shift" not in name:
        with pytest.raises(ivy.IvyUnsupportedError, match="complex"):  # MXNet has none
            check("torch", f"fft.{name}", args, kw)
        return
    check("torch", f"fft.{name}", args, kw, rtol_scale=30)


# --- torch.special -----------------------------------------------------------------------------
XS = np.array([-2.5, -1.0, 0.0, 1e-4, 0.5, 3.0, np.inf, np.nan], dtype=np.float32)
P = np.array([0.0, 1e-3, 0.25, 0.5, 0.99, 1.0], dtype=np.float64)
SPECIAL = [("expit", (XS,), {}), ("expm1", (XS,), {}), ("log1p", (P,), {}),
           ("exp2", (XS,), {}), ("exp2", (np.array([0, 3, -1]),), {}), ("logit", (P,), {}),
           ("logit", (P,), {"eps": 1e-3}), ("round", (XS * 3.3,), {}),
           ("round", (f64(6),), {"decimals": 2}), ("sinc", (XS,), {}), ("entr", (XS,), {}),
           ("entr", (P,), {}), ("xlogy", (np.array([0.0, 0.0, 2.0, 1.5], np.float32),
                                         np.array([0.0, np.nan, 3.0, 0.0], np.float32)), {}),
           ("xlogy", (np.array([0, 1, 2]), 2.5), {}), ("xlog1py", (P, P[::-1].copy()), {}),
           ("logsumexp", (f32(3, 4),), {"dim": 1}),
           ("logsumexp", (np.array([[-np.inf, -np.inf], [1.0, np.inf]]),), {"dim": 1}),
           ("logsumexp", (f64(3, 4, 2),), {"dim": (0, 2), "keepdim": True}),
           ("softmax", (f32(3, 4),), {"dim": 0}),
           ("log_softmax", (f32(3, 4),), {"dim": 1, "dtype": ft.float64})]


@pytest.mark.parametrize("case", range(len(SPECIAL)), ids=[f"{n}{i}" for i, (n, _, _) in
                                                           enumerate(SPECIAL)])
def test_special(case):
    name, args, kw = SPECIAL[case]
    check("torch", f"special.{name}", args, kw, rtol_scale=10)


# --- errors ------------------------------------------------------------------------------------
def test_unsupported_raise_clearly():
    with pytest.raises(ivy.IvyUnsupportedError, match="eig.*eigh"):
        ft.linalg.eig(ft.tensor(A64))
    with pytest.raises(ivy.IvyUnsupportedError, match="erfc"):
        ft.special.ndtri(ft.tensor(XS))
    with pytest.raises(ivy.IvyUnsupportedError, match="gamma"):
        ft.special.gammainc(ft.tensor(XS), ft.tensor(XS))
    with pytest.raises(ivy.IvyValueError, match="atol"):
        ft.linalg.pinv(ft.tensor(A64), atol=1e-3)
    with pytest.raises(ivy.IvyValueError, match="atol"):
        ft.linalg.matrix_rank(ft.tensor(A64), atol=1e-3)
    with pytest.raises(ValueError, match="normalization"):
        ft.fft.fft(ft.tensor(XS), norm="bad")
    with pytest.raises(RuntimeError, match="same dtype"):  # as PyTorch: no promotion
        ft.linalg.matmul(ft.tensor(A32), ft.tensor(A64[0, :3, :3]))
    with pytest.raises(RuntimeError, match="UPLO"):
        ft.linalg.eigh(ft.tensor(A64), UPLO="X")


def test_result_field_names():
    r = run_frontend("torch", "linalg.slogdet", (A64,))
    assert len(r) == 2
    assert ft.linalg.slogdet(ft.tensor(A64))._fields == ("sign", "logabsdet")
    assert ft.linalg.lstsq(ft.tensor(TALL), ft.tensor(f64(6, 1)))._fields == (
        "solution", "residuals", "rank", "singular_values")


POLY_X = np.linspace(-1.3, 1.3, 7)
POLY_N = np.array([0, 1, 2, 3, 6, -1, 4])


@pytest.mark.parametrize("name", ft.special._POLYS)
def test_orthogonal_polynomials(name):
    check("torch", f"special.{name}", (POLY_X, POLY_N), rtol_scale=1e3)
    check("torch", f"special.{name}", (POLY_X.astype(np.float32), 3), rtol_scale=10)


# --- torch.special Bessel functions (ivy.frontends._special_math) ------------------------------
# both sides of the fits' pieces (I: 30; K: 2; J / Y: 5), 0, negatives, large, +-inf, nan
XB = np.array([-np.inf, -7.5, -2.0, -1e-3, 0.0, 1e-6, 1e-3, 0.5, 1.99, 2.0, 2.01, 3.0, 4.99, 5.0,
               5.01, 6.5, 8.0, 12.3, 29.9, 30.1, 80.0, 100.0, 700.0, 750.0, 1e4, np.inf, np.nan])
# (rtol, atol) per dtype. PyTorch's own float64 J0 / J1 / Y0 / Y1 are ~1e-8 off (8.7e-7 just
# beyond 5, against SciPy), where the shared Cephes fits agree with SciPy and TensorFlow to 1e-15
# (test_frontend_tensorflow_raw_ops): so the J / Y float64 tolerance is absolute 2e-6.
BESSEL_TOL = {"float32": (2e-5, 2e-6), "float64": (1e-13, 1e-300)}
BESSEL_JY_TOL = {"float32": (2e-5, 2e-6), "float64": (1e-12, 2e-6)}


def _check_special(name, xs, tolerances):
    """``torch.special.<name>`` of ``xs`` in float32 and float64 against PyTorch (elsewhere the
    frontend on NumPy): dtype, nan and infinity positions exactly, finite values within
    ``tolerances[dtype] = (rtol, atol)``."""
    for dt in ("float32", "float64"):
        x = xs.astype(dt)
        got = run_frontend("torch", f"special.{name}", (x,))
        want = (run_real("torch", f"special.{name}", (x,)) if has_real("torch") else
                run_frontend("torch", f"special.{name}", (x,), on_numpy=True))
        assert got.dtype == want.dtype == dt, (got.dtype, want.dtype)
        g, w = np.asarray(got.value), np.asarray(want.value)
        np.testing.assert_array_equal(np.isnan(g), np.isnan(w), err_msg=f"{name} {dt}: nan")
        fin = np.isfinite(w)
        np.testing.assert_array_equal(g[~fin & ~np.isnan(w)], w[~fin & ~np.isnan(w)])
        rtol, atol = tolerances[dt]
        np.testing.assert_allclose(g[fin], w[fin], rtol=rtol, atol=atol, err_msg=f"{name} {dt}")


@pytest.mark.parametrize("name", ft.special._BESSEL)
def test_special_bessel(name):
    _check_special(name, XB, BESSEL_JY_TOL if name[:7] == "bessel_" else BESSEL_TOL)
    # integers compute in the default float dtype, as PyTorch
    check("torch", f"special.{name}", (np.array([0, 1, 3, 7]),), rtol_scale=2)


# gammaln / digamma / psi: poles (0, -0, negative integers), both sides of the reflection (1/2),
# the shift to 10, the roots of digamma (1.4616) and lgamma (1, 2), large, +-inf, nan
XG = np.array([-np.inf, -1e10, -3.0, -2.5, -1.0, -0.5, -0.0, 0.0, 1e-8, 0.49, 0.51, 1.0, 1.4616,
               2.0, 9.9, 10.1, 171.6, 1e3, 1e30, np.inf, np.nan])
# measured: float64 within 4e-13 relative of PyTorch; PyTorch's float32 digamma is ~5e-7
# absolute off near its root (the shared composition runs in float64, within 1e-13 of SciPy)
GAMMA_TOL = {"float32": (1e-5, 1e-6), "float64": (1e-12, 1e-14)}


@pytest.mark.parametrize("name", ft.special._GAMMA)
def test_special_gamma(name):
    _check_special(name, XG, GAMMA_TOL)
    check("torch", f"special.{name}", (np.array([1, 2, 5]),))
