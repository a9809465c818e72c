"""ivy_vision inside a Keras model: a TensorFlow project trains through Ivy's 3D geometry.

    python demos/vision_in_keras.py                 # full run (about a minute on 2 CPU cores)
    python demos/vision_in_keras.py --quick         # small and fast (what the test runs)
    python demos/vision_in_keras.py --epochs 30 --out demos/output/vision_in_keras

The task: each sample is an RGB-D image of a scene (a ground plane, a back wall and one red ball)
seen by a camera whose pose varies a little from sample to sample; the model regresses where the
ball is in the world (its x, y and radius). The model is plain Keras: ``Conv2D`` (1x1, per-pixel
features from colour) -> :class:`VoxelGridLayer`, which calls ivy_vision on the layer's
``tf.Tensor``s (depth + camera -> world points -> voxel grid of the mean features) ->
``Conv3D`` -> ``Dense``. Keras trains it (``model.fit``, Adam), and Keras runs the training step
inside ``tf.function``: the layer records that it was called in graph mode every time, so there
is no eager fallback. The script then checks, and exits non-zero if any check fails:

* the gradient of the loss (in a ``tf.function`` of its own, with ``tf.GradientTape``, calling
  ivy_vision directly, before training) reaches the layers
  before the ivy_vision call (the ``Conv2D``) and after it (``Conv3D``, ``Dense``): finite and
  not all zero;
* the training loss falls clearly: the last epoch's loss is at most ``--max-loss-ratio`` (0.3)
  times the first epoch's;
* no warning or log record of TensorFlow / AutoGraph / Python mentions Ivy (e.g. AutoGraph failing
  to transform one of Ivy's functions).

The batch size is left to run time, as in any Keras model: the inputs' batch dimension is
``None``, and the data set's last batch of each epoch is smaller (the batch size does not divide
the number of samples; no ``drop_remainder``). ivy_vision reads sizes that ``tf.function`` leaves
unknown at run time; the script checks that Keras traced the layer with a ``None`` batch.

It saves ``vision_in_keras.png`` (the voxel grid of one scene, its input image, and the loss
curve) in ``--out`` (headless: matplotlib's Agg backend). Nothing but TensorFlow, Keras, NumPy,
matplotlib and ivy-core / ivy-mech / ivy-vision is needed: ``nox -s keras_project`` runs it in a
fresh environment with exactly those, installed from wheels.
"""

from __future__ import annotations

import logging
import math
import os
import sys
import time
import warnings
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")  # TensorFlow's C++ start-up chatter
os.environ.setdefault("KERAS_BACKEND", "tensorflow")

import numpy as np  # noqa: E402

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:  # _cli.py beside this script (also when a test loads it)
    sys.path.insert(0, _HERE)
import _cli  # noqa: E402 - the demos' parser

DEFAULT_OUT = Path(__file__).resolve().parent / "output" / "vision_in_keras"
BOUNDS = ((-1.6, 1.6), (0.8, 5.6), (-0.2, 1.4))  # world x, y, z (metres) covered by the grid


# --- the data: RGB-D images of a ball on a plane, by ray casting in NumPy ---------------------
def camera_pose(rng, n):
    """Camera-to-world matrices ``[n, 3, 4]``: at (x, 0, 1.6) with a little jitter, looking along
    +y, pitched down by about 25 degrees (OpenCV axes: x right, y down, z forward)."""
    pitch = np.deg2rad(25.0) + rng.uniform(-0.05, 0.05, n)
    yaw = rng.uniform(-0.08, 0.08, n)
    mats = np.zeros((n, 3, 4))
    for i in range(n):
        cp, sp, cy, sy = np.cos(pitch[i]), np.sin(pitch[i]), np.cos(yaw[i]), np.sin(yaw[i])
        forward = np.array([sy * cp, cy * cp, -sp])
        right = np.array([cy, -sy, 0.0])
        down = np.cross(forward, right)
        mats[i, :, :3] = np.stack([right, down, forward], axis=1)  # columns: camera axes in world
        mats[i, :, 3] = [rng.uniform(-0.1, 0.1), rng.uniform(-0.1, 0.1), 1.6]
    return mats


