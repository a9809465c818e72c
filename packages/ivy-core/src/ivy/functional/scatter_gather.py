"""Gathering and scattering (Ivy's own, beyond the standard's ``take``): gather, gather_nd,
scatter_nd, scatter_flat, argwhere, one_hot.

Indices are integer arrays of any integer dtype; a negative index counts from the end of its axis
(``[-N, N)`` is valid). Out-of-range indices raise ``IvyIndexError`` where the backend can see
them: NumPy, PyTorch on the CPU, TensorFlow on the CPU (eagerly; inside ``tf.function`` TF's own
InvalidArgumentError when the graph runs) and MXNet (checked on the host). JAX cannot raise from
compiled code: there they are *not checked* (gathers clamp or fill, scatters drop them, as JAX
does), nor on accelerators for PyTorch and TensorFlow.

``out=``: where the backend's arrays are mutable (NumPy, PyTorch, MXNet, ``tf.Variable``) the result
is written into ``out``, which is returned; JAX arrays and plain ``tf.Tensor`` are immutable, and
``out=`` raises ``IvyUnsupportedError`` there (use the returned array; to scatter into existing
values, pass them as ``x=``).
"""

from .._rules.scatter_gather import _check_size, _flat_size, _one_hot_args, _raise  # noqa: F401
from ._api import api, composed


@composed
def argwhere(xp, x, /, *, size=None, fill_value=0):
    """Indices of the non-zero (True) elements of ``x``, one row per element, in row-major order.

    ``argwhere(x)[:, i]`` is ``ivy.nonzero(x)[i]`` (PyTorch's ``nonzero(as_tuple=False)``). The
    number of rows depends on the data unless ``size`` fixes it (for compiled code, e.g. under
    ``jax.jit``): the first ``size`` rows are kept, missing rows are filled with ``fill_value``.

    Args:
        x: array of shape ``[...]`` (any dtype; complex counts either part, nan counts as non-zero).
        size: the number of rows of the result; None: the number of non-zero elements.
        fill_value: the int filling the rows beyond the non-zero elements (with ``size``).

    Returns:
        Array of shape ``[n, x.ndim]`` and the default integer dtype (int64).

    Raises:
        IvyValueError: ``size`` is negative.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[0, 7], [3, 0]])
        >>> ivy.argwhere(x).tolist(), ivy.argwhere(x, size=3, fill_value=-1).tolist()
        ([[0, 1], [1, 0]], [[0, 1], [1, 0], [-1, -1]])
    """
    _check_size("argwhere", size)
    if len(x.shape) == 0:  # one row of no columns where x is non-zero
        rows = xp.nonzero(xp.reshape(x, (1,)), size=size, fill_value=fill_value)[0]
        return xp.reshape(rows, (rows.shape[0], 0))
    return xp.stack(xp.nonzero(x, size=size, fill_value=fill_value), axis=-1)


@api
def gather(x, indices, /, *, axis=-1, batch_dims=0):
    """Slices of ``x`` along ``axis`` picked by ``indices`` (batched ``take``).

    With ``batch_dims = b`` the first ``b`` dimensions of ``x`` and ``indices`` are batch
    dimensions (equal sizes) and each batch element picks from its own slice of ``x``:
    ``out[B, P, I, S] = x[B, P, indices[B, I], S]`` where ``B`` are the batch dimensions, ``P``
    those of ``x`` before ``axis`` and ``S`` those after it.

    Args:
        x: array of shape ``[*B, *P, N, *S]`` (``N`` on ``axis``), any dtype.
        indices: integer array of shape ``[*B, *I]`` with values in ``[-N, N)``.
        axis: the axis of ``x`` to pick along; it must come after the batch dimensions.
        batch_dims: the number of leading batch dimensions (negative: counted from
            ``indices.ndim``).

    Returns:
        Array of shape ``[*B, *P, *I, *S]`` and ``x``'s dtype.

    Raises:
        IvyValueError: axis/batch_dims out of range or batch dimensions that differ.
        IvyIndexError: an index out of range (where checked, see the module notes).

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[1, 2, 3], [4, 5, 6]])
        >>> ivy.gather(x, np.asarray([2, 0])).tolist()
        [[3, 1], [6, 4]]
        >>> ivy.gather(x, np.asarray([[2], [0]]), batch_dims=1).tolist()
        [[3], [4]]
    """


