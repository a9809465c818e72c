"""``numpy.ndarray`` and NumPy's scalar types (``numpy.float32(1.5)``) of the frontend.

Both hold a native array of Ivy's backend in ``_data`` (a scalar: a 0-d one) and share every
attribute, method and operator (``_NumpyObject``); they differ as NumPy's do: a scalar is
immutable and hashable, its methods give scalars where NumPy's give 0-d results, and functions
that NumPy answers with a scalar (``numpy.sum(a)``, ``a[0]``, ufuncs on 0-d operands) give a
scalar of the frontend. ``isinstance(numpy.float32(1), numpy.floating)`` holds; a scalar is not
an ``ndarray``.

Frontend arrays keep no views: ``__setitem__`` (and every in-place method or ``out=``) replaces
the held native array by a new one with the values written (JAX included), so the array object
changes but no other frontend array sharing its memory in NumPy would (``b = a[0]; a[0, 0] = 1``
leaves ``b`` as it was). Advanced indexing follows NumPy exactly on every backend (positions are
computed by NumPy on the host where the backend's own indexing differs).
"""

from __future__ import annotations

import math

import numpy as _np

import ivy

from .._common import reject_option
from ._dtypes import _SCALAR_BASE, _SCALAR_TYPES, DTYPES, IVY, dtype_name
from ._promotion import NAMES, can_cast, promote_types

__all__ = ["ndarray", "generic", "to_native", "asarray_native", "wrap", "wrap_scalar", "result",
           "name_of", "cast", "backend_of", "like", "PY_KIND", "py_kind"]

_new = object.__new__
_np_generic = _np.generic
_np_ndarray = _np.ndarray
#: Python scalar types -> the kind letter they promote as (weakly)
PY_KIND = {bool: "b", int: "i", float: "f", complex: "c"}


def py_kind(x):
    """``PY_KIND[type(x)]`` for a Python number, else None: compared by identity, not looked up
    (torch.compile's Dynamo fails its guard on a dict look-up keyed by a class)."""
    c = type(x)
    if c is float:
        return "f"
    if c is int:
        return "i"
    if c is bool:
        return "b"
    if c is complex:
        return "c"
    return None

# --- native arrays: dtype name, backend, conversion ----------------------------------------------
_NAME: dict = {}  # native dtype object -> name


def name_of(d) -> str:
    """The dtype name of a native array ``d``."""
    nd = d.dtype
    try:
        return _NAME[nd]
    except (KeyError, TypeError):
        n = str(ivy.as_ivy_dtype(nd))
        try:
            _NAME[nd] = n
        except TypeError:
            pass
        return n


def cast(d, name: str):
    """Native ``d`` as dtype ``name`` (unchanged if it has it; complex to real keeps the real
    part, as NumPy's ``astype``)."""
    have = name_of(d)
    if have == name:
        return d
    if have.startswith("complex") and not name.startswith("complex"):
        d = ivy.real(d)
    return ivy.astype(d, IVY[name])


_BACKEND_OF: dict = {}


def backend_of(d) -> str:
    """Name of the backend holding native ``d`` (read from its type's module, cached)."""
    t = type(d)
    try:
        return _BACKEND_OF[t]
    except KeyError:
        mod = t.__module__.split(".")[0]
        name = {"jaxlib": "jax"}.get(mod, mod)
        _BACKEND_OF[t] = name
        return name


def like(host, ref):
    """The host NumPy array ``host`` as a native array of ``ref``'s backend and device."""
    bk = backend_of(ref)
    if bk == "numpy":
        return host
    d = ivy.to_backend(_np.ascontiguousarray(host), bk)
    dev = ivy.dev(ref)
    return d if ivy.dev(d) == dev else ivy.to_device(d, dev)


def _norm(d):
    # the NumPy backend answers 0-d results with NumPy scalars: the frontend holds 0-d arrays
    return _np.asarray(d) if isinstance(d, _np_generic) else d


def wrap(d) -> ndarray:
    """A frontend ndarray holding native ``d`` (no copy)."""
    a = _new(ndarray)
    a._data = _norm(d)
    return a


def wrap_scalar(d) -> generic:
    """A frontend scalar of native 0-d ``d``'s dtype."""
    d = _norm(d)
    s = _new(_SCALAR_TYPES[name_of(d)])
    s._data = d
    return s


