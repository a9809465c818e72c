"""Random rotations: uniform on SO(3) (angle distribution, no preferred octant, zero mean matrix),
each representation from the same draw, dtypes, seeds and bad arguments.

The arrays come from the backend in force: ``IVY_BACKEND`` names the default backend of the run.
"""

import ivy
import ivy_mech
import numpy as np
import pytest
from _helpers import ATOL, DTYPES, from_rep, is_native, numpy_of
from scipy import stats

M = 4096  # one sample size for every test (JAX compiles once)
REPS = ("rot_mat", "axis_angle", "rot_vec", "polar_axis_angle", "euler")


def sample(fn, dtype="float64", seed=0, **kw):
    out = fn((M,), dtype=dtype, seed=seed, **kw)
    assert is_native(out)
    out = numpy_of(out)
    assert out.dtype == np.dtype(dtype)
    return out


def test_rotation_angle_has_the_haar_distribution():
    """Uniform on SO(3): the angle has density (1 - cos t) / pi on [0, pi]."""
    q = sample(ivy_mech.random_quaternion)
    theta = from_rep(q, "quaternion").magnitude()
    ks = stats.kstest(theta, lambda t: (t - np.sin(t)) / np.pi)
    assert ks.pvalue > 1e-3, ks


def test_uniform_not_one_octant():
    """Every sign pattern of (qx, qy, qz) appears about equally (qw >= 0: q and -q are one
    rotation), and the mean rotation matrix is 0, as for the Haar measure."""
    q = sample(ivy_mech.random_quaternion)
    assert np.all(q[:, 3] >= 0)
    np.testing.assert_allclose(np.linalg.norm(q, axis=-1), 1.0, atol=1e-12)
    octant = (q[:, :3] > 0) @ np.array([1, 2, 4])
    counts = np.bincount(octant, minlength=8)
    assert stats.chisquare(counts).pvalue > 1e-3, counts
    m = sample(ivy_mech.random_rot_mat, seed=1)
    assert np.abs(m.mean(0)).max() < 5 / np.sqrt(3 * M)  # entries have variance 1/3


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("rep", REPS)
def test_representations_of_the_same_draw(rep, dtype):
    """``random_<rep>(seed=s)`` is ``quaternion_to_<rep>(random_quaternion(seed=s))``."""
    name = f"random_{'euler' if rep == 'euler' else rep}"
    kw = {"convention": "zxz"} if rep == "euler" else {}
    q = ivy_mech.random_quaternion((M,), dtype=dtype, seed=3)
    out = sample(getattr(ivy_mech, name), dtype, seed=3, **kw)
    expected = numpy_of(getattr(ivy_mech, f"quaternion_to_{rep}")(q, **kw))
    np.testing.assert_allclose(out, expected, atol=ATOL[dtype])
    np.testing.assert_allclose(from_rep(out, rep, "zxz").as_matrix(),
                               from_rep(numpy_of(q), "quaternion").as_matrix(), atol=ATOL[dtype] * 4)


def test_seeds_and_shapes():
    a = numpy_of(ivy_mech.random_quaternion((M,), seed=5))
    assert a.dtype == np.dtype(ivy.default_float_dtype())
    np.testing.assert_array_equal(a, numpy_of(ivy_mech.random_quaternion((M,), seed=5)))
    assert not np.allclose(a, numpy_of(ivy_mech.random_quaternion((M,), seed=6)))
    assert not np.allclose(a, numpy_of(ivy_mech.random_quaternion((M,))))  # Ivy's generator
    # shapes (and dtypes) as in the batch-shape tests of the converters: compiled once on JAX
    assert tuple(ivy_mech.random_rot_mat(dtype="float64").shape) == (3, 3)
    assert tuple(ivy_mech.random_euler((4, 16), dtype="float32").shape) == (4, 16, 3)
    assert tuple(ivy_mech.random_rot_vec([M]).shape) == (M, 3)


def test_bad_arguments_raise():
    with pytest.raises(ivy.IvyValueError, match="random_rot_mat: batch_shape must be a tuple"):
        ivy_mech.random_rot_mat(5)
    with pytest.raises(ivy.IvyValueError, match="random_euler: unknown Euler convention 'abc'"):
        ivy_mech.random_euler((2,), convention="abc")
