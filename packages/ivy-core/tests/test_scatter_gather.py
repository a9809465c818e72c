"""Gathering and scattering (Ivy's own): gather, gather_nd, scatter_nd, scatter_flat, argwhere,
one_hot, and nonzero's size/fill_value.

References are written here with plain Python loops over the index space (not NumPy's advanced
indexing or ``ufunc.at``, which the NumPy kernels use). Out-of-range indices raise IvyIndexError
on every backend but JAX, where they are documented as unchecked (asserted: no error).
"""

import functools
import math

import ivy
import numpy as np
import pytest
from _harness import (
    BACKEND,
    BK,
    CUDA_INDEX_ASSERT,
    CUDA_INDEX_ASSERTS,
    Rec,
    assert_array,
    assert_values,
    by_name,
    native,
    numpy_of,
    record_tests,
    run_case,
)
from _strategies import ALL, BOOL, INTEGER, NUMERIC, Case, Dom, DtypeArg, kind

INDEX_DTYPES = ("int64", "int32", "int16", "int8", "uint8", "uint64")
SMALL = Dom(-4.0, 4.0, ints=lambda d: (0, 3) if kind(d) == "uint" else (-3, 3), special=False)
HAVE = set(BK.xp._pkg.DTYPES)
CHECKED = BACKEND != "jax"  # JAX does not check index ranges (documented)


# --- references (loops) --------------------------------------------------------------------------
def _ix(i, n):
    i = int(i)
    return i + n if i < 0 else i


def ref_argwhere(x, size=None, fill_value=0):
    rows = [list(p) for p in np.ndindex(x.shape) if x[p] != 0]
    if size is not None:
        rows = rows[:size] + [[fill_value] * x.ndim] * max(size - len(rows), 0)
    return np.asarray(rows, dtype="int64").reshape(len(rows), x.ndim)


def ref_gather(x, indices, axis=-1, batch_dims=0):
    a = axis % x.ndim
    b = batch_dims + indices.ndim if batch_dims < 0 else batch_dims
    m = indices.ndim - b
    shape = x.shape[:a] + indices.shape[b:] + x.shape[a + 1:]
    out = np.empty(shape, dtype=x.dtype)
    for p in np.ndindex(shape):
        bb, pre, ii, post = p[:b], p[b:a], p[a:a + m], p[a + m:]
        out[p] = x[bb + pre + (_ix(indices[bb + ii], x.shape[a]),) + post]
    return out


def ref_gather_nd(x, indices, batch_dims=0):
    b, k = batch_dims, indices.shape[-1]
    shape = indices.shape[:-1] + x.shape[b + k:]
    out = np.empty(shape, dtype=x.dtype)
    for p in np.ndindex(shape):
        ip, rest = p[:indices.ndim - 1], p[indices.ndim - 1:]
        coords = tuple(_ix(c, x.shape[b + j]) for j, c in enumerate(indices[ip]))
        out[p] = x[p[:b] + coords + rest]
    return out


_REDUCE = {"sum": np.add, "mul": np.multiply, "min": np.minimum, "max": np.maximum}


def ref_scatter_nd(indices, updates, shape=None, *, reduction="sum", x=None, out=None):
    shape = tuple(x.shape) if x is not None else tuple(shape)
    d = x.dtype if x is not None else updates.dtype
    k = indices.shape[-1]
    upd = np.broadcast_to(updates, indices.shape[:-1] + shape[k:]).astype(d)
    met = {}  # position -> the updates meeting there, in order
    for ip in np.ndindex(indices.shape[:-1]):
        c = tuple(_ix(v, shape[j]) for j, v in enumerate(indices[ip]))
        for t in np.ndindex(shape[k:]):
            met.setdefault(c + t, []).append(upd[ip + t])
    res = np.zeros(shape, dtype=d) if x is None else x.astype(d, copy=True)
    for p, vals in met.items():
        if reduction == "replace":
            res[p] = vals[-1]  # the builders draw each position once for "replace"
            continue
        if x is not None:
            vals = [x[p]] + vals
        res[p] = functools.reduce(_REDUCE[reduction], np.asarray(vals, dtype=d))
    return res


