"""``ivy.Array``: the standard's array object, a thin wrapper around one native array.

The wrapper holds the native array in its only slot. Every operator calls the root ``ivy`` function
of the standard's name (``x + y`` is ``ivy.add``), so promotion, special cases and errors are the
ones of the backend kernels and identical on every backend; the result is wrapped again. The
operators are generated from one table (no hand-written copy per operator). In-place operators
compute the result, check that it keeps the left operand's dtype and shape (the standard's rule),
and rebind the wrapped array, which works alike on mutable and immutable (JAX, TensorFlow)
frameworks. ``__getitem__`` / ``__setitem__`` live in :mod:`ivy._array._indexing`.
"""

from __future__ import annotations

import linecache
import sys
import types
from typing import Any

from .. import _backend
from .. import dtypes as _dt
from .._rules import owners as _owners
from .._source import exec_source
from ..types import Array as NativeArray
from ..types import Device
from . import _indexing

__all__ = ["Array"]

_SCALARS = frozenset({bool, int, float, complex})
_types = _backend._types  # native array type -> Backend; membership means "a native array"
_new = object.__new__
_API_VERSIONS = frozenset({None, "2021.12", "2022.12", "2023.12", "2024.12"})


def _ivy():
    return sys.modules["ivy"]


class Array:
    """The Array API standard's array object: one native array of any backend, wrapped.

    Made by the functions of :mod:`ivy.array_api` (``xp.asarray``, ``xp.zeros``, ...) or from a native
    array with ``ivy.Array(native)``. Operators and methods follow the standard (2024.12) on every
    backend; ``x.native`` is the wrapped native array.

    Example:
        >>> import ivy, numpy as np
        >>> x = ivy.Array(np.asarray([1.0, 2.0]))
        >>> (x * 2 + 1).native.tolist(), x.dtype, x.shape
        ([3.0, 5.0], ivy.array_api.float64, (2,))
    """

    __slots__ = ("_data",)
    __array_ufunc__ = None  # NumPy operators defer to ours (np_array + x calls x.__radd__)

    def __init__(self, data: NativeArray | Array, /):
        if type(data) is Array:
            data = data._data
        elif type(data) not in _types and _backend._owner(type(data)) is None:
            raise TypeError(f"ivy.Array wraps a native array, got {type(data).__name__}; make "
                            f"arrays with ivy.array_api.asarray(...) instead")
        self._data = _fix(data)

    # --- attributes ----------------------------------------------------------------------
    @property
    def native(self) -> NativeArray:
        """The wrapped native array (``numpy.ndarray``, ``torch.Tensor``, ``jax.Array``, ...).

        Example:
            >>> import ivy, numpy as np
            >>> type(ivy.Array(np.zeros(2)).native).__name__
            'ndarray'
        """
        return self._data

    @property
    def dtype(self) -> _dt.StandardDtype:
        """The array's dtype: the standard's dtype object (``ivy.array_api.float32``, ...), equal
        to the Ivy dtype of the same name and to nothing else.

        Example:
            >>> import ivy
            >>> ivy.array_api.ones(2, dtype=ivy.array_api.int8).dtype
            ivy.array_api.int8
        """
        return _dt.standard_dtype(_dt.as_ivy_dtype(self._data.dtype))

    @property
    def device(self) -> Device:
        """The device of the array, as an Ivy string (``"cpu"``, ``"gpu:0"``).

        Example:
            >>> import ivy
            >>> ivy.array_api.ones(2).device
            'cpu'
        """
        return _ivy().dev(self._data)

    @property
    def ndim(self) -> int:
        """Number of dimensions.

        Example:
            >>> import ivy
            >>> ivy.array_api.ones((2, 3)).ndim
            2
        """
        return len(self._data.shape)

    @property
    def shape(self) -> tuple[int, ...]:
        """The shape as a tuple of Python ints.

        Example:
            >>> import ivy
            >>> ivy.array_api.ones((2, 3)).shape
            (2, 3)
        """
        return tuple(self._data.shape)

    @property
    def size(self) -> int:
        """Number of elements.

        Example:
            >>> import ivy
            >>> ivy.array_api.ones((2, 3)).size
            6
        """
        n = 1
        for s in self._data.shape:
            n *= int(s)
        return n

    @property
    def T(self) -> Array:  # noqa: N802 - the standard's name
        """Transpose of a two-dimensional array (the standard leaves other ranks out: ValueError).

        Example:
            >>> import ivy
            >>> ivy.array_api.reshape(ivy.array_api.arange(6), (2, 3)).T.shape
            (3, 2)
        """
        if len(self._data.shape) != 2:
            raise ValueError(f"x.T needs a two-dimensional array, got {len(self._data.shape)} "
                             f"dimensions; use x.mT or ivy.array_api.permute_dims")
        return _wrap(_ivy().matrix_transpose(self._data))

    @property
    def mT(self) -> Array:  # noqa: N802 - the standard's name
        """Transpose of the last two axes (a stack of matrices, ``[..., M, N] -> [..., N, M]``).

        Example:
            >>> import ivy
            >>> ivy.array_api.ones((4, 2, 3)).mT.shape
            (4, 3, 2)
        """
        return _wrap(_ivy().matrix_transpose(self._data))

    def to_device(self, device: Device, /, *, stream: Any = None) -> Array:
        """Return the array on ``device`` (an Ivy device string).

        Example:
            >>> import ivy
            >>> ivy.array_api.ones(2).to_device("cpu").device
            'cpu'
        """
        return _wrap(_ivy().to_device(self._data, device, stream=stream))

    # --- the namespace, conversions, DLPack -------------------------------------------------
    def __array_namespace__(self, /, *, api_version=None):
        if api_version not in _API_VERSIONS:
            raise ValueError(f"ivy.array_api implements the standard 2024.12 (and the earlier "
                             f"2021.12-2023.12); got api_version={api_version!r}")
        from .. import array_api  # noqa: PLC0415 - loaded on first use, then a sys.modules hit

        return array_api

    def _scalar(self, kind):
        d = self._data
        if len(d.shape) != 0:
            raise TypeError(f"{kind}() of an array needs a zero-dimensional array, got shape "
                            f"{tuple(d.shape)}")
        return _ivy().to_scalar(d)

    def __bool__(self):
        return bool(self._scalar("bool"))

    def __complex__(self):
        return complex(self._scalar("complex"))

    def __float__(self):
        if self.dtype.kind == "complex":
            raise TypeError("float() of a complex array; use complex() or ivy.array_api.real")
        return float(self._scalar("float"))

    def __index__(self):
        if self.dtype.kind not in ("int", "uint"):
            raise TypeError(f"only integer arrays can be used as an index, got {self.dtype}")
        return int(self._scalar("index"))

    def __int__(self):
        if self.dtype.kind == "complex":
            raise TypeError("int() of a complex array; use ivy.array_api.real first")
        return int(self._scalar("int"))

    def __array__(self, dtype=None, copy=None):
        """``numpy.asarray(x)``: the values of CPU data (NumPy 2's copy semantics; SciPy's and
        scikit-learn's NumPy fallbacks read arrays this way).

        Example:
            >>> import ivy, numpy as np
            >>> np.asarray(ivy.array_api.asarray([1.0, 2.0])).tolist()
            [1.0, 2.0]
        """
        return _indexing.numpy_array(self, dtype, copy)

    def __dlpack__(self, /, *, stream=None, max_version=None, dl_device=None, copy=None):
        return _indexing.dlpack(self._data, stream, max_version, dl_device, copy)

    def __dlpack_device__(self, /):
        return _indexing.dlpack_device(self._data)

    # --- indexing --------------------------------------------------------------------------
    def __getitem__(self, key, /):
        return _wrap(_indexing.getitem(self._data, key))

    def __setitem__(self, key, value, /):
        self._data = _indexing.setitem(self._data, key, value)

    def __iter__(self):
        # not in the standard; defined so that iteration is the same on every backend
        n = self._data.shape
        if len(n) == 0:
            raise TypeError("iteration over a zero-dimensional array")
        return (self[i] for i in range(int(n[0])))

    # --- printing --------------------------------------------------------------------------
    def __repr__(self):
        import numpy as np  # noqa: PLC0415 - printing only

        d = self._data
        bk = _types.get(type(d))
        name = bk.name if bk is not None else _backend._owner(type(d))
        body = np.array2string(_ivy().to_numpy(d), separator=", ", prefix="ivy.Array(")
        return (f"ivy.Array({body}, dtype={self.dtype}, device={self.device!r}, "
                f"backend={name!r})")

    def __str__(self):
        return self.__repr__()


