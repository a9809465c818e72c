"""``tf.raw_ops`` random draws beyond ``_raw_ops_array``'s: gamma and Poisson variates, the
truncated normal with per-row bounds, random crops, candidate samplers, k-means++ and k-MC2 seeding.
Keyword-only as TensorFlow's raw ops.

As ``_raw_ops_array``'s draws, these come from Ivy's generator (``ivy.seed``; an op-level
``seed`` / ``seed2`` gives the same draw on every call): TensorFlow's Philox streams are its own, so
the numbers differ from TensorFlow's while the laws, shapes and dtypes are TensorFlow's (the tests
check the laws: moments within statistical bounds, supports, expected counts). The algorithms:
gamma by Marsaglia and Tsang's squeeze (``alpha < 1`` boosted by ``u^(1/alpha)``); Poisson by
counting exponential arrivals below a rate of 10 and Hormann's transformed rejection (PTRS)
above; the truncated normal by the inverse CDF on the side of the tail (precise far out); the
samplers by TensorFlow's rules (log-uniform ``floor(exp(u log(range + 1))) - 1``, unique draws
with the expected counts ``-expm1(tries log1p(-p))``).
"""

from __future__ import annotations

import math

import numpy as np

import ivy

from .. import _special_math
from . import _special as _sp
from ._dtypes import DTYPES, as_dtype
from ._promotion import FLOATING, backend_name, check_kind, convert
from ._raw_ops_array import _ints, _seed
from .errors import InvalidArgumentError
from .tensor import wrap

#: raw ops of this module written as a composition of several Ivy functions
COMPOSED = frozenset({"RandomGamma", "RandomPoissonV2",
                      "ParameterizedTruncatedNormal", "RandomCrop", "UniformCandidateSampler",
                      "LogUniformCandidateSampler", "AllCandidateSampler",
                      "FixedUnigramCandidateSampler", "KmeansPlusPlusInitialization",
                      "KMC2ChainInitialization", "SampleDistortedBoundingBox",
                      "SampleDistortedBoundingBoxV2"})

def _next(seed, k):
    return None if seed is None else seed + 7919 * k


def _uniform(shape, dtype, seed, like):
    return ivy.random_uniform(0.0, 1.0, shape, dtype=dtype, seed=seed,
                              device=None if like is None else ivy.dev(like))


def _normal(shape, dtype, seed, like):
    return ivy.random_normal(0.0, 1.0, shape, dtype=dtype, seed=seed,
                             device=None if like is None else ivy.dev(like))


# --- gamma ---------------------------------------------------------------------------------------
def _gamma(alpha, shape, seed):
    """Gamma(alpha, 1) draws of ``shape`` (alpha broadcast over its leading axes)."""
    dt = str(ivy.as_ivy_dtype(alpha.dtype))
    a = ivy.broadcast_to(alpha, shape)
    small = ivy.less(a, 1.0)
    d = ivy.subtract(ivy.where(small, ivy.add(a, 1.0), a), 1.0 / 3.0)
    c = ivy.divide(1.0 / 3.0, ivy.sqrt(d))
    out = ivy.zeros_like(a)
    todo = ivy.greater(a, 0)
    k = 0
    while bool(ivy.any(todo)):
        x = _normal(shape, dt, _next(seed, k), a)
        u = _uniform(shape, dt, _next(seed, k + 1), a)
        v = ivy.pow(ivy.add(1.0, ivy.multiply(c, x)), 3)
        vs = ivy.where(ivy.greater(v, 0), v, ivy.ones_like(v))
        ok = ivy.logical_and(ivy.greater(v, 0), ivy.less(
            ivy.log(u), ivy.add(ivy.multiply(ivy.square(x), 0.5),
                                ivy.multiply(d, ivy.add(ivy.subtract(1.0, vs), ivy.log(vs))))))
        take = ivy.logical_and(todo, ok)
        out = ivy.where(take, ivy.multiply(d, vs), out)
        todo = ivy.logical_and(todo, ivy.logical_not(ok))
        k += 2
    boost = ivy.pow(_uniform(shape, dt, _next(seed, k), a),
                      ivy.reciprocal(ivy.where(ivy.greater(a, 0), a, ivy.ones_like(a))))
    out = ivy.where(small, ivy.multiply(out, boost), out)
    return ivy.where(ivy.greater(a, 0), out, ivy.full_like(a, float("nan")))


