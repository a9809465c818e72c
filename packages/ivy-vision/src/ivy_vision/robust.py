"""Robust two-view estimation: RANSAC for the fundamental matrix and the homography, with a
fixed number of hypotheses so that it compiles (``jax.jit``, ``tf.function``,
``torch.compile``) and a seed so that it is reproducible.

All hypotheses are one batch: their minimal samples (distinct matches, drawn as the first
indices of a seeded random permutation per hypothesis) are solved together
(:func:`ivy_vision.fundamental_8point`, :func:`ivy_vision.homography_dlt`), scored together
by their inlier counts, and the best one is refitted on its inliers (weights 0 / 1). Nothing
branches in Python on values.
"""

from __future__ import annotations

import ivy
from ivy.types import Array

from ._checks import fail
from .epipolar import (
    _check_matches,
    _dlt,
    _eight_point,
    _onehot,
    _sampson,
    _select,
    _transfer_error,
    _unsq,
)

__all__ = ["ransac_fundamental", "ransac_homography"]


def _check_ransac(fname, points1, points2, min_points, seed, num_hypotheses, threshold, refits):
    _check_matches(fname, points1, points2, None, min_points)
    if points1.shape[-2] is None:
        fail(fname, "needs a static number of matches (unknown while tracing)")
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        fail(fname, f"expected seed to be a non-negative int, got {seed!r}")
    if not isinstance(num_hypotheses, int) or isinstance(num_hypotheses, bool) or num_hypotheses < 1:
        fail(fname, f"expected num_hypotheses to be a positive int, got {num_hypotheses!r}")
    if not isinstance(refits, int) or isinstance(refits, bool) or refits < 0:
        fail(fname, f"expected refits to be a non-negative int, got {refits!r}")
    try:
        ok = float(threshold) > 0.0
    except (TypeError, ValueError):
        ok = False
    if not ok:
        fail(fname, f"expected threshold to be a positive number (pixels), got {threshold!r}")


def _samples(points1, points2, k, seed, num_hypotheses):
    """``k`` distinct matches per hypothesis: ``[..., num_hypotheses, k, 2]`` twice. The same
    indices for every batch element (one draw of ``[num_hypotheses, N]`` keys: reproducible
    whatever the batch, and its size may be unknown while tracing)."""
    n = points1.shape[-2]
    keys = ivy.random_uniform(0.0, 1.0, (num_hypotheses, n), dtype=ivy.float32,
                              device=ivy.dev(points1), seed=seed)
    idx = ivy.argsort(keys, axis=-1)[..., :k]  # [Hn, k]: the first k of a permutation
    onehot = _onehot(_unsq(idx, -1), n, points1.dtype)  # [Hn, k, n]
    return [ivy.matmul(onehot, _unsq(p, -3)) for p in (points1, points2)]


def _ransac(points1, points2, k, solve, error, seed, num_hypotheses, threshold, refits):
    s1, s2 = _samples(points1, points2, k, seed, num_hypotheses)
    models = solve(s1, s2, ivy.ones_like(s1[..., 0]))  # [..., Hn, 3, 3]
    thr2 = float(threshold) ** 2
    inl = ivy.less(error(_unsq(points1, -3), _unsq(points2, -3), models), thr2)  # [..., Hn, N]
    count = ivy.sum(ivy.astype(inl, ivy.int64), axis=-1)
    best = ivy.argmax(count, axis=-1, keepdims=True)
    onehot = _onehot(best, num_hypotheses, points1.dtype)
    model = _select(onehot, models, 2)
    mask = ivy.greater(_select(onehot, ivy.astype(inl, points1.dtype), 1), 0.5)
    for _ in range(refits):  # refit on the inliers; keep the refit unless it has fewer
        new = solve(points1, points2, ivy.astype(mask, points1.dtype))
        new_mask = ivy.less(error(points1, points2, new), thr2)
        better = ivy.greater_equal(ivy.sum(ivy.astype(new_mask, ivy.int64), axis=-1),
                                   ivy.sum(ivy.astype(mask, ivy.int64), axis=-1))
        model = ivy.where(_unsq(_unsq(better, -1), -1), new, model)
        mask = ivy.where(_unsq(better, -1), new_mask, mask)
    return model, mask