Array.__module__ = "ivy"
_owners.WRAPPERS.append(Array)  # the root namespace refuses it with a clear error


def _fix(r):
    """A native array for a kernel result that is not one yet (NumPy scalars -> 0-d arrays)."""
    t = type(r)
    if t in _types:
        return r
    if _backend._owner(t) is not None:  # a native array of a type not yet seen (a JAX tracer)
        return r
    if hasattr(r, "dtype") and hasattr(r, "shape") and type(r).__module__ == "numpy":
        import numpy as np  # noqa: PLC0415 - NumPy scalar results only

        return np.asarray(r)
    raise TypeError(f"ivy.Array wraps native arrays, got {t.__module__}.{t.__qualname__}")


def _wrap(r):
    """``Array`` around the native result ``r`` (no ``__init__`` call: the hot path)."""
    a = _new(Array)
    a._data = r if type(r) in _types else _fix(r)
    return a


# --- operators, generated from one table -------------------------------------------------------
# dunder stem -> root ivy function; reflected and in-place forms come from the same row.
_BINARY = {"add": "add", "sub": "subtract", "mul": "multiply", "truediv": "divide",
           "floordiv": "floor_divide", "mod": "remainder", "pow": "pow", "matmul": "matmul",
           "and": "bitwise_and", "or": "bitwise_or", "xor": "bitwise_xor",
           "lshift": "bitwise_left_shift", "rshift": "bitwise_right_shift"}
