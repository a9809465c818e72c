"""Lens distortion against closed forms in NumPy float64 (OpenCV's Brown-Conrady formula written
out here, ``K^-1`` by ``numpy.linalg.inv``, the fixed-point iteration of ``undistortPoints``),
round trips, ``undistort_image`` against ``scipy.ndimage.map_coordinates`` at the reference's
distorted pixels; in the torch session also against kornia's ``distort_points``,
``undistort_points`` and ``undistort_image`` (kornia's coefficient order is OpenCV's, as ours).
Bad input and gradients."""

import ivy_vision as iv
import numpy as np
import pytest
from _helpers import BACKEND, DTYPES, RTOL, B, H, W, check_gradient, close, raises_value_error, run
from _scenes import calib_mats
from scipy.ndimage import map_coordinates

RNG = np.random.default_rng(30)
N = 7
PTS = RNG.uniform(-0.6, 0.6, (B, N, 2))
# coefficient scales: k1, k2, p1, p2, k3, k4, k5, k6, s1, s2, s3, s4
SCALE = np.array([0.3, 0.1, 0.02, 0.02, 0.05, 0.1, 0.05, 0.02, 0.01, 0.005, 0.01, 0.005])
COEFFS = {n: RNG.uniform(-1, 1, (B, n)) * SCALE[:n] for n in (4, 5, 8, 12)}
K = calib_mats(RNG)
K_SKEW = K.copy()
K_SKEW[:, 0, 1] = RNG.uniform(-0.5, 0.5, B)
IMG = RNG.normal(size=(B, H, W, 2))
MODES = {"zeros": "grid-constant", "border": "nearest", "reflection": "mirror"}


def ref_distort(p, c):
    """OpenCV's model in NumPy float64: ``p [..., N, 2]``, ``c [..., n]``."""
    c = np.concatenate([c, np.zeros(c.shape[:-1] + (12 - c.shape[-1],))], -1)[..., None, :]
    k1, k2, p1, p2, k3, k4, k5, k6, s1, s2, s3, s4 = np.moveaxis(c, -1, 0)
    x, y = p[..., 0], p[..., 1]
    r2 = x * x + y * y
    a = (1 + k1 * r2 + k2 * r2 ** 2 + k3 * r2 ** 3) / (1 + k4 * r2 + k5 * r2 ** 2 + k6 * r2 ** 3)
    xd = x * a + 2 * p1 * x * y + p2 * (r2 + 2 * x * x) + s1 * r2 + s2 * r2 ** 2
    yd = y * a + p1 * (r2 + 2 * y * y) + 2 * p2 * x * y + s3 * r2 + s4 * r2 ** 2
    return np.stack([xd, yd], -1)


def ref_undistort(pd, c, iterations):
    """OpenCV's fixed-point iteration ``p = (pd - extra(p)) / a(p)``, with the additive
    (tangential and prism) terms ``extra = distort(p) - a p`` and ``a`` the radial factor."""
    p = pd.copy()
    for _ in range(iterations):
        a = ref_radial(np.sum(p * p, -1), c)[..., None]
        p = (pd - (ref_distort(p, c) - p * a)) / a
    return p


def ref_radial(r2, c):
    c = np.concatenate([c, np.zeros(c.shape[:-1] + (12 - c.shape[-1],))], -1)[..., None, :]
    k1, k2, _, _, k3, k4, k5, k6 = np.moveaxis(c, -1, 0)[:8]
    return (1 + k1 * r2 + k2 * r2 ** 2 + k3 * r2 ** 3) / (1 + k4 * r2 + k5 * r2 ** 2 + k6 * r2 ** 3)


def ref_normalize(px, k):
    h = np.concatenate([px, np.ones(px.shape[:-1] + (1,))], -1)
    return np.einsum("bij,bnj->bni", np.linalg.inv(k), h)[..., :2]


def ref_denormalize(p, k):
    h = np.concatenate([p, np.ones(p.shape[:-1] + (1,))], -1)
    return np.einsum("bij,bnj->bni", k, h)[..., :2]


