"""Creation functions, against array-api-strict.

Functions without array arguments cannot infer the backend: they run inside
``with ivy.use(BACKEND)``. Without ``dtype=`` Ivy's defaults apply on every backend (float32,
int64, complex64: ``ivy.default_*_dtype()``), where array-api-strict would pick float64: the
reference is then given Ivy's dtype explicitly. The dtype a test is parametrised with is the
dtype of the result.
"""

import array_api_strict as xps
import ivy
import numpy as np
import pytest
from _gradcheck import check_grad
from _harness import (
    BACKEND,
    Rec,
    assert_array,
    assert_result,
    assert_unsupported_dtype,
    by_name,
    lacking,
    native,
    numpy_of,
    record_tests,
    run_case,
    shares_memory,
    strict,
    tolerance,
)
from _strategies import (
    ALL,
    COMPLEX,
    DEFAULT_DEVICE,
    FLOATING,
    NUMERIC,
    REAL,
    REAL_FLOAT,
    SIGNED,
    Case,
    Dom,
    DtypeArg,
    kind,
)

_PY = {"bool": bool, "int": int, "uint": int, "float": float, "complex": complex}
SMALL = Dom(-100.0, 100.0, ints=(-100, 100))


def default_for(k):
    """Ivy's default dtype for Python values of kind ``k``."""
    return {"bool": "bool", "int": str(ivy.default_int_dtype()), "uint": str(ivy.default_int_dtype()),
            "float": str(ivy.default_float_dtype()),
            "complex": str(ivy.default_complex_dtype())}[k]


def _dtype_kw(draw, dtype, implied):
    """``dtype=`` unless the result's dtype is what Ivy infers anyway (then maybe left out)."""
    if str(dtype) == str(implied) and draw.boolean(label="leave dtype out"):
        return {}
    return {"dtype": DtypeArg(dtype)}


def _device_kw(draw):
    return {"device": DEFAULT_DEVICE} if draw.boolean(label="give device") else {}


def _shape_arg(draw):
    shape = draw.shape()
    if len(shape) == 1 and draw.boolean(label="int shape"):
        return shape[0]
    return shape


def _expected(dtype, kw):
    return getattr(xps, str(kw.get("dtype", dtype)))


# --- builders and references -------------------------------------------------------------------
def _arange_build(draw, dtype):
    k = kind(dtype)
    if k in ("int", "uint"):
        lo = 0 if k == "uint" else -10
        start, stop = draw.integer(lo, 10, label="start"), draw.integer(lo, 10, label="stop")
        step = draw.choice([1, 2, 3, -1, -2], label="step")
    else:  # multiples of 1/4: exact in every float dtype, so the length is exact too
        start = draw.integer(-40, 40, label="start") / 4
        stop = draw.integer(-40, 40, label="stop") / 4
        step = draw.choice([0.25, 0.5, 1.0, 1.5, -0.5, -1.25], label="step")
    kw = _dtype_kw(draw, dtype, default_for(k)) | _device_kw(draw)
    form = draw.choice(["three", "one", "two"], label="form")
    if form == "one":
        return Case(abs(stop), **kw)
    if form == "two":
        return Case(start, stop, **kw)
    return Case(start, stop, step, **kw)


def _arange_ref(*args, dtype=None, device=None):
    return xps.arange(*args, dtype=_expected(_arange_dtype(args, dtype), {}))


def _arange_dtype(args, dtype):
    if dtype is not None:
        return dtype
    return default_for("int" if all(type(a) is int for a in args) else "float")


def _python_default(obj):
    """Ivy's rule for Python data: the highest kind present picks its default dtype."""
    kinds = set()

    def walk(o):
        if isinstance(o, (list, tuple)):
            for e in o:
                walk(e)
        else:
            kinds.add(type(o).__name__)

    walk(obj)
    for k in ("complex", "float", "int", "bool"):
        if k in kinds:
            return default_for(k)
    return default_for("float")  # empty sequences


