"""More Core ATen operators for ``_aten.ATEN`` (sorting, scatters, pools, paddings, FFTs,
normalisations, distances, activations), each written with the PyTorch frontend like those of
``_aten.py`` (imported by ``_graph.py``, so the table is whole once ``ivy.graph`` is imported).

Core ATen operators deliberately left without a row (the capture refuses them by name; see
``docs/graph/coverage.md``): symbolic-shape ones (``sym_size`` etc.: graphs are captured with
static shapes), memory-layout ones (``as_strided``, ``resize_``), ``out=`` variants and
``_local_scalar_dense`` (a Python number leaves the graph). The backward, embedding-bag and random
operators are in ``_aten_grad.py``.
"""

from __future__ import annotations

from ..errors import IvyUnsupportedError
from ._aten import ATEN, _dtype, _f, _native, _op, _t


def _dims(dim):
    return None if dim is None or (isinstance(dim, (list, tuple)) and not dim) else \
        (tuple(dim) if isinstance(dim, (list, tuple)) else dim)


# --- element-wise ------------------------------------------------------------------------------------
@_op("div.Scalar_mode")
def _div_scalar_mode(self, other, rounding_mode=None):
    return _t().div(self, other, rounding_mode=rounding_mode)


@_op("elu.default")
def _elu(self, alpha=1, scale=1, input_scale=1):
    """ATen's ``elu``: ``scale * x`` above 0, ``scale * alpha * (exp(input_scale * x) - 1)``
    below (``selu`` and ``celu`` lower to it)."""
    t = _t()
    neg = t.mul(t.expm1(t.mul(t.clamp(self, None, 0), input_scale)), alpha * scale)
    return t.where(t.gt(self, 0), t.mul(self, scale), neg)


@_op("hardtanh.default")
def _hardtanh(self, min_val=-1, max_val=1):
    return _f().hardtanh(self, min_val, max_val)


@_op("leaky_relu.default")
def _leaky_relu(self, negative_slope=0.01):
    return _f().leaky_relu(self, negative_slope)


@_op("fill.Scalar")
def _fill(self, value):
    return _t().full_like(self, value)


@_op("empty.memory_format")
def _empty(size, dtype=None, layout=None, device=None, pin_memory=None, memory_format=None):
    """Uninitialised in PyTorch, so any values are right; zeros here."""
    return _t().zeros(tuple(size), dtype=None if dtype is None else getattr(_t(), dtype))


@_op("empty_strided.default")
def _empty_strided(size, stride, dtype=None, layout=None, device=None, pin_memory=None):
    return _empty(size, dtype)


# --- reductions, scans, sorting ----------------------------------------------------------------------
@_op("argmax.default")
def _argmax(self, dim=None, keepdim=False):
    return _t().argmax(self, dim, keepdim)


@_op("argmin.default")
def _argmin(self, dim=None, keepdim=False):
    return _t().argmin(self, dim, keepdim)


@_op("prod.default")
def _prod(self, dtype=None):
    return _t().prod(self, dtype=None if dtype is None else getattr(_t(), dtype))


@_op("prod.dim_int")
def _prod_dim(self, dim, keepdim=False, dtype=None):
    return _t().prod(self, dim, keepdim, dtype=None if dtype is None else getattr(_t(), dtype))


@_op("var.correction")
def _var_correction(self, dim=None, correction=None, keepdim=False):
    return _t().var(self, _dims(dim), keepdim=keepdim,
                    correction=1 if correction is None else correction)


@_op("var.dim")
def _var_dim(self, dim=None, unbiased=True, keepdim=False):
    return _t().var(self, _dims(dim), keepdim=keepdim, correction=1 if unbiased else 0)


@_op("sort.default")
def _sort(self, dim=-1, descending=False):
    return tuple(_t().sort(self, dim, descending))


@_op("topk.default")
def _topk(self, k, dim=-1, largest=True, sorted=True):  # noqa: A002 - ATen's name
    return tuple(_t().topk(self, k, dim, largest, sorted))


# --- indexing and scatters -----------------------------------------------------------------------------
@_op("flip.default")
def _flip(self, dims):
    return _t().flip(self, tuple(dims))


@_op("diagonal.default")
def _diagonal(self, offset=0, dim1=0, dim2=1):
    return _t().diagonal(self, offset, dim1, dim2)


@_op("index_select.default")
def _index_select(self, dim, index):
    return _t().index_select(self, dim, index)


@_op("index_put.default")
def _index_put(self, indices, values, accumulate=False):
    return _t().as_tensor(self).index_put(tuple(indices), values, accumulate)


@_op("scatter.src")
def _scatter_src(self, dim, index, src):
    return _t().scatter(self, dim, index, src)


@_op("scatter.value")
def _scatter_value(self, dim, index, value):
    return _t().scatter(self, dim, index, value=value)


@_op("scatter_add.default")
def _scatter_add(self, dim, index, src):
    return _t().scatter_add(self, dim, index, src)


