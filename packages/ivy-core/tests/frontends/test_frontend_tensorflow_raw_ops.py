"""The tensorflow frontend's ``tf.raw_ops`` of ``_raw_ops_math`` / ``_raw_ops_nn`` /
``_raw_ops_array`` against ``tf.raw_ops`` itself (same inputs, values and dtypes; where
TensorFlow is not installed, against the frontend on the NumPy backend, as
``_frontend_harness`` does), their clear errors, and the unsupported op families."""

import os

import ivy
import ivy.frontends.tensorflow as ftf
import numpy as np
import pytest
from _frontend_harness import _compare, check, has_real, run_frontend, run_real
from _harness import BACKEND, native, numpy_of

HAS_TF = has_real("tensorflow")
RNG = np.random.default_rng(3)
A = np.array([[1.5, -2.0, 3.0], [0.5, 4.0, -1.0]], np.float32)
B = np.array([[2.0, 1.0, -3.0], [0.25, -4.0, 2.0]], np.float32)
P = np.array([[0.2, 0.5, 0.9], [0.7, 0.1, 0.4]], np.float32)  # in (0, 1)
I = np.array([[7, -7, 2], [3, 0, -5]], np.int32)  # noqa: E741
J = np.array([[2, 3, 1], [1, 2, 3]], np.int32)
IMG = RNG.normal(size=(2, 5, 4, 3)).astype(np.float32)
K2 = RNG.normal(size=(3, 2, 3, 4)).astype(np.float32)
KD = RNG.normal(size=(2, 2, 3, 2)).astype(np.float32)
G_SAME = RNG.normal(size=(2, 5, 4, 4)).astype(np.float32)  # conv2d(IMG, K2, 1, SAME)'s shape
G_POOL = RNG.normal(size=(2, 2, 2, 3)).astype(np.float32)  # 2x2 / 2 VALID pool of IMG
G_POOLS = RNG.normal(size=(2, 3, 2, 3)).astype(np.float32)  # 3x3 / 2 SAME pool of IMG
G_DW = RNG.normal(size=(2, 5, 4, 6)).astype(np.float32)
VOL = RNG.normal(size=(1, 3, 4, 3, 2)).astype(np.float32)
K3 = RNG.normal(size=(2, 2, 1, 2, 3)).astype(np.float32)
G3 = RNG.normal(size=(1, 3, 2, 3, 3)).astype(np.float32)  # conv3d(VOL, K3, (1, 2, 1), SAME)
G3P = RNG.normal(size=(1, 2, 2, 2, 2)).astype(np.float32)  # 2x2x2 / 2 SAME pool of VOL
KM = RNG.normal(size=(2, 2, 3)).astype(np.float32)
POOLED3 = np.pad(VOL, [(0, 0), (0, 1), (0, 0), (0, 1), (0, 0)], constant_values=-np.inf) \
    .reshape(1, 2, 2, 2, 2, 2, 2, 2).max(axis=(2, 4, 6))  # 2x2x2 / 2 SAME max pool of VOL
I4 = RNG.integers(0, 9, size=(1, 4, 3, 2)).astype(np.int32)
G_UP = RNG.normal(size=(2, 8, 6, 3)).astype(np.float32)
CROP_BOXES = np.array([[0.1, 0.2, 0.8, 0.9], [-0.2, 0.5, 0.4, 1.3], [0.9, 0.7, 0.2, 0.1]],
                      np.float32)
X_T = RNG.normal(size=(2, 4)).astype(np.float32)
H_T = RNG.normal(size=(2, 3)).astype(np.float32)
W_LSTM = RNG.normal(size=(7, 12)).astype(np.float32) / 2
B_LSTM = RNG.normal(size=(12,)).astype(np.float32) / 2
G_T = RNG.normal(size=(2, 3)).astype(np.float32)
_SIG = RNG.uniform(0.1, 0.9, size=(6, 2, 3)).astype(np.float32)  # gate-like values in (0, 1)
LSTM_FWD = {"i": _SIG[0], "cs": H_T * 0.7, "f": _SIG[1], "o": _SIG[2], "ci": _SIG[3] - 0.5,
            "co": np.tanh(H_T * 0.7)}
GRU_FWD = {"r": _SIG[3], "u": _SIG[4], "c": _SIG[5] - 0.5}
CTC_IN = np.log(RNG.dirichlet(np.ones(4), size=(5, 2))).astype(np.float32)
CTC_IN[1, 0] = CTC_IN[0, 0]  # a repeat for merge_repeated
RGB = RNG.uniform(size=(2, 3, 4, 3)).astype(np.float32)
BOXES = np.array([[0, 0, 1, 1], [0, 0.1, 1, 1.1], [0, -0.1, 1, 0.9], [0, 10, 1, 11],
                  [1, 10.1, 0, 11.1], [0, 100, 1, 101]], np.float32)
SCORES = np.array([0.9, 0.75, 0.6, 0.95, 0.5, 0.3], np.float32)
POOLED = IMG[:, :4].reshape(2, 2, 2, 2, 2, 3).max(axis=(2, 4))  # 2x2 / 2 VALID max pool
_SQ_SUM = np.pad(IMG ** 2, [(0, 0)] * 3 + [(1, 1)])
LRN_OUT = IMG * (2.0 + 0.5 * (_SQ_SUM[..., :-2] + _SQ_SUM[..., 1:-1] + _SQ_SUM[..., 2:])) ** -0.75
SC = np.array([1.5, 0.5, 2.0], np.float32)
OF = np.array([0.1, -0.2, 0.3], np.float32)
MU = np.array([0.1, 0.0, -0.1], np.float32)
VA = np.array([1.0, 2.0, 0.5], np.float32)
SQ = RNG.normal(size=(3, 3)).astype(np.float64) + 3 * np.eye(3)
SPD = SQ @ SQ.T
C64 = (RNG.normal(size=(2, 4)) + 1j * RNG.normal(size=(2, 4))).astype(np.complex64)
SEG = np.array([0, 0, 1, 3], np.int32)
DATA = RNG.normal(size=(4, 2)).astype(np.float32)
S1 = np.array([2, 1, 3], np.int32)
S2 = np.array([4, 1], np.int32)
_CONV = {"strides": [1, 1, 1, 1], "padding": "SAME"}
# both sides of each special function's pieces (Bessel: 2 and 5; Dawson: 3.25, 6.25; Ei: 2, 4,
# 8, 16, 32, 64; Fresnel: 1.6; Spence: 1/2, 3/2, 2) and the edges (0, 1, negative)
XSP = np.array([-40.0, -7.5, -3.0, -0.4, 0.0, 1e-6, 0.3, 1.0, 1.6, 1.9, 2.2, 4.8, 5.3, 7.0, 12.0,
                20.0, 40.0, 70.0], np.float32)
XSP64 = XSP.astype(np.float64)
PROJ = np.array([[1.1, 0.2, -0.7, -0.3, 0.9, 0.4, 0.02, -0.03],
                 [0.8, -0.4, 1.3, 0.5, 1.2, -1.6, 0.0, 0.0]], np.float32)  # per image of IMG
DRAW = RNG.uniform(size=(2, 7, 8, 3)).astype(np.float32)
DRAW_BOXES = np.array([[[0.1, 0.2, 0.8, 0.9], [-0.2, 0.5, 0.4, 1.3], [0.9, 0.7, 0.2, 0.1]],
                       [[0.3, 0.3, 0.6, 0.7], [1.2, 0.1, 1.5, 0.5], [-0.5, -0.5, 0.5, 0.5]]],
                      np.float32)  # drawn, clipped, inverted, outside, two sides outside
GLIMPSE = {"size": np.array([3, 2], np.int32), "uniform_noise": False, "noise": "zero",
           "offsets": np.array([[0.1, -0.2], [-0.9, 0.95]], np.float32)}
