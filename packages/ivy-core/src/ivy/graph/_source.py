"""``Graph.to_source(target)``: a graph as a plain Python module of one framework that runs
without Ivy.

The module imports only the target framework (``numpy``; ``torch``; ``jax`` with ``jax.numpy``
and ``jax.lax``; ``tensorflow``) and defines one function::

    def forward(v0, v1, params=None):
        v7 = ...
        return v9

* its arguments are the graph's inputs, named after their value numbers (``print(graph)``'s
  ``%0``, ``%1``), flat: a graph captured with nests takes their leaves in ``jax.tree_util``'s
  order, and returns the nest of its outputs;
* constants of at most ``LITERAL`` elements are written into the source as literals; larger
  constants and the graph's parameters come in ``params``, a dict the caller passes:
  ``graph.source_params()`` (NumPy arrays, by name: a parameter under its own name, a constant as
  ``"const_<id>"``, one of a control-flow sub-graph as ``"g<node>_<branch>.const_<id>"``); its
  values may be NumPy arrays or the target's arrays (a PyTorch tensor with ``requires_grad``
  trains through them); PyTorch's source makes its arrays on the first input's device (``dev``);
* each node becomes one line (or a few) of the target's own calls, from the table of
  ``_source.EMIT``: the meaning is the replay's (``_graph.OPS``);
* control flow becomes the target's own: ``lax.switch`` / ``lax.while_loop`` / ``lax.scan`` for
  JAX, ``tf.switch_case`` / ``tf.while_loop`` for TensorFlow (a scan as a Python loop), Python
  ``if`` / ``while`` / ``for`` for NumPy and PyTorch; each sub-graph is a nested ``def``.

An op without an emitter for the target raises ``IvyUnsupportedError`` naming the op, the target
and the node: the source is never wrong, only absent.
"""

from __future__ import annotations

import functools

import numpy as np

from .. import _backend
from ..errors import IvyUnsupportedError, IvyValueError
from ._source_aten import ATEN_EMIT
from ._source_aten_more import ATEN_MORE_EMIT
from ._source_lax import LAX_EMIT
from ._source_mxnet import mxnet_module
from ._source_numpy import NUMPY_ROW
from ._source_ops import CONTROL, Emit, W, literal, out_shape
from ._source_tf import TF_EMIT

TARGETS = ("numpy", "torch", "jax", "tensorflow", "mxnet")
#: constants with at most this many elements are written as literals
LITERAL = 16

_HEADERS = {"numpy": ["import numpy as np"],
            "torch": ["import torch"],
            "jax": ["import jax", "import jax.numpy as jnp", "from jax import lax"],
            "tensorflow": ["import tensorflow as tf"]}
_CONST = {"numpy": "np.asarray({v}, dtype={dt})",
          "torch": "torch.tensor({v}, dtype={dt}, device=dev)",
          "jax": "jnp.asarray({v}, dtype={dt})", "tensorflow": "tf.constant({v}, dtype={dt})"}
_FROM_PARAMS = {"numpy": "np.asarray({v})", "torch": "torch.as_tensor({v}, device=dev)",
                "jax": "jnp.asarray({v})", "tensorflow": "tf.convert_to_tensor({v})"}


def to_source(graph, target: str, name: str = "forward", hoisted: bool = False) -> str:
    """The module text (see the module docstring). ``hoisted``: every constant comes from
    ``params`` as the target's array already (:func:`function`'s form), none is made per call.

    Where an op has no emitter for ``target`` (a NumPy capture's ``np.*`` calls for another
    target, a TensorFlow raw op without one), the graph is lowered first (:func:`_lowered`):
    its replay (the frontends' functions, which give the source framework's results) traced as
    an Ivy graph (``_from_ivy``: lax ops, JAX installed), whose source is written instead (the
    same ``params``, ``graph.source_params()``; the lowered graph's own constants as literals).
    Where it cannot be lowered, the missing emitter's error stands."""
    if target not in TARGETS:
        raise IvyValueError(f"ivy.Graph.to_source: target {target!r} is not one of {TARGETS}")
    if not name.isidentifier():
        raise IvyValueError(f"ivy.Graph.to_source: name {name!r} is not a Python identifier")
    if target == "mxnet":  # the NumPy source, its names bound to MXNet's (_source_mxnet)
        return mxnet_module(to_source(graph, "numpy", name, hoisted))
    try:
        return _module(graph, target, name, hoisted)
    except IvyUnsupportedError as missing:
        lowered = _lowered(graph) if graph.source != "ivy" else None
        if lowered is None:
            raise
        try:
            return _module(lowered, target, name, hoisted, literal=float("inf"))
        except IvyUnsupportedError:
            raise missing from None


