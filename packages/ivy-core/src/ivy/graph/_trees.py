"""The structure of a graph's inputs and outputs when they are nests (pytrees) of arrays: dicts,
lists, tuples and ``None`` around array leaves, as ``jax.tree_util`` orders them (a dict's
leaves by sorted key), described by a JSON-ready value:

* ``"*"``: one array;
* ``None``: ``None`` (no leaf);
* ``{"tuple": [t, ...]}``, ``{"list": [t, ...]}``: a tuple / list of sub-structures;
* ``{"dict": [[key, t], ...]}``: a dict, its keys sorted (string or integer keys);
* ``{"container": [[key, t], ...]}``: an ``ivy.Container``, its keys in its own order (as
  Ivy's JAX backend registers it with ``jax.tree_util``); the source of ``Graph.to_source``
  writes it as a dict.

A graph that has such a structure takes (and returns) the nest itself; its flat inputs are the
leaves in this order.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..container import Container
from ..errors import IvyValueError

LEAF = "*"


def flatten(obj: Any) -> tuple[list[Any], Any]:
    """``(leaves, structure)`` of ``obj``."""
    leaves: list[Any] = []
    return leaves, _describe(obj, leaves)


def _describe(obj, leaves):
    if obj is None:
        return None
    if type(obj) is dict:
        keys = sorted(obj)
        for k in keys:
            if not isinstance(k, (str, int)) or isinstance(k, bool):
                raise IvyValueError(f"ivy.Graph: a dict key of a graph's input or output must be "
                                    f"a str or an int, got {k!r}")
        return {"dict": [[k, _describe(obj[k], leaves)] for k in keys]}
    if type(obj) in (list, tuple):
        return {type(obj).__name__: [_describe(v, leaves) for v in obj]}
    if type(obj) is Container:
        return {"container": [[k, _describe(v, leaves)] for k, v in obj.items()]}
    leaves.append(obj)
    return LEAF


def as_dicts(obj: Any) -> Any:
    """``obj`` with its mappings (a Hugging Face ``ModelOutput``, an ``OrderedDict``) as dicts,
    lists and tuples rebuilt: the structure a graph of a PyTorch / TensorFlow capture keeps and
    gives back (its keys by sorted order, as ``tf.nest`` orders them too)."""
    if isinstance(obj, Mapping) and type(obj) is not Container:
        return {k: as_dicts(v) for k, v in obj.items()}
    if type(obj) in (list, tuple):
        return type(obj)(as_dicts(v) for v in obj)
    return obj


def unflatten(structure: Any, leaves: Any) -> Any:
    """The nest of ``structure`` holding ``leaves`` (an iterable, in :func:`flatten`'s order)."""
    return _build(structure, iter(leaves))


def _build(t, it):
    if t == LEAF:
        return next(it)
    if t is None:
        return None
    if "dict" in t:
        return {k: _build(sub, it) for k, sub in t["dict"]}
    if "container" in t:
        keys = [k for k, _ in t["container"]]
        return Container._from_pairs(keys, [_build(sub, it) for _, sub in t["container"]])
    if "list" in t:
        return [_build(sub, it) for sub in t["list"]]
    return tuple(_build(sub, it) for sub in t["tuple"])


def is_flat(structure: Any) -> bool:
    """Whether ``structure`` (of a function's arguments, a tuple) is one array per argument."""
    return structure is not None and "tuple" in structure and all(
        s == LEAF for s in structure["tuple"])


def describe(structure: Any) -> str:
    """A short human description (for errors): ``(*, {'w': *, 'b': *})``."""
    if structure == LEAF:
        return "*"
    if structure is None:
        return "None"
    if "dict" in structure or "container" in structure:
        pairs = structure.get("dict") or structure["container"]
        inner = ", ".join(f"{k!r}: {describe(s)}" for k, s in pairs)
        return f"Container({inner})" if "container" in structure else "{" + inner + "}"
    inner = ", ".join(describe(s) for s in next(iter(structure.values())))
    return f"[{inner}]" if "list" in structure else f"({inner})"

