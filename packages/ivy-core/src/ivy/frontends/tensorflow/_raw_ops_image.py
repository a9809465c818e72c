"""``tf.raw_ops`` of images: resizing (nearest neighbour, bilinear and bicubic, with TensorFlow's three
coordinate conventions) and its gradients, RGB <-> HSV, contrast / saturation / hue adjustment,
non-max suppression. Keyword-only as TensorFlow's raw ops.

A resize is separable: each output row (column) reads fixed input rows (columns) with fixed
weights, so the op is ``einsum(Wy, image, Wx)`` with ``Wy`` / ``Wx`` made once from the sizes
(nearest neighbour: a gather); its gradient is the same einsum transposed.
"""

from __future__ import annotations

import numpy as np

import ivy

from .._common import reject_option
from ._dtypes import as_dtype
from ._promotion import FLOATING, REAL, backend_name, check_kind, convert
from .tensor import wrap

#: raw ops of this module written as a composition of several Ivy functions
COMPOSED = frozenset({
    "ResizeNearestNeighbor", "ResizeNearestNeighborGrad", "ResizeBilinear",
    "ResizeBilinearGrad", "ResizeBicubic", "ResizeBicubicGrad", "RGBToHSV", "HSVToRGB",
    "AdjustContrastv2", "AdjustSaturation",
    "AdjustHue", "NonMaxSuppression", "NonMaxSuppressionV2", "NonMaxSuppressionV3",
    "NonMaxSuppressionV4", "NonMaxSuppressionV5", "NonMaxSuppressionWithOverlaps",
    "CropAndResize", "CropAndResizeGradImage", "AudioSpectrogram"})


def _ints(v):
    if isinstance(v, (list, tuple)):
        return [int(i) for i in v]
    return [int(i) for i in np.asarray(ivy.to_numpy(convert(v))).reshape(-1)]


def _check(op, align_corners, half_pixel_centers):
    if align_corners and half_pixel_centers:
        raise ValueError(f"{op}: if half_pixel_centers is True, align_corners must be False.")


def _scale(n_in, n_out, align_corners):
    if align_corners and n_out > 1:
        return (n_in - 1) / (n_out - 1)
    return n_in / n_out


def _nearest_index(n_in, n_out, align_corners, half_pixel_centers):
    """The input index each output index reads (TensorFlow's float32 arithmetic)."""
    s = np.float32(_scale(n_in, n_out, align_corners))
    o = np.arange(n_out, dtype=np.float32)
    pos = (o + np.float32(0.5)) * s if half_pixel_centers else o * s
    idx = np.floor(pos)
    if align_corners:  # roundf: a half rounds away from zero (up: positions are >= 0)
        idx = idx + (pos - idx >= np.float32(0.5))
    return np.clip(idx.astype(np.int64), 0, n_in - 1)


def _linear_weights(n_in, n_out, align_corners, half_pixel_centers):
    """``[n_out, n_in]``: the two taps and their weights of each output index."""
    s = np.float32(_scale(n_in, n_out, align_corners))
    o = np.arange(n_out, dtype=np.float32)
    pos = (o + np.float32(0.5)) * s - np.float32(0.5) if half_pixel_centers else o * s
    lo_f = np.floor(pos)
    lerp = (pos - lo_f).astype(np.float64)
    lo = np.maximum(lo_f.astype(np.int64), 0)
    hi = np.minimum(np.ceil(pos).astype(np.int64), n_in - 1)
    w = np.zeros((n_out, n_in))
    np.add.at(w, (np.arange(n_out), lo), 1 - lerp)
    np.add.at(w, (np.arange(n_out), hi), lerp)
    return w


_TABLE = 1024  # TensorFlow's bicubic weights: a table of 1024 steps, the offset rounded onto it