def ransac_fundamental(points1: Array, points2: Array, seed: int = 0, num_hypotheses: int = 256,
                       threshold: float = 1.0, refits: int = 2) -> tuple[Array, Array]:
    """The fundamental matrix of matches with outliers by RANSAC: ``num_hypotheses`` minimal
    samples of 8 distinct matches (a seeded draw: the same seed, the same result), each solved
    by :func:`ivy_vision.fundamental_8point`, scored by its number of inliers (Sampson distance
    below ``threshold``); the best refitted ``refits`` times on its inliers.

    With an inlier ratio ``r`` a hypothesis is all inliers with probability ``r^8`` (0.058 for
    ``r = 0.7``): ``num_hypotheses`` of ``log(0.001) / log(1 - r^8)`` (116 for ``r = 0.7``)
    miss with probability 0.1 %. Memory and time grow as ``num_hypotheses * N``. On MXNet the
    seeded draw re-seeds MXNet's global random state (``ivy.random_uniform``'s ``seed=``).

    Args:
        points1, points2: matched pixels ``[..., N, 2]``, ``N >= 8`` (``N`` static; batch
            dimensions broadcast, may be unknown while tracing, and share the sample indices).
        seed: the seed of the samples (a non-negative Python int).
        num_hypotheses: the number of minimal samples (all solved as one batch).
        threshold: the inlier threshold on the (non-squared) Sampson distance, in pixels.
        refits: how often the best model is refitted on its inliers.

    Returns:
        ``(F, inliers)``: ``[..., 3, 3]`` (as :func:`ivy_vision.fundamental_8point`) and bool
        ``[..., N]``.

    Raises:
        IvyValueError: shapes other than ``[..., N, 2]``, fewer than 8 matches, non-float
            points, an unknown ``N``, a seed, hypothesis count, threshold or refit count out of
            range.

    Example:
        >>> import numpy as np, ivy_vision
        >>> rng = np.random.default_rng(0); x = rng.uniform(-1, 1, (20, 3)) + [0, 0, 4]
        >>> p1 = x[:, :2] / x[:, 2:]; y = x + [1.0, 0.0, 0.0]; p2 = y[:, :2] / y[:, 2:]
        >>> p2[:3] += 0.5  # three outliers
        >>> F, inliers = ivy_vision.ransac_fundamental(p1, p2, seed=0, threshold=1e-3)
        >>> inliers.tolist() == [False] * 3 + [True] * 17
        True
    """
    fname = "ransac_fundamental"
    _check_ransac(fname, points1, points2, 8, seed, num_hypotheses, threshold, refits)
    return _ransac(points1, points2, 8, _eight_point, _sampson, seed, num_hypotheses,
                   threshold, refits)


def ransac_homography(points1: Array, points2: Array, seed: int = 0, num_hypotheses: int = 256,
                      threshold: float = 1.0, refits: int = 2) -> tuple[Array, Array]:
    """The homography of matches with outliers by RANSAC: ``num_hypotheses`` minimal samples of
    4 distinct matches (seeded), each solved by :func:`ivy_vision.homography_dlt`, scored by its
    number of inliers (the square root of the symmetric transfer error below ``threshold``); the
    best refitted ``refits`` times on its inliers. Needs ``log(0.001) / log(1 - r^4)``
    hypotheses (25 for an inlier ratio ``r = 0.7``) to miss with probability 0.1 %.

    Args:
        points1, points2: matched pixels ``[..., N, 2]``, ``N >= 4`` (``N`` static; batch
            dimensions broadcast, may be unknown while tracing, and share the sample indices).
        seed: the seed of the samples (a non-negative Python int).
        num_hypotheses: the number of minimal samples (all solved as one batch).
        threshold: the inlier threshold, in pixels, on
            ``sqrt(|x2 - H x1|^2 + |x1 - H^-1 x2|^2)``.
        refits: how often the best model is refitted on its inliers.

    Returns:
        ``(H, inliers)``: ``[..., 3, 3]`` (``H[2, 2] = 1``) and bool ``[..., N]``.

    Raises:
        IvyValueError: as :func:`ransac_fundamental`, with fewer than 4 matches.

    Example:
        >>> import numpy as np, ivy_vision
        >>> p1 = np.random.default_rng(0).uniform(0, 10, (12, 2)); p2 = 2.0 * p1 + 1.0
        >>> p2[:2] += 3.0  # two outliers
        >>> H, inliers = ivy_vision.ransac_homography(p1, p2, seed=0)
        >>> (H.round(6) + 0.0).tolist(), inliers.tolist() == [False] * 2 + [True] * 10
        ([[2.0, 0.0, 1.0], [0.0, 2.0, 1.0], [0.0, 0.0, 1.0]], True)
    """
    fname = "ransac_homography"
    _check_ransac(fname, points1, points2, 4, seed, num_hypotheses, threshold, refits)
    return _ransac(points1, points2, 4, _dlt, _transfer_error, seed, num_hypotheses,
                   threshold, refits)
