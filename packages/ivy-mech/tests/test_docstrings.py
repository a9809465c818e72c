"""Every public function of ivy_mech has a docstring with an example, and the example runs.

The examples take NumPy input, so they run on the NumPy backend whatever ``IVY_BACKEND`` is."""

import doctest

import ivy
import ivy_mech
import pytest

NAMES = sorted(n for n in ivy_mech.__all__ if callable(getattr(ivy_mech, n)))


@pytest.mark.parametrize("name", NAMES)
def test_docstring_example_runs(name):
    doc = getattr(ivy_mech, name).__doc__ or ""
    _, found, example = doc.partition("Example:")
    assert found and ">>>" in example, f"ivy_mech.{name}: no 'Example:' section with '>>>'"
    for section in ("Args:", "Returns:"):
        assert section in doc, f"ivy_mech.{name}: no {section!r} section"
    test = doctest.DocTestParser().get_doctest(doc, {}, f"ivy_mech.{name}", None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS)
    report = []
    with ivy.use("numpy"):
        runner.run(test, out=report.append)
    assert runner.failures == 0, "".join(report)
