"""Ivy data types, the standard's promotion table, and the framework-agnostic data type functions.

An Ivy dtype is a ``str`` subclass (``ivy.float32 == "float32"``) that also compares equal to the
native dtype objects of every framework (``ivy.float32 == torch.float32``), so it can be passed
wherever a dtype is accepted and compared with ``x.dtype`` of any native array.
"""

from __future__ import annotations

import math
from typing import Any

from .errors import IvyDtypeError

__all__ = [
    "Dtype", "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128", "all_dtypes",
    "half_dtypes", "standard_dtypes", "as_ivy_dtype", "can_cast",
    "default_complex_dtype", "default_float_dtype", "default_int_dtype", "finfo", "iinfo",
    "isdtype", "promote_types", "result_type", "set_default_float_dtype", "set_default_int_dtype",
]

_builtin_bool = bool
_builtin_int = int
_builtin_float = float
_builtin_complex = complex


class Dtype(str):
    """An Ivy data type: a string that equals the matching native dtype of every framework.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.float32 == "float32", ivy.float32 == np.float32, np.dtype("float32") == ivy.float32
        (True, True, True)
    """

    __slots__ = ()

    # str(...) == str(...), not str.__eq__(self, other): torch.compile's Dynamo cannot trace the
    # unbound str.__eq__ (it falls back to eager for the whole function)
    def __eq__(self, other):
        if other.__class__ is Dtype or isinstance(other, str):
            return str(self) == str(other)
        name = _native_name(other)
        return name is not None and str(self) == name

    def __ne__(self, other):
        return not self.__eq__(other)

    def __repr__(self):
        return f"ivy.{str(self)}"

    @property
    def kind(self) -> str:
        """One of ``"bool"``, ``"int"``, ``"uint"``, ``"float"``, ``"complex"``."""
        return _KIND[self]

    @property
    def bits(self) -> int:
        """Width in bits (8 for ``bool``)."""
        return _BITS[self]


# Defining __eq__ set Dtype.__hash__ to None; deleting it lets str's own hash (inherited: the same
# C slot, equal to the name's hash) serve, which torch.compile's Dynamo evaluates while tracing
# (a __hash__ defined on Dtype, even str.__hash__ itself, would be a graph break per look-up).
del Dtype.__hash__

# the standard's dtypes (ivy.array_api has exactly these), then the half-precision ones Ivy adds
_STANDARD_NAMES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
                   "float32", "float64", "complex64", "complex128")
_HALF_NAMES = ("float16", "bfloat16")
_NAMES = _STANDARD_NAMES + _HALF_NAMES
_DT = {n: Dtype(n) for n in _NAMES}
bool, int8, int16, int32, int64 = (_DT[n] for n in _NAMES[:5])  # noqa: A001
uint8, uint16, uint32, uint64 = (_DT[n] for n in _NAMES[5:9])
float32, float64, complex64, complex128 = (_DT[n] for n in _NAMES[9:13])
float16, bfloat16 = _DT["float16"], _DT["bfloat16"]
#: every Ivy dtype; ``standard_dtypes``: the standard's 13; ``half_dtypes``: float16, bfloat16
all_dtypes = tuple(_DT[n] for n in _NAMES)
standard_dtypes = tuple(_DT[n] for n in _STANDARD_NAMES)
half_dtypes = (float16, bfloat16)

class StandardDtype:
    """A data type of ``ivy.array_api`` (the standard's dtype object): not a string; equal only to
    itself and to the Ivy dtype of the same name (``ivy.array_api.float32 == ivy.float32``), never
    to a string or a framework's dtype. One object per dtype; ``ivy.Array.dtype`` returns them.

    Example:
        >>> import ivy
        >>> xp = ivy.array_api
        >>> xp.float32 == xp.float32, xp.float32 == xp.float64, xp.float32 == "float32"
        (True, False, False)
    """

    __slots__ = ("name",)

    def __init__(self, name: str):
        self.name = name  # also how every Ivy function recognises it (as_ivy_dtype)

    def __eq__(self, other):
        if other.__class__ is StandardDtype:
            return self is other
        return other.__class__ is Dtype and str(other) == self.name

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash(self.name)

    def __str__(self):
        return self.name

    def __repr__(self):
        return f"ivy.array_api.{self.name}"

    def __reduce__(self):
        return standard_dtype, (self.name,)

    @property
    def kind(self) -> str:
        """One of ``"bool"``, ``"int"``, ``"uint"``, ``"float"``, ``"complex"``."""
        return _KIND[self.name]


