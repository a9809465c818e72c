"""The frontends' coverage tables (docs/frontends/<framework>.md) are in sync with the code, and
every name a frontend declares unsupported raises a clear error."""

import ivy
import pytest
from ivy.frontends import _coverage


@pytest.mark.parametrize("framework", sorted(_coverage.NAMESPACES))
def test_coverage_table_in_sync(framework):
    page = _coverage.DOCS / f"{framework}.md"
    assert page.read_text() == _coverage.table(framework), (
        f"{page} is out of date: run `python -m ivy.frontends._coverage`")


@pytest.mark.parametrize("namespace", [n for ns in _coverage.NAMESPACES.values() for n in ns])
def test_unsupported_names_raise(namespace):
    for name, st in _coverage.status(namespace).items():
        if st.startswith("unsupported"):
            ns = _coverage.frontend_namespace(namespace)
            with pytest.raises(ivy.IvyUnsupportedError, match=name):
                getattr(ns, name)()


def test_every_implemented_name_is_callable():
    for namespaces in _coverage.NAMESPACES.values():
        for namespace in namespaces:
            done = [n for n, st in _coverage.status(namespace).items()
                    if st in ("implemented", "composed")]
            ns = _coverage.frontend_namespace(namespace) if done else None
            for name in done:
                obj = getattr(ns, name)
                assert callable(obj) or isinstance(obj, property), f"{namespace}.{name}"
