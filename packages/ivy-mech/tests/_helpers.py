"""Shared test helpers: native arrays of the backend under test, SciPy references, tolerances,
the standard batch of rotations (random and edge cases), the check of a converter's output, and
the gradient check (``ivy.grad`` against finite differences).

JAX compiles every operation once per shape and dtype: the tests use one batch size, ``N``, for
nearly everything, so that the compiled operations are shared between tests."""

import os

import ivy
import numpy as np
import pytest
from scipy.spatial.transform import Rotation

BACKEND = os.environ.get("IVY_BACKEND", "numpy")
BK = ivy.get_backend(BACKEND)  # loads the backend (JAX: 64-bit mode from the nox session)
AUTODIFF = BACKEND in ("torch", "jax", "tensorflow", "mxnet")
DTYPES = ("float32", "float64")
# absolute tolerance per dtype (values are O(1): angles, unit vectors, matrix entries)
ATOL = {"float32": 1e-5, "float64": 1e-10}

native, numpy_of = ivy.testing.native_converters(BACKEND)



# one batch size for the whole suite (see the module docstring)
N = 64
REPS = ("rot_mat", "quaternion", "axis_angle", "rot_vec", "polar_axis_angle", "euler")
SHAPES = {"rot_mat": (3, 3), "quaternion": (4,), "axis_angle": (4,), "rot_vec": (3,),
          "polar_axis_angle": (3,), "euler": (3,)}

# pose name -> its rotation representation, and the pose shapes
ROTATION_OF = {"mat_pose": "rot_mat", "homogeneous_pose": "rot_mat", "quaternion_pose": "quaternion",
               "axis_angle_pose": "axis_angle", "rot_vec_pose": "rot_vec",
               "polar_axis_angle_pose": "polar_axis_angle", "euler_pose": "euler"}
POSE_SHAPES = {"mat_pose": (3, 4), "homogeneous_pose": (4, 4)}
POSE_SHAPES.update({p: (SHAPES[r][0] + 3,) for p, r in ROTATION_OF.items() if p not in POSE_SHAPES})


def join_pose(position, rotation, pose):
    """NumPy reference of a pose from positions ``[n, 3]`` and a rotation batch."""
    if pose in ("mat_pose", "homogeneous_pose"):
        out = np.concatenate([rotation, position[:, :, None]], -1)
        if pose == "homogeneous_pose":
            row = np.broadcast_to(np.array([0.0, 0.0, 0.0, 1.0], out.dtype), (len(out), 1, 4))
            out = np.concatenate([out, row], -2)
        return out
    return np.concatenate([position, rotation], -1)


def split_pose(pose_array, pose):
    if pose in ("mat_pose", "homogeneous_pose"):
        return pose_array[:, :3, 3], pose_array[:, :3, :3]
    return pose_array[:, :3], pose_array[:, 3:]


def is_native(x):
    return type(x) in BK.array_types or isinstance(x, BK.array_types)


# --- SciPy references per representation (float64) -----------------------------------------
def axis_angle_of(rot):
    rv = np.atleast_2d(rot.as_rotvec())
    theta = np.linalg.norm(rv, axis=-1, keepdims=True)
    axis = np.where(theta > 0, rv / np.where(theta > 0, theta, 1.0), [0.0, 0.0, 1.0])
    return np.concatenate([axis, theta], axis=-1)


def polar_of_axis_angle(aa):
    e, theta = aa[..., :3], aa[..., 3]
    return np.stack([np.arctan2(np.hypot(e[..., 0], e[..., 1]), e[..., 2]),
                     np.arctan2(e[..., 1], e[..., 0]), theta], axis=-1)


def as_rep(rot, rep, convention="zyx"):
    """The representation ``rep`` of SciPy rotations ``rot`` (a batch), canonical as ivy_mech's."""
    if rep == "rot_mat":
        return rot.as_matrix()
    if rep == "quaternion":
        q = np.atleast_2d(rot.as_quat())
        return np.where(q[..., 3:] < 0, -q, q)
    if rep == "rot_vec":
        return rot.as_rotvec()
    if rep == "axis_angle":
        return axis_angle_of(rot)
    if rep == "polar_axis_angle":
        return polar_of_axis_angle(axis_angle_of(rot))
    return rot.as_euler(convention)


