"""Warping against SciPy and NumPy: bilinear resampling vs scipy.ndimage.map_coordinates (order 1,
modes grid-constant / nearest / mirror for zeros / border / reflection), flow and depth warps,
forward warping vs numpy.add.at / numpy.minimum.at; bad input and gradients."""

import ivy_vision as iv
import numpy as np
import pytest
from _helpers import DTYPES, B, H, W, check_gradient, close, raises_value_error, run
from _scenes import calib_mats, depths, ext_mats, inv_ext
from scipy.ndimage import map_coordinates

RNG = np.random.default_rng(4)
C = 2
IMG = RNG.normal(size=(B, H, W, C))
MODES = {"zeros": "grid-constant", "border": "nearest", "reflection": "mirror"}


def ref_sample(img, coords, border):
    """``img [B, H, W, C]`` at ``coords [B, *S, 2]`` ([u, v]) by map_coordinates."""
    out = np.zeros(coords.shape[:-1] + (img.shape[-1],))
    for b in range(img.shape[0]):
        rc = [coords[b, ..., 1], coords[b, ..., 0]]
        for c in range(img.shape[-1]):
            out[b, ..., c] = map_coordinates(img[b, ..., c], rc, order=1, mode=MODES[border], cval=0.0)
    return out


def off_integer(x):
    """Keep coordinates 0.01 away from integers (the interpolation's kinks, for gradients)."""
    f = x - np.floor(x)
    return np.floor(x) + np.clip(f, 0.01, 0.99)


@pytest.mark.parametrize("border", list(MODES))
@pytest.mark.parametrize("dtype", DTYPES)
def test_bilinear_resample(border, dtype):
    coords = np.stack([RNG.uniform(-2.5, W + 1.5, (B, 5, 4)), RNG.uniform(-2.5, H + 1.5, (B, 5, 4))], -1)
    coords[0, 0, :3] = [[0.0, 0.0], [W - 1.0, H - 1.0], [2.0, 3.0]]  # corners and a pixel centre
    got = run(iv.bilinear_resample, IMG.astype(dtype), coords.astype(dtype), border)
    close(got, ref_sample(IMG, coords.astype(dtype).astype(float), border), dtype)
    # nan coordinates (points behind a camera) sample nan
    coords[1, 2, 3] = np.nan
    got = run(iv.bilinear_resample, IMG.astype(dtype), coords.astype(dtype), border)
    assert np.isnan(got[1, 2, 3]).all() and np.isfinite(got[0]).all()


