"""Lens distortion: the Brown-Conrady radial-tangential model of OpenCV, on normalised image
coordinates, its inverse by fixed-point iteration, and undistortion of whole images.

Coefficients, ``[..., n]`` in OpenCV's (and kornia's) order:

* ``n = 4``: ``k1, k2, p1, p2``;
* ``n = 5``: ``k1, k2, p1, p2, k3``;
* ``n = 8``: ``k1, k2, p1, p2, k3, k4, k5, k6`` (rational radial model);
* ``n = 12``: then ``s1, s2, s3, s4`` (thin prism).

A normalised point ``(x, y)`` (camera coordinates divided by depth, ``K^-1 [u, v, 1]``) with
``r^2 = x^2 + y^2`` is distorted to::

    a  = (1 + k1 r^2 + k2 r^4 + k3 r^6) / (1 + k4 r^2 + k5 r^4 + k6 r^6)
    xd = x a + 2 p1 x y + p2 (r^2 + 2 x^2) + s1 r^2 + s2 r^4
    yd = y a + p1 (r^2 + 2 y^2) + 2 p2 x y + s3 r^2 + s4 r^4

A coefficient vector's batch dimensions align with the leading dimensions of the points (or the
image) it applies to, as a calibration matrix's do, and broadcast.
"""

from __future__ import annotations

import ivy
from ivy.types import Array

from ._checks import (
    SAMPLING_BORDERS,
    _broadcast,
    batch_shape,
    check_calib,
    check_shape,
    fail,
    parse_border,
    stack_last,
)
from .camera import pixel_grid
from .warping import bilinear_resample

__all__ = ["denormalize_points", "distort_points", "normalize_points", "undistort_image",
           "undistort_points"]

N_COEFFS = (4, 5, 8, 12)


def _check_coeffs(coeffs, fname):
    shape = check_shape(coeffs, (None,), fname, "coeffs")
    if shape[-1] not in N_COEFFS:
        fail(fname, f"expected coeffs of shape [..., n] with n in {N_COEFFS} (k1, k2, p1, p2[, k3[, "
                    f"k4, k5, k6[, s1, s2, s3, s4]]]), got shape {shape}")


def _coeff(coeffs, i):
    """Coefficient ``i`` as ``[..., 1]`` (broadcasting over the points), or None if absent."""
    return coeffs[..., i:i + 1] if coeffs.shape[-1] > i else None


def _poly(r2, r4, r6, c1, c2, c3):
    """``1 + c1 r^2 + c2 r^4 + c3 r^6`` (absent coefficients skipped; summed in this order, as
    OpenCV and kornia do: the rational model's denominator can nearly vanish in float32)."""
    out = ivy.add(ivy.multiply(c1, r2), 1.0)
    out = ivy.add(out, ivy.multiply(c2, r4))
    return out if c3 is None else ivy.add(out, ivy.multiply(c3, r6))


def _terms(x, y, coeffs):
    """The radial factor ``a`` (``num / den``: ``den`` None without k4..k6) and the additive
    terms ``(dx, dy)`` of the model at ``(x, y)``, each ``[..., N]`` (few full-size operations:
    scalings by 2 are applied to the ``[..., 1]`` coefficients)."""
    k1, k2, p1, p2, k3 = (_coeff(coeffs, i) for i in range(5))
    xx, yy, xy = ivy.multiply(x, x), ivy.multiply(y, y), ivy.multiply(x, y)
    r2 = ivy.add(xx, yy)
    r4 = ivy.multiply(r2, r2)
    r6 = None if k3 is None else ivy.multiply(r4, r2)
    num = _poly(r2, r4, r6, k1, k2, k3)
    den = None if coeffs.shape[-1] < 8 else _poly(r2, r4, r6, *(_coeff(coeffs, i) for i in (5, 6, 7)))
    # 2 p1 x y + p2 (r2 + 2 x^2), p1 (r2 + 2 y^2) + 2 p2 x y
    dx = ivy.add(ivy.multiply(ivy.multiply(p1, 2.0), xy),
                 ivy.multiply(p2, ivy.add(r2, ivy.multiply(xx, 2.0))))
    dy = ivy.add(ivy.multiply(p1, ivy.add(r2, ivy.multiply(yy, 2.0))),
                 ivy.multiply(ivy.multiply(p2, 2.0), xy))
    if coeffs.shape[-1] >= 12:
        s1, s2, s3, s4 = (_coeff(coeffs, i) for i in (8, 9, 10, 11))
        dx = ivy.add(dx, ivy.add(ivy.multiply(s1, r2), ivy.multiply(s2, r4)))
        dy = ivy.add(dy, ivy.add(ivy.multiply(s3, r2), ivy.multiply(s4, r4)))
    return num, den, dx, dy


def _distort(x, y, coeffs):
    num, den, dx, dy = _terms(x, y, coeffs)
    a = num if den is None else ivy.divide(num, den)
    return ivy.add(ivy.multiply(x, a), dx), ivy.add(ivy.multiply(y, a), dy)


