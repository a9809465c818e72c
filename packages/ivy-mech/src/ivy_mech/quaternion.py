"""Quaternion algebra on ``[qx, qy, qz, qw]`` (Hamilton convention, scalar last)."""

from __future__ import annotations

import ivy
from ivy.types import Array

from . import _rotation as R
from ._checks import check_shape, safe_norm

__all__ = ["hamilton_product", "inverse_quaternion", "normalize_quaternion",
           "rotate_vectors_by_quaternion", "scale_quaternion_rotation_angle", "slerp"]


def hamilton_product(quaternion1: Array, quaternion2: Array) -> Array:
    """Hamilton product ``q1 * q2``: the rotation ``q2`` followed by ``q1``.

    ``quaternion_to_rot_mat(hamilton_product(q1, q2)) == R(q1) @ R(q2)``.

    Args:
        quaternion1: quaternion ``[..., 4]``.
        quaternion2: quaternion ``[..., 4]`` (batch dimensions broadcast).

    Returns:
        The product, shape ``[..., 4]`` (unit if both inputs are).

    Raises:
        IvyValueError: a trailing dimension is not 4.

    Example:
        >>> import numpy as np, ivy_mech
        >>> q = np.array([0.0, 0.0, 0.7071068, 0.7071068])  # 90 deg about z
        >>> (ivy_mech.hamilton_product(q, q).round(4) + 0.0).tolist()
        [0.0, 0.0, 1.0, 0.0]
    """
    check_shape(quaternion1, (4,), "hamilton_product", "quaternion1")
    check_shape(quaternion2, (4,), "hamilton_product", "quaternion2")
    return R.hamilton(quaternion1, quaternion2)


def inverse_quaternion(quaternion: Array) -> Array:
    """Inverse ``conj(q) / |q|^2`` (the conjugate for unit quaternions).

    Args:
        quaternion: quaternion ``[..., 4]``, non-zero.

    Returns:
        The inverse, shape ``[..., 4]``.

    Raises:
        IvyValueError: the trailing dimension is not 4.

    Example:
        >>> import numpy as np, ivy_mech
        >>> (ivy_mech.inverse_quaternion(np.array([0.0, 0.0, 0.6, 0.8])) + 0.0).tolist()
        [0.0, 0.0, -0.6, 0.8]
    """
    check_shape(quaternion, (4,), "inverse_quaternion", "quaternion")
    conj = ivy.concat([ivy.negative(quaternion[..., :3]), quaternion[..., 3:]], axis=-1)
    norm2 = ivy.sum(ivy.multiply(quaternion, quaternion), axis=-1, keepdims=True)
    return ivy.divide(conj, norm2)


def normalize_quaternion(quaternion: Array) -> Array:
    """Scale a quaternion to unit norm (the rotation it represents is unchanged).

    Args:
        quaternion: quaternion ``[..., 4]``, non-zero.

    Returns:
        Unit quaternion, shape ``[..., 4]`` (sign kept).

    Raises:
        IvyValueError: the trailing dimension is not 4.

    Example:
        >>> import numpy as np, ivy_mech
        >>> ivy_mech.normalize_quaternion(np.array([0.0, 0.0, 3.0, -4.0])).tolist()
        [0.0, 0.0, 0.6, -0.8]
    """
    check_shape(quaternion, (4,), "normalize_quaternion", "quaternion")
    return R.normalize(quaternion)


def rotate_vectors_by_quaternion(quaternion: Array, vectors: Array) -> Array:
    """Rotate 3-vectors by a quaternion: ``R(q) @ v``.

    Args:
        quaternion: quaternion ``[..., 4]`` (any non-zero norm).
        vectors: vectors ``[..., 3]`` (batch dimensions broadcast).

    Returns:
        Rotated vectors, shape ``[..., 3]``.

    Raises:
        IvyValueError: wrong trailing dimensions.

    Example:
        >>> import numpy as np, ivy_mech
        >>> q = np.array([0.0, 0.0, 0.7071068, 0.7071068])  # 90 deg about z
        >>> out = ivy_mech.rotate_vectors_by_quaternion(q, np.array([1.0, 0.0, 0.0]))
        >>> (out.round(4) + 0.0).tolist()
        [0.0, 1.0, 0.0]
    """
    check_shape(quaternion, (4,), "rotate_vectors_by_quaternion", "quaternion")
    check_shape(vectors, (3,), "rotate_vectors_by_quaternion", "vectors")
    return ivy.matmul(R.q2m(quaternion), ivy.expand_dims(vectors, axis=-1))[..., 0]


