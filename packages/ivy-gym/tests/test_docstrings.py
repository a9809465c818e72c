"""Every public function and class of ivy_gym has a docstring with an example, and the example
runs. The examples take NumPy input, so they run on the NumPy backend whatever ``IVY_BACKEND``
is."""

import ivy.testing
import ivy_gym
import pytest

NAMES = sorted(n for n in ivy_gym.__all__ if callable(getattr(ivy_gym, n)))


@pytest.mark.parametrize("name", NAMES)
def test_docstring_example_runs(name):
    ivy.testing.check_docstring_example(getattr(ivy_gym, name), f"ivy_gym.{name}", sections=(
        () if isinstance(getattr(ivy_gym, name), type) else ("Args:", "Returns:")))


def test_env_methods_documented():
    for method in ("reset", "step", "get_state", "set_state", "render"):
        doc = getattr(ivy_gym.Env, method).__doc__ or ""
        assert doc.strip(), f"ivy_gym.Env.{method} has no docstring"
        if method in ("reset", "step"):
            assert "Args:" in doc and "Returns:" in doc, f"ivy_gym.Env.{method}"
