"""Convolutions (Ivy's own, beyond the standard): 1-D, 2-D, 3-D, their transposes, depthwise.

Layouts, the same on every backend:

* ``x``: ``[*batch, *spatial, C]`` (``data_format="channel_last"``, the default) or
  ``[*batch, C, *spatial]`` (``"channel_first"``); one batch dimension or more.
* ``filters``: ``[*kernel, C_in / groups, C_out]`` (TensorFlow's and JAX's ``HWIO``). A transpose
  takes the *same* array as the convolution it is the adjoint of: ``[*kernel, C_out / groups,
  C_in]`` with ``C_in`` its input's channels. PyTorch and MXNet kernels permute it to
  ``[C_out, C_in / groups, *kernel]`` (``[C_in, C_out / groups, *kernel]`` for a transpose).
* ``padding``: ``"SAME"`` (TensorFlow's rule: output ``ceil(n / stride)``, the smaller half of the
  padding first), ``"VALID"``, an int, or one int or ``(lo, hi)`` pair per spatial dimension.
  ``strides`` and ``dilations``: an int or one per spatial dimension.
* ``bias``: ``[C_out]``, added to every output position.

``conv*_transpose`` is the adjoint of ``conv*`` with the same filters, strides, padding, dilations
and groups: ``<conv(x), y> == <x, conv_transpose(y)>`` for an ``x`` of the transpose's output
shape (the gradient of the convolution with respect to its input).
"""

from .._rules.convolutions import depthwise_filters  # noqa: F401
from ._api import api, composed

_FMT = "channel_last"


@api
def conv1d(x, filters, strides, padding, /, *, data_format=_FMT, dilations=1, groups=1, bias=None):
    """1-D convolution (cross-correlation, as every framework computes it).

    Args:
        x: real floating array ``[*batch, W, C_in]`` (``[*batch, C_in, W]`` channel-first).
        filters: ``[kW, C_in / groups, C_out]``.
        strides: int or ``(sW,)``.
        padding: ``"SAME"``, ``"VALID"``, an int, or ``[(lo, hi)]``.
        data_format: ``"channel_last"`` or ``"channel_first"``.
        dilations: int or ``(dW,)``: spacing of the kernel taps.
        groups: ``C_in`` and ``C_out`` split into this many independent groups.
        bias: optional ``[C_out]``.

    Returns:
        ``[*batch, W_out, C_out]`` of ``ivy.result_type(x, filters)``; ``W_out`` is
        ``(W + lo + hi - dW * (kW - 1) - 1) // sW + 1``.

    Raises:
        IvyValueError: wrong ranks, channels that do not match ``filters`` and ``groups``, a bad
            padding, stride, dilation or data_format, an input smaller than the kernel.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.arange(5.0).reshape(1, 5, 1)
        >>> ivy.conv1d(x, np.ones((2, 1, 1)), 1, "VALID")[0, :, 0].tolist()
        [1.0, 3.0, 5.0, 7.0]
    """


@api
def conv1d_transpose(x, filters, strides, padding, /, *, output_shape=None, output_padding=0,
                     data_format=_FMT, dilations=1, groups=1, bias=None):
    """Transposed 1-D convolution: the adjoint of :func:`conv1d` with the same arguments.

    Args:
        x: real floating array ``[*batch, W, C_in]`` (``[*batch, C_in, W]`` channel-first).
        filters: ``[kW, C_out / groups, C_in]`` (the array ``conv1d`` would take to map
            ``C_out`` channels to ``C_in``).
        strides, padding, dilations, groups, data_format: those of the forward convolution.
        output_shape: ``(W_out,)``, the spatial shape of the result; any size whose forward
            convolution has ``W`` outputs. Default: ``(W - 1) * sW + dW * (kW - 1) + 1 - lo - hi``
            (``W * sW`` for ``"SAME"``).
        output_padding: int or ``(p,)`` with ``0 <= p < sW``, added to the default size (not
            with ``"SAME"``; give ``output_shape`` there).
        bias: optional ``[C_out]``.

    Returns:
        ``[*batch, W_out, C_out]`` of ``ivy.result_type(x, filters)``.

    Raises:
        IvyValueError: as :func:`conv1d`, and an output size no forward convolution maps to ``W``.

    Example:
        >>> import ivy, numpy as np
        >>> y = np.ones((1, 3, 1))
        >>> ivy.conv1d_transpose(y, np.ones((2, 1, 1)), 1, "VALID")[0, :, 0].tolist()
        [1.0, 2.0, 2.0, 1.0]
    """