def RandomGamma(*, shape, alpha, seed=0, seed2=0, name=None):  # noqa: N802 - TensorFlow's names
    """Gamma(alpha, 1) draws ``shape + alpha.shape`` (nan where alpha <= 0)."""
    a = check_kind("RandomGamma", convert(alpha), FLOATING)
    s = tuple(_ints(shape)) + tuple(int(d) for d in a.shape)
    return wrap(_gamma(ivy.reshape(a, (1,) * len(_ints(shape)) + tuple(a.shape)), s,
                       _seed(seed, seed2)))


# --- Poisson -------------------------------------------------------------------------------------
def _poisson(rate, shape, seed):
    """Poisson(rate) draws (float64 counts) of ``shape``."""
    lam = ivy.astype(ivy.broadcast_to(rate, shape), "float64")
    small = ivy.less(lam, 10.0)
    out = ivy.zeros_like(lam)
    # below 10: the number of unit-rate exponential arrivals before time lam
    t = ivy.zeros_like(lam)
    todo = ivy.logical_and(small, ivy.greater(lam, 0))
    k = 0
    while bool(ivy.any(todo)):
        t = ivy.subtract(t, ivy.log1p(ivy.negative(_uniform(shape, "float64", _next(seed, k),
                                                            lam))))
        arrived = ivy.logical_and(todo, ivy.less_equal(t, lam))
        out = ivy.where(arrived, ivy.add(out, 1.0), out)
        todo = arrived
        k += 1
    # from 10: transformed rejection with squeeze (Hormann 1993)
    big = ivy.where(small, ivy.full_like(lam, 10.0), lam)
    smu = ivy.sqrt(big)
    b = ivy.add(ivy.multiply(smu, 2.53), 0.931)
    a = ivy.add(ivy.multiply(b, 0.02483), -0.059)
    inv_alpha = ivy.add(ivy.divide(1.1328, ivy.subtract(b, 3.4)), 1.1239)
    vr = ivy.subtract(0.9277, ivy.divide(3.6224, ivy.subtract(b, 2.0)))
    log_lam = ivy.log(big)
    todo = ivy.logical_not(small)
    while bool(ivy.any(todo)):
        u = ivy.subtract(_uniform(shape, "float64", _next(seed, k), lam), 0.5)
        v = _uniform(shape, "float64", _next(seed, k + 1), lam)
        us = ivy.subtract(0.5, ivy.abs(u))
        kk = ivy.floor(ivy.add(ivy.multiply(ivy.add(ivy.divide(ivy.multiply(a, 2.0), us), b), u),
                               ivy.add(big, 0.43)))
        quick = ivy.logical_and(ivy.greater_equal(us, 0.07), ivy.less_equal(v, vr))
        bad = ivy.logical_or(ivy.less(kk, 0), ivy.logical_and(ivy.less(us, 0.013),
                                                              ivy.greater(v, us)))
        ks = ivy.where(ivy.less(kk, 0), ivy.zeros_like(kk), kk)
        lhs = ivy.log(ivy.divide(ivy.multiply(v, inv_alpha),
                                 ivy.add(ivy.divide(a, ivy.square(us)), b)))
        rhs = ivy.subtract(ivy.subtract(ivy.multiply(ks, log_lam), big),
                           _special_math.lgamma(ivy.add(ks, 1.0)))
        ok = ivy.logical_or(quick, ivy.logical_and(ivy.logical_not(bad), ivy.less_equal(lhs, rhs)))
        take = ivy.logical_and(todo, ok)
        out = ivy.where(take, ks, out)
        todo = ivy.logical_and(todo, ivy.logical_not(ok))
        k += 2
    return ivy.where(ivy.isnan(lam), lam, out)


def _poisson_op(op, shape, rate, seed, seed2, dtype):
    r = convert(rate)
    s = tuple(_ints(shape)) + tuple(int(d) for d in r.shape)
    out = _poisson(ivy.reshape(r, (1,) * len(_ints(shape)) + tuple(r.shape)), s,
                   _seed(seed, seed2))
    return wrap(ivy.astype(out, as_dtype(dtype)))


