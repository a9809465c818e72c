"""JAX kernels: random sampling from Ivy's own key, a new subkey on every call.

Subkeys are split from Ivy's key 64 at a time (one split costs as much as a small sample; one call
takes one subkey from the batch). Under ``jax.jit`` the key in force at trace time is baked into
the compiled function (every call of it draws the same numbers): pass ``seed=`` from outside, or
sample outside the jitted function.
"""

import functools
import threading

import jax
import jax.numpy as jnp

from .. import _random as R
from ._helpers import default_float, native_device, native_dtype, requested_dtype

_own = [None, -1, []]  # Ivy's key, the seed epoch it was made in, unused subkeys (last first)
_BATCH = 64
_lock = threading.Lock()


def _key(seed):
    if seed is not None:
        return jax.random.key(seed)
    if _own[1] == R.epoch():
        try:
            return _own[2].pop()
        except IndexError:
            pass
    with _lock:
        if _own[1] != R.epoch():
            s, e = R.seed_now()
            _own[0], _own[2] = jax.random.key(s), []
            _own[1] = e
        if not _own[2]:
            keys = list(jax.random.split(_own[0], _BATCH + 1))
            _own[0], _own[2] = keys[0], keys[:0:-1]
        return _own[2].pop()


def _put(x, device):
    return x if device is None else jax.device_put(x, native_device(device))


@functools.partial(jax.jit, static_argnames=("shape", "is_logits", "d"))
def _bernoulli(key, param, shape, is_logits, d):
    u = jax.random.uniform(key, shape, dtype=param.dtype)
    if is_logits:  # u < sigmoid(l)  <=>  logit(u) < l
        u = jnp.log(u) - jnp.log1p(-u)
    return (u < param).astype(d)


def bernoulli(probs, /, *, logits=None, shape=None, seed=None, dtype=None):
    param, is_logits = R.bernoulli_param(probs, logits)
    real = R.float_dtype("bernoulli", None, param) if hasattr(param, "dtype") else None
    param = jnp.asarray(param, native_dtype(real) if real else default_float())
    d = param.dtype if dtype is None else requested_dtype(dtype, "bernoulli")
    return _bernoulli(_key(seed), param, R.out_shape("bernoulli", shape, param), is_logits, d)


@functools.partial(jax.jit, static_argnames=("n", "s", "b", "replace", "d"))
def _multinomial(key, probs, n, s, b, replace, d):
    if probs is None and replace:
        return jax.random.randint(key, (b, s), 0, n, dtype=d)
    logits = jnp.zeros((b, n)) if probs is None else \
        jnp.broadcast_to(jnp.log(probs.astype(native_dtype("float64"))), (b, n))
    if replace:
        return jax.random.categorical(key, logits, axis=-1, shape=(s, b)).T.astype(d)
    # without replacement: the S largest Gumbel-perturbed log-weights (sequential draws)
    return jax.lax.top_k(logits + jax.random.gumbel(key, (b, n), logits.dtype), s)[1].astype(d)


def multinomial(population_size, num_samples, /, *, batch_size=1, probs=None, replace=True,
                dtype=None, device=None, seed=None):
    n, s, b, d = R.multinomial_args(population_size, num_samples, batch_size, probs, replace,
                                    dtype)
    return _put(_multinomial(_key(seed), probs, n, s, b, replace,
                             _chosen(d, dtype, "multinomial")), device)


def _chosen(checked, dtype, fname):
    """JAX dtype of a random function's result: ``checked`` (the dtype the shared rules chose
    and checked), or the one asked for (``requested_dtype``: float64 without 64-bit mode raises)."""
    return native_dtype(checked) if dtype is None else requested_dtype(dtype, fname)


def randint(low, high, /, shape=None, *, dtype=None, device=None, seed=None):
    d = _chosen(R.int_dtype("randint", dtype, low, high), dtype, "randint")
    shp = R.out_shape("randint", shape, low, high)
    return _put(jax.random.randint(_key(seed), shp, low, high, dtype=d), device)


def random_normal(mean=0.0, std=1.0, shape=None, *, dtype=None, device=None, seed=None):
    d = _chosen(R.float_dtype("random_normal", dtype, mean, std), dtype, "random_normal")
    z = jax.random.normal(_key(seed), R.out_shape("random_normal", shape, mean, std), dtype=d)
    return _put(z if R.unit(mean, std) else (mean + std * z).astype(d), device)


def random_uniform(low=0.0, high=1.0, shape=None, *, dtype=None, device=None, seed=None):
    d = _chosen(R.float_dtype("random_uniform", dtype, low, high), dtype, "random_uniform")
    u = jax.random.uniform(_key(seed), R.out_shape("random_uniform", shape, low, high), dtype=d)
    return _put(u if R.unit(low, high) else (low + (high - low) * u).astype(d), device)


def shuffle(x, /, axis=0, *, seed=None):
    return jax.random.permutation(_key(seed), jnp.asarray(x), axis=axis, independent=False)