def scale_quaternion_rotation_angle(quaternion: Array, scale: float | Array) -> Array:
    """Multiply a rotation's angle by ``scale`` about the same axis (``q ** scale``).

    Computed through the rotation vector, so it is smooth at the identity; the input's angle is
    taken in ``[0, pi]`` (``q`` and ``-q`` give the same result).

    Args:
        quaternion: quaternion ``[..., 4]``.
        scale: Python float or array broadcasting with ``[...]``.

    Returns:
        Unit quaternion ``[..., 4]`` with ``qw >= 0`` for ``|scale * theta| <= pi``.

    Raises:
        IvyValueError: the trailing dimension is not 4.

    Example:
        >>> import numpy as np, ivy_mech
        >>> q = np.array([0.0, 0.0, 1.0, 0.0])  # 180 deg about z
        >>> (ivy_mech.scale_quaternion_rotation_angle(q, 0.5).round(4) + 0.0).tolist()
        [0.0, 0.0, 0.7071, 0.7071]
    """
    check_shape(quaternion, (4,), "scale_quaternion_rotation_angle", "quaternion")
    if not isinstance(scale, (int, float)):
        scale = ivy.expand_dims(scale, axis=-1)
    return R.rv2q(ivy.multiply(R.q2rv(quaternion), scale))


def slerp(quaternion1: Array, quaternion2: Array, t: float | Array) -> Array:
    """Spherical linear interpolation along the shortest arc from ``q1`` (t=0) to ``q2`` (t=1).

    Inputs are normalised; ``q2`` is negated where that gives the shorter arc (the same rotation).
    The arc angle is taken from ``atan2(|q1 - q2|, |q1 + q2|)`` (accurate for nearly equal
    quaternions); below an arc of 1e-4 rad linear interpolation is used, so gradients stay finite.

    Args:
        quaternion1: start quaternion ``[..., 4]``.
        quaternion2: end quaternion ``[..., 4]`` (batch dimensions broadcast).
        t: Python float, or array broadcasting with ``[...]``; values outside [0, 1] extrapolate.

    Returns:
        Unit quaternion ``[..., 4]``.

    Raises:
        IvyValueError: a trailing dimension is not 4.

    Example:
        >>> import numpy as np, ivy_mech
        >>> q1, q2 = np.array([0.0, 0.0, 0.0, 1.0]), np.array([0.0, 0.0, 1.0, 0.0])
        >>> (ivy_mech.slerp(q1, q2, 0.5).round(4) + 0.0).tolist()
        [0.0, 0.0, 0.7071, 0.7071]
    """
    check_shape(quaternion1, (4,), "slerp", "quaternion1")
    check_shape(quaternion2, (4,), "slerp", "quaternion2")
    q1, q2 = R.normalize(quaternion1), R.normalize(quaternion2)
    dot = ivy.sum(ivy.multiply(q1, q2), axis=-1, keepdims=True)
    q2 = ivy.where(ivy.less(dot, 0.0), ivy.negative(q2), q2)  # shortest arc
    # arc angle in [0, pi/2]
    omega = ivy.multiply(2.0, ivy.atan2(safe_norm(ivy.subtract(q1, q2), keepdims=True),
                                        safe_norm(ivy.add(q1, q2), keepdims=True)))
    # a Python t becomes an array like the input (a weak scalar alone cannot pick the backend)
    t = ivy.full_like(omega, t) if isinstance(t, (int, float)) else ivy.expand_dims(t, axis=-1)
    small = ivy.less(omega, 1e-4)
    s = ivy.sin(ivy.where(small, 1.0, omega))
    u = ivy.subtract(1.0, t)
    w1 = ivy.where(small, u, ivy.divide(ivy.sin(ivy.multiply(u, omega)), s))
    w2 = ivy.where(small, t, ivy.divide(ivy.sin(ivy.multiply(t, omega)), s))
    return R.normalize(ivy.add(ivy.multiply(w1, q1), ivy.multiply(w2, q2)))
