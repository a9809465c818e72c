"""Coordinate chains: depth <-> depth-scaled pixel coordinates <-> camera <-> world coordinates,
radial depth, world ray vectors, spherical and angular-pixel (ego-sphere) coordinates.

Depth-scaled (``ds``) pixel coordinates are ``[u d, v d, d]`` (``d`` the depth, the camera z);
``x_cam = K^-1 x_ds``, ``x_world = [R^T | C] x_cam``. Points carry any number of point
dimensions after the batch (``[..., N, 3]`` or an image ``[..., H, W, 3]``): a matrix's batch
dimensions align with the *leading* dimensions of the points and broadcast against them.

Points behind the camera: a projection to pixel coordinates divides by the depth; where the depth
is ``<= 0`` (behind the camera or on its plane) the pixel coordinates are ``nan`` (with zero, not
nan, gradients), so they can be masked with ``isnan`` and never look like a valid pixel.
"""

from __future__ import annotations

import ivy
import ivy_mech
from ivy.types import Array

from ._checks import (
    apply_mat,
    batch_shape,
    check_calib,
    check_shape,
    homogeneous,
    normalize,
    safe_norm,
    shape_of,
    stack_last,
)
from .camera import _inv_calib, pixel_grid

__all__ = ["angular_pixel_to_sphere_coords", "cam_to_ds_pixel_coords", "cam_to_pixel_coords",
           "cam_to_sphere_coords", "cam_to_world_coords", "depth_to_cam_coords",
           "depth_to_ds_pixel_coords", "depth_to_radial_depth", "depth_to_world_coords",
           "ds_pixel_to_cam_coords", "ds_pixel_to_pixel_coords", "ds_pixel_to_world_coords",
           "pixel_coords_to_world_ray_vectors", "pixel_to_cam_coords", "radial_depth_to_depth",
           "sphere_to_angular_pixel_coords", "sphere_to_cam_coords", "world_to_cam_coords",
           "world_to_ds_pixel_coords", "world_to_pixel_coords"]


def transform(fname: str, mat: Array, matname: str, m: int, points: Array, ptsname: str,
              k: int = 3) -> Array:
    """Check ``mat`` (``[..., m, k]`` or ``[..., m, k + 1]``) and ``points`` (``[..., k]``) and
    apply the matrix to the points, its batch aligned with the points' leading dimensions."""
    check_shape(points, (k,), fname, ptsname)
    check_shape(mat, (m, None), fname, matname)
    if mat.shape[-1] not in (k, k + 1):
        check_shape(mat, (m, k + 1), fname, matname)
    nb = len(mat.shape) - 2
    lead = len(points.shape) - 1
    if lead >= nb:
        batch_shape(fname, (matname, mat, 2), (ptsname, points, 1 + lead - nb))
    else:
        batch_shape(fname, (matname, mat, 2), (ptsname, points, 1))
    return apply_mat(mat, points, max(lead - nb, 0))


def _check_points(fname, mat, matname, m, points, ptsname, k=3):
    """The checks of ``transform``; returns the number of point dimensions after the batch."""
    check_shape(points, (k,), fname, ptsname)
    check_shape(mat, (m, None), fname, matname)
    nb = len(mat.shape) - 2
    lead = len(points.shape) - 1
    batch_shape(fname, (matname, mat, 2), (ptsname, points, 1 + max(lead - nb, 0)))
    return max(lead - nb, 0)


def _calib_parts(calib_mat, nspatial):
    """``fx, s, px, fy, py`` of ``K [..., 3, 3]``, each ``[..., 1 (x nspatial), 1]`` to broadcast
    with points ``[..., *S, 1]`` (K's last row is ``[0, 0, 1]`` by convention)."""
    shape = shape_of(calib_mat)[:-2] + (1,) * (nspatial + 1)
    idx = ((0, 0), (0, 1), (0, 2), (1, 1), (1, 2))
    return [ivy.reshape(calib_mat[..., i, j], shape) for i, j in idx]


