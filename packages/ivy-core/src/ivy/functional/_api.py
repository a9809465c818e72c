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
import threading
import types

from . import _float_input

__all__ = ["api", "bind", "composed", "Spec", "SPECS", "exec_source", "generate",
           "opt_out_of_autograph"]

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
                 "array_params", "composed", "dispatcher", "kernel_name", "extensions", "codes",
                 "required", "_is_composed")

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
        self.codes = {}  # "dispatch" / "guard" / "call": the public function's code objects
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
    spec.dispatcher = _stub(spec, func, is_composed)  # the dispatcher's code: made on first use
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


def _stub_template():  # the body of every public function until its dispatcher is made
    return _ivy_first(locals())  # noqa: F821 - each stub's own global


_STUB_CODES: dict = {}  # code object of a stub -> its spec (the stubs not yet replaced)
_MADE = {"all": False}
_MAKE_LOCK = threading.RLock()


def _stub(spec, func, is_composed):
    """``spec``'s public function, made without compiling anything: the function object (the
    one ``ivy.<name>`` always is) with ``func``'s exact signature, whose code, until the
    dispatchers are generated, is a stub that generates them all (:func:`make_dispatchers`) and
    calls the function again. Compiling ~240 dispatchers at import was most of ``import ivy``'s
    own time; they are made by the process's first Ivy call or backend binding instead (both
    load a backend, an import anyway)."""
    _, _, code_order = _parameter_names(func, is_composed)
    c = func.__code__
    code = _stub_template.__code__.replace(
        co_argcount=c.co_argcount - is_composed, co_kwonlyargcount=c.co_kwonlyargcount,
        co_posonlyargcount=max(c.co_posonlyargcount - is_composed, 0),
        co_flags=_stub_template.__code__.co_flags | (c.co_flags & _VAR_FLAGS),
        co_varnames=code_order, co_nlocals=len(code_order), co_name=spec.name,
        co_qualname=spec.name, co_filename=f"<ivy.stub:{spec.qualname}>")
    g = {"__builtins__": __builtins__, "_ivy_first": lambda args: _first_call(spec, args)}
    SCOPES.add(id(g))
    fn = types.FunctionType(code, g, spec.name, func.__defaults__)
    fn.__kwdefaults__ = dict(func.__kwdefaults__) if func.__kwdefaults__ else None
    fn.__doc__ = spec.doc
    fn.__module__ = "ivy." + spec.namespace if spec.namespace else "ivy"
    fn.__qualname__ = spec.name
    fn.autograph_info__ = None  # tf.function's AutoGraph calls it as it is (see opt_out_of_autograph)
    spec.codes["dispatch"] = code
    _STUB_CODES[code] = spec
    return fn


def make_dispatchers():
    """Generate every public function's dispatcher (once; see :func:`_stub`): each function
    running its stub runs the dispatcher from now on."""
    if _MADE["all"]:
        return
    with _MAKE_LOCK:
        for stub, spec in list(_STUB_CODES.items()):
            made = generate(spec, "dispatch")  # its code and globals become the public function's
            fn = spec.dispatcher
            fn.__globals__.update(made.__globals__)
            if fn.__code__ is stub:  # (not bound to a backend meanwhile)
                fn.__code__ = made.__code__
            spec.codes["dispatch"] = made.__code__
            del _STUB_CODES[stub]
        _MADE["all"] = True


def _first_call(spec, args):
    """A stub's call: make the dispatchers, then call the public function with ``args`` (the
    stub's ``locals()``: its parameters by name)."""
    make_dispatchers()
    fn = spec.dispatcher
    if fn.__code__.co_filename.startswith("<ivy.stub:"):  # set back by a binding of old
        fn.__code__ = spec.codes["dispatch"]
    names, _, _ = _parameter_names(spec._func, spec._is_composed)
    c = spec._func.__code__
    n_pos = c.co_argcount - spec._is_composed
    pos = [args[n] for n in names[:n_pos]]
    kw = {}
    for n in names[n_pos:]:
        if n not in args:  # pragma: no cover - every parameter is a local of the stub
            continue
        v = args[n]
        if c.co_flags & inspect.CO_VARARGS and n == names[n_pos]:
            pos.extend(v)
        elif c.co_flags & inspect.CO_VARKEYWORDS and n == names[-1]:
            kw.update(v)
        else:
            kw[n] = v
    return fn(*pos, **kw)


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


# ids of the namespaces of Ivy's generated functions (ivy.compile's guard filter on PyTorch
# tells Ivy's own globals from a user's by them)
SCOPES: set = set()


def exec_source(src, filename, g):
    """Run generated source ``src`` in namespace ``g``, its text registered in ``linecache`` under
    ``filename`` so that tracebacks, ``inspect.getsource`` and ``tf.function``'s AutoGraph can
    read the generated functions."""
    SCOPES.add(id(g))
    linecache.cache[filename] = (len(src), None, src.splitlines(True), filename)
    exec(compile(src, filename, "exec"), g)  # noqa: S102


