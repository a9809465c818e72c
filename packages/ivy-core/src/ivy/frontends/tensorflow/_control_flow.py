"""``tf.*`` control flow and graph helpers of the frontend, with TensorFlow's meaning: eagerly
(concrete values), ``tf.cond`` calls the branch its predicate picks, ``tf.while_loop`` loops in
Python, ``tf.map_fn`` / ``tf.foldl`` / ``tf.scan`` iterate over the leading axis (what TensorFlow
does outside ``tf.function``). Under a compiler's trace (``tf.function``, ``jax.jit``,
``torch.compile``: a loop variable, predicate or index is a traced value) ``tf.cond``,
``tf.case``, ``tf.switch_case``, ``tf.while_loop`` and ``tf.scan`` run on Ivy's structured
control flow (``ivy.cond``, ``ivy.switch``, ``ivy.while_loop``, ``ivy.scan``), as TensorFlow
builds ``If`` / ``Case`` / ``While`` ops inside ``tf.function``: the loop stays one loop, and its
variables keep their structure, shapes and dtypes (``shape_invariants=`` is not supported there);
``tf.case(exclusive=True)`` is not checked there. ``name=``, ``parallel_iterations=``,
``back_prop=``, ``swap_memory=``, ``maximum_iterations`` (honoured), ``shape_invariants=``
(checked by nothing eagerly: eager shapes are concrete) are accepted.
"""

from __future__ import annotations

import sys

import ivy

from .._common import flatten_pytree as _flatten
from .._common import unflatten_pytree as _unflatten
from ._promotion import as_tensor, convert
from .errors import InvalidArgumentError
from .tensor import Tensor, TensorShape, wrap

__all__ = ["case", "cond", "ensure_shape", "executing_eagerly", "foldl", "foldr",
           "get_static_value", "inside_function", "is_symbolic_tensor", "map_fn", "no_op",
           "scan", "switch_case", "while_loop"]

#: functions written as a composition of several Ivy functions
COMPOSED = frozenset({"foldl", "foldr", "map_fn", "scan"})


def _bool(pred):
    t = as_tensor(pred)
    return bool(ivy.to_scalar(t)) if t is not None else bool(pred)


# --- traced control flow: Ivy's structured functions ---------------------------------------------
def _torch_compiling():
    torch = sys.modules.get("torch")  # (asked directly: Dynamo folds this call)
    return (torch is not None and torch.compiler.is_compiling()) or ivy.compiler.is_compiling()


def _tracing(*values):
    """Whether a compiler is tracing: ``torch.compile``, inside ``tf.function``, or one of the
    ``values`` (nests) holds a JAX tracer."""
    if _torch_compiling():
        return True
    tf = sys.modules.get("tensorflow")
    if tf is not None and not tf.executing_eagerly():
        return True
    jax = sys.modules.get("jax")
    if jax is not None:
        tracer = jax.core.Tracer
        leaves, _ = _flatten(list(values))
        return any(isinstance(as_tensor(x), tracer) for x in leaves)
    return False


def _in(tree):
    """``(native leaves, spec)`` of a nest of tensors and Python values."""
    leaves, t = _flatten(tree)
    return [convert(x) for x in leaves], t


def _out(spec, leaves):
    return _unflatten(spec, [wrap(x) for x in leaves])


def _branches(fns):
    """Functions of nothing returning nests of native arrays (no side effect: torch's ``cond``
    operator refuses one; the backends check that the branches return one structure)."""

    def make(fn):
        def branch():
            leaves, t = _in(fn())
            if _torch_compiling():  # torch.cond refuses an output that is an input (``lambda:
                leaves = [x.clone() for x in leaves]  # x``): copies, inside the graph
            return _unflatten(t, leaves)

        return branch

    return [make(fn) for fn in fns]


def _branch_result(out):
    leaves, t = _flatten(out)
    return _out(t, leaves)