def _project(ds, fname):
    """``[x / z, y / z]``; nan where ``z <= 0`` (see the module docstring)."""
    z = ds[..., 2:3]
    bad = ivy.less_equal(z, 0.0)
    uv = ivy.divide(ds[..., :2], ivy.where(bad, 1.0, z))
    return ivy.where(bad, ivy.nan, uv)


def depth_to_ds_pixel_coords(depth: Array) -> Array:
    """Depth image -> depth-scaled pixel coordinates ``[u d, v d, d]`` of every pixel.

    Args:
        depth: ``[..., H, W, 1]``.

    Returns:
        ``[..., H, W, 3]``.

    Raises:
        IvyValueError: ``depth`` is not ``[..., H, W, 1]``.

    Example:
        >>> import numpy as np, ivy_vision
        >>> ivy_vision.depth_to_ds_pixel_coords(np.full((2, 3, 1), 2.0))[1, 2].tolist()
        [4.0, 2.0, 2.0]
    """
    check_shape(depth, (None, None, 1), "depth_to_ds_pixel_coords", "depth")
    h, w = depth.shape[-3], depth.shape[-2]
    xp = ivy.current_backend(depth)
    grid = pixel_grid(xp, h, w, depth.dtype, ivy.dev(depth))
    return ivy.multiply(grid, depth)


def ds_pixel_to_pixel_coords(ds_pixel_coords: Array) -> Array:
    """Depth-scaled pixel coordinates -> pixel coordinates ``[u, v]`` (nan where ``d <= 0``).

    Args:
        ds_pixel_coords: ``[..., 3]``.

    Returns:
        ``[..., 2]``.

    Raises:
        IvyValueError: wrong trailing shape.

    Example:
        >>> import numpy as np, ivy_vision
        >>> ivy_vision.ds_pixel_to_pixel_coords(np.array([[4.0, 2.0, 2.0], [1.0, 1.0, -1.0]])).tolist()
        [[2.0, 1.0], [nan, nan]]
    """
    check_shape(ds_pixel_coords, (3,), "ds_pixel_to_pixel_coords", "ds_pixel_coords")
    return _project(ds_pixel_coords, "ds_pixel_to_pixel_coords")


def ds_pixel_to_cam_coords(ds_pixel_coords: Array, inv_calib_mat: Array) -> Array:
    """Depth-scaled pixel coordinates -> camera coordinates: ``K^-1 [u d, v d, d]``.

    Args:
        ds_pixel_coords: ``[..., 3]`` (e.g. ``[B, H, W, 3]``).
        inv_calib_mat: ``K^-1``, ``[..., 3, 3]`` (batch aligned with the points' leading dims).

    Returns:
        ``[..., 3]``.

    Raises:
        IvyValueError: wrong trailing shapes or batch shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> Ki = np.array([[0.5, 0.0, -1.0], [0.0, 0.5, -1.0], [0.0, 0.0, 1.0]])
        >>> ivy_vision.ds_pixel_to_cam_coords(np.array([4.0, 2.0, 2.0]), Ki).tolist()
        [0.0, -1.0, 2.0]
    """
    return transform("ds_pixel_to_cam_coords", inv_calib_mat, "inv_calib_mat", 3,
                     ds_pixel_coords, "ds_pixel_coords")


def cam_to_ds_pixel_coords(cam_coords: Array, calib_mat: Array) -> Array:
    """Camera coordinates -> depth-scaled pixel coordinates: ``K x_cam``.

    Args:
        cam_coords: ``[..., 3]``.
        calib_mat: ``K``, ``[..., 3, 3]`` (batch aligned with the points' leading dims).

    Returns:
        ``[..., 3]``.

    Raises:
        IvyValueError: wrong trailing shapes or batch shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.array([[2.0, 0.0, 2.0], [0.0, 2.0, 2.0], [0.0, 0.0, 1.0]])
        >>> ivy_vision.cam_to_ds_pixel_coords(np.array([0.0, -1.0, 2.0]), K).tolist()
        [4.0, 2.0, 2.0]
    """
    return transform("cam_to_ds_pixel_coords", calib_mat, "calib_mat", 3, cam_coords, "cam_coords")


