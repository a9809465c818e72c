"""Linear algebra functions of the main namespace (matmul, matrix_transpose, tensordot, vecdot)
and their ``ivy.linalg`` aliases; checked against array-api-strict, with promotion."""

import array_api_strict as xps
import ivy
import numpy as np
import pytest
from _harness import (
    BACKEND,
    Rec,
    assert_result,
    by_name,
    lacking,
    native,
    products_check,
    promote_like_ivy,
    record_tests,
    run_case,
    strict,
)
from _strategies import ALL, NUMERIC, Case, Dom, kind

# sums of products of up to 3 terms stay in range for every integer dtype
PRODUCTS = Dom(-10.0, 10.0, ints=lambda d: (0, 3) if kind(d) == "uint" else (-3, 3))


def _second_dtype(draw, dtype):
    if not draw.boolean(label="promote"):
        return dtype
    return draw.choice([d for d in NUMERIC if str(ivy.result_type(dtype, d)) in NUMERIC],
                       label="dtype2")


def _matmul_build(draw, dtype):
    n, k, m = (draw.integer(0, 3, label=s) for s in "nkm") if not draw.fixed else (3, 2, 4)
    form = draw.choice(["matrices", "batched", "vector-matrix", "matrix-vector", "vectors"],
                       label="form")
    b1, b2 = draw.broadcast_shapes(2, max_dims=2) if form == "batched" else ((), ())
    s1 = {"vector-matrix": (k,), "vectors": (k,)}.get(form, (*b1, n, k))
    s2 = {"matrix-vector": (k,), "vectors": (k,)}.get(form, (*b2, k, m))
    return Case(draw.array(dtype, s1, PRODUCTS, label="x1"),
                draw.array(_second_dtype(draw, dtype), s2, PRODUCTS, label="x2"))


def _tensordot_build(draw, dtype):
    a, c, b = (draw.shape(max_dims=2, label=s) for s in ("free1", "contracted", "free2"))
    x1 = draw.array(dtype, a + c, PRODUCTS, label="x1")
    x2 = draw.array(_second_dtype(draw, dtype), c + b, PRODUCTS, label="x2")
    form = draw.choice(["int", "default", "sequences"], label="axes form")
    if form == "default" and len(c) == 2:
        return Case(x1, x2)
    if form == "sequences" and c:
        perm = list(range(len(c)))[::-1]
        x2 = np.transpose(x2, perm + list(range(len(c), x2.ndim))).copy()
        ax1 = [len(a) + i for i in range(len(c))]
        return Case(x1, x2, axes=(ax1, perm))
    return Case(x1, x2, axes=len(c))


def _vecdot_build(draw, dtype):
    s1, s2 = draw.broadcast_shapes(2, min_dims=1, max_dims=3)
    n = min(len(s1), len(s2))
    axis = draw.integer(-n, -1, label="axis") if not draw.fixed else -1
    length = draw.integer(0, 3, label="length") if not draw.fixed else 3
    s1, s2 = list(s1), list(s2)
    s1[axis] = s2[axis] = length
    x1 = draw.array(dtype, tuple(s1), PRODUCTS, label="x1")
    x2 = draw.array(_second_dtype(draw, dtype), tuple(s2), PRODUCTS, label="x2")
    return Case(x1, x2) if axis == -1 and draw.boolean(label="default axis") else \
        Case(x1, x2, axis=axis)


def _matrix_transpose_build(draw, dtype):
    return Case(draw.array(dtype, draw.shape(min_dims=2), distinct=True, label="x"))


def _promoting_ref(name):
    f = getattr(xps, name)

    def ref(x1, x2, **kw):
        return f(*strict(promote_like_ivy(x1, x2)), **kw)

    return ref


def _tensordot_ref(x1, x2, axes=2):
    if type(axes) is int and axes == 0:  # an outer product, computed elementwise: IEEE nan * 0
        x1, x2 = promote_like_ivy(x1, x2)  # is nan, where NumPy's tensordot (BLAS) gives 0
        return xps.asarray(np.multiply.outer(x1, x2))
    return _promoting_ref("tensordot")(x1, x2, axes=axes)


RECORDS = [
    Rec("matmul", NUMERIC, _matmul_build, ref=_promoting_ref("matmul"), check=products_check),
    Rec("matrix_transpose", ALL, _matrix_transpose_build),
    Rec("tensordot", NUMERIC, _tensordot_build, ref=_tensordot_ref,
        check=products_check),
    Rec("vecdot", NUMERIC, _vecdot_build, ref=_promoting_ref("vecdot"), check=products_check),
]
TABLE = by_name(RECORDS)


test_values, test_dtypes = record_tests(TABLE, RECORDS)


@pytest.mark.parametrize("name", sorted(TABLE))
def test_linalg_namespace_aliases(name):
    """``ivy.linalg.matmul`` etc. are the same functions as ``ivy.matmul``."""
    x = np.arange(6, dtype=np.float64).reshape(2, 3)
    args = (x,) if name == "matrix_transpose" else (x, x.T.copy()) if name == "matmul" else (
        (x, x) if name == "vecdot" else (x, x.T.copy()))
    kw = {"axes": 1} if name == "tensordot" else {}
    out = getattr(ivy.linalg, name)(*native(args), **kw)
    assert_result(out, np.asarray(getattr(xps.linalg, name)(*strict(args), **kw)))


def test_matmul_shape_mismatch_raises():
    with pytest.raises(ValueError):
        ivy.matmul(native(np.zeros((2, 3))), native(np.zeros((2, 3))))


def test_vecdot_conjugates_the_first_argument():
    x1 = np.array([1 + 2j, 3 - 1j], dtype=np.complex128)
    x2 = np.array([2 - 1j, 1j], dtype=np.complex128)
    run_case(TABLE["vecdot"], Case(x1, x2))


@pytest.mark.parametrize("d", ["int8", "uint8", "int64", "uint32", "uint64", "float32",
                               "float64", "complex128"])
def test_outer_equals_its_reference_built_from_0d_products(d):
    # array-api-tests' test_outer: linalg.outer against asarray([[x1[i] * x2[j] ...]],
    # dtype=res.dtype), which failed on PyTorch for uint64 (torch.tensor of uint64 tensor
    # elements: "an integer is required"; issue 27)
    xp = ivy.array_api
    with ivy.use(BACKEND):
        if lacking(d):
            return
        big = {"uint64": 2**63 + 1, "uint32": 2**31 + 1}.get(d, 3)
        x1 = xp.asarray(np.asarray([big, 1, 0], dtype=d))
        x2 = xp.asarray(np.asarray([1, 2], dtype=d))
        res = xp.linalg.outer(x1, x2)
        ref = xp.asarray([[x1[i] * x2[j] for j in range(2)] for i in range(3)], dtype=res.dtype)
        assert res.dtype == ref.dtype and res.shape == (3, 2)
        assert bool(xp.all(res == ref))
