"""Manners: importing ivy_vision and using it (a camera's pixel rays, a primitive scene's signed
distances) leaves the process's global state alone: matplotlib's backend (the user's, here svg),
the logging root's level and handlers, Python's and NumPy's global random states; and prints
nothing on stdout. In a fresh interpreter (``ivy.testing.global_state_changes``), so that the
import is checked too."""

import ivy

CALL = '''
import ivy

A = ivy.asarray  # the default backend's arrays (IVY_BACKEND)
import ivy_vision

ivy_vision.create_uniform_pixel_coords_image((4, 6))
scene = ivy_vision.PrimitiveScene(A([[0.0, 0.0, 0.0]]), A([1.0]))
scene.sdf(A([[0.5, 0.0, 0.0], [3.0, 0.0, 0.0]]))
ivy_vision.stratified_sample(A([0.0, 0.0, 0.0]), A([1.0, 1.0, 1.0]), 4)
'''


def test_library_leaves_global_state_alone():
    out = ivy.testing.global_state_changes(CALL)
    assert out == "unchanged\n", out  # (anything before it was printed by the library)
