"""JAX kernels: manipulation functions. JAX arrays are immutable, so ``reshape(copy=...)`` can
never be observed to share memory; ``repeat`` with array repeats works eagerly only (its output
shape depends on the values)."""

import jax.numpy as jnp

from ._helpers import promote_all

broadcast_arrays = jnp.broadcast_arrays
broadcast_to = jnp.broadcast_to


def concat(arrays, /, *, axis=0):
    return jnp.concat(promote_all(arrays), axis=axis)  # axis=None: flattened first


expand_dims = jnp.expand_dims
flip = jnp.flip
moveaxis = jnp.moveaxis
permute_dims = jnp.permute_dims
repeat = jnp.repeat
reshape = jnp.reshape
roll = jnp.roll
squeeze = jnp.squeeze  # raises ValueError for an axis whose size is not 1


def stack(arrays, /, *, axis=0):
    return jnp.stack(promote_all(arrays), axis=axis)


tile = jnp.tile
unstack = jnp.unstack
