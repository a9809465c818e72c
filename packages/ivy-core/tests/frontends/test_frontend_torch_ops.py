"""The torch frontend's functions and Tensor methods against PyTorch itself (module doc of
``_frontend_harness``): pointwise math, reductions, manipulation, products, sorting, indexing,
in-place methods, promotion over every dtype pair, gradients and compilation."""

import itertools

import ivy
import ivy.frontends.torch as ft
import numpy as np
import pytest
from _frontend_harness import BACKEND, check, has_real
from _harness import native, numpy_of

F32 = np.array([[1.5, -2.0, 0.0], [np.nan, np.inf, 3.25]], dtype=np.float32)
FIN = np.array([[0.5, -1.25, 2.0, 0.0], [3.0, -0.75, 1.5, -2.5]], dtype=np.float32)
F64 = np.array([0.5, -1.25, 4.0], dtype=np.float64)
I64 = np.array([3, -7, 0], dtype=np.int64)
I32 = np.array([[1, 2, -3]], dtype=np.int32)
U8 = np.array([1, 255, 7], dtype=np.uint8)
B = np.array([True, False, True])
UNIT = np.array([-0.9, -0.25, 0.0, 0.5, 0.75], dtype=np.float32)
POS = np.array([0.25, 1.0, 9.0], dtype=np.float32)
Z64 = np.array(2.5, dtype=np.float64)
EMPTY = np.zeros((0, 3), dtype=np.float32)
X3 = np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 7 - 1.5
IDX = np.array([[0, 2], [1, 0]], dtype=np.int64)


def _id(a):
    return f"{a.dtype}{list(a.shape)}" if isinstance(a, np.ndarray) else repr(a)


# --- pointwise ----------------------------------------------------------------------------------
UNARY = ["abs", "ceil", "floor", "round", "trunc", "sign", "exp", "exp2", "expm1", "log", "log2",
         "log10", "log1p", "sqrt", "rsqrt", "sin", "cos", "tan", "atan", "sinh", "cosh", "tanh",
         "asinh", "sigmoid", "erf", "erfc", "reciprocal", "square", "neg", "frac", "isnan",
         "isinf", "isfinite", "nan_to_num", "logical_not", "deg2rad", "rad2deg", "signbit",
         "isposinf", "isneginf", "sinc"]
UNARY_INPUTS = [F32, I64, Z64, EMPTY]
_NO_INT = {"frac", "signbit", "isposinf", "isneginf"}  # float only in some PyTorch kernels


@pytest.mark.parametrize("name", UNARY)
@pytest.mark.parametrize("x", UNARY_INPUTS, ids=_id)
def test_unary_matches_torch(name, x):
    if name in _NO_INT and x.dtype.kind == "i":
        return
    check("torch", name, (x,))


@pytest.mark.parametrize("name", ["asin", "acos", "atanh", "logit"])
def test_unit_interval_unary(name):
    check("torch", name, (UNIT,))
    check("torch", name, (UNIT.astype(np.float64),))


@pytest.mark.parametrize("name", ["acosh"])
def test_acosh(name):
    check("torch", name, (POS + 1,))


BINARY = ["atan2", "remainder", "fmod", "floor_divide", "hypot", "logaddexp", "copysign",
          "fmax", "fmin", "xlogy", "float_power", "logical_and", "logical_or", "logical_xor",
          "true_divide", "pow", "nextafter"]
B_PAIRS = [(FIN[0], FIN[1]), (F64, np.array([0.3, -0.7, 2.0])), (I64, np.array([2, 3, -4])),
           (FIN[0], 2.0), (I64, 3), (F32[1], F32[1][::-1].copy())]
_FLOAT_ONLY = {"hypot", "logaddexp", "nextafter", "atan2", "copysign"}


@pytest.mark.parametrize("name", BINARY)
@pytest.mark.parametrize("pair", range(len(B_PAIRS)), ids=lambda i: f"pair{i}")
def test_binary_math_matches_torch(name, pair):
    a, b = B_PAIRS[pair]
    if name in _FLOAT_ONLY and a.dtype.kind == "i":
        return
    if name in ("nextafter", "hypot", "fmax", "fmin", "atan2", "logaddexp", "logical_and",
                "logical_or", "logical_xor") and not isinstance(b, np.ndarray):
        return  # PyTorch takes tensors only
    if name == "pow" and a.dtype.kind == "i" and isinstance(b, np.ndarray):
        b = np.abs(b)  # negative integer powers of integers raise in PyTorch
    check("torch", name, (a, b))


BITS = [(I64, np.array([5, 3, -1])), (U8, np.array([3, 6, 255], dtype=np.uint8)), (B, B[::-1].copy()),
        (I32, 6), (B, True)]


MORE_PW = [("addcdiv", (FIN[0], FIN[1], POS[:1]), {"value": 0.5}), ("addcmul", (F64, F64, F64), {}),
           ("addcmul", (I64, I64, I64), {"value": 2}), ("heaviside", (FIN[0], FIN[1]), {}),
           ("gcd", (np.array([12, -9, 0, 7]), np.array([18, 6, 5, 0])), {}),
           ("lcm", (np.array([4, -6, 0]), np.array([6, 4, 3])), {}),
           ("ldexp", (FIN[0], np.array([1, 2, 3, -1])), {}), ("logaddexp2", (FIN[0], FIN[1]), {}),
           ("sgn", (FIN,), {}), ("angle", (F32,), {}), ("rsub", (FIN, 1.0), {}),
           ("rsub", (I64, np.array([1, 2, 3])), {"alpha": 2})]


@pytest.mark.parametrize("case", range(len(MORE_PW)), ids=lambda i: f"{MORE_PW[i][0]}{i}")
def test_more_pointwise_match_torch(case):
    name, args, kwargs = MORE_PW[case]
    check("torch", name, args, kwargs)


@pytest.mark.parametrize("name", ["bitwise_and", "bitwise_or", "bitwise_xor"])
@pytest.mark.parametrize("pair", range(len(BITS)), ids=lambda i: f"pair{i}")
def test_bitwise_matches_torch(name, pair):
    check("torch", name, BITS[pair])


