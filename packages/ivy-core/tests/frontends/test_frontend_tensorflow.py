"""The tensorflow frontend's ``tf`` / ``tf.math`` functions, ``tf.Tensor`` and dtype rules against
TensorFlow itself (module doc of ``_frontend_harness``)."""

import ivy
import ivy.frontends.tensorflow as ftf
import numpy as np
import pytest
from _frontend_harness import check, has_real, run_frontend, run_real
from _harness import BACKEND

F32 = np.array([[1.5, -2.0, 0.0], [np.nan, np.inf, 3.25]], dtype=np.float32)
F32B = np.array([[0.5, 4.0, -1.0], [2.0, -np.inf, 0.25]], dtype=np.float32)
F64 = np.array([0.5, -1.25, 4.0], dtype=np.float64)
F64B = np.array([2.0, 0.75, -3.0], dtype=np.float64)
I32 = np.array([[7, -7, 0], [3, 2, -5]], dtype=np.int32)
I32B = np.array([[2, 3, 4], [-2, 5, 3]], dtype=np.int32)
I64 = np.array([5, -9, 12], dtype=np.int64)
I64B = np.array([3, 4, -5], dtype=np.int64)
U8 = np.array([1, 255, 7], dtype=np.uint8)
U8B = np.array([2, 3, 9], dtype=np.uint8)
B = np.array([True, False, True])
BB = np.array([True, True, False])
POS = np.array([0.25, 1.0, 9.0], dtype=np.float32)
Z32 = np.array(2.5, dtype=np.float32)  # 0-d
EMPTY = np.zeros((0, 3), dtype=np.float32)
HAS_TF = has_real("tensorflow")
MXNET = BACKEND == "mxnet"  # no complex, int16, uint16/32/64 arrays there: Ivy's clear error


def mx_lacks_dtype():
    """On MXNet, the context in which a dtype it does not have raises Ivy's clear error."""
    return pytest.raises(ivy.IvyUnsupportedError, match="MXNet has no")


def T(a):  # noqa: N802 - a frontend tensor holding a native array of the backend under test
    from _harness import native

    return ftf._frontend_array(native(np.asarray(a)))


def check_tf(qualname, args, kwargs=None):
    """``check``, or where the reference raises (TensorFlow's kernels lack a dtype, two dtypes
    meet), the frontend raises the same exception class with the same message."""
    ref = None
    try:
        if HAS_TF:
            run_real("tensorflow", qualname, args, kwargs)
        else:
            run_frontend("tensorflow", qualname, args, kwargs, on_numpy=True)
    except Exception as e:  # noqa: BLE001 - any error of the reference is the expectation
        ref = e
    if ref is None:
        check("tensorflow", qualname, args, kwargs)
        return
    with pytest.raises(Exception) as got:  # noqa: PT011 - the class is compared by name below
        run_frontend("tensorflow", qualname, args, kwargs)
    assert type(got.value).__name__ == type(ref).__name__, (got.value, ref)
    g, w = str(got.value).split("\n")[0], str(ref).split("\n")[0]
    if "allowed values" in w:  # TensorFlow lists a kernel's dtypes in its own order
        g, w = g.split(" values:")[0], w.split(" values:")[0]
    assert w.startswith(g), (g, w)


# --- elementwise binary ---------------------------------------------------------------------------
ARITH = ["math.add", "math.subtract", "math.multiply", "math.maximum", "math.minimum",
         "math.floordiv", "math.floormod", "math.truediv", "math.divide", "math.pow",
         "math.squared_difference", "truncatediv", "truncatemod"]
COMPARE = ["math.equal", "math.not_equal", "math.less", "math.less_equal", "math.greater",
           "math.greater_equal"]
PAIRS = [(F32, F32B), (I32, I32B), (I64, I64B), (U8, U8B), (Z32, Z32), (EMPTY, EMPTY),
         (F64, 1), (U8, 300), (2, I64B)]


