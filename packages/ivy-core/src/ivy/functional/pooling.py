"""Pooling (Ivy's own, beyond the standard): max and average pooling in 1-D, 2-D and 3-D, and
adaptive average pooling over any number of spatial dimensions.

``x`` is ``[*batch, *spatial, C]`` (``data_format="channel_last"``, the default) or
``[*batch, C, *spatial]`` (``"channel_first"``). ``kernel``, ``strides`` and ``dilations`` are an
int or one per spatial dimension; ``padding`` is ``"SAME"`` (TensorFlow's rule: output
``ceil(n / stride)``, the smaller half of the padding first), ``"VALID"``, an int, or one int or
``(lo, hi)`` pair per spatial dimension.

Output size per dimension, ``eff = dilation * (kernel - 1) + 1``: ``ceil(n / stride)`` for
``"SAME"``; else ``(n + lo + hi - eff) // stride + 1``, or with ``ceil_mode`` the ceiling of the
division (PyTorch's rule: a last window that would start in the high padding is dropped).
Max pooling takes the maximum of a window's input elements (padding never wins; ``-inf`` for a
window holding none). Average pooling divides a window's sum by the number of its input elements,
or with ``count_include_pad`` by its positions inside the padded input (not ceil mode's
overhang), as PyTorch does; a window holding none gives 0.
"""

from .._rules.spatial import adaptive_args, resample
from ._api import api, composed

_FMT = "channel_last"


@composed
def adaptive_avg_pool(xp, x, output_size, /, *, data_format=_FMT):
    """Average pooling to a fixed output size, over any number of spatial dimensions.

    Output ``i`` along a dimension of size ``n`` averages the inputs ``floor(i * n / out)`` to
    ``ceil((i + 1) * n / out)`` (exclusive), PyTorch's bins; windows may overlap.

    Args:
        x: real floating array ``[*batch, *spatial, C]`` (``[*batch, C, *spatial]``
            channel-first).
        output_size: one int per spatial dimension; a single int: that size for every spatial
            dimension of ``x`` with one batch dimension (``x.ndim - 2`` of them).
        data_format: ``"channel_last"`` or ``"channel_first"``.

    Returns:
        ``[*batch, *output_size, C]`` of ``x``'s dtype.

    Raises:
        IvyValueError: too few dimensions, a non-positive size, a bad data_format.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.arange(6.0).reshape(1, 6, 1)
        >>> ivy.adaptive_avg_pool(x, (3,))[0, :, 0].tolist()
        [0.5, 2.5, 4.5]
    """
    return resample(xp, x, adaptive_args("adaptive_avg_pool", x, output_size, data_format))


@api
def avg_pool1d(x, kernel, strides, padding, /, *, data_format=_FMT, count_include_pad=False,
               ceil_mode=False):
    """1-D average pooling.

    Args:
        x: real floating array ``[*batch, W, C]`` (``[*batch, C, W]`` channel-first).
        kernel: int or ``(kW,)``; strides: int or ``(sW,)``.
        padding: ``"SAME"``, ``"VALID"``, an int, or ``[(lo, hi)]``.
        data_format: ``"channel_last"`` or ``"channel_first"``.
        count_include_pad: divide by the window's positions inside the padded input, not only
            its input elements.
        ceil_mode: round the output size up (no effect with ``"SAME"``).

    Returns:
        ``[*batch, W_out, C]`` of ``x``'s dtype (sizes in the module docstring).

    Raises:
        IvyValueError: wrong rank, a bad kernel, stride, padding or data_format, an input smaller
            than the kernel.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.arange(5.0).reshape(1, 5, 1)
        >>> ivy.avg_pool1d(x, 2, 2, "SAME")[0, :, 0].tolist()
        [0.5, 2.5, 4.0]
    """


@api
def avg_pool2d(x, kernel, strides, padding, /, *, data_format=_FMT, count_include_pad=False,
               ceil_mode=False):
    """2-D average pooling.

    Args:
        x: real floating array ``[*batch, H, W, C]`` (``[*batch, C, H, W]`` channel-first).
        kernel: int or ``(kH, kW)``; strides: int or ``(sH, sW)``.
        padding: ``"SAME"``, ``"VALID"``, an int, or two ``(lo, hi)`` pairs (or ints).
        data_format: ``"channel_last"`` or ``"channel_first"``.
        count_include_pad: divide by the window's positions inside the padded input, not only
            its input elements.
        ceil_mode: round the output size up (no effect with ``"SAME"``).

    Returns:
        ``[*batch, H_out, W_out, C]`` of ``x``'s dtype (sizes in the module docstring).

    Raises:
        IvyValueError: wrong rank, a bad kernel, stride, padding or data_format, an input smaller
            than the kernel.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.arange(16.0).reshape(1, 4, 4, 1)
        >>> ivy.avg_pool2d(x, 2, 2, "VALID")[0, :, :, 0].tolist()
        [[2.5, 4.5], [10.5, 12.5]]
    """


