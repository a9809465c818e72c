"""Moving arrays between backends."""

from __future__ import annotations

from typing import Any

from ._backend import _check_name, _infer, get_backend
from .types import Array

_PYTHON_DATA = (list, tuple, int, float, bool, complex)


def to_backend(x: Any, backend: str, /) -> Array:
    """Return ``x`` as a native array of ``backend`` (zero-copy through DLPack where possible).

    Args:
        x: a native array of any installed backend; a Python number or a nested list / tuple of
            them is made an array of ``backend`` (``ivy.asarray`` there: Ivy's default dtypes),
            the same on every backend.
        backend: the target backend name (``"numpy"``, ``"torch"``, ``"jax"``).

    Returns:
        The same values, dtype and shape as a native array of ``backend``.

    Example:
        >>> import ivy, numpy as np
        >>> type(ivy.to_backend(np.ones(2), "numpy")).__name__
        'ndarray'
    """
    target = get_backend(_check_name(backend))
    if x.__class__ in _PYTHON_DATA:  # not an array of any framework: made one, on every backend
        return target.asarray(x)
    if _infer(x) is target:
        return x
    try:
        return target.xp.from_dlpack(x)
    except (AttributeError, BufferError, TypeError, RuntimeError, ValueError):
        # dtypes or devices DLPack cannot carry (e.g. bool on older exporters), arrays without
        # __dlpack__ (MXNet 1.9): copy through NumPy
        src = _infer(x)
        return target.xp.asarray(src.xp.to_numpy(x))
