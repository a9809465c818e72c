"""The paper's Table 3 here: what Ivy's eager layer costs each library, against the replay of
the same function's traced graph.

    python benchmarks/library_replay.py                          # every installed backend
    python benchmarks/library_replay.py --backends numpy torch --repeats 30

For one function of each library (ivy_mech, ivy_vision, ivy_robot, ivy_gym), on small batched
inputs, per backend: the library function called eagerly (Ivy's dispatch between the kernels)
and the same function traced once as an Ivy graph (``ivy.trace_graph(fn, *args,
source="ivy")``, JAX's tracer on Ivy's JAX backend) and called on the backend's arrays: the
graph replays as the backend's own source, one framework call per op, no Ivy code per op. Both
results are checked equal (to 1e-5 relative) before anything is timed; the script exits non-zero
if one is not. Eager and replay calls alternate in short batches (order swapped every repeat);
the table gives the medians per call and the eager layer's cost in percent of the replay
(the paper reports 0.1-12% eager, ~0% compiled). The replay needs JAX installed beside the
backend (tracing; MXNet: JAX 0.4.30, the one beside its NumPy 1.23); a graph calling an op
MXNet has no source for is listed with the reason.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import sys
import time

# Ivy's JAX backend computes some float32 results through float64 steps when JAX's 64-bit mode
# is on, as it is while Ivy code is traced: replaying such a graph on JAX needs the mode too
# (the user's setting; this benchmark is the user here, before JAX is imported)
os.environ.setdefault("JAX_ENABLE_X64", "1")
for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")
os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false "
                      "intra_op_parallelism_threads=1")

import ivy  # noqa: E402
import ivy_gym  # noqa: E402
import ivy_mech  # noqa: E402
import ivy_robot  # noqa: E402
import ivy_vision  # noqa: E402
import numpy as np  # noqa: E402

BACKENDS = ("numpy", "torch", "jax", "tensorflow", "mxnet")


def _cases():
    """``[(library, what, fn, [NumPy arguments])]``: small batched inputs."""
    rng = np.random.default_rng(0)
    f32 = lambda *s: rng.normal(size=s).astype("float32")  # noqa: E731
    depth = np.abs(f32(16, 16, 1)) + 1.0
    calib = np.array([[8.0, 0.0, 8.0], [0.0, 8.0, 8.0], [0.0, 0.0, 1.0]], "float32")
    inv_ext = np.concatenate([np.eye(3, dtype="float32"), f32(3, 1)], axis=1)
    arm = ivy_robot.MicoManipulator()
    return [
        ("ivy_mech", "rot_vec_pose_to_mat_pose [64, 6]", ivy_mech.rot_vec_pose_to_mat_pose,
         [f32(64, 6)]),
        ("ivy_vision", "depth_to_world_coords [16, 16, 1]", ivy_vision.depth_to_world_coords,
         [depth, calib, inv_ext]),
        ("ivy_robot", "Mico end_effector_pose [16, 6]", arm.end_effector_pose, [f32(16, 6)]),
        ("ivy_gym", "acrobot_step [32, 4]", ivy_gym.acrobot_step,
         [0.1 * f32(32, 4), np.clip(f32(32, 1), -1, 1)]),
    ]


def _leaves(out):
    return list(out) if isinstance(out, tuple) else [out]


def _native(backend, a):
    with ivy.use(backend):
        return ivy.asarray(a)


def _sync(out):
    for o in _leaves(out):
        if hasattr(o, "block_until_ready"):
            o.block_until_ready()
        elif hasattr(o, "wait_to_read"):
            o.wait_to_read()
    return out


def _per_call(fn, args, n):
    t = time.perf_counter()
    for _ in range(n):
        out = fn(*args)
    _sync(out)
    return (time.perf_counter() - t) / n


def bench(backend, fn, np_args, repeats, n):
    args = [_native(backend, a) for a in np_args]
    graph = ivy.trace_graph(fn, *args, source="ivy")
    eager, replay = _sync(fn(*args)), _sync(graph(*args))
    for e, r in zip(_leaves(eager), _leaves(replay)):
        e, r = ivy.to_numpy(e), ivy.to_numpy(r)
        if e.dtype != r.dtype or not np.allclose(e, r, rtol=1e-5, atol=1e-6):
            raise SystemExit(f"{backend}: replay differs from eager: max "
                             f"{np.abs(e.astype('float64') - r).max()}")
    for f in (fn, graph):  # warm up
        _per_call(f, args, n)
    te, tr = [], []
    for k in range(repeats):
        order = [(fn, te), (graph, tr)] if k % 2 else [(graph, tr), (fn, te)]
        for f, acc in order:
            acc.append(_per_call(f, args, n))
    return statistics.median(te), statistics.median(tr), len(graph.nodes)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--backends", nargs="+", default=[b for b in BACKENDS
                                                     if importlib.util.find_spec(b)])
    p.add_argument("--repeats", type=int, default=21)
    p.add_argument("--calls", type=int, default=20, help="calls per timed batch")
    args = p.parse_args(argv)
    if importlib.util.find_spec("jax") is None:
        raise SystemExit("tracing Ivy code needs JAX installed beside the backends")
    print(f"{'library':<11} {'function':<34} {'backend':<11} {'ops':>4} {'eager us':>10} "
          f"{'replay us':>10} {'eager cost':>10}")
    for library, what, fn, np_args in _cases():
        for b in args.backends:
            try:
                eager, replay, ops = bench(b, fn, np_args, args.repeats, args.calls)
            except ivy.IvyUnsupportedError as e:  # (MXNet: no source for one of its ops)
                print(f"{library:<11} {what:<34} {b:<11} no replay: {str(e)[:120]}")
                continue
            print(f"{library:<11} {what:<34} {b:<11} {ops:>4} {1e6 * eager:>10.1f} "
                  f"{1e6 * replay:>10.1f} {100 * (eager / replay - 1):>9.0f}%", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
