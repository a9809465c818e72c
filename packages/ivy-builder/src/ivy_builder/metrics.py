"""The metrics log (JSON lines, one flushed line per record; survives kills), the same rows as
CSV, the optional TensorBoard writer and the summary plot of the curves."""

from __future__ import annotations

import csv
import io
import json
import math
import os
from collections.abc import Mapping, Sequence
from typing import Any

import ivy

from .checkpoint import atomic_write

__all__ = ["MetricsLog", "read_metrics", "plot_curves"]


def read_metrics(path: str | os.PathLike[str], /) -> list[dict[str, Any]]:
    """The records of a metrics log; a last line cut by a kill is ignored.

    Args:
        path: the ``.jsonl`` file (a missing file has no records).

    Returns:
        A list of dicts.

    Example:
        >>> import os, tempfile
        >>> from ivy_builder import MetricsLog, read_metrics
        >>> p = os.path.join(tempfile.mkdtemp(), "m.jsonl")
        >>> log = MetricsLog(p); log.write({"step": 1, "loss": 0.5}); log.close()
        >>> read_metrics(p)
        [{'step': 1, 'loss': 0.5}]
    """
    out = []
    try:
        with open(path, "rb") as f:
            lines = f.read().split(b"\n")
    except FileNotFoundError:
        return out
    while lines and not lines[-1].strip():
        lines.pop()
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        try:
            rec = json.loads(line.decode())
        except ValueError:
            if i == len(lines) - 1:  # the line being written when the process was killed
                continue
            raise ivy.IvyValueError(f"ivy_builder.read_metrics: line {i + 1} of {path} is not "
                                    f"JSON (only the last line may be cut by a kill): "
                                    f"{line[:80]!r}") from None
        if isinstance(rec, dict):
            out.append(rec)
    return out


class MetricsLog:
    """Append-only JSON-lines metrics log: each record is one line, written and flushed at once
    (a kill loses at most the line being written). ``truncate(step)`` drops the records after a
    step when a run resumes from an older checkpoint (atomically). The same rows are written to
    a CSV file beside it (``metrics.csv`` for ``metrics.jsonl``; one column per metric in the
    order first seen, empty cells where a row has no value; rewritten from the JSON lines when a
    new metric appears and on every open, so it never disagrees with them).

    Args:
        path: the ``.jsonl`` file (appended to if it exists).
        tensorboard: also write scalars to TensorBoard event files in this folder when
            ``tensorboardX`` is installed (None: no TensorBoard).
        csv: also write the CSV file.

    Example:
        >>> import os, tempfile
        >>> from ivy_builder import MetricsLog, read_metrics
        >>> p = os.path.join(tempfile.mkdtemp(), "m.jsonl")
        >>> log = MetricsLog(p)
        >>> for s in (1, 2, 3):
        ...     log.write({"step": s, "loss": 1.0 / s})
        >>> log.truncate(2); log.close()
        >>> [r["step"] for r in read_metrics(p)]
        [1, 2]
    """

    def __init__(self, path: str | os.PathLike[str], *,
                 tensorboard: str | os.PathLike[str] | None = None, csv: bool = True) -> None:
        self.path = os.fspath(path)
        self.csv_path = os.path.splitext(self.path)[0] + ".csv" if csv else None
        self._columns = []
        os.makedirs(os.path.dirname(os.path.abspath(self.path)), exist_ok=True)
        self._file = None
        self._open()
        self._tb = None
        if tensorboard is not None:
            try:
                from tensorboardX import SummaryWriter  # noqa: PLC0415 - optional
            except ImportError:
                SummaryWriter = None
            if SummaryWriter is not None:
                self._tb = SummaryWriter(os.fspath(tensorboard))

    def _open(self):
        # a line cut by a kill (the file does not end with a newline) is dropped before the
        # next record is appended, so only a log's very last line can ever be cut
        if os.path.exists(self.path):
            with open(self.path, "rb") as f:
                data = f.read()
            if data and not data.endswith(b"\n"):
                os.truncate(self.path, data.rfind(b"\n") + 1)
        self._file = open(self.path, "ab")  # noqa: SIM115 - kept open for the run
        if self.csv_path is not None:
            self._rewrite_csv()

    def _rewrite_csv(self):
        rows = read_metrics(self.path)
        self._columns = []
        for r in rows:
            self._columns += [k for k in r if k not in self._columns]
        atomic_write(self.csv_path, (_csv_line(self._columns) + "".join(
            _csv_line([r.get(k) for k in self._columns]) for r in rows)).encode())

    def write(self, record: dict[str, Any]) -> None:
        """Append one record (a dict of JSON-serialisable values; non-finite floats as null)."""
        clean = {k: (None if isinstance(v, float) and not math.isfinite(v) else v)
                 for k, v in record.items()}
        self._file.write((json.dumps(clean) + "\n").encode())
        self._file.flush()
        if self.csv_path is not None:
            if any(k not in self._columns for k in clean):
                self._rewrite_csv()
            else:
                with open(self.csv_path, "ab") as f:
                    f.write(_csv_line([clean.get(k) for k in self._columns]).encode())
        if self._tb is not None and "step" in record:
            for k, v in record.items():
                if k != "step" and isinstance(v, (int, float)) and not isinstance(v, bool):
                    self._tb.add_scalar(k, v, record["step"])

    def sync(self) -> None:
        """fsync the log (done at every checkpoint)."""
        self._file.flush()
        os.fsync(self._file.fileno())

    def truncate(self, step: int) -> None:
        """Keep only the records with ``record["step"] <= step`` (atomic rewrite)."""
        keep = [r for r in read_metrics(self.path) if r.get("step", 0) <= step]
        self._file.close()
        atomic_write(self.path, "".join(json.dumps(r) + "\n" for r in keep).encode())
        self._open()

    def close(self) -> None:
        """Flush and close (and close TensorBoard's writer)."""
        if self._file is not None and not self._file.closed:
            self._file.flush()
            self._file.close()
        if self._tb is not None:
            self._tb.close()


