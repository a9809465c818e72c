"""gymnasium's standard tasks (``CartPoleV1``, ``PendulumV1``, ``AcrobotV1``, ``MountainCarV0``,
``MountainCarContinuousV0``) against gymnasium's own environments, step for step, on the backend
under test; and the ``ivy_gym/...`` ids in gymnasium's registry.

For each task: gymnasium's ``gymnasium.make(id)`` and ivy_gym's pure step start from the same
state (``env.unwrapped.state = ...``) and take the same random actions for 150 steps; after a
termination both restart from the same new state (gymnasium through ``reset`` first, so its
counters restart). Compared every step, in float64: the state (gymnasium's float64 internal
state), the observation (the float64 values gymnasium rounds to its float32 observation, and
that float32 observation itself to one float32 rounding), the reward and the terminated flag.
Bound: 1e-12 (1e-5 on a float32-only backend). MountainCarContinuous-v0 keeps its state in
float32 and gymnasium's arithmetic on it depends on NumPy's promotion rules: ivy_gym reproduces
NumPy >= 2's (float32 throughout); under NumPy 1.x (the MXNet session) gymnasium computes in
float64 before rounding, so there the bound is one float32 rounding (1e-6).
"""

import subprocess
import sys

import ivy
import ivy_gym
import numpy as np
import pytest
from _helpers import BACKEND, FULL, native, numpy_of

gym = pytest.importorskip(
    "gymnasium", reason="gymnasium is not installed in this environment (ivy-gym's `test` extra "
    "provides it); the standard tasks are compared against it")

STEPS = 150
FLOAT64 = numpy_of(native(np.zeros(1, dtype=np.float64))).dtype == np.float64
TOL = 1e-12 if FLOAT64 else 1e-5
NUMPY2 = int(np.__version__.split(".")[0]) >= 2


def _acrobot_obs(s):
    return np.array([np.cos(s[0]), np.sin(s[0]), np.cos(s[1]), np.sin(s[1]), s[2], s[3]])


# gymnasium id -> (ivy_gym class, step, initial_state, number of discrete actions (None:
# continuous), gymnasium's float64 observation of its state, special starts)
TASKS = {
    "CartPole-v1": (ivy_gym.CartPoleV1, ivy_gym.cartpole_v1_step, ivy_gym.cartpole_v1_initial_state,
                    2, lambda s: np.asarray(s, dtype=np.float64), []),
    "Pendulum-v1": (ivy_gym.PendulumV1, ivy_gym.pendulum_v1_step, ivy_gym.pendulum_v1_initial_state,
                    None, lambda s: np.array([np.cos(s[0]), np.sin(s[0]), s[1]]),
                    [[0.5, 7.9], [-3.0, -7.5]]),  # spinning: the speed clip acts
    "Acrobot-v1": (ivy_gym.AcrobotV1, ivy_gym.acrobot_v1_step, ivy_gym.acrobot_v1_initial_state,
                   3, _acrobot_obs,
                   [[np.pi - 0.3, 0.0, 0.0, 0.0], [3.0, 0.2, 12.0, -25.0]]),  # goal; wrap, bounds
    "MountainCar-v0": (ivy_gym.MountainCarV0, ivy_gym.mountain_car_v0_step,
                       ivy_gym.mountain_car_v0_initial_state, 3,
                       lambda s: np.asarray(s, dtype=np.float64),
                       [[0.4, 0.06], [-1.1, -0.06]]),  # reaches the goal; hits the left wall
    "MountainCarContinuous-v0": (
        ivy_gym.MountainCarContinuousV0, ivy_gym.mountain_car_continuous_v0_step,
        ivy_gym.mountain_car_continuous_v0_initial_state, None,
        lambda s: np.asarray(s, dtype=np.float64),
        [[0.35, 0.06], [-1.1, -0.06]]),  # reaches the goal (reward 100); the left wall
}


def _start(init, rng, specials, k, size):
    if k < len(specials):
        return np.array(specials[k], dtype=np.float64)
    with ivy.use("numpy"):
        return np.asarray(init(rng.uniform(-1.0, 1.0, size)), dtype=np.float64)


