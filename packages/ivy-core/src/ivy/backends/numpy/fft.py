"""NumPy kernels: the ``ivy.fft`` namespace (the standard's FFT extension).

NumPy < 2 computes every transform in double precision: single-precision input gets a
single-precision result back (complex64 / float32), as the standard says.
"""

import numpy as np

from ... import dtypes as _dt
from ..._rules.float_input import real_floating_dtype
from ._helpers import check_device, native_dtype

_F32, _F64 = np.dtype(np.float32), np.dtype(np.float64)
_C64, _C128 = np.dtype(np.complex64), np.dtype(np.complex128)
_FFT = np.fft


def _keep(x, out):
    """Single-precision result for single-precision input."""
    if out.dtype == _C128 and (x.dtype == _F32 or x.dtype == _C64):
        return out.astype(_C64)
    if out.dtype == _F64 and (x.dtype == _F32 or x.dtype == _C64):
        return out.astype(_F32)
    return out


def _s_axes(x, s, axes, last=False):
    """The standard's s/axes: s without axes means the last len(s) axes (NumPy 2 deprecates
    that spelling); s[i] == -1 keeps the input length (for irfftn's last axis, 2 * (m - 1))."""
    if s is None:
        return None, axes
    if axes is None:
        axes = tuple(range(-len(s), 0))
    if -1 in s:
        s = list(s)
        for i, a in enumerate(axes):
            if s[i] == -1:
                s[i] = 2 * (x.shape[a] - 1) if last and i == len(s) - 1 else x.shape[a]
    return s, axes


def _one_d(f):
    """A 1-d transform keeping Ivy's precision (complex64 for float32 input)."""

    def kernel(x, /, *, n=None, axis=-1, norm="backward"):
        return _keep(x, f(x, n=n, axis=axis, norm=norm))

    kernel.__name__ = f.__name__
    return kernel


def _n_d(f, last=False):
    """An n-d transform with the standard's s/axes rules, keeping Ivy's precision."""

    def kernel(x, /, *, s=None, axes=None, norm="backward"):
        s, axes = _s_axes(x, s, axes, last=last)
        return _keep(x, f(x, s=s, axes=axes, norm=norm))

    kernel.__name__ = f.__name__
    return kernel


fft = _one_d(_FFT.fft)


def fftfreq(n, /, *, d=1.0, dtype=None, device=None):
    check_device(device)
    dtype = real_floating_dtype(dtype, "fft.fftfreq")
    d_ = native_dtype(_dt.default_float_dtype() if dtype is None else dtype)
    return _FFT.fftfreq(n, d=d).astype(d_, copy=False)


fftn = _n_d(_FFT.fftn)
fftshift = _FFT.fftshift


hfft = _one_d(_FFT.hfft)
ifft = _one_d(_FFT.ifft)


ifftn = _n_d(_FFT.ifftn)
ifftshift = _FFT.ifftshift


ihfft = _one_d(_FFT.ihfft)
irfft = _one_d(_FFT.irfft)


irfftn = _n_d(_FFT.irfftn, last=True)
rfft = _one_d(_FFT.rfft)


def rfftfreq(n, /, *, d=1.0, dtype=None, device=None):
    check_device(device)
    dtype = real_floating_dtype(dtype, "fft.rfftfreq")
    d_ = native_dtype(_dt.default_float_dtype() if dtype is None else dtype)
    return _FFT.rfftfreq(n, d=d).astype(d_, copy=False)


rfftn = _n_d(_FFT.rfftn, last=True)
