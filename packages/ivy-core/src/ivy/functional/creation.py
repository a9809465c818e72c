"""Array creation functions (the standard's "Creation Functions"), with Ivy's extensions: batched
``eye``, array endpoints and ``axis`` in ``linspace``, ``logspace`` and
``vector_to_skew_symmetric_matrix``."""

from .._rules.layout import endpoint_dtype
from ..errors import IvyUnsupportedError, IvyValueError
from ._api import api, composed


@api
def arange(start, /, stop=None, step=1, *, dtype=None, device=None):
    """Evenly spaced values in the half-open interval ``[start, stop)``.

    With one argument the interval is ``[0, start)``. The length is
    ``ceil((stop - start) / step)`` (empty when that is not positive). Without ``dtype`` the result
    has the default integer dtype if ``start``, ``stop`` and ``step`` are all ints, else the default
    float dtype.

    Args:
        start: first value, or the end of the interval when ``stop`` is None.
        stop: end of the interval (excluded).
        step: distance between neighbouring values; must not be 0.
        dtype: output dtype; None picks a default as above.
        device: device of the output; None is the default device.

    Returns:
        1-D array of the values.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.arange(4).tolist(), ivy.arange(1, 2, 0.25).tolist()
        ([0, 1, 2, 3], [1.0, 1.25, 1.5, 1.75])
    """


@api
def asarray(obj, /, *, dtype=None, device=None, copy=None):
    """Convert ``obj`` to a native array of the backend.

    Without ``dtype``, an array keeps its dtype and Python data gets Ivy's default dtype for the
    highest kind present (bool < int < float < complex): ``[1.0]`` gives float32 on every backend.

    Args:
        obj: an array, a Python scalar, a (nested) sequence of those, or an object supporting the
            buffer protocol.
        dtype: output dtype; None infers it as above.
        device: device of the output; None keeps an array's device, else the default device.
        copy: True always copies; False never copies (raises if a copy is needed); None copies
            only when needed.

    Returns:
        Array holding the values of ``obj``.

    Raises:
        ValueError: ``copy=False`` and the conversion needs a copy.

    Example:
        >>> import ivy, numpy as np
        >>> x = ivy.asarray([[1.0, 2.0], [3.0, 4.0]])
        >>> x.tolist(), str(x.dtype)
        ([[1.0, 2.0], [3.0, 4.0]], 'float32')
    """


@api
def empty(shape, *, dtype=None, device=None):
    """New array of the given shape whose contents are not initialised.

    Args:
        shape: output shape, an int or a tuple of ints.
        dtype: output dtype; None is the default float dtype.
        device: device of the output; None is the default device.

    Returns:
        Array of shape ``shape``; read its values only after writing them.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.empty((2, 3)).shape
        (2, 3)
    """


@api
def empty_like(x, /, *, dtype=None, device=None):
    """New uninitialised array with the shape of ``x``.

    Args:
        x: array giving the shape (and, by default, dtype and device).
        dtype: output dtype; None is ``x.dtype``.
        device: device of the output; None is ``x``'s device.

    Returns:
        Array of ``x``'s shape with unspecified contents.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.empty_like(np.zeros((2, 1))).shape
        (2, 1)
    """


@api(extensions=("batch_shape",))
def eye(n_rows, n_cols=None, /, *, k=0, dtype=None, device=None, batch_shape=None):
    """Two-dimensional array with ones on the ``k``-th diagonal and zeros elsewhere (or a batch
    of such matrices).

    Args:
        n_rows: number of rows.
        n_cols: number of columns; None means ``n_rows``.
        k: diagonal index: 0 is the main diagonal, positive above it, negative below it.
        dtype: output dtype; None is the default float dtype.
        device: device of the output; None is the default device.
        batch_shape: Ivy's extension (not in ``ivy.array_api``): leading batch dimensions, an int
            or a tuple of ints; every matrix of the batch is the same.

    Returns:
        Array of shape ``[*batch_shape, n_rows, n_cols]``.

    Raises:
        IvyValueError: ``batch_shape`` is not a (sequence of) non-negative int(s).

    Example:
        >>> import ivy, numpy as np
        >>> ivy.eye(2, 3, k=1).tolist()
        [[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]
        >>> ivy.eye(2, batch_shape=(4,)).shape
        (4, 2, 2)
    """


@api
def from_dlpack(x, /, *, device=None, copy=None):
    """Native array of the backend viewing the memory of a DLPack-exporting object.

    Args:
        x: any object implementing ``__dlpack__`` (an array of another framework, for instance).
        device: device of the output; None keeps ``x``'s device.
        copy: True always copies; False never copies (raises if a copy is needed); None copies
            only when needed.

    Returns:
        Array with ``x``'s shape, dtype and values, sharing memory where possible.

    Raises:
        BufferError: the data cannot be exported (unsupported dtype or device).

    Example:
        >>> import ivy, numpy as np
        >>> ivy.from_dlpack(np.arange(3)).tolist()
        [0, 1, 2]
    """


