"""``ivy.Array``: the standard's array object (operators, attributes, conversions, DLPack).

Every operator, its reflected and in-place form is checked against array-api-strict on the backend
of ``IVY_BACKEND``.
"""

import math
import operator

import ivy
import numpy as np
import pytest
from _array_api import BACKEND, HAVE, check, have, wrap, xp, xps

# operator -> dtypes it is checked with (the standard's dtype category of the operation)
_FLOAT_INT = ("float32", "float64", "int8", "int32", "int64", "uint8")
_BINARY = {
    "add": _FLOAT_INT, "sub": _FLOAT_INT, "mul": _FLOAT_INT, "truediv": ("float32", "float64"),
    "floordiv": ("float32", "float64", "int32"), "mod": ("float32", "float64", "int32"),
    "pow": ("float32", "float64"), "and": ("bool", "int8", "uint8", "int64"),
    "or": ("bool", "int8", "uint8", "int64"), "xor": ("bool", "int8", "uint8", "int64"),
    "lshift": ("int8", "int32", "uint8"), "rshift": ("int8", "int32", "uint8"),
    "matmul": ("float32", "float64", "int32"),
}
_COMPARE = ("eq", "ne", "lt", "le", "gt", "ge")
_UNARY = {"neg": _FLOAT_INT[:-1], "pos": _FLOAT_INT, "abs": _FLOAT_INT[:-1],
          "invert": ("bool", "int8", "uint8", "int64")}


def _values(d, shape=(3, 3), positive=False):
    rng = np.random.default_rng(0)
    if d == "bool":
        return rng.integers(0, 2, shape).astype(bool)
    if d.startswith(("int", "uint")):
        lo = 1 if positive or d.startswith("uint") else -3
        return rng.integers(lo, 4, shape).astype(d)
    v = rng.uniform(0.5 if positive else -2, 2, shape).astype(d)
    return v


def _pair(op, d):
    a = _values(d)
    b = _values(d, positive=op in ("floordiv", "mod", "truediv", "lshift", "rshift", "pow"))
    if op == "pow":
        a = np.abs(a) + 0.5
    if op in ("lshift", "rshift"):
        b = (b % 3).astype(d)
    return a, b


@pytest.mark.parametrize("op", sorted(_BINARY))
def test_binary_operators_reflected_and_in_place(op):
    for d in _BINARY[op]:
        if not have(d):
            continue
        a, b = _pair(op, d)
        x, y, sx, sy = wrap(a), wrap(b), xps.asarray(a), xps.asarray(b)
        fwd, ref = f"__{op}__", getattr(sx, f"__{op}__")(sy)
        check(getattr(x, fwd)(y), ref, where=f"{d} {fwd}")
        check(getattr(y, f"__r{op}__")(x), ref, where=f"{d} __r{op}__")
        x2 = wrap(a)
        same = getattr(x2, f"__i{op}__")(y)
        assert same is x2, "in-place operators return the left operand"
        check(x2, ref, where=f"{d} __i{op}__")
        check(x, a, where="the right operand is untouched")


@pytest.mark.parametrize("op", _COMPARE)
def test_comparison_operators(op):
    for d in ("float32", "int32", "uint8") + (("bool",) if op in ("eq", "ne") else ()):
        if not have(d):
            continue
        a, b = _values(d), _values(d)
        b[0] = a[0]
        f = f"__{op}__"
        check(getattr(wrap(a), f)(wrap(b)), getattr(xps.asarray(a), f)(xps.asarray(b)))
        s = True if d == "bool" else 1  # the standard leaves bool array vs int scalar undefined
        check(getattr(wrap(a), f)(s), getattr(xps.asarray(a), f)(s), where=f"{d} {f} {s}")


@pytest.mark.parametrize("op", sorted(_UNARY))
def test_unary_operators(op):
    for d in _UNARY[op]:
        if not have(d):
            continue
        a = _values(d)
        f = f"__{op}__"
        check(getattr(wrap(a), f)(), getattr(xps.asarray(a), f)(), where=f"{d} {f}")


