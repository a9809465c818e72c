"""Manners: importing ivy_robot and using it (a manipulator's forward kinematics, a collision
cost) leaves the process's global state alone: matplotlib's backend (the user's, here svg), the
logging root's level and handlers, Python's and NumPy's global random states; and prints
nothing on stdout. In a fresh interpreter (IVY_BACKEND inherited), so that the import is checked
too."""

import ivy

CALL = '''
import ivy

A = ivy.asarray  # the default backend's arrays (IVY_BACKEND)
import ivy_robot
import ivy_vision

arm = ivy_robot.Manipulator([[1.0, 0.0, 0.0, 0.0], [1.0, 0.0, 0.0, 0.0]])
arm.end_effector_pose(A([0.0, np.pi / 2]))
scene = ivy_vision.PrimitiveScene(A([[0.0, 0.0, 0.0]]), A([1.0]))
ivy_robot.collision_cost(A([[0.5, 0.0, 0.0], [3.0, 0.0, 0.0]]), scene.sdf, clearance=0.1)
'''


def test_library_leaves_global_state_alone():
    out = ivy.testing.global_state_changes(CALL)
    assert out == "unchanged\n", out  # (anything before it was printed by the library)
