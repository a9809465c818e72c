"""Data-parallel training: how the Trainer uses an ``ivy.distributed`` engine.

The engines themselves (``torch.distributed``, ``jax.sharding``, ``tf.distribute``) live in
ivy-core (:mod:`ivy.distributed`); this module adds what a training loop needs around them:
the loader reads this process's share of every global batch, the variables are placed once,
only the main process (rank 0) writes checkpoints and logs, and the other processes wait for
it where they read its files.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ivy
import ivy.distributed

from .checkpoint import CheckpointManager

if TYPE_CHECKING:
    from .spec import DistributedSpec
    from .trainer import Trainer

prepare_devices = ivy.distributed.prepare_devices


class TrainerEngine:
    """An :class:`ivy.distributed.Engine` as the Trainer drives it.

    Args:
        engine: the ``ivy.distributed`` engine (``ivy.distributed.engine(name, workers)``).

    Example:
        >>> import ivy.distributed
        >>> from ivy_builder.distributed import TrainerEngine
        >>> TrainerEngine(ivy.distributed.engine("none")).is_main
        True
    """

    def __init__(self, engine: Any) -> None:
        self.engine = engine
        self.name, self.rank, self.world_size = engine.name, engine.rank, engine.world_size
        self.is_main = engine.is_main

    def value_and_grad(self, grad_fn: Callable[..., Any], v: Any, batch: Any) -> Any:
        return self.engine.value_and_grad(grad_fn, v, batch)

    def evaluate(self, loss_aux: Callable[[Any, Any], Any], v: Any, batch: Any) -> Any:
        return loss_aux(batch, v)

    def setup(self, trainer: Trainer) -> None:
        """Shard and scale the training loader, place the variables, wait for every process."""
        loader, e = trainer.train_data, self.engine
        index, count = e.data_shard
        if count > 1:
            if e.equal_shares and not loader.drop_last:
                raise ivy.IvyValueError(
                    f"ivy_builder: {count} {e.name} processes need a loader with "
                    f"drop_last=True (equal shares of every global batch)")
            loader.set_shard(index, count)
        if e.replicas_here > 1 and not getattr(loader, "_global_batch", False):
            loader.batch_size *= e.replicas_here  # the spec's batch size is per worker
            loader._global_batch = True
        trainer.v = e.place_variables(trainer.v)
        if trainer.model is not None:
            trainer.model.v = trainer.v
        e.barrier("ivy_builder.setup")

    def load_latest(self, trainer: Trainer) -> tuple[ivy.Container, dict[str, Any]] | None:
        """The latest intact checkpoint, read after the main process has cleaned its folder
        (other processes read the main process's folder and clean nothing)."""
        self.engine.barrier("ivy_builder.load_latest")
        ckpt = trainer._ckpt
        if ckpt is None:
            ckpt = CheckpointManager.__new__(CheckpointManager)
            ckpt.folder = os.path.join(trainer.out_dir, "checkpoints")
            ckpt.keep_last = trainer.spec.trainer.keep_last
            if not os.path.isdir(ckpt.folder):
                return None
        return ckpt.load_latest(backend=trainer._backend)

    def finish(self, trainer: Trainer) -> None:
        self.engine.barrier("ivy_builder.finish")


def make_engine(spec: DistributedSpec) -> TrainerEngine:
    """The engine a :class:`~ivy_builder.DistributedSpec` asks for.

    Args:
        spec: a DistributedSpec (``engine``, ``workers``).

    Returns:
        A :class:`TrainerEngine`.

    Raises:
        IvyUnsupportedError: NumPy or MXNet (no distributed engine).
        IvyValueError: see :func:`ivy.distributed.engine`.

    Example:
        >>> import ivy_builder
        >>> from ivy_builder.distributed import make_engine
        >>> make_engine(ivy_builder.DistributedSpec()).world_size
        1
    """
    return TrainerEngine(ivy.distributed.engine(spec.engine, spec.workers))
