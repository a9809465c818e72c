"""``tf.raw_ops`` of fractional pooling: ``FractionalMaxPool`` / ``FractionalAvgPool`` and their
gradients. Keyword-only as TensorFlow's raw ops.

A fractional pool of ``[n, h, w, c]`` images has ``floor(h / ratio)`` x ``floor(w / ratio)``
windows between the boundaries of a row and a column pooling sequence (``0 = a_0 < a_1 < ... <
a_m = h``, steps ``k`` or ``k + 1``; ``overlapping``: each window also takes its next boundary).
The sequences are drawn as TensorFlow draws them (a shuffle of the steps, or with
``pseudo_random`` ``a_i = ceil(alpha (i + u))``), from Ivy's generator: TensorFlow's Philox
stream is its own, so the sequences (returned with the result) differ from TensorFlow's while
their law is TensorFlow's; a ratio dividing the size gives TensorFlow's regular sequence. Given the
sequences everything is deterministic: the windows are gathered (at most ``k + 2`` rows and
columns each) for the max, averaged by a separable ``einsum`` for the mean; the gradients send
each output's gradient to its window's first maximum, or spread it evenly over its window.
"""

from __future__ import annotations

import math

import numpy as np

import ivy

from ._promotion import backend_name, check_kind, convert
from .errors import InvalidArgumentError
from .tensor import wrap

#: raw ops of this module written as a composition of several Ivy functions
COMPOSED = frozenset({"FractionalMaxPool", "FractionalAvgPool", "FractionalMaxPoolGrad",
                      "FractionalAvgPoolGrad"})

_REAL = frozenset({"float32", "float64", "int32", "int64"})


def _seq(v):
    return [int(i) for i in np.asarray(ivy.to_numpy(convert(v))).reshape(-1)]


def _windows(seq, n_in, overlapping):
    """(``[m, k]`` input indices of each window, padded by repeating its last index,
    ``[m, k]`` which are real, ``[m, n_in]`` membership)."""
    ends = [min(seq[i + 1] if overlapping else seq[i + 1] - 1, n_in - 1)
            for i in range(len(seq) - 1)]
    spans = [list(range(seq[i], ends[i] + 1)) for i in range(len(ends))]
    k = max(len(s) for s in spans)
    idx = np.array([s + [s[-1]] * (k - len(s)) for s in spans], np.int64)
    real = np.array([[j < len(s) for j in range(k)] for s in spans])
    member = np.zeros((len(spans), n_in))
    for i, s in enumerate(spans):
        member[i, s] = 1.0
    return idx, real, member


