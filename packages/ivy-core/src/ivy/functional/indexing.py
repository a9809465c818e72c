"""Indexing functions (the standard's "Indexing Functions")."""

from ._api import api


@api
def take(x, indices, /, *, axis=None):
    """Elements of ``x`` at the given indices along one axis.

    Args:
        x: array of shape ``[..., N, ...]``; with ``axis=None`` it must be 1-D.
        indices: integer array of positions along ``axis``, each in ``[-N, N)``: 1-D in the
            standard; an n-d array (as NumPy's ``take``) replaces ``axis`` by its shape.
        axis: the axis to index; may be omitted only when ``x`` is 1-D.

    Returns:
        Array of ``x``'s dtype whose ``axis`` is replaced by ``indices``' shape (length
        ``len(indices)`` for 1-D indices); the other dimensions are those of ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[1, 2, 3], [4, 5, 6]])
        >>> ivy.take(x, np.asarray([2, 0]), axis=1).tolist()
        [[3, 1], [6, 4]]
    """


@api
def take_along_axis(x, indices, /, *, axis=-1):
    """Pick values of ``x`` along ``axis`` using an index array of the same rank.

    ``out[..., j, ...] = x[..., indices[..., j, ...], ...]`` with ``j`` on ``axis``: the natural
    partner of ``argsort``, ``argmax(keepdims=True)`` and the like.

    Args:
        x: array of shape ``[..., N, ...]``.
        indices: integer array with as many dimensions as ``x``, broadcastable to ``x`` except
            along ``axis``; values in ``[-N, N)``.
        axis: the axis to pick along (negative counts from the end).

    Returns:
        Array of ``x``'s dtype with the broadcast shape of ``x`` and ``indices`` along the other
        axes and ``indices``' length along ``axis``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[10, 30, 20], [5, 4, 6]])
        >>> ivy.take_along_axis(x, ivy.argsort(x, axis=1), axis=1).tolist()
        [[10, 20, 30], [4, 5, 6]]
    """
