"""``tf.raw_ops`` of the frontend: the ops a ``tf.function`` graph of ordinary code is made of,
keyword-only as TensorFlow's raw ops are (``tf.raw_ops.AddV2(x=a, y=b)``), each calling the
frontend's ``tf`` function of the same meaning (so the same dtype rules and errors).

Attributes that only steer TensorFlow's kernels (``use_cudnn_on_gpu``, ``Truncate`` in ``Cast``,
``incompatible_shape_error=True``, ``validate_indices``, ``name``) are accepted and ignored.
More ops live in ``_raw_ops_math`` (element-wise, special functions, segments, counting),
``_raw_ops_nn`` (gradients, batch normalisation, pooling, convolutions), ``_raw_ops_array``
(shapes, diagonals, linear algebra, FFTs, random draws), ``_raw_ops_image`` /
``_raw_ops_image_more`` (resizing, projective transforms, boxes, non-max suppression, glimpses)
``_raw_ops_special`` (Bessel J / Y / K, Dawson, Ei, Fresnel, Spence, the incomplete gamma's
derivatives), ``_raw_ops_ctc`` (CTC loss and its gradient), ``_raw_ops_pool_more``
(fractional pooling), ``_raw_ops_recurrent`` (the fused LSTM's gradients over a sequence),
``_raw_ops_audio`` (MFCCs) and ``_raw_ops_random`` (gamma, Poisson, bounded truncated normal,
crops, candidate samplers, k-means seeding), all re-exported here.
``UNSUPPORTED`` lists the op families that Ivy has no counterpart for
(``_raw_ops_unsupported``: strings, ``tf.data``, queues and readers, summaries, TPU, quantized
dtypes, ragged and sparse tensors, variables, lookup tables, graph control flow ...).
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Mapping

import ivy

from .._common import unsupported
from . import _creation as _c
from . import _manipulation as _m
from . import linalg as _la
from . import math as _mt
from . import nn as _nn
from ._dtypes import DTYPES
from ._raw_ops_array import *  # noqa: F403 - shapes, diagonals, linear algebra, FFTs, random
from ._raw_ops_array import COMPOSED as _A_COMPOSED
from ._raw_ops_audio import *  # noqa: F403 - MFCCs
from ._raw_ops_audio import COMPOSED as _AUDIO_COMPOSED
from ._raw_ops_ctc import *  # noqa: F403 - CTC loss and its gradient
from ._raw_ops_ctc import COMPOSED as _CTC_COMPOSED
from ._raw_ops_grad import *  # noqa: F403 - gradients of slicing, LRN, 3-D convs; fake quant
from ._raw_ops_grad import COMPOSED as _GRAD_COMPOSED
from ._raw_ops_image import *  # noqa: F403 - resizing, colour, non-max suppression
from ._raw_ops_image import COMPOSED as _IMAGE_COMPOSED
from ._raw_ops_image_more import *  # noqa: F403 - area / kernel resampling, projective transforms
from ._raw_ops_image_more import COMPOSED as _IMAGE_MORE_COMPOSED
from ._raw_ops_math import *  # noqa: F403 - element-wise, special functions, segments, counting
from ._raw_ops_math import COMPOSED as _MATH_COMPOSED
from ._raw_ops_nn import *  # noqa: F403 - gradients, batch normalisation, pooling, convolutions
from ._raw_ops_nn import COMPOSED as _NN_COMPOSED
from ._raw_ops_pool_more import *  # noqa: F403 - fractional pooling and its gradients
from ._raw_ops_pool_more import COMPOSED as _POOL_MORE_COMPOSED
from ._raw_ops_random import *  # noqa: F403 - gamma, Poisson, samplers, k-means seeding
from ._raw_ops_random import COMPOSED as _RANDOM_COMPOSED
from ._raw_ops_recurrent import *  # noqa: F403 - the fused LSTM's gradients over a sequence
from ._raw_ops_recurrent import COMPOSED as _RECURRENT_COMPOSED
from ._raw_ops_special import *  # noqa: F403 - Bessel J / Y / K, Dawson, Ei, Fresnel, Spence
from ._raw_ops_special import COMPOSED as _SPECIAL_COMPOSED
from ._raw_ops_unsupported import FAMILIES, SINGLE
from .tensor import wrap

_I32 = DTYPES["int32"]
_I64 = DTYPES["int64"]

#: functions written as a composition of several Ivy functions
COMPOSED = frozenset({"Select", "SoftmaxCrossEntropyWithLogits",
                      "SparseSoftmaxCrossEntropyWithLogits", "Rsqrt", "Relu6", "SquaredDifference",
                      "DivNoNan", "MulNoNan", "Xlogy", "Xdivy", "StridedSlice", "Slice",
                      "TopKV2", "Unique", "BiasAdd", "L2Loss", "Mean", "ReverseV2"}) | \
    _A_COMPOSED | _MATH_COMPOSED | _NN_COMPOSED | _GRAD_COMPOSED | \
    _IMAGE_COMPOSED | _IMAGE_MORE_COMPOSED | _SPECIAL_COMPOSED | _CTC_COMPOSED | \
    _POOL_MORE_COMPOSED | _RECURRENT_COMPOSED | _AUDIO_COMPOSED | _RANDOM_COMPOSED


# --- arithmetic ---------------------------------------------------------------------------------
def AddV2(*, x, y, name=None):  # noqa: N802 - TensorFlow's op names
    return _mt.add(x, y)


def Add(*, x, y, name=None):  # noqa: N802
    return _mt.add(x, y)


def Sub(*, x, y, name=None):  # noqa: N802
    return _mt.subtract(x, y)


def Mul(*, x, y, name=None):  # noqa: N802
    return _mt.multiply(x, y)


def RealDiv(*, x, y, name=None):  # noqa: N802
    return _mt.realdiv(x, y)


def TruncateDiv(*, x, y, name=None):  # noqa: N802
    return _mt.truncatediv(x, y)


def TruncateMod(*, x, y, name=None):  # noqa: N802
    return _mt.truncatemod(x, y)


def FloorDiv(*, x, y, name=None):  # noqa: N802
    return _mt.floordiv(x, y)


def FloorMod(*, x, y, name=None):  # noqa: N802
    return _mt.floormod(x, y)


def Maximum(*, x, y, name=None):  # noqa: N802
    return _mt.maximum(x, y)


def Minimum(*, x, y, name=None):  # noqa: N802
    return _mt.minimum(x, y)


def Pow(*, x, y, name=None):  # noqa: N802
    return _mt.pow(x, y)


def SquaredDifference(*, x, y, name=None):  # noqa: N802
    return _mt.squared_difference(x, y)


def DivNoNan(*, x, y, name=None):  # noqa: N802
    return _mt.divide_no_nan(x, y)


def MulNoNan(*, x, y, name=None):  # noqa: N802
    return _mt.multiply_no_nan(x, y)


def Xlogy(*, x, y, name=None):  # noqa: N802
    return _mt.xlogy(x, y)


def Xdivy(*, x, y, name=None):  # noqa: N802
    return _mt.xdivy(x, y)


def Atan2(*, y, x, name=None):  # noqa: N802
    return _mt.atan2(y, x)


def AddN(*, inputs, name=None):  # noqa: N802
    return _mt.add_n(inputs)


def Neg(*, x, name=None):  # noqa: N802
    return _mt.negative(x)


def Abs(*, x, name=None):  # noqa: N802
    return _mt.abs(x)


def Sign(*, x, name=None):  # noqa: N802
    return _mt.sign(x)


def Square(*, x, name=None):  # noqa: N802
    return _mt.square(x)


def Exp(*, x, name=None):  # noqa: N802
    return _mt.exp(x)


def Expm1(*, x, name=None):  # noqa: N802
    return _mt.expm1(x)


def Log(*, x, name=None):  # noqa: N802
    return _mt.log(x)


def Log1p(*, x, name=None):  # noqa: N802
    return _mt.log1p(x)


def Sqrt(*, x, name=None):  # noqa: N802
    return _mt.sqrt(x)


def Rsqrt(*, x, name=None):  # noqa: N802
    return _mt.rsqrt(x)


def Reciprocal(*, x, name=None):  # noqa: N802
    return _mt.reciprocal(x)


Inv = Reciprocal


def Sin(*, x, name=None):  # noqa: N802
    return _mt.sin(x)


def Cos(*, x, name=None):  # noqa: N802
    return _mt.cos(x)


def Tan(*, x, name=None):  # noqa: N802
    return _mt.tan(x)


def Asin(*, x, name=None):  # noqa: N802
    return _mt.asin(x)


def Acos(*, x, name=None):  # noqa: N802
    return _mt.acos(x)


def Atan(*, x, name=None):  # noqa: N802
    return _mt.atan(x)


def Sinh(*, x, name=None):  # noqa: N802
    return _mt.sinh(x)


def Cosh(*, x, name=None):  # noqa: N802
    return _mt.cosh(x)


def Tanh(*, x, name=None):  # noqa: N802
    return _mt.tanh(x)


def Sigmoid(*, x, name=None):  # noqa: N802
    return _mt.sigmoid(x)


def Floor(*, x, name=None):  # noqa: N802
    return _mt.floor(x)


def Ceil(*, x, name=None):  # noqa: N802
    return _mt.ceil(x)


def Round(*, x, name=None):  # noqa: N802
    return _mt.round(x)


def Rint(*, x, name=None):  # noqa: N802
    return _mt.rint(x)


def IsNan(*, x, name=None):  # noqa: N802
    return _mt.is_nan(x)


def IsInf(*, x, name=None):  # noqa: N802
    return _mt.is_inf(x)


def IsFinite(*, x, name=None):  # noqa: N802
    return _mt.is_finite(x)


def Real(*, input, Tout=DTYPES["float32"], name=None):  # noqa: N802, N803, A002
    return _mt.real(input)


def Imag(*, input, Tout=DTYPES["float32"], name=None):  # noqa: N802, N803, A002
    return _mt.imag(input)


def Conj(*, input, name=None):  # noqa: N802, A002
    return _mt.conj(input)


# --- comparison and logic -----------------------------------------------------------------------
def Equal(*, x, y, incompatible_shape_error=True, name=None):  # noqa: N802
    return _mt.equal(x, y)


def NotEqual(*, x, y, incompatible_shape_error=True, name=None):  # noqa: N802
    return _mt.not_equal(x, y)


def Less(*, x, y, name=None):  # noqa: N802
    return _mt.less(x, y)


def LessEqual(*, x, y, name=None):  # noqa: N802
    return _mt.less_equal(x, y)


def Greater(*, x, y, name=None):  # noqa: N802
    return _mt.greater(x, y)


def GreaterEqual(*, x, y, name=None):  # noqa: N802
    return _mt.greater_equal(x, y)


def LogicalAnd(*, x, y, name=None):  # noqa: N802
    return _mt.logical_and(x, y)


def LogicalOr(*, x, y, name=None):  # noqa: N802
    return _mt.logical_or(x, y)


def LogicalNot(*, x, name=None):  # noqa: N802
    return _mt.logical_not(x)


def SelectV2(*, condition, t, e, name=None):  # noqa: N802
    return _m.where(condition, t, e)


def Select(*, condition, x, y, name=None):  # noqa: N802
    # TensorFlow's first Select: a vector condition picks whole rows of x / y
    c = _c.convert_to_tensor(condition)
    t = _c.convert_to_tensor(x)
    if c.ndim == 1 and t.ndim > 1:
        c = _m.reshape(c, [-1] + [1] * (t.ndim - 1))
    return _m.where(c, x, y)


def Where(*, condition, name=None):  # noqa: N802
    return _m.where(condition)


def ClipByValue(*, t, clip_value_min, clip_value_max, name=None):  # noqa: N802
    return _m.clip_by_value(t, clip_value_min, clip_value_max)


# --- reductions, scans --------------------------------------------------------------------------
def Sum(*, input, axis, keep_dims=False, name=None):  # noqa: N802, A002
    return _mt.reduce_sum(input, axis, keep_dims)


def Mean(*, input, axis, keep_dims=False, name=None):  # noqa: N802, A002
    return _mt.reduce_mean(input, axis, keep_dims)


def Max(*, input, axis, keep_dims=False, name=None):  # noqa: N802, A002
    return _mt.reduce_max(input, axis, keep_dims)


def Min(*, input, axis, keep_dims=False, name=None):  # noqa: N802, A002
    return _mt.reduce_min(input, axis, keep_dims)


def Prod(*, input, axis, keep_dims=False, name=None):  # noqa: N802, A002
    return _mt.reduce_prod(input, axis, keep_dims)


def All(*, input, axis, keep_dims=False, name=None):  # noqa: N802, A002
    return _mt.reduce_all(input, axis, keep_dims)


def Any(*, input, axis, keep_dims=False, name=None):  # noqa: N802, A002
    return _mt.reduce_any(input, axis, keep_dims)


def ArgMax(*, input, dimension, output_type=_I64, name=None):  # noqa: N802, A002
    return _mt.argmax(input, dimension, output_type)


def ArgMin(*, input, dimension, output_type=_I64, name=None):  # noqa: N802, A002
    return _mt.argmin(input, dimension, output_type)


def Cumsum(*, x, axis, exclusive=False, reverse=False, name=None):  # noqa: N802
    return _mt.cumsum(x, axis, exclusive, reverse)


def Cumprod(*, x, axis, exclusive=False, reverse=False, name=None):  # noqa: N802
    return _mt.cumprod(x, axis, exclusive, reverse)


def TopKV2(*, input, k, sorted=True, index_type=_I32, name=None):  # noqa: N802, A002
    return _mt.top_k(input, k, sorted, index_type)


# --- shapes and indexing ------------------------------------------------------------------------
def Reshape(*, tensor, shape, name=None):  # noqa: N802
    return _m.reshape(tensor, shape)


def Transpose(*, x, perm, name=None):  # noqa: N802
    return _m.transpose(x, perm)


def ConjugateTranspose(*, x, perm, name=None):  # noqa: N802
    return _m.transpose(x, perm, conjugate=True)


def ConcatV2(*, values, axis, name=None):  # noqa: N802
    return _m.concat(values, axis)


def Concat(*, concat_dim, values, name=None):  # noqa: N802
    return _m.concat(values, concat_dim)


def Pack(*, values, axis=0, name=None):  # noqa: N802
    return _m.stack(values, axis)


def Unpack(*, value, num, axis=0, name=None):  # noqa: N802
    return _m.unstack(value, num, axis)


def Squeeze(*, input, axis=(), name=None):  # noqa: N802, A002
    return _m.squeeze(input, list(axis) or None)


def ExpandDims(*, input, axis, name=None):  # noqa: N802, A002
    return _m.expand_dims(input, axis)


def Tile(*, input, multiples, name=None):  # noqa: N802, A002
    return _m.tile(input, multiples)


def BroadcastTo(*, input, shape, name=None):  # noqa: N802, A002
    return _m.broadcast_to(input, shape)


def Pad(*, input, paddings, name=None):  # noqa: N802, A002
    return _m.pad(input, paddings)


def PadV2(*, input, paddings, constant_values, name=None):  # noqa: N802, A002
    return _m.pad(input, paddings, constant_values=constant_values)


def MirrorPad(*, input, paddings, mode, name=None):  # noqa: N802, A002
    return _m.pad(input, paddings, mode=mode)


def GatherV2(*, params, indices, axis, batch_dims=0, name=None):  # noqa: N802
    return _m.gather(params, indices, axis=axis, batch_dims=batch_dims)


def Gather(*, params, indices, validate_indices=True, name=None):  # noqa: N802
    return _m.gather(params, indices, axis=0)


def GatherNd(*, params, indices, bad_indices_policy="", name=None):  # noqa: N802
    return _m.gather_nd(params, indices)


def StridedSlice(*, input, begin, end, strides, begin_mask=0, end_mask=0,  # noqa: N802, A002
                 ellipsis_mask=0, new_axis_mask=0, shrink_axis_mask=0, name=None):
    return _m.strided_slice(input, begin, end, strides, begin_mask, end_mask, ellipsis_mask,
                            new_axis_mask, shrink_axis_mask)


def Slice(*, input, begin, size, name=None):  # noqa: N802, A002
    return _m.slice(input, begin, size)


def ReverseV2(*, tensor, axis, name=None):  # noqa: N802
    return _m.reverse(tensor, axis)


def Roll(*, input, shift, axis, name=None):  # noqa: N802, A002
    return _m.roll(input, shift, axis)


def ScatterNd(*, indices, updates, shape, bad_indices_policy="", name=None):  # noqa: N802
    return _m.scatter_nd(indices, updates, shape)


def TensorScatterUpdate(*, tensor, indices, updates, bad_indices_policy="",  # noqa: N802
                        name=None):
    return _m.tensor_scatter_nd_update(tensor, indices, updates)


def TensorScatterAdd(*, tensor, indices, updates, bad_indices_policy="",  # noqa: N802
                     name=None):
    return _m.tensor_scatter_nd_add(tensor, indices, updates)


def TensorScatterSub(*, tensor, indices, updates, bad_indices_policy="",  # noqa: N802
                     name=None):
    return _m.tensor_scatter_nd_sub(tensor, indices, updates)


def TensorScatterMax(*, tensor, indices, updates, bad_indices_policy="",  # noqa: N802
                     name=None):
    return _m.tensor_scatter_nd_max(tensor, indices, updates)


def TensorScatterMin(*, tensor, indices, updates, bad_indices_policy="",  # noqa: N802
                     name=None):
    return _m.tensor_scatter_nd_min(tensor, indices, updates)


def Unique(*, x, out_idx=_I32, name=None):  # noqa: N802
    return _m.unique(x, out_idx)


def UniqueWithCounts(*, x, out_idx=_I32, name=None):  # noqa: N802
    return _m.unique_with_counts(x, out_idx)


def OneHot(*, indices, depth, on_value, off_value, axis=-1, name=None):  # noqa: N802
    return _c.one_hot(indices, depth, on_value, off_value, axis)


# --- creation, conversion, identity -------------------------------------------------------------
def Const(*, value, dtype, name=None):  # noqa: N802
    return _c.constant(value, dtype)


def Cast(*, x, DstT, Truncate=False, name=None):  # noqa: N802, N803
    return _c.cast(x, DstT)


def Fill(*, dims, value, name=None):  # noqa: N802
    return _c.fill(dims, value)


def ZerosLike(*, x, name=None):  # noqa: N802
    return _c.zeros_like(x)


def OnesLike(*, x, name=None):  # noqa: N802
    return _c.ones_like(x)


def Range(*, start, limit, delta, name=None):  # noqa: N802
    return _c.range(start, limit, delta)


def LinSpace(*, start, stop, num, name=None):  # noqa: N802
    return _c.linspace(start, stop, num)


def Shape(*, input, out_type=_I32, name=None):  # noqa: N802, A002
    return _c.shape(input, out_type)


def ShapeN(*, input, out_type=_I32, name=None):  # noqa: N802, A002
    return [_c.shape(i, out_type) for i in input]


def Size(*, input, out_type=_I32, name=None):  # noqa: N802, A002
    return _c.size(input, out_type)


def Rank(*, input, name=None):  # noqa: N802, A002
    return _c.rank(input)


def Identity(*, input, name=None):  # noqa: N802, A002
    return _c.identity(input)


def IdentityN(*, input, name=None):  # noqa: N802, A002
    return _c.identity_n(input)


Snapshot = Identity


def StopGradient(*, input, name=None):  # noqa: N802, A002
    return _c.stop_gradient(input)


def PreventGradient(*, input, message="", name=None):  # noqa: N802, A002
    return _c.stop_gradient(input)


# --- linear algebra -----------------------------------------------------------------------------
def MatMul(*, a, b, transpose_a=False, transpose_b=False, grad_a=False,  # noqa: N802
           grad_b=False, name=None):
    return _la.matmul(a, b, transpose_a=transpose_a, transpose_b=transpose_b)


def BatchMatMulV2(*, x, y, adj_x=False, adj_y=False, grad_x=False, grad_y=False,  # noqa: N802
                  name=None):
    return _la.matmul(x, y, adjoint_a=adj_x, adjoint_b=adj_y)


def BatchMatMulV3(*, x, y, Tout, adj_x=False, adj_y=False, grad_x=False,  # noqa: N802, N803
                  grad_y=False, name=None):
    return _la.matmul(x, y, adjoint_a=adj_x, adjoint_b=adj_y, output_type=Tout)


def Einsum(*, inputs, equation, name=None):  # noqa: N802
    return _la.einsum(equation, *inputs)


def MatrixInverse(*, input, adjoint=False, name=None):  # noqa: N802, A002
    return _la.inv(input, adjoint)


def MatrixDeterminant(*, input, name=None):  # noqa: N802, A002
    return _la.det(input)


def LogMatrixDeterminant(*, input, name=None):  # noqa: N802, A002
    return _la.slogdet(input)


def MatrixSolve(*, matrix, rhs, adjoint=False, name=None):  # noqa: N802
    return _la.solve(matrix, rhs, adjoint)


def Cholesky(*, input, name=None):  # noqa: N802, A002
    return _la.cholesky(input)


def Qr(*, input, full_matrices=False, name=None):  # noqa: N802, A002
    return _la.qr(input, full_matrices)


def Svd(*, input, compute_uv=True, full_matrices=False, name=None):  # noqa: N802, A002
    if not compute_uv:
        s = _la.svd(input, full_matrices, compute_uv=False)
        return s, wrap(ivy.zeros((0,), dtype=s._data.dtype)), wrap(ivy.zeros((0,),
                                                                             dtype=s._data.dtype))
    return _la.svd(input, full_matrices)


def SelfAdjointEigV2(*, input, compute_v=True, name=None):  # noqa: N802, A002
    e, v = _la.eigh(input)
    return (e, v) if compute_v else (e, wrap(ivy.zeros((0,), dtype=e._data.dtype)))


def MatrixBandPart(*, input, num_lower, num_upper, name=None):  # noqa: N802, A002
    return _la.band_part(input, num_lower, num_upper)


def Cross(*, a, b, name=None):  # noqa: N802
    return _la.cross(a, b)


# --- neural networks ----------------------------------------------------------------------------
def Relu(*, features, name=None):  # noqa: N802
    return _nn.relu(features)


def Relu6(*, features, name=None):  # noqa: N802
    return _nn.relu6(features)


def Elu(*, features, name=None):  # noqa: N802
    return _nn.elu(features)


def Selu(*, features, name=None):  # noqa: N802
    return _nn.selu(features)


def LeakyRelu(*, features, alpha=0.2, name=None):  # noqa: N802
    return _nn.leaky_relu(features, alpha)


def Softplus(*, features, name=None):  # noqa: N802
    return _nn.softplus(features)


def Softsign(*, features, name=None):  # noqa: N802
    return _nn.softsign(features)


def Softmax(*, logits, name=None):  # noqa: N802
    return _nn.softmax(logits)


def LogSoftmax(*, logits, name=None):  # noqa: N802
    return _nn.log_softmax(logits)


def BiasAdd(*, value, bias, data_format="NHWC", name=None):  # noqa: N802
    return _nn.bias_add(value, bias, data_format)


def Conv2D(*, input, filter, strides, padding, use_cudnn_on_gpu=True,  # noqa: N802, A002
           explicit_paddings=(), data_format="NHWC", dilations=(1, 1, 1, 1), name=None):
    if padding == "EXPLICIT":
        p = list(explicit_paddings)
        padding = [p[i:i + 2] for i in range(0, len(p), 2)]
    return _nn.conv2d(input, filter, strides, padding, data_format, dilations)


def Conv3D(*, input, filter, strides, padding, data_format="NDHWC",  # noqa: N802, A002
           dilations=(1, 1, 1, 1, 1), name=None):
    return _nn.convolution(input, filter, strides, padding, data_format, dilations)


def MaxPool(*, input, ksize, strides, padding, explicit_paddings=(),  # noqa: N802, A002
            data_format="NHWC", name=None):
    return _nn.max_pool(input, ksize, strides, padding, data_format)


def MaxPoolV2(*, input, ksize, strides, padding, data_format="NHWC", name=None):  # noqa: N802,A002
    return _nn.max_pool(input, ksize, strides, padding, data_format)


def AvgPool(*, value, ksize, strides, padding, data_format="NHWC", name=None):  # noqa: N802
    return _nn.avg_pool(value, ksize, strides, padding, data_format)


def L2Loss(*, t, name=None):  # noqa: N802
    return _nn.l2_loss(t)


_Loss = namedtuple("SoftmaxCrossEntropyWithLogits", ["loss", "backprop"])


def SoftmaxCrossEntropyWithLogits(*, features, labels, name=None):  # noqa: N802
    loss = _nn.softmax_cross_entropy_with_logits(labels, features)
    return _Loss(loss, _mt.subtract(_nn.softmax(features), labels))


def SparseSoftmaxCrossEntropyWithLogits(*, features, labels, name=None):  # noqa: N802
    loss = _nn.sparse_softmax_cross_entropy_with_logits(labels, features)
    probs = _nn.softmax(features)
    onehot = _c.one_hot(labels, probs.shape[-1], dtype=probs.dtype)
    return _Loss(loss, _mt.subtract(probs, onehot))


# --- what Ivy has no counterpart for ------------------------------------------------------------
class _ByFamily(Mapping):
    """``UNSUPPORTED`` of ``raw_ops``: a name belongs when its op family has no Ivy counterpart
    (``_raw_ops_unsupported.FAMILIES``: strings, tf.data, queues, summaries, TPU, quantized
    dtypes, ragged and sparse tensors, variables, tables ...); the reason is the family's."""

    def __getitem__(self, name):
        if name in globals():
            raise KeyError(name)
        for test, why in FAMILIES:
            if test(name):
                return why or SINGLE[name]
        raise KeyError(name)

    def __iter__(self):
        return iter(())

    def __len__(self):
        return 0


#: names of ``tf.raw_ops`` the frontend knows it cannot offer, with the reason
UNSUPPORTED = _ByFamily()


def __getattr__(name):
    if name in UNSUPPORTED:
        return unsupported("tf", f"raw_ops.{name}", UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.tensorflow.raw_ops' has no attribute {name!r}")
