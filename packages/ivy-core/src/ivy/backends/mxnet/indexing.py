"""MXNet kernels: indexing functions. ``take_along_axis`` is a host fallback in mxnet.np: it is
composed from ``take`` on flat indices (differentiable in x)."""

import math

import numpy as onp
from mxnet import np

from ...errors import IvyValueError
from . import _items  # noqa: F401  (ivy.Array's __getitem__ / __setitem__ on mxnet arrays)
from ._helpers import where

_I64 = onp.dtype("int64")


def take(x, indices, /, *, axis=None):
    if axis is None:
        if x.ndim != 1:
            raise IvyValueError(f"ivy.take (mxnet backend): axis is required for a {x.ndim}-d "
                                "array")
        axis = 0
    # negative indices counted from the end here, not by take's "wrap" mode: that one would
    # silently wrap an out-of-range index too; "raise" reports it (when the result is read)
    i = indices if indices.dtype == _I64 else indices.astype(_I64)
    return np.take(x, where(i < 0, i + x.shape[axis], i), axis=axis, mode="raise")


def take_along_axis(x, indices, /, *, axis=-1):
    if not -x.ndim <= axis < x.ndim or indices.ndim != x.ndim:
        raise IvyValueError(f"ivy.take_along_axis (mxnet backend): axis {axis} and indices of "
                            f"shape {indices.shape} do not fit x of shape {x.shape}")
    if x.dtype.kind == "b":  # MXNet moves no bool data: through uint8
        return take_along_axis(x.astype("uint8"), indices, axis=axis).astype("bool")
    xm = np.moveaxis(x, axis, -1)
    im = np.moveaxis(indices, axis, -1)
    n = xm.shape[-1]
    batch = _broadcast_shapes(xm.shape[:-1], im.shape[:-1])
    xm = np.broadcast_to(xm, batch + (n,))
    im = np.broadcast_to(im, batch + im.shape[-1:]).astype("int64")
    im = where(im < 0, im + n, im)
    rows = np.arange(math.prod(batch), dtype="int64", ctx=x.ctx).reshape(batch + (1,)) * n
    out = np.take(xm.reshape(-1), (rows + im).reshape(-1)).reshape(im.shape)
    return np.moveaxis(out, -1, axis)


def _broadcast_shapes(a, b):
    n = max(len(a), len(b))
    a, b = (1,) * (n - len(a)) + a, (1,) * (n - len(b)) + b
    out = []
    for i, j in zip(a, b):
        if i != j and 1 not in (i, j):
            raise IvyValueError(f"shapes {a} and {b} do not broadcast")
        out.append(j if i == 1 else i)
    return tuple(out)
