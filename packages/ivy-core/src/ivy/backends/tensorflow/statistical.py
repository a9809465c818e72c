"""TensorFlow kernels: statistical functions. Wrapped for argument names, the standard's accumulator
dtypes (bool/signed -> default int, unsigned -> the unsigned type of that width; TF keeps the
input dtype), axis=() (no reduction), include_initial, the standard's correction in std/var
(TF's reduce_std has none), and the zero-size max/min error."""

import math

import tensorflow as tf

from ... import dtypes as _dt
from ..._rules.layout import norm_axis
from ...errors import IvyValueError, framework_message
from ._helpers import (
    BOOL,
    HALF,
    I64,
    INEXACT,
    INEXACT_ID,
    U64,
    UNSIGNED,
    T,
    native_dtype,
    norm_axes,
    promote_all,
)
from ._raw import Cast, Max, Mean, Min, Prod, Sum, every_axis, gen, ints

_SquaredDifference = gen("SquaredDifference")

_ACC: dict = {}


def _reduce(op, x, axis, keepdims, d=None):
    """``op`` (a reduction op of _raw) of ``x`` (cast to ``d`` first when given) over ``axis``
    (None: every axis; axis=(): the standard's no reduction, a copy)."""
    if axis is None:
        axes = every_axis(x)
    else:
        axes = norm_axes(axis, x.shape.rank)
        if not axes:
            return tf.identity(x) if d is None or x.dtype is d else tf.cast(x, d)
        axes = ints(axes)
    if d is not None and x.dtype is not d:
        x = Cast(x=x, DstT=d)
    return op(input=x, axis=axes, keep_dims=keepdims)


def sum_dtype(x, dtype):
    """Accumulator dtype of sum/prod/cumulative_*/trace: ``dtype``, else the standard's default."""
    if dtype is not None:
        return native_dtype(dtype)
    d = x.dtype
    if id(d) in INEXACT_ID:
        return d
    key = (d, _dt.default_int_dtype())
    acc = _ACC.get(key)
    if acc is None:
        di = native_dtype(key[1])
        if d is BOOL:
            acc = di
        else:
            bits = (di.size if di.size > d.size else d.size) * 8
            acc = native_dtype(f"{'uint' if d in UNSIGNED else 'int'}{bits}")
        _ACC[key] = acc
    return acc


def _as(x, d):
    return x if x.dtype is d else tf.cast(x, d)


def _cumulative(f, start, x, axis, dtype, include_initial, name):
    if axis is None:
        if x.shape.rank > 1:
            raise IvyValueError(f"ivy.{name}: axis is required for a {x.shape.rank}-d array")
        axis = 0
    if x.shape.rank == 0:
        x = tf.reshape(x, (1,))
    out = f(_as(x, sum_dtype(x, dtype)), axis=axis)
    if include_initial:  # TF has no include_initial: prepend the identity along axis
        pad = [[0, 0]] * out.shape.rank
        pad[axis % out.shape.rank] = [1, 0]
        out = tf.pad(out, pad, constant_values=start)
    return out


def cumprod(x, /, axis=0, *, exclusive=False, reverse=False, dtype=None):
    # TF's own exclusive / reverse scans
    ax = norm_axis("cumprod", axis, x.shape.rank)
    return tf.math.cumprod(_as(x, sum_dtype(x, dtype)), ax, exclusive=exclusive, reverse=reverse)


def cumsum(x, /, axis=0, *, exclusive=False, reverse=False, dtype=None):
    ax = norm_axis("cumsum", axis, x.shape.rank)
    return tf.math.cumsum(_as(x, sum_dtype(x, dtype)), ax, exclusive=exclusive, reverse=reverse)


