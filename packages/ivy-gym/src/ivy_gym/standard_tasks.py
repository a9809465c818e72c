"""gymnasium's standard classic-control tasks, exactly: ``CartPole-v1``, ``Pendulum-v1``,
``Acrobot-v1``, ``MountainCar-v0`` and ``MountainCarContinuous-v0``.

Unlike the differentiable variants (``CartPole`` swing-up, ``Pendulum`` with g = 9.8, dense
rewards, actions in [-1, 1]), these follow gymnasium's definitions step for step: the same
constants, integrators, action spaces (discrete actions are integer arrays ``[...]``, one per
environment), rewards, termination rules, initial-state ranges and time limits (the class
defaults). The formulas are written in gymnasium's order of floating-point operations, so a
float64 trajectory matches gymnasium's to rounding (the tests: <= 1e-12 over 150 steps).

* ``cartpole_v1_*``: state ``[x, x_dot, theta, theta_dot]``, action 0 / 1 (force -10 / +10 N),
  explicit Euler with ``tau = 0.02`` (CartPole-v1's default integrator), reward 1 per step,
  terminated when ``|x| > 2.4`` or ``|theta| > 12`` degrees; 500 steps. Observation: the state.
* ``pendulum_v1_*``: state ``[theta, theta_dot]``, action ``[torque]`` clipped to [-2, 2],
  ``g = 10``, speed clipped to +-8, ``dt = 0.05``; reward ``-(angle^2 + 0.1 theta_dot^2 +
  0.001 torque^2)`` (angle wrapped to [-pi, pi), of the state before the step); never
  terminates; 200 steps. Observation ``[cos theta, sin theta, theta_dot]``.
* ``acrobot_v1_*``: state ``[theta1, theta2, dtheta1, dtheta2]``, action 0 / 1 / 2 (torque
  -1 / 0 / +1), the "book" dynamics, one Runge-Kutta 4 step of 0.2 s, angles wrapped, speeds
  bounded by 4 pi / 9 pi; reward -1 per step (0 on reaching the goal), terminated when the tip
  is above 1 (``-cos theta1 - cos(theta1 + theta2) > 1``); 500 steps. Observation ``[cos t1,
  sin t1, cos t2, sin t2, dt1, dt2]``.
* ``mountain_car_v0_*``: state ``[position, velocity]``, action 0 / 1 / 2 (push left / none /
  right, force 0.001), gravity 0.0025, speed +-0.07, position [-1.2, 0.6] (a stop at the left
  wall); reward -1 per step; terminated at ``position >= 0.5`` (velocity >= 0); 200 steps.
* ``mountain_car_continuous_v0_*``: action ``[force]`` clipped to [-1, 1], power 0.0015; goal
  ``position >= 0.45``; reward ``100`` on reaching the goal minus ``0.1 a^2`` (``a`` unclipped);
  999 steps. gymnasium keeps this task's state in float32 and (NumPy >= 2) computes each step
  in float32; so does this step, in any dtype: its arithmetic is rounded to float32 where
  gymnasium's is, so the float64 result is gymnasium's bit for bit.

gymnasium returns float32 observations; here they are in the state's dtype (the float64 values
gymnasium rounds). Termination is an output (no gradient through it), as for the variants; the
rewards of the discrete tasks are constant per step, so only the continuous tasks'
rewards carry gradients. Initial states come from uniform noise in [-1, 1] mapped to
gymnasium's ranges (``Env.reset`` draws the noise).
"""

from __future__ import annotations

import math
import struct
from collections.abc import Sequence
from typing import Any

import ivy
from ivy.types import Array

from . import acrobot as _acrobot_draw
from . import cartpole as _cartpole_draw
from . import mountain_car as _mountain_car_draw
from . import pendulum as _pendulum_draw
from ._checks import check_discrete_step, check_noise, check_state, check_step
from .env import Env


def _f32(x: float) -> float:
    """The float32 value nearest to the Python float ``x`` (as a Python float)."""
    return struct.unpack("f", struct.pack("f", x))[0]


