"""TensorFlow kernels: activations. Native (``tf.nn``) where TF gives Ivy's results: ``elu`` only
for ``alpha=1`` (TF has no alpha), ``leaky_relu`` and ``gelu`` only in float32 (TF keeps the slope
and gelu's constants in float32, about 1e-8 off in float64: composed there from ``erfc`` and
``tanh``). ``mish``, ``hardswish`` and ``softplus`` with options are composed."""

import tensorflow as tf

from ..._rules import nn as _nn
from ...errors import IvyValueError
from .._composed import composition
from ._raw import gen

relu = gen("Relu", tf.nn.relu)  # the ops' generated functions (see _raw)
selu = gen("Selu", tf.nn.selu)
sigmoid = gen("Sigmoid", tf.math.sigmoid)
silu = tf.nn.silu
_elu = composition("tensorflow", "elu")
_leaky_relu = composition("tensorflow", "leaky_relu")
_softplus = composition("tensorflow", "softplus")
_F32 = tf.float32
_ELU, _SOFTPLUS = gen("Elu", tf.nn.elu), gen("Softplus", tf.math.softplus)


def elu(x, /, *, alpha=1.0):
    if alpha == 1.0:
        return _ELU(x)
    return _elu(x, alpha=alpha)


def gelu(x, /, *, approximate=False):
    if x.dtype == _F32:
        return tf.nn.gelu(x, approximate=approximate)
    if approximate:
        c = tf.constant(0.7978845608028654, x.dtype)
        return 0.5 * x * (1.0 + tf.tanh(c * (x + tf.constant(0.044715, x.dtype) * x * x * x)))
    return 0.5 * x * tf.math.erfc(x * tf.constant(-0.7071067811865476, x.dtype))


def leaky_relu(x, /, *, alpha=0.2):
    if x.dtype == _F32:
        return tf.nn.leaky_relu(x, alpha)
    return _leaky_relu(x, alpha=alpha)


def _softmax_family(f, name):
    def kernel(x, /, *, axis=-1):
        _nn.axis(name, x.shape.rank, axis)  # TF aborts on a 0-d tensor
        try:
            return f(x, axis=axis)
        except tf.errors.InvalidArgumentError as e:
            raise IvyValueError(f"ivy.{name} (tensorflow backend): {e.message}") from None

    kernel.__name__ = name
    return kernel


log_softmax = _softmax_family(tf.nn.log_softmax, "log_softmax")
softmax = _softmax_family(tf.nn.softmax, "softmax")


def softplus(x, /, *, beta=None, threshold=None):
    if beta is None and threshold is None:
        return _SOFTPLUS(x)
    return _softplus(x, beta=beta, threshold=threshold)
