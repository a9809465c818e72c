"""``jax.lax``'s control flow over the frontend: ``cond``, ``switch``, ``fori_loop``,
``while_loop``, ``scan``, ``map``, ``associative_scan``, on Ivy's structured control flow
(``ivy.cond`` ...): under a compiler a loop stays one loop (``lax.scan`` under ``jax.jit``, a
``While`` op under ``tf.function``, torch's ``while_loop`` / ``scan`` operators under
``torch.compile``); NumPy and MXNet (and eager PyTorch) run them as Python.

The user's functions see frontend arrays; Ivy's functions get flat lists of native arrays (the
pytrees are flattened here: nested tuples, named tuples, lists, dicts and ``None``, with frontend
arrays, native arrays or Python numbers as leaves; a Python number is a weakly typed 32-bit array
as in JAX). JAX's typing rules are kept: a carry keeps its structure, shapes and dtypes (a
``TypeError`` otherwise), except that a weakly typed initial carry is promoted to the dtype the
body returns when JAX's promotion allows it (``fori_loop(0, n, f, 0.0)`` with a ``float16``
body is ``float16``); branches must return the same structure. ``unroll=`` and ``map``'s
``batch_size=`` are accepted and ignored (the results do not depend on them).

Where a loop body of ``fori_loop`` (Python int bounds) or ``while_loop`` reads the value of a
traced array (the frontend's indexing with an index array, ``x.at[i].set(...)`` with the loop
index, needs its value; JAX's own indexing does not), that loop runs as Python instead: eagerly
the same result, under a compiler an unrolled loop (``while_loop`` then needs a predicate whose
value is known).
"""

from __future__ import annotations

import sys

import ivy

from .._common import flatten_pytree as _flatten
from .._common import unflatten_pytree as _unflatten
from ._promotion import result_type_of
from .array import Array, canon, dtype_name, native, wrap

_sentinel = object()
_NUMBERS = (int, float, complex)


def _leaf(x):
    """``(native array, weak)`` of a pytree leaf."""
    if type(x) is Array:
        return x._data, x._weak
    if isinstance(x, bool):
        return canon(ivy.asarray(x)), False
    if isinstance(x, _NUMBERS):  # JAX: a weakly typed 32-bit array
        return canon(ivy.asarray(x)), True
    return native(x), False


def _natives(tree):
    """``(native leaves, weak flags, spec)`` of a pytree."""
    leaves, spec = _flatten(tree)
    nat, weak = [], []
    for x in leaves:
        d, w = _leaf(x)
        nat.append(d)
        weak.append(w)
    return nat, weak, spec


def _tree(spec, leaves, weak):
    """The pytree ``spec`` of frontend arrays holding ``leaves``."""
    return _unflatten(spec, [wrap(d, w) for d, w in zip(leaves, weak)])


def _scalar_in(x):
    """A predicate / index / bound for Ivy: a Python value, or a native array."""
    if type(x) is Array:
        return x._data
    if isinstance(x, (bool, int)):
        return x
    if isinstance(x, (float, complex)):
        return bool(x) if isinstance(x, complex) else x != 0
    if hasattr(x, "item") and not ivy.is_native_array(x):  # a NumPy scalar or 0-d array
        return x.item()
    return native(x)


def _pred(x):
    p = _scalar_in(x)
    return p != 0 if isinstance(p, int) and not isinstance(p, bool) else p


class _Promote(Exception):  # noqa: N818 - a signal: retrace with the initial carry promoted
    def __init__(self, dtypes):
        super().__init__("weakly typed carry promoted")
        self.dtypes = dtypes


def _carry_out(what, new, spec, ref, ref_weak, seen):
    """The native leaves of the carry ``new`` returned by the user's ``what`` function (checked
    against the initial carry ``ref``: structure, shapes, dtypes as JAX checks them); its weak
    flags land in ``seen``."""
    leaves, weak, got = _natives(new)
    if got != spec:
        raise TypeError(f"{what} function carry input and carry output must have the same pytree "
                        f"structure, but they differ: the input carry has {len(ref)} arrays, "
                        f"the output carry {len(leaves)} in another structure")
    promote = {}
    for i, (x, w, r, rw) in enumerate(zip(leaves, weak, ref, ref_weak)):
        if tuple(x.shape) != tuple(r.shape):
            raise TypeError(f"{what} function carry input and carry output must have equal "
                            f"types, but carry component {i} went from shape {tuple(r.shape)} "
                            f"to {tuple(x.shape)}")
        if x.dtype != r.dtype:
            name = dtype_name(x.dtype)
            if rw and result_type_of(wrap(r, True), wrap(x, w))[0] == name:
                promote[i] = x.dtype
                continue
            raise TypeError(f"{what} function carry input and carry output must have equal "
                            f"types, but carry component {i} went from {dtype_name(r.dtype)} to "
                            f"{name}")
    if promote:
        raise _Promote(promote)
    if seen is not None and _recording() is not None:
        seen[:] = weak
    return leaves