def _draw_sequence(n_in, n_out, pseudo_random, seed, like):
    """TensorFlow's pooling sequence of ``n_in`` into ``n_out`` windows, drawn from Ivy's
    generator."""
    if n_in % n_out == 0:
        return list(range(0, n_in + 1, n_in // n_out))
    k = n_in // n_out
    if pseudo_random:
        alpha = n_in / n_out
        max_u = min((k + 2) / alpha - 1, (n_in + 1 - k) / alpha - (n_out - 1))
        u = float(ivy.to_numpy(ivy.random_uniform(0.0, 1.0, (), dtype="float64",
                                                  seed=seed))) * max_u
        cum = [1] + [int(math.ceil(alpha * (i + u))) for i in range(1, n_out)] + [n_in + 1]
        diff = [cum[i + 1] - cum[i] for i in range(n_out)]
    else:
        base = np.array([k + 1] * (n_in % n_out) + [k] * (n_out - n_in % n_out), np.int64)
        drawn = ivy.shuffle(ivy.to_backend(base, like), 0, seed=seed)
        diff = [int(v) for v in np.asarray(ivy.to_numpy(drawn))]
    return [0] + [int(v) for v in np.cumsum(diff)]


def _pool(op, value, pooling_ratio, pseudo_random, overlapping, deterministic, seed, seed2,
          mean):
    x = check_kind(op, convert(value), _REAL)
    n, h, w, c = (int(s) for s in x.shape)
    ratio = [float(r) for r in pooling_ratio]
    if len(ratio) != 4 or ratio[0] != 1.0 or ratio[3] != 1.0 or min(ratio[1:3]) < 1.0:
        raise InvalidArgumentError(None, op, "pooling_ratio must be [1, rows >= 1, cols >= 1, 1]"
                                             f", got {pooling_ratio}")
    oh, ow = int(math.floor(h / ratio[1])), int(math.floor(w / ratio[2]))
    s = (int(seed) * 1000003 + int(seed2)) if (seed or seed2) else (0 if deterministic else None)
    like = backend_name(x)
    rows = _draw_sequence(h, oh, pseudo_random, s, like)
    cols = _draw_sequence(w, ow, pseudo_random, None if s is None else s + 1, like)
    out = _pool_with(x, rows, cols, overlapping, mean)
    return (wrap(out), wrap(ivy.to_backend(np.array(rows, np.int64), like)),
            wrap(ivy.to_backend(np.array(cols, np.int64), like)))


def _pool_with(x, rows, cols, overlapping, mean):
    _, h, w, _ = (int(s) for s in x.shape)
    ry, ry_real, my = _windows(rows, h, overlapping)
    cx, cx_real, mx = _windows(cols, w, overlapping)
    like = backend_name(x)
    if mean:
        dt = str(ivy.as_ivy_dtype(x.dtype))
        count = my.sum(1)[:, None] * mx.sum(1)[None, :]
        total = ivy.einsum("oh,nhwc,pw->nopc", ivy.to_backend(my.astype(dt), like), x,
                           ivy.to_backend(mx.astype(dt), like))
        out = ivy.divide(total, ivy.to_backend(count[None, :, :, None].astype(dt), like))
        return out if dt.startswith("float") else ivy.astype(out, dt)
    g = ivy.gather(ivy.gather(x, ivy.to_backend(ry.reshape(-1), like), axis=1),
                   ivy.to_backend(cx.reshape(-1), like), axis=2)  # [n, oh*kh, ow*kw, c]
    n, c = int(x.shape[0]), int(x.shape[3])
    g = ivy.reshape(g, (n, ry.shape[0], ry.shape[1], cx.shape[0], cx.shape[1], c))
    return ivy.max(g, axis=(2, 4))


def FractionalMaxPool(*, value, pooling_ratio, pseudo_random=False, overlapping=False,  # noqa: N802
                      deterministic=False, seed=0, seed2=0, name=None):
    return _pool("FractionalMaxPool", value, pooling_ratio, pseudo_random, overlapping,
                 deterministic, seed, seed2, False)


def FractionalAvgPool(*, value, pooling_ratio, pseudo_random=False, overlapping=False,  # noqa: N802
                      deterministic=False, seed=0, seed2=0, name=None):
    return _pool("FractionalAvgPool", value, pooling_ratio, pseudo_random, overlapping,
                 deterministic, seed, seed2, True)


def FractionalAvgPoolGrad(*, orig_input_tensor_shape, out_backprop, row_pooling_sequence,  # noqa: N802
                          col_pooling_sequence, overlapping=False, name=None):
    """Each output's gradient spread evenly over its window, ``[n, h, w, c]``."""
    g = check_kind("FractionalAvgPoolGrad", convert(out_backprop), _REAL)
    _, h, w, _ = _seq(orig_input_tensor_shape)
    _, _, my = _windows(_seq(row_pooling_sequence), h, overlapping)
    _, _, mx = _windows(_seq(col_pooling_sequence), w, overlapping)
    dt = str(ivy.as_ivy_dtype(g.dtype))
    like = backend_name(g)
    count = my.sum(1)[:, None] * mx.sum(1)[None, :]
    share = ivy.divide(g, ivy.to_backend(count[None, :, :, None].astype(dt), like))
    return wrap(ivy.einsum("oh,nopc,pw->nhwc", ivy.to_backend(my.astype(dt), like), share,
                           ivy.to_backend(mx.astype(dt), like)))


def FractionalMaxPoolGrad(*, orig_input, orig_output, out_backprop, row_pooling_sequence,  # noqa: N802
                          col_pooling_sequence, overlapping=False, name=None):
    """Each output's gradient added at its window's first maximum (rows, then columns),
    ``[n, h, w, c]``."""
    x = check_kind("FractionalMaxPoolGrad", convert(orig_input), _REAL)
    g = convert(out_backprop)
    n, h, w, c = (int(s) for s in x.shape)
    ry, _, _ = _windows(_seq(row_pooling_sequence), h, overlapping)
    cx, _, _ = _windows(_seq(col_pooling_sequence), w, overlapping)
    like = backend_name(x)
    (oh, kh), (ow, kw) = ry.shape, cx.shape
    win = ivy.gather(ivy.gather(x, ivy.to_backend(ry.reshape(-1), like), axis=1),
                     ivy.to_backend(cx.reshape(-1), like), axis=2)
    win = ivy.reshape(win, (n, oh, kh, ow, kw, c))
    win = ivy.reshape(ivy.permute_dims(win, (0, 1, 3, 2, 4, 5)), (n, oh, ow, kh * kw, c))
    if not bool(ivy.all(ivy.equal(ivy.max(win, axis=3), convert(orig_output)))):
        raise InvalidArgumentError(None, "FractionalMaxPoolGrad",
                                   "tensor_out_dup is not the same as tensor_out")
    at = ivy.argmax(win, axis=3)  # [n, oh, ow, c]: the first maximum of each window
    # its input pixel: row ry[o, at // kw], column cx[p, at % kw]
    rows = ivy.take_along_axis(ivy.to_backend(ry.reshape(1, oh, 1, kh, 1), like),
                               ivy.reshape(ivy.floor_divide(at, kw), (n, oh, ow, 1, c)), axis=3)
    cols = ivy.take_along_axis(ivy.to_backend(cx.reshape(1, 1, ow, kw, 1), like),
                               ivy.reshape(ivy.remainder(at, kw), (n, oh, ow, 1, c)), axis=3)
    batch = ivy.to_backend(np.arange(n, dtype=np.int64).reshape(n, 1, 1, 1), like)
    chan = ivy.to_backend(np.arange(c, dtype=np.int64).reshape(1, 1, 1, c), like)
    flat = ivy.add(ivy.multiply(ivy.add(ivy.multiply(ivy.add(ivy.multiply(batch, h),
                                                             ivy.squeeze(rows, axis=3)), w),
                                        ivy.squeeze(cols, axis=3)), c), chan)
    out = ivy.scatter_flat(ivy.reshape(flat, (-1,)), ivy.reshape(g, (-1,)), n * h * w * c)
    return wrap(ivy.reshape(out, (n, h, w, c)))


__all__ = sorted(n for n, v in dict(globals()).items()
                 if n[:1].isupper() and callable(v) and getattr(v, "__module__", "") == __name__)
