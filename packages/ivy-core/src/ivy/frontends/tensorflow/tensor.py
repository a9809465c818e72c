"""``tf.Tensor`` of the frontend: a thin object holding the backend's native array in ``_data``.

Its operators are the frontend's functions with TensorFlow's rules: no implicit casting between
tensors of different dtypes (``tf.errors.InvalidArgumentError``), Python numbers converted to the
tensor's dtype, ``/`` true division (integers to float32 / float64), ``//`` floor division, ``%``
floor modulo, ``@`` matmul, comparisons elementwise to bool tensors. Like TensorFlow's eager
tensor it is unhashable (``t.ref()`` is a hashable reference) and indexes with integers, slices,
``...``, ``tf.newaxis`` and scalar integer tensors only. Graph-only attributes (``name``, ``op``,
``graph``, ``consumers``, ``value_index``, ``eval``) raise as they do in eager TensorFlow.
"""

from __future__ import annotations

import ivy

from ...dtypes import _KIND
from .. import _common
from ._dtypes import tf_dtype_of

__all__ = ["Tensor", "TensorShape", "wrap", "native"]

_GRAPH_ONLY = "graph-mode only: an eager tensor has no graph, op or name (as in eager TensorFlow)"


class Tensor:
    """A TensorFlow tensor of the frontend holding a native array of Ivy's backend."""

    __slots__ = ("_data", "__weakref__")

    #: attributes of ``tf.Tensor`` the frontend cannot offer, with the reason
    UNSUPPORTED = {n: _GRAPH_ONLY for n in ("consumers", "eval", "graph", "name", "op",
                                            "value_index")}
    UNSUPPORTED["gpu"] = "device placement is Ivy's: use ivy.to_device on the native array"

    def __init__(self, data):
        self._data = data if ivy.is_native_array(data) else ivy.asarray(data)

    # --- attributes ------------------------------------------------------------------------
    @property
    def dtype(self):
        return tf_dtype_of(self._data.dtype)

    @property
    def shape(self):
        return TensorShape(self._data.shape)

    def get_shape(self):
        return TensorShape(self._data.shape)

    def set_shape(self, shape):
        if not self.shape.is_compatible_with(shape):
            raise ValueError(f"Tensor's shape {self.shape} is not compatible with supplied shape "
                             f"{TensorShape(shape)}.")

    @property
    def ndim(self):
        return len(self._data.shape)

    @property
    def device(self):
        return ivy.dev(self._data)

    def numpy(self):
        return ivy.to_numpy(self._data)

    def cpu(self):
        return self

    def ref(self):
        return Reference(self)

    experimental_ref = ref

    def __len__(self):
        if not self._data.shape:
            raise TypeError("Scalar tensor has no `len()`")
        return int(self._data.shape[0])

    def __iter__(self):
        if not self._data.shape:
            raise TypeError("Cannot iterate over a scalar tensor.")
        return (wrap(self._data[i]) for i in range(int(self._data.shape[0])))

    def __repr__(self):
        return (f"<tf.Tensor: shape={tuple(self.shape)}, dtype={self.dtype.name}, "
                f"numpy={ivy.to_numpy(self._data)!r}>")

    def __str__(self):
        return f"tf.Tensor({ivy.to_numpy(self._data)}, shape={tuple(self.shape)}, " \
               f"dtype={self.dtype.name})"

    def __bool__(self):
        n = 1
        for d in self._data.shape:
            n *= d
        if n != 1:
            raise ValueError("The truth value of an array with more than one element is "
                             "ambiguous. Use a.any() or a.all()")
        return bool(ivy.to_scalar(ivy.reshape(self._data, ())))

    def __float__(self):
        return float(ivy.to_scalar(self._data))

    def __int__(self):
        return int(ivy.to_scalar(self._data))

    def __index__(self):
        if ivy_kind(self._data) not in ("int", "uint"):
            raise TypeError(f"Only integer tensors can be used as an index, got {self.dtype!r}")
        return int(ivy.to_scalar(self._data))

    def __array__(self, dtype=None, copy=None):
        a = ivy.to_numpy(self._data)
        return a if dtype is None else a.astype(dtype)

    def __hash__(self):
        raise TypeError("Tensor is unhashable. Instead, use tensor.ref() as the key.")

    def __getitem__(self, key):
        return wrap(getitem(self._data, key))


