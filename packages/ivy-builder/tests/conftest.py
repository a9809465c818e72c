"""Test configuration of ivy-builder (same switches as ivy-core's tests).

* ``IVY_BACKEND`` (numpy | torch | jax | tensorflow | mxnet, default numpy): the backend of the
  arrays the loaders yield and the Trainer trains.
* ``IVY_HYPOTHESIS_PROFILE``: ``ci`` (default, 10 derandomised examples) or ``thorough``.
* ``IVY_FULL=1``: the full kill-and-resume run (>= 50 SIGKILLs; ``IVY_BUILDER_KILLS`` sets how
  many) and the larger loader checks.
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
