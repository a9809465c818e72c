"""Small helpers shared by the NumPy kernels (dtype/device conversion, Ivy's promotion)."""

import numpy as np

from ... import _diagnose
from ... import dtypes as _dt
from ..._rules.owners import check_foreign
from ...errors import IvyValueError
from .._backend_common import dtype_lookup, numpy_dtype, specialise

_nd = np.ndarray
_NATIVE = {d: numpy_dtype(str(d)) for d in _dt.all_dtypes}
_SCALARS = (bool, int, float, complex)
# Python scalar type -> kinds of array whose dtype NumPy keeps when it meets that scalar, as the
# standard does (weak scalars): float with float/complex, int with numbers. NumPy 2 rules only:
# NumPy 1.x casts by value (int8 + 1000 is int16; a 0-d float32 + 1.5 is float64).
_WEAK = ({float: "fc", int: "fciu"} if np.lib.NumpyVersion(np.__version__) >= "2.0.0" else {})


native_dtype = dtype_lookup(_NATIVE, "NumPy dtype")[0]


def check_device(device):
    """NumPy arrays live on the CPU only."""
    if device is not None and device != "cpu" and str(device) != "cpu":
        raise IvyValueError(f"the numpy backend has only the 'cpu' device, got {device!r}")


def promote(x1, x2):
    """Cast ``x1``, ``x2`` (arrays or Python scalars) to Ivy's result dtype of the pair.

    NumPy already agrees with the standard for same-kind arrays; this handles mixed kinds and
    Python scalars of a higher kind than the array (Ivy's rules, identical on every backend).
    """
    d = native_dtype(_dt.result_type(x1, x2))
    if type(x1) in _SCALARS:
        if type(x2) in _SCALARS:  # two scalars (``where``): the first one's default dtype, promoted
            return np.asarray(x1, dtype=d), np.asarray(x2, dtype=d)
        return np.asarray(x1, dtype=d), x2.astype(d, copy=False)
    if type(x2) in _SCALARS:
        return x1.astype(d, copy=False), np.asarray(x2, dtype=d)
    return x1.astype(d, copy=False), x2.astype(d, copy=False)


_f = _name = None  # each kernel copy of _binary has its own (specialise)


def _binary(x1, x2, /):  # template of binary()'s kernels: _f, _name are each copy's globals
    try:
        t1, t2 = type(x1), type(x2)
        if t1 is _nd:
            if t2 is _nd:
                if x1.dtype is x2.dtype:
                    return _f(x1, x2)
            elif x1.dtype.kind in _WEAK.get(t2, ""):  # NumPy keeps x1's dtype: Ivy's rule too
                return _f(x1, x2)
        elif t2 is _nd and x2.dtype.kind in _WEAK.get(t1, ""):
            return _f(x1, x2)
        if t1 is not _nd:
            check_foreign(x1, "numpy", _name)
        _diagnose.check(_name, ("x1", "x2"), (x1, x2), ("x1", "x2"))
        a, b = promote(x1, x2)
        return _f(a, b)
    except Exception as e:  # the error path: an Ivy error naming the function and argument
        _diagnose.diagnose(e, _name, ("x1", "x2"), (x1, x2), ("x1", "x2"))
        raise


def binary(f, name=None):
    """Wrap a NumPy binary ufunc with Ivy's promotion (fast path: two arrays of one dtype).

    The slow path also checks ``x1`` is no other framework's array, so the kernel needs no guard.
    """
    name = name or f.__name__
    kernel = specialise(_binary, name, _f=f, _name=name)
    return kernel


_SUM_DTYPES: dict = {}


def sum_dtype(x, dtype):
    """Accumulator dtype of sum/prod/cumulative_*/trace: the given one, else the standard's default.

    Floating/complex keep x's dtype (None: NumPy keeps it); bool and signed integers accumulate
    in the default integer dtype, unsigned ones in the unsigned type of its width (never narrower
    than x).
    """
    if dtype is not None:
        return native_dtype(dtype)
    xd = x.dtype
    if xd.kind in "fcV":  # V: ml_dtypes' bfloat16
        return None
    key = (xd, _dt.default_int_dtype())
    d = _SUM_DTYPES.get(key)
    if d is None:
        bits = key[1].bits if xd.kind == "b" or key[1].bits > xd.itemsize * 8 else xd.itemsize * 8
        d = _SUM_DTYPES[key] = np.dtype(f"{'uint' if xd.kind == 'u' else 'int'}{bits}")
    return d
