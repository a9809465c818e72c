"""The operators and methods of ``ndarray`` and the scalar types: each calls the frontend's
function of the same name (NumPy's semantics and promotion; ``a + 1`` is ``numpy.add(a, 1)``).
Installed on the classes once every module is loaded (``__init__`` calls :func:`install`)."""

from __future__ import annotations

import ivy

from .._common import unsupported
from . import _ufuncs as _U
from . import linear_algebra as _L
from . import manipulation as _M
from . import sorting as _S
from . import statistics as _T
from . import writers as _W
from ._dtypes import dtype_name
from ._indexing import _value
from ._ndarray import _NumpyObject, cast, generic, name_of, ndarray, wrap_scalar
from ._promotion import can_cast
from .manipulation import choose, reshape, transpose
from .sorting import partition, sort

_UNSUPPORTED = {
    "byteswap": "Ivy's arrays have no byte order to swap",
    "dump": "pickling to a file is not offered; use ivy.to_numpy(a._data) and NumPy",
    "dumps": "pickling to a string is not offered; use ivy.to_numpy(a._data) and NumPy",
    "getfield": "the frontend's arrays have no raw memory to view",
    "setfield": "the frontend's arrays have no raw memory to write",
    "setflags": "the frontend's arrays have no memory flags",
    "tofile": "writing raw memory to a file is not offered; use ivy.to_numpy(a._data).tofile",
    "view": "the frontend keeps no views (a dtype reinterpretation of memory is not offered)",
}
_COMPOSED = frozenset({"argpartition", "partition", "choose", "compress", "put", "resize",
                       "searchsorted", "nonzero", "trace", "diagonal", "std", "var",
                       "mean", "round", "clip", "repeat", "sort", "fill"})


def _inplace(fn):
    def method(self, other):
        fn(self, other, out=self)
        return self

    return method


def install():
    """Put the operators and methods on ``ndarray`` and the scalar types."""

    base = _NumpyObject
    for name, fn in _OPERATORS.items():
        setattr(base, name, fn)
    for op, u in (("add", _U.add), ("sub", _U.subtract), ("mul", _U.multiply),
                  ("truediv", _U.divide), ("floordiv", _U.floor_divide), ("mod", _U.remainder),
                  ("pow", _U.power), ("matmul", _U.matmul), ("and", _U.bitwise_and),
                  ("or", _U.bitwise_or), ("xor", _U.bitwise_xor), ("lshift", _U.left_shift),
                  ("rshift", _U.right_shift)):
        setattr(ndarray, f"__i{op}__", _inplace(u))
    ndarray.__round__ = lambda self, ndigits=None: _M.round(self, ndigits or 0)

    methods = {
        "all": _T.all, "any": _T.any, "argmax": _T.argmax, "argmin": _T.argmin,
        "cumprod": _T.cumprod, "cumsum": _T.cumsum, "max": _T.max, "min": _T.min, "mean": _T.mean,
        "prod": _T.prod, "std": _T.std, "sum": _T.sum, "var": _T.var,
        "argsort": _S.argsort, "searchsorted": _S.searchsorted, "nonzero": _S.nonzero,
        "argpartition": _S.argpartition, "compress": _M.compress, "choose": _choose,
        "clip": _M.clip, "conj": _U.conjugate, "conjugate": _U.conjugate, "repeat": _M.repeat,
        "round": _M.round, "squeeze": _M.squeeze, "swapaxes": _M.swapaxes, "take": _M.take,
        "diagonal": _L.diagonal, "dot": _L.dot, "trace": _L.trace,
    }
    for name, fn in methods.items():
        setattr(base, name, fn)
    base.astype = _astype
    base.copy = lambda self, order="C": self._like(ivy.asarray(self._data, copy=True))
    base.reshape = _reshape
    base.transpose = _transpose
    base.flatten = lambda self, order="C": _M.ravel(self, order)
    base.ravel = lambda self, order="C": _M.ravel(self, order)
    base.to_device = lambda self, device, /, *, stream=None: self._like(
        ivy.to_device(self._data, str(device)))
    base.__array_namespace__ = lambda self, *, api_version=None: __import__(
        "ivy.frontends.numpy", fromlist=["numpy"])
    ndarray.fill = _fill
    ndarray.sort = _sort
    ndarray.partition = _partition
    ndarray.put = lambda self, indices, values, mode="raise": _W.put(self, indices, values, mode)
    ndarray.resize = _resize
    ndarray.UNSUPPORTED = dict(_UNSUPPORTED)
    ndarray.COMPOSED = _COMPOSED
    for name, reason in _UNSUPPORTED.items():
        setattr(ndarray, name, unsupported("numpy", f"ndarray.{name}", reason))
        setattr(generic, name, unsupported("numpy", f"generic.{name}", reason))
    # the scalar types' methods give scalars where NumPy's 0-d results are (PyArray_Return)
    for name in list(methods) + ["astype", "reshape", "transpose", "flatten", "ravel"]:
        setattr(generic, name, _scalar_result(getattr(base, name)))


# --- operators: plain functions over the ufuncs (module globals: torch.compile traces them) ------
def __add__(self, other):
    return _U.add(self, other)


def __radd__(self, other):
    return _U.add(other, self)


def __sub__(self, other):
    return _U.subtract(self, other)


def __rsub__(self, other):
    return _U.subtract(other, self)


