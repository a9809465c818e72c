"""``tf.raw_ops`` math beyond ``raw_ops.py``: element-wise ops (inverse hyperbolics, bitwise and
shifts, special functions, complex parts), reductions and scans, segment reductions, counting,
searching and set ops. Keyword-only as TensorFlow's raw ops, each calling the frontend's ``tf``
function of the same meaning (so the same dtype rules and errors) or Ivy around TensorFlow's
dtype check."""

from __future__ import annotations

import numpy as np

import ivy

from .._common import reject_option
from . import _manipulation as _m
from . import _special as _sp
from . import _utility as _u
from . import math as _mt
from ._dtypes import DTYPES, as_dtype
from ._promotion import FLOATING, backend_name, binary, check_kind, convert
from .tensor import wrap

_I32 = DTYPES["int32"]
_INTS = frozenset({"int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"})

#: raw ops of this module written as a composition of several Ivy functions
COMPOSED = frozenset({
    "ApproximateEqual", "Xlog1py", "EuclideanNorm", "CumulativeLogsumexp", "SegmentSumV2",
    "SegmentMaxV2", "SegmentMinV2", "SegmentProdV2", "SegmentSum", "SegmentMax", "SegmentMin",
    "SegmentMean", "SegmentProd", "UnsortedSegmentSum", "UnsortedSegmentMax",
    "UnsortedSegmentMin", "UnsortedSegmentProd", "SparseSegmentSum", "SparseSegmentMean",
    "SparseSegmentSqrtN", "SparseSegmentSumWithNumSegments", "SparseSegmentMeanWithNumSegments",
    "SparseSegmentSqrtNWithNumSegments", "Bincount", "DenseBincount", "HistogramFixedWidth",
    "InvertPermutation", "InTopK", "InTopKV2", "NthElement", "TopK", "ListDiff", "Angle",
    "Erf", "Erfc", "Erfinv", "Ndtri", "Lgamma", "Digamma", "Igamma", "Igammac", "Betainc",
    "Polygamma", "Zeta", "BesselI0", "BesselI1", "BesselI1e", "Complex",
    "ComplexAbs", "Div", "PopulationCount", "ApproxTopK", "IsotonicRegression",
    "ComputeAccidentalHits"})


# --- element-wise -------------------------------------------------------------------------------
def Acosh(*, x, name=None):  # noqa: N802 - TensorFlow's op names
    return _mt.acosh(x)


def Asinh(*, x, name=None):  # noqa: N802
    return _mt.asinh(x)


def Atanh(*, x, name=None):  # noqa: N802
    return _mt.atanh(x)


def Angle(*, input, Tout=DTYPES["float32"], name=None):  # noqa: N802, N803, A002
    return _mt.angle(input)


def Complex(*, real, imag, Tout=DTYPES["complex64"], name=None):  # noqa: N802, N803
    return _u.complex(real, imag)


def ComplexAbs(*, x, Tout=DTYPES["float32"], name=None):  # noqa: N802, N803
    return _mt.abs(x)


def Div(*, x, y, name=None):  # noqa: N802
    # TensorFlow's first Div: integers divide truncating toward zero, the rest as RealDiv
    a, _ = binary("Div", x, y)
    if str(ivy.as_ivy_dtype(a.dtype)) in _INTS:
        return _mt.truncatediv(x, y)
    return _mt.realdiv(x, y)


def Mod(*, x, y, name=None):  # noqa: N802
    return _mt.truncatemod(x, y)


def NextAfter(*, x1, x2, name=None):  # noqa: N802
    return _mt.nextafter(x1, x2)


def Xlog1py(*, x, y, name=None):  # noqa: N802
    return _mt.xlog1py(x, y)


def ApproximateEqual(*, x, y, tolerance=1e-05, name=None):  # noqa: N802
    a, b = binary("ApproximateEqual", x, y)
    return wrap(ivy.less(ivy.abs(ivy.subtract(convert(a), convert(b))), tolerance))


