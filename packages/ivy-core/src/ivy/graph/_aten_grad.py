"""Core ATen's backward operators, ``_embedding_bag`` and the random ones, for ``_aten.ATEN``
(imported by ``_graph.py`` like ``_aten_more.py``), each written with the PyTorch frontend.

Backward operators occur in joint forward + backward programs (a program calling an ATen
``*_backward`` operator, an AOT-exported training step). Each is written as its closed form,
without automatic differentiation, so it replays on every backend, NumPy included: the transposed
convolution and the weight correlation of ``convolution_backward``, the pooling matrices of
``avg_pool2d_backward`` and ``_adaptive_avg_pool2d_backward``, the scatter-add at the forward's ``indices`` of
``max_pool2d_with_indices_backward``, the normalisations' gradients from the saved ``mean`` and
``rstd``. An ``output_mask`` entry that is false gives ``None`` for that output, as ATen's
undefined tensor. ``max_pool2d_with_indices`` computes its indices (flat positions in each
``(H, W)`` plane, as PyTorch's) where the program reads them (its backward does).

Random operators (``rand``, ``randn``, ``randperm``) draw from Ivy's generator of the backend
(the PyTorch frontend's ``rand`` / ``randn`` / ``randperm``): other numbers than PyTorch's
generator, from the same law (uniform on [0, 1), standard normal, a permutation of
``arange(n)``), with PyTorch's shapes and dtypes, as the TensorFlow frontend's random raw ops.
"""

from __future__ import annotations

import numpy as np

from ..errors import IvyValueError
from ._aten import _dtype, _f, _native, _op, _t
from ._aten_more import _max_pool_with_indices, _pool_sizes, _windows


def _n_tuple(v, n):
    v = list(v) if isinstance(v, (list, tuple)) else [v]
    return tuple(v * n if len(v) == 1 else v)


def _pad_spatial(x, pads):
    """``x`` padded with zeros on its last ``len(pads)`` axes, ``pads`` ``[(left, right)]``."""
    flat = [q for left, right in reversed(pads) for q in (left, right)]
    return _f().pad(x, tuple(flat)) if any(flat) else x