@_op("scatter_reduce.two")
def _scatter_reduce(self, dim, index, src, reduce, include_self=True):
    return _t().scatter_reduce(self, dim, index, src, reduce, include_self=include_self)


@_op("select_scatter.default")
def _select_scatter(self, src, dim, index):
    return _t().select_scatter(self, src, dim, index)


@_op("masked_scatter.default")
def _masked_scatter(self, mask, source):
    return _t().masked_scatter(self, mask, source)


# --- pooling, padding, folding -------------------------------------------------------------------------
@_op("_adaptive_avg_pool2d.default")
def _adaptive_avg_pool2d(self, output_size):
    return _f().adaptive_avg_pool2d(self, tuple(output_size))


@_op("adaptive_avg_pool1d.default")
def _adaptive_avg_pool1d(self, output_size):
    return _f().adaptive_avg_pool1d(self, tuple(output_size))


@_op("avg_pool1d.default")
def _avg_pool1d(self, kernel_size, stride=(), padding=(0,), ceil_mode=False,
                count_include_pad=True):
    return _f().avg_pool1d(self, tuple(kernel_size), tuple(stride) or None, tuple(padding),
                           ceil_mode, count_include_pad)


@_op("_adaptive_avg_pool3d.default")
def _adaptive_avg_pool3d(self, output_size):
    return _f().adaptive_avg_pool3d(self, tuple(output_size))


@_op("avg_pool3d.default")
def _avg_pool3d(self, kernel_size, stride=(), padding=0, ceil_mode=False, count_include_pad=True,
                divisor_override=None):
    return _f().avg_pool3d(self, tuple(kernel_size), tuple(stride) or None,
                           tuple(padding) if isinstance(padding, (list, tuple)) else padding,
                           ceil_mode, count_include_pad, divisor_override)


def _windows(x, kernel, stride, dilation):
    """The pooling windows of ``x``'s last ``len(kernel)`` axes (``x`` already padded):
    ``(..., *out, prod(kernel))``, each window's entries in row-major kernel order."""
    t = _t()
    x = t.as_tensor(x)
    first = len(_native(x).shape) - len(kernel)  # (unfold appends each window axis at the end)
    for i, (k, s, d) in enumerate(zip(kernel, stride, dilation)):
        x = x.unfold(first + i, d * (k - 1) + 1, s)
        if d > 1:  # (a take, not a strided slice: MXNet slices at most 5 axes)
            x = t.index_select(x, -1, t.arange(0, d * (k - 1) + 1, d))
    return t.reshape(x, (*_native(x).shape[:first + len(kernel)], -1))


