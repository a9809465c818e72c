"""The main demo: gradient-based motion planning of a drone, written once with Ivy and run
unchanged on PyTorch, JAX, TensorFlow and MXNet (the Ivy paper's headline application).

    python demos/drone_motion_planning.py                 # every installed autodiff backend
    python demos/drone_motion_planning.py --backend jax   # one backend
    python demos/drone_motion_planning.py --no-compile    # eager everywhere, to compare
    python demos/drone_motion_planning.py --animate       # also a GIF of the drone's flight
    nox -s demo                                           # installs what it needs, then runs it

A drone (its centre and four corners, a RigidMobile) flies from a start to a goal pose (position
and rotation vector) through a room with two chairs, a table and a plant (cuboids). Its path is a
cubic spline through the start, three learnable middle anchors and the goal, sampled at 100
points; the cost is the path length of the body points plus 10 times the negative mean signed
distance of the body to the scene, and plain gradient descent runs until the smallest signed
distance along the whole path clears 0.1 m. Each step (cost, gradients, update) is compiled by
the backend's compiler where it has one (jax.jit, tf.function, torch.compile; MXNet runs
eagerly). Prints per backend the iterations, final minimum signed distance, path length against
the straight line and the wall time; saves a top-down figure (and with ``--animate`` a GIF of the
drone along its final path) to demos/output/; exits non-zero if any backend fails. NumPy has no
autodiff; where JAX is installed, ``ivy.compile`` traces the step as an Ivy graph whose own ops
compute the gradients and NumPy runs that graph's source (``--backend numpy``: the same 30
iterations); without JAX, ``--backend numpy`` shows Ivy's clear error.
"""

import importlib.util
import math
import sys
import time
from pathlib import Path

import _plotting  # the demos' table, figures and animation (next to this script)
import ivy
import ivy_mech
import ivy_robot
import ivy_vision

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:  # _cli.py beside this script (also when a test loads it)
    sys.path.insert(0, _HERE)
import _cli  # noqa: E402 - the demos' parser and progress bars

OUT = Path(__file__).resolve().parent / "output"
AUTODIFF = ("torch", "jax", "tensorflow", "mxnet")
CLEARANCE, LR, NUM_ANCHORS, NUM_SAMPLES, MAX_ITERS = 0.1, 0.02, 3, 100, 500
START = [-1.6, -0.5, 0.6, 0.0, 0.0, 0.0]  # x, y, z, rotation vector
GOAL = [1.6, 0.4, 0.6, 0.0, 0.0, 0.6]
BODY = [[0.0, 0.0, 0.0], [-0.1, -0.1, 0.0], [-0.1, 0.1, 0.0], [0.1, -0.1, 0.0], [0.1, 0.1, 0.0]]
# cuboids: centre (x, y, z), yaw (rad), side lengths (dx, dy, dz)
SCENE = {"table": ((0.0, -0.1, 0.375), 0.2, (1.2, 0.7, 0.75)),
         "chair 1 seat": ((-0.85, -0.35, 0.225), -0.3, (0.45, 0.45, 0.45)),
         "chair 1 back": ((-1.03, -0.41, 0.7), -0.3, (0.08, 0.45, 0.6)),
         "chair 2 seat": ((0.9, 0.55, 0.225), 0.4, (0.45, 0.45, 0.45)),
         "chair 2 back": ((1.08, 0.63, 0.7), 0.4, (0.08, 0.45, 0.6)),
         "plant": ((0.3, 0.75, 0.6), 0.0, (0.4, 0.4, 1.2))}


def cuboid_ext_mat(centre, yaw):
    """World-to-cuboid matrix [R^T | -R^T c] of a cuboid turned by ``yaw`` about z."""
    c, s = math.cos(yaw), math.sin(yaw)
    rt = [[c, s, 0.0], [-s, c, 0.0], [0.0, 0.0, 1.0]]
    return [row + [-sum(r * p for r, p in zip(row, centre))] for row in rt]


# ---- the planning code: about 60 lines, every backend -------------------------------------------
def make_planner(compile_step=True):
    """Build the problem on the backend in force; returns (step, initial variables, path, sdf)."""
    f32 = lambda x: ivy.array(x, "float32")  # noqa: E731
    drone = ivy_robot.RigidMobile(f32(BODY))
    scene = ivy_vision.PrimitiveScene(
        cuboid_ext_mats=f32([cuboid_ext_mat(c, yaw) for c, yaw, _ in SCENE.values()]),
        cuboid_dims=f32([dims for _, _, dims in SCENE.values()]))
    start, goal = f32(START), f32(GOAL)
    anchor_points = ivy.expand_dims(ivy.linspace(0.0, 1.0, NUM_ANCHORS + 2, dtype="float32"), -1)
    query_points = ivy.expand_dims(ivy.linspace(0.0, 1.0, NUM_SAMPLES, dtype="float32"), -1)
    straight = ivy.matrix_transpose(ivy.linspace(start, goal, NUM_ANCHORS + 2))  # [A + 2, 6]
    variables = ivy.Container(anchors=straight[1:-1])  # the learnable middle anchors

    def path(v):  # poses along the spline, [NUM_SAMPLES, 6]
        anchors = ivy.concat([start[None], v.anchors, goal[None]], axis=0)
        return ivy_robot.sample_spline_path(anchor_points, anchors, query_points)

    def body_points(v):  # [NUM_SAMPLES, 5, 3]
        return drone.sample_body(ivy_mech.rot_vec_pose_to_mat_pose(path(v)))

    def cost(v):
        body = body_points(v)
        steps = ivy.sum((body[1:] - body[:-1]) ** 2, axis=-1)
        length = ivy.mean(ivy.sum(ivy.sqrt(ivy.maximum(steps, 1e-12)), axis=0))
        sdf = scene.sdf(ivy.reshape(body, (-1, 3)))
        return length + 10.0 * -ivy.mean(sdf), ivy.min(sdf), length

    def step(v):
        total, grads, min_sdf, length = ivy.execute_with_gradients(cost, v)
        return ivy.gradient_descent_update(v, grads, LR), total, min_sdf, length

    if compile_step:
        return ivy.compile(step), variables, ivy.compile(body_points), ivy.compile(scene.sdf)
    return step, variables, body_points, scene.sdf