def _code(spec, mode, by_value=False):
    """The code object of ``spec``'s public function in ``mode`` (``"guard"``: check the first
    array argument then call the kernel; ``"call"``: call the kernel), made once per function
    (and per ``by_value``: see ``_float_input.lines``). Both read ``_ivy_k`` (and ``_ivy_ok`` /
    ``_ivy_check``) from the public function's globals."""
    key = mode + "-by-value" if by_value else mode
    code = spec.codes.get(key)
    if code is None:
        params_text, call_text, _ = _signature_text(spec.params)
        if mode == "guard":
            body = _guard_body(spec, call_text, by_value)
        elif spec.qualname in _float_input.PARAMS:  # integer input converted (_float_input)
            body = _diagnosed(spec, f"return _ivy_k({call_text})", "    ", by_value)
        else:
            body = f"    return _ivy_k({call_text})\n"
        src = f"def {spec.kernel_name}({params_text}):\n{body}"
        g = {f"_d_{p.name}": p.default for p in spec.params}
        exec_source(src, f"<ivy.bound-{key}:{spec.qualname}>", g)
        code = spec.codes[key] = g[spec.kernel_name].__code__
    return code


_ADOPTED: dict = {}  # kernel -> the globals its code reads (None: it cannot be adopted)


def _global_names(code):
    names = set(code.co_names)
    for c in code.co_consts:
        if isinstance(c, types.CodeType):
            names |= _global_names(c)
    return names


def _adoptable(fn, kernel):
    """The globals ``kernel``'s code reads (name -> value), if ``fn`` (a public function) can run
    that code itself: a plain Python function without closure, with ``fn``'s parameters and
    defaults, reading no ``_ivy_*`` name. None otherwise."""
    try:
        return _ADOPTED[kernel]
    except (KeyError, TypeError):
        pass
    env = None
    if type(kernel) is types.FunctionType and not kernel.__code__.co_freevars:
        k, f = kernel.__code__, fn.__code__
        n = k.co_argcount + k.co_kwonlyargcount + bin(k.co_flags & _VAR_FLAGS).count("1")
        same = ((k.co_argcount, k.co_posonlyargcount, k.co_kwonlyargcount, k.co_flags & _VAR_FLAGS,
                 k.co_varnames[:n]) == (f.co_argcount, f.co_posonlyargcount, f.co_kwonlyargcount,
                                        f.co_flags & _VAR_FLAGS, f.co_varnames[:n]))
        try:
            same = same and (kernel.__defaults__ == fn.__defaults__
                             and (kernel.__kwdefaults__ or {}) == (fn.__kwdefaults__ or {}))
        except Exception:  # noqa: BLE001 - defaults that do not compare: not adopted
            same = False
        names = _global_names(k)
        if same and not any(m.startswith("_ivy_") for m in names):
            g = kernel.__globals__
            env = {m: g[m] for m in names if m in g}
    _ADOPTED[kernel] = env
    return env


def bind(spec, kernel, guarded, ok=None, check=None, dtypes=None):
    """Point ``spec``'s public function (``ivy.add`` itself, the object every ``from ivy import
    add`` holds) at a backend; ``kernel=None`` restores the dispatcher's code.

    The function object never changes, so a name imported from ``ivy`` follows the backend in
    force; its code and globals do:
    - a guarded function runs the guard (one type check, then ``kernel``): the backend's own
      guarded function, with no frame more;
    - an unguarded kernel (no array argument, or one that checks its first argument itself) that
      is a plain Python function with the same parameters is *adopted*: the public function runs
      the kernel's own code, the globals it reads copied into the public function's globals (so
      kernel modules never rebind their globals after import: ``test_backend_system`` checks);
    - any other kernel is called from a one-line body (one frame more).
    """
    make_dispatchers()  # (once, on the first binding of the process)
    fn = spec.dispatcher
    dispatch = spec.codes["dispatch"]
    if kernel is None:
        fn.__code__ = dispatch
        return
    # (a function with floating-point input converts integer input first: not adopted, unless
    # the kernel applies that rule itself, ``float_input_rule = True``)
    own_rule = getattr(kernel, "float_input_rule", False)
    env = None if guarded or (spec.qualname in _float_input.PARAMS and not own_rule) \
        else _adoptable(fn, kernel)
    if env is not None:
        code = kernel.__code__
    else:
        code = _code(spec, "guard" if guarded else "call", dtypes is not None)
    g = fn.__globals__
    if fn.__code__ is code and g.get("_ivy_k") is kernel:
        return
    # through the dispatcher's code while the globals change: a concurrent call never pairs one
    # backend's code with another's globals (the dispatcher reads the backend in force)
    fn.__code__ = dispatch
    if env is not None:
        g.update(env)
    g["_ivy_k"], g["_ivy_ok"], g["_ivy_check"] = kernel, ok, check
    if dtypes is not None:
        g["_ivy_flo"], g["_ivy_fio"] = dtypes
    fn.__code__ = code


