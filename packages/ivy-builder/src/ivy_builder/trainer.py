"""``Trainer``: a training loop that never loses work.

The cost is abstract: override ``Trainer.loss(batch, v)`` (a pure function of the variables
``v``), or give a Module and a loss function (``loss_fn(model(x, v=v), y)`` for batches
``{"x", "y"}`` or ``(x, y)``). Gradients come from ``ivy.execute_with_gradients`` (compiled
with ``ivy.compile`` when ``trainer.compile``), any Ivy optimizer updates the variables.

Determinism: ``fit`` runs with Python's, NumPy's and the framework's global generators seeded
from ``trainer.seed`` (the caller's states are given back when it returns or raises), before
each (micro-)step Ivy's generators are re-seeded from ``(seed, step)`` (data-parallel replica
``r`` then draws from ``ivy.distributed.replica_seed`` of that and ``r``: its own masks), and the
loaders' order is a pure function of ``(seed, epoch)``: two runs of one spec write the same
checkpoints and metrics, and a run resumed from a checkpoint (variables, optimizer state and
step count, the loader position, the global random states, the metrics window being averaged,
best metric and early-stopping count) continues bit for bit as the uninterrupted run would have.
"""

from __future__ import annotations

import hashlib
import logging
import math
import os
import sys
import time
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

import ivy

from .checkpoint import CheckpointManager
from .distributed import TrainerEngine, make_engine
from .inference import InferenceMixin
from .metrics import MetricsLog, plot_curves, read_metrics
from .monitoring import MonitorMixin
from .optim import build_optimizer
from .precision import cast_floats, to_float
from .spec import RunSpec, TrainerSpec, build_spec, save_spec

if TYPE_CHECKING:
    from .data import Loader

logger = logging.getLogger(__name__)

__all__ = ["Trainer", "Callback", "step_seed"]

_NOT_AVERAGED = ("step", "epoch", "lr", "loss_scale")  # a record's values of its own step, not window means


def step_seed(seed: int, step: int | str, micro: int = 0, /) -> int:
    """The seed of Ivy's generators for micro-step ``micro`` of step ``step`` of a run seeded
    ``seed`` (a pure function of them).

    Args:
        seed: the run's seed.
        step: the step index.
        micro: the micro-batch index (gradient accumulation).

    Returns:
        An int in ``[0, 2**32)``.

    Example:
        >>> from ivy_builder import step_seed
        >>> step_seed(0, 5) == step_seed(0, 5) != step_seed(0, 6)
        True
    """
    h = hashlib.sha256(f"ivy_builder/{seed}/{step}/{micro}".encode()).digest()
    return int.from_bytes(h[:4], "little")


class Callback:
    """Hooks called by :class:`Trainer` (override any): ``on_fit_start(trainer)``,
    ``on_step_end(trainer, record)``, ``on_validation_end(trainer, record)``,
    ``on_checkpoint(trainer, path)``, ``on_fit_end(trainer)``. Set ``trainer.should_stop`` to
    stop after the current step.

    Example:
        >>> from ivy_builder import Callback
        >>> class StopAt(Callback):
        ...     def on_step_end(self, trainer, record):
        ...         trainer.should_stop = record["step"] >= 3
        >>> StopAt().on_fit_start(None)
    """

    def on_fit_start(self, trainer: Trainer) -> None:
        pass

    def on_step_end(self, trainer: Trainer, record: dict[str, Any]) -> None:
        pass

    def on_validation_end(self, trainer: Trainer, record: dict[str, Any]) -> None:
        pass

    def on_checkpoint(self, trainer: Trainer, path: str) -> None:
        pass

    def on_fit_end(self, trainer: Trainer) -> None:
        pass


def _as_run_spec(spec):
    if spec is None:
        return RunSpec()
    if isinstance(spec, RunSpec):
        return spec
    if isinstance(spec, TrainerSpec):
        return RunSpec(trainer=spec)
    if isinstance(spec, dict):
        return build_spec(RunSpec, data=spec)
    raise ivy.IvyValueError(f"ivy_builder.Trainer: spec must be a RunSpec, TrainerSpec or dict, "
                            f"got {type(spec).__name__}")


def _global_norm(grads):
    leaves = grads.leaves() if isinstance(grads, ivy.Container) else [grads]
    total = 0.0
    for g in leaves:
        total += float(ivy.to_scalar(ivy.sum(g * g)))
    return total ** 0.5


def _local_engine():
    return TrainerEngine(ivy.distributed.engine("none"))


