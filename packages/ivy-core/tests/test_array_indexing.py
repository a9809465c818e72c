"""The standard's indexing on ``ivy.Array``: ``__getitem__`` and ``__setitem__`` on every backend.

``__getitem__`` is checked against array-api-strict for basic keys (integers, slices with any step,
``...``, ``None``), integer index arrays and boolean masks; ``__setitem__`` against the same write on
a NumPy copy (the standard's in-place semantics: the ``ivy.Array`` sees the new values on every
backend, immutable JAX and TensorFlow arrays included). Keys outside the standard raise
``IndexError``/``TypeError`` identically on every backend.
"""

import ivy
import numpy as np
import pytest
from _array_api import BACKEND, check, unwrap, wrap, xp, xps

A = np.arange(60, dtype="float32").reshape(3, 4, 5)
S = slice
E = Ellipsis

BASIC = [
    0, -1, 2, (0, 1), (1, -2, 3), S(None), S(1, 3), S(None, None, -1), S(-1, None, -2),
    (S(None), 2), (E, 0), (E, S(None, None, 2)), (0, E, -1), (None, 0), (0, None, S(1, 4)),
    (S(None), None, S(None), None), (), E, (E,), (S(10, 20),), (S(-10, 10, 3), S(None, None, -3)),
    (S(2, 0, -1), E, S(4, None, -2)), (S(0, 0),), (-3, S(None), S(3, 1, -1)),
]


def _reference(a, key):
    """array-api-strict's ``a[key]``; NumPy's where strict refuses a key that leaves trailing axes
    out (the standard's implied ``...``, which every backend reads alike)."""
    try:
        return xps.asarray(a)[_strict_key(key)]
    except IndexError:
        return a[_numpy_key(key)]


def _strict_key(key):
    items = key if type(key) is tuple else (key,)
    return tuple(xps.asarray(k._native_np) if hasattr(k, "_native_np") else k for k in items)


def _numpy_key(key):
    items = key if type(key) is tuple else (key,)
    return tuple(k._native_np if hasattr(k, "_native_np") else k for k in items)


class _Idx:
    """An index array given to both sides: ``ivy.Array`` for Ivy, NumPy/strict for the reference."""

    def __init__(self, v):
        self._native_np = np.asarray(v, dtype=np.asarray(v).dtype if np.asarray(v).dtype == bool
                                     else "int64")


def _ours(key):
    items = key if type(key) is tuple else (key,)
    return tuple(wrap(k._native_np) if isinstance(k, _Idx) else k for k in items)


def _ids(keys):
    return [repr(k).replace(" ", "") for k in keys]


@pytest.mark.parametrize("key", BASIC, ids=_ids(BASIC))
def test_basic_keys(key):
    check(wrap(A)[key], _reference(A, key), where=f"x[{key!r}]")


def test_zero_dimensional():
    a = np.asarray(2.5, dtype="float32")
    for key in ((), E, None):
        check(wrap(a)[key], xps.asarray(a)[key], where=f"0-d x[{key!r}]")


INT_KEYS = [
    _Idx([0, 2]), _Idx([-1, 0, -3]), (_Idx([0, 2]), _Idx([1, 3])),
    (_Idx([[0], [2]]), _Idx([1, 3])), (1, _Idx([0, 3, -1])), (_Idx([2, 0]), 1, _Idx([4, -5])),
    _Idx(np.zeros((2, 2), dtype="int64")), (_Idx([0, 1]), _Idx([1, 2]), _Idx([3, 4])),
]


@pytest.mark.parametrize("i", range(len(INT_KEYS)))
def test_integer_array_keys(i):
    check(wrap(A)[_ours(INT_KEYS[i])], _reference(A, INT_KEYS[i]))


@pytest.mark.parametrize("dtype", ["int32", "uint8", "int8"])
def test_integer_array_keys_of_other_dtypes(dtype):
    idx = np.asarray([2, 0], dtype=dtype)
    if dtype not in ivy.get_backend(BACKEND).xp._pkg.DTYPES:
        return
    check(wrap(A)[wrap(idx)], A[idx.astype("int64")])  # uint8 is an index, not a mask


@pytest.mark.parametrize("shape", [(3,), (3, 4), (3, 4, 5)])
def test_boolean_masks(shape):
    mask = (np.arange(np.prod(shape)).reshape(shape) % 3) == 1
    check(wrap(A)[wrap(mask)], _reference(A, _Idx(mask)))
    none = np.zeros(shape, dtype=bool)
    check(wrap(A)[wrap(none)], A[none])  # an empty selection


def test_zero_dimensional_mask():
    a = np.asarray(2.5, dtype="float32")
    check(wrap(a)[wrap(np.asarray(True))], a[np.asarray(True)])
    check(wrap(a)[wrap(np.asarray(False))], a[np.asarray(False)])


