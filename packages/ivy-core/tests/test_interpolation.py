"""Interpolation: every mode in one to four spatial dimensions, align_corners, scale_factor, both
data formats, batch dimensions, against NumPy references written here (SciPy's
``map_coordinates`` for the linear modes, direct loops for nearest, cubic convolution and area);
gradients against finite differences; every bad argument's error. ``bilinear_sample``: every
padding mode against ``map_coordinates(order=1)``, nan coordinates, 1-pixel-wide images, gradients
with respect to the image and the coordinates against finite differences. ``image_sample``: its
record here, its tests in ``test_interpolation_sample.py``."""

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
from scipy import ndimage

DOM = Dom(-2.0, 2.0, special=False)
RNG = np.random.default_rng(3)
SPATIAL = {1: (5,), 2: (5, 4), 3: (4, 3, 3), 4: (3, 2, 3, 2)}
SIZES = {1: [(9,), (3,)], 2: [(9, 7), (3, 2), (4, 9)], 3: [(7, 2, 5), (2, 5, 3)],
         4: [(5, 3, 2, 4)]}
MODES = {"nearest": "nearest", "linear": "linear", "bilinear": "linear", "trilinear": "linear",
         "bicubic": "cubic", "area": "area"}
C = 2


# --- independent references --------------------------------------------------------------------
def _src(i, m, o, align_corners):
    """Sampling position of output i (PyTorch's conventions)."""
    if align_corners:
        return i * (m - 1) / (o - 1) if o > 1 else np.zeros_like(i, dtype=float)
    return (i + 0.5) * m / o - 0.5


def _keys(t, a=-0.75):
    """Cubic convolution kernel (Keys) with PyTorch's a = -0.75."""
    t = abs(t)
    if t <= 1:
        return ((a + 2) * t - (a + 3)) * t * t + 1
    return ((t - 5) * t + 8) * t * a - 4 * a if t < 2 else 0.0