@pytest.mark.parametrize("name", ARITH + COMPARE)
@pytest.mark.parametrize("pair", range(len(PAIRS)), ids=lambda i: f"pair{i}")
def test_binary_matches_tensorflow(name, pair):
    a, b = PAIRS[pair]
    ints = any(isinstance(v, np.ndarray) and v.dtype.kind in "iu" for v in (a, b))
    if name in ("math.floordiv", "math.floormod", "truncatediv", "truncatemod") and \
            not ints:
        a, b = (np.asarray(np.nan_to_num(v, posinf=3.0, neginf=-3.0)) if isinstance(v, np.ndarray) else v
                for v in (a, b))
    if name == "math.pow" and ints:
        b = np.abs(b) % 4 if isinstance(b, np.ndarray) else 2  # no negative integer powers
        b = b.astype(a.dtype) if isinstance(a, np.ndarray) and isinstance(b, np.ndarray) else b
    check_tf(name, (a, b))


@pytest.mark.parametrize("name", ["math.logical_and", "math.logical_or", "math.logical_xor"])
def test_logical_matches_tensorflow(name):
    check("tensorflow", name, (B, BB))
    check("tensorflow", name, (B, True))
    check("tensorflow", "math.logical_not", (B,))


MISMATCHED = [("math.add", F32, F64, "AddV2"), ("math.multiply", I64, I32[0], "Mul"),
              ("math.subtract", I32, F32, "Sub"), ("math.equal", U8, I64, "Equal"),
              ("math.maximum", F64, I64, "Maximum"), ("math.add", I32, 1.5, "AddV2")]


@pytest.mark.parametrize("case", range(len(MISMATCHED)), ids=lambda i: MISMATCHED[i][0])
def test_no_implicit_casting(case):
    name, a, b, op = MISMATCHED[case]
    fn = ftf
    for part in name.split("."):
        fn = getattr(fn, part)
    bb = T(b) if isinstance(b, np.ndarray) else b
    with pytest.raises(ftf.errors.InvalidArgumentError) as got:
        fn(T(a), bb)
    msg = str(got.value)
    assert f"cannot compute {op} as input #1(zero-based)" in msg and f"[Op:{op}]" in msg
    assert isinstance(got.value, ValueError) and isinstance(got.value, ivy.IvyException)
    if HAS_TF:  # the same message as TensorFlow's (up to TensorFlow's trailing node name)
        import tensorflow as tf

        rb = tf.constant(b) if isinstance(b, np.ndarray) else b
        with pytest.raises(tf.errors.InvalidArgumentError) as want:
            getattr(tf.math, name.split(".")[1])(tf.constant(a), rb)
        assert str(want.value).startswith(msg), (msg, str(want.value))


def test_operators_no_implicit_casting():
    x, y = ftf.constant([1, 2]), ftf.constant([1.0, 2.0])
    for op in (lambda: x + y, lambda: y * x, lambda: x - 1.5, lambda: x @ ftf.constant([[1.0]]),
               lambda: ftf.constant([1], dtype=ftf.int64) * ftf.constant(3)):
        with pytest.raises(ftf.errors.InvalidArgumentError, match="expected to be a"):
            op()
    with pytest.raises(TypeError, match="Cannot convert 1.5 to EagerTensor of dtype int32"):
        x == 1.5  # noqa: B015 - as TensorFlow: conversion fails before the op
    with pytest.raises(ftf.errors.InvalidArgumentError, match="Value for attr 'T' of int32"):
        ftf.exp(x)
    with pytest.raises(ftf.errors.InvalidArgumentError, match="of bool is not in the list"):
        ftf.reduce_sum(ftf.constant([True]))