def test_bitwise_shifts_not_and_float_error():
    check("torch", "bitwise_not", (I64,))
    check("torch", "bitwise_not", (B,))
    check("torch", "bitwise_left_shift", (I64 % 5, np.array([1, 2, 3])))
    check("torch", "bitwise_right_shift", (np.array([64, -8, 5]), 2))
    with pytest.raises(RuntimeError, match="bitwise"):
        ft.bitwise_and(ft.tensor([1.5]), 1)


def test_clamp_lerp_where_nan_to_num():
    check("torch", "clamp", (FIN,), {"min": -1.0, "max": 1.0})
    check("torch", "clamp", (I64,), {"min": -2})
    check("torch", "clamp", (I64,), {"min": 0.5})  # an int tensor with a float bound: float32
    check("torch", "clamp", (FIN, np.full((1, 4), -0.5, np.float32), np.array(2.0)))
    check("torch", "clamp", (I64, np.array(-1), np.array([1.5, 2.5, 3.5])))
    check("torch", "clip", (F64, None, 1.0))
    check("torch", "clamp_min", (F64, 0.0))
    check("torch", "lerp", (FIN[0], FIN[1], 0.25))
    check("torch", "lerp", (FIN[0], FIN[1], np.full(4, 0.5, np.float32)))
    check("torch", "where", (FIN > 0, FIN, np.float32(0.0).item()))
    check("torch", "where", (B, 1.0, 0.0))
    check("torch", "where", (B, I64, F64))
    check("torch", "nan_to_num", (F32,), {"nan": 1.0, "posinf": 9.0})
    check("torch", "round", (np.array([1.2345, -2.5551], np.float64),), {"decimals": 2})
    with pytest.raises(RuntimeError, match="At least one"):
        ft.clamp(ft.tensor([1.0]))


# --- reductions ---------------------------------------------------------------------------------
RED = [("sum", (X3,), {}), ("sum", (X3, 1), {}), ("sum", (X3, (0, 2), True), {}),
       ("sum", (I32,), {}), ("sum", (B,), {}), ("sum", (X3,), {"dtype": ft.float64}),
       ("mean", (X3, -1), {}), ("mean", (X3, [0, 1], True), {}), ("mean", (EMPTY, 0), {}),
       ("prod", (FIN, 1), {}), ("prod", (I32,), {}), ("amax", (X3, 1), {}),
       ("amin", (X3, (0, 1)), {}), ("amax", (X3,), {}), ("argmax", (X3,), {}),
       ("argmax", (X3, 1), {}), ("argmin", (X3, 2, True), {}), ("std", (X3,), {}),
       ("std", (X3, 1), {}), ("std", (X3, 1, False), {}), ("var", (X3, (0, 2)), {"correction": 0}),
       ("var", (X3,), {"dim": 1, "keepdim": True}), ("std", (F64,), {"unbiased": False}),
       ("all", (B,), {}), ("any", (FIN, 1), {}), ("all", (U8,), {}), ("any", (I32, 0), {}),
       ("cumsum", (X3, 1), {}), ("cumsum", (I32, 1), {}), ("cumprod", (FIN, 0), {}),
       ("cumsum", (B, 0), {}), ("logsumexp", (X3, 1), {}), ("logsumexp", (X3, (0, 2), True), {}),
       ("norm", (X3,), {}), ("norm", (X3,), {"dim": 1}), ("norm", (FIN,), {"p": 1, "dim": 0}),
       ("norm", (FIN,), {"p": float("inf")}), ("count_nonzero", (FIN,), {}),
       ("count_nonzero", (FIN, 1), {}), ("median", (FIN,), {}), ("median", (FIN, 1), {}),
       ("median", (X3, 0, True), {}), ("max", (X3,), {}), ("max", (X3, 1), {}),
       ("min", (X3, 2, True), {}), ("max", (FIN[0], FIN[1]), {}), ("max", (I32, 1), {}),
       ("nansum", (F32[0],), {}), ("aminmax", (X3,), {"dim": 1}), ("cummax", (FIN, 1), {}),
       ("cummin", (FIN[0], 0), {}), ("logcumsumexp", (FIN, 1), {}), ("var_mean", (X3, 1), {}),
       ("std_mean", (X3,), {}), ("nanmean", (F32[0],), {}), ("sum", (Z64,), {}),
       ("mean", (Z64,), {}), ("amax", (Z64,), {})]


RED += [("quantile", (FIN, 0.3), {}), ("quantile", (FIN, 0.5, 1, True), {}),
        ("quantile", (X3, np.array([0.25, 0.75], np.float32), 2), {}),
        ("quantile", (FIN, 0.4), {"dim": 1, "interpolation": "nearest"}),
        ("quantile", (F64, 0.6), {"interpolation": "midpoint"}), ("nanmedian", (FIN, 1), {}),
        ("mode", (np.array([[1, 2, 2, 3], [4, 4, 1, 1]]), 1), {}), ("cov", (FIN,), {}),
        ("cov", (F64,), {"correction": 0}), ("corrcoef", (FIN,), {}),
        ("bincount", (np.array([1, 1, 3, 0]),), {}),
        ("bincount", (np.array([1, 1, 3]), np.array([0.5, 1.0, 2.0])), {"minlength": 6}),
        ("histc", (FIN,), {"bins": 4, "min": -2, "max": 2}), ("histc", (F64, 3), {}),
        ("dist", (FIN[0], FIN[1]), {}), ("dist", (FIN[0], FIN[1], 1), {})]


@pytest.mark.parametrize("case", range(len(RED)), ids=lambda i: f"{RED[i][0]}{i}")
def test_reductions_match_torch(case):
    name, args, kwargs = RED[case]
    check("torch", name, args, kwargs)


def test_mean_of_int_raises_as_torch():
    with pytest.raises(RuntimeError, match="could not infer output dtype"):
        ft.mean(ft.tensor([1, 2]))