def test_python_operators_call_the_dunders():
    a = _values("float32")
    x, sx = wrap(a), xps.asarray(a)
    check(2 - x, 2 - sx)
    check(2.0 / x, 2.0 / sx)
    check(x ** 2, sx ** 2)
    check(2 ** x, 2 ** sx)
    check(-x @ x, -sx @ sx)
    check(abs(x), abs(sx))
    y = x
    y += 1
    assert y is x
    check(x, sx + 1)


def test_operator_with_unknown_operand_types():
    x = wrap(_values("float32"))
    for other in ("a", [1.0, 2.0], object()):
        with pytest.raises(TypeError):
            x + other  # noqa: B018
    assert (x == "a") is False  # Python's fallback, not an elementwise comparison
    with pytest.raises(TypeError):
        x @ 2  # noqa: B018 - matmul takes arrays only
    with pytest.raises(TypeError):
        np.ones(3, dtype="float32") + x  # noqa: B018 - NumPy defers (__array_ufunc__ = None)


def test_in_place_keeps_dtype_and_shape():
    x = wrap(np.ones(3, dtype="float32"))
    with pytest.raises(TypeError, match="in-place"):
        x += wrap(np.ones((2, 3), dtype="float32"))  # the shape would change
    if have("int32"):
        i = wrap(np.ones(3, dtype="int32"))
        with pytest.raises(TypeError, match="in-place"):
            i += 1.5  # Ivy's mixed-kind rule makes float32: not the left operand's dtype
    if have("float64"):
        with pytest.raises(TypeError, match="in-place"):
            x += wrap(np.ones(3, dtype="float64"))
        y = wrap(np.ones(3, dtype="float64"))
        y += x  # float32 promotes into float64: allowed
        check(y, np.full(3, 2.0))
    check(x, np.ones(3, dtype="float32"))  # failed in-place operations changed nothing


def test_in_place_on_a_broadcast_right_operand():
    x = wrap(np.ones((2, 3), dtype="float32"))
    x *= wrap(np.asarray([1.0, 2.0, 3.0], dtype="float32"))
    check(x, np.asarray([[1, 2, 3], [1, 2, 3]], dtype="float32"))


# --- attributes --------------------------------------------------------------------------------
def test_attributes():
    a = np.arange(24, dtype="float32").reshape(2, 3, 4)
    x = wrap(a)
    assert x.dtype == xp.float32 and x.dtype is xp.float32 and x.dtype == ivy.float32
    # the standard's dtype objects: not strings, equal only to themselves (issue 15)
    assert not isinstance(x.dtype, str) and x.dtype != "float32" and x.dtype != xp.float64
    assert x.dtype != np.float32 and x.dtype != np.dtype("float32") and str(x.dtype) == "float32"
    assert len({xp.float32, xp.float32, xp.float64}) == 2
    assert x.shape == (2, 3, 4) and type(x.shape) is tuple and all(type(s) is int for s in x.shape)
    assert x.ndim == 3 and x.size == 24 and type(x.size) is int
    assert isinstance(x.device, str)
    check(x.mT, np.swapaxes(a, -1, -2))
    check(x[0].T, a[0].T)
    with pytest.raises(ValueError):
        x.T  # noqa: B018 - the standard defines .T for two dimensions only
    assert isinstance(x.native, type(wrap(a).native))
    check(x.to_device(x.device), a)


def test_constructor():
    x = wrap(np.ones(2, dtype="float32"))
    assert ivy.Array(x).native is x.native
    with pytest.raises(TypeError):
        ivy.Array([1.0, 2.0])
    assert repr(x).startswith("ivy.Array([1., 1.], dtype=float32")
    assert f"backend={BACKEND!r}" in repr(x) and str(x) == repr(x)


