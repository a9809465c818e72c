"""The ``ivy.fft`` namespace (the standard's Fourier transform extension)."""

from ._api import api


@api
def fft(x, /, *, n=None, axis=-1, norm='backward'):
    """TODO(doc) fft."""


@api
def fftfreq(n, /, *, d=1.0, dtype=None, device=None):
    """TODO(doc) fftfreq."""


@api
def fftn(x, /, *, s=None, axes=None, norm='backward'):
    """TODO(doc) fftn."""


@api
def fftshift(x, /, *, axes=None):
    """TODO(doc) fftshift."""


@api
def hfft(x, /, *, n=None, axis=-1, norm='backward'):
    """TODO(doc) hfft."""


@api
def ifft(x, /, *, n=None, axis=-1, norm='backward'):
    """TODO(doc) ifft."""


@api
def ifftn(x, /, *, s=None, axes=None, norm='backward'):
    """TODO(doc) ifftn."""


@api
def ifftshift(x, /, *, axes=None):
    """TODO(doc) ifftshift."""


@api
def ihfft(x, /, *, n=None, axis=-1, norm='backward'):
    """TODO(doc) ihfft."""


@api
def irfft(x, /, *, n=None, axis=-1, norm='backward'):
    """TODO(doc) irfft."""


@api
def irfftn(x, /, *, s=None, axes=None, norm='backward'):
    """TODO(doc) irfftn."""


@api
def rfft(x, /, *, n=None, axis=-1, norm='backward'):
    """TODO(doc) rfft."""


@api
def rfftfreq(n, /, *, d=1.0, dtype=None, device=None):
    """TODO(doc) rfftfreq."""


@api
def rfftn(x, /, *, s=None, axes=None, norm='backward'):
    """TODO(doc) rfftn."""
