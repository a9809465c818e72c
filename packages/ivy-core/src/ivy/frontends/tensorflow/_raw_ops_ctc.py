"""``tf.raw_ops`` of connectionist temporal classification: ``CTCLoss`` (blank last) and
``CTCLossV2`` (blank first; TensorFlow has it on GPU only), loss and gradient with respect to the
logits, and ``CTCBeamSearchDecoder``. Keyword-only as TensorFlow's raw ops.

The labels come as a sparse tensor's indices and values and are laid out densely on the host
(their lengths shape the computation). The forward (alpha, emissions included) and backward
(beta, emissions excluded) variables are computed in log space over the extended label sequence
(blank, l1, blank, l2, ..., blank), one vectorised step per time step, with TensorFlow's
transitions (``ctc_merge_repeated=False``: a label never stays, a repeat needs no blank); the
gradient is Graves' ``softmax(x) - sum over the states of class k of alpha beta / p`` (zero past
each sequence's length).

The beam search is TensorFlow's prefix beam search, run on the host (its beams are data): a tree
of label prefixes, each with the log probabilities of ending in a blank and in its label; at each
step the leaves are extended by every label, the ``beam_width`` most probable kept;
``merge_repeated`` also merges a label repeated across a blank in the decoded paths (as
TensorFlow).
"""

from __future__ import annotations

import numpy as np

import ivy

from ._ctc import _logsumexp
from ._promotion import FLOATING, backend_name, check_kind, convert
from .errors import InvalidArgumentError
from .tensor import wrap

#: raw ops of this module written as a composition of several Ivy functions
COMPOSED = frozenset({"CTCLoss", "CTCLossV2", "CTCBeamSearchDecoder"})

_NEG = -float("inf")


def _dense_labels(op, indices, values, batch, collapse):
    """``[b, L]`` int64 labels (padded) and their lengths, from a sparse tensor's parts."""
    idx = np.asarray(ivy.to_numpy(convert(indices)), np.int64).reshape(-1, 2)
    val = np.asarray(ivy.to_numpy(convert(values)), np.int64).reshape(-1)
    rows = [[] for _ in range(batch)]
    for (r, _), v in sorted(zip(idx.tolist(), val.tolist()), key=lambda p: tuple(p[0])):
        if not 0 <= r < batch:
            raise InvalidArgumentError(None, op, f"labels batch index {r} out of range")
        rows[r].append(v)
    if collapse:
        rows = [[v for i, v in enumerate(r) if i == 0 or v != r[i - 1]] for r in rows]
    width = max([len(r) for r in rows] + [0])
    dense = np.zeros((batch, max(width, 1)), np.int64)
    for i, r in enumerate(rows):
        dense[i, :len(r)] = r
    return dense, rows


def _lse(x, axis):
    """log(sum(exp(x))) along ``axis``: -inf where all are."""
    m = ivy.max(x, axis=axis, keepdims=True)
    safe = ivy.where(ivy.isinf(m), ivy.zeros_like(m), m)
    total = ivy.sum(ivy.exp(ivy.subtract(x, safe)), axis=axis, keepdims=True)
    some = ivy.greater(total, 0)
    out = ivy.add(ivy.log(ivy.where(some, total, ivy.ones_like(total))), safe)
    return ivy.squeeze(ivy.where(some, out, ivy.full_like(out, _NEG)), axis=axis)


def _shift(a, k):
    return ivy.concat([ivy.full_like(a[:, :k], _NEG), a[:, :-k]], axis=1)


def _unshift(a, k):
    return ivy.concat([a[:, k:], ivy.full_like(a[:, :k], _NEG)], axis=1)


