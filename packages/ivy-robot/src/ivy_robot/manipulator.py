"""Serial manipulators from Denavit-Hartenberg parameters: link matrices, link poses, points
sampled along the links, the geometric Jacobian and inverse kinematics; Mico and Panda arms.

A DH table has one row ``(a, d, alpha, theta_offset)`` per revolute joint, the joint angle
``q_i`` adding to the offset (``theta_i = q_i + theta_offset_i``).

* ``convention="standard"`` (classic DH): ``T_i = Rz(theta_i) Tz(d_i) Tx(a_i) Rx(alpha_i)``; joint
  ``i`` turns about the z axis of frame ``i - 1``.
* ``convention="modified"`` (Craig's DH, the row holding ``a_{i-1}, alpha_{i-1}``):
  ``T_i = Rx(alpha_{i-1}) Tx(a_{i-1}) Rz(theta_i) Tz(d_i)``; joint ``i`` turns about the z axis
  of frame ``i``.

Frame 0 is the base (``base_mat``, identity by default); the end effector is frame ``N`` times the
fixed ``tool_mat``. Every method is batched over the leading dimensions of the joint angles and
differentiable in them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import ivy
from ivy.types import Array

from ._checks import check_shape, safe_sqrt

__all__ = ["Manipulator", "MicoManipulator", "PandaManipulator"]


def _as_rows(table, width, fname, argname):
    try:
        rows = [[float(v) for v in row] for row in ivy.to_list(table)] \
            if hasattr(table, "shape") else [[float(v) for v in row] for row in table]
    except (TypeError, ValueError) as e:
        raise ivy.IvyValueError(f"ivy_robot.{fname}: {argname} must be a table of numbers, "
                                f"got {table!r}") from e
    if not rows or any(len(r) != width for r in rows):
        raise ivy.IvyValueError(f"ivy_robot.{fname}: {argname} must have rows of {width} "
                                f"numbers, got rows of lengths {[len(r) for r in rows]}")
    return rows


class Manipulator:
    """A serial arm of revolute joints described by Denavit-Hartenberg parameters.

    Args:
        dh_params: ``[N, 4]`` table (list, NumPy array...) of rows ``(a, d, alpha,
            theta_offset)`` in metres and radians.
        convention: ``"standard"`` or ``"modified"`` DH (see the module docstring).
        base_mat: ``[3, 4]`` or ``[4, 4]`` pose of frame 0 in the world (default identity).
        tool_mat: ``[3, 4]`` or ``[4, 4]`` end-effector pose in frame ``N`` (default identity).
        joint_limits: ``[N, 2]`` lower and upper joint angles, or None (no limits).

    Raises:
        IvyValueError: a table of the wrong width, an unknown convention, or limits whose count
            or order is wrong.

    Example:
        >>> import numpy as np, ivy_robot
        >>> arm = ivy_robot.Manipulator([[1.0, 0.0, 0.0, 0.0], [1.0, 0.0, 0.0, 0.0]])  # planar
        >>> arm.end_effector_pose(np.array([0.0, np.pi / 2]))[:, 3].round(4).tolist()
        [1.0, 1.0, 0.0]
    """

    def __init__(self, dh_params: Sequence[Sequence[float]] | Array, convention: str = "standard",
                 base_mat: Sequence[Sequence[float]] | Array | None = None,
                 tool_mat: Sequence[Sequence[float]] | Array | None = None,
                 joint_limits: Sequence[Sequence[float]] | Array | None = None) -> None:
        fname = type(self).__name__
        self.dh_params = _as_rows(dh_params, 4, fname, "dh_params")
        if convention not in ("standard", "modified"):
            raise ivy.IvyValueError(f"ivy_robot.{fname}: convention must be 'standard' or "
                                    f"'modified', got {convention!r}")
        self.convention = convention
        self.num_joints = len(self.dh_params)
        eye = [[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0]]
        self.base_mat = eye if base_mat is None else _pose_rows(base_mat, fname, "base_mat")
        self.tool_mat = eye if tool_mat is None else _pose_rows(tool_mat, fname, "tool_mat")
        self.joint_limits = None
        if joint_limits is not None:
            lim = _as_rows(joint_limits, 2, fname, "joint_limits")
            if len(lim) != self.num_joints or any(lo > hi for lo, hi in lim):
                raise ivy.IvyValueError(f"ivy_robot.{fname}: joint_limits must be "
                                        f"{self.num_joints} rows (lower, upper), lower <= upper")
            self.joint_limits = lim

    # --- forward kinematics -------------------------------------------------------------------
    def link_matrices(self, joint_angles: Array) -> Array:
        """The transform of each joint, from frame ``i - 1`` to frame ``i``.

        Args:
            joint_angles: ``[..., N]``.

        Returns:
            Homogeneous matrices ``[..., N, 4, 4]``.

        Raises:
            IvyValueError: ``joint_angles`` does not end in ``N``.

        Example:
            >>> import numpy as np, ivy_robot
            >>> arm = ivy_robot.Manipulator([[1.0, 0.5, 0.0, 0.0]])
            >>> arm.link_matrices(np.zeros(1))[0, :3, 3].tolist()
            [1.0, 0.0, 0.5]
        """
        self._check(joint_angles, "link_matrices")
        return ivy.stack(self._joint_mats(joint_angles), axis=-3)

    def link_poses(self, joint_angles: Array) -> Array:
        """Poses in the world of the base, of every joint frame and of the end effector.

        Args:
            joint_angles: ``[..., N]``.

        Returns:
            Matrix poses ``[..., N + 2, 3, 4]``: frame 0 (the base), frames 1..N, and the end
            effector (frame N times ``tool_mat``).

        Raises:
            IvyValueError: ``joint_angles`` does not end in ``N``.

        Example:
            >>> import numpy as np, ivy_robot
            >>> arm = ivy_robot.Manipulator([[1.0, 0.0, 0.0, 0.0], [1.0, 0.0, 0.0, 0.0]])
            >>> arm.link_poses(np.array([np.pi / 2, 0.0]))[:, :, 3].round(4).tolist()
            [[0.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 2.0, 0.0], [0.0, 2.0, 0.0]]
        """
        self._check(joint_angles, "link_poses")
        return ivy.stack(self._poses(joint_angles), axis=-3)[..., :3, :]

    def end_effector_pose(self, joint_angles: Array) -> Array:
        """The end effector's matrix pose ``[R | t]`` in the world.

        Args:
            joint_angles: ``[..., N]``.

        Returns:
            ``[..., 3, 4]``.

        Raises:
            IvyValueError: ``joint_angles`` does not end in ``N``.

        Example:
            >>> import numpy as np, ivy_robot
            >>> arm = ivy_robot.Manipulator([[0.5, 0.0, 0.0, 0.0]])
            >>> arm.end_effector_pose(np.array([np.pi]))[:, 3].round(4).tolist()
            [-0.5, 0.0, 0.0]
        """
        self._check(joint_angles, "end_effector_pose")
        return self._poses(joint_angles)[-1][..., :3, :]

    def sample_links(self, joint_angles: Array, samples_per_link: int = 8) -> Array:
        """Points spaced evenly along the segments joining consecutive frame origins (base,
        joints, end effector): a stand-in for the arm's links in collision checks.

        Args:
            joint_angles: ``[..., N]``.
            samples_per_link: points per segment, both ends included (>= 2).

        Returns:
            World points ``[..., N + 1, samples_per_link, 3]``.

        Raises:
            IvyValueError: ``joint_angles`` does not end in ``N``, or ``samples_per_link < 2``.

        Example:
            >>> import numpy as np, ivy_robot
            >>> arm = ivy_robot.Manipulator([[1.0, 0.0, 0.0, 0.0]])
            >>> arm.sample_links(np.zeros(1), 3)[0].tolist()  # base to joint 1; [1]: to the tool
            [[0.0, 0.0, 0.0], [0.5, 0.0, 0.0], [1.0, 0.0, 0.0]]
        """
        self._check(joint_angles, "sample_links")
        if not isinstance(samples_per_link, int) or samples_per_link < 2:
            raise ivy.IvyValueError(f"ivy_robot.{type(self).__name__}.sample_links: "
                                    f"samples_per_link must be an int >= 2, got "
                                    f"{samples_per_link!r}")
        origins = ivy.stack([p[..., :3, 3] for p in self._poses(joint_angles)], axis=-2)
        start, end = origins[..., :-1, None, :], origins[..., 1:, None, :]  # [..., N + 1, 1, 3]
        t = [i / (samples_per_link - 1) for i in range(samples_per_link)]
        steps = ivy.stack([ivy.multiply(ivy.ones_like(start[..., 0, :1]), v) for v in t], axis=-2)
        return start + (end - start) * steps

    def jacobian(self, joint_angles: Array) -> Array:
        """The geometric Jacobian of the end effector in the world frame (closed form).

        Args:
            joint_angles: ``[..., N]``.

        Returns:
            ``[..., 6, N]``: rows 0-2 map joint speeds to the end effector's linear velocity,
            rows 3-5 to its angular velocity.

        Raises:
            IvyValueError: ``joint_angles`` does not end in ``N``.

        Example:
            >>> import numpy as np, ivy_robot
            >>> arm = ivy_robot.Manipulator([[1.0, 0.0, 0.0, 0.0]])
            >>> arm.jacobian(np.zeros(1))[:, 0].round(4).tolist()
            [0.0, 1.0, 0.0, 0.0, 0.0, 1.0]
        """
        self._check(joint_angles, "jacobian")
        return self._jac_from_poses(self._poses(joint_angles))

    # --- inverse kinematics ---------------------------------------------------------------------
    def inverse_kinematics(self, target_positions: Array, initial_angles: Array, iterations: int = 100,
                           damping: float = 1e-2, max_step: float = 0.5) -> tuple[Array, Array]:
        """Joint angles placing the end effector at ``target_positions``: damped least-squares
        (Levenberg-Marquardt) steps on the position error with the closed-form Jacobian,
        ``dq = J^T (J J^T + damping^2 I)^-1 e``, each step at most ``max_step`` rad per joint and
        projected into the joint limits. Batched: every target is solved at once; a fixed
        number of iterations in one ``ivy.fori_loop`` (a compiler keeps one copy of the step;
        differentiable in reverse mode on every autodiff backend). Differentiable in the
        targets and initial angles, except where a step is clipped to ``max_step`` or an angle
        to a joint limit: the gradient through that joint's step is 0 there.

        Args:
            target_positions: ``[..., 3]`` world positions.
            initial_angles: ``[..., N]`` starting joint angles (broadcast with the targets).
            iterations: number of steps.
            damping: the damping ``lambda`` (metres).
            max_step: largest change of a joint angle per step (rad).

        Returns:
            ``(joint_angles [..., N], errors [...])``: the angles and the remaining distances
            (m) of the end effector to the targets.

        Raises:
            IvyValueError: wrong shapes, or ``iterations < 1``.

        Example:
            >>> import numpy as np, ivy_robot
            >>> arm = ivy_robot.Manipulator([[1.0, 0.0, 0.0, 0.0], [1.0, 0.0, 0.0, 0.0]])
            >>> q, err = arm.inverse_kinematics(np.array([1.0, 1.0, 0.0]), np.array([0.3, 0.3]))
            >>> bool(err < 1e-6)
            True
        """
        fname = f"{type(self).__name__}.inverse_kinematics"
        check_shape(target_positions, (3,), fname, "target_positions")
        self._check(initial_angles, "inverse_kinematics")
        if not isinstance(iterations, int) or iterations < 1:
            raise ivy.IvyValueError(f"ivy_robot.{fname}: iterations must be an int >= 1, got "
                                    f"{iterations!r}")
        # the loop's carry has a fixed shape: the angles broadcast against the targets first
        q = initial_angles + ivy.zeros_like(target_positions[..., :1], dtype=initial_angles.dtype)
        eye = _const([1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0], q, (3, 3))
        # one compiled loop (ivy.fori_loop), not ``iterations`` unrolled copies of the step
        q = ivy.fori_loop(0, iterations, lambda _, q: self._ik_step(q, target_positions, eye,
                                                                    damping, max_step), q)
        diff = target_positions - self._poses(q)[-1][..., :3, 3]
        return q, safe_sqrt(ivy.sum(diff * diff, axis=-1))

    def _ik_step(self, q, target, eye, damping, max_step):
        poses = self._poses(q)
        err = target - poses[-1][..., :3, 3]  # [..., 3]
        jac = self._jac_from_poses(poses)[..., :3, :]  # [..., 3, N]
        jjt = ivy.matmul(jac, ivy.matrix_transpose(jac)) + (damping ** 2) * eye
        dq = ivy.matmul(ivy.matrix_transpose(jac), ivy.linalg.solve(jjt, err[..., None]))[..., 0]
        q = q + ivy.clip(dq, -max_step, max_step)
        if self.joint_limits is not None:
            q = ivy.clip(q, self._limit(q, 0), self._limit(q, 1))
        return q

    def _jac_from_poses(self, poses):
        joints = poses[:-2] if self.convention == "standard" else poses[1:-1]
        p_end = poses[-1][..., :3, 3]
        cols = [ivy.concat([ivy.linalg.cross(p[..., :3, 2], p_end - p[..., :3, 3]),
                            p[..., :3, 2]], axis=-1) for p in joints]
        return ivy.stack(cols, axis=-1)

    def _limit(self, q, k):
        ones = ivy.ones_like(q[..., :1])
        return ivy.concat([ones * lim[k] for lim in self.joint_limits], axis=-1)

    # --- internals ----------------------------------------------------------------------------
    def _check(self, q, method):
        check_shape(q, (self.num_joints,), f"{type(self).__name__}.{method}", "joint_angles")

    def _joint_mats(self, q):
        """Per joint: the 4x4 transform from frame i - 1 to frame i, ``[..., 4, 4]``."""
        mats = []
        for i, (a, d, alpha, offset) in enumerate(self.dh_params):
            theta = q[..., i] + offset if offset else q[..., i]
            c, s = ivy.cos(theta), ivy.sin(theta)
            zero, one = ivy.zeros_like(c), ivy.ones_like(c)
            ca, sa = math.cos(alpha), math.sin(alpha)
            if self.convention == "standard":
                rows = [[c, -s * ca, s * sa, a * c], [s, c * ca, -c * sa, a * s],
                        [zero, zero + sa, zero + ca, zero + d]]
            else:
                rows = [[c, -s, zero, zero + a], [s * ca, c * ca, zero - sa, zero - sa * d],
                        [s * sa, c * sa, zero + ca, zero + ca * d]]
            rows.append([zero, zero, zero, one])
            mats.append(ivy.stack([ivy.stack(r, axis=-1) for r in rows], axis=-2))
        return mats

    def _poses(self, q):
        """World poses (4x4) of frame 0, frames 1..N and the end effector: a list of N + 2."""
        mats = self._joint_mats(q)
        ones = ivy.ones_like(q[..., :1])[..., None]  # [..., 1, 1]
        base = ones * _homogeneous(self.base_mat, q)
        poses = [base]
        for m in mats:
            poses.append(ivy.matmul(poses[-1], m))
        poses.append(ivy.matmul(poses[-1], ones * _homogeneous(self.tool_mat, q)))
        return poses


def _pose_rows(mat, fname, argname):
    rows = _as_rows(mat, 4, fname, argname)
    if len(rows) not in (3, 4):
        raise ivy.IvyValueError(f"ivy_robot.{fname}: {argname} must be [3, 4] or [4, 4]")
    return rows[:3]


def _homogeneous(rows, like):
    """The constant 4x4 matrix of ``rows`` (3x4 Python floats), in ``like``'s backend and dtype."""
    return _const([v for r in rows for v in r] + [0.0, 0.0, 0.0, 1.0], like, (4, 4))


