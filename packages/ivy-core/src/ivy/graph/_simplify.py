"""Exact simplifications of a captured graph's top level, for the graphs of Ivy code
(``_from_ivy``): what JAX's tracer and autodiff leave that computes nothing.

Each rule gives the same values, dtypes and shapes as the nodes it replaces (no reassociation,
no ``x + 0``, whose zero's sign may differ):

* a cast of a constant to a floating dtype: the cast constant (NumPy's cast is XLA's there);
* a cast to the value's own dtype, a reshape to its own shape, a transpose by the identity, a
  ``broadcast_in_dim`` to its own shape: the value itself;
* a squeeze, a ``broadcast_in_dim`` that only inserts size-1 axes, and a sum over size-1 axes
  only: reshapes (which then merge with the reshapes around them; a one-term sum is the term,
  as NumPy and PyTorch sum it: XLA's adds it to a zero, which may turn -0.0 into 0.0);
* a reshape of a reshape, a transpose of a transpose: one (or none);
* a concatenation of arrays of one shape and dtype, each reshaped to a unit axis at the
  concatenated dimension (what ``jnp.stack`` leaves): one ``ivy.stack`` node;
* ``x * 1`` where ``1`` is a constant (or one broadcast), ``x`` of the product's shape and
  dtype: ``x``;
* a 0-d value that ``broadcast_in_dim`` spreads over the shape of an element-wise op's result,
  read by that op where another operand has the result's shape: the 0-d value itself (each
  target's element-wise functions broadcast it; JAX's ``select_n``, which does not, is written
  with the case broadcast back): ``where(h > 0, g, broadcast(0.0))`` reads ``0.0``;
* ``x ** 1`` (``integer_pow``, what JAX's derivative of a square leaves): ``x``;
* a node of :data:`_FOLDED` whose arguments are all constants (an ``iota``, a broadcast of a
  constant, a product of two constants, ...): its value, computed here with NumPy, where the
  result has at most ``_FOLD_LIMIT`` elements and, for arithmetic, is a floating value that is
  not subnormal (NumPy's IEEE arithmetic is each target's then; TensorFlow and JAX flush
  subnormals on the CPU);
* then every node no output depends on, and every constant no node reads, is dropped (every op
  is pure).

Control-flow sub-graphs are kept as they are.
"""

from __future__ import annotations

import numpy as np

from ._graph import Graph, Node


def simplified(graph: Graph, source: str) -> Graph:
    """``graph`` simplified (see the module docstring), with ``source`` as its source, flat:
    one tuple of outputs, no nests."""
    constants = dict(graph.constants)
    types = {i: (tuple(s), d) for i, s, d in graph.inputs}
    types.update({k: (tuple(v.shape), str(v.dtype)) for k, v in constants.items()})
    made = {}  # value -> the node that made it
    ones = {k for k, v in constants.items() if v.size and np.all(v == 1)}  # all-ones values
    alias = {}
    nodes = []
    for node in graph.nodes:
        args = tuple(alias.get(a, a) for a in node.args)
        if node.op in _ELEMENTWISE and len(node.outs) == 1:
            args = _scalars_unbroadcast(args, node.outs[0][1], types, made)
        node = Node(node.op, args, node.params, node.outs, node.graphs, node.source)
        for i, s, d in node.outs:
            types[i] = (tuple(s), d)
        if _fold(node, constants):
            if np.all(constants[node.outs[0][0]] == 1) and constants[node.outs[0][0]].size:
                ones.add(node.outs[0][0])
            continue
        got = _rule(node, types, constants, made, ones)
        if isinstance(got, int):  # the value of an earlier one
            alias[node.outs[0][0]] = got
            continue
        if got == "constant":
            continue
        if got is not None:
            node = got
        if node.op == "lax.broadcast_in_dim" and node.args[0] in ones:
            ones.add(node.outs[0][0])
        for i, _, _ in node.outs:
            made[i] = node
        nodes.append(node)
    outputs = [alias.get(o, o) for o in graph.outputs]
    used = set(outputs)
    kept = []
    for node in reversed(nodes):
        if any(i in used for i, _, _ in node.outs):
            kept.append(node)
            used.update(node.args)
    constants = {k: v for k, v in constants.items() if k in used}
    return Graph(graph.inputs, constants, kept[::-1], outputs, False, source, graph.parameters)