def _asarray_build(draw, dtype):
    k = kind(dtype)
    form = draw.choice(["list", "native", "scalar"], label="form")
    if form == "native":
        x = draw.array(dtype, draw.shape(), label="x")
        kw = _dtype_kw(draw, dtype, dtype) | _device_kw(draw)
        copy = draw.choice([None, True, False], label="copy")
        return Case(x, **kw) if copy is None else Case(x, copy=copy, **kw)
    shape = draw.shape() if form == "list" else ()
    a = draw.array(dtype, shape, SMALL, label="values")
    obj = a.tolist()
    implied = _python_default(obj) if (k != "uint" and (form == "scalar" or a.size)) else None
    return Case(obj, **_dtype_kw(draw, dtype, implied), **_device_kw(draw))


def _asarray_ref(obj, dtype=None, device=None, copy=None):
    if dtype is None:
        dtype = obj.dtype.name if isinstance(obj, np.ndarray) else _python_default(obj)
    return xps.asarray(strict(obj), dtype=getattr(xps, str(dtype)))


def _fill_value(draw, dtype, k=None):
    k = k or kind(dtype)
    v = draw.array(dtype, (), SMALL if k != "uint" else Dom(ints=(0, 200)), label="fill").item()
    return _PY[k](v)


def _empty_like_build(draw, dtype):
    src = draw.choice([dtype, *ALL], label="source dtype")
    x = draw.array(src, draw.shape(), label="x")
    return Case(x, **_dtype_kw(draw, dtype, src)) if src == dtype else Case(x, dtype=DtypeArg(dtype))


def _shape_dtype_build(draw, dtype):
    return Case(_shape_arg(draw), **_dtype_kw(draw, dtype, default_for("float")), **_device_kw(draw))


def _shape_dtype_ref(name):
    f = getattr(xps, name)

    def ref(shape, dtype=None, device=None):
        return f(shape, dtype=getattr(xps, str(dtype or default_for("float"))))

    return ref


def _like_ref(name):
    f = getattr(xps, name)

    def ref(x, dtype=None, device=None, **kw):
        return f(strict(x), dtype=getattr(xps, str(dtype or x.dtype.name)), **kw)

    return ref


def _eye_build(draw, dtype):
    n = draw.integer(0, 4, label="n_rows")
    args = (n,) if draw.boolean(label="square") else (n, draw.integer(0, 4, label="n_cols"))
    kw = _dtype_kw(draw, dtype, default_for("float")) | _device_kw(draw)
    if draw.boolean(label="give k"):
        kw["k"] = draw.integer(-3, 3, label="k")
    if draw.boolean(label="batched"):  # Ivy's extension
        kw["batch_shape"] = draw.choice([(2,), (2, 1)], label="batch_shape")  # more: test below
    return Case(*args, **kw)


def _eye_ref(*args, dtype=None, device=None, k=0, batch_shape=None):
    m = np.asarray(xps.eye(*args, k=k, dtype=getattr(xps, str(dtype or default_for("float")))))
    if batch_shape is None:
        return m
    batch = (batch_shape,) if isinstance(batch_shape, int) else tuple(batch_shape)
    return np.broadcast_to(m, batch + m.shape)


def _full_build(draw, dtype):
    fill = _fill_value(draw, dtype)
    return Case(_shape_arg(draw), fill, **_dtype_kw(draw, dtype, default_for(kind(dtype))),
                **_device_kw(draw))


def _full_ref(shape, fill_value, dtype=None, device=None):
    dtype = dtype or default_for({bool: "bool", int: "int", float: "float",
                                  complex: "complex"}[type(fill_value)])
    return xps.full(shape, fill_value, dtype=getattr(xps, str(dtype)))


def _full_like_build(draw, dtype):
    case = _empty_like_build(draw, dtype)
    k = kind(dtype)
    fk = draw.choice({"complex": ["complex", "float", "int"], "float": ["float", "int"]}.get(k, [k]),
                     label="fill kind")
    fill = _fill_value(draw, dtype) if fk == k else _PY[fk](draw.integer(-50, 50, label="fill"))
    return Case(case.args[0], fill, **case.kwargs)


