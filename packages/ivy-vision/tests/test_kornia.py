"""ivy_vision against kornia (PyTorch only: collected in the torch session, see conftest.py):
pixel grids, project / unproject, depth -> 3-D, point transforms, remap (bilinear, three border
modes), warp_frame_depth, the fundamental matrix (up to scale and sign) and DLT triangulation.

kornia is channel-first (NCHW): images are permuted here. Its remap and warp_frame_depth use
``grid_sample(align_corners=True)``: pixel centres at integer coordinates, as in ivy_vision."""

import ivy_vision as iv
import kornia
import numpy as np
import pytest
import torch
from _helpers import DTYPES, B, H, W, close
from _scenes import calib_mats, depths, ext_mats

RNG = np.random.default_rng(10)
TOL = {"float32": 1e-5, "float64": 1e-10}


def t(a, dtype):
    return torch.from_numpy(np.asarray(a, dtype=dtype).copy())


def homo(e):
    out = np.zeros(e.shape[:-2] + (4, 4))
    out[..., :3, :] = e
    out[..., 3, 3] = 1
    return out


@pytest.mark.parametrize("dtype", DTYPES)
def test_pixel_grid(dtype):
    import ivy
    with ivy.use("torch"):
        got = iv.create_uniform_pixel_coords_image((H, W), (1,), homogeneous=False, dtype=dtype)
    ref = kornia.geometry.create_meshgrid(H, W, normalized_coordinates=False, dtype=getattr(torch, dtype))
    close(got.numpy(), ref.numpy(), dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_project_unproject_depth_transform(dtype):
    k = calib_mats(RNG)
    pts = RNG.normal(size=(B, 7, 3)) + np.array([0, 0, 4.0])
    ref = kornia.geometry.camera.project_points(t(pts, dtype), t(k, dtype)[:, None])
    close(iv.cam_to_pixel_coords(t(pts, dtype), t(k, dtype)).numpy(), ref.numpy(), dtype)
    px, dep = RNG.uniform(0, W, (B, 7, 2)), RNG.uniform(1, 5, (B, 7, 1))
    ref = kornia.geometry.camera.unproject_points(t(px, dtype), t(dep, dtype), t(k, dtype)[:, None])
    close(iv.pixel_to_cam_coords(t(px, dtype), t(dep, dtype), t(k, dtype)).numpy(), ref.numpy(), dtype)
    d = depths(RNG)
    ref = kornia.geometry.depth.depth_to_3d_v2(t(d[..., 0], dtype), t(k, dtype))
    close(iv.depth_to_cam_coords(t(d, dtype), t(k, dtype)).numpy(), ref.numpy(), dtype)
    e = ext_mats(RNG)
    ref = kornia.geometry.linalg.transform_points(t(homo(e), dtype), t(pts, dtype))
    close(iv.world_to_cam_coords(t(pts, dtype), t(e, dtype)).numpy(), ref.numpy(), dtype)


@pytest.mark.parametrize("border", ["zeros", "border", "reflection"])
@pytest.mark.parametrize("dtype", DTYPES)
def test_remap(border, dtype):
    img = RNG.normal(size=(B, H, W, 3))
    # inside and up to 2 pixels beyond the image (kornia's reflection folds once, like grid_sample)
    mx, my = RNG.uniform(-2, W + 1, (B, H, W)), RNG.uniform(-2, H + 1, (B, H, W))
    ref = kornia.geometry.transform.remap(t(img, dtype).permute(0, 3, 1, 2), t(mx, dtype), t(my, dtype),
                                          padding_mode=border, align_corners=True)
    got = iv.bilinear_resample(t(img, dtype), t(np.stack([mx, my], -1), dtype), border)
    close(got.numpy(), ref.permute(0, 2, 3, 1).numpy(), dtype, rtol=TOL[dtype] * 4)


@pytest.mark.parametrize("dtype", DTYPES)
def test_warp_frame_depth(dtype):
    img, d, k = RNG.normal(size=(B, H, W, 2)), depths(RNG), calib_mats(RNG)
    src_trans_dst = ext_mats(RNG)
    nchw = [t(a, dtype).permute(0, 3, 1, 2) for a in (img, d)]
    ref = kornia.geometry.depth.warp_frame_depth(*nchw, t(homo(src_trans_dst), dtype), t(k, dtype))
    ident = np.broadcast_to(np.eye(3, 4), (B, 3, 4))
    got = iv.inverse_warp(t(img, dtype), t(d, dtype), t(k, dtype), t(ident, dtype), t(k, dtype),
                          t(src_trans_dst, dtype))
    close(got.numpy(), ref.permute(0, 2, 3, 1).numpy(), dtype, rtol=TOL[dtype] * 4)


@pytest.mark.parametrize("dtype", DTYPES)
def test_fundamental_and_triangulation(dtype):
    k1, k2, e1, e2 = calib_mats(RNG), calib_mats(RNG), ext_mats(RNG), ext_mats(RNG)
    e2[:, :, 3] += [-0.8, 0.1, 0.0]
    p1, p2 = k1 @ e1, k2 @ e2
    ref = kornia.geometry.epipolar.fundamental_from_projections(t(p1, dtype), t(p2, dtype)).numpy()
    got = iv.fundamental_matrix(t(k1, dtype), t(e1, dtype), t(k2, dtype), t(e2, dtype)).numpy()

    def unit(f):
        f = f / np.linalg.norm(f, axis=(-2, -1), keepdims=True)
        flat = f.reshape(len(f), -1)
        return f * np.sign(flat[np.arange(len(f)), np.abs(flat).argmax(-1)])[:, None, None]

    close(unit(got.astype(float)).astype(dtype), unit(ref.astype(float)), dtype, rtol=TOL[dtype] * 10)
    x1, x2 = RNG.uniform(0, W, (B, 5, 2)), RNG.uniform(0, H, (B, 5, 2))  # noisy: not corresponding
    ref = torch.stack([kornia.geometry.epipolar.triangulate_points(
        t(p1[b], dtype), t(p2[b], dtype), t(x1[b], dtype), t(x2[b], dtype), solver="svd") for b in range(B)])
    got = iv.triangulate_dlt(t(x1, dtype), t(x2, dtype), t(p1, dtype), t(p2, dtype))
    # the least singular vector of a 4x4 system: float32 ~ eps * condition number
    close(got.numpy(), ref.numpy(), dtype, rtol={"float32": 1e-3, "float64": 1e-8}[dtype])


# --- sampling modes and image warps (kornia / PyTorch only here; the NumPy-loop references of
# test_sampling.py and test_warps.py run on every backend) -----------------------------------
def grid_sample_ref(img, coords, mode, border, dtype):
    """``torch.nn.functional.grid_sample(align_corners=True)`` at pixel coordinates."""
    h, w = img.shape[1:3]
    g = np.stack([coords[..., 0] * 2 / (w - 1) - 1, coords[..., 1] * 2 / (h - 1) - 1], -1)
    out = torch.nn.functional.grid_sample(t(img, dtype).permute(0, 3, 1, 2), t(g, dtype)[:, None], mode=mode,
                                          padding_mode=border, align_corners=True)
    return out[:, :, 0].permute(0, 2, 1).numpy()


@pytest.mark.parametrize("mode", ["nearest", "bicubic"])
@pytest.mark.parametrize("border", ["zeros", "border", "reflection"])
@pytest.mark.parametrize("dtype", DTYPES)
def test_resample_vs_grid_sample(mode, border, dtype):
    img = RNG.normal(size=(B, H, W, 3))
    coords = np.stack([RNG.uniform(-2, W + 1, (B, 40)), RNG.uniform(-2, H + 1, (B, 40))], -1)
    # nearest: grid_sample rounds half-pixel ties to even, ivy_vision up: keep away from them
    frac = coords - np.floor(coords)
    coords = np.where(np.abs(frac - 0.5) < 0.01, coords + 0.05, coords)
    ref = grid_sample_ref(img, coords, mode, border, dtype)
    got = iv.resample(t(img, dtype), t(coords, dtype), mode, border)
    close(got.numpy(), ref, dtype, rtol=TOL[dtype] * 4)


@pytest.mark.parametrize("mode", ["nearest", "bilinear", "bicubic"])
@pytest.mark.parametrize("border", ["zeros", "border", "reflection"])
@pytest.mark.parametrize("dtype", DTYPES)
def test_warps_vs_kornia(mode, border, dtype):
    img = RNG.normal(size=(B, H, W, 3))
    hs = np.eye(3) + RNG.normal(0, 0.05, (B, 3, 3)) * np.array([[1, 1, 10], [1, 1, 10], [0.01, 0.01, 0]])
    ang = RNG.uniform(-0.3, 0.3, B)
    rot = np.stack([np.stack([np.cos(ang), -np.sin(ang)], -1), np.stack([np.sin(ang), np.cos(ang)], -1)], -2)
    aff = np.concatenate([rot, RNG.normal(0, 1, (B, 2, 1))], -1)
    nchw = t(img, dtype).permute(0, 3, 1, 2)
    out = (H + 1, W - 1)
    tol = {"float32": 1e-4, "float64": 1e-9}[dtype]  # kornia normalises the matrices first
    if mode == "nearest":  # away from ties (kornia's float rounding vs ours): compare most pixels
        tol = None
    for ivy_fn, kornia_fn, m in ((iv.warp_perspective, kornia.geometry.transform.warp_perspective, hs),
                                 (iv.warp_affine, kornia.geometry.transform.warp_affine, aff)):
        ref = kornia_fn(nchw, t(m, dtype), out, mode=mode, padding_mode=border, align_corners=True)
        ref = ref.permute(0, 2, 3, 1).numpy()
        got = ivy_fn(t(img, dtype), t(m, dtype), out, mode, border).numpy()
        if tol is None:
            assert np.mean(np.all(np.abs(got - ref) < 1e-4, -1)) > 0.99
        else:
            close(got, ref, dtype, rtol=tol)
