"""``torch.fft`` of the frontend: each function one ``ivy.fft`` call (``norm=None`` is
``"backward"``; integer and bool inputs are computed in the default float dtype, as PyTorch).
The multi-dimensional Hermitian transforms (``hfft2``, ``hfftn``, ``ihfft2``, ``ihfftn``) are
composed from the real ones: ``hfftn(x) = irfftn(conj(x))`` with the norm's direction swapped.
``layout``, ``requires_grad`` of ``fftfreq``/``rfftfreq`` change nothing numerical: accepted and
ignored.
"""

from __future__ import annotations

import ivy

from .._common import kind_of
from .tensor import native, result

__all__ = ["fft", "fft2", "fftfreq", "fftn", "fftshift", "hfft", "hfft2", "hfftn", "ifft", "ifft2",
           "ifftn", "ifftshift", "ihfft", "ihfft2", "ihfftn", "irfft", "irfft2", "irfftn", "rfft",
           "rfft2", "rfftfreq", "rfftn"]

#: names of ``torch.fft`` the frontend knows it cannot offer, with the reason
UNSUPPORTED: dict = {}
#: functions written as a composition of several Ivy functions
COMPOSED: frozenset = frozenset({"hfft2", "hfftn", "ihfft2", "ihfftn"})

_SWAP = {"backward": "forward", "forward": "backward", "ortho": "ortho"}


def _in(input):
    x = native(input)
    if kind_of(x.dtype) in ("bool", "int", "uint"):
        return ivy.astype(x, ivy.default_float_dtype())
    return x


def _norm(norm):
    if norm is None:
        return "backward"
    if norm not in _SWAP:
        raise ValueError(f"Invalid normalization mode: {norm}")
    return norm


def _axes(dim, s):
    if dim is None:
        return None if s is None else tuple(range(-len(s), 0))
    return (dim,) if isinstance(dim, int) else tuple(dim)


def _s(s):
    return None if s is None else tuple(s)


def fft(input, n=None, dim=-1, norm=None, *, out=None):
    return result(ivy.fft.fft(_in(input), n=n, axis=dim, norm=_norm(norm)), out)


def ifft(input, n=None, dim=-1, norm=None, *, out=None):
    return result(ivy.fft.ifft(_in(input), n=n, axis=dim, norm=_norm(norm)), out)


def rfft(input, n=None, dim=-1, norm=None, *, out=None):
    return result(ivy.fft.rfft(_in(input), n=n, axis=dim, norm=_norm(norm)), out)


def irfft(input, n=None, dim=-1, norm=None, *, out=None):
    return result(ivy.fft.irfft(_in(input), n=n, axis=dim, norm=_norm(norm)), out)


def hfft(input, n=None, dim=-1, norm=None, *, out=None):
    return result(ivy.fft.hfft(_in(input), n=n, axis=dim, norm=_norm(norm)), out)


def ihfft(input, n=None, dim=-1, norm=None, *, out=None):
    return result(ivy.fft.ihfft(_in(input), n=n, axis=dim, norm=_norm(norm)), out)


def fftn(input, s=None, dim=None, norm=None, *, out=None):
    return result(ivy.fft.fftn(_in(input), s=_s(s), axes=_axes(dim, s), norm=_norm(norm)), out)


def ifftn(input, s=None, dim=None, norm=None, *, out=None):
    return result(ivy.fft.ifftn(_in(input), s=_s(s), axes=_axes(dim, s), norm=_norm(norm)), out)


def rfftn(input, s=None, dim=None, norm=None, *, out=None):
    return result(ivy.fft.rfftn(_in(input), s=_s(s), axes=_axes(dim, s), norm=_norm(norm)), out)


def irfftn(input, s=None, dim=None, norm=None, *, out=None):
    return result(ivy.fft.irfftn(_in(input), s=_s(s), axes=_axes(dim, s), norm=_norm(norm)),
                  out)


def hfftn(input, s=None, dim=None, norm=None, *, out=None):
    x = ivy.conj(_in(input))
    return result(ivy.fft.irfftn(x, s=_s(s), axes=_axes(dim, s), norm=_SWAP[_norm(norm)]), out)


def ihfftn(input, s=None, dim=None, norm=None, *, out=None):
    y = ivy.fft.rfftn(_in(input), s=_s(s), axes=_axes(dim, s), norm=_SWAP[_norm(norm)])
    return result(ivy.conj(y), out)


def fft2(input, s=None, dim=(-2, -1), norm=None, *, out=None):
    return fftn(input, s, dim, norm, out=out)


def ifft2(input, s=None, dim=(-2, -1), norm=None, *, out=None):
    return ifftn(input, s, dim, norm, out=out)


def rfft2(input, s=None, dim=(-2, -1), norm=None, *, out=None):
    return rfftn(input, s, dim, norm, out=out)


def irfft2(input, s=None, dim=(-2, -1), norm=None, *, out=None):
    return irfftn(input, s, dim, norm, out=out)


def hfft2(input, s=None, dim=(-2, -1), norm=None, *, out=None):
    return hfftn(input, s, dim, norm, out=out)


def ihfft2(input, s=None, dim=(-2, -1), norm=None, *, out=None):
    return ihfftn(input, s, dim, norm, out=out)


def fftfreq(n, d=1.0, *, out=None, dtype=None, layout=None, device=None, requires_grad=False):
    return result(ivy.fft.fftfreq(n, d=d, dtype=dtype or ivy.default_float_dtype(),
                                  device=None if device is None else str(device)), out)


def rfftfreq(n, d=1.0, *, out=None, dtype=None, layout=None, device=None, requires_grad=False):
    return result(ivy.fft.rfftfreq(n, d=d, dtype=dtype or ivy.default_float_dtype(),
                                   device=None if device is None else str(device)), out)


def fftshift(input, dim=None):
    return result(ivy.fft.fftshift(native(input), axes=dim))


def ifftshift(input, dim=None):
    return result(ivy.fft.ifftshift(native(input), axes=dim))
