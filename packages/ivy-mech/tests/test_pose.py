"""Every pairwise pose converter against SciPy's Rotation (rotation part) and the input
(position part), and pose integration, on the backend under test."""

import itertools

import ivy
import ivy_mech
import numpy as np
import pytest
from _helpers import (
    ATOL,
    DTYPES,
    POSE_SHAPES,
    ROTATION_OF,
    N,
    as_rep,
    check_rotation,
    from_rep,
    inputs,
    is_native,
    join_pose,
    native,
    numpy_of,
    split_pose,
    standard_batch,
)
from hypothesis import given
from hypothesis import strategies as st
from scipy.spatial.transform import Rotation

POSES = list(ROTATION_OF)
PAIRS = list(itertools.permutations(POSES, 2))
NON_EULER = [(a, b) for a, b in PAIRS if "euler_pose" not in (a, b)]
EULER = [(a, b) for a, b in PAIRS if "euler_pose" in (a, b)]


def pose_inputs(rot, pose, dtype, convention="zyx", seed=0):
    """Pose batch for rotations ``rot`` with random positions; the homogeneous pose gets junk in
    its last row (it is not read). Returns the input, its positions and reference rotations."""
    x_rot, ref = inputs(rot, ROTATION_OF[pose], dtype, convention, seed)
    position = np.random.default_rng(seed + 1).normal(size=(len(x_rot), 3)).astype(dtype) * 3
    x = join_pose(position, x_rot, pose)
    if pose == "homogeneous_pose":
        x[:, 3, :] = 7.0
    return x, position, ref


def check_pose(out, dst, position, ref, dtype, convention="zyx"):
    assert is_native(out)
    out = numpy_of(out)
    assert out.dtype == np.dtype(dtype)
    assert out.shape == (len(ref), *POSE_SHAPES[dst])
    got_position, got_rotation = split_pose(out, dst)
    np.testing.assert_allclose(got_position, position, atol=ATOL[dtype], rtol=0)
    if dst == "homogeneous_pose":
        np.testing.assert_array_equal(out[:, 3], np.broadcast_to([0.0, 0.0, 0.0, 1.0], (len(out), 4)))
    check_rotation(got_rotation, ROTATION_OF[dst], ref, dtype, convention)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("src,dst", NON_EULER)
def test_pose_conversion_matches_scipy(src, dst, dtype):
    x, position, ref = pose_inputs(standard_batch(), src, dtype)
    check_pose(getattr(ivy_mech, f"{src}_to_{dst}")(native(x)), dst, position, ref, dtype)


# the rotation part is the orientation converter, tested in all 12 conventions; here both parities
# of both families
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("convention", ["zyx", "xyz", "zxz", "xzx"])
@pytest.mark.parametrize("src,dst", EULER)
def test_euler_pose_conversion_matches_scipy(src, dst, convention, dtype):
    x, position, ref = pose_inputs(standard_batch(convention), src, dtype, convention)
    out = getattr(ivy_mech, f"{src}_to_{dst}")(native(x), convention=convention)
    check_pose(out, dst, position, ref, dtype, convention)


@given(seed=st.integers(0, 2**31 - 1), pair=st.sampled_from(PAIRS),
       case=st.sampled_from([((), "float64"), ((4, N // 4), "float32")]),
       convention=st.sampled_from(ivy_mech.CONVENTIONS))
def test_pose_batch_shapes(seed, pair, case, convention):
    """Any leading shape, including none (two cases only: each compiles again on JAX)."""
    src, dst = pair
    shape, dtype = case
    n = int(np.prod(shape))
    x, position, ref = pose_inputs(Rotation.random(n, random_state=seed), src, dtype, convention,
                                   seed)
    kw = {"convention": convention} if "euler_pose" in pair else {}
    out = getattr(ivy_mech, f"{src}_to_{dst}")(native(x.reshape(*shape, *POSE_SHAPES[src])), **kw)
    assert tuple(out.shape) == (*shape, *POSE_SHAPES[dst])
    check_pose(ivy.reshape(out, (n, *POSE_SHAPES[dst])), dst, position, ref, dtype, convention)


@pytest.mark.parametrize("src,dst", PAIRS)
def test_pose_wrong_shape_raises(src, dst):
    name = f"{src}_to_{dst}"
    bad = native(np.zeros((2, 5), np.float32))
    with pytest.raises(ivy.IvyValueError, match=name) as info:
        getattr(ivy_mech, name)(bad)
    assert "[..., " + ", ".join(map(str, POSE_SHAPES[src])) + "]" in str(info.value)


@pytest.mark.parametrize("src,dst", EULER)
def test_pose_unknown_convention_raises(src, dst):
    name = f"{src}_to_{dst}"
    x = native(np.zeros((2, *POSE_SHAPES[src]), np.float32))
    with pytest.raises(ivy.IvyValueError, match=f"{name}.*'xyy'.*zyx"):
        getattr(ivy_mech, name)(x, convention="xyy")


@pytest.mark.parametrize("dtype", DTYPES)
def test_increment_quaternion_pose_with_velocity(dtype):
    rng = np.random.default_rng(0)
    rot = standard_batch()
    q = as_rep(rot, "quaternion") * rng.choice([-1.0, 2.0], (N, 1))  # any sign and norm
    pose = np.concatenate([rng.normal(size=(N, 3)), q], -1).astype(dtype)
    velocity = rng.normal(size=(N, 6)).astype(dtype)
    velocity[:4, 3:] = 0.0  # no rotation
    dt = rng.uniform(0.0, 0.5, N).astype(dtype)
    out = ivy_mech.increment_quaternion_pose_with_velocity(native(pose), native(velocity),
                                                           native(dt))
    assert is_native(out) and tuple(out.shape) == (N, 7)
    out = numpy_of(out)
    assert out.dtype == np.dtype(dtype)
    p64, v64, dt64 = (a.astype(np.float64) for a in (pose, velocity, dt))
    np.testing.assert_allclose(out[:, :3], p64[:, :3] + v64[:, :3] * dt64[:, None],
                               atol=ATOL[dtype] * 10)
    expected = Rotation.from_rotvec(v64[:, 3:] * dt64[:, None]) * from_rep(p64[:, 3:], "quaternion")
    np.testing.assert_allclose(from_rep(out[:, 3:], "quaternion").as_matrix(), expected.as_matrix(),
                               atol=ATOL[dtype] * 10)
    np.testing.assert_allclose(np.linalg.norm(out[:, 3:], axis=-1), 1.0, atol=ATOL[dtype] * 10)
    # a Python float dt, broadcast over the batch
    out = numpy_of(ivy_mech.increment_quaternion_pose_with_velocity(native(pose), native(velocity),
                                                                    0.25))
    np.testing.assert_allclose(out[:, :3], p64[:, :3] + v64[:, :3] * 0.25, atol=ATOL[dtype] * 10)


def test_increment_quaternion_pose_with_velocity_wrong_shape_raises():
    fn = ivy_mech.increment_quaternion_pose_with_velocity
    with pytest.raises(ivy.IvyValueError, match="increment_quaternion_pose_with_velocity.*velocity"):
        fn(native(np.zeros((2, 7))), native(np.zeros((2, 3))), 0.1)
    with pytest.raises(ivy.IvyValueError, match="quaternion_pose.*\\[\\.\\.\\., 7\\]"):
        fn(native(np.zeros((2, 6))), native(np.zeros((2, 6))), 0.1)
