"""Rigid mobile robots (e.g. a drone): a fixed set of body points moved by a pose."""

from __future__ import annotations

import ivy
from ivy.types import Array

from ._checks import check_shape

__all__ = ["RigidMobile"]


class RigidMobile:
    """A rigid body described by points in its own frame.

    Args:
        rel_body_points: body points relative to the body frame, shape ``[P, 3]``.

    Raises:
        IvyValueError: ``rel_body_points`` is not ``[P, 3]``.

    Example:
        >>> import numpy as np, ivy_robot
        >>> drone = ivy_robot.RigidMobile(np.array([[0.0, 0.0, 0.0], [0.1, 0.0, 0.0]]))
        >>> pose = np.array([[0.0, -1.0, 0.0, 1.0], [1.0, 0.0, 0.0, 2.0], [0.0, 0.0, 1.0, 3.0]])
        >>> drone.sample_body(pose).round(4).tolist()
        [[1.0, 2.0, 3.0], [1.0, 2.1, 3.0]]
    """

    def __init__(self, rel_body_points: Array) -> None:
        shape = check_shape(rel_body_points, (None, 3), "RigidMobile", "rel_body_points")
        if len(shape) != 2:
            raise ivy.IvyValueError(f"ivy_robot.RigidMobile: expected rel_body_points of shape "
                                    f"[P, 3], got shape {shape}")
        self.rel_body_points = rel_body_points

    def sample_body(self, inv_ext_mats: Array) -> Array:
        """The body points in the world frame for a batch of poses.

        Args:
            inv_ext_mats: body-to-world matrices ``[R | t]``, shape ``[..., 3, 4]`` (e.g. from
                ``ivy_mech.rot_vec_pose_to_mat_pose``).

        Returns:
            World coordinates ``R p + t`` of every body point, shape ``[..., P, 3]``.

        Raises:
            IvyValueError: ``inv_ext_mats`` is not ``[..., 3, 4]``.

        Example:
            >>> import numpy as np, ivy_robot
            >>> body = ivy_robot.RigidMobile(np.array([[1.0, 0.0, 0.0]]))
            >>> body.sample_body(np.concatenate([np.eye(3), np.ones((3, 1))], -1)).tolist()
            [[2.0, 1.0, 1.0]]
        """
        check_shape(inv_ext_mats, (3, 4), "RigidMobile.sample_body", "inv_ext_mats")
        pts = ivy.astype(self.rel_body_points, inv_ext_mats.dtype) \
            if self.rel_body_points.dtype != inv_ext_mats.dtype else self.rel_body_points
        rotated = ivy.matmul(inv_ext_mats[..., :3], ivy.matrix_transpose(pts))  # [..., 3, P]
        return ivy.add(ivy.matrix_transpose(rotated), ivy.expand_dims(inv_ext_mats[..., 3], axis=-2))
