"""The kornia functions behind ``tests/fixtures/graphs/kornia/*.json`` and the script that writes
them (also the list ``benchmarks/kornia_sweep.py`` transpiles).

``examples()``: colour conversions, enhancement, filters, geometry (conversions and warps),
losses, metrics and feature responses, 39 functions: the sweep of issue 24. The torch session
captures and replays all of them (``tests/test_graph_kornia.py``); ``FIXTURES`` of them, chosen to
cover the operators they add to ``_aten.ATEN``, are stored for the other sessions:
``python -m ivy.graph._kornia_fixtures [DIR]`` (PyTorch and kornia installed) exports each with
``torch.export`` on fixed 6x6 images, runs it in PyTorch and stores the graph, the inputs,
kornia's outputs and PyTorch's gradient of ``sum(sum(float output))`` with respect to the first
input (about 25 KB each: kornia's functions are hundreds of ATen operators).
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np

from . import _fixtures
from ._torch_fixtures import run_torch

DIR = Path(__file__).resolve().parents[3] / "tests" / "fixtures" / "graphs" / "kornia"


def examples(size=8):
    """``{name: (fn, inputs)}``: kornia functions of torch tensors on NumPy float32 inputs
    (images ``[2, 3, size, size]``)."""
    import kornia as K  # noqa: PLC0415 - the sweep's subject, imported when run
    import torch  # noqa: PLC0415

    rng = np.random.default_rng(0)
    img = rng.uniform(0.05, 0.95, (2, 3, size, size)).astype(np.float32)
    img2 = np.clip(img + rng.normal(0, 0.05, img.shape), 0, 1).astype(np.float32)
    gray = img[:, :1]
    quat = rng.normal(size=(4, 4)).astype(np.float32)
    quat /= np.linalg.norm(quat, axis=-1, keepdims=True)
    aa = rng.normal(size=(4, 3)).astype(np.float32)
    theta = 0.3
    hom = np.array([[[math.cos(theta), -math.sin(theta), 2.0], [math.sin(theta), math.cos(theta), -1.0],
                     [1e-3, 2e-3, 1.0]]] * 2, np.float32)
    aff = hom[:, :2].copy()
    pts = rng.normal(size=(2, 10, 3)).astype(np.float32) + np.float32([0, 0, 4])
    angle = np.float32([15.0, -30.0])
    logits = rng.normal(size=(4, 5)).astype(np.float32)
    labels = np.array([0, 3, 1, 4])

    def with_labels(fn):
        return lambda x: fn(x, torch.as_tensor(labels))

    c = K.color
    e = K.enhance
    f = K.filters
    g = K.geometry
    return {
        "color.rgb_to_hsv": (c.rgb_to_hsv, (img,)),
        "color.hsv_to_rgb": (c.hsv_to_rgb, (c.rgb_to_hsv(torch.as_tensor(img)).numpy(),)),
        "color.rgb_to_grayscale": (c.rgb_to_grayscale, (img,)),
        "color.rgb_to_lab": (c.rgb_to_lab, (img,)),
        "color.rgb_to_yuv": (c.rgb_to_yuv, (img,)),
        "color.rgb_to_hls": (c.rgb_to_hls, (img,)),
        "color.rgb_to_xyz": (c.rgb_to_xyz, (img,)),
        "enhance.adjust_brightness": (lambda x: e.adjust_brightness(x, 0.2), (img,)),
        "enhance.adjust_contrast": (lambda x: e.adjust_contrast(x, 1.5), (img,)),
        "enhance.adjust_gamma": (lambda x: e.adjust_gamma(x, 2.2), (img,)),
        "enhance.adjust_saturation": (lambda x: e.adjust_saturation(x, 0.7), (img,)),
        "enhance.adjust_hue": (lambda x: e.adjust_hue(x, 0.3), (img,)),
        "enhance.normalize": (lambda x: e.normalize(x, torch.tensor([0.5, 0.4, 0.3]),
                                                    torch.tensor([0.2, 0.25, 0.3])), (img,)),
        "enhance.sharpness": (lambda x: e.sharpness(x, 0.5), (img,)),
        "filters.gaussian_blur2d": (lambda x: f.gaussian_blur2d(x, (5, 5), (1.5, 1.5)), (img,)),
        "filters.box_blur": (lambda x: f.box_blur(x, (3, 3)), (img,)),
        "filters.median_blur": (lambda x: f.median_blur(x, (3, 3)), (img,)),
        "filters.sobel": (f.sobel, (img,)),
        "filters.laplacian": (lambda x: f.laplacian(x, 3), (img,)),
        "filters.spatial_gradient": (f.spatial_gradient, (img,)),
        "filters.unsharp_mask": (lambda x: f.unsharp_mask(x, (3, 3), (1.5, 1.5)), (img,)),
        "filters.bilateral_blur": (lambda x: f.bilateral_blur(x, (3, 3), 0.1, (1.5, 1.5)), (img,)),
        "geometry.rotation_matrix_to_quaternion": (
            g.conversions.rotation_matrix_to_quaternion,
            (g.conversions.quaternion_to_rotation_matrix(torch.as_tensor(quat)).numpy(),)),
        "geometry.quaternion_to_rotation_matrix": (g.conversions.quaternion_to_rotation_matrix, (quat,)),
        "geometry.axis_angle_to_rotation_matrix": (g.conversions.axis_angle_to_rotation_matrix, (aa,)),
        "geometry.convert_points_from_homogeneous": (g.conversions.convert_points_from_homogeneous, (pts,)),
        "geometry.warp_perspective": (lambda x, m: g.transform.warp_perspective(x, m, (size, size)),
                                      (img, hom)),
        "geometry.warp_affine": (lambda x, m: g.transform.warp_affine(x, m, (size, size)), (img, aff)),
        "geometry.rotate": (lambda x, a: g.transform.rotate(x, a), (img, angle)),
        "geometry.resize": (lambda x: g.transform.resize(x, (size + size // 2, size + size // 4)), (img,)),
        "losses.ssim_loss": (lambda a, b: K.losses.ssim_loss(a, b, 5), (img, img2)),
        "losses.psnr_loss": (lambda a, b: K.losses.psnr_loss(a, b, 1.0), (img, img2)),
        "losses.total_variation": (K.losses.total_variation, (img,)),
        "losses.focal_loss": (with_labels(lambda x, t: K.losses.focal_loss(x, t, 0.25, 2.0, "mean")),
                              (logits,)),
        "metrics.psnr": (lambda a, b: K.metrics.psnr(a, b, 1.0), (img, img2)),
        "metrics.ssim": (lambda a, b: K.metrics.ssim(a, b, 5), (img, img2)),
        "feature.harris_response": (K.feature.harris_response, (gray,)),
        "feature.gftt_response": (K.feature.gftt_response, (gray,)),
        "feature.hessian_response": (K.feature.hessian_response, (gray,)),
    }


# (full_like, max.dim / min.dim, any.dims, repeat, arange / unfold, split_with_sizes,
# linalg_vector_norm, upsample, grid_sampler_2d / constant_pad_nd / index, log10, avg_pool2d)
FIXTURES = ("color.rgb_to_hsv", "color.rgb_to_hls", "enhance.adjust_contrast", "enhance.sharpness",
            "filters.median_blur", "geometry.rotation_matrix_to_quaternion",
            "geometry.quaternion_to_rotation_matrix", "geometry.resize", "geometry.warp_affine",
            "metrics.psnr", "filters.gaussian_blur2d")
FIXTURE_SIZE = 6


def build(name):
    """The fixture dict of the example ``name`` (needs PyTorch and kornia)."""
    fn, inputs = examples(FIXTURE_SIZE)[name]
    return _fixtures.captured(name, fn, inputs, "torch", run_torch)


def write(directory=DIR):
    _fixtures.write(directory, FIXTURES, build)


if __name__ == "__main__":
    write(*sys.argv[1:])
