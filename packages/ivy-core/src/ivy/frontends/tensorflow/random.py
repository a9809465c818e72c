"""``tf.random`` of the frontend: draws come from Ivy's generator (``ivy.seed``), so the
numbers differ from TensorFlow's while the distributions, shapes and dtypes are TensorFlow's.
``tf.random.set_seed(s)`` seeds Ivy's global generator; an op-level ``seed=`` gives the same
draw on every call. ``name=`` is accepted and ignored.
"""

from __future__ import annotations

import ivy

from ._creation import shape_tuple
from ._dtypes import DTYPES, as_dtype
from ._promotion import convert
from .tensor import native, wrap

__all__ = ["categorical", "normal", "set_seed", "shuffle", "truncated_normal", "uniform"]

#: functions written as a composition of several Ivy functions
COMPOSED = frozenset({"categorical", "truncated_normal"})

_F32 = DTYPES["float32"]


def set_seed(seed):
    ivy.seed(int(seed))


def uniform(shape, minval=0, maxval=None, dtype=_F32, seed=None, name=None):
    d = as_dtype(dtype)
    s = shape_tuple(shape)
    if d.kind in ("int", "uint"):
        if maxval is None:
            raise ValueError(f"Must specify maxval for integer dtype {d!r}")
        return wrap(ivy.randint(native(minval), native(maxval), s, dtype=d, seed=seed))
    hi = 1.0 if maxval is None else native(maxval)
    return wrap(ivy.random_uniform(native(minval), hi, s, dtype=d, seed=seed))


def normal(shape, mean=0.0, stddev=1.0, dtype=_F32, seed=None, name=None):
    return wrap(ivy.random_normal(native(mean), native(stddev), shape_tuple(shape),
                                  dtype=as_dtype(dtype), seed=seed))


def truncated_normal(shape, mean=0.0, stddev=1.0, dtype=_F32, seed=None, name=None):
    d, s = as_dtype(dtype), shape_tuple(shape)
    z = ivy.random_normal(0.0, 1.0, s, dtype=d, seed=seed)
    bad = ivy.greater(ivy.abs(z), 2)
    k = 0
    while bool(ivy.any(bad)):  # redraw the values beyond two standard deviations
        k += 1
        z = ivy.where(bad, ivy.random_normal(0.0, 1.0, s, dtype=d,
                                             seed=None if seed is None else seed + k), z)
        bad = ivy.greater(ivy.abs(z), 2)
    return wrap(ivy.add(ivy.multiply(z, native(stddev)), native(mean)))


def shuffle(value, seed=None, name=None):
    return wrap(ivy.shuffle(convert(value), 0, seed=seed))


def categorical(logits, num_samples, dtype=None, seed=None, name=None):
    x = convert(logits)
    probs = ivy.softmax(x, axis=-1)
    out = ivy.multinomial(int(x.shape[-1]), int(native(num_samples)), batch_size=int(x.shape[0]),
                          probs=probs, replace=True, seed=seed)
    return wrap(ivy.astype(out, as_dtype(dtype or DTYPES["int64"])))
