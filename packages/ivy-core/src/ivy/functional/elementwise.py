"""Elementwise functions of two arrays (or an array and a Python scalar), and ``clip``.

The standard's "Element-wise Functions": arithmetic, comparison, logical and bitwise operators.
The others are in ``elementwise_unary.py`` (arithmetic, logical, complex parts and
classification of one array), ``trigonometric.py``, ``exponential.py`` and ``rounding.py``; all
share the backends' ``elementwise`` kernel modules.
"""

from ._api import api


@api
def add(x1, x2, /):
    """Sum of each pair of elements of ``x1`` and ``x2``.

    Inputs broadcast and promote as in ``ivy.result_type``; a Python scalar takes the
    array's dtype when it fits its kind.

    Args:
        x1: first operand: numeric array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Array of the broadcast shape with dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.add(np.asarray([1, 2]), 10).tolist()
        [11, 12]
    """


@api
def bitwise_and(x1, x2, /):
    """Bitwise AND of each pair of elements.

    Args:
        x1: first operand: integer or boolean array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Array of the broadcast shape with dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.bitwise_and(np.asarray([12, 10]), np.asarray([10, 6])).tolist()
        [8, 2]
    """


@api
def bitwise_left_shift(x1, x2, /):
    """Shift the bits of each element of ``x1`` left by ``x2`` places.

    ``x2`` must be non-negative. Equivalent to multiplying by ``2 ** x2``, wrapping on overflow.

    Args:
        x1: first operand: integer array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Array of the broadcast shape with dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.bitwise_left_shift(np.asarray([1, 3]), np.asarray([2, 1])).tolist()
        [4, 6]
    """


@api
def bitwise_or(x1, x2, /):
    """Bitwise OR of each pair of elements.

    Args:
        x1: first operand: integer or boolean array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Array of the broadcast shape with dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.bitwise_or(np.asarray([12, 10]), np.asarray([10, 6])).tolist()
        [14, 14]
    """


@api
def bitwise_right_shift(x1, x2, /):
    """Shift the bits of each element of ``x1`` right by ``x2`` places.

    ``x2`` must be non-negative. Signed integers shift arithmetically (the sign is kept), so
    this is floor division by ``2 ** x2``.

    Args:
        x1: first operand: integer array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Array of the broadcast shape with dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.bitwise_right_shift(np.asarray([-8, 8]), 1).tolist()
        [-4, 4]
    """


@api
def bitwise_xor(x1, x2, /):
    """Bitwise exclusive OR of each pair of elements.

    Args:
        x1: first operand: integer or boolean array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Array of the broadcast shape with dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.bitwise_xor(np.asarray([12, 10]), np.asarray([10, 6])).tolist()
        [6, 12]
    """


@api
def clip(x, /, min=None, max=None):
    """Limit each element of ``x`` to the range ``[min, max]``.

    Elements below ``min`` become ``min`` and elements above ``max`` become ``max``; a bound left
    as None is not applied. The result is unspecified where ``min > max``.

    Args:
        x: real-valued array of shape ``[...]``.
        min: lower bound: a Python scalar or an array broadcastable to ``x``.
        max: upper bound: a Python scalar or an array broadcastable to ``x``.

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.clip(np.asarray([-2, 0, 5]), 0, 3).tolist()
        [0, 0, 3]
    """


@api
def divide(x1, x2, /):
    """True division of each element of ``x1`` by the matching element of ``x2``.

    Division by zero follows IEEE 754: ``1 / 0`` is inf, ``-1 / 0`` is -inf, ``0 / 0`` is nan.
    For integer arrays the result dtype is not fixed by the standard; pass floating-point
    arrays for portable results.

    Args:
        x1: first operand: numeric array, preferably floating-point.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Array of the broadcast shape with dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.divide(np.asarray([1.0, 3.0]), 2.0).tolist()
        [0.5, 1.5]
    """


@api
def equal(x1, x2, /):
    """Whether each element of ``x1`` equals the matching element of ``x2``.

    nan equals nothing, not even nan; ``-0.0`` equals ``0.0``.

    Args:
        x1: first operand: array of any dtype.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Boolean array of the broadcast shape.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.equal(np.asarray([1.0, np.nan]), np.asarray([1.0, np.nan])).tolist()
        [True, False]
    """


@api
def floor_divide(x1, x2, /):
    """Division rounded down: ``floor(x1 / x2)``, element by element.

    Rounding is towards negative infinity, as Python's ``//``. Integer division by zero is
    unspecified.

    Args:
        x1: first operand: real-valued array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Array of the broadcast shape with dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.floor_divide(np.asarray([7, -7]), 2).tolist()
        [3, -4]
    """


@api
def greater(x1, x2, /):
    """Whether each element of ``x1`` is greater than the matching element of ``x2``.

    Any comparison with nan is False.

    Args:
        x1: first operand: real-valued array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Boolean array of the broadcast shape.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.greater(np.asarray([1, 5]), np.asarray([3, 2])).tolist()
        [False, True]
    """