def ref_interpolate(x, out, mode, align_corners=False):
    """Channel-last x [B, *spatial, C] -> [B, *out, C] (float64)."""
    n = x.ndim - 2
    sp = x.shape[1:-1]
    x = x.astype(np.float64)
    y = np.zeros((x.shape[0], *out, x.shape[-1]))
    if mode == "linear":  # edge values beyond the border: PyTorch's clamp of src at 0 and n - 1
        grid = np.meshgrid(*[_src(np.arange(o), m, o, align_corners) for m, o in zip(sp, out)],
                           indexing="ij")
        for b in range(x.shape[0]):
            for c in range(x.shape[-1]):
                y[b, ..., c] = ndimage.map_coordinates(x[b, ..., c], grid, order=1, mode="nearest")
        return y
    for pos in np.ndindex(*out):
        if mode == "nearest":
            src = tuple(min(p * m // o, m - 1) for p, m, o in zip(pos, sp, out))
            y[(slice(None), *pos)] = x[(slice(None), *src)]
        elif mode == "area":
            box = tuple(slice(p * m // o, -(-(p + 1) * m // o)) for p, m, o in zip(pos, sp, out))
            y[(slice(None), *pos)] = x[(slice(None), *box)].mean(axis=tuple(range(1, n + 1)))
        else:  # cubic: the 4**n neighbours, indices beyond the border clamped
            src = [_src(p, m, o, align_corners) for p, m, o in zip(pos, sp, out)]
            base = [int(np.floor(s)) for s in src]
            for t in np.ndindex(*(4,) * n):
                idx = [b - 1 + tt for b, tt in zip(base, t)]
                w = np.prod([_keys(s - i) for s, i in zip(src, idx)])
                y[(slice(None), *pos)] += w * x[(slice(None), *(min(max(i, 0), m - 1)
                                                                 for i, m in zip(idx, sp)))]
    return y


def _last(x, fmt):
    return np.moveaxis(x, 1, -1) if fmt == "channel_first" else x


def _first(x, fmt):
    return np.moveaxis(x, -1, 1) if fmt == "channel_first" else x


def _out_size(spatial, size, scale_factor):
    if size is not None:
        return tuple(size) if isinstance(size, (tuple, list)) else (size,) * len(spatial)
    sf = scale_factor if isinstance(scale_factor, (tuple, list)) else (scale_factor,) * len(
        spatial)
    return tuple(int(np.floor(m * f)) for m, f in zip(spatial, sf))


def _ref(x, size=None, mode="linear", align_corners=False, scale_factor=None,
         data_format="channel_last"):
    xl = _last(x, data_format)
    out = _out_size(xl.shape[1:-1], size, scale_factor)
    y = ref_interpolate(xl, out, MODES[mode], align_corners)
    return _first(y, data_format).astype(x.dtype)


# --- record ----------------------------------------------------------------------------------
def _build(draw, dtype):
    n = draw.choice([2, 1, 3], label="n")
    modes = ["linear", "nearest", "area"] + {2: ["bilinear", "bicubic"], 3: ["trilinear"]}.get(
        n, [])
    mode = draw.choice(modes, label="mode")
    fmt = draw.choice(["channel_last", "channel_first"], label="data_format")
    kw = {"mode": mode, "data_format": fmt}
    if mode in ("linear", "bilinear", "trilinear", "bicubic") and draw.boolean(label="align"):
        kw["align_corners"] = True
    x = _first(draw.array(dtype, (2, *SPATIAL[n], C), DOM, label="x"), fmt)
    if draw.boolean(label="scale_factor"):
        kw["scale_factor"] = draw.choice([1.5, (2.0, 0.5, 1.0)[:n]], label="factor")
        return Case(x, **kw)
    return Case(x, draw.choice(SIZES[n], label="size"), **kw)


def _check(out, ref, case):
    assert_result(out, ref, scale=4)


SCIPY_MODE = {"zeros": "grid-constant", "border": "nearest", "reflection": "mirror"}


def ref_sample(x, coords, padding_mode="zeros"):
    """``x`` [*batch, H, W, C], ``coords`` [*batch, *S, 2] (u, v) -> [*batch, *S, C] (SciPy)."""
    nb = x.ndim - 3
    batch, s = x.shape[:nb], coords.shape[nb:-1]
    xs = x.reshape(-1, *x.shape[-3:]).astype(np.float64)
    cs = coords.reshape(len(xs), -1, 2).astype(np.float64)
    out = np.zeros((len(xs), cs.shape[1], x.shape[-1]))
    for b in range(len(xs)):
        bad = np.isnan(cs[b]).any(-1)
        rc = np.where(bad[:, None], 0.0, cs[b])[:, ::-1].T  # map_coordinates: (row, col)
        for c in range(x.shape[-1]):
            out[b, :, c] = ndimage.map_coordinates(xs[b, ..., c], rc, order=1,
                                                   mode=SCIPY_MODE[padding_mode])
        out[b, bad] = np.nan
    return out.reshape(*batch, *s, x.shape[-1])


def _ref_sample(x, coords, padding_mode="zeros"):
    return ref_sample(x, coords, padding_mode).astype(np.result_type(x, coords))


def _build_sample(draw, dtype):
    h, w = draw.choice([(4, 5), (3, 3), (1, 4), (2, 1)], label="hw")
    mode = draw.choice(["zeros", "border", "reflection"], label="padding_mode")
    x = draw.array(dtype, (2, h, w, C), DOM, label="x")
    coords = draw.array(dtype, (2, 3, 2, 2), Dom(-3.0, 7.0, special=False), label="coords")
    return Case(x, coords, padding_mode=mode)


def _check_sample(out, ref, case):
    # float32: PyTorch's grid_sample maps [0, n - 1] to [-1, 1] and back (a few ulps of n)
    assert_result(out, ref, atol=1e-4 if ref.dtype == np.float32 else None)


def _build_image_sample(draw, dtype):
    case = _build_sample(draw, dtype)
    return Case(*case.args, mode=draw.choice(["nearest", "bicubic", "bilinear"], label="mode"),
                **case.kwargs)


def _ref_image_sample(x, coords, mode="bilinear", padding_mode="zeros"):
    from test_interpolation_sample import ref_image_sample  # noqa: PLC0415 - its NumPy loops

    return ref_image_sample(x, coords, mode, padding_mode).astype(np.result_type(x, coords))


RECORDS = [Rec("interpolate", REAL_FLOAT, _build, ref=_ref, check=_check),
           Rec("bilinear_sample", REAL_FLOAT, _build_sample, ref=_ref_sample,
               check=_check_sample),
           Rec("image_sample", REAL_FLOAT, _build_image_sample, ref=_ref_image_sample,
               check=_check_sample)]
TABLE = by_name(RECORDS)
test_values, test_dtypes = record_tests(TABLE, RECORDS)


# --- bespoke tests ----------------------------------------------------------------------------
def _rand(*shape, dtype="float64"):
    return RNG.uniform(-1, 1, shape).astype(dtype)


def _np(x):
    assert_native(x)
    return numpy_of(x)


CASES = [(mode, n, align) for n in (1, 2, 3, 4) for mode in ("nearest", "linear", "area")
         for align in ((False, True) if mode == "linear" else (False,))]
CASES += [("bicubic", 2, False), ("bicubic", 2, True)]


@pytest.mark.parametrize("mode,n,align", CASES)
def test_every_mode_in_one_to_four_dimensions(mode, n, align):
    x = _rand(1, *SPATIAL[n], C)
    for i, size in enumerate(SIZES[n]):  # both data formats over the sizes (JAX compiles each)
        fmt = ("channel_last", "channel_first")[(i + n) % 2]
        got = ivy.interpolate(native(_first(x, fmt)), size, mode=mode, align_corners=align,
                              data_format=fmt)
        ref = ref_interpolate(x, size, MODES[mode], align)
        np.testing.assert_allclose(_last(_np(got), fmt), ref, rtol=1e-10, atol=1e-12,
                                   err_msg=f"{mode} {size} {fmt}")


def test_nearest_indices_are_exact():
    # 41 * float32(2 / 82) rounds below 1: PyTorch's and TensorFlow's kernels read input 0 there
    x = np.arange(2.0).reshape(1, 2, 1)
    got = _np(ivy.interpolate(native(x), (82,), mode="nearest"))[0, :, 0]
    np.testing.assert_array_equal(got, [i * 2 // 82 for i in range(82)])
    x2 = np.arange(4.0 * 3).reshape(1, 4, 3, 1)
    got2 = _np(ivy.interpolate(native(x2), (94, 3), mode="nearest"))
    np.testing.assert_array_equal(got2, ref_interpolate(x2, (94, 3), "nearest"))


def test_scale_factor_floors_the_size_and_keeps_the_dtype():
    x = _rand(1, 5, 4, C, dtype="float32")
    out = _np(ivy.interpolate(native(x), scale_factor=(1.5, 0.6)))
    assert out.shape == (1, 7, 2, C) and out.dtype == np.float32
    np.testing.assert_allclose(out, ref_interpolate(x, (7, 2), "linear"), rtol=1e-5, atol=1e-6)
    assert _np(ivy.interpolate(native(x), scale_factor=2)).shape == (1, 10, 8, C)


def test_same_size_is_the_identity():
    x = _rand(2, 5, 4, C)
    for mode in ("nearest", "linear", "bicubic", "area"):
        np.testing.assert_allclose(_np(ivy.interpolate(native(x), (5, 4), mode=mode)), x,
                                   rtol=1e-12, atol=1e-14)


def test_leading_batch_dimensions_are_kept():
    x = _rand(2, 3, 5, 4, C)
    got = _np(ivy.interpolate(native(x), (7, 3), mode="bilinear"))
    ref = ref_interpolate(x.reshape(6, 5, 4, C), (7, 3), "linear").reshape(2, 3, 7, 3, C)
    np.testing.assert_allclose(got, ref, rtol=1e-10, atol=1e-12)


# --- gradients -------------------------------------------------------------------------------
@pytest.mark.parametrize("mode,align", [("bilinear", False), ("linear", True), ("nearest", False),
                                        ("bicubic", False), ("area", False)])
def test_gradients_match_finite_differences(mode, align):
    x = _rand(1, 4, 3, C)

    def call(a):
        return ivy.interpolate(a, (5, 2), mode=mode, align_corners=align)

    with ivy.use("numpy"):
        w = RNG.standard_normal((1, 5, 2, C))
        fd, eps = np.zeros_like(x), 1e-6
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
    np.testing.assert_allclose(_np(grad(native(x))), fd, rtol=1e-6, atol=1e-8)


def test_float32_gradient_of_the_native_resize():
    if BACKEND == "numpy":
        return  # no autodiff: asserted above
    x = _rand(1, 4, 3, C)
    w = native(RNG.standard_normal((1, 6, 5, C)).astype("float32"))
    g32 = ivy.grad(lambda a: ivy.sum(ivy.multiply(ivy.interpolate(a, (6, 5)), w)))(
        native(x.astype("float32")))
    g64 = ivy.grad(lambda a: ivy.sum(ivy.multiply(ivy.interpolate(a, (6, 5)),
                                                  ivy.astype(w, "float64"))))(native(x))
    np.testing.assert_allclose(_np(g32), _np(g64), rtol=1e-5, atol=1e-5)


# --- bad arguments ----------------------------------------------------------------------------
X = _rand(1, 5, 4, C)
BAD = {
    "mode": (lambda x: ivy.interpolate(x, (3, 3), mode="cubic"), "mode must be one of"),
    "data_format": (lambda x: ivy.interpolate(x, (3, 3), data_format="NHWC"), "data_format"),
    "no size": (lambda x: ivy.interpolate(x), "exactly one of size and scale_factor"),
    "size and scale": (lambda x: ivy.interpolate(x, (3, 3), scale_factor=2.0), "exactly one"),
    "mode dimensions": (lambda x: ivy.interpolate(x, (3, 3), mode="trilinear"),
                        "resamples 3 spatial dimensions"),
    "align with nearest": (lambda x: ivy.interpolate(x, (3, 3), mode="nearest",
                                                     align_corners=True), "align_corners"),
    "size": (lambda x: ivy.interpolate(x, (0, 3)), "size must be >= 1"),
    "size length": (lambda x: ivy.interpolate(x, (3, 3, 3, 3)), "at least 6 dimensions"),
    "scale_factor": (lambda x: ivy.interpolate(x, scale_factor=-1.0), "scale_factor must be"),
    "empty from scale": (lambda x: ivy.interpolate(x, scale_factor=0.1), "empty output size"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_arguments_raise_clear_errors(case):
    call, words = BAD[case]
    with pytest.raises(ivy.IvyValueError) as e:
        call(native(X))
    assert words in str(e.value) and "ivy.interpolate" in str(e.value), str(e.value)


def test_integer_input_is_refused():
    with pytest.raises(ivy.IvyDtypeError, match="real floating"):
        ivy.interpolate(native(np.ones((1, 4, 2), dtype="int32")), (3,))


# --- bilinear_sample ---------------------------------------------------------------------------
def _cell_coords(shape, lo, hi):
    """Coordinates in (lo, hi) at least 0.1 from integers (away from the kinks)."""
    return RNG.integers(lo, hi, shape) + RNG.uniform(0.1, 0.9, shape)


@pytest.mark.parametrize("mode", ["zeros", "border", "reflection"])
@pytest.mark.parametrize("hw", [(6, 5), (1, 4), (3, 1)])
def test_bilinear_sample_matches_map_coordinates(mode, hw):
    x = _rand(2, 3, *hw, C)
    coords = RNG.uniform(-4.0, 9.0, (2, 3, 7, 2))
    coords[0, 0, :3] = [[0.0, 0.0], [hw[1] - 1.0, hw[0] - 1.0], [-1.0, hw[0] + 0.0]]
    coords[1, 2, 4] = [np.nan, 1.0]
    got = _np(ivy.bilinear_sample(native(x), native(coords), padding_mode=mode))
    np.testing.assert_allclose(got, ref_sample(x, coords, mode), rtol=1e-10, atol=1e-12)
    assert np.isnan(got[1, 2, 4]).all()
    x32, c32 = x.astype("float32"), coords.astype("float32")
    got32 = _np(ivy.bilinear_sample(native(x32), native(c32), padding_mode=mode))
    assert got32.dtype == np.float32
    np.testing.assert_allclose(got32, ref_sample(x32, c32, mode), rtol=1e-5, atol=1e-5)


def test_bilinear_sample_kernel_is_native_on_torch_and_jax():
    from ivy._backend import get_backend

    want = "native" if BACKEND in ("torch", "jax") else "composed"  # grid_sample; one jax.jit
    assert get_backend(BACKEND).coverage["bilinear_sample"] == want


@pytest.mark.parametrize("mode", ["zeros", "border", "reflection"])
def test_bilinear_sample_gradients_match_finite_differences(mode):
    x = _rand(2, 4, 5, C)
    coords = _cell_coords((2, 6, 2), -2, 6)
    w = RNG.standard_normal((2, 6, C))
    wn = native(w)

    def fd(f, a, eps=1e-6):
        g = np.zeros_like(a)
        for idx in np.ndindex(a.shape):
            hi, lo = a.copy(), a.copy()
            hi[idx] += eps
            lo[idx] -= eps
            g[idx] = (np.sum(f(hi) * w) - np.sum(f(lo) * w)) / (2 * eps)
        return g

    fd_x = fd(lambda a: ref_sample(a, coords, mode), x)
    fd_c = fd(lambda c: ref_sample(x, c, mode), coords)
    cn, xn = native(coords), native(x)
    gx = ivy.grad(lambda a: ivy.sum(ivy.multiply(ivy.bilinear_sample(a, cn, padding_mode=mode),
                                                 wn)))
    gc = ivy.grad(lambda c: ivy.sum(ivy.multiply(ivy.bilinear_sample(xn, c, padding_mode=mode),
                                                 wn)))
    if BACKEND == "numpy":
        assert_unsupported(lambda: gx(xn), "grad")
        return
    np.testing.assert_allclose(_np(gx(xn)), fd_x, rtol=1e-6, atol=1e-8)
    np.testing.assert_allclose(_np(gc(cn)), fd_c, rtol=1e-6, atol=1e-8)


SX, SC = _rand(2, 4, 5, C), RNG.uniform(0, 3, (2, 6, 2))
BAD_SAMPLE = {
    "padding_mode": (lambda x, c: ivy.bilinear_sample(x, c, padding_mode="wrap"),
                     "padding_mode must be one of"),
    "x rank": (lambda x, c: ivy.bilinear_sample(x[0, 0], c), "x must be [*batch, H, W, C]"),
    "coords last": (lambda x, c: ivy.bilinear_sample(x, c[..., :1]), "coords must be"),
    "batch": (lambda x, c: ivy.bilinear_sample(x, c[:1]), "batch dimensions (2,)"),
}


@pytest.mark.parametrize("case", sorted(BAD_SAMPLE))
def test_bilinear_sample_bad_arguments(case):
    call, words = BAD_SAMPLE[case]
    with pytest.raises(ivy.IvyValueError) as e:
        call(native(SX), native(SC))
    assert words in str(e.value) and "ivy.bilinear_sample" in str(e.value), str(e.value)


def test_bilinear_sample_refuses_integers():
    with pytest.raises(ivy.IvyDtypeError, match="ivy.bilinear_sample: x must have a real"):
        ivy.bilinear_sample(native(np.ones((1, 2, 2, 1), dtype="int32")), native(SC[:1]))
