"""Two-view geometry from point matches: the essential matrix (from a motion, to and from the
fundamental matrix), the normalised 8-point fundamental matrix, the homography by the direct
linear transform (DLT), the Sampson / symmetric epipolar distances and the symmetric transfer
error, and the pose (``R``, ``t``) from an essential matrix with the cheirality check.

Points are pixel (or normalised image) coordinates ``[..., N, 2]``: ``N`` matches, any leading
batch dimensions, which broadcast with the matrices' (``[..., 3, 3]``). The robust (RANSAC)
estimators built on these are in :mod:`ivy_vision.robust`.
"""

from __future__ import annotations

import math

import ivy
from ivy.types import Array

from ._checks import (
    apply_mat,
    batch_shape,
    check_calib,
    check_shape,
    fail,
    homogeneous,
    safe_divide,
    shape_of,
)
from .camera import _inv_calib
from .two_view import _skew

__all__ = ["decompose_essential", "essential_from_fundamental", "essential_from_rt",
           "fundamental_8point", "fundamental_from_essential", "homography_dlt", "recover_pose",
           "sampson_distance", "symmetric_epipolar_distance", "symmetric_transfer_error"]


# --- checks -----------------------------------------------------------------------------------
def _check_matches(fname, points1, points2, weights, min_points):
    check_shape(points1, (None, 2), fname, "points1")
    check_shape(points2, (None, 2), fname, "points2")
    n1, n2 = points1.shape[-2], points2.shape[-2]
    if n1 != n2:
        fail(fname, f"points1 {tuple(points1.shape)} and points2 {tuple(points2.shape)} hold "
                    "different numbers of matches")
    if n1 is not None and n1 < min_points:
        fail(fname, f"needs at least {min_points} matches, got {n1}")
    named = [("points1", points1, 2), ("points2", points2, 2)]
    if weights is not None:
        check_shape(weights, (n1,), fname, "weights")
        named.append(("weights", weights, 1))
    if points1.dtype not in (ivy.float32, ivy.float64) or points1.dtype != points2.dtype:
        fail(fname, f"expected float32 or float64 points of one dtype, got {points1.dtype} and "
                    f"{points2.dtype}")
    return batch_shape(fname, *named)


def _check_model(fname, points1, points2, mat, argname):
    check_shape(points1, (None, 2), fname, "points1")
    check_shape(points2, (None, 2), fname, "points2")
    check_shape(mat, (3, 3), fname, argname)
    if points1.shape[-2] != points2.shape[-2]:
        fail(fname, f"points1 {tuple(points1.shape)} and points2 {tuple(points2.shape)} hold "
                    "different numbers of matches")
    batch_shape(fname, ("points1", points1, 2), ("points2", points2, 2), (argname, mat, 2))


# --- small helpers ----------------------------------------------------------------------------
def _unsq(x, axis):
    return ivy.expand_dims(x, axis=axis)


def _normalising_transform(points, w):
    """Hartley's similarity ``T`` (``[..., 3, 3]``) taking the (weighted) centroid to the origin
    and the mean distance from it to ``sqrt(2)``, and the transformed points ``[..., N, 2]``."""
    wsum = ivy.sum(w, axis=-1, keepdims=True)  # [..., 1]
    small = ivy.less_equal(wsum, 0.0)
    c = safe_divide(ivy.sum(ivy.multiply(_unsq(w, -1), points), axis=-2), wsum, small)  # [..., 2]
    d = ivy.subtract(points, _unsq(c, -2))
    sq = ivy.sum(ivy.multiply(d, d), axis=-1)
    pos = ivy.greater(sq, 0.0)
    dist = ivy.where(pos, ivy.sqrt(ivy.where(pos, sq, 1.0)), 0.0)
    mean = safe_divide(ivy.sum(ivy.multiply(w, dist), axis=-1, keepdims=True), wsum, small)
    s = ivy.where(ivy.greater(mean, 0.0), ivy.divide(math.sqrt(2.0), ivy.where(
        ivy.greater(mean, 0.0), mean, 1.0)), 1.0)  # [..., 1]
    z, o = ivy.zeros_like(s), ivy.ones_like(s)
    tx, ty = ivy.negative(ivy.multiply(s, c[..., 0:1])), ivy.negative(ivy.multiply(s, c[..., 1:2]))
    t = ivy.stack([ivy.concat([s, z, tx], axis=-1), ivy.concat([z, s, ty], axis=-1),
                   ivy.concat([z, z, o], axis=-1)], axis=-2)
    return ivy.multiply(d, _unsq(s, -1)), t, s, c


