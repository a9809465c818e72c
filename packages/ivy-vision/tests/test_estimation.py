"""Two-view estimation from point matches (``ivy_vision.epipolar``, ``ivy_vision.robust``) on
every backend, against closed forms in NumPy: noise-free synthetic scenes give back the true
``E``, ``F``, ``H``, ``R``, ``t`` (up to scale and sign where the result has no scale), the
distances equal their formulas, RANSAC with 30 % outliers finds exactly the inliers, the same
seed gives the same result, and compiled RANSAC (``ivy.compile``: ``jax.jit``, ``tf.function``,
``torch.compile``) equals eager. The kornia references run in the torch session (at the end)."""

import ivy
import ivy_vision as iv
import numpy as np
import pytest
from _helpers import BACKEND, DTYPES, check_gradient, close, native, numpy_of, raises_value_error, run
from scipy.spatial.transform import Rotation

RNG = np.random.default_rng(30)
NB, NP = 2, 20  # batch and matches of the noise-free scenes
TOL = {"float32": 2e-4, "float64": 1e-9}  # F, H from float32 pixels (~500 px): ~1e-5 relative


def skew(v):
    x, y, z = np.moveaxis(v, -1, 0)
    o = np.zeros_like(x)
    return np.stack([np.stack([o, -z, y], -1), np.stack([z, o, -x], -1), np.stack([-y, x, o], -1)], -2)


def unit(m):
    """``m`` of unit Frobenius norm, its largest-magnitude entry positive (the library's
    convention for ``F``)."""
    f = m.reshape(m.shape[:-2] + (9,)) / np.linalg.norm(m, axis=(-2, -1))[..., None]
    big = np.take_along_axis(f, np.abs(f).argmax(-1)[..., None], -1)
    return (f * np.sign(big)).reshape(m.shape)


def scene(rng, nb=NB, n=NP, planar=False):
    """Two cameras (``x2 = R x1 + t``) and ``n`` points in front of both: pixels ``p1``, ``p2``,
    camera-1 points ``X`` and the true ``K1, K2, R, t, F`` (and ``H`` of the plane when
    ``planar``)."""
    k = np.zeros((2, nb, 3, 3))
    k[..., 0, 0], k[..., 1, 1] = rng.uniform(400, 600, (2, nb)), rng.uniform(400, 600, (2, nb))
    k[..., 0, 2], k[..., 1, 2] = rng.uniform(280, 360, (2, nb)), rng.uniform(200, 280, (2, nb))
    k[..., 2, 2] = 1
    r = Rotation.from_rotvec(rng.normal(size=(nb, 3)) * 0.1).as_matrix()
    t = np.concatenate([rng.uniform(0.5, 1.0, (nb, 1)) * rng.choice([-1, 1], (nb, 1)),
                        rng.normal(size=(nb, 2)) * 0.2], -1)
    x = np.concatenate([rng.uniform(-2, 2, (nb, n, 2)), rng.uniform(4, 8, (nb, n, 1))], -1)
    nrm = np.stack([rng.normal(size=nb) * 0.2, rng.normal(size=nb) * 0.2, np.ones(nb)], -1)
    dist = rng.uniform(5, 7, nb)
    if planar:  # onto the plane n . X = d along each point's ray
        x = x * (dist[:, None] / np.einsum("bnj,bj->bn", x, nrm))[..., None]
    y = np.einsum("bij,bnj->bni", r, x) + t[:, None]
    p1 = np.einsum("bij,bnj->bni", k[0], x / x[..., 2:])[..., :2]
    p2 = np.einsum("bij,bnj->bni", k[1], y / y[..., 2:])[..., :2]
    ki = np.linalg.inv(k)
    f = np.swapaxes(ki[1], -1, -2) @ skew(t) @ r @ ki[0]
    h = k[1] @ (r + t[:, :, None] * nrm[:, None, :] / dist[:, None, None]) @ ki[0]
    return dict(p1=p1, p2=p2, x=x, k1=k[0], k2=k[1], r=r, t=t, f=f, h=h / h[:, 2:, 2:])


