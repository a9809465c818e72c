"""Random draws inside a data-parallel step (``ivy.distributed``): replica ``r`` draws exactly
what Ivy's plain stream seeded with ``replica_seed(seed, r)`` draws alone (the independent
reference: the same calls outside any engine), replicas differ, ``seed=`` gives every replica
the same numbers, and Ivy's own stream continues after the step where it was.

JAX (2 host devices: a dropout mask of the sharded global batch is made of the replicas'
blocks) and TensorFlow (MirroredStrategy over 2 logical CPUs) run ``_dist_random.py`` in a
subprocess (the devices must exist before the framework starts); PyTorch checks rank 0 of a
one-process gloo group here (two ranks: ivy-builder's ``tests/test_distributed.py`` under
torchrun). NumPy and MXNet have no engine (``test_distributed_engines.py``); there the seeds
themselves are checked.
"""

import os
import subprocess
import sys

import ivy
import ivy.distributed
import numpy as np
from _harness import BACKEND, to_np

KINDS = ("dropout", "uniform", "normal", "randint", "bernoulli", "multinomial")
SCRIPT = os.path.join(os.path.dirname(__file__), "_dist_random.py")


def test_replica_seeds_are_distinct_and_pure():
    seeds = {ivy.distributed.replica_seed(s, r) for s in range(20) for r in range(8)}
    assert len(seeds) == 160 and all(0 <= x < 2**32 for x in seeds)
    assert ivy.distributed.replica_seed(3, 1) == ivy.distributed.replica_seed(3, 1)


def test_replicas_draw_their_own_streams(tmp_path):
    if BACKEND not in ("jax", "tensorflow"):
        return
    out = str(tmp_path / "draws.npz")
    env = dict(os.environ, IVY_BACKEND=BACKEND)
    env.pop("XLA_FLAGS", None)  # prepare_devices sets the 2 host devices
    r = subprocess.run([sys.executable, SCRIPT, BACKEND, out], env=env, capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    z = np.load(out)
    for k in KINDS:
        for rep in range(2):  # replica r alone, seeded replica_seed(seed, r): the same numbers
            np.testing.assert_array_equal(z[f"got{rep}/{k}"], z[f"ref{rep}/{k}"], err_msg=k)
        assert not np.array_equal(z["got0/" + k], z["got1/" + k]), k
    mask = z["got0/dropout"] == 0
    assert 0.2 < mask.mean() < 0.8 and set(np.unique(z["got0/dropout"])) <= {0.0, 2.0}
    np.testing.assert_array_equal(z["got0/seeded"], z["got1/seeded"])  # seed=: one-off, same
    np.testing.assert_array_equal(z["ref0/seeded"], z["got0/seeded"])
    # a permutation of the rows the step sees (JAX: the global batch; TF: the replica's part)
    assert sorted(z["shuffled"].tolist()) == list(range(12 if BACKEND == "jax" else 6))
    np.testing.assert_array_equal(z["before"], z["plain0"])
    np.testing.assert_array_equal(z["after"], z["plain1"])  # Ivy's stream went on


def test_torch_rank_draws_its_replica_stream():
    if BACKEND != "torch":
        return
    import socket

    import torch.distributed as dist

    with socket.socket() as s:
        s.bind(("localhost", 0))
        port = s.getsockname()[1]
    saved = {k: os.environ.get(k) for k in ("RANK", "WORLD_SIZE", "MASTER_ADDR", "MASTER_PORT")}
    os.environ.update(RANK="0", WORLD_SIZE="1", MASTER_ADDR="localhost", MASTER_PORT=str(port))
    try:
        e = ivy.distributed.engine("torch", 1)
        x = ivy.ones((6, 4), dtype=ivy.float64)
        got = {}

        def grad_fn(v, batch):
            got["mask"] = to_np(ivy.dropout(batch, 0.5))
            got["normal"] = to_np(ivy.random_normal(shape=(5,)))
            return ivy.sum(v), v, {}

        ivy.seed(11)
        before = to_np(ivy.random_uniform(shape=(3,)))
        e.value_and_grad(grad_fn, ivy.ones(()), x)
        after = to_np(ivy.random_uniform(shape=(3,)))
        ivy.seed(ivy.distributed.replica_seed(11, 0))
        ref = to_np(ivy.dropout(x, 0.5)), to_np(ivy.random_normal(shape=(5,)))
        ivy.seed(11)
        plain = [to_np(ivy.random_uniform(shape=(3,))) for _ in range(2)]
    finally:
        if dist.is_initialized():
            dist.destroy_process_group()
        for k, val in saved.items():
            if val is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = val
    np.testing.assert_array_equal(got["mask"], ref[0])
    np.testing.assert_array_equal(got["normal"], ref[1])
    assert 0 < (got["mask"] == 0).mean() < 1
    np.testing.assert_array_equal(before, plain[0])
    np.testing.assert_array_equal(after, plain[1])
