"""Capture with ``tf.function`` and map each raw op of its concrete graph onto the TensorFlow
frontend's ``raw_ops`` (``ivy.frontends.tensorflow.raw_ops``: keyword-only, TensorFlow's argument
names, each calling the frontend's ``tf`` function of the same meaning).

The concrete function's user inputs become the graph's inputs; its captured variables (a Keras
model's weights, read by ``ReadVariableOp``) and ``Const`` ops become constants, except small
integer constants feeding an op (axes, shapes, ``StridedSlice``'s begin / end / strides), which
become the node's static parameters, so the replay has static shapes under ``jax.jit`` and
``tf.function`` too. An op's attributes are passed where the frontend's raw op takes them; type
attributes (``T``, ``Tidx``, ``N``, ...) follow from the inputs and are dropped; any other
attribute the frontend does not take, or an op it lacks, raises ``IvyUnsupportedError`` naming the
op and its graph node: a graph is never silently wrong.

TensorFlow's control flow stays control flow: ``If`` / ``StatelessIf`` (``tf.cond``) becomes an
``ivy.cond`` node and ``While`` / ``StatelessWhile`` (``tf.while_loop``) an ``ivy.while_loop``
node, their branch / cond / body functions converted the same way into sub-graphs. A while
loop's captured tensors are loop variables in TensorFlow's graph and stay so (the body passes
them through); ``TensorArray`` / resource loop variables are refused.
"""

from __future__ import annotations

import inspect

import numpy as np

from ..errors import IvyUnsupportedError
from . import _trees
from ._graph import Builder, Node

_STATIC_LIMIT = 64  # integer constants up to this many elements become static parameters
_SKIPPED_OPS = frozenset({"NoOp", "Placeholder"})
_KERNEL_ONLY = frozenset({"_user_specified_name", "_class", "_read_only_resource_inputs",
                          "use_cudnn_on_gpu", "Truncate", "incompatible_shape_error",
                          "validate_indices", "grad_a", "grad_b", "grad_x", "grad_y"})


# a graph node's argument -> tf.raw_ops' Python name for it (TensorFlow renames a few)
_RENAMED = {"reduction_indices": "axis", "squeeze_dims": "axis", "dim": "axis"}


def _raw_ops():
    import ivy.frontends.tensorflow.raw_ops as raw_ops  # noqa: PLC0415 - a layer above

    return raw_ops


def _unsupported(op, why):
    raise IvyUnsupportedError(f"ivy.trace_graph: tensorflow op {op.type} (node {op.name!r}) {why}; "
                              f"a graph with it would be wrong, so none is made. Map it in the "
                              f"TensorFlow frontend's raw_ops or avoid it.")


def _attr(value):
    """An attribute value as a graph parameter (dtypes by name, shapes as lists)."""
    import tensorflow as tf  # noqa: PLC0415

    if isinstance(value, tf.DType):
        return value.name
    if isinstance(value, bytes):
        return value.decode()
    if isinstance(value, tf.TensorShape):
        return None if value.rank is None else [d if d is not None else -1 for d in value]
    if isinstance(value, (list, tuple)):
        return [_attr(v) for v in value]
    return value


def _is_type_attr(value):
    import tensorflow as tf  # noqa: PLC0415

    return isinstance(value, tf.DType) or (isinstance(value, list) and value and
                                           all(isinstance(v, tf.DType) for v in value))


def _input_groups(op):
    """``[(name, tensors, is_list)]``: the op's inputs grouped by its op-def arguments."""
    groups, k = [], 0
    for arg in op.op_def.input_arg:
        if arg.number_attr:
            n, is_list = op.get_attr(arg.number_attr), True
        elif arg.type_list_attr:
            n, is_list = len(op.get_attr(arg.type_list_attr)), True
        else:
            n, is_list = 1, False
        groups.append((arg.name, list(op.inputs[k:k + n]), is_list))
        k += n
    return groups


