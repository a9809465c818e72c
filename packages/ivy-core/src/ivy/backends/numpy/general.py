"""NumPy kernels: general helpers."""

import numpy as np

from ...errors import IvyUnsupportedError


def inplace_update(x, val, /):
    if type(x) is not np.ndarray:
        raise IvyUnsupportedError(f"ivy.inplace_update is not supported on the 'numpy' backend for "
                                  f"a {type(x).__name__}: only numpy.ndarray is mutable")
    x[...] = val
    return x


def to_native_shape(shape, /):
    return tuple(int(s) for s in shape)
