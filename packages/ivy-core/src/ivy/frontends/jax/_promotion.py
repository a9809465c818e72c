"""JAX's type promotion, written out: the type lattice of ``jax.numpy`` with weak types.

Python scalars (and arrays made from them, ``weak_type=True``) are *weak*: ``i*``, ``f*``, ``c*``
sit below every concrete dtype of their kind, so ``int8_array + 1`` stays int8 and
``float16_array + 1.0`` stays float16. The result of several operands is their least upper bound
in the lattice below; a weak result takes the default dtype of its kind (and stays weak). Unlike
NumPy, ``int8 + uint8 -> int16``, an integer with a float16 gives float16, ``bfloat16 + float16 ->
float32``, ``uint64 + int64 -> float``.

As JAX's default configuration (64-bit mode off): inputs are canonicalised first (int64 -> int32,
uint64 -> uint32, float64 -> float32, complex128 -> complex64) and so are results;
:func:`promote_types` (``jnp.promote_types``) works on the dtypes as given, uncanonicalised.
"""

from __future__ import annotations

from .._common import ivy_dtype_of, kind_of
from ._dtypes import _CANON

# node -> the nodes directly above it; "i*" / "f*" / "c*" are the weak types
_LATTICE = {
    "bool": ("i*",), "i*": ("uint8", "int8"), "f*": ("c*", "bfloat16", "float16"),
    "c*": ("complex64",), "uint8": ("int16", "uint16"), "uint16": ("int32", "uint32"),
    "uint32": ("int64", "uint64"), "uint64": ("f*",), "int8": ("int16",), "int16": ("int32",),
    "int32": ("int64",), "int64": ("f*",), "bfloat16": ("float32",), "float16": ("float32",),
    "float32": ("float64", "complex64"), "float64": ("complex128",), "complex64": ("complex128",),
    "complex128": (),
}


def _upper(node):
    seen, todo = set(), [node]
    while todo:
        n = todo.pop()
        if n not in seen:
            seen.add(n)
            todo.extend(_LATTICE[n])
    return frozenset(seen)


_UP = {n: _upper(n) for n in _LATTICE}
_LUB: dict = {}  # frozenset of nodes -> their least upper bound
_WEAK_DEFAULT = {"i*": "int64", "f*": "float64", "c*": "complex128"}
_WEAK_OF_KIND = {"int": "i*", "uint": "i*", "float": "f*", "complex": "c*", "bool": "bool"}


def _lub(nodes):
    key = frozenset(nodes)
    try:
        return _LUB[key]
    except KeyError:
        pass
    common = frozenset.intersection(*(_UP[n] for n in key))
    best = [n for n in common if all(m in _UP[n] for m in common)]
    r = _LUB[key] = best[0]
    return r


def promote_types(a, b) -> str:
    """``jnp.promote_types`` on dtype names, as default JAX gives it: the dtypes as given
    (``int64, uint64 -> float64``), except that an int64 only promotion makes (uint32 with a
    signed integer of 32 bits or fewer) is int32."""
    a, b = str(a), str(b)
    r = _lub((a, b))
    if r == "int64" and a != "int64" and b != "int64":
        return "int32"
    return _WEAK_DEFAULT.get(r, r)


def result_type_of(*operands):
    """``(dtype name, weak)`` of ``jnp.result_type(*operands)`` (x64 off): operands are Python
    numbers, native arrays, dtypes, or objects with ``_data`` and ``weak_type`` (frontend arrays)."""
    nodes = set()
    for x in operands:
        # a Python number (tested with isinstance, not looked up by class in a dict: Dynamo's
        # guard on such a look-up fails as soon as it is made)
        node = None
        if isinstance(x, (int, float, complex)):
            node = "bool" if isinstance(x, bool) else "i*" if isinstance(x, int) else \
                "f*" if isinstance(x, float) else "c*"
        if node is None:
            data = getattr(x, "_data", None)
            if data is not None:
                name = str(ivy_dtype_of(data.dtype))
                if x.weak_type:
                    node = _WEAK_OF_KIND[kind_of(data.dtype)]
                    if node == "bool":
                        node = name
                else:
                    node = name
            else:
                d = getattr(x, "dtype", x)
                node = str(ivy_dtype_of(d))
            node = _CANON.get(node, node)
        nodes.add(node)
    r = _lub(nodes) if len(nodes) > 1 else next(iter(nodes))
    weak = r in _WEAK_DEFAULT
    if weak:
        r = _WEAK_DEFAULT[r]
    return _CANON.get(r, r), weak
