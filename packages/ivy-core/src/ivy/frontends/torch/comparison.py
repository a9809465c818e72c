"""PyTorch's comparison functions that are not pointwise (``torch.sort``, ``argsort``, ``topk``,
``kthvalue``, ``msort``, ``searchsorted``, ``bucketize``, ``isin``, ``allclose``, ``isclose``,
``equal``) on Ivy. ``sort``/``topk``/``kthvalue`` return ``torch.return_types`` named tuples
(values, int64 indices).

Composed (``COMPOSED``): ``topk``, ``kthvalue``, ``isclose``, ``allclose``, ``equal``, ``isin``,
``bucketize``, ``mode``.
"""

from __future__ import annotations

import ivy

from .._common import ivy_dtype_of, kind_of
from . import return_types as _rt
from .tensor import _cast, _scope, native, promote, result, wrap

__all__ = ["allclose", "argsort", "bucketize", "equal", "isclose", "isin", "kthvalue", "msort",
           "searchsorted", "sort", "topk"]

COMPOSED = frozenset({"topk", "kthvalue", "isclose", "allclose", "equal", "isin", "bucketize"})


def _i64(i):
    return _cast(i, "int64")


def _zero_index(x):
    with _scope(x):
        return _zero_index(x)


def sort(input, dim=-1, descending=False, stable=False, *, out=None):
    x = native(input)
    if not x.shape:
        return _rt.sort(wrap(x), _zero_index(x))
    i = ivy.argsort(x, axis=dim, descending=descending, stable=True)
    return _rt.sort(wrap(ivy.take_along_axis(x, i, axis=dim)), wrap(_i64(i)))


def argsort(input, dim=-1, descending=False, stable=False):
    x = native(input)
    if not x.shape:
        return _zero_index(x)
    return wrap(_i64(ivy.argsort(x, axis=dim, descending=descending, stable=True)))


def msort(input):
    return sort(input, dim=0).values


def topk(input, k, dim=-1, largest=True, sorted=True, *, out=None):  # noqa: A002
    x = native(input)
    if not x.shape:
        return _rt.topk(wrap(x), _zero_index(x))
    i = ivy.argsort(x, axis=dim, descending=largest, stable=True)
    d = dim if dim >= 0 else dim + len(x.shape)
    i = i[(slice(None),) * d + (slice(0, k),)]
    return _rt.topk(wrap(ivy.take_along_axis(x, i, axis=d)), wrap(_i64(i)))


def kthvalue(input, k, dim=-1, keepdim=False, *, out=None):
    x = native(input)
    d = dim if dim >= 0 else dim + len(x.shape)
    i = ivy.argsort(x, axis=d, stable=True)
    i = i[(slice(None),) * d + (slice(k - 1, k),)]
    v = ivy.take_along_axis(x, i, axis=d)
    if not keepdim:
        v, i = ivy.squeeze(v, axis=d), ivy.squeeze(i, axis=d)
    return _rt.kthvalue(wrap(v), wrap(_i64(i)))


def searchsorted(sorted_sequence, input, *, out_int32=False, right=False, side=None,
                 sorter=None, out=None):
    s = native(sorted_sequence)
    v = native(input)
    scalar = type(v) in (int, float, bool)
    if scalar:
        with _scope(s):
            v = ivy.asarray([v], dtype=ivy_dtype_of(s.dtype))
    side = side or ("right" if right else "left")
    if len(s.shape) > 1:  # one sorted row per row of the values
        rows = [ivy.searchsorted(a, b, side=side) for a, b in
                zip(ivy.unstack(ivy.reshape(s, (-1, s.shape[-1]))),
                    ivy.unstack(ivy.reshape(v, (-1, v.shape[-1]))))]
        r = ivy.reshape(ivy.stack(rows), tuple(v.shape))
    else:
        srt = None if sorter is None else native(sorter)
        r = ivy.searchsorted(s, v, side=side, sorter=srt)
    r = _cast(r, "int32" if out_int32 else "int64")
    if scalar:
        r = ivy.reshape(r, ())
    return result(r, out)


def bucketize(input, boundaries, *, out_int32=False, right=False, out=None):
    v = native(input)
    shape = tuple(v.shape) if type(v) not in (int, float) else ()
    r = searchsorted(boundaries, v if not shape else ivy.reshape(v, (-1,)), out_int32=out_int32,
                     side="left" if not right else "right")
    return result(ivy.reshape(r._data, shape), out)


def isin(elements, test_elements, *, assume_unique=False, invert=False):
    e = native(elements)
    t = ivy.reshape(native(test_elements), (-1,))
    if type(e) in (int, float, bool):
        with _scope(t):
            e = ivy.asarray(e)
    r = ivy.any(ivy.equal(ivy.expand_dims(e, axis=-1), t), axis=-1)
    return wrap(ivy.logical_not(r) if invert else r)


def isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    x, y = promote(input, other)
    close = ivy.less_equal(ivy.abs(ivy.subtract(x, y)),
                           ivy.add(atol, ivy.multiply(rtol, ivy.abs(y))))
    close = ivy.logical_or(ivy.equal(x, y), close)
    if equal_nan and kind_of(x.dtype) in ("float", "complex"):
        close = ivy.logical_or(close, ivy.logical_and(ivy.isnan(x), ivy.isnan(y)))
    return wrap(close)


def allclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    return bool(ivy.to_scalar(ivy.all(isclose(input, other, rtol, atol, equal_nan)._data)))


def equal(input, other):
    x, y = native(input), native(other)
    if tuple(x.shape) != tuple(y.shape):
        return False
    x, y = promote(input, other)
    return bool(ivy.to_scalar(ivy.all(ivy.equal(x, y))))