def _traced_cond(pred, fns):
    return _branch_result(ivy.cond(convert(pred), *_branches(fns)))

def cond(pred, true_fn=None, false_fn=None, name=None):
    if true_fn is None or false_fn is None:
        raise TypeError("cond(): 'true_fn' and 'false_fn' arguments must both be callables")
    if not isinstance(pred, bool) and _tracing(pred):
        return _traced_cond(pred, [true_fn, false_fn])
    return true_fn() if _bool(pred) else false_fn()


def case(pred_fn_pairs, default=None, exclusive=False, strict=False, name="case"):
    pairs = list(pred_fn_pairs.items()) if isinstance(pred_fn_pairs, dict) else list(pred_fn_pairs)
    if _tracing([p for p, _ in pairs]):  # the first true predicate's function, as nested If ops
        if default is None:  # TensorFlow: the last function is then the default
            pairs, default = pairs[:-1], pairs[-1][1]

        def pick(k):
            if k == len(pairs):
                return default()
            p, fn = pairs[k]
            if isinstance(p, bool):
                return fn() if p else pick(k + 1)
            return _traced_cond(p, [fn, lambda: pick(k + 1)])

        return pick(0)
    hits = [fn for p, fn in pairs if _bool(p)]
    if exclusive and len(hits) > 1:
        raise ivy.IvyValueError("tf.case: more than one predicate is True with exclusive=True")
    if hits:
        return hits[0]()
    if default is None:
        raise ivy.IvyValueError("tf.case: no predicate is True and there is no default")
    return default()


def switch_case(branch_index, branch_fns, default=None, name="switch_case"):
    fns = dict(branch_fns) if isinstance(branch_fns, dict) else dict(enumerate(branch_fns))
    if _tracing(branch_index):  # one Case op; an index out of range takes the default
        last = max(fns)
        default = default or fns[last]
        branches = [fns.get(k, default) for k in range(last + 1)] + [default]
        i = convert(branch_index)
        i = ivy.where(ivy.logical_or(i < 0, i > last), ivy.full_like(i, last + 1), i)
        return _branch_result(ivy.switch(i, _branches(branches)))
    i = int(ivy.to_scalar(as_tensor(branch_index))) if as_tensor(branch_index) is not None \
        else int(branch_index)
    if i in fns:
        return fns[i]()
    return (default or fns[max(fns)])()


def while_loop(cond, body, loop_vars, shape_invariants=None, parallel_iterations=10,
               back_prop=True, swap_memory=False, maximum_iterations=None, name=None):
    single = not isinstance(loop_vars, (list, tuple))
    vars_ = [loop_vars] if single else list(loop_vars)
    if _tracing(vars_):
        return _traced_while(cond, body, loop_vars, single, vars_, maximum_iterations)
    n = 0
    while (maximum_iterations is None or n < maximum_iterations) and _bool(cond(*vars_)):
        out = body(*vars_)
        vars_ = [out] if single or not isinstance(out, (list, tuple)) else list(out)
        n += 1
    return vars_[0] if single else type(loop_vars)(vars_)


def _traced_while(cond, body, loop_vars, single, vars_, maximum_iterations):
    leaves, tree = _in(vars_)
    n = len(leaves)
    limit = maximum_iterations is not None
    if limit:  # a counter beside the loop variables
        leaves = [*leaves, ivy.asarray(0, dtype="int32")]

    def test(val):
        c = convert(cond(*_out(tree, val[:n])))
        return ivy.logical_and(val[-1] < maximum_iterations, c) if limit else c

    def step(val):
        out = body(*_out(tree, val[:n]))
        out = [out] if single or not isinstance(out, (list, tuple)) else list(out)
        new, t = _in(out)
        if t != tree:
            raise ValueError("The two structures of loop_vars and the body's output don't have "
                             "the same nested structure")
        # a Python number returned for a variable takes its dtype (TensorFlow converts it so)
        new = [ivy.astype(x, v.dtype) if x.dtype != v.dtype and isinstance(o, (bool, int, float))
               else x for x, v, o in zip(new, val, _flatten(out)[0])]
        return [*new, val[-1] + 1] if limit else new

    out = _out(tree, ivy.while_loop(test, step, leaves)[:n])
    return out[0] if single else type(loop_vars)(out)


