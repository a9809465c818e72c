"""``ivy.linalg``: checked against array-api-strict on matrices built to be well posed (positive
definite, Hermitian, well conditioned, or of a known rank). Decompositions that are unique only up
to signs/phases (eigh, qr, svd) are checked by reconstruction and orthonormality, their unique
parts (eigenvalues, singular values) against the reference."""

import array_api_strict as xps
import ivy
import numpy as np
import pytest
from _harness import (
    Rec,
    assert_array,
    assert_result,
    by_name,
    native,
    products_check,
    promote_like_ivy,
    record_tests,
    run_case,
    strict,
    tolerance,
)
from _strategies import (
    COMPLEX,
    FLOATING,
    NUMERIC,
    Case,
    Dom,
    DtypeArg,
    kind,
    reduction_kwargs,
)

UNIT = Dom(-1.0, 1.0, special=False)
PRODUCTS = Dom(-10.0, 10.0, ints=lambda d: (0, 3) if kind(d) == "uint" else (-3, 3), special=False)
LINALG_TOL = 100.0  # float32 rtol 1e-3: small well-conditioned problems, different algorithms


def _batch(draw):
    return draw.shape(max_dims=1, max_side=2, label="batch") if not draw.fixed else (2,)


def _raw(draw, dtype, shape, label="a"):
    """Entries in [-1, 1] (complex: both parts), as float64/complex128 for the construction."""
    wide = "complex128" if kind(dtype) == "complex" else "float64"
    return draw.array(dtype, shape, UNIT, label=label).astype(wide)


def _h(a):
    return np.conj(np.swapaxes(a, -1, -2))


def _spd(draw, dtype, batch, n):
    """Hermitian positive definite, eigenvalues in [n, 3n]: well conditioned."""
    a = _raw(draw, dtype, (*batch, n, n))
    return (a @ _h(a) / max(n, 1) + n * np.eye(n)).astype(dtype)


def _well_conditioned(draw, dtype, batch, n):
    """Diagonally dominant: condition number below ~3."""
    a = _raw(draw, dtype, (*batch, n, n))
    return (a + (n + 1) * np.eye(n)).astype(dtype)


def _hermitian(draw, dtype, batch, n):
    a = _raw(draw, dtype, (*batch, n, n))
    return ((a + _h(a)) / 2).astype(dtype)


_SINGULAR = (0.02, 0.5, 1.0, 2.0)  # no value near rtol * max for rtol in (0.1, 0.3)


def _with_rank(draw, dtype, batch, m, n):
    """m x n matrices with singular values 0 or from _SINGULAR: a known rank, well separated from
    every threshold the tests use."""
    k = min(m, n)
    u = np.linalg.qr(_raw(draw, dtype, (*batch, m, m), "u") + 2 * np.eye(m))[0]
    v = np.linalg.qr(_raw(draw, dtype, (*batch, n, n), "v") + 2 * np.eye(n))[0]
    r = draw.integer(0, k, label="rank") if not draw.fixed else k
    s = np.zeros((*batch, k))
    picks = draw.array("int64", (*batch, r), Dom(ints=(0, len(_SINGULAR) - 1)), label="s")
    s[..., :r] = np.asarray(_SINGULAR)[picks]
    d = np.zeros((*batch, m, n))
    d[..., range(k), range(k)] = s
    return (u @ d @ _h(v)).astype(dtype)


def _n(draw, lo=0, hi=3, label="n"):
    return draw.integer(lo, hi, label=label) if not draw.fixed else 3


# --- builders ----------------------------------------------------------------------------------
def _square(make, lo=0):
    def build(draw, dtype):
        return Case(make(draw, dtype, _batch(draw), _n(draw, lo)))

    return build


def _cholesky_build(draw, dtype):
    x = _spd(draw, dtype, _batch(draw), _n(draw))
    return Case(x, upper=True) if draw.boolean(label="upper") else Case(x)


def _cross_build(draw, dtype):
    s1, s2 = draw.broadcast_shapes(2, min_dims=1, max_dims=3)
    axis = draw.integer(-min(len(s1), len(s2)), -1, label="axis") if not draw.fixed else -1
    s1, s2 = list(s1), list(s2)
    s1[axis] = s2[axis] = 3
    x1 = draw.array(dtype, tuple(s1), PRODUCTS, label="x1")
    x2 = draw.array(dtype, tuple(s2), PRODUCTS, label="x2")
    return Case(x1, x2) if axis == -1 and draw.boolean(label="default axis") else \
        Case(x1, x2, axis=axis)


def _diagonal_build(draw, dtype):
    x = draw.array(dtype, draw.shape(min_dims=2), distinct=True, label="x")
    return Case(x, offset=draw.integer(-3, 3, label="offset")) if draw.boolean(label="offset") \
        else Case(x)


