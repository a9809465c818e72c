"""Collision costs of sampled bodies (a RigidMobile's points, a Manipulator's link points)
against a signed distance function (e.g. ``ivy_vision.PrimitiveScene(...).sdf``)."""

from __future__ import annotations

from collections.abc import Callable

import ivy
from ivy.types import Array

from ._checks import check_shape

__all__ = ["collision_cost"]


def collision_cost(points: Array, sdf: Callable[[Array], Array], clearance: float = 0.0) -> Array:
    """Mean penetration of points into a clearance margin around a scene:
    ``mean(max(clearance - sdf(points), 0))`` over the points; 0 when every point is at least
    ``clearance`` away from every obstacle, and growing linearly with the depth otherwise.

    Args:
        points: world points ``[..., P, 3]`` (any number of point dimensions before the last
            are flattened by the caller's ``sdf`` as it wishes: it receives ``[..., P, 3]``).
        sdf: a function ``[..., P, 3] -> [..., P]`` of signed distances.
        clearance: the margin (m) below which a point costs.

    Returns:
        The cost, shape ``[...]``.

    Raises:
        IvyValueError: ``points`` is not ``[..., P, 3]``, ``sdf`` is not callable, or its
            result is not ``[..., P]``.

    Example:
        >>> import numpy as np, ivy_vision, ivy_robot
        >>> scene = ivy_vision.PrimitiveScene(np.zeros((1, 3)), np.array([1.0]))
        >>> pts = np.array([[0.5, 0.0, 0.0], [3.0, 0.0, 0.0]])  # inside, outside
        >>> float(ivy_robot.collision_cost(pts, scene.sdf, clearance=0.1))
        0.3
    """
    check_shape(points, (None, 3), "collision_cost", "points")
    if not callable(sdf):
        raise ivy.IvyValueError(f"ivy_robot.collision_cost: sdf must be callable, got "
                                f"{type(sdf).__name__}")
    d = sdf(points)
    ds, ps = tuple(d.shape), tuple(points.shape)
    if len(ds) != len(ps) - 1 or None not in (ds[-1], ps[-2]) and ds[-1] != ps[-2]:
        raise ivy.IvyValueError(
            f"ivy_robot.collision_cost: sdf must map points [..., P, 3] to [..., P]; points "
            f"{ps} gave {ds} (a per-primitive [..., P, N] result "
            f"needs its min over N first)")
    return ivy.mean(ivy.maximum(clearance - d, 0.0), axis=-1)
