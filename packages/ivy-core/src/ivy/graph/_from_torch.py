"""Capture with ``torch.export`` and map each ATen operator onto the PyTorch frontend.

``torch.export.export`` traces the module (a plain function is wrapped in one) into an ATen
graph; ``run_decompositions()`` lowers it to the Core ATen opset. Each ``call_function`` node
becomes a graph node ``aten.<op>.<overload>`` whose inputs are its tensor arguments (in schema
order) and whose parameters are its other schema arguments (dtypes by name; device, layout,
``pin_memory`` and memory formats dropped: the replay places arrays on the backend's device).
``operator.getitem`` of a multi-output operator (``max_pool2d_with_indices``,
``native_layer_norm``) reads one of the node's outputs. An operator without a row in
``_aten.ATEN`` raises ``IvyUnsupportedError`` naming it and the user's source line: a graph is
never silently wrong.

The module's buffers become constants of the graph (the values at capture time), and so do its
parameters, unless ``trainable``: then they are the graph's named parameters (``Graph.params``).
"""

from __future__ import annotations

import operator
import os
import re

import numpy as np

from ..errors import IvyUnsupportedError
from . import _trees
from ._aten import ATEN
from ._graph import Builder, Node

# outputs of a multi-output operator that its mapping does not compute: none at present
_UNREAD: dict = {}
# operators whose mapping computes their indices output (1) only where the program reads it:
# the node gets the param ``_with_indices`` (max pooling's values alone are several times faster)
_INDICES_WHEN_READ = frozenset({"max_pool2d_with_indices.default"})
_DROPPED = frozenset({"device", "layout", "pin_memory", "memory_format", "non_blocking"})
# operators with no output that check their input (kornia's KORNIA_CHECK, export's metadata
# checks): left out of the graph, so a replay does not repeat them (docs/architecture.md)
_CHECKS = frozenset({"_assert_tensor_metadata.default", "_assert_async.msg",
                     "_assert_scalar.default", "sym_constrain_range_for_size.default"})


def _dtype_name(d):
    return str(d).replace("torch.", "")


def _where(node, defined=None):
    """The user's source line of ``node`` (``file.py:12 (fn)``), from export's stack trace; for a
    plain function (whose lines export does not record) ``defined``, where it is defined."""
    trace = node.meta.get("stack_trace") or ""
    here = os.path.dirname(os.path.abspath(__file__))  # (not the wrapper of a plain function)
    lines = [m for m in re.findall(r'File "([^"]+)", line (\d+), in (\S+)', trace)
             if os.path.dirname(os.path.abspath(m[0])) != here]
    if not lines:
        return defined
    path, line, fn = lines[-1]
    return f"{os.path.basename(path)}:{line} ({fn})"


def _unsupported(node, why, defined=None):
    where = _where(node, defined)
    at = f" (at {where})" if where else ""
    raise IvyUnsupportedError(f"ivy.trace_graph: torch operator {node.target}{at} {why}; a graph "
                              f"with it would be wrong, so none is made. Map it in "
                              f"ivy/graph/_aten.py (ATEN) or avoid it.")


def _meta(val):
    return tuple(int(s) for s in val.shape), _dtype_name(val.dtype)


