"""Test configuration of ivy-vision (same switches as ivy-core's and ivy-mech's tests).

* ``IVY_BACKEND`` (numpy | torch | jax | tensorflow | mxnet, default numpy): the backend whose
  native arrays the tests pass in; the functions infer it from them.
* ``IVY_HYPOTHESIS_PROFILE``: ``ci`` (default, 10 derandomised examples) or ``thorough``.
* ``test_kornia.py`` compares with kornia, a PyTorch library: it is collected in the torch session
  only (the other sessions compare the same functions with the NumPy/SciPy references of the other
  test modules, which the torch session runs too). Likewise ``test_tf_function.py`` (graph mode)
  is collected in the tensorflow session only; on JAX every comparison runs under ``jax.jit``.
"""

import os
import sys
from pathlib import Path

import ivy.testing

sys.path.insert(0, str(Path(__file__).parent))  # the _helpers module

ivy.testing.load_hypothesis_profile()

_BACKEND = os.environ.get("IVY_BACKEND", "numpy")
_ONLY = {"test_kornia.py": "torch", "test_tf_function.py": "tensorflow",
         "test_tf_symbolic_batch.py": "tensorflow"}
collect_ignore = [name for name, backend in _ONLY.items() if _BACKEND != backend]


def pytest_report_header(config):
    return (f"ivy backend: {os.environ.get('IVY_BACKEND', 'numpy')}; hypothesis profile: "
            f"{os.environ.get('IVY_HYPOTHESIS_PROFILE', 'ci')}")
