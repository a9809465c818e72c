"""One definition per function: the registry of Ivy's functions and the code generator.

A function is defined once in ``ivy/functional/<category>.py``:

* ``@api`` marks a *primary* function: signature and docstring only; each backend supplies a
  kernel of the same name and signature in ``ivy/backends/<fw>/<category>.py``.
* ``@composed`` marks a *compositional* (or *mixed*) function: its body is written once in terms of
  the backend namespace ``xp`` passed as first argument; a backend kernel of the same name, where
  one exists, takes precedence.

The decorator returns a generated dispatcher with exactly the public signature. Dispatchers,
per-backend guards and composed bindings are all made by :func:`generate` from the signature, so no
per-call ``inspect``, ``*args`` repacking or decorator stack is involved.
"""

from __future__ import annotations

import inspect
import linecache
import sys

__all__ = ["api", "composed", "Spec", "SPECS", "exec_source", "generate", "opt_out_of_autograph"]

# parameters that may hold arrays of the backend (inference and the backend guard read the first)
_ARRAY_PARAMS = frozenset({"x", "x1", "x2", "obj", "condition", "arrays", "low", "high", "mean",
                           "std", "start", "stop", "operands", "true", "pred", "q"})
# parameters holding a sequence of arrays (the guard checks the first element)
_SEQUENCE_PARAMS = frozenset({"arrays", "operands"})
_NAMESPACES = {"linalg": "linalg", "fft": "fft"}
_ARRAY_PARAMS |= {"indices", "updates", "probs", "logits"}  # gather/scatter, sampling


class Spec:
    """Everything known about one public function, collected once at import."""

    __slots__ = ("name", "namespace", "qualname", "category", "doc", "signature", "params",
                 "array_params", "composed", "dispatcher", "kernel_name", "extensions")

    def __init__(self, func, is_composed, extensions=()):
        # a module split for length names the backends' kernel module it shares (KERNEL_MODULE)
        mod = getattr(sys.modules[func.__module__], "KERNEL_MODULE", func.__module__.rsplit(".", 1)[-1])
        self.name = self.kernel_name = func.__name__
        self.category = mod
        self.namespace = _NAMESPACES.get(mod, "")
        self.qualname = f"{self.namespace}.{self.name}" if self.namespace else self.name
        self.doc = func.__doc__
        sig = inspect.signature(func)
        params = list(sig.parameters.values())
        if is_composed:
            params = params[1:]  # drop xp
        self.params = params
        self.signature = sig.replace(parameters=params)
        self.array_params = [p.name for p in params if p.name in _ARRAY_PARAMS]
        self.composed = func if is_composed else None
        self.dispatcher = None
        # Ivy's own options of a standard function (eye's batch_shape): ivy.array_api leaves them out
        self.extensions = frozenset(extensions)
        unknown = self.extensions - {p.name for p in params}
        if unknown:  # pragma: no cover - programming error
            raise ValueError(f"{self.qualname}: extensions {sorted(unknown)} are not parameters")


SPECS: dict[str, Spec] = {}


def _register(func, is_composed, extensions=()):
    spec = Spec(func, is_composed, extensions)
    SPECS[spec.qualname] = spec
    spec.dispatcher = generate(spec, "dispatch")
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


def exec_source(src, filename, g):
    """Run generated source ``src`` in namespace ``g``, its text registered in ``linecache`` under
    ``filename`` so that tracebacks, ``inspect.getsource`` and ``tf.function``'s AutoGraph can
    read the generated functions."""
    linecache.cache[filename] = (len(src), None, src.splitlines(True), filename)
    exec(compile(src, filename, "exec"), g)  # noqa: S102


def generate(spec: Spec, mode: str, target=None, env=None):
    """Make a function with ``spec``'s exact signature.

    mode ``"dispatch"``: the thread's scoped/global backend's guarded function; else the raw kernel
    of the backend inferred from the first array argument's type (NumPy when nothing is inferable).
    mode ``"guard"``: check the first array argument belongs to the backend, then call ``target``.
    mode ``"composed"``: call ``spec.composed(xp, ...)`` with ``env["xp"]``.
    """
    from .. import _backend  # noqa: PLC0415 - import-time only, never per call

    params_text, call_text, defaults = _signature_text(spec.params)
    g = dict(defaults)
    g.update(env or {})
    name = spec.kernel_name
    arrays = spec.array_params
    if mode == "dispatch":
        g.update(_tls=_backend._tls, _types=_backend._types, _infer=_backend._infer,
                 _default=_backend._default)
        attr = f"{spec.namespace}.{spec.name}" if spec.namespace else spec.name
        # A backend in force -> its guarded function (checks the argument's framework);
        # inferred from the argument's type -> the raw kernel (the type already matches).
        if arrays:
            first = arrays[0]
            pick = (f"    if b is None:\n        return (_types.get(type({first})) or "
                    f"_infer({', '.join(arrays)})).xp.{attr}({call_text})\n")
        else:
            pick = f"    if b is None:\n        return _default().xp.{attr}({call_text})\n"
        src = (f"def {name}({params_text}):\n    b = _tls.ns\n{pick}"
               f"    return b.{attr}({call_text})\n")
    elif mode == "guard":
        g["_k"] = target
        a = arrays[0]
        # a sequence of arrays (concat, stack, meshgrid, einsum): check its first element
        seq = a in _SEQUENCE_PARAMS
        test = f"{a} and type({a}[0]) not in _ok" if seq else f"type({a}) not in _ok"
        item = f"{a}[0]" if seq else a
        src = (f"def {name}({params_text}):\n"
               f"    if {test}:\n        _check({item}, {spec.qualname!r})\n"
               f"    return _k({call_text})\n")
    elif mode == "composed":
        g["_c"] = spec.composed
        src = f"def {name}({params_text}):\n    return _c(xp, {call_text})\n"
    else:  # pragma: no cover - programming error
        raise ValueError(mode)
    exec_source(src, f"<ivy.{mode}:{spec.qualname}>", g)
    fn = g[name]
    fn.__doc__ = spec.doc
    fn.__module__ = "ivy." + spec.namespace if spec.namespace else "ivy"
    fn.__qualname__ = spec.name
    fn.__name__ = spec.name
    fn.autograph_info__ = None  # tf.function's AutoGraph calls it as it is (see opt_out_of_autograph)
    return fn


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
