"""PyTorch kernel: ``F.interpolate`` where it covers the call (1 to 3 spatial dimensions; its
modes nearest, linear/bilinear/trilinear, bicubic in 2-D, area; nearest only where its float32
scale gives the exact indices), Ivy's composition elsewhere. ``bilinear_sample``: ``F.grid_sample``
(bilinear, ``align_corners=True``) for float32 / float64 images of at least 2 x 2 pixels and
coordinates of the same dtype, the composition elsewhere. ``image_sample``: ``F.grid_sample`` in
each mode under the same conditions (nearest after rounding the coordinates to Ivy's
``floor(u + 0.5)``: ``grid_sample`` rounds half pixels to even; its bicubic is Ivy's: ``A = -0.75``,
the padding applied per tap)."""

import math

import torch
import torch.nn.functional as F

from ..._rules.interpolation import sample_args
from ..._rules.spatial import float32_nearest_exact, resample, resize_args
from .._composed import composition, xp_of

_NATIVE = {("linear", 1): "linear", ("linear", 2): "bilinear", ("linear", 3): "trilinear",
           ("cubic", 2): "bicubic"}


def interpolate(x, size=None, /, *, mode="linear", align_corners=False, scale_factor=None,
                data_format="channel_last"):
    a = resize_args("interpolate", x, size, scale_factor, mode, align_corners, data_format)
    m = a.mode if a.mode in ("nearest", "area") else _NATIVE.get((a.mode, a.n))
    if a.n > 3 or m is None or (m == "nearest" and not all(
            float32_nearest_exact(i, o) for i, o in zip(a.spatial, a.out))):
        return resample(xp_of("torch"), x, a)
    if len(a.batch) != 1:
        x = x.reshape(-1, *x.shape[len(a.batch):])
    if not a.cf:
        x = x.movedim(-1, 1)
    corners = a.align_corners if m not in ("nearest", "area") else None
    y = F.interpolate(x, size=a.out, mode=m, align_corners=corners)
    if not a.cf:
        y = y.movedim(1, -1)
    return y.reshape(*a.batch, *y.shape[1:]) if len(a.batch) != 1 else y


_composed_sample = composition("torch", "bilinear_sample")
_GRID_DTYPES = (torch.float32, torch.float64)


def bilinear_sample(x, coords, /, *, padding_mode="zeros"):
    batch, s, (h, w, c) = sample_args("bilinear_sample", x, coords, padding_mode)
    if (h < 2 or w < 2 or math.prod(batch) == 0 or math.prod(s) == 0 or x.dtype not in _GRID_DTYPES
            or coords.dtype != x.dtype or x.device != coords.device):
        return _composed_sample(x, coords, padding_mode=padding_mode)
    return _grid_sample(x, coords, batch, s, (h, w, c), "bilinear", padding_mode)


_composed_image_sample = composition("torch", "image_sample")


def image_sample(x, coords, /, *, mode="bilinear", padding_mode="zeros"):
    batch, s, (h, w, c) = sample_args("image_sample", x, coords, padding_mode, mode)
    if (h < 2 or w < 2 or math.prod(batch) == 0 or math.prod(s) == 0 or x.dtype not in _GRID_DTYPES
            or coords.dtype != x.dtype or x.device != coords.device):
        return _composed_image_sample(x, coords, mode=mode, padding_mode=padding_mode)
    if mode == "nearest":  # Ivy's rounding (half pixels up); grid_sample keeps integers exactly
        coords = torch.floor(coords.detach() + 0.5)
    return _grid_sample(x, coords, batch, s, (h, w, c), mode, padding_mode)


def _grid_sample(x, coords, batch, s, hwc, mode, padding_mode):
    """``grid_sample`` of ``x [*batch, H, W, C]`` at pixel ``coords [*batch, *S, 2]``."""
    (h, w, c), nb, p = hwc, math.prod(batch), math.prod(s)
    uv = coords.reshape(nb, p, 1, 2)
    # pixel centres 0 .. n - 1 -> -1 .. 1 (align_corners=True)
    if torch.is_grad_enabled() and uv.requires_grad:
        scale = torch.tensor([2.0 / (w - 1), 2.0 / (h - 1)], dtype=uv.dtype, device=uv.device)
        grid = torch.addcmul(scale.new_full((2,), -1.0), uv, scale)
    else:  # written column by column into grid_sample's contiguous layout: a broadcast [2]
        # multiplier loops over pairs (2-3x slower), and a transposed uv would be copied again
        grid = torch.empty((nb, p, 1, 2), dtype=uv.dtype, device=uv.device)
        torch.mul(uv[..., 0], 2.0 / (w - 1), out=grid[..., 0])
        torch.mul(uv[..., 1], 2.0 / (h - 1), out=grid[..., 1])
        grid.sub_(1.0)
    nan = None
    if torch.isnan(grid.detach().sum()):  # nan coordinates (rare): sample at 0, then set nan
        nan = torch.isnan(uv.sum(-1))  # [nb, p, 1]
        grid = torch.where(nan[..., None], -1.0, grid)
    out = F.grid_sample(x.reshape(nb, h, w, c).permute(0, 3, 1, 2), grid, mode=mode,
                        padding_mode=padding_mode, align_corners=True)  # [nb, c, p, 1]
    if nan is not None:
        out = torch.where(nan[:, None], torch.nan, out)
    return out.permute(0, 2, 3, 1).reshape(*batch, *s, c)
