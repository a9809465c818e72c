"""The argument checks of the layers (LSTM, attention) shared by their definitions and the
backends' kernels."""

from __future__ import annotations

from .. import dtypes
from . import nn as _nn


def _broadcast(fname, shapes, names):
    """The broadcast shape of batch shapes (tuples), or an IvyValueError naming the arguments."""
    n = max(len(s) for s in shapes)
    out = []
    for i in range(n):
        dims = {s[len(s) - n + i] for s in shapes if len(s) - n + i >= 0} - {1}
        if len(dims) > 1:
            raise _nn.IvyValueError(f"ivy.{fname}: the batch dimensions of "
                                    f"{', '.join(f'{m} {s}' for m, s in zip(names, shapes))} "
                                    f"do not broadcast")
        out.append(dims.pop() if dims else 1)
    return tuple(out)


def _matrix(fname, w, name, rows, cols, layout):
    """``w`` is 2-d with the given sizes (None: any)."""
    s = _nn.shape_of(w)
    if len(s) != 2 or (rows is not None and s[0] != rows) or (cols is not None and s[1] != cols):
        want = f"[{'?' if rows is None else rows}, {'?' if cols is None else cols}]"
        raise _nn.IvyValueError(f"ivy.{fname}: {name} must be a {layout} matrix of shape {want}, "
                                f"got {s}")
    return s


def lstm_args(x, init_h, init_c, kernel, recurrent_kernel, bias, recurrent_bias):
    """Check ``lstm_update``'s arguments; return ``(T, H)``."""
    fname = "lstm_update"
    _nn.min_ndim(fname, x, 2, "x", "[..., T, in]")
    xs = _nn.shape_of(x)
    batch = xs[:-2]
    h4 = _matrix(fname, kernel, "kernel", xs[-1], None, "[in, 4H]")[1]
    if h4 % 4:
        raise _nn.IvyValueError(f"ivy.{fname}: kernel's second axis ({h4}) must be 4 * hidden size")
    hid = h4 // 4
    _matrix(fname, recurrent_kernel, "recurrent_kernel", hid, h4, "[H, 4H]")
    for s, name in ((init_h, "init_h"), (init_c, "init_c")):
        if _nn.shape_of(s) != batch + (hid,):
            raise _nn.IvyValueError(f"ivy.{fname}: {name} must have shape {batch + (hid,)} (x's "
                                    f"batch dimensions, hidden size), got {_nn.shape_of(s)}")
    _nn.vector(fname, bias, h4, "bias")
    _nn.vector(fname, recurrent_bias, h4, "recurrent_bias")
    return xs[-2], hid


def attention_args(q, k, v, scale, mask, dropout_p):
    """Check ``scaled_dot_product_attention``'s arguments; return ``(batch, Lq, Lk, E)``."""
    fname = "scaled_dot_product_attention"
    for a, name, layout in ((q, "q", "[..., Lq, E]"), (k, "k", "[..., Lk, E]"),
                            (v, "v", "[..., Lk, Ev]")):
        _nn.min_ndim(fname, a, 2, name, layout)
    qs, ks, vs = _nn.shape_of(q), _nn.shape_of(k), _nn.shape_of(v)
    if qs[-1] != ks[-1]:
        raise _nn.IvyValueError(f"ivy.{fname}: q {qs} and k {ks} must have the same feature size")
    if ks[-2] != vs[-2]:
        raise _nn.IvyValueError(f"ivy.{fname}: k {ks} and v {vs} must have the same length Lk")
    batch = _broadcast(fname, (qs[:-2], ks[:-2], vs[:-2]), ("q", "k", "v"))
    if mask is not None:
        d = dtypes.as_ivy_dtype(mask.dtype)
        if d != "bool" and not dtypes.isdtype(d, "real floating"):
            raise _nn.IvyDtypeError(f"ivy.{fname}: mask must be boolean (True: attend) or real "
                                    f"floating (added to the scores), got {d}")
        _nn.broadcasts_into(fname, mask, batch + (qs[-2], ks[-2]), "mask")
    if scale is not None and not _nn._number(scale):
        raise _nn.IvyValueError(f"ivy.{fname}: scale must be a Python number or None, got {scale!r}")
    _nn.probability(fname, dropout_p, "dropout_p")
    return batch, qs[-2], ks[-2], qs[-1]
