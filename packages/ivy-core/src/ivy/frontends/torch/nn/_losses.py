"""``torch.nn.functional``'s losses on Ivy.

The class axis is PyTorch's: dimension 1 of ``[N, C, d1, ...]`` (0 of an unbatched ``[C]``).
The legacy ``size_average`` / ``reduce`` arguments are folded into ``reduction`` as PyTorch does.
``options`` of ``linear_cross_entropy`` (how PyTorch chunks the computation to save memory) is
accepted and ignored.
"""

from __future__ import annotations

import math

import ivy

from ..tensor import native, wrap
from ._layers import linear, pairwise_distance
from ._util import like, reduce_loss, reduction_of

__all__ = ["binary_cross_entropy", "binary_cross_entropy_with_logits", "cosine_embedding_loss",
           "cross_entropy", "gaussian_nll_loss", "hinge_embedding_loss", "huber_loss", "kl_div",
           "l1_loss", "linear_cross_entropy", "margin_ranking_loss", "mse_loss",
           "multi_margin_loss", "multilabel_margin_loss", "multilabel_soft_margin_loss",
           "nll_loss", "poisson_nll_loss", "smooth_l1_loss", "soft_margin_loss",
           "triplet_margin_loss", "triplet_margin_with_distance_loss"]

COMPOSED = frozenset(__all__) - {"huber_loss", "mse_loss"}


def _class_axis(x):
    return 0 if len(x.shape) == 1 else 1


def _weighted(loss, weight):
    return loss if weight is None else ivy.multiply(loss, native(weight))


def _nll(logp, target, weight, ignore_index, reduction, label_smoothing=0.0):
    """Negative log-likelihood of class indices ``target`` under log-probabilities ``logp``."""
    ax = _class_axis(logp)
    c = logp.shape[ax]
    t = native(target)
    valid = ivy.not_equal(t, ignore_index)
    safe = ivy.where(valid, t, ivy.zeros_like(t))
    picked = ivy.squeeze(ivy.take_along_axis(logp, ivy.expand_dims(safe, axis=ax), axis=ax),
                         axis=ax)
    w = native(weight) if weight is not None else None
    wt = ivy.take(w, safe, axis=0) if w is not None else ivy.ones_like(picked)
    wt = ivy.where(valid, wt, ivy.zeros_like(wt))
    loss = ivy.negative(ivy.multiply(picked, wt))
    if label_smoothing:
        wl = logp if w is None else ivy.multiply(
            logp, ivy.reshape(w, (c,) + (1,) * (len(logp.shape) - ax - 1)))
        smooth = ivy.where(valid, ivy.negative(ivy.sum(wl, axis=ax)), ivy.zeros_like(picked))
        loss = ivy.add(ivy.multiply(loss, 1 - label_smoothing),
                       ivy.multiply(smooth, label_smoothing / c))
    if reduction == "mean":
        return ivy.divide(ivy.sum(loss), ivy.sum(wt))
    return reduce_loss(loss, reduction)


def nll_loss(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None,
             reduction="mean"):
    return wrap(_nll(native(input), target, weight, ignore_index,
                     reduction_of(size_average, reduce, reduction)))


def cross_entropy(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None,
                  reduction="mean", label_smoothing=0.0):
    x = native(input)
    reduction = reduction_of(size_average, reduce, reduction)
    if not 0.0 <= label_smoothing <= 1.0:
        raise RuntimeError(f"label_smoothing must be between 0.0 and 1.0. Got: {label_smoothing}")
    ax = _class_axis(x)
    logp = ivy.log_softmax(x, axis=ax)
    t = native(target)
    if ivy.as_ivy_dtype(t.dtype).kind != "float":  # class indices
        return wrap(_nll(logp, t, weight, ignore_index, reduction, label_smoothing))
    c = x.shape[ax]  # class probabilities
    if label_smoothing:
        t = ivy.add(ivy.multiply(t, 1 - label_smoothing), label_smoothing / c)
    if weight is not None:
        logp = ivy.multiply(logp, ivy.reshape(native(weight),
                                              (c,) + (1,) * (len(x.shape) - ax - 1)))
    loss = ivy.negative(ivy.sum(ivy.multiply(logp, t), axis=ax))
    if reduction == "mean":
        return wrap(ivy.divide(ivy.sum(loss), math.prod(loss.shape)))
    return wrap(reduce_loss(loss, reduction))