def _csv_line(values):
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerow(
        ["" if v is None else json.dumps(v) if isinstance(v, (list, dict)) else v
         for v in values])
    return buf.getvalue()


def plot_curves(records: Sequence[Mapping[str, Any]], path: str | os.PathLike[str],
                /) -> str | os.PathLike[str] | None:
    """Save a figure of the training (and validation) loss and the learning rate against the
    step (matplotlib, headless: a ``Figure`` on its own Agg canvas; neither pyplot nor the
    process's matplotlib backend is touched).

    Args:
        records: metrics records (dicts with ``step`` and ``loss`` / ``val_loss`` / ``lr``).
        path: the image file to write (``.png``).

    Returns:
        The path, or None where matplotlib is not installed.

    Example:
        >>> import os, tempfile
        >>> from ivy_builder import plot_curves
        >>> p = plot_curves([{"step": 1, "loss": 1.0}, {"step": 2, "loss": 0.5}],
        ...                 os.path.join(tempfile.mkdtemp(), "curves.png"))
        >>> p is None or os.path.exists(p)
        True
    """
    try:  # a Figure on its own Agg canvas: pyplot and the process's backend left untouched
        from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: PLC0415 - optional
        from matplotlib.figure import Figure  # noqa: PLC0415
    except ImportError:
        return None

    def series(key):
        pts = [(r["step"], r[key]) for r in records if r.get(key) is not None and "step" in r]
        return [p[0] for p in pts], [p[1] for p in pts]

    keys = [k for k in ("loss", "val_loss", "val_accuracy", "accuracy") if series(k)[0]]
    has_lr = bool(series("lr")[0])
    fig = Figure(figsize=(10 if has_lr else 5, 3.5))
    FigureCanvasAgg(fig)
    axes = fig.subplots(1, 2 if has_lr else 1, squeeze=False)
    ax = axes[0][0]
    for k in keys:
        ax.plot(*series(k), label=k, marker="." if k.startswith("val") else None)
    ax.set_xlabel("step")
    ax.set_title("metrics")
    if keys:
        ax.legend()
    if has_lr:
        axes[0][1].plot(*series("lr"))
        axes[0][1].set_xlabel("step")
        axes[0][1].set_title("learning rate")
    fig.tight_layout()
    fig.savefig(os.fspath(path), dpi=100)
    return os.fspath(path)
