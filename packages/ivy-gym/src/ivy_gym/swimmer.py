"""Swimmer: a three-link swimmer in a viscous fluid (zero Reynolds number), to swim along +x.

State ``[x, y, phi, q1, q2, dq1, dq2]``: the centre ``(x, y)`` and heading ``phi`` of the first
link, the two joint angles and their speeds. Action ``[a1, a2]`` in [-1, 1] drives the joints
(first-order actuators: ``dq' = 10 a - 2 dq``). Links of length 1 in resistive-force theory:
each bit of a link feels the drag ``-(c_t v_t t + c_n v_n n)`` per unit length (``c_t = 1``,
``c_n = 3``, tangential and normal parts of its velocity). With no inertia the fluid's total
force and torque on the body vanish at every instant, which fixes the body's velocity from the
joint speeds (a 3 x 3 linear system, solved in closed form). Semi-implicit Euler, ``dt = 0.04``.
Observation ``[cos phi, sin phi, q1, q2, dq1, dq2]``. Reward: the speed of the links' mean
centre along +x over the step, minus ``1e-4 |a|^2``. Never terminates.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import ivy
from ivy.types import Array

from ._checks import check_noise, check_state, check_step, unit_action
from .env import Env

LINK_LENGTH, DRAG_T, DRAG_N, GAIN, JOINT_DAMPING, DT = 1.0, 1.0, 3.0, 10.0, 2.0, 0.04
_ROT_DRAG = DRAG_N * LINK_LENGTH**3 / 12.0  # a link's rotational drag about its centre


def swimmer_initial_state(noise: Array) -> Array:
    """Initial states from uniform noise ``u``: at the origin, ``phi``, joint angles and
    speeds ``0.1 u``.

    Args:
        noise: ``[..., 7]`` floating, uniform samples in [-1, 1] (the first two unused).

    Returns:
        The states ``[..., 7]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.swimmer_initial_state(np.ones(7)).tolist()
        [0.0, 0.0, 0.1, 0.1, 0.1, 0.1, 0.1]
    """
    check_noise(noise, 7, "swimmer_initial_state")
    u = ivy.unstack(ivy.multiply(noise, 0.1), axis=-1)
    zero = ivy.zeros_like(u[0])
    return ivy.stack([zero, zero, *u[2:]], axis=-1)


def swimmer_observation(state: Array) -> Array:
    """The observation ``[cos phi, sin phi, q1, q2, dq1, dq2]`` of states ``[..., 7]``.

    Args:
        state: ``[..., 7]`` floating.

    Returns:
        ``[..., 6]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.swimmer_observation(np.zeros(7)).tolist()
        [1.0, 0.0, 0.0, 0.0, 0.0, 0.0]
    """
    check_state(state, 7, "swimmer_observation")
    return _observation(state)


def _observation(state):
    s = ivy.unstack(state, axis=-1)
    return ivy.stack([ivy.cos(s[2]), ivy.sin(s[2]), s[3], s[4], s[5], s[6]], axis=-1)


def swimmer_links(state: Array) -> Array:
    """The links' centres and headings of states ``[..., 7]``.

    Args:
        state: ``[..., 7]`` floating.

    Returns:
        ``[..., 3, 3]``: per link ``[centre_x, centre_y, heading]``.

    Example:
        >>> import ivy_gym, numpy as np
        >>> ivy_gym.swimmer_links(np.zeros(7)).tolist()
        [[0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [2.0, 0.0, 0.0]]
    """
    check_state(state, 7, "swimmer_links")
    s = ivy.unstack(state, axis=-1)
    links = _links(s[0], s[1], s[2], s[3], s[4])[0]
    return ivy.stack([ivy.stack([cx, cy, h], axis=-1) for cx, cy, h, _, _ in links], axis=-2)


def _links(x, y, phi, q1, q2):
    """Per link ``(cx, cy, heading, cos, sin)`` and the joints ``[(px, py)]``."""
    half = LINK_LENGTH / 2
    heads = [phi, phi + q1, phi + q1 + q2]
    cs = [(ivy.cos(h), ivy.sin(h)) for h in heads]
    links, joints = [(x, y, heads[0], *cs[0])], []
    cx, cy = x, y
    for i in (1, 2):
        px, py = cx + half * cs[i - 1][0], cy + half * cs[i - 1][1]
        cx, cy = px + half * cs[i][0], py + half * cs[i][1]
        joints.append((px, py))
        links.append((cx, cy, heads[i], *cs[i]))
    return links, joints


def _body_velocity(links, joints, x, y, dq1, dq2):
    """``(vx, vy, omega)`` of the first link making the drag's force and torque zero."""
    k = [[0.0] * 3 for _ in range(3)]
    rhs = [0.0] * 3
    for i, (cx, cy, _, c, s) in enumerate(links):
        # link i's centre velocity per generalized speed: (vx, vy, omega, dq1, dq2) columns
        rx, ry = cx - x, cy - y
        cols = [(1.0, 0.0), (0.0, 1.0), (-ry, rx)]
        spins = [0.0, 0.0, 1.0]
        shape_v, shape_w = [0.0, 0.0], 0.0
        for j, (dq, (px, py)) in enumerate(zip((dq1, dq2), joints)):
            if i > j:
                shape_v = [shape_v[0] - (cy - py) * dq, shape_v[1] + (cx - px) * dq]
                shape_w = shape_w + dq
        # tangential / normal components of each column and of the joint-driven velocity
        tang = [vx * c + vy * s for vx, vy in cols]
        norm = [vy * c - vx * s for vx, vy in cols]
        st, sn = shape_v[0] * c + shape_v[1] * s, shape_v[1] * c - shape_v[0] * s
        for a in range(3):
            for b in range(a, 3):
                k[a][b] = k[a][b] + LINK_LENGTH * (DRAG_T * tang[a] * tang[b]
                                                   + DRAG_N * norm[a] * norm[b]) \
                    + _ROT_DRAG * spins[a] * spins[b]
            rhs[a] = rhs[a] - LINK_LENGTH * (DRAG_T * tang[a] * st + DRAG_N * norm[a] * sn) \
                - _ROT_DRAG * spins[a] * shape_w
    return _solve_symmetric_3x3(k, rhs)


def _solve_symmetric_3x3(k, r):
    """Cramer's rule for the symmetric positive definite ``k`` (upper triangle given)."""
    k00, k01, k02, k11, k12, k22 = k[0][0], k[0][1], k[0][2], k[1][1], k[1][2], k[2][2]
    a00, a01, a02 = k11 * k22 - k12 * k12, k02 * k12 - k01 * k22, k01 * k12 - k02 * k11
    a11, a12, a22 = k00 * k22 - k02 * k02, k01 * k02 - k00 * k12, k00 * k11 - k01 * k01
    det = k00 * a00 + k01 * a01 + k02 * a02
    return [(a00 * r[0] + a01 * r[1] + a02 * r[2]) / det,
            (a01 * r[0] + a11 * r[1] + a12 * r[2]) / det,
            (a02 * r[0] + a12 * r[1] + a22 * r[2]) / det]


def swimmer_step(state: Array, action: Array) -> tuple[Array, Array, Array, Array]:
    """One step (``dt = 0.04`` s) of Swimmer: the pure form.

    Args:
        state: ``[..., 7]`` floating.
        action: ``[..., 2]`` (the same batch shape), clipped to [-1, 1] (gradient 0 outside).

    Returns:
        ``(state, obs, reward, terminated)``: ``[..., 7]``, ``[..., 6]``, ``[...]``, ``[...]``
        bool (always False). Smooth everywhere inside the action range.

    Example:
        >>> import ivy_gym, numpy as np
        >>> s, obs, r, done = ivy_gym.swimmer_step(np.zeros((1, 7)), np.array([[1.0, -1.0]]))
        >>> s.round(4).tolist()
        [[0.0, -0.0003, -0.0077, 0.016, -0.016, 0.4, -0.4]]
    """
    action = check_step(state, action, 7, 2, "swimmer_step")
    x, y, phi, q1, q2, dq1, dq2 = ivy.unstack(state, axis=-1)
    a = unit_action(action)
    dq1 = dq1 + DT * (GAIN * a[..., 0] - JOINT_DAMPING * dq1)
    dq2 = dq2 + DT * (GAIN * a[..., 1] - JOINT_DAMPING * dq2)
    links, joints = _links(x, y, phi, q1, q2)
    vx, vy, omega = _body_velocity(links, joints, x, y, dq1, dq2)
    com_before = sum(link[0] for link in links) / 3.0
    x, y, phi = x + DT * vx, y + DT * vy, phi + DT * omega
    q1, q2 = q1 + DT * dq1, q2 + DT * dq2
    new = ivy.stack([x, y, phi, q1, q2, dq1, dq2], axis=-1)
    com_after = sum(link[0] for link in _links(x, y, phi, q1, q2)[0]) / 3.0
    reward = (com_after - com_before) / DT - 1e-4 * ivy.sum(ivy.square(a), axis=-1)
    return new, _observation(new), reward, ivy.zeros_like(reward, dtype="bool")


class Swimmer(Env):
    """Swimmer as an object in gymnasium's shape (see ``ivy_gym.Env``): state 7, observation
    6, action 2; episodes of 1000 steps.

    Example:
        >>> import ivy_gym
        >>> env = ivy_gym.Swimmer(num_envs=2)
        >>> obs, info = env.reset(seed=0)
        >>> obs, reward, terminated, truncated, info = env.step([[1.0, 0.0], [0.0, -1.0]])
        >>> obs.shape, reward.shape
        ((2, 6), (2,))
    """

    state_size, obs_size, action_size, noise_size = 7, 6, 2, 7
    default_max_episode_steps = 1000
    initial_state_fn = staticmethod(swimmer_initial_state)
    step_fn = staticmethod(swimmer_step)
    observation_fn = staticmethod(swimmer_observation)

    @staticmethod
    def draw(ax: Any, state: Sequence[float]) -> None:
        """The three links of one state (the view follows the swimmer)."""
        x, y, phi, q1, q2 = state[:5]
        heads = [phi, phi + q1, phi + q1 + q2]
        px, py = x - 0.5 * math.cos(phi), y - 0.5 * math.sin(phi)
        xs, ys = [px], [py]
        for h in heads:
            px, py = px + LINK_LENGTH * math.cos(h), py + LINK_LENGTH * math.sin(h)
            xs.append(px)
            ys.append(py)
        ax.plot(xs, ys, color="tab:purple", lw=5, solid_capstyle="round")
        ax.plot(xs[1:3], ys[1:3], "o", color="0.2", ms=4)
        ax.set_xlim(x - 2.5, x + 3.5)
        ax.set_ylim(y - 3.0, y + 3.0)
        ax.set_aspect("equal")