def make_data(n, size, seed=0):
    """``n`` scenes seen at ``size x size`` pixels.

    Returns:
        dict of float32 arrays: ``rgb [n, size, size, 3]``, ``depth [n, size, size, 1]`` (depth
        along the camera's z axis), ``calib [n, 3, 3]``, ``cam_to_world [n, 3, 4]`` and the
        target ``ball [n, 3]`` (x, y, radius, each scaled to about [-1, 1]).
    """
    rng = np.random.default_rng(seed)
    f = size / (2.0 * np.tan(np.deg2rad(70.0) / 2))
    calib = np.array([[f, 0, size / 2], [0, f, size / 2], [0, 0, 1]])
    poses = camera_pose(rng, n)
    ball = np.stack([rng.uniform(-1.0, 1.0, n), rng.uniform(2.0, 4.4, n),
                     rng.uniform(0.25, 0.5, n)], axis=-1)
    u, v = np.meshgrid(np.arange(size) + 0.5, np.arange(size) + 0.5, indexing="xy")
    rays_cam = np.stack([(u - size / 2) / f, (v - size / 2) / f, np.ones_like(u)], -1)  # z = 1
    rgb = np.empty((n, size, size, 3))
    depth = np.empty((n, size, size, 1))
    for i in range(n):
        rot, origin = poses[i, :, :3], poses[i, :, 3]
        rays = rays_cam @ rot.T  # world direction of each pixel's ray, camera z component 1
        centre = np.array([ball[i, 0], ball[i, 1], ball[i, 2]])
        # ground z = 0, back wall y = 6, ball |p - c| = r: nearest positive hit along the ray
        t_ground = np.where(rays[..., 2] < -1e-6, -origin[2] / np.minimum(rays[..., 2], -1e-6),
                            np.inf)
        t_wall = np.where(rays[..., 1] > 1e-6, (6.0 - origin[1]) / np.maximum(rays[..., 1], 1e-6),
                          np.inf)
        oc = origin - centre
        a = np.sum(rays * rays, -1)
        b = 2 * np.sum(rays * oc, -1)
        disc = b * b - 4 * a * (oc @ oc - ball[i, 2] ** 2)
        t_ball = np.where(disc > 0, (-b - np.sqrt(np.maximum(disc, 0))) / (2 * a), np.inf)
        t_ball = np.where(t_ball > 0, t_ball, np.inf)
        t = np.minimum(np.minimum(t_ground, t_wall), t_ball)
        colour = np.where((t == t_ball)[..., None], [0.9, 0.1, 0.1],
                          np.where((t == t_wall)[..., None], [0.3, 0.4, 0.7], [0.5, 0.5, 0.45]))
        rgb[i] = np.clip(colour + rng.normal(0, 0.05, colour.shape), 0, 1)
        depth[i, ..., 0] = t  # the camera z component of each ray is 1: t is the z depth
    target = np.stack([ball[:, 0], (ball[:, 1] - 3.2) / 1.2, (ball[:, 2] - 0.375) / 0.125], -1)
    return {"rgb": rgb.astype("float32"), "depth": depth.astype("float32"),
            "calib": np.broadcast_to(calib, (n, 3, 3)).astype("float32"),
            "cam_to_world": poses.astype("float32"), "ball": target.astype("float32")}


# --- the model -----------------------------------------------------------------------------
def voxel_features(depth, features, calib, cam_to_world, dims):
    """ivy_vision on native tensors: depth image + camera -> world points -> voxel grid.

    Args:
        depth: ``[B, H, W, 1]`` depth along the camera's z axis.
        features: ``[B, H, W, C]`` per-pixel features.
        calib: ``[B, 3, 3]`` calibration matrices; cam_to_world: ``[B, 3, 4]`` camera poses.
        dims: the grid's ``(X, Y, Z)`` voxel counts over ``BOUNDS``.

    Returns:
        ``[B, X, Y, Z, C + 1]``: each voxel's mean feature, and the share of the image's pixels
        in it (0 where empty).
    """
    import ivy  # noqa: PLC0415
    import ivy_vision  # noqa: PLC0415

    points = ivy_vision.depth_to_world_coords(depth, calib, cam_to_world)  # [B, H, W, 3]
    n, c = depth.shape[-3] * depth.shape[-2], features.shape[-1]  # B: maybe unknown (None)
    points = ivy.reshape(points, (-1, n, 3))  # [B, N, 3] (N = H W)
    _, mean_feats, counts = ivy_vision.coords_to_voxel_grid(
        points, dims, features=ivy.reshape(features, (-1, n, c)),
        bounds=tuple(zip(*BOUNDS)))  # ((xmin, ymin, zmin), (xmax, ymax, zmax))
    share = ivy.divide(counts, n)[..., None]
    return ivy.concat([mean_feats, share], axis=-1)