def cam_to_pixel_coords(cam_coords: Array, calib_mat: Array) -> Array:
    """Project camera coordinates to pixel coordinates ``[u, v]`` (nan where ``z <= 0``).

    Args:
        cam_coords: ``[..., 3]``.
        calib_mat: ``K``, ``[..., 3, 3]``.

    Returns:
        ``[..., 2]``.

    Raises:
        IvyValueError: wrong trailing shapes or batch shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.array([[2.0, 0.0, 2.0], [0.0, 2.0, 2.0], [0.0, 0.0, 1.0]])
        >>> ivy_vision.cam_to_pixel_coords(np.array([0.0, -1.0, 2.0]), K).tolist()
        [2.0, 1.0]
    """
    fname = "cam_to_pixel_coords"
    nspatial = _check_points(fname, calib_mat, "calib_mat", 3, cam_coords, "cam_coords")
    # on [..., *S] planes (no size-1 last axis): PyTorch's CPU kernels run contiguous planes
    # several times faster than [..., 1] columns broadcast against [..., 2]; one stack at the end
    fx, s, px, fy, py = _calib_parts(calib_mat, nspatial - 1)
    x, y, z = cam_coords[..., 0], cam_coords[..., 1], cam_coords[..., 2]
    bad = ivy.less_equal(z, 0.0)
    r = ivy.divide(1.0, ivy.where(bad, 1.0, z))
    xn, yn = ivy.multiply(x, r), ivy.multiply(y, r)
    u = ivy.add(ivy.add(ivy.multiply(fx, xn), ivy.multiply(s, yn)), px)
    v = ivy.add(ivy.multiply(fy, yn), py)
    return stack_last([ivy.where(bad, ivy.nan, u), ivy.where(bad, ivy.nan, v)])


def cam_to_world_coords(cam_coords: Array, inv_ext_mat: Array) -> Array:
    """Camera coordinates -> world coordinates: ``R^T x_cam + C``.

    Args:
        cam_coords: ``[..., 3]``.
        inv_ext_mat: camera -> world ``[R^T | C]``, ``[..., 3, 4]``.

    Returns:
        ``[..., 3]``.

    Raises:
        IvyValueError: wrong trailing shapes or batch shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> M = np.concatenate([np.eye(3), np.array([[0.0], [0.0], [1.0]])], -1)
        >>> ivy_vision.cam_to_world_coords(np.array([1.0, 2.0, 3.0]), M).tolist()
        [1.0, 2.0, 4.0]
    """
    return transform("cam_to_world_coords", inv_ext_mat, "inv_ext_mat", 3, cam_coords,
                     "cam_coords")


def world_to_cam_coords(world_coords: Array, ext_mat: Array) -> Array:
    """World coordinates -> camera coordinates: ``R x_world + t``.

    Args:
        world_coords: ``[..., 3]``.
        ext_mat: world -> camera ``[R | t]``, ``[..., 3, 4]``.

    Returns:
        ``[..., 3]``.

    Raises:
        IvyValueError: wrong trailing shapes or batch shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> E = np.concatenate([np.eye(3), np.array([[0.0], [0.0], [-1.0]])], -1)
        >>> ivy_vision.world_to_cam_coords(np.array([1.0, 2.0, 4.0]), E).tolist()
        [1.0, 2.0, 3.0]
    """
    return transform("world_to_cam_coords", ext_mat, "ext_mat", 3, world_coords, "world_coords")


def ds_pixel_to_world_coords(ds_pixel_coords: Array, inv_full_mat: Array) -> Array:
    """Depth-scaled pixel coordinates -> world coordinates with ``[R^T K^-1 | C]``.

    Args:
        ds_pixel_coords: ``[..., 3]``.
        inv_full_mat: ``[..., 3, 4]`` (see ``inv_calib_and_inv_ext_to_inv_full_mat``).

    Returns:
        ``[..., 3]``.

    Raises:
        IvyValueError: wrong trailing shapes or batch shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> M = np.array([[0.5, 0.0, -1.0, 0.0], [0.0, 0.5, -1.0, 0.0], [0.0, 0.0, 1.0, 1.0]])
        >>> ivy_vision.ds_pixel_to_world_coords(np.array([4.0, 2.0, 2.0]), M).tolist()
        [0.0, -1.0, 3.0]
    """
    return transform("ds_pixel_to_world_coords", inv_full_mat, "inv_full_mat", 3,
                     ds_pixel_coords, "ds_pixel_coords")


