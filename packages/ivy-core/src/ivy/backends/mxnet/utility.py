"""MXNet kernels: utility functions (wrapped for a bool result for every dtype, axis=() and Ivy's
promotion of prepend/append)."""

# ruff: noqa: A001  (standard names shadow builtins on purpose)

from mxnet import np

from ._helpers import promote_all, reduce
from .statistical import _axes


def all(x, /, *, axis=None, keepdims=False):
    axes = _axes(axis, x.ndim)
    b = x if x.dtype.kind == "b" else x != 0
    if not axes:
        return b.copy()
    return reduce(np.all, b, axes, True, keepdims)


def any(x, /, *, axis=None, keepdims=False):
    axes = _axes(axis, x.ndim)
    b = x if x.dtype.kind == "b" else x != 0
    if not axes:
        return b.copy()
    return reduce(np.any, b, axes, False, keepdims)


def diff(x, /, *, axis=-1, n=1, prepend=None, append=None):
    if n == 0:  # as NumPy and array-api-strict: x itself, prepend/append not attached
        return x.copy()
    if prepend is not None or append is not None:
        parts = promote_all([a for a in (prepend, x, append) if a is not None], "diff")
        x = np.concatenate(parts, axis=axis)
    # x[1:] - x[:-1] along axis, n times (bool: not_equal, as NumPy)
    axis %= x.ndim
    for _ in range(n):
        m = x.shape[axis]
        hi = np.take(x, np.arange(1, m, dtype="int64", ctx=x.ctx), axis=axis)
        lo = np.take(x, np.arange(0, max(m - 1, 0), dtype="int64", ctx=x.ctx), axis=axis)
        x = hi != lo if x.dtype.kind == "b" else hi - lo
    return x