def _ctc(op, inputs, labels_indices, labels_values, sequence_length, blank_first,
         preprocess_collapse_repeated, ctc_merge_repeated, ignore_longer_outputs_than_inputs):
    x = check_kind(op, convert(inputs), FLOATING)
    t_max, b, c = (int(s) for s in x.shape)
    blank = 0 if blank_first else c - 1
    seq = np.asarray(ivy.to_numpy(convert(sequence_length)), np.int64).reshape(-1)
    dense, rows = _dense_labels(op, labels_indices, labels_values, b,
                                preprocess_collapse_repeated)
    ok = np.ones(b, bool)
    for i, r in enumerate(rows):
        if any(v == blank or not 0 <= v < c for v in r):
            raise InvalidArgumentError(None, op, f"Saw a blank or out-of-range label in batch "
                                                 f"{i}: labels must be in [0, {c}) without "
                                                 f"the blank {blank}")
        need = len(r) + (sum(r[j] == r[j - 1] for j in range(1, len(r)))
                         if ctc_merge_repeated else 0)
        if need > seq[i]:
            if not ignore_longer_outputs_than_inputs:
                raise InvalidArgumentError(
                    None, op, f"Not enough time for target transition sequence (required: "
                              f"{need}, available: {seq[i]})")
            ok[i] = False
    like = backend_name(x)
    n_lab = dense.shape[1]
    s = 2 * n_lab + 1
    ext = np.full((b, s), blank, np.int64)
    ext[:, 1::2] = dense
    odd = np.zeros((b, s), bool)
    odd[:, 1::2] = True
    same = np.zeros((b, s), bool)
    same[:, 2:] = ext[:, 2:] == ext[:, :-2]
    skip = odd & ~same if ctc_merge_repeated else odd.copy()
    skip[:, :2] = False
    stay = np.ones((b, s), bool) if ctc_merge_repeated else ~odd
    lens = np.array([len(r) for r in rows], np.int64)
    dev = {k: ivy.to_backend(v, like) for k, v in
           (("skip", skip), ("stay", stay), ("ext", ext))}
    lp = ivy.log_softmax(x, axis=-1)  # [T, B, C]
    emit = ivy.take_along_axis(lp, ivy.broadcast_to(ivy.expand_dims(dev["ext"], 0),
                                                    (t_max, b, s)), axis=2)  # [T, B, S]
    neg = ivy.full_like(emit[0], _NEG)
    live = ivy.to_backend(seq, like)
    # forward: alpha_t(u) = emit_t(u) + lse(alpha_t-1(u) [stay], alpha_t-1(u-1), alpha_t-1(u-2)
    # [skip])
    start = ivy.to_backend(np.arange(s)[None] < 2, like)
    alpha = ivy.where(start, emit[0], neg)
    alphas = [alpha]
    for t in range(1, t_max):
        new = ivy.add(_logsumexp(ivy.where(dev["stay"], alpha, neg), _shift(alpha, 1),
                                 ivy.where(dev["skip"], _shift(alpha, 2), neg)), emit[t])
        alpha = ivy.where(ivy.expand_dims(ivy.less(t, live), 1), new, alpha)
        alphas.append(alpha)
    # backward: beta_(len-1)(u) = 0 at the last two states; beta_t(u) = lse over the successors
    # v of u of beta_t+1(v) + emit_t+1(v)
    last = np.zeros((b, s), bool)
    last[np.arange(b), 2 * lens] = True
    last[np.arange(b), np.maximum(2 * lens - 1, 0)] = True
    end = ivy.to_backend(last, like)
    zero = ivy.zeros_like(neg)
    skip_next = ivy.to_backend(np.concatenate([skip[:, 2:], np.zeros((b, 2), bool)], 1), like)
    betas = [None] * t_max
    beta = neg
    for t in range(t_max - 1, -1, -1):
        at_end = ivy.expand_dims(ivy.equal(t, ivy.subtract(live, 1)), 1)
        if t < t_max - 1:
            nxt = ivy.add(beta, emit[t + 1])
            step = _logsumexp(ivy.where(dev["stay"], nxt, neg), _unshift(nxt, 1),
                              ivy.where(skip_next, _unshift(nxt, 2), neg))
            beta = ivy.where(ivy.expand_dims(ivy.less(t + 1, live), 1), step, neg)
        beta = ivy.where(at_end, ivy.where(end, zero, neg), beta)
        betas[t] = beta
    log_p = _lse(ivy.where(end, alpha, neg), axis=1)  # alpha at each sequence's end
    loss = ivy.negative(log_p)
    # gradient: softmax - exp(lse_(u: ext(u) = k) (alpha_t(u) + beta_t(u)) - log p)
    ab = ivy.add(ivy.stack(alphas), ivy.stack(betas))  # [T, B, S]
    onehot = ivy.to_backend(np.eye(c, dtype=bool)[ext], like)  # [B, S, C]
    per_class = _lse(ivy.where(ivy.expand_dims(onehot, 0), ivy.expand_dims(ab, -1),
                                        ivy.full_like(ivy.expand_dims(ab, -1), _NEG)), axis=2)
    occupied = ivy.exp(ivy.subtract(per_class, ivy.reshape(log_p, (1, b, 1))))
    grad = ivy.subtract(ivy.exp(lp), occupied)
    times = ivy.to_backend(np.arange(t_max).reshape(t_max, 1, 1), like)
    valid = ivy.logical_and(ivy.less(times, ivy.reshape(live, (1, b, 1))),
                            ivy.to_backend(ok.reshape(1, b, 1), like))
    grad = ivy.where(valid, grad, ivy.zeros_like(grad))
    loss = ivy.where(ivy.to_backend(ok, like), loss, ivy.zeros_like(loss))
    return wrap(loss), wrap(grad)


