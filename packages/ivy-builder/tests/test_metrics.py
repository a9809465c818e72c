"""The metrics log survives a kill (a cut last line is skipped, the next record starts on its
own line), is cut back on resume, and the curves figure is written."""

import json
import math
import os

import ivy
import pytest
from ivy_builder import MetricsLog, plot_curves, read_metrics


def test_a_line_cut_by_a_kill_is_lost_alone(tmp_path):
    p = tmp_path / "m.jsonl"
    log = MetricsLog(p)
    log.write({"step": 1, "loss": 0.5})
    log.write({"step": 2, "loss": 0.25})
    log.close()
    with open(p, "ab") as f:  # a process killed in the middle of a write
        f.write(b'{"step": 3, "lo')
    assert read_metrics(p) == [{"step": 1, "loss": 0.5}, {"step": 2, "loss": 0.25}]
    log = MetricsLog(p)  # the resumed run
    log.write({"step": 3, "loss": 0.125})
    log.close()
    assert [r["step"] for r in read_metrics(p)] == [1, 2, 3]
    assert p.read_bytes().count(b"\n") == 3  # the cut line was dropped, not kept mid-file


def test_a_damaged_line_inside_the_log_is_an_error(tmp_path):
    p = tmp_path / "m.jsonl"
    p.write_bytes(b'{"step": 1}\n{"st#p": 2\n{"step": 3}\n')
    with pytest.raises(ivy.IvyValueError, match="line 2 of .* is not JSON"):
        read_metrics(p)


def test_truncate_and_non_finite_values(tmp_path):
    p = tmp_path / "m.jsonl"
    log = MetricsLog(p, tensorboard=tmp_path / "tb")  # TensorBoard only where installed
    for s in range(1, 6):
        log.write({"step": s, "loss": float("nan") if s == 2 else 1.0 / s})
    log.sync()
    log.truncate(3)
    log.write({"step": 4, "loss": 9.0})
    log.close()
    recs = read_metrics(p)
    assert [r["step"] for r in recs] == [1, 2, 3, 4] and recs[1]["loss"] is None
    assert all(json.loads(line) for line in open(p))  # strict JSON: no NaN tokens
    assert not math.isnan(recs[-1]["loss"])


def test_missing_log_has_no_records(tmp_path):
    assert read_metrics(tmp_path / "none.jsonl") == []


def test_curves_figure(tmp_path):
    recs = [{"step": s, "loss": 1.0 / s, "lr": 0.1} for s in range(1, 10)]
    recs += [{"step": 5, "val_loss": 0.3}, {"step": 9, "val_loss": 0.2}]
    p = plot_curves(recs, tmp_path / "c.png")
    assert p is not None and os.path.getsize(p) > 1000


def test_tensorboard_scalars_when_tensorboardx_is_installed(tmp_path, monkeypatch):
    import sys
    import types

    calls = []

    class SummaryWriter:  # records what the real tensorboardX.SummaryWriter would be given
        def __init__(self, logdir):
            calls.append(("open", logdir))

        def add_scalar(self, tag, value, step):
            calls.append((tag, value, step))

        def close(self):
            calls.append("close")

    monkeypatch.setitem(sys.modules, "tensorboardX", types.SimpleNamespace(
        SummaryWriter=SummaryWriter))
    log = MetricsLog(tmp_path / "m.jsonl", tensorboard=tmp_path / "tb")
    log.write({"step": 7, "loss": 0.5, "lr": 0.1, "note": "text", "ok": True})
    log.close()
    assert calls == [("open", str(tmp_path / "tb")), ("loss", 0.5, 7), ("lr", 0.1, 7), "close"]
