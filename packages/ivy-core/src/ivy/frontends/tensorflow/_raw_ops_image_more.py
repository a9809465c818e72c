"""``tf.raw_ops`` of images beyond ``_raw_ops_image``: area resizing, scale-and-translate
resampling with its eight kernels and its gradient, projective transforms (nearest / bilinear,
four fill modes), drawing bounding boxes, the box gradient of ``CropAndResize``, non-max
suppression over classes and glimpses (with a zero fill). Keyword-only as TensorFlow's raw ops.

Area resizing and scale-and-translate are separable: their weights per axis are computed once on
the host from the sizes (TensorFlow's float32 arithmetic) and applied as one ``einsum`` (the
gradient: the same weights transposed), as ``_raw_ops_image``'s resizes. Projective transforms,
box drawing and the box gradient are element-wise Ivy compositions with gathers; the class-wise
non-max suppression runs on the host as ``_raw_ops_image``'s (data-dependent selection).
"""

from __future__ import annotations

import math

import numpy as np

import ivy

from .._common import reject_option
from . import _raw_ops_image as _img
from ._promotion import FLOATING, REAL, backend_name, check_kind, convert
from .errors import InvalidArgumentError
from .tensor import wrap

#: raw ops of this module written as a composition of several Ivy functions
COMPOSED = frozenset({"ResizeArea", "ScaleAndTranslate", "ScaleAndTranslateGrad",
                      "ImageProjectiveTransformV2", "ImageProjectiveTransformV3",
                      "DrawBoundingBoxes", "DrawBoundingBoxesV2", "CropAndResizeGradBoxes",
                      "CombinedNonMaxSuppression", "ExtractGlimpse", "ExtractGlimpseV2"})

_F32 = np.float32


# --- area resize ---------------------------------------------------------------------------------
def _area_weights(n_in, n_out, align_corners, half_pixel_centers=False):
    """``[n_out, n_in]``: output pixel ``o`` averages the input interval ``[o s, (o + 1) s)``,
    each input pixel weighted by its overlap (indices past the end read the last pixel)."""
    s = _F32(_img._scale(n_in, n_out, align_corners))
    w = np.zeros((n_out, n_in), np.float64)
    for o in range(n_out):
        lo, hi = _F32(o * s), _F32((o + 1) * s)
        for i in range(int(math.floor(lo)), int(math.ceil(hi))):
            w[o, min(i, n_in - 1)] += float(min(_F32(i + 1), hi) - max(_F32(i), lo))
    return w / float(s)


def ResizeArea(*, images, size, align_corners=False, name=None):  # noqa: N802 - TensorFlow's names
    return _img._resize("ResizeArea", _area_weights, images, size, align_corners, False)


# --- scale and translate -------------------------------------------------------------------------
def _lanczos(radius):
    def k(x):
        x = np.abs(x)
        with np.errstate(divide="ignore", invalid="ignore"):
            v = radius * np.sin(_F32(np.pi) * x) * np.sin(_F32(np.pi) * x / radius) / (
                _F32(np.pi) ** 2 * x * x)
        return np.where(x > radius, 0.0, np.where(x <= 1e-3, 1.0, v)).astype(_F32)
    return k, radius


def _gaussian(x):
    x = np.abs(x)
    sigma = 1.5 / 3.0
    return np.where(x >= 1.5, 0.0, np.exp(-x * x / (2.0 * sigma * sigma))).astype(_F32)


def _keys(x):
    x = np.abs(x)
    return np.where(x >= 2, 0.0, np.where(x >= 1, ((-0.5 * x + 2.5) * x - 4.0) * x + 2.0,
                                          (1.5 * x - 2.5) * x * x + 1.0)).astype(_F32)


def _mitchell(x):
    x = np.abs(x)
    return np.where(x >= 2, 0.0, np.where(
        x >= 1, ((-7.0 / 18.0 * x + 2.0) * x - 10.0 / 3.0) * x + 16.0 / 9.0,
        (7.0 / 6.0 * x - 2.0) * x * x + 8.0 / 9.0)).astype(_F32)


