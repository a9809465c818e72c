"""Capture with ``jax.make_jaxpr`` and map each equation onto the JAX frontend's ``lax`` twin.

Every primitive has a row in ``PRIMITIVES``: the frontend function and how the equation's
parameters become its arguments. Parameters that change nothing numerical here (shardings,
``precision``, ``weak_type``, ``accuracy=None``) are dropped; any other parameter, or a
primitive without a row, raises ``IvyUnsupportedError`` naming it and the source line: a graph
is never silently wrong. Calls (``jit`` / ``pjit``, ``closed_call``, ``custom_jvp_call``,
``custom_vjp_call``) are inlined (their primal program); ``cond``, ``while`` and ``scan`` become
``ivy.cond`` / ``ivy.switch``, ``ivy.while_loop`` and ``ivy.scan`` nodes with sub-graphs.

The trace runs with JAX's 64-bit mode off (JAX's default, which the frontend follows): a
float64 example input is traced as float32.
"""

from __future__ import annotations

import os

import numpy as np

from ..errors import IvyUnsupportedError
from . import _trees
from ._graph import Builder, Node

# params that never change the numbers: dropped whatever their value
_IGNORED = frozenset({"precision", "weak_type", "sharding", "out_sharding", "unroll", "linear",
                      "name", "jvp", "symbolic_zeros", "jvp_jaxpr_fun", "jvp_jaxpr_thunk",
                      "fwd_jaxpr_thunk", "bwd", "out_trees", "num_consts", "keep_unused",
                      "inline", "donated_invars", "in_shardings", "out_shardings", "in_layouts",
                      "out_layouts", "ctx_mesh", "compiler_options_kvs", "resource_env",
                      "_split_transpose", "prevent_cse", "differentiated", "policy",
                      "out_avals"})
# params dropped only when None (else they would change the result)
_NONE_ONLY = frozenset({"accuracy", "out_dtype", "dimensions"})


def _dtype(d):
    return str(np.dtype(d))


def _ints(v):
    return tuple(int(i) for i in v)


def _int_pairs(v):
    return tuple(_ints(t) for t in v)


def _dnums(v):
    """``dot_general``'s ``((lhs_contract, rhs_contract), (lhs_batch, rhs_batch))``."""
    return tuple(_int_pairs(part) for part in v)


def _first(v):
    return int(v[0])


# primitive -> (frontend lax name, {param: converter}); converters take the param's value
_UNARY = ("abs", "acos", "acosh", "asin", "asinh", "atan", "atanh", "ceil", "cos", "cosh", "exp",
          "exp2", "expm1", "floor", "imag", "is_finite", "log", "log1p", "logistic", "neg", "real",
          "rsqrt", "sign", "sin", "sinh", "sqrt", "square", "stop_gradient", "tan", "tanh", "erf",
          "erfc", "erf_inv")
_BINARY = ("add", "atan2", "div", "eq", "ge", "gt", "le", "lt", "max", "min", "mul", "ne",
           "pow", "rem", "sub")
