"""gymnasium adapters for ivy_gym's environments (imported only by ``ivy_gym.to_gymnasium``).

``GymnasiumEnv`` is a ``gymnasium.Env`` over one environment (NumPy float32 observations,
Python float rewards and bool flags, a ``Box(-1, 1)`` action space, or the standard tasks'
``Discrete(n)`` / ``Box`` and bounded observation spaces); ``GymnasiumVectorEnv`` is a
``gymnasium.vector.VectorEnv`` over ``num_envs`` of them, which resets a finished environment on
the following ``step`` (gymnasium's next-step autoreset: that step ignores its action, and
returns the reset observation, reward 0 and not done). Both hold an ivy_gym object of any
backend and convert at the boundary.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import gymnasium
import ivy
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space
from ivy.types import Array

if TYPE_CHECKING:
    from .env import Env

_INF = float("inf")


def _spaces(env):
    high = env.observation_high
    if high is None:
        obs = gymnasium.spaces.Box(-_INF, _INF, shape=(env.obs_size,), dtype="float32")
    else:
        low = [-h for h in high] if env.observation_low is None else env.observation_low
        with ivy.use("numpy"):
            obs = gymnasium.spaces.Box(ivy.asarray(low, dtype="float32"),
                                       ivy.asarray(high, dtype="float32"), dtype="float32")
    if env.num_actions is not None:
        return obs, gymnasium.spaces.Discrete(env.num_actions)
    bound = env.action_bound
    act = gymnasium.spaces.Box(-bound, bound, shape=(env.action_size,), dtype="float32")
    return obs, act


def _actions(env, actions, batched):
    """gymnasium's actions as what ``env.step`` takes (NumPy arrays: any backend converts)."""
    with ivy.use("numpy"):
        if env.num_actions is not None:
            return ivy.reshape(ivy.asarray(actions, dtype="int64"), (env.num_envs,))
        a = ivy.asarray(actions, dtype="float64")
        return a if batched else ivy.reshape(a, (1, env.action_size))


def _numpy(x, dtype="float32"):
    return ivy.to_numpy(x).astype(dtype)


class GymnasiumEnv(gymnasium.Env):
    """A single ivy_gym environment as a ``gymnasium.Env`` (see ``ivy_gym.to_gymnasium``)."""

    metadata = {"render_modes": ["rgb_array"], "render_fps": 25}

    def __init__(self, env: Env, render_mode: str | None = None) -> None:
        if env.num_envs != 1:
            raise ivy.IvyValueError(f"ivy_gym.to_gymnasium: a gymnasium.Env holds one "
                                    f"environment, got num_envs={env.num_envs} (use "
                                    f"vector=True for a VectorEnv)")
        if render_mode not in (None, "rgb_array"):
            raise ivy.IvyValueError(f"ivy_gym.to_gymnasium: render_mode must be None or "
                                    f"'rgb_array', got {render_mode!r}")
        self.env, self.render_mode = env, render_mode
        self.observation_space, self.action_space = _spaces(env)

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[Array, dict[str, Any]]:
        super().reset(seed=seed)
        obs, info = self.env.reset(seed=seed, options=options)
        return _numpy(obs)[0], info

    def step(self, action: Any) -> tuple[Array, float, bool, bool, dict[str, Any]]:
        a = _actions(self.env, action, batched=False)
        obs, reward, terminated, truncated, info = self.env.step(a)
        return (_numpy(obs)[0], float(ivy.to_numpy(reward)[0]),
                bool(ivy.to_numpy(terminated)[0]), bool(ivy.to_numpy(truncated)[0]), info)

    def render(self) -> Array | None:
        return None if self.render_mode is None else self.env.render(0)


class GymnasiumVectorEnv(VectorEnv):
    """``num_envs`` ivy_gym environments as a ``gymnasium.vector.VectorEnv`` (next-step
    autoreset; see ``ivy_gym.to_gymnasium``)."""

    metadata = {"render_modes": ["rgb_array"], "render_fps": 25,
                "autoreset_mode": AutoresetMode.NEXT_STEP}

    def __init__(self, env: Env, render_mode: str | None = None) -> None:
        self.env, self.render_mode, self.num_envs = env, render_mode, env.num_envs
        self.single_observation_space, self.single_action_space = _spaces(env)
        self.observation_space = batch_space(self.single_observation_space, env.num_envs)
        self.action_space = batch_space(self.single_action_space, env.num_envs)
        self._finished = None

    def reset(self, *, seed: int | Sequence[int] | None = None,
              options: dict[str, Any] | None = None) -> tuple[Array, dict[str, Any]]:
        if seed is not None:
            self._np_random, self._np_random_seed = gymnasium.utils.seeding.np_random(
                seed if isinstance(seed, int) else seed[0])
        obs, info = self.env.reset(seed=seed, options=options)
        self._finished = [False] * self.num_envs
        return _numpy(obs), info

    def step(self, actions: Any) -> tuple[Array, Array, Array, Array, dict[str, Any]]:
        finished = self._finished
        if finished is None:
            raise ivy.IvyValueError("ivy_gym GymnasiumVectorEnv.step: call reset() first")
        env = self.env
        if any(finished):  # reset those now; their step below is undone
            reset_obs, _ = env.reset(options={"reset_mask": finished})
            reset_obs, reset_state = _numpy(reset_obs), env.get_state()
        a = _actions(env, actions, batched=True)
        obs, reward, terminated, truncated, info = env.step(a)
        obs, reward = _numpy(obs), _numpy(reward, "float64")
        # copies: JAX's to_numpy gives read-only views, and the rows of reset envs change
        terminated, truncated = ivy.to_numpy(terminated).copy(), ivy.to_numpy(truncated).copy()
        if any(finished):
            with ivy.use(env.backend):
                keep = ivy.asarray([[f] for f in finished])
                env.set_state(ivy.where(keep, reset_state, env.get_state()))
            for i, f in enumerate(finished):
                if f:
                    obs[i], reward[i], terminated[i], truncated[i] = reset_obs[i], 0.0, False, False
                    env._steps[i] = 0  # the reset environment has not stepped yet
        self._finished = [bool(t or u) for t, u in zip(terminated, truncated)]
        return obs, reward, terminated, truncated, info

    def render(self) -> tuple[Array, ...] | None:
        if self.render_mode is None:
            return None
        return tuple(self.env.render(i) for i in range(self.num_envs))


def to_gymnasium(env: Env, *, vector: bool | None = None,
                 render_mode: str | None = None) -> GymnasiumEnv | GymnasiumVectorEnv:
    """See ``ivy_gym.to_gymnasium``."""
    if vector is None:
        vector = env.num_envs > 1
    return (GymnasiumVectorEnv if vector else GymnasiumEnv)(env, render_mode)