def test_not_hashable():
    with pytest.raises(TypeError):
        hash(wrap(np.ones(2, dtype="float32")))


# --- Python scalar conversions -------------------------------------------------------------------
def test_python_scalar_conversions():
    f = wrap(np.asarray(2.5, dtype="float32"))
    i = wrap(np.asarray(3, dtype="int64"))
    b = wrap(np.asarray(True))
    assert bool(f) is True and float(f) == 2.5 and int(f) == 2 and complex(f) == 2.5
    assert int(i) == 3 and operator.index(i) == 3 and [10, 20, 30, 40][i] == 40
    assert bool(b) is True and int(b) == 1 and float(b) == 1.0
    assert bool(wrap(np.asarray(0.0, dtype="float32"))) is False
    with pytest.raises(TypeError):
        operator.index(f)  # __index__: integer dtypes only
    with pytest.raises(TypeError):
        bool(wrap(np.ones(2, dtype="float32")))  # only zero-dimensional arrays
    with pytest.raises(TypeError):
        float(wrap(np.ones((1,), dtype="float32")))
    with pytest.raises(ValueError):
        int(wrap(np.asarray(np.nan, dtype="float32")))
    with pytest.raises(OverflowError):
        int(wrap(np.asarray(np.inf, dtype="float32")))
    if have("complex64"):
        c = wrap(np.asarray(1 + 2j, dtype="complex64"))
        assert complex(c) == 1 + 2j and bool(c) is True
        with pytest.raises(TypeError):
            float(c)
        with pytest.raises(TypeError):
            int(c)


def test_iteration_is_over_the_first_axis():
    a = np.arange(6, dtype="int64").reshape(3, 2)
    rows = list(wrap(a))
    assert len(rows) == 3
    for r, ref in zip(rows, a):
        check(r, ref)
    with pytest.raises(TypeError):
        iter(wrap(np.asarray(1.0, dtype="float32")))


# --- DLPack ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("d", ["float32", "float64", "int8", "int64", "uint8", "bool",
                               "complex64"])
def test_dlpack_round_trip(d):
    if not have(d):
        return
    a = _values(d, (2, 3))
    x = wrap(a)
    dev = x.__dlpack_device__()
    assert int(dev[0]) in (1, 2) and len(dev) == 2  # kDLCPU, kDLCUDA
    if d == "bool" and np.lib.NumpyVersion(np.__version__) < "1.25.0":
        # NumPy < 1.25 (MXNet's environment) has no bool in DLPack, either way: NumPy's own error
        if BACKEND == "numpy":
            with pytest.raises(TypeError, match="DLPack"):
                x.__dlpack__()
            return
        n = a
    elif int(dev[0]) != 1:  # on a GPU (jax there, IVY_TEST_DEVICE): NumPy reads only the CPU
        n = a
    else:
        n = np.from_dlpack(x)  # NumPy consumes x.__dlpack__ / x.__dlpack_device__
        np.testing.assert_array_equal(n, a)
    back = xp.from_dlpack(n)  # into the namespace: an ivy.Array of the backend in force
    assert type(back) is ivy.Array
    with ivy.use(BACKEND):
        y = xp.from_dlpack(x)
    check(y, a)
    cap = x.__dlpack__()
    assert type(cap).__name__ == "PyCapsule"


def test_dlpack_keywords():
    x = wrap(np.ones(3, dtype="float32"))
    try:
        cap = x.__dlpack__(max_version=(1, 0), copy=None, stream=None, dl_device=None)
    except TypeError as e:  # pragma: no cover - only a framework without DLPack 1.0 keywords
        pytest.fail(f"__dlpack__ keywords: {e}")
    assert type(cap).__name__ == "PyCapsule"


