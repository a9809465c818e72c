"""The pinhole camera model: pixel grids, perspective angles <-> focal lengths, calibration,
extrinsic and full projection matrices, and the ``Intrinsics`` / ``Extrinsics`` /
``CameraGeometry`` containers.

Conventions (OpenCV): camera x right, y down, z forward; pixel ``[u, v]`` = ``[column, row]``
with pixel centres at integer coordinates (pixel ``(row i, column j)`` is ``[j, i]``);
``K = [[fx, s, px], [0, fy, py], [0, 0, 1]]`` (skew ``s``, usually 0); the extrinsic matrix
``E = [R | t]`` maps world to camera coordinates (``x_cam = R x_world + t``), the inverse extrinsic
``[R^T | C]`` camera to world, with the camera centre ``C = -R^T t``; the full projection matrix
``P = K E`` maps world points to depth-scaled pixel coordinates ``[u d, v d, d]``. ``image_dims``
is ``(height, width)``; focal lengths and perspective angles are ``[..., 2]`` ordered ``[x, y]``
(``[horizontal, vertical]``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Self

import ivy
import ivy_mech
from ivy.types import Array, Device, DType

from ._checks import batch_shape, check_calib, check_image_dims, check_shape, fail

__all__ = ["CameraGeometry", "Extrinsics", "Intrinsics", "calib_and_ext_to_full_mat",
           "calib_mat_to_focal_lengths_and_pp_offsets", "create_uniform_pixel_coords_image",
           "ext_mat_to_inv_ext_mat", "focal_lengths_and_pp_offsets_to_calib_mat",
           "from_homogeneous_mat", "to_homogeneous_mat",
           "focal_lengths_to_persp_angles", "inv_calib_and_inv_ext_to_inv_full_mat",
           "inv_calib_mat", "inv_ext_mat_to_ext_mat", "persp_angles_to_focal_lengths",
           "rot_mat_and_cam_center_to_ext_mat"]


def pixel_grid(xp: Any, h: int, w: int, dtype: DType | None, device: Device | None,
               homogeneous: bool = True) -> Array:
    """``[H, W, 3]`` grid ``[u, v, 1]`` (or ``[H, W, 2]``) of backend ``xp``."""
    u = xp.arange(w, dtype=dtype, device=device)
    v = xp.arange(h, dtype=dtype, device=device)
    uu, vv = xp.meshgrid(u, v, indexing="xy")
    parts = [uu, vv, xp.ones_like(uu)] if homogeneous else [uu, vv]
    return xp.stack(parts, axis=-1)


def create_uniform_pixel_coords_image(image_dims: Sequence[int], batch_shape: Sequence[int | Array] = (), *,
                                      homogeneous: bool = True, dtype: DType | None = None,
                                      device: Device | None = None) -> Array:
    """The pixel coordinates ``[u, v, 1]`` of every pixel of an image (``u`` column, ``v`` row).

    The arrays are made by the backend in force (``ivy.set_backend`` / ``ivy.use``; NumPy when
    none is).

    Args:
        image_dims: ``(height, width)``.
        batch_shape: leading dimensions to broadcast the grid to (ints, or scalar int arrays:
            sizes known at run time only, e.g. ``ivy.shape(x, as_array=True)[0]`` of a Keras
            batch inside ``tf.function``).
        homogeneous: append the 1 (``[..., 3]``); False gives ``[u, v]`` (``[..., 2]``).
        dtype: floating dtype (default float).
        device: device of the result.

    Returns:
        ``[*batch_shape, height, width, 3]`` (or ``2``), ``out[..., i, j, :] = [j, i, 1]``.

    Raises:
        IvyValueError: ``image_dims`` is not a pair of positive ints.

    Example:
        >>> import ivy_vision
        >>> ivy_vision.create_uniform_pixel_coords_image((2, 3))[1, 2].tolist()
        [2.0, 1.0, 1.0]
    """
    h, w = check_image_dims(image_dims, "create_uniform_pixel_coords_image")
    xp = ivy.current_backend()
    dtype = dtype if dtype is not None else ivy.default_float_dtype()
    grid = pixel_grid(xp, h, w, dtype, device, homogeneous)
    batch_shape = tuple(b if ivy.is_native_array(b) else int(b) for b in batch_shape)
    return xp.broadcast_to(grid, batch_shape + tuple(grid.shape)) if batch_shape else grid


def persp_angles_to_focal_lengths(persp_angles: Array, image_dims: Sequence[int]) -> Array:
    """Focal lengths (pixels) of perspective angles: ``f = size / (2 tan(angle / 2))``.

    Args:
        persp_angles: full fields of view ``[horizontal, vertical]`` in radians, ``[..., 2]``.
        image_dims: ``(height, width)``.

    Returns:
        ``[fx, fy]``, ``[..., 2]``.

    Raises:
        IvyValueError: wrong trailing shape or image_dims.

    Example:
        >>> import numpy as np, ivy_vision
        >>> angles = np.array([np.pi / 2, np.pi / 2])
        >>> ivy_vision.persp_angles_to_focal_lengths(angles, (4, 8)).round(6).tolist()
        [4.0, 2.0]
    """
    fname = "persp_angles_to_focal_lengths"
    check_shape(persp_angles, (2,), fname, "persp_angles")
    h, w = check_image_dims(image_dims, fname)
    sizes = ivy.stack([ivy.full_like(persp_angles[..., 0], float(w)),
                       ivy.full_like(persp_angles[..., 1], float(h))], axis=-1)
    return ivy.divide(sizes, ivy.multiply(2.0, ivy.tan(ivy.multiply(persp_angles, 0.5))))


def focal_lengths_to_persp_angles(focal_lengths: Array, image_dims: Sequence[int]) -> Array:
    """Perspective angles (full fields of view) of focal lengths: ``2 atan(size / (2 f))``.

    Args:
        focal_lengths: ``[fx, fy]`` in pixels, ``[..., 2]``.
        image_dims: ``(height, width)``.

    Returns:
        ``[horizontal, vertical]`` angles in radians, ``[..., 2]``.

    Raises:
        IvyValueError: wrong trailing shape or image_dims.

    Example:
        >>> import numpy as np, ivy_vision
        >>> ivy_vision.focal_lengths_to_persp_angles(np.array([4.0, 2.0]), (4, 8)).round(4).tolist()
        [1.5708, 1.5708]
    """
    fname = "focal_lengths_to_persp_angles"
    check_shape(focal_lengths, (2,), fname, "focal_lengths")
    h, w = check_image_dims(image_dims, fname)
    half = ivy.stack([ivy.divide(float(w) / 2.0, focal_lengths[..., 0]),
                      ivy.divide(float(h) / 2.0, focal_lengths[..., 1])], axis=-1)
    return ivy.multiply(2.0, ivy.atan(half))


def focal_lengths_and_pp_offsets_to_calib_mat(focal_lengths: Array, pp_offsets: Array) -> Array:
    """The calibration matrix ``K = [[fx, 0, px], [0, fy, py], [0, 0, 1]]``.

    Args:
        focal_lengths: ``[fx, fy]``, ``[..., 2]``.
        pp_offsets: principal point ``[px, py]`` in pixels, ``[..., 2]`` (batch broadcasts).

    Returns:
        ``K``, ``[..., 3, 3]``.

    Raises:
        IvyValueError: wrong trailing shapes or batch shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> f, p = np.array([2.0, 3.0]), np.array([4.0, 5.0])
        >>> ivy_vision.focal_lengths_and_pp_offsets_to_calib_mat(f, p).tolist()
        [[2.0, 0.0, 4.0], [0.0, 3.0, 5.0], [0.0, 0.0, 1.0]]
    """
    fname = "focal_lengths_and_pp_offsets_to_calib_mat"
    check_shape(focal_lengths, (2,), fname, "focal_lengths")
    check_shape(pp_offsets, (2,), fname, "pp_offsets")
    batch = batch_shape(fname, ("focal_lengths", focal_lengths, 1), ("pp_offsets", pp_offsets, 1))
    f = ivy.broadcast_to(focal_lengths, batch + (2,))
    p = ivy.broadcast_to(pp_offsets, batch + (2,))
    fx, fy = f[..., 0], f[..., 1]
    z = ivy.zeros_like(fx)
    rows = [ivy.stack([fx, z, p[..., 0]], axis=-1), ivy.stack([z, fy, p[..., 1]], axis=-1),
            ivy.stack([z, z, ivy.ones_like(fx)], axis=-1)]
    return ivy.stack(rows, axis=-2)


def calib_mat_to_focal_lengths_and_pp_offsets(calib_mat: Array) -> tuple[Array, Array]:
    """Split a calibration matrix into focal lengths and principal point (skew is ignored).

    Args:
        calib_mat: ``K``, ``[..., 3, 3]``.

    Returns:
        ``(focal_lengths, pp_offsets)``, each ``[..., 2]``.

    Raises:
        IvyValueError: wrong trailing shape.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.array([[2.0, 0.0, 4.0], [0.0, 3.0, 5.0], [0.0, 0.0, 1.0]])
        >>> [a.tolist() for a in ivy_vision.calib_mat_to_focal_lengths_and_pp_offsets(K)]
        [[2.0, 3.0], [4.0, 5.0]]
    """
    check_shape(calib_mat, (3, 3), "calib_mat_to_focal_lengths_and_pp_offsets", "calib_mat")
    return (ivy.stack([calib_mat[..., 0, 0], calib_mat[..., 1, 1]], axis=-1),
            ivy.stack([calib_mat[..., 0, 2], calib_mat[..., 1, 2]], axis=-1))


def inv_calib_mat(calib_mat: Array) -> Array:
    """The inverse of an upper-triangular calibration matrix (closed form, skew included).

    Args:
        calib_mat: ``K = [[fx, s, px], [0, fy, py], [0, 0, 1]]``, ``[..., 3, 3]``.

    Returns:
        ``K^-1``, ``[..., 3, 3]``.

    Raises:
        IvyValueError: wrong trailing shape, or (on concrete arrays) a zero or non-finite focal
            length: the matrix is singular.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.array([[2.0, 0.0, 4.0], [0.0, 4.0, 8.0], [0.0, 0.0, 1.0]])
        >>> (ivy_vision.inv_calib_mat(K) + 0.0).tolist()
        [[0.5, 0.0, -2.0], [0.0, 0.25, -2.0], [0.0, 0.0, 1.0]]
    """
    check_calib(calib_mat, "inv_calib_mat")
    return _inv_calib(calib_mat)


def _inv_calib(k):
    fx, s, px = k[..., 0, 0], k[..., 0, 1], k[..., 0, 2]
    fy, py = k[..., 1, 1], k[..., 1, 2]
    ifx, ify = ivy.divide(1.0, fx), ivy.divide(1.0, fy)
    a01 = ivy.negative(ivy.multiply(ivy.multiply(s, ifx), ify))
    a02 = ivy.subtract(ivy.multiply(ivy.multiply(s, py), ivy.multiply(ifx, ify)),
                       ivy.multiply(px, ifx))
    z = ivy.zeros_like(fx)
    rows = [ivy.stack([ifx, a01, a02], axis=-1),
            ivy.stack([z, ify, ivy.negative(ivy.multiply(py, ify))], axis=-1),
            ivy.stack([z, z, ivy.ones_like(fx)], axis=-1)]
    return ivy.stack(rows, axis=-2)


def rot_mat_and_cam_center_to_ext_mat(rot_mat: Array, cam_center: Array) -> Array:
    """The extrinsic (world -> camera) matrix ``[R | -R C]``.

    Args:
        rot_mat: world -> camera rotation ``R``, ``[..., 3, 3]``.
        cam_center: camera centre ``C`` in world coordinates, ``[..., 3]`` (batch broadcasts).

    Returns:
        ``[R | -R C]``, ``[..., 3, 4]``.

    Raises:
        IvyValueError: wrong trailing shapes or batch shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> ivy_vision.rot_mat_and_cam_center_to_ext_mat(np.eye(3), np.array([1.0, 2.0, 3.0]))[:, 3].tolist()
        [-1.0, -2.0, -3.0]
    """
    fname = "rot_mat_and_cam_center_to_ext_mat"
    check_shape(rot_mat, (3, 3), fname, "rot_mat")
    check_shape(cam_center, (3,), fname, "cam_center")
    batch = batch_shape(fname, ("rot_mat", rot_mat, 2), ("cam_center", cam_center, 1))
    r = ivy.broadcast_to(rot_mat, batch + (3, 3))
    t = ivy.negative(ivy.matmul(r, ivy.expand_dims(ivy.broadcast_to(cam_center, batch + (3,)), axis=-1)))
    return ivy.concat([r, t], axis=-1)


def ext_mat_to_inv_ext_mat(ext_mat: Array) -> Array:
    """Invert a (world -> camera) extrinsic matrix ``[R | t]`` into ``[R^T | -R^T t]``.

    Args:
        ext_mat: ``[..., 3, 4]`` with ``R`` orthonormal.

    Returns:
        The camera -> world matrix ``[R^T | C]``, ``[..., 3, 4]``.

    Raises:
        IvyValueError: wrong trailing shape.

    Example:
        >>> import numpy as np, ivy_vision
        >>> E = np.concatenate([np.eye(3), np.array([[1.0], [2.0], [3.0]])], -1)
        >>> ivy_vision.ext_mat_to_inv_ext_mat(E)[:, 3].tolist()
        [-1.0, -2.0, -3.0]
    """
    check_shape(ext_mat, (3, 4), "ext_mat_to_inv_ext_mat", "ext_mat")
    return ivy_mech.invert_mat_pose(ext_mat)


def inv_ext_mat_to_ext_mat(inv_ext_mat: Array) -> Array:
    """Invert a camera -> world matrix ``[R^T | C]`` into the extrinsic matrix ``[R | -R C]``.

    Args:
        inv_ext_mat: ``[..., 3, 4]`` with an orthonormal rotation.

    Returns:
        The extrinsic (world -> camera) matrix, ``[..., 3, 4]``.

    Raises:
        IvyValueError: wrong trailing shape.

    Example:
        >>> import numpy as np, ivy_vision
        >>> M = np.concatenate([np.eye(3), np.array([[1.0], [2.0], [3.0]])], -1)
        >>> ivy_vision.inv_ext_mat_to_ext_mat(M)[:, 3].tolist()
        [-1.0, -2.0, -3.0]
    """
    check_shape(inv_ext_mat, (3, 4), "inv_ext_mat_to_ext_mat", "inv_ext_mat")
    return ivy_mech.invert_mat_pose(inv_ext_mat)


def to_homogeneous_mat(mat: Array) -> Array:
    """A 3x4 transform (an extrinsic ``[R | t]``, its inverse ``[R^T | C]`` or a full projection
    ``K [R | t]``) as its 4x4 homogeneous form ``[[R, t], [0, 0, 0, 1]]``, the form other
    libraries (Open3D, kornia's ``Rt`` helpers, robotics code) pass around; composing two is a
    matrix product, inverting one ``ivy.linalg.inv``.

    Args:
        mat: ``[..., 3, 4]``.

    Returns:
        ``[..., 4, 4]``, the last row ``[0, 0, 0, 1]``.

    Raises:
        IvyValueError: wrong trailing shape.

    Example:
        >>> import numpy as np, ivy_vision
        >>> E = np.concatenate([np.eye(3), np.array([[1.0], [2.0], [3.0]])], -1)
        >>> ivy_vision.to_homogeneous_mat(E)[3].tolist()
        [0.0, 0.0, 0.0, 1.0]
    """
    check_shape(mat, (3, 4), "to_homogeneous_mat", "mat")
    return ivy_mech.mat_pose_to_homogeneous_pose(mat)


def from_homogeneous_mat(mat: Array) -> Array:
    """The 3x4 form ``[R | t]`` of a 4x4 homogeneous transform (its first three rows; the last
    row, ``[0, 0, 0, 1]`` for a rigid or projective camera transform, is dropped unread).

    Args:
        mat: ``[..., 4, 4]``.

    Returns:
        ``[..., 3, 4]``.

    Raises:
        IvyValueError: wrong trailing shape.

    Example:
        >>> import numpy as np, ivy_vision
        >>> T = np.eye(4); T[:3, 3] = [1.0, 2.0, 3.0]
        >>> ivy_vision.from_homogeneous_mat(T)[:, 3].tolist()
        [1.0, 2.0, 3.0]
    """
    check_shape(mat, (4, 4), "from_homogeneous_mat", "mat")
    return ivy_mech.homogeneous_pose_to_mat_pose(mat)


def calib_and_ext_to_full_mat(calib_mat: Array, ext_mat: Array) -> Array:
    """The full projection matrix ``P = K [R | t]`` (world -> depth-scaled pixel coordinates).

    Args:
        calib_mat: ``K``, ``[..., 3, 3]``.
        ext_mat: ``[R | t]``, ``[..., 3, 4]`` (batch broadcasts).

    Returns:
        ``P``, ``[..., 3, 4]``.

    Raises:
        IvyValueError: wrong trailing shapes or batch shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.diag([2.0, 2.0, 1.0]); E = np.concatenate([np.eye(3), np.ones((3, 1))], -1)
        >>> ivy_vision.calib_and_ext_to_full_mat(K, E)[:, 3].tolist()
        [2.0, 2.0, 1.0]
    """
    fname = "calib_and_ext_to_full_mat"
    check_shape(calib_mat, (3, 3), fname, "calib_mat")
    check_shape(ext_mat, (3, 4), fname, "ext_mat")
    batch_shape(fname, ("calib_mat", calib_mat, 2), ("ext_mat", ext_mat, 2))
    return ivy.matmul(calib_mat, ext_mat)


def inv_calib_and_inv_ext_to_inv_full_mat(inv_calib_mat: Array, inv_ext_mat: Array) -> Array:
    """The inverse projection ``[R^T K^-1 | C]``: depth-scaled pixel coordinates -> world.

    Args:
        inv_calib_mat: ``K^-1``, ``[..., 3, 3]``.
        inv_ext_mat: camera -> world ``[R^T | C]``, ``[..., 3, 4]`` (batch broadcasts).

    Returns:
        ``[..., 3, 4]``: ``x_world = M[:, :3] @ [u d, v d, d] + M[:, 3]``.

    Raises:
        IvyValueError: wrong trailing shapes or batch shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> Ki = np.diag([0.5, 0.5, 1.0]); M = np.concatenate([np.eye(3), np.ones((3, 1))], -1)
        >>> ivy_vision.inv_calib_and_inv_ext_to_inv_full_mat(Ki, M)[0].tolist()
        [0.5, 0.0, 0.0, 1.0]
    """
    fname = "inv_calib_and_inv_ext_to_inv_full_mat"
    check_shape(inv_calib_mat, (3, 3), fname, "inv_calib_mat")
    check_shape(inv_ext_mat, (3, 4), fname, "inv_ext_mat")
    batch = batch_shape(fname, ("inv_calib_mat", inv_calib_mat, 2), ("inv_ext_mat", inv_ext_mat, 2))
    rot = ivy.matmul(inv_ext_mat[..., :3], inv_calib_mat)
    return ivy.concat([rot, ivy.broadcast_to(inv_ext_mat[..., 3:], batch + (3, 1))], axis=-1)


class Intrinsics:
    """A camera's intrinsic parameters, every form computed once: ``focal_lengths``,
    ``persp_angles``, ``pp_offsets`` (``[..., 2]``), ``calib_mats``, ``inv_calib_mats``
    (``[..., 3, 3]``) and ``image_dims`` ``(height, width)``.

    Build it from any form with the class methods ``from_focal_lengths_and_pp_offsets``,
    ``from_persp_angles_and_pp_offsets`` or ``from_calib_mat``.

    Args:
        focal_lengths: ``[..., 2]``.
        pp_offsets: ``[..., 2]``.
        image_dims: ``(height, width)``.

    Returns:
        The container (a class; its attributes are the arrays above).

    Raises:
        IvyValueError: wrong shapes, or a singular calibration (zero focal length).

    Example:
        >>> import numpy as np, ivy_vision
        >>> cam = ivy_vision.Intrinsics.from_persp_angles_and_pp_offsets(
        ...     np.array([np.pi / 2, np.pi / 2]), np.array([3.5, 1.5]), (4, 8))
        >>> cam.calib_mats.round(6).tolist()
        [[4.0, 0.0, 3.5], [0.0, 2.0, 1.5], [0.0, 0.0, 1.0]]
    """

    def __init__(self, focal_lengths: Array, pp_offsets: Array, image_dims: Sequence[int]) -> None:
        self.image_dims = check_image_dims(image_dims, "Intrinsics")
        self.focal_lengths = focal_lengths
        self.pp_offsets = pp_offsets
        self.persp_angles = focal_lengths_to_persp_angles(focal_lengths, self.image_dims)
        self.calib_mats = focal_lengths_and_pp_offsets_to_calib_mat(focal_lengths, pp_offsets)
        self.inv_calib_mats = inv_calib_mat(self.calib_mats)

    @classmethod
    def from_focal_lengths_and_pp_offsets(cls, focal_lengths: Array, pp_offsets: Array,
                                          image_dims: Sequence[int]) -> Self:
        return cls(focal_lengths, pp_offsets, image_dims)

    @classmethod
    def from_persp_angles_and_pp_offsets(cls, persp_angles: Array, pp_offsets: Array,
                                         image_dims: Sequence[int]) -> Self:
        return cls(persp_angles_to_focal_lengths(persp_angles, image_dims), pp_offsets, image_dims)

    @classmethod
    def from_calib_mat(cls, calib_mat: Array, image_dims: Sequence[int]) -> Self:
        check_calib(calib_mat, "Intrinsics.from_calib_mat")
        f, p = calib_mat_to_focal_lengths_and_pp_offsets(calib_mat)
        out = cls(f, p, image_dims)
        out.calib_mats = calib_mat  # keeps a skew, if any
        out.inv_calib_mats = inv_calib_mat(calib_mat)
        return out


class Extrinsics:
    """A camera's pose, every form computed once: ``rot_mats`` (world -> camera ``R``,
    ``[..., 3, 3]``), ``cam_centers`` (``[..., 3]``), ``ext_mats`` (``[R | t]``) and
    ``inv_ext_mats`` (``[R^T | C]``, ``[..., 3, 4]``).

    Build it from any form with ``from_ext_mat``, ``from_inv_ext_mat`` or
    ``from_rot_mat_and_cam_center``.

    Args:
        ext_mat: world -> camera ``[R | t]``, ``[..., 3, 4]``.

    Returns:
        The container (a class; its attributes are the arrays above).

    Raises:
        IvyValueError: wrong shapes.

    Example:
        >>> import numpy as np, ivy_vision
        >>> cam = ivy_vision.Extrinsics.from_rot_mat_and_cam_center(np.eye(3), np.array([0.0, 0.0, -2.0]))
        >>> (cam.ext_mats[:, 3] + 0.0).tolist(), (cam.cam_centers + 0.0).tolist()
        ([0.0, 0.0, 2.0], [0.0, 0.0, -2.0])
    """

    def __init__(self, ext_mat: Array) -> None:
        check_shape(ext_mat, (3, 4), "Extrinsics", "ext_mat")
        self.ext_mats = ext_mat
        self.inv_ext_mats = ext_mat_to_inv_ext_mat(ext_mat)
        self.rot_mats = ext_mat[..., :3]
        self.cam_centers = self.inv_ext_mats[..., 3]

    @classmethod
    def from_ext_mat(cls, ext_mat: Array) -> Self:
        return cls(ext_mat)

    @classmethod
    def from_inv_ext_mat(cls, inv_ext_mat: Array) -> Self:
        return cls(inv_ext_mat_to_ext_mat(inv_ext_mat))

    @classmethod
    def from_rot_mat_and_cam_center(cls, rot_mat: Array, cam_center: Array) -> Self:
        return cls(rot_mat_and_cam_center_to_ext_mat(rot_mat, cam_center))


class CameraGeometry:
    """Intrinsics and extrinsics of a camera together, with the full projection matrices
    ``full_mats`` (``K [R | t]``) and ``inv_full_mats`` (``[R^T K^-1 | C]``), ``[..., 3, 4]``;
    the intrinsic and extrinsic attributes are reachable directly (``calib_mats``,
    ``ext_mats``, ...).

    Args:
        intrinsics: an :class:`Intrinsics`.
        extrinsics: an :class:`Extrinsics` (batch shapes broadcast).

    Returns:
        The container; ``CameraGeometry.from_calib_and_ext_mats(K, E, image_dims)`` builds it
        from matrices.

    Raises:
        IvyValueError: batch shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.array([[2.0, 0.0, 1.0], [0.0, 2.0, 1.0], [0.0, 0.0, 1.0]])
        >>> E = np.concatenate([np.eye(3), np.zeros((3, 1))], -1)
        >>> ivy_vision.CameraGeometry.from_calib_and_ext_mats(K, E, (3, 3)).full_mats[0].tolist()
        [2.0, 0.0, 1.0, 0.0]
    """

    def __init__(self, intrinsics: Intrinsics, extrinsics: Extrinsics) -> None:
        if not isinstance(intrinsics, Intrinsics) or not isinstance(extrinsics, Extrinsics):
            fail("CameraGeometry", "expected an Intrinsics and an Extrinsics, got "
                                   f"{type(intrinsics).__name__} and {type(extrinsics).__name__}")
        self.intrinsics, self.extrinsics = intrinsics, extrinsics
        self.full_mats = calib_and_ext_to_full_mat(intrinsics.calib_mats, extrinsics.ext_mats)
        self.inv_full_mats = inv_calib_and_inv_ext_to_inv_full_mat(intrinsics.inv_calib_mats,
                                                                   extrinsics.inv_ext_mats)

    def __getattr__(self, name: str) -> Array:
        for part in ("intrinsics", "extrinsics"):
            obj = self.__dict__.get(part)
            if obj is not None and name in obj.__dict__:
                return obj.__dict__[name]
        raise AttributeError(f"CameraGeometry has no attribute {name!r}")

    @classmethod
    def from_calib_and_ext_mats(cls, calib_mat: Array, ext_mat: Array, image_dims: Sequence[int]) -> Self:
        return cls(Intrinsics.from_calib_mat(calib_mat, image_dims), Extrinsics(ext_mat))
