"""What the Trainer does with its monitored metric (``trainer.monitor``, ``mode``,
``min_delta``): early stopping, the best checkpoint, the top-k checkpoints and the
reduce-on-plateau schedule; and the mixed-precision set-up. Mixed into :class:`Trainer`."""

from __future__ import annotations

import math
import warnings
from typing import Any

import ivy

from .precision import LossScaler, all_finite, cast_floats, to_float
from .schedules import find_plateau

__all__ = ["improves"]


def improves(value: float | None, best: float | None, mode: str = "min",
             min_delta: float = 0.0) -> bool:
    """Whether ``value`` improves on ``best`` by more than ``min_delta`` in direction ``mode``
    (a non-finite or missing value never does; any finite value improves on ``best=None``).

    Args:
        value: the new value of the monitored metric.
        best: the best value so far (None: none yet).
        mode: ``"min"`` (lower is better) or ``"max"``.
        min_delta: the smallest change that counts.

    Returns:
        A bool.

    Example:
        >>> from ivy_builder import improves
        >>> improves(0.9, 1.0), improves(0.95, 1.0, min_delta=0.1), improves(2.0, 1.0, "max")
        (True, False, True)
    """
    if value is None or not math.isfinite(value):
        return False
    if best is None:
        return True
    return value < best - min_delta if mode == "min" else value > best + min_delta


class MonitorMixin:
    """Trainer methods: the monitored metric and mixed precision (see the module)."""

    # --- mixed precision ----------------------------------------------------------------------
    @property
    def half(self) -> str | None:
        """The half dtype of ``trainer.precision`` (None for float32)."""
        p = self.spec.trainer.precision
        return None if p == "float32" else p

    def _setup_precision(self) -> None:
        """Variables in the half dtype, the optimizer's float32 master copies, the loss
        scaler (float16). Idempotent."""
        if self.half is None:
            return
        self.v = cast_floats(self.v, self.half)
        if self.model is not None:
            self.model.v = self.v
        if self.optimizer.master_dtype is None and self.optimizer.state is None:
            self.optimizer.master_dtype = ivy.as_ivy_dtype("float32")
        if self.half == "float16" and self.scaler is None:
            ts = self.spec.trainer
            self.scaler = LossScaler(ts.loss_scale, window=ts.loss_scale_window)

    def _unscale(self, loss: Any, grads: Any) -> tuple[float, Any, bool]:
        """The loss as a float, the gradients in float32 (divided by the loss scale), and
        whether they are all finite (always True without a scaler: checked elsewhere)."""
        scale = self._scale_used
        if self.half is None:
            return to_float(loss), grads, True
        grads = cast_floats(grads, "float32")
        if scale is None:
            return to_float(loss), grads, True
        return to_float(loss) / scale, grads * (1.0 / scale), all_finite(grads)

    # --- the monitored metric -------------------------------------------------------------------
    def _observe(self, rec: dict[str, Any]) -> None:
        """Update the best value, early stopping, best / top-k checkpoints and the plateau
        schedule from a record holding ``trainer.monitor`` (before the record is written: it
        gains ``best_<monitor>``)."""
        ts = self.spec.trainer
        if ts.monitor not in rec:
            return
        value = rec[ts.monitor]
        finite = value is not None and math.isfinite(value)
        if not finite:  # never the best; counts as a check that did not improve
            what = "validation loss" if ts.monitor == "val_loss" else ts.monitor
            warnings.warn(f"ivy_builder.Trainer: the {what} at step {self.step} is {value}",
                          RuntimeWarning, stacklevel=3)
        better = improves(value, self.best, ts.mode, ts.min_delta)
        if better:
            self.best, self.bad_validations = value, 0
        else:
            self.bad_validations += 1
        rec[f"best_{ts.monitor}"] = self.best
        if self.engine.is_main and (better or (finite and ts.save_top_k)):
            state = self.state()
            if better:
                self._ckpt.save_best(self.step, state, {ts.monitor: value})
            if finite and ts.save_top_k:
                self._ckpt.save_top_k(self.step, state, value, ts.save_top_k, mode=ts.mode)
        plateau = find_plateau(self.optimizer.lr)
        if plateau is not None:
            plateau.observe(value if finite else math.nan)
        if ts.patience and self.bad_validations >= ts.patience:
            self.should_stop = True

    def _setup_monitor(self) -> None:
        plateau = find_plateau(self.optimizer.lr)
        if plateau is not None:
            plateau.mode, plateau.min_delta = self.spec.trainer.mode, self.spec.trainer.min_delta

    def _monitor_meta(self) -> dict[str, Any]:
        plateau = find_plateau(self.optimizer.lr)
        return {"plateau": plateau.state_dict() if plateau is not None else None,
                "loss_scaler": self.scaler.state_dict() if self.scaler is not None else None}

    def _restore_monitor(self, meta: dict[str, Any]) -> None:
        plateau = find_plateau(self.optimizer.lr)
        if plateau is not None and meta.get("plateau") is not None:
            plateau.load_state_dict(meta["plateau"])
        if self.scaler is not None and meta.get("loss_scaler") is not None:
            self.scaler.load_state_dict(meta["loss_scaler"])

    def _epochs_done(self) -> bool:
        me = self.spec.trainer.max_epochs
        return me is not None and self.train_data.state_dict()["epoch"] >= me
