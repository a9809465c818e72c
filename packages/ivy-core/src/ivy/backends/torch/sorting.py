"""PyTorch kernels: sorting functions (wrapped for argument names; torch sorts NaN last, keeps
equal elements in order with stable=True, also when descending)."""

import torch


def argsort(x, /, *, axis=-1, descending=False, stable=True):
    return torch.argsort(x, dim=axis, descending=descending, stable=stable)


def sort(x, /, *, axis=-1, descending=False, stable=True):
    return torch.sort(x, dim=axis, descending=descending, stable=stable).values