# --- manipulation -------------------------------------------------------------------------------
MANIP = [("cat", ([FIN, FIN],), {}), ("cat", ([FIN, FIN.astype(np.float64)], 1), {}),
         ("cat", ([I64, np.zeros(0, np.float32)],), {}), ("concat", ([X3, X3], -1), {}),
         ("stack", ([F64, F64],), {}), ("stack", ([FIN, FIN], 2), {}), ("hstack", ([F64, F64],), {}),
         ("vstack", ([F64, F64],), {}), ("dstack", ([FIN, FIN],), {}),
         ("column_stack", ([F64, F64],), {}), ("reshape", (X3, (4, -1)), {}),
         ("flatten", (X3,), {}), ("flatten", (X3, 1), {}), ("flatten", (Z64,), {}),
         ("unflatten", (X3, 2, (2, -1)), {}), ("squeeze", (X3[:1],), {}),
         ("squeeze", (X3[:1], 0), {}), ("squeeze", (X3, 1), {}), ("squeeze", (X3[:1, :, :1], (0, 2)), {}),
         ("unsqueeze", (X3, -1), {}), ("unsqueeze", (F64, 0), {}), ("transpose", (X3, 0, 2), {}),
         ("swapaxes", (X3, -1, 1), {}), ("t", (FIN,), {}), ("t", (F64,), {}),
         ("permute", (X3, (2, 0, 1)), {}), ("movedim", (X3, 0, -1), {}),
         ("movedim", (X3, (0, 1), (2, 0)), {}), ("split", (X3, 2, 2), {}),
         ("split", (X3, [1, 2], 1), {}), ("chunk", (X3, 3, 2), {}), ("chunk", (F64, 2), {}),
         ("tensor_split", (X3, 3, 2), {}), ("tensor_split", (X3, [1, 3], 2), {}),
         ("unbind", (X3, 1), {}), ("gather", (FIN, 1, IDX), {}), ("gather", (X3, 0, IDX[None] % 2), {}),
         ("index_select", (X3, 2, np.array([3, 0, 3])), {}), ("narrow", (X3, 2, 1, 2), {}),
         ("narrow", (X3, -1, -2, 2), {}), ("select", (X3, 1, -1), {}), ("flip", (X3, (0, 2)), {}),
         ("fliplr", (FIN,), {}), ("flipud", (FIN,), {}), ("roll", (X3, 1), {}),
         ("roll", (X3, (1, -2), (0, 2)), {}), ("repeat_interleave", (F64, 2), {}),
         ("repeat_interleave", (FIN, np.array([1, 3]), 0), {}), ("tile", (FIN, (2,)), {}),
         ("tile", (F64, (2, 2)), {}), ("broadcast_to", (F64, (2, 3)), {}),
         ("broadcast_tensors", (FIN[:1], FIN[:, :1]), {}), ("meshgrid", (F64, I64.astype(np.float64)), {}),
         ("meshgrid", (F64, F64[:2]), {"indexing": "xy"}), ("tril", (FIN,), {}),
         ("triu", (X3, 1), {}), ("tril", (FIN, -1), {}), ("diag", (F64,), {}), ("diag", (F64, 1), {}),
         ("diag", (F64, -2), {}), ("diag", (FIN,), {}), ("diag", (FIN, 1), {}),
         ("diagonal", (X3,), {}), ("diagonal", (X3, 1, 1, 2), {}), ("diag_embed", (FIN,), {}),
         ("take_along_dim", (FIN, IDX, 1), {}), ("take_along_dim", (FIN, np.array([0, 5])), {}),
         ("take", (FIN, IDX), {}), ("nonzero", (FIN,), {}), ("nonzero", (FIN,), {"as_tuple": True}),
         ("argwhere", (I32,), {}), ("masked_select", (FIN, FIN > 0), {}),
         ("unique", (np.array([3, 1, 3, 2, 1]),), {}),
         ("unique", (np.array([3, 1, 3, 2, 1]),), {"return_inverse": True, "return_counts": True}),
         ("unique_consecutive", (np.array([1, 1, 2, 2, 3, 1]),), {"return_counts": True,
                                                                  "return_inverse": True}),
         ("clone", (X3,), {}), ("diff", (FIN,), {}), ("diff", (X3, 2, 1), {}),
         ("scatter", (np.zeros((2, 4), np.float32), 1, IDX, FIN), {}),
         ("scatter", (np.zeros((2, 4), np.float32), 1, IDX), {"value": 5.0}),
         ("scatter_add", (np.ones((2, 4), np.float32), 1, np.array([[0, 0], [3, 3]]), FIN), {}),
         ("index_add", (np.zeros((3, 4), np.float32), 0, np.array([0, 2]), FIN), {}),
         ("rot90", (FIN,), {}), ("rot90", (FIN, 2), {}), ("rot90", (X3, -1, (1, 2)), {}),
         ("atleast_2d", (F64,), {}), ("atleast_3d", (FIN,), {}), ("ravel", (X3,), {}),
         ("adjoint", (FIN,), {})]


MANIP += [("row_stack", ([F64, F64],), {}), ("dsplit", (X3, 2), {}), ("diagflat", (FIN[:, :2],), {}),
          ("diagflat", (F64, -1), {}), ("cartesian_prod", (F64, F64[:2]), {}),
          ("block_diag", (FIN, F64[None, :2].astype(np.float32), np.ones(1, np.float32)), {}),
          ("index_fill", (FIN, 1, np.array([0, 2]), -1.0), {}),
          ("index_copy", (np.zeros((3, 4), np.float32), 0, np.array([2, 0]), FIN), {}),
          ("masked_scatter", (FIN, FIN > 0, np.arange(8, dtype=np.float32)), {}),
          ("select_scatter", (FIN, np.ones(4, np.float32), 0, 1), {}),
          ("slice_scatter", (X3, np.zeros((2, 3, 2), np.float32)), {"dim": 2, "start": 1,
                                                                    "step": 2}),
          ("Tensor.unfold", (X3, 2, 2, 1), {}), ("Tensor.unfold", (FIN, 1, 2, 2), {})]


