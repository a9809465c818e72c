"""MXNet kernels: general helpers."""

from mxnet import np as mnp


def inplace_update(x, val, /):
    if isinstance(val, mnp.ndarray) and val.dtype != x.dtype:
        val = val.astype(x.dtype)
    x[...] = val
    return x


def to_native_shape(shape, /):
    return tuple(int(s) for s in shape)
