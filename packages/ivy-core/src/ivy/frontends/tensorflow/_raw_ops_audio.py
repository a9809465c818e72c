"""``tf.raw_ops`` of audio features beyond ``AudioSpectrogram``: ``Mfcc``, the mel-frequency
cepstral coefficients of a spectrogram. Keyword-only as TensorFlow's raw ops.

TensorFlow's (HTK-like) recipe, as two fixed matrices made on the host from the sizes: the square
root of each power spectrum bin is spread over two neighbouring triangular mel filters (the DC
bin and the bins outside ``[lower, upper]`` frequency excluded; mel = 1127 log(1 + f / 700)), the
filter bank outputs floored at 1e-12 and logged, then a DCT-II (``sqrt(2 / channels)
cos(pi i (j + 1/2) / channels)``) keeps ``dct_coefficient_count`` coefficients.
"""

from __future__ import annotations

import math

import numpy as np

import ivy

from ._promotion import backend_name, check_kind, convert
from .errors import InvalidArgumentError
from .tensor import wrap

#: raw ops of this module written as a composition of several Ivy functions
COMPOSED = frozenset({"Mfcc"})


def _mel(f):
    return 1127.0 * np.log1p(np.asarray(f, np.float64) / 700.0)


def _mel_filterbank(n_bins, rate, channels, lower, upper):
    """``[n_bins, channels]``: each bin's weight in each filter (of the bin's square root)."""
    mel_low, mel_hi = _mel(lower), _mel(upper)
    centres = mel_low + (mel_hi - mel_low) / (channels + 1.0) * np.arange(1, channels + 2)
    hz_per_bin = 0.5 * rate / (n_bins - 1.0)
    start = int(1.5 + lower / hz_per_bin)
    end = int(upper / hz_per_bin)
    m = np.zeros((n_bins, channels))
    channel = 0
    for i in range(n_bins):
        if i < start or i > end:
            continue
        melf = _mel(i * hz_per_bin)
        while channel < channels and centres[channel] < melf:
            channel += 1
        band = channel - 1
        if band >= 0:
            weight = (centres[band + 1] - melf) / (centres[band + 1] - centres[band])
            m[i, band] += weight
        else:
            weight = (centres[0] - melf) / (centres[0] - mel_low)
        if band + 1 < channels:
            m[i, band + 1] += 1.0 - weight
    return m


def _dct(channels, count):
    """``[channels, count]``: TensorFlow's DCT-II of the log filter bank."""
    j = np.arange(channels) + 0.5
    i = np.arange(count)[:, None]
    return (math.sqrt(2.0 / channels) * np.cos(i * (math.pi / channels) * j)).T


def Mfcc(*, spectrogram, sample_rate, upper_frequency_limit=4000, lower_frequency_limit=20,  # noqa: N802
         filterbank_channel_count=40, dct_coefficient_count=13, name=None):
    """``[channels, frames, dct_coefficient_count]`` float32 coefficients of a power
    spectrogram ``[channels, frames, bins]`` (``AudioSpectrogram(magnitude_squared=True)``)."""
    x = check_kind("Mfcc", convert(spectrogram), frozenset({"float32"}))
    rate = int(np.asarray(ivy.to_numpy(convert(sample_rate))).reshape(-1)[0])
    lower, upper = float(lower_frequency_limit), float(upper_frequency_limit)
    channels, count = int(filterbank_channel_count), int(dct_coefficient_count)
    n_bins = int(x.shape[-1])
    if not 0 <= lower < upper or rate <= 0 or channels < 1 or not 1 <= count <= channels:
        raise InvalidArgumentError(None, "Mfcc", f"Mfcc initialization failed for channel count "
                                                 f"{n_bins}, sample rate {rate} and "
                                                 f"filterbank_channel_count {channels}")
    like = backend_name(x)
    if int(upper / (0.5 * rate / (n_bins - 1.0))) >= n_bins:
        # the upper limit past the spectrum: TensorFlow's filter bank gives up (an error in
        # its log) and its DCT of nothing is zeros
        return wrap(ivy.broadcast_to(ivy.zeros_like(x[..., :1]), tuple(x.shape[:-1]) + (count,)))
    bank = ivy.to_backend(_mel_filterbank(n_bins, rate, channels, lower,
                                          upper).astype(np.float32), like)
    dct = ivy.to_backend(_dct(channels, count).astype(np.float32), like)
    filtered = ivy.matmul(ivy.sqrt(x), bank)
    logged = ivy.log(ivy.maximum(filtered, 1e-12))
    return wrap(ivy.matmul(logged, dct))


__all__ = sorted(n for n, v in dict(globals()).items()
                 if n[:1].isupper() and callable(v) and getattr(v, "__module__", "") == __name__)
