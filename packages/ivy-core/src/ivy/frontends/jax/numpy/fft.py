"""``jax.numpy.fft`` on Ivy's ``ivy.fft``: integer inputs are computed in float32 (complex64
results), as JAX does; ``norm=None`` is ``"backward"``. The 2-D transforms are the n-D ones over
``axes=(-2, -1)``.
"""

from __future__ import annotations

import ivy

from ..array import wrap
from .math import _arr, _inexact

COMPOSED = frozenset({"fft2", "ifft2", "rfft2", "irfft2"})


def _x(a):
    return _inexact(_arr(a))


def _norm(norm):
    return "backward" if norm is None else norm


def fft(a, n=None, axis=-1, norm=None):
    return wrap(ivy.fft.fft(_x(a), n=n, axis=axis, norm=_norm(norm)))


def ifft(a, n=None, axis=-1, norm=None):
    return wrap(ivy.fft.ifft(_x(a), n=n, axis=axis, norm=_norm(norm)))


def rfft(a, n=None, axis=-1, norm=None):
    return wrap(ivy.fft.rfft(_x(a), n=n, axis=axis, norm=_norm(norm)))


def irfft(a, n=None, axis=-1, norm=None):
    return wrap(ivy.fft.irfft(_x(a), n=n, axis=axis, norm=_norm(norm)))


def hfft(a, n=None, axis=-1, norm=None):
    return wrap(ivy.fft.hfft(_x(a), n=n, axis=axis, norm=_norm(norm)))


def ihfft(a, n=None, axis=-1, norm=None):
    return wrap(ivy.fft.ihfft(_x(a), n=n, axis=axis, norm=_norm(norm)))


def _nd(s, axes):
    return (None if s is None else tuple(s)), (None if axes is None else tuple(axes))


def fftn(a, s=None, axes=None, norm=None):
    s, axes = _nd(s, axes)
    return wrap(ivy.fft.fftn(_x(a), s=s, axes=axes, norm=_norm(norm)))


def ifftn(a, s=None, axes=None, norm=None):
    s, axes = _nd(s, axes)
    return wrap(ivy.fft.ifftn(_x(a), s=s, axes=axes, norm=_norm(norm)))


def rfftn(a, s=None, axes=None, norm=None):
    s, axes = _nd(s, axes)
    return wrap(ivy.fft.rfftn(_x(a), s=s, axes=axes, norm=_norm(norm)))


def irfftn(a, s=None, axes=None, norm=None):
    s, axes = _nd(s, axes)
    return wrap(ivy.fft.irfftn(_x(a), s=s, axes=axes, norm=_norm(norm)))


def fft2(a, s=None, axes=(-2, -1), norm=None):
    return fftn(a, s, axes, norm)


def ifft2(a, s=None, axes=(-2, -1), norm=None):
    return ifftn(a, s, axes, norm)


def rfft2(a, s=None, axes=(-2, -1), norm=None):
    return rfftn(a, s, axes, norm)


def irfft2(a, s=None, axes=(-2, -1), norm=None):
    return irfftn(a, s, axes, norm)


def fftfreq(n, d=1.0, *, dtype=None, device=None):
    return wrap(ivy.fft.fftfreq(n, d=d, dtype=dtype or "float32", device=device))


def rfftfreq(n, d=1.0, *, dtype=None, device=None):
    return wrap(ivy.fft.rfftfreq(n, d=d, dtype=dtype or "float32", device=device))


def fftshift(x, axes=None):
    return wrap(ivy.fft.fftshift(_arr(x), axes=axes))


def ifftshift(x, axes=None):
    return wrap(ivy.fft.ifftshift(_arr(x), axes=axes))
