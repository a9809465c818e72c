"""PyTorch kernel: ``F.interpolate`` where it covers the call (1 to 3 spatial dimensions; its
modes nearest, linear/bilinear/trilinear, bicubic in 2-D, area; nearest only where its float32
scale gives the exact indices), Ivy's composition elsewhere."""

import torch.nn.functional as F

from ...functional._spatial import float32_nearest_exact, resample, resize_args, xp_of

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
