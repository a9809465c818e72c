"""TensorFlow kernels: ``ivy.fft``. tf.signal transforms the innermost axis only, without ``n``
for complex transforms and without ``norm``: each 1-d transform moves its axis last, pads or
truncates to ``n``, and scales for the standard's norm modes; n-d transforms apply 1-d ones
axis by axis (hfft/ihfft are irfft/rfft of the conjugate with the norm direction swapped)."""

import math

import tensorflow as tf

from ..._rules.float_input import real_floating_dtype
from ...errors import IvyIndexError
from ._helpers import C64, C128, COMPLEX_ID, F32, F64, default_float, native_dtype, norm_axes, on
from ._raw import FFT, IFFT, Transpose, gen, ints

_SIG = tf.signal
_REAL = {F32: C64, F64: C128}
_SWAP = {"backward": "forward", "forward": "backward", "ortho": "ortho"}


def _last(f, x, axis):
    """``f`` applied with ``axis`` moved last."""
    n = x.shape.rank
    if not -n <= axis < n:  # (axis % n would transform another axis)
        raise IvyIndexError(f"axis {axis} is out of bounds for an array of {n} dimensions")
    ax = axis % n
    if ax == n - 1:
        return f(x)
    perm = [a for a in range(n) if a != ax] + [ax]
    inv = [perm.index(a) for a in range(n)]
    return Transpose(x=f(Transpose(x=x, perm=ints(tuple(perm)))), perm=ints(tuple(inv)))


def _fit(x, n):
    """Pad with zeros or truncate the last axis to ``n``."""
    m = x.shape[-1]
    if n is None or n == m:
        return x
    if n < m:
        return x[..., :n]
    return tf.pad(x, [[0, 0]] * (x.shape.rank - 1) + [[0, n - m]])


def _scale(r, n, norm, inverse):
    """Scale a TF result (forward unscaled, inverse divided by n) for the standard's ``norm``."""
    if norm == "backward":
        return r
    if norm == "ortho":
        f = math.sqrt(n) if inverse else 1 / math.sqrt(n)
    else:  # "forward": the forward transform divides by n, the inverse does not
        f = n if inverse else 1 / n
    return r * tf.constant(f, r.dtype)


def _complex(x):
    return x if x.dtype in (C64, C128) else tf.cast(x, _REAL.get(x.dtype, C64))


def _c2c(x, n, axis, norm, inverse):
    def f(y):
        y = _fit(_complex(y), n)
        r = IFFT(input=y) if inverse else FFT(input=y)  # tf.signal's ops
        return _scale(r, y.shape[-1], norm, inverse)

    return _last(f, x, axis)


def _r2c(x, n, axis, norm):
    def f(y):
        m = y.shape[-1] if n is None else n
        r = _SIG.rfft(y, fft_length=[m])
        return _scale(r, m, norm, False)

    return _last(f, x, axis)


