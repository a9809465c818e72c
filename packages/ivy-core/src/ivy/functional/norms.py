"""Normalisation functions (Ivy's own, beyond the standard), channel-last.

Each normalises with the biased variance (divided by the count), ``eps`` added inside the square
root: ``(x - mean) / sqrt(var + eps) * scale + offset``. Statistics are computed in two passes
(the variance of the centred values), so large means do not cancel the variance away.
"""

from math import prod

from .._rules import nn as _nn
from ._api import composed


def _eps(fname, eps):
    if not _nn._number(eps) or eps < 0:
        raise _nn.IvyValueError(f"ivy.{fname}: eps must be a non-negative Python number, got "
                                f"{eps!r}")


def _standardise(xp, x, axes, eps):
    """``(x - mean) / sqrt(var + eps)`` over ``axes`` (kept), biased variance."""
    c = xp.subtract(x, xp.mean(x, axis=axes, keepdims=True))
    var = xp.mean(xp.square(c), axis=axes, keepdims=True)
    return xp.divide(c, xp.sqrt(xp.add(var, eps)))


def _affine(xp, y, scale, offset):
    if scale is not None:
        y = xp.multiply(y, scale)
    if offset is not None:
        y = xp.add(y, offset)
    return y


@composed
def batch_norm(xp, x, mean, variance, /, *, offset=None, scale=None, training=False, eps=1e-5,
               momentum=0.1):
    """Batch normalisation over every axis but the channel (last) one.

    Inference (``training=False``): ``y = (x - mean) / sqrt(variance + eps) * scale + offset``
    with the given running statistics, returned unchanged. Training: the batch's own statistics
    normalise (mean ``m`` and biased variance ``v`` of each channel over its ``n`` values), and
    the running statistics are updated as ``(1 - momentum) * mean + momentum * m`` and
    ``(1 - momentum) * variance + momentum * v * n / (n - 1)`` (the unbiased variance, as
    PyTorch and Keras do). Nothing is modified in place.

    Args:
        x: real floating array ``[N, ..., C]`` (channel last, at least 2-d).
        mean: running mean ``[C]``.
        variance: running variance ``[C]``.
        offset: optional shift ``[C]`` (beta).
        scale: optional scale ``[C]`` (gamma).
        training: normalise with the batch statistics and update the running ones.
        eps: non-negative number added to the variance.
        momentum: weight of the batch statistics in the update, in ``[0, 1]``.

    Returns:
        ``(y, new_mean, new_variance)``: ``y`` of ``x``'s shape, the statistics ``[C]``
        (``mean`` and ``variance`` themselves when not training).

    Raises:
        IvyValueError: ``x`` has fewer than 2 dimensions; a statistic, ``scale`` or ``offset``
            is not ``[C]``; training with a single value per channel; bad ``eps``/``momentum``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[1.0], [3.0]])
        >>> y, m, v = ivy.batch_norm(x, np.zeros(1), np.ones(1), training=True, eps=0.0)
        >>> y.tolist(), m.tolist(), v.tolist()
        ([[-1.0], [1.0]], [0.2], [1.1])
    """
    fname = "batch_norm"
    _nn.min_ndim(fname, x, 2, "x", "[N, ..., C]")
    c = _nn.shape_of(x)[-1]
    for v, name in ((mean, "mean"), (variance, "variance"), (offset, "offset"), (scale, "scale")):
        _nn.vector(fname, v, c, name)
    _eps(fname, eps)
    _nn.probability(fname, momentum, "momentum")
    if training:
        axes = tuple(range(x.ndim - 1))
        n = prod(_nn.shape_of(x)[:-1])
        if n < 2:
            raise _nn.IvyValueError(f"ivy.{fname}: training needs more than one value per channel "
                                    f"(x has shape {_nn.shape_of(x)})")
        m = xp.mean(x, axis=axes)
        v = xp.mean(xp.square(xp.subtract(x, m)), axis=axes)
        new_mean = xp.add(xp.multiply(mean, 1.0 - momentum), xp.multiply(m, momentum))
        new_var = xp.add(xp.multiply(variance, 1.0 - momentum),
                         xp.multiply(v, momentum * n / (n - 1)))
    else:
        m, v, new_mean, new_var = mean, variance, mean, variance
    inv = xp.divide(1.0, xp.sqrt(xp.add(v, eps)))
    if scale is not None:
        inv = xp.multiply(inv, scale)
    y = xp.multiply(xp.subtract(x, m), inv)
    if offset is not None:
        y = xp.add(y, offset)
    return y, new_mean, new_var


