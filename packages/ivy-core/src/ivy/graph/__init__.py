"""Ivy's graph IR (``Graph``) and its capture from a framework's own tracer (``trace_graph``).

JAX programs captured with ``jax.make_jaxpr`` (each lax primitive mapped onto the JAX frontend's
``lax`` twin) and PyTorch programs captured with ``torch.export`` (each Core ATen operator mapped
onto the PyTorch frontend), replayable on every backend, differentiable where the backend is, and
stored as JSON. See docs/architecture.md,
"Graph IR".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import IvyValueError
from ..types import Array
from ._from_jax import trace_jax
from ._from_torch import trace_torch
from ._graph import OPS, Graph, Node

__all__ = ["OPS", "Graph", "Node", "trace_graph"]

_SOURCES = ("jax", "torch")


def trace_graph(fn: Callable[..., Any], *example_args: Array, source: str = "jax") -> Graph:
    """Capture ``fn`` with its framework's tracer as an ``ivy.graph.Graph``.

    Args:
        fn: a function of arrays returning an array or a flat tuple of arrays, written for
            ``source`` (``"jax"``: ``jax.numpy`` / ``jax.lax`` / ``jax.nn`` code; ``"torch"``:
            a ``torch.nn.Module`` or a function of tensors, its parameters and buffers captured
            as constants).
        *example_args: arrays giving the input shapes and dtypes (JAX: 64-bit ones are traced
            as 32-bit, JAX's default; PyTorch: NumPy arrays are made tensors).
        source: the framework ``fn`` is written for: ``"jax"`` or ``"torch"``.

    Returns:
        A ``Graph`` taking one native array per example argument, on any backend.

    Raises:
        IvyUnsupportedError: a captured primitive has no mapping (the message names it and its
            source line), or the source framework is not installed.

    Example:
        >>> import ivy.graph, numpy as np
        >>> ivy.graph.trace_graph(lambda x: x, np.ones(2), source="numpy")
        Traceback (most recent call last):
        ivy.errors.IvyValueError: ivy.trace_graph: source 'numpy' is not one of ('jax', 'torch')
    """
    if source not in _SOURCES:
        raise IvyValueError(f"ivy.trace_graph: source {source!r} is not one of {_SOURCES}")
    if source == "torch":
        return trace_torch(fn, *example_args)
    return trace_jax(fn, *example_args)
