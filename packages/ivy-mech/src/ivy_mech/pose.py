"""Conversions between every pair of pose representations, and pose integration.

A pose is a position and a rotation: ``mat_pose`` is the 3x4 matrix ``[R | t]`` (``[..., 3, 4]``),
``homogeneous_pose`` its 4x4 form ``[[R, t], [0, 0, 0, 1]]`` (``[..., 4, 4]``; the last row is not
read on input); every other pose is the vector ``[x, y, z, <rotation>]`` with the rotation in one
of the forms of :mod:`ivy_mech.orientation`: ``quaternion_pose`` ``[..., 7]``, ``axis_angle_pose``
``[..., 7]``, ``rot_vec_pose`` ``[..., 6]``, ``polar_axis_angle_pose`` ``[..., 6]``,
``euler_pose`` ``[..., 6]`` (extrinsic ``convention``, default ``zyx``). The 42 pairwise
converters are generated: split, convert the rotation with the orientation converter, join.
"""

import ivy

from . import _rotation as R
from ._checks import check_shape, euler_axes
from .orientation import REPRESENTATIONS, converter, define, define_all

_POS = "[1.0, 2.0, 3.0"
_HOM = ("[[0.0, -1.0, 0.0, 1.0], [1.0, 0.0, 0.0, 2.0], [0.0, 0.0, 1.0, 3.0], "
        "[0.0, 0.0, 0.0, 1.0]]")
_MATRIX = ("mat_pose", "homogeneous_pose")


def _vec_example(rot_text):
    return _POS + ", " + rot_text[1:]


# pose name -> (rotation representation, shape, argument name, example input, example output)
POSES = {"mat_pose": ("rot_mat", (3, 4), "mat_pose",
                      "[[0.0, -1.0, 0.0, 1.0], [1.0, 0.0, 0.0, 2.0], [0.0, 0.0, 1.0, 3.0]]",
                      "[[0.0, -1.0, 0.0, 1.0], [1.0, 0.0, 0.0, 2.0], [0.0, 0.0, 1.0, 3.0]]"),
         "homogeneous_pose": ("rot_mat", (4, 4), "homogeneous_pose", _HOM, _HOM)}
for _rep in ("quaternion", "axis_angle", "rot_vec", "polar_axis_angle", "euler"):
    _shape, _, _, _in, _out = REPRESENTATIONS[_rep]
    POSES[f"{_rep}_pose"] = (_rep, (_shape[0] + 3,), f"{_rep}_pose", _vec_example(_in),
                             _vec_example(_out))


def _split(pose, name):
    if name in _MATRIX:
        return pose[..., :3, 3], pose[..., :3, :3]
    return pose[..., :3], pose[..., 3:]


def _join(position, rotation, name):
    if name in _MATRIX:
        out = ivy.concat([rotation, ivy.expand_dims(position, axis=-1)], axis=-1)
        if name == "homogeneous_pose":
            last = ivy.zeros_like(out[..., :1, :])
            row = ivy.concat([last[..., :3], ivy.ones_like(last[..., 3:])], axis=-1)
            out = ivy.concat([out, row], axis=-2)
        return out
    return ivy.concat([position, rotation], axis=-1)


def _doc(src, dst, name):
    s_rep, s_shape, s_arg, s_in, _ = POSES[src]
    d_rep, d_shape, _, _, d_out = POSES[dst]
    shape = lambda t: "[..., " + ", ".join(map(str, t)) + "]"  # noqa: E731
    euler = "euler" in (s_rep, d_rep)
    conv = ("    convention: extrinsic Euler convention of the Euler pose (default ``zyx``).\n"
            if euler else "")
    unread = " (its last row\n        is not read)" if src == "homogeneous_pose" else ""
    rot = ("the same rotation matrix" if s_rep == d_rep
           else f"its rotation as in\n    ``ivy_mech.{s_rep}_to_{d_rep}``")
    what = lambda n: ({"mat_pose": "3x4 matrix pose ``[R | t]``",  # noqa: E731
                       "homogeneous_pose": "4x4 homogeneous pose ``[[R, t], [0, 0, 0, 1]]``"}
                      .get(n, f"``[x, y, z, <{POSES[n][0]}>]`` pose"))
    return (
        f"Convert a {what(src)} to a {what(dst)}.\n\n"
        f"Args:\n    {s_arg}: pose, shape ``{shape(s_shape)}``, float32 or float64{unread}.\n{conv}\n"
        f"Returns:\n    The pose, shape ``{shape(d_shape)}``, same dtype and device; {rot}.\n\n"
        f"Raises:\n    IvyValueError: wrong trailing shape{', or an unknown convention' if euler else ''}"
        f".\n\nExample:\n    >>> import numpy as np, ivy_mech\n"
        f"    >>> x = np.array({s_in})\n"
        f"    >>> (ivy_mech.{name}(x).round(4) + 0.0).tolist()\n    {d_out}\n"
    )


def _make(src, dst):
    name = f"{src}_to_{dst}"
    s_rep, shape, arg = POSES[src][:3]
    d_rep = POSES[dst][0]
    convert = converter(s_rep, d_rep)
    euler = "euler" in (s_rep, d_rep)

    def impl(x, convention):
        check_shape(x, shape, name, arg)
        axes = euler_axes(convention, name) if euler else None
        position, rotation = _split(x, src)
        return _join(position, convert(rotation, axes), dst)

    return define(name, arg, euler, impl, _doc(src, dst, name), __name__)


__all__ = define_all(globals(), POSES, _make)


def increment_quaternion_pose_with_velocity(quaternion_pose, velocity, dt):
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


__all__.append("increment_quaternion_pose_with_velocity")