#: TensorFlow's sampling kernels: name -> (function of the distance, radius)
_KERNELS = {
    "lanczos1": _lanczos(1.0), "lanczos3": _lanczos(3.0), "lanczos5": _lanczos(5.0),
    "gaussian": (_gaussian, 1.5),
    "box": (lambda x: np.where(np.abs(x) < 0.5, 1.0, np.where(np.abs(x) == 0.5, 0.5, 0.0))
            .astype(_F32), 1.0),
    "triangle": (lambda x: np.maximum(1.0 - np.abs(x), 0.0).astype(_F32), 1.0),
    "keyscubic": (_keys, 2.0), "mitchellcubic": (_mitchell, 2.0),
}


def _span_weights(n_in, n_out, scale, translate, kernel_type, antialias):
    """``[n_out, n_in]``: output pixel ``o`` samples at ``(o + 1/2 - t) / s`` with the kernel
    (stretched by ``1 / s`` when shrinking with ``antialias``), its taps normalised to sum 1;
    samples outside the input give a zero row."""
    kernel, radius = _KERNELS[kernel_type]
    inv = _F32(1.0 / _F32(scale))
    inv_t = _F32(-inv * _F32(translate))
    kscale = _F32(max(inv, _F32(1.0))) if antialias else _F32(1.0)
    w = np.zeros((n_out, n_in), _F32)
    for o in range(n_out):
        at = _F32(_F32(o + 0.5) * inv + inv_t)
        if at < 0 or at > n_in:
            continue
        lo = int(np.clip(math.ceil(at - radius * kscale - _F32(0.5)), 0, n_in - 1))
        hi = int(np.clip(math.floor(at + radius * kscale - _F32(0.5)), 0, n_in - 1)) + 1
        taps = kernel(np.abs((np.arange(lo, hi, dtype=_F32) + _F32(0.5) - at) / kscale))
        total = _F32(np.sum(taps, dtype=_F32))
        if abs(total) >= 1000.0 * np.finfo(_F32).tiny:
            w[o, lo:hi] = taps * _F32(1.0 / total)
    return w


def _scale_translate_weights(op, shape_in, shape_out, scale, translation, kernel_type,
                             antialias):
    if kernel_type not in _KERNELS:
        reject_option("tf", f"raw_ops.{op}", "kernel_type", kernel_type, ", ".join(_KERNELS))
    sy, sx = (float(v) for v in np.asarray(ivy.to_numpy(convert(scale)), _F32).reshape(-1))
    ty, tx = (float(v) for v in np.asarray(ivy.to_numpy(convert(translation)),
                                           _F32).reshape(-1))
    if sy <= 0 or sx <= 0:
        raise ValueError(f"{op}: scale must be greater than zero, got {[sy, sx]}")
    return (_span_weights(shape_in[0], shape_out[0], sy, ty, kernel_type, bool(antialias)),
            _span_weights(shape_in[1], shape_out[1], sx, tx, kernel_type, bool(antialias)))


def ScaleAndTranslate(*, images, size, scale, translation, kernel_type="lanczos3",  # noqa: N802
                      antialias=True, name=None):
    """Resample ``images`` ``[n, h, w, c]`` to ``size`` (float32): output pixel ``(i, j)``
    reads the input around ``((i + 1/2 - ty) / sy, (j + 1/2 - tx) / sx)`` with the kernel."""
    x = ivy.astype(check_kind("ScaleAndTranslate", convert(images), REAL), "float32")
    oh, ow = _img._ints(size)
    _, h, w, _ = (int(s) for s in x.shape)
    wy, wx = _scale_translate_weights("ScaleAndTranslate", (h, w), (oh, ow), scale, translation,
                                      kernel_type, antialias)
    return wrap(ivy.einsum("oh,nhwc,pw->nopc", _img._on(wy, x, "float32"), x,
                           _img._on(wx, x, "float32")))


