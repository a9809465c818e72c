"""``tf.nn.ctc_loss`` (dense labels), ``tf.nn.collapse_repeated``, ``tf.nn.ctc_unique_labels``.

``ctc_loss`` is the CTC forward algorithm in log space over the extended label sequence
(blank, l1, blank, l2, ..., blank), one vectorised step per time step (a Python loop over the
logits' time axis), each sequence frozen past its ``logit_length``; the backend's autodiff
differentiates it. Labels as a ``tf.SparseTensor`` are not in the frontend.
"""

from __future__ import annotations

import ivy

from .._common import reject_option
from ._promotion import FLOATING, check_kind, convert
from .tensor import wrap

__all__ = ["collapse_repeated", "ctc_loss", "ctc_unique_labels"]

_NEG = -float("inf")


def _logsumexp(*xs):
    """log(sum(exp(x))) of same-shaped arrays; -inf where all are, with a finite gradient."""
    m = xs[0]
    for x in xs[1:]:
        m = ivy.maximum(m, x)
    safe = ivy.where(ivy.isinf(m), ivy.zeros_like(m), m)
    total = None
    for x in xs:
        e = ivy.exp(ivy.subtract(x, safe))
        total = e if total is None else ivy.add(total, e)
    some = ivy.greater(total, 0)
    out = ivy.add(ivy.log(ivy.where(some, total, ivy.ones_like(total))), safe)
    return ivy.where(some, out, ivy.full_like(out, _NEG))


def _shift(a, k, fill):
    """``a`` [B, S] moved right by ``k`` along S, ``fill`` coming in."""
    pad = ivy.full_like(a[:, :k], fill)
    return ivy.concat([pad, a[:, :-k]], axis=1)


def ctc_loss(labels, logits, label_length, logit_length, logits_time_major=True, unique=None,
             blank_index=None, name=None):
    """``-log p(labels | logits)`` per sequence: ``labels`` [B, L] (dense, padded),
    ``logits`` [T, B, C] (``[B, T, C]`` with ``logits_time_major=False``), unnormalised;
    ``blank_index`` the blank class (default 0; negative counts from the end)."""
    if unique is not None:
        reject_option("tf", "nn.ctc_loss", "unique", unique, "labels as given")
    if hasattr(labels, "indices"):
        reject_option("tf", "nn.ctc_loss", "labels", "SparseTensor", "dense labels")
    x = check_kind("CTCLoss", convert(logits), FLOATING)
    if not logits_time_major:
        x = ivy.permute_dims(x, (1, 0, 2))
    t_max, b, c = (int(s) for s in x.shape)
    blank = int(blank_index or 0) % c
    lab = ivy.astype(convert(labels), "int64")
    n_lab = int(lab.shape[1])
    lab_len = ivy.astype(convert(label_length), "int64")
    seq_len = ivy.astype(convert(logit_length), "int64")
    lp = ivy.log_softmax(x, axis=-1)  # [T, B, C]
    s = 2 * n_lab + 1
    pos = ivy.arange(s, dtype="int64")
    odd = ivy.equal(ivy.remainder(pos, 2), 1)
    if n_lab:  # l'_s = labels[(s - 1) / 2] at odd s (the even ones are blanks, read as blank)
        at = ivy.minimum(ivy.floor_divide(pos, 2), n_lab - 1)
        lab_at = ivy.take_along_axis(lab, ivy.broadcast_to(ivy.expand_dims(at, axis=0), (b, s)),
                                     axis=1)
    else:
        lab_at = ivy.zeros((b, s), dtype="int64")
    ext = ivy.where(odd, lab_at, ivy.full_like(lab_at, blank))  # [B, S]
    # s - 2 may be skipped into s where l'_s is a label differing from l'_(s-2)
    skip = ivy.logical_and(odd, ivy.not_equal(ext, _shift(ext, 2, -1)))
    idx = ivy.broadcast_to(ivy.expand_dims(ext, axis=0), (t_max, b, s))
    emit = ivy.take_along_axis(lp, idx, axis=2)  # [T, B, S]
    start = ivy.less(pos, 2)
    alpha = ivy.where(start, emit[0], ivy.full_like(emit[0], _NEG))
    for t in range(1, t_max):
        stay = alpha
        step = _shift(alpha, 1, _NEG)
        jump = ivy.where(skip, _shift(alpha, 2, _NEG), ivy.full_like(alpha, _NEG))
        new = ivy.add(_logsumexp(stay, step, jump), emit[t])
        alpha = ivy.where(ivy.expand_dims(ivy.less(t, seq_len), axis=1), new, alpha)
    end = ivy.expand_dims(ivy.multiply(lab_len, 2), axis=1)  # [B, 1]: the last blank
    last = ivy.take_along_axis(alpha, end, axis=1)
    before = ivy.take_along_axis(alpha, ivy.maximum(ivy.subtract(end, 1), 0), axis=1)
    before = ivy.where(ivy.greater(end, 0), before, ivy.full_like(before, _NEG))
    return wrap(ivy.negative(ivy.squeeze(_logsumexp(last, before), axis=1)))


