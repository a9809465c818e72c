"""``ivy.compile``: a function of arrays compiled by its backend's own compiler.

* JAX: ``jax.jit`` (Containers are pytrees; static arguments through ``static_argnums``).
* TensorFlow: ``tf.function`` (a graph traced per input signature), without AutoGraph by
  default (``autograph=True`` turns it on): Ivy code is framework-agnostic Python. The
  arguments reach it as the flat list of their leaves (Ivy flattens Containers and other
  structures once per call, with the structure's kept TreeDef; TensorFlow would spend ~15 µs
  per nested mapping on every call), and the results are rebuilt the same way; where the
  results' structure changes between traces of one argument structure, or with
  ``input_signature=``, the function gets its arguments as they are.
* PyTorch: ``torch.compile`` (TorchInductor: the first call of each new function compiles C++
  and takes seconds, a cold cache much longer; Python code Dynamo cannot trace runs eagerly
  between compiled graphs). Where the compiler cannot run on the machine (no working C++
  compiler: ``BackendCompilerFailed``), Ivy warns once and runs the function eagerly.
  Dynamo guards every global object the traced Python read; Ivy's layers read hundreds (its
  modules' tables and caches, the namespaces of its generated functions), and checking them on
  every call made a compiled planning step ~15% slower than the same step written in PyTorch.
  ``ivy.compile`` keeps the guards on the arguments, on the user's globals and on Ivy's default
  dtypes (the one Ivy state a traced function's result depends on), and drops the guards on
  the rest of Ivy's own globals (:func:`_keep_guard`; fixed tables, and caches that only grow).
  A ``guard_filter_fn`` of the caller's in ``options=`` is applied after Ivy's.
  Where the compiler fails, the function is compiled once more as one whole graph
  (``fullgraph=True``; unless ``fullgraph=`` is in ``options``) before Ivy gives up: PyTorch
  2.13's Inductor lowers a ``scan`` to a ``while_loop`` that reads its loop index with
  ``.item()``, which only a whole-graph trace (or Dynamo's global ``capture_scalar_outputs``
  flag, the user's to set) lets through, so a ``scan`` compiled with graph breaks allowed fails
  to compile (``DataDependentOutputException``). (Whole first and breaks second was tried: after
  a refused whole-graph trace, PyTorch 2.13's Dynamo failed its own guard check on the next
  trace of the same function, "Guard failed on the same frame it was created".)
* NumPy: where JAX is installed, the function is traced once per argument signature (the
  arrays' shapes and dtypes, the structure, the other arguments' values) as an Ivy graph
  (``ivy.trace_graph(source="ivy")``: Ivy's JAX backend under ``jax.make_jaxpr``, 64-bit dtypes
  kept) and replayed as the graph's own NumPy source (``Graph.to_source("numpy")``, executed
  once): plain NumPy calls, no Ivy Python left per call, and gradients too (the graph computes
  the derivatives ``ivy.execute_with_gradients`` asks for, which eager NumPy cannot). A function
  that cannot be traced (Python control flow on array values, values read into Python, draws
  from Ivy's global random generator, an op without a NumPy emitter) runs eagerly, with one
  ``RuntimeWarning`` naming why; without JAX, every function runs as it is.
* MXNet: no compiler for arbitrary functions (MXNet's ``hybridize`` is for Gluon blocks only);
  as on NumPy, where JAX is installed (JAX 0.4.30 installs beside MXNet's NumPy 1.23), the
  function is traced as an Ivy graph and replayed as its MXNet source
  (``Graph.to_source("mxnet")``: the NumPy source, its names bound to ``mxnet.numpy``'s where
  they mean the same; one signature per device too). A graph calling a NumPy name MXNet does
  not mean the same by has no MXNet source: the function runs eagerly, with one
  ``RuntimeWarning``. MXNet's autograd records through the replay as through the eager
  function (its calls are ``mxnet.numpy`` operators): ``ivy.grad`` of a compiled function works.

The backend is the one given, else the one in force at the call, else the one of the call's
first array (looked for inside Containers, dicts, lists and tuples); each backend's compiled
function is made on first use and kept.
"""

from __future__ import annotations

import functools
import warnings
from collections.abc import Callable
from typing import Any

from . import _backend, _nest, _replay
from ._source import SCOPES
from .errors import IvyValueError

__all__ = ["compile", "is_compiling"]


