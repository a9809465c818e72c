"""``Graph``: Ivy's graph IR. Nodes call functions from one fixed table (``OPS``), take their
inputs from graph inputs, constants or earlier nodes' outputs, and carry static parameters.

A graph is callable on native arrays of any backend and replays as plain frontend / Ivy calls
(no JAX needed), so the backend's autodiff sees through it. ``to_json`` / ``from_json`` store it
with its constants (nested lists with their dtype).

Values are numbered per graph (``%0``, ``%1``, ...): inputs first, then constants, then node
outputs in order. Control-flow nodes hold sub-graphs (``graphs``), each with its own numbering.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import numpy as np

from .. import _backend, _nest
from ..dispatch import linalg as _linalg
from ..dispatch import manipulation as _manipulation
from ..errors import IvyUnsupportedError, IvyValueError
from ..functional import control_flow as _control_flow
from ..functional import device as _device
from ..types import Array
from . import _aten_grad, _aten_more, _draw, _source, _trees  # noqa: F401 - _aten_* register rows into ATEN
from ._aten import ATEN

FORMAT = "ivy.graph/1"


# --- the op table --------------------------------------------------------------------------------
def _lax():
    from ..frontends.jax import lax  # noqa: PLC0415 - imported on first replay only

    return lax


def _lax_op(name):
    def run(args, params, graphs, like):
        return getattr(_lax(), name)(*args, **params)

    run.__name__ = name
    return run


def _concatenate(args, params, graphs, like):
    return _lax().concatenate(list(args), **params)


def _dynamic_slice(args, params, graphs, like):
    return _lax().dynamic_slice(args[0], list(args[1:]), **params)


def _dynamic_update_slice(args, params, graphs, like):
    return _lax().dynamic_update_slice(args[0], args[1], list(args[2:]), **params)


def _sort(args, params, graphs, like):
    """``lax.sort`` of one operand, or of several ordered by the first (``jnp.argsort`` sorts its
    operand with an iota this way)."""
    return _lax().sort(args[0] if len(args) == 1 else tuple(args), **params)


def _cond(args, params, graphs, like):
    """``graphs`` are JAX's branches in index order: ``[false, true]``."""
    index, ops = args[0], list(args[1:])
    if len(graphs) == 2:
        return _control_flow.cond(index, lambda *o: graphs[1]._run(o, like),
                        lambda *o: graphs[0]._run(o, like), *ops)
    return _control_flow.switch(index, [lambda *o, g=g: g._run(o, like) for g in graphs], *ops)


def _while_loop(args, params, graphs, like):
    nc, nb = params["cond_nconsts"], params["body_nconsts"]
    cconsts, bconsts, init = list(args[:nc]), list(args[nc:nc + nb]), list(args[nc + nb:])
    cond_g, body_g = graphs
    out = _control_flow.while_loop(lambda c: cond_g._run([*cconsts, *c], like)[0],
                         lambda c: list(body_g._run([*bconsts, *c], like)), init)
    return list(out)


def _scan(args, params, graphs, like):
    n, nc = params["num_consts"], params["num_carry"]
    consts, init, xs = list(args[:n]), list(args[n:n + nc]), list(args[n + nc:])
    (body,) = graphs

    def f(carry, x):
        out = body._run([*consts, *carry, *(x or [])], like)
        return list(out[:nc]), list(out[nc:])

    carry, ys = _control_flow.scan(f, init, xs if xs else None, length=params["length"],
                         reverse=params["reverse"])
    return [*carry, *(ys or [])]


