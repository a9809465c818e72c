"""``jax.numpy`` re-created on Ivy: ``import ivy.frontends.jax.numpy as jnp``.

Functions keep JAX's names, arguments and defaults and JAX's type promotion (weak Python scalars,
the type lattice: ``_promotion``) with default JAX's configuration (64-bit mode off: float32 and
int32 defaults, 64-bit inputs computed in 32 bits). They take frontend arrays, native arrays of
the backend and Python scalars, and return frontend :class:`~ivy.frontends.jax.Array` objects.
Sub-namespaces: ``jnp.linalg``, ``jnp.fft``. What is covered: ``docs/frontends/jax.md``.
"""

from __future__ import annotations

import math as _math

import ivy as _ivy

from ... import _common
from .._dtypes import DTYPES, canonical
from .._dtypes import dtype as dtype
from ..array import Array
from . import creation as _creation
from . import extras as _extras
from . import fft, linalg  # noqa: F401 - the sub-namespaces
from . import manipulation as _manipulation
from . import math as _mathfns
from . import products as _products
from . import reductions as _reductions
from . import shared as _shared
from .creation import *  # noqa: F403
from .creation import _PY_DTYPE
from .extras import *  # noqa: F403
from .manipulation import *  # noqa: F403
from .math import *  # noqa: F403
from .products import *  # noqa: F403
from .reductions import *  # noqa: F403
from .shared import *  # noqa: F403

ndarray = Array
bool_ = DTYPES["bool"]
int8, int16, int32, int64 = (DTYPES[n] for n in ("int8", "int16", "int32", "int64"))
uint8, uint16, uint32, uint64 = (DTYPES[n] for n in ("uint8", "uint16", "uint32", "uint64"))
float16, bfloat16, float32, float64 = (DTYPES[n] for n in ("float16", "bfloat16", "float32",
                                                          "float64"))
complex64, complex128 = DTYPES["complex64"], DTYPES["complex128"]
float_, complex_, int_, uint = float32, complex64, int32, uint32  # x64 off
single, double, csingle, cdouble, half = float32, float64, complex64, complex128, float16

pi, e, inf, nan, euler_gamma = _math.pi, _math.e, _math.inf, _math.nan, 0.5772156649015329
newaxis = None


# --- the dtype hierarchy (for ``issubdtype``) ---------------------------------------------------
class generic:  # noqa: N801 - NumPy's names
    _kinds = frozenset({"bool", "int", "uint", "float", "complex"})


class number(generic):  # noqa: N801
    _kinds = frozenset({"int", "uint", "float", "complex"})


class integer(number):  # noqa: N801
    _kinds = frozenset({"int", "uint"})


class signedinteger(integer):  # noqa: N801
    _kinds = frozenset({"int"})


class unsignedinteger(integer):  # noqa: N801
    _kinds = frozenset({"uint"})


class inexact(number):  # noqa: N801
    _kinds = frozenset({"float", "complex"})


class floating(inexact):  # noqa: N801
    _kinds = frozenset({"float"})


class complexfloating(inexact):  # noqa: N801
    _kinds = frozenset({"complex"})


def _as_dtype(d):
    d = getattr(d, "dtype", d)
    return DTYPES[str(_ivy.as_ivy_dtype(_PY_DTYPE.get(d, d)))]


def issubdtype(arg1, arg2):
    if isinstance(arg1, type) and issubclass(arg1, generic):
        return isinstance(arg2, type) and issubclass(arg2, generic) and issubclass(arg1, arg2)
    d1 = _as_dtype(arg1)
    if isinstance(arg2, type) and issubclass(arg2, generic):
        return d1.kind in arg2._kinds
    return d1 == _as_dtype(arg2)


def isdtype(dtype, kind):  # noqa: F811 - the function argument shadows the class
    return _ivy.isdtype(_as_dtype(dtype), kind)


def can_cast(from_, to, casting="safe"):
    return _ivy.can_cast(_as_dtype(from_), _as_dtype(to))


def finfo(dtype):  # noqa: F811
    return _ivy.finfo(canonical(_as_dtype(dtype)))


def iinfo(int_type):
    return _ivy.iinfo(canonical(_as_dtype(int_type)))


#: names of ``jax.numpy`` the frontend knows it cannot offer, with the reason
UNSUPPORTED: dict = {
    "load": "file I/O is outside Ivy's array API (use numpy.load and jnp.asarray)",
    "save": "file I/O is outside Ivy's array API (use numpy.save on np.asarray(x))",
    "savez": "file I/O is outside Ivy's array API (use numpy.savez)",
    "fromfile": "file I/O is outside Ivy's array API (use numpy.fromfile and jnp.asarray)",
    "frombuffer": "raw buffers are outside Ivy's array API (use numpy.frombuffer and jnp.asarray)",
    "fromstring": "raw buffers are outside Ivy's array API (use numpy.fromstring)",
    "from_dlpack": "use ivy.from_dlpack and wrap the native array with jnp.asarray",
    "frompyfunc": "Python ufuncs need per-element Python calls; not offered",
    "vectorize": "needs JAX's vmap; Ivy has no batching transform",
    "fromiter": "JAX itself does not implement it (may be non-pure): use "
                "jnp.asarray(np.fromiter(...))",
    "roots": "needs the eigenvalues of a general (companion) matrix, which Ivy does not have",
    "i0": "Ivy has no modified Bessel function",
    "kaiser": "needs the modified Bessel function i0, which Ivy does not have",
    "get_printoptions": "printing options are NumPy's (use numpy.get_printoptions)",
    "set_printoptions": "printing options are NumPy's (use numpy.set_printoptions)",
    "printoptions": "printing options are NumPy's (use numpy.printoptions)",
}

#: functions written as a composition of several Ivy functions
COMPOSED: frozenset = (_mathfns.COMPOSED | _creation.COMPOSED | _manipulation.COMPOSED
                       | _extras.COMPOSED | _shared.COMPOSED
                       | _products.COMPOSED | _reductions.COMPOSED)


def __getattr__(name):
    if name in UNSUPPORTED:
        return _common.unsupported("jax.numpy", name, UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.jax.numpy' has no attribute {name!r}")

