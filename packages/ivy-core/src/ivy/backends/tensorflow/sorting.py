"""TensorFlow kernels: sorting functions (wrapped for argument names, the direction flag and
int64 indices; TF's argsort keeps equal elements in order with stable=True, also descending)."""

import tensorflow as tf

from ._helpers import I64


def argsort(x, /, *, axis=-1, descending=False, stable=True):
    d = "DESCENDING" if descending else "ASCENDING"
    return tf.cast(tf.argsort(x, axis=axis, direction=d, stable=True), I64)


def sort(x, /, *, axis=-1, descending=False, stable=True):
    return tf.sort(x, axis=axis, direction="DESCENDING" if descending else "ASCENDING")
