"""JAX kernels: manipulation functions. JAX arrays are immutable, so ``reshape(copy=...)`` can
never be observed to share memory; ``repeat`` with array repeats works eagerly only (its output
shape depends on the values)."""

import functools

import jax.numpy as jnp
import numpy as np
from jax import lax

from ..._rules.layout import (
    check_counts,
    check_extends_empty,
    pad_mode,
    pad_widths,
    plain_zero,
    split_sizes,
)
from ...errors import IvyValueError
from ._helpers import promote_all, value_error

broadcast_arrays = jnp.broadcast_arrays
broadcast_to = jnp.broadcast_to


def concat(arrays, /, *, axis=0):
    try:
        return jnp.concat(promote_all(arrays), axis=axis)  # axis=None: flattened first
    except TypeError as e:  # mismatched shapes: ValueError, as the standard's reference says
        raise value_error("concat", e) from e


@functools.lru_cache(maxsize=256)
def _jnp_widths(widths):
    """One int where every side is padded alike: jnp.pad reads it faster than the pairs."""
    w = widths[0][0]
    return w if all(lo == w and hi == w for lo, hi in widths) else widths


def _constant_pad(x, widths, value):
    # jnp.pad converts an explicit constant_values on every call: leave zero to its default
    if plain_zero(value):
        return jnp.pad(x, _jnp_widths(widths))
    return jnp.pad(x, _jnp_widths(widths), constant_values=value)


def constant_pad(x, /, pad_width, *, value=0):
    widths = pad_widths("constant_pad", x.shape, pad_width)
    return _constant_pad(x, widths, value) if widths else x  # 0-d: nothing to pad


def expand_dims(x, /, axis):
    # JAX raises ValueError for an out-of-range axis; the NumPy backend's AxisError is both
    # IndexError (the documented error) and ValueError.
    if type(axis) is int and not -x.ndim - 1 <= axis <= x.ndim:
        raise np.exceptions.AxisError(axis, x.ndim + 1, "ivy.expand_dims (jax backend)")
    return jnp.expand_dims(x, axis)


flip = jnp.flip
moveaxis = jnp.moveaxis


def pad(x, /, pad_width, *, mode="constant", constant_values=0):
    widths = pad_widths("pad", x.shape, pad_width)
    if not widths:  # 0-d: nothing to pad
        pad_mode(mode)
        return x
    if mode == "constant":
        return _constant_pad(x, widths, constant_values)
    check_extends_empty(x.shape, widths, pad_mode(mode))
    return jnp.pad(x, _jnp_widths(widths), mode=mode)


def permute_dims(x, /, axes):
    try:
        return jnp.permute_dims(x, axes)
    except TypeError as e:  # not a permutation of x's axes: ValueError
        raise value_error("permute_dims", e) from e




def repeat(x, repeats, /, *, axis=None):
    if type(repeats) is int and repeats < 0:
        check_counts("repeat", "repeats", repeats)
    return jnp.repeat(x, repeats, axis=axis)



def reshape(x, /, shape, *, copy=None):
    try:
        return jnp.reshape(x, shape)
    except TypeError as e:  # a size mismatch: ValueError, as the standard says
        raise value_error("reshape", e) from e


roll = jnp.roll


def split(x, /, num_or_size_splits=None, *, axis=0, with_remainder=False):
    axis, sizes = split_sizes(x.shape, num_or_size_splits, axis, with_remainder)
    return list(lax.split(x, sizes, axis))  # one op (jnp.split computes the sizes again)

squeeze = jnp.squeeze  # raises ValueError for an axis whose size is not 1


def stack(arrays, /, *, axis=0):
    return jnp.stack(promote_all(arrays), axis=axis)


def swapaxes(x, axis0, axis1, /):
    try:
        return jnp.swapaxes(x, axis0, axis1)
    except (IndexError, ValueError) as e:  # an axis out of range
        raise IvyValueError(f"ivy.swapaxes: {e}") from e




def tile(x, repetitions, /):
    check_counts("tile", "repetitions", repetitions)  # JAX fails in its compiler otherwise
    return jnp.tile(x, repetitions)


unstack = jnp.unstack
