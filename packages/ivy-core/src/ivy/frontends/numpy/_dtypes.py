"""NumPy's dtype objects (``numpy.dtype('float32')``) and the reading of anything NumPy takes as a
dtype (``"float32"``, ``"f4"``, ``numpy.float32``, ``float``, another framework's dtype) into a
dtype name.

A frontend dtype is Ivy's dtype of the same name (a ``str``: it equals ``"float32"``,
``ivy.float32`` and every framework's native ``float32``), printed as NumPy prints it
(``dtype('float32')``), with NumPy's attributes (``kind`` is NumPy's letter, ``type`` the scalar
type ``numpy.float32``).
"""

from __future__ import annotations

import builtins

import numpy as _np

from ... import dtypes as _ivy_dtypes
from .._common import FrontendDtype
from ._promotion import CHAR, NAMES, kind_of

__all__ = ["dtype", "DTYPES", "dtype_name", "IVY"]

#: the Ivy dtype of each name (what the frontend hands to Ivy functions)
IVY = {n: _ivy_dtypes.as_ivy_dtype(n) for n in NAMES}


class dtype(FrontendDtype):  # noqa: N801 - NumPy's name
    """A NumPy dtype of the frontend: ``numpy.dtype("float32")``, ``numpy.dtype(numpy.int8)``,
    ``numpy.dtype(float)``; one object per dtype; ``repr`` is ``dtype('float32')``.

    It equals its name, the scalar type (``numpy.float32``), ``ivy.float32`` and every
    framework's native dtype of that name.
    """

    __slots__ = ()
    framework = "numpy"

    def __new__(cls, obj=None, align=False, copy=False, metadata=None):
        return DTYPES[dtype_name(_np.float64 if obj is None else obj)]

    def __repr__(self):
        return f"dtype('{str(self)}')"

    def __eq__(self, other):
        if isinstance(other, str):
            return str(self) == str(other)
        try:
            return str(self) == dtype_name(other)
        except TypeError:
            return False

    def __ne__(self, other):
        return not self.__eq__(other)

    def __reduce__(self):
        return dtype, (str(self),)

    @property
    def name(self) -> str:
        return str(self)

    @property
    def kind(self) -> str:
        """NumPy's kind letter: ``b`` bool, ``i`` signed, ``u`` unsigned, ``f`` float, ``c``
        complex (bfloat16: ``V``, as ml_dtypes')."""
        return "V" if str(self) == "bfloat16" else kind_of(str(self))

    @property
    def char(self) -> str:
        return CHAR[str(self)]

    @property
    def type(self):
        """The scalar type (``numpy.float32``)."""
        return _SCALAR_TYPES[str(self)]

    @property
    def str(self) -> str:  # noqa: A003 - NumPy's name
        n = str(self)
        if n == "bfloat16":
            return "<V2"
        order = "|" if self.itemsize == 1 else "<"
        return f"{order}{kind_of(n)}{self.itemsize}"

    @property
    def byteorder(self) -> str:
        return "|" if self.itemsize == 1 else "="

    @property
    def alignment(self) -> int:
        return self.itemsize

    @property
    def base(self):
        return self

    @property
    def shape(self) -> tuple:
        return ()

    @property
    def ndim(self) -> int:
        return 0

    names = fields = subdtype = metadata = None
    isbuiltin = 1
    isnative = True
    hasobject = False


# dtype defines __eq__ (so Python set its __hash__ to None): take str's hash back, as Ivy's Dtype
del dtype.__hash__

_str = builtins.str
DTYPES = {n: _str.__new__(dtype, n) for n in NAMES}
_SCALAR_TYPES: dict = {}  # name -> scalar type, filled by _ndarray
_PY = {builtins.bool: "bool", builtins.int: "int64", builtins.float: "float64",
       builtins.complex: "complex128"}
_CACHE: dict = {}


def dtype_name(obj) -> str:
    """The dtype name of anything NumPy reads as a dtype: a frontend dtype or scalar type, a
    string (``"float32"``, ``"f4"``, ``"double"``), a Python type, a native dtype of any
    framework. Raises ``TypeError`` otherwise (NumPy's ``data type ... not understood``)."""
    if type(obj) is dtype:
        return _str(obj)
    try:
        return _CACHE[obj]
    except (KeyError, TypeError):
        pass
    name = _dtype_name(obj)
    try:
        _CACHE[obj] = name
    except TypeError:
        pass
    return name


def _dtype_name(obj):
    n = getattr(obj, "_dtype_name", None)  # a frontend scalar type
    if isinstance(n, _str):
        return n
    if isinstance(obj, type) and issubclass(obj, _SCALAR_BASE[0]):
        raise TypeError(f"Converting {obj.__name__!r} to a dtype is not supported: it is an "
                        f"abstract scalar type; name a concrete one (numpy.float64, ...)")
    if obj in _PY:
        return _PY[obj]
    if isinstance(obj, _str):
        if obj == "bfloat16":
            return obj
        try:
            n = _np.dtype(obj).name
        except TypeError:
            raise TypeError(f"data type {obj!r} not understood") from None
    elif isinstance(obj, FrontendDtype) or hasattr(obj, "dtype") and not isinstance(obj, type):
        n = _str(_ivy_dtypes.as_ivy_dtype(getattr(obj, "dtype", obj)))
    else:
        try:
            n = _str(_ivy_dtypes.as_ivy_dtype(obj))
        except Exception:  # noqa: BLE001 - not a dtype at all
            raise TypeError(f"Cannot interpret '{obj!r}' as a data type") from None
    if n not in DTYPES:
        raise TypeError(f"data type {n!r} is not supported by Ivy's numpy frontend (its dtypes: "
                        f"{', '.join(NAMES)})")
    return n


_SCALAR_BASE: list = [type(None)]  # [numpy.generic of the frontend], set by _ndarray