def _matrix_norm_build(draw, dtype):
    batch, m, n = _batch(draw), _n(draw, 1, 3, "m"), _n(draw, 1, 3)
    x = draw.array(dtype, (*batch, m, n), Dom(-10.0, 10.0, special=False), label="x")
    kw = {"ord": draw.choice(["fro", "nuc", 1, -1, 2, -2, np.inf, -np.inf], label="ord")}
    if draw.boolean(label="keepdims"):
        kw["keepdims"] = True
    return Case(x, **kw)


def _matrix_power_build(draw, dtype):
    p = draw.integer(-2, 3, label="power") if not draw.fixed else 2
    return Case(_well_conditioned(draw, dtype, _batch(draw), _n(draw)) / 2, p)


def _rank_build(with_rtol):
    def build(draw, dtype):
        x = _with_rank(draw, dtype, _batch(draw), _n(draw, 1, 4, "m"), _n(draw, 1, 4))
        if with_rtol and draw.boolean(label="rtol"):
            return Case(x, rtol=draw.choice([0.1, 0.3], label="rtol value"))
        return Case(x)

    return build


def _outer_build(draw, dtype):
    x1 = draw.array(dtype, (_n(draw, 0, 3, "n1"),), PRODUCTS, label="x1")
    d2 = draw.choice([dtype, *NUMERIC], label="dtype2") if draw.boolean(label="mix") else dtype
    return Case(x1, draw.array(d2, (_n(draw, 0, 3, "n2"),), PRODUCTS, label="x2"))


def _qr_build(draw, dtype):
    m, n = (4, 2) if draw.fixed else (_n(draw, 1, 4, "m"), _n(draw, 1, 4))  # fixed: tall
    x = _with_rank(draw, dtype, _batch(draw), m, n)
    mode = draw.choice(["complete", "default", "reduced"], label="mode")
    return Case(x) if mode == "default" else Case(x, mode=mode)


def _solve_build(draw, dtype):
    batch = _batch(draw)
    m = _n(draw, 1, 3, "m")
    x1 = _well_conditioned(draw, dtype, batch, m)
    if draw.boolean(label="vector"):
        return Case(x1, draw.array(dtype, (m,), UNIT, label="x2"))
    b2 = batch[draw.integer(0, len(batch), label="batch cut"):] if not draw.fixed else batch
    return Case(x1, draw.array(dtype, (*b2, m, _n(draw, 0, 3, "k")), UNIT, label="x2"))


def _svd_build(draw, dtype):
    x = _with_rank(draw, dtype, _batch(draw), _n(draw, 1, 4, "m"), _n(draw, 1, 4))
    return Case(x, full_matrices=False) if draw.boolean(label="reduced") else Case(x)


def _trace_build(draw, dtype):
    x = draw.array(dtype, draw.shape(min_dims=2), PRODUCTS, label="x")
    kw = {}
    if draw.boolean(label="offset"):
        kw["offset"] = draw.integer(-2, 2, label="offset value")
    if draw.boolean(label="dtype"):
        k = kind(dtype)
        kw["dtype"] = DtypeArg({"int": "int64", "uint": "uint64"}.get(k, dtype))
    return Case(x, **kw)


def _vector_norm_build(draw, dtype):
    shape = draw.shape(min_side=1)
    x = draw.array(dtype, shape, Dom(-10.0, 10.0, special=False), label="x")
    kw = reduction_kwargs(draw, len(shape), ("default", "none", "int", "tuple"))
    o = draw.choice(["default", 1, 2, np.inf, -np.inf, 0, -1, -2, 3, 0.5], label="ord")
    if o != "default":
        kw["ord"] = o
    return Case(x, **kw)


# --- checks --------------------------------------------------------------------------------------
def _close(a, b, dtype, scale=LINALG_TOL, where="result"):
    """``a`` and ``b`` (computed in complex128) agree within ``dtype``'s linalg tolerance."""
    rtol, atol = tolerance(np.dtype(dtype).name, scale)
    np.testing.assert_allclose(np.asarray(a, np.complex128), np.asarray(b, np.complex128),
                               rtol=rtol, atol=atol, err_msg=where)


def _eye_like(a):
    return np.broadcast_to(np.eye(a.shape[-1], dtype=a.dtype), a.shape)


def _check_eigh(out, ref, case):
    x = case.args[0].astype(np.complex128)
    o = [assert_array(getattr(out, f), getattr(ref, f), values=False, where=f)
         for f in ("eigenvalues", "eigenvectors")]
    w, v = o
    dt = ref.eigenvectors.dtype
    _close(np.sort(w, axis=-1), np.sort(ref.eigenvalues, axis=-1), dt, where="eigenvalues")
    _close(x @ v, v * w[..., None, :], dt, where="A V = V diag(w)")
    _close(_h(v) @ v, _eye_like(v.astype(np.complex128)), dt, where="V^H V = I")


