"""Voxel grids: points (and their features) averaged into the cells of a regular 3-D grid."""

from __future__ import annotations

import math
from collections.abc import Sequence

import ivy
from ivy.types import Array

from ._checks import batch_offsets, batch_shape, check_shape, fail, scatter_rows, shape_of

__all__ = ["coords_to_voxel_grid"]


def _dims_and_bounds(fname, dims_or_resolution, bounds):
    vals = tuple(dims_or_resolution)
    if len(vals) != 3:
        fail(fname, f"expected dims_or_resolution of 3 values, got {dims_or_resolution!r}")
    if all(isinstance(v, int) and not isinstance(v, bool) for v in vals):
        if min(vals) < 1:
            fail(fname, f"expected positive voxel dims, got {vals}")
        return vals, bounds
    # a resolution: cells of that size from the lower bounds, enough of them to reach the upper
    if bounds is None or hasattr(bounds, "shape"):
        fail(fname, "a resolution (floats) needs bounds given as Python numbers "
                    "((xmin, ymin, zmin), (xmax, ymax, zmax)): the grid's shape depends on them")
    res = [float(v) for v in vals]
    if min(res) <= 0:
        fail(fname, f"expected a positive resolution, got {vals}")
    lo, hi = (tuple(float(b) for b in side) for side in bounds)
    dims = tuple(max(1, math.ceil((h - lo_ - 1e-9 * abs(h - lo_)) / r))
                 for lo_, h, r in zip(lo, hi, res))
    return dims, (lo, tuple(lo_ + d * r for lo_, d, r in zip(lo, dims, res)))