@api
def full(shape, fill_value, *, dtype=None, device=None):
    """New array of the given shape with every element equal to ``fill_value``.

    Args:
        shape: output shape, an int or a tuple of ints.
        fill_value: Python scalar (bool, int, float or complex).
        dtype: output dtype; None is bool, or the default integer, float or complex dtype,
            after the type of ``fill_value``.
        device: device of the output; None is the default device.

    Returns:
        Array of shape ``shape``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.full((2, 2), 7).tolist()
        [[7, 7], [7, 7]]
    """


@api
def full_like(x, /, fill_value, *, dtype=None, device=None):
    """New array with the shape of ``x``, every element equal to ``fill_value``.

    Args:
        x: array giving the shape (and, by default, dtype and device).
        fill_value: Python scalar; it should fit ``dtype`` (or ``x.dtype``).
        dtype: output dtype; None is ``x.dtype``.
        device: device of the output; None is ``x``'s device.

    Returns:
        Array of ``x``'s shape.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.full_like(np.zeros(3), 2.5).tolist()
        [2.5, 2.5, 2.5]
    """


@api(extensions=("axis",))
def linspace(start, stop, /, num, *, dtype=None, device=None, endpoint=True, axis=-1):
    """``num`` evenly spaced values from ``start`` to ``stop``.

    Ivy's extension (not in ``ivy.array_api``): ``start`` and ``stop`` may be arrays, broadcast
    against each other; each position of their broadcast shape gets its own run of ``num``
    values, along a new axis placed at ``axis`` of the result (by default the last one, as in
    the Ivy paper: ``linspace(pose_a [6], pose_b [6], 4)`` is ``[6, 4]``; NumPy's default is
    the first).

    Args:
        start: first value (real or complex): a Python scalar or an array.
        stop: last value (a Python scalar or an array); included only when ``endpoint`` is True.
        num: number of values, a non-negative int.
        dtype: output dtype; None is the default float dtype (default complex dtype when
            ``start`` or ``stop`` is complex; with floating-point array endpoints, their promoted
            dtype).
        device: device of the output; None is the default device (array endpoints: theirs).
        endpoint: whether ``stop`` is the last value; if False the interval ``[start, stop)``
            is split into ``num`` equal steps.
        axis: position of the new axis in the result (array endpoints; 0 or -1 for scalars);
            default -1, the last.

    Returns:
        Array of shape ``[num]`` for scalar endpoints; for array endpoints the broadcast shape
        of ``start`` and ``stop`` with a new axis of length ``num`` inserted at ``axis``.

    Raises:
        IvyValueError: ``axis`` is not a position of the result, or the endpoints do not
            broadcast.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.linspace(0, 1, 5).tolist(), ivy.linspace(0, 1, 4, endpoint=False).tolist()
        ([0.0, 0.25, 0.5, 0.75, 1.0], [0.0, 0.25, 0.5, 0.75])
        >>> ivy.linspace(np.asarray([0.0, 10.0]), np.asarray([1.0, 20.0]), 3, axis=-1).tolist()
        [[0.0, 0.5, 1.0], [10.0, 15.0, 20.0]]
    """


@composed
def logspace(xp, start, stop, /, num, *, base=10.0, dtype=None, device=None, endpoint=True,
             axis=-1):
    """``num`` values evenly spaced on a log scale: ``base ** linspace(start, stop, num)``.

    Computed in double precision (float64, complex128) and rounded once to ``dtype``, as NumPy.

    Args:
        start: exponent of the first value: a Python scalar or an array (as in ``linspace``).
        stop: exponent of the last value; included only when ``endpoint`` is True.
        num: number of values, a non-negative int.
        base: the base of the powers, a positive Python float.
        dtype: output dtype, floating-point; None as in ``linspace``.
        device: device of the output; None is the default device (array endpoints: theirs).
        endpoint: whether ``base ** stop`` is the last value.
        axis: position of the new axis in the result (array endpoints; 0 or -1 for scalars);
            default -1, the last.

    Returns:
        Array of the shape ``linspace`` gives for the same arguments.

    Raises:
        IvyValueError: ``dtype`` is not a floating-point dtype, or ``axis`` is out of range.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.logspace(0, 3, 4).tolist(), ivy.logspace(0, 3, 3, base=2.0, endpoint=False).tolist()
        ([1.0, 10.0, 100.0, 1000.0], [1.0, 2.0, 4.0])
    """
    d, work = _log_dtypes(xp, start, stop, dtype)
    e = xp.linspace(start, stop, num, dtype=work, device=device, endpoint=endpoint, axis=axis)
    out = xp.pow(base, e)
    return out if work == d else xp.astype(out, d)


def _log_dtypes(xp, start, stop, dtype):
    """(result dtype, double-precision working dtype) of logspace."""
    d = endpoint_dtype(start, stop, dtype)
    if str(d) not in xp._pkg.DTYPES:  # MXNet's missing complex dtypes, named for logspace
        raise IvyUnsupportedError(f"ivy.logspace is not supported on the {xp.name!r} backend for "
                                  f"dtype {d}: it has no {d} arrays; use a real dtype")
    if xp.isdtype(d, "real floating"):
        return d, xp.float64
    if xp.isdtype(d, "complex floating"):
        return d, xp.complex128
    raise IvyValueError(f"ivy.logspace: dtype must be a floating-point dtype, got {d}")


