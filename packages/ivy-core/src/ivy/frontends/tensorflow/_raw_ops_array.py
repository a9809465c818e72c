"""``tf.raw_ops`` of shapes, indexing, diagonals, linear algebra, FFTs and random draws beyond
``raw_ops.py``: the shape arithmetic of gradient graphs (``BroadcastArgs``,
``BroadcastGradientArgs``, ``ConcatOffset``), splits, space / batch / depth moves, partitions,
the ``Matrix*`` linear algebra, in-place row updates and checks. Keyword-only as
TensorFlow's raw ops, each calling the frontend's ``tf`` function of the same meaning."""

from __future__ import annotations

import numpy as np

import ivy

from .._common import reject_option
from . import _creation as _c
from . import _linalg_extra as _lx
from . import _manipulation as _m
from . import _space_batch as _sb
from . import _utility as _u
from . import linalg as _la
from . import math as _mt
from . import nn as _nn
from . import random as _r
from ._dtypes import DTYPES, as_dtype
from ._promotion import FLOATING, INEXACT, backend_name, check_kind, convert
from .errors import InvalidArgumentError
from .tensor import wrap

_I32 = DTYPES["int32"]

#: raw ops of this module written as a composition of several Ivy functions
COMPOSED = frozenset({
    "BroadcastArgs", "BroadcastGradientArgs", "ConcatOffset", "Diag", "DiagPart", "MatrixDiag",
    "MatrixDiagV2", "MatrixDiagV3", "SplitV", "ReverseSequence",
    "SpaceToBatch", "SpaceToBatchND", "BatchToSpace", "BatchToSpaceND", "SpaceToDepth",
    "DepthToSpace", "DynamicPartition", "DynamicStitch", "ParallelDynamicStitch", "UnravelIndex",
    "InplaceAdd", "InplaceSub", "InplaceUpdate", "ExtractImagePatches", "ExtractVolumePatches",
    "MatrixSolveLs", "Lu", "TridiagonalMatMul",
    "TridiagonalSolve", "BandedTriangularSolve", "MatrixTriangularSolve",
    "SparseToDense",
    "CheckNumerics", "CheckNumericsV2", "EnsureShape", "MatrixSetDiag", "MatrixSetDiagV2",
    "MatrixSetDiagV3", "TruncatedNormal", "ParallelConcat", "ToBool",
    "AccumulateNV2", "CholeskyGrad", "NearestNeighbors", "CTCGreedyDecoder"})


def _ints(v):
    v = convert(v) if not isinstance(v, (list, tuple, int)) else v
    if isinstance(v, int):
        return [v]
    if isinstance(v, (list, tuple)):
        return [int(i) for i in v]
    return [int(i) for i in np.asarray(ivy.to_numpy(v)).reshape(-1)]


def _like(values, x):
    """A 1-D int vector of ``values`` with ``x``'s dtype on ``x``'s backend."""
    arr = np.asarray(values, dtype=str(ivy.as_ivy_dtype(x.dtype)))
    return wrap(ivy.to_backend(arr, backend_name(x)))


# --- shape arithmetic -----------------------------------------------------------------------------
def BroadcastArgs(*, s0, s1, name=None):  # noqa: N802 - TensorFlow's op names
    a = convert(s0)
    shape = np.broadcast_shapes(tuple(_ints(a)), tuple(_ints(s1)))
    return _like(list(shape), a)


def BroadcastGradientArgs(*, s0, s1, name=None):  # noqa: N802
    """The output dimensions each input of a broadcast reduces over in its gradient."""
    a = convert(s0)
    x, y = _ints(a), _ints(s1)
    n = max(len(x), len(y))
    x, y = [1] * (n - len(x)) + x, [1] * (n - len(y)) + y
    rx, ry = [], []
    for i, (p, q) in enumerate(zip(x, y)):
        if p != q and p != 1 and q != 1:
            raise InvalidArgumentError(None, "BroadcastGradientArgs",
                                       f"Incompatible shapes: {_ints(a)} vs. {_ints(s1)}")
        if p == 1 and (q != 1 or p == q):
            rx.append(i)
        if q == 1 and (p != 1 or p == q):
            ry.append(i)
    return _like(rx, a), _like(ry, a)


