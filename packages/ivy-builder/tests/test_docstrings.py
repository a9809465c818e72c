"""Every public name of ivy_builder has a docstring with an example (functions: Args and Returns
too), and the example runs (on the NumPy backend: the examples take NumPy input, whatever
``IVY_BACKEND`` is)."""

import ivy.testing
import ivy_builder
import pytest

NAMES = sorted(n for n in ivy_builder.__all__ if callable(getattr(ivy_builder, n)))


@pytest.mark.parametrize("name", NAMES)
def test_docstring_example_runs(name):
    obj = getattr(ivy_builder, name)
    sections = () if isinstance(obj, type) else ("Args:", "Returns:")  # classes: an example
    ivy.testing.check_docstring_example(obj, f"ivy_builder.{name}", sections=sections)
