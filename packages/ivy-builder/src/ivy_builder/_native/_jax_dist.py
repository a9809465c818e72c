"""Data-parallel training with JAX's sharding: one process drives its local devices, or several
processes (``jax.distributed.initialize``) drive all devices of a cluster as one mesh."""

from __future__ import annotations

import ivy
import jax
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P

from .distributed import LocalEngine


class JaxEngine(LocalEngine):
    """Each global batch (``workers`` times the loader's batch size) is split over a 1-D mesh
    of ``workers`` devices along its first dimension, the variables are replicated, and the
    gradient of the mean loss over the global batch is computed as one SPMD program: XLA
    inserts the cross-device reduction (no hand-written ``pmean``, so nothing is averaged twice
    or left per-device). Use ``trainer.compile`` to run each step as one ``jax.jit`` program.

    With several processes (``jax.distributed.initialize``, see ``prepare_devices``) the mesh
    holds every process's devices; each process reads its share of every global batch
    (``drop_last`` loaders: equal shares), and gets back the loss and the replicated gradient
    as its own arrays, so the optimizer and checkpoints stay process-local (rank 0 writes)."""

    name = "jax"

    def __init__(self, spec):
        self.processes, self.rank = jax.process_count(), jax.process_index()
        self.is_main = self.rank == 0
        devices = jax.devices()
        if self.processes > 1:
            if spec.workers not in (1, len(devices)):
                raise ivy.IvyValueError(f"ivy_builder: distributed.workers = {spec.workers} but "
                                        f"the JAX processes hold {len(devices)} devices")
            spec_workers = len(devices)
        else:
            spec_workers = spec.workers
        if len(devices) < spec_workers:
            raise ivy.IvyValueError(
                f"ivy_builder: distributed engine 'jax' with {spec.workers} workers needs "
                f"{spec.workers} devices, JAX sees {len(devices)}; on a CPU set XLA_FLAGS="
                f"--xla_force_host_platform_device_count={spec.workers} before importing JAX "
                f"(ivy_builder.prepare_devices('jax', {spec.workers}))")
        self.world_size = spec_workers
        self.mesh = Mesh(devices[:spec_workers], ("data",))
        self._split = NamedSharding(self.mesh, P("data"))
        self._same = NamedSharding(self.mesh, P())

    def setup(self, trainer):
        loader = trainer.train_data
        local = self.world_size // self.processes
        if self.processes > 1:
            if not loader.drop_last:
                raise ivy.IvyValueError("ivy_builder: several JAX processes need a loader with "
                                        "drop_last=True (equal shares of every global batch)")
            loader.set_shard(self.rank, self.processes)
        if not getattr(loader, "_global_batch", False):  # batch_size is per worker
            loader.batch_size *= local
            loader._global_batch = True
        if self.processes == 1:
            trainer.v = self._replicate(trainer.v)
            if trainer.model is not None:
                trainer.model.v = trainer.v

    def _replicate(self, tree):
        if self.processes > 1:
            return jax.tree_util.tree_map(
                lambda x: jax.make_array_from_process_local_data(self._same, x), tree)
        return jax.tree_util.tree_map(lambda x: jax.device_put(x, self._same), tree)

    def _shard(self, batch):
        if self.processes > 1:
            return jax.tree_util.tree_map(
                lambda x: jax.make_array_from_process_local_data(self._split, x), batch)

        def put(x):
            split = x.ndim and x.shape[0] % self.world_size == 0
            return jax.device_put(x, self._split if split else self._same)

        return jax.tree_util.tree_map(put, batch)

    def value_and_grad(self, grad_fn, v, batch):
        out = grad_fn(self._replicate(v), self._shard(batch))
        if self.processes > 1:  # replicated results: this process's copy
            out = jax.tree_util.tree_map(lambda a: a.addressable_data(0), out)
        return out

    def _barrier(self, name):
        if self.processes > 1:
            from jax.experimental import multihost_utils

            multihost_utils.sync_global_devices(name)

    def load_latest(self, trainer):
        self._barrier("ivy_builder.load_latest")  # the main process has cleaned the folder
        return super().load_latest(trainer)

    def finish(self, trainer):
        self._barrier("ivy_builder.finish")
