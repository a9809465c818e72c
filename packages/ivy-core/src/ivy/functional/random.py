"""Random sampling (Ivy's own, beyond the standard): reproducible per backend.

Each backend keeps one Ivy generator of its own (a NumPy ``Generator``, a ``torch.Generator`` per
device, a JAX key giving a new subkey to every call, TensorFlow's stateless Philox sampler keyed by
Ivy's seed with a counter per call (a ``tf.random.Generator`` inside ``tf.function``), MXNet's
global seed), so a framework's own global random state is neither read nor changed (MXNet
excepted: it has only the global one). ``ivy.seed(n)`` re-seeds the generators of every backend,
those loaded later included; ``seed=`` on a call draws from a one-off generator made from that
seed, the same on every call.
The same seed gives the same numbers on one backend; different backends draw different numbers.
"""

from __future__ import annotations

from .._rules.random import _STATE
from ..backends import _random as R
from ..errors import IvyValueError
from ._api import api, composed

# the hand-written functions (@api / @composed add theirs at import: ivy/dispatch/random.py)
__all__ = ["seed"]


def seed(seed_value: int = 0, /) -> None:
    """Seed Ivy's random generators on every backend (current and later-loaded ones).

    Args:
        seed_value: a non-negative int.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.seed(7); a = ivy.random_uniform(shape=(3,))
        >>> ivy.seed(7); b = ivy.random_uniform(shape=(3,))
        >>> bool(np.all(a == b))
        True
    """
    if type(seed_value) is not int or seed_value < 0:
        raise IvyValueError(f"ivy.seed: seed_value must be a non-negative int, got {seed_value!r}")
    _STATE["seed"] = seed_value
    _STATE["epoch"] += 1


@composed
def bernoulli(xp, probs, /, *, logits=None, shape=None, seed=None, dtype=None):
    """Samples of Bernoulli distributions: 1 with probability ``probs`` (or ``sigmoid(logits)``),
    else 0.

    Give exactly one of ``probs`` and ``logits``. Probabilities outside ``[0, 1]`` act as if
    clipped to it; nan ones give 0.

    Args:
        probs: probabilities, a float array of shape ``[...]`` or a Python float; None with
            ``logits``.
        logits: log-odds instead of ``probs`` (exact for large magnitudes: compared in logit
            space, no sigmoid).
        shape: the sample shape, to which the parameters broadcast; None: their shape.
        seed: draw from a one-off generator seeded with this int (same numbers every call).
        dtype: the result dtype (any, bool included); None: the parameters' floating dtype,
            else the default float dtype.

    Returns:
        Array of ``shape`` holding 0 and 1 (False and True).

    Raises:
        IvyValueError: both or neither of ``probs`` and ``logits``, or parameters that do not
            broadcast to ``shape``.

    Example:
        >>> import ivy, numpy as np
        >>> x = ivy.bernoulli(np.asarray([0.0, 1.0, 0.5]), shape=(1000, 3), seed=0)
        >>> x.shape, float(x[:, 0].max()), float(x[:, 1].min()), 0.4 < float(x[:, 2].mean()) < 0.6
        ((1000, 3), 0.0, 1.0, True)
    """
    param, is_logits = R.bernoulli_param(probs, logits)
    if dtype is not None:
        R.check_have(xp, "bernoulli", dtype)
    real = R.float_dtype("bernoulli", None, param) if hasattr(param, "dtype") else \
        xp.default_float_dtype()
    if not hasattr(param, "dtype"):
        param = xp.asarray(param, dtype=real)
    out = R.out_shape("bernoulli", shape, param)
    u = xp.random_uniform(0.0, 1.0, out, dtype=real, device=xp.dev(param), seed=seed)
    if is_logits:  # u < sigmoid(l)  <=>  logit(u) < l
        u = xp.subtract(xp.log(u), xp.log1p(xp.negative(u)))
    return xp.astype(xp.less(u, param), real if dtype is None else dtype)


