"""ivy_robot imports, and composes only ivy (no framework imports)."""

from pathlib import Path

import ivy_robot
from ivy.testing import framework_imports


def test_imports_with_version():
    assert ivy_robot.__version__


def test_modules_import_no_framework():
    src = Path(ivy_robot.__file__).parent
    assert framework_imports(src) == []


def test_public_names():
    """The public surface; nothing removed silently."""
    expected = {"sample_spline_path", "spline_basis", "RigidMobile", "Manipulator",
                "MicoManipulator", "PandaManipulator", "collision_cost"}
    assert expected <= set(ivy_robot.__all__)
    assert all(hasattr(ivy_robot, n) for n in ivy_robot.__all__)
