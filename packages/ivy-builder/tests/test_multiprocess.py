"""Multi-process data parallelism: the same Trainer, unchanged, in two processes started the way
each engine's launcher starts them, on this machine's CPU:

* torch: ``RANK`` / ``WORLD_SIZE`` / ``MASTER_ADDR`` / ``MASTER_PORT`` (what ``torchrun`` sets;
  gloo);
* JAX: ``JAX_COORDINATOR_ADDRESS`` / ``JAX_NUM_PROCESSES`` / ``JAX_PROCESS_ID``
  (``jax.distributed.initialize``, gloo CPU collectives, one CPU device per process);
* TensorFlow: ``TF_CONFIG`` naming 2 local workers (``MultiWorkerMirroredStrategy``).

Each test runs only in its engine's session (``IVY_BACKEND``): the framework is what is tested.
Checked: the 2-process run equals one process with the combined batch (SGD, float64, no
randomness: relative <= 1e-6, measured ~1e-16); every checkpoint is written once, by the main
process; and (torch in CI, JAX and TensorFlow with ``IVY_FULL=1``: two more launches of two
framework start-ups each) a job whose second worker is SIGKILLed mid-run, then torn down and
relaunched as a launcher would, resumes from the last complete checkpoint and ends bit-identical
to the uninterrupted job: the final variables and the whole ``metrics.jsonl`` (timing aside).
"""

import json
import os
import signal
import subprocess
import sys
import time

import _dist_train
import _mp_train
import ivy
import numpy as np
import pytest
from _helpers import BACKEND, FULL
from ivy_builder import read_metrics

SCRIPT = os.path.join(os.path.dirname(__file__), "_mp_train.py")
# each engine's job runs in its own session only (NumPy / MXNet have no engine: their clear
# error is tested in test_distributed.py)
MULTI = BACKEND in ("torch", "jax", "tensorflow")


def _free_ports(n):
    import socket

    socks = [socket.socket() for _ in range(n)]
    for s in socks:
        s.bind(("127.0.0.1", 0))
    ports = [s.getsockname()[1] for s in socks]
    for s in socks:
        s.close()
    return ports


def _envs():
    """Each process's launcher environment (fresh ports for every launch)."""
    ports = _free_ports(2)
    if BACKEND == "torch":
        return [{"MASTER_ADDR": "127.0.0.1", "MASTER_PORT": str(ports[0]), "RANK": str(i),
                 "LOCAL_RANK": str(i), "WORLD_SIZE": "2", "LOCAL_WORLD_SIZE": "2",
                 "OMP_NUM_THREADS": "1"} for i in range(2)]
    if BACKEND == "jax":
        return [{"JAX_COORDINATOR_ADDRESS": f"127.0.0.1:{ports[0]}", "JAX_NUM_PROCESSES": "2",
                 "JAX_PROCESS_ID": str(i)} for i in range(2)]
    cluster = {"worker": [f"127.0.0.1:{p}" for p in ports]}
    return [{"TF_CONFIG": json.dumps({"cluster": cluster, "task": {"type": "worker",
                                                                   "index": i}})}
            for i in range(2)]


def _launch(out_dir, kill=None):
    """Start the job's two processes; with ``kill`` (``"1:5"``) that worker SIGKILLs itself
    then and the launcher tears the other one down. Returns ``(returncodes, outputs)``."""
    procs, logs = [], []
    for i, extra in enumerate(_envs()):
        env = dict(os.environ, IVY_BACKEND=BACKEND, PYTHONUNBUFFERED="1", **extra)
        env.pop("XLA_FLAGS", None)  # one device per process
        env.pop("IVY_MP_KILL", None)
        if kill:
            env["IVY_MP_KILL"] = kill
        log = open(f"{out_dir}.log{i}", "w+")  # noqa: SIM115
        logs.append(log)
        procs.append(subprocess.Popen([sys.executable, SCRIPT, out_dir, BACKEND], env=env,
                                      stdout=log, stderr=subprocess.STDOUT))
    try:
        if kill:
            victim = int(kill.split(":")[0])
            procs[victim].wait(timeout=120)
            deadline = time.monotonic() + 2.0  # the survivor may stop on its own (gloo)
            while time.monotonic() < deadline and any(p.poll() is None for p in procs):
                time.sleep(0.05)
        for p in procs:
            if kill and p.poll() is None:
                p.send_signal(signal.SIGKILL)  # what a launcher does to the rest of the job
            p.wait(timeout=120)
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()
    outs = []
    for log in logs:
        log.seek(0)
        outs.append(log.read())
        log.close()
    return [p.returncode for p in procs], outs


