"""Every pairwise rotation converter against SciPy's Rotation, on the backend under test."""

import itertools

import ivy
import ivy_mech
import numpy as np
import pytest
from _helpers import ATOL, DTYPES, as_rep, from_rep, is_native, native, numpy_of, wrapped
from hypothesis import given
from hypothesis import strategies as st
from scipy.spatial.transform import Rotation

REPS = ["rot_mat", "quaternion", "axis_angle", "rot_vec", "polar_axis_angle", "euler"]
PAIRS = [(a, b) for a, b in itertools.permutations(REPS, 2)]
NON_EULER = [(a, b) for a, b in PAIRS if "euler" not in (a, b)]
EULER = [(a, b) for a, b in PAIRS if "euler" in (a, b)]
SHAPES = {"rot_mat": (3, 3), "quaternion": (4,), "axis_angle": (4,), "rot_vec": (3,),
          "polar_axis_angle": (3,), "euler": (3,)}


def edge_rotations():
    """Identity, theta = pi about several axes, tiny and near-pi angles."""
    axes = np.array([[1, 0, 0], [0, 1, 0], [0, 0, 1], [1, 1, 1], [1, -2, 0.5], [-0.3, 0.1, -1]])
    axes = axes / np.linalg.norm(axes, axis=-1, keepdims=True)
    rv = [np.zeros(3)] + [a * np.pi for a in axes]
    rv += [axes[4] * t for t in (1e-9, 1e-5, 1e-3, np.pi - 1e-4)] + [axes[5] * 0.5]
    return Rotation.from_rotvec(np.array(rv))


def gimbal_rotations(convention):
    """Rotations in gimbal lock for ``convention`` (middle angle at its singular values)."""
    mids = (0.0, np.pi) if convention[0] == convention[2] else (np.pi / 2, -np.pi / 2)
    angles = [[a, m, b] for m in mids for a, b in ((0.3, 0.5), (-2.0, 1.2), (3.0, 0.4))]
    return np.array(angles)


def inputs(rot, rep, dtype, convention="zyx", euler_angles=None, seed=0):
    """Input batch of ``rep`` in ``dtype`` for SciPy rotations ``rot``, and the reference
    rotations built from the rounded input (so float32 rounding is not counted as error)."""
    rng = np.random.default_rng(seed)
    x = as_rep(rot, rep, convention) if euler_angles is None else euler_angles
    if rep == "quaternion":  # any sign, any non-zero norm
        x = x * rng.choice([-1.0, 1.0], (len(x), 1)) * rng.uniform(0.5, 2.0, (len(x), 1))
    x = np.asarray(x).astype(dtype)
    return x, from_rep(x, rep, convention)


def angle_of(rot):
    return np.linalg.norm(np.atleast_2d(rot.as_rotvec()), axis=-1)


def check(out, dst, ref, dtype, convention="zyx"):
    """The output is a native array of the dtype; same rotation as ``ref``; equal to SciPy's
    values where the representation is unique (away from theta = 0, pi and gimbal lock)."""
    assert is_native(out)
    out = numpy_of(out)
    assert out.dtype == np.dtype(dtype)
    assert out.shape == (len(ref), *SHAPES[dst])
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
    np.testing.assert_allclose(got, ref.as_matrix(), atol=atol_true, rtol=0)
    theta = angle_of(ref)
    regular = theta < np.pi - 1e-3  # the rotation vector is unique up to theta = pi
    # the axis of a small rotation is ill-conditioned (error ~ eps / theta)
    regular_axis = regular & (theta > (0.05 if dtype == "float32" else 1e-3))
    if dst == "quaternion":
        err = np.minimum(np.abs(out - expected).max(-1), np.abs(out + expected).max(-1))
        assert err.max() <= atol
        assert np.all(out[:, 3] >= 0)
    elif dst == "rot_vec":
        np.testing.assert_allclose(out[regular], expected[regular], atol=atol, rtol=0)
    elif dst == "axis_angle":
        np.testing.assert_allclose(out[regular_axis], expected[regular_axis], atol=atol, rtol=0)
        np.testing.assert_allclose(out[regular, 3], expected[regular, 3], atol=atol, rtol=0)
    elif dst == "polar_axis_angle":
        ok = regular_axis & (np.abs(np.sin(expected[:, 0])) > 1e-3)
        np.testing.assert_allclose(wrapped(out[ok] - expected[ok]), 0.0, atol=atol)
    elif dst == "euler":
        sing = (0.0, np.pi) if convention[0] == convention[2] else (-np.pi / 2, np.pi / 2)
        ok = np.min([np.abs(expected[:, 1] - s) for s in sing], axis=0) > 0.1
        np.testing.assert_allclose(wrapped(out[ok] - expected[ok]), 0.0, atol=atol)
        assert np.all(out[:, [0, 2]] >= -np.pi) and np.all(out[:, [0, 2]] < np.pi + atol)


def batch(convention="zyx"):
    rots = Rotation.concatenate([Rotation.random(40, random_state=1), edge_rotations()])
    return rots


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("src,dst", NON_EULER)
def test_conversion_matches_scipy(src, dst, dtype):
    x, ref = inputs(batch(), src, dtype)
    check(getattr(ivy_mech, f"{src}_to_{dst}")(native(x)), dst, ref, dtype)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("convention", ivy_mech.CONVENTIONS)
