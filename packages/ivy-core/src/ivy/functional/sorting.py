"""Sorting functions (the standard's "Sorting Functions")."""

from ._api import api


@api
def argsort(x, /, *, axis=-1, descending=False, stable=True):
    """Indices that sort ``x`` along an axis.

    With ``stable=True`` equal elements keep their original relative order, also when
    ``descending`` is True. NaN sorts as the largest value (last ascending, first descending),
    as NumPy, PyTorch and JAX order it, on every backend but MXNet (its own order).

    Args:
        x: real-valued array of shape ``[...]``.
        axis: the axis to sort along.
        descending: sort from largest to smallest.
        stable: require a stable sort; False allows a faster unstable one.

    Returns:
        Array of ``x``'s shape and the default integer dtype.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([3, 1, 2, 1])
        >>> ivy.argsort(x).tolist(), ivy.argsort(x, descending=True).tolist()
        ([1, 3, 2, 0], [0, 2, 1, 3])
    """


@api
def sort(x, /, *, axis=-1, descending=False, stable=True):
    """Sorted copy of ``x`` along an axis. NaN sorts as the largest value (last ascending,
    first descending), as NumPy, PyTorch and JAX order it, on every backend but MXNet (its own
    order).

    Args:
        x: real-valued array of shape ``[...]``.
        axis: the axis to sort along.
        descending: sort from largest to smallest.
        stable: require a stable sort; False allows a faster unstable one.

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[3, 1, 2], [0, 5, 4]])
        >>> ivy.sort(x).tolist(), ivy.sort(x, axis=0, descending=True).tolist()
        ([[1, 2, 3], [0, 4, 5]], [[3, 5, 4], [0, 1, 2]])
    """
