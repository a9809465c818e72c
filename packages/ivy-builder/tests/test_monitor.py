"""Early stopping and best / top-k checkpoints on any monitored metric (mode, min_delta),
``max_epochs``, the test / predict loops (model in eval mode: no dropout) against NumPy, the CSV
log beside the JSON lines, and a stopped-and-resumed run (float16 loss scale, plateau schedule,
early-stopping counters, top-k list) equal to an uninterrupted one. NumPy: test / predict and
the CSV log run (no gradients needed); training raises the clear no-autodiff error."""

import csv
import json
import os

import ivy
import numpy as np
import pytest
from _helpers import AUTODIFF, BACKEND, MLP, native, numpy_of, regression_data
from ivy_builder import (
    Callback,
    CheckpointManager,
    MetricsLog,
    Trainer,
    build_spec,
    from_arrays,
    improves,
    read_metrics,
)

X, Y = regression_data(n=16, d=3)


class LinReg(Trainer):
    scores = None  # per-step values of an auxiliary metric "score" (1-based steps)

    def loss(self, batch, v):
        pred = ivy.matmul(batch["x"], v.w) + v.b
        aux = {"mae": ivy.mean(ivy.abs(pred - batch["y"]))}
        if self.scores is not None:
            aux["score"] = native(np.float32(self.scores[self.step]))
        return ivy.mean((pred - batch["y"]) ** 2), aux


def _v0():
    return ivy.Container(w=native(np.zeros((3, 1), np.float32)),
                         b=native(np.zeros(1, np.float32)))


def _spec(out, optimizer=None, **trainer):
    t = {"max_steps": 10, "out_dir": str(out), "progress": False, "plot": False, "log_every": 1,
         **trainer}
    return build_spec(data={"trainer": t, "optimizer": {"name": "sgd", "lr": 0.05,
                                                        **(optimizer or {})}})


def _data(batch_size=16, y=Y, shuffle=True):
    return from_arrays({"x": X, "y": y}, batch_size=batch_size, shuffle=shuffle, backend=BACKEND)


def _fit(t):
    if not AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError, match="not supported on the 'numpy'"):
            t.fit()
        return False
    t.fit()
    return True


def test_improves_closed_form():
    assert improves(0.9, None) and not improves(float("nan"), None)
    assert improves(0.8, 1.0, "min", 0.1) and not improves(0.9, 1.0, "min", 0.1)
    assert improves(1.2, 1.0, "max", 0.1) and not improves(1.1, 1.0, "max", 0.1)


def test_early_stopping_best_and_top_k_on_a_training_metric(tmp_path):
    # mode max, min_delta 0.1, patience 2: steps 1 (best), 2 (best), 3 (+0.05: bad 1),
    # 4 (best), 5 (bad 1), 6 (bad 2): stop after step 6; the best is step 4's, the top 2 by
    # value (no min_delta) are steps 6 and 5
    seen = {}

    class Watch(Callback):
        def on_step_end(self, trainer, record):
            seen[trainer.step] = numpy_of(trainer.v.w).copy()

    t = LinReg(_spec(tmp_path, monitor="score", mode="max", min_delta=0.1, patience=2,
                     save_top_k=2), v=_v0(), train_data=_data(), callbacks=[Watch()])
    t.scores = [1.0, 2.0, 2.05, 2.5, 2.55, 2.58, 2.6, 9.0, 9.0, 9.0]
    if not _fit(t):
        return
    assert t.step == 6 and t.should_stop and t.bad_validations == 2
    recs = read_metrics(tmp_path / "metrics.jsonl")
    assert [r["best_score"] for r in recs] == pytest.approx([1.0, 2.0, 2.0, 2.5, 2.5, 2.5])
    ckpt = CheckpointManager(tmp_path / "checkpoints")
    assert ckpt.best_meta()["step"] == 4
    assert [(e["step"], round(e["value"], 5)) for e in ckpt.top_k()] == [(6, 2.58), (5, 2.55)]
    assert sorted(f for f in os.listdir(tmp_path / "checkpoints") if f.startswith("top-")) == \
        ["top-0000000005.npz", "top-0000000006.npz"]
    for step in (5, 6):  # each kept state is that step's
        assert np.array_equal(numpy_of(ckpt.load_top(step).v.w), seen[step])
    assert t.load_best() == 4 and np.array_equal(numpy_of(t.v.w), seen[4])


def test_max_epochs_stops_at_the_epoch_boundary(tmp_path):
    t = LinReg(_spec(tmp_path, max_steps=100, max_epochs=2), v=_v0(),
               train_data=_data(batch_size=4))  # 4 batches an epoch
    if _fit(t):
        assert t.step == 8
        assert [r["epoch"] for r in read_metrics(tmp_path / "metrics.jsonl")][-1] == 1