def _cubic_weights(n_in, n_out, align_corners, half_pixel_centers):
    """``[n_out, n_in]``: the four taps of each output index with TensorFlow's tabulated cubic
    weights (``a = -0.75``; ``half_pixel_centers``: Keys' ``a = -0.5``, taps outside the
    image dropped and the rest renormalised; else the edge taps repeated)."""
    a = -0.5 if half_pixel_centers else -0.75
    x = np.arange(_TABLE + 1, dtype=np.float64) / _TABLE
    near = (((a + 2) * x - (a + 3)) * x * x + 1).astype(np.float32)
    x1 = x + 1.0
    far = (((a * x1 - 5 * a) * x1 + 8 * a) * x1 - 4 * a).astype(np.float32)
    s = np.float32(_scale(n_in, n_out, align_corners))
    o = np.arange(n_out, dtype=np.float32)
    pos = (o + np.float32(0.5)) * s - np.float32(0.5) if half_pixel_centers else o * s
    loc = np.floor(pos).astype(np.int64)
    off = np.rint((pos - np.floor(pos)) * _TABLE).astype(np.int64)
    taps = np.stack([far[off], near[off], near[_TABLE - off], far[_TABLE - off]], 1)
    idx = loc[:, None] + np.arange(-1, 3)[None]
    if half_pixel_centers:
        taps = np.where((idx >= 0) & (idx < n_in), taps, 0.0)
        total = taps.sum(axis=1, keepdims=True)
        taps = np.where(np.abs(total) >= 1000 * np.finfo(np.float32).tiny, taps / total, taps)
    w = np.zeros((n_out, n_in))
    np.add.at(w, (np.repeat(np.arange(n_out), 4), np.clip(idx, 0, n_in - 1).reshape(-1)),
              taps.reshape(-1))
    return w


def _on(a, like, dtype):
    return ivy.to_backend(np.asarray(a).astype(dtype), backend_name(like))


def ResizeNearestNeighbor(*, images, size, align_corners=False,  # noqa: N802
                          half_pixel_centers=False, name=None):
    _check("ResizeNearestNeighbor", align_corners, half_pixel_centers)
    x = check_kind("ResizeNearestNeighbor", convert(images), REAL)
    oh, ow = _ints(size)
    _, h, w, _ = (int(s) for s in x.shape)
    rows = _on(_nearest_index(h, oh, align_corners, half_pixel_centers), x, np.int64)
    cols = _on(_nearest_index(w, ow, align_corners, half_pixel_centers), x, np.int64)
    return wrap(ivy.gather(ivy.gather(x, rows, axis=1), cols, axis=2))


def ResizeNearestNeighborGrad(*, grads, size, align_corners=False,  # noqa: N802
                              half_pixel_centers=False, name=None):
    _check("ResizeNearestNeighborGrad", align_corners, half_pixel_centers)
    g = check_kind("ResizeNearestNeighborGrad", convert(grads), FLOATING)
    h, w = _ints(size)
    _, oh, ow, _ = (int(s) for s in g.shape)
    dtype = str(ivy.as_ivy_dtype(g.dtype))
    wy = np.eye(h)[_nearest_index(h, oh, align_corners, half_pixel_centers)]
    wx = np.eye(w)[_nearest_index(w, ow, align_corners, half_pixel_centers)]
    return wrap(ivy.einsum("oh,nopc,pw->nhwc", _on(wy, g, dtype), g, _on(wx, g, dtype)))


def _resize(op, weights, images, size, align_corners, half_pixel_centers):
    """A separable resize (float32 out): ``weights(n_in, n_out, ...)`` per axis."""
    _check(op, align_corners, half_pixel_centers)
    x = ivy.astype(check_kind(op, convert(images), REAL), "float32")
    oh, ow = _ints(size)
    _, h, w, _ = (int(s) for s in x.shape)
    wy = _on(weights(h, oh, align_corners, half_pixel_centers), x, "float32")
    wx = _on(weights(w, ow, align_corners, half_pixel_centers), x, "float32")
    return wrap(ivy.einsum("oh,nhwc,pw->nopc", wy, x, wx))


