"""Images: gradients, Gaussian smoothing and omni-directional (ego-sphere) padding. Images are
channel-last, ``[..., H, W, C]``."""

from __future__ import annotations

import math

import ivy
from ivy.types import Array

from ._checks import check_choice, check_shape, fail

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
            | c b a``), ``"nearest"`` or ``"constant"`` (zeros): SciPy's modes.

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
    check_choice(border, tuple(_BORDERS), fname, "border")
    if not isinstance(sigma, (int, float)) or sigma <= 0:
        fail(fname, f"expected sigma a positive number, got {sigma!r}")
    r = int(4.0 * sigma + 0.5) if radius is None else radius
    if isinstance(r, bool) or not isinstance(r, int) or r < 0:
        fail(fname, f"expected radius a non-negative int, got {radius!r}")
    wts = [math.exp(-0.5 * (k / sigma) ** 2) for k in range(-r, r + 1)]
    wts = [x / sum(wts) for x in wts]
    nd = len(image.shape)
    out = image
    for axis in (nd - 3, nd - 2):
        n = out.shape[axis]
        pad = [(0, 0)] * nd
        pad[axis] = (r, r)
        p = ivy.pad(out, pad, mode=_BORDERS[border])
        acc = None
        for k, wk in enumerate(wts):
            sl = [slice(None)] * nd
            sl[axis] = slice(k, k + n)
            term = ivy.multiply(p[tuple(sl)], wk)
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