def build_model(size, dims, channels=4):
    """The Keras model: inputs ``rgb``, ``depth``, ``calib``, ``cam_to_world``; output ``[B, 3]``."""
    import keras  # noqa: PLC0415
    import tensorflow as tf  # noqa: PLC0415

    class VoxelGridLayer(keras.layers.Layer):
        """Scatters per-pixel features into a world-frame voxel grid with ivy_vision."""

        def __init__(self, dims, **kwargs):
            super().__init__(**kwargs)
            self.dims = tuple(dims)
            self.eager_calls = []  # tf.executing_eagerly() at each call
            self.batch_sizes = []  # the static batch size at each call (None: run time)

        def call(self, depth, features, calib, cam_to_world):
            self.eager_calls.append(tf.executing_eagerly())
            self.batch_sizes.append(depth.shape[0])
            return voxel_features(depth, features, calib, cam_to_world, self.dims)

        def compute_output_shape(self, depth_shape, features_shape, calib_shape,
                                 cam_to_world_shape):
            return (depth_shape[0], *self.dims, features_shape[-1] + 1)

    rgb = keras.Input((size, size, 3), name="rgb")
    depth = keras.Input((size, size, 1), name="depth")
    calib = keras.Input((3, 3), name="calib")
    cam_to_world = keras.Input((3, 4), name="cam_to_world")
    feats = keras.layers.Conv2D(channels, 1, activation="sigmoid", name="pixel_features")(rgb)
    grid = VoxelGridLayer(dims, name="ivy_vision_voxels")(depth, feats, calib, cam_to_world)
    x = keras.layers.Conv3D(8, 3, padding="same", activation="relu", name="conv3d")(grid)
    x = keras.layers.MaxPooling3D(2, name="pool")(x)
    x = keras.layers.Flatten(name="flatten")(x)
    x = keras.layers.Dense(32, activation="relu", name="dense")(x)
    out = keras.layers.Dense(3, name="ball")(x)
    return keras.Model([rgb, depth, calib, cam_to_world], out)


# --- checks ----------------------------------------------------------------------------------
class _Records(logging.Handler):
    """Keeps every log record of the loggers it is attached to."""

    def __init__(self):
        super().__init__(logging.DEBUG)
        self.messages = []

    def emit(self, record):
        self.messages.append(f"{record.name}: {record.getMessage()}")


def mentions_ivy(messages):
    """The messages (log records, warnings) that name Ivy or an AutoGraph transform failure."""
    return [m for m in messages if "ivy" in m.lower() or "could not transform" in m.lower()]


def gradient_norms(model, data, batch):
    """Norm of the loss gradient of each layer's kernel, from a forward pass written in a
    ``tf.function`` of the user's own (the layers called one by one, ivy_vision called directly
    on the tensors: AutoGraph converts this function and the Ivy code it calls)."""
    import tensorflow as tf  # noqa: PLC0415

    rgb, depth, calib, cam_to_world = (tf.constant(data[k][:batch])
                                       for k in ("rgb", "depth", "calib", "cam_to_world"))
    target = tf.constant(data["ball"][:batch])
    names = ("pixel_features", "conv3d", "dense", "ball")
    kernels = [model.get_layer(n).kernel for n in names]
    dims = model.get_layer("ivy_vision_voxels").dims
    eager = []

    @tf.function
    def grads(rgb, depth, calib, cam_to_world, target):
        with tf.GradientTape() as tape:
            feats = model.get_layer("pixel_features")(rgb)
            eager.append(tf.executing_eagerly())
            x = voxel_features(depth, feats, calib, cam_to_world, dims)  # ivy_vision, no Keras
            for name in ("conv3d", "pool", "flatten", "dense", "ball"):
                x = model.get_layer(name)(x)
            loss = tf.reduce_mean(tf.square(x - target))
        return tape.gradient(loss, kernels)

    norms = grads(rgb, depth, calib, cam_to_world, target)
    return {n: float(tf.norm(g)) if g is not None else float("nan")
            for n, g in zip(names, norms)}, eager


