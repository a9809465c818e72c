"""Convolution and pooling layers: ``Module``s calling ``ivy.conv{1,2,3}d``,
``ivy.conv{1,2,3}d_transpose``, ``ivy.depthwise_conv2d``, ``ivy.max_pool{1,2,3}d`` and
``ivy.avg_pool{1,2,3}d`` with the functions' layouts: ``x`` channel-last ``[*batch, *spatial, C]``
by default, filters ``[*kernel, C_in / groups, C_out]`` (``[*kernel, C_out / groups, C_in]`` for
a transpose, ``[kH, kW, C, M]`` depthwise)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Unpack

from .._rules.specs import SPECS as _SPECS
from ..errors import IvyValueError
from ..functional import convolutions as _convolutions
from .initializers import GlorotUniform, Initializer, Zeros
from .module import Module, ModuleOptions


def _tuple(name, value, n):
    t = (value,) * n if isinstance(value, int) else tuple(value)
    if len(t) != n or any(type(k) is not int or k < 1 for k in t):
        raise IvyValueError(f"{name} must be a positive int or {n} of them, got {value!r}")
    return t


class _Conv(Module):
    _dims = 0
    _op = ""
    _transpose = False

    def __init__(self, input_channels: int, output_channels: int, kernel_size: int | Sequence[int],
                 strides: int | Sequence[int] = 1, padding: str | int | Sequence[Any] = "SAME", *,
                 dilations: int | Sequence[int] = 1, groups: int = 1, with_bias: bool = True,
                 data_format: str = "channel_last", weight_initializer: Initializer | None = None,
                 bias_initializer: Initializer | None = None, **kwargs: Unpack[ModuleOptions]):
        name = f"ivy.{type(self).__name__}"
        for n, c in (("input_channels", input_channels), ("output_channels", output_channels),
                     ("groups", groups)):
            if type(c) is not int or c < 1:
                raise IvyValueError(f"{name}: {n} must be a positive int, got {c!r}")
        if input_channels % groups or output_channels % groups:
            raise IvyValueError(f"{name}: groups={groups} must divide input_channels="
                                f"{input_channels} and output_channels={output_channels}")
        self._in, self._out, self._groups = input_channels, output_channels, groups
        self._kernel = _tuple(f"{name}: kernel_size", kernel_size, self._dims)
        self._strides, self._padding, self._dilations = strides, padding, dilations
        self._with_bias, self._format = with_bias, data_format
        self._w_init = weight_initializer or GlorotUniform()
        self._b_init = bias_initializer or Zeros()
        super().__init__(**kwargs)

    def _filter_shape(self):
        if self._transpose:  # the forward convolution's filters: C_out -> C_in
            return self._kernel + (self._out // self._groups, self._in)
        return self._kernel + (self._in // self._groups, self._out)

    def _create_variables(self, device, dtype):
        v = {"w": self._w_init(self._filter_shape(), dtype=dtype, device=device)}
        if self._with_bias:
            v["b"] = self._b_init((self._out,), dtype=dtype, device=device)
        return v

    def _forward(self, x, **extra):
        return _SPECS[self._op].dispatcher(
            x, self.v.w, self._strides, self._padding, data_format=self._format,
            dilations=self._dilations, groups=self._groups,
            bias=self.v.b if self._with_bias else None, **extra)


class _ConvTranspose(_Conv):
    _transpose = True

    def __init__(self, input_channels: int, output_channels: int, kernel_size: int | Sequence[int],
                 strides: int | Sequence[int] = 1, padding: str | int | Sequence[Any] = "SAME", *,
                 output_padding: int | Sequence[int] = 0, dilations: int | Sequence[int] = 1,
                 groups: int = 1, with_bias: bool = True, data_format: str = "channel_last",
                 weight_initializer: Initializer | None = None,
                 bias_initializer: Initializer | None = None, **kwargs: Unpack[ModuleOptions]):
        self._output_padding = output_padding
        super().__init__(input_channels, output_channels, kernel_size, strides, padding,
                         dilations=dilations, groups=groups, with_bias=with_bias,
                         data_format=data_format, weight_initializer=weight_initializer,
                         bias_initializer=bias_initializer, **kwargs)

    def _forward(self, x, output_shape=None):
        """``output_shape``: the spatial output sizes (None: the default sizes)."""
        return super()._forward(x, output_shape=output_shape,
                                output_padding=self._output_padding)


def _doc(cls, dims, op, transpose):
    x = "[*batch, " + ", ".join("DHW"[3 - dims:]) + ", C]"
    kind = "Transposed convolution" if transpose else "Convolution"
    cls.__doc__ = (
        f"{dims}-D {kind.lower()} layer (``ivy.{op}``): ``x`` ``{x}`` -> ``[..., "
        f"output_channels]``.\n\n"
        f"    Args: ``input_channels``, ``output_channels``, ``kernel_size`` (int or {dims} "
        f"ints), ``strides``, ``padding`` (``\"SAME\"`` default), ``dilations``, ``groups``, "
        f"``with_bias``, ``data_format`` and the initializers (Glorot uniform, zeros)"
        + (", ``output_padding``; a call may give ``output_shape``" if transpose else "") +
        ".\n    Variables: ``w`` (the filters) and ``b`` ``[output_channels]``.\n\n"
        f"    Example:\n        >>> import ivy, numpy as np\n"
        f"        >>> layer = ivy.{cls.__name__}(2, 4, 3)\n"
        f"        >>> layer(np.ones((1,{' 5,' * dims} 2), dtype=\"float32\")).shape\n"
        f"        (1,{' 5,' * dims} 4)\n")
    return cls


def _make(name, dims, transpose):
    op = f"conv{dims}d" + ("_transpose" if transpose else "")
    base = _ConvTranspose if transpose else _Conv
    cls = type(name, (base,), {"_dims": dims, "_op": op, "__module__": __name__})
    return _doc(cls, dims, op, transpose)


Conv1D = _make("Conv1D", 1, False)
Conv2D = _make("Conv2D", 2, False)
Conv3D = _make("Conv3D", 3, False)
Conv1DTranspose = _make("Conv1DTranspose", 1, True)
Conv2DTranspose = _make("Conv2DTranspose", 2, True)
Conv3DTranspose = _make("Conv3DTranspose", 3, True)


class DepthwiseConv2D(Module):
    """Depthwise 2-D convolution layer (``ivy.depthwise_conv2d``): each of the ``num_channels``
    input channels convolved with its own ``depth_multiplier`` filters -> ``[..., C * M]``.

    Variables: ``w`` ``[kH, kW, C, M]`` (Glorot uniform), ``b`` ``[C * M]`` (zeros).

    Example:
        >>> import ivy, numpy as np
        >>> layer = ivy.DepthwiseConv2D(3, 3, depth_multiplier=2)
        >>> layer(np.ones((1, 5, 5, 3), dtype="float32")).shape
        (1, 5, 5, 6)
    """

    def __init__(self, num_channels: int, kernel_size: int | Sequence[int],
                 strides: int | Sequence[int] = 1, padding: str | int | Sequence[Any] = "SAME", *,
                 depth_multiplier: int = 1, dilations: int | Sequence[int] = 1, with_bias: bool = True,
                 data_format: str = "channel_last", weight_initializer: Initializer | None = None,
                 bias_initializer: Initializer | None = None, **kwargs: Unpack[ModuleOptions]):
        for n, c in (("num_channels", num_channels), ("depth_multiplier", depth_multiplier)):
            if type(c) is not int or c < 1:
                raise IvyValueError(f"ivy.DepthwiseConv2D: {n} must be a positive int, got {c!r}")
        self._c, self._m = num_channels, depth_multiplier
        self._kernel = _tuple("ivy.DepthwiseConv2D: kernel_size", kernel_size, 2)
        self._strides, self._padding, self._dilations = strides, padding, dilations
        self._with_bias, self._format = with_bias, data_format
        self._w_init = weight_initializer or GlorotUniform()
        self._b_init = bias_initializer or Zeros()
        super().__init__(**kwargs)

    def _create_variables(self, device, dtype):
        k = self._kernel[0] * self._kernel[1]
        v = {"w": self._w_init(self._kernel + (self._c, self._m), fan_in=k, fan_out=k * self._m,
                               dtype=dtype, device=device)}
        if self._with_bias:
            v["b"] = self._b_init((self._c * self._m,), dtype=dtype, device=device)
        return v

    def _forward(self, x):
        return _convolutions.depthwise_conv2d(x, self.v.w, self._strides, self._padding,
                                     data_format=self._format, dilations=self._dilations,
                                     bias=self.v.b if self._with_bias else None)


class _Pool(Module):
    _op = ""

    def __init__(self, kernel_size: int | Sequence[int], strides: int | Sequence[int] | None = None,
                 padding: str | int | Sequence[Any] = "VALID", *, data_format: str = "channel_last",
                 **options: Any):
        self._kernel = kernel_size
        self._strides = kernel_size if strides is None else strides
        self._padding, self._format, self._options = padding, data_format, options
        super().__init__()

    def _forward(self, x):
        return _SPECS[self._op].dispatcher(x, self._kernel, self._strides, self._padding,
                                       data_format=self._format, **self._options)


def _make_pool(name, op, dims, option_doc):
    doc = (f"{dims}-D {'max' if op.startswith('max') else 'average'} pooling layer "
           f"(``ivy.{op}``); no variables.\n\n"
           f"    Args: ``kernel_size``, ``strides`` (None: the kernel size), ``padding`` "
           f"(``\"VALID\"`` default), ``data_format``, {option_doc}.\n\n"
           f"    Example:\n        >>> import ivy, numpy as np\n"
           f"        >>> ivy.{name}(2)(np.ones((1,{' 4,' * dims} 3))).shape\n"
           f"        (1,{' 2,' * dims} 3)\n")
    return type(name, (_Pool,), {"_op": op, "__doc__": doc, "__module__": __name__})


_MAX = "``dilations``, ``ceil_mode``"
_AVG = "``count_include_pad``, ``ceil_mode``"
MaxPool1D = _make_pool("MaxPool1D", "max_pool1d", 1, _MAX)
MaxPool2D = _make_pool("MaxPool2D", "max_pool2d", 2, _MAX)
MaxPool3D = _make_pool("MaxPool3D", "max_pool3d", 3, _MAX)
AvgPool1D = _make_pool("AvgPool1D", "avg_pool1d", 1, _AVG)
AvgPool2D = _make_pool("AvgPool2D", "avg_pool2d", 2, _AVG)
AvgPool3D = _make_pool("AvgPool3D", "avg_pool3d", 3, _AVG)
