"""Optical flow: flow from depth and two cameras, depth from flow (triangulation), projection
of flow onto epipolar lines, a pixel cost volume (FlowNet correlation) and scene flow from
per-object rigid transforms.

Flow is ``[du, dv]`` per pixel of view 1 (``[..., H, W, 2]``): pixel ``[u, v]`` of view 1 moves to
``[u + du, v + dv]`` in view 2.
"""

from __future__ import annotations

import math

import ivy
from ivy.types import Array

from ._checks import (
    apply_mat,
    batch_shape,
    check_shape,
    concrete_any,
    fail,
    flat_size,
    flatten_batch,
    shape_of,
)
from .camera import pixel_grid
from .two_view import _check_cams, cam1_to_cam2_full_mat, triangulate_depth

__all__ = ["cost_volume", "depth_to_optical_flow", "optical_flow_to_depth",
           "project_flow_onto_epipolar_lines", "scene_flow_from_object_transforms"]


def _grid_like(x, homogeneous=False):
    xp = ivy.current_backend(x)
    return pixel_grid(xp, x.shape[-3], x.shape[-2], x.dtype, ivy.dev(x), homogeneous)


def depth_to_optical_flow(depth1: Array, calib_mat1: Array, ext_mat1: Array, calib_mat2: Array,
                          ext_mat2: Array) -> Array:
    """The optical flow from view 1 to view 2 induced by view 1's depth (a static scene).

    Args:
        depth1: ``[..., H, W, 1]``.
        calib_mat1, calib_mat2: ``[..., 3, 3]``.
        ext_mat1, ext_mat2: world -> camera ``[..., 3, 4]``.

    Returns:
        Flow ``[..., H, W, 2]``; ``nan`` where the point is behind camera 2.

    Raises:
        IvyValueError: wrong shapes, batch shapes that do not broadcast, singular calibration.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.array([[2.0, 0.0, 1.0], [0.0, 2.0, 1.0], [0.0, 0.0, 1.0]])
        >>> E1 = np.concatenate([np.eye(3), np.zeros((3, 1))], -1)
        >>> E2 = np.concatenate([np.eye(3), np.array([[-1.0], [0.0], [0.0]])], -1)
        >>> ivy_vision.depth_to_optical_flow(np.full((2, 2, 1), 2.0), K, E1, K, E2)[0, 0].tolist()
        [-1.0, 0.0]
    """
    fname = "depth_to_optical_flow"
    check_shape(depth1, (None, None, 1), fname, "depth1")
    mat = cam1_to_cam2_full_mat(calib_mat1, ext_mat1, calib_mat2, ext_mat2, fname=fname)
    batch_shape(fname, ("depth1", depth1, 3), ("cameras", mat, 2))
    grid = _grid_like(depth1, True)
    ds2 = apply_mat(mat, ivy.multiply(grid, depth1), 2)
    z = ds2[..., 2:3]
    bad = ivy.less_equal(z, 0.0)
    px2 = ivy.divide(ds2[..., :2], ivy.where(bad, 1.0, z))
    return ivy.where(bad, ivy.nan, ivy.subtract(px2, grid[..., :2]))


