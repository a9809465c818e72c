"""Polyharmonic splines through anchor points: smooth paths for motion planning.

The spline of order ``k`` through anchors ``x_i`` with values ``y_i`` is
``f(x) = sum_i w_i phi(|x - x_i|) + c_0 + c^T x``, with ``phi(r) = r^k`` for odd ``k`` and
``r^k log r`` for even ``k``, where the weights solve the interpolation conditions
``f(x_i) = y_i`` plus ``sum_i w_i = 0`` and ``sum_i w_i x_i = 0``. Order 3 is SciPy's
``RBFInterpolator(kernel="cubic", degree=1)``; in one dimension it is the natural cubic spline.
The result is linear in the anchor values, and differentiable in them and in the points.
"""

from __future__ import annotations

import ivy
from ivy.types import Array

from ._checks import check_shape, concrete

__all__ = ["sample_spline_path", "spline_basis"]


def _phi(r2, order):
    """``phi(r)`` from the squared distances, finite gradients at r = 0 (double where)."""
    pos = ivy.greater(r2, 0.0)
    safe = ivy.where(pos, r2, 1.0)
    if order % 2:
        val = ivy.pow(safe, order / 2)
    else:
        val = ivy.multiply(ivy.pow(safe, order / 2), ivy.multiply(ivy.log(safe), 0.5))
    return ivy.where(pos, val, 0.0)


def _sq_dists(a, b):
    d = ivy.subtract(ivy.expand_dims(a, axis=-2), ivy.expand_dims(b, axis=-3))
    return ivy.sum(ivy.multiply(d, d), axis=-1)


def _check_points(anchor_points, sample_points, order, fname):
    a = check_shape(anchor_points, (None, None), fname, "anchor_points")
    check_shape(sample_points, (None, a[-1]), fname, "sample_points")
    if not isinstance(order, int) or isinstance(order, bool) or order < 1:
        raise ivy.IvyValueError(f"ivy_robot.{fname}: order must be a positive int, got "
                                f"{order!r}")
    if a[-2] is not None and a[-2] < a[-1] + 1:
        raise ivy.IvyValueError(f"ivy_robot.{fname}: need at least {a[-1] + 1} anchors for "
                                f"{a[-1]}-D points (the linear term), got {a[-2]}")
    if a[-1] == 1 and _CHECKED.get(id(anchor_points)) is not anchor_points:
        pts = concrete(anchor_points)
        if pts is not None:
            if not (pts[..., 1:, 0] > pts[..., :-1, 0]).all():
                raise ivy.IvyValueError(f"ivy_robot.{fname}: 1-D anchor_points must be strictly "
                                        f"increasing, got {pts[..., 0].tolist()}")
            if len(_CHECKED) >= 16:
                _CHECKED.clear()
            _CHECKED[id(anchor_points)] = anchor_points  # kept: its id stays unique
    return a


# anchor arrays whose order was checked (a path planned many times reads its anchors once);
# values are checked once per array object
_CHECKED: dict = {}


def spline_basis(anchor_points: Array, sample_points: Array, order: int = 3) -> Array:
    """The matrix ``B`` with ``spline(sample_points) = B @ anchor_values`` for any values.

    Solve once, sample many paths: a path through anchors at fixed points is ``B @ values``.

    Args:
        anchor_points: anchor locations, shape ``[..., A, D]`` (1-D: strictly increasing).
        sample_points: where to evaluate, shape ``[..., Q, D]``.
        order: polyharmonic order ``k`` (3: cubic).

    Returns:
        Basis matrix, shape ``[..., Q, A]``.

    Raises:
        IvyValueError: wrong shapes, fewer than ``D + 1`` anchors, a bad ``order``, or 1-D
            anchors not strictly increasing.

    Example:
        >>> import numpy as np, ivy_robot
        >>> b = ivy_robot.spline_basis(np.array([[0.0], [1.0], [2.0]]), np.array([[0.5]]))
        >>> b.round(4).tolist()
        [[0.4062, 0.6875, -0.0938]]
    """
    _check_points(anchor_points, sample_points, order, "spline_basis")
    return _basis(anchor_points, sample_points, order)


