"""PyTorch's pointwise functions (``torch.add``, ``torch.exp``, ...) on Ivy: each promotes its
inputs as PyTorch does, calls one Ivy function and wraps the result."""

from __future__ import annotations

import ivy

from .._common import ivy_dtype_of
from .tensor import native, promote, result, wrap

__all__ = ["abs", "add", "div", "eq", "exp", "ge", "gt", "le", "log", "lt", "maximum", "minimum",
           "mul", "ne", "neg", "pow", "sqrt", "sub", "tanh", "true_divide", "where"]

_int_kinds = ("bool", "int", "uint")
_NUMBERS = (int, float, bool, complex)


def _float_input(x):
    # PyTorch computes floating-point functions of integer/bool tensors in the default float dtype
    if x.__class__ in (int, bool):
        return float(x)
    if x.__class__ is not float and x.__class__ is not complex \
            and ivy_dtype_of(x.dtype).kind in _int_kinds:
        return ivy.astype(x, ivy.default_float_dtype())
    return x


def _tensors_only(name, *args):
    for i, a in enumerate(args):
        if a.__class__ in (int, float, bool, complex):
            raise TypeError(f"{name}(): argument {('input', 'other')[i]!r} (position {i + 1}) "
                            f"must be Tensor, not {type(a).__name__}")


def _is_bool(a):
    if a.__class__ in _NUMBERS:
        return False
    return str(ivy_dtype_of(native(a).dtype)) == "bool"


def abs(input, *, out=None):  # noqa: A001 - PyTorch's name
    return result(ivy.abs(native(input)), out)


def add(input, other, *, alpha=1, out=None):
    x, y = promote(input, other)
    if alpha != 1:
        y = ivy.multiply(y, alpha)
    return result(ivy.add(x, y), out)


def sub(input, other, *, alpha=1, out=None):
    if _is_bool(input) or _is_bool(other):
        raise RuntimeError("Subtraction, the `-` operator, with a bool tensor is not supported. "
                           "If you are trying to invert a mask, use the `~` or `logical_not()` "
                           "operator instead.")
    x, y = promote(input, other)
    if alpha != 1:
        y = ivy.multiply(y, alpha)
    return result(ivy.subtract(x, y), out)


def mul(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.multiply(x, y), out)


def div(input, other, *, rounding_mode=None, out=None):
    x, y = promote(input, other)
    if rounding_mode is None:
        return result(ivy.divide(_float_input(x), _float_input(y)), out)
    if rounding_mode == "floor":
        return result(ivy.floor_divide(x, y), out)
    if rounding_mode == "trunc":
        q = ivy.divide(x, y)
        return result(ivy.astype(ivy.trunc(q), ivy_dtype_of(x.dtype)) if ivy_dtype_of(x.dtype).kind != "float"
                      else ivy.trunc(q), out)
    raise ValueError(f"div expected rounding_mode to be one of None, 'trunc', or 'floor' but "
                     f"found '{rounding_mode}'")


true_divide = div


def pow(input, exponent, *, out=None):  # noqa: A001 - PyTorch's name
    x, y = promote(input, exponent)
    return result(ivy.pow(x, y), out)


def neg(input, *, out=None):
    return result(ivy.negative(native(input)), out)


def exp(input, *, out=None):
    return result(ivy.exp(_float_input(native(input))), out)


def log(input, *, out=None):
    return result(ivy.log(_float_input(native(input))), out)


def sqrt(input, *, out=None):
    return result(ivy.sqrt(_float_input(native(input))), out)


def tanh(input, *, out=None):
    return result(ivy.tanh(_float_input(native(input))), out)


def maximum(input, other, *, out=None):
    _tensors_only("maximum", input, other)
    x, y = promote(input, other)
    return result(ivy.maximum(x, y), out)


def minimum(input, other, *, out=None):
    _tensors_only("minimum", input, other)
    x, y = promote(input, other)
    return result(ivy.minimum(x, y), out)


def eq(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.equal(x, y), out)


def ne(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.not_equal(x, y), out)


def lt(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.less(x, y), out)


def le(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.less_equal(x, y), out)


def gt(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.greater(x, y), out)


def ge(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.greater_equal(x, y), out)


def where(condition, input=None, other=None, *, out=None):
    if input is None and other is None:
        return tuple(wrap(i) for i in ivy.nonzero(native(condition)))
    x, y = promote(input, other)
    return result(ivy.where(native(condition), x, y), out)
