"""The ``ivy.fft`` namespace (the standard's Fourier transform extension)."""

from ._api import api


@api
def fft(x, /, *, n=None, axis=-1, norm='backward'):
    """One-dimensional discrete Fourier transform.

    Args:
        x: complex floating-point array of shape ``[...]``.
        n: length of the transform along ``axis``: the input is cropped or zero-padded to it;
            None uses the input's length.
        axis: the axis to transform.
        norm: scaling: ``"backward"`` (none forward, ``1/n`` inverse), ``"ortho"`` (``1/sqrt(n)``
            both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        Array of ``x``'s dtype, with length ``n`` along ``axis``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([1, 2, 3, 4], dtype=complex)
        >>> ivy.abs(ivy.fft.fft(x)).tolist()
        [10.0, 2.828427..., 2.0, 2.828427...]
    """


@api
def fftfreq(n, /, *, d=1.0, dtype=None, device=None):
    """Sample frequencies of a length-``n`` discrete Fourier transform (``fft`` output order).

    For sample spacing ``d`` the values are ``[0, 1, ..., (n - 1) // 2, -(n // 2), ..., -1]``
    divided by ``d * n``.

    Args:
        n: length of the transform.
        d: sample spacing (the reciprocal of the sampling rate).
        dtype: real floating-point output dtype; None is the default float dtype.
        device: device of the output; None is the default device.

    Returns:
        1-D array of length ``n``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.fft.fftfreq(4).tolist(), ivy.fft.fftfreq(5, d=0.1).tolist()
        ([0.0, 0.25, -0.5, -0.25], [0.0, 2.0, 4.0, -4.0, -2.0])
    """


@api
def fftn(x, /, *, s=None, axes=None, norm='backward'):
    """N-dimensional discrete Fourier transform over the given axes.

    Args:
        x: complex floating-point array of shape ``[...]``.
        s: lengths of the transform along ``axes`` (cropping or zero-padding); None uses the
            input's lengths.
        axes: axes to transform; None means the last ``len(s)`` axes, or every axis when ``s``
            is None too.
        norm: scaling: ``"backward"`` (none forward, ``1/n`` inverse), ``"ortho"`` (``1/sqrt(n)``
            both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        Array of ``x``'s dtype with lengths ``s`` along ``axes``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[1, 0], [0, 0]], dtype=complex)
        >>> ivy.real(ivy.fft.fftn(x)).tolist(), ivy.fft.fftn(x, s=(4, 4)).shape
        ([[1.0, 1.0], [1.0, 1.0]], (4, 4))
    """


@api
def fftshift(x, /, *, axes=None):
    """Move the zero-frequency term to the centre of the spectrum (rolls by ``n // 2`` per axis).

    Args:
        x: floating-point array of shape ``[...]``.
        axes: an int or a tuple of ints to shift; None shifts every axis.

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.fft.fftshift(np.asarray([0.0, 1.0, 2.0, -2.0, -1.0])).tolist()
        [-2.0, -1.0, 0.0, 1.0, 2.0]
    """


@api
def hfft(x, /, *, n=None, axis=-1, norm='backward'):
    """Discrete Fourier transform of a signal with Hermitian symmetry (a real spectrum).

    Args:
        x: complex floating-point array of shape ``[...]`` (the first half of the signal).
        n: length of the output along ``axis``; None gives ``2 * (m - 1)`` for an input
            of length ``m``.
        axis: the axis to transform.
        norm: scaling: ``"backward"`` (none forward, ``1/n`` inverse), ``"ortho"`` (``1/sqrt(n)``
            both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        Real array (complex64 gives float32) with length ``n`` along ``axis``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([1, 0, 0], dtype=complex)
        >>> ivy.fft.hfft(x).tolist()
        [1.0, 1.0, 1.0, 1.0]
    """


@api
def ifft(x, /, *, n=None, axis=-1, norm='backward'):
    """One-dimensional inverse discrete Fourier transform.

    Args:
        x: complex floating-point array of shape ``[...]``.
        n: length of the transform along ``axis``: the input is cropped or zero-padded to it;
            None uses the input's length.
        axis: the axis to transform.
        norm: scaling: ``"backward"`` (none forward, ``1/n`` inverse), ``"ortho"`` (``1/sqrt(n)``
            both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        Array of ``x``'s dtype, with length ``n`` along ``axis``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([4, 0, 0, 0], dtype=complex)
        >>> ivy.real(ivy.fft.ifft(x)).tolist()
        [1.0, 1.0, 1.0, 1.0]
    """


@api
def ifftn(x, /, *, s=None, axes=None, norm='backward'):
    """N-dimensional inverse discrete Fourier transform over the given axes.

    Args:
        x: complex floating-point array of shape ``[...]``.
        s: lengths of the transform along ``axes`` (cropping or zero-padding); None uses the
            input's lengths.
        axes: axes to transform; None means the last ``len(s)`` axes, or every axis when ``s``
            is None too.
        norm: scaling: ``"backward"`` (none forward, ``1/n`` inverse), ``"ortho"`` (``1/sqrt(n)``
            both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        Array of ``x``'s dtype with lengths ``s`` along ``axes``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[4, 0], [0, 0]], dtype=complex)
        >>> ivy.real(ivy.fft.ifftn(x)).tolist()
        [[1.0, 1.0], [1.0, 1.0]]
    """


