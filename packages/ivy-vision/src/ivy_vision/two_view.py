"""Two views: coordinates from camera 1 to camera 2, the fundamental matrix, closest points on
two rays, and triangulation (midpoint of the closest points, and DLT).

Cameras are given as calibration matrices ``K`` (``[..., 3, 3]``) and extrinsic (world ->
camera) matrices ``E = [R | t]`` (``[..., 3, 4]``); pixel coordinates are ``[u, v]``.
"""

from __future__ import annotations

import ivy
from ivy.types import Array

from ._checks import (
    apply_mat,
    batch_shape,
    check_calib,
    check_choice,
    check_shape,
    fail,
    homogeneous,
    normalize,
    shape_of,
)
from .camera import _inv_calib
from .projective import transform

__all__ = ["cam1_to_cam2_full_mat", "cam_coords_1_to_2", "closest_points_on_rays",
           "ds_pixel_coords_1_to_2", "fundamental_matrix", "triangulate_depth", "triangulate_dlt",
           "triangulate_midpoint"]


def _check_cams(fname, calib_mat1, ext_mat1, calib_mat2, ext_mat2):
    check_calib(calib_mat1, fname, "calib_mat1")
    check_calib(calib_mat2, fname, "calib_mat2")
    check_shape(ext_mat1, (3, 4), fname, "ext_mat1")
    check_shape(ext_mat2, (3, 4), fname, "ext_mat2")
    return batch_shape(fname, ("calib_mat1", calib_mat1, 2), ("ext_mat1", ext_mat1, 2),
                       ("calib_mat2", calib_mat2, 2), ("ext_mat2", ext_mat2, 2))


def _relative(ext_mat1, ext_mat2):
    """``[R | t]`` of camera 1 -> camera 2 coordinates."""
    r = ivy.matmul(ext_mat2[..., :3], ivy.matrix_transpose(ext_mat1[..., :3]))
    t = ivy.subtract(ext_mat2[..., 3:], ivy.matmul(r, ext_mat1[..., 3:]))
    return ivy.concat([ivy.broadcast_to(r, shape_of(t)[:-2] + (3, 3)), t], axis=-1)


def cam1_to_cam2_full_mat(calib_mat1: Array, ext_mat1: Array, calib_mat2: Array, ext_mat2: Array, *,
                          fname: str | None = None) -> Array:
    """The ``[..., 3, 4]`` matrix taking view 1's depth-scaled pixel coordinates to view 2's:
    ``ds2 = K2 R K1^-1 ds1 + K2 t`` with ``[R | t]`` the motion from camera 1 to camera 2.

    Args:
        calib_mat1, calib_mat2: ``[..., 3, 3]``.
        ext_mat1, ext_mat2: world -> camera ``[..., 3, 4]``.

    Returns:
        ``[..., 3, 4]`` (use with ``ds_pixel_coords_1_to_2``).

    Raises:
        IvyValueError: wrong shapes, batch shapes that do not broadcast, singular calibration.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.diag([2.0, 2.0, 1.0]); E1 = np.concatenate([np.eye(3), np.zeros((3, 1))], -1)
        >>> E2 = np.concatenate([np.eye(3), np.ones((3, 1))], -1)
        >>> ivy_vision.cam1_to_cam2_full_mat(K, E1, K, E2)[:, 3].tolist()
        [2.0, 2.0, 1.0]
    """
    fname = fname or "cam1_to_cam2_full_mat"
    _check_cams(fname, calib_mat1, ext_mat1, calib_mat2, ext_mat2)
    rel = _relative(ext_mat1, ext_mat2)
    m = ivy.matmul(calib_mat2, rel)
    return ivy.concat([ivy.matmul(m[..., :3], _inv_calib(calib_mat1)), m[..., 3:]], axis=-1)


