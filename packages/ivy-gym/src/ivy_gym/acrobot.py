"""Acrobot: a two-link pendulum actuated at the middle joint, to swing the tip up.

State ``[theta1, theta2, dtheta1, dtheta2]`` (``theta1 = 0`` hanging down, ``theta2`` relative
to link 1), action ``[a]`` in [-1, 1], the joint torque (gymnasium's discrete torques -1, 0, +1
are ``a = -1, 0, 1``). The dynamics are gymnasium's Acrobot-v1 ("book" equations, unit masses
and lengths, g = 9.8) integrated by one classic Runge-Kutta 4 step of ``dt = 0.2`` s as in
Acrobot-v1, then the angles wrapped to [-pi, pi] and the speeds clipped to +-4 pi and +-9 pi.
Observation ``[cos theta1, sin theta1, cos theta2, sin theta2, dtheta1, dtheta2]`` (as
Acrobot-v1). Reward: the height of the tip after the step, ``-cos theta1 - cos(theta1 +
theta2)`` in [-2, 2] (differentiable; gymnasium's is -1 per step); terminated when it is above
1 (Acrobot-v1's goal).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import ivy
from ivy.types import Array

from ._checks import check_noise, check_state, check_step, unit_action
from .env import Env

DT, MAX_VEL_1, MAX_VEL_2, GRAVITY = 0.2, 4 * math.pi, 9 * math.pi, 9.8
MASS_1 = MASS_2 = LENGTH_1 = MOI = 1.0  # unit masses, length of link 1, moments of inertia
COM_1 = COM_2 = 0.5  # centres of mass: the middle of each (unit-length) link


def acrobot_initial_state(noise: Array) -> Array:
    """Initial states from uniform noise: ``0.1 u`` (uniform in [-0.1, 0.1], as Acrobot-v1).

    Args:
        noise: ``[..., 4]`` floating, uniform samples in [-1, 1].

    Returns:
        The states ``[..., 4]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.acrobot_initial_state(np.ones(4)).tolist()
        [0.1, 0.1, 0.1, 0.1]
    """
    check_noise(noise, 4, "acrobot_initial_state")
    return ivy.multiply(noise, 0.1)


def acrobot_observation(state: Array) -> Array:
    """The observation ``[cos t1, sin t1, cos t2, sin t2, dt1, dt2]`` of states ``[..., 4]``.

    Args:
        state: ``[..., 4]`` floating.

    Returns:
        ``[..., 6]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.acrobot_observation(np.array([0.0, 0.0, 1.0, 2.0])).tolist()
        [1.0, 0.0, 1.0, 0.0, 1.0, 2.0]
    """
    check_state(state, 4, "acrobot_observation")
    return _observation(state)


def _observation(state):
    t1, t2, d1, d2 = ivy.unstack(state, axis=-1)
    return ivy.stack([ivy.cos(t1), ivy.sin(t1), ivy.cos(t2), ivy.sin(t2), d1, d2], axis=-1)


def _derivatives(theta1, theta2, dtheta1, dtheta2, a):
    """The state's time derivative from the two-link manipulator equation
    ``M(q) q'' + h(q, q') = (0, a)`` (Spong's equations of the Acrobot with point joints, links'
    centres of mass at ``COM_1``, ``COM_2``, moments of inertia ``MOI``; the form Acrobot-v1
    calls "book"), solved for ``q''`` by Cramer's rule on the 2 x 2 mass matrix."""
    c2, s2 = ivy.cos(theta2), ivy.sin(theta2)
    coupling = MASS_2 * LENGTH_1 * COM_2  # m2 l1 lc2: the links' inertial coupling
    m22 = MASS_2 * COM_2**2 + MOI
    m12 = m22 + coupling * c2
    m11 = MASS_1 * COM_1**2 + MASS_2 * LENGTH_1**2 + MOI + m22 + 2.0 * coupling * c2
    gravity_2 = MASS_2 * COM_2 * GRAVITY * ivy.sin(theta1 + theta2)
    gravity_1 = (MASS_1 * COM_1 + MASS_2 * LENGTH_1) * GRAVITY * ivy.sin(theta1) + gravity_2
    # right-hand sides: torque minus the Coriolis / centrifugal and gravity terms
    rhs_1 = coupling * s2 * dtheta2 * (dtheta2 + 2.0 * dtheta1) - gravity_1
    rhs_2 = a - coupling * s2 * ivy.square(dtheta1) - gravity_2
    det = m11 * m22 - ivy.square(m12)
    return [dtheta1, dtheta2, (m22 * rhs_1 - m12 * rhs_2) / det,
            (m11 * rhs_2 - m12 * rhs_1) / det]


