"""demos/two_view_estimation.py runs with ``--quick`` on the backend under test and meets its
success criteria (exit status 0): RANSAC's inliers of F and of the wall's homography against the
scene's truth, the mean Sampson distance of the inliers within the noise, and the recovered pose;
its figure is written."""

import importlib.util
import os
from pathlib import Path

BACKEND = os.environ.get("IVY_BACKEND", "numpy")
_PATH = Path(__file__).resolve().parents[3] / "demos" / "two_view_estimation.py"


def _load_demo():
    spec = importlib.util.spec_from_file_location("two_view_estimation", _PATH)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_demo_quick_meets_its_criteria(tmp_path, capsys):
    demo = _load_demo()
    assert demo.main(["--backend", BACKEND, "--quick", "--out", str(tmp_path)]) == 0
    text = capsys.readouterr().out
    assert f"two-view estimation on {BACKEND}" in text and "inlier recall" in text
    assert (tmp_path / "two_view_estimation.png").stat().st_size > 10_000


def test_demo_reports_a_missed_criterion(capsys):
    """With 75 % outliers the criteria cannot all be met (too few all-inlier samples, and
    outliers that fall near their epipolar lines by chance): ``failures`` names what failed."""
    demo = _load_demo()
    res = demo.run("numpy", quick=True, out=None, outliers=0.75, log=lambda *a: None)  # the logic only
    assert demo.failures(res), "expected a missed criterion with 75 % outliers"
