"""A tour of ivy_vision on any backend: two cameras look at a small scene, and the library turns
their depth and images into optical flow, depth again, warped images, a voxel grid and a tiny
implicit-rendering fit.

    python demos/vision_tour.py                          # the first autodiff backend installed
    python demos/vision_tour.py --backend jax --out demos/output/vision_tour
    python demos/vision_tour.py --backend numpy          # all but the fit (NumPy has no autodiff)

The scene (a chequered ground plane, a back wall and a ball) is ray cast in NumPy for two
cameras a few decimetres apart: their images and depth are the ground truth. On the chosen
backend's native arrays (float64) the tour then

1. computes the optical flow from view 1 to view 2 from view 1's depth and the cameras
   (``depth_to_optical_flow``) and triangulates view 1's depth back from that flow
   (``optical_flow_to_depth``);
2. inverse-warps view 2's image into view 1 with view 1's depth (``inverse_warp``, bilinear) and
   forward-warps view 1's image into view 2 by splatting its world points with a depth buffer
   (``quantize_to_image(..., fusion="min")``), each compared with the real image of that view;
3. fuses the coloured points of both views into a voxel grid (``coords_to_voxel_grid``);
4. fits a ball to view 1's depth by differentiable volume rendering: the ball's centre and radius
   give a density along each camera ray, in front of the known ground and wall
   (``stratified_sample``, ``sample_points_on_rays``, ``sphere_signed_distances``,
   ``termination_probabilities``, ``render_depth``), and Adam on the depth error
   (``ivy.execute_with_gradients``; on JAX the step is compiled by ``ivy.compile``) moves a
   misplaced ball onto the true one.

Each step prints its error against the ground truth; ``run`` returns them (the test asserts them).
A figure of every step is saved in ``--out`` (``vision_tour.png``, matplotlib's Agg backend).
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import ivy
import ivy_vision
import numpy as np

# the tour computes in float64: on JAX that needs its 64-bit mode, the user's setting (Ivy never
# changes it); this script is the user here (JAX reads the variable when it is imported)
os.environ.setdefault("JAX_ENABLE_X64", "1")

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:  # _cli.py beside this script (also when a test loads it)
    sys.path.insert(0, _HERE)
import _cli  # noqa: E402 - the demos' parser and progress bars

DEFAULT_OUT = Path(__file__).resolve().parent / "output" / "vision_tour"
BALL = (0.25, 3.0, 0.45, 0.45)  # centre x, y, z and radius (world: z up, metres)
WALL_Y = 5.0
BETA, SOFT = 100.0, 0.02  # the fit's density: BETA * sigmoid(-sdf / SOFT) (per metre, metres)


# --- the scene, ray cast in NumPy (the ground truth) -----------------------------------------
def look(position, yaw_deg, pitch_deg):
    """World -> camera extrinsic ``[3, 4]`` of a camera at ``position`` looking along +y turned by
    ``yaw`` (left-right) and pitched down by ``pitch`` (OpenCV axes: x right, y down, z forward)."""
    yaw, pitch = np.deg2rad(yaw_deg), np.deg2rad(pitch_deg)
    forward = np.array([np.sin(yaw) * np.cos(pitch), np.cos(yaw) * np.cos(pitch), -np.sin(pitch)])
    right = np.array([np.cos(yaw), -np.sin(yaw), 0.0])
    down = np.cross(forward, right)
    rot = np.stack([right, down, forward])  # rows: camera axes in the world
    return np.concatenate([rot, -rot @ np.asarray(position, float)[:, None]], axis=1)


def render_scene(calib, ext, h, w, ball=True):
    """RGB ``[h, w, 3]`` and depth (camera z) ``[h, w, 1]`` of the scene seen by one camera
    (``ball=False``: without the ball)."""
    rot, t = ext[:, :3], ext[:, 3]
    origin = -rot.T @ t
    u, v = np.meshgrid(np.arange(w, dtype=float), np.arange(h, dtype=float), indexing="xy")
    rays = np.stack([u, v, np.ones_like(u)], -1) @ np.linalg.inv(calib).T @ rot  # camera z = 1
    with np.errstate(divide="ignore", invalid="ignore"):
        t_ground = np.where(rays[..., 2] < 0, -origin[2] / rays[..., 2], np.inf)
        t_wall = np.where(rays[..., 1] > 0, (WALL_Y - origin[1]) / rays[..., 1], np.inf)
    oc = origin - np.array(BALL[:3])
    a, b = np.sum(rays * rays, -1), 2 * rays @ oc
    disc = b * b - 4 * a * (oc @ oc - BALL[3] ** 2)
    t_ball = np.where(disc > 0, (-b - np.sqrt(np.maximum(disc, 0))) / (2 * a), np.inf)
    t_ball = t_ball if ball else np.full_like(t_ball, np.inf)
    t = np.minimum(np.minimum(t_ground, t_wall), t_ball)
    p = origin + t[..., None] * rays
    checker = (np.floor(p[..., 0] * 2) + np.floor(p[..., 1] * 2)) % 2
    ground = np.where(checker[..., None] > 0, [0.85, 0.8, 0.6], [0.35, 0.45, 0.3])
    wall = 0.4 + 0.3 * np.stack([np.sin(3 * p[..., 0]), np.cos(2 * p[..., 2]),
                                 np.sin(p[..., 0] + p[..., 2])], -1) ** 2
    shade = 0.5 + 0.5 * np.clip((p - np.array(BALL[:3]))[..., 2:3] / BALL[3], 0, 1)
    rgb = np.where((t == t_ball)[..., None], shade * np.array([0.9, 0.2, 0.15]),
                   np.where((t == t_wall)[..., None], wall, ground))
    return rgb, t[..., None]


def make_views(h, w):
    """Calibration, two extrinsics, and each view's image and depth (NumPy float64)."""
    f = 0.9 * w
    calib = np.array([[f, 0.0, (w - 1) / 2], [0.0, f, (h - 1) / 2], [0.0, 0.0, 1.0]])
    ext1 = look((0.0, 0.0, 1.4), 0.0, 18.0)
    ext2 = look((0.35, 0.15, 1.45), -4.0, 20.0)
    (rgb1, depth1), (rgb2, depth2) = (render_scene(calib, e, h, w) for e in (ext1, ext2))
    background1 = render_scene(calib, ext1, h, w, ball=False)[1]
    return dict(calib=calib, ext1=ext1, ext2=ext2, rgb1=rgb1, depth1=depth1, rgb2=rgb2,
                depth2=depth2, background1=background1)