CTC_X = RNG.normal(size=(6, 3, 5)).astype(np.float32)  # logits [T, B, C]
CTC_LABELS = {"labels_indices": np.array([[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2], [2, 0]],
                                         np.int64),
              "labels_values": np.array([1, 1, 2, 3, 0, 3, 2], np.int32),
              "sequence_length": np.array([6, 5, 2], np.int32)}  # a repeat, a short sequence
FRAC_X = RNG.normal(size=(2, 7, 9, 3)).astype(np.float32)
FRAC_SEQ = {"row_pooling_sequence": np.array([0, 2, 4, 5, 7], np.int64),
            "col_pooling_sequence": np.array([0, 1, 3, 5, 7, 9], np.int64)}
FRAC_G = RNG.normal(size=(2, 4, 5, 3)).astype(np.float32)


def _frac_max(x, r, c, overlapping):
    e = int(overlapping)
    return np.array([[x[:, r[i]:r[i + 1] + e, c[j]:c[j + 1] + e].max(axis=(1, 2))
                      for j in range(len(c) - 1)] for i in range(len(r) - 1)]).transpose(2, 0, 1, 3)


_SEQ_SIG = RNG.uniform(0.1, 0.9, size=(4, 3, 2, 3)).astype(np.float32)
_SEQ_CS = RNG.normal(size=(3, 2, 3)).astype(np.float32)
BLOCK_LSTM_FWD = {"i": _SEQ_SIG[0], "f": _SEQ_SIG[1], "o": _SEQ_SIG[2], "ci": _SEQ_SIG[3] - 0.5,
                  "cs": _SEQ_CS, "co": np.tanh(_SEQ_CS), "h": np.tanh(_SEQ_CS) * _SEQ_SIG[2]}
BLOCK_LSTM_IN = {"x": np.stack([X_T, X_T[::-1], X_T * 2]), "cs_prev": H_T,
                 "h_prev": H_T[::-1].copy(), "w": W_LSTM, "wci": H_T[0], "wcf": H_T[1],
                 "wco": H_T[0] * 2, "b": B_LSTM, **BLOCK_LSTM_FWD,
                 "cs_grad": RNG.normal(size=(3, 2, 3)).astype(np.float32),
                 "h_grad": RNG.normal(size=(3, 2, 3)).astype(np.float32)}
SPEC = np.square(RNG.normal(size=(2, 5, 33))).astype(np.float32)  # a power spectrogram
GA = np.array([0.3, 1.0, 2.5, 4.0, 9.0, 30.0, 2.0, 0.5], np.float64)  # gamma shapes, x below
GX = np.array([0.2, 3.0, 2.5, 0.7, 12.0, 25.0, 0.0, 1.5], np.float64)