def _full_like_ref(x, fill_value, dtype=None, device=None):
    return xps.full_like(strict(x), fill_value, dtype=getattr(xps, str(dtype or x.dtype.name)))


def _linspace_build(draw, dtype):
    if kind(dtype) == "float" and draw.boolean(label="array endpoints"):
        return _endpoints_build(draw, dtype)
    k = kind(dtype)
    start = draw.integer(-40, 40, label="start") / 4 + draw.choice([0.0, 0.1], label="offset")
    stop = draw.integer(-40, 40, label="stop") / 4
    if k == "complex":
        start, stop = complex(start, draw.integer(-4, 4, label="im")), complex(stop, 1.5)
    kw = _dtype_kw(draw, dtype, default_for("complex" if k == "complex" else "float"))
    if draw.boolean(label="endpoint False"):
        kw["endpoint"] = False
    return Case(start, stop, draw.integer(0, 6, label="num"), **kw, **_device_kw(draw))


def _endpoints_build(draw, dtype):
    """Ivy's extension: array endpoints (one may stay a scalar), broadcast, new axis at ``axis``."""
    s1, s2 = draw.broadcast_shapes(2, max_dims=2)
    start = draw.array(dtype, s1, Dom(-10.0, 10.0, special=False), label="start")
    stop = draw.array(dtype, s2, Dom(-10.0, 10.0, special=False), label="stop")
    if draw.boolean(label="scalar stop"):
        stop = float(draw.integer(-40, 40, label="stop") / 4)
    nd = len(np.broadcast_shapes(start.shape, np.shape(stop)))
    kw = {"axis": draw.integer(-nd - 1, nd, label="axis")} if draw.boolean(label="axis") else {}
    if draw.boolean(label="endpoint False"):
        kw["endpoint"] = False
    if draw.boolean(label="dtype"):
        kw["dtype"] = DtypeArg(dtype)
    return Case(start, stop, draw.integer(0, 5, label="num"), **kw)


def _np_linspace(start, stop, num, endpoint=True, axis=-1):
    """NumPy closed form (float64): start + (stop - start) * i / div, the last value stop."""
    s, e = np.broadcast_arrays(np.asarray(start, np.float64), np.asarray(stop, np.float64))
    div = num - 1 if endpoint else num
    t = (np.arange(num) / div if div > 0 else np.zeros(num)).reshape((num,) + (1,) * s.ndim)
    y = s + (e - s) * t
    if endpoint and num > 1:
        y[-1] = e
    return np.moveaxis(y, 0, axis)


def _endpoints_dtype(start, stop, dtype):
    if dtype is not None:
        return str(dtype)
    arrays = [np.asarray(v) for v in (start, stop) if isinstance(v, np.ndarray)]
    return str(np.result_type(*arrays))


def _linspace_ref(start, stop, num, dtype=None, device=None, endpoint=True, axis=None):
    if isinstance(start, np.ndarray) or isinstance(stop, np.ndarray):
        y = _np_linspace(start, stop, num, endpoint, -1 if axis is None else axis)
        return y.astype(_endpoints_dtype(start, stop, dtype))
    if dtype is None:
        dtype = default_for("complex" if isinstance(start, complex) or isinstance(stop, complex)
                            else "float")
    return xps.linspace(start, stop, num, dtype=getattr(xps, str(dtype)), endpoint=endpoint)


def _linspace_check(out, ref, case):
    start, stop = case.args[:2]
    rtol, _ = tolerance(ref.dtype.name)
    m = max(np.abs(start).max(initial=1.0), np.abs(stop).max(initial=1.0))
    assert_result(out, ref, atol=4 * rtol * m)