def _const(values, like, shape):
    """An array of Python floats ``values`` of ``shape``, made like the array ``like`` (same
    backend, dtype and device: no backend needs to be set)."""
    one = ivy.ones_like(ivy.reshape(like, (-1,))[:1])  # [1]
    return ivy.reshape(ivy.concat([one * v for v in values], axis=0), shape)


class MicoManipulator(Manipulator):
    """Kinova Mico (6 joints), standard DH.

    Parameters from Kinova's "DH parameters of the Jaco and Mico" (the classic-DH table with
    ``D1 = 0.2755, D2 = 0.29, D3 = 0.1233, D4 = D5 = 0.0741, D6 = 0.16, e2 = 0.007`` and the 60
    degree wrist, ``d4b = D3 + D4 sin(30)/sin(60)`` ...), with the offsets that turn Kinova's
    joint angles into DH angles (``theta_i = q_i + offset_i``). Kinova's first joint turns the
    other way (``theta_1 = -q_1``): here ``q_1`` is the DH angle itself.

    Args:
        base_mat: ``[3, 4]`` or ``[4, 4]`` pose of the base in the world (default identity).

    Example:
        >>> import numpy as np, ivy_robot
        >>> ivy_robot.MicoManipulator().link_poses(np.zeros(6)).shape
        (8, 3, 4)
    """

    def __init__(self, base_mat: Sequence[Sequence[float]] | Array | None = None) -> None:
        d1, d2, d3, d4, d5, d6, e2 = 0.2755, 0.29, 0.1233, 0.0741, 0.0741, 0.16, 0.007
        k = math.sin(math.pi / 6) / math.sin(math.pi / 3)
        d4b, d5b, d6b = d3 + k * d4, k * d4 + k * d5, k * d5 + d6
        pi = math.pi
        super().__init__([[0.0, d1, pi / 2, 0.0], [d2, 0.0, pi, -pi / 2],
                          [0.0, -e2, pi / 2, pi / 2], [0.0, -d4b, pi / 3, 0.0],
                          [0.0, -d5b, pi / 3, -pi], [0.0, -d6b, pi, 100 * pi / 180]],
                         "standard", base_mat=base_mat)


