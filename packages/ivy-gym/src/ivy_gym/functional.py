"""A pure functional API over every ivy_gym task (gymnax / brax style): the environment is data.

``reset(task, key, params) -> (obs, state)`` and ``step(task, key, state, action, params) ->
(obs, state, reward, terminated, truncated, info)``, with the time limit (``params["max_steps"]``
against the step count carried in the state) and auto-reset built in. Nothing is kept in Python
objects, so ``jax.jit`` / ``jax.vmap`` / ``jax.grad`` / ``lax.scan``, ``tf.function`` and
``torch.compile`` take ``step`` whole (``ivy.compile`` picks the backend's compiler).

* **Tasks** are named as the gymnasium ids without the ``ivy_gym/`` prefix (``tasks()``):
  ``"CartPole-v1"``, ``"Pendulum-v1"``, ``"Acrobot-v1"``, ``"MountainCar-v0"``,
  ``"MountainCarContinuous-v0"`` (gymnasium's tasks exactly, ``standard_tasks.py``) and the
  differentiable variants ``"CartPoleSwingupDiff-v0"``, ``"PendulumDiff-v0"``,
  ``"AcrobotDiff-v0"``, ``"MountainCarDiff-v0"``, ``"ReacherDiff-v0"``, ``"SwimmerDiff-v0"``.
* **Params** are a dict of arrays (``default_params(task)``): the physical constants of the
  CartPole and Pendulum tasks (gravity, masses, lengths, time step, force / torque limits,
  termination thresholds) and, for every task, ``max_steps``. Any entry may carry batch
  dimensions broadcasting against the state's batch (``[B]`` gravities: domain randomisation is
  one array); entries left out keep their defaults. The other tasks' physics are fixed (only
  ``max_steps``). The physics are the pure steps' own (``<name>_step`` calls the same code with
  the default constants), so the default params step exactly as ``<name>_step`` and the objects.
* **Keys** are int32 arrays (``make_key(seed)``, ``split_key(key, num)``); the random numbers are
  a counter-based integer hash of the key written in Ivy's integer operations, so a key is
  ordinary data under ``jit`` / ``vmap`` (Ivy's ``seed=`` takes a Python int, fixed at trace
  time) and the same key gives the same numbers on every backend.
* **State**: ``EnvState(physics, steps)``: ``[..., S]`` floating and ``[...]`` int32 (steps taken
  in the current episode).
* **Spaces**: ``action_space(task)`` / ``observation_space(task)`` give a ``Space`` (Box or
  Discrete); ``sample_action(task, key, batch_shape)`` draws from the action space.

Example (a compiled 100-step rollout of 1024 CartPole-v1s with random gravities: ``ivy.scan``
is ``lax.scan`` on JAX, and ``ivy.compile`` is ``jax.jit`` there):

    import ivy
    from ivy_gym import functional as F
    ivy.set_backend("jax")
    params = F.default_params("CartPole-v1", batch_shape=(1024,))
    params["gravity"] = 9.8 + ivy.random_uniform(shape=(1024,), dtype="float32")
    obs, state = F.reset("CartPole-v1", F.make_key(0), params, batch_shape=(1024,))
    def body(state, key):
        a_key, s_key = F.split_key(key, 2)
        action = F.sample_action("CartPole-v1", a_key, (1024,))
        obs, state, reward, terminated, truncated, _ = F.step("CartPole-v1", s_key, state,
                                                                action, params)
        return state, reward
    state, rewards = ivy.compile(lambda s, k: ivy.scan(body, s, F.split_key(k, 100)))(
        state, F.make_key(1))
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

import ivy
from ivy.types import Array, DType

from . import acrobot, cartpole, mountain_car, pendulum, reacher, standard_tasks, swimmer
from ._checks import check_discrete_step, check_step, check_trailing

__all__ = [
    "EnvState", "Space", "action_space", "default_params", "make_key", "observation_space",
    "reset", "sample_action", "split_key", "step", "tasks",
]


class EnvState(NamedTuple):
    """The functional environment state: ``physics [..., S]`` (floating, the pure step's state)
    and ``steps [...]`` (int32, steps taken in the current episode). A NamedTuple, so a JAX
    pytree and a TensorFlow nested structure.

    Example:
        >>> from ivy_gym import functional as F
        >>> obs, state = F.reset("PendulumDiff-v0", 0, batch_shape=(3,))
        >>> state.physics.shape, state.steps.tolist()
        ((3, 2), [0, 0, 0])
    """

    physics: Array
    steps: Array


class Space(NamedTuple):
    """An observation or action space: ``kind`` ``"box"`` (``shape``, ``low`` / ``high`` tuples
    of floats, ``math.inf`` for unbounded) or ``"discrete"`` (``n`` integer values 0 .. n-1,
    ``shape`` ``()``).

    Example:
        >>> from ivy_gym import functional as F
        >>> F.action_space("CartPole-v1")
        Space(kind='discrete', shape=(), low=None, high=None, n=2)
    """

    kind: str
    shape: tuple
    low: tuple | None
    high: tuple | None
    n: int | None


class _Task(NamedTuple):
    physics: Callable  # (state, action, params) -> (state, obs, reward, terminated)
    initial_state: Callable  # noise [..., N] -> state [..., S]
    observation: Callable  # state [..., S] -> obs [..., O]
    cls: type  # the object class: sizes, bounds, time limit
    params: Mapping[str, float]  # the physical constants (Python floats)


def _fixed(step_fn):
    return lambda state, action, _params: step_fn(state, action)


def _pendulum_v1_physics(state, action, p):
    action = check_step(state, action, 2, 1, "functional.step('Pendulum-v1')")
    return pendulum._physics_step(state, action, p, unit=False)


def _pendulum_physics(state, action, p):
    action = check_step(state, action, 2, 1, "functional.step('PendulumDiff-v0')")
    return pendulum._physics_step(state, action, p)


def _cartpole_physics(state, action, p):
    action = check_step(state, action, 4, 1, "functional.step('CartPoleSwingupDiff-v0')")
    return cartpole._physics_step(state, action, p)


def _cartpole_v1_physics(state, action, p):
    check_discrete_step(state, action, 4, "functional.step('CartPole-v1')")
    return standard_tasks._cartpole_v1_physics(state, action, p)


_S = standard_tasks
_TASKS = {
    "CartPole-v1": _Task(_cartpole_v1_physics, _S.cartpole_v1_initial_state,
                         _S.cartpole_v1_observation, _S.CartPoleV1, _S.CARTPOLE_V1_PARAMS),
    "Pendulum-v1": _Task(_pendulum_v1_physics, _S.pendulum_v1_initial_state,
                         _S.pendulum_v1_observation, _S.PendulumV1, _S.PENDULUM_V1_PARAMS),
    "Acrobot-v1": _Task(_fixed(_S.acrobot_v1_step), _S.acrobot_v1_initial_state,
                        _S.acrobot_v1_observation, _S.AcrobotV1, {}),
    "MountainCar-v0": _Task(_fixed(_S.mountain_car_v0_step), _S.mountain_car_v0_initial_state,
                            _S.mountain_car_v0_observation, _S.MountainCarV0, {}),
    "MountainCarContinuous-v0": _Task(
        _fixed(_S.mountain_car_continuous_v0_step), _S.mountain_car_continuous_v0_initial_state,
        _S.mountain_car_continuous_v0_observation, _S.MountainCarContinuousV0, {}),
    "CartPoleSwingupDiff-v0": _Task(_cartpole_physics, cartpole.cartpole_initial_state,
                                    cartpole.cartpole_observation, cartpole.CartPole,
                                    cartpole.PARAMS),
    "PendulumDiff-v0": _Task(_pendulum_physics, pendulum.pendulum_initial_state,
                             pendulum.pendulum_observation, pendulum.Pendulum, pendulum.PARAMS),
    "AcrobotDiff-v0": _Task(_fixed(acrobot.acrobot_step), acrobot.acrobot_initial_state,
                            acrobot.acrobot_observation, acrobot.Acrobot, {}),
    "MountainCarDiff-v0": _Task(_fixed(mountain_car.mountain_car_step),
                                mountain_car.mountain_car_initial_state,
                                mountain_car.mountain_car_observation, mountain_car.MountainCar, {}),
    "ReacherDiff-v0": _Task(_fixed(reacher.reacher_step), reacher.reacher_initial_state,
                            reacher.reacher_observation, reacher.Reacher, {}),
    "SwimmerDiff-v0": _Task(_fixed(swimmer.swimmer_step), swimmer.swimmer_initial_state,
                            swimmer.swimmer_observation, swimmer.Swimmer, {}),
}


def tasks() -> list[str]:
    """The task names the functional API takes (the gymnasium ids without ``ivy_gym/``).

    Returns:
        A list of str.

    Example:
        >>> from ivy_gym import functional as F
        >>> "CartPole-v1" in F.tasks(), len(F.tasks())
        (True, 11)
    """
    return list(_TASKS)


def _task(task, fname):
    if task not in _TASKS:
        raise ivy.IvyValueError(f"ivy_gym.functional.{fname}: unknown task {task!r}; the tasks "
                                f"are {list(_TASKS)}")
    return _TASKS[task]


# --- keys and random numbers: a counter-based hash in int32 (wrapping) arithmetic ------------
def _lshr(x, k):
    """Logical right shift of int32 ``x`` by ``k`` (the arithmetic shift, high bits masked)."""
    return ivy.bitwise_and(ivy.bitwise_right_shift(x, k), (1 << (32 - k)) - 1)


def _mix(x):
    """A 32-bit integer finaliser (xor-shift-multiply, two rounds) on int32 arrays: wrapping
    multiplication gives the same bits on every backend."""
    x = ivy.bitwise_xor(x, _lshr(x, 16))
    x = ivy.multiply(x, 0x7FEB352D)
    x = ivy.bitwise_xor(x, _lshr(x, 15))
    x = ivy.multiply(x, 0x846CA68B - (1 << 32))
    return ivy.bitwise_xor(x, _lshr(x, 16))


def _as_key(key, fname):
    if isinstance(key, int) and not isinstance(key, bool):
        return make_key(key)
    if not hasattr(key, "dtype") or not ivy.isdtype(key.dtype, "integral"):
        raise ivy.IvyValueError(f"ivy_gym.functional.{fname}: key must be an int or an integer "
                                f"array (make_key / split_key), got {type(key).__name__}")
    return ivy.astype(key, "int32") if str(ivy.as_ivy_dtype(key.dtype)) != "int32" else key


def make_key(seed: int) -> Array:
    """A key (an int32 array ``[]`` of the current backend) from an int seed.

    Args:
        seed: an int (taken modulo 2^32).

    Returns:
        The key ``[]`` int32.

    Example:
        >>> from ivy_gym import functional as F
        >>> F.make_key(0).shape, str(F.make_key(0).dtype)
        ((), 'int32')
    """
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ivy.IvyValueError(f"ivy_gym.functional.make_key: seed must be an int, got {seed!r}")
    seed %= 1 << 32
    seed = ivy.asarray(seed - (1 << 32) if seed >= 1 << 31 else seed, dtype="int32")
    return _mix(ivy.bitwise_xor(seed, 0x2545F491))


def split_key(key: Array | int, num: int = 2) -> Array:
    """``num`` new keys from ``key`` (independent of each other and of the numbers ``key``
    itself draws).

    Args:
        key: an int32 array ``[...]`` (or an int seed).
        num: how many keys (an int >= 1).

    Returns:
        ``[num, ...]`` int32: one key per leading index (``lax.scan`` / ``ivy.scan`` over them).

    Example:
        >>> from ivy_gym import functional as F
        >>> keys = F.split_key(F.make_key(0), 3)
        >>> keys.shape, len(set(keys.tolist()))
        ((3,), 3)
    """
    key = _as_key(key, "split_key")
    if isinstance(num, bool) or not isinstance(num, int) or num < 1:
        raise ivy.IvyValueError(f"ivy_gym.functional.split_key: num must be an int >= 1, got "
                                f"{num!r}")
    counters = ivy.reshape(ivy.arange(num, dtype="int32"), (num,) + (1,) * len(key.shape))
    return _mix(ivy.bitwise_xor(_mix(ivy.bitwise_xor(key, 0x5BD1E995)), counters))


def _uniform(key, shape, dtype):
    """Uniform samples in (-1, 1) of ``shape`` from ``key``, 24 random bits per number. ``key``
    is ``[]`` or covers leading dimensions of ``shape`` (``shape[:k]``, e.g. one key per
    environment); the numbers of each key are counted over the remaining dimensions, so a batch
    of keys draws what each key draws alone (``vmap`` gives the same numbers)."""
    inner = tuple(shape[len(key.shape):])
    counters = ivy.reshape(ivy.arange(math.prod(inner), dtype="int32"), inner)
    salted = _mix(ivy.bitwise_xor(key, 0x68E31DA4))
    salted = ivy.reshape(salted, tuple(key.shape) + (1,) * len(inner))
    bits = _mix(ivy.bitwise_xor(salted, counters))
    u = ivy.astype(_lshr(bits, 8), dtype)
    return (u + 0.5) * (2.0 / (1 << 24)) - 1.0


# --- spaces and params ------------------------------------------------------------------------
def action_space(task: str) -> Space:
    """The action space of ``task``: ``Discrete(n)`` for gymnasium's discrete tasks (integer
    actions ``[...]``), else a Box ``[A]`` (``+-action_bound``).

    Args:
        task: a task name (``tasks()``).

    Returns:
        A ``Space``.

    Example:
        >>> from ivy_gym import functional as F
        >>> F.action_space("Pendulum-v1")
        Space(kind='box', shape=(1,), low=(-2.0,), high=(2.0,), n=None)
    """
    cls = _task(task, "action_space").cls
    if cls.num_actions is not None:
        return Space("discrete", (), None, None, cls.num_actions)
    bound = float(cls.action_bound)
    return Space("box", (cls.action_size,), (-bound,) * cls.action_size,
                 (bound,) * cls.action_size, None)


def observation_space(task: str) -> Space:
    """The observation space of ``task``: a Box ``[O]`` (``math.inf`` where unbounded).

    Args:
        task: a task name (``tasks()``).

    Returns:
        A ``Space``.

    Example:
        >>> from ivy_gym import functional as F
        >>> F.observation_space("Pendulum-v1")
        Space(kind='box', shape=(3,), low=(-1.0, -1.0, -8.0), high=(1.0, 1.0, 8.0), n=None)
    """
    cls = _task(task, "observation_space").cls
    high = cls.observation_high or (math.inf,) * cls.obs_size
    low = cls.observation_low or tuple(-h for h in high)
    return Space("box", (cls.obs_size,), tuple(float(v) for v in low),
                 tuple(float(v) for v in high), None)


def sample_action(task: str, key: Array | int, batch_shape: tuple[int, ...] = (), *,
                  dtype: DType = "float32") -> Array:
    """Uniform random actions of ``task``'s action space.

    Args:
        task: a task name (``tasks()``).
        key: an int32 key (``make_key`` / ``split_key``) or an int seed.
        batch_shape: the leading dimensions.
        dtype: the floating dtype of Box actions (Discrete actions are int64).

    Returns:
        ``[*batch_shape]`` int64 (Discrete) or ``[*batch_shape, A]`` (Box).

    Example:
        >>> from ivy_gym import functional as F
        >>> a = F.sample_action("CartPole-v1", 0, (5,))
        >>> a.shape, set(a.tolist()) <= {0, 1}
        ((5,), True)
    """
    space = action_space(task)
    key = _as_key(key, "sample_action")
    batch_shape = tuple(batch_shape)
    if space.kind == "discrete":
        u = _uniform(key, batch_shape + (1,), "float32")[..., 0]
        index = ivy.floor((u + 1.0) * (0.5 * space.n))
        return ivy.astype(ivy.clip(index, 0, space.n - 1), "int64")
    u = _uniform(key, batch_shape + space.shape, dtype)
    return ivy.multiply(u, space.high[0])


def default_params(task: str, *, dtype: DType = "float32",
                   batch_shape: tuple[int, ...] = ()) -> dict[str, Array]:
    """The default params of ``task`` as arrays of the current backend.

    Args:
        task: a task name (``tasks()``).
        dtype: the floating dtype of the physical constants (``max_steps`` is int32).
        batch_shape: leading dimensions of every entry (e.g. ``(B,)`` to randomise per env).

    Returns:
        A dict: the physical constants (CartPole: ``gravity``, ``masscart``, ``masspole``,
        ``length`` (the half length), ``force_mag``, ``tau``, ``x_threshold``, CartPole-v1 also
        ``theta_threshold``; Pendulum: ``gravity``, ``mass``, ``length``, ``dt``,
        ``max_speed``, ``max_torque``; none for the other tasks) and ``max_steps`` (the time
        limit), each ``[*batch_shape]``.

    Example:
        >>> from ivy_gym import functional as F
        >>> p = F.default_params("Pendulum-v1")
        >>> float(p["gravity"]), int(p["max_steps"])
        (10.0, 200)
    """
    t = _task(task, "default_params")
    shape = tuple(batch_shape)
    out = {k: ivy.full(shape, v, dtype=dtype) for k, v in t.params.items()}
    out["max_steps"] = ivy.full(shape, t.cls.default_max_episode_steps, dtype="int32")
    return out


def _merged(t, params, like, fname):
    """The defaults (Python floats: the pure steps' exact constants) overridden by ``params``
    (cast to the state's dtype)."""
    p = dict(t.params)
    p["max_steps"] = t.cls.default_max_episode_steps
    for name, value in (params or {}).items():
        if name not in p:
            raise ivy.IvyValueError(f"ivy_gym.functional.{fname}: unknown param {name!r}; "
                                    f"the params are {sorted(p)}")
        if name != "max_steps" and hasattr(value, "dtype") and value.dtype != like.dtype:
            value = ivy.astype(value, like.dtype)
        p[name] = value
    return p


# --- reset and step -------------------------------------------------------------------------
def reset(task: str, key: Array | int, params: Mapping[str, Any] | None = None, *,
          batch_shape: tuple[int, ...] = (), dtype: DType = "float32") -> tuple[Array, EnvState]:
    """Fresh episodes of ``task``: initial states drawn with ``key`` (gymnasium's ranges).

    Args:
        task: a task name (``tasks()``).
        key: an int32 key ``[]`` (``make_key`` / ``split_key``), or keys over leading batch
            dimensions (``[*batch_shape[:k]]``, e.g. one per environment: each draws what it
            draws alone), or an int seed.
        params: the params (``default_params``); the initial states do not depend on them
            (accepted for the gymnax signature).
        batch_shape: the environments' leading dimensions.
        dtype: the floating dtype of the state.

    Returns:
        ``(obs, state)``: ``[*batch_shape, O]`` and an ``EnvState`` (``physics [*batch_shape,
        S]``, ``steps [*batch_shape]`` zeros).

    Example:
        >>> from ivy_gym import functional as F
        >>> obs, state = F.reset("CartPole-v1", F.make_key(0), batch_shape=(4,))
        >>> obs.shape, state.physics.shape, bool(abs(obs).max() <= 0.05)
        ((4, 4), (4, 4), True)
    """
    t = _task(task, "reset")
    if params is not None:
        _merged(t, params, ivy.zeros((), dtype=dtype), "reset")
    key = _as_key(key, "reset")
    shape = (batch_shape,) if isinstance(batch_shape, int) else tuple(batch_shape)
    physics = t.initial_state(_uniform(key, shape + (t.cls.noise_size,), dtype))
    return t.observation(physics), EnvState(physics, ivy.zeros(shape, dtype="int32"))


def step(task: str, key: Array | int, state: EnvState, action: Array,
         params: Mapping[str, Any] | None = None, *,
         auto_reset: bool = True) -> tuple[Array, EnvState, Array, Array, Array, dict[str, Array]]:
    """One step of ``task``, with the time limit and (optionally) auto-reset.

    Args:
        task: a task name (``tasks()``).
        key: an int32 key (``[]``, or over leading batch dimensions as for ``reset``;
            ``split_key`` a fresh one each step) or an int seed: draws the initial states of
            the environments that auto-reset (a ``[]`` key: row ``i`` of ``reset(task, key,
            batch_shape=...)``'s states for environment ``i``).
        state: an ``EnvState`` (``physics [..., S]``, ``steps [...]``).
        action: ``[..., A]`` (Box tasks) or ``[...]`` integers (Discrete tasks), as the pure
            step ``<name>_step`` takes them.
        params: the params (``default_params``): a dict of arrays broadcasting against the
            batch ``[...]`` (or floats); missing entries keep their defaults; None: all defaults.
        auto_reset: True: environments that terminated or were truncated start a new episode
            (state drawn with ``key``, ``steps`` 0) and return its first observation; the last
            observation of the finished episode is ``info["final_observation"]``.

    Returns:
        ``(obs, state, reward, terminated, truncated, info)``: ``[..., O]``, the new
        ``EnvState``, ``[...]`` floating, ``[...]`` bool, ``[...]`` bool (``steps >=
        max_steps`` after this step) and ``info`` (``final_observation [..., O]``: the
        observation reached by this step, before any reset; ``discount [...]``: 0 where
        terminated, else 1). Differentiable in the state, the actions and the params where the
        pure step is (the reset states carry no gradient).

    Example:
        >>> import numpy as np
        >>> from ivy_gym import functional as F
        >>> obs, state = F.reset("Pendulum-v1", 0, batch_shape=(2,))
        >>> params = {"gravity": np.array([10.0, 3.7]), "max_steps": 1}  # two planets
        >>> obs, state, reward, terminated, truncated, info = F.step(
        ...     "Pendulum-v1", 1, state, np.zeros((2, 1)), params)
        >>> obs.shape, reward.shape, truncated.tolist(), state.steps.tolist()
        ((2, 3), (2,), [True, True], [0, 0])
    """
    t = _task(task, "step")
    if not isinstance(state, EnvState):
        raise ivy.IvyValueError(f"ivy_gym.functional.step: state must be an EnvState (from "
                                f"reset), got {type(state).__name__}")
    check_trailing(state.physics, t.cls.state_size, f"functional.step({task!r})", "state.physics")
    p = _merged(t, params, state.physics, "step")
    physics, obs, reward, terminated = t.physics(state.physics, action, p)
    steps = state.steps + 1
    truncated = ivy.greater_equal(steps, p["max_steps"])
    info = {"final_observation": obs,
            "discount": 1.0 - ivy.astype(terminated, physics.dtype)}
    if auto_reset:
        done = ivy.logical_or(terminated, truncated)
        key = _as_key(key, "step")
        fresh = t.initial_state(_uniform(key, tuple(physics.shape[:-1]) + (t.cls.noise_size,),
                                         physics.dtype))
        physics = ivy.where(ivy.expand_dims(done, axis=-1), fresh, physics)
        obs = ivy.where(ivy.expand_dims(done, axis=-1), t.observation(fresh), obs)
        steps = ivy.where(done, ivy.zeros_like(steps), steps)
    return obs, EnvState(physics, steps), reward, terminated, truncated, info