def RandomPoissonV2(*, shape, rate, seed=0, seed2=0, dtype=DTYPES["int64"], name=None):  # noqa: N802
    return _poisson_op("RandomPoissonV2", shape, rate, seed, seed2, dtype)


# --- truncated normal with bounds ----------------------------------------------------------------
def _ndtr(x):
    return ivy.multiply(_sp._erfc(ivy.multiply(x, -1.0 / math.sqrt(2.0))), 0.5)


def ParameterizedTruncatedNormal(*, shape, means, stdevs, minvals, maxvals, seed=0,  # noqa: N802
                                 seed2=0, name=None):
    """Normal(mean, stdev) draws conditioned on ``[minval, maxval]``, ``shape`` ``[batch, ...]``
    with one mean / stdev / bound per batch row (or one for all)."""
    m = check_kind("ParameterizedTruncatedNormal", convert(means), FLOATING)
    dt = str(ivy.as_ivy_dtype(m.dtype))
    s = tuple(_ints(shape))
    per_row = (s[0],) + (1,) * (len(s) - 1)

    def rows(v):
        v = ivy.astype(convert(v), "float64")
        return ivy.broadcast_to(ivy.reshape(v, (-1,) + (1,) * (len(s) - 1)), per_row)

    mu, sd, lo, hi = (rows(v) for v in (means, stdevs, minvals, maxvals))
    a, b = ivy.divide(ivy.subtract(lo, mu), sd), ivy.divide(ivy.subtract(hi, mu), sd)
    upper = ivy.greater(a, 0)  # draw the mirrored lower tail there: precise probabilities
    a1, b1 = ivy.where(upper, ivy.negative(b), a), ivy.where(upper, ivy.negative(a), b)
    pa, pb = _ndtr(a1), _ndtr(b1)
    u = _uniform(s, "float64", _seed(seed, seed2), m)
    p = ivy.add(pa, ivy.multiply(u, ivy.subtract(pb, pa)))
    z = ivy.multiply(_sp._erfcinv(ivy.multiply(p, 2.0)), -math.sqrt(2.0))
    z = ivy.where(upper, ivy.negative(z), z)
    z = ivy.minimum(ivy.maximum(z, a), b)
    return wrap(ivy.astype(ivy.add(mu, ivy.multiply(sd, z)), dt))


# --- crops ---------------------------------------------------------------------------------------
def RandomCrop(*, image, size, seed=0, seed2=0, name=None):  # noqa: N802
    """A ``size`` ``[h, w]`` window of ``image`` ``[height, width, channels]`` at a uniformly
    drawn offset."""
    x = convert(image)
    h, w = (int(d) for d in x.shape[:2])
    ch, cw = _ints(size)
    if ch > h or cw > w:
        raise InvalidArgumentError(None, "RandomCrop", f"width must be >= target width "
                                                       f"({w} < {cw}) or height ({h} < {ch})")
    s = _seed(seed, seed2)
    oy = int(ivy.to_numpy(ivy.randint(0, h - ch + 1, (), seed=s))) if h > ch else 0
    ox = int(ivy.to_numpy(ivy.randint(0, w - cw + 1, (), seed=_next(s, 1)))) if w > cw else 0
    return wrap(x[oy:oy + ch, ox:ox + cw])


# --- candidate samplers --------------------------------------------------------------------------
def _check_true(op, t, range_max):
    tc = np.asarray(ivy.to_numpy(t), np.int64)
    bad = tc[(tc < 0) | (tc >= range_max)]
    if bad.size:
        raise InvalidArgumentError(None, op, f"`true_candidate` out of range [0, {range_max}), "
                                             f"received {int(bad[0])}")
    return tc


