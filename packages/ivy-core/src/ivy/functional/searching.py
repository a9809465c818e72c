"""Searching functions (the standard's "Searching Functions")."""

from ._api import api


@api
def argmax(x, /, *, axis=None, keepdims=False):
    """Index of the largest element, over the flattened array or along one axis.

    When the maximum occurs more than once the first occurrence wins.

    Args:
        x: real-valued array of shape ``[...]``, not empty along the reduced axis.
        axis: the axis to search; None searches the flattened array.
        keepdims: if True the reduced axis is kept with size one (so the result broadcasts
            against ``x``).

    Returns:
        Array of the default integer dtype: 0-d for ``axis=None``, else ``x``'s shape without
        (or with size one on) ``axis``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[1, 9, 9], [7, 2, 3]])
        >>> int(ivy.argmax(x)), ivy.argmax(x, axis=1).tolist()
        (1, [1, 0])
    """


@api
def argmin(x, /, *, axis=None, keepdims=False):
    """Index of the smallest element, over the flattened array or along one axis.

    When the minimum occurs more than once the first occurrence wins.

    Args:
        x: real-valued array of shape ``[...]``, not empty along the reduced axis.
        axis: the axis to search; None searches the flattened array.
        keepdims: if True the reduced axis is kept with size one (so the result broadcasts
            against ``x``).

    Returns:
        Array of the default integer dtype: 0-d for ``axis=None``, else ``x``'s shape without
        (or with size one on) ``axis``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[4, 1, 1], [0, 2, 3]])
        >>> int(ivy.argmin(x)), ivy.argmin(x, axis=1).tolist()
        (3, [1, 0])
    """


@api
def count_nonzero(x, /, *, axis=None, keepdims=False):
    """Number of non-zero elements, over all of ``x`` or along the given axes.

    For complex input an element counts when either part is non-zero; nan counts as non-zero.

    Args:
        x: array of shape ``[...]``.
        axis: an int or a tuple of ints to count along; None counts over every axis.
        keepdims: if True the reduced axes are kept with size one.

    Returns:
        Array of the default integer dtype and the reduced shape.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[0, 1, 2], [3, 0, 0]])
        >>> int(ivy.count_nonzero(x)), ivy.count_nonzero(x, axis=1).tolist()
        (3, [2, 1])
    """


@api(extensions=("size", "fill_value"))
def nonzero(x, /, *, size=None, fill_value=0):
    """Indices of the non-zero (True) elements of ``x``, in row-major order.

    The output's length depends on the data, so this may be unavailable under tracing or
    compilation, unless ``size`` fixes it (Ivy's extension, as JAX's): the first ``size``
    indices are kept and missing ones are filled with ``fill_value``. ``ivy.argwhere`` gives the
    same indices as one ``[n, x.ndim]`` array.

    Args:
        x: array with at least one dimension.
        size: the length of each index array; None: the number of non-zero elements.
        fill_value: the int filling the positions beyond the non-zero elements (with ``size``).

    Returns:
        A tuple of ``x.ndim`` 1-D arrays of the default integer dtype; the ``i``-th holds the
        indices along dimension ``i``.

    Raises:
        ValueError: ``x`` is 0-d, or ``size`` is negative.

    Example:
        >>> import ivy, numpy as np
        >>> [i.tolist() for i in ivy.nonzero(np.asarray([[1, 0], [0, 2]]))]
        [[0, 1], [0, 1]]
        >>> [i.tolist() for i in ivy.nonzero(np.asarray([0, 3, 4]), size=3, fill_value=-1)]
        [[1, 2, -1]]
    """


@api
def searchsorted(x1, x2, /, *, side='left', sorter=None):
    """Indices where elements of ``x2`` would be inserted into ``x1`` to keep it sorted.

    With ``side="left"`` an index ``i`` satisfies ``x1[i-1] < v <= x1[i]``; with ``"right"``
    it satisfies ``x1[i-1] <= v < x1[i]``.

    Args:
        x1: 1-D real-valued array, sorted ascending unless ``sorter`` is given.
        x2: real-valued array of values to insert (any shape).
        side: ``"left"`` or ``"right"``: which index to return for values equal to elements of
            ``x1``.
        sorter: 1-D integer array of indices that sort ``x1`` ascending.

    Returns:
        Array of ``x2``'s shape and the default integer dtype.

    Example:
        >>> import ivy, numpy as np
        >>> x1, x2 = np.asarray([1, 3, 5]), np.asarray([3, 4])
        >>> ivy.searchsorted(x1, x2).tolist(), ivy.searchsorted(x1, x2, side="right").tolist()
        ([1, 2], [2, 2])
    """


@api
def where(condition, x1, x2, /):
    """Choose elements from ``x1`` where ``condition`` is True and from ``x2`` elsewhere.

    Args:
        condition: boolean array.
        x1: array or Python scalar giving the values where ``condition`` is True.
        x2: array or Python scalar giving the values elsewhere.

    Returns:
        Array of the broadcast shape of the three arguments and dtype
        ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> c = np.asarray([True, False, True])
        >>> ivy.where(c, np.asarray([1, 2, 3]), 0).tolist()
        [1, 0, 3]
    """
