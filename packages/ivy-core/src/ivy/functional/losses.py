"""Loss functions (Ivy's own, beyond the standard), composed on every backend.

Conventions shared by every loss:

* arguments ``(true, pred)``: the target first, the prediction second (as Keras's
  ``(y_true, y_pred)``), both arrays of one shape (``sparse_cross_entropy``: integer labels
  without the class axis); the result dtype is Ivy's promotion of the two (float);
* the loss of each element (of each distribution, for the losses with an ``axis``) is reduced by
  ``reduction``: ``"mean"`` (default: the mean over every remaining element; nan for none),
  ``"sum"``, or ``"none"`` (the unreduced losses, of the shape without ``axis``);
* probabilities are clipped to ``[epsilon, 1 - epsilon]`` before their logarithm, so a confident
  wrong prediction costs ``-log(epsilon)`` instead of infinity (``epsilon=0``: no clipping).

Shapes and options are checked once here; label values are data and are not checked (a label
outside ``[0, C)`` is an error or unspecified, as for the standard's ``take_along_axis``).
"""

from .._rules import nn as _nn
from ._api import composed

_EPS = 1e-7


def _reduce(xp, loss, reduction):
    if reduction == "mean":
        return xp.mean(loss)
    if reduction == "sum":
        return xp.sum(loss)
    return loss


def _epsilon(fname, epsilon):
    if not _nn._number(epsilon) or not 0 <= epsilon < 0.5:
        raise _nn.IvyValueError(f"ivy.{fname}: epsilon must be a Python number in [0, 0.5), got "
                                f"{epsilon!r}")


def _clip(xp, p, epsilon):
    return xp.clip(p, epsilon, 1.0 - epsilon) if epsilon else p


def _class_axis(fname, pred, axis):
    _nn.min_ndim(fname, pred, 1, "pred", "[..., C] with the classes on axis")
    return _nn.axis(fname, pred.ndim, axis)


@composed
def binary_cross_entropy(xp, true, pred, /, *, from_logits=False, epsilon=_EPS, reduction="mean"):
    """Binary cross-entropy ``-(t * log(p) + (1 - t) * log(1 - p))`` of each element.

    Args:
        true: targets in ``[0, 1]`` (0/1 labels or soft targets), shape ``[...]``.
        pred: probabilities ``p`` of ``true``'s shape; logits ``z`` with ``from_logits=True``
            (then ``p = sigmoid(z)``, computed stably as
            ``max(z, 0) - z * t + log(1 + exp(-|z|))``, and ``epsilon`` is not used).
        from_logits: whether ``pred`` holds logits.
        epsilon: probabilities are clipped to ``[epsilon, 1 - epsilon]``.
        reduction: ``"mean"``, ``"sum"`` or ``"none"`` (shape ``[...]``).

    Returns:
        The reduced loss (0-d) or the elementwise losses, of the promoted float dtype.

    Raises:
        IvyValueError: shapes differ, or a bad ``reduction`` / ``epsilon``.

    Example:
        >>> import ivy, numpy as np
        >>> t, p = np.asarray([1.0, 0.0]), np.asarray([0.9, 0.2])
        >>> round(float(ivy.binary_cross_entropy(t, p)), 4)
        0.1643
    """
    _nn.reduction("binary_cross_entropy", reduction)
    _nn.same_shape("binary_cross_entropy", true, pred, ("true", "pred"))
    if from_logits:
        # z > 0: (1 - t) z + log1p(exp(-z)); else -t z + log1p(exp(z)): exact (no cancellation
        # for confident logits), no overflow, and smooth at z = 0 (no max/abs kink there)
        pos = xp.greater(pred, 0.0)
        zp, zn = xp.where(pos, pred, 0.0), xp.where(pos, 0.0, pred)
        loss = xp.where(pos,
                        xp.add(xp.multiply(xp.subtract(1.0, true), zp),
                               xp.log1p(xp.exp(xp.negative(zp)))),
                        xp.subtract(xp.log1p(xp.exp(zn)), xp.multiply(true, zn)))
    else:
        _epsilon("binary_cross_entropy", epsilon)
        p = _clip(xp, pred, epsilon)
        pos = xp.multiply(true, xp.log(p))
        neg = xp.multiply(xp.subtract(1.0, true), xp.log1p(xp.negative(p)))
        loss = xp.negative(xp.add(pos, neg))
    return _reduce(xp, loss, reduction)