# --- convolution --------------------------------------------------------------------------------
def _weight_grad(x, g, kernel, stride, padding, dilation, groups):
    """``sum_{n, l} x_pad[n, c, l * stride + k * dilation] * g[n, o, l]`` per group: ``(G, O/G,
    C/G, K)`` where ``x`` is ``(N, C, *in)``, ``g`` ``(N, O, *out)`` and ``x`` is padded by
    ``padding`` on both sides (its windows are exactly ``out``: a convolution's output sizes,
    or, transposed, the input sizes its output padding stays below the stride for)."""
    t = _t()
    win = _windows(_pad_spatial(x, [(p, p) for p in padding]), kernel, stride, dilation)
    n, c = _native(x).shape[:2]
    o = _native(g).shape[1]
    win = t.reshape(win, (n, groups, c // groups, -1, int(np.prod(kernel))))
    gg = t.reshape(g, (n, groups, o // groups, -1))
    return t.einsum("ngclk,ngol->gock", win, gg)


@_op("convolution_backward.default")
def _convolution_backward(grad_output, input, weight, bias_sizes, stride, padding,  # noqa: A002
                          dilation, transposed, output_padding, groups, output_mask):
    """``(grad_input, grad_weight, grad_bias)`` of ``convolution`` (``None`` where
    ``output_mask`` is false)."""
    t, f = _t(), _f()
    k = tuple(_native(weight).shape[2:])
    n = len(k)
    s, p, d = _n_tuple(stride, n), _n_tuple(padding, n), _n_tuple(dilation, n)
    wshape = tuple(_native(weight).shape)
    gi = gw = gb = None
    if output_mask[2]:
        gb = t.sum(grad_output, (0, *range(2, n + 2)))
    if transposed:  # out = conv_transpose(input, weight): its gradients are those of conv's
        if output_mask[0]:
            gi = getattr(f, f"conv{n}d")(grad_output, weight, None, s, p, d, groups)
        if output_mask[1]:
            w = _weight_grad(grad_output, input, k, s, p, d, groups)  # (G, Cin/G, Cout/G, K)
            gw = t.reshape(t.permute(w, (0, 2, 1, 3)), wshape)
        return gi, gw, gb
    if output_mask[0]:
        ins, outs = _native(input).shape[2:], _native(grad_output).shape[2:]
        extra = tuple(i - ((o - 1) * ss - 2 * pp + dd * (kk - 1) + 1)
                      for i, o, ss, pp, dd, kk in zip(ins, outs, s, p, d, k))
        gi = getattr(f, f"conv_transpose{n}d")(grad_output, weight, None, s, p, extra, groups, d)
    if output_mask[1]:
        gw = t.reshape(_weight_grad(input, grad_output, k, s, p, d, groups), wshape)
    return gi, gw, gb


# --- pooling --------------------------------------------------------------------------------------
def _avg_matrix(size, out, kernel, stride, padding, count_include_pad, divided):
    """``(out, size)``: average pooling along one axis as a matrix, each window's entries inside
    the input weighted by 1 / its count (PyTorch's: the window cut at the right padding, and with
    ``count_include_pad=False`` at the input too), or by 1 where not ``divided``."""
    m = np.zeros((out, size))
    for i in range(out):
        start = i * stride - padding
        end = min(start + kernel, size + padding)
        lo, hi = max(start, 0), min(end, size)
        if hi > lo:
            m[i, lo:hi] = 1.0 / ((end - start if count_include_pad else hi - lo)
                                 if divided else 1)
    return m


@_op("avg_pool2d_backward.default")
def _avg_pool2d_backward(grad_output, self, kernel_size, stride, padding, ceil_mode,
                         count_include_pad, divisor_override=None):
    """Average pooling is ``A_h @ x @ A_w.T`` per plane (PyTorch's divisor is the product of
    the two axes' counts, or ``divisor_override``): its gradient ``A_h.T @ g @ A_w``."""
    t = _t()
    g = t.as_tensor(grad_output)
    hw = _native(self).shape[-2:]
    k = _n_tuple(kernel_size, 2)
    s = _n_tuple(stride, 2) if stride else k
    p = _n_tuple(padding, 2)
    out, _ = _pool_sizes(hw, k, s, p, (1, 1), ceil_mode)
    mh, mw = (_avg_matrix(n, o, kk, ss, pp, count_include_pad, divisor_override is None)
              for n, o, kk, ss, pp in zip(hw, out, k, s, p))
    if divisor_override is not None:
        mh = mh / divisor_override
    mh, mw = (t.as_tensor(m).to(g.dtype) for m in (mh, mw))
    return t.einsum("...ij,ia,jb->...ab", g, mh, mw)


@_op("max_pool2d_with_indices.default")
def _max_pool2d_with_indices(self, kernel_size, stride=(), padding=0, dilation=1,
                             ceil_mode=False, _with_indices=False):
    """``(values, indices)``: the indices flat positions in each ``(H, W)`` plane, as PyTorch's
    (the first maximum of a window), where the program reads them (``_with_indices``, set by
    the capture, ``_from_torch``); else an empty array, and the values of the frontend's
    ``max_pool2d`` (several times faster than finding the indices)."""
    if _with_indices:
        return _max_pool_with_indices(2, self, kernel_size, stride, padding, dilation, ceil_mode)
    out = _f().max_pool2d(self, tuple(kernel_size), tuple(stride) or None, padding, dilation,
                          ceil_mode=ceil_mode)
    return out, _t().zeros(0, dtype=_t().int64)


@_op("max_pool2d_with_indices_backward.default")
def _max_pool2d_backward(grad_output, self, kernel_size, stride, padding, dilation, ceil_mode,
                         indices):
    """``grad_output`` added at the forward's ``indices`` (flat positions per ``(H, W)``
    plane)."""
    t = _t()
    shape = tuple(_native(self).shape)
    planes = int(np.prod(shape[:-2]))
    g = t.reshape(grad_output, (planes, -1))
    where = t.reshape(indices, (planes, -1))
    zero = t.zeros((planes, shape[-2] * shape[-1]), dtype=t.as_tensor(grad_output).dtype)
    return t.reshape(t.scatter_add(zero, 1, where, g), shape)


def _adaptive_matrix(size, out):
    """``(out, size)``: PyTorch's adaptive average pooling along one axis as a matrix."""
    m = np.zeros((out, size))
    for i in range(out):
        start, end = (i * size) // out, -((-(i + 1) * size) // out)
        m[i, start:end] = 1.0 / (end - start)
    return m


@_op("_adaptive_avg_pool2d_backward.default")
def _adaptive_avg_pool2d_backward(grad_output, self):
    t = _t()
    g = t.as_tensor(grad_output)
    h, w = _native(self).shape[-2:]
    oh, ow = _native(g).shape[-2:]
    mh = t.as_tensor(_adaptive_matrix(h, oh)).to(g.dtype)
    mw = t.as_tensor(_adaptive_matrix(w, ow)).to(g.dtype)
    return t.einsum("...ij,ia,jb->...ab", g, mh, mw)


# --- normalisation --------------------------------------------------------------------------------
def _norm_input_grad(g, xhat, rstd, axes):
    """``rstd * (g - mean(g) - xhat * mean(g * xhat))`` over ``axes``: the input gradient of a
    normalisation ``xhat = (x - mean) * rstd`` whose statistics are taken over ``axes``."""
    t = _t()
    return rstd * (g - t.mean(g, axes, True) - xhat * t.mean(g * xhat, axes, True))


@_op("native_layer_norm_backward.default")
def _layer_norm_backward(grad_out, input, normalized_shape, mean, rstd, weight, bias,  # noqa: A002
                         output_mask):
    t = _t()
    go = t.as_tensor(grad_out)
    m = len(normalized_shape)
    nd = len(_native(input).shape)
    axes, lead = tuple(range(nd - m, nd)), tuple(range(nd - m))
    mean, rstd = t.as_tensor(mean), t.as_tensor(rstd)  # (MXNet's arrays refuse a Tensor)
    xhat = (t.as_tensor(input) - mean) * rstd
    gi = gw = gb = None
    if output_mask[0]:
        g = go if weight is None else go * t.as_tensor(weight)
        gi = _norm_input_grad(g, xhat, rstd, axes)
    if output_mask[1] and weight is not None:
        gw = t.sum(go * xhat, lead) if lead else go * xhat
    if output_mask[2] and bias is not None:
        gb = t.sum(go, lead) if lead else go
    return gi, gw, gb


@_op("native_group_norm_backward.default")
def _group_norm_backward(grad_out, input, mean, rstd, weight, N, C, HxW, group,  # noqa: A002, N803
                         output_mask):
    t = _t()
    shape = tuple(_native(input).shape)
    cg = C // group
    go = t.reshape(grad_out, (N, group, cg, HxW))
    x = t.reshape(input, (N, group, cg, HxW))
    mean = t.reshape(mean, (N, group, 1, 1))
    rstd = t.reshape(rstd, (N, group, 1, 1))
    xhat = (x - mean) * rstd
    gi = gw = gb = None
    if output_mask[0]:
        g = go if weight is None else go * t.reshape(weight, (1, group, cg, 1))
        gi = t.reshape(_norm_input_grad(g, xhat, rstd, (2, 3)), shape)
    if output_mask[1]:
        gw = t.reshape(t.sum(go * xhat, (0, 3)), (C,))
    if output_mask[2]:
        gb = t.reshape(t.sum(go, (0, 3)), (C,))
    return gi, gw, gb


# --- embeddings -----------------------------------------------------------------------------------
@_op("embedding_dense_backward.default")
def _embedding_dense_backward(grad_output, indices, num_weights, padding_idx,
                              scale_grad_by_freq):
    """The rows of ``grad_output`` added into ``(num_weights, D)`` at ``indices``; the row
    ``padding_idx`` zero; with ``scale_grad_by_freq`` each row divided by its index's count."""
    t = _t()
    g = t.as_tensor(grad_output)
    dim = _native(g).shape[-1]
    idx = t.reshape(indices, (-1,))
    g = t.reshape(g, (-1, dim))
    if scale_grad_by_freq:
        counts = t.bincount(idx, minlength=num_weights)
        g = g / t.reshape(counts[idx], (-1, 1)).to(g.dtype)
    if padding_idx >= 0:
        g = t.where(t.reshape(idx == padding_idx, (-1, 1)), t.zeros_like(g), g)
    zero = t.zeros((num_weights, dim), dtype=g.dtype)
    return t.index_add(zero, 0, idx, g)


_SUM, _MEAN, _MAX = 0, 1, 2


@_op("_embedding_bag.default")
def _embedding_bag(weight, indices, offsets, scale_grad_by_freq=False, mode=0, sparse=False,
                   per_sample_weights=None, include_last_offset=False, padding_idx=-1):
    """``(output, offset2bag, bag_size, max_indices)`` of bags of rows of ``weight`` (1-D
    ``indices``, bag ``b`` starting at ``offsets[b]``), summed, averaged or their maximum,
    ``padding_idx`` rows left out; the other outputs as PyTorch's CPU kernel gives them:
    ``offset2bag`` (each index's bag) empty for a sum without ``padding_idx``, ``bag_size``
    (each bag's count) zeros for a sum, ``max_indices`` the chosen rows for a maximum, else
    ``bag_size`` for a mean and zeros for a sum."""
    if per_sample_weights is not None and mode != _SUM:
        raise IvyValueError("aten._embedding_bag.default: per_sample_weights only supported "
                            "with mode='sum' (PyTorch's rule)")
    t = _t()
    w = t.as_tensor(weight)
    idx = t.as_tensor(indices)
    n = _native(idx).shape[0]
    dim = _native(w).shape[1]
    nbags = _native(offsets).shape[0] - (1 if include_last_offset else 0)
    starts = t.as_tensor(offsets)[:nbags]
    marks = t.zeros(n + 1, dtype=idx.dtype).scatter_add(0, starts, t.ones_like(starts))
    bag = t.cumsum(marks[:n], 0) - 1  # (each index's bag)
    keep = idx != padding_idx if padding_idx >= 0 else t.ones_like(idx, dtype=t.bool)
    rows = w[idx]
    if per_sample_weights is not None:
        rows = rows * t.reshape(per_sample_weights, (-1, 1))
    size = t.zeros(nbags, dtype=idx.dtype).index_add(0, bag, keep.to(idx.dtype))
    zero = t.zeros((nbags, dim), dtype=w.dtype)
    if mode == _MAX:
        rows = t.where(keep[:, None], rows, t.full_like(rows, float("-inf")))
        low = t.full((nbags, dim), float("-inf"), dtype=w.dtype)
        out = low.scatter_reduce(0, t.broadcast_to(bag[:, None], (n, dim)), rows, "amax")
        out = t.where(size[:, None] > 0, out, zero)
        best = (rows == out[bag]) & keep[:, None]
        pos = t.where(best, t.arange(n)[:, None].to(idx.dtype), t.full_like(best, n,
                                                                            dtype=idx.dtype))
        first = t.full((nbags, dim), n, dtype=idx.dtype).scatter_reduce(
            0, t.broadcast_to(bag[:, None], (n, dim)), pos, "amin")
        chosen = t.cat([idx, t.zeros(1, dtype=idx.dtype)])[first]  # (an empty bag: 0)
        return out, bag, size, chosen
    out = zero.index_add(0, bag, t.where(keep[:, None], rows, t.zeros_like(rows)))
    if mode == _MEAN:
        out = out / t.clamp(size, 1)[:, None].to(w.dtype)
        return out, bag, size, size
    nothing = t.zeros(0, dtype=idx.dtype) if padding_idx < 0 else bag
    return out, nothing, t.zeros_like(size), t.zeros_like(size)


# --- random: Ivy's generator, PyTorch's laws (the module docstring) --------------------------------
@_op("rand.default")
def _rand(size, dtype=None, layout=None, device=None, pin_memory=None):
    return _t().rand(*size, dtype=_dtype(dtype))


@_op("randn.default")
def _randn(size, dtype=None, layout=None, device=None, pin_memory=None):
    return _t().randn(*size, dtype=_dtype(dtype))


@_op("randperm.default")
def _randperm(n, dtype="int64", layout=None, device=None, pin_memory=None):
    return _t().randperm(n, dtype=_dtype(dtype or "int64"))