@composed
def group_norm(xp, x, num_groups, /, *, scale=None, offset=None, eps=1e-5):
    """Group normalisation: the ``C`` channels are split into ``num_groups`` consecutive groups,
    and each group of each sample is normalised over its channels and all spatial positions.

    Args:
        x: real floating array ``[N, ..., C]`` (channel last, at least 2-d).
        num_groups: positive int dividing ``C`` (1: layer norm over ``[..., C]``; ``C``:
            instance norm).
        scale: optional per-channel scale ``[C]``.
        offset: optional per-channel shift ``[C]``.
        eps: non-negative number added to the variance.

    Returns:
        Array of ``x``'s shape and dtype.

    Raises:
        IvyValueError: ``x`` has fewer than 2 dimensions, ``num_groups`` does not divide ``C``,
            ``scale``/``offset`` are not ``[C]``, or a bad ``eps``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[1.0, 3.0, 10.0, 30.0]])
        >>> ivy.group_norm(x, 2, eps=0.0).tolist()
        [[-1.0, 1.0, -1.0, 1.0]]
    """
    fname = "group_norm"
    _nn.min_ndim(fname, x, 2, "x", "[N, ..., C]")
    shape = _nn.shape_of(x)
    c = shape[-1]
    if type(num_groups) is not int or num_groups < 1 or c % num_groups:
        raise _nn.IvyValueError(f"ivy.{fname}: num_groups must be a positive int dividing the "
                                f"{c} channels of x (shape {shape}), got {num_groups!r}")
    _nn.vector(fname, scale, c, "scale")
    _nn.vector(fname, offset, c, "offset")
    _eps(fname, eps)
    g = xp.reshape(x, shape[:-1] + (num_groups, c // num_groups))
    axes = tuple(range(1, x.ndim - 1)) + (x.ndim,)  # spatial axes and the channels of a group
    y = xp.reshape(_standardise(xp, g, axes, eps), shape)
    return _affine(xp, y, scale, offset)


@composed
def layer_norm(xp, x, normalized_idxs, /, *, scale=None, offset=None, eps=1e-5):
    """Layer normalisation: ``x`` normalised over the axes ``normalized_idxs``.

    Args:
        x: real floating array ``[...]``.
        normalized_idxs: the axes normalised over (an int or a sequence of ints; ``-1``: the
            last axis, the usual feature axis).
        scale: optional scale broadcast against ``x`` (e.g. ``[C]`` for ``normalized_idxs=-1``).
        offset: optional shift broadcast against ``x``.
        eps: non-negative number added to the variance.

    Returns:
        Array of ``x``'s shape and dtype (promoted with ``scale``/``offset``).

    Raises:
        IvyValueError: an axis is out of bounds or repeated, ``scale``/``offset`` do not
            broadcast to ``x``'s shape, or a bad ``eps``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.layer_norm(np.asarray([[1.0, 3.0], [0.0, 10.0]]), -1, eps=0.0).tolist()
        [[-1.0, 1.0], [-1.0, 1.0]]
    """
    fname = "layer_norm"
    axes = _nn.axes(fname, x.ndim, normalized_idxs, "normalized_idxs")
    shape = _nn.shape_of(x)
    _nn.broadcasts_into(fname, scale, shape, "scale")
    _nn.broadcasts_into(fname, offset, shape, "offset")
    _eps(fname, eps)
    return _affine(xp, _standardise(xp, x, axes, eps), scale, offset)