def _basis(anchor_points, sample_points, order):
    # the saddle-point system is ill-conditioned (the kernel entries are tiny next to the linear
    # term's: ~1e5 for a few anchors in [0, 1]), so it is built and solved in float64 and the
    # basis rounded once to the points' dtype (float32 paths then match SciPy to ~1e-7); where
    # the backend has no float64 now (JAX with its 64-bit mode off, the user's setting), in the
    # points' own dtype
    dtype = anchor_points.dtype
    if ivy.as_ivy_dtype(dtype) != ivy.float64:
        try:
            anchor_points, sample_points = (ivy.astype(anchor_points, "float64"),
                                            ivy.astype(sample_points, "float64"))
        except ivy.IvyUnsupportedError:
            pass
    ones = ivy.ones_like(anchor_points[..., :1])
    poly = ivy.concat([ones, anchor_points], axis=-1)  # [..., A, D + 1]
    poly_t = ivy.matrix_transpose(poly)
    top = ivy.concat([_phi(_sq_dists(anchor_points, anchor_points), order), poly], axis=-1)
    bottom = ivy.concat([poly_t, ivy.zeros_like(ivy.matmul(poly_t, poly))], axis=-1)
    system = ivy.concat([top, bottom], axis=-2)  # [..., A + D + 1, A + D + 1], symmetric
    phi = _phi(_sq_dists(sample_points, anchor_points), order)  # [..., Q, A]
    batch = tuple(phi.shape[:-1])
    if tuple(sample_points.shape[:-1]) != batch:  # anchors batched, samples shared
        sample_points = ivy.broadcast_to(sample_points, (*batch, sample_points.shape[-1]))
    q_ones = ivy.ones_like(sample_points[..., :1])
    rows = ivy.concat([phi, q_ones, sample_points], axis=-1)  # [..., Q, A + D + 1]
    # B = rows @ inv(system)[:, :A]; the system is symmetric, so B^T = solve(system, rows^T)
    n = anchor_points.shape[-2]
    basis = ivy.matrix_transpose(ivy.linalg.solve(system, ivy.matrix_transpose(rows))[..., :n, :])
    return basis if basis.dtype == dtype else ivy.astype(basis, dtype)


def sample_spline_path(anchor_points: Array, anchor_values: Array, sample_points: Array,
                       order: int = 3) -> Array:
    """Sample the polyharmonic spline through ``(anchor_points, anchor_values)``.

    Args:
        anchor_points: anchor locations, shape ``[..., A, D]`` (1-D: strictly increasing), e.g.
            path parameters ``[A, 1]`` in ``[0, 1]``.
        anchor_values: values at the anchors, shape ``[..., A, V]`` (e.g. poses ``[A, 6]``).
        sample_points: where to evaluate, shape ``[..., Q, D]``.
        order: polyharmonic order ``k`` (3: cubic, SciPy's
            ``RBFInterpolator(kernel="cubic", degree=1)``; the natural cubic spline in 1-D).

    Returns:
        Interpolated values, shape ``[..., Q, V]``.

    Raises:
        IvyValueError: wrong shapes, anchor counts that differ, fewer than ``D + 1`` anchors, a
            bad ``order``, or 1-D anchors not strictly increasing.

    Example:
        >>> import numpy as np, ivy_robot
        >>> t = np.array([[0.0], [0.5], [1.0]])
        >>> vals = np.array([[0.0, 0.0], [1.0, 2.0], [0.0, 4.0]])
        >>> ivy_robot.sample_spline_path(t, vals, np.array([[0.25], [0.5]])).round(4).tolist()
        [[0.6875, 1.0], [1.0, 2.0]]
    """
    fname = "sample_spline_path"
    a = _check_points(anchor_points, sample_points, order, fname)
    v = check_shape(anchor_values, (None, None), fname, "anchor_values")
    if None not in (a[-2], v[-2]) and a[-2] != v[-2]:
        raise ivy.IvyValueError(f"ivy_robot.{fname}: anchor_points has {a[-2]} anchors, "
                                f"anchor_values {v[-2]}")
    basis = _basis(anchor_points, sample_points, order)
    if basis.dtype != anchor_values.dtype:
        basis = ivy.astype(basis, anchor_values.dtype)
    return ivy.matmul(basis, anchor_values)
