"""JAX kernels: random sampling from Ivy's own key, split on every call.

Under ``jax.jit`` the key in force at trace time is baked into the compiled function (every call
of it draws the same numbers): pass ``seed=`` from outside, or sample outside the jitted function.
"""

import jax
import jax.numpy as jnp

from .. import _random as R
from ._helpers import native_device, native_dtype

_own = [None, -1]  # Ivy's key, the seed epoch it was made in


def _key(seed):
    if seed is not None:
        return jax.random.key(seed)
    if _own[1] != R.epoch():
        s, _own[1] = R.seed_now()
        _own[0] = jax.random.key(s)
    _own[0], sub = jax.random.split(_own[0])
    return sub


def _put(x, device):
    return x if device is None else jax.device_put(x, native_device(device))


def randint(low, high, /, shape=None, *, dtype=None, device=None, seed=None):
    d = native_dtype(R.int_dtype("randint", dtype, low, high))
    shp = R.out_shape("randint", shape, low, high)
    return _put(jax.random.randint(_key(seed), shp, low, high, dtype=d), device)


def random_normal(mean=0.0, std=1.0, shape=None, *, dtype=None, device=None, seed=None):
    d = native_dtype(R.float_dtype("random_normal", dtype, mean, std))
    z = jax.random.normal(_key(seed), R.out_shape("random_normal", shape, mean, std), dtype=d)
    return _put((mean + std * z).astype(d), device)


def random_uniform(low=0.0, high=1.0, shape=None, *, dtype=None, device=None, seed=None):
    d = native_dtype(R.float_dtype("random_uniform", dtype, low, high))
    u = jax.random.uniform(_key(seed), R.out_shape("random_uniform", shape, low, high), dtype=d)
    return _put((low + (high - low) * u).astype(d), device)


def shuffle(x, /, axis=0, *, seed=None):
    return jax.random.permutation(_key(seed), jnp.asarray(x), axis=axis, independent=False)
