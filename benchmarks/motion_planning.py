"""Time per planning iteration of the drone demo: Ivy against the same step written natively.

    python benchmarks/motion_planning.py                        # every installed backend
    python benchmarks/motion_planning.py --backends torch jax --no-torch-compile
    python benchmarks/motion_planning.py --backends numpy torch jax --replay --modes eager replay

One iteration is the demo's step: the cost (spline through the anchors, poses to matrices, the
drone's body points, path length, cuboid signed distances), its gradient with respect to the
learnable anchors, and the gradient-descent update. The Ivy step is the demo's own
(``demos/drone_motion_planning.make_planner``); the native steps below compute the same cost
with the same formulas (the spline system solved in float64, Rodrigues from the half angle with
its small-angle series, the double-where square roots) in PyTorch and JAX, eager
(``torch.autograd.grad``, ``jax.value_and_grad``) and compiled (``torch.compile`` of the
``torch.func.grad_and_value`` step, which Dynamo traces as one graph where ``torch.autograd.grad``
is a graph break; ``jax.jit``). Ivy's steps are compiled through ``ivy.compile``, which hands
them to the same compilers. TensorFlow and MXNet have no native version here: their Ivy steps are
timed alone. Native and Ivy steps run in alternating batches
(order swapped every repeat), one intra-op thread by default (``--threads``); the table gives the
medians of the per-iteration times, their ratio ivy / native (targets: 1.05 eager, 1.01
compiled), the ratio of the fastest batches ("best", the least disturbed by other work), and the
load average before and after each row. With ``--replay``, a third mode (issue 24): the Ivy step
traced once as an Ivy graph (``ivy.trace_graph(step, v, source="ivy")``, the problem made on the
NumPy backend; JAX must be installed) and called on the backend's arrays, replaying as the
backend's own source with the gradients as the graph's own ops, against the native eager step
(NumPy: alone, it has no native step here, and no eager Ivy step: no autodiff; MXNet: alone,
beside its eager Ivy row).
"""

import argparse
import importlib.util
import os
import statistics
import sys
import time
from pathlib import Path

import ivy

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "demos"))
import drone_motion_planning as demo  # noqa: E402

# float64 work on JAX needs its 64-bit mode: the user's setting (Ivy never changes it); this
# benchmark is the user here (JAX reads the variable when it is imported)
os.environ.setdefault("JAX_ENABLE_X64", "1")

HALF_SMALL = 1e-3  # ivy_mech's small-angle threshold


# --- the native steps ----------------------------------------------------------------------------
def _consts(xp, f32, f64):
    """Start, goal, body points, cuboids, and the spline's points, as native arrays."""
    mats = [demo.cuboid_ext_mat(c, yaw) for c, yaw, _ in demo.SCENE.values()]
    dims = [d for _, _, d in demo.SCENE.values()]
    n = demo.NUM_ANCHORS + 2
    return dict(start=f32(demo.START), goal=f32(demo.GOAL), body=f32(demo.BODY),
                ext=f32(mats), dims=f32(dims),
                ap=f64([[i / (n - 1)] for i in range(n)]),
                qp=f64([[i / (demo.NUM_SAMPLES - 1)] for i in range(demo.NUM_SAMPLES)]))


