"""Set functions (the standard's "Set Functions")."""

from ._api import api


@api
def unique_all(x, /):
    """Unique elements of ``x`` with the first index, inverse indices and count of each.

    The input is flattened. nan values are all distinct (each nan is its own unique value);
    ``0.0`` and ``-0.0`` count as one. The order of the unique values is not fixed by the
    standard (NumPy sorts them), and the output's length depends on the data.

    Args:
        x: array of shape ``[...]``.

    Returns:
        A namedtuple ``(values, indices, inverse_indices, counts)``: ``values`` (1-D, ``x``'s
        dtype) holds the unique elements; ``indices`` the flat index of each one's first
        occurrence; ``inverse_indices`` (``x``'s shape) the position in ``values`` of each
        element of ``x``; ``counts`` how often each occurs. Index arrays have the default
        integer dtype.

    Example:
        >>> import ivy, numpy as np
        >>> r = ivy.unique_all(np.asarray([3, 1, 3]))
        >>> sorted(zip(r.values.tolist(), r.indices.tolist(), r.counts.tolist()))
        [(1, 1, 1), (3, 0, 2)]
    """


@api
def unique_counts(x, /):
    """Unique elements of ``x`` and how often each occurs.

    The input is flattened. nan values are all distinct (each nan is its own unique value);
    ``0.0`` and ``-0.0`` count as one. The order of the unique values is not fixed by the
    standard (NumPy sorts them), and the output's length depends on the data.

    Args:
        x: array of shape ``[...]``.

    Returns:
        A namedtuple ``(values, counts)``: the unique elements (1-D, ``x``'s dtype) and their
        numbers of occurrences (default integer dtype).

    Example:
        >>> import ivy, numpy as np
        >>> r = ivy.unique_counts(np.asarray([3, 1, 3, 2]))
        >>> sorted(zip(r.values.tolist(), r.counts.tolist()))
        [(1, 1), (2, 1), (3, 2)]
    """


@api
def unique_inverse(x, /):
    """Unique elements of ``x`` and, for each element of ``x``, its position among them.

    The input is flattened. nan values are all distinct (each nan is its own unique value);
    ``0.0`` and ``-0.0`` count as one. The order of the unique values is not fixed by the
    standard (NumPy sorts them), and the output's length depends on the data.

    Args:
        x: array of shape ``[...]``.

    Returns:
        A namedtuple ``(values, inverse_indices)``: the unique elements (1-D, ``x``'s dtype)
        and an array of ``x``'s shape and the default integer dtype giving each element's
        position in ``values`` (so ``values[inverse_indices]`` rebuilds ``x``).

    Example:
        >>> import ivy, numpy as np
        >>> r = ivy.unique_inverse(np.asarray([3, 1, 3, 2]))
        >>> ivy.take(r.values, r.inverse_indices).tolist()
        [3, 1, 3, 2]
    """


@api
def unique_values(x, /):
    """Unique elements of ``x``.

    The input is flattened. nan values are all distinct (each nan is its own unique value);
    ``0.0`` and ``-0.0`` count as one. The order of the unique values is not fixed by the
    standard (NumPy sorts them), and the output's length depends on the data.

    Args:
        x: array of shape ``[...]``.

    Returns:
        1-D array of ``x``'s dtype holding each distinct element once.

    Example:
        >>> import ivy, numpy as np
        >>> sorted(ivy.unique_values(np.asarray([3, 1, 3, 2])).tolist())
        [1, 2, 3]
    """
