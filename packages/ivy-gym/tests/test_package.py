"""ivy_gym imports, composes only ivy (no framework imports), and keeps its public names."""

from pathlib import Path

import ivy_gym
from ivy.testing import framework_imports

ENVIRONMENTS = ("cartpole", "pendulum", "mountain_car", "acrobot", "reacher", "swimmer")
CLASSES = ("CartPole", "Pendulum", "MountainCar", "Acrobot", "Reacher", "Swimmer", "Env")
OTHERS = {"reacher_energy", "reacher_fingertip", "swimmer_links", "rollout", "policy_rollout",
          "render_frame", "save_gif", "to_gymnasium"}


def test_imports_with_version():
    assert ivy_gym.__version__


def test_modules_import_no_framework():
    src = Path(ivy_gym.__file__).parent
    assert framework_imports(src) == []


def test_public_names():
    pure = {f"{e}_{f}" for e in ENVIRONMENTS for f in ("initial_state", "step", "observation")}
    assert pure | set(CLASSES) | OTHERS <= set(ivy_gym.__all__)
    assert all(hasattr(ivy_gym, n) for n in ivy_gym.__all__)


def test_import_needs_no_gymnasium_or_matplotlib():
    import subprocess
    import sys

    code = ("import sys, ivy_gym; bad = {'gymnasium', 'matplotlib'} & set(sys.modules); "
            "assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], check=True)
