"""``ivy.array_api`` as a namespace: names and signatures, info functions, type promotion.

Reference: array-api-strict (2024.12 flags). Runs on the backend of ``IVY_BACKEND``.
"""

import inspect
import itertools
import math
import os
import subprocess
import sys

import ivy
import numpy as np
import pytest
from _array_api import BACKEND, HAVE, check, have, unwrap, wrap, xp, xps
from _strategies import ALL
from ivy.array_api import STANDARD

# in array-api-strict's namespace but not in the 2024.12 standard (strict's own, or 2025 drafts)
_NOT_STANDARD = {"ArrayAPIStrictFlags", "Device", "__version__", "get_array_api_strict_flags",
                 "reset_array_api_strict_flags", "set_array_api_strict_flags", "broadcast_shapes",
                 "isin"}


def _strict_names(ns):
    mod = getattr(xps, ns) if ns else xps
    return {n for n in mod.__all__ if n not in _NOT_STANDARD}


@pytest.mark.parametrize("ns", ["", "linalg", "fft"])
def test_every_name_of_the_standard(ns):
    mod = getattr(xp, ns) if ns else xp
    want = _strict_names(ns)
    have_names = set(mod.__all__) - {"Array"}
    assert want == have_names, (want - have_names, have_names - want)
    for n in want:
        assert hasattr(mod, n), n


def _params(f):
    out = []
    for p in inspect.signature(f).parameters.values():
        d = p.default
        if type(d).__name__ == "Undef":  # array-api-strict's "not given" sentinel means None
            d = None
        out.append((p.name, p.kind, d))
    return out


@pytest.mark.parametrize("q", [f"{ns}.{n}" if ns else n for ns, names in STANDARD.items()
                               for n in names])
def test_exact_signature(q):
    ns, _, n = q.rpartition(".")
    ours = getattr(getattr(xp, ns) if ns else xp, n)
    ref = getattr(getattr(xps, ns) if ns else xps, n)
    assert _params(ours) == _params(ref)
    assert ours.__doc__ and "Example:" in ours.__doc__  # the root function's documentation


def test_namespace_basics():
    assert xp.__array_api_version__ == "2024.12"
    assert xp.newaxis is None and xp.e == math.e and xp.pi == math.pi
    assert math.isinf(xp.inf) and math.isnan(xp.nan)
    assert xp.linalg.matmul is xp.matmul and xp.linalg.vecdot is xp.vecdot
    assert sys.modules["ivy.array_api.linalg"] is xp.linalg
    for d in ALL:
        assert str(getattr(xp, d)) == d and xp.isdtype(getattr(xp, d), getattr(xp, d))


def test_functions_are_checked_in_and_call_the_root_function():
    """One generic unwrap/rewrap per function (generated, ``ivy/array_api/_<module>.py`` for the
    functions defined in ``ivy/functional/<module>.py``): the call goes through the root function
    of the same name."""
    src = inspect.getsource(xp.add)
    assert src.startswith("def add(") and "ivy.add(" in src
    assert inspect.getsourcefile(xp.add).endswith(os.path.join("array_api", "_elementwise.py"))
    assert inspect.getsourcefile(xp.sin).endswith(os.path.join("array_api", "_trigonometric.py"))
    assert inspect.getsourcefile(xp.linalg.inv).endswith("linalg.py")


def test_import_ivy_does_not_build_the_namespace():
    code = "import sys, ivy; print('ivy.array_api' in sys.modules, ivy.Array.__module__)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "ivy"]


# --- info --------------------------------------------------------------------------------------
def test_info_functions():
    with ivy.use(BACKEND):
        info = xp.__array_namespace_info__()
        caps = info.capabilities()
        assert set(caps) == {"boolean indexing", "data-dependent shapes", "max dimensions"}
        assert isinstance(caps["max dimensions"], int) or caps["max dimensions"] is None
        devices = info.devices()
        assert info.default_device() in devices and all(isinstance(d, str) for d in devices)
        assert xp.ones(2).device == info.default_device()
        dd = info.default_dtypes()
        assert dd == info.default_dtypes(device=info.default_device())
        assert set(dd) == {"real floating", "complex floating", "integral", "indexing"}
        assert xp.asarray(1.0).dtype == dd["real floating"]
        assert xp.asarray(1).dtype == dd["integral"]
        assert xp.argmax(xp.ones(3)).dtype == dd["indexing"]
        dts = info.dtypes()
        assert set(dts) == set(HAVE) and all(dts[n] is getattr(xp, n) for n in dts)
        for kind in ("bool", "signed integer", "unsigned integer", "integral", "real floating",
                     "complex floating", "numeric", ("integral", "real floating")):
            sub = info.dtypes(kind=kind)
            assert set(sub) == {n for n in HAVE if xp.isdtype(dts[n], kind)}
        assert info.dtypes(device=info.default_device()) == dts


