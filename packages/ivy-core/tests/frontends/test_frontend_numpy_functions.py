"""The NumPy frontend's functions against NumPy itself (``_frontend_harness``): creation,
reductions and statistics, manipulation, sorting and searching, sets, logic, products."""

import ivy
import ivy.frontends.numpy as fnp
import numpy as np
import pytest
from _numpy_frontend import NP2, ck, fa

M = np.array([[1.5, -2.0, 3.25, 0.0], [4.0, 0.5, -1.0, 2.0], [7.0, 8.5, 9.0, -3.0]])
M32 = M.astype(np.float32)
MN = np.array([[1.0, np.nan, 3.0], [np.nan, np.nan, 2.0]])
IM = np.array([[3, 1, 2], [9, -4, 0]], dtype=np.int16)
U = np.array([5, 200, 7, 0], dtype=np.uint8)
B = np.array([[True, False], [True, True]])
F16 = np.array([1.0, 2.5, -3.0, 4.0], dtype=np.float16)


# --- creation ------------------------------------------------------------------------------------
@pytest.mark.parametrize("case", [
    ("array", ([1, 2, 3],), {}), ("array", ([1.0, 2],), {}), ("array", ([[True], [False]],), {}),
    ("array", ([1, 2.5j],), {}), ("array", ([1, 2],), {"dtype": "int8"}),
    ("array", ([1, 2],), {"ndmin": 3}), ("array", (3.5,), {}), ("array", ([],), {}),
    ("asarray", (M32,), {}), ("asarray", ([[1, 2], [3, 4]],), {"dtype": "float32"}),
    ("zeros", ((2, 3),), {}), ("zeros", (4,), {"dtype": "int8"}), ("ones", ((2,),), {}),
    ("full", ((2, 2), 7), {}), ("full", ((2,), 1.5), {}), ("full", ((3,), True), {}),
    ("full", ((2,), 3), {"dtype": "float32"}), ("zeros_like", (IM,), {}),
    ("ones_like", (M32,), {"dtype": "int64"}), ("full_like", (IM, 2.7), {}),
    ("full_like", (M, 1), {"shape": (2, 2)}), ("arange", (5,), {}), ("arange", (1, 7, 2), {}),
    ("arange", (0.0, 1.0, 0.25), {}), ("arange", (1, 2, 0.3), {}), ("arange", (5, 0, -2), {}),
    ("arange", (3,), {"dtype": "float32"}), ("arange", (0, 10, 3), {"dtype": "uint8"}),
    ("linspace", (0, 1, 5), {}), ("linspace", (0, 10, 4), {"endpoint": False}),
    ("linspace", (1, 2, 3), {"retstep": True}), ("linspace", (0, 10, 5), {"dtype": "int64"}),
    ("linspace", (np.array([0.0, 1.0]), np.array([1.0, 3.0]), 3), {}),
    ("linspace", (np.array([0.0, 1.0]), 5, 3), {"axis": 1}),
    ("logspace", (0, 2, 3), {}), ("logspace", (0, 3, 4), {"base": 2.0}),
    ("geomspace", (1, 1000, 4), {}), ("geomspace", (-1, -16, 5), {}),
    ("eye", (3,), {}), ("eye", (2, 4), {"k": 1, "dtype": "int32"}), ("identity", (3,), {}),
    ("tri", (3,), {}), ("tri", (3, 4), {"k": -1, "dtype": "int8"}), ("tril", (M,), {}),
    ("triu", (M,), {"k": 1}), ("tril", (np.arange(24).reshape(2, 3, 4),), {"k": -1}),
    ("diag", (np.array([1, 2, 3]),), {}), ("diag", (np.array([1.5, 2.0]),), {"k": -2}),
    ("diag", (M,), {"k": 1}), ("diagflat", (np.array([[1, 2], [3, 4]]),), {}),
    ("indices", ((2, 3),), {}), ("vander", (np.array([1, 2, 3]),), {}),
    ("vander", (np.array([1.0, 2.0]),), {"N": 3, "increasing": True}),
    ("tril_indices", (3,), {}), ("triu_indices", (3, 1, 4), {}), ("copy", (IM,), {}),
], ids=lambda c: c[0])
def test_creation(case):
    name, args, kw = case
    ck(name, args, kw)


def test_meshgrid():
    x, y = np.array([1, 2, 3]), np.array([4.0, 5.0])
    ck("meshgrid", (x, y))
    ck("meshgrid", (x, y), {"indexing": "ij"})
    ck("meshgrid", (x, y, np.array([7, 8])), {"sparse": True})
    ck("meshgrid", (x, y), {"sparse": True})


def test_creation_defaults_and_backend():
    assert fnp.zeros(2).dtype == fnp.float64 and fnp.arange(3).dtype == fnp.int64
    assert fnp.array([1.5]).dtype == fnp.float64 and fnp.empty((2, 2)).shape == (2, 2)
    assert fnp.array([fnp.float32(1), fnp.float32(2)]).dtype == fnp.float32
    assert fnp.array([fnp.float32(1), 2.0]).dtype == fnp.float64
    with ivy.use("numpy"):
        assert isinstance(fnp.zeros(2)._data, np.ndarray)
    x = fa(np.array([1.0, 2.0]))
    y = fnp.array([x, x])
    assert y.shape == (2, 2) and type(y._data) is type(x._data)
    with pytest.raises(ValueError, match="inhomogeneous"):
        fnp.array([x, fa(np.ones(3))])
    assert fnp.array(x) is not x and fnp.asarray(x) is x


