"""Framework-agnostic data loaders yielding the backend's native arrays.

A :class:`Loader` reads batches from a *source* (in-memory arrays, a ``.npz`` file, an image
folder, a generator), in an order that is a pure function of ``(seed, epoch)``: batch ``b`` of
epoch ``e`` is always the same samples. Its *position* (the next batch to hand out) is a small
dict that a checkpoint saves (``state_dict``) and restores (``load_state_dict``), so a resumed
run sees exactly the batches the interrupted one would have seen. A background thread prepares
the next ``prefetch`` batches while the training step runs; the position counts only the batches
handed out.

Batches are dicts of arrays (sources given as dicts) or tuples (sources given as tuples), with
the batch dimension first (``[B, ...]``; ``[B, T, ...]`` with sequence windows of length ``T``).
"""

from __future__ import annotations

import hashlib
import os
import queue
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, Self

import ivy
from ivy.types import Array, DType

__all__ = ["Loader", "ArraySource", "ImageFolderSource", "GeneratorLoader", "from_arrays",
           "from_npz", "from_image_folder", "epoch_permutation"]

_NP = None


def _np():
    """Ivy's NumPy backend namespace (the sources keep host arrays)."""
    global _NP
    if _NP is None:
        _NP = ivy.get_backend("numpy")
    return _NP


def _mix(*ints):
    """A 63-bit seed from ints (stable across processes and versions)."""
    h = hashlib.sha256(",".join(str(int(i)) for i in ints).encode()).digest()
    return int.from_bytes(h[:8], "little") >> 1


def epoch_permutation(n: int, seed: int, epoch: int, /) -> Array:
    """The sample order of an epoch: a permutation of ``range(n)``, a pure function of
    ``(n, seed, epoch)`` (the same in every process and on every backend).

    Args:
        n: the number of samples.
        seed: the loader's seed (int >= 0).
        epoch: the epoch index (int >= 0).

    Returns:
        An int64 NumPy array of shape ``[n]``.

    Example:
        >>> from ivy_builder import epoch_permutation
        >>> p = epoch_permutation(5, 0, 0)
        >>> sorted(p.tolist()), bool((p == epoch_permutation(5, 0, 0)).all())
        ([0, 1, 2, 3, 4], True)
    """
    nb = _np()
    return nb.shuffle(nb.arange(n, dtype="int64"), seed=_mix(seed, epoch, n))


def _check(fname, name, value, low, allow_none=False):
    if value is None and allow_none:
        return
    if type(value) is not int or value < low:
        raise ivy.IvyValueError(f"ivy_builder.{fname}: {name} must be an int >= {low}, got "
                                f"{value!r}")


# --- sources ---------------------------------------------------------------------------------
class ArraySource:
    """Samples from arrays sharing their first dimension (kept on the host as NumPy arrays).

    Args:
        arrays: a dict name -> array, a tuple/list of arrays, or one array (any backend).
        window: None, or the length ``T`` of sequence windows: sample ``i`` is then rows
            ``i * window_stride .. + T`` of every array.
        window_stride: the step between window starts.

    Example:
        >>> import numpy as np
        >>> from ivy_builder import ArraySource
        >>> s = ArraySource({"x": np.arange(5.0)}, window=2)
        >>> len(s), s.gather(np.array([3]))["x"].tolist()
        (4, [[3.0, 4.0]])
    """

    def __init__(self, arrays: Mapping[str, Any] | Sequence[Any] | Array, *, window: int | None = None,
                 window_stride: int = 1) -> None:
        _check("ArraySource", "window", window, 1, allow_none=True)
        _check("ArraySource", "window_stride", window_stride, 1)
        self.kind = "dict" if isinstance(arrays, dict) else \
            "tuple" if isinstance(arrays, (tuple, list)) else "single"
        items = dict(arrays) if self.kind == "dict" else \
            {str(i): a for i, a in enumerate(arrays)} if self.kind == "tuple" else {"0": arrays}
        if not items:
            raise ivy.IvyValueError("ivy_builder.ArraySource: no arrays given")
        nb = _np()
        self.arrays = {k: nb.asarray(ivy.to_backend(a, "numpy") if ivy.is_array(a) else a)
                       for k, a in items.items()}
        lengths = {k: int(a.shape[0]) if a.ndim else -1 for k, a in self.arrays.items()}
        if len(set(lengths.values())) != 1 or -1 in lengths.values():
            raise ivy.IvyValueError(f"ivy_builder.ArraySource: the arrays must share their first "
                                    f"dimension, got lengths {lengths}")
        self.rows = next(iter(lengths.values()))
        self.window, self.stride = window, window_stride
        if window is not None and window > self.rows:
            raise ivy.IvyValueError(f"ivy_builder.ArraySource: window ({window}) is longer than "
                                    f"the data ({self.rows} rows)")
        self._offsets = nb.arange(window, dtype="int64") if window else None

    def __len__(self) -> int:
        if self.window is None:
            return self.rows
        return (self.rows - self.window) // self.stride + 1

    def gather(self, idx: Array) -> dict[str, Array]:
        """The samples ``idx`` (a NumPy int array) of every array: ``{name: [len(idx), ...]}``."""
        if self.window is not None:
            idx = (idx * self.stride)[:, None] + self._offsets[None, :]
        return {k: a[idx] for k, a in self.arrays.items()}


