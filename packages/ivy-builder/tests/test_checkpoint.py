"""Checkpoints: atomic writes, portable files, checksums with fallback, keep-last-N, the best."""

import json
import os
import warnings

import ivy
import numpy as np
import pytest
from _helpers import BACKEND, is_native
from ivy_builder import CheckpointManager, CheckpointWarning, atomic_write


def _state(s):
    return ivy.Container(v={"w": np.full((2, 3), float(s), np.float32),
                            "b": np.arange(3, dtype=np.float64) + s},
                         opt={"m": {"w": np.zeros((2, 3), np.float32)}}, steps=s, empty={})


def _files(folder):
    return sorted(os.listdir(folder))


def test_atomic_write_replaces_without_leftovers(tmp_path):
    p = tmp_path / "f.bin"
    atomic_write(p, b"one")
    digest = atomic_write(p, b"two")
    assert p.read_bytes() == b"two" and _files(tmp_path) == ["f.bin"]
    import hashlib

    assert digest == hashlib.sha256(b"two").hexdigest()


def test_round_trip_is_portable_and_exact(tmp_path):
    m = CheckpointManager(tmp_path)
    m.save(7, _state(7), {"data": {"epoch": 1, "batch": 2}, "x": 0.1})
    state, meta = m.load_latest(backend=BACKEND)
    assert meta == {"data": {"epoch": 1, "batch": 2}, "x": 0.1, "step": 7}
    assert is_native(state.v.w) and state.steps == 7 and len(state.empty) == 0
    np.testing.assert_array_equal(ivy.to_backend(state.v.b, "numpy"), np.arange(3.0) + 7)
    assert ivy.to_backend(state.v.w, "numpy").dtype == np.float32
    # plain NumPy reads it without pickle; the manifest is plain JSON with the checksum
    with np.load(tmp_path / "ckpt-0000000007.npz", allow_pickle=False) as f:
        assert len(f.files) == 5
    body = json.load(open(tmp_path / "ckpt-0000000007.json"))
    assert body["step"] == 7 and len(body["sha256"]) == 64


def test_keep_last_n_survives_restarts(tmp_path):
    m = CheckpointManager(tmp_path, keep_last=2)
    for s in range(1, 6):
        m.save(s, _state(s))
    assert m.steps() == [4, 5]
    m2 = CheckpointManager(tmp_path, keep_last=2)
    m2.save(6, _state(6))
    assert m2.steps() == [5, 6]
    assert _files(tmp_path) == ["ckpt-0000000005.json", "ckpt-0000000005.npz",
                                "ckpt-0000000006.json", "ckpt-0000000006.npz"]


@pytest.mark.parametrize("damage", ["truncate", "flip", "manifest", "missing", "manifest-cut"])
def test_damaged_latest_falls_back_with_a_warning(tmp_path, damage):
    m = CheckpointManager(tmp_path, keep_last=3)
    m.save(1, _state(1))
    m.save(2, _state(2))
    npz, man = tmp_path / "ckpt-0000000002.npz", tmp_path / "ckpt-0000000002.json"
    raw = npz.read_bytes()
    if damage == "truncate":
        npz.write_bytes(raw[:len(raw) // 2])
    elif damage == "flip":
        i = len(raw) // 2
        npz.write_bytes(raw[:i] + bytes([raw[i] ^ 1]) + raw[i + 1:])
    elif damage == "manifest":
        body = json.loads(man.read_text())
        body["meta"]["injected"] = 1
        man.write_text(json.dumps(body))
    elif damage == "manifest-cut":
        man.write_text(man.read_text()[:40])
    else:
        npz.unlink()
    with pytest.warns(CheckpointWarning, match="checkpoint of step 2 .* skipped"):
        state, meta = m.load_latest()
    assert meta["step"] == 1 and state.steps == 1


def test_nothing_valid_gives_none(tmp_path):
    m = CheckpointManager(tmp_path)
    assert m.load_latest() is None and m.load_best() is None
    m.save(1, _state(1))
    (tmp_path / "ckpt-0000000001.npz").write_bytes(b"junk")
    with pytest.warns(CheckpointWarning):
        assert m.load_latest() is None


def test_leftovers_of_interrupted_writes_are_removed(tmp_path):
    m = CheckpointManager(tmp_path)
    m.save(1, _state(1))
    m.save_best(1, _state(1), {"val_loss": 0.5})
    (tmp_path / ".tmp-123-ckpt-0000000002.npz").write_bytes(b"half")
    (tmp_path / "ckpt-0000000002.npz").write_bytes(b"no manifest")
    CheckpointManager(tmp_path)
    assert _files(tmp_path) == ["best-0000000001.npz", "best.json", "ckpt-0000000001.json",
                                "ckpt-0000000001.npz"]


def test_best_is_kept_apart_and_replaced(tmp_path):
    m = CheckpointManager(tmp_path, keep_last=1)
    m.save_best(3, _state(3), {"val_loss": 0.5})
    for s in range(1, 6):
        m.save(s, _state(s))
    m = CheckpointManager(tmp_path, keep_last=1)  # a restart keeps it
    state, meta = m.load_best()
    assert meta == {"val_loss": 0.5, "step": 3} and state.steps == 3
    m.save_best(5, _state(5), {"val_loss": 0.25})
    assert m.best_meta() == {"val_loss": 0.25, "step": 5}
    assert "best-0000000003.npz" not in _files(tmp_path)
    (tmp_path / "best-0000000005.npz").write_bytes(b"junk")
    with pytest.warns(CheckpointWarning, match="best checkpoint"):
        assert m.load_best() is None


def test_bad_arguments(tmp_path):
    with pytest.raises(ivy.IvyValueError, match="keep_last must be an int >= 1"):
        CheckpointManager(tmp_path, keep_last=0)
    with pytest.raises(ivy.IvyValueError, match="step must be an int >= 0"):
        CheckpointManager(tmp_path).save(-1, _state(0))
    with pytest.raises(ivy.IvyValueError, match="only arrays and Python numbers"):
        CheckpointManager(tmp_path).save(1, ivy.Container(a="text"))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        CheckpointManager(tmp_path).load_latest()  # a failed save left nothing behind
