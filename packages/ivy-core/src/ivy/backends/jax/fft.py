"""JAX kernels: the ``ivy.fft`` namespace. JAX keeps single precision (float32 -> complex64)."""

import jax.numpy as jnp

from ..._rules.float_input import real_floating_dtype
from ._helpers import default_float, native_device, requested_dtype

_f = jnp.fft


def _norm_none(f, *, nd=False):
    # jnp.fft takes a slow path when norm="backward" is spelled out (~90 µs a call); None is the
    # same normalisation on its fast path.
    if nd:
        def kernel(x, /, *, s=None, axes=None, norm="backward"):
            return f(x, s=s, axes=axes, norm=None if norm == "backward" else norm)
    else:
        def kernel(x, /, *, n=None, axis=-1, norm="backward"):
            return f(x, n=n, axis=axis, norm=None if norm == "backward" else norm)
    kernel.__name__ = f.__name__
    return kernel


fft = _norm_none(_f.fft)


def fftfreq(n, /, *, d=1.0, dtype=None, device=None):
    dtype = real_floating_dtype(dtype, "fft.fftfreq")
    dt = default_float() if dtype is None else requested_dtype(dtype, "fft.fftfreq")
    return _f.fftfreq(n, d, dtype=dt, device=native_device(device))


fftn = _norm_none(_f.fftn, nd=True)
fftshift = _f.fftshift
hfft = _norm_none(_f.hfft)
ifft = _norm_none(_f.ifft)
ifftn = _norm_none(_f.ifftn, nd=True)
ifftshift = _f.ifftshift
ihfft = _norm_none(_f.ihfft)
irfft = _norm_none(_f.irfft)
irfftn = _norm_none(_f.irfftn, nd=True)
rfft = _norm_none(_f.rfft)


def rfftfreq(n, /, *, d=1.0, dtype=None, device=None):
    dtype = real_floating_dtype(dtype, "fft.rfftfreq")
    dt = default_float() if dtype is None else requested_dtype(dtype, "fft.rfftfreq")
    return _f.rfftfreq(n, d, dtype=dt, device=native_device(device))


rfftn = _norm_none(_f.rfftn, nd=True)