# --- the tour ---------------------------------------------------------------------------------
def default_backend():
    """The first installed backend with automatic differentiation, else NumPy."""
    for name, module in (("torch", "torch"), ("jax", "jax"), ("tensorflow", "tensorflow"),
                         ("mxnet", "mxnet")):
        if importlib.util.find_spec(module) is not None:
            return name
    return "numpy"


def _median_abs(a, b, mask=None):
    d = np.abs(np.asarray(a, float) - np.asarray(b, float))
    if mask is not None:
        d = d[np.broadcast_to(mask, d.shape)]
    d = d[np.isfinite(d)]
    return float(np.median(d)) if d.size else float("nan")


def run(backend=None, quick=False, out=DEFAULT_OUT, fit_steps=None, log=print, show_progress=True):
    """Run the tour on ``backend``; returns a dict of errors and arrays (NumPy) for the figure.
    The fit's progress bar goes to stderr unless ``show_progress`` is False (or stderr is not a
    terminal)."""
    backend = backend or default_backend()
    h, w = (24, 32) if quick else (60, 80)
    views = make_views(h, w)

    def nat(a):  # a native float64 array of the backend
        with ivy.use(backend):
            return ivy.asarray(np.asarray(a, dtype="float64"))

    K, E1, E2 = nat(views["calib"]), nat(views["ext1"]), nat(views["ext2"])
    rgb1, depth1, rgb2 = nat(views["rgb1"]), nat(views["depth1"]), nat(views["rgb2"])
    log(f"ivy_vision {ivy_vision.__version__} on {backend} ({type(K).__module__}."
        f"{type(K).__qualname__}, float64); {h}x{w} images")
    res = {"backend": backend, "views": views}

    # 1. optical flow from depth, and depth from flow
    flow = ivy_vision.depth_to_optical_flow(depth1, K, E1, K, E2)
    depth_back = ivy_vision.optical_flow_to_depth(flow, K, E1, K, E2)
    res["flow"], res["depth_from_flow"] = ivy.to_numpy(flow), ivy.to_numpy(depth_back)
    rel = np.abs(res["depth_from_flow"] - views["depth1"]) / views["depth1"]
    res["depth_from_flow_median_rel_err"] = float(np.median(rel))
    mag = np.linalg.norm(res["flow"], axis=-1)
    log(f"1. flow 1->2: |flow| {mag.min():.2f} .. {mag.max():.2f} px; depth triangulated back "
        f"from it: median relative error {np.median(rel):.1e}")

    # 2. inverse warp (2 -> 1, bilinear) and forward warp (1 -> 2, depth buffer)
    warped = ivy.to_numpy(ivy_vision.inverse_warp(rgb2, depth1, K, E1, K, E2))
    res["inverse_warp"] = warped
    res["inverse_warp_median_err"] = _median_abs(warped, views["rgb1"])
    inv_ext1 = ivy_vision.ext_mat_to_inv_ext_mat(E1)
    world1 = ivy_vision.depth_to_world_coords(depth1, K, inv_ext1)  # [H, W, 3]
    full2 = ivy_vision.calib_and_ext_to_full_mat(K, E2)
    px2 = ivy.reshape(ivy_vision.world_to_pixel_coords(world1, full2), (-1, 2))
    z2 = ivy.reshape(ivy_vision.world_to_cam_coords(world1, E2)[..., 2:3], (-1, 1))
    splat, splat_depth, counts = ivy_vision.quantize_to_image(
        px2, ivy.reshape(rgb1, (-1, 3)), (h, w), fusion="min", depth=z2)
    filled = ivy.to_numpy(counts) > 0
    res["forward_warp"] = np.where(filled, ivy.to_numpy(splat), np.nan)
    res["forward_warp_filled"] = float(filled.mean())
    res["forward_warp_median_err"] = _median_abs(ivy.to_numpy(splat), views["rgb2"], filled)
    res["forward_warp_depth_median_err"] = _median_abs(ivy.to_numpy(splat_depth),
                                                       views["depth2"], filled)
    log(f"2. inverse warp 2->1: median |error| vs image 1 {res['inverse_warp_median_err']:.3f}; "
        f"forward warp 1->2: {filled.mean():.0%} of pixels filled, median |error| vs image 2 "
        f"{res['forward_warp_median_err']:.3f}, depth {res['forward_warp_depth_median_err']:.1e} m")

    # 3. both views' coloured points in one voxel grid
    inv_ext2 = ivy_vision.ext_mat_to_inv_ext_mat(E2)
    world2 = ivy_vision.depth_to_world_coords(nat(views["depth2"]), K, inv_ext2)
    pts = ivy.concat([ivy.reshape(world1, (-1, 3)), ivy.reshape(world2, (-1, 3))], axis=0)
    cols = ivy.concat([ivy.reshape(rgb1, (-1, 3)), ivy.reshape(rgb2, (-1, 3))], axis=0)
    bounds = ((-1.5, 1.2, 0.0), (1.5, 4.2, 1.2))
    _, mean_cols, vcounts = ivy_vision.coords_to_voxel_grid(pts, (12, 12, 6), features=cols,
                                                            bounds=bounds)
    res["voxel_colours"], res["voxel_counts"] = ivy.to_numpy(mean_cols), ivy.to_numpy(vcounts)
    p = ivy.to_numpy(pts)
    inside = np.all((p >= bounds[0]) & (p <= bounds[1]), axis=-1)
    res["voxel_points_inside"] = int(inside.sum())
    log(f"3. voxel grid 12x12x6 of {p.shape[0]} points: {int((res['voxel_counts'] > 0).sum())} "
        f"voxels occupied, {int(res['voxel_counts'].sum())} points counted "
        f"({res['voxel_points_inside']} inside the bounds)")

    # 4. implicit rendering: fit a ball to view 1's depth
    res.update(fit_ball(backend, views, nat, K, inv_ext1, quick, fit_steps, log, show_progress))
    save_figure(Path(out) / "vision_tour.png", res)
    log(f"figure: {Path(out) / 'vision_tour.png'}")
    return res


