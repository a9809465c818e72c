"""The ATen operators a ``torch.export`` program contains, each written with the PyTorch frontend
(``ivy.frontends.torch``), so a captured PyTorch program replays with PyTorch's semantics on any
backend.

``ATEN`` maps an operator's name (``"addmm.default"``, ``"add.Tensor"``: ATen's name and
overload) to a function taking the operator's schema arguments by their schema names and
returning the frontend's result (a tensor or a tuple of them). A graph node of such an operator is
``aten.<name>``; its tensor arguments are the node's inputs and its other schema arguments its
parameters (``_graph.aten_op`` puts them back together). ``_from_torch.py`` refuses any operator
without a row here, naming it and the user's source line. ``_aten_more.py`` adds more rows (and
``UNMAPPED``: the Core ATen operators left out on purpose, with why); docs/graph/coverage.md lists
the Core ATen coverage (``python -m ivy.graph._coverage``).
"""

from __future__ import annotations

import sys

INT64_MAX = 9223372036854775807  # ATen's "to the end" in slice


def _t():
    from ..frontends import torch  # noqa: PLC0415 - on the first replay only

    return torch


def _f():
    return _t().nn.functional


def _dtype(name):
    return None if name is None else getattr(_t(), name)


def _native(x):
    _t()  # (the frontend imports its tensor module: on the first replay, maybe only now)
    return sys.modules["ivy.frontends.torch.tensor"].native(x)


ATEN: dict = {}


def _op(*names):
    def register(f):
        for n in names:
            ATEN[n] = f
        return f

    return register


# --- element-wise ---------------------------------------------------------------------------------
def _unary(name):
    def run(self):
        return getattr(_t(), name)(self)

    run.__name__ = name
    return run


UNARY = ("abs", "ceil", "cos", "cosh", "erf", "exp", "expm1", "floor", "log", "log1p",
         "logical_not", "neg", "reciprocal", "relu", "rsqrt", "sigmoid", "sign", "sin", "sinh",
         "sqrt", "tan", "tanh")
for _name in UNARY:
    ATEN[f"{_name}.default"] = _unary(_name)


def _binary(name):
    def run(self, other):
        return getattr(_t(), name)(self, other)

    run.__name__ = name
    return run


BINARY = ("eq", "ge", "gt", "le", "lt", "ne", "mul", "div", "maximum", "minimum", "remainder",
          "logical_and", "logical_or", "atan2")
for _name in BINARY:
    ATEN[f"{_name}.Tensor"] = ATEN[f"{_name}.Scalar"] = _binary(_name)
ATEN["maximum.default"], ATEN["minimum.default"] = ATEN["maximum.Tensor"], ATEN["minimum.Tensor"]
ATEN["logical_and.default"] = ATEN["logical_and.Tensor"]
ATEN["logical_or.default"] = ATEN["logical_or.Tensor"]
ATEN["atan2.default"] = ATEN["atan2.Tensor"]


@_op("add.Tensor", "add.Scalar")
def _add(self, other, alpha=1):
    return _t().add(self, other, alpha=alpha)


@_op("sub.Tensor", "sub.Scalar")
def _sub(self, other, alpha=1):
    return _t().sub(self, other, alpha=alpha)


@_op("div.Tensor_mode")
def _div_mode(self, other, rounding_mode=None):
    return _t().div(self, other, rounding_mode=rounding_mode)


@_op("pow.Tensor_Scalar", "pow.Tensor_Tensor", "pow.Scalar")
def _pow(self, exponent):
    return _t().pow(self, exponent)


@_op("where.self")
def _where(condition, self, other):
    return _t().where(condition, self, other)


@_op("clamp.default", "clamp.Tensor")
def _clamp(self, min=None, max=None):  # noqa: A002 - ATen's names
    return _t().clamp(self, min, max)


@_op("gelu.default")
def _gelu(self, approximate="none"):
    return _f().gelu(self, approximate=approximate)


# --- shapes -----------------------------------------------------------------------------------------
@_op("view.default", "_unsafe_view.default", "reshape.default")
def _view(self, size):
    return _t().reshape(self, tuple(size))


@_op("permute.default")
def _permute(self, dims):
    return _t().permute(self, tuple(dims))


@_op("expand.default")
def _expand(self, size, implicit=False):
    shape = tuple(_native(self).shape)
    lead = len(size) - len(shape)
    size = [shape[i - lead] if s == -1 else s for i, s in enumerate(size)]
    return _t().broadcast_to(self, tuple(size))


@_op("unsqueeze.default")
def _unsqueeze(self, dim):
    return _t().unsqueeze(self, dim)