def _lines(out, word):
    return [tuple(int(x) if x != "None" else None for x in line.split()[1:])
            for line in out.splitlines() if line.startswith(word + " ")]


@pytest.fixture(scope="module")
def job(tmp_path_factory):
    """One uninterrupted 2-process job (its folder)."""
    out_dir = str(tmp_path_factory.mktemp("mp") / "job")
    rcs, outs = _launch(out_dir)
    assert rcs == [0, 0], outs[0][-3000:] + outs[1][-3000:]
    return out_dir


def _metrics(out_dir):
    return [{k: v for k, v in r.items() if k != "steps_per_s"}
            for r in read_metrics(os.path.join(out_dir, "metrics.jsonl"))]


def test_two_processes_equal_one_process_and_write_once(tmp_path, request):
    if not MULTI:
        return
    job = request.getfixturevalue("job")
    ref = str(tmp_path / "ref.npz")
    _dist_train.train(ref, "none", 1, BACKEND, 2 * _dist_train.BATCH, steps=_mp_train.STEPS)
    a = ivy.Container.load(ref).flatten()
    b = ivy.Container.load(os.path.join(job, "final.npz")).flatten()
    start = np.random.default_rng(1).normal(size=(3, 5))
    assert np.abs(a["w1"] - start).max() > 1e-2  # it trained
    rel = max(float(np.abs(a[k] - b[k]).max() / np.abs(a[k]).max()) for k in a)
    print(f"\n{BACKEND}: 2 processes vs 1 process (combined batch), {_mp_train.STEPS} SGD steps: "
          f"max relative difference {rel:.3g}")
    assert rel <= 1e-6
    # every checkpoint written once, by the main process (rank 0), into the one folder
    with open(os.path.join(job, "writes.txt")) as f:
        writes = f.read().split("\n")[:-1]
    assert writes == [f"0 {s}" for s in range(2, _mp_train.STEPS + 1, 2)]
    ckpts = sorted(f for f in os.listdir(os.path.join(job, "checkpoints")) if f.endswith(".json"))
    assert ckpts == [f"ckpt-{s:010d}.json" for s in (_mp_train.STEPS - 2, _mp_train.STEPS)]
    assert [r["step"] for r in _metrics(job)] == [3, 6, _mp_train.STEPS]


def test_killed_worker_job_resumes_bit_exact(tmp_path, request):
    """Worker 1 dies by SIGKILL at the end of step 5 (the last complete checkpoint: step 4, in
    the middle of a 3-step metrics window); the launcher kills worker 0 and starts the job
    again, which resumes from step 4 in both processes and ends as the uninterrupted job."""
    if not MULTI or (BACKEND != "torch" and not FULL):
        # JAX / TensorFlow: two more 2-process launches (long start-ups): IVY_FULL=1
        return
    job = request.getfixturevalue("job")
    out_dir = str(tmp_path / "job")
    rcs, outs = _launch(out_dir, kill="1:5")
    assert rcs[1] == -signal.SIGKILL, outs[1][-3000:]
    assert (1, 5) in _lines(outs[1], "STEP") and (1, 6) not in _lines(outs[1], "STEP")
    rcs2, outs2 = _launch(out_dir)
    assert rcs2 == [0, 0], outs2[0][-3000:] + outs2[1][-3000:]
    assert _lines(outs[0], "RESUMED") == [(0, None)]
    assert sorted(_lines(outs2[0], "RESUMED") + _lines(outs2[1], "RESUMED")) == [(0, 4), (1, 4)]
    a = ivy.Container.load(os.path.join(job, "final.npz")).flatten()
    b = ivy.Container.load(os.path.join(out_dir, "final.npz")).flatten()
    assert all(np.array_equal(a[k], b[k]) for k in a)
    assert _metrics(out_dir) == _metrics(job)
    with open(os.path.join(out_dir, "writes.txt")) as f:
        writes = f.read().split("\n")[:-1]
    assert writes == ["0 2", "0 4", "0 6", "0 8"]  # the second job went on from step 4
    print(f"\n{BACKEND}: worker 1 SIGKILLed at step 5 (worker 0 exit {rcs[0]}), the job "
          f"relaunched resumed from step 4: final variables and metrics.jsonl bit-identical")
