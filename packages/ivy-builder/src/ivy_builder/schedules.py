"""Learning-rate schedules beyond Ivy's own: one-cycle (a pure function of the step) and
reduce-on-plateau (driven by a monitored metric; its state goes into the checkpoints)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import ivy

__all__ = ["OneCycle", "ReduceOnPlateau", "find_plateau"]


def _cos_anneal(start, end, pct):
    return end + (start - end) / 2.0 * (math.cos(math.pi * pct) + 1.0)


class OneCycle:
    """The one-cycle policy (cosine annealing, PyTorch's ``OneCycleLR`` formula): from
    ``max_lr / div_factor`` up to ``max_lr`` over the first ``pct_start * total_steps - 1``
    steps, then down to ``max_lr / div_factor / final_div_factor`` at step ``total_steps - 1``
    (and held there after).

    Args:
        max_lr: the peak learning rate.
        total_steps: the length of the cycle in steps (int >= 2).
        pct_start: the fraction of the cycle spent going up (in ``(0, 1)``).
        div_factor: ``max_lr / initial_lr``.
        final_div_factor: ``initial_lr / final_lr``.

    Example:
        >>> from ivy_builder import OneCycle
        >>> s = OneCycle(1.0, 11, pct_start=0.5, div_factor=10.0, final_div_factor=1.0)
        >>> round(s(0), 6), round(s(4.5), 6), s(10), s(20)
        (0.1, 1.0, 0.1, 0.1)
    """

    def __init__(self, max_lr: float, total_steps: int, *, pct_start: float = 0.3,
                 div_factor: float = 25.0, final_div_factor: float = 1e4) -> None:
        if type(total_steps) is not int or total_steps < 2:
            raise ivy.IvyValueError(f"ivy_builder.OneCycle: total_steps must be an int >= 2, got "
                                    f"{total_steps!r}")
        if not 0.0 < pct_start < 1.0 or div_factor <= 0 or final_div_factor <= 0 or max_lr <= 0:
            raise ivy.IvyValueError(
                f"ivy_builder.OneCycle: need max_lr > 0, 0 < pct_start < 1, div_factor > 0 and "
                f"final_div_factor > 0, got {max_lr}, {pct_start}, {div_factor}, "
                f"{final_div_factor}")
        self.max_lr, self.total_steps, self.pct_start = float(max_lr), total_steps, pct_start
        self.div_factor, self.final_div_factor = div_factor, final_div_factor

    def __call__(self, step: int) -> float:
        initial = self.max_lr / self.div_factor
        final = initial / self.final_div_factor
        up_end = float(self.pct_start * self.total_steps) - 1.0
        down_end = float(self.total_steps - 1)
        step = min(step, down_end)
        if step <= up_end:
            return float(_cos_anneal(initial, self.max_lr, step / up_end if up_end > 0 else 1.0))
        return float(_cos_anneal(self.max_lr, final, (step - up_end) / (down_end - up_end)))

    def __repr__(self) -> str:
        return (f"OneCycle({self.max_lr!r}, {self.total_steps}, pct_start={self.pct_start}, "
                f"div_factor={self.div_factor}, final_div_factor={self.final_div_factor})")


class ReduceOnPlateau:
    """A learning rate multiplied by ``factor`` (not below ``min_lr``) when a monitored metric
    has not improved (by more than ``min_delta``, in direction ``mode``) for more than
    ``patience`` observations; after a reduction, ``cooldown`` observations are not counted.
    The same rule as PyTorch's ``ReduceLROnPlateau`` with ``threshold_mode="abs"``.

    Call ``observe(value)`` with each new value of the metric (the Trainer does, with its
    ``trainer.monitor``); ``schedule(step)`` is the current rate. ``state_dict()`` /
    ``load_state_dict()`` save and restore it (the Trainer keeps it in its checkpoints).

    Args:
        lr: the initial learning rate.
        factor: the multiplier of a reduction (in ``(0, 1)``).
        patience: observations without improvement tolerated.
        min_lr: the smallest learning rate.
        cooldown: observations ignored after a reduction.
        mode: ``"min"`` (lower is better) or ``"max"``.
        min_delta: the smallest change counted as an improvement.

    Example:
        >>> from ivy_builder import ReduceOnPlateau
        >>> s = ReduceOnPlateau(1.0, factor=0.5, patience=1)
        >>> for value in (3.0, 2.0, 2.0, 2.0, 2.0, 2.0):
        ...     s.observe(value)
        >>> s(0)
        0.25
    """

    def __init__(self, lr: float, *, factor: float = 0.1, patience: int = 10, min_lr: float = 0.0,
                 cooldown: int = 0, mode: str = "min", min_delta: float = 0.0) -> None:
        if not 0.0 < factor < 1.0 or mode not in ("min", "max") or patience < 0 or cooldown < 0:
            raise ivy.IvyValueError(
                f"ivy_builder.ReduceOnPlateau: need 0 < factor < 1, mode 'min' or 'max', "
                f"patience >= 0 and cooldown >= 0, got factor={factor}, mode={mode!r}, "
                f"patience={patience}, cooldown={cooldown}")
        self.factor, self.patience, self.min_lr, self.cooldown = factor, patience, min_lr, cooldown
        self.mode, self.min_delta = mode, min_delta
        self.lr, self.best, self.bad, self.cooling = float(lr), None, 0, 0

    def _better(self, value):
        if self.best is None:
            return True
        if self.mode == "min":
            return value < self.best - self.min_delta
        return value > self.best + self.min_delta

    def observe(self, value: float) -> None:
        """Take one new value of the monitored metric (a non-finite value never improves)."""
        value = float(value)
        if math.isfinite(value) and self._better(value):
            self.best, self.bad = value, 0
        else:
            self.bad += 1
        if self.cooling > 0:
            self.cooling -= 1
            self.bad = 0
        if self.bad > self.patience:
            self.lr = max(self.lr * self.factor, self.min_lr)
            self.cooling, self.bad = self.cooldown, 0

    def __call__(self, step: int) -> float:
        return self.lr

    def state_dict(self) -> dict[str, Any]:
        """The JSON-ready state (current rate, best value, counters)."""
        return {"lr": self.lr, "best": self.best, "bad": self.bad, "cooling": self.cooling}

    def load_state_dict(self, state: dict[str, Any]) -> None:
        """Restore a :meth:`state_dict`."""
        self.lr, self.best = float(state["lr"]), state["best"]
        self.bad, self.cooling = int(state["bad"]), int(state["cooling"])

    def __repr__(self) -> str:
        return (f"ReduceOnPlateau(lr={self.lr}, factor={self.factor}, patience={self.patience}, "
                f"min_lr={self.min_lr}, cooldown={self.cooldown}, mode={self.mode!r})")


def find_plateau(lr: float | Callable[[int], float], /) -> ReduceOnPlateau | None:
    """The :class:`ReduceOnPlateau` an optimizer's ``lr`` is or wraps (a Warmup), or None.

    Args:
        lr: an optimizer's ``lr`` (a number or a schedule).

    Returns:
        The ReduceOnPlateau, or None.

    Example:
        >>> from ivy_builder import ReduceOnPlateau, Warmup, find_plateau
        >>> s = ReduceOnPlateau(0.1)
        >>> find_plateau(Warmup(s, 5)) is s, find_plateau(0.1)
        (True, None)
    """
    for _ in range(4):
        if isinstance(lr, ReduceOnPlateau):
            return lr
        lr = getattr(lr, "schedule", None)
    return None
