"""Test configuration of ivy-gym (same switches as ivy-core's tests).

* ``IVY_BACKEND`` (numpy | torch | jax | tensorflow | mxnet, default numpy): the backend whose
  native arrays the tests pass in; the functions infer it from them.
* ``IVY_FULL=1``: the slow variants too (longer gradient horizons, every environment compiled).
"""

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))  # the _helpers module


def pytest_configure(config):
    # gymnasium warns when asked to step an environment past its termination (the reference
    # comparisons do that on purpose), and about unbounded observation spaces
    config.addinivalue_line("filterwarnings", "ignore::UserWarning:gymnasium")
    config.addinivalue_line("filterwarnings", "ignore:.*infinity.*:UserWarning")
    config.addinivalue_line("filterwarnings", "ignore:.*does not have a spec.*:UserWarning")
    config.addinivalue_line("filterwarnings", "ignore:.*not having a spec.*:UserWarning")


def pytest_report_header(config):
    return f"ivy backend: {os.environ.get('IVY_BACKEND', 'numpy')}"
