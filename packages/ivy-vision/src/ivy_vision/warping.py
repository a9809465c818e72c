"""Warping: bilinear resampling of images at pixel coordinates (inverse warping, with border
modes), warping with optical flow or with depth and two cameras, and forward warping by
quantising points into an image with sum or depth-buffer (min) fusion.

Pixel coordinates are ``[u, v]`` = ``[column, row]`` with pixel centres at integers (the camera
convention of :mod:`ivy_vision.camera`). Border modes of ``bilinear_resample``, for samples
outside ``[0, W - 1] x [0, H - 1]``:

* ``"zeros"``: the image is extended with zeros and interpolated as usual (``scipy.ndimage.
  map_coordinates(mode="grid-constant")``, ``torch.nn.functional.grid_sample(padding_mode=
  "zeros", align_corners=True)``);
* ``"border"``: the coordinates are clamped to the image (``mode="nearest"``);
* ``"reflection"``: the coordinates are reflected about the edge pixels' centres
  (``mode="mirror"``).

The other libraries' names of these image extensions are accepted as aliases: ``"grid-constant"``
(SciPy) for ``"zeros"``; ``"replicate"`` (kornia, OpenCV), ``"edge"`` (NumPy), ``"nearest"``
(SciPy) for ``"border"``; ``"mirror"`` (SciPy), ``"reflect101"`` / ``"reflect_101"`` (OpenCV's
BORDER_REFLECT_101; PyTorch's ``pad(mode="reflect")``) for ``"reflection"``. Not accepted, as
ambiguous: ``"reflect"`` (SciPy's edge-duplicating reflect, but PyTorch's and kornia's
``"reflection"`` here) and ``"constant"`` (SciPy's ``map_coordinates`` does not interpolate
across the edge with it; OpenCV does).

A ``nan`` coordinate (a point behind a camera, see :mod:`ivy_vision.projective`) samples ``nan``.
These are the conventions of :func:`ivy.bilinear_sample`, which does the sampling (PyTorch:
``grid_sample``; JAX: one compiled program; elsewhere Ivy's composition).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import ivy
from ivy.types import Array

from ._checks import (
    SAMPLING_BORDERS,
    batch_offsets,
    batch_shape,
    check_choice,
    check_image_dims,
    check_shape,
    fail,
    parse_border,
    scatter_rows,
    shape_of,
)
from .camera import pixel_grid

__all__ = ["bilinear_resample", "inverse_warp", "quantize_to_image", "warp_with_flow"]

BORDERS = ("zeros", "border", "reflection")


def _image_batch(fname, image, points, ptsname):
    """The image's batch, the points' sample shape S (points ``[*batch, *S, k]``)."""
    batch = tuple(image.shape[:-3])
    nb = len(batch)
    if len(points.shape) < nb + 1:
        fail(fname, f"expected {ptsname} with the image's batch dimensions {batch} first, got "
                    f"shape {tuple(points.shape)}")
    pb = tuple(points.shape[:nb])
    if pb != batch:
        fail(fname, f"batch dimensions differ: image {tuple(image.shape)} (batch {batch}), "
                    f"{ptsname} {tuple(points.shape)} (batch {pb})")
    return batch, tuple(points.shape[nb:-1])


def bilinear_resample(image: Array, sample_coords: Array, border: str = "zeros") -> Array:
    """Sample an image bilinearly at pixel coordinates (inverse warping).

    Args:
        image: ``[..., H, W, C]``.
        sample_coords: ``[u, v]`` pixel coordinates, ``[..., *S, 2]`` with the image's batch
            dimensions first (e.g. ``[B, H', W', 2]`` or ``[B, N, 2]``).
        border: ``"zeros"``, ``"border"`` or ``"reflection"``, or an alias (see the module
            docstring).

    Returns:
        ``[..., *S, C]``; differentiable with respect to the image and the coordinates.

    Raises:
        IvyValueError: wrong shapes, different batch shapes, an unknown border mode.

    Example:
        >>> import numpy as np, ivy_vision
        >>> img = np.arange(6.0).reshape(2, 3, 1)
        >>> ivy_vision.bilinear_resample(img, np.array([[0.5, 0.5], [2.0, 1.5]]))[:, 0].tolist()
        [2.0, 2.5]
    """
    fname = "bilinear_resample"
    check_shape(image, (None, None, None), fname, "image")
    check_shape(sample_coords, (2,), fname, "sample_coords")
    border = parse_border(border, SAMPLING_BORDERS, fname)
    _image_batch(fname, image, sample_coords, "sample_coords")
    return ivy.bilinear_sample(image, sample_coords, padding_mode=border)


def warp_with_flow(image: Array, flow: Array, border: str = "zeros") -> Array:
    """Warp an image by optical flow: ``out[i, j] = image at [j, i] + flow[i, j]`` (bilinear).

    With ``flow`` the flow from view 1 to view 2 and ``image`` view 2, the result is view 2
    seen from view 1 (backward warping).

    Args:
        image: ``[..., H, W, C]``.
        flow: ``[du, dv]`` per pixel of the output, ``[..., H', W', 2]`` (same batch).
        border: ``"zeros"``, ``"border"`` or ``"reflection"``.

    Returns:
        ``[..., H', W', C]``.

    Raises:
        IvyValueError: wrong shapes, different batch shapes, an unknown border mode.

    Example:
        >>> import numpy as np, ivy_vision
        >>> img = np.arange(6.0).reshape(2, 3, 1)
        >>> ivy_vision.warp_with_flow(img, np.full((2, 3, 2), [1.0, 0.0]), "border")[..., 0].tolist()
        [[1.0, 2.0, 2.0], [4.0, 5.0, 5.0]]
    """
    fname = "warp_with_flow"
    check_shape(flow, (None, None, 2), fname, "flow")
    check_shape(image, (None, None, None), fname, "image")
    xp = ivy.current_backend(flow)
    grid = pixel_grid(xp, flow.shape[-3], flow.shape[-2], flow.dtype, ivy.dev(flow), False)
    _image_batch(fname, image, flow, "flow")
    return bilinear_resample(image, ivy.add(grid, flow), border)


def inverse_warp(image2: Array, depth1: Array, calib_mat1: Array, ext_mat1: Array, calib_mat2: Array,
                 ext_mat2: Array, border: str = "zeros") -> Array:
    """View 2's image seen from view 1, given view 1's depth: each pixel of view 1 is lifted
    to 3-D with its depth, projected into view 2, and view 2's image sampled there (bilinear).

    Pixels whose point lies behind camera 2 (depth ``<= 0`` there) get ``nan``.

    Args:
        image2: ``[..., H2, W2, C]``.
        depth1: ``[..., H, W, 1]``.
        calib_mat1, calib_mat2: ``[..., 3, 3]``.
        ext_mat1, ext_mat2: world -> camera ``[..., 3, 4]``.
        border: ``"zeros"``, ``"border"`` or ``"reflection"``.

    Returns:
        ``[..., H, W, C]``.

    Raises:
        IvyValueError: wrong shapes, different batch shapes, singular calibration, bad border.

    Example:
        >>> import numpy as np, ivy_vision
        >>> K = np.array([[2.0, 0.0, 1.0], [0.0, 2.0, 1.0], [0.0, 0.0, 1.0]])
        >>> E1 = np.concatenate([np.eye(3), np.zeros((3, 1))], -1)
        >>> E2 = np.concatenate([np.eye(3), np.array([[-0.5], [0.0], [0.0]])], -1)
        >>> img = np.arange(9.0).reshape(3, 3, 1)
        >>> ivy_vision.inverse_warp(img, np.ones((3, 3, 1)), K, E1, K, E2)[1, :, 0].tolist()
        [0.0, 3.0, 4.0]
    """
    from .two_view import cam1_to_cam2_full_mat, ds_pixel_coords_1_to_2

    fname = "inverse_warp"
    check_shape(image2, (None, None, None), fname, "image2")
    check_shape(depth1, (None, None, 1), fname, "depth1")
    mat = cam1_to_cam2_full_mat(calib_mat1, ext_mat1, calib_mat2, ext_mat2, fname=fname)
    batch_shape(fname, ("depth1", depth1, 3), ("image2", image2, 3), ("cameras", mat, 2))
    xp = ivy.current_backend(depth1)
    ds1 = ivy.multiply(pixel_grid(xp, depth1.shape[-3], depth1.shape[-2], depth1.dtype,
                                  ivy.dev(depth1)), depth1)
    ds2 = ds_pixel_coords_1_to_2(ds1, mat)
    z = ds2[..., 2:3]
    bad = ivy.less_equal(z, 0.0)
    px = ivy.where(bad, ivy.nan, ivy.divide(ds2[..., :2], ivy.where(bad, 1.0, z)))
    return bilinear_resample(image2, px, border)


def quantize_to_image(pixel_coords: Array, features: Array, image_dims: Sequence[int], *, fusion: str = "sum",
                      depth: Array | None = None,
                      empty_depth: float = 0.0) -> tuple[Array, Array | None, Array]:
    """Forward warping: splat points into an image by rounding their pixel coordinates.

    Point ``[u, v]`` lands in pixel ``(row floor(v + 0.5), column floor(u + 0.5))``; points
    outside the image or with ``nan`` coordinates are dropped. ``fusion="sum"`` adds the features
    (and the depths, if given) of the points in a pixel; ``fusion="min"`` is a depth buffer: a
    pixel takes the features and depth of its nearest point (the mean of those tied nearest).

    Args:
        pixel_coords: ``[..., N, 2]``.
        features: ``[..., N, C]``.
        image_dims: ``(height, width)``.
        fusion: ``"sum"`` or ``"min"``.
        depth: ``[..., N, 1]``; required for ``"min"``.
        empty_depth: depth of the pixels no point reaches (``"min"``).

    Returns:
        ``(image, depth_image, counts)``: ``[..., H, W, C]``, ``[..., H, W, 1]`` (None without
        ``depth``) and the number of points per pixel ``[..., H, W, 1]`` (features' dtype).
        Differentiable with respect to the features and depths (not the rounding).

    Raises:
        IvyValueError: wrong or mismatched shapes, an unknown fusion, ``"min"`` without depth.

    Example:
        >>> import numpy as np, ivy_vision
        >>> px = np.array([[0.2, 0.0], [0.4, 0.1], [1.0, 1.0]])
        >>> f = np.array([[1.0], [2.0], [5.0]]); d = np.array([[3.0], [2.0], [1.0]])
        >>> img, dimg, n = ivy_vision.quantize_to_image(px, f, (2, 2), fusion="min", depth=d)
        >>> img[..., 0].tolist(), dimg[..., 0].tolist(), n[..., 0].tolist()
        ([[2.0, 0.0], [0.0, 5.0]], [[2.0, 0.0], [0.0, 1.0]], [[2.0, 0.0], [0.0, 1.0]])
    """
    fname = "quantize_to_image"
    check_shape(pixel_coords, (None, 2), fname, "pixel_coords")
    check_shape(features, (None, None), fname, "features")
    check_choice(fusion, ("sum", "min"), fname, "fusion")
    h, w = check_image_dims(image_dims, fname)
    lead = tuple(pixel_coords.shape[:-1])
    if tuple(features.shape[:-1]) != lead:
        fail(fname, f"expected features [..., N, C] with pixel_coords' leading shape {lead}, got "
                    f"shape {tuple(features.shape)}")
    if depth is not None:
        check_shape(depth, (None, 1), fname, "depth")
        if tuple(depth.shape[:-1]) != lead:
            fail(fname, f"expected depth [..., N, 1] with pixel_coords' leading shape {lead}, got "
                        f"shape {tuple(depth.shape)}")
    elif fusion == "min":
        fail(fname, "fusion='min' (a depth buffer) needs depth")
    batch, n = shape_of(pixel_coords)[:-2], lead[-1]  # (unknown sizes: run-time values)
    nb, m = math.prod(batch), h * w
    xp = ivy.current_backend(features)
    dev = ivy.dev(features)
    px = ivy.stop_gradient(pixel_coords)
    col, row = ivy.floor(ivy.add(px[..., 0], 0.5)), ivy.floor(ivy.add(px[..., 1], 0.5))
    inside = ivy.logical_and(ivy.logical_and(ivy.greater_equal(col, 0.0), ivy.less(col, float(w))),
                             ivy.logical_and(ivy.greater_equal(row, 0.0), ivy.less(row, float(h))))
    col = ivy.where(inside, col, 0.0)
    row = ivy.where(inside, row, 0.0)
    flat = ivy.astype(ivy.add(ivy.multiply(row, float(w)), col), ivy.int64)
    offs = batch_offsets(px[..., 0, 0], batch, m)
    flat = ivy.reshape(ivy.where(inside, ivy.add(flat, offs), nb * m), (nb * n, 1))
    ones = ivy.ones_like(features[..., :1])
    feats = ivy.reshape(features, (nb * n, features.shape[-1]))
    shape_out = batch + (h, w)

    def splat(vals):
        out = scatter_rows(flat, vals, nb * m + 1)
        return ivy.reshape(out[:nb * m], shape_out + (vals.shape[-1],))

    counts = splat(ivy.reshape(ones, (nb * n, 1)))
    if fusion == "sum":
        vals = feats if depth is None else ivy.concat([feats, ivy.reshape(depth, (nb * n, 1))], axis=-1)
        out = splat(vals)
        return (out, None, counts) if depth is None else (out[..., :-1], out[..., -1:], counts)
    dflat = ivy.reshape(depth, (nb * n,))
    big = xp.full((nb * m + 1,), ivy.inf, dtype=depth.dtype, device=dev)
    dmin = ivy.scatter_nd(flat, ivy.stop_gradient(dflat), reduction="min", x=big)
    win = ivy.astype(ivy.equal(ivy.stop_gradient(dflat), ivy.take(dmin, flat[:, 0])), feats.dtype)
    win = ivy.where(ivy.reshape(inside, (nb * n,)), win, 0.0)[:, None]
    out = splat(ivy.concat([ivy.multiply(feats, win), ivy.multiply(dflat[:, None], win), win], axis=-1))
    nwin = out[..., -1:]
    got = ivy.greater(nwin, 0.0)
    out = ivy.divide(out[..., :-1], ivy.maximum(nwin, 1.0))
    return out[..., :-1], ivy.where(got, out[..., -1:], empty_depth), counts
