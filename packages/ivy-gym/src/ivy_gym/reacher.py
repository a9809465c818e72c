"""Reacher: a two-link planar arm (no gravity) moving its fingertip to a goal.

State ``[q1, q2, w1, w2, goal_x, goal_y]`` (joint angles, joint speeds, the goal), action
``[a1, a2]`` in [-1, 1], the joint torques ``0.05 a`` (N m). Links of uniform rods, masses 1 kg and
lengths 0.1 m and 0.11 m (MuJoCo Reacher's arm), joint damping 0.005 N m s; the rigid-body
equations ``M(q) q'' + C(q, q') q' = tau - b q'`` integrated by semi-implicit Euler, two
substeps of 0.01 s per step. Observation ``[cos q1, cos q2, sin q1, sin q2, goal_x, goal_y,
w1, w2, tip_x - goal_x, tip_y - goal_y]`` (as MuJoCo Reacher's). Reward ``-|tip - goal| -
0.1 |a|^2`` after the step. Never terminates.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import ivy
from ivy.types import Array

from ._checks import check_noise, check_state, check_step, unit_action
from .env import Env

LENGTH_1, LENGTH_2, MASS_1, MASS_2 = 0.1, 0.11, 1.0, 1.0
MAX_TORQUE, DAMPING, DT, SUBSTEPS = 0.05, 0.005, 0.02, 2
_LC1, _LC2 = LENGTH_1 / 2, LENGTH_2 / 2
_I1, _I2 = MASS_1 * LENGTH_1**2 / 12, MASS_2 * LENGTH_2**2 / 12


def reacher_initial_state(noise: Array) -> Array:
    """Initial states from uniform noise ``u``: angles ``pi u``, speeds ``0.1 u``, the goal at
    radius ``0.1 (u4 + 1)`` (reachable: < 0.21) and angle ``pi u5``.

    Args:
        noise: ``[..., 6]`` floating, uniform samples in [-1, 1].

    Returns:
        The states ``[..., 6]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.reacher_initial_state(np.zeros(6)).round(4).tolist()
        [0.0, 0.0, 0.0, 0.0, 0.1, 0.0]
    """
    check_noise(noise, 6, "reacher_initial_state")
    u = ivy.unstack(noise, axis=-1)
    radius, angle = 0.1 * (u[4] + 1.0), math.pi * u[5]
    return ivy.stack([math.pi * u[0], math.pi * u[1], 0.1 * u[2], 0.1 * u[3],
                      radius * ivy.cos(angle), radius * ivy.sin(angle)], axis=-1)


def reacher_fingertip(state: Array) -> Array:
    """The fingertip position ``[..., 2]`` of states ``[..., 6]`` (forward kinematics).

    Args:
        state: ``[..., 6]`` floating.

    Returns:
        ``[..., 2]``: ``l1 (cos q1, sin q1) + l2 (cos(q1 + q2), sin(q1 + q2))``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.reacher_fingertip(np.zeros(6)).round(4).tolist()
        [0.21, 0.0]
    """
    check_state(state, 6, "reacher_fingertip")
    q1, q2 = state[..., 0], state[..., 1]
    return ivy.stack(_tip(q1, q2), axis=-1)


def _tip(q1, q2):
    q12 = q1 + q2
    return [LENGTH_1 * ivy.cos(q1) + LENGTH_2 * ivy.cos(q12),
            LENGTH_1 * ivy.sin(q1) + LENGTH_2 * ivy.sin(q12)]


def reacher_observation(state: Array) -> Array:
    """The 10 observations (see the module) of states ``[..., 6]``.

    Args:
        state: ``[..., 6]`` floating.

    Returns:
        ``[..., 10]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.reacher_observation(np.zeros(6)).round(2).tolist()
        [1.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.21, 0.0]
    """
    check_state(state, 6, "reacher_observation")
    return _observation(state)


def _observation(state):
    q1, q2, w1, w2, gx, gy = ivy.unstack(state, axis=-1)
    tx, ty = _tip(q1, q2)
    return ivy.stack([ivy.cos(q1), ivy.cos(q2), ivy.sin(q1), ivy.sin(q2), gx, gy, w1, w2,
                      tx - gx, ty - gy], axis=-1)


def reacher_energy(state: Array) -> Array:
    """The arm's kinetic energy ``q'^T M(q) q' / 2`` of states ``[..., 6]``.

    Args:
        state: ``[..., 6]`` floating.

    Returns:
        ``[...]`` (J).

    Example:
        >>> import ivy_gym, numpy as np
        >>> float(ivy_gym.reacher_energy(np.array([0.0, 0.0, 1.0, 0.0, 0.0, 0.0]))).__round__(6)
        0.014183
    """
    check_state(state, 6, "reacher_energy")
    q2, w1, w2 = state[..., 1], state[..., 2], state[..., 3]
    m11, m12, m22 = _mass_matrix(q2)
    return 0.5 * (m11 * w1 * w1 + 2.0 * m12 * w1 * w2 + m22 * w2 * w2)


def _mass_matrix(q2):
    c2 = ivy.cos(q2)
    m22 = _I2 + MASS_2 * _LC2**2
    m12 = m22 + MASS_2 * LENGTH_1 * _LC2 * c2
    m11 = _I1 + MASS_1 * _LC1**2 + MASS_2 * LENGTH_1**2 + m12 + MASS_2 * LENGTH_1 * _LC2 * c2
    return m11, m12, m22


def reacher_step(state: Array, action: Array) -> tuple[Array, Array, Array, Array]:
    """One step (0.02 s) of Reacher: the pure form.

    Args:
        state: ``[..., 6]`` floating.
        action: ``[..., 2]`` (the same batch shape), clipped to [-1, 1] (gradient 0 outside).

    Returns:
        ``(state, obs, reward, terminated)``: ``[..., 6]``, ``[..., 10]``, ``[...]``, ``[...]``
        bool (always False). Smooth everywhere except the distance's kink at the goal (its
        gradient is taken as 0 there).

    Example:
        >>> import ivy_gym, numpy as np
        >>> s, obs, r, done = ivy_gym.reacher_step(np.zeros((1, 6)), np.array([[1.0, 0.0]]))
        >>> s.round(4).tolist(), r.round(4).tolist()
        ([[0.0025, -0.0059, 0.1666, -0.3912, 0.0, 0.0]], [-0.31])
    """
    action = check_step(state, action, 6, 2, "reacher_step")
    q1, q2, w1, w2, gx, gy = ivy.unstack(state, axis=-1)
    a = unit_action(action)
    tau1, tau2 = MAX_TORQUE * a[..., 0], MAX_TORQUE * a[..., 1]
    h = DT / SUBSTEPS
    for _ in range(SUBSTEPS):
        m11, m12, m22 = _mass_matrix(q2)
        s = MASS_2 * LENGTH_1 * _LC2 * ivy.sin(q2)
        f1 = tau1 - DAMPING * w1 + s * w2 * (2.0 * w1 + w2)  # tau - b q' - C q'
        f2 = tau2 - DAMPING * w2 - s * w1 * w1
        det = m11 * m22 - m12 * m12
        w1 = w1 + h * (m22 * f1 - m12 * f2) / det
        w2 = w2 + h * (m11 * f2 - m12 * f1) / det
        q1, q2 = q1 + h * w1, q2 + h * w2
    new = ivy.stack([q1, q2, w1, w2, gx, gy], axis=-1)
    tx, ty = _tip(q1, q2)
    sq = ivy.square(tx - gx) + ivy.square(ty - gy)
    pos = ivy.greater(sq, 0.0)
    dist = ivy.where(pos, ivy.sqrt(ivy.where(pos, sq, 1.0)), ivy.zeros_like(sq))
    reward = -dist - 0.1 * ivy.sum(ivy.square(a), axis=-1)
    return new, _observation(new), reward, ivy.zeros_like(reward, dtype="bool")


class Reacher(Env):
    """Reacher as an object in gymnasium's shape (see ``ivy_gym.Env``): state 6,
    observation 10, action 2; episodes of 50 steps.

    Example:
        >>> import ivy_gym
        >>> env = ivy_gym.Reacher(num_envs=2)
        >>> obs, info = env.reset(seed=0)
        >>> obs, reward, terminated, truncated, info = env.step([[1.0, 0.0], [0.0, -1.0]])
        >>> obs.shape, reward.shape
        ((2, 10), (2,))
    """

    state_size, obs_size, action_size, noise_size = 6, 10, 2, 6
    default_max_episode_steps = 50
    initial_state_fn = staticmethod(reacher_initial_state)
    step_fn = staticmethod(reacher_step)
    observation_fn = staticmethod(reacher_observation)

    @staticmethod
    def draw(ax: Any, state: Sequence[float]) -> None:
        """The arm and the goal of one state."""
        q1, q2, gx, gy = state[0], state[1], state[4], state[5]
        elbow = (LENGTH_1 * math.cos(q1), LENGTH_1 * math.sin(q1))
        tip = (elbow[0] + LENGTH_2 * math.cos(q1 + q2), elbow[1] + LENGTH_2 * math.sin(q1 + q2))
        ax.plot([0.0, elbow[0], tip[0]], [0.0, elbow[1], tip[1]], color="tab:blue", lw=5,
                solid_capstyle="round")
        ax.plot([gx], [gy], "o", color="tab:red", ms=8)
        ax.set_xlim(-0.25, 0.25)
        ax.set_ylim(-0.25, 0.25)
        ax.set_aspect("equal")
