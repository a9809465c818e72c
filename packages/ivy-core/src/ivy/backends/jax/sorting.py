"""JAX kernels: sorting functions (``descending`` and ``stable`` are native keywords; a stable
descending sort keeps equal elements in their original order; nan sorts last ascending)."""

import jax.numpy as jnp

argsort = jnp.argsort
sort = jnp.sort
