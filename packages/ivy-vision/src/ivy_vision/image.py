"""Images: gradients, Gaussian smoothing and omni-directional (ego-sphere) padding. Images are
channel-last, ``[..., H, W, C]``.

Border names of the filters (``gaussian_blur``, and ``laplacian`` in :mod:`ivy_vision.filters`):
SciPy ndimage's, with the other libraries' unambiguous names as aliases:

* ``"reflect"``: ``d c b a | a b c d | d c b a``; also ``"symmetric"`` (NumPy's pad; OpenCV's
  BORDER_REFLECT);
* ``"mirror"``: ``d c b | a b c d | c b a``; also ``"reflect101"`` / ``"reflect_101"`` (OpenCV's
  BORDER_REFLECT_101); PyTorch's and kornia's ``"reflect"``;
* ``"nearest"``: ``a a a | a b c d | d d d``; also ``"replicate"`` (PyTorch, kornia, OpenCV),
  ``"edge"`` (NumPy), ``"border"``;
* ``"constant"``: ``0 0 0 | a b c d | 0 0 0``; also ``"zeros"``;
* ``"wrap"`` (``laplacian`` only): ``b c d | a b c d | a b c``; also ``"circular"`` (PyTorch,
  kornia).

``"reflect"`` keeps SciPy's meaning: PyTorch's and kornia's ``"reflect"`` is ``"mirror"`` here.
"""

from __future__ import annotations

import functools
import math

import ivy
from ivy.types import Array

from ._checks import PAD_BORDERS, check_shape, fail, parse_border

__all__ = ["gaussian_blur", "image_gradients", "pad_omni_image"]

# border modes, named as in scipy.ndimage, and the ivy.pad mode of each
_BORDERS = {"reflect": "symmetric", "mirror": "reflect", "nearest": "edge", "constant": "constant"}


def image_gradients(image: Array) -> tuple[Array, Array]:
    """Forward differences along rows and columns: ``dy[i, j] = x[i + 1, j] - x[i, j]`` and
    ``dx[i, j] = x[i, j + 1] - x[i, j]``, zero on the last row / column (the convention of
    ``tf.image.image_gradients``).

    Args:
        image: ``[..., H, W, C]``.

    Returns:
        ``(dy, dx)``, each ``[..., H, W, C]``.

    Raises:
        IvyValueError: wrong shape.

    Example:
        >>> import numpy as np, ivy_vision
        >>> dy, dx = ivy_vision.image_gradients(np.array([[1.0, 2.0], [4.0, 8.0]])[..., None])
        >>> dy[..., 0].tolist(), dx[..., 0].tolist()
        ([[3.0, 6.0], [0.0, 0.0]], [[1.0, 0.0], [4.0, 0.0]])
    """
    check_shape(image, (None, None, None), "image_gradients", "image")
    dy = ivy.subtract(image[..., 1:, :, :], image[..., :-1, :, :])
    dx = ivy.subtract(image[..., :, 1:, :], image[..., :, :-1, :])
    return (ivy.concat([dy, ivy.zeros_like(image[..., :1, :, :])], axis=-3),
            ivy.concat([dx, ivy.zeros_like(image[..., :, :1, :])], axis=-2))


def gaussian_blur(image: Array, sigma: float, radius: int | None = None, border: str = "reflect") -> Array:
    """Smooth an image with a separable Gaussian: weights ``exp(-k^2 / (2 sigma^2))`` for
    ``k = -radius .. radius``, normalised to sum 1 (``scipy.ndimage.gaussian_filter``'s kernel).

    Args:
        image: ``[..., H, W, C]``.
        sigma: standard deviation in pixels, a positive Python float.
        radius: kernel radius; default ``int(4 sigma + 0.5)`` (SciPy's default truncation).
        border: ``"reflect"`` (``d c b a | a b c d | d c b a``), ``"mirror"`` (``d c b | a b c d
            | c b a``), ``"nearest"`` or ``"constant"`` (zeros): SciPy's modes; the aliases of
            the module docstring are accepted (``"replicate"``, ``"reflect101"``, ...).

    Returns:
        ``[..., H, W, C]``.

    Raises:
        IvyValueError: wrong shape, a bad sigma, radius or border.

    Example:
        >>> import numpy as np, ivy_vision
        >>> img = np.zeros((1, 5, 1)); img[0, 2] = 1.0
        >>> ivy_vision.gaussian_blur(img, 1.0, radius=1)[0, :, 0].round(4).tolist()
        [0.0, 0.2741, 0.4519, 0.2741, 0.0]
    """
    fname = "gaussian_blur"
    check_shape(image, (None, None, None), fname, "image")
    border = parse_border(border, PAD_BORDERS, fname, tuple(_BORDERS))
    if not isinstance(sigma, (int, float)) or sigma <= 0:
        fail(fname, f"expected sigma a positive number, got {sigma!r}")
    r = int(4.0 * sigma + 0.5) if radius is None else radius
    if isinstance(r, bool) or not isinstance(r, int) or r < 0:
        fail(fname, f"expected radius a non-negative int, got {radius!r}")
    wts = [math.exp(-0.5 * (k / sigma) ** 2) for k in range(-r, r + 1)]
    wts = [x / sum(wts) for x in wts]
    return separable_correlate(pad_image(image, r, r, border), wts, wts)


