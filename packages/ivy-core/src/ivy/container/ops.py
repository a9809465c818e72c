"""Leaf-wise operators of ``ivy.Container``: arithmetic, comparisons and bitwise operators with a
number, an array (broadcast against every leaf) or a Container of the same key chains.

Each operator calls the Ivy function of the same meaning on every leaf (``+`` -> ``ivy.add``), so
the result dtypes follow Ivy's promotion rules on every backend. ``==`` and ``!=`` are leaf-wise
too (they return Containers of boolean arrays). Arrays on the left (``x * c``) defer to the
Container on NumPy (``__array_ufunc__ = None``), PyTorch, JAX and TensorFlow; MXNet's arrays raise
``TypeError`` instead: write ``c * x`` there.
"""

from __future__ import annotations

import operator

from .. import _backend
from .. import dtypes as _dt
from .._rules.specs import SPECS as _SPECS

_PY_NUMBERS = frozenset({bool, int, float, complex})
_REAL_NUMBERS = frozenset({int, float})
_FAST = frozenset({"add", "subtract", "multiply", "divide"})
_FLOAT_DTYPES: dict = {}  # native dtype -> whether it is real floating (filled on first sight)


def _floating(x):
    """Whether ``x`` is an array with a real floating dtype (cached per native dtype)."""
    dt = getattr(x, "dtype", None)
    return False if dt is None else _floating_dtype(dt)


def _floating_dtype(dt):
    """Whether native dtype ``dt`` is real floating (cached)."""
    known = _FLOAT_DTYPES.get(dt)
    if known is None:
        try:
            known = _dt.isdtype(_dt.as_ivy_dtype(dt), "real floating")
        except Exception:  # noqa: BLE001 - not a dtype Ivy knows: let the Ivy function decide
            known = False
        _FLOAT_DTYPES[dt] = known
    return known


def _fill_floating(backend):
    """PyTorch: Container arithmetic's fast path filled when the backend loads (a first compiled
    call would otherwise fill it while Dynamo traces, and a guard on it fail on the next call)."""
    if backend.name == "torch":
        for name in backend.xp._pkg.DTYPES:
            _floating_dtype(getattr(backend.native, name))


_backend.on_load(_fill_floating)

# operator -> Ivy function; reflected forms exist for the arithmetic and bitwise ones
_BINARY = {"add": "add", "sub": "subtract", "mul": "multiply", "truediv": "divide",
           "floordiv": "floor_divide", "mod": "remainder", "pow": "pow", "matmul": "matmul",
           "and": "bitwise_and", "or": "bitwise_or", "xor": "bitwise_xor"}
_COMPARISONS = {"lt": "less", "le": "less_equal", "gt": "greater", "ge": "greater_equal",
                "eq": "equal", "ne": "not_equal"}
_UNARY = {"neg": "negative", "pos": "positive", "abs": "abs", "invert": "bitwise_invert"}


def _binary(fname, reflected, py_op):
    fast = fname in _FAST

    def fn(a, b):  # one pair of leaves
        ta, tb = type(a), type(b)
        if ta in _PY_NUMBERS and tb in _PY_NUMBERS:  # hyper-parameters stay Python numbers
            return py_op(a, b)
        # the framework's own operator where it gives Ivy's result: a floating array with a
        # Python number, or two arrays of one type and dtype (v - lr * grads)
        if fast and ((tb in _REAL_NUMBERS and _floating(a)) or
                     (ta in _REAL_NUMBERS and _floating(b)) or
                     (ta is tb and ta not in _PY_NUMBERS and _floating(a)
                      and a.dtype == b.dtype)):
            return py_op(a, b)
        return _SPECS[fname].dispatcher(a, b)  # the Ivy function of the backend in force

    def op(self, other):
        if fast and type(other) in _REAL_NUMBERS:  # v * lr: the common case
            return _map_number(py_op, fn, self, other, reflected)
        if isinstance(other, dict):  # a Container (or a dict): key by key
            pair = [other, self] if reflected else [self, other]
            if isinstance(other, ContainerOps):
                try:
                    return _zip(py_op if fast else None, fn, pair[0], pair[1])
                except _KeysDiffer:
                    pass  # multi_map names the key chains that differ
            return type(self).multi_map(lambda vs, kc: fn(vs[0], vs[1]), pair)
        return _map((lambda x: fn(other, x)) if reflected else (lambda x: fn(x, other)), self)

    return op