def ds_pixel_coords_1_to_2(ds_pixel_coords1: Array, cam1_to_cam2_full_mat: Array) -> Array:
    """View 1's depth-scaled pixel coordinates ``[u d, v d, d]`` -> view 2's.

    Args:
        ds_pixel_coords1: ``[..., 3]`` (e.g. an image ``[B, H, W, 3]``).
        cam1_to_cam2_full_mat: ``[..., 3, 4]`` from ``cam1_to_cam2_full_mat`` (batch aligned
            with the points' leading dimensions).

    Returns:
        ``[..., 3]``.

    Raises:
        IvyValueError: wrong shapes or batch shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> M = np.concatenate([np.eye(3), np.array([[2.0], [0.0], [0.0]])], -1)
        >>> ivy_vision.ds_pixel_coords_1_to_2(np.array([1.0, 1.0, 1.0]), M).tolist()
        [3.0, 1.0, 1.0]
    """
    return transform("ds_pixel_coords_1_to_2", cam1_to_cam2_full_mat, "cam1_to_cam2_full_mat", 3,
                     ds_pixel_coords1, "ds_pixel_coords1")


def cam_coords_1_to_2(cam_coords1: Array, ext_mat1: Array, ext_mat2: Array) -> Array:
    """Camera 1 coordinates -> camera 2 coordinates: ``R2 R1^T (x - t1) + t2``.

    Args:
        cam_coords1: ``[..., 3]``.
        ext_mat1, ext_mat2: world -> camera ``[..., 3, 4]``.

    Returns:
        ``[..., 3]``.

    Raises:
        IvyValueError: wrong shapes or batch shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> E1 = np.concatenate([np.eye(3), np.zeros((3, 1))], -1)
        >>> E2 = np.concatenate([np.eye(3), np.array([[0.0], [0.0], [1.0]])], -1)
        >>> ivy_vision.cam_coords_1_to_2(np.array([1.0, 2.0, 3.0]), E1, E2).tolist()
        [1.0, 2.0, 4.0]
    """
    fname = "cam_coords_1_to_2"
    check_shape(ext_mat1, (3, 4), fname, "ext_mat1")
    check_shape(ext_mat2, (3, 4), fname, "ext_mat2")
    batch_shape(fname, ("ext_mat1", ext_mat1, 2), ("ext_mat2", ext_mat2, 2))
    return transform(fname, _relative(ext_mat1, ext_mat2), "ext_mat1 and ext_mat2", 3, cam_coords1,
                     "cam_coords1")


def _skew(v):
    x, y, z = ivy.unstack(v, axis=-1)
    o = ivy.zeros_like(x)
    rows = [[o, ivy.negative(z), y], [z, o, ivy.negative(x)], [ivy.negative(y), x, o]]
    return ivy.stack([ivy.stack(r, axis=-1) for r in rows], axis=-2)


def fundamental_matrix(calib_mat1: Array, ext_mat1: Array, calib_mat2: Array, ext_mat2: Array) -> Array:
    """The fundamental matrix ``F = K2^-T [t]x R K1^-1`` of two cameras: ``x2^T F x1 = 0`` for
    homogeneous pixel coordinates ``x1``, ``x2`` of the same point (``[R | t]``: camera 1 ->
    camera 2).

    Args:
        calib_mat1, calib_mat2: ``[..., 3, 3]``.
        ext_mat1, ext_mat2: world -> camera ``[..., 3, 4]``.

    Returns:
        ``F``, ``[..., 3, 3]`` (scaled by the baseline length; zero for a pure rotation).

    Raises:
        IvyValueError: wrong shapes, batch shapes that do not broadcast, singular calibration.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.eye(3); E1 = np.concatenate([np.eye(3), np.zeros((3, 1))], -1)
        >>> E2 = np.concatenate([np.eye(3), np.array([[-1.0], [0.0], [0.0]])], -1)
        >>> (ivy_vision.fundamental_matrix(K, E1, K, E2) + 0.0).tolist()
        [[0.0, 0.0, 0.0], [0.0, 0.0, 1.0], [0.0, -1.0, 0.0]]
    """
    fname = "fundamental_matrix"
    _check_cams(fname, calib_mat1, ext_mat1, calib_mat2, ext_mat2)
    rel = _relative(ext_mat1, ext_mat2)
    e = ivy.matmul(_skew(rel[..., 3]), rel[..., :3])
    return ivy.matmul(ivy.matrix_transpose(_inv_calib(calib_mat2)),
                      ivy.matmul(e, _inv_calib(calib_mat1)))


