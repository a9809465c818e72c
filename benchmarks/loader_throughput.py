"""ivy_builder's Loader against ``torch.utils.data.DataLoader`` on the same in-memory data.

    python benchmarks/loader_throughput.py                     # 60k x 784 float32, batch 32/256
    python benchmarks/loader_throughput.py --n 20000 --batch-sizes 64 --epochs 5

Both shuffle every epoch and hand out ``torch.Tensor`` batches ``(x [B, 784] float32, y [B]
int64)`` of data held in memory (the MNIST-sized default: 60,000 samples, 188 MB). Rows:

* ``ivy_builder`` (prefetch 0 / 2): ``from_arrays((x, y), batch_size=B, backend="torch")``:
  one fancy index per array per batch, converted with ``torch.as_tensor`` (no copy); with
  prefetch a background thread prepares the next batches.
* ``DataLoader``: ``DataLoader(TensorDataset(x, y), batch_size=B, shuffle=True)``, the usual
  in-memory form (one ``__getitem__`` per sample, then ``default_collate``), ``num_workers=0``.
* ``DataLoader (batch sampler)``: the fast idiom for tensors in memory, a ``BatchSampler`` as the
  sampler and ``batch_size=None``, so the dataset is indexed once per batch.

Each loader runs ``--epochs`` full epochs after one warm-up epoch, each batch touched (a sum)
as a consumer would; samples/s is the median over epochs. ``OMP_NUM_THREADS`` defaults to 1.
Results (a table, and JSON with ``--out``) go to stdout.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time

os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402


def _epochs(make_iter, epochs):
    """Samples/s per epoch of the iterator made by ``make_iter()`` (one warm-up epoch)."""
    rates = []
    for e in range(epochs + 1):
        t0, n = time.perf_counter(), 0
        for x, y in make_iter():
            float(x.sum())  # consume the batch
            n += len(y)
        if e:
            rates.append(n / (time.perf_counter() - t0))
    return rates


def run(n, dim, batch_sizes, epochs):
    import ivy_builder
    import torch
    from torch.utils.data import BatchSampler, DataLoader, RandomSampler, TensorDataset

    torch.set_num_threads(int(os.environ["OMP_NUM_THREADS"]))
    rng = np.random.default_rng(0)
    x = rng.random((n, dim), dtype=np.float32)
    y = rng.integers(0, 10, n).astype(np.int64)
    tx, ty = torch.from_numpy(x), torch.from_numpy(y)
    ds = TensorDataset(tx, ty)
    rows = []
    for b in batch_sizes:
        loaders = {
            "ivy_builder (prefetch 0)": ivy_builder.from_arrays(
                (x, y), batch_size=b, seed=0, prefetch=0, backend="torch"),
            "ivy_builder (prefetch 2)": ivy_builder.from_arrays(
                (x, y), batch_size=b, seed=0, prefetch=2, backend="torch"),
            "DataLoader": DataLoader(ds, batch_size=b, shuffle=True),
            "DataLoader (batch sampler)": DataLoader(
                ds, sampler=BatchSampler(RandomSampler(ds), b, drop_last=False),
                batch_size=None),
        }
        for name, loader in loaders.items():
            rates = _epochs(lambda loader=loader: iter(loader), epochs)
            rows.append({"loader": name, "batch_size": b, "samples_per_s": statistics.median(rates),
                         "epochs": epochs})
    return rows


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--n", type=int, default=60000)
    p.add_argument("--dim", type=int, default=784)
    p.add_argument("--batch-sizes", type=int, nargs="+", default=[32, 256])
    p.add_argument("--epochs", type=int, default=3)
    p.add_argument("--out", default=None, help="write the rows as JSON here")
    args = p.parse_args(argv)
    rows = run(args.n, args.dim, args.batch_sizes, args.epochs)
    print(f"{args.n} samples x {args.dim} float32, shuffled, torch.Tensor batches, "
          f"OMP_NUM_THREADS={os.environ['OMP_NUM_THREADS']}")
    print(f"{'loader':30s} {'batch':>6s} {'samples/s':>12s} {'vs DataLoader':>14s}")
    for r in rows:
        base = next(q for q in rows if q["batch_size"] == r["batch_size"]
                    and q["loader"] == "DataLoader")["samples_per_s"]
        print(f"{r['loader']:30s} {r['batch_size']:6d} {r['samples_per_s']:12,.0f} "
              f"{r['samples_per_s'] / base:13.2f}x")
    if args.out:
        with open(args.out, "w") as f:
            json.dump(rows, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
