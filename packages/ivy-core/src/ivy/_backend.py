"""Backend selection: registry, lazy loading, set/unset/use, type inference and namespace binding.

Precedence (highest first): a framework namespace called directly (``ivy.torch.add``); the backend
in force for the calling thread (``with ivy.use(...)`` in this thread, else ``ivy.set_backend``);
the backend inferred from the first array argument's type; the default backend: the environment
variable ``IVY_BACKEND`` (read once, at import), else NumPy.

Threading: ``ivy.set_backend`` is process-wide; ``ivy.use`` is scoped to the calling thread (two
threads may use different backends at once). While no ``use`` block is open in any thread, a
globally set backend's functions are bound straight into ``ivy``'s namespaces, so a call costs the
kernel plus one type check; while a block is open anywhere, ``ivy.*`` are dispatchers that read
the thread's backend.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import os
import threading
import types
from typing import Any

from . import _diagnose
from . import dtypes as _dt
from ._rules import float_input as _float_input
from ._rules.owners import _MODULE_OWNER, _OWNERS, _owner, _refuse_wrapper, check_foreign  # noqa: F401
from ._rules.specs import SPECS
from ._source import SCOPES
from .errors import IvyBackendError, IvyBackendNotInstalledError, IvyUnsupportedError

# name -> (module to import, pip extra)
BACKENDS = {
    "numpy": ("numpy", "ivy-core"),
    "torch": ("torch", "ivy-core[torch]"),
    "jax": ("jax", "ivy-core[jax]"),
    "tensorflow": ("tensorflow", "ivy-core[tensorflow]"),
    "mxnet": ("mxnet", "ivy-core[mxnet]"),
}
_LINALG_SHARED = ("matmul", "matrix_transpose", "tensordot", "vecdot")
# conversions take other frameworks' arrays on purpose: no backend-mismatch guard
_NO_GUARD = frozenset({"asarray", "from_dlpack"})


class _Local(threading.local):
    """The name of the backend in force: the class attribute = the global backend's, an
    instance attribute = a thread's scope's; the backend itself is ``_loaded[name]``. A name (a
    str), not the ``Backend``: PyTorch 2.11's Dynamo guards a value read from a
    ``threading.local`` by equality and refuses any type but a literal's (it also reads the class
    attribute there, not the calling thread's: docs/architecture.md, "On a GPU")."""

    name = None


_tls = _Local()


class _Chosen:
    """What every dispatcher reads first (plain attributes: a ``threading.local`` read costs
    ~0.05 µs, these ~0.01): ``backend``, the backend set for the process (``set_backend``) or
    None, and ``scopes``, the number of ``ivy.use`` blocks open in any thread. While ``scopes``
    is 0 no thread has its own backend, so ``backend`` is every thread's; otherwise the
    dispatchers ask :func:`scoped_backend`."""

    __slots__ = ("backend", "scopes")

    def __init__(self):
        self.backend, self.scopes = None, 0


chosen = _Chosen()


def scoped_backend():
    """The calling thread's backend while some thread has an ``ivy.use`` block open: its own
    scope's, else the process's (None when inferring)."""
    name = _tls.name
    return None if name is None else _loaded[name]


_types: dict = {}  # array type -> Backend (cache for inference)
_loaded: dict = {}  # name -> Backend
_lock = threading.RLock()


class Namespace:
    """A plain attribute namespace (a backend's ``linalg`` / ``fft`` sub-namespace)."""

    def __repr__(self):
        return f"<ivy namespace {self.__dict__.get('_label', '')}>"