# --- reductions and statistics ---------------------------------------------------------------
REDUCTIONS = ["sum", "prod", "mean", "std", "var", "max", "min", "amax", "amin", "argmax",
              "argmin", "all", "any", "cumsum", "cumprod", "ptp", "median", "nansum",
              "nanmean", "nanmax", "nanmin", "nanprod", "nanstd", "nanvar", "nancumsum",
              "nanargmax", "nanargmin", "count_nonzero", "nanmedian"]


@pytest.mark.parametrize("name", REDUCTIONS)
@pytest.mark.parametrize("x", [M, M32, IM, U, F16, B], ids=lambda a: f"{a.dtype}{a.shape}")
@pytest.mark.parametrize("axis", [None, 0, -1], ids=lambda a: f"axis{a}")
def test_reductions(name, x, axis):
    if name == "ptp" and x.dtype == np.bool_:
        return  # NumPy: boolean subtract raises
    kw = {} if axis is None else {"axis": axis}
    if x.ndim == 1 and axis == -1 and name in ("cumsum", "cumprod", "nancumsum"):
        kw = {"axis": 0}
    rtol = 8 if x.dtype == np.float16 else 2
    ck(name, (x,), kw, rtol_scale=rtol)


@pytest.mark.parametrize("name", ["nansum", "nanmean", "nanmax", "nanmin", "nanstd", "nanvar",
                                  "nanprod", "nanmedian", "nancumsum", "nanargmin", "mean",
                                  "max", "median", "argmax", "sum"])
def test_reductions_with_nans(name):
    ck(name, (MN,), {"axis": 0} if name != "nanargmin" else {"axis": 1})
    if name not in ("nanargmin",):
        ck(name, (MN,))


def test_reduction_options():
    ck("sum", (IM,), {"axis": (0, 1), "keepdims": True})
    ck("sum", (IM,), {"dtype": "int8"})
    ck("sum", (M,), {"where": M > 0})
    ck("sum", (M,), {"initial": 10.0, "axis": 1})
    ck("mean", (M,), {"where": M > 0, "axis": 1})
    ck("mean", (IM,), {"dtype": "float32"})
    ck("var", (M,), {"ddof": 1, "axis": 0})
    ck("std", (M,), {"ddof": 2, "keepdims": True})
    ck("var", (np.array([1 + 2j, -1j, 3.0]),))
    ck("std", (np.array([1 + 2j, -1j, 3.0], dtype=np.complex64),))
    ck("max", (M,), {"initial": 8.0, "axis": 0})
    ck("max", (np.zeros((0,)),), {"initial": 3.0})
    ck("argmax", (M,), {"axis": 1, "keepdims": True})
    ck("all", (M,), {"where": np.array([True, False, True, True])})
    ck("any", (np.zeros((0, 2)),), {"axis": 0})
    ck("cumsum", (IM,), {"dtype": "float64"})
    ck("prod", (np.array([[1, 2], [3, 4]], dtype=np.uint8),))
    with pytest.raises(ValueError, match="zero-size array"):
        fnp.max(fnp.zeros((0,)))
    if NP2:
        ck("var", (M,), {"correction": 1})
        ck("cumulative_sum", (np.array([1, 2, 3], dtype=np.int8),))
        ck("cumulative_sum", (IM,), {"axis": 1, "include_initial": True})
        ck("cumulative_prod", (np.array([1.5, 2.0, -1.0]),))


@pytest.mark.parametrize("q", [0.5, 0.0, 1.0, 0.3, [0.25, 0.75], np.array([[0.1], [0.9]]),
                               np.float32(0.4)], ids=str)
@pytest.mark.parametrize("method", ["linear", "lower", "higher", "nearest", "midpoint"])
def test_quantile_and_percentile(q, method):
    for x in (M, M32, IM):
        ck("quantile", (x, q), {"method": method})
        ck("quantile", (x, q), {"method": method, "axis": 1, "keepdims": True})
    pq = [v * 100 for v in q] if isinstance(q, list) else q * 100
    ck("percentile", (M, pq), {"method": method, "axis": 0})
    ck("nanquantile", (MN, q), {"method": method, "axis": 1})
    with pytest.raises(ValueError, match="Quantiles must be in the range"):
        fnp.quantile(fa(M), 1.5)


def test_average_cov_corrcoef():
    ck("average", (M,))
    ck("average", (M,), {"axis": 1, "weights": np.array([1.0, 2.0, 3.0, 4.0])})
    ck("average", (IM,), {"weights": np.abs(IM) + 1})
    ck("average", (M32,), {"axis": 0, "returned": True})
    ck("cov", (M,))
    ck("cov", (M,), {"rowvar": False})
    ck("cov", (M[0], M[1]))
    ck("cov", (M,), {"ddof": 0, "aweights": np.array([1.0, 2.0, 0.5, 1.0])})
    ck("cov", (IM,), {"fweights": np.array([1, 2, 1])})
    ck("corrcoef", (M,))
    ck("corrcoef", (M[0], M[2]))