def _resize_grad(op, weights, grads, original_image, align_corners, half_pixel_centers):
    """The gradient of :func:`_resize`: the same weights, transposed."""
    _check(op, align_corners, half_pixel_centers)
    g = check_kind(op, convert(grads), frozenset({"float32"}))
    img = convert(original_image)
    _, h, w, _ = (int(s) for s in img.shape)
    _, oh, ow, _ = (int(s) for s in g.shape)
    wy = _on(weights(h, oh, align_corners, half_pixel_centers), g, "float32")
    wx = _on(weights(w, ow, align_corners, half_pixel_centers), g, "float32")
    return wrap(ivy.astype(ivy.einsum("oh,nopc,pw->nhwc", wy, g, wx), img.dtype))


def ResizeBilinear(*, images, size, align_corners=False, half_pixel_centers=False,  # noqa: N802
                   name=None):
    return _resize("ResizeBilinear", _linear_weights, images, size, align_corners,
                   half_pixel_centers)


def ResizeBilinearGrad(*, grads, original_image, align_corners=False,  # noqa: N802
                       half_pixel_centers=False, name=None):
    return _resize_grad("ResizeBilinearGrad", _linear_weights, grads, original_image,
                        align_corners, half_pixel_centers)


def _crop_grid(bx, h, w, ch, cw):
    """The sample rows ``[nb, ch]`` and columns ``[nb, cw]`` of each box (input coordinates)."""
    def grid(lo, hi, size, n):
        steps = ivy.to_backend(np.arange(n, dtype=np.float32), backend_name(bx))
        if n > 1:
            return ivy.add(ivy.expand_dims(ivy.multiply(lo, size - 1), 1),
                           ivy.multiply(ivy.expand_dims(ivy.multiply(ivy.subtract(hi, lo),
                                                                     (size - 1) / (n - 1)), 1),
                                        steps))
        return ivy.expand_dims(ivy.multiply(ivy.add(lo, hi), 0.5 * (size - 1)), 1)

    return grid(bx[:, 0], bx[:, 2], h, ch), grid(bx[:, 1], bx[:, 3], w, cw)


def _crop_method(op, method):
    if method not in ("bilinear", "nearest"):
        reject_option("tf", f"raw_ops.{op}", "method", method, "bilinear or nearest")


def CropAndResize(*, image, boxes, box_ind, crop_size, method="bilinear",  # noqa: N802
                  extrapolation_value=0, name=None):
    """Each box (normalised ``[y1, x1, y2, x2]`` of image ``box_ind``) sampled on a
    ``crop_size`` grid (``y1 * (h - 1) + i * (y2 - y1) * (h - 1) / (crop_h - 1)``), bilinearly
    or by the nearest pixel; samples outside the image read ``extrapolation_value``."""
    _crop_method("CropAndResize", method)
    x = ivy.astype(check_kind("CropAndResize", convert(image), REAL), "float32")
    bx = ivy.astype(convert(boxes), "float32")
    bi = ivy.astype(convert(box_ind), "int64")
    ch, cw = _ints(crop_size)
    _, h, w, _ = (int(s) for s in x.shape)

    ys, xs = _crop_grid(bx, h, w, ch, cw)
    imgs = ivy.gather(x, bi, axis=0)  # [nb, h, w, c]

    def take(yi, xi):  # [nb, ch], [nb, cw] int64 -> [nb, ch, cw, c]
        rows = ivy.take_along_axis(imgs, ivy.reshape(yi, tuple(yi.shape) + (1, 1)), axis=1)
        return ivy.take_along_axis(rows, ivy.reshape(xi, (int(xi.shape[0]), 1, -1, 1)), axis=2)

    def clip(v, size):
        return ivy.astype(ivy.clip(v, 0, size - 1), "int64")

    if method == "nearest":
        out = take(clip(ivy.round(ys), h), clip(ivy.round(xs), w))
    else:
        y0, x0 = ivy.floor(ys), ivy.floor(xs)
        ly = ivy.reshape(ivy.subtract(ys, y0), tuple(ys.shape) + (1, 1))
        lx = ivy.reshape(ivy.subtract(xs, x0), (int(xs.shape[0]), 1, -1, 1))
        y1, x1 = clip(ivy.ceil(ys), h), clip(ivy.ceil(xs), w)
        y0, x0 = clip(y0, h), clip(x0, w)
        top = ivy.add(take(y0, x0), ivy.multiply(ivy.subtract(take(y0, x1), take(y0, x0)), lx))
        bot = ivy.add(take(y1, x0), ivy.multiply(ivy.subtract(take(y1, x1), take(y1, x0)), lx))
        out = ivy.add(top, ivy.multiply(ivy.subtract(bot, top), ly))
    inside = ivy.logical_and(
        ivy.reshape(ivy.logical_and(ivy.greater_equal(ys, 0), ivy.less_equal(ys, h - 1)),
                    tuple(ys.shape) + (1, 1)),
        ivy.reshape(ivy.logical_and(ivy.greater_equal(xs, 0), ivy.less_equal(xs, w - 1)),
                    (int(xs.shape[0]), 1, -1, 1)))
    fill = ivy.full_like(out, float(extrapolation_value))
    return wrap(ivy.where(ivy.broadcast_to(inside, tuple(out.shape)), out, fill))


