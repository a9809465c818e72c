"""Summaries and conversions of ``ivy.Container``: ``shapes``, ``dtypes``, pretty printing,
``to_numpy`` and ``to_backend``."""

from __future__ import annotations

from typing import Self

from .. import _convert
from .. import dtypes as _dt
from ..functional import conversions as _conversions
from ..functional import general as _general

_MAX_SHOWN = 6  # arrays of up to this many elements are printed with their values


def _is_array(x):
    # native arrays, NumPy scalars (NumPy's 0-d results), ivy.Array, JAX tracers
    return hasattr(x, "shape") and hasattr(x, "dtype")


def _leaf_text(x):
    if not _is_array(x):
        text = repr(x)
        return text if len(text) <= 80 else text[:77] + "..."
    shape = tuple(int(s) for s in x.shape)
    text = f"{_dt.as_ivy_dtype(x.dtype)}{list(shape)}"
    size = 1
    for s in shape:
        size *= s
    if size <= _MAX_SHOWN:
        try:
            import numpy as np  # noqa: PLC0415 - printing only

            values = np.asarray(_conversions.to_numpy(x.native if hasattr(x, "native") else x))
            text += " " + " ".join(np.array2string(values, separator=", ", precision=4).split())
        except Exception:  # noqa: BLE001 - values unavailable (e.g. a JAX tracer): omit them
            pass
    return text


class ContainerSummary:
    """Mixin: ``shapes``, ``dtypes``, ``__repr__``, ``to_numpy``, ``to_backend``."""

    __slots__ = ()

    @property
    def shapes(self) -> Self:
        """A Container of the arrays' shapes (tuples of ints; None for non-array leaves)."""
        return self.map(lambda x, kc: tuple(int(s) for s in x.shape) if _is_array(x) else None)

    @property
    def dtypes(self) -> Self:
        """A Container of the arrays' Ivy dtypes (None for non-array leaves)."""
        return self.map(lambda x, kc: _dt.as_ivy_dtype(x.dtype) if _is_array(x) else None)

    def to_numpy(self) -> Self:
        """A Container with every native array converted to a NumPy array."""
        return self.map(lambda x, kc: _conversions.to_numpy(x) if _general.is_native_array(x) else x)

    def to_backend(self, backend: str, /) -> Self:
        """A Container with every native array moved to ``backend`` (``ivy.to_backend``)."""
        return self.map(lambda x, kc: _convert.to_backend(x, backend)
                        if _general.is_native_array(x) else x)

    def __repr__(self):
        lines = ["Container{"]
        _lines(self, lines, "  ")
        lines.append("}")
        return "\n".join(lines)

    __str__ = __repr__


def _lines(c, out, indent):
    for k, v in c.items():
        if isinstance(v, dict):
            out.append(f"{indent}{k}: {{")
            _lines(v, out, indent + "  ")
            out.append(f"{indent}}}")
        else:
            out.append(f"{indent}{k}: {_leaf_text(v)}")
