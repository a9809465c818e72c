"""JAX kernels: convolutions through ``jax.lax.conv_general_dilated``.

It takes Ivy's layouts as they are (dimension numbers ``N...C`` / ``NC...`` and ``...IO``) and
explicit paddings, except where the strides leave padded positions no window reaches: XLA
(jaxlib 0.10.2) aborts the process compiling the input gradient of such a convolution, and the
gradients of convolutions with ``lhs_dilation`` (measured). There ``lax.pad`` pads and crops the
input to the used extent before an unpadded convolution. A transpose is the stride-1 forward
convolution of the input spread out by the strides (``lax.pad``'s interior padding, not
``lhs_dilation``) and padded by ``eff - 1 - lo`` / ``out + lo - (n - 1) * s - 1`` (negative:
cropped), with the filters flipped and their channel roles swapped within each group.
"""

import itertools
import math

import jax
import jax.numpy as jnp
from jax import lax

from ..._rules.spatial import conv_args
from .._spatial_kernels import conv_kernel, conv_transpose_kernel, transpose_filters
from ._helpers import native_dtype

_SPATIAL = {1: "W", 2: "HW", 3: "DHW"}


def _numbers(a):
    sp = _SPATIAL[a.n]
    lhs = f"NC{sp}" if a.cf else f"N{sp}C"
    return lhs, f"{sp}IO", lhs


def _flat(x, a):
    d = native_dtype(a.dtype)
    if len(a.batch) != 1:
        x = x.reshape(-1, *x.shape[len(a.batch):])
    return x if x.dtype == d else x.astype(d)


def _finish(y, a, bias):
    if bias is not None:
        bias = bias.astype(y.dtype)
        y = y + (bias.reshape(-1, *(1,) * a.n) if a.cf else bias)
    return y.reshape(a.result_shape()) if len(a.batch) != 1 else y


def explicit_padding(x, a, value, axes):
    """``(x, pads)`` for a native op taking explicit ``pads``: Ivy's padding (with pooling's ceil
    mode overhang) where the windows use every padded position; else ``x`` padded and cropped to
    the used extent ``(out - 1) * s + eff`` by one ``lax.pad`` and no padding left."""
    extra = getattr(a, "extra", (0,) * a.n)
    his = [(o - 1) * s + e - m - lo for m, (lo, _), o, s, e in
           zip(a.spatial, a.pads, a.out, a.strides, a.eff)]
    if his == [hi + ex for (_, hi), ex in zip(a.pads, extra)]:
        return x, [(lo, hi) for (lo, _), hi in zip(a.pads, his)]
    cfg = [(0, 0, 0)] * x.ndim
    for ax, (lo, _), hi in zip(axes, a.pads, his):
        cfg[ax] = (lo, hi, 0)
    return lax.pad(x, jnp.asarray(value, x.dtype), cfg), [(0, 0)] * a.n


# XLA:CPU's convolution is very slow where the output map is tiny and the kernel overlaps the
# padding (jaxlib 0.10: 512 -> 512 channels, 3x3, a 2x2 map, batch 4: 115-133 ms, where 4x4 takes
# 7 ms); as patches times a matrix (im2col) the same convolution takes 3 ms. Used on the CPU for
# ungrouped convolutions whose output has at most this many positions.
_TINY_OUTPUT = 4


def _patches_conv(x, w, a, pads):
    """The convolution as the matrix product of its patches (``x`` channel-last, padded by
    ``pads``) and the filters ``[*kernel, C_in, C_out]`` reshaped to ``[K * C_in, C_out]``."""
    x = lax.pad(x, jnp.asarray(0, x.dtype), [(0, 0, 0), *((lo, hi, 0) for lo, hi in pads),
                                             (0, 0, 0)])
    cols = []
    for offset in itertools.product(*(range(k) for k in a.kernel)):
        start = [0, *(o * d for o, d in zip(offset, a.dilations)), 0]
        limit = [x.shape[0], *(b + (o - 1) * s + 1 for b, o, s in zip(start[1:-1], a.out,
                                                                        a.strides)), x.shape[-1]]
        cols.append(lax.slice(x, start, limit, [1, *a.strides, 1]))
    cols = jnp.concatenate(cols, axis=-1) if len(cols) > 1 else cols[0]
    return jnp.matmul(cols, w.reshape(-1, w.shape[-1]))


def _conv(n, fname, x, filters, strides, padding, data_format, dilations, groups, bias):
    a = conv_args(fname, n, x, filters, strides, padding, data_format, dilations, groups, bias)
    x = _flat(x, a)
    x, pads = explicit_padding(x, a, 0, range(2, n + 2) if a.cf else range(1, n + 1))
    if a.groups == 1 and math.prod(a.out) <= _TINY_OUTPUT and _on_cpu():
        if a.cf:
            y = _patches_conv(jnp.moveaxis(x, 1, -1), filters.astype(x.dtype), a, pads)
            y = jnp.moveaxis(y, -1, 1)
        else:
            y = _patches_conv(x, filters.astype(x.dtype), a, pads)
        return _finish(y, a, bias)
    y = lax.conv_general_dilated(x, filters.astype(x.dtype), a.strides, pads,
                                 rhs_dilation=a.dilations, dimension_numbers=_numbers(a),
                                 feature_group_count=a.groups)
    return _finish(y, a, bias)


def _on_cpu():
    """Whether JAX computes on the CPU (its default backend: where a traced array will live)."""
    return jax.default_backend() == "cpu"


def _conv_t(n, fname, x, filters, strides, padding, output_shape, output_padding, data_format,
            dilations, groups, bias):
    a = conv_args(fname, n, x, filters, strides, padding, data_format, dilations, groups, bias,
                  transpose=True, output_shape=output_shape, output_padding=output_padding)
    x = _flat(x, a)
    cfg = [(0, 0, 0)] * x.ndim
    for ax, e, (lo, _), o, m, s in zip(range(2, n + 2) if a.cf else range(1, n + 1), a.eff,
                                       a.pads, a.out, a.spatial, a.strides):
        cfg[ax] = (e - 1 - lo, o + lo - (m - 1) * s - 1, s - 1)
    x = lax.pad(x, jnp.asarray(0, x.dtype), cfg)
    w = transpose_filters(filters.astype(x.dtype), n, a.groups)
    y = lax.conv_general_dilated(x, w, (1,) * n, "VALID", rhs_dilation=a.dilations,
                                 dimension_numbers=_numbers(a), feature_group_count=a.groups)
    return _finish(y, a, bias)


conv1d = conv_kernel(_conv, 1, "conv1d")
conv2d = conv_kernel(_conv, 2, "conv2d")
conv3d = conv_kernel(_conv, 3, "conv3d")
conv1d_transpose = conv_transpose_kernel(_conv_t, 1, "conv1d_transpose")
conv2d_transpose = conv_transpose_kernel(_conv_t, 2, "conv2d_transpose")
conv3d_transpose = conv_transpose_kernel(_conv_t, 3, "conv3d_transpose")
