"""Image-gradient filters: first and second spatial derivatives (Sobel, Scharr, central
differences), the Sobel edge magnitude and the Laplacian, with kornia's kernels, scales and
borders. Images are channel-last, ``[..., H, W, C]``; every filter is correlated with each
channel (as kornia, ``scipy.ndimage.correlate`` and OpenCV do), written as sums of shifted
slices of the padded image (the kernels are separable or box-shaped; the derivatives on its
channel-first planes, a transposed view, so that they stack cheaply).

Kernels (x along the columns, y along the rows; the y kernel is the transposed x kernel), and
their ``normalized`` divisors:

* ``"sobel"``: ``[1, 2, 1]^T (x) [-1, 0, 1]``, divided by 8; order 2: ``[1, 4, 6, 4, 1]^T (x)
  [1, 0, -2, 0, 1]`` and ``[1, 2, 0, -2, -1]^T (x) [1, 2, 0, -2, -1]`` (``xy``), divided by 64;
* ``"scharr"``: ``[3, 10, 3]^T (x) [-1, 0, 1]``, divided by 32 (order 1 only);
* ``"diff"``: ``[-1, 0, 1]``, divided by 2; order 2: ``[1, -2, 1]`` (divided by 1) and
  ``[1, 0, -1]^T (x) [1, 0, -1]`` (``xy``, divided by 4).

Normalised, every output estimates the derivative itself (exact on linear images for order 1
and on quadratic ones for order 2), away from the border.
"""

from __future__ import annotations

import ivy
from ivy.types import Array

from ._checks import PAD_BORDERS, check_choice, check_shape, fail, parse_border
from .image import pad_image

__all__ = ["laplacian", "sobel", "spatial_gradient"]

MODES = ("sobel", "scharr", "diff")
LAPLACIAN_BORDERS = ("mirror", "reflect", "nearest", "constant", "wrap")

_SMOOTH = {"sobel": (1.0, 2.0, 1.0), "scharr": (3.0, 10.0, 3.0), "diff": (0.0, 1.0, 0.0)}
_DIFF = (-1.0, 0.0, 1.0)
# order 2: (x kernel, y kernel, divisor) of dxx, dxy, dyy; dyy is dxx transposed
_SECOND = {
    "sobel": (((1.0, 0.0, -2.0, 0.0, 1.0), (1.0, 4.0, 6.0, 4.0, 1.0), 64.0),
              ((1.0, 2.0, 0.0, -2.0, -1.0), (1.0, 2.0, 0.0, -2.0, -1.0), 64.0)),
    "diff": (((1.0, -2.0, 1.0), (0.0, 1.0, 0.0), 1.0),
             ((1.0, 0.0, -1.0), (1.0, 0.0, -1.0), 4.0)),
}


def _taps(padded, weights, axis, n, r):
    """``sum_k weights[k] * padded[k + r - len // 2 : ... + n]`` along ``axis`` (of an array
    padded by ``r`` on each side), skipping zero weights; ``None`` for an all-zero kernel."""
    nd = len(padded.shape)
    start = r - len(weights) // 2
    terms = [(k, wk) for k, wk in enumerate(weights) if wk != 0.0]
    terms.sort(key=lambda t: t[1] != 1.0)  # a weight-1 term first: no multiplication to start
    out = None
    for k, wk in terms:
        sl = [slice(None)] * nd
        sl[axis] = slice(start + k, start + k + n)
        term = padded[tuple(sl)]
        if out is None:
            out = term if wk == 1.0 else ivy.multiply(term, wk)
        elif wk == 1.0:
            out = ivy.add(out, term)
        elif wk == -1.0:
            out = ivy.subtract(out, term)
        else:
            out = ivy.add(out, ivy.multiply(term, wk))
    return out


def _separable(padded, kx, ky, h, w, r, scale):
    """Correlate padded channel-first planes ``[..., C, H + 2 r, W + 2 r]`` with ``ky^T (x) kx``,
    scaled: ``[..., C, H, W]``."""
    nd = len(padded.shape)
    rows = _taps(padded, ky, nd - 2, h, r)
    out = _taps(rows, kx, nd - 1, w, r)
    return out if scale == 1.0 else ivy.multiply(out, scale)


def _planes(image):
    """The channel-first planes ``[..., C, H, W]`` of ``image [..., H, W, C]`` (a transposed view
    on PyTorch and NumPy). The filters shift and add whole planes: on PyTorch 1.5-2x faster than
    the same sums on the channel-last image or a depthwise ``conv2d`` (batch 8 of 128 x 128 x 3,
    one thread), and the result goes back to channel-last as a view."""
    nd = len(image.shape)
    return ivy.permute_dims(image, tuple(range(nd - 3)) + (nd - 1, nd - 3, nd - 2))


