"""Signed distance functions of primitive shapes: spheres, cuboids and scenes made of them.

A signed distance is positive outside a shape, zero on its surface and negative inside; its
magnitude is the Euclidean distance to the surface (exact for spheres and cuboids). Every function
is batched over leading dimensions and differentiable (finite gradients everywhere: the norms use
the "double where" trick at zero).
"""

from __future__ import annotations

import ivy
from ivy.types import Array

__all__ = ["PrimitiveScene", "cuboid_signed_distances", "sphere_signed_distances"]


def _check(x, trailing, fname, argname):
    shape = getattr(x, "shape", None)
    if shape is None:
        raise ivy.IvyValueError(f"ivy_vision.{fname}: expected {argname} to be an array, got a "
                                f"{type(x).__name__}")
    shape = tuple(shape)
    n = len(trailing)
    if len(shape) < n or any(t is not None and d != t for d, t in zip(shape[-n:], trailing)):
        text = "[..., " + ", ".join("n" if t is None else str(t) for t in trailing) + "]"
        raise ivy.IvyValueError(f"ivy_vision.{fname}: expected {argname} of shape {text}, got "
                                f"shape {shape}")
    return shape


def _same_count(a, b, fname, names):
    if a[-1] is not None and b[-1] is not None and a[-1] != b[-1]:
        raise ivy.IvyValueError(f"ivy_vision.{fname}: {names[0]} and {names[1]} describe "
                                f"different numbers of primitives ({a[-1]} and {b[-1]})")


def _safe_sqrt(sq):
    pos = ivy.greater(sq, 0.0)
    return ivy.where(pos, ivy.sqrt(ivy.where(pos, sq, 1.0)), 0.0)


def sphere_signed_distances(sphere_positions: Array, sphere_radii: Array, query_positions: Array) -> Array:
    """Signed distances from query points to spheres: ``|p - c| - r``.

    Args:
        sphere_positions: sphere centres, shape ``[..., N, 3]``.
        sphere_radii: radii, shape ``[..., N]``.
        query_positions: points, shape ``[..., M, 3]``.

    Returns:
        Signed distance of every point to every sphere, shape ``[..., M, N]``.

    Raises:
        IvyValueError: a trailing shape is wrong, or the sphere counts differ.

    Example:
        >>> import numpy as np, ivy_vision
        >>> c, r = np.array([[0.0, 0.0, 0.0]]), np.array([1.0])
        >>> ivy_vision.sphere_signed_distances(c, r, np.array([[3.0, 0.0, 0.0], [0.0, 0.5, 0.0]])).tolist()
        [[2.0], [-0.5]]
    """
    fname = "sphere_signed_distances"
    s = _check(sphere_positions, (None, 3), fname, "sphere_positions")
    r = _check(sphere_radii, (None,), fname, "sphere_radii")
    _check(query_positions, (None, 3), fname, "query_positions")
    _same_count(s[:-1], r, fname, ("sphere_positions", "sphere_radii"))
    diff = ivy.subtract(ivy.expand_dims(query_positions, axis=-2),
                        ivy.expand_dims(sphere_positions, axis=-3))  # [..., M, N, 3]
    dist = _safe_sqrt(ivy.sum(ivy.multiply(diff, diff), axis=-1))
    return ivy.subtract(dist, ivy.expand_dims(sphere_radii, axis=-2))


