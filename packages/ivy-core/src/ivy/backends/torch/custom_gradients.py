"""PyTorch kernels: custom gradients through a ``torch.autograd.Function`` and rematerialisation
through ``torch.utils.checkpoint.checkpoint(..., use_reentrant=False)``.

``fwd`` runs as ordinary PyTorch code (autograd on, so a second-order gradient follows the
residuals into ``fwd``'s graph); the Function only routes: it takes the inputs, the residuals and
``fwd``'s detached outputs, returns the outputs and calls ``bwd`` in its backward. It is written
in the form ``torch.func`` transforms accept (``forward`` without ``ctx``, ``setup_context``,
``generate_vmap_rule``).

``checkpoint`` inside a ``torch.func`` transform (also ``ivy.grad`` and its relatives under
``torch.compile``, which run through ``torch.func``) runs the function unchanged: ``torch.func``
refuses the saved-tensor hooks that checkpointing is made of. Same values and gradients, no
memory saved; ``torch.compile`` plans the memory of its graph itself.

``custom_vjp`` works eagerly, inside ``torch.func`` transforms (``grad``, ``vjp``, ``vmap``) and
under ``torch.compile`` with ``Tensor.backward`` / ``torch.autograd.grad``; inside a ``torch.func``
transform under ``torch.compile`` (which is where ``ivy.grad`` runs when compiled) Dynamo ignores
the Function's backward, so that case raises ``IvyUnsupportedError`` instead of a wrong gradient.
"""

import torch
import torch.utils.checkpoint

from ...errors import IvyUnsupportedError

FORWARD_ONLY = False
# the level of the innermost torch.func transform running (None: none); ivy.grad and its
# relatives run through torch.func under torch.compile (Dynamo traces this call)
_transformed = torch._C._functorch.maybe_current_level
_compiling = torch.compiler.is_compiling


def checkpoint(func, xs, /):
    if _transformed() is not None:  # torch.func refuses the saved-tensor hooks checkpoint uses
        return func(xs)
    return list(torch.utils.checkpoint.checkpoint(lambda *a: func(list(a)), *xs,
                                                  use_reentrant=False))


class _Rule:
    """One call's ``bwd`` (flat lists of tensors) and how many inputs and residuals it has."""

    def __init__(self, bwd, nx, nres):
        self.bwd, self.nx, self.nres = bwd, nx, nres


class _Route(torch.autograd.Function):
    """The outputs ``fwd`` computed (given detached, returned as views) with ``bwd`` as their
    backward; the inputs and residuals come in as arguments so that ``torch.func`` sees them."""

    generate_vmap_rule = True

    @staticmethod
    def forward(rule, *args):
        return tuple(o.view_as(o) for o in args[rule.nx + rule.nres:])

    @staticmethod
    def setup_context(ctx, inputs, output):
        rule = inputs[0]
        ctx.rule = rule
        ctx.save_for_backward(*inputs[1 + rule.nx:1 + rule.nx + rule.nres])

    @staticmethod
    def backward(ctx, *cots):
        rule = ctx.rule
        grads = rule.bwd(list(ctx.saved_tensors), list(cots))
        return (None, *grads, *[None] * (rule.nres + len(cots)))


_COMPILED_TRANSFORM = (
    "ivy.custom_vjp is not supported on the 'torch' backend inside a torch.func transform under "
    "torch.compile (ivy.grad and its relatives run through torch.func there): PyTorch 2.13's "
    "Dynamo traces the autograd.Function's forward and differentiates it, ignoring its backward "
    "(silently wrong gradients); call the gradient function outside torch.compile, or compile "
    "with the jax backend")


def custom_vjp(primal, fwd, bwd, xs, /):
    if _compiling() and _transformed() is not None:
        raise IvyUnsupportedError(_COMPILED_TRANSFORM)
    if not (_compiling() or _transformed() is not None or (
            torch.is_grad_enabled() and any(x.requires_grad for x in xs))):
        return primal(xs)  # eager, nothing to differentiate: func itself
    outs, res = fwd(xs)  # with autograd on: a second order follows the residuals
    rule = _Rule(bwd, len(xs), len(res))
    return list(_Route.apply(rule, *xs, *res, *[o.detach() for o in outs]))
