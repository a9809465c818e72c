"""The environments without a gymnasium twin against closed forms and independent NumPy
computations, on the backend under test (float64):

* Reacher: the fingertip is the two links' forward kinematics; the kinetic energy is the links'
  (from their centre velocities); a step equals Lagrange's equations integrated in NumPy, with
  the mass matrix from the links' Jacobians and the Coriolis terms from its numerical
  derivatives; with no torque the damped arm loses energy at every step.
* Swimmer: the body's velocity makes the fluid's total force and torque vanish, checked by
  integrating resistive-force theory's drag along each link with a 200-point quadrature in NumPy;
  with the joints at rest nothing moves; the motion does not depend on where the swimmer is.
* CartPole and Pendulum: with no force (and no speed clip) the frictionless systems keep their
  energy (Pendulum: symplectic Euler's first-order modified energy) to the integrator's order.
* MountainCar: the height in the reward is the track's ``0.45 sin(3 x) + 0.55``.
"""

import ivy_gym
import numpy as np
from _helpers import initial_states, native, numpy_of
from ivy_gym import cartpole, reacher, swimmer

N = 3


def _np(fn, *args):
    return [numpy_of(x) for x in fn(*[native(a) for a in args])]


def test_reacher_fingertip_is_forward_kinematics():
    s = initial_states("reacher", N)
    tip = numpy_of(ivy_gym.reacher_fingertip(native(s)))
    q1, q2 = s[:, 0], s[:, 1]
    expected = np.stack([0.1 * np.cos(q1) + 0.11 * np.cos(q1 + q2),
                         0.1 * np.sin(q1) + 0.11 * np.sin(q1 + q2)], -1)
    np.testing.assert_allclose(tip, expected, atol=1e-12)
    obs = numpy_of(ivy_gym.reacher_observation(native(s)))
    np.testing.assert_allclose(obs[:, 8:], expected - s[:, 4:6], atol=1e-12)


def _reacher_energy_np(s):
    """Kinetic energy of two uniform rods (masses 1, lengths 0.1, 0.11), written from the links'
    centre velocities and spins (an independent route to q'^T M q' / 2)."""
    q1, q2, w1, w2 = s[..., 0], s[..., 1], s[..., 2], s[..., 3]
    l1, l2 = 0.1, 0.11
    v1 = 0.5 * l1 * w1  # centre speed of link 1
    # centre of link 2: l1 (cos q1, sin q1) + l2/2 (cos q12, sin q12)
    vx = -l1 * np.sin(q1) * w1 - 0.5 * l2 * np.sin(q1 + q2) * (w1 + w2)
    vy = l1 * np.cos(q1) * w1 + 0.5 * l2 * np.cos(q1 + q2) * (w1 + w2)
    return 0.5 * (v1**2 + l1**2 / 12 * w1**2 + vx**2 + vy**2 + l2**2 / 12 * (w1 + w2) ** 2)


def _reacher_mass_matrix_np(q):
    """M(q) from the links' Jacobians (centre velocities and spins), independently of the
    closed form in ivy_gym: M = sum m Jv^T Jv + I Jw^T Jw."""
    q1, q2 = q
    l1, l2 = 0.1, 0.11
    jv1 = np.array([[-0.5 * l1 * np.sin(q1), 0.0], [0.5 * l1 * np.cos(q1), 0.0]])
    jv2 = np.array([[-l1 * np.sin(q1) - 0.5 * l2 * np.sin(q1 + q2), -0.5 * l2 * np.sin(q1 + q2)],
                    [l1 * np.cos(q1) + 0.5 * l2 * np.cos(q1 + q2), 0.5 * l2 * np.cos(q1 + q2)]])
    jw1, jw2 = np.array([[1.0, 0.0]]), np.array([[1.0, 1.0]])
    return (jv1.T @ jv1 + jv2.T @ jv2 + l1**2 / 12 * jw1.T @ jw1 + l2**2 / 12 * jw2.T @ jw2)