@pytest.mark.parametrize("src,dst", EULER)
def test_euler_conversion_matches_scipy(src, dst, convention, dtype):
    rots = Rotation.concatenate([batch(), Rotation.from_euler(convention,
                                                              gimbal_rotations(convention))])
    x, ref = inputs(rots, src, dtype, convention)
    out = getattr(ivy_mech, f"{src}_to_{dst}")(native(x), convention=convention)
    check(out, dst, ref, dtype, convention)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("convention", ivy_mech.CONVENTIONS)
@pytest.mark.parametrize("src", ["rot_mat", "quaternion"])
def test_euler_gimbal_lock_same_branch_as_scipy(src, convention, dtype):
    """In gimbal lock SciPy sets the third angle to 0; so does ivy_mech (same first angle)."""
    angles = gimbal_rotations(convention)
    ref = Rotation.from_euler(convention, angles)
    x = as_rep(ref, src).astype(dtype)
    out = numpy_of(getattr(ivy_mech, f"{src}_to_euler")(native(x), convention=convention))
    expected = from_rep(x, src).as_euler(convention)
    np.testing.assert_allclose(out[:, 2], 0.0, atol=ATOL[dtype])
    np.testing.assert_allclose(wrapped(out - expected), 0.0, atol=ATOL[dtype] * 10)


@pytest.mark.parametrize("dtype", DTYPES)
def test_identity_outputs(dtype):
    """theta = 0: exact identity outputs, axis [0, 0, 1]."""
    q = native(np.array([[0.0, 0.0, 0.0, 1.0], [0.0, 0.0, 0.0, -2.0]], dtype))
    expected = {"rot_mat": np.eye(3), "axis_angle": [0, 0, 1, 0], "rot_vec": [0, 0, 0],
                "polar_axis_angle": [0, 0, 0], "euler": [0, 0, 0]}
    for dst, e in expected.items():
        out = numpy_of(getattr(ivy_mech, f"quaternion_to_{dst}")(q))
        np.testing.assert_allclose(out, np.broadcast_to(e, out.shape), atol=ATOL[dtype])
    np.testing.assert_allclose(numpy_of(ivy_mech.rot_mat_to_quaternion(native(np.eye(3, dtype=dtype)))),
                               [0, 0, 0, 1], atol=0)


@given(seed=st.integers(0, 2**31 - 1), pair=st.sampled_from(PAIRS),
       shape=st.sampled_from([(), (1,), (3,), (2, 3)]), dtype=st.sampled_from(DTYPES),
       convention=st.sampled_from(ivy_mech.CONVENTIONS))
def test_batch_shapes(seed, pair, shape, dtype, convention):
    """Any leading shape, including none: same values as the flat batch."""
    src, dst = pair
    n = int(np.prod(shape))
    x, ref = inputs(Rotation.random(n, random_state=seed), src, dtype, convention, seed=seed)
    fn = getattr(ivy_mech, f"{src}_to_{dst}")
    kw = {"convention": convention} if "euler" in pair else {}
    out = fn(native(x.reshape(*shape, *SHAPES[src])), **kw)
    assert tuple(out.shape) == (*shape, *SHAPES[dst])
    check(ivy.reshape(out, (n, *SHAPES[dst])), dst, ref, dtype, convention)


@pytest.mark.parametrize("src,dst", PAIRS)
def test_wrong_shape_raises(src, dst):
    name = f"{src}_to_{dst}"
    bad = native(np.zeros((2, 5), np.float32))
    with pytest.raises(ivy.IvyValueError, match=name) as info:
        getattr(ivy_mech, name)(bad)
    shape = "[..., " + ", ".join(map(str, SHAPES[src])) + "]"
    assert shape in str(info.value)


@pytest.mark.parametrize("src,dst", EULER)
def test_unknown_convention_raises(src, dst):
    name = f"{src}_to_{dst}"
    x = native(np.zeros((2, *SHAPES[src]), np.float32))
    with pytest.raises(ivy.IvyValueError, match=f"{name}.*'zxx'.*zyx"):
        getattr(ivy_mech, name)(x, convention="zxx")
    with pytest.raises(ivy.IvyValueError, match="ZYX"):
        getattr(ivy_mech, name)(x, convention="ZYX")


@pytest.mark.parametrize("dtype", DTYPES)
def test_target_facing_rotation_matrix(dtype):
    rng = np.random.default_rng(0)
    body = rng.normal(size=(20, 3))
    target = rng.normal(size=(20, 3))
    target[0] = body[0] + [0.0, 0.0, 2.0]  # straight above: the fallback "up"
    target[1] = body[1] - [0.0, 0.0, 1.0]  # straight below
    out = numpy_of(ivy_mech.target_facing_rotation_matrix(native(body.astype(dtype)),
                                                          native(target.astype(dtype))))
    atol = ATOL[dtype] * 10
    d = (target - body) / np.linalg.norm(target - body, axis=-1, keepdims=True)
    np.testing.assert_allclose(out[..., 2], d, atol=atol)  # z faces the target
    np.testing.assert_allclose(out @ np.swapaxes(out, -1, -2), np.broadcast_to(np.eye(3), out.shape),
                               atol=atol)
    np.testing.assert_allclose(np.linalg.det(out), 1.0, atol=atol)
    np.testing.assert_allclose(out[2:, 2, 0], 0.0, atol=atol)  # x (right) is horizontal
    assert np.all(out[2:, 2, 1] <= atol)  # y points down
