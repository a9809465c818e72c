"""Interpolation (Ivy's own, beyond the standard): resampling to a new spatial size
(``interpolate``) and sampling at pixel coordinates (``bilinear_sample``; ``image_sample`` with
nearest, bilinear or bicubic interpolation; conventions in their docstrings; the rest of this
docstring is about ``interpolate``).

One composition serves every backend (one gather and weighted sum per resampled axis, with the
indices and weights of each mode computed once per size on the host); PyTorch, JAX and TensorFlow
call their native resize where it computes exactly the same thing. The conventions are
PyTorch's:

* ``"nearest"``: output ``i`` takes input ``floor(i * n / out)`` (PyTorch's legacy nearest and
  TensorFlow's ``ResizeNearestNeighbor``), computed exactly (the frameworks' float32 scale can be
  one index off; they are used only where it is not).
* ``"linear"`` (any number of spatial dimensions; ``"bilinear"`` for 2, ``"trilinear"`` for 3):
  separable linear interpolation at ``src = (i + 0.5) * n / out - 0.5`` clamped at 0 (half
  pixels), or ``src = i * (n - 1) / (out - 1)`` with ``align_corners``.
* ``"bicubic"`` (2 spatial dimensions): cubic convolution with ``A = -0.75`` at the same ``src``
  (not clamped), neighbours beyond the border replaced by the border value.
* ``"area"``: adaptive average pooling (:func:`ivy.adaptive_avg_pool`).

``scale_factor`` gives the output size ``floor(n * scale_factor)``; the coordinates then use
``n / out`` like an explicit size (PyTorch's ``recompute_scale_factor=True``).
"""

import math

from .._rules.interpolation import PADDING_MODES, SAMPLE_MODES, _dims, sample_args  # noqa: F401
from .._rules.spatial import resample, resize_args
from ._api import composed
from .general import shape


@composed
def interpolate(xp, x, size=None, /, *, mode="linear", align_corners=False, scale_factor=None,
                data_format="channel_last"):
    """Resample ``x``'s spatial dimensions to ``size`` (conventions in the module docstring).

    Args:
        x: real floating array ``[*batch, *spatial, C]`` (``[*batch, C, *spatial]``
            channel-first).
        size: output spatial size, one int per spatial dimension; a single int: that size for
            every spatial dimension of ``x`` with one batch dimension (or as many as ``mode``
            names). Give ``size`` or ``scale_factor``.
        mode: ``"nearest"``, ``"linear"``, ``"bilinear"``, ``"trilinear"``, ``"bicubic"`` or
            ``"area"``.
        align_corners: linear and cubic modes: map the corner pixels' centres onto each other.
        scale_factor: a positive number, or one per spatial dimension, instead of ``size``.
        data_format: ``"channel_last"`` or ``"channel_first"``.

    Returns:
        ``[*batch, *size, C]`` of ``x``'s dtype.

    Raises:
        IvyValueError: a bad mode or data_format, both or neither of size and scale_factor, a
            mode for another number of spatial dimensions, align_corners with nearest or area.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([0.0, 1.0]).reshape(1, 2, 1)
        >>> ivy.interpolate(x, (4,))[0, :, 0].tolist()
        [0.0, 0.25, 0.75, 1.0]
        >>> ivy.interpolate(x, (3,), align_corners=True)[0, :, 0].tolist()
        [0.0, 0.5, 1.0]
    """
    return resample(xp, x, resize_args("interpolate", x, size, scale_factor, mode, align_corners,
                                       data_format))


# --- bilinear sampling at pixel coordinates ----------------------------------------------------
def _reflect(xp, u, n):
    """Reflect coordinates about the centres of pixels 0 and ``n - 1``."""
    if n == 1:
        return xp.zeros_like(u)
    period = 2.0 * (n - 1)
    r = xp.remainder(xp.abs(u), period)
    return xp.where(xp.greater(r, n - 1.0), xp.subtract(period, r), r)


