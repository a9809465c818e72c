"""The API the Ivy paper's drone listing (arXiv 2102.02886, appendix A.3) relies on, used with
the listing's shapes in a small planning problem of our own: set_framework, array, cast,
linspace of poses with the new axis last, variable, Container attribute access,
sample_spline_path [A, 1] / [A, 6] / [Q, 1], rot_vec_pose_to_mat_pose [Q, 6] -> [Q, 3, 4],
RigidMobile.sample_body -> [Q, P, 3], cuboid_signed_distances -> [M, N], reduce_* with a
positional axis, execute_with_gradients returning (cost, grads, *aux), gradient_descent_update
and a while loop ended by the bool of a 0-d comparison. NumPy raises the no-autodiff error."""

import ivy
import ivy_mech
import ivy_robot
import ivy_vision
import pytest
from _helpers import AUTODIFF, BACKEND


def _plan(max_iters=200):
    ivy.set_framework(BACKEND)
    try:
        num_anchors, num_samples, lr, clearance = 3, 50, 0.05, 0.1
        body = ivy.array([[0.0, 0.0, 0.0], [-0.1, -0.1, 0.0], [-0.1, 0.1, 0.0],
                          [0.1, -0.1, 0.0], [0.1, 0.1, 0.0]], "float32")
        drone = ivy_robot.RigidMobile(body)
        start = ivy.array([-1.0, 0.1, 0.5, 0.0, 0.0, 0.0], "float32")
        goal = ivy.array([1.0, -0.1, 0.5, 0.0, 0.0, 0.5], "float32")
        # one box on the straight line: centred at (0, 0, 0.45) (extrinsics: world to box)
        ext = ivy.array([[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, -0.45]]],
                        "float32")
        dims = ivy.array([[0.3, 0.3, 0.3]], "float32")
        line = ivy.linspace(start, goal, num_anchors + 2)
        assert tuple(line.shape) == (6, num_anchors + 2)  # the new axis last
        anchor_vals = ivy.variable(ivy.transpose(line)[1:-1])
        anchor_points = ivy.cast(ivy.expand_dims(ivy.linspace(0.0, 1.0, num_anchors + 2), -1),
                                 "float32")
        query_points = ivy.cast(ivy.expand_dims(ivy.linspace(0.0, 1.0, num_samples), -1),
                                "float32")

        def cost_fn(v):
            vals = ivy.concat([start[None], v.anchors, goal[None]], axis=0)
            poses = ivy_robot.sample_spline_path(anchor_points, vals, query_points)  # [Q, 6]
            mats = ivy_mech.rot_vec_pose_to_mat_pose(poses)  # [Q, 3, 4]
            pts = drone.sample_body(mats)  # [Q, P, 3]
            steps = ivy.reduce_sum((pts[1:] - pts[:-1]) ** 2, -1)
            length = ivy.reduce_mean(ivy.reduce_sum(ivy.maximum(steps, 1e-12) ** 0.5, 0))
            sdf = ivy_vision.cuboid_signed_distances(ext, dims, ivy.reshape(pts, (-1, 3)))
            sdf = ivy.reduce_min(sdf, -1, keepdims=True)  # [Q * P, 1]
            # only points within 0.3 m of the box push (a far point's distance is not rewarded)
            return length - 10.0 * ivy.reduce_mean(ivy.minimum(sdf, 0.3)), poses, pts, sdf

        if BACKEND == "jax":  # JAX traces an eager gradient anew on every call: jit the cost
            cost_fn = ivy.compile(cost_fn)  # (saves ~1 s per step on the CI machine)
        v = ivy.Container({"anchors": anchor_vals})
        it, colliding = 0, True
        while colliding and it < max_iters:
            cost, grads, poses, pts, sdf = ivy.execute_with_gradients(cost_fn, v)
            assert tuple(poses.shape) == (num_samples, 6)
            assert tuple(pts.shape) == (num_samples, 5, 3)
            colliding = ivy.reduce_min(sdf) < clearance  # 0-d bool
            if colliding:
                v = ivy.gradient_descent_update(v, grads, lr)
            it += 1
        return it, float(ivy.to_numpy(ivy.reduce_min(sdf))), bool(colliding)
    finally:
        ivy.unset_framework()


def test_paper_listing_api_finds_a_collision_free_path():
    if not AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError, match="not supported on the 'numpy'"):
            _plan()
        return
    it, min_sdf, colliding = _plan()
    assert not colliding and min_sdf >= 0.1
    assert 2 < it < 200
