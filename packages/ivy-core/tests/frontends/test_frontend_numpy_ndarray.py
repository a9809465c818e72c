"""The NumPy frontend's ``ndarray``, dtype objects and scalar types against NumPy itself:
attributes, printing, conversions, indexing (NumPy's semantics on every backend, advanced
indexing included), ``__setitem__`` (a new native array held), methods and operators."""

import pickle

import ivy
import ivy.frontends.numpy as fnp
import numpy as np
import pytest
from _harness import BACKEND
from _numpy_frontend import ck, fa

A = np.arange(24.0).reshape(2, 3, 4)
IA = np.array([[3, -1, 4], [1, -5, 9]], dtype=np.int32)


def test_attributes():
    x = fa(A.astype(np.float32))
    assert x.shape == (2, 3, 4) and x.ndim == 3 and x.size == 24
    assert x.itemsize == 4 and x.nbytes == 96
    assert x.T.shape == (4, 3, 2) and x.mT.shape == (2, 4, 3)
    assert x.dtype == fnp.float32 and x.dtype == "float32" and x.dtype == np.float32
    assert repr(x.dtype) == "dtype('float32')" and str(x.dtype) == "float32"
    assert x.dtype.kind == "f" and x.dtype.char == "f" and x.dtype.itemsize == 4
    assert x.dtype.type is fnp.float32 and x.dtype.name == "float32"
    assert fa(IA).dtype.str == "<i4" and fa(np.array([True])).dtype.str == "|b1"
    assert ivy.is_native_array(x.ivy_array)
    assert isinstance(x, fnp.ndarray) and not isinstance(x, fnp.generic)


def test_dtype_objects():
    assert fnp.dtype("float32") is fnp.dtype(fnp.float32) is fnp.dtype(np.float32)
    assert fnp.dtype(float) == fnp.float64 and fnp.dtype(int) == fnp.int64
    assert fnp.dtype("f4") == fnp.float32 and fnp.dtype("double") == fnp.float64
    assert fnp.dtype(None) == fnp.float64 and fnp.dtype(bool) == fnp.bool
    assert fnp.dtype("float32") == ivy.float32 and fnp.dtype("int8") != fnp.dtype("uint8")
    assert fnp.float32 == fnp.dtype("float32")
    assert hash(fnp.dtype("int8")) == hash("int8")
    assert pickle.loads(pickle.dumps(fnp.dtype("int16"))) is fnp.dtype("int16")
    with pytest.raises(TypeError):
        fnp.dtype("not_a_dtype")
    with pytest.raises(TypeError, match="abstract"):
        fnp.dtype(fnp.floating)


def test_scalar_types():
    s = fnp.float32(1.5)
    assert type(s) is fnp.float32 and s.dtype == fnp.float32 and s.shape == () and s.ndim == 0
    assert isinstance(s, fnp.floating) and isinstance(s, fnp.number)
    assert isinstance(s, fnp.generic) and not isinstance(s, fnp.ndarray)
    assert isinstance(fnp.int8(3), fnp.signedinteger) and isinstance(fnp.uint8(3),
                                                                      fnp.unsignedinteger)
    if BACKEND == "mxnet":  # no complex arrays there: Ivy's clear error
        with pytest.raises(ivy.IvyUnsupportedError, match="MXNet has no complex64"):
            fnp.complex64(1j)
    else:
        assert isinstance(fnp.complex64(1j), fnp.complexfloating)
    assert repr(s) == "np.float32(1.5)" and str(s) == "1.5" and float(s) == 1.5
    assert repr(fnp.bool_(True)) == "np.True_" and fnp.bool is fnp.bool_
    assert repr(fnp.int64(3)) == "np.int64(3)" and int(fnp.int64(3)) == 3
    assert hash(fnp.float64(2.5)) == hash(2.5) and {fnp.int8(1): 1}
    assert fnp.float32(2) ** 2 == 4.0 and type(fnp.float32(2) ** 2) is fnp.float32
    assert type(fnp.float32(1) + 1.0) is fnp.float32  # Python floats are weak
    assert type(fnp.int8(1) + fnp.float16(1)) is fnp.float16
    assert fnp.float32([1, 2]).shape == (2,) and isinstance(fnp.float32([1, 2]), fnp.ndarray)
    with pytest.raises(OverflowError, match="out of bounds for int8"):
        fnp.int8(300)
    assert fnp.float64() == 0.0 and fnp.int_ is fnp.int64 and fnp.double is fnp.float64
    assert f"{fnp.float64(1 / 3):.3f}" == "0.333" and round(fnp.float64(2.5)) == 2
    assert fnp.float32(2.5).item() == 2.5 and type(fnp.float32(2.5).item()) is float
    assert fnp.float64(2).is_integer() and fnp.int8(3).is_integer()
    with pytest.raises(TypeError):
        fnp.float32(1)[0] = 2
    assert type(fnp.float32(1.0).astype(fnp.int8)) is fnp.int8
    assert type(fnp.float32(1.0).reshape(1)) is fnp.ndarray
    assert pickle.loads(pickle.dumps(fnp.int8(7))) == 7


