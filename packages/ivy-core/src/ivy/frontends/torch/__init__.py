"""PyTorch's API re-created on Ivy: ``import ivy.frontends.torch as torch``.

Torch code runs on whichever Ivy backend holds the data (the backend in force when tensors are
made: ``ivy.use`` / ``ivy.set_backend``, else NumPy), with PyTorch's names, argument names,
defaults and promotion. What is covered: ``docs/frontends/torch.md``.

Example:
    >>> import ivy.frontends.torch as torch
    >>> x = torch.tensor([1, 2, 3])
    >>> (x + 0.5).dtype, torch.add(x, x, alpha=2).tolist()
    (torch.float32, [3, 6, 9])
"""

from __future__ import annotations

from .. import _common
from . import fft, linalg, nn, special  # noqa: E402, I001 - the sub-namespaces
from ._dtypes import DTYPES, dtype
from .creation import *  # noqa: F403
from .pointwise import *  # noqa: F403
from .tensor import Size, Tensor

bool = DTYPES["bool"]  # noqa: A001 - PyTorch's name
uint8, int8, int16, int32, int64 = (DTYPES[n] for n in ("uint8", "int8", "int16", "int32", "int64"))
uint16, uint32, uint64 = DTYPES["uint16"], DTYPES["uint32"], DTYPES["uint64"]
float16, bfloat16, float32, float64 = (DTYPES[n] for n in ("float16", "bfloat16", "float32",
                                                          "float64"))
complex64, complex128 = DTYPES["complex64"], DTYPES["complex128"]
half, float, double = float16, float32, float64  # noqa: A001 - PyTorch's aliases
short, int, long = int16, int32, int64  # noqa: A001
cfloat, cdouble = complex64, complex128

#: names of ``torch`` the frontend knows it cannot offer, with the reason
UNSUPPORTED: dict = {}
#: functions of this namespace written as a composition of several Ivy functions
COMPOSED: frozenset = frozenset()

__all__ = ["Size", "Tensor", "dtype", "fft", "linalg", "nn", "special"]


def __getattr__(name):
    if name in UNSUPPORTED:
        return _common.unsupported("torch", name, UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.torch' has no attribute {name!r}")


from .tensor import wrap as _frontend_array  # noqa: E402, F401 - for the tests
