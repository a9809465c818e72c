"""What every frontend shares: dtype objects printed as their framework prints them, the look-up
from a backend's native dtype to the frontend's, the error for an unsupported name or option.

Each frontend keeps its own array class and promotion rule (``<framework>/_promotion.py``); this
module holds only what does not differ between them.
"""

from __future__ import annotations

from ..dtypes import _BITS, _KIND, _NAMES, Dtype, as_ivy_dtype
from ..errors import IvyUnsupportedError, IvyValueError

__all__ = ["FrontendDtype", "dtype_objects", "ivy_dtype_of", "kind_of", "unsupported", "reject_option"]


class FrontendDtype(Dtype):
    """A frontend's dtype: the Ivy dtype of the same name (so it equals ``ivy.float32``, the string
    ``"float32"`` and every framework's native ``float32``, and every Ivy function accepts it),
    printed as its framework prints it (``torch.float32``).
    """

    __slots__ = ()
    framework = "ivy"

    def __repr__(self):
        return f"{self.framework}.{str(self)}"

    @property
    def itemsize(self) -> int:
        """Bytes per element."""
        return max(1, _BITS[str(self)] // 8)

    @property
    def is_floating_point(self) -> bool:
        return _KIND[str(self)] == "float"

    @property
    def is_complex(self) -> bool:
        return _KIND[str(self)] == "complex"

    @property
    def is_signed(self) -> bool:
        return _KIND[str(self)] in ("int", "float", "complex")


def dtype_objects(cls) -> dict:
    """``{name: cls(name)}`` for every Ivy dtype name: a frontend's dtype objects."""
    return {n: cls(n) for n in _NAMES}


_IVY_DTYPE: dict = {}  # native dtype object (hashable) -> Ivy dtype


def ivy_dtype_of(native_dtype) -> Dtype:
    """The Ivy dtype of a backend's native dtype object, cached per object."""
    try:
        return _IVY_DTYPE[native_dtype]
    except KeyError:
        d = _IVY_DTYPE[native_dtype] = as_ivy_dtype(native_dtype)
        return d


_KIND_OF: dict = {}  # native dtype object, dtype or name -> its kind


def kind_of(dtype) -> str:
    """The kind (``"bool"``, ``"int"``, ``"uint"``, ``"float"``, ``"complex"``) of a native
    dtype object (or any dtype spelling), cached per object: ``ivy_dtype_of(d).kind`` in one
    dictionary look-up (a dtype's kind never changes)."""
    try:
        return _KIND_OF[dtype]
    except KeyError:
        k = _KIND_OF[dtype] = _KIND[str(ivy_dtype_of(dtype))]
        return k
    except TypeError:  # an unhashable dtype object
        return _KIND[str(as_ivy_dtype(dtype))]


def unsupported(framework: str, qualname: str, reason: str):
    """A function that raises :class:`ivy.IvyUnsupportedError` for ``framework.qualname``.

    A frontend module lists the names it knows it cannot offer in ``UNSUPPORTED = {name: reason}``
    and hands them out from its ``__getattr__`` through this function, so ``torch.foo(...)`` says
    why instead of ``AttributeError``.
    """

    def raise_unsupported(*args, **kwargs):
        raise IvyUnsupportedError(
            f"{framework}.{qualname} is not supported by Ivy's {framework} frontend: {reason}")

    raise_unsupported.__name__ = qualname.rsplit(".", 1)[-1]
    raise_unsupported.__qualname__ = qualname
    raise_unsupported.__doc__ = f"Unsupported: {reason}"
    return raise_unsupported


def reject_option(framework: str, qualname: str, option: str, value, why: str = ""):
    """Raise the error for a real option the frontend does not implement (never ignored silently)."""
    raise IvyValueError(f"{framework}.{qualname}: {option}={value!r} is not supported by Ivy's "
                        f"{framework} frontend" + (f" ({why})" if why else ""))


def flatten_pytree(tree):
    """``(leaves, spec)`` of a nest of tuples (named tuples), lists, dicts (keys sorted, as JAX
    and TensorFlow order them) and ``None``; :func:`unflatten_pytree` rebuilds it. No global
    cache (``torch.compile``'s loop operators refuse a body that mutates one)."""
    if isinstance(tree, (list, tuple)):  # named tuples included (rebuilt by their type)
        leaves, defs = [], []
        for t in tree:
            lv, d = flatten_pytree(t)
            leaves += lv
            defs.append(d)
        return leaves, (type(tree), tuple(defs))
    if isinstance(tree, dict):
        leaves, defs = [], []
        keys = sorted(tree)
        for k in keys:
            lv, d = flatten_pytree(tree[k])
            leaves += lv
            defs.append(d)
        return leaves, (dict, (tuple(keys), tuple(defs)))
    if tree is None:
        return [], (None, None)
    return [tree], ("leaf", None)


def unflatten_pytree(spec, leaves):
    """The nest ``spec`` (from :func:`flatten_pytree`) with ``leaves`` in place."""
    it = iter(leaves)

    def build(s):
        kind, defs = s
        if kind == "leaf":
            return next(it)
        if kind is None:
            return None
        if kind is dict:
            keys, ds = defs
            return {k: build(d) for k, d in zip(keys, ds)}
        items = [build(d) for d in defs]
        return kind(*items) if hasattr(kind, "_fields") else kind(items)

    return build(spec)