@api
def conv2d(x, filters, strides, padding, /, *, data_format=_FMT, dilations=1, groups=1, bias=None):
    """2-D convolution (cross-correlation, as every framework computes it).

    Args:
        x: real floating array ``[*batch, H, W, C_in]`` (``[*batch, C_in, H, W]`` channel-first).
        filters: ``[kH, kW, C_in / groups, C_out]``.
        strides: int or ``(sH, sW)``.
        padding: ``"SAME"``, ``"VALID"``, an int, or ``[(lo, hi), (lo, hi)]`` (or an int each).
        data_format: ``"channel_last"`` or ``"channel_first"``.
        dilations: int or ``(dH, dW)``: spacing of the kernel taps.
        groups: ``C_in`` and ``C_out`` split into this many independent groups.
        bias: optional ``[C_out]``.

    Returns:
        ``[*batch, H_out, W_out, C_out]`` of ``ivy.result_type(x, filters)``; per dimension
        ``(n + lo + hi - d * (k - 1) - 1) // s + 1``.

    Raises:
        IvyValueError: wrong ranks, channels that do not match ``filters`` and ``groups``, a bad
            padding, stride, dilation or data_format, an input smaller than the kernel.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.arange(16.0).reshape(1, 4, 4, 1)
        >>> ivy.conv2d(x, np.ones((2, 2, 1, 1)), 2, "VALID")[0, :, :, 0].tolist()
        [[10.0, 18.0], [42.0, 50.0]]
    """


@api
def conv2d_transpose(x, filters, strides, padding, /, *, output_shape=None, output_padding=0,
                     data_format=_FMT, dilations=1, groups=1, bias=None):
    """Transposed 2-D convolution: the adjoint of :func:`conv2d` with the same arguments.

    Args:
        x: real floating array ``[*batch, H, W, C_in]`` (``[*batch, C_in, H, W]`` channel-first).
        filters: ``[kH, kW, C_out / groups, C_in]`` (the array ``conv2d`` would take to map
            ``C_out`` channels to ``C_in``).
        strides, padding, dilations, groups, data_format: those of the forward convolution.
        output_shape: ``(H_out, W_out)``, the spatial shape of the result; any sizes whose forward
            convolution has ``(H, W)`` outputs. Default per dimension:
            ``(n - 1) * s + d * (k - 1) + 1 - lo - hi`` (``n * s`` for ``"SAME"``).
        output_padding: int or one per dimension, ``0 <= p < s``, added to the default size (not
            with ``"SAME"``; give ``output_shape`` there).
        bias: optional ``[C_out]``.

    Returns:
        ``[*batch, H_out, W_out, C_out]`` of ``ivy.result_type(x, filters)``.

    Raises:
        IvyValueError: as :func:`conv2d`, and output sizes no forward convolution maps to
            ``(H, W)``.

    Example:
        >>> import ivy, numpy as np
        >>> y = np.ones((1, 2, 2, 1))
        >>> ivy.conv2d_transpose(y, np.ones((2, 2, 1, 1)), 2, "VALID").shape
        (1, 4, 4, 1)
    """


