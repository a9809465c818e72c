"""``requires-python`` of every package states exactly what CI tests: its lower bound is the
Python that runs this test (CI has one interpreter; a package admitting an older Python than CI
runs would promise what nobody checks)."""

import sys
import tomllib
from pathlib import Path

import pytest

PACKAGES = sorted((Path(__file__).resolve().parents[2]).glob("*/pyproject.toml"))


def test_every_package_found():
    assert len(PACKAGES) == 6, [p.parent.name for p in PACKAGES]


@pytest.mark.parametrize("pyproject", PACKAGES, ids=lambda p: p.parent.name)
def test_requires_python_is_the_tested_python(pyproject):
    spec = tomllib.loads(pyproject.read_text())["project"]["requires-python"]
    tested = f">={sys.version_info.major}.{sys.version_info.minor}"
    assert spec == tested, f"{pyproject.parent.name}: requires-python {spec!r}, CI tests {tested!r}"
