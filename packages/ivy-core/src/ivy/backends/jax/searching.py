"""JAX kernels: searching functions. ``nonzero`` works eagerly only (data-dependent shape), or
under ``jax.jit`` with ``size=`` (a static shape)."""

import jax.numpy as jnp

from ...errors import IvyValueError
from . import scatter_gather as _sg
from ._helpers import index_dtype, pair

argmax = jnp.argmax
argmin = jnp.argmin
count_nonzero = jnp.count_nonzero


def nonzero(x, /, *, size=None, fill_value=0):
    if size is None:
        return jnp.nonzero(x)
    if x.ndim == 0:
        raise IvyValueError("ivy.nonzero: x must have at least one dimension; reshape it with "
                            "ivy.reshape(x, (1,)) first")
    rows = _sg.argwhere(x, size=size, fill_value=fill_value)  # a static shape: works under jit
    return tuple(rows[:, i] for i in range(x.ndim))


def searchsorted(x1, x2, /, *, side="left", sorter=None):
    x1, x2 = pair(x1, x2)
    # JAX returns int32 indices; the standard's index dtype is int64 (where JAX has it)
    return jnp.searchsorted(x1, x2, side=side, sorter=sorter).astype(index_dtype())


def where(condition, x1, x2, /):
    x1, x2 = pair(x1, x2)
    return jnp.where(condition, x1, x2)
