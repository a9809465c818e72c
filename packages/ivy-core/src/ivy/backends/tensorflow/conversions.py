"""TensorFlow kernels: conversions to native dtypes, NumPy and Python objects (eager tensors and
variables; NumPy reads them through ``__array__``, which also gives 0-d results as arrays)."""

import numpy as np

from ...errors import IvyValueError
from ._helpers import native_dtype


def as_native_dtype(dtype, /):
    return native_dtype(dtype)


def to_list(x, /):
    return np.asarray(x).tolist()


def to_numpy(x, /):  # a host copy: TF may share the buffer of a CPU tensor with NumPy
    return np.array(x, copy=True)


def to_scalar(x, /):
    a = np.asarray(x)
    if a.size != 1:
        raise IvyValueError(f"ivy.to_scalar (tensorflow backend): needs exactly one element, got "
                            f"shape {tuple(a.shape)}")
    return a.reshape(()).item()
