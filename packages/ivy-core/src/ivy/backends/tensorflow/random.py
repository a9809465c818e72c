"""TensorFlow kernels: random sampling from Ivy's own random state (TF's global one is never read).

Eagerly, Ivy's stream is TF's stateless counter-based sampler (Philox) keyed by Ivy's seed, with
the call's index in the high word of its counter: one op per draw, and no two calls share random
numbers. Counters are made 64 at a time (making a tensor costs as much as a small draw). Inside
``tf.function`` the stream is a ``tf.random.Generator`` (its state a variable, so a traced
function draws new numbers on every run). ``seed=`` uses the stateless ops seeded by
``[seed, 0]`` (the same numbers on every call).
"""

import threading

import numpy as np
import tensorflow as tf
from tensorflow.python.eager import context

from .. import _random as R
from ._helpers import native_device, native_dtype

try:  # the stateless ops taking a key and counter directly (tf.random's wrappers add ops)
    from tensorflow.python.ops import gen_stateless_random_ops_v2 as _v2
except ImportError:  # pragma: no cover - other TF builds
    _v2 = None

_PHILOX = 1  # tf.random.Algorithm.PHILOX
_BATCH = 64
_own = [None, -1]  # Ivy's generator (inside tf.function), the seed epoch it was made in
_eager = [None, -1, [], 1]  # Ivy's key, its epoch, unused counters (last first), the next index
_lock = threading.Lock()
_eagerly = context.executing_eagerly


def _gen():
    if _own[1] != R.epoch():
        s, e = R.seed_now()
        with tf.device("/device:CPU:0"):
            _own[0] = tf.random.Generator.from_seed(s)
        _own[1] = e
    return _own[0]


def _key_counter():
    """``(key, counter)`` of the next eager draw: Ivy's seed, and ``[0, call index]``."""
    if _eager[1] == R.epoch():
        try:
            return _eager[0], _eager[2].pop()
        except IndexError:
            pass
    with _lock:
        if _eager[1] != R.epoch():
            s, e = R.seed_now()
            with tf.device("/device:CPU:0"):
                _eager[0] = tf.constant([s % 2**64], tf.uint64)
            _eager[1], _eager[2], _eager[3] = e, [], 1
        if not _eager[2]:
            c = np.zeros((_BATCH, 2), np.uint64)
            c[:, 1] = np.arange(_eager[3], _eager[3] + _BATCH)
            _eager[3] += _BATCH
            with tf.device("/device:CPU:0"):
                _eager[2] = tf.unstack(tf.constant(c))[::-1]
        return _eager[0], _eager[2].pop()


def _stream():
    """Whether this draw comes from Ivy's eager stream (else the generator)."""
    return _v2 is not None and _eagerly()


def _on(device, *args):
    """The TF device to sample on: ``device``, else the first tensor argument's."""
    if device is not None:
        return native_device(device)
    for a in args:
        if type(a) is not float and type(a) is not int and isinstance(a, (tf.Tensor, tf.Variable)) \
                and a.device:
            return a.device
    return None


def _in(v, d):
    return tf.cast(v, d) if isinstance(v, (tf.Tensor, tf.Variable)) else v


def _uniform(shape, d, seed):
    if seed is not None:
        return tf.random.stateless_uniform(shape, [seed, 0], dtype=d)
    if _stream():
        k, c = _key_counter()
        return _v2.stateless_random_uniform_v2(shape, key=k, counter=c, alg=_PHILOX, dtype=d)
    return _gen().uniform(shape, dtype=d)


def _normal(shape, d, seed):
    if seed is not None:
        return tf.random.stateless_normal(shape, [seed, 0], dtype=d)
    if _stream():
        k, c = _key_counter()
        return _v2.stateless_random_normal_v2(shape, key=k, counter=c, alg=_PHILOX, dtype=d)
    return _gen().normal(shape, dtype=d)


def _integers(shape, low, high, d, seed):
    """TF's integer sampler (``low + bits mod (high - low)``, 32 bits for int32, 64 for int64)."""
    if seed is not None:
        return tf.random.stateless_uniform(shape, [seed, 0], low, high, dtype=d)
    if _stream():
        k, c = _key_counter()
        t = d.as_numpy_dtype  # NumPy scalars: the bounds' (and the result's) dtype
        return _v2.stateless_random_uniform_int_v2(shape, key=k, counter=c, alg=_PHILOX,
                                                   minval=t(low), maxval=t(high))
    return _gen().uniform(shape, low, high, dtype=d)


def _placed(dev, f, *args):
    if dev is None:
        return f(*args)
    with tf.device(dev):
        return f(*args)


def randint(low, high, /, shape=None, *, dtype=None, device=None, seed=None):
    d = native_dtype(R.int_dtype("randint", dtype, low, high))
    shp = R.out_shape("randint", shape, low, high)
    dev = _on(device, low, high)
    if (type(low) is int and type(high) is int and (d == tf.int64 or d == tf.int32)
            and 0 < high - low <= 2 ** (44 if d == tf.int64 else 12)):
        # TF's integer sampler: its modulo bias (high - low) / 2**bits stays below 2**-20
        return _placed(dev, _integers, shp, low, high, d, seed)
    # floor(low + (high - low) * u) in float64: exact below 2**53, any integer dtype
    u = _placed(dev, _uniform, shp, tf.float64, seed)
    lo, hi = _in(low, tf.float64), _in(high, tf.float64)
    return _placed(dev, lambda: tf.cast(tf.floor(lo + (hi - lo) * u), d))


def random_normal(mean=0.0, std=1.0, shape=None, *, dtype=None, device=None, seed=None):
    d = native_dtype(R.float_dtype("random_normal", dtype, mean, std))
    shp = R.out_shape("random_normal", shape, mean, std)
    dev = _on(device, mean, std)
    z = _placed(dev, _normal, shp, d, seed)
    if R.unit(mean, std):
        return z
    return _placed(dev, lambda: _in(mean, d) + _in(std, d) * z)


def random_uniform(low=0.0, high=1.0, shape=None, *, dtype=None, device=None, seed=None):
    d = native_dtype(R.float_dtype("random_uniform", dtype, low, high))
    dev = _on(device, low, high)
    u = _placed(dev, _uniform, R.out_shape("random_uniform", shape, low, high), d, seed)
    if R.unit(low, high):
        return u
    return _placed(dev, lambda: _in(low, d) + (_in(high, d) - _in(low, d)) * u)


def shuffle(x, /, axis=0, *, seed=None):
    if seed is None and _stream() and (axis == 0 or axis == -x.shape.rank):
        k, c = _key_counter()  # TF's stateless shuffle (first axis) from Ivy's stream
        return _placed(x.device or None,
                       lambda: _v2.stateless_shuffle(x, key=k, counter=c, alg=_PHILOX))
    # a permutation from Ivy's state (tf.random.shuffle reads TF's global seed, axis 0 only)
    n = tf.shape(x, out_type=tf.int64)[axis]
    u = _placed(x.device or None, _uniform, tf.reshape(n, (1,)), tf.float32, seed)
    return tf.gather(x, tf.argsort(u), axis=axis)