@api
def greater_equal(x1, x2, /):
    """Whether each element of ``x1`` is at least the matching element of ``x2``.

    Any comparison with nan is False.

    Args:
        x1: first operand: real-valued array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Boolean array of the broadcast shape.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.greater_equal(np.asarray([1, 5, 2]), 2).tolist()
        [False, True, True]
    """


@api
def less(x1, x2, /):
    """Whether each element of ``x1`` is less than the matching element of ``x2``.

    Any comparison with nan is False.

    Args:
        x1: first operand: real-valued array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Boolean array of the broadcast shape.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.less(np.asarray([1, 5]), np.asarray([3, 2])).tolist()
        [True, False]
    """


@api
def less_equal(x1, x2, /):
    """Whether each element of ``x1`` is at most the matching element of ``x2``.

    Any comparison with nan is False.

    Args:
        x1: first operand: real-valued array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Boolean array of the broadcast shape.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.less_equal(np.asarray([1, 5, 2]), 2).tolist()
        [True, False, True]
    """


@api
def logical_and(x1, x2, /):
    """Logical AND of each pair of elements.

    Args:
        x1: first operand: boolean array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Boolean array of the broadcast shape.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.logical_and(np.asarray([True, True]), np.asarray([True, False])).tolist()
        [True, False]
    """


@api
def logical_or(x1, x2, /):
    """Logical OR of each pair of elements.

    Args:
        x1: first operand: boolean array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Boolean array of the broadcast shape.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.logical_or(np.asarray([False, False]), np.asarray([True, False])).tolist()
        [True, False]
    """


@api
def logical_xor(x1, x2, /):
    """Logical exclusive OR of each pair of elements.

    Args:
        x1: first operand: boolean array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Boolean array of the broadcast shape.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.logical_xor(np.asarray([True, True]), np.asarray([True, False])).tolist()
        [False, True]
    """


@api
def maximum(x1, x2, /):
    """Larger of each pair of elements.

    If either element is nan the result is nan. Which of ``0.0`` and ``-0.0`` is returned
    for that pair is unspecified.

    Args:
        x1: first operand: real-valued array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Array of the broadcast shape with dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.maximum(np.asarray([1, 5]), np.asarray([3, 2])).tolist()
        [3, 5]
    """


@api
def minimum(x1, x2, /):
    """Smaller of each pair of elements.

    If either element is nan the result is nan. Which of ``0.0`` and ``-0.0`` is returned
    for that pair is unspecified.

    Args:
        x1: first operand: real-valued array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Array of the broadcast shape with dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.minimum(np.asarray([1, 5]), np.asarray([3, 2])).tolist()
        [1, 2]
    """


@api
def multiply(x1, x2, /):
    """Product of each pair of elements of ``x1`` and ``x2``.

    Args:
        x1: first operand: numeric array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Array of the broadcast shape with dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.multiply(np.asarray([1.5, 2.0]), np.asarray([2.0, -3.0])).tolist()
        [3.0, -6.0]
    """


@api
def not_equal(x1, x2, /):
    """Whether each element of ``x1`` differs from the matching element of ``x2``.

    nan differs from everything, including nan.

    Args:
        x1: first operand: array of any dtype.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Boolean array of the broadcast shape.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.not_equal(np.asarray([1.0, np.nan]), np.asarray([1.0, np.nan])).tolist()
        [False, True]
    """


@api
def pow(x1, x2, /):
    """Each element of ``x1`` raised to the power of the matching element of ``x2``.

    ``x ** 0`` is 1 for every ``x``, nan included. Negative integer powers of integers are
    unspecified; a negative real base with a non-integer exponent gives nan.

    Args:
        x1: first operand: numeric array (the bases).
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Array of the broadcast shape with dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.pow(np.asarray([2, 3]), 2).tolist(), ivy.pow(np.asarray([4.0]), 0.5).tolist()
        ([4, 9], [2.0])
    """


@api
def remainder(x1, x2, /):
    """Remainder of dividing each element of ``x1`` by the matching element of ``x2``.

    The result has the sign of ``x2`` (as Python's ``%``), and
    ``x1 == floor_divide(x1, x2) * x2 + remainder(x1, x2)``.

    Args:
        x1: first operand: real-valued array (the dividends).
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Array of the broadcast shape with dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.remainder(np.asarray([5, -5]), 3).tolist()
        [2, 1]
    """


@api
def subtract(x1, x2, /):
    """Difference ``x1 - x2`` of each pair of elements.

    Args:
        x1: first operand: numeric array.
        x2: second operand, broadcastable with ``x1``; either operand may be a Python scalar.

    Returns:
        Array of the broadcast shape with dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.subtract(np.asarray([5, 3]), np.asarray([1, 4])).tolist()
        [4, -1]
    """
