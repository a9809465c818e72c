"""TensorFlow backend: kernels in one module per category, mirroring ``ivy/functional``.

TensorFlow refuses mixed dtypes; the kernels cast to Ivy's result type first (``_helpers``).
Dtypes TF lacks kernels for are routed through exact equivalents: unsigned integers through the
same-width signed dtype (``tf.bitcast``: modular arithmetic, data movement, order-preserving
sign-bit flip) or exact widening, bool through logical ops or uint8. Every kernel also runs
inside ``tf.function``; ``tf.Variable`` inputs are accepted and give ``tf.Tensor`` results.

Data-dependent output shapes (``nonzero``, ``unique_*``, ``repeat`` with tensor repeats) work
eagerly and in graph mode (TF ops with dynamic shapes), but not under XLA compilation.
"""

import tensorflow as tf
from tensorflow.python.ops.resource_variable_ops import ResourceVariable

from ._helpers import _ivy_devices

DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float32", "float64", "complex64", "complex128", "float16", "bfloat16")
CAPABILITIES = {"boolean indexing": True, "data-dependent shapes": True, "max dimensions": 64}
UNSUPPORTED: dict = {}
# the integer-input rule finds TensorFlow's dtypes by id (its DType hashes in Python, ~0.3 µs; an
# eager tensor's dtype is the interned object): Backend.dtypes_by_id, read by ivy/dispatch/
DTYPES_BY_ID = True


def array_types():
    """Native array types of this backend: eager tensors and variables (graph-mode tensors and
    Keras variables are recognised by their module when first seen)."""
    # no variable is created here: a tf.Variable made while a tf.function traces (even under
    # init_scope) makes TensorFlow trace that function a second time
    with tf.init_scope():  # eager even when the backend loads inside a tf.function trace
        return (type(tf.constant(0)), tf.Variable, ResourceVariable)


def devices():
    """Devices as Ivy strings: ``"cpu"`` and ``"gpu:N"`` for each visible GPU."""
    return _ivy_devices()
