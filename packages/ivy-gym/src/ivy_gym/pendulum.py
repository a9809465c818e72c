"""Pendulum: swing a torque-limited pendulum up and hold it upright.

State ``[theta, theta_dot]`` (``theta = 0`` upright, gymnasium's Pendulum-v1 convention),
action ``[a]`` in [-1, 1], the torque ``u = 2 a``. The dynamics, observation ``[cos theta,
sin theta, theta_dot]`` and reward ``-(theta^2 + 0.1 theta_dot^2 + 0.001 u^2)`` (``theta``
wrapped to [-pi, pi], of the state before the step) are Pendulum-v1's with ``g = 9.8``:
``theta_dot += (3 g / (2 l) sin theta + 3 u / (m l^2)) dt``, clipped to +-8 rad/s, then
``theta += theta_dot dt`` (``m = l = 1``, ``dt = 0.05``). Never terminates.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import ivy
from ivy.types import Array

from ._checks import check_noise, check_state, check_step, unit_action
from .env import Env

GRAVITY, MASS, LENGTH, DT, MAX_SPEED, MAX_TORQUE = 9.8, 1.0, 1.0, 0.05, 8.0, 2.0


def pendulum_initial_state(noise: Array) -> Array:
    """Initial states from uniform noise ``u``: ``theta = pi u0``, ``theta_dot = u1`` (as
    Pendulum-v1's reset).

    Args:
        noise: ``[..., 2]`` floating, uniform samples in [-1, 1].

    Returns:
        The states ``[..., 2]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.pendulum_initial_state(np.array([1.0, 0.5])).round(4).tolist()
        [3.1416, 0.5]
    """
    check_noise(noise, 2, "pendulum_initial_state")
    u = ivy.unstack(noise, axis=-1)
    return ivy.stack([ivy.multiply(u[0], ivy.pi), u[1]], axis=-1)


def pendulum_observation(state: Array) -> Array:
    """The observation ``[cos theta, sin theta, theta_dot]`` of states ``[..., 2]``.

    Args:
        state: ``[..., 2]`` floating.

    Returns:
        ``[..., 3]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.pendulum_observation(np.array([0.0, 2.0])).tolist()
        [1.0, 0.0, 2.0]
    """
    check_state(state, 2, "pendulum_observation")
    return _observation(state)


def _observation(state):
    theta, theta_dot = ivy.unstack(state, axis=-1)
    return ivy.stack([ivy.cos(theta), ivy.sin(theta), theta_dot], axis=-1)


def pendulum_step(state: Array, action: Array) -> tuple[Array, Array, Array, Array]:
    """One step (``dt = 0.05`` s) of Pendulum: the pure form.

    Args:
        state: ``[..., 2]`` floating, ``[theta, theta_dot]``.
        action: ``[..., 1]`` (the same batch shape), clipped to [-1, 1] (gradient 0 outside).

    Returns:
        ``(state, obs, reward, terminated)``: ``[..., 2]``, ``[..., 3]``, ``[...]`` and
        ``[...]`` bool (always False). Where the speed clip at +-8 rad/s acts, the gradient
        through the new speed is 0; the angle in the reward is wrapped with ``atan2`` (gradient
        1 except at theta = pi, where the cost jumps).

    Example:
        >>> import ivy_gym, numpy as np
        >>> s, obs, r, done = ivy_gym.pendulum_step(np.array([[0.0, 0.0]]), np.array([[0.5]]))
        >>> s.round(4).tolist(), r.round(4).tolist(), done.tolist()
        ([[0.0075, 0.15]], [-0.001], [False])
    """
    action = check_step(state, action, 2, 1, "pendulum_step")
    return _physics_step(state, action, PARAMS)


# the physical constants as data (``ivy_gym.functional`` passes arrays, batched or not)
PARAMS = {"gravity": GRAVITY, "mass": MASS, "length": LENGTH, "dt": DT, "max_speed": MAX_SPEED,
          "max_torque": MAX_TORQUE}


def _physics_step(state, action, p, *, unit=True):
    """``pendulum_step`` with the constants of ``p`` (Python floats or arrays broadcasting
    against the batch). ``unit=False``: Pendulum-v1's action, the torque clipped to
    +-``max_torque``, and its angle wrap (``remainder``) instead of ``atan2``."""
    theta, theta_dot = ivy.unstack(state, axis=-1)
    if unit:
        u = ivy.multiply(unit_action(action[..., 0]), p["max_torque"])
        angle = ivy.atan2(ivy.sin(theta), ivy.cos(theta))  # wrapped to [-pi, pi]
    else:
        u = ivy.clip(action[..., 0], -p["max_torque"], p["max_torque"])
        angle = ivy.remainder(theta + math.pi, 2 * math.pi) - math.pi  # gymnasium's angle_normalize
    costs = ivy.square(angle) + 0.1 * ivy.square(theta_dot) + 0.001 * ivy.square(u)
    length, dt = p["length"], p["dt"]
    new_theta_dot = theta_dot + (3 * p["gravity"] / (2 * length) * ivy.sin(theta)
                                 + 3.0 / (p["mass"] * length**2) * u) * dt
    new_theta_dot = ivy.clip(new_theta_dot, -p["max_speed"], p["max_speed"])
    if isinstance(dt, (int, float)):
        # [theta + theta_dot' dt, theta_dot'] as [theta, 0] plus theta_dot' broadcast against
        # a constant row: XLA computes theta_dot' (and its sine) once per step, where a stack
        # of the two columns had it recompute them in each column's fusion (1.5-1.8x the steps
        # per second under jax.jit; the same values: 0 + y is exact)
        head = ivy.concat([state[..., :1], ivy.zeros_like(state[..., 1:])], axis=-1)
        coef = ivy.asarray([float(dt), 1.0], dtype=state.dtype, device=ivy.dev(state))
        new = ivy.add(head, ivy.multiply(ivy.expand_dims(new_theta_dot, axis=-1), coef))
    else:
        new_theta = theta + new_theta_dot * dt
        new = ivy.stack([new_theta, new_theta_dot], axis=-1)
    return new, _observation(new), -costs, ivy.zeros_like(costs, dtype="bool")


class Pendulum(Env):
    """Pendulum as an object in gymnasium's shape (see ``ivy_gym.Env``): state 2,
    observation 3, action 1; episodes of 200 steps.

    Example:
        >>> import ivy_gym
        >>> env = ivy_gym.Pendulum(num_envs=3)
        >>> obs, info = env.reset(seed=0)
        >>> obs.shape
        (3, 3)
        >>> obs, reward, terminated, truncated, info = env.step([[0.0], [0.5], [1.0]])
        >>> reward.shape, truncated.tolist()
        ((3,), [False, False, False])
    """

    state_size, obs_size, action_size, noise_size = 2, 3, 1, 2
    default_max_episode_steps = 200
    initial_state_fn = staticmethod(pendulum_initial_state)
    step_fn = staticmethod(pendulum_step)
    observation_fn = staticmethod(pendulum_observation)

    @staticmethod
    def draw(ax: Any, state: Sequence[float]) -> None:
        """The rod and pivot of one state ``[theta, theta_dot]``."""
        theta = state[0]
        ax.set_xlim(-1.3, 1.3)
        ax.set_ylim(-1.3, 1.3)
        ax.set_aspect("equal")
        tip = (LENGTH * math.sin(theta), LENGTH * math.cos(theta))
        ax.plot([0.0, tip[0]], [0.0, tip[1]], color="tab:red", lw=6, solid_capstyle="round")
        ax.plot([0.0], [0.0], "o", color="0.2", ms=6)
