"""JAX kernels: activations, all native (``jax.nn``); wrapped for argument names, ``gelu``'s
default (JAX approximates unless told not to) and the softmax family's axis errors. ``softplus``
with ``beta`` or ``threshold`` is composed."""

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


def elu(x, /, *, alpha=1.0):
    return nn.elu(x, alpha)


def gelu(x, /, *, approximate=False):
    return nn.gelu(x, approximate=approximate)


def leaky_relu(x, /, *, alpha=0.2):
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