def _logspace_build(draw, dtype):
    base = draw.choice([10.0, 2.0, 0.5], label="base")
    if kind(dtype) == "float" and draw.boolean(label="array endpoints"):
        case = _endpoints_build(draw, dtype)
        start = np.asarray(case.args[0] / 4, dtype=case.args[0].dtype)
        return Case(start, case.args[1] / 4, case.args[2], base=base, **case.kwargs)
    start = draw.integer(-12, 12, label="start") / 4
    stop = draw.integer(-12, 12, label="stop") / 4
    if kind(dtype) == "complex":
        start = complex(start, draw.integer(-4, 4, label="im") / 4)
    kw = _dtype_kw(draw, dtype, default_for(kind(dtype)))
    if draw.boolean(label="endpoint False"):
        kw["endpoint"] = False
    return Case(start, stop, draw.integer(0, 6, label="num"), base=base, **kw)


def _logspace_ref(start, stop, num, base=10.0, dtype=None, endpoint=True, axis=-1):
    if isinstance(start, np.ndarray):
        d = _endpoints_dtype(start, stop, dtype)
    else:
        d = str(dtype or default_for("complex" if isinstance(start, complex) else "float"))
    if "complex" in d:
        y = np.linspace(complex(start), complex(stop), num, endpoint=endpoint)
    else:
        y = _np_linspace(start, stop, num, endpoint, axis)
    return (base ** y).astype(d)


def _meshgrid_build(draw, dtype):
    n = draw.integer(0, 3, label="n") if not draw.fixed else 2
    arrays = [draw.array(dtype, (draw.integer(0, 3, label=f"len {i}"),), label=f"x{i}")
              for i in range(n)]
    indexing = draw.choice(["default", "xy", "ij"], label="indexing")
    return Case(*arrays) if indexing == "default" else Case(*arrays, indexing=indexing)


def _meshgrid_ref(*arrays, indexing="xy"):
    return tuple(xps.meshgrid(*strict(arrays), indexing=indexing))


def _tri_build(draw, dtype):
    x = draw.array(dtype, draw.shape(min_dims=2), distinct=True, label="x")
    return Case(x, k=draw.integer(-3, 3, label="k")) if draw.boolean(label="give k") else Case(x)


def _from_dlpack_build(draw, dtype):
    return Case(draw.array(dtype, draw.shape(), distinct=True, label="x"))


def _vssm_build(draw, dtype):
    shape = draw.choice([(2,), (), (3, 2)], label="batch") + (3,)  # few shapes: JAX compiles each
    return Case(draw.array(dtype, shape, Dom(-100.0, 100.0, ints=(-100, 100)), label="x"))


def _vssm_ref(x):
    """[[0, -c, b], [c, 0, -a], [-b, a, 0]] written entry by entry."""
    out = np.zeros(x.shape + (3,), x.dtype)
    a, b, c = x[..., 0], x[..., 1], x[..., 2]
    out[..., 0, 1], out[..., 0, 2] = -c, b
    out[..., 1, 0], out[..., 1, 2] = c, -a
    out[..., 2, 0], out[..., 2, 1] = -b, a
    return out


def _values_free(out, ref, case):
    assert_array(out, ref, values=False)