def optical_flow_to_depth(flow: Array, calib_mat1: Array, ext_mat1: Array, calib_mat2: Array, ext_mat2: Array,
                          method: str = "midpoint") -> Array:
    """View 1's depth from the optical flow to view 2, by triangulating each pixel with its
    flowed position (``"midpoint"`` or ``"dlt"``, see ``triangulate_depth``).

    Args:
        flow: ``[..., H, W, 2]``.
        calib_mat1, calib_mat2: ``[..., 3, 3]``.
        ext_mat1, ext_mat2: world -> camera ``[..., 3, 4]``.
        method: ``"midpoint"`` or ``"dlt"``.

    Returns:
        Depth ``[..., H, W, 1]`` (ill-conditioned near the epipoles, where rays are parallel).

    Raises:
        IvyValueError: wrong shapes, batch shapes that do not broadcast, singular calibration.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.array([[2.0, 0.0, 1.0], [0.0, 2.0, 1.0], [0.0, 0.0, 1.0]])
        >>> E1 = np.concatenate([np.eye(3), np.zeros((3, 1))], -1)
        >>> E2 = np.concatenate([np.eye(3), np.array([[-1.0], [0.0], [0.0]])], -1)
        >>> flow = np.full((2, 2, 2), [-1.0, 0.0])
        >>> ivy_vision.optical_flow_to_depth(flow, K, E1, K, E2)[..., 0].round(6).tolist()
        [[2.0, 2.0], [2.0, 2.0]]
    """
    fname = "optical_flow_to_depth"
    check_shape(flow, (None, None, 2), fname, "flow")
    _check_cams(fname, calib_mat1, ext_mat1, calib_mat2, ext_mat2)
    batch = batch_shape(fname, ("flow", flow, 3), ("calib_mat1", calib_mat1, 2),
                        ("ext_mat1", ext_mat1, 2), ("calib_mat2", calib_mat2, 2),
                        ("ext_mat2", ext_mat2, 2))
    h, w = flow.shape[-3], flow.shape[-2]
    # one flat batch dimension, then the cameras per pixel: at most 5-D arrays (MXNet)
    flat = flatten_batch(batch, (flow, 3), (calib_mat1, 2), (ext_mat1, 2), (calib_mat2, 2),
                         (ext_mat2, 2))
    flow_f = flat[0]
    cams = [ivy.reshape(m, (-1, 1, 1) + tuple(m.shape[-2:])) for m in flat[1:]]
    grid = ivy.broadcast_to(_grid_like(flow), shape_of(flow_f))
    depth = triangulate_depth(grid, ivy.add(grid, flow_f), *cams, method=method)
    return ivy.reshape(depth, batch + (h, w, 1))


def project_flow_onto_epipolar_lines(flow: Array, fundamental_mat: Array) -> Array:
    """Correct a flow so that each flowed pixel lies on its epipolar line: ``x1 + flow`` is
    replaced by its orthogonal projection onto the line ``F x1`` in view 2.

    Where the line is undefined (``F x1 = 0``, at the epipole) the flow is kept.

    Args:
        flow: ``[..., H, W, 2]``.
        fundamental_mat: ``F`` with ``x2^T F x1 = 0``, ``[..., 3, 3]``.

    Returns:
        ``[..., H, W, 2]``.

    Raises:
        IvyValueError: wrong shapes or batch shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> F = np.array([[0.0, 0.0, 0.0], [0.0, 0.0, 1.0], [0.0, -1.0, 0.0]])
        >>> ivy_vision.project_flow_onto_epipolar_lines(np.full((1, 1, 2), [0.5, 0.3]), F)[0, 0].tolist()
        [0.5, 0.0]
    """
    fname = "project_flow_onto_epipolar_lines"
    check_shape(flow, (None, None, 2), fname, "flow")
    check_shape(fundamental_mat, (3, 3), fname, "fundamental_mat")
    batch_shape(fname, ("flow", flow, 3), ("fundamental_mat", fundamental_mat, 2))
    grid = _grid_like(flow, True)
    line = apply_mat(fundamental_mat, ivy.broadcast_to(grid, shape_of(flow)[:-1] + (3,)), 2)
    ab = line[..., :2]
    n2 = ivy.sum(ivy.multiply(ab, ab), axis=-1, keepdims=True)
    x2 = ivy.add(grid[..., :2], flow)
    dist = ivy.add(ivy.sum(ivy.multiply(ab, x2), axis=-1, keepdims=True), line[..., 2:])
    zero = ivy.equal(n2, 0.0)
    step = ivy.where(zero, 0.0, ivy.divide(dist, ivy.where(zero, 1.0, n2)))
    return ivy.subtract(flow, ivy.multiply(step, ab))


