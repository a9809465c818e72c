"""``torch.nn.functional``'s linear maps, dropout, embedding, padding, resampling, attention and
distances on Ivy (channel-first images, as PyTorch).

Accepted and ignored: ``sparse`` of ``embedding`` (a gradient's storage), ``inplace`` of the
dropouts (the frontend tensor passed is updated, as the activations do). Raising: ``max_norm`` and
``scale_grad_by_freq`` of ``embedding``, ``antialias`` and ``"nearest-exact"`` of ``interpolate``,
a ``scale_factor`` not landing on an integer size without ``recompute_scale_factor=True``,
``grid_sample``'s ``"nearest"``/``"bicubic"`` modes and reflection padding without
``align_corners`` (Ivy's sampler reflects about the border pixels' centres), ``enable_gqa``.
"""

from __future__ import annotations

import math

import ivy

from ..._common import reject_option
from ..tensor import native, result, wrap
from ._util import inplace_result, like, opt

__all__ = ["affine_grid", "alpha_dropout", "bilinear", "cosine_similarity", "dropout",
           "dropout1d", "dropout2d", "dropout3d", "embedding", "feature_alpha_dropout",
           "grid_sample", "interpolate", "linear", "normalize", "one_hot", "pad",
           "pairwise_distance", "pdist", "scaled_dot_product_attention", "upsample",
           "upsample_bilinear", "upsample_nearest"]

COMPOSED = frozenset({"affine_grid", "alpha_dropout", "bilinear", "cosine_similarity",
                      "dropout1d", "dropout2d", "dropout3d", "feature_alpha_dropout", "normalize",
                      "pairwise_distance", "pad", "pdist"})

_FN = "nn.functional."


def linear(input, weight, bias=None):
    return wrap(ivy.linear(native(input), native(weight), bias=opt(bias)))


def bilinear(input1, input2, weight, bias=None):
    y = ivy.einsum("...i,oij,...j->...o", native(input1), native(weight), native(input2))
    return wrap(y if bias is None else ivy.add(y, native(bias)))


# --- dropout -----------------------------------------------------------------------------------
def dropout(input, p=0.5, training=True, inplace=False):
    if not 0 <= p <= 1:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    return inplace_result(input, ivy.dropout(native(input), p, training=training), inplace)


def _channel_dropout(n, input, p, training, inplace):
    if not 0 <= p <= 1:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    x = native(input)
    if not training or p == 0:
        return inplace_result(input, x, inplace)
    keep = len(x.shape) - n  # the batch and channel axes (channel only when unbatched)
    with like(x):
        ones = ivy.ones(tuple(x.shape[:keep]) + (1,) * n, dtype=x.dtype, device=ivy.dev(x))
    mask = ivy.dropout(ones, p)
    return inplace_result(input, ivy.multiply(x, mask), inplace)


def dropout1d(input, p=0.5, training=True, inplace=False):
    return _channel_dropout(1, input, p, training, inplace)


def dropout2d(input, p=0.5, training=True, inplace=False):
    return _channel_dropout(2, input, p, training, inplace)


def dropout3d(input, p=0.5, training=True, inplace=False):
    return _channel_dropout(3, input, p, training, inplace)


_SELU_ALPHA = 1.7580993408473766  # -SELU's negative saturation value


def _alpha_dropout(input, p, training, inplace, feature):
    if not 0 <= p <= 1:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    x = native(input)
    if not training or p == 0:
        return inplace_result(input, x, inplace)
    shape = tuple(x.shape) if not feature else tuple(x.shape[:2]) + (1,) * (len(x.shape) - 2)
    with like(x):
        ones = ivy.ones(shape, dtype=x.dtype, device=ivy.dev(x))
    keep = ivy.dropout(ones, p, scale=False)
    a = 1.0 / math.sqrt((_SELU_ALPHA ** 2 * p + 1) * (1 - p))
    b = ivy.add(ivy.multiply(ivy.subtract(keep, 1.0), _SELU_ALPHA * a), _SELU_ALPHA * a * p)
    return inplace_result(input, ivy.add(ivy.multiply(x, ivy.multiply(keep, a)), b), inplace)


def alpha_dropout(input, p=0.5, training=False, inplace=False):
    return _alpha_dropout(input, p, training, inplace, False)


def feature_alpha_dropout(input, p=0.5, training=False, inplace=False):
    return _alpha_dropout(input, p, training, inplace, True)


# --- embedding, one_hot ------------------------------------------------------------------------
def embedding(input, weight, padding_idx=None, max_norm=None, norm_type=2.0,
              scale_grad_by_freq=False, sparse=False):
    if max_norm is not None:
        reject_option("torch", _FN + "embedding", "max_norm", max_norm,
                      "it renormalises the weight in place")
    if scale_grad_by_freq:
        reject_option("torch", _FN + "embedding", "scale_grad_by_freq", True)
    w = native(weight)
    if padding_idx is not None:  # PyTorch: the padding row gets no gradient
        with like(w):
            rows = ivy.arange(w.shape[0], device=ivy.dev(w))
        pad_row = ivy.expand_dims(ivy.equal(rows, padding_idx % w.shape[0]), axis=-1)
        w = ivy.where(pad_row, ivy.stop_gradient(w), w)
    idx = native(input)  # flat indices: Ivy's take on PyTorch wants a vector
    rows = ivy.take(w, ivy.reshape(idx, (-1,)), axis=0)
    return wrap(ivy.reshape(rows, tuple(idx.shape) + tuple(w.shape[1:])))


