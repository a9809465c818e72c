"""MXNet kernels: manipulation functions. Mixed dtypes follow Ivy's promotion; MXNet's errors
about shapes and axes become ``IvyValueError`` (MXNetError is no ValueError)."""

import itertools
import math

import numpy as onp
from mxnet import np
from mxnet.base import MXNetError

from ..._rules.layout import (
    check_counts,
    check_extends_empty,
    norm_axis,
    pad_index,
    pad_mode,
    pad_widths,
    plain_zero,
    split_sizes,
)
from ...errors import IvyValueError
from ._helpers import promote_all, value_error


def broadcast_arrays(*arrays):
    return list(np.broadcast_arrays(*arrays))


def broadcast_to(x, /, shape):
    try:
        return np.broadcast_to(x, tuple(shape))
    except MXNetError as e:
        raise value_error("broadcast_to", e) from e


def concat(arrays, /, *, axis=0):
    arrays = promote_all(arrays, "concat")
    if axis is None:
        arrays = [a.reshape(-1) for a in arrays]
        axis = 0
    try:
        return np.concatenate(arrays, axis=axis)
    except MXNetError as e:
        raise value_error("concat", e) from e


def _full(shape, value, x):
    if type(value) is float and value == 0.0 and math.copysign(1.0, value) < 0:
        return -np.zeros(shape, dtype=x.dtype, ctx=x.ctx)  # MXNet's full drops -0.0's sign
    return np.full(shape, value, dtype=x.dtype, ctx=x.ctx)


def _constant_pad(x, widths, value):
    # mxnet.np.pad ignores constant_values and takes 2-d to 5-d input: joined pieces instead
    out_shape = tuple(n + lo + hi for n, (lo, hi) in zip(x.shape, widths))
    if 0 in out_shape:  # MXNet gets zero-size joins wrong: the empty result made directly
        return np.zeros(out_shape, dtype=x.dtype, ctx=x.ctx)
    if x.size == 0:  # nothing but padding
        return _full(out_shape, value, x)
    if plain_zero(value) and 2 <= x.ndim <= 5:  # zeros: mxnet.np.pad's own (one op)
        return np.pad(x, widths)
    for axis, (lo, hi) in enumerate(widths):
        if lo or hi:
            side = list(x.shape)
            parts = []
            for w in (lo, None, hi):
                if w is None:
                    parts.append(x)
                elif w:
                    side[axis] = w
                    parts.append(_full(tuple(side), value, x))
            x = np.concatenate(parts, axis=axis)
    return x


def constant_pad(x, /, pad_width, *, value=0):
    return _constant_pad(x, pad_widths("constant_pad", x.shape, pad_width), value)


def expand_dims(x, /, axis):
    if not -x.ndim - 1 <= axis <= x.ndim:
        raise IvyValueError(f"ivy.expand_dims (mxnet backend): axis {axis} is out of bounds for "
                            f"a result of {x.ndim + 1} dimensions")
    return np.expand_dims(x, axis)


def _bool_via_uint8(f):
    """Data movement MXNet has no bool kernel for (flip, roll, transpose): through uint8."""

    def kernel(x, *args, **kwargs):
        if x.dtype.kind == "b":
            return f(x.astype("uint8"), *args, **kwargs).astype("bool")
        return f(x, *args, **kwargs)

    kernel.__name__ = f.__name__
    return kernel


@_bool_via_uint8
def flip(x, /, *, axis=None):
    if axis is None:
        axis = tuple(range(x.ndim))
    if axis == ():
        return x.copy()
    # MXNet's flip takes no negative axes (and would wrap an axis out of range silently)
    if type(axis) is int:
        return np.flip(x, norm_axis("flip", axis, x.ndim))
    return np.flip(x, tuple(norm_axis("flip", a, x.ndim) for a in axis))


moveaxis = _bool_via_uint8(np.moveaxis)


def pad(x, /, pad_width, *, mode="constant", constant_values=0):
    widths = pad_widths("pad", x.shape, pad_width)
    if mode == "constant":
        return _constant_pad(x, widths, constant_values)
    check_extends_empty(x.shape, widths, pad_mode(mode))
    # mxnet.np.pad has no gradient for these modes, nor 1-d input: each padded axis gathered
    out_shape = tuple(n + lo + hi for n, (lo, hi) in zip(x.shape, widths))
    if 0 in out_shape:  # MXNet gets zero-size gathers wrong: the empty result made directly
        return np.zeros(out_shape, dtype=x.dtype, ctx=x.ctx)
    for axis, (lo, hi) in enumerate(widths):
        if lo or hi:
            x = np.take(x, _pad_index(x.shape[axis], lo, hi, mode, x.ctx), axis=axis)
    return x


