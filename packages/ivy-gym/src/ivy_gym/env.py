"""``Env``: the thin object form of an environment, in gymnasium's shape, over its pure functions.

Each environment module defines three pure functions (``<name>_initial_state(noise)``,
``<name>_step(state, action)``, ``<name>_observation(state)``); its class (``CartPole``, ...)
sets them as the class attributes below and adds a drawing for ``render``. The object keeps the
batched state of ``num_envs`` environments (an array of the backend) and, on the host as NumPy
arrays of every backend: one random generator per environment (for ``reset``'s noise), step
counters for the time limit, and which environments are done. The generators are SplitMix64
streams (a 64-bit counter per environment advanced by the golden-ratio increment, each number
its counter through a 64-bit mixing function), so resetting ``k`` of the environments is a
few whole-array operations, not ``k`` Python calls.

Stepping an environment that terminated or was truncated, without resetting it first, raises
IvyValueError (gymnasium calls this undefined behaviour; the gymnasium vector wrapper resets such
environments itself). The state keeps its autodiff graph across steps, so a return built from
``step``'s rewards is differentiable with respect to the actions on every autodiff backend.
"""

from __future__ import annotations

import operator
import random
from collections.abc import Sequence
from typing import Any

import ivy
from ivy.types import Array, DType

from .rendering import render_frame

_GOLDEN = 0x9E3779B97F4A7C15  # 2^64 / golden ratio, odd: SplitMix64's counter increment
_M64 = (1 << 64) - 1


