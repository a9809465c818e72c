"""Kill-and-resume: a training subprocess killed with SIGKILL (at random steps, in the middle of
writing a checkpoint's data, right after the data's rename, in the middle of the manifest) and
resumed each time ends with exactly the variables and optimizer state of an uninterrupted run.

The uninterrupted reference runs in the test's process (the same script's ``main``). CI runs one
crash in the middle of writing the second checkpoint's data and one random kill (three
subprocesses: JAX and TensorFlow take seconds to start); ``IVY_FULL=1`` runs crashes in the
temporary data file, right after its rename and in the middle of the manifest, and
``IVY_BUILDER_KILLS`` (default 50) random kills on a longer run. The leftovers of each kind of
interrupted write are also unit-tested in test_checkpoint.py.
"""

import json
import os
import random
import signal
import subprocess
import sys
import time

import _kill_train
import ivy
import numpy as np
import pytest
from _helpers import AUTODIFF, BACKEND, FULL
from ivy_builder import read_metrics

SCRIPT = os.path.join(os.path.dirname(__file__), "_kill_train.py")
KILLS = int(os.environ.get("IVY_BUILDER_KILLS", "50")) if FULL else 1
CRASHES = ("tmp:1", "npz:1", "manifest:2") if FULL else ("tmp:2",)


def _env(extra=None):
    # no JAX persistent compilation cache shared between the subprocesses: a process killed while
    # writing an entry left one that aborted the next process in CI ("terminate called after
    # throwing an instance of ''", SIGABRT)
    env = dict(os.environ, IVY_BACKEND=BACKEND, PYTHONUNBUFFERED="1")
    env.pop("IVY_BUILDER_CRASH", None)
    env.update(extra or {})
    return env


def _run(out, steps, *, crash=None, kill_at=None, delay=0.0):
    """Run the script; with ``kill_at`` (steps after this process's first), SIGKILL it then
    (after ``delay`` s). Returns ``(returncode, steps printed)``."""
    err = open(os.path.join(out + "-stderr.txt"), "ab")  # noqa: SIM115
    p = subprocess.Popen([sys.executable, SCRIPT, out, str(steps)], stdout=subprocess.PIPE,
                         stderr=err, env=_env({"IVY_BUILDER_CRASH": crash} if crash else None))
    seen = []
    try:
        for line in p.stdout:
            if line.startswith(b"STEP"):
                seen.append(int(line.split()[1]))
                if kill_at is not None and seen[-1] >= seen[0] + kill_at:
                    time.sleep(delay)
                    p.send_signal(signal.SIGKILL)
                    break
        p.wait(timeout=120)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
        p.stdout.close()
        err.close()
    return p.returncode, seen


def _final(out):
    return ivy.Container.load(os.path.join(out, "final.npz")).flatten()


def _stderr(out):
    with open(out + "-stderr.txt", "rb") as f:
        return f.read().decode(errors="replace")[-3000:]


def test_killed_and_resumed_run_equals_uninterrupted(tmp_path):
    steps = 4 * KILLS + 12 if FULL else 12
    ref = str(tmp_path / "ref")
    if not AUTODIFF:  # NumPy: the script stops with Ivy's clear error
        with pytest.raises(ivy.IvyUnsupportedError, match="not supported on the 'numpy'"):
            _kill_train.main(ref, steps, verbose=False)
        return
    _kill_train.main(ref, steps, verbose=False)
    out = str(tmp_path / "run")
    # kills inside checkpoint writes (the n-th checkpoint write of the process)
    for crash in CRASHES:
        rc, seen = _run(out, steps, crash=crash)
        assert rc == -signal.SIGKILL, (crash, rc, _stderr(out))
    rng = random.Random(1234)
    kills, log = 0, []
    while kills < KILLS:
        rc, seen = _run(out, steps, kill_at=rng.randint(0, 3), delay=rng.uniform(0, 0.03))
        log.append((seen[:1], seen[-1:], rc))
        if rc == 0:
            break
        assert rc == -signal.SIGKILL, _stderr(out)
        kills += 1
    assert kills == KILLS, f"the run finished after {kills} kills: {log}"
    print(f"\n{BACKEND}: {len(CRASHES)} crashes in checkpoint writes {CRASHES}, {kills} random "
          f"SIGKILLs (steps seen by each killed process: "
          f"{[(a[0] if a else None, b[0] if b else None) for a, b, _ in log]}), {steps} steps")
    rc, _ = _run(out, steps)
    assert rc == 0, _stderr(out)
    a, b = _final(ref), _final(out)
    assert list(a) == list(b)
    for k in a:
        assert a[k].dtype == b[k].dtype and a[k].shape == b[k].shape, k
        assert np.array_equal(a[k], b[k]), f"{k} differs after {kills} kills + crashes"
    print(f"final variables and optimizer state: {len(a)} arrays, all bit-identical")
    # keep-last-N and the best survived the restarts
    ckpts = sorted(f for f in os.listdir(os.path.join(out, "checkpoints"))
                   if f.startswith("ckpt-") and f.endswith(".json"))
    assert [int(f[5:15]) for f in ckpts] == sorted(set(range(3, steps + 1, 3)) | {steps})[-2:]
    best = json.load(open(os.path.join(out, "checkpoints", "best.json")))
    ref_best = json.load(open(os.path.join(ref, "checkpoints", "best.json")))
    assert best["step"] == ref_best["step"] and best["sha256"] == ref_best["sha256"]
    # the metrics log: every step once, in order, the same losses as the uninterrupted run
    ra = [(r["step"], r["loss"]) for r in read_metrics(os.path.join(ref, "metrics.jsonl"))
          if "loss" in r]
    rb = [(r["step"], r["loss"]) for r in read_metrics(os.path.join(out, "metrics.jsonl"))
          if "loss" in r]
    assert ra == rb
    assert not [f for f in os.listdir(os.path.join(out, "checkpoints")) if f.startswith(".tmp")]