def binary_cross_entropy(input, target, weight=None, size_average=None, reduce=None,
                         reduction="mean"):
    p, t = native(input), native(target)
    if tuple(p.shape) != tuple(t.shape):
        raise ValueError(f"Using a target size ({tuple(t.shape)}) that is different to the "
                         f"input size ({tuple(p.shape)}) is deprecated. Please ensure they have "
                         "the same size.")
    lp = ivy.clip(ivy.log(p), -100.0, None)  # PyTorch clamps the logs at -100
    lq = ivy.clip(ivy.log1p(ivy.negative(p)), -100.0, None)
    loss = ivy.negative(ivy.add(ivy.multiply(t, lp), ivy.multiply(ivy.subtract(1, t), lq)))
    return wrap(reduce_loss(_weighted(loss, weight), reduction_of(size_average, reduce,
                                                                   reduction)))


def binary_cross_entropy_with_logits(input, target, weight=None, size_average=None, reduce=None,
                                     reduction="mean", pos_weight=None):
    x, t = native(input), native(target)
    if tuple(x.shape) != tuple(t.shape):
        raise ValueError(f"Target size ({tuple(t.shape)}) must be the same as input size "
                         f"({tuple(x.shape)})")
    sp = ivy.softplus(ivy.negative(x))  # -log(sigmoid(x))
    if pos_weight is None:
        loss = ivy.add(ivy.multiply(ivy.subtract(1, t), x), sp)
    else:
        lw = ivy.add(ivy.multiply(ivy.subtract(native(pos_weight), 1), t), 1)
        loss = ivy.add(ivy.multiply(ivy.subtract(1, t), x), ivy.multiply(lw, sp))
    return wrap(reduce_loss(_weighted(loss, weight), reduction_of(size_average, reduce,
                                                                   reduction)))


def mse_loss(input, target, size_average=None, reduce=None, reduction="mean", weight=None):
    reduction = reduction_of(size_average, reduce, reduction)
    x, t = ivy.broadcast_arrays(native(input), native(target))
    if weight is None:
        return wrap(ivy.mse(t, x, reduction=reduction))
    return wrap(reduce_loss(_weighted(ivy.square(ivy.subtract(x, t)), weight), reduction))


def l1_loss(input, target, size_average=None, reduce=None, reduction="mean", weight=None):
    loss = ivy.abs(ivy.subtract(native(input), native(target)))
    return wrap(reduce_loss(_weighted(loss, weight), reduction_of(size_average, reduce,
                                                                   reduction)))


def smooth_l1_loss(input, target, size_average=None, reduce=None, reduction="mean", beta=1.0):
    reduction = reduction_of(size_average, reduce, reduction)
    d = ivy.abs(ivy.subtract(native(input), native(target)))
    if beta == 0:
        return wrap(reduce_loss(d, reduction))
    loss = ivy.where(ivy.less(d, beta), ivy.divide(ivy.multiply(ivy.square(d), 0.5), beta),
                     ivy.subtract(d, 0.5 * beta))
    return wrap(reduce_loss(loss, reduction))


def huber_loss(input, target, reduction="mean", delta=1.0, weight=None):
    x, t = ivy.broadcast_arrays(native(input), native(target))
    if weight is None:
        return wrap(ivy.huber(t, x, delta=delta, reduction=reduction))
    d = ivy.abs(ivy.subtract(x, t))
    loss = ivy.where(ivy.less(d, delta), ivy.multiply(ivy.square(d), 0.5),
                     ivy.multiply(ivy.subtract(d, 0.5 * delta), delta))
    return wrap(reduce_loss(_weighted(loss, weight), reduction))


def kl_div(input, target, size_average=None, reduce=None, reduction="mean", log_target=False):
    reduction = reduction_of(size_average, reduce, reduction)
    x, t = native(input), native(target)
    if log_target:
        loss = ivy.multiply(ivy.exp(t), ivy.subtract(t, x))
    else:  # target * (log(target) - input), 0 where target is 0
        pos = ivy.greater(t, 0)
        logt = ivy.log(ivy.where(pos, t, ivy.ones_like(t)))
        loss = ivy.where(pos, ivy.multiply(t, ivy.subtract(logt, x)),
                         ivy.multiply(ivy.zeros_like(t), x))
        loss = ivy.where(ivy.isnan(t), t, loss)
    if reduction == "batchmean":
        return wrap(ivy.divide(ivy.sum(loss), x.shape[0] if len(x.shape) else 1))
    return wrap(reduce_loss(loss, reduction))