def ScaleAndTranslateGrad(*, grads, original_image, scale, translation,  # noqa: N802
                          kernel_type="lanczos3", antialias=True, name=None):
    g = check_kind("ScaleAndTranslateGrad", convert(grads), frozenset({"float32"}))
    img = convert(original_image)
    _, h, w, _ = (int(s) for s in img.shape)
    _, oh, ow, _ = (int(s) for s in g.shape)
    wy, wx = _scale_translate_weights("ScaleAndTranslateGrad", (h, w), (oh, ow), scale,
                                      translation, kernel_type, antialias)
    return wrap(ivy.einsum("oh,nopc,pw->nhwc", _img._on(wy, g, "float32"), g,
                           _img._on(wx, g, "float32")))


# --- projective transforms -----------------------------------------------------------------------
_FILL_MODES = ("REFLECT", "WRAP", "CONSTANT", "NEAREST")


def _map_coordinate(c, n, mode):
    """An input coordinate outside ``[0, n - 1]`` mapped back inside by the fill mode
    (TensorFlow's arithmetic: integer casts truncate toward zero); CONSTANT leaves it."""
    if mode == "CONSTANT":
        return c
    if n <= 1:
        return ivy.zeros_like(c) if mode != "NEAREST" else ivy.clip(c, 0.0, max(n - 1, 0))
    if mode == "REFLECT":
        sz2 = 2.0 * n
        neg = ivy.where(ivy.less(c, sz2), ivy.add(ivy.multiply(ivy.trunc(ivy.divide(
            ivy.negative(c), sz2)), sz2), c), c)
        neg = ivy.where(ivy.less(neg, -n), ivy.add(neg, sz2), ivy.subtract(ivy.negative(neg), 1.0))
        pos = ivy.subtract(c, ivy.multiply(ivy.trunc(ivy.divide(c, sz2)), sz2))
        pos = ivy.where(ivy.greater_equal(pos, n), ivy.subtract(sz2 - 1.0, pos), pos)
    elif mode == "WRAP":
        sz = float(n - 1)
        neg = ivy.add(c, ivy.multiply(ivy.add(ivy.trunc(ivy.divide(ivy.negative(c), sz)), 1.0),
                                      float(n)))
        pos = ivy.subtract(c, ivy.multiply(ivy.trunc(ivy.divide(c, sz)), float(n)))
    else:
        neg, pos = c, c
    c = ivy.where(ivy.less(c, 0), neg, ivy.where(ivy.greater(c, n - 1), pos, c))
    return ivy.clip(c, 0.0, float(n - 1))