def _fold(i, n, border):
    """Index ``i`` (any int) of an axis of ``n`` samples extended by ``border`` (SciPy names)."""
    if border == "nearest":
        return min(max(i, 0), n - 1)
    if border == "wrap":
        return i % n
    if border == "mirror":
        if n == 1:
            return 0
        i %= 2 * (n - 1)
        return 2 * (n - 1) - i if i > n - 1 else i
    i %= 2 * n  # reflect
    return 2 * n - 1 - i if i >= n else i


def _runs(idx):
    """``idx`` (ints) as runs ``[first, last, step]`` of consecutive indices (step 1 or -1; 0 for
    a single index)."""
    runs = []
    for i in idx:
        if runs:
            r = runs[-1]
            if (r[2] == 0 and abs(i - r[1]) == 1) or (r[2] != 0 and i == r[1] + r[2]):
                r[2], r[1] = i - r[1], i
                continue
        runs.append([i, i, 0])
    return runs


def pad_image(image, ry, rx, border, axes=(-3, -2)):
    """``image [..., H, W, C]`` padded by ``ry`` rows and ``rx`` columns on each side, the border
    (a canonical name of :data:`PAD_BORDERS`) extending it (``axes``: the row and column axes,
    ``(-2, -1)`` for channel-first planes ``[..., C, H, W]``). Per padded axis, one concatenation
    of slices and flipped slices, from the index map computed here: on PyTorch several times
    faster than ``ivy.pad``'s reflection of a channel-last image or a gather; any width."""
    nd = len(image.shape)
    ay, ax = nd + axes[0], nd + axes[1]
    if border == "constant":
        widths = [(0, 0)] * nd
        widths[ay], widths[ax] = (ry, ry), (rx, rx)
        return ivy.pad(image, widths)
    out = image
    # columns first: the concatenation along the inner axis is the slower one, done while the
    # array is smaller
    for axis, r in ((ax, rx), (ay, ry)):
        if r:
            head = (slice(None),) * axis
            parts = []
            for sl, flip in _pad_pieces(out.shape[axis], r, border):
                part = out[(*head, sl)]
                parts.append(ivy.flip(part, axis=axis) if flip else part)
            out = ivy.concat(parts, axis=axis)
    return out


@functools.lru_cache(maxsize=256)
def _pad_pieces(n, r, border):
    """The pieces ``(slice, flipped)`` of an axis of ``n`` samples that, concatenated, extend it
    by ``r`` on each side (``border``: a canonical name); cached, as images keep their sizes.
    A reversed run shorter than 4 is taken as single samples: slicing them is cheaper than a
    flip (PyTorch's copies)."""
    pieces = []
    for a, b, st in _runs([_fold(i, n, border) for i in range(-r, n + r)]):
        if st >= 0:
            pieces.append((slice(a, b + 1), False))
        elif a - b + 1 < 4:
            pieces.extend((slice(i, i + 1), False) for i in range(a, b - 1, -1))
        else:
            pieces.append((slice(b, a + 1), True))
    merged = [pieces[0]]
    for sl, flip in pieces[1:]:  # single samples followed by their run: one slice
        last, last_flip = merged[-1]
        if not flip and not last_flip and last.stop == sl.start:
            merged[-1] = (slice(last.start, sl.stop), False)
        else:
            merged.append((sl, flip))
    return tuple(merged)


def conv_is_fast(x):
    """Whether a depthwise ``ivy.conv2d`` beats sums of shifted slices for small filters on
    ``x``'s backend: PyTorch (static shapes); not XLA's or TensorFlow's CPU grouped convolutions
    (measured 5-15x slower), NumPy's composed one or MXNet's."""
    return ivy.current_backend(x).name == "torch" and None not in tuple(x.shape)


