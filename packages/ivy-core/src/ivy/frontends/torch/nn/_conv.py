"""``torch.nn.functional``'s convolutions, pooling, ``unfold``/``fold`` and pixel shuffles on Ivy.

PyTorch's layout is channel-first (``[N, C, *spatial]``, unbatched ``[C, *spatial]``) with weights
``[C_out, C_in / groups, *kernel]`` (``[C_in, C_out / groups, *kernel]`` for a transpose); Ivy's
convolutions take ``data_format="channel_first"`` and ``[*kernel, C_in / groups, C_out]`` filters,
so the weight is permuted on each call. ``padding="same"`` is Ivy's ``"SAME"`` (the smaller half
first, as PyTorch; stride 1 only, as PyTorch). ``return_indices=True`` is not supported (Ivy's
pooling returns no indices) and raises.
"""

from __future__ import annotations

import math

import ivy

from ..._common import reject_option
from ..tensor import native, wrap
from ._util import batched, like, opt, tup, unbatch

__all__ = ["adaptive_avg_pool1d", "adaptive_avg_pool2d", "adaptive_avg_pool3d",
           "adaptive_max_pool1d", "adaptive_max_pool2d", "adaptive_max_pool3d", "avg_pool1d",
           "avg_pool2d", "avg_pool3d", "channel_shuffle", "conv1d", "conv2d", "conv3d", "conv_transpose1d",
           "conv_transpose2d", "conv_transpose3d", "fold", "lp_pool1d", "lp_pool2d",
           "lp_pool3d", "max_pool1d", "max_pool2d", "max_pool3d", "native_channel_shuffle",
           "pixel_shuffle", "pixel_unshuffle", "unfold"]

COMPOSED = frozenset({"adaptive_max_pool1d", "adaptive_max_pool2d", "adaptive_max_pool3d",
                      "channel_shuffle", "fold", "lp_pool1d", "lp_pool2d", "lp_pool3d",
                      "native_channel_shuffle", "pixel_shuffle", "pixel_unshuffle", "unfold"})

_CONV = {1: ivy.conv1d, 2: ivy.conv2d, 3: ivy.conv3d}
_CONV_T = {1: ivy.conv1d_transpose, 2: ivy.conv2d_transpose, 3: ivy.conv3d_transpose}
_MAX = {1: ivy.max_pool1d, 2: ivy.max_pool2d, 3: ivy.max_pool3d}
_AVG = {1: ivy.avg_pool1d, 2: ivy.avg_pool2d, 3: ivy.avg_pool3d}
_CF = "channel_first"


def _filters(w, n):
    # PyTorch's [O, I / g, *k] (or a transpose's [I, O / g, *k]) -> Ivy's [*k, I / g, O]
    return ivy.permute_dims(w, tuple(range(2, 2 + n)) + (1, 0))


def _padding(padding, n, stride, fname):
    if isinstance(padding, str):
        if padding == "valid":
            return "VALID"
        if padding == "same":
            if any(s != 1 for s in stride):
                raise RuntimeError("padding='same' is not supported for strided convolutions")
            return "SAME"
        raise ValueError(f"Invalid padding string {padding!r}, should be one of "
                         "{'valid', 'same'}")
    return tup(padding, n, f"{fname}: padding")


def _conv(n, fname, input, weight, bias, stride, padding, dilation, groups):
    x, unb = batched(native(input), n, fname)
    s = tup(stride, n, "stride")
    y = _CONV[n](x, _filters(native(weight), n), s, _padding(padding, n, s, fname),
                 data_format=_CF, dilations=tup(dilation, n, "dilation"), groups=groups,
                 bias=opt(bias))
    return wrap(unbatch(y, unb))


def conv1d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    return _conv(1, "conv1d", input, weight, bias, stride, padding, dilation, groups)


def conv2d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    return _conv(2, "conv2d", input, weight, bias, stride, padding, dilation, groups)