def _round32(x):
    """``x`` rounded to float32 and back to its dtype (a no-op for float32 arrays)."""
    return ivy.astype(ivy.astype(x, "float32"), x.dtype)


def _cast_actions(action, like):
    return ivy.astype(action, like.dtype)


# --- CartPole-v1 ----------------------------------------------------------------------------
CP_GRAVITY, CP_MASS_CART, CP_MASS_POLE, CP_LENGTH = 9.8, 1.0, 0.1, 0.5
CP_FORCE, CP_TAU, CP_X_THRESHOLD = 10.0, 0.02, 2.4
CP_THETA_THRESHOLD = 12 * 2 * math.pi / 360
_CP_TOTAL_MASS = CP_MASS_POLE + CP_MASS_CART
_CP_POLEMASS_LENGTH = CP_MASS_POLE * CP_LENGTH


def cartpole_v1_initial_state(noise: Array) -> Array:
    """CartPole-v1's initial states: every component uniform in [-0.05, 0.05] (``0.05 u``).

    Args:
        noise: ``[..., 4]`` floating, uniform samples in [-1, 1].

    Returns:
        The states ``[..., 4]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.cartpole_v1_initial_state(np.array([1.0, -1.0, 0.0, 0.5])).tolist()
        [0.05, -0.05, 0.0, 0.025]
    """
    check_noise(noise, 4, "cartpole_v1_initial_state")
    return ivy.multiply(noise, 0.05)


def cartpole_v1_observation(state: Array) -> Array:
    """CartPole-v1's observation of states ``[..., 4]``: the state itself.

    Args:
        state: ``[..., 4]`` floating, ``[x, x_dot, theta, theta_dot]``.

    Returns:
        ``[..., 4]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.cartpole_v1_observation(np.array([0.5, 0.0, 0.1, 0.0])).tolist()
        [0.5, 0.0, 0.1, 0.0]
    """
    check_state(state, 4, "cartpole_v1_observation")
    return state


def cartpole_v1_step(state: Array, action: Array) -> tuple[Array, Array, Array, Array]:
    """One step of gymnasium's CartPole-v1 (explicit Euler, ``tau = 0.02``): the pure form.

    Args:
        state: ``[..., 4]`` floating, ``[x, x_dot, theta, theta_dot]``.
        action: ``[...]`` integer (the state's batch shape): 1 pushes right (+10 N), any other
            value left (-10 N), as gymnasium's 1 / 0.

    Returns:
        ``(state, obs, reward, terminated)``: ``[..., 4]``, ``[..., 4]``, ``[...]`` (1.0) and
        ``[...]`` bool (``|x| > 2.4`` or ``|theta| > 12`` degrees after the step).
        Differentiable in ``state``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> s, obs, r, done = ivy_gym.cartpole_v1_step(np.zeros((1, 4)), np.array([1]))
        >>> s.round(5).tolist(), r.tolist(), done.tolist()
        ([[0.0, 0.19512, 0.0, -0.29268]], [1.0], [False])
    """
    check_discrete_step(state, action, 4, "cartpole_v1_step")
    return _cartpole_v1_physics(state, action, CARTPOLE_V1_PARAMS)


# the physical constants as data (``ivy_gym.functional`` passes arrays, batched or not)
CARTPOLE_V1_PARAMS = {"gravity": CP_GRAVITY, "masscart": CP_MASS_CART, "masspole": CP_MASS_POLE,
                      "length": CP_LENGTH, "force_mag": CP_FORCE, "tau": CP_TAU,
                      "x_threshold": CP_X_THRESHOLD, "theta_threshold": CP_THETA_THRESHOLD}


