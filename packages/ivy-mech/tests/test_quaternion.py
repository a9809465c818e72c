"""Quaternion algebra against SciPy's Rotation (composition, inverse, Slerp, rotation vectors)."""

import ivy
import ivy_mech
import numpy as np
import pytest
from _helpers import ATOL, DTYPES, N, as_rep, from_rep, is_native, native, numpy_of, standard_batch
from scipy.spatial.transform import Rotation, Slerp


def quaternions(dtype, seed=0, scaled=True):
    """The standard batch as quaternions of random sign and (if ``scaled``) norm in [0.5, 2]."""
    rng = np.random.default_rng(seed)
    q = as_rep(standard_batch(seed=seed + 1), "quaternion") * rng.choice([-1.0, 1.0], (N, 1))
    if scaled:
        q = q * rng.uniform(0.5, 2.0, (N, 1))
    return q.astype(dtype)


def result(out, dtype, shape=(N, 4)):
    assert is_native(out)
    out = numpy_of(out)
    assert out.dtype == np.dtype(dtype) and out.shape == shape
    return out


def same_rotation(q, ref, atol):
    """``q`` (any sign) is the rotation ``ref`` (SciPy), compared as unit quaternions."""
    q = q / np.linalg.norm(q, axis=-1, keepdims=True)
    r = np.atleast_2d(ref.as_quat())
    err = np.minimum(np.abs(q - r).max(-1), np.abs(q + r).max(-1))
    assert err.max() <= atol, err.max()


@pytest.mark.parametrize("dtype", DTYPES)
def test_hamilton_product(dtype):
    q1, q2 = quaternions(dtype, 0), quaternions(dtype, 1)
    out = result(ivy_mech.hamilton_product(native(q1), native(q2)), dtype)
    r1, r2 = from_rep(q1, "quaternion"), from_rep(q2, "quaternion")
    same_rotation(out, r1 * r2, ATOL[dtype] * 2)
    # norms multiply, and R(q1 q2) = R(q1) R(q2)
    n = np.linalg.norm(q1.astype(float), axis=-1) * np.linalg.norm(q2.astype(float), axis=-1)
    np.testing.assert_allclose(np.linalg.norm(out, axis=-1), n, rtol=ATOL[dtype] * 2)
    m = numpy_of(ivy_mech.quaternion_to_rot_mat(native(out)))
    np.testing.assert_allclose(m, r1.as_matrix() @ r2.as_matrix(), atol=ATOL[dtype] * 2)


@pytest.mark.parametrize("dtype", DTYPES)
def test_hamilton_product_broadcasts(dtype):
    q1 = quaternions(dtype)
    q = native(q1[:1, :].reshape(4))  # one quaternion against the batch
    out = result(ivy_mech.hamilton_product(q, native(q1)), dtype)
    same_rotation(out, from_rep(q1[:1], "quaternion") * from_rep(q1, "quaternion"), ATOL[dtype] * 2)


@pytest.mark.parametrize("dtype", DTYPES)
def test_inverse_quaternion(dtype):
    q = quaternions(dtype)
    out = result(ivy_mech.inverse_quaternion(native(q)), dtype)
    same_rotation(out, from_rep(q, "quaternion").inv(), ATOL[dtype] * 2)
    # q * q^-1 = identity for non-unit q as well
    ident = result(ivy_mech.hamilton_product(native(q), ivy_mech.inverse_quaternion(native(q))),
                   dtype)
    np.testing.assert_allclose(ident, np.broadcast_to([0.0, 0.0, 0.0, 1.0], ident.shape),
                               atol=ATOL[dtype] * 4)


@pytest.mark.parametrize("dtype", DTYPES)
def test_normalize_quaternion(dtype):
    q = quaternions(dtype)
    out = result(ivy_mech.normalize_quaternion(native(q)), dtype)
    np.testing.assert_allclose(np.linalg.norm(out, axis=-1), 1.0, atol=ATOL[dtype])
    np.testing.assert_allclose(out * np.linalg.norm(q, axis=-1, keepdims=True), q,
                               atol=ATOL[dtype] * 4)  # the sign is kept


@pytest.mark.parametrize("dtype", DTYPES)
def test_rotate_vectors_by_quaternion(dtype):
    q = quaternions(dtype)
    v = np.random.default_rng(2).normal(size=(N, 3)).astype(dtype)
    out = result(ivy_mech.rotate_vectors_by_quaternion(native(q), native(v)), dtype, (N, 3))
    np.testing.assert_allclose(out, from_rep(q, "quaternion").apply(v.astype(float)),
                               atol=ATOL[dtype] * 10)
    # one quaternion, many vectors
    out = numpy_of(ivy_mech.rotate_vectors_by_quaternion(native(q[0]), native(v)))
    np.testing.assert_allclose(out, from_rep(q[:1], "quaternion").apply(v.astype(float)),
                               atol=ATOL[dtype] * 10)


