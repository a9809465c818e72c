"""Transpile a sweep of kornia functions from PyTorch to JAX, TensorFlow and NumPy (issue 24).

    python benchmarks/kornia_sweep.py                       # every function, every target
    python benchmarks/kornia_sweep.py --only gaussian --targets jax

Needs torch, kornia and the targets (jax, tensorflow) in one environment. For each kornia
function (colour, enhance, filters, geometry, losses, metrics, features) with small float32
inputs: ``ivy.transpile(fn, *inputs, source="torch", to=target)`` (compiled by the target's
compiler: ``jax.jit``, ``tf.function``; NumPy as it is), then the transpiled function on the
target's arrays against kornia's own result: the max relative error
``max |a - b| / max(1, max |b|)``, passed at <= 1e-5. A function that fails to capture, to
replay or to compile is listed with the first line of its error. Nothing is written to disk.
"""

from __future__ import annotations

import argparse
import time
import warnings

import numpy as np


def _to_numpy(x):
    if isinstance(x, (tuple, list)):
        return [_to_numpy(v) for v in x]
    return np.asarray(x.numpy() if hasattr(x, "numpy") else x)


def _rel_err(got, want):
    got, want = _to_numpy(got), _to_numpy(want)
    if isinstance(want, list):
        return max(_rel_err(a, b) for a, b in zip(got, want, strict=True))
    if got.shape != want.shape:
        raise ValueError(f"shape {got.shape} != {want.shape}")
    return float(np.max(np.abs(got.astype(np.float64) - want)) / max(1.0, np.max(np.abs(want))))


def _native(to, x):
    import ivy  # noqa: PLC0415

    return ivy.get_backend(to).asarray(x)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--targets", nargs="+", default=["jax", "tensorflow", "numpy"])
    p.add_argument("--only", default="", help="substring of the function names to run")
    args = p.parse_args(argv)
    import ivy  # noqa: PLC0415
    import torch  # noqa: PLC0415

    torch.set_num_threads(1)
    warnings.simplefilter("ignore")
    rows, passed = [], dict.fromkeys(args.targets, 0)
    from ivy.graph._kornia_fixtures import examples  # noqa: PLC0415

    todo = {k: v for k, v in examples(16).items() if args.only in k}
    print(f"| function | {' | '.join(args.targets)} |")
    print(f"|---|{'---|' * len(args.targets)}")
    for name, (fn, inputs) in todo.items():
        want = fn(*[torch.as_tensor(a) for a in inputs])
        cells = []
        for to in args.targets:
            t0 = time.perf_counter()
            try:
                tf_ = ivy.transpile(fn, *inputs, source="torch", to=to)
                got = tf_(*[_native(to, a) for a in inputs])
                err = _rel_err(got, want)
                ok = err <= 1e-5
                passed[to] += ok
                cells.append(f"{'ok' if ok else 'WRONG'} {err:.1e} ({time.perf_counter() - t0:.1f} s)")
            except Exception as exc:  # noqa: BLE001 - the sweep reports every failure
                msg = (str(exc).strip().splitlines() or [type(exc).__name__])[0][:150]
                cells.append(f"FAIL {type(exc).__name__}: {msg}")
        rows.append((name, cells))
        print(f"| {name} | {' | '.join(cells)} |", flush=True)
    print()
    print(", ".join(f"{to}: {n}/{len(todo)} within 1e-5" for to, n in passed.items()))


if __name__ == "__main__":
    main()