def one_hot(tensor, num_classes=-1):
    x = native(tensor)
    if num_classes == -1:
        num_classes = int(ivy.to_scalar(ivy.max(x))) + 1 if math.prod(x.shape) else 0
    return wrap(ivy.one_hot(x, num_classes, dtype=ivy.int64))


# --- pad ---------------------------------------------------------------------------------------
_PAD_MODES = {"constant": "constant", "reflect": "reflect", "replicate": "edge",
              "circular": "wrap"}


def pad(input, pad, mode="constant", value=None):  # noqa: A002 - PyTorch's name
    x = native(input)
    if len(pad) % 2 or len(pad) // 2 > len(x.shape):
        raise ValueError(f"Padding length must be divisible by 2 and at most twice the input's "
                         f"dimensions, got {len(pad)}")
    if mode not in _PAD_MODES:
        raise NotImplementedError(f"Unrecognised padding mode {mode}")
    if mode != "constant" and value:
        raise ValueError(f"Padding mode \"{mode}\" doesn't take in value argument")
    nd = len(x.shape)
    widths = [(0, 0)] * nd
    for i in range(len(pad) // 2):  # pairs from the last dimension backwards
        widths[nd - 1 - i] = (int(pad[2 * i]), int(pad[2 * i + 1]))
    pos = [(max(lo, 0), max(hi, 0)) for lo, hi in widths]
    if any(lo or hi for lo, hi in pos):
        x = ivy.pad(x, pos, mode=_PAD_MODES[mode],
                    **({"constant_values": value or 0} if mode == "constant" else {}))
    if any(lo < 0 or hi < 0 for lo, hi in widths):  # negative padding crops
        x = x[tuple(slice(-min(lo, 0), x.shape[i] + min(hi, 0))
                    for i, (lo, hi) in enumerate(widths))]
    return wrap(x)


# --- interpolate -------------------------------------------------------------------------------
_MODES = ("nearest", "linear", "bilinear", "bicubic", "trilinear", "area")


def interpolate(input, size=None, scale_factor=None, mode="nearest", align_corners=None,
                recompute_scale_factor=None, antialias=False):
    name = _FN + "interpolate"
    if antialias:
        reject_option("torch", name, "antialias", True)
    if mode not in _MODES:
        if mode == "nearest-exact":
            reject_option("torch", name, "mode", mode, "Ivy's nearest is PyTorch's legacy one")
        raise NotImplementedError(f"Input Error: unsupported mode {mode!r}")
    if align_corners is not None and mode in ("nearest", "area"):
        raise ValueError("align_corners option can only be set with the interpolating modes: "
                         "linear | bilinear | bicubic | trilinear")
    x = native(input)
    n = len(x.shape) - 2
    spatial = tuple(x.shape[2:])
    if (size is None) == (scale_factor is None):
        raise ValueError("only one of size or scale_factor should be defined")
    if size is not None:
        out = tuple(size) if isinstance(size, (tuple, list)) else (size,) * n
    else:
        sf = tuple(scale_factor) if isinstance(scale_factor, (tuple, list)) \
            else (scale_factor,) * n
        out = tuple(int(math.floor(s * f)) for s, f in zip(spatial, sf))
        if not recompute_scale_factor and mode != "area" and \
                any(o != s * f for o, s, f in zip(out, spatial, sf)):
            reject_option("torch", name, "scale_factor", scale_factor,
                          "Ivy places samples by the sizes: give recompute_scale_factor=True or a "
                          "size, or a factor that gives an integer size")
    y = ivy.interpolate(x, out, mode=mode, align_corners=bool(align_corners),
                        data_format="channel_first")
    return wrap(y)


def upsample(input, size=None, scale_factor=None, mode="nearest", align_corners=None):
    return interpolate(input, size, scale_factor, mode, align_corners)


def upsample_nearest(input, size=None, scale_factor=None):
    return interpolate(input, size, scale_factor, mode="nearest")


def upsample_bilinear(input, size=None, scale_factor=None):
    return interpolate(input, size, scale_factor, mode="bilinear", align_corners=True)


# --- grid_sample, affine_grid ------------------------------------------------------------------
def grid_sample(input, grid, mode="bilinear", padding_mode="zeros", align_corners=None):
    name = _FN + "grid_sample"
    if mode != "bilinear":
        reject_option("torch", name, "mode", mode, "Ivy samples bilinearly")
    if padding_mode not in ("zeros", "border", "reflection"):
        raise ValueError(f"nn.functional.grid_sample(): expected padding_mode to be 'zeros', "
                         f"'border', or 'reflection', but got: '{padding_mode}'")
    if padding_mode == "reflection" and not align_corners:
        reject_option("torch", name, "padding_mode", padding_mode,
                      "with align_corners=False PyTorch reflects about the image's edges, Ivy "
                      "about its border pixels' centres")
    x, g = native(input), native(grid)
    if len(x.shape) != 4:
        reject_option("torch", name, "input", f"{len(x.shape)}-d", "2-D images [N, C, H, W] only")
    h, w = x.shape[2], x.shape[3]
    if align_corners:
        u = ivy.multiply(ivy.add(g[..., 0], 1.0), (w - 1) / 2)
        v = ivy.multiply(ivy.add(g[..., 1], 1.0), (h - 1) / 2)
    else:
        u = ivy.divide(ivy.subtract(ivy.multiply(ivy.add(g[..., 0], 1.0), w), 1.0), 2)
        v = ivy.divide(ivy.subtract(ivy.multiply(ivy.add(g[..., 1], 1.0), h), 1.0), 2)
    y = ivy.bilinear_sample(ivy.permute_dims(x, (0, 2, 3, 1)), ivy.stack([u, v], axis=-1),
                            padding_mode=padding_mode)
    return wrap(ivy.permute_dims(y, (0, 3, 1, 2)))


def _base_coords(n, align_corners, dtype, device):
    if n <= 1:
        return ivy.zeros((max(n, 0),), dtype=dtype, device=device)
    lin = ivy.linspace(-1.0, 1.0, n, dtype=dtype, device=device)
    return lin if align_corners else ivy.multiply(lin, (n - 1) / n)


def affine_grid(theta, size, align_corners=None):
    t = native(theta)
    size = tuple(int(s) for s in size)
    if len(size) not in (4, 5):
        raise NotImplementedError(f"affine_grid only supports 4D and 5D sizes, for 2D and 3D "
                                  f"affine transforms, respectively. Got size {size}.")
    spatial = size[2:]  # (H, W) or (D, H, W)
    n = len(spatial)
    if tuple(t.shape[1:]) != (n, n + 1):
        raise ValueError(f"Expected a batch of {n}D affine matrices of shape Nx{n}x{n + 1} for "
                         f"size {size}. Got {tuple(t.shape)}.")
    dev = ivy.dev(t)
    with like(t):
        axes = [_base_coords(s, align_corners, t.dtype, dev) for s in spatial[::-1]]  # x, y, z
    mesh = ivy.meshgrid(*axes[::-1], indexing="ij")  # each [*spatial]
    base = ivy.stack(mesh[::-1] + [ivy.ones_like(mesh[0])], axis=-1)  # [*spatial, n + 1]
    letters = "dhw"[-n:]
    return wrap(ivy.einsum(f"{letters}k,njk->n{letters}j", base, t))


# --- attention ---------------------------------------------------------------------------------
def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0,
                                 is_causal=False, scale=None, enable_gqa=False):
    if enable_gqa:
        reject_option("torch", _FN + "scaled_dot_product_attention", "enable_gqa", True)
    return wrap(ivy.scaled_dot_product_attention(
        native(query), native(key), native(value), scale=scale, mask=opt(attn_mask),
        is_causal=is_causal, dropout_p=dropout_p))


