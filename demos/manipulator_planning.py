"""Joint-space motion planning for a Franka Panda arm with Ivy: the drone demo's method for a
manipulator, run unchanged on PyTorch, JAX, TensorFlow and MXNet.

    python demos/manipulator_planning.py                  # every installed autodiff backend
    python demos/manipulator_planning.py --backend torch

The arm swings from a start to a goal configuration past a box standing in front of it. The path
is a cubic spline in joint space through the start, three learnable middle anchors and the goal,
sampled at 30 configurations; points are sampled along the arm's links at every configuration
(ivy_robot.PandaManipulator.sample_links) and checked against the scene's signed distance
(ivy_vision.PrimitiveScene). The cost is the joint-space path length plus 100 times the links'
collision cost (their mean penetration into a 5 cm margin); gradient descent (Adam steps, the
anchors kept within the joint limits) runs until every link point of every configuration is at
least 2 cm from the box. Prints per backend the iterations and the final minimum signed distance,
saves a figure to demos/output/, and exits non-zero if any backend fails.
"""

import importlib.util
import sys
import time
from pathlib import Path

import _plotting  # the demos' table and figures (next to this script)
import ivy
import ivy_robot
import ivy_vision

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:  # _cli.py beside this script (also when a test loads it)
    sys.path.insert(0, _HERE)
import _cli  # noqa: E402 - the demos' parser and progress bars

OUT = Path(__file__).resolve().parent / "output"
AUTODIFF = ("torch", "jax", "tensorflow", "mxnet")
CLEARANCE, MARGIN, WEIGHT, LR, NUM_SAMPLES, MAX_ITERS = 0.02, 0.05, 100.0, 0.05, 30, 400
START = [-1.2, 0.8, 0.0, -1.9, 0.0, 2.6, 0.8]
GOAL = [1.2, 0.8, 0.0, -1.9, 0.0, 2.6, 0.8]
BOX_CENTRE, BOX_DIMS = (0.55, 0.0, 0.2), (0.2, 0.25, 0.4)  # a box in front of the arm


def make_planner():
    """The problem on the backend in force: (step, initial variables, link points, sdf)."""
    f32 = lambda x: ivy.array(x, "float32")  # noqa: E731
    arm = ivy_robot.PandaManipulator()
    c = BOX_CENTRE
    scene = ivy_vision.PrimitiveScene(
        cuboid_ext_mats=f32([[[1, 0, 0, -c[0]], [0, 1, 0, -c[1]], [0, 0, 1, -c[2]]]]),
        cuboid_dims=f32([BOX_DIMS]))
    start, goal = f32(START), f32(GOAL)
    lower, upper = (f32([lim[k] for lim in arm.joint_limits]) for k in (0, 1))
    anchor_points = ivy.expand_dims(ivy.linspace(0.0, 1.0, 5, dtype="float32"), -1)
    query_points = ivy.expand_dims(ivy.linspace(0.0, 1.0, NUM_SAMPLES, dtype="float32"), -1)
    straight = ivy.matrix_transpose(ivy.linspace(start, goal, 5))
    v = ivy.Container(anchors=straight[1:-1])
    state = [ivy.Container(anchors=ivy.zeros_like(straight[1:-1])) for _ in range(2)]

    def link_points(v):  # [NUM_SAMPLES * 8 * 6, 3]
        anchors = ivy.concat([start[None], v.anchors, goal[None]], axis=0)
        q = ivy_robot.sample_spline_path(anchor_points, anchors, query_points)  # [Q, 7]
        return ivy.reshape(arm.sample_links(q, 6), (-1, 3)), q

    def cost(v):
        pts, q = link_points(v)
        length = ivy.sum(ivy.sqrt(ivy.sum((q[1:] - q[:-1]) ** 2, axis=-1) + 1e-12))
        sdf = scene.sdf(pts)
        coll = ivy.mean(ivy.maximum(MARGIN - sdf, 0.0))
        return length + WEIGHT * coll, ivy.min(sdf)

    def step(v, m, s, t):
        total, grads, min_sdf = ivy.execute_with_gradients(cost, v)
        v, m, s = ivy.adam_update(v, grads, LR, m, s, t)
        v = ivy.Container(anchors=ivy.clip(v.anchors, lower, upper))
        return v, m, s, min_sdf

    return step, v, state, link_points, scene.sdf


def plan(backend, compile_step=True, max_iters=MAX_ITERS, quiet=False):
    """Plan on ``backend``; returns a dict of the results. Progress (a bar, and a status line
    while the first step compiles) goes to stderr unless ``quiet``."""
    compiled = compile_step and backend != "mxnet"
    with ivy.use(backend), _cli.progress(max_iters + 1, backend, quiet=quiet, leave=False,
                                         unit="step") as bar:
        step, v, (m, s), link_points, sdf = make_planner()
        if compile_step:
            step, link_points, sdf = ivy.compile(step), ivy.compile(link_points), ivy.compile(sdf)
        initial = ivy.to_numpy(link_points(v)[0])
        t0 = time.perf_counter()
        for it in range(max_iters + 1):
            if it == 0 and compiled:
                _cli.status(bar, f"{backend}: compiling\u2026 (first step)", quiet=quiet)
            new_v, m, s, min_sdf = step(v, m, s, ivy.array(float(it + 1), "float32"))
            if it == 0 and compiled:
                _cli.status(bar, backend, quiet=True)
            bar.update()
            if float(ivy.to_numpy(min_sdf)) >= CLEARANCE:
                break
            v = new_v
        wall = time.perf_counter() - t0
        final = ivy.to_numpy(link_points(v)[0])
        final_sdf = float(ivy.to_numpy(ivy.min(sdf(ivy.array(final)))))
    return {"backend": backend, "compiled": compiled, "iterations": it,
            "min_sdf": final_sdf, "wall_s": wall, "success": final_sdf >= CLEARANCE,
            "initial": initial.reshape(NUM_SAMPLES, 8, 6, 3),
            "final": final.reshape(NUM_SAMPLES, 8, 6, 3)}


def save_figure(results, path):
    """Side (x, z) and top-down (x, y) views of the arm along the initial and final paths."""
    _plotting.arm_figure(results, {"box": (BOX_CENTRE, 0.0, BOX_DIMS)}, path)


def main(argv=None):
    parser = _cli.DemoParser(__doc__)
    parser.add_argument("--backend", action="append", choices=(*AUTODIFF, "numpy"),
                        help="backend to plan on (repeatable); default: every installed one")
    parser.add_argument("--no-compile", action="store_true", help="run every step eagerly")
    parser.add_argument("--figure", type=Path, default=OUT / "manipulator_planning.png",
                        help="the figure's path")
    _cli.add_quiet(parser)
    args = parser.parse_args(argv)
    results, ok = _plotting.run_backends(
        args.backend or [b for b in AUTODIFF if importlib.util.find_spec(b) is not None],
        lambda b: plan(b, not args.no_compile, quiet=args.quiet),
        {"iterations": "{iterations}", "min SDF (m)": "{min_sdf:.4f}", "wall (s)": "{wall_s:.2f}"},
        ivy.IvyUnsupportedError)
    if results:
        save_figure(results, args.figure)
        print(f"figure: {args.figure}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
