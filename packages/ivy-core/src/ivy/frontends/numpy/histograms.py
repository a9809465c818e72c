"""NumPy's multi-dimensional histograms composed on Ivy: ``histogramdd`` and ``histogram2d``
(each dimension's edges as ``histogram_bin_edges``; every sample's bin by ``searchsorted``, the
bins counted with one flat scatter-add)."""

from __future__ import annotations

import math

import ivy

from ._dtypes import IVY
from ._ndarray import cast, name_of, to_native, wrap
from ._promotion import kind_of
from .statistics import histogram_bin_edges

__all__ = ["histogram2d", "histogramdd"]

COMPOSED = frozenset(__all__)


def _columns(sample):
    """The sample's D coordinate columns (native 1-d arrays): an (N, D) array, or D arrays."""
    if isinstance(sample, (list, tuple)):
        return [ivy.reshape(to_native(s), (-1,)) for s in sample]
    x = to_native(sample)
    if len(x.shape) == 1:
        return [x]
    return [x[:, d] for d in range(int(x.shape[1]))]


def histogramdd(sample, bins=10, range=None, density=None, weights=None):  # noqa: A002
    """The D-dimensional histogram of ``sample`` and the D arrays of bin edges."""
    cols = _columns(sample)
    nd = len(cols)
    bins_d = list(bins) if isinstance(bins, (list, tuple)) else [bins] * nd
    if len(bins_d) != nd:
        raise ValueError("The dimension of bins must be equal to the dimension of the sample x.")
    ranges = list(range) if range is not None else [None] * nd
    edges, flat = [], None
    keep = None
    sizes = []
    for col, b, r in zip(cols, bins_d, ranges, strict=True):
        e = histogram_bin_edges(wrap(col), b, r)._data
        edges.append(e)
        n = int(e.shape[0]) - 1
        sizes.append(n)
        ce = cast(col, name_of(e)) if kind_of(name_of(col)) != "c" else col
        inside = ivy.logical_and(ivy.greater_equal(ce, e[0]), ivy.less_equal(ce, e[-1]))
        idx = ivy.subtract(ivy.searchsorted(e, ce, side="right"), 1)
        idx = ivy.where(ivy.equal(ce, e[-1]), ivy.full_like(idx, n - 1), idx)
        idx = ivy.astype(ivy.clip(idx, 0, max(n - 1, 0)), IVY["int64"])
        keep = inside if keep is None else ivy.logical_and(keep, inside)
        flat = idx if flat is None else ivy.add(ivy.multiply(flat, n), idx)
    total = math.prod(sizes)
    if weights is None:
        upd = ivy.astype(keep, IVY["float64"])
    else:
        w = cast(ivy.reshape(to_native(weights), (-1,)), "float64")
        upd = ivy.where(keep, w, ivy.zeros_like(w))
    if int(flat.shape[0]):
        hist = ivy.scatter_flat(flat, upd, total, reduction="sum")
    else:
        hist = ivy.zeros((total,), dtype=upd.dtype)
    hist = ivy.reshape(hist, tuple(sizes))
    if density:
        hist = ivy.divide(hist, ivy.sum(hist))
        for d, e in enumerate(edges):
            shape = [1] * nd
            shape[d] = sizes[d]
            width = ivy.reshape(cast(ivy.subtract(e[1:], e[:-1]), "float64"), tuple(shape))
            hist = ivy.divide(hist, width)
    return wrap(hist), tuple(wrap(e) for e in edges)


def histogram2d(x, y, bins=10, range=None, density=None, weights=None):  # noqa: A002
    """The 2-D histogram of the points ``(x, y)`` and its x and y bin edges."""
    if isinstance(bins, (list, tuple)) and len(bins) != 2:
        bins = [bins, bins]  # one array of edges for both dimensions
    hist, (ex, ey) = histogramdd([x, y], bins, range, density, weights)
    return hist, ex, ey
