"""Gradients of every converter and algebra function against finite differences.

Run on the backends with autodiff (torch, jax, tensorflow, mxnet) through their own autograd (see
``_helpers.grad``); NumPy has none, so this module has no tests there. Each case takes one batch
(float64) of regular rows, where the gradient is compared with central differences, and singular
rows (the identity, theta = pi, gimbal lock, an axis along z), where it must be finite; at the
identity the comparison is made too wherever the output is smooth there.
"""

import itertools

import ivy_mech
import numpy as np
import pytest
from _helpers import AUTODIFF, REPS, as_rep, check_gradient, gimbal_angles
from scipy.spatial.transform import Rotation

if not AUTODIFF:
    pytest.skip("NumPy has no autodiff: gradients are checked on the other backends",
                allow_module_level=True)

PAIRS = list(itertools.permutations(REPS, 2))
# both parities of each family: the Euler code differs only in the axes and a sign
GRAD_CONVENTIONS = ("zyx", "xyz", "zxz", "xzx")
ROTATION_CASES = [(s, d, "zyx") for s, d in PAIRS if "euler" not in (s, d)] + [
    (s, d, c) for s, d in PAIRS if "euler" in (s, d) for c in GRAD_CONVENTIONS]
N_REGULAR = 7


def _regular(convention):
    """Rotations away from every singularity and branch cut of every representation."""
    rot = Rotation.random(400, random_state=3)
    theta = np.linalg.norm(rot.as_rotvec(), axis=-1)
    e = rot.as_euler(convention)
    sing = (0.0, np.pi) if convention[0] == convention[2] else (-np.pi / 2, np.pi / 2)
    axis = rot.as_rotvec() / theta[:, None]
    inc, az = np.arccos(axis[:, 2]), np.arctan2(axis[:, 1], axis[:, 0])
    diag = np.sort(np.stack([*np.diagonal(rot.as_matrix(), axis1=1, axis2=2).T,
                             np.trace(rot.as_matrix(), axis1=1, axis2=2)], -1), -1)
    ok = ((theta > 0.2) & (theta < np.pi - 0.2)
          & (np.abs(e[:, [0, 2]]).max(-1) < np.pi - 0.2)
          & (np.min([np.abs(e[:, 1] - s) for s in sing], axis=0) > 0.2)
          & (inc > 0.2) & (inc < np.pi - 0.2) & (np.abs(az) < np.pi - 0.2)
          & (diag[:, -1] - diag[:, -2] > 0.05))  # a clear choice in rot_mat_to_quaternion
    return rot[np.flatnonzero(ok)[:N_REGULAR]]


def _singular(convention):
    """Identity, theta = pi about x, y, z and a generic axis, gimbal locks, axes along +-z."""
    generic = np.array([1.0, -2.0, 0.5]) / np.linalg.norm([1.0, -2.0, 0.5])
    rv = [np.zeros(3)] + [a * np.pi for a in (*np.eye(3), generic)] + [[0, 0, 1.0], [0, 0, -1.0]]
    gimbal = gimbal_angles(convention)[[0, 3]]
    return Rotation.concatenate([Rotation.from_rotvec(np.array(rv)),
                                 Rotation.from_euler(convention, gimbal)])


def _smooth_at_identity(dst, convention):
    return dst in ("rot_mat", "quaternion", "rot_vec") or (
        dst == "euler" and convention[0] != convention[2])


def rotation_batch(src, dst, convention):
    """The input batch in ``src`` and the mask of rows checked against finite differences."""
    regular, singular = _regular(convention), _singular(convention)
    rot = Rotation.concatenate([regular, singular])
    x = as_rep(rot, src, convention)
    if src == "quaternion":  # non-unit, mixed signs
        x = x * np.where(np.arange(len(x)) % 2, -1.5, 0.7)[:, None]
    fd_rows = np.zeros(len(x), bool)
    fd_rows[:len(regular)] = True
    fd_rows[len(regular)] = _smooth_at_identity(dst, convention)  # the identity
    return x, fd_rows


@pytest.mark.parametrize("src,dst,convention", ROTATION_CASES)
def test_rotation_conversion_gradient(src, dst, convention):
    fn = getattr(ivy_mech, f"{src}_to_{dst}")
    kw = {"convention": convention} if "euler" in (src, dst) else {}
    x, fd_rows = rotation_batch(src, dst, convention)
    check_gradient(lambda a: fn(a, **kw), x, fd_rows)