@composed
def bilinear_sample(xp, x, coords, /, *, padding_mode="zeros"):
    """Sample a channel-last image bilinearly at pixel coordinates.

    ``coords[..., 0]`` is the column ``u`` and ``coords[..., 1]`` the row ``v``, with pixel
    centres at integers (pixel ``[v, u]`` lies at ``(u, v)``: PyTorch's ``grid_sample`` with
    ``align_corners=True`` after mapping ``[0, W - 1]`` to ``[-1, 1]``). Outside
    ``[0, W - 1] x [0, H - 1]``, ``padding_mode``:

    * ``"zeros"``: the image continues with zeros and is interpolated as usual
      (``scipy.ndimage.map_coordinates(order=1, mode="grid-constant")``);
    * ``"border"``: coordinates clamped to the image (``mode="nearest"``);
    * ``"reflection"``: coordinates reflected about the edge pixels' centres (``mode="mirror"``).

    A ``nan`` coordinate samples ``nan``. The PyTorch kernel is ``grid_sample`` (float32 and
    float64 images of at least 2 x 2 pixels); the composition elsewhere gathers the four
    neighbours of each sample (one ``take``) and weights them.

    Args:
        x: real floating ``[*batch, H, W, C]``.
        coords: ``[*batch, *S, 2]`` ``(u, v)`` pixel coordinates, ``x``'s batch dimensions first.
        padding_mode: ``"zeros"``, ``"border"`` or ``"reflection"``.

    Returns:
        ``[*batch, *S, C]`` of the result dtype of ``x`` and ``coords``; differentiable with
        respect to both (piecewise linear in ``coords``).

    Raises:
        IvyValueError: a bad padding_mode, wrong shapes, different batch dimensions.
        IvyDtypeError: a non-floating ``x`` or ``coords``.

    Example:
        >>> import ivy, numpy as np
        >>> img = np.arange(6.0).reshape(2, 3, 1)
        >>> ivy.bilinear_sample(img, np.array([[0.5, 0.5], [2.0, 1.5], [2.5, 0.0]]))[:, 0].tolist()
        [2.0, 2.5, 1.0]
    """
    batch, s, (h, w, c) = sample_args("bilinear_sample", x, coords, padding_mode)
    dtype = xp.result_type(x, coords)
    x, coords = xp.astype(x, dtype), xp.astype(coords, dtype)
    p = math.prod(s)
    # a batch dimension known only at run time (tf.function): -1 and a cumulative sum of ones
    # stand in for its size and arange
    nb = -1 if None in batch else math.prod(batch)
    img = xp.reshape(x, (nb, h, w, c))
    uv = xp.reshape(coords, (nb, p, 2))
    u, v = uv[..., 0], uv[..., 1]
    nan = xp.isnan(xp.add(u, v))
    zero = xp.zeros_like(u)
    u, v = xp.where(nan, zero, u), xp.where(nan, zero, v)
    if padding_mode == "zeros":  # a ring of zeros, then clamped to the padded image
        img = xp.pad(img, ((0, 0), (1, 1), (1, 1), (0, 0)))
        h, w = h + 2, w + 2
        u, v = xp.clip(xp.add(u, 1.0), 0.0, w - 1.0), xp.clip(xp.add(v, 1.0), 0.0, h - 1.0)
    elif padding_mode == "border":
        u, v = xp.clip(u, 0.0, w - 1.0), xp.clip(v, 0.0, h - 1.0)
    else:
        u, v = _reflect(xp, u, w), _reflect(xp, v, h)
    if h == 1 or w == 1:  # a second row / column to interpolate with (weight 0)
        img = xp.pad(img, ((0, 0), (0, int(h == 1)), (0, int(w == 1)), (0, 0)), mode="edge")
        h, w = max(h, 2), max(w, 2)
    # the top-left neighbour, at most the second-to-last pixel: all four are in the image
    u0 = xp.minimum(xp.floor(xp.stop_gradient(u)), w - 2.0)
    v0 = xp.minimum(xp.floor(xp.stop_gradient(v)), h - 2.0)
    fu, fv = xp.subtract(u, u0)[..., None], xp.subtract(v, v0)[..., None]
    if nb >= 0:
        base = xp.reshape(xp.arange(nb, dtype=xp.int64, device=xp.dev(u)) * (h * w), (nb, 1))
    else:
        ones = xp.ones_like(u[:, :1], dtype=xp.int64)
        base = xp.multiply(xp.subtract(xp.cumulative_sum(ones, axis=0), 1), h * w)
    i00 = xp.add(xp.astype(xp.add(xp.multiply(v0, float(w)), u0), xp.int64), base)
    idx = xp.stack([i00, xp.add(i00, 1), xp.add(i00, w), xp.add(i00, w + 1)], axis=-1)
    vals = xp.take(xp.reshape(img, (-1, c)), xp.reshape(idx, (-1,)), axis=0)
    vals = xp.reshape(vals, (nb, p, 4, c))
    v00, v01, v10, v11 = vals[:, :, 0], vals[:, :, 1], vals[:, :, 2], vals[:, :, 3]
    top = xp.add(v00, xp.multiply(fu, xp.subtract(v01, v00)))
    bot = xp.add(v10, xp.multiply(fu, xp.subtract(v11, v10)))
    out = xp.add(top, xp.multiply(fv, xp.subtract(bot, top)))
    out = xp.where(nan[..., None], xp.full_like(out, float("nan")), out)
    if None in batch:  # the run-time sizes of the unknown batch dimensions
        rt = shape(x, as_array=True)
        batch = tuple(rt[i] if d is None else d for i, d in enumerate(batch))
    return xp.reshape(out, batch + s + (c,))


