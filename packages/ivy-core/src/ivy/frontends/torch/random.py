"""PyTorch's random sampling (``torch.manual_seed``, ``rand``, ``randn``, ``randint``, ``normal``,
``bernoulli``, ``multinomial``, ``randperm``, ``Generator``) on Ivy's random functions.

Without ``generator=`` a draw uses Ivy's generator of the backend (``torch.manual_seed(n)`` seeds
it through ``ivy.seed``); with a frontend ``Generator`` each draw takes the next seed of that
generator (``manual_seed`` on it restarts the sequence), so a seeded generator repeats its draws.
The numbers differ from PyTorch's (another generator) and between backends; shapes, dtypes and the
distributions are PyTorch's. ``layout``, ``pin_memory`` are accepted and ignored.
"""

from __future__ import annotations

import os

import ivy

from .._common import ivy_dtype_of
from .tensor import native, result, wrap

__all__ = ["Generator", "bernoulli", "default_generator", "initial_seed", "manual_seed",
           "multinomial", "normal", "rand", "rand_like", "randint", "randint_like",
           "randn", "randn_like", "randperm", "seed"]

COMPOSED = frozenset({"randperm", "normal", "multinomial"})

_MASK = (1 << 63) - 1


class Generator:
    """``torch.Generator``: a seed and a counter; every draw with it uses the next seed."""

    def __init__(self, device="cpu"):
        self.device = device
        self._seed = 67280421310721
        self._n = 0

    def manual_seed(self, seed):
        self._seed = int(seed) & _MASK
        self._n = 0
        return self

    def seed(self):
        """A fresh non-deterministic seed, as ``torch.Generator.seed`` (from the operating
        system: Python's global ``random`` state is the user's, not advanced here)."""
        self.manual_seed(int.from_bytes(os.urandom(8), "little") >> 1)
        return self._seed

    def initial_seed(self):
        return self._seed

    def get_state(self):
        return wrap(ivy.asarray([self._seed, self._n], dtype=ivy.int64))

    def set_state(self, new_state):
        self._seed, self._n = (int(v) for v in ivy.to_list(native(new_state)))
        return self

    def _next(self):
        self._n += 1
        return (self._seed * 6364136223846793005 + self._n * 1442695040888963407) & 0x7FFFFFFF


default_generator = Generator()


def manual_seed(seed):
    ivy.seed(int(seed) & 0x7FFFFFFF)
    return default_generator.manual_seed(seed)


def seed():
    return default_generator.seed()


def initial_seed():
    return default_generator.initial_seed()


def _size(size):
    if len(size) == 1 and isinstance(size[0], (tuple, list)):
        return tuple(int(s) for s in size[0])
    return tuple(int(s) for s in size)


def _seed(generator):
    return None if generator is None else generator._next()


def _dev(device):
    return None if device is None else str(device)


def rand(*size, generator=None, out=None, dtype=None, layout=None, device=None,
         requires_grad=False, pin_memory=False):
    return result(ivy.random_uniform(0.0, 1.0, _size(size), dtype=dtype or
                                     ivy.default_float_dtype(), device=_dev(device),
                                     seed=_seed(generator)), out)


def randn(*size, generator=None, out=None, dtype=None, layout=None, device=None,
          requires_grad=False, pin_memory=False):
    return result(ivy.random_normal(0.0, 1.0, _size(size), dtype=dtype or
                                    ivy.default_float_dtype(), device=_dev(device),
                                    seed=_seed(generator)), out)


def randint(low=0, high=None, size=None, *, generator=None, out=None, dtype=None, layout=None,
            device=None, requires_grad=False):
    if size is None:  # randint(high, size)
        low, high, size = 0, low, high
    return result(ivy.randint(int(low), int(high), tuple(size), dtype=dtype or ivy.int64,
                              device=_dev(device), seed=_seed(generator)), out)


def _like(input, dtype):
    x = native(input)
    return tuple(x.shape), dtype or ivy_dtype_of(x.dtype)


def rand_like(input, *, dtype=None, layout=None, device=None, requires_grad=False,
              memory_format=None):
    shape, dt = _like(input, dtype)
    return wrap(ivy.random_uniform(0.0, 1.0, shape, dtype=dt, device=_dev(device)))


def randn_like(input, *, dtype=None, layout=None, device=None, requires_grad=False,
               memory_format=None):
    shape, dt = _like(input, dtype)
    return wrap(ivy.random_normal(0.0, 1.0, shape, dtype=dt, device=_dev(device)))


def randint_like(input, low=0, high=None, *, dtype=None, layout=None, device=None,
                 requires_grad=False, memory_format=None):
    if high is None:
        low, high = 0, low
    shape, dt = _like(input, dtype)
    return wrap(ivy.randint(int(low), int(high), shape, dtype=dt, device=_dev(device)))


def randperm(n, *, generator=None, out=None, dtype=None, layout=None, device=None,
             requires_grad=False, pin_memory=False):
    a = ivy.arange(n, dtype=dtype or ivy.int64, device=_dev(device))
    return result(ivy.shuffle(a, 0, seed=_seed(generator)) if n > 1 else a, out)


def normal(mean=0.0, std=1.0, size=None, *, generator=None, out=None, dtype=None, layout=None,
           device=None, requires_grad=False):
    m, s = native(mean), native(std)
    if size is None:
        shapes = [tuple(v.shape) for v in (m, s) if type(v) not in (int, float)]
        size = tuple(ivy.broadcast_arrays(*(ivy.zeros(sh) for sh in shapes))[0].shape) \
            if shapes else ()
        dt = next((ivy_dtype_of(v.dtype) for v in (m, s) if type(v) not in (int, float)),
                  None)
    else:
        size, dt = tuple(size), None
    z = ivy.random_normal(0.0, 1.0, size, dtype=dtype or dt or ivy.default_float_dtype(),
                          device=_dev(device), seed=_seed(generator))
    return result(ivy.add(ivy.multiply(z, s), m), out)


def bernoulli(input, p=None, *, generator=None, out=None):
    x = native(input)
    probs = x if p is None else ivy.full_like(x, p)
    return result(ivy.bernoulli(probs, seed=_seed(generator), dtype=ivy_dtype_of(x.dtype)), out)


def multinomial(input, num_samples, replacement=False, *, generator=None, out=None):
    p = native(input)
    one = len(p.shape) == 1
    rows = ivy.reshape(p, (1, -1)) if one else p
    r = ivy.multinomial(rows.shape[-1], num_samples, batch_size=rows.shape[0], probs=rows,
                        replace=replacement, dtype=ivy.int64, seed=_seed(generator))
    return result(ivy.reshape(r, (num_samples,)) if one else r, out)