@api
def avg_pool3d(x, kernel, strides, padding, /, *, data_format=_FMT, count_include_pad=False,
               ceil_mode=False):
    """3-D average pooling.

    Args:
        x: real floating array ``[*batch, D, H, W, C]`` (``[*batch, C, D, H, W]`` channel-first).
        kernel: int or ``(kD, kH, kW)``; strides: int or ``(sD, sH, sW)``.
        padding: ``"SAME"``, ``"VALID"``, an int, or three ``(lo, hi)`` pairs (or ints).
        data_format: ``"channel_last"`` or ``"channel_first"``.
        count_include_pad: divide by the window's positions inside the padded input, not only
            its input elements.
        ceil_mode: round the output size up (no effect with ``"SAME"``).

    Returns:
        ``[*batch, D_out, H_out, W_out, C]`` of ``x``'s dtype (sizes in the module docstring).

    Raises:
        IvyValueError: wrong rank, a bad kernel, stride, padding or data_format, an input smaller
            than the kernel.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.ones((1, 4, 4, 4, 2))
        >>> ivy.avg_pool3d(x, 2, 2, "VALID").shape
        (1, 2, 2, 2, 2)
    """


@api
def max_pool1d(x, kernel, strides, padding, /, *, data_format=_FMT, dilations=1, ceil_mode=False):
    """1-D max pooling.

    Args:
        x: real floating array ``[*batch, W, C]`` (``[*batch, C, W]`` channel-first).
        kernel: int or ``(kW,)``; strides: int or ``(sW,)``.
        padding: ``"SAME"``, ``"VALID"``, an int, or ``[(lo, hi)]``.
        data_format: ``"channel_last"`` or ``"channel_first"``.
        dilations: int or ``(dW,)``: spacing of the window's taps.
        ceil_mode: round the output size up (no effect with ``"SAME"``).

    Returns:
        ``[*batch, W_out, C]`` of ``x``'s dtype (sizes in the module docstring).

    Raises:
        IvyValueError: wrong rank, a bad kernel, stride, dilation, padding or data_format, an
            input smaller than the kernel.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([1.0, 3.0, 2.0, 5.0, 4.0]).reshape(1, 5, 1)
        >>> ivy.max_pool1d(x, 2, 2, "VALID", ceil_mode=True)[0, :, 0].tolist()
        [3.0, 5.0, 4.0]
    """


@api
def max_pool2d(x, kernel, strides, padding, /, *, data_format=_FMT, dilations=1, ceil_mode=False):
    """2-D max pooling.

    Args:
        x: real floating array ``[*batch, H, W, C]`` (``[*batch, C, H, W]`` channel-first).
        kernel: int or ``(kH, kW)``; strides: int or ``(sH, sW)``.
        padding: ``"SAME"``, ``"VALID"``, an int, or two ``(lo, hi)`` pairs (or ints).
        data_format: ``"channel_last"`` or ``"channel_first"``.
        dilations: int or ``(dH, dW)``: spacing of the window's taps.
        ceil_mode: round the output size up (no effect with ``"SAME"``).

    Returns:
        ``[*batch, H_out, W_out, C]`` of ``x``'s dtype (sizes in the module docstring).

    Raises:
        IvyValueError: wrong rank, a bad kernel, stride, dilation, padding or data_format, an
            input smaller than the kernel.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.arange(16.0).reshape(1, 4, 4, 1)
        >>> ivy.max_pool2d(x, 2, 2, "VALID")[0, :, :, 0].tolist()
        [[5.0, 7.0], [13.0, 15.0]]
    """


@api
def max_pool3d(x, kernel, strides, padding, /, *, data_format=_FMT, dilations=1, ceil_mode=False):
    """3-D max pooling.

    Args:
        x: real floating array ``[*batch, D, H, W, C]`` (``[*batch, C, D, H, W]`` channel-first).
        kernel: int or ``(kD, kH, kW)``; strides: int or ``(sD, sH, sW)``.
        padding: ``"SAME"``, ``"VALID"``, an int, or three ``(lo, hi)`` pairs (or ints).
        data_format: ``"channel_last"`` or ``"channel_first"``.
        dilations: int or ``(dD, dH, dW)``: spacing of the window's taps.
        ceil_mode: round the output size up (no effect with ``"SAME"``).

    Returns:
        ``[*batch, D_out, H_out, W_out, C]`` of ``x``'s dtype (sizes in the module docstring).

    Raises:
        IvyValueError: wrong rank, a bad kernel, stride, dilation, padding or data_format, an
            input smaller than the kernel.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.arange(8.0).reshape(1, 2, 2, 2, 1)
        >>> ivy.max_pool3d(x, 2, 1, "VALID")[0, 0, 0, 0].tolist()
        [7.0]
    """