RECORDS = [
    Rec("arange", REAL, _arange_build, ref=_arange_ref, scoped=True),
    Rec("asarray", ALL, _asarray_build, ref=_asarray_ref, scoped=True),
    Rec("empty", ALL, _shape_dtype_build, ref=_shape_dtype_ref("empty"), check=_values_free,
        scoped=True),
    Rec("empty_like", ALL, _empty_like_build, ref=_like_ref("empty_like"), check=_values_free),
    Rec("eye", ALL, _eye_build, ref=_eye_ref, scoped=True),
    Rec("from_dlpack", ALL, _from_dlpack_build, ref=lambda x: x),
    Rec("full", ALL, _full_build, ref=_full_ref, scoped=True),
    Rec("full_like", ALL, _full_like_build, ref=_full_like_ref),
    Rec("linspace", REAL_FLOAT + COMPLEX, _linspace_build, ref=_linspace_ref,
        check=_linspace_check, scoped=True),
    Rec("logspace", FLOATING, _logspace_build, ref=_logspace_ref, tol=4, scoped=True),
    Rec("meshgrid", NUMERIC, _meshgrid_build, ref=_meshgrid_ref),
    Rec("ones", ALL, _shape_dtype_build, ref=_shape_dtype_ref("ones"), scoped=True),
    Rec("ones_like", ALL, _empty_like_build, ref=_like_ref("ones_like")),
    Rec("tril", ALL, _tri_build),
    Rec("triu", ALL, _tri_build),
    Rec("vector_to_skew_symmetric_matrix", SIGNED + FLOATING, _vssm_build, ref=_vssm_ref),
    Rec("zeros", ALL, _shape_dtype_build, ref=_shape_dtype_ref("zeros"), scoped=True),
    Rec("zeros_like", ALL, _empty_like_build, ref=_like_ref("zeros_like")),
]
TABLE = by_name(RECORDS)


test_values, test_dtypes = record_tests(TABLE, RECORDS)


# --- defaults, dtype spellings, copies -----------------------------------------------------------
def test_defaults_are_ivys_on_every_backend():
    with ivy.use(BACKEND):
        if lacking("complex64"):  # the default complex dtype: the clear error
            assert_unsupported_dtype(lambda: ivy.asarray([1j]), "complex64")
            complex_case = []
        else:
            complex_case = [(ivy.asarray([1j]), "complex64")]
        cases = [(ivy.asarray([1.0]), "float32"), (ivy.asarray([1]), "int64"),
                 *complex_case, (ivy.asarray([True]), "bool"),
                 (ivy.arange(5), "int64"), (ivy.arange(0.0, 1.0, 0.5), "float32"),
                 (ivy.zeros(2), "float32"), (ivy.linspace(0, 1, 3), "float32"),
                 (ivy.full((2,), 1), "int64"), (ivy.full((2,), 1.5), "float32"),
                 (ivy.eye(2), "float32")]
    for out, expected in cases:
        assert_array(out, np.zeros(tuple(out.shape), dtype=expected), values=False)


@pytest.mark.parametrize("spelling", ["ivy", "name", "native"])
def test_dtype_spellings(spelling):
    name = "int16"
    if lacking(name):  # the backend lacks int16 (MXNet): the clear error, then spellings of int8
        d = {"ivy": ivy.int16, "name": "int16", "native": None}[spelling]
        with ivy.use(BACKEND):
            assert_unsupported_dtype(
                lambda: ivy.ones((2,), dtype=d) if d else ivy.as_native_dtype(name), name)
        name = "int8"
    d = {"ivy": getattr(ivy, name), "name": name, "native": None}[spelling]
    with ivy.use(BACKEND):
        if d is None:
            d = ivy.as_native_dtype(name)
        out = ivy.ones((2,), dtype=d)
    assert_array(out, np.ones(2, dtype=name))


def test_asarray_copy_semantics():
    x = native(np.arange(4, dtype=np.float32))
    with ivy.use(BACKEND):
        assert shares_memory(ivy.asarray(x, copy=True), x) in (False, None)
        same = ivy.asarray(x, copy=False)
        assert shares_memory(same, x) in (True, None)
        with pytest.raises(ValueError):
            ivy.asarray(x, dtype=ivy.float64, copy=False)  # a dtype change needs a copy


def test_asarray_accepts_numpy_input_under_any_backend():
    """The standard's asarray takes any object with the buffer protocol (NumPy arrays)."""
    a = np.arange(6, dtype=np.int32).reshape(2, 3)
    with ivy.use(BACKEND):
        out = ivy.asarray(a)
    assert_array(out, a)


