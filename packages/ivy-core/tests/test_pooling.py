"""Pooling: max / average pooling in 1-D to 3-D (kernel, strides, dilations, each padding form,
ceil mode, count_include_pad, both data formats, batch dimensions) and adaptive average pooling
in any number of dimensions, against direct-loop NumPy references written here; gradients
against finite differences; every bad argument's error."""

import ivy
import numpy as np
import pytest
from _harness import (
    BACKEND,
    Rec,
    assert_native,
    assert_result,
    assert_unsupported,
    by_name,
    native,
    numpy_of,
    record_tests,
)
from _strategies import REAL_FLOAT, Case, Dom

DOM = Dom(-2.0, 2.0, special=False)
RNG = np.random.default_rng(5)
SPATIAL = {1: (8,), 2: (7, 6), 3: (5, 5, 4)}
PAIRS = [(1, 2), (0, 1), (2, 0)]
C = 3


# --- independent references --------------------------------------------------------------------
def ref_out_and_pads(m, k, s, d, padding, ceil_mode):
    """Output size and (lo, hi) padding of one dimension (TF's SAME; PyTorch's ceil-mode rule)."""
    e = d * (k - 1) + 1
    if padding == "SAME":
        out = -(-m // s)
        total = max((out - 1) * s + e - m, 0)
        return out, (total // 2, total - total // 2)
    lo, hi = padding
    span = m + lo + hi - e
    if not ceil_mode:
        return span // s + 1, (lo, hi)
    out = -(-span // s) + 1
    if (out - 1) * s >= m + lo:
        out -= 1
    return out, (lo, hi)


def _pairs(padding, n):
    if padding in ("SAME", "VALID"):
        return [padding if padding == "SAME" else (0, 0)] * n
    if isinstance(padding, int):
        return [(padding, padding)] * n
    return [(p, p) if isinstance(p, int) else tuple(p) for p in padding]


def _per_dim(v, n):
    return tuple(v) if isinstance(v, (tuple, list)) else (v,) * n


def ref_pool(x, kind, kernel, strides, padding, dilations=1, ceil_mode=False,
             count_include_pad=False):
    """Channel-last x [B, *spatial, C]; every window's taps visited one by one (float64)."""
    n = x.ndim - 2
    k, s, d = _per_dim(kernel, n), _per_dim(strides, n), _per_dim(dilations, n)
    dims = [ref_out_and_pads(m, kk, ss, dd, p, ceil_mode) for m, kk, ss, dd, p in
            zip(x.shape[1:-1], k, s, d, _pairs(padding, n))]
    out, pads = [o for o, _ in dims], [p for _, p in dims]
    y = np.zeros((x.shape[0], *out, x.shape[-1]))
    for pos in np.ndindex(*out):
        vals, padded = [], 0
        for t in np.ndindex(*k):
            j = [p * ss + tt * dd - lo for p, ss, tt, dd, (lo, _) in zip(pos, s, t, d, pads)]
            if all(0 <= jj < m for jj, m in zip(j, x.shape[1:-1])):
                vals.append(x[(slice(None), *j)].astype(np.float64))
            if all(-lo <= jj < m + hi for jj, m, (lo, hi) in zip(j, x.shape[1:-1], pads)):
                padded += 1
        if kind == "max":
            y[(slice(None), *pos)] = np.max(vals, 0) if vals else -np.inf
        else:
            count = padded if count_include_pad else len(vals)
            y[(slice(None), *pos)] = np.sum(vals, 0) / count if count else 0.0
    return y


def ref_adaptive(x, out):
    """Channel-last x; output i averages inputs floor(i*n/out) .. ceil((i+1)*n/out)."""
    n = x.ndim - 2
    y = np.zeros((x.shape[0], *out, x.shape[-1]))
    for pos in np.ndindex(*out):
        box = tuple(slice(p * m // o, -(-(p + 1) * m // o)) for p, m, o in
                    zip(pos, x.shape[1:-1], out))
        y[(slice(None), *pos)] = x[(slice(None), *box)].astype(np.float64).mean(
            axis=tuple(range(1, n + 1)))
    return y


def _last(x, data_format):
    return np.moveaxis(x, 1, -1) if data_format == "channel_first" else x


def _first(x, data_format):
    return np.moveaxis(x, -1, 1) if data_format == "channel_first" else x


def _pool_ref(kind):
    def ref(x, kernel, strides, padding, data_format="channel_last", **kw):
        y = ref_pool(_last(x, data_format), kind, kernel, strides, padding, **kw)
        return _first(y, data_format).astype(x.dtype)

    return ref


def _adaptive_ref(x, output_size, data_format="channel_last"):
    return _first(ref_adaptive(_last(x, data_format), output_size), data_format).astype(x.dtype)


# --- records ---------------------------------------------------------------------------------
def _pool_build(n, kind):
    def build(draw, dtype):
        kernel = draw.choice([2, (3, 2, 2)[:n]], label="kernel")
        strides = draw.choice([1, 2, (2, 3, 1)[:n]], label="strides")
        padding = draw.choice(["VALID", "SAME", 1, PAIRS[:n]], label="padding")
        fmt = draw.choice(["channel_last", "channel_first"], label="data_format")
        kw = {"data_format": fmt, "ceil_mode": draw.boolean(label="ceil_mode")}
        if kind == "max":
            kw["dilations"] = draw.choice([1, 2], label="dilations")
        else:
            kw["count_include_pad"] = draw.boolean(label="count_include_pad")
        x = draw.array(dtype, (2, *SPATIAL[n], C), DOM, label="x")
        return Case(_first(x, fmt), kernel, strides, padding, **kw)

    return build


def _adaptive_build(draw, dtype):
    n = draw.choice([2, 1, 3], label="n")
    out = draw.choice([(3, 2, 2)[:n], (4, 7, 5)[:n], SPATIAL[n]], label="output_size")
    fmt = draw.choice(["channel_last", "channel_first"], label="data_format")
    x = draw.array(dtype, (2, *SPATIAL[n], C), DOM, label="x")
    return Case(_first(x, fmt), out, data_format=fmt)


def _check(out, ref, case):
    assert_result(out, ref, scale=4)


RECORDS = [Rec(f"{kind}_pool{n}d", REAL_FLOAT, _pool_build(n, kind), ref=_pool_ref(kind),
               check=_check) for kind in ("avg", "max") for n in (1, 2, 3)]
RECORDS.append(Rec("adaptive_avg_pool", REAL_FLOAT, _adaptive_build, ref=_adaptive_ref,
                   check=_check))
TABLE = by_name(RECORDS)
test_values, test_dtypes = record_tests(TABLE, RECORDS)


# --- bespoke tests ----------------------------------------------------------------------------
def _rand(*shape, dtype="float64"):
    return RNG.uniform(-1, 1, shape).astype(dtype)


def _np(x):
    assert_native(x)
    return numpy_of(x)


def test_windows_of_padding_alone_give_minus_inf_and_zero():
    x = _rand(1, 3, 2)
    mx = _np(ivy.max_pool1d(native(x), 2, 2, [(4, 3)]))
    np.testing.assert_array_equal(mx, ref_pool(x, "max", 2, 2, [(4, 3)]))
    assert np.isneginf(mx[0, :2]).all() and np.isneginf(mx[0, -1]).all()
    av = _np(ivy.avg_pool1d(native(x), 2, 2, [(4, 3)]))
    np.testing.assert_allclose(av, ref_pool(x, "avg", 2, 2, [(4, 3)]), rtol=1e-12)
    assert (av[0, :2] == 0).all()
    inc = _np(ivy.avg_pool1d(native(x), 2, 2, [(4, 3)], count_include_pad=True))
    np.testing.assert_allclose(inc, ref_pool(x, "avg", 2, 2, [(4, 3)], count_include_pad=True),
                               rtol=1e-12)


def test_same_padding_is_its_explicit_padding():
    x = native(_rand(2, 7, 6, C))
    pads = [ref_out_and_pads(m, 3, 2, 1, "SAME", False)[1] for m in (7, 6)]
    for f in (ivy.max_pool2d, ivy.avg_pool2d):
        np.testing.assert_allclose(_np(f(x, 3, 2, "SAME")), _np(f(x, 3, 2, pads)), rtol=1e-12)
        np.testing.assert_allclose(_np(f(x, 3, 2, "SAME", ceil_mode=True)),
                                   _np(f(x, 3, 2, "same")), rtol=1e-12)


def test_leading_batch_dimensions_are_kept():
    x = _rand(2, 3, 7, 6, C)
    got = _np(ivy.max_pool2d(native(x), 3, 2, 1, ceil_mode=True))
    ref = ref_pool(x.reshape(6, 7, 6, C), "max", 3, 2, 1, ceil_mode=True)
    np.testing.assert_array_equal(got, ref.reshape(2, 3, *ref.shape[1:]))
    got = _np(ivy.adaptive_avg_pool(native(x), (2, 4)))
    np.testing.assert_allclose(got, ref_adaptive(x.reshape(6, 7, 6, C), (2, 4)).reshape(
        2, 3, 2, 4, C), rtol=1e-12)


@pytest.mark.parametrize("fmt", ["channel_last", "channel_first"])
def test_windows_that_tile_the_input(fmt):
    """Strides equal to the kernel, no padding: the backends' reshape / native fast paths, sizes
    the kernel divides and sizes it does not (the remainder is dropped), batch dimensions."""
    for shape, k in (((2, 8, 6, C), 2), ((2, 7, 6, C), (3, 2)), ((2, 3, 9, 5, C), (2, 5))):
        for dtype in ("float32", "float64"):
            x = _rand(*shape, dtype=dtype)
            flat = x.reshape(-1, *shape[-3:])
            for kind, f in (("max", ivy.max_pool2d), ("avg", ivy.avg_pool2d)):
                got = _last(_np(f(native(_first(x, fmt)), k, k, "VALID", data_format=fmt)), fmt)
                ref = ref_pool(flat, kind, k, k, "VALID")
                assert got.dtype == dtype
                tol = 1e-6 if dtype == "float32" else 1e-12
                np.testing.assert_allclose(got, ref.reshape(*shape[:-3], *ref.shape[1:]),
                                           rtol=tol, atol=tol)


def test_checked_arguments_are_reused_type_strictly():
    """A call's checked arguments are kept per shape, dtype and option values: an equal value of
    another type (2.0, True for 2 / 1) is still checked and refused."""
    x = native(X)
    ivy.max_pool2d(x, 2, 2, "VALID")
    ivy.avg_pool2d(x, 2, 1, "VALID", ceil_mode=False)
    for call in (lambda: ivy.max_pool2d(x, 2.0, 2, "VALID"),
                 lambda: ivy.max_pool2d(x, 2, (2, 2.0), "VALID"),
                 lambda: ivy.avg_pool2d(x, 2, True, "VALID")):
        with pytest.raises(ivy.IvyValueError, match="must be an int"):
            call()
    with pytest.raises(ivy.IvyDtypeError, match="real floating"):
        ivy.max_pool2d(native(np.ones((1, 6, 6, C), dtype="int32")), 2, 2, "VALID")


def test_adaptive_pooling_in_four_dimensions():
    x = _rand(1, 5, 4, 3, 3, 2)
    for fmt in ("channel_last", "channel_first"):
        got = _np(ivy.adaptive_avg_pool(native(_first(x, fmt)), (2, 3, 2, 1), data_format=fmt))
        np.testing.assert_allclose(_last(got, fmt), ref_adaptive(x, (2, 3, 2, 1)), rtol=1e-12)
    got = _np(ivy.adaptive_avg_pool(native(x[0]), 2))  # one int: every spatial dimension
    np.testing.assert_allclose(got, ref_adaptive(x[0], (2, 2, 2)), rtol=1e-12)


# --- gradients -------------------------------------------------------------------------------
def check_gradient(call, x, *, rtol=1e-6, atol=1e-8, eps=1e-6):
    """``ivy.grad`` of ``sum(call(x) * W)`` vs. central finite differences (NumPy, float64)."""
    with ivy.use("numpy"):
        w = RNG.standard_normal(np.shape(call(x)))
        fd = np.zeros_like(x)
        for idx in np.ndindex(x.shape):
            hi, lo = x.copy(), x.copy()
            hi[idx] += eps
            lo[idx] -= eps
            fd[idx] = (np.sum(call(hi) * w) - np.sum(call(lo) * w)) / (2 * eps)
    wn = native(w)
    grad = ivy.grad(lambda a: ivy.sum(ivy.multiply(call(a), wn)))
    if BACKEND == "numpy":
        assert_unsupported(lambda: grad(native(x)), "grad")
        return
    np.testing.assert_allclose(_np(grad(native(x))), fd, rtol=rtol, atol=atol)


def _distinct(*shape):
    """Values far apart (no ties: the maximum is differentiable)."""
    return (RNG.permutation(np.prod(shape)).reshape(shape) * 0.1).astype("float64")


GRADS = {
    "max_pool2d": (lambda x: ivy.max_pool2d(x, (3, 2), 2, PAIRS[:2], dilations=(1, 2),
                                            ceil_mode=True), True),
    "max_pool2d_same_channel_first": (lambda x: ivy.max_pool2d(
        x, 2, 2, "SAME", data_format="channel_first"), True),
    "avg_pool2d": (lambda x: ivy.avg_pool2d(x, 3, 2, [(1, 2), (0, 1)], ceil_mode=True), False),
    "avg_pool2d_include_pad": (lambda x: ivy.avg_pool2d(x, 3, (2, 1), 1, count_include_pad=True),
                               False),
    "avg_pool1d": (lambda x: ivy.avg_pool1d(x[:, 0], 2, 2, "SAME"), False),
    "max_pool3d": (lambda x: ivy.max_pool3d(x[:, None], (1, 2, 2), 1, "SAME"), True),
    "adaptive_avg_pool": (lambda x: ivy.adaptive_avg_pool(x, (3, 4)), False),
}


@pytest.mark.parametrize("name", sorted(GRADS))
def test_gradients_match_finite_differences(name):
    call, distinct = GRADS[name]
    x = _distinct(1, 5, 5, 2) if distinct else _rand(1, 5, 5, 2)
    check_gradient(call, x)


@pytest.mark.parametrize("name", sorted(GRADS))
def test_float32_gradients_match_float64(name):
    call, distinct = GRADS[name]
    x = _distinct(1, 5, 5, 2) if distinct else _rand(1, 5, 5, 2)
    w = RNG.standard_normal(np.shape(call(x)))
    grad = {d: ivy.grad(lambda a, d=d: ivy.sum(ivy.multiply(call(a), native(w.astype(d)))))
            for d in ("float32", "float64")}
    if BACKEND == "numpy":
        assert_unsupported(lambda: grad["float32"](native(x.astype("float32"))), "grad")
        return
    g32 = _np(grad["float32"](native(x.astype("float32"))))
    assert g32.dtype == np.float32
    np.testing.assert_allclose(g32, _np(grad["float64"](native(x))), rtol=1e-5, atol=1e-5)


# --- bad arguments ----------------------------------------------------------------------------
X = _rand(1, 6, 6, C)
BAD = {
    "rank": (lambda x: ivy.max_pool2d(x[0], 2, 2, "VALID"), "at least 4 dimensions"),
    "kernel": (lambda x: ivy.max_pool2d(x, 0, 2, "VALID"), "kernel must be >= 1"),
    "kernel length": (lambda x: ivy.avg_pool2d(x, (2, 2, 2), 2, "VALID"), "kernel must be"),
    "strides": (lambda x: ivy.avg_pool2d(x, 2, (1, 0), "VALID"), "strides must be >= 1"),
    "dilations": (lambda x: ivy.max_pool2d(x, 2, 1, "VALID", dilations=0), "dilations"),
    "padding string": (lambda x: ivy.max_pool2d(x, 2, 2, "FULL"), "padding must be"),
    "padding entry": (lambda x: ivy.max_pool2d(x, 2, 2, [(1,), 1]), "(lo, hi) pair"),
    "negative padding": (lambda x: ivy.avg_pool2d(x, 2, 2, [(-1, 0), 0]), ">= 0"),
    "data_format": (lambda x: ivy.max_pool2d(x, 2, 2, "VALID", data_format="NCHW"),
                    "data_format"),
    "too small": (lambda x: ivy.max_pool2d(x, 7, 1, "VALID"), "smaller than"),
    "adaptive size": (lambda x: ivy.adaptive_avg_pool(x, (0, 2)), "output_size must be >= 1"),
    "adaptive format": (lambda x: ivy.adaptive_avg_pool(x, 2, data_format="last"),
                        "data_format"),
    "adaptive rank": (lambda x: ivy.adaptive_avg_pool(x, (2, 2, 2)), "at least 5 dimensions"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_arguments_raise_clear_errors(case):
    call, words = BAD[case]
    with pytest.raises(ivy.IvyValueError) as e:
        call(native(X))
    assert words in str(e.value) and "ivy." in str(e.value), str(e.value)


def test_integer_input_is_refused():
    with pytest.raises(ivy.IvyDtypeError, match="real floating"):
        ivy.max_pool1d(native(np.ones((1, 4, 2), dtype="int32")), 2, 2, "VALID")
