"""Random sampling (Ivy's own, beyond the standard): reproducible per backend.

Each backend keeps one Ivy generator of its own (a NumPy ``Generator``, a ``torch.Generator`` per
device, a JAX key that is split on every call, a ``tf.random.Generator``, MXNet's global seed), so a
framework's own global random state is neither read nor changed (MXNet excepted: it has only the
global one). ``ivy.seed(n)`` re-seeds the generators of every backend, those loaded later included;
``seed=`` on a call draws from a one-off generator made from that seed, the same on every call.
The same seed gives the same numbers on one backend; different backends draw different numbers.
"""

from ._api import api

_STATE = {"seed": None, "epoch": 0}  # read by the backends' random kernels


def seed(seed_value=0, /):
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
        from ..errors import IvyValueError  # noqa: PLC0415 - error path only

        raise IvyValueError(f"ivy.seed: seed_value must be a non-negative int, got {seed_value!r}")
    _STATE["seed"] = seed_value
    _STATE["epoch"] += 1


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