def sampson_np(p1, p2, f):
    x1 = np.concatenate([p1, np.ones(p1.shape[:-1] + (1,))], -1)
    x2 = np.concatenate([p2, np.ones(p2.shape[:-1] + (1,))], -1)
    l2, l1 = np.einsum("...ij,...nj->...ni", f, x1), np.einsum("...ji,...nj->...ni", f, x2)
    r = np.einsum("...ni,...ni->...n", x2, l2)
    return r, l1, l2


def with_outliers(rng, s, frac=0.3, min_dist=20.0):
    """``s["p2"]`` with a fraction of its matches replaced by image points at least ``min_dist``
    pixels (Sampson) from the true epipolar geometry; returns the new ``p2`` and the inlier mask."""
    p2, nb, n = s["p2"].copy(), *s["p2"].shape[:2]
    inl = np.ones((nb, n), bool)
    for b in range(nb):
        out = rng.choice(n, int(round(frac * n)), replace=False)
        inl[b, out] = False
        for i in out:
            while True:
                q = rng.uniform([0, 0], [640, 480])
                r, l1, l2 = sampson_np(s["p1"][b, i:i + 1], q[None], s["f"][b])
                d2 = r ** 2 / (l1[:, :2] ** 2 + l2[:, :2] ** 2).sum(-1)
                h = np.append(s["p1"][b, i], 1.0)
                e = s["h"][b] @ h
                if d2[0] > min_dist ** 2 and np.linalg.norm(e[:2] / e[2] - q) > min_dist:
                    p2[b, i] = q
                    break
    return p2, inl