PRIMITIVES = {p: (p, {}) for p in _UNARY + _BINARY}
PRIMITIVES.update({
    "add_any": ("add", {}),  # (the sum of two gradient contributions)
    "and": ("bitwise_and", {}), "or": ("bitwise_or", {}), "xor": ("bitwise_xor", {}),
    "not": ("bitwise_not", {}), "select_n": ("select_n", {}), "clamp": ("clamp", {}),
    "integer_pow": ("integer_pow", {"y": int}),
    "convert_element_type": ("convert_element_type", {"new_dtype": _dtype}),
    "broadcast_in_dim": ("broadcast_in_dim", {"shape": _ints,
                                              "broadcast_dimensions": _ints}),
    "reshape": ("reshape", {"new_sizes": _ints, "dimensions": _ints}),
    "squeeze": ("squeeze", {"dimensions": _ints}),
    "transpose": ("transpose", {"permutation": _ints}),
    "rev": ("rev", {"dimensions": _ints}),
    "reduce_sum": ("reduce_sum", {"axes": _ints}), "reduce_max": ("reduce_max", {"axes": _ints}),
    "reduce_min": ("reduce_min", {"axes": _ints}),
    "reduce_prod": ("reduce_prod", {"axes": _ints}),
    "reduce_and": ("reduce_and", {"axes": _ints}), "reduce_or": ("reduce_or", {"axes": _ints}),
    "argmax": ("argmax", {"axes": ("axis", _first), "index_dtype": _dtype}),
    "argmin": ("argmin", {"axes": ("axis", _first), "index_dtype": _dtype}),
    "cumsum": ("cumsum", {"axis": int, "reverse": bool}),
    "sort": ("sort", {"dimension": int, "is_stable": bool, "num_keys": int}),
    "cumprod": ("cumprod", {"axis": int, "reverse": bool}),
    "cummax": ("cummax", {"axis": int, "reverse": bool}),
    "cummin": ("cummin", {"axis": int, "reverse": bool}),
    "cumlogsumexp": ("cumlogsumexp", {"axis": int, "reverse": bool}),
    "concatenate": ("concatenate", {"dimension": int}),
    "pad": ("pad", {"padding_config": _int_pairs}),
    "slice": ("slice", {"start_indices": _ints, "limit_indices": _ints, "strides": _ints}),
    "dynamic_slice": ("dynamic_slice", {"slice_sizes": _ints}),
    "dynamic_update_slice": ("dynamic_update_slice", {}),
    "round": ("round", {"rounding_method": int}),
    "iota": ("broadcasted_iota", {"dtype": _dtype, "shape": _ints, "dimension": int}),
    "dot_general": ("dot_general", {"dimension_numbers": _dnums,
                                    "preferred_element_type": _dtype}),
    "conv_general_dilated": ("conv_general_dilated", {
        "window_strides": _ints, "padding": _int_pairs, "lhs_dilation": _ints,
        "rhs_dilation": _ints, "dimension_numbers": _int_pairs, "feature_group_count": int,
        "batch_group_count": int, "preferred_element_type": _dtype}),
})
def _gather_dnums(v):
    """``GatherDimensionNumbers`` as five int tuples (JAX before 0.4.31 has no batching
    dimensions: empty)."""
    return tuple(_ints(getattr(v, f, ())) for f in ("offset_dims", "collapsed_slice_dims",
                                                   "start_index_map", "operand_batching_dims",
                                                   "start_indices_batching_dims"))


def _mode_name(v):
    return str(getattr(v, "name", v)).lower()


def _fill_value(v):
    """A gather's fill value; NaN as None (the frontend's default for floats, and JSON-stable:
    NaN equals nothing, not even a fresh trace's NaN)."""
    v = float(v)
    return None if v != v else v


PRIMITIVES["gather"] = ("gather", {"dimension_numbers": _gather_dnums, "slice_sizes": _ints,
                                   "mode": _mode_name, "fill_value": _fill_value,
                                   "unique_indices": bool, "indices_are_sorted": bool})
def _scatter_dnums(v):
    """``ScatterDimensionNumbers`` as five int tuples (none of batching before JAX 0.4.31)."""
    return tuple(_ints(getattr(v, f, ())) for f in (
        "update_window_dims", "inserted_window_dims", "scatter_dims_to_operand_dims",
        "operand_batching_dims", "scatter_indices_batching_dims"))


# (update_jaxpr / update_consts, the combining computation, are implied by the primitive)
_SCATTER = {"dimension_numbers": _scatter_dnums, "mode": _mode_name, "unique_indices": bool,
            "indices_are_sorted": bool, "update_jaxpr": None, "update_consts": None}
PRIMITIVES.update({p: (p.replace("-", "_"), _SCATTER) for p in (
    "scatter", "scatter-add", "scatter-sub", "scatter-mul", "scatter-min", "scatter-max")})
_WINDOW = {"window_dimensions": _ints, "window_strides": _ints, "padding": _int_pairs,
           "base_dilation": _ints, "window_dilation": _ints}
PRIMITIVES.update({p: (p, _WINDOW) for p in ("reduce_window_sum", "reduce_window_max",
                                             "reduce_window_min")})