def ref_scatter_flat(indices, updates, size=None, *, reduction="sum", x=None, out=None):
    size = x.shape[-1] if size is None else size
    batch = indices.shape[:-1]
    grids = np.meshgrid(*[np.arange(n) for n in indices.shape], indexing="ij")
    nd = np.stack(list(grids[:-1]) + [indices.astype("int64")], axis=-1)
    return ref_scatter_nd(nd, np.broadcast_to(updates, indices.shape), batch + (size,),
                          reduction=reduction, x=x)


def ref_one_hot(indices, depth, on_value=1, off_value=0, axis=-1, dtype=None):
    d = str(dtype) if dtype is not None else "float32"
    n = indices.ndim
    ax = axis + n + 1 if axis < 0 else axis
    shape = indices.shape[:ax] + (depth,) + indices.shape[ax:]
    out = np.empty(shape, dtype=d)
    for p in np.ndindex(shape):
        out[p] = on_value if int(indices[p[:ax] + p[ax + 1:]]) == p[ax] else off_value
    return out


# --- builders ------------------------------------------------------------------------------------
def _index_dtype(draw, label="index dtype"):
    return draw.choice(INDEX_DTYPES, label=label)


def _coords(draw, d, n, shape, label):
    """Indices into an axis of length ``n`` >= 1: ``[-n, n)`` (unsigned: ``[0, n)``)."""
    lo = 0 if d.startswith("u") else -n
    return draw.array(d, shape, Dom(ints=(lo, n - 1)), label=label)


def _argwhere_build(draw, dtype):
    x = draw.array(dtype, draw.shape(), SMALL, label="x")
    if draw.boolean(label="size"):
        return Case(x, size=draw.integer(0, 5, label="size value"),
                    fill_value=draw.integer(-2, 2, label="fill"))
    return Case(x)


def _gather_build(draw, dtype):
    shape = draw.shape(min_dims=1, min_side=1)
    nd = len(shape)
    x = draw.array(dtype, shape, distinct=True, label="x")
    b = draw.integer(0, nd - 1, label="batch_dims") if not draw.fixed else 1
    a = draw.integer(b, nd - 1, label="axis")
    ishape = shape[:b] + draw.shape(max_dims=2, label="index shape")
    idx = _coords(draw, _index_dtype(draw), shape[a], ishape, "indices")
    kw = {}
    if a != nd - 1 or draw.boolean(label="give axis"):
        kw["axis"] = a - nd if draw.boolean(label="negative axis") else a
    if b or draw.boolean(label="give batch_dims"):
        kw["batch_dims"] = b - idx.ndim if b and draw.boolean(label="negative b") else b
    return Case(x, idx, **kw)


def _gather_nd_build(draw, dtype):
    shape = draw.shape(min_dims=1, max_dims=4, min_side=1)
    x = draw.array(dtype, shape, distinct=True, label="x")
    b = draw.integer(0, len(shape) - 1, label="batch_dims") if not draw.fixed else 1
    k = draw.integer(0, len(shape) - b, label="K") if not draw.fixed else 1
    inner = shape[:b] + draw.shape(max_dims=2, label="inner")
    d = _index_dtype(draw)
    cols = [_coords(draw, d, shape[b + j], inner, f"coord {j}") for j in range(k)]
    idx = np.stack(cols, axis=-1) if cols else np.zeros(inner + (0,), dtype=d)
    return Case(x, idx, batch_dims=b) if b or draw.boolean(label="give b") else Case(x, idx)


def _reductions(dtype):
    if kind(dtype) == "bool":
        return ("replace",)
    if kind(dtype) == "complex":
        return ("sum", "mul", "replace")
    return ("sum", "min", "max", "mul", "replace")


