"""The names used by the Ivy paper's code listings, kept so those listings run as printed.

Each is a thin wrapper over the standard function; they follow the backend in force.
"""

import ivy as _ivy


def array(obj, dtype=None, device=None, copy=None):
    """Alias of :func:`ivy.asarray` (``dtype`` and ``device`` may be positional)."""
    return _ivy.asarray(obj, dtype=dtype, device=device, copy=copy)


def cast(x, dtype, /):
    """Alias of :func:`ivy.astype`: ``ivy.cast(x, "float32")``."""
    return _ivy.astype(x, dtype)


def concatenate(arrays, axis=0):
    """Alias of :func:`ivy.concat` (``axis`` may be positional)."""
    return _ivy.concat(arrays, axis=axis)


def reduce_max(x, axis=None, keepdims=False):
    """Alias of :func:`ivy.max` (``axis`` may be positional)."""
    return _ivy.max(x, axis=axis, keepdims=keepdims)


def reduce_mean(x, axis=None, keepdims=False):
    """Alias of :func:`ivy.mean` (``axis`` may be positional)."""
    return _ivy.mean(x, axis=axis, keepdims=keepdims)


def reduce_min(x, axis=None, keepdims=False):
    """Alias of :func:`ivy.min` (``axis`` may be positional)."""
    return _ivy.min(x, axis=axis, keepdims=keepdims)


def reduce_sum(x, axis=None, keepdims=False):
    """Alias of :func:`ivy.sum` (``axis`` may be positional)."""
    return _ivy.sum(x, axis=axis, keepdims=keepdims)


def transpose(x, axes=None):
    """Alias of :func:`ivy.permute_dims`; with no ``axes``, reverses the dimensions."""
    if axes is None:
        axes = tuple(range(_ivy.get_num_dims(x) - 1, -1, -1))
    return _ivy.permute_dims(x, axes)


def get_num_dims(x):
    """Number of dimensions of a native array."""
    return len(x.shape)
