"""Sampling an image at pixel coordinates with nearest, bilinear or bicubic interpolation, and
the perspective and affine warps of images built on it.

Pixel coordinates are ``[u, v]`` = ``[column, row]`` with pixel centres at integers (PyTorch's
``grid_sample`` with ``align_corners=True`` after mapping ``[0, W - 1]`` to ``[-1, 1]``). The
borders are extensions of the image beyond its edges (the names and aliases of
:mod:`ivy_vision.warping`): ``"zeros"`` (zeros), ``"border"`` (the edge pixels repeated),
``"reflection"`` (reflected about the edge pixels' centres, ``d c b | a b c d | c b a``); every
interpolation reads the extended image.

Modes:

* ``"nearest"``: the pixel at ``floor(u + 0.5), floor(v + 0.5)`` (ties round up on every
  backend, as ``scipy.ndimage.map_coordinates(order=0)`` and :func:`ivy_vision.quantize_to_image`;
  kornia's ``grid_sample`` rounds ties to even: the two differ only on exact half-pixel
  coordinates); differentiable with respect to the image only.
* ``"bilinear"``: :func:`ivy_vision.bilinear_resample`.
* ``"bicubic"``: cubic convolution over the 4 x 4 neighbours with ``a = -0.75`` (PyTorch's
  ``grid_sample`` and ``interpolate``, OpenCV's ``INTER_CUBIC``): weights ``(a + 2)|x|^3 - (a +
  3)|x|^2 + 1`` for ``|x| <= 1`` and ``a|x|^3 - 5a|x|^2 + 8a|x| - 4a`` for ``1 < |x| < 2``. Not
  SciPy's cubic B-spline (``order=3`` prefilters the image); it interpolates (exact at pixel
  centres) and can overshoot the image's range.

A ``nan`` coordinate samples ``nan``. Every mode is ``ivy.image_sample`` (bilinear:
``ivy.bilinear_sample``), whose PyTorch kernel is ``grid_sample``, the fused kernel kornia calls.
"""

from __future__ import annotations

from collections.abc import Sequence

import ivy
from ivy.types import Array

from ._checks import (
    SAMPLING_BORDERS,
    _broadcast,
    check_choice,
    check_image_dims,
    check_shape,
    fail,
    parse_border,
    shape_of,
    stack_last,
)
from .warping import _image_batch

__all__ = ["resample", "warp_affine", "warp_perspective"]

MODES = ("nearest", "bilinear", "bicubic")


def resample(image: Array, sample_coords: Array, mode: str = "bilinear", border: str = "zeros") -> Array:
    """Sample an image at pixel coordinates with nearest, bilinear or bicubic interpolation.

    Args:
        image: ``[..., H, W, C]``.
        sample_coords: ``[u, v]`` pixel coordinates, ``[..., *S, 2]`` with the image's batch
            dimensions first (e.g. ``[B, H', W', 2]`` or ``[B, N, 2]``).
        mode: ``"nearest"``, ``"bilinear"`` or ``"bicubic"`` (see the module docstring).
        border: ``"zeros"``, ``"border"`` or ``"reflection"``, or an alias (see
            :mod:`ivy_vision.warping`).

    Returns:
        ``[..., *S, C]``; differentiable with respect to the image, and (bilinear, bicubic) the
        coordinates.

    Raises:
        IvyValueError: wrong shapes, different batch shapes, an unknown mode or border.

    Example:
        >>> import numpy as np, ivy_vision
        >>> img = np.array([[0.0, 1.0, 8.0, 27.0]])[..., None]
        >>> px = np.array([[1.5, 0.0], [1.4, 0.0], [1.6, 0.0]])
        >>> ivy_vision.resample(img, px, "bicubic")[:, 0].round(4).tolist()
        [2.8125, 2.456, 3.304]
        >>> ivy_vision.resample(img, px, "nearest")[:, 0].tolist()
        [8.0, 1.0, 8.0]
    """
    fname = "resample"
    check_shape(image, (None, None, None), fname, "image")
    check_shape(sample_coords, (2,), fname, "sample_coords")
    check_choice(mode, MODES, fname, "mode")
    border = parse_border(border, SAMPLING_BORDERS, fname)
    _image_batch(fname, image, sample_coords, "sample_coords")
    return ivy.image_sample(image, sample_coords, mode=mode, padding_mode=border)


