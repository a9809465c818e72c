"""Optical flow against NumPy references written here: flow from depth (pixel loops), depth
from flow (both triangulations recover the depth), projection onto epipolar lines, the FlowNet
cost volume (loops over displacements) and scene flow (per-pixel transforms); bad input and
gradients."""

import ivy_vision as iv
import numpy as np
import pytest
from _helpers import DTYPES, B, H, W, check_gradient, close, raises_value_error, run
from _scenes import calib_mats, depths, ext_mats, inv_ext, two_cameras

RNG = np.random.default_rng(6)
K1, K2, E1, E2 = two_cameras(RNG)
E2[:, :, 3] += np.array([-0.8, 0.1, 0.0])  # a clear baseline
D = depths(RNG)


def ref_flow(d, k1, e1, k2, e2):
    out = np.zeros(d.shape[:-1] + (2,))
    for b in range(d.shape[0]):
        for i in range(d.shape[1]):
            for j in range(d.shape[2]):
                cam1 = d[b, i, j, 0] * np.linalg.inv(k1[b]) @ [j, i, 1.0]
                world = inv_ext(e1[b])[:, :3] @ cam1 + inv_ext(e1[b])[:, 3]
                p = k2[b] @ (e2[b][:, :3] @ world + e2[b][:, 3])
                out[b, i, j] = p[:2] / p[2] - [j, i]
    return out


@pytest.mark.parametrize("dtype", DTYPES)
def test_depth_to_flow_and_back(dtype):
    cams = [m.astype(dtype) for m in (K1, E1, K2, E2)]
    flow = run(iv.depth_to_optical_flow, D.astype(dtype), *cams)
    ref = ref_flow(D, K1, E1, K2, E2)
    close(flow, ref, dtype, rtol={"float32": 2e-5, "float64": 1e-10}[dtype])
    tol = {"float32": 2e-3, "float64": 1e-7}[dtype]  # triangulation: error / baseline
    for method in ("midpoint", "dlt"):
        depth = run(iv.optical_flow_to_depth, ref.astype(dtype), *cams, method=method)
        close(depth, D, dtype, rtol=tol)
    # behind camera 2: nan
    e2 = E2.copy()
    e2[0, :, 3] += np.array([0.0, 0.0, -20.0])
    flow = run(iv.depth_to_optical_flow, D.astype(dtype), cams[0], cams[1], cams[2], e2.astype(dtype))
    assert np.isnan(flow[0]).all() and np.isfinite(flow[1]).all()


@pytest.mark.parametrize("dtype", DTYPES)
def test_epipolar_projection(dtype):
    f = run(iv.fundamental_matrix, *[m.astype(dtype) for m in (K1, E1, K2, E2)]).astype(float)
    flow = ref_flow(D, K1, E1, K2, E2) + RNG.normal(size=(B, H, W, 2)) * 0.3
    got = run(iv.project_flow_onto_epipolar_lines, flow.astype(dtype), f.astype(dtype))
    vv, uu = np.mgrid[0:H, 0:W]
    ref = np.zeros_like(flow)
    for b in range(B):
        for i in range(H):
            for j in range(W):
                a, bb, c = f[b] @ [j, i, 1.0]
                x = np.array([j, i]) + flow[b, i, j]
                # the foot of the perpendicular from x to the line a u + b v + c = 0
                n = np.array([a, bb])
                ref[b, i, j] = x - (n @ x + c) / (n @ n) * n - [j, i]
    close(got, ref, dtype, rtol={"float32": 5e-5, "float64": 1e-9}[dtype])
    x2 = np.concatenate([np.stack([uu, vv], -1) + got.astype(float), np.ones((B, H, W, 1))], -1)
    x1 = np.concatenate([np.stack([uu, vv], -1), np.ones((H, W, 1))], -1)
    resid = np.einsum("bhwi,bij,hwj->bhw", x2, f, x1)
    assert np.abs(resid).max() < 1e-3 * np.abs(f).max()


