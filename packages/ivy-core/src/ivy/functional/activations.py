"""Activation functions (Ivy's own, beyond the standard).

Every function takes a real floating array and returns an array of its shape and dtype (integer
input is outside the contract, as for the standard's ``exp``). A backend whose native kernel
gives these results binds it (``torch.nn.functional``, ``jax.nn``, ``tf.nn``, ``mxnet.npx``); the
compositions below run everywhere else (see ``docs/coverage.md``). The softmax family reduces
over ``axis``, which must exist (a 0-d array has none); an empty axis gives an empty result.
"""

from .._rules import nn as _nn
from .._rules.activations import softplus_options  # noqa: F401
from ._api import api, composed

SELU_ALPHA = 1.6732632423543772848170429916717
SELU_SCALE = 1.0507009873554804934193349852946


@composed
def elu(xp, x, /, *, alpha=1.0):
    """Exponential linear unit: ``x`` where ``x > 0``, else ``alpha * (exp(x) - 1)``.

    Args:
        x: real floating array ``[...]``.
        alpha: the value the negative side saturates at (as ``-alpha``).

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.elu(np.asarray([-1.0, 0.0, 2.0])).round(4).tolist()
        [-0.6321, 0.0, 2.0]
    """
    pos = xp.greater(x, 0.0)
    # expm1 of x where x <= 0, of 0 elsewhere: the branch where() drops stays finite (so do the
    # gradients), and the slope at 0 is alpha (not a tie-split of min(x, 0))
    neg = xp.multiply(xp.expm1(xp.where(pos, 0.0, x)), alpha)
    return xp.where(pos, x, neg)


@api
def gelu(x, /, *, approximate=False):
    """Gaussian error linear unit, ``x * Phi(x)`` (``Phi``: the standard normal CDF).

    Exact: ``0.5 * x * (1 + erf(x / sqrt(2)))``. With ``approximate=True`` the tanh form
    ``0.5 * x * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x**3)))``.

    Args:
        x: real floating array ``[...]``.
        approximate: use the tanh approximation instead of ``erf``.

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.gelu(np.asarray([-1.0, 0.0, 1.0])).round(4).tolist()
        [-0.1587, 0.0, 0.8413]
    """


@composed
def hardswish(xp, x, /):
    """Hard swish: ``x * min(max(x + 3, 0), 6) / 6``.

    Args:
        x: real floating array ``[...]``.

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.hardswish(np.asarray([-4.0, 0.0, 1.0, 4.0])).round(4).tolist()
        [-0.0, 0.0, 0.6667, 4.0]
    """
    return xp.multiply(x, xp.divide(xp.clip(xp.add(x, 3.0), 0.0, 6.0), 6.0))


@composed
def leaky_relu(xp, x, /, *, alpha=0.2):
    """Leaky rectified linear unit: ``x`` where ``x > 0``, else ``alpha * x``.

    Args:
        x: real floating array ``[...]``.
        alpha: slope of the negative side.

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.leaky_relu(np.asarray([-1.0, 0.0, 2.0])).tolist()
        [-0.2, 0.0, 2.0]
    """
    return xp.where(xp.greater(x, 0.0), x, xp.multiply(x, alpha))


def _log_softmax(xp, x, ax):
    # x - max - log(sum(exp(x - max))): no overflow; an empty array has nothing to normalise
    if 0 in x.shape:
        return xp.zeros_like(x)
    s = xp.subtract(x, xp.max(x, axis=ax, keepdims=True))
    return xp.subtract(s, xp.log(xp.sum(xp.exp(s), axis=ax, keepdims=True)))


@composed
def log_softmax(xp, x, /, *, axis=-1):
    """Logarithm of :func:`softmax`, computed without forming the softmax (no underflow to -inf).

    Args:
        x: real floating array ``[..., N, ...]`` with ``N`` on ``axis``.
        axis: the axis normalised over.

    Returns:
        Array of ``x``'s shape and dtype: ``x - logsumexp(x, axis)``.

    Raises:
        IvyValueError: ``axis`` is out of bounds (a 0-d ``x`` has no axis).

    Example:
        >>> import ivy, numpy as np
        >>> ivy.log_softmax(np.asarray([0.0, 0.0])).round(4).tolist()
        [-0.6931, -0.6931]
    """
    return _log_softmax(xp, x, _nn.axis("log_softmax", x.ndim, axis))


@composed
def mish(xp, x, /):
    """Mish: ``x * tanh(softplus(x))``.

    Args:
        x: real floating array ``[...]``.

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.mish(np.asarray([-1.0, 0.0, 1.0])).round(4).tolist()
        [-0.3034, 0.0, 0.8651]
    """
    return xp.multiply(x, xp.tanh(xp.softplus(x)))


