"""NumPy kernels: utility functions."""

import numpy as np

from ._helpers import promote

_and_reduce, _or_reduce = np.logical_and.reduce, np.logical_or.reduce


# the ufuncs' reduce directly: np.all/np.any's result without their Python-level overhead
def all(x, /, *, axis=None, keepdims=False):  # noqa: A001
    return _and_reduce(x, axis, None, None, keepdims)


def any(x, /, *, axis=None, keepdims=False):  # noqa: A001
    return _or_reduce(x, axis, None, None, keepdims)


def diff(x, /, *, axis=-1, n=1, prepend=None, append=None):
    # np.diff takes None as a value to prepend/append; mixed dtypes follow Ivy's promotion
    if prepend is None and append is None:
        return np.diff(x, n=n, axis=axis)
    kw = {}
    if prepend is not None:
        if prepend.dtype != x.dtype:
            x, prepend = promote(x, prepend)
        kw["prepend"] = prepend
    if append is not None:
        if append.dtype != x.dtype:
            x, append = promote(x, append)
            if prepend is not None:
                kw["prepend"] = prepend.astype(x.dtype, copy=False)
        kw["append"] = append
    return np.diff(x, n=n, axis=axis, **kw)
