"""demos/manipulator_planning.py finds a collision-free joint-space path for the Panda arm on
the autodiff backend under test (every link point of every configuration >= 2 cm from the box,
where the straight joint-space path goes through it); NumPy raises the no-autodiff error.
Compiled on JAX and TensorFlow, eager on PyTorch and MXNet (see test_demo_drone.py)."""

import ivy
import numpy as np
import pytest
from _helpers import AUTODIFF, BACKEND, load_demo


def _box_sdf(demo, pts):
    local = np.abs(pts - np.array(demo.BOX_CENTRE)) - np.array(demo.BOX_DIMS) / 2
    return np.linalg.norm(np.maximum(local, 0), axis=-1) + np.minimum(local.max(-1), 0)


def test_manipulator_demo_plans_a_collision_free_path(tmp_path):
    demo = load_demo("manipulator_planning")
    if not AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError, match="not supported on the 'numpy' backend"):
            demo.plan("numpy")
        return
    r = demo.plan(BACKEND, compile_step=BACKEND in ("jax", "tensorflow"))
    assert r["success"] and r["iterations"] < 50, r["iterations"]
    assert _box_sdf(demo, r["initial"]).min() < 0  # the straight path collides
    assert _box_sdf(demo, r["final"]).min() >= demo.CLEARANCE - 1e-6  # checked in NumPy
    demo.save_figure([r], tmp_path / "arm.png")
    assert (tmp_path / "arm.png").stat().st_size > 10_000