def test_functions_return_scalars_where_numpy_does():
    x = fa(np.array([1.0, 2.0, 3.0]))
    assert type(fnp.sum(x)) is fnp.float64 and type(x[0]) is fnp.float64
    assert type(fnp.sum(x, keepdims=True)) is fnp.ndarray
    assert type(fnp.reshape(x, (3,))[0]) is fnp.float64
    assert type(fnp.asarray(np.array(1.0))) is fnp.ndarray  # a 0-d array stays an array
    assert type(x[...]) is fnp.ndarray and type(fa(np.array(2.0))[()]) is fnp.float64
    assert type(x.max()) is fnp.float64 and type(x.argmax()) is fnp.int64
    ck("sum", (np.ones(3),))
    ck("mean", (np.ones((2, 2)),), {"axis": (0, 1)})


def test_conversions():
    x = fa(np.array([[1, 2], [3, 4]]))
    assert x.tolist() == [[1, 2], [3, 4]] and type(x.tolist()[0][0]) is int
    assert x.item(3) == 4 and x.item((0, 1)) == 2 and type(x.item(0)) is int
    np.testing.assert_array_equal(np.asarray(x), [[1, 2], [3, 4]])
    assert np.asarray(x, dtype=np.float32).dtype == np.float32
    assert len(x) == 2 and [r.tolist() for r in x] == [[1, 2], [3, 4]]
    assert bool(fa(np.array([1]))) and int(fa(np.array(7))) == 7
    with pytest.raises(ValueError, match="ambiguous"):
        bool(x)
    with pytest.raises(TypeError, match="len"):
        len(fa(np.array(1.0)))
    assert repr(fa(np.array([1.5, 2.0]))) == "array([1.5, 2. ])"
    assert str(fa(np.array([1, 2]))) == "[1 2]"
    assert [0, 1, 2][fa(np.array(1))] == 1  # __index__
    assert fa(np.array([1, 2])).tobytes() == np.array([1, 2]).tobytes()
    assert pickle.loads(pickle.dumps(x)).tolist() == x.tolist()
    import copy

    y = copy.deepcopy(x)
    y[0, 0] = 9
    assert x[0, 0] == 1


KEYS = [0, -1, (1, 2), (1, 2, 3), slice(None, None, -1), (slice(None), 1), (..., 0),
        (None, 0, ..., None), (slice(1, None), slice(None, None, -2), slice(1, 3)),
        np.array([1, 0, 1]), (np.array([0, 1]), np.array([2, 0])),
        (slice(None), np.array([[0, 2], [1, 1]])), (np.array([1, 0]), slice(None), 2),
        A > 10, (A[:, :, 0] > 5), ([0, 1], 0, [1, 2]), (0, [True, False, True]),
        (np.array([0, 1]), slice(None), np.array([3, 0])), (..., [2, 0]), np.array(1)]