def cumulative_prod(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(tf.math.cumprod, 1, x, axis, dtype, include_initial, "cumulative_prod")


def cumulative_sum(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(tf.math.cumsum, 0, x, axis, dtype, include_initial, "cumulative_sum")


# dtypes TF's einsum has no kernel for: computed in int64 (exact modulo 2**64), then converted
_EINSUM_NATIVE = INEXACT | {tf.int32, I64}


def einsum(equation, *operands):
    operands = promote_all(operands)  # Ivy's promotion (TF refuses mixed dtypes)
    d = operands[0].dtype if operands else None
    if d is not None and d not in _EINSUM_NATIVE:
        operands = [tf.bitcast(o, I64) if d is U64 else tf.cast(o, I64) for o in operands]
    try:
        out = tf.einsum(equation, *operands)
    except (ValueError, tf.errors.InvalidArgumentError) as e:
        raise IvyValueError(f"ivy.einsum: {equation!r} does not fit operands of shapes "
                            f"{[tuple(o.shape) for o in operands]}: "
                            f"{framework_message(e, 'einsum')}") from e
    if out.dtype is d:
        return out
    if d is BOOL:
        return tf.not_equal(out, 0)
    return tf.bitcast(out, U64) if d is U64 else tf.cast(out, d)  # wraps as the dtype


def _extreme(op, x, axis, keepdims, name):
    if (x._num_elements() if type(x) is T else x.shape.num_elements()) == 0 and (
            axis is None or any(x.shape[a] == 0 for a in norm_axes(axis, x.shape.rank))):
        raise IvyValueError(f"ivy.{name}: zero-size reduction has no identity; pass a non-empty "
                            "array or reduce over non-empty axes")
    return _reduce(op, x, axis, keepdims)


def max(x, /, *, axis=None, keepdims=False):  # noqa: A001
    return _extreme(Max, x, axis, keepdims, "max")


def mean(x, /, *, axis=None, keepdims=False):
    return _reduce(Mean, x, axis, keepdims)


def min(x, /, *, axis=None, keepdims=False):  # noqa: A001
    return _extreme(Min, x, axis, keepdims, "min")


def prod(x, /, *, axis=None, dtype=None, keepdims=False):
    return _reduce(Prod, x, axis, keepdims, sum_dtype(x, dtype))


def std(x, /, *, axis=None, correction=0.0, keepdims=False):
    if x.dtype in HALF:  # the variance may exceed float16's range where the result does not
        return tf.cast(std(tf.cast(x, tf.float32), axis=axis, correction=correction,
                           keepdims=keepdims), x.dtype)
    return tf.math.sqrt(var(x, axis=axis, correction=correction, keepdims=keepdims))


def sum(x, /, *, axis=None, dtype=None, keepdims=False):  # noqa: A001
    return _reduce(Sum, x, axis, keepdims, sum_dtype(x, dtype))


def var(x, /, *, axis=None, correction=0.0, keepdims=False):
    if x.dtype in HALF:  # half: squares in float32 (as PyTorch), rounded back once
        return tf.cast(var(tf.cast(x, tf.float32), axis=axis, correction=correction,
                           keepdims=keepdims), x.dtype)
    axes = norm_axes(axis, x.shape.rank)
    if not axes:  # no reduction: each element alone (nan for inf/nan, or when correction >= 1)
        x, axes, keepdims = tf.expand_dims(x, -1), (-1,), False
    sizes = [x.shape[a] for a in axes]
    if None in sizes:  # tracing an unknown size: the count as a tensor
        s = tf.shape(x)
        n = tf.cast(tf.reduce_prod(tf.gather(s, [a % x.shape.rank for a in axes])), x.dtype)
        divisor = tf.math.maximum(n - correction, 0)
    else:  # the count from the static shape: 4 ops (~4x fewer than the counted form, eagerly)
        n = math.prod(sizes)
        divisor = tf.constant(n - correction if n > correction else 0, x.dtype)
    axes_in = ints(tuple(a % x.shape.rank for a in axes))
    m = Mean(input=x, axis=axes_in, keep_dims=True)
    ss = Sum(input=_SquaredDifference(x=x, y=m), axis=axes_in, keep_dims=keepdims)
    return ss / divisor  # NumPy's divisor: max(n - correction, 0)