def standard_dtype(dtype: Dtype | str | Any) -> StandardDtype:
    """The ``ivy.array_api`` dtype object of ``dtype`` (any dtype Ivy knows).

    Example:
        >>> import ivy
        >>> ivy.dtypes.standard_dtype("int8")
        ivy.array_api.int8
    """
    d = _STANDARD.get(dtype.__class__ is Dtype and dtype)
    if d is None:
        d = _STANDARD.get(as_ivy_dtype(dtype))
        if d is None:
            raise IvyDtypeError(
                f"{dtype} is not a dtype of the array API standard (ivy.array_api has only the "
                f"standard's dtypes): use the root namespace (ivy.{dtype}) or cast to float32")
    return d


_KIND = {n: ("bool" if n == "bool" else "uint" if n.startswith("uint") else
             "int" if n.startswith("int") else "complex" if n.startswith("complex") else "float")
         for n in _NAMES}
_STANDARD = {d: StandardDtype(str(d)) for d in standard_dtypes}
_BITS = {n: (8 if n == "bool" else _builtin_int("".join(c for c in n if c.isdigit()))) for n in _NAMES}

# --- native dtype names: recognised by their string form, no framework imported ------------
_NATIVE_CACHE: dict = {}


def _native_name(d):
    """Return the Ivy dtype name of a native dtype object (numpy/torch/jax/tf/mxnet), or None."""
    try:
        return _NATIVE_CACHE[d]
    except (KeyError, TypeError):
        pass
    name = getattr(d, "name", None)  # numpy dtype, tf.DType, jax scalar types via np.dtype
    if not isinstance(name, str):
        s = str(d)  # torch.float32 -> "torch.float32", <class 'numpy.float32'>
        name = s.rsplit(".", 1)[-1].strip("'>")
    if name == "bool_":
        name = "bool"
    if name not in _DT:
        try:  # numpy scalar types (np.float32) and anything np.dtype understands
            import numpy as np

            name = np.dtype(d).name
        except Exception:  # noqa: BLE001 - not a dtype at all
            return None
        if name not in _DT:
            return None
    try:
        _NATIVE_CACHE[d] = name
    except TypeError:
        pass
    return name


def as_ivy_dtype(dtype: Dtype | str | Any) -> Dtype:
    """Return the Ivy dtype of ``dtype`` (an Ivy dtype, a name, or any framework's native dtype).

    Example:
        >>> import numpy as np, ivy
        >>> ivy.as_ivy_dtype(np.float32)
        ivy.float32
    """
    if dtype.__class__ is Dtype:
        return dtype
    if isinstance(dtype, str):
        d = _DT.get(dtype)
        if d is None:
            raise IvyDtypeError(f"unknown dtype {dtype!r}; valid dtypes: {', '.join(_NAMES)}")
        return d
    if dtype is _builtin_bool:
        return bool
    if dtype is _builtin_int:
        return default_int_dtype()
    if dtype is _builtin_float:
        return default_float_dtype()
    if dtype is _builtin_complex:
        return default_complex_dtype()
    name = _native_name(dtype)
    if name is None:
        raise IvyDtypeError(f"{dtype!r} is not a dtype Ivy knows; valid dtypes: {', '.join(_NAMES)}")
    return _DT[name]


def _dtype_of(x) -> Dtype:
    """Ivy dtype of an array or a dtype."""
    d = getattr(x, "dtype", None)
    return as_ivy_dtype(x if d is None else d)


# --- defaults --------------------------------------------------------------------------------
_DEFAULTS = {"float": float32, "int": int64}


def default_float_dtype() -> Dtype:
    """The dtype of floating-point arrays created without a dtype (``ivy.float32`` unless changed).

    Example:
        >>> import ivy
        >>> ivy.default_float_dtype()
        ivy.float32
    """
    return _DEFAULTS["float"]


