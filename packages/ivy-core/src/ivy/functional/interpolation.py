"""Interpolation (Ivy's own, beyond the standard): resampling to a new spatial size.

One composition serves every backend (one gather and weighted sum per resampled axis, with the
indices and weights of each mode computed once per size on the host); PyTorch, JAX and TensorFlow
call their native resize where it computes exactly the same thing. The conventions are
PyTorch's:

* ``"nearest"``: output ``i`` takes input ``floor(i * n / out)`` (PyTorch's legacy nearest and
  TensorFlow's ``ResizeNearestNeighbor``), computed exactly (the frameworks' float32 scale can be
  one index off; they are used only where it is not).
* ``"linear"`` (any number of spatial dimensions; ``"bilinear"`` for 2, ``"trilinear"`` for 3):
  separable linear interpolation at ``src = (i + 0.5) * n / out - 0.5`` clamped at 0 (half
  pixels), or ``src = i * (n - 1) / (out - 1)`` with ``align_corners``.
* ``"bicubic"`` (2 spatial dimensions): cubic convolution with ``A = -0.75`` at the same ``src``
  (not clamped), neighbours beyond the border replaced by the border value.
* ``"area"``: adaptive average pooling (:func:`ivy.adaptive_avg_pool`).

``scale_factor`` gives the output size ``floor(n * scale_factor)``; the coordinates then use
``n / out`` like an explicit size (PyTorch's ``recompute_scale_factor=True``).
"""

from ._api import composed
from ._spatial import resample, resize_args


@composed
def interpolate(xp, x, size=None, /, *, mode="linear", align_corners=False, scale_factor=None,
                data_format="channel_last"):
    """Resample ``x``'s spatial dimensions to ``size`` (conventions in the module docstring).

    Args:
        x: real floating array ``[*batch, *spatial, C]`` (``[*batch, C, *spatial]``
            channel-first).
        size: output spatial size, one int per spatial dimension; a single int: that size for
            every spatial dimension of ``x`` with one batch dimension (or as many as ``mode``
            names). Give ``size`` or ``scale_factor``.
        mode: ``"nearest"``, ``"linear"``, ``"bilinear"``, ``"trilinear"``, ``"bicubic"`` or
            ``"area"``.
        align_corners: linear and cubic modes: map the corner pixels' centres onto each other.
        scale_factor: a positive number, or one per spatial dimension, instead of ``size``.
        data_format: ``"channel_last"`` or ``"channel_first"``.

    Returns:
        ``[*batch, *size, C]`` of ``x``'s dtype.

    Raises:
        IvyValueError: a bad mode or data_format, both or neither of size and scale_factor, a
            mode for another number of spatial dimensions, align_corners with nearest or area.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([0.0, 1.0]).reshape(1, 2, 1)
        >>> ivy.interpolate(x, (4,))[0, :, 0].tolist()
        [0.0, 0.25, 0.75, 1.0]
        >>> ivy.interpolate(x, (3,), align_corners=True)[0, :, 0].tolist()
        [0.0, 0.5, 1.0]
    """
    return resample(xp, x, resize_args("interpolate", x, size, scale_factor, mode, align_corners,
                                       data_format))