class PandaManipulator(Manipulator):
    """Franka Emika Panda (7 joints), modified DH, end effector at the flange.

    Parameters and joint limits from Franka's FCI documentation ("Robot and interface
    specifications": ``a = 0, 0, 0, 0.0825, -0.0825, 0, 0.088``, ``d = 0.333, 0, 0.316, 0,
    0.384, 0, 0``, ``alpha = 0, -pi/2, pi/2, pi/2, -pi/2, pi/2, pi/2`` and the flange
    ``d = 0.107``, here folded into the last row's ``d``).

    Args:
        base_mat: ``[3, 4]`` or ``[4, 4]`` pose of the base in the world (default identity).

    Example:
        >>> import numpy as np, ivy_robot
        >>> arm = ivy_robot.PandaManipulator()
        >>> (arm.end_effector_pose(np.zeros(7))[:, 3].round(4) + 0.0).tolist()
        [0.088, 0.0, 0.926]
    """

    def __init__(self, base_mat: Sequence[Sequence[float]] | Array | None = None) -> None:
        h = math.pi / 2
        super().__init__([[0.0, 0.333, 0.0, 0.0], [0.0, 0.0, -h, 0.0], [0.0, 0.316, h, 0.0],
                          [0.0825, 0.0, h, 0.0], [-0.0825, 0.384, -h, 0.0], [0.0, 0.0, h, 0.0],
                          [0.088, 0.107, h, 0.0]], "modified", base_mat=base_mat,
                         joint_limits=[[-2.8973, 2.8973], [-1.7628, 1.7628], [-2.8973, 2.8973],
                                       [-3.0718, -0.0698], [-2.8973, 2.8973],
                                       [-0.0175, 3.7525], [-2.8973, 2.8973]])