def _cost(xp, solve, c, w):
    """The demo's cost in the array namespace ``xp`` (torch or jax.numpy)."""
    anchors = xp.concatenate([c["start"][None], w, c["goal"][None]], 0)
    ap, qp = c["ap"], c["qp"]

    def phi(r2):
        pos = r2 > 0
        return xp.where(pos, xp.where(pos, r2, 1.0) ** 1.5, 0.0)

    def sq(a, b):
        d = a[:, None, :] - b[None, :, :]
        return (d * d).sum(-1)

    n = ap.shape[0]
    poly = xp.concatenate([xp.ones_like(ap[:, :1]), ap], -1)
    system = xp.concatenate([xp.concatenate([phi(sq(ap, ap)), poly], -1),
                             xp.concatenate([poly.T, xp.zeros_like(poly.T @ poly)], -1)], 0)
    rows = xp.concatenate([phi(sq(qp, ap)), xp.ones_like(qp[:, :1]), qp], -1)
    basis = solve(system, rows.T)[:n].T
    poses = basis.astype(anchors.dtype) @ anchors if hasattr(basis, "astype") else \
        basis.to(anchors.dtype) @ anchors
    pos, rv = poses[:, :3], poses[:, 3:]
    # Rodrigues from the half angle (as ivy_mech)
    sq_angle = (rv * rv).sum(-1)[:, None]
    ok = sq_angle > 0
    angle = xp.where(ok, xp.sqrt(xp.where(ok, sq_angle, 1.0)), 0.0)
    small = angle < HALF_SMALL
    a2 = angle * angle
    taylor = 0.5 - a2 / 48.0 + a2 * a2 / 3840.0
    sinc = xp.where(small, taylor, xp.sin(angle * 0.5) / xp.where(small, 1.0, angle))
    cos_h = xp.cos(angle * 0.5)
    a, b = (2.0 * sinc * cos_h)[:, 0], (2.0 * sinc * sinc)[:, 0]
    ts = (angle * sinc)[:, 0]
    cos_t = 1.0 - 2.0 * ts * ts
    x, y, z = rv[:, 0], rv[:, 1], rv[:, 2]
    rot = xp.stack([cos_t + b * x * x, b * x * y - a * z, b * x * z + a * y,
                    b * x * y + a * z, cos_t + b * y * y, b * y * z - a * x,
                    b * x * z - a * y, b * y * z + a * x, cos_t + b * z * z], -1)
    rot = rot.reshape(-1, 3, 3)
    pts = xp.swapaxes(rot @ c["body"].T, -1, -2) + pos[:, None, :]  # [Q, P, 3]
    steps = ((pts[1:] - pts[:-1]) ** 2).sum(-1)
    length = xp.sqrt(xp.clip(steps, min=1e-12)).sum(0).mean()
    flat = pts.reshape(-1, 3)
    local = (c["ext"][None, :, :, :3] * flat[:, None, None, :]).sum(-1) + c["ext"][None, :, :, 3]
    q = xp.abs(local) - c["dims"][None] * 0.5
    out = xp.clip(q, min=0.0)
    osq = (out * out).sum(-1)
    pos_o = osq > 0
    outside = xp.where(pos_o, xp.sqrt(xp.where(pos_o, osq, 1.0)), 0.0)
    sdf = xp.amin(outside + xp.clip(xp.amax(q, -1), max=0.0), -1)
    return length + 10.0 * -sdf.mean(), xp.amin(sdf)


def torch_step_fn(compiled):
    import torch

    c = _consts(torch, lambda v: torch.tensor(v, dtype=torch.float32),
                lambda v: torch.tensor(v, dtype=torch.float64))

    def step(w):  # eager: the tape (the fastest eager form)
        w = w.detach().requires_grad_(True)
        cost, min_sdf = _cost(torch, torch.linalg.solve, c, w)
        (g,) = torch.autograd.grad(cost, [w])
        return (w - demo.LR * g).detach(), cost.detach(), min_sdf.detach()

    def functional_step(w):  # compiled: torch.autograd.grad would break the graph in two
        g, (cost, min_sdf) = torch.func.grad_and_value(
            lambda w: _cost(torch, torch.linalg.solve, c, w), has_aux=True)(w)
        return w - demo.LR * g, cost, min_sdf

    init = torch.tensor(_straight(), dtype=torch.float32)
    return (torch.compile(functional_step) if compiled else step), init


def jax_step_fn(compiled):
    import jax
    import jax.numpy as jnp

    c = _consts(jnp, lambda v: jnp.asarray(v, jnp.float32), lambda v: jnp.asarray(v, jnp.float64))

    def step(w):
        (cost, min_sdf), g = jax.value_and_grad(lambda w: _cost(jnp, jnp.linalg.solve, c, w),
                                                has_aux=True)(w)
        return w - demo.LR * g, cost, min_sdf

    init = jnp.asarray(_straight(), jnp.float32)
    return (jax.jit(step) if compiled else step), init


def _straight():
    n = demo.NUM_ANCHORS + 2
    return [[s + (g - s) * i / (n - 1) for s, g in zip(demo.START, demo.GOAL)]
            for i in range(1, n - 1)]


# --- timing ----------------------------------------------------------------------------------
def _sync(out):
    """Wait for every array of ``out`` (JAX and MXNet run asynchronously)."""
    for x in ivy._nest.flatten(out)[0]:
        if hasattr(x, "block_until_ready"):
            x.block_until_ready()
        elif hasattr(x, "wait_to_read"):
            x.wait_to_read()
    return out


def _ivy_runner(backend, compiled):
    if compiled == "replay":
        return _replay_runner(backend)
    ivy.set_backend(backend)
    step, v, _, _ = demo.make_planner(compiled)
    return _steps(step, v)


