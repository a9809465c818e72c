"""TensorFlow kernels: data type functions (``astype``; the rest are backend-agnostic in ivy.dtypes)."""

import tensorflow as tf

from ._helpers import COMPLEX, native_dtype, on
from ._raw import Cast


def _astype(x, d, copy):
    if x.dtype is d:
        return tf.identity(x) if copy or not isinstance(x, tf.Tensor) else x
    if x.dtype in COMPLEX and d not in COMPLEX:
        if d is tf.bool:  # nonzero in either part
            return tf.not_equal(x, tf.zeros((), x.dtype))
        x = tf.math.real(x)  # the real part, as NumPy (TF would warn)
    return Cast(x=x, DstT=d)  # tf.cast's own op (its Python wrapper costs ~10 us per call)


def astype(x, dtype, /, *, copy=True, device=None):  # wrapped: Ivy dtype/device arguments
    return on(device, _astype, x, native_dtype(dtype), copy)
