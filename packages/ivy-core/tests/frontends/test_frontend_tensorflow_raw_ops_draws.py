"""Laws of the tensorflow frontend's random ``tf.raw_ops`` of ``_raw_ops_random`` (gamma,
Poisson, bounded truncated normal, crops, candidate samplers, k-means++ seeding, distorted
bounding boxes): TensorFlow's Philox streams are its own, so the draws are checked against the
laws TensorFlow samples (means within 5 standard errors, supports, TensorFlow's expected-count
formulas and crop constraints), drawn on NumPy in every session as ``test_raw_ops_random_draws``
(the backends' generators are checked by ``tf.random``'s tests). The ops' deterministic outcomes
are rows of ``test_frontend_tensorflow_raw_ops.py`` against ``tf.raw_ops``."""

import math

import ivy
import ivy.frontends.tensorflow as ftf
import numpy as np
import pytest

RNG = np.random.default_rng(5)


def test_raw_ops_random_laws():
    with ivy.use("numpy"):
        _draws_more(ftf.raw_ops)


def _truncated_mean(mu, sd, lo, hi):
    def pdf(z):
        return math.exp(-0.5 * z * z) / math.sqrt(2 * math.pi)

    def cdf(z):
        return 0.5 * math.erfc(-z / math.sqrt(2))

    a, b = (lo - mu) / sd, (hi - mu) / sd
    return mu + sd * (pdf(a) - pdf(b)) / (cdf(b) - cdf(a))


