"""``ivy.linalg``: checked against array-api-strict on matrices built to be well posed (positive
definite, Hermitian, well conditioned, or of a known rank). Decompositions that are unique only up
to signs/phases (eigh, qr, svd) are checked by reconstruction and orthonormality, their unique
parts (eigenvalues, singular values) against the reference."""

import array_api_strict as xps
import ivy
import numpy as np
import pytest
import scipy.linalg
from _harness import (
    Rec,
    assert_array,
    assert_result,
    by_name,
    native,
    numpy_of,
    products_check,
    promote_like_ivy,
    record_tests,
    run_case,
    strict,
    strict_ref,
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
    if draw.boolean(label="axis"):  # Ivy's extension: the matrices on any two axes
        nd = x.ndim
        a = draw.integer(0, nd - 1, label="row axis")
        b = draw.choice([i for i in range(nd) if i != a], label="column axis")
        x = np.moveaxis(x, (-2, -1), (a, b)).copy()
        kw["axis"] = (a - nd if draw.boolean(label="negative") else a, b)
    return Case(x, **kw)


def _matrix_norm_ref(x, *, keepdims=False, ord="fro", axis=None):
    if axis is None:
        return strict_ref("linalg.matrix_norm")(x, keepdims=keepdims, ord=ord)
    real = np.finfo(x.dtype).dtype  # NumPy reference of the extension
    return np.linalg.norm(x.astype(np.complex128), ord=ord, axis=axis,
                          keepdims=keepdims).astype(real)


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


def _pinv_build(draw, dtype):
    if draw.boolean(label="hermitian"):  # Ivy's extension: Hermitian input of a known rank
        batch, n = _batch(draw), _n(draw, 1, 4)
        q = np.linalg.qr(_raw(draw, dtype, (*batch, n, n), "q") + 2 * np.eye(n))[0]
        w = np.asarray([0.0, 0.5, -1.0, 2.0])[draw.array(
            "int64", (*batch, n), Dom(ints=(0, 3)), label="eigenvalues")]
        x = ((q * w[..., None, :]) @ _h(q)).astype(dtype)
        x = (x + _h(x)) / 2
        return Case(x, hermitian=True)
    return _rank_build(True)(draw, dtype)


def _pinv_ref(x, *, rtol=None, hermitian=False):
    return strict_ref("linalg.pinv")(x, **({} if rtol is None else {"rtol": rtol}))


def _lstsq_build(draw, dtype):
    batch, m, n = _batch(draw), _n(draw, 1, 4, "m"), _n(draw, 1, 4)
    x1 = _with_rank(draw, dtype, batch, m, n)
    if draw.boolean(label="vector"):
        x2 = draw.array(dtype, (m,), UNIT, label="x2")
    else:
        b2 = batch[draw.integer(0, len(batch), label="batch cut"):] if not draw.fixed else batch
        x2 = draw.array(dtype, (*b2, m, _n(draw, 1, 3, "k")), UNIT, label="x2")
    if draw.boolean(label="rtol"):
        return Case(x1, x2, rtol=draw.choice([0.1, 0.3], label="rtol value"))
    return Case(x1, x2)


def _lstsq_ref(x1, x2, *, rtol=None):
    """SciPy's LAPACK least squares (gelsd), matrix by matrix; residuals from its solution."""
    vector = x2.ndim == 1
    b = x2[:, None] if vector else x2
    batch = np.broadcast_shapes(x1.shape[:-2], b.shape[:-2])
    a = np.broadcast_to(x1, batch + x1.shape[-2:]).astype(np.complex128)
    bb = np.broadcast_to(b, batch + b.shape[-2:]).astype(np.complex128)
    m, n = x1.shape[-2:]
    cut = max(m, n) * np.finfo(x1.dtype).eps if rtol is None else rtol
    sol = np.zeros(batch + (n, b.shape[-1]), dtype=np.result_type(x1, x2))
    rank = np.zeros(x1.shape[:-2], dtype="int64")
    sv = np.zeros(x1.shape[:-2] + (min(m, n),), dtype=np.finfo(x1.dtype).dtype)
    for i in np.ndindex(batch if min(m, n) else ()):
        s = scipy.linalg.lstsq(a[i], bb[i], cond=cut)[0]
        sol[i] = s if np.iscomplexobj(sol) else s.real
    for i in np.ndindex(x1.shape[:-2]):
        s = np.linalg.svd(x1[i].astype(np.complex128), compute_uv=False)
        sv[i] = s
        rank[i] = int(np.sum(s > (s.max() if s.size else 0) * cut))
    err = bb - a @ sol
    res = np.sum(np.abs(err) ** 2, axis=-2).astype(sv.dtype)
    if vector:
        sol, res = sol[..., 0], res[..., 0]
    return ivy.results.LstsqResult(sol, res, rank, sv)


def _check_lstsq(out, ref, case):
    x1, x2 = case.args[:2]
    scale = max(1.0, float(np.abs(x2).max(initial=0))) ** 2
    assert_result(out.solution, ref.solution, scale=10 * LINALG_TOL, where="solution")
    rtol, atol = tolerance(ref.residuals.dtype.name, 10 * LINALG_TOL)
    assert_array(out.residuals, ref.residuals, atol=atol * scale * 10, where="residuals")
    assert_result(out.rank, ref.rank, where="rank")
    assert_result(out.singular_values, ref.singular_values, scale=LINALG_TOL,
                  where="singular_values")


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
    Rec("linalg.lstsq", FLOATING, _lstsq_build, ref=_lstsq_ref, check=_check_lstsq),
    Rec("linalg.matrix_norm", FLOATING, _matrix_norm_build, ref=_matrix_norm_ref,
        tol=LINALG_TOL),
    Rec("linalg.matrix_power", FLOATING, _matrix_power_build, tol=LINALG_TOL),
    Rec("linalg.matrix_rank", FLOATING, _rank_build(True)),
    Rec("linalg.outer", NUMERIC, _outer_build, ref=_outer_ref, check=products_check),
    Rec("linalg.pinv", FLOATING, _pinv_build, ref=_pinv_ref, tol=10 * LINALG_TOL),
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


# --- Ivy's additions: lstsq, and the extensions matrix_norm(axis=) and pinv(hermitian=) ---------
def test_lstsq_rank_deficient_and_wide():
    a = np.asarray([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0]])  # rank 1, wide
    run_case(TABLE["linalg.lstsq"], Case(a, np.asarray([1.0, 1.0])))
    run_case(TABLE["linalg.lstsq"], Case(a.T.copy(), np.asarray([[1.0, 0.0], [2.0, 1.0],
                                                                 [0.0, 3.0]]), rtol=0.1))


