"""Where the eager training step's gap goes: ``training_step.py``'s MLP step, Ivy against the
native step, one part at a time (forward, forward + gradients, update, whole step).

    python benchmarks/training_step_parts.py --backend torch
    python benchmarks/training_step_parts.py --backend tensorflow --repeats 41

Each part is timed in loops of ``--loop`` calls, Ivy's and the native loops alternating (order
swapped every repeat); the table gives the medians per call and the difference. The parts:

* ``forward``: the loss from the weights (Ivy: ``ivy.mean((model(x, v=v) - y) ** 2)``).
* ``gradients``: value and gradients (Ivy: ``ivy.execute_with_gradients``; native:
  ``torch.autograd.grad`` / ``tf.GradientTape``).
* ``update``: ``v - lr * grads`` (Ivy: Container arithmetic; native: a list comprehension).
* ``step``: the benchmark's whole step.
* ``step, flat``: the same step with the variables kept as a flat list between steps (the
  gradient function takes and returns the list, the update is a list comprehension, the model
  gets a Container rebuilt from the list): what a flat-variables API would leave.
* ``step, functional``: the step without Module or Container (``ivy.linear`` / ``ivy.relu`` on the
  list): what Ivy's functions alone cost.

Timings of parts run alone are warmer than inside the step (each part's code stays in the
caches); the differences still show where Ivy's Python sits. PyTorch and TensorFlow only (their
environments: ``.nox/tests-backend-<b>/bin/python``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import ivy  # noqa: E402
import numpy as np  # noqa: E402
import training_step as ts  # noqa: E402


def _parts(backend, hidden, batch):
    rng = np.random.default_rng(0)
    x_np = rng.normal(size=(batch, ts.IN)).astype("float32")
    y_np = rng.normal(size=(batch, ts.OUT)).astype("float32")
    v, x, y, step = ts.ivy_setup(backend, hidden, x_np, y_np)
    ivy.set_backend(backend)
    ivy.seed(0)
    model = ivy.Sequential(ivy.Linear(ts.IN, hidden), ivy.relu, ivy.Linear(hidden, hidden),
                           ivy.relu, ivy.Linear(hidden, ts.OUT))
    p, nx, ny, native_step, _ = ts.NATIVE[backend](ts._weights(v), x_np, y_np, False)

    def ivy_loss(w):
        return ivy.mean((model(x, v=w) - y) ** 2)

    if backend == "torch":
        import torch
        import torch.nn.functional as F

        def native_loss(ps):
            h = nx
            for i in range(0, 6, 2):
                h = F.linear(h, ps[i], ps[i + 1])
                if i < 4:
                    h = torch.relu(h)
            return ((h - ny) ** 2).mean()

        def native_grads():
            with torch.enable_grad():
                ps = [q.detach().requires_grad_() for q in p]
                loss = native_loss(ps)
                return loss.detach(), torch.autograd.grad(loss, ps)
    else:
        import tensorflow as tf

        def native_loss(ps):
            h = nx
            for i in range(0, 6, 2):
                h = tf.matmul(h, ps[i], transpose_b=True) + ps[i + 1]
                if i < 4:
                    h = tf.nn.relu(h)
            return tf.reduce_mean((h - ny) ** 2)

        def native_grads():
            with tf.GradientTape() as tape:
                tape.watch(p)
                loss = native_loss(p)
            return loss, tape.gradient(loss, p)

    from ivy import _nest

    for _ in range(3):  # a structure met again gets its generated rebuilding function
        leaves, tree = _nest.flatten(v)
    rebuild = tree._fn or tree.unflatten

    def flat_step(ls):
        loss, g = ivy.execute_with_gradients(lambda w: ivy_loss(rebuild(w)), ls)
        return loss, [a - ts.LR * b for a, b in zip(ls, g)]

    def functional_loss(ls):
        h = x
        for i in range(0, 6, 2):
            h = ivy.linear(h, ls[i], bias=ls[i + 1])
            if i < 4:
                h = ivy.relu(h)
        return ivy.mean((h - y) ** 2)

    def functional_step(ls):
        loss, g = ivy.execute_with_gradients(functional_loss, ls)
        return loss, [a - ts.LR * b for a, b in zip(ls, g)]

    g_native = list(native_grads()[1])
    g_ivy = ivy.execute_with_gradients(ivy_loss, v)[1]
    return {
        "forward": (lambda: native_loss(p), lambda: ivy_loss(v)),
        "gradients": (native_grads, lambda: ivy.execute_with_gradients(ivy_loss, v)),
        "update": (lambda: [a - ts.LR * b for a, b in zip(p, g_native)],
                   lambda: v - ts.LR * g_ivy),
        "step": (lambda: native_step(p, nx, ny), lambda: step(v, x, y)),
        "step, flat": (lambda: native_step(p, nx, ny), lambda: flat_step(leaves)),
        "step, functional": (lambda: native_step(p, nx, ny), lambda: functional_step(leaves)),
    }


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--backend", choices=("torch", "tensorflow"), default="torch")
    ap.add_argument("--repeats", type=int, default=21)
    ap.add_argument("--loop", type=int, default=50, help="calls per timed loop")
    ap.add_argument("--hidden", type=int, default=128)
    ap.add_argument("--batch", type=int, default=64)
    args = ap.parse_args(argv)
    if args.backend == "torch":
        import torch

        torch.set_num_threads(1)
    print(f"{'part':<17} {'native us':>10} {'ivy us':>10} {'ivy - native':>13} {'ratio':>6}")
    for name, (native, mine) in _parts(args.backend, args.hidden, args.batch).items():
        for f in (native, mine):
            for _ in range(args.loop):
                f()
        times = {native: [], mine: []}
        for r in range(args.repeats):
            for f in ((native, mine) if r % 2 else (mine, native)):
                t = time.perf_counter()
                for _ in range(args.loop):
                    f()
                times[f].append((time.perf_counter() - t) / args.loop * 1e6)
        a, b = statistics.median(times[native]), statistics.median(times[mine])
        print(f"{name:<17} {a:>10.1f} {b:>10.1f} {b - a:>+13.1f} {b / a:>6.3f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