@pytest.mark.parametrize("task", list(TASKS))
def test_step_for_step_vs_gymnasium(task):
    cls, step, init, num_actions, gym_obs64, specials = TASKS[task]
    continuous_car = task == "MountainCarContinuous-v0"
    tol = TOL if (NUMPY2 or not continuous_car) else max(TOL, 1e-6)
    if BACKEND in ("jax", "tensorflow"):  # eager steps cost ~10 ms there: compiled (same math)
        step = ivy.compile(step)
    env = gym.make(task)
    rng = np.random.default_rng(0)
    k = 0

    def restart():
        nonlocal k
        state = _start(init, rng, specials, k, cls.noise_size)
        if continuous_car:
            state = state.astype(np.float32).astype(np.float64)  # gymnasium's float32 state
        k += 1
        env.reset(seed=int(rng.integers(1 << 30)))
        env.unwrapped.state = state.astype(np.float32) if continuous_car else state.copy()
        return native(state[None])

    s = restart()
    errs = {"state": 0.0, "obs": 0.0, "reward": 0.0}
    terminations = 0
    for _ in range(STEPS):
        if num_actions is not None:
            a = int(rng.integers(num_actions))
            gym_a, ivy_a = a, native(np.array([a], dtype=np.int64))
        else:
            bound = cls.action_bound
            # Pendulum: beyond the bounds too (both clip); the car: gymnasium's float32 actions
            a = (rng.uniform(-1.1 * bound, 1.1 * bound) if not continuous_car
                 else float(np.float32(rng.uniform(-1.0, 1.0))))
            gym_a = np.array([a], dtype=np.float32 if continuous_car else np.float64)
            ivy_a = native(np.array([[a]], dtype=np.float64))
        g_obs, g_reward, g_term, g_trunc, _ = env.step(gym_a)
        s, obs, reward, term = step(s, ivy_a)
        g_state = np.asarray(env.unwrapped.state, dtype=np.float64)
        ours, our_obs = numpy_of(s)[0].astype(np.float64), numpy_of(obs)[0].astype(np.float64)
        errs["state"] = max(errs["state"], float(np.abs(ours - g_state).max()))
        errs["obs"] = max(errs["obs"], float(np.abs(our_obs - gym_obs64(g_state)).max()))
        errs["reward"] = max(errs["reward"], abs(float(numpy_of(reward)[0]) - float(g_reward)))
        np.testing.assert_allclose(our_obs.astype(np.float32), g_obs, rtol=2.5e-7,
                                   atol=1e-12 if tol < 1e-6 else tol)
        assert bool(numpy_of(term)[0]) == g_term, f"terminated differs: gymnasium {g_term}"
        assert not g_trunc
        if g_term:
            terminations += 1
            s = restart()
    worst = max(errs.values())
    print(f"{task} on {BACKEND}: largest differences {errs}, {terminations} terminations")
    assert worst <= tol, f"{task}: largest differences {errs} over {STEPS} steps (bound {tol})"
    if task != "Pendulum-v1":  # Pendulum never terminates
        assert terminations > 0, "the comparison should cover a termination"


@pytest.mark.parametrize("task", list(TASKS))
def test_time_limit_truncation(task):
    """The class default is gymnasium's limit; the object truncates exactly there (run to the
    limit on NumPy, or everywhere with IVY_FULL=1: the counters are Python, not the backend)."""
    cls = TASKS[task][0]
    limit = gym.spec(task).max_episode_steps
    assert cls.default_max_episode_steps == limit
    assert gym.spec(f"ivy_gym/{task}").max_episode_steps == limit
    backend = BACKEND if FULL else "numpy"
    env = cls(backend=backend, dtype="float64")
    env.reset(seed=0)
    start = env.get_state()
    rng = np.random.default_rng(1)
    for t in range(1, limit + 1):
        a = ([int(rng.integers(cls.num_actions))] if cls.num_actions is not None
             else [[0.0]])
        _, _, terminated, truncated, _ = env.step(a)
        assert bool(ivy.to_list(truncated)[0]) == (t == limit), f"step {t}"
        if bool(ivy.to_list(terminated)[0]) and t < limit:
            env.set_state(start)  # keeps the step counter
    with pytest.raises(ivy.IvyValueError, match="reset"):
        env.step(a)


@pytest.mark.parametrize("task", list(TASKS))
def test_check_env(task):
    from gymnasium.utils.env_checker import check_env

    check_env(ivy_gym.to_gymnasium(TASKS[task][0](backend=BACKEND)))  # raises on any failure


