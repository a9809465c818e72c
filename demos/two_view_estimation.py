"""Two-view geometry from noisy matches with outliers, on any backend: ivy_vision's RANSAC finds
the fundamental matrix of two views of a synthetic scene and the homography of a wall in it.

    python demos/two_view_estimation.py                      # the first backend installed
    python demos/two_view_estimation.py --backend jax --out demos/output/two_view_estimation
    python demos/two_view_estimation.py --backend numpy --quick

The scene (NumPy, float64): a wall (a plane 9 m ahead) and points scattered between 3 and 8 m,
seen by two 640x480 cameras 1 m apart (the second turned by a few degrees). Each point's pixels
in both views get Gaussian noise (``--noise`` px), and a share of the matches (``--outliers``)
is replaced by random pixels. On the chosen backend's native arrays (float64) the demo then

1. estimates ``F`` from all matches with ``ransac_fundamental`` (one batch of seeded minimal
   8-point samples, the best refitted on its inliers) and compares its inliers with the truth;
2. estimates the wall's homography ``H`` from the matches ``F`` kept with ``ransac_homography``
   (the wall's points are its inliers, the points off the wall its outliers);
3. recovers the motion ``R``, ``t`` from ``E = K^T F K`` with ``recover_pose``.

It prints the inliers' recall and precision, the mean Sampson distance of the inliers and the
pose errors, draws the matches, the epipolar lines and the wall's inliers to ``--out``
(``two_view_estimation.png``, on its own matplotlib Figure), and exits with 1 unless: recall and
precision of F's inliers >= 0.95 and of H's >= 0.9, the mean Sampson distance of F's inliers
<= the noise, the rotation within 1 degree and the translation direction within 3 degrees of
the truth.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import time
from pathlib import Path

import ivy
import ivy_vision
import numpy as np

# float64 throughout: on JAX that needs its 64-bit mode, the user's setting (Ivy never changes
# it); this script is the user here (JAX reads the variable when it is imported)
os.environ.setdefault("JAX_ENABLE_X64", "1")

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:  # _cli.py beside this script (also when a test loads it)
    sys.path.insert(0, _HERE)
import _cli  # noqa: E402 - the demos' parser

DEFAULT_OUT = Path(__file__).resolve().parent / "output" / "two_view_estimation"
W, H = 640, 480


def default_backend():
    """The first installed backend (PyTorch, JAX, TensorFlow, MXNet), else NumPy."""
    for name in ("torch", "jax", "tensorflow", "mxnet"):
        if importlib.util.find_spec(name) is not None:
            return name
    return "numpy"


def rot(axis, deg):
    a = np.deg2rad(deg)
    c, s = np.cos(a), np.sin(a)
    i, j = [(1, 2), (2, 0), (0, 1)][axis]
    r = np.eye(3)
    r[i, i], r[i, j], r[j, i], r[j, j] = c, -s, s, c
    return r


def make_scene(n, noise, outliers, seed=0):
    """Matches of two views: pixels ``p1``, ``p2`` ``[n, 2]``, the true inlier and wall masks,
    the calibration ``K`` and the motion ``x2 = R x1 + t``."""
    rng = np.random.default_rng(seed)
    k = np.array([[500.0, 0.0, W / 2], [0.0, 500.0, H / 2], [0.0, 0.0, 1.0]])
    r = rot(1, -4.0) @ rot(0, 2.0)
    t = np.array([-1.0, 0.05, 0.1])
    n_wall = int(0.45 * n)
    while True:  # points seen by both cameras
        u = rng.uniform([0, 0], [W, H], (4 * n, 2))
        z = np.where(np.arange(4 * n) < 4 * n_wall, 9.0, rng.uniform(3.0, 8.0, 4 * n))
        x = np.concatenate([(u - k[:2, 2]) / 500.0 * z[:, None], z[:, None]], -1)
        y = x @ r.T + t
        q = y[:, :2] / y[:, 2:] * 500.0 + k[:2, 2]
        ok = (q >= 0).all(-1) & (q < [W, H]).all(-1) & (y[:, 2] > 0)
        wall_idx = np.flatnonzero(ok & (z == 9.0))[:n_wall]
        rest = np.flatnonzero(ok & (z != 9.0))[:n - n_wall]
        if len(wall_idx) == n_wall and len(rest) == n - n_wall:
            break
    idx = rng.permutation(np.concatenate([wall_idx, rest]))
    p1, p2, wall = u[idx], q[idx], z[idx] == 9.0
    clean = (p1.copy(), p2.copy())
    p1 = p1 + rng.normal(size=p1.shape) * noise
    p2 = p2 + rng.normal(size=p2.shape) * noise
    inl = np.ones(n, bool)
    out = rng.choice(n, int(round(outliers * n)), replace=False)
    inl[out] = False
    p2[out] = rng.uniform([0, 0], [W, H], (len(out), 2))  # a wrong match: anywhere
    e = np.array([[0, -t[2], t[1]], [t[2], 0, -t[0]], [-t[1], t[0], 0]]) @ r
    ki = np.linalg.inv(k)
    f_true = ki.T @ e @ ki
    # an outlier that happens to lie on its epipolar line (within 3 noise levels) is an inlier
    x1 = np.concatenate([p1, np.ones((n, 1))], -1)
    x2 = np.concatenate([p2, np.ones((n, 1))], -1)
    l2, l1 = x1 @ f_true.T, x2 @ f_true
    d = np.abs((x2 * l2).sum(-1)) / np.sqrt((l2[:, :2] ** 2).sum(-1) + (l1[:, :2] ** 2).sum(-1))
    inl |= d < 3 * noise
    return dict(p1=p1, p2=p2, clean=clean, inliers=inl, wall=wall & inl, k=k, r=r, t=t, f=f_true)


def _recall_precision(found, truth):
    tp = float((found & truth).sum())
    return tp / max(truth.sum(), 1), tp / max(found.sum(), 1)


def _angle_deg(a, b):
    c = np.clip(abs(float(np.dot(a, b))) / (np.linalg.norm(a) * np.linalg.norm(b)), -1.0, 1.0)
    return float(np.degrees(np.arccos(c)))


def run(backend=None, quick=False, out=DEFAULT_OUT, noise=0.5, outliers=0.3, seed=0, log=print):
    """The estimation on ``backend``; returns its results and figures (the criteria: see
    :func:`failures`)."""
    backend = backend or default_backend()
    n = 80 if quick else 240
    s = make_scene(n, noise, outliers, seed)
    log(f"two-view estimation on {backend}: {n} matches, {int((~s['inliers']).sum())} outliers, "
        f"noise {noise} px")
    res = {"scene": s, "noise": noise}
    with ivy.use(backend):
        xp = ivy.current_backend()

        def nat(a):
            return xp.asarray(np.asarray(a, np.float64))

        # JAX runs op by op slowly eagerly (each operation compiled for its shapes): one jax.jit
        # per estimator there (ivy.compile); eager elsewhere (torch.compile takes longer than it saves)
        def fit_f(a, b):
            return ivy_vision.ransac_fundamental(a, b, seed=seed, num_hypotheses=256 if quick else 512,
                                                 threshold=3.0 * noise, refits=5)

        def fit_h(a, b):
            return ivy_vision.ransac_homography(a, b, seed=seed, num_hypotheses=512,
                                                threshold=6.0 * noise, refits=5)

        if backend == "jax":
            fit_f, fit_h = ivy.compile(fit_f), ivy.compile(fit_h)
        p1, p2 = nat(s["p1"]), nat(s["p2"])
        t0 = time.perf_counter()
        f, mask = fit_f(p1, p2)
        mask_np = np.asarray(ivy.to_numpy(mask))
        res["time_f"] = time.perf_counter() - t0
        keep = np.flatnonzero(mask_np)
        q1, q2 = nat(s["p1"][keep]), nat(s["p2"][keep])
        t0 = time.perf_counter()
        h, hmask = fit_h(q1, q2)
        hmask_np = np.zeros(n, bool)
        hmask_np[keep] = np.asarray(ivy.to_numpy(hmask))
        res["time_h"] = time.perf_counter() - t0
        sampson = np.asarray(ivy.to_numpy(ivy_vision.sampson_distance(p1, p2, f, squared=False)))
        k = nat(s["k"])
        e = ivy_vision.essential_from_fundamental(f, k, k)
        rr, tt, _, front = ivy_vision.recover_pose(e, q1, q2, k, k)
        res.update(f=np.asarray(ivy.to_numpy(f)), h=np.asarray(ivy.to_numpy(h)), inliers=mask_np,
                   wall=hmask_np, sampson=sampson, r=np.asarray(ivy.to_numpy(rr)),
                   t=np.asarray(ivy.to_numpy(tt)), front=np.asarray(ivy.to_numpy(front)))
    res["f_recall"], res["f_precision"] = _recall_precision(mask_np, s["inliers"])
    res["h_recall"], res["h_precision"] = _recall_precision(hmask_np, s["wall"])
    res["mean_sampson"] = float(sampson[mask_np].mean())
    r_err = res["r"] @ s["r"].T
    res["rotation_error_deg"] = float(np.degrees(np.arccos(np.clip((np.trace(r_err) - 1) / 2, -1, 1))))
    res["translation_error_deg"] = _angle_deg(res["t"], s["t"])
    log(f"1. F by RANSAC ({res['time_f']:.2f} s): inlier recall {res['f_recall']:.3f}, precision "
        f"{res['f_precision']:.3f}; mean Sampson distance of the inliers {res['mean_sampson']:.3f} px")
    log(f"2. wall homography by RANSAC on F's inliers ({res['time_h']:.2f} s): recall "
        f"{res['h_recall']:.3f}, precision {res['h_precision']:.3f}")
    log(f"3. pose from E = K^T F K: rotation error {res['rotation_error_deg']:.3f} deg, translation "
        f"direction error {res['translation_error_deg']:.3f} deg")
    if out is not None:
        res["figure"] = save_figure(Path(out) / "two_view_estimation.png", res)
        log(f"figure: {res['figure']}")
    return res


def failures(res):
    """The success criteria, as the list of those missed."""
    checks = [
        (min(res["f_recall"], res["f_precision"]) >= 0.95, "F's inliers: recall and precision >= 0.95"),
        (res["mean_sampson"] <= res["noise"], "the mean Sampson distance of F's inliers <= the noise"),
        (min(res["h_recall"], res["h_precision"]) >= 0.9, "H's inliers: recall and precision >= 0.9"),
        (res["rotation_error_deg"] <= 1.0 and res["translation_error_deg"] <= 3.0,
         "rotation within 1 degree and translation direction within 3 degrees"),
    ]
    return [what for ok, what in checks if not ok]


def save_figure(path, res):
    """Matches, epipolar lines and the wall's inliers (a matplotlib Figure of its own: no pyplot,
    no global backend change)."""
    from matplotlib.figure import Figure  # noqa: PLC0415 - only for the figure

    s = res["scene"]
    p1, p2, inl, wall, f = s["p1"], s["p2"], res["inliers"], res["wall"], res["f"]
    fig = Figure(figsize=(15, 4.6))
    axes = [fig.add_subplot(1, 3, i + 1) for i in range(3)]
    ax = axes[0]
    ax.scatter(*p1[inl].T, s=8, c="tab:green", label="RANSAC inliers")
    ax.scatter(*p1[~inl].T, s=14, c="tab:red", marker="x", label="outliers")
    ax.set_title(f"view 1: {int(inl.sum())} inliers of {len(inl)} matches", fontsize=10)
    ax = axes[1]
    shown = np.flatnonzero(inl)[:: max(1, int(inl.sum()) // 15)]
    us = np.array([0.0, W])
    for i in shown:  # the epipolar line F x1 in view 2: a u + b v + c = 0
        a, b, c = f @ np.append(p1[i], 1.0)
        ax.plot(us, -(a * us + c) / b, lw=0.7, c="tab:blue", alpha=0.7)
    ax.scatter(*p2[shown].T, s=14, c="tab:orange", zorder=3, label="their matches")
    ax.set_title("view 2: epipolar lines of F (every few inliers)", fontsize=10)
    ax = axes[2]
    hp = np.concatenate([p1, np.ones((len(p1), 1))], -1) @ res["h"].T
    hp = hp[:, :2] / hp[:, 2:]
    ax.scatter(*p2[inl & ~wall].T, s=8, c="0.6", label="F inliers off the wall")
    ax.scatter(*p2[wall].T, s=10, c="tab:purple", label="H inliers (the wall)")
    ax.scatter(*hp[wall].T, s=30, facecolors="none", edgecolors="k", lw=0.6, label="H x1")
    ax.set_title("view 2: the wall's homography", fontsize=10)
    for ax in axes:
        ax.set_xlim(0, W)
        ax.set_ylim(H, 0)
        ax.set_aspect("equal")
        ax.legend(fontsize=7, loc="lower right")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=90)
    return str(path)


def main(argv=None):
    parser = _cli.DemoParser(__doc__)
    parser.add_argument("--backend", default=None, choices=sorted(ivy._backend.BACKENDS),
                        help="whose native arrays the demo runs on (default: the first backend "
                             "installed, else numpy)")
    parser.add_argument("--quick", action="store_true", help="80 matches and fewer hypotheses")
    parser.add_argument("--noise", type=float, default=0.5, help="pixel noise (standard deviation)")
    parser.add_argument("--outliers", type=float, default=0.3, help="share of wrong matches")
    parser.add_argument("--seed", type=int, default=0, help="seed of the scene and of RANSAC")
    parser.add_argument("--out", default=str(DEFAULT_OUT), help="folder for the figure")
    args = parser.parse_args(argv)
    failed = failures(run(args.backend, args.quick, args.out, args.noise, args.outliers, args.seed))
    for f in failed:
        print(f"FAILED: {f}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
