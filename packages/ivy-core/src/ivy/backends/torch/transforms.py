"""PyTorch kernels: function transformations through ``torch.func`` (``vmap``, ``jacrev``,
``jacfwd``, ``hessian``), which compose with each other, with ``torch.autograd`` outside them and
with ``torch.compile``.

``torch.func`` refuses a function that calls ``torch.autograd`` itself (an ``ivy.grad``,
``ivy.vjp`` or ``ivy.jvp`` inside ``func``: they make their arrays require grad), and forward mode
an operator without a forward-mode formula: the kernels then return None and Ivy computes the
result without them (``vmap``: once per example, stacked; ``jacobian`` / ``hessian``: one
backward pass per output or gradient element). ``vmap`` also falls back for a function that
reads values (``.item()``, data-dependent control flow: JAX refuses those).
"""

import torch

# the messages of torch.func's refusal (torch 2.x): torch.autograd inside a transform; an
# operator without a forward-mode formula (jacfwd, hessian)
_REFUSED = ("functorch transform", "forward AD with")
# vmap: a value read inside the function (.item(), data-dependent control flow; Ivy's PyTorch
# kernels read values where JAX's do not, e.g. to check indices)
_VALUE_READ = ("vmap: It looks like you're",)


def _refused(e, also=()):
    msg = str(e)
    return any(r in msg for r in _REFUSED + also)


def _detach(tree):
    return [[h.detach() for h in row] for row in tree]


def hessian(func, xs, /, *, nested):
    try:
        hs = torch.func.hessian(func)(xs if nested else [x.detach() for x in xs])
    except RuntimeError as e:
        if not _refused(e):
            raise
        return None
    return hs if nested else _detach(hs)


def jacobian(func, xs, mode, /, *, nested):
    transform = torch.func.jacrev if mode == "reverse" else torch.func.jacfwd
    try:
        jacs = transform(func)(xs if nested else [x.detach() for x in xs])
    except RuntimeError as e:
        if not _refused(e):
            raise
        return None
    return jacs if nested else _detach(jacs)


def vmap(func, xs, size, /):
    try:
        # random functions draw independently per example (as the composition does)
        return torch.func.vmap(func, randomness="different")(xs)
    except RuntimeError as e:
        if not _refused(e, _VALUE_READ):
            raise
        return None
