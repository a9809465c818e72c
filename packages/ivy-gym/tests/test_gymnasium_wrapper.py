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


# --- the single-env NumPy fast path (gymnasium_wrapper._step_fast) ---------------------------
# gymnasium id -> (ivy_gym class, discrete actions (None: continuous), action bound)
FAST_TASKS = {"CartPole-v1": (ivy_gym.CartPoleV1, 2, None),
              "Pendulum-v1": (ivy_gym.PendulumV1, None, 2.0),
              "Acrobot-v1": (ivy_gym.AcrobotV1, 3, None),
              "MountainCar-v0": (ivy_gym.MountainCarV0, 3, None),
              "MountainCarContinuous-v0": (ivy_gym.MountainCarContinuousV0, None, 1.0)}
# starts where the speed clip, the angle wraps and bounds, the wall and the goals act (each
# replaces a reset's state in test_fast_path_equals_batched_step)
SPECIAL_STARTS = {"Pendulum-v1": [[0.5, 7.9], [-3.0, -7.5]],
                  "Acrobot-v1": [[3.0, 0.2, 12.0, -25.0], [np.pi - 0.3, 0.0, 0.0, 0.0]],
                  "MountainCar-v0": [[-1.19, -0.06], [0.45, 0.06]],
                  "MountainCarContinuous-v0": [[-1.19, -0.06], [0.4, 0.06]],
                  "CartPole-v1": [[2.39, 1.0, 0.0, 0.0]]}
NUMPY2 = int(np.__version__.split(".")[0]) >= 2


def _action(rng, task):
    _, num_actions, bound = FAST_TASKS[task]
    if num_actions is not None:
        return int(rng.integers(num_actions))
    if task == "MountainCarContinuous-v0":  # gymnasium's float32 actions (its float32 state),
        # within the bounds: gymnasium clips to the Python floats +-1.0 and then computes that
        # step's force in float64 (ivy_gym in float32), as test_standard_tasks does
        return rng.uniform(-1.0, 1.0, size=1).astype(np.float32)
    return np.array([rng.uniform(-1.1 * bound, 1.1 * bound)])  # beyond the bound: both clip