@pytest.mark.parametrize("dtype", DTYPES)
def test_warp_with_flow(dtype):
    flow = RNG.normal(size=(B, H, W, 2)) * 1.5
    got = run(iv.warp_with_flow, IMG.astype(dtype), flow.astype(dtype), "border")
    vv, uu = np.mgrid[0:H, 0:W]
    grid = np.stack([uu, vv], -1)
    close(got, ref_sample(IMG, grid + flow.astype(dtype).astype(float), "border"), dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_inverse_warp(dtype):
    k1, k2, e1, e2 = calib_mats(RNG), calib_mats(RNG), ext_mats(RNG), ext_mats(RNG)
    d = depths(RNG)
    args = [a.astype(dtype) for a in (IMG, d, k1, e1, k2, e2)]
    got = run(iv.inverse_warp, *args, border="zeros")
    d, k1, e1, k2, e2 = (a.astype(float) for a in args[1:])
    vv, uu = np.mgrid[0:H, 0:W]
    pix = np.stack([uu, vv, np.ones_like(uu)], -1).astype(float)
    ref = []
    for b in range(B):  # pixel -> camera 1 -> world -> camera 2 -> pixel, per batch element
        cam1 = d[b] * (pix @ np.linalg.inv(k1[b]).T)
        world = cam1 @ inv_ext(e1[b])[:, :3].T + inv_ext(e1[b])[:, 3]
        p2 = (world @ e2[b][:, :3].T + e2[b][:, 3]) @ k2[b].T
        ref.append(ref_sample(IMG[b:b + 1], (p2[..., :2] / p2[..., 2:])[None], "zeros")[0])
    close(got, np.stack(ref), dtype, rtol={"float32": 2e-5, "float64": 1e-10}[dtype])


def quantize_reference(px, feats, dep, h, w):
    """np.add.at for sums and counts; np.minimum.at for the depth buffer, then the features of
    the point whose depth is the minimum (depths are distinct)."""
    px = np.nan_to_num(px, nan=-10.0)  # nan: outside
    col, row = np.floor(px[..., 0] + 0.5).astype(int), np.floor(px[..., 1] + 0.5).astype(int)
    ok = (col >= 0) & (col < w) & (row >= 0) & (row < h)
    s = np.zeros((B, h, w, feats.shape[-1]))
    n = np.zeros((B, h, w, 1))
    dm = np.full((B, h, w), np.inf)
    for b in range(B):
        np.add.at(s[b], (row[b][ok[b]], col[b][ok[b]]), feats[b][ok[b]])
        np.add.at(n[b], (row[b][ok[b]], col[b][ok[b]]), 1.0)
        np.minimum.at(dm[b], (row[b][ok[b]], col[b][ok[b]]), dep[b][ok[b]][:, 0])
    fm = np.zeros_like(s)
    for b in range(B):
        for i in np.flatnonzero(ok[b]):
            if dep[b, i, 0] == dm[b, row[b, i], col[b, i]]:
                fm[b, row[b, i], col[b, i]] = feats[b, i]
    return s, n, np.where(np.isinf(dm), 0.0, dm)[..., None], fm


@pytest.mark.parametrize("dtype", DTYPES)
def test_quantize_to_image(dtype):
    n = 60
    px = np.stack([RNG.uniform(-1, W, (B, n)), RNG.uniform(-1, H, (B, n))], -1)
    px = np.floor(px) + np.clip(px - np.floor(px), 0.02, 0.98)  # away from the rounding edge
    px[0, 0] = np.nan
    feats = RNG.normal(size=(B, n, C))
    dep = RNG.permutation(np.linspace(1.0, 5.0, B * n)).reshape(B, n, 1)
    s, cnt, dm, fm = quantize_reference(px, feats, dep, H, W)
    args = [a.astype(dtype) for a in (px, feats)]
    img, dimg, counts = run(iv.quantize_to_image, *args, (H, W))
    assert dimg is None
    close(img, s, dtype)
    close(counts, cnt, dtype)
    img, dimg, counts = run(iv.quantize_to_image, *args, (H, W), fusion="min", depth=dep.astype(dtype))
    close(img, fm, dtype)
    close(dimg, dm, dtype)
    close(counts, cnt, dtype)


def test_bad_input():
    coords = RNG.uniform(0, 3, (B, 4, 2))
    raises_value_error(iv.bilinear_resample, IMG, coords, "wrap", match="unknown border")
    raises_value_error(iv.bilinear_resample, IMG, coords[:1], match="batch dimensions differ")
    raises_value_error(iv.bilinear_resample, IMG, coords[..., :1], match="sample_coords")
    raises_value_error(iv.warp_with_flow, IMG, np.ones((B, H, W, 3)), match="flow")
    raises_value_error(iv.quantize_to_image, coords, np.ones((B, 4, 1)), (H, W), fusion="min",
                       match="needs depth")
    raises_value_error(iv.quantize_to_image, coords, np.ones((B, 5, 1)), (H, W), match="features")
    k = calib_mats(RNG)
    k[0, 1, 1] = 0
    raises_value_error(iv.inverse_warp, IMG, depths(RNG), k, ext_mats(RNG), calib_mats(RNG),
                       ext_mats(RNG), match="singular")


def test_gradients():
    img = IMG[:, :4, :5]
    coords = off_integer(np.stack([RNG.uniform(-1.5, 5.5, (B, 6)), RNG.uniform(-1.5, 4.5, (B, 6))], -1))
    for border in MODES:
        check_gradient(lambda i, c, m=border: iv.bilinear_resample(i, c, m), [img, coords], wrt=0)
        check_gradient(lambda i, c, m=border: iv.bilinear_resample(i, c, m), [img, coords], wrt=1)
    flow = off_integer(RNG.normal(size=(B, 4, 5, 2)) * 1.5)
    check_gradient(lambda i, f: iv.warp_with_flow(i, f, "reflection"), [img, flow], wrt=1)
    k1, k2, e1, e2 = calib_mats(RNG, h=4, w=5), calib_mats(RNG, h=4, w=5), ext_mats(RNG), ext_mats(RNG)
    d = depths(RNG, h=4, w=5)
    for wrt in (0, 1, 4):  # image, depth, camera 2's calibration
        check_gradient(lambda *a: iv.inverse_warp(*a, border="border"), [img, d, k1, e1, k2, e2],
                       wrt=wrt, rtol=1e-4)
    px = off_integer(RNG.uniform(-0.4, 3.4, (B, 10, 2)))
    feats, dep = RNG.normal(size=(B, 10, C)), RNG.uniform(1, 5, (B, 10, 1))
    check_gradient(lambda p, f, d: iv.quantize_to_image(p, f, (4, 4), fusion="min", depth=d)[0],
                   [px, feats, dep], wrt=1)
    check_gradient(lambda p, f, d: iv.quantize_to_image(p, f, (4, 4), fusion="min", depth=d)[1],
                   [px, feats, dep], wrt=2)
    check_gradient(lambda p, f: iv.quantize_to_image(p, f, (4, 4))[0], [px, feats], wrt=1)