#: primitives translated by hand in ``_equation`` (identities, JAX 0.10's stack / unstack /
#: split as slices and concatenations, linear solves as ``ivy.solve``)
SPECIAL = ("copy", "copy_p", "custom_linear_solve", "device_put", "split", "stack", "unstack")
_INLINE = {"pjit": "jaxpr", "jit": "jaxpr", "closed_call": "call_jaxpr", "core_call": "call_jaxpr",
           "custom_jvp_call": "call_jaxpr", "custom_vjp_call": "call_jaxpr",
           "custom_vjp_call_jaxpr": "fun_jaxpr", "remat": "jaxpr", "checkpoint": "jaxpr"}


def _where(eqn, outer=None):
    """The user's source line of ``eqn`` (an inlined call's own equations have none: then
    ``outer``, the line of the call)."""
    try:
        from jax._src import source_info_util  # noqa: PLC0415

        return source_info_util.summarize(eqn.source_info) or outer
    except Exception:  # noqa: BLE001 - the source line is a courtesy
        return outer


def _short_where(where):
    """``file.py:12 (fn)`` without the directory (stable across machines)."""
    if not where:
        return None
    head, _, rest = where.partition(":")
    return os.path.basename(head) + (":" + rest if rest else "")


def _unsupported(eqn, why, where=None):
    where = where or _where(eqn)
    at = f" (at {where})" if where else ""
    raise IvyUnsupportedError(f"ivy.trace_graph: jax primitive {eqn.primitive.name!r}{at} "
                              f"{why}; a graph with it would be wrong, so none is made. Map it "
                              "in ivy/graph/_from_jax.py (PRIMITIVES) or avoid it.")


def _params(eqn, spec, where):
    out = {}
    for k, v in eqn.params.items():
        if k in spec:
            conv = spec[k]
            if conv is None:  # implied by the primitive: not passed on
                continue
            name, conv = conv if isinstance(conv, tuple) else (k, conv)
            out[name] = None if v is None else conv(v)
        elif k in _IGNORED or (k in _NONE_ONLY and v is None):
            continue
        else:
            _unsupported(eqn, f"has parameter {k}={v!r}, which the mapping does not take", where)
    return out


class _Unread:
    """The value of an equation mapped only where nothing reads it (``lu``: the factors a
    linear solve computes, which the solve's own node does not need); reading it refuses."""

    def __init__(self, eqn, where):
        self.eqn, self.where = eqn, where


def _read(env, b, v, passing=False):
    """The graph value of ``v``; ``passing``: only handed on (into or out of an inlined call),
    so a value left unread may pass."""
    if hasattr(v, "val") and not hasattr(v, "count") and type(v).__name__ == "Literal":
        return b.const(v.val, _dtype(v.aval.dtype))
    got = env[v]
    if isinstance(got, _Unread) and not passing:
        _unsupported(got.eqn, "has no mapping onto the JAX frontend (its result is read "
                     "other than by a linear solve)", got.where)
    return got


def _translate(jaxpr, env, b, outer=None):
    for eqn in jaxpr.eqns:
        _equation(eqn, env, b, outer)


def _bind_closed(closed, args, b, outer):
    """Inline a ClosedJaxpr on the values ``args``; its outputs' ids."""
    jaxpr = getattr(closed, "jaxpr", closed)
    env = {}
    for v, c in zip(jaxpr.constvars, getattr(closed, "consts", ())):
        env[v] = b.const(c, _dtype(v.aval.dtype))
    env.update(zip(jaxpr.invars, args))
    _translate(jaxpr, env, b, outer)
    return [_read(env, b, v, passing=True) for v in jaxpr.outvars]


def _subgraph(closed, outer):
    b = Builder("jax")
    jaxpr = getattr(closed, "jaxpr", closed)
    env = {v: b.input(v.aval.shape, _dtype(v.aval.dtype)) for v in jaxpr.invars}
    for v, c in zip(jaxpr.constvars, getattr(closed, "consts", ())):
        env[v] = b.const(c, _dtype(v.aval.dtype))
    _translate(jaxpr, env, b, outer)
    return b.graph([_read(env, b, v) for v in jaxpr.outvars])


