"""Test configuration of ivy-core.

* ``IVY_BACKEND`` (numpy | torch | jax, default numpy) picks the backend under test: every test
  makes native arrays of it (see ``_harness.native``) and checks that native arrays come back.
* ``IVY_HYPOTHESIS_PROFILE`` picks the Hypothesis profile: ``ci`` (default; few derandomised
  examples so the whole nox run stays in budget) or ``thorough`` (many random examples, for local
  runs before a release).
* ``tests/known_failures/<backend>.txt`` lists expected failures (STYLE habit 11): one line per
  entry, ``<node id or pattern>  # reason (issue N)``; ``*`` matches anything. Matching tests are
  marked ``xfail(strict=True)``, so an entry whose test starts passing fails the run.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

sys.path.insert(0, str(Path(__file__).parent))  # the _harness / _strategies helper modules

BACKEND = os.environ.get("IVY_BACKEND", "numpy")
KNOWN_FAILURES = Path(__file__).parent / "known_failures" / f"{BACKEND}.txt"

_SUPPRESS = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much]
settings.register_profile("ci", max_examples=10, derandomize=True, deadline=None, database=None,
                          suppress_health_check=_SUPPRESS, print_blob=True)
settings.register_profile("thorough", max_examples=200, deadline=None,
                          suppress_health_check=_SUPPRESS, print_blob=True)
settings.load_profile(os.environ.get("IVY_HYPOTHESIS_PROFILE", "ci"))


def pytest_configure(config):
    # nan/inf inputs are drawn on purpose; NumPy's floating-point warnings about them are noise
    for msg in ("invalid value encountered", "divide by zero encountered", "overflow encountered",
                "Mean of empty slice", "Degrees of freedom <= 0"):
        config.addinivalue_line("filterwarnings", f"ignore:{msg}:RuntimeWarning")
    # raised while Hypothesis explains a failing example; not about Ivy
    config.addinivalue_line("filterwarnings",
                            "ignore:mypy_extensions.TypedDict is deprecated:DeprecationWarning")


def pytest_report_header(config):
    return (f"ivy backend: {BACKEND}; hypothesis profile: "
            f"{os.environ.get('IVY_HYPOTHESIS_PROFILE', 'ci')}")


_LINE = re.compile(r"^(?P<pattern>\S+)\s+#\s*(?P<reason>\S.*)$")


def load_known_failures(path=KNOWN_FAILURES):
    """``[(compiled pattern, text, reason)]`` from a known-failures file (missing file: none)."""
    entries = []
    if not path.exists():
        return entries
    for n, raw in enumerate(path.read_text().splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        m = _LINE.match(line)
        if m is None:
            raise pytest.UsageError(
                f"{path}:{n}: expected '<test id or pattern>  # reason (issue N)', got {raw!r}")
        text = m["pattern"]
        regex = re.compile(".*".join(re.escape(p) for p in text.split("*")) + r"\Z")
        entries.append((regex, text, m["reason"].strip()))
    return entries


def _short_id(nodeid):
    """``packages/ivy-core/tests/test_x.py::test_y[z]`` -> ``test_x.py::test_y[z]``."""
    return nodeid.rpartition("tests/")[2]


def pytest_collection_modifyitems(config, items):
    entries = load_known_failures()
    if not entries:
        return
    for item in items:
        short = _short_id(item.nodeid)
        for regex, text, reason in entries:
            if regex.match(short):
                item.add_marker(pytest.mark.xfail(strict=True, reason=f"{text}: {reason}"))
                break


@pytest.fixture
def to_native():
    """NumPy array (or nested lists/tuples of them) -> native arrays of the backend under test."""
    from _harness import native

    return native


@pytest.fixture
def to_numpy():
    """Native array of the backend under test -> NumPy array (without going through Ivy)."""
    from _harness import numpy_of

    return numpy_of


@pytest.fixture
def backend_set():
    """``ivy.set_backend(BACKEND)`` for the test, unset afterwards."""
    import ivy

    ivy.set_backend(BACKEND)
    try:
        yield ivy.get_backend(BACKEND)
    finally:
        ivy.unset_backend()
