"""Sampling modes and border names: ``resample`` (nearest, bilinear, bicubic) against a NumPy loop
(the image extended by the border, per-tap weights) and ``scipy.ndimage.map_coordinates``
(order 0 and 1); gradients; every border alias equal to its canonical name, in the samplers and
the filters; the errors listing the valid names. PyTorch's ``grid_sample`` and kornia are the
references of ``test_kornia.py`` (torch session)."""

import ivy_vision as iv
import numpy as np
import pytest
from _helpers import DTYPES, B, H, W, check_gradient, close, raises_value_error, run
from ivy_vision._checks import PAD_BORDERS, SAMPLING_BORDERS
from scipy.ndimage import map_coordinates

RNG = np.random.default_rng(30)
C = 2
IMG = RNG.normal(size=(B, H, W, C))
SCIPY = {"zeros": "grid-constant", "border": "nearest", "reflection": "mirror"}
A = -0.75


def extend(img, i, j, border):
    """``img [H, W, C]`` at integer row ``i``, column ``j`` of the border-extended image."""
    h, w = img.shape[:2]

    def fold(k, n):
        if border == "border" or n == 1:
            return min(max(k, 0), n - 1)
        k = abs(k) % (2 * (n - 1))
        return 2 * (n - 1) - k if k > n - 1 else k

    if border == "zeros" and not (0 <= i < h and 0 <= j < w):
        return np.zeros(img.shape[-1])
    return img[fold(i, h), fold(j, w)]


def cubic(x):
    x = abs(x)
    if x <= 1:
        return (A + 2) * x ** 3 - (A + 3) * x ** 2 + 1
    return A * x ** 3 - 5 * A * x ** 2 + 8 * A * x - 4 * A if x < 2 else 0.0


def ref_resample(img, coords, mode, border):
    """NumPy loop over the samples: ``img [B, H, W, C]`` at ``coords [B, N, 2]``."""
    out = np.zeros(coords.shape[:-1] + (img.shape[-1],))
    for b in range(img.shape[0]):
        for n in range(coords.shape[1]):
            u, v = coords[b, n]
            if np.isnan(u + v):
                out[b, n] = np.nan
            elif mode == "nearest":
                out[b, n] = extend(img[b], int(np.floor(v + 0.5)), int(np.floor(u + 0.5)), border)
            else:
                u0, v0 = int(np.floor(u)), int(np.floor(v))
                for i in range(v0 - 1, v0 + 3):
                    for j in range(u0 - 1, u0 + 3):
                        out[b, n] += cubic(v - i) * cubic(u - j) * extend(img[b], i, j, border)
    return out


def coords_(n=12, spread=2.5):
    c = np.stack([RNG.uniform(-spread, W - 1 + spread, (B, n)),
                  RNG.uniform(-spread, H - 1 + spread, (B, n))], -1)
    c[0, :3] = [[0.0, 0.0], [W - 1.0, H - 1.0], [2.0, 3.0]]  # corners and a pixel centre
    c[1, :2] = [[-7.3, 2.2], [W + 9.6, -5.1]]  # far outside: reflection folds several times
    return c


@pytest.mark.parametrize("mode", ["nearest", "bicubic"])
@pytest.mark.parametrize("border", list(SCIPY))
@pytest.mark.parametrize("dtype", DTYPES)
def test_resample_vs_numpy_loop(mode, border, dtype):
    coords = coords_().astype(dtype)
    coords[1, 5] = np.nan
    got = run(iv.resample, IMG.astype(dtype), coords, mode, border)
    ref = ref_resample(IMG.astype(dtype).astype(float), coords.astype(float), mode, border)
    close(got, ref, dtype)
    assert np.isnan(got[1, 5]).all() and np.isfinite(got[0]).all()


@pytest.mark.parametrize("border", list(SCIPY))
def test_resample_vs_scipy(border):
    """Nearest vs map_coordinates(order=0), bilinear vs order=1 (away from half-pixel ties)."""
    coords = coords_(spread=1.4)
    frac = coords - np.floor(coords)
    coords = np.where(np.abs(frac - 0.5) < 0.02, coords + 0.1, coords)
    for mode, order in (("nearest", 0), ("bilinear", 1)):
        got = run(iv.resample, IMG, coords, mode, border)
        ref = np.stack([np.stack([map_coordinates(IMG[b, ..., c], [coords[b, :, 1], coords[b, :, 0]],
                                                  order=order, mode=SCIPY[border]) for c in range(C)], -1)
                        for b in range(B)])
        close(got, ref, "float64")


def test_bilinear_mode_is_bilinear_resample():
    coords = coords_()
    for border in SCIPY:
        np.testing.assert_array_equal(run(iv.resample, IMG, coords, "bilinear", border),
                                      run(iv.bilinear_resample, IMG, coords, border))


