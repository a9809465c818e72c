"""A small training run for the kill-and-resume tests (run as a subprocess).

    python _kill_train.py OUT_DIR MAX_STEPS

Trains the helpers' MLP (dropout on: Ivy's generators are used every step) with Adam, a cosine
schedule, gradient clipping, two-step accumulation, validation every 4 steps and a checkpoint
every 3 steps, resuming from OUT_DIR's newest checkpoint; prints ``STEP n`` after every step and
writes the final variables to OUT_DIR/final.npz. ``IVY_BUILDER_CRASH=<phase>:<n>`` makes the
n-th checkpoint write of this process die by SIGKILL at ``phase``: ``tmp`` (half of the
``.npz`` temporary file written), ``npz`` (the ``.npz`` renamed, no manifest yet) or
``manifest`` (half of the manifest's temporary file written).
"""

import os
import signal
import sys

import ivy

sys.path.insert(0, os.path.dirname(__file__))
import ivy_builder  # noqa: E402
from _helpers import BACKEND, MLP, mse, regression_data  # noqa: E402
from ivy_builder import checkpoint as ck  # noqa: E402


def install_crash(spec):
    phase, n = spec.split(":")
    count = {"writes": 0}
    target = int(n)

    def die():
        sys.stdout.flush()
        os.kill(os.getpid(), signal.SIGKILL)

    real_write_npz = ck.CheckpointManager._write_npz
    real_atomic = ck.atomic_write

    def write_npz(self, path, state):
        if os.path.basename(path).startswith("ckpt-"):
            count["writes"] += 1
        if count["writes"] == target and phase == "tmp":
            tmp = os.path.join(os.path.dirname(path), f".tmp-{os.getpid()}-x.npz")
            ivy.Container(state).save(tmp)
            data = open(tmp, "rb").read()
            os.remove(tmp)
            with open(os.path.join(os.path.dirname(path),
                                   f".tmp-{os.getpid()}-{os.path.basename(path)}"), "wb") as f:
                f.write(data[:len(data) // 2])
                f.flush()
            die()
        out = real_write_npz(self, path, state)
        if count["writes"] == target and phase == "npz":
            die()
        return out

    def atomic_write(path, data):
        if count["writes"] == target and phase == "manifest" and path.endswith(".json") \
                and os.path.basename(path).startswith("ckpt-"):
            with open(os.path.join(os.path.dirname(path),
                                   f".tmp-{os.getpid()}-{os.path.basename(path)}"), "wb") as f:
                f.write(data[:len(data) // 2])
            die()
        return real_atomic(path, data)

    ck.CheckpointManager._write_npz = write_npz
    ck.atomic_write = atomic_write


class Print(ivy_builder.Callback):
    def on_step_end(self, trainer, record):
        print(f"STEP {trainer.step}", flush=True)


def main(out_dir, max_steps, verbose=True):
    if os.environ.get("IVY_BUILDER_CRASH"):
        install_crash(os.environ["IVY_BUILDER_CRASH"])
    with ivy.use(BACKEND):
        train_run(out_dir, max_steps, verbose)
    if verbose:
        print("DONE", flush=True)


def train_run(out_dir, max_steps, verbose):
    x, y = regression_data(n=40)
    ivy.seed(0)
    model = MLP(dropout=0.25)
    spec = ivy_builder.build_spec(data={
        "optimizer": {"name": "adam", "lr": 0.02, "schedule": "cosine", "decay_steps": max_steps,
                      "warmup_steps": 2},
        "trainer": {"max_steps": max_steps, "checkpoint_every": 3, "keep_last": 2, "val_every": 4,
                    "accumulate": 2, "grad_clip": 5.0, "log_every": 1, "out_dir": out_dir,
                    "progress": False, "plot": False, "seed": 3}})
    train = ivy_builder.from_arrays({"x": x[:32], "y": y[:32]}, batch_size=4, seed=5, prefetch=2)
    val = ivy_builder.from_arrays({"x": x[32:], "y": y[32:]}, batch_size=4, shuffle=False,
                                  prefetch=0)
    trainer = ivy_builder.Trainer(spec, model=model, loss_fn=mse, train_data=train,
                                  val_data=val, callbacks=[Print()] if verbose else [])
    trainer.fit()
    ivy.Container(v=trainer.v, opt=trainer.optimizer.state).save(os.path.join(out_dir,
                                                                              "final.npz"))


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
