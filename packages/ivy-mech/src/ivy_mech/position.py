"""Positions: polar / spherical <-> cartesian coordinates, homogeneous coordinates and transforms.

Polar coordinates are ``[r, phi]`` (``x = r cos(phi)``, ``y = r sin(phi)``); spherical
coordinates are ``[r, theta, phi]`` with inclination ``theta`` from the +z axis and azimuth
``phi`` from +x towards +y (ISO 80000-2). At the origin (and on the z axis for the azimuth) the
angles are 0 and their gradients finite. Azimuths are ``atan2(y, x)``: in ``(-pi, pi]``, and
``-pi`` for ``y = -0.0``, ``x < 0`` (IEEE signed zero).
"""

from __future__ import annotations

import ivy
from ivy.types import Array

from ._checks import check_shape, safe_atan2, safe_hypot, safe_norm

__all__ = ["cartesian_to_polar_coords", "cartesian_to_spherical_coords", "invert_mat_pose",
           "make_coordinates_homogeneous", "make_transformation_homogeneous",
           "polar_to_cartesian_coords", "spherical_to_cartesian_coords", "transform_points"]


def cartesian_to_polar_coords(coords: Array) -> Array:
    """Convert 2-D cartesian coordinates ``[x, y]`` to polar ``[r, phi]``.

    Args:
        coords: points, shape ``[..., 2]``.

    Returns:
        ``[r, phi]``, shape ``[..., 2]``, ``phi`` in ``[-pi, pi]``.

    Raises:
        IvyValueError: the trailing dimension is not 2.

    Example:
        >>> import numpy as np, ivy_mech
        >>> (ivy_mech.cartesian_to_polar_coords(np.array([0.0, 2.0])).round(4) + 0.0).tolist()
        [2.0, 1.5708]
    """
    check_shape(coords, (2,), "cartesian_to_polar_coords", "coords")
    x, y = ivy.unstack(coords, axis=-1)
    return ivy.stack([safe_hypot(x, y), safe_atan2(y, x)], axis=-1)


def cartesian_to_spherical_coords(coords: Array) -> Array:
    """Convert cartesian coordinates ``[x, y, z]`` to spherical ``[r, theta, phi]``.

    Args:
        coords: points, shape ``[..., 3]``.

    Returns:
        ``[r, theta, phi]``, shape ``[..., 3]``: ``theta`` in ``[0, pi]``, ``phi`` in
        ``[-pi, pi]``.

    Raises:
        IvyValueError: the trailing dimension is not 3.

    Example:
        >>> import numpy as np, ivy_mech
        >>> out = ivy_mech.cartesian_to_spherical_coords(np.array([0.0, 1.0, 0.0]))
        >>> (out.round(4) + 0.0).tolist()
        [1.0, 1.5708, 1.5708]
    """
    check_shape(coords, (3,), "cartesian_to_spherical_coords", "coords")
    x, y, z = ivy.unstack(coords, axis=-1)
    rho = safe_hypot(x, y)
    return ivy.stack([safe_norm(coords), safe_atan2(rho, z), safe_atan2(y, x)], axis=-1)


def invert_mat_pose(mat_pose: Array) -> Array:
    """Invert a rigid transformation ``[R | t]``: ``[R^T | -R^T t]``.

    Args:
        mat_pose: matrix pose, shape ``[..., 3, 4]`` (``R`` orthonormal).

    Returns:
        The inverse matrix pose, shape ``[..., 3, 4]``.

    Raises:
        IvyValueError: the trailing shape is not ``[3, 4]``.

    Example:
        >>> import numpy as np, ivy_mech
        >>> pose = np.array([[0.0, -1.0, 0.0, 1.0], [1.0, 0.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0]])
        >>> (ivy_mech.invert_mat_pose(pose) + 0.0).tolist()
        [[0.0, 1.0, 0.0, 0.0], [-1.0, 0.0, 0.0, 1.0], [0.0, 0.0, 1.0, 0.0]]
    """
    check_shape(mat_pose, (3, 4), "invert_mat_pose", "mat_pose")
    rt = ivy.matrix_transpose(mat_pose[..., :3])
    t = ivy.negative(ivy.matmul(rt, mat_pose[..., 3:]))
    return ivy.concat([rt, t], axis=-1)


def make_coordinates_homogeneous(coords: Array) -> Array:
    """Append a 1 to each point: ``[..., n] -> [..., n + 1]``.

    Args:
        coords: points, shape ``[..., n]``.

    Returns:
        Homogeneous points, shape ``[..., n + 1]``.

    Raises:
        IvyValueError: ``coords`` is not an array with at least one dimension.

    Example:
        >>> import numpy as np, ivy_mech
        >>> ivy_mech.make_coordinates_homogeneous(np.array([1.0, 2.0, 3.0])).tolist()
        [1.0, 2.0, 3.0, 1.0]
    """
    check_shape(coords, (None,), "make_coordinates_homogeneous", "coords")
    return ivy.concat([coords, ivy.ones_like(coords[..., :1])], axis=-1)