def CTCLoss(*, inputs, labels_indices, labels_values, sequence_length,  # noqa: N802
            preprocess_collapse_repeated=False, ctc_merge_repeated=True,
            ignore_longer_outputs_than_inputs=False, name=None):
    """``(loss [b], gradient [T, b, C])`` of logits ``inputs`` ``[T, b, C]`` (blank ``C - 1``)
    and labels as a sparse tensor's ``(indices [n, 2], values [n])``."""
    return _ctc("CTCLoss", inputs, labels_indices, labels_values, sequence_length, False,
                preprocess_collapse_repeated, ctc_merge_repeated,
                ignore_longer_outputs_than_inputs)


def CTCLossV2(*, inputs, labels_indices, labels_values, sequence_length,  # noqa: N802
              preprocess_collapse_repeated=False, ctc_merge_repeated=True,
              ignore_longer_outputs_than_inputs=False, name=None):
    """``CTCLoss`` with the blank at class 0 (TensorFlow's cuDNN op)."""
    return _ctc("CTCLossV2", inputs, labels_indices, labels_values, sequence_length, True,
                preprocess_collapse_repeated, ctc_merge_repeated,
                ignore_longer_outputs_than_inputs)



# --- beam search ---------------------------------------------------------------------------------
def _lae(a, b):
    if a == _NEG:
        return b
    if b == _NEG:
        return a
    m = max(a, b)
    return m + float(np.log1p(np.exp(-abs(a - b))))


class _Beam:
    """A prefix: its parent, last label, children and (blank, label, total) log probabilities
    of the previous (``old``) and current (``new``) step."""

    __slots__ = ("children", "label", "new", "old", "parent")

    def __init__(self, parent, label):
        self.parent, self.label, self.children = parent, label, None
        self.old = [_NEG, _NEG, _NEG]
        self.new = [_NEG, _NEG, _NEG]

    def active(self):
        return self.new[2] != _NEG

    def labels(self, merge_repeated):
        out, prev, e = [], -1, self
        while e.parent is not None:
            if not merge_repeated or e.label != prev:
                out.append(e.label)
            prev, e = e.label, e.parent
        return out[::-1]


