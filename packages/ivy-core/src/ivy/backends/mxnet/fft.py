"""MXNet kernels: the ``ivy.fft`` namespace. MXNet has no complex dtypes and mxnet.np no ``fft``:
the transforms are declared unsupported (see the package ``UNSUPPORTED``); the frequency grids and
shifts are real and composed from MXNet operators."""

from mxnet import np

from ..._rules.float_input import real_floating_dtype
from ._helpers import float_or, native_device, where


def fftfreq(n, /, *, d=1.0, dtype=None, device=None):
    dt = float_or(real_floating_dtype(dtype, "fft.fftfreq"), "fft.fftfreq")
    k = np.arange(n, dtype="float64", ctx=native_device(device))
    k = where(k < (n + 1) // 2, k, k - n)  # 0, 1, ..., -(n // 2), ..., -1
    return (k / (n * d)).astype(dt)


def _shift(x, axes, sign):
    if axes is None:
        axes = tuple(range(x.ndim))
    elif type(axes) is int:
        axes = (axes,)
    if not axes:
        return x.copy()
    shift = tuple(sign * (x.shape[a] // 2) for a in axes)
    if x.dtype.kind == "b":  # MXNet's roll has no bool kernel (its result raises when read)
        return np.roll(x.astype("uint8"), shift, axis=tuple(axes)).astype("bool")
    return np.roll(x, shift, axis=tuple(axes))


def fftshift(x, /, *, axes=None):
    return _shift(x, axes, 1)


def ifftshift(x, /, *, axes=None):
    # the inverse roll: -(n // 2) undoes (n // 2) for odd n as well
    return _shift(x, axes, -1)


def rfftfreq(n, /, *, d=1.0, dtype=None, device=None):
    dt = float_or(real_floating_dtype(dtype, "fft.rfftfreq"), "fft.rfftfreq")
    k = np.arange(n // 2 + 1, dtype="float64", ctx=native_device(device))
    return (k / (n * d)).astype(dt)
