"""Every public function and class of ivy_gym has a docstring with an example, and the example
runs. The examples take NumPy input, so they run on the NumPy backend whatever ``IVY_BACKEND``
is."""

import doctest

import ivy
import ivy_gym
import pytest

NAMES = sorted(n for n in ivy_gym.__all__ if callable(getattr(ivy_gym, n)) and n != "Env")


@pytest.mark.parametrize("name", NAMES)
def test_docstring_example_runs(name):
    obj = getattr(ivy_gym, name)
    doc = obj.__doc__ or ""
    _, found, example = doc.partition("Example:")
    assert found and ">>>" in example, f"ivy_gym.{name}: no 'Example:' section with '>>>'"
    if not isinstance(obj, type):
        for section in ("Args:", "Returns:"):
            assert section in doc, f"ivy_gym.{name}: no {section!r} section"
    test = doctest.DocTestParser().get_doctest(doc, {}, f"ivy_gym.{name}", None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS)
    report = []
    with ivy.use("numpy"):
        runner.run(test, out=report.append)
    assert runner.failures == 0, "".join(report)


def test_env_methods_documented():
    for method in ("reset", "step", "get_state", "set_state", "render"):
        doc = getattr(ivy_gym.Env, method).__doc__ or ""
        assert doc.strip(), f"ivy_gym.Env.{method} has no docstring"