def _check_eigvalsh(out, ref, case):
    w = assert_array(out, ref, values=False)
    _close(np.sort(w, axis=-1), np.sort(ref, axis=-1), ref.dtype, where="eigenvalues")


def _check_qr(out, ref, case):
    x = case.args[0]
    q, r = (assert_array(getattr(out, f), getattr(ref, f), values=False, where=f)
            for f in ("Q", "R"))
    _close(q @ r, x, x.dtype, where="Q R = A")
    _close(_h(q) @ q, _eye_like(_h(q) @ q), x.dtype, where="Q^H Q = I")
    assert np.allclose(np.tril(r, -1), 0), "R is upper triangular"


def _check_svd(out, ref, case):
    x = case.args[0]
    u, s, vh = (assert_array(getattr(out, f), getattr(ref, f), values=False, where=f)
                for f in ("U", "S", "Vh"))
    _close(s, ref.S, x.dtype, where="S")
    k = s.shape[-1]
    _close((u[..., :, :k] * s[..., None, :]) @ vh[..., :k, :], x, x.dtype, where="U S Vh = A")
    _close(_h(u) @ u, _eye_like(_h(u) @ u), x.dtype, where="U^H U = I")
    _close(vh @ _h(vh), _eye_like(vh @ _h(vh)), x.dtype, where="Vh Vh^H = I")


def _check_slogdet(out, ref, case):
    assert_result(out, ref, scale=LINALG_TOL)


def _outer_ref(x1, x2):
    return xps.linalg.outer(*strict(promote_like_ivy(x1, x2)))


def _tol(scale):
    def check(out, ref, case):
        assert_result(out, ref, scale=scale)

    return check


RECORDS = [
    Rec("linalg.cholesky", FLOATING, _cholesky_build, tol=LINALG_TOL),
    Rec("linalg.cross", NUMERIC, _cross_build, check=products_check),
    Rec("linalg.det", FLOATING, _square(_well_conditioned), tol=LINALG_TOL),
    Rec("linalg.diagonal", NUMERIC, _diagonal_build),
    Rec("linalg.eigh", FLOATING, _square(_hermitian), check=_check_eigh),
    Rec("linalg.eigvalsh", FLOATING, _square(_hermitian), check=_check_eigvalsh),
    Rec("linalg.inv", FLOATING, _square(_well_conditioned), tol=LINALG_TOL),
    Rec("linalg.matrix_norm", FLOATING, _matrix_norm_build, tol=LINALG_TOL),
    Rec("linalg.matrix_power", FLOATING, _matrix_power_build, tol=LINALG_TOL),
    Rec("linalg.matrix_rank", FLOATING, _rank_build(True)),
    Rec("linalg.outer", NUMERIC, _outer_build, ref=_outer_ref, check=products_check),
    Rec("linalg.pinv", FLOATING, _rank_build(True), tol=10 * LINALG_TOL),
    Rec("linalg.qr", FLOATING, _qr_build, check=_check_qr),
    Rec("linalg.slogdet", FLOATING, _square(_well_conditioned), check=_check_slogdet),
    Rec("linalg.solve", FLOATING, _solve_build, tol=LINALG_TOL),
    Rec("linalg.svd", FLOATING, _svd_build, check=_check_svd),
    Rec("linalg.svdvals", FLOATING, _rank_build(False), tol=LINALG_TOL),
    Rec("linalg.trace", NUMERIC, _trace_build, check=products_check),
    Rec("linalg.vector_norm", FLOATING, _vector_norm_build, check=_tol(LINALG_TOL)),
]
TABLE = by_name(RECORDS)


test_values, test_dtypes = record_tests(TABLE, RECORDS)


def test_empty_matrices():
    x = np.zeros((2, 0, 0), dtype=np.float64)
    for name in ("linalg.det", "linalg.inv", "linalg.cholesky", "linalg.slogdet"):
        run_case(TABLE[name], Case(x))


def test_singular_slogdet_and_det():
    x = np.array([[1.0, 2.0], [2.0, 4.0]])
    run_case(TABLE["linalg.det"], Case(x))
    out = ivy.linalg.slogdet(native(x))
    assert_result(out, xps.linalg.slogdet(strict(x)))


@pytest.mark.parametrize("dtype", COMPLEX)
def test_complex_norms_are_real(dtype):
    x = np.array([[3 + 4j, 0], [1j, 1]], dtype=dtype)
    run_case(TABLE["linalg.vector_norm"], Case(x))
    run_case(TABLE["linalg.matrix_norm"], Case(x))


def test_under_set_backend(backend_set):
    x = np.array([[4.0, 1.0], [1.0, 3.0]])
    assert_result(ivy.linalg.inv(native(x)), np.linalg.inv(x), scale=LINALG_TOL)
    out = ivy.linalg.eigh(native(x))
    assert_result(out.eigenvalues, np.linalg.eigvalsh(x), scale=LINALG_TOL)