class Trainer(MonitorMixin, InferenceMixin):
    """Trains variables ``v`` on a loader, with validation, checkpoints, logs and resume.

    Args:
        spec: a :class:`RunSpec` (or TrainerSpec, or a dict) giving the trainer, optimizer and
            distributed settings.
        model: an ``ivy.Module`` (its ``v`` are trained unless ``v`` is given).
        loss_fn: ``loss_fn(prediction, target)`` -> 0-d loss (with ``model``), unless
            :meth:`loss` is overridden.
        v: the variables (a Container or array) when there is no model.
        optimizer: an Ivy optimizer (None: built from ``spec.optimizer``).
        train_data: a :class:`~ivy_builder.Loader` (or GeneratorLoader).
        val_data: a Loader for validation every ``trainer.val_every`` steps (optional).
        callbacks: :class:`Callback` objects.

    With ``trainer.compile`` on JAX, random numbers inside the loss (dropout) are drawn when
    the step is traced and then fixed (``jax.jit`` bakes Ivy's key in): compile models without
    dropout there, or keep the steps eager.

    Outputs in ``trainer.out_dir``: ``spec.json`` (the resolved spec), ``metrics.jsonl`` and
    ``metrics.csv``, ``checkpoints/`` (``ckpt-*.npz`` + manifests, ``best.json``, ``top_k.json``),
    ``curves.png``. ``trainer.monitor`` / ``mode`` / ``min_delta`` drive early stopping, the best
    and top-k checkpoints and the plateau schedule; ``trainer.precision`` float16 / bfloat16
    trains with float32 master weights (monitoring.py); :meth:`test` and :meth:`predict` run a
    loader in eval mode (inference.py).

    Example:
        >>> import numpy as np, tempfile, ivy
        >>> from ivy_builder import Trainer, from_arrays
        >>> x = np.linspace(-1, 1, 8, dtype=np.float32)[:, None]
        >>> data = from_arrays({"x": x, "y": 3 * x}, batch_size=4)
        >>> class Fit(Trainer):
        ...     def loss(self, batch, v):
        ...         return ivy.mean((batch["x"] * v.w - batch["y"]) ** 2)
        >>> t = Fit({"trainer": {"max_steps": 2, "out_dir": tempfile.mkdtemp(),
        ...                      "progress": False}}, v=ivy.Container(w=np.ones(1, np.float32)),
        ...         train_data=data)
        >>> t.fit()  # NumPy has no autodiff: the clear error says what to do
        Traceback (most recent call last):
        ivy.errors.IvyUnsupportedError: ivy.execute_with_gradients is not supported on the 'numpy' ...
    """

    def __init__(self, spec: RunSpec | TrainerSpec | Mapping[str, Any] | None = None, *,
                 model: ivy.Module | None = None, loss_fn: Callable[[Any, Any], Any] | None = None,
                 v: Any = None, optimizer: ivy.Optimizer | None = None, train_data: Loader | None = None,
                 val_data: Loader | None = None, callbacks: Iterable[Callback] = ()) -> None:
        self.spec = _as_run_spec(spec)
        if train_data is None:
            raise ivy.IvyValueError("ivy_builder.Trainer: train_data (a Loader) is required")
        if v is None and model is None:
            raise ivy.IvyValueError("ivy_builder.Trainer: give a model (ivy.Module) or the "
                                    "variables v")
        self.model, self.loss_fn = model, loss_fn
        self.v = v if v is not None else model.v
        self.optimizer = optimizer if optimizer is not None else build_optimizer(
            self.spec.optimizer)
        self.train_data, self.val_data = train_data, val_data
        self.callbacks = list(callbacks)
        ts = self.spec.trainer
        self.out_dir = ts.out_dir
        self.step, self.should_stop, self.interrupted = 0, False, False
        self.best, self.bad_validations = None, 0
        self.resumed_from = None
        self.scaler, self._scale_used = None, None  # float16 loss scaling (monitoring.py)
        self._grad = None
        self.engine = None

    # --- the cost ------------------------------------------------------------------------------
    def loss(self, batch: Any, v: Any) -> Any:
        """The 0-d loss of ``batch`` as a pure function of the variables ``v`` (may also return
        ``(loss, {"name": 0-d array, ...})`` to log more metrics). Default: ``loss_fn(model(x,
        v=v), y)`` for a batch ``{"x": ..., "y": ...}`` or ``(x, y)``."""
        if self.model is None or self.loss_fn is None:
            raise ivy.IvyValueError("ivy_builder.Trainer.loss: override Trainer.loss(batch, v), "
                                    "or give both model and loss_fn")
        x, y = (batch["x"], batch["y"]) if isinstance(batch, dict) else batch
        return self.loss_fn(self.model(x, v=v), y)

    def _loss_aux(self, batch, v):
        if self.half is not None:  # mixed precision: the batch's floats in the half dtype
            batch = cast_floats(batch, self.half)
        out = self.loss(batch, v)
        return out if isinstance(out, tuple) else (out, {})

    def _value_and_grad(self, v, batch):
        scale = self._scale_used  # float16: the loss scaled (in float32) before the gradients
        if scale is None:
            return ivy.execute_with_gradients(lambda w: self._loss_aux(batch, w), v, has_aux=True)

        def scaled(w):
            loss, aux = self._loss_aux(batch, w)
            return ivy.astype(loss, "float32") * scale, aux
        return ivy.execute_with_gradients(scaled, v, has_aux=True)

    # --- state for checkpoints --------------------------------------------------------------------
    def state(self) -> ivy.Container:
        """The arrays of a checkpoint: variables, optimizer state, model buffers."""
        opt = self.optimizer.state if self.optimizer.state is not None else ivy.Container()
        buffers = self.model.buffers if self.model is not None else ivy.Container()
        v = self.v if isinstance(self.v, ivy.Container) else ivy.Container(array=self.v)
        return ivy.Container(v=v, opt=opt, buffers=buffers)

    def _meta(self):
        return {"optimizer_steps": self.optimizer.steps, "best": self.best,
                "bad_validations": self.bad_validations, "data": self._boundary["data"],
                "rng": self._boundary["rng"], "window": self._boundary["window"],
                "backend": self._backend, **self._boundary["monitor"],
                "single_v": not isinstance(self.v, ivy.Container)}

    def _snapshot(self):
        """The data position, global random states and metrics window at the current step
        boundary."""
        self._boundary = {"data": self.train_data.state_dict(),
                          "rng": ivy.global_random_states(),
                          "window": {k: list(sn) for k, sn in self._window.items()},
                          "monitor": self._monitor_meta()}

    def _restore(self, state, meta):
        v = state["v"]
        self.v = v["array"] if meta.get("single_v") else v
        if self.model is not None:
            self.model.v = self.v
            if len(state["buffers"]):
                self.model.buffers = state["buffers"]
        self.optimizer.steps = int(meta["optimizer_steps"])
        self.optimizer.state = state["opt"] if self.optimizer.steps else None
        self.step = int(meta["step"])
        self.best, self.bad_validations = meta["best"], int(meta["bad_validations"])
        self.train_data.load_state_dict(meta["data"])
        ivy.set_global_random_states(meta["rng"])
        self._window = {k: list(sn) for k, sn in meta.get("window", {}).items()}
        self._restore_monitor(meta)
        self.resumed_from = self.step

    def save_checkpoint(self) -> str | None:
        """Write a checkpoint of the current step (main process only); returns its manifest."""
        if not self.engine.is_main:
            return None
        if self._log is not None:
            self._log.sync()
        path = self._ckpt.save(self.step, self.state(), self._meta())
        self._last_saved = self.step
        for cb in self.callbacks:
            cb.on_checkpoint(self, path)
        return path

    # --- one step -----------------------------------------------------------------------------------
    def _train_step(self, stream):
        ts = self.spec.trainer
        if self.model is not None:
            self.model.train()
        acc, losses, aux_sum = None, [], {}
        scale = self._scale_used = self.scaler.scale if self.scaler is not None else None
        if scale is not None and ts.compile and scale != getattr(self, "_compiled_scale", scale):
            self._grad = ivy.compile(self._value_and_grad)  # the scale is baked into a trace
        self._compiled_scale = scale
        finite = True
        for micro in range(ts.accumulate):
            batch = next(stream)
            ivy.seed(step_seed(ts.seed, self.step, micro))
            loss, grads, aux = self.engine.value_and_grad(self._grad, self.v, batch)
            loss, grads, ok = self._unscale(loss, grads)  # mixed precision (monitoring.py)
            finite = finite and ok
            acc = grads if acc is None else acc + grads
            losses.append(loss)
            for k, a in aux.items():
                aux_sum[k] = aux_sum.get(k, 0.0) + to_float(a)
        for value in losses:
            if not math.isfinite(value):
                self._non_finite("loss", value)
        grads = acc if ts.accumulate == 1 else acc * (1.0 / ts.accumulate)
        rec = {}
        if self.scaler is not None:  # float16: a step with inf / nan gradients is skipped
            rec["loss_scale"] = scale
            self.scaler.update(finite)
        if not finite:
            lr = self.optimizer.learning_rate(self.optimizer.steps)
            self.step += 1
            rec.update(step=self.step, epoch=self.train_data.epoch,
                       loss=sum(losses) / len(losses), lr=lr, skipped=1.0,
                       **{k: s / ts.accumulate for k, s in aux_sum.items()})
            return rec
        if self.scaler is not None:
            rec["skipped"] = 0.0
        if ts.grad_clip is not None:
            norm = _global_norm(grads)
            rec["grad_norm"] = norm
            if not math.isfinite(norm):
                self._non_finite("gradient norm", norm)
            if norm > ts.grad_clip:
                grads = grads * (ts.grad_clip / norm)
        lr = self.optimizer.learning_rate(self.optimizer.steps)
        self.v = self.optimizer.step(self.v, grads)
        if self.model is not None:
            self.model.v = self.v
        self.step += 1
        rec.update(step=self.step, epoch=self.train_data.epoch, loss=sum(losses) / len(losses),
                   lr=lr, **{k: s / ts.accumulate for k, s in aux_sum.items()})
        return rec

    def _non_finite(self, what, value):
        """Stop before an update would spread a nan / inf into the variables."""
        raise ivy.IvyValueError(
            f"ivy_builder.Trainer: the {what} of step {self.step + 1} is {value}; the variables "
            f"are left as they were after step {self.step} (last checkpoint: step "
            f"{self._last_saved}). Lower the learning rate, clip the gradients "
            f"(trainer.grad_clip), or check the data and the loss")

    def validate(self) -> dict[str, float]:
        """Mean loss (and auxiliary metrics) over the whole validation loader, prefixed
        ``val_``; the model in eval mode, Ivy's generators seeded from the run's seed
        (inference.py)."""
        return self._evaluate(self.val_data, "val_")

    # --- the loop ----------------------------------------------------------------------------------
    def _setup(self):
        ts = self.spec.trainer
        if self.engine is None:
            self.engine = make_engine(self.spec.distributed)
        self.engine.setup(self)
        self._setup_precision()  # monitoring.py
        self._setup_monitor()
        self._backend = ivy.current_backend(*(self.v.leaves()[:1] if isinstance(
            self.v, ivy.Container) else [self.v])).name
        raw = self._value_and_grad
        self._grad = ivy.compile(raw) if ts.compile else raw
        self._ckpt = self._log = None
        self._last_saved = None
        self._window = {}  # metric -> [sum, count] of the steps since the last logged record
        if self.engine.is_main:
            os.makedirs(self.out_dir, exist_ok=True)
            save_spec(self.spec, os.path.join(self.out_dir, "spec.json"))
            self._ckpt = CheckpointManager(os.path.join(self.out_dir, "checkpoints"),
                                           keep_last=ts.keep_last)
            self._log = MetricsLog(os.path.join(self.out_dir, "metrics.jsonl"),
                                   tensorboard=os.path.join(self.out_dir, "tensorboard"))
        if ts.resume:
            found = self.engine.load_latest(self)
            if found is not None:
                self._restore(*found)
                self._last_saved = self.step
        if self._log is not None:  # records after the step resumed from are redone
            self._log.truncate(self.step)
        if self._ckpt is not None:  # so are the top-k entries after it
            self._ckpt.prune_top_k(self.step)

    def fit(self) -> list[dict[str, Any]]:
        """Train until ``trainer.max_steps`` or ``trainer.max_epochs`` (or early stopping / a
        callback's ``should_stop``), resuming from the newest valid checkpoint when ``trainer.resume``.
        Ctrl-C (SIGINT) lets the current step finish, writes a checkpoint, then raises
        KeyboardInterrupt; a second Ctrl-C stops at once (mid-step: the newest checkpoint
        stands).

        While it runs, Python's, NumPy's, PyTorch's and TensorFlow's global generators (those
        imported) hold states seeded from ``trainer.seed`` (then, on resume, the checkpoint's);
        the caller's states are restored when ``fit`` returns or raises. A logged record's
        ``loss``, ``grad_norm`` and auxiliary metrics are means over the steps since the
        previous record (``step``, ``epoch``, ``lr``: its own step's).

        Returns:
            The list of metrics records written in this call.
        """
        caller = ivy.global_random_states()
        ivy.set_global_random_states(ivy.seeded_global_random_states(
            step_seed(self.spec.trainer.seed, "global")))
        try:
            return self._fit()
        finally:
            ivy.set_global_random_states(caller)

    def _add_to_window(self, rec):
        for k, value in rec.items():
            if k not in _NOT_AVERAGED:
                sn = self._window.setdefault(k, [0.0, 0])
                sn[0] += value
                sn[1] += 1

    def _fit(self):
        ts = self.spec.trainer
        self._setup()
        self._snapshot()
        for cb in self.callbacks:
            cb.on_fit_start(self)
        records, bar, stream = [], None, None
        if self.engine.is_main and ts.progress and self.step < ts.max_steps:
            from tqdm.auto import tqdm  # noqa: PLC0415

            # disable=None: no bar where stderr is not a terminal (a log file, CI)
            bar = tqdm(total=ts.max_steps, initial=self.step, unit="step", dynamic_ncols=True,
                       file=sys.stderr, desc="train", disable=None)
        self._sigint, self._in_step = False, False
        old_handler = self._catch_sigint()
        try:
            stream = self.train_data.stream()
            t0, s0 = time.perf_counter(), self.step
            while self.step < ts.max_steps and not self.should_stop and not self._epochs_done():
                self._in_step = self.step + 1  # consistent again after _snapshot
                rec = self._train_step(stream)
                self._add_to_window(rec)
                if self.step % ts.log_every == 0 or self.step == ts.max_steps:
                    now = time.perf_counter()
                    rec.update({k: s / n for k, (s, n) in self._window.items()})
                    rec["steps_per_s"] = (self.step - s0) / max(now - t0, 1e-9)
                    t0, s0, self._window = now, self.step, {}
                    self._observe(rec)  # a monitored training metric (monitoring.py)
                    self._write(rec, records)
                    if bar is not None:
                        bar.set_postfix(loss=f"{rec['loss']:.4g}", lr=f"{rec['lr']:.3g}")
                if bar is not None:
                    bar.update(1)
                for cb in self.callbacks:
                    cb.on_step_end(self, rec)
                if self.val_data is not None and ts.val_every and self.step % ts.val_every == 0:
                    self._validation(records)
                self._snapshot()  # after the step's record and validation: all of the step
                self._in_step = False
                if self.step % ts.checkpoint_every == 0:
                    self.save_checkpoint()
                if self._sigint:
                    raise KeyboardInterrupt
        except KeyboardInterrupt:
            self.interrupted = True
            if bar is not None:
                bar.close()
                bar = None
            where = os.path.join(self.out_dir, "checkpoints")
            if self._in_step:  # a second Ctrl-C in the middle of a step
                logger.warning("stopped in the middle of step %d; the newest checkpoint in %s "
                               "stands (run again to resume)", self._in_step, where)
            else:
                if self._last_saved != self.step:
                    self.save_checkpoint()
                logger.warning("interrupted; checkpoint of step %d in %s (run again to "
                               "resume)", self.step, where)
            raise
        finally:
            self._restore_sigint(old_handler)
            if stream is not None:
                stream.close()
            if bar is not None:
                bar.close()
        if self._last_saved != self.step:
            self.save_checkpoint()
        for cb in self.callbacks:
            cb.on_fit_end(self)
        if self._log is not None:
            self._log.close()
            if ts.plot:
                self.curves = plot_curves(read_metrics(self._log.path),
                                          os.path.join(self.out_dir, "curves.png"))
        self.engine.finish(self)
        return records

    def _catch_sigint(self):
        """Defer Ctrl-C to the end of the current step (main thread only); returns the old
        handler, or None where none was installed."""
        import signal  # noqa: PLC0415
        import threading  # noqa: PLC0415

        if threading.current_thread() is not threading.main_thread():
            return None

        def handler(signum, frame):
            if self._sigint or not self._in_step:
                raise KeyboardInterrupt
            self._sigint = True

        return signal.signal(signal.SIGINT, handler)

    @staticmethod
    def _restore_sigint(old):
        if old is not None:
            import signal  # noqa: PLC0415

            signal.signal(signal.SIGINT, old)

    def _write(self, rec, records):
        records.append(rec)
        if self._log is not None:
            self._log.write(rec)

    def _validation(self, records):
        rec = {"step": self.step, **self.validate()}
        self._observe(rec)  # best, early stopping, best / top-k checkpoints, plateau
        self._write(rec, records)
        for cb in self.callbacks:
            cb.on_validation_end(self, rec)

    def load_best(self) -> int | None:
        """Set the variables to the best checkpoint's (if any); returns its step or None."""
        found = CheckpointManager(os.path.join(self.out_dir, "checkpoints"),
                                  keep_last=self.spec.trainer.keep_last).load_best(
            backend=self._backend)
        if found is None:
            return None
        state, meta = found
        self.v = state["v"]["array"] if meta.get("single_v") else state["v"]
        if self.model is not None:
            self.model.v = self.v
        return meta["step"]