_COMPARE = {"eq": "equal", "ne": "not_equal", "lt": "less", "le": "less_equal",
            "gt": "greater", "ge": "greater_equal"}
_UNARY = {"neg": "negative", "pos": "positive", "abs": "abs", "invert": "bitwise_invert"}

_OTHER = ("    t = type(other)\n"
          "    if t is _A:\n        o = other._data\n"
          "    elif t in _S:\n        o = other\n"
          "    else:\n        return NotImplemented\n")
_RESULT = ("    if type(r) not in _types:\n        r = _fix(r)\n")
_TEMPLATES = {
    "forward": "def {dunder}(self, other, /):\n" + _OTHER
               + "    r = _ivy.{fn}(self._data, o)\n" + _RESULT
               + "    a = _new(_A)\n    a._data = r\n    return a\n",
    "reflected": "def {dunder}(self, other, /):\n" + _OTHER
                 + "    r = _ivy.{fn}(o, self._data)\n" + _RESULT
                 + "    a = _new(_A)\n    a._data = r\n    return a\n",
    "inplace": "def {dunder}(self, other, /):\n" + _OTHER
               + "    d = self._data\n    r = _ivy.{fn}(d, o)\n"
               + "    if r.dtype != d.dtype or r.shape != d.shape:\n"
               + "        _inplace_error({dunder!r}, d, r)\n" + _RESULT
               + "    self._data = r\n    return self\n",
    "unary": "def {dunder}(self, /):\n    r = _ivy.{fn}(self._data)\n" + _RESULT
             + "    a = _new(_A)\n    a._data = r\n    return a\n",
}


def _inplace_error(dunder, d, r):
    raise TypeError(
        f"{dunder}: an in-place operation must keep the left operand's dtype and shape "
        f"({_dt.as_ivy_dtype(d.dtype)}, {tuple(d.shape)}); the result would be "
        f"{_dt.as_ivy_dtype(r.dtype)}, {tuple(r.shape)}. Use the out-of-place operator.")


_TEMPLATE_CODES: dict = {}  # kind -> the template's code, compiled once (placeholder names)


def _make(kind, dunder, fn):
    # matmul takes arrays only: a Python scalar operand is the standard's TypeError
    g = {"_A": Array, "_S": frozenset() if fn == "matmul" else _SCALARS, "_types": _types,
         "_fix": _fix, "_new": _new, "_inplace_error": _inplace_error, "_ivy": sys.modules["ivy"]}
    # one compile per template kind (49 operators: compiling each was a fifth of ``import ivy``):
    # the operators' code objects differ from their kind's only in names and one string
    code = _TEMPLATE_CODES.get(kind)
    if code is None:
        t = {}
        exec_source(_TEMPLATES[kind].format(dunder="__ivy_dunder__", fn="__ivy_fn__"),
                    f"<ivy.Array.{kind}>", t)
        code = _TEMPLATE_CODES[kind] = t["__ivy_dunder__"].__code__
    filename = f"<ivy.Array.{dunder}>"
    code = code.replace(
        co_name=dunder, co_qualname=f"Array.{dunder}", co_filename=filename,
        co_names=tuple(fn if n == "__ivy_fn__" else n for n in code.co_names),
        co_consts=tuple(dunder if c == "__ivy_dunder__" else c for c in code.co_consts))
    src = _TEMPLATES[kind].format(dunder=dunder, fn=fn)  # the text tracebacks and inspect read
    linecache.cache[filename] = (len(src), None, src.splitlines(True), filename)
    f = types.FunctionType(code, g, dunder)
    f.__qualname__ = f"Array.{dunder}"
    return f


def _install():
    for stem, fn in _BINARY.items():
        for kind, dunder in (("forward", f"__{stem}__"), ("reflected", f"__r{stem}__"),
                             ("inplace", f"__i{stem}__")):
            setattr(Array, dunder, _make(kind, dunder, fn))
    for stem, fn in _COMPARE.items():
        setattr(Array, f"__{stem}__", _make("forward", f"__{stem}__", fn))
    for stem, fn in _UNARY.items():
        setattr(Array, f"__{stem}__", _make("unary", f"__{stem}__", fn))
    Array.__hash__ = None  # arrays compare elementwise: unhashable


_install()
_indexing.bind(Array)
