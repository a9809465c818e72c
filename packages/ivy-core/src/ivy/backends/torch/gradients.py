"""PyTorch kernels: gradients through ``torch.autograd``.

The arrays to differentiate become fresh leaves (``detach().requires_grad_()``), so an outermost
call is a pure function of their values and returns detached results. Inside another gradient
computation (``nested``) an array that is part of the outer graph enters as a view of itself
(``view_as``: gradients with respect to it, the outer graph kept) and ``create_graph=True`` makes
the gradients differentiable again. Forward mode (``jvp``) is the double-vjp construction: the
vjp is linear in its cotangent, and differentiating it with respect to the cotangent gives J @ t.
"""

import torch

from ... import _nest
from ...errors import IvyDtypeError

_compiling = torch.compiler.is_compiling
# inside a torch.func transform (ivy.vmap / ivy.jacobian of an ivy.grad): torch.autograd is
# refused there, torch.func's own grad composes with it
_in_transform = torch._C._functorch.peek_interpreter_stack


def _leaves(xs, nested):
    return [x.view_as(x) if nested and x.requires_grad else x.detach().requires_grad_()
            for x in xs]


def _grads(outs, leaves, cots, create_graph):
    """``cots @ d outs / d leaves`` (zeros where no output depends on a leaf)."""
    pairs = [(o, c) for o, c in zip(outs, cots) if o.requires_grad]
    if not pairs:
        return [torch.zeros_like(x) for x in leaves]
    got = torch.autograd.grad([o for o, _ in pairs], leaves, [c for _, c in pairs],
                              retain_graph=True, create_graph=create_graph, allow_unused=True,
                              materialize_grads=True)
    return list(got) if create_graph else [g.detach() for g in got]


def _traced_with_gradients(func, xs, has_aux, nested):
    """The functional form Dynamo traces into one graph (``torch.autograd.grad`` is a graph
    break under ``torch.compile``): ``torch.func.grad_and_value`` of the loss."""

    ins = list(xs) if nested else [x.detach() for x in xs]
    if not has_aux:
        grads, y = torch.func.grad_and_value(func)(ins)
        return y, list(grads), None
    # torch.func's aux must be tensors only (None, a number or a Container in it makes Dynamo
    # give up on the whole frame): its tensors go through, the rest of it around
    box = []

    def loss(leaves):
        y, aux = func(leaves)
        flat, tree = _nest.flatten(aux)
        box.append((flat, tree))
        return y, [a for a in flat if isinstance(a, torch.Tensor)]

    grads, (y, tensors) = torch.func.grad_and_value(loss, has_aux=True)(ins)
    flat, tree = box[0]
    out, i = [], 0
    for a in flat:
        if isinstance(a, torch.Tensor):
            a = tensors[i]
            i += 1
        out.append(a)
    aux = tree.unflatten(out)
    return y, list(grads), aux


def execute_with_gradients(func, xs, has_aux, /, *, nested):
    if _compiling() or _in_transform() is not None:
        return _traced_with_gradients(func, xs, has_aux, nested)
    if not torch.is_grad_enabled():  # inside torch.no_grad(): record this computation anyway
        with torch.enable_grad():
            return execute_with_gradients(func, xs, has_aux, nested=nested)
    leaves = _leaves(xs, nested)
    out = func(leaves)
    y, aux = out if has_aux else (out, None)
    if not y.requires_grad:  # the loss does not depend on the arrays at all
        return (y if nested else y.detach()), [torch.zeros_like(x) for x in leaves], aux
    if nested:  # differentiable gradients (zeros that require grad where a leaf is unused)
        return y, list(torch.autograd.grad(y, leaves, create_graph=True, allow_unused=True,
                                           materialize_grads=True)), aux
    value = y.detach()
    grads = torch.autograd.grad(y, leaves, allow_unused=True)
    return value, [torch.zeros_like(x) if g is None else g for g, x in zip(grads, leaves)], aux


def is_variable(x, /):
    return x.requires_grad


def jvp(func, xs, tangents, /, *, nested):
    with torch.enable_grad():
        leaves = _leaves(xs, nested)
        outs = func(leaves)
        live = [o for o in outs if o.requires_grad]
        us = [torch.zeros_like(o, requires_grad=True) for o in live]
        touts = [torch.zeros_like(o) for o in outs]
        if live:
            # g(u) = u @ J (linear in u); d <g(u), t> / du = J @ t
            gs = torch.autograd.grad(live, leaves, us, create_graph=True, allow_unused=True,
                                     materialize_grads=True)
            pairs = [(g, t) for g, t in zip(gs, tangents) if g.requires_grad]
            if pairs:
                got = torch.autograd.grad([g for g, _ in pairs], us, [t for _, t in pairs],
                                          create_graph=nested, allow_unused=True,
                                          materialize_grads=True)
                it = iter(got)
                touts = [next(it) if o.requires_grad else t for o, t in zip(outs, touts)]
    if not nested:
        outs = [o.detach() for o in outs]
        touts = [t.detach() for t in touts]
    return outs, touts


def stop_gradient(x, /):
    return x.detach()


def variable(x, /):
    if not (x.is_floating_point() or x.is_complex()):
        raise IvyDtypeError(f"ivy.variable: only floating arrays can be variables on the 'torch' "
                            f"backend, got dtype {x.dtype}; cast it first (ivy.astype)")
    return x.detach().requires_grad_()


def vjp(func, xs, /, *, nested):
    with torch.enable_grad():
        leaves = _leaves(xs, nested)
        outs = func(leaves)

    def vjp_fn(cots, *, nested=False):
        with torch.enable_grad():
            return _grads(outs, leaves, cots, nested_at_creation or nested)

    nested_at_creation = nested
    return (outs if nested else [o.detach() for o in outs]), vjp_fn