def _null_vector(rows, w, exact):
    """The unit vector ``h`` minimising ``sum_i w_i (a_i . h)^2`` for the rows ``a_i`` of
    ``rows`` (``[..., M, 9]``, float64; ``w``: ``[..., M]``): ``exact`` (float64 input) by the SVD of
    ``sqrt(w) A`` (zero rows appended up to 9), else the eigenvector of ``A^T W A`` (float64) for
    its smallest eigenvalue (accurate to float32 and faster)."""
    if exact:
        a = ivy.multiply(rows, _unsq(ivy.sqrt(w), -1))
        m = a.shape[-2]
        if m < 9:  # Vh of a reduced SVD is 9 x 9 from 9 rows on
            pad = ivy.broadcast_to(ivy.zeros_like(a[..., :1, :]), shape_of(a)[:-2] + (9 - m, 9))
            a = ivy.concat([a, pad], axis=-2)
        return ivy.linalg.svd(a, full_matrices=False)[2][..., -1, :]
    ata = ivy.matmul(ivy.matrix_transpose(rows), ivy.multiply(rows, _unsq(w, -1)))
    return ivy.linalg.eigh(ata)[1][..., :, 0]


def _weights(w, points, dtype):
    if w is None:
        return ivy.ones_like(points[..., 0])
    return ivy.astype(w, dtype)


def _unit_sign(f):
    """``f`` (``[..., 9]``) over its norm, with its largest-magnitude entry positive."""
    norm = ivy.sqrt(ivy.sum(ivy.multiply(f, f), axis=-1, keepdims=True))
    f = ivy.divide(f, norm)
    idx = ivy.argmax(ivy.abs(f), axis=-1, keepdims=True)
    big = ivy.sum(ivy.multiply(_onehot(idx, 9, f.dtype), f), axis=-1, keepdims=True)
    return ivy.where(ivy.less(big, 0.0), ivy.negative(f), f)


def _onehot(idx, n, dtype):
    """``idx`` (``[..., 1]`` int) one-hot over a last axis of ``n``: ``[..., n]`` of ``dtype``."""
    return ivy.one_hot(idx[..., 0], n, dtype=dtype)


def _to_mat(v):
    return ivy.reshape(v, shape_of(v)[:-1] + (3, 3))


# --- estimation -------------------------------------------------------------------------------
def _eight_point(points1, points2, w):
    dtype = points1.dtype
    p1, p2, w = (ivy.astype(x, ivy.float64) for x in (points1, points2, w))
    n1, t1, _, _ = _normalising_transform(p1, w)
    n2, t2, _, _ = _normalising_transform(p2, w)
    u1, v1 = n1[..., 0:1], n1[..., 1:2]
    u2, v2 = n2[..., 0:1], n2[..., 1:2]
    rows = ivy.concat([ivy.multiply(u2, u1), ivy.multiply(u2, v1), u2, ivy.multiply(v2, u1),
                       ivy.multiply(v2, v1), v2, u1, v1, ivy.ones_like(u1)], axis=-1)
    rows, w = ivy.broadcast_arrays(rows, _unsq(w, -1))
    f = _to_mat(_null_vector(rows, w[..., 0], dtype == ivy.float64))
    u, s, vh = ivy.linalg.svd(f)  # rank 2: the nearest (Frobenius) rank-2 matrix
    f = ivy.matmul(ivy.multiply(u[..., :, :2], _unsq(s[..., :2], -2)), vh[..., :2, :])
    f = ivy.matmul(ivy.matrix_transpose(t2), ivy.matmul(f, t1))
    f = _unit_sign(ivy.reshape(f, shape_of(f)[:-2] + (9,)))
    return ivy.astype(_to_mat(f), dtype)