class ImageFolderSource:
    """Images in one sub-folder per class (``root/<class>/<file>``), read when a batch needs
    them: PNG/JPEG/... through Pillow, or ``.npy`` arrays. Samples are ``{"image": [H, W, C]
    float32 in [0, 1], "label": int64}``; classes are the sorted sub-folder names.

    Args:
        root: the folder.
        size: ``(H, W)`` to resize every image to (Pillow), or None to keep their sizes (they
            must then agree).
        mode: the Pillow mode (``"RGB"``, ``"L"``).

    Example:
        >>> import numpy as np, os, tempfile
        >>> from ivy_builder import ImageFolderSource
        >>> root = tempfile.mkdtemp()
        >>> os.makedirs(os.path.join(root, "a"))
        >>> np.save(os.path.join(root, "a", "0.npy"), np.zeros((2, 2), np.float32))
        >>> s = ImageFolderSource(root)
        >>> s.classes, s.gather(np.array([0]))["image"].shape
        (['a'], (1, 2, 2, 1))
    """

    _EXT = (".png", ".jpg", ".jpeg", ".bmp", ".gif", ".tif", ".tiff", ".webp", ".npy")

    def __init__(self, root: str | os.PathLike[str], *, size: tuple[int, int] | None = None,
                 mode: str = "RGB") -> None:
        root = os.fspath(root)
        if not os.path.isdir(root):
            raise ivy.IvyValueError(f"ivy_builder.ImageFolderSource: {root!r} is not a folder")
        self.classes = sorted(d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d)))
        self.files, labels = [], []
        for c, name in enumerate(self.classes):
            folder = os.path.join(root, name)
            for f in sorted(os.listdir(folder)):
                if f.lower().endswith(self._EXT):
                    self.files.append(os.path.join(folder, f))
                    labels.append(c)
        if not self.files:
            raise ivy.IvyValueError(f"ivy_builder.ImageFolderSource: no images under {root!r} "
                                    f"(expected {root}/<class>/<image>)")
        self.labels = _np().asarray(labels, dtype="int64")
        self.size, self.mode, self.kind = size, mode, "dict"

    def __len__(self) -> int:
        return len(self.files)

    def _read(self, path):
        nb = _np()
        if path.endswith(".npy"):
            with open(path, "rb") as f:
                a = _load_npy(f)
        else:
            from PIL import Image  # noqa: PLC0415 - only for image files

            with Image.open(path) as im:
                im = im.convert(self.mode)
                if self.size is not None:
                    im = im.resize((self.size[1], self.size[0]))
                a = nb.asarray(im)
        scale = 255.0 if a.dtype == "uint8" else 1.0
        a = nb.astype(a, "float32") / scale
        return a[..., None] if a.ndim == 2 else a

    def gather(self, idx: Array) -> dict[str, Array]:
        nb = _np()
        images = [self._read(self.files[int(i)]) for i in idx.tolist()]
        return {"image": nb.stack(images), "label": self.labels[idx]}