def from_rep(x, rep, convention="zyx"):
    """SciPy rotations from a (float64) batch in representation ``rep``."""
    x = np.asarray(x, dtype=np.float64)
    if rep == "rot_mat":
        return Rotation.from_matrix(x.reshape(-1, 3, 3))
    if rep == "quaternion":
        return Rotation.from_quat(x.reshape(-1, 4))
    if rep == "rot_vec":
        return Rotation.from_rotvec(x.reshape(-1, 3))
    if rep == "axis_angle":
        x = x.reshape(-1, 4)
        e = x[:, :3] / np.linalg.norm(x[:, :3], axis=-1, keepdims=True)
        return Rotation.from_rotvec(e * x[:, 3:])
    if rep == "polar_axis_angle":
        x = x.reshape(-1, 3)
        inc, az, th = x[:, 0], x[:, 1], x[:, 2]
        e = np.stack([np.sin(inc) * np.cos(az), np.sin(inc) * np.sin(az), np.cos(inc)], -1)
        return Rotation.from_rotvec(e * th[:, None])
    return Rotation.from_euler(convention, x.reshape(-1, 3))


def wrapped(d):
    """Angle differences wrapped to [-pi, pi)."""
    return (d + np.pi) % (2 * np.pi) - np.pi


# --- the standard batch ---------------------------------------------------------------------
def edge_rotations():
    """Identity, theta = pi about several axes, tiny and near-pi angles (11 rotations)."""
    axes = np.array([[1, 0, 0], [0, 1, 0], [0, 0, 1], [1, 1, 1], [1, -2, 0.5], [-0.3, 0.1, -1]])
    axes = axes / np.linalg.norm(axes, axis=-1, keepdims=True)
    rv = [np.zeros(3)] + [a * np.pi for a in axes]
    rv += [axes[4] * t for t in (1e-9, 1e-5, 1e-3, np.pi - 1e-4)] + [axes[5] * 0.5]
    return Rotation.from_rotvec(np.array(rv))


def gimbal_angles(convention):
    """Euler angles in gimbal lock for ``convention`` (middle angle at its singular values)."""
    mids = (0.0, np.pi) if convention[0] == convention[2] else (np.pi / 2, -np.pi / 2)
    return np.array([[a, m, b] for m in mids for a, b in ((0.3, 0.5), (-2.0, 1.2), (3.0, 0.4))])


def standard_batch(convention="zyx", seed=1):
    """``N`` rotations: random ones, the edge cases and 6 gimbal locks of ``convention``."""
    edge = Rotation.concatenate([edge_rotations(),
                                 Rotation.from_euler(convention, gimbal_angles(convention))])
    return Rotation.concatenate([Rotation.random(N - len(edge), random_state=seed), edge])


def inputs(rot, rep, dtype, convention="zyx", seed=0):
    """Input batch of ``rep`` in ``dtype`` for SciPy rotations ``rot``, and the reference
    rotations built from the rounded input (so float32 rounding is not counted as error).
    Quaternions get random signs and norms in [0.5, 2]."""
    rng = np.random.default_rng(seed)
    x = as_rep(rot, rep, convention)
    if rep == "quaternion":  # any sign, any non-zero norm
        x = x * rng.choice([-1.0, 1.0], (len(x), 1)) * rng.uniform(0.5, 2.0, (len(x), 1))
    x = np.asarray(x).astype(dtype)
    return x, from_rep(x, rep, convention)


def angle_of(rot):
    return np.linalg.norm(np.atleast_2d(rot.as_rotvec()), axis=-1)


