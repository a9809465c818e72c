"""PyTorch kernels: sorting functions (wrapped for argument names; torch sorts NaN last, keeps
equal elements in order with stable=True, also when descending)."""

import torch

from ._helpers import UINT, u_ord, u_unord


def argsort(x, /, *, axis=-1, descending=False, stable=True):
    if x.dtype in UINT:  # no CUDA sort for uint16/32/64: the order-preserving signed map
        x = u_ord(x)
    return torch.argsort(x, dim=axis, descending=descending, stable=stable)


def sort(x, /, *, axis=-1, descending=False, stable=True):
    u = x.dtype
    if u in UINT:  # no CUDA sort for uint16/32/64: the order-preserving signed map
        return u_unord(torch.sort(u_ord(x), dim=axis, descending=descending,
                                  stable=stable).values, u)
    return torch.sort(x, dim=axis, descending=descending, stable=stable).values
