"""Ivy's graph IR (``Graph``) and its capture from a framework's own tracer (``trace_graph``).

JAX programs captured with ``jax.make_jaxpr`` (each lax primitive mapped onto the JAX frontend's
``lax`` twin) and PyTorch programs captured with ``torch.export`` (each Core ATen operator mapped
onto the PyTorch frontend), replayable on every backend, differentiable where the backend is,
stored as JSON, and exported as plain NumPy / PyTorch / JAX / TensorFlow source that runs without
Ivy (``Graph.to_source``). See docs/architecture.md, "Graph IR".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .._backend import get_backend
from ..errors import IvyValueError
from ..types import Array
from ._from_ivy import trace_ivy
from ._from_jax import trace_jax
from ._from_numpy import trace_numpy
from ._from_tf import trace_tf
from ._from_torch import trace_torch
from ._graph import OPS, Graph, Node
from ._transpile import TARGETS, compiled

__all__ = ["OPS", "Graph", "Node", "trace_graph", "transpile"]

_SOURCES = ("jax", "torch", "tensorflow", "numpy", "ivy")


def trace_graph(fn: Callable[..., Any], *example_args: Array, source: str = "jax",
                trainable: bool = False) -> Graph:
    """Capture ``fn`` with its framework's tracer as an ``ivy.graph.Graph``.

    Args:
        fn: a function of arrays returning an array or a flat tuple of arrays, written for
            ``source`` (``"jax"``: ``jax.numpy`` / ``jax.lax`` / ``jax.nn`` code; ``"torch"``:
            a ``torch.nn.Module`` or a function of tensors, its parameters and buffers captured
            as constants; ``"tensorflow"``: a function of tensors or a Keras model, traced by
            ``tf.function``, its variables captured as constants; ``"numpy"``: NumPy code,
            run once on tracer arrays, each ufunc / array function / indexing recorded;
            ``"ivy"``: Ivy code, traced through Ivy's JAX backend by ``jax.make_jaxpr``,
            gradients (``ivy.execute_with_gradients``) included, 64-bit dtypes kept).
        *example_args: arrays giving the input shapes and dtypes (JAX: 64-bit ones are traced
            as 32-bit, JAX's default; PyTorch: NumPy arrays are made tensors).
        source: the framework ``fn`` is written for: ``"jax"``, ``"torch"``,
            ``"tensorflow"``, ``"numpy"`` or ``"ivy"``.
        trainable: a PyTorch module's parameters / a Keras model's trainable variables become
            the graph's named parameters (``Graph.param_values()``; replaced by
            ``graph(*arrays, params={name: array})``) instead of constants. A JAX function takes
            its parameters as arguments already.

    Returns:
        A ``Graph`` taking one native array per example argument, on any backend; where the
        example arguments or ``fn``'s result are nests (dicts, lists, tuples: a flax model's
        parameters; ``"jax"``, ``"numpy"`` and ``"ivy"`` sources; Containers for ``"ivy"``),
        it takes and returns the same nests. A graph of Ivy code replays as its target's own
        source (``Graph.to_source``, executed once): plain framework calls, no Ivy code per
        call (NumPy, PyTorch, JAX and TensorFlow arrays).

    Raises:
        IvyUnsupportedError: a captured primitive has no mapping (the message names it and its
            source line), or the source framework is not installed.

    Example:
        >>> import ivy.graph, numpy as np
        >>> ivy.graph.trace_graph(lambda x: x, np.ones(2), source="lisp")
        Traceback (most recent call last):
        ivy.errors.IvyValueError: ivy.trace_graph: source 'lisp' is not one of ...
    """
    if source not in _SOURCES:
        raise IvyValueError(f"ivy.trace_graph: source {source!r} is not one of {_SOURCES}")
    if source == "torch":
        return trace_torch(fn, *example_args, trainable=trainable)
    if source == "tensorflow":
        return trace_tf(fn, *example_args, trainable=trainable)
    if trainable:
        raise IvyValueError("ivy.trace_graph: trainable=True is for PyTorch modules and Keras "
                            "models; a JAX, NumPy or Ivy function takes its parameters as "
                            "arguments")
    if source == "ivy":
        return trace_ivy(fn, *example_args)
    if source == "numpy":
        return trace_numpy(fn, *example_args)
    return trace_jax(fn, *example_args)


def transpile(fn: Callable[..., Any], *example_args: Array, source: str, to: str,
              compile: bool | None = None, trainable: bool = False) -> Callable[..., Any]:  # noqa: A002
    """``fn``, written for ``source``, as a function of ``to``'s native arrays.

    Args:
        fn: a function of arrays returning an array or a flat tuple of arrays (``"torch"``: also
            an ``nn.Module``, its parameters and buffers captured as constants).
        *example_args: arrays giving the input shapes and dtypes (NumPy arrays or ``source``'s).
        source: the framework ``fn`` is written for: ``"jax"``, ``"torch"``,
            ``"tensorflow"`` or ``"numpy"``.
        to: the framework of the returned function's arrays: ``"numpy"``, ``"torch"``, ``"jax"``,
            ``"tensorflow"`` or ``"mxnet"``.
        compile: compile the replay with the target's compiler (``jax.jit``, ``tf.function``,
            ``torch.compile``); by default for JAX and TensorFlow, whose compilers trace once
            quickly.
        trainable: the module's parameters as ``to``'s arrays the function takes
            (``f(*arrays, params=f.params)``), so the target trains them; else constants.

    Returns:
        ``f(*arrays)`` taking ``to``'s native arrays (one per example argument, or the same
        nests of them) and returning ``to``'s native arrays (one array, a tuple or the nest
        ``fn`` returned), with ``f.graph`` the
        captured graph; with ``trainable``, ``f(*arrays, params=None)`` and ``f.params`` the
        parameters as ``to``'s arrays (``{name: array}``, the captured values).

    Raises:
        IvyValueError: an unknown ``source`` or ``to``.
        IvyUnsupportedError: ``fn`` uses an operation without a mapping (named with its source
            line), or ``source`` is not installed.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.transpile(lambda x: x, np.ones(2), source="jax", to="lisp")
        Traceback (most recent call last):
        ivy.errors.IvyValueError: ivy.transpile: to='lisp' is not one of ...
    """
    if to not in TARGETS:
        raise IvyValueError(f"ivy.transpile: to={to!r} is not one of {TARGETS}")
    graph = trace_graph(fn, *example_args, source=source, trainable=trainable)
    target = get_backend(to)  # the target loads now (its import is not part of the first call)
    run = compiled(graph, to, compile)

    def transpiled(*arrays, params=None):
        return run(*arrays, params=params)

    transpiled.graph = graph
    transpiled.params = {n: target.asarray(v) for n, v in graph.param_values().items()}
    name = getattr(fn, "__name__", type(fn).__name__)
    transpiled.__name__ = f"{name}_{source}_to_{to}"
    transpiled.__doc__ = f"{name}, captured from {source} by ivy.transpile, on {to} arrays."
    return transpiled