def _guard_body(spec, call_text, by_value=False):
    a = spec.array_params[0]
    # a sequence of arrays (concat, stack, meshgrid, einsum): check its first element
    seq = a in _SEQUENCE_PARAMS
    test = f"{a} and type({a}[0]) not in _ivy_ok" if seq else f"type({a}) not in _ivy_ok"
    item = f"{a}[0]" if seq else a
    return (f"    if {test}:\n        _ivy_check({item}, {spec.qualname!r})\n"
            + _diagnosed(spec, f"return _ivy_k({call_text})", "    ", by_value))


def _diagnosed(spec, statement, indent, by_value=False):
    """``statement`` inside ``try``, the error path explained by ``_diagnose.diagnose`` (a ``try``
    costs nothing in Python 3.11 until something is raised); integer input of the functions in
    ``_float_input.PARAMS`` is converted first."""
    return (f"{indent}try:\n{_float_input.lines(spec, indent + '    ', by_value)}"
            f"{indent}    {statement}\n"
            + _handler(spec, indent))


def _handler(spec, indent):
    names = tuple(spec.array_params)
    values = ", ".join(names) + ("," if len(names) == 1 else "")
    return (f"{indent}except Exception as _ivy_e:\n"
            f"{indent}    _ivy_diagnose(_ivy_e, {spec.qualname!r}, {names!r}, ({values}), "
            f"{tuple(sorted(spec.required))!r})\n"
            f"{indent}    raise\n")


def generate(spec: Spec, mode: str, target=None, env=None, by_value=False):
    """Make a function with ``spec``'s exact signature.

    mode ``"dispatch"``: the thread's scoped/global backend's guarded function; else the raw kernel
    of the backend inferred from the first array argument's type (NumPy when nothing is inferable).
    mode ``"guard"``: check the first array argument belongs to the backend, then call ``target``
    (``by_value``: the integer-input rule's dtype test, see ``_float_input.lines``).
    mode ``"composed"``: call ``spec.composed(xp, ...)`` with ``env["xp"]``.
    """
    from .. import _backend, _diagnose  # noqa: PLC0415 - import-time only, never per call

    params_text, call_text, defaults = _signature_text(spec.params)
    g = dict(defaults)
    g["_ivy_diagnose"] = _diagnose.diagnose
    g["_ivy_nf"], g["_ivy_nr"] = _float_input.NON_FLOAT, _float_input.NON_REAL
    g["_ivy_fl"] = _float_input.FLOAT_IDS
    g["_ivy_fi"] = _float_input.INEXACT_IDS
    g["_ivy_tofloat"] = _float_input.to_float
    g.update(env or {})
    name = spec.kernel_name
    arrays = spec.array_params
    if mode == "dispatch":
        g.update(_ivy_tls=_backend._tls, _ivy_types=_backend._types, _ivy_loaded=_backend._loaded,
                 _ivy_infer_checked=_backend._infer_checked, _ivy_default=_backend._default)
        attr = f"{spec.namespace}.{spec.name}" if spec.namespace else spec.name
        # A backend in force -> its guarded function (checks the argument's framework);
        # inferred from the argument's type -> the raw kernel (the type already matches).
        if arrays:
            first = arrays[0]
            infer = (f"_ivy_infer_checked({spec.qualname!r}, {tuple(arrays)!r}, "
                     f"{tuple(sorted(spec.required))!r}, {', '.join(arrays)})")
            if spec.qualname in _float_input.PARAMS:  # integer input converted once the
                # backend (and so its native dtypes in _ivy_nf) is loaded
                pick = ("    if b is None:\n        try:\n"
                        f"            b = _ivy_types.get(type({first})) or {infer}\n"
                        + _float_input.lines(spec, "            ",
                                             tables=("b.non_float", "b.non_real"))
                        + f"            return b.xp.{attr}({call_text})\n"
                        + _handler(spec, "        "))
            else:
                pick = ("    if b is None:\n"
                        + _diagnosed(spec, f"return (_ivy_types.get(type({first})) or {infer})"
                                     f".xp.{attr}({call_text})", "        "))
        else:
            pick = f"    if b is None:\n        return _ivy_default().xp.{attr}({call_text})\n"
        # the thread's backend by name (see _backend._Local: what Dynamo can guard)
        src = (f"def {name}({params_text}):\n    b = _ivy_tls.name\n{pick}"
               f"    return _ivy_loaded[b].{attr}({call_text})\n")
    elif mode == "guard":
        g["_ivy_k"] = target
        src = f"def {name}({params_text}):\n{_guard_body(spec, call_text, by_value)}"
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
    if mode == "dispatch":
        spec.codes["dispatch"] = fn.__code__
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
