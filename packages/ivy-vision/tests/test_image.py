"""Images against NumPy / SciPy: forward-difference gradients, Gaussian blur vs
scipy.ndimage.gaussian_filter (same radius and modes), omni-directional padding vs a loop over
the padded pixels on the sphere; bad input and gradients."""

import ivy_vision as iv
import numpy as np
import pytest
from _helpers import DTYPES, B, H, W, check_gradient, close, raises_value_error, run
from scipy.ndimage import gaussian_filter

RNG = np.random.default_rng(9)
IMG = RNG.normal(size=(B, H, W, 2))


@pytest.mark.parametrize("dtype", DTYPES)
def test_image_gradients(dtype):
    dy, dx = run(iv.image_gradients, IMG.astype(dtype))
    rdy, rdx = np.zeros_like(IMG), np.zeros_like(IMG)
    rdy[:, :-1] = np.diff(IMG, axis=1)
    rdx[:, :, :-1] = np.diff(IMG, axis=2)
    close(dy, rdy, dtype)
    close(dx, rdx, dtype)


@pytest.mark.parametrize("border", ["reflect", "mirror", "nearest", "constant"])
@pytest.mark.parametrize("dtype", DTYPES)
def test_gaussian_blur(border, dtype):
    for sigma, radius in ((0.8, None), (1.5, 2)):
        got = run(iv.gaussian_blur, IMG.astype(dtype), sigma, radius, border)
        r = int(4 * sigma + 0.5) if radius is None else radius
        ref = gaussian_filter(IMG.astype(dtype).astype(float), (0, sigma, sigma, 0), mode=border,
                              radius=(0, r, r, 0))
        close(got, ref, dtype)


def ref_omni(img, p):
    h, w = img.shape[-3:-1]
    out = np.zeros(img.shape[:-3] + (h + 2 * p, w + 2 * p, img.shape[-1]))
    for i in range(-p, h + p):
        for j in range(-p, w + p):
            si, sj = i, j
            if i < 0:  # over the top pole: down the other side
                si, sj = -1 - i, j + w // 2
            elif i >= h:
                si, sj = 2 * h - 1 - i, j + w // 2
            out[..., i + p, j + p, :] = img[..., si, sj % w, :]
    return out


@pytest.mark.parametrize("dtype", DTYPES)
def test_pad_omni_image(dtype):
    for p in (0, 1, 3):
        close(run(iv.pad_omni_image, IMG.astype(dtype), p), ref_omni(IMG, p), dtype)


def test_bad_input():
    raises_value_error(iv.pad_omni_image, IMG[:, :, :-1], 1, match="even image width")
    raises_value_error(iv.pad_omni_image, IMG, H + 1, match="pad_width")
    raises_value_error(iv.pad_omni_image, IMG[:, :, :2], 3, match=r"min\(height, width\) = 2")
    raises_value_error(iv.pad_omni_image, IMG, True, match="pad_width")
    raises_value_error(iv.gaussian_blur, IMG, 0.0, match="sigma")
    raises_value_error(iv.gaussian_blur, IMG, 1.0, border="wrap", match="unknown border")
    raises_value_error(iv.image_gradients, IMG[..., 0, 0], match="image")


def test_gradients():
    img = IMG[:, :4, :4]
    check_gradient(lambda x: iv.gaussian_blur(x, 1.0, 2, "reflect"), [img])
    check_gradient(lambda x: iv.image_gradients(x)[1], [img])
    check_gradient(lambda x: iv.pad_omni_image(x, 2), [img])