def _traced_scan(fn, elems, initializer, reverse):
    xs = convert(elems)
    if initializer is None:  # the first element is the initial accumulator, and output
        first = xs[-1] if reverse else xs[0]
        init, tree = [first], ("leaf", None)
        xs = xs[:-1] if reverse else xs[1:]
    else:
        init, tree = _in(initializer)

    def step(acc, x):
        new, t = _in(fn(_out(tree, acc), wrap(x)))
        if t != tree:
            raise ValueError("tf.scan: fn must return the structure of the accumulator")
        new = [ivy.astype(a, b.dtype) if a.dtype != b.dtype else a for a, b in zip(new, acc)]
        return new, new

    _, ys = ivy.scan(step, init, xs, reverse=bool(reverse))
    if initializer is None:
        ys = [ivy.concat([y, ivy.expand_dims(f, axis=0)] if reverse else
                         [ivy.expand_dims(f, axis=0), y], axis=0) for y, f in zip(ys, init)]
    return _out(tree, ys)


def _rows(elems):
    return [wrap(r) for r in ivy.unstack(convert(elems), axis=0)]


def _stack(results):
    if isinstance(results[0], (list, tuple)):
        return type(results[0])(_stack([r[i] for r in results]) for i in range(len(results[0])))
    return wrap(ivy.stack([convert(r) for r in results], axis=0))


def map_fn(fn, elems, dtype=None, parallel_iterations=None, back_prop=True, swap_memory=False,
           infer_shape=True, name=None, fn_output_signature=None):
    if isinstance(elems, (list, tuple)):  # several sequences, one element of each per call
        rows = list(zip(*[_rows(e) for e in elems]))
        return _stack([fn(type(elems)(r)) for r in rows])
    return _stack([fn(r) for r in _rows(elems)])


def foldl(fn, elems, initializer=None, parallel_iterations=10, back_prop=True,
          swap_memory=False, name=None):
    rows = _rows(elems)
    acc = rows.pop(0) if initializer is None else initializer
    for r in rows:
        acc = fn(acc, r)
    return acc


def foldr(fn, elems, initializer=None, parallel_iterations=10, back_prop=True,
          swap_memory=False, name=None):
    rows = _rows(elems)[::-1]
    acc = rows.pop(0) if initializer is None else initializer
    for r in rows:
        acc = fn(acc, r)
    return acc


def scan(fn, elems, initializer=None, parallel_iterations=10, back_prop=True,
         swap_memory=False, infer_shape=True, reverse=False, name=None):
    if _tracing(elems, initializer):
        return _traced_scan(fn, elems, initializer, reverse)
    rows = _rows(elems)
    if reverse:
        rows = rows[::-1]
    acc = rows.pop(0) if initializer is None else initializer
    out = [acc] if initializer is None else []
    for r in rows:
        acc = fn(acc, r)
        out.append(acc)
    if reverse:
        out = out[::-1]
    return _stack(out)


def executing_eagerly():
    return True


def inside_function():
    return False


def is_symbolic_tensor(tensor):
    return False


def no_op(name=None):
    return None


def get_static_value(tensor, partial=False):
    t = as_tensor(tensor)
    return ivy.to_numpy(t) if t is not None else tensor


def ensure_shape(x, shape, name=None):
    t = x if type(x) is Tensor else wrap(convert(x))
    if not t.shape.is_compatible_with(shape):
        raise InvalidArgumentError(None, "EnsureShape", f"Shape of tensor x {list(t.shape)} is "
                                   f"not compatible with expected shape {TensorShape(shape)}.")
    return t