_LAX_NAMES = (
    "abs", "acos", "acosh", "add", "argmax", "argmin", "asin", "asinh", "atan", "atan2", "atanh",
    "bitwise_and", "bitwise_not", "bitwise_or", "bitwise_xor", "broadcast_in_dim",
    "broadcasted_iota", "ceil", "clamp", "conv_general_dilated", "convert_element_type", "cos",
    "cosh", "cumlogsumexp", "gather",
    "cummax", "cummin", "cumprod", "cumsum", "div", "dot_general", "eq", "erf", "erf_inv", "erfc",
    "exp", "exp2", "expm1", "floor", "ge", "gt", "imag", "integer_pow", "is_finite", "le", "log",
    "log1p", "logistic", "lt", "max", "min", "mul", "ne", "neg", "pad", "pow", "real",
    "reduce_and", "reduce_max", "reduce_min", "reduce_or", "reduce_prod", "reduce_sum",
    "reduce_window_max", "reduce_window_min", "reduce_window_sum", "rem",
    "reshape", "rev", "round", "rsqrt", "scatter", "scatter_add", "scatter_max", "scatter_min",
    "scatter_mul", "scatter_sub", "select_n", "sign", "sin", "sinh", "slice", "sqrt",
    "square", "squeeze", "stop_gradient", "sub", "tan", "tanh", "transpose")

def _keyword_op(fn, name):
    """An operator called with keywords: a PyTorch (ATen) operator of ``_aten.ATEN`` or a raw op
    of the TensorFlow frontend. Its tensor arguments are the node's inputs, put back under their
    names (``params["_tensors"]``: ``[name, None]`` one tensor, ``[name, count]`` a list of them,
    ``[name, [bool, ...]]`` a list of tensors and ``None``s); its other params are keywords."""

    def run(args, params, graphs, like):
        kwargs = {k: v for k, v in params.items() if k != "_tensors"}
        it = iter(args)
        for key, count in params["_tensors"]:
            if count is None:
                kwargs[key] = next(it)
            elif isinstance(count, (list, tuple)):  # tensors and Nones: which are tensors
                kwargs[key] = [next(it) if present else None for present in count]
            else:
                kwargs[key] = [next(it) for _ in range(count)]
        return fn(**kwargs)

    run.__name__ = name
    return run


def _solve(args, params, graphs, like):
    """``linalg.solve(A, B)``: what JAX's ``custom_linear_solve`` of ``jnp.linalg.solve`` (and
    of its transpose in a gradient) computes (``_from_jax._linear_solve``)."""
    return _linalg.solve(_native_of(args[0]), _native_of(args[1]))


def _stack(args, params, graphs, like):
    """``stack(arrays, axis)``: a concatenation of arrays each given a unit axis there, the form
    JAX's tracer leaves of ``jnp.stack`` (``_simplify``)."""
    return _manipulation.stack([_native_of(a) for a in args], axis=params["axis"])


def _native_of(x):
    """A frontend array's native array (``_data``), or ``x`` itself."""
    return getattr(x, "_data", x)


#: op name -> ``run(args, params, graphs, like)``; the only functions a graph node can call
OPS = {f"lax.{n}": _lax_op(n) for n in _LAX_NAMES}
OPS.update({"lax.concatenate": _concatenate, "lax.dynamic_slice": _dynamic_slice,
            "lax.dynamic_update_slice": _dynamic_update_slice, "lax.sort": _sort,
            "ivy.cond": _cond, "ivy.while_loop": _while_loop, "ivy.scan": _scan,
            "ivy.solve": _solve, "ivy.stack": _stack})
OPS.update({f"aten.{n}": _keyword_op(f, n) for n, f in ATEN.items()})


#: op kind -> ``make(name) -> run``: the kinds a capture module registers (``np``: _from_numpy)
RESOLVERS: dict = {}


class _Ops(dict):
    """``OPS``: the TensorFlow frontend's raw ops (``tf.<OpType>``) join it on first use (the
    frontend is a layer above, imported when a TensorFlow graph is made or replayed)."""

    def __missing__(self, op):
        kind, _, name = op.partition(".")
        if kind in RESOLVERS:
            self[op] = RESOLVERS[kind](name)
            return self[op]
        if kind == "tf":
            from ..frontends.tensorflow import raw_ops  # noqa: PLC0415 - a layer above

            fn = getattr(raw_ops, name, None) if name not in raw_ops.UNSUPPORTED else None
            if callable(fn):
                self[op] = _keyword_op(fn, name)
                return self[op]
        raise KeyError(op)