class Backend:
    """A loaded backend: ``ivy.torch`` etc.

    Public attributes are Ivy's functions run on this backend whatever is in force
    (:func:`backend_function`); ``xp`` holds the raw kernels, which the dispatchers in
    ``ivy/dispatch/`` and compositional code call; ``coverage`` maps every function to
    ``"native"``, ``"composed"`` or ``"unsupported: <reason>"``. What the dispatchers read besides
    ``xp``: ``ok_types`` and ``check`` (their guard), and the integer-input rule's tables
    (``non_float``, ``non_real``; ``floating``, ``inexact`` with ``dtypes_by_id``)."""

    def __init__(self, name):
        self.name = name
        self.native = importlib.import_module(BACKENDS[name][0])
        pkg = importlib.import_module(f"ivy.backends.{name}")
        self.array_types = tuple(pkg.array_types())
        # optional: refuse other array types of the framework (MXNet's legacy NDArray)
        self._admit = getattr(pkg, "admit", None)
        self.xp = xp = Namespace()
        xp._label = f"{name} kernels"
        xp.linalg, xp.fft = Namespace(), Namespace()
        xp.name, xp.native, xp._pkg = name, self.native, pkg
        for attr in ("result_type", "promote_types", "can_cast", "finfo", "iinfo", "isdtype",
                     "as_ivy_dtype", "default_float_dtype", "default_int_dtype",
                     "default_complex_dtype"):
            setattr(xp, attr, getattr(_dt, attr))
        for d in _dt.all_dtypes:
            setattr(xp, str(d), d)
        self.linalg, self.fft = Namespace(), Namespace()
        self.coverage = {}
        # the array types the guard lets through (check() adds the framework's other types)
        self.ok_types = set(self.array_types)
        # the integer-input rule's tables (_rules/float_input.register fills them): native
        # integer / bool (and complex) dtypes -> Ivy dtypes; the real floating (and complex)
        # dtypes, as objects (NumPy's and PyTorch's dtypes hash in ~0.02 µs, a set look-up by
        # id() costs twice that; PyTorch 2.11's Dynamo cannot trace id() of a dtype), or their
        # ids where the package says DTYPES_BY_ID (TensorFlow's DType hashes in Python, ~0.3 µs)
        self.non_float, self.non_real = {}, {}
        self.floating, self.inexact = set(), set()
        self.dtypes_by_id = getattr(pkg, "DTYPES_BY_ID", False)
        unsupported = getattr(pkg, "UNSUPPORTED", {})
        modules, copies = {}, {}
        for q, spec in SPECS.items():
            cat = spec.category
            if cat not in modules:
                try:
                    modules[cat] = importlib.import_module(f"ivy.backends.{name}.{cat}")
                except ModuleNotFoundError as e:
                    if e.name != f"ivy.backends.{name}.{cat}":
                        raise
                    modules[cat] = None
            kernel = getattr(modules[cat], spec.name, None) if modules[cat] else None
            if q in unsupported:
                kernel, status = _raiser(spec, name, unsupported[q]), "unsupported: " + unsupported[q]
            elif kernel is not None:
                status = "native"
            elif spec.composed is not None:
                kernel, status = functools.partial(spec.composed, xp), "composed"
            else:
                reason = "no kernel written yet"
                kernel, status = _raiser(spec, name, reason), "unsupported: " + reason
            self.coverage[q] = status
            setattr(_sub(xp, spec.namespace), spec.name, kernel)
            setattr(_sub(self, spec.namespace), spec.name,
                    backend_function(self, spec, _dispatch_globals(self, spec.dispatcher, copies)))
        for n in _LINALG_SHARED:
            setattr(xp.linalg, n, getattr(xp, n))
            setattr(self.linalg, n, getattr(self, n))
        for d in _dt.all_dtypes:
            setattr(self, str(d), d)
        # integer / bool input to floating functions is converted (_rules/float_input.py)
        helpers = importlib.import_module(f"ivy.backends.{name}._helpers")
        _float_input.register(helpers.native_dtype, _dt.all_dtypes, self.non_float,
                              self.non_real, self.floating, self.inexact, self.dtypes_by_id)

    def check(self, x, fname):
        """Accept ``x``'s type for this backend, or raise the backend-mismatch error (or
        ``IvyTypeError`` for a value that is never an array)."""
        spec = _specs()[fname]
        _diagnose.check(fname, spec.array_params[:1], (x,), spec.required)
        check_foreign(x, self.name, fname)
        if self._admit is not None and _owner(type(x)) == self.name:
            self._admit(x, fname)
        self.ok_types.add(type(x))

    def __repr__(self):
        return f"<ivy backend {self.name!r}>"


class _Fixed:
    """What a backend's copy of a dispatcher reads as ``chosen``: that backend, no scope."""

    __slots__ = ("backend", "scopes")

    def __init__(self, backend):
        self.backend, self.scopes = backend, 0


