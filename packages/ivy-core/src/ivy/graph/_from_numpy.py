"""Capture of NumPy code: the function runs once on tracer arrays, which NumPy hands every ufunc
(``__array_ufunc__``) and every array function (``__array_function__``) it is called with; each
call is computed by NumPy on the example values and recorded as a node calling the NumPy
frontend's function of the same name (``ivy.frontends.numpy``: NumPy's names, arguments and
promotion), so the graph replays on any backend.

Indexing (basic, boolean and integer arrays) is recorded as ``np.__getitem__``; methods that
are NumPy functions (``x.sum(axis=0)``, ``x.reshape(...)``, ``x.astype(...)``, ``x.T``) as those
functions. Anything else that reads a traced value into Python (``float(x)``, ``if x > 0:``,
``np.asarray(x)``, an in-place write ``x[i] = v``, a ufunc method such as ``np.add.reduce``, a
function the frontend lacks) raises ``IvyUnsupportedError`` naming it and the user's line: a
graph is never silently wrong. Python values and arrays made without a traced input (NumPy random
draws included) are frozen into the graph as constants, as any tracer freezes them.
"""

from __future__ import annotations

import operator
import os
import sys

import numpy as np

from ..errors import IvyUnsupportedError
from . import _trees
from ._graph import RESOLVERS, Builder, Node

# methods of a traced array that are NumPy functions of it (x.sum(...) -> np.sum(x, ...))
_METHODS = frozenset({"sum", "mean", "max", "min", "prod", "std", "var", "argmax", "argmin",
                      "cumsum", "cumprod", "all", "any", "clip", "round", "transpose",
                      "swapaxes", "squeeze", "ravel", "repeat", "take", "dot", "nonzero",
                      "sort", "argsort", "trace", "diagonal", "conj"})
_HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # ivy/
_NUMPY = os.path.dirname(np.__file__)


def _user_line():
    """``file.py:line (function)`` of the innermost frame outside NumPy and Ivy."""
    f = sys._getframe(1)
    while f is not None and (f.f_code.co_filename.startswith((_HERE, _NUMPY))
                             or f.f_code.co_filename.startswith("<")):
        f = f.f_back
    if f is None:
        return None
    return f"{os.path.basename(f.f_code.co_filename)}:{f.f_lineno} ({f.f_code.co_name})"


def _unsupported(what, why):
    line = _user_line()
    at = f" (at {line})" if line else ""
    raise IvyUnsupportedError(f"ivy.trace_graph: numpy {what}{at} {why}; a graph with it would be "
                              f"wrong, so none is made.")


def _frontend():
    import ivy.frontends.numpy as fnp  # noqa: PLC0415 - a layer above

    return fnp


def _qualified(func):
    """``func``'s name in the NumPy frontend: ``sum``, ``linalg.norm``, ``fft.rfft``."""
    module = getattr(func, "__module__", "") or ""
    sub = module.split(".")[1] if module.startswith(("numpy.linalg", "numpy.fft")) else ""
    return f"{sub}.{func.__name__}" if sub else func.__name__


def frontend_function(name):
    """The NumPy frontend's function (or ufunc) called ``name`` (``linalg.norm``...), or None."""
    obj = owner = _frontend()
    for part in name.split("."):
        owner, obj = obj, getattr(obj, part, None)
    if part in getattr(owner, "UNSUPPORTED", {}):
        return None  # (a function that raises: refused at capture, not at replay)
    return obj if callable(obj) else None