def default_int_dtype() -> Dtype:
    """The dtype of integer arrays created without a dtype (``ivy.int64`` unless changed).

    Example:
        >>> import ivy
        >>> ivy.default_int_dtype()
        ivy.int64
    """
    return _DEFAULTS["int"]


def default_complex_dtype() -> Dtype:
    """The complex dtype matching the default float dtype (``ivy.complex64`` for float32).

    Example:
        >>> import ivy
        >>> ivy.default_complex_dtype()
        ivy.complex64
    """
    return complex128 if _DEFAULTS["float"] == "float64" else complex64


def set_default_float_dtype(dtype: Dtype | str) -> None:
    """Set the default floating-point dtype (``"float32"``, ``"float64"``, ``"float16"`` or
    ``"bfloat16"``) for every backend (the default complex dtype is complex128 for float64,
    complex64 otherwise).

    Example:
        >>> import ivy
        >>> ivy.set_default_float_dtype("float64"); ivy.asarray([1.5]).dtype == ivy.float64
        True
        >>> ivy.set_default_float_dtype("float32")
    """
    d = as_ivy_dtype(dtype)
    if d.kind != "float":
        raise IvyDtypeError(f"set_default_float_dtype: {d} is not a floating-point dtype")
    _DEFAULTS["float"] = d


def set_default_int_dtype(dtype: Dtype | str) -> None:
    """Set the default integer dtype (``"int32"`` or ``"int64"``) for every backend.

    Example:
        >>> import ivy
        >>> ivy.set_default_int_dtype("int32"); ivy.arange(3).dtype == ivy.int32
        True
        >>> ivy.set_default_int_dtype("int64")
    """
    d = as_ivy_dtype(dtype)
    if d.kind != "int":
        raise IvyDtypeError(f"set_default_int_dtype: {d} is not a signed integer dtype")
    _DEFAULTS["int"] = d


# --- promotion: the standard's table, plus Ivy's one rule for mixed kinds ---------------------
def _build_table():
    t = {}
    ints = ["int8", "int16", "int32", "int64"]
    uints = ["uint8", "uint16", "uint32", "uint64"]
    cplx = ["complex64", "complex128"]
    for chain in (ints, uints, ["float16", "float32", "float64"], ["bfloat16", "float32", "float64"],
                  cplx):
        for i, a in enumerate(chain):
            for j, b in enumerate(chain):
                t[a, b] = chain[max(i, j)]
    floats = ["float16", "bfloat16", "float32", "float64"]
    t["float16", "bfloat16"] = t["bfloat16", "float16"] = "float32"  # as JAX and PyTorch
    for u in uints:  # uint with int: the smallest signed type holding both
        for i in ints:
            need = max(_BITS[i], 2 * _BITS[u])
            t[u, i] = t[i, u] = f"int{need}" if need <= 64 else "float64"
    for f in floats:
        for c in cplx:
            w = max(_BITS[f] * 2, _BITS[c])
            t[f, c] = t[c, f] = f"complex{w}"
    t["bool", "bool"] = "bool"
    # Mixed kinds (not fixed by the standard; Ivy's rule, as in PyTorch and JAX): the
    # floating/complex operand wins, bool yields to any number.
    for a in _NAMES:
        ka = _KIND[a]
        for b in _NAMES:
            kb = _KIND[b]
            if (a, b) in t:
                continue
            if ka == "bool":
                t[a, b] = b
            elif kb == "bool":
                t[a, b] = a
            elif ka in ("int", "uint") and kb in ("float", "complex"):
                t[a, b] = b
            elif kb in ("int", "uint") and ka in ("float", "complex"):
                t[a, b] = a
    return {(_DT[a], _DT[b]): _DT[r] for (a, b), r in t.items()}


PROMOTION_TABLE = _build_table()


def promote_types(type1: Dtype | str | Any, type2: Dtype | str | Any) -> Dtype:
    """The dtype of a binary operation's result on arrays of ``type1`` and ``type2``.

    Follows the standard's promotion table; for mixed kinds (integer with floating point) the
    floating/complex dtype wins, on every backend.

    Example:
        >>> import ivy
        >>> ivy.promote_types("uint8", "int8")
        ivy.int16
    """
    return PROMOTION_TABLE[as_ivy_dtype(type1), as_ivy_dtype(type2)]