# --- normalize, distances ----------------------------------------------------------------------
def normalize(input, p=2.0, dim=1, eps=1e-12, out=None):
    x = native(input)
    n = ivy.linalg.vector_norm(x, axis=dim, keepdims=True, ord=p)
    return result(ivy.divide(x, ivy.clip(n, eps, None)), out)


def cosine_similarity(x1, x2, dim=1, eps=1e-8):
    a, b = ivy.broadcast_arrays(native(x1), native(x2))
    na = ivy.clip(ivy.linalg.vector_norm(a, axis=dim, keepdims=True), eps, None)
    nb = ivy.clip(ivy.linalg.vector_norm(b, axis=dim, keepdims=True), eps, None)
    return wrap(ivy.sum(ivy.multiply(ivy.divide(a, na), ivy.divide(b, nb)), axis=dim))


def pairwise_distance(x1, x2, p=2.0, eps=1e-6, keepdim=False):
    d = ivy.add(ivy.subtract(native(x1), native(x2)), eps)
    return wrap(ivy.linalg.vector_norm(d, axis=-1, keepdims=keepdim, ord=p))



def pdist(input, p=2):
    x = native(input)
    n = x.shape[0]
    i = [a for a in range(n) for _ in range(a + 1, n)]
    j = [b for a in range(n) for b in range(a + 1, n)]
    dev = ivy.dev(x)
    with like(x):
        i, j = (ivy.asarray(v, dtype=ivy.int64, device=dev) for v in (i, j))
    xi, xj = ivy.take(x, i, axis=0), ivy.take(x, j, axis=0)
    return wrap(ivy.linalg.vector_norm(ivy.subtract(xi, xj), axis=-1, ord=p))