class _KeysDiffer(Exception):
    """Two Containers of an operator have different key chains (internal)."""


def _zip(py_op, fn, a, b):
    """A Container of ``fn(leaf of a, leaf of b)`` in one walk (raises _KeysDiffer); with
    ``py_op``, two arrays of one type and one floating dtype (v - lr * g) take the framework's
    operator directly (each dtype read once: a Python call on MXNet and TensorFlow)."""
    if len(a) != len(b):
        raise _KeysDiffer
    d = {}
    for k, x in a.items():
        y = dict.get(b, k, _MISSING)
        if isinstance(x, ContainerOps):
            if not isinstance(y, ContainerOps):
                raise _KeysDiffer
            d[k] = _zip(py_op, fn, x, y)
            continue
        if y is _MISSING or isinstance(y, ContainerOps):
            raise _KeysDiffer
        if py_op is not None:
            t = type(x)
            if t is type(y) and t not in _PY_NUMBERS:
                dt = getattr(x, "dtype", None)
                if dt is not None and _FLOAT_DTYPES.get(dt) and y.dtype == dt:
                    d[k] = py_op(x, y)
                    continue
        d[k] = fn(x, y)  # anything else (and a dtype seen the first time)
    out = dict.__new__(_CONTAINER[0])  # keys taken from a Container: no checks to repeat
    dict.update(out, d)
    return out


def _map_number(py_op, fn, c, number, reflected):
    """A Container of ``leaf (op) number`` (``number (op) leaf`` if ``reflected``): floating
    arrays take the framework's operator directly, other leaves ``fn``."""
    d = {}
    for k, x in c.items():
        if isinstance(x, ContainerOps):
            d[k] = _map_number(py_op, fn, x, number, reflected)
            continue
        dt = getattr(x, "dtype", None)
        if dt is not None and _FLOAT_DTYPES.get(dt):
            d[k] = py_op(number, x) if reflected else py_op(x, number)
        else:  # anything else (and a dtype seen the first time)
            d[k] = fn(number, x) if reflected else fn(x, number)
    out = dict.__new__(_CONTAINER[0])
    dict.update(out, d)
    return out


def _map(fn, c):
    """A Container of ``fn(leaf)`` (one argument: no key chains to build)."""
    d = {}
    for k, x in c.items():
        d[k] = _map(fn, x) if isinstance(x, ContainerOps) else fn(x)
    out = dict.__new__(_CONTAINER[0])
    dict.update(out, d)
    return out


_MISSING = object()
_CONTAINER: list = []  # [ivy.Container], set by container.base (which imports this module)


def _unary(fname, py_op):
    def op(self):
        fn = _SPECS[fname].dispatcher
        return _map(lambda x: py_op(x) if type(x) in _PY_NUMBERS else fn(x), self)

    return op


class ContainerOps:
    """Mixin: the leaf-wise operators (see the module docstring)."""

    __slots__ = ()
    __array_ufunc__ = None  # ndarray (op) Container -> the Container's reflected operator
    __hash__ = None  # type: ignore[assignment]  # mutable, and == is leaf-wise


for _op, _fn in _BINARY.items():
    _py = getattr(operator, _op + "_") if _op in ("and", "or") else  getattr(operator, _op)
    setattr(ContainerOps, f"__{_op}__", _binary(_fn, False, _py))
    setattr(ContainerOps, f"__r{_op}__", _binary(_fn, True, _py))
for _op, _fn in _COMPARISONS.items():
    setattr(ContainerOps, f"__{_op}__", _binary(_fn, False, getattr(operator, _op)))
for _op, _fn in _UNARY.items():
    setattr(ContainerOps, f"__{_op}__", _unary(_fn, getattr(operator, _op)))
del _op, _fn, _py
