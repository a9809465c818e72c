"""MXNet kernels: sorting functions (MXNet's sort has no descending or stable option: a stable
descending order is built from the reversed array). NaN sorts as the largest value, as on NumPy,
PyTorch and JAX (MXNet leaves it where its comparisons put it): a float array that holds a NaN
takes a second stable sort, by "is NaN", of the order with NaN read as +inf."""

from mxnet import np

from .indexing import take_along_axis


def _ascending(x, axis):
    """Stable ascending argsort indices along ``axis``, NaN last."""
    if x.dtype.kind != "f" or not bool(np.isnan(x).any()):
        return np.argsort(x, axis=axis)
    nan = np.isnan(x)
    first = np.argsort(np.where(nan, np.full_like(x, float("inf")), x), axis=axis)
    second = np.argsort(take_along_axis(nan.astype("int32"), first, axis=axis), axis=axis)
    return take_along_axis(first, second, axis=axis)


def argsort(x, /, *, axis=-1, descending=False, stable=True):
    if x.ndim == 0:
        return np.zeros((), dtype="int64", ctx=x.ctx)
    if not descending:
        return _ascending(x, axis).astype("int64", copy=False)
    axis %= x.ndim  # MXNet's flip takes no negative axes
    # sort the reversed array ascending, then reverse: ties keep their original order
    idx = np.flip(_ascending(np.flip(x, axis=axis), axis), axis=axis).astype("int64")
    return (x.shape[axis] - 1) - idx


def sort(x, /, *, axis=-1, descending=False, stable=True):
    if x.ndim == 0:
        return x.copy()
    if x.dtype == "float16":  # MXNet's sort has no float16 kernel: in float32 (exact), back
        return sort(x.astype("float32"), axis=axis, descending=descending).astype("float16")
    if x.dtype.kind == "f" and bool(np.isnan(x).any()):
        out = take_along_axis(x, _ascending(x, axis), axis=axis)
    else:
        out = np.sort(x, axis=axis)
    return np.flip(out, axis=axis % x.ndim) if descending else out  # flip: no negative axes