def result(d, out=None):
    """NumPy's answer for a native result ``d``: a scalar if it is 0-d, else an ndarray; with
    ``out=`` (a frontend ndarray) the values cast into it and ``out`` itself."""
    if out is not None:
        return write_out(out, d)
    if len(d.shape) == 0:
        return wrap_scalar(d)
    return wrap(d)


def write_out(out, d, casting="unsafe", where=True):
    """Store native ``d`` into the frontend array ``out`` (cast to its dtype, broadcast to its
    shape, only where ``where`` holds) and return ``out``."""
    if isinstance(out, tuple):
        if len(out) != 1:
            raise ValueError("The 'out' tuple must have exactly one entry")
        out = out[0]
    if type(out) is not ndarray:
        raise TypeError(f"return arrays must be of ArrayType, got {type(out).__name__}")
    want = name_of(out._data)
    have = name_of(d)
    if casting != "unsafe":
        if not can_cast(have, want, casting):
            raise TypeError(f"Cannot cast output from dtype('{have}') to dtype('{want}') with "
                            f"casting rule '{casting}'")
    mask = None if where is True else to_native(where)
    v, held, mask = align([cast(d, want), out._data, mask])
    shape = tuple(held.shape)
    if tuple(v.shape) != shape:
        v = ivy.broadcast_to(v, shape)
    if mask is not None:
        v = ivy.where(mask, v, held)
    out._data = v
    return out


def align(natives):
    """Natives of one backend: NumPy-held ones moved to the backend of the others (a NumPy
    scalar or array meeting torch tensors, ...); None entries are kept."""
    ref = None
    mixed = False
    for d in natives:
        if d is not None:
            if ref is None:
                ref = d
            elif type(d) is not type(ref):
                mixed = True
    if not mixed:
        return natives
    for d in natives:
        if d is not None and backend_of(d) != "numpy":
            ref = d
            break
    bk = backend_of(ref)
    out = []
    for d in natives:
        out.append(d if d is None or backend_of(d) == bk else like(ivy.to_numpy(d), ref))
    return out


# --- anything -> native ---------------------------------------------------------------------
def to_native(x, dtype=None):
    """Native array of ``x`` (a frontend array or scalar, a native array, a NumPy array, a Python
    scalar or nested sequence), of dtype name ``dtype`` if given."""
    if isinstance(x, _NumpyObject):
        d = x._data
    elif ivy.is_native_array(x):
        d = x
    else:
        return asarray_native(x, dtype)
    return d if dtype is None else cast(d, dtype)


def _infer(obj, found):
    """Collect the dtype names of the leaves of a nested sequence (NumPy's array coercion:
    Python scalars count as their default dtypes here, not weakly)."""
    c = type(obj)
    if c is bool:
        found.add("bool")
    elif c is int:
        if -(2 ** 63) <= obj < 2 ** 63:
            found.add("int64")
        elif 0 <= obj < 2 ** 64:
            found.add("uint64")
        else:
            raise OverflowError(f"Python integer {obj} out of bounds for int64")
    elif c is float:
        found.add("float64")
    elif c is complex:
        found.add("complex128")
    elif isinstance(obj, _NumpyObject):
        found.add(name_of(obj._data))
        return True
    elif isinstance(obj, (list, tuple)):
        arrays = False
        for o in obj:
            arrays = _infer(o, found) or arrays
        return arrays
    elif hasattr(obj, "dtype") and hasattr(obj, "shape"):
        found.add(dtype_name(obj.dtype))
        return True
    elif isinstance(obj, (int, float, complex)):  # a NumPy scalar of the real NumPy, ...
        found.add(dtype_name(_np.asarray(obj).dtype))
    else:
        raise TypeError(f"cannot make an array of a {type(obj).__name__} (Ivy's numpy frontend "
                        f"makes arrays of numbers, arrays and nested sequences of them)")
    return False


def _common(found):
    r = None
    for n in found:
        r = n if r is None else promote_types(r, n)
    return "float64" if r is None else r


def _stack(obj, name):
    if isinstance(obj, (list, tuple)):
        if not obj:
            return ivy.zeros((0,), dtype=IVY[name])
        parts = [_stack(o, name) for o in obj]
        shapes = {tuple(p.shape) for p in parts}
        if len(shapes) != 1:
            raise ValueError("setting an array element with a sequence. The requested array has "
                             "an inhomogeneous shape")
        ref = next((p for p in parts if backend_of(p) != "numpy"), parts[0])
        return ivy.stack([p if backend_of(p) == backend_of(ref) else like(ivy.to_numpy(p), ref)
                          for p in parts])
    return to_native(obj, name)


