"""The functional API (``ivy_gym.functional``): its step equals the object API's step (and so
the pure step, which the other tests hold to gymnasium) for the same state and action in float64
on every backend, for every task, with the params passed as arrays; the time limit truncates at
``max_steps``; auto-reset replaces exactly the finished environments; batched params (two
gravities) equal the two single-environment runs; the keys give the same numbers on every
backend; ``jax.jit`` + ``jax.vmap`` (JAX) and ``ivy.compile`` (TensorFlow; NumPy / MXNet run as
they are; ``torch.compile`` only with ``IVY_FULL=1``: Inductor takes seconds) equal eager; the
gradient of a short rollout's return with respect to the actions and the gravity matches
central differences on NumPy (float64).
"""

import inspect

import ivy
import ivy.testing
import ivy_gym
import numpy as np
import pytest
from _helpers import AUTODIFF, BACKEND, FULL, native, numpy_of
from ivy_gym import functional as F

PARAM_TASKS = ["CartPole-v1", "Pendulum-v1", "CartPoleSwingupDiff-v0", "PendulumDiff-v0"]
CLASSES = {"CartPole-v1": "CartPoleV1", "Pendulum-v1": "PendulumV1", "Acrobot-v1": "AcrobotV1",
           "MountainCar-v0": "MountainCarV0",
           "MountainCarContinuous-v0": "MountainCarContinuousV0",
           "CartPoleSwingupDiff-v0": "CartPole", "PendulumDiff-v0": "Pendulum",
           "AcrobotDiff-v0": "Acrobot", "MountainCarDiff-v0": "MountainCar",
           "ReacherDiff-v0": "Reacher", "SwimmerDiff-v0": "Swimmer"}
B = 3


def _np(x):
    return np.asarray(numpy_of(x))


def _actions(task, n, seed=0):
    """NumPy actions ``[n, ...]`` of ``task`` (the object API's form)."""
    rng = np.random.default_rng(seed)
    space = F.action_space(task)
    if space.kind == "discrete":
        return rng.integers(0, space.n, n)
    return rng.uniform(-0.9, 0.9, (n,) + space.shape) * space.high[0]


def _state(physics, steps=0):
    physics = native(np.asarray(physics, dtype="float64"))
    return F.EnvState(physics, native(np.full(physics.shape[:-1], steps, dtype="int32")))


def test_tasks_are_the_registered_ids():
    ids = {i.removeprefix("ivy_gym/"): c for i, (c, _) in ivy_gym.registration.ENV_IDS.items()}
    assert set(F.tasks()) == set(CLASSES) and ids == CLASSES
    for task, cls in CLASSES.items():
        cls = getattr(ivy_gym, cls)
        assert F.observation_space(task).shape == (cls.obs_size,)
        assert int(numpy_of(F.default_params(task)["max_steps"])) == cls.default_max_episode_steps


@pytest.mark.parametrize("task", list(CLASSES))
def test_step_equals_the_object_step(task):
    """Same state and action, float64: the functional step (params as arrays where the task has
    physical params) against ``Env.step``."""
    env = getattr(ivy_gym, CLASSES[task])(num_envs=B, backend=BACKEND, dtype="float64")
    env.reset(seed=4)
    start = _np(env.get_state())
    action = _actions(task, B)
    obs_o, reward_o, term_o, trunc_o, _ = env.step(action)
    params = F.default_params(task, dtype="float64")
    obs, state, reward, term, trunc, info = F.step(task, 0, _state(start), native(action), params,
                                                   auto_reset=False)
    for got, want in [(obs, obs_o), (state.physics, env.get_state()), (reward, reward_o),
                      (info["final_observation"], obs_o)]:
        np.testing.assert_allclose(_np(got), _np(want), rtol=0, atol=1e-12)
    assert _np(term).tolist() == _np(term_o).tolist()
    assert _np(trunc).tolist() == _np(trunc_o).tolist() == [False] * B
    assert _np(state.steps).tolist() == [1] * B