# --- nearest / bilinear / bicubic sampling at pixel coordinates --------------------------------
_A = -0.75  # the cubic convolution's parameter (PyTorch, OpenCV)


def _tap_index(xp, i, n, padding_mode):
    """Integer-valued indices ``i`` of an axis of ``n`` pixels mapped into ``[0, n - 1]`` by the
    padding, and for ``"zeros"`` the mask of those inside (None otherwise)."""
    if padding_mode == "zeros":
        inside = xp.logical_and(xp.greater_equal(i, 0.0), xp.less_equal(i, n - 1.0))
        return xp.clip(i, 0.0, n - 1.0), inside
    if padding_mode == "border":
        return xp.clip(i, 0.0, n - 1.0), None
    return _reflect(xp, i, n), None


def _cubic_weights(xp, t):
    """The cubic-convolution weights of taps ``-1, 0, 1, 2`` at fraction ``t`` in ``[0, 1)``,
    stacked on a new last axis."""
    def near(d):  # |d| <= 1: (A + 2)|d|^3 - (A + 3)|d|^2 + 1
        return xp.add(xp.multiply(xp.multiply(d, d), xp.subtract(xp.multiply(d, _A + 2.0), _A + 3.0)),
                      1.0)

    def far(d):  # 1 < |d| < 2: A|d|^3 - 5A|d|^2 + 8A|d| - 4A
        inner = xp.add(xp.multiply(xp.subtract(xp.multiply(d, _A), 5.0 * _A), d), 8.0 * _A)
        return xp.add(xp.multiply(inner, d), -4.0 * _A)

    s = xp.subtract(1.0, t)
    return xp.stack([far(xp.add(t, 1.0)), near(t), near(s), far(xp.add(s, 1.0))], axis=-1)


