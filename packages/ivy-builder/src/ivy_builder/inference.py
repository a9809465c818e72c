"""The Trainer's evaluation loops: ``validate``, ``test`` (metrics over a loader) and
``predict`` (the model's outputs, stacked). Mixed into :class:`Trainer`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ivy

from .precision import cast_floats, to_float

if TYPE_CHECKING:
    from .data import Loader

__all__: list[str] = []


def _n(batch):
    leaf = next(iter(batch.values())) if isinstance(batch, dict) else \
        batch[0] if isinstance(batch, (tuple, list)) else batch
    return int(leaf.shape[0])


def _stack(outs):
    first = outs[0]
    if isinstance(first, dict):
        return type(first)({k: _stack([o[k] for o in outs]) for k in first})
    if isinstance(first, (tuple, list)):
        return type(first)(_stack([o[i] for o in outs]) for i in range(len(first)))
    return ivy.concat(list(outs), axis=0)


class InferenceMixin:
    """Trainer methods: evaluation over a whole loader, without gradients."""

    def _eval_pass(self, loader, fn):
        """``fn(batch)`` for every batch of ``loader`` from its start, the model in eval mode
        and Ivy's generators seeded from the run's seed; the loader's position and the model's
        mode are given back."""
        from .trainer import step_seed  # noqa: PLC0415 - trainer imports this module

        if loader is None:
            raise ivy.IvyValueError("ivy_builder.Trainer: no loader to evaluate on")
        self._setup_precision()
        was_training = self.model is not None and getattr(self.model, "training", True)
        if self.model is not None:
            self.model.eval()
        ivy.seed(step_seed(self.spec.trainer.seed, -1))
        saved = loader.state_dict()
        loader.load_state_dict({"epoch": 0, "batch": 0})
        try:
            return [fn(batch) for batch in loader]
        finally:
            loader.load_state_dict(saved)
            if self.model is not None and was_training:
                self.model.train()

    def _evaluate(self, loader: Loader, prefix: str) -> dict[str, float]:
        evaluate = self.engine.evaluate if self.engine is not None else \
            (lambda f, v, b: f(b, v))

        def one(batch):
            loss, aux = evaluate(self._loss_aux, self.v, batch)
            return _n(batch), {"loss": loss, **aux}

        total, sums = 0, {}
        for n, values in self._eval_pass(loader, one):
            total += n
            for k, a in values.items():
                sums[k] = sums.get(k, 0.0) + n * to_float(a)
        return {f"{prefix}{k}": s / total for k, s in sums.items()}

    def test(self, loader: Loader) -> dict[str, float]:
        """The mean loss and auxiliary metrics over a whole loader (weighted by batch size),
        prefixed ``test_``; the model in eval mode (no dropout), no gradients.

        Args:
            loader: a Loader of batches as the training ones.

        Returns:
            ``{"test_loss": ..., "test_<metric>": ...}`` (Python floats).
        """
        return self._evaluate(loader, "test_")

    def forward(self, batch: Any, v: Any) -> Any:
        """The model's output for a batch (``predict``): default ``model(x, v=v)`` with ``x``
        the batch's ``"x"`` (a dict), first element (a tuple) or the batch itself."""
        if self.model is None:
            raise ivy.IvyValueError("ivy_builder.Trainer.predict: give a model, or override "
                                    "Trainer.forward(batch, v)")
        x = batch["x"] if isinstance(batch, dict) else \
            batch[0] if isinstance(batch, (tuple, list)) else batch
        return self.model(x, v=v)

    def predict(self, loader: Loader) -> Any:
        """The outputs of :meth:`forward` over a whole loader, concatenated along the batch
        axis (dicts / tuples of outputs: per entry); the model in eval mode (no dropout).

        Args:
            loader: a Loader (unshuffled, to keep the outputs in the data's order).

        Returns:
            An array ``[N, ...]`` (or a dict / tuple of them).
        """
        half = self.half
        outs = self._eval_pass(loader, lambda b: self.forward(
            cast_floats(b, half) if half else b, self.v))
        if not outs:
            raise ivy.IvyValueError("ivy_builder.Trainer.predict: the loader is empty")
        return _stack(outs)
