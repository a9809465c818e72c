"""Names used in the type annotations of Ivy's functions (``ivy/dispatch/``, the libraries).

Ivy is native in, native out: an ``Array`` is the array type of whichever framework runs the
call (``numpy.ndarray``, ``torch.Tensor``, ``jax.Array``, ``tf.Tensor``, ``mxnet.np.ndarray``),
so for a type checker it is ``Any``; the annotations say which parameters take arrays, dtypes,
devices, axes and shapes, and a checker still catches wrong names, counts and keyword use.

Example:
    >>> import ivy, numpy as np
    >>> from ivy.types import Array
    >>> def scale(x: Array, factor: float) -> Array:
    ...     return ivy.multiply(x, factor)
    >>> scale(np.ones(2), 3.0).tolist()
    [3.0, 3.0]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeAlias

from .dtypes import Dtype

__all__ = ["Array", "Axis", "DType", "Device", "Shape"]

Array: TypeAlias = Any
"""A native array of the framework that runs the call."""

DType: TypeAlias = Dtype | str | Any
"""An Ivy dtype (``ivy.float32``), its name (``"float32"``) or a framework's dtype object."""

Device: TypeAlias = str
"""An Ivy device string: ``"cpu"``, ``"gpu:0"``."""

Axis: TypeAlias = int | tuple[int, ...] | None
"""One axis, several, or ``None`` for all."""

Shape: TypeAlias = int | Sequence[int]
"""A shape: a sequence of sizes (or one size)."""