def test_python_scalars_take_the_tensor_dtype():
    x8 = ftf.constant([1, 2], dtype=ftf.uint8)
    assert (x8 + 300).numpy().tolist() == [45, 46] and (x8 + 300).dtype == ftf.uint8  # wraps
    assert (x8 + -1).numpy().tolist() == [0, 1]
    assert (ftf.constant([1.0, 2.0]) + True).dtype == ftf.float32
    assert (ftf.constant([1, 2]) + True).numpy().tolist() == [2, 3]
    assert (2 - ftf.constant([1.0])).numpy().tolist() == [1.0]
    assert (ftf.constant([1.0, 2.0], dtype=ftf.float16) * 2.5).dtype == ftf.float16
    assert (ftf.constant([1.0, 2.0]) + [1, 2]).numpy().tolist() == [2.0, 4.0]
    check_tf("math.add", (np.array([1, 2], np.int8), True))  # no bool -> int8: an error
    check_tf("math.add", (np.array([1, 2], np.int32), True))
    check_tf("math.add", (2, np.array([1, 2], np.int64)))  # 2 is converted alone: int32


# --- elementwise unary ----------------------------------------------------------------------------
FLOAT_UNARY = ["math.exp", "math.expm1", "math.log", "math.log1p", "math.sqrt", "math.rsqrt",
               "math.sin", "math.cos", "math.tan", "math.tanh", "math.sigmoid", "math.sinh",
               "math.cosh", "math.asinh", "math.atan", "math.softplus", "math.softsign",
               "math.log_sigmoid", "math.floor", "math.ceil", "math.rint", "math.round",
               "math.is_nan", "math.is_inf", "math.is_finite", "math.reciprocal"]
NUM_UNARY = ["math.abs", "math.negative", "math.sign", "math.square"]


@pytest.mark.parametrize("name", FLOAT_UNARY + NUM_UNARY)
@pytest.mark.parametrize("x", [F32, F64, Z32, EMPTY], ids=lambda a: f"{a.dtype}{a.shape}")
def test_unary_matches_tensorflow(name, x):
    check("tensorflow", name, (x,))


@pytest.mark.parametrize("name", NUM_UNARY + ["math.round"])
def test_unary_integers(name):
    check("tensorflow", name, (I32,))
    check("tensorflow", name, (I64,))


@pytest.mark.parametrize("name", ["math.exp", "math.sqrt", "math.is_nan", "math.floor"])
def test_float_only_ops_refuse_integers(name):
    fn = getattr(ftf.math, name.split(".")[1])
    with pytest.raises(ftf.errors.InvalidArgumentError, match="is not in the list of allowed"):
        fn(T(I32))


def test_round_half_to_even_and_clip():
    check("tensorflow", "math.round", (np.array([0.5, 1.5, 2.5, -0.5, -2.5], np.float32),))
    check("tensorflow", "clip_by_value", (F64, -1.0, 1.0))
    check("tensorflow", "clip_by_value", (I32, -2, 3))
    check("tensorflow", "clip_by_norm", (np.array([3.0, 4.0], np.float32), 1.0))
    check("tensorflow", "clip_by_norm", (np.array([[3.0, 4.0], [0.3, 0.4]]), 1.0), {"axes": [1]})


# --- reductions and scans -------------------------------------------------------------------------
REDUCE = ["reduce_sum", "reduce_mean", "reduce_max", "reduce_min", "reduce_prod",
          "reduce_logsumexp", "reduce_std", "reduce_variance", "reduce_euclidean_norm"]
X3 = np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 7.0 - 1.0


@pytest.mark.parametrize("name", REDUCE)
@pytest.mark.parametrize("kw", [{}, {"axis": 1}, {"axis": [0, 2], "keepdims": True},
                                {"axis": -1, "keepdims": True}], ids=str)
def test_reductions(name, kw):
    check("tensorflow", f"math.{name}", (X3,), kw)
    if name in ("reduce_sum", "reduce_mean", "reduce_max", "reduce_min", "reduce_prod"):
        check("tensorflow", f"math.{name}", (I32,), {k: v for k, v in kw.items()
                                                     if k != "axis" or v != [0, 2]})


