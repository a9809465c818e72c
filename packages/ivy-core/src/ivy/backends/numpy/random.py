"""NumPy kernels: random sampling from Ivy's own ``numpy.random.Generator``."""

import numpy as np

from .. import _random as R
from ._helpers import check_device, native_dtype

_own = [None, -1]  # Ivy's generator, the seed epoch it was made in


def _rng(seed):
    if seed is not None:
        return np.random.default_rng(seed)
    if _own[1] != R.epoch():
        s, _own[1] = R.seed_now()
        _own[0] = np.random.default_rng(s)
    return _own[0]


def randint(low, high, /, shape=None, *, dtype=None, device=None, seed=None):
    check_device(device)
    d = native_dtype(R.int_dtype("randint", dtype, low, high))
    return np.asarray(_rng(seed).integers(low, high, R.out_shape("randint", shape, low, high), dtype=d))


def random_normal(mean=0.0, std=1.0, shape=None, *, dtype=None, device=None, seed=None):
    check_device(device)
    d = native_dtype(R.float_dtype("random_normal", dtype, mean, std))
    z = _rng(seed).standard_normal(R.out_shape("random_normal", shape, mean, std),
                                   dtype=np.float64 if d == np.float64 else np.float32)
    return np.asarray(z if R.unit(mean, std) else mean + std * z, dtype=d)


def random_uniform(low=0.0, high=1.0, shape=None, *, dtype=None, device=None, seed=None):
    check_device(device)
    d = native_dtype(R.float_dtype("random_uniform", dtype, low, high))
    u = _rng(seed).random(R.out_shape("random_uniform", shape, low, high),
                          dtype=np.float64 if d == np.float64 else np.float32)
    return np.asarray(u if R.unit(low, high) else low + (high - low) * u, dtype=d)


def shuffle(x, /, axis=0, *, seed=None):
    return _rng(seed).permutation(x, axis=axis)
