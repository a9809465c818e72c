"""The argument rules of ``ivy.linalg`` shared by its definitions and the backends' kernels."""

from __future__ import annotations

from ..errors import IvyValueError


def _matrix_axes(axis, ndim):
    """``axis`` of matrix_norm as two distinct non-negative axes (raises IvyValueError)."""
    try:
        a, b = (int(v) for v in axis)
    except (TypeError, ValueError):
        a = b = None
    if a is None or not (-ndim <= a < ndim and -ndim <= b < ndim) or a % ndim == b % ndim:
        raise IvyValueError(f"ivy.linalg.matrix_norm: axis must be two distinct axes of x "
                            f"({ndim} dimensions), got {axis!r}")
    return a % ndim, b % ndim