def _wrap(angle):
    """Acrobot-v1's wrap to [-pi, pi]: whole turns subtracted or added (two at most)."""
    for _ in range(2):
        angle = ivy.where(ivy.greater(angle, math.pi), angle - 2 * math.pi, angle)
        angle = ivy.where(ivy.less(angle, -math.pi), angle + 2 * math.pi, angle)
    return angle


def acrobot_step(state: Array, action: Array) -> tuple[Array, Array, Array, Array]:
    """One step (``dt = 0.2`` s, one Runge-Kutta 4 step) of Acrobot: the pure form.

    Args:
        state: ``[..., 4]`` floating, ``[theta1, theta2, dtheta1, dtheta2]``.
        action: ``[..., 1]`` (the same batch shape), the torque, clipped to [-1, 1]
            (gradient 0 outside).

    Returns:
        ``(state, obs, reward, terminated)``: ``[..., 4]``, ``[..., 6]``, ``[...]``, ``[...]``
        bool. The angle wrap has gradient 1; where a speed clip acts, the gradient through
        that speed is 0.

    Example:
        >>> import ivy_gym, numpy as np
        >>> s, obs, r, done = ivy_gym.acrobot_step(np.zeros((1, 4)), np.ones((1, 1)))
        >>> s.round(4).tolist(), r.round(4).tolist(), done.tolist()
        ([[-0.0133, 0.0343, -0.1287, 0.3345]], [-1.9997], [False])
    """
    action = check_step(state, action, 4, 1, "acrobot_step")
    a = unit_action(action[..., 0])
    y0 = ivy.unstack(state, axis=-1)
    dt, dt2 = DT, DT / 2.0

    def shifted(k, h):
        return [y + h * d for y, d in zip(y0, k)]

    k1 = _derivatives(*y0, a)
    k2 = _derivatives(*shifted(k1, dt2), a)
    k3 = _derivatives(*shifted(k2, dt2), a)
    k4 = _derivatives(*shifted(k3, dt), a)
    y = [y + dt / 6.0 * (p + 2 * q + 2 * r + s) for y, p, q, r, s in zip(y0, k1, k2, k3, k4)]
    t1, t2 = _wrap(y[0]), _wrap(y[1])
    d1 = ivy.clip(y[2], -MAX_VEL_1, MAX_VEL_1)
    d2 = ivy.clip(y[3], -MAX_VEL_2, MAX_VEL_2)
    new = ivy.stack([t1, t2, d1, d2], axis=-1)
    height = -ivy.cos(t1) - ivy.cos(t2 + t1)
    return new, _observation(new), height, ivy.greater(height, 1.0)


class Acrobot(Env):
    """Acrobot as an object in gymnasium's shape (see ``ivy_gym.Env``): state 4, observation
    6, action 1; episodes of 500 steps.

    Example:
        >>> import ivy_gym
        >>> env = ivy_gym.Acrobot(num_envs=2)
        >>> obs, info = env.reset(seed=0)
        >>> obs, reward, terminated, truncated, info = env.step([[1.0], [-1.0]])
        >>> obs.shape, terminated.tolist()
        ((2, 6), [False, False])
    """

    state_size, obs_size, action_size, noise_size = 4, 6, 1, 4
    default_max_episode_steps = 500
    initial_state_fn = staticmethod(acrobot_initial_state)
    step_fn = staticmethod(acrobot_step)
    observation_fn = staticmethod(acrobot_observation)

    @staticmethod
    def draw(ax: Any, state: Sequence[float]) -> None:
        """The two links of one state (pivot at the origin, y up)."""
        t1, t2 = state[0], state[1]
        p1 = (LENGTH_1 * math.sin(t1), -LENGTH_1 * math.cos(t1))
        p2 = (p1[0] + math.sin(t1 + t2), p1[1] - math.cos(t1 + t2))
        ax.plot([-2.2, 2.2], [1.0, 1.0], color="tab:green", lw=1, ls="--")
        ax.plot([0.0, p1[0], p2[0]], [0.0, p1[1], p2[1]], color="tab:blue", lw=5,
                solid_capstyle="round")
        ax.plot([0.0, p1[0]], [0.0, p1[1]], "o", color="0.2", ms=5)
        ax.set_xlim(-2.2, 2.2)
        ax.set_ylim(-2.2, 2.2)
        ax.set_aspect("equal")