@pytest.mark.parametrize("dtype", DTYPES)
def test_scale_quaternion_rotation_angle(dtype):
    q = quaternions(dtype)
    scale = np.linspace(-1.0, 1.0, N).astype(dtype)
    out = result(ivy_mech.scale_quaternion_rotation_angle(native(q), native(scale)), dtype)
    rv = from_rep(q, "quaternion").as_rotvec()  # angle in [0, pi], as documented
    same_rotation(out, Rotation.from_rotvec(rv * scale[:, None].astype(float)), ATOL[dtype] * 2)
    assert np.all(out[:, 3] >= 0)
    half = result(ivy_mech.scale_quaternion_rotation_angle(native(q), 0.5), dtype)
    same_rotation(half, Rotation.from_rotvec(rv * 0.5), ATOL[dtype] * 2)


@pytest.mark.parametrize("dtype", DTYPES)
def test_slerp_matches_scipy(dtype):
    q1 = quaternions(dtype, 0)
    q2 = quaternions(dtype, 1)
    q2[:6] = q1[:6] * np.array([1.0, -1.0, 2.0, -0.5, 1.0, 3.0])[:, None]  # equal rotations
    q2[6] = q1[6] + np.array([1e-4, 0.0, 0.0, 0.0], dtype)  # nearly equal
    t = np.linspace(-0.2, 1.2, N).astype(dtype)
    out = result(ivy_mech.slerp(native(q1), native(q2), native(t)), dtype)
    r1, r2 = from_rep(q1, "quaternion"), from_rep(q2, "quaternion")
    # SciPy's Slerp in [0, 1] (it does not extrapolate); its formula everywhere
    inside = np.flatnonzero((t >= 0) & (t <= 1))
    expected = Rotation.concatenate([Slerp([0.0, 1.0], Rotation.concatenate([r1[i], r2[i]]))(
        float(t[i])) for i in inside])
    same_rotation(out[inside], expected, ATOL[dtype] * 4)
    rv = (r2 * r1.inv()).as_rotvec()
    same_rotation(out, Rotation.from_rotvec(rv * t[:, None].astype(float)) * r1, ATOL[dtype] * 4)
    np.testing.assert_allclose(np.linalg.norm(out, axis=-1), 1.0, atol=ATOL[dtype])
    # end points, with a Python float t
    for tt, q in ((0.0, q1), (1.0, q2)):
        out = numpy_of(ivy_mech.slerp(native(q1), native(q2), tt))
        same_rotation(out, from_rep(q, "quaternion"), ATOL[dtype] * 4)


@pytest.mark.parametrize("dtype", DTYPES)
def test_slerp_takes_the_shortest_arc(dtype):
    q1 = quaternions(dtype, 0, scaled=False)
    q2 = quaternions(dtype, 1, scaled=False)
    mid = numpy_of(ivy_mech.slerp(native(q1), native(q2), 0.5))
    r1, r2, rm = (from_rep(q, "quaternion") for q in (q1, q2, mid))
    half = (r2 * r1.inv()).magnitude() / 2  # the geodesic distance, at most pi
    np.testing.assert_allclose((rm * r1.inv()).magnitude(), half, atol=ATOL[dtype] * 10)
    np.testing.assert_allclose((r2 * rm.inv()).magnitude(), half, atol=ATOL[dtype] * 10)


@pytest.mark.parametrize("name,args", [
    ("hamilton_product", ((2, 3), (2, 4))), ("hamilton_product", ((2, 4), (3,))),
    ("inverse_quaternion", ((2, 3),)), ("normalize_quaternion", ((4, 5),)),
    ("rotate_vectors_by_quaternion", ((2, 4), (2, 4))), ("slerp", ((2, 4), (2, 5), 0.5)),
    ("scale_quaternion_rotation_angle", ((3,), 0.5)),
])
def test_wrong_shape_raises(name, args):
    args = [native(np.zeros(a, np.float32)) if isinstance(a, tuple) else a for a in args]
    with pytest.raises(ivy.IvyValueError, match=f"ivy_mech.{name}: expected"):
        getattr(ivy_mech, name)(*args)
