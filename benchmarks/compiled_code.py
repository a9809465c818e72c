"""Compiled code stays compiled (issue 27): graphs, breaks, retraces and recompiles of a small Ivy
function under ``torch.compile``, ``jax.jit`` and ``tf.function``, each situation in a fresh
process.

    python benchmarks/compiled_code.py                   # every installed framework (~2 min)
    python benchmarks/compiled_code.py --frameworks torch

The function is ``f(x) = sum(tanh(x) * 2 + mean(x))`` written with ``ivy.*`` on the
framework's native arrays, called 4 times on the same input. Situations:

* ``set``: ``ivy.set_backend(<framework>)`` first;
* ``inferred``: no backend set (the README's first example), the backend loaded by an eager call
  before compiling;
* ``first call in trace``: no backend set and no Ivy call before: the process's very first Ivy
  call happens inside the compiled function, so the backend module is imported there;
* ``after TensorFlow``: TensorFlow used with Ivy in the same process first (PyTorch only: a
  ``tf.DType`` in a dtype table once broke Dynamo's tracing);
* ``ivy.use between calls``: an ``ivy.use("numpy")`` block between the compiled calls;
* ``scalar first``: inferred, the function ``ivy.multiply(3.0, x) - ivy.subtract(1.0, x)`` (a
  Python scalar as the first argument: the dispatcher learns its argument table inside the
  trace).

Reported: PyTorch: Dynamo's graphs (``unique_graphs``), graph breaks and recompilations
(``torch._dynamo.utils.counters``); JAX: Python traces of the jitted function (a counter in its
body); TensorFlow: ``tf.function``'s tracing count. The results are compared to eager calls.
Targets: 1 graph / 1 trace, no break, no recompile, in every situation; the one documented
exception is *first call in trace* on PyTorch: importing a module cannot be traced by Dynamo
(one break and one recompile, once per process; docs/architecture.md).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import textwrap

SITUATIONS = ("set", "inferred", "first call in trace", "after TensorFlow", "ivy.use between calls",
              "scalar first")

_PRELUDE = {
    "torch": """
        import torch
        from torch._dynamo.utils import counters
        x = torch.linspace(-1, 1, 5)
        def compile_(f):
            return torch.compile(f, backend="eager")
    """,
    "jax": """
        import jax, jax.numpy as jnp
        x = jnp.linspace(-1, 1, 5)
        traces = [0]
        def compile_(f):
            def counted(x):
                traces[0] += 1
                return f(x)
            return jax.jit(counted)
    """,
    "tensorflow": """
        import tensorflow as tf
        x = tf.linspace(-1.0, 1.0, 5)
        def compile_(f):
            return tf.function(f)
    """,
}

_REPORT = {
    "torch": """
        st = counters["stats"]
        out = {"graphs": st.get("unique_graphs", 0), "breaks": sum(counters["graph_break"].values()),
               "recompiles": max(0, st.get("unique_graphs", 0) - 1)}
    """,
    "jax": 'out = {"traces": traces[0]}',
    "tensorflow": 'out = {"traces": cf.experimental_get_tracing_count()}',
}


def _script(fw, situation):
    setup = {
        "set": f'ivy.set_backend("{fw}"); f(x)',
        "inferred": "f(x)",
        "first call in trace": "",
        "after TensorFlow": ("import tensorflow as tf; ivy.tanh(tf.ones(3)); "
                             "ivy.mean(tf.constant([1., 2.])); f(x)"),
        "ivy.use between calls": "f(x)",
        "scalar first": "ivy.tanh(x)",
    }[situation]
    if situation == "scalar first":
        body, ref = "ivy.multiply(3.0, x) - ivy.subtract(1.0, x)", "4.0 * np.asarray(x) - 1.0"
    else:
        body = "ivy.sum(ivy.tanh(x) * 2.0 + ivy.mean(x))"
        ref = "np.sum(np.tanh(np.asarray(x)) * 2.0 + np.mean(np.asarray(x)))"
    between = "pass"
    if situation == "ivy.use between calls":
        between = 'with ivy.use("numpy"):\n        ivy.add(np.ones(2), 1.0)'
    return "\n".join([
        "import numpy as np",
        textwrap.dedent(_PRELUDE[fw]),
        "import ivy",
        f"def f(x):\n    return {body}",
        setup,
        "cf = compile_(f)",
        "ok = True",
        "for _ in range(4):",
        f"    {between}",
        f"    ok = ok and bool(np.allclose(np.asarray(cf(x)), {ref}, atol=1e-5))",
        textwrap.dedent(_REPORT[fw]),
        'out["equal"] = bool(ok)',
        "import json; print('RESULT', json.dumps(out))",
    ])


def run(fw, situation):
    res = subprocess.run([sys.executable, "-c", _script(fw, situation)], capture_output=True,
                         text=True, timeout=600)
    for line in res.stdout.splitlines():
        if line.startswith("RESULT "):
            return json.loads(line[7:])
    return {"error": (res.stderr.strip().splitlines() or ["no output"])[-1][:120]}


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--frameworks", nargs="+", default=["torch", "jax", "tensorflow"])
    args = p.parse_args(argv)
    print("| framework | situation | result (4 calls) | equal to eager |")
    print("|---|---|---|---|")
    for fw in args.frameworks:
        try:
            __import__({"torch": "torch", "jax": "jax", "tensorflow": "tensorflow"}[fw])
        except ImportError:
            print(f"| {fw} | (not installed) | | |")
            continue
        for situation in SITUATIONS:
            if situation == "after TensorFlow" and fw != "torch":
                continue
            r = run(fw, situation)
            eq = r.pop("equal", None)
            desc = r.get("error") or ", ".join(f"{k} {v}" for k, v in r.items())
            print(f"| {fw} | {situation} | {desc} | {eq} |", flush=True)


if __name__ == "__main__":
    main()
