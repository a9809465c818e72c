"""The depthwise convolution's argument check shared by its definition and the backends' kernels."""

from __future__ import annotations

from ..errors import IvyValueError
from .spatial import channel_first, float_dtype, shape_of, split


def depthwise_filters(x, filters, data_format, fname="depthwise_conv2d"):
    """Check ``depthwise_conv2d``'s ``x`` and ``filters``: ``(filters shape, channels)``."""
    cf = channel_first(fname, data_format)
    float_dtype(fname, ("x", x), ("filters", filters))
    _, _, c = split(fname, shape_of(x), 2, cf)
    fs = shape_of(filters)
    if len(fs) not in (3, 4) or fs[2] != c:
        raise IvyValueError(f"ivy.{fname}: filters must be [kH, kW, C] or [kH, kW, C, M] with "
                            f"C = {c} (x's channels), got shape {fs}")
    return fs, c