def ConcatOffset(*, concat_dim, shape, name=None):  # noqa: N802
    d = _ints(concat_dim)[0]
    like = convert(shape[0])
    out, at = [], 0
    for s in shape:
        dims = _ints(s)
        off = [0] * len(dims)
        off[d % len(dims)] = at
        at += dims[d % len(dims)]
        out.append(_like(off, like))
    return out


def EnsureShape(*, input, shape, name=None):  # noqa: N802, A002
    x = convert(input)
    want = None if shape is None else list(getattr(shape, "as_list", lambda: shape)())
    got = [int(s) for s in x.shape]
    if want is not None and (len(want) != len(got) or any(
            w not in (None, -1) and int(w) != g for w, g in zip(want, got))):
        raise InvalidArgumentError(None, "EnsureShape", f"Shape of tensor {tuple(got)} is not "
                                   f"compatible with expected shape {tuple(want)}.")
    return wrap(x)


def CheckNumerics(*, tensor, message, name=None):  # noqa: N802
    x = check_kind("CheckNumerics", convert(tensor), INEXACT)
    if bool(ivy.any(ivy.isnan(x))) or bool(ivy.any(ivy.isinf(x))):
        what = "NaN" if bool(ivy.any(ivy.isnan(x))) else "Inf"
        raise InvalidArgumentError(None, "CheckNumerics", f"{message} : Tensor had {what} values")
    return wrap(x)


CheckNumericsV2 = CheckNumerics


def NoOp(*, name=None):  # noqa: N802
    return None


def PlaceholderWithDefault(*, input, shape, name=None):  # noqa: N802, A002
    return _c.identity(input)


def GuaranteeConst(*, input, name=None):  # noqa: N802, A002
    return _c.identity(input)


def DeepCopy(*, x, name=None):  # noqa: N802
    return _c.identity(x)


def Empty(*, shape, dtype, init=False, name=None):  # noqa: N802
    return _c.zeros(_ints(shape), dtype)


def Timestamp(*, name=None):  # noqa: N802
    return _u.timestamp()


def Assert(*, condition, data, summarize=3, name=None):  # noqa: N802
    return _u.Assert(condition, data, summarize)


def Print(*, input, data, message="", first_n=-1, summarize=3, name=None):  # noqa: N802, A002
    _u.print(message, *data, summarize=summarize)
    return _c.identity(input)


def ToBool(*, input, name=None):  # noqa: N802, A002
    x = convert(input)
    value = bool(int(np.prod(x.shape))) if len(x.shape) else bool(ivy.to_numpy(x))
    return wrap(ivy.to_backend(np.asarray(value), backend_name(x)))


def AccumulateNV2(*, inputs, shape, name=None):  # noqa: N802
    return _mt.add_n(inputs)


# --- splitting, reversing, moving blocks ----------------------------------------------------------
def Split(*, axis, value, num_split, name=None):  # noqa: N802
    return _m.split(value, int(num_split), _ints(axis)[0])


def SplitV(*, value, size_splits, axis, num_split, name=None):  # noqa: N802
    return _m.split(value, _ints(size_splits), _ints(axis)[0])


def Reverse(*, tensor, dims, name=None):  # noqa: N802
    flags = [bool(b) for b in np.asarray(ivy.to_numpy(convert(dims))).reshape(-1)]
    return _m.reverse(tensor, [i for i, b in enumerate(flags) if b])


def ReverseSequence(*, input, seq_lengths, seq_dim, batch_dim=0, name=None):  # noqa: N802, A002
    return _u.reverse_sequence(input, seq_lengths, seq_dim, batch_dim)


def SpaceToBatchND(*, input, block_shape, paddings, name=None):  # noqa: N802, A002
    return _sb.space_to_batch_nd(input, block_shape, paddings)


def BatchToSpaceND(*, input, block_shape, crops, name=None):  # noqa: N802, A002
    return _sb.batch_to_space(input, block_shape, crops)


def SpaceToBatch(*, input, paddings, block_size, name=None):  # noqa: N802, A002
    return _sb.space_to_batch_nd(input, [int(block_size)] * 2, paddings)


def BatchToSpace(*, input, crops, block_size, name=None):  # noqa: N802, A002
    return _sb.batch_to_space(input, [int(block_size)] * 2, crops)


def SpaceToDepth(*, input, block_size, data_format="NHWC", name=None):  # noqa: N802, A002
    return _nn.space_to_depth(input, block_size, data_format)