def asarray_native(obj, dtype=None):
    """A native array of ``obj`` as ``numpy.asarray`` reads it (NumPy's dtype inference: int64
    for Python ints, float64 for floats), of dtype name ``dtype`` if given."""
    if isinstance(obj, _NumpyObject):
        return obj._data if dtype is None else cast(obj._data, dtype)
    c = type(obj)
    if c in PY_KIND:
        found = set()
        _infer(obj, found)
        name = dtype or found.pop()
        if name.startswith(("int", "uint")) and c is float:
            obj = int(obj)
        elif name != "bool" and c is bool:
            obj = int(obj)
        return ivy.asarray(obj, dtype=IVY[name])
    if isinstance(obj, (list, tuple)):
        found = set()
        has_arrays = _infer(obj, found)
        name = dtype or _common(found)
        if has_arrays:
            return _stack(obj, name)
        if not name.startswith(("float", "complex", "bfloat")) and "float64" in found:
            return cast(ivy.asarray(obj, dtype=IVY["float64"]), name)
        if name.startswith(("float", "bfloat")) and "complex128" in found:
            return cast(ivy.asarray(obj, dtype=IVY["complex128"]), name)
        return ivy.asarray(obj, dtype=IVY[name])
    if ivy.is_native_array(obj):
        return obj if dtype is None else cast(obj, dtype)
    if isinstance(obj, (_np_ndarray, _np_generic)):
        a = _np.asarray(obj)
        if dtype is None:
            dtype_name(a.dtype)  # raises for dtypes the frontend lacks
            return ivy.asarray(a)
        return cast(ivy.asarray(a), dtype)
    if hasattr(obj, "__array__") or hasattr(obj, "__dlpack__"):
        return asarray_native(_np.asarray(obj), dtype)
    raise TypeError(f"cannot make an array of a {type(obj).__name__}")