def test_test_and_predict_against_numpy(tmp_path):
    rng = np.random.default_rng(3)
    w, b = rng.normal(size=(3, 1)).astype(np.float32), np.float32([0.3])
    t = LinReg(_spec(tmp_path), v=ivy.Container(w=native(w), b=native(b)), train_data=_data())
    res = t.test(_data(batch_size=5, shuffle=False))  # batches 5, 5, 5, 1: weighted by size
    r = X @ w + b - Y
    np.testing.assert_allclose(res["test_loss"], np.mean(r ** 2), rtol=1e-5)
    np.testing.assert_allclose(res["test_mae"], np.mean(np.abs(r)), rtol=1e-5)
    assert set(res) == {"test_loss", "test_mae"}
    # predict: a model with dropout 0.5, in eval mode (no dropout), outputs stacked in order
    ivy.seed(0)
    with ivy.use(BACKEND):
        model = MLP(dropout=0.5)
    m = Trainer(_spec(tmp_path / "m"), model=model, loss_fn=lambda p, y: ivy.mean(p),
                train_data=_data())
    out = m.predict(from_arrays((X, Y), batch_size=5, shuffle=False, backend=BACKEND))
    p = {k: numpy_of(a) for k, a in model.v.flatten().items()}
    ref = np.tanh(X @ p["l1/w"].T + p["l1/b"]) @ p["l2/w"].T + p["l2/b"]
    assert out.shape == (16, 1) and model.training  # mode given back
    np.testing.assert_allclose(numpy_of(out), ref, rtol=1e-5, atol=1e-6)
    with pytest.raises(ivy.IvyValueError, match="override Trainer.forward"):
        t.predict(_data())


def test_csv_log_has_the_json_lines_rows(tmp_path):
    p = tmp_path / "metrics.jsonl"
    log = MetricsLog(p)
    log.write({"step": 1, "loss": 0.5, "lr": 0.1})
    log.write({"step": 1, "val_loss": 0.25})  # a new column: the CSV is rewritten
    log.write({"step": 2, "loss": float("nan"), "lr": 0.1})
    log.write({"step": 3, "loss": 1 / 3, "lr": 0.1})
    log.truncate(2)
    log.close()
    with open(p, "ab") as f:  # a line cut by a kill: dropped from both on the next open
        f.write(b'{"step": 3, "lo')
    MetricsLog(p).close()
    with open(tmp_path / "metrics.csv", newline="") as f:
        rows = list(csv.reader(f))
    assert rows == [["step", "loss", "lr", "val_loss"], ["1", "0.5", "0.1", ""],
                    ["1", "", "", "0.25"], ["2", "", "0.1", ""]]
    assert len(read_metrics(p)) == 3


class Stop(Exception):
    """A kill: the run stops where it is, without a final checkpoint."""


def _resumable(out, stop_at=None):
    class StopAt(Callback):
        def on_step_end(self, trainer, record):
            if trainer.step == stop_at:
                raise Stop

    spec = _spec(out, {"schedule": "plateau", "decay_rate": 0.5, "plateau_patience": 1},
                 max_steps=10, val_every=1, checkpoint_every=3, patience=4, save_top_k=2,
                 precision="float16", loss_scale=8192.0, loss_scale_window=2, log_every=2)
    # the validation loss falls, then rises (targets a quarter of the training ones)
    return LinReg(spec, v=_v0(), train_data=_data(batch_size=8), callbacks=[StopAt()],
                  val_data=_data(batch_size=8, y=0.25 * Y, shuffle=False))


def _rows(out):
    return [{k: v for k, v in r.items() if k != "steps_per_s"}
            for r in read_metrics(out / "metrics.jsonl")]


def test_stopped_and_resumed_run_equals_the_uninterrupted_one(tmp_path):
    """The float16 loss scale (which grows every 2 steps and overflows), the plateau schedule,
    the early-stopping counters and the top-k list are part of the checkpoint: stopping after
    step 7 (last checkpoint: step 6) and resuming gives the uninterrupted run."""
    ref = _resumable(tmp_path / "ref")
    if not _fit(ref):
        return
    with pytest.raises(Stop):
        _resumable(tmp_path / "b", stop_at=7).fit()
    resumed = _resumable(tmp_path / "b")
    resumed.fit()
    assert resumed.resumed_from == 6
    rows = _rows(tmp_path / "ref")
    assert rows == _rows(tmp_path / "b")
    assert any(r.get("skipped") for r in rows), "no overflow: the test lost its point"
    lrs = [r["lr"] for r in rows if "lr" in r]
    assert lrs[0] > lrs[-1], "the plateau schedule never reduced the rate"
    assert (resumed.step, resumed.best, resumed.bad_validations) == \
        (ref.step, ref.best, ref.bad_validations)
    assert resumed.scaler.state_dict() == ref.scaler.state_dict()
    for (k, a), (_, b) in zip(ref.state().flatten().items(), resumed.state().flatten().items()):
        assert np.array_equal(numpy_of(a), numpy_of(b)), k
    ca, cb = (CheckpointManager(p / "checkpoints") for p in (tmp_path / "ref", tmp_path / "b"))
    assert ca.top_k() == cb.top_k() and len(ca.top_k()) == 2
    assert ca.best_meta() == cb.best_meta()
    files = [json.load(open(p / "checkpoints" / "best.json"))["sha256"]
             for p in (tmp_path / "ref", tmp_path / "b")]
    assert files[0] == files[1]

    def csv_rows(p):
        with open(p / "metrics.csv", newline="") as f:
            return [{k: v for k, v in r.items() if k != "steps_per_s"} for r in csv.DictReader(f)]

    assert csv_rows(tmp_path / "ref") == csv_rows(tmp_path / "b")
