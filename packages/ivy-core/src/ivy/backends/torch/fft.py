"""PyTorch kernels: ``ivy.fft`` (torch.fft has every function; wrapped for argument names and
Ivy's default dtype/device strings in fftfreq/rfftfreq)."""

import torch

from ..._rules.float_input import real_floating_dtype
from ._helpers import default_float, native_device, native_dtype

_F = torch.fft


def _one_d(f):
    """A 1-d transform: the standard's ``axis`` is torch's ``dim``."""

    def kernel(x, /, *, n=None, axis=-1, norm="backward"):
        return f(x, n=n, dim=axis, norm=norm)

    kernel.__name__ = f.__name__
    return kernel


def _n_d(f):
    """An n-d transform: the standard's ``axes`` is torch's ``dim``."""

    def kernel(x, /, *, s=None, axes=None, norm="backward"):
        return f(x, s=s, dim=axes, norm=norm)

    kernel.__name__ = f.__name__
    return kernel


def _shift(f):
    def kernel(x, /, *, axes=None):
        return f(x, dim=axes)

    kernel.__name__ = f.__name__
    return kernel


def _freq(f):
    qualname = f"fft.{f.__name__}"

    def kernel(n, /, *, d=1.0, dtype=None, device=None):
        dtype = real_floating_dtype(dtype, qualname)
        return f(n, d, dtype=native_dtype(dtype) or default_float(), device=native_device(device))

    kernel.__name__ = f.__name__
    return kernel


fft = _one_d(_F.fft)
fftfreq = _freq(_F.fftfreq)
fftn = _n_d(_F.fftn)
fftshift = _shift(_F.fftshift)
hfft = _one_d(_F.hfft)
ifft = _one_d(_F.ifft)
ifftn = _n_d(_F.ifftn)
ifftshift = _shift(_F.ifftshift)
ihfft = _one_d(_F.ihfft)
irfft = _one_d(_F.irfft)
irfftn = _n_d(_F.irfftn)
rfft = _one_d(_F.rfft)
rfftfreq = _freq(_F.rfftfreq)
rfftn = _n_d(_F.rfftn)