@_op("squeeze.dims", "squeeze.dim", "squeeze.default")
def _squeeze(self, dim=None):
    return _t().squeeze(self, tuple(dim) if isinstance(dim, (list, tuple)) else dim)


@_op("cat.default")
def _cat(tensors, dim=0):
    return _t().cat(list(tensors), dim)


@_op("slice.Tensor")
def _slice(self, dim=0, start=None, end=None, step=1):
    x = _native(self)
    n = x.shape[dim]
    end = None if end is None or end >= min(n, INT64_MAX) else end
    return x[(slice(None),) * (dim % len(x.shape)) + (slice(start, end, step),)]


@_op("select.int")
def _select(self, dim, index):
    x = _native(self)
    return x[(slice(None),) * (dim % len(x.shape)) + (index,)]


@_op("clone.default", "alias.default", "detach.default", "lift_fresh_copy.default")
def _same(self, memory_format=None):
    return self


@_op("_to_copy.default")
def _to_copy(self, dtype=None, layout=None, device=None, pin_memory=None, non_blocking=False,
             memory_format=None):
    x = _native(self)
    return x if dtype is None else sys.modules["ivy"].astype(x, dtype)


@_op("full.default")
def _full(size, fill_value, dtype=None, layout=None, device=None, pin_memory=None):
    return _t().full(tuple(size), fill_value, dtype=_dtype(dtype))


# --- reductions -------------------------------------------------------------------------------------
@_op("sum.dim_IntList", "sum.default")
def _sum(self, dim=None, keepdim=False, dtype=None):
    return _t().sum(self, tuple(dim) if dim else None, keepdim, dtype=_dtype(dtype))


@_op("mean.dim", "mean.default")
def _mean(self, dim=None, keepdim=False, dtype=None):
    return _t().mean(self, tuple(dim) if dim else None, keepdim, dtype=_dtype(dtype))


@_op("amax.default")
def _amax(self, dim=(), keepdim=False):
    return _t().amax(self, tuple(dim), keepdim)


@_op("amin.default")
def _amin(self, dim=(), keepdim=False):
    return _t().amin(self, tuple(dim), keepdim)


@_op("_softmax.default")
def _softmax(self, dim, half_to_float=False):
    return _f().softmax(self, dim)


@_op("_log_softmax.default")
def _log_softmax(self, dim, half_to_float=False):
    return _f().log_softmax(self, dim)


# --- linear algebra and layers ------------------------------------------------------------------------
@_op("addmm.default")
def _addmm(self, mat1, mat2, beta=1, alpha=1):
    return _t().addmm(self, mat1, mat2, beta=beta, alpha=alpha)


@_op("mm.default")
def _mm(self, mat2):
    return _t().mm(self, mat2)


@_op("bmm.default")
def _bmm(self, mat2):
    return _t().bmm(self, mat2)


@_op("convolution.default")
def _convolution(input, weight, bias, stride, padding, dilation, transposed, output_padding,  # noqa: A002
                 groups):
    n = len(_native(weight).shape) - 2
    if transposed:
        conv = getattr(_f(), f"conv_transpose{n}d")
        return conv(input, weight, bias, tuple(stride), tuple(padding), tuple(output_padding),
                    groups, tuple(dilation))
    conv = getattr(_f(), f"conv{n}d")
    return conv(input, weight, bias, tuple(stride), tuple(padding), tuple(dilation), groups)


@_op("native_layer_norm.default")
def _layer_norm(input, normalized_shape, weight, bias, eps):  # noqa: A002 - ATen's name
    t = _t()
    axes = tuple(range(-len(normalized_shape), 0))
    mean = t.mean(input, axes, True)
    rstd = t.rsqrt(t.var(input, axes, unbiased=False, keepdim=True) + eps)
    out = _f().layer_norm(input, tuple(normalized_shape), weight, bias, eps)
    return out, mean, rstd


@_op("_native_batch_norm_legit_no_training.default")
def _batch_norm(input, weight, bias, running_mean, running_var, momentum, eps):  # noqa: A002
    out = _f().batch_norm(input, running_mean, running_var, weight, bias, False, momentum, eps)
    empty = _t().zeros(0)
    return out, empty, empty


@_op("embedding.default")
def _embedding(weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False):
    return _f().embedding(indices, weight)


# --- what kornia's colour, filter, geometry, loss and feature functions add (the sweep) ----------------
UNARY_MORE = ("isnan", "log10", "bitwise_not", "log2", "exp2", "trunc", "round", "asin", "acos",
              "atan", "asinh", "acosh", "atanh", "isinf")
for _name in UNARY_MORE:
    ATEN[f"{_name}.default"] = _unary(_name)