def _lowered(graph):
    """``graph``'s replay traced as an Ivy graph, or None where that cannot be done (no JAX, a
    value read into Python, an op JAX's capture does not map, a large constant inside a
    control-flow sub-graph). Its inputs are zeros of the graph's input shapes and dtypes; the
    values the graph's source reads from ``params`` (its parameters, its constants of more than
    ``LITERAL`` elements) are inputs of the trace too, which become the lowered graph's
    parameters under the same keys (``graph.source_params()`` serves both); its other
    constants stay constants (a raw op reads a permutation or a shape from one)."""
    from . import _from_ivy  # noqa: PLC0415 - (it imports the graph module this one serves)

    if any(_params_of(g, False, LITERAL) for node in graph.nodes for g in node.graphs):
        return None
    lifted = [(k, f"const_{k}", v) for k, v in graph.constants.items() if v.size > LITERAL]
    lifted += [(k, name, v) for k, (name, v) in graph.parameters.items()]
    opened = type(graph)(
        [*graph.inputs, *((k, v.shape, str(v.dtype)) for k, _, v in lifted)],
        {k: v for k, v in graph.constants.items() if v.size <= LITERAL}, graph.nodes,
        graph.outputs, graph.single, graph.source, None, None, graph.out_tree)
    examples = [np.zeros(s, d) for _, s, d in graph.inputs] + [v for _, _, v in lifted]
    try:
        flat = _from_ivy.trace_ivy(lambda *a: opened(*a), *examples)
    except Exception:  # noqa: BLE001 - any failure: the missing emitter's error is the one told
        return None
    n = len(graph.inputs)
    return type(graph)(flat.inputs[:n], flat.constants, flat.nodes, flat.outputs, flat.single,
                       "ivy", {i: (key, v) for (i, _, _), (_, key, v) in
                               zip(flat.inputs[n:], lifted)}, None, flat.out_tree)


def _module(graph, target, name, hoisted, literal=LITERAL):
    """The module text of :func:`to_source` (constants of at most ``literal`` elements written
    as literals)."""
    e = Emit(target)
    e.hoisted, e.literal = hoisted, literal
    args = [f"v{i}" for i, _, _ in graph.inputs]
    takes_params = bool(_params_of(graph, hoisted, literal))
    sig = ", ".join(args + (["params"] if takes_params else []))
    body = _body(graph, e, row_of, prefix="", pad="    ")
    ins = ", ".join(f"v{i}: {d}{list(s)}" for i, s, d in graph.inputs)
    doc = (f'    """{graph.source or "ivy"} graph as {target}: inputs {ins or "none"}'
           + ('; params: graph.source_params()' if takes_params else "") + '."""')
    lines = [f'"""Emitted by ivy.Graph.to_source({target!r}): runs without Ivy."""', "",
             *_HEADERS[target], ""]
    for code in e.helpers.values():
        lines += ["", code.rstrip("\n"), ""]
    if target == "torch":  # the arrays it makes go where the first input is
        body.insert(0, f"    dev = {args[0]}.device" if args else "    dev = None")
    lines += ["", f"def {name}({sig}):", doc, *body, ""]
    return "\n".join(lines)


def _emit_solve(e, node, a, p):
    """``ivy.solve``: ``linalg.solve(A, B)``, B of shape [M, K] or [M]."""
    if e.target == "tensorflow" and len(e.shape(node.args[1])) == 1:  # (takes matrices only)
        return f"tf.linalg.solve({a[0]}, {a[1]}[:, None])[:, 0]"
    space = {"numpy": "np", "torch": "torch", "jax": "jnp", "tensorflow": "tf"}[e.target]
    return f"{space}.linalg.solve({a[0]}, {a[1]})"