def _ints(op, x, y=None):
    if y is None:
        return check_kind(op, convert(x), _INTS), None
    a, b = binary(op, x, y)
    return check_kind(op, convert(a), _INTS), convert(b) if not isinstance(b, int) else b


def BitwiseAnd(*, x, y, name=None):  # noqa: N802
    return wrap(ivy.bitwise_and(*_ints("BitwiseAnd", x, y)))


def BitwiseOr(*, x, y, name=None):  # noqa: N802
    return wrap(ivy.bitwise_or(*_ints("BitwiseOr", x, y)))


def BitwiseXor(*, x, y, name=None):  # noqa: N802
    return wrap(ivy.bitwise_xor(*_ints("BitwiseXor", x, y)))


def Invert(*, x, name=None):  # noqa: N802
    return wrap(ivy.bitwise_invert(_ints("Invert", x)[0]))


def LeftShift(*, x, y, name=None):  # noqa: N802
    return wrap(ivy.bitwise_left_shift(*_ints("LeftShift", x, y)))


def RightShift(*, x, y, name=None):  # noqa: N802
    return wrap(ivy.bitwise_right_shift(*_ints("RightShift", x, y)))


def Erf(*, x, name=None):  # noqa: N802
    return _sp.erf(x)


def Erfc(*, x, name=None):  # noqa: N802
    return _sp.erfc(x)


def Erfinv(*, x, name=None):  # noqa: N802
    return _sp.erfinv(x)


def Ndtri(*, x, name=None):  # noqa: N802
    return _sp.ndtri(x)


def Lgamma(*, x, name=None):  # noqa: N802
    return _sp.lgamma(x)


def Digamma(*, x, name=None):  # noqa: N802
    return _sp.digamma(x)


def Igamma(*, a, x, name=None):  # noqa: N802
    return _sp.igamma(a, x)


def Igammac(*, a, x, name=None):  # noqa: N802
    return _sp.igammac(a, x)


def Betainc(*, a, b, x, name=None):  # noqa: N802
    return _sp.betainc(a, b, x)


def Polygamma(*, a, x, name=None):  # noqa: N802
    return _sp.polygamma(a, x)


def Zeta(*, x, q, name=None):  # noqa: N802
    return _sp.zeta(x, q)


def BesselI0(*, x, name=None):  # noqa: N802
    return _sp.bessel_i0(x)


def BesselI1(*, x, name=None):  # noqa: N802
    return _sp.bessel_i1(x)


def BesselI1e(*, x, name=None):  # noqa: N802
    return _sp.bessel_i1e(x)


def PopulationCount(*, x, name=None):  # noqa: N802
    """The number of set bits of each integer (two's complement), as uint8."""
    v = check_kind("PopulationCount", convert(x), _INTS)
    name = str(ivy.as_ivy_dtype(v.dtype))
    bits = 8 * int(np.dtype(name).itemsize)
    total = None
    for k in range(bits):  # bit k set: v & (1 << k) != 0 (the sign bit's mask negative)
        mask = -(1 << k) if k == bits - 1 and not name.startswith("uint") else 1 << k
        b = ivy.astype(ivy.not_equal(ivy.bitwise_and(v, mask), 0), "uint8")
        total = b if total is None else ivy.add(total, b)
    return wrap(ivy.astype(total, "uint8"))


def ApproxTopK(*, input, k, reduction_dimension=-1, recall_target=0.95, is_max_k=True,  # noqa: N802, A002
               reduction_input_size_override=-1, aggregate_to_topk=True, name=None):
    return _u.approx_top_k(input, k, reduction_dimension, recall_target, is_max_k,
                           reduction_input_size_override, aggregate_to_topk)