def _unique_positions(draw, dims, count, d):
    """``count`` distinct coordinate tuples into ``dims`` (some negative for signed dtypes)."""
    total = math.prod(dims)
    lin = draw.array("int64", (total,), distinct=True, label="positions")[:count]
    cols = np.unravel_index(lin, dims) if count else [np.zeros(0, "int64")] * len(dims)
    out = []
    for j, c in enumerate(cols):
        c = np.asarray(c, dtype="int64")
        if not d.startswith("u") and draw.boolean(label=f"negative {j}"):
            c = c - dims[j]
        out.append(c)
    return np.stack(out, axis=-1).astype(d)


def _scatter_nd_build(draw, dtype):
    reduction = draw.choice(_reductions(dtype), label="reduction")
    shape = draw.shape(min_dims=1, min_side=1)
    k = draw.integer(1, len(shape), label="K")
    d = _index_dtype(draw)
    if reduction == "replace":
        count = draw.integer(0, math.prod(shape[:k]), label="count")
        idx = _unique_positions(draw, shape[:k], count, d)
    else:
        inner = draw.shape(max_dims=2, label="inner")
        idx = np.stack([_coords(draw, d, shape[j], inner, f"coord {j}") for j in range(k)], -1)
    ushape = idx.shape[:-1] + shape[k:]
    if len(ushape) > len(shape[k:]) and draw.boolean(label="broadcast updates"):
        ushape = shape[k:]
    upd = draw.array(dtype, ushape, SMALL, label="updates")
    kw = {} if reduction == "sum" and draw.boolean(label="default reduction") else \
        {"reduction": reduction}
    if draw.boolean(label="into x"):
        return Case(idx, upd, x=draw.array(dtype, shape, SMALL, label="x"), **kw)
    return Case(idx, upd, shape, **kw)


def _scatter_flat_build(draw, dtype):
    reduction = draw.choice(_reductions(dtype), label="reduction")
    batch = draw.shape(max_dims=2, min_side=1, label="batch")
    size = draw.integer(1, 4, label="size")
    d = _index_dtype(draw)
    if reduction == "replace":
        n = draw.integer(0, size, label="n")
        rows = [_unique_positions(draw, (size,), n, d)[:, 0] for _ in range(math.prod(batch))]
        idx = np.stack(rows).reshape(batch + (n,)) if rows else np.zeros(batch + (n,), d)
    else:
        idx = _coords(draw, d, size, batch + (draw.integer(0, 4, label="n"),), "indices")
    ushape = idx.shape if not draw.boolean(label="broadcast") else idx.shape[-1:]
    upd = draw.array(dtype, ushape, SMALL, label="updates")
    kw = {"reduction": reduction}
    if draw.boolean(label="into x"):
        return Case(idx, upd, x=draw.array(dtype, batch + (size,), SMALL, label="x"), **kw)
    return Case(idx, upd, size, **kw)


def _one_hot_build(draw, dtype):
    depth = draw.integer(0, 4, label="depth")
    lo = 0 if kind(dtype) == "uint" else -2
    idx = draw.array(dtype, draw.shape(max_dims=2), Dom(ints=(lo, depth + 1)), label="indices")
    kw = {}
    axis = draw.integer(-idx.ndim - 1, idx.ndim, label="axis")
    if axis != -1:
        kw["axis"] = axis
    out = draw.choice(["default", "float64", "int32", "bool", "int64"], label="dtype")
    if out != "default":
        kw["dtype"] = DtypeArg(out)
    if draw.boolean(label="values"):
        kw["on_value"], kw["off_value"] = {"bool": (False, True)}.get(out, (5, -1)) \
            if out != "uint8" else (5, 1)
    return Case(idx, depth, **kw)


def _tol(scale):
    def check(out, ref, case):
        assert_array(out, ref, scale=scale)

    return check


