"""NumPy's bit-counting and bit-packing functions composed on Ivy: ``bitwise_count``,
``packbits``, ``unpackbits`` (shifts, masks and weighted sums of Ivy's integer functions)."""

from __future__ import annotations

import ivy

from ._dtypes import IVY
from ._ndarray import cast, name_of, to_native, wrap
from ._promotion import kind_of

__all__ = ["bitwise_count", "packbits", "unpackbits"]

COMPOSED = frozenset(__all__)

_BITS = {"int8": 8, "uint8": 8, "int16": 16, "uint16": 16, "int32": 32, "uint32": 32,
         "int64": 64, "uint64": 64}


def bitwise_count_native(x):
    """The number of 1 bits in ``|x|`` of the integer native array ``x``, as uint8 (a helper the
    JAX frontend shares). The most negative value of a signed type counts the one bit of its
    magnitude (every type but uint64 is counted in int64, bits 0 to 62, plus bit 63 for int64's
    minimum, whose ``abs`` wraps to itself)."""
    name = name_of(x)
    if name not in _BITS:
        raise TypeError(f"bitwise_count: an integer array is needed, got {name}")
    if name != "uint64":  # the magnitude in int64: exact (no wrap of a narrower type's minimum)
        x = ivy.astype(x, IVY["int64"])
    y = ivy.abs(x) if name != "uint64" else x
    one = ivy.ones_like(y)
    count = ivy.zeros_like(y)
    for b in range(64 if name == "uint64" else 63):
        shift = ivy.full_like(y, b)
        count = ivy.add(count, ivy.bitwise_and(ivy.bitwise_right_shift(y, shift), one))
    if name != "uint64":  # int64's minimum: its abs wraps to itself, the one bit 63
        count = ivy.add(count, ivy.astype(ivy.less(y, ivy.zeros_like(y)), y.dtype))
    return ivy.astype(count, IVY["uint8"])


def bitwise_count(x, /, out=None, *, where=True, casting="same_kind", order="K", dtype=None,
                  subok=True):
    """The number of 1 bits of each element's absolute value (uint8)."""
    return wrap(bitwise_count_native(to_native(x)))


def _axis_last(x, axis):
    if axis is None:
        return ivy.reshape(x, (-1,)), None
    axis = axis % len(x.shape)
    return ivy.moveaxis(x, axis, -1), axis


def _weights(bitorder, like):
    w = [1 << (7 - i) for i in range(8)] if bitorder == "big" else [1 << i for i in range(8)]
    return ivy.asarray(w, dtype=IVY["int32"], device=ivy.dev(like))


def _check_order(bitorder):
    if bitorder not in ("big", "little"):
        raise ValueError("'order' must be either 'little' or 'big'")


def packbits(a, /, axis=None, bitorder="big"):
    """The elements of ``a`` (truth values) packed 8 to a uint8 along ``axis`` (flattened if
    None), zero-padded to a multiple of 8."""
    _check_order(bitorder)
    x = to_native(a)
    if kind_of(name_of(x)) not in "biu":
        raise TypeError("Expected an input array of integer or boolean data type")
    x, axis = _axis_last(x, axis)
    bits = cast(ivy.not_equal(x, ivy.zeros_like(x)) if name_of(x) != "bool" else x, "int32")
    n = int(bits.shape[-1])
    pad = (-n) % 8
    if pad:
        zeros = ivy.zeros((*bits.shape[:-1], pad), dtype=bits.dtype, device=ivy.dev(bits))
        bits = ivy.concat([bits, zeros], axis=-1)
    groups = ivy.reshape(bits, (*bits.shape[:-1], (n + pad) // 8, 8))
    packed = ivy.sum(ivy.multiply(groups, _weights(bitorder, groups)), axis=-1)
    packed = ivy.astype(packed, IVY["uint8"])
    return wrap(packed if axis is None else ivy.moveaxis(packed, -1, axis))


def unpackbits(a, /, axis=None, count=None, bitorder="big"):
    """The bits of the uint8 array ``a`` unpacked along ``axis`` (flattened if None) as uint8;
    ``count`` keeps that many (from the end if negative, zero-padded if more)."""
    _check_order(bitorder)
    x = to_native(a)
    if name_of(x) != "uint8":
        raise TypeError("Expected an input array of unsigned byte data type")
    x, axis = _axis_last(cast(x, "int32"), axis)
    w = _weights(bitorder, x)
    bits = ivy.astype(ivy.not_equal(ivy.bitwise_and(ivy.expand_dims(x, axis=-1), w), 0),
                      IVY["uint8"])
    bits = ivy.reshape(bits, (*bits.shape[:-2], int(bits.shape[-2]) * 8))
    if count is not None:
        n = int(bits.shape[-1])
        keep = count if count >= 0 else max(n + count, 0)
        if keep <= n:
            bits = bits[..., :keep]
        else:
            extra = ivy.zeros((*bits.shape[:-1], keep - n), dtype=bits.dtype,
                              device=ivy.dev(bits))
            bits = ivy.concat([bits, extra], axis=-1)
    return wrap(bits if axis is None else ivy.moveaxis(bits, -1, axis))