def cuboid_signed_distances(cuboid_ext_mats: Array, cuboid_dims: Array, query_positions: Array) -> Array:
    """Signed distances from query points to oriented cuboids.

    Each cuboid is given by its extrinsic matrix ``[R | t]`` (world to cuboid frame: a world
    point ``p`` is ``R p + t`` in the cuboid's frame, whose origin is the cuboid's centre, so the
    centre is at ``-R^T t`` in the world) and its side lengths along the cuboid's axes.

    Args:
        cuboid_ext_mats: world-to-cuboid matrices, shape ``[..., N, 3, 4]``.
        cuboid_dims: side lengths ``[dx, dy, dz]``, shape ``[..., N, 3]``.
        query_positions: points in the world frame, shape ``[..., M, 3]``.

    Returns:
        Signed distance of every point to every cuboid, shape ``[..., M, N]``.

    Raises:
        IvyValueError: a trailing shape is wrong, or the cuboid counts differ.

    Example:
        >>> import numpy as np, ivy_vision
        >>> ext = np.array([[[1.0, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]]])  # centred at the origin
        >>> dims = np.array([[2.0, 2.0, 2.0]])
        >>> pts = np.array([[3.0, 0.0, 0.0], [0.0, 0.5, 0.0], [2.0, 2.0, 1.0]])
        >>> ivy_vision.cuboid_signed_distances(ext, dims, pts).round(4).tolist()
        [[2.0], [-0.5], [1.4142]]
    """
    fname = "cuboid_signed_distances"
    e = _check(cuboid_ext_mats, (None, 3, 4), fname, "cuboid_ext_mats")
    d = _check(cuboid_dims, (None, 3), fname, "cuboid_dims")
    _check(query_positions, (None, 3), fname, "query_positions")
    _same_count(e[:-2], d[:-1], fname, ("cuboid_ext_mats", "cuboid_dims"))
    rot = ivy.expand_dims(cuboid_ext_mats[..., :3], axis=-4)  # [..., 1, N, 3, 3]
    trans = ivy.expand_dims(cuboid_ext_mats[..., 3], axis=-3)  # [..., 1, N, 3]
    pts = ivy.expand_dims(ivy.expand_dims(query_positions, axis=-2), axis=-2)  # [..., M, 1, 1, 3]
    local = ivy.add(ivy.sum(ivy.multiply(rot, pts), axis=-1), trans)  # [..., M, N, 3]
    q = ivy.subtract(ivy.abs(local), ivy.expand_dims(ivy.multiply(cuboid_dims, 0.5), axis=-3))
    out = ivy.maximum(q, 0.0)
    outside = _safe_sqrt(ivy.sum(ivy.multiply(out, out), axis=-1))
    inside = ivy.minimum(ivy.max(q, axis=-1), 0.0)
    return ivy.add(outside, inside)


class PrimitiveScene:
    """A scene of spheres and cuboids; ``sdf(points)`` is the minimum signed distance over all.

    Args:
        sphere_positions: ``[..., S, 3]`` sphere centres (or None: no spheres).
        sphere_radii: ``[..., S]`` radii (with ``sphere_positions``).
        cuboid_ext_mats: ``[..., C, 3, 4]`` world-to-cuboid matrices (or None: no cuboids).
        cuboid_dims: ``[..., C, 3]`` side lengths (with ``cuboid_ext_mats``).

    Raises:
        IvyValueError: the scene has no primitive, or only half of a primitive's arrays.

    Example:
        >>> import numpy as np, ivy_vision
        >>> scene = ivy_vision.PrimitiveScene(np.array([[0.0, 0.0, 0.0]]), np.array([0.5]))
        >>> scene.sdf(np.array([[2.0, 0.0, 0.0]])).tolist()
        [1.5]
    """

    def __init__(self, sphere_positions: Array | None = None, sphere_radii: Array | None = None,
                 cuboid_ext_mats: Array | None = None, cuboid_dims: Array | None = None) -> None:
        for a, b, names in ((sphere_positions, sphere_radii, "sphere_positions and sphere_radii"),
                            (cuboid_ext_mats, cuboid_dims, "cuboid_ext_mats and cuboid_dims")):
            if (a is None) != (b is None):
                raise ivy.IvyValueError(f"ivy_vision.PrimitiveScene: give both {names} or "
                                        "neither")
        if sphere_positions is None and cuboid_ext_mats is None:
            raise ivy.IvyValueError("ivy_vision.PrimitiveScene: the scene has no primitive; give "
                                    "spheres, cuboids or both")
        self.sphere_positions, self.sphere_radii = sphere_positions, sphere_radii
        self.cuboid_ext_mats, self.cuboid_dims = cuboid_ext_mats, cuboid_dims

    def sdf(self, query_positions: Array) -> Array:
        """Minimum signed distance over the scene's primitives.

        Args:
            query_positions: points, shape ``[..., M, 3]``.

        Returns:
            Signed distances, shape ``[..., M]``.

        Example:
            >>> import numpy as np, ivy_vision
            >>> ext = np.array([[[1.0, 0, 0, -4], [0, 1, 0, 0], [0, 0, 1, 0]]])  # centre x = 4
            >>> scene = ivy_vision.PrimitiveScene(cuboid_ext_mats=ext, cuboid_dims=np.ones((1, 3)))
            >>> scene.sdf(np.array([[0.0, 0.0, 0.0]])).tolist()
            [3.5]
        """
        parts = []
        if self.sphere_positions is not None:
            parts.append(sphere_signed_distances(self.sphere_positions, self.sphere_radii,
                                                 query_positions))
        if self.cuboid_ext_mats is not None:
            parts.append(cuboid_signed_distances(self.cuboid_ext_mats, self.cuboid_dims,
                                                 query_positions))
        return ivy.min(parts[0] if len(parts) == 1 else ivy.concat(parts, axis=-1), axis=-1)