def test_binning_and_differences():
    ck("bincount", (np.array([0, 1, 1, 3, 2, 1, 7]),))
    ck("bincount", (np.array([0, 1, 1, 3]),), {"weights": np.array([0.5, 1.0, 1.5, 2.0]),
                                               "minlength": 6})
    ck("histogram", (M,))
    ck("histogram", (M,), {"bins": 3, "range": (-1.0, 5.0)})
    ck("histogram", (IM,), {"bins": np.array([-5, 0, 1, 10]), "weights": np.ones((2, 3))})
    ck("histogram", (M,), {"bins": 4, "density": True})
    ck("histogram_bin_edges", (M32,), {"bins": 5})
    ck("digitize", (np.array([0.2, 6.4, 3.0, 1.6]), np.array([0.0, 1.0, 2.5, 4.0, 10.0])))
    ck("digitize", (np.array([0.2, 6.4, 3.0, 1.6]), np.array([10.0, 4.0, 2.5, 1.0, 0.0])),
       {"right": True})
    ck("diff", (M,))
    ck("diff", (IM,), {"n": 2, "axis": 0})
    ck("diff", (np.array([True, False, False, True]),))
    ck("diff", (M[0],), {"prepend": 0.0, "append": np.array([1.0, 2.0])})
    ck("ediff1d", (IM,), {"to_begin": np.array([-9]), "to_end": 99})
    ck("trapezoid", (M,)) if NP2 else None
    ck("trapezoid", (M[0],), {"x": np.array([0.0, 1.0, 3.0, 3.5])}) if NP2 else None
    ck("interp", (np.array([-1.0, 0.5, 1.5, 2.2, 9.0]), np.array([0.0, 1.0, 2.0]),
                  np.array([10.0, 20.0, 15.0])))
    ck("interp", (np.array([0.5, 3.0]), np.array([0.0, 1.0]), np.array([1.0, 2.0])),
       {"left": -1.0, "right": 99.0})


# --- manipulation --------------------------------------------------------------------------------
A3 = np.arange(24).reshape(2, 3, 4)