_SCALAR_KIND = {_builtin_bool: "bool", _builtin_int: "int", _builtin_float: "float",
                _builtin_complex: "complex"}


def _promote_scalar(d: Dtype, scalar) -> Dtype:
    """Result dtype of an array of dtype ``d`` with a Python scalar (the standard's weak scalars).

    The scalar takes the array's dtype when its kind fits (bool < int < float < complex);
    a scalar of a higher kind than the array gives that kind's default dtype (complex with a
    float array keeps the array's precision).
    """
    sk, k = _SCALAR_KIND[type(scalar)], d.kind
    if sk == "bool" or k == "complex":
        return d
    if sk == "int":
        return default_int_dtype() if k == "bool" else d
    if sk == "float":
        return d if k == "float" else default_float_dtype()
    if k == "float":
        return complex128 if d == float64 else complex64
    return default_complex_dtype()


def _scalar_default(kind: str) -> Dtype:
    return {"int": default_int_dtype, "float": default_float_dtype,
            "complex": default_complex_dtype}[kind]()


def result_type(*arrays_and_dtypes: Any) -> Dtype:
    """The dtype that results from applying type promotion to the arguments.

    Args:
        *arrays_and_dtypes: arrays, dtypes, or Python scalars (which are weak, as the standard says).

    Example:
        >>> import ivy
        >>> ivy.result_type("float32", "float64", 1)
        ivy.float64
    """
    res = None
    scalars = []
    for a in arrays_and_dtypes:
        if type(a) in _SCALAR_KIND:
            scalars.append(a)
            continue
        d = _dtype_of(a)
        res = d if res is None else PROMOTION_TABLE[res, d]
    if res is None:
        if not scalars:
            raise IvyDtypeError("result_type: needs at least one array or dtype")
        res = as_ivy_dtype(type(scalars[0]))
        scalars = scalars[1:]
    for s in scalars:
        res = _promote_scalar(res, s)
    return res


def can_cast(from_: Any, to: Dtype | str | Any, /) -> _builtin_bool:
    """Whether ``from_`` can be cast to ``to`` by the standard's promotion rules (no mixed kinds).

    Example:
        >>> import ivy
        >>> ivy.can_cast(ivy.int8, ivy.int32), ivy.can_cast(ivy.float64, ivy.float32)
        (True, False)
    """
    a, b = _dtype_of(from_), as_ivy_dtype(to)
    if a == b:
        return True
    if a.kind == "bool" or b.kind == "bool":
        return a.kind == "bool" and b.kind == "bool"
    if a.kind != b.kind and not (a.kind == "uint" and b.kind == "int") and not (
        a.kind == "float" and b.kind == "complex"
    ):
        return False
    return PROMOTION_TABLE.get((a, b)) == b


_CATEGORY = {
    "bool": {"bool"},
    "signed integer": {"int"},
    "unsigned integer": {"uint"},
    "integral": {"int", "uint"},
    "real floating": {"float"},
    "complex floating": {"complex"},
    "numeric": {"int", "uint", "float", "complex"},
}


def isdtype(dtype: Dtype | str | Any, kind: Dtype | str | tuple[Dtype | str, ...]) -> _builtin_bool:
    """Whether ``dtype`` is of ``kind``: a dtype, a category name, or a tuple of those.

    Example:
        >>> import ivy
        >>> ivy.isdtype(ivy.float32, ("integral", "real floating"))
        True
    """
    d = as_ivy_dtype(dtype)
    if isinstance(kind, tuple):
        return any(isdtype(d, k) for k in kind)
    if isinstance(kind, str) and kind in _CATEGORY:
        return d.kind in _CATEGORY[kind]
    return d == as_ivy_dtype(kind)