BAD_KEYS = [
    (3, IndexError), (-4, IndexError), ((0, 5), IndexError), ((0, 0, 0, 0), IndexError),
    ((E, E), IndexError), ([0, 1], IndexError), (1.0, IndexError), ("a", IndexError),
    (S(None, None, 0), ValueError), ((S(None), np.int64(1)), IndexError),  # not a Python int
]


@pytest.mark.parametrize("key,error", BAD_KEYS, ids=_ids([k for k, _ in BAD_KEYS]))
def test_bad_keys(key, error):
    x = wrap(A)
    with pytest.raises(error):
        x[key]  # noqa: B018


def test_mask_must_be_alone_and_fit():
    x = wrap(A)
    mask = wrap(np.ones(3, dtype=bool))
    with pytest.raises(IndexError, match="sole index"):
        x[mask, 0]  # noqa: B018
    with pytest.raises(IndexError, match="does not match"):
        x[wrap(np.ones(4, dtype=bool))]  # noqa: B018
    with pytest.raises(IndexError, match="combined"):
        x[wrap(np.asarray([0, 1])), S(None)]  # noqa: B018
    with pytest.raises(IndexError, match="integer or bool"):
        x[wrap(np.asarray([0.0, 1.0], dtype="float32"))]  # noqa: B018


# --- __setitem__ -----------------------------------------------------------------------------------
SET_CASES = [
    (0, 1.0), (-1, 7.5), ((1, 2), -3.0), (S(1, 3), 0.5), ((S(None), 2), 9.0),
    ((E, -1), np.arange(4, dtype="float32")), ((0, S(None, None, 2)), np.ones((2, 5), "float32")),
    (S(None, None, -1), np.arange(60, dtype="float32").reshape(3, 4, 5)[::-1] * 2),
    ((S(None), S(3, 0, -2)), -1.0), ((1, 2, 3), 42.0), (E, 0.0), ((), 5.0),
    ("mask3", -2.0), ("mask1", np.full((4, 5), 8.0, "float32")),
]


@pytest.mark.parametrize("key,value", SET_CASES, ids=[repr(k).replace(" ", "") for k, _ in SET_CASES])
def test_setitem(key, value):
    x = wrap(A)
    ref = A.copy()
    if key == "mask3":
        m = A % 7 == 0
        key, ref_key = wrap(m), m
    elif key == "mask1":
        m = np.asarray([True, False, True])
        key, ref_key = wrap(m), m
    else:
        ref_key = key
    same = x
    x[key] = wrap(value) if isinstance(value, np.ndarray) else value
    ref[ref_key] = value
    assert same is x
    check(x, ref, where=f"after x[{key!r}] = ...")


@pytest.mark.parametrize("shape,mask", [((0, 3), np.zeros((0,), bool)),
                                        ((0, 3), np.zeros((0, 3), bool)),
                                        ((2, 0), np.array([True, False]))])
def test_setitem_with_a_mask_on_an_empty_array(shape, mask):
    # TensorFlow's scatter path divided by the zero-length axis (issue 15)
    a = np.zeros(shape, dtype=np.float32)
    x = wrap(a)
    x[wrap(mask)] = 1.0
    check(x, a)
    x[wrap(mask)] = xp.asarray(2.0)
    check(x, a)


@pytest.mark.parametrize("key", ["mask True", "mask False", (), Ellipsis])
@pytest.mark.parametrize("dtype", ["float32", "int64", "bool"])
def test_setitem_of_a_0d_array(key, dtype):
    # a 0-d array under a 0-d mask / () / ...: TensorFlow's scatter path stacked no coordinates
    # (IndexError: list index out of range; issue 27)
    a = np.asarray(1, dtype=dtype)
    value = np.asarray(0, dtype=dtype)
    ref_key = key if not isinstance(key, str) else np.asarray(key == "mask True")
    for v in (value.item(), wrap(value)):
        x, ref = wrap(a), a.copy()
        x[wrap(ref_key) if isinstance(key, str) else key] = v
        ref[ref_key] = value
        check(x, ref, where=f"after x[{key!r}] = {v!r}")


def test_setitem_is_seen_through_every_reference_of_the_array():
    x = wrap(A)
    alias = x  # one ivy.Array: JAX/TF rebind its native array, NumPy/PyTorch/MXNet write in place
    x[0, 0, 0] = -1.0
    assert float(alias[0, 0, 0]) == -1.0
    before = unwrap(x).copy()
    y = x[1]  # a new array: the standard leaves views unspecified, so only x is asserted
    y[0] = 100.0
    assert float(y[0, 0]) == 100.0
    assert unwrap(x)[0].tolist() == before[0].tolist()


