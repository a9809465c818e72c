"""Every public callable of ``ivy``, ``ivy.linalg`` and ``ivy.fft`` has a docstring whose example runs.

Collected: every registered function (``SPECS``) plus the other public names of ``ivy`` (dtype
helpers, backend controls, aliases, conversions). Exception classes are left out. The examples take
NumPy input, so they run under the NumPy backend whatever ``IVY_BACKEND`` this run has.
"""

import doctest
import inspect

import ivy
import pytest
from ivy.functional._api import SPECS

_FLAGS = doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS


def _public():
    """Map ``"ivy.<name>"`` / ``"ivy.linalg.<name>"`` / ``"ivy.fft.<name>"`` to its docstring."""
    docs = {f"ivy.{q}": spec.doc for q, spec in SPECS.items()}
    seen = set()  # non-registered objects already listed (aliases such as set_framework)
    for prefix, module in (("ivy", ivy), ("ivy.linalg", ivy.linalg), ("ivy.fft", ivy.fft)):
        names = module.__all__ if module is not ivy else dir(ivy)
        for name in sorted(names):
            qual = f"{prefix}.{name}"
            if name.startswith("_") or qual in docs:
                continue
            obj = getattr(module, name)
            if not callable(obj) or inspect.ismodule(obj) or id(obj) in seen:
                continue
            if inspect.isclass(obj) and issubclass(obj, BaseException):
                continue
            if prefix != "ivy" and getattr(ivy, name, None) is obj:
                continue  # ivy.linalg.matmul is ivy.matmul
            seen.add(id(obj))
            docs[qual] = obj.__doc__
    return docs


PUBLIC = _public()
NAMES = sorted(PUBLIC)


def test_collection_covers_the_registry():
    assert {f"ivy.{q}" for q in SPECS} <= set(PUBLIC)
    assert {"ivy.set_backend", "ivy.use", "ivy.result_type", "ivy.to_backend"} <= set(PUBLIC)


@pytest.mark.parametrize("name", NAMES)
def test_has_docstring_with_example(name):
    doc = PUBLIC[name] or ""
    assert doc.strip(), f"{name} has no docstring"
    assert "TODO(doc)" not in doc, f"{name} still has a placeholder docstring"
    _, found, example = doc.partition("Example:")
    assert found and ">>>" in example, f"{name}: docstring has no 'Example:' section with '>>>'"


@pytest.fixture
def _restore_state():
    """Examples may set the global backend or default dtypes: put them back afterwards."""
    backend = ivy.backend
    float_dtype, int_dtype = ivy.default_float_dtype(), ivy.default_int_dtype()
    yield
    if backend is None:
        ivy.unset_backend()
    else:
        ivy.set_backend(backend)
    ivy.set_default_float_dtype(float_dtype)
    ivy.set_default_int_dtype(int_dtype)


@pytest.mark.parametrize("name", NAMES)
def test_example_runs(name, _restore_state):
    test = doctest.DocTestParser().get_doctest(PUBLIC[name] or "", {}, name, None, 0)
    runner = doctest.DocTestRunner(optionflags=_FLAGS)
    report = []
    with ivy.use("numpy"):
        runner.run(test, out=report.append)
    assert runner.failures == 0, "".join(report)
