"""TensorFlow kernels: searching functions. Wrapped for argument names, keepdims/axis=None (TF
has neither for argmax), nan (TF's argmax skips it; the standard returns the first nan), Ivy's
promotion, a 1-d sorted sequence with values of any shape (TF searches row by row) and int64
index results."""

import numpy as np
import tensorflow as tf

from ... import dtypes as _dt
from ...errors import IvyValueError
from . import scatter_gather as _sg
from ._helpers import (
    BOOL,
    FLOATS_ID,
    I64,
    SCALARS,
    U8,
    T,
    const,
    native_dtype,
    norm_axes,
    promote,
    value_error,
)
from ._raw import FLAT, ArgMax, ArgMin, Reshape, ints


def _arg(f, x, axis, keepdims):
    n = x.shape.rank
    if axis is None:
        x = Reshape(tensor=x, shape=ints(FLAT))
        ax = 0
    else:
        ax = norm_axes(axis, n)[0]
    if x.dtype is BOOL:
        x = tf.cast(x, U8)
    out = f(input=x, dimension=ax, output_type=I64)
    if id(x.dtype) in FLOATS_ID and not (type(x) is T and ":CPU:" in x.device
                                  and not np.isnan(x._numpy()).any()):
        # the first nan wins (TF ignores nan); an eager CPU tensor is looked at first (NumPy
        # reads its memory in place: ~1 µs per 1e4 elements, where the nan ops cost ~70 µs)
        nan = tf.math.is_nan(x)
        first = tf.math.argmax(tf.cast(nan, U8), axis=ax, output_type=I64)
        out = tf.where(tf.math.reduce_any(nan, axis=ax), first, out)
    if keepdims:
        out = tf.reshape(out, (1,) * n) if axis is None else tf.expand_dims(out, ax)
    return out


def argmax(x, /, *, axis=None, keepdims=False):
    return _arg(ArgMax, x, axis, keepdims)


def argmin(x, /, *, axis=None, keepdims=False):
    return _arg(ArgMin, x, axis, keepdims)


def count_nonzero(x, /, *, axis=None, keepdims=False):
    axes = norm_axes(axis, x.shape.rank)
    nz = tf.cast(tf.not_equal(x, tf.zeros((), x.dtype)), I64)
    if not axes:
        return nz
    return tf.math.reduce_sum(nz, axis=axes, keepdims=keepdims)


def nonzero(x, /, *, size=None, fill_value=0):
    n = x.shape.rank
    if n == 0:
        raise IvyValueError("ivy.nonzero: x must have at least one dimension; reshape it with "
                            "ivy.reshape(x, (1,)) first")
    if size is None:
        w = tf.where(x if x.dtype is BOOL else tf.not_equal(x, tf.zeros((), x.dtype)))
    else:
        w = _sg.argwhere(x, size=size, fill_value=fill_value)
    return tuple(tf.unstack(w, num=n, axis=1))  # one op (a slice per column: one each)


def searchsorted(x1, x2, /, *, side="left", sorter=None):
    if not (type(x2) is T and type(x1) is T and x2.dtype is x1.dtype):
        x1, x2 = promote(x1, x2)
    if x1.dtype is BOOL:
        x1, x2 = tf.cast(x1, U8), tf.cast(x2, U8)
    if sorter is not None:
        x1 = tf.gather(x1, sorter)
    out = tf.searchsorted(x1[None], tf.reshape(x2, (1, -1)), side=side, out_type=I64)
    return tf.reshape(out, tf.shape(x2))


def where(condition, x1, x2, /):
    if not (type(x1) is T and type(x2) is T and x1.dtype is x2.dtype):
        if type(x1) in SCALARS and type(x2) in SCALARS:  # two scalars: the first one's default
            x1 = const(x1, native_dtype(_dt.result_type(x1)))
        x1, x2 = promote(x1, x2)
    if condition.dtype is not BOOL:
        condition = tf.cast(condition, BOOL)
    try:
        return tf.where(condition, x1, x2)
    except (tf.errors.InvalidArgumentError, ValueError) as e:
        raise value_error("where", e) from e