@composed
def image_sample(xp, x, coords, /, *, mode="bilinear", padding_mode="zeros"):
    """Sample a channel-last image at pixel coordinates with nearest, bilinear or bicubic
    interpolation.

    Coordinates and ``padding_mode`` as in :func:`ivy.bilinear_sample` (``(u, v)`` = (column,
    row), pixel centres at integers; every mode reads the image extended by the padding):

    * ``"nearest"``: pixel ``[floor(v + 0.5), floor(u + 0.5)]`` (half pixels round up, as
      ``scipy.ndimage.map_coordinates(order=0)``);
    * ``"bilinear"``: :func:`ivy.bilinear_sample`;
    * ``"bicubic"``: cubic convolution of the 4 x 4 neighbours with ``A = -0.75`` (PyTorch's
      ``grid_sample``, OpenCV's ``INTER_CUBIC``), padded per tap (not SciPy's B-spline).

    A ``nan`` coordinate samples ``nan``. The PyTorch kernel is ``grid_sample`` (float32 and
    float64 images of at least 2 x 2 pixels); the composition elsewhere gathers the taps of each
    sample (one ``take``) and weights them.

    Args:
        x: real floating ``[*batch, H, W, C]``.
        coords: ``[*batch, *S, 2]`` ``(u, v)`` pixel coordinates, ``x``'s batch dimensions first.
        mode: ``"nearest"``, ``"bilinear"`` or ``"bicubic"``.
        padding_mode: ``"zeros"``, ``"border"`` or ``"reflection"``.

    Returns:
        ``[*batch, *S, C]`` of the result dtype of ``x`` and ``coords``; differentiable with
        respect to ``x``, and (bilinear, bicubic) ``coords``.

    Raises:
        IvyValueError: a bad mode or padding_mode, wrong shapes, different batch dimensions.
        IvyDtypeError: a non-floating ``x`` or ``coords``.

    Example:
        >>> import ivy, numpy as np
        >>> img = np.array([[0.0, 1.0, 8.0, 27.0]])[..., None]
        >>> uv = np.array([[1.5, 0.0], [1.4, 0.0]])
        >>> ivy.image_sample(img, uv, mode="bicubic")[:, 0].round(4).tolist()
        [2.8125, 2.456]
        >>> ivy.image_sample(img, uv, mode="nearest")[:, 0].tolist()
        [8.0, 1.0]
    """
    batch, s, (h, w, c) = sample_args("image_sample", x, coords, padding_mode, mode)
    if mode == "bilinear":
        return xp.bilinear_sample(x, coords, padding_mode=padding_mode)
    dtype = xp.result_type(x, coords)
    x, coords = xp.astype(x, dtype), xp.astype(coords, dtype)
    p = math.prod(s)
    nb = -1 if None in batch else math.prod(batch)  # -1: a batch known only at run time
    img = xp.reshape(x, (-1, c))
    uv = xp.reshape(coords, (nb, p, 2))
    u, v = uv[..., 0], uv[..., 1]
    nan = xp.isnan(xp.add(u, v))
    zero = xp.zeros_like(u)
    u, v = xp.where(nan, zero, u), xp.where(nan, zero, v)
    if mode == "nearest":  # piecewise constant in the coordinates
        u, v = xp.stop_gradient(u), xp.stop_gradient(v)
    if nb >= 0:
        base = xp.reshape(xp.arange(nb, dtype=xp.int64, device=xp.dev(u)) * (h * w), (nb, 1))
    else:
        ones = xp.ones_like(u[:, :1], dtype=xp.int64)
        base = xp.multiply(xp.subtract(xp.cumulative_sum(ones, axis=0), 1), h * w)
    if mode == "nearest":
        iu, mu = _tap_index(xp, xp.floor(xp.add(u, 0.5)), w, padding_mode)
        iv, mv = _tap_index(xp, xp.floor(xp.add(v, 0.5)), h, padding_mode)
        idx = xp.add(xp.astype(xp.add(xp.multiply(iv, float(w)), iu), xp.int64), base)
        out = xp.reshape(xp.take(img, xp.reshape(idx, (-1,)), axis=0), (nb, p, c))
        if padding_mode == "zeros":
            out = xp.multiply(out, xp.astype(xp.logical_and(mu, mv), dtype)[..., None])
    else:
        u0, v0 = xp.floor(xp.stop_gradient(u)), xp.floor(xp.stop_gradient(v))
        wu = _cubic_weights(xp, xp.subtract(u, u0))  # [nb, p, 4]
        wv = _cubic_weights(xp, xp.subtract(v, v0))
        steps = xp.asarray([-1.0, 0.0, 1.0, 2.0], dtype=dtype, device=xp.dev(u))
        iu, mu = _tap_index(xp, xp.add(u0[..., None], steps), w, padding_mode)
        iv, mv = _tap_index(xp, xp.add(v0[..., None], steps), h, padding_mode)
        if padding_mode == "zeros":  # taps outside the image weigh nothing
            wu, wv = xp.multiply(wu, xp.astype(mu, dtype)), xp.multiply(wv, xp.astype(mv, dtype))
        rows = xp.add(xp.astype(xp.multiply(iv, float(w)), xp.int64), base[..., None])  # [nb, p, 4]
        idx = xp.add(rows[..., :, None], xp.astype(iu, xp.int64)[..., None, :])  # [nb, p, 4, 4]
        vals = xp.reshape(xp.take(img, xp.reshape(idx, (-1,)), axis=0), (nb, p, 16, c))
        wgt = xp.reshape(xp.multiply(wv[..., :, None], wu[..., None, :]), (nb, p, 16, 1))
        out = xp.sum(xp.multiply(vals, wgt), axis=-2)
    out = xp.where(nan[..., None], xp.full_like(out, float("nan")), out)
    if None in batch:  # the run-time sizes of the unknown batch dimensions
        rt = shape(x, as_array=True)
        batch = tuple(rt[i] if d is None else d for i, d in enumerate(batch))
    return xp.reshape(out, batch + s + (c,))