def test_reductions_edge_cases():
    check("tensorflow", "reduce_mean", (np.array([-1, -2, 3, 7], np.int32),))  # truncated
    check("tensorflow", "reduce_sum", (EMPTY,), {"axis": 0})
    check("tensorflow", "reduce_logsumexp", (np.array([-np.inf, -np.inf], np.float32),))
    check("tensorflow", "reduce_logsumexp", (np.array([1e4, 1e4], np.float32),))
    check("tensorflow", "reduce_all", (np.array([[True, False], [True, True]]),), {"axis": 1})
    check("tensorflow", "reduce_any", (np.array([[True, False], [False, False]]),))
    check("tensorflow", "math.count_nonzero", (I32,), {"axis": 0})


@pytest.mark.parametrize("name", ["argmax", "argmin"])
def test_argmax_argmin(name):
    check("tensorflow", name, (X3,))
    check("tensorflow", name, (X3,), {"axis": 2, "output_type": ftf.int32})
    check("tensorflow", name, (I32,), {"axis": 1})


@pytest.mark.parametrize("kw", [{}, {"exclusive": True}, {"reverse": True},
                                {"exclusive": True, "reverse": True, "axis": 1}], ids=str)
def test_cumulative(kw):
    check("tensorflow", "math.cumsum", (I32,), kw)
    check("tensorflow", "math.cumprod", (F64.reshape(1, 3),), kw)
    check("tensorflow", "math.cumulative_logsumexp", (F64.reshape(1, 3),), kw)


def test_top_k_sort_argsort():
    v = np.array([[3.0, 1.0, 3.0, 2.0], [0.5, 9.0, -1.0, 9.0]], np.float32)
    check("tensorflow", "math.top_k", (v,), {"k": 3})
    check("tensorflow", "math.top_k", (np.array([4, 1, 4], np.int32),))
    for d in ("ASCENDING", "DESCENDING"):
        check("tensorflow", "sort", (v,), {"direction": d})
        check("tensorflow", "argsort", (v,), {"direction": d})
        check("tensorflow", "argsort", (v,), {"direction": d, "axis": 0})


def test_segments_and_more_math():
    data = np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], np.float32)
    check("tensorflow", "math.segment_sum", (data, np.array([0, 0, 2], np.int32)))
    check("tensorflow", "math.unsorted_segment_sum", (data, np.array([2, 0, 2], np.int32), 4))
    check("tensorflow", "math.add_n", ([F64, F64B, F64],))
    check("tensorflow", "math.divide_no_nan", (F64, np.array([0.0, 2.0, 0.0])))
    check("tensorflow", "math.multiply_no_nan", (np.array([np.inf, 2.0]), np.array([0.0, 2.0])))
    check("tensorflow", "math.xlogy", (np.array([0.0, 2.0]), np.array([0.0, 3.0])))
    check("tensorflow", "math.xdivy", (np.array([0.0, 2.0]), np.array([0.0, 3.0])))
    check("tensorflow", "math.l2_normalize", (F64B,))
    check("tensorflow", "math.l2_normalize", (X3,), {"axis": 1})
    check("tensorflow", "math.softmax", (X3,))
    check("tensorflow", "math.log_softmax", (X3,), {"axis": 0})
    check("tensorflow", "math.polyval", ([F64, F64B], F64))
    check("tensorflow", "math.invert_permutation", (np.array([2, 0, 1], np.int32),))
    check("tensorflow", "math.is_non_decreasing", (np.array([1, 2, 2], np.int32),))
    check("tensorflow", "math.is_strictly_increasing", (np.array([1, 2, 2], np.int32),))
    check("tensorflow", "math.zero_fraction", (I32,))
    check("tensorflow", "math.atan2", (F64, F64B))
    check("tensorflow", "math.reciprocal_no_nan", (np.array([0.0, 4.0]),))
    check("tensorflow", "math.scalar_mul", (2.0, F64))


