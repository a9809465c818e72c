"""Test configuration of ivy-robot (same switches as ivy-core's tests).

* ``IVY_BACKEND`` (numpy | torch | jax | tensorflow | mxnet, default numpy): the backend whose
  native arrays the tests pass in; the functions infer it from them.
* ``IVY_HYPOTHESIS_PROFILE``: ``ci`` (default, 10 derandomised examples) or ``thorough``.
"""

import os
import sys
from pathlib import Path

from hypothesis import HealthCheck, settings

sys.path.insert(0, str(Path(__file__).parent))  # the _helpers module

_SUPPRESS = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much]
settings.register_profile("ci", max_examples=10, derandomize=True, deadline=None, database=None,
                          suppress_health_check=_SUPPRESS, print_blob=True)
settings.register_profile("thorough", max_examples=200, deadline=None,
                          suppress_health_check=_SUPPRESS, print_blob=True)
settings.load_profile(os.environ.get("IVY_HYPOTHESIS_PROFILE", "ci"))



def pytest_report_header(config):
    return (f"ivy backend: {os.environ.get('IVY_BACKEND', 'numpy')}; hypothesis profile: "
            f"{os.environ.get('IVY_HYPOTHESIS_PROFILE', 'ci')}")
