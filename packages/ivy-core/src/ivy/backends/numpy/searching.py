"""NumPy kernels: searching functions."""

import numpy as np

from ...errors import IvyValueError
from . import scatter_gather as _sg
from ._helpers import promote

_nd = np.ndarray

argmax = np.argmax
argmin = np.argmin


def count_nonzero(x, /, *, axis=None, keepdims=False):
    # NumPy 1.x returns a Python int for a full reduction
    return np.asarray(np.count_nonzero(x, axis=axis, keepdims=keepdims))


def nonzero(x, /, *, size=None, fill_value=0):
    # NumPy 1.x only warns on 0-d input; the standard requires an error
    if x.ndim == 0:
        raise IvyValueError("nonzero (numpy backend): x must have at least one dimension; "
                            "reshape it with ivy.reshape(x, (1,)) first")
    if size is None:
        return np.nonzero(x)
    return tuple(_sg.argwhere(x, size=size, fill_value=fill_value).T)


def searchsorted(x1, x2, /, *, side="left", sorter=None):
    if type(x2) is not _nd or x2.dtype != x1.dtype:  # Ivy's promotion (scalars are weak)
        x1, x2 = promote(x1, x2)
    return np.searchsorted(x1, x2, side=side, sorter=sorter)


def where(condition, x1, x2, /):
    if type(x1) is not _nd or type(x2) is not _nd or x1.dtype != x2.dtype:
        x1, x2 = promote(x1, x2)
    return np.where(condition, x1, x2)
