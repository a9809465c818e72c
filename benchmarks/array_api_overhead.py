"""Per-call overhead of ``ivy.array_api`` / ``ivy.Array`` over the native call, per backend.

Two families of cases, on the inputs of ``overhead.py`` (~1e4 elements):

* **operators** of :class:`ivy.Array` (``x + y``, ``x * 2.0``, ``x @ y``, ``x < y``, ``-x``,
  ``x[0]``, slicing, boolean masks, ``x += y``, ``x.T``, ...) against the same operator on the native
  arrays (TensorFlow: the ``tf`` op where its tensors lack the operator);
* **functions** of ``ivy.array_api`` (``xp.sin(x)``, ``xp.sum(x)``, ``xp.linalg.inv(m)``, ...): every
  case of ``overhead.py`` whose function is in the standard, its ``ivy.`` call rewritten as ``xp.``
  on ``ivy.Array`` inputs, against the same native call as there.

Measured exactly as ``overhead.py`` does (interleaved short batches, medians of paired
differences; JAX and MXNet results waited for), in two modes: *inferred* (no backend set: the
backend is read off the wrapped arrays, the normal way to use ``ivy.array_api``) and *set*
(``ivy.set_backend``). Target: median added ≤ 1 µs per call.

Usage::

    python benchmarks/array_api_overhead.py [--backends numpy torch ...] [--quick] [--out DIR]
    nox -s "bench_array_api(backend='torch')"
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import statistics
import sys
import time
import timeit

import ivy
import overhead as ov  # the shared machinery: inputs, native expressions, timing

# float64 work on JAX needs its 64-bit mode: the user's setting (Ivy never changes it); this
# benchmark is the user here (JAX reads the variable when it is imported)
os.environ.setdefault("JAX_ENABLE_X64", "1")

TARGET_US = 1.0
_A = ivy.Array

# operator cases: name -> (Ivy expression on ivy.Array inputs, native expression, tf override)
_IVY_ONLY_TF = {"x[xb]": "tf.boolean_mask(x, xb)"}  # tf.Tensor has no boolean-mask indexing
OPERATORS = [
    ("x + y", "x + y"), ("x + 2.0", "x + 2.0"), ("2.0 * x", "2.0 * x"), ("x * y", "x * y"),
    ("x / y", "x / y"), ("x ** 2", "x ** 2"), ("x @ y", "x @ y"), ("x < y", "x < y"),
    ("x == y", "x == y"), ("-x", "-x"), ("abs(x)", "abs(x)"), ("xb & yb", "xb & yb"),
    ("x[0]", "x[0]"), ("x[:, 1:50:2]", "x[:, 1:50:2]"), ("x[xb]", "x[xb]"), ("x.T", "x.T"),
    ("x.shape", "x.shape"), ("x.dtype", "x.dtype"),
]


def _standard_names():
    from ivy.array_api import STANDARD  # noqa: PLC0415

    return {f"{ns}.{n}" if ns else n for ns, names in STANDARD.items() for n in names}


def function_cases():
    """overhead.py's cases of standard functions, their ``ivy.`` call rewritten to ``xp.``."""
    std = _standard_names()
    out = []
    for c in ov._cases():
        base = c.name.partition("[")[0]
        if base not in std or c.out == "-":
            continue
        expr = re.sub(r"\bivy\.", "xp.", c.ivy).replace("xp.float64", "ivy.float64")
        out.append(c._replace(ivy=expr))
    return out


def operator_cases():
    out = []
    for ivy_expr, native in OPERATORS:
        nat = {b: native for b in ov.ALL_BACKENDS}
        if ivy_expr in _IVY_ONLY_TF:
            nat["tensorflow"] = _IVY_ONLY_TF[ivy_expr]
        res = "-" if ivy_expr in ("x.shape", "x.dtype") else "a"
        out.append(ov.Case(ivy_expr, "operator", ivy_expr, nat, out=res))
    return out


def _wrap_env(env):
    """The array-api environment: the same inputs, each native array wrapped in ivy.Array."""
    types = tuple(ivy.get_backend(n).array_types for n in ivy._backend._loaded)
    types = tuple(t for ts in types for t in ts)
    wrapped = {k: (_A(v) if isinstance(v, types) else v) for k, v in env.items()}
    wrapped.update(xp=ivy.array_api, ivy=ivy, _wait=_wait_wrapped, _sync=_sync_wrapped)
    return wrapped


def _wait_wrapped(a):
    ov._wait(a._data)
    return a


def _sync_wrapped(t):
    for a in t:
        ov._wait(a._data)
    return t


def measure(case, backend, mode, env, wenv, cfg):
    rec = {"function": case.name, "category": case.cat, "backend": backend, "mode": mode,
           "status": "ok", "note": "", "native_us": None, "ivy_us": None, "added_us": None,
           "ratio": None}
    native = case.native.get(backend)
    if native is None:
        return {**rec, "status": "n/a", "note": "no native equivalent"}
    s_native = ov._stmt(native, case, backend)
    s_ivy = ov._stmt(case.ivy, case, backend)
    try:
        eval(s_native, env)  # noqa: S307
    except Exception as e:  # noqa: BLE001
        return {**rec, "status": "n/a", "note": "native: " + ov._short(e)}
    try:
        eval(s_ivy, wenv)  # noqa: S307
    except ivy.IvyUnsupportedError as e:
        return {**rec, "status": "n/a", "note": ov._short(e)}
    except Exception as e:  # noqa: BLE001
        return {**rec, "status": "error", "note": ov._short(e)}
    m = ov._measure(timeit.Timer(s_native, globals=env), timeit.Timer(s_ivy, globals=wenv), cfg)
    return {**rec, **m, "ratio": m["ivy_us"] / m["native_us"] if m["native_us"] > 0 else None}


