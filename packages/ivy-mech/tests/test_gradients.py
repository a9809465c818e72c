"""Gradients of every converter and algebra function against finite differences.

Gradients come from ``ivy.grad`` (torch, jax, tensorflow, mxnet autodiff); on NumPy, which has
none, each case asserts ``ivy.grad``'s ``IvyUnsupportedError`` instead. Each case takes one batch
(float64) of regular rows, where the gradient is compared with central differences, and singular
rows (the identity, theta = pi, gimbal lock, an axis along z), where it must be finite; at the
identity the comparison is made too wherever the output is smooth there.
"""

import itertools

import ivy_mech
import numpy as np
import pytest
from _helpers import REPS, ROTATION_OF, as_rep, check_gradient, gimbal_angles, join_pose, native
from scipy.spatial.transform import Rotation

PAIRS = list(itertools.permutations(REPS, 2))
# both parities of each family: the Euler code differs only in the axes and a sign
GRAD_CONVENTIONS = ("zyx", "xyz", "zxz", "xzx")
ROTATION_CASES = [(s, d, "zyx") for s, d in PAIRS if "euler" not in (s, d)] + [
    (s, d, c) for s, d in PAIRS if "euler" in (s, d) for c in GRAD_CONVENTIONS]
N_REGULAR = 7  # + 9 singular rows: 16, as the algebra cases (JAX compiles once)


def _regular(convention):
    """Rotations away from every singularity and branch cut of every representation."""
    rot = Rotation.random(400, random_state=3)
    theta = np.linalg.norm(rot.as_rotvec(), axis=-1)
    e = rot.as_euler(convention)
    sing = (0.0, np.pi) if convention[0] == convention[2] else (-np.pi / 2, np.pi / 2)
    axis = rot.as_rotvec() / theta[:, None]
    inc, az = np.arccos(axis[:, 2]), np.arctan2(axis[:, 1], axis[:, 0])
    diag = np.sort(np.stack([*np.diagonal(rot.as_matrix(), axis1=1, axis2=2).T,
                             np.trace(rot.as_matrix(), axis1=1, axis2=2)], -1), -1)
    ok = ((theta > 0.2) & (theta < np.pi - 0.2)
          & (np.abs(e[:, [0, 2]]).max(-1) < np.pi - 0.2)
          & (np.min([np.abs(e[:, 1] - s) for s in sing], axis=0) > 0.2)
          & (inc > 0.2) & (inc < np.pi - 0.2) & (np.abs(az) < np.pi - 0.2)
          & (diag[:, -1] - diag[:, -2] > 0.05))  # a clear choice in rot_mat_to_quaternion
    return rot[np.flatnonzero(ok)[:N_REGULAR]]


def _singular(convention):
    """Identity, theta = pi about x, y, z and a generic axis, gimbal locks, axes along +-z."""
    generic = np.array([1.0, -2.0, 0.5]) / np.linalg.norm([1.0, -2.0, 0.5])
    rv = [np.zeros(3)] + [a * np.pi for a in (*np.eye(3), generic)] + [[0, 0, 1.0], [0, 0, -1.0]]
    gimbal = gimbal_angles(convention)[[0, 3]]
    return Rotation.concatenate([Rotation.from_rotvec(np.array(rv)),
                                 Rotation.from_euler(convention, gimbal)])


def _smooth_at_identity(dst, convention):
    return dst in ("rot_mat", "quaternion", "rot_vec") or (
        dst == "euler" and convention[0] != convention[2])


def rotation_batch(src, dst, convention):
    """The input batch in ``src`` and the mask of rows checked against finite differences."""
    regular, singular = _regular(convention), _singular(convention)
    rot = Rotation.concatenate([regular, singular])
    x = as_rep(rot, src, convention)
    if src == "quaternion":  # non-unit, mixed signs
        x = x * np.where(np.arange(len(x)) % 2, -1.5, 0.7)[:, None]
    fd_rows = np.zeros(len(x), bool)
    fd_rows[:len(regular)] = True
    fd_rows[len(regular)] = _smooth_at_identity(dst, convention)  # the identity
    return x, fd_rows


@pytest.mark.parametrize("src,dst,convention", ROTATION_CASES)
def test_rotation_conversion_gradient(src, dst, convention):
    fn = getattr(ivy_mech, f"{src}_to_{dst}")
    kw = {"convention": convention} if "euler" in (src, dst) else {}
    x, fd_rows = rotation_batch(src, dst, convention)
    check_gradient(lambda a: fn(a, **kw), x, fd_rows)


POSE_PAIRS = list(itertools.permutations(ROTATION_OF, 2))


@pytest.mark.parametrize("src,dst", POSE_PAIRS)
def test_pose_conversion_gradient(src, dst):
    fn = getattr(ivy_mech, f"{src}_to_{dst}")
    x_rot, fd_rows = rotation_batch(ROTATION_OF[src], ROTATION_OF[dst], "zyx")
    position = np.random.default_rng(0).normal(size=(len(x_rot), 3))
    check_gradient(fn, join_pose(position, x_rot, src), fd_rows)


# --- algebra, positions, pose integration -----------------------------------------------------
def const(a, c):
    """The fixed array ``c`` like the differentiated input ``a`` (NumPy for finite differences,
    the backend's array under autodiff)."""
    return c if isinstance(a, np.ndarray) else native(c)


