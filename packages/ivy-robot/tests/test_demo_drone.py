"""The main demo (demos/drone_motion_planning.py) plans a collision-free drone path on the
autodiff backend under test: the minimum signed distance along the path clears 0.1 m, the path is
at most 1.5x the straight line, the iteration count is the one measured on every backend (30 at
lr 0.02, float32) within a small margin, and the figure is written. NumPy raises Ivy's clear
no-autodiff error and the script exits non-zero.

Compiled on JAX (jax.jit) and TensorFlow (tf.function), whose compilers take seconds; eager on
PyTorch (torch.compile of this step takes ~50 s on the 2-core CI machine: run the script without
``--no-compile`` to see it) and MXNet (no compiler)."""

import importlib.util
from pathlib import Path

import ivy
import pytest
from _helpers import AUTODIFF, BACKEND

_PATH = Path(__file__).resolve().parents[3] / "demos" / "drone_motion_planning.py"
EXPECTED_ITERATIONS, MARGIN = 30, 3


def _load_demo():
    spec = importlib.util.spec_from_file_location("drone_motion_planning", _PATH)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_demo_plans_a_collision_free_path(tmp_path):
    demo = _load_demo()
    if not AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError, match="not supported on the 'numpy' backend"):
            demo.plan("numpy")
        assert demo.main(["--backend", "numpy", "--figure", str(tmp_path / "f.png")]) == 1
        return
    r = demo.plan(BACKEND, compile_step=BACKEND in ("jax", "tensorflow"))
    assert r["success"], r
    assert r["min_sdf"] >= demo.CLEARANCE
    assert r["length_ratio"] <= 1.5
    assert abs(r["iterations"] - EXPECTED_ITERATIONS) <= MARGIN, r["iterations"]
    assert (r["initial_sdf"] < 0).any()  # the straight line collides: there was work to do
    demo.save_figure([r], tmp_path / "drone.png")
    assert (tmp_path / "drone.png").stat().st_size > 10_000