def _cartpole_v1_physics(state, action, p):
    """``cartpole_v1_step`` with the constants of ``p`` (Python floats or arrays broadcasting
    against the batch), in gymnasium's order of operations."""
    x, x_dot, theta, theta_dot = ivy.unstack(state, axis=-1)
    total_mass = p["masspole"] + p["masscart"]
    polemass_length = p["masspole"] * p["length"]
    push = ivy.astype(ivy.equal(action, 1), state.dtype)
    force = push * (2 * p["force_mag"]) - p["force_mag"]  # exactly +-force_mag
    cos, sin = ivy.cos(theta), ivy.sin(theta)
    temp = (force + polemass_length * ivy.square(theta_dot) * sin) / total_mass
    theta_acc = (p["gravity"] * sin - cos * temp) / (
        p["length"] * (4.0 / 3.0 - p["masspole"] * ivy.square(cos) / total_mass))
    x_acc = temp - polemass_length * theta_acc * cos / total_mass
    tau = p["tau"]
    new_x = x + tau * x_dot  # explicit Euler: positions from the old velocities
    new_x_dot = x_dot + tau * x_acc
    new_theta = theta + tau * theta_dot
    new_theta_dot = theta_dot + tau * theta_acc
    new = ivy.stack([new_x, new_x_dot, new_theta, new_theta_dot], axis=-1)
    terminated = ivy.logical_or(ivy.greater(ivy.abs(new_x), p["x_threshold"]),
                                ivy.greater(ivy.abs(new_theta), p["theta_threshold"]))
    return new, new, ivy.ones_like(new_x), terminated


# --- Pendulum-v1 ----------------------------------------------------------------------------
PD_GRAVITY, PD_MASS, PD_LENGTH, PD_DT, PD_MAX_SPEED, PD_MAX_TORQUE = 10.0, 1.0, 1.0, 0.05, 8.0, 2.0


def pendulum_v1_initial_state(noise: Array) -> Array:
    """Pendulum-v1's initial states: ``theta`` uniform in [-pi, pi] (``pi u0``), ``theta_dot``
    in [-1, 1] (``u1``).

    Args:
        noise: ``[..., 2]`` floating, uniform samples in [-1, 1].

    Returns:
        The states ``[..., 2]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.pendulum_v1_initial_state(np.array([0.5, -1.0])).round(4).tolist()
        [1.5708, -1.0]
    """
    check_noise(noise, 2, "pendulum_v1_initial_state")
    u = ivy.unstack(noise, axis=-1)
    return ivy.stack([ivy.multiply(u[0], math.pi), u[1]], axis=-1)


def pendulum_v1_observation(state: Array) -> Array:
    """Pendulum-v1's observation ``[cos theta, sin theta, theta_dot]`` of states ``[..., 2]``.

    Args:
        state: ``[..., 2]`` floating.

    Returns:
        ``[..., 3]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.pendulum_v1_observation(np.array([0.0, 2.0])).tolist()
        [1.0, 0.0, 2.0]
    """
    check_state(state, 2, "pendulum_v1_observation")
    return _pendulum_observation(state)


_pendulum_observation = _pendulum_draw._observation  # the same observation as the variant's


def pendulum_v1_step(state: Array, action: Array) -> tuple[Array, Array, Array, Array]:
    """One step of gymnasium's Pendulum-v1 (``g = 10``, ``dt = 0.05``): the pure form.

    Args:
        state: ``[..., 2]`` floating, ``[theta, theta_dot]``.
        action: ``[..., 1]`` (the same batch shape), the torque, clipped to [-2, 2].

    Returns:
        ``(state, obs, reward, terminated)``: ``[..., 2]``, ``[..., 3]``, ``[...]`` and
        ``[...]`` bool (always False). Differentiable in ``state`` and ``action`` (gradient 0
        where a clip acts).

    Example:
        >>> import ivy_gym, numpy as np
        >>> s, obs, r, done = ivy_gym.pendulum_v1_step(np.array([[0.0, 0.0]]),
        ...                                            np.array([[1.0]]))
        >>> s.round(4).tolist(), r.round(4).tolist(), done.tolist()
        ([[0.0075, 0.15]], [-0.001], [False])
    """
    action = check_step(state, action, 2, 1, "pendulum_v1_step")
    return _pendulum_draw._physics_step(state, action, PENDULUM_V1_PARAMS, unit=False)


# the physical constants as data (the variant's physics with g = 10 and gymnasium's action)
PENDULUM_V1_PARAMS = {"gravity": PD_GRAVITY, "mass": PD_MASS, "length": PD_LENGTH, "dt": PD_DT,
                      "max_speed": PD_MAX_SPEED, "max_torque": PD_MAX_TORQUE}