def DepthToSpace(*, input, block_size, data_format="NHWC", name=None):  # noqa: N802, A002
    return _nn.depth_to_space(input, block_size, data_format)


def ExtractVolumePatches(*, input, ksizes, strides, padding, name=None):  # noqa: N802, A002
    return _sb.extract_volume_patches(input, ksizes, strides, padding)


def ExtractImagePatches(*, images, ksizes, strides, rates, padding, name=None):  # noqa: N802
    """``extract_volume_patches`` over a depth of one (undilated windows)."""
    if any(r != 1 for r in _ints(rates)):
        reject_option("tf", "raw_ops.ExtractImagePatches", "rates", list(rates),
                      "undilated windows (rates of 1)")
    x = convert(images)
    k, s = _ints(ksizes), _ints(strides)
    out = _sb.extract_volume_patches(wrap(ivy.expand_dims(x, axis=1)), [1, 1, k[1], k[2], 1],
                                     [1, 1, s[1], s[2], 1], padding)
    return wrap(ivy.squeeze(out._data, axis=1))


def DynamicPartition(*, data, partitions, num_partitions, name=None):  # noqa: N802
    return _u.dynamic_partition(data, partitions, num_partitions)


def DynamicStitch(*, indices, data, name=None):  # noqa: N802
    return _u.dynamic_stitch(indices, data)


ParallelDynamicStitch = DynamicStitch


def UnravelIndex(*, indices, dims, name=None):  # noqa: N802
    return _u.unravel_index(indices, dims)


def ParallelConcat(*, values, shape, name=None):  # noqa: N802
    return _m.concat([_m.expand_dims(v, 0) if len(convert(v).shape) == len(_ints_shape(shape)) - 1
                      else v for v in values], 0)


def _ints_shape(shape):
    return list(getattr(shape, "as_list", lambda: shape)())


def UniqueV2(*, x, axis, out_idx=_I32, name=None):  # noqa: N802
    ax = _ints(axis)
    if ax not in ([], [0]) or len(convert(x).shape) != 1:
        reject_option("tf", "raw_ops.UniqueV2", "axis", ax, "a 1-D x (axis [] or [0])")
    return _m.unique(x, out_idx)


def UniqueWithCountsV2(*, x, axis, out_idx=_I32, name=None):  # noqa: N802
    ax = _ints(axis)
    if ax not in ([], [0]) or len(convert(x).shape) != 1:
        reject_option("tf", "raw_ops.UniqueWithCountsV2", "axis", ax, "a 1-D x (axis [] or [0])")
    return _m.unique_with_counts(x, out_idx)


# --- in-place rows, scatter -----------------------------------------------------------------------
def _rows(i):
    return wrap(ivy.expand_dims(convert(i), axis=-1))


def InplaceUpdate(*, x, i, v, name=None):  # noqa: N802
    return _m.tensor_scatter_nd_update(x, _rows(i), v)


def InplaceAdd(*, x, i, v, name=None):  # noqa: N802
    return _m.tensor_scatter_nd_add(x, _rows(i), v)


def InplaceSub(*, x, i, v, name=None):  # noqa: N802
    return _m.tensor_scatter_nd_sub(x, _rows(i), v)


def ScatterNdNonAliasingAdd(*, input, indices, updates, bad_indices_policy="",  # noqa: N802, A002
                            name=None):
    return _m.tensor_scatter_nd_add(input, indices, updates)


def SparseToDense(*, sparse_indices, output_shape, sparse_values, default_value,  # noqa: N802
                  validate_indices=True, name=None):
    shape = _ints(output_shape)
    idx = convert(sparse_indices)
    if len(idx.shape) < 2:
        idx = ivy.reshape(idx, (-1, 1))
    vals = convert(sparse_values)
    dense = _c.fill(shape, default_value)
    if len(vals.shape) == 0:
        vals = ivy.broadcast_to(vals, (int(idx.shape[0]),))
    return _m.tensor_scatter_nd_update(dense, wrap(idx), wrap(vals))


# --- diagonals ------------------------------------------------------------------------------------
def Diag(*, diagonal, name=None):  # noqa: N802
    return _lx.tensor_diag(diagonal)


def DiagPart(*, input, name=None):  # noqa: N802, A002
    return _lx.tensor_diag_part(input)


