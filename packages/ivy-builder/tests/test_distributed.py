"""Data-parallel training through each framework's own engine: a 2-worker run equals the
1-worker run with the combined batch (<= 1e-6 in float64). Each worker sees a different part of
every global batch, so a gradient averaged twice (or summed, or left per worker) would change
the result by a factor of two, and the test would fail. torch: torchrun with gloo; JAX: sharding
over 2 host devices (XLA_FLAGS); TensorFlow: MirroredStrategy over 2 logical CPUs. NumPy and
MXNet: the clear error. With dropout: each replica's own reproducible mask (its seed derived from
the run's seed, the step and the replica), and the run repeats bit for bit. Several processes on
every engine (torch without torchrun, JAX's jax.distributed, TensorFlow's TF_CONFIG), one
checkpoint writer and a killed worker's job resumed: test_multiprocess.py."""

import os
import subprocess
import sys

import _dist_train
import ivy
import ivy.distributed
import ivy_builder
import numpy as np
import pytest
from _helpers import BACKEND

SCRIPT = os.path.join(os.path.dirname(__file__), "_dist_train.py")


def _launch(out, *extra):
    env = dict(os.environ, IVY_BACKEND=BACKEND)
    if BACKEND == "torch":
        cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone",
               "--nproc_per_node=2", SCRIPT, out, "torch", "2", *extra]
        env["OMP_NUM_THREADS"] = "1"
    else:
        cmd = [sys.executable, SCRIPT, out, BACKEND, "2", *extra]
        env["XLA_FLAGS"] = "--xla_force_host_platform_device_count=2"
    return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def launched(tmp_path_factory):
    """One 2-worker launch: the run without dropout (``dist.npz``), then twice with dropout
    (``dist.npz.d1.npz``, ``.d2.npz`` and each replica's step-0 masks)."""
    out = str(tmp_path_factory.mktemp("dist") / "dist.npz")
    r = _launch(out, "dropout")
    assert r.returncode == 0, r.stderr[-3000:]
    return out


@pytest.mark.parametrize("workers", [2])
def test_two_workers_equal_one_worker_with_the_combined_batch(tmp_path, workers, request):
    if BACKEND in ("numpy", "mxnet"):
        # "auto" picks the backend in force
        spec = ivy_builder.DistributedSpec(engine="auto", workers=workers)
        from ivy_builder.distributed import make_engine

        with ivy.use(BACKEND), pytest.raises(ivy.IvyUnsupportedError,
                                             match=f"not supported on '{BACKEND}'"):
            make_engine(spec)
        return
    ref = str(tmp_path / "ref.npz")
    _dist_train.train(ref, "none", 1, BACKEND, _dist_train.BATCH * workers)
    out = request.getfixturevalue("launched")
    a, b = ivy.Container.load(ref).flatten(), ivy.Container.load(out).flatten()
    start = np.random.default_rng(1).normal(size=(3, 5))
    assert np.abs(a["w1"] - start).max() > 1e-2  # it trained
    diff = max(float(np.abs(a[k] - b[k]).max()) for k in a)
    print(f"{BACKEND}: 2 workers vs 1 worker, max |difference| = {diff:.3g}")
    assert diff <= 1e-6
    # the comparison is sensitive: one worker's half of each batch alone ends elsewhere
    half = str(tmp_path / "half.npz")
    _dist_train.train(half, "none", 1, BACKEND, _dist_train.BATCH)
    c = ivy.Container.load(half).flatten()
    assert max(float(np.abs(a[k] - c[k]).max()) for k in a) > 1e-3


def test_replicas_draw_their_own_dropout_masks_and_the_run_repeats(tmp_path, request):
    """With dropout, 2 workers (the same launch, two runs of one spec): each replica's mask of
    step 0 is what Ivy's plain stream seeded ``replica_seed(step_seed(seed, 0), replica)``
    draws (the seed derived from the run's seed, the step and the replica), the two replicas'
    masks differ, and the second run repeats the first bit for bit (masks and variables)."""
    if BACKEND in ("numpy", "mxnet"):  # no engine: the clear error is tested above
        return
    out = request.getfixturevalue("launched")
    masks = {(k, i): np.load(f"{out}.d{k}.mask{i}.npy") for k in (1, 2) for i in (0, 1)}
    for i in (0, 1):
        with ivy.use(BACKEND):
            ivy.seed(ivy.distributed.replica_seed(ivy_builder.step_seed(0, 0), i))
            ref = ivy.to_numpy(ivy.dropout(ivy.ones((_dist_train.BATCH, 5), dtype=ivy.float64),
                                           _dist_train.DROP))
        np.testing.assert_array_equal(masks[(1, i)], ref)
        np.testing.assert_array_equal(masks[(2, i)], masks[(1, i)])
    assert not np.array_equal(masks[(1, 0)], masks[(1, 1)])
    assert 0 < (masks[(1, 0)] == 0).mean() < 1
    a = ivy.Container.load(f"{out}.d1.npz").flatten()
    b = ivy.Container.load(f"{out}.d2.npz").flatten()
    assert all(np.array_equal(a[k], b[k]) for k in a)  # the run repeats bit for bit
    ref = str(tmp_path / "ref.npz")  # and the masks changed the training
    _dist_train.train(ref, "none", 1, BACKEND, _dist_train.BATCH * 2)
    c = ivy.Container.load(ref).flatten()
    assert max(float(np.abs(a[k] - c[k]).max()) for k in a) > 1e-3


def test_torch_engine_outside_torchrun_is_a_clear_error():
    if BACKEND != "torch":
        return
    from ivy_builder.distributed import make_engine

    env = {k: os.environ.pop(k) for k in ("RANK", "WORLD_SIZE") if k in os.environ}
    try:
        with pytest.raises(ivy.IvyValueError, match="started by torchrun"):
            make_engine(ivy_builder.DistributedSpec(engine="torch", workers=2))
    finally:
        os.environ.update(env)