# --- figure ----------------------------------------------------------------------------------
def save_figure(path, grid, rgb, losses):
    """The voxel grid of one scene (occupied voxels coloured by the mean colour of their points),
    its image, and the loss per epoch."""
    import matplotlib  # noqa: PLC0415

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # noqa: PLC0415

    fig = plt.figure(figsize=(13, 4))
    ax = fig.add_subplot(1, 3, 1)
    ax.imshow(rgb)
    ax.set_title("input image (depth not shown)")
    ax.axis("off")
    ax = fig.add_subplot(1, 3, 2, projection="3d")
    filled = grid[..., -1] > 0
    colours = np.concatenate([grid[..., :3], np.full(filled.shape + (1,), 0.9)], -1).clip(0, 1)
    ax.voxels(filled, facecolors=colours, edgecolor="k", linewidth=0.2)
    ax.set_xlabel("x")
    ax.set_ylabel("y (forward)")
    ax.set_zlabel("z (up)")
    ax.set_title("ivy_vision voxel grid of the colours (world frame)")
    ax = fig.add_subplot(1, 3, 3)
    ax.plot(np.arange(1, len(losses) + 1), losses, marker="o")
    ax.set_yscale("log")
    ax.set_xlabel("epoch")
    ax.set_ylabel("training loss (MSE)")
    ax.set_title("Keras model.fit, Adam")
    ax.grid(True, alpha=0.3)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=90)
    plt.close(fig)


# --- main ------------------------------------------------------------------------------------
def run(quick=False, epochs=None, out=DEFAULT_OUT, max_loss_ratio=0.3, seed=0, log=print,
        quiet=False):
    """Train, check and plot; returns a dict of results (``ok`` False if a check failed)."""
    records = _Records()
    loggers = [logging.getLogger(n) for n in ("tensorflow", "absl", "keras", "py.warnings")]
    for lg in loggers:
        lg.addHandler(records)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            result = _train(quick, epochs, out, seed, log, quiet)
        finally:
            for lg in loggers:
                lg.removeHandler(records)
    messages = records.messages + [f"{w.category.__name__}: {w.message} ({w.filename})"
                                   for w in caught]
    result["messages"] = messages
    failures = []
    ivy_msgs = mentions_ivy(messages)
    if ivy_msgs:
        failures.append("warnings or log records about Ivy: " + " | ".join(ivy_msgs))
    if any(result["eager_calls"]):
        failures.append("the ivy_vision layer ran eagerly during training (eager fallback)")
    if result["n"] % result["batch"] == 0 or result["model_batch"] is not None:
        failures.append(f"not a run-time batch: {result['n']} samples in batches of "
                        f"{result['batch']}, the model's batch dimension {result['model_batch']}")
    if None not in result["fit_batch_sizes"]:
        failures.append("model.fit never traced the ivy_vision layer with an unknown (None) "
                        f"batch: {result['fit_batch_sizes']}")
    for name, g in result["grad_norms"].items():
        if not (math.isfinite(g) and g > 0):
            failures.append(f"no gradient reaches layer {name!r} (norm {g})")
    losses = result["losses"]
    ratio = losses[-1] / losses[0]
    result["loss_ratio"] = ratio
    if not ratio <= max_loss_ratio:
        failures.append(f"loss did not fall clearly: last/first epoch = {ratio:.3f} > "
                        f"{max_loss_ratio}")
    result["failures"] = failures
    result["ok"] = not failures
    log(f"loss first epoch {losses[0]:.4f}, last {losses[-1]:.4f}, ratio {ratio:.3f} "
        f"(must be <= {max_loss_ratio})")
    log("gradient norms: " + ", ".join(f"{k} {v:.3g}" for k, v in result["grad_norms"].items()))
    log(f"ivy_vision layer calls in graph mode: {result['eager_calls'].count(False)}, "
        f"eager: {result['eager_calls'].count(True)}")
    log(f"batch: {result['n']} samples in batches of {result['batch']} (the last one "
        f"{result['n'] % result['batch']}); the layer traced by model.fit with batch sizes "
        f"{sorted(set(map(str, result['fit_batch_sizes'])))}")
    log(f"warnings / log records mentioning Ivy: {len(ivy_msgs)} (of {len(messages)} captured)")
    for f in failures:
        log(f"FAILED: {f}")
    log("OK" if not failures else "FAILED")
    return result