def MatrixDiag(*, diagonal, name=None):  # noqa: N802
    return _la.diag(diagonal)



def MatrixDiagV2(*, diagonal, k, num_rows, num_cols, padding_value, name=None):  # noqa: N802
    return MatrixDiagV3(diagonal=diagonal, k=k, num_rows=num_rows, num_cols=num_cols,
                        padding_value=padding_value)


def MatrixDiagV3(*, diagonal, k, num_rows, num_cols, padding_value,  # noqa: N802
                 align="RIGHT_LEFT", name=None):
    d = convert(diagonal)
    opts = (_ints(k), _ints(num_rows)[0], _ints(num_cols)[0])
    n = int(d.shape[-1])
    if opts[0] != [0] or opts[1] not in (-1, n) or opts[2] not in (-1, n):
        reject_option("tf", "raw_ops.MatrixDiagV3", "k/num_rows/num_cols", opts,
                      "the main diagonal of a square matrix")
    return _la.diag(diagonal)


def MatrixDiagPart(*, input, name=None):  # noqa: N802, A002
    return _la.diag_part(input)



def MatrixDiagPartV2(*, input, k, padding_value, name=None):  # noqa: N802, A002
    return _la.diag_part(input, k=_ints(k)[0] if len(_ints(k)) == 1 else _ints(k))


def MatrixDiagPartV3(*, input, k, padding_value, align="RIGHT_LEFT", name=None):  # noqa: N802, A002
    return _la.diag_part(input, k=_ints(k)[0] if len(_ints(k)) == 1 else _ints(k))


def MatrixSetDiag(*, input, diagonal, name=None):  # noqa: N802, A002
    return _lx.set_diag(input, diagonal)



def MatrixSetDiagV2(*, input, diagonal, k, name=None):  # noqa: N802, A002
    return _lx.set_diag(input, diagonal, k=_ints(k)[0] if len(_ints(k)) == 1 else _ints(k))


def MatrixSetDiagV3(*, input, diagonal, k, align="RIGHT_LEFT", name=None):  # noqa: N802, A002
    return _lx.set_diag(input, diagonal, k=_ints(k)[0] if len(_ints(k)) == 1 else _ints(k))


# --- linear algebra -------------------------------------------------------------------------------
def BatchMatMul(*, x, y, adj_x=False, adj_y=False, grad_x=False, grad_y=False,  # noqa: N802
                name=None):
    return _la.matmul(x, y, adjoint_a=adj_x, adjoint_b=adj_y)


def SparseMatMul(*, a, b, transpose_a=False, transpose_b=False, a_is_sparse=False,  # noqa: N802
                 b_is_sparse=False, name=None):
    return _la.matmul(a, b, transpose_a=transpose_a, transpose_b=transpose_b)


def MatrixTriangularSolve(*, matrix, rhs, lower=True, adjoint=False, name=None):  # noqa: N802
    return _lx.triangular_solve(matrix, rhs, lower, adjoint)



def BandedTriangularSolve(*, matrix, rhs, lower=True, adjoint=False, name=None):  # noqa: N802
    return _lx.banded_triangular_solve(matrix, rhs, lower, adjoint)


def MatrixSolveLs(*, matrix, rhs, l2_regularizer, fast=True, name=None):  # noqa: N802
    return _lx.lstsq(matrix, rhs, float(ivy.to_numpy(convert(l2_regularizer))), fast)



def Lu(*, input, output_idx_type=_I32, name=None):  # noqa: N802, A002
    return _lx.lu(input, output_idx_type)


def TridiagonalMatMul(*, superdiag, maindiag, subdiag, rhs, name=None):  # noqa: N802
    # each diagonal is [..., 1, M]
    diags = [wrap(ivy.squeeze(convert(d), axis=-2)) for d in (superdiag, maindiag, subdiag)]
    return _lx.tridiagonal_matmul(diags, rhs, "sequence")


def TridiagonalSolve(*, diagonals, rhs, partial_pivoting=True, perturb_singular=False,  # noqa: N802
                     name=None):
    return _lx.tridiagonal_solve(diagonals, rhs, partial_pivoting=partial_pivoting,
                                 perturb_singular=perturb_singular)


