"""NumPy kernels: manipulation functions. Mixed dtypes follow Ivy's promotion, not NumPy's."""

import itertools

import numpy as np

from ... import dtypes as _dt
from ...errors import IvyValueError
from ...functional._layout import (
    check_counts,
    check_extends_empty,
    pad_index,
    pad_mode,
    pad_widths,
    split_sizes,
)
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


def constant_pad(x, /, pad_width, *, value=0):
    widths = pad_widths("constant_pad", x.shape, pad_width)
    return np.pad(x, widths, constant_values=value) if widths else x.copy()  # 0-d: nothing to pad


expand_dims = np.expand_dims
flip = np.flip
moveaxis = np.moveaxis


def pad(x, /, pad_width, *, mode="constant", constant_values=0):
    widths = pad_widths("pad", x.shape, pad_width)
    if not widths:  # 0-d: nothing to pad
        pad_mode(mode)
        return x.copy()
    if mode == "constant":
        return np.pad(x, widths, constant_values=constant_values)
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
    return np.split(x, list(itertools.accumulate(sizes[:-1])), axis=axis)


squeeze = np.squeeze


def stack(arrays, /, *, axis=0):
    # np.stack has dtype= only from NumPy 1.24
    d = _common_dtype(arrays)
    if d is not None:
        arrays = [a.astype(d, copy=False) for a in arrays]
    return np.stack(arrays, axis=axis)


def swapaxes(x, axis0, axis1, /):
    try:
        return np.swapaxes(x, axis0, axis1)
    except ValueError as e:  # NumPy's AxisError: an axis out of range
        raise IvyValueError(f"ivy.swapaxes: {e}") from e




def tile(x, repetitions, /):
    check_counts("tile", "repetitions", repetitions)
    return np.tile(x, repetitions)


def unstack(x, /, *, axis=0):
    return tuple(np.moveaxis(x, axis, 0))