def CropAndResizeGradImage(*, grads, boxes, box_ind, image_size, T,  # noqa: N802, N803
                           method="bilinear", name=None):
    """The gradient of ``CropAndResize`` with respect to its image of ``image_size``: each
    sample's gradient summed back onto the pixels it read, with their weights."""
    _crop_method("CropAndResizeGradImage", method)
    g = check_kind("CropAndResizeGradImage", convert(grads), frozenset({"float32"}))
    bx = ivy.astype(convert(boxes), "float32")
    bi = ivy.reshape(ivy.astype(convert(box_ind), "int64"), (-1, 1, 1, 1))
    n, h, w, c = _ints(image_size)
    nb, ch, cw, _ = (int(s) for s in g.shape)
    ys, xs = _crop_grid(bx, h, w, ch, cw)
    ys, xs = ivy.reshape(ys, (nb, ch, 1, 1)), ivy.reshape(xs, (nb, 1, cw, 1))
    inside = ivy.logical_and(ivy.logical_and(ivy.greater_equal(ys, 0), ivy.less_equal(ys, h - 1)),
                             ivy.logical_and(ivy.greater_equal(xs, 0), ivy.less_equal(xs, w - 1)))
    chan = ivy.to_backend(np.arange(c, dtype=np.int64).reshape(1, 1, 1, c), backend_name(g))
    if method == "nearest":
        taps = [(ivy.round(ys), ivy.round(xs), None)]
    else:
        y0, x0 = ivy.floor(ys), ivy.floor(xs)
        ly, lx = ivy.subtract(ys, y0), ivy.subtract(xs, x0)
        y1, x1 = ivy.ceil(ys), ivy.ceil(xs)
        taps = [(y0, x0, ivy.multiply(ivy.subtract(1.0, ly), ivy.subtract(1.0, lx))),
                (y0, x1, ivy.multiply(ivy.subtract(1.0, ly), lx)),
                (y1, x0, ivy.multiply(ly, ivy.subtract(1.0, lx))), (y1, x1, ivy.multiply(ly, lx))]
    total = None
    shape = (nb, ch, cw, c)
    for y, x, wt in taps:
        yi = ivy.astype(ivy.clip(y, 0, h - 1), "int64")
        xi = ivy.astype(ivy.clip(x, 0, w - 1), "int64")
        idx = ivy.add(ivy.multiply(ivy.add(ivy.multiply(ivy.add(ivy.multiply(bi, h), yi), w), xi),
                                   c), chan)
        val = g if wt is None else ivy.multiply(g, wt)
        val = ivy.where(ivy.broadcast_to(inside, shape), val, ivy.zeros_like(val))
        part = ivy.scatter_flat(ivy.reshape(ivy.broadcast_to(idx, shape), (-1,)),
                                ivy.reshape(val, (-1,)), n * h * w * c)
        total = part if total is None else ivy.add(total, part)
    return wrap(ivy.astype(ivy.reshape(total, (n, h, w, c)), as_dtype(T)))


