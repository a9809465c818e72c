"""CartPole swing-up: a pole hinged on a cart on a track, to be swung up and balanced.

State ``[x, x_dot, theta, theta_dot]`` (gymnasium's CartPole-v1 order; ``theta = 0`` upright,
``pi`` hanging down), action ``[a]`` in [-1, 1] pushing the cart with force ``10 a`` N.
The dynamics are gymnasium's CartPole-v1 equations (Florian's cart-pole, with gymnasium's
masses, lengths and ``tau = 0.02``) integrated with semi-implicit Euler (CartPole-v1's
``kinematics_integrator="semi-implicit euler"``); gymnasium's discrete actions 1 / 0 are
``a = +1 / -1``. Observation ``[x, x_dot, cos theta, sin theta, theta_dot]``.
Reward ``(1 + cos theta) / 2 - 0.01 x^2`` (1 upright at the centre); terminated when the cart
leaves the track, ``|x| > 2.4`` (the state keeps evolving if stepped on).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import ivy
from ivy.types import Array

from ._checks import check_noise, check_state, check_step, unit_action
from .env import Env

GRAVITY, MASS_CART, MASS_POLE, HALF_LENGTH = 9.8, 1.0, 0.1, 0.5
FORCE_MAG, TAU, X_THRESHOLD = 10.0, 0.02, 2.4
_TOTAL_MASS = MASS_POLE + MASS_CART
_POLEMASS_LENGTH = MASS_POLE * HALF_LENGTH


def cartpole_initial_state(noise: Array) -> Array:
    """Initial swing-up states from uniform noise: the pole hanging down, ``theta = pi +
    0.05 u2``, the others ``0.05 u``.

    Args:
        noise: ``[..., 4]`` floating, uniform samples in [-1, 1].

    Returns:
        The states ``[..., 4]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.cartpole_initial_state(np.zeros((1, 4))).round(4).tolist()
        [[0.0, 0.0, 3.1416, 0.0]]
    """
    check_noise(noise, 4, "cartpole_initial_state")
    u = ivy.unstack(ivy.multiply(noise, 0.05), axis=-1)
    return ivy.stack([u[0], u[1], ivy.add(u[2], ivy.pi), u[3]], axis=-1)


def cartpole_observation(state: Array) -> Array:
    """The observation ``[x, x_dot, cos theta, sin theta, theta_dot]`` of states ``[..., 4]``.

    Args:
        state: ``[..., 4]`` floating.

    Returns:
        ``[..., 5]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.cartpole_observation(np.array([1.0, 2.0, 0.0, 3.0])).tolist()
        [1.0, 2.0, 1.0, 0.0, 3.0]
    """
    check_state(state, 4, "cartpole_observation")
    return _observation(state)


def _observation(state):
    x, x_dot, theta, theta_dot = ivy.unstack(state, axis=-1)
    return ivy.stack([x, x_dot, ivy.cos(theta), ivy.sin(theta), theta_dot], axis=-1)


def cartpole_step(state: Array, action: Array) -> tuple[Array, Array, Array, Array]:
    """One step (``tau = 0.02`` s) of CartPole swing-up: the pure form.

    Args:
        state: ``[..., 4]`` floating, ``[x, x_dot, theta, theta_dot]``.
        action: ``[..., 1]`` (the same batch shape), clipped to [-1, 1] (gradient 0 outside).

    Returns:
        ``(state, obs, reward, terminated)``: ``[..., 4]``, ``[..., 5]``, ``[...]`` and
        ``[...]`` bool (``|x| > 2.4``; no gradient flows through it). Differentiable in
        ``state`` and ``action`` everywhere (smooth inside [-1, 1]).

    Example:
        >>> import ivy_gym, numpy as np
        >>> s, obs, r, done = ivy_gym.cartpole_step(np.array([[0.0, 0.0, 0.0, 0.0]]),
        ...                                         np.array([[1.0]]))
        >>> s.round(5).tolist(), r.round(5).tolist(), done.tolist()
        ([[0.0039, 0.19512, -0.00585, -0.29268]], [0.99999], [False])
    """
    action = check_step(state, action, 4, 1, "cartpole_step")
    return _physics_step(state, action, PARAMS)


# the physical constants as data (``ivy_gym.functional`` passes arrays, batched or not)
PARAMS = {"gravity": GRAVITY, "masscart": MASS_CART, "masspole": MASS_POLE,
          "length": HALF_LENGTH, "force_mag": FORCE_MAG, "tau": TAU, "x_threshold": X_THRESHOLD}


def _physics_step(state, action, p):
    """``cartpole_step`` with the constants of ``p`` (Python floats or arrays broadcasting
    against the batch; derived constants are formed in the same order as Python folds them)."""
    x, x_dot, theta, theta_dot = ivy.unstack(state, axis=-1)
    total_mass = p["masspole"] + p["masscart"]
    polemass_length = p["masspole"] * p["length"]
    force = ivy.multiply(unit_action(action[..., 0]), p["force_mag"])
    cos, sin = ivy.cos(theta), ivy.sin(theta)
    # frictionless cart-pole (Barto, Sutton & Anderson 1983; Florian 2007): the pole's angular
    # acceleration from its torque balance about the hinge, then the cart's from Newton's law
    pull = force + polemass_length * ivy.square(theta_dot) * sin  # push + the pole's swing
    inertia = p["length"] * (4.0 / 3.0 - p["masspole"] * ivy.square(cos) / total_mass)
    theta_acc = (p["gravity"] * sin - cos * pull / total_mass) / inertia
    x_acc = (pull - polemass_length * theta_acc * cos) / total_mass
    tau = p["tau"]
    x_dot = x_dot + tau * x_acc  # semi-implicit Euler: velocities first
    x = x + tau * x_dot
    theta_dot = theta_dot + tau * theta_acc
    theta = theta + tau * theta_dot
    new = ivy.stack([x, x_dot, theta, theta_dot], axis=-1)
    reward = 0.5 * (1.0 + ivy.cos(theta)) - 0.01 * ivy.square(x)
    terminated = ivy.greater(ivy.abs(x), p["x_threshold"])
    return new, _observation(new), reward, terminated


class CartPole(Env):
    """CartPole swing-up as an object in gymnasium's shape (see ``ivy_gym.Env``): state 4,
    observation 5, action 1; episodes of 500 steps.

    Example:
        >>> import ivy_gym
        >>> env = ivy_gym.CartPole(num_envs=2)
        >>> obs, info = env.reset(seed=0)
        >>> obs.shape
        (2, 5)
        >>> obs, reward, terminated, truncated, info = env.step([[1.0], [-1.0]])
        >>> reward.shape, terminated.tolist()
        ((2,), [False, False])
    """

    state_size, obs_size, action_size, noise_size = 4, 5, 1, 4
    default_max_episode_steps = 500
    initial_state_fn = staticmethod(cartpole_initial_state)
    step_fn = staticmethod(cartpole_step)
    observation_fn = staticmethod(cartpole_observation)

    @staticmethod
    def draw(ax: Any, state: Sequence[float]) -> None:
        """Track, cart and pole of one state ``[x, x_dot, theta, theta_dot]``."""
        x, theta = state[0], state[2]
        ax.set_xlim(-X_THRESHOLD - 0.6, X_THRESHOLD + 0.6)
        ax.set_ylim(-1.6, 1.6)
        ax.set_aspect("equal")
        ax.plot([-X_THRESHOLD, X_THRESHOLD], [0.0, 0.0], color="0.3", lw=1)
        ax.fill([x - 0.25, x + 0.25, x + 0.25, x - 0.25], [-0.1, -0.1, 0.1, 0.1], "tab:blue")
        tip = (x + 2 * HALF_LENGTH * math.sin(theta), 2 * HALF_LENGTH * math.cos(theta))
        ax.plot([x, tip[0]], [0.0, tip[1]], color="tab:orange", lw=4, solid_capstyle="round")

