"""Elementwise rounding and sign functions: ``ceil``, ``floor``, ``round``, ``trunc``, ``sign``,
``signbit``, ``copysign`` and ``nextafter`` (the standard's "Element-wise Functions").

Split from ``elementwise.py`` for length: they share the backends' ``elementwise`` kernel modules.
"""

from ._api import api

KERNEL_MODULE = "elementwise"


@api
def ceil(x, /):
    """Smallest integer-valued number not less than each element.

    Args:
        x: real-valued array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``. Integer input is returned unchanged.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.ceil(np.asarray([-1.5, 1.2])).tolist()
        [-1.0, 2.0]
    """


@api
def copysign(x1, x2, /):
    """Magnitude of ``x1`` with the sign of ``x2``, element by element.

    The sign bit of ``x2`` is used, so ``-0.0`` and nans with the sign bit set count as
    negative.

    Args:
        x1: first operand: real-valued floating-point array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Array of the broadcast shape with dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.copysign(np.asarray([1.0, 2.0]), np.asarray([-0.0, 3.0])).tolist()
        [-1.0, 2.0]
    """


@api
def floor(x, /):
    """Largest integer-valued number not greater than each element.

    Args:
        x: real-valued array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``. Integer input is returned unchanged.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.floor(np.asarray([-1.5, 1.2])).tolist()
        [-2.0, 1.0]
    """


@api
def nextafter(x1, x2, /):
    """Next representable floating-point value after ``x1`` towards ``x2``.

    Where ``x1 == x2`` the result is ``x2``; nan in either gives nan.

    Args:
        x1: first operand: real-valued floating-point array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Array of the broadcast shape with dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> float(ivy.nextafter(np.asarray(1.0), np.asarray(2.0))) - 1.0 == 2.0 ** -52
        True
    """


@api
def round(x, /):
    """Round each element to the nearest integer-valued number, ties to even.

    Halfway cases go to the even neighbour. Complex input rounds the real and imaginary parts.

    Args:
        x: numeric array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``. Integer input is returned unchanged.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.round(np.asarray([0.5, 1.5, -2.5, 2.7])).tolist()
        [0.0, 2.0, -2.0, 3.0]
    """


@api
def sign(x, /):
    """Sign of each element: -1, 0 or 1 for real input.

    nan gives nan. For complex input the result is ``x / abs(x)`` (0 where ``x`` is 0).

    Args:
        x: numeric array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.sign(np.asarray([-2.0, 0.0, 3.0])).tolist()
        [-1.0, 0.0, 1.0]
    """


@api
def signbit(x, /):
    """Whether the sign bit of each element is set.

    Unlike ``x < 0`` this is True for ``-0.0`` and for nans with the sign bit set.

    Args:
        x: real-valued floating-point array of shape ``[...]``.

    Returns:
        Boolean array of the same shape as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.signbit(np.asarray([-0.0, 0.0, -1.0])).tolist()
        [True, False, True]
    """


@api
def trunc(x, /):
    """Round each element towards zero to an integer-valued number.

    Args:
        x: real-valued array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``. Integer input is returned unchanged.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.trunc(np.asarray([-1.7, 1.7])).tolist()
        [-1.0, 1.0]
    """
