"""TensorFlow kernels: devices as Ivy strings ("cpu", "gpu:N" for GPU N)."""

import tensorflow as tf

from ._helpers import default_device as _default
from ._helpers import ivy_device, native_device


def default_device():
    return _default()


def dev(x, /):
    return ivy_device(x.device)


def to_device(x, device, /, *, stream=None):
    d = native_device(device)
    if isinstance(x, tf.Tensor) and x.device and native_device(ivy_device(x.device)) == d:
        return x  # already there (TF tensors are immutable: no copy needed)
    with tf.device(d):  # tf.identity under a device scope copies the tensor there
        return tf.identity(x)
