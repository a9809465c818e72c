"""One training step of a small MLP: Ivy vs the same model written natively, per backend, eager
and compiled.

The model: 32 -> H -> H -> 10 with ReLU (H = ``--hidden``, default 128), mean squared error on a
batch of ``--batch`` (default 64) float32 samples, plain SGD (lr 0.01). Both sides take the same
initial weights and compute the same step as a pure function ``step(params, x, y) -> (loss,
new_params)``:

* **Ivy**: ``ivy.Sequential`` of ``ivy.Linear`` layers called with ``v=params`` inside
  ``ivy.execute_with_gradients``, then ``params - lr * grads`` (Container arithmetic); compiled
  with ``ivy.compile(step, backend=...)``.
* **native**: the framework's own code for the same step, each layer its usual dense op:
  PyTorch ``F.linear`` + ``torch.autograd.grad`` (compiled: ``torch.compile``), JAX ``h @ w.T +
  b``, ``jax.value_and_grad`` + ``tree_map`` (``jax.jit``), TensorFlow ``tf.matmul(h, w,
  transpose_b=True) + b`` in a ``tf.GradientTape`` (``tf.function``), MXNet
  ``npx.fully_connected`` (Gluon ``Dense``'s operator) in ``autograd.record`` + ``backward``
  (no compiler for plain functions: compiled rows are n/a, as for Ivy there). NumPy has no
  autodiff: its native step is the backward pass written by hand (the matrix products of each
  layer's gradients), compared with the replay only.

A third mode, **replay** (issue 24): the Ivy step traced once as a graph
(``ivy.trace_graph(step, v, x, y, source="ivy")``, which needs JAX installed beside the
backend) and called on the backend's arrays: the graph replays as the backend's own source, with
the gradients computed by the graph's own ops (no Ivy Python per op, no autodiff at run time),
against the native eager step. On NumPy and MXNet, ``ivy.compile`` replays the same graph
(MXNet: JAX 0.4.30, the one installing beside its NumPy 1.23, traces).

Timing: native and Ivy steps alternate in one process (order swapped every repeat); the table
gives the medians of the per-step times and the ratio Ivy / native. The first losses of both
sides are compared to show they compute the same thing.

Usage::

    python benchmarks/training_step.py [--backends numpy torch jax tensorflow mxnet]
        [--modes eager compiled replay] [--repeats 30] [--batch 64] [--hidden 128] [--out DIR]

Each framework lives in its own environment here: run the script in each
(``.nox/tests-backend-<b>/bin/python benchmarks/training_step.py --backends <b>``).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import statistics
import sys
import time

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")
os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false "
                      "intra_op_parallelism_threads=1")

import ivy  # noqa: E402
import numpy as np  # noqa: E402

LR = 0.01
IN, OUT = 32, 10


# --- Ivy ---------------------------------------------------------------------------------------
def ivy_setup(backend, hidden, x_np, y_np):
    ivy.seed(0)
    with ivy.use(backend):
        model = ivy.Sequential(ivy.Linear(IN, hidden), ivy.relu, ivy.Linear(hidden, hidden),
                               ivy.relu, ivy.Linear(hidden, OUT))
        x, y = ivy.asarray(x_np), ivy.asarray(y_np)

    def step(v, x, y):
        loss, g = ivy.execute_with_gradients(
            lambda v: ivy.mean((model(x, v=v) - y) ** 2), v)
        return loss, v - LR * g

    return model.v, x, y, step


def _weights(v):
    """The Ivy model's weights as NumPy ``[(w [out, in], b [out]), ...]``."""
    flat = v.to_numpy().flatten()
    return [(flat[f"layers/{i}/w"], flat[f"layers/{i}/b"]) for i in (0, 2, 4)]


# --- native ------------------------------------------------------------------------------------
def torch_setup(weights, x_np, y_np, compiled):
    import torch
    import torch.nn.functional as F

    params = [torch.from_numpy(a.copy()) for wb in weights for a in wb]

    def step(params, x, y):
        with torch.enable_grad():
            ps = [p.detach().requires_grad_() for p in params]
            h = x
            for i in range(0, 6, 2):
                h = F.linear(h, ps[i], ps[i + 1])
                if i < 4:
                    h = torch.relu(h)
            loss = ((h - y) ** 2).mean()
            grads = torch.autograd.grad(loss, ps)
        return loss.detach(), [p.detach() - LR * g for p, g in zip(ps, grads)]

    fn = torch.compile(step) if compiled else step
    return params, torch.from_numpy(x_np), torch.from_numpy(y_np), fn, lambda r: r


