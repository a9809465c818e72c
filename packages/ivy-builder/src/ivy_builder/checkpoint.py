"""Checkpoints that lose nothing: atomic, checksummed, portable, keep-last-N and the best.

A checkpoint of step ``s`` is two files in the checkpoint folder:

* ``ckpt-<s>.npz``: the arrays (an ``ivy.Container`` saved as ``.npz``: no pickle, readable by
  any NumPy program);
* ``ckpt-<s>.json``: the manifest, written last, that commits the checkpoint: the step, the
  SHA-256 and size of the ``.npz``, and the JSON metadata (random states, data position, best
  metric, ...), itself checksummed.

Each file is written to a temporary name, flushed and fsynced, renamed over its final name and
the folder fsynced, so a kill at any moment leaves either the old checkpoint set or the new one
(a ``.npz`` without its manifest is an unfinished write, removed on the next start). On loading,
a checkpoint whose file fails its checksum (truncated, corrupted) is skipped with a
:class:`CheckpointWarning` and the previous one is used. The best checkpoint (``best.json`` and
the ``.npz`` it names) is kept apart from the last N.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import warnings
from typing import Any

import ivy

__all__ = ["CheckpointManager", "CheckpointWarning", "atomic_write", "fsync_dir"]

_CKPT = re.compile(r"^ckpt-(\d{10})\.json$")
_FORMAT = "ivy_builder.checkpoint"


class CheckpointWarning(UserWarning):
    """A checkpoint that could not be used (bad checksum, unreadable) was skipped.

    Example:
        >>> from ivy_builder import CheckpointWarning
        >>> issubclass(CheckpointWarning, UserWarning)
        True
    """


def fsync_dir(path: str | os.PathLike[str], /) -> None:
    """fsync the folder ``path`` (makes a rename in it durable; a no-op where the OS cannot).

    Args:
        path: the folder.

    Returns:
        None.

    Example:
        >>> import tempfile
        >>> from ivy_builder import fsync_dir
        >>> fsync_dir(tempfile.mkdtemp())
    """
    try:
        fd = os.open(os.fspath(path), os.O_RDONLY)
    except OSError:  # pragma: no cover - Windows cannot open folders
        return
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover
        pass
    finally:
        os.close(fd)


def atomic_write(path: str | os.PathLike[str], data: bytes, /) -> str:
    """Write ``data`` (bytes) to ``path`` atomically: a temporary file in the same folder,
    flushed and fsynced, renamed over ``path``, the folder fsynced.

    Args:
        path: the destination file.
        data: the bytes to write.

    Returns:
        The SHA-256 hex digest of ``data``.

    Example:
        >>> import os, tempfile
        >>> from ivy_builder import atomic_write
        >>> p = os.path.join(tempfile.mkdtemp(), "a.txt")
        >>> len(atomic_write(p, b"hello")), open(p, "rb").read()
        (64, b'hello')
    """
    path = os.fspath(path)
    folder = os.path.dirname(os.path.abspath(path))
    tmp = os.path.join(folder, f".tmp-{os.getpid()}-{os.path.basename(path)}")
    with open(tmp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    fsync_dir(folder)
    return hashlib.sha256(data).hexdigest()


def _sha256_file(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


class CheckpointManager:
    """The checkpoints of one run in ``folder``: save, list, load the newest valid one.

    Args:
        folder: where the checkpoints live (created if missing).
        keep_last: how many of the newest checkpoints to keep (older ones are deleted).

    Example:
        >>> import tempfile, numpy as np, ivy
        >>> from ivy_builder import CheckpointManager
        >>> m = CheckpointManager(tempfile.mkdtemp(), keep_last=2)
        >>> for s in (1, 2, 3):
        ...     _ = m.save(s, ivy.Container(w=np.full(2, float(s))), {"note": s})
        >>> m.steps()
        [2, 3]
        >>> state, meta = m.load_latest()
        >>> state.w.tolist(), meta["note"], meta["step"]
        ([3.0, 3.0], 3, 3)
    """

    def __init__(self, folder: str | os.PathLike[str], *, keep_last: int = 3) -> None:
        if type(keep_last) is not int or keep_last < 1:
            raise ivy.IvyValueError(f"ivy_builder.CheckpointManager: keep_last must be an int "
                                    f">= 1, got {keep_last!r}")
        self.folder = os.fspath(folder)
        self.keep_last = keep_last
        os.makedirs(self.folder, exist_ok=True)
        self._clean()

    # --- names -------------------------------------------------------------------------------
    def _npz(self, step, prefix="ckpt"):
        return os.path.join(self.folder, f"{prefix}-{step:010d}.npz")

    def _manifest(self, step):
        return os.path.join(self.folder, f"ckpt-{step:010d}.json")

    def steps(self) -> list[int]:
        """The steps of the committed checkpoints (those with a manifest), oldest first."""
        return sorted(int(m.group(1)) for m in map(_CKPT.match, os.listdir(self.folder)) if m)

    def _clean(self):
        """Remove leftovers of interrupted writes: temporary files, ``.npz`` without a
        manifest (the best checkpoint's file excepted)."""
        keep = {os.path.basename(self._npz(s)) for s in self.steps()}
        best = self._read_manifest(os.path.join(self.folder, "best.json"))
        if best is not None:
            keep.add(best.get("file"))
        keep.update(e["file"] for e in self.top_k())
        for name in os.listdir(self.folder):
            stale = name.startswith(".tmp-") or (name.endswith(".npz") and name not in keep)
            if stale:
                try:
                    os.remove(os.path.join(self.folder, name))
                except OSError:  # pragma: no cover - removed meanwhile
                    pass

    # --- writing -------------------------------------------------------------------------------
    def _write_npz(self, path, state):
        """Write the Container ``state`` to ``path`` atomically; returns (sha256, size)."""
        folder = os.path.dirname(path)
        tmp = os.path.join(folder, f".tmp-{os.getpid()}-{os.path.basename(path)}")
        ivy.Container(state).save(tmp)
        with open(tmp, "rb+") as f:
            f.flush()
            os.fsync(f.fileno())
        digest, size = _sha256_file(tmp), os.path.getsize(tmp)
        os.replace(tmp, path)
        fsync_dir(folder)
        return digest, size

    def _commit(self, manifest_path, step, file, digest, size, meta):
        body = {"format": _FORMAT, "version": 1, "step": step, "file": os.path.basename(file),
                "sha256": digest, "size": size, "meta": meta}
        body["meta_sha256"] = hashlib.sha256(_canonical(meta)).hexdigest()
        atomic_write(manifest_path, (json.dumps(body, indent=1) + "\n").encode())

    def save(self, step: int, state: ivy.Container, meta: dict[str, Any] | None = None) -> str:
        """Save checkpoint ``step``: ``state`` (a Container of arrays and Python numbers) and
        ``meta`` (JSON-serialisable); then delete checkpoints beyond the newest ``keep_last``.

        Returns:
            The manifest's path.
        """
        if type(step) is not int or step < 0:
            raise ivy.IvyValueError(f"ivy_builder.CheckpointManager.save: step must be an int "
                                    f">= 0, got {step!r}")
        meta = dict(meta or {})
        path = self._npz(step)
        digest, size = self._write_npz(path, state)
        self._commit(self._manifest(step), step, path, digest, size, meta)
        for old in self.steps()[:-self.keep_last]:
            for p in (self._manifest(old), self._npz(old)):  # manifest first: uncommit, then data
                try:
                    os.remove(p)
                except FileNotFoundError:
                    pass
        fsync_dir(self.folder)
        return self._manifest(step)

    def save_best(self, step: int, state: ivy.Container, meta: dict[str, Any] | None = None) -> str:
        """Save ``state`` as the best checkpoint (replacing the previous best atomically)."""
        old = self._read_manifest(os.path.join(self.folder, "best.json"))
        path = self._npz(step, "best")
        digest, size = self._write_npz(path, state)
        self._commit(os.path.join(self.folder, "best.json"), step, path, digest, size,
                     dict(meta or {}))
        if old is not None and old.get("file") != os.path.basename(path):
            try:
                os.remove(os.path.join(self.folder, old["file"]))
            except (FileNotFoundError, KeyError, TypeError):
                pass
        return os.path.join(self.folder, "best.json")

    def top_k(self) -> list[dict[str, Any]]:
        """The entries of the top-k list (``top_k.json``), best first: dicts with ``step``,
        ``value`` (of the monitored metric), ``file``, ``sha256``, ``size``."""
        body = self._read_manifest(os.path.join(self.folder, "top_k.json"))
        return list(body["meta"]["entries"]) if body is not None else []

    def save_top_k(self, step: int, state: ivy.Container, value: float, k: int, *,
                   mode: str = "min") -> bool:
        """Keep ``state`` among the ``k`` best checkpoints by ``value`` (``mode`` ``"min"``:
        lower is better; ties: the earlier step) when it ranks there: its ``top-<step>.npz`` is
        written, then ``top_k.json`` (atomic), then the files that left the list are deleted.
        An entry of the same step is replaced (a step redone after a resume).

        Returns:
            Whether ``state`` was kept.
        """
        entries = [e for e in self.top_k() if e["step"] != step]
        sign = 1.0 if mode == "min" else -1.0
        rank = sorted([*entries, {"step": step, "value": value}],
                      key=lambda e: (sign * e["value"], e["step"]))
        if not any(e["step"] == step for e in rank[:k]):
            return False
        path = self._npz(step, "top")
        digest, size = self._write_npz(path, state)
        new = {"step": step, "value": value, "file": os.path.basename(path), "sha256": digest,
               "size": size}
        self._write_top_k([new if e["step"] == step else e for e in rank[:k]])
        return True

    def prune_top_k(self, after: int) -> None:
        """Drop the top-k entries of steps after ``after`` (a run resumed from step ``after``
        redoes them)."""
        entries = self.top_k()
        if any(e["step"] > after for e in entries):
            self._write_top_k([e for e in entries if e["step"] <= after])

    def _write_top_k(self, entries):
        body = {"format": _FORMAT, "version": 1, "step": entries[0]["step"] if entries else -1,
                "file": None, "meta": {"entries": entries}}
        body["meta_sha256"] = hashlib.sha256(_canonical(body["meta"])).hexdigest()
        atomic_write(os.path.join(self.folder, "top_k.json"),
                     (json.dumps(body, indent=1) + "\n").encode())
        keep = {e["file"] for e in entries}
        for name in os.listdir(self.folder):
            if name.startswith("top-") and name.endswith(".npz") and name not in keep:
                os.remove(os.path.join(self.folder, name))

    def load_top(self, step: int, *, backend: str | None = None) -> ivy.Container:
        """The state of the top-k entry of ``step`` (checked against its SHA-256)."""
        for e in self.top_k():
            if e["step"] == step:
                path = os.path.join(self.folder, e["file"])
                if os.path.getsize(path) != e["size"] or _sha256_file(path) != e["sha256"]:
                    raise ivy.IvyValueError(f"ivy_builder: {path} fails its SHA-256 checksum")
                return ivy.Container.load(path, backend=backend)
        raise ivy.IvyValueError(f"ivy_builder: step {step} is not in the top-k list of "
                                f"{self.folder}: {[e['step'] for e in self.top_k()]}")

    # --- reading -------------------------------------------------------------------------------
    @staticmethod
    def _read_manifest(path):
        try:
            with open(path, "rb") as f:
                body = json.loads(f.read().decode())
        except (OSError, ValueError):
            return None
        if not isinstance(body, dict) or body.get("format") != _FORMAT:
            return None
        if hashlib.sha256(_canonical(body.get("meta"))).hexdigest() != body.get("meta_sha256"):
            return None
        return body

    def _load(self, manifest_path, backend):
        body = self._read_manifest(manifest_path)
        if body is None:
            raise ValueError(f"manifest {manifest_path} is unreadable or fails its checksum")
        path = os.path.join(self.folder, body["file"])
        if not os.path.exists(path):
            raise ValueError(f"{path} is missing")
        if os.path.getsize(path) != body["size"] or _sha256_file(path) != body["sha256"]:
            raise ValueError(f"{path} fails its SHA-256 checksum (truncated or corrupted)")
        state = ivy.Container.load(path, backend=backend)
        return state, {**body["meta"], "step": body["step"]}

    def load_latest(self, *, backend: str | None = None) -> tuple[ivy.Container, dict[str, Any]] | None:
        """The newest checkpoint that passes its checksums: ``(state, meta)`` (``meta["step"]``
        is its step), or None if there is none. Each one skipped raises a CheckpointWarning.

        Args:
            backend: make the arrays native arrays of this backend (None: NumPy arrays).
        """
        for step in reversed(self.steps()):
            try:
                return self._load(self._manifest(step), backend)
            except (ValueError, OSError, KeyError) as e:
                warnings.warn(f"ivy_builder: checkpoint of step {step} in {self.folder} skipped: "
                              f"{e}; falling back to the previous one", CheckpointWarning,
                              stacklevel=2)
        return None

    def load_best(self, *, backend: str | None = None) -> tuple[ivy.Container, dict[str, Any]] | None:
        """The best checkpoint ``(state, meta)``, or None (with a warning if it is corrupt)."""
        path = os.path.join(self.folder, "best.json")
        if not os.path.exists(path):
            return None
        try:
            return self._load(path, backend)
        except (ValueError, OSError, KeyError) as e:
            warnings.warn(f"ivy_builder: best checkpoint in {self.folder} skipped: {e}",
                          CheckpointWarning, stacklevel=2)
            return None

    def best_meta(self) -> dict[str, Any] | None:
        """The metadata of the best checkpoint (with ``step``), or None."""
        body = self._read_manifest(os.path.join(self.folder, "best.json"))
        return None if body is None else {**body["meta"], "step": body["step"]}


def _canonical(obj):
    return json.dumps(obj, sort_keys=True, separators=(",", ":")).encode()
