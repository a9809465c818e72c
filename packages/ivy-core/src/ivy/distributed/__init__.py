"""``ivy.distributed``: data-parallel gradients through each framework's own distributed engine.

Ivy writes no collective of its own: an engine hands the work to the framework's runtime.

* ``"none"``: one process, no communication (:class:`Engine`).
* ``"torch"``: ``torch.distributed`` (gloo on CPU, NCCL on GPU), one process per worker started
  by ``torchrun``; each process reads its share of every global batch, and one ``all_reduce`` of
  a flat buffer sums the gradients weighted by the local batch sizes.
* ``"jax"``: ``jax.sharding``: the global batch is split over a 1-D device mesh, the variables
  replicated, and XLA inserts the cross-device reduction of the gradient of the mean loss over
  the global batch (no hand-written ``pmean``, so nothing is averaged twice). Several processes
  (``jax.distributed.initialize``, see :func:`prepare_devices`) form one mesh.
* ``"tensorflow"``: ``tf.distribute.MirroredStrategy`` over local devices, or
  ``MultiWorkerMirroredStrategy`` when ``TF_CONFIG`` names a cluster; each replica computes its
  gradient with Ivy and ``ReplicaContext.all_reduce`` averages them (no Keras optimizer, which
  would all-reduce a second time).
* NumPy and MXNet: :class:`~ivy.IvyUnsupportedError` (NumPy has no distributed runtime; MXNet's
  kvstore drives Gluon trainers, not Ivy's functional optimizers).

An engine's one step is :meth:`Engine.value_and_grad`: ``grad_fn(v, batch) -> (loss, grads,
aux)`` on this process's part of the global batch, returned as the loss, gradients and aux
values of the *global* batch (means weighted by the parts' sizes), the same in every process.

Randomness inside the step: replica ``r`` (its global index: the torch rank, the JAX mesh
position, TensorFlow's ``replica_id_in_sync_group``) draws from its own stream, the one
``ivy.seed(replica_seed(s, r))`` would give, where ``s`` is Ivy's seed in force when the step
starts (:func:`replica_seed`): dropout masks differ across replicas, and a step repeats bit for
bit with the same seed and replica count. On JAX a draw whose first dimension the replicas split
(a mask of the global batch) is made of the replicas' blocks and sharded like the batch; other
draws come whole from replica 0's stream. ``seed=`` on a call gives every replica the numbers of
that one-off seed. Outside the step, Ivy's stream continues where it was.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import threading

from .._rules.random import _STATE
from ..backends._random import replica_seed as _replica_seed
from ..errors import IvyUnsupportedError, IvyValueError

__all__ = ["Engine", "engine", "prepare_devices", "batch_size_of", "replica_seed"]


def replica_seed(seed: int, replica: int) -> int:
    """The seed of replica ``replica``'s random stream inside a data-parallel step when Ivy's
    seed is ``seed``: inside :meth:`Engine.value_and_grad`, replica ``r`` draws what
    ``ivy.seed(replica_seed(seed, r))`` followed by the same calls would draw alone.

    Args:
        seed: Ivy's seed in force when the step starts (``ivy.seed``).
        replica: the replica's global index (``0 .. world_size - 1``).

    Returns:
        An int in ``[0, 2**32)``, a pure function of ``(seed, replica)``.

    Example:
        >>> import ivy.distributed
        >>> s = ivy.distributed.replica_seed
        >>> s(7, 0) == s(7, 0) != s(7, 1), 0 <= s(7, 1) < 2**32
        (True, True)
    """
    return _replica_seed(seed, replica)


class _PerThread:
    """Stands in for a backend's list of random state while a step's replicas run as threads
    (TensorFlow's MirroredStrategy): each thread reads and writes its own copy. The copies live
    here, not in thread-local storage, so they are freed with this object, not while a replica
    thread exits (TensorFlow waits a whole second for a thread still exiting)."""

    def __init__(self, make):
        self._make, self._states = make, {}

    def _state(self):
        tid = threading.get_ident()
        try:
            return self._states[tid]
        except KeyError:
            state = self._states[tid] = self._make()
            return state

    def __getitem__(self, i):
        return self._state()[i]

    def __setitem__(self, i, value):
        self._state()[i] = value


@contextlib.contextmanager
def _replica_streams(module, fresh, replica):
    """Inside: the random kernels of backend ``module`` draw from replica streams. Each name in
    ``fresh`` (a module global holding generator state) is replaced by ``fresh[name]()``, which
    the kernels fill from :func:`replica_seed` of Ivy's seed and ``replica()``; on exit the
    globals (Ivy's own stream, where it was) come back. Nothing changes on the plain path."""
    saved = {name: getattr(module, name) for name in fresh}
    prev = _STATE.get("replica")
    try:
        for name, make in fresh.items():
            setattr(module, name, make())
        _STATE["replica"] = replica
        yield
    finally:
        _STATE["replica"] = prev
        for name, value in saved.items():
            setattr(module, name, value)


def batch_size_of(batch) -> int:
    """The number of samples in a batch: its first leaf's leading dimension.

    Args:
        batch: an array, a tuple/list of arrays or a dict/Container of arrays (first leaf used).

    Returns:
        The leading dimension of the first leaf, as an int.

    Example:
        >>> import numpy as np, ivy.distributed
        >>> ivy.distributed.batch_size_of({"x": np.zeros((5, 3)), "y": np.zeros(5)})
        5
    """
    leaf = next(iter(batch.values())) if isinstance(batch, dict) else \
        batch[0] if isinstance(batch, (tuple, list)) else batch
    return int(leaf.shape[0])


class Engine:
    """One process and one device group: no communication. The base of every engine.

    Attributes:
        name: ``"none"``, ``"torch"``, ``"jax"`` or ``"tensorflow"``.
        rank: this process's index among the processes (0 is the main one).
        world_size: the number of workers (processes x replicas per process).
        processes: the number of processes.
        is_main: whether this process is rank 0 (the one that writes checkpoints and logs).
        data_shard: ``(index, count)``: this process reads part ``index`` of ``count`` equal
            parts of every global batch.
        replicas_here: workers driven by this process: a per-worker batch size times this is
            the batch this process reads.
        equal_shares: whether every process must read the same number of samples (the loader
            must drop a last, smaller batch).

    Example:
        >>> import numpy as np, ivy.distributed
        >>> e = ivy.distributed.engine("none")
        >>> e.value_and_grad(lambda v, b: (v * b.sum(), b.sum(), {}), 2.0, np.ones(3))
        (6.0, 3.0, {})
    """

    name, rank, world_size, processes, is_main = "none", 0, 1, 1, True
    replicas_here, equal_shares = 1, False

    @property
    def data_shard(self):
        return (0, 1)

    def place_variables(self, v):
        """``v`` placed where the engine keeps variables between steps (JAX: replicated
        over the mesh; elsewhere as they are)."""
        return v

    def value_and_grad(self, grad_fn, v, batch):
        """``grad_fn(v, batch) -> (loss, grads, aux)`` for the global batch (see the module)."""
        return grad_fn(v, batch)

    def barrier(self, name="ivy.distributed"):
        """Wait until every process has reached this point (nothing to wait for here)."""


def engine(name="auto", workers=1):
    """The data-parallel engine ``name`` over ``workers`` workers.

    Args:
        name: ``"none"``, ``"torch"``, ``"jax"``, ``"tensorflow"``, or ``"auto"`` (the backend
            in force when ``workers > 1``, else ``"none"``).
        workers: the number of workers (devices or processes); for processes started by
            ``torchrun`` or a TensorFlow/JAX cluster, 1 (take the cluster's size) or its size.

    Returns:
        An :class:`Engine`.

    Raises:
        IvyUnsupportedError: NumPy or MXNet (no distributed engine Ivy can drive).
        IvyValueError: ``torch`` without ``torchrun``'s environment, fewer devices than
            ``workers``, or ``workers`` different from the cluster's size.

    Example:
        >>> import ivy.distributed
        >>> ivy.distributed.engine("none").world_size
        1
    """
    if name == "auto":
        from .. import _backend  # noqa: PLC0415

        name = _backend.current_backend().name if workers > 1 else "none"
    if name == "none":
        return Engine()
    if name == "torch":
        from ._torch import TorchEngine  # noqa: PLC0415 - imports the framework

        return TorchEngine(workers)
    if name == "jax":
        from ._jax import JaxEngine  # noqa: PLC0415

        return JaxEngine(workers)
    if name == "tensorflow":
        from ._tensorflow import TFEngine  # noqa: PLC0415

        return TFEngine(workers)
    raise IvyUnsupportedError(
        f"ivy.distributed.engine: data-parallel training is not supported on {name!r} (NumPy "
        f"has no distributed runtime; MXNet's kvstore drives Gluon trainers, not Ivy's "
        f"functional optimizers): use 'torch', 'jax' or 'tensorflow', or 'none'")


def prepare_devices(name, workers):
    """Make ``workers`` devices visible to a single-process engine before its framework starts:
    JAX host devices through ``XLA_FLAGS`` (call it before JAX is imported), TensorFlow logical
    CPUs (before TensorFlow runs an operation). PyTorch needs nothing (``torchrun`` starts the
    processes). Several processes: for JAX, ``JAX_COORDINATOR_ADDRESS`` (``host:port``),
    ``JAX_NUM_PROCESSES`` and ``JAX_PROCESS_ID`` make it call ``jax.distributed.initialize``
    (CPU collectives by gloo); for TensorFlow, ``TF_CONFIG`` naming a cluster of workers makes
    a ``MultiWorkerMirroredStrategy``.

    Args:
        name: the engine, ``"jax"`` or ``"tensorflow"`` (others: nothing to do).
        workers: the number of devices wanted.

    Returns:
        None.

    Raises:
        IvyValueError: the framework already started with fewer devices.

    Example:
        >>> import ivy.distributed
        >>> ivy.distributed.prepare_devices("torch", 2)  # torchrun starts processes
    """
    if name == "jax":
        _prepare_jax(workers)
    elif name == "tensorflow":
        _prepare_tensorflow(workers)


def _prepare_jax(workers):
    if os.environ.get("JAX_COORDINATOR_ADDRESS"):  # several processes
        import jax  # noqa: PLC0415

        if jax.distributed.is_initialized():
            return
        jax.config.update("jax_cpu_collectives_implementation", "gloo")
        jax.distributed.initialize(os.environ["JAX_COORDINATOR_ADDRESS"],
                                   num_processes=int(os.environ["JAX_NUM_PROCESSES"]),
                                   process_id=int(os.environ["JAX_PROCESS_ID"]))
        return
    if "jax" in sys.modules:
        import jax  # noqa: PLC0415

        if len(jax.devices()) >= workers:
            return
        raise IvyValueError(
            f"ivy.distributed.prepare_devices: JAX already started with {len(jax.devices())} "
            f"device(s); set XLA_FLAGS=--xla_force_host_platform_device_count={workers} before "
            f"importing JAX (or call prepare_devices('jax', {workers}) first)")
    flags = os.environ.get("XLA_FLAGS", "")
    os.environ["XLA_FLAGS"] = f"{flags} --xla_force_host_platform_device_count={workers}".strip()


def _prepare_tensorflow(workers):
    if tf_multi_worker() is not None:  # processes from TF_CONFIG: made at start-up
        return
    import tensorflow as tf  # noqa: PLC0415

    cpus = tf.config.list_physical_devices("CPU")
    if len(tf.config.get_logical_device_configuration(cpus[0]) or ()) >= workers:
        return
    try:  # listing logical devices would start the runtime: configure first
        tf.config.set_logical_device_configuration(
            cpus[0], [tf.config.LogicalDeviceConfiguration() for _ in range(workers)])
    except RuntimeError as e:
        if len(tf.config.list_logical_devices("CPU")) >= workers:
            return
        raise IvyValueError(
            f"ivy.distributed.prepare_devices: TensorFlow already started with one CPU device; "
            f"call prepare_devices('tensorflow', {workers}) before any TensorFlow operation") \
            from e


_TF_MULTI = []


def tf_multi_worker():
    """TensorFlow's ``MultiWorkerMirroredStrategy`` when ``TF_CONFIG`` names a cluster of more
    than one worker (made once, at the first call: TensorFlow needs it before it runs an
    operation); else None."""
    if _TF_MULTI:
        return _TF_MULTI[0]
    config = json.loads(os.environ.get("TF_CONFIG", "{}") or "{}")
    if len(config.get("cluster", {}).get("worker", [])) < 2:
        return None
    import tensorflow as tf  # noqa: PLC0415

    _TF_MULTI.append(tf.distribute.MultiWorkerMirroredStrategy())
    return _TF_MULTI[0]