def _promoting(run, leaves, weak):
    """``run(leaves, weak)``, rerun with the weakly typed leaves of the initial carry promoted
    (made strong) where the body returned another dtype (JAX's rule)."""
    leaves, weak = list(leaves), list(weak)
    for _ in range(len(leaves) + 1):
        try:
            return run(leaves, weak), weak
        except _Promote as p:
            for i, dt in p.dtypes.items():
                leaves[i] = ivy.astype(leaves[i], dt)
                weak[i] = False
    return run(leaves, weak), weak


def _recording():
    """A list collecting what the user's functions return (structures, weak flags), or None
    under ``torch.compile``: its loop and branch operators refuse a body that mutates an object
    from outside (weak flags are then those of the inputs, or strong)."""
    torch = sys.modules.get("torch")  # (asked directly: Dynamo folds this call)
    compiling = torch.compiler.is_compiling() if torch is not None else False
    return None if compiling or ivy.compiler.is_compiling() else []


def _branches(fns, spec, weak, outs):
    """The branch functions ``fns`` (of the operand pytree) as functions of a native leaf list
    returning the pytree of native arrays; the ``(spec, weak)`` of each result lands in ``outs``
    (unless None)."""

    def make(fn):
        def branch(leaves):
            nat, w, s = _natives(fn(*_tree(spec, leaves, weak)))
            if _recording() is None:  # torch.compile: torch.cond refuses an output that is an
                nat = [x.clone() for x in nat]  # input (``lambda a: a``): copies, in the graph
            elif outs is not None:
                outs.append((s, w))
            return _unflatten(s, nat)

        return branch

    return [make(fn) for fn in fns]


def _branch_result(what, out, outs):
    leaves, spec = _flatten(out)
    weak = [False] * len(leaves)
    if outs:
        for s, _ in outs[1:]:
            if s != outs[0][0]:
                raise TypeError(f"{what} branches must have equal output types but they "
                                f"differ: they return different pytree structures")
        if len(outs[0][1]) == len(leaves):
            weak = [all(ws) for ws in zip(*(w for _, w in outs))]
    return _tree(spec, leaves, weak)


def _value_errors():
    """The errors of reading the value of a traced array (JAX's tracers, ``tf.function``'s
    symbolic tensors)."""
    errors = [ivy.IvyUnsupportedError]
    jax = sys.modules.get("jax")
    if jax is not None:
        errors.append(jax.errors.ConcretizationTypeError)
    tf = sys.modules.get("tensorflow")
    if tf is not None:
        errors.append(tf.errors.OperatorNotAllowedInGraphError)
    return tuple(errors)


def _or_python(structured, python):
    """``structured()``; where the user's function reads the value of a traced array (the
    frontend's indexing with an index array, ``x.at[i]``, needs its value) the loop runs as
    Python instead (unrolled under a compiler), as the frontend ran it before."""
    try:
        return structured()
    except _value_errors():
        return python()


def cond(pred, true_fun, false_fun, *operands, operand=_sentinel):
    if operand is not _sentinel:
        operands = (operand,)
    leaves, weak, spec = _natives(operands)
    outs = _recording()
    out = ivy.cond(_pred(pred), *_branches([true_fun, false_fun], spec, weak, outs), leaves)
    return _branch_result("cond", out, outs)


def switch(index, branches, *operands, operand=_sentinel):
    if operand is not _sentinel:
        operands = (operand,)
    leaves, weak, spec = _natives(operands)
    outs = _recording()
    out = ivy.switch(_scalar_in(index), _branches(list(branches), spec, weak, outs), leaves)
    return _branch_result("switch", out, outs)


