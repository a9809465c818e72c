"""``jax.lax``'s convolutions on Ivy's ``conv1d`` / ``conv2d`` / ``conv3d`` (channel-last): the
operands are transposed from their dimension numbers (``None`` is ``NCHW`` / ``OIHW`` / ``NCHW``;
strings such as ``("NHWC", "HWIO", "NHWC")`` or :class:`ConvDimensionNumbers`), ``lhs_dilation``
is an interior zero padding of the input (so transposed convolutions work), string paddings are
made explicit as JAX does (``padtype_to_pads``). ``batch_group_count`` other than 1 raises.
``ConvDimensionNumbers``, ``pad`` and ``rev`` (which the convolutions use) are here too; ``lax``
re-exports them all.
"""

from __future__ import annotations

import builtins
from typing import NamedTuple

import ivy

from .._common import reject_option
from .array import _NUMBERS, native, promote_all, wrap
from .numpy.creation import _dt
from .numpy.math import _arr


class ConvDimensionNumbers(NamedTuple):
    lhs_spec: tuple
    rhs_spec: tuple
    out_spec: tuple


def rev(operand, dimensions):
    d = _arr(operand)
    return wrap(ivy.flip(d, axis=tuple(dimensions)) if len(dimensions) else d)


def pad(operand, padding_value, padding_config):
    d = _arr(operand)
    v = native(padding_value)
    v = v if type(v) in _NUMBERS else ivy.to_scalar(v)
    for ax, (lo, hi, interior) in enumerate(padding_config):
        if interior:
            n = int(d.shape[ax])
            if n:
                d = ivy.moveaxis(d, ax, -1)
                rest = tuple(int(s) for s in d.shape[:-1])
                fill = ivy.full_like(ivy.expand_dims(d, axis=-1), v)
                fill = ivy.broadcast_to(fill, rest + (n, interior))
                both = ivy.concat([ivy.expand_dims(d, axis=-1), fill], axis=-1)
                d = ivy.reshape(both, rest + (n * (interior + 1),))[..., :n + (n - 1) * interior]
                d = ivy.moveaxis(d, -1, ax)
        if lo < 0 or hi < 0:
            n = int(d.shape[ax])
            sl = [builtins.slice(None)] * len(d.shape)
            sl[ax] = builtins.slice(-lo if lo < 0 else 0, n + hi if hi < 0 else n)
            d = d[tuple(sl)]
        if lo > 0 or hi > 0:
            width = [(0, 0)] * len(d.shape)
            width[ax] = (builtins.max(lo, 0), builtins.max(hi, 0))
            d = ivy.pad(d, width, mode="constant", constant_values=v)
    return wrap(d)


def conv_dimension_numbers(lhs_shape, rhs_shape, dimension_numbers):
    nd = len(lhs_shape)
    if dimension_numbers is None:
        ident = tuple(range(nd))
        return ConvDimensionNumbers(ident, ident, ident)
    if isinstance(dimension_numbers, ConvDimensionNumbers) or not isinstance(
            dimension_numbers[0], str):
        return ConvDimensionNumbers(*(tuple(d) for d in dimension_numbers))
    lhs_spec, rhs_spec, out_spec = dimension_numbers

    def perm(spec, pair, sort):
        spatial = [i for i, c in enumerate(spec) if c not in pair]
        if sort:
            spatial = sorted(spatial, key=lambda i: rhs_spec.index(spec[i]))
        return (spec.index(pair[0]), spec.index(pair[1])) + tuple(spatial)

    return ConvDimensionNumbers(perm(lhs_spec, "NC", True), perm(rhs_spec, "OI", False),
                                perm(out_spec, "NC", True))