def _static(node, name, value, defined):
    """A non-tensor schema argument as a graph parameter."""
    import torch  # noqa: PLC0415

    if isinstance(value, torch.dtype):
        return _dtype_name(value)
    if isinstance(value, (torch.device, torch.layout, torch.memory_format)):
        return None
    if isinstance(value, (list, tuple)):
        return [_static(node, name, v, defined) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    _unsupported(node, f"has argument {name}={value!r}, which a graph cannot hold", defined)
    return None


def _call(node, env, b, defined):
    import torch  # noqa: PLC0415

    name = str(node.target).removeprefix("aten.")
    if name in _CHECKS:
        return  # no output, nothing reads it: the replay does not repeat the check
    if name not in ATEN:
        _unsupported(node, "has no mapping onto the PyTorch frontend", defined)
    schema = node.target._schema.arguments
    bound = dict(zip((a.name for a in schema), node.args))
    bound.update(node.kwargs)
    args, params, tensors = [], {}, []
    for key, value in bound.items():
        if isinstance(value, torch.fx.Node):
            args.append(env[value])
            tensors.append([key, None])
        elif isinstance(value, (list, tuple)) and value and \
                all(isinstance(v, torch.fx.Node) for v in value):
            args += [env[v] for v in value]
            tensors.append([key, len(value)])
        elif isinstance(value, (list, tuple)) and \
                any(isinstance(v, torch.fx.Node) for v in value) and \
                all(v is None or isinstance(v, torch.fx.Node) for v in value):
            # ``Tensor?[]`` (index.Tensor's indices): which entries are tensors, the rest None
            args += [env[v] for v in value if v is not None]
            tensors.append([key, [v is not None for v in value]])
        elif key not in _DROPPED:
            params[key] = _static(node, key, value, defined)
    params["_tensors"] = tensors
    if name in _INDICES_WHEN_READ and any(u.target is operator.getitem and u.args[1] == 1
                                          for u in node.users):
        params["_with_indices"] = True
    val = node.meta.get("val")
    vals = val if isinstance(val, (list, tuple)) else [val]
    outs = []
    for v in vals:
        i = b.new()
        shape, dtype = _meta(v) if v is not None else ((), "float32")
        outs.append((i, shape, dtype))
    env[node] = [o[0] for o in outs] if isinstance(val, (list, tuple)) else outs[0][0]
    b.nodes.append(Node(f"aten.{name}", args, params, outs, (), _where(node, defined)))


def trace_torch(fn, *example_args, trainable=False):
    """``fn`` (an ``nn.Module`` or a function of tensors) exported by ``torch.export`` on
    ``example_args``, lowered to Core ATen, as a ``Graph`` (its parameters named graph parameters
    if ``trainable``, else constants like its buffers)."""
    try:
        import torch  # noqa: PLC0415
    except ImportError as e:
        raise IvyUnsupportedError("ivy.trace_graph(source='torch') needs PyTorch installed to "
                                  "trace; replaying a saved graph (Graph.from_json) does not") from e
    module = _as_module(fn)
    code = getattr(fn, "__code__", None)
    defined = None if code is None else \
        f"{os.path.basename(code.co_filename)}:{code.co_firstlineno} ({code.co_name})"
    leaves, in_tree = _trees.flatten(example_args)
    leaves = [a if isinstance(a, torch.Tensor) else torch.as_tensor(np.asarray(a))
              for a in leaves]
    args = tuple(_trees.unflatten(in_tree, leaves))
    with torch.no_grad():
        result = module(*args)
    out_tree, prefix = None, ""
    if not _trees.is_flat(in_tree) or not _plain(result):  # nests: exported flat, in _trees'
        module, out_tree = _Flat(module, in_tree), _trees.flatten(_trees.as_dicts(result))[1]  # order
        args, prefix = tuple(leaves), "inner."
        with torch.no_grad():
            result = module(*args)
    program = torch.export.export(module, args).run_decompositions()
    signature = {s.arg.name: (s.kind.name, s.target) for s in program.graph_signature.input_specs}
    state = {**program.state_dict, **program.constants}

    def placeholder(b, node):
        kind, target = signature.get(node.name, ("USER_INPUT", None))
        if kind == "USER_INPUT":
            return b.input(*_meta(node.meta["val"]))
        if kind == "PARAMETER" and trainable:  # (named as in fn, not in the nest wrapper)
            return b.param(target.removeprefix(prefix), state[target].detach().cpu().numpy())
        return b.const(state[target].detach().cpu().numpy())

    b = Builder("torch")
    outputs = _convert(program.graph_module, b, placeholder, defined)
    if out_tree is not None:
        if out_tree == _trees.LEAF:
            return b.graph(outputs, True, None if _trees.is_flat(in_tree) else in_tree)
        return b.graph(outputs, False, None if _trees.is_flat(in_tree) else in_tree, out_tree)
    single = not isinstance(result, (list, tuple))
    return b.graph(outputs, single)


def _plain(result):
    """Whether ``result`` is one tensor or a flat list / tuple of them (no nest to keep)."""
    import torch  # noqa: PLC0415

    if isinstance(result, torch.Tensor):
        return True
    return type(result) in (list, tuple) and all(isinstance(r, torch.Tensor) for r in result)


def _Flat(module, in_tree):  # noqa: N802 - makes a class: torch is imported here only
    """``module`` as a module of the flat leaves of its arguments (``_trees``' order),
    returning the flat leaves of its result (its mappings as dicts, :func:`_trees.as_dicts`)."""
    import torch  # noqa: PLC0415

    class Flat(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.inner = module

        def forward(self, *leaves):
            out = self.inner(*_trees.unflatten(in_tree, leaves))
            return tuple(_trees.flatten(_trees.as_dicts(out))[0])

    return Flat()


def _convert(module, b, placeholder, defined):
    """The nodes of the FX graph of ``module`` (a GraphModule) added to the builder ``b``; its
    placeholders made by ``placeholder(b, node)``; returns the graph's output value ids."""
    env, outputs = {}, []
    for node in module.graph.nodes:
        if node.op == "placeholder":
            env[node] = placeholder(b, node)
        elif node.op == "get_attr":
            env[node] = getattr(module, node.target)  # a branch / loop body: read by its user
        elif node.op == "call_function" and node.target is operator.getitem:
            source, k = node.args
            if k in _UNREAD.get(str(source.target), ()):
                _unsupported(source, f"has its output {k} read, which the mapping does not "
                                     f"compute", defined)
            env[node] = env[source][k]
        elif node.op == "call_function" and str(node.target) in _CONTROL:
            _CONTROL[str(node.target)](node, env, b, defined)
        elif node.op == "call_function":
            _call(node, env, b, defined)
        elif node.op == "output":
            outs = node.args[0]
            outputs = [env[o] for o in (outs if isinstance(outs, (list, tuple)) else [outs])]
    return outputs


def _subgraph(module, defined):
    """A branch or loop body (a GraphModule whose placeholders are its operands) as a Graph."""
    b = Builder("torch")
    outputs = _convert(module, b, lambda b, node: b.input(*_meta(node.meta["val"])), defined)
    return b.graph(outputs)


def _control_node(node, b, env, op, args, params, graphs):
    val = node.meta.get("val")
    vals = list(val) if isinstance(val, (list, tuple)) else [val]
    outs = [(b.new(), *_meta(v)) for v in vals]
    env[node] = [o[0] for o in outs]
    b.nodes.append(Node(op, args, params, outs, graphs, _where(node)))  # (the user's line)


def _cond(node, env, b, defined):
    """``torch.cond(pred, true_fn, false_fn, operands)`` -> an ``ivy.cond`` node (its branches in
    index order: false, true)."""
    pred, true_g, false_g, operands = node.args[:4]
    graphs = [_subgraph(env[false_g], defined), _subgraph(env[true_g], defined)]
    _control_node(node, b, env, "ivy.cond", [env[pred], *(env[o] for o in operands)], {}, graphs)


def _while_loop(node, env, b, defined):
    """``torch.while_loop(cond_fn, body_fn, carried, additional)`` -> an ``ivy.while_loop`` node
    (its sub-graphs take the additional inputs first, as the node's constants)."""
    cond_g, body_g, carried, additional = node.args[:4]
    graphs = []
    for g in (cond_g, body_g):
        sub = _subgraph(env[g], defined)
        n = len(carried)  # torch's order is (carried, additional): constants first for ivy
        sub.inputs = sub.inputs[n:] + sub.inputs[:n]
        graphs.append(sub)
    consts = [env[a] for a in additional]
    params = {"cond_nconsts": len(consts), "body_nconsts": len(consts)}
    _control_node(node, b, env, "ivy.while_loop", [*consts, *consts, *(env[c] for c in carried)],
                  params, graphs)


_CONTROL = {"cond": _cond, "while_loop": _while_loop}


def _as_module(fn):
    """``fn`` itself if it is an ``nn.Module``, else a module whose forward calls it (what
    ``torch.export`` takes)."""
    import torch  # noqa: PLC0415

    if isinstance(fn, torch.nn.Module):
        return fn

    class Function(torch.nn.Module):
        def forward(self, *args):
            return fn(*args)

    return Function()