def test_resample_shapes():
    """Unbatched and several batch dimensions, sample grids."""
    coords = coords_()
    ref = ref_resample(IMG, coords, "bicubic", "border")
    got = run(iv.resample, IMG[0], coords[0], "bicubic", "border")
    close(got, ref[0], "float64")
    got = run(iv.resample, IMG[None], coords.reshape(1, B, 3, 4, 2), "bicubic", "border")
    close(got, ref.reshape(1, B, 3, 4, C), "float64")


def test_resample_gradients():
    img = IMG[:, :4, :5]
    c = np.stack([RNG.uniform(-1.5, 5.5, (B, 5)), RNG.uniform(-1.5, 4.5, (B, 5))], -1)
    c = np.floor(c) + np.clip(c - np.floor(c), 0.05, 0.95)  # away from the kinks and ties
    for border in SCIPY:
        check_gradient(lambda i, x, m=border: iv.resample(i, x, "bicubic", m), [img, c], wrt=0)
        check_gradient(lambda i, x, m=border: iv.resample(i, x, "bicubic", m), [img, c], wrt=1)
    check_gradient(lambda i, x: iv.resample(i, x, "nearest", "reflection"), [img, c], wrt=0)


# --- border names ---------------------------------------------------------------------------
SAMPLING_ALIASES = [(a, c) for a, c in SAMPLING_BORDERS.items() if a != c]
PAD_ALIASES = [(a, c) for a, c in PAD_BORDERS.items() if a != c]


@pytest.mark.parametrize(("alias", "canonical"), SAMPLING_ALIASES)
def test_sampling_border_alias(alias, canonical):
    coords = coords_(4)
    for mode in ("nearest", "bilinear", "bicubic"):
        np.testing.assert_array_equal(run(iv.resample, IMG, coords, mode, alias),
                                      run(iv.resample, IMG, coords, mode, canonical))
    np.testing.assert_array_equal(run(iv.bilinear_resample, IMG, coords, alias),
                                  run(iv.bilinear_resample, IMG, coords, canonical))


@pytest.mark.parametrize(("alias", "canonical"), PAD_ALIASES)
def test_filter_border_alias(alias, canonical):
    np.testing.assert_array_equal(run(iv.laplacian, IMG, 3, alias), run(iv.laplacian, IMG, 3, canonical))
    if canonical != "wrap":
        np.testing.assert_array_equal(run(lambda x, b: iv.gaussian_blur(x, 1.0, border=b), IMG, alias),
                                      run(lambda x, b: iv.gaussian_blur(x, 1.0, border=b), IMG, canonical))


def test_border_mapping_facts():
    """The documented correspondences: PyTorch's 'reflect' padding is ivy's 'mirror'
    ('reflect101'), NumPy's 'symmetric' is ivy's (SciPy's) 'reflect'."""
    x = np.arange(4.0)
    np.testing.assert_array_equal(np.pad(x, 3, mode="reflect"), [3, 2, 1, 0, 1, 2, 3, 2, 1, 0])
    img = RNG.normal(size=(1, 9, 9, 1))
    from scipy.ndimage import gaussian_filter
    for name, scipy_mode in (("symmetric", "reflect"), ("reflect101", "mirror"), ("replicate", "nearest")):
        got = run(lambda a, nm=name: iv.gaussian_blur(a, 1.0, border=nm), img)
        close(got[0, ..., 0], gaussian_filter(img[0, ..., 0], 1.0, mode=scipy_mode, truncate=4.0), "float64")


def test_bad_names():
    coords = coords_(3)
    raises_value_error(iv.resample, IMG, coords, "cubic", match="unknown mode 'cubic'")
    # ambiguous names are refused, and the error lists the valid names and aliases
    for bad in ("reflect", "constant", "wrap"):
        raises_value_error(iv.resample, IMG, coords, "bilinear", bad,
                           match=r"unknown border .*'zeros'.*'grid-constant'.*'replicate'.*'reflect101'")
        raises_value_error(iv.bilinear_resample, IMG, coords, bad, match="unknown border")
    raises_value_error(iv.gaussian_blur, IMG, 1.0, border="circular",
                       match=r"unknown border 'circular'; expected one of 'reflect' \(or 'symmetric'\)")
    raises_value_error(iv.gaussian_blur, IMG, 1.0, border="reflection", match="unknown border")
    raises_value_error(iv.laplacian, IMG, 3, "bogus", match=r"'wrap' \(or 'circular'\)")
    raises_value_error(iv.resample, IMG, coords[:1], match="batch dimensions differ")


NUMPY_PAD = [("reflect", "symmetric"), ("mirror", "reflect"), ("nearest", "edge"), ("wrap", "wrap"),
             ("constant", "constant")]


@pytest.mark.parametrize(("border", "numpy_mode"), NUMPY_PAD)
def test_pad_image_vs_numpy(border, numpy_mode):
    """The filters' padding (slices and flipped slices per axis), widths beyond the image too."""
    from ivy_vision.image import pad_image
    for ry, rx in ((1, 2), (4, 9)):
        got = run(pad_image, IMG, ry, rx, border)
        np.testing.assert_array_equal(got, np.pad(IMG, ((0, 0), (ry, ry), (rx, rx), (0, 0)), mode=numpy_mode))