def _warp(fname, image, coords_fn, mat, out_size, mode, border):
    check_shape(image, (None, None, None), fname, "image")
    h, w = check_image_dims(out_size, fname, "out_size")
    check_choice(mode, MODES, fname, "mode")
    border = parse_border(border, SAMPLING_BORDERS, fname)
    ib, mb = tuple(image.shape[:-3]), tuple(mat.shape[:-2])
    try:
        batch = _broadcast(ib, mb)
    except ValueError:
        fail(fname, f"batch dimensions do not broadcast: image {tuple(image.shape)} (batch {ib}), "
                    f"matrix {tuple(mat.shape)} (batch {mb})")
    xp = ivy.current_backend(image)
    dev = ivy.dev(image)
    # the output pixels' u [1, W'] and v [H', 1]: the matrices' terms in u and in v are computed
    # on a row and a column, and one addition per coordinate makes the [..., H', W'] plane
    grid = (xp.reshape(xp.arange(w, dtype=mat.dtype, device=dev), (1, w)),
            xp.reshape(xp.arange(h, dtype=mat.dtype, device=dev), (h, 1)))
    coords = coords_fn(mat, grid)  # [*mb, H', W', 2] source pixels
    if None in batch:
        batch = shape_of(image)[:-3] if None in ib or len(ib) >= len(mb) else shape_of(mat)[:-2]
    if tuple(image.shape[:-3]) != tuple(batch):
        image = ivy.broadcast_to(image, tuple(batch) + tuple(image.shape[-3:]))
    if tuple(coords.shape[:-3]) != tuple(batch):
        coords = ivy.broadcast_to(coords, tuple(batch) + (h, w, 2))
    return resample(image, coords, mode, border)


def _perspective_coords(mat, grid):
    # H^-1 up to its scale 1 / det(H), which the division by w cancels: the adjugate, whose
    # rows are the cross products of H's columns
    def cross(a, b):  # columns a, b of H (Python lists of [...] entries)
        return ivy.stack([ivy.subtract(ivy.multiply(a[1], b[2]), ivy.multiply(a[2], b[1])),
                          ivy.subtract(ivy.multiply(a[2], b[0]), ivy.multiply(a[0], b[2])),
                          ivy.subtract(ivy.multiply(a[0], b[1]), ivy.multiply(a[1], b[0]))], axis=-1)

    c0, c1, c2 = ([mat[..., i, j] for i in range(3)] for j in range(3))
    adj = ivy.stack([cross(c1, c2), cross(c2, c0), cross(c0, c1)], axis=-2)
    x, y, z = (_plane(adj, i, grid) for i in range(3))
    return stack_last([ivy.divide(x, z), ivy.divide(y, z)])


def _plane(mat, i, grid):
    """Row ``i`` of ``mat [..., m, 3]`` applied to the output pixels ``grid = (u [1, W'], v [H',
    1])``: ``[..., H', W']`` (planes: on PyTorch several times faster than broadcast
    multiply-adds of interleaved ``[..., H', W', 3]`` channels)."""
    a, b, c = (mat[..., i:i + 1, j:j + 1] for j in range(3))  # [..., 1, 1]
    return ivy.add(ivy.multiply(a, grid[0]), ivy.add(ivy.multiply(b, grid[1]), c))


def _affine_coords(mat, grid):
    a, b, t0 = mat[..., 0, 0], mat[..., 0, 1], mat[..., 0, 2]
    c, d, t1 = mat[..., 1, 0], mat[..., 1, 1], mat[..., 1, 2]
    det = ivy.subtract(ivy.multiply(a, d), ivy.multiply(b, c))
    ia, ib = ivy.divide(d, det), ivy.negative(ivy.divide(b, det))
    ic, id_ = ivy.negative(ivy.divide(c, det)), ivy.divide(a, det)
    it0 = ivy.negative(ivy.add(ivy.multiply(ia, t0), ivy.multiply(ib, t1)))
    it1 = ivy.negative(ivy.add(ivy.multiply(ic, t0), ivy.multiply(id_, t1)))
    inv = ivy.stack([ivy.stack([ia, ib, it0], axis=-1), ivy.stack([ic, id_, it1], axis=-1)], axis=-2)
    return stack_last([_plane(inv, 0, grid), _plane(inv, 1, grid)])