def _projective(op, images, transforms, output_shape, interpolation, fill_mode, fill_value):
    x = check_kind(op, convert(images), REAL)
    if interpolation not in ("NEAREST", "BILINEAR"):
        reject_option("tf", f"raw_ops.{op}", "interpolation", interpolation, "NEAREST or BILINEAR")
    if fill_mode not in _FILL_MODES:
        reject_option("tf", f"raw_ops.{op}", "fill_mode", fill_mode, ", ".join(_FILL_MODES))
    t = ivy.astype(convert(transforms), "float32")
    n, h, w, c = (int(s) for s in x.shape)
    oh, ow = _img._ints(output_shape)
    if int(t.shape[0]) not in (1, n) or int(t.shape[-1]) != 8:
        raise ValueError(f"{op}: transforms must be [1, 8] or [{n}, 8], got {tuple(t.shape)}")
    like = backend_name(x)
    oy = _img._on(np.arange(oh).reshape(1, oh, 1), x, "float32")
    ox = _img._on(np.arange(ow).reshape(1, 1, ow), x, "float32")
    a = [ivy.reshape(t[:, i], (-1, 1, 1)) for i in range(8)]

    def lin(i, j, k):
        return ivy.add(ivy.add(ivy.multiply(a[i], ox), ivy.multiply(a[j], oy)), a[k])

    proj = ivy.add(ivy.add(ivy.multiply(a[6], ox), ivy.multiply(a[7], oy)), 1.0)
    safe = ivy.where(ivy.equal(proj, 0), ivy.ones_like(proj), proj)
    in_x = _map_coordinate(ivy.divide(lin(0, 1, 2), safe), w, fill_mode)
    in_y = _map_coordinate(ivy.divide(lin(3, 4, 5), safe), h, fill_mode)
    flat = ivy.reshape(x, (n, h * w, c))
    batch = ivy.to_backend(np.arange(n, dtype=np.int64).reshape(n, 1, 1), like)
    if str(ivy.as_ivy_dtype(x.dtype)).startswith(("int", "uint")):
        fill_value = int(fill_value)  # C++'s cast of the float fill value: truncation
    fill = ivy.full_like(x[:, :1, :1], fill_value)  # [n, 1, 1, c] of the image's dtype

    def read(yy, xx, as_float):  # yy, xx: float32 [b, oh, ow] of whole numbers
        ok = ivy.logical_and(ivy.logical_and(ivy.greater_equal(yy, 0), ivy.less(yy, h)),
                             ivy.logical_and(ivy.greater_equal(xx, 0), ivy.less(xx, w)))
        ok = ivy.broadcast_to(ok, (n, oh, ow))
        yi = ivy.astype(ivy.clip(yy, 0, h - 1), "int64")
        xi = ivy.astype(ivy.clip(xx, 0, w - 1), "int64")
        idx = ivy.broadcast_to(ivy.add(ivy.multiply(yi, w), xi), (n, oh, ow))
        vals = ivy.gather_nd(flat, ivy.stack([ivy.broadcast_to(batch, (n, oh, ow)), idx], axis=-1))
        vals = ivy.where(ivy.expand_dims(ok, -1), vals, fill)
        return ivy.astype(vals, "float32") if as_float else vals

    if interpolation == "NEAREST":  # std::round: halves away from zero
        def rnd(v):
            return ivy.multiply(ivy.sign(v), ivy.floor(ivy.add(ivy.abs(v), 0.5)))
        out = read(rnd(in_y), rnd(in_x), False)
    else:
        y0, x0 = ivy.floor(in_y), ivy.floor(in_x)
        y1, x1 = ivy.add(y0, 1.0), ivy.add(x0, 1.0)
        wy0, wy1 = ivy.expand_dims(ivy.subtract(y1, in_y), -1), ivy.expand_dims(
            ivy.subtract(in_y, y0), -1)
        wx0, wx1 = ivy.expand_dims(ivy.subtract(x1, in_x), -1), ivy.expand_dims(
            ivy.subtract(in_x, x0), -1)
        top = ivy.add(ivy.multiply(wx0, read(y0, x0, True)), ivy.multiply(wx1, read(y0, x1, True)))
        bot = ivy.add(ivy.multiply(wx0, read(y1, x0, True)), ivy.multiply(wx1, read(y1, x1, True)))
        out = ivy.astype(ivy.add(ivy.multiply(wy0, top), ivy.multiply(wy1, bot)), x.dtype)
    zero = ivy.broadcast_to(ivy.expand_dims(ivy.equal(proj, 0), -1), (n, oh, ow, 1))
    return wrap(ivy.where(zero, fill, out))


def ImageProjectiveTransformV2(*, images, transforms, output_shape, interpolation,  # noqa: N802
                               fill_mode="CONSTANT", name=None):
    """Output pixel ``(x, y)`` reads the input at ``((a0 x + a1 y + a2) / k,
    (a3 x + a4 y + a5) / k)``, ``k = a6 x + a7 y + 1`` (a row of ``transforms`` per image, or
    one for all), outside the image by ``fill_mode`` (CONSTANT: zeros)."""
    return _projective("ImageProjectiveTransformV2", images, transforms, output_shape,
                       interpolation, fill_mode, 0)


def ImageProjectiveTransformV3(*, images, transforms, output_shape, fill_value,  # noqa: N802
                               interpolation, fill_mode="CONSTANT", name=None):
    v = float(np.asarray(ivy.to_numpy(convert(fill_value))))
    return _projective("ImageProjectiveTransformV3", images, transforms, output_shape,
                       interpolation, fill_mode, v)


