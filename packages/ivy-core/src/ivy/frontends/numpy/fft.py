"""``numpy.fft`` of the frontend, on ``ivy.fft``.

NumPy 2's dtypes: float32 (and float16, computed in float32) transform in single precision
(complex64 results), everything else in double precision (integers and bools as float64);
``norm`` is ``"backward"`` (default), ``"ortho"`` or ``"forward"``.
"""

from __future__ import annotations

import ivy

from .. import _common
from ._dtypes import IVY
from ._ndarray import cast, name_of, to_native, wrap, write_out
from ._ufunc import normalize_axes

__all__ = ["fft", "fft2", "fftfreq", "fftn", "fftshift", "hfft", "ifft", "ifft2", "ifftn",
           "ifftshift", "ihfft", "irfft", "irfft2", "irfftn", "rfft", "rfft2", "rfftfreq",
           "rfftn"]

UNSUPPORTED = {"test": "NumPy's own test runner"}
COMPOSED = frozenset()

_SINGLE = frozenset({"float16", "bfloat16", "float32", "complex64"})


def __getattr__(name):
    if name in UNSUPPORTED:
        return _common.unsupported("numpy", f"fft.{name}", UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.numpy.fft' has no attribute {name!r}")


def _norm(norm):
    if norm is None:
        return "backward"
    if norm not in ("backward", "ortho", "forward"):
        raise ValueError(f'Invalid norm value {norm}; should be "backward","ortho" or '
                         f'"forward".')
    return norm


def _complex(a):
    x = to_native(a)
    return cast(x, "complex64" if name_of(x) in _SINGLE else "complex128")


def _real(a):
    x = to_native(a)
    if name_of(x).startswith("complex"):
        raise TypeError(f"ufunc 'rfft_n_even' did not contain a loop with signature matching "
                        f"types (dtype('{name_of(x)}'), ...); take the real part first")
    return cast(x, "float32" if name_of(x) in _SINGLE else "float64")


def _out(r, out):
    return write_out(out, r) if out is not None else wrap(r)


def _axis(x, axis):
    return normalize_axes(axis, len(x.shape))[0]


def fft(a, n=None, axis=-1, norm=None, out=None):
    norm = _norm(norm)
    x = _complex(a)
    return _out(ivy.fft.fft(x, n=n, axis=_axis(x, axis), norm=norm), out)


def ifft(a, n=None, axis=-1, norm=None, out=None):
    norm = _norm(norm)
    x = _complex(a)
    return _out(ivy.fft.ifft(x, n=n, axis=_axis(x, axis), norm=norm), out)


def rfft(a, n=None, axis=-1, norm=None, out=None):
    norm = _norm(norm)
    x = _real(a)
    return _out(ivy.fft.rfft(x, n=n, axis=_axis(x, axis), norm=norm), out)


def irfft(a, n=None, axis=-1, norm=None, out=None):
    norm = _norm(norm)
    x = _complex(a)
    return _out(ivy.fft.irfft(x, n=n, axis=_axis(x, axis), norm=norm), out)


def hfft(a, n=None, axis=-1, norm=None, out=None):
    norm = _norm(norm)
    x = _complex(a)
    return _out(ivy.fft.hfft(x, n=n, axis=_axis(x, axis), norm=norm), out)


def ihfft(a, n=None, axis=-1, norm=None, out=None):
    norm = _norm(norm)
    x = _real(a)
    return _out(ivy.fft.ihfft(x, n=n, axis=_axis(x, axis), norm=norm), out)


def _s_axes(x, s, axes, default_last=None):
    nd = len(x.shape)
    if axes is None:
        if s is None:
            axes = tuple(range(nd)) if default_last is None else default_last
        else:
            axes = tuple(range(nd - len(s), nd))
    axes = tuple(normalize_axes(i, nd)[0] for i in axes)
    if s is not None:
        s = tuple(int(v) for v in s)
        if len(s) != len(axes):
            raise ValueError("Shape and axes have different lengths.")
    return s, axes


def fftn(a, s=None, axes=None, norm=None, out=None):
    norm = _norm(norm)
    x = _complex(a)
    s, axes = _s_axes(x, s, axes)
    return _out(ivy.fft.fftn(x, s=s, axes=axes, norm=norm), out)


def ifftn(a, s=None, axes=None, norm=None, out=None):
    norm = _norm(norm)
    x = _complex(a)
    s, axes = _s_axes(x, s, axes)
    return _out(ivy.fft.ifftn(x, s=s, axes=axes, norm=norm), out)


def rfftn(a, s=None, axes=None, norm=None, out=None):
    norm = _norm(norm)
    x = _real(a)
    s, axes = _s_axes(x, s, axes)
    return _out(ivy.fft.rfftn(x, s=s, axes=axes, norm=norm), out)


def irfftn(a, s=None, axes=None, norm=None, out=None):
    norm = _norm(norm)
    x = _complex(a)
    s, axes = _s_axes(x, s, axes)
    return _out(ivy.fft.irfftn(x, s=s, axes=axes, norm=norm), out)


def fft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    return fftn(a, s, axes, norm, out)


def ifft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    return ifftn(a, s, axes, norm, out)


def rfft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    return rfftn(a, s, axes, norm, out)


def irfft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    return irfftn(a, s, axes, norm, out)


def fftfreq(n, d=1.0, device=None):
    return wrap(ivy.fft.fftfreq(int(n), d=float(d), dtype=IVY["float64"],
                                device=None if device is None else str(device)))


def rfftfreq(n, d=1.0, device=None):
    return wrap(ivy.fft.rfftfreq(int(n), d=float(d), dtype=IVY["float64"],
                                 device=None if device is None else str(device)))


def fftshift(x, axes=None):
    d = to_native(x)
    ax = None if axes is None else normalize_axes(axes, len(d.shape))
    return wrap(ivy.fft.fftshift(d, axes=ax))


def ifftshift(x, axes=None):
    d = to_native(x)
    ax = None if axes is None else normalize_axes(axes, len(d.shape))
    return wrap(ivy.fft.ifftshift(d, axes=ax))