def _steps(step, v):
    """``run(n)``: ``n`` calls of ``step(v)``, then a wait for the last result."""
    def run(n):
        for _ in range(n):
            out = step(v)
        _sync(out)

    return run


def _replay_runner(backend):
    """The demo's step traced once as an Ivy graph (the problem made on the NumPy backend, so
    the arrays it closes over are NumPy's) and replayed as ``backend``'s own source."""
    ivy.set_backend("numpy")
    step, v, _, _ = demo.make_planner(False)
    ivy.unset_backend()
    graph = ivy.trace_graph(step, v, source="ivy")
    with ivy.use(backend):
        v = v.map(lambda a, _: ivy.asarray(a))
    return _steps(graph, v)


def _native_runner(backend, compiled):
    step, w = (torch_step_fn if backend == "torch" else jax_step_fn)(compiled)
    return _steps(step, w)


def _time(run, n):
    t = time.perf_counter()
    run(n)
    return (time.perf_counter() - t) / n


def bench(backend, compiled, repeats, n):
    ivy_run = _ivy_runner(backend, compiled)
    native_run = (_native_runner(backend, compiled is True) if backend in ("torch", "jax")
                  else None)  # (a replay's against the native eager step)
    for r in (ivy_run, native_run):  # warm up (compiles)
        if r is not None:
            r(3)
    ivy_t, nat_t = [], []
    for k in range(repeats):
        order = [(ivy_run, ivy_t), (native_run, nat_t)] if k % 2 else \
            [(native_run, nat_t), (ivy_run, ivy_t)]
        for run, acc in order:
            if run is not None:
                acc.append(_time(run, n))
    ivy.unset_backend()
    return ivy_t, nat_t


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backends", nargs="+", default=None)
    parser.add_argument("--repeats", type=int, default=11)
    parser.add_argument("--iters", type=int, default=10, help="steps per timed batch")
    parser.add_argument("--no-torch-compile", action="store_true",
                        help="skip torch.compile (it takes about a minute per step function)")
    parser.add_argument("--replay", action="store_true",
                        help="also the step traced as an Ivy graph and replayed as each "
                             "backend's own source (needs JAX installed to trace)")
    parser.add_argument("--modes", nargs="+", default=None, choices=["eager", "compiled",
                                                                      "replay"],
                        help="only these modes")
    parser.add_argument("--threads", type=int, default=1,
                        help="intra-op threads of PyTorch and XLA (default 1: on a shared machine "
                             "oversubscribed threads made the times vary several-fold)")
    args = parser.parse_args(argv)
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_cpu_multi_thread_eigen="
                               f"{str(args.threads > 1).lower()} intra_op_parallelism_threads="
                               f"{args.threads}")
    if importlib.util.find_spec("torch"):
        import torch  # noqa: PLC0415

        torch.set_num_threads(args.threads)
    mods = {"torch": "torch", "jax": "jax", "tensorflow": "tensorflow", "mxnet": "mxnet"}
    backends = args.backends or [b for b, m in mods.items() if importlib.util.find_spec(m)]
    print(f"{'backend':<11} {'mode':<9} {'ivy ms/iter':>12} {'native ms/iter':>15} {'ratio':>7} "
          f"{'best':>7}   load average (1 min)")
    for b in backends:
        for compiled in (False, True, "replay")[:3 if args.replay else 2]:
            if compiled != "replay" and b == "numpy":
                continue  # no autodiff: only the replay computes the gradients
            if compiled is True and b == "mxnet":
                continue  # no compiler: ivy.compile replays the graph (the replay row)
            if compiled is True and b == "torch" and args.no_torch_compile:
                continue
            if args.modes and {False: "eager", True: "compiled",
                               "replay": "replay"}[compiled] not in args.modes:
                continue
            load0 = os.getloadavg()[0]
            ivy_t, nat_t = bench(b, compiled, args.repeats, args.iters)
            med_i, min_i = statistics.median(ivy_t), min(ivy_t)
            if nat_t:
                med_n, min_n = statistics.median(nat_t), min(nat_t)
                native = f"{1e3 * med_n:>15.3f} {med_i / med_n:>7.3f} {min_i / min_n:>7.3f}"
            else:
                native = f"{'-':>15} {'-':>7} {'-':>7}"
            mode = {False: "eager", True: "compiled", "replay": "replay"}[compiled]
            print(f"{b:<11} {mode:<9} {1e3 * med_i:>12.3f} "
                  f"{native}   {load0:.1f} -> {os.getloadavg()[0]:.1f}", flush=True)


if __name__ == "__main__":
    main()