def _beam_search(logits, steps, width, n_labels):
    """The leaves (most probable first) of TensorFlow's beam search over ``logits[:steps]``
    (float32 arithmetic; blank ``n_labels``)."""
    f = np.float32
    root = _Beam(None, -1)
    root.new = [0.0, _NEG, 0.0]
    leaves = [root]

    def bottom():
        return min(leaves, key=lambda e: e.new[2])

    def candidate(total):
        return total > _NEG and (len(leaves) < width or total > bottom().new[2])

    for t in range(steps):
        x = logits[t].astype(f) - logits[t].max()
        norm = float(f(np.log(np.exp(x).sum(dtype=f))))
        x = x.astype(np.float64)
        branches = sorted(leaves, key=lambda e: -e.new[2])
        leaves = []
        for b in branches:
            b.old = list(b.new)
        for b in branches:
            if b.parent is not None:
                if b.parent.active():
                    prev = b.parent.old[0] if b.label == b.parent.label else b.parent.old[2]
                    b.new[1] = _lae(b.new[1], prev)
                b.new[1] = float(f(b.new[1] + x[b.label] - norm))
            b.new[0] = float(f(b.old[2] + x[n_labels] - norm))
            b.new[2] = float(f(_lae(b.new[0], b.new[1])))
            leaves.append(b)
        for b in branches:
            if not candidate(b.old[2]):
                continue
            if b.children is None:
                b.children = [_Beam(b, k) for k in range(n_labels)]
            for c in b.children:
                if c.active():
                    continue
                prev = b.old[0] if c.label == b.label else b.old[2]
                total = float(f(x[c.label] - norm + prev))
                c.new = [_NEG, total, total]
                if candidate(total):
                    if len(leaves) == width:
                        low = bottom()
                        low.new = [_NEG, _NEG, _NEG]
                        leaves.remove(low)
                    leaves.append(c)
                else:
                    c.old = [_NEG, _NEG, _NEG]
                    c.new = [_NEG, _NEG, _NEG]
    return sorted(leaves, key=lambda e: -e.new[2])


def CTCBeamSearchDecoder(*, inputs, sequence_length, beam_width, top_paths,  # noqa: N802
                         merge_repeated=True, name=None):
    """The ``top_paths`` most probable labellings of ``inputs`` ``[T, b, C]`` (logits, blank
    ``C - 1``) by TensorFlow's beam search: ``(indices, values, shapes)`` per path (TensorFlow's
    sparse triples) and the log probabilities ``[b, top_paths]``."""
    x = check_kind("CTCBeamSearchDecoder", convert(inputs), FLOATING)
    a = np.asarray(ivy.to_numpy(x))
    lengths = np.asarray(ivy.to_numpy(convert(sequence_length))).reshape(-1)
    t_max, batch, classes = a.shape
    width, k = int(beam_width), int(top_paths)
    if not 0 < k <= width:
        raise InvalidArgumentError(None, "CTCBeamSearchDecoder",
                                   f"top_paths must be in (0, beam_width], got {k}")
    paths = [[[] for _ in range(batch)] for _ in range(k)]
    logp = np.zeros((batch, k), a.dtype)
    for b in range(batch):
        leaves = _beam_search(a[:, b], int(lengths[b]), width, classes - 1)
        if len(leaves) < k:
            raise InvalidArgumentError(None, "CTCBeamSearchDecoder",
                                       "Less leaves in the beam search than requested.")
        for p in range(k):
            paths[p][b] = leaves[p].labels(bool(merge_repeated))
            logp[b, p] = leaves[p].new[2]
    like = backend_name(x)
    idx, vals, shapes = [], [], []
    for p in range(k):
        rows = [[b, j] for b in range(batch) for j in range(len(paths[p][b]))]
        idx.append(wrap(ivy.to_backend(np.asarray(rows, np.int64).reshape(-1, 2), like)))
        vals.append(wrap(ivy.to_backend(np.asarray([v for r in paths[p] for v in r], np.int64),
                                        like)))
        longest = max(len(r) for r in paths[p])
        shapes.append(wrap(ivy.to_backend(np.asarray([batch, longest], np.int64), like)))
    return idx, vals, shapes, wrap(ivy.to_backend(logp, like))


__all__ = sorted(n for n, v in dict(globals()).items()
                 if n[:1].isupper() and callable(v) and getattr(v, "__module__", "") == __name__)
