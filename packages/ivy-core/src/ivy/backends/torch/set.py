"""PyTorch kernels: set functions. torch.unique has no return_index: the first occurrence of each
value is the smallest flat index mapping to it (a scatter-min over the inverse). Each NaN is a
distinct value (sorted last), as the standard says and torch.unique already does."""

from typing import NamedTuple

import torch


class UniqueAllResult(NamedTuple):
    values: torch.Tensor
    indices: torch.Tensor
    inverse_indices: torch.Tensor
    counts: torch.Tensor


class UniqueCountsResult(NamedTuple):
    values: torch.Tensor
    counts: torch.Tensor


class UniqueInverseResult(NamedTuple):
    values: torch.Tensor
    inverse_indices: torch.Tensor


def _first(inverse, n):
    """Index of the first occurrence of each of ``n`` unique values."""
    flat = inverse.reshape(-1)
    size = flat.numel()
    out = torch.full((n,), size, dtype=torch.int64, device=flat.device)
    return out.scatter_reduce_(0, flat, torch.arange(size, device=flat.device), "amin")


def unique_all(x, /):
    v, inv, c = torch.unique(x.reshape(-1), return_inverse=True, return_counts=True)
    return UniqueAllResult(v, _first(inv, v.numel()), inv.reshape(x.shape), c)


def unique_counts(x, /):
    return UniqueCountsResult(*torch.unique(x.reshape(-1), return_counts=True))


def unique_inverse(x, /):
    v, inv = torch.unique(x.reshape(-1), return_inverse=True)
    return UniqueInverseResult(v, inv.reshape(x.shape))


def unique_values(x, /):
    return torch.unique(x.reshape(-1))
