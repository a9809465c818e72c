"""MXNet kernels: sorting functions, ordered by NumPy on the host.

MXNet 1.9's own sort is neither stable (equal keys of a 2,000-element row come back out of
order) nor NaN-safe: a NaN breaks its comparisons, so the values after it are left unsorted
(``[1, 0, nan, -1, 5, 4, 3, nan, 2]`` sorts to ``-1 0 1 nan 3 4 5 nan 2``). The order is
therefore computed by NumPy's stable sort on a host copy (NaN last ascending and first
descending, as on the other backends; bool and float16 have kernels there too) and the values
are gathered from the MXNet array, so a sort stays differentiable under ``autograd.record``.
Cost (one process, CPU): ~1.5x MXNet's argsort for 8-100 elements, the same at 10,000; the
copy to the host is a synchronisation point (an earlier operation's asynchronous error is
raised here rather than where the result is read)."""

import numpy as onp
from mxnet import np

from ._helpers import _recording
from .indexing import take_along_axis


def _host_order(values, axis, descending):
    """NumPy's stable ascending order (NaN last) of a host array along ``axis``; descending keeps
    ties in their original order: the reversed array sorted ascending, the order reversed back."""
    if not descending:
        return onp.argsort(values, axis=axis, kind="stable")
    flipped = onp.flip(values, axis=axis)
    order = onp.flip(onp.argsort(flipped, axis=axis, kind="stable"), axis=axis)
    return (values.shape[axis] - 1) - order


def argsort(x, /, *, axis=-1, descending=False, stable=True):
    if x.ndim == 0:
        return np.zeros((), dtype="int64", ctx=x.ctx)
    order = _host_order(x.asnumpy(), axis, descending)
    return np.array(order.astype("int64", copy=False), dtype="int64", ctx=x.ctx)


def sort(x, /, *, axis=-1, descending=False, stable=True):
    if x.ndim == 0:
        return x.copy()
    if _recording():  # gather from x: the gradient flows to the sorted positions
        return take_along_axis(x, argsort(x, axis=axis, descending=descending), axis=axis)
    values = x.asnumpy()
    order = _host_order(values, axis, descending)
    return np.array(onp.take_along_axis(values, order, axis=axis), dtype=x.dtype, ctx=x.ctx)
