"""The training demo (demos/train_mlp.py) on the backend under test: the pure-Ivy loop lowers the
loss, the command line saves a loss plot (matplotlib, Agg) and reports; on NumPy it stops with
the clear no-autodiff error (exit status 2). Its progress bar (tqdm, stderr) is shown on a
terminal only, and not with --quiet."""

import io
import os
import sys

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
    assert status == 0 and f"{BACKEND}: loss" in out
    assert err == ""  # stderr is not a terminal here: no progress bar in a log
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


class _Terminal(io.StringIO):
    def isatty(self):
        return True


@pytest.mark.parametrize("quiet", [False, True])
def test_progress_bar_on_a_terminal_unless_quiet(tmp_path, monkeypatch, capsys, quiet):
    if BACKEND == "numpy":
        pytest.skip("no training on NumPy")
    demo = _load_demo()
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    args = ["--backend", BACKEND, "--steps", "3", "--hidden", "8", "--plot", ""]
    assert demo.main(args + (["--quiet"] if quiet else [])) == 0
    shown = terminal.getvalue()
    assert ("" if quiet else "3/3") in shown and (shown == "") == quiet, shown