class _Traced(np.lib.mixins.NDArrayOperatorsMixin):
    """An array of the function being captured: NumPy's value and the graph value id."""

    __slots__ = ("capture", "id", "value")

    def __init__(self, capture, value, id_):
        self.capture, self.value, self.id = capture, value, id_

    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        if method != "__call__":
            _unsupported(f"ufunc method {ufunc.__name__}.{method}", "is not mapped (use the "
                         "function: np.sum, np.cumsum, ...)")
        return self.capture.call(ufunc.__name__, ufunc, inputs, kwargs)

    def __array_function__(self, func, types, args, kwargs):
        return self.capture.call(_qualified(func), func, args, kwargs)

    def __getitem__(self, key):
        return self.capture.call("__getitem__", operator.getitem, (self, key), {})

    def __setitem__(self, key, value):
        _unsupported("in-place write x[...] = v", "is not captured (write np.where(mask, v, x) "
                     "or build the array with np.concatenate)")

    def __array__(self, dtype=None, copy=None):
        _unsupported("conversion of a traced array to a NumPy array", "reads a value the graph "
                     "cannot keep")

    def __bool__(self):
        _unsupported("truth value of a traced array (Python control flow on data)",
                     "would freeze one branch; use np.where")

    def __float__(self):
        _unsupported("float() of a traced array", "reads a value the graph cannot keep")

    __int__ = __index__ = __complex__ = __float__

    def __len__(self):
        return len(self.value)

    shape = property(lambda self: self.value.shape)
    dtype = property(lambda self: self.value.dtype)
    ndim = property(lambda self: self.value.ndim)
    size = property(lambda self: self.value.size)
    T = property(lambda self: np.transpose(self))

    def reshape(self, *shape, **kwargs):
        return np.reshape(self, shape[0] if len(shape) == 1 else shape, **kwargs)

    def astype(self, dtype, **kwargs):
        return self.capture.call("astype", lambda x, d, **k: x.astype(d, **k), (self, dtype),
                                 kwargs)

    def __getattr__(self, name):
        if name.startswith("__"):  # NumPy's protocol probes (__array_struct__, ...): absent
            raise AttributeError(name)
        if name in _METHODS:
            fn = getattr(np, name)
            return lambda *args, **kwargs: fn(self, *args, **kwargs)
        _unsupported(f"attribute or method .{name} of a traced array", "is not mapped")


class _Capture:
    """One capture: the builder, and the encoding of call arguments into a node's params."""

    def __init__(self):
        self.b = Builder("numpy")

    def encode(self, v, ids):
        """``v`` as a JSON-able template: traced arrays and array constants become
        ``{"$": k}`` (the node's k-th argument), slices, Ellipsis and dtypes tagged."""
        if isinstance(v, _Traced):
            ids.append(v.id)
            return {"$": len(ids) - 1}
        if isinstance(v, (np.ndarray, np.generic)):
            ids.append(self.b.const(np.asarray(v)))
            return {"$": len(ids) - 1}
        if v is None or isinstance(v, (bool, int, float, str)):
            return v
        if isinstance(v, complex):
            return {"complex": [v.real, v.imag]}
        if isinstance(v, (list, tuple)):
            return {"list" if isinstance(v, list) else "tuple": [self.encode(x, ids) for x in v]}
        if isinstance(v, slice):
            return {"slice": [self.encode(x, ids) for x in (v.start, v.stop, v.step)]}
        if v is Ellipsis:
            return {"ellipsis": True}
        if isinstance(v, np.dtype) or (isinstance(v, type) and issubclass(v, np.generic)):
            return {"dtype": np.dtype(v).name}
        if isinstance(v, type) and v in (float, int, bool, complex):
            return {"dtype": np.dtype(v).name}
        if isinstance(v, dict):
            return {"dict": {k: self.encode(x, ids) for k, x in v.items()}}
        _unsupported(f"argument {v!r}", "has a type the graph does not store")

    def call(self, name, func, args, kwargs):
        if name != "__getitem__" and name != "astype" and frontend_function(name) is None:
            _unsupported(f"function {name}", "has no counterpart in the NumPy frontend")
        ids = []
        template = {"args": self.encode(list(args), ids), "kwargs": self.encode(kwargs, ids)}
        result = func(*_values(args), **_values(kwargs))
        many = isinstance(result, (tuple, list))
        results = list(result) if many else [result]
        if not all(isinstance(r, (np.ndarray, np.generic)) for r in results):
            return result  # a Python value (np.shape, np.ndim, ...): static, not a node
        outs, traced = [], []
        for r in results:
            r = np.asarray(r)
            i = self.b.new()
            outs.append((i, tuple(r.shape), r.dtype.name))
            traced.append(_Traced(self, r, i))
        self.b.nodes.append(Node(f"np.{name}", ids, {"call": template}, outs, (), _user_line()))
        if not many:
            return traced[0]
        return type(result)(*traced) if hasattr(result, "_fields") else type(result)(traced)