def test_time_limit_truncates_at_max_steps():
    """Per-environment limits 2 and 3: truncated when ``steps`` reaches the limit, the counter
    restarts with auto-reset; without auto-reset it keeps counting (and truncated stays)."""
    task = "Pendulum-v1"
    obs, state = F.reset(task, 0, batch_shape=(2,), dtype="float64")
    action = native(np.zeros((2, 1)))
    params = {"max_steps": native(np.array([2, 3], dtype="int32"))}
    seen = []
    for k in range(4):
        obs, state, _, _, trunc, _ = F.step(task, k, state, action, params)
        seen.append((_np(trunc).tolist(), _np(state.steps).tolist()))
    assert seen == [([False, False], [1, 1]), ([True, False], [0, 2]),
                    ([False, True], [1, 0]), ([True, False], [0, 1])]
    for _ in range(2):
        obs, state, _, _, trunc, _ = F.step(task, 0, state, action, params, auto_reset=False)
    assert _np(trunc).tolist() == [True, True] and _np(state.steps).tolist() == [2, 3]


def test_auto_reset_resets_exactly_the_finished_envs():
    """CartPole-v1: environment 1 leaves the track this step, 2 hits its time limit, 0 goes on;
    the reset states are ``reset(task, key, batch_shape)``'s rows (one key, one row each)."""
    task = "CartPole-v1"
    start = np.array([[0.0, 0.1, 0.01, 0.0], [2.399, 1.0, 0.0, 0.0], [0.1, 0.0, 0.0, 0.0]])
    state = _state(start, steps=0)
    state = F.EnvState(state.physics, native(np.array([0, 5, 9], dtype="int32")))
    action = native(np.array([1, 1, 0]))
    key = F.make_key(11)
    kept = F.step(task, key, state, action, {"max_steps": 10}, auto_reset=False)
    obs, new, reward, term, trunc, info = F.step(task, key, state, action, {"max_steps": 10})
    assert _np(term).tolist() == [False, True, False]
    assert _np(trunc).tolist() == [False, False, True]
    fresh_obs, fresh = F.reset(task, key, batch_shape=(3,), dtype="float64")
    np.testing.assert_array_equal(_np(new.physics)[0], _np(kept[1].physics)[0])
    np.testing.assert_array_equal(_np(new.physics)[1:], _np(fresh.physics)[1:])
    np.testing.assert_array_equal(_np(obs)[0], _np(kept[0])[0])
    np.testing.assert_array_equal(_np(obs)[1:], _np(fresh_obs)[1:])
    np.testing.assert_array_equal(_np(info["final_observation"]), _np(kept[0]))
    assert _np(new.steps).tolist() == [1, 0, 0]
    assert _np(info["discount"]).tolist() == [1.0, 0.0, 1.0]
    np.testing.assert_array_equal(_np(reward), _np(kept[2]))
    assert np.abs(_np(fresh.physics)).max() <= 0.05


@pytest.mark.parametrize("task", ["CartPoleSwingupDiff-v0", "Pendulum-v1"])
def test_batched_params_equal_single_runs(task):
    """Two gravities in one batch give the two single-environment trajectories (5 steps)."""
    gravities = [9.8, 3.7]
    _, state = F.reset(task, 2, batch_shape=(2,), dtype="float64")
    start = _np(state.physics)
    actions = _actions(task, 10, seed=2).reshape((5, 2) + F.action_space(task).shape)

    def run(physics, acts, gravity):
        st, rewards = _state(physics), []
        for a in acts:
            _, st, r, _, _, _ = F.step(task, 0, st, native(a), {"gravity": gravity},
                                       auto_reset=False)
            rewards.append(_np(r))
        return _np(st.physics), np.stack(rewards)

    both = run(start, actions, native(np.array(gravities)))
    for i, g in enumerate(gravities):
        one = run(start[i:i + 1], actions[:, i:i + 1], native(np.array(g)))
        np.testing.assert_allclose(both[0][i:i + 1], one[0], rtol=0, atol=1e-12)
        np.testing.assert_allclose(both[1][:, i:i + 1], one[1], rtol=0, atol=1e-12)
    assert np.abs(both[0][0] - both[0][1]).max() > 1e-6  # the gravities matter


