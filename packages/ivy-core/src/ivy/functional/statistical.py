"""Statistical functions (the standard's "Statistical Functions"), with Ivy's ``cumsum`` and
``cumprod`` (exclusive / reverse scans) and ``einsum``."""

from .._rules.layout import norm_axis
from ..errors import IvyUnsupportedError
from ._api import api, composed


def _scan(xp, f, name, x, axis, exclusive, reverse, dtype):
    """cumsum/cumprod from the standard's cumulative_sum/prod: reverse = flip, scan, flip;
    exclusive = the scan with its initial value, without its last element."""
    ax = norm_axis(name, axis, len(x.shape))
    try:
        if not (exclusive or reverse):
            return f(x, axis=ax, dtype=dtype)
        if reverse:
            x = xp.flip(x, axis=ax)
        if exclusive:
            out = f(x, axis=ax, dtype=dtype, include_initial=True)
            out = out[(slice(None),) * ax + (slice(0, x.shape[ax]),)]
        else:
            out = f(x, axis=ax, dtype=dtype)
    except IvyUnsupportedError as e:  # a dtype the backend lacks: said for this function
        raise IvyUnsupportedError(f"ivy.{name}: {e}") from e
    return xp.flip(out, axis=ax) if reverse else out


@composed
def cumprod(xp, x, /, axis=0, *, exclusive=False, reverse=False, dtype=None):
    """Cumulative product of ``x`` along ``axis``, optionally exclusive and/or from the end.

    Args:
        x: numeric array of shape ``[...]`` with at least one dimension.
        axis: the axis to accumulate along.
        exclusive: element ``i`` is the product of the elements before ``i`` (the first is 1).
        reverse: accumulate from the last element towards the first.
        dtype: accumulator and output dtype; None as in ``cumulative_prod`` (bool and small
            integers widen to the default integer dtype).

    Returns:
        Array of ``x``'s shape.

    Raises:
        IvyValueError: ``axis`` is not an axis of ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([1, 2, 3, 4])
        >>> ivy.cumprod(x).tolist(), ivy.cumprod(x, exclusive=True, reverse=True).tolist()
        ([1, 2, 6, 24], [24, 12, 4, 1])
    """
    return _scan(xp, xp.cumulative_prod, "cumprod", x, axis, exclusive, reverse, dtype)


@composed
def cumsum(xp, x, /, axis=0, *, exclusive=False, reverse=False, dtype=None):
    """Cumulative sum of ``x`` along ``axis``, optionally exclusive and/or from the end.

    Args:
        x: numeric array of shape ``[...]`` with at least one dimension.
        axis: the axis to accumulate along.
        exclusive: element ``i`` is the sum of the elements before ``i`` (the first is 0).
        reverse: accumulate from the last element towards the first.
        dtype: accumulator and output dtype; None as in ``cumulative_sum`` (bool and small
            integers widen to the default integer dtype).

    Returns:
        Array of ``x``'s shape.

    Raises:
        IvyValueError: ``axis`` is not an axis of ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[1, 2, 3], [4, 5, 6]])
        >>> ivy.cumsum(x, axis=1).tolist(), ivy.cumsum(x, axis=1, exclusive=True).tolist()
        ([[1, 3, 6], [4, 9, 15]], [[0, 1, 3], [0, 4, 9]])
        >>> ivy.cumsum(np.asarray([1, 2, 3]), reverse=True).tolist()
        [6, 5, 3]
    """
    return _scan(xp, xp.cumulative_sum, "cumsum", x, axis, exclusive, reverse, dtype)


@api
def cumulative_prod(x, /, *, axis=None, dtype=None, include_initial=False):
    """Cumulative product of the elements of ``x`` along an axis.

    ``axis`` may be None only for 1-D ``x``. With ``include_initial=True`` the result starts
    with the empty product (1) and is one element longer along ``axis``.

    Args:
        x: numeric array of shape ``[...]``.
        axis: the axis to accumulate along.
        dtype: accumulator and output dtype; None keeps a floating-point or complex dtype and
            uses the default integer dtype for signed integers and booleans (unsigned integers
            get the unsigned dtype of that width).
        include_initial: prepend the initial value 1.

    Returns:
        Array of ``x``'s shape (plus one along ``axis`` with ``include_initial``).

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([1, 2, 3, 4])
        >>> ivy.cumulative_prod(x).tolist(), ivy.cumulative_prod(x, include_initial=True).tolist()
        ([1, 2, 6, 24], [1, 1, 2, 6, 24])
    """