# --- creation -------------------------------------------------------------------------------------
def test_constant_default_dtypes():
    assert ftf.constant(1).dtype == ftf.int32 and ftf.constant(1.0).dtype == ftf.float32
    assert repr(ftf.constant(1.0).dtype) == "tf.float32"
    assert ftf.constant(2 ** 40).dtype == ftf.int64
    if MXNET:
        with mx_lacks_dtype():
            ftf.constant(1j)
    else:
        assert ftf.constant(1j).dtype == ftf.complex128
    assert ftf.constant([1, 2.5]).dtype == ftf.float32 and ftf.constant(True).dtype == ftf.bool
    assert ftf.constant([1, 2], dtype=ftf.float32).dtype == ftf.float32
    assert ftf.constant(np.array([1.0])).dtype == ftf.float64
    assert ftf.constant(0, shape=[2, 3]).numpy().tolist() == [[0, 0, 0], [0, 0, 0]]
    assert ftf.constant([1, 2, 3, 4], shape=(2, 2)).shape == [2, 2]
    assert ftf.convert_to_tensor([1, 2], dtype_hint=ftf.float32).dtype == ftf.float32
    assert ftf.convert_to_tensor([1.5], dtype_hint=ftf.int32).dtype == ftf.float32
    assert ftf.convert_to_tensor(np.array([1.0]), dtype=ftf.float32).dtype == ftf.float32
    with pytest.raises(TypeError, match="Cannot convert \\[1.5\\] to EagerTensor of dtype int32"):
        ftf.constant([1.5], dtype=ftf.int32)
    with pytest.raises(TypeError, match="Cannot convert 1.0 to EagerTensor of dtype int32"):
        ftf.convert_to_tensor(1.0, dtype=ftf.int32)
    with pytest.raises(ValueError, match="Tensor conversion requested dtype float64"):
        ftf.convert_to_tensor(ftf.constant([1.0]), dtype=ftf.float64)


def test_creation_matches_tensorflow():
    check("tensorflow", "zeros", ([2, 3],))
    check("tensorflow", "ones", ((2,),), {"dtype": ftf.int32})
    check("tensorflow", "fill", ([2, 2], 7))
    check("tensorflow", "fill", ([2], 0.5))
    check("tensorflow", "zeros_like", (I32,))
    check("tensorflow", "ones_like", (F64,), {"dtype": ftf.float32})
    check("tensorflow", "range", (5,))
    check("tensorflow", "range", (1.0, 3))
    check("tensorflow", "range", (1, 10, 3), {"dtype": ftf.float32})
    check("tensorflow", "linspace", (0, 1, 5))
    check("tensorflow", "linspace", (0.0, 1.0, 4))
    check("tensorflow", "eye", (3,))
    check("tensorflow", "eye", (2, 3), {"batch_shape": [2], "dtype": ftf.int32})
    check("tensorflow", "one_hot", (np.array([0, 2, 5], np.int32), 3))
    check("tensorflow", "one_hot", (np.array([[0, 1]], np.int64), 3),
          {"on_value": 5, "off_value": -1, "axis": 0})
    check("tensorflow", "cast", (F32B, ftf.int32))
    check("tensorflow", "cast", (I32, ftf.float64))
    if MXNET:
        with mx_lacks_dtype():
            check("tensorflow", "cast", (np.array([1 + 2j]), ftf.float32))
    else:
        check("tensorflow", "cast", (np.array([1 + 2j]), ftf.float32))
    check("tensorflow", "saturate_cast", (np.array([300.0, -5.0, 7.0]), ftf.uint8))
    check("tensorflow", "shape", (X3,))
    check("tensorflow", "size", (X3,))
    check("tensorflow", "rank", (X3,))
    check("tensorflow", "identity", (I32,))
    check("tensorflow", "stop_gradient", (F64,))


# --- manipulation ---------------------------------------------------------------------------------
M = np.arange(12, dtype=np.int32).reshape(3, 4)


