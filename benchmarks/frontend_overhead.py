"""Per-call cost of the frontends: the backend's native call, the Ivy call, the frontend call.

For each frontend (``ivy.frontends.numpy``, ``torch``, ``jax``, ``tensorflow``) and each installed
backend, a table of common calls (``add``, ``multiply`` by a Python number, ``exp``, ``sum`` over
an axis, ``matmul``, ``reshape``, ``where``, ...) is timed three ways on the same 100x100 float32
data, interleaved in one process (short ``timeit`` batches in rotating order, so drift cancels):

* **native**: the backend's own function on its native arrays (``torch.add(a, b)``);
* **ivy**: the Ivy function on the same native arrays (``ivy.add(a, b)``, backend inferred);
* **frontend**: the frontend function on frontend arrays holding those native arrays
  (``ivy.frontends.torch.add(A, B)``), its result a frontend array.

Reported per case: medians of the per-call times and of the paired differences frontend - native
("added") and frontend - ivy ("over Ivy"), and the fastest frontend batch minus the fastest native
batch ("best added": the least disturbed estimate on a shared machine). Target (issue 23):
median added <= 1 µs on NumPy, PyTorch and JAX, <= 2 µs on TensorFlow.

Usage::

    python benchmarks/frontend_overhead.py [--backends numpy torch jax tensorflow mxnet]
                                           [--frontends numpy torch jax tensorflow] [--quick]
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import os
import statistics
import timeit

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")
os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false "
                      "intra_op_parallelism_threads=1")

import ivy  # noqa: E402
import numpy as np  # noqa: E402

BACKENDS = ("numpy", "torch", "jax", "tensorflow", "mxnet")
FRONTENDS = ("numpy", "torch", "jax", "tensorflow")

# case -> (ivy expression, {backend: native expression}); a, b: 100x100 float32, m: bool mask
NATIVE = {
    "add": ("ivy.add(a, b)", {"numpy": "np.add(a, b)", "torch": "torch.add(a, b)",
                              "jax": "jnp.add(a, b)", "tensorflow": "tf.add(a, b)",
                              "mxnet": "mnp.add(a, b)"}),
    "multiply_scalar": ("ivy.multiply(a, 2.0)", {"numpy": "np.multiply(a, 2.0)",
                                                 "torch": "torch.mul(a, 2.0)",
                                                 "jax": "jnp.multiply(a, 2.0)",
                                                 "tensorflow": "tf.multiply(a, 2.0)",
                                                 "mxnet": "mnp.multiply(a, 2.0)"}),
    "exp": ("ivy.exp(a)", {"numpy": "np.exp(a)", "torch": "torch.exp(a)", "jax": "jnp.exp(a)",
                           "tensorflow": "tf.exp(a)", "mxnet": "mnp.exp(a)"}),
    "sum_axis": ("ivy.sum(a, axis=1)", {"numpy": "np.sum(a, axis=1)",
                                        "torch": "torch.sum(a, dim=1)",
                                        "jax": "jnp.sum(a, axis=1)",
                                        "tensorflow": "tf.reduce_sum(a, axis=1)",
                                        "mxnet": "mnp.sum(a, axis=1)"}),
    "matmul": ("ivy.matmul(a, b)", {"numpy": "np.matmul(a, b)", "torch": "torch.matmul(a, b)",
                                    "jax": "jnp.matmul(a, b)", "tensorflow": "tf.matmul(a, b)",
                                    "mxnet": "mnp.matmul(a, b)"}),
    "reshape": ("ivy.reshape(a, (50, 200))", {"numpy": "np.reshape(a, (50, 200))",
                                              "torch": "torch.reshape(a, (50, 200))",
                                              "jax": "jnp.reshape(a, (50, 200))",
                                              "tensorflow": "tf.reshape(a, (50, 200))",
                                              "mxnet": "mnp.reshape(a, (50, 200))"}),
    "maximum": ("ivy.maximum(a, b)", {"numpy": "np.maximum(a, b)",
                                      "torch": "torch.maximum(a, b)",
                                      "jax": "jnp.maximum(a, b)",
                                      "tensorflow": "tf.maximum(a, b)",
                                      "mxnet": "mnp.maximum(a, b)"}),
    "where": ("ivy.where(m, a, b)", {"numpy": "np.where(m, a, b)",
                                     "torch": "torch.where(m, a, b)",
                                     "jax": "jnp.where(m, a, b)",
                                     "tensorflow": "tf.where(m, a, b)",
                                     "mxnet": "mnp.where(m, a, b)"}),
    "tanh": ("ivy.tanh(a)", {"numpy": "np.tanh(a)", "torch": "torch.tanh(a)",
                             "jax": "jnp.tanh(a)", "tensorflow": "tf.tanh(a)",
                             "mxnet": "mnp.tanh(a)"}),
}

# frontend -> case -> the frontend expression (F: the frontend module; A, B, M: frontend arrays)
FRONTEND = {
    "numpy": {"add": "F.add(A, B)", "multiply_scalar": "F.multiply(A, 2.0)", "exp": "F.exp(A)",
              "sum_axis": "F.sum(A, axis=1)", "matmul": "F.matmul(A, B)",
              "reshape": "F.reshape(A, (50, 200))", "maximum": "F.maximum(A, B)",
              "where": "F.where(M, A, B)", "tanh": "F.tanh(A)"},
    "torch": {"add": "F.add(A, B)", "multiply_scalar": "F.mul(A, 2.0)", "exp": "F.exp(A)",
              "sum_axis": "F.sum(A, dim=1)", "matmul": "F.matmul(A, B)",
              "reshape": "F.reshape(A, (50, 200))", "maximum": "F.maximum(A, B)",
              "where": "F.where(M, A, B)", "tanh": "F.tanh(A)"},
    "jax": {"add": "F.numpy.add(A, B)", "multiply_scalar": "F.numpy.multiply(A, 2.0)",
            "exp": "F.numpy.exp(A)", "sum_axis": "F.numpy.sum(A, axis=1)",
            "matmul": "F.numpy.matmul(A, B)", "reshape": "F.numpy.reshape(A, (50, 200))",
            "maximum": "F.numpy.maximum(A, B)", "where": "F.numpy.where(M, A, B)",
            "tanh": "F.numpy.tanh(A)"},
    "tensorflow": {"add": "F.add(A, B)", "multiply_scalar": "F.multiply(A, 2.0)",
                   "exp": "F.exp(A)", "sum_axis": "F.reduce_sum(A, axis=1)",
                   "matmul": "F.matmul(A, B)", "reshape": "F.reshape(A, (50, 200))",
                   "maximum": "F.maximum(A, B)", "where": "F.where(M, A, B)",
                   "tanh": "F.tanh(A)"},
}


def backend_env(name):
    """Native 100x100 float32 inputs of backend ``name`` and its module names."""
    rng = np.random.default_rng(0)
    a0 = rng.standard_normal((100, 100)).astype(np.float32)
    b0 = rng.standard_normal((100, 100)).astype(np.float32)
    m0 = a0 > b0
    env = {"ivy": ivy, "np": np}
    if name == "numpy":
        conv = np.asarray
    elif name == "torch":
        import torch

        env["torch"] = torch
        conv = torch.from_numpy
    elif name == "jax":
        import jax
        import jax.numpy as jnp

        jax.config.update("jax_cpu_enable_async_dispatch", False)  # synchronous: less noise
        env["jnp"] = jnp
        conv = jnp.asarray
    elif name == "tensorflow":
        import tensorflow as tf

        env["tf"] = tf
        conv = tf.constant
    else:
        import mxnet as mx

        env["mnp"] = mx.np
        conv = mx.np.array
    ivy.get_backend(name)
    env.update(a=conv(a0), b=conv(b0), m=conv(m0))
    return env


def measure(stmts, env, batch=0.004, repeats=41):
    """Median per-call µs of each statement, and median paired differences to the first two."""
    timers = [timeit.Timer(s, globals=env) for s in stmts]
    for t in timers:
        t.timeit(20)  # warm up
    per_call = max(1e-7, timers[0].timeit(50) / 50)
    number = max(1, int(batch / per_call))
    times = [[] for _ in timers]
    for r in range(repeats):
        order = range(len(timers)) if r % 2 == 0 else reversed(range(len(timers)))
        for i in order:
            times[i].append(timers[i].timeit(number) / number * 1e6)
    med = [statistics.median(t) for t in times]
    added = statistics.median(f - n for f, n in zip(times[2], times[0]))
    over_ivy = statistics.median(f - i for f, i in zip(times[2], times[1]))
    best = min(times[2]) - min(times[0])  # the fastest batches: the least disturbed by others
    return med, added, over_ivy, best


def run(backends, frontends, quick=False):
    rows = []
    for backend in backends:
        if importlib.util.find_spec({"mxnet": "mxnet"}.get(backend, backend)) is None:
            print(f"# {backend}: not installed, skipped")
            continue
        env = backend_env(backend)
        for fname in frontends:
            try:
                fmod = importlib.import_module(f"ivy.frontends.{fname}")
            except ImportError as e:
                print(f"# frontend {fname}: {e}")
                continue
            wrap = fmod._frontend_array
            fenv = dict(env, F=fmod, A=wrap(env["a"]), B=wrap(env["b"]), M=wrap(env["m"]))
            for case, (ivy_expr, natives) in NATIVE.items():
                fexpr = FRONTEND[fname][case]
                try:
                    eval(fexpr, fenv)  # noqa: S307 - the benchmark's own expressions
                except Exception as e:  # noqa: BLE001 - a name the frontend lacks: say so
                    print(f"# {fname} on {backend}: {case}: {type(e).__name__}: {e}"[:160])
                    continue
                med, added, over, best = measure([natives[backend], ivy_expr, fexpr], fenv,
                                                 repeats=11 if quick else 41)
                rows.append((fname, backend, case, *med, added, over, best))
                print(f"{fname:10s} {backend:10s} {case:16s} native {med[0]:8.2f}  ivy "
                      f"{med[1]:8.2f}  frontend {med[2]:8.2f}  added {added:6.2f}  "
                      f"over Ivy {over:6.2f}  best added {best:6.2f} µs", flush=True)
    return rows


def summary(rows):
    print("\n| frontend | backend | cases | median added over native (µs) | "
          "median added over Ivy (µs) | fastest batches' added (µs) | target |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for fname in FRONTENDS:
        for backend in BACKENDS:
            sel = [r for r in rows if r[0] == fname and r[1] == backend]
            if sel:
                target = 2.0 if backend == "tensorflow" else 1.0
                print(f"| {fname} | {backend} | {len(sel)} | "
                      f"{statistics.median(r[6] for r in sel):.2f} | "
                      f"{statistics.median(r[7] for r in sel):.2f} | "
                      f"{statistics.median(r[8] for r in sel):.2f} | <= {target:g} |")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--backends", nargs="+", default=list(BACKENDS), choices=BACKENDS)
    p.add_argument("--frontends", nargs="+", default=list(FRONTENDS), choices=FRONTENDS)
    p.add_argument("--quick", action="store_true", help="fewer repeats (a smoke run)")
    args = p.parse_args(argv)
    summary(run(args.backends, args.frontends, args.quick))


if __name__ == "__main__":
    main()
