"""The camera model against closed forms and NumPy's linear algebra: pixel grids, perspective
angles <-> focal lengths, calibration / extrinsic / full matrices and their inverses, the
containers, bad input and gradients."""

import ivy
import ivy_vision as iv
import numpy as np
import pytest
from _helpers import (
    AUTODIFF,
    BACKEND,
    DTYPES,
    H,
    W,
    check_gradient,
    close,
    is_native,
    numpy_of,
    raises_value_error,
    run,
)
from _scenes import calib_mats, ext_mats, inv_ext

RNG = np.random.default_rng(0)


def homo(m):
    row = np.zeros(m.shape[:-2] + (1, 4))
    row[..., 0, 3] = 1
    return np.concatenate([m, row], -2)


@pytest.mark.parametrize("dtype", DTYPES)
def test_pixel_grid(dtype):
    with ivy.use(BACKEND):
        out = iv.create_uniform_pixel_coords_image((H, W), (2,), dtype=dtype)
        out2 = iv.create_uniform_pixel_coords_image((H, W), homogeneous=False, dtype=dtype)
    assert is_native(out) and tuple(out.shape) == (2, H, W, 3)
    vv, uu = np.mgrid[0:H, 0:W]
    ref = np.stack([uu, vv, np.ones_like(uu)], -1)
    close(numpy_of(out), np.broadcast_to(ref, (2, H, W, 3)), dtype)
    close(numpy_of(out2), ref[..., :2], dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_focal_lengths_and_persp_angles(dtype):
    f = RNG.uniform(2.0, 20.0, (3, 2)).astype(dtype)
    angles = run(iv.focal_lengths_to_persp_angles, f, (H, W))
    ref = np.stack([2 * np.arctan(W / (2 * f[:, 0].astype(float))),
                    2 * np.arctan(H / (2 * f[:, 1].astype(float)))], -1)
    close(angles, ref, dtype)
    back = run(iv.persp_angles_to_focal_lengths, ref.astype(dtype), (H, W))
    close(back, f, dtype, rtol=10 * {"float32": 1e-5, "float64": 1e-10}[dtype])


@pytest.mark.parametrize("dtype", DTYPES)
def test_calib_mats(dtype):
    k = calib_mats(RNG, 3)
    k[1, 0, 1] = 0.7  # a skew
    k = k.astype(dtype)
    f, p = run(iv.calib_mat_to_focal_lengths_and_pp_offsets, k)
    k0 = k.copy()
    k0[1, 0, 1] = 0
    close(run(iv.focal_lengths_and_pp_offsets_to_calib_mat, f, p), k0, dtype)
    close(run(iv.inv_calib_mat, k), np.linalg.inv(k.astype(float)), dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_ext_and_full_mats(dtype):
    e = ext_mats(RNG, 3)
    r, c = e[:, :, :3], inv_ext(e)[:, :, 3]
    got = run(iv.rot_mat_and_cam_center_to_ext_mat, r.astype(dtype), c.astype(dtype))
    close(got, e, dtype)
    inv = run(iv.ext_mat_to_inv_ext_mat, e.astype(dtype))
    close(inv, np.linalg.inv(homo(e))[:, :3], dtype)
    close(run(iv.inv_ext_mat_to_ext_mat, inv), e, dtype, rtol=10 * {"float32": 1e-5, "float64": 1e-10}[dtype])
    k = calib_mats(RNG, 3)
    full = run(iv.calib_and_ext_to_full_mat, k.astype(dtype), e.astype(dtype))
    close(full, k @ e, dtype)
    ifull = run(iv.inv_calib_and_inv_ext_to_inv_full_mat, np.linalg.inv(k).astype(dtype),
                inv_ext(e).astype(dtype))
    # [R^T K^-1 | C] is the inverse of the homogeneous [K R | K t]
    close(ifull, np.linalg.inv(homo(k @ e))[:, :3], dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_homogeneous_mats(dtype):
    e = ext_mats(RNG, 3).astype(dtype)
    h = run(iv.to_homogeneous_mat, e)
    close(h, homo(e.astype(float)), dtype)
    close(run(iv.from_homogeneous_mat, h), e, dtype)
    # composing and inverting in the 4x4 form: the inverse's 3x4 form is ext_mat_to_inv_ext_mat's
    close(run(iv.from_homogeneous_mat, np.linalg.inv(h.astype(float)).astype(dtype)),
          run(iv.ext_mat_to_inv_ext_mat, e), dtype, rtol=10 * {"float32": 1e-5, "float64": 1e-10}[dtype])
    with pytest.raises(ivy.IvyValueError, match="to_homogeneous_mat"):
        run(iv.to_homogeneous_mat, h)
    with pytest.raises(ivy.IvyValueError, match="from_homogeneous_mat"):
        run(iv.from_homogeneous_mat, e)


@pytest.mark.parametrize("dtype", DTYPES)
def test_containers(dtype):
    angles = np.array([[1.2, 0.9], [1.0, 0.8]], dtype)
    pp = np.array([[3.5, 2.5], [3.0, 2.0]], dtype)
    from _helpers import native
    intr = iv.Intrinsics.from_persp_angles_and_pp_offsets(native(angles), native(pp), (H, W))
    f = np.stack([W / (2 * np.tan(angles[:, 0] / 2.0)), H / (2 * np.tan(angles[:, 1] / 2.0))], -1)
    close(numpy_of(intr.focal_lengths), f, dtype)
    close(numpy_of(intr.persp_angles), angles, dtype)
    close(numpy_of(intr.inv_calib_mats), np.linalg.inv(numpy_of(intr.calib_mats).astype(float)), dtype)
    again = iv.Intrinsics.from_calib_mat(intr.calib_mats, (H, W))
    close(numpy_of(again.pp_offsets), pp, dtype)
    e = ext_mats(RNG, 2)
    ext = iv.Extrinsics.from_inv_ext_mat(native(inv_ext(e).astype(dtype)))
    close(numpy_of(ext.ext_mats), e, dtype, rtol=10 * {"float32": 1e-5, "float64": 1e-10}[dtype])
    close(numpy_of(ext.cam_centers), inv_ext(e)[:, :, 3], dtype)
    geo = iv.CameraGeometry(intr, ext)
    k = numpy_of(intr.calib_mats).astype(float)
    close(numpy_of(geo.full_mats), k @ e, dtype, rtol=10 * {"float32": 1e-5, "float64": 1e-10}[dtype])
    close(numpy_of(geo.inv_full_mats), np.linalg.inv(homo(k @ e))[:, :3], dtype,
          rtol=10 * {"float32": 1e-5, "float64": 1e-10}[dtype])
    assert geo.calib_mats is intr.calib_mats and geo.rot_mats is ext.rot_mats
    geo2 = iv.CameraGeometry.from_calib_and_ext_mats(native(k.astype(dtype)), native(e.astype(dtype)), (H, W))
    close(numpy_of(geo2.full_mats), k @ e, dtype)


def test_bad_input():
    k = calib_mats(RNG, 2)
    raises_value_error(iv.inv_calib_mat, k[..., :2], match="inv_calib_mat: expected calib_mat of shape")
    sing = k.copy()
    sing[1, 1, 1] = 0.0
    raises_value_error(iv.inv_calib_mat, sing, match="singular calibration matrix")
    raises_value_error(iv.focal_lengths_to_persp_angles, np.ones((2, 3)), (H, W), match="focal_lengths")
    raises_value_error(iv.focal_lengths_to_persp_angles, np.ones((2, 2)), (H,), match="image_dims")
    raises_value_error(iv.focal_lengths_and_pp_offsets_to_calib_mat, np.ones((2, 2)), np.ones((3, 2)),
                       match="batch dimensions do not broadcast")
    raises_value_error(iv.calib_and_ext_to_full_mat, k, ext_mats(RNG, 3), match="do not broadcast")
    raises_value_error(iv.rot_mat_and_cam_center_to_ext_mat, np.eye(3), np.ones(4), match="cam_center")
    with pytest.raises(ivy.IvyValueError, match="CameraGeometry"):
        iv.CameraGeometry(k, k)


def test_gradients():
    f = RNG.uniform(3.0, 9.0, (2, 2))
    check_gradient(lambda x: iv.focal_lengths_to_persp_angles(x, (H, W)), [f])
    a = RNG.uniform(0.6, 1.4, (2, 2))
    check_gradient(lambda x: iv.persp_angles_to_focal_lengths(x, (H, W)), [a])
    k = calib_mats(RNG, 2)
    k[0, 0, 1] = 0.3
    check_gradient(iv.inv_calib_mat, [k])
    e = ext_mats(RNG, 2)
    check_gradient(iv.ext_mat_to_inv_ext_mat, [e])
    check_gradient(iv.to_homogeneous_mat, [e])
    check_gradient(iv.calib_and_ext_to_full_mat, [k, e], wrt=0)
    assert AUTODIFF or BACKEND == "numpy"
