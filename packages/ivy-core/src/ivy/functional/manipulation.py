"""Array manipulation functions (the standard's "Manipulation Functions"), with Ivy's own:
``constant_pad``, ``pad``, ``split``, ``swapaxes``, ``zero_pad``."""

from .._rules.layout import norm_axis
from ._api import api, composed


@api
def broadcast_arrays(*arrays):
    """Broadcast any number of arrays against each other.

    Args:
        *arrays: arrays whose shapes are broadcast-compatible.

    Returns:
        A list of arrays, one per input, all of the common broadcast shape, each with its
        input's dtype (they may be read-only views).

    Raises:
        ValueError: the shapes cannot be broadcast together.

    Example:
        >>> import ivy, numpy as np
        >>> [a.shape for a in ivy.broadcast_arrays(np.zeros((2, 1)), np.zeros(3))]
        [(2, 3), (2, 3)]
    """


@api
def broadcast_to(x, /, shape):
    """Broadcast ``x`` to a given shape.

    Args:
        x: array whose shape is broadcast-compatible with ``shape``.
        shape: target shape, a tuple of ints.

    Returns:
        Array of shape ``shape`` and ``x``'s dtype (it may be a read-only view of ``x``).

    Raises:
        ValueError: ``x`` cannot be broadcast to ``shape``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.broadcast_to(np.asarray([1, 2]), (2, 2)).tolist()
        [[1, 2], [1, 2]]
    """


@api
def concat(arrays, /, *, axis=0):
    """Join a sequence of arrays along an existing axis.

    Args:
        arrays: list or tuple of arrays with equal shapes except along ``axis``.
        axis: the axis to join along; None flattens every array first and joins the results.

    Returns:
        Array whose ``axis`` length is the sum of the inputs' lengths, with the promoted dtype
        of all inputs.

    Example:
        >>> import ivy, numpy as np
        >>> a, b = np.asarray([[1, 2]]), np.asarray([[3, 4]])
        >>> ivy.concat([a, b]).tolist(), ivy.concat([a, b], axis=None).tolist()
        ([[1, 2], [3, 4]], [1, 2, 3, 4])
    """


@api
def constant_pad(x, /, pad_width, *, value=0):
    """Pad ``x`` with a constant value.

    Args:
        x: array of shape ``[...]``.
        pad_width: how many elements to add before and after each axis, in NumPy's forms: an int
            (every side of every axis), a ``(before, after)`` pair (every axis), or one
            ``(before, after)`` pair per axis; non-negative ints.
        value: Python scalar written into the padding (converted to ``x``'s dtype).

    Returns:
        Array of ``x``'s dtype whose axis ``i`` is longer by ``before_i + after_i``.

    Raises:
        IvyValueError: ``pad_width`` is malformed or negative.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.constant_pad(np.asarray([[1, 2]]), ((0, 1), (1, 0)), value=9).tolist()
        [[9, 1, 2], [9, 9, 9]]
    """


@api
def expand_dims(x, /, axis):
    """Insert a dimension of size one at position ``axis``.

    Args:
        x: array of shape ``[...]`` with ``N`` dimensions.
        axis: position of the new dimension in the result, in ``[-N-1, N]``; negative values
            count from the end of the result.

    Returns:
        Array with ``N + 1`` dimensions, ``x``'s values and dtype.

    Raises:
        IndexError: ``axis`` is out of range.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.expand_dims(np.asarray([1, 2]), axis=0).shape
        (1, 2)
    """


@api
def flip(x, /, *, axis=None):
    """Reverse the order of elements along the given axes.

    Args:
        x: array of shape ``[...]``.
        axis: an int or a tuple of ints; None reverses every axis.

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[1, 2], [3, 4]])
        >>> ivy.flip(x, axis=1).tolist(), ivy.flip(x).tolist()
        ([[2, 1], [4, 3]], [[4, 3], [2, 1]])
    """


@api
def moveaxis(x, source, destination, /):
    """Move axes of ``x`` to new positions; the other axes keep their relative order.

    Args:
        x: array of shape ``[...]``.
        source: an axis or a tuple of distinct axes to move.
        destination: the new positions, as many as in ``source``.

    Returns:
        Array with permuted dimensions and ``x``'s dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.moveaxis(np.zeros((2, 3, 4)), 0, -1).shape
        (3, 4, 2)
    """


