"""``tf.space_to_batch`` / ``space_to_batch_nd`` / ``batch_to_space`` /
``required_space_to_batch_paddings`` (also ``tf.nn.space_to_batch``): blocks of the spatial
dimensions moved into the batch and back, as padding, reshapes and one transpose;
``extract_volume_patches``: 3-D windows moved into the channels, one strided slice per offset."""

from __future__ import annotations

import numpy as np

import ivy

from .._common import reject_option
from ._dtypes import DTYPES
from ._nn_extra import _window_pads
from ._promotion import convert
from .tensor import native, wrap

__all__ = ["batch_to_space", "extract_volume_patches", "required_space_to_batch_paddings",
           "space_to_batch", "space_to_batch_nd", "with_space_to_batch"]


def _ints(v):
    v = native(v)
    if ivy.is_native_array(v):
        v = ivy.to_numpy(v)
    return [int(i) for i in np.asarray(v).reshape(-1)]


def _pairs(v, m):
    flat = _ints(v)
    return [(flat[2 * i], flat[2 * i + 1]) for i in range(m)]


def space_to_batch_nd(input, block_shape, paddings, name=None):  # noqa: A002
    """``[B, *spatial, *rest]`` padded, each spatial dimension split into blocks of
    ``block_shape``, the blocks moved in front of the batch: ``[B * prod(block), *spatial / block,
    *rest]``."""
    x = convert(input)
    blocks = _ints(block_shape)
    m = len(blocks)
    pads = _pairs(paddings, m)
    x = ivy.pad(x, [(0, 0)] + pads + [(0, 0)] * (len(x.shape) - 1 - m))
    b = int(x.shape[0])
    spatial = [int(s) for s in x.shape[1:1 + m]]
    rest = [int(s) for s in x.shape[1 + m:]]
    split = [b]
    for s, k in zip(spatial, blocks):
        if s % k:
            raise ValueError(f"padded spatial dimension {s} is not divisible by block size {k}")
        split += [s // k, k]
    x = ivy.reshape(x, split + rest)
    perm = [2 + 2 * i for i in range(m)] + [0] + [1 + 2 * i for i in range(m)] + \
        list(range(1 + 2 * m, 1 + 2 * m + len(rest)))
    x = ivy.permute_dims(x, perm)
    prod = 1
    for k in blocks:
        prod *= k
    return wrap(ivy.reshape(x, [b * prod] + [s // k for s, k in zip(spatial, blocks)] + rest))


def space_to_batch(input, block_shape, paddings, name=None):  # noqa: A002
    """``space_to_batch_nd`` (TensorFlow 2's ``tf.space_to_batch``)."""
    return space_to_batch_nd(input, block_shape, paddings)


def batch_to_space(input, block_shape, crops, name=None):  # noqa: A002
    """The inverse of ``space_to_batch_nd``: the blocks moved from the batch back into the
    spatial dimensions, then ``crops`` removed."""
    x = convert(input)
    blocks = _ints(block_shape)
    m = len(blocks)
    cr = _pairs(crops, m)
    prod = 1
    for k in blocks:
        prod *= k
    b = int(x.shape[0]) // prod
    spatial = [int(s) for s in x.shape[1:1 + m]]
    rest = [int(s) for s in x.shape[1 + m:]]
    x = ivy.reshape(x, blocks + [b] + spatial + rest)
    perm = [m]
    for i in range(m):
        perm += [m + 1 + i, i]
    perm += list(range(2 * m + 1, 2 * m + 1 + len(rest)))
    x = ivy.permute_dims(x, perm)
    full = [s * k for s, k in zip(spatial, blocks)]
    x = ivy.reshape(x, [b] + full + rest)
    index = (slice(None),) + tuple(slice(lo, n - hi) for (lo, hi), n in zip(cr, full))
    return wrap(x[index])


def required_space_to_batch_paddings(input_shape, block_shape, base_paddings=None, name=None):
    """``(paddings, crops)``: ``base_paddings`` with the end padding grown so each padded
    dimension divides by its block, and the crops that undo that growth (int32)."""
    shape = _ints(input_shape)
    blocks = _ints(block_shape)
    base = _pairs(base_paddings, len(blocks)) if base_paddings is not None else \
        [(0, 0)] * len(blocks)
    pads, crops = [], []
    for s, k, (lo, hi) in zip(shape, blocks, base):
        extra = (k - (s + lo + hi) % k) % k
        pads.append([lo, hi + extra])
        crops.append([0, extra])
    i32 = DTYPES["int32"]
    return wrap(ivy.asarray(pads, dtype=i32)), wrap(ivy.asarray(crops, dtype=i32))


def extract_volume_patches(input, ksizes, strides, padding, name=None):  # noqa: A002
    """``[b, planes, rows, cols, depth]`` -> ``[b, out_planes, out_rows, out_cols,
    kp * kr * kc * depth]``: each output position holds its window, offsets in (plane, row,
    col) order then depth; ``SAME`` pads with zeros (the odd one at the end)."""
    x = convert(input)
    k = _ints(ksizes)
    st = _ints(strides)
    if len(k) != 5 or len(st) != 5 or (k[0], k[4], st[0], st[4]) != (1, 1, 1, 1):
        raise ValueError("ksizes and strides must be 5 long with 1 in the batch and depth "
                         "dimensions")
    k, st = k[1:4], st[1:4]
    dims = [_window_pads(int(x.shape[1 + i]), k[i], st[i], 1, padding) for i in range(3)]
    xp = ivy.pad(x, [(0, 0)] + [(lo, hi) for _, lo, hi in dims] + [(0, 0)])
    (op, _, _), (orow, _, _), (oc, _, _) = dims
    parts = []
    for p in range(k[0]):
        for r in range(k[1]):
            for c in range(k[2]):
                parts.append(xp[:, p:p + (op - 1) * st[0] + 1:st[0],
                                r:r + (orow - 1) * st[1] + 1:st[1],
                                c:c + (oc - 1) * st[2] + 1:st[2], :])
    out = ivy.stack(parts, axis=-2)
    return wrap(ivy.reshape(out, tuple(int(s) for s in out.shape[:4]) + (-1,)))


def with_space_to_batch(input, dilation_rate, padding, op, filter_shape=None,  # noqa: A002
                        spatial_dims=None, data_format=None):
    """``op(input, num_spatial_dims, padding)`` run at ``dilation_rate``: the input moved to the
    batch by ``space_to_batch_nd`` (``SAME`` padding from ``filter_shape``), ``op`` with
    ``VALID``, and back by ``batch_to_space`` (channels-last, spatial dimensions 1..N)."""
    rate = _ints(dilation_rate)
    n = len(rate)
    if spatial_dims is not None and _ints(spatial_dims) != list(range(1, n + 1)):
        reject_option("tf", "nn.with_space_to_batch", "spatial_dims", spatial_dims,
                      "dimensions 1..N")
    if all(r == 1 for r in rate):
        return op(input, n, padding)
    x = convert(input)
    if padding == "SAME":
        k = _ints(filter_shape)
        extra = [(ki - 1) * r for ki, r in zip(k, rate)]
        base = [[e // 2, e - e // 2] for e in extra]
    elif padding == "VALID":
        base = [[0, 0]] * n
    else:
        raise ValueError(f"Invalid padding method {padding!r}")
    shape = [int(s) for s in x.shape[1:1 + n]]
    pads, crops = required_space_to_batch_paddings(shape, rate, base)
    y = op(space_to_batch_nd(x, rate, pads), n, "VALID")
    return batch_to_space(y, rate, crops)
