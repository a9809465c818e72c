"""TensorFlow kernels: manipulation functions. Wrapped for argument names, Ivy's promotion of mixed
dtypes (TF refuses them), the standard's errors (squeeze of a non-1 axis; bad shapes as
ValueError), options TF lacks (flattening axis=None in concat/roll, tile's short repetitions,
moveaxis) and uint16 (no tile/repeat kernel: same-width signed view)."""

import tensorflow as tf

from ..._rules.layout import (
    check_counts,
    check_extends_empty,
    pad_index,
    pad_mode,
    pad_widths,
    split_sizes,
)
from ...errors import IvyValueError
from ._helpers import BOOL, I64, INTS, const, norm_axes, promote_all, value_error, via_signed
from ._raw import FLAT, ConcatV2, Pack, Reshape, Squeeze, Transpose, ints

_SHAPE_ERRORS = (tf.errors.InvalidArgumentError, ValueError)


def broadcast_arrays(*arrays):
    try:
        shape = tf.TensorShape([])
        for a in arrays:
            shape = tf.broadcast_static_shape(shape, a.shape)
        if shape.is_fully_defined():
            return [tf.broadcast_to(a, shape) for a in arrays]
        dyn = tf.constant([], I64)
        for a in arrays:
            dyn = tf.broadcast_dynamic_shape(dyn, tf.shape(a, out_type=I64))
        return [tf.broadcast_to(a, dyn) for a in arrays]
    except _SHAPE_ERRORS as e:
        raise value_error("broadcast_arrays", e) from e


def broadcast_to(x, /, shape):
    try:
        try:
            static = tf.TensorShape(shape)
        except TypeError:  # a run-time size (a scalar tensor: ivy.shape(x, as_array=True)[i])
            static = tf.TensorShape([None if tf.is_tensor(d) else d for d in shape])
        tf.broadcast_static_shape(x.shape, static)  # TF allows fewer dims back
        if x.shape.rank is not None and x.shape.rank > len(shape):
            raise ValueError(f"cannot broadcast shape {tuple(x.shape)} to {tuple(shape)}")
        return tf.broadcast_to(x, tuple(shape))
    except _SHAPE_ERRORS as e:
        raise value_error("broadcast_to", e) from e


def concat(arrays, /, *, axis=0):
    arrays = promote_all(arrays)
    try:
        if axis is None:
            arrays = [Reshape(tensor=a, shape=ints(FLAT)) for a in arrays]
            axis = 0
        if len(arrays) > 1 and type(axis) is int:  # (ConcatV2 takes two arrays or more)
            return ConcatV2(values=arrays, axis=axis)
        return tf.concat(arrays, axis)
    except _SHAPE_ERRORS as e:
        raise value_error("concat", e) from e


def _constant_pad(x, widths, value):
    if not widths:  # 0-d: nothing to pad
        return tf.identity(x)
    d = x.dtype
    # the value converted to x's dtype, as NumPy does (const refuses e.g. 1.5 for an int tensor)
    v = bool(value) if d is BOOL else int(value.real if type(value) is complex else value) \
        if d in INTS else value
    return tf.pad(x, widths, constant_values=const(v, d))


def constant_pad(x, /, pad_width, *, value=0):
    return _constant_pad(x, pad_widths("constant_pad", tuple(x.shape), pad_width), value)


def expand_dims(x, /, axis):
    if type(axis) is int:
        return tf.expand_dims(x, axis)
    for a in sorted(norm_axes(axis, x.shape.rank + len(axis))):
        x = tf.expand_dims(x, a)
    return x


def flip(x, /, *, axis=None):
    axes = norm_axes(axis, x.shape.rank)
    return tf.reverse(x, axes) if axes else tf.identity(x)


def moveaxis(x, source, destination, /):  # TF has no moveaxis: a transpose
    n = x.shape.rank
    src = norm_axes(source, n)
    dst = norm_axes(destination, n)
    if len(src) != len(dst):
        raise IvyValueError("ivy.moveaxis: source and destination need the same number of axes")
    perm = [a for a in range(n) if a not in src]
    for d, s in sorted(zip(dst, src)):
        perm.insert(d, s)
    return tf.transpose(x, perm)