@api
def meshgrid(*arrays, indexing='xy'):
    """Coordinate grids from 1-D coordinate vectors.

    With ``N`` inputs of lengths ``L1, ..., LN``, each output has shape ``[L1, ..., LN]`` for
    ``indexing="ij"`` (matrix indexing) or ``[L2, L1, L3, ..., LN]`` for ``indexing="xy"``
    (Cartesian indexing: the first two dimensions are swapped).

    Args:
        *arrays: 1-D arrays of one numeric dtype.
        indexing: ``"xy"`` or ``"ij"``.

    Returns:
        A list of ``N`` arrays; the ``i``-th repeats ``arrays[i]`` along the other dimensions.

    Raises:
        IvyValueError: ``indexing`` is neither ``"xy"`` nor ``"ij"``.

    Example:
        >>> import ivy, numpy as np
        >>> [g.tolist() for g in ivy.meshgrid(np.asarray([1, 2]), np.asarray([3, 4, 5]))]
        [[[1, 2], [1, 2], [1, 2]], [[3, 3], [4, 4], [5, 5]]]
    """


@api
def ones(shape, *, dtype=None, device=None):
    """New array of the given shape filled with ones.

    Args:
        shape: output shape, an int or a tuple of ints.
        dtype: output dtype; None is the default float dtype.
        device: device of the output; None is the default device.

    Returns:
        Array of shape ``shape``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.ones((2, 2)).tolist()
        [[1.0, 1.0], [1.0, 1.0]]
    """


@api
def ones_like(x, /, *, dtype=None, device=None):
    """New array of ones with the shape of ``x``.

    Args:
        x: array giving the shape (and, by default, dtype and device).
        dtype: output dtype; None is ``x.dtype``.
        device: device of the output; None is ``x``'s device.

    Returns:
        Array of ``x``'s shape.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.ones_like(np.asarray([[5, 6]])).tolist()
        [[1, 1]]
    """


@api
def tril(x, /, *, k=0):
    """Lower triangle of a matrix (or a stack of matrices): elements above the ``k``-th diagonal set to 0.

    Args:
        x: array of shape ``[..., M, N]``.
        k: diagonal bounding the kept part: 0 is the main diagonal, positive above it, negative
            below it.

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.tril(np.arange(1, 10).reshape(3, 3)).tolist()
        [[1, 0, 0], [4, 5, 0], [7, 8, 9]]
    """


@api
def triu(x, /, *, k=0):
    """Upper triangle of a matrix (or a stack of matrices): elements below the ``k``-th diagonal set to 0.

    Args:
        x: array of shape ``[..., M, N]``.
        k: diagonal bounding the kept part: 0 is the main diagonal, positive above it, negative
            below it.

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.triu(np.arange(1, 10).reshape(3, 3), k=1).tolist()
        [[0, 2, 3], [0, 0, 6], [0, 0, 0]]
    """


@composed
def vector_to_skew_symmetric_matrix(xp, x, /):
    """The skew-symmetric (cross-product) matrix of each 3-vector: ``S(v) @ w == cross(v, w)``.

    For ``v = [a, b, c]``: ``[[0, -c, b], [c, 0, -a], [-b, a, 0]]``.

    Args:
        x: array of shape ``[..., 3]``, signed integer, floating-point or complex.

    Returns:
        Array of shape ``[..., 3, 3]`` and ``x``'s dtype.

    Raises:
        IvyValueError: the last dimension of ``x`` is not 3.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.vector_to_skew_symmetric_matrix(np.asarray([1, 2, 3])).tolist()
        [[0, -3, 2], [3, 0, -1], [-2, 1, 0]]
    """
    shape = tuple(x.shape)
    if shape[-1:] != (3,):
        raise IvyValueError(f"ivy.vector_to_skew_symmetric_matrix: x must have shape [..., 3], "
                            f"got {shape}")
    a, b, c = xp.unstack(x, axis=-1)
    z = xp.zeros_like(a)
    na, nb, nc = xp.negative(a), xp.negative(b), xp.negative(c)
    return xp.reshape(xp.stack([z, nc, b, c, z, na, nb, a, z], axis=-1), shape[:-1] + (3, 3))


@api
def zeros(shape, *, dtype=None, device=None):
    """New array of the given shape filled with zeros.

    Args:
        shape: output shape, an int or a tuple of ints.
        dtype: output dtype; None is the default float dtype.
        device: device of the output; None is the default device.

    Returns:
        Array of shape ``shape``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.zeros(3, dtype=ivy.int32).tolist()
        [0, 0, 0]
    """


@api
def zeros_like(x, /, *, dtype=None, device=None):
    """New array of zeros with the shape of ``x``.

    Args:
        x: array giving the shape (and, by default, dtype and device).
        dtype: output dtype; None is ``x.dtype``.
        device: device of the output; None is ``x``'s device.

    Returns:
        Array of ``x``'s shape.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.zeros_like(np.asarray([1.5, 2.5])).tolist()
        [0.0, 0.0]
    """
