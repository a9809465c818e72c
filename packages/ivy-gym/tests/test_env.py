"""The object API (gymnasium's shape) and the pure functions' shapes, dtypes and bad input, on
the backend under test, for every environment."""

import ivy
import ivy_gym
import numpy as np
import pytest
from _helpers import BACKEND, ENVS, NAMES, initial_states, is_native, native, numpy_of

N = 3  # environments per object (one batch size for the suite)


@pytest.mark.parametrize("name", NAMES)
def test_reset_step_shapes_and_types(name):
    cls = ENVS[name][0]
    env = cls(num_envs=N, backend=BACKEND)
    obs, info = env.reset(seed=0)
    assert is_native(obs) and tuple(obs.shape) == (N, cls.obs_size) and info == {}
    assert ivy.as_ivy_dtype(obs.dtype) == "float32"
    action = native(np.linspace(-1.0, 1.0, N * cls.action_size, dtype="float32").reshape(N, -1))
    obs, reward, terminated, truncated, info = env.step(action)
    assert tuple(obs.shape) == (N, cls.obs_size) and tuple(reward.shape) == (N,)
    assert all(is_native(x) for x in (obs, reward, terminated, truncated))
    assert numpy_of(terminated).dtype == bool and numpy_of(truncated).dtype == bool
    assert np.isfinite(numpy_of(obs)).all() and np.isfinite(numpy_of(reward)).all()
    assert tuple(env.get_state().shape) == (N, cls.state_size)


@pytest.mark.parametrize("name", NAMES)
def test_pure_functions_native_in_native_out(name):
    cls, step, observation, init = ENVS[name]
    noise = np.random.default_rng(0).uniform(-1.0, 1.0, (N, cls.noise_size))
    state = init(native(noise))
    assert is_native(state) and tuple(state.shape) == (N, cls.state_size)
    with ivy.use("numpy"):
        np.testing.assert_allclose(numpy_of(state), np.asarray(init(noise)), atol=1e-12)
    obs = observation(state)
    s2, obs2, reward, terminated = step(state, native(np.zeros((N, cls.action_size))))
    assert all(is_native(x) for x in (obs, s2, obs2, reward, terminated))


@pytest.mark.parametrize("name", NAMES)
def test_object_equals_pure_functions(name):
    """reset = initial_state of each environment's noise, step = the pure step."""
    cls, step, observation, init = ENVS[name]
    env = cls(num_envs=N, backend=BACKEND, dtype="float64")
    obs, _ = env.reset(seed=7)
    state = numpy_of(env.get_state())
    np.testing.assert_allclose(numpy_of(obs), numpy_of(observation(native(state))), atol=1e-12)
    action = np.random.default_rng(1).uniform(-1, 1, (N, cls.action_size))
    obs, reward, *_ = env.step(native(action))
    s2, obs2, reward2, _ = step(native(state), native(action))
    np.testing.assert_allclose(numpy_of(obs), numpy_of(obs2), atol=1e-12)
    np.testing.assert_allclose(numpy_of(reward), numpy_of(reward2), atol=1e-12)
    np.testing.assert_allclose(numpy_of(env.get_state()), numpy_of(s2), atol=1e-12)


def test_seeds_per_environment_and_reset_mask():
    env = ivy_gym.CartPole(num_envs=N, backend=BACKEND)
    a = numpy_of(env.reset(seed=5)[0])
    b = numpy_of(env.reset(seed=[5, 6, 7])[0])
    np.testing.assert_array_equal(a, b)  # int seed: environment i gets seed + i
    assert len({tuple(row) for row in a}) == N  # each environment its own noise
    single = ivy_gym.CartPole(backend=BACKEND)
    np.testing.assert_array_equal(numpy_of(single.reset(seed=6)[0])[0], a[1])
    c = numpy_of(env.reset()[0])  # no seed: the generators continue
    assert not np.allclose(c, a)
    env.step(native(np.ones((N, 1), "float32")))
    before = numpy_of(env.get_state())
    obs, _ = env.reset(options={"reset_mask": [False, True, False]})
    after = numpy_of(env.get_state())
    np.testing.assert_array_equal(after[[0, 2]], before[[0, 2]])
    assert not np.allclose(after[1], before[1])


def test_truncation_and_stepping_after_done():
    env = ivy_gym.Pendulum(num_envs=2, backend=BACKEND, max_episode_steps=3)
    env.reset(seed=0)
    zero = native(np.zeros((2, 1), "float32"))
    for t in range(3):
        *_, terminated, truncated, _ = env.step(zero)
        assert numpy_of(truncated).tolist() == [t == 2] * 2
    with pytest.raises(ivy.IvyValueError, match=r"Pendulum.step: environments \[0, 1\].*reset"):
        env.step(zero)
    env.reset(options={"reset_mask": [True, True]})
    env.step(zero)  # fine again