OPS = _Ops(OPS)


def _jax_native():
    from ..frontends.jax.array import native  # noqa: PLC0415 - on the first replay only

    return native


def _tf_native(x):
    """A TensorFlow-frontend result as a native array."""
    from ..frontends.tensorflow.tensor import native  # noqa: PLC0415 - on the first replay only

    return native(x)


def _torch_native(x):
    """A PyTorch-frontend result as a native array (no 64-bit narrowing: PyTorch has int64)."""
    from ..frontends.torch.tensor import native  # noqa: PLC0415 - on the first replay only

    return native(x)


def _numpy_native(x):
    """A NumPy-frontend result (an ndarray or a scalar) as a native array."""
    return getattr(x, "_data", x)


_NATIVE = {"torch": _torch_native, "tensorflow": _tf_native,
           "numpy": _numpy_native}  # (JAX's: _jax_native)


# --- the IR --------------------------------------------------------------------------------------
class Builder:
    """Builds one Graph for a capture (a sub-graph has its own builder and numbering): values
    numbered in the order they are made."""

    def __init__(self, source):
        self.n, self.source = 0, source
        self.inputs, self.constants, self.nodes, self.parameters = [], {}, [], {}

    def new(self):
        self.n += 1
        return self.n - 1

    def input(self, shape, dtype):
        i = self.new()
        self.inputs.append((i, shape, dtype))
        return i

    def const(self, value, dtype=None):
        i = self.new()
        self.constants[i] = np.asarray(value, dtype=dtype)
        return i

    def param(self, name, value):
        """A trainable parameter (a module's weight): a named value the caller may replace."""
        i = self.new()
        self.parameters[i] = (name, np.asarray(value))
        return i

    def graph(self, outputs, single=False, in_tree=None, out_tree=None):
        return Graph(self.inputs, self.constants, self.nodes, outputs, single, self.source,
                     self.parameters, in_tree, out_tree)



def _freeze(p):
    """Parameters as hashable, JSON-stable values: lists become tuples."""
    if isinstance(p, (list, tuple)):
        return tuple(_freeze(v) for v in p)
    if isinstance(p, dict):
        return {k: _freeze(v) for k, v in p.items()}
    return p


def _type_str(shape, dtype):
    short = {"float32": "f32", "float64": "f64", "float16": "f16", "bfloat16": "bf16",
             "int32": "i32", "int64": "i64", "int8": "i8", "int16": "i16", "uint8": "u8",
             "bool": "bool", "complex64": "c64", "complex128": "c128"}
    return f"{short.get(dtype, dtype)}[{','.join(str(s) for s in shape)}]"


class Node:
    """One call: ``outs = OPS[op](args, params, graphs)``; ``outs`` are ``(id, shape, dtype)``."""

    __slots__ = ("args", "graphs", "op", "outs", "params", "source")

    def __init__(self, op: str, args: Iterable[int], params: Mapping[str, Any],
                 outs: Iterable[tuple[int, Sequence[int], str]], graphs: Iterable[Graph] = (),
                 source: str | None = None):
        try:
            OPS[op]
        except KeyError:
            raise IvyValueError(f"ivy.graph: unknown op {op!r}; a node calls one of OPS") from None
        self.op, self.args, self.params = op, tuple(args), _freeze(dict(params))
        self.outs = tuple((int(i), tuple(s), str(d)) for i, s, d in outs)
        self.graphs, self.source = tuple(graphs), source


