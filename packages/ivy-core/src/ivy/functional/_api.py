"""One definition per function: the registry of Ivy's public functions.

A function is defined once in ``ivy/functional/<category>.py``:

* ``@api`` marks a *primary* function: signature and docstring only; each backend supplies a
  kernel of the same name and signature in ``ivy/backends/<fw>/<category>.py``.
* ``@composed`` marks a *compositional* (or *mixed*) function: its body is written once in terms of
  the backend namespace ``xp`` passed as first argument; a backend kernel of the same name, where
  one exists, takes precedence.

``python -m ivy._generate`` writes every definition's public function, a plain ``def`` with the
same signature and docstring whose body routes the call to a backend's kernel, into
``ivy/dispatch/<category>.py`` (checked in; ``tests/test_generated.py`` fails when a file is out
of date). The decorators record a :class:`Spec` in :data:`SPECS` and return that function, so
``ivy.functional.elementwise.add``, ``ivy.dispatch.elementwise.add`` and ``ivy.add`` are one
object.
"""

from __future__ import annotations

import importlib
import inspect
import sys

from .._rules import float_input as _float_input
from .._rules.specs import (  # noqa: F401 - the registry lives below the API and the backends
    _ARRAY_PARAMS,
    _NAMESPACES,
    _REQUIRED,
    _SEQUENCE_PARAMS,
    _VAR_FLAGS,
    SPECS,
    Spec,
    _parameter_names,
)

__all__ = ["api", "composed", "Spec", "SPECS", "opt_out_of_autograph"]


def _register(func, is_composed, extensions=()):
    spec = Spec(func, is_composed, extensions)
    spec.doc = _float_input.document(spec.doc, spec.qualname)  # the integer-input rule
    SPECS[spec.qualname] = spec
    spec.dispatcher = _dispatcher(spec)
    if is_composed:  # its body runs as the backends' kernel (functools.partial(func, xp))
        func.autograph_info__ = None
    mod = sys.modules[func.__module__]
    mod.__dict__.setdefault("__all__", []).append(spec.name)
    return spec.dispatcher


def api(func=None, *, extensions=()):
    """Register a primary function (signature and docstring; kernels live in the backends).

    ``@api(extensions=("batch_shape",))`` names Ivy's own keyword options of a function the
    standard defines: they stay out of ``ivy.array_api``'s signature.
    """
    if func is None:
        return lambda f: _register(f, False, extensions)
    return _register(func, False)


def composed(func=None, *, extensions=()):
    """Register a compositional function whose body takes the backend namespace ``xp`` first
    (``extensions`` as for :func:`api`)."""
    if func is None:
        return lambda f: _register(f, True, extensions)
    return _register(func, True)


def _dispatcher(spec):
    """``spec``'s public function: the checked-in dispatcher of the same name in
    ``ivy/dispatch/<module>.py`` (written by ``python -m ivy._generate``). A definition without
    one (added since the generator last ran) gets a function that says so when called, so that
    ``import ivy`` and the generator itself still run."""
    module = spec._func.__module__.rsplit(".", 1)[-1]
    try:
        fn = getattr(importlib.import_module(f"ivy.dispatch.{module}"), spec.name)
    except (ImportError, AttributeError):
        fn = None
    order = _parameter_names(spec._func, spec._is_composed)[2]
    if fn is None or fn.__code__.co_varnames[:len(order)] != order:
        fn = _not_generated(spec)
    fn.__qualname__ = spec.name
    fn.autograph_info__ = None  # tf.function's AutoGraph calls it as it is (see opt_out_of_autograph)
    return fn


def _not_generated(spec):
    def not_generated(*args, **kwargs):
        raise RuntimeError(f"ivy.{spec.qualname} has no up-to-date dispatcher in ivy/dispatch/: "
                           f"run `python -m ivy._generate` after changing a definition")

    not_generated.__name__ = spec.name
    not_generated.__doc__ = spec.doc
    return not_generated


def opt_out_of_autograph(namespace):
    """Mark Ivy's functions in ``namespace`` (a module's ``__dict__``) so that ``tf.function``'s
    AutoGraph calls them as they are instead of converting them (classes are left alone: a user's
    ``ivy.Module`` subclass may rely on AutoGraph in its ``_forward``).

    Ivy's code is graph-compatible Python (its control flow reads static properties: dtypes,
    shapes, options), so converting it only costs tracing time, and on the first call of a process
    AutoGraph would descend into the lazy backend loading and warn about ``importlib``'s
    functions. AutoGraph skips any callable carrying the attribute ``autograph_info__`` (what
    ``tf.autograph.experimental.do_not_convert`` sets); setting it needs no TensorFlow import.
    """
    for obj in list(namespace.values()):
        if getattr(obj, "__module__", None) is None or not obj.__module__.startswith("ivy"):
            continue
        if inspect.isfunction(obj):
            obj.autograph_info__ = None
