"""NumPy's comparisons of whole arrays and value tests on Ivy (``isclose``, ``allclose``,
``array_equal``, ``isneginf``, ``isreal``, ``real``, ``imag``, ``angle``, ...)."""

from __future__ import annotations

import math

import ivy

from ._dtypes import dtype_name
from ._ndarray import PY_KIND, _NumpyObject, cast, generic, name_of, result, to_native, wrap
from ._promotion import kind_of, result_type
from ._ufunc import align
from ._ufuncs import (
    absolute,
    add,
    arctan2,
    equal,
    isfinite,
    isinf,
    isnan,
    less_equal,
    logical_and,
    logical_or,
    multiply,
    not_equal,
    signbit,
    subtract,
)

__all__ = ["allclose", "angle", "array_equal", "array_equiv", "imag", "iscomplex",
           "iscomplexobj", "isclose", "isfortran", "isneginf", "isposinf", "isreal",
           "isrealobj", "isscalar", "iterable", "may_share_memory", "real", "real_if_close",
           "shares_memory", "sinc"]

COMPOSED = frozenset({"allclose", "array_equal", "array_equiv", "isclose", "isneginf",
                      "isposinf", "iscomplex", "isreal", "real_if_close", "sinc", "angle"})


def _y_float(b):
    # NumPy's isclose reads the reference ``b`` as floating point (result_type(b, 1.0))
    if type(b) is int:
        return float(b)
    if type(b) in PY_KIND:
        return b
    y = to_native(b)
    name = result_type([name_of(y)], ["f"])
    return wrap(cast(y, name))


def isclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    x = a if type(a) in PY_KIND or isinstance(a, _NumpyObject) else wrap(to_native(a))
    y = _y_float(b)
    close = less_equal(absolute(subtract(x, y)), add(atol, multiply(rtol, absolute(y))))
    r = logical_or(logical_and(close, isfinite(y)), equal(x, y))
    if equal_nan:
        r = logical_or(r, logical_and(isnan(x), isnan(y)))
    d = to_native(r)
    return result(d)


def allclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    r = to_native(isclose(a, b, rtol, atol, equal_nan))
    return bool(ivy.all(r))


def array_equal(a1, a2, equal_nan=False):
    try:
        x, y = align([to_native(a1), to_native(a2)])
    except (TypeError, ValueError):
        return False
    if tuple(x.shape) != tuple(y.shape):
        return False
    eq = to_native(equal(wrap(x), wrap(y)))
    if equal_nan and kind_of(name_of(x)) in "fc" and kind_of(name_of(y)) in "fc":
        eq = ivy.logical_or(eq, ivy.logical_and(ivy.isnan(x), ivy.isnan(y)))
    return bool(ivy.all(eq))


def array_equiv(a1, a2):
    try:
        x, y = align([to_native(a1), to_native(a2)])
        x, y = ivy.broadcast_arrays(x, y)
    except Exception:  # noqa: BLE001 - shapes that do not broadcast are not equivalent
        return False
    return bool(ivy.all(to_native(equal(wrap(x), wrap(y)))))


def isneginf(x, out=None):
    d = to_native(x)
    if kind_of(name_of(d)) == "c":
        raise TypeError("This operation is not supported for complex values because it would "
                        "be ambiguous.")
    r = logical_and(isinf(wrap(d)), signbit(wrap(d))) if kind_of(name_of(d)) == "f" else \
        wrap(ivy.zeros_like(d, dtype=ivy.bool))
    return result(to_native(r), out)


def isposinf(x, out=None):
    d = to_native(x)
    if kind_of(name_of(d)) == "c":
        raise TypeError("This operation is not supported for complex values because it would "
                        "be ambiguous.")
    if kind_of(name_of(d)) != "f":
        return result(ivy.zeros_like(d, dtype=ivy.bool), out)
    return result(ivy.logical_and(ivy.isinf(d), ivy.logical_not(ivy.signbit(d))), out)


def real(val):
    if hasattr(val, "real"):  # frontend arrays and scalars, Python numbers
        return val.real
    return wrap(to_native(val)).real


def imag(val):
    if hasattr(val, "imag"):
        return val.imag
    return wrap(to_native(val)).imag


def angle(z, deg=False):
    x = z if isinstance(z, _NumpyObject) else wrap(to_native(z))
    if name_of(x._data).startswith("complex"):
        a = arctan2(x.imag, x.real)
    else:
        a = arctan2(0, x)
    return multiply(a, 180.0 / math.pi) if deg else a


def iscomplex(x):
    d = to_native(x)
    if name_of(d).startswith("complex"):
        return not_equal(wrap(ivy.imag(d)), 0)
    return result(ivy.zeros_like(d, dtype=ivy.bool))


def isreal(x):
    d = to_native(x)
    if name_of(d).startswith("complex"):
        return equal(wrap(ivy.imag(d)), 0)
    return result(ivy.ones_like(d, dtype=ivy.bool))


def iscomplexobj(x):
    if isinstance(x, complex):
        return True
    try:
        name = dtype_name(x.dtype) if hasattr(x, "dtype") else name_of(to_native(x))
    except Exception:  # noqa: BLE001 - NumPy answers False for what has no dtype
        return False
    return name.startswith("complex")


def isrealobj(x):
    return not iscomplexobj(x)


def isscalar(element):
    return isinstance(element, (generic, int, float, complex, str, bytes))


def isfortran(a):
    return False


def iterable(y):
    try:
        iter(y)
    except TypeError:
        return False
    return True


def shares_memory(a, b, /, max_work=None):
    """Always False: frontend arrays never share memory observably (no views are kept, and
    no native array is written in place)."""
    return False


def may_share_memory(a, b, /, max_work=None):
    """Always False (see :func:`shares_memory`)."""
    return False


def real_if_close(a, tol=100):
    d = to_native(a)
    name = name_of(d)
    if not name.startswith("complex"):
        return wrap(d)
    import numpy as _np  # noqa: PLC0415

    eps = float(_np.finfo("float32" if name == "complex64" else "float64").eps)
    t = tol * eps if tol > 1 else tol
    if bool(ivy.all(ivy.less(ivy.abs(ivy.imag(d)), t))):
        return wrap(ivy.real(d))
    return wrap(d)


def sinc(x):
    d = to_native(x)
    name = name_of(d)
    if kind_of(name) in "biu":
        d = cast(d, "float64")
    y = ivy.multiply(d, math.pi)
    safe = ivy.where(ivy.equal(y, 0), ivy.ones_like(y), y)
    r = ivy.where(ivy.equal(y, 0), ivy.ones_like(y), ivy.divide(ivy.sin(safe), safe))
    return result(r)
