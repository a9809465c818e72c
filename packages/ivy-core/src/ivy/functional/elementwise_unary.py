"""Elementwise functions of one array: arithmetic, logical and bitwise negation, complex parts,
and classification (the standard's "Element-wise Functions").

Binary operators are in ``elementwise.py``; trigonometric, exponential and rounding functions in
their own modules; all share the backends' ``elementwise`` kernel modules.
"""

from ._api import api

KERNEL_MODULE = "elementwise"


@api
def abs(x, /):
    """Absolute value of each element.

    For complex input this is the magnitude ``hypot(real, imag)``. The absolute value of the
    most negative signed integer is not representable and wraps around.

    Args:
        x: numeric array of shape ``[...]``.

    Returns:
        Array of ``x``'s shape; ``x``'s dtype for real input, the real dtype of the same
        precision for complex input.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.abs(np.asarray([-1.5, 2.0])).tolist(), float(ivy.abs(np.asarray(3 + 4j)))
        ([1.5, 2.0], 5.0)
    """


@api
def bitwise_invert(x, /):
    """Bitwise NOT of each element (logical NOT for booleans).

    For signed integers ``~x == -x - 1`` (two's complement).

    Args:
        x: integer or boolean array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.bitwise_invert(np.asarray([0, 5])).tolist()
        [-1, -6]
    """


@api
def conj(x, /):
    """Complex conjugate of each element.

    Args:
        x: numeric array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``. Real input is returned unchanged.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.conj(np.asarray([1 + 2j, 3 - 1j])).tolist()
        [(1-2j), (3+1j)]
    """


@api
def imag(x, /):
    """Imaginary part of each element.

    Args:
        x: complex floating-point array of shape ``[...]``.

    Returns:
        Real floating-point array of ``x``'s shape and precision (complex64 gives float32).

    Example:
        >>> import ivy, numpy as np
        >>> ivy.imag(np.asarray([1 + 2j, 3.0 - 4j])).tolist()
        [2.0, -4.0]
    """


@api
def isfinite(x, /):
    """Whether each element is finite (neither infinite nor nan).

    A complex element is finite when both its parts are.

    Args:
        x: numeric array of shape ``[...]``.

    Returns:
        Boolean array of the same shape as ``x``. Integer and boolean elements are always finite.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.isfinite(np.asarray([1.0, np.inf, np.nan])).tolist()
        [True, False, False]
    """


@api
def isinf(x, /):
    """Whether each element is positive or negative infinity.

    A complex element is infinite when either part is, even if the other is nan.

    Args:
        x: numeric array of shape ``[...]``.

    Returns:
        Boolean array of the same shape as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.isinf(np.asarray([1.0, -np.inf, np.nan])).tolist()
        [False, True, False]
    """


@api
def isnan(x, /):
    """Whether each element is nan.

    A complex element is nan when either part is.

    Args:
        x: numeric array of shape ``[...]``.

    Returns:
        Boolean array of the same shape as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.isnan(np.asarray([1.0, np.inf, np.nan])).tolist()
        [False, False, True]
    """


@api
def logical_not(x, /):
    """Logical NOT of each element.

    Args:
        x: boolean array of shape ``[...]``.

    Returns:
        Boolean array of the same shape as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.logical_not(np.asarray([True, False])).tolist()
        [False, True]
    """


@api
def negative(x, /):
    """Numerical negative ``-x`` of each element.

    Negating the most negative signed integer wraps around to itself.

    Args:
        x: numeric array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.negative(np.asarray([1, -2])).tolist()
        [-1, 2]
    """


@api
def positive(x, /):
    """Numerical positive ``+x`` of each element (the values unchanged).

    Args:
        x: numeric array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.positive(np.asarray([1, -2])).tolist()
        [1, -2]
    """


@api
def real(x, /):
    """Real part of each element.

    Args:
        x: complex floating-point array of shape ``[...]``.

    Returns:
        Real floating-point array of ``x``'s shape and precision (complex64 gives float32).

    Example:
        >>> import ivy, numpy as np
        >>> ivy.real(np.asarray([1 + 2j, 3.0 - 4j])).tolist()
        [1.0, 3.0]
    """


@api
def reciprocal(x, /):
    """Reciprocal ``1 / x`` of each element.

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.reciprocal(np.asarray([2.0, 4.0])).tolist()
        [0.5, 0.25]
    """


@api
def sqrt(x, /):
    """Principal square root of each element.

    Negative real inputs give nan; ``sqrt(-0.0)`` is ``-0.0``.

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.sqrt(np.asarray([1.0, 4.0])).tolist()
        [1.0, 2.0]
    """


@api
def square(x, /):
    """Square ``x * x`` of each element.

    Args:
        x: numeric array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.square(np.asarray([-3, 2])).tolist()
        [9, 4]
    """
