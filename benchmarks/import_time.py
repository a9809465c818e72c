"""Time of `import ivy` in a fresh interpreter (median of N runs, interpreter start subtracted).

    python benchmarks/import_time.py [--runs 15]
"""

import argparse
import statistics
import subprocess
import sys
import time


def _median_run(code, runs):
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--runs", type=int, default=15)
    a = p.parse_args()
    base = _median_run("pass", a.runs)
    with_ivy = _median_run("import ivy", a.runs)
    check = subprocess.run(
        [sys.executable, "-c", "import sys, ivy; print([m for m in ('numpy', 'torch', 'jax') "
         "if m in sys.modules])"], capture_output=True, text=True, check=True).stdout.strip()
    print(f"import ivy: {1e3 * (with_ivy - base):.1f} ms (median of {a.runs}, interpreter start "
          f"{1e3 * base:.1f} ms subtracted); frameworks imported: {check}")


if __name__ == "__main__":
    main()