def _node(op, env, b):
    raw_ops = _raw_ops()
    fn = getattr(raw_ops, op.type, None)
    if fn is None or op.type in raw_ops.UNSUPPORTED:
        _unsupported(op, "has no counterpart in the TensorFlow frontend's raw_ops")
    takes = inspect.signature(fn).parameters
    args, params, tensors = [], {}, []
    for name, inputs, is_list in _input_groups(op):
        name = name if name in takes else _RENAMED.get(name, name)
        if name not in takes:
            _unsupported(op, f"has input {name}, which the frontend's raw op does not take")
        values = [env[t.name] for t in inputs]
        static = [v for v in values if isinstance(v, np.ndarray) and v.dtype.kind in "iub"
                  and v.size <= _STATIC_LIMIT]
        if len(static) == len(values):  # small integer constants: static parameters
            vals = [v.tolist() for v in static]
            params[name] = vals if is_list else vals[0]
            continue
        ids = [b.const(v) if isinstance(v, np.ndarray) else v for v in values]
        args += ids
        tensors.append([name, len(ids) if is_list else None])
    for attr in op.node_def.attr:
        value, key = op.get_attr(attr), attr if attr in takes else _RENAMED.get(attr, attr)
        if key in takes and key != "name":
            params[key] = _attr(value)
        elif key not in _KERNEL_ONLY and not (_is_type_attr(value) or key == "N"):
            _unsupported(op, f"has attribute {key}={value!r}, which the frontend's raw op does "
                             f"not take")
    params["_tensors"] = tensors
    b.nodes.append(Node(f"tf.{op.type}", args, params, _outputs(op, env, b), (), op.name))


def _outputs(op, env, b):
    """``op``'s outputs as the node's ``(id, shape, dtype)`` (ids put in ``env``)."""
    outs = []
    for t in op.outputs:
        if t.shape.rank is None or None in t.shape.as_list():
            _unsupported(op, f"has an output of unknown shape {t.shape}; trace with fully "
                             f"known input shapes")
        i = b.new()
        env[t.name] = i
        outs.append((i, tuple(t.shape.as_list()), t.dtype.name))
    return outs


def _variables(function, trainable, b):
    """Captured resource handle's graph tensor name -> the variable's value (NumPy), or its graph
    parameter (a trainable variable, when ``trainable``)."""
    by_handle = {id(v.handle): v for v in function.variables}
    n_user = len(function.inputs) - len(function.captured_inputs)
    out = {}
    for placeholder, handle in zip(function.inputs[n_user:], function.captured_inputs):
        v = by_handle.get(id(handle))
        if v is not None and trainable and v.trainable:
            out[placeholder.name] = b.param(v.name.partition(":")[0], v.numpy())  # Keras's path
        elif v is not None:
            out[placeholder.name] = v.numpy()
        else:  # a captured constant tensor
            out[placeholder.name] = handle.numpy()
    return out


def trace_tf(fn, *example_args, trainable=False):
    """``fn`` (a function of tensors or a Keras model) as a ``tf.function`` concrete function of
    ``example_args``' shapes and dtypes, as a ``Graph`` (its trainable variables named graph
    parameters if ``trainable``, else constants)."""
    try:
        import tensorflow as tf  # noqa: PLC0415
    except ImportError as e:
        raise IvyUnsupportedError("ivy.trace_graph(source='tensorflow') needs TensorFlow "
                                  "installed to trace; replaying a saved graph "
                                  "(Graph.from_json) does not") from e
    leaves, in_tree = _trees.flatten(example_args)  # (tf.nest's order too: dicts by sorted key)
    specs = _trees.unflatten(in_tree, [
        tf.TensorSpec(tuple(np.shape(a)), tf.as_dtype(getattr(a, "dtype", np.asarray(a).dtype)))
        for a in leaves])
    function = tf.function(fn).get_concrete_function(*specs)
    b, env = Builder("tensorflow"), {}
    n_user = len(function.inputs) - len(function.captured_inputs)
    for t in function.inputs[:n_user]:
        env[t.name] = b.input(tuple(t.shape.as_list()), t.dtype.name)
    env.update(_variables(function, trainable, b))
    outputs = _convert(function.graph, env, b, [function.graph])
    structured = function.structured_outputs
    single = not isinstance(structured, (list, tuple, dict))
    plain = single or (type(structured) in (list, tuple) and all(
        isinstance(t, tf.Tensor) for t in structured))
    if _trees.is_flat(in_tree) and plain:
        return b.graph(outputs, single)
    got, out_tree = _trees.flatten(_trees.as_dicts(structured))
    if len(got) != len(outputs):
        raise IvyUnsupportedError(f"ivy.trace_graph: the result's structure holds {len(got)} "
                                  f"values where the graph has {len(outputs)} outputs (a None "
                                  f"or a non-tensor leaf in it)")
    return b.graph(outputs, single, None if _trees.is_flat(in_tree) else in_tree,
                   None if single else out_tree)