# --- Acrobot-v1 -----------------------------------------------------------------------------
AC_DT, AC_GRAVITY = 0.2, 9.8
AC_MAX_VEL_1, AC_MAX_VEL_2 = 4 * math.pi, 9 * math.pi
_M1 = _M2 = _L1 = _I1 = _I2 = 1.0
_LC1 = _LC2 = 0.5


def acrobot_v1_initial_state(noise: Array) -> Array:
    """Acrobot-v1's initial states: every component uniform in [-0.1, 0.1] (``0.1 u``), rounded
    to float32 as gymnasium's reset does.

    Args:
        noise: ``[..., 4]`` floating, uniform samples in [-1, 1].

    Returns:
        The states ``[..., 4]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.acrobot_v1_initial_state(np.array([1.0, 0.0, -1.0, 0.5])).round(6).tolist()
        [0.1, 0.0, -0.1, 0.05]
    """
    check_noise(noise, 4, "acrobot_v1_initial_state")
    return _round32(ivy.multiply(noise, 0.1))


def acrobot_v1_observation(state: Array) -> Array:
    """Acrobot-v1's observation ``[cos t1, sin t1, cos t2, sin t2, dt1, dt2]`` of ``[..., 4]``.

    Args:
        state: ``[..., 4]`` floating, ``[theta1, theta2, dtheta1, dtheta2]``.

    Returns:
        ``[..., 6]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.acrobot_v1_observation(np.array([0.0, 0.0, 1.0, 2.0])).tolist()
        [1.0, 0.0, 1.0, 0.0, 1.0, 2.0]
    """
    check_state(state, 4, "acrobot_v1_observation")
    return _acrobot_observation(state)


_acrobot_observation = _acrobot_draw._observation  # the same observation as the variant's


def _acrobot_derivatives(theta1, theta2, dtheta1, dtheta2, a):
    """Acrobot-v1's "book" equations (Sutton & Barto's acrobot), in gymnasium's order."""
    c2, s2 = ivy.cos(theta2), ivy.sin(theta2)
    d1 = (_M1 * _LC1**2 + _M2 * (_L1**2 + _LC2**2 + 2 * _L1 * _LC2 * c2)) + _I1 + _I2
    d2 = _M2 * (_LC2**2 + _L1 * _LC2 * c2) + _I2
    phi2 = _M2 * _LC2 * AC_GRAVITY * ivy.cos(theta1 + theta2 - math.pi / 2.0)
    phi1 = (-_M2 * _L1 * _LC2 * ivy.square(dtheta2) * s2
            - 2 * _M2 * _L1 * _LC2 * dtheta2 * dtheta1 * s2
            + (_M1 * _LC1 + _M2 * _L1) * AC_GRAVITY * ivy.cos(theta1 - math.pi / 2)
            + phi2)
    ddtheta2 = ((a + d2 / d1 * phi1 - _M2 * _L1 * _LC2 * ivy.square(dtheta1) * s2 - phi2)
                / (_M2 * _LC2**2 + _I2 - ivy.square(d2) / d1))
    ddtheta1 = -(d2 * ddtheta2 + phi1) / d1
    return [dtheta1, dtheta2, ddtheta1, ddtheta2]


def _wrap_pi(angle):
    """gymnasium's ``wrap(x, -pi, pi)``: whole turns off while above pi, then on while below
    -pi (three turns each way: more than a step can move)."""
    for _ in range(3):
        angle = ivy.where(ivy.greater(angle, math.pi), angle - 2 * math.pi, angle)
    for _ in range(3):
        angle = ivy.where(ivy.less(angle, -math.pi), angle + 2 * math.pi, angle)
    return angle


