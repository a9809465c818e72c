"""Elementwise exponentials and logarithms (the standard's "Element-wise Functions").

Split from ``elementwise.py`` for length: they share the backends' ``elementwise`` kernel modules.
"""

from ._api import api

KERNEL_MODULE = "elementwise"


@api
def exp(x, /):
    """Exponential ``e ** x`` of each element.

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.exp(np.asarray([0.0, 1.0])).tolist()
        [1.0, 2.718281...]
    """


@api
def expm1(x, /):
    """``exp(x) - 1`` of each element, accurate for small ``x``.

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.expm1(np.asarray([0.0, 1e-10])).tolist()
        [0.0, 1.00000000005...e-10]
    """


@api
def log(x, /):
    """Natural logarithm of each element.

    Real inputs: 0 gives -inf, negative values give nan.

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.log(np.asarray([1.0, 10.0])).tolist()
        [0.0, 2.302585...]
    """


@api
def log10(x, /):
    """Base-10 logarithm of each element.

    Real inputs: 0 gives -inf, negative values give nan.

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.log10(np.asarray([1.0, 100.0])).tolist()
        [0.0, 2.0]
    """


@api
def log1p(x, /):
    """``log(1 + x)`` of each element, accurate for small ``x``.

    Real inputs: -1 gives -inf, values below -1 give nan.

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.log1p(np.asarray([0.0, 1e-10])).tolist()
        [0.0, 9.9999999995...e-11]
    """


@api
def log2(x, /):
    """Base-2 logarithm of each element.

    Real inputs: 0 gives -inf, negative values give nan.

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.log2(np.asarray([1.0, 8.0])).tolist()
        [0.0, 3.0]
    """


@api
def logaddexp(x1, x2, /):
    """``log(exp(x1) + exp(x2))`` of each pair of elements, without overflow.

    Args:
        x1: first operand: real-valued floating-point array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Array of the broadcast shape with dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.logaddexp(np.asarray([0.0, 1000.0]), np.asarray([0.0, 1000.0])).tolist()
        [0.693147..., 1000.693147...]
    """
