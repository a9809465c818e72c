"""TensorFlow's dtype rules, written out: there is no promotion.

* Two tensors of different dtypes never meet: an op given them raises
  ``tf.errors.InvalidArgumentError`` naming both, as TensorFlow does (``cannot compute AddV2 as
  input #1(zero-based) was expected to be a int32 tensor but is a float tensor``).
* A Python number (or list, or NumPy value that is not the backend's array) beside a tensor is
  converted to the tensor's dtype where it fits: a ``bool`` into any dtype, an ``int`` into
  integer (wrapped modulo the width, as TensorFlow's conversion does), floating and complex dtypes,
  a ``float`` into floating and complex dtypes, a ``complex`` into complex dtypes; anything else is
  converted on its own and the op raises the mismatch (``1.5`` beside an int32 tensor: ``... but
  is a float tensor``).
* Alone, Python values take TensorFlow's dtypes: ``bool``, ``int32`` (``int64`` beyond its range),
  ``float32``, ``complex128``; NumPy values keep theirs.
"""

from __future__ import annotations

import numpy as np

import ivy

from ... import dtypes as _dt
from .._common import ivy_dtype_of
from ._dtypes import TF_NAME
from .errors import InvalidArgumentError
from .tensor import Tensor

__all__ = ["ANY", "BOOL", "FLOATING", "INEXACT", "NUMERIC", "REAL", "SIGNED", "as_tensor",
           "beside", "binary", "check_kind", "convert", "fits", "hinted", "infer_dtype", "mismatch",
           "reflected", "same_dtype", "to_dtype"]

_KIND = _dt._KIND
_BITS = _dt._BITS
_NATIVE: dict = {}  # class -> is it a native array (ivy.is_native_array, cached per class)


def as_tensor(v):
    """The native array of a frontend Tensor or of a backend array; None for a value (a Python
    number or list, a NumPy value: a NumPy array counts as a tensor only where NumPy is the
    backend in force, elsewhere TensorFlow's conversion of NumPy values applies)."""
    c = type(v)
    if c is Tensor:
        return v._data
    if c is np.ndarray:
        return v if ivy.current_backend().name == "numpy" else None
    r = _NATIVE.get(c)
    if r is None:
        r = _NATIVE[c] = bool(ivy.is_native_array(v))
    return v if r else None


def tf_name(dtype_name: str) -> str:
    """TensorFlow's spelling of a dtype in messages (``float`` for float32)."""
    return TF_NAME.get(dtype_name, dtype_name)


def mismatch(op: str, expected: str, got: str, index: int = 1):
    """TensorFlow's error for two inputs of different dtypes."""
    return InvalidArgumentError(
        None, op, f"cannot compute {op} as input #{index}(zero-based) was expected to be a "
        f"{tf_name(expected)} tensor but is a {tf_name(got)} tensor [Op:{op}]")


# --- Python values on their own -----------------------------------------------------------------
def _scan(value, found):
    c = type(value)
    if c is bool:
        found.add("bool")
    elif c is int:
        found.add("int64" if not -2**31 <= value < 2**31 else "int32")
    elif c is float:
        found.add("float")
    elif c is complex:
        found.add("complex")
    elif c is Tensor:
        found.add(str(ivy_dtype_of(value._data.dtype)))
    elif isinstance(value, (list, tuple)):
        for v in value:
            _scan(v, found)
    elif isinstance(value, (np.ndarray, np.generic)) or as_tensor(value) is not None:
        found.add(str(ivy_dtype_of(value.dtype)))
    else:
        raise TypeError(f"Attempt to convert a value ({value!r}) with an unsupported type "
                        f"({type(value)}) to a Tensor.")


def infer_dtype(value) -> str:
    """The dtype name TensorFlow gives a Python / NumPy value converted on its own."""
    found: set = set()
    _scan(value, found)
    if not found:
        return "float32"  # tf.constant([]) is float32
    if "complex" in found:
        return "complex128"
    if "float" in found:
        return "float32"
    if len(found) == 1:
        return found.pop()
    if found <= {"int32", "int64"}:
        return "int64"
    if "bool" in found and found & {"int32", "int64"}:
        raise TypeError("Can't convert a list mixing bools and ints to a Tensor")
    return str(_dt.result_type(*found))


# the dtypes a Python bool converts to (TensorFlow's conversion table has no bool -> int8, int16,
# uint8/16/32, bfloat16 or complex64 entry)
_FROM_BOOL = frozenset({"bool", "int32", "int64", "uint64", "float16", "float32", "float64",
                        "complex128"})


