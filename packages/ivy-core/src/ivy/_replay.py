"""``ivy.compile`` on NumPy and MXNet: the function traced as an Ivy graph and replayed as the
backend's source.

NumPy and MXNet have no compiler for plain functions; what Ivy's eager layer costs there (its
Python between the kernels) the graph removes: :class:`Replay` traces the function once per
argument signature (``ivy.graph._from_ivy``: Ivy's JAX backend under ``jax.make_jaxpr``) and
runs the graph's own source (``Graph.to_source("numpy")`` / ``("mxnet")``, executed once, its
constants made once): one call of the framework per op, nothing of Ivy in between. The
signature is the arguments' structure (``_nest.flatten``'s TreeDef, Containers included), each
array's type, shape, dtype (and MXNet's device), and the value of every other leaf (a Python
number is a constant of the graph, as ``jax.jit``'s static arguments are). Where the trace
fails (or MXNet has no source for one of the graph's ops), the function runs eagerly for that
signature, with one ``RuntimeWarning`` per function naming why (see ``ivy/compiler.py``).
"""

from __future__ import annotations

import functools
import importlib.util
import warnings

import numpy as np

from . import _nest
from .functional import device as _device

__all__ = ["Replay", "can_trace"]

_EAGER = object()  # a signature whose trace failed: fn runs as it is
_MAX_SIGNATURES = 64  # traced signatures kept per function (emptied when full)


def can_trace() -> bool:
    """Whether Ivy code can be traced here (JAX installed; not imported by this check)."""
    return importlib.util.find_spec("jax") is not None


class Replay:
    """``fn`` on ``target`` (``"numpy"`` or ``"mxnet"``) as the replay of its traced graph (see
    the module docstring)."""

    def __init__(self, fn, target="numpy"):
        functools.update_wrapper(self, fn)
        self._fn, self._target = fn, target
        if target == "numpy":
            self._array, self._where = np.ndarray, _no_device
        else:
            from mxnet import np as mxnp  # noqa: PLC0415 - the backend in use

            self._array, self._where = mxnp.ndarray, _mxnet_device
        # arrays' (shape, dtype, ...) -> run(*arrays): calls of NumPy arrays only, the fast path
        self._plain = {}
        self._traced = {}  # signature -> run(leaves) | _EAGER
        self._warned = False

    def __call__(self, *args, **kwargs):
        array, where = self._array, self._where
        if not kwargs:
            key = []
            for a in args:
                if type(a) is not array:
                    break
                key += (a.shape, a.dtype, where(a))
            else:
                run = self._plain.get(tuple(key))
                if run is not None:
                    return run(*args)
        leaves, tree = _nest.flatten((args, kwargs))
        try:
            signature = (tree, *[(x.shape, x.dtype, where(x)) if type(x) is array else
                                 (type(x), x) for x in leaves])
            entry = self._traced.get(signature)
        except TypeError:  # an unhashable leaf that is not an array: no graph for it
            entry = signature = _EAGER
        if entry is None:
            entry = self._trace(signature, leaves, tree, args if not kwargs else None)
        if entry is _EAGER:
            return self._fn(*args, **kwargs)
        return entry(leaves)

    def trace_count(self) -> int:
        """How many argument signatures were traced as graphs (failed traces not counted)."""
        return sum(e is not _EAGER for e in self._traced.values())

    def _trace(self, signature, leaves, tree, plain_args):
        from .graph import _from_ivy, _source  # noqa: PLC0415 - the tracer, on first use

        array = self._array
        positions = [i for i, x in enumerate(leaves) if type(x) is array]
        fixed = list(leaves)
        out_trees = []
        fn = self._fn

        def flat_fn(*arrays):
            values = list(fixed)
            for i, a in zip(positions, arrays):
                values[i] = a
            args, kwargs = tree.unflatten(values)
            out, out_tree = _nest.flatten(fn(*args, **kwargs))
            out_trees.append(out_tree)
            return out

        try:
            arrays = [leaves[i] for i in positions]
            graph = _from_ivy.trace_flat(flat_fn, arrays)
            device = _device.dev(arrays[0]) if arrays and self._target != "numpy" else None
            results = _results(_source.function(graph, self._target, device), out_trees[-1])
        except Exception as e:  # noqa: BLE001 - any failure of the trace: eager, said once
            entry = _EAGER  # (an error of fn itself: the eager call raises it again)
            self._warn(e)
        else:
            def entry(leaves):
                return results(*[leaves[i] for i in positions])

            if plain_args is not None and all(type(a) is array for a in plain_args):
                key = tuple(v for a in plain_args for v in (a.shape, a.dtype, self._where(a)))
                self._plain[key] = results  # (leaves are the arguments themselves)
        if len(self._traced) >= _MAX_SIGNATURES:
            self._traced.clear()
            self._plain.clear()
        if signature is not _EAGER:
            self._traced[signature] = entry
        return entry

    def _warn(self, e):
        if self._warned:
            return
        self._warned = True
        name = getattr(self._fn, "__name__", "the function")
        first = str(e).strip().splitlines()[0][:300] if str(e).strip() else ""
        on = "NumPy" if self._target == "numpy" else "MXNet"
        warnings.warn(f"ivy.compile: {name} cannot be traced as a graph on {on} "
                      f"({type(e).__name__}: {first}); it runs eagerly", RuntimeWarning,
                      stacklevel=4)


def _no_device(x):
    return None


def _mxnet_device(x):
    return x.ctx


def _results(run, out_tree):
    """``run`` (the graph's flat function) returning ``fn``'s results: its output structure
    rebuilt (one array as it is)."""
    if out_tree.kind == "leaf":
        return lambda *a: run(*a)[0]
    return lambda *a: out_tree.unflatten(run(*a))