def test_keys_are_data_and_the_same_on_every_backend():
    key = F.make_key(0)
    assert str(ivy.as_ivy_dtype(key.dtype)) == "int32" and tuple(key.shape) == ()
    keys = _np(F.split_key(key, 3))
    assert len(set(keys.tolist())) == 3
    # the numbers are a hash in wrapping int32 arithmetic: fixed, whatever the backend
    assert _np(key).tolist() == _np_key(0)
    u = _np(F._uniform(F.make_key(1), (4000,), "float64"))
    assert -1 < u.min() and u.max() < 1 and abs(u.mean()) < 0.05 and abs(u.std() - 0.577) < 0.02
    a = _np(F.sample_action("Acrobot-v1", 3, (600,)))
    assert sorted(set(a.tolist())) == [0, 1, 2]


def _np_key(seed):
    """``make_key`` on the NumPy backend (the reference)."""
    with ivy.use("numpy"):
        return np.asarray(F.make_key(seed)).tolist()


def test_per_environment_keys():
    keys = F.split_key(F.make_key(5), 2)  # [2]: one key per environment
    _, state = F.reset("PendulumDiff-v0", keys, batch_shape=(2,), dtype="float64")
    _, one = F.reset("PendulumDiff-v0", keys[1], batch_shape=(), dtype="float64")
    assert np.abs(_np(state.physics)[0] - _np(state.physics)[1]).max() > 0
    np.testing.assert_array_equal(_np(one.physics), _np(state.physics)[1])


def test_bad_input():
    with pytest.raises(ivy.IvyValueError, match="unknown task 'CartPole-v0'"):
        F.reset("CartPole-v0", 0)
    _, state = F.reset("CartPole-v1", 0, batch_shape=(1,), dtype="float64")
    with pytest.raises(ivy.IvyValueError, match="unknown param 'mass'"):
        F.step("CartPole-v1", 0, state, native(np.array([1])), {"mass": 1.0})
    with pytest.raises(ivy.IvyValueError, match="EnvState"):
        F.step("CartPole-v1", 0, state.physics, native(np.array([1])))
    with pytest.raises(ivy.IvyDtypeError, match="integer actions"):
        F.step("CartPole-v1", 0, state, native(np.array([1.0])))
    _, state = F.reset("PendulumDiff-v0", 0, batch_shape=(2,), dtype="float64")
    with pytest.raises(ivy.IvyValueError, match=r"functional.step\('PendulumDiff-v0'\).*batch"):
        F.step("PendulumDiff-v0", 0, state, native(np.zeros((3, 1))))


def test_compiled_step_equals_eager():
    """``ivy.compile`` of a step with auto-reset (``jax.jit``, ``tf.function``; NumPy and MXNet
    as they are; ``torch.compile`` only with IVY_FULL=1)."""
    if BACKEND == "torch" and not FULL:
        pytest.skip("torch.compile takes seconds per function: IVY_FULL=1")
    task = "CartPoleSwingupDiff-v0"
    _, state = F.reset(task, 0, batch_shape=(4,), dtype="float64")
    state = F.EnvState(state.physics, native(np.array([0, 1, 2, 3], dtype="int32")))
    params = {"gravity": native(np.array([9.8, 9.8, 1.6, 24.8])), "max_steps": 3}
    action = native(_actions(task, 4))
    key = F.make_key(3)

    def run(st, a, k, g):
        obs, st, r, term, trunc, _ = F.step(task, k, st, a, {**params, "gravity": g})
        return obs, st.physics, st.steps, r, term, trunc

    eager = run(state, action, key, params["gravity"])
    compiled = ivy.compile(run)(state, action, key, params["gravity"])
    for e, c in zip(eager, compiled):
        np.testing.assert_allclose(_np(c), _np(e), rtol=1e-12, atol=1e-12)
    assert _np(eager[2]).tolist() == [1, 2, 0, 0]