RECORDS = [
    Rec("argwhere", ALL, _argwhere_build, ref=ref_argwhere),
    Rec("gather", ALL, _gather_build, ref=ref_gather),
    Rec("gather_nd", ALL, _gather_nd_build, ref=ref_gather_nd),
    Rec("one_hot", INTEGER, _one_hot_build, ref=ref_one_hot),
    Rec("scatter_flat", BOOL + NUMERIC, _scatter_flat_build, ref=ref_scatter_flat,
        check=_tol(10.0)),
    Rec("scatter_nd", BOOL + NUMERIC, _scatter_nd_build, ref=ref_scatter_nd, check=_tol(10.0)),
]
TABLE = by_name(RECORDS)
test_values, test_dtypes = record_tests(TABLE, RECORDS)


# --- fixed examples ------------------------------------------------------------------------------
X = np.arange(24, dtype="float64").reshape(2, 3, 4)


@pytest.mark.parametrize("index_dtype", [d for d in INDEX_DTYPES if d in HAVE])
def test_every_index_dtype(index_dtype):
    i = np.asarray([[2, 0, 1], [1, 1, 0]], dtype=index_dtype)
    run_case(TABLE["gather"], Case(X, i, axis=1, batch_dims=1))
    run_case(TABLE["gather_nd"], Case(X, np.asarray([[1, 2], [0, 1]], dtype=index_dtype)))
    run_case(TABLE["scatter_nd"], Case(i[:, :2], np.ones((2, 4)), (3, 3, 4)))
    run_case(TABLE["one_hot"], Case(i, 3, axis=1))


def test_one_hot_values_and_axes():
    """Default on/off values (the backends' fast paths), Python numbers, nan, 0-d arrays."""
    i = np.asarray([[2, -1, 0], [1, 3, 1]])
    for kw in ({}, {"axis": 0}, {"axis": -2, "on_value": 2.5, "off_value": -1.0},
               {"on_value": True, "off_value": False, "dtype": DtypeArg("bool")},
               {"on_value": float("nan"), "dtype": DtypeArg("float64")},
               {"on_value": np.float64(4.0), "off_value": np.float64(0.5), "axis": 1},
               {"on_value": 7, "dtype": DtypeArg("int32")}):
        run_case(TABLE["one_hot"], Case(i, 3, **kw))


@pytest.mark.parametrize("reduction", ["sum", "min", "max", "mul"])
@pytest.mark.parametrize("into_x", [False, True])
def test_scatter_reductions_with_repeated_indices(reduction, into_x):
    idx = np.asarray([[0, 1], [2, 3], [0, 1], [-2, -1], [0, 1]])
    upd = np.asarray([[1.5, -2.0], [3.0, 0.5], [-1.0, 4.0], [2.0, 2.0], [0.25, -3.0]])
    kw = {"x": np.full((3, 4, 2), 1.25)} if into_x else {}
    run_case(TABLE["scatter_nd"], Case(idx, upd, None if into_x else (3, 4, 2),
                                       reduction=reduction, **kw))


def test_updates_are_cast_to_x_dtype():
    idx, upd = np.asarray([[1], [0], [1]]), np.asarray([[1, 2], [3, 4], [5, 6]], dtype="int32")
    for reduction in ("sum", "max", "mul", "replace"):
        i = idx if reduction != "replace" else idx[:2]
        run_case(TABLE["scatter_nd"], Case(i, upd[:len(i)], x=np.full((2, 2), 0.5),
                                           reduction=reduction))


def test_replace_with_repeated_indices_keeps_one_of_the_updates():
    idx, upd = np.asarray([[1], [1], [0], [1]]), np.asarray([10.0, 20.0, 30.0, 40.0])
    r = numpy_of(ivy.scatter_nd(native(idx), native(upd), (3,), reduction="replace"))
    assert r[0] == 30.0 and r[2] == 0.0 and r[1] in (10.0, 20.0, 40.0)


def test_one_hot_out_of_range_rows_are_off():
    run_case(TABLE["one_hot"], Case(np.asarray([[-1, 3], [7, 0]]), 3, on_value=2, off_value=-1,
                                    dtype=DtypeArg("int64")))