def CholeskyGrad(*, l, grad, name=None):  # noqa: N802, E741
    """The gradient of ``Cholesky`` with respect to its (symmetric) input, from the factor ``l``
    and the factor's gradient: ``S = L^-H Phi(L^H grad) L^-1`` symmetrised, ``Phi`` the lower
    triangle with its diagonal halved (Murray, 2016)."""
    lo = check_kind("CholeskyGrad", convert(l), FLOATING)
    g = convert(grad)
    n = int(lo.shape[-1])
    half = ivy.subtract(ivy.ones((n, n), dtype=lo.dtype), ivy.multiply(ivy.eye(n, dtype=lo.dtype),
                                                                        0.5))
    half = ivy.to_backend(half, backend_name(lo))
    lt = ivy.matrix_transpose(lo)
    phi = ivy.multiply(ivy.tril(ivy.matmul(lt, g)), half)
    # M = phi L^-1 (from L^T M^T = phi^T), then S = L^-T M
    m = ivy.matrix_transpose(
        _lx.triangular_solve(wrap(lo), wrap(ivy.matrix_transpose(phi)), True, True)._data)
    s = _lx.triangular_solve(wrap(lo), wrap(m), True, True)._data
    s = ivy.multiply(ivy.add(s, ivy.matrix_transpose(s)), 0.5)
    return wrap(s)


def NearestNeighbors(*, points, centers, k, name=None):  # noqa: N802
    """The ``k`` nearest ``centers`` of each point: ``(indices int64, squared distances)``."""
    p = check_kind("NearestNeighbors", convert(points), frozenset({"float32"}))
    c = convert(centers)
    kk = int(_ints(k)[0])
    d = ivy.add(ivy.subtract(ivy.sum(ivy.square(p), axis=1, keepdims=True),
                             ivy.multiply(ivy.matmul(p, ivy.matrix_transpose(c)), 2.0)),
                ivy.expand_dims(ivy.sum(ivy.square(c), axis=1), axis=0))
    d = ivy.maximum(d, 0.0)
    idx = ivy.argsort(d, axis=1, stable=True)[:, :kk]
    return wrap(ivy.astype(idx, "int64")), wrap(ivy.take_along_axis(d, idx, axis=1))


def CTCGreedyDecoder(*, inputs, sequence_length, merge_repeated=False, blank_index=-1,  # noqa: N802
                     name=None):
    """Best path decoding of ``inputs`` ``[max_time, batch, classes]``: the arg-max class at each
    step (the first on ties) within each sequence's length, repeats merged with
    ``merge_repeated``, blanks dropped; TensorFlow's sparse triple ``(indices, values, shape)``
    and ``-sum(max logit)`` per sequence. Computed on the host (data-dependent shapes)."""
    x = check_kind("CTCGreedyDecoder", convert(inputs), FLOATING)
    a = np.asarray(ivy.to_numpy(x))
    lengths = np.asarray(ivy.to_numpy(convert(sequence_length))).reshape(-1)
    t_max, batch, classes = a.shape
    blank = int(blank_index) % classes
    idx, vals, logp, longest = [], [], np.zeros((batch, 1), a.dtype), 0
    for b in range(batch):
        steps = a[:int(lengths[b]), b]
        best = steps.argmax(axis=1) if len(steps) else np.zeros(0, np.int64)
        logp[b, 0] = -steps.max(axis=1).sum() if len(steps) else 0
        out, prev = [], None
        for c in best:
            if c != blank and not (merge_repeated and c == prev):
                out.append(int(c))
            prev = c
        idx += [[b, j] for j in range(len(out))]
        vals += out
        longest = max(longest, len(out))
    like = backend_name(x)
    return (wrap(ivy.to_backend(np.asarray(idx, np.int64).reshape(-1, 2), like)),
            wrap(ivy.to_backend(np.asarray(vals, np.int64), like)),
            wrap(ivy.to_backend(np.asarray([batch, longest], np.int64), like)),
            wrap(ivy.to_backend(logp, like)))


# --- FFTs -----------------------------------------------------------------------------------------
def FFT(*, input, name=None):  # noqa: N802, A002
    return _u.fftnd(input, axes=[-1])


def IFFT(*, input, name=None):  # noqa: N802, A002
    return _u.ifftnd(input, axes=[-1])


def FFT2D(*, input, name=None):  # noqa: N802, A002
    return _u.fftnd(input, axes=[-2, -1])


def IFFT2D(*, input, name=None):  # noqa: N802, A002
    return _u.ifftnd(input, axes=[-2, -1])