def padtype_to_pads(in_shape, window_shape, window_strides, padding):
    if isinstance(padding, str):
        p = padding.upper()
        if p == "VALID":
            return [(0, 0)] * len(in_shape)
        if p in ("SAME", "SAME_LOWER"):
            out = []
            for n, k, s in zip(in_shape, window_shape, window_strides):
                o = -(-n // s)
                total = max(0, (o - 1) * s + k - n)
                lo = total // 2 if p == "SAME" else total - total // 2
                out.append((lo, total - lo))
            return out
        raise ValueError(f"Unknown padding type: {padding}.")
    return [tuple(int(v) for v in pr) for pr in padding]


def conv_general_dilated(lhs, rhs, window_strides, padding, lhs_dilation=None, rhs_dilation=None,
                         dimension_numbers=None, feature_group_count=1, batch_group_count=1,
                         precision=None, preferred_element_type=None):
    if batch_group_count != 1:
        reject_option("jax.lax", "conv_general_dilated", "batch_group_count", batch_group_count)
    (x, w), _ = promote_all(lhs, rhs)
    nd = len(x.shape)
    ns = nd - 2
    dn = conv_dimension_numbers(x.shape, w.shape, dimension_numbers)
    lp, rp, op = dn
    x = ivy.permute_dims(x, (lp[0],) + tuple(lp[2:]) + (lp[1],))  # N, spatial, C
    w = ivy.permute_dims(w, tuple(rp[2:]) + (rp[1], rp[0]))  # spatial, I, O
    strides = tuple(int(s) for s in window_strides) or (1,) * ns
    rd = tuple(int(d) for d in rhs_dilation) if rhs_dilation is not None else (1,) * ns
    if lhs_dilation is not None and any(int(d) != 1 for d in lhs_dilation):
        cfg = [(0, 0, 0)] + [(0, 0, int(d) - 1) for d in lhs_dilation] + [(0, 0, 0)]
        x = pad(x, 0, cfg)._data
    spatial = [int(s) for s in x.shape[1:-1]]
    window = [(int(k) - 1) * d + 1 for k, d in zip(w.shape[:ns], rd)]
    pads = padtype_to_pads(spatial, window, strides, padding)
    if any(lo < 0 or hi < 0 for lo, hi in pads):  # negative padding crops the input
        key = [slice(None)]
        for (lo, hi), n in zip(pads, spatial):
            key.append(slice(-lo if lo < 0 else 0, n + hi if hi < 0 else n))
        x = x[tuple(key) + (slice(None),)]
        pads = [(max(lo, 0), max(hi, 0)) for lo, hi in pads]
    fn = {1: ivy.conv1d, 2: ivy.conv2d, 3: ivy.conv3d}.get(ns)
    if fn is None:
        reject_option("jax.lax", "conv_general_dilated", "spatial rank", ns, "1, 2 or 3")
    r = fn(x, w, strides, pads, data_format="channel_last", dilations=rd,
           groups=feature_group_count)
    src = [0] * nd
    src[op[0]] = 0
    src[op[1]] = nd - 1
    for i, o in enumerate(op[2:]):
        src[o] = 1 + i
    r = ivy.permute_dims(r, tuple(src))
    if preferred_element_type is not None:
        r = ivy.astype(r, str(_dt(preferred_element_type)))
    return wrap(r)


def conv(lhs, rhs, window_strides, padding, precision=None, preferred_element_type=None):
    return conv_general_dilated(lhs, rhs, window_strides, padding,
                                preferred_element_type=preferred_element_type)


def conv_with_general_padding(lhs, rhs, window_strides, padding, lhs_dilation, rhs_dilation,
                              precision=None, preferred_element_type=None):
    return conv_general_dilated(lhs, rhs, window_strides, padding, lhs_dilation, rhs_dilation,
                                preferred_element_type=preferred_element_type)


def _transpose_padding(k, s, padding):
    if padding == "SAME":
        pad_len = k + s - 2
        pad_a = k - 1 if s > k - 1 else -(-pad_len // 2)
    elif padding == "VALID":
        pad_len = k + s - 2 + max(k - s, 0)
        pad_a = k - 1
    else:
        raise ValueError(f"Padding mode must be `SAME` or `VALID`, got {padding}")
    return pad_a, pad_len - pad_a


def conv_transpose(lhs, rhs, strides, padding, rhs_dilation=None, dimension_numbers=None,
                   transpose_kernel=False, precision=None, preferred_element_type=None):
    nd = len(lhs.shape)
    if dimension_numbers is None:
        dimension_numbers = {3: ("NHC", "HIO", "NHC"), 4: ("NHWC", "HWIO", "NHWC"),
                             5: ("NHWDC", "HWDIO", "NHWDC")}[nd]
    dn = conv_dimension_numbers(lhs.shape, rhs.shape, dimension_numbers)
    k_shape = [int(rhs.shape[i]) for i in dn.rhs_spec[2:]]
    rd = rhs_dilation if rhs_dilation is not None else (1,) * (nd - 2)
    eff = [(k - 1) * d + 1 for k, d in zip(k_shape, rd)]
    if isinstance(padding, str):
        pads = [_transpose_padding(k, s, padding) for k, s in zip(eff, strides)]
    else:
        pads = padding
    if transpose_kernel:
        rhs = rev(rhs, dn.rhs_spec[2:])
        sp = list(dn.rhs_spec)
        sp[0], sp[1] = sp[1], sp[0]
        dn = ConvDimensionNumbers(dn.lhs_spec, tuple(sp), dn.out_spec)
    return conv_general_dilated(lhs, rhs, (1,) * (nd - 2), pads, lhs_dilation=strides,
                                rhs_dilation=rhs_dilation, dimension_numbers=dn,
                                preferred_element_type=preferred_element_type)