@pytest.mark.parametrize("case", range(len(MANIP)), ids=lambda i: f"{MANIP[i][0]}{i}")
def test_manipulation_matches_torch(case):
    name, args, kwargs = MANIP[case]
    check("torch", name, args, kwargs)


# --- products, sorting, comparison --------------------------------------------------------------
M23 = FIN[:, :3].copy()
OTHER = [("matmul", (M23, M23.T.copy()), {}), ("matmul", (X3, X3[0].T.copy()), {}),
         ("matmul", (F64, F64), {}), ("matmul", (M23, np.ones(3, np.float32)), {}),
         ("mm", (M23, M23.T.copy()), {}), ("bmm", (X3, X3.transpose(0, 2, 1).copy()), {}),
         ("mv", (M23, np.ones(3, np.float32)), {}), ("dot", (F64, F64), {}),
         ("outer", (F64, I64), {}), ("einsum", ("ij,kj->ik", M23, M23), {}),
         ("einsum", ("bij->bji", X3), {}), ("tensordot", (X3, X3, ([1, 2], [1, 2])), {}),
         ("tensordot", (M23, M23.T.copy(), 1), {}),
         ("addmm", (np.ones(2, np.float32), M23, M23.T.copy()), {"beta": 0.5, "alpha": 2}),
         ("baddbmm", (np.ones((2, 3, 3), np.float32), X3, X3.transpose(0, 2, 1).copy()), {}),
         ("kron", (M23, np.eye(2, dtype=np.float32)), {}), ("cross", (M23, M23[::-1].copy()), {}),
         ("inner", (FIN, FIN), {}), ("cdist", (M23, M23), {}),
         ("sort", (FIN,), {}), ("sort", (FIN, 0, True), {}), ("argsort", (FIN,), {}),
         ("argsort", (X3, 1), {"descending": True}), ("topk", (FIN, 2), {}),
         ("topk", (X3, 2, 1, False), {}), ("kthvalue", (FIN, 2), {}), ("msort", (FIN,), {}),
         ("searchsorted", (np.array([1.0, 3.0, 5.0]), np.array([0.0, 3.0, 4.0, 9.0])), {}),
         ("searchsorted", (np.array([1.0, 3.0, 5.0]), np.array([3.0])), {"right": True}),
         ("searchsorted", (np.sort(FIN, 1), FIN), {}),
         ("bucketize", (F64, np.array([0.0, 1.0, 3.0])), {}),
         ("isin", (I64, np.array([0, 3])), {}), ("isclose", (FIN, FIN + 1e-7), {}),
         ("isclose", (F32, F32), {"equal_nan": True}), ("allclose", (FIN, FIN + 1e-3), {}),
         ("allclose", (FIN, FIN), {}), ("equal", (FIN, FIN), {}), ("equal", (FIN, FIN[:1]), {})]


SPD = np.array([[4.0, 1.0, 0.5], [1.0, 3.0, 0.25], [0.5, 0.25, 2.0]], np.float32)
OTHER += [("inverse", (SPD,), {}), ("det", (SPD,), {}), ("logdet", (SPD.astype(np.float64),), {}),
          ("slogdet", (SPD,), {}), ("trace", (SPD,), {}), ("trace", (I32.reshape(1, 3),), {}),
          ("cholesky", (SPD,), {}), ("matrix_power", (SPD, 3), {}),
          ("pinverse", (SPD.astype(np.float64),), {})]


OTHER += [("cosine_similarity", (FIN, FIN[::-1].copy()), {}),
          ("cosine_similarity", (X3, X3[:1]), {"dim": -1}),
          ("pairwise_distance", (FIN, FIN[::-1].copy()), {}),
          ("trapezoid", (FIN,), {}), ("trapezoid", (FIN, FIN[0].cumsum()), {}),
          ("trapezoid", (X3,), {"dx": 0.5, "dim": 1}), ("cumulative_trapezoid", (FIN,), {}),
          ("cumulative_trapezoid", (X3,), {"dim": 0})]


@pytest.mark.parametrize("case", range(len(OTHER)), ids=lambda i: f"{OTHER[i][0]}{i}")
def test_products_sorting_comparison_match_torch(case):
    name, args, kwargs = OTHER[case]
    check("torch", name, args, kwargs)


def test_decompositions_reconstruct():
    a = ft._frontend_array(native(SPD))
    u, s_, v = ft.svd(a)
    np.testing.assert_allclose(numpy_of(((u * s_.unsqueeze(0)) @ v.mT)._data), SPD, atol=1e-5)
    q, r = ft.qr(a)
    np.testing.assert_allclose(numpy_of((q @ r)._data), SPD, atol=1e-5)


def test_finfo_iinfo_match_torch():
    for d in ("float16", "bfloat16", "float32", "float64"):
        f = ft.finfo(getattr(ft, d))
        want = (2 ** -10, 2 ** -7, 2 ** -23, 2 ** -52)[("float16", "bfloat16", "float32",
                                                         "float64").index(d)]
        assert f.eps == want and f.max > 1 and f.min == -f.max
        if has_real("torch"):
            import torch

            tf = torch.finfo(getattr(torch, d))
            assert (f.bits, f.eps, f.max, f.min, f.tiny, f.resolution) == (
                tf.bits, tf.eps, tf.max, tf.min, tf.tiny, tf.resolution)
    assert ft.finfo().dtype == "float32"
    assert (ft.iinfo(ft.int32).max, ft.iinfo(ft.uint8).min, ft.iinfo(ft.int64).bits) == (
        2 ** 31 - 1, 0, 64)


def test_product_rank_errors():
    with pytest.raises(RuntimeError, match="2D"):
        ft.mm(ft.ones(3), ft.ones(3, 3))
    with pytest.raises(RuntimeError, match="3D"):
        ft.bmm(ft.ones(2, 3), ft.ones(3, 3))


