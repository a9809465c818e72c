"""Mixed precision against float32: the digits CNN of ``train_classifier.py`` trained three times
with ivy_builder's Trainer (``--trainer.precision`` float32, float16 with dynamic loss scaling,
bfloat16; float32 master weights for both half precisions), the same seed, data order and
dropout masks.

    python demos/mixed_precision_curve.py --backend torch --steps 200

Prints a table of the training loss (the mean over each 10-step window) and validation loss at a
few steps, the test metrics (``Trainer.test``) and the number of float16 steps skipped by the loss
scaler, and writes the curves to ``demos/output/mixed_precision/<backend>.png`` and the table to
``<backend>.md`` (ignored by git). MXNet has no bfloat16 arrays: that run is reported as such.
"""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import _cli  # noqa: E402
import ivy  # noqa: E402
import ivy_builder as ib  # noqa: E402
from train_classifier import DEFAULTS, ClassifierTrainer, SmallCNN, load_digits  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "output", "mixed_precision")
PRECISIONS = ("float32", "float16", "bfloat16")


def train(backend, precision, steps):
    """One run; returns ``(records, test metrics, skipped steps)``."""
    out = os.path.join(OUT, backend, precision)
    spec = ib.build_spec(data=DEFAULTS, trainer={
        "out_dir": out, "progress": False, "plot": False, "resume": False, "max_steps": steps,
        "val_every": 50, "precision": precision, "loss_scale": 2.0 ** 12},
        optimizer={"decay_steps": steps})
    for name in ("metrics.jsonl", "metrics.csv"):  # a fresh log: resume is off
        if os.path.exists(os.path.join(out, name)):
            os.remove(os.path.join(out, name))
    (xtr, ytr), (xte, yte) = load_digits(spec.data.seed)
    n_val = len(ytr) // 8
    ivy.seed(spec.trainer.seed)
    with ivy.use(backend):
        model = SmallCNN(dropout=spec.network.dropout, hidden=spec.network.hidden[0])
        data = ib.from_arrays((xtr[n_val:], ytr[n_val:]), batch_size=spec.data.batch_size,
                              seed=spec.data.seed, drop_last=True, backend=backend)
        val = ib.from_arrays((xtr[:n_val], ytr[:n_val]), batch_size=256, shuffle=False,
                             prefetch=0, backend=backend)
        t = ClassifierTrainer(spec, model=model, train_data=data, val_data=val)
        t.fit()
        test = t.test(ib.from_arrays((xte, yte), batch_size=256, shuffle=False, prefetch=0,
                                     backend=backend))
    skipped = t.scaler.skipped if t.scaler is not None else 0
    return ib.read_metrics(os.path.join(out, "metrics.jsonl")), test, skipped


def main(argv=None):
    p = _cli.DemoParser(__doc__)
    p.add_argument("--backend", default="torch", choices=["torch", "jax", "tensorflow", "mxnet"],
                   help="the backend to train on (an autodiff backend)")
    p.add_argument("--steps", type=int, default=200, help="training steps of each run")
    args = p.parse_args(argv)
    runs = {}
    for prec in PRECISIONS:
        try:
            runs[prec] = train(args.backend, prec, args.steps)
        except ivy.IvyUnsupportedError as e:
            print(f"{prec}: {e}".splitlines()[0])
    ref = {r["step"]: r for r in runs["float32"][0]}
    show = [s for s in (10, 20, 50, 100, 150, 200, 300, 400) if s <= args.steps]
    lines = [f"### {args.backend}, {args.steps} steps (Adam, cosine schedule)", "",
             "| step | " + " | ".join(f"{p} loss" for p in runs) + " | max rel. diff to float32 |",
             "|---|" + "---|" * (len(runs) + 1)]
    for s in show:
        vals = [next((r["loss"] for r in recs if r["step"] == s and "loss" in r), None)
                for recs, _, _ in runs.values()]
        diff = max(abs(v - vals[0]) / abs(vals[0]) for v in vals)
        lines.append(f"| {s} | " + " | ".join(f"{v:.4f}" for v in vals) + f" | {diff:.2e} |")
    vl = [[(r["step"], r["val_loss"]) for r in recs if "val_loss" in r] for recs, _, _ in runs.values()]
    lines += ["", "| validation step | " + " | ".join(f"{p} val_loss" for p in runs) + " |",
              "|---|" + "---|" * len(runs)]
    for i, (s, _) in enumerate(vl[0]):
        lines.append(f"| {s} | " + " | ".join(f"{v[i][1]:.4f}" for v in vl) + " |")
    lines += ["", "| | " + " | ".join(runs) + " |", "|---|" + "---|" * len(runs),
              "| test loss | " + " | ".join(f"{t['test_loss']:.4f}" for _, t, _ in runs.values()) + " |",
              "| test accuracy | " + " | ".join(f"{t['test_accuracy']:.4f}"
                                              for _, t, _ in runs.values()) + " |",
              "| float16 steps skipped | " + " | ".join(str(k) for _, _, k in runs.values()) + " |"]
    text = "\n".join(lines) + "\n"
    print(text)
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, f"{args.backend}.md"), "w") as f:
        f.write(text)
    try:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure
    except ImportError:
        return 0
    fig = Figure(figsize=(6, 4))
    FigureCanvasAgg(fig)
    ax = fig.subplots()
    for prec, (recs, _, _) in runs.items():
        pts = [(r["step"], r["loss"]) for r in recs if "loss" in r]
        ax.plot(*zip(*pts), label=f"{prec} train")
        pts = [(r["step"], r["val_loss"]) for r in recs if "val_loss" in r]
        ax.plot(*zip(*pts), marker="o", linestyle=":", label=f"{prec} val")
    ax.set_xlabel("step")
    ax.set_ylabel("cross-entropy")
    ax.set_yscale("log")
    ax.set_title(f"mixed precision vs float32 ({args.backend}, digits CNN)")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(os.path.join(OUT, f"{args.backend}.png"), dpi=100)
    print("figure:", os.path.join(OUT, f"{args.backend}.png"), "(float32 reference:",
          len(ref), "records)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
