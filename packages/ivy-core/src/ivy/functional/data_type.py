"""Data type functions that need a backend (``astype``); the rest live in ``ivy.dtypes``."""

from ._api import api


@api
def astype(x, dtype, /, *, copy=True, device=None):
    """Copy of ``x`` converted to ``dtype``.

    Casting between any two dtypes is allowed, including ones ``ivy.can_cast`` rejects: numbers
    cast to bool are True when non-zero, bools cast to numbers are 0 or 1. Casting complex to a
    real dtype is not portable (use ``real``, ``imag`` or ``abs``), and floating-point values
    outside an integer dtype's range give unspecified results.

    Args:
        x: array of shape ``[...]``.
        dtype: target dtype (an Ivy dtype, a name such as ``"float32"``, or a native dtype).
        copy: True always returns a new array; False returns ``x`` itself when it already has
            ``dtype``.
        device: device of the output; None keeps ``x``'s device.

    Returns:
        Array of ``x``'s shape with dtype ``dtype``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.astype(np.asarray([1, 0, 3]), ivy.bool).tolist()
        [True, False, True]
    """