# --- bounding boxes ------------------------------------------------------------------------------
#: TensorFlow's default colours (RGBA): yellow, blue, red, lime, purple, olive, maroon, navy,
#: aqua, fuchsia
_COLORS = np.array([[1, 1, 0, 1], [0, 0, 1, 1], [1, 0, 0, 1], [0, 1, 0, 1], [0.5, 0, 0.5, 1],
                    [0.5, 0.5, 0, 1], [0.5, 0, 0, 1], [0, 0, 0.5, 1], [0, 1, 1, 1],
                    [1, 0, 1, 1]], np.float32)


def _draw(op, images, boxes, colors):
    """Each box ``[y1, x1, y2, x2]`` (fractions of ``h - 1``, ``w - 1``, truncated to pixels)
    outlined in colour ``k mod len(colors)``; later boxes drawn over earlier ones; an inverted
    box or one wholly outside is skipped, the sides of a box outside the image are not drawn."""
    x = check_kind(op, convert(images), FLOATING)
    n, h, w, depth = (int(s) for s in x.shape)
    if depth not in (1, 3, 4):
        raise ValueError(f"{op}: Channel depth should be either 1 (GRY), 3 (RGB), or 4 (RGBA)")
    b = ivy.astype(convert(boxes), "float32")
    nb = int(b.shape[1])
    if colors is None:
        table = _COLORS.copy()
        if depth == 1:
            table[:, 0] = 1
    else:
        table = np.asarray(ivy.to_numpy(convert(colors)), np.float32).reshape(-1, 4)
    like = backend_name(x)
    r0, c0 = ivy.trunc(ivy.multiply(b[..., 0], h - 1)), ivy.trunc(ivy.multiply(b[..., 1], w - 1))
    r1, c1 = ivy.trunc(ivy.multiply(b[..., 2], h - 1)), ivy.trunc(ivy.multiply(b[..., 3], w - 1))
    shown = ivy.logical_not(ivy.logical_or(
        ivy.logical_or(ivy.greater(r0, r1), ivy.greater(c0, c1)),
        ivy.logical_or(ivy.logical_or(ivy.greater_equal(r0, h), ivy.less(r1, 0)),
                       ivy.logical_or(ivy.greater_equal(c0, w), ivy.less(c1, 0)))))

    def per_box(v):  # [n, nb] -> [n, nb, 1, 1]
        return ivy.reshape(v, (n, nb, 1, 1))

    r0, r1, c0, c1, shown = (per_box(v) for v in (r0, r1, c0, c1, shown))
    rows = ivy.to_backend(np.arange(h, dtype=np.float32).reshape(1, 1, h, 1), like)
    cols = ivy.to_backend(np.arange(w, dtype=np.float32).reshape(1, 1, 1, w), like)
    in_cols = ivy.logical_and(ivy.greater_equal(cols, c0), ivy.less_equal(cols, c1))
    in_rows = ivy.logical_and(ivy.greater_equal(rows, r0), ivy.less_equal(rows, r1))
    line = ivy.logical_or(
        ivy.logical_and(ivy.logical_or(ivy.equal(rows, r0), ivy.equal(rows, r1)), in_cols),
        ivy.logical_and(ivy.logical_or(ivy.equal(cols, c0), ivy.equal(cols, c1)), in_rows))
    line = ivy.logical_and(line, shown)  # [n, nb, h, w]
    order = ivy.to_backend(np.arange(1, nb + 1, dtype=np.int64).reshape(1, nb, 1, 1), like)
    last = ivy.max(ivy.where(line, order, ivy.zeros_like(order)), axis=1) if nb else None
    if last is None:
        return wrap(x)
    k = len(table)
    colour_of = ivy.to_backend(table[np.arange(nb) % k][:, :depth].astype(np.float32), like)
    colour_of = ivy.concat([ivy.zeros_like(colour_of[:1]), colour_of], axis=0)
    painted = ivy.astype(ivy.gather(colour_of, last, axis=0), x.dtype)  # [n, h, w, depth]
    return wrap(ivy.where(ivy.expand_dims(ivy.greater(last, 0), -1), painted, x))


