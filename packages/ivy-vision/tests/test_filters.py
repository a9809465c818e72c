"""Image-gradient filters against SciPy: spatial gradients vs ``scipy.ndimage.correlate`` with
kernels written here and ``mode="nearest"`` (kornia's replicated border), the Sobel ones also vs
``scipy.ndimage.sobel``; the Laplacian vs ``correlate`` in each border mode; closed forms on
ramps and quadratics; in the torch session also against kornia's ``spatial_gradient``, ``sobel``
and ``laplacian``. Bad input and gradients."""

import ivy_vision as iv
import numpy as np
import pytest
from _helpers import BACKEND, DTYPES, B, H, W, check_gradient, close, raises_value_error, run
from scipy import ndimage

RNG = np.random.default_rng(31)
IMG = RNG.normal(size=(B, H, W, 2))
D = np.array([-1.0, 0.0, 1.0])
# x kernels [kH, kW] (the y kernel is the transpose), and the normalised divisors
FIRST = {"sobel": (np.outer([1.0, 2.0, 1.0], D), 8.0), "scharr": (np.outer([3.0, 10.0, 3.0], D), 32.0),
         "diff": (np.outer([0.0, 1.0, 0.0], D), 2.0)}
SB2 = np.array([1.0, 2.0, 0.0, -2.0, -1.0])
SECOND = {"sobel": (np.outer([1.0, 4.0, 6.0, 4.0, 1.0], [1.0, 0.0, -2.0, 0.0, 1.0]), np.outer(SB2, SB2),
                    64.0, 64.0),
          "diff": (np.outer([0.0, 1.0, 0.0], [1.0, -2.0, 1.0]), np.outer([1.0, 0.0, -1.0], [1.0, 0.0, -1.0]),
                   1.0, 4.0)}
BORDERS = ("mirror", "reflect", "nearest", "constant", "wrap")


def corr(img, kernel, mode="nearest"):
    """Correlate each ``[H, W]`` plane of ``img [..., H, W, C]`` with ``kernel [kH, kW]``."""
    k = kernel.reshape((1,) * (img.ndim - 3) + kernel.shape + (1,))
    return ndimage.correlate(img, k, mode=mode, cval=0.0)


def ref_gradient(img, mode, order, normalized):
    if order == 1:
        k, div = FIRST[mode]
        div = div if normalized else 1.0
        return np.stack([corr(img, k) / div, corr(img, k.T) / div], -1)
    kxx, kxy, dxx, dxy = SECOND[mode]
    dxx, dxy = (dxx, dxy) if normalized else (1.0, 1.0)
    return np.stack([corr(img, kxx) / dxx, corr(img, kxy) / dxy, corr(img, kxx.T) / dxx], -1)


