"""demos/policy_optimisation.py (quick run) on the backend under test: an ivy.Module MLP policy
trained through Pendulum's dynamics (hold it upright from starts within 10% of the reset range,
25 Adam steps of 16 rollouts of 20 steps) must clearly beat a random policy: its mean return on
64 evaluation starts gains at least half the random policy's |mean return| (random ~ -55,
trained ~ -0.3 when it works). NumPy has no autodiff: the demo's clear error is asserted.
The CartPole swing-up quick run (JAX and PyTorch only, the two cheapest autodiff backends here:
~10 s and ~20-30 s on a loaded 2-core machine; TensorFlow takes ~0.6 s a step) must meet the
demo's own criterion: the pole upright at the end of the 100-step episode (within 12 degrees
over the last 10 steps, the cart on the track) for at least 3/4 of the 64 evaluation envs.
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


@pytest.mark.skipif(BACKEND not in ("jax", "torch"),
                    reason="the CartPole swing-up run is tested on jax and torch only (the two "
                           "cheapest autodiff backends), to keep CI time")
def test_policy_optimisation_cartpole_upright_at_the_end():
    demo = _load("policy_optimisation")
    config = demo.QUICK["cartpole"]
    if BACKEND == "torch":  # [64, 64] tensors: one thread (two on a busy 2-core CI machine: 6x)
        import torch  # noqa: PLC0415 - torch only

        threads = torch.get_num_threads()
        torch.set_num_threads(1)
    try:
        res = demo.train(BACKEND, "cartpole", show_progress=False, **config)
    finally:
        if BACKEND == "torch":
            torch.set_num_threads(threads)
    assert len(res["curve"]) <= config["iterations"] and np.isfinite(res["curve"]).all()
    assert res["eval_trajectory"].shape == (config["horizon"], 64, 4)
    frac = res["upright_fraction"]
    assert frac >= 0.75, (f"only {frac:.2f} of the envs upright at the end (mean cos(angle) of "
                          f"the last 10 steps {res['upright']:.3f})")
    # the criterion itself: a pole that falls over, or a cart that leaves the track, fails it
    traj = res["eval_trajectory"].copy()
    assert demo.upright_fraction("cartpole", traj) == frac
    traj[-1, :, 2] = 0.5  # 29 degrees at the last step
    assert demo.upright_fraction("cartpole", traj) == 0.0
    traj = res["eval_trajectory"].copy()
    traj[0, :, 0] = 2.5  # off the track at the first step
    assert demo.upright_fraction("cartpole", traj) == 0.0


def test_trajectory_optimisation(tmp_path):
    demo = _load("trajectory_optimisation")
    if not AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError, match="not supported on the 'numpy'"):
            demo.optimise(BACKEND, **demo.QUICK)
        return
    res = demo.optimise(BACKEND, show_progress=False, **demo.QUICK)
    assert res["final_return"] > res["initial_return"]
    assert res["upright"] > 0.9, f"mean cos(angle) of the last 10 steps {res['upright']:.3f}"