@pytest.mark.parametrize("case", [
    ("reshape", (A3, (4, 6)), {}), ("reshape", (A3, (-1, 3)), {}), ("reshape", (A3, 24), {}),
    ("reshape", (A3, (4, 6)), {"order": "F"}), ("ravel", (A3,), {}),
    ("ravel", (A3,), {"order": "F"}), ("transpose", (A3,), {}),
    ("transpose", (A3, (1, 0, 2)), {}), ("transpose", (A3, (-1, 0, 1)), {}),
    ("moveaxis", (A3, 0, -1), {}), ("moveaxis", (A3, (0, 1), (2, 0)), {}),
    ("swapaxes", (A3, 0, 2), {}), ("rollaxis", (A3, 2), {}), ("rollaxis", (A3, 0, 2), {}),
    ("squeeze", (np.ones((1, 3, 1)),), {}), ("squeeze", (np.ones((1, 3, 1)),), {"axis": 2}),
    ("expand_dims", (A3, 1), {}), ("expand_dims", (A3, (0, -1)), {}),
    ("broadcast_to", (np.array([1, 2, 3]), (2, 3)), {}),
    ("broadcast_arrays", (np.array([[1], [2]]), np.array([1.0, 2.0, 3.0])), {}),
    ("atleast_1d", (np.array(1.0),), {}), ("atleast_2d", (np.array([1, 2]),), {}),
    ("atleast_3d", (np.array([1, 2]),), {}), ("atleast_3d", (np.ones((2, 3)),), {}),
    ("atleast_2d", (np.array(1), np.array([1, 2])), {}),
    ("tile", (np.array([1, 2]), 3), {}), ("tile", (np.array([[1, 2]]), (2, 1, 2)), {}),
    ("repeat", (np.array([[1, 2], [3, 4]]), 2), {}),
    ("repeat", (np.array([[1, 2], [3, 4]]), np.array([1, 3])), {"axis": 0}),
    ("flip", (A3,), {}), ("flip", (A3,), {"axis": (0, 2)}), ("fliplr", (M,), {}),
    ("flipud", (M,), {}), ("roll", (A3, 2), {}), ("roll", (A3, -1), {"axis": 1}),
    ("roll", (A3, (1, 2)), {"axis": (0, 2)}), ("rot90", (M,), {}), ("rot90", (M, 2), {}),
    ("rot90", (M, -1), {}), ("rot90", (A3, 1, (1, 2)), {}),
    ("pad", (M, 1), {}), ("pad", (IM, ((1, 0), (2, 1))), {"constant_values": 7}),
    ("pad", (M, 2), {"mode": "reflect"}), ("pad", (M, (1, 2)), {"mode": "edge"}),
    ("pad", (M, 1), {"mode": "wrap"}), ("pad", (M, 2), {"mode": "symmetric"}),
    ("pad", (IM, 1), {"constant_values": ((1, 2), (3, 4))}),
    ("concatenate", ([M, M],), {}), ("concatenate", ([M, np.ones((1, 4), dtype=np.int16)],), {}),
    ("concatenate", ([IM, U[:3].reshape(1, 3)],), {"axis": 0}),
    ("concatenate", ([M, M],), {"axis": None}), ("stack", ([M, M],), {"axis": 1}),
    ("stack", ([IM, IM.astype(np.float32)],), {"axis": -1}),
    ("vstack", ([np.array([1, 2]), np.array([3, 4])],), {}),
    ("hstack", ([np.array([1, 2]), np.array([3.0])],), {}), ("hstack", ([M, M],), {}),
    ("dstack", ([np.array([1, 2]), np.array([3, 4])],), {}),
    ("column_stack", ([np.array([1, 2]), np.array([[3], [4]])],), {}),
    ("split", (np.arange(9), 3), {}), ("split", (np.arange(9), [2, 5]), {}),
    ("split", (A3, 2, 2), {}), ("array_split", (np.arange(10), 3), {}),
    ("array_split", (A3, 2, 1), {}), ("hsplit", (M, 2), {}), ("vsplit", (M, [1]), {}),
    ("dsplit", (A3, [1, 3]), {}),
    ("where", (M > 0, M, 0), {}), ("where", (B, np.array([1, 2], dtype=np.int8), 1.5), {}),
    ("where", (B, np.int8(3), 7), {}), ("where", (M > 2,), {}),
    ("take", (M, [0, 2]), {}), ("take", (M, np.array([[0, 2], [1, 3]])), {"axis": 1}),
    ("take", (M, 5), {}), ("take", (M, [-1, 4]), {"axis": 1, "mode": "wrap"}),
    ("take", (M, [-1, 9]), {"axis": 0, "mode": "clip"}),
    ("take_along_axis", (M, np.argsort(M, axis=1), 1), {}),
    ("take_along_axis", (M, np.array([[0], [1], [3]]), -1), {}),
    ("take_along_axis", (M[0], np.array([3, 0]), None), {}),
    ("clip", (M, -1, 2), {}), ("clip", (IM, 0, 1.5), {}), ("clip", (IM, None, 2), {}),
    ("clip", (M, np.array([0.0, -1.0, 1.0, 0.0]), 3.0), {}),
    ("round", (M,), {}), ("round", (M, 1), {}), ("round", (np.array([15, 25, -35]), -1), {}),
    ("round", (np.array([1.5, 2.5, -0.5, 0.123456]), 3), {}), ("around", (M32, 2), {}),
    ("choose", (np.array([[0, 1, 2], [2, 1, 0]]), [np.ones((2, 3)), 2 * np.ones((2, 3)),
                                                   np.array([7.0, 8.0, 9.0])]), {}),
    ("compress", ([True, False, True], M), {"axis": 0}), ("compress", ([0, 1], M), {}),
    ("extract", (M > 1, M), {}), ("delete", (M, 1, 1), {}), ("delete", (M, [0, 2]), {}),
    ("delete", (np.arange(6), slice(1, 4)), {}),
    ("insert", (np.arange(5), 2, 99), {}), ("insert", (np.arange(5), [1, 3], [-1, -2]), {}),
    ("insert", (M, 1, 0.5, 1), {}), ("insert", (M, [0, 2], [[7.0], [8.0]], 0), {}),
    ("insert", (np.arange(5), [1], [7, 8]), {}), ("insert", (M, 1, [[1], [2], [3]], 1), {}),
    ("insert", (M, slice(0, 2), 9.0, 1), {}),
    ("append", (M, M), {"axis": 0}), ("append", (np.array([1, 2]), [[3.5]]), {}),
    ("resize", (np.array([1, 2, 3]), (2, 4)), {}), ("trim_zeros", (np.array([0, 0, 1, 2, 0]),), {}),
    ("select", ([M > 3, M < 0], [M, -M], 9.0), {}),
    ("nan_to_num", (np.array([np.nan, np.inf, -np.inf, 1.0]),), {}),
    ("nan_to_num", (np.array([np.nan, np.inf], dtype=np.float32),), {"nan": -1.0, "posinf": 5.0}),
    ("nan_to_num", (np.array([complex(np.nan, np.inf)]),), {}),
    ("unstack", (A3,), {"axis": 1}),
], ids=lambda c: c[0])
def test_manipulation(case):
    name, args, kw = case
    if name in ("unstack",) and not NP2:
        return
    ck(name, args, kw)


def test_manipulation_errors():
    with pytest.raises(ValueError, match="equal division"):
        fnp.split(fa(np.arange(5)), 2)
    with pytest.raises(ValueError, match="cannot select an axis to squeeze"):
        fnp.squeeze(fa(np.ones((2, 1))), axis=0)
    with pytest.raises(fnp.exceptions.AxisError):
        fnp.sum(fa(np.ones(2)), axis=3)
    with pytest.raises(IndexError):
        fnp.take(fa(np.ones(3)), [5])
    with pytest.raises(ValueError, match="zero-dimensional"):
        fnp.concatenate([fa(np.array(1.0))])