def test_shapes_matches_tensorflow():
    check("tensorflow", "reshape", (X3, [4, -1]))
    check("tensorflow", "transpose", (X3,))
    check("tensorflow", "transpose", (X3,), {"perm": [1, 0, 2]})
    check("tensorflow", "concat", ([M, M], 1))
    check("tensorflow", "concat", ([M, M], -2))
    check("tensorflow", "stack", ([F64, F64B],), {"axis": 1})
    check("tensorflow", "unstack", (M,), {"axis": 1})
    check("tensorflow", "split", (M, 2, 1))
    check("tensorflow", "split", (M, [1, -1, 1], 1))
    check("tensorflow", "squeeze", (np.zeros((1, 3, 1), np.float32),))
    check("tensorflow", "squeeze", (np.zeros((1, 3, 1), np.float32), [0]))
    check("tensorflow", "expand_dims", (M, -1))
    check("tensorflow", "tile", (M, [2, 1]))
    check("tensorflow", "broadcast_to", (F64, [2, 3]))
    check("tensorflow", "reverse", (M, [0, 1]))
    check("tensorflow", "roll", (M, 1, 1))
    check("tensorflow", "roll", (M, [1, -2], [0, 1]))
    check("tensorflow", "meshgrid", (F64, F64B[:2]))
    check("tensorflow", "meshgrid", (F64, F64B[:2]), {"indexing": "ij"})
    check("tensorflow", "repeat", (M, 2), {"axis": 0})
    check("tensorflow", "repeat", (M, 2))


@pytest.mark.parametrize("mode", ["CONSTANT", "REFLECT", "SYMMETRIC"])
def test_pad(mode):
    check("tensorflow", "pad", (M, [[1, 1], [2, 1]]), {"mode": mode})
    check("tensorflow", "pad", (F64, [[1, 2]]), {"constant_values": 9.0})


def test_indexing_functions():
    check("tensorflow", "gather", (M, np.array([2, 0], np.int32)))
    check("tensorflow", "gather", (M, np.array([[3], [1]], np.int64)), {"axis": 1})
    check("tensorflow", "gather", (M, np.array([[3], [1], [0]], np.int32)),
          {"axis": 1, "batch_dims": 1})
    check("tensorflow", "gather_nd", (M, np.array([[0, 1], [2, 3]], np.int32)))
    check("tensorflow", "gather_nd", (M, np.array([[2], [0]], np.int32)))
    check("tensorflow", "where", (M > 4,))
    check("tensorflow", "where", (M > 4, M, -M))
    check("tensorflow", "boolean_mask", (M, np.array([True, False, True])))
    check("tensorflow", "boolean_mask", (M, np.array([True, False, True, True])), {"axis": 1})
    check("tensorflow", "boolean_mask", (M, M % 3 == 0))
    check("tensorflow", "slice", (M, [1, 0], [2, -1]))
    check("tensorflow", "strided_slice", (M, [0, 3], [3, 0], [2, -1]))
    check("tensorflow", "strided_slice", (M, [1, 0], [2, 4]), {"shrink_axis_mask": 1})
    check("tensorflow", "strided_slice", (M, [0, 1], [0, 3]), {"begin_mask": 1, "end_mask": 1})
    check("tensorflow", "scatter_nd", (np.array([[1], [3]], np.int32),
                                       np.array([9.0, 8.0], np.float32), [5]))
    idx = np.array([[0, 1], [2, 2]], np.int32)
    for name in ("update", "add", "sub", "max", "min"):
        check("tensorflow", f"tensor_scatter_nd_{name}", (M, idx, np.array([50, -50], np.int32)))
    check("tensorflow", "unique", (np.array([3, 1, 3, 2, 1], np.int32),))
    check("tensorflow", "unique_with_counts", (np.array([3.0, 1.0, 3.0], np.float32),),
          {"out_idx": ftf.int64})
    check("tensorflow", "sequence_mask", (np.array([1, 3, 0], np.int32),), {"maxlen": 4})
    check("tensorflow", "searchsorted", (np.array([1.0, 2.0, 4.0]), np.array([0.5, 2.0, 5.0])),
          {"side": "right"})


