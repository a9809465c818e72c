"""NumPy's dtype functions on the frontend's dtypes: ``result_type`` and ``promote_types`` (NumPy
2's rules, ``_promotion``), ``can_cast``, ``finfo``, ``iinfo``, ``issubdtype``, ``isdtype``,
``common_type``, ``astype``, ``ndim``, ``shape``, ``size``."""

from __future__ import annotations

import math

import numpy as _np

import ivy

from ._dtypes import _SCALAR_TYPES, DTYPES, dtype, dtype_name
from ._ndarray import (
    PY_KIND,
    _NumpyObject,
    cast,
    complexfloating,
    floating,
    generic,
    inexact,
    integer,
    name_of,
    number,
    py_kind,
    signedinteger,
    to_native,
    unsignedinteger,
    wrap,
)
from ._promotion import can_cast as _can_cast
from ._promotion import kind_of
from ._promotion import promote_types as _promote_types
from ._promotion import result_type as _result_type

__all__ = ["astype", "can_cast", "common_type", "finfo", "iinfo", "isdtype", "issubdtype",
           "min_scalar_type", "mintypecode", "ndim", "promote_types", "result_type", "shape",
           "size", "typename"]

COMPOSED = frozenset()


def _strong_name(x):
    """The dtype name of an array, scalar or dtype-like (not a Python number)."""
    if isinstance(x, _NumpyObject):
        return name_of(x._data)
    if hasattr(x, "dtype") and not isinstance(x, type):
        return dtype_name(x.dtype)
    return dtype_name(x)


def result_type(*arrays_and_dtypes):
    strong, weak = [], []
    for x in arrays_and_dtypes:
        k = py_kind(x)
        if k is not None:
            weak.append(k)
        else:
            strong.append(_strong_name(x))
    return DTYPES[_result_type(strong, weak)]


def promote_types(type1, type2):
    return DTYPES[_promote_types(dtype_name(type1), dtype_name(type2))]


def can_cast(from_, to, casting="safe"):
    if type(from_) in PY_KIND:
        raise TypeError("can_cast() does not support Python ints, floats, and complex because "
                        "the result used to depend on the value.\nThis change was part of "
                        "adopting NEP 50, we may explicitly allow them again in the future.")
    if casting not in ("no", "equiv", "safe", "same_kind", "unsafe"):
        raise ValueError("casting must be one of 'no', 'equiv', 'safe', 'same_kind', or "
                         "'unsafe'")
    return _can_cast(_strong_name(from_), dtype_name(to), casting)


def _info_name(x):
    if isinstance(x, _NumpyObject):
        return name_of(x._data)
    if x in (float, complex):
        return dtype_name(x)
    if isinstance(x, float) or isinstance(x, complex):
        return "float64" if isinstance(x, float) else "complex128"
    if x is int or isinstance(x, int):
        return "int64"
    return dtype_name(x)


class finfo:  # noqa: N801 - NumPy's name
    """``numpy.finfo``: machine limits of a floating-point dtype (of a complex dtype: of its
    parts), the values as NumPy scalars of the frontend."""

    def __init__(self, dtype):
        name = _info_name(dtype)
        name = {"complex64": "float32", "complex128": "float64"}.get(name, name)
        if kind_of(name) != "f":
            raise ValueError(f"data type {DTYPES[name]!r} not inexact")
        if name == "bfloat16":
            import ml_dtypes  # noqa: PLC0415 - an Ivy dependency

            info = ml_dtypes.finfo(ml_dtypes.bfloat16)
        else:
            info = _np.finfo(name)
        self.dtype = DTYPES[name]
        self.bits = int(info.bits)
        self.precision = int(info.precision)
        self.maxexp, self.minexp = int(info.maxexp), int(info.minexp)
        self.nmant, self.nexp = int(info.nmant), int(info.nexp)
        self.iexp, self.machep, self.negep = int(info.iexp), int(info.machep), int(info.negep)
        t = _SCALAR_TYPES[name]
        for attr in ("eps", "epsneg", "max", "min", "resolution", "smallest_normal",
                     "smallest_subnormal"):
            setattr(self, attr, t(float(getattr(info, attr))))
        self.tiny = self.smallest_normal

    def __repr__(self):
        return (f"finfo(resolution={float(self.resolution)}, min={float(self.min):e}, "
                f"max={float(self.max):e}, dtype={self.dtype})")