def coords_to_voxel_grid(coords: Array, dims_or_resolution: Sequence[int] | Sequence[float],
                         features: Array | None = None,
                         bounds: Sequence[Sequence[float]] | Array | None = None,
                         ) -> tuple[Array, Array | None, Array]:
    """Average points and their features into a voxel grid.

    Voxel ``(i, j, k)`` spans ``[lo + i w, lo + (i + 1) w)`` on each axis (``w`` the voxel size):
    half-open cells, except that the last cell of each axis also holds the upper bound — the
    edge rule of ``numpy.histogramdd`` and ``scipy.stats.binned_statistic_dd``. Points outside
    the bounds are dropped. The grid's axes are ``x, y, z`` in that order.

    Args:
        coords: points ``[..., N, 3]``.
        dims_or_resolution: three Python ints (the number of voxels per axis) or three floats
            (the voxel size per axis; then ``bounds`` must be Python numbers and the upper bounds
            are raised to a whole number of voxels).
        features: optional ``[..., N, F]`` (same leading shape as ``coords``).
        bounds: ``((xmin, ymin, zmin), (xmax, ymax, zmax))`` as Python numbers or an array
            ``[..., 2, 3]``; None: each batch element's own coordinate minima and maxima.

    Returns:
        ``(mean_coords, mean_features, counts)``: ``[..., X, Y, Z, 3]``, ``[..., X, Y, Z, F]``
        (None without features) and ``[..., X, Y, Z]`` (coords' dtype). Empty voxels hold 0.
        Differentiable with respect to ``coords`` and ``features`` (the cell of a point is not).

    Raises:
        IvyValueError: wrong shapes, mismatched leading shapes, bad dims or resolution.

    Example:
        >>> import numpy as np, ivy_vision
        >>> pts = np.array([[0.0, 0.0, 0.0], [0.2, 0.1, 0.0], [1.0, 1.0, 1.0]])
        >>> mean, _, n = ivy_vision.coords_to_voxel_grid(pts, (2, 2, 2))
        >>> n[0, 0, 0].item(), mean[0, 0, 0].tolist(), n[1, 1, 1].item()
        (2.0, [0.1, 0.05, 0.0], 1.0)
    """
    fname = "coords_to_voxel_grid"
    check_shape(coords, (None, 3), fname, "coords")
    batch = shape_of(coords)[:-2]  # (a size unknown while traced: its run-time value)
    n = coords.shape[-2]
    dims, bounds = _dims_and_bounds(fname, dims_or_resolution, bounds)
    vals = [coords]
    if features is not None:
        check_shape(features, (None, None), fname, "features")
        if tuple(features.shape[:-1]) != tuple(coords.shape[:-1]):
            fail(fname, f"expected features of shape [..., N, F] with the leading shape of coords "
                        f"{tuple(coords.shape[:-1])}, got shape {tuple(features.shape)}")
        vals.append(ivy.astype(features, coords.dtype) if features.dtype != coords.dtype
                    else features)
    c = ivy.stop_gradient(coords)
    if bounds is None:
        lo = ivy.min(c, axis=-2, keepdims=True)
        hi = ivy.max(c, axis=-2, keepdims=True)
    elif hasattr(bounds, "shape"):
        check_shape(bounds, (2, 3), fname, "bounds")
        batch_shape(fname, ("coords", coords, 2), ("bounds", bounds, 2))
        b = ivy.stop_gradient(bounds)
        lo, hi = b[..., 0:1, :], b[..., 1:2, :]
    else:
        try:
            lo_v, hi_v = (tuple(float(x) for x in side) for side in bounds)
        except (TypeError, ValueError):
            lo_v = hi_v = ()
        if len(lo_v) != 3 or len(hi_v) != 3:
            fail(fname, f"expected bounds ((xmin, ymin, zmin), (xmax, ymax, zmax)), got {bounds!r}")
        lo = ivy.stack([ivy.full_like(c[..., :1, 0], v) for v in lo_v], axis=-1)
        hi = ivy.stack([ivy.full_like(c[..., :1, 0], v) for v in hi_v], axis=-1)
    xp = ivy.current_backend(coords)
    dev = ivy.dev(coords)
    d = xp.asarray(dims, dtype=coords.dtype, device=dev)
    extent = ivy.subtract(hi, lo)
    flat_ext = ivy.less_equal(extent, 0.0)
    scaled = ivy.multiply(ivy.divide(ivy.subtract(c, lo), ivy.where(flat_ext, 1.0, extent)), d)
    idx = ivy.floor(scaled)
    # the upper bound belongs to the last cell
    idx = ivy.where(ivy.logical_and(ivy.greater_equal(c, hi), ivy.logical_not(flat_ext)),
                    ivy.subtract(d, 1.0), idx)
    inside = ivy.all(ivy.logical_and(ivy.greater_equal(c, lo), ivy.less_equal(c, hi)), axis=-1)
    idx = ivy.astype(ivy.clip(ivy.minimum(idx, ivy.subtract(d, 1.0)), 0.0, None), ivy.int64)
    ix, iy, iz = ivy.unstack(idx, axis=-1)
    v = dims[0] * dims[1] * dims[2]
    flat = ivy.add(ivy.multiply(ivy.add(ivy.multiply(ix, dims[1]), iy), dims[2]), iz)
    nb = math.prod(batch)
    offs = batch_offsets(c[..., 0, 0], batch, v)
    flat = ivy.where(inside, ivy.add(flat, offs), nb * v)  # outside: the dump row
    vals.append(ivy.ones_like(coords[..., :1]))
    upd = ivy.concat(vals, axis=-1)
    upd = ivy.reshape(upd, (nb * n, upd.shape[-1]))
    sums = scatter_rows(ivy.reshape(flat, (nb * n, 1)), upd, nb * v + 1)
    sums = sums[:nb * v]  # 2-D until the end (MXNet slices at most 5 dimensions)
    counts = sums[:, -1:]
    means = ivy.divide(sums[:, :-1], ivy.maximum(counts, 1.0))
    grid = batch + tuple(dims)
    # the channel count given (not -1): with a batch size known only at run time, -1 would
    # leave it unknown to the graph (and slow the layers after it, e.g. a Keras Conv3D, ~5x)
    mean_feats = (ivy.reshape(means[:, 3:], grid + (means.shape[-1] - 3,))
                  if features is not None else None)
    return ivy.reshape(means[:, :3], grid + (3,)), mean_feats, ivy.reshape(counts, grid)