def _c2r(x, n, axis, norm):
    def f(y):
        m = 2 * (y.shape[-1] - 1) if n is None else n
        y = _fit(_complex(y), m // 2 + 1)
        r = _SIG.irfft(y, fft_length=[m])
        return _scale(r, m, norm, True)

    return _last(f, x, axis)


def _nd_args(x, s, axes):
    if axes is None:
        axes = tuple(range(x.shape.rank)) if s is None else tuple(range(-len(s), 0))
    axes = tuple(norm_axes(axes, x.shape.rank)) if len(set(axes)) == len(axes) else tuple(axes)
    s = (None,) * len(axes) if s is None else tuple(s)
    return s, axes


def _freq(n, d, dt, real):
    if real:
        k = tf.range(n // 2 + 1, dtype=F64)
    else:
        k = tf.range(n, dtype=F64)
        k = tf.where(k < (n + 1) // 2, k, k - n)
    return tf.cast(k / (n * d), dt)


def _shift(x, axes, sign):
    axes = norm_axes(axes, x.shape.rank)
    if not axes:
        return tf.identity(x)
    shifts = [sign * (x.shape[a] // 2) for a in axes]
    return tf.roll(x, shifts, axes)


def fft(x, /, *, n=None, axis=-1, norm="backward"):
    if n is None and axis == -1 and norm == "backward" and id(x.dtype) in COMPLEX_ID:
        return FFT(input=x)  # the transform as TF does it: nothing to move, fit or scale
    return _c2c(x, n, axis, norm, False)


def fftfreq(n, /, *, d=1.0, dtype=None, device=None):
    dtype = real_floating_dtype(dtype, "fft.fftfreq")
    return on(device, _freq, n, d, native_dtype(dtype) or default_float(), False)


_ND = {(False, 2): gen("FFT2D"), (False, 3): gen("FFT3D"), (True, 2): gen("IFFT2D"),
       (True, 3): gen("IFFT3D")}


def _innermost(x, s, axes, norm, inverse):
    """The n-d transform as one of TF's 2-d / 3-d ops where it is one: the innermost 2 or 3
    axes, each once, no ``s``, complex input, the default norm (TF's own); else None."""
    k = len(axes)
    if norm != "backward" or k not in (2, 3) or any(m is not None for m in s) \
            or x.dtype not in (C64, C128):
        return None
    r = x.shape.rank
    if sorted(a % r for a in axes) != list(range(r - k, r)):
        return None
    return _ND[(inverse, k)](input=x)


def fftn(x, /, *, s=None, axes=None, norm="backward"):
    s, axes = _nd_args(x, s, axes)
    one = _innermost(x, s, axes, norm, False)
    if one is not None:
        return one
    for m, a in zip(s, axes):
        x = _c2c(x, m, a, norm, False)
    return _complex(x)


def fftshift(x, /, *, axes=None):
    return _shift(x, axes, 1)


def hfft(x, /, *, n=None, axis=-1, norm="backward"):
    return _c2r(tf.math.conj(_complex(x)), n, axis, _SWAP[norm])


def ifft(x, /, *, n=None, axis=-1, norm="backward"):
    if n is None and axis == -1 and norm == "backward" and id(x.dtype) in COMPLEX_ID:
        return IFFT(input=x)  # TF's inverse divides by n itself, as "backward" asks
    return _c2c(x, n, axis, norm, True)


def ifftn(x, /, *, s=None, axes=None, norm="backward"):
    s, axes = _nd_args(x, s, axes)
    one = _innermost(x, s, axes, norm, True)
    if one is not None:
        return one
    for m, a in zip(s, axes):
        x = _c2c(x, m, a, norm, True)
    return _complex(x)


def ifftshift(x, /, *, axes=None):
    return _shift(x, axes, -1)


def ihfft(x, /, *, n=None, axis=-1, norm="backward"):
    return tf.math.conj(_r2c(x, n, axis, _SWAP[norm]))


def irfft(x, /, *, n=None, axis=-1, norm="backward"):
    return _c2r(x, n, axis, norm)


def irfftn(x, /, *, s=None, axes=None, norm="backward"):
    s, axes = _nd_args(x, s, axes)
    for m, a in zip(s[:-1], axes[:-1]):
        x = _c2c(x, m, a, norm, True)
    return _c2r(x, s[-1], axes[-1], norm)


def rfft(x, /, *, n=None, axis=-1, norm="backward"):
    return _r2c(x, n, axis, norm)


def rfftfreq(n, /, *, d=1.0, dtype=None, device=None):
    dtype = real_floating_dtype(dtype, "fft.rfftfreq")
    return on(device, _freq, n, d, native_dtype(dtype) or default_float(), True)


def rfftn(x, /, *, s=None, axes=None, norm="backward"):
    s, axes = _nd_args(x, s, axes)
    x = _r2c(x, s[-1], axes[-1], norm)
    for m, a in zip(s[:-1], axes[:-1]):
        x = _c2c(x, m, a, norm, False)
    return x
