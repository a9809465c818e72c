"""JAX kernels: the ``ivy.fft`` namespace. JAX keeps single precision (float32 -> complex64)."""

import jax.numpy as jnp

from ... import dtypes as _dt
from ._helpers import native_device, native_dtype

_f = jnp.fft

fft = _f.fft


def fftfreq(n, /, *, d=1.0, dtype=None, device=None):
    dt = native_dtype(_dt.default_float_dtype() if dtype is None else dtype)
    return _f.fftfreq(n, d, dtype=dt, device=native_device(device))


fftn = _f.fftn
fftshift = _f.fftshift
hfft = _f.hfft
ifft = _f.ifft
ifftn = _f.ifftn
ifftshift = _f.ifftshift
ihfft = _f.ihfft
irfft = _f.irfft
irfftn = _f.irfftn
rfft = _f.rfft


def rfftfreq(n, /, *, d=1.0, dtype=None, device=None):
    dt = native_dtype(_dt.default_float_dtype() if dtype is None else dtype)
    return _f.rfftfreq(n, d, dtype=dt, device=native_device(device))


rfftn = _f.rfftn
