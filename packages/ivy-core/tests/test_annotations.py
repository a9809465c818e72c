"""Every public function and class of ``ivy`` carries type annotations (PEP 561: ``py.typed``).

Walked: the public names of ``ivy`` (``dir(ivy)``), of ``ivy.linalg`` and ``ivy.fft``, and of the
public submodules ``import ivy`` exposes (``ivy.dtypes``, ``ivy.testing``, ``ivy.stateful``, ...:
their ``__all__``, else the public names they define themselves), plus the public methods (and
``__init__`` / ``__call__``) of every public class defined in an ivy module. Each function defined
in an ivy module must annotate every parameter (``self`` / ``cls`` of a method aside, ``*args`` and
``**kwargs`` included) and its return (``__init__`` aside), and ``typing.get_type_hints`` must
resolve its annotations.
"""

from __future__ import annotations

import inspect
import os
import types
import typing

import ivy
import pytest

# "module:qualname" -> why it may stay unannotated here. Keep this tiny.
EXCLUDED: dict[str, str] = {}


def _in_ivy(obj):
    module = getattr(obj, "__module__", None) or ""
    return module == "ivy" or module.startswith("ivy.")


def _namespaces():
    yield ivy, [n for n in dir(ivy) if not n.startswith("_")]
    for name in sorted(dir(ivy)):
        module = getattr(ivy, name)
        if (name.startswith("_") or not isinstance(module, types.ModuleType)
                or not module.__name__.startswith("ivy.")):
            continue
        names = getattr(module, "__all__", None)
        if names is None:  # the public names the module defines itself, not the ones it imports
            names = [n for n in dir(module) if not n.startswith("_")
                     and getattr(getattr(module, n), "__module__", None) == module.__name__]
        yield module, names


def _methods(cls):
    """``(name, function, bound)`` for the public methods of ``cls`` defined in ivy modules
    (``bound``: the first parameter is ``self`` / ``cls``)."""
    for name in dir(cls):
        if name.startswith("_") and name not in ("__init__", "__call__"):
            continue
        raw = inspect.getattr_static(cls, name)
        if isinstance(raw, property):
            for f in (raw.fget, raw.fset):
                if inspect.isfunction(f) and _in_ivy(f):
                    yield name, f, True
            continue
        bound = not isinstance(raw, staticmethod)
        if isinstance(raw, (staticmethod, classmethod)):
            raw = raw.__func__
        if inspect.isfunction(raw) and _in_ivy(raw):
            yield name, raw, bound


def _collect():
    found = {}  # "module:qualname" -> (function, bound)
    classes = {}
    for module, names in _namespaces():
        for name in names:
            obj = getattr(module, name, None)
            if inspect.isclass(obj) and _in_ivy(obj):
                classes[f"{obj.__module__}:{obj.__qualname__}"] = obj
            elif inspect.isfunction(obj) and _in_ivy(obj):
                found.setdefault(f"{obj.__module__}:{obj.__qualname__}", (obj, False))
    for cls in classes.values():
        for _, f, bound in _methods(cls):
            found.setdefault(f"{f.__module__}:{f.__qualname__}", (f, bound))
    return found, classes


FUNCTIONS, CLASSES = _collect()


def _missing(f, bound):
    """The parameters (and ``"return"``) of ``f`` without an annotation."""
    params = list(inspect.signature(f, follow_wrapped=False).parameters)
    if bound and params:
        params = params[1:]
    ann = f.__annotations__
    out = [p for p in params if p not in ann]
    if f.__name__ != "__init__" and "return" not in ann:
        out.append("return")
    return out


def test_the_walk_finds_the_public_api():
    # the generated functions, the stateful classes' constructors, the helpers of this issue
    for key in ("ivy.dispatch.elementwise:add", "ivy.functional.gradients:grad",
                "ivy.stateful.layers:Linear.__init__", "ivy.stateful.module:Module.__call__",
                "ivy.container.base:Container.map", "ivy.compiler:compile", "ivy.testing:load_demo",
                "ivy.graph:trace_graph", "ivy.stateful.optimizers:Optimizer.step"):
        assert key in FUNCTIONS, key
    assert len(FUNCTIONS) > 350
    assert set(EXCLUDED) <= set(FUNCTIONS), set(EXCLUDED) - set(FUNCTIONS)


@pytest.mark.parametrize("key", sorted(FUNCTIONS))
def test_annotated(key):
    if key in EXCLUDED:
        pytest.skip(EXCLUDED[key])
    f, bound = FUNCTIONS[key]
    assert not _missing(f, bound), f"{key}: no annotation for {_missing(f, bound)}"
    typing.get_type_hints(f)  # every name in the annotations resolves


def test_module_subclasses_show_their_constructor():
    """``inspect.signature(ivy.Linear)`` is ``Linear.__init__``'s, not the metaclass's
    ``(*args, **kwargs)``."""
    sig = inspect.signature(ivy.Linear)
    assert list(sig.parameters)[:2] == ["input_channels", "output_channels"]
    assert "self" not in sig.parameters
    modules = [c for c in CLASSES.values() if issubclass(c, ivy.Module)]
    assert len(modules) > 20
    for cls in modules:
        init = list(inspect.signature(cls.__init__).parameters.values())[1:]
        assert list(inspect.signature(cls).parameters.values()) == init, cls
    # an instance's signature stays the call's
    assert "v" in inspect.signature(ivy.Linear(2, 3)).parameters


def test_py_typed_ships():
    import ivy as pkg  # noqa: PLC0415

    assert os.path.isfile(os.path.join(os.path.dirname(pkg.__file__), "py.typed"))