def _emit_stack(e, node, a, p):
    """``ivy.stack``: one stacking call (PyTorch, TensorFlow: one op for the N reshapes and the
    concatenation JAX's tracer leaves); NumPy keeps the reshapes and one concatenation, which
    cost less than ``np.stack``'s Python."""
    axis = int(p["axis"])
    if e.target == "numpy":
        shape = tuple(out_shape(node))
        part = shape[:axis] + (1,) + shape[axis + 1:]
        return W(e, "concat", list=", ".join(W(e, "reshape", x, shape=part) for x in a),
                 axis=axis)
    return W(e, "stack", list=", ".join(a), axis=axis)


#: op -> {target: emit}: every op with an emitter for some target
EMIT = {**LAX_EMIT, **ATEN_EMIT, **ATEN_MORE_EMIT, **TF_EMIT, **CONTROL,
        "ivy.solve": {"*": _emit_solve}, "ivy.stack": {"*": _emit_stack}}


def row_of(op: str) -> dict:
    """``{target: emit}`` of ``op`` (``np.<name>``: any NumPy call; ``{}``: none)."""
    return EMIT.get(op) or (NUMPY_ROW if op.startswith("np.") else {})


def targets_of(op: str) -> tuple[str, ...]:
    """The targets ``op`` has an emitter for."""
    row = row_of(op)
    if "*" in row:
        return tuple(t for t in TARGETS if row.get(t, row["*"]) is not None)
    return tuple(t for t in TARGETS if row.get(t) is not None)


def source_params(graph, hoisted: bool = False) -> dict[str, np.ndarray]:
    """``{key: NumPy array}``: the values ``to_source``'s function reads from ``params`` (with
    ``hoisted``, every constant)."""
    return _params_of(graph, hoisted, LITERAL)


def _params_of(graph, hoisted, literal):
    out: dict[str, np.ndarray] = {}
    _collect(graph, "", out, -1 if hoisted else literal)
    return out


def function(graph, target: str, device=None):
    """``graph`` as a plain function of ``target``'s native arrays: its source (``hoisted``:
    constants and parameters made on ``device`` once, here) executed, taking the flat input
    arrays and returning a tuple of the flat outputs. No Ivy code runs when it is called."""
    flat = type(graph)(graph.inputs, graph.constants, graph.nodes, graph.outputs, False,
                       graph.source, graph.parameters)
    namespace: dict = {}
    exec(compile(to_source(flat, target, "forward", hoisted=True),  # noqa: S102 - our own text
                 f"<ivy graph as {target}>", "exec"), namespace)
    forward = namespace["forward"]
    values = source_params(flat, hoisted=True)
    if values:
        xp = _backend.get_backend(target)
        params = {k: xp.asarray(v, dtype=str(v.dtype), device=device) for k, v in values.items()}
        forward = functools.partial(forward, params=params)
    zero_d = [i for i, o in enumerate(graph.outputs) if _shape_of(graph, o) == ()]
    if target != "numpy" or not zero_d:
        return forward

    def run(*arrays):  # NumPy's reductions give scalars: 0-d arrays, as Ivy's own functions
        out = list(forward(*arrays))
        for i in zero_d:
            out[i] = np.asarray(out[i])
        return out

    return run


def _shape_of(graph, value):
    """The static shape of ``value`` in ``graph`` (an input, constant or node output)."""
    if value in graph.constants:
        return tuple(graph.constants[value].shape)
    for i, s, _ in (*graph.inputs, *(o for node in graph.nodes for o in node.outs)):
        if i == value:
            return tuple(s)
    return None


def _collect(graph, prefix, out, literal=LITERAL):
    for k, v in graph.constants.items():
        if v.size > literal:
            out[f"{prefix}const_{k}"] = v
    for n, v in graph.parameters.values():
        out[f"{prefix}{n}"] = v
    for j, node in enumerate(graph.nodes):
        for b, g in enumerate(node.graphs):
            _collect(g, f"{prefix}g{j}_{b}.", out, literal)


def _const_expr(e, v):
    return _CONST[e.target].format(v=literal(v.tolist()), dt=e.dt(str(v.dtype)))


