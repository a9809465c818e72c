"""TensorFlow kernels: linear algebra in the root namespace (shared with ivy.linalg). Wrapped for
Ivy's promotion, 1-d operands of matmul, negative tensordot axes, integer vecdot, and the integer
dtypes TF has no matmul kernel for (int8/16, unsigned: exact widening or same-width signed view,
modular like the other backends)."""

import tensorflow as tf

from ...errors import IvyValueError
from ._helpers import COMPLEX, I64, U64, WIDE, T, norm_axes, promote, value_error
from ._raw import MatMul

_SHAPE_ERRORS = (tf.errors.InvalidArgumentError, ValueError)


def _same(x1, x2):
    if type(x1) is T and type(x2) is T and x1.dtype is x2.dtype:
        return x1, x2
    return promote(x1, x2)


def _modular(f, x1, x2, *args):
    """``f`` on integer dtypes TF lacks a kernel for, through an exact wider or same-bits dtype."""
    d = x1.dtype
    w = WIDE.get(d)
    if w is not None:  # products wrap modulo a multiple of 2**bits: exact after the cast back
        return tf.cast(f(tf.cast(x1, w), tf.cast(x2, w), *args), d)
    if d is U64:
        return tf.bitcast(f(tf.bitcast(x1, I64), tf.bitcast(x2, I64), *args), U64)
    return f(x1, x2, *args)


def _matmul(a, b):
    if a.shape.rank == 1 and b.shape.rank == 1:
        if a.shape[0] != b.shape[0]:
            raise ValueError(f"matmul: shapes {tuple(a.shape)} and {tuple(b.shape)} do not align")
        return tf.reduce_sum(a * b)
    if a.shape.rank == 1:
        return tf.squeeze(tf.linalg.matmul(a[None], b), -2)
    if b.shape.rank == 1:
        return tf.squeeze(tf.linalg.matmul(a, b[:, None]), -1)
    if a.shape.rank == 2 and b.shape.rank == 2:
        return MatMul(a=a, b=b)  # tf.linalg.matmul's op (its Python wrapper costs ~14 us)
    return tf.linalg.matmul(a, b)


def matmul(x1, x2, /):
    x1, x2 = _same(x1, x2)
    if x1.shape.rank == 0 or x2.shape.rank == 0:
        raise IvyValueError("ivy.matmul: operands must have at least one dimension")
    try:
        return _modular(_matmul, x1, x2)
    except _SHAPE_ERRORS as e:
        raise value_error("matmul", e) from e


def matrix_transpose(x, /):
    return tf.linalg.matrix_transpose(x)


def tensordot(x1, x2, /, *, axes=2):
    x1, x2 = _same(x1, x2)
    if type(axes) is not int:
        axes = [list(norm_axes(tuple(axes[0]), x1.shape.rank)),
                list(norm_axes(tuple(axes[1]), x2.shape.rank))]
    try:
        return _modular(tf.tensordot, x1, x2, axes)
    except _SHAPE_ERRORS as e:
        raise value_error("tensordot", e) from e


def vecdot(x1, x2, /, *, axis=-1):
    x1, x2 = _same(x1, x2)
    if x1.shape[axis] != x2.shape[axis]:
        raise IvyValueError(f"ivy.vecdot: axis {axis} has size {x1.shape[axis]} in x1 and "
                            f"{x2.shape[axis]} in x2")
    if x1.dtype in COMPLEX:
        x1 = tf.math.conj(x1)
    try:
        return tf.math.reduce_sum(x1 * x2, axis=axis)
    except _SHAPE_ERRORS as e:
        raise value_error("vecdot", e) from e
