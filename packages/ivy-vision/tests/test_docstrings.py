"""Every public function of ivy_vision has a docstring with Args, Returns and an example (a class:
Args and an example), and the example runs.

The examples take NumPy input, so they run on the NumPy backend whatever ``IVY_BACKEND`` is."""

import doctest

import ivy
import ivy_vision
import pytest

NAMES = sorted(n for n in ivy_vision.__all__ if callable(getattr(ivy_vision, n)))


@pytest.mark.parametrize("name", NAMES)
def test_docstring_example_runs(name):
    doc = getattr(ivy_vision, name).__doc__ or ""
    _, found, example = doc.partition("Example:")
    assert found and ">>>" in example, f"ivy_vision.{name}: no 'Example:' section with '>>>'"
    obj = getattr(ivy_vision, name)
    sections = ("Args:",) if isinstance(obj, type) else ("Args:", "Returns:")  # classes: no Returns
    for section in sections:
        assert section in doc, f"ivy_vision.{name}: no {section!r} section"
    test = doctest.DocTestParser().get_doctest(doc, {}, f"ivy_vision.{name}", None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS)
    report = []
    with ivy.use("numpy"):
        runner.run(test, out=report.append)
    assert runner.failures == 0, "".join(report)
