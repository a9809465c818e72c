"""Data-parallel training with ``torch.distributed`` (gloo on CPU, NCCL on GPU), processes
started by ``torchrun``."""

from __future__ import annotations

import os

import ivy
import torch
import torch.distributed as dist

from .distributed import LocalEngine, local_size


class TorchEngine(LocalEngine):
    """One process per worker (``torchrun --nproc_per_node=N``): each reads its share of every
    global batch; the gradients (weighted by the local batch sizes) are summed by one
    ``all_reduce`` of a flat buffer and divided by the global batch size."""

    name = "torch"

    def __init__(self, spec):
        if not dist.is_initialized():
            if "RANK" not in os.environ or "WORLD_SIZE" not in os.environ:
                raise ivy.IvyValueError(
                    "ivy_builder: distributed engine 'torch' needs its processes started by "
                    "torchrun (e.g. torchrun --nproc_per_node=2 train.py); RANK and WORLD_SIZE "
                    "are not set")
            dist.init_process_group("nccl" if torch.cuda.is_available() else "gloo")
        self.rank, self.world_size = dist.get_rank(), dist.get_world_size()
        if spec.workers not in (1, self.world_size):
            raise ivy.IvyValueError(f"ivy_builder: distributed.workers = {spec.workers} but "
                                    f"torchrun started {self.world_size} processes")
        self.is_main = self.rank == 0

    def setup(self, trainer):
        trainer.train_data.set_shard(self.rank, self.world_size)
        dist.barrier()

    def _mean(self, arrays, n):
        """Sum ``n * a`` over the workers and divide by the summed ``n`` (one all_reduce)."""
        flat = torch.cat([a.detach().reshape(-1).to(torch.float64) * n for a in arrays] +
                         [torch.tensor([float(n)], dtype=torch.float64)])
        dist.all_reduce(flat, op=dist.ReduceOp.SUM)
        total, out, i = flat[-1], [], 0
        for a in arrays:
            out.append((flat[i:i + a.numel()] / total).reshape(a.shape).to(a.dtype))
            i += a.numel()
        return out

    def value_and_grad(self, grad_fn, v, batch):
        loss, grads, aux = grad_fn(v, batch)
        n = local_size(batch)
        gflat = grads.flatten() if isinstance(grads, ivy.Container) else {"": grads}
        keys = list(gflat)
        means = self._mean([gflat[k] for k in keys] + [loss] + list(aux.values()), n)
        if isinstance(grads, ivy.Container):
            grads = ivy.Container.unflatten(dict(zip(keys, means)))
        else:
            grads = means[0]
        k = len(keys)
        return means[k], grads, dict(zip(aux, means[k + 1:]))

    def load_latest(self, trainer):
        dist.barrier()  # the main process has cleaned the folder
        return super().load_latest(trainer)

    def finish(self, trainer):
        dist.barrier()