@pytest.mark.parametrize("key", range(len(KEYS)), ids=lambda i: f"key{i}")
def test_getitem_matches_numpy(key):
    k = KEYS[key]
    x = fa(A)
    fk = tuple(fa(i) if isinstance(i, np.ndarray) else i for i in k) if isinstance(k, tuple) \
        else (fa(k) if isinstance(k, np.ndarray) else k)
    got = x[fk]
    want = A[k]
    assert isinstance(got, fnp.generic) == np.isscalar(want), key
    np.testing.assert_array_equal(np.asarray(got), want)
    assert np.asarray(got).dtype == np.asarray(want).dtype


def test_getitem_errors():
    x = fa(A)
    with pytest.raises(IndexError, match="out of bounds"):
        x[5]
    with pytest.raises(IndexError):
        x[0, 0, 0, 0]
    with pytest.raises(IndexError):
        x[fa(np.array([9]))]


SET_KEYS = [0, (1, 2), (slice(None), 1), (..., 0), slice(None, None, -1),
            (np.array([0, 1]), np.array([2, 0])), A > 10, ([1, 1, 0], 0, [1, 1, 2]),
            (slice(None), [0, 2], slice(1, 3))]


@pytest.mark.parametrize("key", range(len(SET_KEYS)), ids=lambda i: f"key{i}")
@pytest.mark.parametrize("value", [-1, 2.7, "array"], ids=str)
def test_setitem_matches_numpy(key, value):
    k = SET_KEYS[key]
    want = A.astype(np.int64).copy()
    if value == "array":
        shape = want[k].shape
        value = np.arange(1, 1 + max(1, int(np.prod(shape[-1:])))).reshape(shape[-1:] or ())
    want[k] = value
    x = fa(A.astype(np.int64))
    held = x._data
    fk = tuple(fa(i) if isinstance(i, np.ndarray) else i for i in k) if isinstance(k, tuple) \
        else (fa(k) if isinstance(k, np.ndarray) else k)
    x[fk] = fa(value) if isinstance(value, np.ndarray) else value
    np.testing.assert_array_equal(np.asarray(x), want)
    assert x.dtype == fnp.int64 and ivy.is_native_array(x._data)
    if x._data is not held:  # a new native array; the old one is untouched
        np.testing.assert_array_equal(ivy.to_numpy(held), A.astype(np.int64))


def test_setitem_overflow_and_views():
    x = fa(np.array([1, 2, 3], dtype=np.uint8))
    with pytest.raises(OverflowError, match="out of bounds for uint8"):
        x[0] = 300
    x[1] = 2.9  # floats are truncated into integer arrays (NumPy's unsafe cast)
    assert x.tolist() == [1, 2, 3]
    a = fa(np.zeros((2, 2)))
    row = a[0]
    a[0, 0] = 5.0
    assert row.tolist() == [0.0, 0.0]  # the frontend keeps no views (documented)
    with pytest.raises(ValueError):
        a[0] = fa(np.ones(3))


METHODS = [("sum", {}), ("sum", {"axis": 0}), ("mean", {"axis": 1}), ("std", {"ddof": 1}),
           ("var", {}), ("max", {"axis": 0}), ("min", {}), ("argmax", {}),
           ("argmin", {"axis": 1}), ("prod", {}), ("cumsum", {}), ("cumsum", {"axis": 1}),
           ("cumprod", {"axis": 0}), ("all", {}), ("any", {"axis": 0}),
           ("clip", {"min": 0, "max": 4}), ("round", {}), ("flatten", {}), ("ravel", {}),
           ("squeeze", {}), ("copy", {}), ("transpose", {}), ("astype", {"dtype": "float32"}),
           ("reshape", ((3, 2),)), ("swapaxes", (0, 1)),
           ("nonzero", {}), ("argsort", {}), ("diagonal", {}), ("trace", {}),
           ("repeat", {"repeats": 2}), ("take", {"indices": [0, 2]}), ("conj", {}),
           ("searchsorted", {"v": 2})]