def _convert(graph, env, b, graphs):
    """The ops of ``graph`` (its inputs already in ``env``) added to the builder ``b``; returns
    the ids of ``graph.outputs``. ``graphs``: this graph and those enclosing it, where the
    functions of control-flow ops are looked up."""
    import tensorflow as tf  # noqa: PLC0415

    for op in graph.get_operations():
        if op.type in _SKIPPED_OPS:
            continue
        if op.type == "Const":
            env[op.outputs[0].name] = tf.make_ndarray(op.get_attr("value"))
        elif op.type == "ReadVariableOp" and op.inputs[0].name in env:
            env[op.outputs[0].name] = env[op.inputs[0].name]
        elif op.type in _CONTROL:
            _CONTROL[op.type](op, env, b, graphs)
        else:
            _node(op, env, b)
    return [b.const(o) if isinstance(o, np.ndarray) else o
            for o in (env[t.name] for t in graph.outputs)]


def _function_graph(op, attr, graphs):
    """The FuncGraph of the function named by ``op``'s attribute ``attr`` (a branch, a loop's
    cond or body)."""
    name = op.get_attr(attr).name
    for g in reversed(graphs):
        fn = g._get_function(name)  # (TensorFlow's only look-up by name)
        if fn is not None:
            return fn.graph
    _unsupported(op, f"names a function {name!r} that its graph does not hold")


def _subgraph(op, attr, graphs, operands):
    """A branch / cond / body function of ``op`` as a Graph of its inputs, which receive
    ``operands`` (``op``'s input tensors: their shapes where the function's are unknown, as in
    a cond function's unused inputs)."""
    fg = _function_graph(op, attr, graphs)
    b, env = Builder("tensorflow"), {}
    for t, outer in zip(fg.inputs, operands, strict=True):
        if t.dtype.name in ("resource", "variant"):
            _unsupported(op, f"passes a {t.dtype.name} tensor into {attr} (a variable or a "
                             f"TensorArray inside control flow), which the graph cannot replay")
        shape = t.shape if t.shape.rank is not None else outer.shape
        env[t.name] = b.input(tuple(shape.as_list()), t.dtype.name)
    return b.graph(_convert(fg, env, b, [*graphs, fg]))


def _control_node(op, env, b, name, args, params, subgraphs):
    args = [b.const(v) if isinstance(v, np.ndarray) else v for v in args]
    b.nodes.append(Node(name, args, params, _outputs(op, env, b), subgraphs, op.name))


def _if(op, env, b, graphs):
    """``If`` / ``StatelessIf``: an ``ivy.cond`` node, its branches ``[else, then]``."""
    operands = list(op.inputs)[1:]
    branches = [_subgraph(op, "else_branch", graphs, operands),
                _subgraph(op, "then_branch", graphs, operands)]
    _control_node(op, env, b, "ivy.cond", [env[t.name] for t in op.inputs], {}, branches)


def _while(op, env, b, graphs):
    """``While`` / ``StatelessWhile``: an ``ivy.while_loop`` node over all its loop variables."""
    loop = [_subgraph(op, part, graphs, list(op.inputs)) for part in ("cond", "body")]
    params = {"cond_nconsts": 0, "body_nconsts": 0}
    _control_node(op, env, b, "ivy.while_loop", [env[t.name] for t in op.inputs], params, loop)


_CONTROL = {"If": _if, "StatelessIf": _if, "While": _while, "StatelessWhile": _while}