@api
def cumulative_sum(x, /, *, axis=None, dtype=None, include_initial=False):
    """Cumulative sum of the elements of ``x`` along an axis.

    ``axis`` may be None only for 1-D ``x``. With ``include_initial=True`` the result starts
    with the empty sum (0) and is one element longer along ``axis``.

    Args:
        x: numeric array of shape ``[...]``.
        axis: the axis to accumulate along.
        dtype: accumulator and output dtype; None keeps a floating-point or complex dtype and
            uses the default integer dtype for signed integers and booleans (unsigned integers
            get the unsigned dtype of that width).
        include_initial: prepend the initial value 0.

    Returns:
        Array of ``x``'s shape (plus one along ``axis`` with ``include_initial``).

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[1, 2, 3], [4, 5, 6]])
        >>> ivy.cumulative_sum(x, axis=1).tolist()
        [[1, 3, 6], [4, 9, 15]]
        >>> ivy.cumulative_sum(np.asarray([1, 2, 3]), include_initial=True).tolist()
        [0, 1, 3, 6]
    """


@api
def einsum(equation, *operands):
    """Einstein summation: sums of products of ``operands``' elements, as ``equation`` says.

    ``equation`` names each operand's axes by letters (``"ij,jk->ik"`` is a matrix product);
    ``...`` stands for broadcast leading axes; letters absent from the output (after ``->``) are
    summed over; without ``->`` the output has the letters used once, in alphabetical order.

    Args:
        equation: the subscripts, e.g. ``"bij,bjk->bik"``, ``"ii->i"``, ``"...i,...i->..."``.
        *operands: arrays, one per comma-separated term; numeric or bool.

    Returns:
        Array of ``ivy.result_type(*operands)`` (mixed dtypes are promoted first; integers
        wrap as in their dtype).

    Raises:
        IvyValueError: ``equation`` does not fit the operands (count, ranks or lengths).

    Example:
        >>> import ivy, numpy as np
        >>> a, b = np.asarray([[1, 2], [3, 4]]), np.asarray([[1, 0], [0, 1]])
        >>> ivy.einsum("ij,jk->ik", a, b).tolist(), ivy.einsum("ii->", a).tolist()
        ([[1, 2], [3, 4]], 5)
    """


@api
def max(x, /, *, axis=None, keepdims=False):
    """Largest element of ``x``, over all of it or along the given axes.

    nan propagates: a reduction containing nan gives nan.

    Args:
        x: real-valued array of shape ``[...]``, not empty along the reduced axes.
        axis: an int or a tuple of ints to reduce over; None reduces over every axis.
        keepdims: if True the reduced axes are kept with size one (so the result broadcasts
            against ``x``).

    Returns:
        Array of ``x``'s dtype and the reduced shape (0-d for ``axis=None``).

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[1, 5], [7, 2]])
        >>> int(ivy.max(x)), ivy.max(x, axis=0).tolist(), ivy.max(x, axis=1, keepdims=True).tolist()
        (7, [7, 5], [[5], [7]])
    """


@api
def mean(x, /, *, axis=None, keepdims=False):
    """Arithmetic mean of ``x``, over all of it or along the given axes.

    A reduction over zero elements gives nan.

    Args:
        x: floating-point array of shape ``[...]``.
        axis: an int or a tuple of ints to reduce over; None reduces over every axis.
        keepdims: if True the reduced axes are kept with size one (so the result broadcasts
            against ``x``).

    Returns:
        Array of ``x``'s dtype and the reduced shape (0-d for ``axis=None``).

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[1.0, 2.0], [3.0, 6.0]])
        >>> float(ivy.mean(x)), ivy.mean(x, axis=1).tolist()
        (3.0, [1.5, 4.5])
    """