def test_asarray_reads_the_buffer_protocol():
    """bytes, bytearray, memoryview and array.array are buffers: their items in their format's
    dtype (bytes: uint8) on every backend, as NumPy reads a memoryview (NumPy's own asarray of
    bytes makes a bytes-string array, JAX refused it)."""
    import array

    for obj in (b"abc", bytearray(b"ab"), memoryview(b"xy"), array.array("f", [1.5, 2.5])):
        ref = np.asarray(memoryview(obj))
        out = numpy_of(ivy.asarray(obj))
        assert out.dtype == ref.dtype and out.tolist() == ref.tolist(), (obj, out)


def test_asarray_of_python_numbers_rounds_as_numpy():
    """Nested lists of Python numbers to a floating dtype: each value rounded as NumPy rounds it
    (TensorFlow converts these lists itself), bools and ints included, overflow to inf."""
    lst = [[0.1, 1 / 3, 2.0**-149, 1e-46], [True, 3, 16777217, -1e39]]
    for name in ("float32", "float64"):
        with np.errstate(over="ignore"):
            expected = np.array(lst, dtype=name)
        with ivy.use(BACKEND):
            out = ivy.asarray(lst, dtype=name)
        assert numpy_of(out).dtype == expected.dtype
        np.testing.assert_array_equal(numpy_of(out), expected)
    with ivy.use(BACKEND):
        default = ivy.asarray(lst[0])
    expected = np.array(lst[0], dtype=str(ivy.default_float_dtype()))
    np.testing.assert_array_equal(numpy_of(default), expected)


def test_from_dlpack_of_a_numpy_array_under_any_backend():
    a = np.arange(6, dtype=np.float64).reshape(3, 2)
    with ivy.use(BACKEND):
        out = ivy.from_dlpack(a)
    assert_array(out, a)


def test_like_functions_keep_the_input_dtype():
    for name in ("zeros_like", "ones_like", "empty_like"):
        for d in ("uint8", "int32", "float64", "complex64", "bool"):
            run_case(TABLE[name], Case(np.zeros((2, 1), dtype=d)))


def test_created_arrays_live_on_the_default_device():
    with ivy.use(BACKEND):
        default = ivy.default_device()
        for out in (ivy.zeros((2,)), ivy.arange(3), ivy.asarray([1.0]), ivy.eye(2)):
            assert ivy.dev(out) == default


# --- Ivy's extensions: every option on every backend, the errors, the gradients -------------------
def test_eye_batch_shape():
    for kw in ({"batch_shape": 3}, {"batch_shape": (2, 1), "k": 1}, {"batch_shape": ()},
               {"batch_shape": (0,)}, {"batch_shape": [2], "dtype": DtypeArg("int32")}):
        run_case(TABLE["eye"], Case(2, 3, **kw))
    for bad in (-1, (2, -1), 1.5, (2.0,)):
        with ivy.use(BACKEND), pytest.raises(ivy.IvyValueError):
            ivy.eye(2, batch_shape=bad)


_A = np.array([[0.0, 1.0, -2.0], [3.0, 4.5, 5.0]])
_B = np.array([10.0, -1.0, 2.0])


@pytest.mark.parametrize("axis", [0, 1, 2, -1, -2, -3])
def test_linspace_array_endpoints(axis):
    """Arrays of shape (2, 3) and (3,) broadcast; the new axis at every position."""
    run_case(TABLE["linspace"], Case(_A, _B, 4, axis=axis))
    run_case(TABLE["linspace"], Case(_A.astype(np.float32), 2.5, 3, axis=axis, endpoint=False))


