"""demos/vision_tour.py runs on the backend under test (``--quick``: 24x32 images) and every step
agrees with the scene's ground truth, which the demo ray casts in NumPy: the depth triangulated
back from the flow, the inversely and forwardly warped images against the real other view, the
voxel grid's point count, and the implicit-rendering fit of the ball (NumPy: Ivy's no-autodiff
error, reported by the demo)."""

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
    res = demo.run(BACKEND, quick=True, out=tmp_path, log=lines.append)
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
    assert (tmp_path / "vision_tour.png").stat().st_size > 10_000
    assert (h, w) == (24, 32)