def backend_function(backend, spec, module_globals):
    """``ivy.<backend>.<name>`` (``ivy.torch.add``): Ivy's function run on ``backend`` whatever is
    in force. It is the dispatcher's own code (``ivy/dispatch/<module>.py``: the guard, the
    integer-input rule, the kernel, the explained error) made into a second function whose
    globals read ``chosen`` as ``backend`` fixed; ``module_globals`` (one dict per dispatch module
    and backend) are those globals: a copy of the module's, without ``__name__`` (Dynamo reads a
    namespace naming a module through that module)."""
    fn = spec.dispatcher
    if fn.__code__.co_freevars:  # (a definition the generator has not written yet: it says so)
        return fn
    made = types.FunctionType(fn.__code__, module_globals, fn.__name__, fn.__defaults__)
    made.__kwdefaults__ = fn.__kwdefaults__
    made.__doc__, made.__qualname__, made.__annotations__ = fn.__doc__, spec.qualname, fn.__annotations__
    made.__module__ = f"ivy.{backend.name}"
    made.autograph_info__ = None  # tf.function's AutoGraph calls it as it is
    return made


def _dispatch_globals(backend, fn, made):
    """The globals of ``backend``'s copies of the dispatchers of ``fn``'s module (made once)."""
    key = id(fn.__globals__)
    g = made.get(key)
    if g is None:
        g = made[key] = {k: v for k, v in fn.__globals__.items() if k != "__name__"}
        g["chosen"] = _Fixed(backend)
        SCOPES.add(id(g))
    return g


_SEQUENCES = frozenset({"arrays", "operands"})


def _specs():
    return SPECS


def _sub(obj, namespace):
    """``obj`` itself for the root namespace, else its ``linalg`` / ``fft`` sub-namespace."""
    return getattr(obj, namespace) if namespace else obj


def _raiser(spec, backend, reason):
    def unsupported(*args, **kwargs):
        raise IvyUnsupportedError(f"ivy.{spec.qualname} is not supported on the {backend!r} "
                                  f"backend: {reason}")

    unsupported.__name__ = spec.name
    unsupported.__doc__ = spec.doc
    return unsupported


# --- loading -------------------------------------------------------------------------------
def _check_name(name):
    if not isinstance(name, str):  # a framework module passed, as the paper's set_framework(torch)
        name = getattr(name, "__name__", str(name)).partition(".")[0]
    if name not in BACKENDS:
        raise IvyBackendError(f"unknown backend {name!r}; valid backends: {', '.join(BACKENDS)}")
    return name


def get_backend(name: str) -> Backend:
    """Return the loaded :class:`Backend` called ``name`` (loading it on first use).

    Raises:
        IvyBackendError: unknown name (the message lists the valid ones).
        IvyBackendNotInstalledError: the framework is not installed (the message names the extra).

    Example:
        >>> import ivy
        >>> ivy.get_backend("numpy").zeros((2,)).tolist()
        [0.0, 0.0]
    """
    ns = _loaded.get(name)
    if ns is not None:
        return ns
    name = _check_name(name)
    with _lock:
        if name in _loaded:
            return _loaded[name]
        module, extra = BACKENDS[name]
        if importlib.util.find_spec(module) is None:
            installed = [n for n, (m, _) in BACKENDS.items() if importlib.util.find_spec(m)]
            raise IvyBackendNotInstalledError(
                f"backend {name!r} needs {module}, which is not installed: "
                f'pip install "{extra}". Installed backends: {", ".join(installed)}'
            )
        ns = Backend(name)
        _loaded[name] = ns
        for t in ns.array_types:
            _types[t] = ns
        for hook in _load_hooks:
            hook(ns)
    return ns


_load_hooks: list = []


def on_load(hook):
    """Call ``hook(backend)`` for every backend loaded, those loaded already at once (the layers
    above the backends, such as ``ivy.Container``, register what a framework needs from their own
    side: a backend imports nothing of theirs)."""
    with _lock:
        _load_hooks.append(hook)
        for ns in list(_loaded.values()):
            hook(ns)


# The default backend (used when nothing can be inferred): ``IVY_BACKEND`` read once at import,
# else NumPy. Only the name is read here; the framework loads on first use.
DEFAULT_BACKEND = os.environ.get("IVY_BACKEND") or "numpy"


