"""``ivy.Container``: a nested mapping of arrays with attribute access and key chains.

A Container is a ``dict`` whose keys are strings and whose values are leaves (arrays, numbers,
anything that is not a mapping) or Containers (plain dicts put in one become Containers). A
*key chain* names a leaf or sub-container by its path, ``"layer0/w"``: ``c["layer0/w"]``,
``c["layer0/w"] = x`` (making the intermediate Containers), ``del c["layer0/w"]``. Lists and
tuples are leaves for the Container's own methods (the gradient functions and JAX look inside
them).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterable, Mapping
from typing import Any, Self

from .. import _backend
from ..errors import IvyValueError
from . import ops as _ops
from .io import ContainerIO
from .ops import ContainerOps
from .summary import ContainerSummary


def _check_key(key):
    if type(key) is not str or not key:
        raise IvyValueError(f"ivy.Container: keys must be non-empty strings, got {key!r}")


class Container(ContainerOps, ContainerIO, ContainerSummary, dict):
    """A nested mapping of arrays with attribute access, key chains and leaf-wise arithmetic.

    ``c.a.b`` reads key ``"a"`` then ``"b"`` (names of methods, such as ``map`` or ``keys``, are
    reached with ``c["map"]``); ``c["a/b"]`` reads the same through its key chain. ``c.map(fn)``
    applies ``fn(leaf, key_chain)``; ``v - lr * grads`` works leaf by leaf with numbers, arrays
    and Containers of the same keys. ``c.save("w.npz")`` / ``Container.load("w.npz")`` store
    the arrays in a portable NumPy ``.npz`` file (no pickle). JAX's transforms (``jax.jit``,
    ``jax.grad``) take Containers (a pytree registered when JAX is first seen).

    Args:
        data: a mapping or an iterable of ``(key, value)`` pairs (keys may be key chains).
        **kwargs: more keys and values.

    Example:
        >>> import ivy, numpy as np
        >>> v = ivy.Container({"layer0": {"w": np.ones((2, 3)), "b": np.zeros(3)}})
        >>> g = v.map(lambda x, kc: x * 2)
        >>> new = v - 0.5 * g
        >>> new.layer0.w.tolist(), new["layer0/b"].shape
        ([[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], (3,))
        >>> v.shapes
        Container{
          layer0: {
            w: (2, 3)
            b: (3,)
          }
        }
    """

    __slots__ = ()

    def __init__(self, data: Mapping[str, Any] | Iterable[tuple[str, Any]] | None = None, /,
                 **kwargs: Any):
        super().__init__()
        if data is not None:
            for k, v in (data.items() if isinstance(data, Mapping) else data):
                self[k] = v
        for k, v in kwargs.items():
            self[k] = v
        if _jax_pending[0] and "jax" in sys.modules:
            _register_jax()

    # --- item and attribute access (key chains) ---------------------------------------------
    def __getitem__(self, key):
        try:
            return dict.__getitem__(self, key)
        except KeyError:
            if type(key) is not str or "/" not in key:
                raise KeyError(self._missing(key, key)) from None
        node = self
        for i, part in enumerate(key.split("/")):
            if not isinstance(node, Container) or part not in node:
                raise KeyError(self._missing(key, "/".join(key.split("/")[:i + 1]))) from None
            node = dict.__getitem__(node, part)
        return node

    def __setitem__(self, key, value):
        if type(key) is str and "/" in key:
            head, _, rest = key.partition("/")
            _check_key(head)
            node = dict.get(self, head)
            if node is None:
                node = Container()
                dict.__setitem__(self, head, node)
            elif not isinstance(node, Container):
                raise IvyValueError(f"ivy.Container: cannot set {key!r}: {head!r} holds a leaf, "
                                    f"not a Container")
            node[rest] = value
            return
        _check_key(key)
        if isinstance(value, Mapping) and not isinstance(value, Container):
            value = Container(value)
        dict.__setitem__(self, key, value)

    def __delitem__(self, key):
        head, sep, rest = key.rpartition("/") if type(key) is str else ("", "", key)
        parent = self[head] if sep else self
        if not isinstance(parent, Container) or rest not in parent:
            raise KeyError(self._missing(key, key))
        dict.__delitem__(parent, rest)

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        try:
            return dict.__getitem__(self, name)
        except KeyError:
            raise AttributeError(f"ivy.Container has no key or attribute {name!r}; its keys: "
                                 f"{list(self.keys())}") from None

    def __setattr__(self, name, value):
        self[name] = value

    def __delattr__(self, name):
        try:
            del self[name]
        except KeyError:
            raise AttributeError(name) from None

    def __dir__(self):
        return sorted(set(super().__dir__()) | {k for k in self if k.isidentifier()})

    def _missing(self, key, upto):
        return (f"ivy.Container has no key chain {key!r}" +
                (f" (no {upto!r})" if upto != key else "") +
                f"; top-level keys: {list(self.keys())}")

    # --- key chains ------------------------------------------------------------------------
    def at_key_chain(self, key_chain: str, /) -> Any:
        """The leaf or sub-Container at ``key_chain`` (``"a/b"``); KeyError if absent."""
        return self[key_chain]

    def has_key_chain(self, key_chain: str, /) -> bool:
        """Whether ``key_chain`` names a leaf or sub-Container."""
        try:
            self[key_chain]
        except KeyError:
            return False
        return True

    def key_chains(self) -> list[str]:
        """The key chains of every leaf, depth-first in key order."""
        return list(self.flatten())

    def leaves(self) -> list[Any]:
        """Every leaf, in :meth:`key_chains` order."""
        return list(self.flatten().values())

    def set_at_key_chain(self, key_chain: str, value: Any, /) -> Container:
        """A new Container with ``value`` at ``key_chain`` (``self`` is left unchanged)."""
        out = self.copy()
        out[key_chain] = value
        return out

    def prune_key_chain(self, key_chain: str, /) -> Container:
        """A new Container without ``key_chain`` (KeyError if absent)."""
        return self.prune_key_chains([key_chain])

    def prune_key_chains(self, key_chains: Iterable[str], /) -> Container:
        """A new Container without the given key chains (KeyError for any absent one)."""
        out = self.copy()
        for kc in key_chains:
            del out[kc]
        return out

    def flatten(self) -> dict[str, Any]:
        """A flat ``dict`` mapping each leaf's key chain to the leaf (see :meth:`unflatten`)."""
        flat = {}
        self._flatten_into(flat, "")
        return flat

    def _flatten_into(self, flat, prefix):
        for k, v in self.items():
            if isinstance(v, Container):
                v._flatten_into(flat, f"{prefix}{k}/")
            else:
                flat[prefix + k] = v

    @classmethod
    def unflatten(cls, flat: Mapping[str, Any], /) -> Self:
        """The Container whose leaves are ``flat``'s values at its key chains."""
        return cls(flat)

    # --- mapping ---------------------------------------------------------------------------
    def map(self, fn: Callable[[Any, str], Any], /) -> Container:
        """A Container of the same keys with ``fn(leaf, key_chain)`` at every leaf."""
        return self._map(fn, "")

    def _map(self, fn, prefix):
        out = Container()
        for k, v in self.items():
            kc = prefix + k
            _put(out, k, v._map(fn, kc + "/") if isinstance(v, Container) else fn(v, kc))
        return out

    @classmethod
    def _from_dict(cls, d):
        """A Container holding ``d``'s items as they are (keys already valid, sub-structures
        already Containers): the rebuilding of a known structure, no per-key checks."""
        out = dict.__new__(cls)
        dict.update(out, d)
        return out

    @classmethod
    def _from_pairs(cls, keys, values):
        """A Container of ``keys`` (already valid: taken from a Container) and ``values``
        (made without ``__init__``'s checks: ~0.5 µs less per Container of a rebuilt nest)."""
        out = dict.__new__(cls)
        for k, v in zip(keys, values):
            if isinstance(v, dict) and not isinstance(v, Container):
                v = Container(v)
            dict.__setitem__(out, k, v)
        if _jax_pending[0] and "jax" in sys.modules:
            _register_jax()
        return out

    @staticmethod
    def multi_map(fn: Callable[[list[Any], str], Any], containers: Iterable[Mapping[str, Any]],
                  /) -> Container:
        """A Container with ``fn([leaf of each container], key_chain)`` at every key chain; the
        containers must have the same key chains."""
        containers = [c if isinstance(c, Container) else Container(c) for c in containers]
        if not containers:
            raise IvyValueError("ivy.Container.multi_map: give at least one Container")
        first = containers[0]
        for c in containers[1:]:
            _same_keys(first, c, "multi_map")
        return _multi_map(fn, containers, "")

    # --- combining -------------------------------------------------------------------------
    def combine(self, *others: Mapping[str, Any]) -> Container:
        """A new Container with the keys of ``self`` and ``others``, merged recursively; where
        several have a leaf at the same key chain, the last one's wins."""
        out = self.copy()
        for o in others:
            out.update(o)
        return out

    def update(self, other: Mapping[str, Any] | Iterable[tuple[str, Any]] = (), /,  # type: ignore[override]
               **kwargs: Any) -> None:
        """Merge ``other`` (a mapping or pairs) and ``kwargs`` into ``self`` recursively:
        sub-Containers are merged, leaves replaced."""
        items = list(other.items() if isinstance(other, Mapping) else other) + list(kwargs.items())
        for k, v in items:
            mine = dict.get(self, k) if type(k) is str and "/" not in k else None
            if isinstance(mine, Container) and isinstance(v, Mapping):
                mine.update(v)
            else:
                self[k] = v.copy() if isinstance(v, Container) else v

    def copy(self) -> Container:
        """A copy of the structure (new Containers at every level; the leaves are shared)."""
        out = Container()
        for k, v in self.items():
            dict.__setitem__(out, k, v.copy() if isinstance(v, Container) else v)
        return out

    def to_dict(self) -> dict[str, Any]:
        """The structure as plain nested ``dict``s."""
        return {k: v.to_dict() if isinstance(v, Container) else v for k, v in self.items()}

    def __reduce__(self):
        return (Container, (self.to_dict(),))


_ops._CONTAINER[:] = [Container]


def _same_keys(a, b, fname, prefix=""):
    """Raise naming the key chains where ``a`` and ``b`` differ."""
    ka, kb = set(a.keys()), set(b.keys())
    if ka != kb:
        only_a = sorted(prefix + k for k in ka - kb)
        only_b = sorted(prefix + k for k in kb - ka)
        raise IvyValueError(f"ivy.Container.{fname}: the Containers' keys differ: only in the "
                            f"first {only_a}, only in the other {only_b}")
    for k in ka:
        va, vb = dict.__getitem__(a, k), dict.__getitem__(b, k)
        if isinstance(va, Container) != isinstance(vb, Container):
            raise IvyValueError(f"ivy.Container.{fname}: {prefix + k!r} is a Container in one "
                                f"and a leaf in the other")
        if isinstance(va, Container):
            _same_keys(va, vb, fname, f"{prefix}{k}/")


def _multi_map(fn, containers, prefix):
    out = Container()
    for k, v in containers[0].items():
        kc = prefix + k
        vs = [dict.__getitem__(c, k) for c in containers]
        _put(out, k, _multi_map(fn, vs, kc + "/") if isinstance(v, Container) else fn(vs, kc))
    return out


def _put(c, key, value):
    """``c[key] = value`` for a key known to be valid (plain dicts still become Containers)."""
    if isinstance(value, dict) and not isinstance(value, Container):
        value = Container(value)
    dict.__setitem__(c, key, value)


# --- JAX: a pytree node, registered when JAX is first seen (never imported by Ivy for this) ---
_jax_pending = [True]
_jax_lock = threading.Lock()


def _register_jax():
    """Register Container with ``jax.tree_util`` (idempotent; called when a Container is made
    while JAX is imported, and when Ivy's JAX backend loads)."""
    with _jax_lock:
        if _jax_pending[0]:
            _register_jax_locked()
            _jax_pending[0] = False


def _register_jax_locked():
    from jax import tree_util  # noqa: PLC0415 - JAX is already imported at this point

    def flatten_with_keys(c):
        return [(tree_util.DictKey(k), v) for k, v in c.items()], tuple(c.keys())

    def flatten(c):  # every jax.jit call of a Container: the values' view, no list built
        return c.values(), tuple(c)

    def unflatten(keys, values):
        out = dict.__new__(Container)
        dict.update(out, zip(keys, values))
        return out

    try:
        tree_util.register_pytree_with_keys(Container, flatten_with_keys, unflatten, flatten)
    except ValueError:  # registered already (another thread, or a reload)
        pass


def _register_torch():
    """Register Container with PyTorch's pytrees, so its higher-order operators (``torch.cond``,
    ``scan``, ``while_loop`` inside ``torch.compile``) take and return Containers as they do dicts."""
    from torch.utils import _pytree  # noqa: PLC0415 - PyTorch is imported: its backend loads

    def flatten(c):
        return list(c.values()), list(c.keys())

    def unflatten(values, keys):
        out = dict.__new__(Container)
        dict.update(out, zip(keys, values))
        return out

    def flatten_with_keys(c):
        return [(_pytree.MappingKey(k), v) for k, v in c.items()], list(c.keys())

    try:
        _pytree.register_pytree_node(Container, flatten, unflatten,
                                     serialized_type_name="ivy.Container",
                                     flatten_with_keys_fn=flatten_with_keys)
    except ValueError:  # registered already (a reload)
        pass


def _on_backend_load(backend):
    """ivy.Container is a pytree for JAX's transforms from the moment Ivy's JAX backend loads,
    and for PyTorch's (its compiled control flow) when Ivy's PyTorch backend loads."""
    if backend.name == "jax":
        _register_jax()
    elif backend.name == "torch":
        _register_torch()


_backend.on_load(_on_backend_load)