def _load_npy(f):
    """One array from an open ``.npy`` file (format versions 1-3; no pickle)."""
    import ast  # noqa: PLC0415 - .npy files only

    data = f.read()
    if data[:6] != b"\x93NUMPY":
        raise ivy.IvyValueError(f"ivy_builder: {f.name} is not a .npy file")
    major = data[6]
    n = int.from_bytes(data[8:10] if major == 1 else data[8:12], "little")
    start = (10 if major == 1 else 12) + n
    header = ast.literal_eval(data[10 if major == 1 else 12:start].decode("latin1"))
    if "O" in str(header["descr"]):
        raise ivy.IvyValueError(f"ivy_builder: {f.name} holds Python objects (pickle): refused")
    raw = _np().asarray(memoryview(data[start:]))
    a = raw.view(header["descr"])
    return a.reshape(header["shape"], order="F" if header["fortran_order"] else "C")


# --- the loader ------------------------------------------------------------------------------
class Loader:
    """Batches from a source, in a seeded order, prefetched by a background thread.

    Args:
        source: an :class:`ArraySource`, :class:`ImageFolderSource` or any object with
            ``__len__`` and ``gather(idx) -> {name: array}`` (and ``kind``: "dict" / "tuple" /
            "single", how batches are returned).
        batch_size: samples per batch.
        shuffle: a new order every epoch (a pure function of ``seed`` and the epoch).
        seed: the seed of the order.
        drop_last: drop the last, smaller batch of an epoch.
        prefetch: how many batches the background thread prepares ahead (0: no thread).
        backend: the backend whose native arrays the batches are (None: the backend in force
            when iterating, else NumPy's).
        dtype: cast floating arrays to this dtype (None: keep).

    Iterating gives the rest of the current epoch (then the position moves to the next epoch);
    :meth:`stream` gives batches forever, epoch after epoch.

    Example:
        >>> import numpy as np
        >>> from ivy_builder import Loader, ArraySource
        >>> x, y = np.arange(10.0)[:, None], np.arange(10)
        >>> loader = Loader(ArraySource({"x": x, "y": y}), batch_size=4, seed=0)
        >>> [b["x"].shape for b in loader]
        [(4, 1), (4, 1), (2, 1)]
        >>> loader.state_dict()
        {'epoch': 1, 'batch': 0}
    """

    def __init__(self, source: Any, *, batch_size: int = 32, shuffle: bool = True, seed: int = 0,
                 drop_last: bool = False, prefetch: int = 2, backend: str | None = None,
                 dtype: DType | None = None) -> None:
        _check("Loader", "batch_size", batch_size, 1)
        _check("Loader", "seed", seed, 0)
        _check("Loader", "prefetch", prefetch, 0)
        self.source, self.batch_size, self.shuffle = source, batch_size, bool(shuffle)
        self.seed, self.drop_last, self.prefetch = seed, bool(drop_last), prefetch
        self.backend, self.dtype = backend, dtype
        self.epoch, self.position = 0, 0
        n = len(source)
        if n == 0 or (drop_last and n < batch_size):
            raise ivy.IvyValueError(f"ivy_builder.Loader: {n} samples give no batch of "
                                    f"{batch_size} (drop_last={drop_last})")
        self.shard = (0, 1)

    # --- order and batches -----------------------------------------------------------------
    def __len__(self) -> int:
        """Batches per epoch."""
        n = self._samples()
        return n // self.batch_size if self.drop_last else -(-n // self.batch_size)

    def _samples(self):
        rank, world = self.shard
        return len(self.source) // world if world > 1 else len(self.source)

    def set_shard(self, rank: int, world_size: int) -> Self:
        """Hand out only the share ``rank`` of ``world_size`` (data-parallel training): each
        global batch of ``batch_size * world_size`` samples is split into ``world_size``
        consecutive parts. Returns ``self``."""
        _check("Loader.set_shard", "world_size", world_size, 1)
        if type(rank) is not int or not 0 <= rank < world_size:
            raise ivy.IvyValueError(f"ivy_builder.Loader.set_shard: rank must be in [0, "
                                    f"{world_size}), got {rank!r}")
        self.shard = (rank, world_size)
        return self

    def indices(self, epoch: int, batch: int) -> Array:
        """The sample indices of batch ``batch`` of epoch ``epoch`` (a NumPy int64 array)."""
        rank, world = self.shard
        n = len(self.source)
        order = self._order(epoch, n)
        if world == 1:
            return order[batch * self.batch_size:(batch + 1) * self.batch_size]
        # the global batch (batch_size * world samples; the last one of an epoch may be
        # smaller) split into ``world`` equal consecutive parts: every rank reads as many
        # samples as the others, in every batch (the epoch's last n % world samples unused)
        g = self.batch_size * world
        lo = batch * g
        part = (min(lo + g, (n // world) * world) - lo) // world
        return order[lo + rank * part:lo + (rank + 1) * part]

    def _order(self, epoch, n):
        """The epoch's sample order (the last one kept: one permutation per epoch)."""
        cached = getattr(self, "_cached_order", None)
        if cached is not None and cached[0] == (epoch, n, self.seed, self.shuffle):
            return cached[1]
        order = epoch_permutation(n, self.seed, epoch) if self.shuffle else \
            _np().arange(n, dtype="int64")
        self._cached_order = ((epoch, n, self.seed, self.shuffle), order)
        return order

    def batch(self, epoch: int, batch: int) -> dict[str, Array]:
        """Batch ``batch`` of epoch ``epoch`` (a pure function of them), as host arrays."""
        return self.source.gather(self.indices(epoch, batch))

    def _to_native(self, host, backend):
        bk = ivy.get_backend(backend)
        out = {}
        for k, a in host.items():
            if self.dtype is not None and a.dtype.kind == "f":
                a = a.astype(str(self.dtype))
            out[k] = bk.asarray(a)
        kind = getattr(self.source, "kind", "dict")
        if kind == "dict":
            return out
        if kind == "single":
            return out["0"]
        return tuple(out[str(i)] for i in range(len(out)))

    # --- position --------------------------------------------------------------------------
    def state_dict(self) -> dict[str, int]:
        """The position: the next batch to hand out (JSON-serialisable)."""
        if self.source is not None and not isinstance(self, GeneratorLoader) \
                and self.position >= len(self):
            return {"epoch": self.epoch + 1, "batch": 0}
        return {"epoch": self.epoch, "batch": self.position}

    def load_state_dict(self, state: Mapping[str, int]) -> None:
        """Continue from a position saved by :meth:`state_dict`."""
        self.epoch, self.position = int(state["epoch"]), int(state["batch"])

    # --- iteration -------------------------------------------------------------------------
    def _backend_name(self):
        if self.backend is not None:
            return self.backend
        return ivy.current_backend().name

    def _positions(self, forever):
        e, b = self.epoch, self.position
        while True:
            if b >= len(self):
                if not forever:
                    return
                e, b = e + 1, 0
            yield e, b
            b += 1

    def _iterate(self, forever):
        backend = self._backend_name()
        positions = self._positions(forever)
        if self.prefetch == 0:
            for e, b in positions:
                out = self._to_native(self.batch(e, b), backend)
                self.epoch, self.position = e, b + 1
                yield out
        else:
            yield from self._threaded(positions, backend)
        if not forever:
            self.epoch, self.position = self.epoch + 1, 0

    def _threaded(self, positions, backend):
        q = queue.Queue(maxsize=self.prefetch)
        stop = threading.Event()

        def put(item):  # False once the consumer has gone (never blocks past that)
            while not stop.is_set():
                try:
                    q.put(item, timeout=0.1)
                    return True
                except queue.Full:
                    continue
            return False

        def work():
            try:
                for e, b in positions:
                    if not put((e, b, self._to_native(self.batch(e, b), backend))):
                        return
                put(None)
            except BaseException as err:  # handed to the consumer
                put(err)

        thread = threading.Thread(target=work, daemon=True, name="ivy_builder-prefetch")
        thread.start()
        try:
            while True:
                item = q.get()
                if item is None:
                    return
                if isinstance(item, BaseException):
                    raise item
                e, b, out = item
                self.epoch, self.position = e, b + 1
                yield out
        finally:
            stop.set()
            # wait for the worker (it stops at its next put): a daemon thread still inside a
            # framework call when the interpreter exits aborts the process (SIGABRT on JAX)
            thread.join(timeout=10)

    def __iter__(self) -> Iterator[Any]:
        return self._iterate(False)

    def stream(self) -> Iterator[Any]:
        """Batches forever, epoch after epoch, from the current position."""
        return self._iterate(True)


class GeneratorLoader(Loader):
    """Batches of samples from a generator function ``make(seed, epoch)`` returning an iterable
    of samples (dicts or tuples of arrays / numbers) for that epoch. The position is restored by
    re-running ``make(seed, epoch)`` and skipping the samples already handed out, so it is exact
    when ``make`` is a pure function of ``(seed, epoch)``.

    Args:
        make: ``make(seed, epoch) -> iterable of samples``.
        batch_size, seed, drop_last, prefetch, backend, dtype: as for :class:`Loader`.

    Example:
        >>> from ivy_builder import GeneratorLoader
        >>> make = lambda seed, epoch: ({"x": float(i + 10 * epoch)} for i in range(5))
        >>> loader = GeneratorLoader(make, batch_size=2, prefetch=0)
        >>> [b["x"].tolist() for b in loader]
        [[0.0, 1.0], [2.0, 3.0], [4.0]]
    """

    def __init__(self, make: Callable[[int, int], Iterable[Any]], *, batch_size: int = 32, seed: int = 0,
                 drop_last: bool = False, prefetch: int = 2, backend: str | None = None,
                 dtype: DType | None = None) -> None:
        if not callable(make):
            raise ivy.IvyValueError("ivy_builder.GeneratorLoader: make must be a callable "
                                    "make(seed, epoch) -> iterable of samples")
        _check("GeneratorLoader", "batch_size", batch_size, 1)
        self.make = make
        self.source = None
        self.batch_size, self.shuffle, self.seed = batch_size, False, seed
        self.drop_last, self.prefetch, self.backend, self.dtype = (bool(drop_last), prefetch,
                                                                   backend, dtype)
        _check("GeneratorLoader", "prefetch", prefetch, 0)
        self.epoch, self.position, self.shard = 0, 0, (0, 1)

    def __len__(self) -> int:
        raise ivy.IvyValueError("ivy_builder.GeneratorLoader: the number of batches of a "
                                "generator is unknown")

    def _positions(self, forever):  # pragma: no cover - batches come from _gen_batches
        raise NotImplementedError

    def _gen_batches(self, forever):
        e, skip = self.epoch, self.position
        nb = _np()
        while True:
            it = iter(self.make(self.seed, e))
            b, kind = 0, None
            while True:
                chunk = []
                for s in it:
                    chunk.append(s)
                    if len(chunk) == self.batch_size:
                        break
                if not chunk or (self.drop_last and len(chunk) < self.batch_size):
                    break
                if b >= skip:
                    kind = "dict" if isinstance(chunk[0], dict) else \
                        "tuple" if isinstance(chunk[0], (tuple, list)) else "single"
                    keys = list(chunk[0]) if kind == "dict" else \
                        list(range(len(chunk[0]))) if kind == "tuple" else [None]
                    host = {str(k): nb.stack([nb.asarray(_host(s[k] if k is not None else s))
                                              for s in chunk]) for k in keys}
                    yield e, b, host, kind
                b += 1
                if len(chunk) < self.batch_size:
                    break
            if not forever:
                return
            e, skip = e + 1, 0

    def _iterate(self, forever):
        backend = self._backend_name()
        for e, b, host, kind in self._gen_batches(forever):
            self.source = _Kind(kind)
            out = self._to_native(host, backend)
            self.epoch, self.position = e, b + 1
            yield out
        if not forever:
            self.epoch, self.position = self.epoch + 1, 0


class _Kind:
    def __init__(self, kind):
        self.kind = kind


def _host(x):
    return ivy.to_backend(x, "numpy") if ivy.is_array(x) else x


# --- constructors ----------------------------------------------------------------------------
def from_arrays(arrays: Mapping[str, Any] | Sequence[Any] | Array, *, window: int | None = None,
                window_stride: int = 1, **loader_kwargs: Any) -> Loader:
    """A :class:`Loader` over in-memory arrays (dict, tuple or one array; any backend).

    Args:
        arrays: the arrays, sharing their first dimension.
        window: sequence windows of this length (None: single rows).
        window_stride: the step between window starts.
        **loader_kwargs: batch_size, shuffle, seed, drop_last, prefetch, backend, dtype.

    Returns:
        A Loader.

    Example:
        >>> import numpy as np
        >>> from ivy_builder import from_arrays
        >>> loader = from_arrays(np.arange(6.0), window=3, batch_size=2, shuffle=False)
        >>> next(iter(loader)).tolist()
        [[0.0, 1.0, 2.0], [1.0, 2.0, 3.0]]
    """
    return Loader(ArraySource(arrays, window=window, window_stride=window_stride),
                  **loader_kwargs)


def from_npz(path: str | os.PathLike[str], *, keys: Sequence[str] | None = None, window: int | None = None,
             window_stride: int = 1, **loader_kwargs: Any) -> Loader:
    """A :class:`Loader` over the arrays of a ``.npz`` file (read without pickle).

    Args:
        path: the ``.npz`` file.
        keys: the entries to use (None: all, in the file's order).
        window, window_stride, **loader_kwargs: as for :func:`from_arrays`.

    Returns:
        A Loader whose batches are dicts keyed by entry name.

    Example:
        >>> import numpy as np, os, tempfile
        >>> from ivy_builder import from_npz
        >>> p = os.path.join(tempfile.mkdtemp(), "d.npz")
        >>> np.savez(p, x=np.zeros((5, 2)), y=np.arange(5))
        >>> sorted(next(iter(from_npz(p, batch_size=5))).keys())
        ['x', 'y']
    """
    data = ivy.Container.load(path)
    flat = data.flatten()
    keys = list(flat) if keys is None else list(keys)
    missing = [k for k in keys if k not in flat]
    if missing:
        raise ivy.IvyValueError(f"ivy_builder.from_npz: {path} has no entries {missing} (it has "
                                f"{list(flat)})")
    return from_arrays({k: flat[k] for k in keys}, window=window, window_stride=window_stride,
                       **loader_kwargs)


def from_image_folder(root: str | os.PathLike[str], *, size: tuple[int, int] | None = None, mode: str = "RGB",
                      **loader_kwargs: Any) -> Loader:
    """A :class:`Loader` over an image folder (``root/<class>/<image>``), read lazily.

    Args:
        root: the folder.
        size: ``(H, W)`` to resize to, or None.
        mode: the Pillow mode (``"RGB"`` or ``"L"``).
        **loader_kwargs: as for :class:`Loader`.

    Returns:
        A Loader of ``{"image": [B, H, W, C] float32, "label": [B] int64}``.

    Example:
        >>> import numpy as np, os, tempfile
        >>> from ivy_builder import from_image_folder
        >>> root = tempfile.mkdtemp()
        >>> for c in ("cat", "dog"):
        ...     os.makedirs(os.path.join(root, c))
        ...     np.save(os.path.join(root, c, "0.npy"), np.ones((4, 4, 3), np.float32))
        >>> b = next(iter(from_image_folder(root, batch_size=2, shuffle=False)))
        >>> b["image"].shape, b["label"].tolist()
        ((2, 4, 4, 3), [0, 1])
    """
    return Loader(ImageFolderSource(root, size=size, mode=mode), **loader_kwargs)