def test_setitem_type_rules():
    xi = wrap(np.zeros(3, dtype="int32"))
    with pytest.raises(TypeError):
        xi[0] = 1.5  # a Python float into an integer array
    with pytest.raises(TypeError):
        xi[0] = wrap(np.ones((), dtype="float32"))  # would change the dtype
    with pytest.raises(TypeError):
        xi[0] = "a"
    xi[1] = 3  # a Python int into an int array
    assert unwrap(xi).tolist() == [0, 3, 0]
    xf = wrap(np.zeros(3, dtype="float64"))
    xf[0] = wrap(np.ones((), dtype="float32"))  # float32 promotes into float64
    xf[1] = 2  # a Python int into a float array
    assert unwrap(xf).tolist() == [1.0, 2.0, 0.0]


def test_setitem_refuses_what_the_standard_leaves_out():
    x = wrap(A)
    with pytest.raises(IndexError, match="integer array"):
        x[wrap(np.asarray([0, 1]))] = 0.0
    with pytest.raises(IndexError, match="None"):
        x[None] = 0.0
    with pytest.raises(IndexError):
        x[3] = 0.0


# --- keys and values MXNet read or wrote wrongly (issue 27; they hold on every backend) ---------------
B = np.arange(12, dtype="float32").reshape(4, 3)
EDGE_KEYS = [S(3, 1), S(1, -6), S(-1, 0), (S(-5, 2), 1), (S(-6, None), -1), (S(0, 3, -1), 0),
             (S(-1, -6, -2), 1), (1, S(2, 0)), (E, S(-5, 2, 1), 1, None), (S(-6, 3), None, 0)]


@pytest.mark.parametrize("key", EDGE_KEYS, ids=_ids(EDGE_KEYS))
def test_slices_beyond_the_axis_or_selecting_nothing(key):
    check(wrap(B)[key], B[key], where=f"x[{key!r}]")
    if None in (key if type(key) is tuple else (key,)):
        return
    for value in (-1.0, xp.asarray(-1.0, dtype=xp.float32)):
        x, ref = wrap(B), B.copy()
        x[key] = value
        ref[key] = -1.0
        check(x, ref, where=f"after x[{key!r}] = {value!r}")


def test_empty_index_arrays_and_masks_over_empty_arrays():
    for idx in (np.zeros((0,), "int64"), np.zeros((2, 0), "int32")):
        check(wrap(A)[wrap(idx), 1], A[idx.astype("int64"), 1])
        check(wrap(A)[wrap(idx), wrap(idx)], A[idx.astype("int64"), idx.astype("int64")])
    for shape, mshape in (((0, 3), (0, 3)), ((0, 3), (0,)), ((4, 0, 3), (4,)), ((2, 0), (2, 0))):
        a = np.zeros(shape, "float32")
        m = np.arange(np.prod(mshape)).reshape(mshape) % 2 == 0
        check(wrap(a)[wrap(m)], a[m], where=f"{shape}[mask {mshape}]")


EXACT = [("int64", 2**62 + 1), ("int64", 2**63 - 1), ("int64", -2**63 + 1),
         ("float64", 5e-324), ("float64", 2.2250738585072014e-308), ("float64", 1.7976931348623157e308),
         ("float64", 1e100), ("float32", -0.0), ("float64", -0.0)]


@pytest.mark.parametrize("dtype,value", EXACT, ids=[f"{d}={v!r}" for d, v in EXACT])
def test_setitem_writes_python_scalars_exactly(dtype, value):
    """MXNet passed scalars to its operators as text: int64 beyond 2**53 rounded, float64
    subnormals refused, -0.0 written as +0.0."""
    mask = np.asarray([True, False, True])
    for key in (0, -1, S(None), S(None, None, -1), E, "mask"):
        x, ref = wrap(np.ones(3, dtype)), np.ones(3, dtype)
        x[wrap(mask) if key == "mask" else key] = value
        ref[mask if key == "mask" else key] = value
        out = unwrap(x)
        assert out.dtype == ref.dtype and out.tolist() == ref.tolist(), (key, out, ref)
        assert np.signbit(out).tolist() == np.signbit(ref).tolist(), (key, out, ref)


def test_setitem_of_bool_arrays_with_array_values():
    for key, value in (((-1, S(0, 2)), np.asarray(False)), (S(1, 3), np.zeros((2, 3), bool)),
                       ((0, 1), np.asarray(False)), (E, np.asarray([True, False, True])),
                       ("mask", np.asarray(False))):
        mask = np.eye(4, 3, dtype=bool)
        x, ref = wrap(np.ones((4, 3), bool)), np.ones((4, 3), bool)
        x[wrap(mask) if key == "mask" else key] = wrap(value)
        ref[mask if key == "mask" else key] = value
        check(x, ref, where=f"after x[{key!r}] = {value!r}")


def test_getitem_results_are_ivy_arrays_of_the_backend():
    x = wrap(A)
    for key in (0, (0, 0, 0), S(1, 2), wrap(A > 30)):
        r = x[key]
        assert r.__array_namespace__() is xp
        unwrap(r, where=f"x[{key!r}]")  # an ivy.Array around a native array of the backend