def test_jax_jit_vmap_scan():
    """``jax.vmap`` over per-environment gravities and keys of a single-environment step, inside
    ``jax.jit`` and ``lax.scan``: equals the batched eager steps."""
    if BACKEND != "jax":
        pytest.skip("JAX's own transforms")
    import jax  # noqa: PLC0415 - the JAX session only

    task, n, T = "PendulumDiff-v0", 3, 4
    gravity = native(np.array([9.8, 3.7, 24.8]))
    _, state = F.reset(task, 1, batch_shape=(n,), dtype="float64")
    actions = native(_actions(task, T * n).reshape(T, n, 1))
    keys = F.split_key(F.split_key(F.make_key(7), T), n)  # [n, T]
    keys = jax.numpy.swapaxes(keys, 0, 1)  # [T, n]

    def one(st, a, k, g):  # one environment: physics [2], steps []
        obs, st, r, _, _, _ = F.step(task, k, st, a, {"gravity": g, "max_steps": 2})
        return st, (obs, r)

    def body(st, xs):
        a, k = xs
        return jax.vmap(one)(st, a, k, gravity)

    final, (obs, rewards) = jax.jit(lambda s, a, k: jax.lax.scan(body, s, (a, k)))(
        state, actions, keys)
    st, eager_r = state, []
    for t in range(T):
        _, st, r, _, _, _ = F.step(task, keys[t], st, actions[t],
                                   {"gravity": gravity, "max_steps": 2})
        eager_r.append(_np(r))
    np.testing.assert_allclose(_np(rewards), np.stack(eager_r), rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(_np(final.physics), _np(st.physics), rtol=1e-12, atol=1e-12)
    assert _np(final.steps).tolist() == _np(st.steps).tolist() == [0] * n


def _return(task, start, actions, gravity):
    """The summed reward of a functional rollout (auto-reset off), any backend."""
    st = F.EnvState(start, ivy.zeros(tuple(start.shape[:-1]), dtype="int32"))
    total = 0.0
    for t in range(actions.shape[0]):
        _, st, r, _, _, _ = F.step(task, 0, st, actions[t], {"gravity": gravity},
                                   auto_reset=False)
        total = total + ivy.sum(r)
    return total


@pytest.mark.parametrize("task", ["PendulumDiff-v0", "CartPoleSwingupDiff-v0"])
def test_gradient_of_a_rollout_wrt_actions_and_params(task):
    """d return / d (actions, gravity) over 5 steps of 2 environments with their own gravities,
    against central differences on NumPy (float64)."""
    start = np.array([[0.5, 0.2], [-1.0, 0.5]]) if task == "PendulumDiff-v0" else \
        np.array([[0.1, 0.0, 2.5, 0.3], [-0.2, 0.1, 3.5, -0.2]])
    actions = np.random.default_rng(1).uniform(-0.8, 0.8, (5, 2, 1))
    gravity = np.array([9.8, 5.0])
    if not AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError):
            ivy.execute_with_gradients(lambda xs: _return(task, native(start), *xs),
                                       [native(actions), native(gravity)])
        return
    value, grads = ivy.execute_with_gradients(
        lambda xs: _return(task, native(start), *xs), [native(actions), native(gravity)])
    h = 1e-6
    with ivy.use("numpy"):
        def ret(a, g):
            return float(_return(task, start, a, g))

        fd_a = np.zeros_like(actions)
        for idx in np.ndindex(actions.shape):
            e = np.zeros_like(actions)
            e[idx] = h
            fd_a[idx] = (ret(actions + e, gravity) - ret(actions - e, gravity)) / (2 * h)
        fd_g = np.array([(ret(actions, gravity + h * e) - ret(actions, gravity - h * e)) / (2 * h)
                         for e in np.eye(2)])
        expected = ret(actions, gravity)
    np.testing.assert_allclose(float(_np(value)), expected, rtol=1e-10)
    np.testing.assert_allclose(_np(grads[0]), fd_a, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(_np(grads[1]), fd_g, rtol=1e-5, atol=1e-6)
    assert np.abs(fd_g).min() > 1e-4


@pytest.mark.parametrize("name", F.__all__)
def test_docstring_examples_run(name):
    obj = getattr(F, name)
    takes = not isinstance(obj, type) and bool(inspect.signature(obj).parameters)
    ivy.testing.check_docstring_example(obj, f"ivy_gym.functional.{name}", sections=(
        ("Args:", "Returns:") if takes else () if isinstance(obj, type) else ("Returns:",)))