def fit_ball(backend, views, nat, K, inv_ext1, quick, steps, log, show_progress=True):
    """Fit the ball's centre and radius to view 1's depth by volume rendering (module docstring,
    step 4). The ball is a density ``BETA * sigmoid(-sdf / SOFT)`` of its signed distance
    (``sphere_signed_distances``) in front of the known background (ground and wall): each ray is
    sampled from 0.5 m to the background, and what the ball lets through ends there. The soft
    density makes rays that graze the ball opaque too (its silhouette looks a few ``SOFT``
    wider), so the fitted radius comes out smaller than the true one; the centre is recovered to
    about 0.1 m. On NumPy the gradient raises Ivy's no-autodiff error, reported instead."""
    h, w = views["depth1"].shape[:2]
    steps = steps or (40 if quick else 100)
    samples = 32 if quick else 64
    with ivy.use(backend):
        pixels = ivy_vision.create_uniform_pixel_coords_image((h, w), homogeneous=False,
                                                              dtype="float64")
    dirs = ivy.reshape(ivy_vision.pixel_coords_to_world_ray_vectors(pixels, K, inv_ext1), (-1, 3))
    origin = inv_ext1[..., 3]  # the camera centre
    n = dirs.shape[0]

    def radial(depth):  # camera-z depth image -> distance along each ray, [R]
        return ivy.reshape(ivy_vision.depth_to_radial_depth(nat(depth), K), (n,))

    target = radial(views["depth1"])
    background = radial(views["background1"])
    near = ivy.full_like(background, 0.5)

    def render(v, depths):
        points = ivy.reshape(ivy_vision.sample_points_on_rays(origin, dirs, depths), (-1, 3))
        sdf = ivy_vision.sphere_signed_distances(v["centre"][None], v["radius"], points)
        density = ivy.multiply(BETA, ivy.sigmoid(ivy.divide(ivy.negative(sdf), SOFT)))
        weights = ivy_vision.termination_probabilities(ivy.reshape(density, (n, samples)), depths,
                                                       far=background)
        through = ivy.subtract(1.0, ivy.sum(weights, axis=-1))  # rays the ball lets through
        return ivy.add(ivy_vision.render_depth(weights, depths)[:, 0],
                       ivy.multiply(through, background))

    def loss_fn(v, depths):
        return ivy.mean(ivy.abs(ivy.subtract(render(v, depths), target)))

    def loss_and_grads(v, depths):
        return ivy.execute_with_gradients(lambda v: loss_fn(v, depths), v)

    if backend == "jax":  # JAX's eager mode compiles each operation on its own: compile the step
        loss_and_grads, loss_fn = ivy.compile(loss_and_grads), ivy.compile(loss_fn)
    centres = ivy_vision.stratified_sample(near, background, samples, randomize=False)  # [R, S]

    true_c, true_r = np.array(BALL[:3]), BALL[3]
    v = ivy.Container(centre=nat(true_c + [0.3, -0.4, 0.1]), radius=nat([0.3]))
    err0 = float(np.linalg.norm(ivy.to_numpy(v["centre"]) - true_c))
    optimizer = ivy.Adam(0.03)
    losses = [float(ivy.to_numpy(loss_fn(v, centres)))]  # the loss at the bin centres
    with _cli.progress(steps, "ball fit", quiet=not show_progress, leave=False,
                       unit="step") as bar:
        for step in range(steps):
            # random samples in every bin, new each step (seeded): a stochastic quadrature
            depths = ivy_vision.stratified_sample(near, background, samples, seed=step)
            try:
                _, grads = loss_and_grads(v, depths)
            except ivy.IvyUnsupportedError as e:  # NumPy: no automatic differentiation
                log(f"4. ball fit by volume rendering: not on {backend}: {e}")
                return {"fit_error": str(e)}
            v = optimizer.step(v, grads)
            losses.append(float(ivy.to_numpy(loss_fn(v, centres))))
            bar.set_postfix_str(f"depth error {losses[-1]:.3f} m", refresh=False)
            bar.update()
    centre, radius = ivy.to_numpy(v["centre"]), float(ivy.to_numpy(v["radius"])[0])
    err = float(np.linalg.norm(centre - true_c))
    log(f"4. ball fit by volume rendering ({n} rays x {samples} samples, {steps} Adam steps): "
        f"centre error {err0:.3f} -> {err:.3f} m, radius 0.30 -> {radius:.3f} (true {true_r}), "
        f"mean depth error {losses[0]:.3f} -> {losses[-1]:.3f} m")
    return {"fit_losses": losses, "fit_centre_error": (err0, err), "fit_radius": radius,
            "fit_depth": ivy.to_numpy(ivy.reshape(render(v, centres), (h, w, 1)))}


