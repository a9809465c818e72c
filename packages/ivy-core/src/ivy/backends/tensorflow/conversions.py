"""TensorFlow kernels: conversions to native dtypes, NumPy and Python objects (eager tensors and
variables; NumPy reads them through ``__array__``, which also gives 0-d results as arrays)."""

import numpy as np
import tensorflow as tf

from ...errors import IvyUnsupportedError, IvyValueError
from ._helpers import native_dtype


def _concrete(x, fname):
    """``x``, or IvyUnsupportedError for a symbolic tensor (traced by ``tf.function``): it has no
    value, and NumPy would warn (its ``__array__`` takes no ``copy``) before TensorFlow refuses."""
    if isinstance(x, tf.Tensor) and not hasattr(x, "numpy"):
        raise IvyUnsupportedError(
            f"ivy.{fname} (tensorflow backend): a symbolic tensor (traced by tf.function) has no "
            "value; call it outside tf.function, or compute with Ivy functions instead")
    return x


def _host(x, fname):
    """``x`` as a NumPy array. Eager tensors and variables through their ``numpy()``: a 0-d
    bfloat16 tensor's ``__array__`` gives an ml_dtypes scalar, which ``np.asarray`` refuses
    ("object __array__ method not producing an array")."""
    x = _concrete(x, fname)
    return np.asarray(x.numpy() if hasattr(x, "numpy") else x)


def as_native_dtype(dtype, /):
    return native_dtype(dtype)


def to_list(x, /):
    return _host(x, "to_list").tolist()


def to_numpy(x, /):  # a host copy: TF may share the buffer of a CPU tensor with NumPy
    return np.array(_host(x, "to_numpy"), copy=True)


def to_scalar(x, /):
    a = _host(x, "to_scalar")
    if a.size != 1:
        raise IvyValueError(f"ivy.to_scalar (tensorflow backend): needs exactly one element, got "
                            f"shape {tuple(a.shape)}")
    return a.reshape(()).item()
