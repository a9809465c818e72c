"""Conversions between every pair of pose representations, and pose integration.

A pose is a position and a rotation: ``mat_pose`` is the 3x4 matrix ``[R | t]`` (``[..., 3, 4]``),
``homogeneous_pose`` its 4x4 form ``[[R, t], [0, 0, 0, 1]]`` (``[..., 4, 4]``; the last row is not
read on input); every other pose is the vector ``[x, y, z, <rotation>]`` with the rotation in one
of the forms of :mod:`ivy_mech.orientation`: ``quaternion_pose`` ``[..., 7]``, ``axis_angle_pose``
``[..., 7]``, ``rot_vec_pose`` ``[..., 6]``, ``polar_axis_angle_pose`` ``[..., 6]``,
``euler_pose`` ``[..., 6]`` (extrinsic ``convention``, default ``zyx``). The 42 pairwise
converters are plain functions written out in the ``ivy_mech._convert_from_<rep>`` modules (by
``packages/ivy-mech/tools/generate_conversions.py``) and re-exported here: each splits the pose,
converts the rotation with the chain of primitives of the orientation converter, and joins them.
"""

from __future__ import annotations

import ivy
from ivy.types import Array

from . import _rotation as R
from ._checks import check_shape
from ._convert_from_axis_angle import (
    axis_angle_pose_to_euler_pose,
    axis_angle_pose_to_homogeneous_pose,
    axis_angle_pose_to_mat_pose,
    axis_angle_pose_to_polar_axis_angle_pose,
    axis_angle_pose_to_quaternion_pose,
    axis_angle_pose_to_rot_vec_pose,
)
from ._convert_from_euler import (
    euler_pose_to_axis_angle_pose,
    euler_pose_to_homogeneous_pose,
    euler_pose_to_mat_pose,
    euler_pose_to_polar_axis_angle_pose,
    euler_pose_to_quaternion_pose,
    euler_pose_to_rot_vec_pose,
)
from ._convert_from_polar_axis_angle import (
    polar_axis_angle_pose_to_axis_angle_pose,
    polar_axis_angle_pose_to_euler_pose,
    polar_axis_angle_pose_to_homogeneous_pose,
    polar_axis_angle_pose_to_mat_pose,
    polar_axis_angle_pose_to_quaternion_pose,
    polar_axis_angle_pose_to_rot_vec_pose,
)
from ._convert_from_quaternion import (
    quaternion_pose_to_axis_angle_pose,
    quaternion_pose_to_euler_pose,
    quaternion_pose_to_homogeneous_pose,
    quaternion_pose_to_mat_pose,
    quaternion_pose_to_polar_axis_angle_pose,
    quaternion_pose_to_rot_vec_pose,
)
from ._convert_from_rot_mat import (
    homogeneous_pose_to_axis_angle_pose,
    homogeneous_pose_to_euler_pose,
    homogeneous_pose_to_mat_pose,
    homogeneous_pose_to_polar_axis_angle_pose,
    homogeneous_pose_to_quaternion_pose,
    homogeneous_pose_to_rot_vec_pose,
    mat_pose_to_axis_angle_pose,
    mat_pose_to_euler_pose,
    mat_pose_to_homogeneous_pose,
    mat_pose_to_polar_axis_angle_pose,
    mat_pose_to_quaternion_pose,
    mat_pose_to_rot_vec_pose,
)
from ._convert_from_rot_vec import (
    rot_vec_pose_to_axis_angle_pose,
    rot_vec_pose_to_euler_pose,
    rot_vec_pose_to_homogeneous_pose,
    rot_vec_pose_to_mat_pose,
    rot_vec_pose_to_polar_axis_angle_pose,
    rot_vec_pose_to_quaternion_pose,
)