@api
def conv3d(x, filters, strides, padding, /, *, data_format=_FMT, dilations=1, groups=1, bias=None):
    """3-D convolution (cross-correlation, as every framework computes it).

    Args:
        x: real floating array ``[*batch, D, H, W, C_in]`` (``[*batch, C_in, D, H, W]``
            channel-first).
        filters: ``[kD, kH, kW, C_in / groups, C_out]``.
        strides: int or ``(sD, sH, sW)``.
        padding: ``"SAME"``, ``"VALID"``, an int, or three ``(lo, hi)`` pairs (or ints).
        data_format: ``"channel_last"`` or ``"channel_first"``.
        dilations: int or ``(dD, dH, dW)``: spacing of the kernel taps.
        groups: ``C_in`` and ``C_out`` split into this many independent groups.
        bias: optional ``[C_out]``.

    Returns:
        ``[*batch, D_out, H_out, W_out, C_out]`` of ``ivy.result_type(x, filters)``; per
        dimension ``(n + lo + hi - d * (k - 1) - 1) // s + 1``.

    Raises:
        IvyValueError: wrong ranks, channels that do not match ``filters`` and ``groups``, a bad
            padding, stride, dilation or data_format, an input smaller than the kernel.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.ones((1, 3, 3, 3, 2))
        >>> ivy.conv3d(x, np.ones((3, 3, 3, 2, 4)), 1, "SAME").shape
        (1, 3, 3, 3, 4)
    """


@api
def conv3d_transpose(x, filters, strides, padding, /, *, output_shape=None, output_padding=0,
                     data_format=_FMT, dilations=1, groups=1, bias=None):
    """Transposed 3-D convolution: the adjoint of :func:`conv3d` with the same arguments.

    Args:
        x: real floating array ``[*batch, D, H, W, C_in]`` (``[*batch, C_in, D, H, W]``
            channel-first).
        filters: ``[kD, kH, kW, C_out / groups, C_in]`` (the array ``conv3d`` would take to map
            ``C_out`` channels to ``C_in``).
        strides, padding, dilations, groups, data_format: those of the forward convolution.
        output_shape: ``(D_out, H_out, W_out)``; any sizes whose forward convolution has
            ``(D, H, W)`` outputs. Default per dimension: ``(n - 1) * s + d * (k - 1) + 1 - lo -
            hi`` (``n * s`` for ``"SAME"``).
        output_padding: int or one per dimension, ``0 <= p < s``, added to the default size (not
            with ``"SAME"``; give ``output_shape`` there).
        bias: optional ``[C_out]``.

    Returns:
        ``[*batch, D_out, H_out, W_out, C_out]`` of ``ivy.result_type(x, filters)``.

    Raises:
        IvyValueError: as :func:`conv3d`, and output sizes no forward convolution maps to the
            input's.

    Example:
        >>> import ivy, numpy as np
        >>> y = np.ones((1, 2, 2, 2, 3))
        >>> ivy.conv3d_transpose(y, np.ones((2, 2, 2, 1, 3)), 2, "SAME").shape
        (1, 4, 4, 4, 1)
    """


@composed
def depthwise_conv2d(xp, x, filters, strides, padding, /, *, data_format=_FMT, dilations=1,
                     bias=None):
    """Depthwise 2-D convolution: each input channel convolved with its own filters.

    Composed as :func:`conv2d` with ``groups = C`` (TensorFlow has its own kernel).

    Args:
        x: real floating array ``[*batch, H, W, C]`` (``[*batch, C, H, W]`` channel-first).
        filters: ``[kH, kW, C]``, or ``[kH, kW, C, M]`` for ``M`` outputs per input channel.
        strides, padding, data_format, dilations: as in :func:`conv2d`.
        bias: optional ``[C * M]``.

    Returns:
        ``[*batch, H_out, W_out, C * M]`` of ``ivy.result_type(x, filters)``; output channel
        ``c * M + m`` comes from input channel ``c`` (TensorFlow's order).

    Raises:
        IvyValueError: ``filters`` not ``[kH, kW, C(, M)]`` for ``x``'s ``C``, and the errors of
            :func:`conv2d`.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.ones((1, 3, 3, 2))
        >>> f = np.stack([np.ones((2, 2)), 2 * np.ones((2, 2))], -1)
        >>> ivy.depthwise_conv2d(x, f, 1, "VALID")[0, 0, 0].tolist()
        [4.0, 8.0]
    """
    fs, c = depthwise_filters(x, filters, data_format)
    f = xp.reshape(filters, (*fs[:2], 1, c * (fs[3] if len(fs) == 4 else 1)))
    return xp.conv2d(x, f, strides, padding, data_format=data_format, dilations=dilations,
                     groups=c, bias=bias)