def _unstack(eqn, arg, env, b, source):
    """``unstack[axis]``: output ``k`` is ``squeeze(slice(x, k, k + 1 along axis), axis)``;
    ``split[sizes, axis]``: output ``k`` is the slice of ``sizes[k]`` after the ones before."""
    shape = eqn.invars[0].aval.shape
    axis = int(eqn.params["axis"]) % len(shape)
    dtype = _dtype(eqn.invars[0].aval.dtype)
    split = eqn.primitive.name == "split"
    sizes = [int(n) for n in eqn.params["sizes"]] if split else [1] * len(eqn.outvars)
    at = 0
    for v, size in zip(eqn.outvars, sizes):
        start, limit = [0] * len(shape), list(shape)
        start[axis], limit[axis] = at, at + size
        at += size
        piece = b.new()
        sliced = (piece, tuple(limit[:axis]) + (size,) + tuple(limit[axis + 1:]), dtype)
        b.nodes.append(Node("lax.slice", [arg], {"start_indices": tuple(start),
                                                 "limit_indices": tuple(limit),
                                                 "strides": (1,) * len(shape)},
                            [sliced], (), source))
        if split:
            env[v] = piece
            continue
        env[v] = b.new()
        b.nodes.append(Node("lax.squeeze", [piece], {"dimensions": (axis,)},
                            [(env[v], tuple(v.aval.shape), _dtype(v.aval.dtype))], (), source))


def _stack(eqn, args, env, b, source):
    """``stack[axis]``: the operands with a new axis of size 1 there, concatenated along it."""
    axis = int(eqn.params["axis"])
    pieces = []
    for a, v in zip(args, eqn.invars):
        shape = tuple(v.aval.shape)
        pieces.append(b.new())
        new = shape[:axis] + (1,) + shape[axis:]
        b.nodes.append(Node("lax.reshape", [a], {"new_sizes": new},
                            [(pieces[-1], new, _dtype(v.aval.dtype))], (), source))
    b.nodes.append(Node("lax.concatenate", pieces, {"dimension": axis}, _outs(eqn, env, b), (),
                        source))


def _linear_solve(eqn, env, b, source, where):
    """``custom_linear_solve``: the ``x`` with ``matvec(x) = rhs``, where ``matvec`` is one
    ``dot_general`` of a matrix with ``x`` (then perhaps a transpose, or copies): what
    ``jnp.linalg.solve`` and its transpose (in a gradient) make. It becomes ``ivy.solve``
    nodes (``linalg.solve(A, B)``) with the transposes that put ``x``'s vectors in columns;
    any other ``matvec`` is refused. (JAX's own ``solve`` sub-program, from an LU
    factorisation, is not needed: the factors are left unread.)"""
    n_matvec = eqn.params["const_lengths"].matvec
    matvec = eqn.params["jaxprs"].matvec
    jaxpr = matvec.jaxpr
    form = _matvec_form(jaxpr, n_matvec)
    if form is None:
        _unsupported(eqn, "has a matvec other than one matrix product (not jnp.linalg.solve's)",
                     where)
    mat_index, a_transposed, x_vector_axis = form
    mat = _read(env, b, eqn.invars[mat_index])  # (the matvec's operands come first)
    rhs_var = eqn.invars[-1]
    rhs = _read(env, b, rhs_var)
    shape, dtype = tuple(rhs_var.aval.shape), _dtype(rhs_var.aval.dtype)
    n = shape[x_vector_axis]
    if a_transposed:
        mat = _node(b, "lax.transpose", [mat], {"permutation": (1, 0)}, (n, n), dtype, source)
    if len(shape) == 2 and x_vector_axis == 1:  # vectors in rows: solve the transposed system
        cols = _node(b, "lax.transpose", [rhs], {"permutation": (1, 0)}, shape[::-1], dtype,
                     source)
        sol = _node(b, "ivy.solve", [mat, cols], {}, shape[::-1], dtype, source)
        out = _node(b, "lax.transpose", [sol], {"permutation": (1, 0)}, shape, dtype, source)
    else:
        out = _node(b, "ivy.solve", [mat, rhs], {}, shape, dtype, source)
    env[eqn.outvars[0]] = out


