"""Linear algebra functions of the root namespace (also in ``ivy.linalg``)."""

from ._api import api


@api
def matmul(x1, x2, /):
    """Matrix product of two arrays, batched over leading dimensions.

    A 1-D ``x1`` is treated as a row vector and a 1-D ``x2`` as a column vector; the added
    dimension is removed from the result. Leading (batch) dimensions broadcast.

    Args:
        x1: numeric array of shape ``[..., M, K]`` or ``[K]``.
        x2: numeric array of shape ``[..., K, N]`` or ``[K]``.

    Returns:
        Array of shape ``[..., M, N]`` (without ``M`` or ``N`` for 1-D inputs) and dtype
        ``ivy.result_type(x1, x2)``.

    Raises:
        ValueError: the contracted dimensions differ, or an input is 0-d.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.matmul(np.asarray([[1, 2], [3, 4]]), np.asarray([[5], [6]])).tolist()
        [[17], [39]]
    """


@api
def matrix_transpose(x, /):
    """Transpose of a matrix or of each matrix in a stack (swap the last two dimensions).

    Args:
        x: array of shape ``[..., M, N]``.

    Returns:
        Array of shape ``[..., N, M]`` and ``x``'s dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.matrix_transpose(np.asarray([[1, 2, 3], [4, 5, 6]])).tolist()
        [[1, 4], [2, 5], [3, 6]]
    """


@api
def tensordot(x1, x2, /, *, axes=2):
    """Sum of products of ``x1`` and ``x2`` over chosen axes (tensor contraction).

    An int ``axes=N`` contracts the last ``N`` axes of ``x1`` with the first ``N`` axes of
    ``x2``, in order; a pair of sequences ``(axes1, axes2)`` contracts ``x1``'s ``axes1[i]`` with
    ``x2``'s ``axes2[i]``. Contracted dimensions must have equal sizes.

    Args:
        x1: numeric array.
        x2: numeric array.
        axes: a non-negative int, or two equal-length sequences of axes.

    Returns:
        Array whose shape is ``x1``'s free axes followed by ``x2``'s free axes, with dtype
        ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.tensordot(np.asarray([[1, 2], [3, 4]]), np.asarray([1, 1]), axes=1).tolist()
        [3, 7]
    """


@api
def vecdot(x1, x2, /, *, axis=-1):
    """Dot product of vectors along ``axis``: ``sum(conj(x1) * x2, axis=axis)``.

    The first argument is conjugated for complex input. Dimensions other than ``axis``
    broadcast; ``axis`` must have the same size in both inputs.

    Args:
        x1: numeric array of shape ``[..., N]`` (with ``N`` on ``axis``).
        x2: numeric array broadcastable with ``x1``, also of size ``N`` on ``axis``.
        axis: the axis holding the vectors, a negative int counting from the end.

    Returns:
        Array of the broadcast shape without ``axis``, dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.vecdot(np.asarray([[1, 2], [3, 4]]), np.asarray([1, 1])).tolist()
        [3, 7]
        >>> complex(ivy.vecdot(np.asarray([1j]), np.asarray([1j])))
        (1+0j)
    """
