"""PyTorch kernels: ``ivy.fft`` (torch.fft has every function; wrapped for argument names and
Ivy's default dtype/device strings in fftfreq/rfftfreq)."""

import torch

from ._helpers import default_float, native_device, native_dtype


def fft(x, /, *, n=None, axis=-1, norm="backward"):
    return torch.fft.fft(x, n=n, dim=axis, norm=norm)


def fftfreq(n, /, *, d=1.0, dtype=None, device=None):
    return torch.fft.fftfreq(n, d, dtype=native_dtype(dtype) or default_float(),
                             device=native_device(device))


def fftn(x, /, *, s=None, axes=None, norm="backward"):
    return torch.fft.fftn(x, s=s, dim=axes, norm=norm)


def fftshift(x, /, *, axes=None):
    return torch.fft.fftshift(x, dim=axes)


def hfft(x, /, *, n=None, axis=-1, norm="backward"):
    return torch.fft.hfft(x, n=n, dim=axis, norm=norm)


def ifft(x, /, *, n=None, axis=-1, norm="backward"):
    return torch.fft.ifft(x, n=n, dim=axis, norm=norm)


def ifftn(x, /, *, s=None, axes=None, norm="backward"):
    return torch.fft.ifftn(x, s=s, dim=axes, norm=norm)


def ifftshift(x, /, *, axes=None):
    return torch.fft.ifftshift(x, dim=axes)


def ihfft(x, /, *, n=None, axis=-1, norm="backward"):
    return torch.fft.ihfft(x, n=n, dim=axis, norm=norm)


def irfft(x, /, *, n=None, axis=-1, norm="backward"):
    return torch.fft.irfft(x, n=n, dim=axis, norm=norm)


def irfftn(x, /, *, s=None, axes=None, norm="backward"):
    return torch.fft.irfftn(x, s=s, dim=axes, norm=norm)


def rfft(x, /, *, n=None, axis=-1, norm="backward"):
    return torch.fft.rfft(x, n=n, dim=axis, norm=norm)


def rfftfreq(n, /, *, d=1.0, dtype=None, device=None):
    return torch.fft.rfftfreq(n, d, dtype=native_dtype(dtype) or default_float(),
                              device=native_device(device))


def rfftn(x, /, *, s=None, axes=None, norm="backward"):
    return torch.fft.rfftn(x, s=s, dim=axes, norm=norm)
