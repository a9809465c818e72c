"""MXNet kernels: statistical functions. Wrapped for the standard's accumulator dtypes (mxnet.np
sums bool to float32 and keeps int8), ``correction`` of any real value (MXNet's ddof is an int),
``include_initial``, and ``cumulative_prod`` (mxnet.np has none: a log-depth scan of products)."""

# ruff: noqa: A001  (standard names shadow builtins on purpose)

import builtins

import numpy as onp
from mxnet import np
from mxnet.base import MXNetError

from ...errors import IvyIndexError, IvyValueError
from .._composed import scan_kernel
from ._helpers import accumulation_dtype, as_dtype, fmean, promote_all, reduce, sum_as, where

# dtypes that are their own accumulator: cumsum of them without Ivy's options is MXNet's
_SCAN_SELF = frozenset(onp.dtype(d) for d in ("float16", "float32", "float64", "int64"))
# (MXNet's cumsum takes a non-negative axis only)
cumsum = scan_kernel("mxnet", "cumsum", lambda x, axis: np.cumsum(x, axis=axis % x.ndim),
                     _SCAN_SELF)


def _axes(axis, ndim):
    if axis is None:
        return tuple(range(ndim))
    axes = (axis,) if type(axis) is int else tuple(axis)
    for a in axes:
        if not -builtins.max(ndim, 1) <= a < builtins.max(ndim, 1):
            raise IvyValueError(f"axis {a} is out of bounds for an array of {ndim} dimensions")
    return tuple(a % builtins.max(ndim, 1) for a in axes)


def _cumulative(f, start, x, axis, dtype, include_initial, name):
    if axis is None:
        if x.ndim > 1:
            raise IvyValueError(f"ivy.{name} (mxnet backend): axis is required for a {x.ndim}-d "
                                "array")
        axis = 0
    if x.ndim == 0:
        x = x.reshape(1)
    if not -x.ndim <= axis < x.ndim:  # (axis % ndim would scan another axis)
        raise IvyIndexError(f"ivy.{name}: axis {axis} is out of bounds for an array of "
                            f"{x.ndim} dimensions")
    axis %= x.ndim
    out = f(as_dtype(x, accumulation_dtype(x, dtype, name)), axis)
    if include_initial:  # prepend the identity along axis
        shape = list(out.shape)
        shape[axis] = 1
        out = np.concatenate([np.full(tuple(shape), start, dtype=out.dtype, ctx=out.ctx), out],
                             axis=axis)
    return out


def _cumprod(x, axis):
    # Hillis-Steele scan: log2(n) steps of "multiply by the value s places before"
    n = x.shape[axis]
    s = 1
    while s < n:
        head = np.take(x, np.arange(s, dtype="int64", ctx=x.ctx), axis=axis)
        prev = np.take(x, np.arange(n - s, dtype="int64", ctx=x.ctx), axis=axis)
        tail = np.take(x, np.arange(s, n, dtype="int64", ctx=x.ctx), axis=axis)
        x = np.concatenate([head, tail * prev], axis=axis)
        s *= 2
    return x


def _cumsum(x, axis):
    if x.dtype.kind == "b":  # dtype=bool (NumPy's: a running "or"); MXNet's cumsum has no bool
        return np.cumsum(x.astype("int32"), axis=axis, dtype="int32") > 0
    if x.dtype == "uint8":  # MXNet's cumsum has no uint8 kernel: int32 sums, wrapped back to
        return np.cumsum(x.astype("int32"), axis=axis, dtype="int32").astype("uint8")  # uint8
    return np.cumsum(x, axis=axis, dtype=x.dtype)