def _sampler(op, true_classes, num_true, num_sampled, unique, range_max, seed, seed2, probs,
             draw):
    """``(sampled [num_sampled] int64, true_expected [b, num_true] float32, sampled_expected
    [num_sampled] float32)``: ``draw(u)`` maps uniforms to classes of probabilities ``probs``."""
    t = convert(true_classes)
    like = backend_name(t)
    n = int(num_sampled)
    tc = _check_true(op, t, range_max)
    if unique and n > range_max:
        raise InvalidArgumentError(None, op, f"Sampler's range is too small: range_max "
                                             f"{range_max} < num_sampled {n}")
    s = _seed(seed, seed2)
    picked, seen, tries, k = [], set(), 0, 0
    while len(picked) < n:
        u = np.asarray(ivy.to_numpy(_uniform((max(2 * n, 8),), "float64", _next(s, k), None)))
        k += 1
        for c in draw(u):
            if len(picked) == n:
                break
            tries += 1
            if unique and c in seen:
                continue
            seen.add(c)
            picked.append(c)

    def expected(p):
        if not unique or tries == n:
            return p * n
        return -np.expm1(tries * np.log1p(-p))

    sampled = np.array(picked, np.int64)
    true_exp = expected(probs(tc)).astype(np.float32)
    samp_exp = expected(probs(sampled)).astype(np.float32)
    return (wrap(ivy.to_backend(sampled, like)), wrap(ivy.to_backend(true_exp, like)),
            wrap(ivy.to_backend(samp_exp, like)))


def UniformCandidateSampler(*, true_classes, num_true, num_sampled, unique, range_max,  # noqa: N802
                            seed=0, seed2=0, name=None):
    r = int(range_max)
    return _sampler("UniformCandidateSampler", true_classes, num_true, num_sampled, unique, r,
                    seed, seed2, lambda c: np.full(np.shape(c), 1.0 / r),
                    lambda u: np.minimum((u * r).astype(np.int64), r - 1).tolist())


def LogUniformCandidateSampler(*, true_classes, num_true, num_sampled, unique,  # noqa: N802
                               range_max, seed=0, seed2=0, name=None):
    r = int(range_max)
    log_range = math.log1p(r)
    return _sampler("LogUniformCandidateSampler", true_classes, num_true, num_sampled, unique,
                    r, seed, seed2,
                    lambda c: np.log((np.asarray(c) + 2.0) / (np.asarray(c) + 1.0)) / log_range,
                    lambda u: np.minimum(np.exp(u * log_range).astype(np.int64) - 1,
                                         r - 1).tolist())


def FixedUnigramCandidateSampler(*, true_classes, num_true, num_sampled, unique, range_max,  # noqa: N802
                                 vocab_file="", distortion=1, num_reserved_ids=0, num_shards=1,
                                 shard=0, unigrams=(), seed=0, seed2=0, name=None):
    """Classes drawn with probabilities ``unigrams ** distortion`` (normalised; the first
    ``num_reserved_ids`` classes never drawn; sharding keeps the classes ``shard mod
    num_shards``)."""
    if vocab_file:
        raise ivy.IvyUnsupportedError(
            "tf.raw_ops.FixedUnigramCandidateSampler: vocab_file= reads TensorFlow's vocabulary "
            "file format; pass the counts as unigrams=")
    r = int(range_max)
    weights = np.concatenate([np.zeros(int(num_reserved_ids)),
                              np.asarray(list(unigrams), np.float64) ** float(distortion)])
    if len(weights) != r:
        raise InvalidArgumentError(None, "FixedUnigramCandidateSampler",
                                   f"range_max {r} must be num_reserved_ids + len(unigrams) "
                                   f"{len(weights)}")
    ids = np.arange(r)
    weights = np.where(ids % int(num_shards) == int(shard), weights, 0.0)
    p = weights / weights.sum()
    cdf = np.cumsum(p)
    return _sampler("FixedUnigramCandidateSampler", true_classes, num_true, num_sampled, unique,
                    r, seed, seed2, lambda c: p[np.asarray(c)],
                    lambda u: np.minimum(np.searchsorted(cdf, u * cdf[-1], side="right"),
                                         r - 1).tolist())


def AllCandidateSampler(*, true_classes, num_true, num_sampled, unique, seed=0, seed2=0,  # noqa: N802
                        name=None):
    """Every class ``0 .. num_sampled - 1`` once, each expected once."""
    t = convert(true_classes)
    like = backend_name(t)
    n = int(num_sampled)
    _check_true("AllCandidateSampler", t, n)
    return (wrap(ivy.to_backend(np.arange(n, dtype=np.int64), like)),
            wrap(ivy.to_backend(np.ones(tuple(int(d) for d in t.shape), np.float32), like)),
            wrap(ivy.to_backend(np.ones((n,), np.float32), like)))


