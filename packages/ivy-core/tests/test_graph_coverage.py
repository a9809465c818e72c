"""docs/graph/coverage.md is generated from the graph's tables (``python -m ivy.graph._coverage``)
and kept in sync; the recorded Core ATen list is PyTorch's own (checked in the torch session)."""

import importlib.util
from pathlib import Path

import pytest
from _harness import BACKEND
from ivy.graph import _coverage
from ivy.graph._aten import ATEN
from ivy.graph._aten_more import UNMAPPED

ROOT = Path(__file__).resolve().parents[3]


def test_the_coverage_page_matches_the_tables():
    assert _coverage.DOC.read_text() == _coverage.page(), \
        "regenerate: python -m ivy.graph._coverage"


def test_the_page_is_in_the_docs_nav():
    assert "graph/coverage.md" in (ROOT / "mkdocs.yml").read_text()


def test_every_core_overload_is_mapped_or_has_a_reason():
    _, core = _coverage.core_aten()
    assert len(core) == len(set(core)) > 150
    assert [o for o in core if o not in ATEN and o not in UNMAPPED] == []
    assert [o for o in UNMAPPED if o in ATEN or o not in core] == []


@pytest.mark.skipif(BACKEND != "torch" or importlib.util.find_spec("torch") is None,
                    reason="the recorded list is compared with PyTorch's: the torch session")
def test_the_recorded_list_is_pytorchs():
    import torch  # noqa: PLC0415

    version, core = _coverage.core_aten()
    if torch.__version__.split("+")[0] != version:
        pytest.fail(f"recorded for torch {version}, installed {torch.__version__}: "
                    f"python -m ivy.graph._coverage --record")
    assert _coverage.tagged_core() == set(core)
    assert len(core) == 193  # (issue 24: "193 Core ATen overloads of torch 2.13 (164 names)")