def world_to_ds_pixel_coords(world_coords: Array, full_mat: Array) -> Array:
    """World coordinates -> depth-scaled pixel coordinates: ``P [x; 1]`` with ``P = K [R | t]``.

    Args:
        world_coords: ``[..., 3]``.
        full_mat: ``P``, ``[..., 3, 4]``.

    Returns:
        ``[..., 3]``.

    Raises:
        IvyValueError: wrong trailing shapes or batch shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> P = np.array([[2.0, 0.0, 2.0, 0.0], [0.0, 2.0, 2.0, 0.0], [0.0, 0.0, 1.0, 0.0]])
        >>> ivy_vision.world_to_ds_pixel_coords(np.array([0.0, -1.0, 2.0]), P).tolist()
        [4.0, 2.0, 2.0]
    """
    return transform("world_to_ds_pixel_coords", full_mat, "full_mat", 3, world_coords,
                     "world_coords")


def world_to_pixel_coords(world_coords: Array, full_mat: Array) -> Array:
    """Project world coordinates to pixel coordinates ``[u, v]`` (nan behind the camera).

    Args:
        world_coords: ``[..., 3]``.
        full_mat: ``P = K [R | t]``, ``[..., 3, 4]``.

    Returns:
        ``[..., 2]``.

    Raises:
        IvyValueError: wrong trailing shapes or batch shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> P = np.array([[2.0, 0.0, 2.0, 0.0], [0.0, 2.0, 2.0, 0.0], [0.0, 0.0, 1.0, 0.0]])
        >>> ivy_vision.world_to_pixel_coords(np.array([[0.0, -1.0, 2.0], [0.0, 0.0, -1.0]]), P).tolist()
        [[2.0, 1.0], [nan, nan]]
    """
    ds = transform("world_to_pixel_coords", full_mat, "full_mat", 3, world_coords, "world_coords")
    return _project(ds, "world_to_pixel_coords")


def pixel_to_cam_coords(pixel_coords: Array, depth: Array, calib_mat: Array) -> Array:
    """Unproject pixel coordinates with their depths: ``d K^-1 [u, v, 1]``.

    Args:
        pixel_coords: ``[u, v]``, ``[..., 2]``.
        depth: ``[..., 1]`` (same leading shape as ``pixel_coords``).
        calib_mat: ``K``, ``[..., 3, 3]`` (batch aligned with the points' leading dims).

    Returns:
        Camera coordinates, ``[..., 3]``.

    Raises:
        IvyValueError: wrong shapes, or a singular ``calib_mat`` (zero focal length).

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.array([[2.0, 0.0, 2.0], [0.0, 2.0, 2.0], [0.0, 0.0, 1.0]])
        >>> ivy_vision.pixel_to_cam_coords(np.array([2.0, 1.0]), np.array([2.0]), K).tolist()
        [0.0, -1.0, 2.0]
    """
    fname = "pixel_to_cam_coords"
    check_shape(pixel_coords, (2,), fname, "pixel_coords")
    check_shape(depth, (1,), fname, "depth")
    batch_shape(fname, ("pixel_coords", pixel_coords, 1), ("depth", depth, 1))
    check_calib(calib_mat, fname)
    nspatial = _check_points(fname, calib_mat, "calib_mat", 3, pixel_coords, "pixel_coords", k=2)
    fx, s, px, fy, py = _calib_parts(calib_mat, nspatial)
    yn = ivy.divide(ivy.subtract(pixel_coords[..., 1:2], py), fy)
    xn = ivy.divide(ivy.subtract(ivy.subtract(pixel_coords[..., 0:1], px), ivy.multiply(s, yn)), fx)
    return ivy.concat([ivy.multiply(xn, depth), ivy.multiply(yn, depth), depth], axis=-1)


