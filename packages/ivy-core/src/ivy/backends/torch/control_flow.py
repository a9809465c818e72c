"""PyTorch kernels: control flow as Python in eager mode, torch's higher-order operators inside
``torch.compile`` (so the compiled graph holds one loop, not the unrolled iterations).

``torch.cond`` (both branches compiled), ``torch._higher_order_ops.while_loop`` (differentiable
since torch 2.13) and ``torch._higher_order_ops.scan``. A compiled ``scan`` whose inputs require
gradients runs as a Python loop (Dynamo unrolls it): the operator's backward graph fails to
compile in torch 2.13 ("scan might be aliasing the input or the output"). These operators refuse
a body output that is the same tensor as an input, and an initial carry that the body also reads
from outside (aliasing): such outputs and the initial carry are cloned (inside the compiled
graph, where a copy of a small carry costs next to nothing).
"""

import torch
from torch._higher_order_ops.scan import scan as _scan_op
from torch._higher_order_ops.while_loop import while_loop as _while_op
from torch.utils._pytree import tree_flatten, tree_unflatten

from .. import _python_loops

_compiling = torch.compiler.is_compiling


def cond(pred, true_fn, false_fn):
    if not _compiling():
        return true_fn() if bool(pred) else false_fn()
    return torch.cond(pred, _cloned(true_fn), _cloned(false_fn), ())


def fori_loop(xp, lower, upper, body_fn, init):
    if not _compiling():
        return _python_loops.fori_loop(xp, lower, upper, body_fn, init)
    if isinstance(lower, int) and isinstance(upper, int) and upper <= lower:
        return init
    i0 = torch.as_tensor(lower, dtype=torch.int64)
    hi = torch.as_tensor(upper, dtype=torch.int64)

    def body(i, *val):
        return (i + 1, *_unaliased(body_fn(i, list(val)), (i, *val)))

    return list(_while_op(lambda i, *_: i < hi, body, (i0, *_fresh(init)))[1:])


def scan(xp, f, init, xs, length, reverse, y_like):
    needs_grad = torch.is_grad_enabled() and any(t.requires_grad for t in (*init, *xs))
    if not _compiling() or needs_grad or length == 0:
        return _python_loops.scan(xp, f, init, xs, length, reverse, y_like)
    if not xs:  # the operator scans over arrays: an index stands in for "no xs"
        def step(carry, x):
            return _step(f, carry, [])

        carry, ys = _scan_op(step, list(_fresh(init)), [torch.arange(length)], reverse=reverse)
        return list(carry), ys
    carry, ys = _scan_op(lambda c, x: _step(f, c, x), list(_fresh(init)), list(xs),
                         reverse=reverse)
    return list(carry), ys


def switch(index, branches):
    n = len(branches)
    if not _compiling():
        return branches[min(max(int(index), 0), n - 1)]()
    index = torch.clamp(index, 0, n - 1)

    def pick(k):  # branches[k:] as nested conditionals on the index
        if k == n - 1:
            return branches[k]()
        return torch.cond(index == k, _cloned(branches[k]), lambda: pick(k + 1), ())

    return pick(0)


def while_loop(cond_fn, body_fn, init):
    if not _compiling():
        return _python_loops.while_loop(cond_fn, body_fn, init)
    out = _while_op(lambda *val: cond_fn(list(val)),
                    lambda *val: _unaliased(body_fn(list(val)), val), _fresh(init))
    return list(out)


def _cloned(branch):
    """``branch`` returning new tensors: ``torch.cond`` refuses an output that is (a view of) a
    tensor the branch reads from outside, which a branch returning its operand unchanged does
    (a copy inside the compiled graph costs next to nothing)."""
    def run():
        leaves, spec = tree_flatten(branch())
        return tree_unflatten([t.clone() if isinstance(t, torch.Tensor) else t for t in leaves],
                              spec)

    return run


def _fresh(init):
    """The initial carry as new tensors: the operators refuse a carry that is also a tensor the
    body reads from outside (the user's ``x`` as both the start and a constant of the loop)."""
    return tuple(t.clone() for t in init)


def _unaliased(outs, ins):
    """``outs`` as a tuple, cloning each output that is one of ``ins`` or an earlier output."""
    seen = [*ins]
    result = []
    for o in outs:
        if any(o is s for s in seen):
            o = o.clone()
        seen.append(o)
        result.append(o)
    return tuple(result)


def _step(f, carry, x):
    new, y = f(list(carry), list(x))
    new = _unaliased(new, (*carry, *x))
    leaves, spec = tree_flatten(y)
    return list(new), tree_unflatten(list(_unaliased(leaves, (*carry, *x, *new))), spec)