def IsotonicRegression(*, input, output_dtype=DTYPES["float32"], name=None):  # noqa: N802, A002
    """The non-increasing least-squares fit of each row of ``input`` (pool adjacent violators:
    a block is merged into the one before while its mean is larger) and each element's block
    index. Computed on the host."""
    x = check_kind("IsotonicRegression", convert(input), _INTS | FLOATING)
    a = np.asarray(ivy.to_numpy(x), np.float64)
    rows = a.reshape(-1, a.shape[-1]) if a.ndim else a.reshape(1, 1)
    out, seg = np.empty_like(rows), np.empty(rows.shape, np.int32)
    for r, row in enumerate(rows):
        blocks = []  # [sum, count, first index]
        for i, v in enumerate(row):
            blocks.append([v, 1, i])
            while len(blocks) > 1 and blocks[-2][0] / blocks[-2][1] < blocks[-1][0] / blocks[-1][1]:
                s_, c_, _ = blocks.pop()
                blocks[-1][0] += s_
                blocks[-1][1] += c_
        for k, (s_, c_, first) in enumerate(blocks):
            out[r, first:first + c_] = s_ / c_
            seg[r, first:first + c_] = k
    like = backend_name(x)
    dt = str(as_dtype(output_dtype))
    return (wrap(ivy.to_backend(out.reshape(a.shape).astype(dt), like)),
            wrap(ivy.to_backend(seg.reshape(a.shape), like)))


def ComputeAccidentalHits(*, true_classes, sampled_candidates, num_true, seed=0, seed2=0,  # noqa: N802
                          name=None):
    """Where a sampled candidate is one of a row's true classes: ``(row indices, candidate
    positions, -FLT_MAX weights)``, by row, then by the row's true classes in order. Computed on
    the host."""
    t = convert(true_classes)
    tc = np.asarray(ivy.to_numpy(t)).reshape(-1, int(num_true))
    sc = np.asarray(ivy.to_numpy(convert(sampled_candidates))).reshape(-1)
    rows, ids = [], []
    for r, classes in enumerate(tc):
        for c in classes:
            for j in np.nonzero(sc == c)[0]:
                rows.append(r)
                ids.append(int(j))
    like = backend_name(t)
    lowest = np.full(len(rows), np.finfo(np.float32).min, np.float32)
    return (wrap(ivy.to_backend(np.asarray(rows, np.int32), like)),
            wrap(ivy.to_backend(np.asarray(ids, np.int64), like)),
            wrap(ivy.to_backend(lowest, like)))


# --- reductions and scans -----------------------------------------------------------------------
def EuclideanNorm(*, input, axis, keep_dims=False, name=None):  # noqa: N802, A002
    return _mt.reduce_euclidean_norm(input, axis, keep_dims)


def CumulativeLogsumexp(*, x, axis, exclusive=False, reverse=False, name=None):  # noqa: N802
    return _mt.cumulative_logsumexp(x, axis, exclusive, reverse)


# --- segment reductions -------------------------------------------------------------------------
def SegmentSum(*, data, segment_ids, name=None):  # noqa: N802
    return _mt.segment_sum(data, segment_ids)


def SegmentMax(*, data, segment_ids, name=None):  # noqa: N802
    return _mt.segment_max(data, segment_ids)


def SegmentMin(*, data, segment_ids, name=None):  # noqa: N802
    return _mt.segment_min(data, segment_ids)


def SegmentMean(*, data, segment_ids, name=None):  # noqa: N802
    return _mt.segment_mean(data, segment_ids)


def SegmentProd(*, data, segment_ids, name=None):  # noqa: N802
    return _mt.segment_prod(data, segment_ids)


def SegmentSumV2(*, data, segment_ids, num_segments, name=None):  # noqa: N802
    return _mt.unsorted_segment_sum(data, segment_ids, num_segments)


def SegmentProdV2(*, data, segment_ids, num_segments, name=None):  # noqa: N802
    return _mt.unsorted_segment_prod(data, segment_ids, num_segments)


def SegmentMaxV2(*, data, segment_ids, num_segments, name=None):  # noqa: N802
    return _mt.unsorted_segment_max(data, segment_ids, num_segments)


