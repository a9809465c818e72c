"""The names every generated dispatcher reads (see this package's docstring for the route)."""

from __future__ import annotations

from .. import _backend, _diagnose
from .._backend import _default as default_backend
from .._backend import _types as by_array_type
from .._backend import chosen, scoped_backend
from .._rules.float_input import to_float

__all__ = ["by_array_type", "chosen", "default_backend", "explain", "infer", "scoped_backend",
           "to_float"]

_ARGUMENTS: dict = {}  # qualname -> (its array parameters, those an array must fill)


def _arguments(qualname):
    try:
        return _ARGUMENTS[qualname]
    except KeyError:
        spec = _backend._specs()[qualname]
        made = _ARGUMENTS[qualname] = (tuple(spec.array_params), tuple(sorted(spec.required)))
        return made


# for torch.compile, a function of constants (the attribute torch._dynamo.assume_constant_result
# sets, without importing torch): Dynamo calls it while tracing and keeps its result, so filling
# the cache inside a compiled function (a Python scalar as the first argument of an inferred call)
# adds no guard on the cache and the next call does not recompile
_arguments._dynamo_marked_constant = True


def infer(qualname, *values):
    """The backend of ``ivy.<qualname>``'s call with the array arguments ``values``, when the
    first one's type is not a known array type: ``IvyTypeError`` for a value that is never an
    array, else the owner of the first array found (lists searched), else the default backend."""
    names, required = _arguments(qualname)
    return _backend._infer_checked(qualname, names, required, *values)


def explain(error, qualname, *values):
    """The error path of ``ivy.<qualname>`` called with the array arguments ``values``: raise
    Ivy's error explaining ``error`` (chained to it), or return to let it propagate."""
    names, required = _arguments(qualname)
    _diagnose.diagnose(error, qualname, names, values, required)
