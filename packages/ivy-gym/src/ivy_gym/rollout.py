"""Rollouts of the pure step functions: open-loop (a sequence of actions) and closed-loop (a
policy). Each is an ``ivy.scan`` over the step, so a compiler (``ivy.compile``: ``jax.jit``,
``tf.function``, ``torch.compile``) compiles the step once inside one loop instead of unrolling
the horizon, and autodiff differentiates the return through every step (PyTorch eager and
NumPy / MXNet run the scan as a Python loop)."""

from __future__ import annotations

from collections.abc import Callable

import ivy
from ivy.types import Array


def rollout(step: Callable[[Array, Array], tuple[Array, ...]], state: Array,
            actions: Array) -> tuple[Array, Array]:
    """Step ``state`` through ``actions`` (open loop).

    Args:
        step: a pure step function, e.g. ``ivy_gym.pendulum_step``.
        state: ``[..., S]`` initial states.
        actions: ``[T, ..., A]`` actions, one row per step.

    Returns:
        ``(state, rewards)``: the final states ``[..., S]`` and the rewards ``[T, ...]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> s, r = ivy_gym.rollout(ivy_gym.pendulum_step, np.zeros((2, 2)), np.zeros((5, 2, 1)))
        >>> s.shape, r.shape
        ((2, 2), (5, 2))
    """
    shape = getattr(actions, "shape", None)
    if shape is None or len(shape) < 2:
        raise ivy.IvyValueError(f"ivy_gym.rollout: expected actions of shape [T, ..., A], got "
                                f"{shape if shape is not None else type(actions).__name__}")

    def one_step(state, action):
        state, _, reward, _ = step(state, action)
        return state, reward

    return ivy.scan(one_step, state, actions)


def policy_rollout(step: Callable[[Array, Array], tuple[Array, ...]], observation: Callable[[Array], Array],
                   state: Array, policy: Callable[[Array], Array], horizon: int) -> tuple[Array, Array]:
    """Run ``policy`` in closed loop for ``horizon`` steps.

    Args:
        step: a pure step function, e.g. ``ivy_gym.cartpole_step``.
        observation: the matching observation function (``ivy_gym.cartpole_observation``).
        state: ``[..., S]`` initial states.
        policy: a function of observations ``[..., O]`` returning actions ``[..., A]`` (an
            ``ivy.Module``, or ``lambda obs: module(obs, v=v)`` for a pure function of ``v``).
        horizon: the number of steps (an int >= 1).

    Returns:
        ``(state, rewards)``: the final states ``[..., S]`` and the rewards ``[horizon, ...]``.

    Example:
        >>> import ivy, ivy_gym, numpy as np
        >>> policy = lambda obs: -ivy.tanh(obs[..., 2:3])  # push against theta_dot
        >>> s, r = ivy_gym.policy_rollout(ivy_gym.pendulum_step, ivy_gym.pendulum_observation,
        ...                               np.zeros((4, 2)), policy, 10)
        >>> r.shape
        (10, 4)
    """
    if isinstance(horizon, bool) or not isinstance(horizon, int) or horizon < 1:
        raise ivy.IvyValueError(f"ivy_gym.policy_rollout: horizon must be an int >= 1, got "
                                f"{horizon!r}")

    def one_step(carry, _):
        state, obs = carry
        state, obs, reward, _ = step(state, policy(obs))
        return (state, obs), reward

    (state, _), rewards = ivy.scan(one_step, (state, observation(state)), length=horizon)
    return state, rewards
