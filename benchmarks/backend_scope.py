"""What choosing a backend costs: ``with ivy.use(...)`` entered and left, with and without a
global backend set, and ``ivy.set_backend`` / ``ivy.unset_backend``.

Usage::

    python benchmarks/backend_scope.py [--backend numpy] [--repeats 31]

Each figure is the median over ``--repeats`` ``timeit`` batches of ~5 ms, per operation, in µs.
Target (issue 25): enter + exit <= 5 µs whether or not a global backend is set.
"""

from __future__ import annotations

import argparse
import statistics
import timeit

import ivy


def _median_us(stmt, repeats):
    timer = timeit.Timer(stmt)
    n, _ = timer.autorange()
    n = max(1, n // 40)  # ~5 ms batches
    return statistics.median(t / n * 1e6 for t in timer.repeat(repeats, n))


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--backend", default="numpy")
    p.add_argument("--repeats", type=int, default=31)
    a = p.parse_args(argv)
    b = a.backend
    ivy.get_backend(b)  # loaded before timing

    def scoped():
        with ivy.use(b):
            pass

    rows = [("with ivy.use(...): enter + exit, no global backend", _median_us(scoped, a.repeats))]
    ivy.set_backend(b)
    rows.append(("with ivy.use(...): enter + exit, global backend set",
                 _median_us(scoped, a.repeats)))
    ivy.unset_backend()

    def set_unset():
        ivy.set_backend(b)
        ivy.unset_backend()

    rows.append(("ivy.set_backend + ivy.unset_backend", _median_us(set_unset, a.repeats)))
    width = max(len(r[0]) for r in rows)
    print(f"backend {b!r}, ivy {ivy.__version__}, median of {a.repeats} batches")
    for label, us in rows:
        print(f"{label:<{width}}  {us:8.3f} µs")
    return rows


if __name__ == "__main__":
    main()
