"""``jax.lax.scatter`` and its reducing forms (XLA's scatter, what ``x.at[...].set / add / ...``
traces to) on Ivy: one ``ivy.scatter_flat`` into the flattened operand.

For each update element: the scatter part of its index (the update axes that are not in
``update_window_dims``) picks a row of ``scatter_indices`` (its last axis lists the starts of
the operand axes in ``scatter_dims_to_operand_dims``), the window part its place in the window;
the operand index is start plus offset (``inserted_window_dims`` have no offset; each of
``operand_batching_dims`` is indexed by the paired batch axis of the indices). The flat operand
indices of all elements are built by broadcasting, in the order [scatter axes..., window
axes...], the updates put in that order, and both scattered at once. Modes: ``"clip"`` clamps
the starts so the window fits; ``"fill_or_drop"`` (JAX's default) and ``"promise_in_bounds"``
(as XLA runs it on the CPU) drop the update windows that do not fit (they are sent to one spare
element past the end, cut off after).
"""

from __future__ import annotations

from typing import NamedTuple

import ivy

from .._common import reject_option
from .array import native, wrap


class ScatterDimensionNumbers(NamedTuple):
    update_window_dims: tuple
    inserted_window_dims: tuple
    scatter_dims_to_operand_dims: tuple
    operand_batching_dims: tuple = ()
    scatter_indices_batching_dims: tuple = ()


_MODES = {"clip": "clip", "promise_in_bounds": "drop", "fill_or_drop": "drop", "fill": "drop",
          None: "drop"}


def _mode(mode, fname):
    name = str(getattr(mode, "name", mode)).lower() if mode is not None else None
    if name not in _MODES:
        reject_option("jax.lax", fname, "mode", mode,
                      "'clip', 'fill_or_drop' or 'promise_in_bounds'")
    return _MODES[name]


def _scatter(fname, reduction, operand, scatter_indices, updates, dimension_numbers, mode):
    x, idx, upd = native(operand), native(scatter_indices), native(updates)
    dn = ScatterDimensionNumbers(*(tuple(int(d) for d in part) for part in dimension_numbers))
    kind = _mode(mode, fname)
    shape = tuple(int(n) for n in x.shape)
    ushape = tuple(int(n) for n in upd.shape)
    batch = tuple(int(n) for n in idx.shape[:-1])
    nb = len(batch)
    scatter_axes = [a for a in range(len(ushape)) if a not in dn.update_window_dims]
    windows = [d for d in range(len(shape))
               if d not in dn.inserted_window_dims and d not in dn.operand_batching_dims]
    nw = len(windows)
    if len(scatter_axes) != nb or nw != len(dn.update_window_dims):
        raise ivy.IvyValueError(f"jax.lax.{fname}: updates of shape {ushape} do not fit "
                                f"scatter indices of shape {tuple(idx.shape)} and {dn}")
    sizes = {d: ushape[dn.update_window_dims[k]] for k, d in enumerate(windows)}
    idx = ivy.astype(idx, "int64")
    flat, ok = None, None
    for d, n in enumerate(shape):
        size = sizes.get(d, 1)
        if d in dn.operand_batching_dims:  # the index of the paired batch axis of the indices
            j = dn.scatter_indices_batching_dims[dn.operand_batching_dims.index(d)]
            start = ivy.reshape(ivy.arange(batch[j], dtype="int64", device=ivy.dev(idx)),
                                tuple(batch[j] if a == j else 1 for a in range(nb)) + (1,) * nw)
        elif d in dn.scatter_dims_to_operand_dims:
            start = idx[..., dn.scatter_dims_to_operand_dims.index(d)]
            fits = ivy.logical_and(ivy.greater_equal(start, 0), ivy.less_equal(start, n - size))
            ok = fits if ok is None else ivy.logical_and(ok, fits)
            start = ivy.reshape(ivy.clip(start, 0, n - size), batch + (1,) * nw)
        else:
            start = None
        if d in windows:
            k = windows.index(d)
            step = ivy.reshape(ivy.arange(size, dtype="int64", device=ivy.dev(idx)),
                               (1,) * nb + tuple(size if j == k else 1 for j in range(nw)))
            pos = step if start is None else ivy.add(start, step)
        else:
            pos = start if start is not None else ivy.zeros((1,) * (nb + nw), dtype="int64")
        flat = pos if flat is None else ivy.add(ivy.multiply(flat, n), pos)
    canonical = batch + tuple(sizes[d] for d in windows)
    flat = ivy.broadcast_to(flat, canonical)
    order = scatter_axes + list(dn.update_window_dims)  # updates in [scatter..., window...]
    u = upd if order == list(range(len(ushape))) else ivy.permute_dims(upd, tuple(order))
    u = ivy.astype(u, x.dtype)
    total = 1
    for n in shape:
        total *= n
    base = ivy.reshape(x, (-1,))
    if kind == "drop" and ok is not None:  # windows that do not fit go to a spare element
        flat = ivy.where(ivy.reshape(ok, batch + (1,) * nw), flat, total)
        base = ivy.concat([base, ivy.zeros((1,), dtype=x.dtype, device=ivy.dev(x))])
    out = ivy.scatter_flat(ivy.reshape(flat, (-1,)), ivy.reshape(u, (-1,)), reduction=reduction,
                           x=base)
    return wrap(ivy.reshape(out[:total], shape))


def scatter(operand, scatter_indices, updates, dimension_numbers, *, indices_are_sorted=False,
            unique_indices=False, mode=None):
    return _scatter("scatter", "replace", operand, scatter_indices, updates, dimension_numbers,
                    mode)


def scatter_add(operand, scatter_indices, updates, dimension_numbers, *,
                indices_are_sorted=False, unique_indices=False, mode=None):
    return _scatter("scatter_add", "sum", operand, scatter_indices, updates, dimension_numbers,
                    mode)


def scatter_sub(operand, scatter_indices, updates, dimension_numbers, *,
                indices_are_sorted=False, unique_indices=False, mode=None):
    return _scatter("scatter_sub", "sum", operand, scatter_indices,
                    wrap(ivy.negative(native(updates))), dimension_numbers, mode)


def scatter_mul(operand, scatter_indices, updates, dimension_numbers, *,
                indices_are_sorted=False, unique_indices=False, mode=None):
    return _scatter("scatter_mul", "mul", operand, scatter_indices, updates, dimension_numbers,
                    mode)


def scatter_min(operand, scatter_indices, updates, dimension_numbers, *,
                indices_are_sorted=False, unique_indices=False, mode=None):
    return _scatter("scatter_min", "min", operand, scatter_indices, updates, dimension_numbers,
                    mode)


def scatter_max(operand, scatter_indices, updates, dimension_numbers, *,
                indices_are_sorted=False, unique_indices=False, mode=None):
    return _scatter("scatter_max", "max", operand, scatter_indices, updates, dimension_numbers,
                    mode)