def DrawBoundingBoxes(*, images, boxes, name=None):  # noqa: N802
    return _draw("DrawBoundingBoxes", images, boxes, None)


def DrawBoundingBoxesV2(*, images, boxes, colors, name=None):  # noqa: N802
    given = int(np.prod(convert(colors).shape)) > 0
    return _draw("DrawBoundingBoxesV2", images, boxes, colors if given else None)


# --- gradients of crop-and-resize with respect to the boxes --------------------------------------
def CropAndResizeGradBoxes(*, grads, image, boxes, box_ind, method="bilinear",  # noqa: N802
                           name=None):
    """``[nb, 4]``: the gradient of ``CropAndResize``'s bilinear samples with respect to the
    box corners ``[y1, x1, y2, x2]``: each sample's image gradient along y and x times ``grads``,
    times the sample position's derivative in each corner (samples outside the image give 0)."""
    if method != "bilinear":
        reject_option("tf", "raw_ops.CropAndResizeGradBoxes", "method", method, "bilinear")
    g = check_kind("CropAndResizeGradBoxes", convert(grads), frozenset({"float32"}))
    x = ivy.astype(check_kind("CropAndResizeGradBoxes", convert(image), REAL), "float32")
    bx = ivy.astype(convert(boxes), "float32")
    bi = ivy.astype(convert(box_ind), "int64")
    _, h, w, _ = (int(s) for s in x.shape)
    nb, ch, cw, c = (int(s) for s in g.shape)
    ys, xs = _img._crop_grid(bx, h, w, ch, cw)  # [nb, ch], [nb, cw]
    imgs = ivy.gather(x, bi, axis=0)

    def take(yi, xi):
        rows = ivy.take_along_axis(imgs, ivy.reshape(yi, (nb, ch, 1, 1)), axis=1)
        return ivy.take_along_axis(rows, ivy.reshape(xi, (nb, 1, cw, 1)), axis=2)

    def idx(v, size):
        return ivy.astype(ivy.clip(v, 0, size - 1), "int64")

    y0, x0 = ivy.floor(ys), ivy.floor(xs)
    ly = ivy.reshape(ivy.subtract(ys, y0), (nb, ch, 1, 1))
    lx = ivy.reshape(ivy.subtract(xs, x0), (nb, 1, cw, 1))
    t0, t1, b0, b1 = (idx(y0, h), idx(ivy.ceil(ys), h), idx(x0, w), idx(ivy.ceil(xs), w))
    tl, tr, bl, br = take(t0, b0), take(t0, b1), take(t1, b0), take(t1, b1)
    gy = ivy.add(ivy.multiply(ivy.subtract(1.0, lx), ivy.subtract(bl, tl)),
                 ivy.multiply(lx, ivy.subtract(br, tr)))
    gx = ivy.add(ivy.multiply(ivy.subtract(1.0, ly), ivy.subtract(tr, tl)),
                 ivy.multiply(ly, ivy.subtract(br, bl)))
    inside = ivy.logical_and(
        ivy.reshape(ivy.logical_and(ivy.greater_equal(ys, 0), ivy.less_equal(ys, h - 1)),
                    (nb, ch, 1, 1)),
        ivy.reshape(ivy.logical_and(ivy.greater_equal(xs, 0), ivy.less_equal(xs, w - 1)),
                    (nb, 1, cw, 1)))
    zero = ivy.zeros_like(g)
    gy = ivy.where(ivy.broadcast_to(inside, (nb, ch, cw, c)), ivy.multiply(gy, g), zero)
    gx = ivy.where(ivy.broadcast_to(inside, (nb, ch, cw, c)), ivy.multiply(gx, g), zero)
    sy = ivy.sum(gy, axis=(2, 3))  # [nb, ch]
    sx = ivy.sum(gx, axis=(1, 3))  # [nb, cw]

    def corners(s, size, n):  # d(sample i) / d(lo), d(sample i) / d(hi), both [n] weights
        if n > 1:
            i = np.arange(n, dtype=np.float64) * (size - 1) / (n - 1)
            lo, hi = (size - 1) - i, i
        else:
            lo = hi = np.full(1, 0.5 * (size - 1))
        return (ivy.sum(ivy.multiply(s, _img._on(lo, s, "float32")), axis=1),
                ivy.sum(ivy.multiply(s, _img._on(hi, s, "float32")), axis=1))

    dy1, dy2 = corners(sy, h, ch)
    dx1, dx2 = corners(sx, w, cw)
    return wrap(ivy.stack([dy1, dx1, dy2, dx2], axis=1))