def poisson_nll_loss(input, target, log_input=True, full=False, size_average=None, eps=1e-08,
                     reduce=None, reduction="mean"):
    x, t = native(input), native(target)
    if log_input:
        loss = ivy.subtract(ivy.exp(x), ivy.multiply(t, x))
    else:
        loss = ivy.subtract(x, ivy.multiply(t, ivy.log(ivy.add(x, eps))))
    if full:  # Stirling's term where target > 1
        st = ivy.add(ivy.subtract(ivy.multiply(t, ivy.log(t)), t),
                     ivy.multiply(ivy.log(ivy.multiply(t, 2 * 3.141592653589793)), 0.5))
        loss = ivy.add(loss, ivy.where(ivy.greater(t, 1), st, ivy.zeros_like(st)))
    return wrap(reduce_loss(loss, reduction_of(size_average, reduce, reduction)))


def gaussian_nll_loss(input, target, var, full=False, eps=1e-06, reduction="mean"):
    x, t, v = native(input), native(target), native(var)
    if len(v.shape) == len(x.shape) - 1 or (len(v.shape) == len(x.shape) and v.shape[-1] == 1
                                            and x.shape[-1] != 1):
        v = ivy.expand_dims(v, axis=-1) if len(v.shape) == len(x.shape) - 1 else v
    v = ivy.clip(v, eps, None)
    loss = ivy.multiply(ivy.add(ivy.log(v), ivy.divide(ivy.square(ivy.subtract(x, t)), v)), 0.5)
    if full:
        loss = ivy.add(loss, 0.5 * 1.8378770664093453)  # log(2 pi) / 2
    return wrap(reduce_loss(loss, reduction))


def margin_ranking_loss(input1, input2, target, margin=0, size_average=None, reduce=None,
                        reduction="mean"):
    d = ivy.subtract(native(input1), native(input2))
    loss = ivy.relu(ivy.add(ivy.multiply(ivy.negative(native(target)), d), margin))
    return wrap(reduce_loss(loss, reduction_of(size_average, reduce, reduction)))


def hinge_embedding_loss(input, target, margin=1.0, size_average=None, reduce=None,
                         reduction="mean"):
    x, t = native(input), native(target)
    zeros = ivy.zeros_like(x)
    pos = ivy.where(ivy.equal(t, 1), x, zeros)
    neg = ivy.where(ivy.equal(t, -1), ivy.relu(ivy.subtract(margin, x)), zeros)
    return wrap(reduce_loss(ivy.add(pos, neg), reduction_of(size_average, reduce, reduction)))


def soft_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):
    loss = ivy.softplus(ivy.negative(ivy.multiply(native(target), native(input))))
    return wrap(reduce_loss(loss, reduction_of(size_average, reduce, reduction)))


def cosine_embedding_loss(input1, input2, target, margin=0, size_average=None, reduce=None,
                          reduction="mean"):
    a, b, t = native(input1), native(input2), native(target)
    eps = 1e-12
    num = ivy.sum(ivy.multiply(a, b), axis=-1)
    den = ivy.sqrt(ivy.multiply(ivy.add(ivy.sum(ivy.square(a), axis=-1), eps),
                                ivy.add(ivy.sum(ivy.square(b), axis=-1), eps)))
    cos = ivy.divide(num, den)
    zeros = ivy.zeros_like(cos)
    loss = ivy.where(ivy.equal(t, 1), ivy.subtract(1, cos),
                     ivy.where(ivy.equal(t, -1), ivy.relu(ivy.subtract(cos, margin)), zeros))
    return wrap(reduce_loss(loss, reduction_of(size_average, reduce, reduction)))


def linear_cross_entropy(input, linear_weight, target, *, linear_bias=None, weight=None,
                         reduction="mean", ignore_index=None, label_smoothing=0.0, options=None):
    logits = linear(input, linear_weight, linear_bias)
    return cross_entropy(logits, target, weight, ignore_index=-100 if ignore_index is None
                         else ignore_index, reduction=reduction, label_smoothing=label_smoothing)