@pytest.mark.parametrize("task", list(FAST_TASKS))
def test_wrapper_trajectory_vs_gymnasium(task):
    """``gymnasium.make("ivy_gym/<task>", backend=BACKEND, dtype="float64")`` against
    gymnasium's own env from the same states with the same actions, through resets (the NumPy
    backend takes the fast path, the others the batched step)."""
    ours = gymnasium.make(f"ivy_gym/{task}", backend=BACKEND, dtype="float64")
    ref = gymnasium.make(task)
    assert (ours.unwrapped._fast is not None) == (BACKEND == "numpy")
    float64 = ivy.to_numpy(ours.unwrapped.env.reset(seed=0)[0]).dtype == np.float64
    tol = 1e-12 if float64 else 1e-5  # a backend without float64 (none today) keeps float32
    car32 = task == "MountainCarContinuous-v0"  # gymnasium keeps that state in float32
    if car32 and not NUMPY2:  # NumPy 1.x computes its step in float64 (test_standard_tasks)
        tol = max(tol, 1e-6)
    rng = np.random.default_rng(1)
    worst, terminations = 0.0, 0
    steps = 60 if BACKEND in ("jax", "tensorflow") else 150  # eager steps cost ~ms there

    def restart(seed):
        obs, _ = ours.reset(seed=seed)
        ref.reset(seed=seed)
        state = ivy.to_numpy(ours.unwrapped.env.get_state())[0].astype(np.float64)
        if car32:  # gymnasium's reset rounds that state to float32, ivy_gym's float64 one not
            state = state.astype(np.float32).astype(np.float64)
            ours.unwrapped.env.set_state(state[None])
        ref.unwrapped.state = state.astype(np.float32) if car32 else state
        return obs

    restart(0)
    for t in range(steps):
        a = _action(rng, task)
        obs, reward, term, trunc, info = ours.step(a)
        g_obs, g_reward, g_term, g_trunc, _ = ref.step(a)
        state = ivy.to_numpy(ours.unwrapped.env.get_state())[0].astype(np.float64)
        worst = max(worst, float(np.abs(state - np.asarray(ref.unwrapped.state)).max()),
                    abs(reward - float(g_reward)))
        assert obs.dtype == np.float32 and obs.shape == g_obs.shape and info == {}
        np.testing.assert_allclose(obs, g_obs, rtol=2.5e-7, atol=tol)
        assert isinstance(reward, float) and (term, trunc) == (g_term, g_trunc)
        if term or trunc:
            terminations += 1
            restart(t + 1)
    print(f"{task} wrapper on {BACKEND}: largest difference {worst:.3g}")
    assert worst <= tol
    if task == "CartPole-v1":  # random actions reach no other task's end in 150 steps
        assert terminations > 0


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("task", list(FAST_TASKS))
def test_fast_path_equals_batched_step(task, dtype):
    """The NumPy fast path gives the batched step's results bit for bit (both dtypes, actions
    beyond the bounds, starts where the clips, wraps, wall and goals act), keeps the inner
    object's state, counters and done flags, and truncates at the time limit."""
    cls, num_actions, _ = FAST_TASKS[task]
    fast = ivy_gym.to_gymnasium(cls(backend="numpy", dtype=dtype, max_episode_steps=40))
    slow = ivy_gym.to_gymnasium(cls(backend="numpy", dtype=dtype, max_episode_steps=40))
    slow._fast = None
    assert fast._fast is not None
    rng = np.random.default_rng(2)
    ends, starts = 0, list(SPECIAL_STARTS.get(task, []))
    for env in (fast, slow):
        env.reset(seed=5)
    for _ in range(160):
        a = _action(rng, task)
        if num_actions is None:
            a = a * 1.1  # beyond the bounds too: both clip
        out_f, out_s = fast.step(a), slow.step(a)
        np.testing.assert_array_equal(out_f[0], out_s[0])
        assert out_f[0].dtype == np.float32 and out_f[1:] == out_s[1:]
        np.testing.assert_array_equal(fast.env.get_state(), slow.env.get_state())
        assert fast.env.get_state().dtype == np.dtype(dtype)
        assert fast.env._steps == slow.env._steps and fast.env._done == slow.env._done
        if out_f[2] or out_f[3]:
            ends += 1
            with pytest.raises(ivy.IvyValueError, match="terminated or were truncated"):
                fast.step(a)  # a done environment: the batched step's error
            for env in (fast, slow):
                env.reset()
                if starts:
                    env.env.set_state(np.array([starts[0]], dtype=dtype))
            starts = starts[1:]
    assert ends >= 2