def closest_points_on_rays(origins1: Array, directions1: Array, origins2: Array,
                           directions2: Array) -> tuple[Array, Array]:
    """The closest points of two lines ``o1 + s d1`` and ``o2 + t d2`` (``s``, ``t`` any sign).

    For parallel lines (``sin^2`` of their angle below 16 machine epsilons of the dtype) the
    point on line 1 is ``o1`` and the point on line 2 is the closest one to ``o1``.

    Args:
        origins1, directions1, origins2, directions2: ``[..., 3]`` (batch broadcasts;
            directions need not be unit).

    Returns:
        ``(points1, points2)``, each ``[..., 3]``.

    Raises:
        IvyValueError: wrong trailing shapes or batch shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> p1, p2 = ivy_vision.closest_points_on_rays(np.zeros(3), np.array([1.0, 0, 0]),
        ...                                            np.array([0.0, 1, 1]), np.array([0.0, 0, 1]))
        >>> p1.tolist(), p2.tolist()
        ([0.0, 0.0, 0.0], [0.0, 1.0, 0.0])
    """
    fname = "closest_points_on_rays"
    names = ("origins1", "directions1", "origins2", "directions2")
    arrs = (origins1, directions1, origins2, directions2)
    for nm, a in zip(names, arrs):
        check_shape(a, (3,), fname, nm)
    batch_shape(fname, *[(nm, a, 1) for nm, a in zip(names, arrs)])
    return _closest(origins1, directions1, origins2, directions2)


def _dot(a, b):
    return ivy.sum(ivy.multiply(a, b), axis=-1, keepdims=True)


def _closest(o1, d1, o2, d2):
    w0 = ivy.subtract(o1, o2)
    a, b, c = _dot(d1, d1), _dot(d1, d2), _dot(d2, d2)
    d, e = _dot(d1, w0), _dot(d2, w0)
    den = ivy.subtract(ivy.multiply(a, c), ivy.multiply(b, b))
    # (nearly) parallel: sin^2 of the angle below 16 eps of the dtype (rounding noise)
    par = ivy.less_equal(den, ivy.multiply(16.0 * float(ivy.finfo(d1.dtype).eps), ivy.multiply(a, c)))
    safe = ivy.where(par, 1.0, den)
    s = ivy.where(par, 0.0, ivy.divide(ivy.subtract(ivy.multiply(b, e), ivy.multiply(c, d)), safe))
    t_par = ivy.divide(e, ivy.where(ivy.equal(c, 0.0), 1.0, c))
    t = ivy.where(par, t_par, ivy.divide(ivy.subtract(ivy.multiply(a, e), ivy.multiply(b, d)), safe))
    return ivy.add(o1, ivy.multiply(s, d1)), ivy.add(o2, ivy.multiply(t, d2))


def _rays(pixel_coords, calib_mat, ext_mat):
    """World origins and directions of the rays through pixels."""
    rot_t = ivy.matrix_transpose(ext_mat[..., :3])
    m = ivy.matmul(rot_t, _inv_calib(calib_mat))
    nb = len(m.shape) - 2
    dirs = apply_mat(m, homogeneous(pixel_coords), max(len(pixel_coords.shape) - 1 - nb, 0))
    centre = ivy.negative(ivy.matmul(rot_t, ext_mat[..., 3:]))[..., 0]
    extra = len(dirs.shape) - 1 - len(centre.shape[:-1])
    centre = ivy.reshape(centre, shape_of(centre)[:-1] + (1,) * max(extra, 0) + (3,))
    return centre, dirs