def test_in_place_writers():
    for fname, args in (("put", ([0, 2], [9, 8])), ("put", ([-1, 7], [5], "wrap")),
                        ("place", (np.array([1, 0, 1, 0, 1], dtype=bool), [7, 8])),
                        ("putmask", (np.array([1, 0, 1, 0, 1], dtype=bool), [7, 8])),
                        ("copyto", (np.array([10, 20, 30, 40, 50]),)),
                        ("put_along_axis", (np.array([4, 0]), 99, 0))):
        want = np.arange(5)
        getattr(np, fname)(want, *args)
        got = fnp.asarray(np.arange(5))
        fargs = [fa(a) if isinstance(a, np.ndarray) else a for a in args]
        assert getattr(fnp, fname)(got, *fargs) is None
        np.testing.assert_array_equal(np.asarray(got), want, err_msg=fname)
    a, b = np.zeros((3, 3)), fnp.zeros((3, 3))
    np.fill_diagonal(a, 5)
    fnp.fill_diagonal(b, 5)
    np.testing.assert_array_equal(np.asarray(b), a)
    a, b = np.zeros((5, 3)), fnp.zeros((5, 3))
    np.fill_diagonal(a, [1, 2, 3], wrap=True)
    fnp.fill_diagonal(b, [1, 2, 3], wrap=True)
    np.testing.assert_array_equal(np.asarray(b), a)
    a, b = np.arange(4.0), fnp.arange(4.0)
    np.copyto(a, 7.0, where=np.array([True, False, True, False]))
    fnp.copyto(b, 7.0, where=fa(np.array([True, False, True, False])))
    np.testing.assert_array_equal(np.asarray(b), a)


# --- sorting, searching, sets ------------------------------------------------------------------
S = np.array([[3.0, np.nan, 1.0, -np.inf], [2.0, 2.0, -1.0, 0.5]])


@pytest.mark.parametrize("case", [
    ("sort", (S,), {}), ("sort", (S,), {"axis": 0}), ("sort", (S,), {"axis": None}),
    ("sort", (IM,), {"kind": "stable"}), ("argsort", (S,), {"kind": "stable"}),
    ("argsort", (IM,), {"axis": 0}), ("argsort", (S,), {"axis": None, "stable": True}),
    ("sort", (np.array([True, False, True]),), {}),
    ("lexsort", ((np.array([1, 1, 2, 2]), np.array([3, 1, 3, 1])),), {}),
    ("sort_complex", (np.array([1 + 2j, 1 - 1j, -1 + 0j]),), {}),
    ("searchsorted", (np.array([1, 2, 2, 5]), np.array([2, 0, 6])), {}),
    ("searchsorted", (np.array([1.0, 2.0, 2.0, 5.0]), 2), {"side": "right"}),
    ("searchsorted", (np.array([5, 1, 2]), [2, 3]), {"sorter": np.array([1, 2, 0])}),
    ("nonzero", (IM,), {}), ("nonzero", (B,), {}), ("flatnonzero", (IM,), {}),
    ("argwhere", (IM,), {}), ("count_nonzero", (IM,), {}),
    ("count_nonzero", (IM,), {"axis": 1}), ("count_nonzero", (B,), {"axis": 0, "keepdims": True}),
    ("unique", (np.array([3, 1, 3, 2, 1]),), {}),
    ("unique", (np.array([[3, 1], [3, 2]]),), {"return_index": True, "return_inverse": True,
                                                "return_counts": True}),
    ("unique", (np.array([2.0, np.nan, 1.0, np.nan]),), {"return_counts": True}),
    ("unique", (np.array([[1, 2], [3, 4], [1, 2]]),), {"axis": 0, "return_inverse": True}),
    ("unique_values", (np.array([3, 1, 3]),), {}), ("unique_counts", (np.array([3, 1, 3]),), {}),
    ("unique_inverse", (np.array([[3, 1], [1, 2]]),), {}),
    ("unique_all", (np.array([3.0, 1.0, 3.0]),), {}),
    ("isin", (IM, [1, 2, 9]), {}), ("isin", (IM, np.array([[0, 3]])), {"invert": True}),
    ("intersect1d", (np.array([1, 3, 4, 3]), np.array([3, 1, 2, 1])), {}),
    ("intersect1d", (np.array([1, 3, 4, 3]), np.array([3, 1, 2, 1])), {"return_indices": True}),
    ("union1d", (np.array([-1, 0, 1]), np.array([-2, 0, 2.5])), {}),
    ("setdiff1d", (np.array([1, 2, 3, 2, 4, 1]), np.array([3, 4, 5, 6])), {}),
    ("setxor1d", (np.array([1, 2, 3, 2, 4]), np.array([2, 3, 5, 7, 5])), {}),
], ids=lambda c: c[0])
def test_sorting_searching_sets(case):
    name, args, kw = case
    if name.startswith("unique_") and not NP2:
        return
    ck(name, args, kw)


def test_partition_puts_the_kth_element_in_place():
    x = np.array([[7.0, 1.0, 5.0, 3.0], [0.0, -2.0, 9.0, 4.0]])
    for k in (0, 2, 3):
        got = np.asarray(fnp.partition(fa(x), k, axis=1))
        np.testing.assert_array_equal(got[:, k], np.partition(x, k, axis=1)[:, k])
        idx = np.asarray(fnp.argpartition(fa(x), k, axis=1))
        np.testing.assert_array_equal(np.take_along_axis(x, idx, 1)[:, k],
                                      np.partition(x, k, axis=1)[:, k])


