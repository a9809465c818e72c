"""PyTorch kernels: layers. ``linear`` and ``scaled_dot_product_attention`` are native
(``torch.nn.functional``) when they cover the call: one dtype for every array (PyTorch does not
promote), a 2-d weight, no dropout in the attention (PyTorch's dropout draws from its global
generator, Ivy's from its own) and not ``mask`` together with ``is_causal`` (PyTorch refuses
both). PyTorch's attention also gives fully masked rows zero weights, as Ivy does. Other calls
are composed, and so are dropout, the LSTM, multi-head attention and the Fourier encoding."""

import torch
import torch.nn.functional as F

from ..._rules.layers import attention_args
from .._composed import composition
from .._self_check import failed, first_array
from ._helpers import T

_linear = composition("torch", "linear")
_attention = composition("torch", "scaled_dot_product_attention")


def linear(x, weight, /, *, bias=None):  # checks x itself (_self_check: one frame per layer)
    try:
        if not isinstance(x, T):
            first_array(x, "torch", "linear")
        d = x.dtype
        # (PyTorch would also broadcast a bias of shape (1,): Ivy wants [out], the composition
        # says so; dtypes are compared first: under torch.compile an op that raises cannot be
        # caught)
        if weight.dim() == 2 and x.dim() and weight.dtype == d and (
                bias is None or (bias.dtype == d and bias.shape == weight.shape[:1])):
            try:
                return F.linear(x, weight, bias)
            except RuntimeError:
                pass  # shapes that do not fit: the composition names them
        return _linear(x, weight, bias=bias)
    except Exception as e:
        failed(e, "linear", (x,))
        raise




def scaled_dot_product_attention(q, k, v, /, *, scale=None, mask=None, is_causal=False,
                                 dropout_p=0.0, seed=None):
    d = q.dtype
    if (not dropout_p and (mask is None or not is_causal) and d.is_floating_point
            and k.dtype == d and v.dtype == d
            and (mask is None or mask.dtype is torch.bool or mask.dtype == d)):
        # Ivy's shape rules first: PyTorch would let a mask enlarge the batch dimensions
        attention_args(q, k, v, scale, mask, dropout_p)
        try:
            return F.scaled_dot_product_attention(q, k, v, attn_mask=mask, is_causal=is_causal,
                                                  scale=scale)
        except RuntimeError:
            pass  # shapes that do not fit: the composition names them
    return _attention(q, k, v, scale=scale, mask=mask, is_causal=is_causal, dropout_p=dropout_p,
                      seed=seed)