def __mul__(self, other):
    return _U.multiply(self, other)


def __rmul__(self, other):
    return _U.multiply(other, self)


def __truediv__(self, other):
    return _U.divide(self, other)


def __rtruediv__(self, other):
    return _U.divide(other, self)


def __floordiv__(self, other):
    return _U.floor_divide(self, other)


def __rfloordiv__(self, other):
    return _U.floor_divide(other, self)


def __mod__(self, other):
    return _U.remainder(self, other)


def __rmod__(self, other):
    return _U.remainder(other, self)


def __divmod__(self, other):
    return _U.divmod(self, other)


def __rdivmod__(self, other):
    return _U.divmod(other, self)


def __pow__(self, other, mod=None):
    if mod is not None:
        return NotImplemented
    return _U.power(self, other)


def __rpow__(self, other):
    return _U.power(other, self)


def __matmul__(self, other):
    return _U.matmul(self, other)


def __rmatmul__(self, other):
    return _U.matmul(other, self)


def __and__(self, other):
    return _U.bitwise_and(self, other)


def __rand__(self, other):
    return _U.bitwise_and(other, self)


def __or__(self, other):
    return _U.bitwise_or(self, other)


def __ror__(self, other):
    return _U.bitwise_or(other, self)


def __xor__(self, other):
    return _U.bitwise_xor(self, other)


def __rxor__(self, other):
    return _U.bitwise_xor(other, self)


def __lshift__(self, other):
    return _U.left_shift(self, other)


def __rlshift__(self, other):
    return _U.left_shift(other, self)


def __rshift__(self, other):
    return _U.right_shift(self, other)


def __rrshift__(self, other):
    return _U.right_shift(other, self)


def _comparable(other):
    return isinstance(other, (_NumpyObject, int, float, complex, list, tuple)) or \
        ivy.is_native_array(other) or hasattr(other, "__array__")


def __eq__(self, other):
    if not _comparable(other):
        return NotImplemented
    return _U.equal(self, other)


def __ne__(self, other):
    if not _comparable(other):
        return NotImplemented
    return _U.not_equal(self, other)


def __lt__(self, other):
    return _U.less(self, other)


def __le__(self, other):
    return _U.less_equal(self, other)


def __gt__(self, other):
    return _U.greater(self, other)


def __ge__(self, other):
    return _U.greater_equal(self, other)


def __neg__(self):
    return _U.negative(self)


def __pos__(self):
    return _U.positive(self)


def __abs__(self):
    return _U.absolute(self)


def __invert__(self):
    return _U.invert(self)


_OPERATORS = {n: f for n, f in dict(globals()).items()
              if n.startswith("__") and n.endswith("__") and callable(f)
              and n not in ("__builtins__", "__loader__", "__spec__", "__file__", "__name__",
                            "__doc__", "__package__", "__cached__", "__annotations__")}


def _scalar_result(fn):
    def method(self, *args, **kwargs):
        r = fn(self, *args, **kwargs)
        if type(r) is ndarray and not len(r._data.shape):
            return wrap_scalar(r._data)
        return r

    method.__name__ = getattr(fn, "__name__", "method")
    return method


def _astype(self, dtype, order="K", casting="unsafe", subok=True, copy=True):
    name = dtype_name(dtype)
    have = name_of(self._data)
    if not can_cast(have, name, casting):
        raise TypeError(f"Cannot cast array data from dtype('{have}') to dtype('{name}') "
                        f"according to the rule '{casting}'")
    if have == name and not copy:
        return self
    return self._like(cast(self._data, name))


def _reshape(self, *shape, order="C", copy=None, **kwargs):
    if "shape" in kwargs:
        shape = (kwargs.pop("shape"),)
    if kwargs:
        raise TypeError(f"reshape() got an unexpected keyword argument {next(iter(kwargs))!r}")
    if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
        shape = tuple(shape[0])
    return reshape(self, shape, order=order)


def _transpose(self, *axes):
    if len(axes) == 1 and (axes[0] is None or isinstance(axes[0], (tuple, list))):
        axes = axes[0]
    return transpose(self, axes or None)


def _fill(self, value):
    v = _value(value, name_of(self._data), self._data)
    self._data = ivy.broadcast_to(v, tuple(self._data.shape)) if tuple(v.shape) != tuple(self._data.shape) \
        else v


def _sort(self, axis=-1, kind=None, order=None, *, stable=None):
    self._data = sort(self, axis=axis, kind=kind, order=order, stable=stable)._data


def _partition(self, kth, axis=-1, kind="introselect", order=None):
    self._data = partition(self, kth, axis=axis, kind=kind, order=order)._data


def _resize(self, *new_shape, refcheck=True):
    if len(new_shape) == 1 and isinstance(new_shape[0], (tuple, list)):
        new_shape = tuple(new_shape[0])
    shape = tuple(int(s) for s in new_shape)
    n = 1
    for s in shape:
        n *= s
    flat = ivy.reshape(self._data, (-1,))
    have = int(flat.shape[0])
    if n > have:  # ndarray.resize pads with zeros (numpy.resize repeats instead)
        flat = ivy.concat([flat, ivy.zeros((n - have,), dtype=flat.dtype,
                                           device=ivy.dev(flat))], axis=0)
    self._data = ivy.reshape(flat[:n], shape)


def _choose(self, choices, out=None, mode="raise"):
    return choose(self, choices, out=out, mode=mode)

