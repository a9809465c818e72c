"""Conversions between every pair of rotation representations, and target-facing rotations.

The 30 pairwise converters (``quaternion_to_rot_mat``, ``rot_mat_to_euler``, ...) are plain
functions written out in the ``ivy_mech._convert_from_<rep>`` modules (by
``packages/ivy-mech/tools/generate_conversions.py``) and re-exported here: each one checks its input
and calls a shortest chain of the primitives of :mod:`ivy_mech._rotation` through the conversion
graph (``rot_mat_to_euler`` is ``q2e(m2q(rot_mat))``).

Representations (batch dimensions lead):

* ``rot_mat`` ``[..., 3, 3]``: rotation matrix (orthonormal, det 1);
* ``quaternion`` ``[..., 4]``: ``[qx, qy, qz, qw]``, Hamilton, scalar last; any non-zero norm
  is accepted (inputs are normalised); outputs are unit with ``qw >= 0``;
* ``axis_angle`` ``[..., 4]``: ``[ex, ey, ez, theta]``; the axis is normalised on input; outputs
  have ``theta`` in ``[0, pi]`` and, at ``theta = 0``, the axis ``[0, 0, 1]``;
* ``rot_vec`` ``[..., 3]``: ``theta * e``;
* ``polar_axis_angle`` ``[..., 3]``: ``[inclination, azimuth, theta]``, the axis being
  ``[sin(inc) cos(az), sin(inc) sin(az), cos(inc)]``;
* ``euler`` ``[..., 3]``: angles ``[a1, a2, a3]`` of an extrinsic ``convention`` ``c1 c2 c3``
  (one of ``xyx yzy zxz xzx yxy zyz xyz yzx zxy xzy yxz zyx``, default ``zyx``):
  ``R = R_c3(a3) @ R_c2(a2) @ R_c1(a1)``, as SciPy's lowercase ``Rotation.from_euler``. Output
  first and third angles lie in ``[-pi, pi)``, the middle one in ``[0, pi]`` (symmetric conventions)
  or ``[-pi/2, pi/2]``; at gimbal lock the third angle is 0, as in SciPy.

Singularities: at ``theta = 0`` (identity) and in Euler gimbal lock the outputs are chosen as
above and gradients are finite (``double where``, see :mod:`ivy_mech._checks`); the gradient of a
quantity that is undefined there (the axis at ``theta = 0``, the split between first and third
Euler angle at gimbal lock) is 0, not its limit.
"""

from __future__ import annotations

import ivy
from ivy.types import Array

from ._checks import check_shape, safe_norm
from ._convert_from_axis_angle import (
    axis_angle_to_euler,
    axis_angle_to_polar_axis_angle,
    axis_angle_to_quaternion,
    axis_angle_to_rot_mat,
    axis_angle_to_rot_vec,
)
from ._convert_from_euler import (
    euler_to_axis_angle,
    euler_to_polar_axis_angle,
    euler_to_quaternion,
    euler_to_rot_mat,
    euler_to_rot_vec,
)
from ._convert_from_polar_axis_angle import (
    polar_axis_angle_to_axis_angle,
    polar_axis_angle_to_euler,
    polar_axis_angle_to_quaternion,
    polar_axis_angle_to_rot_mat,
    polar_axis_angle_to_rot_vec,
)
from ._convert_from_quaternion import (
    quaternion_to_axis_angle,
    quaternion_to_euler,
    quaternion_to_polar_axis_angle,
    quaternion_to_rot_mat,
    quaternion_to_rot_vec,
)
from ._convert_from_rot_mat import (
    rot_mat_to_axis_angle,
    rot_mat_to_euler,
    rot_mat_to_polar_axis_angle,
    rot_mat_to_quaternion,
    rot_mat_to_rot_vec,
)
from ._convert_from_rot_vec import (
    rot_vec_to_axis_angle,
    rot_vec_to_euler,
    rot_vec_to_polar_axis_angle,
    rot_vec_to_quaternion,
    rot_vec_to_rot_mat,
)

__all__ = ["rot_mat_to_quaternion", "rot_mat_to_axis_angle", "rot_mat_to_rot_vec",
           "rot_mat_to_polar_axis_angle", "rot_mat_to_euler", "quaternion_to_rot_mat",
           "quaternion_to_axis_angle", "quaternion_to_rot_vec", "quaternion_to_polar_axis_angle",
           "quaternion_to_euler", "axis_angle_to_rot_mat", "axis_angle_to_quaternion",
           "axis_angle_to_rot_vec", "axis_angle_to_polar_axis_angle", "axis_angle_to_euler",
           "rot_vec_to_rot_mat", "rot_vec_to_quaternion", "rot_vec_to_axis_angle",
           "rot_vec_to_polar_axis_angle", "rot_vec_to_euler", "polar_axis_angle_to_rot_mat",
           "polar_axis_angle_to_quaternion", "polar_axis_angle_to_axis_angle",
           "polar_axis_angle_to_rot_vec", "polar_axis_angle_to_euler", "euler_to_rot_mat",
           "euler_to_quaternion", "euler_to_axis_angle", "euler_to_rot_vec",
           "euler_to_polar_axis_angle", "target_facing_rotation_matrix"]


def target_facing_rotation_matrix(body_pos: Array, target_pos: Array) -> Array:
    """Rotation matrix of a body at ``body_pos`` whose z axis (forward) faces ``target_pos``.

    Camera convention: z forward, x right, y down, with "up" the world z axis. The columns of the
    result are the body's axes in world coordinates (body-to-world rotation). Where the target is
    straight above or below the body, world y is used as "up" instead.

    Args:
        body_pos: body position, shape ``[..., 3]``, float32 or float64.
        target_pos: target position, shape ``[..., 3]`` (broadcasting with ``body_pos``).

    Returns:
        Rotation matrix, shape ``[..., 3, 3]``.

    Raises:
        IvyValueError: a trailing dimension is not 3.

    Example:
        >>> import numpy as np, ivy_mech
        >>> r = ivy_mech.target_facing_rotation_matrix(np.zeros(3), np.array([1.0, 0.0, 0.0]))
        >>> (r.round(4) + 0.0).tolist()
        [[0.0, 0.0, 1.0], [-1.0, 0.0, 0.0], [0.0, -1.0, 0.0]]
    """
    fname = "target_facing_rotation_matrix"
    check_shape(body_pos, (3,), fname, "body_pos")
    check_shape(target_pos, (3,), fname, "target_pos")
    d = ivy.subtract(target_pos, body_pos)
    z = ivy.divide(d, ivy.linalg.vector_norm(d, axis=-1, keepdims=True))
    zx, zy, zz = ivy.unstack(z, axis=-1)
    zero = ivy.zeros_like(zx)
    # x = z cross up, with up = world z (or world y where z is vertical)
    x_up_z = ivy.stack([zy, ivy.negative(zx), zero], axis=-1)
    x_up_y = ivy.stack([ivy.negative(zz), zero, zx], axis=-1)
    n_z = safe_norm(x_up_z, keepdims=True)
    vertical = ivy.less(n_z, 1e-6)
    x = ivy.where(vertical, x_up_y, ivy.divide(x_up_z, ivy.where(vertical, 1.0, n_z)))
    x = ivy.divide(x, safe_norm(x, keepdims=True))
    y = ivy.linalg.cross(z, x, axis=-1)
    return ivy.stack([x, y, z], axis=-1)

