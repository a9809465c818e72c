"""MXNet kernels: sorting functions (MXNet's sort has no descending or stable option: a stable
descending order is built from the reversed array). NaN is not ordered as on the other backends
(MXNet leaves it where its comparisons put it; issue 27): putting it last needs a check for a NaN
on the host, which makes MXNet raise the pending asynchronous errors of earlier operations there."""

import numpy as onp
from mxnet import np

_F16 = onp.dtype("float16")


def argsort(x, /, *, axis=-1, descending=False, stable=True):
    if x.ndim == 0:
        return np.zeros((), dtype="int64", ctx=x.ctx)
    d = x.dtype
    if d.kind == "b":  # MXNet's sort and flip have no bool kernel (an error when read)
        x = x.astype("uint8")
    elif d == _F16:  # nor a float16 one: in float32 (exact, the same order)
        x = x.astype("float32")
    if not descending:
        return np.argsort(x, axis=axis).astype("int64", copy=False)
    axis %= x.ndim  # MXNet's flip takes no negative axes
    # sort the reversed array ascending, then reverse: ties keep their original order
    idx = np.flip(np.argsort(np.flip(x, axis=axis), axis=axis), axis=axis).astype("int64")
    return (x.shape[axis] - 1) - idx


def sort(x, /, *, axis=-1, descending=False, stable=True):
    if x.ndim == 0:
        return x.copy()
    if x.dtype.kind == "b":  # no bool kernel either: through uint8 (exact), back
        return sort(x.astype("uint8"), axis=axis, descending=descending).astype("bool")
    if x.dtype == "float16":  # MXNet's sort has no float16 kernel: in float32 (exact), back
        return sort(x.astype("float32"), axis=axis, descending=descending).astype("float16")
    out = np.sort(x, axis=axis)
    return np.flip(out, axis=axis % x.ndim) if descending else out  # flip: no negative axes
