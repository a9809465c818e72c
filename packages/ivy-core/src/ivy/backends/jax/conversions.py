"""JAX kernels: conversions to native dtypes, NumPy and Python objects."""

import numpy as np

from ._helpers import requested_dtype


def as_native_dtype(dtype, /):
    return requested_dtype(dtype, "as_native_dtype")


def to_list(x, /):
    return x.tolist()


def to_numpy(x, /):
    return np.asarray(x)


def to_scalar(x, /):
    return x.item()