def acrobot_v1_step(state: Array, action: Array) -> tuple[Array, Array, Array, Array]:
    """One step of gymnasium's Acrobot-v1 (one Runge-Kutta 4 step of 0.2 s): the pure form.

    Args:
        state: ``[..., 4]`` floating, ``[theta1, theta2, dtheta1, dtheta2]``.
        action: ``[...]`` integer (the state's batch shape), 0 / 1 / 2: torque -1 / 0 / +1.

    Returns:
        ``(state, obs, reward, terminated)``: ``[..., 4]``, ``[..., 6]``, ``[...]`` (-1, or 0
        when terminated) and ``[...]`` bool (the tip above height 1 after the step).

    Example:
        >>> import ivy_gym, numpy as np
        >>> s, obs, r, done = ivy_gym.acrobot_v1_step(np.zeros((1, 4)), np.array([2]))
        >>> s.round(4).tolist(), r.tolist(), done.tolist()
        ([[-0.0133, 0.0343, -0.1287, 0.3345]], [-1.0], [False])
    """
    check_discrete_step(state, action, 4, "acrobot_v1_step")
    a = _cast_actions(action, state) - 1.0  # torques -1, 0, +1
    y0 = ivy.unstack(state, axis=-1)
    dt = AC_DT - 0  # gymnasium's t[1] - t[0]
    dt2 = dt / 2.0

    def shifted(k, h):
        return [y + h * d for y, d in zip(y0, k)]

    k1 = _acrobot_derivatives(*y0, a)
    k2 = _acrobot_derivatives(*shifted(k1, dt2), a)
    k3 = _acrobot_derivatives(*shifted(k2, dt2), a)
    k4 = _acrobot_derivatives(*shifted(k3, dt), a)
    y = [y + dt / 6.0 * (p + 2 * q + 2 * r + s) for y, p, q, r, s in zip(y0, k1, k2, k3, k4)]
    t1, t2 = _wrap_pi(y[0]), _wrap_pi(y[1])
    d1 = ivy.clip(y[2], -AC_MAX_VEL_1, AC_MAX_VEL_1)
    d2 = ivy.clip(y[3], -AC_MAX_VEL_2, AC_MAX_VEL_2)
    new = ivy.stack([t1, t2, d1, d2], axis=-1)
    terminated = ivy.greater(-ivy.cos(t1) - ivy.cos(t2 + t1), 1.0)
    reward = ivy.astype(terminated, state.dtype) - 1.0
    return new, _acrobot_observation(new), reward, terminated


# --- MountainCar-v0 and MountainCarContinuous-v0 --------------------------------------------
MC_MIN_POSITION, MC_MAX_POSITION, MC_MAX_SPEED = -1.2, 0.6, 0.07
MC_GOAL_POSITION, MC_FORCE, MC_GRAVITY = 0.5, 0.001, 0.0025
MCC_GOAL_POSITION, MCC_POWER = 0.45, 0.0015


def _mountain_car_start(noise):
    u = ivy.unstack(noise, axis=-1)
    return ivy.stack([ivy.add(ivy.multiply(u[0], 0.1), -0.5), ivy.zeros_like(u[1])], axis=-1)


def mountain_car_v0_initial_state(noise: Array) -> Array:
    """MountainCar-v0's initial states: position uniform in [-0.6, -0.4] (``-0.5 + 0.1 u0``),
    velocity 0.

    Args:
        noise: ``[..., 2]`` floating, uniform samples in [-1, 1] (the second is unused).

    Returns:
        The states ``[..., 2]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.mountain_car_v0_initial_state(np.array([1.0, 1.0])).round(4).tolist()
        [-0.4, 0.0]
    """
    check_noise(noise, 2, "mountain_car_v0_initial_state")
    return _mountain_car_start(noise)


def mountain_car_v0_observation(state: Array) -> Array:
    """MountainCar-v0's observation of states ``[..., 2]``: the state itself.

    Args:
        state: ``[..., 2]`` floating, ``[position, velocity]``.

    Returns:
        ``[..., 2]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.mountain_car_v0_observation(np.array([-0.5, 0.01])).tolist()
        [-0.5, 0.01]
    """
    check_state(state, 2, "mountain_car_v0_observation")
    return state


