"""Coordinate chains against NumPy references written here (loops over pixels, closed forms):
depth <-> ds pixel <-> camera <-> world, projection with points behind the camera, radial depth,
ray vectors, spherical and angular pixel coordinates; bad input and gradients."""

import ivy_vision as iv
import numpy as np
import pytest
from _helpers import DTYPES, B, H, W, check_gradient, close, raises_value_error, run
from _scenes import calib_mats, depths, ext_mats, inv_ext

RNG = np.random.default_rng(1)
K = calib_mats(RNG)
E = ext_mats(RNG)
D = depths(RNG)


def ref_cam_coords(depth, k):
    """Loop over pixels: ``d K^-1 [j, i, 1]``."""
    out = np.zeros(depth.shape[:-1] + (3,))
    for b in range(depth.shape[0]):
        ki = np.linalg.inv(k[b])
        for i in range(depth.shape[1]):
            for j in range(depth.shape[2]):
                out[b, i, j] = depth[b, i, j, 0] * ki @ np.array([j, i, 1.0])
    return out


def ref_world(cam, e):
    return np.einsum("bij,bhwj->bhwi", inv_ext(e)[:, :, :3], cam) + inv_ext(e)[:, None, None, :, 3]


@pytest.mark.parametrize("dtype", DTYPES)
def test_depth_to_cam_and_world(dtype):
    cam_ref = ref_cam_coords(D, K)
    close(run(iv.depth_to_cam_coords, D.astype(dtype), K.astype(dtype)), cam_ref, dtype)
    world_ref = ref_world(cam_ref, E)
    close(run(iv.depth_to_world_coords, D.astype(dtype), K.astype(dtype), inv_ext(E).astype(dtype)),
          world_ref, dtype)
    # the chain of single steps gives the same
    ds = run(iv.depth_to_ds_pixel_coords, D.astype(dtype))
    cam = run(iv.ds_pixel_to_cam_coords, ds, np.linalg.inv(K).astype(dtype))
    close(cam, cam_ref, dtype)
    close(run(iv.cam_to_world_coords, cam, inv_ext(E).astype(dtype)), world_ref, dtype)
    imat = np.concatenate([inv_ext(E)[:, :, :3] @ np.linalg.inv(K), inv_ext(E)[:, :, 3:]], -1)
    close(run(iv.ds_pixel_to_world_coords, ds, imat.astype(dtype)), world_ref, dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_world_to_pixel_and_back(dtype):
    world = ref_world(ref_cam_coords(D, K), E)
    world[0, 0, 0] = inv_ext(E)[0, :, 3] - 2.0 * inv_ext(E)[0, :, 2]  # behind camera 0
    full = K @ E
    ds = run(iv.world_to_ds_pixel_coords, world.astype(dtype), full.astype(dtype))
    ds_ref = np.einsum("bij,bhwj->bhwi", full[:, :, :3], world) + full[:, None, None, :, 3]
    close(ds, ds_ref, dtype)
    px = run(iv.world_to_pixel_coords, world.astype(dtype), full.astype(dtype))
    vv, uu = np.mgrid[0:H, 0:W]
    ref = np.broadcast_to(np.stack([uu, vv], -1), (B, H, W, 2)).astype(float).copy()
    ref[0, 0, 0] = np.nan  # documented: nan behind the camera
    close(px, ref, dtype)
    assert np.isnan(px[0, 0, 0]).all() and np.isfinite(px[1]).all()
    cam = np.einsum("bij,bhwj->bhwi", E[:, :, :3], world) + E[:, None, None, :, 3]
    close(run(iv.world_to_cam_coords, world.astype(dtype), E.astype(dtype)), cam, dtype)
    close(run(iv.cam_to_pixel_coords, cam.astype(dtype), K.astype(dtype)), ref, dtype)
    close(run(iv.cam_to_ds_pixel_coords, cam.astype(dtype), K.astype(dtype)), ds_ref, dtype)
    close(run(iv.ds_pixel_to_pixel_coords, ds_ref.astype(dtype)), ref, dtype)
    back = run(iv.pixel_to_cam_coords, ref[1:].astype(dtype), cam[1:, ..., 2:].astype(dtype),
               K[1:].astype(dtype))
    close(back, cam[1:], dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_radial_depth_and_rays(dtype):
    cam = ref_cam_coords(D, K)
    radial = np.linalg.norm(cam, axis=-1, keepdims=True)
    close(run(iv.depth_to_radial_depth, D.astype(dtype), K.astype(dtype)), radial, dtype)
    close(run(iv.radial_depth_to_depth, radial.astype(dtype), K.astype(dtype)), D, dtype)
    world = ref_world(cam, E)
    centre = inv_ext(E)[:, None, None, :, 3]
    rays_ref = (world - centre) / np.linalg.norm(world - centre, axis=-1, keepdims=True)
    vv, uu = np.mgrid[0:H, 0:W]
    px = np.broadcast_to(np.stack([uu, vv], -1), (B, H, W, 2)).astype(dtype)
    close(run(iv.pixel_coords_to_world_ray_vectors, px, K.astype(dtype), inv_ext(E).astype(dtype)),
          rays_ref, dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_sphere_coords(dtype):
    cam = RNG.normal(size=(B, 5, 3))
    r = np.linalg.norm(cam, axis=-1)
    theta = np.arccos(cam[..., 2] / r)
    phi = np.arctan2(cam[..., 1], cam[..., 0])
    ref = np.stack([r, theta, phi], -1)
    sph = run(iv.cam_to_sphere_coords, cam.astype(dtype))
    close(sph, ref, dtype, rtol={"float32": 3e-5, "float64": 1e-10}[dtype])  # arccos near 0 / pi
    close(run(iv.sphere_to_cam_coords, ref.astype(dtype)), cam, dtype)
    ang = run(iv.sphere_to_angular_pixel_coords, ref.astype(dtype), 2.0)
    ang_ref = np.stack([np.degrees(phi + np.pi) * 2.0, np.degrees(theta) * 2.0, r], -1)
    close(ang, ang_ref, dtype)
    close(run(iv.angular_pixel_to_sphere_coords, ang_ref.astype(dtype), 2.0), ref, dtype)


def test_bad_input():
    raises_value_error(iv.depth_to_cam_coords, D[..., 0], K, match="depth_to_cam_coords: expected depth")
    raises_value_error(iv.depth_to_cam_coords, D, calib_mats(RNG, 3), match="do not broadcast")
    sing = K.copy()
    sing[0, 0, 0] = 0
    raises_value_error(iv.depth_to_world_coords, D, sing, inv_ext(E), match="singular calibration")
    raises_value_error(iv.world_to_pixel_coords, np.ones((B, 4, 3)), np.ones((B, 3, 3, 4)),
                       match="do not broadcast")
    raises_value_error(iv.world_to_cam_coords, np.ones((B, 4, 2)), E, match="world_coords")
    raises_value_error(iv.cam_to_world_coords, np.ones((B, 3)), np.ones((B, 3, 5)), match="inv_ext_mat")
    raises_value_error(iv.pixel_to_cam_coords, np.ones((B, 2)), np.ones((B + 1, 1)), K,
                       match="do not broadcast")


def test_gradients():
    d = D[:, :3, :4]
    check_gradient(lambda x, k, m: iv.depth_to_world_coords(x, k, m), [d, K, inv_ext(E)], wrt=0)
    check_gradient(lambda x, k, m: iv.depth_to_world_coords(x, k, m), [d, K, inv_ext(E)], wrt=1)
    world = RNG.normal(size=(B, 4, 3)) + np.array([0, 0, 4.0])
    check_gradient(iv.world_to_pixel_coords, [world, K @ E], wrt=0)
    check_gradient(iv.world_to_pixel_coords, [world, K @ E], wrt=1)
    check_gradient(lambda x, k: iv.depth_to_radial_depth(x, k), [d, K], wrt=1)
    px = RNG.uniform(0, 5, (B, 4, 2))
    check_gradient(iv.pixel_coords_to_world_ray_vectors, [px, K, inv_ext(E)], wrt=0)
    check_gradient(iv.cam_to_sphere_coords, [world], wrt=0)