def depth_to_cam_coords(depth: Array, calib_mat: Array) -> Array:
    """Depth image -> camera coordinates of every pixel (``d K^-1 [u, v, 1]``).

    Args:
        depth: ``[..., H, W, 1]``.
        calib_mat: ``K``, ``[..., 3, 3]`` (batch ``[...]`` of the depth).

    Returns:
        ``[..., H, W, 3]``.

    Raises:
        IvyValueError: wrong shapes, or a singular ``calib_mat``.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.array([[2.0, 0.0, 1.0], [0.0, 2.0, 1.0], [0.0, 0.0, 1.0]])
        >>> ivy_vision.depth_to_cam_coords(np.full((2, 3, 1), 2.0), K)[1, 2].tolist()
        [1.0, 0.0, 2.0]
    """
    fname = "depth_to_cam_coords"
    check_shape(depth, (None, None, 1), fname, "depth")
    check_calib(calib_mat, fname)
    _check_image_batch(fname, depth, "depth", calib_mat, "calib_mat")
    fx, s, px, fy, py = _calib_parts(calib_mat, 2)
    xp = ivy.current_backend(depth)
    h, w = depth.shape[-3], depth.shape[-2]
    u = ivy.reshape(xp.arange(w, dtype=depth.dtype, device=ivy.dev(depth)), (w, 1))
    v = ivy.reshape(xp.arange(h, dtype=depth.dtype, device=ivy.dev(depth)), (h, 1, 1))
    yn = ivy.divide(ivy.subtract(v, py), fy)  # [..., H, 1, 1]: K^-1 [u, v, 1] per row / column
    xn = ivy.divide(ivy.subtract(ivy.subtract(u, px), ivy.multiply(s, yn)), fx)  # [..., H, W, 1]
    return ivy.concat([ivy.multiply(xn, depth), ivy.multiply(yn, depth), depth], axis=-1)


def _check_image_batch(fname, image, imname, mat, matname):
    batch_shape(fname, (imname, image, 3), (matname, mat, 2))


def depth_to_world_coords(depth: Array, calib_mat: Array, inv_ext_mat: Array) -> Array:
    """Depth image -> world coordinates of every pixel.

    Args:
        depth: ``[..., H, W, 1]``.
        calib_mat: ``K``, ``[..., 3, 3]``.
        inv_ext_mat: camera -> world ``[R^T | C]``, ``[..., 3, 4]``.

    Returns:
        ``[..., H, W, 3]``.

    Raises:
        IvyValueError: wrong shapes, batch shapes that do not broadcast, a singular calib_mat.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.array([[2.0, 0.0, 1.0], [0.0, 2.0, 1.0], [0.0, 0.0, 1.0]])
        >>> M = np.concatenate([np.eye(3), np.array([[0.0], [0.0], [1.0]])], -1)
        >>> ivy_vision.depth_to_world_coords(np.full((2, 3, 1), 2.0), K, M)[1, 2].tolist()
        [1.0, 0.0, 3.0]
    """
    fname = "depth_to_world_coords"
    check_shape(depth, (None, None, 1), fname, "depth")
    check_calib(calib_mat, fname)
    check_shape(inv_ext_mat, (3, 4), fname, "inv_ext_mat")
    batch_shape(fname, ("depth", depth, 3), ("calib_mat", calib_mat, 2),
                ("inv_ext_mat", inv_ext_mat, 2))
    m = ivy.concat([ivy.matmul(inv_ext_mat[..., :3], _inv_calib(calib_mat)), inv_ext_mat[..., 3:]],
                   axis=-1)
    return apply_mat(m, depth_to_ds_pixel_coords(depth), 2)


def _ray_norms(calib_mat, h, w, like):
    """``|K^-1 [u, v, 1]|`` of every pixel, ``[..., H, W, 1]``."""
    xp = ivy.current_backend(like)
    grid = pixel_grid(xp, h, w, like.dtype, ivy.dev(like))
    return safe_norm(apply_mat(_inv_calib(calib_mat), grid, 2), keepdims=True)