@api
def gather_nd(x, indices, /, *, batch_dims=0):
    """Elements or slices of ``x`` at multi-dimensional indices.

    The last axis of ``indices`` holds ``K`` coordinates into the first ``K`` dimensions of ``x``
    after its batch dimensions: ``out[B, I] = x[B, *indices[B, I, :]]`` (a slice of the remaining
    dimensions of ``x`` when ``K`` is smaller than their number).

    Args:
        x: array of shape ``[*B, *D]``, any dtype.
        indices: integer array of shape ``[*B, *I, K]``, ``K <= len(D)``, each coordinate ``k`` in
            ``[-D[k], D[k])``.
        batch_dims: the number of leading batch dimensions shared by ``x`` and ``indices``.

    Returns:
        Array of shape ``[*B, *I, *D[K:]]`` and ``x``'s dtype.

    Raises:
        IvyValueError: ``K`` larger than ``len(D)``, bad ``batch_dims`` or batch dimensions that
            differ.
        IvyIndexError: an index out of range (where checked, see the module notes).

    Example:
        >>> import ivy, numpy as np
        >>> x = np.arange(6).reshape(2, 3)
        >>> ivy.gather_nd(x, np.asarray([[1, 2], [0, -1]])).tolist()
        [5, 2]
        >>> ivy.gather_nd(x, np.asarray([[1]])).tolist()
        [[3, 4, 5]]
    """


@composed
def one_hot(xp, indices, depth, /, *, on_value=1, off_value=0, axis=-1, dtype=None):
    """One-hot encoding: ``on_value`` where the new axis' position equals the index, else
    ``off_value``.

    An index outside ``[0, depth)`` (negative ones included) gives ``off_value`` everywhere along
    the new axis (as TensorFlow and JAX do).

    Args:
        indices: integer array of shape ``[...]``.
        depth: the length of the new axis, a non-negative int.
        on_value: the value at the index: a Python scalar or a 0-d array.
        off_value: the value elsewhere: a Python scalar or a 0-d array.
        axis: where the new axis goes in the result (``-1``: last), in
            ``[-indices.ndim - 1, indices.ndim]``.
        dtype: the result dtype; None: Ivy's default float dtype.

    Returns:
        Array of ``indices``' shape with the new axis of length ``depth`` inserted at ``axis``.

    Raises:
        IvyValueError: negative ``depth`` or ``axis`` out of range.
        IvyDtypeError: ``indices`` not of an integer dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.one_hot(np.asarray([2, 0, 5]), 3).tolist()
        [[0.0, 0.0, 1.0], [1.0, 0.0, 0.0], [0.0, 0.0, 0.0]]
    """
    ax = _one_hot_args(indices, depth, axis, xp.isdtype)
    d = xp.default_float_dtype() if dtype is None else dtype
    dev = xp.dev(indices)
    pos = xp.arange(depth, dtype=xp.int64, device=dev)
    pos = xp.reshape(pos, (depth,) + (1,) * (len(indices.shape) - ax))
    idx = indices if indices.dtype == xp.int64 else xp.astype(indices, xp.int64)
    hit = xp.equal(xp.expand_dims(idx, axis=ax), pos)
    on = xp.asarray(on_value, dtype=d, device=dev)
    off = xp.asarray(off_value, dtype=d, device=dev)
    return xp.where(hit, on, off)


