"""``jax.lax``'s shape helpers (``conv_general_permutations``, ``conv_shape_tuple``,
``conv_general_shape_tuple``, ``conv_transpose_shape_tuple``, ``reduce_window_shape_tuple``:
Python arithmetic on shapes, no arrays) and two small array helpers (``broadcast_like``,
``index_take``); ``lax`` re-exports them."""

from __future__ import annotations

import ivy

from ._lax_conv import conv_dimension_numbers, padtype_to_pads
from .array import native, wrap

__all__ = ["broadcast_like", "conv_general_permutations", "conv_general_shape_tuple",
           "conv_shape_tuple", "conv_transpose_shape_tuple", "index_take",
           "reduce_window_shape_tuple"]

COMPOSED = frozenset({"index_take"})


def conv_general_permutations(dimension_numbers):
    """The permutations taking the string specs ``(lhs, rhs, out)`` to NCHW / OIHW / NCHW."""
    lhs, rhs, out = dimension_numbers
    for i, (spec, pair) in enumerate(((lhs, "NC"), (rhs, "OI"), (out, "NC"))):
        if not isinstance(spec, str) or any(spec.count(c) != 1 for c in pair):
            raise TypeError(f"convolution dimension_numbers[{i}] must contain the characters "
                            f"'{pair[0]}' and '{pair[1]}' exactly once, got {spec}.")
        if len(set(spec)) != len(spec):
            raise TypeError(f"convolution dimension_numbers[{i}] cannot have duplicate "
                            f"characters, got {spec}.")
    if len(lhs) != len(rhs) or len(lhs) != len(out):
        raise TypeError("convolution dimension_numbers must have the same length")
    return tuple(conv_dimension_numbers((0,) * len(lhs), None, dimension_numbers))


def _conv_out(n, k, s, lo, hi):
    return max(0, (n + lo + hi - k) // s + 1)


def conv_shape_tuple(lhs_shape, rhs_shape, strides, pads, batch_group_count=1):
    """The output shape of an NCHW / OIHW convolution (``pads`` pairs or a padding string)."""
    spatial_in, spatial_k = tuple(lhs_shape[2:]), tuple(rhs_shape[2:])
    if isinstance(pads, str):
        pads = padtype_to_pads(spatial_in, spatial_k, strides, pads)
    if len(pads) != len(spatial_in):
        raise TypeError(f"Wrong number of explicit pads for convolution: expected "
                        f"{len(spatial_in)}, got {len(pads)}.")
    spatial = tuple(_conv_out(n, k, s, lo, hi) for n, k, s, (lo, hi)
                    in zip(spatial_in, spatial_k, strides, pads, strict=True))
    return (lhs_shape[0] // batch_group_count, rhs_shape[0]) + spatial


def _to_nchw(shape, perm):
    return tuple(shape[i] for i in perm)


def _from_nchw(shape, perm):
    out = [0] * len(shape)
    for i, p in enumerate(perm):
        out[p] = shape[i]
    return tuple(out)


def conv_general_shape_tuple(lhs_shape, rhs_shape, window_strides, padding,
                             dimension_numbers):
    """The output shape of ``conv_general_dilated`` (no dilation) in the output's layout."""
    lp, rp, op = conv_dimension_numbers(lhs_shape, rhs_shape, dimension_numbers)
    out = conv_shape_tuple(_to_nchw(lhs_shape, lp), _to_nchw(rhs_shape, rp), window_strides,
                           padding)
    return _from_nchw(out, op)


def conv_transpose_shape_tuple(lhs_shape, rhs_shape, window_strides, padding,
                               dimension_numbers):
    """The output shape of ``conv_transpose`` in the output's layout: ``n * s`` a side with
    "SAME", ``n * s + max(k - s, 0)`` with "VALID", ``(n - 1) * s + lo + hi - k + 2`` with
    explicit pads."""
    lp, rp, op = conv_dimension_numbers(lhs_shape, rhs_shape, dimension_numbers)
    lhs, rhs = _to_nchw(lhs_shape, lp), _to_nchw(rhs_shape, rp)
    spatial = []
    for i, (n, k) in enumerate(zip(lhs[2:], rhs[2:], strict=True)):
        s = window_strides[i]
        if isinstance(padding, str):
            p = padding.upper()
            if p == "SAME":
                spatial.append(n * s)
            elif p == "VALID":
                spatial.append(n * s + max(k - s, 0))
            else:
                raise ValueError(f"Unknown padding type: {padding}.")
        else:
            lo, hi = padding[i]
            spatial.append((n - 1) * s + lo + hi - k + 2)
    return _from_nchw((lhs[0], rhs[0], *spatial), op)


def reduce_window_shape_tuple(operand_shape, window_dimensions, window_strides, padding,
                              base_dilation=None, window_dilation=None):
    """The output shape of ``reduce_window`` (explicit ``padding`` pairs, dilations)."""
    nd = len(operand_shape)
    base = base_dilation or (1,) * nd
    wdil = window_dilation or (1,) * nd
    out = []
    for n, k, s, (lo, hi), bd, wd in zip(operand_shape, window_dimensions, window_strides,
                                         padding, base, wdil, strict=True):
        size = (n - 1) * bd + 1 + lo + hi if n else lo + hi
        out.append(_conv_out(size, (k - 1) * wd + 1, s, 0, 0))
    return tuple(out)


def broadcast_like(arr, like_arr):
    """``arr`` broadcast to the shape of ``like_arr``."""
    shape = tuple(int(d) for d in native(like_arr).shape)
    return wrap(ivy.broadcast_to(native(arr), shape))


def index_take(src, idxs, axes):
    """``src`` indexed by the arrays ``idxs`` along ``axes`` (one index array an axis, taken
    together): the indexed axes become one leading axis."""
    x = native(src)
    axes = tuple(int(a) % len(x.shape) for a in axes)
    moved = ivy.moveaxis(x, axes, tuple(range(len(axes))))
    index = ivy.stack([ivy.astype(native(i), "int64") for i in idxs], axis=-1)
    return wrap(ivy.gather_nd(moved, index))
