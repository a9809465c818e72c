"""Meshes: rasterisation of triangles into depth / id / barycentric images, and the triangle
mesh of a coordinate image (two triangles per 2x2 block of pixels)."""

from __future__ import annotations

from collections.abc import Sequence

import ivy
from ivy.types import Array

from ._checks import check_image_dims, check_shape, flatten_batch, shape_of
from .camera import pixel_grid

__all__ = ["coord_image_to_mesh", "rasterize_triangles"]


def _cross2(a, b):
    return ivy.subtract(ivy.multiply(a[..., 0], b[..., 1]), ivy.multiply(a[..., 1], b[..., 0]))


def rasterize_triangles(triangles: Array, image_dims: Sequence[int]) -> tuple[Array, Array, Array]:
    """Rasterise triangles given in pixel coordinates with a depth per vertex (a z-buffer).

    A pixel centre ``[j, i]`` is covered by a triangle when its barycentric coordinates are all
    ``>= 0`` (edges and vertices included; degenerate triangles cover nothing). Of the triangles
    covering it, the pixel takes the nearest one at that point; depth is interpolated
    perspective-correctly (``1 / z`` is linear in the image), as for triangles projected by a
    pinhole camera.

    Args:
        triangles: ``[..., T, 3, 3]``: ``T`` triangles of 3 vertices ``[u, v, depth]`` with
            depth ``> 0``.
        image_dims: ``(height, width)``.

    Returns:
        ``(depth, triangle_ids, barycentric)``: ``[..., H, W, 1]`` (0 where no triangle is),
        ``[..., H, W]`` int64 (-1 where none) and ``[..., H, W, 3]`` (the screen-space
        barycentric coordinates of the pixel in its triangle; 0 where none). Depth and
        barycentric coordinates are differentiable with respect to the vertices.

    Raises:
        IvyValueError: wrong shapes or image_dims.

    Example:
        >>> import numpy as np, ivy_vision
        >>> tri = np.array([[[0.0, 0.0, 2.0], [2.0, 0.0, 2.0], [0.0, 2.0, 2.0]]])
        >>> depth, ids, _ = ivy_vision.rasterize_triangles(tri, (3, 3))
        >>> ids.tolist()
        [[0, 0, 0], [0, 0, -1], [0, -1, -1]]
    """
    fname = "rasterize_triangles"
    check_shape(triangles, (None, 3, 3), fname, "triangles")
    h, w = check_image_dims(image_dims, fname)
    xp = ivy.current_backend(triangles)
    grid = ivy.reshape(pixel_grid(xp, h, w, triangles.dtype, ivy.dev(triangles), False), (h * w, 1, 2))
    batch = shape_of(triangles)[:-3]  # (unknown sizes: run-time values)
    (flat,) = flatten_batch(batch, (triangles, 3))  # [n, T, 3, 3]: at most 5-D slices (MXNet)
    tri = ivy.expand_dims(flat, axis=-4)  # [n, 1, T, 3, 3]
    v0, v1, v2 = tri[..., 0, :2], tri[..., 1, :2], tri[..., 2, :2]  # [..., 1, T, 2]
    area = _cross2(ivy.subtract(v1, v0), ivy.subtract(v2, v0))  # [..., 1, T]
    flat = ivy.equal(area, 0.0)
    safe = ivy.where(flat, 1.0, area)
    b0 = ivy.divide(_cross2(ivy.subtract(v1, grid), ivy.subtract(v2, grid)), safe)  # [..., HW, T]
    b1 = ivy.divide(_cross2(ivy.subtract(v2, grid), ivy.subtract(v0, grid)), safe)
    b2 = ivy.subtract(ivy.subtract(1.0, b0), b1)
    bary = ivy.stack([b0, b1, b2], axis=-1)  # [..., HW, T, 3]
    inside = ivy.logical_and(ivy.all(ivy.greater_equal(bary, 0.0), axis=-1), ivy.logical_not(flat))
    inv_z = ivy.sum(ivy.divide(bary, tri[..., :, 2]), axis=-1)  # [..., HW, T]
    ok = ivy.logical_and(inside, ivy.greater(inv_z, 0.0))
    z = ivy.where(ok, ivy.divide(1.0, ivy.where(ok, inv_z, 1.0)), ivy.inf)
    best = ivy.argmin(ivy.stop_gradient(z), axis=-1, keepdims=True)  # [..., HW, 1]
    zb = ivy.take_along_axis(z, best, axis=-1)
    # (a comparison of a value in the autograd graph: MXNet 1.9.1 segfaults in the backward pass
    # when its boolean result then selects another differentiable value)
    hit = ivy.less(ivy.stop_gradient(zb), ivy.inf)
    pick = ivy.one_hot(best[..., 0], bary.shape[-2], dtype=bary.dtype)  # [..., HW, T]
    bb = ivy.sum(ivy.multiply(bary, ivy.expand_dims(pick, axis=-1)), axis=-2)
    depth = ivy.reshape(ivy.where(hit, zb, 0.0), batch + (h, w, 1))
    ids = ivy.reshape(ivy.where(hit, best, -1), batch + (h, w))
    return depth, ids, ivy.reshape(ivy.where(hit, bb, 0.0), batch + (h, w, 3))


def coord_image_to_mesh(coord_image: Array) -> tuple[Array, Array]:
    """The triangle mesh of a coordinate image: its pixels are the vertices, each 2x2 block of
    pixels two triangles.

    The block with top-left pixel ``(i, j)`` (vertex ``a = i W + j``, then ``b`` right of it,
    ``c`` below, ``d`` diagonal) gives the triangles ``(a, c, b)`` and ``(b, c, d)``, block by
    block in row-major order.

    Args:
        coord_image: ``[..., H, W, 3]`` (e.g. world coordinates of a depth image).

    Returns:
        ``(vertices, faces)``: ``[..., H W, 3]`` and ``[2 (H - 1) (W - 1), 3]`` int64 vertex
        indices (the same for every batch element).

    Raises:
        IvyValueError: wrong shape.

    Example:
        >>> import numpy as np, ivy_vision
        >>> verts, faces = ivy_vision.coord_image_to_mesh(np.zeros((2, 2, 3)))
        >>> verts.shape, faces.tolist()
        ((4, 3), [[0, 2, 1], [1, 2, 3]])
    """
    check_shape(coord_image, (None, None, 3), "coord_image_to_mesh", "coord_image")
    h, w = coord_image.shape[-3], coord_image.shape[-2]
    xp = ivy.current_backend(coord_image)
    idx = ivy.reshape(xp.arange(h * w, dtype=ivy.int64, device=ivy.dev(coord_image)), (h, w))
    a, b = idx[:-1, :-1], idx[:-1, 1:]
    c, d = idx[1:, :-1], idx[1:, 1:]
    faces = ivy.stack([ivy.stack([a, c, b], axis=-1), ivy.stack([b, c, d], axis=-1)], axis=-2)
    verts = ivy.reshape(coord_image, shape_of(coord_image)[:-3] + (h * w, 3))
    return verts, ivy.reshape(faces, (2 * (h - 1) * (w - 1), 3))