@composed
def scatter_flat(xp, indices, updates, /, size=None, *, reduction="sum", x=None, out=None):
    """Scatter ``updates`` along the last axis: ``out[..., indices[..., j]] (op)= updates[..., j]``.

    The 1-D case scatters into a vector of length ``size``; leading dimensions are batch
    dimensions, each batch row scattering into its own row of the result. ``reduction`` combines
    the updates that meet at one position (and, with ``x``, its value): see ``ivy.scatter_nd``,
    which this is with the batch coordinates added to the indices.

    Args:
        indices: integer array of shape ``[..., N]``, values in ``[-size, size)``.
        updates: array of shape ``[..., N]`` (broadcastable to ``indices``' shape).
        size: the length of the result's last axis; may be None when ``x`` or ``out`` is given.
        reduction: ``"sum"``, ``"min"``, ``"max"``, ``"mul"`` or ``"replace"``.
        x: array of shape ``[..., size]`` to scatter into (its values are kept where no index
            points); None: zeros.
        out: array to write the result into (mutable backends only, see the module notes).

    Returns:
        Array of shape ``[..., size]`` and ``updates``' dtype (``x``'s with ``x``).

    Raises:
        IvyValueError: shapes that do not fit, a bad ``reduction``, or no ``size``.
        IvyIndexError: an index out of range (where checked, see the module notes).

    Example:
        >>> import ivy, numpy as np
        >>> idx, upd = np.asarray([[0, 2, 0], [1, 1, 1]]), np.asarray([[1, 2, 3], [4, 5, 6]])
        >>> ivy.scatter_flat(idx, upd, 3).tolist(), ivy.scatter_flat(idx, upd, 3, reduction="max").tolist()
        ([[4, 0, 2], [0, 15, 0]], [[3, 0, 2], [0, 6, 0]])
    """
    size = _flat_size(indices, size, x, out)
    batch = tuple(indices.shape[:-1])
    dev = xp.dev(indices)
    coords = []
    for i, n in enumerate(batch):  # the batch coordinates of every index
        grid = xp.reshape(xp.arange(n, dtype=xp.int64, device=dev),
                          (1,) * i + (n,) + (1,) * (len(batch) - i))
        coords.append(xp.broadcast_to(grid, tuple(indices.shape)))
    idx = indices if indices.dtype == xp.int64 else xp.astype(indices, xp.int64)
    nd = xp.stack(coords + [idx], axis=-1) if coords else xp.expand_dims(idx, axis=-1)
    return xp.scatter_nd(nd, updates, batch + (size,), reduction=reduction, x=x, out=out)


@api
def scatter_nd(indices, updates, /, shape=None, *, reduction="sum", x=None, out=None):
    """Scatter ``updates`` into an array at multi-dimensional indices.

    The last axis of ``indices`` holds ``K`` coordinates into the first ``K`` dimensions of the
    result: ``out[*indices[I, :]] (op)= updates[I]``, a slice of the remaining dimensions when
    ``K < len(shape)``. ``reduction`` says how the updates meeting at one position combine:
    ``"sum"``, ``"mul"``, ``"min"``, ``"max"``, or ``"replace"`` (one of them is kept: which one,
    for repeated indices, is unspecified and differs between backends). Positions no index reaches
    keep ``x``'s values (zeros without ``x``); without ``x`` a reached position holds the
    reduction of its updates alone, with ``x`` that of its value and the updates.

    Args:
        indices: integer array of shape ``[*I, K]``, each coordinate ``k`` in
            ``[-shape[k], shape[k])``.
        updates: array of shape ``[*I, *shape[K:]]`` (or broadcastable to it).
        shape: the result's shape; may be None when ``x`` or ``out`` is given.
        reduction: ``"sum"``, ``"mul"`` (numeric dtypes), ``"min"``, ``"max"`` (real numeric
            dtypes) or ``"replace"`` (any dtype).
        x: array of ``shape`` to scatter into; None: zeros.
        out: array of the result's shape and dtype to write the result into (mutable backends
            only, see the module notes); may be ``x`` itself for an in-place scatter.

    Returns:
        Array of ``shape`` and ``updates``' dtype (``x``'s with ``x``, updates are cast to it).

    Raises:
        IvyValueError: shapes that do not fit, a bad ``reduction``, or no ``shape``.
        IvyDtypeError: non-integer indices, or a reduction the dtype does not have.
        IvyIndexError: an index out of range (where checked, see the module notes).
        IvyUnsupportedError: ``out=`` with an immutable array (JAX, ``tf.Tensor``).

    Example:
        >>> import ivy, numpy as np
        >>> idx = np.asarray([[0, 1], [1, 0], [0, 1]])
        >>> ivy.scatter_nd(idx, np.asarray([1.0, 2.0, 3.0]), (2, 2)).tolist()
        [[0.0, 4.0], [2.0, 0.0]]
        >>> x = np.ones((2, 2), "int64")
        >>> ivy.scatter_nd(np.asarray([[1]]), np.asarray([[5, 6]]), x=x, reduction="max").tolist()
        [[1, 1], [5, 6]]
    """