def cumulative_prod(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(_cumprod, 1, x, axis, dtype, include_initial, "cumulative_prod")


def cumulative_sum(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(_cumsum, 0, x, axis, dtype, include_initial, "cumulative_sum")


def einsum(equation, *operands):
    operands = promote_all(operands, "einsum")  # Ivy's promotion (MXNet refuses mixed dtypes)
    try:
        return np.einsum(equation, *operands)
    except (MXNetError, ValueError) as e:
        msg = str(e).strip().splitlines()[-1]
        raise IvyValueError(f"ivy.einsum: {equation!r} does not fit operands of shapes "
                            f"{[o.shape for o in operands]}: {msg}") from e


def _extreme(f, x, axis, keepdims, name):
    axes = _axes(axis, x.ndim)
    if not axes:
        return x.copy()
    if x.size == 0:
        if any(x.shape[a] == 0 for a in axes):
            raise IvyValueError(f"ivy.{name}: zero-size reduction has no identity; pass a "
                                "non-empty array or reduce over non-empty axes")
        shape = tuple(1 if a in axes else n for a, n in enumerate(x.shape)) if keepdims else \
            tuple(n for a, n in enumerate(x.shape) if a not in axes)
        return np.zeros(shape, dtype=x.dtype)  # (empty: another axis has no element)
    if x.dtype.kind == "b":
        return as_dtype(f(x.astype("int32"), axis=axes, keepdims=keepdims), x.dtype)
    out = f(x, axis=axes, keepdims=keepdims)
    if x.dtype.kind == "f":  # MXNet's max/min skip nan; the standard propagates it
        n = np.any(np.isnan(x), axis=axes, keepdims=keepdims) if x.ndim else np.isnan(x)
        out = where(n, np.full_like(out, float("nan")), out)
    return out


def max(x, /, *, axis=None, keepdims=False):
    return _extreme(np.max, x, axis, keepdims, "max")


def mean(x, /, *, axis=None, keepdims=False):
    axes = _axes(axis, x.ndim)
    if not axes:
        return x.copy()
    return reduce(fmean, x, axes, float("nan"), keepdims)


def min(x, /, *, axis=None, keepdims=False):
    return _extreme(np.min, x, axis, keepdims, "min")


def prod(x, /, *, axis=None, dtype=None, keepdims=False):
    acc = accumulation_dtype(x, dtype, "prod")
    axes = _axes(axis, x.ndim)
    if not axes:
        return x.astype(acc, copy=True)
    if acc.kind == "b":  # dtype=bool (NumPy's: a product of truth values is "all")
        return reduce(np.all, x if x.dtype.kind == "b" else x != 0, axes, True, keepdims)
    if acc.kind == "u":  # mxnet.np.prod takes no uint8: in int32, wrapped back (modulo 256)
        return reduce(np.prod, x.astype("int32"), axes, 1, keepdims, "int32").astype(acc)
    return reduce(np.prod, as_dtype(x, acc), axes, 1, keepdims, acc)


def _var(x, axis, correction, keepdims):
    if x.dtype == "float16":  # squares in float32 (as PyTorch), rounded back once
        return _var(x.astype("float32"), axis, correction, keepdims).astype("float16")
    axes = _axes(axis, x.ndim)
    n = 1
    for a in axes:
        n *= x.shape[a]
    m = reduce(fmean, x, axes, float("nan"), True) if axes else x
    d = x - m
    s = sum_as(d * d, axes, x.dtype, keepdims) if axes else d * d
    denom = n - correction
    return s / np.array(denom if denom > 0 else 0.0, dtype=x.dtype, ctx=x.ctx)


def std(x, /, *, axis=None, correction=0.0, keepdims=False):
    if x.dtype == "float16":  # the variance may exceed float16's range where the result does not
        return np.sqrt(_var(x.astype("float32"), axis, correction, keepdims)).astype("float16")
    return np.sqrt(_var(x, axis, correction, keepdims))


def sum(x, /, *, axis=None, dtype=None, keepdims=False):
    acc = accumulation_dtype(x, dtype, "sum")
    axes = _axes(axis, x.ndim)
    if not axes:
        return x.astype(acc, copy=True)
    if acc.kind == "b":  # dtype=bool (NumPy's: a sum of truth values is "any")
        return reduce(np.any, x if x.dtype.kind == "b" else x != 0, axes, False, keepdims)
    return sum_as(as_dtype(x, acc), axes, acc, keepdims)


def var(x, /, *, axis=None, correction=0.0, keepdims=False):
    return _var(x, axis, correction, keepdims)
