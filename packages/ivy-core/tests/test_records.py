"""Completeness of the test tables (STYLE habit 10): every registered function has a record in
``test_<category>.py``, and every record names a registered function."""

import importlib.util
from pathlib import Path

import pytest
from ivy.functional._api import SPECS

HERE = Path(__file__).parent
CATEGORIES = sorted({s.category for s in SPECS.values()})


def _records(category):
    path = HERE / f"test_{category}.py"
    assert path.exists(), f"no test module for category {category!r}: write {path.name}"
    spec = importlib.util.spec_from_file_location(f"_records_of_{category}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return {r.name for r in module.RECORDS}


@pytest.mark.parametrize("category", CATEGORIES)
def test_every_function_has_a_record(category):
    expected = {q for q, s in SPECS.items() if s.category == category}
    got = _records(category)
    assert not expected - got, f"functions without a record: {sorted(expected - got)}"
    assert not got - expected, f"records of unknown functions: {sorted(got - expected)}"
