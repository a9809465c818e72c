"""Every public name of ivy_builder has a docstring with an example (functions: Args and Returns
too), and the example runs.

The examples take NumPy input, so they run on the NumPy backend whatever ``IVY_BACKEND`` is."""

import doctest

import ivy
import ivy_builder
import pytest

NAMES = sorted(n for n in ivy_builder.__all__ if callable(getattr(ivy_builder, n)))


@pytest.mark.parametrize("name", NAMES)
def test_docstring_example_runs(name):
    doc = getattr(ivy_builder, name).__doc__ or ""
    _, found, example = doc.partition("Example:")
    assert found and ">>>" in example, f"ivy_builder.{name}: no 'Example:' section with '>>>'"
    obj = getattr(ivy_builder, name)
    sections = () if isinstance(obj, type) else ("Args:", "Returns:")  # classes: an example
    for section in sections:
        assert section in doc, f"ivy_builder.{name}: no {section!r} section"
    test = doctest.DocTestParser().get_doctest(doc, {}, f"ivy_builder.{name}", None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS)
    report = []
    with ivy.use("numpy"):
        runner.run(test, out=report.append)
    assert runner.failures == 0, "".join(report)