# --- the figure --------------------------------------------------------------------------------
def save_figure(path, res):
    import matplotlib  # noqa: PLC0415

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # noqa: PLC0415

    v = res["views"]
    fig = plt.figure(figsize=(16, 8))
    panels = [("view 1", v["rgb1"]), ("view 2", v["rgb2"]), ("depth 1 (m)", v["depth1"][..., 0]),
              ("flow 1->2 (u, px)", res["flow"][..., 0]),
              ("depth from flow: |error| (m)", np.abs(res["depth_from_flow"] - v["depth1"])[..., 0]),
              ("inverse warp 2->1", np.clip(np.nan_to_num(res["inverse_warp"]), 0, 1)),
              ("forward warp 1->2 (depth buffer)", np.clip(np.nan_to_num(res["forward_warp"]), 0, 1))]
    for i, (title, img) in enumerate(panels):
        ax = fig.add_subplot(2, 5, i + 1)
        im = ax.imshow(img)
        if img.ndim == 2:
            fig.colorbar(im, ax=ax, fraction=0.046)
        ax.set_title(title, fontsize=9)
        ax.axis("off")
    ax = fig.add_subplot(2, 5, 8, projection="3d")
    filled = res["voxel_counts"] > 0
    colours = np.concatenate([res["voxel_colours"], np.full(filled.shape + (1,), 0.9)], -1)
    ax.voxels(filled, facecolors=colours.clip(0, 1), edgecolor="k", linewidth=0.1)
    ax.set_title("voxel grid of both views", fontsize=9)
    if "fit_losses" in res:
        ax = fig.add_subplot(2, 5, 9)
        ax.plot(res["fit_losses"])
        ax.set_yscale("log")
        ax.set_xlabel("step")
        ax.set_title("ball fit: rendered-depth loss", fontsize=9)
        ax = fig.add_subplot(2, 5, 10)
        ax.imshow(res["fit_depth"][..., 0])
        ax.set_title("rendered depth after the fit", fontsize=9)
        ax.axis("off")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=80)
    plt.close(fig)