class iinfo:  # noqa: N801 - NumPy's name
    """``numpy.iinfo``: limits of an integer dtype (Python ints, as NumPy's)."""

    def __init__(self, int_type):
        name = _info_name(int_type)
        if kind_of(name) not in "iu":
            raise ValueError(f"Invalid integer data type {kind_of(name)!r}.")
        info = _np.iinfo(name)
        self.dtype = DTYPES[name]
        self.kind = kind_of(name)
        self.bits = int(info.bits)
        self.min, self.max = int(info.min), int(info.max)

    def __repr__(self):
        return f"iinfo(min={self.min}, max={self.max}, dtype={self.dtype})"


_ABSTRACT = (generic, number, integer, signedinteger, unsignedinteger, inexact, floating,
             complexfloating)


def _scalar_class(x):
    if isinstance(x, type) and issubclass(x, generic):
        return x
    if x in (int, float, complex, bool):
        return {int: signedinteger, float: floating, complex: complexfloating,
                bool: _SCALAR_TYPES["bool"]}[x]
    return _SCALAR_TYPES[dtype_name(x)]


def issubdtype(arg1, arg2):
    c1 = _SCALAR_TYPES[dtype_name(arg1)] if not (isinstance(arg1, type) and
                                                issubclass(arg1, generic)) else arg1
    return issubclass(c1, _scalar_class(arg2))


_KINDS = {"bool": "b", "signed integer": "i", "unsigned integer": "u", "integral": "iu",
          "real floating": "f", "complex floating": "c", "numeric": "iufc"}


def isdtype(dtype_, kind):
    name = dtype_name(dtype_)
    k = kind_of(name)
    kinds = kind if isinstance(kind, tuple) else (kind,)
    for kd in kinds:
        if isinstance(kd, str):
            if kd not in _KINDS:
                raise ValueError(f"kind argument is a string, but {kd!r} is not a known kind "
                                 f"name.")
            if k in _KINDS[kd]:
                return True
        elif dtype_name(kd) == name:
            return True
    return False


def common_type(*arrays):
    best = "float16"
    is_complex = False
    for a in arrays:
        n = name_of(to_native(a))
        k = kind_of(n)
        if k == "c":
            is_complex = True
            n = "float32" if n == "complex64" else "float64"
        elif k in "biu":
            n = "float64"
        best = _promote_types(best, n)
    if is_complex:
        best = "complex64" if best in ("float16", "float32") else "complex128"
    return _SCALAR_TYPES[best]


def min_scalar_type(a, /):
    if type(a) in PY_KIND:
        return DTYPES[_np.min_scalar_type(a).name]
    d = to_native(a)
    if len(d.shape):
        return DTYPES[name_of(d)]

    return DTYPES[_np.min_scalar_type(_np.asarray(ivy.to_scalar(d), dtype=name_of(d))).name]


def mintypecode(typechars, typeset="GDFgdf", default="d"):
    chars = [t if isinstance(t, str) else dtype(t).char for t in typechars]
    inter = [t for t in chars if t in typeset]
    if not inter:
        return default
    if "F" in inter and "d" in inter:
        return "D"
    return min(inter, key=lambda c: "GDFgdf".index(c) if c in "GDFgdf" else 99)


def astype(x, dtype, /, *, copy=True, device=None):
    d = to_native(x)
    r = cast(d, dtype_name(dtype))
    if device is not None:
        r = ivy.to_device(r, str(device))
    return wrap(r)


def ndim(a):
    return len(to_native(a).shape)


def shape(a):
    return tuple(int(s) for s in to_native(a).shape)


def size(a, axis=None):
    s = shape(a)
    if axis is None:
        return math.prod(s)
    if isinstance(axis, tuple):
        return math.prod(s[i] for i in axis)
    return s[axis]


def typename(char):
    names = {"?": "bool", "b": "signed char", "B": "unsigned char", "h": "short",
             "H": "unsigned short", "i": "integer", "I": "unsigned integer", "l": "long integer",
             "L": "unsigned long integer", "q": "long long integer",
             "Q": "unsigned long long integer", "e": "half precision", "f": "single precision",
             "d": "double precision", "F": "complex single precision",
             "D": "complex double precision"}
    return names[char]

