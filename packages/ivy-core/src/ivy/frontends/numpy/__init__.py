"""NumPy's API re-created on Ivy: ``import ivy.frontends.numpy as np``.

NumPy code runs on whichever Ivy backend holds the data (the backend in force when arrays are
made: ``ivy.use`` / ``ivy.set_backend``, else NumPy itself), with NumPy 2's names, arguments,
defaults (float64, int64) and promotion (NEP 50: Python scalars are weak, NumPy scalars and 0-d
arrays strong; ``_promotion``). ``ndarray`` holds the backend's native array; ``numpy.float32``
and the other scalar types make NumPy scalars of the frontend (``np.float32(1.5)``), which
functions return where NumPy returns scalars (``np.sum(a)``, ``a[0]``); the ufuncs are ``ufunc``
objects with ``reduce``, ``accumulate``, ``outer``, ``at``. What is covered:
``docs/frontends/numpy.md``.

Example:
    >>> import ivy.frontends.numpy as np
    >>> a = np.arange(3, dtype=np.int8)
    >>> (a + 1).dtype, (a + 1.5).dtype, np.sum(a), np.add.reduce(a, keepdims=True).tolist()
    (dtype('int8'), dtype('float64'), np.int64(3), [3])
"""

from __future__ import annotations

import math as _math
import types as _types

import numpy as _np

from .. import _common

# the sub-namespaces; ``_indexing`` attaches the arrays' ``item`` / ``__getitem__`` / ``__setitem__``
# (``_ndarray`` imports no indexing, so that ``_indexing`` can import it)
from . import _indexing, _methods, fft, linalg, random  # noqa: E402, F401, I001
from . import _ndarray as _nd  # noqa: E402
from . import _ufuncs as _ufuncs  # noqa: E402
from . import bits as _bits  # noqa: E402
from . import creation as _creation  # noqa: E402
from . import histograms as _histograms  # noqa: E402
from . import linear_algebra as _linear_algebra  # noqa: E402
from . import logic as _logic  # noqa: E402
from . import manipulation as _manipulation  # noqa: E402
from . import other as _other  # noqa: E402
from . import sorting as _sorting  # noqa: E402
from . import statistics as _statistics  # noqa: E402
from . import type_functions as _type_functions  # noqa: E402
from . import writers as _writers  # noqa: E402
from ._dtypes import DTYPES as _DTYPES
from ._dtypes import dtype
from ._ndarray import (
    complexfloating,
    floating,
    generic,
    inexact,
    integer,
    ndarray,
    number,
    signedinteger,
    unsignedinteger,
)
from ._ndarray import wrap as _frontend_array  # noqa: F401 - for the tests' harness
from ._ufunc import AxisError, ufunc
from ._ufuncs import *  # noqa: F403
from .bits import *  # noqa: F403
from .creation import *  # noqa: F403
from .histograms import *  # noqa: F403
from .linear_algebra import *  # noqa: F403
from .logic import *  # noqa: F403
from .manipulation import *  # noqa: F403
from .other import *  # noqa: F403
from .sorting import *  # noqa: F403
from .statistics import *  # noqa: F403
from .type_functions import *  # noqa: F403
from .writers import *  # noqa: F403

_methods.install()

__all__ = ["AxisError", "bfloat16", "bool", "bool_", "byte", "cdouble", "complex64", "complex128",
           "complexfloating", "csingle", "double", "dtype", "e", "euler_gamma", "exceptions",
           "fft", "float16", "float32", "float64", "floating", "generic", "half", "inexact",
           "inf", "int8", "int16", "int32", "int64", "int_", "intc", "integer", "intp",
           "linalg", "little_endian", "long", "longlong", "nan", "ndarray", "newaxis",
           "number", "pi", "random", "short", "signedinteger", "single", "ubyte", "uint",
           "uint8", "uint16", "uint32", "uint64", "uintc", "uintp", "ufunc", "ulong",
           "ulonglong", "unsignedinteger", "ushort", "set_printoptions", "get_printoptions",
           "printoptions", "seterr", "geterr", "errstate", "base_repr", "binary_repr"]
__all__ += (_ufuncs.__all__ + _bits.__all__ + _histograms.__all__ + _creation.__all__
            + _linear_algebra.__all__ + _logic.__all__
            + _manipulation.__all__ + _other.__all__ + _sorting.__all__ + _statistics.__all__
            + _type_functions.__all__ + _writers.__all__)