def check_rotation(out, dst, ref, dtype, convention="zyx"):
    """``out`` (NumPy, ``[n, *SHAPES[dst]]``) is the rotation ``ref``; it equals SciPy's values
    where the representation is unique (away from theta = 0, pi and gimbal lock). Returns the
    largest error of the rotation matrix it represents."""
    atol = ATOL[dtype]
    got = from_rep(out, dst, convention).as_matrix()
    expected = as_rep(ref, dst, convention)
    if dst == "euler":
        # within 1e-7 of gimbal lock both SciPy and ivy_mech zero the third angle: compare with
        # the matrix of SciPy's angles, and with the true matrix to that approximation
        np.testing.assert_allclose(got, from_rep(expected, dst, convention).as_matrix(),
                                   atol=atol, rtol=0)
        atol_true = max(atol, 1e-6)
    else:
        atol_true = atol
    err = np.abs(got - ref.as_matrix()).max()
    np.testing.assert_allclose(got, ref.as_matrix(), atol=atol_true, rtol=0)
    theta = angle_of(ref)
    regular = theta < np.pi - 1e-3  # the rotation vector is unique up to theta = pi
    # the axis of a small rotation is ill-conditioned (error ~ eps / theta)
    regular_axis = regular & (theta > (0.05 if dtype == "float32" else 1e-3))
    if dst == "quaternion":
        d = np.minimum(np.abs(out - expected).max(-1), np.abs(out + expected).max(-1))
        assert d.max() <= atol
        assert np.all(out[:, 3] >= 0)
    elif dst == "rot_vec":
        np.testing.assert_allclose(out[regular], expected[regular], atol=atol, rtol=0)
    elif dst == "axis_angle":
        np.testing.assert_allclose(out[regular_axis], expected[regular_axis], atol=atol, rtol=0)
        np.testing.assert_allclose(out[regular, 3], expected[regular, 3], atol=atol, rtol=0)
        assert np.all(out[:, 3] >= 0) and np.all(out[:, 3] <= np.pi + atol)
    elif dst == "polar_axis_angle":
        ok = regular_axis & (np.abs(np.sin(expected[:, 0])) > 1e-3)
        np.testing.assert_allclose(wrapped(out[ok] - expected[ok]), 0.0, atol=atol)
    elif dst == "euler":
        sing = (0.0, np.pi) if convention[0] == convention[2] else (-np.pi / 2, np.pi / 2)
        ok = np.min([np.abs(expected[:, 1] - s) for s in sing], axis=0) > 0.1
        np.testing.assert_allclose(wrapped(out[ok] - expected[ok]), 0.0, atol=atol)
        assert np.all(out[:, [0, 2]] >= -np.pi) and np.all(out[:, [0, 2]] < np.pi + atol)
        lo, hi = (0.0, np.pi) if convention[0] == convention[2] else (-np.pi / 2, np.pi / 2)
        assert np.all(out[:, 1] >= lo - atol) and np.all(out[:, 1] <= hi + atol)
    return err


# --- gradients ------------------------------------------------------------------------------
def finite_difference(fn, x, w, h=1e-6):
    """Central differences of ``sum(w * fn(x))`` over ``x`` (NumPy backend, float64).

    The rows of ``x`` are independent (every function is batched), so component ``j`` of all
    rows is perturbed at once, and all ``2 * D`` perturbed batches go through ``fn`` in one call
    (a new leading dimension)."""
    n, shape = x.shape[0], x.shape[1:]
    d = int(np.prod(shape))
    e = np.eye(d).reshape(d, 1, *shape) * h
    out = np.asarray(fn(np.concatenate([x + e, x - e])))  # [2 d, n, ...]
    loss = (out * w).reshape(2 * d, n, -1).sum(-1)
    return ((loss[:d] - loss[d:]) / (2 * h)).T.reshape(x.shape)


def check_gradient(fn, x, fd_rows, seed=0, rtol=1e-5, atol=1e-6):
    """``ivy.grad`` of ``sum(w * fn(x))`` (fixed random ``w``) is finite on every row of ``x``
    and equals the finite difference on the rows ``fd_rows`` (a boolean mask); on NumPy it
    raises ``IvyUnsupportedError``.

    ``fn`` takes one array (NumPy or the backend's) and returns one array. The finite
    differences use the NumPy backend in float64."""
    x = np.asarray(x, dtype=np.float64)
    w = np.random.default_rng(seed).normal(size=np.shape(fn(x)))
    wn = native(w)
    grad = ivy.grad(lambda xn: ivy.sum(ivy.multiply(fn(xn), wn)))
    if not AUTODIFF:  # NumPy: no autodiff, and a clear error saying so
        with pytest.raises(ivy.IvyUnsupportedError, match="ivy.grad is not supported on the 'numpy'"):
            grad(native(x))
        return
    g = numpy_of(grad(native(x)))
    assert g.shape == x.shape
    bad = ~np.isfinite(g).reshape(len(x), -1).all(-1)
    assert not bad.any(), f"non-finite gradient on rows {np.flatnonzero(bad)}: {x[bad]}"
    with np.errstate(all="ignore"):  # differences across a singular row are not compared
        fd = finite_difference(fn, x, w)
    np.testing.assert_allclose(g[fd_rows], fd[fd_rows], rtol=rtol, atol=atol)