# --- creation -----------------------------------------------------------------------------------
CREATE = [("tensor", ([[1, 2], [3, 4]],), {}), ("tensor", ([1.5, 2.0],), {}),
          ("tensor", ([True],), {}), ("tensor", ([1, 2],), {"dtype": ft.float64}),
          ("as_tensor", (F64,), {}), ("as_tensor", ([1, 2],), {"dtype": ft.int32}),
("zeros", ((2, 3),), {"dtype": ft.int32}),
          ("ones", (3,), {}), ("full", ((2,), 1.5), {}), ("full", ((2,), 3), {}),
          ("full_like", (I64, 7), {}), ("full_like", (I64, 2), {"dtype": ft.float32}),
          ("ones_like", (B,), {}), ("arange", (1, 4), {}), ("arange", (1.0, 2.0, 0.25), {}),
          ("arange", (5,), {"dtype": ft.float64}), ("linspace", (0, 1, 5), {}),
          ("linspace", (-1.0, 1.0, 4), {"dtype": ft.float64}), ("logspace", (0, 2, 3), {}),
          ("logspace", (0, 3, 4), {"base": 2.0}), ("eye", (3,), {}), ("eye", (2, 3), {"dtype": ft.int64}),
          ("scalar_tensor", (3,), {}), ("tril_indices", (3, 3), {}), ("triu_indices", (3, 4, 1), {})]


CREATE += [("complex", (F64, F64[::-1].copy()), {}), ("polar", (POS, FIN[0, :3]), {}),
           ("hann_window", (8,), {}), ("hann_window", (5, False), {}), ("hamming_window", (6,), {}),
           ("blackman_window", (7,), {"dtype": ft.float64}), ("bartlett_window", (5, False), {}),
           ("hann_window", (1,), {})]
@pytest.mark.parametrize("case", range(len(CREATE)), ids=lambda i: f"{CREATE[i][0]}{i}")
def test_creation_matches_torch(case):
    name, args, kwargs = CREATE[case]
    if BACKEND == "mxnet" and name in ("complex", "polar"):  # MXNet has no complex dtypes
        with pytest.raises(ivy.IvyUnsupportedError, match="complex"):
            getattr(ft, name)(*(ft._frontend_array(native(a)) for a in args))
        return
    check("torch", name, args, kwargs)


def test_empty_shapes_and_dtypes():
    e = ft.empty(2, 3)
    assert e.shape == (2, 3) and e.dtype == ft.float32
    assert ft.empty_like(ft.tensor([1, 2])).dtype == ft.int64
    assert ft.zeros((2, 3), dtype=ft.float16, device="cpu").dtype == ft.float16
    assert ft.from_numpy(I32).dtype == ft.int32 and ft.from_numpy(I32).tolist() == I32.tolist()


# --- Tensor methods -----------------------------------------------------------------------------
METHODS = [("Tensor.view", (X3, 4, 6), {}), ("Tensor.view", (X3, (-1,)), {}),
           ("Tensor.reshape", (X3, 6, -1), {}), ("Tensor.expand", (FIN[:1], 3, -1), {}),
           ("Tensor.expand_as", (F64, FIN[:, :3]), {}), ("Tensor.permute", (X3, 2, 0, 1), {}),
           ("Tensor.permute", (X3, (1, 0, 2)), {}), ("Tensor.repeat", (FIN, 2, 1, 1), {}),
           ("Tensor.repeat", (F64, 2), {}), ("Tensor.flip", (X3, 0, 1), {}),
           ("Tensor.contiguous", (X3,), {}), ("Tensor.float", (I64,), {}),
           ("Tensor.double", (FIN,), {}), ("Tensor.long", (FIN,), {}), ("Tensor.int", (F64,), {}),
           ("Tensor.bool", (I64,), {}), ("Tensor.half", (FIN,), {}), ("Tensor.byte", (I64 % 5,), {}),
           ("Tensor.to", (I64, ft.float64), {}), ("Tensor.to", (FIN,), {"dtype": ft.int32}),
           ("Tensor.type", (FIN, ft.float64), {}), ("Tensor.type_as", (I64, F64), {}),
           ("Tensor.sum", (X3, 1), {}), ("Tensor.mean", (X3,), {"dim": (0, 1)}),
           ("Tensor.max", (X3, 2), {}), ("Tensor.max", (X3,), {}), ("Tensor.std", (X3, 0), {}),
           ("Tensor.cumsum", (X3, -1), {}), ("Tensor.argmax", (X3,), {"dim": 1, "keepdim": True}),
           ("Tensor.transpose", (X3, 0, 1), {}), ("Tensor.squeeze", (X3[:1],), {}),
           ("Tensor.unsqueeze", (X3, 1), {}), ("Tensor.split", (X3, 1, 1), {}),
           ("Tensor.gather", (FIN, 1, IDX), {}), ("Tensor.masked_fill", (FIN, FIN > 0, -1.0), {}),
           ("Tensor.masked_fill", (I64, I64 > 0, 2.0), {}), ("Tensor.where", (FIN, FIN > 0, 0.0), {}),
           ("Tensor.clamp", (FIN, -0.5, 0.5), {}), ("Tensor.sort", (FIN,), {"descending": True}),
           ("Tensor.topk", (FIN, 1), {}), ("Tensor.matmul", (M23, M23.T.copy()), {}),
           ("Tensor.softmax", (FIN, -1), {}), ("Tensor.log_softmax", (FIN, 0), {}),
           ("Tensor.relu", (FIN,), {}), ("Tensor.new_zeros", (I32, (2, 2)), {}),
           ("Tensor.new_ones", (FIN, 3), {}), ("Tensor.new_full", (F64, (2,), 3), {}),
           ("Tensor.new_tensor", (F64, [1, 2]), {}), ("Tensor.size", (X3,), {}),
           ("Tensor.size", (X3, -1), {}), ("Tensor.dim", (X3,), {}), ("Tensor.numel", (X3,), {}),
           ("Tensor.is_floating_point", (I64,), {}), ("Tensor.element_size", (F64,), {}),
           ("Tensor.tolist", (FIN,), {}), ("Tensor.item", (Z64,), {}),
           ("Tensor.__matmul__", (M23, M23.T.copy()), {}), ("Tensor.__invert__", (B,), {}),
           ("Tensor.__invert__", (I64,), {}), ("Tensor.__and__", (B, B[::-1].copy()), {}),
           ("Tensor.__or__", (I64, 4), {}), ("Tensor.__xor__", (B, True), {}),
           ("Tensor.__floordiv__", (FIN, 0.75), {}), ("Tensor.__mod__", (I64, 4), {}),
           ("Tensor.__rmod__", (np.array([2, 3, 5]), 7), {}), ("Tensor.__rsub__", (FIN, 1), {}),
           ("Tensor.__rtruediv__", (POS, 1), {}), ("Tensor.__rpow__", (F64, 2), {}),
           ("Tensor.__pos__", (FIN,), {}), ("Tensor.__lshift__", (I64 % 4, 2), {}),
           ("Tensor.index_put", (FIN, (np.array([0, 1]), np.array([1, 2])),
                                 np.array([9.0, 8.0], np.float32)), {}),
           ("Tensor.index_put", (FIN, (np.array([0, 0]), np.array([1, 1])),
                                 np.array([1.0, 2.0], np.float32), True), {})]


