"""The main demo (demos/drone_motion_planning.py) plans a collision-free drone path on the
autodiff backend under test: the minimum signed distance along the path clears 0.1 m, the path is
at most 1.5x the straight line, the iteration count is the one measured on every backend (30 at
lr 0.02, float32) within a small margin, and the figure and the animation (a GIF) are written.
NumPy raises Ivy's clear no-autodiff error and the script exits non-zero where JAX is not
installed; where it is (the JAX session), ``ivy.compile`` replays the step's traced graph on NumPy,
gradients included, and NumPy plans the same path.

Compiled on JAX (jax.jit) and TensorFlow (tf.function), whose compilers take seconds; eager on
PyTorch (torch.compile of this step takes ~50 s on the 2-core CI machine: run the script without
``--no-compile`` to see it) and MXNet (no compiler)."""

import importlib.util

import ivy
import pytest
from _helpers import AUTODIFF, BACKEND, load_demo
from PIL import Image

EXPECTED_ITERATIONS, MARGIN = 30, 3


def test_demo_plans_a_collision_free_path(tmp_path):
    demo = load_demo("drone_motion_planning")
    if not AUTODIFF and importlib.util.find_spec("jax") is None:
        with pytest.raises(ivy.IvyUnsupportedError, match="not supported on the 'numpy' backend"):
            demo.plan("numpy")
        assert demo.main(["--backend", "numpy", "--figure", str(tmp_path / "f.png")]) == 1
        return
    if not AUTODIFF:
        return  # (NumPy with JAX installed: the test below, in the JAX session)
    r = demo.plan(BACKEND, compile_step=BACKEND in ("jax", "tensorflow"))
    assert r["success"], r
    assert r["min_sdf"] >= demo.CLEARANCE
    assert r["length_ratio"] <= 1.5
    assert abs(r["iterations"] - EXPECTED_ITERATIONS) <= MARGIN, r["iterations"]
    assert (r["initial_sdf"] < 0).any()  # the straight line collides: there was work to do
    demo.save_figure([r], tmp_path / "drone.png")
    assert (tmp_path / "drone.png").stat().st_size > 10_000
    # --animate's GIF, of every 10th pose (the demo's has all 100)
    every_10th = dict(r, final=r["final"][::10])
    demo._plotting.drone_animation(every_10th, demo.SCENE, tmp_path / "drone.gif")
    with Image.open(tmp_path / "drone.gif") as gif:
        assert (gif.format, gif.n_frames) == ("GIF", 10)


@pytest.mark.skipif(BACKEND != "jax", reason="NumPy through ivy.compile's graph: tracing needs "
                                             "JAX (the jax session)")
def test_demo_plans_on_numpy_through_the_traced_graph():
    demo = load_demo("drone_motion_planning")
    r = demo.plan("numpy")  # ivy.compile on NumPy: the step's graph, gradients as its own ops
    assert r["success"], r
    assert r["min_sdf"] >= demo.CLEARANCE and r["length_ratio"] <= 1.5
    assert abs(r["iterations"] - EXPECTED_ITERATIONS) <= MARGIN, r["iterations"]