def test_termination_then_step_raises():
    env = ivy_gym.CartPole(num_envs=2, backend=BACKEND, dtype="float64")
    env.reset(seed=0)
    env.set_state(native(np.array([[2.39, 5.0, np.pi, 0.0], [0.0, 0.0, np.pi, 0.0]])))
    _, _, terminated, _, _ = env.step(native(np.ones((2, 1))))
    assert numpy_of(terminated).tolist() == [True, False]
    with pytest.raises(ivy.IvyValueError, match=r"environments \[0\] terminated"):
        env.step(native(np.ones((2, 1))))


def test_step_before_reset_and_bad_actions():
    env = ivy_gym.Reacher(num_envs=2, backend=BACKEND)
    with pytest.raises(ivy.IvyValueError, match="call reset"):
        env.step(native(np.zeros((2, 2), "float32")))
    env.reset(seed=0)
    for shape in [(2, 1), (3, 2), (2,), (2, 2, 1)]:
        with pytest.raises(ivy.IvyValueError, match=r"Reacher.step: expected action of shape "
                                                    r"\[num_envs=2, 2\]"):
            env.step(native(np.zeros(shape, "float32")))


@pytest.mark.parametrize("name", NAMES)
def test_actions_out_of_range_are_clipped(name):
    cls, step, _, _ = ENVS[name]
    state = native(initial_states(name, N))
    big = np.random.default_rng(0).uniform(-3.0, 3.0, (N, cls.action_size))
    s1, o1, r1, _ = step(state, native(big))
    s2, o2, r2, _ = step(state, native(np.clip(big, -1.0, 1.0)))
    np.testing.assert_array_equal(numpy_of(s1), numpy_of(s2))
    np.testing.assert_array_equal(numpy_of(r1), numpy_of(r2))


@pytest.mark.parametrize("name", NAMES)
def test_pure_step_bad_input(name):
    cls, step, observation, init = ENVS[name]
    fname = f"{name}_step"
    state = native(initial_states(name, N))
    good = native(np.zeros((N, cls.action_size)))
    with pytest.raises(ivy.IvyValueError, match=fname + r": expected action of shape"):
        step(state, native(np.zeros((N, cls.action_size + 1))))
    with pytest.raises(ivy.IvyValueError, match=fname + r": expected state of shape"):
        step(native(np.zeros((N, cls.state_size + 1))), good)
    with pytest.raises(ivy.IvyValueError, match=fname + r": state and action must have the "
                                                        r"same batch shape"):
        step(state, native(np.zeros((N + 1, cls.action_size))))
    with pytest.raises(ivy.IvyValueError, match=fname + r": expected state to be an array"):
        step([0.0] * cls.state_size, good)
    with pytest.raises(ivy.IvyDtypeError, match=fname + r": expected state with a floating"):
        step(native(np.zeros((N, cls.state_size), "int32")), good)
    with pytest.raises(ivy.IvyValueError, match=f"{name}_observation: expected state of shape"):
        observation(native(np.zeros((N, cls.state_size + 2))))
    with pytest.raises(ivy.IvyValueError, match=f"{name}_initial_state: expected noise of shape"):
        init(native(np.zeros((N, cls.noise_size + 1))))


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_dtypes_follow_the_state(dtype):
    s, obs, r, _ = ivy_gym.acrobot_step(native(np.zeros((N, 4), dtype)),
                                        native(np.ones((N, 1), "float32")))
    for x in (s, obs, r):
        assert ivy.as_ivy_dtype(x.dtype) == dtype


def test_constructor_bad_arguments():
    with pytest.raises(ivy.IvyValueError, match="CartPole: num_envs must be an int >= 1"):
        ivy_gym.CartPole(num_envs=0)
    with pytest.raises(ivy.IvyDtypeError, match="CartPole: dtype must be"):
        ivy_gym.CartPole(dtype="int32")
    with pytest.raises(ivy.IvyValueError, match="max_episode_steps"):
        ivy_gym.CartPole(max_episode_steps=0)
    env = ivy_gym.CartPole(num_envs=2)
    with pytest.raises(ivy.IvyValueError, match="reset: seed must be"):
        env.reset(seed=[1])
    with pytest.raises(ivy.IvyValueError, match="reset_mask must have 2 entries"):
        env.reset(seed=0)
        env.reset(options={"reset_mask": [True]})
    with pytest.raises(ivy.IvyValueError, match=r"set_state: expected state of shape \[2, 4\]"):
        env.set_state(np.zeros((2, 5)))


@pytest.mark.parametrize("name", NAMES)
def test_render(name):
    env = ENVS[name][0](num_envs=2, backend=BACKEND)
    env.reset(seed=0)
    frame = env.render(1, size=(64, 48))
    assert frame.shape == (48, 64, 3) and str(frame.dtype) == "uint8"
    assert frame.min() < 200  # something is drawn on the white background
    with pytest.raises(ivy.IvyValueError, match="render: index 2 out of range"):
        env.render(2)


