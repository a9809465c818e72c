"""Train a small CNN on scikit-learn's digits with ivy_builder, on the backend of your choice.

    python demos/train_classifier.py --backend torch              # or jax, tensorflow, mxnet
    python demos/train_classifier.py --backend jax --optimizer.lr=3e-3 --trainer.max_steps=600
    python demos/train_classifier.py --backend torch --workers 2  # data-parallel (torchrun)

The 1,797 8x8 digit images ship inside scikit-learn (``pip install "ivy-builder[demo]"``). The
model (two ``ivy.Conv2D`` + max-pooling, dropout, two ``ivy.Linear``), the loss and the loop are
ivy_builder's Trainer: a tqdm progress bar (loss, learning rate, steps/s, ETA), a JSON-lines
metrics log, validation every 50 steps with the best checkpoint kept, and the curves figure, all
in ``demos/output/train_classifier/<backend>/`` (ignored by git). Press Ctrl-C at any time: a
checkpoint is written, and running the same command again resumes exactly where it stopped.
Any spec field can be overridden: ``--trainer.max_steps=800``, ``--data.batch_size=64``,
``--config my_run.toml``. ``--trainer.compile=true`` compiles each step (``jax.jit``,
``tf.function``, ``torch.compile``); under ``jax.jit`` random numbers are drawn once, when the
step is traced, so use it on JAX with ``--network.dropout=0``.

``--workers 2`` trains data-parallel through the framework's own engine: PyTorch relaunches this
script under ``torchrun`` (gloo), JAX shards each batch over 2 host devices, TensorFlow uses a
MirroredStrategy over 2 logical CPUs. Each worker draws its own dropout masks, from a seed
derived from the run's seed, the step and the worker, so the run repeats with the same seed and
number of workers. MXNet has no data-parallel engine here and says so. Several processes (on one
machine or one per machine): the same command with ``--workers <total workers>`` in every
process, started by ``torchrun`` (PyTorch), with ``JAX_COORDINATOR_ADDRESS``,
``JAX_NUM_PROCESSES`` and ``JAX_PROCESS_ID`` set (JAX) or with ``TF_CONFIG`` naming the workers
(TensorFlow); ``--out`` a folder every process can read (ivy-builder's README has the commands).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

import ivy
import ivy_builder as ib
import numpy as np
from ivy_builder.spec_cli import parse_spec_args

_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:  # _cli.py beside this script (also when a test loads it)
    sys.path.insert(0, _HERE)
import _cli  # noqa: E402 - the demos' parser

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "output", "train_classifier")


def load_digits(seed=0, test_fraction=0.2):
    """scikit-learn's digits as ``x [N, 8, 8, 1]`` float32 in [0, 1] and ``y [N]`` int64, split
    into train and test sets by a seeded permutation."""
    try:
        from sklearn.datasets import load_digits as sk_digits  # noqa: PLC0415
    except ImportError as e:
        raise SystemExit("this demo needs scikit-learn: pip install 'ivy-builder[demo]'") from e
    d = sk_digits()
    x = (d.images / 16.0).astype(np.float32)[..., None]
    y = d.target.astype(np.int64)
    order = np.random.default_rng(seed).permutation(len(y))
    n_test = int(len(y) * test_fraction)
    test, train = order[:n_test], order[n_test:]
    return (x[train], y[train]), (x[test], y[test])


class SmallCNN(ivy.Module):
    """8x8x1 -> conv 3x3 (16) -> pool -> conv 3x3 (32) -> pool -> 64 -> dropout -> 10 logits."""

    def __init__(self, dropout=0.2, hidden=64):
        self.conv1 = ivy.Conv2D(1, 16, 3)
        self.conv2 = ivy.Conv2D(16, 32, 3)
        self.pool = ivy.MaxPool2D(2)
        self.fc1 = ivy.Linear(2 * 2 * 32, hidden)
        self.drop = ivy.Dropout(dropout)
        self.fc2 = ivy.Linear(hidden, 10)
        super().__init__()

    def _forward(self, x):
        x = self.pool(ivy.relu(self.conv1(x)))
        x = self.pool(ivy.relu(self.conv2(x)))
        x = ivy.reshape(x, (x.shape[0], -1))
        return self.fc2(self.drop(ivy.relu(self.fc1(x))))


class ClassifierTrainer(ib.Trainer):
    """Softmax cross-entropy of the logits; accuracy logged beside it."""

    def loss(self, batch, v):
        x, y = batch
        logits = self.model(x, v=v)
        logp = ivy.log_softmax(logits, axis=-1)
        onehot = ivy.one_hot(y, 10, dtype=logp.dtype)
        loss = -ivy.mean(ivy.sum(onehot * logp, axis=-1))
        acc = ivy.mean(ivy.astype(ivy.equal(ivy.argmax(logits, axis=-1), y), logp.dtype))
        return loss, {"accuracy": acc}


DEFAULTS = {
    "data": {"batch_size": 32, "seed": 0},
    "network": {"name": "small_cnn", "hidden": [64], "dropout": 0.2},
    "optimizer": {"name": "adam", "lr": 3e-3, "schedule": "cosine", "decay_steps": 400},
    "trainer": {"max_steps": 400, "val_every": 50, "checkpoint_every": 50, "log_every": 10,
                "keep_last": 2, "seed": 0},
}


def accuracy(model, v, x, y, backend, batch=256):
    """Test accuracy of ``model`` with variables ``v`` (eval mode)."""
    model.eval()
    correct = 0
    with ivy.use(backend):
        for i in range(0, len(y), batch):
            logits = model(ivy.asarray(x[i:i + batch]), v=v)
            correct += int((ivy.to_numpy(ivy.argmax(logits, axis=-1)) == y[i:i + batch]).sum())
    model.train()
    return correct / len(y)


def run(backend, *, overrides=(), out_dir=None, workers=1, progress=True):
    """Train on ``backend``; returns ``(trainer, test_accuracy)``.

    Raises:
        ivy.IvyUnsupportedError: on NumPy (no automatic differentiation).
        KeyboardInterrupt: after Ctrl-C (a checkpoint was written first).
    """
    out_dir = out_dir or os.path.join(OUT, backend)
    spec = ib.build_spec(data=DEFAULTS, argv=list(overrides),
                         trainer={"out_dir": out_dir, "progress": progress},
                         distributed={"engine": backend if workers > 1 else "none",
                                      "workers": workers})
    (xtr, ytr), (xte, yte) = load_digits(spec.data.seed)
    n_val = len(ytr) // 8
    ivy.seed(spec.trainer.seed)
    with ivy.use(backend):
        model = SmallCNN(dropout=spec.network.dropout, hidden=spec.network.hidden[0])
        train = ib.from_arrays((xtr[n_val:], ytr[n_val:]), batch_size=spec.data.batch_size,
                               seed=spec.data.seed, drop_last=True, backend=backend)
        val = ib.from_arrays((xtr[:n_val], ytr[:n_val]), batch_size=256, shuffle=False,
                             prefetch=0, backend=backend)
        trainer = ClassifierTrainer(spec, model=model, train_data=train, val_data=val)
        trainer.fit()
    if not trainer.engine.is_main:
        return trainer, None
    trainer.load_best()
    return trainer, accuracy(model, trainer.v, xte, yte, backend)


def _relaunch_with_torchrun(argv, workers):
    """Start ``workers`` processes of this script under torchrun (gloo on the CPU)."""
    cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone",
           f"--nproc_per_node={workers}", os.path.abspath(__file__), *argv]
    return subprocess.call(cmd)


def main(argv=None):
    argv = list(sys.argv[1:] if argv is None else argv)
    p = _cli.DemoParser(__doc__, usage="%(prog)s [-h] [--backend NAME] [--workers N] [--out DIR]\n"
                                      "       [--min-accuracy A] [--quiet] [--config FILE] "
                                      "[--SECTION.FIELD VALUE ...]")
    p.add_argument("--backend", default="torch",
                   choices=["numpy", "torch", "jax", "tensorflow", "mxnet"],
                   help="the backend to train on (NumPy has no autodiff and says so)")
    p.add_argument("--workers", type=int, default=1,
                   help="data-parallel workers through the framework's own engine")
    p.add_argument("--out", default=None,
                   help="run folder (default demos/output/train_classifier/<backend>)")
    p.add_argument("--min-accuracy", type=float, default=0.9,
                   help="exit 1 below this test accuracy (the full run reaches ~0.97)")
    p.add_argument("--quiet", action="store_true",
                   help="no progress bar (same as --trainer.progress=false; it is off anyway "
                        "when stderr is not a terminal)")
    shown = {**DEFAULTS, "trainer": {**DEFAULTS["trainer"],
                                     "out_dir": "demos/output/train_classifier/<backend>"}}
    args, overrides = parse_spec_args(p, argv, ib.RunSpec, defaults=shown)
    if args.workers > 1 and args.backend == "torch" and "LOCAL_RANK" not in os.environ:
        return _relaunch_with_torchrun(argv, args.workers)
    if args.workers > 1 and args.backend in ("jax", "tensorflow"):
        # JAX host devices / TensorFlow logical CPUs, before the framework starts
        ib.prepare_devices(args.backend, args.workers)
    t0 = time.perf_counter()
    try:
        trainer, acc = run(args.backend, overrides=overrides, out_dir=args.out,
                           workers=args.workers, progress=not args.quiet)
    except ib.SpecError as e:  # e.g. a --config file that does not parse
        p.error(str(e))
    except ivy.IvyUnsupportedError as e:
        print(f"cannot train on {args.backend}: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted: run the same command again to resume", file=sys.stderr)
        return 130
    if acc is None:  # a non-main worker
        return 0
    out = trainer.out_dir
    best = "" if trainer.best is None else f"; best validation loss {trainer.best:.4f}"
    print(f"{args.backend}: test accuracy {acc:.3f} after {trainer.step} steps "
          f"({time.perf_counter() - t0:.1f} s){best}")
    print(f"metrics: {os.path.join(out, 'metrics.jsonl')}\ncurves: {os.path.join(out, 'curves.png')}")
    if acc < args.min_accuracy:
        print(f"FAILED: test accuracy {acc:.3f} < --min-accuracy {args.min_accuracy}",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