def SegmentMinV2(*, data, segment_ids, num_segments, name=None):  # noqa: N802
    return _mt.unsorted_segment_min(data, segment_ids, num_segments)


def UnsortedSegmentSum(*, data, segment_ids, num_segments, name=None):  # noqa: N802
    return _mt.unsorted_segment_sum(data, segment_ids, num_segments)


def UnsortedSegmentProd(*, data, segment_ids, num_segments, name=None):  # noqa: N802
    return _mt.unsorted_segment_prod(data, segment_ids, num_segments)


def UnsortedSegmentMax(*, data, segment_ids, num_segments, name=None):  # noqa: N802
    return _mt.unsorted_segment_max(data, segment_ids, num_segments)


def UnsortedSegmentMin(*, data, segment_ids, num_segments, name=None):  # noqa: N802
    return _mt.unsorted_segment_min(data, segment_ids, num_segments)


def _sparse_segments(data, indices, segment_ids, num_segments, how):
    rows = _m.gather(data, indices, axis=0)
    n = num_segments
    if n is None:
        ids = ivy.to_list(convert(segment_ids))
        n = int(ids[-1]) + 1 if ids else 0
    if how == "sum":
        return _mt.unsorted_segment_sum(rows, segment_ids, n)
    if how == "mean":
        return _mt.unsorted_segment_mean(rows, segment_ids, n)
    return _mt.unsorted_segment_sqrt_n(rows, segment_ids, n)


def SparseSegmentSum(*, data, indices, segment_ids, sparse_gradient=False,  # noqa: N802
                     name=None):
    return _sparse_segments(data, indices, segment_ids, None, "sum")


def SparseSegmentMean(*, data, indices, segment_ids, sparse_gradient=False,  # noqa: N802
                      name=None):
    return _sparse_segments(data, indices, segment_ids, None, "mean")


def SparseSegmentSqrtN(*, data, indices, segment_ids, sparse_gradient=False,  # noqa: N802
                       name=None):
    return _sparse_segments(data, indices, segment_ids, None, "sqrt_n")


def SparseSegmentSumWithNumSegments(*, data, indices, segment_ids, num_segments,  # noqa: N802
                                    sparse_gradient=False, name=None):
    return _sparse_segments(data, indices, segment_ids, num_segments, "sum")


def SparseSegmentMeanWithNumSegments(*, data, indices, segment_ids, num_segments,  # noqa: N802
                                     sparse_gradient=False, name=None):
    return _sparse_segments(data, indices, segment_ids, num_segments, "mean")


def SparseSegmentSqrtNWithNumSegments(*, data, indices, segment_ids, num_segments,  # noqa: N802
                                      sparse_gradient=False, name=None):
    return _sparse_segments(data, indices, segment_ids, num_segments, "sqrt_n")


# --- counting, ranking, searching ---------------------------------------------------------------
def Bincount(*, arr, size, weights, name=None):  # noqa: N802
    w = convert(weights)
    n = int(ivy.to_list(convert(size)))
    dtype = wrap(w).dtype
    has_w = len(w.shape) > 0 and int(w.shape[0]) > 0  # an empty ``weights``: counts of one
    return _mt.bincount(arr, wrap(w) if has_w else None, minlength=n, maxlength=n, dtype=dtype)


def DenseBincount(*, input, size, weights, binary_output=False, name=None):  # noqa: N802, A002
    x = convert(input)
    if len(x.shape) not in (1, 2):
        reject_option("tf", "raw_ops.DenseBincount", "input", f"rank {len(x.shape)}",
                      "rank 1 or 2")
    w = convert(weights)
    n = int(ivy.to_list(convert(size)))
    dtype = wrap(w).dtype
    has_w = len(w.shape) > 0 and int(w.shape[0]) > 0
    rows = [x] if len(x.shape) == 1 else [x[i] for i in range(int(x.shape[0]))]
    wrows = ([w] if len(x.shape) == 1 else [w[i] for i in range(int(x.shape[0]))]) \
        if has_w else [None] * len(rows)
    out = []
    for r, wr in zip(rows, wrows):
        c = _mt.bincount(wrap(r), None if wr is None else wrap(wr), minlength=n, maxlength=n,
                         dtype=dtype)._data
        out.append(ivy.astype(ivy.greater(c, 0), c.dtype) if binary_output else c)
    return wrap(out[0] if len(x.shape) == 1 else ivy.stack(out, axis=0))