def test_array_namespace_method():
    x = wrap(np.ones(2, dtype="float32"))
    assert x.__array_namespace__() is xp
    assert x.__array_namespace__(api_version="2024.12") is xp
    with pytest.raises(ValueError):
        x.__array_namespace__(api_version="2099.01")


def test_creation_uses_the_backend_in_force():
    with ivy.use(BACKEND):
        z = xp.zeros((2, 3), dtype=xp.float32)
    check(z, np.zeros((2, 3), dtype="float32"))
    check(xp.full_like(z, 2), np.full((2, 3), 2, dtype="float32"))  # backend from the argument


# --- type promotion ----------------------------------------------------------------------------
def _strict_result(*args):
    try:
        return xps.result_type(*args)._canonical_name
    except TypeError:
        return None  # the standard leaves this combination open


@pytest.mark.parametrize("d1", ALL)
def test_promotion_table_of_arrays(d1):
    for d2 in ALL:
        ref = _strict_result(getattr(xps, d1), getattr(xps, d2))
        ours = xp.result_type(getattr(xp, d1), getattr(xp, d2))
        if ref is not None:
            assert str(ours) == ref and ours is getattr(xp, ref), (d1, d2)
        else:  # Ivy's documented rule for mixed kinds, the same as the root namespace's
            assert ours == ivy.result_type(d1, d2)
        if not have(d1, d2) or str(ours) not in HAVE:
            continue
        a, b = wrap(np.ones(2, dtype=d1)), wrap(np.ones(2, dtype=d2))
        assert xp.result_type(a, b) == ours
        if ours is not xp.bool:
            assert (a + b).dtype == ours and xp.add(a, b).dtype == ours, (d1, d2)
        assert (a == b).dtype is xp.bool


_SCALAR_OK = {"bool": (True,), "int": (1,), "uint": (1,), "float": (1, 1.0),
              "complex": (1, 1.0, 1j)}


@pytest.mark.parametrize("d", ALL)
def test_python_scalars_are_weak(d):
    if not have(d):
        return
    kind = d.rstrip("0123456789")
    kind = {"bool": "bool", "int": "int", "uint": "uint", "float": "float",
            "complex": "complex"}[kind]
    x = wrap(np.ones(3, dtype=d))
    sx = xps.asarray(np.ones(3, dtype=d))
    ops = ("__add__", "__radd__", "__mul__", "__rmul__", "__sub__", "__rsub__", "__eq__",
           "__ne__") if kind != "bool" else ("__eq__", "__ne__", "__and__", "__or__",
                                             "__xor__", "__rand__")
    for s in _SCALAR_OK[kind]:
        assert str(xp.result_type(x, s)) == xps.result_type(sx, s)._canonical_name
        for op in ops:
            check(getattr(x, op)(s), getattr(sx, op)(s), where=f"{d} {op} {s!r}")
        if kind not in ("bool",):
            check(xp.add(x, s), xps.add(sx, s), where=f"add({d}, {s!r})")
            check(xp.multiply(s, x), xps.multiply(s, sx), where=f"multiply({s!r}, {d})")
    with pytest.raises(TypeError):
        xp.add(1, 2)  # the standard: at least one operand is an array


def test_array_arguments_must_be_ivy_arrays():
    x = wrap(np.ones(3, dtype="float32"))
    with pytest.raises(TypeError, match="ivy.Array"):
        xp.sin(x.native)
    with pytest.raises(TypeError, match="ivy.Array"):
        xp.sin(1.0)
    with pytest.raises(TypeError, match="ivy.Array"):
        xp.concat([x, x.native])
    with pytest.raises(TypeError, match="ivy.Array"):
        xp.matmul(x, 2)
    check(xp.asarray(x.native), np.ones(3, dtype="float32"))  # asarray converts natives


def test_root_namespace_refuses_ivy_arrays_clearly():
    x = wrap(np.ones(3, dtype="float32"))
    for call in (lambda: ivy.sin(x), lambda: ivy.add(x, x), lambda: ivy.concat([x, x])):
        with pytest.raises(ivy.IvyException, match="ivy.Array"):
            call()
    with ivy.use(BACKEND):
        with pytest.raises(ivy.IvyException, match="ivy.Array"):
            ivy.sin(x)