def _quats(seed):
    """Random rotations, then the identity, theta = pi about x and about a generic axis, and a
    tiny angle (rows 12 to 15); non-unit, mixed signs. 16 rows, as the conversion cases."""
    generic = np.array([0.6, -0.8, 0.0])
    rv = np.concatenate([Rotation.random(12, random_state=seed).as_rotvec(),
                         [[0.0, 0.0, 0.0], [np.pi, 0.0, 0.0], np.pi * generic, 1e-7 * generic]])
    return Rotation.from_rotvec(rv).as_quat() * np.where(np.arange(16) % 2, -1.3, 0.8)[:, None]


Q1, Q2 = _quats(1), _quats(2)
ROWS = len(Q1)
ALL = np.ones(ROWS, bool)
NOT_PI = ~np.isin(np.arange(ROWS), [13, 14])  # the canonical sign flips at theta = pi
V = np.random.default_rng(4).normal(size=(ROWS, 3))
T = np.linspace(-0.2, 1.2, ROWS)
Q2_SAME = Q2.copy()
Q2_SAME[:3] = Q1[:3] * np.array([1.0, -2.0, 0.5])[:, None]  # slerp between equal rotations
POSE7 = np.concatenate([V, Q1], -1)
VEL = np.random.default_rng(5).normal(size=(ROWS, 6))
VEL[:2, 3:] = 0.0
BODY = np.random.default_rng(6).normal(size=(ROWS, 3))
TARGET = BODY + np.random.default_rng(7).normal(size=(ROWS, 3))
TARGET[0] = BODY[0] + [0.0, 0.0, 1.0]  # straight above: the fallback
MAT = np.concatenate([Rotation.from_quat(Q1).as_matrix(), V[:, :, None]], -1)
PTS = np.random.default_rng(8).normal(size=(ROWS, 3))
PTS[:2] = 0.0  # the origin
PTS[2:4] = [[0.0, 0.0, 2.0], [0.0, 0.0, -1.0]]  # the z axis
OFF_AXIS = np.arange(ROWS) >= 4
PTS2 = PTS[:, :2]
SPH = np.random.default_rng(9).normal(size=(ROWS, 3))

m = ivy_mech
ALGEBRA = {  # name -> (function of the differentiated array, that array, rows for FD)
    "hamilton_product/q1": (lambda a: m.hamilton_product(a, const(a, Q2)), Q1, ALL),
    "hamilton_product/q2": (lambda a: m.hamilton_product(const(a, Q1), a), Q2, ALL),
    "inverse_quaternion": (m.inverse_quaternion, Q1, ALL),
    "normalize_quaternion": (m.normalize_quaternion, Q1, ALL),
    "rotate_vectors_by_quaternion/q": (
        lambda a: m.rotate_vectors_by_quaternion(a, const(a, V)), Q1, ALL),
    "rotate_vectors_by_quaternion/v": (
        lambda a: m.rotate_vectors_by_quaternion(const(a, Q1), a), V, ALL),
    "scale_quaternion_rotation_angle/q": (
        lambda a: m.scale_quaternion_rotation_angle(a, const(a, T)), Q1, NOT_PI),
    "scale_quaternion_rotation_angle/scale": (
        lambda a: m.scale_quaternion_rotation_angle(const(a, Q1), a), T, NOT_PI),
    "slerp/q1": (lambda a: m.slerp(a, const(a, Q2_SAME), const(a, T)), Q1, ALL),
    "slerp/q2": (lambda a: m.slerp(const(a, Q1), a, const(a, T)), Q2_SAME, ALL),
    "slerp/t": (lambda a: m.slerp(const(a, Q1), const(a, Q2_SAME), a), T, ALL),
    "increment_quaternion_pose_with_velocity/pose": (
        lambda a: m.increment_quaternion_pose_with_velocity(a, const(a, VEL), 0.3), POSE7, ALL),
    "increment_quaternion_pose_with_velocity/velocity": (
        lambda a: m.increment_quaternion_pose_with_velocity(const(a, POSE7), a, 0.3), VEL, ALL),
    "increment_quaternion_pose_with_velocity/dt": (
        lambda a: m.increment_quaternion_pose_with_velocity(const(a, POSE7), const(a, VEL), a),
        T, ALL),
    "target_facing_rotation_matrix/body_pos": (
        lambda a: m.target_facing_rotation_matrix(a, const(a, TARGET)), BODY, np.arange(ROWS) > 0),
    "target_facing_rotation_matrix/target_pos": (
        lambda a: m.target_facing_rotation_matrix(const(a, BODY), a), TARGET, np.arange(ROWS) > 0),
    "cartesian_to_polar_coords": (m.cartesian_to_polar_coords, PTS2, OFF_AXIS),
    "polar_to_cartesian_coords": (m.polar_to_cartesian_coords, PTS2, ALL),
    "cartesian_to_spherical_coords": (m.cartesian_to_spherical_coords, PTS, OFF_AXIS),
    "spherical_to_cartesian_coords": (m.spherical_to_cartesian_coords, SPH, ALL),
    "make_coordinates_homogeneous": (m.make_coordinates_homogeneous, PTS, ALL),
    "make_transformation_homogeneous": (m.make_transformation_homogeneous, MAT, ALL),
    "invert_mat_pose": (m.invert_mat_pose, MAT, ALL),
    "transform_points/mat_pose": (lambda a: m.transform_points(a, const(a, PTS)), MAT, ALL),
    "transform_points/points": (lambda a: m.transform_points(const(a, MAT), a), PTS, ALL),
}


@pytest.mark.parametrize("case", sorted(ALGEBRA))
def test_algebra_gradient(case):
    fn, x, fd_rows = ALGEBRA[case]
    check_gradient(fn, x, fd_rows)
