"""``ivy_gym.to_gymnasium``: every environment passes ``gymnasium.utils.env_checker.check_env``
as a ``gymnasium.Env``; the batched form is a ``gymnasium.vector.VectorEnv`` with next-step
autoreset that runs in an off-the-shelf loop (gymnasium's episode-statistics wrapper), on the
backend under test."""

import gymnasium
import ivy
import ivy_gym
import numpy as np
import pytest
from _helpers import BACKEND, ENVS, NAMES
from gymnasium.utils.env_checker import check_env
from gymnasium.wrappers.vector import RecordEpisodeStatistics


@pytest.mark.parametrize("name", NAMES)
def test_check_env(name):
    env = ivy_gym.to_gymnasium(ENVS[name][0](backend=BACKEND), render_mode="rgb_array")
    assert isinstance(env, gymnasium.Env)
    check_env(env)  # raises on any failure
    obs, _ = env.reset(seed=0)
    assert obs.dtype == np.float32 and obs.shape == env.observation_space.shape
    frame = env.render()
    assert frame.ndim == 3 and frame.shape[-1] == 3


def test_single_env_loop_until_truncated():
    env = ivy_gym.to_gymnasium(ivy_gym.Pendulum(backend=BACKEND, max_episode_steps=5))
    env.action_space.seed(0)
    obs, _ = env.reset(seed=3)
    steps, done = 0, False
    while not done:
        obs, reward, terminated, truncated, _ = env.step(env.action_space.sample())
        steps, done = steps + 1, terminated or truncated
    assert steps == 5 and truncated and not terminated


def test_vector_env_autoreset_in_an_off_the_shelf_loop():
    ivy_env = ivy_gym.CartPole(num_envs=3, backend=BACKEND, max_episode_steps=4)
    venv = ivy_gym.to_gymnasium(ivy_env)
    assert isinstance(venv, gymnasium.vector.VectorEnv)
    assert venv.observation_space.shape == (3, 5) and venv.action_space.shape == (3, 1)
    venv = RecordEpisodeStatistics(venv)
    venv.action_space.seed(0)
    obs, info = venv.reset(seed=0)
    episodes = 0
    for t in range(10):
        obs, reward, terminated, truncated, info = venv.step(venv.action_space.sample())
        assert obs.shape == (3, 5) and obs.dtype == np.float32
        if t % 5 == 3:  # steps 4 and 9 end every episode (time limit 4)
            assert truncated.all()
            episodes += 1
            assert "episode" in info and (info["episode"]["l"][info["_episode"]] == 4).all()
        elif t % 5 == 4:  # the next step resets them: reward 0, the reset observation
            assert not truncated.any() and (reward == 0).all()
            np.testing.assert_array_equal(obs, ivy.to_numpy(ivy_env.observation_fn(
                ivy_env.get_state())).astype("float32"))
    assert episodes == 2


def test_vector_env_reset_is_seeded():
    a = ivy_gym.to_gymnasium(ivy_gym.Acrobot(num_envs=2, backend=BACKEND)).reset(seed=4)[0]
    b = ivy_gym.to_gymnasium(ivy_gym.Acrobot(num_envs=2, backend=BACKEND)).reset(seed=4)[0]
    np.testing.assert_array_equal(a, b)


def test_wrapper_bad_arguments():
    with pytest.raises(ivy.IvyValueError, match="a gymnasium.Env holds one environment"):
        ivy_gym.to_gymnasium(ivy_gym.CartPole(num_envs=2), vector=False)
    with pytest.raises(ivy.IvyValueError, match="render_mode must be None or 'rgb_array'"):
        ivy_gym.to_gymnasium(ivy_gym.CartPole(), render_mode="human")
