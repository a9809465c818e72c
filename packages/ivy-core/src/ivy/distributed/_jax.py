"""The JAX engine: ``jax.sharding`` over the devices of one process, or of several processes
joined by ``jax.distributed.initialize``."""

from __future__ import annotations

import jax
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P

from ..backends.jax import random as _random
from ..errors import IvyValueError
from . import Engine


class JaxEngine(Engine):
    """Each global batch (``workers`` times a per-worker batch) is split over a 1-D mesh of
    ``workers`` devices along its first dimension, the variables are replicated, and the
    gradient of the mean loss over the global batch runs as one SPMD program: XLA inserts the
    cross-device reduction (no hand-written ``pmean``, so nothing is averaged twice or left
    per-device). Compile the gradient function (``ivy.compile``) to run each step as one
    ``jax.jit`` program.

    With several processes the mesh holds every process's devices; each process reads its
    equal share of every global batch, and gets back the loss and the replicated gradient as
    its own arrays, so optimizer state stays process-local."""

    name = "jax"

    def __init__(self, workers):
        self.processes, self.rank = jax.process_count(), jax.process_index()
        self.is_main = self.rank == 0
        devices = jax.devices()
        if self.processes > 1:
            if workers not in (1, len(devices)):
                raise IvyValueError(f"ivy.distributed.engine: workers = {workers} but the JAX "
                                    f"processes hold {len(devices)} devices")
            workers = len(devices)
        if len(devices) < workers:
            raise IvyValueError(
                f"ivy.distributed.engine: engine 'jax' with {workers} workers needs {workers} "
                f"devices, JAX sees {len(devices)}; on a CPU set XLA_FLAGS="
                f"--xla_force_host_platform_device_count={workers} before importing JAX "
                f"(ivy.distributed.prepare_devices('jax', {workers}))")
        self.world_size = workers
        self.replicas_here = workers // self.processes
        self.equal_shares = self.processes > 1
        self.mesh = Mesh(devices[:workers], ("data",))
        self._split = NamedSharding(self.mesh, P("data"))
        self._same = NamedSharding(self.mesh, P())
        self._replicas = _random._Replicas(self._split, self._same, workers)

    @property
    def data_shard(self):
        return (self.rank, self.processes)

    def place_variables(self, v):
        return v if self.processes > 1 else self._replicate(v)

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
        prev, _random._dp[0] = _random._dp[0], self._replicas  # a stream per replica
        try:
            out = grad_fn(self._replicate(v), self._shard(batch))
        finally:
            _random._dp[0] = prev
        if self.processes > 1:  # replicated results: this process's copy
            out = jax.tree_util.tree_map(lambda a: a.addressable_data(0), out)
        return out

    def barrier(self, name="ivy.distributed"):
        if self.processes > 1:
            from jax.experimental import multihost_utils  # noqa: PLC0415

            multihost_utils.sync_global_devices(name)