def _channel_last(planes, stacked):
    """``[..., C, H, W]`` (or ``[..., C, M, H, W]`` when ``stacked``) -> ``[..., H, W, C(, M)]``."""
    nd = len(planes.shape)
    lead = tuple(range(nd - 3 - int(stacked)))
    if stacked:
        return ivy.permute_dims(planes, lead + (nd - 2, nd - 1, nd - 4, nd - 3))
    return ivy.permute_dims(planes, lead + (nd - 2, nd - 1, nd - 3))


def _check_image(image, fname):
    check_shape(image, (None, None, None), fname, "image")
    h, w = image.shape[-3], image.shape[-2]
    if h is not None and w is not None and (h < 1 or w < 1):
        fail(fname, f"expected a non-empty image, got shape {tuple(image.shape)}")


def spatial_gradient(image: Array, mode: str = "sobel", order: int = 1, normalized: bool = True) -> Array:
    """First or second spatial derivatives of an image, per channel (kornia's
    ``spatial_gradient``, channel-last).

    The border is replicated (the image is padded with its edge pixels, ``scipy.ndimage``'s
    ``mode="nearest"``), as kornia always does: a linear ramp's normalised first derivative is
    half its slope on the first and last pixel along that axis.

    Args:
        image: ``[..., H, W, C]``.
        mode: ``"sobel"``, ``"scharr"`` (order 1 only) or ``"diff"`` (central differences); the
            kernels are in the module docstring.
        order: 1 (``d/dx, d/dy``) or 2 (``d2/dx2, d2/dxdy, d2/dy2``).
        normalized: scale the kernels so that each output estimates the derivative (kornia's
            default); False gives the raw integer kernels' responses.

    Returns:
        ``[..., H, W, C, 2]`` (``dx, dy``; x along the columns, y along the rows) for order 1,
        ``[..., H, W, C, 3]`` (``dxx, dxy, dyy``) for order 2.

    Raises:
        IvyValueError: wrong shape, an unknown mode or order.

    Example:
        >>> import numpy as np, ivy_vision
        >>> ramp = np.tile(np.arange(4.0) * 3.0, (3, 1))[..., None]    # slope 3 along x
        >>> g = ivy_vision.spatial_gradient(ramp)
        >>> g[1, :, 0, 0].tolist(), g[1, :, 0, 1].tolist()
        ([1.5, 3.0, 3.0, 1.5], [0.0, 0.0, 0.0, 0.0])
    """
    fname = "spatial_gradient"
    _check_image(image, fname)
    check_choice(mode, MODES, fname, "mode")
    check_choice(order, (1, 2), fname, "order")
    if order == 2 and mode == "scharr":
        fail(fname, "order 2 is defined for modes 'sobel' and 'diff' only, got mode 'scharr'")
    return _channel_last(ivy.stack(_gradient_planes(image, mode, order, normalized), axis=-3), True)


def _gradient_planes(image, mode, order, normalized):
    """The derivatives of ``spatial_gradient`` as channel-first planes ``[..., C, H, W]``."""
    h, w = image.shape[-3], image.shape[-2]
    r = 2 if (order == 2 and mode == "sobel") else 1
    p = pad_image(_planes(image), r, r, "nearest", axes=(-2, -1))
    if order == 1:
        s = _SMOOTH[mode]
        div = 2.0 * sum(s) if normalized else 1.0
        kernels = [(_DIFF, s, 1.0 / div), (s, _DIFF, 1.0 / div)]
    else:
        (xx, yy, dxx), (xy_x, xy_y, dxy) = _SECOND[mode]
        kernels = [(xx, yy, 1.0 / dxx if normalized else 1.0), (xy_x, xy_y, 1.0 / dxy if normalized else 1.0),
                   (yy, xx, 1.0 / dxx if normalized else 1.0)]
    return [_separable(p, kx, ky, h, w, r, sc) for kx, ky, sc in kernels]