# --- multi-output results ------------------------------------------------------------------------
def test_multi_output_functions():
    a = np.asarray([3, 1, 3, 2], dtype="int64")
    x, sx = wrap(a), xps.asarray(a)
    for f in ("unique_all", "unique_counts", "unique_inverse"):
        out, ref = getattr(xp, f)(x), getattr(xps, f)(sx)
        assert type(out).__name__ == type(ref).__name__ and out._fields == ref._fields
        for o, r in zip(out, ref):
            check(o, r)
    out = xp.broadcast_arrays(x, wrap(np.ones((2, 1), dtype="int64")))
    assert type(out) is list and [o.shape for o in out] == [(2, 4), (2, 4)]
    out = xp.meshgrid(x, x)
    assert type(out) is list and len(out) == 2
    out = xp.unstack(wrap(np.ones((2, 3), dtype="float32")))
    assert type(out) is tuple and out[1].shape == (3,)
    out = xp.nonzero(x)
    assert type(out) is tuple
    check(out[0], np.arange(4))
    m = wrap(np.eye(3, dtype="float64") * 2)
    for f in ("eigh", "qr", "slogdet", "svd"):
        out = getattr(xp.linalg, f)(m)
        assert all(type(o) is ivy.Array for o in out) and hasattr(out, "_fields")


def test_all_functions_return_ivy_arrays():
    """A call of every standard function on a small input returns ivy.Array(s) of the backend."""
    f32 = wrap(np.linspace(0.1, 0.9, 6, dtype="float32").reshape(2, 3))
    sq = wrap(np.eye(3, dtype="float32") + 1)
    i64 = wrap(np.arange(6, dtype="int64").reshape(2, 3))
    b = wrap(np.asarray([[True, False, True], [False, True, True]]))
    c = wrap(np.ones(4, dtype="complex64")) if "complex64" in HAVE else None
    v3 = wrap(np.asarray([1.0, 2.0, 3.0], dtype="float32"))
    special = {
        "arange": (5,), "asarray": ([1.0],), "empty": ((2,),), "eye": (2,), "full": ((2,), 1.0),
        "linspace": (0.0, 1.0, 3), "ones": ((2,),), "zeros": ((2,),), "from_dlpack": (f32,),
        "meshgrid": (v3, v3), "astype": (f32, xp.float64), "broadcast_arrays": (f32, f32),
        "broadcast_to": (v3, (2, 3)), "concat": ([f32, f32],), "stack": ([f32, f32],),
        "expand_dims": (f32, 0), "moveaxis": (f32, 0, 1), "permute_dims": (f32, (1, 0)),
        "repeat": (f32, 2), "reshape": (f32, (3, 2)), "roll": (f32, 1), "tile": (f32, (2,)),
        "squeeze": (wrap(np.ones((1, 3), dtype="float32")), 0), "take": (v3, wrap(np.asarray([0, 2]))),
        "take_along_axis": (f32, wrap(np.zeros((2, 1), dtype="int64"))), "tensordot": (sq, sq),
        "searchsorted": (v3, v3), "where": (b, f32, 0.0), "clip": (f32, 0.2, 0.5),
        "matmul": (sq, sq), "vecdot": (v3, v3), "nonzero": (b,), "diff": (f32,),
        "logical_and": (b, b), "logical_or": (b, b), "logical_xor": (b, b), "logical_not": (b,),
        "bitwise_and": (i64, i64), "bitwise_or": (i64, i64), "bitwise_xor": (i64, i64),
        "bitwise_left_shift": (i64, i64), "bitwise_right_shift": (i64, i64),
        "bitwise_invert": (i64,), "unique_all": (i64,), "unique_counts": (i64,),
        "unique_inverse": (i64,), "unique_values": (i64,), "count_nonzero": (i64,),
        "all": (b,), "any": (b,), "cumulative_sum": (v3,), "cumulative_prod": (v3,),
        "linalg.cross": (v3, v3), "linalg.outer": (v3, v3), "linalg.solve": (sq, sq),
        "linalg.matrix_power": (sq, 2), "linalg.matmul": (sq, sq), "linalg.diagonal": (sq,),
        "linalg.vecdot": (v3, v3), "linalg.tensordot": (sq, sq),
        "fft.fftfreq": (4,), "fft.rfftfreq": (4,),
    }
    for ns, names in STANDARD.items():
        for n in names:
            q = f"{ns}.{n}" if ns else n
            args = special.get(q)
            if args is None:
                if (ns == "fft" and n in ("fft", "ifft", "fftn", "ifftn", "hfft")) or n in (
                        "imag", "real", "conj"):
                    if c is None:
                        continue  # complex input: MXNet has none (asserted in test_dtypes_missing)
                    args = (c,)
                else:
                    args = (sq,) if ns == "linalg" else (f32,)
                    if n in ("eye",):
                        args = (2,)
                    if n.endswith("_like"):
                        args = (f32, 1) if n == "full_like" else (f32,)
                    if n in ("atan2", "copysign", "hypot", "logaddexp", "nextafter", "add",
                             "subtract", "multiply", "divide", "pow", "maximum", "minimum",
                             "remainder", "floor_divide", "equal", "not_equal", "less",
                             "less_equal", "greater", "greater_equal"):
                        args = (f32, f32)
            f = getattr(getattr(xp, ns) if ns else xp, n)
            if ivy.get_backend(BACKEND).coverage.get(q, "").startswith("unsupported"):
                with ivy.use(BACKEND), pytest.raises(ivy.IvyUnsupportedError):
                    f(*args)  # e.g. MXNet's rfft: a complex result
                continue
            with ivy.use(BACKEND):
                out = f(*args)
            outs = out if isinstance(out, (tuple, list)) else (out,)
            for o in outs:
                unwrap(o, q)