# --- scalar types and their NumPy aliases ------------------------------------------------------
bool_ = bool = _nd.bool_  # noqa: A001 - NumPy's names
int8, int16, int32, int64 = _nd.int8, _nd.int16, _nd.int32, _nd.int64
uint8, uint16, uint32, uint64 = _nd.uint8, _nd.uint16, _nd.uint32, _nd.uint64
float16, float32, float64 = _nd.float16, _nd.float32, _nd.float64
complex64, complex128 = _nd.complex64, _nd.complex128
bfloat16 = _nd.bfloat16  # ml_dtypes' extension type (not in NumPy itself)
byte, short, intc, int_, intp, long, longlong = int8, int16, int32, int64, int64, int64, int64
ubyte, ushort, uintc, uint, uintp, ulong, ulonglong = (uint8, uint16, uint32, uint64, uint64,
                                                       uint64, uint64)
half, single, double = float16, float32, float64
csingle, cdouble = complex64, complex128

# --- constants -----------------------------------------------------------------------------
e = _math.e
pi = _math.pi
inf = _math.inf
nan = _math.nan
euler_gamma = 0.5772156649015329
newaxis = None
little_endian = True
__version__ = "2.4.0"  # the NumPy version whose API this frontend follows

exceptions = _types.SimpleNamespace(
    AxisError=AxisError, ComplexWarning=_np.exceptions.ComplexWarning if hasattr(
        _np, "exceptions") else RuntimeWarning, DTypePromotionError=TypeError)

# NumPy's printing and floating-point error state: the frontend prints through NumPy itself
set_printoptions = _np.set_printoptions
get_printoptions = _np.get_printoptions
printoptions = _np.printoptions
seterr = _np.seterr
geterr = _np.geterr
errstate = _np.errstate
base_repr = _np.base_repr
binary_repr = _np.binary_repr

_IO = "file I/O is not offered: read and write with NumPy itself and wrap the arrays with " \
      "numpy.asarray"
_DATETIME = "Ivy has no datetime dtypes"
#: names of ``numpy`` the frontend knows it cannot offer, with the reason
UNSUPPORTED: dict = {
    **{n: _IO for n in ("load", "loadtxt", "save", "savetxt", "savez", "savez_compressed",
                        "genfromtxt", "fromfile", "fromregex", "fromstring")},
    **{n: _DATETIME for n in ("busday_count", "busday_offset", "is_busday",
                              "datetime_as_string", "datetime_data", "isnat")},
    "asmatrix": "numpy.matrix is not offered (use 2-D arrays)",
    "bmat": "numpy.matrix is not offered (use 2-D arrays and numpy.block)",
    "frompyfunc": "object arrays are not offered (Ivy's arrays hold numbers)",
    "nested_iters": "NumPy's iterator objects are not offered",
    "get_include": "the frontend has no C headers",
    "show_config": "describes NumPy's own build",
    "show_runtime": "describes NumPy's own runtime",
    "test": "NumPy's own test runner",
    "info": "NumPy's own help system",
    "roots": "needs the eigenvalues of a general matrix, which Ivy does not have",
    "i0": "Ivy has no modified Bessel function",
    "kaiser": "needs the modified Bessel function i0, which Ivy does not have",
    "getbufsize": "the frontend has no ufunc buffers",
    "setbufsize": "the frontend has no ufunc buffers",
    "geterrcall": "the frontend raises no floating-point error callbacks",
    "seterrcall": "the frontend raises no floating-point error callbacks",
    "spacing": "Ivy has no spacing (ulp) function",
}
#: functions of this namespace written as a composition of several Ivy functions
COMPOSED: frozenset = frozenset().union(
    _bits.COMPOSED, _histograms.COMPOSED, _creation.COMPOSED, _linear_algebra.COMPOSED,
    _logic.COMPOSED, _manipulation.COMPOSED,
    _other.COMPOSED, _sorting.COMPOSED, _statistics.COMPOSED, _type_functions.COMPOSED,
    _writers.COMPOSED,
    {"fmax", "fmin", "fmod", "gcd", "lcm", "heaviside", "logaddexp2", "cbrt", "modf", "divmod",
     "vecdot", "exp2", "reciprocal"})


def __getattr__(name):
    if name in UNSUPPORTED:
        return _common.unsupported("numpy", name, UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.numpy' has no attribute {name!r}")


del _DTYPES