def sobel(image: Array, normalized: bool = True, eps: float = 1e-6) -> Array:
    """The Sobel edge magnitude per channel, ``sqrt(gx^2 + gy^2 + eps)`` with ``(gx, gy)`` from
    ``spatial_gradient(image, "sobel", normalized=normalized)`` (kornia's ``sobel``; replicated
    border). ``eps`` keeps the gradient finite on flat regions, which give ``sqrt(eps)``.

    Args:
        image: ``[..., H, W, C]``.
        normalized: divide the Sobel kernels by 8 (derivative units), as kornia's default.
        eps: a non-negative Python float added under the square root.

    Returns:
        ``[..., H, W, C]``.

    Raises:
        IvyValueError: wrong shape, a negative eps.

    Example:
        >>> import numpy as np, ivy_vision
        >>> ramp = np.tile(np.arange(4.0) * 3.0, (3, 1))[..., None]
        >>> ivy_vision.sobel(ramp, eps=0.0)[1, :, 0].tolist()
        [1.5, 3.0, 3.0, 1.5]
    """
    fname = "sobel"
    _check_image(image, fname)
    if isinstance(eps, bool) or not isinstance(eps, (int, float)) or eps < 0:
        fail(fname, f"expected eps a non-negative number, got {eps!r}")
    gx, gy = _gradient_planes(image, "sobel", 1, normalized)
    sq = ivy.add(ivy.multiply(gx, gx), ivy.multiply(gy, gy))
    return _channel_last(ivy.sqrt(ivy.add(sq, float(eps)) if eps else sq), False)


def _kernel_size(kernel_size, fname):
    ks = (kernel_size, kernel_size) if isinstance(kernel_size, int) else kernel_size
    try:
        ky, kx = ks
    except (TypeError, ValueError):
        fail(fname, f"expected kernel_size an odd int or a pair of odd ints, got {kernel_size!r}")
    for k in (ky, kx):
        if isinstance(k, bool) or not isinstance(k, int) or k < 1 or k % 2 == 0:
            fail(fname, f"expected kernel_size an odd positive int or a pair of them, got "
                        f"{kernel_size!r}")
    if ky * kx == 1:
        fail(fname, "kernel_size 1 x 1 gives the all-zero kernel; expected at least 3 along one axis")
    return ky, kx


def laplacian(image: Array, kernel_size: int | tuple[int, int], border: str = "mirror",
              normalized: bool = True) -> Array:
    """The Laplacian filter of kornia: correlation with a ``ky x kx`` kernel of ones whose centre
    is ``1 - ky kx`` (size 3: the 8-neighbour stencil, which estimates ``3 (d2/dx2 + d2/dy2)``),
    per channel.

    Args:
        image: ``[..., H, W, C]``.
        kernel_size: odd int, or a pair ``(ky, kx)`` of odd ints (not both 1).
        border: ``scipy.ndimage``'s names: ``"mirror"`` (``d c b | a b c d | c b a``; the default,
            PyTorch's and kornia's ``"reflect"``), ``"reflect"`` (``d c b a | a b c d | d c b a``),
            ``"nearest"`` (kornia's ``"replicate"``), ``"constant"`` (zeros) or ``"wrap"``
            (kornia's ``"circular"``); the aliases of :mod:`ivy_vision.image` are accepted.
        normalized: divide the kernel by its absolute sum ``2 (ky kx - 1)`` (kornia's default).

    Returns:
        ``[..., H, W, C]``.

    Raises:
        IvyValueError: wrong shape, a bad kernel_size, an unknown border.

    Example:
        >>> import numpy as np, ivy_vision
        >>> img = np.zeros((5, 5, 1)); img[2, 2] = 16.0
        >>> ivy_vision.laplacian(img, 3)[1:4, 1:4, 0].tolist()
        [[1.0, 1.0, 1.0], [1.0, -8.0, 1.0], [1.0, 1.0, 1.0]]
    """
    fname = "laplacian"
    _check_image(image, fname)
    ky, kx = _kernel_size(kernel_size, fname)
    border = parse_border(border, PAD_BORDERS, fname, LAPLACIAN_BORDERS)
    h, w = image.shape[-3], image.shape[-2]
    # a box sum along rows, then columns (of the channel-last image: no planes needed), each
    # axis padded just before its sum (the column sums are padded, not the image: the same
    # values, a smaller array for the second padding), minus ky kx times the centre
    nd = len(image.shape)
    rows = _taps(pad_image(image, 0, kx // 2, border), (1.0,) * kx, nd - 2, w, kx // 2)
    box = _taps(pad_image(rows, ky // 2, 0, border), (1.0,) * ky, nd - 3, h, ky // 2)
    out = ivy.subtract(box, ivy.multiply(image, float(ky * kx)))
    scale = 1.0 / float(2 * (ky * kx - 1)) if normalized else 1.0
    return out if scale == 1.0 else ivy.multiply(out, scale)