for _n, _why in Tensor.UNSUPPORTED.items():
    setattr(Tensor, _n, _common.unsupported("tf", f"Tensor.{_n}", _why))


class Reference:
    """``t.ref()``: a hashable reference to a tensor (``deref()`` gives the tensor back)."""

    __slots__ = ("_t",)

    def __init__(self, t):
        self._t = t

    def deref(self):
        return self._t

    def __hash__(self):
        return id(self._t)

    def __eq__(self, other):
        return isinstance(other, Reference) and other._t is self._t


class TensorShape(tuple):
    """``tf.TensorShape`` of a known shape: a tuple of ints with ``as_list()``, ``rank``,
    ``num_elements()``; equal to the list or tuple of its sizes."""

    __slots__ = ()

    def __new__(cls, dims=()):
        if dims is None:
            raise ivy.IvyUnsupportedError("tf.TensorShape(None): shapes of unknown rank are not "
                                          "supported by Ivy's tensorflow frontend")
        if isinstance(dims, int):
            dims = (dims,)
        return tuple.__new__(cls, tuple(None if d is None else int(d) for d in dims))

    @property
    def rank(self):
        return len(self)

    ndims = rank

    @property
    def dims(self):
        return list(self)

    def as_list(self):
        return list(self)

    def num_elements(self):
        n = 1
        for d in self:
            if d is None:
                return None
            n *= d
        return n

    def is_fully_defined(self):
        return None not in self

    def is_compatible_with(self, other):
        other = TensorShape(other)
        return len(self) == len(other) and all(
            a is None or b is None or a == b for a, b in zip(self, other))

    def concatenate(self, other):
        return TensorShape(tuple(self) + tuple(TensorShape(other)))

    def __getitem__(self, key):
        r = tuple.__getitem__(self, key)
        return TensorShape(r) if isinstance(key, slice) else r

    def __eq__(self, other):
        if isinstance(other, (list, tuple)):
            return tuple(self) == tuple(other)
        return NotImplemented

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    __hash__ = tuple.__hash__

    def __repr__(self):
        return f"TensorShape({list(self)})"

    def __str__(self):
        return "(" + ", ".join("None" if d is None else str(d) for d in self) + \
            ("," if len(self) == 1 else "") + ")"


_new = object.__new__


def wrap(data) -> Tensor:
    """A frontend Tensor holding the native array ``data`` (no copy, no check)."""
    t = _new(Tensor)
    t._data = data
    return t


def native(x):
    """The native array of a frontend Tensor; anything else unchanged."""
    return x._data if type(x) is Tensor else x


def ivy_kind(x) -> str:
    """``"bool"``, ``"int"``, ``"uint"``, ``"float"`` or ``"complex"`` of a native array."""
    return _KIND[_common.ivy_dtype_of(x.dtype)]



def _index_key(k):
    c = type(k)
    if c is int or c is slice or k is None or k is Ellipsis:
        return k
    if c is Tensor:
        k = k._data
    if ivy.is_native_array(k) and len(k.shape) == 0 and ivy_kind(k) in ("int", "uint"):
        return int(ivy.to_scalar(k))
    if c is not bool and hasattr(k, "__index__") and not hasattr(k, "shape"):
        return int(k)
    raise TypeError("Only integers, slices (`:`), ellipsis (`...`), tf.newaxis (`None`) and "
                    f"scalar tf.int32/tf.int64 tensors are valid indices, got {k!r}")


def getitem(data, key):
    """``data[key]`` with TensorFlow's index rules, the same on every backend."""
    if type(key) is tuple:
        key = tuple(_index_key(k) for k in key)
    else:
        key = _index_key(key)
    return ivy.Array(data)[key]._data

