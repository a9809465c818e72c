"""Every public function, class and public method of ivy_robot has a docstring with an example,
and the example runs (NumPy input, so on the NumPy backend whatever ``IVY_BACKEND`` is).

Functions and methods need ``Args:`` and ``Returns:`` sections; classes ``Args:``."""

import doctest
import inspect

import ivy
import ivy_robot
import pytest


def _documented():
    out = []
    for n in sorted(ivy_robot.__all__):
        obj = getattr(ivy_robot, n)
        if inspect.isclass(obj):
            out.append((n, obj, ("Args:",)))
            out += [(f"{n}.{m}", f, ("Args:", "Returns:")) for m, f in vars(obj).items()
                    if callable(f) and not m.startswith("_")]
        elif callable(obj):
            out.append((n, obj, ("Args:", "Returns:")))
    return out


DOCUMENTED = _documented()


@pytest.mark.parametrize("name,obj,sections", DOCUMENTED, ids=[d[0] for d in DOCUMENTED])
def test_docstring_example_runs(name, obj, sections):
    doc = obj.__doc__ or ""
    _, found, example = doc.partition("Example:")
    assert found and ">>>" in example, f"ivy_robot.{name}: no 'Example:' section with '>>>'"
    for section in sections:
        assert section in doc, f"ivy_robot.{name}: no {section!r} section"
    test = doctest.DocTestParser().get_doctest(doc, {}, f"ivy_robot.{name}", None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS)
    report = []
    with ivy.use("numpy"):
        runner.run(test, out=report.append)
    assert runner.failures == 0, "".join(report)