def _mix64(z: Array | int) -> Array | int:
    """SplitMix64's output function on NumPy uint64 arrays or Python ints in [0, 2^64) (the
    masks: 64-bit wrapping for ints, no-ops for uint64): two rounds of xor-shift-multiply and a
    final xor-shift, a bijection of 64-bit integers that scrambles consecutive counters into
    independent-looking numbers."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M64
    return z ^ (z >> 31)


class Env:
    """Base class of ivy_gym's environments (batched, gymnasium-shaped, differentiable).

    Args:
        num_envs: number of environments stepped together (the leading dimension of every
            array).
        backend: the Ivy backend of the arrays (None: the one in force, else ``IVY_BACKEND``,
            else NumPy).
        dtype: floating dtype of states, observations and rewards ("float32" or "float64").
        max_episode_steps: steps after which ``truncated`` is True (None: the class default).

    Attributes:
        state_size, obs_size, action_size: trailing sizes of states, observations, actions.
        num_envs, backend, dtype, max_episode_steps: the constructor's arguments.
        num_actions: None, or ``n`` for gymnasium's ``Discrete(n)`` tasks (``step`` then takes
            ``[num_envs]`` integers in [0, n)).
        action_bound, observation_low, observation_high: the bounds of the gymnasium spaces
            (``to_gymnasium``): actions in +-``action_bound``; observations unbounded when
            ``observation_high`` is None.

    Example:
        >>> import ivy_gym, numpy as np
        >>> env = ivy_gym.CartPole(num_envs=2, backend="numpy")  # an Env subclass
        >>> obs, info = env.reset(seed=0)
        >>> obs.shape, info
        ((2, 5), {})
        >>> obs, reward, terminated, truncated, info = env.step(np.zeros((2, 1)))
        >>> reward.shape, terminated.tolist(), truncated.tolist()
        ((2,), [False, False], [False, False])
    """

    state_size = obs_size = action_size = noise_size = 0
    # discrete tasks (gymnasium's Discrete(n)): ``num_actions = n``, actions are ``[num_envs]``
    # integers in [0, n); else actions are ``[num_envs, action_size]`` in +-``action_bound``
    num_actions: int | None = None
    action_bound = 1.0
    # the observation space's bounds (None: unbounded; low: -high when None)
    observation_low: tuple[float, ...] | None = None
    observation_high: tuple[float, ...] | None = None
    default_max_episode_steps = 500
    initial_state_fn = step_fn = observation_fn = None  # pure functions (staticmethods)

    def __init__(self, num_envs: int = 1, *, backend: str | None = None, dtype: DType = "float32",
                 max_episode_steps: int | None = None) -> None:
        name = type(self).__name__
        if isinstance(num_envs, bool) or not isinstance(num_envs, int) or num_envs < 1:
            raise ivy.IvyValueError(f"ivy_gym.{name}: num_envs must be an int >= 1, got "
                                    f"{num_envs!r}")
        if str(dtype) not in ("float32", "float64"):
            raise ivy.IvyDtypeError(f"ivy_gym.{name}: dtype must be 'float32' or 'float64', "
                                    f"got {dtype!r}")
        steps = self.default_max_episode_steps if max_episode_steps is None else max_episode_steps
        if isinstance(steps, bool) or not isinstance(steps, int) or steps < 1:
            raise ivy.IvyValueError(f"ivy_gym.{name}: max_episode_steps must be an int >= 1, "
                                    f"got {max_episode_steps!r}")
        self.num_envs, self.dtype, self.max_episode_steps = num_envs, str(dtype), steps
        self.backend = ivy.current_backend().name if backend is None else backend
        ivy.get_backend(self.backend)  # an unknown / uninstalled backend: the clear error now
        self._state = None
        # host bookkeeping as NumPy arrays on every backend (vectorised, no device round trips)
        with ivy.use("numpy"):
            self._steps = ivy.zeros((num_envs,), dtype="int64")
            self._done = ivy.zeros((num_envs,), dtype="bool")
            self._noise0 = ivy.zeros((num_envs, self.noise_size), dtype="float64")
            # the generators' counters (unseeded: from the OS's entropy, one stream each)
            self._rng = _mix64(ivy.arange(num_envs, dtype="uint64")
                               + random.Random().getrandbits(63))
            self._rng_steps = (ivy.arange(self.noise_size, dtype="uint64") + 1) * _GOLDEN
        self._rng_ints = [((j + 1) * _GOLDEN) & _M64 for j in range(self.noise_size)]

    # --- gymnasium's API -----------------------------------------------------------------------
    def reset(self, *, seed: int | Sequence[int] | None = None,
              options: dict[str, Any] | None = None) -> tuple[Array, dict[str, Any]]:
        """Reset every environment (or those of ``options["reset_mask"]``).

        Args:
            seed: None (continue each environment's generator), an int (environment ``i`` is
                seeded with ``seed + i``) or a sequence of ``num_envs`` ints.
            options: optional dict; ``"reset_mask"``: ``num_envs`` booleans, the environments
                to reset (the others keep their state).

        Returns:
            ``(obs, info)``: observations ``[num_envs, obs_size]`` and an empty dict.
        """
        name = type(self).__name__
        self._seed(seed, name)
        mask = None if not options else options.get("reset_mask")
        if mask is not None:
            mask = self._host_mask(mask, name)
        if self._state is None:
            mask = None  # nothing to keep yet
        noise = self._noise(mask)
        if mask is None:
            self._steps[:], self._done[:] = 0, False
        else:
            self._steps[mask], self._done[mask] = 0, False
        with ivy.use(self.backend):
            new = self.initial_state_fn(ivy.asarray(noise, dtype=self.dtype))
            if mask is not None:
                new = ivy.where(ivy.asarray(~mask[:, None]), self._state, new)
            self._state = new
            return self.observation_fn(new), {}

    def _noise(self, mask):
        """``[num_envs, noise_size]`` NumPy float64: uniform in [-1, 1) from the generators of
        the environments of ``mask`` (NumPy bools; None: all), which advance; zeros elsewhere."""
        counters = self._rng if mask is None else self._rng[mask]
        if counters.shape[0] * self.noise_size <= 64:  # a few numbers: Python's ints and floats
            olds, steps = counters.tolist(), self._rng_ints  # beat a dozen tiny array operations
            rows = [[(_mix64((c + j) & _M64) >> 11) * 2.0**-52 - 1.0 for j in steps]
                    for c in olds]
            noise = self._noise0.copy()
            if olds:
                where = slice(None) if mask is None else mask
                self._rng[where] = [(c + steps[-1]) & _M64 for c in olds]
                noise[where] = rows
            return noise
        bits = _mix64(counters[:, None] + self._rng_steps)  # [k, noise_size] uint64
        counters = counters + self._rng_steps[-1]  # past the numbers drawn
        u = (bits >> 11).astype("float64") * 2.0**-52 - 1.0  # 53 random bits: [-1, 1)
        if mask is None:
            self._rng = counters
            return u
        self._rng[mask] = counters
        noise = self._noise0.copy()
        noise[mask] = u
        return noise

    def _host_mask(self, mask, name):
        """``reset_mask`` (a sequence or an array of any backend) as NumPy bools ``[num_envs]``
        (each entry's truth value)."""
        if hasattr(mask, "shape"):
            with ivy.use("numpy" if type(mask).__module__.startswith("numpy") else self.backend):
                host = ivy.to_numpy(mask)
        else:
            with ivy.use("numpy"):
                host = ivy.asarray([bool(m) for m in mask], dtype="bool")
        if len(host.shape) != 1 or host.shape[0] != self.num_envs:
            got = host.shape[0] if len(host.shape) else 0
            raise ivy.IvyValueError(f"ivy_gym.{name}.reset: reset_mask must have "
                                    f"{self.num_envs} entries, got {got}")
        return host if host.dtype.kind == "b" else host != 0

    def step(self, action: Array) -> tuple[Array, Array, Array, Array, dict[str, Any]]:
        """Step every environment once.

        Args:
            action: ``[num_envs, action_size]`` (an array of the backend, a NumPy array or a
                nested list), values in [-1, 1] (``+-action_bound``); outside they are clipped,
                with a zero gradient there. Discrete tasks (``num_actions`` set): ``[num_envs]``
                integers in [0, num_actions).

        Returns:
            ``(obs, reward, terminated, truncated, info)``: ``[num_envs, obs_size]``,
            ``[num_envs]`` floating, ``[num_envs]`` bool, ``[num_envs]`` bool, ``{}``.

        Raises:
            IvyValueError: not reset yet; an environment is done and was not reset; the action
                is not ``[num_envs, action_size]``.
        """
        name = type(self).__name__
        if self._state is None:
            raise ivy.IvyValueError(f"ivy_gym.{name}.step: call reset() before step()")
        if self._done.any():
            done = self._done.nonzero()[0].tolist()
            raise ivy.IvyValueError(
                f"ivy_gym.{name}.step: environments {done} terminated or were truncated; reset "
                f"them first (reset(options={{'reset_mask': mask}}) resets only those)")
        with ivy.use(self.backend):
            state, obs, reward, terminated = self.step_fn(self._state, self._action(action, name))
            self._state = state
            self._steps = self._steps + 1  # NumPy arrays (see __init__)
            truncated = self._steps >= self.max_episode_steps
            self._done = ivy.to_numpy(terminated) | truncated
            return obs, reward, terminated, ivy.asarray(truncated), {}

    def _action(self, action, name):
        """``step``'s action, checked, as an array of the backend (under ``ivy.use``)."""
        if self.num_actions is not None:
            return self._discrete_action(action, name)
        if not hasattr(action, "shape") or type(action).__module__.startswith("numpy"):
            action = ivy.asarray(action, dtype=self.dtype)
        shape = tuple(action.shape)
        if shape != (self.num_envs, self.action_size):
            raise ivy.IvyValueError(
                f"ivy_gym.{name}.step: expected action of shape "
                f"[num_envs={self.num_envs}, {self.action_size}], got shape {shape}")
        return action

    def _discrete_action(self, action, name):
        """``[num_envs]`` integers in [0, num_actions) as an int64 array of the backend (arrays
        are checked with whole-array operations, sequences element by element)."""
        if hasattr(action, "shape"):  # NumPy arrays (gymnasium's) on any backend
            with ivy.use("numpy" if type(action).__module__.startswith("numpy") else self.backend):
                values = ivy.to_numpy(action)
            ok = (values.dtype.kind in "iu" and values.shape == (self.num_envs,)
                  and 0 <= values.min() and values.max() < self.num_actions)
        else:
            try:
                values = [None if isinstance(v, bool) else operator.index(v) for v in action]
            except TypeError:
                values = [None]
            ok = len(values) == self.num_envs and all(
                v is not None and 0 <= v < self.num_actions for v in values)
        if not ok:
            raise ivy.IvyValueError(
                f"ivy_gym.{name}.step: expected [num_envs={self.num_envs}] integer actions in "
                f"[0, {self.num_actions}), got {values!r}")
        return ivy.asarray(values, dtype="int64")

    def get_state(self) -> Array:
        """The batched state ``[num_envs, state_size]`` (an array of the backend)."""
        return self._state

    def set_state(self, state: Array) -> None:
        """Set the batched state ``[num_envs, state_size]`` (the step counters are kept; the
        environments count as not done)."""
        name = type(self).__name__
        with ivy.use(self.backend):
            if not hasattr(state, "shape") or type(state).__module__.startswith("numpy"):
                state = ivy.asarray(state, dtype=self.dtype)
        shape = tuple(state.shape)
        if shape != (self.num_envs, self.state_size):
            raise ivy.IvyValueError(f"ivy_gym.{name}.set_state: expected state of shape "
                                    f"[{self.num_envs}, {self.state_size}], got {shape}")
        self._state = state
        self._done = self._done & False  # all False (a new array)

    def render(self, index: int = 0, *, size: tuple[int, int] = (256, 256)) -> Array:
        """An RGB image ``[H, W, 3]`` (NumPy uint8) of environment ``index``, drawn with
        matplotlib's Agg canvas (no display needed)."""
        if self._state is None:
            raise ivy.IvyValueError(f"ivy_gym.{type(self).__name__}.render: call reset() first")
        if not -self.num_envs <= index < self.num_envs:
            raise ivy.IvyValueError(f"ivy_gym.{type(self).__name__}.render: index {index} out "
                                    f"of range for {self.num_envs} environments")
        values = [float(v) for v in ivy.to_list(self._state[index])]
        return render_frame(self.draw, values, size)

    def close(self) -> None:
        """Nothing to release (present for gymnasium's API)."""

    @staticmethod
    def draw(ax: Any, state: Sequence[float]) -> None:
        """Draw one environment's state (a list of floats) on a matplotlib axes."""
        raise NotImplementedError

    def _seed(self, seed, name):
        if seed is None:
            return
        if isinstance(seed, int) and not isinstance(seed, bool):
            seeds = [seed + i for i in range(self.num_envs)]
        else:
            seeds = list(seed)
            if len(seeds) != self.num_envs or not all(isinstance(s, int) for s in seeds):
                raise ivy.IvyValueError(f"ivy_gym.{name}.reset: seed must be None, an int or "
                                        f"{self.num_envs} ints, got {seed!r}")
        # each seed (mod 2^64) mixed: nearby seeds, unrelated streams
        self._rng[:] = [_mix64(s % (1 << 64)) for s in seeds]

    def __repr__(self) -> str:
        return (f"{type(self).__name__}(num_envs={self.num_envs}, backend={self.backend!r}, "
                f"dtype={self.dtype!r})")
