"""The training demo (demos/train_mlp.py) on the backend under test: the pure-Ivy loop lowers the
loss, the command line saves a loss plot (matplotlib, Agg) and reports; on NumPy it stops with
the clear no-autodiff error (exit status 2)."""

import os

import ivy
import pytest
from ivy.testing import load_demo

BACKEND = os.environ.get("IVY_BACKEND", "numpy")


def _load_demo():
    return load_demo(__file__, "train_mlp")


def test_training_lowers_the_loss():
    demo = _load_demo()
    if BACKEND == "numpy":
        with pytest.raises(ivy.IvyUnsupportedError, match="numpy.*automatic differentiation"):
            demo.train("numpy", steps=2, show_progress=False)
        return
    losses = demo.train(BACKEND, steps=40, lr=0.01, hidden=16, show_progress=False)
    assert len(losses) == 40 and all(loss == loss for loss in losses)  # no nan
    assert losses[-1] < 0.7 * losses[0] and sum(losses[-5:]) < 0.7 * sum(losses[:5]), losses


def test_command_line_saves_the_plot(tmp_path, capsys):
    demo = _load_demo()
    path = tmp_path / "loss.png"
    args = ["--backend", BACKEND, "--steps", "3", "--hidden", "16", "--plot", str(path)]
    status = demo.main(args)
    out, err = capsys.readouterr()
    if BACKEND == "numpy":
        assert status == 2 and "cannot train on numpy" in err and not path.exists()
        return
    assert status == 0 and f"{BACKEND}: loss" in out and "3/3" in err
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