# --- logic and value tests ------------------------------------------------------------------
def test_logic():
    a = np.array([1.0, 1.0 + 1e-9, np.nan, np.inf, 2.0])
    b = np.array([1.0, 1.0, np.nan, np.inf, 2.1])
    ck("isclose", (a, b))
    ck("isclose", (a, b), {"equal_nan": True, "rtol": 0.1})
    ck("isclose", (np.array([1, 2], dtype=np.int8), np.array([1, 3], dtype=np.int8)))
    ck("isclose", (1.0, 1.0 + 1e-10))
    ck("isclose", (M32, np.float32(1.5)))
    ck("allclose", (a, b))
    ck("allclose", (a, b), {"equal_nan": True, "atol": 0.2})
    ck("array_equal", (M, M.copy()))
    ck("array_equal", (MN, MN), {"equal_nan": True})
    ck("array_equal", (M, M[:2]))
    ck("array_equiv", (np.array([1, 2]), np.array([[1, 2], [1, 2]])))
    ck("array_equiv", (np.array([1, 2]), np.array([1, 2, 3])))
    ck("isneginf", (np.array([-np.inf, np.inf, np.nan, 1.0]),))
    ck("isposinf", (np.array([-np.inf, np.inf, np.nan, 1.0]),))
    ck("isreal", (np.array([1 + 0j, 2 + 1j]),))
    ck("iscomplex", (np.array([1 + 0j, 2 + 1j]),))
    ck("isreal", (M,))
    ck("real", (np.array([1 + 2j, 3 - 4j]),))
    ck("imag", (np.array([1 + 2j, 3 - 4j], dtype=np.complex64),))
    ck("imag", (M,))
    ck("angle", (np.array([1 + 1j, -1 + 0j, 0j]),))
    ck("angle", (np.array([1.0, -2.0]),), {"deg": True})
    ck("sinc", (np.array([0.0, 0.5, 1.0, -2.5]),))
    ck("iscomplexobj", (np.array([1 + 0j]),))
    ck("isrealobj", (M,))
    assert fnp.isscalar(fnp.float32(1)) and fnp.isscalar(1.5) and not fnp.isscalar(fa(M))
    assert fnp.shares_memory(fa(M), fa(M)) is False


# --- products ----------------------------------------------------------------------------------
V = np.array([1.0, -2.0, 3.0, 0.5])


@pytest.mark.parametrize("case", [
    ("dot", (V, V), {}), ("dot", (M, V), {}), ("dot", (M, M.T.copy()), {}),
    ("dot", (A3, np.arange(8).reshape(4, 2)), {}), ("dot", (V, 2), {}), ("dot", (IM, 3), {}),
    ("dot", (np.array([1, 2], dtype=np.int8), np.array([3, 4], dtype=np.int8)), {}),
    ("dot", (np.array([[True, False]]), np.array([[True], [True]])), {}),
    ("vdot", (np.array([1 + 2j, 3j]), np.array([2 - 1j, 1 + 0j])), {}), ("vdot", (M, M), {}),
    ("inner", (V, V), {}), ("inner", (M, np.ones((2, 4))), {}), ("inner", (IM, 2.0), {}),
    ("outer", (V, np.array([1, 2])), {}), ("outer", (M, np.array([1, 2])), {}),
    ("tensordot", (A3, np.arange(12).reshape(3, 4)), {}),
    ("tensordot", (A3, np.arange(6).reshape(3, 2)), {"axes": ([1], [0])}),
    ("tensordot", (M, M), {"axes": 0}), ("tensordot", (M, M), {"axes": ((0, 1), (0, 1))}),
    ("einsum", ("ij,jk->ik", M, M.T.copy()), {}), ("einsum", ("ii", np.eye(3)), {}),
    ("einsum", ("i,i", V, V), {}), ("einsum", ("ijk->kj", A3), {}),
    ("einsum", ("...j,j->...", A3, np.arange(4)), {}),
    ("kron", (np.array([1, 2]), np.array([[1, 10], [100, 1000]])), {}),
    ("kron", (np.eye(2), M[:2, :2]), {}), ("trace", (M,), {}), ("trace", (A3,), {"offset": 1}),
    ("trace", (IM,), {"axis1": 1, "axis2": 0}), ("diagonal", (A3,), {}),
    ("diagonal", (A3, -1, 1, 2), {}), ("cross", (np.array([1, 2, 3]), np.array([4, 5, 6])), {}),
    ("cross", (np.eye(3), np.array([[1.0, 2.0, 3.0]])), {}),
    ("cross", (np.array([[1, 2, 3]]).T.copy(), np.array([[4, 5, 6]]).T.copy()), {"axis": 0}),
    ("convolve", (np.array([1, 2, 3]), np.array([0, 1, 0.5])), {}),
    ("convolve", (np.array([1.0, 2.0, 3.0, 4.0]), np.array([1.0, -1.0])), {"mode": "same"}),
    ("convolve", (np.array([1.0, 2.0, 3.0, 4.0]), np.array([1.0, -1.0, 2.0])),
     {"mode": "valid"}),
    ("correlate", (np.array([1.0, 2.0, 3.0]), np.array([0.0, 1.0, 0.5])), {}),
    ("correlate", (np.array([1.0, 2.0, 3.0]), np.array([0.0, 1.0, 0.5, 2.0, 1.0])),
     {"mode": "full"}),
], ids=lambda c: c[0])
def test_products(case):
    name, args, kw = case
    ck(name, args, kw)