class finfo_object:
    """Machine limits of a floating-point dtype (the standard's ``finfo_object``)."""

    __slots__ = ("bits", "eps", "max", "min", "smallest_normal", "dtype")

    def __init__(self, bits: int, eps: float, max: float, min: float,  # noqa: A002
                 smallest_normal: float, dtype: Dtype):
        self.bits, self.eps, self.max, self.min = bits, eps, max, min
        self.smallest_normal, self.dtype = smallest_normal, dtype

    def __repr__(self):
        return f"finfo(bits={self.bits}, eps={self.eps}, max={self.max}, dtype={self.dtype})"


class iinfo_object:
    """Limits of an integer dtype (the standard's ``iinfo_object``)."""

    __slots__ = ("bits", "max", "min", "dtype")

    def __init__(self, bits: int, max: int, min: int, dtype: Dtype):  # noqa: A002
        self.bits, self.max, self.min, self.dtype = bits, max, min, dtype

    def __repr__(self):
        return f"iinfo(bits={self.bits}, min={self.min}, max={self.max}, dtype={self.dtype})"


# (bits, eps, max, smallest_normal) per real floating dtype (IEEE 754 binary16/32/64; bfloat16:
# float32's exponent with 8 significand bits)
_FINFO = {
    "float16": (16, 2.0**-10, 65504.0, 2.0**-14),
    "bfloat16": (16, 2.0**-7, (2 - 2.0**-7) * 2.0**127, 2.0**-126),
    "float32": (32, 2.0**-23, (2 - 2.0**-23) * 2.0**127, 2.0**-126),
    "float64": (64, 2.0**-52, 1.7976931348623157e308, 2.0**-1022),
}
_REAL = {"complex64": float32, "complex128": float64}


def finfo(type: Any, /) -> finfo_object:  # noqa: A002
    """Machine limits of a floating-point (or complex) dtype or array.

    Example:
        >>> import ivy
        >>> ivy.finfo(ivy.float32).eps == 2.0 ** -23, ivy.finfo(ivy.bfloat16).eps == 2.0 ** -7
        (True, True)
    """
    d = _dtype_of(type)
    if d.kind not in ("float", "complex"):
        raise IvyDtypeError(f"finfo: {d} is not a floating-point dtype (use ivy.iinfo)")
    real = _REAL.get(d, d)  # the standard: always the real dtype
    bits, eps, mx, sn = _FINFO[real]
    return finfo_object(bits, eps, mx, -mx, sn, real)


def iinfo(type: Any, /) -> iinfo_object:  # noqa: A002
    """Limits of an integer dtype or array.

    Example:
        >>> import ivy
        >>> ivy.iinfo(ivy.uint8).max
        255
    """
    d = _dtype_of(type)
    if d.kind not in ("int", "uint"):
        raise IvyDtypeError(f"iinfo: {d} is not an integer dtype (use ivy.finfo)")
    b = d.bits
    if d.kind == "uint":
        return iinfo_object(b, 2**b - 1, 0, d)
    return iinfo_object(b, 2 ** (b - 1) - 1, -(2 ** (b - 1)), d)


e, inf, nan, pi = math.e, math.inf, math.nan, math.pi


def python_default_dtype(obj: Any) -> Dtype | None:
    """Ivy default dtype for a Python scalar or nested list/tuple of them (None otherwise).

    bool < int < float < complex: the highest kind found picks the default dtype of that kind.
    """
    t = type(obj)
    r = _RANK.get(t)
    if r is None:
        if t is not list and t is not tuple:
            return None
        r = _sequence_rank(obj)
        if r is None:
            return None
    return _DEFAULT_OF_RANK[r]()


_RANK = {_builtin_bool: 0, _builtin_int: 1, _builtin_float: 2, _builtin_complex: 3}
_DEFAULT_OF_RANK = (lambda: bool, default_int_dtype, default_float_dtype, default_complex_dtype)
def _sequence_rank(obj):
    best = None
    for t in set(map(type, obj)):  # the distinct element types, collected in C
        r = _RANK.get(t)
        if r is None:
            if t is not list and t is not tuple:
                return None
            for e in obj:
                if type(e) is t:
                    r = _sequence_rank(e)
                    if r is None:
                        return None
                    best = r if best is None or r > best else best
            continue
        if best is None or r > best:
            best = r
    return 2 if best is None else best  # an empty list gives the default float, as NumPy