def fori_loop(lower, upper, body_fun, init_val, *, unroll=None):
    leaves, weak, spec = _natives(init_val)
    lo, hi = _scalar_in(lower), _scalar_in(upper)
    bounds = [b for b in (lower, upper) if type(b) is Array]
    i_weak = all(b._weak for b in bounds)  # Python int bounds: a weakly typed int32 index
    i_dtype = bounds[0]._data.dtype if bounds else None
    seen = list(weak) if _recording() is not None else None

    def run(init, init_weak):
        def step(i, val):
            if i_dtype is not None and i.dtype != i_dtype:
                i = ivy.astype(i, i_dtype)
            new = body_fun(wrap(i, i_weak), _tree(spec, val, init_weak))
            return _carry_out("fori_loop body", new, spec, init, init_weak, seen)

        return ivy.fori_loop(lo, hi, step, init)

    def structured():
        out, w = _promoting(run, leaves, weak)
        return _tree(spec, out, _and(w, seen))

    def python():
        val = init_val
        for i in range(_int(lower), _int(upper)):
            val = body_fun(i, val)
        return val

    return _or_python(structured, python) if isinstance(lo, int) and isinstance(hi, int) \
        else structured()


def _and(weak, seen):
    return weak if seen is None else [a and b for a, b in zip(weak, seen)]


def _truth(p):
    return p if isinstance(p, bool) else bool(ivy.to_scalar(p))


def _int(i):
    return int(i) if type(i) is int else int(ivy.to_scalar(native(i)))


def while_loop(cond_fun, body_fun, init_val):
    leaves, weak, spec = _natives(init_val)
    seen = list(weak) if _recording() is not None else None

    def run(init, init_weak):
        def test(val):
            return _pred(cond_fun(_tree(spec, val, init_weak)))

        def body(val):
            new = body_fun(_tree(spec, val, init_weak))
            return _carry_out("while_loop body", new, spec, init, init_weak, seen)

        return ivy.while_loop(test, body, init)

    def structured():
        out, w = _promoting(run, leaves, weak)
        return _tree(spec, out, _and(w, seen))

    def python():
        val = init_val
        while _truth(_pred(cond_fun(val))):
            val = body_fun(val)
        return val

    return _or_python(structured, python)


def scan(f, init, xs=None, length=None, reverse=False, unroll=1, _split_transpose=False):
    leaves, weak, spec = _natives(init)
    x_leaves, x_weak, x_spec = _natives(xs)
    if length is None and not x_leaves:
        raise ValueError("scan got no values to scan over and `length` not provided.")
    seen = list(weak) if _recording() is not None else None
    y_weak = [] if seen is not None else None  # the weak flags of the per-step outputs

    def run(init, init_weak):
        def step(carry, x):
            x = _tree(x_spec, x, x_weak) if x_leaves else _unflatten(x_spec, [])
            out = f(_tree(spec, carry, init_weak), x)
            if not isinstance(out, (tuple, list)) or len(out) != 2:
                raise TypeError("scan body output must be a pair, got "
                                f"{type(out).__name__}")
            new = _carry_out("scan body", out[0], spec, init, init_weak, seen)
            ys, yw, y_spec = _natives(out[1])
            if y_weak is not None and _recording() is not None:
                y_weak[:] = yw
            return new, _unflatten(y_spec, ys)

        return ivy.scan(step, init, x_leaves if x_leaves else None, length=length,
                        reverse=bool(reverse))

    (carry, ys), weak = _promoting(run, leaves, weak)
    ys, y_spec = _flatten(ys)
    yw = y_weak if y_weak is not None and len(y_weak) == len(ys) else [False] * len(ys)
    return _tree(spec, carry, _and(weak, seen)), _tree(y_spec, ys, yw)


def map(f, xs, *, batch_size=None):  # noqa: A001 - JAX's name
    _, ys = scan(lambda c, x: (c, f(x)), None, xs)
    return ys


def associative_scan(fn, elems, reverse=False, axis=0):
    leaves, weak, spec = _natives(elems)
    seen = list(weak) if _recording() is not None else None

    def combine(a, b):
        out, w, s = _natives(fn(_tree(spec, a, weak), _tree(spec, b, weak)))
        if s != spec:
            raise ValueError("associative_scan: fn must return a pytree with the structure of "
                             "elems")
        if seen is not None and _recording() is not None:
            seen[:] = [x and y for x, y in zip(weak, w)]
        return out

    out = ivy.associative_scan(combine, leaves, reverse=bool(reverse), axis=axis)
    return _tree(spec, out, weak if seen is None else seen)