def main(argv=None):
    parser = _cli.DemoParser(__doc__)
    parser.add_argument("--backend", default=None, choices=sorted(ivy._backend.BACKENDS),
                        help="whose native arrays the tour runs on (default: the first autodiff "
                             "backend installed, else numpy)")
    parser.add_argument("--quick", action="store_true", help="small images, few fit steps")
    parser.add_argument("--fit-steps", type=int, default=None,
                        help="Adam steps of the ball fit (default: 100, 40 with --quick)")
    parser.add_argument("--out", default=str(DEFAULT_OUT), help="folder for the figure")
    _cli.add_quiet(parser)
    args = parser.parse_args(argv)
    failed = failures(run(args.backend, args.quick, args.out, args.fit_steps,
                          show_progress=not args.quiet))
    for f in failed:
        print(f"FAILED: {f}", file=sys.stderr)
    return 1 if failed else 0


def failures(res):
    """The success criteria the tour must meet, as the list of those it misses."""
    checks = [
        (res["depth_from_flow_median_rel_err"] < 1e-6, "depth triangulated back from the flow"),
        (res["inverse_warp_median_err"] < 0.02, "inverse warp against the real first view"),
        (res["forward_warp_filled"] > 0.6 and res["forward_warp_median_err"] < 0.02,
         "forward warp against the real second view"),
        (int(res["voxel_counts"].sum()) == res["voxel_points_inside"] > 0,
         "voxel grid's point count"),
    ]
    if "fit_losses" in res:
        (err0, err), losses = res["fit_centre_error"], res["fit_losses"]
        checks.append((losses[-1] < 0.4 * losses[0] and err < 0.6 * err0,
                       "the ball fit's depth loss and centre error"))
    return [what for ok, what in checks if not ok]


if __name__ == "__main__":
    sys.exit(main())
