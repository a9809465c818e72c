"""MXNet kernels: random sampling. MXNet has only its global random state: ``ivy.seed`` seeds it
(``mx.random.seed``), and ``seed=`` re-seeds it before the draw (the only backend where Ivy's
sampling changes the framework's own random state)."""

import mxnet as mx
from mxnet import np as mnp

from .. import _random as R
from ._helpers import native_device, native_dtype

_own = [-1]  # the seed epoch MXNet was last seeded in
_NATIVE_INT = ("int32", "int64")  # dtypes of MXNet's randint


def _seed(seed):
    if seed is not None:
        mx.random.seed(seed)
        _own[0] = -1  # the global state now follows ``seed``: re-seed at the next unseeded call
    elif _own[0] != R.epoch():
        s, _own[0] = R.seed_now()
        mx.random.seed(s)


def _ctx(device, *args):
    if device is not None:
        return native_device(device)
    for a in args:
        if isinstance(a, mnp.ndarray):
            return a.ctx
    return mx.context.current_context()


def _in(v, d):
    return v.astype(d, copy=False) if isinstance(v, mnp.ndarray) else v


def randint(low, high, /, shape=None, *, dtype=None, device=None, seed=None):
    d = native_dtype(R.int_dtype("randint", dtype, low, high), "randint")
    shp = R.out_shape("randint", shape, low, high)
    ctx = _ctx(device, low, high)
    _seed(seed)
    if (type(low) is int and type(high) is int and d in _NATIVE_INT
            and 0 < high - low < 2 ** (31 if d == "int32" else 53)):
        # MXNet's integer sampler (uniform: no bias measured for ranges up to 3 * 2**30)
        return mnp.random.randint(low, high, size=shp, dtype=d, ctx=ctx)
    # floor(low + (high - low) * u) in float64: exact below 2**53, array bounds, any int dtype
    u = mnp.random.uniform(0.0, 1.0, size=shp, dtype="float64", ctx=ctx)
    lo, hi = _in(low, "float64"), _in(high, "float64")
    return mnp.floor(lo + (hi - lo) * u).astype(d)


def random_normal(mean=0.0, std=1.0, shape=None, *, dtype=None, device=None, seed=None):
    d = native_dtype(R.float_dtype("random_normal", dtype, mean, std), "random_normal")
    shp = R.out_shape("random_normal", shape, mean, std)
    ctx = _ctx(device, mean, std)
    _seed(seed)
    z = mnp.random.normal(0.0, 1.0, size=shp, dtype=d, ctx=ctx)
    if R.unit(mean, std):
        return z
    return (_in(mean, d) + _in(std, d) * z).astype(d, copy=False)


def random_uniform(low=0.0, high=1.0, shape=None, *, dtype=None, device=None, seed=None):
    d = native_dtype(R.float_dtype("random_uniform", dtype, low, high), "random_uniform")
    shp = R.out_shape("random_uniform", shape, low, high)
    ctx = _ctx(device, low, high)
    _seed(seed)
    u = mnp.random.uniform(0.0, 1.0, size=shp, dtype=d, ctx=ctx)
    if R.unit(low, high):
        return u
    lo, hi = _in(low, d), _in(high, d)
    return (lo + (hi - lo) * u).astype(d, copy=False)


def shuffle(x, /, axis=0, *, seed=None):
    _seed(seed)
    u = mnp.random.uniform(0.0, 1.0, size=(x.shape[axis],), dtype="float32", ctx=x.ctx)
    return mnp.take(x, mnp.argsort(u), axis=axis)