def test_discrete_actions_checked():
    env = ivy_gym.CartPoleV1(num_envs=2, backend=BACKEND)
    env.reset(seed=0)
    for bad in ([0, 2], [0.0, 1.0], [1], [[0], [1]], [True, False]):
        with pytest.raises(ivy.IvyValueError, match="integer actions"):
            env.step(bad)
    with pytest.raises(ivy.IvyDtypeError, match="integer actions"):
        ivy_gym.acrobot_v1_step(native(np.zeros((2, 4))), native(np.zeros(2)))
    with pytest.raises(ivy.IvyValueError, match="batch shape"):
        ivy_gym.acrobot_v1_step(native(np.zeros((2, 4))), native(np.zeros((2, 1), dtype=np.int64)))


# --- registration ---------------------------------------------------------------------------
STANDARD_IDS = [f"ivy_gym/{t}" for t in TASKS]
VARIANT_IDS = ["ivy_gym/CartPoleSwingupDiff-v0", "ivy_gym/PendulumDiff-v0",
               "ivy_gym/AcrobotDiff-v0", "ivy_gym/MountainCarDiff-v0", "ivy_gym/ReacherDiff-v0",
               "ivy_gym/SwimmerDiff-v0"]


@pytest.mark.parametrize("env_id", STANDARD_IDS + VARIANT_IDS)
def test_make_reset_step(env_id):
    env = gym.make(env_id, backend=BACKEND)
    env.action_space.seed(0)
    obs, info = env.reset(seed=0)
    assert obs.dtype == np.float32 and env.observation_space.contains(obs)
    obs, reward, terminated, truncated, info = env.step(env.action_space.sample())
    assert env.observation_space.contains(obs) and isinstance(reward, float)
    assert env.unwrapped.env.backend == BACKEND
    if env_id in STANDARD_IDS:
        reference = gym.make(env_id.removeprefix("ivy_gym/"))
        assert env.action_space == reference.action_space
        assert env.spec.max_episode_steps == reference.spec.max_episode_steps
    env.close()


@pytest.mark.parametrize("env_id", STANDARD_IDS)
def test_make_vec(env_id):
    venv = gym.make_vec(env_id, num_envs=8, backend=BACKEND)
    assert type(venv).__name__ == "GymnasiumVectorEnv" and venv.env.num_envs == 8
    venv.action_space.seed(0)
    obs, _ = venv.reset(seed=0)
    assert obs.shape == (8, *venv.single_observation_space.shape)
    for _ in range(3):
        obs, reward, terminated, truncated, _ = venv.step(venv.action_space.sample())
    assert obs.shape[0] == reward.shape[0] == terminated.shape[0] == truncated.shape[0] == 8
    assert venv.env.max_episode_steps == gym.spec(env_id).max_episode_steps
    venv.close()


def test_make_vec_sync_mode():
    venv = gym.make_vec("ivy_gym/CartPole-v1", num_envs=2, vectorization_mode="sync",
                        backend=BACKEND)
    obs, _ = venv.reset(seed=0)
    obs, reward, *_ = venv.step(np.array([0, 1]))
    assert obs.shape == (2, 4) and reward.tolist() == [1.0, 1.0]
    venv.close()


@pytest.mark.parametrize("order", ["ivy_gym first", "gymnasium first"])
def test_registration_is_lazy(order):
    """``import ivy_gym`` never imports gymnasium; the ids exist once both are imported."""
    first = ("import ivy_gym, sys; assert 'gymnasium' not in sys.modules; import gymnasium"
             if order == "ivy_gym first" else "import gymnasium, ivy_gym")
    code = (f"{first}; ids = [i for i in gymnasium.registry if i.startswith('ivy_gym/')]; "
            f"assert len(ids) == 11, ids")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_pendulum_infinite_velocity_is_clipped_as_gymnasium():
    """A state with an infinite angular velocity steps to gymnasium's clipped velocity (+-8),
    not NaN (the step's new state is [theta, 0] plus the new velocity times [dt, 1])."""
    for start, torque in (([0.3, np.inf], 1.0), ([-1.0, -np.inf], -0.5)):
        env = gym.make("Pendulum-v1").unwrapped
        env.reset(seed=0)
        env.state = np.array(start)
        env.step(np.array([torque]))
        s, _, _, _ = ivy_gym.pendulum_v1_step(native(np.array([start])),
                                              native(np.array([[torque]])))
        np.testing.assert_allclose(numpy_of(s)[0].astype(np.float64), env.state, rtol=1e-6)
