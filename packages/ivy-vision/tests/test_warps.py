"""Image warps against a NumPy loop: ``warp_perspective`` and ``warp_affine`` (every mode and
border) are, per output pixel, the NumPy inverse of the matrix applied to the pixel and the
sample there (``test_sampling.ref_resample``, itself checked against SciPy); closed forms (a
shift, the identity); broadcasting; gradients; bad input. kornia's warps are the reference of
``test_kornia.py`` (torch session)."""

import ivy_vision as iv
import numpy as np
import pytest
from _helpers import DTYPES, B, H, W, check_gradient, close, raises_value_error, run
from test_sampling import ref_resample

RNG = np.random.default_rng(31)
C = 2
IMG = RNG.normal(size=(B, H, W, C))
OUT = (5, 7)


def homographies(n=B):
    """Near-identity homographies (a little perspective) about the image centre."""
    hs = np.eye(3) + RNG.normal(0, 0.08, (n, 3, 3)) * np.array([[1, 1, 10], [1, 1, 10], [0.01, 0.01, 0]])
    return hs


def affines(n=B):
    ang, s = RNG.uniform(-0.4, 0.4, n), RNG.uniform(0.8, 1.2, n)
    a = np.stack([np.stack([s * np.cos(ang), -s * np.sin(ang)], -1),
                  np.stack([s * np.sin(ang), s * np.cos(ang)], -1)], -2)
    return np.concatenate([a, RNG.normal(0, 1.5, (n, 2, 1))], -1)


def ref_coords(mat, out_size):
    """The source pixel of each output pixel, ``[B, h * w, 2]``, by NumPy's inverse."""
    h, w = out_size
    vv, uu = np.mgrid[0:h, 0:w]
    grid = np.stack([uu, vv, np.ones_like(uu)], -1).reshape(-1, 3).astype(float)
    full = mat if mat.shape[-2] == 3 else np.concatenate(
        [mat, np.broadcast_to([0.0, 0.0, 1.0], mat.shape[:-2] + (1, 3))], -2)
    q = grid @ np.swapaxes(np.linalg.inv(full), -1, -2)
    return q[..., :2] / q[..., 2:]


def ref_warp(img, mat, out_size, mode, border):
    coords = ref_coords(mat, out_size)
    if mode == "bilinear":
        from test_warping import ref_sample
        out = ref_sample(img, coords, border)
    else:
        out = ref_resample(img, coords, mode, border)
    return out.reshape(img.shape[0], *out_size, img.shape[-1])


@pytest.mark.parametrize("mode", ["nearest", "bilinear", "bicubic"])
@pytest.mark.parametrize("border", ["zeros", "border", "reflection"])
@pytest.mark.parametrize("dtype", DTYPES)
def test_warp_perspective(mode, border, dtype):
    hs = homographies()
    got = run(iv.warp_perspective, IMG.astype(dtype), hs.astype(dtype), OUT, mode, border)
    ref = ref_warp(IMG.astype(dtype).astype(float), hs.astype(dtype).astype(float), OUT, mode, border)
    close(got, ref, dtype, rtol=1e-4 if dtype == "float32" else None)


@pytest.mark.parametrize("mode", ["nearest", "bilinear", "bicubic"])
@pytest.mark.parametrize("dtype", DTYPES)
def test_warp_affine(mode, dtype):
    a = affines()
    for border in ("zeros", "reflection"):
        got = run(iv.warp_affine, IMG.astype(dtype), a.astype(dtype), OUT, mode, border)
        ref = ref_warp(IMG.astype(dtype).astype(float), a.astype(dtype).astype(float), OUT, mode, border)
        close(got, ref, dtype, rtol=1e-4 if dtype == "float32" else None)


def test_closed_forms_and_broadcasting():
    # identity: the image itself (bicubic interpolates: exact at pixel centres)
    for mode in ("nearest", "bilinear", "bicubic"):
        close(run(iv.warp_perspective, IMG, np.eye(3), (H, W), mode), IMG, "float64")
        close(run(iv.warp_affine, IMG, np.eye(2, 3), (H, W), mode), IMG, "float64")
    # an integer shift: u' = u + 2, v' = v - 1
    shift = np.array([[1.0, 0.0, 2.0], [0.0, 1.0, -1.0]])
    got = run(iv.warp_affine, IMG, shift, (H, W), "bicubic", "zeros")
    ref = np.zeros_like(IMG)
    ref[:, :H - 1, 2:] = IMG[:, 1:, :W - 2]
    close(got, ref, "float64")
    # one matrix for the batch == the matrix repeated; one image, several matrices
    hs = homographies()
    one = run(iv.warp_perspective, IMG, hs[0], OUT)
    rep = run(iv.warp_perspective, IMG, np.broadcast_to(hs[0], (B, 3, 3)).copy(), OUT)
    close(one, rep, "float64")
    many = run(iv.warp_perspective, IMG[0], hs, OUT)
    close(many, run(iv.warp_perspective, np.broadcast_to(IMG[0], IMG.shape).copy(), hs, OUT), "float64")
    # several batch dimensions
    a = affines()
    got = run(iv.warp_affine, IMG.reshape(1, B, H, W, C), a.reshape(1, B, 2, 3), OUT, "bicubic", "border")
    close(got[0], run(iv.warp_affine, IMG, a, OUT, "bicubic", "border"), "float64")


def test_gradients():
    img = IMG[:, :4, :5]
    hs = homographies()
    for mode in ("bilinear", "bicubic"):
        def fn(i, m, md=mode):
            return iv.warp_perspective(i, m, (3, 4), md, "border")
        check_gradient(fn, [img, hs], wrt=0)
        check_gradient(fn, [img, hs], wrt=1, rtol=1e-4, atol=1e-5)
    a = affines()
    check_gradient(lambda i, m: iv.warp_affine(i, m, (3, 4), "bilinear", "reflection"), [img, a], wrt=0)
    check_gradient(lambda i, m: iv.warp_affine(i, m, (3, 4), "bilinear", "reflection"), [img, a], wrt=1,
                   rtol=1e-4, atol=1e-5)


def test_bad_input():
    raises_value_error(iv.warp_perspective, IMG, np.eye(2, 3), OUT, match="homography")
    raises_value_error(iv.warp_affine, IMG, np.eye(3), OUT, match="matrix")
    raises_value_error(iv.warp_affine, IMG, np.eye(2, 3)[None].repeat(3, 0), OUT,
                       match="batch dimensions do not broadcast")
    raises_value_error(iv.warp_affine, IMG, np.eye(2, 3), (0, 3), match="out_size")
    raises_value_error(iv.warp_affine, IMG, np.eye(2, 3), OUT, "cubic", match="unknown mode")
    raises_value_error(iv.warp_perspective, IMG, np.eye(3), OUT, "bilinear", "reflect",
                       match="unknown border")
