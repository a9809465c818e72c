"""``jax.random`` of the frontend: keys and samplers on Ivy's random functions.

A key is what ``jax.random.PRNGKey`` gives: a uint32 array of shape ``(2,)`` (``key`` gives the
same: the frontend has no typed key arrays; ``key_data`` / ``wrap_key_data`` pass it through).
``split`` and ``fold_in`` derive new keys from a key's values with a fixed integer hash, and every
sampler draws from Ivy's generator seeded from its key (``seed=`` of ``ivy.random_normal`` ...),
on the key's backend. So the same key always gives the same numbers and different keys different
ones, as in JAX — but the numbers are not JAX's (not its threefry stream), and they differ
between backends. Keys are read in Python: the samplers run eagerly (not under a tracer).
"""

from __future__ import annotations

import math

import ivy

from .. import _common
from .array import _NUMBERS, native, take_nd, wrap
from .numpy import uint32 as _uint32
from .numpy.creation import _dt

UNSUPPORTED = {n: "no sampler for this distribution in Ivy" for n in (
    "beta", "binomial", "chisquare", "dirichlet", "gamma", "loggamma", "poisson", "t",
    "generalized_normal", "double_sided_maxwell", "maxwell", "weibull_min", "pareto", "wald",
    "triangular", "rayleigh", "ball", "geometric", "multinomial", "lognormal", "f")}
UNSUPPORTED.update({"bits": "raw random bits are not exposed by Ivy's generators",
                    "key_impl": "the frontend has one key implementation (uint32[2])",
                    "clone": "keys are plain arrays: no clone needed"})
COMPOSED = frozenset({"split", "fold_in", "bernoulli", "categorical", "permutation", "choice",
                      "truncated_normal", "gumbel", "exponential", "laplace", "logistic",
                      "cauchy", "rademacher", "multivariate_normal", "orthogonal"})

_M32 = 0xFFFFFFFF