# --- the shared array object --------------------------------------------------------------------
class _NumpyObject:
    """What ``ndarray`` and the scalar types share (attributes, methods, operators)."""

    __slots__ = ("_data",)
    __array_ufunc__ = None  # NumPy's own operators defer to the frontend's reflected ones
    __array_priority__ = 100

    # --- attributes ----------------------------------------------------------------------
    @property
    def ivy_array(self):
        """The backend's native array held (``torch.Tensor`` on the torch backend, ...)."""
        return self._data

    @property
    def dtype(self):
        return DTYPES[name_of(self._data)]

    @property
    def shape(self) -> tuple:
        return tuple(int(s) for s in self._data.shape)

    @property
    def ndim(self) -> int:
        return len(self._data.shape)

    @property
    def size(self) -> int:
        return math.prod(self.shape)

    @property
    def itemsize(self) -> int:
        return DTYPES[name_of(self._data)].itemsize

    @property
    def nbytes(self) -> int:
        return self.size * self.itemsize

    @property
    def device(self):
        return ivy.dev(self._data)

    @property
    def T(self):  # noqa: N802 - NumPy's name
        return self._like(ivy.permute_dims(self._data, tuple(range(self.ndim))[::-1]))

    @property
    def mT(self):  # noqa: N802 - NumPy's name
        if self.ndim < 2:
            raise ValueError("matrix transpose with ndim < 2 is undefined")
        return self._like(ivy.matrix_transpose(self._data))

    @property
    def real(self):
        if name_of(self._data).startswith("complex"):
            return self._like(ivy.real(self._data))
        return self

    @property
    def imag(self):
        if name_of(self._data).startswith("complex"):
            return self._like(ivy.imag(self._data))
        return self._like(ivy.zeros_like(self._data))

    @property
    def base(self):
        return None

    @property
    def flat(self):
        return iter(self.ravel())

    def _like(self, d):
        """A result of the same category as ``self`` (overridden by the scalar types)."""
        return wrap(d)

    # --- conversion to Python ------------------------------------------------------------
    # ``item``, ``__getitem__`` and ``ndarray.__setitem__``: in ``_indexing``, attached to the classes
    # there (it imports this module; this module imports no indexing)

    def tolist(self):
        return ivy.to_list(self._data)

    def tobytes(self, order="C"):
        return ivy.to_numpy(self._data).tobytes(order=order)

    def __array__(self, dtype=None, copy=None):
        a = ivy.to_numpy(self._data)
        return a if dtype is None else a.astype(dtype)

    def __dlpack__(self, *args, **kwargs):
        return self._data.__dlpack__(*args, **kwargs)

    def __dlpack_device__(self):
        return self._data.__dlpack_device__()

    def _one(self, kind):
        if self.size != 1:
            raise TypeError("only length-1 arrays can be converted to Python scalars")
        return kind(ivy.to_scalar(ivy.reshape(self._data, ())))

    def __bool__(self):
        n = self.size
        if n != 1:
            if n == 0:
                raise ValueError("The truth value of an empty array is ambiguous. Use "
                                 "`array.size > 0` to check that an array is not empty.")
            raise ValueError("The truth value of an array with more than one element is "
                             "ambiguous. Use a.any() or a.all()")
        return bool(ivy.to_scalar(ivy.reshape(self._data, ())))

    def __float__(self):
        return self._one(float)

    def __int__(self):
        return self._one(int)

    def __complex__(self):
        return self._one(complex)

    def __index__(self):
        if self.ndim or not name_of(self._data).startswith(("int", "uint")):
            raise TypeError("only integer scalar arrays can be converted to a scalar index")
        return int(ivy.to_scalar(self._data))

    def __len__(self):
        if not len(self._data.shape):
            raise TypeError("len() of unsized object")
        return int(self._data.shape[0])

    def __iter__(self):
        if not len(self._data.shape):
            raise TypeError("iteration over a 0-d array")
        for i in range(int(self._data.shape[0])):
            yield self[i]

    def __repr__(self):
        return repr(ivy.to_numpy(self._data))

    def __str__(self):
        return str(ivy.to_numpy(self._data))

    def __format__(self, spec):
        if self.ndim == 0:
            return format(ivy.to_scalar(self._data), spec)
        return format(str(self), spec)

    def __copy__(self):
        return self.copy()

    def __deepcopy__(self, memo):
        return self.copy()

    def __reduce__(self):
        return _rebuild, (type(self), ivy.to_numpy(self._data))


def _rebuild(cls, a):
    d = asarray_native(a)
    return wrap_scalar(d) if issubclass(cls, generic) else wrap(d)


class ndarray(_NumpyObject):  # noqa: N801 - NumPy's name
    """``numpy.ndarray`` of the frontend: a thin object holding the backend's native array.

    ``numpy.ndarray(shape, dtype=float)`` makes a zero-filled array (NumPy leaves it
    uninitialised); make arrays with ``numpy.array`` / ``numpy.asarray`` / ``numpy.zeros``.
    """

    __slots__ = ("__weakref__",)
    __hash__ = None

    def __new__(cls, shape, dtype=float, buffer=None, offset=0, strides=None, order=None):
        if buffer is not None or strides is not None:
            reject_option("numpy", "ndarray", "buffer", buffer, "the frontend keeps no views")
        shape = (shape,) if isinstance(shape, int) else tuple(shape)
        a = _new(ndarray)
        a._data = ivy.zeros(shape, dtype=IVY[dtype_name(dtype)])
        return a

    @property
    def shape(self) -> tuple:
        return tuple(int(s) for s in self._data.shape)

    @shape.setter
    def shape(self, value):
        self._data = ivy.reshape(self._data, (value,) if isinstance(value, int) else tuple(value))