def _node(b, op, args, params, shape, dtype, source):
    i = b.new()
    b.nodes.append(Node(op, args, params, [(i, tuple(shape), dtype)], (), source))
    return i


def _matvec_form(jaxpr, n_consts):
    """``(index of the matrix among the solve's operands, whether A is its transpose, x's
    vector axis)`` where ``matvec(x) = A @ x`` along that axis (per vector), from a jaxpr made
    of one 2-D ``dot_general`` of the matrix with ``x`` and perhaps a transpose /
    ``reduce_sum(axes=())``; else None."""
    x = jaxpr.invars[-1]
    if len(x.aval.shape) not in (1, 2) or len(jaxpr.outvars) != 1:
        return None
    alias, eqns = {}, []  # identities (a sum over no axis, a copy): their input's value
    for e in jaxpr.eqns:
        if (e.primitive.name in ("copy", "copy_p") or (e.primitive.name == "reduce_sum" and
                                                       not tuple(e.params.get("axes", ())))):
            alias[e.outvars[0]] = alias.get(e.invars[0], e.invars[0])
        else:
            eqns.append(e)
    out = alias.get(jaxpr.outvars[0], jaxpr.outvars[0])
    if (not eqns or eqns[0].primitive.name != "dot_general" or len(eqns) > 2
            or out is not eqns[-1].outvars[0]):
        return None
    dot = eqns[0]
    (lc, rc), (lb, rb) = dot.params["dimension_numbers"]
    if lb or rb or len(lc) != 1:
        return None
    operands = list(dot.invars)
    if x not in operands:
        return None
    xi = operands.index(x)
    m = operands[1 - xi]
    if m not in jaxpr.invars[:n_consts] or len(m.aval.shape) != 2:
        return None
    mc = int((lc if xi == 1 else rc)[0])  # the matrix's contracted axis
    xc = int((rc if xi == 1 else lc)[0])  # x's contracted axis: its vector axis
    # the product's axes: [matrix free axis, x free axis] or [x free axis, matrix free axis]
    out_axes = ["m", "x"] if xi == 1 else ["x", "m"]
    out_axes = [a for a in out_axes if a == "m" or len(x.aval.shape) == 2]
    if len(eqns) == 2:
        t = eqns[1]
        if t.primitive.name != "transpose" or alias.get(t.invars[0], t.invars[0]) is not \
                dot.outvars[0]:
            return None
        out_axes = [out_axes[i] for i in t.params["permutation"]]
    if out_axes.index("m") != xc:  # y's vector axis must be x's
        return None
    return jaxpr.invars.index(m), mc == 0, xc


def _outs(eqn, env, b):
    outs = []
    for v in eqn.outvars:
        i = b.new()
        env[v] = i
        outs.append((i, v.aval.shape, _dtype(v.aval.dtype)))
    return outs


def _control(eqn, where):
    """``(op, params, sub-graphs)`` of a control-flow equation."""
    p, name = eqn.params, eqn.primitive.name
    if name == "cond":
        return "ivy.cond", {}, [_subgraph(br, where) for br in p["branches"]]
    if name == "while":
        return ("ivy.while_loop", {"cond_nconsts": int(p["cond_nconsts"]),
                                   "body_nconsts": int(p["body_nconsts"])},
                [_subgraph(p["cond_jaxpr"], where), _subgraph(p["body_jaxpr"], where)])
    if p.get("_split_transpose"):
        _unsupported(eqn, "has _split_transpose=True", where)
    return ("ivy.scan", {"num_consts": int(p["num_consts"]), "num_carry": int(p["num_carry"]),
                         "length": int(p["length"]), "reverse": bool(p["reverse"])},
            [_subgraph(p["jaxpr"], where)])