def mountain_car_v0_step(state: Array, action: Array) -> tuple[Array, Array, Array, Array]:
    """One step of gymnasium's MountainCar-v0: the pure form.

    Args:
        state: ``[..., 2]`` floating, ``[position, velocity]``.
        action: ``[...]`` integer (the state's batch shape), 0 / 1 / 2: push left / none /
            right.

    Returns:
        ``(state, obs, reward, terminated)``: ``[..., 2]``, ``[..., 2]``, ``[...]`` (-1.0) and
        ``[...]`` bool (``position >= 0.5`` with ``velocity >= 0``).

    Example:
        >>> import ivy_gym, numpy as np
        >>> s, obs, r, done = ivy_gym.mountain_car_v0_step(np.array([[-0.5, 0.0]]), np.array([2]))
        >>> s.round(6).tolist(), r.tolist(), done.tolist()
        ([[-0.499177, 0.000823]], [-1.0], [False])
    """
    check_discrete_step(state, action, 2, "mountain_car_v0_step")
    position, velocity = ivy.unstack(state, axis=-1)
    push = _cast_actions(action, state) - 1.0
    velocity = velocity + (push * MC_FORCE + ivy.cos(3 * position) * (-MC_GRAVITY))
    velocity = ivy.clip(velocity, -MC_MAX_SPEED, MC_MAX_SPEED)
    position = ivy.clip(position + velocity, MC_MIN_POSITION, MC_MAX_POSITION)
    at_wall = ivy.logical_and(ivy.equal(position, MC_MIN_POSITION), ivy.less(velocity, 0.0))
    velocity = ivy.where(at_wall, ivy.zeros_like(velocity), velocity)
    new = ivy.stack([position, velocity], axis=-1)
    terminated = ivy.logical_and(ivy.greater_equal(position, MC_GOAL_POSITION),
                                 ivy.greater_equal(velocity, 0.0))
    return new, new, ivy.full_like(position, -1.0), terminated


def mountain_car_continuous_v0_initial_state(noise: Array) -> Array:
    """MountainCarContinuous-v0's initial states: position uniform in [-0.6, -0.4]
    (``-0.5 + 0.1 u0``), velocity 0.

    Args:
        noise: ``[..., 2]`` floating, uniform samples in [-1, 1] (the second is unused).

    Returns:
        The states ``[..., 2]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.mountain_car_continuous_v0_initial_state(np.array([-1.0, 0.0])).tolist()
        [-0.6, 0.0]
    """
    check_noise(noise, 2, "mountain_car_continuous_v0_initial_state")
    return _mountain_car_start(noise)


def mountain_car_continuous_v0_observation(state: Array) -> Array:
    """MountainCarContinuous-v0's observation of states ``[..., 2]``: the state itself.

    Args:
        state: ``[..., 2]`` floating, ``[position, velocity]``.

    Returns:
        ``[..., 2]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.mountain_car_continuous_v0_observation(np.array([-0.5, 0.0])).tolist()
        [-0.5, 0.0]
    """
    check_state(state, 2, "mountain_car_continuous_v0_observation")
    return state


