"""More gradient ops of ``tf.raw_ops`` (beyond ``_raw_ops_nn``): of slicing, tiling and mirror
padding (an index map of the forward op, summed back by ``scatter_flat``), of ``LRN``, of max
pooling's gradient, of sparse segment reductions, of 3-D convolutions and pools, of morphological
dilation, and the fake-quantisation ops (float
math: values rounded onto ``2 ** num_bits`` levels between nudged bounds) with their gradients.
Keyword-only as TensorFlow's raw ops."""

from __future__ import annotations

import math

import numpy as np

import ivy

from .._common import reject_option
from . import _manipulation as _m
from . import _nn_extra as _nx
from . import math as _mt
from ._promotion import FLOATING, REAL, backend_name, binary, check_kind, convert
from .tensor import wrap

#: raw ops of this module written as a composition of several Ivy functions
COMPOSED = frozenset({
    "StridedSliceGrad", "TensorStridedSliceUpdate", "TileGrad", "MirrorPadGrad", "LRNGrad",
    "MaxPoolGradGrad", "MaxPoolGradGradV2", "MaxPoolGradGradWithArgmax", "SparseSegmentSumGrad",
    "SparseSegmentMeanGrad", "SparseSegmentSqrtNGrad", "SparseSegmentSumGradV2",
    "SparseSegmentMeanGradV2", "SparseSegmentSqrtNGradV2", "Conv3DBackpropFilterV2",
    "AvgPool3DGrad", "MaxPool3DGrad", "MaxPool3DGradGrad", "Dilation2DBackpropInput",
    "Dilation2DBackpropFilter",
    "FakeQuantWithMinMaxArgs", "FakeQuantWithMinMaxArgsGradient", "FakeQuantWithMinMaxVars",
    "FakeQuantWithMinMaxVarsGradient", "FakeQuantWithMinMaxVarsPerChannel",
    "FakeQuantWithMinMaxVarsPerChannelGradient"})


def _ints(v):
    if isinstance(v, (list, tuple)):
        return [int(i) for i in v]
    if isinstance(v, int):
        return [v]
    return [int(i) for i in np.asarray(ivy.to_numpy(convert(v))).reshape(-1)]


def _iota(shape, like):
    """The flat positions ``0 .. prod(shape) - 1`` in ``shape``, on ``like``'s backend (int64)."""
    n = math.prod(shape)
    return ivy.to_backend(np.arange(n, dtype=np.int64).reshape(shape), backend_name(like))


def _sum_back(index, values, shape):
    """A zero tensor of ``shape`` with ``values`` summed in at the flat positions ``index``."""
    flat = ivy.scatter_flat(ivy.reshape(index, (-1,)), ivy.reshape(values, (-1,)),
                            math.prod(shape))
    return ivy.reshape(flat, tuple(shape))


# --- slicing, tiling, padding -----------------------------------------------------------------
def StridedSliceGrad(*, shape, begin, end, strides, dy, begin_mask=0, end_mask=0,  # noqa: N802
                     ellipsis_mask=0, new_axis_mask=0, shrink_axis_mask=0, name=None):
    """``dy`` put back where ``StridedSlice`` of a ``shape`` tensor took it, zeros elsewhere."""
    g = convert(dy)
    dims = _ints(shape)
    idx = _m.strided_slice(wrap(_iota(dims, g)), begin, end, strides, begin_mask, end_mask,
                           ellipsis_mask, new_axis_mask, shrink_axis_mask)._data
    return wrap(_sum_back(idx, ivy.broadcast_to(g, tuple(idx.shape)), dims))


def TensorStridedSliceUpdate(*, input, begin, end, strides, value, begin_mask=0,  # noqa: N802, A002
                             end_mask=0, ellipsis_mask=0, new_axis_mask=0, shrink_axis_mask=0,
                             name=None):
    """``input`` with its ``StridedSlice`` replaced by ``value`` (broadcast)."""
    x, v = binary("TensorStridedSliceUpdate", input, value)
    x = convert(x)
    dims = [int(s) for s in x.shape]
    idx = _m.strided_slice(wrap(_iota(dims, x)), begin, end, strides, begin_mask, end_mask,
                           ellipsis_mask, new_axis_mask, shrink_axis_mask)._data
    vals = convert(v) if hasattr(v, "dtype") else ivy.full_like(idx, v, dtype=x.dtype)
    vals = ivy.broadcast_to(vals, tuple(idx.shape))
    flat = ivy.reshape(x, (-1,))
    out = _m.tensor_scatter_nd_update(wrap(flat), wrap(ivy.reshape(idx, (-1, 1))),
                                      wrap(ivy.reshape(vals, (-1,))))._data
    return wrap(ivy.reshape(out, tuple(dims)))


