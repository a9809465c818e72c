"""``ivy.Array.__getitem__`` / ``__setitem__`` on mxnet arrays where mxnet.np's own indexing departs
from the standard's (called by ``ivy/_array/_indexing.py`` with a key it has validated: Python ints,
slices, ``...``, ``None``, and integer index arrays or one boolean mask as mxnet arrays).

What MXNet 1.9 gets wrong, and what is done instead (each checked against NumPy in
``tests/test_array_indexing.py``):

* slices are read wrongly where their bounds lie beyond the axis or select nothing: ``x[3:1]`` fails
  ("Invalid slicing range"), ``x[-5:2, 1]`` of 4 rows too ("could not construct a sub-memory"), and
  slice assignment asserts on an empty range: every slice is put in the canonical form
  ``slice.indices`` gives (one selecting nothing as ``0:0``), and a write that selects nothing
  writes nothing (the value must still broadcast to the empty selection);
* a boolean mask over a zero-size array, and integer index arrays of which one is empty, fail when
  the result is read (MXNet's errors are asynchronous): the empty result is made directly;
* a Python scalar is handed to MXNet's fill and slice-assignment operators as text, which its
  parser reads inexactly (``_helpers.text_exact``): such a scalar is written as a 0-d array of the
  array's dtype (exact; one small host-to-device copy, about 30 us);
* slice assignment of an array value has no bool kernel ("Unknown type enum 7"): a bool array is
  written through a uint8 copy, which becomes the array's new native array.
"""

import numpy as onp
from mxnet import np

from ._helpers import SCALARS, nd, text_exact

_BOOL = onp.dtype("bool")
_U8 = onp.dtype("uint8")
_NOTHING = slice(0, 0, 1)


def getitem(d, items):
    """``d[items]`` (``items``: a validated key as a tuple)."""
    shape = d.shape
    arrays = [k for k in items if isinstance(k, nd)]
    if arrays:
        if arrays[0].dtype == _BOOL:  # the sole index (validated)
            m = arrays[0]
            if d.size == 0 or m.size == 0:  # (the count of True: data-dependent, as any mask)
                n = int(m.astype("int32").sum()) if m.size else 0
                return np.zeros((n,) + shape[m.ndim:], dtype=d.dtype, ctx=d.ctx)
            return d[items]
        lead = onp.broadcast_shapes(*(tuple(a.shape) for a in arrays))
        if 0 in lead:  # (integer arrays come only with integers: no slice, ... or None)
            return np.zeros(lead + shape[len(items):], dtype=d.dtype, ctx=d.ctx)
        return d[items]
    return d[_one(_canonical(items, shape)[0])]


def setitem(d, items, v):
    """``d[items] = v`` (``v``: a Python scalar or an mxnet array of ``d``'s dtype, both checked);
    returns the native array that now holds the values (``d`` itself but for bool arrays)."""
    shape = d.shape
    if items and isinstance(items[0], nd):  # a boolean mask (the sole index)
        key = items[0]
        if d.size == 0:  # nothing to write
            _fits(v, (0,) + shape[key.ndim:])
            return d
    else:
        key, selected = _canonical(items, shape)
        if 0 in selected:
            _fits(v, selected)
            return d
        key = _one(key)
    if type(v) in SCALARS:
        if not text_exact(v, d.dtype):
            v = np.array(v, dtype=d.dtype, ctx=d.ctx)
    elif d.dtype == _BOOL and not isinstance(key, nd):  # slice assignment: no bool kernel
        u = d.astype(_U8)
        u[key] = v.astype(_U8)
        return u.astype(_BOOL)
    d[key] = v
    return d


def _one(key):
    """A key of one item as that item: mxnet.np reads ``x[3]`` in 5 us, ``x[(3,)]`` in 100 us."""
    return key[0] if len(key) == 1 else key


def _consumed(items):
    return sum(1 for k in items if k is not None and k is not Ellipsis)


def _canonical(items, shape):
    """The basic key with every slice as ``slice.indices`` makes it (a negative step's stop before
    the first element as ``None``; a slice selecting nothing as ``0:0``), and the shape of the
    selection (of the axes of ``shape``, ``None`` left out)."""
    out, selected, ax, consumed = [], [], 0, _consumed(items)
    for k in items:
        if k is Ellipsis:
            n = len(shape) - (consumed - ax)
            selected.extend(shape[ax:n])
            ax = n
        elif type(k) is slice:
            start, stop, step = k.indices(shape[ax])
            size = len(range(start, stop, step))
            selected.append(size)
            k = slice(start, None if stop < 0 else stop, step) if size else _NOTHING
            ax += 1
        elif k is not None:
            ax += 1
        out.append(k)
    if Ellipsis not in items:
        selected.extend(shape[ax:])
    return tuple(out), tuple(selected)


def _fits(v, shape):
    """A value written to an empty selection must still broadcast to it (NumPy's ValueError)."""
    if type(v) in SCALARS:
        return
    vs = tuple(v.shape)
    while vs and vs[0] == 1 and len(vs) > len(shape):
        vs = vs[1:]
    if len(vs) > len(shape) or any(a not in (1, b) for a, b in zip(vs[::-1], shape[::-1])):
        raise ValueError(f"could not broadcast a value of shape {tuple(v.shape)} into the "
                         f"selection of shape {shape}")
