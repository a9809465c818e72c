"""``ivy.distributed`` engines in one process, and the frameworks' global random states.

The two-worker equality (2 workers == 1 worker with the combined batch, torchrun / 2 JAX host
devices / 2 TensorFlow logical CPUs, and the multi-process variants) runs in ivy-builder's
``tests/test_distributed.py``, which trains through these engines in subprocesses. Here: each
engine of the backend under test, with one worker, gives exactly what the gradient function
gives; the clear errors; the random states round-trip.
"""

import os
import random
from pathlib import Path

import ivy
import ivy.distributed
import numpy as np
import pytest
from _harness import BACKEND, native, to_np
from ivy.testing import framework_imports

AUTODIFF = BACKEND in ("torch", "jax", "tensorflow")


def _grad_fn(v, batch):
    def loss(v):
        return ivy.mean((batch["x"] @ v["w"] - batch["y"]) ** 2)

    value, grads = ivy.execute_with_gradients(loss, v)
    return value, grads, {"n": ivy.astype(ivy.sum(batch["y"] * 0.0) + 1.0, ivy.float64)}


def test_engine_none_is_the_gradient_function():
    e = ivy.distributed.engine("none", 1)
    assert (e.rank, e.world_size, e.is_main, e.data_shard) == (0, 1, True, (0, 1))
    out = e.value_and_grad(lambda v, b: (v, b, {}), 1, 2)
    assert out == (1, 2, {})


def test_one_worker_engine_of_the_backend_equals_the_gradient_function():
    if not AUTODIFF:  # engines exist for torch, jax and tensorflow only
        with pytest.raises(ivy.IvyUnsupportedError, match="'torch', 'jax' or 'tensorflow'"):
            ivy.distributed.engine(BACKEND, 1)
        return
    if BACKEND == "torch":  # a one-process gloo group, as torchrun would set it up
        import socket

        with socket.socket() as s:
            s.bind(("localhost", 0))
            port = s.getsockname()[1]
        os.environ.update(RANK="0", WORLD_SIZE="1", MASTER_ADDR="localhost",
                          MASTER_PORT=str(port))
    e = ivy.distributed.engine(BACKEND, 1)
    rng = np.random.default_rng(0)
    batch = {"x": native(rng.normal(size=(6, 3))), "y": native(rng.normal(size=(6, 1)))}
    v = ivy.Container(w=native(rng.normal(size=(3, 1))))
    ref_loss, ref_grads, _ = _grad_fn(v, batch)
    loss, grads, aux = e.value_and_grad(_grad_fn, e.place_variables(v), batch)
    np.testing.assert_allclose(to_np(loss), to_np(ref_loss), rtol=1e-12)
    np.testing.assert_allclose(to_np(grads["w"]), to_np(ref_grads["w"]), rtol=1e-12)
    assert float(to_np(aux["n"])) == 1.0
    e.barrier()
    if BACKEND == "torch":
        import torch.distributed as dist

        dist.destroy_process_group()


def test_unsupported_backends_and_missing_launcher_are_clear_errors():
    for name in ("numpy", "mxnet"):
        with pytest.raises(ivy.IvyUnsupportedError, match=f"not supported on '{name}'"):
            ivy.distributed.engine(name, 2)
    if BACKEND == "torch":
        env = {k: os.environ.pop(k) for k in ("RANK", "WORLD_SIZE") if k in os.environ}
        try:
            with pytest.raises(ivy.IvyValueError, match="started by torchrun"):
                ivy.distributed.engine("torch", 2)
        finally:
            os.environ.update(env)
    if BACKEND == "jax":  # the in-process JAX has one CPU device
        with pytest.raises(ivy.IvyValueError, match="xla_force_host_platform_device_count"):
            ivy.distributed.engine("jax", 64)


def test_framework_code_only_in_the_engine_modules():
    pkg = Path(ivy.__file__).parent / "distributed"
    found = framework_imports(pkg)
    assert found and all(f.startswith(("__init__.py", "_torch.py", "_jax.py",
                                       "_tensorflow.py")) for f in found)


def test_global_random_states_round_trip():
    states = ivy.global_random_states()
    a = (random.random(), np.random.rand())
    framework_draw = {
        "torch": lambda: __import__("torch").rand(3).tolist(),
        "tensorflow": lambda: __import__("tensorflow").random.get_global_generator()
        .normal([3]).numpy().tolist(),
    }.get(BACKEND)
    fa = framework_draw() if framework_draw else None
    ivy.set_global_random_states(states)
    assert (random.random(), np.random.rand()) == a
    if framework_draw:
        assert BACKEND in states and framework_draw() == fa
def test_seeded_global_random_states_are_the_frameworks_own_seeding():
    """``ivy.seeded_global_random_states`` gives what each framework's seeding gives and leaves
    every generator as it was."""
    import sys

    saved = ivy.global_random_states()
    try:
        built = ivy.seeded_global_random_states(12345)
        assert ivy.global_random_states() == saved  # nothing left seeded
        random.seed(12345)
        np.random.seed(12345)
        if "torch" in sys.modules:
            sys.modules["torch"].manual_seed(12345)
        if "tensorflow" in sys.modules:
            sys.modules["tensorflow"].random.get_global_generator().reset_from_seed(12345)
        assert built == ivy.global_random_states()
    finally:
        ivy.set_global_random_states(saved)
    with pytest.raises(ivy.IvyValueError, match=r"seed must be an int in \[0, 2\*\*32\)"):
        ivy.seeded_global_random_states(-1)


