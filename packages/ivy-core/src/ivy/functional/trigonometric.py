"""Elementwise trigonometric and hyperbolic functions and their inverses, ``atan2`` and ``hypot``
(the standard's "Element-wise Functions").

Split from ``elementwise.py`` for length: they share the backends' ``elementwise`` kernel modules.
"""

from ._api import api

KERNEL_MODULE = "elementwise"


@api
def acos(x, /):
    """Principal value of the inverse cosine of each element.

    Real inputs outside ``[-1, 1]`` give nan.

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``. Real results lie in ``[0, pi]``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.acos(np.asarray([1.0, -1.0])).tolist()
        [0.0, 3.14159...]
    """


@api
def acosh(x, /):
    """Inverse hyperbolic cosine of each element.

    Real inputs below 1 give nan.

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.acosh(np.asarray([1.0, 2.0])).tolist()
        [0.0, 1.316957...]
    """


@api
def asin(x, /):
    """Principal value of the inverse sine of each element.

    Real inputs outside ``[-1, 1]`` give nan.

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``. Real results lie in ``[-pi/2, pi/2]``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.asin(np.asarray([0.0, 1.0])).tolist()
        [0.0, 1.570796...]
    """


@api
def asinh(x, /):
    """Inverse hyperbolic sine of each element.

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.asinh(np.asarray([0.0, 1.0])).tolist()
        [0.0, 0.881373...]
    """


@api
def atan(x, /):
    """Principal value of the inverse tangent of each element.

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``. Real results lie in ``[-pi/2, pi/2]``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.atan(np.asarray([0.0, 1.0])).tolist()
        [0.0, 0.785398...]
    """


@api
def atan2(x1, x2, /):
    """Angle of the point ``(x2, x1)``: the inverse tangent of ``x1 / x2``, quadrant-aware.

    The signs of both arguments pick the quadrant; signed zeros are respected
    (``atan2(0.0, -1.0)`` is pi, ``atan2(-0.0, -1.0)`` is -pi).

    Args:
        x1: first operand: real-valued floating-point array (the y coordinates).
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Array of the broadcast shape with dtype ``ivy.result_type(x1, x2)``. Values lie in
        ``[-pi, pi]``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.atan2(np.asarray([1.0, 0.0]), np.asarray([0.0, -1.0])).tolist()
        [1.570796..., 3.141592...]
    """


@api
def atanh(x, /):
    """Inverse hyperbolic tangent of each element.

    Real inputs outside ``[-1, 1]`` give nan; -1 and 1 give -inf and inf.

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.atanh(np.asarray([0.0, 0.5])).tolist()
        [0.0, 0.549306...]
    """


@api
def cos(x, /):
    """Cosine of each element (radians).

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.cos(np.asarray([0.0, np.pi])).tolist()
        [1.0, -1.0]
    """


@api
def cosh(x, /):
    """Hyperbolic cosine of each element.

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.cosh(np.asarray([0.0, 1.0])).tolist()
        [1.0, 1.543080...]
    """


@api
def hypot(x1, x2, /):
    """``sqrt(x1 ** 2 + x2 ** 2)`` of each pair of elements, without undue overflow.

    If either element is infinite the result is inf, even when the other is nan.

    Args:
        x1: first operand: real-valued floating-point array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Array of the broadcast shape with dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.hypot(np.asarray([3.0, 1e200]), np.asarray([4.0, 1e200])).tolist()
        [5.0, 1.414213...e+200]
    """


@api
def sin(x, /):
    """Sine of each element (radians).

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.sin(np.asarray([0.0, np.pi / 2])).tolist()
        [0.0, 1.0]
    """


@api
def sinh(x, /):
    """Hyperbolic sine of each element.

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.sinh(np.asarray([0.0, 1.0])).tolist()
        [0.0, 1.175201...]
    """


@api
def tan(x, /):
    """Tangent of each element (radians).

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.tan(np.asarray([0.0, 1.0])).tolist()
        [0.0, 1.557407...]
    """


@api
def tanh(x, /):
    """Hyperbolic tangent of each element.

    Args:
        x: floating-point array of shape ``[...]``.

    Returns:
        Array of the same shape and dtype as ``x``. Real results lie in ``[-1, 1]``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.tanh(np.asarray([0.0, np.inf])).tolist()
        [0.0, 1.0]
    """