class Graph:
    """A captured program: inputs, constants, nodes and outputs.

    Call it with native arrays (one per input, any backend) to replay it there; it returns a
    native array, or a tuple of them when the program returned several. A program captured with
    nests of arrays (dicts, lists, tuples: a model's parameters) takes and returns those nests
    (``in_tree`` / ``out_tree``). A graph captured with
    ``trainable=True`` has named ``parameters`` (a module's weights, with their values at capture
    time): ``graph(*arrays, params={name: array})`` replaces any of them, and a backend's autodiff
    differentiates the result with respect to them.

    Example:
        >>> import ivy, numpy as np
        >>> g = ivy.graph.Graph.from_json('{"format": "ivy.graph/1", "inputs": [[0, [2], '
        ...     '"float32"]], "constants": [], "nodes": [{"op": "lax.exp", "args": [0], '
        ...     '"params": {}, "outs": [[1, [2], "float32"]]}], "outputs": [1], "single": true}')
        >>> g(np.zeros(2, np.float32))
        array([1., 1.], dtype=float32)
    """

    def __init__(self, inputs: Iterable[tuple[int, Sequence[int], str]], constants: Mapping[int, Any],
                 nodes: Iterable[Node], outputs: Iterable[int], single: bool = False,
                 source: str | None = None, parameters: Mapping[int, tuple[str, Any]] | None = None,
                 in_tree: Any = None, out_tree: Any = None):
        self.inputs = tuple((int(i), tuple(s), str(d)) for i, s, d in inputs)
        self.constants = {int(k): np.asarray(v) for k, v in dict(constants).items()}
        self.parameters = {int(k): (str(n), np.asarray(v))
                           for k, (n, v) in dict(parameters or {}).items()}
        self.nodes = tuple(nodes)
        self.outputs = tuple(int(o) for o in outputs)
        self.single, self.source = bool(single), source
        # nests of arrays as inputs / outputs (_trees.py); None: one array per input, and a
        # tuple (or one array, ``single``) out
        self.in_tree, self.out_tree = in_tree, out_tree
        self._cache = {}

    # --- replay --------------------------------------------------------------------------------
    def __call__(self, *arrays: Any, params: Mapping[str, Array] | None = None) -> Any:
        if self.source == "ivy" and not params:
            leaves, tree = _nest.flatten(arrays)
            fast = self._cache.get(("nests", tree))
            if fast is not None:  # (a structure seen before: checked then)
                return fast(arrays, leaves)
        return self._call(arrays, params)

    def _call(self, arrays, params):
        original = arrays
        if self.in_tree is not None:
            arrays, got = _trees.flatten(arrays)
            if got != self.in_tree:
                raise IvyValueError(f"ivy.Graph: takes arguments structured as "
                                    f"{_trees.describe(self.in_tree)}, got "
                                    f"{_trees.describe(got)}")
        if len(arrays) != len(self.inputs):
            raise IvyValueError(f"ivy.Graph: takes {len(self.inputs)} arrays "
                                f"({', '.join(_type_str(s, d) for _, s, d in self.inputs)}), "
                                f"got {len(arrays)}")
        if params:
            unknown = sorted(set(params) - {n for n, _ in self.parameters.values()})
            if unknown:
                raise IvyValueError(f"ivy.Graph: no parameter {unknown[0]!r}; its parameters: "
                                    f"{sorted(self.param_values())}")
        b = _backend.current_backend(*arrays)
        like = arrays[0] if arrays else b.asarray(0.0)
        if self.source == "ivy":  # (the frontend replay would narrow 64-bit dtypes: _from_ivy)
            for (_, s, d), x in zip(self.inputs, arrays):
                if tuple(x.shape) != tuple(s):
                    types = ", ".join(_type_str(s, d) for _, s, d in self.inputs)
                    raise IvyValueError(f"ivy.Graph: a graph of Ivy code is traced for its "
                                        f"inputs' shapes ({types}); got shape "
                                        f"{tuple(x.shape)} for {_type_str(s, d)}: trace it "
                                        f"again for new shapes")
            run = self._source_function(b.name, _device.dev(like) if arrays else None)
            out = run(*arrays)
            self._remember_nests(original, run)
        else:
            with _backend.use(b.name):
                out = self._run(arrays, like, params)
        if self.out_tree is not None:
            return _trees.unflatten(self.out_tree, out)
        return out[0] if self.single else tuple(out)

    def _remember_nests(self, arrays, run):
        """For a graph of Ivy code: the next calls with the structure of ``arrays`` (the same
        backend, device and shapes) go straight to ``run`` (``_nest``'s cached structures, where
        ``_trees`` rebuilds them each call), once both orders of the leaves are seen to agree."""
        leaves, tree = _nest.flatten(arrays)
        ordered = _trees.flatten(arrays)[0] if self.in_tree is not None else arrays
        if len(leaves) != len(ordered) or any(a is not b for a, b in zip(leaves, ordered)):
            return  # (by identity: a comparison of arrays would compare their values)
        if self.out_tree is not None:
            marks = [object() for _ in self.outputs]
            got, out_def = _nest.flatten(_trees.unflatten(self.out_tree, marks))
            if len(got) != len(marks) or any(a is not b for a, b in zip(got, marks)):
                return
            rebuild = out_def.unflatten
        else:
            rebuild = (lambda out: out[0]) if self.single else tuple
        shapes = [tuple(s) for _, s, _ in self.inputs]
        where = (_backend.current_backend(*leaves).name, _device.dev(leaves[0]) if leaves else None)

        def fast(arrays, leaves):
            if leaves and ((_backend.current_backend(leaves[0]).name, _device.dev(leaves[0]))
                           != where or any(x.shape != s for x, s in zip(leaves, shapes))):
                return self._call(arrays, None)  # (the checked path)
            return rebuild(run(*leaves))

        if len(self._cache) < 64:
            self._cache[("nests", tree)] = fast

    def _source_function(self, target, device):
        """The graph's source for ``target`` as a function (made once per target and device)."""
        key = ("source", target, device)
        fn = self._cache.get(key)
        if fn is None:
            if target not in _source.TARGETS:
                raise IvyUnsupportedError(f"ivy.Graph: a graph of Ivy code replays as its "
                                          f"target's own source ({', '.join(_source.TARGETS)}); "
                                          f"{target} has none")
            fn = self._cache[key] = _source.function(self, target, device)
        return fn

    def param_values(self) -> dict[str, np.ndarray]:
        """``{name: value}`` of the parameters as captured (NumPy arrays)."""
        return {n: v for n, v in self.parameters.values()}

    # --- export as source -----------------------------------------------------------------------
    def to_source(self, target: str, name: str = "forward") -> str:
        """The graph as a Python module of ``target`` that runs without Ivy.

        The module imports only the target (``"numpy"``, ``"torch"``, ``"jax"``,
        ``"tensorflow"`` or ``"mxnet"``: MXNet's is the NumPy source on ``mxnet.numpy``, for
        the NumPy names known to mean the same there) and defines
        ``def forward(v0, v1, ..., params)``: one argument per input (named after its value
        number, as ``print(graph)`` lists them; a graph of nests takes the flat leaves),
        returning what the graph's replay returns. Constants of at most 16 elements are
        literals in the source; larger ones and the parameters are read from ``params``
        (only where there are any), the dict of :meth:`source_params` (its values may be
        NumPy arrays or the target's arrays; PyTorch's source makes its arrays on the
        first input's device). Framework control flow becomes the
        target's (``lax.switch`` / ``while_loop`` / ``scan``, ``tf.switch_case`` /
        ``tf.while_loop``, Python ``if`` / ``while`` / ``for``).

        Args:
            target: the framework of the source.
            name: the function's name.

        Returns:
            The module's text (``exec`` it, or write it to a ``.py`` file).

        Raises:
            IvyUnsupportedError: an op has no emitter for ``target`` (named with the node;
                MXNet: the NumPy call it has no equivalent of, with its line).
            IvyValueError: an unknown target or a name that is not an identifier.

        Example:
            >>> import ivy
            >>> g = ivy.graph.Graph.from_json('{"format": "ivy.graph/1", "inputs": [[0, [2], '
            ...     '"float32"]], "constants": [], "nodes": [{"op": "lax.exp", "args": [0], '
            ...     '"params": {}, "outs": [[1, [2], "float32"]]}], "outputs": [1], "single": true}')
            >>> print(g.to_source("numpy").split("def ")[1])
            forward(v0):
                \"\"\"ivy graph as numpy: inputs v0: float32[2].\"\"\"
                v1 = np.exp(v0)
                return v1
            <BLANKLINE>
        """
        return _source.to_source(self, target, name)

    def source_params(self) -> dict[str, np.ndarray]:
        """``{key: NumPy array}``: the ``params`` the function of :meth:`to_source` reads (the
        parameters by name, constants of more than 16 elements as ``"const_<id>"``, those of a
        control-flow sub-graph prefixed ``"g<node>_<branch>."``); empty when it takes none."""
        return _source.source_params(self)

    def _consts(self, like):
        b = _backend.current_backend(like)
        dev = _device.dev(like)
        key = (b.name, dev)
        got = self._cache.get(key)
        if got is None:
            got = {k: b.asarray(v, dtype=str(v.dtype), device=dev)
                   for k, v in self.constants.items()}
            got.update({k: b.asarray(v, dtype=str(v.dtype), device=dev)
                        for k, (_, v) in self.parameters.items()})
            self._cache[key] = got
            for node in self.nodes:  # a sub-graph's too, now: made inside a loop body's trace
                for g in node.graphs:  # (jax.lax), they would be that trace's values
                    g._consts(like)
        return got

    def _run(self, args, like, params=None):
        """The outputs (a list of natives) for the input natives ``args`` (and the parameters
        ``params`` replaces)."""
        native = _NATIVE.get(self.source) or _jax_native()
        env = dict(self._consts(like))
        if params:
            env.update({k: params[n] for k, (n, _) in self.parameters.items() if n in params})
        for (i, _, _), a in zip(self.inputs, args):
            env[i] = a
        for node in self.nodes:
            r = OPS[node.op]([env[a] for a in node.args], node.params, node.graphs, like)
            rs = r if isinstance(r, (list, tuple)) else (r,)
            if len(rs) != len(node.outs):
                raise IvyValueError(f"ivy.Graph: {node.op} gave {len(rs)} outputs, the graph "
                                    f"expects {len(node.outs)}")
            for (i, _, _), v in zip(node.outs, rs):
                env[i] = None if v is None else native(v)  # (None: an output not asked for)
        return [env[o] for o in self.outputs]

    # --- listing -------------------------------------------------------------------------------
    def draw(self, ax: Any = None, *, title: str | None = None) -> Any:
        """The graph as a matplotlib figure: inputs, nodes (layered by dependency, left to
        right) and outputs, an arrow from each argument to the node that reads it.

        Args:
            ax: a matplotlib ``Axes`` to draw on; by default a new ``Figure`` (no ``pyplot``).
            title: the title; by default the source and the counts.

        Returns:
            The ``matplotlib.figure.Figure`` (``fig.savefig("graph.png")``).

        Example:
            >>> import ivy, numpy as np
            >>> g = ivy.graph.Graph.from_json('{"format": "ivy.graph/1", "inputs": [[0, [2], '
            ...     '"float32"]], "constants": [], "nodes": [{"op": "lax.exp", "args": [0], '
            ...     '"params": {}, "outs": [[1, [2], "float32"]]}], "outputs": [1], "single": true}')
            >>> type(g.draw()).__name__
            'Figure'
        """
        return _draw.draw(self, ax, title=title)

    def __str__(self):
        return "\n".join(self._lines(""))

    def __repr__(self):
        return (f"<ivy.Graph: {len(self.inputs)} inputs, {len(self.nodes)} nodes, "
                f"{len(self.outputs)} outputs>")

    def _lines(self, pad):
        args = ", ".join(f"%{i}: {_type_str(s, d)}" for i, s, d in self.inputs)
        lines = [f"{pad}graph({args}) {{"]
        for k, v in self.constants.items():
            val = repr(v.item()) if v.size == 1 else "..."
            lines.append(f"{pad}  %{k}: {_type_str(v.shape, str(v.dtype))} = const {val}")
        for k, (name, v) in self.parameters.items():
            lines.append(f"{pad}  %{k}: {_type_str(v.shape, str(v.dtype))} = param {name!r}")
        for n in self.nodes:
            outs = ", ".join(f"%{i}" for i, _, _ in n.outs) or "()"
            types = ", ".join(_type_str(s, d) for _, s, d in n.outs)
            call = ", ".join([f"%{a}" for a in n.args] +
                             [f"{k}={v!r}" for k, v in sorted(n.params.items())])
            lines.append(f"{pad}  {outs} = {n.op}({call})  # {types}")
            for j, g in enumerate(n.graphs):
                lines.append(f"{pad}    graphs[{j}]:")
                lines += g._lines(pad + "    ")
        lines.append(f"{pad}  return {', '.join(f'%{o}' for o in self.outputs)}")
        lines.append(pad + "}")
        return lines

    # --- serialisation -------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (constants as nested lists with dtype and shape)."""
        def lst(x):
            return json.loads(json.dumps(x, default=list)) if isinstance(x, tuple) else x

        d = {"format": FORMAT,
             "inputs": [[i, list(s), dt] for i, s, dt in self.inputs],
             "constants": [[k, str(v.dtype), list(v.shape), v.tolist()]
                           for k, v in self.constants.items()],
             "nodes": [], "outputs": list(self.outputs), "single": self.single}
        for n in self.nodes:
            nd = {"op": n.op, "args": list(n.args),
                  "params": {k: lst(v) for k, v in sorted(n.params.items())},
                  "outs": [[i, list(s), dt] for i, s, dt in n.outs]}
            if n.graphs:
                nd["graphs"] = [g.to_dict() for g in n.graphs]
            if n.source:
                nd["source"] = n.source
            d["nodes"].append(nd)
        if self.source:
            d["source"] = self.source
        if self.parameters:
            d["parameters"] = [[k, n, str(v.dtype), list(v.shape), v.tolist()]
                               for k, (n, v) in self.parameters.items()]
        if self.in_tree is not None:
            d["in_tree"] = self.in_tree
        if self.out_tree is not None:
            d["out_tree"] = self.out_tree
        return d

    def to_json(self, indent: int | str | None = None) -> str:
        """The graph as JSON text (``Graph.from_json`` reads it back)."""
        return json.dumps(self.to_dict(), indent=indent)

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Graph:
        if d.get("format", FORMAT) != FORMAT:
            raise IvyValueError(f"ivy.Graph.from_json: format {d.get('format')!r}, expected "
                                f"{FORMAT!r}")
        consts = {k: np.asarray(v, dtype=dt).reshape(s) for k, dt, s, v in d["constants"]}
        nodes = [Node(n["op"], n["args"], n["params"], n["outs"],
                      [cls.from_dict(g) for g in n.get("graphs", ())], n.get("source"))
                 for n in d["nodes"]]
        params = {k: (n, np.asarray(v, dtype=dt).reshape(s))
                  for k, n, dt, s, v in d.get("parameters", ())}
        return cls(d["inputs"], consts, nodes, d["outputs"], d.get("single", False),
                   d.get("source"), params, d.get("in_tree"), d.get("out_tree"))

    @classmethod
    def from_json(cls, text: str | bytes) -> Graph:
        """A graph from ``to_json``'s text."""
        return cls.from_dict(json.loads(text))
