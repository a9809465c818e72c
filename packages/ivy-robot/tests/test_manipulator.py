"""Manipulator against an independent NumPy Denavit-Hartenberg implementation written here (the
transforms composed from elementary rotations and translations), roboticstoolbox-python's Mico
and Panda models and ``jacob0`` where it is installed (the torch session's ``test-torch`` extra),
finite differences for the Jacobian and the gradients, inverse kinematics on random reachable
Panda targets, the collision cost, and bad input.

Parameter sources: Franka's FCI documentation (Panda, modified DH, flange 0.107 m, joint
limits) and Kinova's DH document for the Jaco/Mico arms (Mico, classic DH); both retyped in this
file for the reference."""

import importlib.util
import math
import os

import ivy
import ivy_robot
import ivy_vision
import numpy as np
import pytest
from _helpers import ATOL, BACKEND, DTYPES, check_gradient, native, numpy_of

FULL = os.environ.get("IVY_FULL") == "1"  # the IK success rate on 1024 targets instead of 64


# --- the independent reference -----------------------------------------------------------------
def rot(axis, t):
    c, s = np.cos(t), np.sin(t)
    m = np.zeros(np.shape(t) + (4, 4))
    m[..., 3, 3] = 1.0
    i, j = {"x": (1, 2), "y": (2, 0), "z": (0, 1)}[axis]
    k = 3 - i - j
    m[..., k, k] = 1.0
    m[..., i, i], m[..., i, j], m[..., j, i], m[..., j, j] = c, -s, s, c
    return m


def trans(axis, v):
    m = np.broadcast_to(np.eye(4), np.shape(v) + (4, 4)).copy()
    m[..., "xyz".index(axis), 3] = v
    return m


def ref_link_mats(dh, q, convention):
    """[..., N, 4, 4] by composing elementary transforms."""
    out = []
    for i, (a, d, alpha, off) in enumerate(dh):
        th = q[..., i] + off
        z = np.zeros_like(th)
        if convention == "standard":
            m = rot("z", th) @ trans("z", z + d) @ trans("x", z + a) @ rot("x", z + alpha)
        else:
            m = rot("x", z + alpha) @ trans("x", z + a) @ rot("z", th) @ trans("z", z + d)
        out.append(m)
    return np.stack(out, -3)


def ref_poses(dh, q, convention, base=None, tool=None):
    base = np.eye(4) if base is None else base
    tool = np.eye(4) if tool is None else tool
    mats = ref_link_mats(dh, q, convention)
    poses = [np.broadcast_to(base, q.shape[:-1] + (4, 4))]
    for i in range(len(dh)):
        poses.append(poses[-1] @ mats[..., i, :, :])
    poses.append(poses[-1] @ tool)
    return np.stack(poses, -3)[..., :3, :]


PANDA_DH = [[0.0, 0.333, 0.0, 0.0], [0.0, 0.0, -np.pi / 2, 0.0], [0.0, 0.316, np.pi / 2, 0.0],
            [0.0825, 0.0, np.pi / 2, 0.0], [-0.0825, 0.384, -np.pi / 2, 0.0],
            [0.0, 0.0, np.pi / 2, 0.0], [0.088, 0.107, np.pi / 2, 0.0]]
_K = math.sin(math.pi / 6) / math.sin(math.pi / 3)
MICO_DH = [[0.0, 0.2755, np.pi / 2, 0.0], [0.29, 0.0, np.pi, -np.pi / 2],
           [0.0, -0.007, np.pi / 2, np.pi / 2], [0.0, -(0.1233 + _K * 0.0741), np.pi / 3, 0.0],
           [0.0, -2 * _K * 0.0741, np.pi / 3, -np.pi], [0.0, -(_K * 0.0741 + 0.16), np.pi,
                                                         100 * np.pi / 180]]


def _random_dh(rng, n):
    return np.stack([rng.uniform(-0.5, 0.5, n), rng.uniform(-0.5, 0.5, n),
                     rng.uniform(-np.pi, np.pi, n), rng.uniform(-np.pi, np.pi, n)], -1)


# --- forward kinematics ------------------------------------------------------------------------
@pytest.mark.parametrize("convention", ["standard", "modified"])
@pytest.mark.parametrize("dtype", DTYPES)
def test_forward_kinematics_against_reference(convention, dtype):
    rng = np.random.default_rng(0)
    dh = _random_dh(rng, 5)
    base = np.eye(4)
    base[:3, 3] = [0.1, -0.2, 0.3]
    base[:3, :3] = rot("z", 0.4)[:3, :3]
    tool = trans("z", 0.15) @ rot("y", 0.3)
    arm = ivy_robot.Manipulator(dh, convention, base_mat=base, tool_mat=tool[:3])
    q = rng.uniform(-np.pi, np.pi, (2, 3, 5)).astype(dtype)
    mats = numpy_of(arm.link_matrices(native(q)))
    poses = numpy_of(arm.link_poses(native(q)))
    assert mats.shape == (2, 3, 5, 4, 4) and poses.shape == (2, 3, 7, 3, 4)
    assert str(poses.dtype) == dtype
    tol = ATOL[dtype] * 10
    np.testing.assert_allclose(mats, ref_link_mats(dh, q.astype(np.float64), convention),
                               atol=tol, rtol=0)
    ref = ref_poses(dh, q.astype(np.float64), convention, base, tool)
    np.testing.assert_allclose(poses, ref, atol=tol, rtol=0)
    np.testing.assert_allclose(numpy_of(arm.end_effector_pose(native(q))), ref[..., -1, :, :],
                               atol=tol, rtol=0)


