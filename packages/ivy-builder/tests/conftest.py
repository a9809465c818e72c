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

from hypothesis import HealthCheck, settings

sys.path.insert(0, str(Path(__file__).parent))  # the _helpers module

_SUPPRESS = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much,
             HealthCheck.function_scoped_fixture]
settings.register_profile("ci", max_examples=10, derandomize=True, deadline=None, database=None,
                          suppress_health_check=_SUPPRESS, print_blob=True)
settings.register_profile("thorough", max_examples=200, deadline=None,
                          suppress_health_check=_SUPPRESS, print_blob=True)
settings.load_profile(os.environ.get("IVY_HYPOTHESIS_PROFILE", "ci"))


def pytest_report_header(config):
    return (f"ivy backend: {os.environ.get('IVY_BACKEND', 'numpy')}; hypothesis profile: "
            f"{os.environ.get('IVY_HYPOTHESIS_PROFILE', 'ci')}")