def FFT3D(*, input, name=None):  # noqa: N802, A002
    return _u.fftnd(input, axes=[-3, -2, -1])


def IFFT3D(*, input, name=None):  # noqa: N802, A002
    return _u.ifftnd(input, axes=[-3, -2, -1])


def FFTND(*, input, fft_length, axes, name=None):  # noqa: N802, A002
    return _u.fftnd(input, fft_length, axes)


def IFFTND(*, input, fft_length, axes, name=None):  # noqa: N802, A002
    return _u.ifftnd(input, fft_length, axes)


def RFFT(*, input, fft_length, Tcomplex=DTYPES["complex64"], name=None):  # noqa: N802, N803, A002
    return _u.rfftnd(input, fft_length, [-1], Tcomplex)


def RFFT2D(*, input, fft_length, Tcomplex=DTYPES["complex64"], name=None):  # noqa: N802, N803, A002
    return _u.rfftnd(input, fft_length, [-2, -1], Tcomplex)


def RFFT3D(*, input, fft_length, Tcomplex=DTYPES["complex64"], name=None):  # noqa: N802, N803, A002
    return _u.rfftnd(input, fft_length, [-3, -2, -1], Tcomplex)


def RFFTND(*, input, fft_length, axes, Tcomplex=DTYPES["complex64"], name=None):  # noqa: N802, N803, A002
    return _u.rfftnd(input, fft_length, axes, Tcomplex)


def IRFFT(*, input, fft_length, Treal=DTYPES["float32"], name=None):  # noqa: N802, N803, A002
    return _u.irfftnd(input, fft_length, [-1], Treal)


def IRFFT2D(*, input, fft_length, Treal=DTYPES["float32"], name=None):  # noqa: N802, N803, A002
    return _u.irfftnd(input, fft_length, [-2, -1], Treal)


def IRFFT3D(*, input, fft_length, Treal=DTYPES["float32"], name=None):  # noqa: N802, N803, A002
    return _u.irfftnd(input, fft_length, [-3, -2, -1], Treal)


def IRFFTND(*, input, fft_length, axes, Treal=DTYPES["float32"], name=None):  # noqa: N802, N803, A002
    return _u.irfftnd(input, fft_length, axes, Treal)


# --- random draws (Ivy's generator: TensorFlow's distributions, not its bit streams) -------------
def _seed(seed, seed2):
    return None if not seed and not seed2 else int(seed) * 1000003 + int(seed2)


def RandomUniform(*, shape, dtype, seed=0, seed2=0, name=None):  # noqa: N802
    check_kind("RandomUniform", ivy.zeros((), dtype=as_dtype(dtype)), FLOATING)
    return _r.uniform(_ints(shape), dtype=dtype, seed=_seed(seed, seed2))


def RandomStandardNormal(*, shape, dtype, seed=0, seed2=0, name=None):  # noqa: N802
    check_kind("RandomStandardNormal", ivy.zeros((), dtype=as_dtype(dtype)), FLOATING)
    return _r.normal(_ints(shape), dtype=dtype, seed=_seed(seed, seed2))


def TruncatedNormal(*, shape, dtype, seed=0, seed2=0, name=None):  # noqa: N802
    check_kind("TruncatedNormal", ivy.zeros((), dtype=as_dtype(dtype)), FLOATING)
    return _r.truncated_normal(_ints(shape), dtype=dtype, seed=_seed(seed, seed2))


def RandomUniformInt(*, shape, minval, maxval, seed=0, seed2=0, name=None):  # noqa: N802
    lo = convert(minval)
    return _r.uniform(_ints(shape), wrap(lo), maxval, dtype=wrap(lo).dtype,
                      seed=_seed(seed, seed2))


def RandomShuffle(*, value, seed=0, seed2=0, name=None):  # noqa: N802
    return _r.shuffle(value, seed=_seed(seed, seed2))


def Multinomial(*, logits, num_samples, seed=0, seed2=0, output_dtype=DTYPES["int64"],  # noqa: N802
                name=None):
    return _r.categorical(logits, int(_ints(num_samples)[0]), output_dtype,
                          seed=_seed(seed, seed2))


__all__ = sorted(n for n, v in dict(globals()).items()
                 if n[:1].isupper() and callable(v) and getattr(v, "__module__", "") == __name__)