def test_argwhere_of_0d_and_empty():
    for x in (np.asarray(3.0), np.zeros((0, 3)), np.zeros((2, 3), dtype=bool)):
        run_case(TABLE["argwhere"], Case(x))
        run_case(TABLE["argwhere"], Case(x, size=2, fill_value=-1))
    run_case(TABLE["argwhere"], Case(np.asarray(0.0)))


def test_nonzero_size_and_fill_value():
    x = np.asarray([[0, 5, 0], [7, 0, 9]])
    for size, fill in ((2, 0), (5, -1)):
        out = ivy.nonzero(native(x), size=size, fill_value=fill)
        ref = ref_argwhere(x, size, fill).T
        assert isinstance(out, tuple) and len(out) == 2
        for o, r in zip(out, ref):
            assert_array(o, r)
    plain = ivy.nonzero(native(x))  # the standard's form is unchanged
    for o, r in zip(plain, ref_argwhere(x).T):
        assert_array(o, r)


def test_gather_nd_slices_and_batches():
    run_case(TABLE["gather_nd"], Case(X, np.asarray([[1], [0], [-1]])))
    run_case(TABLE["gather_nd"], Case(X, np.asarray([[[2, 3], [0, 0]], [[1, -1], [2, 2]]]),
                                      batch_dims=1))
    run_case(TABLE["gather_nd"], Case(X, np.zeros((2, 5, 0), dtype="int64"), batch_dims=1))


# --- out= ----------------------------------------------------------------------------------------
def _mutable(a):
    x = native(a)
    if BACKEND == "tensorflow":
        import tensorflow as tf

        return tf.Variable(x)
    return x


IDX, UPD = np.asarray([[0], [2], [0]]), np.asarray([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])


def test_out_receives_the_result():
    out = _mutable(np.full((3, 2), 7.0))
    if BACKEND == "jax":
        with pytest.raises(ivy.IvyUnsupportedError, match="immutable.*returned"):
            ivy.scatter_nd(native(IDX), native(UPD), (3, 2), out=out)
        return
    r = ivy.scatter_nd(native(IDX), native(UPD), (3, 2), out=out)
    assert r is out
    np.testing.assert_array_equal(numpy_of(out), ref_scatter_nd(IDX, UPD, (3, 2)))
    row = _mutable(np.zeros(2))
    r = ivy.scatter_flat(native(np.asarray([0, 1, 0])), native(np.asarray([1.0, 3.0, 5.0])),
                         reduction="max", out=row)
    assert r is row and numpy_of(row).tolist() == [5.0, 3.0]


def test_out_is_x_scatters_in_place():
    x = _mutable(np.ones((3, 2)))
    if BACKEND == "jax":
        with pytest.raises(ivy.IvyUnsupportedError, match="jax"):
            ivy.scatter_nd(native(IDX), native(UPD), x=x, out=x)
        return
    r = ivy.scatter_nd(native(IDX), native(UPD), x=x, out=x, reduction="mul")
    assert r is x
    np.testing.assert_array_equal(numpy_of(x), ref_scatter_nd(IDX, UPD, x=np.ones((3, 2)),
                                                              reduction="mul"))


def test_out_of_an_immutable_tensor_raises():
    if BACKEND not in ("tensorflow", "jax"):
        return  # every array of the other backends is mutable (asserted above)
    with pytest.raises(ivy.IvyUnsupportedError, match="immutable"):
        ivy.scatter_nd(native(IDX), native(UPD), (3, 2), out=native(np.zeros((3, 2))))


# --- bad input -----------------------------------------------------------------------------------
def _raises(err, match, f, *args, **kwargs):
    with pytest.raises(err, match=match):
        f(*[native(a) for a in args], **{k: native(v) for k, v in kwargs.items()})


I2 = np.asarray([[0, 1]])


