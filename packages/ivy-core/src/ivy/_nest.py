"""Nested structures of arrays: flatten to a list of leaves and rebuild the same structure.

A structure is an array (a leaf), a mapping (``dict``, ``ivy.Container``: rebuilt with its own
type), a list or a tuple (named tuples included), nested to any depth; ``None`` is kept as an
empty node. Used by the gradient functions (``xs`` of any structure, gradients of the same one).

Flattening walks the structure once, collecting the leaves and a hashable description of the
structure (types and keys); the :class:`TreeDef` of each description is made once and kept. A
structure seen a second time (a training loop flattens the same variables every step) gets a
generated function that rebuilds it from a list of leaves in one call; one seen once is rebuilt
recursively (generating code costs more than a few recursive rebuilds).
"""

from __future__ import annotations

from collections.abc import Mapping

_MAX_TREES = 1024  # distinct structures kept (the cache is emptied when full)
_MAX_GENERATED_DEPTH = 40  # deeper structures are rebuilt recursively (no generated source)


class TreeDef:
    """How to rebuild a structure from its leaves (see :func:`flatten`)."""

    __slots__ = ("kind", "meta", "children", "count", "_fn")

    def __init__(self, kind, meta, children, count):
        self.kind, self.meta, self.children, self.count = kind, meta, children, count
        self._fn = None

    def unflatten(self, leaves):
        """The structure with ``leaves`` (a sequence, in :func:`flatten`'s order) in place."""
        fn = self._fn
        if fn is not None:
            return fn(leaves)
        return self._build(iter(leaves))

    def _rebuild(self, leaves):
        return self._build(iter(leaves))

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
_TREES: dict = {}  # structure description -> TreeDef


def flatten(obj):
    """``(leaves, treedef)``: the leaves of ``obj`` depth-first (mappings in key order) and how to
    rebuild it; ``leaves[i]`` sits at ``paths(obj)[i]``."""
    leaves = []
    key = _describe(obj, leaves)
    tree = _TREES.get(key)
    if tree is None:
        tree = _tree(obj)
        if not _tracing():  # (while tracing: nothing kept, the compiled code keeps no Python)
            if len(_TREES) >= _MAX_TREES:
                _TREES.clear()
            _TREES[key] = tree
    elif tree._fn is None and tree.children and not _tracing():
        _generate(tree)  # seen again: worth a generated rebuilding function
    return leaves, tree


# functions telling whether a tracer that cannot follow ``exec`` (Dynamo, for torch.compile) is
# tracing the caller; the backends that have one add it
TRACING: list = []


def _tracing():
    for tracing in TRACING:
        if tracing():
            return True
    return False


def _describe(obj, leaves):
    """A hashable description of ``obj``'s structure (its leaves appended to ``leaves``): a
    node is ``(type, key, child, key, child, ...)`` (mappings) or ``(type, child, ...)``, a leaf
    ``0``, ``None`` itself. Leaves of a type seen before are taken without a call."""
    t = type(obj)
    if t in _LEAF_TYPES:
        leaves.append(obj)
        return 0
    if isinstance(obj, dict):
        key = [t]
        for k, v in obj.items():
            key.append(k if type(k) is str else (type(k), k))  # True and 1 differ as keys
            if type(v) in _LEAF_TYPES:
                leaves.append(v)
                key.append(0)
            else:
                key.append(_describe(v, leaves))
        return tuple(key)
    if isinstance(obj, (list, tuple)):
        key = [t]
        for v in obj:
            if type(v) in _LEAF_TYPES:
                leaves.append(v)
                key.append(0)
            else:
                key.append(_describe(v, leaves))
        return tuple(key)
    if obj is None:
        return None
    if isinstance(obj, Mapping):
        key = [t]
        for k in list(obj.keys()):
            key.append(k if type(k) is str else (type(k), k))
            key.append(_describe(obj[k], leaves))
        return tuple(key)
    leaves.append(obj)
    _LEAF_TYPES.add(t)  # neither a mapping nor a sequence: a leaf whenever seen again
    return 0


_LEAF_TYPES: set = set()


def _tree(obj):
    if obj is None:
        return _NONE
    if isinstance(obj, Mapping):
        keys = list(obj.keys())
        children = [_tree(obj[k]) for k in keys]
        return TreeDef("map", (type(obj), keys), children, sum(c.count for c in children))
    if isinstance(obj, (list, tuple)):
        children = [_tree(o) for o in obj]
        return TreeDef("seq", type(obj), children, sum(c.count for c in children))
    return _LEAF


def _generate(tree):
    """Give ``tree`` a generated function rebuilding its structure from a list of leaves in one
    call: mappings and sequences built bottom-up by literal expressions (``{'w': l[0], 'b':
    l[1]}``), Containers filled as they are (their keys are known valid: no checks)."""
    if _depth(tree) > _MAX_GENERATED_DEPTH:
        tree._fn = tree._rebuild  # recursively, as before (generated source would nest too deep)
        return
    env, lines, counter = {}, [], [0, 0]

    def const(value):
        name = f"_c{len(env)}"
        env[name] = value
        return name

    def expr(t):
        if t.kind == "leaf":
            counter[0] += 1
            return f"l[{counter[0] - 1}]"
        if t.kind == "none":
            return "None"
        items = [expr(c) for c in t.children]
        if t.kind == "map":
            cls, keys = t.meta
            body = "{" + ", ".join(f"{repr(k) if type(k) is str else const(k)}: {v}"
                                   for k, v in zip(keys, items)) + "}"
            if cls is dict:
                return body
            if getattr(cls, "_from_dict", None) is not None:  # ivy.Container
                counter[1] += 1
                name = f"n{counter[1]}"
                lines.append(f"{name} = dict.__new__({const(cls)})")
                lines.append(f"dict.update({name}, {body})")
                return name
            return f"{const(cls)}({body}.items())"
        cls = t.meta
        body = ", ".join(items)
        if cls is list:
            return f"[{body}]"
        if cls is tuple:
            return f"({body}{',' if len(items) == 1 else ''})"
        if hasattr(cls, "_fields"):  # a named tuple
            return f"{const(cls)}({body})"
        return f"{const(cls)}([{body}])"

    result = expr(tree)
    src = "def _unflatten(l):\n" + "".join(f"    {line}\n" for line in lines)
    src += f"    return {result}\n"
    from .functional._api import exec_source  # noqa: PLC0415 - once per new structure

    exec_source(src, f"<ivy._nest:{id(tree):x}>", env)
    tree._fn = env["_unflatten"]


def _depth(tree):
    d = 0
    for c in tree.children:
        d = max(d, _depth(c))
    return d + 1


def paths(obj, prefix=""):
    """The key chain (``"a/b/0"``) of every leaf of ``obj``, in :func:`flatten`'s order."""
    if obj is None:
        return []
    if isinstance(obj, Mapping):
        return [p for k in obj for p in paths(obj[k], f"{prefix}/{k}" if prefix else str(k))]
    if isinstance(obj, (list, tuple)):
        return [p for i, o in enumerate(obj) for p in paths(o, f"{prefix}/{i}" if prefix else str(i))]
    return [prefix]