def test_fast_path_bad_actions_take_the_batched_step():
    env = ivy_gym.to_gymnasium(ivy_gym.CartPoleV1(backend="numpy"))
    with pytest.raises(ivy.IvyValueError, match="call reset"):
        env.step(0)
    env.reset(seed=0)
    for bad in (2, -1, np.int64(5)):
        with pytest.raises(ivy.IvyValueError, match="integer actions"):
            env.step(bad)
    assert env.step(np.array([1]))[1] == 1.0  # a one-element array: the batched step
    pend = ivy_gym.to_gymnasium(ivy_gym.PendulumV1(backend="numpy"))
    pend.reset(seed=0)
    with pytest.raises(ivy.IvyValueError, match="cannot reshape array of size 2"):
        pend.step(np.zeros(2))


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_fast_path_python_floats_equal_batched_step(dtype):
    """MountainCarContinuous-v0's fast path computes on Python floats (float32 rounding by
    ``array("f")``): bit for bit the batched step's, for every form of action (float32 /
    float64 / float16 / int arrays, lists, Python floats and ints, beyond the bounds), from
    states across the track (many float32 roundings of the slope and the velocity)."""
    cls = ivy_gym.MountainCarContinuousV0
    fast = ivy_gym.to_gymnasium(cls(backend="numpy", dtype=dtype))
    slow = ivy_gym.to_gymnasium(cls(backend="numpy", dtype=dtype))
    slow._fast = None
    rng = np.random.default_rng(3)
    forms = [lambda x: np.array([x], dtype=np.float32), lambda x: np.array([x]),
             lambda x: np.array([x], dtype=np.float16), lambda x: [x], lambda x: x,
             lambda x: np.array([round(x)]), lambda x: round(x)]
    for env in (fast, slow):
        env.reset(seed=1)
    for t in range(300):
        if t % 30 == 0:  # a new start anywhere on the track, any speed
            start = np.array([[rng.uniform(-1.2, 0.44), rng.uniform(-0.07, 0.07)]], dtype=dtype)
            for env in (fast, slow):
                env.env.set_state(start)
                env.env._steps[0] = 0
        a = forms[t % len(forms)](float(rng.uniform(-1.5, 1.5)))
        out_f, out_s = fast.step(a), slow.step(a)
        np.testing.assert_array_equal(out_f[0], out_s[0])
        assert out_f[0].dtype == np.float32 and out_f[1:] == out_s[1:]
        assert isinstance(out_f[1], float) and type(out_f[2]) is bool
        np.testing.assert_array_equal(fast.env.get_state(), slow.env.get_state())
        assert fast.env.get_state().dtype == np.dtype(dtype)
        if out_f[2]:
            for env in (fast, slow):
                env.reset()


@pytest.mark.parametrize("cls", [ivy_gym.CartPoleV1, ivy_gym.PendulumV1])
def test_vector_env_equals_pure_steps_with_next_step_autoreset(cls):
    """The vector env's batched step against the pure step (NumPy) and gymnasium's next-step
    autoreset written out: an environment done at one step restarts at the next (that step's
    action ignored, reward 0, not done, the counter at 0) from the next numbers of its own
    generator (an object seeded alike gives them); the others step."""
    n, limit = 4, 6
    venv = ivy_gym.to_gymnasium(cls(num_envs=n, backend=BACKEND, dtype="float64",
                                    max_episode_steps=limit), vector=True)
    gen = cls(num_envs=n, backend="numpy", dtype="float64")  # the same streams
    obs, _ = venv.reset(seed=3)
    gen.reset(seed=3)
    state = np.asarray(gen.get_state())
    np.testing.assert_array_equal(obs, ivy.to_numpy(venv.env.observation_fn(
        venv.env.get_state())).astype("float32"))
    rng = np.random.default_rng(0)
    steps, finished, restarts = np.zeros(n, int), np.zeros(n, bool), 0
    for _ in range(25):
        if cls is ivy_gym.CartPoleV1:
            a = rng.integers(0, 2, n)
        else:
            a = rng.uniform(-2.0, 2.0, (n, 1))
        obs, reward, term, trunc, _ = venv.step(a)
        with ivy.use("numpy"):
            new, new_obs, new_reward, new_term = (np.asarray(x) for x in cls.step_fn(state, a))
            steps = steps + 1
            new_trunc = steps >= limit
            if finished.any():
                restarts += 1
                gen.reset(options={"reset_mask": finished})
                start = np.asarray(gen.get_state())
                new[finished], steps[finished] = start[finished], 0
                new_obs = np.asarray(cls.observation_fn(new))
                new_reward[finished], new_term[finished], new_trunc[finished] = 0.0, False, False
        np.testing.assert_allclose(ivy.to_numpy(venv.env.get_state()), new, rtol=0, atol=1e-12)
        np.testing.assert_allclose(obs, new_obs.astype("float32"), rtol=1e-6, atol=1e-7)
        np.testing.assert_allclose(reward, new_reward, rtol=0, atol=1e-12)
        np.testing.assert_array_equal(term, new_term)
        np.testing.assert_array_equal(trunc, new_trunc)
        state, finished = new, new_term | new_trunc
    assert restarts >= 3