def ref_laplacian(img, ky, kx, border, normalized):
    k = np.ones((ky, kx))
    k[ky // 2, kx // 2] = 1 - ky * kx
    return corr(img, k / (2 * (ky * kx - 1)) if normalized else k, border)


def f64(a, dtype):
    return a.astype(dtype).astype(float)


# (one jax.jit-compiled call per test and dtype on JAX: each run() compiles once)
CASES = [(m, o, n) for m, o in (("sobel", 1), ("scharr", 1), ("diff", 1), ("sobel", 2), ("diff", 2))
         for n in (True, False)]


@pytest.mark.parametrize("dtype", DTYPES)
def test_spatial_gradient(dtype):
    got = run(lambda x: tuple(iv.spatial_gradient(x, m, o, n) for m, o, n in CASES), IMG.astype(dtype))
    for g, (mode, order, normalized) in zip(got, CASES, strict=True):
        assert g.shape == IMG.shape + (2 if order == 1 else 3,)
        close(g, ref_gradient(f64(IMG, dtype), mode, order, normalized), dtype)


def test_sobel_equals_scipy_sobel():
    got = run(iv.spatial_gradient, IMG, "sobel", 1, False)
    for b in range(B):
        for c in range(IMG.shape[-1]):
            plane = IMG[b, ..., c]
            close(got[b, ..., c, 0], ndimage.sobel(plane, axis=1, mode="nearest"), "float64")
            close(got[b, ..., c, 1], ndimage.sobel(plane, axis=0, mode="nearest"), "float64")


def test_derivatives_of_polynomials():
    """Normalised, away from the border: exact on linear images (order 1) and quadratics (order 2)."""
    vv, uu = np.mgrid[0:H, 0:W].astype(float)
    lin = (2.0 * uu - 3.0 * vv + 1.0)[..., None]
    quad = (0.5 * uu ** 2 + 2.0 * uu * vv - 1.5 * vv ** 2 + uu)[..., None]
    first, second = ("sobel", "scharr", "diff"), ("sobel", "diff")
    got = iter(run(lambda a, q: tuple(iv.spatial_gradient(a, m) for m in first)
                   + tuple(iv.spatial_gradient(q, m, 2) for m in second), lin, quad))
    for _ in first:
        close(next(got)[1:-1, 1:-1, 0], np.broadcast_to([2.0, -3.0], (H - 2, W - 2, 2)), "float64")
    for r in (2, 1):  # the kernel radius of sobel, diff
        close(next(got)[r:-r, r:-r, 0], np.broadcast_to([1.0, 2.0, -3.0], (H - 2 * r, W - 2 * r, 3)),
              "float64")


@pytest.mark.parametrize("dtype", DTYPES)
def test_sobel(dtype):
    norm, raw = run(lambda x: (iv.sobel(x), iv.sobel(x, False, 0.0)), IMG.astype(dtype))
    g = ref_gradient(f64(IMG, dtype), "sobel", 1, True)
    close(norm, np.sqrt(g[..., 0] ** 2 + g[..., 1] ** 2 + 1e-6), dtype)
    g = ref_gradient(f64(IMG, dtype), "sobel", 1, False)
    close(raw, np.hypot(g[..., 0], g[..., 1]), dtype)


LAPLACIAN_CASES = [(b, s, True) for b in BORDERS for s in (3, (3, 5))] + [("mirror", 5, False),
                                                                        ("nearest", (1, 3), False)]


@pytest.mark.parametrize("dtype", DTYPES)
def test_laplacian(dtype):
    got = run(lambda x: tuple(iv.laplacian(x, s, b, n) for b, s, n in LAPLACIAN_CASES), IMG.astype(dtype))
    for g, (border, size, normalized) in zip(got, LAPLACIAN_CASES, strict=True):
        ky, kx = (size, size) if isinstance(size, int) else size
        close(g, ref_laplacian(f64(IMG, dtype), ky, kx, border, normalized), dtype)


def test_bad_input():
    raises_value_error(iv.spatial_gradient, IMG[0, 0], match=r"image of shape \[\.\.\., n, n, n\]")
    raises_value_error(iv.spatial_gradient, IMG, "prewitt", match="unknown mode")
    raises_value_error(iv.spatial_gradient, IMG, "sobel", 3, match="unknown order")
    raises_value_error(iv.spatial_gradient, IMG, "scharr", 2, match="order 2")
    raises_value_error(iv.sobel, IMG, eps=-1.0, match="eps")
    raises_value_error(iv.sobel, IMG[..., 0, 0], match="image")
    raises_value_error(iv.laplacian, IMG, 4, match="kernel_size")
    raises_value_error(iv.laplacian, IMG, 1, match="all-zero")
    raises_value_error(iv.laplacian, IMG, (3, 3, 3), match="kernel_size")
    raises_value_error(iv.laplacian, IMG, True, match="kernel_size")
    raises_value_error(iv.laplacian, IMG, 3, border="reflection",
                       match="unknown border")  # ("replicate": an alias now)
    raises_value_error(iv.laplacian, IMG[:, :0], 3, match="non-empty")


def test_gradients():
    img = IMG[:, :4, :5]
    check_gradient(lambda x: iv.spatial_gradient(x, "diff", 2), [img])
    check_gradient(iv.sobel, [img])
    check_gradient(lambda x: iv.laplacian(x, 3, "mirror"), [img])


if BACKEND == "torch":  # kornia is a PyTorch library (installed in the torch session only)
    import kornia
    import torch

    KB = {"mirror": "reflect", "nearest": "replicate", "constant": "constant", "wrap": "circular"}

    def nchw(a, dtype):
        return torch.from_numpy(a.astype(dtype)).permute(0, 3, 1, 2)

    @pytest.mark.parametrize("dtype", DTYPES)
    def test_kornia(dtype):
        img = nchw(IMG, dtype)
        for mode, order in (("sobel", 1), ("diff", 1), ("sobel", 2), ("diff", 2)):
            for normalized in (True, False):
                ref = kornia.filters.spatial_gradient(img, mode, order, normalized)  # [B, C, k, H, W]
                got = iv.spatial_gradient(torch.from_numpy(IMG.astype(dtype)), mode, order, normalized)
                close(got.numpy(), ref.permute(0, 3, 4, 1, 2).numpy(), dtype)
        for normalized in (True, False):
            ref = kornia.filters.sobel(img, normalized)
            got = iv.sobel(torch.from_numpy(IMG.astype(dtype)), normalized)
            close(got.numpy(), ref.permute(0, 2, 3, 1).numpy(), dtype)
        for border, kb in KB.items():
            for size in (3, 5, (3, 5)):
                ref = kornia.filters.laplacian(img, size, kb)
                got = iv.laplacian(torch.from_numpy(IMG.astype(dtype)), size, border)
                close(got.numpy(), ref.permute(0, 2, 3, 1).numpy(), dtype)