def fundamental_8point(points1: Array, points2: Array, weights: Array | None = None) -> Array:
    """The fundamental matrix of matches by the normalised 8-point algorithm (Hartley): each
    view's points moved to their (weighted) centroid and scaled to a mean distance of
    ``sqrt(2)``, the least-squares solution of ``x2^T F x1 = 0`` (weighted), its nearest rank-2
    matrix, and the normalisation undone. Solved in float64 (float32 input: the eigenvector of
    the normal equations; float64: the SVD).

    Args:
        points1, points2: matched pixels ``[u, v]``, ``[..., N, 2]`` with ``N >= 8`` (batch
            dimensions broadcast).
        weights: optional non-negative weights per match, ``[..., N]``, multiplying its squared
            residual and its share of the normalisation (0 leaves a match out, as RANSAC's
            inlier masks do); None: all 1. At least 8 positive weights in general position are
            needed for a unique result. Differentiable with respect to the points (and to
            positive weights).

    Returns:
        ``F``, ``[..., 3, 3]``, rank 2, unit Frobenius norm, its largest-magnitude entry
        positive (kornia's ``find_fundamental`` scales to ``F[2, 2] = 1`` instead).

    Raises:
        IvyValueError: shapes other than ``[..., N, 2]``, fewer than 8 matches, different
            numbers of matches, weights of another shape, non-float points.

    Example:
        >>> import numpy as np, ivy_vision
        >>> rng = np.random.default_rng(0); x = rng.uniform(-1, 1, (10, 3)) + [0, 0, 4]
        >>> p1 = x[:, :2] / x[:, 2:]; y = x + [1.0, 0.0, 0.0]; p2 = y[:, :2] / y[:, 2:]
        >>> F = ivy_vision.fundamental_8point(p1, p2)  # a sideways move: F ~ [[0,0,0],[0,0,-1],[0,1,0]]
        >>> np.abs(F * np.sqrt(2)).round(6).tolist()
        [[0.0, 0.0, 0.0], [0.0, 0.0, 1.0], [0.0, 1.0, 0.0]]
    """
    _check_matches("fundamental_8point", points1, points2, weights, 8)
    return _eight_point(points1, points2, _weights(weights, points1, points1.dtype))


def _dlt(points1, points2, w):
    dtype = points1.dtype
    p1, p2, w = (ivy.astype(x, ivy.float64) for x in (points1, points2, w))
    n1, t1, _, _ = _normalising_transform(p1, w)
    n2, _, s2, c2 = _normalising_transform(p2, w)
    x1 = homogeneous(n1)
    z = ivy.zeros_like(x1)
    u2, v2 = n2[..., 0:1], n2[..., 1:2]
    r1 = ivy.concat([z, ivy.negative(x1), ivy.multiply(v2, x1)], axis=-1)
    r2 = ivy.concat([x1, z, ivy.negative(ivy.multiply(u2, x1))], axis=-1)
    rows = ivy.stack([r1, r2], axis=-2)  # [..., N, 2, 9]
    rows, ww = ivy.broadcast_arrays(rows, _unsq(_unsq(w, -1), -1))
    shp = shape_of(rows)
    rows = ivy.reshape(rows, shp[:-3] + (shp[-3] * 2, 9))
    ww = ivy.reshape(ww[..., 0], shp[:-3] + (shp[-3] * 2,))
    h = _to_mat(_null_vector(rows, ww, dtype == ivy.float64))
    inv_s = ivy.divide(1.0, s2)  # T2^-1 = [[1/s, 0, cx], [0, 1/s, cy], [0, 0, 1]]
    zz, o = ivy.zeros_like(inv_s), ivy.ones_like(inv_s)
    t2inv = ivy.stack([ivy.concat([inv_s, zz, c2[..., 0:1]], axis=-1),
                       ivy.concat([zz, inv_s, c2[..., 1:2]], axis=-1),
                       ivy.concat([zz, zz, o], axis=-1)], axis=-2)
    h = ivy.matmul(t2inv, ivy.matmul(h, t1))
    h22 = h[..., 2:3, 2:3]
    h = safe_divide(h, h22, ivy.equal(h22, 0.0))
    return ivy.astype(h, dtype)


