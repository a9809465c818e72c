"""JAX kernels: random sampling from Ivy's own key, a new subkey on every call.

Subkeys are split from Ivy's key 64 at a time (one split costs as much as a small sample; one call
takes one subkey from the batch). Under ``jax.jit`` the key in force at trace time is baked into
the compiled function (every call of it draws the same numbers): pass ``seed=`` from outside, or
sample outside the jitted function.

Inside a data-parallel step (``ivy.distributed``'s JAX engine sets ``_dp[0]``), replica ``r``
draws from its own stream, Ivy's stream seeded with ``replica_seed(seed, r)``: a draw whose
leading dimension the replicas split (the global batch, e.g. a dropout mask) is made of one
block per replica, each from that replica's stream, and is sharded like the batch; any other
draw (and ``shuffle``, which permutes the global array) comes whole from replica 0's stream,
replicated. Outside, the one check ``_dp[0] is None`` is all it costs.
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
_dp = [None]  # the _Replicas of the data-parallel step running now (None: none)


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


def key_state():
    """Ivy's key state (its key, seed epoch and unused subkeys), to compare and restore around
    a trace of Ivy code (``ivy/graph/_from_ivy.py``: a draw inside would freeze its numbers)."""
    return (_own[0], _own[1], tuple(_own[2]))


def set_key_state(state):
    """Restore a state :func:`key_state` gave."""
    _own[0], _own[1], _own[2] = state[0], state[1], list(state[2])


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
    shp = R.out_shape("bernoulli", shape, param)
    if _dp[0] is not None:
        u = _dp[0].sample("uniform", seed, shp, param.dtype)
        if is_logits:
            u = jnp.log(u) - jnp.log1p(-u)
        return (u < param).astype(d)
    return _bernoulli(_key(seed), param, shp, is_logits, d)


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
    d = _chosen(d, dtype, "multinomial")
    if _dp[0] is not None:
        return _dp[0].multinomial(seed, probs, n, s, b, replace, d)
    return _put(_multinomial(_key(seed), probs, n, s, b, replace, d), device)


def _chosen(checked, dtype, fname):
    """JAX dtype of a random function's result: ``checked`` (the dtype the shared rules chose
    and checked), or the one asked for (``requested_dtype``: float64 without 64-bit mode raises)."""
    return native_dtype(checked) if dtype is None else requested_dtype(dtype, fname)


def randint(low, high, /, shape=None, *, dtype=None, device=None, seed=None):
    d = _chosen(R.int_dtype("randint", dtype, low, high), dtype, "randint")
    shp = R.out_shape("randint", shape, low, high)
    if _dp[0] is not None:
        return _dp[0].sample("randint", seed, shp, d, low, high)
    return _put(jax.random.randint(_key(seed), shp, low, high, dtype=d), device)


def random_normal(mean=0.0, std=1.0, shape=None, *, dtype=None, device=None, seed=None):
    d = _chosen(R.float_dtype("random_normal", dtype, mean, std), dtype, "random_normal")
    shp = R.out_shape("random_normal", shape, mean, std)
    if _dp[0] is not None:
        z = _dp[0].sample("normal", seed, shp, d)
        return z if R.unit(mean, std) else (mean + std * z).astype(d)
    z = jax.random.normal(_key(seed), shp, dtype=d)
    return _put(z if R.unit(mean, std) else (mean + std * z).astype(d), device)


def random_uniform(low=0.0, high=1.0, shape=None, *, dtype=None, device=None, seed=None):
    d = _chosen(R.float_dtype("random_uniform", dtype, low, high), dtype, "random_uniform")
    shp = R.out_shape("random_uniform", shape, low, high)
    if _dp[0] is not None:
        u = _dp[0].sample("uniform", seed, shp, d)
        return u if R.unit(low, high) else (low + (high - low) * u).astype(d)
    u = jax.random.uniform(_key(seed), shp, dtype=d)
    return _put(u if R.unit(low, high) else (low + (high - low) * u).astype(d), device)


def shuffle(x, /, axis=0, *, seed=None):
    key = _key(seed) if _dp[0] is None else _dp[0].keys(seed)[0]
    return jax.random.permutation(key, jnp.asarray(x), axis=axis, independent=False)


# --- data-parallel steps: one stream per replica ------------------------------------------------
_replica_roots = jax.jit(jax.vmap(jax.random.key))


@jax.jit
def _split_each(roots):
    """Each replica's next root and its next ``_BATCH`` subkeys, as ``[_BATCH, n]`` (one
    column of keys per draw: a row, taken without a new compiled slice per index)."""
    table = jax.vmap(lambda k: jax.random.split(k, _BATCH + 1))(roots)
    return table[:, 0], jnp.swapaxes(table[:, 1:], 0, 1)


def _draw(kind, key, shape, dtype, low=None, high=None):
    if kind == "uniform":
        return jax.random.uniform(key, shape, dtype=dtype)
    if kind == "normal":
        return jax.random.normal(key, shape, dtype=dtype)
    return jax.random.randint(key, shape, low, high, dtype=dtype)


def _blocks(keys, low, high, *, kind, shape, dtype):
    """``shape`` made of one block of ``shape[0] / n`` rows per replica key (``n`` keys), each
    block the draw that replica's key gives alone; array bounds (randint) split alike."""
    n = keys.shape[0]
    block = (shape[0] // n, *shape[1:])
    if kind == "randint" and (jnp.ndim(low) or jnp.ndim(high)):
        lo = jnp.broadcast_to(low, shape).reshape((n, *block))
        hi = jnp.broadcast_to(high, shape).reshape((n, *block))
        out = jax.vmap(lambda k, a, b: _draw(kind, k, block, dtype, a, b))(keys, lo, hi)
    else:
        out = jax.vmap(lambda k: _draw(kind, k, block, dtype, low, high))(keys)
    return out.reshape(shape)


class _Replicas:
    """The random streams of the ``n`` replicas of a data-parallel step over a 1-D mesh:
    replica ``r``'s is Ivy's stream seeded with ``replica_seed(seed, r)`` (the same subkeys, in
    the same order, as ``ivy.seed(replica_seed(seed, r))`` gives outside); ``split`` shards an
    array's first dimension over the mesh, ``same`` replicates it."""

    def __init__(self, split, same, n):
        self.split, self.same, self.n = split, same, n
        self._state = [None, -1, []]  # roots [n], epoch, unused [n] keys (last first)
        self._fns = {}

    def keys(self, seed):
        """One key per replica for this draw: the next of each replica's stream (``seed``:
        the one-off key of that seed for every replica)."""
        if seed is not None:
            return jnp.broadcast_to(jax.random.key(seed), (self.n,))
        st = self._state
        if st[1] != R.epoch():
            s, st[1] = R.seed_now()
            st[0] = _replica_roots(jnp.asarray([R.replica_seed(s, r) for r in range(self.n)],
                                               jnp.uint32))
            st[2] = []
        if not st[2]:
            st[0], table = _split_each(st[0])
            st[2] = list(table)[::-1]
        return st[2].pop()

    def sample(self, kind, seed, shape, dtype, low=None, high=None):
        keys = self.keys(seed)
        if not shape or shape[0] % self.n:  # not split among the replicas: replica 0 draws it
            return jax.device_put(_draw(kind, keys[0], shape, dtype, low, high), self.same)
        fn = self._fns.get("blocks")
        if fn is None:
            fn = self._fns["blocks"] = jax.jit(_blocks, static_argnames=("kind", "shape", "dtype"),
                                               out_shardings=self.split)
        return fn(keys, low, high, kind=kind, shape=tuple(shape), dtype=dtype)

    def multinomial(self, seed, probs, n, s, b, replace, d):
        keys = self.keys(seed)
        if b % self.n:
            return jax.device_put(_multinomial(keys[0], probs, n, s, b, replace, d), self.same)
        rows = b // self.n
        if probs is not None and probs.ndim == 2:
            blocks = probs.reshape((self.n, rows, n))
            out = jax.vmap(lambda k, p: _multinomial(k, p, n, s, rows, replace, d))(keys, blocks)
        else:
            out = jax.vmap(lambda k: _multinomial(k, probs, n, s, rows, replace, d))(keys)
        return jax.device_put(out.reshape((b, s)), self.split)
