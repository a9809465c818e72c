"""Reproducible by the spec's seed alone, and metrics exact across resume (issue 29).

Two runs of one spec write the same checkpoints (arrays and metadata, the recorded global random
states included) and the same metrics, whatever the caller's global generators held, and
``fit`` gives the caller's states back. A run stopped after a checkpoint (no final save) and
resumed logs the records of an uninterrupted run, though its checkpoint step is not a multiple
of ``log_every``: the window being averaged is part of the checkpoint. Every logged metric is a
window mean.
"""

import json
import os
import random

import ivy
import numpy as np
import pytest
from _helpers import AUTODIFF, BACKEND, MLP, mse, regression_data
from ivy_builder import Callback, Trainer, build_spec, from_arrays, read_metrics

X, Y = regression_data(n=24)


class Noisy(Trainer):
    """The helpers' MLP (dropout: Ivy's generators) and a loss scaled by draws from Python's
    and NumPy's global generators (the user's code drawing from them); MAE logged beside."""

    def loss(self, batch, v):
        pred = self.model(batch["x"], v=v)
        scale = 1.0 + 0.1 * random.random() + 0.1 * float(np.random.rand())
        return scale * mse(pred, batch["y"]), {"mae": ivy.mean(ivy.abs(pred - batch["y"]))}


class Stop(Exception):
    """A kill: the run stops where it is, without a final checkpoint."""


class StopAt(Callback):
    def __init__(self, step):
        self.at = step

    def on_step_end(self, trainer, record):
        if trainer.step == self.at:
            raise Stop


def _trainer(out, steps=7, log_every=3, callbacks=()):
    ivy.seed(0)
    model = MLP(dropout=0.25)
    spec = build_spec(data={
        "optimizer": {"name": "adam", "lr": 0.02},
        "trainer": {"max_steps": steps, "checkpoint_every": 2, "keep_last": 10,
                    "log_every": log_every, "grad_clip": 5.0, "out_dir": str(out),
                    "progress": False, "plot": False, "seed": 3}})
    data = from_arrays({"x": X, "y": Y}, batch_size=4, seed=5, backend=BACKEND)
    return Noisy(spec, model=model, train_data=data, callbacks=callbacks)


def _fit(trainer):
    if not AUTODIFF:  # NumPy: Ivy's clear error (and the caller's states are given back)
        with pytest.raises(ivy.IvyUnsupportedError, match="not supported on the 'numpy'"):
            trainer.fit()
        return False
    trainer.fit()
    return True


def _metrics(out):
    return [{k: v for k, v in r.items() if k != "steps_per_s"}
            for r in read_metrics(os.path.join(out, "metrics.jsonl"))]


def _checkpoints(out):
    """``{file: (arrays, meta)}`` of the checkpoints (``.npz`` arrays, manifest metadata)."""
    d = os.path.join(out, "checkpoints")
    got = {}
    for f in sorted(os.listdir(d)):
        if f.startswith("ckpt-") and f.endswith(".json"):
            meta = json.load(open(os.path.join(d, f)))["meta"]
            arrays = ivy.Container.load(os.path.join(d, f[:-5] + ".npz")).flatten()
            got[f] = ({k: np.asarray(a) for k, a in arrays.items()}, meta)
    return got


def _assert_same_checkpoints(a, b):
    assert list(a) == list(b) and a
    for f in a:
        (xa, ma), (xb, mb) = a[f], b[f]
        assert ma == mb, f  # the recorded global random states and metrics window included
        assert list(xa) == list(xb), f
        for k in xa:
            assert xa[k].dtype == xb[k].dtype and np.array_equal(xa[k], xb[k]), (f, k)


def test_two_runs_of_one_spec_write_the_same_checkpoints_and_metrics(tmp_path):
    random.seed(1)
    np.random.seed(1)
    runs = []
    for name in ("a", "b"):
        random.random()  # the caller's generators differ before each run
        np.random.rand(3)
        before = ivy.global_random_states()
        ok = _fit(_trainer(tmp_path / name))
        assert ivy.global_random_states() == before  # given back, torch's and TF's too
        runs.append(tmp_path / name)
    if ok:
        _assert_same_checkpoints(_checkpoints(runs[0]), _checkpoints(runs[1]))
        assert _metrics(runs[0]) == _metrics(runs[1])
        assert [r["step"] for r in _metrics(runs[0])] == [3, 6, 7]


def test_metrics_after_a_kill_and_resume_equal_the_uninterrupted_runs(tmp_path):
    if not _fit(_trainer(tmp_path / "ref")):
        return
    out = tmp_path / "run"
    with pytest.raises(Stop):  # killed at step 5: the checkpoint of step 4 stands
        _trainer(out, callbacks=[StopAt(5)]).fit()
    assert max(int(f[5:15]) for f in os.listdir(out / "checkpoints")
               if f.endswith(".json") and f.startswith("ckpt-")) == 4
    resumed = _trainer(out)
    resumed.fit()
    assert resumed.resumed_from == 4
    assert _metrics(out) == _metrics(tmp_path / "ref")  # record 6: the mean of steps 4, 5, 6
    _assert_same_checkpoints(_checkpoints(tmp_path / "ref"), _checkpoints(out))


def test_every_logged_metric_is_a_window_mean(tmp_path):
    if not _fit(_trainer(tmp_path / "each", log_every=1)):
        return
    _fit(_trainer(tmp_path / "window", log_every=3))
    each, window = _metrics(tmp_path / "each"), _metrics(tmp_path / "window")
    previous = 0
    for rec in window:  # steps 1-3, 4-6, 7
        steps = [r for r in each if previous < r["step"] <= rec["step"]]
        previous = rec["step"]
        for k in ("loss", "mae", "grad_norm"):
            assert rec[k] == pytest.approx(sum(r[k] for r in steps) / len(steps), rel=1e-12), k
        assert rec["lr"] == steps[-1]["lr"] and rec["epoch"] == steps[-1]["epoch"]
