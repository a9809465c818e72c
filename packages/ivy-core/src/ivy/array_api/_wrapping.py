"""What ``ivy.array_api``'s functions (generated: ``_<module>.py`` per definition module,
``linalg.py``, ``fft.py``) call to unwrap their ``ivy.Array`` arguments and wrap the root
function's result, and the tables the generator (``python -m ivy._generate``) reads: which
functions, how each parameter is taken. Also what clients of the standard that fall back to NumPy
(SciPy, scikit-learn) need from ``asarray``: its choice of backend for NumPy input
(:func:`convert`; ``ivy.Array.__array__`` is the other half)."""

from __future__ import annotations

import builtins
import sys

from .. import _backend
from .. import dtypes as _dt
from .._array import Array, _fix
from .._rules.owners import _owner
from .._standard_api import _SCALARS

# the standard's dtype objects: not strings, equal only to themselves (and to ivy's dtype of the
# same name); every function here takes them (and Ivy dtypes) and Array.dtype returns them
STRICT = _dt.standard_dtype
native_types = _backend._types  # the loaded backends' array types (a result of one is wrapped as is)
fix = _fix  # any other result: made a native array of its backend
new = object.__new__


def in_dtype(d):
    """A ``dtype`` argument as the Ivy dtype the root functions take."""
    if d is None or d.__class__ is _dt.StandardDtype:
        return d if d is None else _dt.as_ivy_dtype(d.name)
    return _dt.as_ivy_dtype(STRICT(d).name)  # a half-precision dtype: the clear IvyDtypeError

def not_array(v, fname, p):
    raise TypeError(f"ivy.array_api.{fname}: {p} must be an ivy.Array, got "
                    f"{type(v).__module__}.{type(v).__qualname__} (convert native arrays with "
                    f"ivy.array_api.asarray or ivy.array_api.from_dlpack)")


def unwrap_nested(obj):
    """``asarray``'s ``obj``: a (nested) list/tuple with its ``ivy.Array`` elements (0-d arrays,
    as NumPy takes them) replaced by their native arrays; anything else as it is."""
    t = type(obj)
    if t is not list and t is not tuple:
        return obj
    kinds = set(map(type, obj))  # collected in C: a list of numbers is returned as it is
    if Array not in kinds and list not in kinds and tuple not in kinds:
        return obj
    out = [e._data if type(e) is Array else unwrap_nested(e) for e in obj]
    return out if builtins.any(a is not b for a, b in zip(out, obj)) else obj  # (any: the standard's here)


def optional(v, fname, p):
    return None if v is None else not_array(v, fname, p)


def scalar(v, fname, p):
    if v is None or type(v) in _SCALARS:
        return v
    raise TypeError(f"ivy.array_api.{fname}: {p} must be an ivy.Array, a Python scalar or None, "
                    f"got {type(v).__module__}.{type(v).__qualname__}")


def pair(v, other, fname, p):
    if type(v) not in _SCALARS:
        not_array(v, fname, p)
    if type(other) is not Array:
        raise TypeError(f"ivy.array_api.{fname}: x1 and x2 cannot both be Python scalars "
                        f"(the standard needs one array)")
    return v


def sequence(arrays, fname):
    out = []
    for a in arrays:
        if type(a) is not Array:
            not_array(a, fname, "arrays")
        out.append(a._data)
    return out


def wrap(r):
    a = Array.__new__(Array)
    a._data = r if type(r) in native_types else _fix(r)
    return a


def wrap_named(r):
    return type(r)(*map(wrap, r))


# --- asarray: NumPy input is data for the namespace's backend --------------------------------------
_chosen = _backend.chosen
_ivy = sys.modules["ivy"]
_FOREIGN_DEFAULT = _backend.DEFAULT_BACKEND != "numpy"  # (IVY_BACKEND is read once, at import)


def convert(obj, /, *, dtype=None, device=None, copy=None):
    """``asarray``'s root call. An ``ivy.Array`` converts its native array; a (nested) sequence
    its ``ivy.Array`` elements'. A NumPy array is CPU data, like a list: it becomes an array of
    the namespace's backend (the one in force, else the default: ``IVY_BACKEND`` or NumPy), not a
    NumPy-backed array next to the default backend's (SciPy and other clients of the standard
    compute on NumPy and hand the result back through ``xp.asarray``). Any other framework's array
    keeps its framework, as everywhere in Ivy."""
    if type(obj) is Array:
        obj = obj._data
    elif _FOREIGN_DEFAULT and _owner(type(obj)) == "numpy" and (
            _chosen.backend if not _chosen.scopes else _backend.scoped_backend()) is None:
        return _backend._default().asarray(obj, dtype=dtype, device=device, copy=copy)
    else:
        obj = unwrap_nested(obj)
    return _ivy.asarray(obj, dtype=dtype, device=device, copy=copy)