METHODS += [("Tensor.ndimension", (X3,), {}), ("Tensor.nelement", (X3,), {}),
            ("Tensor.stride", (X3,), {}), ("Tensor.stride", (X3, 1), {}),
            ("Tensor.sum_to_size", (X3, 3, 1), {}), ("Tensor.split_with_sizes", (X3, [1, 3], 2), {}),
            ("Tensor.fill_diagonal_", (FIN, 9.0), {}),
            ("Tensor.fill_diagonal_", (np.zeros((7, 2), np.float32), 1.0, True), {}),
            ("Tensor.reshape_as", (FIN, np.zeros((4, 2))), {}), ("Tensor.addcmul_", (F64, F64, F64), {}),
            ("Tensor.is_signed", (U8,), {}), ("Tensor.get_device", (F64,), {}),
            ("Tensor.is_nonzero", (Z64,), {}), ("Tensor.index_fill_", (FIN, 0, np.array([1]), 2.0), {}),
            ("Tensor.sqrt_", (POS,), {}), ("Tensor.addmm", (np.zeros((2, 2), np.float32), M23,
                                                            M23.T.copy()), {})]


@pytest.mark.parametrize("case", range(len(METHODS)), ids=lambda i: f"{METHODS[i][0][7:]}{i}")
def test_methods_match_torch(case):
    name, args, kwargs = METHODS[case]
    check("torch", name, args, kwargs)


def test_tensor_constructor_as_torch():
    assert ft.Tensor([1, 2]).dtype == ft.float32 and ft.Tensor([1, 2]).tolist() == [1.0, 2.0]
    assert ft.Tensor(2, 3).shape == (2, 3) and ft.Tensor().shape == (0,)
    assert ft.where(ft.tensor([0, 3, 1]))[0].tolist() == [1, 2]
    assert ft.where(ft.tensor([0, 3, 1]))[0].dtype == ft.int64


def test_method_strings_and_devices():
    x = ft.tensor([1.0])
    assert x.type() == "torch.FloatTensor" and ft.tensor([1]).type() == "torch.LongTensor"
    assert x.device.type == "cpu" and not x.is_cuda and x.to("cpu") is x
    assert ft.device("cuda", 0) == "cuda:0" and ft.device("cuda:1").index == 1
    assert x.contiguous() is x and x.is_contiguous() and x.size() == ft.Size([1])
    assert ft.is_tensor(x) and ft.get_default_dtype() == ft.float32


# --- indexing -----------------------------------------------------------------------------------
A = np.arange(60, dtype=np.float32).reshape(3, 4, 5)
KEYS = [1, -1, (0, 2), slice(1, None), (slice(None), 1), (Ellipsis, 2), (None, 1),
        (slice(0, 3, 2), slice(None), slice(1, 4, 2)), (1, Ellipsis, None),
        [0, 2], ([0, 2], [1, 3]), (slice(None), [0, 3]), (slice(None), [0, 3], 2),
        (slice(None), [0, 3], [1, 4]), ([0, 1], slice(None), [2, 3]), (1, [0, 3]),
        (Ellipsis, [1, -1]), "mask", "mask2", ("mask_row", slice(None)), (0, slice(None), "idx"),
        ("idx2",), (slice(None), None, [1, 2])]


def _key(k, make):
    if k == "mask":
        return make(A > 30)
    if k == "mask2":
        return (1, make(A[1] > 30))
    if isinstance(k, tuple):
        out = []
        for i in k:
            if i == "mask_row":
                out.append(make(np.array([True, False, True])))
            elif i == "idx":
                out.append(make(np.array([[0, 1], [4, 4]])))
            elif i == "idx2":
                out.append(make(np.array([[2, 0]])))
            elif isinstance(i, list):
                out.append(make(np.array(i)))
            else:
                out.append(i)
        return tuple(out)
    if isinstance(k, list):
        return make(np.array(k))
    return k


def _reference(key, value=None):
    """``A[key]`` (or ``A`` with ``value`` written at ``key``) by PyTorch, else by the frontend on
    the NumPy backend (compared with PyTorch in the sessions that have it)."""
    if has_real("torch"):
        import torch

        t = torch.from_numpy(A.copy())
        k = _key(key, lambda a: torch.from_numpy(a))
        if value is None:
            return t[k].numpy()
        t[k] = value if not isinstance(value, np.ndarray) else torch.from_numpy(value).float()
        return t.numpy()
    with ivy.use("numpy"):
        x = ft._frontend_array(A.copy())
        k = _key(key, lambda a: ft._frontend_array(a))
        if value is None:
            return x[k].numpy()
        x[k] = value if not isinstance(value, np.ndarray) else ft._frontend_array(value)
        return x.numpy()