def conv3d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    return _conv(3, "conv3d", input, weight, bias, stride, padding, dilation, groups)


def _conv_t(n, fname, input, weight, bias, stride, padding, output_padding, groups, dilation):
    x, unb = batched(native(input), n, fname)
    if isinstance(padding, str):
        reject_option("torch", f"nn.functional.{fname}", "padding", padding,
                      "a transposed convolution takes int paddings")
    y = _CONV_T[n](x, _filters(native(weight), n), tup(stride, n, "stride"),
                   tup(padding, n, "padding"), output_padding=tup(output_padding, n),
                   data_format=_CF, dilations=tup(dilation, n, "dilation"), groups=groups,
                   bias=opt(bias))
    return wrap(unbatch(y, unb))


def conv_transpose1d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1,
                     dilation=1):
    return _conv_t(1, "conv_transpose1d", input, weight, bias, stride, padding, output_padding,
                   groups, dilation)


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1,
                     dilation=1):
    return _conv_t(2, "conv_transpose2d", input, weight, bias, stride, padding, output_padding,
                   groups, dilation)


def conv_transpose3d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1,
                     dilation=1):
    return _conv_t(3, "conv_transpose3d", input, weight, bias, stride, padding, output_padding,
                   groups, dilation)


# --- pooling -----------------------------------------------------------------------------------
def _max_pool(n, fname, input, kernel_size, stride, padding, dilation, ceil_mode, return_indices):
    if return_indices:
        reject_option("torch", f"nn.functional.{fname}", "return_indices", True,
                      "Ivy's pooling returns no indices")
    x, unb = batched(native(input), n, fname)
    k = tup(kernel_size, n, "kernel_size")
    s = k if stride is None or stride == [] or stride == () else tup(stride, n, "stride")
    y = _MAX[n](x, k, s, tup(padding, n, "padding"), data_format=_CF,
                dilations=tup(dilation, n, "dilation"), ceil_mode=ceil_mode)
    return wrap(unbatch(y, unb))


def max_pool1d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
               return_indices=False):
    return _max_pool(1, "max_pool1d", input, kernel_size, stride, padding, dilation, ceil_mode,
                     return_indices)


def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
               return_indices=False):
    return _max_pool(2, "max_pool2d", input, kernel_size, stride, padding, dilation, ceil_mode,
                     return_indices)


def max_pool3d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
               return_indices=False):
    return _max_pool(3, "max_pool3d", input, kernel_size, stride, padding, dilation, ceil_mode,
                     return_indices)


def _avg_pool(n, fname, input, kernel_size, stride, padding, ceil_mode, count_include_pad,
              divisor_override=None):
    if divisor_override is not None:
        reject_option("torch", f"nn.functional.{fname}", "divisor_override", divisor_override)
    x, unb = batched(native(input), n, fname)
    k = tup(kernel_size, n, "kernel_size")
    s = k if stride is None or stride == [] or stride == () else tup(stride, n, "stride")
    y = _AVG[n](x, k, s, tup(padding, n, "padding"), data_format=_CF,
                count_include_pad=count_include_pad, ceil_mode=ceil_mode)
    return wrap(unbatch(y, unb))


def avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode=False,
               count_include_pad=True):
    return _avg_pool(1, "avg_pool1d", input, kernel_size, stride, padding, ceil_mode,
                     count_include_pad)


def avg_pool2d(input, kernel_size, stride=None, padding=0, ceil_mode=False,
               count_include_pad=True, divisor_override=None):
    return _avg_pool(2, "avg_pool2d", input, kernel_size, stride, padding, ceil_mode,
                     count_include_pad, divisor_override)


def avg_pool3d(input, kernel_size, stride=None, padding=0, ceil_mode=False,
               count_include_pad=True, divisor_override=None):
    return _avg_pool(3, "avg_pool3d", input, kernel_size, stride, padding, ceil_mode,
                     count_include_pad, divisor_override)