def homography_dlt(points1: Array, points2: Array, weights: Array | None = None) -> Array:
    """The homography ``H`` (``x2 ~ H x1``) of matches by the normalised direct linear
    transform: both views' points normalised as in :func:`fundamental_8point`, the (weighted)
    least-squares null vector of the two rows ``x2 x (H x1) = 0`` per match, the normalisation
    undone. Solved in float64 (as :func:`fundamental_8point`).

    Args:
        points1, points2: matched pixels ``[u, v]``, ``[..., N, 2]`` with ``N >= 4`` (batch
            dimensions broadcast).
        weights: optional non-negative weights per match, ``[..., N]``, multiplying its squared
            residuals and its share of the normalisation (0 leaves a match out); None: all 1.

    Returns:
        ``H``, ``[..., 3, 3]`` scaled to ``H[2, 2] = 1`` (kornia's ``find_homography_dlt``
        convention, whose ``solver="svd"`` gives this null vector; where ``H[2, 2]`` is exactly
        0, all zeros).

    Raises:
        IvyValueError: shapes other than ``[..., N, 2]``, fewer than 4 matches, different
            numbers of matches, weights of another shape, non-float points.

    Example:
        >>> import numpy as np, ivy_vision
        >>> p1 = np.array([[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]])
        >>> (ivy_vision.homography_dlt(p1, 2.0 * p1 + 1.0).round(6) + 0.0).tolist()
        [[2.0, 0.0, 1.0], [0.0, 2.0, 1.0], [0.0, 0.0, 1.0]]
    """
    _check_matches("homography_dlt", points1, points2, weights, 4)
    return _dlt(points1, points2, _weights(weights, points1, points1.dtype))


# --- errors -----------------------------------------------------------------------------------
def _epipolar_terms(points1, points2, f):
    x1, x2 = homogeneous(points1), homogeneous(points2)
    l2 = apply_mat(f, x1, 1)  # F x1: the epipolar lines in view 2, [..., N, 3]
    l1 = apply_mat(ivy.matrix_transpose(f), x2, 1)  # F^T x2: in view 1
    r = ivy.sum(ivy.multiply(x2, l2), axis=-1)
    n2 = ivy.add(ivy.square(l2[..., 0]), ivy.square(l2[..., 1]))
    n1 = ivy.add(ivy.square(l1[..., 0]), ivy.square(l1[..., 1]))
    return ivy.square(r), n1, n2


def _inf_divide(a, b):
    """``a / b``; ``inf`` where ``b`` is 0 (finite gradients elsewhere)."""
    zero = ivy.equal(b, 0.0)
    return ivy.where(zero, float("inf"), ivy.divide(a, ivy.where(zero, 1.0, b)))


def _root(d2, squared):
    if squared:
        return d2
    pos = ivy.greater(d2, 0.0)
    return ivy.where(pos, ivy.sqrt(ivy.where(pos, d2, 1.0)), 0.0)


def _sampson(points1, points2, f):
    r2, n1, n2 = _epipolar_terms(points1, points2, f)
    return _inf_divide(r2, ivy.add(n1, n2))


def sampson_distance(points1: Array, points2: Array, fundamental: Array, squared: bool = True) -> Array:
    """The Sampson distance of matches to the epipolar geometry ``F``: the first-order
    geometric error ``(x2^T F x1)^2 / ((F x1)_0^2 + (F x1)_1^2 + (F^T x2)_0^2 + (F^T x2)_1^2)``.

    Args:
        points1, points2: ``[..., N, 2]`` (same ``N``; batch dimensions broadcast with ``F``'s).
        fundamental: ``F``, ``[..., 3, 3]``.
        squared: return the squared distance (default, as kornia), else its square root.

    Returns:
        ``[..., N]`` (``inf`` where both epipolar lines are the line at infinity).

    Raises:
        IvyValueError: wrong shapes, different numbers of matches, batches that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> F = np.array([[0.0, 0.0, 0.0], [0.0, 0.0, -1.0], [0.0, 1.0, 0.0]])  # x moves only
        >>> p1, p2 = np.array([[0.0, 0.0]]), np.array([[2.0, 0.5]])
        >>> ivy_vision.sampson_distance(p1, p2, F, squared=False).tolist()  # 0.5 off, both ways
        [0.3535533905932738]
    """
    _check_model("sampson_distance", points1, points2, fundamental, "fundamental")
    return _root(_sampson(points1, points2, fundamental), squared)


