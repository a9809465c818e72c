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

from . import _float_input

__all__ = ["api", "composed", "Spec", "SPECS", "opt_out_of_autograph"]

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


def _signature_text(params):
    """Return (definition text, call text, defaults dict) for a parameter list."""
    defs, call, defaults = [], [], {}
    seen_kwonly = False
    for i, p in enumerate(params):
        text = p.name
        if p.default is not inspect.Parameter.empty:
            key = f"_d_{p.name}"
            defaults[key] = p.default
            text += f"={key}"
        if p.kind is p.VAR_POSITIONAL:
            defs.append("*" + p.name)
            call.append("*" + p.name)
            seen_kwonly = True
        elif p.kind is p.VAR_KEYWORD:
            defs.append("**" + p.name)
            call.append("**" + p.name)
        elif p.kind is p.KEYWORD_ONLY:
            if not seen_kwonly:
                defs.append("*")
                seen_kwonly = True
            defs.append(text)
            call.append(f"{p.name}={p.name}")
        else:
            defs.append(text)
            call.append(p.name)
        nxt = params[i + 1] if i + 1 < len(params) else None
        if p.kind is p.POSITIONAL_ONLY and (nxt is None or nxt.kind is not p.POSITIONAL_ONLY):
            defs.append("/")
    return ", ".join(defs), ", ".join(call), defaults


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
