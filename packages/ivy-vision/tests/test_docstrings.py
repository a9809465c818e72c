"""Every public function of ivy_vision has a docstring with Args, Returns and an example (a class:
Args and an example), and the example runs (on the NumPy backend: the examples take NumPy input,
whatever ``IVY_BACKEND`` is)."""

import ivy.testing
import ivy_vision
import pytest

NAMES = sorted(n for n in ivy_vision.__all__ if callable(getattr(ivy_vision, n)))


@pytest.mark.parametrize("name", NAMES)
def test_docstring_example_runs(name):
    ivy.testing.check_docstring_example(getattr(ivy_vision, name), f"ivy_vision.{name}")
