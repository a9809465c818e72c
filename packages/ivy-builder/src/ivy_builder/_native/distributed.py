"""Data-parallel training through each framework's own distributed engine.

The Trainer asks an engine for ``value_and_grad(grad_fn, v, batch)`` (the loss and the gradient
of the *global* batch) and whether this process is the main one (rank 0 writes checkpoints and
logs). Engines:

* ``LocalEngine``: one process, no communication.
* ``torch``: ``torch.distributed`` (gloo on CPU, NCCL on GPU), processes started by
  ``torchrun``; each rank reads its share of every global batch, the gradients are averaged by
  ``all_reduce`` (sum, then divided by the world size: the loss is a mean over the local batch).
* ``jax``: one process driving all local devices through ``jax.sharding``: the global batch is
  split over a 1-D device mesh, the variables replicated, and ``jax.jit`` of the gradient lets
  XLA insert the all-reduce (no hand-written ``pmean``: the loss is the mean over the global
  batch, so nothing is averaged twice).
* ``tensorflow``: ``tf.distribute.MirroredStrategy`` over the local devices; each replica
  computes the gradient of its part with Ivy, ``ReplicaContext.all_reduce("mean")`` averages
  them (Ivy's optimizer updates plain tensors: no Keras optimizer that would all-reduce again).
* ``mxnet``: not supported (a clear error; MXNet's kvstore is tied to Gluon trainers).
"""

from __future__ import annotations

import os

import ivy


class LocalEngine:
    """One process, one device group: no communication."""

    name, rank, world_size, is_main = "none", 0, 1, True

    def setup(self, trainer):
        pass

    def value_and_grad(self, grad_fn, v, batch):
        return grad_fn(v, batch)

    def evaluate(self, loss_aux, v, batch):
        return loss_aux(batch, v)

    def load_latest(self, trainer):
        from ..checkpoint import CheckpointManager

        ckpt = trainer._ckpt or CheckpointManager.__new__(CheckpointManager)
        if trainer._ckpt is None:  # a non-main rank reads the main rank's folder, cleans nothing
            ckpt.folder = os.path.join(trainer.out_dir, "checkpoints")
            ckpt.keep_last = trainer.spec.trainer.keep_last
            if not os.path.isdir(ckpt.folder):
                return None
        return ckpt.load_latest(backend=trainer._backend)

    def finish(self, trainer):
        pass


def make_engine(spec):
    """The engine a :class:`~ivy_builder.DistributedSpec` asks for."""
    engine = spec.engine
    if engine == "auto":
        engine = ivy.current_backend().name if spec.workers > 1 else "none"
    if engine == "none":
        return LocalEngine()
    if engine == "torch":
        from ._torch_dist import TorchEngine

        return TorchEngine(spec)
    if engine == "jax":
        from ._jax_dist import JaxEngine

        return JaxEngine(spec)
    if engine == "tensorflow":
        from ._tf_dist import TFEngine

        return TFEngine(spec)
    raise ivy.IvyUnsupportedError(
        f"ivy_builder: distributed training is not supported on {engine!r} (NumPy has no "
        f"distributed engine; MXNet's kvstore drives Gluon trainers, not Ivy's functional "
        f"optimizers): use engine 'torch', 'jax' or 'tensorflow', or engine 'none'")


def local_size(batch):
    """The number of samples in a batch (its first leaf's leading dimension)."""
    leaf = next(iter(batch.values())) if isinstance(batch, dict) else \
        batch[0] if isinstance(batch, (tuple, list)) else batch
    return int(leaf.shape[0])


def prepare_devices(engine, workers):
    """Make ``workers`` devices visible to a single-process engine before its framework starts:
    JAX host devices through ``XLA_FLAGS`` (must run before JAX is imported), TensorFlow logical
    CPUs (before TensorFlow runs an operation). Other engines need nothing. Several processes:
    for JAX, ``JAX_COORDINATOR_ADDRESS`` (``host:port``), ``JAX_NUM_PROCESSES`` and
    ``JAX_PROCESS_ID`` make it call ``jax.distributed.initialize`` (CPU collectives by gloo);
    for TensorFlow, ``TF_CONFIG`` makes a ``MultiWorkerMirroredStrategy``.

    Args:
        engine: ``"jax"``, ``"tensorflow"`` (others: nothing to do).
        workers: the number of devices wanted.

    Returns:
        None.

    Raises:
        IvyValueError: the framework already started with fewer devices.

    Example:
        >>> import ivy_builder
        >>> ivy_builder.prepare_devices("torch", 2)  # torchrun starts processes: nothing to do
    """
    import sys

    if engine == "jax":
        if os.environ.get("JAX_COORDINATOR_ADDRESS"):  # several processes
            import jax

            if jax.distributed.is_initialized():
                return
            jax.config.update("jax_cpu_collectives_implementation", "gloo")
            jax.distributed.initialize(os.environ["JAX_COORDINATOR_ADDRESS"],
                                       num_processes=int(os.environ["JAX_NUM_PROCESSES"]),
                                       process_id=int(os.environ["JAX_PROCESS_ID"]))
            return
        if "jax" in sys.modules:
            import jax

            if len(jax.devices()) >= workers:
                return
            raise ivy.IvyValueError(
                f"ivy_builder: JAX already started with {len(jax.devices())} device(s); set "
                f"XLA_FLAGS=--xla_force_host_platform_device_count={workers} before importing "
                f"JAX (or call prepare_devices first)")
        flags = os.environ.get("XLA_FLAGS", "")
        os.environ["XLA_FLAGS"] = (flags + f" --xla_force_host_platform_device_count={workers}"
                                   ).strip()
    elif engine == "tensorflow":
        if tf_multi_worker() is not None:  # processes from TF_CONFIG: made at start-up
            return
        import tensorflow as tf

        cpus = tf.config.list_physical_devices("CPU")
        if len(tf.config.get_logical_device_configuration(cpus[0]) or ()) >= workers:
            return
        try:  # listing logical devices would start the runtime: configure first
            tf.config.set_logical_device_configuration(
                cpus[0], [tf.config.LogicalDeviceConfiguration() for _ in range(workers)])
        except RuntimeError as e:
            if len(tf.config.list_logical_devices("CPU")) >= workers:
                return
            raise ivy.IvyValueError(
                f"ivy_builder: TensorFlow already started with one CPU device; call "
                f"prepare_devices('tensorflow', {workers}) before any TensorFlow operation") \
                from e


_TF_MULTI = []


def tf_multi_worker():
    """TensorFlow's ``MultiWorkerMirroredStrategy`` when ``TF_CONFIG`` names a cluster of more
    than one worker (made once, at the first call: TensorFlow needs it before it runs an
    operation, so call ``prepare_devices("tensorflow", n)`` at start-up); else None."""
    import json
    import os

    if _TF_MULTI:
        return _TF_MULTI[0]
    config = json.loads(os.environ.get("TF_CONFIG", "{}") or "{}")
    if len(config.get("cluster", {}).get("worker", [])) < 2:
        return None
    import tensorflow as tf

    _TF_MULTI.append(tf.distribute.MultiWorkerMirroredStrategy())
    return _TF_MULTI[0]
