"""The libraries' type annotations as a user's type checker sees them (mypy, issue 26).

A small user program calls ivy and each library (ivy_mech, ivy_vision, ivy_robot, ivy_gym,
ivy_builder) correctly, with annotated variables: mypy reports no error, and the program runs.
A second program plants wrong calls (an unknown keyword, a missing argument, a wrong type): mypy
reports exactly those errors, so the annotations reach a user (``py.typed`` in every library).

mypy runs as a user's would, on the installed packages (editable here: ``.pth`` entries), with
``--ignore-missing-imports`` (ivy-core and the frameworks may not be typed) and
``--follow-imports=silent`` (errors inside the libraries are not the user's); the frameworks and
other large third-party packages are not followed at all (``follow_imports = skip``), which keeps
this check at seconds. It needs mypy (ivy-builder's ``test`` extra) and runs in one backend's
session only (``IVY_BACKEND`` numpy or unset): annotations do not depend on the backend.
"""

import os
import re
import subprocess
import sys
import textwrap

import pytest

pytestmark = [
    pytest.mark.skipif(os.environ.get("IVY_BACKEND", "numpy") != "numpy",
                       reason="the type check runs once, in the numpy session (annotations do not "
                              "depend on the backend)"),
]

CONFIG = """\
[mypy]
ignore_missing_imports = True
follow_imports = silent
warn_unused_configs = False
show_error_codes = True
show_column_numbers = False
pretty = False
color_output = False
error_summary = True

[mypy-numpy.*,torch.*,jax.*,jaxlib.*,tensorflow.*,keras.*,mxnet.*,scipy.*,matplotlib.*,PIL.*,gymnasium.*,sklearn.*,tqdm.*,tensorboardX.*]
follow_imports = skip
"""

GOOD = '''\
"""A user's program: ivy and the five libraries, called as documented."""
import tempfile

import ivy
import ivy_builder
import ivy_gym
import ivy_mech
import ivy_robot
import ivy_vision
from ivy.types import Array

ivy.set_backend("numpy")

# ivy_mech
q: Array = ivy_mech.random_quaternion((2,), seed=0)
rot: Array = ivy_mech.quaternion_to_rot_mat(q)
euler: Array = ivy_mech.rot_mat_to_euler(rot, convention="xyz")
q2: Array = ivy_mech.slerp(q, ivy_mech.euler_to_quaternion(euler, "xyz"), 0.5)

# ivy_vision
K: Array = ivy_vision.focal_lengths_and_pp_offsets_to_calib_mat(ivy.array([2.0, 2.0]),
                                                                ivy.array([1.0, 1.0]))
focal: Array
pp: Array
focal, pp = ivy_vision.calib_mat_to_focal_lengths_and_pp_offsets(K)
pix: Array = ivy_vision.create_uniform_pixel_coords_image((3, 4), homogeneous=True)
cam: Array = ivy_vision.pixel_to_cam_coords(pix[..., :2], ivy.ones((3, 4, 1)), K)
intr: ivy_vision.Intrinsics = ivy_vision.Intrinsics.from_calib_mat(K, (3, 4))
dy, dx = ivy_vision.image_gradients(ivy.ones((3, 4, 1)))

# ivy_robot
arm: ivy_robot.Manipulator = ivy_robot.PandaManipulator()
pose: Array = arm.end_effector_pose(ivy.zeros((7,)))
angles: Array
errors: Array
angles, errors = arm.inverse_kinematics(pose[..., 3], ivy.zeros((7,)), iterations=2)
path: Array = ivy_robot.sample_spline_path(ivy.array([[0.0], [0.5], [1.0]]),
                                           ivy.array([[0.0, 0.0], [1.0, 2.0], [2.0, 0.0]]),
                                           ivy.array([[0.25]]), order=3)

# ivy_gym
env: ivy_gym.Env = ivy_gym.CartPole(num_envs=2, dtype="float64")
obs, info = env.reset(seed=0)
obs, reward, terminated, truncated, info = env.step(ivy.zeros((2, 1), dtype="float64"))
state, obs, reward, terminated = ivy_gym.cartpole_step(env.get_state(), ivy.zeros((2, 1)))
steps: int = env.max_episode_steps

# ivy_builder
spec: ivy_builder.RunSpec = ivy_builder.build_spec(trainer={"max_steps": 3})
loader: ivy_builder.Loader = ivy_builder.from_arrays({"x": ivy.ones((8, 2))}, batch_size=4)
n_batches: int = len(loader)
manager = ivy_builder.CheckpointManager(tempfile.mkdtemp(), keep_last=2)
manifest: str = manager.save(1, ivy.Container(w=ivy.ones((2,))), {"note": 1})
found = manager.load_latest()
if found is not None:
    restored, meta = found
steps_saved: list[int] = manager.steps()
lr: float = ivy_builder.Warmup(0.1, 2)(0)
print("ok")
'''

