"""TensorFlow kernels: random sampling from Ivy's own ``tf.random.Generator``; ``seed=`` uses the
stateless ops (no generator state, the same numbers on every call)."""

import tensorflow as tf

from .. import _random as R
from ._helpers import native_device, native_dtype

_own = [None, -1]  # Ivy's generator, the seed epoch it was made in


def _gen():
    if _own[1] != R.epoch():
        s, e = R.seed_now()
        with tf.device("/device:CPU:0"):
            _own[0] = tf.random.Generator.from_seed(s)
        _own[1] = e
    return _own[0]


def _on(device, *args):
    """The TF device to sample on: ``device``, else the first tensor argument's."""
    if device is not None:
        return native_device(device)
    for a in args:
        if isinstance(a, (tf.Tensor, tf.Variable)) and a.device:
            return a.device
    return None


def _in(v, d):
    return tf.cast(v, d) if isinstance(v, (tf.Tensor, tf.Variable)) else v


def _uniform(shape, d, seed, device):
    with tf.device(device):
        if seed is not None:
            return tf.random.stateless_uniform(shape, [seed, 0], dtype=d)
        return _gen().uniform(shape, dtype=d)


def randint(low, high, /, shape=None, *, dtype=None, device=None, seed=None):
    d = native_dtype(R.int_dtype("randint", dtype, low, high))
    shp = R.out_shape("randint", shape, low, high)
    dev = _on(device, low, high)
    # floor(low + (high - low) * u) in float64: exact below 2**53, any integer dtype
    u = _uniform(shp, tf.float64, seed, dev)
    with tf.device(dev):
        return tf.cast(tf.floor(_in(low, tf.float64) + (_in(high, tf.float64) - _in(low, tf.float64)) * u), d)


def random_normal(mean=0.0, std=1.0, shape=None, *, dtype=None, device=None, seed=None):
    d = native_dtype(R.float_dtype("random_normal", dtype, mean, std))
    shp = R.out_shape("random_normal", shape, mean, std)
    dev = _on(device, mean, std)
    with tf.device(dev):
        if seed is not None:
            z = tf.random.stateless_normal(shp, [seed, 0], dtype=d)
        else:
            z = _gen().normal(shp, dtype=d)
        return _in(mean, d) + _in(std, d) * z


def random_uniform(low=0.0, high=1.0, shape=None, *, dtype=None, device=None, seed=None):
    d = native_dtype(R.float_dtype("random_uniform", dtype, low, high))
    dev = _on(device, low, high)
    u = _uniform(R.out_shape("random_uniform", shape, low, high), d, seed, dev)
    with tf.device(dev):
        return _in(low, d) + (_in(high, d) - _in(low, d)) * u


def shuffle(x, /, axis=0, *, seed=None):
    # a permutation from Ivy's generator (tf.random.shuffle reads TF's global seed, axis 0 only)
    n = tf.shape(x, out_type=tf.int64)[axis]
    u = _uniform(tf.reshape(n, (1,)), tf.float32, seed, x.device or None)
    return tf.gather(x, tf.argsort(u), axis=axis)
