"""NumPy kernels: manipulation functions. Mixed dtypes follow Ivy's promotion, not NumPy's."""

import numpy as np

from ... import dtypes as _dt
from ...errors import IvyValueError
from ._helpers import native_dtype

_U64 = np.dtype(np.uint64)


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


expand_dims = np.expand_dims
flip = np.flip
moveaxis = np.moveaxis
permute_dims = np.transpose


def repeat(x, repeats, /, *, axis=None):
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
squeeze = np.squeeze


def stack(arrays, /, *, axis=0):
    # np.stack has dtype= only from NumPy 1.24
    d = _common_dtype(arrays)
    if d is not None:
        arrays = [a.astype(d, copy=False) for a in arrays]
    return np.stack(arrays, axis=axis)


tile = np.tile


def unstack(x, /, *, axis=0):
    return tuple(np.moveaxis(x, axis, 0))