def symmetric_epipolar_distance(points1: Array, points2: Array, fundamental: Array,
                                squared: bool = True) -> Array:
    """The sum of the squared distances of each point to the other's epipolar line:
    ``(x2^T F x1)^2 (1 / ((F x1)_0^2 + (F x1)_1^2) + 1 / ((F^T x2)_0^2 + (F^T x2)_1^2))``.

    Args:
        points1, points2: ``[..., N, 2]`` (same ``N``; batch dimensions broadcast with ``F``'s).
        fundamental: ``F``, ``[..., 3, 3]``.
        squared: return the sum of squares (default, as kornia), else its square root.

    Returns:
        ``[..., N]`` (``inf`` where an epipolar line is the line at infinity).

    Raises:
        IvyValueError: wrong shapes, different numbers of matches, batches that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> F = np.array([[0.0, 0.0, 0.0], [0.0, 0.0, -1.0], [0.0, 1.0, 0.0]])
        >>> p1, p2 = np.array([[0.0, 0.0]]), np.array([[2.0, 0.5]])
        >>> ivy_vision.symmetric_epipolar_distance(p1, p2, F).tolist()  # 0.5^2 in each view
        [0.5]
    """
    _check_model("symmetric_epipolar_distance", points1, points2, fundamental, "fundamental")
    r2, n1, n2 = _epipolar_terms(points1, points2, fundamental)
    return _root(ivy.add(_inf_divide(r2, n1), _inf_divide(r2, n2)), squared)


def _adjugate(m):
    """``adj(M)`` (``det(M) M^-1``, defined for singular ``M`` too): its columns are the cross
    products of ``M``'s rows."""
    r = [ivy.unstack(m[..., i, :], axis=-1) for i in range(3)]

    def cross(a, b):
        return [ivy.subtract(ivy.multiply(a[(i + 1) % 3], b[(i + 2) % 3]),
                             ivy.multiply(a[(i + 2) % 3], b[(i + 1) % 3])) for i in range(3)]
    cols = [cross(r[1], r[2]), cross(r[2], r[0]), cross(r[0], r[1])]  # adj(M)[i, j] = cols[j][i]
    return ivy.stack([ivy.stack([cols[j][i] for j in range(3)], axis=-1) for i in range(3)], axis=-2)


def _transfer(points, h):
    """Squared distance terms of ``H p`` dehomogenised: ``[..., N, 2]`` and ``w`` (``[..., N]``)."""
    y = apply_mat(h, homogeneous(points), 1)
    return y[..., :2], y[..., 2]


def _transfer_error(points1, points2, h):
    out = None
    for a, b, m in ((points1, points2, h), (points2, points1, _adjugate(h))):
        y, w = _transfer(a, m)
        # |b - y / w|^2 = |b w - y|^2 / w^2 (inf where w = 0: the point maps to infinity)
        d = ivy.subtract(ivy.multiply(b, _unsq(w, -1)), y)
        e = _inf_divide(ivy.sum(ivy.multiply(d, d), axis=-1), ivy.square(w))
        out = e if out is None else ivy.add(out, e)
    return out


def symmetric_transfer_error(points1: Array, points2: Array, homography: Array,
                             squared: bool = True) -> Array:
    """The symmetric transfer error of matches under a homography:
    ``|x2 - H x1|^2 + |x1 - H^-1 x2|^2`` (dehomogenised points; ``H^-1`` as the adjugate, so a
    singular ``H`` gives ``inf`` instead of an error).

    Args:
        points1, points2: ``[..., N, 2]`` (same ``N``; batch dimensions broadcast with ``H``'s).
        homography: ``H``, ``[..., 3, 3]`` (``x2 ~ H x1``).
        squared: return the sum of squares (default, as kornia), else its square root.

    Returns:
        ``[..., N]`` (``inf`` where a point maps to infinity).

    Raises:
        IvyValueError: wrong shapes, different numbers of matches, batches that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> H = np.array([[1.0, 0.0, 1.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])  # a shift by 1
        >>> ivy_vision.symmetric_transfer_error(np.zeros((1, 2)), np.array([[1.0, 1.0]]), H).tolist()
        [2.0]
    """
    _check_model("symmetric_transfer_error", points1, points2, homography, "homography")
    return _root(_transfer_error(points1, points2, homography), squared)