# --- k-means seeding -----------------------------------------------------------------------------
def KmeansPlusPlusInitialization(*, points, num_to_sample, seed, num_retries_per_sample,  # noqa: N802
                                 name=None):
    """k-means++ seeding: a first point uniformly, each next one among ``num_retries + 1``
    candidates drawn with probability proportional to the squared distance to the chosen
    points, the one lowering the total of those distances most (``-1``: ``2 + log k``
    candidates)."""
    x = check_kind("KmeansPlusPlusInitialization", convert(points), FLOATING)
    pts = np.asarray(ivy.to_numpy(x), np.float64)
    n = pts.shape[0]
    k = int(np.asarray(ivy.to_numpy(convert(num_to_sample))).reshape(-1)[0])
    retries = int(np.asarray(ivy.to_numpy(convert(num_retries_per_sample))).reshape(-1)[0])
    tries = 2 + int(math.log(k)) if retries < 0 else retries + 1
    s = int(np.asarray(ivy.to_numpy(convert(seed))).reshape(-1)[0])
    u = np.asarray(ivy.to_numpy(_uniform((1 + k * tries,), "float64", s, None)))
    chosen = [min(int(u[0] * n), n - 1)]
    d2 = np.sum((pts - pts[chosen[0]]) ** 2, axis=1)
    for i in range(1, k):
        cdf = np.cumsum(d2)
        cands = np.minimum(np.searchsorted(cdf, u[1 + (i - 1) * tries:1 + i * tries] * cdf[-1],
                                           side="right"), n - 1)
        best = min(cands.tolist(), key=lambda c: np.minimum(
            d2, np.sum((pts - pts[c]) ** 2, axis=1)).sum())
        chosen.append(best)
        d2 = np.minimum(d2, np.sum((pts - pts[best]) ** 2, axis=1))
    return wrap(ivy.gather(x, ivy.to_backend(np.array(chosen, np.int64), backend_name(x)),
                           axis=0))


def KMC2ChainInitialization(*, distances, seed, name=None):  # noqa: N802
    """The index a k-MC2 Markov chain over the points ends at: starting at point 0, point ``i``
    replaces the current one with probability ``min(1, d_i / d_current)``."""
    d = np.asarray(ivy.to_numpy(convert(distances)), np.float64).reshape(-1)
    s = int(np.asarray(ivy.to_numpy(convert(seed))).reshape(-1)[0])
    u = np.asarray(ivy.to_numpy(_uniform((max(len(d) - 1, 1),), "float64", s, None)))
    at = 0
    for i in range(1, len(d)):
        if d[i] > u[i - 1] * d[at]:
            at = i
    return wrap(ivy.to_backend(np.array(at, np.int64), backend_name(convert(distances))))



# --- distorted bounding boxes --------------------------------------------------------------------
def _random_crop(w, h, min_rel, max_rel, aspect, pick):
    """TensorFlow's ``GenerateRandomCrop`` (float32 areas, ``lrintf`` rounding): ``(x0, y0,
    x1, y1)`` or None; ``pick(n)`` an integer in ``[0, n)``."""
    f = np.float32
    if max_rel <= 0 or aspect <= 0 or w <= 0 or h <= 0 or min_rel > max_rel:
        return None
    min_area, max_area = f(min_rel) * f(w) * f(h), f(max_rel) * f(w) * f(h)
    height = int(round(float(np.sqrt(min_area / aspect))))
    max_height = int(round(float(np.sqrt(max_area / aspect))))
    if round(float(f(max_height) * aspect)) > w:
        max_height = int((w + 0.5 - 1e-7) / aspect)
        if round(float(f(max_height) * aspect)) > w:
            max_height -= 1
    max_height = min(max_height, h)
    height = min(height, max_height)
    if height < max_height:
        height += pick(max_height - height + 1)
    width = int(round(float(f(height) * aspect)))
    area = f(width * height)
    if area < min_area:
        height += 1
        width = int(round(float(f(height) * aspect)))
        area = f(width * height)
    if area > max_area:
        height -= 1
        width = int(round(float(f(height) * aspect)))
        area = f(width * height)
    if area < min_area or area > max_area or width > w or height > h or width <= 0 or height <= 0:
        return None
    y = pick(h - height) if height < h else 0
    x = pick(w - width) if width < w else 0
    return x, y, x + width, y + height


