"""Step for step against gymnasium's classic control, in float64 over 200 steps of random
actions, on the backend under test:

* CartPole swing-up vs ``CartPole-v1`` with ``kinematics_integrator="semi-implicit euler"``;
  ivy_gym's action ``a`` in [-1, 1] is gymnasium's action ``1`` (``a > 0``) or ``0`` with
  ``force_mag = 10 |a|`` (so +-1 are gymnasium's two discrete actions exactly);
* Pendulum vs ``Pendulum-v1`` with ``g = 9.8`` (action ``a`` is the torque ``2 a``), states and
  rewards;
* Acrobot vs ``Acrobot-v1`` (its Runge-Kutta 4 step, wrap and speed bounds) with its discrete
  torques -1, 0, +1 as actions;
* MountainCar vs ``MountainCarContinuous-v0`` (gymnasium keeps that state in float32: compared
  at float32 precision).

The largest difference over the trajectory must be below 1e-6 (1e-4 for the float32 MountainCar).
On JAX and TensorFlow the step is compiled (``ivy.compile``), elsewhere eager.
"""

import gymnasium as gym
import ivy
import ivy_gym
import numpy as np
import pytest
from _helpers import BACKEND, native, numpy_of

STEPS, TOL = 200, 1e-6


def _compare(step, gym_env, state0, actions, gym_action, tol=TOL, reward_of=None):
    if BACKEND in ("jax", "tensorflow"):  # eager steps cost ~10 ms there: compiled (same math)
        step = ivy.compile(step)
    gym_env.state = np.array(state0, dtype=np.float64)
    s = native(np.asarray(state0, dtype=np.float64)[None])
    err = rerr = 0.0
    for a in actions:
        _, gym_reward, *_ = gym_env.step(gym_action(a))
        s, obs, reward, _ = step(s, native(np.array([[a]], dtype=np.float64)))
        err = max(err, np.abs(numpy_of(s)[0] - gym_env.state).max())
        if reward_of is not None:
            rerr = max(rerr, abs(float(numpy_of(reward)[0]) - reward_of(gym_reward)))
    assert err < tol, f"largest state difference {err:.3g} over {len(actions)} steps"
    assert rerr < tol, f"largest reward difference {rerr:.3g}"
    return err


@pytest.mark.parametrize("seed", [0, 1])
def test_cartpole_vs_gymnasium_semi_implicit_euler(seed):
    env = gym.make("CartPole-v1").unwrapped
    env.kinematics_integrator = "semi-implicit euler"
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    # a swing-up start (hanging), and a random start; continuous actions, then bang-bang ones
    state0 = [0.1, -0.2, np.pi - 0.3, 0.4] if seed == 0 else rng.uniform(-1.0, 1.0, 4)
    actions = np.concatenate([rng.uniform(-1.0, 1.0, STEPS // 2),
                              rng.choice([-1.0, 1.0], STEPS - STEPS // 2)])

    def gym_action(a):
        env.force_mag = 10.0 * abs(a)
        return 1 if a > 0 else 0

    _compare(ivy_gym.cartpole_step, env, state0, actions, gym_action)


@pytest.mark.parametrize("seed", [0, 1])
def test_pendulum_vs_gymnasium(seed):
    env = gym.make("Pendulum-v1", g=9.8).unwrapped
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    state0 = [rng.uniform(-np.pi, np.pi), rng.uniform(-1.0, 1.0)]
    actions = rng.uniform(-1.0, 1.0, STEPS)
    err = _compare(ivy_gym.pendulum_step, env, state0, actions,
                   lambda a: np.array([2.0 * a]), reward_of=float)
    assert err < TOL


def test_pendulum_speed_clip_matches_gymnasium():
    """Above the speed clip too (the clip is the same): a spinning start, full torque."""
    env = gym.make("Pendulum-v1", g=9.8).unwrapped
    env.reset(seed=0)
    _compare(ivy_gym.pendulum_step, env, [0.5, 7.9], np.ones(40), lambda a: np.array([2.0 * a]),
             reward_of=float)


@pytest.mark.parametrize("seed", [0, 1])
def test_acrobot_vs_gymnasium(seed):
    env = gym.make("Acrobot-v1").unwrapped
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    state0 = rng.uniform(-0.1, 0.1, 4)
    indices = rng.integers(0, 3, STEPS)  # gymnasium's actions 0, 1, 2 = torques -1, 0, +1
    err = _compare(ivy_gym.acrobot_step, env, state0, indices - 1.0,
                   lambda a: int(round(a)) + 1)
    assert err < TOL


def test_mountain_car_vs_gymnasium_continuous():
    env = gym.make("MountainCarContinuous-v0").unwrapped
    env.reset(seed=0)
    rng = np.random.default_rng(0)
    actions = rng.uniform(-1.0, 1.0, STEPS)
    actions[:60] = -1.0  # back up the left hill (reaches the wall), then random
    state0 = np.array([-0.5, 0.0], dtype=np.float32)
    _compare(ivy_gym.mountain_car_step, env, state0, actions,
             lambda a: np.array([a], dtype=np.float32), tol=1e-4)
