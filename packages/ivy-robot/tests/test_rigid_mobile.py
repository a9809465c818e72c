"""RigidMobile.sample_body against R p + t with SciPy rotations; batching, errors, gradients."""

import ivy
import ivy_robot
import numpy as np
import pytest
from _helpers import ATOL, DTYPES, check_gradient, native, numpy_of
from scipy.spatial.transform import Rotation

BODY = np.array([[0.0, 0.0, 0.0], [-0.1, -0.1, 0.0], [-0.1, 0.1, 0.0], [0.1, -0.1, 0.0],
                 [0.1, 0.1, 0.0]])


def _poses(rng, batch):
    n = int(np.prod(batch))
    r = Rotation.random(n, random_state=int(rng.integers(1 << 30)))
    t = rng.normal(size=(n, 3))
    return np.concatenate([r.as_matrix(), t[:, :, None]], -1).reshape(*batch, 3, 4), r, t


@pytest.mark.parametrize("dtype", DTYPES)
def test_sample_body_values(dtype):
    rng = np.random.default_rng(0)
    mats, r, t = _poses(rng, (2, 3))
    drone = ivy_robot.RigidMobile(native(BODY.astype(dtype)))
    out = drone.sample_body(native(mats.astype(dtype)))
    assert out.shape == (2, 3, 5, 3) and ivy.as_ivy_dtype(out.dtype) == dtype
    ref = np.stack([r[i].apply(BODY) + t[i] for i in range(6)]).reshape(2, 3, 5, 3)
    np.testing.assert_allclose(numpy_of(out), ref, atol=ATOL[dtype] * 2, rtol=0)


def test_gradient_against_finite_differences():
    rng = np.random.default_rng(1)
    mats = _poses(rng, (4,))[0]
    w = rng.normal(size=(4, 5, 3))
    drone = ivy_robot.RigidMobile(native(BODY))
    check_gradient(lambda m: ivy.sum(ivy.multiply(drone.sample_body(m), native(w))),
                   lambda m: ((np.einsum("nij,pj->npi", m[..., :3], BODY) + m[:, None, :, 3]) * w).sum(),
                   mats)


def test_bad_input_raises_clear_errors():
    with pytest.raises(ivy.IvyValueError, match=r"RigidMobile: expected rel_body_points of shape \[P, 3\]"):
        ivy_robot.RigidMobile(native(np.zeros((2, 5, 3))))
    with pytest.raises(ivy.IvyValueError, match="RigidMobile: expected rel_body_points of shape"):
        ivy_robot.RigidMobile(native(np.zeros((5, 2))))
    with pytest.raises(ivy.IvyValueError, match="sample_body: expected inv_ext_mats of shape"):
        ivy_robot.RigidMobile(native(BODY)).sample_body(native(np.zeros((4, 4))))
