"""demos/train_classifier.py trains its CNN on scikit-learn's digits on the backend under test
(well above chance after a short run), writes its log and figure, and resumes a finished run
when asked for more steps. NumPy: the clear no-autodiff error."""

import os

import ivy
import pytest
from _helpers import AUTODIFF, BACKEND
from ivy.testing import load_demo
from ivy_builder import read_metrics


def _load_demo():
    return load_demo(__file__, "train_classifier")


def test_demo_trains_and_resumes(tmp_path):
    demo = _load_demo()
    args = ["--trainer.val_every=20", "--trainer.checkpoint_every=20", "--trainer.log_every=5",
            "--optimizer.schedule=constant", "--optimizer.lr=0.01", "--data.batch_size=16"]
    if BACKEND == "jax":  # one XLA program per step, not one per operation (dropout off: see
        args += ["--trainer.compile=true", "--network.dropout=0"]  # the demo's docstring)
    if not AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError, match="not supported on the 'numpy'"):
            demo.run(BACKEND, overrides=args + ["--trainer.max_steps=2"], out_dir=str(tmp_path),
                     progress=False)
        return
    first, _ = demo.run(BACKEND, overrides=args + ["--trainer.max_steps=20"],
                        out_dir=str(tmp_path), progress=False)
    assert first.step == 20
    trainer, acc = demo.run(BACKEND, overrides=args + ["--trainer.max_steps=40"],
                            out_dir=str(tmp_path), progress=False)
    assert trainer.resumed_from == 20 and trainer.step == 40
    print(f"test accuracy after 40 steps: {acc:.3f}")
    assert acc > 0.4, acc  # ten classes: chance is 0.1 (the full demo reaches ~0.98)
    recs = read_metrics(tmp_path / "metrics.jsonl")
    assert [r["step"] for r in recs if "loss" in r] == list(range(5, 41, 5))
    assert [r["step"] for r in recs if "val_loss" in r] == [20, 40]
    assert all(0 <= r["accuracy"] <= 1 for r in recs if "accuracy" in r)
    assert os.path.getsize(tmp_path / "curves.png") > 0


def test_main_exits_non_zero_below_its_accuracy_floor(tmp_path):
    demo = _load_demo()
    args = ["--backend", BACKEND, "--out", str(tmp_path), "--min-accuracy=1.01",
            "--trainer.max_steps=2", "--trainer.progress=false", "--trainer.plot=false"]
    assert demo.main(args) == (1 if AUTODIFF else 2)