def make_transformation_homogeneous(matrices: Array) -> Array:
    """Append the row ``[0, ..., 0, 1]``: ``[..., n, n + 1] -> [..., n + 1, n + 1]``.

    Turns a 3x4 matrix pose ``[R | t]`` into its 4x4 homogeneous transformation.

    Args:
        matrices: matrices, shape ``[..., n, n + 1]``.

    Returns:
        Square matrices, shape ``[..., n + 1, n + 1]``.

    Raises:
        IvyValueError: the trailing shape is not ``[n, n + 1]``.

    Example:
        >>> import numpy as np, ivy_mech
        >>> pose = np.concatenate([np.eye(3), np.array([[1.0], [2.0], [3.0]])], axis=-1)
        >>> ivy_mech.make_transformation_homogeneous(pose)[3].tolist()
        [0.0, 0.0, 0.0, 1.0]
    """
    fname = "make_transformation_homogeneous"
    check_shape(matrices, (None, None), fname, "matrices")
    n, m = tuple(matrices.shape)[-2:]
    if n is not None and m is not None and m != n + 1:
        raise ivy.IvyValueError(f"ivy_mech.{fname}: expected matrices of shape [..., n, n + 1], "
                                f"got shape {tuple(matrices.shape)}")
    last = matrices[..., :1, :]
    row = ivy.concat([ivy.zeros_like(last[..., :-1]), ivy.ones_like(last[..., -1:])], axis=-1)
    return ivy.concat([matrices, row], axis=-2)


def polar_to_cartesian_coords(polar_coords: Array) -> Array:
    """Convert polar coordinates ``[r, phi]`` to 2-D cartesian ``[x, y]``.

    Args:
        polar_coords: ``[r, phi]``, shape ``[..., 2]``.

    Returns:
        ``[x, y]``, shape ``[..., 2]``.

    Raises:
        IvyValueError: the trailing dimension is not 2.

    Example:
        >>> import numpy as np, ivy_mech
        >>> out = ivy_mech.polar_to_cartesian_coords(np.array([2.0, 1.5707963]))
        >>> (out.round(4) + 0.0).tolist()
        [0.0, 2.0]
    """
    check_shape(polar_coords, (2,), "polar_to_cartesian_coords", "polar_coords")
    r, phi = ivy.unstack(polar_coords, axis=-1)
    return ivy.stack([ivy.multiply(r, ivy.cos(phi)), ivy.multiply(r, ivy.sin(phi))], axis=-1)


def spherical_to_cartesian_coords(spherical_coords: Array) -> Array:
    """Convert spherical coordinates ``[r, theta, phi]`` to cartesian ``[x, y, z]``.

    Args:
        spherical_coords: ``[r, theta, phi]`` (inclination ``theta``, azimuth ``phi``), shape
            ``[..., 3]``.

    Returns:
        ``[x, y, z]``, shape ``[..., 3]``.

    Raises:
        IvyValueError: the trailing dimension is not 3.

    Example:
        >>> import numpy as np, ivy_mech
        >>> out = ivy_mech.spherical_to_cartesian_coords(np.array([1.0, 1.5707963, 1.5707963]))
        >>> (out.round(4) + 0.0).tolist()
        [0.0, 1.0, 0.0]
    """
    check_shape(spherical_coords, (3,), "spherical_to_cartesian_coords", "spherical_coords")
    r, theta, phi = ivy.unstack(spherical_coords, axis=-1)
    rs = ivy.multiply(r, ivy.sin(theta))
    return ivy.stack([ivy.multiply(rs, ivy.cos(phi)), ivy.multiply(rs, ivy.sin(phi)),
                      ivy.multiply(r, ivy.cos(theta))], axis=-1)


def transform_points(mat_pose: Array, points: Array) -> Array:
    """Apply a matrix pose to points: ``R @ p + t``.

    Args:
        mat_pose: matrix pose ``[R | t]``, shape ``[..., 3, 4]``.
        points: points, shape ``[..., 3]`` (batch dimensions broadcast).

    Returns:
        Transformed points, shape ``[..., 3]``.

    Raises:
        IvyValueError: wrong trailing shapes.

    Example:
        >>> import numpy as np, ivy_mech
        >>> pose = np.array([[0.0, -1.0, 0.0, 1.0], [1.0, 0.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0]])
        >>> (ivy_mech.transform_points(pose, np.array([1.0, 0.0, 0.0])) + 0.0).tolist()
        [1.0, 1.0, 0.0]
    """
    check_shape(mat_pose, (3, 4), "transform_points", "mat_pose")
    check_shape(points, (3,), "transform_points", "points")
    rotated = ivy.matmul(mat_pose[..., :3], ivy.expand_dims(points, axis=-1))[..., 0]
    return ivy.add(rotated, mat_pose[..., 3])
