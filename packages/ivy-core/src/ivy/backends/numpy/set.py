"""NumPy kernels: set functions. Each NaN is a distinct value, as the standard says.

``np.unique`` collapses NaNs before NumPy 1.24 (and has ``equal_nan=`` only from 1.24), so NaNs
are set aside and appended one by one; inverse indices take x's shape on every NumPy version.
"""

import numpy as np

from ...results import UniqueAllResult, UniqueCountsResult, UniqueInverseResult


def _nans(flat):
    """Boolean mask of the NaNs of a 1-d array, or None when it has none."""
    if flat.dtype.kind in "fcV":
        mask = np.isnan(flat)
        if mask.any():
            return mask
    return None


def _unique_all(x):
    flat = x.reshape(-1)
    nan = _nans(flat)
    if nan is None:
        v, i, inv, c = np.unique(flat, return_index=True, return_inverse=True, return_counts=True)
        return v, i, inv.reshape(x.shape), c
    keep = np.flatnonzero(~nan)
    at = np.flatnonzero(nan)
    v, i, inv, c = np.unique(flat[keep], return_index=True, return_inverse=True, return_counts=True)
    inverse = np.empty(flat.shape, dtype=inv.dtype)
    inverse[keep] = inv
    inverse[at] = np.arange(v.size, v.size + at.size, dtype=inv.dtype)
    return (np.concatenate([v, flat[at]]), np.concatenate([keep[i], at]).astype(i.dtype),
            inverse.reshape(x.shape), np.concatenate([c, np.ones(at.size, dtype=c.dtype)]))


def unique_all(x, /):
    return UniqueAllResult(*_unique_all(x))


def unique_counts(x, /):
    flat = x.reshape(-1)
    nan = _nans(flat)
    if nan is None:
        return UniqueCountsResult(*np.unique(flat, return_counts=True))
    v, c = np.unique(flat[~nan], return_counts=True)
    k = np.count_nonzero(nan)
    return UniqueCountsResult(np.concatenate([v, flat[nan]]),
                              np.concatenate([c, np.ones(k, dtype=c.dtype)]))


def unique_inverse(x, /):
    flat = x.reshape(-1)
    if _nans(flat) is None:
        v, inv = np.unique(flat, return_inverse=True)
        return UniqueInverseResult(v, inv.reshape(x.shape))
    v, _, inv, _ = _unique_all(x)
    return UniqueInverseResult(v, inv)


def unique_values(x, /):
    flat = x.reshape(-1)
    nan = _nans(flat)
    if nan is None:
        return np.unique(flat)
    return np.concatenate([np.unique(flat[~nan]), flat[nan]])