def depth_to_radial_depth(depth: Array, calib_mat: Array) -> Array:
    """Depth (camera z) image -> radial depth (distance from the camera centre) image.

    Args:
        depth: ``[..., H, W, 1]``.
        calib_mat: ``K``, ``[..., 3, 3]``.

    Returns:
        ``[..., H, W, 1]``: ``d |K^-1 [u, v, 1]|``.

    Raises:
        IvyValueError: wrong shapes, batch shapes that do not broadcast, a singular calib_mat.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.array([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
        >>> ivy_vision.depth_to_radial_depth(np.full((1, 2, 1), 3.0), K)[0, :, 0].round(4).tolist()
        [3.0, 4.2426]
    """
    fname = "depth_to_radial_depth"
    check_shape(depth, (None, None, 1), fname, "depth")
    check_calib(calib_mat, fname)
    _check_image_batch(fname, depth, "depth", calib_mat, "calib_mat")
    return ivy.multiply(depth, _ray_norms(calib_mat, depth.shape[-3], depth.shape[-2], depth))


def radial_depth_to_depth(radial_depth: Array, calib_mat: Array) -> Array:
    """Radial depth image -> depth (camera z) image: ``r / |K^-1 [u, v, 1]|``.

    Args:
        radial_depth: ``[..., H, W, 1]``.
        calib_mat: ``K``, ``[..., 3, 3]``.

    Returns:
        ``[..., H, W, 1]``.

    Raises:
        IvyValueError: wrong shapes, batch shapes that do not broadcast, a singular calib_mat.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.array([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
        >>> ivy_vision.radial_depth_to_depth(np.array([[[3.0], [4.2426407]]]), K)[0, :, 0].round(4).tolist()
        [3.0, 3.0]
    """
    fname = "radial_depth_to_depth"
    check_shape(radial_depth, (None, None, 1), fname, "radial_depth")
    check_calib(calib_mat, fname)
    _check_image_batch(fname, radial_depth, "radial_depth", calib_mat, "calib_mat")
    n = _ray_norms(calib_mat, radial_depth.shape[-3], radial_depth.shape[-2], radial_depth)
    return ivy.divide(radial_depth, n)


def pixel_coords_to_world_ray_vectors(pixel_coords: Array, calib_mat: Array, inv_ext_mat: Array) -> Array:
    """Unit world-frame directions of the rays through pixels: ``normalize(R^T K^-1 [u, v, 1])``.

    The rays start at the camera centre ``inv_ext_mat[..., 3]``.

    Args:
        pixel_coords: ``[u, v]``, ``[..., 2]`` (e.g. ``[B, H, W, 2]``).
        calib_mat: ``K``, ``[..., 3, 3]`` (batch aligned with the points' leading dims).
        inv_ext_mat: ``[R^T | C]``, ``[..., 3, 4]``.

    Returns:
        ``[..., 3]`` unit vectors.

    Raises:
        IvyValueError: wrong shapes, batch shapes that do not broadcast, a singular calib_mat.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.array([[1.0, 0.0, 1.0], [0.0, 1.0, 1.0], [0.0, 0.0, 1.0]])
        >>> M = np.concatenate([np.eye(3), np.zeros((3, 1))], -1)
        >>> ivy_vision.pixel_coords_to_world_ray_vectors(np.array([1.0, 1.0]), K, M).tolist()
        [0.0, 0.0, 1.0]
    """
    fname = "pixel_coords_to_world_ray_vectors"
    check_shape(pixel_coords, (2,), fname, "pixel_coords")
    check_calib(calib_mat, fname)
    check_shape(inv_ext_mat, (3, 4), fname, "inv_ext_mat")
    batch_shape(fname, ("calib_mat", calib_mat, 2), ("inv_ext_mat", inv_ext_mat, 2))
    rot = ivy.matmul(inv_ext_mat[..., :3], _inv_calib(calib_mat))
    return normalize(transform(fname, rot, "calib_mat", 3, homogeneous(pixel_coords),
                               "pixel_coords"))