def test_gather_bad_arguments():
    i = np.asarray([0, 1])
    _raises(ivy.IvyValueError, "axis 3 is out of range", ivy.gather, X, i, axis=3)
    _raises(ivy.IvyValueError, "batch_dims=2 is out of range", ivy.gather, X, i, batch_dims=2)
    _raises(ivy.IvyValueError, "must come after", ivy.gather, X, np.zeros((2, 1), "int64"),
            axis=0, batch_dims=1)
    _raises(ivy.IvyValueError, "batch dimensions", ivy.gather, X, np.zeros((3, 1), "int64"),
            axis=1, batch_dims=1)
    _raises(ivy.IvyDtypeError, "integer dtype", ivy.gather, X, np.asarray([0.0]))


def test_gather_nd_bad_arguments():
    _raises(ivy.IvyValueError, "4 coordinates", ivy.gather_nd, X, np.zeros((1, 4), "int64"))
    _raises(ivy.IvyValueError, "batch_dims", ivy.gather_nd, X, I2, batch_dims=2)
    _raises(ivy.IvyValueError, "batch dimensions", ivy.gather_nd, X, np.zeros((3, 1), "int64"),
            batch_dims=1)
    _raises(ivy.IvyValueError, "at least one dimension", ivy.gather_nd, X, np.asarray(0))


def test_scatter_bad_arguments():
    u = np.asarray([1.0])
    _raises(ivy.IvyValueError, "reduction must be one of", ivy.scatter_nd, I2, u, (2, 2),
            reduction="add")
    _raises(ivy.IvyValueError, "give shape", ivy.scatter_nd, I2, u)
    _raises(ivy.IvyValueError, "updates of shape", ivy.scatter_nd, I2, np.ones(3), (2, 2))
    _raises(ivy.IvyValueError, "coordinates", ivy.scatter_nd, I2, u, (2,))
    _raises(ivy.IvyValueError, "coordinates", ivy.scatter_nd, np.zeros((1, 0), "int64"), u, (2,))
    _raises(ivy.IvyValueError, "x has shape", ivy.scatter_nd, I2, u, (2, 3), x=np.ones((2, 2)))
    _raises(ivy.IvyValueError, "negative", ivy.scatter_nd, I2, u, (2, -2))
    _raises(ivy.IvyDtypeError, "integer dtype", ivy.scatter_nd, I2.astype("float32"), u, (2, 2))
    _raises(ivy.IvyDtypeError, "numeric dtype", ivy.scatter_nd, I2, np.asarray([True]), (2, 2))
    if "complex64" in HAVE:
        _raises(ivy.IvyDtypeError, "real numeric", ivy.scatter_nd, I2,
                np.asarray([1j], "complex64"), (2, 2), reduction="max")
    if BACKEND != "jax":
        out = _mutable(np.zeros((2, 3)))
        _raises(ivy.IvyValueError, "out has shape", ivy.scatter_nd, I2, u, (2, 2), out=out)
        out = _mutable(np.zeros((2, 2), "float32"))
        _raises(ivy.IvyDtypeError, "out has dtype", ivy.scatter_nd, I2, u, (2, 2), out=out)
    _raises(ivy.IvyValueError, "give size", ivy.scatter_flat, np.asarray([0]), u)
    _raises(ivy.IvyValueError, "at least one dimension", ivy.scatter_flat, np.asarray(0), u, 2)
    _raises(ivy.IvyValueError, "non-negative int", ivy.scatter_flat, np.asarray([0]), u, -1)


def test_one_hot_and_argwhere_bad_arguments():
    i = np.asarray([0, 1])
    _raises(ivy.IvyValueError, "depth must be a non-negative int", ivy.one_hot, i, -1)
    _raises(ivy.IvyValueError, "depth must be a non-negative int", ivy.one_hot, i, 2.0)
    _raises(ivy.IvyDtypeError, "integer dtype", ivy.one_hot, np.asarray([0.0]), 2)
    _raises(ivy.IvyValueError, "axis 3 is out of range", ivy.one_hot, i, 2, axis=3)
    _raises(ivy.IvyValueError, "size must be", ivy.argwhere, i, size=-1)
    _raises(ivy.IvyValueError, "fill_value must be an int", ivy.argwhere, i, size=1,
            fill_value=0.5)
    _raises(ivy.IvyValueError, "size must be", ivy.nonzero, i, size=-1)