# --- essential matrix and pose ----------------------------------------------------------------
def essential_from_rt(rotation: Array, translation: Array) -> Array:
    """The essential matrix ``E = [t]x R`` of the motion ``x2 = R x1 + t`` (camera 1 -> camera 2
    coordinates): ``y2^T E y1 = 0`` for normalised image points ``y = K^-1 [u, v, 1]``.

    Args:
        rotation: ``R``, ``[..., 3, 3]``.
        translation: ``t``, ``[..., 3]`` (batch dimensions broadcast).

    Returns:
        ``E``, ``[..., 3, 3]``.

    Raises:
        IvyValueError: wrong shapes or batches that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> (ivy_vision.essential_from_rt(np.eye(3), np.array([1.0, 0.0, 0.0])) + 0.0).tolist()
        [[0.0, 0.0, 0.0], [0.0, 0.0, -1.0], [0.0, 1.0, 0.0]]
    """
    fname = "essential_from_rt"
    check_shape(rotation, (3, 3), fname, "rotation")
    check_shape(translation, (3,), fname, "translation")
    batch_shape(fname, ("rotation", rotation, 2), ("translation", translation, 1))
    return ivy.matmul(_skew(translation), rotation)


def _check_two_calibs(fname, mat, argname, calib_mat1, calib_mat2):
    check_shape(mat, (3, 3), fname, argname)
    check_calib(calib_mat1, fname, "calib_mat1")
    check_calib(calib_mat2, fname, "calib_mat2")
    batch_shape(fname, (argname, mat, 2), ("calib_mat1", calib_mat1, 2), ("calib_mat2", calib_mat2, 2))


def essential_from_fundamental(fundamental: Array, calib_mat1: Array, calib_mat2: Array) -> Array:
    """``E = K2^T F K1``.

    Args:
        fundamental: ``F``, ``[..., 3, 3]``.
        calib_mat1, calib_mat2: ``K1``, ``K2``, ``[..., 3, 3]``.

    Returns:
        ``E``, ``[..., 3, 3]``.

    Raises:
        IvyValueError: wrong shapes, batches that do not broadcast, singular calibration.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.diag([2.0, 2.0, 1.0]); F = np.array([[0, 0, 0], [0, 0, -0.5], [0, 0.5, 0.0]])
        >>> (ivy_vision.essential_from_fundamental(F, K, K) + 0.0).tolist()
        [[0.0, 0.0, 0.0], [0.0, 0.0, -1.0], [0.0, 1.0, 0.0]]
    """
    _check_two_calibs("essential_from_fundamental", fundamental, "fundamental", calib_mat1, calib_mat2)
    return ivy.matmul(ivy.matrix_transpose(calib_mat2), ivy.matmul(fundamental, calib_mat1))


def fundamental_from_essential(essential: Array, calib_mat1: Array, calib_mat2: Array) -> Array:
    """``F = K2^-T E K1^-1``.

    Args:
        essential: ``E``, ``[..., 3, 3]``.
        calib_mat1, calib_mat2: ``K1``, ``K2``, ``[..., 3, 3]``.

    Returns:
        ``F``, ``[..., 3, 3]``.

    Raises:
        IvyValueError: wrong shapes, batches that do not broadcast, singular calibration.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.diag([2.0, 2.0, 1.0]); E = np.array([[0, 0, 0], [0, 0, -1.0], [0, 1.0, 0]])
        >>> (ivy_vision.fundamental_from_essential(E, K, K) + 0.0).tolist()
        [[0.0, 0.0, 0.0], [0.0, 0.0, -0.5], [0.0, 0.5, 0.0]]
    """
    _check_two_calibs("fundamental_from_essential", essential, "essential", calib_mat1, calib_mat2)
    return ivy.matmul(ivy.matrix_transpose(_inv_calib(calib_mat2)),
                      ivy.matmul(essential, _inv_calib(calib_mat1)))