# --- the rest of the namespace ---------------------------------------------------------------
@pytest.mark.parametrize("case", [
    ("polyval", ([3.0, 0.0, 1.0], np.array([0.0, 1.0, 2.0])), {}),
    ("polyval", (np.array([1, 2]), 3), {}),
    ("polyadd", (np.array([1, 2]), np.array([9, 5, 4])), {}),
    ("polysub", (np.array([1, 2]), np.array([9, 5, 4])), {}),
    ("polymul", (np.array([1.0, 2.0, 3.0]), np.array([9.0, 5.0, 1.0])), {}),
    ("polyder", (np.array([1, 1, 1, 1]),), {}), ("polyder", (np.array([1.0, 1.0, 1.0]),),
                                                  {"m": 2}),
    ("polyint", (np.array([1, 1, 1]),), {}), ("polyint", (np.array([3.0, 2.0]),), {"m": 2}),
    ("polyfit", (np.array([0.0, 1.0, 2.0, 3.0]), np.array([1.0, 3.1, 4.9, 7.2]), 1), {}),
    ("polyfit", (np.array([0.0, 1.0, 2.0, 3.0, 4.0]), np.array([1.0, 0.0, 1.5, 4.0, 9.2]), 2),
     {}),
    ("ravel_multi_index", ((np.array([3, 6, 6]), np.array([4, 5, 1])), (7, 6)), {}),
    ("ravel_multi_index", ((np.array([3, 6]), np.array([4, 5])), (7, 6)), {"order": "F"}),
    ("unravel_index", (np.array([22, 41, 37]), (7, 6)), {}),
    ("unravel_index", (1621, (6, 7, 8, 9)), {}), ("ix_", (np.array([0, 1]), np.array([2, 4])), {}),
    ("bartlett", (5,), {}), ("blackman", (6,), {}), ("hamming", (5,), {}), ("hanning", (4,), {}),
    ("fix", (np.array([2.1, 2.9, -2.1, -2.9]),), {}), ("fix", (np.array([1, -2]),), {}),
    ("gradient", (np.array([1.0, 2.0, 4.0, 7.0, 11.0]),), {}),
    ("gradient", (np.array([1.0, 2.0, 4.0, 7.0]), 2.0), {}),
    ("gradient", (np.array([1.0, 2.0, 4.0, 7.0]), np.array([0.0, 1.0, 1.5, 3.5])), {}),
    ("gradient", (M,), {}), ("gradient", (M,), {"axis": 1}),
    ("unwrap", (np.array([0.0, 3.0, 6.5, 9.8, 0.1]),), {}),
    ("ldexp", (np.array([1.0, 2.5, -3.0]), np.array([1, 2, -1])), {}),
    ("ldexp", (np.array([1.0, 2.5], dtype=np.float32), 3), {}),
    ("frexp", (np.array([0.0, 1.0, 2.5, -8.0, 1e-3, 3e10]),), {}),
    ("matvec", (M, V), {}), ("vecmat", (np.array([1.0, 2.0, 3.0]), M), {}),
    ("apply_along_axis", (np.sum, 1, M), {}), ("apply_over_axes", (np.sum, A3, [0, 2]), {}),
    ("piecewise", (np.array([-1.0, 0.5, 2.0]), [np.array([True, False, False]),
                                               np.array([False, True, False])], [-1.0, 0.5, 9.0]),
     {}),
    ("block", ([[np.eye(2), np.zeros((2, 1))], [np.ones((1, 2)), np.ones((1, 1))]],), {}),
    ("ndim", (A3,), {}), ("shape", (A3,), {}), ("size", (A3,), {}), ("size", (A3, 1), {}),
    ("asarray_chkfinite", (M,), {}), ("astype", (IM, "float32"), {}),
], ids=lambda c: c[0])
def test_other_functions(case):
    name, args, kw = case
    if name in ("matvec", "vecmat") and np.__version__ < "2.2":
        return
    if name == "astype" and not NP2:
        return
    if name in ("apply_along_axis", "apply_over_axes"):  # the function: NumPy's / the frontend's
        f = np.asarray
        got = getattr(fnp, name)(getattr(fnp, args[0].__name__), *[fa(a) if isinstance(
            a, np.ndarray) else a for a in args[1:]])
        want = getattr(np, name)(*args)
        np.testing.assert_allclose(f(got), want)
        return
    ck(name, args, kw)


