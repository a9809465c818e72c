"""PyTorch kernels: activations, all native (``torch.nn.functional``). Wrapped for argument names,
``gelu``'s ``approximate`` flag, the softmax family's 0-d / axis errors, and ``softplus``, whose
linear regime PyTorch always applies above ``threshold`` (default 20, inexact in float64): Ivy
passes 40, above which ``log1p(exp(-x))`` is below half an ulp of ``x`` in float32 and float64
alike, so the result is the exact function (and ``exp`` cannot overflow)."""

import torch
import torch.nn.functional as F

from ..._rules import nn as _nn
from ..._rules.activations import softplus_options
from ...errors import IvyValueError

_EXACT = 40.0  # softplus(x) rounds to x above this in float32 and float64

elu = F.elu
hardswish = F.hardswish
mish = F.mish
relu = torch.relu
selu = torch.selu
sigmoid = torch.sigmoid
silu = F.silu


def gelu(x, /, *, approximate=False):
    return F.gelu(x, approximate="tanh") if approximate else F.gelu(x)


def leaky_relu(x, /, *, alpha=0.2):
    return F.leaky_relu(x, alpha)


def _softmax_family(f, name):
    def kernel(x, /, *, axis=-1):
        if x.dim() == 0:  # torch takes dim -1 of a 0-d tensor; Ivy (as the standard) has no axis
            _nn.axis(name, 0, axis)
        try:
            return f(x, axis)
        except (IndexError, TypeError) as e:
            raise IvyValueError(f"ivy.{name} (torch backend): {e}") from None

    kernel.__name__ = name
    return kernel


log_softmax = _softmax_family(torch.log_softmax, "log_softmax")
softmax = _softmax_family(torch.softmax, "softmax")


def softplus(x, /, *, beta=None, threshold=None):
    if beta is None and threshold is None:
        return F.softplus(x, 1.0, _EXACT)
    softplus_options(beta, threshold)
    # torch's threshold applies to beta * x, as Ivy's; above _EXACT the exact function is x
    # itself, so a larger threshold (or none) changes nothing
    t = _EXACT if threshold is None or threshold > _EXACT else threshold
    return F.softplus(x, 1.0 if beta is None else beta, t)