# (line in BAD, mypy's message): one planted mistake per library call below
BAD = '''\
import ivy
import ivy_builder
import ivy_mech
import ivy_vision

q = ivy_mech.random_quaternion((2,), seed=0)
rot = ivy_mech.quaternion_to_rot_mat(q, convention="xyz")
pix = ivy_vision.cam_to_pixel_coords(ivy.ones((3,)))
manager = ivy_builder.CheckpointManager("/tmp/ckpt", keep_last="2")
'''
BAD_ERRORS = [
    (7, 'error: Unexpected keyword argument "convention" for "quaternion_to_rot_mat"  [call-arg]'),
    (8, 'error: Missing positional argument "calib_mat" in call to "cam_to_pixel_coords"  '
        '[call-arg]'),
    (9, 'error: Argument "keep_last" to "CheckpointManager" has incompatible type "str"; '
        'expected "int"  [arg-type]'),
]


def _mypy(tmp_path, name, source):
    pytest.importorskip("mypy", reason="mypy is not installed (ivy-builder's test extra has it)")
    (tmp_path / "mypy.ini").write_text(CONFIG)
    (tmp_path / name).write_text(source)
    # cwd: the temporary folder, so no configuration or module of the repository is picked up;
    # the libraries come from the environment's site-packages, as for a user.
    proc = subprocess.run([sys.executable, "-m", "mypy", "--config-file", "mypy.ini",
                           "--cache-dir", str(tmp_path / ".mypy_cache"), "--no-incremental", name],
                          cwd=tmp_path, capture_output=True, text=True, timeout=600)
    return proc


def test_mypy_finds_the_libraries_typed(tmp_path):
    """The libraries are found and analysed (not skipped as untyped): a revealed type of a
    library function is its annotated signature."""
    source = textwrap.dedent("""\
        import ivy_builder
        import ivy_gym
        import ivy_mech
        import ivy_robot
        import ivy_vision
        reveal_type(ivy_mech.slerp)
        reveal_type(ivy_vision.image_gradients)
        reveal_type(ivy_robot.Manipulator.inverse_kinematics)
        reveal_type(ivy_gym.rollout)
        reveal_type(ivy_builder.CheckpointManager.steps)
        """)
    proc = _mypy(tmp_path, "reveal.py", source)
    revealed = re.findall(r'note: Revealed type is "(.*)"', proc.stdout)
    assert len(revealed) == 5, proc.stdout + proc.stderr
    assert revealed[0].startswith("def (quaternion1: Any, quaternion2: Any, t: "), revealed[0]
    assert revealed[1].endswith("-> tuple[Any, Any]"), revealed[1]
    assert re.search(r"iterations: (builtins\.)?int =", revealed[2]), revealed[2]
    assert "horizon" not in revealed[3] and "step: def (Any, Any) ->" in revealed[3], revealed[3]
    assert re.search(r"-> (builtins\.)?list\[(builtins\.)?int\]$", revealed[4]), revealed[4]


def test_correct_program_type_checks_and_runs(tmp_path):
    proc = _mypy(tmp_path, "good.py", GOOD)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Success: no issues found in 1 source file" in proc.stdout, proc.stdout
    run = subprocess.run([sys.executable, "good.py"], cwd=tmp_path, capture_output=True,
                         text=True, timeout=300, env={**os.environ, "IVY_BACKEND": "numpy"})
    assert run.returncode == 0 and run.stdout.strip().endswith("ok"), run.stdout + run.stderr


def test_wrong_calls_are_reported(tmp_path):
    proc = _mypy(tmp_path, "bad.py", BAD)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    errors = [line for line in proc.stdout.splitlines() if ": error: " in line]  # not notes
    assert errors == [f"bad.py:{line}: {msg}" for line, msg in BAD_ERRORS], proc.stdout
    assert f"Found {len(BAD_ERRORS)} errors in 1 file" in proc.stdout, proc.stdout
