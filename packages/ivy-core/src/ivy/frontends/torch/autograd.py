"""``torch.autograd`` of the frontend, eagerly: custom ``Function`` classes run their ``forward``.

The frontend keeps no tape (``Tensor.backward`` raises), so a ``Function``'s ``apply`` is its
``forward`` on a context that records what ``save_for_backward`` was given; its ``backward`` is
never called. Differentiate the program with the backend's autodiff (``ivy.grad`` over a function
of native arrays): the gradient is then that of ``forward``'s operations, which equals the custom
``backward``'s wherever that one is a correct gradient (what PyTorch itself requires of it).
``forward_ad.unpack_dual``: the frontend makes no dual tensors, so every tangent is ``None``.
"""

from __future__ import annotations

from collections import namedtuple
from types import SimpleNamespace

__all__ = ["Function", "forward_ad"]


class _Context:
    """The ``ctx`` handed to ``Function.forward``: keeps the saved tensors and the flags."""

    def __init__(self, args):
        self.needs_input_grad = tuple(False for _ in args)
        self.saved_tensors = ()
        self.materialize_grads = True

    def save_for_backward(self, *tensors):
        self.saved_tensors = tensors

    def mark_dirty(self, *tensors):
        pass

    def mark_non_differentiable(self, *tensors):
        pass

    def set_materialize_grads(self, value):
        self.materialize_grads = bool(value)


class Function:
    """``torch.autograd.Function``: derive and write ``forward(ctx, *args)`` (a static method);
    ``MyFunction.apply(*args)`` runs it (module doc: ``backward`` is never called)."""

    @classmethod
    def apply(cls, *args, **kwargs):
        ctx = _Context(args)
        if cls.setup_context is not Function.setup_context:
            out = cls.forward(*args, **kwargs)  # the newer style: forward takes no ctx
            cls.setup_context(ctx, args, out)
            return out
        return cls.forward(ctx, *args, **kwargs)

    @staticmethod
    def forward(ctx, *args, **kwargs):
        raise NotImplementedError("a torch.autograd.Function must define forward")

    @staticmethod
    def setup_context(ctx, inputs, output):
        raise NotImplementedError("setup_context is overridden by a Function whose forward "
                                  "takes no ctx")


_Dual = namedtuple("UnpackedDualTensor", ["primal", "tangent"])


def _unpack_dual(tensor, *, level=None):
    """``forward_ad.unpack_dual``: ``(tensor, None)`` (the frontend makes no dual tensors)."""
    return _Dual(tensor, None)


#: ``torch.autograd.forward_ad``, as far as a program that makes no dual tensors needs it
forward_ad = SimpleNamespace(unpack_dual=_unpack_dual)
