"""``tf.Tensor``'s operators: the frontend's functions with TensorFlow's rules, set on the class
once every namespace is loaded (``tf/__init__`` imports this module last).

``+ - * / // % ** @`` are ``tf.math.add``, ``subtract``, ``multiply``, ``truediv``, ``floordiv``,
``floormod``, ``pow`` and ``tf.linalg.matmul`` (reflected forms swap the operands); comparisons
are elementwise (``==`` / ``!=`` convert a Python number to the tensor's dtype first, a
``TypeError`` where it does not fit, as TensorFlow; ``== None`` is False); ``& | ^ ~`` are logical
on bool tensors and bitwise on integers.
"""

from __future__ import annotations

import ivy

from .._common import ivy_dtype_of
from . import linalg as _la
from . import math as _m
from ._promotion import binary, fits, hinted, reflected
from .tensor import Tensor, ivy_kind, wrap


def _reflected(fn, name):
    def method(self, other):
        return fn(reflected(other, self._data.dtype), self)

    method.__name__ = method.__qualname__ = f"__r{name}__"
    return method


def _forward(fn, name):
    # ``t + v``: v converted with t's dtype as a hint (a mismatch where it does not fit)
    def method(self, other):
        return fn(self, hinted(other, self._data.dtype))

    method.__name__ = method.__qualname__ = f"__{name}__"
    return method


for _op, _fn in (("add", _m.add), ("sub", _m.subtract), ("mul", _m.multiply),
                 ("truediv", _m.truediv), ("floordiv", _m.floordiv), ("mod", _m.floormod),
                 ("pow", _m.pow), ("matmul", _la.matmul)):
    setattr(Tensor, f"__{_op}__", _forward(_fn, _op))
    setattr(Tensor, f"__r{_op}__", _reflected(_fn, _op))
Tensor.__lt__, Tensor.__le__ = _m.less, _m.less_equal
Tensor.__gt__, Tensor.__ge__ = _m.greater, _m.greater_equal
Tensor.__neg__, Tensor.__abs__ = _m.negative, _m.abs


def _comparable(self, other):
    # TensorFlow converts the other operand of == / != to the tensor's dtype first (TypeError)
    if type(other) in (int, float, complex, str) and \
            not fits(other, str(ivy_dtype_of(self._data.dtype))):
        raise TypeError(f"Cannot convert {other!r} to EagerTensor of dtype {self.dtype.name}")


def _eq(self, other):
    if other is None:
        return False
    _comparable(self, other)
    return _m.equal(self, other)


def _ne(self, other):
    if other is None:
        return True
    _comparable(self, other)
    return _m.not_equal(self, other)


Tensor.__eq__, Tensor.__ne__ = _eq, _ne


def _logical_or_bitwise(logical, bitwise, name):
    def op(self, other):
        if ivy_kind(self._data) == "bool":
            return logical(self, other)
        a, b = binary(name, self, other)
        return wrap(bitwise(a, b))

    return op


Tensor.__and__ = _logical_or_bitwise(_m.logical_and, ivy.bitwise_and, "BitwiseAnd")
Tensor.__or__ = _logical_or_bitwise(_m.logical_or, ivy.bitwise_or, "BitwiseOr")
Tensor.__xor__ = _logical_or_bitwise(_m.logical_xor, ivy.bitwise_xor, "BitwiseXor")
Tensor.__rand__ = _reflected(Tensor.__and__, "and")
Tensor.__ror__ = _reflected(Tensor.__or__, "or")
Tensor.__rxor__ = _reflected(Tensor.__xor__, "xor")


def _invert(self):
    if ivy_kind(self._data) == "bool":
        return _m.logical_not(self)
    return wrap(ivy.bitwise_invert(self._data))


Tensor.__invert__ = _invert
