"""Saving and loading ``ivy.Container``: a portable NumPy ``.npz`` file, without pickle.

Each leaf is stored as one ``.npy`` entry (``leaf0``, ``leaf1``, ...) holding its values; the
entry ``__ivy_container__`` holds JSON text (as uint8) with the key chains, the structure (empty
sub-Containers included) and which leaves were Python numbers. Any NumPy (or other) program can
read the arrays; ``np.load(..., allow_pickle=False)`` suffices. A ``.npz`` written without Ivy
(``np.savez(path, **{"a/b": x})``) loads with its entry names as key chains.
"""

from __future__ import annotations

import os
from typing import Self

from .. import _backend
from ..errors import IvyValueError
from ..functional import conversions as _conversions
from ..functional import general as _general

_META = "__ivy_container__"
_NUMBERS = {bool: "bool", int: "int", float: "float", complex: "complex"}
_FROM_NUMBER = {"bool": bool, "int": int, "float": float, "complex": complex}


class ContainerIO:
    """Mixin: ``save`` and ``load``."""

    __slots__ = ()

    def save(self, path: str | os.PathLike[str], /) -> str:
        """Write the Container to ``path`` (a ``.npz`` file; the suffix is added if missing).

        Leaves must be arrays (any backend; written as NumPy arrays) or Python numbers.

        Returns:
            The path written.
        """
        import json  # noqa: PLC0415 - saving only

        import numpy as np  # noqa: PLC0415 - NumPy is Ivy's one dependency; imported when used

        path = os.fspath(path)
        if not path.endswith(".npz"):
            path += ".npz"
        flat = self.flatten()
        entries, numbers = {}, {}
        for i, (kc, x) in enumerate(flat.items()):
            if type(x) in _NUMBERS:
                numbers[kc] = _NUMBERS[type(x)]
                entries[f"leaf{i}"] = np.asarray(x)
            elif _general.is_array(x) or isinstance(x, np.generic):
                entries[f"leaf{i}"] = np.asarray(_conversions.to_numpy(getattr(x, "native", x)))
            else:
                raise IvyValueError(f"ivy.Container.save: the leaf at {kc!r} is a "
                                    f"{type(x).__name__}; only arrays and Python numbers can be "
                                    f"saved")
        meta = {"format": "ivy.Container", "version": 1, "key_chains": list(flat),
                "numbers": numbers, "tree": _structure(self)}
        entries[_META] = np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8)
        with open(path, "wb") as f:
            np.savez(f, **entries)
        return path

    @classmethod
    def load(cls, path: str | os.PathLike[str], /, *, backend: str | None = None) -> Self:
        """Read a Container written by :meth:`save` (or any ``.npz``: entry names become key
        chains).

        Args:
            path: the ``.npz`` file.
            backend: make the arrays native arrays of this backend (``"torch"``, ...); None:
                NumPy arrays.
        """
        import json  # noqa: PLC0415 - loading only

        import numpy as np  # noqa: PLC0415

        with np.load(os.fspath(path), allow_pickle=False) as f:
            data = {name: f[name] for name in f.files}
        convert = _backend.get_backend(backend).asarray if backend is not None else (lambda a: a)
        meta = data.pop(_META, None)
        if meta is None:  # a plain .npz
            return cls({name: convert(a) for name, a in data.items()})
        meta = json.loads(bytes(meta).decode())
        out = _build(cls, meta["tree"])
        for i, kc in enumerate(meta["key_chains"]):
            a = data[f"leaf{i}"]
            kind = meta["numbers"].get(kc)
            out[kc] = _FROM_NUMBER[kind](a.item()) if kind else convert(a)
        return out


def _structure(c):
    """Nested lists ``[[key, subtree-or-None], ...]`` (key order and empty Containers kept)."""
    return [[k, _structure(v) if isinstance(v, dict) else None] for k, v in c.items()]


def _build(cls, tree):
    out = cls()
    for k, sub in tree:
        out[k] = _build(cls, sub) if sub is not None else None
    return out