@composed
def cross_entropy(xp, true, pred, /, *, axis=-1, epsilon=_EPS, reduction="mean"):
    """Categorical cross-entropy ``-sum(t * log(p), axis)`` of each distribution.

    Args:
        true: target distributions (one-hot or soft), shape ``[..., C, ...]`` (classes on
            ``axis``).
        pred: predicted probabilities (e.g. a softmax output) of ``true``'s shape.
        axis: the class axis.
        epsilon: probabilities are clipped to ``[epsilon, 1 - epsilon]``.
        reduction: ``"mean"``, ``"sum"`` or ``"none"`` (shape without ``axis``).

    Returns:
        The reduced loss (0-d) or the per-distribution losses, of the promoted float dtype.

    Raises:
        IvyValueError: shapes differ, ``axis`` is out of bounds, or a bad ``reduction`` /
            ``epsilon``.

    Example:
        >>> import ivy, numpy as np
        >>> t = np.asarray([[0.0, 1.0], [1.0, 0.0]])
        >>> p = np.asarray([[0.2, 0.8], [0.5, 0.5]])
        >>> ivy.cross_entropy(t, p, reduction="none").round(4).tolist()
        [0.2231, 0.6931]
    """
    _nn.reduction("cross_entropy", reduction)
    _nn.same_shape("cross_entropy", true, pred, ("true", "pred"))
    ax = _class_axis("cross_entropy", pred, axis)
    _epsilon("cross_entropy", epsilon)
    loss = xp.negative(xp.sum(xp.multiply(true, xp.log(_clip(xp, pred, epsilon))), axis=ax))
    return _reduce(xp, loss, reduction)


@composed
def huber(xp, true, pred, /, *, delta=1.0, reduction="mean"):
    """Huber loss of each element: with ``d = |pred - true|``, ``d**2 / 2`` where
    ``d <= delta``, else ``delta * (d - delta / 2)`` (quadratic near 0, linear beyond).

    Args:
        true: targets, shape ``[...]``.
        pred: predictions of ``true``'s shape.
        delta: positive point where the loss turns linear.
        reduction: ``"mean"``, ``"sum"`` or ``"none"`` (shape ``[...]``).

    Returns:
        The reduced loss (0-d) or the elementwise losses, of the promoted float dtype.

    Raises:
        IvyValueError: shapes differ, ``delta`` is not positive, or a bad ``reduction``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.huber(np.zeros(2), np.asarray([0.5, 3.0]), reduction="none").tolist()
        [0.125, 2.5]
    """
    _nn.reduction("huber", reduction)
    _nn.same_shape("huber", true, pred, ("true", "pred"))
    _nn.positive("huber", delta, "delta")
    d = xp.abs(xp.subtract(pred, true))
    quad = xp.multiply(xp.square(d), 0.5)
    lin = xp.multiply(xp.subtract(d, 0.5 * delta), delta)
    return _reduce(xp, xp.where(xp.less_equal(d, delta), quad, lin), reduction)


@composed
def kl_div(xp, true, pred, /, *, axis=-1, epsilon=_EPS, reduction="mean"):
    """Kullback-Leibler divergence ``KL(true || pred) = sum(t * (log(t) - log(p)), axis)`` of
    each distribution (terms with ``t = 0`` are 0).

    ``reduction="mean"`` averages the per-distribution divergences (PyTorch's "batchmean" for a
    ``[batch, C]`` input).

    Args:
        true: target distributions, shape ``[..., C, ...]`` (classes on ``axis``).
        pred: predicted probabilities of ``true``'s shape (not log-probabilities).
        axis: the class axis.
        epsilon: ``pred`` is clipped to ``[epsilon, 1 - epsilon]``.
        reduction: ``"mean"``, ``"sum"`` or ``"none"`` (shape without ``axis``).

    Returns:
        The reduced divergence (0-d) or the per-distribution ones, of the promoted float dtype.

    Raises:
        IvyValueError: shapes differ, ``axis`` is out of bounds, or a bad ``reduction`` /
            ``epsilon``.

    Example:
        >>> import ivy, numpy as np
        >>> t, p = np.asarray([0.5, 0.5]), np.asarray([0.25, 0.75])
        >>> round(float(ivy.kl_div(t, p)), 4)
        0.1438
    """
    _nn.reduction("kl_div", reduction)
    _nn.same_shape("kl_div", true, pred, ("true", "pred"))
    ax = _class_axis("kl_div", pred, axis)
    _epsilon("kl_div", epsilon)
    pos = xp.greater(true, 0.0)
    safe = xp.where(pos, true, 1.0)  # log(1) = 0 in the dropped branch: finite gradients
    terms = xp.multiply(true, xp.subtract(xp.log(safe), xp.log(_clip(xp, pred, epsilon))))
    loss = xp.sum(xp.where(pos, terms, 0.0), axis=ax)
    return _reduce(xp, loss, reduction)