def test_save_gif(tmp_path):
    from PIL import Image

    env = ivy_gym.CartPole(backend=BACKEND)
    env.reset(seed=0)
    frames = []
    for _ in range(3):
        env.step(native(np.ones((1, 1), "float32")))
        frames.append(env.render(size=(40, 30)))
    path = ivy_gym.save_gif(frames, tmp_path / "cartpole.gif", fps=10)
    with Image.open(path) as im:
        assert im.size == (40, 30) and im.n_frames == 3
    with pytest.raises(ivy.IvyValueError, match="save_gif: frames is empty"):
        ivy_gym.save_gif([], tmp_path / "x.gif")


def test_rollouts_and_their_bad_input():
    state = native(initial_states("pendulum", N))
    actions = native(np.zeros((5, N, 1)))
    final, rewards = ivy_gym.rollout(ivy_gym.pendulum_step, state, actions)
    s = state
    for _ in range(5):
        s, _, r, _ = ivy_gym.pendulum_step(s, native(np.zeros((N, 1))))
    np.testing.assert_allclose(numpy_of(final), numpy_of(s), atol=1e-12)
    np.testing.assert_allclose(numpy_of(rewards)[-1], numpy_of(r), atol=1e-12)
    final2, rewards2 = ivy_gym.policy_rollout(ivy_gym.pendulum_step, ivy_gym.pendulum_observation,
                                              state, lambda obs: obs[..., :1] * 0.0, 5)
    np.testing.assert_allclose(numpy_of(rewards2), numpy_of(rewards), atol=1e-12)
    with pytest.raises(ivy.IvyValueError, match=r"rollout: expected actions of shape \[T, \.\.\., A\]"):
        ivy_gym.rollout(ivy_gym.pendulum_step, state, native(np.zeros(3)))
    with pytest.raises(ivy.IvyValueError, match="policy_rollout: horizon must be an int >= 1"):
        ivy_gym.policy_rollout(ivy_gym.pendulum_step, ivy_gym.pendulum_observation, state,
                               lambda obs: obs[..., :1], 0)


def _splitmix64(state):
    """SplitMix64 (Steele, Lea & Flood 2014) in Python integers: the reference stream."""
    while True:
        state = (state + 0x9E3779B97F4A7C15) % 2**64
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) % 2**64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) % 2**64
        yield z ^ (z >> 31)


def _splitmix64_mix(x):
    """SplitMix64's output function alone (the seeding: ``mix(seed)`` is the first state)."""
    return next(_splitmix64((x - 0x9E3779B97F4A7C15) % 2**64))


def test_reset_noise_is_each_environments_splitmix64_stream():
    """reset's noise: environment i seeded with ``seed + i`` draws SplitMix64's numbers from
    the state ``mix(seed + i)`` (the Python-integer reference above; its first number from
    state 0 is the published 0xE220A8397B1DCDAF), 53 bits each mapped to [-1, 1); a masked
    reset draws the next numbers of those environments' streams only; the numbers pass a
    Kolmogorov-Smirnov test against U(-1, 1) (SciPy)."""
    from scipy import stats

    assert next(_splitmix64(0)) == 0xE220A8397B1DCDAF
    n, seed = 256, 11
    env = ivy_gym.MountainCarV0(num_envs=n, backend=BACKEND, dtype="float64")
    streams = [_splitmix64(_splitmix64_mix(seed + i)) for i in range(n)]

    def expected(rows):  # [len(rows), 2] noise: each row's next two numbers
        return np.array([[(next(streams[i]) >> 11) * 2.0**-52 - 1.0 for _ in range(2)]
                         for i in rows])

    state = numpy_of(env.reset(seed=seed)[0])
    u = expected(range(n))
    np.testing.assert_allclose(state[:, 0], -0.5 + 0.1 * u[:, 0], rtol=0, atol=1e-15)
    assert stats.kstest(u.ravel(), "uniform", args=(-1.0, 2.0)).pvalue > 1e-3
    mask = np.zeros(n, bool)
    mask[[3, 100, 255]] = True
    after = numpy_of(env.reset(options={"reset_mask": mask})[0])
    np.testing.assert_allclose(after[mask, 0], -0.5 + 0.1 * expected([3, 100, 255])[:, 0],
                               rtol=0, atol=1e-15)
    np.testing.assert_array_equal(after[~mask], state[~mask])
    again = numpy_of(env.reset()[0])  # every stream continues (the masked ones two ahead)
    np.testing.assert_allclose(again[:, 0], -0.5 + 0.1 * expected(range(n))[:, 0],
                               rtol=0, atol=1e-15)