RAW = [
    # element-wise
    ("Acosh", {"x": np.abs(A) + 1}), ("Asinh", {"x": A}), ("Atanh", {"x": P}),
    ("Angle", {"input": C64}), ("ComplexAbs", {"x": C64}),
    ("Complex", {"real": A, "imag": B}), ("Div", {"x": I, "y": J}), ("Div", {"x": A, "y": B}),
    ("Mod", {"x": I, "y": J}), ("NextAfter", {"x1": A, "x2": B}),
    ("Xlog1py", {"x": A, "y": P}), ("ApproximateEqual", {"x": A, "y": A + 1e-6}),
    ("BitwiseAnd", {"x": I, "y": J}), ("BitwiseOr", {"x": I, "y": J}),
    ("BitwiseXor", {"x": I, "y": J}), ("Invert", {"x": I}), ("LeftShift", {"x": I, "y": J}),
    ("RightShift", {"x": I, "y": J}), ("Erf", {"x": A}), ("Erfc", {"x": A}),
    ("Erfinv", {"x": P}), ("Ndtri", {"x": P}), ("Lgamma", {"x": np.abs(A) + 0.5}),
    ("Digamma", {"x": np.abs(A) + 0.5}), ("Igamma", {"a": np.abs(A) + 1, "x": np.abs(B)}),
    ("Igammac", {"a": np.abs(A) + 1, "x": np.abs(B)}),
    ("Betainc", {"a": np.abs(A) + 1, "b": np.abs(B) + 1, "x": P}),
    ("Polygamma", {"a": np.ones_like(A), "x": np.abs(A) + 1}),
    ("Zeta", {"x": np.abs(A) + 2, "q": np.abs(B) + 1}), ("BesselI0", {"x": A}),
    ("BesselI1e", {"x": A}),
    ("BesselI1", {"x": A}),
    ("BesselI0e", {"x": XSP}), ("BesselJ0", {"x": XSP}), ("BesselJ1", {"x": XSP64}),
    ("BesselY0", {"x": XSP64}), ("BesselY1", {"x": XSP}), ("BesselK0", {"x": XSP64}),
    ("BesselK0e", {"x": XSP}), ("BesselK1", {"x": XSP}), ("BesselK1e", {"x": XSP64}),
    ("Dawsn", {"x": XSP64}), ("Expint", {"x": XSP}), ("Expint", {"x": XSP64}),
    ("FresnelCos", {"x": XSP}), ("FresnelSin", {"x": XSP64}), ("Spence", {"x": XSP64 / 5}),
    ("Spence", {"x": XSP}), ("IgammaGradA", {"a": GA, "x": GX}),
    ("IgammaGradA", {"a": GA.astype(np.float32), "x": GX[::-1].astype(np.float32)}),
    ("RandomGammaGrad", {"alpha": GA, "sample": GX}),
    ("RandomGammaGrad", {"alpha": GA[:, None].astype(np.float32),
                         "sample": GX[None, ::-1].astype(np.float32)}),
    # reductions, segments, counting, searching
    ("EuclideanNorm", {"input": A, "axis": 1, "keep_dims": True}),
    ("CumulativeLogsumexp", {"x": A, "axis": 1, "reverse": True}),
    ("SegmentSum", {"data": DATA, "segment_ids": SEG}),
    ("SegmentMax", {"data": DATA, "segment_ids": SEG}),
    ("SegmentMean", {"data": DATA, "segment_ids": SEG}),
    ("SegmentMin", {"data": DATA, "segment_ids": SEG}),
    ("SegmentProd", {"data": DATA, "segment_ids": SEG}),
    ("UnsortedSegmentSum", {"data": DATA, "segment_ids": SEG[::-1].copy(), "num_segments": 5}),
    ("UnsortedSegmentMax", {"data": DATA, "segment_ids": SEG[::-1].copy(), "num_segments": 4}),
    ("UnsortedSegmentProd", {"data": DATA, "segment_ids": SEG, "num_segments": 4}),
    ("SparseSegmentSum", {"data": DATA, "indices": np.array([3, 0, 1]),
                          "segment_ids": np.array([0, 0, 2], np.int32)}),
    ("UnsortedSegmentMin", {"data": DATA, "segment_ids": SEG[::-1].copy(), "num_segments": 4}),
    ("SparseSegmentMean", {"data": DATA, "indices": np.array([3, 0, 1]),
                           "segment_ids": np.array([0, 0, 2], np.int32)}),
    ("SparseSegmentSqrtNWithNumSegments", {"data": DATA, "indices": np.array([3, 0, 1]),
                                           "segment_ids": np.array([0, 0, 2], np.int32),
                                           "num_segments": 4}),
    ("Bincount", {"arr": np.array([1, 3, 1, 0], np.int32), "size": 5,
                  "weights": np.array([], np.float32)}),
    ("DenseBincount", {"input": np.array([[1, 3, 1], [0, 0, 2]], np.int32), "size": 4,
                       "weights": np.array([], np.int32), "binary_output": True}),
    ("HistogramFixedWidth", {"values": A, "value_range": np.array([-2.0, 4.0], np.float32),
                             "nbins": 4}),
    ("InvertPermutation", {"x": np.array([2, 0, 1], np.int32)}),
    ("InTopKV2", {"predictions": A, "targets": np.array([2, 0], np.int32), "k": 1}),
    ("NthElement", {"input": A, "n": 1, "reverse": True}),
    ("ListDiff", {"x": np.array([1, 2, 3, 4], np.int32), "y": np.array([2, 4], np.int32)}),
    ("Bucketize", {"input": A, "boundaries": [-1.0, 0.0, 2.0]}),
    ("LowerBound", {"sorted_inputs": np.array([[1, 3, 5]], np.int32),
                    "values": np.array([[3, 6, 0]], np.int32)}),
    ("UpperBound", {"sorted_inputs": np.array([[1, 3, 5]], np.int32),
                    "values": np.array([[3, 6, 0]], np.int32)}),
    # gradients of activations
    ("ReluGrad", {"gradients": B, "features": A}), ("Relu6Grad", {"gradients": B,
                                                                  "features": A * 2}),
    ("LeakyReluGrad", {"gradients": B, "features": A, "alpha": 0.3}),
    ("EluGrad", {"gradients": B, "outputs": A}), ("SeluGrad", {"gradients": B, "outputs": A}),
    ("SoftplusGrad", {"gradients": B, "features": A}),
    ("SoftsignGrad", {"gradients": B, "features": A}), ("SigmoidGrad", {"y": P, "dy": B}),
    ("TanhGrad", {"y": P, "dy": B}), ("SqrtGrad", {"y": P, "dy": B}),
    ("RsqrtGrad", {"y": P, "dy": B}), ("ReciprocalGrad", {"y": P, "dy": B}),
    ("BiasAddGrad", {"out_backprop": IMG}),
    ("BiasAddGrad", {"out_backprop": IMG, "data_format": "NCHW"}),
    ("BiasAddV1", {"value": A, "bias": SC}),
    # convolutions, pooling and their gradients
    ("Conv2DBackpropInput", {"input_sizes": np.array(IMG.shape, np.int32), "filter": K2,
                             "out_backprop": G_SAME, **_CONV}),
    ("Conv2DBackpropFilter", {"input": IMG, "filter_sizes": np.array(K2.shape, np.int32),
                              "out_backprop": G_SAME, **_CONV}),
    ("DepthwiseConv2dNative", {"input": IMG, "filter": KD, **_CONV}),
    ("DepthwiseConv2dNativeBackpropInput", {"input_sizes": np.array(IMG.shape, np.int32),
                                            "filter": KD, "out_backprop": G_DW, **_CONV}),
    ("DepthwiseConv2dNativeBackpropFilter", {"input": IMG,
                                             "filter_sizes": np.array(KD.shape, np.int32),
                                             "out_backprop": G_DW, **_CONV}),
    ("MaxPoolGrad", {"orig_input": IMG, "orig_output": np.zeros_like(G_POOL), "grad": G_POOL,
                     "ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1], "padding": "VALID"}),
    ("MaxPoolGrad", {"orig_input": IMG, "orig_output": np.zeros_like(G_POOLS), "grad": G_POOLS,
                     "ksize": [1, 3, 3, 1], "strides": [1, 2, 2, 1], "padding": "SAME"}),
    ("MaxPoolWithArgmax", {"input": IMG, "ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1],
                           "padding": "VALID"}),
    ("AvgPoolGrad", {"orig_input_shape": np.array(IMG.shape, np.int32), "grad": G_POOLS,
                     "ksize": [1, 3, 3, 1], "strides": [1, 2, 2, 1], "padding": "SAME"}),
    ("AvgPoolGrad", {"orig_input_shape": np.array(IMG.shape, np.int32), "grad": G_POOL,
                     "ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1], "padding": "VALID"}),
    ("LRN", {"input": IMG, "depth_radius": 1, "bias": 2.0, "alpha": 0.5, "beta": 0.75}),
    ("FractionalMaxPool", {"value": IMG[:, :4], "pooling_ratio": [1.0, 2.0, 2.0, 1.0]}),
    ("FractionalAvgPool", {"value": IMG[:, :4], "pooling_ratio": [1.0, 2.0, 2.0, 1.0],
                           "overlapping": True}),  # (sizes divided: TensorFlow's sequences)
    ("FractionalMaxPoolGrad", {"orig_input": FRAC_X, "out_backprop": FRAC_G, **FRAC_SEQ,
                               "orig_output": _frac_max(FRAC_X, *FRAC_SEQ.values(), False)}),
    ("FractionalMaxPoolGrad", {"orig_input": FRAC_X.astype(np.float64),
                               "orig_output": _frac_max(FRAC_X, *FRAC_SEQ.values(), True)
                               .astype(np.float64),
                               "out_backprop": FRAC_G.astype(np.float64), **FRAC_SEQ,
                               "overlapping": True}),
    ("FractionalAvgPoolGrad", {"orig_input_tensor_shape": np.array(FRAC_X.shape, np.int64),
                               "out_backprop": FRAC_G, **FRAC_SEQ, "overlapping": True}),
    # batch normalisation
    ("FusedBatchNormV3", {"x": IMG, "scale": SC, "offset": OF, "mean": np.array([], np.float32),
                          "variance": np.array([], np.float32)}),
    ("FusedBatchNormV3", {"x": IMG, "scale": SC, "offset": OF, "mean": MU, "variance": VA,
                          "is_training": False}),
    ("FusedBatchNorm", {"x": IMG, "scale": SC, "offset": OF, "mean": MU, "variance": VA,
                        "exponential_avg_factor": 0.25}),
    ("FusedBatchNormGradV3", {"y_backprop": IMG[::-1].copy(), "x": IMG, "scale": SC,
                              "reserve_space_1": IMG.mean((0, 1, 2)),
                              "reserve_space_2": IMG.var((0, 1, 2)),
                              "reserve_space_3": np.array([], np.float32)}),
    ("FusedBatchNormGrad", {"y_backprop": IMG[::-1].copy(), "x": IMG, "scale": SC,
                            "reserve_space_1": MU, "reserve_space_2": VA,
                            "is_training": False}),
    ("DataFormatDimMap", {"x": np.array([0, 1, 3, -1], np.int32)}),
    ("DataFormatVecPermute", {"x": np.array([2, 5, 4, 3], np.int32)}),
    # shapes
    ("BroadcastArgs", {"s0": S1, "s1": S2}),
    ("BroadcastGradientArgs", {"s0": S1, "s1": S2}),
    ("BroadcastGradientArgs", {"s0": np.array([1, 1], np.int32), "s1": np.array([3, 1], np.int32)}),
    ("ConcatOffset", {"concat_dim": 1, "shape": [S1, np.array([2, 4, 3], np.int32)]}),
    ("Split", {"axis": 3, "value": IMG, "num_split": 3}),
    ("SplitV", {"value": A, "size_splits": [1, -1], "axis": 1, "num_split": 2}),
    ("Reverse", {"tensor": A, "dims": np.array([False, True])}),
    ("ReverseSequence", {"input": A, "seq_lengths": np.array([2, 3]), "seq_dim": 1}),
    ("SpaceToBatchND", {"input": IMG[:, :4], "block_shape": [2, 2],
                        "paddings": [[0, 0], [0, 0]]}),
    ("SpaceToBatch", {"input": IMG[:, :4], "paddings": [[0, 0], [1, 1]], "block_size": 2}),
    ("BatchToSpaceND", {"input": np.arange(32, dtype=np.float32).reshape(4, 2, 2, 2),
                        "block_shape": [2, 2], "crops": [[0, 0], [0, 1]]}),
    ("UniqueV2", {"x": np.array([4, 1, 4, 2], np.int32), "axis": np.array([0])}),
    ("UniqueWithCountsV2", {"x": np.array([4, 1, 4, 2], np.int32), "axis": np.array([], np.int32)}),
    ("ParallelConcat", {"values": [A[:1], B[1:]], "shape": [2, 3]}),
    ("InplaceSub", {"x": A, "i": np.array([1, 0], np.int32), "v": B}),
    ("PlaceholderWithDefault", {"input": A, "shape": [2, 3]}),
    ("CheckNumerics", {"tensor": A, "message": "ok"}),
    ("BatchToSpace", {"input": np.arange(32, dtype=np.float32).reshape(4, 2, 2, 2),
                      "crops": [[0, 0], [1, 0]], "block_size": 2}),
    ("SpaceToDepth", {"input": IMG[:, :4], "block_size": 2}),
    ("DepthToSpace", {"input": G_SAME, "block_size": 2}),
    ("ExtractImagePatches", {"images": IMG, "ksizes": [1, 2, 2, 1], "strides": [1, 2, 1, 1],
                             "rates": [1, 1, 1, 1], "padding": "SAME"}),
    ("DynamicPartition", {"data": DATA, "partitions": np.array([1, 0, 1, 1], np.int32),
                          "num_partitions": 2}),
    ("DynamicStitch", {"indices": [np.array([0, 2], np.int32), np.array([1], np.int32)],
                       "data": [A[:, :2].T.copy(), A[:1, :2]]}),
    ("UnravelIndex", {"indices": np.array([1, 5], np.int32), "dims": np.array([2, 3], np.int32)}),
    ("InplaceAdd", {"x": A, "i": np.array([1], np.int32), "v": B[:1]}),
    ("InplaceUpdate", {"x": A, "i": np.array([0], np.int32), "v": B[1:]}),
    ("SparseToDense", {"sparse_indices": np.array([[0, 1], [1, 2]], np.int32),
                       "output_shape": np.array([2, 3], np.int32),
                       "sparse_values": np.array([5.0, 6.0], np.float32),
                       "default_value": np.array(-1.0, np.float32)}),
    ("ScatterNdNonAliasingAdd", {"input": A, "indices": np.array([[0, 1]]),
                                 "updates": np.array([9.0], np.float32)}),
    ("EnsureShape", {"input": A, "shape": [2, None]}), ("ToBool", {"input": A}),
    ("Empty", {"shape": np.array([2, 1], np.int32), "dtype": ftf.float32, "init": True}),
    # diagonals and linear algebra
    ("Diag", {"diagonal": A}), ("DiagPart", {"input": np.diag([1.0, 2.0, 3.0])}),
    ("MatrixDiag", {"diagonal": A}), ("MatrixDiagPartV3", {"input": SQ, "k": 0,
                                                           "padding_value": 0.0}),
    ("MatrixSetDiag", {"input": SQ, "diagonal": np.array([1.0, 2.0, 3.0])}),
    ("BatchMatMul", {"x": A[None], "y": B[None], "adj_y": True}),
    ("MatrixDiagPart", {"input": SQ}), ("MatrixDiagPartV2", {"input": SQ, "k": 1,
                                                             "padding_value": 0.0}),
    ("MatrixDiagV2", {"diagonal": A, "k": 0, "num_rows": -1, "num_cols": -1,
                      "padding_value": 0.0}),
    ("MatrixSetDiagV3", {"input": SQ, "diagonal": np.array([1.0, 2.0, 3.0]), "k": 0}),
    ("SparseMatMul", {"a": A, "b": B, "transpose_b": True}),
    ("Lu", {"input": SQ}),
    ("BandedTriangularSolve", {"matrix": np.stack([SQ[0], SQ[1] + 5]), "rhs": SQ}),
    ("MatrixTriangularSolve", {"matrix": np.tril(SQ), "rhs": SQ[:, :2].copy()}),
    ("MatrixSolveLs", {"matrix": SQ, "rhs": SQ[:, :1].copy(), "l2_regularizer": 0.0}),
    ("TridiagonalMatMul", {"superdiag": SQ[:1], "maindiag": SQ[1:2], "subdiag": SQ[2:],
                           "rhs": SQ}),
    ("TridiagonalSolve", {"diagonals": np.stack([SQ[0], SQ[1] + 5, SQ[2]]), "rhs": SQ}),
    # gradients of slicing, LRN, max pooling's gradient, sparse segments, 3-D, dilation
    ("StridedSliceGrad", {"shape": np.array([2, 5, 4, 3], np.int32),
                          "begin": np.array([0, 4, 0], np.int32),
                          "end": np.array([2, 0, 3], np.int32),
                          "strides": np.array([1, -2, 1], np.int32), "dy": IMG[:, 4:0:-2, :3, :],
                          "shrink_axis_mask": 0}),
    ("StridedSliceGrad", {"shape": np.array([2, 3], np.int32),
                          "begin": np.array([1, 0], np.int32), "end": np.array([2, 3], np.int32),
                          "strides": np.array([1, 1], np.int32), "dy": A[1],
                          "shrink_axis_mask": 1}),
    ("TensorStridedSliceUpdate", {"input": A, "begin": np.array([0, 2]),
                                  "end": np.array([2, 0]), "strides": np.array([1, -1]),
                                  "value": B[:, :2]}),
    ("MirrorPadGrad", {"input": RNG.normal(size=(4, 6)).astype(np.float32),
                       "paddings": np.array([[1, 1], [2, 1]], np.int32), "mode": "REFLECT"}),
    ("MirrorPadGrad", {"input": RNG.normal(size=(4, 6)).astype(np.float32),
                       "paddings": np.array([[0, 2], [2, 1]], np.int32), "mode": "SYMMETRIC"}),
    ("LRNGrad", {"input_grads": IMG[::-1].copy(), "input_image": IMG, "output_image": LRN_OUT,
                 "depth_radius": 1, "bias": 2.0, "alpha": 0.5, "beta": 0.75}),
    ("MaxPoolGradGrad", {"orig_input": IMG, "orig_output": POOLED, "grad": IMG[::-1].copy(),
                         "ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1], "padding": "VALID"}),
    ("SparseSegmentMeanGrad", {"grad": DATA[:3], "indices": np.array([3, 0, 3, 1]),
                               "segment_ids": np.array([0, 0, 1, 2], np.int32),
                               "output_dim0": 5}),
    ("SparseSegmentSqrtNGradV2", {"grad": DATA[:3], "indices": np.array([3, 0, 3, 1]),
                                  "segment_ids": np.array([0, 0, 1, 2], np.int32),
                                  "dense_output_dim0": 5}),
    ("Conv3DBackpropFilterV2", {"input": VOL, "filter_sizes": np.array(K3.shape, np.int32),
                                "out_backprop": G3, "strides": [1, 1, 2, 1, 1],
                                "padding": "SAME"}),
    ("Conv3DBackpropInputV2", {"input_sizes": np.array(VOL.shape, np.int32), "filter": K3,
                               "out_backprop": G3, "strides": [1, 1, 2, 1, 1],
                               "padding": "SAME"}),
    ("MaxPool3D", {"input": VOL, "ksize": [1, 2, 2, 2, 1], "strides": [1, 1, 2, 1, 1],
                   "padding": "VALID"}),
    ("AvgPool3D", {"input": VOL, "ksize": [1, 2, 2, 2, 1], "strides": [1, 2, 2, 2, 1],
                   "padding": "SAME"}),
    ("Conv", {"input": IMG, "filter": K2, "strides": [1, 1, 2, 1], "padding": "VALID"}),
    ("Dilation2D", {"input": IMG, "filter": KM, "strides": [1, 2, 1, 1],
                    "rates": [1, 1, 2, 1], "padding": "VALID"}),
    ("MaxPoolGradV2", {"orig_input": IMG, "orig_output": POOLED, "grad": G_POOL,
                       "ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1], "padding": "VALID"}),
    ("AvgPool3DGrad", {"orig_input_shape": np.array(VOL.shape, np.int32), "grad": G3P,
                       "ksize": [1, 2, 2, 2, 1], "strides": [1, 2, 2, 2, 1],
                       "padding": "SAME"}),
    ("Dilation2DBackpropInput", {"input": IMG, "filter": KM, "out_backprop": G_SAME[..., :3],
                                 "strides": [1, 1, 1, 1], "rates": [1, 1, 1, 1],
                                 "padding": "SAME"}),
    ("Dilation2DBackpropFilter", {"input": IMG, "filter": KM, "out_backprop": G_SAME[..., :3],
                                  "strides": [1, 1, 1, 1], "rates": [1, 1, 1, 1],
                                  "padding": "SAME"}),
    ("FakeQuantWithMinMaxArgs", {"inputs": A * 2, "min": -3.0, "max": 5.0}),
    ("FakeQuantWithMinMaxArgsGradient", {"gradients": B, "inputs": A * 2, "min": -3.0,
                                         "max": 5.0, "num_bits": 4}),
    ("FakeQuantWithMinMaxVars", {"inputs": A * 2, "min": np.array(-3.0, np.float32),
                                 "max": np.array(5.0, np.float32), "narrow_range": True}),
    ("FakeQuantWithMinMaxVarsGradient", {"gradients": B, "inputs": A * 2,
                                         "min": np.array(-3.0, np.float32),
                                         "max": np.array(5.0, np.float32)}),
    ("FakeQuantWithMinMaxVarsPerChannel", {"inputs": A * 2, "min": -np.abs(OF) * 9,
                                           "max": SC * 2}),
    ("FakeQuantWithMinMaxVarsPerChannelGradient", {"gradients": B, "inputs": A * 2,
                                                   "min": -np.abs(OF) * 9, "max": SC * 2}),
    ("IsotonicRegression", {"input": np.array([[3.0, 1.0, 2.0, 5.0, 4.0], [1, 2, 3, 2, 1]],
                                              np.float32)}),
    ("IsotonicRegression", {"input": DATA.T.copy()}),
    ("ComputeAccidentalHits", {"true_classes": np.array([[1, 2], [3, 4]], np.int64),
                               "sampled_candidates": np.array([2, 3, 1, 9], np.int64),
                               "num_true": 2}),
    ("PopulationCount", {"x": I}), ("ApproxTopK", {"input": A, "k": 2}),
    ("MaxPool3DGrad", {"orig_input": VOL, "orig_output": POOLED3, "grad": G3P,
                       "ksize": [1, 2, 2, 2, 1],
                       "strides": [1, 2, 2, 2, 1], "padding": "SAME"}),
    ("MaxPool3DGradGrad", {"orig_input": VOL, "orig_output": POOLED3, "grad": VOL[::-1] * 2,
                           "ksize": [1, 2, 2, 2, 1], "strides": [1, 2, 2, 2, 1],
                           "padding": "SAME"}),
    # images
    ("ResizeNearestNeighbor", {"images": IMG, "size": np.array([7, 3], np.int32)}),
    ("ResizeNearestNeighbor", {"images": I4, "size": np.array([3, 7], np.int32),
                               "align_corners": True}),
    ("ResizeNearestNeighbor", {"images": I4[:, :2, :2], "size": np.array([3, 3], np.int32),
                               "align_corners": True}),  # (a tie: 0.5 reads row 1, as roundf)
    ("ResizeNearestNeighbor", {"images": IMG, "size": np.array([8, 6], np.int32),
                               "half_pixel_centers": True}),
    ("ResizeBilinear", {"images": IMG, "size": np.array([7, 3], np.int32)}),
    ("ResizeBilinear", {"images": I4, "size": np.array([3, 7], np.int32),
                        "align_corners": True}),
    ("ResizeBilinear", {"images": IMG, "size": np.array([8, 6], np.int32),
                        "half_pixel_centers": True}),
    ("ResizeBicubic", {"images": IMG, "size": np.array([7, 3], np.int32)}),
    ("ResizeBicubic", {"images": I4, "size": np.array([3, 7], np.int32),
                       "align_corners": True}),
    ("ResizeBicubic", {"images": IMG, "size": np.array([8, 6], np.int32),
                       "half_pixel_centers": True}),
    ("ResizeBicubicGrad", {"grads": G_UP, "original_image": IMG}),
    ("ResizeBicubicGrad", {"grads": G_UP, "original_image": IMG, "half_pixel_centers": True}),
    ("ResizeBilinearGrad", {"grads": G_UP, "original_image": IMG, "half_pixel_centers": True}),
    ("ResizeNearestNeighborGrad", {"grads": G_UP, "size": np.array([5, 4], np.int32)}),
    ("ResizeArea", {"images": IMG, "size": np.array([3, 2], np.int32)}),
    ("ResizeArea", {"images": I4, "size": np.array([3, 7], np.int32), "align_corners": True}),
    ("ScaleAndTranslate", {"images": IMG, "size": np.array([7, 3], np.int32),
                           "scale": np.array([1.4, 0.75], np.float32),
                           "translation": np.array([0.3, -0.2], np.float32)}),
    ("ScaleAndTranslate", {"images": I4, "size": np.array([2, 5], np.int32),
                           "scale": np.array([0.5, 1.7], np.float32),
                           "translation": np.array([0.0, 0.5], np.float32),
                           "kernel_type": "keyscubic", "antialias": False}),
    ("ScaleAndTranslateGrad", {"grads": G_UP, "original_image": IMG,
                               "scale": np.array([1.6, 1.5], np.float32),
                               "translation": np.array([0.0, 0.5], np.float32),
                               "kernel_type": "triangle"}),
    ("ImageProjectiveTransformV2", {"images": IMG, "transforms": PROJ[:1],
                                    "output_shape": np.array([6, 5], np.int32),
                                    "interpolation": "BILINEAR", "fill_mode": "REFLECT"}),
    ("ImageProjectiveTransformV2", {"images": IMG, "transforms": PROJ,
                                    "output_shape": np.array([4, 7], np.int32),
                                    "interpolation": "NEAREST", "fill_mode": "WRAP"}),
    ("ImageProjectiveTransformV3", {"images": I4, "transforms": PROJ[1:],
                                    "output_shape": np.array([5, 3], np.int32),
                                    "fill_value": np.float32(3.0), "interpolation": "NEAREST"}),
    ("ImageProjectiveTransformV3", {"images": IMG, "transforms": PROJ,
                                    "output_shape": np.array([6, 4], np.int32),
                                    "fill_value": np.float32(-1.5), "interpolation": "BILINEAR",
                                    "fill_mode": "NEAREST"}),
    ("DrawBoundingBoxes", {"images": DRAW, "boxes": DRAW_BOXES}),
    ("DrawBoundingBoxesV2", {"images": DRAW[..., :1], "boxes": DRAW_BOXES,
                             "colors": np.array([[0.2, 0.4, 0.6, 1.0], [0.9, 0.1, 0.3, 0.5]],
                                                np.float32)}),
    ("CropAndResizeGradBoxes", {"grads": G_UP[[0, 1, 0], :3, :4], "image": IMG,
                                "boxes": CROP_BOXES, "box_ind": np.array([1, 0, 1], np.int32)}),
    ("CombinedNonMaxSuppression", {"boxes": BOXES[None, :, None], "scores": np.stack(
        [SCORES, SCORES[::-1] * 0.9], axis=1)[None], "max_output_size_per_class": 3,
        "max_total_size": 4, "iou_threshold": np.float32(0.4),
        "score_threshold": np.float32(0.25)}),
    ("ExtractGlimpse", {"input": IMG, **GLIMPSE}),
    ("ExtractGlimpseV2", {"input": IMG, **GLIMPSE, "normalized": False}),
    ("RGBToHSV", {"images": RGB}), ("HSVToRGB", {"images": RGB}),
    ("AdjustContrastv2", {"images": RGB, "contrast_factor": np.float32(1.7)}),
    ("AdjustSaturation", {"images": RGB, "scale": np.float32(0.6)}),
    ("AdjustHue", {"images": RGB, "delta": np.float32(0.3)}),
    ("NonMaxSuppressionV3", {"boxes": BOXES, "scores": SCORES, "max_output_size": 3,
                             "iou_threshold": np.float32(0.4),
                             "score_threshold": np.float32(0.15)}),
    ("NonMaxSuppressionV4", {"boxes": BOXES, "scores": SCORES, "max_output_size": 4,
                             "iou_threshold": np.float32(0.4),
                             "score_threshold": np.float32(0.0),
                             "pad_to_max_output_size": True}),
    ("NonMaxSuppressionV5", {"boxes": BOXES, "scores": SCORES, "max_output_size": 5,
                             "iou_threshold": np.float32(0.6),
                             "score_threshold": np.float32(0.2),
                             "soft_nms_sigma": np.float32(0.5), "pad_to_max_output_size": True}),
    ("NonMaxSuppressionV5", {"boxes": BOXES, "scores": SCORES, "max_output_size": 5,
                             "iou_threshold": np.float32(0.5),
                             "score_threshold": np.float32(0.0),
                             "soft_nms_sigma": np.float32(0.0)}),
    ("NonMaxSuppressionWithOverlaps", {"overlaps": np.abs(SQ[:, :3] / 6).astype(np.float32),
                                       "scores": SCORES[:3], "max_output_size": 3,
                                       "overlap_threshold": np.float32(0.3),
                                       "score_threshold": np.float32(0.0)}),
    ("NonMaxSuppression", {"boxes": BOXES, "scores": SCORES, "max_output_size": 3}),
    ("NonMaxSuppressionV2", {"boxes": BOXES, "scores": SCORES, "max_output_size": 4,
                             "iou_threshold": np.float32(0.1)}),
    ("CropAndResize", {"image": IMG, "boxes": CROP_BOXES, "box_ind": np.array([1, 0, 1], np.int32),
                       "crop_size": np.array([3, 4], np.int32), "extrapolation_value": -1.0}),
    ("CropAndResize", {"image": IMG, "boxes": CROP_BOXES, "box_ind": np.array([0, 0, 1], np.int32),
                       "crop_size": np.array([1, 2], np.int32), "method": "nearest"}),
    ("CropAndResizeGradImage", {"grads": G_UP[[0, 1, 0], :3, :4], "boxes": CROP_BOXES,
                                "box_ind": np.array([1, 0, 1], np.int32),
                                "image_size": np.array(IMG.shape, np.int32), "T": ftf.float32}),
    ("CropAndResizeGradImage", {"grads": G_UP[[1, 0, 1], :1, :2], "boxes": CROP_BOXES,
                                "box_ind": np.array([0, 0, 1], np.int32),
                                "image_size": np.array(IMG.shape, np.int32), "T": ftf.float64,
                                "method": "nearest"}),
    ("AudioSpectrogram", {"input": RNG.normal(size=(40, 2)).astype(np.float32),
                          "window_size": 12, "stride": 7}),
    ("AudioSpectrogram", {"input": RNG.normal(size=(20, 1)).astype(np.float32),
                          "window_size": 8, "stride": 4, "magnitude_squared": True}),
    ("Mfcc", {"spectrogram": SPEC, "sample_rate": np.int32(8000)}),
    ("Mfcc", {"spectrogram": SPEC, "sample_rate": np.int32(16000), "lower_frequency_limit": 100.0,
              "upper_frequency_limit": 6000.0, "filterbank_channel_count": 20,
              "dct_coefficient_count": 20}),
    # recurrent cells, fused convolutions, CTC, nearest neighbours, Cholesky's gradient
    ("LSTMBlockCell", {"x": X_T, "cs_prev": H_T, "h_prev": H_T[::-1].copy(), "w": W_LSTM,
                       "wci": H_T[0], "wcf": H_T[1], "wco": H_T[0] * 2, "b": B_LSTM,
                       "use_peephole": True, "cell_clip": 0.5}),
    ("LSTMBlockCell", {"x": X_T, "cs_prev": H_T, "h_prev": H_T, "w": W_LSTM, "wci": H_T[0],
                       "wcf": H_T[1], "wco": H_T[0], "b": B_LSTM, "forget_bias": 0.5}),
    # all steps: TensorFlow leaves the outputs past seq_len_max uninitialised (Ivy: zeros)
    ("BlockLSTM", {"seq_len_max": np.int64(3), "x": np.stack([X_T, X_T[::-1], X_T * 2]),
                   "cs_prev": H_T, "h_prev": H_T[::-1].copy(), "w": W_LSTM, "wci": H_T[0],
                   "wcf": H_T[1], "wco": H_T[0] * 2, "b": B_LSTM, "use_peephole": True}),
    ("BlockLSTMV2", {"seq_len_max": np.int64(3), "x": np.stack([X_T, X_T[::-1], X_T * 2]),
                     "cs_prev": H_T, "h_prev": H_T[::-1].copy(), "w": W_LSTM, "wci": H_T[0],
                     "wcf": H_T[1], "wco": H_T[0] * 2, "b": B_LSTM, "cell_clip": 0.8}),
    ("GRUBlockCell", {"x": X_T, "h_prev": H_T, "w_ru": W_LSTM[:, :6], "w_c": W_LSTM[:, 6:9],
                      "b_ru": B_LSTM[:6], "b_c": B_LSTM[6:9]}),
    # one image: TensorFlow's fused kernels give other values than Conv2D(MirrorPad(...)) for
    # the second image of a batch (TensorFlow 2.21), the first agrees
    ("LSTMBlockCellGrad", {"x": X_T, "cs_prev": H_T, "h_prev": H_T[::-1].copy(), "w": W_LSTM,
                           "wci": H_T[0], "wcf": H_T[1], "wco": H_T[0] * 2, "b": B_LSTM,
                           **LSTM_FWD, "cs_grad": G_T, "h_grad": G_T[::-1].copy(),
                           "use_peephole": True}),
    ("LSTMBlockCellGrad", {"x": X_T, "cs_prev": H_T, "h_prev": H_T[::-1].copy(), "w": W_LSTM,
                           "wci": H_T[0], "wcf": H_T[1], "wco": H_T[0] * 2, "b": B_LSTM,
                           **LSTM_FWD, "cs_grad": G_T, "h_grad": G_T[::-1].copy(),
                           "use_peephole": False}),
    ("BlockLSTMGrad", {"seq_len_max": np.int64(3), **BLOCK_LSTM_IN, "use_peephole": True}),
    ("BlockLSTMGradV2", {"seq_len_max": np.int64(2), **BLOCK_LSTM_IN, "use_peephole": False}),
    ("GRUBlockCellGrad", {"x": X_T, "h_prev": H_T, "w_ru": W_LSTM[:, :6], "w_c": W_LSTM[:, 6:9],
                          "b_ru": B_LSTM[:6], "b_c": B_LSTM[6:9], **GRU_FWD, "d_h": G_T}),
    ("FusedPadConv2D", {"input": IMG[:1], "paddings": np.array([[0, 0], [1, 1], [2, 0], [0, 0]],
                                                           np.int32),
                        "filter": K2, "mode": "REFLECT", "strides": [1, 2, 1, 1],
                        "padding": "VALID"}),
    ("FusedResizeAndPadConv2D", {"input": IMG[:1], "size": np.array([6, 7], np.int32),
                                 "paddings": np.array([[0, 0], [1, 1], [1, 1], [0, 0]], np.int32),
                                 "filter": K2, "mode": "SYMMETRIC", "strides": [1, 1, 1, 1],
                                 "padding": "VALID"}),
    ("CTCLoss", {"inputs": CTC_X, **CTC_LABELS}),
    # (float64: TensorFlow's loss and this one differ by ~1e-8 relative, past float64's tolerance)
    ("CTCLoss", {"inputs": CTC_X, **CTC_LABELS, "preprocess_collapse_repeated": True,
                 "ctc_merge_repeated": False}),
    ("CTCGreedyDecoder", {"inputs": CTC_IN, "sequence_length": np.array([5, 3], np.int32),
                          "merge_repeated": True}),
    ("CTCBeamSearchDecoder", {"inputs": CTC_IN, "sequence_length": np.array([5, 3], np.int32),
                              "beam_width": 3, "top_paths": 2}),
    ("CTCBeamSearchDecoder", {"inputs": CTC_X * 2, "sequence_length": np.array([6, 4, 1], np.int32),
                              "beam_width": 5, "top_paths": 3, "merge_repeated": False}),
    ("CTCGreedyDecoder", {"inputs": CTC_IN, "sequence_length": np.array([4, 5], np.int32),
                          "blank_index": 0}),
    ("AllCandidateSampler", {"true_classes": np.array([[1, 4], [3, 0]], np.int64),
                             "num_true": 2, "num_sampled": 5, "unique": True}),
    ("KMC2ChainInitialization", {"distances": np.array([0.0, 0.0, 5.0, 0.0], np.float32),
                                 "seed": np.int64(1)}),  # (zeros: the chain's one outcome)
    ("SampleDistortedBoundingBox", {"image_size": np.array([40, 60, 3], np.int64),
                                    "bounding_boxes": np.zeros((1, 0, 4), np.float32),
                                    "use_image_if_no_bounding_boxes": True,
                                    "area_range": [0.9, 1.0], "aspect_ratio_range": [3.0, 4.0]}),
    # (no crop meets the ranges: the whole image, the one outcome)
    ("NearestNeighbors", {"points": DATA, "centers": DATA[::-1] + 0.1, "k": 2}),
    ("CholeskyGrad", {"l": np.linalg.cholesky(SPD), "grad": np.tril(SQ)}),
    # FFTs
    ("FFT", {"input": C64}), ("IFFT2D", {"input": C64}), ("IFFT", {"input": C64}),
    ("FFT3D", {"input": C64[None]}),
    ("RFFT2D", {"input": A, "fft_length": np.array([2, 2], np.int32)}),
    ("IRFFT3D", {"input": C64[None], "fft_length": np.array([1, 2, 4], np.int32)}),
    ("RFFT", {"input": A, "fft_length": np.array([2], np.int32)}),
    ("IRFFT", {"input": C64, "fft_length": np.array([6], np.int32)}),
]


#: ops of complex tensors: on MXNet (no complex arrays) Ivy's clear error instead
COMPLEX = frozenset({"AudioSpectrogram", "Angle", "ComplexAbs", "Complex", "FFT", "IFFT2D",
                     "RFFT", "IRFFT", "IFFT", "FFT3D", "RFFT2D", "IRFFT3D"})


#: on JAX (each op compiled on first use, ~0.3-3 s here) a fortieth of the table runs, the same
#: every run (the frontend's code is the same Python on every backend; conftest's rule, thinner:
#: the JAX session is CI's longest; IVY_FRONTEND_TESTS=all runs the whole table, ~47 s)
THINNED_ON_JAX = True
_EVERY = 40 if BACKEND == "jax" and os.environ.get("IVY_FRONTEND_TESTS") != "all" else 1


@pytest.mark.parametrize("case", range(0, len(RAW), _EVERY), ids=lambda i: RAW[i][0])
def test_raw_ops_more(case):
    name, kw = RAW[case]
    if BACKEND == "mxnet" and name in COMPLEX:
        with pytest.raises(ivy.IvyUnsupportedError, match="MXNet has no complex"):
            check("tensorflow", f"raw_ops.{name}", (), kw)
        return
    check("tensorflow", f"raw_ops.{name}", (), kw, rtol_scale=100)


#: (op, its arguments, the live CPU op of the same meaning, that op's arguments)
NO_CPU_KERNEL = [
    ("Conv2DBackpropInputV2", {"input": IMG, "filter": K2, "out_backprop": G_SAME, **_CONV},
     "Conv2DBackpropInput", {"input_sizes": np.array(IMG.shape, np.int32), "filter": K2,
                             "out_backprop": G_SAME, **_CONV}),
    ("Conv2DBackpropFilterV2", {"input": IMG, "filter": K2, "out_backprop": G_SAME, **_CONV},
     "Conv2DBackpropFilter", {"input": IMG, "filter_sizes": np.array(K2.shape, np.int32),
                              "out_backprop": G_SAME, **_CONV}),
]


@pytest.mark.parametrize("case", range(len(NO_CPU_KERNEL)), ids=lambda i: NO_CPU_KERNEL[i][0])
def test_raw_ops_with_a_gpu_kernel_only(case):
    """TensorFlow registers these on GPU only: compared with the CPU op of the same meaning."""
    name, kw, live, live_kw = NO_CPU_KERNEL[case]
    got = run_frontend("tensorflow", f"raw_ops.{name}", (), kw)
    want = (run_real("tensorflow", f"raw_ops.{live}", (), live_kw) if HAS_TF else
            run_frontend("tensorflow", f"raw_ops.{live}", (), live_kw, on_numpy=True))
    _compare(got, want, name, rtol_scale=100)


def test_raw_ops_ctc_loss_v2():
    """CTCLossV2 (blank 0; TensorFlow registers it on GPU only) against CTCLoss (blank last)
    on the classes rotated by one, its gradient rotated back."""
    kw = {"inputs": CTC_X, **CTC_LABELS, "labels_values": CTC_LABELS["labels_values"] + 1}
    live = dict(kw, inputs=np.roll(CTC_X, -1, axis=2), labels_values=CTC_LABELS["labels_values"])
    # on JAX (each op compiled on first use: ~5 s) the frontend on NumPy, as the thinned table
    got = run_frontend("tensorflow", "raw_ops.CTCLossV2", (), kw, on_numpy=_EVERY > 1)
    want = (run_real("tensorflow", "raw_ops.CTCLoss", (), live) if HAS_TF else
            run_frontend("tensorflow", "raw_ops.CTCLoss", (), live, on_numpy=True))
    want = [want[0], want[1]._replace(value=np.roll(want[1].value, 1, axis=2))]
    _compare(got, want, "CTCLossV2", rtol_scale=100)
    with pytest.raises(ftf.errors.InvalidArgumentError, match="Not enough time"):
        ftf.raw_ops.CTCLossV2(inputs=T(CTC_X), **{k: T(v) for k, v in kw.items()
                                                   if k not in ("inputs", "sequence_length")},
                              sequence_length=T(np.array([6, 2, 2], np.int32)))


def test_raw_ops_without_a_cpu_kernel():
    # TensorFlow registers no CPU kernel for these (SegmentProdV2, FFTND: GPU only; TopK,
    # AccumulateNV2, TileGrad: rewritten away in graphs): against the live op of the same
    # meaning, or NumPy
    check("tensorflow", "raw_ops.TopK", (), {"input": A, "k": 2}, real_qualname="raw_ops.TopKV2")
    got = ftf.raw_ops.SegmentProdV2(data=T(DATA), segment_ids=T(SEG), num_segments=5)
    want = np.stack([DATA[0] * DATA[1], DATA[2], np.ones(2), DATA[3], np.ones(2)])
    np.testing.assert_allclose(numpy_of(got._data), want.astype(np.float32), rtol=1e-6)
    got = ftf.raw_ops.SegmentMaxV2(data=T(DATA), segment_ids=T(SEG), num_segments=4)
    assert numpy_of(got._data)[3].tolist() == DATA[3].tolist()
    got = ftf.raw_ops.AccumulateNV2(inputs=[T(A), T(B), T(A)], shape=[2, 3])
    np.testing.assert_allclose(numpy_of(got._data), A + B + A)
    if BACKEND != "mxnet":  # no complex arrays there (test_raw_ops_more checks the error)
        got = ftf.raw_ops.FFTND(input=T(C64), fft_length=T(np.array([3], np.int32)),
                                axes=T(np.array([0], np.int32)))
        np.testing.assert_allclose(numpy_of(got._data), np.fft.fft(C64, 3, axis=0), rtol=1e-5)
    got = ftf.raw_ops.TileGrad(input=T(np.tile(A, (2, 3))), multiples=[2, 3])
    np.testing.assert_allclose(numpy_of(got._data), 6 * A)


def T(a):  # noqa: N802 - a frontend tensor holding a native array of the backend under test
    return ftf._frontend_array(native(np.asarray(a)))


def test_raw_ops_more_errors():
    raw = ftf.raw_ops
    with pytest.raises(TypeError):  # keyword-only, as TensorFlow's raw ops
        raw.ReluGrad(T(B), T(A))
    with pytest.raises(ftf.errors.InvalidArgumentError, match="ReluGrad"):
        raw.ReluGrad(gradients=T(A), features=T(I))
    with pytest.raises(ftf.errors.InvalidArgumentError, match="BitwiseAnd"):
        raw.BitwiseAnd(x=T(A), y=T(B))
    with pytest.raises(ValueError, match="rates"):
        raw.ExtractImagePatches(images=T(IMG), ksizes=[1, 2, 2, 1], strides=[1, 1, 1, 1],
                                rates=[1, 2, 2, 1], padding="VALID")
    with pytest.raises(ValueError, match="k/num_rows/num_cols"):
        raw.MatrixDiagV3(diagonal=T(A), k=1, num_rows=-1, num_cols=-1, padding_value=0.0)
    with pytest.raises(ValueError, match="axis"):
        raw.UniqueV2(x=T(A), axis=np.array([1]))
    with pytest.raises(ftf.errors.InvalidArgumentError, match="Tensor had NaN"):
        raw.CheckNumerics(tensor=T(np.array([1.0, np.nan], np.float32)), message="m")
    with pytest.raises(ftf.errors.InvalidArgumentError, match="not compatible"):
        raw.EnsureShape(input=T(A), shape=[3, None])
    with pytest.raises(ValueError, match="half_pixel_centers"):
        raw.ResizeBilinear(images=T(IMG), size=[3, 3], align_corners=True,
                           half_pixel_centers=True)
    with pytest.raises(ValueError, match="iou_threshold"):
        raw.NonMaxSuppressionV2(boxes=T(BOXES), scores=T(SCORES), max_output_size=2,
                                iou_threshold=1.5)
    with pytest.raises(ValueError, match="NDHWC"):
        raw.AvgPool3DGrad(orig_input_shape=[1, 3, 4, 3, 2], grad=T(G3P), ksize=[1, 2, 2, 2, 1],
                          strides=[1, 2, 2, 2, 1], padding="SAME", data_format="NCDHW")
    with pytest.raises(ivy.IvyUnsupportedError, match="noise='uniform'.*random draws"):
        raw.ExtractGlimpse(input=T(IMG), size=[3, 2], offsets=T(GLIMPSE["offsets"]))
    got = raw.ExtractGlimpse(input=T(IMG), size=[3, 2], offsets=T(np.zeros((2, 2), np.float32)))
    assert numpy_of(got._data).tolist() == IMG[:, 1:4, 1:3].tolist()  # inside: no fill needed
    with pytest.raises(ValueError, match="interpolation='BICUBIC'"):
        raw.ImageProjectiveTransformV2(images=T(IMG), transforms=T(PROJ[:1]), output_shape=[2, 2],
                                       interpolation="BICUBIC")
    with pytest.raises(ValueError, match="kernel_type='cubic'"):
        raw.ScaleAndTranslate(images=T(IMG), size=[2, 2], scale=T(np.ones(2, np.float32)),
                              translation=T(np.zeros(2, np.float32)), kernel_type="cubic")
    with pytest.raises(ftf.errors.InvalidArgumentError, match="top_paths"):
        raw.CTCBeamSearchDecoder(inputs=T(CTC_IN), sequence_length=T(np.array([5, 3], np.int32)),
                                 beam_width=2, top_paths=3)
    with pytest.raises(ftf.errors.InvalidArgumentError, match="Mfcc initialization failed"):
        raw.Mfcc(spectrogram=T(SPEC), sample_rate=8000, filterbank_channel_count=10,
                 dct_coefficient_count=12)
    with pytest.raises(ftf.errors.InvalidArgumentError, match="Incompatible shapes"):
        raw.BroadcastGradientArgs(s0=T(S1), s1=T(np.array([4, 2], np.int32)))


def test_raw_ops_random_draws():
    """The random raw ops' arguments, dtypes and ranges (TensorFlow's bit streams are its own),
    drawn on NumPy in every session: the backends' generators are checked by ``tf.random``'s
    tests, and a first JAX draw of each kind costs seconds of compilation."""
    with ivy.use("numpy"):
        _draws()


def _draws():
    raw = ftf.raw_ops
    u = raw.RandomUniform(shape=[500], dtype=ftf.float64, seed=3)
    assert u.dtype == ftf.float64 and 0 <= float(ftf.reduce_min(u)) < float(ftf.reduce_max(u)) < 1
    n = raw.RandomStandardNormal(shape=[2000], dtype=ftf.float32)
    assert n.dtype == ftf.float32 and abs(float(ftf.reduce_mean(n))) < 0.1
    t = raw.TruncatedNormal(shape=[500], dtype=ftf.float32)
    assert float(ftf.reduce_max(ftf.abs(t))) <= 2.0
    i = raw.RandomUniformInt(shape=[200], minval=np.int32(2), maxval=np.int32(5))
    assert i.dtype == ftf.int32 and set(i.numpy().tolist()) == {2, 3, 4}
    s = raw.RandomShuffle(value=ftf.constant(np.arange(6)))
    assert sorted(s.numpy().tolist()) == list(range(6))
    m = raw.Multinomial(logits=ftf.constant([[0.0, 0.0, -np.inf]]),
                        num_samples=20)
    assert m.dtype == ftf.int64 and m.shape == (1, 20) and 2 not in m.numpy()
    for pseudo in (False, True):  # TensorFlow's law of the pooling sequences, and the pooling
        out, rows, cols = raw.FractionalMaxPool(value=ftf.constant(FRAC_X), pseudo_random=pseudo,
                                                pooling_ratio=[1.0, 1.44, 1.73, 1.0])
        r, c = rows.numpy(), cols.numpy()
        assert r.dtype == np.int64 and r[0] == c[0] == 0 and (r[-1], c[-1]) == (7, 9)
        assert set(np.diff(r)) <= {1, 2} and set(np.diff(c)) <= {1, 2} and out.shape == (2, 4, 5, 3)
        np.testing.assert_array_equal(out.numpy(), _frac_max(FRAC_X, r, c, False))
    with pytest.raises(ftf.errors.InvalidArgumentError, match="tensor_out_dup"):
        raw.FractionalMaxPoolGrad(orig_input=ftf.constant(FRAC_X), out_backprop=FRAC_G,
                                  orig_output=ftf.constant(FRAC_G), **FRAC_SEQ)


FAMILY_CASES = [("StringJoin", "string"), ("TensorDataset", "tf.data"),
                ("FIFOQueueV2", "queues"), ("ResourceApplyAdam", "variables"),
                ("ScatterUpdate", "variables"), ("HashTableV2", "lookup tables"),
                ("TensorListPushBack", "variant containers"), ("If", "graph runtime"),
                ("SparseAdd", "sparse"), ("StatelessRandomUniformV2", "Philox"),
                ("LoadTPUEmbeddingAdagradParameters", "TPU"), ("UniformDequantize", "quantized"),
                ("Eig", "eig"), ("Bitcast", "reinterpretation"), ("DecodePng", "codecs"),
                ("BatchMatrixInverse", "removed"), ("MatrixExponential", "removed"),
                ("Conv3DBackpropInput", "removed"), ("BatchNormWithGlobalNormalization", "removed"),
                ("RandomPoisson", "removed"), ("LearnedUnigramCandidateSampler", "earlier calls"),
                ("ThreadUnsafeUnigramCandidateSampler", "earlier calls")]


@pytest.mark.parametrize(("name", "why"), FAMILY_CASES, ids=[c[0] for c in FAMILY_CASES])
def test_raw_ops_unsupported_families(name, why):
    assert name in ftf.raw_ops.UNSUPPORTED and why.lower() in ftf.raw_ops.UNSUPPORTED[name].lower()
    with pytest.raises(ivy.IvyUnsupportedError, match=f"raw_ops.{name} is not supported"):
        getattr(ftf.raw_ops, name)()


def test_raw_ops_implemented_are_not_unsupported():
    # a name the frontend defines is never reported unsupported, whatever its family's prefix
    for name in ("SparseSegmentMean", "SparseToDense", "SparseMatMul", "DeepCopy", "Assert"):
        assert callable(getattr(ftf.raw_ops, name)) and name not in ftf.raw_ops.UNSUPPORTED
    assert numpy_of(ftf.raw_ops.DeepCopy(x=T(A))._data).tolist() == A.tolist()