for _name in ("bitwise_and", "bitwise_or", "bitwise_xor", "logical_xor", "fmod", "floor_divide"):
    ATEN[f"{_name}.Tensor"] = ATEN[f"{_name}.Scalar"] = ATEN[f"{_name}.default"] = \
        _binary(_name)


@_op("arange.start_step", "arange.start", "arange.default")
def _arange(start, end=None, step=1, dtype=None, layout=None, device=None, pin_memory=None):
    if end is None:
        start, end = 0, start
    return _t().arange(start, end, step, dtype=_dtype(dtype))


@_op("full_like.default")
def _full_like(self, fill_value, dtype=None, layout=None, device=None, pin_memory=None,
               memory_format=None):
    return _t().full_like(self, fill_value, dtype=_dtype(dtype))


@_op("scalar_tensor.default")
def _scalar_tensor(s, dtype=None, layout=None, device=None, pin_memory=None):
    return _t().tensor(s, dtype=_dtype(dtype) or _t().float32)


@_op("copy.default")
def _copy(self, src, non_blocking=False):
    """``self``'s shape and dtype filled from ``src`` (broadcast): the functional copy."""
    t = _t()
    x = _native(self)
    return t.broadcast_to(t.as_tensor(src).to(t.as_tensor(self).dtype), tuple(x.shape))


@_op("index.Tensor")
def _index(self, indices):
    """Advanced indexing: ``indices`` one per leading dimension, ``None`` for a full slice."""
    key = tuple(slice(None) if i is None else i for i in indices)
    return _t().as_tensor(self)[key]


@_op("min.dim")
def _min_dim(self, dim, keepdim=False):
    return tuple(_t().min(self, dim, keepdim))


@_op("max.dim")
def _max_dim(self, dim, keepdim=False):
    return tuple(_t().max(self, dim, keepdim))


@_op("any.dims", "any.dim", "any.default")
def _any(self, dim=None, keepdim=False):
    t = _t()
    if dim is None or isinstance(dim, int):
        return t.any(self) if dim is None else t.any(self, dim, keepdim)
    out = self
    for d in sorted((d % len(_native(self).shape) for d in dim), reverse=True):
        out = t.any(out, d, keepdim)
    return out


@_op("repeat.default")
def _repeat(self, repeats):
    return _t().as_tensor(self).repeat(*repeats)


@_op("constant_pad_nd.default")
def _constant_pad(self, pad, value=0):
    return _f().pad(self, tuple(pad), "constant", value)


@_op("slice_scatter.default")
def _slice_scatter(self, src, dim=0, start=None, end=None, step=1):
    n = _native(self).shape[dim]
    end = None if end is None or end >= min(n, INT64_MAX) else end
    return _t().slice_scatter(self, src, dim, start, end, step)


@_op("split_with_sizes.default", "split.Tensor")
def _split(self, split_sizes=None, dim=0, split_size=None):
    sizes = split_sizes if split_sizes is not None else split_size
    return tuple(_t().split(self, list(sizes) if isinstance(sizes, (list, tuple)) else sizes, dim))


@_op("unfold.default")
def _unfold(self, dimension, size, step):
    return _t().as_tensor(self).unfold(dimension, size, step)


@_op("gather.default")
def _gather(self, dim, index, sparse_grad=False):
    return _t().gather(self, dim, index)


@_op("linalg_vector_norm.default")
def _vector_norm(self, ord=2, dim=None, keepdim=False, dtype=None):  # noqa: A002 - ATen's names
    return _t().linalg.vector_norm(self, ord, None if dim is None else tuple(dim), keepdim,
                                   dtype=_dtype(dtype))


@_op("avg_pool2d.default")
def _avg_pool2d(self, kernel_size, stride=(), padding=0, ceil_mode=False, count_include_pad=True,
                divisor_override=None):
    return _f().avg_pool2d(self, tuple(kernel_size), tuple(stride) or None, padding, ceil_mode,
                           count_include_pad, divisor_override)


_GRID_MODES = ("bilinear", "nearest", "bicubic")
_GRID_PADDING = ("zeros", "border", "reflection")


@_op("grid_sampler_2d.default")
def _grid_sampler_2d(input, grid, interpolation_mode, padding_mode, align_corners):  # noqa: A002
    return _f().grid_sample(input, grid, _GRID_MODES[interpolation_mode],
                            _GRID_PADDING[padding_mode], align_corners)


@_op("upsample_bilinear2d.vec", "upsample_nearest2d.vec")
def _upsample_2d(input, output_size, align_corners=None, scale_factors=None):  # noqa: A002
    mode = "nearest" if align_corners is None else "bilinear"  # (nearest's schema has none)
    return _f().interpolate(input, tuple(output_size) if output_size else None,
                            tuple(scale_factors) if scale_factors else None, mode,
                            align_corners)