def _body(graph, e, table, prefix, pad):
    """The lines computing ``graph``'s outputs (ending with ``return``)."""
    lines = []
    e.types = {i: (tuple(s), d) for i, s, d in graph.inputs}
    for k, v in graph.constants.items():
        e.types[k] = (tuple(v.shape), str(v.dtype))
        read = "{v}" if e.hoisted else _FROM_PARAMS[e.target]
        src = (_const_expr(e, v) if v.size <= e.literal and not e.hoisted else
               read.format(v=f'params["{prefix}const_{k}"]'))
        lines.append(f"{pad}v{k} = {src}")
    for k, (n, v) in graph.parameters.items():
        e.types[k] = (tuple(v.shape), str(v.dtype))
        read = "{v}" if e.hoisted else _FROM_PARAMS[e.target]
        lines.append(f"{pad}v{k} = " + read.format(v=f'params["{prefix}{n}"]'))
    used = {a for node in graph.nodes for a in node.args} | set(graph.outputs)
    for j, node in enumerate(graph.nodes):
        desc = f"#{j} {node.op} -> " + ", ".join(f"%{i}" for i, _, _ in node.outs)
        e.node_desc, e.op = desc, node.op
        row = table(node.op)
        fn = row.get(e.target, row.get("*"))
        if fn is None:
            raise e.unsupported(node.op)
        if node.graphs:
            outer = e.types
            got = fn(e, node, [f"v{a}" for a in node.args], dict(node.params),
                     lambda b, g, n=j: _sub(g, e, table, f"{prefix}g{n}_{b}.", pad, b, n))
            e.types, e.node_desc, e.op = outer, desc, node.op
        else:
            got = fn(e, node, [f"v{a}" for a in node.args], dict(node.params))
        pre, expr = got if isinstance(got, tuple) and len(got) == 2 and isinstance(
            got[0], list) else ([], got)
        lines += [pad + p for p in pre]
        names = [f"v{i}" for i, _, _ in node.outs]
        if isinstance(expr, list):
            for (i, _, _), x in zip(node.outs, expr):
                if x is None:
                    if i in used:
                        raise e.unsupported(node.op, f"output %{i} is read and has no emitter")
                    continue
                lines.append(f"{pad}v{i} = {x}")
        elif len(names) == 1:
            lines.append(f"{pad}{names[0]} = {expr}")
        else:
            lines.append(f"{pad}{', '.join(names)} = {expr}")
        for i, s, d in node.outs:
            e.types[i] = (tuple(s), d)
    lines.append(f"{pad}return {_returns(graph)}")
    return lines


def _sub(graph, e, table, prefix, pad, b, n):
    """A sub-graph as nested ``def g<node>_<branch>(...)`` lines; returns ``(name, lines)``."""
    fname = f"g{n}_{b}"
    args = ", ".join(f"v{i}" for i, _, _ in graph.inputs)
    saved = e.types
    body = _body(graph, e, table, prefix, pad + "    ")
    e.types = saved
    outs = ", ".join(f"v{o}" for o in graph.outputs)
    body[-1] = f"{pad}    return ({outs}{',' if len(graph.outputs) == 1 else ''})"
    return fname, [f"def {fname}({args}):", *[line[len(pad):] for line in body]]


def _returns(graph):
    names = [f"v{o}" for o in graph.outputs]
    if graph.out_tree is not None:
        return _nest(graph.out_tree, iter(names))
    if graph.single:
        return names[0]
    return f"({', '.join(names)}{',' if len(names) == 1 else ''})"


def _nest(t, it):
    if t == "*":
        return next(it)
    if t is None:
        return "None"
    if "dict" in t or "container" in t:  # (a Container as a dict: the source has no Ivy)
        pairs = t.get("dict") or t["container"]
        return "{" + ", ".join(f"{k!r}: {_nest(s, it)}" for k, s in pairs) + "}"
    parts = [_nest(s, it) for s in next(iter(t.values()))]
    if "list" in t:
        return f"[{', '.join(parts)}]"
    return f"({', '.join(parts)}{',' if len(parts) == 1 else ''})"
