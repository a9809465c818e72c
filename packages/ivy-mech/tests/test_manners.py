"""Manners: importing ivy_mech and using it (conversions, random rotations with and without a
seed) leaves the process's global state alone: the logging root, Python's and NumPy's global
random states; and prints nothing on stdout. In a fresh interpreter
(``ivy.testing.global_state_changes``), so that the import is checked too."""

import ivy

CALL = '''
import ivy_mech

q = ivy_mech.rot_mat_to_quaternion(np.eye(3, dtype="float32")[None])
ivy_mech.quaternion_to_euler(q, "xyz")
ivy_mech.random_quaternion((2,))
ivy_mech.random_quaternion((2,), seed=3)
'''


def test_library_leaves_global_state_alone():
    out = ivy.testing.global_state_changes(CALL)
    assert out == "unchanged\n", out  # (anything before it was printed by the library)