def ResizeBicubic(*, images, size, align_corners=False, half_pixel_centers=False,  # noqa: N802
                  name=None):
    return _resize("ResizeBicubic", _cubic_weights, images, size, align_corners,
                   half_pixel_centers)


def ResizeBicubicGrad(*, grads, original_image, align_corners=False,  # noqa: N802
                      half_pixel_centers=False, name=None):
    return _resize_grad("ResizeBicubicGrad", _cubic_weights, grads, original_image,
                        align_corners, half_pixel_centers)


# --- audio -------------------------------------------------------------------------------------
def AudioSpectrogram(*, input, window_size, stride, magnitude_squared=False, name=None):  # noqa: N802, A002
    """``[channels, frames, fft / 2 + 1]``: the magnitude (squared with ``magnitude_squared``)
    of the real FFT of each periodic-Hann-windowed frame of ``input`` ``[samples, channels]``,
    zero-padded to the next power of two; frames every ``stride`` samples."""
    x = check_kind("AudioSpectrogram", convert(input), frozenset({"float32"}))
    n, win, step = int(x.shape[0]), int(window_size), int(stride)
    fft = 1 << max(win - 1, 0).bit_length()
    frames = 1 + (n - win) // step if n >= win else 0
    hann = 0.5 - 0.5 * np.cos(2 * np.pi * np.arange(win) / win)
    # [frames, win] positions into the samples, the window as a [win, 1] column
    pos = np.arange(frames)[:, None] * step + np.arange(win)[None]
    xd = ivy.astype(x, "float64")
    seg = ivy.multiply(ivy.gather(xd, _on(pos, x, np.int64), axis=0),
                       _on(hann.reshape(win, 1), x, np.float64))  # [frames, win, channels]
    spec = ivy.abs(ivy.fft.rfftn(seg, s=[fft], axes=[1]))
    if magnitude_squared:
        spec = ivy.square(spec)
    return wrap(ivy.astype(ivy.permute_dims(spec, (2, 0, 1)), "float32"))


# --- colour ------------------------------------------------------------------------------------
def _rgb_to_hsv(x):
    r, g, b = x[..., 0], x[..., 1], x[..., 2]
    v = ivy.maximum(ivy.maximum(r, g), b)
    rng = ivy.subtract(v, ivy.minimum(ivy.minimum(r, g), b))
    zero = ivy.zeros_like(v)
    s = ivy.where(ivy.greater(v, 0), ivy.divide(rng, ivy.where(ivy.greater(v, 0), v, ivy.ones_like(v))), zero)
    norm = ivy.divide(1.0 / 6.0, ivy.where(ivy.greater(rng, 0), rng, ivy.ones_like(rng)))
    h = ivy.where(ivy.equal(r, v), ivy.multiply(norm, ivy.subtract(g, b)),
                  ivy.where(ivy.equal(g, v),
                            ivy.add(ivy.multiply(norm, ivy.subtract(b, r)), 2.0 / 6.0),
                            ivy.add(ivy.multiply(norm, ivy.subtract(r, g)), 4.0 / 6.0)))
    h = ivy.where(ivy.greater(rng, 0), h, zero)
    h = ivy.where(ivy.less(h, 0), ivy.add(h, 1.0), h)
    return h, s, v


def _hsv_to_rgb(h, s, v):
    dh = ivy.multiply(h, 6.0)

    def ramp(shift, sign):
        t = ivy.abs(ivy.subtract(dh, shift))
        t = ivy.subtract(t, 1.0) if sign > 0 else ivy.add(ivy.negative(t), 2.0)
        return ivy.clip(t, 0.0, 1.0)

    one_s = ivy.subtract(1.0, s)
    chans = [ivy.multiply(ivy.add(one_s, ivy.multiply(s, ramp(c, sg))), v)
             for c, sg in ((3.0, 1), (2.0, -1), (4.0, -1))]
    return ivy.stack(chans, axis=-1)