def _rule(node, types, constants, made, ones):
    """The node's replacement: an earlier value (int), ``"constant"`` (folded into
    ``constants``), another node, or None (kept)."""
    op, p = node.op, node.params
    if len(node.outs) != 1 or node.graphs:
        return None
    out, shape, dtype = node.outs[0]
    a = node.args[0] if node.args else None
    a_shape, a_dtype = types.get(a, (None, None))
    if op == "lax.convert_element_type":
        if a in constants and _exact_cast(constants[a].dtype, p["new_dtype"]):
            constants[out] = constants[a].astype(p["new_dtype"])
            if np.all(constants[out] == 1) and constants[out].size:
                ones.add(out)
            return "constant"
        return a if a_dtype == dtype else None
    if op == "lax.squeeze" or (op == "lax.reduce_sum" and all(
            a_shape[ax] == 1 for ax in p["axes"])):
        return _reshape(node, a, shape, types, made)
    if op == "lax.broadcast_in_dim":
        if shape == a_shape:
            return a
        if int(np.prod(shape)) == int(np.prod(a_shape)) and tuple(
                p["broadcast_dimensions"]) == tuple(sorted(p["broadcast_dimensions"])):
            return _reshape(node, a, shape, types, made)
        return None
    if op == "lax.reshape" and p.get("dimensions") is None:
        return _reshape(node, a, shape, types, made)
    if op == "lax.transpose":
        perm = tuple(p["permutation"])
        inner = made.get(a)
        if inner is not None and inner.op == "lax.transpose":
            first = tuple(inner.params["permutation"])
            perm = tuple(first[i] for i in perm)
            a = inner.args[0]
        if perm == tuple(range(len(perm))):
            return a
        return Node(op, (a,), {"permutation": perm}, node.outs, (), node.source)
    if op == "lax.integer_pow" and int(p["y"]) == 1:
        return a
    if op == "lax.concatenate" and len(node.args) > 1:
        return _stack(node, types, made)
    if op == "lax.mul" and len(node.args) == 2:
        x, y = node.args
        for keep, one in ((x, y), (y, x)):
            if one in ones and types.get(keep) == (shape, dtype):
                return keep
    return None


def _broadcast_in_dim(x, shape, broadcast_dimensions):
    expanded = [1] * len(shape)
    for axis, size in zip(broadcast_dimensions, x.shape):
        expanded[axis] = size
    return np.broadcast_to(x.reshape(expanded), tuple(shape))


def _iota(dtype, shape, dimension):
    values = np.arange(shape[dimension], dtype=dtype)
    expanded = [1] * len(shape)
    expanded[dimension] = shape[dimension]
    return np.broadcast_to(values.reshape(expanded), tuple(shape))


#: op -> (NumPy computation of its constant arguments and params, whether it is arithmetic)
_FOLDED = {
    "lax.add": (lambda a, b: a + b, True), "lax.sub": (lambda a, b: a - b, True),
    "lax.mul": (lambda a, b: a * b, True), "lax.div": (lambda a, b: a / b, True),
    "lax.neg": (lambda a: -a, True),
    "lax.broadcast_in_dim": (lambda a, shape, broadcast_dimensions, sharding=None:
                             _broadcast_in_dim(a, shape, broadcast_dimensions), False),
    "lax.broadcasted_iota": (lambda dtype, shape, dimension, sharding=None:
                             _iota(dtype, shape, dimension), False),
    "lax.reshape": (lambda a, new_sizes, dimensions=None, sharding=None:
                    None if dimensions is not None else a.reshape(tuple(new_sizes)), False),
    "lax.transpose": (lambda a, permutation: a.transpose(tuple(permutation)), False),
    "lax.concatenate": (lambda *a, dimension: np.concatenate(a, axis=dimension), False),
    "ivy.stack": (lambda *a, axis: np.stack(a, axis=axis), False),
}
_FOLD_LIMIT = 4096