def HistogramFixedWidth(*, values, value_range, nbins, dtype=_I32, name=None):  # noqa: N802
    return _u.histogram_fixed_width(values, value_range, int(ivy.to_list(convert(nbins))), dtype)


def InvertPermutation(*, x, name=None):  # noqa: N802
    return _mt.invert_permutation(x)


def InTopK(*, predictions, targets, k, name=None):  # noqa: N802
    return _mt.in_top_k(targets, predictions, int(ivy.to_list(convert(k))))


InTopKV2 = InTopK


def NthElement(*, input, n, reverse=False, name=None):  # noqa: N802, A002
    x = check_kind("NthElement", convert(input), _INTS | FLOATING)
    k = int(ivy.to_list(convert(n)))
    if not 0 <= k < int(x.shape[-1]):
        raise ValueError(f"NthElement: n must be in [0, {int(x.shape[-1])}), got {k}")
    s = ivy.sort(x, axis=-1, descending=bool(reverse))
    return wrap(s[..., k])


def TopK(*, input, k, sorted=True, name=None):  # noqa: N802, A002
    return _mt.top_k(input, k, sorted)


def ListDiff(*, x, y, out_idx=_I32, name=None):  # noqa: N802
    a, b = binary("ListDiff", x, y)
    a, b = convert(a), convert(b)
    keep = ivy.logical_not(ivy.any(ivy.equal(ivy.expand_dims(a, axis=1),
                                             ivy.expand_dims(b, axis=0)), axis=1)) \
        if int(b.shape[0]) else ivy.ones(a.shape, dtype="bool")
    idx = ivy.nonzero(keep)[0]
    return wrap(ivy.gather(a, idx, axis=0)), wrap(ivy.astype(idx, as_dtype(out_idx)))


def Bucketize(*, input, boundaries, name=None):  # noqa: N802, A002
    x = convert(input)
    b = ivy.to_backend(np.asarray([float(v) for v in boundaries], np.float64), backend_name(x))
    idx = ivy.searchsorted(b, ivy.astype(ivy.reshape(x, (-1,)), "float64"), side="right")
    return wrap(ivy.astype(ivy.reshape(idx, x.shape), "int32"))


def _bound(op, sorted_inputs, values, out_type, side):
    s, v = binary(op, sorted_inputs, values)
    s, v = convert(s), convert(v)
    if len(s.shape) != 2 or len(v.shape) != 2:
        raise ValueError(f"{op}: sorted_inputs and values must be 2-D, got ranks "
                         f"{len(s.shape)} and {len(v.shape)}")
    rows = [ivy.searchsorted(s[i], v[i], side=side) for i in range(int(s.shape[0]))]
    out = ivy.stack(rows, axis=0) if rows else ivy.zeros(v.shape, dtype="int64")
    return wrap(ivy.astype(out, as_dtype(out_type)))


def LowerBound(*, sorted_inputs, values, out_type=_I32, name=None):  # noqa: N802
    return _bound("LowerBound", sorted_inputs, values, out_type, "left")


def UpperBound(*, sorted_inputs, values, out_type=_I32, name=None):  # noqa: N802
    return _bound("UpperBound", sorted_inputs, values, out_type, "right")


__all__ = sorted(n for n, v in dict(globals()).items()
                 if n[:1].isupper() and callable(v) and getattr(v, "__module__", "") == __name__)