# --- non-max suppression per class --------------------------------------------------------------
def _nms_class(bx, s, k, thr, score_threshold):
    """The boxes TensorFlow's per-class selection keeps: by descending score above the
    threshold, dropped when the IoU with a kept box exceeds ``thr``."""
    iou = _img._iou_matrix(bx)
    keep = []
    for i in sorted((i for i in range(len(s)) if s[i] > score_threshold),
                    key=lambda i: (-s[i], i)):
        if len(keep) >= k:
            break
        if all(iou[i, j] <= thr for j in keep):
            keep.append(i)
    return keep


def CombinedNonMaxSuppression(*, boxes, scores, max_output_size_per_class,  # noqa: N802
                              max_total_size, iou_threshold, score_threshold,
                              pad_per_class=False, clip_boxes=True, name=None):
    """Non-max suppression per image and class (``boxes`` ``[b, n, q, 4]``, ``q`` 1 or one box
    per class; ``scores`` ``[b, n, classes]``), the kept boxes of all classes merged by
    descending score: ``(boxes [b, m, 4], scores [b, m], classes [b, m], valid [b])`` with
    ``m = max_total_size`` (``pad_per_class``: at most per-class size times classes), padded
    with zeros; ``clip_boxes`` clips the coordinates to [0, 1]."""
    op = "CombinedNonMaxSuppression"
    b = check_kind(op, convert(boxes), frozenset({"float32"}))
    bx = np.asarray(ivy.to_numpy(b), np.float32)
    sc = np.asarray(ivy.to_numpy(convert(scores)), np.float32)
    per_class = _img._ints(max_output_size_per_class)[0]
    total = _img._ints(max_total_size)[0]
    thr = float(np.asarray(ivy.to_numpy(convert(iou_threshold))))
    if not 0.0 <= thr <= 1.0:
        raise ValueError(f"{op}: iou_threshold must be in [0, 1], got {thr}")
    s_thr = float(np.asarray(ivy.to_numpy(convert(score_threshold)), np.float32))
    nbatch, n, q, _ = bx.shape
    classes = sc.shape[2]
    size = min(per_class, n)
    m = min(size * classes, total) if pad_per_class else total
    out_b = np.zeros((nbatch, m, 4), np.float32)
    out_s = np.zeros((nbatch, m), np.float32)
    out_c = np.zeros((nbatch, m), np.float32)
    valid = np.zeros((nbatch,), np.int32)
    for i in range(nbatch):
        found = []
        for k in range(classes):
            cb = bx[i, :, k if q > 1 else 0]
            for j in _nms_class(cb.astype(np.float64), sc[i, :, k], size, thr, s_thr):
                found.append((float(sc[i, j, k]), k, cb[j]))
        found.sort(key=lambda r: -r[0])  # stable: within a score, classes in order
        found = found[:m]
        valid[i] = len(found)
        for r, (score, k, box) in enumerate(found):
            out_b[i, r] = np.clip(box, 0.0, 1.0) if clip_boxes else box
            out_s[i, r], out_c[i, r] = score, k
    like = backend_name(b)
    return tuple(wrap(ivy.to_backend(a, like)) for a in (out_b, out_s, out_c, valid))


