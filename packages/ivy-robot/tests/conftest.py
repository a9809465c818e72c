"""Test configuration of ivy-robot (same switches as ivy-core's tests).

* ``IVY_BACKEND`` (numpy | torch | jax | tensorflow | mxnet, default numpy): the backend whose
  native arrays the tests pass in; the functions infer it from them.
* ``IVY_HYPOTHESIS_PROFILE``: ``ci`` (default, 10 derandomised examples) or ``thorough``.
"""

import os
import sys
from pathlib import Path

import ivy.testing

sys.path.insert(0, str(Path(__file__).parent))  # the _helpers module

ivy.testing.load_hypothesis_profile()



def pytest_report_header(config):
    return (f"ivy backend: {os.environ.get('IVY_BACKEND', 'numpy')}; hypothesis profile: "
            f"{os.environ.get('IVY_HYPOTHESIS_PROFILE', 'ci')}")