def _equation(eqn, env, b, outer):
    name = eqn.primitive.name
    if name == "custom_linear_solve":  # (reads only the operands it needs: not lu's factors)
        _linear_solve(eqn, env, b, _short_where(_where(eqn, outer)), _where(eqn, outer))
        return
    args = [_read(env, b, v, passing=name in _INLINE) for v in eqn.invars]
    where = _where(eqn, outer)
    source = _short_where(where)
    if name in _INLINE:
        sub = eqn.params.get(_INLINE[name])
        if sub is None:
            _unsupported(eqn, "has no inner program to inline", where)
        outs = _bind_closed(sub, args, b, where)
        for v, o in zip(eqn.outvars, outs):
            env[v] = o
        return
    if name in ("copy", "copy_p", "device_put"):  # a copy of a value, or the value placed on a
        for v, a in zip(eqn.outvars, args):  # device: the value itself (nothing is mutated, and
            env[v] = a  # the replay puts every value on its own arrays' device)
        return
    if name in ("unstack", "split"):  # (JAX 0.10's primitives): each output a slice
        _unstack(eqn, args[0], env, b, source)
        return
    if name == "stack":  # (JAX 0.10's primitive): each operand reshaped, then concatenated
        _stack(eqn, args, env, b, source)
        return
    if name == "lu":
        for v in eqn.outvars:
            env[v] = _Unread(eqn, where)
        return
    if name in ("cond", "while", "scan"):
        op, params, graphs = _control(eqn, where)
        b.nodes.append(Node(op, args, params, _outs(eqn, env, b), graphs, source))
        return
    row = PRIMITIVES.get(name)
    if row is None:
        _unsupported(eqn, "has no mapping onto the JAX frontend", where)
    fn, spec = row
    params = _params(eqn, spec, where)
    b.nodes.append(Node(f"lax.{fn}", args, params, _outs(eqn, env, b), (), source))


def x64_mode(jax, on: bool):
    """JAX's 64-bit mode on or off for the calling thread only, as a context
    (``jax.enable_x64``; before JAX 0.5, ``jax.experimental.enable_x64`` / ``disable_x64``: the
    JAX that installs beside MXNet's NumPy 1.23)."""
    mode = getattr(jax, "enable_x64", None)
    if mode is not None:
        return mode(on)
    from jax import experimental  # noqa: PLC0415 - an older JAX

    return experimental.enable_x64() if on else experimental.disable_x64()


def trace_jax(fn, *example_args, x64=False):
    """``fn`` traced by ``jax.make_jaxpr`` on ``example_args`` (arrays), as a ``Graph``; with
    ``x64``, in JAX's 64-bit mode (Ivy code: ``_from_ivy``)."""
    try:
        import jax  # noqa: PLC0415
    except ImportError as e:
        raise IvyUnsupportedError("ivy.trace_graph(source='jax') needs JAX installed to trace; "
                                  "replaying a saved graph (Graph.from_json) does not") from e
    with x64_mode(jax, x64):  # JAX's default mode, which the frontend follows (this thread
        closed, shape = jax.make_jaxpr(fn, return_shape=True)(*example_args)  # only: no global)
    in_leaves, in_tree = _trees.flatten(example_args)
    out_leaves, out_tree = _trees.flatten(shape)
    for what, leaves, vars_ in (("argument", in_leaves, closed.jaxpr.invars),
                                ("output", out_leaves, closed.jaxpr.outvars)):
        if len(leaves) != len(vars_):  # a pytree node type other than dict / list / tuple
            raise IvyUnsupportedError(f"ivy.trace_graph: an {what} nest holds a container type "
                                      f"the graph does not keep (dicts, lists, tuples and None "
                                      f"are kept): {len(leaves)} leaves where JAX sees "
                                      f"{len(vars_)}")
    single = out_tree == _trees.LEAF
    if single or (out_tree is not None and "tuple" in out_tree and
                  all(t == _trees.LEAF for t in out_tree["tuple"])):
        out_tree = None  # an array, or a flat tuple of them: the plain form
    b = Builder("jax")
    jaxpr = closed.jaxpr
    env = {v: b.input(v.aval.shape, _dtype(v.aval.dtype)) for v in jaxpr.invars}
    for v, c in zip(jaxpr.constvars, closed.consts):
        env[v] = b.const(np.asarray(c), _dtype(v.aval.dtype))
    _translate(jaxpr, env, b)
    return b.graph([_read(env, b, v) for v in jaxpr.outvars], single,
                   None if _trees.is_flat(in_tree) else in_tree, out_tree)
