"""The ``torch.distributed`` engine: one process per worker, started by ``torchrun``."""

from __future__ import annotations

import os

import torch
import torch.distributed as dist

from ..backends.torch import random as _random
from ..container import Container
from ..errors import IvyValueError
from . import Engine, _replica_streams, batch_size_of


class TorchEngine(Engine):
    """One process per worker (``torchrun --nproc_per_node=N``; gloo on CPU, NCCL on GPU): each
    reads its share of every global batch; the gradients, loss and aux values (weighted by the
    local batch sizes) are summed by one ``all_reduce`` of a flat float64 buffer and divided by
    the global batch size."""

    name = "torch"

    def __init__(self, workers):
        if not dist.is_initialized():
            if "RANK" not in os.environ or "WORLD_SIZE" not in os.environ:
                raise IvyValueError(
                    "ivy.distributed.engine: engine 'torch' needs its processes started by "
                    "torchrun (e.g. torchrun --nproc_per_node=2 train.py); RANK and WORLD_SIZE "
                    "are not set")
            # gloo reduces CPU tensors, NCCL CUDA tensors: with a GPU, both (by device)
            dist.init_process_group("cpu:gloo,cuda:nccl" if torch.cuda.is_available()
                                    else "gloo")
        self.rank, self.world_size = dist.get_rank(), dist.get_world_size()
        self.processes, self.is_main = self.world_size, self.rank == 0
        if workers not in (1, self.world_size):
            raise IvyValueError(f"ivy.distributed.engine: workers = {workers} but torchrun "
                                f"started {self.world_size} processes")

    @property
    def data_shard(self):
        return (self.rank, self.world_size)

    def _mean(self, arrays, n):
        """Sum ``n * a`` over the workers and divide by the summed ``n`` (one all_reduce)."""
        flat = torch.cat([a.detach().reshape(-1).to(torch.float64) * n for a in arrays] +
                         [torch.tensor([float(n)], dtype=torch.float64,
                                       device=arrays[0].device if arrays else None)])
        dist.all_reduce(flat, op=dist.ReduceOp.SUM)
        total, out, i = flat[-1], [], 0
        for a in arrays:
            out.append((flat[i:i + a.numel()] / total).reshape(a.shape).to(a.dtype))
            i += a.numel()
        return out

    def value_and_grad(self, grad_fn, v, batch):
        # this process is replica `rank`: its own generators, seeded replica_seed(seed, rank)
        with _replica_streams(_random, {"_own": dict}, lambda: self.rank):
            loss, grads, aux = grad_fn(v, batch)
        gflat = grads.flatten() if isinstance(grads, Container) else {"": grads}
        keys = list(gflat)
        means = self._mean([gflat[k] for k in keys] + [loss] + list(aux.values()),
                           batch_size_of(batch))
        grads = Container.unflatten(dict(zip(keys, means))) if isinstance(grads, Container) \
            else means[0]
        k = len(keys)
        return means[k], grads, dict(zip(aux, means[k + 1:]))

    def barrier(self, name="ivy.distributed"):
        dist.barrier()