def pad(x, /, pad_width, *, mode="constant", constant_values=0):
    shape = tuple(x.shape)
    widths = pad_widths("pad", shape, pad_width)
    if mode == "constant":
        return _constant_pad(x, widths, constant_values)
    check_extends_empty(shape, widths, pad_mode(mode))
    # TF's own REFLECT / SYMMETRIC where the widths stay within one mirror image
    over = 1 if mode == "reflect" else 0 if mode == "symmetric" else None
    if over is not None and widths and all(  # (an unpadded axis of unknown size: tf.function)
            max(w) <= n - over if n is not None else not (w[0] or w[1])
            for n, w in zip(shape, widths)):
        return tf.pad(x, widths, mode=mode.upper())
    for axis, (lo, hi) in enumerate(widths):  # else: each padded axis gathered (differentiable)
        if lo or hi:
            x = tf.gather(x, pad_index(shape[axis], lo, hi, mode), axis=axis)
    return x


def permute_dims(x, /, axes):
    return Transpose(x=x, perm=ints(tuple(axes)))


@via_signed  # TF has no uint16 repeat kernel
def repeat(x, repeats, /, *, axis=None):
    if type(repeats) is int and repeats < 0:
        check_counts("repeat", "repeats", repeats)
    if type(repeats) is not int and 0 in x.shape:  # tf.repeat fails on an empty array with one
        if axis is None:  # count per element (a reshape to a wrong shape): gather instead
            x, axis = tf.reshape(x, (-1,)), 0
        n = tf.shape(x, out_type=tf.int64)[axis]
        counts = tf.broadcast_to(tf.reshape(tf.cast(repeats, tf.int64), (-1,)), n[None])
        return tf.gather(x, tf.repeat(tf.range(n, dtype=tf.int64), counts), axis=axis)
    return tf.repeat(x, repeats, axis=axis)


def reshape(x, /, shape, *, copy=None):  # TF tensors are immutable: copy=False always holds
    try:
        return Reshape(tensor=x, shape=ints(tuple(shape)))
    except _SHAPE_ERRORS as e:
        raise value_error("reshape", e) from e


def roll(x, /, shift, *, axis=None):
    if axis is None:  # the flattened array, rolled, in its shape
        return tf.reshape(tf.roll(tf.reshape(x, (-1,)), shift, 0), tf.shape(x))
    if type(axis) is not int and type(shift) is int:
        shift = [shift] * len(axis)
    try:
        return tf.roll(x, shift, axis)
    except _SHAPE_ERRORS as e:  # an axis out of range
        raise value_error("roll", e) from e


def split(x, /, num_or_size_splits=None, *, axis=0, with_remainder=False):
    axis, sizes = split_sizes(x.shape, num_or_size_splits, axis, with_remainder)
    if sizes and sizes[0] and sizes.count(sizes[0]) == len(sizes):  # equal pieces: Split, not
        return tf.split(x, len(sizes), axis)  # SplitV (a sizes tensor made per call)
    return tf.split(x, list(sizes), axis)


def squeeze(x, /, axis):  # wrapped: the standard raises for an axis whose size is not 1
    axes = norm_axes(axis, x.shape.rank)
    for a in axes:
        if x.shape[a] != 1:
            raise IvyValueError(f"ivy.squeeze: axis {a} of an array of shape {tuple(x.shape)} "
                                f"has size {x.shape[a]}, not 1")
    return Squeeze(input=x, axis=axes) if axes else tf.identity(x)  # TF: all for axis=[]


def stack(arrays, /, *, axis=0):
    try:
        arrays = promote_all(arrays)
        if arrays and type(axis) is int:
            return Pack(values=arrays, axis=axis)
        return tf.stack(arrays, axis)
    except _SHAPE_ERRORS as e:
        raise value_error("stack", e) from e


@via_signed  # TF has no uint16 tile kernel
def tile(x, repetitions, /):
    check_counts("tile", "repetitions", repetitions)
    reps = list(repetitions)
    n = x.shape.rank
    if len(reps) < n:  # the standard: missing leading repetitions are 1
        reps = [1] * (n - len(reps)) + reps
    elif len(reps) > n:  # extra repetitions add leading axes of size 1
        x = tf.reshape(x, tf.concat([tf.ones(len(reps) - n, tf.int32), tf.shape(x)], 0))
    return tf.tile(x, reps)


def unstack(x, /, *, axis=0):
    return tuple(tf.unstack(x, axis=axis))
