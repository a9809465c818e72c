"""JAX kernels: statistical functions. Sums and products of small integers accumulate in the
default integer width (unsigned stays unsigned), as the standard says."""

# ruff: noqa: A001  (standard names shadow builtins on purpose)

import jax.numpy as jnp

from ._helpers import accumulation_dtype


def cumulative_prod(x, /, *, axis=None, dtype=None, include_initial=False):
    return jnp.cumulative_prod(x, axis=axis, dtype=accumulation_dtype(x, dtype),
                               include_initial=include_initial)


def cumulative_sum(x, /, *, axis=None, dtype=None, include_initial=False):
    return jnp.cumulative_sum(x, axis=axis, dtype=accumulation_dtype(x, dtype),
                              include_initial=include_initial)


max = jnp.max
mean = jnp.mean
min = jnp.min


def prod(x, /, *, axis=None, dtype=None, keepdims=False):
    return jnp.prod(x, axis=axis, dtype=accumulation_dtype(x, dtype), keepdims=keepdims)


std = jnp.std  # correction= is a native keyword


def sum(x, /, *, axis=None, dtype=None, keepdims=False):
    return jnp.sum(x, axis=axis, dtype=accumulation_dtype(x, dtype), keepdims=keepdims)


var = jnp.var
