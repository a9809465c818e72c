"""TensorFlow kernel: ``linear`` as TensorFlow's own dense layer, ``tf.matmul(x, weight,
transpose_b=True) + bias`` (one MatMul reading the ``[out, in]`` weight transposed, no Transpose
op), where that covers the call: one floating or complex dtype for every array (TensorFlow does
not promote), a 2-d weight, a ``[out]`` bias (``+`` would also broadcast a ``(1,)`` one) and an
``x`` of at least 2 dimensions. Other calls (1-d ``x``, mixed dtypes, bad shapes, which it names)
are the composition. The other layer functions are composed."""

import tensorflow as tf

from .._composed import composition
from ._helpers import INEXACT

_linear = composition("tensorflow", "linear")
_ERRORS = (tf.errors.InvalidArgumentError, ValueError)


def linear(x, weight, /, *, bias=None):
    d = x.dtype  # (tf.DType objects are interned: compared by identity)
    if d in INEXACT and weight.dtype is d and (bias is None or bias.dtype is d):
        w_shape = weight.shape
        if w_shape.rank == 2 and (bias is None or bias.shape.as_list() == [w_shape[0]]):
            try:  # x of rank < 2 or with another last axis: TensorFlow refuses it
                y = tf.matmul(x, weight, transpose_b=True)
            except _ERRORS:
                return _linear(x, weight, bias=bias)
            return y if bias is None else y + bias
    return _linear(x, weight, bias=bias)
