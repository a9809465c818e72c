"""The registry of Ivy's public functions: one :class:`Spec` per definition, in :data:`SPECS`.

Filled by ``@api`` / ``@composed`` (``ivy/functional/_api.py``) as the definitions are imported;
read by the backend loader (``ivy/_backend.py``), the dispatch layer, the generator and the
kernels that run a composed definition (``ivy/backends/_composed.py``).
"""

from __future__ import annotations

import inspect
import sys

__all__ = ["Spec", "SPECS"]

# parameters that may hold arrays of the backend (inference and the backend guard read the first)
_ARRAY_PARAMS = frozenset({"x", "x1", "x2", "obj", "condition", "arrays", "low", "high", "mean",
                           "std", "start", "stop", "operands", "true", "pred", "q"})
# parameters holding a sequence of arrays (the guard checks the first element)
_SEQUENCE_PARAMS = frozenset({"arrays", "operands"})
_NAMESPACES = {"linalg": "linalg", "fft": "fft"}
_ARRAY_PARAMS |= {"indices", "updates", "probs", "logits"}  # gather/scatter, sampling
_REQUIRED = frozenset({"x", "x1", "x2", "condition", "arrays", "operands", "indices", "updates"})


_VAR_FLAGS = inspect.CO_VARARGS | inspect.CO_VARKEYWORDS


def _parameter_names(func, is_composed):
    """``func``'s parameters as ``(names in signature order, names with a default, the names in
    its code object's order)``, read off its code object (``inspect.signature`` costs ~50 µs a
    function: at import, for ~240 functions, that was a fifth of Ivy's own import time)."""
    c = func.__code__
    n_pos, n_kw = c.co_argcount, c.co_kwonlyargcount
    names = c.co_varnames
    pos, kw = names[:n_pos], names[n_pos:n_pos + n_kw]
    i = n_pos + n_kw
    var = names[i:i + 1] if c.co_flags & inspect.CO_VARARGS else ()
    i += len(var)
    varkw = names[i:i + 1] if c.co_flags & inspect.CO_VARKEYWORDS else ()
    defaulted = set(pos[n_pos - len(func.__defaults__ or ()):]) | set(func.__kwdefaults__ or ())
    if is_composed:
        pos = pos[1:]  # drop xp
    return (*pos, *var, *kw, *varkw), defaulted, (*pos, *kw, *var, *varkw)


class Spec:
    """Everything known about one public function, collected at import from its code object;
    the ``inspect`` signature (``params``, ``signature``) is made when first asked for."""

    __slots__ = ("name", "namespace", "qualname", "category", "doc", "_signature", "_func",
                 "array_params", "composed", "dispatcher", "kernel_name", "extensions", "required",
                 "_is_composed")

    def __init__(self, func, is_composed, extensions=()):
        # a module split for length names the backends' kernel module it shares (KERNEL_MODULE)
        mod = getattr(sys.modules[func.__module__], "KERNEL_MODULE", func.__module__.rsplit(".", 1)[-1])
        self.name = self.kernel_name = func.__name__
        self.category = mod
        self.namespace = _NAMESPACES.get(mod, "")
        self.qualname = f"{self.namespace}.{self.name}" if self.namespace else self.name
        self.doc = func.__doc__
        self._func, self._is_composed, self._signature = func, is_composed, None
        names, defaulted, _ = _parameter_names(func, is_composed)
        self.array_params = [n for n in names if n in _ARRAY_PARAMS]
        # array parameters without a default that only an array fills: None there is a bad input
        # (_diagnose.check; bernoulli's probs may be None when logits is given)
        self.required = frozenset(n for n in names if n in _REQUIRED and n not in defaulted)
        self.composed = func if is_composed else None
        self.dispatcher = None
        # Ivy's own options of a standard function (eye's batch_shape): ivy.array_api leaves them out
        self.extensions = frozenset(extensions)
        unknown = self.extensions - set(names)
        if unknown:  # pragma: no cover - programming error
            raise ValueError(f"{self.qualname}: extensions {sorted(unknown)} are not parameters")

    @property
    def signature(self) -> inspect.Signature:
        """The public signature (``inspect``; made on first use)."""
        if self._signature is None:
            sig = inspect.signature(self._func)
            params = list(sig.parameters.values())
            if self._is_composed:
                params = params[1:]  # drop xp
            self._signature = sig.replace(parameters=params)
        return self._signature

    @property
    def params(self) -> list:
        """The public signature's ``inspect.Parameter`` list."""
        return list(self.signature.parameters.values())


SPECS: dict[str, Spec] = {}
