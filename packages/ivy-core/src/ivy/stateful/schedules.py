"""Learning-rate schedules: callables of the step index (0 for the first step) returning a Python
float; pass one as an optimizer's ``lr``. Plain Python arithmetic (no arrays, no backend)."""

from __future__ import annotations

import math
from collections.abc import Callable

from ..errors import IvyValueError


class Schedule:
    """Base class: ``schedule(step) -> float``."""

    def __call__(self, step: int) -> float:
        raise NotImplementedError

    def __repr__(self):
        args = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{type(self).__name__}({args})"


class ExponentialDecay(Schedule):
    """``lr * decay_rate ** (step / decay_steps)`` (the exponent floored with ``staircase``).

    Example:
        >>> import ivy
        >>> s = ivy.ExponentialDecay(1.0, 0.5, 10)
        >>> s(0), s(10), s(20)
        (1.0, 0.5, 0.25)
    """

    def __init__(self, lr: float, decay_rate: float, decay_steps: float, *, staircase: bool = False):
        if decay_steps <= 0 or decay_rate <= 0:
            raise IvyValueError("ivy.ExponentialDecay: decay_rate and decay_steps must be > 0")
        self.lr, self.decay_rate, self.decay_steps, self.staircase = (lr, decay_rate, decay_steps,
                                                                      staircase)

    def __call__(self, step: int) -> float:
        p = step / self.decay_steps
        return float(self.lr * self.decay_rate ** (math.floor(p) if self.staircase else p))


class StepDecay(Schedule):
    """``lr * gamma ** (step // step_size)``.

    Example:
        >>> import ivy
        >>> s = ivy.StepDecay(1.0, 10, 0.1)
        >>> s(9), s(10)
        (1.0, 0.1)
    """

    def __init__(self, lr: float, step_size: int, gamma: float = 0.1):
        if step_size <= 0:
            raise IvyValueError("ivy.StepDecay: step_size must be > 0")
        self.lr, self.step_size, self.gamma = lr, step_size, gamma

    def __call__(self, step: int) -> float:
        return float(self.lr * self.gamma ** (step // self.step_size))


class CosineDecay(Schedule):
    """Cosine from ``lr`` down to ``alpha * lr`` over ``decay_steps`` steps, then constant:
    ``lr * (alpha + (1 - alpha) * (1 + cos(pi * min(step, decay_steps) / decay_steps)) / 2)``.

    Example:
        >>> import ivy
        >>> s = ivy.CosineDecay(1.0, 10)
        >>> s(0), s(5), s(10), s(20)
        (1.0, 0.5, 0.0, 0.0)
    """

    def __init__(self, lr: float, decay_steps: int, *, alpha: float = 0.0):
        if decay_steps <= 0:
            raise IvyValueError("ivy.CosineDecay: decay_steps must be > 0")
        self.lr, self.decay_steps, self.alpha = lr, decay_steps, alpha

    def __call__(self, step: int) -> float:
        frac = min(step, self.decay_steps) / self.decay_steps
        cos = (1 + math.cos(math.pi * frac)) / 2
        return float(round(self.lr * (self.alpha + (1 - self.alpha) * cos), 15))


class LinearWarmup(Schedule):
    """A linear ramp from ``lr / warmup_steps`` to ``lr`` over the first ``warmup_steps`` steps,
    then ``after(step - warmup_steps)`` (a schedule) or ``lr``.

    Example:
        >>> import ivy
        >>> s = ivy.LinearWarmup(1.0, 4)
        >>> [s(i) for i in range(6)]
        [0.25, 0.5, 0.75, 1.0, 1.0, 1.0]
    """

    def __init__(self, lr: float, warmup_steps: int, *,
                 after: Callable[[int], float] | None = None):
        if warmup_steps <= 0:
            raise IvyValueError("ivy.LinearWarmup: warmup_steps must be > 0")
        self.lr, self.warmup_steps, self.after = lr, warmup_steps, after

    def __call__(self, step: int) -> float:
        if step < self.warmup_steps:
            return float(self.lr * (step + 1) / self.warmup_steps)
        if self.after is not None:
            return float(self.after(step - self.warmup_steps))
        return float(self.lr)