@api
def pad(x, /, pad_width, *, mode="constant", constant_values=0):
    """Pad ``x`` along every axis, in one of NumPy's modes (with NumPy's results).

    Modes, shown on ``[1, 2, 3]`` padded by 2 on each side:

    * ``"constant"``: ``constant_values`` (``0 0 | 1 2 3 | 0 0``);
    * ``"reflect"``: mirrored about the edge element (``3 2 | 1 2 3 | 2 1``);
    * ``"symmetric"``: mirrored including the edge element (``2 1 | 1 2 3 | 3 2``);
    * ``"edge"``: the edge element repeated (``1 1 | 1 2 3 | 3 3``);
    * ``"wrap"``: continued from the other end (``2 3 | 1 2 3 | 1 2``).

    Widths larger than the axis repeat the pattern, as NumPy does.

    Args:
        x: array of shape ``[...]``.
        pad_width: how many elements to add before and after each axis, in NumPy's forms: an int
            (every side of every axis), a ``(before, after)`` pair (every axis), or one
            ``(before, after)`` pair per axis; non-negative ints.
        mode: one of the modes above.
        constant_values: Python scalar of the ``"constant"`` mode (converted to ``x``'s dtype).

    Returns:
        Array of ``x``'s dtype whose axis ``i`` is longer by ``before_i + after_i``.

    Raises:
        IvyValueError: unknown ``mode``; ``pad_width`` malformed or negative; a mode other than
            ``"constant"`` asked to extend an empty axis (there is nothing to repeat; NumPy
            refuses this too).

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([1, 2, 3])
        >>> ivy.pad(x, 2, mode="reflect").tolist(), ivy.pad(x, (1, 2), mode="wrap").tolist()
        ([3, 2, 1, 2, 3, 2, 1], [3, 1, 2, 3, 1, 2])
    """


@api
def permute_dims(x, /, axes):
    """Reorder the dimensions of ``x``.

    Args:
        x: array with ``N`` dimensions.
        axes: a permutation of ``(0, 1, ..., N-1)``; output dimension ``i`` is input dimension
            ``axes[i]``.

    Returns:
        Array of shape ``[x.shape[a] for a in axes]`` and ``x``'s dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.permute_dims(np.zeros((2, 3, 4)), (2, 0, 1)).shape
        (4, 2, 3)
    """


@api
def repeat(x, repeats, /, *, axis=None):
    """Repeat each element of ``x`` along an axis.

    Args:
        x: array of shape ``[...]``.
        repeats: an int repeating every element that often, or a 1-D integer array with one
            count per element along ``axis`` (or broadcastable to that length).
        axis: the axis to repeat along; None flattens ``x`` first.

    Returns:
        Array of ``x``'s dtype whose ``axis`` length is the total number of repeats.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([1, 2])
        >>> ivy.repeat(x, 2).tolist(), ivy.repeat(x, np.asarray([1, 3])).tolist()
        ([1, 1, 2, 2], [1, 2, 2, 2])
    """


@api
def reshape(x, /, shape, *, copy=None):
    """Give ``x`` a new shape with the same number of elements (in row-major order).

    Args:
        x: array of shape ``[...]``.
        shape: the new shape; one entry may be -1, to be inferred from the size of ``x``.
        copy: True always copies; False never copies (raises if a view is impossible); None
            copies only when needed.

    Returns:
        Array of shape ``shape`` holding ``x``'s elements, with ``x``'s dtype.

    Raises:
        ValueError: the sizes do not match, or ``copy=False`` and a copy is needed.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.reshape(np.arange(6), (2, -1)).tolist()
        [[0, 1, 2], [3, 4, 5]]
    """


@api
def roll(x, /, shift, *, axis=None):
    """Shift elements along axes, wrapping around: elements leaving one end re-enter at the other.

    Args:
        x: array of shape ``[...]``.
        shift: number of places to shift (an int, or a tuple of ints, one per axis in ``axis``);
            positive values shift towards higher indices.
        axis: an int or a tuple of ints; None shifts the flattened array and restores the shape.

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.roll(np.asarray([1, 2, 3, 4]), 1).tolist()
        [4, 1, 2, 3]
    """


@api
def split(x, /, num_or_size_splits=None, *, axis=0, with_remainder=False):
    """Split ``x`` into pieces along ``axis``.

    Args:
        x: array of shape ``[...]`` with at least one dimension.
        num_or_size_splits: an int ``n``: ``n`` pieces of equal length (which must divide
            ``x.shape[axis]`` unless ``with_remainder``); a sequence of non-negative ints: the
            length of each piece (summing to ``x.shape[axis]``); None: pieces of length 1.
        axis: the axis to split along.
        with_remainder: if the pieces do not cover the axis exactly, keep what remains as one more
            (shorter) last piece instead of raising: ``n`` pieces of ``x.shape[axis] // n`` then
            one of ``x.shape[axis] % n``; or the given sizes then the rest.

    Returns:
        A list of arrays of ``x``'s dtype, equal to ``x`` except along ``axis``.

    Raises:
        IvyValueError: ``x`` is 0-d; ``axis`` is out of range; ``n`` does not divide the axis (and
            not ``with_remainder``); sizes that are negative or do not sum to the axis length.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.arange(7)
        >>> [p.tolist() for p in ivy.split(x, [2, 5])]
        [[0, 1], [2, 3, 4, 5, 6]]
        >>> [p.tolist() for p in ivy.split(x, 3, with_remainder=True)]
        [[0, 1], [2, 3], [4, 5], [6]]
    """


