"""Capture of Ivy code: the function runs once on Ivy's JAX backend under ``jax.make_jaxpr``.

Ivy code is framework-agnostic, so any backend's tracer can record it; JAX's is the one that
records everything an Ivy function does, with nothing left out: every Ivy call (and every
operator on the arrays between them) becomes lax primitives, ``ivy.execute_with_gradients`` /
``ivy.grad`` become the derivative's own primitives (the graph computes the gradients: no
autodiff is needed where it replays), and ``ivy.cond`` / ``ivy.while_loop`` / ``ivy.scan`` stay
control flow. Python control flow on array values cannot be traced: JAX raises, and so does the
capture (the message names the line); Python control flow on shapes and Python values is frozen
to the traced path, as every tracer freezes it.

The trace runs with JAX's 64-bit mode on for the calling thread only (``jax.enable_x64``, a
context: nothing global changes), so the graph keeps the dtypes Ivy gives on every backend
(float64 stays float64). The frontend replay of ``Graph.__call__`` follows JAX's default 32-bit
mode, so an Ivy graph replays through its target's source instead (``Graph.__call__`` for
``source == "ivy"``; ``_source.function``): plain calls of the framework, no Ivy Python.

Random numbers drawn inside the function from Ivy's global generator are frozen into the graph
(pass them in as arguments to draw new ones per call).
"""

from __future__ import annotations

import numpy as np

from .. import _backend
from .._rules import owners as _owners
from ..errors import IvyBackendMismatchError, IvyUnsupportedError
from ..functional import conversions as _conversions
from . import _trees
from ._from_jax import trace_jax, x64_mode
from ._simplify import simplified


def _jax():
    try:
        import jax  # noqa: PLC0415 - the tracer, imported when asked for
    except ImportError as e:
        raise IvyUnsupportedError("ivy.trace_graph(source='ivy') traces Ivy code with Ivy's JAX "
                                  "backend (jax.make_jaxpr): it needs JAX installed; replaying "
                                  "a saved graph (Graph.from_json) does not") from e
    return jax


def is_array(x) -> bool:
    """Whether ``x`` is a native array of a loaded backend (a leaf the graph takes as input)."""
    return _backend._owner(type(x)) is not None


def jax_leaves(jax, leaves):
    """Native arrays of any backend as JAX arrays of the same dtypes (64-bit kept)."""
    jnp = jax.numpy
    with x64_mode(jax, True):
        return [jnp.asarray(_conversions.to_numpy(x)) for x in leaves]


def trace_flat(flat_fn, leaves):
    """The graph of ``flat_fn(*arrays) -> list of arrays``, an Ivy function of flat arrays,
    traced on JAX copies of ``leaves`` (native arrays of any backend). Its outputs are a tuple."""
    jax = _jax()

    def run(*arrays):
        with _backend.use("jax"):
            return list(flat_fn(*arrays))

    args = jax_leaves(jax, leaves)
    from ..backends.jax import random as jax_random  # noqa: PLC0415 - JAX is imported now

    before = jax_random.key_state()
    failed = None
    # NumPy arrays the function closes over (a model's weights, a scene made on the NumPy
    # backend) are constants of the graph: JAX's functions take them, so Ivy's JAX backend
    # accepts them for the trace (owners.ACCEPTED; its guard's accepted types put back after)
    accepted = _backend.get_backend("jax").ok_types
    added = np.ndarray not in accepted
    opened = ("numpy", "jax") not in _owners.ACCEPTED  # (not by a trace this one runs inside)
    _owners.ACCEPTED.add(("numpy", "jax"))
    try:
        with x64_mode(jax, True):
            graph = trace_jax(run, *args, x64=True)
    except Exception as e:  # noqa: BLE001 - raised again below, or explained
        failed = e
    finally:
        if opened:
            _owners.ACCEPTED.discard(("numpy", "jax"))
        if added:
            accepted.discard(np.ndarray)
    after = jax_random.key_state()  # (compared by identity: JAX arrays, maybe tracers)
    if (after[1] != before[1] or after[0] is not before[0] or len(after[2]) != len(before[2])
            or any(a is not b for a, b in zip(after[2], before[2]))):
        jax_random.set_key_state(before)  # it holds the trace's values: the concrete one back
        raise IvyUnsupportedError("ivy.trace_graph(source='ivy'): the function draws from "
                                  "Ivy's global random generator (an ivy.random_* call or "
                                  "dropout without seed=): the graph would replay the same "
                                  "numbers on every call; draw them outside and pass them "
                                  "in") from failed
    if isinstance(failed, IvyBackendMismatchError):  # an array of another framework inside
        raise IvyUnsupportedError(f"ivy.trace_graph(source='ivy'): Ivy code is traced on "
                                  f"Ivy's JAX backend, so the arrays a function closes over "
                                  f"must be NumPy or JAX arrays (made on the NumPy backend, "
                                  f"say), or be passed as arguments: {failed}") from failed
    if failed is not None:
        raise failed
    return simplified(graph, "ivy")


def trace_ivy(fn, *example_args):
    """``fn``, an Ivy function of arrays (nests of them allowed: Containers, dicts, lists,
    tuples), traced as a ``Graph`` taking and returning the same nests."""
    leaves, in_tree = _trees.flatten(example_args)
    for x in leaves:
        if not is_array(x):
            raise IvyUnsupportedError(f"ivy.trace_graph(source='ivy'): the example arguments "
                                      f"must be arrays or nests of them; got a "
                                      f"{type(x).__name__} (bind Python values with a closure "
                                      f"or functools.partial)")
    out_trees = []

    def flat_fn(*arrays):
        out_leaves, out_tree = _trees.flatten(fn(*_trees.unflatten(in_tree, arrays)))
        out_trees.append(out_tree)
        return out_leaves

    graph = trace_flat(flat_fn, leaves)
    out_tree = out_trees[-1]
    if out_tree == _trees.LEAF:
        graph.single = True
    elif not ("tuple" in out_tree and all(t == _trees.LEAF for t in out_tree["tuple"])):
        graph.out_tree = out_tree
    if not _trees.is_flat(in_tree):
        graph.in_tree = in_tree
    return graph

