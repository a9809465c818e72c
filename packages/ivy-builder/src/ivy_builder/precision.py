"""Mixed precision for the Trainer: half-precision (float16 / bfloat16) variables and batches
with float32 master weights (Ivy's optimizers, ``master_dtype="float32"``), and dynamic loss
scaling for float16."""

from __future__ import annotations

import math
from typing import Any

import ivy

__all__ = ["LossScaler", "cast_floats", "all_finite", "to_float"]


def cast_floats(tree: Any, dtype: str, /) -> Any:
    """``tree`` (an array, a Container, or dicts / tuples / lists of arrays) with its floating
    arrays cast to ``dtype``; other leaves unchanged.

    Args:
        tree: arrays, possibly nested in a Container, dict, tuple or list.
        dtype: the floating dtype (``"float16"``, ``"bfloat16"``, ``"float32"``).

    Returns:
        The same structure.

    Example:
        >>> import numpy as np
        >>> from ivy_builder import cast_floats
        >>> out = cast_floats({"x": np.ones(2, np.float32), "i": np.arange(2)}, "float16")
        >>> str(out["x"].dtype), str(out["i"].dtype)
        ('float16', 'int64')
    """
    if isinstance(tree, ivy.Container):
        return tree.map(lambda x, kc: cast_floats(x, dtype))
    if isinstance(tree, dict):
        return {k: cast_floats(x, dtype) for k, x in tree.items()}
    if isinstance(tree, (tuple, list)):
        return type(tree)(cast_floats(x, dtype) for x in tree)
    if ivy.is_array(tree):
        have = ivy.as_ivy_dtype(tree.dtype)
        if have.kind == "float" and have != dtype:
            return ivy.astype(tree, dtype)
    return tree


def to_float(x: Any, /) -> float:
    """A 0-d array (any float dtype, bfloat16 included) or number as a Python float.

    Args:
        x: a 0-d array or a number.

    Returns:
        A float.

    Example:
        >>> import numpy as np
        >>> from ivy_builder import to_float
        >>> to_float(np.float16(0.5))
        0.5
    """
    return float(ivy.to_scalar(x))


def all_finite(tree: Any, /) -> bool:
    """Whether every element of every array of ``tree`` (an array or Container) is finite.

    Args:
        tree: an array or a Container of arrays.

    Returns:
        A Python bool.

    Example:
        >>> import numpy as np
        >>> from ivy_builder import all_finite
        >>> all_finite(np.array([1.0, 2.0])), all_finite(np.array([1.0, np.inf]))
        (True, False)
    """
    leaves = tree.leaves() if isinstance(tree, ivy.Container) else [tree]
    return all(bool(ivy.to_scalar(ivy.all(ivy.isfinite(g)))) for g in leaves)


class LossScaler:
    """Dynamic loss scaling (float16): the loss is multiplied by ``scale`` before the
    gradients are taken and the gradients divided by it after; a step whose gradients hold a
    nan / inf is skipped and the scale halved (``backoff``); after ``window`` finite steps in a
    row the scale is doubled (``growth``).

    Args:
        scale: the initial scale.
        window: finite steps before the scale grows.
        growth: the growth factor.
        backoff: the factor applied after a non-finite step.

    Example:
        >>> from ivy_builder import LossScaler
        >>> s = LossScaler(8.0, window=2)
        >>> s.update(True); s.update(True); s.scale
        16.0
        >>> s.update(False); s.scale, s.skipped
        (8.0, 1)
    """

    def __init__(self, scale: float = 2.0 ** 16, *, window: int = 2000, growth: float = 2.0,
                 backoff: float = 0.5) -> None:
        if not (scale > 0 and math.isfinite(scale)) or window < 1 or growth <= 1 \
                or not 0 < backoff < 1:
            raise ivy.IvyValueError(f"ivy_builder.LossScaler: need scale > 0, window >= 1, "
                                    f"growth > 1 and 0 < backoff < 1, got {scale}, {window}, "
                                    f"{growth}, {backoff}")
        self.scale, self.window, self.growth, self.backoff = float(scale), window, growth, backoff
        self.good, self.skipped = 0, 0

    def update(self, finite: bool) -> None:
        """Record one step: ``finite`` False halves the scale (the step was skipped)."""
        if finite:
            self.good += 1
            if self.good >= self.window:
                self.scale, self.good = self.scale * self.growth, 0
        else:
            self.scale, self.good, self.skipped = self.scale * self.backoff, 0, self.skipped + 1

    def state_dict(self) -> dict[str, Any]:
        """The JSON-ready state."""
        return {"scale": self.scale, "good": self.good, "skipped": self.skipped}

    def load_state_dict(self, state: dict[str, Any]) -> None:
        """Restore a :meth:`state_dict`."""
        self.scale, self.good = float(state["scale"]), int(state["good"])
        self.skipped = int(state["skipped"])