@pytest.mark.parametrize("call", ["gather", "gather_nd", "scatter_nd", "scatter_nd_max",
                                  "scatter_flat"])
def test_out_of_range_indices(call):
    if CUDA_INDEX_ASSERTS:
        pytest.skip(CUDA_INDEX_ASSERT)
    f = {
        "gather": lambda: ivy.gather(native(X), native(np.asarray([4])), axis=2),
        "gather_nd": lambda: ivy.gather_nd(native(X), native(np.asarray([[0, -4]]))),
        "scatter_nd": lambda: ivy.scatter_nd(native(np.asarray([[3]])), native(np.ones(1)), (3,)),
        "scatter_nd_max": lambda: ivy.scatter_nd(native(np.asarray([[0, 3]])), native(np.ones(1)),
                                                 (3, 3), reduction="max"),
        "scatter_flat": lambda: ivy.scatter_flat(native(np.asarray([[1], [-3]])),
                                                 native(np.ones((2, 1))), 2),
    }[call]
    if not CHECKED:  # documented: JAX does not check index ranges (no error, values unspecified)
        assert numpy_of(f()) is not None
        return
    with pytest.raises(ivy.IvyIndexError, match="out of range"):
        numpy_of(f())


# each kernel path of gather / gather_nd on X [2, 3, 4], with ``v`` as one of the indices:
# unbatched, batched along the last axis (x [*B, N], indices [*B, I]: one native take-along),
# batched with dimensions after the axis; (path, N of the axis v indexes)
PATHS = {
    "gather": (lambda v: Case(X, np.asarray([[-1, 0], [2, v]]), axis=2), 4),
    "gather along": (lambda v: Case(X, np.asarray([[[-1, 3]] * 3, [[2, v], [0, -2], [1, 1]]]),
                                    axis=2, batch_dims=2), 4),
    "gather batched": (lambda v: Case(X, np.asarray([[-1, 2, 0], [v, -3, 1]]), axis=1,
                                      batch_dims=1), 3),
    "gather_nd": (lambda v: Case(X, np.asarray([[-1, 2], [0, v], [1, -3]])), 3),
    "gather_nd batched": (lambda v: Case(X, np.asarray([[[-1, 2], [0, 3]], [[2, v], [-3, 1]]]),
                                         batch_dims=1), 4),
}


@pytest.mark.parametrize("path", sorted(PATHS))
def test_negative_indices_and_out_of_range_ones_on_every_path(path):
    """Negative indices count from the end (backends whose native kernels refuse them wrap them,
    some only after the native call fails); beyond [-N, N), above or below, is an error."""
    make, n = PATHS[path]
    fname = path.split()[0]
    for v in (-n, -1, n - 1):
        run_case(TABLE[fname], make(v))
    if not CHECKED or CUDA_INDEX_ASSERTS:  # unchecked (JAX) / device-side assertion (CUDA)
        return
    for v in (n, -n - 1):
        case = make(v)
        with pytest.raises(ivy.IvyIndexError, match="out of range"):
            numpy_of(getattr(ivy, fname)(*map(native, case.args), **case.kwargs))


# --- gradients -----------------------------------------------------------------------------------
def _grad_or_unsupported(f, *args, argnums=0):
    if BACKEND == "numpy":
        with pytest.raises(ivy.IvyUnsupportedError):
            ivy.grad(f, argnums=argnums)(*args)
        return None
    return ivy.grad(f, argnums=argnums)(*args)