def _check_pixels(fname, pixel_coords1, pixel_coords2):
    check_shape(pixel_coords1, (2,), fname, "pixel_coords1")
    check_shape(pixel_coords2, (2,), fname, "pixel_coords2")
    if tuple(pixel_coords1.shape) != tuple(pixel_coords2.shape):
        fail(fname, f"pixel_coords1 {tuple(pixel_coords1.shape)} and pixel_coords2 "
                    f"{tuple(pixel_coords2.shape)} differ in shape")


def triangulate_midpoint(pixel_coords1: Array, pixel_coords2: Array, calib_mat1: Array, ext_mat1: Array,
                         calib_mat2: Array, ext_mat2: Array) -> Array:
    """Triangulate corresponding pixels: the midpoint of the closest points of their rays.

    Args:
        pixel_coords1, pixel_coords2: ``[u, v]``, ``[..., 2]`` (same shape; the cameras' batch
            aligned with their leading dimensions).
        calib_mat1, calib_mat2: ``[..., 3, 3]``.
        ext_mat1, ext_mat2: world -> camera ``[..., 3, 4]``.

    Returns:
        World points ``[..., 3]``.

    Raises:
        IvyValueError: wrong or different shapes, batch shapes that do not broadcast, singular
            calibration.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.array([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
        >>> E1 = np.concatenate([np.eye(3), np.zeros((3, 1))], -1)
        >>> E2 = np.concatenate([np.eye(3), np.array([[-1.0], [0.0], [0.0]])], -1)
        >>> px1, px2 = np.array([0.5, 0.0]), np.array([0.0, 0.0])
        >>> ivy_vision.triangulate_midpoint(px1, px2, K, E1, K, E2).round(6).tolist()
        [1.0, 0.0, 2.0]
    """
    fname = "triangulate_midpoint"
    _check_pixels(fname, pixel_coords1, pixel_coords2)
    _check_cams(fname, calib_mat1, ext_mat1, calib_mat2, ext_mat2)
    o1, d1 = _rays(pixel_coords1, calib_mat1, ext_mat1)
    o2, d2 = _rays(pixel_coords2, calib_mat2, ext_mat2)
    p1, p2 = _closest(o1, normalize(d1), o2, normalize(d2))
    return ivy.multiply(ivy.add(p1, p2), 0.5)