def ref_undistort_image(img, k, c, border):
    vv, uu = np.mgrid[0:H, 0:W]
    grid = np.broadcast_to(np.stack([uu, vv], -1).reshape(1, H * W, 2).astype(float), (B, H * W, 2))
    src = ref_denormalize(ref_distort(ref_normalize(grid, k), c), k).reshape(B, H, W, 2)
    out = np.zeros(img.shape)
    for b in range(B):
        for ch in range(img.shape[-1]):
            out[b, ..., ch] = map_coordinates(img[b, ..., ch], [src[b, ..., 1], src[b, ..., 0]], order=1,
                                              mode=MODES[border], cval=0.0)
    return out


def f64(*arrays, dtype):
    """The arrays rounded to ``dtype`` and back to float64 (the reference's input)."""
    return [a.astype(dtype).astype(float) for a in arrays]


# (one jax.jit-compiled call per test and dtype on JAX: each run() compiles once)
@pytest.mark.parametrize("dtype", DTYPES)
def test_distort_points(dtype):
    p, cs = PTS.astype(dtype), [COEFFS[n].astype(dtype) for n in sorted(COEFFS)]
    # per batch element, and one coefficient vector for the whole batch
    got = run(lambda q, *c: tuple(iv.distort_points(q, k) for k in c)
              + tuple(iv.distort_points(q, k[0]) for k in c), p, *cs)
    refs = [ref_distort(*f64(p, c, dtype=dtype)) for c in cs]
    refs += [ref_distort(*f64(p, c[:1], dtype=dtype)) for c in cs]
    for g, r in zip(got, refs, strict=True):
        close(g, r, dtype)


UNDISTORT_N, UNDISTORT_ITERATIONS = (5, 12), (0, 3, 20)


def _undistort_cases(p, pd, *cs):
    out = []
    for c, q in zip(cs, pd):
        out += [iv.undistort_points(q, c, it) for it in UNDISTORT_ITERATIONS]
        # round trips: undistort(distort(p)) == p and distort(undistort(pd)) == pd
        out += [iv.undistort_points(iv.distort_points(p, c), c, 40),
                iv.distort_points(iv.undistort_points(q, c, 40), c)]
    return tuple(out)