def measure_inplace(backend, mode, env, wenv, cfg):
    """``x += y`` on an ivy.Array (rebinds the wrapped array) vs the same statement on the native
    array (in place on NumPy, PyTorch, MXNet; a new array on JAX and TensorFlow, as Python does
    for immutable arrays). Both sides hold their array in a one-item list (``h[0] += y``)."""
    rec = {"function": "x += y", "category": "operator", "backend": backend, "mode": mode,
           "status": "ok", "note": ""}
    if backend in ("jax", "tensorflow"):
        rec["note"] = "native arrays immutable: x += y makes a new array on both sides"
    env["_h"] = [env["x"] + 0.0]
    wenv["_h"] = [_A(env["x"] + 0.0)]
    wait = backend in ("jax", "mxnet")
    stmt = "_h[0] += y; _wait(_h[0])" if wait else "_h[0] += y"
    # values grow by y each call: harmless for timing (float32, far from overflow)
    m = ov._measure(timeit.Timer(stmt, globals=env), timeit.Timer(stmt, globals=wenv), cfg)
    return {**rec, **m, "ratio": m["ivy_us"] / m["native_us"]}


QUICK = {"x + y", "x + 2.0", "x @ y", "x < y", "-x", "x[0]", "x[:, 1:50:2]", "x[xb]", "x += y",
         "add", "sin", "sum", "matmul", "concat", "reshape", "where", "linalg.inv", "zeros_like"}


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--backends", nargs="+", choices=ov.ALL_BACKENDS)
    p.add_argument("--quick", action="store_true")
    p.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "results"))
    a = p.parse_args(argv)
    backends = a.backends or [b for b in ov.ALL_BACKENDS if importlib.util.find_spec(b)]
    cases = operator_cases() + function_cases()
    if a.quick:
        cases = [c for c in cases if c.name in QUICK]
    cfg = ov.Config(21 if a.quick else 61, 0.5e-3, budget=0.3 if a.quick else 0.8)
    modes = ["inferred", "set"]
    records, t0 = [], time.perf_counter()
    for b in backends:
        env, err = ov.load_backend(b)
        if env is None:
            print(f"[{b}] skipped: {err}", file=sys.stderr)
            continue
        wenv = _wrap_env(env)
        for mode in modes:
            if mode == "set":
                ivy.set_backend(b)
            try:
                for c in cases:
                    records.append(measure(c, b, mode, env, wenv, cfg))
                records.append(measure_inplace(b, mode, env, wenv, cfg))
            finally:
                ivy.unset_backend()
        print(f"[{b}] done, {time.perf_counter() - t0:.0f} s", file=sys.stderr, flush=True)
    summary = []
    for b in dict.fromkeys(r["backend"] for r in records):
        for m in modes:
            for cat in ("operator", None):
                rs = [r for r in records if r["backend"] == b and r["mode"] == m
                      and r["status"] == "ok" and (cat is None or r["category"] == cat)]
                if rs:
                    med = statistics.median(r["added_us"] for r in rs)
                    summary.append({"backend": b, "mode": m, "cases": cat or "all", "n": len(rs),
                                    "median_added_us": med,
                                    "median_ratio": statistics.median(r["ratio"] for r in rs),
                                    "meets_target": med <= TARGET_US})
    head = ["function", "category", "backend", "mode", "native µs", "ivy µs", "added µs",
            "ratio", "note"]
    rows = [[r["function"], r["category"], r["backend"], r["mode"], ov._f(r.get("native_us")),
             ov._f(r.get("ivy_us")), ov._f(r.get("added_us")), ov._f(r.get("ratio")),
             r["status"] if r["status"] != "ok" else r["note"]] for r in records]
    print(ov.text_table(head, rows))
    shead = ["backend", "mode", "cases", "n", "median added µs", "median ratio", "≤ 1 µs"]
    srows = [[s["backend"], s["mode"], s["cases"], s["n"], ov._f(s["median_added_us"], 3),
              ov._f(s["median_ratio"], 3), "yes" if s["meets_target"] else "NO"] for s in summary]
    print("\n=== summary ===\n" + ov.text_table(shead, srows))
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "array_api_overhead.json"), "w", encoding="utf-8") as fh:
        json.dump({"environment": ov.environment(), "target_us": TARGET_US, "summary": summary,
                   "records": records}, fh, indent=1)
    with open(os.path.join(a.out, "array_api_overhead.md"), "w", encoding="utf-8") as fh:
        fh.write("# ivy.Array / ivy.array_api overhead vs the native call\n\n"
                 + ov.md_table(shead, srows) + "\n\n" + ov.md_table(head, rows) + "\n")
    print(f"results in {a.out}/array_api_overhead.{{md,json}}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