@pytest.mark.parametrize("dtype", DTYPES)
def test_cost_volume(dtype):
    f1, f2 = RNG.normal(size=(B, H, W, 3)), RNG.normal(size=(B, H, W, 3))
    d = 2
    got = run(iv.cost_volume, f1.astype(dtype), f2.astype(dtype), d)
    ref = np.zeros((B, H, W, (2 * d + 1) ** 2))
    for i in range(H):
        for j in range(W):
            k = 0
            for dy in range(-d, d + 1):
                for dx in range(-d, d + 1):
                    if 0 <= i + dy < H and 0 <= j + dx < W:
                        ref[:, i, j, k] = (f1[:, i, j] * f2[:, i + dy, j + dx]).mean(-1)
                    k += 1
    close(got, ref, dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_scene_flow(dtype):
    coords = RNG.normal(size=(B, H, W, 3))
    ids = RNG.integers(0, 3, (B, H, W))
    t = np.concatenate([ext_mats(RNG, B * 3, angle=0.5)[:, :, :3],
                        RNG.normal(size=(B * 3, 3, 1))], -1).reshape(B, 3, 3, 4)
    got = run(iv.scene_flow_from_object_transforms, coords.astype(dtype), ids, t.astype(dtype))
    ref = np.zeros_like(coords)
    for b, i, j in np.ndindex(B, H, W):
        m = t[b, ids[b, i, j]]
        ref[b, i, j] = m[:, :3] @ coords[b, i, j] + m[:, 3] - coords[b, i, j]
    close(got, ref, dtype)


def test_bad_input():
    raises_value_error(iv.depth_to_optical_flow, D[..., 0], K1, E1, K2, E2, match="depth1")
    raises_value_error(iv.depth_to_optical_flow, D, K1, E1, calib_mats(RNG, 3), E2, match="do not broadcast")
    raises_value_error(iv.cost_volume, D, D[:, :-1], 1, match="differ in shape")
    raises_value_error(iv.cost_volume, D, D, -1, match="max_displacement")
    raises_value_error(iv.scene_flow_from_object_transforms, np.ones((B, 4, 3)), np.zeros((B, 5), int),
                       np.ones((B, 2, 3, 4)), match="object_ids")
    ids = np.zeros((B, 4), int)
    ids[0, 1] = 2  # two transforms: ids 0 and 1 only
    raises_value_error(iv.scene_flow_from_object_transforms, np.ones((B, 4, 3)), ids,
                       np.ones((B, 2, 3, 4)), match="must index the 2 transforms")
    raises_value_error(iv.project_flow_onto_epipolar_lines, np.ones((B, H, W, 2)), np.ones((B, 3, 4)),
                       match="fundamental_mat")


def test_gradients():
    d = D[:, :3, :4]
    check_gradient(lambda x, *c: iv.depth_to_optical_flow(x, *c), [d, K1, E1, K2, E2], wrt=0)
    check_gradient(lambda x, *c: iv.depth_to_optical_flow(x, *c), [d, K1, E1, K2, E2], wrt=4)
    flow = ref_flow(d, K1, E1, K2, E2)
    check_gradient(lambda x, *c: iv.optical_flow_to_depth(x, *c), [flow, K1, E1, K2, E2], wrt=0, rtol=1e-4)
    f = RNG.normal(size=(B, 3, 3))
    check_gradient(iv.project_flow_onto_epipolar_lines, [flow, f], wrt=1, rtol=1e-4)
    f1, f2 = RNG.normal(size=(B, 3, 4, 2)), RNG.normal(size=(B, 3, 4, 2))
    check_gradient(lambda a, b: iv.cost_volume(a, b, 1), [f1, f2], wrt=1)
    coords, ids = RNG.normal(size=(B, 3, 4, 3)), RNG.integers(0, 2, (B, 3, 4))
    t = RNG.normal(size=(B, 2, 3, 4))
    check_gradient(iv.scene_flow_from_object_transforms, [coords, ids, t], wrt=2)