@pytest.mark.parametrize("dtype", DTYPES)
def test_undistort_points(dtype):
    cs = [COEFFS[n].astype(dtype) for n in UNDISTORT_N]
    pds = [ref_distort(PTS, COEFFS[n]).astype(dtype) for n in UNDISTORT_N]
    got = iter(run(lambda p, pd0, pd1, *c: _undistort_cases(p, (pd0, pd1), *c), PTS.astype(dtype), *pds, *cs))
    for c, pd in zip(cs, pds):
        for iterations in UNDISTORT_ITERATIONS:
            close(next(got), ref_undistort(*f64(pd, c, dtype=dtype), iterations), dtype)
        close(next(got), PTS, dtype)
        close(next(got), pd.astype(float), dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_normalize_denormalize(dtype):
    px = RNG.uniform(0, W, (B, N, 2)).astype(dtype)
    k = K_SKEW.astype(dtype)
    norm, denorm, back = run(lambda q, pts, m: (iv.normalize_points(q, m), iv.denormalize_points(pts, m),
                                                iv.denormalize_points(iv.normalize_points(q, m), m)),
                             px, PTS.astype(dtype), k)
    close(norm, ref_normalize(*f64(px, k, dtype=dtype)), dtype)
    close(denorm, ref_denormalize(*f64(PTS, k, dtype=dtype)), dtype)
    close(back, px.astype(float), dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_undistort_image(dtype):
    img, k, c = IMG.astype(dtype), K_SKEW.astype(dtype), COEFFS[5].astype(dtype)
    # every border mode; one camera and coefficient vector for a batch of images
    got = run(lambda i, m, d: tuple(iv.undistort_image(i, m, d, b) for b in MODES)
              + (iv.undistort_image(i, m[0], d[0]),), img, k, c)
    k1, c1 = np.broadcast_to(k[:1], k.shape), np.broadcast_to(c[:1], c.shape)
    refs = [ref_undistort_image(*f64(img, k, c, dtype=dtype), b) for b in MODES]
    refs += [ref_undistort_image(*f64(img, k1, c1, dtype=dtype), "zeros")]
    for g, r in zip(got, refs, strict=True):
        close(g, r, dtype)


def test_undistort_image_broadcasts_cameras_over_one_image():
    got = run(iv.undistort_image, IMG[0], K, COEFFS[4])
    assert got.shape == (B, H, W, 2)
    ref = ref_undistort_image(np.broadcast_to(IMG[:1], IMG.shape), K, COEFFS[4], "zeros")
    close(got, ref, "float64")


def test_zero_coefficients_are_the_identity():
    got = run(lambda p, i, k, c: (iv.distort_points(p, c), iv.undistort_points(p, c),
                                  iv.undistort_image(i, k, c)), PTS, IMG, K, np.zeros((B, 5)))
    for g, r in zip(got, (PTS, PTS, IMG), strict=True):
        close(g, r, "float64")


def test_bad_input():
    c = COEFFS[4]
    raises_value_error(iv.distort_points, PTS, c[:, :3], match=r"n in \(4, 5, 8, 12\)")
    raises_value_error(iv.distort_points, PTS[..., :1], c, match=r"points of shape \[\.\.\., n, 2\]")
    raises_value_error(iv.distort_points, PTS, np.zeros((3, 4)), match="do not broadcast")
    raises_value_error(iv.undistort_points, PTS, c, iterations=-1, match="iterations")
    raises_value_error(iv.undistort_points, PTS, c, iterations=2.0, match="iterations")
    raises_value_error(iv.normalize_points, PTS, K[..., :2], match=r"calib_mat of shape \[\.\.\., 3, 3\]")
    raises_value_error(iv.normalize_points, PTS, np.zeros((B, 3, 3)), match="singular calibration")
    raises_value_error(iv.denormalize_points, PTS[..., 0], K, match="points")
    raises_value_error(iv.undistort_image, IMG[0, 0], K, c, match="image")
    raises_value_error(iv.undistort_image, IMG, K, c, border="wrap", match="unknown border")
    raises_value_error(iv.undistort_image, IMG, K, np.zeros((B, 6)), match="coeffs")
    k3 = np.broadcast_to(K[:1], (3, 3, 3))
    raises_value_error(iv.undistort_image, IMG, k3, c, match="do not broadcast")


def test_gradients():
    p, k = PTS[:, :3], K_SKEW
    check_gradient(iv.distort_points, [p, COEFFS[12]], wrt=1)
    check_gradient(lambda q, m: iv.undistort_points(q, m, 5), [p, COEFFS[8]], wrt=0)
    check_gradient(iv.normalize_points, [p * 4 + 3, k], wrt=1)
    check_gradient(iv.undistort_image, [IMG[:, :4, :5], k, COEFFS[4]], wrt=2)


if BACKEND == "torch":  # kornia is a PyTorch library (installed in the torch session only)
    import kornia
    import torch

    def t(a, dtype):
        return torch.from_numpy(np.asarray(a, dtype=dtype).copy())

    @pytest.mark.parametrize("n", sorted(COEFFS))
    @pytest.mark.parametrize("dtype", DTYPES)
    def test_kornia_points(n, dtype):
        px = RNG.uniform(0, W, (B, N, 2))
        k, c = t(K, dtype), t(COEFFS[n], dtype)  # kornia ignores a skew: none here
        ref = kornia.geometry.calibration.distort_points(t(px, dtype), k, c)
        got = iv.denormalize_points(iv.distort_points(iv.normalize_points(t(px, dtype), k), c), k)
        close(got.numpy(), ref.numpy(), dtype)
        for iterations in (5, 20):
            ref = kornia.geometry.calibration.undistort_points(t(px, dtype), k, c, num_iters=iterations)
            got = iv.denormalize_points(iv.undistort_points(iv.normalize_points(t(px, dtype), k), c,
                                                            iterations), k)
            # float32: kornia's iteration rounds in another order (up to 6e-6 measured)
            close(got.numpy(), ref.numpy(), dtype, rtol=4 * RTOL[dtype])

    @pytest.mark.parametrize("dtype", DTYPES)
    def test_kornia_undistort_image(dtype):
        for n in (4, 8):
            k, c, img = t(K, dtype), t(COEFFS[n], dtype), t(IMG, dtype)
            ref = kornia.geometry.calibration.undistort_image(img.permute(0, 3, 1, 2), k, c)
            got = iv.undistort_image(img, k, c)
            close(got.numpy(), ref.permute(0, 2, 3, 1).numpy(), dtype)