def _reacher_acceleration_np(q, w, tau):
    """Lagrange's equations with the Coriolis terms from numerical derivatives of M."""
    eps, m = 1e-6, _reacher_mass_matrix_np(q)
    dm = [(_reacher_mass_matrix_np(q + eps * e) - _reacher_mass_matrix_np(q - eps * e))
          / (2 * eps) for e in np.eye(2)]  # dM/dq_k
    c = np.array([sum((dm[k][i, j] - 0.5 * dm[i][j, k]) * w[j] * w[k]
                      for j in range(2) for k in range(2)) for i in range(2)])
    return np.linalg.solve(m, tau - reacher.DAMPING * w - c)


def test_reacher_follows_lagranges_equations():
    s = initial_states("reacher", N, seed=3)
    s[:, 2:4] = np.random.default_rng(3).uniform(-2.0, 2.0, (N, 2))
    np.testing.assert_allclose(numpy_of(ivy_gym.reacher_energy(native(s))),
                               _reacher_energy_np(s), rtol=1e-12)
    a = np.random.default_rng(4).uniform(-1.0, 1.0, (N, 2))
    s1, *_ = _np(ivy_gym.reacher_step, s, a)
    h = reacher.DT / reacher.SUBSTEPS
    for row, act, got in zip(s, a, s1):
        q, w = row[:2].copy(), row[2:4].copy()
        for _ in range(reacher.SUBSTEPS):  # semi-implicit Euler substeps
            w = w + h * _reacher_acceleration_np(q, w, reacher.MAX_TORQUE * act)
            q = q + h * w
        np.testing.assert_allclose(got[:4], np.concatenate([q, w]), rtol=1e-6, atol=1e-8)
    # no torque: the damping takes energy out, step after step
    energies = [_reacher_energy_np(s)]
    for _ in range(20):
        s, *_ = _np(ivy_gym.reacher_step, s, np.zeros((N, 2)))
        energies.append(_reacher_energy_np(s))
    assert np.all(np.diff(np.array(energies), axis=0) < 0)


def _rft_wrench(links, velocity, link_spins):
    """Total drag force and torque (about the origin) on the links, by quadrature (NumPy)."""
    total = np.zeros((len(links), 3))
    t = (np.arange(200) + 0.5) / 200 - 0.5  # midpoints along a link, in units of its length
    for i in range(3):
        cx, cy, h = links[:, i, 0], links[:, i, 1], links[:, i, 2]
        tx, ty = np.cos(h), np.sin(h)
        for u in t * swimmer.LINK_LENGTH:
            px, py = cx[:, None] + u * tx[:, None], cy[:, None] + u * ty[:, None]
            # velocity of the point: the centre's plus the spin times the arm
            vx = velocity[:, i, 0, None] - link_spins[:, i, None] * u * ty[:, None]
            vy = velocity[:, i, 1, None] + link_spins[:, i, None] * u * tx[:, None]
            vt = vx * tx[:, None] + vy * ty[:, None]
            vn = -vx * ty[:, None] + vy * tx[:, None]
            fx = -(swimmer.DRAG_T * vt * tx[:, None] - swimmer.DRAG_N * vn * ty[:, None])
            fy = -(swimmer.DRAG_T * vt * ty[:, None] + swimmer.DRAG_N * vn * tx[:, None])
            ds = swimmer.LINK_LENGTH / len(t)
            total[:, 0] += fx[:, 0] * ds
            total[:, 1] += fy[:, 0] * ds
            total[:, 2] += (px * fy - py * fx)[:, 0] * ds
    return total


def test_swimmer_force_and_torque_free():
    """Differentiate the links' positions over one step numerically (the velocities the model
    implies) and check that the drag on them sums to zero force and torque."""
    rng = np.random.default_rng(0)
    s = initial_states("swimmer", N, seed=1)
    s[:, 3:5] = rng.uniform(-1.0, 1.0, (N, 2))  # bent joints
    s[:, 5:7] = rng.uniform(-1.0, 1.0, (N, 2))
    dt = swimmer.DT
    s1, *_ = _np(ivy_gym.swimmer_step, s, np.zeros((N, 2)))
    # velocities at the start of the step: joint speeds after the actuator update, the body's
    # from the state change (Euler step: exactly the velocity used)
    shape_speed = s1[:, 5:7]
    body = (s1[:, :3] - s[:, :3]) / dt
    gen = np.concatenate([body, shape_speed], -1)
    links = numpy_of(ivy_gym.swimmer_links(native(s)))
    eps = 1e-7
    moved = s.copy()
    moved[:, :3] += eps * gen[:, :3]
    moved[:, 3:5] += eps * gen[:, 3:5]
    links_eps = numpy_of(ivy_gym.swimmer_links(native(moved)))
    vel = (links_eps - links) / eps  # [N, 3 links, (vx, vy, spin)]
    wrench = _rft_wrench(links, vel[..., :2], vel[..., 2])
    scale = np.abs(gen).max()
    np.testing.assert_allclose(wrench, 0.0, atol=1e-4 * scale)