@pytest.mark.parametrize("name", ["panda", "mico"])
def test_ready_made_arms_against_their_published_parameters(name):
    arm, dh, conv = ((ivy_robot.PandaManipulator(), PANDA_DH, "modified") if name == "panda"
                     else (ivy_robot.MicoManipulator(), MICO_DH, "standard"))
    q = np.random.default_rng(1).uniform(-2, 2, (4, len(dh)))
    np.testing.assert_allclose(numpy_of(arm.link_poses(native(q))), ref_poses(dh, q, conv),
                               atol=1e-12)


def test_panda_at_zero_angles_closed_form():
    """All joints at 0: the flange is 0.088 m forward, 0.333 + 0.316 + 0.384 - 0.107 m up."""
    pose = numpy_of(ivy_robot.PandaManipulator().end_effector_pose(native(np.zeros(7))))
    np.testing.assert_allclose(pose[:, 3], [0.088, 0.0, 0.926], atol=1e-12)
    np.testing.assert_allclose(pose[:, :3], np.diag([1.0, -1.0, -1.0]), atol=1e-12)


def test_sample_links_between_frame_origins():
    arm = ivy_robot.PandaManipulator()
    q = np.random.default_rng(2).uniform(-1, 1, (3, 7))
    pts = numpy_of(arm.sample_links(native(q), 5))
    assert pts.shape == (3, 8, 5, 3)
    o = ref_poses(PANDA_DH, q, "modified")[..., :, 3]  # [3, 9, 3]
    t = np.linspace(0, 1, 5)[:, None]
    ref = o[:, :-1, None, :] + t * (o[:, 1:, None, :] - o[:, :-1, None, :])
    np.testing.assert_allclose(pts, ref, atol=1e-12)


# --- Jacobian and gradients --------------------------------------------------------------------
def _fd_jacobian(dh, conv, q, h=1e-6):
    cols = []
    for i in range(len(dh)):
        e = np.zeros_like(q)
        e[i] = h
        p1, p0 = ref_poses(dh, q + e, conv)[-1], ref_poses(dh, q - e, conv)[-1]
        v = (p1[:, 3] - p0[:, 3]) / (2 * h)
        w = ((p1[:, :3] - p0[:, :3]) / (2 * h)) @ ref_poses(dh, q, conv)[-1][:, :3].T
        cols.append(np.concatenate([v, [w[2, 1], w[0, 2], w[1, 0]]]))
    return np.stack(cols, -1)


@pytest.mark.parametrize("name", ["panda", "mico"])
def test_jacobian_against_finite_differences(name):
    arm, dh, conv = ((ivy_robot.PandaManipulator(), PANDA_DH, "modified") if name == "panda"
                     else (ivy_robot.MicoManipulator(), MICO_DH, "standard"))
    q = np.random.default_rng(3).uniform(-2, 2, (3, len(dh)))
    jac = numpy_of(arm.jacobian(native(q)))
    assert jac.shape == (3, 6, len(dh))
    for b in range(3):
        np.testing.assert_allclose(jac[b], _fd_jacobian(dh, conv, q[b]), atol=1e-8)


def test_forward_kinematics_gradient_against_finite_differences():
    arm = ivy_robot.PandaManipulator()
    rng = np.random.default_rng(4)
    q, w = rng.uniform(-1, 1, (2, 7)), rng.normal(size=(2, 9, 3, 4))

    def ref(x):
        return (ref_poses(PANDA_DH, x, "modified") * w).sum()

    check_gradient(lambda x: ivy.sum(arm.link_poses(x) * native(w)), ref, q)


# --- inverse kinematics --------------------------------------------------------------------------
IK_ITERATIONS = 100  # the stated budget


def test_inverse_kinematics_reaches_random_reachable_panda_targets():
    """>= 95% of random reachable targets (FK of uniform joint angles within the limits) to
    1e-4 m in IK_ITERATIONS damped least-squares steps from the same ready pose (64 targets;
    1024 with IVY_FULL=1); the angles stay within the limits."""
    arm = ivy_robot.PandaManipulator()
    n = 1024 if FULL else 64
    lim = np.array(arm.joint_limits)
    qt = np.random.default_rng(5).uniform(lim[:, 0], lim[:, 1], (n, 7))
    targets = ref_poses(PANDA_DH, qt, "modified")[:, -1, :, 3]
    q0 = np.tile([0.0, -0.3, 0.0, -2.2, 0.0, 2.0, 0.785], (n, 1))
    if BACKEND in ("jax", "tensorflow"):  # memoryless steps: IK_ITERATIONS compiled ones (CI time)
        step = ivy.compile(lambda t, q: arm.inverse_kinematics(t, q, iterations=1))
        q = native(q0)
        for _ in range(IK_ITERATIONS):
            q, err = step(native(targets), q)
    else:
        q, err = arm.inverse_kinematics(native(targets), native(q0), iterations=IK_ITERATIONS)
    q, err = numpy_of(q), numpy_of(err)
    reached = np.linalg.norm(ref_poses(PANDA_DH, q, "modified")[:, -1, :, 3] - targets, axis=-1)
    np.testing.assert_allclose(err, reached, atol=1e-9)
    assert (reached < 1e-4).mean() >= 0.95, (reached < 1e-4).mean()
    assert (q >= lim[:, 0] - 1e-12).all() and (q <= lim[:, 1] + 1e-12).all()