def _values(v):
    if isinstance(v, _Traced):
        return v.value
    if isinstance(v, (list, tuple)) and not hasattr(v, "_fields"):
        return type(v)(_values(x) for x in v)
    if isinstance(v, dict):
        return {k: _values(x) for k, x in v.items()}
    if isinstance(v, slice):
        return slice(_values(v.start), _values(v.stop), _values(v.step))
    return v


def decode(t, args):
    """A template of :meth:`_Capture.encode` with the node's arguments put back."""
    if isinstance(t, dict):
        if "$" in t:
            return args[t["$"]]
        if "list" in t:
            return [decode(x, args) for x in t["list"]]
        if "tuple" in t:
            return tuple(decode(x, args) for x in t["tuple"])
        if "slice" in t:
            return slice(*(decode(x, args) for x in t["slice"]))
        if "ellipsis" in t:
            return Ellipsis
        if "dtype" in t:
            return t["dtype"]
        if "complex" in t:
            return complex(*t["complex"])
        if "dict" in t:
            return {k: decode(x, args) for k, x in t["dict"].items()}
    if isinstance(t, (list, tuple)):  # (a template read back from JSON)
        return [decode(x, args) for x in t]
    return t


def _numpy_op(name):
    """The replay of a node ``np.<name>``: the NumPy frontend's function, its arguments rebuilt
    from the node's template (``params["call"]``) as frontend arrays."""

    def run(args, params, graphs, like):
        from ..frontends.numpy._ndarray import wrap  # noqa: PLC0415 - a layer above

        wrapped = [wrap(a) for a in args]
        a, kw = decode(params["call"]["args"], wrapped), decode(params["call"]["kwargs"], wrapped)
        if name == "__getitem__":
            return a[0][a[1]]
        if name == "astype":
            return a[0].astype(a[1], **kw)
        return frontend_function(name)(*a, **kw)

    run.__name__ = name
    return run


RESOLVERS["np"] = _numpy_op


def trace_numpy(fn, *example_args):
    """``fn`` (NumPy code) run on tracer arrays of ``example_args``, as a ``Graph``."""
    capture = _Capture()
    leaves, in_tree = _trees.flatten(example_args)
    inputs = []
    for a in leaves:
        a = np.asarray(a)
        inputs.append(_Traced(capture, a, capture.b.input(tuple(a.shape), a.dtype.name)))
    out = fn(*_trees.unflatten(in_tree, inputs))
    out_leaves, out_tree = _trees.flatten(out)
    outputs = []
    for o in out_leaves:
        if isinstance(o, _Traced):
            outputs.append(o.id)
        elif isinstance(o, (np.ndarray, np.generic, int, float, bool)):
            outputs.append(capture.b.const(np.asarray(o)))
        else:
            raise IvyUnsupportedError(f"ivy.trace_graph: fn must return nests (dicts, lists, "
                                      f"tuples) of arrays, got {type(o).__name__}")
    single = out_tree == _trees.LEAF
    if single or ("tuple" in out_tree and all(t == _trees.LEAF for t in out_tree["tuple"])):
        out_tree = None
    return capture.b.graph(outputs, single, None if _trees.is_flat(in_tree) else in_tree,
                           out_tree)
