"""demos/policy_optimisation.py (quick run) on the backend under test: an ivy.Module MLP policy
trained through Pendulum's dynamics (hold it upright from starts within 10% of the reset range,
25 Adam steps of 16 rollouts of 20 steps) must clearly beat a random policy: its mean return on
64 evaluation starts gains at least half the random policy's |mean return| (random ~ -55,
trained ~ -0.3 when it works). NumPy has no autodiff: the demo's clear error is asserted.
Also demos/trajectory_optimisation.py's quick run: open-loop actions (80 steps, 50 Adam steps)
swing the pendulum up from hanging (mean cos(angle) of the last 10 steps > 0.9)."""

from pathlib import Path

import ivy
import numpy as np
import pytest
from _helpers import AUTODIFF, BACKEND
from ivy.testing import load_demo


def _load(name):
    return load_demo(__file__, name)


def test_policy_optimisation_beats_random_policy(tmp_path):
    demo = _load("policy_optimisation")
    config = demo.QUICK["pendulum"]
    if not AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError, match="not supported on the 'numpy'"):
            demo.train(BACKEND, "pendulum", show_progress=False, **config)
        assert demo.main(["--backend", BACKEND, "--env", "pendulum", "--quick", "--iterations",
                          "1", "--no-figures"]) == 1
        return
    res = demo.train(BACKEND, "pendulum", show_progress=False, **config)
    assert len(res["curve"]) == config["iterations"] and np.isfinite(res["curve"]).all()
    gain = demo.improvement(res)
    assert gain >= 0.5, (f"random {res['random_return']:.2f}, trained "
                         f"{res['trained_return']:.2f}: gain {gain:.2f} < 0.5")
    gif = demo.render_rollout(res, tmp_path / "rollout.gif", steps=2, size=(32, 32))
    png = demo.plot_curves([res], tmp_path / "curve.png")
    assert Path(gif).stat().st_size > 0 and Path(png).stat().st_size > 0


def test_trajectory_optimisation(tmp_path):
    demo = _load("trajectory_optimisation")
    if not AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError, match="not supported on the 'numpy'"):
            demo.optimise(BACKEND, **demo.QUICK)
        return
    res = demo.optimise(BACKEND, show_progress=False, **demo.QUICK)
    assert res["final_return"] > res["initial_return"]
    assert res["upright"] > 0.9, f"mean cos(angle) of the last 10 steps {res['upright']:.3f}"
