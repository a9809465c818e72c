"""``numpy.random`` of the frontend: ``default_rng(seed)`` gives a ``Generator`` drawing with Ivy's
random functions (``ivy.random_uniform``, ``random_normal``, ``randint``, ``shuffle``,
``multinomial``) on the backend in force; the legacy global functions (``numpy.random.seed``,
``rand``, ``randn``, ``randint``, ...) draw from one module-level ``Generator``.

Same seed, same numbers (on one backend): each draw of a ``Generator`` passes Ivy a seed derived
from the generator's seed and the number of draws so far. The numbers are not NumPy's (NumPy's
PCG64 stream is not reproduced); distributions, shapes, dtypes and the Python-scalar results of
``size=None`` are. Other distributions are composed from uniform and normal draws by their
inverse CDFs (``exponential``, ``laplace``, ``gumbel``, ...); those needing a gamma sampler are
listed in ``Generator.UNSUPPORTED``.
"""

from __future__ import annotations

import math
import secrets

import numpy as _np

import ivy

from .. import _common
from ._dtypes import IVY, dtype_name
from ._ndarray import PY_KIND, _NumpyObject, cast, name_of, ndarray, result, to_native, wrap
from ._promotion import kind_of
from ._ufunc import align, normalize_axes

__all__ = ["Generator", "default_rng", "seed", "rand", "randn", "randint", "random",
           "random_sample", "normal", "uniform", "choice", "permutation", "shuffle",
           "standard_normal", "integers", "exponential", "get_state", "set_state",
           "SeedSequence", "BitGenerator", "PCG64"]

_MASK64 = (1 << 64) - 1


def _splitmix(x):
    x = (x + 0x9E3779B97F4A7C15) & _MASK64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK64
    return x ^ (x >> 31)


def _seed_of(obj):
    """A 63-bit seed from what ``default_rng`` accepts: None (fresh entropy), an int, a
    sequence of ints, a ``SeedSequence``."""
    if obj is None:
        return secrets.randbits(63)
    if isinstance(obj, SeedSequence):
        return obj._key
    if isinstance(obj, _NumpyObject):
        obj = obj.tolist()
    if isinstance(obj, (int, _np.integer)):
        if obj < 0:
            raise ValueError("expected non-negative integer")
        return _splitmix(int(obj) & _MASK64) >> 1
    if isinstance(obj, (list, tuple)):
        k = 0
        for v in obj:
            if int(v) < 0:
                raise ValueError("expected non-negative integer")
            k = _splitmix(k ^ (int(v) & _MASK64))
        return k >> 1
    raise TypeError(f"SeedSequence expects int or sequence of ints for entropy not {obj!r}")


class SeedSequence:
    """``numpy.random.SeedSequence``: entropy turned into a seed (and ``spawn``-ed children)."""

    def __init__(self, entropy=None, *, spawn_key=(), pool_size=4):
        self.entropy = secrets.randbits(63) if entropy is None else entropy
        self.spawn_key = tuple(spawn_key)
        self._key = _seed_of(self.entropy)
        for k in self.spawn_key:
            self._key = _splitmix(self._key ^ (k + 1)) >> 1
        self.n_children_spawned = 0

    def spawn(self, n_children):
        out = [SeedSequence(self.entropy, spawn_key=self.spawn_key + (self.n_children_spawned
                                                                        + i,))
               for i in range(n_children)]
        self.n_children_spawned += n_children
        return out


class BitGenerator:
    """A seed holder standing for NumPy's bit generators (``PCG64(seed)``): the frontend's
    ``Generator`` draws with Ivy's generators, seeded from it."""

    def __init__(self, seed=None):
        self.seed_seq = seed if isinstance(seed, SeedSequence) else SeedSequence(
            None if seed is None else seed)


PCG64 = BitGenerator


def default_rng(seed=None):
    """A ``Generator`` seeded with ``seed`` (None: fresh entropy; an int; a sequence of ints; a
    ``SeedSequence``; a ``BitGenerator``; a ``Generator``: returned as it is)."""
    if isinstance(seed, Generator):
        return seed
    return Generator(seed)


def _shape(size):
    if size is None:
        return None
    if isinstance(size, (int, _np.integer)):
        return (int(size),)
    return tuple(int(s) for s in size)


def _param(v):
    """A parameter as a Python float, or a native float64 array."""
    if type(v) in PY_KIND:
        return float(v)
    d = to_native(v)
    if not len(d.shape):
        return float(ivy.to_scalar(d))
    return cast(d, "float64")