# --- tf.Tensor ------------------------------------------------------------------------------------
def test_tensor_attributes():
    x = ftf.constant([[1.0, 2.0, 3.0]])
    assert x.shape == [1, 3] and x.shape.as_list() == [1, 3] and x.shape.rank == 2
    assert repr(x.shape) == "TensorShape([1, 3])" and x.shape[1:] == [3]
    assert x.shape.num_elements() == 3 and x.get_shape() == (1, 3) and x.ndim == 2
    assert repr(x.dtype) == "tf.float32" and x.dtype.is_floating and not x.dtype.is_integer
    assert x.dtype.as_numpy_dtype is np.float32 and x.dtype.size == 4
    assert ftf.int32.min == -2 ** 31 and ftf.uint8.max == 255 and ftf.uint8.is_unsigned
    assert ftf.complex64.real_dtype == ftf.float32 and ftf.as_dtype("float64") == ftf.float64
    assert ftf.as_dtype(np.int16) is ftf.int16 and ftf.float32 == "float32"
    assert isinstance(x.numpy(), np.ndarray) and x.numpy().dtype == np.float32
    assert repr(x).startswith("<tf.Tensor: shape=(1, 3), dtype=float32, numpy=")
    assert len(x) == 1 and float(x[0, 1]) == 2.0 and int(ftf.constant(3)) == 3
    with pytest.raises(TypeError, match="unhashable"):
        hash(x)
    assert {x.ref(): 1}[x.ref()] == 1 and x.ref().deref() is x
    with pytest.raises(ValueError, match="truth value"):
        bool(x)
    assert bool(ftf.constant([True]))
    with pytest.raises(ivy.IvyUnsupportedError, match="graph-mode only"):
        x.op()