def compile(fn: Callable[..., Any], /, *, backend: str | None = None,  # noqa: A001 - the paper's name
            **options: Any) -> Callable[..., Any]:
    """``fn`` compiled by the backend's compiler (``jax.jit``, ``tf.function``,
    ``torch.compile``); on NumPy and MXNet, replayed as the backend's source of its traced graph
    (where JAX is installed).

    Args:
        fn: a function of arrays (Containers and nested structures allowed) returning arrays.
        backend: compile for this backend now (the result is the framework's compiled function;
            on TensorFlow one ``tf.function`` per argument structure, on the arguments' leaves,
            behind ``get_concrete_function`` and ``experimental_get_tracing_count``; the
            graph replay on NumPy and MXNet where JAX is installed); None: on
            the first call, for the backend of that call (and again for each other backend it
            is called with).
        **options: passed to the compiler (``static_argnums=`` for ``jax.jit``,
            ``reduce_retracing=`` for ``tf.function``, ``mode=`` for ``torch.compile``).

    Returns:
        A callable with ``fn``'s signature giving ``fn``'s results.

    Raises:
        IvyValueError: ``fn`` is not callable.
        IvyBackendError: an unknown or uninstalled ``backend``.

    Example:
        >>> import ivy, numpy as np
        >>> f = ivy.compile(lambda x: ivy.sum(x * x))
        >>> float(f(np.arange(3.0)))
        5.0
    """
    if not callable(fn):
        raise IvyValueError(f"ivy.compile: fn must be callable, got {type(fn).__name__}")
    if backend is not None:
        name = _backend._check_name(backend)
        _backend.get_backend(name)  # an uninstalled framework: the clear error, now
        return _compile_for(fn, name, options)
    cache = {}

    @functools.wraps(fn)
    def compiled(*args, **kwargs):
        name = _backend_name(args, kwargs)
        c = cache.get(name)
        if c is None:
            c = cache[name] = _compile_for(fn, name, options)
        return c(*args, **kwargs)

    return compiled


def is_compiling() -> bool:
    """Whether a tracing compiler that runs the Python code symbolically without failing on
    value reads (``torch.compile``'s Dynamo) is tracing the caller: value checks made with
    ``ivy.to_numpy`` should then be skipped (under ``jax.jit`` and ``tf.function`` such reads
    raise instead, which callers can catch).

    Returns:
        bool.

    Example:
        >>> import ivy
        >>> ivy.compiler.is_compiling()
        False
    """
    return _nest._tracing()


def _backend_name(args, kwargs):
    name = _backend._tls.name
    if name is not None:
        return name
    for a in args:
        t = type(a)
        b = _backend._types.get(t)
        if b is not None:
            return b.name
    leaves, _ = _nest.flatten([list(args), list(kwargs.values())])
    arrays = [x for x in leaves if hasattr(x, "shape") and _backend._owner(type(x))]
    return _backend.current_backend(*arrays[:1]).name


def _compile_for(fn, name, options):
    if name == "jax":
        import jax  # noqa: PLC0415 - the backend in use

        return jax.jit(fn, **options)
    if name == "tensorflow":
        import tensorflow as tf  # noqa: PLC0415

        # Ivy code runs on every backend, so it cannot rely on AutoGraph's rewriting of Python
        # control flow (nor need it); without AutoGraph, tf.function traces the Python as is
        options = {"autograph": False, **options}
        if "input_signature" in options:  # a signature of fn's own (structured) arguments
            return tf.function(fn, **options)
        return _FlatFunction(fn, lambda f: tf.function(f, **options))
    if name == "torch":
        return _torch_compile(fn, options)
    if name in ("numpy", "mxnet") and _replay.can_trace():
        return _replay.Replay(fn, name)
    return fn  # numpy and mxnet without JAX: no compiler for plain functions


def _torch_compile(fn, options):
    import torch  # noqa: PLC0415

    inductor = dict(options.get("options") or {})
    user_filter = inductor.get("guard_filter_fn")
    inductor["guard_filter_fn"] = (_keep_guards if user_filter is None else
                                   lambda entries: _and(_keep_guards(entries),
                                                        user_filter(entries)))
    whole = "fullgraph" not in options  # may try again whole when the compiler fails
    compiled = torch.compile(fn, **{**options, "options": inductor})
    state = {"fn": compiled}

    @functools.wraps(fn)
    def run(*args, **kwargs):
        try:
            return state["fn"](*args, **kwargs)
        except Exception as e:
            if state["fn"] is fn or not _compiler_failed(e):
                raise
            if state["fn"] is compiled and whole:
                state["fn"] = None  # (made below, outside this handler)
            else:
                warnings.warn(f"ivy.compile: torch.compile cannot compile on this machine "
                              f"({type(e).__name__}: {str(e).splitlines()[0][:200]}); "
                              f"running {getattr(fn, '__name__', 'the function')} eagerly",
                              RuntimeWarning, stacklevel=2)
                state["fn"] = fn
        if state["fn"] is None:
            state["fn"] = torch.compile(fn, **{**options, "fullgraph": True,
                                               "options": inductor})
        return run(*args, **kwargs)

    return run


# Ivy's packages: their modules' globals, seen from a traced function as G['__import_<name>...']
_OWN_PACKAGES = frozenset(("ivy", "ivy_mech", "ivy_vision", "ivy_robot", "ivy_gym", "ivy_builder"))


