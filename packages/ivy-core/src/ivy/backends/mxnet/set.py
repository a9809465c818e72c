"""MXNet kernels: set functions (``np.unique`` is an MXNet operator). Each NaN is a distinct value
(MXNet collapses them): NaNs are set aside and appended one by one, as in the NumPy backend;
inverse indices take x's shape."""

from mxnet import np

from ...results import UniqueAllResult, UniqueCountsResult, UniqueInverseResult


def _unique_all(x):
    if x.dtype.kind == "b":  # MXNet's unique has no bool kernel: through uint8
        v, i, inv, c = _unique_all(x.astype("uint8"))
        return v.astype("bool"), i, inv, c
    flat = x.reshape(-1)
    if flat.dtype.kind == "f":
        flat = flat + 0.0  # -0.0 -> 0.0: MXNet's unique tells the two zeros apart
    if flat.dtype.kind != "f" or not bool(np.isnan(flat).any()):
        if flat.size == 0:
            e = np.zeros((0,), dtype="int64", ctx=x.ctx)
            return flat, e, e.reshape(x.shape), e
        v, i, inv, c = np.unique(flat, return_index=True, return_inverse=True, return_counts=True)
        return v, i, inv.reshape(x.shape), c
    nan = np.isnan(flat)
    keep = np.nonzero(np.logical_not(nan))[0]
    at = np.nonzero(nan)[0]
    n = int(keep.size)
    if n:
        v, i, inv, c = np.unique(flat[keep], return_index=True, return_inverse=True,
                                 return_counts=True)
        first = keep[i]
    else:
        v = flat[:0]
        first = inv = c = np.zeros((0,), dtype="int64", ctx=x.ctx)
    m = int(v.size)
    inverse = np.zeros(flat.shape, dtype="int64", ctx=x.ctx)
    if n:
        inverse[keep] = inv
    inverse[at] = np.arange(m, m + int(at.size), dtype="int64", ctx=x.ctx)
    ones = np.ones((int(at.size),), dtype="int64", ctx=x.ctx)
    return (np.concatenate([v, flat[at]]), np.concatenate([first, at]), inverse.reshape(x.shape),
            np.concatenate([c, ones]))


def unique_all(x, /):
    return UniqueAllResult(*_unique_all(x))


def unique_counts(x, /):
    v, _, _, c = _unique_all(x)
    return UniqueCountsResult(v, c)


def unique_inverse(x, /):
    v, _, inv, _ = _unique_all(x)
    return UniqueInverseResult(v, inv)


def unique_values(x, /):
    return _unique_all(x)[0]