def cost_volume(features1: Array, features2: Array, max_displacement: int) -> Array:
    """The correlation cost volume of FlowNet: for each pixel of view 1 and each displacement
    ``(dy, dx)`` in ``[-d, d]^2``, the channel mean of ``f1[i, j] * f2[i + dy, j + dx]``
    (zero beyond the image).

    Args:
        features1, features2: ``[..., H, W, C]`` (same shape).
        max_displacement: ``d``, a non-negative Python int.

    Returns:
        ``[..., H, W, (2 d + 1) ** 2]``, displacements ordered row-major (``dy`` outer, ``dx``
        inner, both from ``-d`` to ``d``).

    Raises:
        IvyValueError: wrong or different shapes, a bad ``max_displacement``.

    Example:
        >>> import numpy as np, ivy_vision
        >>> f = np.arange(3.0).reshape(1, 3, 1)
        >>> ivy_vision.cost_volume(f, f, 1)[0, 1].tolist()
        [0.0, 0.0, 0.0, 0.0, 1.0, 2.0, 0.0, 0.0, 0.0]
    """
    fname = "cost_volume"
    check_shape(features1, (None, None, None), fname, "features1")
    check_shape(features2, (None, None, None), fname, "features2")
    if tuple(features1.shape) != tuple(features2.shape):
        fail(fname, f"features1 {tuple(features1.shape)} and features2 {tuple(features2.shape)} "
                    "differ in shape")
    if isinstance(max_displacement, bool) or not isinstance(max_displacement, int) or \
            max_displacement < 0:
        fail(fname, f"expected max_displacement a non-negative int, got {max_displacement!r}")
    d = max_displacement
    h, w = features1.shape[-3], features1.shape[-2]
    nd = len(features2.shape)
    pad = [(0, 0)] * (nd - 3) + [(d, d), (d, d), (0, 0)]
    f2 = ivy.pad(features2, pad)
    out = []
    for dy in range(-d, d + 1):
        for dx in range(-d, d + 1):
            shifted = f2[..., d + dy:d + dy + h, d + dx:d + dx + w, :]
            out.append(ivy.mean(ivy.multiply(features1, shifted), axis=-1))
    return ivy.stack(out, axis=-1)


def scene_flow_from_object_transforms(coords: Array, object_ids: Array, transforms: Array) -> Array:
    """Scene flow of points that move with rigid objects: ``T_k x - x`` for a point of object
    ``k``.

    Args:
        coords: points ``[..., *S, 3]`` (e.g. a world-coordinate image ``[B, H, W, 3]``).
        object_ids: integer ids ``[..., *S]`` in ``[0, K)``.
        transforms: each object's motion ``[R | t]``, ``[..., K, 3, 4]`` (batch ``[...]``
            aligned with the points' leading dimensions).

    Returns:
        ``[..., *S, 3]``; differentiable with respect to ``coords`` and ``transforms``.

    Raises:
        IvyValueError: wrong or mismatched shapes.

    Example:
        >>> import numpy as np, ivy_vision
        >>> T = np.stack([np.concatenate([np.eye(3), np.zeros((3, 1))], -1),
        ...               np.concatenate([np.eye(3), np.ones((3, 1))], -1)])
        >>> ivy_vision.scene_flow_from_object_transforms(np.zeros((2, 3)), np.array([0, 1]), T).tolist()
        [[0.0, 0.0, 0.0], [1.0, 1.0, 1.0]]
    """
    fname = "scene_flow_from_object_transforms"
    check_shape(coords, (3,), fname, "coords")
    check_shape(transforms, (None, 3, 4), fname, "transforms")
    if tuple(object_ids.shape) != tuple(coords.shape[:-1]):
        fail(fname, f"expected object_ids of shape {tuple(coords.shape[:-1])} (coords without the "
                    f"last axis), got {tuple(object_ids.shape)}")
    k = transforms.shape[-3]
    if concrete_any(ivy.logical_or(ivy.less(object_ids, 0), ivy.greater_equal(object_ids, k))):
        fail(fname, f"object_ids must index the {k} transforms (0 <= id < {k}); an id outside "
                    f"would give the point no transform")
    nb = len(transforms.shape) - 3
    ns = len(coords.shape) - 1 - nb
    if ns < 0:
        fail(fname, f"transforms {tuple(transforms.shape)} have more batch dimensions than coords "
                    f"{tuple(coords.shape)}")
    batch = batch_shape(fname, ("transforms", transforms, 3), ("coords", coords, 1 + ns))
    s = tuple(coords.shape[len(coords.shape) - 1 - ns:-1])
    nbf, p = flat_size(batch), math.prod(s)
    # at most 4-D arrays (MXNet slices no more): [batch, points, ...]
    x = ivy.reshape(ivy.broadcast_to(coords, batch + s + (3,)), (nbf, p, 3))
    ids = ivy.reshape(ivy.broadcast_to(object_ids, batch + s), (nbf, p))
    t = ivy.reshape(ivy.broadcast_to(transforms, batch + (k, 3, 4)), (nbf, k, 12))
    per_point = ivy.matmul(ivy.one_hot(ids, k, dtype=coords.dtype), t)  # [nbf, p, 12]
    moved = apply_mat(ivy.reshape(per_point, (nbf, p, 3, 4)), x)
    return ivy.reshape(ivy.subtract(moved, x), batch + s + (3,))