def plan(backend, compile_step=True, max_iters=MAX_ITERS, quiet=False):
    """Plan on ``backend``; returns a dict of the results (success, iterations, paths...).
    Progress (a bar, and a status line while the first step compiles) goes to stderr unless
    ``quiet``."""
    compiled = compile_step and backend != "mxnet"
    with ivy.use(backend), _cli.progress(max_iters + 1, backend, quiet=quiet, leave=False,
                                         unit="step") as bar:
        step, v, body_points, sdf = make_planner(compile_step)
        initial = ivy.to_numpy(body_points(v))
        t0 = time.perf_counter()
        for it in range(max_iters + 1):
            if it == 0 and compiled:  # torch.compile takes ~20 s here: say so
                _cli.status(bar, f"{backend}: compiling\u2026 (first step)", quiet=quiet)
            new_v, _, min_sdf, length = step(v)
            if it == 0 and compiled:
                _cli.status(bar, backend, quiet=True)
            bar.update()
            if float(ivy.to_numpy(min_sdf)) >= CLEARANCE:  # this path clears the scene
                break
            v = new_v
            if it == 0:
                t1 = time.perf_counter()  # the first step compiles
        wall, t2 = time.perf_counter() - t0, time.perf_counter()
        final = ivy.to_numpy(body_points(v))
        initial_sdf = ivy.to_numpy(sdf(ivy.reshape(ivy.array(initial), (-1, 3)))).reshape(
            NUM_SAMPLES, -1).min(-1)
    min_sdf, length = float(ivy.to_numpy(min_sdf)), float(ivy.to_numpy(length))
    straight = math.dist(START[:3], GOAL[:3])
    return {"backend": backend, "compiled": compiled,
            "iterations": it, "min_sdf": min_sdf, "length_ratio": length / straight,
            "wall_s": wall, "first_step_s": t1 - t0 if it else wall,
            "ms_per_iter": 1e3 * (t2 - t1) / it if it else float("nan"),
            "success": min_sdf >= CLEARANCE and length / straight <= 1.5,
            "initial": initial, "initial_sdf": initial_sdf, "final": final}


# ---- reporting (the table, figure and animation: _plotting.py) ---------------------------------
def save_figure(results, path):
    """Top-down and side views: cuboids, the initial path red where colliding, each final path."""
    _plotting.drone_figure(results, SCENE, path)


def installed_backends():
    return [b for b in AUTODIFF if importlib.util.find_spec(b) is not None]


def main(argv=None):
    parser = _cli.DemoParser(__doc__)
    parser.add_argument("--backend", action="append", choices=(*AUTODIFF, "numpy"),
                        help="backend to plan on (repeatable); default: every installed one")
    parser.add_argument("--no-compile", action="store_true", help="run every step eagerly")
    parser.add_argument("--max-iters", type=int, default=MAX_ITERS,
                        help="gradient steps at most per backend")
    parser.add_argument("--figure", type=Path, default=OUT / "drone_motion_planning.png",
                        help="the figure's path (the GIF of --animate goes beside it)")
    parser.add_argument("--animate", action="store_true",
                        help="also write a GIF of the drone along the first final path")
    _cli.add_quiet(parser)
    args = parser.parse_args(argv)
    results, ok = _plotting.run_backends(
        args.backend or installed_backends(),
        lambda b: plan(b, not args.no_compile, args.max_iters, quiet=args.quiet),
        {"iterations": "{iterations}", "min SDF (m)": "{min_sdf:.4f}",
         "length/straight": "{length_ratio:.3f}", "wall (s)": "{wall_s:.2f}",
         "1st step (s)": "{first_step_s:.2f}", "ms/iter": "{ms_per_iter:.1f}"},
        ivy.IvyUnsupportedError)
    if results:
        save_figure(results, args.figure)
        print(f"figure: {args.figure}")
        if args.animate:
            gif = args.figure.with_suffix(".gif")
            _plotting.drone_animation(results[0], SCENE, gif)
            print(f"animation: {gif}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
