"""Utility functions (the standard's "Utility Functions")."""

from ._api import api


@api
def all(x, /, *, axis=None, keepdims=False):
    """Whether every element is True (non-zero), over all of ``x`` or along the given axes.

    nan counts as True; a reduction over zero elements is True.

    Args:
        x: array of shape ``[...]`` (any dtype; values are read as truth values).
        axis: an int or a tuple of ints to reduce over; None reduces over every axis.
        keepdims: if True the reduced axes are kept with size one.

    Returns:
        Boolean array of the reduced shape (0-d for ``axis=None``).

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[True, False], [True, True]])
        >>> bool(ivy.all(x)), ivy.all(x, axis=1).tolist()
        (False, [False, True])
    """


@api
def any(x, /, *, axis=None, keepdims=False):
    """Whether any element is True (non-zero), over all of ``x`` or along the given axes.

    nan counts as True; a reduction over zero elements is False.

    Args:
        x: array of shape ``[...]`` (any dtype; values are read as truth values).
        axis: an int or a tuple of ints to reduce over; None reduces over every axis.
        keepdims: if True the reduced axes are kept with size one.

    Returns:
        Boolean array of the reduced shape (0-d for ``axis=None``).

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[0, 0], [0, 3]])
        >>> bool(ivy.any(x)), ivy.any(x, axis=1).tolist()
        (True, [False, True])
    """


@api
def diff(x, /, *, axis=-1, n=1, prepend=None, append=None):
    """``n``-th discrete difference along an axis: ``out[i] = x[i+1] - x[i]``, applied ``n`` times.

    ``prepend`` and ``append`` are joined to ``x`` along ``axis`` before differencing.

    Args:
        x: numeric array of shape ``[..., N, ...]`` (``N`` on ``axis``).
        axis: the axis to difference along.
        n: number of times to difference, a non-negative int.
        prepend: array of ``x``'s dtype, shaped like ``x`` except along ``axis``, put before it.
        append: array of ``x``'s dtype, shaped like ``x`` except along ``axis``, put after it.

    Returns:
        Array of ``x``'s dtype whose ``axis`` length is ``N - n``, counting the lengths of
        ``prepend`` and ``append`` in ``N``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([1, 4, 9, 16])
        >>> ivy.diff(x).tolist(), ivy.diff(x, n=2).tolist()
        ([3, 5, 7], [2, 2])
    """