@api
def squeeze(x, /, axis):
    """Remove dimensions of size one.

    Args:
        x: array of shape ``[...]``.
        axis: an int or a tuple of ints naming the dimensions to remove; each must have size 1.

    Returns:
        Array of ``x``'s values and dtype without those dimensions.

    Raises:
        ValueError: a named dimension does not have size 1.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.squeeze(np.zeros((1, 3, 1)), axis=(0, 2)).shape
        (3,)
    """


@api
def stack(arrays, /, *, axis=0):
    """Join arrays of equal shape along a new axis.

    Args:
        arrays: list or tuple of arrays, all of the same shape ``[...]`` with ``N`` dimensions.
        axis: position of the new axis in the result, in ``[-N-1, N]``.

    Returns:
        Array with ``N + 1`` dimensions (the new one of length ``len(arrays)``) and the promoted
        dtype of all inputs.

    Example:
        >>> import ivy, numpy as np
        >>> a, b = np.asarray([1, 2]), np.asarray([3, 4])
        >>> ivy.stack([a, b]).tolist(), ivy.stack([a, b], axis=1).tolist()
        ([[1, 2], [3, 4]], [[1, 3], [2, 4]])
    """


@composed
def swapaxes(xp, x, axis0, axis1, /):
    """Exchange two axes of ``x``.

    Args:
        x: array with ``N`` dimensions.
        axis0: an axis, in ``[-N, N)``.
        axis1: the axis to exchange it with.

    Returns:
        Array of ``x``'s dtype whose shape has ``x.shape[axis0]`` and ``x.shape[axis1]``
        exchanged.

    Raises:
        IvyValueError: an axis is out of range.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.swapaxes(np.zeros((2, 3, 4)), 0, -1).shape
        (4, 3, 2)
    """
    n = len(x.shape)
    a, b = norm_axis("swapaxes", axis0, n), norm_axis("swapaxes", axis1, n)
    perm = list(range(n))
    perm[a], perm[b] = b, a
    return xp.permute_dims(x, tuple(perm))


@api
def tile(x, repetitions, /):
    """Build an array by repeating ``x`` as a whole along each dimension.

    If ``repetitions`` is shorter than ``x.ndim`` it is padded with leading ones; if longer,
    ``x`` gets leading dimensions of size one.

    Args:
        x: array of shape ``[...]``.
        repetitions: tuple of non-negative ints, the number of copies along each dimension.

    Returns:
        Array of ``x``'s dtype whose dimension ``i`` is ``x``'s (padded) dimension ``i`` times
        ``repetitions[i]``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.tile(np.asarray([1, 2]), (2, 2)).tolist()
        [[1, 2, 1, 2], [1, 2, 1, 2]]
    """


@api
def unstack(x, /, *, axis=0):
    """Split ``x`` into its slices along ``axis`` (the inverse of ``stack``).

    Args:
        x: array of shape ``[...]`` with at least one dimension.
        axis: the axis to split along.

    Returns:
        A tuple of ``x.shape[axis]`` arrays, each of ``x``'s shape without ``axis``.

    Example:
        >>> import ivy, numpy as np
        >>> [a.tolist() for a in ivy.unstack(np.asarray([[1, 2], [3, 4]]), axis=1)]
        [[1, 3], [2, 4]]
    """


@composed
def zero_pad(xp, x, /, pad_width):
    """Pad ``x`` with zeros (``constant_pad`` with ``value=0``).

    Args:
        x: array of shape ``[...]``.
        pad_width: how many zeros to add before and after each axis, in NumPy's forms: an int, a
            ``(before, after)`` pair (every axis), or one ``(before, after)`` pair per axis.

    Returns:
        Array of ``x``'s dtype whose axis ``i`` is longer by ``before_i + after_i``.

    Raises:
        IvyValueError: ``pad_width`` is malformed or negative.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.zero_pad(np.asarray([[1.0]]), ((1, 0), (0, 1))).tolist()
        [[0.0, 0.0], [1.0, 0.0]]
    """
    return xp.constant_pad(x, pad_width)