@composed
def mse(xp, true, pred, /, *, reduction="mean"):
    """Squared error ``(pred - true)**2`` of each element (mean squared error by default).

    Args:
        true: targets, shape ``[...]``.
        pred: predictions of ``true``'s shape.
        reduction: ``"mean"``, ``"sum"`` or ``"none"`` (shape ``[...]``).

    Returns:
        The reduced loss (0-d) or the elementwise squared errors, of the promoted dtype.

    Raises:
        IvyValueError: shapes differ, or a bad ``reduction``.

    Example:
        >>> import ivy, numpy as np
        >>> float(ivy.mse(np.asarray([1.0, 2.0]), np.asarray([1.0, 4.0])))
        2.0
    """
    _nn.reduction("mse", reduction)
    _nn.same_shape("mse", true, pred, ("true", "pred"))
    return _reduce(xp, xp.square(xp.subtract(pred, true)), reduction)


@composed
def sparse_cross_entropy(xp, true, pred, /, *, axis=-1, epsilon=_EPS, reduction="mean"):
    """Cross-entropy of integer class labels: ``-log(p[label])`` of each distribution (equal to
    :func:`cross_entropy` of the one-hot labels).

    Args:
        true: integer labels in ``[0, C)``, of ``pred``'s shape without ``axis``.
        pred: predicted probabilities ``[..., C, ...]`` (classes on ``axis``).
        axis: the class axis of ``pred``.
        epsilon: probabilities are clipped to ``[epsilon, 1 - epsilon]``.
        reduction: ``"mean"``, ``"sum"`` or ``"none"`` (shape of ``true``).

    Returns:
        The reduced loss (0-d) or the per-label losses, of ``pred``'s dtype.

    Raises:
        IvyValueError: ``true``'s shape is not ``pred``'s without ``axis``, ``axis`` is out of
            bounds, or a bad ``reduction`` / ``epsilon``.
        IvyDtypeError: ``true`` is not an integer array.

    Example:
        >>> import ivy, numpy as np
        >>> p = np.asarray([[0.2, 0.8], [0.5, 0.5]])
        >>> ivy.sparse_cross_entropy(np.asarray([1, 0]), p, reduction="none").round(4).tolist()
        [0.2231, 0.6931]
    """
    fname = "sparse_cross_entropy"
    _nn.reduction(fname, reduction)
    ax = _class_axis(fname, pred, axis)
    ps, ts = _nn.shape_of(pred), _nn.shape_of(true)
    if ts != ps[:ax] + ps[ax + 1:]:
        raise _nn.IvyValueError(f"ivy.{fname}: labels of shape {ts} must have pred's shape {ps} "
                                f"without the class axis {ax}, {ps[:ax] + ps[ax + 1:]}")
    if not xp.isdtype(true.dtype, "integral"):
        raise _nn.IvyDtypeError(f"ivy.{fname}: labels must be an integer array, got "
                                f"{xp.as_ivy_dtype(true.dtype)}")
    _epsilon(fname, epsilon)
    picked = xp.take_along_axis(pred, xp.expand_dims(true, axis=ax), axis=ax)
    loss = xp.negative(xp.log(_clip(xp, xp.squeeze(picked, axis=ax), epsilon)))
    return _reduce(xp, loss, reduction)