@api
def min(x, /, *, axis=None, keepdims=False):
    """Smallest element of ``x``, over all of it or along the given axes.

    nan propagates: a reduction containing nan gives nan.

    Args:
        x: real-valued array of shape ``[...]``, not empty along the reduced axes.
        axis: an int or a tuple of ints to reduce over; None reduces over every axis.
        keepdims: if True the reduced axes are kept with size one (so the result broadcasts
            against ``x``).

    Returns:
        Array of ``x``'s dtype and the reduced shape (0-d for ``axis=None``).

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[1, 5], [7, 2]])
        >>> int(ivy.min(x)), ivy.min(x, axis=0).tolist()
        (1, [1, 2])
    """


@api
def prod(x, /, *, axis=None, dtype=None, keepdims=False):
    """Product of the elements of ``x``, over all of it or along the given axes.

    The product of zero elements is 1.

    Args:
        x: numeric array of shape ``[...]``.
        axis: an int or a tuple of ints to reduce over; None reduces over every axis.
        dtype: accumulator and output dtype; None keeps a floating-point or complex dtype and
            uses the default integer dtype for signed integers and booleans (unsigned integers
            get the unsigned dtype of that width).
        keepdims: if True the reduced axes are kept with size one (so the result broadcasts
            against ``x``).

    Returns:
        Array of the reduced shape (0-d for ``axis=None``).

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[1, 2], [3, 4]])
        >>> int(ivy.prod(x)), ivy.prod(x, axis=1).tolist()
        (24, [2, 12])
    """


@api
def std(x, /, *, axis=None, correction=0.0, keepdims=False):
    """Standard deviation of ``x``, over all of it or along the given axes.

    The result is ``sqrt(sum(abs(x - mean) ** 2) / (N - correction))`` for ``N`` reduced
    elements: ``correction=0`` gives the population value, ``correction=1`` the sample value
    (Bessel's correction). ``N - correction <= 0`` gives nan.

    Args:
        x: real-valued floating-point array of shape ``[...]``.
        axis: an int or a tuple of ints to reduce over; None reduces over every axis.
        correction: degrees of freedom subtracted from ``N``.
        keepdims: if True the reduced axes are kept with size one (so the result broadcasts
            against ``x``).

    Returns:
        Array of ``x``'s dtype and the reduced shape (0-d for ``axis=None``).

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([1.0, 3.0, 5.0, 7.0, 9.0])
        >>> float(ivy.std(x)), float(ivy.std(x, correction=1))
        (2.828427..., 3.162277...)
    """


@api
def sum(x, /, *, axis=None, dtype=None, keepdims=False):
    """Sum of the elements of ``x``, over all of it or along the given axes.

    The sum of zero elements is 0.

    Args:
        x: numeric array of shape ``[...]``.
        axis: an int or a tuple of ints to reduce over; None reduces over every axis.
        dtype: accumulator and output dtype; None keeps a floating-point or complex dtype and
            uses the default integer dtype for signed integers and booleans (unsigned integers
            get the unsigned dtype of that width).
        keepdims: if True the reduced axes are kept with size one (so the result broadcasts
            against ``x``).

    Returns:
        Array of the reduced shape (0-d for ``axis=None``).

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[1, 2], [3, 4]])
        >>> int(ivy.sum(x)), ivy.sum(x, axis=0).tolist(), ivy.sum(x, axis=(0, 1)).tolist()
        (10, [4, 6], 10)
    """


@api
def var(x, /, *, axis=None, correction=0.0, keepdims=False):
    """Variance of ``x``, over all of it or along the given axes.

    The result is ``sum(abs(x - mean) ** 2) / (N - correction)`` for ``N`` reduced elements:
    ``correction=0`` gives the population value, ``correction=1`` the sample value (Bessel's
    correction). ``N - correction <= 0`` gives nan.

    Args:
        x: real-valued floating-point array of shape ``[...]``.
        axis: an int or a tuple of ints to reduce over; None reduces over every axis.
        correction: degrees of freedom subtracted from ``N``.
        keepdims: if True the reduced axes are kept with size one (so the result broadcasts
            against ``x``).

    Returns:
        Array of ``x``'s dtype and the reduced shape (0-d for ``axis=None``).

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([1.0, 3.0, 5.0, 7.0, 9.0])
        >>> float(ivy.var(x)), float(ivy.var(x, correction=1))
        (8.0, 10.0)
    """