def mountain_car_continuous_v0_step(state: Array,
                                    action: Array) -> tuple[Array, Array, Array, Array]:
    """One step of gymnasium's MountainCarContinuous-v0: the pure form, with gymnasium's float32
    state arithmetic (NumPy >= 2) reproduced in any dtype.

    Args:
        state: ``[..., 2]`` floating, ``[position, velocity]``.
        action: ``[..., 1]`` (the same batch shape), the force, clipped to [-1, 1] for the
            dynamics (the reward's ``0.1 a^2`` takes it unclipped, as gymnasium's).

    Returns:
        ``(state, obs, reward, terminated)``: ``[..., 2]``, ``[..., 2]``, ``[...]`` and
        ``[...]`` bool (``position >= 0.45`` with ``velocity >= 0``). Differentiable in
        ``action`` through the reward and the dynamics (the float32 rounding has gradient 1).

    Example:
        >>> import ivy_gym, numpy as np
        >>> s, obs, r, done = ivy_gym.mountain_car_continuous_v0_step(
        ...     np.array([[-0.5, 0.0]]), np.array([[1.0]]))
        >>> s.round(6).tolist(), r.round(6).tolist(), done.tolist()
        ([[-0.498677, 0.001323]], [-0.1], [False])
    """
    action = check_step(state, action, 2, 1, "mountain_car_continuous_v0_step")
    r = _round32
    position, velocity = ivy.unstack(state, axis=-1)
    a = action[..., 0]
    force = ivy.clip(a, -1.0, 1.0)
    slope = r(0.0025 * ivy.cos(r(3 * position)))
    velocity = r(velocity + r(r(force * _f32(MCC_POWER)) - slope))
    velocity = ivy.clip(velocity, -_f32(MC_MAX_SPEED), _f32(MC_MAX_SPEED))
    position = r(position + velocity)
    position = ivy.clip(position, _f32(MC_MIN_POSITION), _f32(MC_MAX_POSITION))
    at_wall = ivy.logical_and(ivy.equal(position, _f32(MC_MIN_POSITION)),
                              ivy.less(velocity, 0.0))
    velocity = ivy.where(at_wall, ivy.zeros_like(velocity), velocity)
    new = ivy.stack([position, velocity], axis=-1)
    terminated = ivy.logical_and(ivy.greater_equal(position, _f32(MCC_GOAL_POSITION)),
                                 ivy.greater_equal(velocity, 0.0))
    reward = ivy.astype(terminated, state.dtype) * 100.0 - ivy.square(a) * 0.1
    return new, new, reward, terminated


# --- the objects ----------------------------------------------------------------------------
class CartPoleV1(Env):
    """gymnasium's CartPole-v1 as an object (see ``ivy_gym.Env``): state 4, observation 4,
    discrete actions 0 / 1 (``[num_envs]`` integers); episodes of 500 steps.

    Example:
        >>> import ivy_gym
        >>> env = ivy_gym.CartPoleV1(num_envs=2, dtype="float64")
        >>> obs, info = env.reset(seed=0)
        >>> obs, reward, terminated, truncated, info = env.step([0, 1])
        >>> obs.shape, reward.tolist(), terminated.tolist()
        ((2, 4), [1.0, 1.0], [False, False])
    """

    state_size, obs_size, action_size, noise_size, num_actions = 4, 4, 1, 4, 2
    observation_high = (2 * CP_X_THRESHOLD, math.inf, 2 * CP_THETA_THRESHOLD, math.inf)
    default_max_episode_steps = 500
    initial_state_fn = staticmethod(cartpole_v1_initial_state)
    step_fn = staticmethod(cartpole_v1_step)
    observation_fn = staticmethod(cartpole_v1_observation)

    @staticmethod
    def draw(ax: Any, state: Sequence[float]) -> None:
        """Track, cart and pole of one state ``[x, x_dot, theta, theta_dot]``."""
        _cartpole_draw.CartPole.draw(ax, state)


class PendulumV1(Env):
    """gymnasium's Pendulum-v1 (``g = 10``) as an object (see ``ivy_gym.Env``): state 2,
    observation 3, action ``[torque]`` in [-2, 2]; episodes of 200 steps.

    Example:
        >>> import ivy_gym
        >>> env = ivy_gym.PendulumV1(num_envs=2)
        >>> obs, info = env.reset(seed=0)
        >>> obs, reward, terminated, truncated, info = env.step([[2.0], [-2.0]])
        >>> obs.shape, terminated.tolist()
        ((2, 3), [False, False])
    """

    state_size, obs_size, action_size, noise_size = 2, 3, 1, 2
    action_bound = PD_MAX_TORQUE
    observation_high = (1.0, 1.0, PD_MAX_SPEED)
    default_max_episode_steps = 200
    initial_state_fn = staticmethod(pendulum_v1_initial_state)
    step_fn = staticmethod(pendulum_v1_step)
    observation_fn = staticmethod(pendulum_v1_observation)

    @staticmethod
    def draw(ax: Any, state: Sequence[float]) -> None:
        """The rod and pivot of one state ``[theta, theta_dot]``."""
        _pendulum_draw.Pendulum.draw(ax, state)


