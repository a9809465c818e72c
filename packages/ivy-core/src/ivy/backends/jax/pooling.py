"""JAX kernels: pooling through ``jax.lax.reduce_window`` (max, or add divided by Ivy's divisor),
which takes Ivy's layouts and paddings (with ceil mode's overhang) as they are, except where
padded positions are left unused: as the convolutions do (see there), ``lax.pad`` then pads and
crops the input to the used extent first. JAX has no gradient of a max ``reduce_window`` with
window dilation: dilated max pooling is composed from strided slices and ``jnp.maximum``.
Adaptive pooling is composed."""

import jax.numpy as jnp
from jax import lax

from ..._rules.spatial import avg_divisor, pool_args, pool_by_slices
from .._spatial_kernels import avg_pool_kernel, max_pool_kernel
from .convolutions import explicit_padding


def _reduce(x, a, init, op):
    if len(a.batch) != 1:
        x = x.reshape(-1, *x.shape[len(a.batch):])
    axes = range(2, a.n + 2) if a.cf else range(1, a.n + 1)
    if any(d > 1 for d in a.dilations):  # JAX has no gradient of a dilated max reduce_window
        cfg = [(0, 0, 0)] * x.ndim
        for ax, p in zip(axes, a.full_pads):
            cfg[ax] = (*p, 0)
        return pool_by_slices(lax.pad(x, jnp.asarray(init, x.dtype), cfg), a, axes, jnp.maximum)
    w = a.memo.get("jax")
    if w is None:  # reduce_window's arguments, once per call signature
        x0, pads = explicit_padding(x, a, init, axes)
        one, zero = (1,), [(0, 0)]
        dims, strides, pads = ((one * 2 + a.kernel, one * 2 + a.strides, zero * 2 + pads)
                               if a.cf else (one + a.kernel + one, one + a.strides + one,
                                             zero + pads + zero))
        w = a.memo["jax"] = (x0 is x, dims, strides, tuple(pads))
    if not w[0]:  # padded and cropped to the windows' extent first
        x, _ = explicit_padding(x, a, init, axes)
    # a Python scalar init (the monoid's identity): JAX's own max/sum window reduction; a JAX
    # array there sends it through the generic reduce_window (traced per call, ~10x slower)
    return lax.reduce_window(x, init, op, w[1], w[2], w[3])


def _result(y, a):
    return y.reshape(*a.batch, *y.shape[1:]) if len(a.batch) != 1 else y


def _avg(n, fname, x, kernel, strides, padding, data_format, count_include_pad, ceil_mode):
    a = pool_args(fname, n, x, kernel, strides, padding, data_format, 1, ceil_mode)
    y = _reduce(x, a, 0.0, lax.add)
    div = avg_divisor(a, count_include_pad)
    if isinstance(div, float):
        y = y * (1.0 / div)
    else:
        y = y * jnp.asarray(1.0 / (div if a.cf else div[..., None]), y.dtype)
    return _result(y, a)


def _max(n, fname, x, kernel, strides, padding, data_format, dilations, ceil_mode):
    a = pool_args(fname, n, x, kernel, strides, padding, data_format, dilations, ceil_mode)
    return _result(_reduce(x, a, -float("inf"), lax.max), a)


avg_pool1d = avg_pool_kernel(_avg, 1, "avg_pool1d")
avg_pool2d = avg_pool_kernel(_avg, 2, "avg_pool2d")
avg_pool3d = avg_pool_kernel(_avg, 3, "avg_pool3d")
max_pool1d = max_pool_kernel(_max, 1, "max_pool1d")
max_pool2d = max_pool_kernel(_max, 2, "max_pool2d")
max_pool3d = max_pool_kernel(_max, 3, "max_pool3d")