def warp_perspective(image: Array, homography: Array, out_size: Sequence[int], mode: str = "bilinear",
                     border: str = "zeros") -> Array:
    """Warp an image by a homography: ``out[v', u'] = image`` at ``H^-1 [u', v', 1]`` (kornia's
    and OpenCV's ``warp_perspective``: ``homography`` maps the input's pixel coordinates to the
    output's; pixel centres at integers, kornia's ``align_corners=True``).

    An output pixel whose source point is at infinity (``w = 0``) has non-finite source
    coordinates: ``nan`` where they are ``nan``, otherwise the border's value at infinity.

    Args:
        image: ``[..., H, W, C]``.
        homography: ``[..., 3, 3]``, batch dimensions broadcasting with the image's.
        out_size: ``(height, width)`` of the output.
        mode: ``"nearest"``, ``"bilinear"`` or ``"bicubic"`` (see :func:`resample`).
        border: ``"zeros"``, ``"border"`` or ``"reflection"``, or an alias.

    Returns:
        ``[..., H', W', C]``; differentiable with respect to the image and (bilinear, bicubic)
        the homography.

    Raises:
        IvyValueError: wrong shapes, batch dimensions that do not broadcast, a bad out_size,
            mode or border.

    Example:
        >>> import numpy as np, ivy_vision
        >>> img = np.arange(6.0).reshape(2, 3, 1)
        >>> shift = np.array([[1.0, 0.0, 1.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])  # u' = u + 1
        >>> ivy_vision.warp_perspective(img, shift, (2, 3))[..., 0].tolist()
        [[0.0, 0.0, 1.0], [0.0, 3.0, 4.0]]
    """
    fname = "warp_perspective"
    check_shape(homography, (3, 3), fname, "homography")
    return _warp(fname, image, _perspective_coords, homography, out_size, mode, border)


def warp_affine(image: Array, matrix: Array, out_size: Sequence[int], mode: str = "bilinear",
                border: str = "zeros") -> Array:
    """Warp an image by an affine map: ``out[v', u'] = image`` at ``A^-1 ([u', v'] - t)`` for
    ``matrix = [A | t]`` (kornia's and OpenCV's ``warp_affine``: ``matrix`` maps the input's
    pixel coordinates to the output's; pixel centres at integers, kornia's
    ``align_corners=True``).

    Args:
        image: ``[..., H, W, C]``.
        matrix: ``[..., 2, 3]``, batch dimensions broadcasting with the image's; ``A``
            invertible (a singular one gives non-finite coordinates).
        out_size: ``(height, width)`` of the output.
        mode: ``"nearest"``, ``"bilinear"`` or ``"bicubic"`` (see :func:`resample`).
        border: ``"zeros"``, ``"border"`` or ``"reflection"``, or an alias.

    Returns:
        ``[..., H', W', C]``; differentiable with respect to the image and (bilinear, bicubic)
        the matrix.

    Raises:
        IvyValueError: wrong shapes, batch dimensions that do not broadcast, a bad out_size,
            mode or border.

    Example:
        >>> import numpy as np, ivy_vision
        >>> img = np.arange(6.0).reshape(2, 3, 1)
        >>> flip = np.array([[-1.0, 0.0, 2.0], [0.0, 1.0, 0.0]])  # u' = 2 - u
        >>> ivy_vision.warp_affine(img, flip, (2, 3), "nearest")[..., 0].tolist()
        [[2.0, 1.0, 0.0], [5.0, 4.0, 3.0]]
    """
    fname = "warp_affine"
    check_shape(matrix, (2, 3), fname, "matrix")
    return _warp(fname, image, _affine_coords, matrix, out_size, mode, border)