# --- essential matrix, fundamental matrix, decomposition -----------------------------------------
@pytest.mark.parametrize("dtype", DTYPES)
def test_essential_from_rt_and_conversions(dtype):
    s = scene(RNG)
    r, t, k1, k2 = (s[n].astype(dtype) for n in ("r", "t", "k1", "k2"))
    e_ref = skew(s["t"]) @ s["r"]
    close(run(iv.essential_from_rt, r, t), e_ref, dtype)
    f = run(iv.fundamental_from_essential, e_ref.astype(dtype), k1, k2)
    close(f / f.dtype.type(np.abs(s["f"]).max()), s["f"] / np.abs(s["f"]).max(), dtype)  # F ~ 1e-6
    close(run(iv.essential_from_fundamental, s["f"].astype(dtype), k1, k2), e_ref, dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_fundamental_8point_noise_free(dtype):
    s = scene(RNG)
    f = run(iv.fundamental_8point, s["p1"].astype(dtype), s["p2"].astype(dtype))
    close(f, unit(s["f"]), dtype, rtol=TOL[dtype])
    np.testing.assert_allclose(np.linalg.norm(f.astype(np.float64), axis=(-2, -1)), 1.0, rtol=TOL[dtype])
    assert np.all(np.abs(np.linalg.det(f.astype(np.float64))) < TOL[dtype])  # rank 2
    r, l1, l2 = sampson_np(s["p1"], s["p2"], f.astype(np.float64))  # x2^T F x1 ~ 0 (in pixels)
    assert np.all(np.abs(r) / np.linalg.norm(l2[..., :2], axis=-1) < 1e3 * TOL[dtype])


@pytest.mark.parametrize("dtype", DTYPES)
def test_weights_leave_matches_out(dtype):
    """Zero weights drop matches: the 8-point F and the DLT homography of inliers and weighted
    outliers equal those of the inliers alone; broadcast weights over the batch."""
    s = scene(RNG)
    p2, inl = with_outliers(RNG, s)
    w = inl.astype(dtype)
    f = run(iv.fundamental_8point, s["p1"].astype(dtype), p2.astype(dtype), w)
    close(f, unit(s["f"]), dtype, rtol=TOL[dtype])
    sp = scene(RNG, planar=True)
    p2h, inl = with_outliers(RNG, sp)
    h = run(iv.homography_dlt, sp["p1"].astype(dtype), p2h.astype(dtype), inl.astype(dtype))
    close(h, sp["h"], dtype, rtol=TOL[dtype])


@pytest.mark.parametrize("dtype", DTYPES)
def test_homography_dlt_noise_free(dtype):
    s = scene(RNG, planar=True)
    h = run(iv.homography_dlt, s["p1"].astype(dtype), s["p2"].astype(dtype))
    close(h, s["h"], dtype, rtol=TOL[dtype])
    h4 = run(iv.homography_dlt, s["p1"][:, :4].astype(dtype), s["p2"][:, :4].astype(dtype))  # minimal
    close(h4, s["h"], dtype, rtol=10 * TOL[dtype])


@pytest.mark.parametrize("dtype", DTYPES)
def test_distances_equal_their_formulas(dtype):
    s = scene(RNG)
    p1, p2 = s["p1"] + RNG.normal(size=s["p1"].shape), s["p2"] + RNG.normal(size=s["p2"].shape)
    f = unit(s["f"])
    r, l1, l2 = sampson_np(p1, p2, f)
    n1, n2 = (l1[..., :2] ** 2).sum(-1), (l2[..., :2] ** 2).sum(-1)
    args = (p1.astype(dtype), p2.astype(dtype), f.astype(dtype))
    close(run(iv.sampson_distance, *args), r ** 2 / (n1 + n2), dtype, rtol=10 * RTOL32(dtype))
    close(run(iv.sampson_distance, *args, squared=False), np.abs(r) / np.sqrt(n1 + n2), dtype,
          rtol=10 * RTOL32(dtype))
    close(run(iv.symmetric_epipolar_distance, *args), r ** 2 * (1 / n1 + 1 / n2), dtype,
          rtol=10 * RTOL32(dtype))
    h = s["h"]
    x1 = np.concatenate([p1, np.ones(p1.shape[:-1] + (1,))], -1)
    x2 = np.concatenate([p2, np.ones(p2.shape[:-1] + (1,))], -1)
    a = np.einsum("bij,bnj->bni", h, x1)
    b = np.einsum("bij,bnj->bni", np.linalg.inv(h), x2)
    ref = ((a[..., :2] / a[..., 2:] - p2) ** 2).sum(-1) + ((b[..., :2] / b[..., 2:] - p1) ** 2).sum(-1)
    close(run(iv.symmetric_transfer_error, p1.astype(dtype), p2.astype(dtype), h.astype(dtype)), ref,
          dtype, rtol=10 * RTOL32(dtype))
    # a singular homography sends points to infinity: inf, not an error
    sing = np.diag([1.0, 1.0, 0.0]).astype(dtype)
    assert np.isinf(run(iv.symmetric_transfer_error, p1[0].astype(dtype), p2[0].astype(dtype), sing)).all()


def RTOL32(dtype):  # noqa: N802 - a tolerance
    return 1e-5 if dtype == "float32" else 1e-10


@pytest.mark.parametrize("dtype", DTYPES)
def test_decompose_essential_and_recover_pose(dtype):
    s = scene(RNG)
    e = skew(s["t"]) @ s["r"] * 3.0  # any scale
    r1, r2, t = run(iv.decompose_essential, e.astype(dtype))
    tu = s["t"] / np.linalg.norm(s["t"], axis=-1, keepdims=True)
    for b in range(NB):
        for rr in (r1[b], r2[b]):
            np.testing.assert_allclose(rr @ rr.T, np.eye(3), atol=10 * RTOL32(dtype))
            np.testing.assert_allclose(np.linalg.det(rr), 1.0, rtol=10 * RTOL32(dtype))
        err = min(np.abs(r1[b] - s["r"][b]).max(), np.abs(r2[b] - s["r"][b]).max())
        assert err < 10 * RTOL32(dtype)
        assert min(np.abs(t[b] - tu[b]).max(), np.abs(t[b] + tu[b]).max()) < 10 * RTOL32(dtype)
    args = [a.astype(dtype) for a in (e, s["p1"], s["p2"], s["k1"], s["k2"])]
    rot, trans, pts, mask = run(iv.recover_pose, *args)
    close(rot, s["r"], dtype, rtol=TOL[dtype])
    close(trans, tu, dtype, rtol=TOL[dtype])
    scale = np.linalg.norm(s["t"], axis=-1)[:, None, None]
    close(pts, s["x"] / scale, dtype, rtol=10 * TOL[dtype])
    assert mask.dtype == bool and mask.all()
    # normalised image coordinates (no calibration): the same motion
    y1 = s["x"][..., :2] / s["x"][..., 2:]
    yc = np.einsum("bij,bnj->bni", s["r"], s["x"]) + s["t"][:, None]
    rot2, trans2, _, _ = run(iv.recover_pose, e.astype(dtype), y1.astype(dtype),
                             (yc[..., :2] / yc[..., 2:]).astype(dtype))
    close(rot2, s["r"], dtype, rtol=TOL[dtype])
    close(trans2, tu, dtype, rtol=TOL[dtype])


# --- RANSAC ----------------------------------------------------------------------------------------
HYP = 256  # P(no all-inlier 8-sample in 256 at 70 % inliers) = 2.6e-7


@pytest.mark.parametrize("dtype", DTYPES)
def test_ransac_fundamental_finds_the_inliers(dtype):
    s = scene(RNG, n=40)
    p2, inl = with_outliers(RNG, s)
    args = (s["p1"].astype(dtype), p2.astype(dtype))
    f, mask = run(iv.ransac_fundamental, *args, seed=3, num_hypotheses=HYP, threshold=1.0)
    np.testing.assert_array_equal(mask, inl)
    close(f, unit(s["f"]), dtype, rtol=TOL[dtype])
    if dtype == "float32":  # (the calls below once: each is a compile on JAX)
        return
    f2, mask2 = run(iv.ransac_fundamental, *args, seed=3, num_hypotheses=HYP, threshold=1.0)
    np.testing.assert_array_equal(f2, f)  # the same seed: the same result, bit for bit
    np.testing.assert_array_equal(mask2, mask)
    _, mask3 = run(iv.ransac_fundamental, *args, seed=4, num_hypotheses=HYP, threshold=1.0)
    np.testing.assert_array_equal(mask3, inl)  # another seed: another draw, the same inliers


@pytest.mark.parametrize("dtype", DTYPES)
def test_ransac_homography_finds_the_inliers(dtype):
    s = scene(RNG, n=30, planar=True)
    p2, inl = with_outliers(RNG, s)
    noise = RNG.normal(size=p2.shape) * 0.1 * inl[..., None]  # 0.1 px on the inliers
    h, mask = run(iv.ransac_homography, s["p1"].astype(dtype), (p2 + noise).astype(dtype), seed=1,
                  num_hypotheses=64, threshold=2.0)
    np.testing.assert_array_equal(mask, inl)
    close(h, s["h"], dtype, rtol=2e-2)  # 0.1 px noise on 21 matches


def test_ransac_compiled_equals_eager():
    """``ivy.compile`` (``jax.jit``, ``tf.function``; NumPy and MXNet run it as it is) of both
    RANSAC estimators, and ``torch.compile``, gives the eager results: no Python branch on values.
    On PyTorch and JAX the homography only (CI time; the same sampling, scoring and refit code,
    and on JAX every other test runs ``ransac_fundamental`` under ``jax.jit``, see ``run``)."""
    s = scene(RNG, nb=1, n=16)
    p2, inl = with_outliers(RNG, s, frac=0.25)
    sp = scene(RNG, nb=1, n=12, planar=True)
    p2h, inlh = with_outliers(RNG, sp, frac=0.25)
    cheap = BACKEND in ("torch", "jax")

    def fit(a, b, c, d):
        h = iv.ransac_homography(c, d, seed=7, num_hypotheses=16, threshold=1.0, refits=1)
        if cheap:
            return h
        return (*iv.ransac_fundamental(a, b, seed=7, num_hypotheses=64, threshold=1.0, refits=1), *h)

    arrays = [native(a) for a in (s["p1"], p2, sp["p1"], p2h)]
    if BACKEND == "torch":  # Dynamo's graph capture and AOTAutograd without Inductor's code
        import torch  # generation (both estimators with Inductor took 75 s on 2 CPU cores and
        compiled = torch.compile(fit, backend="aot_eager")  # equalled eager)
    else:
        compiled = ivy.compile(fit)
    got = [numpy_of(o) for o in compiled(*arrays)]  # compiled first: tracing on a fresh call
    eager = [numpy_of(o) for o in fit(*arrays)]
    for g, e in zip(got, eager):
        np.testing.assert_allclose(g, e, rtol=1e-9, atol=1e-12)
    for m, truth in zip(eager[1::2], [inlh] if cheap else [inl, inlh]):
        np.testing.assert_array_equal(m, truth)


# --- gradients and errors -----------------------------------------------------------------------
def test_gradients_equal_finite_differences():
    s = scene(RNG, nb=1, n=10)
    p1, p2 = s["p1"] / 100.0, s["p2"] / 100.0  # O(1) coordinates for the finite differences
    f = unit(s["f"]) + RNG.normal(size=(1, 3, 3)) * 0.01
    check_gradient(lambda a, b, m: iv.sampson_distance(a, b, m), [p1, p2, f], wrt=0)
    check_gradient(lambda a, b, m: iv.sampson_distance(a, b, m), [p1, p2, f], wrt=2)
    check_gradient(lambda a, b: iv.fundamental_8point(a, b), [p1, p2], wrt=0, rtol=1e-4, atol=1e-6)
    check_gradient(lambda a, b: iv.homography_dlt(a, b), [p1, p2], wrt=1, rtol=1e-4, atol=1e-6)


def test_bad_inputs_raise_clear_errors():
    p = RNG.uniform(0, 100, (7, 2))
    raises_value_error(iv.fundamental_8point, p, p, match="at least 8 matches, got 7")
    raises_value_error(iv.homography_dlt, p[:3], p[:3], match="at least 4 matches, got 3")
    raises_value_error(iv.ransac_fundamental, p, p, match="at least 8 matches")
    q = RNG.uniform(0, 100, (10, 2))
    raises_value_error(iv.fundamental_8point, q, q[:9], match="different numbers of matches")
    raises_value_error(iv.fundamental_8point, q, q, np.ones(9), match=r"weights of shape \[\.\.\., 10\]")
    raises_value_error(iv.homography_dlt, RNG.uniform(size=(10, 3)), q,
                       match=r"points1 of shape \[\.\.\., n, 2\]")
    raises_value_error(iv.sampson_distance, q, q, np.eye(4), match=r"fundamental of shape \[\.\.\., 3, 3\]")
    raises_value_error(iv.essential_from_rt, np.eye(3), np.ones(4), match="translation")
    raises_value_error(iv.recover_pose, np.eye(3), q, q, np.eye(3), match="both calibration matrices")
    raises_value_error(iv.ransac_fundamental, q, q, seed=-1, match="seed")
    raises_value_error(iv.ransac_fundamental, q, q, seed=0, num_hypotheses=0, match="num_hypotheses")
    raises_value_error(iv.ransac_homography, q, q, seed=0, threshold=0.0, match="threshold")
    raises_value_error(iv.fundamental_8point, q.astype(np.int64), q.astype(np.int64),
                       match="float32 or float64")


# --- kornia (PyTorch only: kornia is installed in the torch session's environment only; the
# other sessions check the same functions against the closed forms above) -------------------------
if BACKEND == "torch":
    import kornia.geometry.epipolar as kep
    import kornia.geometry.homography as khom
    import torch

    def tt(a, dtype):
        return torch.from_numpy(np.asarray(a, dtype=dtype).copy())

    @pytest.mark.parametrize("dtype", DTYPES)
    def test_kornia_epipolar(dtype):
        s = scene(RNG)
        eye, zero = np.broadcast_to(np.eye(3), (NB, 3, 3)), np.zeros((NB, 3, 1))
        e_ref = kep.essential_from_Rt(tt(eye, dtype), tt(zero, dtype), tt(s["r"], dtype),
                                      tt(s["t"][..., None], dtype)).numpy()
        e = iv.essential_from_rt(tt(s["r"], dtype), tt(s["t"], dtype)).numpy()
        close(e, e_ref, dtype)
        k1, k2 = tt(s["k1"], dtype), tt(s["k2"], dtype)
        ref = kep.fundamental_from_essential(torch.from_numpy(e), k1, k2).numpy()
        got = iv.fundamental_from_essential(torch.from_numpy(e), k1, k2).numpy()
        close(got / np.abs(ref).max(), ref / np.abs(ref).max(), dtype)
        close(iv.essential_from_fundamental(torch.from_numpy(got), k1, k2).numpy(),
              kep.essential_from_fundamental(torch.from_numpy(got), k1, k2).numpy(), dtype)
        p1, p2 = tt(s["p1"], dtype), tt(s["p2"], dtype)
        f_ref = unit(kep.find_fundamental(p1, p2).numpy().astype(np.float64))
        f = iv.fundamental_8point(p1, p2).numpy()
        # kornia's float32 F was up to 2.5e-3 off the truth on 200 such scenes (ours: 2.2e-5)
        close(f, f_ref, dtype, rtol=5e-3 if dtype == "float32" else TOL[dtype])
        assert np.abs(f - unit(s["f"])).max() <= max(np.abs(f_ref - unit(s["f"])).max(), 1e-14)
        fm = tt(unit(s["f"]), dtype)
        q1, q2 = p1 + 0.5, p2 - 0.5
        for squared in (True, False):
            close(iv.sampson_distance(q1, q2, fm, squared).numpy(),
                  kep.sampson_epipolar_distance(q1, q2, fm, squared).numpy(), dtype, rtol=10 * RTOL32(dtype))
            close(iv.symmetric_epipolar_distance(q1, q2, fm, squared).numpy(),
                  kep.symmetrical_epipolar_distance(q1, q2, fm, squared).numpy(), dtype,
                  rtol=10 * RTOL32(dtype))
        r1, r2, t = iv.decompose_essential(torch.from_numpy(e))
        kr1, kr2, kt = kep.decompose_essential_matrix(torch.from_numpy(e))
        for b in range(NB):  # the same set of candidates (order and signs are conventions)
            got_set = sorted(np.round(np.abs(m[b].numpy()), 4).tobytes() for m in (r1, r2))
            assert {tuple(np.abs(m[b].numpy()).round(4).ravel()) for m in (r1, r2)} == \
                   {tuple(np.abs(m[b].numpy()).round(4).ravel()) for m in (kr1, kr2)}, got_set
            np.testing.assert_allclose(np.abs(t[b].numpy()), np.abs(kt[b, :, 0].numpy()), atol=1e-4)
        rot, trans, pts, _ = iv.recover_pose(torch.from_numpy(e), p1, p2, k1, k2)
        krot, ktrans, kpts, _ = kep.motion_from_essential_choose_solution(torch.from_numpy(e), k1, k2, p1, p2)
        close(rot.numpy(), krot.numpy(), dtype, rtol=TOL[dtype])
        close(trans.numpy(), ktrans[..., 0].numpy(), dtype, rtol=TOL[dtype])
        close(pts.numpy(), kpts.numpy(), dtype, rtol=10 * TOL[dtype])

    @pytest.mark.parametrize("dtype", DTYPES)
    def test_kornia_homography(dtype):
        s = scene(RNG, planar=True)
        p1, p2 = tt(s["p1"], dtype), tt(s["p2"] + RNG.normal(size=s["p2"].shape) * 0.5, dtype)
        w = tt(RNG.uniform(size=(NB, NP)) > 0.2, dtype)  # 0 / 1 (kornia weights the rows, we the squares)
        ref = khom.find_homography_dlt(p1, p2, w, solver="svd").numpy()  # the unit-norm null vector
        close(iv.homography_dlt(p1, p2, w).numpy(), ref, dtype, rtol=TOL[dtype])
        h = tt(s["h"], dtype)
        ref = khom.symmetric_transfer_error(p1, p2, h).numpy()
        close(iv.symmetric_transfer_error(p1, p2, h).numpy(), ref, dtype, rtol=10 * RTOL32(dtype))
