"""demos/mech_conversions.py runs on the backend under test and its results agree with SciPy."""

import itertools

import numpy as np
from _helpers import BACKEND, REPS, ROTATION_OF, from_rep, is_native, numpy_of, split_pose
from ivy.testing import load_demo
from scipy.spatial.transform import Rotation


def _load_demo():
    return load_demo(__file__, "mech_conversions")


def test_demo_runs_on_backend_and_agrees_with_scipy():
    demo = _load_demo()
    lines = []
    results = demo.run(BACKEND, out=lines.append)
    text = "\n".join(lines)
    assert f"ivy_mech on {BACKEND}" in text
    assert all(is_native(v) for v in results.values())
    expected = Rotation.from_rotvec(demo.ROT_VEC).as_matrix()
    for src, dst in itertools.permutations(REPS, 2):
        name = f"{src}_to_{dst}"
        assert name in text
        got = from_rep(numpy_of(results[name]), dst, demo.CONVENTION).as_matrix()[0]
        np.testing.assert_allclose(got, expected, atol=1e-12, err_msg=name)
    for src, dst in itertools.permutations(ROTATION_OF, 2):
        position, rotation = split_pose(numpy_of(results[f"{src}_to_{dst}"])[None], dst)
        np.testing.assert_allclose(position[0], demo.POSITION, atol=1e-12)
        got = from_rep(rotation, ROTATION_OF[dst], demo.CONVENTION).as_matrix()[0]
        np.testing.assert_allclose(got, expected, atol=1e-12, err_msg=f"{src}_to_{dst}")
    q = Rotation.from_rotvec(demo.ROT_VEC)
    np.testing.assert_allclose(from_rep(numpy_of(results["q * q (twice the angle)"]),
                                        "quaternion").as_matrix()[0], (q * q).as_matrix(),
                               atol=1e-12)