def test_tensor_operators_follow_tensorflow():
    x = ftf.constant([1, 2, 3])
    assert (x / 2).dtype == ftf.float64 and (x / 2).numpy().tolist() == [0.5, 1.0, 1.5]
    assert (ftf.constant([1, 2], dtype=ftf.int8) / 2).dtype == ftf.float32
    assert (x // 2).numpy().tolist() == [0, 1, 1] and (x // 2).dtype == ftf.int32
    assert (ftf.constant([-3, 2]) % 2).numpy().tolist() == [1, 0]
    assert (7 % x).numpy().tolist() == [0, 1, 1] and (2 ** x).numpy().tolist() == [2, 4, 8]
    assert (x == 2).numpy().tolist() == [False, True, False] and (x == 2).dtype == ftf.bool
    assert (x != 2).numpy().tolist() == [True, False, True] and (x == None) is False  # noqa: E711
    assert (x < 2).numpy().tolist() == [True, False, False] and (x >= 2).dtype == ftf.bool
    m = ftf.constant([[1.0, 2.0], [3.0, 4.0]])
    assert (m @ m).numpy().tolist() == [[7.0, 10.0], [15.0, 22.0]]
    assert (-x).numpy().tolist() == [-1, -2, -3] and abs(-x).numpy().tolist() == [1, 2, 3]
    b = ftf.constant([True, False])
    assert (~b).numpy().tolist() == [False, True] and (b & True).numpy().tolist() == [True, False]
    assert (b | ftf.constant([False, True])).numpy().tolist() == [True, True]
    assert (ftf.constant([6]) & 3).numpy().tolist() == [2] and (~ftf.constant([0])).numpy()[0] == -1


def test_tensor_getitem():
    x = ftf.constant(np.arange(24).reshape(2, 3, 4))
    want = np.arange(24).reshape(2, 3, 4)
    for key in (1, (0, 2), (slice(None), 1), (Ellipsis, -1), (slice(None, None, -1),),
                (None, 0, slice(1, 3)), (slice(None), slice(None, None, 2), ftf.constant(1)),
                (0, slice(5, 9))):
        got = x[key]
        k = tuple(int(i) if isinstance(i, ftf.Tensor) else i for i in key) \
            if isinstance(key, tuple) else key
        np.testing.assert_array_equal(got.numpy(), want[k])
        assert got.dtype == x.dtype
    with pytest.raises(TypeError, match="Only integers, slices"):
        x[ftf.constant([0, 1])]  # noqa: B018
    with pytest.raises(TypeError, match="Only integers, slices"):
        x[[0, 1]]  # noqa: B018


def test_errors_and_unsupported():
    assert issubclass(ftf.errors.InvalidArgumentError, ftf.errors.OpError)
    assert issubclass(ftf.errors.InvalidArgumentError, ivy.IvyValueError)
    with pytest.raises(ivy.IvyValueError, match="layout"):
        ftf.zeros([2], layout="sharded")
    with pytest.raises(ivy.IvyUnsupportedError, match="string dtype"):
        ftf.as_string(1)
    with pytest.raises(ivy.IvyUnsupportedError, match="string dtype"):
        ftf.raw_ops.StringJoin(inputs=[])
    with pytest.raises(AttributeError, match="no attribute 'not_a_function'"):
        ftf.not_a_function  # noqa: B018
    with pytest.raises(ValueError, match="direction"):
        ftf.sort(ftf.constant([1]), direction="UP")
    with pytest.raises(ValueError, match="mode"):
        ftf.pad(ftf.constant([1]), [[1, 1]], mode="EDGE")


# --- control flow (eager TensorFlow's meaning) ----------------------------------------------------
def test_control_flow_runs_eagerly():
    x = ftf.constant([1.0, 2.0, 3.0])
    assert ftf.cond(ftf.reduce_sum(x) > 5, lambda: x * 2, lambda: x).numpy().tolist() == [2, 4, 6]
    assert ftf.cond(False, lambda: 1, lambda: 0) == 0
    i, s = ftf.while_loop(lambda i, s: i < 4, lambda i, s: (i + 1, s + i),
                          (ftf.constant(0), ftf.constant(0)))
    assert int(i) == 4 and int(s) == 6
    assert int(ftf.while_loop(lambda i: i < 100, lambda i: i * 2, ftf.constant(1),
                              maximum_iterations=3)) == 8
    check("tensorflow", "map_fn", (lambda r: r * 2.0, F64.reshape(3, 1)))
    assert ftf.map_fn(lambda r: ftf.reduce_sum(r), ftf.constant(M)).numpy().tolist() == \
        M.sum(1).tolist()
    assert float(ftf.foldl(lambda a, r: a + r, ftf.constant([1.0, 2.0, 3.0]))) == 6.0
    assert float(ftf.foldr(lambda a, r: a - r, ftf.constant([1.0, 2.0, 3.0]))) == 0.0
    assert ftf.scan(lambda a, r: a + r, ftf.constant([1, 2, 3])).numpy().tolist() == [1, 3, 6]
    assert ftf.scan(lambda a, r: a + r, ftf.constant([1, 2, 3]), reverse=True).numpy().tolist() \
        == [6, 5, 3]
    assert ftf.switch_case(ftf.constant(1), [lambda: "a", lambda: "b"]) == "b"
    assert ftf.case([(ftf.constant(False), lambda: 1), (True, lambda: 2)]) == 2
    assert ftf.executing_eagerly() and not ftf.inside_function()
    np.testing.assert_array_equal(ftf.get_static_value(x), [1.0, 2.0, 3.0])
    assert ftf.ensure_shape(x, [3]) is x
    with pytest.raises(ftf.errors.InvalidArgumentError, match="not compatible"):
        ftf.ensure_shape(x, [2])


def test_more_segments_and_math():
    data = np.array([[1.0, -2.0], [3.0, 4.0], [5.0, 6.0], [0.5, 9.0]], np.float32)
    ids = np.array([0, 0, 2, 2], np.int32)
    for name in ("segment_max", "segment_min", "segment_prod", "segment_mean"):
        check("tensorflow", f"math.{name}", (data, ids))
    uids = np.array([3, 0, 3, 1], np.int32)
    for name in ("unsorted_segment_max", "unsorted_segment_min", "unsorted_segment_prod",
                 "unsorted_segment_mean", "unsorted_segment_sqrt_n"):
        check("tensorflow", f"math.{name}", (data, uids, 5))
    check("tensorflow", "math.unsorted_segment_max", (I32[0].copy(), np.array([1, 1, 0]), 3))
    check("tensorflow", "math.angle", (F64,))
    check("tensorflow", "math.nextafter", (F64, F64B))
    check("tensorflow", "math.accumulate_n", ([F64, F64B],))
