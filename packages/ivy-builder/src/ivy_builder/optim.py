"""Optimizers and learning-rate schedules from an :class:`OptimizerSpec` (Ivy's own)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ivy

from .schedules import OneCycle, ReduceOnPlateau
from .spec import OptimizerSpec

__all__ = ["Warmup", "build_schedule", "build_optimizer"]


class Warmup:
    """A linear warm-up over ``warmup_steps`` steps (from ``lr / warmup_steps``), then
    ``schedule`` (a number or a callable of the step, counted from the end of the warm-up).

    Args:
        schedule: the learning rate after the warm-up (a number or a schedule).
        warmup_steps: the length of the warm-up (int >= 0).

    Example:
        >>> from ivy_builder import Warmup
        >>> s = Warmup(1.0, 4)
        >>> [s(i) for i in range(6)]
        [0.25, 0.5, 0.75, 1.0, 1.0, 1.0]
    """

    def __init__(self, schedule: float | Callable[[int], float], warmup_steps: int) -> None:
        if type(warmup_steps) is not int or warmup_steps < 0:
            raise ivy.IvyValueError(f"ivy_builder.Warmup: warmup_steps must be an int >= 0, got "
                                    f"{warmup_steps!r}")
        self.schedule, self.warmup_steps = schedule, warmup_steps

    def _after(self, step):
        return float(self.schedule(step)) if callable(self.schedule) else float(self.schedule)

    def __call__(self, step: int) -> float:
        if step < self.warmup_steps:
            return self._after(0) * (step + 1) / self.warmup_steps
        return self._after(step - self.warmup_steps)

    def __repr__(self) -> str:
        return f"Warmup({self.schedule!r}, {self.warmup_steps})"


def build_schedule(spec: OptimizerSpec, /) -> float | Callable[[int], float]:
    """The learning rate of an :class:`OptimizerSpec`: a number, or an Ivy schedule (cosine,
    exponential, step decay), a :class:`OneCycle` (over ``decay_steps`` steps) or a
    :class:`ReduceOnPlateau` (the Trainer feeds it its monitored metric), behind a
    :class:`Warmup` when ``warmup_steps > 0``.

    Args:
        spec: an OptimizerSpec.

    Returns:
        A float or a callable of the step index.

    Example:
        >>> from ivy_builder import OptimizerSpec, build_schedule
        >>> s = build_schedule(OptimizerSpec(lr=1.0, schedule="step", decay_steps=10, decay_rate=0.5))
        >>> s(9), s(10)
        (1.0, 0.5)
    """
    if spec.schedule == "constant":
        lr = spec.lr
    elif spec.schedule == "cosine":
        lr = ivy.CosineDecay(spec.lr, spec.decay_steps)
    elif spec.schedule == "one_cycle":
        lr = OneCycle(spec.lr, max(spec.decay_steps, 2), pct_start=spec.pct_start,
                      div_factor=spec.div_factor, final_div_factor=spec.final_div_factor)
    elif spec.schedule == "plateau":
        lr = ReduceOnPlateau(spec.lr, factor=spec.decay_rate,
                             patience=spec.plateau_patience, min_lr=spec.min_lr,
                             cooldown=spec.cooldown)
    elif spec.schedule == "exponential":
        lr = ivy.ExponentialDecay(spec.lr, spec.decay_rate, spec.decay_steps)
    else:
        lr = ivy.StepDecay(spec.lr, spec.decay_steps, spec.decay_rate)
    return Warmup(lr, spec.warmup_steps) if spec.warmup_steps else lr


def build_optimizer(spec: OptimizerSpec | None = None, /, **overrides: Any) -> ivy.Optimizer:
    """The Ivy optimizer an :class:`OptimizerSpec` names (``sgd``, ``adam``, ``adamw``,
    ``lamb``, ``lars``) with its schedule.

    Args:
        spec: an OptimizerSpec (None: the defaults).
        **overrides: fields of the spec to change.

    Returns:
        An ``ivy.Optimizer``.

    Example:
        >>> from ivy_builder import build_optimizer
        >>> opt = build_optimizer(name="sgd", lr=0.1, momentum=0.9)
        >>> type(opt).__name__, opt.momentum
        ('SGD', 0.9)
    """
    import dataclasses  # noqa: PLC0415

    spec = dataclasses.replace(spec or OptimizerSpec(), **overrides)
    lr = build_schedule(spec)
    if spec.name == "sgd":
        return ivy.SGD(lr, momentum=spec.momentum, weight_decay=spec.weight_decay)
    if spec.name == "adam":
        if spec.weight_decay:
            raise ivy.IvyValueError(
                f"ivy_builder.build_optimizer: optimizer.weight_decay={spec.weight_decay} with "
                f"name='adam': Adam with an L2 penalty and AdamW's decoupled decay are different "
                f"updates; use name='adamw' (decoupled), or add the penalty to the loss")
        return ivy.Adam(lr)
    if spec.name == "adamw":
        return ivy.AdamW(lr, weight_decay=spec.weight_decay)
    if spec.name == "lamb":
        return ivy.LAMB(lr, weight_decay=spec.weight_decay)
    return ivy.LARS(lr, momentum=spec.momentum, weight_decay=spec.weight_decay)
