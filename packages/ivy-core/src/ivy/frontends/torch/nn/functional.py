"""``torch.nn.functional`` of the frontend: activations (``_activations``), convolutions, pooling,
``unfold``/``fold`` (``_conv``), linear maps, dropout, embedding, padding, resampling, attention,
distances (``_layers``), normalisations (``_norms``) and losses (``_losses``); channel-first
(``[N, C, *spatial]``) as PyTorch. What each module accepts and ignores, or rejects, is in its
docstring.
"""

from __future__ import annotations

from typing import Optional  # noqa: F401 - PyTorch's module re-exports it too

from ... import _common
from . import _activations, _conv, _layers, _losses, _norms
from ._activations import *  # noqa: F403
from ._conv import *  # noqa: F403
from ._layers import *  # noqa: F403
from ._losses import *  # noqa: F403
from ._norms import *  # noqa: F403

_NO_INDICES = "Ivy's pooling returns no indices"
#: names of ``torch.nn.functional`` the frontend knows it cannot offer, with the reason
UNSUPPORTED: dict = {
    "adaptive_max_pool1d_with_indices": _NO_INDICES,
    "adaptive_max_pool2d_with_indices": _NO_INDICES,
    "adaptive_max_pool3d_with_indices": _NO_INDICES,
    "max_pool1d_with_indices": _NO_INDICES,
    "max_pool2d_with_indices": _NO_INDICES,
    "max_pool3d_with_indices": _NO_INDICES,
    "max_unpool1d": "needs pooling indices, which Ivy's pooling does not return",
    "max_unpool2d": "needs pooling indices, which Ivy's pooling does not return",
    "max_unpool3d": "needs pooling indices, which Ivy's pooling does not return",
    "fractional_max_pool2d": "Ivy has no fractional (randomly placed) pooling",
    "fractional_max_pool3d": "Ivy has no fractional (randomly placed) pooling",
    "fractional_max_pool2d_with_indices": "Ivy has no fractional pooling",
    "fractional_max_pool3d_with_indices": "Ivy has no fractional pooling",
    "ctc_loss": "Ivy has no CTC loss (a dynamic programme over alignments)",
    "embedding_bag": "Ivy has no segment reductions for bags of embeddings",
    "conv_tbc": "a PyTorch-internal layout (time, batch, channel) Ivy does not offer",
    "grouped_mm": "a CUDA grouped matmul kernel of PyTorch",
    "scaled_grouped_mm": "a CUDA grouped matmul kernel of PyTorch",
    "scaled_mm": "a CUDA float8 matmul kernel of PyTorch",
    "multi_head_attention_forward": "PyTorch's internal MultiheadAttention path; use "
                                    "scaled_dot_product_attention",
    "handle_torch_function": "PyTorch's __torch_function__ machinery",
    "has_torch_function": "PyTorch's __torch_function__ machinery",
    "has_torch_function_unary": "PyTorch's __torch_function__ machinery",
    "has_torch_function_variadic": "PyTorch's __torch_function__ machinery",
    "boolean_dispatch": "PyTorch's internal dispatch helper",
    "assert_int_or_pair": "PyTorch's internal argument check",
}
#: functions written as a composition of several Ivy functions
COMPOSED: frozenset = (_activations.COMPOSED | _conv.COMPOSED | _layers.COMPOSED
                       | _losses.COMPOSED | _norms.COMPOSED)

__all__: list = sorted(_activations.__all__ + _conv.__all__ + _layers.__all__ + _losses.__all__
                       + _norms.__all__)


def __getattr__(name):
    if name in UNSUPPORTED:
        return _common.unsupported("torch", f"nn.functional.{name}", UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.torch.nn.functional' has no attribute {name!r}")