def _draws_more(raw):
    """Laws of the gamma, Poisson, bounded truncated normal, crop, sampler and seeding draws
    (means within 5 standard errors; supports; TensorFlow's expected-count formulas)."""
    n = 4000
    alpha = np.array([0.4, 3.0], np.float32)
    g = raw.RandomGamma(shape=[n], alpha=ftf.constant(alpha), seed=2).numpy()
    assert g.shape == (n, 2) and g.dtype == np.float32 and g.min() > 0
    assert np.all(np.abs(g.mean(0) - alpha) < 5 * np.sqrt(alpha / n))
    assert np.all(np.abs(g.var(0) / alpha - 1) < 0.2)
    rate = np.array([2.0, 40.0])
    p = raw.RandomPoissonV2(shape=[n], rate=ftf.constant(rate), seed=4).numpy()
    assert p.dtype == np.int64 and p.shape == (n, 2) and p.min() >= 0
    assert np.all(np.abs(p.mean(0) - rate) < 5 * np.sqrt(rate / n))
    assert np.all(np.abs(p.var(0) / rate - 1) < 0.2)
    bounds = [(0.0, 1.0, -1.0, 1.0), (1.0, 2.0, 0.0, 10.0), (0.0, 1.0, 5.0, 6.0)]
    mu, sd, lo, hi = (ftf.constant(np.array(v, np.float32)) for v in zip(*bounds))
    z = raw.ParameterizedTruncatedNormal(shape=[3, n], means=mu, stdevs=sd, minvals=lo,
                                         maxvals=hi, seed=1).numpy()
    for row, (m, s_, a, b) in zip(z, bounds):  # the far tail [5, 6] too
        assert a <= row.min() and row.max() <= b
        assert abs(row.mean() - _truncated_mean(m, s_, a, b)) < 5 * s_ / math.sqrt(n)
    img = np.arange(5 * 6 * 2, dtype=np.float32).reshape(5, 6, 2)
    crop = raw.RandomCrop(image=ftf.constant(img), size=[3, 4]).numpy()
    oy, ox = divmod(int(crop[0, 0, 0]) // 2, 6)
    np.testing.assert_array_equal(crop, img[oy:oy + 3, ox:ox + 4])
    true = ftf.constant(np.array([[1, 7], [3, 4]], np.int64))
    for op, r in (("UniformCandidateSampler", 10), ("LogUniformCandidateSampler", 50)):
        prob = (np.full(r, 1 / r) if op[0] == "U" else
                np.log((np.arange(r) + 2.0) / (np.arange(r) + 1.0)) / np.log(r + 1.0))
        c, te, se = getattr(raw, op)(true_classes=true, num_true=2, num_sampled=6, unique=False,
                                     range_max=r)
        np.testing.assert_allclose(se.numpy(), 6 * prob[c.numpy()], rtol=1e-5)
        c, te, se = getattr(raw, op)(true_classes=true, num_true=2, num_sampled=6, unique=True,
                                     range_max=r)
        got = c.numpy()
        assert len(set(got.tolist())) == 6 and got.min() >= 0 and got.max() < r
        if np.allclose(se.numpy(), 6 * prob[got], rtol=1e-5):  # six tries: p * num_sampled
            continue
        tries = np.log1p(-se.numpy()) / np.log1p(-prob[got])  # the same whole number of tries
        assert tries.min() > 6.5 and np.ptp(tries) < 1e-2 and abs(tries[0] - round(tries[0])) < 1e-2
        np.testing.assert_allclose(te.numpy(), -np.expm1(tries[0] * np.log1p(
            -prob[[[1, 7], [3, 4]]])), rtol=1e-4)
    c, _, _ = raw.FixedUnigramCandidateSampler(true_classes=true, num_true=2, num_sampled=30,
                                               unique=False, range_max=10, unigrams=[1.0] * 8,
                                               num_reserved_ids=2, num_shards=2, shard=1)
    assert set(c.numpy().tolist()) <= {3, 5, 7, 9}  # reserved 0, 1; shard 1 of 2: odd ids
    with pytest.raises(ivy.IvyUnsupportedError, match="vocab_file"):
        raw.FixedUnigramCandidateSampler(true_classes=true, num_true=2, num_sampled=2, unique=True,
                                         range_max=10, vocab_file="vocab.txt")
    boxes = np.array([[[0.1, 0.2, 0.5, 0.6], [0.4, 0.4, 0.9, 0.95]]], np.float32)
    px = [(int(b[1] * 60), int(b[0] * 40), int(b[3] * 60), int(b[2] * 40)) for b in boxes[0]]
    for k in range(6):  # TensorFlow's constraints on each crop
        op = "SampleDistortedBoundingBox" + ("V2" if k % 2 else "")
        begin, size, bbox = getattr(raw, op)(
            image_size=ftf.constant(np.array([40, 60, 3], np.int32)),
            bounding_boxes=ftf.constant(boxes), min_object_covered=np.float32(0.5))
        (y0, x0, _), (hh, ww, _) = begin.numpy(), size.numpy()
        assert begin.dtype == ftf.int32 and 0 <= y0 < y0 + hh <= 40 and 0 <= x0 < x0 + ww <= 60
        assert 0.05 * 2400 <= hh * ww <= 2400 and 0.75 - 1 / hh <= ww / hh <= 1.33 + 1 / hh
        cover = [max(0, min(x0 + ww, b[2]) - max(x0, b[0])) * max(0, min(y0 + hh, b[3]) -
                 max(y0, b[1])) / ((b[2] - b[0]) * (b[3] - b[1])) for b in px]
        assert max(cover) >= 0.5
        np.testing.assert_allclose(bbox.numpy().ravel(), [y0 / 40, x0 / 60, (y0 + hh) / 40,
                                                          (x0 + ww) / 60], rtol=1e-6)
    with pytest.raises(ftf.errors.InvalidArgumentError, match="No bounding boxes"):
        raw.SampleDistortedBoundingBox(image_size=ftf.constant(np.array([4, 6, 3], np.int32)),
                                       bounding_boxes=ftf.constant(np.zeros((1, 0, 4), np.float32)))
    centres = np.array([[0, 0], [100, 0], [0, 100], [100, 100]], np.float32)
    pts = np.repeat(centres, 5, axis=0) + RNG.normal(size=(20, 2)).astype(np.float32)
    got = raw.KmeansPlusPlusInitialization(points=ftf.constant(pts), num_to_sample=np.int64(4),
                                           seed=np.int64(3), num_retries_per_sample=np.int64(-1))
    assert sorted({int(i) // 5 for i in [np.flatnonzero((pts == row).all(1))[0]
                                          for row in got.numpy()]}) == [0, 1, 2, 3]