def test_linspace_array_endpoint_forms():
    run_case(TABLE["linspace"], Case(_B, _B[::-1].copy(), 1))  # num 1: start
    run_case(TABLE["linspace"], Case(_B, 7.0, 0))  # num 0: an empty axis
    run_case(TABLE["linspace"], Case(-1.0, _B, 5, dtype=DtypeArg("float32")))  # scalar start
    run_case(TABLE["linspace"], Case(_B.astype(np.float32), _B, 3))  # float32 with float64
    run_case(TABLE["linspace"], Case(_B, _B + 1, 2, axis=-1))
    # the result dtype from the arrays' dtypes: equal floating ones, equal integer ones (the
    # default float), mixed ones
    for s, e, d in ((_B.astype(np.float32), _B[::-1].astype(np.float32), "float32"),
                    (_B.astype(np.int32), _B[::-1].astype(np.int32), "float32"),
                    (_B.astype(np.int64), _B[::-1].astype(np.float32), "float32"),
                    (_B.astype(np.float32), _B[::-1].copy(), "float64")):
        for f in ("linspace", "logspace"):
            out = numpy_of(getattr(ivy, f)(native(s), native(e), 3))
            assert out.dtype == np.dtype(d), (f, s.dtype, e.dtype, out.dtype)
            np.testing.assert_allclose(out, getattr(np, f)(s.astype(np.float64), e, 3, axis=-1), rtol=1e-6)


@pytest.mark.parametrize("dtype", ["int8", "int32", "int64", "uint8"])
def test_linspace_of_an_integer_dtype_floors(dtype):
    """Integer results are NumPy's: the floor of the double-precision values (MXNet's cast
    truncated toward zero: linspace(-5, 5, 4) gave [-5, -1, 1, 5]; issue 27)."""
    cases = [(-5, 5, 4, True), (-7, 3, 6, False), (10, -10, 5, True), (-1, 0, 3, True),
             (0, 100, 7, False), (3, 3, 1, True), (0, 9, 0, True)]
    for start, stop, num, endpoint in cases:
        if dtype == "uint8" and min(start, stop) < 0:
            continue
        with ivy.use(BACKEND):
            out = ivy.linspace(start, stop, num, endpoint=endpoint, dtype=getattr(ivy, dtype))
        assert_array(out, np.linspace(start, stop, num, endpoint=endpoint, dtype=dtype))


_EXACT_FILLS = [("float64", 1e100), ("float64", 0.1234567890123456), ("float64", 5e-324),
                ("float64", 1.7976931348623157e308), ("float64", -0.0), ("float32", -0.0),
                ("int64", 2**62 + 1), ("int64", -2**63 + 1)]


@pytest.mark.parametrize("dtype,value", _EXACT_FILLS, ids=[f"{d}={v!r}" for d, v in _EXACT_FILLS])
def test_fill_values_and_endpoints_are_exact(dtype, value):
    """MXNet hands Python scalars to its operators as text, read inexactly (a third of float64
    values an ulp off, int64 beyond 2**53 rounded, subnormals refused, -0.0 as +0.0; issue 27)."""
    d = getattr(ivy, dtype)
    with ivy.use(BACKEND):
        outs = [ivy.full((2,), value, dtype=d), ivy.full_like(ivy.zeros((2,), dtype=d), value)]
        if dtype == "float64" and value in (1e100, 0.1234567890123456):  # start, step of values
            outs += [ivy.linspace(value, 2 * value, 3, dtype=d),
                     ivy.arange(value, 1.5 * value, value, dtype=d)]
    for out in outs:
        o = numpy_of(out)
        assert o.dtype == np.dtype(dtype) and o.tolist()[0] == value, (o, value)
        assert np.signbit(o[0]) == np.signbit(np.asarray(value, dtype)), (o, value)


def test_linspace_errors():
    with ivy.use(BACKEND):
        for call in (lambda: ivy.linspace(0, 1, 3, axis=1),  # scalars: a 1-d result
                     lambda: ivy.linspace(native(_A), native(_B), 3, axis=3),
                     lambda: ivy.linspace(native(_A), native(np.zeros(2)), 3)):  # no broadcast
            with pytest.raises(ivy.IvyValueError):
                call()


def test_logspace_forms():
    for kw in ({}, {"base": 2.0}, {"endpoint": False}, {"dtype": DtypeArg("float64")},
               {"base": 0.5, "endpoint": False, "dtype": DtypeArg("float32")}):
        run_case(TABLE["logspace"], Case(-1.0, 2.0, 4, **kw))
    for axis in (0, -1, 1):
        run_case(TABLE["logspace"], Case(_A / 4, _B / 4, 3, axis=axis))


