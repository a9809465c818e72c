"""JAX kernels: set functions, eager only (the output shape depends on the values). Each nan is a
distinct value and ``inverse_indices`` has x's shape, as in JAX; results are Ivy's named tuples."""

import jax.numpy as jnp

from ...results import UniqueAllResult, UniqueCountsResult, UniqueInverseResult


def unique_all(x, /):
    return UniqueAllResult(*jnp.unique_all(x))


def unique_counts(x, /):
    return UniqueCountsResult(*jnp.unique_counts(x))


def unique_inverse(x, /):
    return UniqueInverseResult(*jnp.unique_inverse(x))


unique_values = jnp.unique_values
