"""Compiled control flow (issue 31): ``ivy.scan`` / ``ivy.while_loop`` against the native loops.

    python benchmarks/control_flow.py                      # JAX, TensorFlow, PyTorch (< 5 min)
    python benchmarks/control_flow.py --quick              # fewer repeats, smaller unrolled loops
    python benchmarks/control_flow.py --backends jax --torch-backends inductor eager

Two programs, each written twice: with Ivy (``ivy.scan`` / ``ivy.while_loop``, the body's
named functions ``ivy.tanh``, ``ivy.matmul``, ``ivy.sum``, ... on the framework's native arrays,
arithmetic with the arrays' operators) and natively, then compiled by the framework's compiler
(``jax.jit``, ``tf.function``, ``torch.compile``; both sides get the same compiler and options):

* **scan**: 1,000 steps of a small RNN cell, carry ``h`` ``[8, 32]``, inputs ``x_t`` ``[8, 32]``:
  ``h' = tanh(h @ W1 + x_t @ W2 + b)``, per-step output ``y_t = sum(h'**2)``; the program returns
  the last ``h`` and the ``[1000]`` outputs. Native: ``jax.lax.scan``; TensorFlow a
  ``tf.while_loop`` writing ``y_t`` to a ``tf.TensorArray`` (``x_t = xs[t]``; ``tf.scan`` has no
  separate carry and output: it would stack the 1,000 carries too);
  ``torch._higher_order_ops.scan.scan`` (the operator Ivy uses under ``torch.compile``).
* **while**: a Newton solver of the cube roots of a ``[1000]`` vector ``a`` in ``[1, 1000]``,
  ``x <- x - (x^3 - a) / (3 x^2)`` from ``x = a`` while ``max |x^3 - a| / a > 1e-5`` (and fewer
  than 100 steps): a data-dependent trip count (15 here). Native: ``lax.while_loop``,
  ``tf.while_loop``, ``torch._higher_order_ops.while_loop.while_loop``.

Reported per program and compiler: the compile time (the first call: tracing, compilation and
one run; CPU seconds of this process and of the C++ compiler runs Inductor starts, and wall
clock; the median of ``--compile-repeats`` cold compilations per side, the sides' order
alternating; PyTorch gets a fresh Inductor cache each time, JAX ``jax.clear_caches()``), the
step time (median of ``--repeats`` windows of back-to-back calls after a warm-up, in process CPU
seconds, Ivy and native windows alternating so that load on the shared machine hits both) and
the ratios Ivy / native. Targets (issue 31): step ratio <= 1.1, Ivy's compile time not above
native's (+5 % allowed for noise).

Program size (the "before" of issue 31): the same 1,000-step scan program written as a Python
``for`` loop of the Ivy cell (what Ivy users wrote before ``ivy.scan``: the compiler unrolls it),
against ``ivy.scan`` and the native scan: equations of the jaxpr (``jax.make_jaxpr``), operations
of the ``tf.function`` graph, nodes of Dynamo's FX graphs (``torch._dynamo.explain``), at the top
level and in total (the loop bodies' sub-programs included), and the unrolled loop's compile time
(``--unrolled-steps``, PyTorch ``--torch-unrolled-steps``: Dynamo and Inductor on 1,000 unrolled
steps take minutes).

Each framework runs in its own subprocess (``--in-process``: all in this one): once Ivy has run
on TensorFlow in a process, its dispatchers' dtype test (``x.dtype in`` a table holding
``tf.DType`` keys) is a Dynamo graph break for PyTorch arrays, and ``torch.compile`` of
``ivy.scan`` fails (``UncapturedHigherOrderOpError``). One intra-op thread per framework (the
shared 2-core machine). Nothing is written to disk.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import subprocess
import sys
import time

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")
os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false "
                      "intra_op_parallelism_threads=1")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import numpy as np  # noqa: E402

BACKENDS = ("jax", "tensorflow", "torch")
STEPS, BATCH, WIDTH = 1000, 8, 32
N_ROOTS, TOL, MAX_ITERS = 1000, 1e-5, 100
_JSON = "#json "


# --- data -------------------------------------------------------------------------------------
def _data():
    """NumPy float32 inputs: the scan's (h0, xs, W1, W2, b) and the solver's (a, x0, k0); x0 is
    a copy of a (torch's compiled while_loop refuses a carry that is also a closed-over input)."""
    rng = np.random.default_rng(0)
    f32 = np.float32
    h0 = rng.standard_normal((BATCH, WIDTH)).astype(f32) * f32(0.1)
    xs = rng.standard_normal((STEPS, BATCH, WIDTH)).astype(f32)
    w1 = (rng.standard_normal((WIDTH, WIDTH)) / np.sqrt(WIDTH)).astype(f32)
    w2 = (rng.standard_normal((WIDTH, WIDTH)) / np.sqrt(WIDTH)).astype(f32)
    b = (rng.standard_normal(WIDTH) * 0.1).astype(f32)
    a = np.linspace(1.0, 1000.0, N_ROOTS, dtype=f32)
    return {"scan": (h0, xs, w1, w2, b), "while": (a, a.copy(), np.array(0, dtype=np.int32))}


# --- the Ivy programs (the same code on every framework) --------------------------------------
def _ivy_programs():
    import ivy

    def scan(h0, xs, w1, w2, b):
        def cell(h, x):
            h = ivy.tanh(ivy.matmul(h, w1) + ivy.matmul(x, w2) + b)
            return h, ivy.sum(h * h)

        return ivy.scan(cell, h0, xs)

    def unrolled(steps):
        def program(h0, xs, w1, w2, b):
            h, ys = h0, []
            for t in range(steps):
                h = ivy.tanh(ivy.matmul(h, w1) + ivy.matmul(xs[t], w2) + b)
                ys.append(ivy.sum(h * h))
            return h, ivy.stack(ys)

        return program

    def newton(a, x0, k0):
        def going(c):
            x, k = c
            return ivy.logical_and(k < MAX_ITERS, ivy.max(ivy.abs(x * x * x - a) / a) > TOL)

        def step(c):
            x, k = c
            return x - (x * x * x - a) / (3.0 * x * x), k + 1

        return ivy.while_loop(going, step, (x0, k0))

    return {"scan": scan, "while": newton}, unrolled


# --- the native programs ----------------------------------------------------------------------
def _jax():
    import jax
    import jax.numpy as jnp
    from jax import lax

    jax.config.update("jax_cpu_enable_async_dispatch", False)

    def scan(h0, xs, w1, w2, b):
        def cell(h, x):
            h = jnp.tanh(h @ w1 + x @ w2 + b)
            return h, jnp.sum(h * h)

        return lax.scan(cell, h0, xs)

    def newton(a, x0, k0):
        def going(c):
            x, k = c
            return (k < MAX_ITERS) & (jnp.max(jnp.abs(x * x * x - a) / a) > TOL)

        def step(c):
            x, k = c
            return x - (x * x * x - a) / (3.0 * x * x), k + 1

        return lax.while_loop(going, step, (x0, k0))

    def size(fn, args):
        jaxpr = jax.make_jaxpr(fn)(*args).jaxpr
        return len(jaxpr.eqns), _jaxpr_eqns(jaxpr)

    return {"native": {"scan": scan, "while": newton}, "to": jnp.asarray,
            "compile": lambda fn, _: jax.jit(fn), "sync": jax.block_until_ready,
            "fresh": contextlib.nullcontext, "reset": jax.clear_caches,
            "compilers": ["jit"], "size": size, "unit": "jaxpr equations"}


def _jaxpr_eqns(jaxpr):
    n = 0
    for eqn in jaxpr.eqns:
        n += 1
        for v in eqn.params.values():
            for sub in (v if isinstance(v, (tuple, list)) else (v,)):
                inner = getattr(sub, "jaxpr", sub)  # ClosedJaxpr -> Jaxpr
                if hasattr(inner, "eqns"):
                    n += _jaxpr_eqns(inner)
    return n


def _tensorflow():
    import tensorflow as tf

    for setter in (tf.config.threading.set_intra_op_parallelism_threads,
                   tf.config.threading.set_inter_op_parallelism_threads):
        try:
            setter(1)
        except RuntimeError:  # already initialised
            pass

    def scan(h0, xs, w1, w2, b):
        def body(t, h, ys):
            h = tf.tanh(h @ w1 + xs[t] @ w2 + b)
            return t + 1, h, ys.write(t, tf.reduce_sum(h * h))

        n = xs.shape[0]
        ys = tf.TensorArray(tf.float32, size=n, element_shape=())
        _, h, ys = tf.while_loop(lambda t, h, ys: t < n, body, (tf.constant(0), h0, ys))
        return h, ys.stack()

    def newton(a, x0, k0):
        def going(x, k):
            return (k < MAX_ITERS) & (tf.reduce_max(tf.abs(x * x * x - a) / a) > TOL)

        def step(x, k):
            return x - (x * x * x - a) / (3.0 * x * x), k + 1

        return tf.while_loop(going, step, (x0, k0))

    def size(fn, args):
        graph = tf.function(fn).get_concrete_function(*args).graph
        top = len(graph.get_operations())
        return top, top + sum(len(f.node_def) for f in graph.as_graph_def().library.function)

    def sync(out):
        for v in tf.nest.flatten(out):
            v.numpy()
        return out

    return {"native": {"scan": scan, "while": newton}, "to": tf.constant,
            "compile": lambda fn, _: tf.function(fn), "sync": sync,
            "fresh": contextlib.nullcontext, "reset": lambda: None,
            "compilers": ["function"], "size": size, "unit": "graph operations"}


def _torch(compilers):
    import torch
    import torch._inductor.config as inductor_config
    from torch._higher_order_ops.scan import scan as scan_op
    from torch._higher_order_ops.while_loop import while_loop as while_op
    from torch._inductor.utils import fresh_cache  # a cold compilation every time

    torch.set_num_threads(1)
    inductor_config.compile_threads = 1  # compile in this process

    def scan(h0, xs, w1, w2, b):
        def cell(h, x):
            h = torch.tanh(h @ w1 + x @ w2 + b)
            return h, torch.sum(h * h)

        return scan_op(cell, h0, xs)

    def newton(a, x0, k0):
        def going(x, k):
            return (k < MAX_ITERS) & (torch.max(torch.abs(x * x * x - a) / a) > TOL)

        def step(x, k):
            return x - (x * x * x - a) / (3.0 * x * x), k + 1

        return while_op(going, step, (x0, k0))

    def size(fn, args):
        torch._dynamo.reset()
        explained = torch._dynamo.explain(fn)(*args)
        torch._dynamo.reset()
        top = sum(len(g.graph.nodes) for g in explained.graphs)
        total = sum(len(m.graph.nodes) for g in explained.graphs for m in g.modules()
                    if isinstance(m, torch.fx.GraphModule))
        return top, total

    def compile_(fn, compiler):
        return torch.compile(fn, backend=compiler, fullgraph=True)

    return {"native": {"scan": scan, "while": newton}, "to": torch.from_numpy,
            "compile": compile_, "sync": lambda x: x, "compilers": list(compilers),
            "fresh": fresh_cache, "reset": torch._dynamo.reset,
            "size": size, "unit": "FX graph nodes"}


# --- timing -----------------------------------------------------------------------------------
def _cpu():
    """CPU seconds of this process (all its threads) and of its finished child processes
    (Inductor's C++ compiler runs)."""
    t = os.times()  # (clock ticks: 10 ms; time.process_time is finer)
    return time.process_time() + t.children_user + t.children_system


def _first_call(fn, args, sync):
    """Wall and CPU seconds of the first call (tracing, compilation, one run) and its result."""
    w, c = time.perf_counter(), _cpu()
    out = sync(fn(*args))
    return time.perf_counter() - w, _cpu() - c, out


def _steps(fns, args, sync, repeats, window):
    """Median CPU seconds per call of each function (alternating windows of back-to-back
    calls), and the CPU seconds of each one's second call (a recompilation shows there)."""
    second = []
    for fn in fns:
        c = time.process_time()
        sync(fn(*args))
        second.append(time.process_time() - c)
        for _ in range(2):
            sync(fn(*args))
    c = time.process_time()
    sync(fns[0](*args))
    per_call = max(time.process_time() - c, 1e-5)
    number = max(1, int(window / per_call))
    times = [[] for _ in fns]
    for r in range(repeats):
        for i in (range(len(fns)) if r % 2 == 0 else reversed(range(len(fns)))):
            c = time.process_time()
            for _ in range(number):
                sync(fns[i](*args))
            times[i].append((time.process_time() - c) / number)
    return [statistics.median(t) for t in times], second


def _close(a, b, what):
    la = [np.asarray(x) for x in _leaves(a)]
    lb = [np.asarray(x) for x in _leaves(b)]
    ok = len(la) == len(lb) and all(x.shape == y.shape and np.allclose(x, y, rtol=1e-4,
                                                                       atol=1e-5)
                                    for x, y in zip(la, lb))
    if not ok:
        print(f"# {what}: Ivy's result differs from the native one")
    return ok


def _leaves(x):
    if isinstance(x, (tuple, list)):
        return [y for v in x for y in _leaves(v)]
    return [x]


def _cut(prog, args, n):
    """The program's inputs cut to n steps (scan) or n roots (while)."""
    if prog == "scan":
        return (args[0], args[1][:n], *args[2:])
    return tuple(v[:n] if len(v.shape) else v for v in args)


# --- the runs ---------------------------------------------------------------------------------
def _compile_row(env, fw, prog, compiler, fns, args, compile_repeats, repeats, window):
    """Compile times (median of compile_repeats cold compilations per side, the order of the
    sides alternating) and step times of the Ivy and the native program."""
    sync = env["sync"]
    row = {"fw": fw, "prog": prog, "compiler": compiler, "wall": {}, "cpu": {}}
    with env["fresh"]():  # the framework's own first-compilation costs, outside the timings
        sync(env["compile"](env["native"][prog], compiler)(*_cut(prog, args, 3)))
    compiled, outs = {}, {}
    for rep in range(compile_repeats):
        env["reset"]()
        for side in (("ivy", "native") if rep % 2 == 0 else ("native", "ivy")):
            try:
                with env["fresh"]():
                    compiled[side] = env["compile"](fns[side], compiler)
                    wall, cpu, outs[side] = _first_call(compiled[side], args, sync)
            except Exception as e:  # noqa: BLE001 - report, go on
                row["error"] = f"{side}: {type(e).__name__}: {str(e).splitlines()[0]}"
                return row
            row["wall"].setdefault(side, []).append(wall)
            row["cpu"].setdefault(side, []).append(cpu)
    for k in ("wall", "cpu"):
        row[k] = {side: statistics.median(v) for side, v in row[k].items()}
    row["same"] = _close(outs["ivy"], outs["native"], f"{fw} {prog} {compiler}")
    (row["ivy_step"], row["native_step"]), row["second"] = _steps(
        [compiled["ivy"], compiled["native"]], args, sync, repeats, window)
    if prog == "while":
        row["trips"] = int(np.asarray(outs["native"][1]))
    return row


def run(backends, torch_compilers, repeats, window, compile_repeats, unrolled_steps,
        torch_unrolled_steps):
    data = _data()
    ivy_fns, unrolled = _ivy_programs()
    speed, sizes = [], []
    for fw in backends:
        t0, c0 = time.perf_counter(), _cpu()
        env = {"jax": _jax, "tensorflow": _tensorflow}.get(fw, lambda: _torch(torch_compilers))()
        args = {k: tuple(env["to"](v) for v in vs) for k, vs in data.items()}
        for prog in ("scan", "while"):
            # an eager call first (Ivy's first call of a process builds its dispatchers)
            _close(ivy_fns[prog](*args[prog]), env["native"][prog](*args[prog]),
                   f"{fw} {prog} eager")
            for compiler in env["compilers"]:
                row = _compile_row(env, fw, prog, compiler,
                                   {"ivy": ivy_fns[prog], "native": env["native"][prog]},
                                   args[prog], compile_repeats, repeats, window)
                speed.append(row)
                _print_row(row)
        env["reset"]()
        steps = torch_unrolled_steps if fw == "torch" else unrolled_steps
        size = {"fw": fw, "unit": env["unit"], "steps": steps}
        for side, fn in (("native", env["native"]["scan"]), ("ivy", ivy_fns["scan"]),
                         ("unrolled", unrolled(steps))):
            try:
                size[side] = env["size"](fn, args["scan"])
            except Exception as e:  # noqa: BLE001 - report, go on
                size[side] = None
                print(f"# {fw} size of {side}: {type(e).__name__}: {str(e).splitlines()[0]}")
        env["reset"]()
        size["compiler"] = env["compilers"][0]
        with env["fresh"]():
            cfn = env["compile"](unrolled(steps), size["compiler"])
            size["unrolled_wall"], size["unrolled_cpu"], out = _first_call(
                cfn, _cut("scan", args["scan"], steps), env["sync"])
        size["same"] = _close(out, ivy_fns["scan"](*_cut("scan", args["scan"], steps)),
                              f"{fw} unrolled")
        sizes.append(size)
        print(f"# {fw}: sizes {size}", flush=True)
        print(f"# {fw}: {time.perf_counter() - t0:.0f} s, {_cpu() - c0:.0f} CPU s", flush=True)
        env["reset"]()
    return speed, sizes


def _print_row(r):
    if "error" in r:
        print(f"# {r['fw']} {r['prog']} {r['compiler']}: {r['error']}", flush=True)
        return
    print(f"# {r['fw']} {r['prog']} {r['compiler']}: compile CPU {r['cpu']['ivy']:.2f} / "
          f"{r['cpu']['native']:.2f} s (wall {r['wall']['ivy']:.2f} / {r['wall']['native']:.2f}),"
          f" step {r['ivy_step'] * 1e3:.3f} / {r['native_step'] * 1e3:.3f} ms, second call "
          f"{r['second'][0] * 1e3:.1f} / {r['second'][1] * 1e3:.1f} ms", flush=True)


NAMES = {"jax": "JAX", "tensorflow": "TensorFlow", "torch": "PyTorch"}
COMPILERS = {"jit": "`jax.jit`", "function": "`tf.function`", "inductor": "`torch.compile`",
             "eager": "`torch.compile(backend=\"eager\")`",
             "aot_eager": "`torch.compile(backend=\"aot_eager\")`"}


def tables(speed, sizes):
    print("\n| program | framework | compiler | compile CPU s, Ivy / native | ratio | "
          "(wall s) | step ms (CPU), Ivy / native | ratio | "
          "targets: step <= 1.1, compile <= 1 (+5 %: noise) |")
    print("|---|---|---|---:|---:|---:|---:|---:|---|")
    notes = []
    for r in speed:
        head = f"| {r['prog']} | {NAMES[r['fw']]} | {COMPILERS[r['compiler']]} |"
        if "error" in r:
            print(f"{head} error | | | | | {r['error'][:100]} |")
            continue
        cpu, wall = r["cpu"], r["wall"]
        cr = cpu["ivy"] / cpu["native"]
        sr = r["ivy_step"] / r["native_step"]
        met = [f"step {'met' if sr <= 1.1 else 'missed'}",
               f"compile {'met' if cr <= 1.05 else 'missed'}"]
        if not r["same"]:
            met.append("results differ")
        print(f"{head} {cpu['ivy']:.2f} / {cpu['native']:.2f} | {cr:.2f} | "
              f"({wall['ivy']:.2f} / {wall['native']:.2f}) | "
              f"{r['ivy_step'] * 1e3:.3f} / {r['native_step'] * 1e3:.3f} | {sr:.2f} | "
              f"{', '.join(met)} |")
        for side, sec, step in zip(("Ivy", "native"), r["second"],
                                   (r["ivy_step"], r["native_step"])):
            if sec > max(0.05, 5 * step):
                notes.append(f"{r['prog']} {NAMES[r['fw']]} {COMPILERS[r['compiler']]}: the "
                             f"{side} program's second call took {sec:.2f} CPU s "
                             f"(a step: {step * 1e3:.2f} ms): it compiled again")
        if "trips" in r:
            notes.append(f"while: {r['trips']} Newton steps")
    for n in dict.fromkeys(notes):
        print(f"- {n}")
    compile_cpu = {(r["fw"], r["compiler"]): r["cpu"] for r in speed
                   if r["prog"] == "scan" and "error" not in r}
    print("\n| framework | counted (top level / total) | native scan | `ivy.scan` | "
          "Python loop of the Ivy cell (steps) | compile CPU s: native / `ivy.scan` / "
          "Python loop (wall s) |")
    print("|---|---|---:|---:|---:|---:|")

    def fmt(v):
        return "error" if v is None else f"{v[0]} / {v[1]}"

    for s in sizes:
        c = compile_cpu.get((s["fw"], s["compiler"]))
        scans = f"{c['native']:.2f} / {c['ivy']:.2f}" if c else "- / -"
        print(f"| {NAMES[s['fw']]} | {s['unit']} | {fmt(s['native'])} | {fmt(s['ivy'])} | "
              f"{fmt(s['unrolled'])} ({s['steps']}) | {scans} / {s['unrolled_cpu']:.1f} "
              f"({s['unrolled_wall']:.1f}) |")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--backends", nargs="+", default=list(BACKENDS), choices=BACKENDS)
    p.add_argument("--torch-backends", nargs="+", default=["inductor", "eager"],
                   choices=["inductor", "eager", "aot_eager"],
                   help="torch.compile backends (default: inductor eager)")
    p.add_argument("--repeats", type=int, default=None, help="timing windows per side "
                   "(default 15, 5 with --quick)")
    p.add_argument("--window", type=float, default=None, help="seconds per timing window "
                   "(default 0.1, 0.03 with --quick)")
    p.add_argument("--unrolled-steps", type=int, default=None,
                   help=f"steps of the unrolled Python loop on JAX / TensorFlow (default {STEPS}, "
                   "200 with --quick)")
    p.add_argument("--torch-unrolled-steps", type=int, default=None,
                   help="steps of the unrolled Python loop on PyTorch (default 100, 20 with "
                   "--quick)")
    p.add_argument("--compile-repeats", type=int, default=None, help="cold compilations per "
                   "side, median reported (default 3, 1 with --quick)")
    p.add_argument("--quick", action="store_true", help="fewer repeats, shorter unrolled loops")
    p.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--in-process", action="store_true", help="run the backends in this process "
                   "(default: one subprocess per backend, see the module docstring)")
    args = p.parse_args(argv)
    if not args.in_process:
        rest = [a for a in (argv if argv is not None else sys.argv[1:]) if a != "--backends"
                and a not in BACKENDS]
        speed, sizes = [], []
        for fw in args.backends:
            out = subprocess.run([sys.executable, __file__, *rest, "--in-process", "--backends",
                                  fw, "--json"], stdout=subprocess.PIPE, text=True, check=False)
            for line in out.stdout.splitlines():
                if line.startswith(_JSON):
                    got = json.loads(line[len(_JSON):])
                    speed += got["speed"]
                    sizes += got["sizes"]
                else:
                    print(line, flush=True)
            if out.returncode:
                print(f"# {fw}: the run failed (exit status {out.returncode})")
        tables(speed, sizes)
        return
    q = args.quick
    speed, sizes = run(args.backends, args.torch_backends,
                       args.repeats or (5 if q else 15), args.window or (0.03 if q else 0.1),
                       args.compile_repeats or (1 if q else 3),
                       args.unrolled_steps or (200 if q else STEPS),
                       args.torch_unrolled_steps or (20 if q else 100))
    if args.json:
        print(_JSON + json.dumps({"speed": speed, "sizes": sizes}), flush=True)
    else:
        tables(speed, sizes)

if __name__ == "__main__":
    main()