# --- glimpses ------------------------------------------------------------------------------------
def _glimpse(op, version, x, size, offsets, centered, normalized, noise):
    """Each image's ``size`` window at its offset ``(y, x)`` (TensorFlow's two conventions:
    ``version`` 1 centres the window on the point, 2 puts its corner there unless normalized and
    centered), read by integer truncation; the part outside the image is filled with zeros
    (``noise="zero"``). TensorFlow fills it with random values for ``uniform`` / ``gaussian``
    noise: those raise where a window leaves its image (a window inside needs no fill)."""
    x = check_kind(op, convert(x), frozenset({"float32"}))
    n, ih, iw, _ = (int(s) for s in x.shape)
    gh, gw = _img._ints(size)
    off = np.asarray(ivy.to_numpy(convert(offsets)), np.float32).reshape(n, 2)
    rows, cols, masks = [], [], []
    for i in range(n):
        oy, ox = off[i]
        if version == 1 or normalized:
            if normalized:
                ox, oy = _F32(ox * iw), _F32(oy * ih)
            if centered:
                ox = _F32(_F32(ox / 2.0) + _F32(iw / 2.0))
                oy = _F32(_F32(oy / 2.0) + _F32(ih / 2.0))
            if version == 1 or centered:
                ox, oy = _F32(ox - _F32(gw / 2.0)), _F32(oy - _F32(gh / 2.0))
        elif centered:
            ox, oy = _F32(ox + _F32(iw / 2.0)), _F32(oy + _F32(ih / 2.0))
        partial = False
        idx_valid = []
        for start, g, size_in in ((int(oy), gh, ih), (int(ox), gw, iw)):
            src, base, extent = start, 0, g
            if start < 0:
                src, extent = 0, max(0, g + start)
                base, partial = g - extent, True
            elif start + g >= size_in:
                extent, partial = max(0, size_in - start), True
            extent = min(size_in, extent)
            pos = np.arange(g)
            inside = (pos >= base) & (pos < base + extent)
            idx_valid.append((np.clip(pos - base + src, 0, size_in - 1), inside))
        if partial and noise != "zero":
            raise ivy.IvyUnsupportedError(
                f"tf.raw_ops.{op}: the window of image {i} leaves the image and noise={noise!r} "
                "fills the outside with TensorFlow's random draws, which Ivy cannot reproduce; "
                "pass noise='zero' (and uniform_noise=False) for a zero fill")
        (r, rv), (c, cv) = idx_valid
        rows.append(r)
        cols.append(c)
        masks.append(rv[:, None] & cv[None, :])
    like = backend_name(x)
    r = ivy.to_backend(np.stack(rows).astype(np.int64).reshape(n, gh, 1, 1), like)
    c = ivy.to_backend(np.stack(cols).astype(np.int64).reshape(n, 1, gw, 1), like)
    out = ivy.take_along_axis(ivy.take_along_axis(x, r, axis=1), c, axis=2)
    keep = ivy.to_backend(np.stack(masks).reshape(n, gh, gw, 1), like)
    return wrap(ivy.where(keep, out, ivy.zeros_like(out)))


def ExtractGlimpse(*, input, size, offsets, centered=True, normalized=True,  # noqa: N802, A002
                   uniform_noise=True, noise="uniform", name=None):
    if uniform_noise and noise not in ("", "uniform"):
        raise InvalidArgumentError(None, "ExtractGlimpse", "The uniform_noise and noise could not be "
                                   "specified at the same time")
    return _glimpse("ExtractGlimpse", 1, input, size, offsets, centered, normalized,
                    "uniform" if uniform_noise else (noise or "uniform"))


def ExtractGlimpseV2(*, input, size, offsets, centered=True, normalized=True,  # noqa: N802, A002
                     uniform_noise=True, noise="uniform", name=None):
    if uniform_noise and noise not in ("", "uniform"):
        raise InvalidArgumentError(None, "ExtractGlimpseV2", "The uniform_noise and noise could not be "
                                   "specified at the same time")
    return _glimpse("ExtractGlimpseV2", 2, input, size, offsets, centered, normalized,
                    "uniform" if uniform_noise else (noise or "uniform"))


__all__ = sorted(n for n, v in dict(globals()).items()
                 if n[:1].isupper() and callable(v) and getattr(v, "__module__", "") == __name__)
