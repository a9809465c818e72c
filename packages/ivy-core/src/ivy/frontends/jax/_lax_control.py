"""``jax.lax``'s control flow as eager Python over the frontend: ``cond``, ``switch``,
``fori_loop``, ``while_loop``, ``scan``, ``map``, ``associative_scan``.

The predicate / index / bounds are read as Python values, so the functions run eagerly: under a
compiler (``ivy.compile``, ``jax.jit`` of a frontend program) the loops unroll at trace time and
a predicate that depends on traced data cannot be read — until Ivy has structured control flow.
``unroll=`` is accepted and ignored. Pytrees are nested tuples, lists, dicts and ``None`` with
arrays (frontend or native) or Python numbers as leaves.
"""

from __future__ import annotations

import ivy

from .array import Array, native, wrap

_sentinel = object()


def _flatten(tree):
    if isinstance(tree, (list, tuple)) and not hasattr(tree, "_fields"):
        leaves, defs = [], []
        for t in tree:
            lv, d = _flatten(t)
            leaves += lv
            defs.append(d)
        return leaves, (type(tree), defs)
    if hasattr(tree, "_fields"):  # a named tuple
        leaves, defs = [], []
        for t in tree:
            lv, d = _flatten(t)
            leaves += lv
            defs.append(d)
        return leaves, (type(tree), defs)
    if isinstance(tree, dict):
        leaves, defs = [], []
        keys = sorted(tree)
        for k in keys:
            lv, d = _flatten(tree[k])
            leaves += lv
            defs.append(d)
        return leaves, (dict, (keys, defs))
    if tree is None:
        return [], (None, None)
    return [tree], ("leaf", None)


def _unflatten(spec, leaves):
    it = iter(leaves)

    def build(s):
        kind, defs = s
        if kind == "leaf":
            return next(it)
        if kind is None:
            return None
        if kind is dict:
            keys, ds = defs
            return {k: build(d) for k, d in zip(keys, ds)}
        items = [build(d) for d in defs]
        return kind(*items) if hasattr(kind, "_fields") else kind(items)

    return build(spec)


def _bool(pred):
    return bool(ivy.to_scalar(native(pred))) if pred.__class__ is not bool else pred


def _int(i):
    return int(i) if i.__class__ is int else int(ivy.to_scalar(native(i)))


def cond(pred, true_fun, false_fun, *operands, operand=_sentinel):
    if operand is not _sentinel:
        operands = (operand,)
    return true_fun(*operands) if _bool(pred) else false_fun(*operands)


def switch(index, branches, *operands, operand=_sentinel):
    if operand is not _sentinel:
        operands = (operand,)
    i = min(max(_int(index), 0), len(branches) - 1)  # JAX clamps the index
    return branches[i](*operands)


def fori_loop(lower, upper, body_fun, init_val, *, unroll=None):
    val = init_val
    for i in range(_int(lower), _int(upper)):
        val = body_fun(i, val)
    return val


def while_loop(cond_fun, body_fun, init_val):
    val = init_val
    while _bool(cond_fun(val)):
        val = body_fun(val)
    return val


def _index(leaf, i):
    d = native(leaf)
    return wrap(d[i])


def _stack(ys):
    from .numpy.math import _arr  # noqa: PLC0415

    return wrap(ivy.stack([_arr(y) for y in ys], axis=0))


def scan(f, init, xs=None, length=None, reverse=False, unroll=1, _split_transpose=False):
    x_leaves, x_spec = _flatten(xs)
    if length is None:
        if not x_leaves:
            raise ValueError("scan got no values to scan over and `length` not provided.")
        length = int(native(x_leaves[0]).shape[0])
    carry = init
    ys = []
    steps = range(length - 1, -1, -1) if reverse else range(length)
    for i in steps:
        x = _unflatten(x_spec, [_index(leaf, i) for leaf in x_leaves]) if x_leaves else \
            (None if xs is None else xs)
        carry, y = f(carry, x)
        ys.append(y)
    if reverse:
        ys.reverse()
    if not ys:
        return carry, None
    first, y_spec = _flatten(ys[0])
    cols = [[_flatten(y)[0][j] for y in ys] for j in range(len(first))]
    return carry, _unflatten(y_spec, [_stack(c) for c in cols])


def map(f, xs, *, batch_size=None):  # noqa: A001 - JAX's name
    _, ys = scan(lambda c, x: (c, f(x)), None, xs)
    return ys


def associative_scan(fn, elems, reverse=False, axis=0):
    leaves, spec = _flatten(elems)
    n = int(native(leaves[0]).shape[axis])
    idx = range(n - 1, -1, -1) if reverse else range(n)

    def at(i):
        sl = [slice(None)] * len(native(leaves[0]).shape)
        sl[axis] = slice(i, i + 1)
        return _unflatten(spec, [wrap(native(leaf)[tuple(sl)]) for leaf in leaves])

    acc, outs = None, []
    for i in idx:
        cur = at(i)
        acc = cur if acc is None else fn(acc, cur) if not reverse else fn(cur, acc)
        outs.append(acc)
    if reverse:
        outs.reverse()
    cols = [[_flatten(o)[0][j] for o in outs] for j in range(len(leaves))]
    return _unflatten(spec, [wrap(ivy.concat([native(c) if c.__class__ is not Array else c._data
                                              for c in col], axis=axis)) for col in cols])
