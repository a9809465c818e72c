"""``ivy.image_sample``: nearest and bicubic sampling at pixel coordinates against NumPy loops
written here (the cubic convolution kernel with ``A = -0.75`` in its closed form, each tap padded
on its own; SciPy's ``map_coordinates(order=3)`` is a B-spline, another interpolation), every
padding mode, half-pixel ties, nan coordinates, one-pixel-wide images, batch dimensions, float32;
gradients against finite differences; which kernel runs; bad arguments. Its record (dtypes,
hypothesis cases) is in ``test_interpolation.py``; bilinear mode is ``bilinear_sample``'s, tested
there."""

import ivy
import numpy as np
import pytest
from _gradcheck import finite_differences
from _harness import BACKEND, assert_native, assert_unsupported, native, numpy_of

RNG = np.random.default_rng(11)
C = 2


# --- independent reference -------------------------------------------------------------------
def _keys(d, a=-0.75):
    """Cubic convolution kernel at distance ``d`` (Keys, PyTorch's and OpenCV's a = -0.75)."""
    d = abs(d)
    if d <= 1:
        return (a + 2) * d ** 3 - (a + 3) * d ** 2 + 1
    return a * d ** 3 - 5 * a * d ** 2 + 8 * a * d - 4 * a if d < 2 else 0.0


def _pixel(img, r, c, padding_mode):
    """``img [H, W, C]`` at integer ``(r, c)`` of the image extended by the padding."""
    def index(i, n):
        if padding_mode == "border" or (padding_mode == "reflection" and n == 1):
            return min(max(i, 0), n - 1)
        if padding_mode == "reflection":  # d c b | a b c d | c b a
            i = abs(i) % (2 * (n - 1))
            return 2 * (n - 1) - i if i > n - 1 else i
        return i  # zeros: checked below

    h, w = img.shape[:2]
    r, c = index(r, h), index(c, w)
    if not (0 <= r < h and 0 <= c < w):
        return np.zeros(img.shape[-1])
    return img[r, c]


def ref_image_sample(x, coords, mode="bilinear", padding_mode="zeros"):
    """``x [*batch, H, W, C]`` at ``coords [*batch, *S, 2]`` -> ``[*batch, *S, C]`` (float64;
    nearest rounds ``u + 0.5`` in the coordinates' own dtype, as the function does)."""
    if mode == "bilinear":
        from test_interpolation import ref_sample  # noqa: PLC0415 - SciPy's order-1 reference
        return ref_sample(x, coords, padding_mode)
    nb = x.ndim - 3
    batch, s = x.shape[:nb], coords.shape[nb:-1]
    xs = x.reshape(-1, *x.shape[-3:]).astype(np.float64)
    cs = coords.reshape(len(xs), -1, 2)
    out = np.zeros((len(xs), cs.shape[1], x.shape[-1]))
    for b, k in np.ndindex(cs.shape[:2]):
        u, v = cs[b, k]
        if np.isnan(u) or np.isnan(v):
            out[b, k] = np.nan
        elif mode == "nearest":
            half = np.asarray(0.5, dtype=cs.dtype)
            out[b, k] = _pixel(xs[b], int(np.floor(v + half)), int(np.floor(u + half)),
                               padding_mode)
        else:
            u, v = float(u), float(v)
            u0, v0 = int(np.floor(u)), int(np.floor(v))
            for r in range(v0 - 1, v0 + 3):
                for c in range(u0 - 1, u0 + 3):
                    out[b, k] += _keys(v - r) * _keys(u - c) * _pixel(xs[b], r, c, padding_mode)
    return out.reshape(*batch, *s, x.shape[-1])


def _np(x):
    assert_native(x)
    return numpy_of(x)


# --- values ----------------------------------------------------------------------------------
@pytest.mark.parametrize("mode", ["nearest", "bicubic"])
@pytest.mark.parametrize("padding_mode", ["zeros", "border", "reflection"])
def test_matches_the_numpy_loops(mode, padding_mode):
    for hw in ((5, 6), (1, 4), (3, 1)):  # 1-pixel-wide images: the composition on PyTorch too
        x = RNG.uniform(-1, 1, (2, 3, *hw, C))
        coords = RNG.uniform(-4.0, 9.0, (2, 3, 5, 2))
        coords[0, 0, :4] = [[0.0, 0.0], [hw[1] - 1.0, hw[0] - 1.0], [-1.0, hw[0] + 0.0],
                            [-1.5, 0.5]]  # corners, one pixel out, half pixels
        coords[1, 2, 4] = [np.nan, 1.0]
        want = ref_image_sample(x, coords, mode, padding_mode)
        got = _np(ivy.image_sample(native(x), native(coords), mode=mode,
                                   padding_mode=padding_mode))
        np.testing.assert_allclose(got, want, rtol=1e-10, atol=1e-12, err_msg=str(hw))
        assert np.isnan(got[1, 2, 4]).all()
        x32, c32 = x.astype("float32"), coords.astype("float32")
        got32 = _np(ivy.image_sample(native(x32), native(c32), mode=mode,
                                     padding_mode=padding_mode))
        assert got32.dtype == np.float32
        # float32: PyTorch's grid_sample maps [0, n - 1] to [-1, 1] and back (a few ulps of n)
        np.testing.assert_allclose(got32, ref_image_sample(x32, c32, mode, padding_mode),
                                   rtol=1e-5, atol=2e-5, err_msg=str(hw))


