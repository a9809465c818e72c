"""JAX kernels: activations, all native (``jax.nn``); wrapped for argument names, ``gelu``'s
default (JAX approximates unless told not to) and the softmax family's axis errors. ``softplus``
with ``beta`` or ``threshold`` is composed. A Python-number ``alpha`` is compiled in (passed to
jax.nn's compiled function, it would be transferred to the device on every call)."""

import functools

import jax
from jax import nn

from ...errors import IvyValueError
from .._composed import composition

hardswish = nn.hard_swish
mish = nn.mish
relu = nn.relu
selu = nn.selu
sigmoid = nn.sigmoid
silu = nn.silu
_softplus = composition("jax", "softplus")


_NUMBERS = (int, float)


@functools.partial(jax.jit, static_argnames="alpha")
def _elu(x, alpha):
    return nn.elu(x, alpha)


@functools.partial(jax.jit, static_argnames="alpha")
def _leaky_relu(x, alpha):
    return nn.leaky_relu(x, alpha)


def elu(x, /, *, alpha=1.0):
    if type(alpha) in _NUMBERS and alpha == alpha:  # (nan: no compile-time key)
        return nn.elu(x) if alpha == 1.0 else _elu(x, alpha)
    return nn.elu(x, alpha)


def gelu(x, /, *, approximate=False):
    return nn.gelu(x, approximate=approximate)


def leaky_relu(x, /, *, alpha=0.2):
    if type(alpha) in _NUMBERS and alpha == alpha:  # (nan: no compile-time key)
        return _leaky_relu(x, alpha)
    return nn.leaky_relu(x, alpha)


def log_softmax(x, /, *, axis=-1):
    try:
        return nn.log_softmax(x, axis=axis)
    except (ValueError, TypeError) as e:  # axis out of bounds (a 0-d x has none)
        raise IvyValueError(f"ivy.log_softmax (jax backend): {e}") from None


def softmax(x, /, *, axis=-1):
    try:
        return nn.softmax(x, axis=axis)
    except (ValueError, TypeError) as e:
        raise IvyValueError(f"ivy.softmax (jax backend): {e}") from None


def softplus(x, /, *, beta=None, threshold=None):
    if beta is None and threshold is None:
        return nn.softplus(x)
    return _softplus(x, beta=beta, threshold=threshold)