# --- scalar types -----------------------------------------------------------------------------
class generic(_NumpyObject):  # noqa: N801 - NumPy's name
    """Base of NumPy's scalar types: an immutable 0-d value of one dtype (``numpy.float32(1.5)``)
    holding a 0-d native array."""

    __slots__ = ()
    _dtype_name = None
    _frontend_scalar = True  # the tests' harness reads it as a NumPy scalar

    def __new__(cls, value=0, *args, **kwargs):
        name = cls._dtype_name
        if name is None:
            raise TypeError(f"cannot create 'numpy.{cls.__name__}' instances")
        if isinstance(value, (list, tuple)) or isinstance(value, _NumpyObject) and value.ndim:
            return wrap(asarray_native(value, name))  # numpy.float32([1, 2]) is an array
        if type(value) is str:
            value = {"b": bool, "i": int, "u": int}.get(name[0] if name != "bool" else "b",
                                                        complex if name[0] == "c" else float)(
                value) if name != "bool" else bool(value)
        if type(value) is int and name.startswith(("int", "uint")):
            info = _np.iinfo(name)
            if not info.min <= value <= info.max:
                raise OverflowError(f"Python integer {value} out of bounds for {name}")
        if name == "bool" and type(value) not in (bool,) and not isinstance(value,
                                                                                 _NumpyObject):
            value = bool(value)
        d = asarray_native(value, name)
        s = _new(cls)
        s._data = _norm(d)
        return s

    def _like(self, d):
        return wrap_scalar(d) if len(d.shape) == 0 else wrap(d)

    def __hash__(self):
        return hash(self.item())

    def __setitem__(self, key, value):
        raise TypeError(f"'numpy.{type(self).__name__}' object does not support item assignment")

    def __repr__(self):
        v = ivy.to_scalar(self._data)
        name = self._dtype_name
        if name == "bool":
            return "np.True_" if v else "np.False_"
        return f"np.{name}({ivy.to_numpy(self._data)!s})"

    def __str__(self):
        return str(ivy.to_numpy(self._data))

    def __round__(self, ndigits=None):
        v = self.item()
        if ndigits is None:
            return round(v)
        return self._like(ivy.asarray(round(v, ndigits), dtype=IVY[self._dtype_name]))

    def __iter__(self):
        raise TypeError(f"'numpy.{type(self).__name__}' object is not iterable")

    def __len__(self):
        raise TypeError(f"object of type 'numpy.{type(self).__name__}' has no len()")


_SCALAR_BASE[0] = generic


class number(generic):  # noqa: N801
    __slots__ = ()


class integer(number):  # noqa: N801
    __slots__ = ()

    def is_integer(self):
        return True


class signedinteger(integer):  # noqa: N801
    __slots__ = ()


class unsignedinteger(integer):  # noqa: N801
    __slots__ = ()


class inexact(number):  # noqa: N801
    __slots__ = ()


class floating(inexact):  # noqa: N801
    __slots__ = ()

    def is_integer(self):
        return float(self).is_integer()


class complexfloating(inexact):  # noqa: N801
    __slots__ = ()


def _scalar_type(name, base, doc):
    cls = type(name, (base,), {"__slots__": (), "_dtype_name": name, "__doc__": doc,
                               "__module__": __name__})
    _SCALAR_TYPES[name] = cls
    return cls


bool_ = _scalar_type("bool", generic, "NumPy's boolean scalar type (``numpy.bool``).")
bool_.__name__ = bool_.__qualname__ = "bool"
int8 = _scalar_type("int8", signedinteger, "Signed 8-bit integer scalar type.")
int16 = _scalar_type("int16", signedinteger, "Signed 16-bit integer scalar type.")
int32 = _scalar_type("int32", signedinteger, "Signed 32-bit integer scalar type.")
int64 = _scalar_type("int64", signedinteger, "Signed 64-bit integer scalar type.")
uint8 = _scalar_type("uint8", unsignedinteger, "Unsigned 8-bit integer scalar type.")
uint16 = _scalar_type("uint16", unsignedinteger, "Unsigned 16-bit integer scalar type.")
uint32 = _scalar_type("uint32", unsignedinteger, "Unsigned 32-bit integer scalar type.")
uint64 = _scalar_type("uint64", unsignedinteger, "Unsigned 64-bit integer scalar type.")
float16 = _scalar_type("float16", floating, "Half-precision float scalar type.")
bfloat16 = _scalar_type("bfloat16", floating, "bfloat16 scalar type (ml_dtypes' extension).")
float32 = _scalar_type("float32", floating, "Single-precision float scalar type.")
float64 = _scalar_type("float64", floating, "Double-precision float scalar type.")
complex64 = _scalar_type("complex64", complexfloating, "Complex scalar type of two float32.")
complex128 = _scalar_type("complex128", complexfloating, "Complex scalar type of two float64.")
assert set(_SCALAR_TYPES) == set(NAMES)
#: the frontend's array and scalar classes (what the ufuncs' fast path reads ``_data`` of)
ARRAY_TYPES = frozenset([ndarray, *_SCALAR_TYPES.values()])