def _default():
    """The default backend, ``IVY_BACKEND`` or NumPy (used when nothing can be inferred)."""
    return _loaded.get(DEFAULT_BACKEND) or _load_default()


def _load_default():
    if DEFAULT_BACKEND not in BACKENDS:
        raise IvyBackendError(f"the environment variable IVY_BACKEND={DEFAULT_BACKEND!r} names no "
                              f"backend; valid backends: {', '.join(BACKENDS)}")
    return get_backend(DEFAULT_BACKEND)


def _find(values):
    for v in values:
        t = type(v)
        ns = _types.get(t)
        if ns is not None:
            return ns
        if t is list or t is tuple:  # a sequence of arrays: its first element decides
            ns = _find(v[:1])
            if ns is not None:
                return ns
            continue
        owner = _owner(t)
        if owner is None and t.__module__ == "ivy":
            _refuse_wrapper(v, "this function")
        if owner is not None and owner in BACKENDS:
            ns = get_backend(owner)
            if ns._admit is not None:
                ns._admit(v)
            _types[t] = ns
            return ns
    return None


def _infer_checked(fname, names, required, *values):
    """:func:`_infer` for ``ivy.<fname>``'s dispatcher, after refusing values that are never
    arrays (run when the first array argument's type is not a known array type: a correct call
    with arrays never comes here)."""
    _diagnose.check(fname, names, values, required)
    return _find(values) or _default()


def _infer(*values):
    """Backend of the first array among ``values`` (searching lists/tuples); NumPy otherwise."""
    return _find(values) or _default()


# --- selection -----------------------------------------------------------------------------
def set_backend(backend: str | types.ModuleType) -> Backend:
    """Set the backend for the whole process (all threads without an ``ivy.use`` scope).

    Args:
        backend: ``"numpy"``, ``"torch"`` or ``"jax"`` (or the framework module itself).

    Returns:
        The backend namespace (also reachable as ``ivy.<name>``).

    Example:
        >>> import ivy
        >>> _ = ivy.set_backend("numpy"); ivy.backend
        'numpy'
        >>> ivy.unset_backend()
    """
    ns = get_backend(_check_name(backend))
    with _lock:
        _Local.name = ns.name
        chosen.backend = ns
    return ns


def unset_backend() -> None:
    """Go back to inferring the backend from argument types (NumPy when there is nothing to infer).

    Example:
        >>> import ivy
        >>> _ = ivy.set_backend("numpy"); ivy.unset_backend()
        >>> type(ivy.zeros((2,))).__name__  # nothing to infer from: the NumPy default
        'ndarray'
    """
    with _lock:
        _Local.name = None
        chosen.backend = None


class use:
    """Context manager selecting a backend for the calling thread; nestable, restores on exit.

    Example:
        >>> import ivy
        >>> with ivy.use("numpy"):
        ...     ivy.backend
        'numpy'
    """

    __slots__ = ("_ns", "_prev")

    def __init__(self, backend: str | types.ModuleType) -> None:
        self._ns = get_backend(_check_name(backend))

    def __enter__(self):
        with _lock:  # (counted first: a dispatcher seeing the count reads this thread's name)
            chosen.scopes += 1
        d = _tls.__dict__
        self._prev = d.get("name", _use_sentinel)
        d["name"] = self._ns.name
        return self._ns

    def __exit__(self, *exc):
        d = _tls.__dict__
        if self._prev is _use_sentinel:
            d.pop("name", None)
        else:
            d["name"] = self._prev
        with _lock:
            chosen.scopes -= 1
        return False


_use_sentinel = object()


def current_backend(*arrays: Any) -> Backend:
    """The backend a call with these arguments would use (thread's, global, inferred, NumPy).

    Example:
        >>> import ivy, numpy as np
        >>> ivy.current_backend(np.zeros(2)).name
        'numpy'
    """
    name = _tls.name
    if name is not None:
        return _loaded[name]
    return _infer(*arrays) if arrays else _default()


def backend_name() -> str | None:
    """Name of the backend in force for this thread (set or scoped), or None when inferring."""
    return _tls.name
