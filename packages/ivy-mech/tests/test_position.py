"""Polar / spherical <-> cartesian coordinates and homogeneous helpers against NumPy closed forms."""

import ivy
import ivy_mech
import numpy as np
import pytest
from _helpers import ATOL, DTYPES, N, as_rep, is_native, native, numpy_of, standard_batch


def result(out, dtype, shape):
    assert is_native(out)
    out = numpy_of(out)
    assert out.dtype == np.dtype(dtype) and out.shape == shape
    return out


def points(dtype, d=3, seed=0):
    """Random points plus the origin and points on the axes (incl. the z axis, both ways)."""
    p = np.random.default_rng(seed).normal(size=(N, d)) * 2
    p[0] = 0.0
    p[1:1 + 2 * d] = np.concatenate([np.eye(d), -np.eye(d)]) * 1.5
    return p.astype(dtype)


def mat_poses(dtype, seed=0):
    t = np.random.default_rng(seed).normal(size=(N, 3, 1))
    return np.concatenate([as_rep(standard_batch(seed=seed + 1), "rot_mat"), t], -1).astype(dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_polar_coords(dtype):
    p = points(dtype, 2)
    polar = result(ivy_mech.cartesian_to_polar_coords(native(p)), dtype, (N, 2))
    x, y = p[:, 0].astype(float), p[:, 1].astype(float)
    np.testing.assert_allclose(polar[:, 0], np.hypot(x, y), atol=ATOL[dtype] * 4)
    np.testing.assert_allclose(polar[:, 1], np.arctan2(y, x), atol=ATOL[dtype] * 4)
    back = result(ivy_mech.polar_to_cartesian_coords(native(polar)), dtype, (N, 2))
    np.testing.assert_allclose(back, p, atol=ATOL[dtype] * 10)


@pytest.mark.parametrize("dtype", DTYPES)
def test_spherical_coords(dtype):
    p = points(dtype, 3)
    sph = result(ivy_mech.cartesian_to_spherical_coords(native(p)), dtype, (N, 3))
    x, y, z = p.astype(float).T
    r = np.sqrt(x * x + y * y + z * z)
    np.testing.assert_allclose(sph[:, 0], r, atol=ATOL[dtype] * 4)
    np.testing.assert_allclose(sph[:, 1], np.arctan2(np.hypot(x, y), z), atol=ATOL[dtype] * 4)
    # on the z axis the azimuth is 0 (NumPy's atan2 of signed zeros may give -pi)
    np.testing.assert_allclose(sph[:, 2], np.where(np.hypot(x, y) > 0, np.arctan2(y, x), 0.0),
                               atol=ATOL[dtype] * 4)
    assert np.all(sph[0] == 0.0)  # the origin
    back = result(ivy_mech.spherical_to_cartesian_coords(native(sph)), dtype, (N, 3))
    np.testing.assert_allclose(back, p, atol=ATOL[dtype] * 10)


@pytest.mark.parametrize("dtype", DTYPES)
def test_make_coordinates_homogeneous(dtype):
    p = points(dtype, 3).reshape(4, N // 4, 3)
    out = result(ivy_mech.make_coordinates_homogeneous(native(p)), dtype, (4, N // 4, 4))
    np.testing.assert_array_equal(out, np.concatenate([p, np.ones((4, N // 4, 1), dtype)], -1))


@pytest.mark.parametrize("dtype", DTYPES)
def test_make_transformation_homogeneous(dtype):
    m = mat_poses(dtype)
    out = result(ivy_mech.make_transformation_homogeneous(native(m)), dtype, (N, 4, 4))
    np.testing.assert_array_equal(out[:, :3], m)
    np.testing.assert_array_equal(out[:, 3], np.broadcast_to([0.0, 0.0, 0.0, 1.0], (N, 4)))
    # any n: [..., 2, 3] -> [..., 3, 3]
    out = result(ivy_mech.make_transformation_homogeneous(native(m[:, :2, 1:])), dtype, (N, 3, 3))
    np.testing.assert_array_equal(out[:, 2], np.broadcast_to([0.0, 0.0, 1.0], (N, 3)))


@pytest.mark.parametrize("dtype", DTYPES)
def test_transform_points_and_invert_mat_pose(dtype):
    m = mat_poses(dtype)
    p = points(dtype, 3, seed=1)
    out = result(ivy_mech.transform_points(native(m), native(p)), dtype, (N, 3))
    m64, p64 = m.astype(float), p.astype(float)
    expected = np.einsum("nij,nj->ni", m64[:, :, :3], p64) + m64[:, :, 3]
    np.testing.assert_allclose(out, expected, atol=ATOL[dtype] * 10)
    # the same through 4x4 homogeneous matrices and coordinates
    hom = np.concatenate([m64, np.broadcast_to([[0.0, 0.0, 0.0, 1.0]], (N, 1, 4))], 1)
    np.testing.assert_allclose(hom @ np.concatenate([p64, np.ones((N, 1))], -1)[..., None],
                               np.concatenate([expected, np.ones((N, 1))], -1)[..., None],
                               atol=1e-12)
    inv = result(ivy_mech.invert_mat_pose(native(m)), dtype, (N, 3, 4))
    hom_inv = np.concatenate([inv.astype(float), hom[:, 3:]], 1)
    np.testing.assert_allclose(hom_inv, np.linalg.inv(hom), atol=ATOL[dtype] * 10)
    back = result(ivy_mech.transform_points(native(inv), native(out)), dtype, (N, 3))
    np.testing.assert_allclose(back, p, atol=ATOL[dtype] * 20)
    # one pose, many points
    one = numpy_of(ivy_mech.transform_points(native(m[0]), native(p)))
    np.testing.assert_allclose(one, p64 @ m64[0, :, :3].T + m64[0, :, 3], atol=ATOL[dtype] * 10)


@pytest.mark.parametrize("name,shape", [
    ("cartesian_to_polar_coords", (2, 3)), ("polar_to_cartesian_coords", (3,)),
    ("cartesian_to_spherical_coords", (2, 2)), ("spherical_to_cartesian_coords", (4,)),
    ("invert_mat_pose", (3, 3)), ("make_transformation_homogeneous", (3, 3)),
    ("make_transformation_homogeneous", (3,)), ("make_coordinates_homogeneous", ()),
])
def test_wrong_shape_raises(name, shape):
    with pytest.raises(ivy.IvyValueError, match=f"ivy_mech.{name}: expected"):
        getattr(ivy_mech, name)(native(np.zeros(shape, np.float32)))


def test_transform_points_wrong_shape_raises():
    with pytest.raises(ivy.IvyValueError, match="transform_points.*points"):
        ivy_mech.transform_points(native(np.zeros((3, 4))), native(np.zeros((2, 4))))
    with pytest.raises(ivy.IvyValueError, match="transform_points.*mat_pose"):
        ivy_mech.transform_points(native(np.zeros((4, 4))), native(np.zeros((2, 3))))