def _fold(node, constants) -> bool:
    """Whether ``node`` was folded into ``constants`` (see the module docstring)."""
    row = _FOLDED.get(node.op)
    if (row is None or len(node.outs) != 1 or node.graphs
            or any(a not in constants for a in node.args)):
        return False
    out, shape, dtype = node.outs[0]
    if int(np.prod(shape)) > _FOLD_LIMIT:
        return False
    fn, arithmetic = row
    args = [constants[a] for a in node.args]
    if arithmetic and (np.dtype(dtype).kind != "f" or any(x.dtype != dtype for x in args)):
        return False
    try:
        with np.errstate(all="ignore"):
            value = fn(*args, **node.params)
    except (TypeError, ValueError):  # a param this computation does not know: kept
        return False
    if value is None:
        return False
    value = np.ascontiguousarray(value)
    if value.dtype != np.dtype(dtype) or tuple(value.shape) != tuple(shape):
        return False
    if arithmetic:
        tiny = np.finfo(value.dtype).tiny
        if np.any((value != 0) & (np.abs(value) < tiny)):
            return False
    constants[out] = value
    return True


_ELEMENTWISE = frozenset(f"lax.{n}" for n in (
    "add", "sub", "mul", "div", "max", "min", "pow", "atan2", "rem", "nextafter", "eq", "ne",
    "lt", "le", "gt", "ge", "and", "or", "xor", "select_n"))


def _scalars_unbroadcast(args, shape, types, made):
    """``args`` with each broadcast 0-d value read as that value, where another argument keeps
    the result's ``shape`` (so every target's broadcasting gives the same result)."""
    shape = tuple(shape)
    new = list(args)
    for k, a in enumerate(args):
        node = made.get(a)
        if node is None or node.op != "lax.broadcast_in_dim" or types[node.args[0]][0] != ():
            continue
        if any(types[b][0] == shape for j, b in enumerate(new) if j != k):
            new[k] = node.args[0]
    return tuple(new)


def _stack(node, types, made):
    """A concatenation of arrays of one shape, each reshaped to have a unit axis at the
    concatenated dimension: one ``ivy.stack`` of those arrays (or None)."""
    axis = int(node.params["dimension"])
    parts = []
    for a in node.args:
        inner = made.get(a)
        if inner is None or inner.op != "lax.reshape" or inner.params.get("dimensions") is not None:
            return None
        x = inner.args[0]
        shape, x_shape = types[a][0], types[x][0]
        if shape[axis] != 1 or shape[:axis] + shape[axis + 1:] != x_shape:
            return None
        parts.append(x)
    if any(types[x] != types[parts[0]] for x in parts):
        return None
    return Node("ivy.stack", tuple(parts), {"axis": axis}, node.outs, (), node.source)


def _reshape(node, a, shape, types, made):
    """``a`` reshaped to ``shape``: ``a`` itself, or one reshape of the value before a chain of
    reshapes."""
    inner = made.get(a)
    while inner is not None and inner.op == "lax.reshape" and \
            inner.params.get("dimensions") is None:
        a = inner.args[0]
        inner = made.get(a)
    if types[a][0] == tuple(shape):
        return a
    return Node("lax.reshape", (a,), {"new_sizes": tuple(shape)}, node.outs, (), node.source)


def _exact_cast(source, target):
    """Whether NumPy's cast from ``source`` to ``target`` is the one XLA makes: between
    floating dtypes (round to nearest even), and from bool or integers to floating ones."""
    target = np.dtype(target)
    return target.kind in "fc" and np.dtype(source).kind in "biufc" and not (
        np.dtype(source).kind == "c" and target.kind == "f")