def _rgb(op, images):
    x = check_kind(op, convert(images), FLOATING)
    if int(x.shape[-1]) != 3:
        raise ValueError(f"{op}: the last dimension must be 3 (RGB), got {int(x.shape[-1])}")
    return x


def RGBToHSV(*, images, name=None):  # noqa: N802
    return wrap(ivy.stack(list(_rgb_to_hsv(_rgb("RGBToHSV", images))), axis=-1))


def HSVToRGB(*, images, name=None):  # noqa: N802
    x = _rgb("HSVToRGB", images)
    return wrap(_hsv_to_rgb(x[..., 0], x[..., 1], x[..., 2]))


def AdjustContrastv2(*, images, contrast_factor, name=None):  # noqa: N802
    """``(x - mean) * contrast_factor + mean``, the mean over each image's height and width."""
    x = check_kind("AdjustContrastv2", convert(images), FLOATING)
    xf = ivy.astype(x, "float32")
    mean = ivy.mean(xf, axis=(-3, -2), keepdims=True)
    f = float(np.asarray(ivy.to_numpy(convert(contrast_factor))))
    return wrap(ivy.astype(ivy.add(ivy.multiply(ivy.subtract(xf, mean), f), mean), x.dtype))


def AdjustSaturation(*, images, scale, name=None):  # noqa: N802
    x = _rgb("AdjustSaturation", images)
    h, s, v = _rgb_to_hsv(ivy.astype(x, "float32"))
    k = float(np.asarray(ivy.to_numpy(convert(scale))))
    return wrap(ivy.astype(_hsv_to_rgb(h, ivy.clip(ivy.multiply(s, k), 0.0, 1.0), v), x.dtype))


def AdjustHue(*, images, delta, name=None):  # noqa: N802
    x = _rgb("AdjustHue", images)
    h, s, v = _rgb_to_hsv(ivy.astype(x, "float32"))
    d = float(np.asarray(ivy.to_numpy(convert(delta))))
    h = ivy.remainder(ivy.add(h, d), 1.0)
    return wrap(ivy.astype(_hsv_to_rgb(h, s, v), x.dtype))


# --- non-max suppression -----------------------------------------------------------------------
def _iou_matrix(bx):
    """``[n, n]`` intersection over union of boxes ``[y1, x1, y2, x2]`` (corners in any order)."""
    lo, hi = np.minimum(bx[:, :2], bx[:, 2:]), np.maximum(bx[:, :2], bx[:, 2:])
    area = np.prod(hi - lo, axis=1)
    inter = np.prod(np.clip(np.minimum(hi[:, None], hi[None]) - np.maximum(lo[:, None], lo[None]),
                            0, None), axis=2)
    union = area[:, None] + area[None] - inter
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where((area[:, None] > 0) & (area[None] > 0) & (union > 0), inter / union, 0.0)


def _select(sim, s, k, thr, score_threshold, sigma):
    """TensorFlow's greedy selection: candidates by descending score; a candidate whose
    similarity with a selected one reaches ``thr`` is dropped; with soft NMS (``sigma > 0``,
    no dropping) its score decays by ``exp(-0.5 * sim ** 2 / sigma)`` instead and it is
    re-queued when that lowered it and it stays above ``score_threshold``.
    ``(indices, scores)``."""
    soft = sigma > 0
    scale = -0.5 / sigma if soft else 0.0
    queue = [(float(s[i]), i, 0) for i in range(len(s)) if s[i] > score_threshold]
    keep, kept_scores = [], []
    while queue and len(keep) < k:
        queue.sort(key=lambda c: (-c[0], c[1]))
        score, i, begin = queue.pop(0)
        original, hard = score, False
        for j in range(len(keep) - 1, begin - 1, -1):
            v = sim[i, keep[j]]
            score *= np.exp(scale * v * v) if soft or v <= thr else 0.0
            if not soft and v >= thr:
                hard = True
                break
            if score <= score_threshold:
                break
        if hard:
            continue
        if score == original:
            keep.append(i)
            kept_scores.append(score)
        elif score > score_threshold:
            queue.append((score, i, len(keep)))
    return keep, kept_scores