def test_dtypes_missing_are_asserted_errors():
    for d in ALL:
        if d not in HAVE:
            assert not have(d)  # have() asserts the IvyUnsupportedError


def test_scalar_results_are_zero_dimensional_arrays():
    x = wrap(np.asarray([1.0, 2.0], dtype="float32"))
    s = xp.sum(x)
    assert type(s) is ivy.Array and s.shape == () and s.ndim == 0 and float(s) == 3.0
    assert unwrap(x[0]).shape == ()


def test_promotion_of_every_binary_operator_pair():
    """Operators and functions agree with each other for each pair of a few dtypes."""
    pairs = [("int8", "int16"), ("uint8", "int8"), ("float32", "float64"), ("int32", "int64"),
             ("complex64", "float64"), ("bool", "bool")]
    for d1, d2 in pairs:
        if not have(d1, d2) or str(xp.result_type(d1, d2)) not in HAVE:
            continue
        a, b = wrap(np.ones(3, dtype=d1)), wrap(np.ones(3, dtype=d2))
        sa, sb = xps.asarray(np.ones(3, dtype=d1)), xps.asarray(np.ones(3, dtype=d2))
        for op in ("__add__", "__sub__", "__mul__", "__truediv__", "__pow__", "__and__",
                   "__or__", "__xor__", "__lt__", "__eq__", "__floordiv__", "__mod__"):
            try:
                ref = getattr(sa, op)(sb)
            except TypeError:
                continue  # not defined for these dtypes in the standard
            check(getattr(a, op)(b), ref, where=f"{d1} {op} {d2}")


def test_pairs_cover_all_dtypes():
    assert {d for p in itertools.product(ALL, ALL) for d in p} == set(ALL)


# --- compliance gaps found by a conformance run (issue 15) -------------------------------------
def test_dtype_objects_are_strict():
    for name in ("bool", "int8", "uint64", "float32", "complex128"):
        d = getattr(xp, name)
        assert not isinstance(d, str) and d != name and d == d and d is getattr(xp, name)
        assert d == getattr(ivy, name)  # Ivy's dtype of the same name: the same dtype
        assert all(d != getattr(xp, o) for o in ("int16", "float64", "complex64") if o != name)
    assert xp.finfo(xp.complex64).dtype is xp.float32 and xp.finfo(xp.float64).dtype is xp.float64
    assert xp.iinfo(xp.uint8).dtype is xp.uint8 and xp.iinfo(wrap(np.ones(2, "int8"))).dtype is xp.int8
    assert xp.result_type(xp.int8, xp.uint8) is xp.int16
    assert xp.zeros(2, dtype=xp.int8).dtype is xp.int8
    assert xp.astype(xp.ones(2), xp.float64).dtype is xp.float64
    assert xp.sum(xp.ones(2, dtype=xp.int8), dtype=xp.int64).dtype is xp.int64
    assert xp.__array_namespace_info__().default_dtypes()["integral"] is xp.int64


@pytest.mark.parametrize("fn", ["logical_and", "logical_or", "logical_xor"])
def test_logical_functions_take_a_python_bool(fn):
    a = np.array([True, False, True])
    for s in (True, False):
        check(getattr(xp, fn)(wrap(a), s), getattr(xps, fn)(xps.asarray(a), s), where=f"{fn}(x, {s})")
        check(getattr(xp, fn)(s, wrap(a)), getattr(xps, fn)(s, xps.asarray(a)), where=f"{fn}({s}, x)")


def test_asarray_of_nested_sequences_of_0d_arrays():
    one, two = xp.asarray(1.5, dtype=xp.float64), xp.asarray(2.5, dtype=xp.float64)
    check(xp.asarray([[one, two], [two, one]]), np.array([[1.5, 2.5], [2.5, 1.5]]))
    i = xp.asarray(3, dtype=xp.int8)
    check(xp.asarray((i, i)), np.array([3, 3], dtype=np.int8))
    check(xp.asarray([1.0, 2.0]), np.array([1.0, 2.0], dtype=np.float32))  # plain lists unchanged
