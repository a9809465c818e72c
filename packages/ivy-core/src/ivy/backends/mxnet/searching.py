"""MXNet kernels: searching functions. ``count_nonzero`` and ``searchsorted`` are host fallbacks
in mxnet.np: both are composed from MXNet comparisons and sums here."""

from mxnet import np

from ...errors import IvyValueError
from . import _helpers
from . import scatter_gather as _sg
from ._helpers import SCALARS, land, lnot, lor, nd, pair, promote, sum_as


def _arg(f, x, axis, keepdims):
    if x.dtype.kind == "b":
        x = x.astype("int32")
    if axis is None:
        out = f(x.reshape(-1), axis=0)
        return out.reshape((1,) * x.ndim) if keepdims else out
    out = f(x, axis=axis)
    return np.expand_dims(out, axis) if keepdims else out


def argmax(x, /, *, axis=None, keepdims=False):
    return _arg(np.argmax, x, axis, keepdims)


def argmin(x, /, *, axis=None, keepdims=False):
    return _arg(np.argmin, x, axis, keepdims)


def count_nonzero(x, /, *, axis=None, keepdims=False):
    return sum_as(x != 0, axis, "int64", keepdims)


def nonzero(x, /, *, size=None, fill_value=0):
    if x.ndim == 0:
        raise IvyValueError("ivy.nonzero (mxnet backend): x must have at least one dimension; "
                            "reshape it with ivy.reshape(x, (1,)) first")
    if size is not None:
        rows = _sg.argwhere(x, size=size, fill_value=fill_value)
        return tuple(rows[:, i] for i in range(x.ndim))
    return tuple(np.nonzero(x))


def _less(a, b):
    # a < b in the sort order (nan after everything)
    if a.dtype.kind != "f":
        return a < b
    return lor(a < b, land(np.isnan(b), lnot(np.isnan(a))))


def searchsorted(x1, x2, /, *, side="left", sorter=None):
    x1, x2 = pair(x1, x2, "searchsorted")
    if sorter is not None:
        x1 = np.take(x1, sorter)
    a, v = x1.reshape(1, -1), x2.reshape(-1, 1)
    # left: how many elements sort before v; right: how many do not sort after v
    before = _less(a, v) if side == "left" else lnot(_less(v, a))
    return sum_as(before, 1, "int64").reshape(x2.shape)


def where(condition, x1, x2, /):
    if not (type(x1) is nd and type(x2) is nd and x1.dtype == x2.dtype):
        if type(x1) in SCALARS and type(x2) in SCALARS:  # made on the condition's device
            x1, x2 = promote(x1, x2, "where")
            x1, x2 = x1.as_in_context(condition.ctx), x2.as_in_context(condition.ctx)
        else:
            x1, x2 = promote(x1, x2, "where")
    return _helpers.where(condition, x1, x2)