__all__ = ["mat_pose_to_homogeneous_pose", "mat_pose_to_quaternion_pose",
           "mat_pose_to_axis_angle_pose", "mat_pose_to_rot_vec_pose",
           "mat_pose_to_polar_axis_angle_pose", "mat_pose_to_euler_pose",
           "homogeneous_pose_to_mat_pose", "homogeneous_pose_to_quaternion_pose",
           "homogeneous_pose_to_axis_angle_pose", "homogeneous_pose_to_rot_vec_pose",
           "homogeneous_pose_to_polar_axis_angle_pose", "homogeneous_pose_to_euler_pose",
           "quaternion_pose_to_mat_pose", "quaternion_pose_to_homogeneous_pose",
           "quaternion_pose_to_axis_angle_pose", "quaternion_pose_to_rot_vec_pose",
           "quaternion_pose_to_polar_axis_angle_pose", "quaternion_pose_to_euler_pose",
           "axis_angle_pose_to_mat_pose", "axis_angle_pose_to_homogeneous_pose",
           "axis_angle_pose_to_quaternion_pose", "axis_angle_pose_to_rot_vec_pose",
           "axis_angle_pose_to_polar_axis_angle_pose", "axis_angle_pose_to_euler_pose",
           "rot_vec_pose_to_mat_pose", "rot_vec_pose_to_homogeneous_pose",
           "rot_vec_pose_to_quaternion_pose", "rot_vec_pose_to_axis_angle_pose",
           "rot_vec_pose_to_polar_axis_angle_pose", "rot_vec_pose_to_euler_pose",
           "polar_axis_angle_pose_to_mat_pose", "polar_axis_angle_pose_to_homogeneous_pose",
           "polar_axis_angle_pose_to_quaternion_pose", "polar_axis_angle_pose_to_axis_angle_pose",
           "polar_axis_angle_pose_to_rot_vec_pose", "polar_axis_angle_pose_to_euler_pose",
           "euler_pose_to_mat_pose", "euler_pose_to_homogeneous_pose",
           "euler_pose_to_quaternion_pose", "euler_pose_to_axis_angle_pose",
           "euler_pose_to_rot_vec_pose", "euler_pose_to_polar_axis_angle_pose",
           "increment_quaternion_pose_with_velocity"]


def increment_quaternion_pose_with_velocity(quaternion_pose: Array, velocity: Array,
                                            dt: float | Array) -> Array:
    """Integrate a quaternion pose over ``dt`` at constant linear and angular velocity.

    ``velocity = [vx, vy, vz, wx, wy, wz]`` in the world frame: the position moves by ``v * dt``
    and the orientation turns by the rotation vector ``w * dt`` (applied on the left, world
    frame): ``q' = rot_vec_to_quaternion(w * dt) * q``.

    Args:
        quaternion_pose: pose ``[x, y, z, qx, qy, qz, qw]``, shape ``[..., 7]``.
        velocity: velocity, shape ``[..., 6]`` (batch dimensions broadcast).
        dt: time step, Python float or array broadcasting with ``[...]``.

    Returns:
        The new quaternion pose ``[..., 7]`` (unit quaternion).

    Raises:
        IvyValueError: wrong trailing shapes.

    Example:
        >>> import numpy as np, ivy_mech
        >>> pose = np.array([0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0])
        >>> vel = np.array([1.0, 0.0, 0.0, 0.0, 0.0, 3.1415927])
        >>> out = ivy_mech.increment_quaternion_pose_with_velocity(pose, vel, 0.5)
        >>> (out.round(4) + 0.0).tolist()
        [0.5, 0.0, 0.0, 0.0, 0.0, 0.7071, 0.7071]
    """
    fname = "increment_quaternion_pose_with_velocity"
    check_shape(quaternion_pose, (7,), fname, "quaternion_pose")
    check_shape(velocity, (6,), fname, "velocity")
    if not isinstance(dt, (int, float)):
        dt = ivy.expand_dims(dt, axis=-1)
    step = ivy.multiply(velocity, dt)
    position = ivy.add(quaternion_pose[..., :3], step[..., :3])
    q = R.normalize(R.hamilton(R.rv2q(step[..., 3:]), quaternion_pose[..., 3:]))
    return ivy.concat([position, q], axis=-1)

