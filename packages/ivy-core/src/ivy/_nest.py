"""Nested structures of arrays: flatten to a list of leaves and rebuild the same structure.

A structure is an array (a leaf), a mapping (``dict``, ``ivy.Container``: rebuilt with its own
type), a list or a tuple (named tuples included), nested to any depth; ``None`` is kept as an
empty node. Used by the gradient functions (``xs`` of any structure, gradients of the same one).
"""

from __future__ import annotations

from collections.abc import Mapping


class TreeDef:
    """How to rebuild a structure from its leaves (see :func:`flatten`)."""

    __slots__ = ("kind", "meta", "children", "count")

    def __init__(self, kind, meta, children, count):
        self.kind, self.meta, self.children, self.count = kind, meta, children, count

    def unflatten(self, leaves):
        """The structure with ``leaves`` (a sequence, in :func:`flatten`'s order) in place."""
        it = iter(leaves)
        return self._build(it)

    def _build(self, it):
        if self.kind == "leaf":
            return next(it)
        if self.kind == "none":
            return None
        values = [c._build(it) for c in self.children]
        if self.kind == "map":
            cls, keys = self.meta
            rebuild = getattr(cls, "_from_pairs", None)  # ivy.Container: keys known valid
            return rebuild(keys, values) if rebuild is not None else cls(zip(keys, values))
        cls = self.meta
        if cls is list or cls is tuple:
            return cls(values)
        if hasattr(cls, "_fields"):  # a named tuple
            return cls(*values)
        return cls(values)


_LEAF = TreeDef("leaf", None, (), 1)
_NONE = TreeDef("none", None, (), 0)


def flatten(obj):
    """``(leaves, treedef)``: the leaves of ``obj`` depth-first (mappings in key order) and how to
    rebuild it; ``leaves[i]`` sits at ``paths(obj)[i]``."""
    leaves = []
    tree = _flatten(obj, leaves)
    return leaves, tree


def _flatten(obj, leaves):
    if obj is None:
        return _NONE
    if isinstance(obj, Mapping):
        keys = list(obj.keys())
        children = [_flatten(obj[k], leaves) for k in keys]
        return TreeDef("map", (type(obj), keys), children, sum(c.count for c in children))
    if isinstance(obj, (list, tuple)):
        children = [_flatten(o, leaves) for o in obj]
        return TreeDef("seq", type(obj), children, sum(c.count for c in children))
    leaves.append(obj)
    return _LEAF


def paths(obj, prefix=""):
    """The key chain (``"a/b/0"``) of every leaf of ``obj``, in :func:`flatten`'s order."""
    if obj is None:
        return []
    if isinstance(obj, Mapping):
        return [p for k in obj for p in paths(obj[k], f"{prefix}/{k}" if prefix else str(k))]
    if isinstance(obj, (list, tuple)):
        return [p for i, o in enumerate(obj) for p in paths(o, f"{prefix}/{i}" if prefix else str(i))]
    return [prefix]
