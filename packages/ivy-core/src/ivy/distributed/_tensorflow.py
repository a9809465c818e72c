"""The TensorFlow engine: ``tf.distribute.MirroredStrategy`` over local devices, or
``MultiWorkerMirroredStrategy`` over processes when ``TF_CONFIG`` names a cluster."""

from __future__ import annotations

import tensorflow as tf

from ..backends.tensorflow import random as _random
from ..container import Container
from ..errors import IvyValueError
from . import Engine, _PerThread, _replica_streams, tf_multi_worker


def _replica_id():
    """The calling replica's index (a constant, also while a tf.function is traced)."""
    r = tf.distribute.get_replica_context().replica_id_in_sync_group
    value = tf.get_static_value(r)
    return int(r if value is None else value)


# each replica (a thread of the strategy) keeps its own eager stream and generator
_FRESH = {"_eager": lambda: _PerThread(lambda: [None, -1, [], 1]),
          "_own": lambda: _PerThread(lambda: [None, -1])}


class TFEngine(Engine):
    """A ``MirroredStrategy`` over ``workers`` local devices (GPUs when there are enough, else
    logical CPUs: see :func:`~ivy.distributed.prepare_devices`). Each replica computes the
    gradient of its consecutive part of this process's batch with Ivy (``tf.GradientTape``);
    ``ReplicaContext.all_reduce`` sums gradients, loss and aux values weighted by the local
    batch sizes, divided by the global batch size. Ivy's optimizers then update plain tensors,
    so no Keras optimizer all-reduces a second time."""

    name = "tensorflow"

    def __init__(self, workers):
        self.strategy = tf_multi_worker()
        if self.strategy is not None:  # one process per worker (TF_CONFIG)
            resolver = self.strategy.cluster_resolver
            self.rank = resolver.task_id
            self.processes = len(resolver.cluster_spec().as_dict().get("worker", [None]))
            self.is_main = self.rank == 0
            self.world_size = self.strategy.num_replicas_in_sync
            if workers not in (1, self.world_size):
                raise IvyValueError(f"ivy.distributed.engine: workers = {workers} but the "
                                    f"TF_CONFIG cluster has {self.world_size} replicas")
        else:
            gpus = tf.config.list_logical_devices("GPU")
            devices = gpus if len(gpus) >= workers else tf.config.list_logical_devices("CPU")
            if len(devices) < workers:
                raise IvyValueError(
                    f"ivy.distributed.engine: engine 'tensorflow' with {workers} workers needs "
                    f"{workers} devices, TensorFlow sees {len(devices)}; call "
                    f"ivy.distributed.prepare_devices('tensorflow', {workers}) before any "
                    f"TensorFlow operation")
            self.world_size, self.processes = workers, 1
            self.strategy = tf.distribute.MirroredStrategy([d.name for d in devices[:workers]])
        self.replicas_here = self.world_size // self.processes

    @property
    def data_shard(self):
        return (self.rank, self.processes)

    def barrier(self, name="ivy.distributed"):
        if self.processes > 1:
            ones = self.strategy.run(lambda: tf.distribute.get_replica_context().all_reduce(
                "sum", tf.ones(())))
            self.strategy.experimental_local_results(ones)

    def value_and_grad(self, grad_fn, v, batch):
        single = not isinstance(v, Container)
        vflat = {"": v} if single else v.flatten()
        vkeys = list(vflat)
        bflat = Container(batch).flatten() if isinstance(batch, dict) else \
            {str(i): b for i, b in enumerate(batch if isinstance(batch, (tuple, list))
                                             else [batch])}
        bkeys = list(bflat)
        n = int(next(iter(bflat.values())).shape[0])
        w = self.replicas_here  # this process's replicas share its part of the global batch
        bounds = [(r * n) // w for r in range(w + 1)]
        parts = [[bflat[k][bounds[r]:bounds[r + 1]] for k in bkeys] for r in range(w)]
        per_replica = self.strategy.experimental_distribute_values_from_function(
            lambda ctx: parts[ctx.replica_id_in_sync_group % w])

        def rebuild_batch(leaves):
            if isinstance(batch, dict):
                return Container.unflatten(dict(zip(bkeys, leaves)))
            if isinstance(batch, (tuple, list)):
                return tuple(leaves)
            return leaves[0]

        names = []

        def replica(vleaves, bleaves):
            ctx = tf.distribute.get_replica_context()
            vv = vleaves[0] if single else Container.unflatten(dict(zip(vkeys, vleaves)))
            loss, grads, aux = grad_fn(vv, rebuild_batch(list(bleaves)))
            gleaves = [grads] if single else [grads.flatten()[k] for k in vkeys]
            local = tf.cast(tf.shape(bleaves[0])[0], loss.dtype)
            total = ctx.all_reduce("sum", local)
            sums = ctx.all_reduce("sum", [g * tf.cast(local, g.dtype) for g in gleaves] +
                                  [loss * local] + [a * tf.cast(local, a.dtype)
                                                    for a in aux.values()])
            names[:] = list(aux)
            return [s / tf.cast(total, s.dtype) for s in sums]

        k = len(vkeys)
        with _replica_streams(_random, _FRESH, _replica_id):
            out = self.strategy.run(replica, args=([vflat[x] for x in vkeys], per_replica))
        means = [self.strategy.experimental_local_results(m)[0] for m in out]
        grads = means[0] if single else Container.unflatten(dict(zip(vkeys, means[:k])))
        return means[k], grads, dict(zip(names, means[k + 1:]))
