"""Every public function, class and public method of ivy_robot has a docstring with an example,
and the example runs (NumPy input, so on the NumPy backend whatever ``IVY_BACKEND`` is).

Functions and methods need ``Args:`` and ``Returns:`` sections; classes ``Args:``."""

import inspect

import ivy.testing
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
    ivy.testing.check_docstring_example(obj, f"ivy_robot.{name}", sections=sections)