def _decompose(e):
    u, _, vh = ivy.linalg.svd(e)
    u = ivy.multiply(u, _unsq(_unsq(ivy.linalg.det(u), -1), -1))  # proper rotations (E ~ -E)
    vh = ivy.multiply(vh, _unsq(_unsq(ivy.linalg.det(vh), -1), -1))
    z, o = ivy.zeros_like(u[..., 0, 0]), ivy.ones_like(u[..., 0, 0])
    w = ivy.stack([ivy.stack([z, ivy.negative(o), z], axis=-1), ivy.stack([o, z, z], axis=-1),
                   ivy.stack([z, z, o], axis=-1)], axis=-2)
    r1 = ivy.matmul(u, ivy.matmul(w, vh))
    r2 = ivy.matmul(u, ivy.matmul(ivy.matrix_transpose(w), vh))
    return r1, r2, u[..., :, 2]


def decompose_essential(essential: Array) -> tuple[Array, Array, Array]:
    """The two rotations and the translation direction of an essential matrix: with
    ``E = U diag(1, 1, 0) V^T`` (``det U = det V = 1``) and ``W`` the rotation by 90 degrees
    about z, ``R1 = U W V^T``, ``R2 = U W^T V^T`` and ``t = U[:, 2]``; the four candidate
    motions are ``(R1, t), (R1, -t), (R2, t), (R2, -t)`` (:func:`recover_pose` picks one).

    Args:
        essential: ``E``, ``[..., 3, 3]`` (any scale).

    Returns:
        ``(R1, R2, t)``: ``[..., 3, 3]``, ``[..., 3, 3]`` and the unit ``[..., 3]``.

    Raises:
        IvyValueError: a shape other than ``[..., 3, 3]``.

    Example:
        >>> import numpy as np, ivy_vision
        >>> E = np.array([[0.0, 0.0, 0.0], [0.0, 0.0, -1.0], [0.0, 1.0, 0.0]])  # R = I, t = x
        >>> r1, r2, t = ivy_vision.decompose_essential(E)
        >>> np.abs(t).round(6).tolist(), any(np.allclose(r, np.eye(3)) for r in (r1, r2))
        ([1.0, 0.0, 0.0], True)
    """
    check_shape(essential, (3, 3), "decompose_essential", "essential")
    return _decompose(essential)


def _midpoint_depths(a, b, c):
    """Depths ``s`` (along ``a``) and ``u`` (along ``b``) of the closest points of the rays
    ``s a`` and ``c + u b`` and their midpoint; ``s = u = 0`` for parallel rays."""
    def dot(x, y):
        return ivy.sum(ivy.multiply(x, y), axis=-1)
    aa, bb, ab = dot(a, a), dot(b, b), dot(a, b)
    ac, bc = dot(a, c), dot(b, c)
    den = ivy.subtract(ivy.multiply(aa, bb), ivy.square(ab))
    par = ivy.less_equal(den, ivy.multiply(16.0 * float(ivy.finfo(a.dtype).eps), ivy.multiply(aa, bb)))
    s = safe_divide(ivy.subtract(ivy.multiply(bb, ac), ivy.multiply(ab, bc)), den, par)
    u = safe_divide(ivy.subtract(ivy.multiply(ab, ac), ivy.multiply(aa, bc)), den, par)
    x = ivy.multiply(ivy.add(ivy.add(ivy.multiply(_unsq(s, -1), a), c), ivy.multiply(_unsq(u, -1), b)), 0.5)
    return s, u, x


def _select(onehot, cands, ntrail):
    """Sum over the candidate axis (``-1 - ntrail``) weighted by a one-hot ``[..., 4]``."""
    oh = onehot
    for _ in range(ntrail):
        oh = _unsq(oh, -1)
    return ivy.sum(ivy.multiply(oh, cands), axis=-1 - ntrail)