@api
def ifftshift(x, /, *, axes=None):
    """Inverse of ``fftshift``: move the centre of the spectrum back to index 0.

    Args:
        x: floating-point array of shape ``[...]``.
        axes: an int or a tuple of ints to shift; None shifts every axis.

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.fft.ifftshift(np.asarray([-2.0, -1.0, 0.0, 1.0, 2.0])).tolist()
        [0.0, 1.0, 2.0, -2.0, -1.0]
    """


@api
def ihfft(x, /, *, n=None, axis=-1, norm='backward'):
    """Inverse of ``hfft``: the first half of a Hermitian signal from its real spectrum.

    Args:
        x: real floating-point array of shape ``[...]``.
        n: length of the transform along ``axis``: the input is cropped or zero-padded to it;
            None uses the input's length.
        axis: the axis to transform.
        norm: scaling: ``"backward"`` (none forward, ``1/n`` inverse), ``"ortho"`` (``1/sqrt(n)``
            both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        Complex array (float32 gives complex64) with length ``n // 2 + 1`` along ``axis``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([1.0, 1.0, 1.0, 1.0])
        >>> ivy.abs(ivy.fft.ihfft(x)).tolist()
        [1.0, 0.0, 0.0]
    """


@api
def irfft(x, /, *, n=None, axis=-1, norm='backward'):
    """Inverse of ``rfft``: a real signal from its non-negative frequencies.

    Pass ``n`` to recover a signal of odd length.

    Args:
        x: complex floating-point array of shape ``[...]`` (the first half of a Hermitian
            spectrum).
        n: length of the output along ``axis``; None gives ``2 * (m - 1)`` for an input
            of length ``m``.
        axis: the axis to transform.
        norm: scaling: ``"backward"`` (none forward, ``1/n`` inverse), ``"ortho"`` (``1/sqrt(n)``
            both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        Real array (complex64 gives float32) with length ``n`` along ``axis``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([4, 0, 0], dtype=complex)
        >>> ivy.fft.irfft(x).tolist()
        [1.0, 1.0, 1.0, 1.0]
    """


@api
def irfftn(x, /, *, s=None, axes=None, norm='backward'):
    """Inverse of ``rfftn``: a real N-dimensional signal from half of its spectrum.

    Args:
        x: complex floating-point array of shape ``[...]``.
        s: lengths of the output along ``axes``; None uses the input's lengths, except
            ``2 * (m - 1)`` along the last transformed axis.
        axes: axes to transform; None means the last ``len(s)`` axes, or every axis when ``s``
            is None too.
        norm: scaling: ``"backward"`` (none forward, ``1/n`` inverse), ``"ortho"`` (``1/sqrt(n)``
            both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        Real array (complex64 gives float32) with lengths ``s`` along ``axes``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[8, 0, 0], [0, 0, 0]], dtype=complex)
        >>> ivy.fft.irfftn(x).tolist()
        [[1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0]]
    """


@api
def rfft(x, /, *, n=None, axis=-1, norm='backward'):
    """One-dimensional discrete Fourier transform of a real signal (non-negative frequencies).

    The negative frequencies of a real signal are the conjugates of the positive ones, so
    only ``n // 2 + 1`` values are returned.

    Args:
        x: real floating-point array of shape ``[...]``.
        n: length of the transform along ``axis``: the input is cropped or zero-padded to it;
            None uses the input's length.
        axis: the axis to transform.
        norm: scaling: ``"backward"`` (none forward, ``1/n`` inverse), ``"ortho"`` (``1/sqrt(n)``
            both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        Complex array (float32 gives complex64) with length ``n // 2 + 1`` along ``axis``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([1.0, 1.0, 1.0, 1.0])
        >>> ivy.abs(ivy.fft.rfft(x)).tolist()
        [4.0, 0.0, 0.0]
    """


@api
def rfftfreq(n, /, *, d=1.0, dtype=None, device=None):
    """Sample frequencies of a length-``n`` real Fourier transform (``rfft`` output order).

    The values are ``[0, 1, ..., n // 2]`` divided by ``d * n``.

    Args:
        n: length of the transform.
        d: sample spacing (the reciprocal of the sampling rate).
        dtype: real floating-point output dtype; None is the default float dtype.
        device: device of the output; None is the default device.

    Returns:
        1-D array of length ``n // 2 + 1``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.fft.rfftfreq(4).tolist()
        [0.0, 0.25, 0.5]
    """


@api
def rfftn(x, /, *, s=None, axes=None, norm='backward'):
    """N-dimensional discrete Fourier transform of a real signal.

    The last axis in ``axes`` gets a real transform (keeping the non-negative frequencies),
    the others complex transforms.

    Args:
        x: real floating-point array of shape ``[...]``.
        s: lengths of the transform along ``axes`` (cropping or zero-padding); None uses the
            input's lengths.
        axes: axes to transform; None means the last ``len(s)`` axes, or every axis when ``s``
            is None too.
        norm: scaling: ``"backward"`` (none forward, ``1/n`` inverse), ``"ortho"`` (``1/sqrt(n)``
            both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        Complex array (float32 gives complex64); the last transformed axis has length
        ``s[-1] // 2 + 1``, the others the lengths in ``s``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.ones((2, 4))
        >>> ivy.abs(ivy.fft.rfftn(x)).tolist()
        [[8.0, 0.0, 0.0], [0.0, 0.0, 0.0]]
    """