def TileGrad(*, input, multiples, name=None):  # noqa: N802, A002
    """The gradient of ``Tile``: ``input`` (the tiled shape) summed over its tiles."""
    g = convert(input)
    reps = _ints(multiples)
    split = []
    for n, r in zip((int(s) for s in g.shape), reps):
        split += [r, n // r]
    return wrap(ivy.sum(ivy.reshape(g, tuple(split)), axis=tuple(range(0, 2 * len(reps), 2))))


def MirrorPadGrad(*, input, paddings, mode, name=None):  # noqa: N802, A002
    """The gradient of ``MirrorPad``: each padded value summed back onto the value it mirrors."""
    g = convert(input)
    pads = np.asarray(ivy.to_numpy(convert(paddings))).reshape(-1, 2) \
        if not isinstance(paddings, (list, tuple)) else np.asarray(paddings).reshape(-1, 2)
    dims = [int(s) - int(lo) - int(hi) for s, (lo, hi) in zip(g.shape, pads)]
    idx = _m.pad(wrap(_iota(dims, g)), pads.tolist(), mode=mode)._data
    return wrap(_sum_back(idx, g, dims))


# --- LRN, max pooling's gradient -----------------------------------------------------------------
def _window_sum(v, r):
    """Sum over the last axis of ``v`` in windows of ``r`` each side (zeros beyond the ends)."""
    c = int(v.shape[-1])
    p = ivy.pad(v, [(0, 0)] * (len(v.shape) - 1) + [(r, r)])
    total = None
    for k in range(2 * r + 1):
        total = p[..., k:k + c] if total is None else ivy.add(total, p[..., k:k + c])
    return total


def LRNGrad(*, input_grads, input_image, output_image, depth_radius=5, bias=1, alpha=1,  # noqa: N802
            beta=0.5, name=None):
    """``d/dx`` of ``x / (bias + alpha * window_sum(x ** 2)) ** beta`` times ``input_grads``."""
    g, x = binary("LRNGrad", input_grads, input_image)
    g, x = check_kind("LRNGrad", convert(g), FLOATING), convert(x)
    r = int(depth_radius)
    norm = ivy.add(ivy.multiply(_window_sum(ivy.square(x), r), alpha), bias)
    direct = ivy.multiply(g, ivy.pow(norm, -beta))
    through = _window_sum(ivy.multiply(ivy.multiply(g, x), ivy.pow(norm, -beta - 1)), r)
    return wrap(ivy.subtract(direct, ivy.multiply(ivy.multiply(x, through), 2 * alpha * beta)))


def MaxPoolGradGrad(*, orig_input, orig_output, grad, ksize, strides, padding,  # noqa: N802
                    data_format="NHWC", name=None):
    """The gradient of ``MaxPoolGrad``: ``grad`` (input-shaped) read at each window's first
    maximum."""
    _nx._nhwc("MaxPoolGradGrad", data_format)
    x, g = binary("MaxPoolGradGrad", orig_input, grad)
    x, g = check_kind("MaxPoolGradGrad", convert(x), REAL), convert(g)
    _, arg = _nx.max_pool_with_argmax(wrap(x), _ints(ksize), _ints(strides), padding, "NHWC",
                                      include_batch_in_index=True)
    return wrap(ivy.reshape(ivy.gather(ivy.reshape(g, (-1,)), ivy.reshape(arg._data, (-1,)),
                                       axis=0), tuple(arg._data.shape)))


MaxPoolGradGradV2 = MaxPoolGradGrad


def MaxPoolGradGradWithArgmax(*, input, grad, argmax, ksize, strides, padding,  # noqa: N802, A002
                              include_batch_in_index=False, name=None):
    x, g = binary("MaxPoolGradGradWithArgmax", input, grad)
    x, g = check_kind("MaxPoolGradGradWithArgmax", convert(x), REAL), convert(g)
    idx = ivy.astype(convert(argmax), "int64")
    if not include_batch_in_index:
        n, h, w, c = (int(s) for s in x.shape)
        idx = ivy.add(idx, ivy.reshape(ivy.multiply(ivy.arange(n, dtype="int64"), h * w * c),
                                       (n, 1, 1, 1)))
    return wrap(ivy.reshape(ivy.gather(ivy.reshape(g, (-1,)), ivy.reshape(idx, (-1,)), axis=0),
                            tuple(idx.shape)))


# --- sparse segment gradients --------------------------------------------------------------------
def _segment_grad(op, grad, indices, segment_ids, rows, how):
    g = check_kind(op, convert(grad), FLOATING)
    ids = ivy.astype(convert(segment_ids), "int64")
    picked = ivy.gather(g, ids, axis=0)
    if how != "sum":
        counts = ivy.scatter_flat(ids, ivy.ones(ids.shape, dtype=g.dtype), int(g.shape[0]))
        scale = ivy.gather(counts if how == "mean" else ivy.sqrt(counts), ids, axis=0)
        picked = ivy.divide(picked, ivy.reshape(scale, (-1,) + (1,) * (len(g.shape) - 1)))
    return _mt.unsorted_segment_sum(wrap(picked), indices, rows)


def SparseSegmentSumGrad(*, grad, indices, segment_ids, output_dim0, name=None):  # noqa: N802
    return _segment_grad("SparseSegmentSumGrad", grad, indices, segment_ids,
                         _ints(output_dim0)[0], "sum")


def SparseSegmentMeanGrad(*, grad, indices, segment_ids, output_dim0, name=None):  # noqa: N802
    return _segment_grad("SparseSegmentMeanGrad", grad, indices, segment_ids,
                         _ints(output_dim0)[0], "mean")


def SparseSegmentSqrtNGrad(*, grad, indices, segment_ids, output_dim0, name=None):  # noqa: N802
    return _segment_grad("SparseSegmentSqrtNGrad", grad, indices, segment_ids,
                         _ints(output_dim0)[0], "sqrt_n")


def _segment_grad_v2(op, grad, indices, segment_ids, dense_output_dim0, how):
    """``(rows of the dense gradient at the sorted unique indices, those indices)``."""
    dense = _segment_grad(op, grad, indices, segment_ids, _ints(dense_output_dim0)[0], how)
    idx = convert(indices)
    uniq = ivy.sort(ivy.unique_values(idx))
    return (wrap(ivy.gather(dense._data, ivy.astype(uniq, "int64"), axis=0)),
            wrap(ivy.astype(uniq, idx.dtype)))


def SparseSegmentSumGradV2(*, grad, indices, segment_ids, dense_output_dim0, name=None):  # noqa: N802
    return _segment_grad_v2("SparseSegmentSumGradV2", grad, indices, segment_ids,
                            dense_output_dim0, "sum")


def SparseSegmentMeanGradV2(*, grad, indices, segment_ids, dense_output_dim0, name=None):  # noqa: N802
    return _segment_grad_v2("SparseSegmentMeanGradV2", grad, indices, segment_ids,
                            dense_output_dim0, "mean")


def SparseSegmentSqrtNGradV2(*, grad, indices, segment_ids, dense_output_dim0,  # noqa: N802
                             name=None):
    return _segment_grad_v2("SparseSegmentSqrtNGradV2", grad, indices, segment_ids,
                            dense_output_dim0, "sqrt_n")


# --- 3-D convolutions and pools ------------------------------------------------------------------
def _filter_grad_3d(op, input, filter_shape, out_backprop, strides, padding, dilations):  # noqa: A002
    x, g = binary(op, input, out_backprop)
    x, g = check_kind(op, convert(x), FLOATING), convert(g)
    k = filter_shape[:3]
    st = _ints(strides)[1:4]
    dl = _ints(dilations)[1:4] if dilations is not None else [1, 1, 1]
    dims = [_nx._window_pads(int(x.shape[1 + i]), k[i], st[i], dl[i], str(padding).upper())
            for i in range(3)]
    xp = ivy.pad(x, [(0, 0)] + [(lo, hi) for _, lo, hi in dims] + [(0, 0)])
    rows = []
    for i in range(k[0]):
        for j in range(k[1]):
            for m in range(k[2]):
                o = (i * dl[0], j * dl[1], m * dl[2])
                patch = xp[:, o[0]:o[0] + (dims[0][0] - 1) * st[0] + 1:st[0],
                           o[1]:o[1] + (dims[1][0] - 1) * st[1] + 1:st[1],
                           o[2]:o[2] + (dims[2][0] - 1) * st[2] + 1:st[2], :]
                rows.append(ivy.einsum("ndhwc,ndhwo->co", patch, g))
    out = ivy.stack(rows, axis=0)
    return wrap(ivy.reshape(out, tuple(k) + tuple(int(s) for s in out.shape[1:])))


def _ndhwc(op, data_format):
    if data_format not in (None, "NDHWC"):
        reject_option("tf", f"raw_ops.{op}", "data_format", data_format, "NDHWC only")


def Conv3DBackpropFilterV2(*, input, filter_sizes, out_backprop, strides, padding,  # noqa: N802, A002
                           data_format="NDHWC", dilations=(1, 1, 1, 1, 1), name=None):
    _ndhwc("Conv3DBackpropFilterV2", data_format)
    return _filter_grad_3d("Conv3DBackpropFilterV2", input, _ints(filter_sizes), out_backprop,
                           strides, padding, dilations)


def AvgPool3DGrad(*, orig_input_shape, grad, ksize, strides, padding,  # noqa: N802
                  data_format="NDHWC", name=None):
    """The gradient of ``AvgPool3D`` (as ``AvgPoolGrad``, over three dimensions)."""
    _ndhwc("AvgPool3DGrad", data_format)
    g = check_kind("AvgPool3DGrad", convert(grad), FLOATING)
    shape = _ints(orig_input_shape)
    k, st = _ints(ksize)[1:4], _ints(strides)[1:4]
    count = np.ones((1, 1, 1))
    for d in range(3):
        out, lo, _ = _nx._window_pads(shape[1 + d], k[d], st[d], 1, str(padding).upper())
        c = np.asarray([min(o * st[d] - lo + k[d], shape[1 + d]) - max(o * st[d] - lo, 0)
                        for o in range(out)], np.float64)
        count = count * c.reshape([-1 if i == d else 1 for i in range(3)])
    cnt = ivy.to_backend(count[None, ..., None].astype(str(ivy.as_ivy_dtype(g.dtype))),
                         backend_name(g))
    c = shape[4]
    ones = ivy.to_backend(np.ones((*k, 1, c), str(ivy.as_ivy_dtype(g.dtype))), backend_name(g))
    return wrap(_nx._transpose(3, wrap(ivy.divide(g, cnt)), wrap(ones), shape, [1, *st, 1],
                               str(padding).upper(), "NDHWC", None, groups=c))


def _argmax_3d(op, input, ksize, strides, padding):  # noqa: A002
    """The flat index (batch included) of each 3-D window's first maximum."""
    x = check_kind(op, convert(input), REAL)
    k, st = _ints(ksize)[1:4], _ints(strides)[1:4]
    n, d, h, w, c = (int(s) for s in x.shape)
    dims = [_nx._window_pads((d, h, w)[i], k[i], st[i], 1, str(padding).upper())
            for i in range(3)]
    low = -float("inf") if str(ivy.as_ivy_dtype(x.dtype)).startswith(("float", "bfloat")) \
        else int(ivy.min(x)) - 1
    xp = ivy.pad(x, [(0, 0)] + [(lo, hi) for _, lo, hi in dims] + [(0, 0)],
                 mode="constant", constant_values=low)
    # the padded position -> the input's flat index (padding reads -inf: never the maximum)
    src = ivy.pad(_iota([n, d, h, w, c], x), [(0, 0)] + [(lo, hi) for _, lo, hi in dims]
                  + [(0, 0)])
    best = best_i = None
    for i in range(k[0]):
        for j in range(k[1]):
            for m in range(k[2]):
                sl = (slice(None), slice(i, i + (dims[0][0] - 1) * st[0] + 1, st[0]),
                      slice(j, j + (dims[1][0] - 1) * st[1] + 1, st[1]),
                      slice(m, m + (dims[2][0] - 1) * st[2] + 1, st[2]), slice(None))
                v, idx = xp[sl], src[sl]
                if best is None:
                    best, best_i = v, idx
                else:
                    take = ivy.greater(v, best)
                    best, best_i = ivy.where(take, v, best), ivy.where(take, idx, best_i)
    return x, best_i


def MaxPool3DGrad(*, orig_input, orig_output, grad, ksize, strides, padding,  # noqa: N802
                  data_format="NDHWC", name=None):
    """The gradient of ``MaxPool3D``: each window's gradient goes to its first maximum."""
    _ndhwc("MaxPool3DGrad", data_format)
    x, idx = _argmax_3d("MaxPool3DGrad", orig_input, ksize, strides, padding)
    g = convert(grad)
    return wrap(_sum_back(idx, ivy.astype(g, x.dtype), [int(s) for s in x.shape]))


def MaxPool3DGradGrad(*, orig_input, orig_output, grad, ksize, strides, padding,  # noqa: N802
                      data_format="NDHWC", name=None):
    """The gradient of ``MaxPool3DGrad``: ``grad`` (input-shaped) at each window's maximum."""
    _ndhwc("MaxPool3DGradGrad", data_format)
    _, idx = _argmax_3d("MaxPool3DGradGrad", orig_input, ksize, strides, padding)
    g = convert(grad)
    return wrap(ivy.reshape(ivy.gather(ivy.reshape(g, (-1,)), ivy.reshape(idx, (-1,)), axis=0),
                            tuple(idx.shape)))


# --- dilation gradients --------------------------------------------------------------------------
def _dilation_argmax(op, input, filter, strides, rates, padding):  # noqa: A002
    """Per output position, the flat input index and flat filter index of the first maximum of
    ``input + filter`` over the window."""
    x, f = binary(op, input, filter)
    x, f = check_kind(op, convert(x), REAL), convert(f)
    kh, kw = int(f.shape[0]), int(f.shape[1])
    st, dl = _nx._four(strides, "strides"), _nx._four(rates, "rates")
    n, h, w, c = (int(s) for s in x.shape)
    dims = _nx._geometry(x, (kh, kw), st, dl, str(padding).upper())
    (oh, top, _), (ow, left, _) = dims
    xp = ivy.pad(x, [(0, 0), dims[0][1:], dims[1][1:], (0, 0)], mode="constant",
                 constant_values=-float("inf"))
    oy = ivy.reshape(ivy.multiply(ivy.arange(oh, dtype="int64"), st[0]), (1, oh, 1, 1))
    ox = ivy.reshape(ivy.multiply(ivy.arange(ow, dtype="int64"), st[1]), (1, 1, ow, 1))
    ch = ivy.reshape(ivy.arange(c, dtype="int64"), (1, 1, 1, c))
    nb = ivy.reshape(ivy.multiply(ivy.arange(n, dtype="int64"), h * w * c), (n, 1, 1, 1))
    best = best_x = best_f = None
    for i, j, patch in _nx._offsets(xp, (kh, kw), st, dl, dims):
        v = ivy.add(patch, f[i, j])
        y = ivy.subtract(ivy.add(oy, i * dl[0]), top)
        xx = ivy.subtract(ivy.add(ox, j * dl[1]), left)
        xi = ivy.add(ivy.add(ivy.multiply(ivy.add(ivy.multiply(y, w), xx), c), ch), nb)
        fi = ivy.add(ch, (i * kw + j) * c)
        shape = tuple(v.shape)
        if best is None:
            best, best_x, best_f = v, ivy.broadcast_to(xi, shape), ivy.broadcast_to(fi, shape)
        else:
            take = ivy.greater(v, best)
            best = ivy.where(take, v, best)
            best_x = ivy.where(take, xi, best_x)
            best_f = ivy.where(take, fi, best_f)
    return x, f, best_x, best_f


def Dilation2DBackpropInput(*, input, filter, out_backprop, strides, rates, padding,  # noqa: N802, A002
                            name=None):
    x, _, best_x, _ = _dilation_argmax("Dilation2DBackpropInput", input, filter, strides, rates,
                                       padding)
    return wrap(_sum_back(best_x, convert(out_backprop), [int(s) for s in x.shape]))


def Dilation2DBackpropFilter(*, input, filter, out_backprop, strides, rates, padding,  # noqa: N802, A002
                             name=None):
    _, f, _, best_f = _dilation_argmax("Dilation2DBackpropFilter", input, filter, strides, rates,
                                       padding)
    return wrap(_sum_back(best_f, convert(out_backprop), [int(s) for s in f.shape]))


# --- fake quantisation ----------------------------------------------------------------------------
def _nudge(lo, hi, num_bits, narrow_range):
    """TensorFlow's nudged ``(min, max, scale)``: the zero point moved onto an integer level."""
    q_lo, q_hi = (1.0 if narrow_range else 0.0), float(2 ** int(num_bits) - 1)
    scale = ivy.divide(ivy.subtract(hi, lo), q_hi - q_lo)
    zero = ivy.subtract(q_lo, ivy.divide(lo, scale))
    zero = ivy.clip(ivy.floor(ivy.add(zero, 0.5)), q_lo, q_hi)
    return (ivy.multiply(ivy.subtract(q_lo, zero), scale),
            ivy.multiply(ivy.subtract(q_hi, zero), scale), scale)


def _fake_quant(x, lo, hi, num_bits, narrow_range):
    n_lo, n_hi, scale = _nudge(lo, hi, num_bits, narrow_range)
    q = ivy.floor(ivy.add(ivy.divide(ivy.subtract(ivy.clip(x, n_lo, n_hi), n_lo), scale), 0.5))
    return ivy.add(ivy.multiply(q, scale), n_lo), n_lo, n_hi


def _bounds(op, inputs, lo, hi, like_args=True):
    x = check_kind(op, convert(inputs), frozenset({"float32"}))
    if like_args:
        return x, ivy.full((), float(lo), dtype=x.dtype), ivy.full((), float(hi), dtype=x.dtype)
    return x, convert(lo), convert(hi)


def FakeQuantWithMinMaxArgs(*, inputs, min=-6, max=6, num_bits=8,  # noqa: N802, A002
                            narrow_range=False, name=None):
    x, lo, hi = _bounds("FakeQuantWithMinMaxArgs", inputs, min, max)
    lo, hi = ivy.to_backend(lo, backend_name(x)), ivy.to_backend(hi, backend_name(x))
    return wrap(_fake_quant(x, lo, hi, num_bits, narrow_range)[0])


def FakeQuantWithMinMaxArgsGradient(*, gradients, inputs, min=-6, max=6, num_bits=8,  # noqa: N802, A002
                                    narrow_range=False, name=None):
    x, lo, hi = _bounds("FakeQuantWithMinMaxArgsGradient", inputs, min, max)
    lo, hi = ivy.to_backend(lo, backend_name(x)), ivy.to_backend(hi, backend_name(x))
    n_lo, n_hi, _ = _nudge(lo, hi, num_bits, narrow_range)
    g = convert(gradients)
    inside = ivy.logical_and(ivy.greater_equal(x, n_lo), ivy.less_equal(x, n_hi))
    return wrap(ivy.where(inside, g, ivy.zeros_like(g)))


def FakeQuantWithMinMaxVars(*, inputs, min, max, num_bits=8, narrow_range=False,  # noqa: N802, A002
                            name=None):
    x, lo, hi = _bounds("FakeQuantWithMinMaxVars", inputs, min, max, False)
    return wrap(_fake_quant(x, lo, hi, num_bits, narrow_range)[0])


FakeQuantWithMinMaxVarsPerChannel = FakeQuantWithMinMaxVars  # bounds broadcast on the last axis


def _vars_gradient(op, gradients, inputs, lo, hi, num_bits, narrow_range, per_channel):
    x, lo, hi = _bounds(op, inputs, lo, hi, False)
    g = convert(gradients)
    n_lo, n_hi, _ = _nudge(lo, hi, num_bits, narrow_range)
    below, above = ivy.less(x, n_lo), ivy.greater(x, n_hi)
    zero = ivy.zeros_like(g)
    inside = ivy.logical_not(ivy.logical_or(below, above))
    axes = tuple(range(len(x.shape) - 1)) if per_channel else None
    return (wrap(ivy.where(inside, g, zero)), wrap(ivy.sum(ivy.where(below, g, zero), axis=axes)),
            wrap(ivy.sum(ivy.where(above, g, zero), axis=axes)))


def FakeQuantWithMinMaxVarsGradient(*, gradients, inputs, min, max, num_bits=8,  # noqa: N802, A002
                                    narrow_range=False, name=None):
    return _vars_gradient("FakeQuantWithMinMaxVarsGradient", gradients, inputs, min, max,
                          num_bits, narrow_range, False)


def FakeQuantWithMinMaxVarsPerChannelGradient(*, gradients, inputs, min, max, num_bits=8,  # noqa: N802, A002
                                              narrow_range=False, name=None):
    return _vars_gradient("FakeQuantWithMinMaxVarsPerChannelGradient", gradients, inputs, min,
                          max, num_bits, narrow_range, True)


__all__ = sorted(n for n, v in dict(globals()).items()
                 if n[:1].isupper() and callable(v) and getattr(v, "__module__", "") == __name__)
