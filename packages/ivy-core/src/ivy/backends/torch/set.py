"""PyTorch kernels: set functions. torch.unique has no return_index: the first occurrence of each
value is the smallest flat index mapping to it (a scatter-min over the inverse). Each NaN is a
distinct value (sorted last), as the standard says and torch.unique already does. torch.unique
has no complex kernel: complex values are sorted lexicographically (real, then imaginary) here."""

import torch

from ...results import UniqueAllResult, UniqueCountsResult, UniqueInverseResult


def _first(inverse, n):
    """Index of the first occurrence of each of ``n`` unique values."""
    size = inverse.numel()
    out = torch.full((n,), size, dtype=torch.int64, device=inverse.device)
    return out.scatter_reduce_(0, inverse, torch.arange(size, device=inverse.device), "amin")


def _complex_unique(flat):
    """(values, inverse, counts) of a 1-d complex tensor; NaNs (in either part) last, distinct."""
    dev = flat.device
    nan = torch.isnan(flat.real) | torch.isnan(flat.imag)
    keep = torch.nonzero(~nan).reshape(-1)
    at = torch.nonzero(nan).reshape(-1)
    f = flat[keep]
    o = torch.argsort(f.imag, stable=True)
    o = o[torch.argsort(f.real[o], stable=True)]
    s = f[o]
    new = torch.ones(s.numel(), dtype=torch.bool, device=dev)
    new[1:] = s[1:] != s[:-1]
    grp = torch.cumsum(new, 0) - 1
    values = s[new]
    m = values.numel()
    inverse = torch.empty(flat.numel(), dtype=torch.int64, device=dev)
    inverse[keep[o]] = grp
    inverse[at] = torch.arange(m, m + at.numel(), device=dev)
    counts = torch.cat([torch.bincount(grp, minlength=m),
                        torch.ones(at.numel(), dtype=torch.int64, device=dev)])
    return torch.cat([values, flat[at]]), inverse, counts


def _unique(x):
    flat = x.reshape(-1)
    if flat.dtype.is_complex:
        return _complex_unique(flat)
    return torch.unique(flat, return_inverse=True, return_counts=True)


def unique_all(x, /):
    v, inv, c = _unique(x)
    return UniqueAllResult(v, _first(inv, v.numel()), inv.reshape(x.shape), c)


def unique_counts(x, /):
    if x.dtype.is_complex:
        v, _, c = _complex_unique(x.reshape(-1))
        return UniqueCountsResult(v, c)
    return UniqueCountsResult(*torch.unique(x.reshape(-1), return_counts=True))


def unique_inverse(x, /):
    if x.dtype.is_complex:
        v, inv, _ = _complex_unique(x.reshape(-1))
    else:
        v, inv = torch.unique(x.reshape(-1), return_inverse=True)
    return UniqueInverseResult(v, inv.reshape(x.shape))


def unique_values(x, /):
    if x.dtype.is_complex:
        return _complex_unique(x.reshape(-1))[0]
    return torch.unique(x.reshape(-1))