class AcrobotV1(Env):
    """gymnasium's Acrobot-v1 as an object (see ``ivy_gym.Env``): state 4, observation 6,
    discrete actions 0 / 1 / 2 (``[num_envs]`` integers); episodes of 500 steps.

    Example:
        >>> import ivy_gym
        >>> env = ivy_gym.AcrobotV1(num_envs=2)
        >>> obs, info = env.reset(seed=0)
        >>> obs, reward, terminated, truncated, info = env.step([0, 2])
        >>> obs.shape, reward.tolist(), terminated.tolist()
        ((2, 6), [-1.0, -1.0], [False, False])
    """

    state_size, obs_size, action_size, noise_size, num_actions = 4, 6, 1, 4, 3
    observation_high = (1.0, 1.0, 1.0, 1.0, AC_MAX_VEL_1, AC_MAX_VEL_2)
    default_max_episode_steps = 500
    initial_state_fn = staticmethod(acrobot_v1_initial_state)
    step_fn = staticmethod(acrobot_v1_step)
    observation_fn = staticmethod(acrobot_v1_observation)

    @staticmethod
    def draw(ax: Any, state: Sequence[float]) -> None:
        """The two links of one state (pivot at the origin, y up)."""
        _acrobot_draw.Acrobot.draw(ax, state)


class MountainCarV0(Env):
    """gymnasium's MountainCar-v0 as an object (see ``ivy_gym.Env``): state 2, observation 2,
    discrete actions 0 / 1 / 2 (``[num_envs]`` integers); episodes of 200 steps.

    Example:
        >>> import ivy_gym
        >>> env = ivy_gym.MountainCarV0(num_envs=2)
        >>> obs, info = env.reset(seed=0)
        >>> obs, reward, terminated, truncated, info = env.step([0, 2])
        >>> obs.shape, reward.tolist(), terminated.tolist()
        ((2, 2), [-1.0, -1.0], [False, False])
    """

    state_size, obs_size, action_size, noise_size, num_actions = 2, 2, 1, 2, 3
    observation_low = (MC_MIN_POSITION, -MC_MAX_SPEED)
    observation_high = (MC_MAX_POSITION, MC_MAX_SPEED)
    default_max_episode_steps = 200
    initial_state_fn = staticmethod(mountain_car_v0_initial_state)
    step_fn = staticmethod(mountain_car_v0_step)
    observation_fn = staticmethod(mountain_car_v0_observation)

    @staticmethod
    def draw(ax: Any, state: Sequence[float]) -> None:
        """The track, the goal flag and the car of one state ``[position, velocity]``."""
        _mountain_car_draw.MountainCar.draw(ax, state)


class MountainCarContinuousV0(Env):
    """gymnasium's MountainCarContinuous-v0 as an object (see ``ivy_gym.Env``): state 2,
    observation 2, action ``[force]`` in [-1, 1]; episodes of 999 steps.

    Example:
        >>> import ivy_gym
        >>> env = ivy_gym.MountainCarContinuousV0(num_envs=2, dtype="float64")
        >>> obs, info = env.reset(seed=0)
        >>> obs, reward, terminated, truncated, info = env.step([[1.0], [0.0]])
        >>> obs.shape, reward.round(3).tolist(), terminated.tolist()
        ((2, 2), [-0.1, 0.0], [False, False])
    """

    state_size, obs_size, action_size, noise_size = 2, 2, 1, 2
    observation_low = (MC_MIN_POSITION, -MC_MAX_SPEED)
    observation_high = (MC_MAX_POSITION, MC_MAX_SPEED)
    default_max_episode_steps = 999
    initial_state_fn = staticmethod(mountain_car_continuous_v0_initial_state)
    step_fn = staticmethod(mountain_car_continuous_v0_step)
    observation_fn = staticmethod(mountain_car_continuous_v0_observation)

    @staticmethod
    def draw(ax: Any, state: Sequence[float]) -> None:
        """The track, the goal flag and the car of one state ``[position, velocity]``."""
        _mountain_car_draw.MountainCar.draw(ax, state)