def fits(value, name: str) -> bool:
    """Can this Python / NumPy value be converted to dtype ``name`` (TensorFlow's rules)?"""
    c = type(value)
    kind = _KIND[name]
    if c is bool:
        return name in _FROM_BOOL
    if c is int:
        return kind != "bool"
    if c is float:
        return kind in ("float", "complex")
    if c is complex:
        return kind == "complex"
    if c is Tensor:
        return False
    if isinstance(value, (list, tuple)):
        return all(fits(v, name) for v in value)
    if isinstance(value, (np.ndarray, np.generic)):
        return True  # NumPy values are cast
    return False


def _wrap_int(v: int, name: str) -> int:
    # an int converted to an integer dtype wraps modulo its width, as TensorFlow's conversion
    bits = _BITS[name]
    if _KIND[name] == "uint":
        return v % (1 << bits)
    return (v + (1 << (bits - 1))) % (1 << bits) - (1 << (bits - 1))


def _wrap_ints(value, name):
    c = type(value)
    if c is int:
        return _wrap_int(value, name)
    if c is bool:
        return value if name == "bool" else int(value)
    if isinstance(value, (list, tuple)):
        return [_wrap_ints(v, name) for v in value]
    return value


def to_dtype(value, name: str):
    """``value`` (a Python / NumPy value) as a native array of dtype ``name``; ``TypeError`` where
    TensorFlow cannot convert it (``Cannot convert 1.5 to EagerTensor of dtype int32``)."""
    kind = _KIND[name]
    if not fits(value, name):
        raise TypeError(f"Cannot convert {value!r} to EagerTensor of dtype {name}")
    if kind in ("int", "uint"):
        value = _wrap_ints(value, name)
    # made by the backend in force (ivy.asarray would keep a NumPy value on NumPy)
    if isinstance(value, (np.ndarray, np.generic)):
        return ivy.current_backend().asarray(np.asarray(value).astype(name))
    return ivy.current_backend().asarray(value, dtype=name)


def convert(value):
    """A Python / NumPy value as a native array of TensorFlow's dtype for it; frontend Tensors
    and native arrays unchanged (natives of the backend count as tensors)."""
    t = as_tensor(value)
    return t if t is not None else to_dtype(value, infer_dtype(value))


_SCALARS = (bool, int, float, complex)


def beside(value, tensor, op, index):
    """A non-tensor operand beside the native array ``tensor``, converted to its dtype (a Python
    number stays a number: Ivy takes it weakly, in the tensor's dtype; a list or NumPy value
    becomes an array of the tensor's backend); a ``TypeError`` where it does not fit, as
    TensorFlow's op conversion."""
    name = str(ivy_dtype_of(tensor.dtype))
    c = type(value)
    if not fits(value, name):
        raise TypeError(f"Cannot convert {value!r} to EagerTensor of dtype {name}")
    if c in _SCALARS:
        kind = _KIND[name]
        if c is int and kind in ("int", "uint"):
            return _wrap_int(value, name)
        if c is bool and kind != "bool":
            return int(value) if kind in ("int", "uint") else float(value)
        return value
    return array_like(value, tensor)


def array_like(value, tensor):
    """A value that fits ``tensor``'s dtype as an array of that dtype on ``tensor``'s backend."""
    if hasattr(value, "dtype") and type(value) not in (np.ndarray,) and \
            not isinstance(value, np.generic):
        return value
    arr = to_dtype(value, str(ivy_dtype_of(tensor.dtype)))
    b = backend_name(tensor)
    return arr if backend_name(arr) == b else ivy.to_backend(arr, b)


def backend_name(x) -> str:
    """The Ivy backend of a native array, from its class's module (no framework imported)."""
    m = type(x).__module__.split(".", 1)[0]
    return "jax" if m == "jaxlib" else m


def binary(op: str, a, b):
    """``a`` and ``b`` as natives of one dtype (a Python number may stay a number, Ivy takes it
    in the other's dtype), or the error TensorFlow's op ``op`` raises: the first tensor fixes
    the dtype, values are converted to it (``TypeError`` where they do not fit), two tensors of
    different dtypes raise ``InvalidArgumentError``."""
    if type(a) is Tensor:  # the common cases first: two tensors, a tensor and a number
        x = a._data
        cb = type(b)
        if cb is Tensor:
            if x.dtype is b._data.dtype:
                return x, b._data
        elif (cb is float or cb is int) and _KIND[ivy_dtype_of(x.dtype)] == "float":
            return x, b
    x = as_tensor(a)
    y = as_tensor(b)
    if x is not None:
        if y is not None:
            dx, dy = x.dtype, y.dtype
            if dx is dy or dx == dy:
                return x, y
            raise mismatch(op, str(ivy_dtype_of(dx)), str(ivy_dtype_of(dy)), 1)
        return x, beside(b, x, op, 1)
    if y is not None:
        return beside(a, y, op, 0), y
    x = convert(a)
    return x, beside(b, x, op, 1)