def triangulate_dlt(pixel_coords1: Array, pixel_coords2: Array, full_mat1: Array, full_mat2: Array) -> Array:
    """Triangulate corresponding pixels by the direct linear transform: the homogeneous point
    ``X`` minimising ``|A X|`` (``|X| = 1``) for the rows ``u P[2] - P[0]``, ``v P[2] - P[1]`` of
    both views: by SVD in float64; float32 input: the eigenvector of ``A^T A`` (computed in
    float64) for its smallest eigenvalue.

    Args:
        pixel_coords1, pixel_coords2: ``[u, v]``, ``[..., 2]`` (same shape).
        full_mat1, full_mat2: projection matrices ``P = K [R | t]``, ``[..., 3, 4]`` (batch
            aligned with the pixels' leading dimensions).

    Returns:
        World points ``[..., 3]`` (a point at infinity, ``X[3] = 0``, gives inf / nan).

    Raises:
        IvyValueError: wrong or different shapes, batch shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> P1 = np.concatenate([np.eye(3), np.zeros((3, 1))], -1)
        >>> P2 = np.concatenate([np.eye(3), np.array([[-1.0], [0.0], [0.0]])], -1)
        >>> px1, px2 = np.array([0.5, 0.0]), np.array([0.0, 0.0])
        >>> (ivy_vision.triangulate_dlt(px1, px2, P1, P2).round(6) + 0.0).tolist()  # + 0.0: no -0.0
        [1.0, 0.0, 2.0]
    """
    fname = "triangulate_dlt"
    _check_pixels(fname, pixel_coords1, pixel_coords2)
    check_shape(full_mat1, (3, 4), fname, "full_mat1")
    check_shape(full_mat2, (3, 4), fname, "full_mat2")
    nb = max(len(full_mat1.shape), len(full_mat2.shape)) - 2
    lead = len(pixel_coords1.shape) - 1
    rows = []
    for px, p in ((pixel_coords1, full_mat1), (pixel_coords2, full_mat2)):
        batch_shape(fname, ("full_mat", p, 2), ("pixel_coords", px, 1 + max(lead - nb, 0)))
        p = ivy.reshape(p, shape_of(p)[:-2] + (1,) * max(lead - nb, 0) + (3, 4))
        u, v = px[..., 0:1], px[..., 1:2]
        rows += [ivy.subtract(ivy.multiply(u, p[..., 2, :]), p[..., 0, :]),
                 ivy.subtract(ivy.multiply(v, p[..., 2, :]), p[..., 1, :])]
    a = ivy.stack(ivy.broadcast_arrays(*rows), axis=-2)  # [..., 4, 4]
    if a.dtype == ivy.float64:
        x = ivy.linalg.svd(a)[2][..., -1, :]
        return ivy.divide(x[..., :3], x[..., 3:])
    # float32: the eigenvector of A^T A (float64) for the smallest eigenvalue: the same vector,
    # more accurate than a float32 SVD while s1 / s3 < 5e8, and faster (PyTorch: 0.6x the time)
    a64 = ivy.astype(a, ivy.float64)
    x = ivy.linalg.eigh(ivy.matmul(ivy.matrix_transpose(a64), a64))[1][..., :, 0]
    return ivy.astype(ivy.divide(x[..., :3], x[..., 3:]), a.dtype)


def triangulate_depth(pixel_coords1: Array, pixel_coords2: Array, calib_mat1: Array, ext_mat1: Array,
                      calib_mat2: Array, ext_mat2: Array, method: str = "midpoint") -> Array:
    """The depth in camera 1 of corresponding pixels, triangulated by ``"midpoint"`` or
    ``"dlt"``.

    Args:
        pixel_coords1, pixel_coords2: ``[..., 2]`` (same shape).
        calib_mat1, calib_mat2: ``[..., 3, 3]``.
        ext_mat1, ext_mat2: world -> camera ``[..., 3, 4]``.
        method: ``"midpoint"`` or ``"dlt"``.

    Returns:
        Depth (camera 1's z) ``[..., 1]``.

    Raises:
        IvyValueError: as the triangulation functions, or an unknown method.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.eye(3); E1 = np.concatenate([np.eye(3), np.zeros((3, 1))], -1)
        >>> E2 = np.concatenate([np.eye(3), np.array([[-1.0], [0.0], [0.0]])], -1)
        >>> px1, px2 = np.array([0.5, 0.0]), np.array([0.0, 0.0])
        >>> ivy_vision.triangulate_depth(px1, px2, K, E1, K, E2).round(6).tolist()
        [2.0]
    """
    fname = "triangulate_depth"
    check_choice(method, ("midpoint", "dlt"), fname, "method")
    if method == "midpoint":
        world = triangulate_midpoint(pixel_coords1, pixel_coords2, calib_mat1, ext_mat1, calib_mat2,
                                     ext_mat2)
    else:
        _check_cams(fname, calib_mat1, ext_mat1, calib_mat2, ext_mat2)
        world = triangulate_dlt(pixel_coords1, pixel_coords2, ivy.matmul(calib_mat1, ext_mat1),
                                ivy.matmul(calib_mat2, ext_mat2))
    return transform(fname, ext_mat1[..., 2:3, :], "ext_mat1", 1, world, "pixel_coords1")