# --- collision cost ------------------------------------------------------------------------------
def test_collision_cost_of_links_against_a_scene():
    arm = ivy_robot.PandaManipulator()
    q = np.zeros((2, 7))
    q[1, 1] = -1.2  # the second arm leans back, away from the box
    ext = np.concatenate([np.eye(3), -np.array([[0.0], [0.0], [0.6]])], -1)[None]
    dims = np.array([[0.2, 0.2, 0.1]])
    scene = ivy_vision.PrimitiveScene(cuboid_ext_mats=native(ext), cuboid_dims=native(dims))
    pts = arm.sample_links(native(q), 6)
    cost = numpy_of(ivy_robot.collision_cost(ivy.reshape(pts, (2, -1, 3)), scene.sdf, 0.05))
    p = numpy_of(pts).reshape(2, -1, 3)
    local = np.abs(p - [0.0, 0.0, 0.6]) - dims[0] / 2
    sdf = np.linalg.norm(np.maximum(local, 0), axis=-1) + np.minimum(local.max(-1), 0)
    np.testing.assert_allclose(cost, np.maximum(0.05 - sdf, 0).mean(-1), atol=1e-12)
    assert cost[0] > 0.01 and cost[1] < cost[0] / 10


# --- bad input ---------------------------------------------------------------------------------
def test_bad_input_raises_clear_errors():
    with pytest.raises(ivy.IvyValueError, match="dh_params must have rows of 4 numbers"):
        ivy_robot.Manipulator([[0.0, 0.1, 0.0]])
    with pytest.raises(ivy.IvyValueError, match="convention must be 'standard' or 'modified'"):
        ivy_robot.Manipulator([[0.0, 0.1, 0.0, 0.0]], "craig")
    with pytest.raises(ivy.IvyValueError, match="joint_limits must be 1 rows"):
        ivy_robot.Manipulator([[0.0, 0.1, 0.0, 0.0]], joint_limits=[[1.0, -1.0]])
    arm = ivy_robot.PandaManipulator()
    with pytest.raises(ivy.IvyValueError, match=r"PandaManipulator.link_poses: expected "
                                                r"joint_angles of shape \[\.\.\., 7\]"):
        arm.link_poses(native(np.zeros(6)))
    with pytest.raises(ivy.IvyValueError, match="samples_per_link must be an int >= 2"):
        arm.sample_links(native(np.zeros(7)), 1)
    with pytest.raises(ivy.IvyValueError, match="expected target_positions of shape"):
        arm.inverse_kinematics(native(np.zeros(2)), native(np.zeros(7)))
    with pytest.raises(ivy.IvyValueError, match="collision_cost: sdf must be callable"):
        ivy_robot.collision_cost(native(np.zeros((2, 3))), None)
    with pytest.raises(ivy.IvyValueError, match=r"sdf must map points \[..., P, 3\] to \[..., P\]"):
        ivy_robot.collision_cost(native(np.zeros((2, 3))), lambda p: ivy.concat([p, p], axis=-1))


# --- roboticstoolbox-python (where installed: the torch session) --------------------------------
if importlib.util.find_spec("roboticstoolbox") is not None:  # an optional second reference

    def test_against_roboticstoolbox_models_and_jacob0():
        import roboticstoolbox as rtb
        from spatialmath import SE3

        rng = np.random.default_rng(6)
        panda, mico = rtb.models.DH.Panda(), rtb.models.DH.Mico()
        panda.tool = SE3()  # the hand: Ivy's Panda ends at the flange
        for _ in range(4):
            q = rng.uniform(-2, 2, 7)
            arm = ivy_robot.PandaManipulator()
            np.testing.assert_allclose(numpy_of(arm.end_effector_pose(native(q))),
                                       panda.fkine(q).A[:3], atol=1e-12)
            np.testing.assert_allclose(numpy_of(arm.jacobian(native(q))), panda.jacob0(q),
                                       atol=1e-12)
            qm = rng.uniform(-2, 2, 6)
            ours = qm.copy()
            ours[0] = -qm[0]  # Kinova's first joint turns the other way (rtb: theta_1 = -q_1)
            mine = ivy_robot.MicoManipulator()
            np.testing.assert_allclose(numpy_of(mine.end_effector_pose(native(ours))),
                                       mico.fkine(qm).A[:3], atol=1e-12)