def multi_margin_loss(input, target, p=1, margin=1.0, weight=None, size_average=None,
                      reduce=None, reduction="mean"):
    if p not in (1, 2):
        raise ValueError("only p == 1 and p == 2 supported")
    x = native(input)
    t = native(target)
    unb = len(x.shape) == 1
    if unb:
        x, t = ivy.expand_dims(x, axis=0), ivy.reshape(t, (1,))
    c = x.shape[1]
    xt = ivy.take_along_axis(x, ivy.expand_dims(t, axis=1), axis=1)  # [N, 1]
    z = ivy.relu(ivy.add(ivy.subtract(margin, xt), x))
    if p == 2:
        z = ivy.square(z)
    if weight is not None:
        z = ivy.multiply(z, ivy.expand_dims(ivy.take(native(weight), t, axis=0), axis=1))
    with like(x):
        classes = ivy.arange(c, device=ivy.dev(x))
    not_t = ivy.not_equal(classes, ivy.expand_dims(t, axis=1))
    loss = ivy.divide(ivy.sum(ivy.where(not_t, z, ivy.zeros_like(z)), axis=1), c)
    if unb:
        loss = ivy.reshape(loss, ())
    return wrap(reduce_loss(loss, reduction_of(size_average, reduce, reduction)))


def multilabel_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):
    x, t = native(input), native(target)
    unb = len(x.shape) == 1
    if unb:
        x, t = ivy.expand_dims(x, axis=0), ivy.expand_dims(t, axis=0)
    c = x.shape[1]
    # the targets are the entries before the first -1
    valid = ivy.astype(ivy.cumprod(ivy.astype(ivy.not_equal(t, -1), ivy.int64), axis=1),
                       ivy.bool)
    safe = ivy.where(valid, t, ivy.zeros_like(t))
    hot = ivy.one_hot(safe, c, dtype=ivy.int64)  # [N, K, C]
    hot = ivy.multiply(hot, ivy.expand_dims(ivy.astype(valid, ivy.int64), axis=-1))
    is_target = ivy.greater(ivy.sum(hot, axis=1), 0)  # [N, C]
    xt = ivy.take_along_axis(x, safe, axis=1)  # [N, K]
    z = ivy.relu(ivy.add(ivy.subtract(1.0, ivy.expand_dims(xt, axis=2)),
                         ivy.expand_dims(x, axis=1)))  # [N, K, C]
    keep = ivy.logical_and(ivy.expand_dims(valid, axis=2),
                           ivy.expand_dims(ivy.logical_not(is_target), axis=1))
    loss = ivy.divide(ivy.sum(ivy.where(keep, z, ivy.zeros_like(z)), axis=(1, 2)), c)
    if unb:
        loss = ivy.reshape(loss, ())
    return wrap(reduce_loss(loss, reduction_of(size_average, reduce, reduction)))


def multilabel_soft_margin_loss(input, target, weight=None, size_average=None, reduce=None,
                                reduction="mean"):
    x, t = native(input), native(target)
    ls_pos = ivy.negative(ivy.softplus(ivy.negative(x)))  # log sigmoid(x)
    ls_neg = ivy.negative(ivy.softplus(x))  # log sigmoid(-x)
    loss = ivy.negative(ivy.add(ivy.multiply(t, ls_pos),
                                ivy.multiply(ivy.subtract(1, t), ls_neg)))
    loss = _weighted(loss, weight)
    loss = ivy.divide(ivy.sum(loss, axis=-1), x.shape[-1])
    return wrap(reduce_loss(loss, reduction_of(size_average, reduce, reduction)))


def _triplet(d_pos, d_neg, d_swap, margin, reduction):
    if d_swap is not None:
        d_neg = ivy.minimum(d_neg, d_swap)
    return wrap(reduce_loss(ivy.relu(ivy.add(ivy.subtract(d_pos, d_neg), margin)), reduction))


def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2, eps=1e-06, swap=False,
                        size_average=None, reduce=None, reduction="mean"):
    def d(a, b):
        return native(pairwise_distance(a, b, p, eps))

    return _triplet(d(anchor, positive), d(anchor, negative),
                    d(positive, negative) if swap else None, margin,
                    reduction_of(size_average, reduce, reduction))


def triplet_margin_with_distance_loss(anchor, positive, negative, *, distance_function=None,
                                      margin=1.0, swap=False, reduction="mean"):
    dist = pairwise_distance if distance_function is None else distance_function

    def d(a, b):
        return native(dist(a, b))

    return _triplet(d(anchor, positive), d(anchor, negative),
                    d(positive, negative) if swap else None, margin, reduction)
