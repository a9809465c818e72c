"""Sampling an image at pixel coordinates with nearest, bilinear or bicubic interpolation, and
the perspective and affine warps of images built on it.

Pixel coordinates are ``[u, v]`` = ``[column, row]`` with pixel centres at integers (PyTorch's
``grid_sample`` with ``align_corners=True`` after mapping ``[0, W - 1]`` to ``[-1, 1]``). The
borders are extensions of the image beyond its edges (the names and aliases of
:mod:`ivy_vision.warping`): ``"zeros"`` (zeros), ``"border"`` (the edge pixels repeated),
``"reflection"`` (reflected about the edge pixels' centres, ``d c b | a b c d | c b a``); every
interpolation reads the extended image.

Modes:

* ``"nearest"``: the pixel at ``floor(u + 0.5), floor(v + 0.5)`` (ties round up, as
  ``scipy.ndimage.map_coordinates(order=0)`` and :func:`ivy_vision.quantize_to_image`; PyTorch's
  ``grid_sample`` rounds ties to even: the two differ only on exact half-pixel coordinates);
  differentiable with respect to the image only.
* ``"bilinear"``: :func:`ivy_vision.bilinear_resample`.
* ``"bicubic"``: cubic convolution over the 4 x 4 neighbours with ``a = -0.75`` (PyTorch's
  ``grid_sample`` and ``interpolate``, OpenCV's ``INTER_CUBIC``): weights ``(a + 2)|x|^3 - (a +
  3)|x|^2 + 1`` for ``|x| <= 1`` and ``a|x|^3 - 5a|x|^2 + 8a|x| - 4a`` for ``1 < |x| < 2``. Not
  SciPy's cubic B-spline (``order=3`` prefilters the image); it interpolates (exact at pixel
  centres) and can overshoot the image's range.

A ``nan`` coordinate samples ``nan``. Nearest and bicubic sampling are compositions of Ivy
functions (index arithmetic, one gather, weights): on PyTorch several times slower than the
fused ``grid_sample`` kernel kornia calls (the package README's speed table); bilinear sampling
calls ``ivy.bilinear_sample``, whose PyTorch kernel is ``grid_sample``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import ivy
from ivy.types import Array

from ._checks import (
    SAMPLING_BORDERS,
    _broadcast,
    batch_offsets,
    check_choice,
    check_image_dims,
    check_shape,
    fail,
    flat_size,
    parse_border,
    shape_of,
)
from .warping import _image_batch

__all__ = ["resample", "warp_affine", "warp_perspective"]

MODES = ("nearest", "bilinear", "bicubic")
A = -0.75  # the cubic convolution's parameter (PyTorch, OpenCV)


def _tap_index(i, n, border):
    """Integer-valued float indices ``i`` of an axis of ``n`` pixels mapped into ``[0, n - 1]``
    by the border, and for ``"zeros"`` the mask of those inside (None otherwise)."""
    if border == "zeros":
        inside = ivy.logical_and(ivy.greater_equal(i, 0.0), ivy.less_equal(i, n - 1.0))
        return ivy.clip(i, 0.0, n - 1.0), inside
    if border == "border" or n == 1:
        return ivy.clip(i, 0.0, n - 1.0), None
    period = 2.0 * (n - 1)
    r = ivy.remainder(ivy.abs(i), period)
    return ivy.where(ivy.greater(r, n - 1.0), ivy.subtract(period, r), r), None


def _cubic_weights(t):
    """The four cubic-convolution weights of taps ``-1, 0, 1, 2`` at fraction ``t`` in ``[0, 1)``,
    stacked on a new last axis."""
    def near(x):  # |x| <= 1
        return ivy.add(ivy.multiply(ivy.multiply(x, x), ivy.subtract(ivy.multiply(x, A + 2.0), A + 3.0)), 1.0)

    def far(x):  # 1 < |x| < 2
        inner = ivy.add(ivy.multiply(ivy.subtract(ivy.multiply(x, A), 5.0 * A), x), 8.0 * A)
        return ivy.add(ivy.multiply(inner, x), -4.0 * A)

    s = ivy.subtract(1.0, t)
    return ivy.stack([far(ivy.add(t, 1.0)), near(t), near(s), far(ivy.add(s, 1.0))], axis=-1)


def _sample_taps(image, u, v, p, border, mode):
    """Nearest or bicubic samples of ``image [..., H, W, C]`` at ``u, v [..., P]`` (no nan)."""
    h, w, c = image.shape[-3], image.shape[-2], image.shape[-1]
    batch = shape_of(image)[:-3]
    nb = flat_size(batch)
    xp = ivy.current_backend(image)
    # channel-first pixels [C, pixels]: a gather of whole rows of C values is several times slower
    # (PyTorch's index_select) than C gathers along contiguous rows
    flat_img = ivy.matrix_transpose(ivy.reshape(image, (-1, c)))
    n = nb if nb >= 0 else -1
    offs = batch_offsets(u[..., 0], batch, h * w)  # [*batch, 1]
    if mode == "nearest":
        iu, mu = _tap_index(ivy.floor(ivy.add(ivy.stop_gradient(u), 0.5)), w, border)
        iv, mv = _tap_index(ivy.floor(ivy.add(ivy.stop_gradient(v), 0.5)), h, border)
        idx = ivy.add(ivy.add(ivy.multiply(ivy.astype(iv, ivy.int64), w), ivy.astype(iu, ivy.int64)), offs)
        out = ivy.reshape(ivy.take(flat_img, ivy.reshape(idx, (-1,)), axis=1), (c, n, p))
        out = ivy.reshape(ivy.permute_dims(out, (1, 2, 0)), tuple(batch) + (p, c))
        if border == "zeros":
            out = ivy.multiply(out, ivy.astype(ivy.logical_and(mu, mv), out.dtype)[..., None])
        return out
    u0, v0 = ivy.floor(ivy.stop_gradient(u)), ivy.floor(ivy.stop_gradient(v))
    wu, wv = _cubic_weights(ivy.subtract(u, u0)), _cubic_weights(ivy.subtract(v, v0))  # [..., P, 4]
    steps = xp.asarray([-1.0, 0.0, 1.0, 2.0], dtype=u.dtype, device=ivy.dev(u))
    iu, mu = _tap_index(ivy.add(u0[..., None], steps), w, border)
    iv, mv = _tap_index(ivy.add(v0[..., None], steps), h, border)
    if border == "zeros":
        wu = ivy.multiply(wu, ivy.astype(mu, wu.dtype))
        wv = ivy.multiply(wv, ivy.astype(mv, wv.dtype))
    rows = ivy.add(ivy.multiply(ivy.astype(iv, ivy.int64), w), offs[..., None])  # [..., P, 4]
    idx = ivy.add(rows[..., :, None], ivy.astype(iu, ivy.int64)[..., None, :])  # [..., P, 4, 4]
    vals = ivy.reshape(ivy.take(flat_img, ivy.reshape(idx, (-1,)), axis=1), (c, n, p, 16))
    wgt = ivy.reshape(ivy.multiply(wv[..., :, None], wu[..., None, :]), (n, p, 16))
    out = ivy.sum(ivy.multiply(vals, wgt), axis=-1)  # [C, n, P]: the 16 taps' weighted sum
    return ivy.reshape(ivy.permute_dims(out, (1, 2, 0)), tuple(batch) + (p, c))


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
    _, s = _image_batch(fname, image, sample_coords, "sample_coords")
    if mode == "bilinear":
        return ivy.bilinear_sample(image, sample_coords, padding_mode=border)
    dtype = ivy.result_type(image, sample_coords)
    image, coords = ivy.astype(image, dtype), ivy.astype(sample_coords, dtype)
    batch = shape_of(image)[:-3]
    p = math.prod(s)
    flat = ivy.reshape(coords, tuple(batch) + (p, 2))
    u, v = flat[..., 0], flat[..., 1]
    nan = ivy.isnan(ivy.add(u, v))
    u, v = ivy.where(nan, 0.0, u), ivy.where(nan, 0.0, v)
    out = _sample_taps(image, u, v, p, border, mode)
    out = ivy.where(nan[..., None], ivy.nan, out)
    return ivy.reshape(out, tuple(batch) + tuple(s) + (image.shape[-1],))


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
    grid = xp.meshgrid(xp.arange(w, dtype=mat.dtype, device=dev), xp.arange(h, dtype=mat.dtype, device=dev),
                       indexing="xy")  # the output pixels' u, v, each [H', W']
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
    return ivy.stack([ivy.divide(x, z), ivy.divide(y, z)], axis=-1)


def _plane(mat, i, grid):
    """Row ``i`` of ``mat [..., m, 3]`` applied to the output pixels ``grid = (u, v)`` (each
    ``[H', W']``): ``[..., H', W']`` (planes: on PyTorch several times faster than broadcast
    multiply-adds of interleaved ``[..., H', W', 3]`` channels)."""
    a, b, c = (mat[..., i:i + 1, j:j + 1] for j in range(3))  # [..., 1, 1]
    return ivy.add(ivy.add(ivy.multiply(a, grid[0]), ivy.multiply(b, grid[1])), c)


def _affine_coords(mat, grid):
    a, b, t0 = mat[..., 0, 0], mat[..., 0, 1], mat[..., 0, 2]
    c, d, t1 = mat[..., 1, 0], mat[..., 1, 1], mat[..., 1, 2]
    det = ivy.subtract(ivy.multiply(a, d), ivy.multiply(b, c))
    ia, ib = ivy.divide(d, det), ivy.negative(ivy.divide(b, det))
    ic, id_ = ivy.negative(ivy.divide(c, det)), ivy.divide(a, det)
    it0 = ivy.negative(ivy.add(ivy.multiply(ia, t0), ivy.multiply(ib, t1)))
    it1 = ivy.negative(ivy.add(ivy.multiply(ic, t0), ivy.multiply(id_, t1)))
    inv = ivy.stack([ivy.stack([ia, ib, it0], axis=-1), ivy.stack([ic, id_, it1], axis=-1)], axis=-2)
    return ivy.stack([_plane(inv, 0, grid), _plane(inv, 1, grid)], axis=-1)


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