def _train(quick, epochs, out, seed, log, quiet=False):
    import ivy  # noqa: PLC0415
    import ivy_vision  # noqa: PLC0415
    import keras  # noqa: PLC0415
    import tensorflow as tf  # noqa: PLC0415

    log(f"tensorflow {tf.__version__}, keras {keras.__version__}; ivy {ivy.__version__} "
        f"({Path(ivy.__file__).parent}), ivy_vision {ivy_vision.__version__} "
        f"({Path(ivy_vision.__file__).parent})")
    n, size, dims = (192, 16, (8, 10, 4)) if quick else (768, 24, (16, 20, 8))
    epochs = epochs or (12 if quick else 25)
    batch = 30  # divides neither 192 nor 768: each epoch ends with a smaller batch
    keras.utils.set_random_seed(seed)
    data = make_data(n, size, seed)
    inputs = {k: data[k] for k in ("rgb", "depth", "calib", "cam_to_world")}
    dataset = (tf.data.Dataset.from_tensor_slices((inputs, data["ball"]))
               .shuffle(n, seed=seed).batch(batch))  # the last batch smaller: a None batch
    model = build_model(size, dims)
    model.compile(optimizer=keras.optimizers.Adam(3e-3), loss="mse", run_eagerly=False,
                  jit_compile=False)
    layer = model.get_layer("ivy_vision_voxels")
    model_batch = model.inputs[0].shape[0]
    # first, before any eager Ivy call on tf tensors: the gradient in a tf.function of our own
    grad_norms, eager_calls = gradient_norms(model, data, batch)
    layer.batch_sizes.clear()
    t0 = time.perf_counter()
    history = model.fit(dataset, epochs=epochs, shuffle=False,  # shuffled by tf.data
                        verbose=0 if quick or quiet else 2)
    train_s = time.perf_counter() - t0
    losses = [float(v) for v in history.history["loss"]]
    log("loss per epoch: " + " ".join(f"{v:.4f}" for v in losses) + f"  ({train_s:.1f} s)")
    eager_calls += layer.eager_calls
    fit_batch_sizes = list(layer.batch_sizes)
    grid = voxel_features(*(tf.constant(data[k][:1])
                            for k in ("depth", "rgb", "calib", "cam_to_world")), layer.dims)
    out = Path(out)
    figure = out / "vision_in_keras.png"
    save_figure(figure, np.asarray(grid)[0], data["rgb"][0], losses)
    log(f"figure: {figure}")
    return {"losses": losses, "grad_norms": grad_norms, "eager_calls": eager_calls,
            "figure": str(figure), "train_s": train_s, "n": n, "batch": batch,
            "model_batch": model_batch, "fit_batch_sizes": fit_batch_sizes}


def main(argv=None):
    parser = _cli.DemoParser(__doc__)
    parser.add_argument("--quick", action="store_true", help="small data and model (the test)")
    parser.add_argument("--epochs", type=int, default=None,
                        help="training epochs (default: the full or --quick run's)")
    parser.add_argument("--out", default=str(DEFAULT_OUT), help="folder for the figure")
    parser.add_argument("--max-loss-ratio", type=float, default=0.3,
                        help="the last epoch's loss must be at most this times the first's")
    parser.add_argument("--seed", type=int, default=0, help="seed of the data and the model")
    parser.add_argument("--quiet", action="store_true", help="no per-epoch lines from Keras")
    args = parser.parse_args(argv)
    result = run(args.quick, args.epochs, args.out, args.max_loss_ratio, args.seed,
                 quiet=args.quiet)
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