@pytest.mark.parametrize("k", range(len(KEYS)), ids=lambda i: f"key{i}")
def test_getitem_and_setitem_match_torch(k):
    key = KEYS[k]
    fkey = _key(key, lambda a: ft._frontend_array(native(a)))
    got = ft._frontend_array(native(A.copy()))[fkey]
    want = _reference(key)
    np.testing.assert_array_equal(numpy_of(got._data), want)
    # __setitem__: a scalar and a broadcast tensor written at the key
    y = ft._frontend_array(native(A.copy()))
    y[fkey] = -1
    np.testing.assert_array_equal(numpy_of(y._data), _reference(key, -1))
    assert y.dtype == ft.float32
    if want.size:
        val = np.arange(want.shape[-1] if want.ndim else 1, dtype=np.float64) + 100
        y = ft._frontend_array(native(A.copy()))
        y[fkey] = ft._frontend_array(native(val))  # float64 into float32: cast, as PyTorch
        np.testing.assert_array_equal(numpy_of(y._data), _reference(key, val))


def test_getitem_list_and_tensor_scalar_keys():
    x = ft.arange(10)
    assert x[[1, 3]].tolist() == [1, 3] and x[ft.tensor(4)].tolist() == 4
    assert x[x > 7].tolist() == [8, 9]


# --- in-place methods ---------------------------------------------------------------------------
def test_inplace_methods_keep_dtype_and_identity():
    x = ft.tensor([1.0, -2.0, 3.0])
    assert x.add_(1) is x and x.tolist() == [2.0, -1.0, 4.0]
    x.mul_(ft.tensor([2, 2, 2]))
    x.clamp_(min=-1.0, max=5.0)
    assert x.tolist() == [4.0, -1.0, 5.0] and x.dtype == ft.float32
    x.masked_fill_(x < 0, 0.0)
    assert x.tolist() == [4.0, 0.0, 5.0]
    x.sub_(ft.tensor([1.0, 1.0, 1.0], dtype=ft.float64))
    assert x.dtype == ft.float32 and x.tolist() == [3.0, -1.0, 4.0]
    x.fill_(2.5)
    assert x.tolist() == [2.5, 2.5, 2.5]
    x.zero_()
    assert x.tolist() == [0.0, 0.0, 0.0]
    x.copy_(ft.tensor([1, 2, 3]))
    assert x.tolist() == [1.0, 2.0, 3.0] and x.dtype == ft.float32
    x.unsqueeze_(0)
    assert x.shape == (1, 3)
    x += 1
    x *= 2
    assert x.tolist() == [[4.0, 6.0, 8.0]]
    i = ft.tensor([1, 2, 3])
    i += 2
    assert i.dtype == ft.int64 and i.tolist() == [3, 4, 5]
    i.div_(2, rounding_mode="floor")
    assert i.tolist() == [1, 2, 2]
    s = ft.zeros(2, 3)
    s.scatter_(1, ft.tensor([[0], [2]]), 1.0)
    assert s.tolist() == [[1, 0, 0], [0, 0, 1]]
    b = ft.tensor([True, False])
    b.logical_not_()
    assert b.tolist() == [False, True]


def test_inplace_to_a_lower_category_raises_as_torch():
    with pytest.raises(RuntimeError, match="result type Double can't be cast to the desired "
                                           "output type Long"):
        ft.tensor([1, 2]).add_(ft.tensor([0.5, 1.5], dtype=ft.float64))
    with pytest.raises(RuntimeError, match="can't be cast"):
        ft.tensor([1, 2]).sqrt_()


# --- promotion ----------------------------------------------------------------------------------
DTYPE_NAMES = ["bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16",
               "float32", "float64", "complex64", "complex128", "uint16", "uint32", "uint64"]


def _torch_promote(torch, a, b):
    try:
        return str(torch.promote_types(getattr(torch, a), getattr(torch, b))).split(".")[-1]
    except Exception:  # noqa: BLE001 - PyTorch refuses the pair
        return "error"


def _complex32(want, got, names):
    # PyTorch's complex32 for float16 with a complex operand: Ivy has none (complex64 instead)
    return want == "complex32" and got == "complex64" and "float16" in names


@pytest.mark.skipif(not has_real("torch"), reason="the reference is PyTorch's own table")
def test_promote_types_all_pairs_match_torch():
    import torch
    from ivy.frontends.torch import _promotion

    bad = []
    for a, b in itertools.product(DTYPE_NAMES, DTYPE_NAMES):
        want = _torch_promote(torch, a, b)
        try:
            got = _promotion.promote_types(a, b)
        except TypeError:
            got = "error"
        if want != got and not _complex32(want, got, (a, b)):
            bad.append((a, b, want, got))
        if want not in ("error", "complex32"):
            assert ft.promote_types(ft.__dict__[a] if a != "bool" else ft.bool,
                                    getattr(ft, b)) == want
    assert not bad, bad


@pytest.mark.skipif(not has_real("torch"), reason="the reference is PyTorch's own rule")
def test_result_type_zero_dim_and_python_scalars_match_torch():
    import torch
    from ivy.frontends.torch import _promotion

    names = DTYPE_NAMES[:12]
    bad = []
    for a, b in itertools.product(names, names):
        for sa, sb in (((2,), ()), ((), (2,)), ((), ()), ((2,), (2,))):
            ta, tb = torch.zeros(sa, dtype=getattr(torch, a)), torch.zeros(sb, dtype=getattr(torch, b))
            want = str(torch.result_type(ta, tb)).split(".")[-1]
            got = _promotion.result_type_of(ta, tb)
            if want != got and not _complex32(want, got, (a, b)):
                bad.append((a, sa, b, sb, want, got))
    for a, s, shape in itertools.product(names, (1, -2.5, True, 1j), ((3,), ())):
        ta = torch.zeros(shape, dtype=getattr(torch, a))
        want = str(torch.result_type(ta, s)).split(".")[-1]
        got = _promotion.result_type_of(ta, s)
        if want != got and not _complex32(want, got, (a,)):
            bad.append((a, shape, s, want, got))
    for s, r in itertools.product((1, 2.5, True, 1j), (1, 2.5, True, 1j)):
        want = str(torch.result_type(torch.tensor(s), r)).split(".")[-1]
        assert _promotion.result_type_of(s, r) == _promotion.result_type_of(
            torch.tensor(s), r) == want
    assert not bad, bad