def collapse_repeated(labels, seq_length, name=None):
    """``(labels with runs of a repeated label merged, the new lengths)``: rows padded with 0
    to the longest new length (int32 lengths)."""
    lab = convert(labels)
    lens = convert(seq_length)
    b, n = int(lab.shape[0]), int(lab.shape[1])
    pos = ivy.expand_dims(ivy.arange(n, dtype="int64"), axis=0)
    prev = ivy.concat([ivy.full_like(lab[:, :1], 0), lab[:, :-1]], axis=1)
    first = ivy.logical_or(ivy.equal(pos, 0), ivy.not_equal(lab, prev))
    keep = ivy.logical_and(first, ivy.less(pos, ivy.expand_dims(ivy.astype(lens, "int64"),
                                                                axis=1)))
    new_len = ivy.sum(ivy.astype(keep, "int64"), axis=1)
    width = int(ivy.max(new_len)) if b else 0
    slot = ivy.subtract(ivy.cumsum(ivy.astype(keep, "int64"), axis=1), 1)
    # kept labels to row * width + slot; the others to one spare slot past the end
    flat = ivy.where(keep, ivy.add(ivy.multiply(ivy.expand_dims(ivy.arange(b, dtype="int64"),
                                                                axis=1), width), slot),
                     ivy.full_like(slot, b * width))
    vals = ivy.where(keep, lab, ivy.zeros_like(lab))
    out = ivy.scatter_flat(ivy.reshape(flat, (-1,)), ivy.reshape(vals, (-1,)), b * width + 1)
    return (wrap(ivy.reshape(out[:b * width], (b, width))),
            wrap(ivy.astype(new_len, lens.dtype)))


def ctc_unique_labels(labels, name=None):
    """``(unique, idx)`` per row of ``labels`` [B, L]: the distinct labels in order of first
    appearance padded with 0 (int64), and each label's position among them (int32)."""
    lab = ivy.astype(convert(labels), "int64")
    b, n = int(lab.shape[0]), int(lab.shape[1])
    eq = ivy.equal(ivy.expand_dims(lab, axis=2), ivy.expand_dims(lab, axis=1))  # [B, L, L]
    earlier = ivy.less(ivy.expand_dims(ivy.arange(n), axis=0), ivy.expand_dims(ivy.arange(n),
                                                                               axis=1))
    first = ivy.logical_not(ivy.any(ivy.logical_and(eq, earlier), axis=2))  # [B, L]
    slot = ivy.subtract(ivy.cumsum(ivy.astype(first, "int64"), axis=1), 1)
    where_first = ivy.argmax(ivy.astype(eq, "int32"), axis=2)  # each label's first position
    idx = ivy.take_along_axis(slot, where_first, axis=1)
    rows = ivy.expand_dims(ivy.multiply(ivy.arange(b, dtype="int64"), n), axis=1)
    flat = ivy.where(first, ivy.add(rows, slot), ivy.full_like(slot, b * n))
    vals = ivy.where(first, lab, ivy.zeros_like(lab))
    out = ivy.scatter_flat(ivy.reshape(flat, (-1,)), ivy.reshape(vals, (-1,)), b * n + 1)
    return [wrap(ivy.reshape(out[:b * n], (b, n))), wrap(ivy.astype(idx, "int32"))]