def _check_points(points, coeffs, fname, argname="points"):
    check_shape(points, (None, 2), fname, argname)
    _check_coeffs(coeffs, fname)
    batch_shape(fname, (argname, points, 2), ("coeffs", coeffs, 1))


def distort_points(points: Array, coeffs: Array) -> Array:
    """Distort normalised image coordinates with the Brown-Conrady model (OpenCV's formula, see
    the module docstring).

    Args:
        points: undistorted normalised coordinates ``(x, y)`` (``K^-1 [u, v, 1]``), ``[..., N, 2]``.
        coeffs: ``[..., n]``: ``k1, k2, p1, p2[, k3[, k4, k5, k6[, s1, s2, s3, s4]]]`` (n = 4, 5,
            8 or 12), batch dimensions aligned with the points'.

    Returns:
        distorted normalised coordinates, ``[..., N, 2]``.

    Raises:
        IvyValueError: wrong shapes, a number of coefficients other than 4, 5, 8 or 12, batch
            dimensions that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> pts = np.array([[0.5, 0.0], [0.0, 0.0]])
        >>> ivy_vision.distort_points(pts, np.array([0.1, 0.0, 0.0, 0.0])).tolist()
        [[0.5125, 0.0], [0.0, 0.0]]
    """
    _check_points(points, coeffs, "distort_points")
    return stack_last(_distort(points[..., 0], points[..., 1], coeffs))


def undistort_points(points: Array, coeffs: Array, iterations: int = 20) -> Array:
    """Invert :func:`distort_points` by fixed-point iteration (OpenCV's ``undistortPoints``
    scheme): from ``p = pd``, repeat ``p = (pd - tangential(p)) / radial(p)`` a fixed number of
    times (no convergence test: one :func:`ivy.fori_loop` of static length, which compiles).

    The iteration converges where the distortion is a contraction (moderate coefficients, points
    inside the calibrated field of view); each step multiplies the error by about
    ``|3 k1 r^2|`` for radial distortion. OpenCV and kornia use 5 iterations by default.

    Args:
        points: distorted normalised coordinates, ``[..., N, 2]``.
        coeffs: ``[..., n]`` as in :func:`distort_points`.
        iterations: the number of fixed-point steps, a non-negative Python int.

    Returns:
        undistorted normalised coordinates, ``[..., N, 2]``; differentiable (through the steps).

    Raises:
        IvyValueError: wrong shapes or coefficient count, a bad iterations.

    Example:
        >>> import numpy as np, ivy_vision
        >>> c = np.array([0.1, 0.0, 0.0, 0.0])
        >>> ivy_vision.undistort_points(np.array([[0.5125, 0.0]]), c).round(8).tolist()
        [[0.5, 0.0]]
    """
    fname = "undistort_points"
    _check_points(points, coeffs, fname)
    if isinstance(iterations, bool) or not isinstance(iterations, int) or iterations < 0:
        fail(fname, f"expected iterations a non-negative int, got {iterations!r}")
    zero = ivy.multiply(coeffs[..., 0:1], 0.0)  # the carry in its final batch shape and dtype
    x0, y0 = ivy.add(points[..., 0], zero), ivy.add(points[..., 1], zero)

    def step(_, xy):
        num, den, dx, dy = _terms(xy[0], xy[1], coeffs)
        inv_a = ivy.divide(1.0, num) if den is None else ivy.divide(den, num)
        return ivy.multiply(ivy.subtract(x0, dx), inv_a), ivy.multiply(ivy.subtract(y0, dy), inv_a)

    # one compiled loop: unrolled, XLA's compile time grows exponentially with the steps
    x, y = ivy.fori_loop(0, iterations, step, (x0, y0))
    return stack_last([x, y])


def _calib_entries(calib_mat):
    """``fx, fy, px, py, s`` of ``K [..., 3, 3]``, each ``[..., 1]``."""
    return (calib_mat[..., 0, 0:1], calib_mat[..., 1, 1:2], calib_mat[..., 0, 2:3],
            calib_mat[..., 1, 2:3], calib_mat[..., 0, 1:2])


def _normalize(u, v, calib_mat):
    fx, fy, px, py, s = _calib_entries(calib_mat)
    y = ivy.divide(ivy.subtract(v, py), fy)
    return ivy.divide(ivy.subtract(ivy.subtract(u, px), ivy.multiply(s, y)), fx), y


def _denormalize(x, y, calib_mat):
    fx, fy, px, py, s = _calib_entries(calib_mat)
    return (ivy.add(ivy.add(ivy.multiply(fx, x), ivy.multiply(s, y)), px),
            ivy.add(ivy.multiply(fy, y), py))