_INDEX: dict = {}  # (n, lo, hi, mode, ctx) -> pad_index's map on the device (made once)


def _pad_index(n, lo, hi, mode, ctx):
    k = (n, lo, hi, mode, ctx)
    idx = _INDEX.get(k)
    if idx is None:
        idx = np.array(pad_index(n, lo, hi, mode), dtype="int64", ctx=ctx)
        if len(_INDEX) < 256:
            _INDEX[k] = idx
    return idx


@_bool_via_uint8
def permute_dims(x, /, axes):
    axes = tuple(axes)
    if sorted(a % x.ndim if x.ndim else a for a in axes) != list(range(x.ndim)):
        raise IvyValueError(f"ivy.permute_dims (mxnet backend): {axes} is not a permutation of "
                            f"the axes of a {x.ndim}-d array")
    return np.transpose(x, axes)


def repeat(x, repeats, /, *, axis=None):
    if type(repeats) is int and repeats < 0:
        check_counts("repeat", "repeats", repeats)
    if axis is None:
        x, axis = x.reshape(-1), 0
    if type(repeats) is int:
        if x.size == 0:  # MXNet's repeat gets zero-size shapes wrong: the empty result made directly
            a = axis % x.ndim
            return np.zeros(x.shape[:a] + (x.shape[a] * repeats,) + x.shape[a + 1:], dtype=x.dtype,
                            ctx=x.ctx)
        return np.repeat(x, repeats, axis=axis)
    # array repeats (the output shape depends on them): read the counts on the host, then gather
    # each index as often as it is repeated (differentiable in x)
    counts = repeats.asnumpy().astype("int64").reshape(-1)
    n = x.shape[axis]
    if counts.size == 1:
        counts = counts.repeat(n)
    idx = onp.repeat(onp.arange(n), counts)
    shape = x.shape[:axis % x.ndim] + idx.shape + x.shape[axis % x.ndim + 1:]
    if 0 in shape:  # MXNet's take gets zero-size shapes wrong: the empty result made directly
        return np.zeros(shape, dtype=x.dtype, ctx=x.ctx)
    return np.take(x, np.array(idx, dtype="int64", ctx=x.ctx), axis=axis)


def reshape(x, /, shape, *, copy=None):
    shape = tuple(shape)
    try:
        out = np.reshape(x, shape)
    except MXNetError as e:
        raise value_error("reshape", e) from e
    return out.copy() if copy else out


@_bool_via_uint8
def roll(x, /, shift, *, axis=None):
    if axis is None:
        return np.roll(x.reshape(-1), shift).reshape(x.shape)
    try:
        return np.roll(x, shift, axis=axis)
    except MXNetError as e:  # an axis out of range
        raise value_error("roll", e) from e


def split(x, /, num_or_size_splits=None, *, axis=0, with_remainder=False):
    axis, sizes = split_sizes(x.shape, num_or_size_splits, axis, with_remainder)
    if x.dtype.kind == "b":  # MXNet's split has no bool kernel: through uint8
        return [p.astype("bool") for p in split(x.astype("uint8"), list(sizes), axis=axis)]
    return np.split(x, list(itertools.accumulate(sizes[:-1])), axis=axis)


def squeeze(x, /, axis):
    axes = (axis,) if type(axis) is int else tuple(axis)
    for a in axes:
        if not -x.ndim <= a < x.ndim or x.shape[a] != 1:
            raise IvyValueError(f"ivy.squeeze (mxnet backend): axis {a} of an array of shape "
                                f"{x.shape} is not of size 1")
    return np.squeeze(x, axis=axes) if axes else x.copy()


def stack(arrays, /, *, axis=0):
    try:
        return np.stack(promote_all(arrays, "stack"), axis=axis)
    except MXNetError as e:
        raise value_error("stack", e) from e


@_bool_via_uint8
def swapaxes(x, axis0, axis1, /):
    return np.swapaxes(x, norm_axis("swapaxes", axis0, x.ndim), norm_axis("swapaxes", axis1, x.ndim))


def tile(x, repetitions, /):
    check_counts("tile", "repetitions", repetitions)
    return np.tile(x, tuple(repetitions))


def unstack(x, /, *, axis=0):
    return tuple(moveaxis(x, axis, 0)[i] for i in range(x.shape[axis]))