def _nms(op, boxes, scores, max_output_size, iou_threshold, score_threshold, pad, sigma=0.0,
         overlaps=False):
    """``(indices, scores, count)`` of the boxes (or the ``overlaps`` matrix) kept, computed on
    the host (data-dependent shapes), padded to ``max_output_size`` with ``pad``."""
    b = check_kind(op, convert(boxes), FLOATING)
    s = np.asarray(ivy.to_numpy(convert(scores)), np.float64)
    k = _ints(max_output_size)[0]
    thr = float(np.asarray(ivy.to_numpy(convert(iou_threshold))))
    if not overlaps and not 0.0 <= thr <= 1.0:
        raise ValueError(f"{op}: iou_threshold must be in [0, 1], got {thr}")
    t = -np.inf if score_threshold is None else \
        float(np.asarray(ivy.to_numpy(convert(score_threshold))))
    bx = np.asarray(ivy.to_numpy(b), np.float64)
    sim = bx if overlaps else _iou_matrix(bx)
    keep, kept = _select(sim, s, k, thr, t, sigma)
    n = len(keep)
    if pad:
        keep, kept = keep + [0] * (k - n), kept + [0.0] * (k - n)
    like = backend_name(b)
    sdt = str(ivy.as_ivy_dtype(convert(scores).dtype))
    return (wrap(ivy.to_backend(np.asarray(keep, np.int32), like)),
            wrap(ivy.to_backend(np.asarray(kept, sdt), like)),
            wrap(ivy.to_backend(np.asarray(n, np.int32), like)))


def NonMaxSuppression(*, boxes, scores, max_output_size, iou_threshold=0.5, name=None):  # noqa: N802
    return _nms("NonMaxSuppression", boxes, scores, max_output_size, iou_threshold, None,
                False)[0]


def NonMaxSuppressionV2(*, boxes, scores, max_output_size, iou_threshold, name=None):  # noqa: N802
    return _nms("NonMaxSuppressionV2", boxes, scores, max_output_size, iou_threshold, None,
                False)[0]


def NonMaxSuppressionV3(*, boxes, scores, max_output_size, iou_threshold,  # noqa: N802
                        score_threshold, name=None):
    return _nms("NonMaxSuppressionV3", boxes, scores, max_output_size, iou_threshold,
                score_threshold, False)[0]


def NonMaxSuppressionV4(*, boxes, scores, max_output_size, iou_threshold,  # noqa: N802
                        score_threshold, pad_to_max_output_size=False, name=None):
    idx, _, n = _nms("NonMaxSuppressionV4", boxes, scores, max_output_size, iou_threshold,
                     score_threshold, bool(pad_to_max_output_size))
    return idx, n


def NonMaxSuppressionV5(*, boxes, scores, max_output_size, iou_threshold,  # noqa: N802
                        score_threshold, soft_nms_sigma, pad_to_max_output_size=False,
                        name=None):
    sigma = float(np.asarray(ivy.to_numpy(convert(soft_nms_sigma))))
    return _nms("NonMaxSuppressionV5", boxes, scores, max_output_size, iou_threshold,
                score_threshold, bool(pad_to_max_output_size), sigma)


def NonMaxSuppressionWithOverlaps(*, overlaps, scores, max_output_size,  # noqa: N802
                                  overlap_threshold, score_threshold, name=None):
    return _nms("NonMaxSuppressionWithOverlaps", overlaps, scores, max_output_size,
                overlap_threshold, score_threshold, False, overlaps=True)[0]


__all__ = sorted(n for n, v in dict(globals()).items()
                 if n[:1].isupper() and callable(v) and getattr(v, "__module__", "") == __name__)