@composed
def relu(xp, x, /):
    """Rectified linear unit: ``max(x, 0)`` (nan stays nan).

    Args:
        x: real floating array ``[...]``.

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.relu(np.asarray([-1.0, 0.5])).tolist()
        [0.0, 0.5]
    """
    return xp.maximum(x, 0.0)


@composed
def selu(xp, x, /):
    """Scaled exponential linear unit: ``scale * elu(x, alpha)`` with the self-normalising
    constants ``alpha = 1.6732632423543772`` and ``scale = 1.0507009873554805``.

    Args:
        x: real floating array ``[...]``.

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.selu(np.asarray([-1.0, 0.0, 1.0])).round(4).tolist()
        [-1.1113, 0.0, 1.0507]
    """
    return xp.multiply(xp.elu(x, alpha=SELU_ALPHA), SELU_SCALE)


@composed
def sigmoid(xp, x, /):
    """Logistic sigmoid ``1 / (1 + exp(-x))``, without overflow for large ``|x|``.

    Args:
        x: real floating array ``[...]``.

    Returns:
        Array of ``x``'s shape and dtype, in ``[0, 1]``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.sigmoid(np.asarray([0.0, 2.0])).round(4).tolist()
        [0.5, 0.8808]
    """
    pos = xp.greater_equal(x, 0.0)
    # exp(-|x|) in (0, 1]: no overflow on either side; |x| by where(), whose gradient at 0 is
    # the branch's (abs would give 0 there)
    e = xp.exp(xp.where(pos, xp.negative(x), x))
    one_plus = xp.add(e, 1.0)
    return xp.where(pos, xp.divide(1.0, one_plus), xp.divide(e, one_plus))


@composed
def silu(xp, x, /):
    """Sigmoid linear unit (swish): ``x * sigmoid(x)``.

    Args:
        x: real floating array ``[...]``.

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.silu(np.asarray([-1.0, 0.0, 1.0])).round(4).tolist()
        [-0.2689, 0.0, 0.7311]
    """
    return xp.multiply(x, xp.sigmoid(x))


@composed
def softmax(xp, x, /, *, axis=-1):
    """Softmax ``exp(x) / sum(exp(x), axis)``, shifted by the maximum so it cannot overflow.

    Args:
        x: real floating array ``[..., N, ...]`` with ``N`` on ``axis``.
        axis: the axis normalised over (the results along it sum to 1).

    Returns:
        Array of ``x``'s shape and dtype.

    Raises:
        IvyValueError: ``axis`` is out of bounds (a 0-d ``x`` has no axis).

    Example:
        >>> import ivy, numpy as np
        >>> ivy.softmax(np.asarray([[0.0, 0.0], [0.0, np.log(3.0)]])).round(4).tolist()
        [[0.5, 0.5], [0.25, 0.75]]
    """
    ax = _nn.axis("softmax", x.ndim, axis)
    if 0 in x.shape:
        return xp.zeros_like(x)
    e = xp.exp(xp.subtract(x, xp.max(x, axis=ax, keepdims=True)))
    return xp.divide(e, xp.sum(e, axis=ax, keepdims=True))


def _softplus(xp, x):
    """``x + log1p(exp(-x))`` where ``x > 0``, ``log1p(exp(x))`` elsewhere: exact for every ``x``,
    no overflow, and smooth (each branch sees only its own side's values, so no kink of
    ``max``/``abs`` at 0 spoils the gradient there)."""
    pos = xp.greater(x, 0.0)
    xp_, xn = xp.where(pos, x, 0.0), xp.where(pos, 0.0, x)
    return xp.where(pos, xp.add(xp_, xp.log1p(xp.exp(xp.negative(xp_)))), xp.log1p(xp.exp(xn)))


@composed
def softplus(xp, x, /, *, beta=None, threshold=None):
    """Softplus ``log(1 + exp(x))``, or ``log(1 + exp(beta * x)) / beta``, computed stably.

    The options cost nothing when unused (the plain softplus kernel runs alone).

    Args:
        x: real floating array ``[...]``.
        beta: positive sharpness ``beta`` (None: 1, the plain function).
        threshold: where ``beta * x > threshold`` the result is ``x`` itself (the linear regime;
            None: never, the exact function everywhere).

    Returns:
        Array of ``x``'s shape and dtype.

    Raises:
        IvyValueError: ``beta`` is not positive or ``threshold`` is not a number.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.softplus(np.asarray([0.0, 30.0])).round(4).tolist()
        [0.6931, 30.0]
        >>> ivy.softplus(np.asarray([1.0, 5.0]), beta=2.0, threshold=4.0).round(4).tolist()
        [1.0635, 5.0]
    """
    if beta is None and threshold is None:
        return _softplus(xp, x)
    softplus_options(beta, threshold)
    z = x if beta is None else xp.multiply(x, beta)
    y = xp.softplus(z)
    if beta is not None:
        y = xp.divide(y, beta)
    if threshold is not None:
        y = xp.where(xp.greater(z, threshold), x, y)
    return y