def test_swimmer_at_rest_stays_and_is_translation_invariant():
    s = initial_states("swimmer", N, seed=2)
    s[:, 5:7] = 0.0
    s1, *_ = _np(ivy_gym.swimmer_step, s, np.zeros((N, 2)))
    np.testing.assert_allclose(s1, s, atol=1e-15)
    a = np.random.default_rng(5).uniform(-1, 1, (N, 2))
    moved = s.copy()
    moved[:, :2] += [[3.0, -2.0]]
    r1, _, rew1, _ = _np(ivy_gym.swimmer_step, s, a)
    r2, _, rew2, _ = _np(ivy_gym.swimmer_step, moved, a)
    np.testing.assert_allclose(r2[:, :2] - r1[:, :2], [[3.0, -2.0]] * N, atol=1e-12)
    np.testing.assert_allclose(r2[:, 2:], r1[:, 2:], atol=1e-12)
    np.testing.assert_allclose(rew2, rew1, atol=1e-10)


def _cartpole_energy(s):
    """Energy of the cart and the uniform pole (half length l, mass m): kinetic + potential."""
    x_dot, th, th_dot = s[:, 1], s[:, 2], s[:, 3]
    mc, mp, hl = cartpole.MASS_CART, cartpole.MASS_POLE, cartpole.HALF_LENGTH
    vx = x_dot + hl * np.cos(th) * th_dot  # pole centre velocity
    vy = -hl * np.sin(th) * th_dot
    kinetic = (0.5 * mc * x_dot**2 + 0.5 * mp * (vx**2 + vy**2)
               + 0.5 * (mp * (2 * hl) ** 2 / 12) * th_dot**2)
    return kinetic + mp * cartpole.GRAVITY * hl * np.cos(th)


def test_cartpole_and_pendulum_conserve_energy_without_force():
    s = initial_states("cartpole", N, seed=4)
    s[:, 2] = [np.pi - 0.5, 1.0, 2.5]
    e0 = _cartpole_energy(s)
    for _ in range(100):
        s, *_ = _np(ivy_gym.cartpole_step, s, np.zeros((N, 1)))
    # semi-implicit Euler: the energy oscillates by O(tau) about its value, no drift
    np.testing.assert_allclose(_cartpole_energy(s), e0, atol=0.02 * 0.1 * 9.8 * 0.5 * 4)
    # pendulum (rod of length 1, mass 1 about its end): symplectic Euler conserves the
    # modified energy E + (dt / 2) I theta_dot theta_ddot to O(dt^2)
    p = np.array([[0.5, 0.0], [2.0, 1.0], [-2.5, -0.5]])

    def energy(q):
        inertia, acc = 1.0 / 3.0, 1.5 * 9.8 * np.sin(q[:, 0])
        return (0.5 * inertia * q[:, 1] ** 2 + 0.5 * 9.8 * np.cos(q[:, 0])
                + 0.025 * inertia * q[:, 1] * acc)

    e0 = energy(p)
    for _ in range(100):
        p, *_ = _np(ivy_gym.pendulum_step, p, np.zeros((N, 1)))
        np.testing.assert_allclose(energy(p), e0, atol=0.06)


def test_mountain_car_reward_is_track_height():
    s = np.array([[-0.5, 0.0], [0.3, 0.01], [-1.0, -0.02]])
    s1, _, r, _ = _np(ivy_gym.mountain_car_step, s, np.zeros((N, 1)))
    np.testing.assert_allclose(r, 0.45 * np.sin(3 * s1[:, 0]) + 0.55, atol=1e-12)