def separable_correlate(padded: Array, kx, ky) -> Array:
    """Correlate each channel of a padded ``[..., H + ky - 1, W + kx - 1, C]`` image with the
    separable kernel ``ky^T (x) kx`` (Python float sequences), ``"VALID"``: ``[..., H, W, C]``.

    On PyTorch two depthwise ``ivy.conv2d`` calls (``groups = C``, a ``1 x kx`` then a ``ky x 1``
    filter): one convolution per axis, 1.5-2x faster than sums of shifted slices. Elsewhere the
    sums of shifted slices (measured, CPU, batch 8 of 128 x 128 x 3, 13 taps: XLA's and
    TensorFlow's grouped convolutions are 5-15x slower than them)."""
    if not conv_is_fast(padded):
        return _slice_correlate(padded, kx, ky)
    xp = ivy.current_backend(padded)
    c = padded.shape[-1]
    dt, dev = padded.dtype, ivy.dev(padded)
    fx = xp.asarray([[[[float(k)] * c]] for k in kx], dtype=dt, device=dev)  # [kx, 1, 1, C]
    fx = ivy.reshape(fx, (1, len(kx), 1, c))
    fy = xp.asarray([[[[float(k)] * c]] for k in ky], dtype=dt, device=dev)  # [ky, 1, 1, C]
    x = padded[None] if len(padded.shape) == 3 else padded  # (conv2d needs a batch dimension)
    out = ivy.conv2d(ivy.conv2d(x, fx, 1, "VALID", groups=c), fy, 1, "VALID", groups=c)
    return out[0] if len(padded.shape) == 3 else out


def _slice_correlate(padded, kx, ky):
    nd = len(padded.shape)
    out = padded
    for axis, wts in ((nd - 3, ky), (nd - 2, kx)):
        n = out.shape[axis] - len(wts) + 1
        acc = None
        for k, wk in enumerate(wts):
            sl = [slice(None)] * nd
            sl[axis] = slice(k, k + n)
            term = ivy.multiply(out[tuple(sl)], float(wk))
            acc = term if acc is None else ivy.add(acc, term)
        out = acc
    return out


def pad_omni_image(image: Array, pad_width: int) -> Array:
    """Pad an equirectangular (ego-sphere) image the way the sphere continues: columns wrap
    around (azimuth), and rows beyond a pole come back down the other side of the sphere —
    flipped vertically and shifted by half the width.

    The image's rows span the inclination ``[0, 180]`` degrees and its columns the full azimuth
    (see ``sphere_to_angular_pixel_coords``); the width must be even.

    Args:
        image: ``[..., H, W, C]``.
        pad_width: pixels to add on each side, a non-negative Python int ``<= H``.

    Returns:
        ``[..., H + 2 p, W + 2 p, C]``.

    Raises:
        IvyValueError: wrong shape, an odd width, a bad pad_width.

    Example:
        >>> import numpy as np, ivy_vision
        >>> img = np.arange(8.0).reshape(2, 4, 1)
        >>> ivy_vision.pad_omni_image(img, 1)[..., 0].tolist()
        [[1.0, 2.0, 3.0, 0.0, 1.0, 2.0], [3.0, 0.0, 1.0, 2.0, 3.0, 0.0],
         [7.0, 4.0, 5.0, 6.0, 7.0, 4.0], [5.0, 6.0, 7.0, 4.0, 5.0, 6.0]]
    """
    fname = "pad_omni_image"
    check_shape(image, (None, None, None), fname, "image")
    h, w = image.shape[-3], image.shape[-2]
    if w % 2:
        fail(fname, f"expected an even image width (the opposite side of a pole is half the width "
                    f"away), got shape {tuple(image.shape)}")
    if isinstance(pad_width, bool) or not isinstance(pad_width, int) or \
            not 0 <= pad_width <= min(h, w):
        fail(fname, f"expected pad_width an int in [0, min(height, width) = {min(h, w)}], got "
                    f"{pad_width!r}")
    p = pad_width
    if p == 0:
        return image
    half = w // 2
    turned = ivy.concat([image[..., :, half:, :], image[..., :, :half, :]], axis=-2)  # azimuth + 180
    top = ivy.flip(turned[..., :p, :, :], axis=-3)
    bottom = ivy.flip(turned[..., h - p:, :, :], axis=-3)
    tall = ivy.concat([top, image, bottom], axis=-3)
    return ivy.concat([tall[..., :, w - p:, :], tall, tall[..., :, :p, :]], axis=-2)