def _bshape(*params):
    shapes = [tuple(p.shape) for p in params if not isinstance(p, float)]
    return tuple(_np.broadcast_shapes(*shapes)) if shapes else ()


def _py_or_array(d, size, params=()):
    """NumPy's answer: a Python float for ``size=None`` with scalar parameters, else an
    array."""
    if size is None and not _bshape(*params):
        return ivy.to_scalar(d)
    return wrap(d)


class Generator:
    """``numpy.random.Generator`` of the frontend (its numbers come from Ivy's generators; see
    the module doc)."""

    #: methods of ``numpy.random.Generator`` the frontend knows it cannot offer, with the reason
    UNSUPPORTED = {
        n: "needs a gamma / Poisson sampler, which Ivy's random functions do not have"
        for n in ("beta", "binomial", "chisquare", "dirichlet", "f", "gamma",
                  "hypergeometric", "logseries", "multinomial", "multivariate_hypergeometric",
                  "negative_binomial", "noncentral_chisquare", "noncentral_f", "poisson",
                  "standard_gamma", "standard_t", "vonmises", "zipf")}
    COMPOSED = frozenset({"choice", "exponential", "geometric", "gumbel", "laplace",
                          "logistic", "lognormal", "multivariate_normal", "pareto", "permuted",
                          "power", "rayleigh", "standard_cauchy", "standard_exponential",
                          "triangular", "wald", "weibull", "bytes", "spawn"})

    def __init__(self, bit_generator=None):
        if isinstance(bit_generator, BitGenerator):
            bit_generator = bit_generator.seed_seq
        self._seed_seq = bit_generator if isinstance(bit_generator, SeedSequence) else \
            SeedSequence(bit_generator)
        self._key = self._seed_seq._key
        self._n = 0

    @property
    def bit_generator(self):
        bg = BitGenerator(self._seed_seq)
        return bg

    def __repr__(self):
        return "Generator(PCG64)"

    def _next_seed(self):
        self._n += 1
        return _splitmix(self._key ^ _splitmix(self._n)) & 0x7FFFFFFF

    def spawn(self, n_children):
        return [Generator(s) for s in self._seed_seq.spawn(n_children)]

    # --- the basic draws ------------------------------------------------------------------
    def random(self, size=None, dtype=_np.float64, out=None):
        name = _float_name(dtype)
        shape = _shape(size) if out is None else tuple(out.shape)
        d = ivy.random_uniform(0.0, 1.0, shape or (), dtype=IVY[name], seed=self._next_seed())
        if out is not None:
            out._data = d
            return out
        return ivy.to_scalar(d) if size is None else wrap(d)

    def standard_normal(self, size=None, dtype=_np.float64, out=None):
        name = _float_name(dtype)
        shape = _shape(size) if out is None else tuple(out.shape)
        d = ivy.random_normal(0.0, 1.0, shape or (), dtype=IVY[name], seed=self._next_seed())
        if out is not None:
            out._data = d
            return out
        return ivy.to_scalar(d) if size is None else wrap(d)

    def uniform(self, low=0.0, high=1.0, size=None):
        lo, hi = _param(low), _param(high)
        shape = _shape(size) or _bshape(lo, hi)
        u = ivy.random_uniform(0.0, 1.0, shape, dtype=IVY["float64"], seed=self._next_seed())
        d = ivy.add(ivy.multiply(u, _sub(hi, lo)), lo)
        return _py_or_array(d, size, (lo, hi))

    def normal(self, loc=0.0, scale=1.0, size=None):
        m, s = _param(loc), _param(scale)
        if _any_negative(s):
            raise ValueError("scale < 0")
        shape = _shape(size) or _bshape(m, s)
        z = ivy.random_normal(0.0, 1.0, shape, dtype=IVY["float64"], seed=self._next_seed())
        return _py_or_array(ivy.add(ivy.multiply(z, s), m), size, (m, s))

    def integers(self, low, high=None, size=None, dtype=_np.int64, endpoint=False):
        if high is None:
            low, high = 0, low
        name = dtype_name(dtype)
        if kind_of(name) not in "iu" and name != "bool":
            raise TypeError(f"Unsupported dtype {name!r} for integers")
        lo = low if type(low) is int else to_native(low, "int64")
        hi = high if type(high) is int else to_native(high, "int64")
        if endpoint:
            hi = hi + 1 if type(hi) is int else ivy.add(hi, 1)
        if type(lo) is int and type(hi) is int and lo >= hi:
            raise ValueError("low >= high" if not endpoint else "low > high")
        shape = _shape(size)
        if shape is None:
            shape = _bshape(*(v for v in (lo, hi) if type(v) is not int))
        d = ivy.randint(lo, hi, shape, dtype=IVY["int64" if name == "bool" else name],
                        seed=self._next_seed())
        d = cast(d, name)
        return result(d) if size is None else wrap(d)

    # --- sampling from data ---------------------------------------------------------------
    def choice(self, a, size=None, replace=True, p=None, axis=0, shuffle=True):
        if isinstance(a, (int, _np.integer)):
            n, pool = int(a), None
            if n < 0:
                raise ValueError("a must be a positive integer unless no samples are taken")
        else:
            pool = to_native(a)
            if not len(pool.shape):
                raise ValueError("a must be 1-dimensional or an integer")
            axis = normalize_axes(axis, len(pool.shape))[0]
            n = int(pool.shape[axis])
        shape = _shape(size)
        k = 1 if shape is None else math.prod(shape)
        if n == 0 and k:
            raise ValueError("a cannot be empty unless no samples are taken")
        if not replace and k > n:
            raise ValueError("Cannot take a larger sample than population when replace is "
                             "False")
        if p is not None:
            probs = cast(to_native(p), "float64")
            if int(probs.shape[0]) != n:
                raise ValueError("a and p must have same size")
            if bool(ivy.any(ivy.less(probs, 0))):
                raise ValueError("probabilities are not non-negative")
            if abs(float(ivy.to_scalar(ivy.sum(probs))) - 1.0) > 1e-8:
                raise ValueError("probabilities do not sum to 1")
            idx = ivy.multinomial(n, k, probs=probs, replace=replace, seed=self._next_seed())
            idx = ivy.reshape(idx, (k,))
        elif replace:
            idx = ivy.randint(0, n, (k,), dtype=IVY["int64"], seed=self._next_seed())
        else:
            keys = ivy.random_uniform(0.0, 1.0, (n,), dtype=IVY["float64"],
                                      seed=self._next_seed())
            idx = ivy.argsort(keys)[:k]
        idx = cast(idx, "int64")
        if pool is None:
            if shape is None:
                return int(ivy.to_scalar(idx[0]))
            return wrap(ivy.reshape(idx, shape))
        idx = align([idx, pool])[0]
        picked = ivy.take(pool, idx, axis=axis)
        if shape is None:
            return result(ivy.take(pool, idx[0], axis=axis) if len(pool.shape) > 1 else
                          picked[0])
        pshape = tuple(int(s) for s in pool.shape)
        return wrap(ivy.reshape(picked, pshape[:axis] + shape + pshape[axis + 1:]))

    def permutation(self, x, axis=0):
        if isinstance(x, (int, _np.integer)):
            d = ivy.arange(0, int(x), 1, dtype=IVY["int64"])
            return wrap(ivy.shuffle(d, 0, seed=self._next_seed()))
        d = to_native(x)
        if not len(d.shape):
            raise ValueError("x must be an integer or at least 1-dimensional")
        ax = normalize_axes(axis, len(d.shape))[0]
        return wrap(ivy.shuffle(d, ax, seed=self._next_seed()))

    def shuffle(self, x, axis=0):
        if type(x) is not ndarray:
            raise TypeError("shuffle: x must be a numpy frontend ndarray (it is shuffled in "
                            "place)")
        x._data = self.permutation(x, axis)._data

    def permuted(self, x, *, axis=None, out=None):
        d = to_native(x)
        shape = tuple(d.shape)
        if axis is None:
            flat = ivy.shuffle(ivy.reshape(d, (-1,)), 0, seed=self._next_seed())
            r = ivy.reshape(flat, shape)
        else:
            ax = normalize_axes(axis, len(shape))[0]
            keys = ivy.random_uniform(0.0, 1.0, shape, dtype=IVY["float64"],
                                      seed=self._next_seed())
            keys = align([keys, d])[0]
            r = ivy.take_along_axis(d, ivy.argsort(keys, axis=ax), axis=ax)
        if out is not None:
            out._data = cast(r, name_of(out._data))
            return out
        return wrap(r)

    def bytes(self, length):
        d = ivy.randint(0, 256, (int(length),), dtype=IVY["int64"], seed=self._next_seed())
        return bytes(int(v) for v in ivy.to_list(d))

    # --- distributions composed from uniform and normal draws ------------------------------
    def _u(self, shape, open_low=False):
        u = ivy.random_uniform(0.0, 1.0, shape, dtype=IVY["float64"], seed=self._next_seed())
        if open_low:  # (0, 1]: log(u) stays finite
            u = ivy.subtract(1.0, u)
        return u

    def _z(self, shape):
        return ivy.random_normal(0.0, 1.0, shape, dtype=IVY["float64"], seed=self._next_seed())

    def standard_exponential(self, size=None, dtype=_np.float64, method="zig", out=None):
        shape = _shape(size) or ()
        d = cast(ivy.negative(ivy.log(self._u(shape, True))), _float_name(dtype))
        if out is not None:
            out._data = d
            return out
        return _py_or_array(d, size)

    def exponential(self, scale=1.0, size=None):
        s = _param(scale)
        shape = _shape(size) or _bshape(s)
        return _py_or_array(ivy.multiply(ivy.negative(ivy.log(self._u(shape, True))), s), size,
                            (s,))

    def lognormal(self, mean=0.0, sigma=1.0, size=None):
        m, s = _param(mean), _param(sigma)
        shape = _shape(size) or _bshape(m, s)
        return _py_or_array(ivy.exp(ivy.add(ivy.multiply(self._z(shape), s), m)), size, (m, s))

    def laplace(self, loc=0.0, scale=1.0, size=None):
        m, s = _param(loc), _param(scale)
        shape = _shape(size) or _bshape(m, s)
        u = ivy.subtract(self._u(shape, True), 0.5)
        d = ivy.subtract(m, ivy.multiply(ivy.multiply(ivy.sign(u), s),
                                      ivy.log1p(ivy.multiply(ivy.abs(u), -2.0))))
        return _py_or_array(d, size, (m, s))

    def logistic(self, loc=0.0, scale=1.0, size=None):
        m, s = _param(loc), _param(scale)
        shape = _shape(size) or _bshape(m, s)
        u = self._u(shape, True)
        d = ivy.add(m, ivy.multiply(s, ivy.log(ivy.divide(u, ivy.subtract(1.0, u)))))
        return _py_or_array(d, size, (m, s))

    def gumbel(self, loc=0.0, scale=1.0, size=None):
        m, s = _param(loc), _param(scale)
        shape = _shape(size) or _bshape(m, s)
        u = self._u(shape, True)
        d = ivy.subtract(m, ivy.multiply(s, ivy.log(ivy.negative(ivy.log(u)))))
        return _py_or_array(d, size, (m, s))

    def rayleigh(self, scale=1.0, size=None):
        s = _param(scale)
        shape = _shape(size) or _bshape(s)
        d = ivy.multiply(s, ivy.sqrt(ivy.multiply(-2.0, ivy.log(self._u(shape, True)))))
        return _py_or_array(d, size, (s,))

    def weibull(self, a, size=None):
        k = _param(a)
        shape = _shape(size) or _bshape(k)
        e = ivy.negative(ivy.log(self._u(shape, True)))
        return _py_or_array(ivy.pow(e, ivy.divide(1.0, k) if not isinstance(k, float)
                                    else 1.0 / k), size, (k,))

    def pareto(self, a, size=None):
        k = _param(a)
        shape = _shape(size) or _bshape(k)
        e = ivy.negative(ivy.log(self._u(shape, True)))
        return _py_or_array(ivy.expm1(ivy.divide(e, k)), size, (k,))

    def power(self, a, size=None):
        k = _param(a)
        shape = _shape(size) or _bshape(k)
        inv = ivy.divide(1.0, k) if not isinstance(k, float) else 1.0 / k
        return _py_or_array(ivy.pow(self._u(shape), inv), size, (k,))

    def standard_cauchy(self, size=None):
        shape = _shape(size) or ()
        return _py_or_array(ivy.divide(self._z(shape), self._z(shape)), size)

    def geometric(self, p, size=None):
        q = _param(p)
        shape = _shape(size) or _bshape(q)
        u = self._u(shape, True)
        log_q = math.log1p(-q) if isinstance(q, float) else ivy.log1p(ivy.negative(q))
        d = ivy.ceil(ivy.divide(ivy.log(u), log_q))
        d = ivy.maximum(d, ivy.ones_like(d))
        d = ivy.astype(d, IVY["int64"])
        return result(d) if size is None and not _bshape(q) else wrap(d)

    def triangular(self, left, mode, right, size=None):
        lo, md, hi = _param(left), _param(mode), _param(right)
        shape = _shape(size) or _bshape(lo, md, hi)
        u = self._u(shape)
        width = _sub(hi, lo)
        fc = ivy.divide(_sub(md, lo) if not isinstance(_sub(md, lo), float) else
                        ivy.full(shape, _sub(md, lo), dtype=IVY["float64"]), width)
        left_v = ivy.add(lo, ivy.sqrt(ivy.multiply(ivy.multiply(u, width), _sub(md, lo))))
        right_v = ivy.subtract(hi, ivy.sqrt(ivy.multiply(ivy.multiply(ivy.subtract(1.0, u),
                                                                      width), _sub(hi, md))))
        return _py_or_array(ivy.where(ivy.less(u, fc), left_v, right_v), size, (lo, md, hi))

    def wald(self, mean, scale, size=None):
        mu, lam = _param(mean), _param(scale)
        shape = _shape(size) or _bshape(mu, lam)
        y = ivy.square(self._z(shape))
        my = ivy.multiply(mu, y)
        x = ivy.add(mu, ivy.divide(ivy.multiply(mu, ivy.subtract(
            my, ivy.sqrt(ivy.add(ivy.multiply(_mul(4.0, lam), my), ivy.square(my))))),
            _mul(2.0, lam)))
        u = self._u(shape)
        d = ivy.where(ivy.less_equal(u, ivy.divide(mu, ivy.add(mu, x))), x,
                      ivy.divide(ivy.square(mu) if not isinstance(mu, float) else mu * mu, x))
        return _py_or_array(d, size, (mu, lam))

    def multivariate_normal(self, mean, cov, size=None, check_valid="warn", tol=1e-8, *,
                            method="svd"):
        m = cast(to_native(mean), "float64")
        c = cast(align([to_native(cov), m])[0], "float64")
        n = int(m.shape[-1])
        shape = (_shape(size) or ()) + (n,)
        z = align([self._z(shape), m])[0]
        if method == "cholesky":
            factor = ivy.linalg.cholesky(c)
        else:  # cov = U S Vh: x = z sqrt(S) Vh (NumPy's SVD method)
            _, s, vh = ivy.linalg.svd(c)
            factor = ivy.matrix_transpose(ivy.multiply(ivy.sqrt(ivy.reshape(s, (-1, 1))), vh))
        return wrap(ivy.add(ivy.matmul(z, ivy.matrix_transpose(factor)), m))


