"""JAX kernels: manipulation functions. JAX arrays are immutable, so ``reshape(copy=...)`` can
never be observed to share memory; ``repeat`` with array repeats works eagerly only (its output
shape depends on the values)."""

import jax.numpy as jnp
import numpy as np

from ._helpers import promote_all, value_error

broadcast_arrays = jnp.broadcast_arrays
broadcast_to = jnp.broadcast_to


def concat(arrays, /, *, axis=0):
    try:
        return jnp.concat(promote_all(arrays), axis=axis)  # axis=None: flattened first
    except TypeError as e:  # mismatched shapes: ValueError, as the standard's reference says
        raise value_error("concat", e) from e


def expand_dims(x, /, axis):
    # JAX raises ValueError for an out-of-range axis; the NumPy backend's AxisError is both
    # IndexError (the documented error) and ValueError.
    if type(axis) is int and not -x.ndim - 1 <= axis <= x.ndim:
        raise np.exceptions.AxisError(axis, x.ndim + 1, "ivy.expand_dims (jax backend)")
    return jnp.expand_dims(x, axis)


flip = jnp.flip
moveaxis = jnp.moveaxis


def permute_dims(x, /, axes):
    try:
        return jnp.permute_dims(x, axes)
    except TypeError as e:  # not a permutation of x's axes: ValueError
        raise value_error("permute_dims", e) from e


repeat = jnp.repeat


def reshape(x, /, shape, *, copy=None):
    try:
        return jnp.reshape(x, shape)
    except TypeError as e:  # a size mismatch: ValueError, as the standard says
        raise value_error("reshape", e) from e


roll = jnp.roll
squeeze = jnp.squeeze  # raises ValueError for an axis whose size is not 1


def stack(arrays, /, *, axis=0):
    return jnp.stack(promote_all(arrays), axis=axis)


tile = jnp.tile
unstack = jnp.unstack