def _out_size(x, n, output_size):
    # PyTorch's output_size: an int or one per spatial dimension, None keeping the input's size
    spatial = tuple(x.shape[-n:])
    sizes = output_size if isinstance(output_size, (tuple, list)) else (output_size,) * n
    if len(sizes) != n:
        raise ValueError(f"output_size must have {n} elements, got {output_size!r}")
    return tuple(spatial[i] if s is None else int(s) for i, s in enumerate(sizes))


def _adaptive_avg(n, fname, input, output_size):
    x, unb = batched(native(input), n, fname)
    y = ivy.adaptive_avg_pool(x, _out_size(x, n, output_size), data_format=_CF)
    return wrap(unbatch(y, unb))


def adaptive_avg_pool1d(input, output_size):
    return _adaptive_avg(1, "adaptive_avg_pool1d", input, output_size)


def adaptive_avg_pool2d(input, output_size):
    return _adaptive_avg(2, "adaptive_avg_pool2d", input, output_size)


def adaptive_avg_pool3d(input, output_size):
    return _adaptive_avg(3, "adaptive_avg_pool3d", input, output_size)


def _adaptive_max(n, fname, input, output_size, return_indices):
    if return_indices:
        reject_option("torch", f"nn.functional.{fname}", "return_indices", True,
                      "Ivy's pooling returns no indices")
    x, unb = batched(native(input), n, fname)
    sizes = _out_size(x, n, output_size)
    nd = len(x.shape)
    for i, out in enumerate(sizes):  # separable: the max over a box is a max per axis in turn
        axis = nd - n + i
        size = x.shape[axis]
        parts = []
        for j in range(out):
            lo, hi = (j * size) // out, -((-(j + 1) * size) // out)
            sl = [slice(None)] * nd
            sl[axis] = slice(lo, hi)
            parts.append(ivy.max(x[tuple(sl)], axis=axis, keepdims=True))
        x = ivy.concat(parts, axis=axis)
    return wrap(unbatch(x, unb))


def adaptive_max_pool1d(input, output_size, return_indices=False):
    return _adaptive_max(1, "adaptive_max_pool1d", input, output_size, return_indices)


def adaptive_max_pool2d(input, output_size, return_indices=False):
    return _adaptive_max(2, "adaptive_max_pool2d", input, output_size, return_indices)


def adaptive_max_pool3d(input, output_size, return_indices=False):
    return _adaptive_max(3, "adaptive_max_pool3d", input, output_size, return_indices)


# --- unfold / fold (a grouped convolution with one-hot filters, and its adjoint) ---------------
def _patch_filters(x, c, k):
    kk = k[0] * k[1]
    with like(x):
        eye = ivy.reshape(ivy.eye(kk, dtype=x.dtype, device=ivy.dev(x)), (kk, k[0], k[1]))
    f = ivy.tile(ivy.permute_dims(eye, (1, 2, 0)), (1, 1, c))  # [kH, kW, C * kk]
    return ivy.expand_dims(f, axis=2)  # [kH, kW, 1, C * kk]: channel c, offset i -> c * kk + i


def unfold(input, kernel_size, dilation=1, padding=0, stride=1):
    x, unb = batched(native(input), 2, "unfold")
    k = tup(kernel_size, 2, "kernel_size")
    c = x.shape[1]
    y = ivy.conv2d(x, _patch_filters(x, c, k), tup(stride, 2), tup(padding, 2),
                   data_format=_CF, dilations=tup(dilation, 2), groups=c)
    y = ivy.reshape(y, (y.shape[0], y.shape[1], y.shape[2] * y.shape[3]))
    return wrap(unbatch(y, unb))


