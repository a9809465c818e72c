"""PyTorch backend: kernels in one module per category, mirroring ``ivy/functional``.

uint16/uint32/uint64 are "shell" dtypes in PyTorch (most kernels are not implemented for them);
the kernels route them through same-width signed views (modular arithmetic, data movement,
order-preserving sign-bit flip) or exact widening, see ``_helpers``.
"""

import torch

from ... import _nest
from ... import dtypes as _dtypes
from ..._rules.owners import _owner

DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float32", "float64", "complex64", "complex128", "float16", "bfloat16")
CAPABILITIES = {"boolean indexing": True, "data-dependent shapes": True, "max dimensions": 64}
UNSUPPORTED: dict = {}

# torch.compile's Dynamo cannot trace the exec of a generated rebuilding function: structures
# first flattened while it traces are rebuilt without one (the compiled code keeps no Python)
_nest.TRACING.append(torch.compiler.is_compiling)
# caches a first compiled call would otherwise fill while Dynamo traces (a guard on their
# contents then fails on the second call, which compiles everything again): filled now
_nest._LEAF_TYPES.update((torch.Tensor, torch.nn.Parameter))
_owner(torch.Tensor), _owner(torch.nn.Parameter)  # (array type -> backend)
for _name in DTYPES:
    _dtypes._native_name(getattr(torch, _name))


def array_types():
    """Native array types of this backend (``torch.nn.Parameter`` is accepted as a subclass)."""
    return (torch.Tensor,)


def devices():
    """Devices as Ivy strings: ``"cpu"`` and ``"gpu:N"`` for each CUDA device."""
    n = torch.cuda.device_count() if torch.cuda.is_available() else 0
    return ["cpu"] + [f"gpu:{i}" for i in range(n)]
