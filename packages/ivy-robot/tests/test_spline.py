"""sample_spline_path / spline_basis against SciPy: RBFInterpolator (polyharmonic kernels with a
linear term) and, in 1-D, CubicSpline(bc_type="natural"); batching, errors, gradients."""

import ivy
import ivy_robot
import numpy as np
import pytest
from _helpers import ATOL, DTYPES, check_gradient, native, numpy_of
from scipy.interpolate import CubicSpline, RBFInterpolator

KERNELS = {1: "linear", 2: "thin_plate_spline", 3: "cubic"}


def _anchors_1d(rng, a=5):
    t = np.sort(rng.uniform(0, 1, a))
    t[0], t[-1] = 0.0, 1.0
    return t[:, None]


@pytest.mark.parametrize("dtype", DTYPES)
def test_1d_equals_natural_cubic_spline_and_rbf(dtype):
    rng = np.random.default_rng(0)
    t, vals = _anchors_1d(rng).astype(dtype), rng.normal(size=(5, 6)).astype(dtype)
    q = np.linspace(0, 1, 100)[:, None].astype(dtype)
    out = ivy_robot.sample_spline_path(native(t), native(vals), native(q))
    assert out.shape == (100, 6) and ivy.as_ivy_dtype(out.dtype) == dtype
    t64, v64, q64 = (a.astype(np.float64) for a in (t, vals, q))
    natural = CubicSpline(t64[:, 0], v64, bc_type="natural")(q64[:, 0])
    rbf = RBFInterpolator(t64, v64, kernel="cubic", degree=1)(q64)
    np.testing.assert_allclose(numpy_of(out), natural, atol=ATOL[dtype], rtol=0)
    np.testing.assert_allclose(numpy_of(out), rbf, atol=ATOL[dtype], rtol=0)


@pytest.mark.parametrize("order", [1, 2, 3])
@pytest.mark.parametrize("dtype", DTYPES)
def test_2d_polyharmonic_equals_rbf_interpolator(order, dtype):
    rng = np.random.default_rng(order)
    x, y, q = rng.uniform(0, 1, (7, 2)), rng.normal(size=(7, 3)), rng.uniform(0, 1, (9, 2))
    x, y, q = (a.astype(dtype) for a in (x, y, q))
    out = numpy_of(ivy_robot.sample_spline_path(native(x), native(y), native(q), order=order))
    ref = RBFInterpolator(x.astype(np.float64), y.astype(np.float64), kernel=KERNELS[order],
                          degree=1)(q.astype(np.float64))
    np.testing.assert_allclose(out, ref, atol=ATOL[dtype] * (5 if dtype == "float32" else 1),
                               rtol=0)


def test_batched_and_basis():
    """A batch of 2 paths with their own anchors equals each path alone; B @ values too."""
    rng = np.random.default_rng(3)
    t = np.stack([_anchors_1d(rng), _anchors_1d(rng)])
    vals, q = rng.normal(size=(2, 5, 3)), np.linspace(0, 1, 11)[:, None]
    out = numpy_of(ivy_robot.sample_spline_path(native(t), native(vals), native(q)))
    assert out.shape == (2, 11, 3)
    for i in range(2):
        ref = CubicSpline(t[i, :, 0], vals[i], bc_type="natural")(q[:, 0])
        np.testing.assert_allclose(out[i], ref, atol=1e-10)
    basis = numpy_of(ivy_robot.spline_basis(native(t), native(q)))
    assert basis.shape == (2, 11, 5)
    np.testing.assert_allclose(basis @ vals, out, atol=1e-10)


def test_passes_through_anchors():
    rng = np.random.default_rng(4)
    t, vals = _anchors_1d(rng), rng.normal(size=(5, 2))
    out = numpy_of(ivy_robot.sample_spline_path(native(t), native(vals), native(t)))
    np.testing.assert_allclose(out, vals, atol=1e-10)


def test_gradient_wrt_anchor_values_and_points():
    rng = np.random.default_rng(5)
    t, vals, q = _anchors_1d(rng), rng.normal(size=(5, 2)), rng.uniform(0, 1, (7, 1))
    q[0] = t[2]  # a sample exactly on an anchor: phi'(0) must stay finite
    w = rng.normal(size=(7, 2))

    def ref_vals(v):
        return (CubicSpline(t[:, 0], v, bc_type="natural")(q[:, 0]) * w).sum()

    check_gradient(lambda v: ivy.sum(ivy.multiply(
        ivy_robot.sample_spline_path(native(t), v, native(q)), native(w))), ref_vals, vals)
    x2, y2 = rng.uniform(0, 1, (6, 2)), rng.normal(size=(6, 1))
    q2 = rng.uniform(0, 1, (4, 2))

    def ref_pts(x):
        return RBFInterpolator(x, y2, kernel="cubic", degree=1)(q2).sum()

    check_gradient(lambda x: ivy.sum(ivy_robot.sample_spline_path(x, native(y2), native(q2))),
                   ref_pts, x2, rtol=1e-4)


def test_bad_input_raises_clear_errors():
    t, v, q = native(np.linspace(0, 1, 4)[:, None]), native(np.zeros((4, 6))), native(np.zeros((3, 1)))
    with pytest.raises(ivy.IvyValueError, match="sample_spline_path: expected sample_points"):
        ivy_robot.sample_spline_path(t, v, native(np.zeros((3, 2))))
    with pytest.raises(ivy.IvyValueError, match="anchor_points has 4 anchors, anchor_values 5"):
        ivy_robot.sample_spline_path(t, native(np.zeros((5, 6))), q)
    with pytest.raises(ivy.IvyValueError, match="strictly increasing"):
        ivy_robot.sample_spline_path(native([[0.0], [0.5], [0.5], [1.0]]), v, q)
    with pytest.raises(ivy.IvyValueError, match="order must be a positive int"):
        ivy_robot.sample_spline_path(t, v, q, order=0)
    with pytest.raises(ivy.IvyValueError, match="need at least 3 anchors"):
        ivy_robot.spline_basis(native(np.zeros((2, 2))), native(np.zeros((3, 2))))
    with pytest.raises(ivy.IvyValueError, match="expected anchor_points to be an array"):
        ivy_robot.sample_spline_path([[0.0], [1.0]], v, q)
