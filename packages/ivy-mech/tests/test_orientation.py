"""Every pairwise rotation converter against SciPy's Rotation, on the backend under test.

Inputs: the standard batch of ``_helpers`` (random rotations, the identity, theta = pi about
several axes, tiny and near-pi angles, gimbal locks), quaternions with random signs and norms.
"""

import itertools

import ivy
import ivy_mech
import numpy as np
import pytest
from _helpers import (
    ATOL,
    DTYPES,
    REPS,
    SHAPES,
    N,
    as_rep,
    check_rotation,
    from_rep,
    gimbal_angles,
    inputs,
    is_native,
    native,
    numpy_of,
    standard_batch,
)
from hypothesis import given
from hypothesis import strategies as st
from scipy.spatial.transform import Rotation

PAIRS = list(itertools.permutations(REPS, 2))
NON_EULER = [(a, b) for a, b in PAIRS if "euler" not in (a, b)]
EULER = [(a, b) for a, b in PAIRS if "euler" in (a, b)]


def check(out, dst, ref, dtype, convention="zyx"):
    """``out`` is a native array of ``dtype`` and shape ``[n, *SHAPES[dst]]`` for rotations
    ``ref``, checked by :func:`_helpers.check_rotation`."""
    assert is_native(out)
    out = numpy_of(out)
    assert out.dtype == np.dtype(dtype)
    assert out.shape == (len(ref), *SHAPES[dst])
    return check_rotation(out, dst, ref, dtype, convention)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("src,dst", NON_EULER)
def test_conversion_matches_scipy(src, dst, dtype):
    x, ref = inputs(standard_batch(), src, dtype)
    check(getattr(ivy_mech, f"{src}_to_{dst}")(native(x)), dst, ref, dtype)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("convention", ivy_mech.CONVENTIONS)
@pytest.mark.parametrize("src,dst", EULER)
def test_euler_conversion_matches_scipy(src, dst, convention, dtype):
    x, ref = inputs(standard_batch(convention), src, dtype, convention)
    out = getattr(ivy_mech, f"{src}_to_{dst}")(native(x), convention=convention)
    check(out, dst, ref, dtype, convention)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("convention", ivy_mech.CONVENTIONS)
@pytest.mark.parametrize("src", ["rot_mat", "quaternion"])
def test_euler_gimbal_lock_same_branch_as_scipy(src, convention, dtype):
    """In gimbal lock SciPy sets the third angle to 0; so does ivy_mech (same first angle)."""
    angles = gimbal_angles(convention)
    x = as_rep(standard_batch(convention), src).astype(dtype)  # the gimbal locks come last
    out = numpy_of(getattr(ivy_mech, f"{src}_to_euler")(native(x), convention=convention))
    out = out[-len(angles):]
    expected = from_rep(x[-len(angles):], src).as_euler(convention)
    np.testing.assert_allclose(out[:, 2], 0.0, atol=ATOL[dtype])
    np.testing.assert_allclose((out - expected + np.pi) % (2 * np.pi) - np.pi, 0.0,
                               atol=ATOL[dtype] * 10)


@pytest.mark.parametrize("dtype", DTYPES)
def test_identity_outputs(dtype):
    """theta = 0, from quaternions of any sign and norm: exact identity outputs, axis [0, 0, 1]."""
    w = np.where(np.arange(N) % 2, -1.0, 1.0) * np.linspace(0.5, 2.0, N)
    q = native(np.stack([np.zeros(N), np.zeros(N), np.zeros(N), w], -1).astype(dtype))
    expected = {"rot_mat": np.eye(3), "axis_angle": [0, 0, 1, 0], "rot_vec": [0, 0, 0],
                "polar_axis_angle": [0, 0, 0], "euler": [0, 0, 0]}
    for dst, e in expected.items():
        out = numpy_of(getattr(ivy_mech, f"quaternion_to_{dst}")(q))
        np.testing.assert_allclose(out, np.broadcast_to(e, out.shape), atol=ATOL[dtype])
    eye = native(np.broadcast_to(np.eye(3, dtype=dtype), (N, 3, 3)))
    out = numpy_of(ivy_mech.rot_mat_to_quaternion(eye))
    np.testing.assert_array_equal(out, np.broadcast_to([0.0, 0.0, 0.0, 1.0], (N, 4)))


# two (shape, dtype) cases only: on JAX each one compiles every operation again
@given(seed=st.integers(0, 2**31 - 1), pair=st.sampled_from(PAIRS),
       case=st.sampled_from([((), "float64"), ((4, N // 4), "float32")]),
       convention=st.sampled_from(ivy_mech.CONVENTIONS))
def test_batch_shapes(seed, pair, case, convention):
    """Any leading shape, including none: same values as the flat batch."""
    src, dst = pair
    shape, dtype = case
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
    with pytest.raises(ivy.IvyValueError, match=f"{name}.*list"):
        getattr(ivy_mech, name)(np.zeros(SHAPES[src]).tolist())


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
    body = rng.normal(size=(N, 3))
    target = rng.normal(size=(N, 3))
    target[0] = body[0] + [0.0, 0.0, 2.0]  # straight above: the fallback "up"
    target[1] = body[1] - [0.0, 0.0, 1.0]  # straight below
    out = ivy_mech.target_facing_rotation_matrix(native(body.astype(dtype)),
                                                 native(target.astype(dtype)))
    assert is_native(out) and tuple(out.shape) == (N, 3, 3)
    out = numpy_of(out)
    assert out.dtype == np.dtype(dtype)
    atol = ATOL[dtype] * 10
    d = (target - body) / np.linalg.norm(target - body, axis=-1, keepdims=True)
    np.testing.assert_allclose(out[..., 2], d, atol=atol)  # z faces the target
    np.testing.assert_allclose(out @ np.swapaxes(out, -1, -2), np.broadcast_to(np.eye(3), out.shape),
                               atol=atol)
    np.testing.assert_allclose(np.linalg.det(out), 1.0, atol=atol)
    np.testing.assert_allclose(out[2:, 2, 0], 0.0, atol=atol)  # x (right) is horizontal
    assert np.all(out[2:, 2, 1] <= atol)  # y points down


def test_target_facing_rotation_matrix_wrong_shape_raises():
    with pytest.raises(ivy.IvyValueError, match="target_facing_rotation_matrix.*target_pos"):
        ivy_mech.target_facing_rotation_matrix(native(np.zeros(3)), native(np.ones(2)))