@pytest.mark.parametrize("copy", [True, False, None])
def test_dlpack_copy_keyword(copy):
    # TensorFlow's exporter refuses copy=True: Ivy exports a copy (issue 15)
    x = wrap(np.arange(3, dtype="float32"))
    assert type(x.__dlpack__(copy=copy)).__name__ == "PyCapsule"
    assert type(x.__dlpack__(max_version=(1, 0), copy=copy)).__name__ == "PyCapsule"
    if int(x.__dlpack_device__()[0]) == 1:  # NumPy reads only CPU memory
        np.testing.assert_array_equal(np.from_dlpack(x), np.arange(3, dtype="float32"))


@pytest.mark.parametrize("d", ["bool", "int8", "uint64", "float32", "complex128"])
def test_dlpack_keywords_of_the_standard_in_every_combination(d):
    # the 2024.12 signature, as array-api-tests calls it: dl_device of the array's own device
    # (TensorFlow's exporter refused any dl_device) and a legacy max_version (JAX refused (0, 0))
    # with copy (issue 27)
    if not have(d):
        return
    x = wrap(np.ones((2, 1), dtype=d))
    old_numpy = np.lib.NumpyVersion(np.__version__) < "1.25.0"  # bool DLPack since NumPy 1.25
    if d == "bool" and old_numpy and BACKEND == "numpy":  # (the MXNet session's NumPy 1.23)
        with pytest.raises(TypeError, match="DLPack"):
            x.__dlpack__()
        return
    own = x.__dlpack_device__()
    assert isinstance(own[1], int)
    for copy in (None, True, False):
        for max_version in (None, (0, 0), (0, 8), (1, 0), (2, 0)):
            for dl_device in (None, own, (1, 0)):
                if dl_device == (1, 0) and int(own[0]) != 1 and copy is False:
                    with pytest.raises(BufferError):
                        x.__dlpack__(copy=copy, max_version=max_version, dl_device=dl_device)
                    continue
                cap = x.__dlpack__(copy=copy, max_version=max_version, dl_device=dl_device)
                assert type(cap).__name__ == "PyCapsule", (copy, max_version, dl_device)
    if d == "bool" and old_numpy:
        return  # the consumer: NumPy reads bool DLPack since 1.25 (the MXNet session has 1.23)
    if int(own[0]) == 1:  # what a consumer gets through those keywords is the array
        np.testing.assert_array_equal(np.from_dlpack(x), np.ones((2, 1), dtype=d))
        for copy in (None, True, False):
            check(xp.from_dlpack(x, copy=copy), np.ones((2, 1), dtype=d))
            check(xp.from_dlpack(x, copy=copy, device=x.device), np.ones((2, 1), dtype=d))


def test_dlpack_to_another_device_is_a_buffer_error_where_it_cannot_be_made():
    # the standard's error for an export the producer cannot make: BufferError (TensorFlow raised
    # RuntimeError for any dl_device)
    x = wrap(np.ones(3, dtype="float32"))
    on_cpu = int(x.__dlpack_device__()[0]) == 1
    other = (2, 0) if on_cpu else (1, 0)
    with pytest.raises(BufferError, match="copy=False"):
        x.__dlpack__(dl_device=other, copy=False)
    if on_cpu:  # a CUDA export of host data: no exporter here makes it
        for copy in (None, True):
            with pytest.raises(BufferError, match="dl_device"):
                x.__dlpack__(dl_device=(2, 0), copy=copy)


def test_array_namespace_of_results():
    x = wrap(np.ones(3, dtype="float32"))
    for r in (x + 1, xp.sin(x), x[0], x.mT if x.ndim >= 2 else x, xp.sum(x)):
        assert r.__array_namespace__() is xp
    assert math.isclose(float(xp.sum(x)), 3.0)


def test_every_dtype_wraps(request):
    for d in ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
              "float32", "float64", "complex64", "complex128"):
        if have(d):
            assert wrap(np.zeros(2, dtype=d)).dtype is getattr(xp, d)
    assert set(HAVE) <= {str(d) for d in ivy.dtypes.all_dtypes}