def cam_to_sphere_coords(cam_coords: Array) -> Array:
    """Camera coordinates -> spherical ``[r, theta, phi]`` (ISO: inclination ``theta`` from the
    camera's +z (forward) axis, azimuth ``phi`` from +x (right) towards +y (down)).

    Args:
        cam_coords: ``[..., 3]``.

    Returns:
        ``[..., 3]``.

    Raises:
        IvyValueError: wrong trailing shape.

    Example:
        >>> import numpy as np, ivy_vision
        >>> ivy_vision.cam_to_sphere_coords(np.array([0.0, 2.0, 0.0])).round(4).tolist()
        [2.0, 1.5708, 1.5708]
    """
    check_shape(cam_coords, (3,), "cam_to_sphere_coords", "cam_coords")
    return ivy_mech.cartesian_to_spherical_coords(cam_coords)


def sphere_to_cam_coords(sphere_coords: Array) -> Array:
    """Spherical ``[r, theta, phi]`` (see ``cam_to_sphere_coords``) -> camera coordinates.

    Args:
        sphere_coords: ``[..., 3]``.

    Returns:
        ``[..., 3]``.

    Raises:
        IvyValueError: wrong trailing shape.

    Example:
        >>> import numpy as np, ivy_vision
        >>> ivy_vision.sphere_to_cam_coords(np.array([2.0, np.pi / 2, np.pi / 2])).round(4).tolist()
        [0.0, 2.0, 0.0]
    """
    check_shape(sphere_coords, (3,), "sphere_to_cam_coords", "sphere_coords")
    return ivy_mech.spherical_to_cartesian_coords(sphere_coords)


def sphere_to_angular_pixel_coords(sphere_coords: Array, pixels_per_degree: Array) -> Array:
    """Spherical coordinates -> angular pixel coordinates ``[u, v, r]`` of an ego-sphere
    (equirectangular) image: ``u = (phi + 180 deg) * ppd`` (columns, ``[0, 360 ppd]``),
    ``v = theta * ppd`` (rows, ``[0, 180 ppd]``), angles in degrees.

    Args:
        sphere_coords: ``[..., 3]`` (``[r, theta, phi]``).
        pixels_per_degree: a Python float.

    Returns:
        ``[..., 3]``.

    Raises:
        IvyValueError: wrong trailing shape.

    Example:
        >>> import numpy as np, ivy_vision
        >>> ivy_vision.sphere_to_angular_pixel_coords(np.array([2.0, np.pi / 2, 0.0]), 2.0).round(4).tolist()
        [360.0, 180.0, 2.0]
    """
    check_shape(sphere_coords, (3,), "sphere_to_angular_pixel_coords", "sphere_coords")
    r, theta, phi = ivy.unstack(sphere_coords, axis=-1)
    k = 180.0 / ivy.pi * float(pixels_per_degree)
    return ivy.stack([ivy.multiply(ivy.add(phi, ivy.pi), k), ivy.multiply(theta, k), r], axis=-1)


def angular_pixel_to_sphere_coords(angular_pixel_coords: Array, pixels_per_degree: Array) -> Array:
    """Angular pixel coordinates ``[u, v, r]`` -> spherical ``[r, theta, phi]`` (inverse of
    ``sphere_to_angular_pixel_coords``).

    Args:
        angular_pixel_coords: ``[..., 3]``.
        pixels_per_degree: a Python float.

    Returns:
        ``[..., 3]``.

    Raises:
        IvyValueError: wrong trailing shape.

    Example:
        >>> import numpy as np, ivy_vision
        >>> ivy_vision.angular_pixel_to_sphere_coords(np.array([360.0, 180.0, 2.0]), 2.0).round(4).tolist()
        [2.0, 1.5708, 0.0]
    """
    check_shape(angular_pixel_coords, (3,), "angular_pixel_to_sphere_coords",
                "angular_pixel_coords")
    u, v, r = ivy.unstack(angular_pixel_coords, axis=-1)
    k = ivy.pi / 180.0 / float(pixels_per_degree)
    return ivy.stack([r, ivy.multiply(v, k), ivy.subtract(ivy.multiply(u, k), ivy.pi)], axis=-1)
