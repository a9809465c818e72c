"""Elementwise functions of one array (the standard's "Element-wise Functions", second half).

Binary functions are in ``elementwise.py``; both share the backends' ``elementwise`` kernel modules.
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