def _mix(*vals):
    """A 64-bit integer hash (splitmix64 steps) of the integers ``vals``."""
    h = 0x9E3779B97F4A7C15
    for v in vals:
        h = (h ^ (int(v) & 0xFFFFFFFFFFFFFFFF)) & 0xFFFFFFFFFFFFFFFF
        h = (h + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        h = ((h ^ (h >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        h = ((h ^ (h >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        h ^= h >> 31
    return h


def _ints(key):
    vals = ivy.to_list(native(key))
    if not isinstance(vals, list) or len(vals) != 2 or isinstance(vals[0], list):
        raise TypeError(f"a single PRNG key (uint32 array of shape (2,)) is expected, got shape "
                        f"{tuple(native(key).shape)}")
    return vals


def _seed(key, salt=0):
    return _mix(*_ints(key), salt) & 0x7FFFFFFF


def _backend(key):
    return ivy.current_backend(native(key)).name


def _key_array(pairs, like, shape):
    bk = ivy.current_backend(native(like))
    return wrap(ivy.reshape(bk.asarray(pairs, dtype="uint32"), shape))


def PRNGKey(seed, *, impl=None):  # noqa: N802 - JAX's name
    s = int(seed if type(seed) in _NUMBERS else ivy.to_scalar(native(seed)))
    return wrap(ivy.asarray([(s >> 32) & _M32 if s >= 0 else _M32 if s >> 32 else 0, s & _M32],
                            dtype="uint32"))


def key(seed, *, impl=None):
    return PRNGKey(seed)


def key_data(keys):
    return wrap(native(keys))


def wrap_key_data(key_bits_array, *, impl=None):
    return wrap(ivy.astype(native(key_bits_array), "uint32"))


def key_dtype(impl=None):
    return _uint32


def split(key, num=2):
    k = _ints(key)
    shape = (num,) if isinstance(num, int) else tuple(num)
    n = 1
    for s in shape:
        n *= s
    pairs = []
    for i in range(n):
        h = _mix(k[0], k[1], 0x5EED, i)
        pairs.append([h >> 32, h & _M32])
    return _key_array(pairs, key, shape + (2,))


def fold_in(key, data):
    k = _ints(key)
    d = int(data if type(data) in _NUMBERS else ivy.to_scalar(native(data)))
    h = _mix(k[0], k[1], 0xF01D, d & _M32)
    return _key_array([h >> 32, h & _M32], key, (2,))


def _shape(shape):
    if shape is None:
        return ()
    return (int(shape),) if isinstance(shape, int) else tuple(int(s) for s in shape)


def _float_dt(dtype):
    return "float32" if dtype is None else str(_dt(dtype))


def _uniform(key, shape, dtype, lo=0.0, hi=1.0, salt=0):
    with ivy.use(_backend(key)):
        return ivy.random_uniform(lo, hi, shape, dtype=dtype, seed=_seed(key, salt))


def normal(key, shape=(), dtype=None):
    with ivy.use(_backend(key)):
        return wrap(ivy.random_normal(0.0, 1.0, _shape(shape), dtype=_float_dt(dtype),
                                      seed=_seed(key)))


def uniform(key, shape=(), dtype=None, minval=0.0, maxval=1.0):
    lo = minval if type(minval) in _NUMBERS else ivy.to_scalar(native(minval))
    hi = maxval if type(maxval) in _NUMBERS else ivy.to_scalar(native(maxval))
    return wrap(_uniform(key, _shape(shape), _float_dt(dtype), float(lo), float(hi)))


def randint(key, shape, minval, maxval, dtype=None):
    dt = "int32" if dtype is None else str(_dt(dtype))
    lo = minval if type(minval) in _NUMBERS else int(ivy.to_scalar(native(minval)))
    hi = maxval if type(maxval) in _NUMBERS else int(ivy.to_scalar(native(maxval)))
    with ivy.use(_backend(key)):
        return wrap(ivy.randint(int(lo), int(hi), _shape(shape), dtype=dt, seed=_seed(key)))


def bernoulli(key, p=0.5, shape=None):
    pv = native(p)
    if shape is None:
        shape = () if type(pv) in _NUMBERS else tuple(pv.shape)
    u = _uniform(key, _shape(shape), "float32")
    return wrap(ivy.less(u, pv if type(pv) in _NUMBERS else ivy.astype(pv, "float32")))


def _gumbel(key, shape, dtype, salt=0):
    tiny = float(ivy.finfo(dtype).smallest_normal)
    u = _uniform(key, shape, dtype, tiny, 1.0, salt)
    return ivy.negative(ivy.log(ivy.negative(ivy.log(u))))


def gumbel(key, shape=(), dtype=None, mode="low"):
    return wrap(_gumbel(key, _shape(shape), _float_dt(dtype)))


def categorical(key, logits, axis=-1, shape=None, replace=True):
    lg = native(logits)
    nd = len(lg.shape)
    ax = axis % nd
    batch = tuple(int(s) for i, s in enumerate(lg.shape) if i != ax)
    if shape is None:
        shape = batch
    shape = _shape(shape)
    moved = ivy.moveaxis(lg, ax, -1)
    k = int(lg.shape[ax])
    lead = shape[:len(shape) - len(batch)]
    g = _gumbel(key, shape + (k,), str(ivy.as_ivy_dtype(lg.dtype)))
    scores = ivy.add(ivy.reshape(moved, (1,) * len(lead) + batch + (k,)), g)
    return wrap(ivy.astype(ivy.argmax(scores, axis=-1), "int32"))


def permutation(key, x, axis=0, independent=False):
    if type(x) is int or (hasattr(x, "__index__") and type(x) not in _NUMBERS
                              and len(native(x).shape) == 0):
        n = int(x)
        with ivy.use(_backend(key)):
            return wrap(ivy.shuffle(ivy.arange(n, dtype="int32"), 0, seed=_seed(key)))
    d = native(x)
    if independent:
        _common.reject_option("jax.random", "permutation", "independent", independent)
    with ivy.use(_backend(key)):
        perm = ivy.shuffle(ivy.arange(int(d.shape[axis]), dtype="int64"), 0, seed=_seed(key))
    return wrap(ivy.take(d, perm, axis=axis))


def choice(key, a, shape=(), replace=True, p=None, axis=0):
    shape = _shape(shape)
    n_out = 1
    for s in shape:
        n_out *= s
    if type(a) is int:
        pop, n = None, a
    else:
        pop = native(a)
        n = int(pop.shape[axis])
    if p is None and replace:
        idx = randint(key, shape, 0, n)._data
    elif p is None:
        if n_out > n:
            raise ValueError("Cannot take a larger sample than population when replace=False")
        idx = ivy.reshape(permutation(key, n)._data[:n_out], shape)
    else:
        logp = ivy.log(ivy.astype(native(p), "float32"))
        if replace:
            idx = categorical(key, logp, shape=shape)._data
        else:
            if n_out > n:
                raise ValueError("Cannot take a larger sample than population when "
                                 "replace=False")
            g = ivy.add(logp, _gumbel(key, (n,), "float32"))
            idx = ivy.reshape(ivy.argsort(g, descending=True)[:n_out], shape)
    idx = ivy.astype(idx, "int32")
    if pop is None:
        return wrap(idx)
    return wrap(take_nd(pop, ivy.astype(idx, "int64"), axis))


def truncated_normal(key, lower, upper, shape=None, dtype=None):
    """Rejection sampling: out-of-bounds draws are redrawn (up to 64 rounds, then clipped)."""
    lo = native(lower)
    hi = native(upper)
    if shape is None:
        shape = ivy.broadcast_arrays(*(ivy.asarray(v) if type(v) in _NUMBERS else v
                                       for v in (lo, hi)))[0].shape
    shape = _shape(shape)
    dt = _float_dt(dtype)
    with ivy.use(_backend(key)):
        out = ivy.random_normal(0.0, 1.0, shape, dtype=dt, seed=_seed(key))
        for r in range(1, 65):
            bad = ivy.logical_or(ivy.less(out, lo), ivy.greater(out, hi))
            if not bool(ivy.any(bad)):
                break
            out = ivy.where(bad, ivy.random_normal(0.0, 1.0, shape, dtype=dt,
                                                   seed=_seed(key, r)), out)
        return wrap(ivy.clip(out, lo, hi) if type(lo) in _NUMBERS and type(hi) in
                    _NUMBERS else ivy.minimum(ivy.maximum(out, lo), hi))


def exponential(key, shape=(), dtype=None):
    dt = _float_dt(dtype)
    u = _uniform(key, _shape(shape), dt)
    return wrap(ivy.negative(ivy.log1p(ivy.negative(u))))


def laplace(key, shape=(), dtype=None):
    dt = _float_dt(dtype)
    u = _uniform(key, _shape(shape), dt, -1.0 + float(ivy.finfo(dt).eps), 1.0)
    return wrap(ivy.multiply(ivy.sign(u), ivy.negative(ivy.log1p(ivy.negative(ivy.abs(u))))))


def logistic(key, shape=(), dtype=None):
    dt = _float_dt(dtype)
    tiny = float(ivy.finfo(dt).smallest_normal)
    u = _uniform(key, _shape(shape), dt, tiny, 1.0)
    return wrap(ivy.subtract(ivy.log(u), ivy.log1p(ivy.negative(u))))


def cauchy(key, shape=(), dtype=None):
    dt = _float_dt(dtype)
    eps = float(ivy.finfo(dt).eps)
    u = _uniform(key, _shape(shape), dt, eps, 1.0)
    return wrap(ivy.tan(ivy.multiply(ivy.subtract(u, 0.5), math.pi)))


def rademacher(key, shape=(), dtype=None):
    dt = "int32" if dtype is None else str(_dt(dtype))
    b = randint(key, shape, 0, 2)._data
    return wrap(ivy.astype(ivy.subtract(ivy.multiply(b, 2), 1), dt))


def multivariate_normal(key, mean, cov, shape=None, dtype=None, method="cholesky"):
    m = native(mean)
    c = native(cov)
    dt = _float_dt(dtype)
    d = int(m.shape[-1])
    if shape is None:
        shape = tuple(int(s) for s in m.shape[:-1])
    z = normal(key, _shape(shape) + (d,), dt)._data
    if method == "cholesky":
        factor = ivy.linalg.cholesky(ivy.astype(c, dt))
    else:
        w, v = ivy.linalg.eigh(ivy.astype(c, dt))
        factor = ivy.multiply(v, ivy.expand_dims(ivy.sqrt(ivy.maximum(w, 0.0 * w)), axis=-2))
    return wrap(ivy.add(ivy.astype(m, dt), ivy.squeeze(ivy.matmul(
        factor, ivy.expand_dims(z, axis=-1)), axis=-1)))


def orthogonal(key, n, shape=(), dtype=None, m=None):
    dt = _float_dt(dtype)
    m = n if m is None else m
    z = normal(key, _shape(shape) + (max(n, m), min(n, m)), dt)._data
    q, r = ivy.linalg.qr(z)
    sign = ivy.sign(ivy.linalg.diagonal(r))
    q = ivy.multiply(q, ivy.expand_dims(sign, axis=-2))
    return wrap(q if n >= m else ivy.matrix_transpose(q))


def __getattr__(name):
    if name in UNSUPPORTED:
        return _common.unsupported("jax.random", name, UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.jax.random' has no attribute {name!r}")
