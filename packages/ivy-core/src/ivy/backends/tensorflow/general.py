"""TensorFlow kernels: general helpers."""

import tensorflow as tf

from ...errors import IvyUnsupportedError


def inplace_update(x, val, /):
    if not isinstance(x, tf.Variable):
        raise IvyUnsupportedError(
            "ivy.inplace_update is not supported on the 'tensorflow' backend for a tf.Tensor: "
            "tensors are immutable; pass a tf.Variable, or use the new value instead")
    x.assign(tf.broadcast_to(tf.cast(val, x.dtype), tf.shape(x)))
    return x


def to_native_shape(shape, /):
    return tf.TensorShape([int(s) for s in shape])


def runtime_shape(x, /):
    """``ivy.shape(x, as_array=True)`` of a tensor whose static shape has unknown dimensions
    (traced by ``tf.function``): its shape at run time, int64."""
    return tf.shape(x, out_type=tf.int64)
