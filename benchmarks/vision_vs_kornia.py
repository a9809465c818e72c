"""ivy_vision vs kornia: the functions both offer, on the same inputs (batch 8, 128x128 images,
8 x 16384 points, float32, CPU), plus the same ivy_vision calls under jax.jit and tf.function.

    .nox/tests-backend-torch/bin/python benchmarks/vision_vs_kornia.py          # vs kornia, eager
    .nox/tests-backend-jax/bin/python benchmarks/vision_vs_kornia.py            # jax.jit
    .nox/tests-backend-tensorflow/bin/python benchmarks/vision_vs_kornia.py     # tf.function
    ... [--rounds 15] [--threads N] [--only NAME ...] [--out DIR]

PyTorch (the environment that has torch and kornia): for each function the same inputs go
through kornia and through ivy_vision (on torch tensors, the backend inferred from them, as a
user calls it), eagerly. Each in its own layout: kornia's images NCHW and 4x4 homogeneous
transforms, ivy_vision's images NHWC and 3x4 matrices; the inputs are made (and converted) before
timing. The two calls alternate in short blocks of ``k`` calls (``k`` sized to ~5 ms), for at
least ``--rounds`` rounds and about 3 s per function, so that drift and other load hit both;
the table gives the median time per call of each,
``ratio = ivy_vision / kornia`` and the largest difference of the two results (after the layout
change), which checks that both compute the same thing. The target: every ratio <= 1.2, the
median <= 0.9 (issue 30).

JAX / TensorFlow (their own environments): the same ivy_vision calls on the backend's arrays,
eager and compiled (``jax.jit``, waited for with ``block_until_ready``; ``tf.function``), with the
compiled speed-up. One framework thread by default (the machine is shared; ``--threads 0`` keeps
the frameworks' defaults). Results: the table on stdout and ``<out>/vision_vs_kornia_<backend>.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from functools import partial

if "--threads" not in sys.argv or "--threads=0" in sys.argv:
    for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ.setdefault(_var, "1")
    os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false "
                          "intra_op_parallelism_threads=1")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import ivy  # noqa: E402
import ivy_vision  # noqa: E402
import numpy as np  # noqa: E402

# float64 work on JAX needs its 64-bit mode: the user's setting (Ivy never changes it); this
# benchmark is the user here (JAX reads the variable when it is imported)
os.environ.setdefault("JAX_ENABLE_X64", "1")

B, H, W, C = 8, 128, 128, 3
SIGMA = 1.5  # of the Gaussian blur (radius 6: a 13-tap kernel)
N = H * W


# --- inputs (NumPy, float32) -------------------------------------------------------------------
def _rot(rng, scale):
    """Random rotation matrices ``[B, 3, 3]`` of angle up to ``scale`` rad (Rodrigues)."""
    axis = rng.normal(size=(B, 3))
    axis /= np.linalg.norm(axis, axis=-1, keepdims=True)
    theta = rng.uniform(0, scale, (B, 1, 1))
    k = np.zeros((B, 3, 3))
    k[:, 0, 1], k[:, 0, 2], k[:, 1, 2] = -axis[:, 2], axis[:, 1], -axis[:, 0]
    k = k - k.transpose(0, 2, 1)
    return np.eye(3) + np.sin(theta) * k + (1 - np.cos(theta)) * k @ k


def _rot2(rng, scale):
    """Random 2-D rotation matrices ``[B, 2, 2]`` of angle up to ``scale`` rad."""
    a = rng.uniform(-scale, scale, B)
    return np.stack([np.stack([np.cos(a), -np.sin(a)], -1), np.stack([np.sin(a), np.cos(a)], -1)], -2)


def make_inputs(seed=0):
    rng = np.random.default_rng(seed)
    f = 110.0
    K = np.broadcast_to(np.array([[f, 0, (W - 1) / 2], [0, f, (H - 1) / 2], [0, 0, 1]]), (B, 3, 3))
    E1 = np.concatenate([_rot(rng, 0.05), rng.normal(0, 0.05, (B, 3, 1))], -1)  # world -> cam 1
    E2 = np.concatenate([_rot(rng, 0.1), rng.normal(0, 0.2, (B, 3, 1))], -1)  # world -> cam 2
    d = {
        "K": K, "E1": E1, "E2": E2,
        "depth": rng.uniform(2.0, 5.0, (B, H, W, 1)),
        "image": rng.uniform(0.0, 1.0, (B, H, W, C)),
        "points": np.concatenate([rng.uniform(-1.5, 1.5, (B, N, 2)),
                                  rng.uniform(2.0, 5.0, (B, N, 1))], -1),
        "pixels": rng.uniform(0, W - 1, (B, N, 2)),
        "point_depth": rng.uniform(2.0, 5.0, (B, N, 1)),
        "coords": rng.uniform(-3.0, W + 2.0, (B, H, W, 2)),  # some outside: the zeros border
        # near-identity homographies and rotations + shifts about the image (the warps)
        "homography": np.eye(3) + rng.normal(0, 0.05, (B, 3, 3)) * np.array(
            [[1, 1, 10], [1, 1, 10], [1e-3, 1e-3, 0]]),
        "affine": np.concatenate([_rot2(rng, 0.3), rng.normal(0, 5.0, (B, 2, 1))], -1),
        "dist": np.broadcast_to([-0.2, 0.05, 1e-3, -1e-3, 0.01], (B, 5)),  # k1, k2, p1, p2, k3
    }
    # two views of the same points (triangulation)
    world = d["points"]
    for i, e in ((1, E1), (2, E2)):
        cam = world @ e[:, :, :3].transpose(0, 2, 1) + e[:, None, :, 3]
        px = cam @ K.transpose(0, 2, 1)
        d[f"px{i}"] = px[..., :2] / px[..., 2:]
        d[f"P{i}"] = K @ e
    return {k: np.ascontiguousarray(v, dtype=np.float32) for k, v in d.items()}


def homog(m):
    """``[..., 3, 4]`` -> ``[..., 4, 4]``."""
    bottom = np.zeros(m.shape[:-2] + (1, 4), m.dtype)
    bottom[..., 0, 3] = 1
    return np.concatenate([m, bottom], -2)


def inv_ext(e):
    r, t = e[..., :3], e[..., 3:]
    rt = np.swapaxes(r, -1, -2)
    return np.concatenate([rt, -rt @ t], -1)


# --- the ivy_vision calls (any backend) --------------------------------------------------------
def ivy_cases(d):
    """name -> (function of native arrays, NumPy arguments)."""
    ie1 = inv_ext(d["E1"])
    return {
        "pixel_grid": (lambda depth: ivy_vision.depth_to_ds_pixel_coords(depth), (d["depth"],)),
        "depth_to_cam_coords": (ivy_vision.depth_to_cam_coords, (d["depth"], d["K"])),
        "depth_to_world_coords": (ivy_vision.depth_to_world_coords, (d["depth"], d["K"], ie1)),
        "cam_to_pixel_coords": (ivy_vision.cam_to_pixel_coords, (d["points"], d["K"])),
        "pixel_to_cam_coords": (ivy_vision.pixel_to_cam_coords,
                                (d["pixels"], d["point_depth"], d["K"])),
        "cam_to_world_coords": (ivy_vision.cam_to_world_coords, (d["points"], ie1)),
        "ext_mat_to_inv_ext_mat": (ivy_vision.ext_mat_to_inv_ext_mat, (d["E1"],)),
        "bilinear_resample": (ivy_vision.bilinear_resample, (d["image"], d["coords"])),
        "inverse_warp": (ivy_vision.inverse_warp,
                         (d["image"], d["depth"], d["K"], d["E1"], d["K"], d["E2"])),
        "fundamental_matrix": (ivy_vision.fundamental_matrix, (d["K"], d["E1"], d["K"], d["E2"])),
        "triangulate_dlt": (ivy_vision.triangulate_dlt, (d["px1"], d["px2"], d["P1"], d["P2"])),
        "gaussian_blur": (lambda img: ivy_vision.gaussian_blur(img, SIGMA, border="mirror"),
                          (d["image"],)),
        "resample_nearest": (lambda img, c: ivy_vision.resample(img, c, "nearest"),
                             (d["image"], d["coords"])),
        "resample_bicubic": (lambda img, c: ivy_vision.resample(img, c, "bicubic"),
                             (d["image"], d["coords"])),
        "warp_perspective": (lambda img, m: ivy_vision.warp_perspective(img, m, (H, W)),
                             (d["image"], d["homography"])),
        "warp_affine": (lambda img, m: ivy_vision.warp_affine(img, m, (H, W)), (d["image"], d["affine"])),
        "spatial_gradient": (ivy_vision.spatial_gradient, (d["image"],)),
        "sobel": (ivy_vision.sobel, (d["image"],)),
        "laplacian": (lambda img: ivy_vision.laplacian(img, 3, "reflect101"), (d["image"],)),
        "distort_points": (_distort, (d["pixels"], d["K"], d["dist"])),
        "undistort_points": (_undistort, (d["pixels"], d["K"], d["dist"])),
        "undistort_image": (ivy_vision.undistort_image, (d["image"], d["K"], d["dist"])),
    }


def _distort(px, k, dist):  # kornia's distort_points works on pixels: the same chain here
    x = ivy_vision.normalize_points(px, k)
    return ivy_vision.denormalize_points(ivy_vision.distort_points(x, dist), k)


def _undistort(px, k, dist):
    return ivy_vision.denormalize_points(
        ivy_vision.undistort_points(ivy_vision.normalize_points(px, k), dist, 5), k)


# --- kornia: the same computations, and the layout change of its results -----------------------
def kornia_cases(d):
    """name -> (kornia function, NumPy arguments in kornia's layout, result -> ivy's layout)."""
    import torch  # noqa: PLC0415
    from kornia import filters  # noqa: PLC0415
    from kornia.geometry import calibration, camera, depth, epipolar, linalg, transform  # noqa: PLC0415

    try:
        from kornia.geometry import create_meshgrid  # noqa: PLC0415 (kornia >= 0.8.3)
    except ImportError:
        from kornia.utils import create_meshgrid  # noqa: PLC0415

    nchw = (0, 3, 1, 2)
    ie1 = homog(inv_ext(d["E1"]))
    rel = homog(d["E2"]) @ np.linalg.inv(homog(d["E1"]))  # camera 1 -> camera 2

    def pixel_grid(dep):  # kornia's grid times the depth: the same output as ivy's
        g = create_meshgrid(H, W, False, dep.device, dep.dtype)  # [1, H, W, 2]
        return torch.cat([g, torch.ones_like(g[..., :1])], -1) * dep

    def depth_to_world(dep, k, m):
        return linalg.transform_points(m[:, None], depth.depth_to_3d_v2(dep, k))

    def remap(img, coords):
        return transform.remap(img, coords[..., 0], coords[..., 1], align_corners=True)

    def fundamental(k1, e1, k2, e2):
        ess = epipolar.essential_from_Rt(e1[..., :3], e1[..., 3:], e2[..., :3], e2[..., 3:])
        return epipolar.fundamental_from_essential(ess, k1, k2)

    def blur(img):  # SciPy's truncation, as ivy_vision's default radius
        k = 2 * int(4 * SIGMA + 0.5) + 1
        return filters.gaussian_blur2d(img, (k, k), (SIGMA, SIGMA), border_type="reflect")

    def to_nhwc(x):
        return x.permute(0, 2, 3, 1)

    def remap_mode(mode):
        def f(img, coords):
            return transform.remap(img, coords[..., 0], coords[..., 1], mode=mode, align_corners=True)
        return f

    def warp(fn):
        def f(img, m):
            return fn(img, m, (H, W), align_corners=True)
        return f

    same = None
    return {
        "pixel_grid": (pixel_grid, (d["depth"],), same),
        "depth_to_cam_coords": (depth.depth_to_3d_v2, (d["depth"][..., 0], d["K"]), same),
        "depth_to_world_coords": (depth_to_world, (d["depth"][..., 0], d["K"], ie1), same),
        "cam_to_pixel_coords": (camera.project_points, (d["points"], d["K"][:, None]), same),
        "pixel_to_cam_coords": (camera.unproject_points,
                                (d["pixels"], d["point_depth"], d["K"][:, None]), same),
        "cam_to_world_coords": (linalg.transform_points, (ie1, d["points"]), same),
        "ext_mat_to_inv_ext_mat": (linalg.inverse_transformation, (homog(d["E1"]),),
                                   lambda x: x[:, :3]),
        "bilinear_resample": (remap, (d["image"].transpose(nchw), d["coords"]), to_nhwc),
        "inverse_warp": (depth.warp_frame_depth,
                         (d["image"].transpose(nchw), d["depth"].transpose(nchw), rel, d["K"]),
                         to_nhwc),
        "fundamental_matrix": (fundamental, (d["K"], d["E1"], d["K"], d["E2"]), same),
        "triangulate_dlt": (epipolar.triangulate_points, (d["P1"], d["P2"], d["px1"], d["px2"]),
                            same),
        "gaussian_blur": (blur, (d["image"].transpose(nchw),), to_nhwc),
        "resample_nearest": (remap_mode("nearest"), (d["image"].transpose(nchw), d["coords"]), to_nhwc),
        "resample_bicubic": (remap_mode("bicubic"), (d["image"].transpose(nchw), d["coords"]), to_nhwc),
        "warp_perspective": (warp(transform.warp_perspective), (d["image"].transpose(nchw), d["homography"]),
                             to_nhwc),
        "warp_affine": (warp(transform.warp_affine), (d["image"].transpose(nchw), d["affine"]), to_nhwc),
        "spatial_gradient": (filters.spatial_gradient, (d["image"].transpose(nchw),),
                             lambda x: x.permute(0, 3, 4, 1, 2)),
        "sobel": (filters.sobel, (d["image"].transpose(nchw),), to_nhwc),
        "laplacian": (lambda img: filters.laplacian(img, 3, border_type="reflect"),
                      (d["image"].transpose(nchw),), to_nhwc),
        "distort_points": (calibration.distort_points, (d["pixels"], d["K"], d["dist"]), same),
        "undistort_points": (lambda p, k, c: calibration.undistort_points(p, k, c, num_iters=5),
                             (d["pixels"], d["K"], d["dist"]), same),
        "undistort_image": (calibration.undistort_image, (d["image"].transpose(nchw), d["K"], d["dist"]),
                            to_nhwc),
    }


NOTES = {
    "pixel_grid": "kornia: create_meshgrid, made homogeneous, times the depth",
    "depth_to_cam_coords": "kornia: depth_to_3d_v2",
    "depth_to_world_coords": "kornia: depth_to_3d_v2 + transform_points (4x4)",
    "cam_to_pixel_coords": "kornia: project_points",
    "pixel_to_cam_coords": "kornia: unproject_points",
    "cam_to_world_coords": "kornia: transform_points (4x4)",
    "ext_mat_to_inv_ext_mat": "kornia: inverse_transformation (4x4)",
    "bilinear_resample": "kornia: remap (grid_sample), zeros border",
    "inverse_warp": "kornia: warp_frame_depth",
    "fundamental_matrix": "kornia: essential_from_Rt + fundamental_from_essential",
    "triangulate_dlt": "kornia: triangulate_points (DLT, eigh solver)",
    "gaussian_blur": "kornia: gaussian_blur2d (13x13, sigma 1.5, mirror border)",
    "resample_nearest": "kornia: remap (grid_sample), nearest, zeros border",
    "resample_bicubic": "kornia: remap (grid_sample), bicubic, zeros border",
    "warp_perspective": "kornia: warp_perspective (bilinear, zeros, align_corners)",
    "warp_affine": "kornia: warp_affine (bilinear, zeros, align_corners)",
    "spatial_gradient": "kornia: spatial_gradient (sobel, order 1, normalized)",
    "sobel": "kornia: sobel (normalized, eps 1e-6)",
    "laplacian": "kornia: laplacian (3x3, reflect border = ivy's mirror / reflect101)",
    "distort_points": "kornia: distort_points (pixels; ivy: normalize, distort, denormalize)",
    "undistort_points": "kornia: undistort_points (5 iterations; ivy: the same chain)",
    "undistort_image": "kornia: undistort_image (bilinear, zeros)",
}


# --- timing ------------------------------------------------------------------------------------
def _block(fn, k, sync):
    t0 = time.perf_counter()
    for _ in range(k):
        out = fn()
    sync(out)
    return (time.perf_counter() - t0) / k


def time_interleaved(fns, sync, rounds, target=0.005, budget=3.0):
    """Median seconds per call of each function in ``fns``: blocks of ``k`` calls (``k`` sized to
    ``target`` seconds) alternate between the functions, in alternating order, for at least
    ``rounds`` rounds and about ``budget`` seconds in all (many short blocks: a burst of other
    load on the machine hits a few blocks of each function, which the median discards)."""
    for fn in fns:  # warm up (first-call costs, compilation)
        for _ in range(3):
            sync(fn())
    once = max(_block(fn, 1, sync) for fn in fns)
    k = max(1, min(1000, int(target / max(once, 1e-7))))
    n = max(rounds, min(400, int(budget / (k * once * len(fns)))))
    times = [[] for _ in fns]
    for r in range(n):
        order = range(len(fns)) if r % 2 == 0 else reversed(range(len(fns)))
        for i in order:
            times[i].append(_block(fns[i], k, sync))
    return [statistics.median(t) for t in times]


def max_diff(a, b):
    a, b = np.asarray(a, np.float64), np.asarray(b, np.float64)
    if a.shape != b.shape:
        return float("inf")
    both_nan = np.isnan(a) & np.isnan(b)
    diff = np.where(both_nan, 0.0, np.abs(a - b))
    return float(np.nanmax(np.where(np.isnan(diff), np.inf, diff))) if diff.size else 0.0


def run_torch(d, rounds, only):
    import torch  # noqa: PLC0415

    def t(x):
        return torch.from_numpy(np.ascontiguousarray(x))

    iv, ko = ivy_cases(d), kornia_cases(d)
    rows = []
    with torch.no_grad():
        for name in iv:
            if only and name not in only:
                continue
            fi, ai = iv[name]
            fk, ak, back = ko[name]
            ai, ak = [t(a) for a in ai], [t(a) for a in ak]
            ri, rk = fi(*ai), fk(*ak)
            rk = back(rk) if back else rk
            diff = max_diff(ri.numpy(), rk.numpy())
            if name == "fundamental_matrix":  # equal up to scale: compare normalised
                def unit(m):
                    m = m.numpy().reshape(B, 9)
                    m = m / np.linalg.norm(m, axis=-1, keepdims=True)
                    return m * np.sign(m[:, np.argmax(np.abs(m[0]))])[:, None]
                diff = max_diff(unit(ri), unit(rk))
            ti, tk = time_interleaved([partial(fi, *ai), partial(fk, *ak)], lambda o: None,
                                      rounds)
            rows.append({"function": name, "ivy_us": ti * 1e6, "kornia_us": tk * 1e6,
                         "ratio": ti / tk, "max_abs_diff": diff, "kornia": NOTES[name]})
            print(f"{name:24s} ivy {ti * 1e6:10.1f} us  kornia {tk * 1e6:10.1f} us  "
                  f"ratio {ti / tk:5.2f}  max|diff| {diff:.2e}", flush=True)
    return rows


def run_compiled(backend, d, rounds, only):
    bk = ivy.get_backend(backend)
    if backend == "jax":
        import jax  # noqa: PLC0415

        def compile_(f):
            return jax.jit(f)

        def sync(o):
            jax.block_until_ready(o)
    else:
        import tensorflow as tf  # noqa: PLC0415

        def compile_(f):
            return tf.function(f)

        def sync(o):
            return None  # TensorFlow's eager and tf.function calls return finished tensors

    rows = []
    for name, (fi, ai) in ivy_cases(d).items():
        if only and name not in only:
            continue
        args = [bk.asarray(a) for a in ai]
        cf = compile_(fi)
        eager_out, comp_out = fi(*args), cf(*args)
        diff = max_diff(np.asarray(eager_out), np.asarray(comp_out))
        te, tc = time_interleaved([partial(fi, *args), partial(cf, *args)], sync, rounds)
        rows.append({"function": name, "eager_us": te * 1e6, "compiled_us": tc * 1e6,
                     "speedup": te / tc, "max_abs_diff_vs_eager": diff})
        print(f"{name:24s} eager {te * 1e6:10.1f} us  compiled {tc * 1e6:10.1f} us  "
              f"speed-up {te / tc:6.1f}x  max|diff| {diff:.1e}", flush=True)
    return rows


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--backend", choices=("torch", "jax", "tensorflow"), default=None,
                        help="default: torch if installed, else jax, else tensorflow")
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--threads", type=int, default=1, help="framework threads (0: default)")
    parser.add_argument("--only", nargs="*", default=None)
    parser.add_argument("--out", default="benchmarks/results")
    args = parser.parse_args(argv)
    import importlib.util  # noqa: PLC0415

    backend = args.backend or next(b for b in ("torch", "jax", "tensorflow")
                                   if importlib.util.find_spec(b) is not None)
    if args.threads:
        if backend == "torch":
            import torch  # noqa: PLC0415
            torch.set_num_threads(args.threads)
        elif backend == "tensorflow":
            import tensorflow as tf  # noqa: PLC0415
            tf.config.threading.set_intra_op_parallelism_threads(args.threads)
            tf.config.threading.set_inter_op_parallelism_threads(args.threads)
    d = make_inputs()
    print(f"ivy_vision {ivy_vision.__version__} on {backend}; batch {B}, {H}x{W} images, {N} points "
          f"per batch element, float32, {args.rounds} rounds, threads {args.threads or 'default'}")
    if backend == "torch":
        import kornia  # noqa: PLC0415
        import torch  # noqa: PLC0415
        print(f"torch {torch.__version__}, kornia {kornia.__version__}")
        rows = run_torch(d, args.rounds, args.only)
        ratios = [r["ratio"] for r in rows]
        summary = {"median_ratio": statistics.median(ratios), "max_ratio": max(ratios),
                   "within_1.2": sum(r <= 1.2 for r in ratios), "of": len(ratios)}
        print(f"median ratio {summary['median_ratio']:.2f} (target <= 0.9), max "
              f"{summary['max_ratio']:.2f} (target <= 1.2), {summary['within_1.2']} of "
              f"{len(ratios)} within 1.2x")
    else:
        rows = run_compiled(backend, d, args.rounds, args.only)
        summary = {"median_speedup": statistics.median(r["speedup"] for r in rows)}
    os.makedirs(args.out, exist_ok=True)
    path = os.path.join(args.out, f"vision_vs_kornia_{backend}.json")
    with open(path, "w") as fh:
        json.dump({"backend": backend, "machine": platform.platform(), "rows": rows,
                   "summary": summary, "rounds": args.rounds, "threads": args.threads}, fh,
                  indent=1)
    print(f"results: {path}")


if __name__ == "__main__":
    main()