def jax_setup(weights, x_np, y_np, compiled):
    import jax
    import jax.numpy as jnp

    params = [(jnp.asarray(w), jnp.asarray(b)) for w, b in weights]

    def loss_fn(params, x, y):
        h = x
        for i, (w, b) in enumerate(params):
            h = h @ w.T + b
            if i < 2:
                h = jax.nn.relu(h)
        return jnp.mean((h - y) ** 2)

    def step(params, x, y):
        loss, g = jax.value_and_grad(loss_fn)(params, x, y)
        return loss, jax.tree_util.tree_map(lambda p, g: p - LR * g, params, g)

    fn = jax.jit(step) if compiled else step
    return params, jnp.asarray(x_np), jnp.asarray(y_np), fn, jax.block_until_ready


def tensorflow_setup(weights, x_np, y_np, compiled):
    import tensorflow as tf

    params = [tf.constant(a) for wb in weights for a in wb]

    def step(params, x, y):
        with tf.GradientTape() as tape:
            tape.watch(params)
            h = x
            for i in range(0, 6, 2):
                h = tf.matmul(h, params[i], transpose_b=True) + params[i + 1]
                if i < 4:
                    h = tf.nn.relu(h)
            loss = tf.reduce_mean((h - y) ** 2)
        grads = tape.gradient(loss, params)
        return loss, [p - LR * g for p, g in zip(params, grads)]

    fn = tf.function(step) if compiled else step
    return params, tf.constant(x_np), tf.constant(y_np), fn, lambda r: r