def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):
    x = native(input)
    unb = len(x.shape) == 2
    if unb:
        x = ivy.expand_dims(x, axis=0)
    k, d, p, s = (tup(v, 2) for v in (kernel_size, dilation, padding, stride))
    size = tup(output_size, 2, "output_size")
    kk = k[0] * k[1]
    if len(x.shape) != 3 or x.shape[1] % kk:
        raise RuntimeError(f"fold: expected a 2-D or 3-D input whose dimension 1 is divisible by "
                           f"the kernel's {kk} positions, got shape {tuple(x.shape)}")
    blocks = [(size[i] + 2 * p[i] - d[i] * (k[i] - 1) - 1) // s[i] + 1 for i in (0, 1)]
    if blocks[0] * blocks[1] != x.shape[2]:
        raise RuntimeError(f"fold: expected {blocks[0] * blocks[1]} blocks (dimension 2 of the "
                           f"input) for output_size {size}, got {x.shape[2]}")
    c = x.shape[1] // kk
    y = ivy.reshape(x, (x.shape[0], x.shape[1], blocks[0], blocks[1]))
    y = ivy.conv2d_transpose(y, _patch_filters(x, c, k), s, p, output_shape=size,
                             data_format=_CF, dilations=d, groups=c)
    return wrap(unbatch(y, unb))


# --- pixel shuffles ----------------------------------------------------------------------------
def pixel_shuffle(input, upscale_factor):
    x = native(input)
    *b, c, h, w = x.shape
    r = upscale_factor
    if c % (r * r):
        raise RuntimeError(f"pixel_shuffle expects its input's 'channel' dimension to be "
                           f"divisible by the square of upscale_factor, but input.size(-3)={c} "
                           f"is not divisible by {r * r}")
    nb = len(b)
    y = ivy.reshape(x, (*b, c // (r * r), r, r, h, w))
    y = ivy.permute_dims(y, tuple(range(nb)) + tuple(nb + i for i in (0, 3, 1, 4, 2)))
    return wrap(ivy.reshape(y, (*b, c // (r * r), h * r, w * r)))


def pixel_unshuffle(input, downscale_factor):
    x = native(input)
    *b, c, h, w = x.shape
    r = downscale_factor
    if h % r or w % r:
        raise RuntimeError(f"pixel_unshuffle expects height and width to be divisible by "
                           f"downscale_factor, got {h} x {w} and {r}")
    nb = len(b)
    y = ivy.reshape(x, (*b, c, h // r, r, w // r, r))
    y = ivy.permute_dims(y, tuple(range(nb)) + tuple(nb + i for i in (0, 2, 4, 1, 3)))
    return wrap(ivy.reshape(y, (*b, c * r * r, h // r, w // r)))


def channel_shuffle(input, groups):
    x = native(input)
    n, c, *rest = x.shape
    if c % groups:
        raise RuntimeError(f"Number of channels must be divisible by groups. Got {c} channels "
                           f"and {groups} groups.")
    y = ivy.swapaxes(ivy.reshape(x, (n, groups, c // groups, *rest)), 1, 2)
    return wrap(ivy.reshape(y, tuple(x.shape)))


native_channel_shuffle = channel_shuffle


# --- power-average pooling ---------------------------------------------------------------------
def _lp_pool(n, fname, input, norm_type, kernel_size, stride, ceil_mode):
    x, unb = batched(native(input), n, fname)
    k = tup(kernel_size, n, "kernel_size")
    s = k if stride is None else tup(stride, n, "stride")
    y = _AVG[n](ivy.pow(x, norm_type), k, s, 0, data_format=_CF, ceil_mode=ceil_mode)
    y = ivy.multiply(ivy.multiply(ivy.sign(y), ivy.relu(ivy.abs(y))), math.prod(k))
    return wrap(unbatch(ivy.pow(y, 1.0 / norm_type), unb))


def lp_pool1d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    return _lp_pool(1, "lp_pool1d", input, norm_type, kernel_size, stride, ceil_mode)


def lp_pool2d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    return _lp_pool(2, "lp_pool2d", input, norm_type, kernel_size, stride, ceil_mode)


def lp_pool3d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    return _lp_pool(3, "lp_pool3d", input, norm_type, kernel_size, stride, ceil_mode)
