"""demos/vision_tour.py runs on the backend under test (``--quick``: 24x32 images) and every step
agrees with the scene's ground truth, which the demo ray casts in NumPy: the depth triangulated
back from the flow, the inversely and forwardly warped images against the real other view, the
voxel grid's point count, and the implicit-rendering fit of the ball: 15 Adam steps bring the
depth loss below 0.4x and the ball's centre error below 0.6x their start (NumPy: Ivy's
no-autodiff error, reported by the demo)."""

import importlib.util
import os
from pathlib import Path

import numpy as np

BACKEND = os.environ.get("IVY_BACKEND", "numpy")
_PATH = Path(__file__).resolve().parents[3] / "demos" / "vision_tour.py"


def _load_demo():
    spec = importlib.util.spec_from_file_location("vision_tour", _PATH)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_tour_agrees_with_the_ray_cast_scene(tmp_path):
    demo = _load_demo()
    lines = []
    res = demo.run(BACKEND, quick=True, out=tmp_path, fit_steps=15, log=lines.append)
    text = "\n".join(lines)
    assert f"on {BACKEND}" in text
    views = res["views"]
    # 1. flow -> depth is exact up to rounding (float64)
    assert res["depth_from_flow_median_rel_err"] < 1e-9
    finite = np.isfinite(res["flow"]).all()
    assert finite and np.abs(res["flow"]).max() > 1.0  # the cameras moved: a real flow
    # 2. warps: most pixels match the other view (edges, occlusions and holes excepted)
    assert res["inverse_warp_median_err"] < 0.02
    assert res["forward_warp_filled"] > 0.6
    assert res["forward_warp_median_err"] < 0.02
    assert res["forward_warp_depth_median_err"] < 0.05
    # 3. the voxel grid counts every point inside its bounds once
    assert int(res["voxel_counts"].sum()) == res["voxel_points_inside"] > 0
    h, w = views["rgb1"].shape[:2]
    assert res["voxel_counts"].shape == (12, 12, 6)
    assert (res["voxel_colours"] >= 0).all() and (res["voxel_colours"] <= 1 + 1e-12).all()
    assert (h, w) == (24, 32)
    # 4. the rendering fit (15 Adam steps) moves the ball towards the true one
    if BACKEND == "numpy":
        assert "fit_losses" not in res and "numpy" in res["fit_error"]
        assert "4. ball fit by volume rendering: not on numpy" in text
    else:
        losses, (err0, err) = res["fit_losses"], res["fit_centre_error"]
        assert len(losses) == 16 and np.isfinite(losses).all()
        assert losses[-1] < 0.4 * losses[0], losses
        assert err < 0.6 * err0, (err0, err)
        assert res["fit_depth"].shape == (h, w, 1)
    assert (tmp_path / "vision_tour.png").stat().st_size > 10_000
    assert demo.failures(res) == []  # what the demo's main checks before it exits 0
