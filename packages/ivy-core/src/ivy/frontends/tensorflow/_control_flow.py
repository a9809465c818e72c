"""``tf.*`` control flow and graph helpers of the frontend, with eager TensorFlow's meaning: the
frontend runs eagerly, so ``tf.cond`` calls the branch its predicate picks, ``tf.while_loop``
loops in Python, ``tf.map_fn`` / ``tf.foldl`` / ``tf.scan`` iterate over the leading axis
(exactly what TensorFlow does outside ``tf.function``). Under a compiler's trace a predicate that
is a traced value cannot be read: write those programs with ``tf.where`` / ``tf.math`` ops.
``name=``, ``parallel_iterations=``, ``back_prop=``, ``swap_memory=``, ``maximum_iterations``
(honoured), ``shape_invariants=`` (checked by nothing: eager shapes are concrete) are accepted.
"""

from __future__ import annotations

import ivy

from ._promotion import as_tensor, convert
from .tensor import Tensor, TensorShape, wrap

__all__ = ["case", "cond", "ensure_shape", "executing_eagerly", "foldl", "foldr",
           "get_static_value", "inside_function", "is_symbolic_tensor", "map_fn", "no_op",
           "scan", "switch_case", "while_loop"]

#: functions written as a composition of several Ivy functions
COMPOSED = frozenset({"foldl", "foldr", "map_fn", "scan"})


def _bool(pred):
    t = as_tensor(pred)
    return bool(ivy.to_scalar(t)) if t is not None else bool(pred)


def cond(pred, true_fn=None, false_fn=None, name=None):
    if true_fn is None or false_fn is None:
        raise TypeError("cond(): 'true_fn' and 'false_fn' arguments must both be callables")
    return true_fn() if _bool(pred) else false_fn()


def case(pred_fn_pairs, default=None, exclusive=False, strict=False, name="case"):
    pairs = list(pred_fn_pairs.items()) if isinstance(pred_fn_pairs, dict) else list(pred_fn_pairs)
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
    i = int(ivy.to_scalar(as_tensor(branch_index))) if as_tensor(branch_index) is not None \
        else int(branch_index)
    if i in fns:
        return fns[i]()
    return (default or fns[max(fns)])()


def while_loop(cond, body, loop_vars, shape_invariants=None, parallel_iterations=10,
               back_prop=True, swap_memory=False, maximum_iterations=None, name=None):
    single = not isinstance(loop_vars, (list, tuple))
    vars_ = [loop_vars] if single else list(loop_vars)
    n = 0
    while (maximum_iterations is None or n < maximum_iterations) and _bool(cond(*vars_)):
        out = body(*vars_)
        vars_ = [out] if single or not isinstance(out, (list, tuple)) else list(out)
        n += 1
    return vars_[0] if single else type(loop_vars)(vars_)


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
    t = x if x.__class__ is Tensor else wrap(convert(x))
    if not t.shape.is_compatible_with(shape):
        from .errors import InvalidArgumentError  # noqa: PLC0415

        raise InvalidArgumentError(None, "EnsureShape", f"Shape of tensor x {list(t.shape)} is "
                                   f"not compatible with expected shape {TensorShape(shape)}.")
    return t