def _keep_guard(name):
    """Whether ``ivy.compile`` keeps Dynamo's guard on the global source ``name``: not for what
    is reached through an Ivy module (``G['__import_ivy_dot_dtypes']...``), the namespace of an
    Ivy-generated function (``G['___unnamed_scope_<id>_c0']...``) or the attributes of the
    caller's ``ivy`` (``G['ivy'].sum...``; the binding ``G['ivy']`` itself stays guarded), except
    Ivy's default dtypes."""
    if "_DEFAULTS" in name:  # Ivy's default dtypes: results depend on them
        return True
    i = name.find("G['")
    if i < 0:
        return True
    key = name[i + 3:name.find("'", i + 3)]
    if key.startswith("__import_"):
        return key[9:].split("_dot_")[0] not in _OWN_PACKAGES
    if key.startswith("___unnamed_scope_"):
        n = key[17:].split("_", 1)[0]
        return not (n.isdigit() and int(n) in SCOPES)
    if key in _OWN_PACKAGES:  # the caller's global bound to an Ivy package: its attributes
        return name.endswith(f"G['{key}']") and i == 0
    return True


def _keep_guards(entries):
    """Dynamo's ``guard_filter_fn``: True for each guard kept (see the module docstring)."""
    return [not e.is_global or _keep_guard(e.name) for e in entries]


def _and(a, b):
    return [x and y for x, y in zip(a, b)]


def _graph_break(e):
    """Whether ``e`` is Dynamo's refusal of a whole-graph trace (a graph break)."""
    from torch._dynamo import exc  # noqa: PLC0415

    return isinstance(e, exc.Unsupported)


def _compiler_failed(e):
    """Whether ``e`` is the compiler's own failure (not an error of the function itself)."""
    from torch._dynamo import exc  # noqa: PLC0415

    return isinstance(e, exc.BackendCompilerFailed)


class _OutputsDiffer(Exception):
    """A retrace gave another results' structure than the one kept (internal)."""


class _FlatFunction:
    """``fn`` compiled on the flat leaves of its arguments, one compiled function per argument
    structure (see the module docstring); ``get_concrete_function`` and
    ``experimental_get_tracing_count`` as on a ``tf.function`` (the concrete functions take the
    arguments' leaves)."""

    def __init__(self, fn, make):
        functools.update_wrapper(self, fn)
        self._fn, self._make = fn, make
        self._flat = {}  # arguments' TreeDef -> (compiled, [results' TreeDef]); None: structured
        self._structured = []  # make(fn), made when needed
        self._retired = []  # flat compiled functions given up (their traces still count)

    def __call__(self, *args, **kwargs):
        leaves, tree = _nest.flatten((args, kwargs))
        entry = self._flat.get(tree, _MISSING)
        if entry is _MISSING:
            entry = self._add(tree)
        if entry is not None:
            compiled, out = entry
            try:
                flat = compiled(leaves)  # one list: TensorFlow binds it faster than *leaves
            except _OutputsDiffer:  # from now on, this structure goes to make(fn) as it is
                self._flat[tree] = None
                self._retired.append(compiled)
            else:
                return out[0].unflatten(flat)
        return self._structured_fn()(*args, **kwargs)

    def _add(self, tree):
        fn, out = self._fn, []

        def flat_fn(leaves):
            args, kwargs = tree.unflatten(leaves)
            results, out_tree = _nest.flatten(fn(*args, **kwargs))
            if out and out[0] is not out_tree:
                raise _OutputsDiffer
            out[:] = [out_tree]
            return results

        # fn's name for TensorFlow's messages (not __wrapped__: its signature is fn's)
        flat_fn.__name__ = flat_fn.__qualname__ = getattr(fn, "__name__", "fn")
        if len(self._flat) >= _MAX_STRUCTURES:
            self._flat.clear()
        entry = self._flat[tree] = (self._make(flat_fn), out)
        return entry

    def _structured_fn(self):
        if not self._structured:
            self._structured.append(self._make(self._fn))
        return self._structured[0]

    def get_concrete_function(self, *args, **kwargs):
        """The compiled function's concrete function for these arguments (its input: the list
        of their leaves, in ``ivy._nest.flatten``'s order)."""
        leaves, tree = _nest.flatten((args, kwargs))
        entry = self._flat.get(tree, _MISSING)
        if entry is _MISSING:
            entry = self._add(tree)
        if entry is None:
            return self._structured_fn().get_concrete_function(*args, **kwargs)
        return entry[0].get_concrete_function(leaves)

    def experimental_get_tracing_count(self):
        """How many times ``fn`` was traced, for every argument structure."""
        fns = [e[0] for e in self._flat.values() if e is not None] + self._structured
        fns += self._retired
        return sum(f.experimental_get_tracing_count() for f in fns)


_MISSING = object()
_MAX_STRUCTURES = 256  # argument structures kept per compiled function (emptied when full)