def test_lstsq_bad_arguments():
    a, b = native(np.ones((3, 2))), native(np.ones(3))
    with pytest.raises(ivy.IvyValueError, match="does not fit"):
        ivy.linalg.lstsq(a, native(np.ones(2)))
    with pytest.raises(ivy.IvyValueError, match="does not fit"):
        ivy.linalg.lstsq(native(np.ones((2, 3, 2))), native(np.ones((4, 3, 1))))
    with pytest.raises(ivy.IvyValueError, match=r"\[\.\.\., M, N\]"):
        ivy.linalg.lstsq(b, b)
    with pytest.raises(ivy.IvyDtypeError, match="floating-point"):
        ivy.linalg.lstsq(native(np.ones((3, 2), dtype="int64")), native(np.ones(3, "int64")))


def test_lstsq_gradient_matches_finite_differences():
    a = np.asarray([[2.0, 0.5], [0.3, 1.5], [1.0, -1.0], [0.2, 0.4]])
    b = np.asarray([[1.0, 0.0], [2.0, 1.0], [-1.0, 0.5], [0.3, 0.7]])
    w = np.asarray([[1.0, -2.0], [0.5, 3.0]])

    def loss(x1, x2):
        r = ivy.linalg.lstsq(x1, x2)
        return ivy.sum(r.solution * native(w)) + ivy.sum(r.residuals)

    if ivy.current_backend(native(a)).name == "numpy":  # no automatic differentiation
        with pytest.raises(ivy.IvyUnsupportedError):
            ivy.grad(loss, argnums=(0, 1))(native(a), native(b))
        return
    got = ivy.grad(loss, argnums=(0, 1))(native(a), native(b))

    def ref_loss(x1, x2):  # normal equations: an independent closed form for full rank
        sol = np.linalg.solve(x1.T @ x1, x1.T @ x2)
        return np.sum(sol * w) + np.sum((x2 - x1 @ sol) ** 2)

    for arg, g in enumerate(got):
        base = [a, b][arg]
        fd = np.zeros_like(base)
        for p in np.ndindex(base.shape):
            e = np.zeros_like(base)
            e[p] = 1e-6
            args_p, args_m = [a, b], [a, b]
            args_p[arg], args_m[arg] = base + e, base - e
            fd[p] = (ref_loss(*args_p) - ref_loss(*args_m)) / 2e-6
        np.testing.assert_allclose(numpy_of(g), fd, rtol=1e-5, atol=1e-6)


def test_rtol_arrays_one_per_matrix():
    """rtol as an array of the shape of x[..., 0, 0], 0-d or one per matrix (MXNet's pinv read a
    (2,) rtol along the singular values' axis, and a 0-d one took no [..., None]; issue 27)."""
    x = np.stack([np.diag([1.0, 0.2, 0.0]), np.diag([1.0, 0.5, 1e-3])])
    for rtol in (np.asarray([0.1, 0.6]), np.asarray(0.3)):
        for name in ("linalg.pinv", "linalg.matrix_rank"):
            run_case(TABLE[name], Case(x, rtol=rtol))


def test_matrix_norm_axis_and_pinv_hermitian_extensions():
    x = native(np.ones((2, 3, 4)))
    for bad in ((0, 0), (0, 3), (1,), "ab"):
        with pytest.raises(ivy.IvyValueError, match="two distinct axes"):
            ivy.linalg.matrix_norm(x, axis=bad)
    h = np.asarray([[2.0, 1.0], [1.0, 2.0]])
    assert_result(ivy.linalg.pinv(native(h), hermitian=True), np.linalg.inv(h), scale=LINALG_TOL)
    import inspect

    xp = ivy.array_api  # the strict namespace has the standard's parameters only
    assert "axis" not in inspect.signature(xp.linalg.matrix_norm).parameters
    assert "hermitian" not in inspect.signature(xp.linalg.pinv).parameters
    assert "axis" in inspect.signature(ivy.linalg.matrix_norm).parameters
