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