def test_nearest_rounds_half_pixels_up():
    # PyTorch's grid_sample alone rounds half to even (0.5 -> 0, 2.5 -> 2)
    x = np.arange(5.0).reshape(1, 5, 1)
    u = np.array([0.5, 1.5, 2.5, -0.5, 3.5, 4.49])
    coords = np.stack([u, np.zeros_like(u)], -1)
    for dt in ("float32", "float64"):
        got = _np(ivy.image_sample(native(x.astype(dt)), native(coords.astype(dt)),
                                   mode="nearest", padding_mode="border"))
        np.testing.assert_array_equal(got[:, 0], [1.0, 2.0, 3.0, 0.0, 4.0, 4.0])


def test_bilinear_mode_is_bilinear_sample_and_pixel_centres_are_exact():
    x = RNG.uniform(-1, 1, (2, 4, 5, C))
    coords = RNG.uniform(-2.0, 6.0, (2, 7, 2))
    got = _np(ivy.image_sample(native(x), native(coords), padding_mode="reflection"))
    np.testing.assert_array_equal(
        got, _np(ivy.bilinear_sample(native(x), native(coords), padding_mode="reflection")))
    centres = np.stack(np.meshgrid(np.arange(5.0), np.arange(4.0)), -1)[None].repeat(2, 0)
    for mode in ("nearest", "bicubic"):  # both interpolate: exact at pixel centres
        got = _np(ivy.image_sample(native(x), native(centres), mode=mode))
        np.testing.assert_allclose(got, x, rtol=0, atol=1e-12)


def test_kernel_is_native_on_torch_and_jax():
    from ivy._backend import get_backend

    want = "native" if BACKEND in ("torch", "jax") else "composed"  # grid_sample; one jax.jit
    assert get_backend(BACKEND).coverage["image_sample"] == want


# --- gradients -------------------------------------------------------------------------------
@pytest.mark.parametrize("mode", ["nearest", "bicubic"])
@pytest.mark.parametrize("padding_mode", ["zeros", "reflection"])
def test_gradients_match_finite_differences(mode, padding_mode):
    x = RNG.uniform(-1, 1, (2, 4, 5, C))
    # coordinates at least 0.1 from integers and half pixels (the kinks and steps)
    coords = RNG.integers(-2, 6, (2, 6, 2)) + RNG.choice([0.15, 0.35, 0.65, 0.85], (2, 6, 2))
    w = RNG.standard_normal((2, 6, C))

    def fd(f, a):
        return finite_differences(lambda b: np.sum(f(b) * w), a)

    xn, cn, wn = native(x), native(coords), native(w)

    def loss(a, c):
        return ivy.sum(ivy.multiply(ivy.image_sample(a, c, mode=mode, padding_mode=padding_mode),
                                    wn))

    gx, gc = ivy.grad(lambda a: loss(a, cn)), ivy.grad(lambda c: loss(xn, c))
    if BACKEND == "numpy":
        assert_unsupported(lambda: gx(xn), "grad")
        return
    np.testing.assert_allclose(_np(gx(xn)), fd(lambda a: ref_image_sample(a, coords, mode,
                                                                          padding_mode), x),
                               rtol=1e-6, atol=1e-8)
    want_c = fd(lambda c: ref_image_sample(x, c, mode, padding_mode), coords)
    if mode == "nearest":
        assert not want_c.any()
    np.testing.assert_allclose(_np(gc(cn)), want_c, rtol=1e-6, atol=1e-8)


# --- bad arguments ---------------------------------------------------------------------------
SX, SC = RNG.uniform(-1, 1, (2, 4, 5, C)), RNG.uniform(0, 3, (2, 6, 2))
BAD = {
    "mode": (lambda x, c: ivy.image_sample(x, c, mode="cubic"), "mode must be one of"),
    "padding_mode": (lambda x, c: ivy.image_sample(x, c, mode="nearest", padding_mode="wrap"),
                     "padding_mode must be one of"),
    "x rank": (lambda x, c: ivy.image_sample(x[0, 0], c, mode="bicubic"),
               "x must be [*batch, H, W, C]"),
    "batch": (lambda x, c: ivy.image_sample(x, c[:1], mode="nearest"), "batch dimensions (2,)"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_arguments(case):
    call, words = BAD[case]
    with pytest.raises(ivy.IvyValueError) as e:
        call(native(SX), native(SC))
    assert words in str(e.value) and "ivy.image_sample" in str(e.value), str(e.value)


def test_unknown_batch_dimension_in_tf_function():
    if BACKEND != "tensorflow":
        return  # a tf.function input signature: TensorFlow only
    import tensorflow as tf  # noqa: PLC0415

    x = RNG.uniform(-1, 1, (2, 3, 4, 1))
    coords = RNG.uniform(-1.0, 4.0, (2, 5, 2))
    f = tf.function(lambda a, c: [ivy.image_sample(a, c, mode=m) for m in ("nearest", "bicubic")],
                    input_signature=[tf.TensorSpec([None, 3, 4, 1], tf.float64),
                                     tf.TensorSpec([None, 5, 2], tf.float64)], autograph=False)
    for m, got in zip(("nearest", "bicubic"), f(tf.constant(x), tf.constant(coords))):
        np.testing.assert_allclose(got.numpy(), ref_image_sample(x, coords, m), rtol=1e-10,
                                   atol=1e-12)