for _name, _reason in Generator.UNSUPPORTED.items():
    setattr(Generator, _name, _common.unsupported("numpy", f"random.Generator.{_name}", _reason))
del _name, _reason


def _mul(a, b):
    if isinstance(a, float) and isinstance(b, float):
        return a * b
    return ivy.multiply(a, b)


def _sub(a, b):
    if isinstance(a, float) and isinstance(b, float):
        return a - b
    return ivy.subtract(a, b)


def _any_negative(s):
    if isinstance(s, float):
        return s < 0
    return bool(ivy.any(ivy.less(s, 0)))


def _float_name(dtype):
    name = dtype_name(dtype)
    if name not in ("float32", "float64"):
        raise TypeError(f"Unsupported dtype {name!r} for random")
    return name


# --- the legacy global functions (``numpy.random.seed``, ``rand``, ...) -------------------------
_GLOBAL = [Generator()]


def seed(seed=None):
    """Re-seed the generator behind the legacy global functions."""
    _GLOBAL[0] = Generator(seed)


def get_state(legacy=True):
    g = _GLOBAL[0]
    return ("ivy-frontend", g._key, g._n)


def set_state(state):
    g = Generator()
    g._key, g._n = state[1], state[2]
    _GLOBAL[0] = g


def rand(*size):
    return _GLOBAL[0].random(size or None)


def randn(*size):
    return _GLOBAL[0].standard_normal(size or None)


def random(size=None):
    return _GLOBAL[0].random(size)


random_sample = random


def standard_normal(size=None):
    return _GLOBAL[0].standard_normal(size)


def randint(low, high=None, size=None, dtype=int):
    return _GLOBAL[0].integers(low, high, size, dtype=dtype)


def integers(low, high=None, size=None, dtype=_np.int64, endpoint=False):
    return _GLOBAL[0].integers(low, high, size, dtype, endpoint)


def normal(loc=0.0, scale=1.0, size=None):
    return _GLOBAL[0].normal(loc, scale, size)


def uniform(low=0.0, high=1.0, size=None):
    return _GLOBAL[0].uniform(low, high, size)


def exponential(scale=1.0, size=None):
    return _GLOBAL[0].exponential(scale, size)


def choice(a, size=None, replace=True, p=None):
    return _GLOBAL[0].choice(a, size, replace, p)


def permutation(x):
    return _GLOBAL[0].permutation(x)


def shuffle(x):
    _GLOBAL[0].shuffle(x)