def mxnet_setup(weights, x_np, y_np, compiled):
    if compiled:
        return None
    from mxnet import autograd, npx
    from mxnet import np as mnp

    params = [mnp.array(a, dtype=a.dtype) for wb in weights for a in wb]
    units = [w.shape[0] for w, _ in weights]  # a Dense layer knows its size

    def step(params, x, y):
        ps = [p.copy() for p in params]
        for p in ps:
            p.attach_grad()
        with autograd.record(train_mode=False):
            h = x
            for i in range(0, 6, 2):  # Gluon's Dense layer: one FullyConnected op
                h = npx.fully_connected(h, ps[i], ps[i + 1], num_hidden=units[i // 2],
                                        flatten=False)
                if i < 4:
                    h = npx.relu(h)
            loss = ((h - y) ** 2).mean()
        loss.backward()
        return loss, [p - LR * p.grad for p in ps]

    def wait(r):  # every array the step made, both sides (MXNet runs asynchronously)
        npx.waitall()
        return r

    return params, mnp.array(x_np), mnp.array(y_np), step, wait


def numpy_setup(weights, x_np, y_np, compiled):
    if compiled:
        return None
    params = [a.copy() for wb in weights for a in wb]

    def step(params, x, y):  # the backward pass by hand: NumPy has no autodiff
        hs, h = [x], x
        for i in range(0, 6, 2):
            h = h @ params[i].T + params[i + 1]
            if i < 4:
                h = np.maximum(h, 0.0)
            hs.append(h)
        d = h - y
        loss = np.mean(d ** 2)
        g = (2.0 / d.size) * d
        grads = [None] * 6
        for i in (4, 2, 0):
            grads[i], grads[i + 1] = g.T @ hs[i // 2], g.sum(axis=0)
            if i:
                g = (g @ params[i]) * (hs[i // 2] > 0)
        return loss, [p - np.float32(LR) * gr for p, gr in zip(params, grads)]

    return params, x_np, y_np, step, lambda r: r


NATIVE = {"numpy": numpy_setup, "torch": torch_setup, "jax": jax_setup, "tensorflow": tensorflow_setup,
          "mxnet": mxnet_setup}


# --- timing ------------------------------------------------------------------------------------
def _loss_value(r):
    return float(ivy.to_numpy(r[0]))


def bench(backend, mode, repeats, batch, hidden):
    compiled = mode == "compiled"
    rng = np.random.default_rng(0)
    x_np = rng.normal(size=(batch, IN)).astype("float32")
    y_np = rng.normal(size=(batch, OUT)).astype("float32")
    v, x, y, ivy_step = ivy_setup(backend, hidden, x_np, y_np)
    native = NATIVE[backend](_weights(v), x_np, y_np, compiled)
    if native is None or (compiled and backend == "mxnet"):
        return None
    if mode == "replay" and not importlib.util.find_spec("jax"):
        return None  # tracing Ivy code needs JAX
    if mode == "eager" and backend == "numpy":
        return None  # no autodiff: only the replay computes the gradients
    p, nx, ny, native_step, wait = native
    if compiled:
        ivy_step = ivy.compile(ivy_step, backend=backend)
    if mode == "replay":
        ivy_step = ivy.trace_graph(ivy_step, v, x, y, source="ivy")
    if backend == "jax":
        import jax  # noqa: PLC0415

        # every array of the step, as the native side's jax.block_until_ready(tree)
        ivy_wait = lambda r: (jax.block_until_ready(ivy._nest.flatten(r)[0]), r)[1]  # noqa: E731
    elif backend == "mxnet":
        ivy_wait = wait
    else:
        ivy_wait = lambda r: r  # noqa: E731

    # warm up (compiles), and check both compute the same first loss
    first_native = _loss_value(wait(native_step(p, nx, ny)))
    first_ivy = _loss_value(ivy_wait(ivy_step(v, x, y)))
    for _ in range(3):
        wait(native_step(p, nx, ny))
        ivy_wait(ivy_step(v, x, y))

    def timed(fn, w, *args):
        t = time.perf_counter()
        w(fn(*args))
        return time.perf_counter() - t

    tn, ti = [], []
    for r in range(repeats):
        pairs = [(tn, native_step, wait, p, nx, ny), (ti, ivy_step, ivy_wait, v, x, y)]
        for out, fn, w, *args in (pairs if r % 2 == 0 else pairs[::-1]):
            out.append(timed(fn, w, *args))
    native_ms, ivy_ms = statistics.median(tn) * 1e3, statistics.median(ti) * 1e3
    return {"backend": backend, "mode": mode,
            "native_ms": native_ms, "ivy_ms": ivy_ms, "ratio": ivy_ms / native_ms,
            "first_loss_native": first_native, "first_loss_ivy": first_ivy}


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--backends", nargs="+", default=[b for b in NATIVE
                                                      if importlib.util.find_spec(b)])
    p.add_argument("--modes", nargs="+", default=["eager", "compiled", "replay"],
                   choices=["eager", "compiled", "replay"])
    p.add_argument("--repeats", type=int, default=30)
    p.add_argument("--batch", type=int, default=64)
    p.add_argument("--hidden", type=int, default=128)
    p.add_argument("--out", default=None, help="directory for training_step.json")
    args = p.parse_args(argv)
    rows = []
    print(f"{'backend':<11} {'mode':<9} {'native ms':>10} {'ivy ms':>10} {'ratio':>7}  first loss "
          f"native / ivy")
    why = {"eager": "no autodiff", "compiled": "no native compiler for plain functions; "
           "ivy.compile replays the graph: the replay row", "replay": "no JAX to trace with"}
    for b in args.backends:
        for mode in args.modes:
            row = bench(b, mode, args.repeats, args.batch, args.hidden)
            if row is None:
                print(f"{b:<11} {mode:<9} {'n/a':>10} {'n/a':>10} {'':>7}  ({why[mode]})")
                continue
            rows.append(row)
            print(f"{b:<11} {mode:<9} {row['native_ms']:>10.3f} {row['ivy_ms']:>10.3f} "
                  f"{row['ratio']:>7.2f}  {row['first_loss_native']:.6f} / "
                  f"{row['first_loss_ivy']:.6f}", flush=True)
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        meta = {"python": sys.version.split()[0], "machine": platform.machine(),
                "batch": args.batch, "hidden": args.hidden, "repeats": args.repeats}
        with open(os.path.join(args.out, "training_step.json"), "w") as f:
            json.dump({"meta": meta, "rows": rows}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