def normalize_points(pixels: Array, calib_mat: Array) -> Array:
    """Pixel coordinates to normalised image coordinates: ``K^-1 [u, v, 1]`` without the 1, i.e.
    ``y = (v - py) / fy``, ``x = (u - px - s y) / fx``.

    Args:
        pixels: ``[u, v]`` pixel coordinates, ``[..., N, 2]``.
        calib_mat: ``K = [[fx, s, px], [0, fy, py], [0, 0, 1]]``, ``[..., 3, 3]``.

    Returns:
        ``[..., N, 2]``.

    Raises:
        IvyValueError: wrong shapes, batch dimensions that do not broadcast, a zero focal length.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.array([[100.0, 0.0, 32.0], [0.0, 50.0, 24.0], [0.0, 0.0, 1.0]])
        >>> ivy_vision.normalize_points(np.array([[82.0, 24.0], [32.0, 14.0]]), K).tolist()
        [[0.5, 0.0], [0.0, -0.2]]
    """
    fname = "normalize_points"
    check_shape(pixels, (None, 2), fname, "pixels")
    check_calib(calib_mat, fname)
    batch_shape(fname, ("pixels", pixels, 2), ("calib_mat", calib_mat, 2))
    return stack_last(_normalize(pixels[..., 0], pixels[..., 1], calib_mat))


def denormalize_points(points: Array, calib_mat: Array) -> Array:
    """Normalised image coordinates to pixel coordinates: ``K [x, y, 1]`` without the 1, i.e.
    ``u = fx x + s y + px``, ``v = fy y + py``.

    Args:
        points: normalised coordinates ``(x, y)``, ``[..., N, 2]``.
        calib_mat: ``K``, ``[..., 3, 3]``.

    Returns:
        ``[u, v]`` pixel coordinates, ``[..., N, 2]``.

    Raises:
        IvyValueError: wrong shapes, batch dimensions that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.array([[100.0, 0.0, 32.0], [0.0, 50.0, 24.0], [0.0, 0.0, 1.0]])
        >>> ivy_vision.denormalize_points(np.array([[0.5, 0.0], [0.0, -0.2]]), K).tolist()
        [[82.0, 24.0], [32.0, 14.0]]
    """
    fname = "denormalize_points"
    check_shape(points, (None, 2), fname, "points")
    check_shape(calib_mat, (3, 3), fname, "calib_mat")
    batch_shape(fname, ("points", points, 2), ("calib_mat", calib_mat, 2))
    return stack_last(_denormalize(points[..., 0], points[..., 1], calib_mat))


def undistort_image(image: Array, calib_mat: Array, coeffs: Array, border: str = "zeros") -> Array:
    """Undo lens distortion in an image: each output pixel ``[u, v]`` is normalised with ``K``,
    distorted (:func:`distort_points`), mapped back to pixels with ``K`` and the input sampled
    there bilinearly (:func:`bilinear_resample`; pixel centres at integers). This is kornia's
    ``undistort_image`` and OpenCV's ``undistort`` with the same camera matrix for the output.

    Args:
        image: the distorted image, ``[..., H, W, C]``.
        calib_mat: ``K``, ``[..., 3, 3]``.
        coeffs: ``[..., n]`` as in :func:`distort_points`.
        border: ``"zeros"`` (the default, kornia's), ``"border"`` or ``"reflection"``: samples
            outside the input.

    Returns:
        the undistorted image, ``[..., H, W, C]`` (the batch broadcast over ``image``,
        ``calib_mat`` and ``coeffs``).

    Raises:
        IvyValueError: wrong shapes or coefficient count, batch dimensions that do not
            broadcast, an unknown border, a zero focal length.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.array([[2.0, 0.0, 2.0], [0.0, 2.0, 1.0], [0.0, 0.0, 1.0]])
        >>> img = np.arange(15.0).reshape(3, 5, 1)
        >>> out = ivy_vision.undistort_image(img, K, np.array([0.1, 0.0, 0.0, 0.0]))
        >>> out.shape, out[1, :, 0].round(6).tolist()  # the centre row
        ((3, 5, 1), [4.0, 5.975, 7.0, 8.025, 7.2])
    """
    fname = "undistort_image"
    check_shape(image, (None, None, None), fname, "image")
    check_calib(calib_mat, fname)
    _check_coeffs(coeffs, fname)
    border = parse_border(border, SAMPLING_BORDERS, fname)
    batch = batch_shape(fname, ("image", image, 3), ("calib_mat", calib_mat, 2), ("coeffs", coeffs, 1))
    static = _broadcast(_broadcast(tuple(image.shape[:-3]), tuple(calib_mat.shape[:-2])),
                        tuple(coeffs.shape[:-1]))
    h, w, c = image.shape[-3:]
    xp = ivy.current_backend(image)
    grid = ivy.reshape(pixel_grid(xp, h, w, image.dtype, ivy.dev(image), False), (h * w, 2))
    x, y = _normalize(grid[..., 0], grid[..., 1], calib_mat)
    u, v = _denormalize(*_distort(x, y, coeffs), calib_mat)  # [*K's and coeffs' batch, H W]
    coords = ivy.reshape(ivy.broadcast_to(stack_last([u, v]), batch + (h * w, 2)),
                         batch + (h, w, 2))
    if tuple(image.shape[:-3]) != static:  # a calibration batch larger than the image's
        image = ivy.broadcast_to(image, batch + (h, w, c))
    return bilinear_resample(image, coords, border)