def test_dtype_functions():
    assert fnp.result_type(fnp.int8, 1.0) == fnp.float64
    assert fnp.result_type(fa(np.array([1], dtype=np.int32)), fnp.uint8) == fnp.int32
    assert fnp.can_cast(fnp.int8, fnp.float16) and not fnp.can_cast("float64", "float32")
    assert fnp.can_cast(fa(np.ones(2)), "float32", "same_kind")
    assert fnp.finfo(fnp.float32).eps == np.finfo(np.float32).eps
    assert type(fnp.finfo(fnp.float32).max) is fnp.float32 and fnp.finfo(float).bits == 64
    assert fnp.finfo(fnp.complex64).dtype == fnp.float32
    assert fnp.iinfo(fnp.int8).max == 127 and fnp.iinfo("uint16").min == 0
    assert fnp.issubdtype(fnp.float32, fnp.floating) and fnp.issubdtype("int8", fnp.integer)
    assert not fnp.issubdtype(fnp.int8, fnp.floating) and fnp.issubdtype(fnp.int64, int)
    assert fnp.isdtype(fnp.float32, "real floating") and fnp.isdtype(fnp.int8, ("bool",
                                                                                  "integral"))
    assert fnp.common_type(fa(np.ones(2, dtype=np.int8)), fa(np.ones(2, dtype=np.float32))) is \
        fnp.float64
    assert fnp.min_scalar_type(10) == fnp.uint8 and fnp.min_scalar_type(-1.5) == fnp.float16
    with pytest.raises(TypeError, match="NEP 50"):
        fnp.can_cast(1, fnp.int8)


def test_unsupported_names_say_why():
    with pytest.raises(ivy.IvyUnsupportedError, match="file I/O"):
        fnp.load("x.npy")
    with pytest.raises(ivy.IvyUnsupportedError, match="eigh"):
        fnp.linalg.eig(fa(np.eye(2)))
    with pytest.raises(AttributeError, match="no attribute 'not_a_function'"):
        fnp.not_a_function  # noqa: B018


# --- bits, polynomials from roots / division, multi-dimensional histograms ---------------------
_BITS8 = np.array([[1, 0, 1, 1, 0, 0, 1, 1, 1], [0, 1, 0, 1, 0, 1, 1, 0, 1]], dtype=np.uint8)
_PTS = np.array([[0.1, -1.2, 0.7, 2.0, -0.3, 0.0], [0.5, 0.9, 0.2, 0.4, 0.8, 0.1]])


@pytest.mark.parametrize("case", [
    ("bitwise_count", (np.array([3, -128, 127, -1, 0], dtype=np.int8),), {}),
    ("bitwise_count", (np.array([[7, 255], [0, 128]], dtype=np.uint8),), {}),
    ("bitwise_count", (np.array([2**40 + 3, -5]),), {}),
    ("packbits", (_BITS8,), {}), ("packbits", (_BITS8,), {"axis": 1, "bitorder": "little"}),
    ("packbits", (_BITS8.astype(bool),), {"axis": 0}),
    ("unpackbits", (np.array([[5, 255], [128, 0]], dtype=np.uint8),), {}),
    ("unpackbits", (np.array([[5, 255], [128, 0]], dtype=np.uint8),), {"axis": 1, "count": -3}),
    ("unpackbits", (np.array([7, 9], dtype=np.uint8),), {"count": 19, "bitorder": "little"}),
    ("poly", (np.array([1, 2, -3]),), {}), ("poly", (np.array([0.5, 2.0], dtype=np.float32),), {}),
    ("poly", (np.array([1j, -1j]),), {}), ("poly", (np.array([1j, 2.0]),), {}),
    ("polydiv", (np.array([1.0, 2.0, 3.0]), np.array([2.0, 1.0])), {}),
    ("polydiv", (np.array([1, 2, 1]), np.array([1, 1])), {}),
    ("polydiv", (np.array([1.0, 2.0], dtype=np.float32), np.array([1.0, 2.0, 3.0],
                                                                  dtype=np.float32)), {}),
    ("histogram2d", (_PTS[0], _PTS[1]), {"bins": 3}),
    ("histogram2d", (_PTS[0], _PTS[1]), {"bins": (2, 3), "range": [(-1, 1), (0, 0.5)],
                                          "density": True}),
    ("histogram2d", (_PTS[0], _PTS[1]), {"bins": 2, "weights": _PTS[1]}),
    ("histogramdd", (_PTS.T,), {"bins": (2, 3)}),
    ("unwrap", (np.array([0, 3, 7, -2, 9]),), {"period": 4}),
    ("unwrap", (np.array([0, 3, 7, -2, 9], dtype=np.int32),), {"period": 5}),
], ids=lambda c: c[0])
def test_bits_polynomials_histograms(case):
    name, args, kw = case
    ck(name, args, kw)


def test_mask_indices_and_poly_of_a_matrix():
    for fn, k in (("triu", 1), ("tril", -1)):
        got = fnp.mask_indices(3, getattr(fnp, fn), k)
        want = np.mask_indices(3, getattr(np, fn), k)
        for g, w in zip(got, want, strict=True):
            assert str(g.dtype) == str(w.dtype)
            np.testing.assert_array_equal(np.asarray(g.tolist()), w)
    with pytest.raises(ivy.IvyUnsupportedError, match="eigenvalues"):
        fnp.poly(fa(np.eye(2)))