@pytest.mark.parametrize("batch_dims", [0, 1])
def test_gather_gradient_is_a_scatter_add(batch_dims):
    x = np.arange(24.0).reshape(2, 3, 4)
    idx = np.asarray([[0, 3], [1, -3]]) if batch_dims else np.asarray([3, 0, 3, -1])
    w = np.linspace(-1.0, 2.0, 2 * 3 * idx.shape[-1]).reshape(2, 3, idx.shape[-1])
    if not batch_dims:
        w = np.linspace(-1.0, 2.0, 2 * 3 * 4).reshape(2, 3, 4)

    def loss(v):
        return ivy.sum(ivy.gather(v, native(idx), axis=2, batch_dims=batch_dims) * native(w))

    g = _grad_or_unsupported(loss, native(x))
    if g is None:
        return
    ref = np.zeros_like(x)
    for b, p, j in np.ndindex(w.shape):
        c = idx[b, j] if batch_dims else idx[j]
        ref[b, p, c] += w[b, p, j]
    assert_values(numpy_of(g), ref)


def test_gather_nd_gradient():
    x, idx = np.arange(12.0).reshape(3, 4), np.asarray([[2, 1], [0, -1], [2, 1]])
    w = np.asarray([0.5, -2.0, 3.0])
    g = _grad_or_unsupported(lambda v: ivy.sum(ivy.gather_nd(v, native(idx)) * native(w)),
                             native(x))
    if g is None:
        return
    ref = np.zeros_like(x)
    ref[2, 1], ref[0, 3] = 0.5 + 3.0, -2.0
    assert_values(numpy_of(g), ref)


@pytest.mark.parametrize("reduction", ["sum", "replace", "mul", "max", "min"])
def test_scatter_nd_gradient(reduction):
    idx = np.asarray([[0], [2], [0]]) if reduction != "replace" else np.asarray([[0], [2]])
    upd = np.asarray([[1.5, -2.0], [3.0, 0.5], [-1.0, 4.0]])[:len(idx)]
    x = np.asarray([[0.7, 0.2], [2.0, -1.0], [1.1, 3.3]])
    w = np.asarray([[1.0, -2.0], [0.5, 3.0], [-1.5, 2.5]])

    def loss(u, v):
        return ivy.sum(ivy.scatter_nd(native(idx), u, x=v, reduction=reduction) * native(w))

    got = _grad_or_unsupported(loss, native(upd), native(x), argnums=(0, 1))
    if got is None:
        return

    def ref_loss(u, v):
        return float(np.sum(ref_scatter_nd(idx, u, x=v, reduction=reduction) * w))

    for arg, g in enumerate(got):  # central differences of the loop reference
        base = [upd, x][arg]
        fd = np.zeros_like(base)
        for p in np.ndindex(base.shape):
            e = np.zeros_like(base)
            e[p] = 1e-6
            args_p = [upd, x]
            args_m = [upd, x]
            args_p[arg], args_m[arg] = base + e, base - e
            fd[p] = (ref_loss(*args_p) - ref_loss(*args_m)) / 2e-6
        np.testing.assert_allclose(numpy_of(g), fd, rtol=1e-6, atol=1e-6,
                                   err_msg=f"gradient of argument {arg}")


def test_under_set_backend(backend_set):
    out = ivy.gather(native(X), native(np.asarray([1, 0])), axis=1)
    assert_array(out, ref_gather(X, np.asarray([1, 0]), axis=1))
    out = ivy.scatter_flat(native(np.asarray([1, 1])), native(np.asarray([2.0, 3.0])), 3)
    assert_array(out, np.asarray([0.0, 5.0, 0.0]))


def test_nonzero_extensions_stay_out_of_the_array_api():
    import inspect

    xp = ivy.array_api
    assert list(inspect.signature(ivy.nonzero).parameters) == ["x", "size", "fill_value"]
    assert list(inspect.signature(xp.nonzero).parameters) == ["x"]
    with pytest.raises(TypeError):
        xp.nonzero(xp.asarray([0, 1]), size=2)
    assert [numpy_of(i.native).tolist() for i in xp.nonzero(ivy.Array(native(np.asarray([0, 1]))))
            ] == [[1]]