def _pool_sizes(shape, kernel, stride, padding, dilation, ceil_mode):
    """Output sizes and the right-side paddings that make every window whole (PyTorch's rule:
    with ``ceil_mode`` a last window must start inside the input or its left padding)."""
    out, right = [], []
    for n, k, s, p, d in zip(shape, kernel, stride, padding, dilation):
        span = n + 2 * p - d * (k - 1) - 1
        o = (-(-span // s) if ceil_mode else span // s) + 1
        if ceil_mode and (o - 1) * s >= n + p:
            o -= 1
        out.append(o)
        right.append(max(0, (o - 1) * s + d * (k - 1) + 1 - n - p))
    return out, right


def _max_pool_with_indices(n, self, kernel_size, stride, padding, dilation, ceil_mode):
    """``(values, indices)`` of a max pool over the last ``n`` axes: the indices are flat
    positions in each ``n``-dimensional plane, as PyTorch's (the first maximum of a window, in
    row-major window order)."""
    import numpy as np  # noqa: PLC0415

    t = _t()

    def each(v):
        v = list(v) if isinstance(v, (list, tuple)) else [v]
        return v * n if len(v) == 1 else v

    kernel, padding, dilation = each(kernel_size), each(padding), each(dilation)
    stride = each(stride) if stride else kernel
    spatial = _native(self).shape[-n:]
    _, right = _pool_sizes(spatial, kernel, stride, padding, dilation, ceil_mode)
    pads = [q for i in reversed(range(n)) for q in (padding[i], right[i])]
    x = _f().pad(self, tuple(pads), "constant", float("-inf"))
    pos = np.pad(np.arange(int(np.prod(spatial))).reshape(spatial),
                 [(padding[i], right[i]) for i in range(n)], constant_values=-1)
    win = _windows(x, kernel, stride, dilation)
    where = _windows(t.as_tensor(pos), kernel, stride, dilation)
    best = t.argmax(win, -1, keepdim=True)
    values = t.squeeze(t.gather(win, -1, best), -1)
    index = t.broadcast_to(where, tuple(_native(win).shape))
    return values, t.squeeze(t.gather(index, -1, best), -1)


@_op("max_pool3d_with_indices.default")
def _max_pool3d(self, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    """``(values, indices)``: the indices are flat positions in each ``(D, H, W)`` plane, as
    PyTorch's (:func:`_max_pool_with_indices`)."""
    return _max_pool_with_indices(3, self, kernel_size, stride, padding, dilation, ceil_mode)


def _pad(mode):
    def run(self, padding):
        return _f().pad(self, tuple(padding), mode)

    run.__name__ = f"pad_{mode}"
    return run


for _n in (1, 2, 3):
    ATEN[f"reflection_pad{_n}d.default"] = _pad("reflect")
for _n in (2, 3):
    ATEN[f"replication_pad{_n}d.default"] = _pad("replicate")


@_op("col2im.default")
def _col2im(self, output_size, kernel_size, dilation, padding, stride):
    return _f().fold(self, tuple(output_size), tuple(kernel_size), tuple(dilation),
                     tuple(padding), tuple(stride))


# --- normalisation, dropout, distances -----------------------------------------------------------------
def _group_stats(input, group, eps):  # noqa: A002 - ATen's name
    t = _t()
    n = _native(input).shape[0]
    x = t.reshape(input, (n, group, -1))
    mean = t.mean(x, -1)
    rstd = t.rsqrt(t.var(x, -1, keepdim=False, correction=0) + eps)
    return mean, rstd


@_op("native_group_norm.default")
def _native_group_norm(input, weight, bias, N, C, HxW, group, eps):  # noqa: A002, N803
    """``(out, mean, rstd)``; ``mean`` and ``rstd`` are ``(N, group)``."""
    out = _f().group_norm(input, group, weight, bias, eps)
    return (out, *_group_stats(input, group, eps))


@_op("_native_batch_norm_legit.no_stats")
def _batch_norm_no_stats(input, weight, bias, training, momentum, eps):  # noqa: A002
    """Batch norm with the batch's own statistics (``F.batch_norm`` without running stats):
    ``(out, mean, rstd)`` over every axis but the channel axis 1."""
    t = _t()
    axes = (0, *range(2, len(_native(input).shape)))
    mean = t.mean(input, axes)
    rstd = t.rsqrt(t.var(input, axes, keepdim=False, correction=0) + eps)
    out = _f().batch_norm(input, None, None, weight, bias, True, momentum, eps)
    return out, mean, rstd


@_op("native_dropout.default")
def _native_dropout(input, p, train):  # noqa: A002 - ATen's name
    """Without training (or ``p == 0``) the identity and an all-true mask; a training dropout
    draws from PyTorch's generator, which a replay cannot reproduce: refused."""
    if train and p > 0:
        raise IvyUnsupportedError("ivy.graph: aten.native_dropout.default with train=True draws "
                                  "random masks a replay cannot reproduce; export the module in "
                                  "eval mode")
    return input, _t().ones_like(input, dtype=_t().bool)


@_op("_cdist_forward.default")
def _cdist(x1, x2, p, compute_mode=None):
    return _t().cdist(x1, x2, p)



@_op("_pdist_forward.default")
def _pdist(self, p=2.0):
    """The ``p``-norm distances of the rows ``i < j`` of ``self`` (``(N, M)``), in row-major pair
    order: ``(N * (N - 1) / 2,)``."""
    import numpy as np  # noqa: PLC0415

    t = _t()
    i, j = np.triu_indices(_native(self).shape[0], 1)
    x = t.as_tensor(self)
    diff = x[t.as_tensor(i)] - x[t.as_tensor(j)]
    return t.linalg.vector_norm(diff, p, -1)


# --- FFTs: ATen's normalization 0 scales neither way, 1 by 1/sqrt(n), 2 by 1/n -----------------------
_R2C_NORM = ("backward", "ortho", "forward")  # (r2c is a forward transform)
_C2R_NORM = ("forward", "ortho", "backward")  # (c2r an inverse one)


@_op("_fft_r2c.default")
def _fft_r2c(self, dim, normalization, onesided):
    fft = _t().fft
    return (fft.rfftn if onesided else fft.fftn)(self, dim=tuple(dim),
                                                 norm=_R2C_NORM[normalization])


@_op("_fft_c2r.default")
def _fft_c2r(self, dim, normalization, last_dim_size):
    shape = _native(self).shape
    s = [shape[d] for d in dim[:-1]] + [last_dim_size]
    return _t().fft.irfftn(self, s=tuple(s), dim=tuple(dim), norm=_C2R_NORM[normalization])


#: Core ATen overloads left unmapped on purpose, with the reason (docs/graph/coverage.md)
UNMAPPED = {
    **{o: "a symbolic-shape query: graphs are captured with static shapes"
       for o in ("sym_size.int", "sym_numel.default", "sym_storage_offset.default",
                 "sym_stride.int", "sym_is_contiguous.default")},
    "resize_.default": "resizes a tensor's storage in place",
    "as_strided.default": "a view of memory strides, which Ivy's arrays do not expose",
    "atan2.out": "an out= variant: functional programs have none",
    "_local_scalar_dense.default": "a Python number (`.item()`) leaves the graph",
    "nonzero.default": "a data-dependent output shape",
    "_native_batch_norm_legit.default": "training batch norm updating running statistics in "
                                        "place",
}


@_op("cumsum.default")
def _cumsum(self, dim, dtype=None):
    return _t().cumsum(self, dim, dtype=_dtype(dtype))
