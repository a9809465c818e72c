"""PyTorch's type promotion, written out: three groups (tensors with dimensions, 0-d tensors,
Python numbers), each promoted within itself, then combined by category (bool < integer <
floating < complex) so that a 0-d tensor or a number changes the result dtype only when it is of a
higher category than the tensors with dimensions (``torch.result_type``'s documented rule).
A Python ``float`` counts as the default float dtype, a ``complex`` as the default complex dtype,
an ``int`` as int64.

Known difference: PyTorch gives ``complex32`` for float16 with a complex operand; Ivy has no
complex32, so the frontend gives complex64.
"""

from __future__ import annotations

from ... import dtypes as _dt
from .._common import ivy_dtype_of

_KIND = _dt._KIND
_ORDER = {"bool": 0, "uint": 1, "int": 1, "float": 2, "complex": 3}
_TO_COMPLEX = {"float16": "complex64", "bfloat16": "complex64", "float32": "complex64",
               "float64": "complex128"}
_SMALL_UNSIGNED = ("uint16", "uint32", "uint64")


def promote_types(a: str, b: str) -> str:
    """``torch.promote_types`` on dtype names."""
    if a == b:
        return a
    if (a in _SMALL_UNSIGNED and _KIND[b] != "float") or (b in _SMALL_UNSIGNED
                                                           and _KIND[a] != "float"):
        # PyTorch promotes its barebones unsigned types only with themselves and floats
        raise TypeError(f"Promotion for uint16, uint32, uint64 types is not supported, "
                        f"attempted to promote {a.capitalize()} and {b.capitalize()}")
    return str(_dt.promote_types(a, b))


def _combine(higher, lower):
    # which of two groups' dtypes wins, the first being the group of higher priority
    if higher is None:
        return lower
    if lower is None:
        return higher
    kh, kl = _ORDER[_KIND[higher]], _ORDER[_KIND[lower]]
    if kh == 3:
        return higher
    if kl == 3:
        return _TO_COMPLEX[higher] if kh == 2 else lower
    if kh == 2:
        return higher
    if higher == "bool" or kl == 2:
        return promote_types(higher, lower)
    return higher


def _group(current, name):
    return name if current is None else promote_types(current, name)


def result_type_of(*operands) -> str:
    """The result dtype name of ``operands``: native arrays, frontend Tensors (their ``_data``
    read by the caller), Python numbers; as ``torch.result_type``."""
    dim = zero = wrapped = None
    for x in operands:
        c = type(x)  # the class itself: NumPy's float64 scalar is a float, yet a 0-d array here
        if c is bool:
            wrapped = _group(wrapped, "bool")
        elif c is int:
            wrapped = _group(wrapped, "int64")
        elif c is float:
            wrapped = _group(wrapped, str(_dt.default_float_dtype()))
        elif c is complex:
            wrapped = _group(wrapped, str(_dt.default_complex_dtype()))
        else:
            name = str(ivy_dtype_of(x.dtype))
            if len(x.shape) == 0:
                zero = _group(zero, name)
            else:
                dim = _group(dim, name)
    return _combine(dim, _combine(zero, wrapped))


def can_cast(a: str, b: str) -> bool:
    """``torch.can_cast``: no cast to a lower category (float to int, anything but bool to bool)."""
    return _ORDER[_KIND[a]] <= _ORDER[_KIND[b]]
