"""``ivy.compile``: a function of arrays compiled by its backend's own compiler.

* JAX: ``jax.jit`` (Containers are pytrees; static arguments through ``static_argnums``).
* TensorFlow: ``tf.function`` (a graph traced per input signature), without AutoGraph by
  default (``autograph=True`` turns it on): Ivy code is framework-agnostic Python.
* PyTorch: ``torch.compile`` (TorchInductor: the first call of each new function compiles C++
  and takes seconds, a cold cache much longer; Python code Dynamo cannot trace runs eagerly
  between compiled graphs). Where the compiler cannot run on the machine (no working C++
  compiler: ``BackendCompilerFailed``), Ivy warns once and runs the function eagerly.
* NumPy and MXNet: no compiler for arbitrary functions (MXNet's ``hybridize`` is for Gluon
  blocks only): the function runs as it is.

The backend is the one given, else the one in force at the call, else the one of the call's
first array (looked for inside Containers, dicts, lists and tuples); each backend's compiled
function is made on first use and kept.
"""

from __future__ import annotations

import functools
import warnings

from . import _backend, _nest
from .errors import IvyValueError

__all__ = ["compile"]


def compile(fn, /, *, backend=None, **options):  # noqa: A001 - the paper's name
    """``fn`` compiled by the backend's compiler (``jax.jit``, ``tf.function``,
    ``torch.compile``); NumPy and MXNet run it as it is.

    Args:
        fn: a function of arrays (Containers and nested structures allowed) returning arrays.
        backend: compile for this backend now (the result is the framework's compiled function,
            or ``fn`` itself on NumPy/MXNet); None: on the first call, for the backend of that
            call (and again for each other backend it is called with).
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
        >>> g = lambda x: x
        >>> ivy.compile(g, backend="numpy") is g  # nothing to compile on NumPy
        True
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


def _backend_name(args, kwargs):
    ns = _backend._tls.ns
    if ns is not None:
        return ns.name
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
        return tf.function(fn, **{"autograph": False, **options})
    if name == "torch":
        return _torch_compile(fn, options)
    return fn  # numpy, mxnet: no compiler for plain functions


def _torch_compile(fn, options):
    import torch  # noqa: PLC0415

    compiled = torch.compile(fn, **options)
    state = {"fn": compiled}

    @functools.wraps(fn)
    def run(*args, **kwargs):
        try:
            return state["fn"](*args, **kwargs)
        except Exception as e:
            if state["fn"] is fn or not _compiler_failed(e):
                raise
            warnings.warn(f"ivy.compile: torch.compile cannot compile on this machine "
                          f"({type(e).__name__}: {str(e).splitlines()[0][:200]}); "
                          f"running {getattr(fn, '__name__', 'the function')} eagerly",
                          RuntimeWarning, stacklevel=2)
            state["fn"] = fn
            return fn(*args, **kwargs)

    return run


def _compiler_failed(e):
    """Whether ``e`` is the compiler's own failure (not an error of the function itself)."""
    from torch._dynamo import exc  # noqa: PLC0415

    return isinstance(e, exc.BackendCompilerFailed)
