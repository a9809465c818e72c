"""JAX kernels: searching functions. ``nonzero`` works eagerly only (data-dependent shape)."""

import jax.numpy as jnp

from ._helpers import pair

argmax = jnp.argmax
argmin = jnp.argmin
count_nonzero = jnp.count_nonzero
nonzero = jnp.nonzero


def searchsorted(x1, x2, /, *, side="left", sorter=None):
    x1, x2 = pair(x1, x2)
    # JAX returns int32 indices; the standard's index dtype is int64
    return jnp.searchsorted(x1, x2, side=side, sorter=sorter).astype(jnp.int64)


def where(condition, x1, x2, /):
    x1, x2 = pair(x1, x2)
    return jnp.where(condition, x1, x2)
