"""Variable initializers: ``init(shape, fan_in=..., fan_out=..., dtype=..., device=...)`` returns a
new array on the backend in force (the default backend when none is), drawn from Ivy's random
generators (``ivy.seed`` makes it repeatable).

Fans: the layers pass them; when they are not given they come from the shape: a matrix
``[out, in]`` (``ivy.linear``'s layout) has ``fan_in = in``, ``fan_out = out``; a filter
``[*kernel, in, out]`` (the convolutions' layout) has ``fan_in = in * prod(kernel)`` and
``fan_out = out * prod(kernel)``; a vector ``[n]`` has both ``n``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .. import dtypes as _dt
from ..errors import IvyValueError
from ..functional import creation as _creation
from ..functional import random as _random
from ..types import Array, Device, DType, Shape

_SQRT2 = math.sqrt(2.0)


def fans(shape: Sequence[int]) -> tuple[int, int]:
    """``(fan_in, fan_out)`` of a weight of ``shape`` (see the module docstring)."""
    shape = tuple(int(s) for s in shape)
    if len(shape) == 0:
        return 1, 1
    if len(shape) == 1:
        return shape[0], shape[0]
    if len(shape) == 2:
        return shape[1], shape[0]
    receptive = math.prod(shape[:-2])
    return shape[-2] * receptive, shape[-1] * receptive


class Initializer:
    """Base class: ``__call__(shape, *, fan_in=None, fan_out=None, dtype=None, device=None)``."""

    def __call__(self, shape: Shape, *, fan_in: float | None = None, fan_out: float | None = None,
                 dtype: DType | None = None, device: Device | None = None) -> Array:
        raise NotImplementedError

    def __repr__(self):
        args = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{type(self).__name__}({args})"


class Constant(Initializer):
    """Every element ``value``.

    Example:
        >>> import ivy
        >>> ivy.Constant(0.5)((2,)).tolist()
        [0.5, 0.5]
    """

    def __init__(self, value: float):
        self.value = float(value)

    def __call__(self, shape: Shape, *, fan_in: float | None = None, fan_out: float | None = None,
                 dtype: DType | None = None, device: Device | None = None) -> Array:
        return _creation.full(tuple(shape), self.value, dtype=_dtype(dtype), device=device)


class Zeros(Constant):
    """Zeros.

    Example:
        >>> import ivy
        >>> ivy.Zeros()((2,)).tolist()
        [0.0, 0.0]
    """

    def __init__(self) -> None:
        super().__init__(0.0)


class Ones(Constant):
    """Ones.

    Example:
        >>> import ivy
        >>> ivy.Ones()((2,)).tolist()
        [1.0, 1.0]
    """

    def __init__(self) -> None:
        super().__init__(1.0)


class Uniform(Initializer):
    """Uniform samples on ``[low, high)``.

    Example:
        >>> import ivy
        >>> w = ivy.Uniform(-1.0, 1.0)((100,))
        >>> bool((w >= -1).all() and (w < 1).all())
        True
    """

    def __init__(self, low: float = -0.05, high: float = 0.05):
        if not high >= low:
            raise IvyValueError(f"ivy.Uniform: need low <= high, got low={low}, high={high}")
        self.low, self.high = float(low), float(high)

    def __call__(self, shape: Shape, *, fan_in: float | None = None, fan_out: float | None = None,
                 dtype: DType | None = None, device: Device | None = None) -> Array:
        return _random.random_uniform(self.low, self.high, tuple(shape), dtype=_dtype(dtype),
                                   device=device)


class RandomNormal(Initializer):
    """Normal samples with mean ``mean`` and standard deviation ``stddev``.

    Example:
        >>> import ivy
        >>> ivy.RandomNormal(0.0, 0.1)((3, 2)).shape
        (3, 2)
    """

    def __init__(self, mean: float = 0.0, stddev: float = 0.05):
        if not stddev >= 0:
            raise IvyValueError(f"ivy.RandomNormal: stddev must be >= 0, got {stddev}")
        self.mean, self.stddev = float(mean), float(stddev)

    def __call__(self, shape: Shape, *, fan_in: float | None = None, fan_out: float | None = None,
                 dtype: DType | None = None, device: Device | None = None) -> Array:
        return _random.random_normal(self.mean, self.stddev, tuple(shape), dtype=_dtype(dtype),
                                  device=device)


class GlorotUniform(Initializer):
    """Glorot (Xavier) uniform: ``U(-a, a)`` with ``a = gain * sqrt(6 / (fan_in + fan_out))``.

    Example:
        >>> import ivy
        >>> w = ivy.GlorotUniform()((4, 2))  # [out, in]: a = sqrt(6 / 6) = 1
        >>> bool((abs(w) <= 1).all())
        True
    """

    def __init__(self, gain: float = 1.0):
        self.gain = float(gain)

    def __call__(self, shape: Shape, *, fan_in: float | None = None, fan_out: float | None = None,
                 dtype: DType | None = None, device: Device | None = None) -> Array:
        fi, fo = _fans(shape, fan_in, fan_out)
        a = self.gain * math.sqrt(6.0 / (fi + fo))
        return _random.random_uniform(-a, a, tuple(shape), dtype=_dtype(dtype), device=device)


class KaimingNormal(Initializer):
    """Kaiming (He) normal: ``N(0, std²)`` with ``std = gain / sqrt(fan)``, ``fan`` the fan-in
    (``mode="fan_in"``) or fan-out; ``gain = sqrt(2)`` suits ReLU.

    Example:
        >>> import ivy
        >>> ivy.KaimingNormal()((8, 4)).shape
        (8, 4)
    """

    def __init__(self, mode: str = "fan_in", gain: float = _SQRT2):
        if mode not in ("fan_in", "fan_out"):
            raise IvyValueError(f"ivy.KaimingNormal: mode must be 'fan_in' or 'fan_out', got {mode!r}")
        self.mode, self.gain = mode, float(gain)

    def __call__(self, shape: Shape, *, fan_in: float | None = None, fan_out: float | None = None,
                 dtype: DType | None = None, device: Device | None = None) -> Array:
        fi, fo = _fans(shape, fan_in, fan_out)
        std = self.gain / math.sqrt(fi if self.mode == "fan_in" else fo)
        return _random.random_normal(0.0, std, tuple(shape), dtype=_dtype(dtype), device=device)


def _fans(shape, fan_in, fan_out):
    fi, fo = fans(shape)
    fi, fo = (fi if fan_in is None else fan_in), (fo if fan_out is None else fan_out)
    if fi <= 0 or fo <= 0:
        raise IvyValueError(f"initializer: fans must be positive, got fan_in={fi}, fan_out={fo} "
                            f"for shape {tuple(shape)}")
    return fi, fo


def _dtype(dtype):
    return _dt.default_float_dtype() if dtype is None else dtype