def recover_pose(essential: Array, points1: Array, points2: Array, calib_mat1: Array | None = None,
                 calib_mat2: Array | None = None) -> tuple[Array, Array, Array, Array]:
    """The motion ``x2 = R x1 + t`` (camera 1 -> camera 2, ``|t| = 1``) of an essential matrix
    and its matches: of the four candidates of :func:`decompose_essential` the one with the most
    matches in front of both cameras (the cheirality check), each match triangulated as the
    midpoint of the closest points of its two rays (no Python branch on values: it compiles).

    Args:
        essential: ``E``, ``[..., 3, 3]``.
        points1, points2: matched pixels ``[..., N, 2]`` (normalised image coordinates where
            the calibration matrices are None).
        calib_mat1, calib_mat2: ``K1``, ``K2``, ``[..., 3, 3]``, or None (both).

    Returns:
        ``(R, t, points, mask)``: ``[..., 3, 3]``, unit ``[..., 3]``, the triangulated matches in
        camera 1 coordinates ``[..., N, 3]`` (up to the unknown scale of ``t``), and
        ``[..., N]`` bool, True where a match lies in front of both cameras.

    Raises:
        IvyValueError: wrong shapes, batches that do not broadcast, singular calibration, only
            one calibration matrix.

    Example:
        >>> import numpy as np, ivy_vision
        >>> x = np.array([[0.0, 0.0, 4.0], [1.0, 0.5, 5.0], [-1.0, 0.2, 3.0], [0.3, -0.8, 6.0]])
        >>> y = x + [-1.0, 0.0, 0.0]  # camera 2 one unit to the right
        >>> E = np.array([[0.0, 0.0, 0.0], [0.0, 0.0, 1.0], [0.0, -1.0, 0.0]])
        >>> R, t, pts, mask = ivy_vision.recover_pose(E, x[:, :2] / x[:, 2:], y[:, :2] / y[:, 2:])
        >>> np.allclose(R, np.eye(3)), t.round(6).tolist(), mask.tolist()
        (True, [-1.0, 0.0, 0.0], [True, True, True, True])
        >>> np.allclose(pts, x)
        True
    """
    fname = "recover_pose"
    check_shape(essential, (3, 3), fname, "essential")
    _check_model(fname, points1, points2, essential, "essential")
    if (calib_mat1 is None) != (calib_mat2 is None):
        fail(fname, "give both calibration matrices or neither")
    y1, y2 = homogeneous(points1), homogeneous(points2)
    if calib_mat1 is not None:
        check_calib(calib_mat1, fname, "calib_mat1")
        check_calib(calib_mat2, fname, "calib_mat2")
        batch_shape(fname, ("essential", essential, 2), ("calib_mat1", calib_mat1, 2),
                    ("calib_mat2", calib_mat2, 2), ("points1", points1, 2))
        y1 = apply_mat(_inv_calib(calib_mat1), y1, 1)
        y2 = apply_mat(_inv_calib(calib_mat2), y2, 1)
    r1, r2, t = _decompose(essential)
    rs = ivy.stack([r1, r1, r2, r2], axis=-3)  # [..., 4, 3, 3]
    ts = ivy.stack([t, ivy.negative(t), t, ivy.negative(t)], axis=-2)  # [..., 4, 3]
    rt = ivy.matrix_transpose(rs)
    c = ivy.negative(ivy.matrix_transpose(ivy.matmul(rt, _unsq(ts, -1))))  # [..., 4, 1, 3]
    # rays: s y1 and c + u R^T y2 (camera 1 coordinates; z of y1 and y2 is 1: s, u are depths)
    b = ivy.matmul(_unsq(y2, -3), rs)  # rows (R^T y2)^T = y2^T R: [..., 4, N, 3]
    s, u, x = _midpoint_depths(_unsq(y1, -3), b, c)
    front = ivy.logical_and(ivy.greater(s, 0.0), ivy.greater(u, 0.0))  # [..., 4, N]
    count = ivy.sum(ivy.astype(front, ivy.int64), axis=-1)
    best = ivy.argmax(count, axis=-1, keepdims=True)
    onehot = _onehot(best, 4, rs.dtype)
    rot = _select(onehot, rs, 2)
    trans = _select(onehot, ts, 1)
    pts = _select(onehot, x, 2)
    mask = ivy.greater(_select(onehot, ivy.astype(front, rs.dtype), 1), 0.5)
    return rot, trans, pts, mask