def test_frontend_ops_follow_the_promotion():
    x, z = ft.tensor([1, 2], dtype=ft.int32), ft.tensor(2.5, dtype=ft.float64)
    assert (x * z).dtype == ft.float64  # a 0-d float over an int tensor: its own dtype
    assert (x + ft.tensor(3, dtype=ft.int64)).dtype == ft.int32  # 0-d same category: ignored
    u8, i8 = ft.tensor([1], dtype=ft.uint8), ft.tensor([1], dtype=ft.int8)
    if BACKEND == "mxnet":  # PyTorch's int16 result: MXNet has no int16 (a clear error)
        with pytest.raises(ivy.IvyUnsupportedError, match="int16"):
            u8 + i8
    else:
        assert (u8 + i8).dtype == ft.int16
    assert ft.result_type(x, 1.0) == ft.float32 and ft.can_cast(ft.float32, ft.int32) is False
    # a NumPy float64 scalar (NumPy's reductions give them) is a 0-d tensor, not a Python float
    assert (ft.tensor([1.0, 2.0], dtype=ft.float64).mean() * 0.5).dtype == ft.float64
    if BACKEND == "mxnet":  # MXNet has no uint16 arrays: a clear error
        with pytest.raises(ivy.IvyUnsupportedError, match="uint16"):
            ft.tensor([1], dtype=ft.uint16)
        return
    with pytest.raises(TypeError, match="uint16"):
        ft.tensor([1], dtype=ft.uint16) + ft.tensor([1], dtype=ft.int8)


# --- random -------------------------------------------------------------------------------------
def test_random_shapes_dtypes_and_generator_reproducibility():
    ft.manual_seed(3)
    a = ft.rand(2, 3)
    ft.manual_seed(3)
    assert np.array_equal(a.numpy(), ft.rand(2, 3).numpy()) and a.dtype == ft.float32
    assert ft.randn((4,), dtype=ft.float64).dtype == ft.float64
    r = ft.randint(0, 5, (100,))
    assert r.dtype == ft.int64 and 0 <= int(r.min()) and int(r.max()) < 5
    g = ft.Generator().manual_seed(1)
    u = ft.rand(3, generator=g)
    g.manual_seed(1)
    assert np.array_equal(u.numpy(), ft.rand(3, generator=g).numpy())
    assert sorted(ft.randperm(6).tolist()) == list(range(6))
    assert ft.normal(ft.zeros(2, 2), 1.0).shape == (2, 2)
    assert ft.normal(2.0, 3.0, size=(5,)).shape == (5,)
    p = ft.bernoulli(ft.full((50,), 0.5))
    assert set(p.tolist()) <= {0.0, 1.0}
    m = ft.multinomial(ft.tensor([0.0, 1.0, 0.0]), 2, replacement=True)
    assert m.tolist() == [1, 1]
    assert ft.rand_like(ft.ones(2, dtype=ft.float64)).dtype == ft.float64
    w = ft.empty(3, 4).uniform_(-1, 1)
    assert float(w.abs().max()) <= 1.0
    with pytest.raises(ivy.IvyUnsupportedError, match="Poisson"):
        ft.poisson(ft.ones(2))


def test_generator_seed_leaves_pythons_random_state_alone():
    import random

    state = random.getstate()
    g = ft.Generator()
    seeds = {g.seed() for _ in range(4)}
    assert random.getstate() == state  # the user's global RNG is not advanced
    assert len(seeds) == 4 and all(0 <= s < 2 ** 63 for s in seeds)
    assert g.initial_seed() in seeds


# --- gradients and compilation -----------------------------------------------------------------
_X = np.array([[0.3, -1.2, 2.0], [0.7, 0.1, -0.4]], np.float32)
_W = np.array([[1.5, -0.5, 0.25], [2.0, 1.0, -1.0]], np.float32)


def _program(x, w):
    """A small torch program on the frontend's Tensors: native arrays in, a 0-d native out."""
    tx, tw = ft._frontend_array(x), ft._frontend_array(w)
    h = (tx.sin() * tw).sum(dim=1, keepdim=True)
    y = ft.where(h > 0, h, 0.1 * h) + ft.logsumexp(tx @ tw.T, dim=-1).mean()
    return (y.exp().clamp(max=50.0).sum() + tx.abs().pow(2).mean() * 0.5)._data


def test_gradient_equals_torch_autograd():
    x, w = native(_X), native(_W)
    if BACKEND == "numpy":
        with pytest.raises(ivy.IvyUnsupportedError, match="grad"):
            ivy.grad(_program, argnums=(0, 1))(x, w)
        return
    gx, gw = ivy.grad(_program, argnums=(0, 1))(x, w)
    if has_real("torch"):
        import torch

        tx = torch.tensor(_X, requires_grad=True)
        tw = torch.tensor(_W, requires_grad=True)
        h = (tx.sin() * tw).sum(dim=1, keepdim=True)
        y = torch.where(h > 0, h, 0.1 * h) + torch.logsumexp(tx @ tw.T, dim=-1).mean()
        out = y.exp().clamp(max=50.0).sum() + tx.abs().pow(2).mean() * 0.5
        want = torch.autograd.grad(out, (tx, tw))
        want = [w_.numpy() for w_ in want]
    else:  # central differences in float64 on the NumPy backend
        want = []
        for i in range(2):
            base = [_X.astype(np.float64), _W.astype(np.float64)]
            g = np.zeros_like(base[i])
            for idx in np.ndindex(g.shape):
                up = [b.copy() for b in base]
                dn = [b.copy() for b in base]
                up[i][idx] += 1e-6
                dn[i][idx] -= 1e-6
                with ivy.use("numpy"):
                    g[idx] = (float(_program(*up)) - float(_program(*dn))) / 2e-6
            want.append(g)
    np.testing.assert_allclose(numpy_of(gx), want[0], rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(numpy_of(gw), want[1], rtol=1e-4, atol=1e-5)


def test_compiled_program_equals_eager():
    x, w = native(_X), native(_W)
    eager = numpy_of(_program(x, w))
    compiled = ivy.compile(_program)
    np.testing.assert_allclose(numpy_of(compiled(x, w)), eager, rtol=1e-5)
