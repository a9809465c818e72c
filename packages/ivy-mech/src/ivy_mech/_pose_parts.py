"""Private: a pose put together from its position ``[..., 3]`` and rotation (inputs checked).

The pose converters split their input with an index (``pose[..., :3]`` and ``pose[..., 3:]`` for
a vector pose, ``pose[..., :3, 3]`` and ``pose[..., :3, :3]`` for a matrix pose) and join the
converted rotation and the position with one of these.
"""

import ivy


def join_vector_pose(position, rotation):
    """``[x, y, z, <rotation>]``, shape ``[..., 3 + n]`` from a rotation ``[..., n]``."""
    return ivy.concat([position, rotation], axis=-1)


def join_mat_pose(position, rot_mat):
    """The 3x4 matrix pose ``[R | t]``, shape ``[..., 3, 4]``."""
    return ivy.concat([rot_mat, ivy.expand_dims(position, axis=-1)], axis=-1)


def join_homogeneous_pose(position, rot_mat):
    """The 4x4 homogeneous pose ``[[R, t], [0, 0, 0, 1]]``, shape ``[..., 4, 4]``."""
    out = join_mat_pose(position, rot_mat)
    last = ivy.zeros_like(out[..., :1, :])
    row = ivy.concat([last[..., :3], ivy.ones_like(last[..., 3:])], axis=-1)
    return ivy.concat([out, row], axis=-2)
