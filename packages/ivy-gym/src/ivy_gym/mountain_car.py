"""MountainCar (continuous): drive an under-powered car up the right hill.

State ``[position, velocity]``, action ``[a]`` in [-1, 1]. The dynamics are gymnasium's
MountainCarContinuous-v0: ``velocity += 0.0015 a - 0.0025 cos(3 position)``, clipped to
+-0.07; ``position += velocity``, clipped to [-1.2, 0.6]; at the left wall a negative velocity
is set to 0. Observation: the state. Terminated when ``position >= 0.45`` and ``velocity >= 0``.
Reward (dense and differentiable, unlike gymnasium's sparse +100): the height of the track
under the car after the step, ``0.45 sin(3 position) + 0.55`` (0.99 at the goal), minus
``0.1 a^2``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import ivy
from ivy.types import Array

from ._checks import check_noise, check_state, check_step, unit_action
from .env import Env

MIN_POSITION, MAX_POSITION, MAX_SPEED, GOAL_POSITION, POWER = -1.2, 0.6, 0.07, 0.45, 0.0015


def mountain_car_initial_state(noise: Array) -> Array:
    """Initial states from uniform noise ``u``: ``position = -0.5 + 0.1 u0`` (uniform in
    [-0.6, -0.4], as gymnasium's reset), ``velocity = 0``.

    Args:
        noise: ``[..., 2]`` floating, uniform samples in [-1, 1] (the second is unused).

    Returns:
        The states ``[..., 2]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.mountain_car_initial_state(np.array([1.0, 1.0])).round(4).tolist()
        [-0.4, 0.0]
    """
    check_noise(noise, 2, "mountain_car_initial_state")
    u = ivy.unstack(noise, axis=-1)
    return ivy.stack([ivy.add(ivy.multiply(u[0], 0.1), -0.5), ivy.zeros_like(u[1])], axis=-1)


def mountain_car_observation(state: Array) -> Array:
    """The observation of states ``[..., 2]``: the state itself.

    Args:
        state: ``[..., 2]`` floating, ``[position, velocity]``.

    Returns:
        ``[..., 2]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.mountain_car_observation(np.array([-0.5, 0.01])).tolist()
        [-0.5, 0.01]
    """
    check_state(state, 2, "mountain_car_observation")
    return state


def mountain_car_step(state: Array, action: Array) -> tuple[Array, Array, Array, Array]:
    """One step of MountainCar (continuous): the pure form.

    Args:
        state: ``[..., 2]`` floating, ``[position, velocity]``.
        action: ``[..., 1]`` (the same batch shape), clipped to [-1, 1] (gradient 0 outside).

    Returns:
        ``(state, obs, reward, terminated)``: ``[..., 2]``, ``[..., 2]``, ``[...]``, ``[...]``
        bool. Where the speed or position clip acts (and at the left wall), the gradient
        through the clipped quantity is 0.

    Example:
        >>> import ivy_gym, numpy as np
        >>> s, obs, r, done = ivy_gym.mountain_car_step(np.array([[-0.5, 0.0]]),
        ...                                             np.array([[1.0]]))
        >>> s.round(6).tolist(), r.round(4).tolist(), done.tolist()
        ([[-0.498677, 0.001323]], [0.0013], [False])
    """
    action = check_step(state, action, 2, 1, "mountain_car_step")
    position, velocity = ivy.unstack(state, axis=-1)
    a = unit_action(action[..., 0])
    velocity = velocity + a * POWER - 0.0025 * ivy.cos(3 * position)
    velocity = ivy.clip(velocity, -MAX_SPEED, MAX_SPEED)
    position = ivy.clip(position + velocity, MIN_POSITION, MAX_POSITION)
    at_wall = ivy.logical_and(ivy.less_equal(position, MIN_POSITION), ivy.less(velocity, 0.0))
    velocity = ivy.where(at_wall, ivy.zeros_like(velocity), velocity)
    new = ivy.stack([position, velocity], axis=-1)
    reward = 0.45 * ivy.sin(3 * position) + 0.55 - 0.1 * ivy.square(a)
    terminated = ivy.logical_and(ivy.greater_equal(position, GOAL_POSITION),
                                 ivy.greater_equal(velocity, 0.0))
    return new, new, reward, terminated


class MountainCar(Env):
    """MountainCar (continuous) as an object in gymnasium's shape (see ``ivy_gym.Env``): state
    2, observation 2, action 1; episodes of 999 steps.

    Example:
        >>> import ivy_gym
        >>> env = ivy_gym.MountainCar(num_envs=2)
        >>> obs, info = env.reset(seed=0)
        >>> obs, reward, terminated, truncated, info = env.step([[1.0], [-1.0]])
        >>> obs.shape, terminated.tolist()
        ((2, 2), [False, False])
    """

    state_size, obs_size, action_size, noise_size = 2, 2, 1, 2
    default_max_episode_steps = 999
    initial_state_fn = staticmethod(mountain_car_initial_state)
    step_fn = staticmethod(mountain_car_step)
    observation_fn = staticmethod(mountain_car_observation)

    @staticmethod
    def draw(ax: Any, state: Sequence[float]) -> None:
        """The track, the goal flag and the car of one state ``[position, velocity]``."""
        xs = [MIN_POSITION + i * (MAX_POSITION - MIN_POSITION) / 100 for i in range(101)]
        ax.plot(xs, [0.45 * math.sin(3 * x) + 0.55 for x in xs], color="0.3", lw=2)
        goal_y = 0.45 * math.sin(3 * GOAL_POSITION) + 0.55
        ax.plot([GOAL_POSITION] * 2, [goal_y, goal_y + 0.15], color="tab:green", lw=2)
        p = state[0]
        ax.plot([p], [0.45 * math.sin(3 * p) + 0.55 + 0.04], "s", color="tab:blue", ms=12)
        ax.set_xlim(MIN_POSITION - 0.05, MAX_POSITION + 0.05)
        ax.set_ylim(-0.05, 1.2)
