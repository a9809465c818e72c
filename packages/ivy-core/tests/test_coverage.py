"""docs/coverage.md is generated from the code and kept in sync; no function lacks a kernel."""

import inspect
import os
from pathlib import Path

import ivy
from ivy import _coverage
from ivy.functional._api import SPECS

BACKEND = os.environ.get("IVY_BACKEND", "numpy")
DOC = Path(__file__).resolve().parents[3] / "docs" / "coverage.md"


def test_every_function_has_a_kernel_or_a_reason():
    cov = ivy.get_backend(BACKEND).coverage
    assert set(cov) == set(SPECS)
    missing = [q for q, s in cov.items() if s == "unsupported: no kernel written yet"]
    assert missing == []


def test_coverage_table_matches_the_code():
    documented = _coverage.parse(DOC.read_text())[BACKEND]
    actual = {q: _coverage.cell(s) for q, s in ivy.get_backend(BACKEND).coverage.items()}
    assert documented == actual, "regenerate: python -m ivy._coverage > docs/coverage.md"


def test_unsupported_calls_raise_the_documented_reason():
    b = ivy.get_backend(BACKEND)
    for q, status in b.coverage.items():
        if not status.startswith("unsupported"):
            continue
        ns, _, name = q.rpartition(".")
        fn = getattr(getattr(b, ns) if ns else b, name)
        required = [p for p in inspect.signature(fn).parameters.values()
                    if p.default is p.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        try:
            fn(*[b.zeros((2, 2))] * max(1, len(required)))
        except ivy.IvyUnsupportedError as e:
            assert status.split(": ", 1)[1] in str(e)
        else:
            raise AssertionError(f"{q} is documented unsupported on {BACKEND} but ran")