def _covers(crop, boxes, minimum):
    x0, y0, x1, y1 = crop
    if (x1 - x0) * (y1 - y0) < 1:
        return False
    for bx0, by0, bx1, by1 in boxes:
        area = (bx1 - bx0) * (by1 - by0)
        if area < 1:
            continue
        inter = max(0, min(x1, bx1) - max(x0, bx0)) * max(0, min(y1, by1) - max(y0, by0))
        if np.float32(inter) / np.float32(area) >= minimum:
            return True
    return False


def _distorted_box(op, image_size, bounding_boxes, seed, seed2, min_object_covered,
                   aspect_ratio_range, area_range, max_attempts, use_image_if_no_bounding_boxes):
    size = convert(image_size)
    like = backend_name(size)
    dt = str(ivy.as_ivy_dtype(size.dtype))
    h, w, _ = _ints(size)
    bx = np.asarray(ivy.to_numpy(convert(bounding_boxes)), np.float32).reshape(-1, 4)
    if bx.size and (bx.min() < 0 or bx.max() > 1):
        raise InvalidArgumentError(None, op, "All bounding box coordinates must be in "
                                             "[0.0, 1.0]")
    boxes = [(int(b[1] * w), int(b[0] * h), int(b[3] * w), int(b[2] * h)) for b in bx]
    if not boxes:
        if not use_image_if_no_bounding_boxes:
            raise InvalidArgumentError(None, op, "No bounding boxes provided as input. One must "
                                                 "enable use_image_if_no_bounding_boxes if you "
                                                 "wish to not provide any bounding boxes.")
        boxes = [(0, 0, w, h)]
    attempts = int(max_attempts)
    u = iter(np.asarray(ivy.to_numpy(_uniform((4 * attempts + 1,), "float64",
                                              _seed(seed, seed2), None))).tolist())

    def pick(n):
        return min(int(next(u) * n), n - 1)

    lo_ar, hi_ar = (float(v) for v in aspect_ratio_range)
    lo_a, hi_a = (float(v) for v in area_range)
    crop = None
    for _ in range(attempts):
        aspect = np.float32(next(u) * (hi_ar - lo_ar) + lo_ar)
        c = _random_crop(w, h, lo_a, hi_a, aspect, pick)
        if c is not None and _covers(c, boxes, float(min_object_covered)):
            crop = c
            break
    x0, y0, x1, y1 = crop or (0, 0, w, h)
    box = np.array([[[y0 / h, x0 / w, y1 / h, x1 / w]]], np.float32)
    return (wrap(ivy.to_backend(np.array([y0, x0, 0], dt), like)),
            wrap(ivy.to_backend(np.array([y1 - y0, x1 - x0, -1], dt), like)),
            wrap(ivy.to_backend(box, like)))


def SampleDistortedBoundingBox(*, image_size, bounding_boxes, seed=0, seed2=0,  # noqa: N802
                               min_object_covered=0.1, aspect_ratio_range=(0.75, 1.33),
                               area_range=(0.05, 1), max_attempts=100,
                               use_image_if_no_bounding_boxes=False, name=None):
    """``(begin [3], size [3], bboxes [1, 1, 4])`` of a random crop of an image of
    ``image_size`` ``[h, w, c]`` with an aspect ratio and an area fraction in the ranges that
    covers at least ``min_object_covered`` of one of ``bounding_boxes`` (the whole image when
    ``max_attempts`` find none)."""
    return _distorted_box("SampleDistortedBoundingBox", image_size, bounding_boxes, seed, seed2,
                          min_object_covered, aspect_ratio_range, area_range, max_attempts,
                          use_image_if_no_bounding_boxes)


def SampleDistortedBoundingBoxV2(*, image_size, bounding_boxes, min_object_covered, seed=0,  # noqa: N802
                                 seed2=0, aspect_ratio_range=(0.75, 1.33), area_range=(0.05, 1),
                                 max_attempts=100, use_image_if_no_bounding_boxes=False,
                                 name=None):
    cover = float(np.asarray(ivy.to_numpy(convert(min_object_covered))).reshape(-1)[0])
    return _distorted_box("SampleDistortedBoundingBoxV2", image_size, bounding_boxes, seed,
                          seed2, cover, aspect_ratio_range, area_range, max_attempts,
                          use_image_if_no_bounding_boxes)


__all__ = sorted(n for n, v in dict(globals()).items()
                 if n[:1].isupper() and callable(v) and getattr(v, "__module__", "") == __name__)
