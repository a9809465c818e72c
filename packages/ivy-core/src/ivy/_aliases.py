"""The names used by the Ivy paper's code listings, kept so those listings run as printed.

Each is a thin wrapper over the standard function; they follow the backend in force.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .functional import creation as _creation
from .functional import data_type as _data_type
from .functional import manipulation as _manipulation
from .functional import statistical as _statistical
from .types import Array, Axis, Device, DType


def array(obj: Any, dtype: DType | None = None, device: Device | None = None,
          copy: bool | None = None) -> Array:
    """Alias of :func:`ivy.asarray` (``dtype`` and ``device`` may be positional).

    Example:
        >>> import ivy
        >>> ivy.array([1, 2], "int8").dtype == ivy.int8
        True
    """
    return _creation.asarray(obj, dtype=dtype, device=device, copy=copy)


def cast(x: Array, dtype: DType, /) -> Array:
    """Alias of :func:`ivy.astype`: ``ivy.cast(x, "float32")``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.cast(np.asarray([1.7, -2.2]), "int32").tolist()
        [1, -2]
    """
    return _data_type.astype(x, dtype)


def concatenate(arrays: Sequence[Array], axis: int | None = 0) -> Array:
    """Alias of :func:`ivy.concat` (``axis`` may be positional).

    Example:
        >>> import ivy, numpy as np
        >>> ivy.concatenate([np.zeros((1, 2)), np.ones((1, 2))], 0).tolist()
        [[0.0, 0.0], [1.0, 1.0]]
    """
    return _manipulation.concat(arrays, axis=axis)


def reduce_max(x: Array, axis: Axis = None, keepdims: bool = False) -> Array:
    """Alias of :func:`ivy.max` (``axis`` may be positional).

    Example:
        >>> import ivy, numpy as np
        >>> ivy.reduce_max(np.asarray([[1, 5], [7, 2]]), -1).tolist()
        [5, 7]
    """
    return _statistical.max(x, axis=axis, keepdims=keepdims)


def reduce_mean(x: Array, axis: Axis = None, keepdims: bool = False) -> Array:
    """Alias of :func:`ivy.mean` (``axis`` may be positional).

    Example:
        >>> import ivy, numpy as np
        >>> float(ivy.reduce_mean(np.asarray([1.0, 2.0, 6.0])))
        3.0
    """
    return _statistical.mean(x, axis=axis, keepdims=keepdims)


def reduce_min(x: Array, axis: Axis = None, keepdims: bool = False) -> Array:
    """Alias of :func:`ivy.min` (``axis`` may be positional).

    Example:
        >>> import ivy, numpy as np
        >>> ivy.reduce_min(np.asarray([[1, 5], [7, 2]]), 0).tolist()
        [1, 2]
    """
    return _statistical.min(x, axis=axis, keepdims=keepdims)


def reduce_sum(x: Array, axis: Axis = None, keepdims: bool = False) -> Array:
    """Alias of :func:`ivy.sum` (``axis`` may be positional).

    Example:
        >>> import ivy, numpy as np
        >>> ivy.reduce_sum(np.asarray([[1, 2], [3, 4]]), 1, keepdims=True).tolist()
        [[3], [7]]
    """
    return _statistical.sum(x, axis=axis, keepdims=keepdims)


def transpose(x: Array, axes: Sequence[int] | None = None) -> Array:
    """Alias of :func:`ivy.permute_dims`; with no ``axes``, reverses the dimensions.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.transpose(np.zeros((2, 3, 4))).shape
        (4, 3, 2)
    """
    if axes is None:
        axes = tuple(range(get_num_dims(x) - 1, -1, -1))
    return _manipulation.permute_dims(x, axes)


def get_num_dims(x: Array) -> int:
    """Number of dimensions of a native array.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.get_num_dims(np.zeros((2, 3)))
        2
    """
    return len(x.shape)