def test_logspace_errors():
    with ivy.use(BACKEND):
        for call in (lambda: ivy.logspace(0, 1, 3, dtype=ivy.int64),
                     lambda: ivy.logspace(0, 1, 3, axis=-2)):
            with pytest.raises(ivy.IvyValueError):
                call()


def test_vector_to_skew_symmetric_matrix_errors_and_cross_product():
    with pytest.raises(ivy.IvyValueError):
        ivy.vector_to_skew_symmetric_matrix(native(np.zeros((2, 4))))
    v, w = np.array([[1.0, -2.0, 0.5]]), np.array([[0.3, 4.0, -1.0]])
    s = numpy_of(ivy.vector_to_skew_symmetric_matrix(native(v)))
    np.testing.assert_allclose(np.einsum("bij,bj->bi", s, w), np.cross(v, w), rtol=1e-12)


def test_meshgrid_bad_indexing():
    with pytest.raises(ivy.IvyValueError):
        ivy.meshgrid(native(np.arange(2.0)), native(np.arange(3.0)), indexing="yx")


def test_extensions_stay_out_of_ivy_array_api():
    import inspect

    xp = ivy.array_api
    assert "batch_shape" in inspect.signature(ivy.eye).parameters
    assert "batch_shape" not in inspect.signature(xp.eye).parameters
    assert "axis" in inspect.signature(ivy.linspace).parameters
    assert "axis" not in inspect.signature(xp.linspace).parameters
    with ivy.use(BACKEND):
        assert tuple(xp.eye(2).shape) == (2, 2)
        assert tuple(xp.linspace(0.0, 1.0, 3).shape) == (3,)


_GRADS = {
    "linspace": (lambda x: ivy.linspace(x, 2.0, 4, axis=-1), lambda x: _np_linspace(x, 2.0, 4, axis=-1)),
    "linspace stop": (lambda x: ivy.linspace(-1.0, x, 3, endpoint=False),
                      lambda x: _np_linspace(-1.0, x, 3, endpoint=False)),
    "logspace": (lambda x: ivy.logspace(x, 0.5, 3, base=2.0), lambda x: 2.0 ** _np_linspace(x, 0.5, 3)),
    "vector_to_skew_symmetric_matrix": (ivy.vector_to_skew_symmetric_matrix, _vssm_ref),
}


@pytest.mark.parametrize("name", sorted(_GRADS))
def test_gradients(name):
    fn, ref = _GRADS[name]
    check_grad(fn, ref, np.array([[0.3, -1.2, 0.7], [0.1, 0.4, -0.5]]))


@pytest.mark.parametrize("d", ["uint64", "uint32", "uint16", "int64", "float64", "bool"])
@pytest.mark.parametrize("give_dtype", [True, False])
def test_asarray_of_nested_lists_of_0d_arrays(d, give_dtype):
    # torch.tensor takes no uint64 tensor elements ("an integer is required") and NumPy reads a
    # uint64 tensor of 2**63 or more through int64 (overflow): PyTorch's asarray failed where
    # array-api-tests builds linalg.outer's reference (issue 27)
    if lacking(d):
        return
    big = {"uint64": 2**63 + 5, "uint32": 2**32 - 1, "uint16": 2**16 - 1, "int64": -(2**62),
           "float64": 1.5, "bool": True}[d]
    a = np.asarray([big, 0, 1], dtype=d)
    x = native(a)
    nested = [[ivy.reshape(x[i:i + 1], ()) for i in (0, 1)], [ivy.reshape(x[i:i + 1], ())
                                                            for i in (2, 0)]]
    out = ivy.asarray(nested, dtype=d if give_dtype else None)
    want = np.asarray([[a[0], a[1]], [a[2], a[0]]], dtype=d)
    got = numpy_of(out)
    assert got.dtype == want.dtype and got.tolist() == want.tolist()
