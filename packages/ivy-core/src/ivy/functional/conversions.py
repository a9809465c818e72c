"""Conversions between native arrays, NumPy, Python objects and other backends (Ivy's own)."""

from ._api import api


@api
def as_native_dtype(dtype, /):
    """Return the backend's native dtype for ``dtype`` (Ivy dtype, name or native dtype).

    Example:
        >>> import ivy
        >>> ivy.as_native_dtype("float32")
        dtype('float32')
    """


@api
def to_list(x, /):
    """Return ``x`` as a nested Python list of Python scalars.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.to_list(np.arange(3))
        [0, 1, 2]
    """


@api
def to_numpy(x, /):
    """Return ``x`` as a ``numpy.ndarray`` (copying from an accelerator; detaching from autograd).

    Example:
        >>> import ivy, numpy as np
        >>> ivy.to_numpy(np.ones(2)).tolist()
        [1.0, 1.0]
    """


@api
def to_scalar(x, /):
    """Return the single element of ``x`` as a Python scalar (``bool``, ``int``, ``float``, ``complex``).

    Example:
        >>> import ivy, numpy as np
        >>> ivy.to_scalar(np.asarray(3.5))
        3.5
    """