@composed
def multinomial(xp, population_size, num_samples, /, *, batch_size=1, probs=None, replace=True,
                dtype=None, device=None, seed=None):
    """Draws of category indices ``0 .. population_size - 1``, ``num_samples`` per batch row.

    Each row draws with probabilities proportional to its weights (uniformly without
    ``probs``), with or without replacement; without replacement the draws are sequential (each
    from the categories not drawn yet, in proportion to their weights).

    Args:
        population_size: the number of categories ``P``, a positive int.
        num_samples: draws per row ``S`` (at most ``P`` without replacement).
        batch_size: the number of rows ``B``.
        probs: non-negative weights with a positive sum per row (unnormalised), a float array of
            shape ``[P]`` (the same for every row) or ``[B, P]``; None: uniform. Without
            replacement a row needs at least ``S`` positive weights (PyTorch raises otherwise;
            elsewhere zero-weight categories then fill the row in an unspecified order).
        replace: draw with replacement.
        dtype: an integer dtype; None: the default integer dtype.
        device: device of the result (None: ``probs``' device, else the default device).
        seed: draw from a one-off generator seeded with this int (same numbers every call).

    Returns:
        Integer array of shape ``[B, S]``.

    Raises:
        IvyValueError: sizes that are not positive ints, ``probs`` of another shape, or more
            samples than categories without replacement.

    Example:
        >>> import ivy, numpy as np
        >>> x = ivy.multinomial(4, 3, batch_size=2, probs=np.asarray([0.0, 1.0, 1.0, 0.0]), seed=0)
        >>> x.shape, sorted(set(x.ravel().tolist()) - {1, 2})
        ((2, 3), [])
        >>> sorted(ivy.multinomial(5, 5, replace=False, seed=0)[0].tolist())
        [0, 1, 2, 3, 4]
    """
    n, s, b, d = R.multinomial_args(population_size, num_samples, batch_size, probs, replace,
                                    dtype)
    R.check_have(xp, "multinomial", d)
    if probs is None:
        if replace:
            return xp.randint(0, n, (b, s), dtype=d, device=device, seed=seed)
        keys = xp.random_uniform(shape=(b, n), device=device, seed=seed)
        return xp.astype(xp.argsort(keys, axis=-1)[:, :s], d)
    f64 = xp.float64
    dev = xp.dev(probs) if device is None else device
    w = xp.broadcast_to(xp.astype(probs, f64), (b, n))
    if replace:  # inverse CDF: each row's CDF offset by the row index, one 1-D searchsorted
        cdf = xp.cumulative_sum(w, axis=-1)
        cdf = xp.divide(cdf, cdf[:, n - 1:])
        rows = xp.reshape(xp.arange(b, dtype=f64, device=dev), (b, 1))
        u = xp.random_uniform(shape=(b, s), dtype=f64, device=dev, seed=seed)
        pos = xp.searchsorted(xp.reshape(xp.add(cdf, rows), (-1,)),
                              xp.reshape(xp.add(u, rows), (-1,)), side="right")
        start = xp.reshape(xp.arange(b, dtype=xp.int64, device=dev), (b, 1)) * n
        idx = xp.subtract(xp.reshape(pos, (b, s)), start)
        return xp.astype(xp.clip(idx, 0, n - 1), d)
    # without replacement: the S largest keys log(u) / w (exponential races)
    u = xp.random_uniform(shape=(b, n), dtype=f64, device=dev, seed=seed)
    keys = xp.divide(xp.log(u), w)
    return xp.astype(xp.argsort(keys, axis=-1, descending=True)[:, :s], d)


@api
def randint(low, high, /, shape=None, *, dtype=None, device=None, seed=None):
    """Integers drawn uniformly from ``[low, high)``.

    Args:
        low: lowest value (inclusive): a Python int or an integer array.
        high: upper bound (exclusive), ``> low``: a Python int or an integer array.
        shape: output shape; None: the broadcast shape of ``low`` and ``high``.
        dtype: an integer dtype; None: the arrays' result type, else the default integer dtype.
        device: device of the result (None: the bounds' device, else the default device).
        seed: draw from a one-off generator seeded with this int (same numbers every call).

    Returns:
        Integer array of ``shape``.

    Example:
        >>> import ivy
        >>> x = ivy.randint(0, 10, (2, 3), seed=0)
        >>> x.shape, bool(((x >= 0) & (x < 10)).all())
        ((2, 3), True)
    """


@api
def random_normal(mean=0.0, std=1.0, shape=None, *, dtype=None, device=None, seed=None):
    """Samples of the normal distribution ``N(mean, std²)``.

    Args:
        mean: Python float or float array (broadcast with ``std`` and ``shape``).
        std: standard deviation, ``>= 0``: Python float or float array.
        shape: output shape; None: the broadcast shape of ``mean`` and ``std``.
        dtype: a real floating dtype; None: the arrays' result type, else the default float dtype.
        device: device of the result (None: the arguments' device, else the default device).
        seed: draw from a one-off generator seeded with this int (same numbers every call).

    Returns:
        Float array of ``shape``.

    Example:
        >>> import ivy
        >>> x = ivy.random_normal(shape=(1000,), seed=0)
        >>> x.shape, str(x.dtype), abs(float(x.mean())) < 0.2
        ((1000,), 'float32', True)
    """


@api
def random_uniform(low=0.0, high=1.0, shape=None, *, dtype=None, device=None, seed=None):
    """Samples of the uniform distribution on ``[low, high)``.

    Args:
        low: lower bound: Python float or float array (broadcast with ``high`` and ``shape``).
        high: upper bound, ``>= low``: Python float or float array.
        shape: output shape; None: the broadcast shape of ``low`` and ``high``.
        dtype: a real floating dtype; None: the arrays' result type, else the default float dtype.
        device: device of the result (None: the arguments' device, else the default device).
        seed: draw from a one-off generator seeded with this int (same numbers every call).

    Returns:
        Float array of ``shape``.

    Example:
        >>> import ivy, numpy as np
        >>> x = ivy.random_uniform(np.asarray([0.0, 10.0]), np.asarray([1.0, 20.0]), seed=0)
        >>> x.shape, bool(0 <= x[0] < 1 and 10 <= x[1] < 20)
        ((2,), True)
    """


@api
def shuffle(x, /, axis=0, *, seed=None):
    """A random permutation of ``x``'s entries along ``axis`` (a new array).

    Args:
        x: array of shape ``[..., N, ...]`` (``N`` on ``axis``).
        axis: the axis to permute along.
        seed: draw from a one-off generator seeded with this int (same permutation every call).

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> sorted(ivy.shuffle(np.arange(5), seed=0).tolist())
        [0, 1, 2, 3, 4]
    """
