"""Time of `import ivy` in a fresh interpreter (median of N runs, interpreter start subtracted).

    python benchmarks/import_time.py [--runs 15] [--compare OTHER_SRC ...]

It also times the first call (`ivy.add` of NumPy arrays: the NumPy backend loaded) and
`import numpy` alone: Ivy imports NumPy (a dependency), and the rest is its own.

``--compare`` times `import ivy` from other source trees too (each a directory holding the ``ivy``
package, e.g. a worktree of an older commit's ``packages/ivy-core/src``), interleaved run by run
with this one, so that the machine's drift falls on every tree alike. The trees are imported with
``PYTHONPATH`` set to them; the interpreter is the one running this script.
"""

import argparse
import os
import pathlib
import statistics
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parents[1] / "packages" / "ivy-core" / "src"


def _run(code, src):
    env = dict(os.environ, PYTHONPATH=str(src)) if src else None
    t = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, env=env)
    return time.perf_counter() - t


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--runs", type=int, default=15)
    p.add_argument("--compare", nargs="*", default=[], help="other source trees to time alike")
    a = p.parse_args()
    trees = [None] + [pathlib.Path(c).resolve() for c in a.compare]
    if a.compare:
        trees[0] = HERE
    first_call = "import ivy, numpy as np; x = np.ones(3); ivy.add(x, x)"
    base, numpy, times, firsts = [], [], {t: [] for t in trees}, {t: [] for t in trees}
    for _ in range(a.runs):
        base.append(_run("pass", None))
        numpy.append(_run("import numpy", None))
        for t in trees:
            times[t].append(_run("import ivy", t))
            firsts[t].append(_run(first_call, t))
    start = statistics.median(base)
    print(f"import numpy alone: {1e3 * (statistics.median(numpy) - start):.1f} ms (Ivy imports "
          f"NumPy, a dependency, for host-side shape arithmetic; no framework beyond it)")
    for t in trees:
        check = subprocess.run(
            [sys.executable, "-c", "import sys, ivy; print([m for m in ('numpy', 'torch', 'jax', "
             "'tensorflow', 'mxnet') if m in sys.modules])"],
            capture_output=True, text=True, check=True,
            env=dict(os.environ, PYTHONPATH=str(t)) if t else None).stdout.strip()
        where = f" [{t}]" if t else ""
        print(f"import ivy{where}: {1e3 * (statistics.median(times[t]) - start):.1f} ms (median of "
              f"{a.runs}, interpreter start {1e3 * start:.1f} ms subtracted); frameworks "
              f"imported: {check}; with the first call (`ivy.add` of two NumPy arrays, the "
              f"backend inferred and loaded): {1e3 * (statistics.median(firsts[t]) - start):.1f} ms")


if __name__ == "__main__":
    main()
