"""ivy_mech imports, composes only ivy (no framework imports), and keeps its public names."""

import itertools
from pathlib import Path

import ivy
import ivy_mech
import numpy as np
import pytest
from _helpers import BACKEND, native, numpy_of
from ivy.testing import framework_imports

ROTATIONS = ("rot_mat", "quaternion", "axis_angle", "rot_vec", "polar_axis_angle", "euler")
POSES = ("mat_pose", "homogeneous_pose", "quaternion_pose", "axis_angle_pose", "rot_vec_pose",
         "polar_axis_angle_pose", "euler_pose")
OTHERS = {
    "hamilton_product", "inverse_quaternion", "normalize_quaternion",
    "rotate_vectors_by_quaternion", "scale_quaternion_rotation_angle", "slerp",
    "random_quaternion", "random_rot_mat", "random_axis_angle", "random_rot_vec",
    "random_polar_axis_angle", "random_euler", "target_facing_rotation_matrix",
    "increment_quaternion_pose_with_velocity", "cartesian_to_polar_coords",
    "polar_to_cartesian_coords", "cartesian_to_spherical_coords", "spherical_to_cartesian_coords",
    "make_coordinates_homogeneous", "make_transformation_homogeneous", "invert_mat_pose",
    "transform_points", "CONVENTIONS",
}


def test_imports_with_version():
    assert ivy_mech.__version__


def test_modules_import_no_framework():
    src = Path(ivy_mech.__file__).parent
    assert framework_imports(src) == []


def test_public_names():
    """Every pair of rotation and of pose representations has its converter; nothing removed."""
    converters = {f"{a}_to_{b}" for reps in (ROTATIONS, POSES)
                  for a, b in itertools.permutations(reps, 2)}
    assert len(converters) == 30 + 42
    assert converters | OTHERS <= set(ivy_mech.__all__)
    assert all(hasattr(ivy_mech, n) for n in ivy_mech.__all__)
    assert len(ivy_mech.CONVENTIONS) == 12


def test_mixed_frameworks_follow_one_rule():
    """A NumPy array beside the backend's arrays: the backend of the first array decides, as its
    framework's own functions do. JAX and TensorFlow convert the NumPy array (the result equals
    the all-native call's); PyTorch and MXNet refuse it with IvyBackendMismatchError naming the
    library function that met it."""
    rng = np.random.default_rng(0)
    pose, points = rng.random((3, 4)).astype("float32"), rng.random((5, 3)).astype("float32")
    want = numpy_of(ivy_mech.transform_points(native(pose), native(points)))
    if BACKEND in ("torch", "mxnet"):
        with pytest.raises(ivy.IvyBackendMismatchError,
                           match=r"called by ivy_mech\.transform_points.*ivy\.to_backend"):
            ivy_mech.transform_points(native(pose), points)
        return
    np.testing.assert_allclose(numpy_of(ivy_mech.transform_points(native(pose), points)), want,
                               rtol=1e-6)