def hinted(value, native_dtype):
    """``convert_to_tensor(value, dtype_hint=...)``: a value that fits the dtype is left for
    :func:`binary` to convert; one that does not becomes an array of its own dtype (so the op
    then raises the mismatch, as ``tf.constant([1]) + 1.5`` and ``tf.math.add`` do)."""
    c = type(value)
    if c is Tensor or ((c is float or c is int) and
                       _KIND[ivy_dtype_of(native_dtype)] == "float"):
        return value
    if as_tensor(value) is not None:
        return value
    return value if fits(value, str(ivy_dtype_of(native_dtype))) else convert(value)


def reflected(value, native_dtype):
    """The left operand of a reflected operator (``2 + t``): converted to ``t``'s dtype, a
    ``TypeError`` where it does not fit (TensorFlow's ``__radd__`` ...)."""
    if as_tensor(value) is not None:
        return value
    name = str(ivy_dtype_of(native_dtype))
    if not fits(value, name):
        raise TypeError(f"Cannot convert {value!r} to EagerTensor of dtype {name}")
    return to_dtype(value, name)


def same_dtype(op: str, values):
    """A sequence of tensors / values as natives of one dtype (the first tensor's), or the
    mismatch error (``tf.concat``, ``tf.stack``, ``tf.add_n``)."""
    like = None
    for v in values:
        like = as_tensor(v)
        if like is not None:
            break
    if like is None and len(values):
        like = convert(values[0])
    first = like.dtype if like is not None else None
    out = []
    for i, v in enumerate(values):
        d = as_tensor(v)
        if d is not None:
            if d.dtype is not first and d.dtype != first:
                raise mismatch(op, str(ivy_dtype_of(first)), str(ivy_dtype_of(d.dtype)), i)
            out.append(d)
        else:
            out.append(array_like(beside(v, like, op, i), like))
    return out


_INTS = ("int8", "int16", "int32", "int64")
_UINTS = ("uint8", "uint16", "uint32", "uint64")
_FLOATS = ("float16", "bfloat16", "float32", "float64")
_COMPLEX = ("complex64", "complex128")
#: the dtypes TensorFlow's kernels take, by family (measured on TensorFlow 2.21's CPU kernels)
NUMERIC = frozenset(_INTS + _UINTS + _FLOATS + _COMPLEX)  # add, multiply, reduce_sum, cumsum
SIGNED = frozenset(_INTS + _FLOATS + _COMPLEX)  # abs, negative, sign, pow
INEXACT = frozenset(_FLOATS + _COMPLEX)  # exp, log, sqrt, tanh, sigmoid, reduce_std
FLOATING = frozenset(_FLOATS)  # floor, ceil, is_nan, softplus, softmax, atan2
REAL = frozenset(_INTS + _UINTS + _FLOATS)  # maximum, less, floordiv, reduce_max, relu
ANY = NUMERIC | {"bool"}  # equal, not_equal
BOOL = frozenset({"bool"})  # logical_*, reduce_all / reduce_any
_ORDER = ("bfloat16", "float16", "float32", "float64", "uint8", "uint16", "uint32", "uint64",
          "int8", "int16", "int32", "int64", "complex64", "complex128", "bool")


def check_kind(op: str, x, allowed: frozenset):
    """TensorFlow's error for an op given a dtype its kernel does not have (``tf.exp`` of an
    int32 tensor): ``Value for attr 'T' of int32 is not in the list of allowed values``."""
    name = ivy_dtype_of(x.dtype)  # a str subclass: found in a set of names as it is
    if name not in allowed:
        name = str(name)
        names = ", ".join(tf_name(n) for n in _ORDER if n in allowed)
        raise InvalidArgumentError(
            None, op, f"Value for attr 'T' of {tf_name(name)} is not in the list of allowed "
            f"values: {names}\n\t; NodeDef: {{{{node {op}}}}} [Op:{op}]")
    return x