@pytest.mark.parametrize("method", range(len(METHODS)), ids=lambda i: METHODS[i][0])
def test_methods_match_numpy(method):
    name, kw = METHODS[method]
    x = IA if name != "searchsorted" else np.array([1, 2, 3, 5])
    args = kw if isinstance(kw, tuple) else ()
    kw = kw if isinstance(kw, dict) else {}
    ck(f"ndarray.{name}", (x, *args), kw)
    if name not in ("nonzero", "diagonal", "trace", "searchsorted", "take"):
        ck(f"ndarray.{name}", (x.astype(np.float32), *args), kw)


def test_methods_with_positional_shapes_and_in_place():
    x = fa(np.arange(6))
    assert x.reshape(2, 3).shape == (2, 3) and x.reshape((3, 2)).shape == (3, 2)
    assert x.reshape(-1, 2).shape == (3, 2)
    assert fa(np.ones((2, 3, 4))).transpose(2, 0, 1).shape == (4, 2, 3)
    assert fa(np.ones((2, 3, 4))).transpose((1, 0, 2)).shape == (3, 2, 4)
    y = fa(np.array([3, 1, 2]))
    assert y.sort() is None and y.tolist() == [1, 2, 3]
    y.fill(7)
    assert y.tolist() == [7, 7, 7]
    z = fa(np.arange(4))
    z.shape = (2, 2)
    assert z.shape == (2, 2)
    z.resize((3, 2))
    assert z.tolist() == [[0, 1], [2, 3], [0, 0]]
    w = fa(np.arange(5))
    w.put([0, 2], [-1, -2])
    assert w.tolist() == [-1, 1, -2, 3, 4]
    assert fa(np.arange(3)).dot(fa(np.arange(3))) == 5
    with pytest.raises(TypeError, match="same_kind|Cannot cast"):
        fa(np.ones(2)).astype(fnp.int8, casting="same_kind")
    with pytest.raises(ivy.IvyUnsupportedError, match="view"):
        fa(np.ones(2)).view(np.int32)


OPERATORS = ["__add__", "__sub__", "__mul__", "__truediv__", "__floordiv__", "__mod__",
             "__pow__", "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__",
             "__radd__", "__rsub__", "__rtruediv__", "__rpow__", "__matmul__"]


@pytest.mark.parametrize("op", OPERATORS)
def test_operators_match_numpy(op):
    a = np.array([[1.5, -2.0], [3.0, 4.0]])
    b = np.array([[2, 3], [1, 5]], dtype=np.int8)
    ck(f"ndarray.{op}", (a, b))
    if op != "__matmul__":
        ck(f"ndarray.{op}", (b, 2))
        ck(f"ndarray.{op}", (a, 0.5))


def test_unary_and_bitwise_operators():
    b = np.array([3, -4, 5], dtype=np.int16)
    for op in ("__neg__", "__pos__", "__abs__", "__invert__"):
        ck(f"ndarray.{op}", (b,))
    for op in ("__and__", "__or__", "__xor__", "__lshift__", "__rshift__"):
        ck(f"ndarray.{op}", (b, np.array([1, 2, 3], dtype=np.int16)))
        ck(f"ndarray.{op}", (np.array([True, False, True]), np.array([True, True, False])))
    x = fa(np.array([7, -7]))
    q, r = divmod(x, 3)
    assert q.tolist() == [2, -3] and r.tolist() == [1, 2]
    assert (2 - fa(np.array([1, 2]))).tolist() == [1, 0]
    assert (np.float64(2.0) * fa(np.array([1.0]))).tolist() == [2.0]


def test_numpy_arrays_on_the_left_defer_to_the_frontend():
    x = fa(np.array([1.0, 2.0]))
    r = np.array([1.0, 1.0]) + x
    assert isinstance(r, fnp.ndarray) and r.tolist() == [2.0, 3.0]


def test_ndarray_constructor_and_class_names():
    z = fnp.ndarray((2, 3), dtype=fnp.int8)
    assert z.shape == (2, 3) and z.dtype == fnp.int8 and z.tolist() == [[0] * 3] * 2
    assert fnp.ndarray.UNSUPPORTED and "view" in fnp.ndarray.UNSUPPORTED
