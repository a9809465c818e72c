"""NumPy kernels: manipulation functions. Mixed dtypes follow Ivy's promotion, not NumPy's."""

import functools

import numpy as np

from ... import dtypes as _dt
from ..._rules.layout import (
    check_counts,
    check_extends_empty,
    pad_index,
    pad_mode,
    pad_widths,
    plain_zero,
    split_sizes,
    split_slices,
)
from ...errors import IvyValueError
from ._helpers import native_dtype

_U64 = np.dtype(np.uint64)
_OLD_WRAP = np.lib.NumpyVersion(np.__version__) < "1.24.0"


def _common_dtype(arrays):
    """None when all arrays share a dtype, else Ivy's result dtype (native)."""
    d = arrays[0].dtype
    for a in arrays[1:]:
        if a.dtype != d:
            return native_dtype(_dt.result_type(*arrays))
    return None


def broadcast_arrays(*arrays):
    # the standard returns a list (NumPy 2 returns a tuple)
    return list(np.broadcast_arrays(*arrays))


broadcast_to = np.broadcast_to


def concat(arrays, /, *, axis=0):
    return np.concatenate(arrays, axis=axis, dtype=_common_dtype(arrays))


if np.lib.NumpyVersion(np.__version__) < "2.0.0":
    # NumPy 1.x reads an axis >= 32 (its NPY_MAXDIMS) as axis=None and flattens: concat(axis=99)
    # silently returned a 1-d array. Only such an axis pays the check (on the error path).
    _concatenate = concat

    def concat(arrays, /, *, axis=0):
        if axis is not None and axis >= 32:
            raise np.AxisError(axis, np.ndim(arrays[0]) if len(arrays) else 0)
        return _concatenate(arrays, axis=axis)


@functools.lru_cache(maxsize=256)
def _padded(shape, widths):
    """The padded shape, and the index of the input within it."""
    return (tuple(n + lo + hi for n, (lo, hi) in zip(shape, widths)),
            tuple(slice(lo, lo + n) for n, (lo, _) in zip(shape, widths)))


def _constant_pad(x, widths, value):
    # the result filled, then x written into it: what np.pad does, without its Python layers
    # (7x faster at 1e4 elements); the value is cast to x's dtype by the fill, as np.pad's
    shape, inner = _padded(x.shape, widths)
    if plain_zero(value):
        out = np.zeros(shape, x.dtype)
    else:
        out = np.full(shape, value, x.dtype)
    out[inner] = x
    return out


def constant_pad(x, /, pad_width, *, value=0):
    widths = pad_widths("constant_pad", x.shape, pad_width)
    return _constant_pad(x, widths, value) if widths else x.copy()  # 0-d: nothing to pad


expand_dims = np.expand_dims
flip = np.flip
moveaxis = np.moveaxis


def pad(x, /, pad_width, *, mode="constant", constant_values=0):
    widths = pad_widths("pad", x.shape, pad_width)
    if not widths:  # 0-d: nothing to pad
        pad_mode(mode)
        return x.copy()
    if mode == "constant":
        return _constant_pad(x, widths, constant_values)
    check_extends_empty(x.shape, widths, pad_mode(mode))
    if mode == "wrap" and _OLD_WRAP:
        # NumPy < 1.24 wraps wrongly for widths wider than the axis: each axis gathered instead
        for axis, (lo, hi) in enumerate(widths):
            if lo or hi:
                x = np.take(x, pad_index(x.shape[axis], lo, hi, mode), axis=axis)
        return x
    return np.pad(x, widths, mode=mode)


permute_dims = np.transpose


def repeat(x, repeats, /, *, axis=None):
    if type(repeats) is int and repeats < 0:
        check_counts("repeat", "repeats", repeats)
    if type(repeats) is np.ndarray and repeats.dtype == _U64:  # NumPy refuses uint64 repeats
        repeats = repeats.astype(np.int64)
    return np.repeat(x, repeats, axis=axis)


def reshape(x, /, shape, *, copy=None):
    # np.reshape has copy= only from NumPy 2.1
    if copy:
        return np.reshape(x, shape).copy()
    out = np.reshape(x, shape)
    if copy is False and out.size and not np.may_share_memory(out, x):
        raise IvyValueError(f"reshape (numpy backend): copy=False, but reshaping {x.shape} to "
                            f"{tuple(shape)} needs a copy; pass copy=None to allow it")
    return out


roll = np.roll


def split(x, /, num_or_size_splits=None, *, axis=0, with_remainder=False):
    axis, sizes = split_sizes(x.shape, num_or_size_splits, axis, with_remainder)
    return [x[i] for i in split_slices(axis, sizes)]  # views, as np.split's


squeeze = np.squeeze


def stack(arrays, /, *, axis=0):
    # np.stack has dtype= only from NumPy 1.24
    d = _common_dtype(arrays)
    if d is not None:
        arrays = [a.astype(d, copy=False) for a in arrays]
    return np.stack(arrays, axis=axis)


def swapaxes(x, axis0, axis1, /):
    try:
        return x.swapaxes(axis0, axis1)  # the method: np.swapaxes adds a dispatch layer
    except ValueError as e:  # NumPy's AxisError: an axis out of range
        raise IvyValueError(f"ivy.swapaxes: {e}") from e




def tile(x, repetitions, /):
    check_counts("tile", "repetitions", repetitions)
    return np.tile(x, repetitions)


def unstack(x, /, *, axis=0):
    return tuple(np.moveaxis(x, axis, 0))
