"""NumPy kernels: conversions between NumPy arrays, NumPy dtypes and Python objects."""

import numpy as np

from ._helpers import native_dtype

as_native_dtype = native_dtype


def to_list(x, /):
    return x.tolist()


to_numpy = np.asarray


def to_scalar(x, /):
    return x.item()
