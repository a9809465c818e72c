"""``jax.lax.gather`` (XLA's gather, what ``jnp`` indexing with arrays and ``take`` /
``take_along_axis`` trace to) on Ivy: one ``ivy.take`` from the flattened operand.

For each output element: the batch part of its index picks a row of ``start_indices`` (its last
axis lists the starts of the operand axes in ``start_index_map``), the offset part its place in
the slice of ``slice_sizes``; the operand index is start plus offset (collapsed axes have no
offset). The flat operand indices of all elements are built by broadcasting, then gathered at
once and put in the output's axis order (``offset_dims``). Starts are clamped so the slice fits
(``"clip"``, and ``"promise_in_bounds"`` as JAX computes it on the CPU); ``"fill"`` gives
``fill_value`` (NaN, the integer's lowest or highest, True) for the elements of slices that do
not fit. ``operand_batching_dims`` (``take_along_axis``, vmapped gathers) index each operand
batch axis with the paired batch axis of the indices.
"""

from __future__ import annotations

import math
from typing import NamedTuple

import ivy

from .._common import reject_option
from .array import native, wrap


class GatherDimensionNumbers(NamedTuple):
    offset_dims: tuple
    collapsed_slice_dims: tuple
    start_index_map: tuple
    operand_batching_dims: tuple = ()
    start_indices_batching_dims: tuple = ()


_MODES = {"clip": "clip", "promise_in_bounds": "clip", "fill": "fill", "fill_or_drop": "fill",
          None: "fill"}


def _mode(mode):
    name = str(getattr(mode, "name", mode)).lower() if mode is not None else None
    if name not in _MODES:
        reject_option("jax.lax", "gather", "mode", mode, "'clip', 'fill' or 'promise_in_bounds'")
    return _MODES[name]


def _fill(dtype, fill_value):
    if fill_value is not None:
        return fill_value
    if ivy.isdtype(dtype, ("real floating", "complex floating")):
        return math.nan
    if str(dtype) == "bool":
        return True
    info = ivy.iinfo(dtype)
    return info.min if ivy.isdtype(dtype, "signed integer") else info.max


def gather(operand, start_indices, dimension_numbers, slice_sizes, *, unique_indices=False,
           indices_are_sorted=False, mode=None, fill_value=None):
    x, idx = native(operand), native(start_indices)
    dn = GatherDimensionNumbers(*(tuple(int(d) for d in part) for part in dimension_numbers))
    kind = _mode(mode)
    shape = tuple(int(n) for n in x.shape)
    sizes = tuple(int(s) for s in slice_sizes)
    batch = tuple(int(n) for n in idx.shape[:-1])
    nb = len(batch)
    offsets = [d for d in range(len(shape))
               if d not in dn.collapsed_slice_dims and d not in dn.operand_batching_dims]
    no = len(offsets)
    idx = ivy.astype(idx, "int64")
    flat, ok = None, None
    for d, n in enumerate(shape):
        if d in dn.operand_batching_dims:  # the index of the paired batch axis of the indices
            j = dn.start_indices_batching_dims[dn.operand_batching_dims.index(d)]
            start = ivy.reshape(ivy.arange(batch[j], dtype="int64", device=ivy.dev(idx)),
                                tuple(batch[j] if a == j else 1 for a in range(nb)) + (1,) * no)
        elif d in dn.start_index_map:
            start = idx[..., dn.start_index_map.index(d)]
            fits = ivy.logical_and(ivy.greater_equal(start, 0), ivy.less_equal(start, n - sizes[d]))
            ok = fits if ok is None else ivy.logical_and(ok, fits)
            start = ivy.reshape(ivy.clip(start, 0, n - sizes[d]), batch + (1,) * no)
        else:
            start = None
        if d in offsets:
            k = offsets.index(d)
            step = ivy.reshape(ivy.arange(sizes[d], dtype="int64", device=ivy.dev(idx)),
                               (1,) * nb + tuple(sizes[d] if j == k else 1 for j in range(no)))
            pos = step if start is None else ivy.add(start, step)
        else:
            pos = start if start is not None else ivy.zeros((1,) * (nb + no), dtype="int64")
        flat = pos if flat is None else ivy.add(ivy.multiply(flat, n), pos)
    out_shape = batch + tuple(sizes[d] for d in offsets)
    flat = ivy.broadcast_to(flat, out_shape)
    out = ivy.reshape(ivy.take(ivy.reshape(x, (-1,)), ivy.reshape(flat, (-1,)), axis=0),
                      out_shape)
    if kind == "fill" and ok is not None:
        keep = ivy.reshape(ok, batch + (1,) * no)
        out = ivy.where(keep, out, ivy.full_like(out, _fill(x.dtype, fill_value)))
    # canonical [batch..., offsets...] -> the output's order (offset axes at offset_dims)
    order, b = [], 0
    for p in range(nb + no):
        if p in dn.offset_dims:
            order.append(nb + sorted(dn.offset_dims).index(p))
        else:
            order.append(b)
            b += 1
    if order != list(range(nb + no)):
        out = ivy.permute_dims(out, tuple(order))
    return wrap(out)
